"""Token counts for the context budget.

Counts with OpenAI's `cl100k_base` byte-pair encoding, which the `bpe-openai` wheel carries inside
its binary (no vocabulary download at run time). On German, Danish and Dutch chat text cl100k
counts a little more tokens than the newer `o200k_base`, so budgets computed with it do not
overrun models using either. Should the wheel be missing, a conservative estimate takes over:
one token per 2.5 characters (chat text in our four languages averages 3.5 to 4.5 characters
per token), never less than one token per word or symbol. tests/memory/test_tokens.py checks both
against the real tokenizers on the scenario conversations: neither undercounts by more than 10%.
"""

import functools
import json
import math
import re

# Framing a chat model adds around each message (role marker, separators).
PER_MESSAGE_OVERHEAD = 4

_WORDS = re.compile(r"\w+|[^\w\s]", re.UNICODE)


@functools.cache
def _encoding():
    try:
        import bpe_openai
    except ImportError:  # pragma: no cover - exercised only without the wheel
        return None
    return bpe_openai.get_encoding("cl100k_base")


def estimate_tokens(text: str) -> int:
    """Conservative token estimate without a tokenizer (see the module docstring)."""
    if not text:
        return 0
    return max(math.ceil(len(text) / 2.5), len(_WORDS.findall(text)))


def count_tokens(text: str) -> int:
    """Tokens of `text` under cl100k_base, or the conservative estimate without the wheel."""
    if not text:
        return 0
    encoding = _encoding()
    if encoding is None:
        return estimate_tokens(text)
    return len(encoding.encode_ordinary(text))


def message_tokens(text: str) -> int:
    """Tokens one stored message costs in a prompt, framing included."""
    return count_tokens(text) + PER_MESSAGE_OVERHEAD


def block_tokens(memories: list[dict], notices: list[dict]) -> int:
    """Prompt tokens of a context's memories and notices, as the context counts them."""
    return count_tokens(json.dumps([memories, notices], ensure_ascii=False))
