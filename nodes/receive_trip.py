"""receive_trip: the served repair graph's entry — a trip, its plan and a disruption as a caller gives them (JSON).

The repair graph proper (``graphs.repair.build_repair_graph``) starts from a
planner's state: Σ holding the plan, its result and its verdict. A caller of
``himap_travel_repair`` has what a run delivered: the trip, the plan, and the
world its earlier disruptions left. This node rebuilds the state a repair
starts from (``monitor.ledger.delivered_state``, as the chat's
``repair_trip`` does) and reads the disruption, given as ``"flight:day1"`` or
``{"kind": "flight", "target": "day1"}``. On a thread that already holds a
trip (an earlier repair on it), a disruption alone repairs it again.

What cannot be used is refused with a ``GraphInputError`` that names the
cause: before the run starts (``check_repair_input``: the input's keys and
parts, a trip given to a thread that holds one, or none to one that does
not), and here a disruption that does not fit the plan. Never a Python
error from deep inside, never a repair of another trip than the one given.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langgraph.runtime import Runtime
from pydantic import ValidationError
from typing_extensions import TypedDict

from himap_travel.nodes.extract import GraphInputError, input_object, trip_spec, validation_problems
from himap_travel.planning.monitor.deps import build_deps
from himap_travel.planning.monitor.disruptions import Disruption, DisruptionError, parse_disruption, resolve
from himap_travel.planning.monitor.ledger import delivered_state
from himap_travel.planning.monitor.state import RepairInput
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import DayPlan
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange

REPAIR_INPUT_KEYS: tuple[str, ...] = tuple(RepairInput.__annotations__)
_NO_TRIP = "no trip to repair: give 'trip' and 'plan' (what a planning run delivered) with the disruption"


class ReceivedTrip(TypedDict, total=False):
    """What the entry reads: the input, and the trip a thread already holds (set by an earlier repair on it)."""

    trip: TripSpec | dict[str, Any] | None
    plan: list[dict[str, Any]] | None
    disruption: Disruption | str | dict[str, Any] | None
    world: list[RowChange]
    spec: TripSpec | None
    today: int | None


def check_repair_input(raw: Any, held: Mapping[str, Any] | None = None) -> Any:
    """``raw`` with its parts read (a ``TripSpec``, the plan's days, a ``Disruption``, ``RowChange`` values).

    ``held`` is what the run's thread already holds: a thread with a trip takes
    a disruption alone, a new thread needs the trip and its plan. ``None``
    (resume a thread) passes as is. A ``GraphInputError`` names what cannot be read.
    """
    if raw is None:
        return raw
    checked = dict(input_object(raw, REPAIR_INPUT_KEYS, "the repair graph's input (trip, plan, disruption, world)"))
    if checked.get("disruption") is None:
        raise GraphInputError("no disruption given: give 'disruption' as KIND:TARGET (e.g. \"flight:day1\") "
                              "or as an object {\"kind\": \"flight\", \"target\": \"day1\"}")
    checked["disruption"] = disruption_of(checked["disruption"])
    if (checked.get("trip") is None) != (checked.get("plan") is None):
        raise GraphInputError("give 'trip' and 'plan' together (what a planning run delivered); "
                              "a thread that already holds a trip takes a disruption alone")
    holds_trip = held is not None and held.get("spec") is not None
    if checked.get("trip") is None and not holds_trip:
        raise GraphInputError(_NO_TRIP)
    if checked.get("trip") is not None and holds_trip:
        raise GraphInputError("this thread already holds a trip: give the disruption alone to repair it again, "
                              "or repair another trip on a new thread")
    if checked.get("trip") is not None:
        checked["trip"] = trip_spec(checked["trip"], "trip")
        checked["plan"] = plan_days(checked["plan"], checked["trip"])
    if "world" in checked:
        checked["world"] = world_changes(checked["world"])
    checked["today"] = today_of(checked.get("today"), checked.get("trip") or (held or {}).get("spec"))
    return checked


def today_of(value: Any, spec: TripSpec | None) -> int | None:
    """The trip's current day (None, given or not, means before the trip: a thread's earlier ``today`` never carries over)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1 or (spec is not None and value > spec.days):
        days = f" 1 to {spec.days}" if spec is not None else "s from 1"
        raise GraphInputError(f"today must be a day of the trip (day{days}), got {value!r}")
    return value


def disruption_of(value: Any) -> Disruption:
    """A disruption given as ``KIND:TARGET`` text, as an object of its fields, or as a ``Disruption``."""
    try:
        if isinstance(value, str):
            return parse_disruption(value)
        if isinstance(value, Disruption):  # read back through its text form too: its parts were never checked
            return parse_disruption(value.text)
        if isinstance(value, Mapping):  # read back through its text form, so its parts are checked as the text's are
            return parse_disruption(Disruption.model_validate(value, extra="forbid").text)
    except DisruptionError as error:
        raise GraphInputError(f"disruption: {error}") from None
    except ValidationError as error:
        raise GraphInputError(f"disruption: {validation_problems(error)}") from None
    raise GraphInputError(f"disruption must be KIND:TARGET text or an object {{kind, target, departs?, amount?}}, "
                          f"got {type(value).__name__} {value!r}")


def plan_days(plan: Any, spec: TripSpec) -> list[dict[str, Any]]:
    """The plan as the submission format's days, one per day of ``spec`` (fields left out are '-')."""
    if not isinstance(plan, list) or not all(isinstance(day, Mapping) for day in plan):
        raise GraphInputError(f"plan must be a list of day objects (the submission format), got {type(plan).__name__}")
    if len(plan) != spec.days:
        raise GraphInputError(f"plan has {len(plan)} day(s) but the trip has {spec.days}")
    days = []
    for number, day in enumerate(plan, 1):
        if day.get("days", number) != number:
            raise GraphInputError(f"plan day {number} says days={day.get('days')!r}: give the days in order, from 1")
        try:
            fields = {key: value for key, value in day.items() if key != "days"}
            days.append(DayPlan.model_validate({**fields, "day": number}, extra="forbid").to_submission())
        except ValidationError as error:
            raise GraphInputError(f"plan day {number}: {validation_problems(error)}") from None
    return days


def world_changes(world: Any) -> list[RowChange]:
    """Earlier disruptions' changes (a repair's output ``world``) as ``RowChange`` values."""
    if not isinstance(world, list):
        raise GraphInputError(f"world must be the list a repair delivered, got {type(world).__name__}")
    try:
        return [RowChange.model_validate(change) for change in world]
    except ValidationError as error:
        raise GraphInputError(f"world: {validation_problems(error)}") from None


def receive_trip(state: ReceivedTrip, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    disruption = disruption_of(state.get("disruption"))
    sandbox = run_sandbox(settings, state.get("world"))  # the world the earlier disruptions left
    if state.get("trip") is None:  # the thread's trip, as its last repair left it
        held, plan = state.get("spec"), state.get("plan")
        if held is None or plan is None:
            raise GraphInputError(_NO_TRIP)
        _fits(disruption, plan, sandbox, held.date)
        return {"disruption": disruption}
    spec = trip_spec(state["trip"], "trip")
    plan = plan_days(state.get("plan"), spec)
    _fits(disruption, plan, sandbox, spec.date)
    # the trip is consumed: a later run on this thread that gives no trip repairs the trip as this repair leaves it
    return {**delivered_state(spec, plan, sandbox, settings.monitoring), "disruption": disruption, "trip": None}


def _fits(disruption: Disruption, plan: list[dict[str, Any]], sandbox: Any, dates: list[str]) -> None:
    """A disruption that does not fit the plan is refused before anything changes (the message says what it uses)."""
    try:
        resolve(disruption, build_deps(plan), sandbox, dates)
    except DisruptionError as error:
        raise GraphInputError(f"disruption {disruption.text}: {error}") from None

