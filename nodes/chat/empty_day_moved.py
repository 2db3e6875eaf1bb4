"""A last day kept free stays the last day when the trip's length changes.

"Nothing planned on the last day" is read as no sights on that day's number (``domain.constraints.pace``: a travel day
needs none, and the last day always travels). "Make it 4 days" later moves the last day: the old day 3 is now spent in
the city, which needs a sight, so the trip would be refused. What the traveller asked of was the last day, so the rule
moves with it, and the change says so; a pace the same message states is that message's, never moved.
"""

from __future__ import annotations

from typing import Any


def moved_to_new_last_day(draft: dict[str, Any], old: dict[str, Any], stated_pace: bool, notes: list[str]) -> None:
    """Move a pace of no sights on the old last day, or a pace's free last day, to the draft's last day (in place), with
    a note of it."""
    before, after = old.get("days"), draft.get("days")
    pace = (draft.get("local_constraint") or {}).get("pace")
    if stated_pace or not before or not after or before == after or not isinstance(pace, dict):
        return
    key = "days" if pace.get("most") == 0 else "free_days"  # ("max 2 a day, nothing on the last day": its free days)
    days = list(pace.get(key) or ())
    if before not in days:
        return
    # (a new value: the pace read is the checkpointed trip's too, which "undo" brings back)
    draft["local_constraint"]["pace"] = {**pace, key: sorted({*(day for day in days if day != before), after})}
    notes.append(f"no sights on the last day: day {before} → day {after}")
