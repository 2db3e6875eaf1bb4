"""The solver's fixed-days entry: re-plan some days of a plan with every other day kept as it is, or prove it impossible.

A repair must change as few days as it can (``graphs.repair``). The whole-trip
model (``model.TripModel``) knows nothing of a plan, so its plans change
days a disruption never touched. This model keeps the plan's route (each
day's city, each move's day) and every fixed day as it stands, and chooses
only the free days' entries: each move's flight or drive, each free night's
listing, each free meal, from the same facts the whole-trip model uses
(``facts.gather``: priced and checked as the evaluator reads them, in the
disrupted world), under the same rules: distinct restaurants and sights
across the whole trip, a listing open on its nights and allowing its run of
nights, the requested cuisines served somewhere, self-driving mixed with
nothing, and the budget, with the fixed days as they cost.

Its ``unsat`` is a proof, within the solver's own model (a meal slot the plan
filled stays filled, one listing per run of free nights), that no plan keeps
those days: what no longer fits is named (a move with no way left, a run of
nights with no listing, the cheapest fill against the money left). The
repair widens only on that proof.
"""

from __future__ import annotations

import time
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from ortools.sat.python import cp_model

from himap_travel.domain.evaluation import day_cost
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.parsing import attractions, entry_key, from_to, is_filled, name_city, strict_transport
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.money import money
from himap_travel.planning.solver.facts import CENTS, PricedLeg, PricedMeal, PricedStay, TripFacts, gather
from himap_travel.state.days import MEALS
from himap_travel.state.plan import Certificate
from himap_travel.state.trip import MealWish, TripSpec, meal_serves

FIELDS = ("transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation")


@dataclass
class FixedResult:
    """``plan``: the free days re-planned, the others as they were; ``unsat``: proven none keeps them; ``unknown``: out of time."""

    status: Literal["plan", "unsat", "unknown"]
    plan: list[dict[str, Any]] | None = None
    cost: float | None = None
    certificate: Certificate | None = None
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


@dataclass
class _Shape:
    """The plan's route as the free days must keep it: the moves (day, from, to) and the city of each night."""

    moves: list[tuple[int, str, str]]
    nights: dict[int, str]


def solve_fixed_days(spec: TripSpec, plan: Sequence[Mapping[str, Any]], free: Collection[int], sandbox: Sandbox,
                     kept_fields: Mapping[int, Collection[str]] | None = None, fixed_costs: Mapping[int, float] | None = None,
                     time_limit: float = 10.0) -> FixedResult:
    """Re-plan the ``free`` days of ``plan`` in ``sandbox``'s world, every other day unchanged, at the lowest cost.

    ``kept_fields``: fields of a free day that stay as they are too (what is already past on the trip's current day).
    ``fixed_costs``: a day's cost as already spent (Σ's record of a lived day), instead of its price in this world.
    """
    started = time.perf_counter()
    kept = {day: set(fields) for day, fields in (kept_fields or {}).items()}
    free = sorted(d for d in set(free) if 1 <= d <= len(plan))
    shape = _shape(spec, plan)
    if shape is None or not free:
        return FixedResult(status="unknown", seconds=time.perf_counter() - started, notes=["the plan's route cannot be read"])
    facts = gather(spec, sandbox, {j: {day} for j, (day, _, _) in enumerate(shape.moves)})
    model = _FillModel(spec, plan, free, kept, shape, facts, sandbox, fixed_costs or {})
    outcome = model.solve(time_limit)
    outcome.seconds = round(time.perf_counter() - started, 3)
    return outcome


def _shape(spec: TripSpec, plan: Sequence[Mapping[str, Any]]) -> _Shape | None:
    """The moves and the night cities of ``plan`` (None when a travel day does not say from where to where)."""
    moves, nights, here = [], {}, spec.org
    for number, day in enumerate(plan, 1):
        origin, destination = from_to(str(day.get("current_city") or ""))
        if origin and destination:
            moves.append((number, _city(origin), _city(destination)))
            here = _city(destination)
        elif origin or destination:
            return None
        else:
            here = _city(str(day.get("current_city") or here))
        if number < len(plan):
            nights[number] = here
    return _Shape(moves, nights) if moves else None


def _city(text: str) -> str:
    return text.split("(")[0].strip()


class _FillModel:
    """The CP-SAT model of the free days' choices."""

    def __init__(self, spec: TripSpec, plan: Sequence[Mapping[str, Any]], free: list[int], kept: dict[int, set[str]], shape: _Shape,
                 facts: TripFacts, sandbox: Sandbox, fixed_costs: Mapping[int, float]) -> None:
        self.spec, self.plan, self.free, self.kept, self.shape, self.facts = spec, plan, free, kept, shape, facts
        self.model = cp_model.CpModel()
        self.costs: list[Any] = []
        self.missing: list[str] = []  # a free choice with no option at all: the proof needs no search
        self.index = venue_index(sandbox)
        self.fixed_cents = self._fixed_cents(sandbox, fixed_costs)
        used = self._fixed_entries()
        self.legs = self._legs()
        self.stays = self._stays()
        self.meals = self._meals(used)
        self._cuisines(sandbox)
        self._meal_wishes(sandbox)
        self._meal_days(sandbox)
        self.total = sum(self.costs)

    # --- what stays -------------------------------------------------------------------------

    def _free_fields(self, day: int) -> list[str]:
        return [f for f in FIELDS if day in self.free and f not in self.kept.get(day, ())]

    def _fixed_cents(self, sandbox: Sandbox, fixed_costs: Mapping[int, float]) -> int:
        """What the days (and fields) that stay cost: Σ's record for a lived day, else their price in this world (both modes' dearer)."""
        total = 0.0
        for number, day in enumerate(self.plan, 1):
            if number in fixed_costs and number not in self.free:
                total += fixed_costs[number]
                continue
            free = self._free_fields(number)
            part = {k: ("-" if k in free else v) for k, v in day.items()}
            total += max(day_cost(part, self.spec.people_number, sandbox, mode).total for mode in ("official", "strict"))
        return int(round(total * CENTS))

    def _fixed_entries(self) -> set[str]:
        """The restaurants and sights the days that stay hold (the free days may not take them again)."""
        held = set()
        for number, day in enumerate(self.plan, 1):
            free = self._free_fields(number)
            for meal in MEALS:
                if meal not in free and is_filled(day.get(meal)):
                    held.add(entry_key(str(day[meal]), True))
            if "attraction" not in free and is_filled(day.get("attraction")):
                held |= {entry_key(a, True) for a in attractions(str(day["attraction"]), True)}
        self.held = held
        return held

    # --- choices ----------------------------------------------------------------------------

    def _legs(self) -> dict[int, list[tuple[PricedLeg, cp_model.IntVar]]]:
        """Each free move's way (a flight that day, or a drive); self-driving all or none, as the days that stay say."""
        fixed_modes = {strict_transport(str(day.get("transportation"))).mode for n, day in enumerate(self.plan, 1)
                       if is_filled(day.get("transportation")) and "transportation" not in self._free_fields(n)}
        chosen: dict[int, list[tuple[PricedLeg, cp_model.IntVar]]] = {}
        for day, origin, destination in self.shape.moves:
            if "transportation" not in self._free_fields(day):
                continue
            options = [leg for leg in self.facts.legs.get((origin, destination), []) if leg.day in (None, day)]
            if "self-driving" in fixed_modes:
                options = [leg for leg in options if leg.option.mode == "self-driving"]
            elif fixed_modes:
                options = [leg for leg in options if leg.option.mode != "self-driving"]
            if not options:
                self.missing.append(f"no flight or drive left from {origin} to {destination} on day {day} ({self._date(day)})")
            chosen[day] = [(leg, self.model.new_bool_var(f"leg_{day}_{i}")) for i, leg in enumerate(options)]
            self.model.add_exactly_one(v for _, v in chosen[day])
            self.costs += [leg.cost * v for leg, v in chosen[day]]
        driving = [v for options in chosen.values() for leg, v in options if leg.option.mode == "self-driving"]
        if driving and not fixed_modes:
            drives = self.model.new_bool_var("self_driving")
            for picks in chosen.values():
                self.model.add(sum(v for leg, v in picks if leg.option.mode == "self-driving") == drives)
        return chosen

    def _stays(self) -> dict[tuple[int, ...], list[tuple[PricedStay, cp_model.IntVar]]]:
        """One listing per run of free nights in one city: open on each of them, allowing the run (or, continuing the
        listing of the nights before or after it, the whole stay)."""
        runs = self._free_runs()
        chosen = {}
        for run in runs:
            city = self.shape.nights[run[0]]
            neighbour, whole = self._neighbour_stay(run)
            options = []
            for stay in self.facts.stays.get(city, []):
                if set(run) & self.facts.closed_days("accommodation", stay.option.plan_entry):
                    continue
                nights = whole if stay.option.plan_entry == neighbour else len(run)
                if stay.minimum_nights <= nights:
                    options.append(stay)
            if not options:
                self.missing.append(f"no listing left in {city} fits night{'s' if len(run) > 1 else ''} "
                                    f"{', '.join(map(str, run))} (the rules, its minimum nights, open every night)")
            if neighbour and neighbour not in {s.option.plan_entry for s in options}:
                self._cut_short(neighbour, whole - len(run))
            chosen[tuple(run)] = [(s, self.model.new_bool_var(f"stay_{run[0]}_{i}")) for i, s in enumerate(options)]
            self.model.add_exactly_one(v for _, v in chosen[tuple(run)])
            self.costs += [s.nightly * len(run) * v for s, v in chosen[tuple(run)]]
        return chosen

    def _cut_short(self, entry: str, kept: int) -> None:
        """A listing kept on nights that stay, which cannot go on into the free ones: its kept nights must meet its minimum."""
        rows = [self.index.first("accommodation", entry, strict) for strict in (False, True)]
        least = max((int(r.minimum_nights or 0) for r in rows if r is not None), default=0)
        if kept < least:
            self.missing.append(f"{entry} is kept for {kept} night{'s' if kept > 1 else ''} and allows no fewer than {least}: "
                                "it cannot be stayed in on the nights after, so its stay breaks the minimum-nights rule")

    def _free_runs(self) -> list[list[int]]:
        runs: list[list[int]] = []
        for night in sorted(self.shape.nights):
            if "accommodation" not in self._free_fields(night) or not is_filled(self.plan[night - 1].get("accommodation")):
                continue
            if runs and runs[-1][-1] == night - 1 and self.shape.nights[night - 1] == self.shape.nights[night]:
                runs[-1].append(night)
            else:
                runs.append([night])
        return runs

    def _neighbour_stay(self, run: list[int]) -> tuple[str | None, int]:
        """The listing of a kept night just before or after the run in the same city, and how many nights it then spans."""
        city = self.shape.nights[run[0]]
        for side in (run[0] - 1, run[-1] + 1):
            if self.shape.nights.get(side) == city and side not in run:
                entry = str(self.plan[side - 1].get("accommodation") or "")
                span = [n for n, c in self.shape.nights.items() if c == city and n not in run
                        and str(self.plan[n - 1].get("accommodation")) == entry]
                return entry, len(span) + len(run)
        return None, len(run)

    def _meals(self, used: set[str]) -> dict[tuple[int, str], list[tuple[PricedMeal, cp_model.IntVar]]]:
        """Each meal slot the plan filled on a free day, in the same city, at a restaurant open that day; each restaurant once."""
        chosen: dict[tuple[int, str], list[tuple[PricedMeal, cp_model.IntVar]]] = {}
        by_entry: dict[str, list[cp_model.IntVar]] = {}
        for day in self.free:
            for meal in MEALS:
                entry = self.plan[day - 1].get(meal)
                if meal not in self._free_fields(day) or not is_filled(entry):
                    continue
                city = name_city(str(entry))[1]
                options = [r for r in self.facts.meals.get(city, []) if entry_key(r.option.plan_entry, True) not in used
                           and day not in self.facts.closed_days("restaurant", r.option.plan_entry)]
                if not options:
                    self.missing.append(f"no restaurant left in {city} for day {day}'s {meal}")
                chosen[day, meal] = [(r, self.model.new_bool_var(f"meal_{day}_{meal}_{i}")) for i, r in enumerate(options)]
                self.model.add_exactly_one(v for _, v in chosen[day, meal])
                self.costs += [r.cost * v for r, v in chosen[day, meal]]
                for r, v in chosen[day, meal]:
                    by_entry.setdefault(entry_key(r.option.plan_entry, True), []).append(v)
        for variables in by_entry.values():
            self.model.add_at_most_one(variables)
        return chosen

    def _cuisines(self, sandbox: Sandbox) -> None:
        """Each requested cuisine the days that stay do not serve is served by a free meal."""
        index = venue_index(sandbox)
        served = set()
        for number, day in enumerate(self.plan, 1):
            for meal in MEALS:
                if meal in self._free_fields(number) or not is_filled(day.get(meal)):
                    continue
                rows = [index.first("restaurant", str(day[meal]), strict) for strict in (False, True)]
                served |= {c for c in self.spec.local_constraint.wanted_cuisines
                           if all(r is not None and meal_serves(r.name, r.cuisines, c) for r in rows)}
        for cuisine in set(self.spec.local_constraint.wanted_cuisines) - served:
            serving = [v for options in self.meals.values() for r, v in options if cuisine in r.cuisines]
            if not serving:
                self.missing.append(f"no free meal can serve the requested {cuisine} cuisine")
            self.model.add(sum(serving) >= 1)

    def _meal_wishes(self, sandbox: Sandbox) -> None:
        """Each meal wish ("a Mexican dinner": ``meal_wishes``) the days that stay do not meet is met by a free meal of
        its kind."""
        index = venue_index(sandbox)
        for wish in self.spec.local_constraint.meal_wishes or ():
            if wish.every:
                self._every_meal(wish)
            kept = [day.get(wish.meal) for number, day in enumerate(self.plan, 1)
                    if wish.meal not in self._free_fields(number) and is_filled(day.get(wish.meal))]
            if any(all(r is not None and meal_serves(r.name, r.cuisines, wish.wish)
                       for r in (index.first("restaurant", str(entry), strict) for strict in (False, True))) for entry in kept):
                continue
            serving = [v for (_, meal), options in self.meals.items() if meal == wish.meal for r, v in options if wish.wish in r.cuisines]
            if not serving:
                self.missing.append(f"no free {wish.meal} can be {wish.said()}")
            self.model.add(sum(serving) >= 1)

    def _meal_days(self, sandbox: Sandbox) -> None:
        """Each meal asked on a given day ("Italian on day 2": ``meal_days``) that the fields that stay do not meet is
        met by a free meal of that day (of its meal, where one is said)."""
        index = venue_index(sandbox)
        for wish in self.spec.local_constraint.meal_days or ():
            meals = (wish.meal,) if wish.meal else MEALS
            day = self.plan[wish.day - 1] if wish.day <= len(self.plan) else {}
            kept = [day.get(meal) for meal in meals if meal not in self._free_fields(wish.day) and is_filled(day.get(meal))]
            if any(all(r is not None and meal_serves(r.name, r.cuisines, wish.wish)
                       for r in (index.first("restaurant", str(entry), strict) for strict in (False, True))) for entry in kept):
                continue
            serving = [v for (number, meal), options in self.meals.items() if number == wish.day and meal in meals
                       for r, v in options if wish.wish in r.cuisines]
            if not serving:
                self.missing.append(f"no free meal of day {wish.day} can be {wish.said()}")
            self.model.add(sum(serving) >= 1)

    def _every_meal(self, wish: MealWish) -> None:
        """A wish at every meal of its kind ("Italian every night"): each free meal of that kind serves it."""
        for (day, meal), options in self.meals.items():
            if meal != wish.meal:
                continue
            if not any(wish.wish in r.cuisines for r, _ in options):
                self.missing.append(f"no restaurant left for day {day}'s {meal} can be {wish.cuisine}")
            for r, v in options:
                if wish.wish not in r.cuisines:
                    self.model.add(v == 0)

    # --- solving ----------------------------------------------------------------------------

    def solve(self, time_limit: float) -> FixedResult:
        """The cheapest fill; over the money left it is the proof, with the cheapest fill's cost as its number."""
        days = ", ".join(map(str, self.free))
        if self.missing:
            return FixedResult(status="unsat", certificate=Certificate(kinds=["structure"], message=(
                f"with every other day kept, days {days} cannot be re-planned: " + "; ".join(dict.fromkeys(self.missing)))))
        self.model.minimize(self.total)
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(time_limit, 0.05)
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = 0
        code = solver.solve(self.model)
        if code == cp_model.INFEASIBLE:
            return FixedResult(status="unsat", certificate=Certificate(kinds=["structure"], message=(
                f"with every other day kept, days {days} cannot be re-planned within the rules (distinct restaurants, "
                "the requested cuisines, one transport family)")))
        if code not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            return FixedResult(status="unknown", notes=["the fixed-days model ran out of time"])
        cost = int(round(solver.value(self.total)))
        budget = int(round(self.spec.budget * CENTS))
        if cost + self.fixed_cents > budget:
            if code != cp_model.OPTIMAL:
                return FixedResult(status="unknown", notes=["the cheapest fill was not proven in time"])
            left = (budget - self.fixed_cents) / CENTS
            return FixedResult(status="unsat", cost=(cost + self.fixed_cents) / CENTS, certificate=Certificate(
                kinds=["budget"], cheapest_cost=(cost + self.fixed_cents) / CENTS, deficit=(cost + self.fixed_cents - budget) / CENTS,
                message=(f"with every other day kept (they cost {money(self.fixed_cents / CENTS)}), {money(left)} of the "
                         f"{money(self.spec.budget, False)} budget is left for days {days}; the cheapest way to re-plan them costs "
                         f"{money(cost / CENTS)}")))
        solver = self._fewest_changes(solver, budget - self.fixed_cents, time_limit)
        return FixedResult(status="plan", plan=self._write(solver), cost=(solver.value(self.total) + self.fixed_cents) / CENTS)

    def _fewest_changes(self, cheapest: cp_model.CpSolver, allowance: int, time_limit: float) -> cp_model.CpSolver:
        """Within the money left, the fill that keeps the most of the old entries (what still stands is not changed)."""
        old = [v for (day, slot), options in self._slots() for entry, v in options if entry == self.plan[day - 1].get(slot)]
        if not old:
            return cheapest
        m = self.model
        for i in range(len(m.proto.variables)):
            var = m.get_int_var_from_proto_index(i)
            m.add_hint(var, cheapest.value(var))
        m.add(self.total <= allowance)
        m.maximize(sum(old))
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(time_limit / 2, 0.05)
        solver.parameters.num_workers = 1
        solver.parameters.random_seed = 0
        return solver if solver.solve(m) in (cp_model.OPTIMAL, cp_model.FEASIBLE) else cheapest

    def _slots(self) -> Iterator[tuple[tuple[int, str], list[tuple[str, Any]]]]:
        """Every free choice as ((day, field), [(its plan entry, variable)])."""
        for day, legs in self.legs.items():
            yield (day, "transportation"), [(leg.option.plan_entry, v) for leg, v in legs]
        for run, stays in self.stays.items():
            for night in run:
                yield (night, "accommodation"), [(s.option.plan_entry, v) for s, v in stays]
        for (day, meal), meals in self.meals.items():
            yield (day, meal), [(r.option.plan_entry, v) for r, v in meals]

    def _write(self, solver: cp_model.CpSolver) -> list[dict[str, Any]]:
        plan = [dict(day) for day in self.plan]
        for day, legs in self.legs.items():
            leg = next(leg for leg, v in legs if solver.boolean_value(v))
            plan[day - 1]["transportation"] = leg.option.plan_entry
        for run, stays in self.stays.items():
            stay = next(s for s, v in stays if solver.boolean_value(v))
            for night in run:
                plan[night - 1]["accommodation"] = stay.option.plan_entry
        for (day, meal), meals in self.meals.items():
            plan[day - 1][meal] = next(r for r, v in meals if solver.boolean_value(v)).option.plan_entry
        self._write_sights(plan)
        return plan

    def _write_sights(self, plan: list[dict[str, Any]]) -> None:
        """Sights cost nothing: each free day keeps its number of sights per city, open that day and not seen on another day."""
        seen = set(self.held)
        for day in self.free:
            text = self.plan[day - 1].get("attraction")
            if "attraction" not in self._free_fields(day) or not is_filled(text):
                continue
            picked = []
            for old in attractions(str(text), True):
                city = name_city(old)[1]
                there = self.facts.sights.get(city, [])
                pick = next((s for s in ([old] if old in there else []) + there if entry_key(s, True) not in seen
                             and day not in self.facts.closed_days("attraction", s)), None)
                if pick is not None:
                    seen.add(entry_key(pick, True))
                    picked.append(pick)
            plan[day - 1]["attraction"] = "".join(f"{s};" for s in picked) or "-"

    def _date(self, day: int) -> str:
        return self.spec.date[day - 1] if day <= len(self.spec.date) else "?"
