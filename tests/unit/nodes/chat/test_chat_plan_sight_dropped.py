"""A sight of the plan dropped by some of its words (``nodes/chat/plan_sight_dropped.py``, issue 39): the sight whose
name shares the most words with what was said ("take mill ruins park out of it" is Mill Ruins Park, never Mill City
Museum too), the rest of its name after the word that found it kept with it ("leave out the belle isle aquarium"), and
"leave X out" an avoidance like "take X out" (it had set X as a sight to see)."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.plan_sight_dropped import sight_dropped

_PLAN = [{"current_city": "from Grand Forks to Minneapolis", "attraction": "Mill City Museum, Minneapolis;Mill Ruins Park, Minneapolis;"},
         {"current_city": "Minneapolis", "attraction": "Belle Isle Aquarium, Minneapolis;Walker Art Center, Minneapolis;"},
         {"current_city": "from Minneapolis to Grand Forks", "attraction": "-"}]


@pytest.mark.parametrize(("text", "read"), [
    ("take mill ruins park out of it", "skip Mill Ruins Park"),
    ("leave out mill ruins park", "skip Mill Ruins Park"),
    ("leave out the belle isle aquarium", "skip Belle Isle Aquarium"),
    ("leave the belle isle aquarium out", "skip Belle Isle Aquarium"),
    ("skip the walker, add mexican", "skip Walker Art Center, add mexican"),
    ("drop the aquarium and add chinese", "skip Belle Isle Aquarium and add chinese"),
    ("skip the mill", "skip the mill"),  # two sights share the word: left for the reader to ask which
])
def test_the_sight_named_best_is_the_one_skipped(text, read):
    assert sight_dropped(text, _PLAN) == read


def test_words_after_the_cue_never_name_a_sight_the_cues_own_word_does_not():
    """"and no shared rooms": "rooms" after "shared" is no Escape Room's; only a sight the cue's word names is read."""
    plan = [{"current_city": "Binghamton", "attraction": "Escape the Mystery Room, Binghamton;"}]
    assert sight_dropped("and no shared rooms", plan) == "and no shared rooms"


@pytest.mark.parametrize(("text", "read"), [
    ("no harry potter stuff", "no harry potter stuff"),  # "potter" is no word of Harry P Leu Gardens: the reader's
    ("skip harry please", "skip Harry P Leu Gardens please"),  # a word any name may be followed by
    ("skip harry p leu gardens", "skip Harry P Leu Gardens"),
])
def test_a_word_going_on_to_another_name_leaves_the_message_to_the_reader(text, read):
    plan = [{"current_city": "Orlando", "attraction": "Harry P Leu Gardens, Orlando;Gatorland, Orlando;"}]
    assert sight_dropped(text, plan) == read
