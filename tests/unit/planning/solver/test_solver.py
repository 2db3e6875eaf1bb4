"""The exact solver (solver/): its plans pass the evaluator, its certificates are right, its time limit holds.

Infeasible requests are built from benchmark rows by changing one thing, and
the facts that make them infeasible are read from the sandbox here (a city
with no shared room, a cuisine no restaurant there serves, a route with no
drive), so each certificate is checked against the data, not against a
remembered answer.
"""

from __future__ import annotations

import time

import pytest

from himap_travel.domain.evaluation import day_cost, evaluate_plan
from himap_travel.domain.parsing import CUISINES
from himap_travel.planning.solver import certificate, solve_trip
from himap_travel.planning.solver import facts as facts_module
from himap_travel.planning.solver.certificate import rules_certificate
from himap_travel.planning.solver.facts import gather
from himap_travel.planning.solver.model import Outcome, TripModel, possible_leg_days, splits
from himap_travel.state.trip import TripSpec

RULES = ("smoking", "parties", "children under 10", "visitors", "pets")
NO_RUSH = 120.0  # seconds: what these tests check is the answer, not the speed (a loaded machine is slow)


def one_city_rows(train_queries, validation_queries) -> list[TripSpec]:
    return [r.spec for r in [*train_queries, *validation_queries] if r.spec.visiting_city_number == 1]


def with_rules(spec: TripSpec, **rules) -> TripSpec:
    local = spec.local_constraint.model_copy(update=rules)
    return spec.model_copy(update={"local_constraint": local, "budget": 1_000_000.0})


def spend_by_kind(spec: TripSpec, plan: list[dict], sandbox) -> dict[str, float]:
    kinds = {"flight": "transport", "taxi": "transport", "self-driving": "transport", "accommodation": "stays",
             "breakfast": "meals", "lunch": "meals", "dinner": "meals"}
    spent = {"transport": 0.0, "stays": 0.0, "meals": 0.0}
    for number, day in enumerate(plan, 1):
        for item in day_cost(day, spec.people_number, sandbox, "strict", spec.date[number - 1]).items:
            spent[kinds[item.kind]] += item.cost
    return spent


def assert_valid_both(spec: TripSpec, plan: list[dict], sandbox) -> None:
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, plan, sandbox, mode=mode)
        assert verdict.final_pass, (mode, verdict.failures)


@pytest.mark.parametrize("split", ["train", "validation_dev"])
def test_every_solver_plan_passes_both_modes(split, sandbox, train_queries, validation_queries):
    rows = train_queries if split == "train" else validation_queries
    picked = [r for days in (3, 5, 7) for r in [r for r in rows if r.spec.days == days][:4]]
    for row in picked:
        found = solve_trip(row.spec, sandbox, NO_RUSH)
        assert found.status == "plan", (row.position, found.certificate)
        assert_valid_both(row.spec, found.plan, sandbox)
        total = evaluate_plan(row.spec, found.plan, sandbox, mode="strict").total_cost
        assert total == pytest.approx(found.cost)  # the model's cost is the evaluator's cost
        assert total <= row.spec.budget


def test_the_budget_certificate_is_the_cheapest_plan_exactly(sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7).model_copy(update={"budget": 100.0})
    found = solve_trip(spec, sandbox)
    assert found.status == "unsat" and found.certificate.kinds == ["budget"]
    assert solve_trip(spec.model_copy(update={"people_number": 2}), sandbox).certificate.message.endswith("for 2 people)")
    cheapest = found.certificate.cheapest_cost
    assert found.certificate.deficit == pytest.approx(cheapest - 100.0)
    at_cost = solve_trip(spec.model_copy(update={"budget": cheapest}), sandbox)  # attainable ...
    assert at_cost.status == "plan" and at_cost.cost == pytest.approx(cheapest)
    assert_valid_both(spec.model_copy(update={"budget": cheapest}), at_cost.plan, sandbox)
    parts = spend_by_kind(spec, at_cost.plan, sandbox)  # where the money goes, priced by the evaluator
    route = " → ".join([spec.org, *at_cost.route, spec.org])
    assert found.certificate.message == (
        f"the cheapest plan that meets every other constraint costs ${cheapest:,.0f}, ${cheapest - 100:,.0f} over the "
        f"$100 budget ({route}; transport ${parts['transport']:,.0f}, stays ${parts['stays']:,.0f}, "
        f"meals ${parts['meals']:,.0f} for {spec.people_number} {'person' if spec.people_number == 1 else 'people'})")
    below = solve_trip(spec.model_copy(update={"budget": cheapest - 1}), sandbox)  # ... and nothing is cheaper
    assert below.status == "unsat" and below.certificate.cheapest_cost == pytest.approx(cheapest)


def no_shared_room(sandbox, train_queries, validation_queries) -> TripSpec:
    """A one-city request for a shared room where the city has none: its certificate lifts the room type."""
    spec = next(s for s in one_city_rows(train_queries, validation_queries)
                if all(a.room_type != "Shared room" for a in sandbox.accommodations_in(s.dest)))
    return with_rules(spec, room_type="shared room", house_rule=None)


def test_a_room_type_the_city_does_not_have_is_named(sandbox, train_queries, validation_queries):
    spec = no_shared_room(sandbox, train_queries, validation_queries)
    found = solve_trip(spec, sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["room_type"]
    assert found.certificate.message == f"no shared room in {spec.dest} fits this trip (no stay there would)"


def test_a_house_rule_no_fitting_listing_allows_is_named(sandbox, train_queries, validation_queries):
    """Every shared room of the city forbids the rule (while other listings allow it): both rules are to blame."""
    for spec in one_city_rows(train_queries, validation_queries):
        shared = [a for a in sandbox.accommodations_in(spec.dest) if a.room_type == "Shared room"
                  and a.minimum_nights <= spec.days - 1]
        others = [a for a in sandbox.accommodations_in(spec.dest) if a.room_type != "Shared room"]
        rule = next((r for r in RULES if shared and all(f"No {r}" in str(a.house_rules) for a in shared)
                     and any(f"No {r}" not in str(a.house_rules) and a.minimum_nights <= spec.days - 1 for a in others)), None)
        if rule:
            break
    else:
        pytest.fail("the data has no city whose shared rooms all forbid a house rule")
    found = solve_trip(with_rules(spec, room_type="shared room", house_rule=rule), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["house_rule", "room_type"]
    allowing = [a for a in sandbox.accommodations_in(spec.dest, include_incomplete=True) if f"No {rule}" not in str(a.house_rules)]
    lacking = sum(not a.complete for a in allowing)  # the rows the searches never offer are said as such
    assert not lacking or f"{lacking} lack{'s' if lacking == 1 else ''} data the checks need" in found.certificate.message
    assert found.certificate.message.startswith(f"no lodging in {spec.dest} that allows {rule} fits this trip "
                                                f"({len(allowing)} stays there would, but ")
    assert f"are ruled out by your rule 'room type: shared room'); no shared room in {spec.dest} fits this trip (" \
        in found.certificate.message


def test_stays_too_long_for_the_trip_are_the_reason_given(sandbox, train_queries, validation_queries):
    """A rating only stays that ask for more nights than the trip has reach: the words say so, with the counts."""
    for spec in one_city_rows(train_queries, validation_queries):
        rated = [a for a in sandbox.accommodations_in(spec.dest) if a.review_rate == 5]
        if rated and all(a.minimum_nights > spec.days - 1 for a in rated):
            break
    else:
        pytest.fail("the data has no city whose stays rated 5 all ask for more nights than a trip has")
    found = solve_trip(with_rules(spec, min_stay_rating=5, house_rule=None, room_type=None), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["min_stay_rating"]
    least = int(min(a.minimum_nights for a in rated))
    stays = "1 stay there would, but it needs" if len(rated) == 1 else f"{len(rated)} stays there would, but they need"
    assert found.certificate.message == (f"no lodging rated 5 or higher in {spec.dest} fits this trip ({stays} at least "
                                         f"{least} nights, and this trip has {spec.days - 1} there)")


def test_a_cuisine_no_restaurant_serves_is_named(sandbox, train_queries, validation_queries):
    for spec in one_city_rows(train_queries, validation_queries):
        menu = " ".join(str(r.cuisines) for r in sandbox.restaurants_in(spec.dest))
        missing = [c for c in CUISINES if c not in menu]
        if len(missing) >= 2:
            break
    else:
        pytest.fail("no destination lacks two cuisines")
    found = solve_trip(with_rules(spec, cuisine=missing[:2]), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["cuisine"]
    assert found.certificate.message == f"no restaurant in {spec.dest} serves {missing[0]}, {missing[1]}"


def test_no_flight_where_no_drive_exists_is_named(sandbox, train_queries, validation_queries):
    def drivable(a: str, b: str) -> bool:
        row = sandbox.distance(a, b)
        return bool(row and row.usable)

    spec = next(s for s in one_city_rows(train_queries, validation_queries)
                if not drivable(s.org, s.dest) and not drivable(s.dest, s.org))
    assert solve_trip(with_rules(spec, transportation=None), sandbox).status == "plan"  # it flies
    found = solve_trip(with_rules(spec, transportation="no flight"), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["transportation"]
    assert found.certificate.message == f"with no flight, no transport links {spec.org} and {spec.dest} on these dates"


def test_too_few_nights_for_the_cities_is_a_structural_certificate(sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.visiting_city_number == 3)
    short = spec.model_copy(update={"days": 3, "date": spec.date[:3]})
    assert splits(3, 3) == []
    found = solve_trip(short, sandbox)
    assert found.status == "unsat" and found.certificate.kinds == ["structure"]
    assert "2 nights, too few to stay in 3 cities" in found.certificate.message


def test_nights_may_be_split_unevenly(sandbox):
    assert splits(7, 3) == sorted(splits(7, 3))
    assert (4, 1, 1) in splits(7, 3) and (2, 2, 2) in splits(7, 3) and len(splits(7, 3)) == 10
    assert splits(5, 1) == [(4,)] and splits(3, 2) == [(1, 1)]


def test_a_time_limited_solve_returns_in_time(sandbox, validation_queries):
    spec = max((r.spec for r in validation_queries if r.spec.days == 7), key=lambda s: len(sandbox.cities_in_state(s.dest)))
    started = time.perf_counter()
    found = solve_trip(spec, sandbox, time_limit=0.05)
    elapsed = time.perf_counter() - started
    assert found.status in ("plan", "unknown")
    assert elapsed < 3.0  # gathering the facts plus at most the limit per solve; never a hang
    if found.status == "plan":
        assert_valid_both(spec, found.plan, sandbox)


def no_shared_room_nor_cuisine(sandbox, train_queries, validation_queries) -> tuple[TripSpec, str]:
    """A one-city request for a shared room and a cuisine, where the city has neither (and the cuisine)."""
    for spec in one_city_rows(train_queries, validation_queries):
        menu = " ".join(str(r.cuisines) for r in sandbox.restaurants_in(spec.dest))
        missing = [c for c in CUISINES if c not in menu]
        no_shared = all(a.room_type != "Shared room" for a in sandbox.accommodations_in(spec.dest))
        if missing and no_shared:
            return with_rules(spec, room_type="shared room", cuisine=[missing[0]], house_rule=None), missing[0]
    pytest.fail("no destination lacks both a cuisine and shared rooms")


class Undecided(TripModel):
    """A model CP-SAT could not decide in its time (what a loaded machine or a large lifted trip gives)."""

    def solve(self, time_limit: float, workers: int = 1) -> Outcome:
        return Outcome("unknown", None)


def test_a_certificate_not_proved_in_time_is_unknown(sandbox, train_queries, validation_queries, monkeypatch):
    """The lifted models were not decided: nothing is proved, so the answer is "unknown", never "structure"."""
    monkeypatch.setattr(certificate, "TripModel", Undecided)  # only the certificate's lifted models
    found = solve_trip(no_shared_room(sandbox, train_queries, validation_queries), sandbox, NO_RUSH)
    assert found.status == "unknown" and found.certificate is None and found.plan is None


def test_a_certificate_past_its_deadline_is_not_given(sandbox, train_queries, validation_queries):
    spec = no_shared_room(sandbox, train_queries, validation_queries)
    facts = gather(spec, sandbox, possible_leg_days(spec.days, spec.visiting_city_number))
    assert rules_certificate(facts, sandbox, time.perf_counter() + NO_RUSH).kinds == ["room_type"]
    assert rules_certificate(facts, sandbox, time.perf_counter()) is None


def test_the_lifted_gathers_share_their_searches(sandbox, train_queries, validation_queries, monkeypatch):
    """Three lifted gathers (both rules, each alone): each search runs once, so together they cost about one gather."""
    spec, _ = no_shared_room_nor_cuisine(sandbox, train_queries, validation_queries)
    facts = gather(spec, sandbox, possible_leg_days(spec.days, spec.visiting_city_number))
    lifted = with_rules(spec, room_type=None, cuisine=None)
    one_gather = gather(lifted, sandbox, possible_leg_days(spec.days, spec.visiting_city_number)).searches
    ran: list[tuple[str, str]] = []
    search = facts_module.search
    monkeypatch.setattr(facts_module, "search",
                        lambda box, name, args: ran.append((name, repr(sorted(args.items())))) or search(box, name, args))
    assert rules_certificate(facts, sandbox, time.perf_counter() + NO_RUSH).kinds == ["room_type", "cuisine"]
    assert len(ran) == len(set(ran))  # no search ran twice (unshared: the lifted gathers repeat most of them)
    assert one_gather <= len(ran) < 2 * one_gather


def test_the_certificate_search_keeps_the_time_limit(sandbox, validation_queries):
    """A large trip whose certificate must lift rules (no flight, and no drive over an hour): the whole solve,
    the lifted gathers and models included, ends within its limit (a little over: a search or a model's
    build under way at the deadline is finished), and a certificate cut short is not given (it was "structure")."""
    spec = max((r.spec for r in validation_queries if r.spec.days == 7), key=lambda s: len(sandbox.cities_in_state(s.dest)))
    spec = with_rules(spec, transportation="no flight", max_driving_hours=1)
    limit = 2.0
    started = time.perf_counter()
    found = solve_trip(spec, sandbox, time_limit=limit)
    assert time.perf_counter() - started < limit + 2.0
    assert found.status in ("unsat", "unknown")
    if found.status == "unsat":  # then proved: the certificate given with all the time it needs
        assert found.certificate == solve_trip(spec, sandbox, NO_RUSH).certificate


def test_rules_that_fail_only_together_are_named_together(sandbox, train_queries, validation_queries):
    """No shared room and a cuisine nobody serves: lifting either alone still fails, lifting both succeeds."""
    spec, missing = no_shared_room_nor_cuisine(sandbox, train_queries, validation_queries)
    found = solve_trip(spec, sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["room_type", "cuisine"]
    assert found.certificate.message == (f"no shared room in {spec.dest} fits this trip (no stay there would); "
                                         f"no restaurant in {spec.dest} serves {missing}")


def test_dates_with_no_transport_are_a_structural_certificate(sandbox, train_queries, validation_queries):
    """Flights exist in March 2022 only: moved to June, a trip with no drive there has no way to go."""
    def drivable(a: str, b: str) -> bool:
        row = sandbox.distance(a, b)
        return bool(row and row.usable)

    spec = next(s for s in one_city_rows(train_queries, validation_queries)
                if not drivable(s.org, s.dest) and not s.local_constraint.transportation)
    june = [f"2022-06-{day:02d}" for day in range(1, spec.days + 1)]
    assert not sandbox.flights(spec.org, spec.dest, june[0])
    found = solve_trip(spec.model_copy(update={"date": june}), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["structure"]
    assert found.certificate.message == f"no flight or taxi or self-driving from {spec.org} to {spec.dest} on {june[0]}"


def test_a_state_with_too_few_usable_cities_is_named(sandbox, validation_queries):
    """Too few cities, and of those some have no shared room: both are said."""
    spec = with_rules(next(r.spec for r in validation_queries if r.spec.visiting_city_number == 3),
                      house_rule=None, room_type="shared room", cuisine=None, transportation=None)

    def has_all(city: str) -> bool:
        shared = any(a.room_type == "Shared room" for a in sandbox.accommodations_in(city))
        return shared and bool(sandbox.restaurants_in(city)) and bool(sandbox.attractions_in(city))

    state = next(s for s, cities in sorted(sandbox.states.items())
                 if len(set(cities) - {spec.org}) < 3 and not all(has_all(c) for c in cities if c != spec.org))
    cities = [c for c in sandbox.cities_in_state(state) if c != spec.org]
    usable = [c for c in cities if has_all(c)]
    found = solve_trip(spec.model_copy(update={"dest": state}), sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["structure"]
    lacking = [c for c in cities if c not in usable]
    count = "no city" if not usable else f"{len(usable)} {'city' if len(usable) == 1 else 'cities'}"
    expected = f"{state} has {count} with places to stay, restaurants and sights this request can use, and 3 are needed"
    assert found.certificate.message.startswith(expected + (" (" if lacking else ""))
    for city in lacking:  # each city left out, with what it lacks
        assert f"{city} has no " in found.certificate.message


def test_no_way_back_on_the_last_day_is_named(sandbox, train_queries, validation_queries):
    def drivable(a: str, b: str) -> bool:
        row = sandbox.distance(a, b)
        return bool(row and row.usable)

    march = [f"2022-03-{day:02d}" for day in range(1, 32)]
    for spec in one_city_rows(train_queries, validation_queries):
        if drivable(spec.org, spec.dest) or drivable(spec.dest, spec.org):
            continue
        starts = [i for i in range(len(march) - 3) if sandbox.flights(spec.org, spec.dest, march[i])
                  and not sandbox.flights(spec.dest, spec.org, march[i + 3])]
        if starts:
            break
    else:
        pytest.fail("no trip whose way out flies and whose way back, 4 days later, does not")
    dates = march[starts[0]: starts[0] + 4]
    # two rules that are not to blame: lifting them, alone or together, does not help
    trip = with_rules(spec, transportation="no self-driving", room_type="not shared room").model_copy(
        update={"days": 4, "date": dates})
    found = solve_trip(trip, sandbox, NO_RUSH)
    assert found.status == "unsat" and found.certificate.kinds == ["structure"]
    assert found.certificate.message == f"no flight or taxi from {spec.dest} back to {spec.org} on {dates[-1]}"


def test_a_state_with_too_few_cities_all_usable_says_only_the_count(sandbox, validation_queries):
    spec = with_rules(next(r.spec for r in validation_queries if r.spec.visiting_city_number == 3),
                      house_rule=None, room_type=None, cuisine=None, transportation=None)

    def has_all(city: str) -> bool:
        return bool(sandbox.accommodations_in(city) and sandbox.restaurants_in(city) and sandbox.attractions_in(city))

    state, cities = next((s, [c for c in cities if c != spec.org]) for s, cities in sorted(sandbox.states.items())
                         if len(set(cities) - {spec.org}) < 3 and all(has_all(c) for c in cities if c != spec.org))
    found = solve_trip(spec.model_copy(update={"dest": state}), sandbox, NO_RUSH)
    count = f"{len(cities)} {'city' if len(cities) == 1 else 'cities'}"
    assert found.certificate.message == (f"{state} has {count} with places to stay, restaurants and sights this request "
                                         "can use, and 3 are needed")
