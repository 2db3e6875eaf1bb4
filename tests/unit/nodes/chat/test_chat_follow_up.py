"""A follow-up question read with the question before it (``intent.follow_up``, issue 39), and what is never one."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_follow_up import follow_up
from himap_travel.nodes.chat.intent_preference_edit import without_preference
from himap_travel.state.chat_state import MessageReading


@pytest.mark.parametrize(("earlier", "text", "topic", "day"), [
    ("how much is day 1?", "and the whole thing?", "total", None),  # a day's cost asked of the whole trip: the total
    ("how much is day 1?", "overall?", "total", None),
    ("what's the total?", "and day 2?", "day_cost", 2),  # the total asked of one day: that day's cost
    ("what's the total?", "per day?", "day_cost", None),  # each day's cost (then the total)
    ("how much does day 2 cost", "what about the first day?", "day_cost", 1),
    ("what's on day 1?", "and the last day?", "day", -1),
    ("what's on day 1?", "the whole trip?", "day", None),  # every day
    ("where do we sleep on night 1", "and night 2?", "stays", 2),
])
def test_a_follow_up_asks_the_earlier_question_of_what_it_names(earlier, text, topic, day):
    assert follow_up(text, classify(earlier)) == MessageReading(kind="question", topic=topic, day=day)


@pytest.mark.parametrize(("earlier", "text"), [
    ("make it 3 people", "and day 2?"),  # the earlier message asked nothing about the plan
    ("what did you change?", "and the whole thing?"),  # nor a question a scope changes
    ("how much is day 1?", "the whole thing is too expensive"),  # more than a scope: a message of its own
    ("how much is day 1?", "and make it 3 people"),
    ("how much is day 2?", "per day is fine"),
    ("what's on day 1?", "per day?"),  # each day asked of a day's plan: no question it names
])
def test_what_is_no_follow_up(earlier, text):
    assert follow_up(text, classify(earlier)) is None
    assert follow_up(text, None) is None


@pytest.mark.parametrize(("text", "left"), [
    ("is there a cheaper way", ""),  # only words around the preference: nothing else asked
    ("too costly tbh", ""),
    ("make it cheaper, and a budget of $1,300", "$1,300"),  # an edit said with it is kept for the trip parser
    ("nicer hotels, and we have a dog", "dog"),
])
def test_what_a_preference_leaves_for_the_trip_parser(text, left):
    rest = without_preference(text)
    assert (left in rest) if left else rest == ""
