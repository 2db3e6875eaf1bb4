"""extract: the request as a ``TripSpec`` (given directly, as a dict of its fields, or parsed from the query text).

The input is checked by ``check_planner_input`` before the run starts (the
compiled planner runs it on every input, in Python and over HTTP alike:
``graphs.guard``), and the request again here, so a node that would
otherwise fail deep inside with an ``AttributeError`` fails with a
``GraphInputError`` that names the key and what it takes.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from langgraph.runtime import Runtime
from pydantic import ValidationError

from himap_travel.domain.evaluation.query_check import places_problem
from himap_travel.domain.parsing.agreement import checked_against_text, shown, stated_differences
from himap_travel.domain.parsing.query import QueryParseError, read_text
from himap_travel.nodes.traces import emit
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox
from himap_travel.state.graph_state import FieldWarning, PlannerInput, PlannerState
from himap_travel.state.trace import RoleTrace
from himap_travel.state.trip import TripSpec, TripSpecError

INPUT_KEYS: tuple[str, ...] = tuple(PlannerInput.__annotations__)
_GIVE = "give 'query' (the request text) or 'spec' (its structured fields: org, dest, days, date, ...)"


class GraphInputError(ValueError):
    """An input a graph cannot take as given (names the key and what it takes); the planner's and the repair graph's."""


def check_planner_input(raw: Any, held: Mapping[str, Any] | None = None) -> Any:
    """``raw`` when the planner can take it as meant; else a ``GraphInputError`` that says why.

    LangGraph keeps only the input schema's keys and checks no types: without
    this a misspelt key is dropped without a word, and ``{"query": 5}`` fails
    in a node with a Python error. ``held`` is what the run's thread already
    holds: a thread that planned one request is not handed another (its
    answer would mix with the first, or be the first's). ``None`` (resume a
    thread) passes as is.
    """
    if raw is None:
        return raw
    input_object(raw, INPUT_KEYS, f"the planner's input ({_GIVE})")
    requested(raw.get("query"), raw.get("spec"))
    if held and (held.get("query") is not None or held.get("spec") is not None):
        asked = repr(held["query"]) if held.get("query") else "a structured request"
        raise GraphInputError(f"this thread already holds a request ({asked}): plan another one on a new thread "
                              "(resume this one with no input)")
    return raw


def input_object(raw: Any, keys: tuple[str, ...], what: str) -> Mapping[str, Any]:
    """``raw`` when it is an object with none but ``keys``; ``what`` names the input in the message."""
    if not isinstance(raw, Mapping):
        raise GraphInputError(f"{what} must be an object, got {type(raw).__name__}")
    unknown = sorted(map(str, set(raw) - set(keys)))
    if unknown:
        raise GraphInputError(f"unknown input key(s) {', '.join(unknown)}; allowed: {', '.join(keys)}")
    return raw


def requested(query: Any, spec: Any) -> TripSpec | str:
    """The request: its ``TripSpec`` (given, or validated from a dict of its fields) or its text; exactly one of them."""
    if spec is not None and query is not None:
        raise GraphInputError(f"both a query and a spec were given: {_GIVE}, not both")
    if spec is not None:
        return trip_spec(spec)
    if query is None:
        raise GraphInputError(f"nothing to plan: {_GIVE}")
    if not isinstance(query, str):
        raise GraphInputError(f"query must be the request text (a string), got {type(query).__name__} {query!r}")
    return query.strip()  # empty text is a request that cannot be planned, like any unreadable one (the run says so)


def trip_spec(value: Any, key: str = "spec") -> TripSpec:
    """A trip given as a ``TripSpec`` or as JSON (input ``key``): checked as strictly as a parsed one, unknown fields too."""
    if isinstance(value, TripSpec):
        return value
    if not isinstance(value, Mapping):
        raise GraphInputError(f"{key} must be an object of the TripSpec fields, got {type(value).__name__} {value!r}")
    try:
        return TripSpec.model_validate(value, extra="forbid", strict=True)  # "1400" or true for a budget is refused, not coerced
    except ValidationError as error:
        raise GraphInputError(f"{key} cannot be planned: {validation_problems(error)}") from None


def validation_problems(error: ValidationError) -> str:
    """Pydantic's errors as one line: ``field: what is wrong; ...``."""
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'value'}: {e['msg']}" for e in error.errors(include_url=False))


def spec_warnings(spec: TripSpec, sandbox: Any) -> list[FieldWarning]:
    """A ``FieldWarning`` for each field of a given spec that its own text states otherwise (``stated_differences``).

    The run plans from the fields, as ``bench run`` plans a benchmark row, but
    a spec whose budget is $99,000 while its query says $1,400 is not planned
    without a word. A text the rules cannot read makes no claim to compare.
    """
    if not spec.query or not spec.query.strip():
        return []
    try:
        reading = read_text(spec.query, sandbox, wishes=False)  # the fields are compared, no wish named
    except QueryParseError:
        return []
    return [FieldWarning(field=field, text=shown(stated), value=shown(given)) for field, stated, given in stated_differences(reading, spec)]


def in_sandbox_spelling(spec: TripSpec, sandbox: Any) -> TripSpec:
    """The spec with its places spelt as the data spells them, where a place differs only in case or in its blanks
    from exactly one ("myrtle beach" is Myrtle Beach: a client's lower case is no other city; "St.\u00a0Petersburg",
    a no-break space copied from a page, is St. Petersburg); anything else is left for ``places_problem`` to name."""
    org = _spelt(spec.org, list(sandbox.cities))
    dest = _spelt(spec.dest, [*sandbox.cities, *sandbox.states])
    return spec if (org, dest) == (spec.org, spec.dest) else spec.model_copy(update={"org": org, "dest": dest})


def _spelt(name: str, known: list[str]) -> str:
    """``name`` as spelt in ``known``, when it is one of them but for case and blanks (any Unicode space, runs of
    them); else ``name``."""
    if name in known:
        return name
    wanted = " ".join(name.split()).casefold()
    matches = {place for place in known if " ".join(place.split()).casefold() == wanted}
    return matches.pop() if len(matches) == 1 else name


def extract(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    request = requested(state.get("query"), state.get("spec"))
    if isinstance(request, TripSpec):
        sandbox = resources_of(settings_of(runtime)).sandbox
        placed = in_sandbox_spelling(request, sandbox)
        problem = places_problem(placed, sandbox)
        if problem:  # planned, it ended as "unsat" with a certificate about a city no data holds: never the field named
            return {"error": f"cannot plan this request: spec: {problem}", "status": "error"}
        warnings = spec_warnings(placed, sandbox)
        return {**({} if placed is state.get("spec") else {"spec": placed}), **({"warnings": warnings} if warnings else {})}
    if not request:
        return {"error": f"empty query: {_GIVE}", "status": "error"}
    settings = settings_of(runtime)
    tools = coordinator_toolbox(settings, "extract")
    started = time.time()
    try:
        spec = resources_of(settings).policy.extract(request, tools)
        if settings.policy == "llm":  # a model's reading must agree with what the rules read in the same text
            spec = checked_against_text(spec, request, resources_of(settings).sandbox)
    except TripSpecError as error:
        trace = RoleTrace(role="extractor", iteration=0, observation=request, tool_calls=tools.trace, decision=f"error: {error}",
                          started=started, ended=time.time())
        return {"error": f"cannot plan this request: {error}", "status": "error", **emit(runtime, trace)}
    trace = RoleTrace(role="extractor", iteration=0, observation=request, tool_calls=tools.trace, decision=spec.model_dump_json(),
                      started=started, ended=time.time())
    return {"spec": spec, **emit(runtime, trace)}
