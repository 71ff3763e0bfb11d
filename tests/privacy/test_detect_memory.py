"""Nothing of a text stays in the detector's memory after its call: the words it looked up
around a number (a password may be one of them) are forgotten when detect() returns."""

import wordfreq

from privacy.detect import codes, detect


def test_no_word_of_a_text_stays_cached_after_detect():
    text = "Mein Passwort ist Blaubeere 4711, der Code kam per SMS: 482913"
    spans = detect(text, lang="de")

    assert {span.label for span in spans} >= {"PASSWORD", "OTP"}
    assert codes._word_kind.cache_info().currsize == 0


def test_the_words_are_forgotten_when_detection_fails_too(monkeypatch):
    def broken(*args, **kwargs):
        codes._word_kind("blaubeere")
        raise RuntimeError("a detector failed")

    monkeypatch.setattr("privacy.detect._resolve", broken)
    try:
        detect("Code 482913", lang="en", asked="Which code did we text you?")
    except RuntimeError:
        pass
    assert codes._word_kind.cache_info().currsize == 0


def test_no_word_of_a_text_reaches_the_word_lists_cache(monkeypatch):
    # wordfreq's lookup functions keep every word they are asked in a module cache for the
    # process's life; the plain-word window asks whether a word is common, and the word may be
    # the password ("jellyfish"). It reads the word list as a dict instead.
    asked = []
    real = wordfreq.word_frequency

    def recording(word, *args, **kwargs):
        asked.append(word)
        return real(word, *args, **kwargs)

    monkeypatch.setattr(wordfreq, "word_frequency", recording)
    text = "i set up the account last week and used the password jellyfish then it stopped working"
    spans = detect(text, lang="en")

    assert [text[s.start : s.end] for s in spans if s.label == "PASSWORD"] == ["jellyfish"]
    assert asked == []
