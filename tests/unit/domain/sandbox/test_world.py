"""One world per thread (issue 24, part 5): the sandbox plus that thread's disruptions, dated closures included.

``domain.sandbox.world.World`` is the one model the searches, ``finish``, the
evaluator and the solver ask. These tests check each of them against a
closure on one date (``restaurant:'Name, City'@2022-03-24``): the venue is
unavailable on that date and available on the others, a repair keeps it off
that date, ``finish`` refuses it on that date, the evaluator fails a plan
that uses it then (both modes), the solver plans around it, a malformed
date is refused (exit 2), and two runs in different worlds never see each
other's changes.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest
from typer.testing import CliRunner

from himap_travel.app import cli
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import name_city
from himap_travel.domain.sandbox.world import World, world_key
from himap_travel.graphs.replan import replan_state
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import DisruptionError, parse_disruption, resolve, stale_bookings
from himap_travel.planning.monitor.tasks import plan_allocation
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import executor_toolbox
from himap_travel.planning.solver import solve_trip
from himap_travel.state.sigma import Sigma
from himap_travel.state.world import Element, RowChange
from himap_travel.tools.day_tools import build_day_tools
from himap_travel.tools.searches import search

ROW = 50  # validation_dev: 5 days, Buffalo (days 1-2) then New York (days 3-4), as in test_monitor_repair.py
SOLVER_ROW = 10  # validation_dev: 3 days in Tampa; the solver's day-2 lunch is the only restaurant that makes the trip fit
runner = CliRunner()


def planned(sandbox, spec) -> dict:
    from tests.unit.planning.monitor.test_monitor_repair import (
        planned as plan_trip,  # the planner's whole state, as the repair tests take it
    )

    return plan_trip(sandbox, spec)


@pytest.fixture(scope="module")
def trip(sandbox, validation_queries):
    values = planned(sandbox, validation_queries[ROW].spec)
    assert values["status"] == "valid"
    return values


def element(kind: str, entry: str) -> Element:
    name, city = name_city(entry)
    return Element(kind=kind, name=name, city=city)


def closed(kind: str, entry: str, *dates: str) -> RowChange:
    return RowChange(element=element(kind, entry), removed=True, dates=dates)


def repair(sandbox, values, text):
    return replan_state(values, text, provide(PlannerSettings(), sandbox=sandbox))


def restaurant_names(sandbox, city: str) -> set[str]:
    return {o.name for o in search(sandbox, "restaurant_search", city=city, limit=500).options}


# --- the model -------------------------------------------------------------------------------


def test_the_world_says_a_dated_closure_is_unavailable_on_its_date_and_available_on_another(sandbox):
    entry = next(f"{o.name}, {o.city}" for o in search(sandbox, "restaurant_search", city="Buffalo", limit=5).options)
    name = name_city(entry)[0]
    change = closed("restaurant", entry, "2022-03-24")
    world = World.of(sandbox, [change])
    venue = element("restaurant", entry)
    assert not world.available(venue, "2022-03-24") and world.closure(venue, "2022-03-24") == change
    assert world.available(venue, "2022-03-25") and world.closure(venue, "2022-03-25") is None
    assert world.closure(venue, None) == change  # a date the caller does not know: closed (fail closed)
    assert name in restaurant_names(world.sandbox, "Buffalo")  # a search without a date keeps it ...
    assert name not in restaurant_names(world.on("2022-03-24"), "Buffalo")  # ... a day's search leaves it out
    assert world.on("2022-03-25") is world.sandbox  # a date without a closure: the same view, one search cache
    undated = World.of(sandbox, [change.model_copy(update={"dates": ()})])
    assert undated.available(venue, "2022-03-25") is False  # a closure without dates: every date
    assert undated.closure(venue, "2022-03-25", dated_only=True) is None  # its rows are gone from every view already
    assert World(sandbox).available(venue, "2022-03-24") and name in restaurant_names(sandbox, "Buffalo")


def test_a_flight_is_available_on_its_own_date_and_a_dated_removal_takes_only_that_dates_rows(sandbox):
    flight = next(f for rows in sandbox._flights_by_route.values() for f in rows if f.complete)
    number = Element(kind="flight", name=flight.flight_number)
    assert World(sandbox).available(number, flight.flight_date) and not World(sandbox).available(number, "2021-01-01")
    world = World.of(sandbox, [RowChange(element=number, removed=True, dates=(flight.flight_date,))])
    assert not world.available(number, flight.flight_date)
    route = dict(origin=flight.origin, destination=flight.destination, date=flight.flight_date)
    assert flight.flight_number not in {o.flight_number for o in search(world.sandbox, "flight_search", **route).options}
    assert flight.flight_number in {o.flight_number for o in search(sandbox, "flight_search", **route).options}
    elsewhen = World.of(sandbox, [RowChange(element=number, removed=True, dates=("2021-01-01",))])  # a date it does not fly
    assert elsewhen.available(number, flight.flight_date)
    assert flight.flight_number in {o.flight_number for o in search(elsewhen.sandbox, "flight_search", **route).options}


@pytest.mark.parametrize("text, target, on", [
    ("restaurant:'Chopsticks, Buffalo'@2022-03-24", "Chopsticks, Buffalo", "2022-03-24"),
    ("restaurant:Chopsticks, Buffalo@2022-03-24", "Chopsticks, Buffalo", "2022-03-24"),
    ("lodging:day1@2022-03-24", "day1", "2022-03-24"),
    ("attraction:day2.2@2022-03-24", "day2.2", "2022-03-24"),
    ("restaurant:Kafe @ Museum, Delhi", "Kafe @ Museum, Delhi", None),  # an "@" in a name is no date
    ("restaurant:Chopsticks, Buffalo", "Chopsticks, Buffalo", None),
])
def test_a_dated_closure_is_read_and_every_old_form_means_what_it_meant(text, target, on):
    disruption = parse_disruption(text)
    assert (disruption.target, disruption.on) == (target, on)
    assert parse_disruption(disruption.text) == disruption


@pytest.mark.parametrize("text, named", [
    ("restaurant:day2.lunch@2022-02-30", "'2022-02-30' is not a date"),
    ("restaurant:Chopsticks, Buffalo@14/03/2022", "'14/03/2022' is not a date"),
    ("attraction:day2@２０２２-03-24", "'２０２２-03-24' is not a date"),
    ("lodging:day1@", "'' is not a date"),
])
def test_a_malformed_date_is_a_typed_error_naming_it(text, named):
    with pytest.raises(DisruptionError, match=named):
        parse_disruption(text)


def test_a_date_that_is_not_the_trips_is_refused_naming_the_trips_dates(sandbox, trip):
    graph, dates = build_deps(trip["plan"]), trip["spec"].date
    with pytest.raises(DisruptionError, match="'2022-04-01' is not a date of the trip .*2022-03-23"):
        resolve(parse_disruption("restaurant:day2.lunch@2022-04-01"), graph, sandbox, dates)
    impact = resolve(parse_disruption(f"restaurant:day2.lunch@{dates[1]}"), graph, sandbox, dates)
    assert impact.hit == ("meal:2:lunch",) and impact.changes[0].dates == (dates[1],)
    assert resolve(parse_disruption(f"restaurant:day2.lunch@{dates[3]}"), graph, sandbox, dates).hit == ()
    world = World.of(sandbox, impact.changes).sandbox
    with pytest.raises(DisruptionError, match="already unavailable on"):
        resolve(parse_disruption(f"restaurant:day2.lunch@{dates[1]}"), graph, world, dates)


# --- the consumers ---------------------------------------------------------------------------


def test_a_repair_after_a_dated_closure_keeps_the_venue_off_that_date_only(sandbox, trip):
    spec, plan = trip["spec"], trip["plan"]
    lunch = plan[1]["lunch"]
    after = repair(sandbox, trip, f"restaurant:'{lunch}'@{spec.date[1]}")
    report = after["repair"]
    assert report.status == "valid" and report.released_days == [2], report.explanation
    assert lunch not in str(after["plan"][1])
    assert [after["plan"][d] for d in (0, 2, 3, 4)] == [plan[d] for d in (0, 2, 3, 4)]
    world = World.of(sandbox, after["world"])
    assert after["world"] == [closed("restaurant", lunch, spec.date[1])]
    assert world.available(element("restaurant", lunch), spec.date[2])  # open on the other days
    for mode in ("official", "strict"):
        assert evaluate_plan(spec, after["plan"], world.sandbox, mode=mode).final_pass
    elsewhere = repair(sandbox, trip, f"restaurant:'{lunch}'@{spec.date[3]}")  # a date the plan does not eat there
    assert (elsewhere["repair"].level, elsewhere["repair"].status, elsewhere["plan"]) == ("none", "valid", plan)


def test_a_dated_closure_of_a_listing_replaces_it_for_the_whole_stay(sandbox, trip):
    spec, plan = trip["spec"], trip["plan"]
    listing = plan[0]["accommodation"]
    after = repair(sandbox, trip, f"lodging:day1@{spec.date[1]}")  # night 2 of the stay of nights 1-2
    assert after["repair"].status == "valid" and after["repair"].released_days == [1, 2]
    assert listing not in (after["plan"][0]["accommodation"], after["plan"][1]["accommodation"])
    assert after["plan"][0]["accommodation"] == after["plan"][1]["accommodation"]  # one listing for the stay


def test_finish_refuses_a_day_that_uses_a_venue_closed_on_its_date(sandbox, trip):
    spec, plan = trip["spec"], trip["plan"]
    task = plan_allocation(spec, plan, {}, sandbox, trip["result"].route, trip["result"].transport).tasks[1]
    day = {k: v for k, v in plan[1].items() if k != "days"}
    sigma = Sigma(budget_total=spec.budget, day_count=spec.days)

    def finish(world: World):
        tool = next(t for t in build_day_tools(world.sandbox, task, sigma) if t.name == "finish")
        return tool.func(**day)

    text, result = finish(World.of(sandbox, [closed("restaurant", day["lunch"], spec.date[1])]))
    assert not result.accepted and text.startswith("REJECTED UNAVAILABLE") and spec.date[1] in text and day["lunch"] in text
    assert finish(World.of(sandbox, [closed("restaurant", day["lunch"], spec.date[2])]))[1].accepted
    assert finish(World(sandbox))[1].accepted
    world = World.of(sandbox, [closed("restaurant", day["lunch"], spec.date[1])])
    tools = executor_toolbox(PlannerSettings(), task, sigma, key="t", sandbox=world.sandbox)
    menu = tools.call("restaurant_search", city="Buffalo", limit=500)
    assert name_city(day["lunch"])[0] not in {o.name for o in menu.options}  # the executor's day: not even offered


@pytest.mark.parametrize("mode", ["official", "strict"])
def test_the_evaluator_fails_a_plan_that_uses_a_venue_on_its_closed_date(sandbox, trip, mode):
    spec, plan = trip["spec"], trip["plan"]
    sight = plan[1]["attraction"].split(";")[0]
    shut = World.of(sandbox, [closed("attraction", sight, spec.date[1])])
    verdict = evaluate_plan(spec, plan, shut.sandbox, mode=mode)
    assert not verdict.final_pass and not verdict.commonsense["within_sandbox"]
    assert any(f"'{sight}' is unavailable on {spec.date[1]}" in r for r in verdict.reasons["within_sandbox"])
    assert evaluate_plan(spec, plan, World.of(sandbox, [closed("attraction", sight, spec.date[2])]).sandbox, mode=mode).final_pass
    assert evaluate_plan(spec, plan, sandbox, mode=mode).final_pass


def test_the_last_guard_counts_a_dated_closure_on_its_days_only(trip):
    spec, plan = trip["spec"], trip["plan"]
    change = closed("restaurant", plan[1]["lunch"], spec.date[1])
    (stale,) = stale_bookings(plan, [change], spec.date)
    assert stale.startswith("day 2 lunch") and stale.endswith(f"books {change.element.label}, which is unavailable on {spec.date[1]}")
    assert stale_bookings(plan, [closed("restaurant", plan[1]["lunch"], spec.date[2])], spec.date) == []
    assert stale_bookings(plan, [change]) != []  # the trip's dates unknown: fail closed


def test_the_solver_uses_a_venue_on_a_day_it_is_open_and_never_on_its_closed_date(sandbox, validation_queries):
    spec = validation_queries[SOLVER_ROW].spec
    base = solve_trip(spec, sandbox)
    lunch = base.plan[1]["lunch"]
    world = World.of(sandbox, [closed("restaurant", lunch, spec.date[1])])
    around = solve_trip(spec, world.sandbox)
    assert around.status == "plan" and lunch not in str(around.plan[1])
    assert any(lunch in str(day) for day in around.plan)  # still eaten, on a day it is open: the trip fits only with it
    for mode in ("official", "strict"):
        assert evaluate_plan(spec, around.plan, world.sandbox, mode=mode).final_pass
    assert solve_trip(spec, World.of(sandbox, [closed("restaurant", lunch)]).sandbox).status != "plan"  # closed every day


def test_the_solver_keeps_a_stay_off_a_night_its_listing_is_closed(sandbox, validation_queries):
    spec = validation_queries[ROW].spec
    base = solve_trip(spec, sandbox)
    listing = base.plan[1]["accommodation"]
    world = World.of(sandbox, [closed("accommodation", listing, spec.date[1])])
    around = solve_trip(spec, world.sandbox)
    assert around.status == "plan" and around.plan[1]["accommodation"] != listing
    for mode in ("official", "strict"):
        assert evaluate_plan(spec, around.plan, world.sandbox, mode=mode).final_pass


# --- the command line ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def trip_db(tmp_path_factory):
    db = tmp_path_factory.mktemp("world") / "trips.sqlite"
    result = runner.invoke(cli, ["plan", "--split", "validation_dev", "--row", str(ROW), "--thread", "trip", "--db", str(db), "--json"])
    assert result.exit_code == 0, result.output
    return db


@pytest.mark.parametrize("disrupt, named", [
    ("restaurant:day2.lunch@2022-02-30", "'2022-02-30' is not a date"),
    ("restaurant:day2.lunch@03/24/2022", "'03/24/2022' is not a date"),
    ("restaurant:day2.lunch@2022-04-01", "is not a date of the trip"),
])
def test_replan_refuses_a_malformed_or_unknown_date_with_exit_2_and_writes_nothing(trip_db, disrupt, named):
    before = trip_db.read_bytes()
    result = runner.invoke(cli, ["replan", "--thread", "trip", "--db", str(trip_db), "--disrupt", disrupt, "--json"])
    assert result.exit_code == 2 and named in " ".join(result.output.split()), result.output
    assert trip_db.read_bytes() == before


def test_replan_repairs_a_dated_closure(trip_db):
    result = runner.invoke(cli, ["replan", "--thread", "trip", "--db", str(trip_db), "--disrupt", "restaurant:day2.lunch@2022-03-24",
                                 "--json"])
    assert result.exit_code == 0, result.output
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["repair"]["disruption"] == "restaurant:day2.lunch@2022-03-24" and line["repair"]["affected_days"] == [2]
    assert "unavailable on 2022-03-24" in line["repair"]["reason"]


# --- isolation -------------------------------------------------------------------------------


def test_two_runs_in_different_worlds_do_not_see_each_others_changes(sandbox, trip):
    spec, plan = trip["spec"], trip["plan"]
    first, second = plan[1]["lunch"], plan[3]["lunch"]
    texts = [f"restaurant:'{first}'@{spec.date[1]}", f"restaurant:'{second}'@{spec.date[3]}"]
    with ThreadPoolExecutor(2) as pool:
        one, two = pool.map(lambda text: repair(sandbox, trip, text), texts)
    assert one["world"] == [closed("restaurant", first, spec.date[1])] and two["world"] == [closed("restaurant", second, spec.date[3])]
    assert first not in str(one["plan"][1]) and one["plan"][3] == plan[3]  # its own closure only
    assert second not in str(two["plan"][3]) and two["plan"][1] == plan[1]
    views = [World.of(sandbox, run["world"]) for run in (one, two)]
    assert world_key(views[0].sandbox) != world_key(views[1].sandbox) and not getattr(sandbox, "changes", ())
    assert {name_city(first)[0]} <= restaurant_names(views[1].on(spec.date[1]), "Buffalo")  # the other world's closure is not here
    assert {name_city(first)[0]} <= restaurant_names(sandbox, "Buffalo")  # nor in the shared sandbox
    assert not [n for n in elements_of(build_deps(two["plan"])) if n.element == element("restaurant", second) and 4 in n.days]


def test_a_repair_replans_days_for_the_runs_objective(sandbox, trip):
    """The monitor's day tasks carry the run's objective: a repair of a trip planned for the best stays 'best'
    (before, every repaired day was planned as the cheapest, whatever the trip was planned for)."""
    spec, plan, result = trip["spec"], trip["plan"], trip["result"]
    assert {t.objective for t in plan_allocation(spec, plan, {}, sandbox, result.route, result.transport).tasks} == {"cheapest"}
    best = plan_allocation(spec, plan, {}, sandbox, result.route, result.transport, objective="best")
    assert {t.objective for t in best.tasks} == {"best"}
    lunch = plan[1]["lunch"]
    out = replan_state(trip, f"restaurant:day2.lunch@{spec.date[1]}", provide(PlannerSettings(objective="best"), sandbox=sandbox))
    assert {t.objective for t in out["allocation"].tasks} == {"best"}
    assert out["plan"][1]["lunch"] != lunch
