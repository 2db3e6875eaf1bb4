"""Score one plan: the 8 commonsense checks, then the 5 hard ones when the plan is complete and real."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from himap_travel.domain.evaluation import commonsense
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.hard import reported
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.models import COMMONSENSE_KEYS, Evaluation
from himap_travel.domain.evaluation.parsing import Scoring
from himap_travel.domain.evaluation.query import Query, to_query
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.trip import TripSpec

COMMONSENSE_CHECKS: dict[str, Callable[[Context], Iterable[str]]] = {
    key: getattr(commonsense, key) for key in COMMONSENSE_KEYS
}
NOT_EVALUATED = "hard constraints not evaluated (complete_information and within_sandbox must pass): all count as failed"


MAX_REASONS = 100  # per check: a real plan has at most a few dozen; past this the check stops listing
MAX_REASON_CHARS = 1_000  # a reason quotes entries; real ones are under 300 characters


def collect(check: Callable[[Context], Iterable[str]], ctx: Context) -> list[str]:
    """A check's failure reasons; an exception is a failure too (never a crash of the run).

    The list is bounded (``MAX_REASONS`` reasons of at most ``MAX_REASON_CHARS``
    characters): a field of thousands of repeated entries must not make the
    verdict, or the report that lists its reasons, grow with their square.
    """
    reasons: list[str] = []
    try:
        for reason in check(ctx):
            if len(reasons) == MAX_REASONS:
                reasons.append(f"(more reasons not listed: a check lists at most {MAX_REASONS})")
                break
            reasons.append(clip(reason, MAX_REASON_CHARS))
    except KeyError as error:
        reasons.append(clip(f"could not be checked: a day has no {error.args[0]!r} field", MAX_REASON_CHARS))
    except Exception as error:  # noqa: BLE001 - any malformed entry must fail the check, not the run
        reasons.append(clip(f"could not be checked ({type(error).__name__}: {error})", MAX_REASON_CHARS))
    return reasons


def clip(text: str, limit: int) -> str:
    """``text``, or its first ``limit`` characters and a note of the full length."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… (cut: {len(text):,} characters)"


def check_mode(mode: str) -> bool:
    """True for strict mode; rejects unknown modes early."""
    if mode not in ("official", "strict"):
        raise ValueError(f"unknown evaluation mode {mode!r} (use 'official' or 'strict')")
    return mode == "strict"


def evaluate_plan(spec_row: TripSpec | Mapping[str, Any] | Query, plan: list[dict[str, Any]] | None, sandbox: Sandbox,
                  mode: Scoring = "official") -> Evaluation:
    """The 13 constraints on one plan (only its first ``days`` entries count)."""
    strict = check_mode(mode)
    query = to_query(spec_row)
    if not isinstance(plan, list) or not plan:
        return undelivered_evaluation("no plan delivered" if not plan else "the plan is not a list of days")
    ctx = Context(query, plan[: query.days], venue_index(sandbox), strict)
    reasons: dict[str, list[str]] = {}
    verdict_cs = {key: _run(key, check, ctx, reasons) for key, check in COMMONSENSE_CHECKS.items()}
    beyond = commonsense.days_beyond(plan, query.days) if strict else []
    if beyond:
        reasons.setdefault("complete_information", []).extend(beyond)
        verdict_cs["complete_information"] = False
    hard = None
    if verdict_cs["complete_information"] and verdict_cs["within_sandbox"]:
        hard = {c.report_key: (_run(c.report_key, c.check, ctx, reasons) if c.value(query) is not None else None)
                for c in reported(query)}
    else:
        reasons["hard"] = [NOT_EVALUATED]
    return Evaluation(
        commonsense=verdict_cs,
        hard=hard,
        final_pass=all(verdict_cs.values()) and hard is not None and all(v is not False for v in hard.values()),
        total_cost=_total_cost(ctx),
        failures=[reason for found in reasons.values() for reason in found],
        reasons=reasons,
    )


def _run(key: str, check: Callable[[Context], Iterable[str]], ctx: Context, reasons: dict[str, list[str]]) -> bool:
    found = collect(check, ctx)
    if found:
        reasons[key] = found
    return not found


def _total_cost(ctx: Context) -> float | None:
    try:
        return float(ctx.cost())
    except Exception:  # noqa: BLE001 - an unpriceable plan has no total
        return None


def undelivered_evaluation(reason: str) -> Evaluation:
    """A plan that is empty or unusable: every check fails, hard is not evaluated."""
    return Evaluation(
        commonsense={key: False for key in COMMONSENSE_KEYS},
        hard=None,
        final_pass=False,
        total_cost=None,
        failures=[reason],
        reasons={"plan": [reason]},
    )

