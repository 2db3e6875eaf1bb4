"""A cuisine wished on a planned trip that no restaurant of the trip's cities serves ("add an american restaurant" on a
trip to Portland, whose restaurants in the data serve no American food): refused with that reason, nothing changed.

The trip parser reads any cuisine of the data as a wish, whatever the city; kept, the re-plan could only fail (or the
solver's certificate would say why after a whole search). The data says so at once, so the reply names the cuisine, the
cities and what their restaurants do serve, and the trip stays as it is (issue 39: every no explains itself). A cuisine
the data has in no city at all is the trip parser's own refusal (``domain.constraints.cuisine.unknown_cuisines``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from himap_travel.domain.constraints import named
from himap_travel.domain.constraints.cuisine import served
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.sight_wished import trip_cities


def city_lacks(turn: Turn, result: Understanding) -> Understanding:
    """The reading refused when the cuisine it adds, its only change, is served in none of the trip's cities
    (``lacking_why``). A message that changes more ("make it 3 people, $1,500, and indian food") keeps all it says:
    the cuisine stays a rule beside the rest, and the re-plan says why no plan meets it."""
    trip = turn.state.get("trip")
    if not trip or not turn.editing or result.problems or not result.draft or not _only_cuisine(trip, result.draft):
        return result
    why = lacking_why(trip, result.draft, turn.plan, turn.sandbox)
    if why is None:
        return result
    return Understanding(draft=result.draft, missing=[], problems=[why], edit=result.edit)


def lacking_why(trip: Mapping[str, Any], draft: Mapping[str, Any], plan: list[dict[str, Any]] | None,
                sandbox: Any) -> str | None:
    """Why the cuisines ``draft`` adds to ``trip`` cannot be served, or None when each is served somewhere on the
    trip (the plan's cities, or the draft's destination's when it moves the trip)."""
    held = set((trip.get("local_constraint") or {}).get("cuisine") or [])
    added = [c for c in (draft.get("local_constraint") or {}).get("cuisine") or [] if c not in held]
    if not added:
        return None
    moved = draft.get("dest") != trip.get("dest")
    cities = trip_cities(draft, None if moved else plan, sandbox)
    offered = {c for city in cities for row in sandbox.restaurants_in(city) for c in served(row)}
    missing = [c for c in added if c not in offered]
    if not cities or not missing:
        return None
    where = " or ".join(cities)
    return (f"no restaurant in {where} serves {' or '.join(missing)} food in my data (its restaurants serve "
            f"{', '.join(sorted(offered))})")


_CUISINE_KEYS = ("cuisine", named("meal_wishes").row_key, named("meal_days").row_key)


def _only_cuisine(trip: Mapping[str, Any], draft: Mapping[str, Any]) -> bool:
    """Whether ``draft`` changes none of ``trip``'s fields but its cuisines (what a turn adds beside them, such as a
    wish it names, is no change of the trip; nor is the meal or the day a cuisine is asked at: "american breakfast on
    day 2")."""
    def rules(request: Mapping[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in (request.get("local_constraint") or {}).items() if k not in _CUISINE_KEYS and v is not None}
    return rules(trip) == rules(draft) and all(draft.get(k) == v for k, v in trip.items() if k != "local_constraint")
