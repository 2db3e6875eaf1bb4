"""A switch back to flying said with the drive's length as its reason (issue 39): "ok fly again, 10 hours in the car is
too much" lifts the ban on flights; the hours are the reason, never a driving limit refused as "only a maximum of
driving hours per day can be kept" (``domain/constraints/driving_hours.py``, ``flies_instead``). A cap said beside
flying is still a cap."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.unit.nodes.chat.test_chat_intents_heldout_sixth import DRIVING  # the sixth set's trip that drives


def _update(message: str) -> dict:
    return understand({**DRIVING, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


@pytest.mark.parametrize("message", ["fly us there, 13 hours behind the wheel is nuts",
                                     "let's just fly, driving 11 hours would be awful",
                                     "flying then, nobody wants a 10 hour drive", "fly instead pls, 12 hrs of driving is brutal"])
def test_flying_again_with_the_drive_as_its_reason_lifts_the_ban(message):
    update = _update(message)
    rules = (update.get("draft") or {}).get("local_constraint") or {}
    assert not update.get("problems") and not update.get("answer"), update
    assert "no flight" not in str(rules.get("transportation") or ""), rules
    assert not rules.get("max driving hours"), rules


def test_a_cap_said_beside_flying_is_still_a_cap():
    update = _update("we'll fly again, but no more than 4 hours of driving a day")
    rules = (update.get("draft") or {}).get("local_constraint") or {}
    assert not update.get("problems") and rules.get("max driving hours") == 4, update
