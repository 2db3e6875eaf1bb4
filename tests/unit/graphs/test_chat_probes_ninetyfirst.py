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


def _day_sights(state: dict[str, Any], day: int) -> set[str]:
    parts = str(state["plan"][day - 1]["attraction"]).split(";")
    return {part.rsplit(",", 1)[0].strip() for part in parts if part.strip() not in ("", "-")}


@pytest.mark.parametrize("message", ["swap day 2 and day 3", "can we switch days 2 and 3?", "swap day 2 with 3 pls"])
def test_two_days_swapped_trade_their_sights(app: Any, message: str) -> None:
    """Was not understood: each day's sights are now asked on the other day (``sight_days``), and planned so (a full
    day may take one more sight beside them, as any full day does)."""
    before, _said = said_in_new_thread(app, _ORLANDO)
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert _day_sights(before, 3) <= _day_sights(after, 2) and _day_sights(before, 2) <= _day_sights(after, 3)
    assert "sights on days" in said and "didn't understand" not in said


@pytest.mark.parametrize(("message", "rule"), [
    ("make day 2 busier", {"least": 3}), ("can we add one more sight on day 2", {"least": 3}),
    ("add another attraction to day 2 please", {"least": 3}), ("one less thing on day 2", {"most": 1}),
])
def test_a_day_made_fuller_or_lighter_is_its_count_and_one(app: Any, message: str, rule: dict[str, int]) -> None:
    """Was not understood: the plan's day 2 holds 2 sights, so "busier" is at least 3 there, "one less" at most 1."""
    before, _said = said_in_new_thread(app, _ORLANDO)
    assert len(_day_sights(before, 2)) == 2
    after, _said = said_in_new_thread(app, _ORLANDO, message)
    pace = local_rules(after)["pace"]
    assert pace["days"] == [2] and {k: pace[k] for k in rule} == rule
    assert (len(_day_sights(after, 2)) >= 3) if "least" in rule else (len(_day_sights(after, 2)) <= 1)


def test_a_sight_moved_to_another_day_instead_keeps_the_other_sights(app: Any) -> None:
    """"can we do alcatraz on the last day instead" dropped the Golden Gate Bridge held beside it ("instead" replaced
    the sights to see): the day is what it replaces."""
    after, said = said_in_new_thread(app, "seattle to san francisco march 10-12 2022, 2 ppl, $3000",
                                     "we want to see alcatraz on day 2", "and the golden gate bridge too",
                                     "actually can we do alcatraz on the last day instead")
    rules = local_rules(after)
    assert rules["must see"] == ["Alcatraz Island", "Golden Gate Bridge"]
    assert rules["sight days"] == [{"sight": "Alcatraz Island", "day": 3}] and "Alcatraz Island on day 3" in said


@pytest.mark.parametrize(("message", "people"), [
    ("my sister is coming with her 2 kids", 5),  # the party stayed 2: planned for 2 of 5 in silence
    ("actually my mom is taking the dog, but now my sister is coming with her kids (5 and 7)", 5),
])
def test_kin_coming_with_others_count_them_all(app: Any, message: str, people: int) -> None:
    after, _said = said_in_new_thread(app, _ORLANDO, "we're bringing our dog", message)
    assert after["trip"]["people_number"] == people


def test_kin_coming_with_children_not_counted_is_asked(app: Any) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, "my sister is coming with her kids")
    assert after["trip"]["people_number"] == 2 and "say the total number of travellers" in said


def test_a_cuisine_allowed_again_beside_another_ruled_out_keeps_the_new_one(app: Any) -> None:
    """"italian is fine but no chinese" after "no italian" lifted Italian and dropped "no chinese" in silence."""
    after, said = said_in_new_thread(app, _ORLANDO, "no italian", "wait, italian is fine but no chinese")
    assert local_rules(after)["avoid cuisines"] == ["Chinese"] and "no Chinese food" in said
