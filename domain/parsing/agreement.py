"""A reading of a request by someone else (a model) checked against the rule parser's reading of the same text.

The rules read exactly or refuse (``parsing.query``); a model's structured
reading can misread a number, invent one, or drop a rule the text states.
Planned as it is, its plan would be checked against a request nobody made
and called valid, so the fields the rules read must agree.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.parsing.query import QueryParseError, Reading, read_text
from himap_travel.domain.parsing.units import budget_total
from himap_travel.state.trip import TripSpec, TripSpecError

BUDGET_TOLERANCE = 0.5  # dollars: a text states whole dollars (or cents), never less
# What the rules cannot read but a model may: a misspelt place, a trip's length given only in words it can reason about.
_MODELS_TO_FILL = ("unknown origin", "unknown destination", "only a start date")
_LABELS = {"org": "origin", "dest": "destination", "date": "dates", "people_number": "people", "visiting_city_number": "cities"}


def stated_differences(reading: Reading, spec: TripSpec) -> Iterator[tuple[str, Any, Any]]:
    """(field, what the text states, what ``spec`` gives) for each field the text states otherwise than ``spec``.

    Only what the text states is compared: a field it does not give (no
    people count, no cuisine named, the number of cities left to the length)
    cannot disagree. The one comparison of a structured request with its
    text, for a model's reading (``checked_against_text``) and for a queries
    file's rows (``evaluation.query_check``).
    """
    local, stated_local = spec.local_constraint, reading.local_constraint
    compared = (
        ("org", reading.org, spec.org), ("dest", reading.dest, spec.dest), ("days", reading.days, spec.days),
        ("date", reading.date, list(spec.date)), ("visiting_city_number", reading.stated_cities, spec.visiting_city_number),
        ("people_number", reading.people_number, spec.people_number),
        ("budget", _stated_total(reading, spec), spec.budget),
        *((c.row_key, _comparable(c.value(stated_local)), _comparable(c.value(local))) for c in LOCAL),
    )
    for field, stated, given in compared:
        if stated is not None and not _same(stated, given):
            yield field, stated, given


def _stated_total(reading: Reading, spec: TripSpec) -> float | None:
    """The trip's total the text states: an amount per person, day, night or week multiplied out by the counts the
    text gives, else the spec's ("$700 per person" for 2 is $1,400)."""
    people, days = reading.people_number or spec.people_number, reading.days or spec.days
    return budget_total(reading.budget, reading.budget_unit, people, days).value


def _comparable(value: Any) -> Any:
    """A constraint's value as compared: a list (cuisines) as a set, in any order."""
    return _as_set(value) if isinstance(value, list) else value


def checked_against_text(spec: TripSpec, query: str, sandbox: Any) -> TripSpec:
    """The model's reading, refused where it disagrees with what the rule parser reads in the same text.

    A model may misread or invent a number ("$1,400" filled in as 4,100) or
    drop a rule the text states; planned as it is, the plan would be checked
    against a request nobody made and called valid. Every field the rules
    read must agree (``stated_differences``); what the rules cannot read is
    the model's to fill. What the rules refuse (save an unknown place name or
    a lone start date) is refused here too. Called on the request a user
    wrote (``nodes.extract``, a chat's new trip), not on a chat edit's
    composed prompt.
    """
    try:
        reading = read_text(query, sandbox, wishes=False)  # the fields and problems are compared, no wish named
    except QueryParseError:  # a text the rules cannot read at all: the model's reading stands
        return spec
    refused = [p for p in reading.problems if not p.startswith(_MODELS_TO_FILL)]
    if refused:  # what the rules refuse (another currency, a minimum budget, a cuisine ruled out) no model may bend
        raise TripSpecError("the request cannot be planned as written: " + "; ".join(refused))
    differ = [f"{_LABELS.get(field, field)}: the text says {shown(stated)}, the model read {shown(given)}"
              for field, stated, given in stated_differences(reading, spec)]
    if differ:
        raise TripSpecError("the model's reading disagrees with the request's text (" + "; ".join(differ) + ")")
    return spec


def _as_set(values: list[str] | None) -> frozenset[str] | None:
    return frozenset(values) if values else None


def shown(value: Any) -> str:
    """A compared value for a message (cuisines sorted)."""
    return repr(sorted(value) if isinstance(value, frozenset) else value)


def _same(stated: Any, given: Any) -> bool:
    if isinstance(stated, float) and isinstance(given, (int, float)):
        return abs(stated - given) <= BUDGET_TOLERANCE
    return bool(stated == given)
