"""More sights asked on a trip whose pace caps them ("actually pack in more sights" after "we like to take it slow"):
the pace said the other way, a busy one (at least 2 sights a day, the pace rule's reading of "packed"), in the edit.

Re-planned with the sights given extra weight and the cap kept, the plan came back "3 sights, the same as before" and
the slow pace stayed: the wish was asked of a plan the trip's own rule forbade to change (issue 39: a change to one
wish takes back the one it contradicts, and says so).
"""

from __future__ import annotations

from typing import Any

BUSY = {"most": None, "least": 2, "days": None}  # pace.read("a busy pace")


def opened(preference: str | None, trip: dict[str, Any], draft: dict[str, Any]) -> dict[str, Any]:
    """``draft`` with a busy pace in place of one capping the sights, when the preference asks for more sights."""
    local = dict(draft.get("local_constraint") or {})
    pace = local.get("pace") or {}
    if preference != "sights" or not pace.get("most") or (trip.get("local_constraint") or {}).get("pace") != pace:
        return draft
    return {**draft, "local_constraint": {**local, "pace": dict(BUSY)}}


__all__ = ["opened"]
