"""Who the trip is for, asked ("how many people is this for?"): the question topic ``party``, answered with the party
the plan is for; the stay's own capacity ("how many ppl can it sleep", "how many guests max?") stays the stay's question.
"""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.answers import plan_answer
from himap_travel.nodes.chat.intent_questions import plan_question
from himap_travel.state.chat_state import MessageReading


@pytest.mark.parametrize("text", ["how many people is this for", "party size?", "how many of us are going again",
                                  "how many ppl did u put down", "how many travelers now?", "group size pls?",
                                  "whos coming", "who's going again"])
def test_the_party_asked_is_the_party_topic(text: str) -> None:
    reading = plan_question(text)
    assert reading is not None and reading.topic == "party"


@pytest.mark.parametrize("text", ["how many ppl can it sleep", "how many people can the hotel fit?", "how many guests max?",
                                  "how many days is the trip?", "how many restaurants are there"])
def test_a_count_of_something_else_is_not_the_party(text: str) -> None:
    reading = plan_question(text)
    assert reading is None or reading.topic != "party"


@pytest.mark.parametrize(("people", "said"), [(1, "for 1 person"), (3, "for 3 people")])
def test_the_answer_says_the_party_of_the_trip(people: int, said: str) -> None:
    state = {"plan": [{"days": 1}], "trip": {"people_number": people, "date": ["2022-03-13"], "org": "A", "dest": "B"},
             "messages": []}
    assert said in plan_answer(MessageReading(kind="question", topic="party"), state, None)
