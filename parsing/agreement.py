"""A reading of a request by someone else (a model) checked against the rule parser's reading of the same text.

The rules read exactly or refuse (``parsing.query``); a model's structured
reading can misread a number, invent one, or drop a rule the text states.
Planned as it is, its plan would be checked against a request nobody made
and called valid, so the fields the rules read must agree.
"""

from __future__ import annotations

from typing import Any

from parsing.query import QueryParseError, read_text
from state.trip import TripSpec, TripSpecError


def checked_against_text(spec: TripSpec, query: str, sandbox: Any) -> TripSpec:
    """The model's reading, refused where it disagrees with what the rule parser reads in the same text.

    A model may misread or invent a number ("$1,400" filled in as 4,100) or
    drop a rule the text states; planned as it is, the plan would be checked
    against a request nobody made and called valid. Every field the rules
    read (a budget for the whole trip, the people, the dates, the places, each
    local constraint) must agree; what the rules cannot read is the model's
    to fill. What the rules refuse (save an unknown place name) is refused
    here too. Called on the request a user wrote (``nodes.extract``, a chat's
    new trip), not on a chat edit's composed prompt.
    """
    try:
        reading = read_text(query, sandbox)
    except QueryParseError:  # a text the rules cannot read at all: the model's reading stands
        return spec
    refused = [p for p in reading.problems if not p.startswith(_MODELS_TO_FILL)]
    if refused:  # what the rules refuse (another currency, a minimum budget, a cuisine ruled out) no model may bend
        raise TripSpecError("the request cannot be planned as written: " + "; ".join(refused))
    ruled = {
        "origin": (reading.org, spec.org), "destination": (reading.dest, spec.dest), "days": (reading.days, spec.days),
        "dates": (reading.date, spec.date), "people": (reading.people_number, spec.people_number),
        "budget": (reading.budget if reading.budget_unit is None else None, spec.budget),
    }
    for key, value in reading.local_constraint.as_row().items():
        ruled[key] = (value, spec.local_constraint.as_row()[key])
    differ = [f"{name}: the text says {said!r}, the model read {read!r}"
              for name, (said, read) in ruled.items() if said is not None and not _same(said, read)]
    if differ:
        raise TripSpecError("the model's reading disagrees with the request's text (" + "; ".join(differ) + ")")
    return spec


# What the rules cannot read but a model may: a misspelt place, a trip's length given only in words it can reason about.
_MODELS_TO_FILL = ("unknown origin", "unknown destination", "only a start date")


def _same(said: object, read: object) -> bool:
    if isinstance(said, float) or isinstance(read, float):
        return read is not None and abs(float(said) - float(read)) < 0.005
    if isinstance(said, list) and isinstance(read, list):
        return sorted(said) == sorted(read)
    return said == read
