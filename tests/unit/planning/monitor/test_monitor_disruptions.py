"""A repair's delivery and the typed disruptions, pinned down where mutation testing found them loose.

``monitor/disruptions.py``: what each ``KIND:TARGET`` resolves to on a
hand-written plan of real sandbox rows (the exact reason a user reads, the
new price after ``+50%``, ``+100``, ``x2``, ``450``, the new times of a delay
at the midnight boundary, a lost day), what is refused and the exact words,
and ``stale_bookings`` on hand-made plans.

``nodes/deliver_repair.py``: ``diff_plans`` on plans of different lengths,
``_explain`` for each level and status, ``_fail_closed`` keeping or
downgrading a verdict, and ``deliver_repair`` itself on states built from a
real trip (only this repair's candidates, the world it checks against, Σ's
ops at the days and the solver level, the report and the error when nothing
was found).
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from himap_travel.domain.evaluation.judge import judge_plan, plan_day_costs, plan_reward
from himap_travel.domain.sandbox.world import matches, world_of
from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.nodes.deliver_repair import _explain, _fail_closed, deliver_repair, diff_plans
from himap_travel.planning.monitor.deps import build_deps
from himap_travel.planning.monitor.disruptions import (
    DisruptionError,
    Impact,
    _apply_amount,
    _delayed,
    _repriced,
    _rows,
    parse_disruption,
    resolve,
    stale_bookings,
)
from himap_travel.planning.monitor.ledger import adopt_plan
from himap_travel.planning.monitor.state import DayChange, RepairState
from himap_travel.planning.runtime.resources import provide, run_sandbox
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.graph_state import Candidate, PlanResult, candidates_of, result_of
from himap_travel.state.plan import Certificate, Verdict
from himap_travel.state.sigma import CommitDay, ReleaseDay, ReleaseDays
from himap_travel.state.world import PRICE_FIELD, Element, RowChange

# Real sandbox rows: F3791094 Washington → Buffalo 10:24–11:53 at $61; the listing $948 a night; Chopsticks $14,
# Big Fish Eatery $50, Red Mango $18. Day 3 drives home and books nothing.
FLIGHT = "Flight Number: F3791094, from Washington to Buffalo, Departure Time: 10:24, Arrival Time: 11:53"
ZEN = "*OH SO ZEN*~ Chill Bushwick Yoga Spot!!, Buffalo"
ZEN_LABEL = "accommodation *OH SO ZEN*~ Chill Bushwick Yoga Spot!!, Buffalo"
PLAN = [
    {"days": 1, "current_city": "from Washington to Buffalo", "transportation": FLIGHT, "breakfast": "-",
     "attraction": "Buffalo and Erie County Botanical Gardens, Buffalo;", "lunch": "-", "dinner": "Big Fish Eatery, Buffalo",
     "accommodation": ZEN},
    {"days": 2, "current_city": "Buffalo", "transportation": "-", "breakfast": "Red Mango, Buffalo",
     "attraction": "Buffalo AKG Art Museum, Buffalo;Buffalo Bricks, Buffalo;", "lunch": "Chopsticks, Buffalo", "dinner": "-",
     "accommodation": ZEN},
    {"days": 3, "current_city": "from Buffalo to Washington",
     "transportation": "Taxi, from Buffalo to Washington, duration: 6 hours, cost: 700", "breakfast": "-", "attraction": "-",
     "lunch": "-", "dinner": "-", "accommodation": "-"},
]
NO_FLIGHT = [{**PLAN[1], "days": 1}]
OVERNIGHT = "F3620044"  # 22:23 → 00:10 (lands the next day)


@pytest.fixture(scope="module")
def graph():
    return build_deps(PLAN)


def _resolved(text, graph, sandbox) -> Impact:
    return resolve(parse_disruption(text), graph, sandbox)


def _refused(text, graph, sandbox) -> str:
    with pytest.raises(DisruptionError) as error:
        _resolved(text, graph, sandbox)
    return str(error.value)


# --- parsing ----------------------------------------------------------------------------------


def test_an_unknown_kind_lists_every_kind_with_what_it_takes():
    with pytest.raises(DisruptionError) as error:
        parse_disruption("storm:day1")
    assert str(error.value) == (
        "'storm:day1': expected KIND:TARGET with KIND one of flight (a flight is cancelled (F123 or dayN)); "
        "delay (a flight leaves later (F123@HH:MM or dayN@HH:MM)); "
        "lodging (a listing is unavailable ('Name, City' or dayN: night N's; @YYYY-MM-DD: that night only)); "
        "restaurant (a restaurant is closed ('Name, City' or dayN.lunch; @YYYY-MM-DD: that date only)); "
        "attraction (a sight is closed ('Name, City', dayN or dayN.K; @YYYY-MM-DD: that date only)); "
        "price (a price changes (REF=450, +50%, +100 or x2)); "
        "day (a day is lost: all it books is gone (N or dayN))")


def test_only_a_delay_has_a_time_and_only_a_price_an_amount():
    flight = parse_disruption("flight:F3791094")
    assert (flight.departs, flight.amount) == (None, None)
    assert parse_disruption("delay:day1@9:05").departs == "09:05"
    assert parse_disruption("price:day1.flight=x2").departs is None


def test_the_time_follows_the_last_at_and_the_amount_the_last_equals():
    delay = parse_disruption("delay:F1@2@21:30")
    assert (delay.target, delay.departs) == ("F1@2", "21:30")
    price = parse_disruption("price:Bar=Grill, Buffalo=450")
    assert (price.target, price.amount) == ("Bar=Grill, Buffalo", "450")


def test_spaces_in_an_amount_are_dropped_before_it_is_read():
    found = parse_disruption("price:day1.flight = + 50 %")
    assert (found.target, found.amount) == ("day1.flight", "+50%")
    assert parse_disruption("price:day1.flight=x 2").amount == "x2"


# --- prices -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text, reason, price", [
    # per person for flights and meals, per night for a listing
    ("price:day1.flight=x2", "flight F3791094 (day 1) changes price from 61.00 to 122.00", 122.0),
    ("price:F3791094=+50%", "flight F3791094 (day 1) changes price from 61.00 to 91.50", 91.5),
    ("price:day1.lodging=+100", f"{ZEN_LABEL} (days 1, 2) changes price from 948.00 to 1,048.00", 1048.0),
    ("price:day2.accommodation=450", f"{ZEN_LABEL} (days 1, 2) changes price from 948.00 to 450.00", 450.0),
    ("price:day2.lunch=+50%", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 21.00", 21.0),
    ("price:day1.dinner=-10", "restaurant Big Fish Eatery, Buffalo (day 1) changes price from 50.00 to 40.00", 40.0),
    ("price:day2.breakfast=-50%", "restaurant Red Mango, Buffalo (day 2) changes price from 18.00 to 9.00", 9.0),
    ("price:Chopsticks, Buffalo=*2", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 28.00", 28.0),
    ("price:Big Fish Eatery, Buffalo=x1.5", "restaurant Big Fish Eatery, Buffalo (day 1) changes price from 50.00 to 75.00", 75.0),
    ("price:*OH SO ZEN*~ Chill Bushwick Yoga Spot!!, Buffalo=x2",
     f"{ZEN_LABEL} (days 1, 2) changes price from 948.00 to 1,896.00", 1896.0),
    ("price:day2.lunch=0.4", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 0.40", 0.4),
    ("price:day2.lunch=1", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 1.00", 1.0),
    ("price:day2.lunch=99.999", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 100.00", 100.0),
    ("price:day2.lunch=+0.5%", "restaurant Chopsticks, Buffalo (day 2) changes price from 14.00 to 14.07", 14.07),
])
def test_a_price_change_sets_the_new_price_in_the_rows_own_unit(graph, sandbox, text, reason, price):
    impact = _resolved(text, graph, sandbox)
    assert impact.reason == reason
    (change,) = impact.changes
    assert (change.price, change.removed, change.dep_time) == (price, False, None)
    (row,) = _rows(change.element, world_of(sandbox, [change]))  # the disrupted world charges the new price
    assert getattr(row, PRICE_FIELD[change.element.kind]) == price


def test_a_price_is_applied_as_written():
    assert _apply_amount(55.0, "x2") == _apply_amount(55.0, "*2") == 110.0
    assert _apply_amount(55.0, "+100") == 155.0
    assert _apply_amount(55.0, "-5") == 50.0
    assert _apply_amount(55.0, "+50%") == 82.5
    assert _apply_amount(55.0, "450") == 450.0
    assert _apply_amount(55.0, "$450") == 450.0


def test_a_price_rounds_to_cents(sandbox):
    chopsticks = Element(kind="restaurant", name="Chopsticks", city="Buffalo")
    assert _repriced(chopsticks, "+50%", sandbox)[0].price == 21.0
    big_fish = Element(kind="restaurant", name="Big Fish Eatery", city="Buffalo")
    change, what = _repriced(big_fish, "+65%", sandbox)
    assert (change.price, what) == (82.5, "changes price from 50.00 to 82.50")  # not 82 (no rounding to dollars)


@pytest.mark.parametrize("text", ["price:day2.attraction=x2", "price:day1.attraction=+10", "price:Buffalo Bricks, Buffalo=x2"])
def test_a_sight_has_no_price_to_change(graph, sandbox, text):
    assert _refused(text, graph, sandbox) == "sights are free in the sandbox: a price change needs a flight, a listing or a restaurant"


def test_a_new_price_of_less_than_a_cent_is_refused(graph, sandbox):
    assert _refused("price:day2.lunch=0.004", graph, sandbox) == (
        "'0.004' would make restaurant Chopsticks, Buffalo's price 0.00 (it is 14.00): a new price must be above $0")


def test_repricing_what_the_sandbox_lacks_says_so(sandbox):
    gone = Element(kind="restaurant", name="Nowhere Diner", city="Buffalo")
    with pytest.raises(DisruptionError) as error:
        _repriced(gone, "x2", sandbox)
    assert str(error.value) == "restaurant Nowhere Diner, Buffalo is not in the sandbox"
    plan = [{**PLAN[0], "transportation": FLIGHT.replace("F3791094", "F0000001")}]
    with pytest.raises(DisruptionError) as error:
        _resolved("price:day1.flight=+10%", build_deps(plan), sandbox)
    assert str(error.value) == "flight F0000001 is not in the sandbox"


# --- delays -----------------------------------------------------------------------------------


@pytest.mark.parametrize("departs, lands", [("10:25", "11:54"), ("10:31", "12:00"), ("22:30", "23:59")])
def test_a_delay_moves_the_landing_as_much(graph, sandbox, departs, lands):
    impact = _resolved(f"delay:day1@{departs}", graph, sandbox)
    assert impact.reason == f"flight F3791094 (day 1) is delayed: leaves {departs}, lands {lands}"
    assert impact.changes == (RowChange(element=Element(kind="flight", name="F3791094"), dep_time=departs, arr_time=lands),)


@pytest.mark.parametrize("departs", ["22:31", "23:59"])
def test_a_delay_landing_at_or_after_midnight_takes_the_flight_away(graph, sandbox, departs):
    impact = _resolved(f"delay:F3791094@{departs}", graph, sandbox)
    assert impact.reason == (f"flight F3791094 (day 1) is delayed to {departs} and would land after midnight: "
                             "it is gone for its day")
    assert impact.changes == (RowChange(element=Element(kind="flight", name="F3791094"), removed=True),)


def test_an_overnight_flight_delayed_a_minute_is_gone_for_its_day(graph, sandbox):
    impact = _resolved(f"delay:{OVERNIGHT}@22:24", graph, sandbox)
    assert impact.reason == (f"flight {OVERNIGHT} (not used by the plan) is delayed to 22:24 and would land after midnight: "
                             "it is gone for its day")
    assert impact.changes == (RowChange(element=Element(kind="flight", name=OVERNIGHT), removed=True),)


@pytest.mark.parametrize("departs", ["10:24", "09:00"])
def test_a_delay_must_be_later(graph, sandbox, departs):
    assert _refused(f"delay:day1@{departs}", graph, sandbox) == "flight F3791094 leaves at 10:24: a delay must be later"


def test_delaying_what_the_sandbox_lacks_says_so(sandbox):
    with pytest.raises(DisruptionError) as error:
        _delayed(Element(kind="flight", name="F0000001"), "12:00", sandbox)
    assert str(error.value) == "flight F0000001 is not in the sandbox"


# --- removals, targets ------------------------------------------------------------------------


@pytest.mark.parametrize("text, reason, hit", [
    ("restaurant:day2.lunch", "restaurant Chopsticks, Buffalo (day 2) is unavailable", ("meal:2:lunch",)),
    ("restaurant:Chopsticks, Buffalo", "restaurant Chopsticks, Buffalo (day 2) is unavailable", ("meal:2:lunch",)),
    ("lodging:day2", f"{ZEN_LABEL} (days 1, 2) is unavailable", ("stay:1-2",)),
    ("attraction:day2", "attraction Buffalo AKG Art Museum, Buffalo (day 2) is unavailable", ("sight:2:1",)),
    ("attraction:day2.2", "attraction Buffalo Bricks, Buffalo (day 2) is unavailable", ("sight:2:2",)),
    ("flight:F3791094", "flight F3791094 (day 1) is unavailable", ("leg:1",)),
    ("attraction:Nevada Museum of Art, Reno", "attraction Nevada Museum of Art, Reno (not used by the plan) is unavailable", ()),
])
def test_a_removal_names_the_element_and_the_days_it_hits(graph, sandbox, text, reason, hit):
    impact = _resolved(text, graph, sandbox)
    assert (impact.reason, impact.hit) == (reason, hit)
    (change,) = impact.changes
    assert change.removed


def test_a_price_names_a_venue_of_any_kind_the_plan_books(graph, sandbox):
    assert _resolved("price:Red Mango, Buffalo=+2", graph, sandbox).reason == (
        "restaurant Red Mango, Buffalo (day 2) changes price from 18.00 to 20.00")
    assert _refused("price:Leme Light, Reno=+10%", graph, sandbox) == (
        "'Leme Light, Reno' is not in the plan; give its kind (lodging:, restaurant:, attraction:) to change it anyway")


@pytest.mark.parametrize("text, message", [
    ("price:day1.foo=x2", "'day1.foo': say what on day 1 (day1.flight, .lodging, .lunch, .attraction)"),
    ("restaurant:day1.lunch", "'day1.lunch': day 1 books no such restaurant"),
    ("restaurant:day2.brunch", "'day2.brunch': say which meal, e.g. day2.lunch"),
    ("lodging:day3", "'day3': day 3 books no such accommodation"),
    ("attraction:day2.3", "'day2.3': day 2 books no such attraction"),
    ("flight:day2", "'day2': day 2 books no such flight"),
    ("flight:day3", "'day3': day 3 books no such flight (a drive cannot be cancelled)"),
    ("price:day9.flight=x2", "'day9.flight': the plan has no day 9"),
    ("restaurant:Foo", "'Foo': name a venue as 'Name, City', a flight as F123, or a plan element as day2.lunch"),
    ("restaurant:Foo,", "'Foo,': name a venue as 'Name, City', a flight as F123, or a plan element as day2.lunch"),
    ("flight:Big Fish Eatery, Buffalo",
     "flight Big Fish Eatery, Buffalo is not in the sandbox (or is already unavailable); the plan uses flight F3791094"),
    ("restaurant:Hilton, Paris", "restaurant Hilton, Paris is not in the sandbox (or is already unavailable); the plan uses "
                                 "restaurant Big Fish Eatery, Buffalo; restaurant Red Mango, Buffalo; restaurant Chopsticks, Buffalo"),
    ("flight:F0000000", "flight F0000000 is not in the sandbox (or is already unavailable); the plan uses flight F3791094"),
])
def test_a_target_the_plan_or_the_sandbox_lacks_is_refused_saying_why(graph, sandbox, text, message):
    assert _refused(text, graph, sandbox) == message


def test_a_plan_without_flights_says_it_books_none(sandbox):
    assert _refused("flight:F0000000", build_deps(NO_FLIGHT), sandbox) == (
        "flight F0000000 is not in the sandbox (or is already unavailable); the plan books no flight")


@pytest.mark.parametrize("element", [
    Element(kind="attraction", name="Nevada Museum of Art", city="Reno"),
    Element(kind="restaurant", name="Leme Light", city="Reno"),
    Element(kind="accommodation", name="87st 204", city="Reno"),
    Element(kind="flight", name="F3791094"),
])
def test_each_kind_finds_its_rows(sandbox, element):
    rows = _rows(element, sandbox)
    assert len(rows) == 1 and matches(element, rows[0])


# --- a lost day -------------------------------------------------------------------------------


def test_a_lost_day_takes_everything_it_books(graph, sandbox):
    impact = _resolved("day:Day1", graph, sandbox)
    assert impact.reason == ("day 1 is lost: flight F3791094, restaurant Big Fish Eatery, Buffalo, attraction Buffalo and Erie "
                             f"County Botanical Gardens, Buffalo, {ZEN_LABEL} unavailable")
    assert impact.hit == ("day:1", "leg:1", "meal:1:dinner", "sight:1:1", "stay:1-2")
    assert impact.changes == (
        RowChange(element=Element(kind="flight", name="F3791094"), removed=True),
        RowChange(element=Element(kind="restaurant", name="Big Fish Eatery", city="Buffalo"), removed=True),
        RowChange(element=Element(kind="attraction", name="Buffalo and Erie County Botanical Gardens", city="Buffalo"), removed=True),
        RowChange(element=Element(kind="accommodation", name="*OH SO ZEN*~ Chill Bushwick Yoga Spot!!", city="Buffalo"), removed=True),
    )


def test_a_lost_day_that_books_nothing_says_only_that(graph, sandbox):
    impact = _resolved("day:3", graph, sandbox)
    assert (impact.reason, impact.hit, impact.changes) == ("day 3 is lost", ("day:3",), ())


@pytest.mark.parametrize("target", ["9", "day0", "tomorrow"])
def test_a_lost_day_not_in_the_plan_is_refused(graph, sandbox, target):
    assert _refused(f"day:{target}", graph, sandbox) == f"{target!r}: give a day of the plan, e.g. day:2"


# --- stale bookings ---------------------------------------------------------------------------


def test_stale_bookings_name_every_day_that_keeps_what_is_gone():
    gone = [RowChange(element=Element(kind="restaurant", name="Red Mango", city="Buffalo"), removed=True),
            RowChange(element=Element(kind="accommodation", name="*OH SO ZEN*~ Chill Bushwick Yoga Spot!!", city="Buffalo"),
                      removed=True),
            RowChange(element=Element(kind="restaurant", name="Chopsticks", city="Buffalo"), price=30.0)]
    assert stale_bookings(PLAN, gone) == [
        "day 2 breakfast: Red Mango, Buffalo books restaurant Red Mango, Buffalo, which is unavailable",
        f"nights 1-2: {ZEN} books {ZEN_LABEL}, which is unavailable",
    ]
    assert stale_bookings(PLAN, [RowChange(element=Element(kind="restaurant", name="Red Mango", city="Reno"), removed=True)]) == []


def test_stale_bookings_compare_a_delayed_flights_times_as_clock_times():
    delayed = RowChange(element=Element(kind="flight", name="F3791094"), dep_time="12:00", arr_time="13:29")
    assert stale_bookings(PLAN, [delayed]) == [
        "day 1 flight F3791094 Washington → Buffalo shows the flight's old times; it now leaves 12:00 and lands 13:29"]
    shown = [{**PLAN[0], "transportation": FLIGHT.replace("10:24", "12:00").replace("11:53", "13:29")}, *PLAN[1:]]
    assert stale_bookings(shown, [delayed]) == []


# --- deliver_repair's pieces ------------------------------------------------------------------


def test_diff_plans_counts_a_missing_day_as_all_dashes():
    shorter = PLAN[:2]
    grown = diff_plans(shorter, PLAN)
    assert grown == [DayChange(day=3, field="current_city", before="-", after="from Buffalo to Washington"),
                     DayChange(day=3, field="transportation", before="-",
                               after="Taxi, from Buffalo to Washington, duration: 6 hours, cost: 700")]
    shrunk = diff_plans(PLAN, shorter)
    assert [(c.day, c.field, c.before, c.after) for c in shrunk] == [(c.day, c.field, c.after, c.before) for c in grown]
    assert diff_plans(PLAN, PLAN) == []


def test_diff_plans_reads_a_field_a_day_lacks_as_a_dash():
    before = [{"days": 1, "current_city": "Buffalo", "lunch": "Chopsticks, Buffalo"}]
    after = [{"days": 1, "current_city": "Buffalo", "lunch": "-", "dinner": "Red Mango, Buffalo"}]
    assert diff_plans(before, after) == [DayChange(day=1, field="lunch", before="Chopsticks, Buffalo", after="-"),
                                         DayChange(day=1, field="dinner", before="-", after="Red Mango, Buffalo")]


CERTIFICATE = Certificate(kinds=["budget"], message="the cheapest plan costs $9,500, $400 over the budget", cheapest_cost=9500.0,
                          deficit=400.0)


@pytest.mark.parametrize("level, status, changed, affected, verdict, text", [
    ("none", "valid", [], [2], None, "R; the plan still passes as it is; days changed: none; verdict: valid"),
    ("days", "valid", [2, 3], [2, 3], None, "R; re-planned the affected days (2, 3); days changed: 2, 3; verdict: valid"),
    ("coordinator", "invalid", [1, 2, 3], [2], None,
     "R; re-planning the affected days could not work, so the coordinator changed the route; days changed: 1, 2, 3; verdict: invalid"),
    ("solver", "valid", [4], [2], None, "R; the exact solver planned the trip in the disrupted world; days changed: 4; verdict: valid"),
    ("solver", "unsat", [], [2], None, "R; the exact solver planned the trip in the disrupted world; days changed: none; verdict: unsat"),
    ("days", "unsat", [2], [2], Verdict(status="unsat", official_pass=False, strict_pass=False, deficit=400.0),
     "R; re-planned the affected days (2); days changed: 2; verdict: unsat"),
    ("solver", "unsat", [], [2], Verdict(status="unsat", official_pass=False, strict_pass=False, certificate=CERTIFICATE),
     f"R; no repair exists: {CERTIFICATE.message}"),
    ("days", "error", [], [1], None, "R; re-planned the affected days (1); days changed: none; verdict: error"),
])
def test_the_explanation_says_how_the_plan_was_repaired(level, status, changed, affected, verdict, text):
    assert _explain("R", level, status, changed, affected, verdict) == text


def _valid() -> Verdict:
    return Verdict(status="valid", official_pass=True, strict_pass=True)


def _update(verdict: Verdict | None, plan=PLAN) -> dict:
    unchecked = Evaluation(commonsense={}, hard={}, final_pass=True)
    result = PlanResult(plan=plan, verdict=verdict or _valid(), official=unchecked, strict=unchecked, iteration=1, iterations=1)
    return {"plan": plan, "verdict": verdict, "status": verdict.status if verdict else "error", "result": result}


CLOSED = RowChange(element=Element(kind="restaurant", name="Chopsticks", city="Buffalo"), removed=True)
STALE = "day 2 lunch: Chopsticks, Buffalo books restaurant Chopsticks, Buffalo, which is unavailable"


def test_fail_closed_downgrades_a_valid_plan_that_keeps_what_is_gone():
    guarded = _fail_closed(_update(_valid()), [CLOSED])
    verdict = guarded["verdict"]
    assert (guarded["status"], verdict.status, verdict.official_pass, verdict.strict_pass) == ("invalid", "invalid", False, False)
    assert verdict.failures == [STALE]
    assert guarded["result"].verdict == verdict and guarded["plan"] == PLAN


def test_fail_closed_keeps_a_verdict_that_is_already_not_valid():
    invalid = Verdict(status="invalid", official_pass=False, strict_pass=False, failures=["over budget"])
    update = _update(invalid)
    assert _fail_closed(update, [CLOSED]) is update
    assert update["verdict"].failures == ["over budget"]
    nothing = _update(None)
    assert _fail_closed(nothing, [CLOSED]) is nothing
    fine = _update(_valid())
    assert _fail_closed(fine, [CLOSED.model_copy(update={"element": Element(kind="restaurant", name="Red Mango", city="Reno")})]) is fine


# --- deliver_repair on a real trip --------------------------------------------------------------

ROW = 50  # validation_dev: 5 days, 2 cities, planned valid by the expert policy


@pytest.fixture(scope="module")
def trip(sandbox, validation_queries):
    app = compile_planner(memory_checkpointer(RepairState))
    config = {"configurable": {"thread_id": "trip"}}
    app.invoke({"spec": validation_queries[ROW].spec}, config, context=provide(PlannerSettings(), sandbox=sandbox))
    values = app.get_state(config).values
    assert values["status"] == "valid"
    return values


@pytest.fixture(scope="module")
def lunch_lost(trip, sandbox):
    """A lunch of the trip closes; the repair's candidate books another restaurant of that city instead (a valid plan)."""
    spec, plan = trip["spec"], trip["plan"]
    day = next(d for d, entry in enumerate(plan, 1) if entry["lunch"] != "-")
    impact = resolve(parse_disruption(f"restaurant:day{day}.lunch"), build_deps(plan), sandbox)
    world = list(impact.changes)
    disrupted = world_of(sandbox, world)
    city = impact.changes[0].element.city
    used = {entry[slot] for entry in plan for slot in ("breakfast", "lunch", "dinner")}
    for row in sorted(disrupted.restaurants_in(city), key=lambda r: r.average_cost):
        replanned = [dict(entry) for entry in plan]
        replanned[day - 1]["lunch"] = f"{row.name}, {city}"
        if replanned[day - 1]["lunch"] in used:
            continue
        verdict, official, strict = judge_plan(spec, replanned, disrupted)
        if verdict.status == "valid":
            break
    else:
        pytest.fail("no restaurant of the city replaces the lunch")
    candidate = Candidate(iteration=2, plan=replanned, verdict=verdict, official=official, strict=strict,
                          reward=plan_reward(verdict, strict, spec.budget), day_costs=plan_day_costs(spec, replanned, disrupted))
    return SimpleNamespace(day=day, impact=impact, world=world, candidate=candidate, restaurant=row)


def _repair_state(trip, case, *, candidates, level="days", released=None) -> dict:
    return {**trip, "disruption": case.impact.disruption, "impact": case.impact, "before": trip["plan"], "world": case.world,
            "affected": [case.day], "released": [case.day] if released is None else released, "repair_from": 2,
            "repair_level": level, "candidates": candidates, "iteration": 2}


def _runtime(sandbox):
    return SimpleNamespace(context=provide(PlannerSettings(), sandbox=sandbox))


def test_a_days_repair_is_delivered_with_its_changes_and_why(trip, lunch_lost, sandbox):
    case = lunch_lost
    out = deliver_repair(_repair_state(trip, case, candidates=[case.candidate]), _runtime(sandbox))
    report, plan = out["repair"], out["plan"]
    assert plan == case.candidate.plan and out["status"] == "valid" and "error" not in out
    new = f"{case.restaurant.name}, {case.restaurant.city}"
    assert report.changes == [DayChange(day=case.day, field="lunch", before=trip["plan"][case.day - 1]["lunch"], after=new)]
    assert (report.status, report.level, report.changed_days) == ("valid", "days", [case.day])
    assert (report.affected_days, report.released_days, report.certificate) == ([case.day], [case.day], None)
    assert report.disruption == f"restaurant:day{case.day}.lunch" and report.reason == case.impact.reason
    assert report.explanation == (f"{case.impact.reason}; re-planned the affected days ({case.day}); days changed: {case.day}; "
                                  "verdict: valid")
    # Σ: the changed day released (a bargaining release, no reason logged) and committed again at the run's prices
    world = run_sandbox(_runtime(sandbox).context, case.world)
    assert out["sigma"] == adopt_plan(trip["sigma"], plan, trip["spec"].people_number, world)
    assert [type(op) for op in out["sigma"]] == [ReleaseDay, CommitDay] and out["sigma"][1].day == case.day


def test_sigma_is_charged_the_prices_of_the_runs_own_sandbox(trip, lunch_lost, sandbox):
    """The run's sandbox (here one where the new lunch costs $100 more a head), not the default one."""
    case = lunch_lost
    dearer = RowChange(element=Element(kind="restaurant", name=case.restaurant.name, city=case.restaurant.city),
                       price=case.restaurant.average_cost + 100)
    base = deliver_repair(_repair_state(trip, case, candidates=[case.candidate]), _runtime(sandbox))["sigma"]
    out = deliver_repair(_repair_state(trip, case, candidates=[case.candidate]), _runtime(world_of(sandbox, [dearer])))
    assert out["sigma"][1].cost == pytest.approx(base[1].cost + 100 * trip["spec"].people_number)


def test_the_solvers_plan_releases_and_recommits_with_the_reason(trip, lunch_lost, sandbox):
    case = lunch_lost
    solved = case.candidate.model_copy(update={"planner": "solver"})
    out = deliver_repair(_repair_state(trip, case, candidates=[solved], level="solver", released=[]), _runtime(sandbox))
    report = out["repair"]
    assert (report.level, report.status, report.changed_days) == ("solver", "valid", [case.day])
    assert report.released_days == [case.day]  # the monitor had released nothing: the solver's days count as released
    assert out["sigma"][0] == ReleaseDays(days=(case.day,), reason=f"the exact solver re-planned the trip: {case.impact.reason}")
    assert [op.day for op in out["sigma"][1:]] == [case.day]
    assert report.explanation == (f"{case.impact.reason}; the exact solver planned the trip in the disrupted world; "
                                  f"days changed: {case.day}; verdict: valid")


def test_a_plan_that_keeps_what_the_world_lost_is_delivered_invalid(trip, lunch_lost, sandbox):
    """The trip's own (valid) plan as this repair's candidate: it still books the closed restaurant."""
    case = lunch_lost
    old = next(c for c in candidates_of(trip) if c.plan == trip["plan"]).model_copy(update={"iteration": 2})
    out = deliver_repair(_repair_state(trip, case, candidates=[old]), _runtime(sandbox))
    lunch = trip["plan"][case.day - 1]["lunch"]
    assert out["status"] == out["verdict"].status == out["repair"].status == "invalid"
    assert out["verdict"].failures[0] == f"day {case.day} lunch: {lunch} books restaurant {lunch}, which is unavailable"
    assert out["sigma"] == [] and out["repair"].changes == [] and out["repair"].changed_days == []
    assert out["repair"].explanation.endswith("; days changed: none; verdict: invalid")


def test_no_candidate_of_this_repair_is_an_error_not_the_old_plan(trip, lunch_lost, sandbox):
    case = lunch_lost
    earlier = list(trip["candidates"])  # iteration 1: planned in the world before the disruption
    out = deliver_repair(_repair_state(trip, case, candidates=earlier), _runtime(sandbox))
    assert out["plan"] == [] and out["status"] == "error"
    assert out["error"] == "no repair found within the limits (the solver gave no answer)"
    report = out["repair"]
    assert (report.status, report.certificate, report.changed_days) == ("error", None, list(range(1, len(trip["plan"]) + 1)))
    assert report.explanation == (f"{case.impact.reason}; re-planned the affected days ({case.day}); "
                                  f"days changed: {', '.join(map(str, report.changed_days))}; verdict: error")


def test_no_candidate_of_this_repair_leaves_no_earlier_result_beside_the_empty_plan(trip, lunch_lost, sandbox):
    """The plan is stored once (in ``plan``): a repair that delivers none clears ``result`` too, so the trip's earlier
    verdict is never read as this repair's (``result_of`` gives no result, not the old verdict with no days)."""
    out = deliver_repair(_repair_state(trip, lunch_lost, candidates=list(trip["candidates"])), _runtime(sandbox))
    assert out["plan"] == [] and out["status"] == "error" and out["result"] is None
    assert result_of({**trip, **out}) is None


def test_a_proven_unsat_repair_says_why_and_is_no_error(trip, lunch_lost, sandbox):
    case = lunch_lost
    state = {**_repair_state(trip, case, candidates=[]), "certificate": CERTIFICATE}
    out = deliver_repair(state, _runtime(sandbox))
    assert out["plan"] == [] and out["status"] == "unsat" and out["error"] is None
    assert out["repair"].certificate == CERTIFICATE
    assert out["repair"].explanation == f"{case.impact.reason}; no repair exists: {CERTIFICATE.message}"
