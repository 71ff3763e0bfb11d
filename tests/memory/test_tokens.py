"""The token count of the context budget against real tokenizers on our test conversations."""

import bpe_openai
import pytest

from memory.tokens import count_tokens, estimate_tokens

from .conversations import all_conversations

TEXTS = [text for _locale, turns in all_conversations() for _role, text in turns]


@pytest.mark.parametrize("encoding", ["cl100k_base", "o200k_base"])
@pytest.mark.parametrize("counter", [count_tokens, estimate_tokens])
def test_it_never_undercounts_a_real_tokenizer_by_more_than_ten_percent(encoding, counter):
    real = bpe_openai.get_encoding(encoding)
    for text in TEXTS:
        assert counter(text) >= 0.9 * len(real.encode_ordinary(text)), text
    total_real = sum(len(real.encode_ordinary(t)) for t in TEXTS)
    assert sum(counter(t) for t in TEXTS) >= total_real


def test_the_fallback_estimate_is_not_absurdly_high():
    real = bpe_openai.get_encoding("cl100k_base")
    total_real = sum(len(real.encode_ordinary(t)) for t in TEXTS)
    assert sum(estimate_tokens(t) for t in TEXTS) < 2 * total_real


def test_empty_text_costs_nothing():
    assert count_tokens("") == estimate_tokens("") == 0
