"""What an edit changed, in the words the reply uses: one line per field or rule ("budget: $1,400 → $1,200"), and a
field's value as a user reads it (``show``, ``dates_in_words``).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date as Date
from typing import Any

from pydantic import BaseModel

from himap_travel.domain.constraints import LOCAL, named


def changes(old: dict[str, Any], new: dict[str, Any], because: Mapping[str, str] | None = None) -> list[str]:
    """What an edit changed, one line per field ("budget: $1,400 → $1,200"); ``because``: the words that changed a
    field by an amount, named on its line ("people: 2 → 4 (2 more friends)")."""
    lines = []
    for key, label in (("org", "origin"), ("dest", "destination"), ("visiting_city_number", "cities"), ("date", "dates"),
                       ("people_number", "people"), ("budget", "budget")):
        if old.get(key) != new.get(key):
            cause = f" ({because[key]})" if because and key in because else ""
            lines.append(f"{label}: {show(key, old.get(key))} → {show(key, new.get(key))}{cause}")
    before, after = old.get("local_constraint") or {}, new.get("local_constraint") or {}
    for key in (c.row_key for c in LOCAL):
        if before.get(key) != after.get(key):
            lines.append(_rule_line(key, before.get(key), after.get(key)))
    return lines


def _rule_line(key: str, was: Any, now: Any) -> str:
    """One rule's change in the words "Your rules:" uses for it. A rule whose words start with its name ("house rule:
    pets", "must see X") or whose value is structured (a pace, flight time windows) keeps "name: before → after"; the
    others' names are the request's spellings no traveller wrote ("max night price: none → 150"), so their line says
    the rule itself: "added: stays at most $150 a night per room", "taken out: also serve: Seafood", "stays rated 4+ →
    stays rated 3+"."""
    words = [named(key).describe(value) if value not in (None, []) else None for value in (was, now)]
    structured = any(isinstance(v, (dict, BaseModel)) or (isinstance(v, list) and v and isinstance(v[0], (dict, BaseModel)))
                     for v in (was, now))
    if structured or all(w is None or w.startswith(key) for w in words):
        return f"{key}: {show(key, was)} → {show(key, now)}"
    if words[0] is None:
        return f"added: {words[1]}"
    return f"taken out: {words[0]}" if words[1] is None else f"{words[0]} → {words[1]}"


def dates_in_words(dates: list[str]) -> str:
    """ISO dates as a person writes them: "March 13 to March 15, 2022"."""
    first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(dates[-1])
    if first == last:
        return f"{first:%B} {first.day}, {first.year}"
    return f"{first:%B} {first.day}" + (f", {first.year}" if first.year != last.year else "") + f" to {last:%B} {last.day}, {last.year}"


def show(key: str, value: Any) -> str:
    """A field's value as a user reads it."""
    if value is None or value == []:
        return "none"
    if key == "budget":
        return f"${value:,.0f}"
    if key == "date":
        return dates_in_words(value)
    structured = isinstance(value, (dict, BaseModel)) or (isinstance(value, list) and isinstance(value[0], (dict, BaseModel)))
    if isinstance(value, list) and not structured:
        return ", ".join(map(str, value))
    if structured and key in {c.row_key for c in LOCAL}:  # a structured value (a pace, flight time windows): its words
        return named(key).describe(value)
    if isinstance(value, float) and value.is_integer():  # a limit as it was said: "3", not "3.0" ("max flight hours: 3 → none")
        return str(int(value))
    return str(value)


__all__ = ["changes", "dates_in_words", "show"]
