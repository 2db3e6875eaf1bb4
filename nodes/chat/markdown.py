"""The request, the itinerary and the verdict as text a chat UI renders (markdown).

``trip_lines`` is also what the command line shows of a request
(``cli.render``), so the two read the same.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.constraints import LOCAL

DAY_FIELDS = ("current_city", "transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation")


def trip_lines(trip: dict[str, Any]) -> list[str]:
    """What was understood of a request (the TravelPlanner query fields): the route line and the constraints line."""
    people, cities = trip["people_number"], trip["visiting_city_number"]
    local = trip.get("local_constraint") or {}
    rules = [c.describe(local[c.row_key]) for c in LOCAL if local.get(c.row_key)]
    return [
        f"{trip['org']} → {trip['dest']} ({cities} {'city' if cities == 1 else 'cities'}), {trip['days']} days from "
        f"{trip['date'][0]} to {trip['date'][-1]}, {people} {'person' if people == 1 else 'people'}, budget ${trip['budget']:,.0f}",
        "constraints: " + ("; ".join(rules) or "none"),
    ]


def _cell(value: Any) -> str:
    return str(value if value not in (None, "") else "-").replace("|", "\\|").replace("\n", " ")


def itinerary_markdown(plan: list[dict], changed: list[int] | None = None) -> str:
    """The plan as a markdown table, one row per day (a changed day is marked)."""
    header = "| day | " + " | ".join(name.replace("_", " ") for name in DAY_FIELDS) + " |"
    rows = [header, "|" + " --- |" * (len(DAY_FIELDS) + 1)]
    for day in plan:
        number = day.get("days")
        mark = f"{number} *(changed)*" if changed and number in changed else str(number)
        rows.append(f"| {mark} | " + " | ".join(_cell(day.get(name)) for name in DAY_FIELDS) + " |")
    return "\n".join(rows)


def bullet_list(items: list[str]) -> str:
    return "\n".join(f"- {item}" for item in items)
