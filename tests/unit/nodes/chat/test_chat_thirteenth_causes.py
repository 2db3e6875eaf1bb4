"""The causes the thirteenth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirteenth.py) found, each
fixed as a rule and tested on sentences of its own: a city the data lists no sights in is refused in plain words with no
dates offered, a corrected child's age drops the age taken back, a bare "total" asks the total whatever came before,
"stay N days" sets the length (only "N more days" adds), and a budget in "dollar" is read."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.nodes.chat.intent_follow_up import follow_up
from himap_travel.nodes.chat.party_said import children_ages
from himap_travel.nodes.chat.relative import RELATIVE_DAYS
from himap_travel.nodes.chat.why_not import why_no_plan
from himap_travel.state.chat_state import MessageReading


def test_a_city_with_no_sight_in_the_data_is_said_so_and_no_dates_are_offered(sandbox):
    spec = parse_request("Lynchburg to Newport News, March 22-24 2022, 2 people, $2,000", sandbox).spec
    reason, offers = why_no_plan(spec, sandbox)
    assert "no sights in Newport News" in reason and "only another city can work" in reason
    assert "this request can use" not in reason and offers == []


@pytest.mark.parametrize(("text", "ages"), [("wait the child is 12 not 5", [12]), ("the kid is 11, not 5", [11]),
                                            ("our son is 9 rather than 12", [9]), ("the kids are 4 and 7", [4, 7])])
def test_an_age_said_as_the_mistake_is_no_childs_age(text: str, ages: list[int]) -> None:
    assert children_ages(text) == ages


@pytest.mark.parametrize("earlier", ["hotel", "stays", "travel", "day"])
@pytest.mark.parametrize("text", ["total", "and the total?", "all in?"])
def test_a_bare_total_asks_the_total_whatever_was_asked_before(text: str, earlier: str) -> None:
    reading = follow_up(text, MessageReading(kind="question", topic=earlier))
    assert reading is not None and reading.topic == "total"


@pytest.mark.parametrize(("text", "adds"), [("and stay 5 days instead", False), ("let's stay 4 nights", False),
                                            ("can we stay 2 more days", True), ("stay an extra night", True),
                                            ("stay another day", True), ("add 2 days", True)])
def test_stay_n_days_is_the_length_and_n_more_days_adds(text: str, adds: bool) -> None:
    assert (RELATIVE_DAYS.search(text) is not None) == adds


def test_a_budget_in_dollar_is_read(sandbox):
    spec = parse_request("from Midland to Roswell March 8 to March 10 2022, 2 person, money is 1000 dollar", sandbox).spec
    assert spec.budget == 1000
