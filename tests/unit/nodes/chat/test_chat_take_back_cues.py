"""The take-back words the session added (``nodes/chat/take_back.py``): ``accepts``, a banned mode allowed again
(``ALLOW_MODE``) and the new ways of taking a wish back ("not a big deal", "changed my mind about"). The patterns are
module-level, which mutation testing does not mutate, so each is tested here both ways (a word it reads, one it must not)."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.take_back import ALLOW_MODE, TAKE_BACK, accepts


@pytest.mark.parametrize("text", ["a shared room is fine", "we're ok with long flights", "pets are no problem",
                                  "I can live with an early flight", "we don't care about the rating",
                                  "we're all good with a shared room", "i'm fine sharing a room", "early flights are grand now"])
def test_accepting_words_are_read(text):
    assert accepts(text) is True


@pytest.mark.parametrize("text", ["no shared rooms please", "we want a fine dining dinner", "is it ok?",
                                  # the party saying how it is: a sign-off, nothing accepted (CONV31, stop 77)
                                  "thanks, we're all good here", "we're fine thx", "im ok, ty", "everyone's good now"])
def test_other_words_are_not_acceptance(text):
    assert accepts(text) is False


@pytest.mark.parametrize("mode, text", [("flight", "we can fly after all"), ("flight", "my wife is fine with flying"),
                                        ("flight", "flights are ok now"), ("self-driving", "actually we can drive"),
                                        ("self-driving", "driving is fine"), ("self-driving", "happy with a drive")])
def test_a_banned_mode_allowed_again_is_read_by_its_mode(mode, text):
    assert ALLOW_MODE[mode].search(text)
    other = "self-driving" if mode == "flight" else "flight"
    assert not ALLOW_MODE[other].search(text)  # allowing one mode says nothing of the other


@pytest.mark.parametrize("text", ["we cannot fly", "no flights", "flying is scary", "don't drive"])
def test_a_ban_said_again_allows_nothing(text):
    assert not any(pattern.search(text) for pattern in ALLOW_MODE.values())


@pytest.mark.parametrize("text", ["the museum is not that important", "Italian isn't a big deal", "the view is no big deal",
                                  "the pool is not essential", "I changed my mind about the sushi",
                                  "breakfast is not a priority"])
def test_the_new_take_back_phrases_are_read(text):
    assert TAKE_BACK.search(text)


@pytest.mark.parametrize("text", ["the museum is important", "a big deal for us is the pool", "I made up my mind: sushi"])
def test_a_wish_said_firmly_is_not_taken_back(text):
    assert not TAKE_BACK.search(text)
