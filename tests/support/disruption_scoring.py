"""How a held-out set of disruptions said in the chat is scored (issue 39): each message is run through ``understand`` on
a thread holding a three-day Newark -> Savannah plan, and named by what the turn does with it: the disruptions handed
to the repair (``KIND:TARGET`` as ``planning/monitor/disruptions.py`` reads it; several joined by " + " in the order
said), "ask" when the reply asks which booking or when, or None when it reports nothing of the kind
(tests/unit/nodes/chat/test_chat_disruption_heldout.py and _second.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand

TRIP = {"org": "Newark", "dest": "Savannah", "days": 3, "visiting_city_number": 1, "date": ["2022-03-03", "2022-03-04", "2022-03-05"],
        "people_number": 2, "budget": 2400}
PLAN: list[dict[str, Any]] = [
    {"days": 1, "current_city": "from Newark to Savannah",
     "transportation": "Flight Number: F1, from Newark to Savannah, Departure Time: 15:20, Arrival Time: 17:35",
     "breakfast": "-", "attraction": "Tennessee Aquarium, Savannah;", "lunch": "-", "dinner": "Dhaba On Wheels, Savannah",
     "accommodation": "Private Oasis, Savannah"},
    {"days": 2, "current_city": "Savannah", "transportation": "-", "breakfast": "Joe's Diner, Savannah",
     "attraction": "Telfair Museum, Savannah;Forsyth Park, Savannah;", "lunch": "Olde Pink House, Savannah", "dinner": "-",
     "accommodation": "Private Oasis, Savannah"},
    {"days": 3, "current_city": "from Savannah to Newark",
     "transportation": "Flight Number: F2, from Savannah to Newark, Departure Time: 09:02, Arrival Time: 11:11",
     "breakfast": "-", "attraction": "-", "lunch": "-", "dinner": "-", "accommodation": "-"}]
STATE: dict[str, Any] = {"trip": TRIP, "plan": PLAN, "spent": 1900.0, "day_costs": [900.0, 500.0, 500.0], "world": []}

JOE, DHABA, PINK = "restaurant:Joe's Diner, Savannah", "restaurant:Dhaba On Wheels, Savannah", "restaurant:Olde Pink House, Savannah"
AQUARIUM, MUSEUM = "attraction:Tennessee Aquarium, Savannah", "attraction:Telfair Museum, Savannah"
PARK = "attraction:Forsyth Park, Savannah"
OASIS = "lodging:Private Oasis, Savannah"
D1, D2 = "@2022-03-03", "@2022-03-04"  # a closure on day 1's (day 2's) date only

Group = Sequence[tuple[str, tuple[str | None, ...]]]  # (message, the readings it accepts)


def reading(message: str) -> str | None:
    """What the chat does with ``message`` on ``STATE``: the disruptions it repairs (" + "-joined), "ask" when it asks
    which or when, or None."""
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]  # (no runtime: default settings)
    if update.get("disruption"):
        return " + ".join([str(update["disruption"]), *(update.get("disruptions_too") or [])])
    answer = str(update.get("answer") or "")
    return "ask" if answer.startswith(("Which", "When")) else None


def misses(groups: Sequence[tuple[str, Group]]) -> list[str]:
    """The messages read other than as they must be, each printed with what it got, and the figures by group."""
    wrong: list[str] = []
    for name, group in groups:
        missed = [(message, got) for message, accepted in group if (got := reading(message)) not in accepted]
        for message, got in missed:
            print(f"wrong: {message!r}: got {got!r}")
        print(f"{name:12} {len(group) - len(missed):3} right {len(missed):3} wrong")
        wrong += [message for message, _got in missed]
    print(f"{'all':12} {sum(len(g) for _n, g in groups) - len(wrong):3} right {len(wrong):3} wrong")
    return wrong
