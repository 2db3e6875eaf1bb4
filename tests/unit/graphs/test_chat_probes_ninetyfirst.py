"""Chat probes of stop 91 (issue 39): "find us a hotel with a better rating" was refused ("gives no minimum rating")
where "nicer hotels" re-plans; "the hotel rating is too low" was not understood; "the drive is way too long" was
answered "your trip already has that"; "we dont want to drive that far, can we fly" was not understood."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

_ORLANDO = "Plan a 3-day trip from Washington to Orlando for 2 people, March 10 to 12, 2022, with a budget of $2,500."


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize("message", ["find us a hotel with a better rating", "the hotel rating is too low",
                                     "can we get a higher rated hotel"])
def test_a_better_rated_stay_asked_with_no_number_re_plans_for_it(app: Any, message: str) -> None:
    _after, said = said_in_new_thread(app, _ORLANDO, message)
    assert "best rated stays" in said or "extra weight" in said, said
    assert "gives no minimum rating" not in said and "didn't understand" not in said


def test_a_drive_complained_of_says_what_would_change_it(app: Any) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, "the drive is way too long")
    assert "already has" not in said and "let's fly" in said and "hours of driving a day" in said
    assert not local_rules(after).get("transportation")


@pytest.mark.parametrize("message", ["we dont want to drive that far", "we dont want to drive that far, can we fly"])
def test_the_trips_own_drive_refused_is_flown(app: Any, message: str) -> None:
    after, _said = said_in_new_thread(app, _ORLANDO, message)
    assert local_rules(after)["transportation"] == "no self-driving"


@pytest.mark.parametrize("message", ["what about 3", "try 3"])
def test_a_number_said_after_a_pace_is_its_new_count(app: Any, message: str) -> None:
    """"what about 3" after "at most 2 sights a day" was asked "3 people or 3 days?"."""
    after, _said = said_in_new_thread(app, _ORLANDO, "at most 2 sights a day", message)
    assert local_rules(after)["pace"]["most"] == 3
