"""A message's words corrected once per word (issue 44, the thirteenth step of results/profile):
``intent_spelling.spelled`` reads a message several times a turn, and the closest spelling of a long word is worked out
once, not each time."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat import intent_spelling


@pytest.mark.parametrize(("said", "read"), [
    ("hwo much is the totl", "how much is the total"),
    ("make it cheapr pleaseee", "make it cheaper please"),
    ("Expensiveee hotel", "Expensive hotel"),
    ("udno that", "undo that"),
    ("Orlando sounds great", "Orlando sounds great"),
])
def test_typos_of_the_intents_words_are_corrected(said, read):
    assert intent_spelling.spelled(said) == read


def test_a_long_word_is_compared_with_the_keywords_once(monkeypatch):
    asked: list[str] = []
    closest = intent_spelling.closest_spelling

    def counted(word, known, least):
        asked.append(word)
        return closest(word, known, least)

    monkeypatch.setattr(intent_spelling, "closest_spelling", counted)
    intent_spelling._fixed.cache_clear()
    first = intent_spelling.spelled("can we get cheapeer hotells please")
    again = intent_spelling.spelled("cheapeer hotells!!")
    assert first == "can we get cheaper hotels please" and again == "cheaper hotels!!"
    assert sorted(asked) == ["cheapeer", "hotells", "please"]  # each long word compared once, not once a reading
