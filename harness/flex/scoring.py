"""Scores: each turn's hard constraints (FlexTravelBench's ``total_pass_rate``), and the last turn's full evaluation.

FlexTravelBench scores a turn's plan on the hard constraints of the
constraints accumulated so far, and nothing else (no commonsense check). Its
keys: ``cuisine``, ``room_rule``, ``transportation``, ``room_type``,
``budget`` and ``people_number``; each has a ``query_value`` (None when the
accumulated request does not set it) and ``is_correct``. ``total_pass_rate`` is
the number correct over the number with a value. Its quirks, kept so that the
figures compare:

* ``people_number`` is judged as the budget check (the cost for that many
  people within the budget), and only when a budget is set: a turn with people
  but no budget counts it in the denominator, never in the numerator;
* a missing people count is priced for one traveller.

Each check itself is ours (``evaluation.hard``, official mode by default: the
same substring look-ups as the FlexTravelBench checker, which copies
TravelPlanner's), run on the plan whether or not it is complete, as
FlexTravelBench does. One deliberate difference: a turn with no plan fails
every constraint it sets (FlexTravelBench's loops pass an empty plan on most).

The final pass rate is the full TravelPlanner evaluation (13 constraints,
official and strict) of the last turn's plan against the accumulated
constraints: HiMAP-Travel's multi-turn figure.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from himap_travel.domain.constraints import LOCAL, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.evaluate import check_mode, collect
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.parsing import Scoring
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.sandbox.index import Sandbox

FLEX_KEYS = ("cuisine", "room_rule", "transportation", "room_type", "budget", "people_number")  # FlexTravelBench's order
# The row field each local key reads: FlexTravelBench's four, then ours (scored only when a row sets them).
_LOCAL_FIELD = {key: named(key).row_key for key in FLEX_KEYS[:4]} | {c.report_key: c.row_key for c in LOCAL if not c.official}


class ConstraintScore(BaseModel):
    query_value: Any = None
    is_correct: bool | None = None
    reasons: list[str] = []


class TurnScore(BaseModel):
    """One turn's hard-constraint score, FlexTravelBench's way."""

    mode: str
    constraints: dict[str, ConstraintScore]
    correct: int
    total: int  # the constraints with a value
    total_pass_rate: float  # correct / total (0 when nothing is set, as FlexTravelBench returns)

    @property
    def all_pass(self) -> bool:
        """No judged constraint fails (FlexTravelBench's unjudgeable people count without a budget is left out)."""
        return all(score.is_correct is not False for score in self.constraints.values())


def query_values(row: dict[str, Any]) -> dict[str, Any]:
    """The value each FlexTravelBench key reads from an accumulated query row."""
    local = row.get("local_constraint") or {}
    values = {key: local.get(name) for key, name in _LOCAL_FIELD.items()}
    values["cuisine"] = values["cuisine"] or None
    values["budget"] = row.get("budget")
    values["people_number"] = row.get("people_number")
    return values


def turn_score(row: dict[str, Any], plan: list[dict[str, Any]] | None, sandbox: Sandbox, mode: Scoring = "official") -> TurnScore:
    """The hard constraints of ``row`` (the accumulated constraints) on ``plan``."""
    strict = check_mode(mode)
    values = query_values(row)
    query = to_query({**row, "people_number": row.get("people_number") or 1})
    ctx = Context(query, plan[: query.days], venue_index(sandbox), strict) if isinstance(plan, list) and plan else None  # None: undelivered
    scores: dict[str, ConstraintScore] = {}
    extensions = [key for key in _LOCAL_FIELD if key not in FLEX_KEYS and values[key] is not None]
    for key in (*FLEX_KEYS, *extensions):
        value = values[key]
        if key == "people_number":
            judged = scores["budget"] if value is not None and values["budget"] is not None else None
            scores[key] = ConstraintScore(query_value=value, is_correct=judged.is_correct if judged else None,
                                          reasons=judged.reasons if judged else [])
            continue
        if value is None:
            scores[key] = ConstraintScore()
            continue
        reasons = collect(named(key).check, ctx) if ctx is not None else ["no plan delivered"]
        scores[key] = ConstraintScore(query_value=value, is_correct=not reasons, reasons=reasons)
    total = sum(1 for s in scores.values() if s.query_value is not None)
    correct = sum(1 for s in scores.values() if s.is_correct is True)
    return TurnScore(mode=mode, constraints=scores, correct=correct, total=total,
                     total_pass_rate=correct / total if total else 0.0)


def final_pass(row: dict[str, Any], plan: list[dict[str, Any]] | None, sandbox: Sandbox, mode: Scoring) -> tuple[bool, list[str]]:
    """The full TravelPlanner evaluation of the last turn's plan: (final pass, failed checks)."""
    verdict = evaluate_plan(to_query(row), plan, sandbox, mode)
    return verdict.final_pass, verdict.failed_checks()
