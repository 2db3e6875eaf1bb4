"""The lead's twenty-second chat probe (issue 39, stop 80): conversations played by hand, each defect found fixed at
its cause and tested here on other words than the probe's (the reading's side of each cause is tested in
tests/unit/domain/parsing/test_lead_probes_eightieth.py).

- "... no more fast food pls" opening a conversation planned with fast food allowed and said "Checked": a chat's
  message takes back a wish the thread holds, and an opening message holds none, so the cuisine is ruled out, and
  said (``request_merge.merge``, ``query.nothing_to_take_back``). Said later of a cuisine the thread wants, it is still
  taken back, never ruled out.
- "on second thought they'd fly if it's under 2 hrs" after "they don't fly" kept the ban beside the new cap of 2 hours
  (no plan could fly, and the reply said the plan met it): "would fly" and "'d fly" allow the way again
  (``take_back.ALLOW_MODE``), as "can fly" did.
- "ok and make it 3 days -> 4" answered "Your trip already has 3 days, so nothing changed": a value changed with an
  arrow is its new value, with the old one's unit (``said_before.arrow_replaced``); a range of dates is the dates'.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.said_before import arrow_replaced
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()
_OPEN = "4 days from houston to dallas for 2, march 8 2022, budget 2200. "


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    return said_in_thread(app, f"lead-probe-22-{next(_threads)}", *messages)


def test_no_more_of_a_cuisine_in_an_opening_message_rules_it_out_and_says_so(app: Any) -> None:
    after, said = _chat(app, _OPEN + "and no more pizza, the kids had plenty")
    assert local_rules(after).get("avoid cuisines") == ["Pizza"]
    assert "nothing asked for before to take back" in said


def test_no_more_of_a_cuisine_the_thread_wants_takes_it_back(app: Any) -> None:
    after, _said = _chat(app, _OPEN + "we'd like pizza one night", "no more pizza")
    rules = local_rules(after)
    assert not rules.get("avoid cuisines") and not rules.get("more cuisines")


@pytest.mark.parametrize("allowed", ["on second thought they'd fly if it's under 2 hrs", "ok we would fly after all"])
def test_a_ban_allowed_again_with_would_is_lifted(app: Any, allowed: str) -> None:
    """"they'd fly if it's under 2 hrs" kept "no flights" beside the new cap: both rules at once, in silence."""
    after, _said = _chat(app, _OPEN + "we don't fly", allowed)
    assert local_rules(after).get("transportation") is None


def test_rather_not_fly_is_still_no_allowance(app: Any) -> None:
    after, _said = _chat(app, _OPEN, "we'd rather not fly")
    assert local_rules(after).get("transportation") == "no flight"


@pytest.mark.parametrize(("change", "field", "value"), [("ok and make it 4 days -> 5", "days", 5),
                                                       ("budget $2200 → $2600", "budget", 2600.0),
                                                       ("2 ppl => 3", "people_number", 3)])
def test_a_value_changed_with_an_arrow_takes_the_new_value(app: Any, change: str, field: str, value: object) -> None:
    """"make it 3 days -> 4" answered "Your trip already has 3 days, so nothing changed"."""
    after, _said = _chat(app, _OPEN, change)
    assert after["trip"][field] == value


def test_an_arrow_between_dates_is_left_to_the_dates() -> None:
    assert arrow_replaced("march 15 -> 18") == "march 15 -> 18" and arrow_replaced("3/15 -> 3/17") == "3/15 -> 3/17"
