"""The whole trip as one CP-SAT model: route, nights, legs, stays, meals, sights, budget.

Decision variables (k cities to visit, D days):

- ``visit[p, c, day, n]``: the p-th city of the route is c, reached on ``day``
  and left n nights later, in the cheapest listing allowing n nights (its
  cost a constant); each city at most once;
- ``leg[j, o]``: move j (0 = leaving home, k = going home) is made by option o,
  a flight on its date or a drive on any date; self-driving mixes with nothing.
  Moves and visits form a flow (a move arrives where the next visit starts,
  on the day it starts), which keeps the LP relaxation tight;
- ``meal[r]``: restaurant r is eaten at once; each city gets exactly its meals
  (three per full day there, plus the travel-day meals the legs' times allow);
- ``window[j, slot, c]``: an optional travel-day meal or sight in city c
  (modelled only when the plan needs one to be complete enough: 3-day trips).

- ``place[kind, entry, where]``: a venue a disruption closed on some days
  (``facts.closed``) is placed on a full day or travel-day slot of its city
  that is not one of them (a stay's nights must all be open). Every other
  venue is open on every day, so any slot left takes one of them: the
  placements are the whole assignment problem, exactly.

Constraints are the evaluator's: distinct venues, the requested cuisines
served, at least half of the 6 × D fields filled, and the budget with its
exact cost formula. The objective ``cheapest`` is the lowest total cost,
then the most sights: the cheapest plan leaves the traveller the most of the
budget, and when even it is over budget its cost is the certificate's number.
The objective ``best`` is the highest quality (``domain.evaluation.quality``:
the meals served and their ratings, the nights' ratings, the sights, the
humane-time and driving penalties), then the lowest cost, with the budget a
constraint: every travel-day slot is modelled (a meal or a sight there earns
points) and each visit chooses its stay (``stay[p, c, day, n, s]``).
"""

from __future__ import annotations

import itertools
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ortools.sat.python import cp_model

from himap_travel.domain.constraints import city_order, pace
from himap_travel.domain.evaluation.lookup import VenueKind
from himap_travel.domain.evaluation.quality import FOCUS_FACTOR, SIGHT_SEEN
from himap_travel.planning.policies.allocation import leg_days
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.planning.solver.facts import CENTS, PricedLeg, PricedMeal, PricedStay, TripFacts, meal_rank, stay_rank
from himap_travel.state.days import MEALS, TRAVEL_WINDOWS, day_role
from himap_travel.state.trip import CityPlace, MealDay

# Best plan: the share of the time limit the cost tie-break (the cheapest plan of the best quality) may take at most.
# The quality is what the objective promises; a cheaper plan of the same quality is a courtesy, not worth a long wait.
TIE_BREAK_SHARE = 0.2


def _meal_day_groups(wishes: Sequence[MealDay]) -> dict[tuple[int, str | None], frozenset[str]]:
    """The meals on given days as choices: (day, meal or None) → what its restaurant serves (``MealDay.wish``); a wish
    of any meal of a day that a wish of one of its meals holds already is that one ("Italian on day 2" beside "an
    Italian dinner on day 2")."""
    groups: dict[tuple[int, str | None], frozenset[str]] = {}
    for wish in sorted(wishes, key=lambda w: w.meal is None):
        if wish.meal is None and any(day == wish.day and wish.wish in held for (day, _), held in groups.items()):
            continue
        groups[wish.day, wish.meal] = groups.get((wish.day, wish.meal), frozenset()) | {wish.wish}
    return groups


def splits(days: int, cities: int) -> list[tuple[int, ...]]:
    """Every way to spread the D − 1 nights over the cities, each city at least one night."""
    nights = days - 1
    if cities < 1 or nights < cities:
        return []
    return [tuple(b - a for a, b in zip((0, *cut), (*cut, nights), strict=True))
            for cut in itertools.combinations(range(1, nights), cities - 1)]


def possible_leg_days(days: int, cities: int) -> dict[int, set[int]]:
    """Move j → the days it can fall on over all splits."""
    found: dict[int, set[int]] = {j: set() for j in range(cities + 1)}
    for nights in splits(days, cities):
        for j, day in enumerate(leg_days(nights)):
            found[j].add(day)
    return found


def window_position(move: int, slot: str, last: int) -> int:
    """The route position whose city a travel-day slot is in: meals and sights after arriving, or before leaving."""
    if move == 0:
        return 0
    if move == last:
        return last - 1
    return move if slot in ("dinner", "sight") else move - 1


def filled_without_windows(days: int, cities: int) -> int:
    """Fields a plan fills with no optional travel-day slot: full days 5 (3 meals, a sight, a stay), moves 1 or 2."""
    return 5 * (days - 1 - cities) + (cities + 1) + cities


@dataclass(frozen=True)
class Solution:
    """A solved trip: the route, its nights, and every choice the plan is written from."""

    cities: tuple[str, ...]
    nights: tuple[int, ...]
    legs: tuple[PricedLeg, ...]
    stays: tuple[PricedStay, ...]
    meals: dict[str, tuple[PricedMeal, ...]]  # by city, cheapest first
    windows: dict[int, frozenset[str]]  # move → the optional slots planned that day
    cost: int  # cents
    quality: int = 0  # quality points (``domain.evaluation.quality``, hundredths) the model counts for this solution
    # (day, "meal" | "sight") on a full day, (day, slot) on a travel day → the venues closed on other days placed there
    pinned: dict[tuple[int, str], tuple[str, ...]] = field(default_factory=dict)
    # (city, meal) → the restaurants kept for that meal there (``meal_wishes``): ``render`` writes each at such a meal
    kept_for: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)

    @property
    def total(self) -> float:
        return self.cost / CENTS


@dataclass(frozen=True)
class Outcome:
    status: str  # "optimal", "feasible" (time ran out before proving it cheapest), "infeasible", "unknown"
    solution: Solution | None


class TripModel:
    """The CP-SAT model of one request, for its cheapest plan; ``budget=True`` also demands that it fit the budget.

    The cheapest plan fits the budget exactly when any plan does, so the
    budget is needed only when time runs out before the cheapest is proven.
    ``objective="best"``: the plan of the highest quality within the budget
    (then the cheapest of those); the budget is always a constraint then.
    """

    def __init__(self, facts: TripFacts, budget: bool = False, objective: ObjectiveName = "cheapest") -> None:
        self.facts = facts
        self.spec = spec = facts.spec
        self.k = spec.visiting_city_number
        self.model = m = cp_model.CpModel()
        self.positions = range(self.k)
        self.moves = range(self.k + 1)
        self.costs: list[Any] = []
        self.best = objective == "best"
        self.points: list[Any] = []  # quality terms (best only)
        # a named sight may have to go on a travel day: every travel-day slot is modelled then
        # ... and a meal wish may have to be eaten on one: a city may have no full day to give it
        self.windows_needed = (self.best or filled_without_windows(spec.days, self.k) < 3 * spec.days
                               or bool(spec.local_constraint.must_see) or bool(spec.local_constraint.meal_wishes)
                               or bool(spec.local_constraint.sight_days) or bool(spec.local_constraint.meal_days))
        self.arrivals = possible_leg_days(spec.days, self.k)
        self.place: dict[tuple[str, str], list[tuple[tuple[int, str | None], cp_model.IntVar]]] = {}
        self._visits()
        self._legs()
        self._windows()
        self._capacity: dict[tuple[Any, ...], tuple[list[Any], list[Any]]] = {}
        self._meals_and_sights()
        self._sight_and_city_wishes()
        self._limit_placements()
        self._completeness()
        self.total = sum(self.costs)
        self.quality = sum(self.points)
        budget_cents = int(round(spec.budget * CENTS))
        if budget or self.best:
            m.add(self.total <= budget_cents)
        if self.best:
            full_days = spec.days - 1 - self.k  # each has its sight whatever the plan: a constant, counted to match the score
            sight = SIGHT_SEEN * (FOCUS_FACTOR if facts.focus == "sights" else 1)  # "more sights": counted twice
            self.quality += sight * (full_days + sum(v for (_, slot, _), v in self.window.items() if slot == "sight"))
            m.maximize(self.quality)  # then, in ``solve``, the cheapest plan of that quality
        else:
            m.minimize(self.total * 16 - sum(v for (_, slot, _), v in self.window.items() if slot == "sight"))

    # --- parts ------------------------------------------------------------------------------

    def _visits(self) -> None:
        """``visit[p, c, day, n]``: the p-th city is c, reached on ``day``, left ``n`` nights later, in its cheapest stay."""
        m, days = self.model, self.spec.days
        self.visit: dict[tuple[int, str, int, int], cp_model.IntVar] = {}
        self.stay_of: dict[tuple[str, int, int], PricedStay | None] = {}
        self.stay_choice: dict[tuple[int, str, int, int], list[tuple[PricedStay, cp_model.IntVar]]] = {}
        arrivals = self.arrivals
        for p in self.positions:
            for day in arrivals[p]:
                for nights in range(1, days - day + 1):
                    if day + nights not in arrivals[p + 1]:
                        continue
                    for c in self.facts.cities:
                        stay = self._cheapest_stay(c, day, nights)
                        if stay is None:
                            continue
                        var = m.new_bool_var(f"visit_{p}_{c}_{day}_{nights}")
                        self.visit[p, c, day, nights] = var
                        self.stay_choice[p, c, day, nights] = self._stays_for(var, c, day, nights) if self.best else [(stay, var)]
                        for chosen, picked in self.stay_choice[p, c, day, nights]:
                            self.costs.append(chosen.nightly * nights * picked)
                            self.points.append(chosen.points * nights * picked)
            m.add_exactly_one(v for (q, *_), v in self.visit.items() if q == p)
        for c in self.facts.cities:
            m.add_at_most_one(v for (_, city, *_), v in self.visit.items() if city == c)

    def _cheapest_stay(self, city: str, day: int, nights: int) -> PricedStay | None:
        """The cheapest listing allowing ``nights`` nights that is open on every one of them (nights ``day`` …)."""
        if (city, day, nights) not in self.stay_of:
            slept = set(range(day, day + nights))
            fitting = [s for s in self.facts.stays[city]
                       if s.minimum_nights <= nights and not slept & self.facts.closed_days("accommodation", s.option.plan_entry)]
            self.stay_of[city, day, nights] = min(fitting, key=stay_rank) if fitting else None
        return self.stay_of[city, day, nights]

    def _stays_for(self, visit: cp_model.IntVar, city: str, day: int, nights: int) -> list[tuple[PricedStay, cp_model.IntVar]]:
        """Best plan: one of the stays allowing ``nights`` nights open on all of them, chosen exactly when the visit is."""
        slept = set(range(day, day + nights))
        fitting = [s for s in self.facts.stays[city]
                   if s.minimum_nights <= nights and not slept & self.facts.closed_days("accommodation", s.option.plan_entry)]
        choice = [(s, self.model.new_bool_var(f"stay_{visit.name}_{i}")) for i, s in enumerate(fitting)]
        self.model.add(sum(v for _, v in choice) == visit)
        return choice

    def _legs(self) -> None:
        """``leg[j, o]``: move j by option o (a flight on its day, a drive on whatever day the move falls)."""
        m = self.model
        self.leg: dict[int, list[tuple[PricedLeg, int | None, cp_model.IntVar]]] = {j: [] for j in self.moves}
        self.driving = m.new_bool_var("self_driving")
        arrivals = self.arrivals
        for j in self.moves:
            for leg in self._choices(j, arrivals[j]):
                var = m.new_bool_var(f"leg_{j}_{len(self.leg[j])}")
                self.leg[j].append((leg, leg.day, var))
                self.costs.append(leg.cost * var)
                self.points.append(leg.points * var)
            m.add_exactly_one(var for *_, var in self.leg[j])
            m.add(sum(var for leg, _, var in self.leg[j] if leg.option.mode == "self-driving") == self.driving)  # all or none
        self._link_legs_to_visits(arrivals)

    def _link_legs_to_visits(self, arrivals: dict[int, set[int]]) -> None:
        """The move into c starts the visit there, the move out ends it, and each visit starts the day the last one ends.

        Drives do not depend on the date, so they are linked by city only
        (a drive variable per route, not per route and day, keeps the model
        small); a flight is linked to the day too.
        """
        m = self.model
        by_city: dict[tuple[Any, ...], list[list[Any]]] = defaultdict(lambda: [[], []])
        starting: dict[tuple[Any, ...], list[Any]] = defaultdict(list)  # (position, city, day) → visits starting then
        ending: dict[tuple[Any, ...], list[Any]] = defaultdict(list)
        for (p, c, day, nights), var in self.visit.items():
            by_city["in", p, c][1].append(var)
            by_city["out", p, c][1].append(var)
            starting[p, c, day].append(var)
            ending[p, c, day + nights].append(var)
        for j in self.moves:
            for leg, flown, var in self.leg[j]:  # flown: the flight's day (None: a drive, any day)
                origin, destination = leg.option.origin, leg.option.destination
                if j < self.k:
                    by_city["in", j, destination][0].append(var)
                if j > 0:
                    by_city["out", j - 1, origin][0].append(var)
                if flown is not None and j < self.k:
                    m.add(var <= sum(starting[j, destination, flown]))
                if flown is not None and j > 0:
                    m.add(var <= sum(ending[j - 1, origin, flown]))
        for legs, visits in by_city.values():
            m.add(sum(legs) == sum(visits))
        for p in range(1, self.k):
            for day in arrivals[p]:
                ended = [v for (q, _, e), vs in ending.items() if q == p - 1 and e == day for v in vs]
                started = [v for (q, _, d), vs in starting.items() if q == p and d == day for v in vs]
                m.add(sum(ended) == sum(started))

    def _choices(self, j: int, days: set[int]) -> list[PricedLeg]:
        """Move j's options; when no travel-day window is needed, only the cheapest per route, date and family."""
        legs = [leg for leg in self._options(j) if leg.day is None or leg.day in days]
        if self.windows_needed:
            return legs
        best: dict[tuple[Any, ...], PricedLeg] = {}
        for leg in sorted(legs, key=lambda o: (o.cost, -len(o.windows), o.option.plan_entry)):
            option = leg.option
            best.setdefault((option.origin, option.destination, leg.day, option.mode == "self-driving"), leg)
        return list(best.values())

    def _options(self, j: int) -> Iterator[PricedLeg]:
        org, cities = self.spec.org, self.facts.cities
        starts = [org] if j == 0 else cities
        ends = [org] if j == self.k else cities
        for a in starts:
            for b in ends:
                yield from self.facts.legs.get((a, b), ())

    def _windows(self) -> None:
        """``window[j, slot, c]``: an optional travel-day slot in city c, open only if the move's option leaves it open."""
        m, last = self.model, self.k
        self.window: dict[tuple[int, str, str], cp_model.IntVar] = {}
        for j in self.moves if self.windows_needed else ():
            for slot in TRAVEL_WINDOWS[day_role(j, last)]:
                if slot == "sight" and self._sightless(j):
                    continue
                at_arrival = window_position(j, slot, last) == j
                for c in self.facts.cities:
                    fits = [v for leg, _, v in self.leg[j]
                            if slot in leg.windows and (leg.option.destination if at_arrival else leg.option.origin) == c]
                    if fits:
                        var = m.new_bool_var(f"window_{j}_{slot}_{c}")
                        self.window[j, slot, c] = var
                        m.add(var <= sum(fits))

    def _meals_and_sights(self) -> None:
        """Each visited city eats exactly its meals (distinct restaurants) and has enough distinct sights."""
        m = self.model
        self.meal: dict[str, list[tuple[PricedMeal, cp_model.IntVar]]] = {}
        self._sight_balance: dict[str, tuple[Any, Any]] = {}  # city -> (the distinct sights its days hold, it gives)
        for c in self.facts.cities:
            self.meal[c] = [(r, m.new_bool_var(f"meal_{c}_{i}")) for i, r in enumerate(self.facts.meals[c])]
            self.costs += [r.cost * var for r, var in self.meal[c]]
            self.points += [r.points * var for r, var in self.meal[c]]
            self._cheapest_first(self.meal[c])
            full_days = [(n - 1) * v for (_, city, _, n), v in self.visit.items() if city == c]
            travel_meals = [v for (_, slot, city), v in self.window.items() if city == c and slot in MEALS]
            travel_sights = [v for (_, slot, city), v in self.window.items() if city == c and slot == "sight"]
            m.add(sum(v for _, v in self.meal[c]) == 3 * sum(full_days) + sum(travel_meals))
            self._place_closed_meals(c)
            self._sight_balance[c] = (self._full_day_sights(c, full_days) + sum(travel_sights), self._sights_to_see(c))
            m.add(self._sight_balance[c][0] <= self._sight_balance[c][1])
        for cuisine in self.spec.local_constraint.wanted_cuisines:
            m.add(sum(v for c in self.facts.cities for r, v in self.meal[c] if cuisine in r.cuisines) >= 1)
        self._meal_days()
        self._meal_wishes()

    def _meal_days(self) -> None:
        """Each meal asked on a given day (``meal_days``) is eaten that day at a restaurant serving it: on a full day in
        the restaurant's city (written at its meal, ``render``), or in a travel-day slot of that meal there, on a move
        falling on that day (``_tie_to_day``). The wishes of one day and one meal are one choice, a restaurant serving
        them all; a restaurant meets one choice at most, and is eaten there. A choice takes its day's room for a meal
        (``_capacity``), and its meal's room beside the restaurants a meal wish keeps (``_meal_wishes``).

        Stricter than the data in two corners: a restaurant kept for a meal wish ("a Mexican dinner") never meets a
        choice too, and a choice at a meal asked of one cuisine every time ("Italian every night") finds no room left.
        """
        self.day_meals: dict[tuple[str, str], list[Any]] = defaultdict(list)  # (meal, city) → the choices eaten at it
        self.chosen: dict[tuple[str, int], list[Any]] = defaultdict(list)  # (city, index in ``meal[city]``) → its choices
        self._day_pins: list[tuple[tuple[int, str], Any, str]] = []  # ((day, its field or "meal"), choice, entry)
        for (day, meal), wishes in _meal_day_groups(self.spec.local_constraint.meal_days or ()).items():
            choices = []
            for c in self.facts.cities:
                for i, (r, _eaten) in enumerate(self.meal[c]):
                    entry = r.option.plan_entry
                    if not wishes <= r.cuisines or day in self.facts.closed_days("restaurant", entry):
                        continue
                    for (at, slot), room in self._meal_slots(c, day, meal):
                        choice = self.model.new_bool_var(f"day_meal_{day}_{meal}_{c}_{i}_{at}_{slot}")
                        self.model.add(choice <= sum(room))
                        if slot is not None:
                            self._tie_to_day(at, day, choice)
                        self._capacity.setdefault(("meal", c, (at, slot)), (room, []))[1].append(choice)
                        if at_meal := slot or meal:
                            self.day_meals[at_meal, c].append(choice)
                        self.chosen[c, i].append(choice)
                        self._day_pins.append(((day, slot or meal or "meal"), choice, entry))
                        choices.append(choice)
            self.model.add(sum(choices) == 1)
        for (c, i), chosen in self.chosen.items():
            self.model.add(sum(chosen) <= self.meal[c][i][1])

    def _meal_slots(self, city: str, day: int, meal: str | None) -> list[tuple[tuple[int, str | None], list[Any]]]:
        """Where a meal of ``day`` may be eaten in ``city``: its full day there, (day, None), and each travel-day slot of
        that meal (any meal, ``meal`` None) of a move that may fall on it, (move, slot); each with the variables that
        open it."""
        slots: list[tuple[tuple[int, str | None], list[Any]]] = []
        if there := self._full_day(city, day):
            slots.append(((day, None), there))
        for (j, slot, c), window in self.window.items():
            if c == city and slot in MEALS and (meal is None or slot == meal) and day in self.arrivals[j]:
                slots.append(((j, slot), [window]))
        return slots

    def _meal_wishes(self) -> None:
        """Each meal wish (``meal_wishes``) is met by a restaurant the plan eats at, kept for that meal: per city and
        meal, no more restaurants kept for it than the city has such meals (one a full day, and a travel day's window
        of that meal), and a restaurant kept for one meal at most. ``render`` writes each at its meal.

        A wish at every meal of its kind (``MealWish.every``) keeps a restaurant serving it for each such meal of each
        city: every one of them is then written there.

        A restaurant closed on some days is placed by day (``_place_closed_meals``), not by meal, so none is kept for
        a meal: under a disruption that closes every restaurant a wish could be met at on some day, the wish is
        proven unmet though a plan placing it by hand might exist (and one kept at every meal of a kind leaves such a
        restaurant the other meals only: ``_limit_placements``)."""
        days = self.spec.local_constraint.meal_days or ()  # ("a Mexican dinner on day 2" meets "a Mexican dinner")
        wishes = [w for w in self.spec.local_constraint.meal_wishes or ()
                  if w.every or not any(d.meal == w.meal and d.wish == w.wish for d in days)]
        self.kept_for: dict[tuple[str, str, int], cp_model.IntVar] = {}  # (meal, city, index in ``meal[city]``)
        m = self.model
        for c in self.facts.cities if wishes else ():
            full_days = sum((n - 1) * v for (_, city, _, n), v in self.visit.items() if city == c)
            for meal in dict.fromkeys(w.meal for w in wishes):
                asked = {w.wish for w in wishes if w.meal == meal}
                kept = [self._kept(meal, c, i) for i, (r, _) in enumerate(self.meal[c])
                        if asked & r.cuisines and not self.facts.closed_days("restaurant", r.option.plan_entry)]
                windows = [v for (_, slot, city), v in self.window.items() if city == c and slot == meal]
                m.add(sum(kept) + sum(self.day_meals.get((meal, c), [])) <= full_days + sum(windows))
                for cuisine in {w.wish for w in wishes if w.meal == meal and w.every}:  # "Italian every night"
                    m.add(sum(self.kept_for[meal, c, i] for i, (r, _) in enumerate(self.meal[c])
                              if (meal, c, i) in self.kept_for and cuisine in r.cuisines) == full_days + sum(windows))
            for i, (_, eaten) in enumerate(self.meal[c]):  # (a restaurant met a meal on a day with is eaten there)
                m.add(sum(v for (_, city, j), v in self.kept_for.items() if city == c and j == i) + sum(self.chosen.get((c, i), []))
                      <= eaten)
        for wish in wishes:
            m.add(sum(v for (meal, c, i), v in self.kept_for.items()
                      if meal == wish.meal and wish.wish in self.meal[c][i][0].cuisines) >= 1)

    def _kept(self, meal: str, city: str, index: int) -> cp_model.IntVar:
        var = self.model.new_bool_var(f"kept_{meal}_{city}_{index}")
        self.kept_for[meal, city, index] = var
        return var

    def _full_day_sights(self, city: str, full_days: list[Any]) -> Any:  # a CP-SAT linear expression
        """The sights the full days in ``city`` hold: one each, or a pace's least on the days it names (``pace``)."""
        value = self.spec.local_constraint.pace
        if not pace.asks_least(value):  # (a least of one of its other days too: "at least 3 on day 3")
            return sum(full_days)
        return sum(pace.sights_on_full_day(value, day) * v for day in range(1, self.spec.days + 1) for v in self._full_day(city, day))

    def _sight_and_city_wishes(self) -> None:
        """The route holds each city to visit; each named sight goes on a day (or travel-day slot) in its city; each day
        a pace asks sights of is spent in a city. A wish the facts cannot hold makes the model infeasible (a certificate)."""
        m, local = self.model, self.spec.local_constraint
        never = m.new_constant(0)
        for city in local.visit_cities or ():
            m.add(sum(v for (_, c, _, _), v in self.visit.items() if c == city) + never == 1)
        self._city_order(local.city_order or (), never)
        for where in self.facts.must_see_entries().values():
            placed = [var for city, entry in where for var in self._placements("attraction", entry, city)]
            m.add(sum(placed) + never == 1)
        for day in pace.full_days_asked(local.pace):
            m.add(sum(v for c in self.facts.cities for v in self._full_day(c, day)) + never == 1)
        self._sight_days(never)

    def _sight_days(self, never: Any) -> None:
        """Each sight asked on a given day (``sight_days``) is seen once, on that day: a full day there, or a travel-day
        slot of the move made that day (the first move's day is the first, the last move's the last; a move between
        two cities falls on the day its visit starts, so such a slot is tied to that visit: ``_tie_to_day``)."""
        for wish in self.spec.local_constraint.sight_days or ():
            every, on_day = [], []
            for city, entry in self.facts.entries_of_sight(wish.sight):
                self._placements("attraction", entry, city)
                for (at, slot), var in self.place["attraction", entry]:
                    every.append(var)
                    if slot is None and at == wish.day:  # a full day: ``at`` is the day
                        on_day.append(var)
                    elif slot is not None and wish.day in self.arrivals[at]:  # a travel-day slot: ``at`` is the move
                        self._tie_to_day(at, wish.day, var)
                        on_day.append(var)
            self.model.add(sum(every) + never == 1)
            self.model.add(sum(on_day) + never == 1)

    def _tie_to_day(self, move: int, day: int, placed: Any) -> None:
        """A placement in the travel-day slot of ``move`` holds only if the move falls on ``day`` (a move that may fall
        on several days, by the route: the visit it starts begins that day)."""
        if len(self.arrivals[move]) > 1:
            self.model.add(placed <= sum(v for (q, _c, start, _n), v in self.visit.items() if q == move and start == day))

    def _city_order(self, rules: Sequence[CityPlace], never: Any) -> None:
        """The route keeps the order asked (``city_order``): each city it names visited, at its stop (-1 the last) or
        before the city named (its stop's number smaller)."""
        m = self.model
        for city in city_order.cities(rules):
            m.add(sum(v for (_, c, _, _), v in self.visit.items() if c == city) + never == 1)
        for rule in rules:
            if rule.stop is not None:
                p = rule.stop - 1 if rule.stop > 0 else self.k + rule.stop
                m.add(sum(v for (q, c, _, _), v in self.visit.items() if c == rule.city and q == p) + never == 1)
            elif rule.before is not None:
                m.add(self._stop_of(rule.city) + 1 <= self._stop_of(rule.before) + never)

    def _stop_of(self, city: str) -> Any:  # a CP-SAT linear expression
        """The route's index of ``city`` (0 the first) when it is visited."""
        return sum(q * v for (q, c, _, _), v in self.visit.items() if c == city)

    def _placements(self, kind: VenueKind, entry: str, city: str) -> list[cp_model.IntVar]:
        """A venue's placement variables, made once (a sight closed on some days already has them)."""
        held = self.place.get((kind, entry))
        return [var for _, var in held] if held is not None else self._placed(kind, entry, city)

    def _cheapest_first(self, meals: list[tuple[PricedMeal, cp_model.IntVar]]) -> None:
        """Among restaurants serving the same requested cuisines (closed on the same days; best plan: of the same
        quality points), a dearer one is eaten only if the cheaper are too.

        Any plan can be rewritten this way at no extra cost, so no solution is
        lost, and the solver no longer tries every equivalent subset.
        """
        previous: dict[tuple[Any, ...], cp_model.IntVar] = {}
        for meal, var in sorted(meals, key=lambda item: meal_rank(item[0])):
            kind = (meal.cuisines, self.facts.closed_days("restaurant", meal.option.plan_entry), meal.points if self.best else None)
            if kind in previous:
                self.model.add_implication(var, previous[kind])
            previous[kind] = var

    def _place_closed_meals(self, city: str) -> None:
        """A restaurant closed on some days is eaten exactly when it is placed on a day (or slot) it is open."""
        for meal, eaten in self.meal[city]:
            entry = meal.option.plan_entry
            if self.facts.closed_days("restaurant", entry):
                self.model.add(sum(self._placed("restaurant", entry, city)) == eaten)

    def _sights_to_see(self, city: str) -> Any:  # a CP-SAT linear expression
        """How many distinct sights the city can give: those open every day, and each closed one placed on a day it is open."""
        closed = [self._placed("attraction", s, city) for s in self.facts.sights[city] if self.facts.closed_days("attraction", s)]
        for placed in closed:
            self.model.add(sum(placed) <= 1)
        return len(self.facts.sights[city]) - len(closed) + sum(sum(placed) for placed in closed)

    def _placed(self, kind: VenueKind, entry: str, city: str) -> list[cp_model.IntVar]:
        """Where a venue closed on some days may go: a full day in ``city`` or a travel-day slot there, on a day it is open.

        A full day holds three meals or one sight, a travel-day slot one of
        either; what the closed venues leave is taken by venues open every day.
        A travel-day slot is allowed only if the venue is open on every day its
        move may fall on (on every trip shape that has such slots, one day).
        """
        m, shut = self.model, self.facts.closed_days(kind, entry)
        group = "meal" if kind == "restaurant" else "sight"
        options: list[tuple[tuple[int, str | None], Any, list[Any]]] = []
        for day in range(1, self.spec.days + 1):
            there = self._full_day(city, day)
            if there and day not in shut:
                options.append(((day, None), m.new_bool_var(f"place_{kind}_{entry}_{day}"), there))
        for (j, slot, c), window in self.window.items():
            if c == city and (slot == "sight") == (group == "sight") and not shut & self.arrivals[j]:
                options.append(((j, slot), m.new_bool_var(f"place_{kind}_{entry}_{j}_{slot}"), [window]))
        self.place[kind, entry] = [(where, var) for where, var, _ in options]
        for (where, var, room) in options:
            self._capacity.setdefault((group, city, where), (room, []))[1].append(var)
        return [var for _, var, _ in options]

    def _full_day(self, city: str, day: int) -> list[cp_model.IntVar]:
        """The visits that make ``day`` a full day in ``city`` (at most one of them is chosen)."""
        return [v for (_, c, start, nights), v in self.visit.items() if c == city and start < day < start + nights]

    def _limit_placements(self) -> None:
        """No more closed venues on a full day than it has meals (3, less those of a kind a wish keeps restaurants for
        at every such meal) or sights (one, a pace's least), and one per travel-day slot (none at such a meal). Named
        sights (``must_see``) may crowd a full day beyond that, up to a pace's most: each one beyond is one more
        distinct sight its city must give."""
        value = self.spec.local_constraint.pace
        local = self.spec.local_constraint
        named = len({*(local.must_see or ()), *(wish.sight for wish in local.sight_days or ())})
        beyond: dict[str, list[Any]] = defaultdict(list)
        every = self.spec.local_constraint.every_meal  # meals whose restaurants are all kept for a wish
        for (group, city, (day, slot)), (room, placed) in self._capacity.items():
            if group == "meal":
                per = len(MEALS) - len(every) if slot is None else int(slot not in every)
            else:
                per = pace.sights_on_full_day(value, day) if slot is None else 1
            if group == "sight" and slot is None and named:
                most = pace.most_on(value, day)
                crowded = min(per + named, per + named if most is None else most)
                if crowded > per:
                    extra = self.model.new_int_var(0, crowded - per, f"beyond_{city}_{day}")
                    self.model.add(extra >= sum(placed) - per * sum(room))
                    beyond[city].append(extra)
                    per = crowded
            self.model.add(sum(placed) <= per * sum(room))
        for city, extras in beyond.items():
            held, given = self._sight_balance[city]
            self.model.add(held + sum(extras) <= given)

    def _completeness(self) -> None:
        """At least half of the 6 × D fields filled (strict count: the six fields only)."""
        if self.windows_needed:
            self.model.add(filled_without_windows(self.spec.days, self.k) + sum(self.window.values()) >= 3 * self.spec.days)

    # --- solving ----------------------------------------------------------------------------

    def solve(self, time_limit: float, workers: int = 1) -> Outcome:
        """Solve within ``time_limit`` seconds. Best plan: the highest quality, then (in the time left) its cheapest plan.

        The status is the quality's: "optimal" when the highest quality is
        proven, whether or not the cheapest plan of that quality is (a cost
        tie-break that runs out of time keeps the cheapest plan it found).
        """
        started = time.perf_counter()
        solver, status = self._run(time_limit, workers)
        solution = self._read(solver) if status in ("optimal", "feasible") else None
        if self.best and solution is not None:
            left = min(time_limit - (time.perf_counter() - started), TIE_BREAK_SHARE * time_limit)
            cheaper = self._cheapest_of_quality(solver, solution.quality, left, workers)
            solution = cheaper or solution
        return Outcome(status, solution)

    def _cheapest_of_quality(self, solved: cp_model.CpSolver, quality: int, time_limit: float, workers: int) -> Solution | None:
        """The cheapest plan of at least ``quality`` points, started from the one found; None when none is found in time."""
        if time_limit <= 0.01:
            return None
        m = self.model
        m.clear_hints()
        for i in range(len(m.proto.variables)):
            var = m.get_int_var_from_proto_index(i)
            m.add_hint(var, solved.value(var))
        m.add(self.quality >= quality)
        m.minimize(self.total)
        solver, status = self._run(time_limit, workers)
        return self._read(solver) if status in ("optimal", "feasible") else None

    def _run(self, time_limit: float, workers: int) -> tuple[cp_model.CpSolver, str]:
        solver = cp_model.CpSolver()
        solver.parameters.max_time_in_seconds = max(time_limit, 0.01)
        solver.parameters.num_workers = workers
        solver.parameters.random_seed = 0
        # Measured on validation_dev: presolve's probing costs seconds on these flow models and the root LP
        # closes most of the gap, so skip the one and load the other whole (7-day worst case 7 s → ~2 s).
        solver.parameters.cp_model_presolve = False
        solver.parameters.add_lp_constraints_lazily = False
        code = solver.solve(self.model)
        return solver, {cp_model.OPTIMAL: "optimal", cp_model.FEASIBLE: "feasible", cp_model.INFEASIBLE: "infeasible"}.get(code, "unknown")

    def _read(self, solver: cp_model.CpSolver) -> Solution:
        value = solver.boolean_value
        visits = sorted(key for key, v in self.visit.items() if value(v))
        windows: dict[int, set[str]] = {j: set() for j in self.moves}
        for (j, slot, _), v in self.window.items():
            if value(v):
                windows[j].add(slot)
        cities = tuple(c for _, c, _, _ in visits)
        legs = tuple(next(o for o, _, v in self.leg[j] if value(v)) for j in self.moves)
        pinned = self._pins(solver, (*(day for _, _, day, _ in visits), visits[-1][2] + visits[-1][3]))
        if not self.windows_needed:
            windows = self._free_sights(cities, tuple(n for *_, n in visits), legs, pinned)
        return Solution(
            cities=cities,
            nights=tuple(n for *_, n in visits),
            legs=legs,
            stays=tuple(next(s for s, v in self.stay_choice[key] if value(v)) for key in visits),
            meals={c: tuple(r for r, v in self.meal[c] if value(v)) for c in cities},
            windows={j: frozenset(slots) for j, slots in windows.items()},
            cost=int(round(solver.value(self.total))),
            quality=int(round(solver.value(self.quality))),
            pinned=pinned,
            kept_for=self._kept_entries(solver),
        )

    def _kept_entries(self, solver: cp_model.CpSolver) -> dict[tuple[str, str], tuple[str, ...]]:
        """The restaurants the solution keeps for a meal (``_meal_wishes``), by (city, meal)."""
        kept: dict[tuple[str, str], list[str]] = defaultdict(list)
        for (meal, city, index), var in self.kept_for.items():
            if solver.boolean_value(var):
                kept[city, meal].append(self.meal[city][index][0].option.plan_entry)
        return {key: tuple(entries) for key, entries in kept.items()}

    def _pins(self, solver: cp_model.CpSolver, move_days: tuple[int, ...]) -> dict[tuple[int, str], tuple[str, ...]]:
        """Where the solution placed each venue closed on some days: (day, "meal" | "sight") or (a move's day, its slot);
        and each restaurant met on a given day (``_meal_days``): (day, its meal, or "meal" when any)."""
        pinned: dict[tuple[int, str], list[str]] = defaultdict(list)
        for key, choice, entry in self._day_pins:
            if solver.boolean_value(choice):
                pinned[key].append(entry)
        for (kind, entry), places in self.place.items():
            for (at, slot), var in places:
                if solver.boolean_value(var):
                    key = (at, "meal" if kind == "restaurant" else "sight") if slot is None else (move_days[at], slot)
                    pinned[key].append(entry)
        return {key: tuple(entries) for key, entries in pinned.items()}

    def _full_day_needs(self, cities: tuple[str, ...], nights: tuple[int, ...]) -> dict[str, int]:
        """How many sights the full days of a route need in each city (``pace.sights_on_full_day``)."""
        need, day = {}, 1
        for city, n in zip(cities, nights, strict=True):
            need[city] = sum(pace.sights_on_full_day(self.spec.local_constraint.pace, d) for d in range(day + 1, day + n))
            day += n
        return need

    def _sightless(self, move: int) -> bool:
        """Whether a pace asks no sights on the day of ``move``: leaving home is day 1, coming back the last day (the
        only days a pace may leave without sights: ``TripSpec``)."""
        day = 1 if move == 0 else self.spec.days if move == self.k else None
        return day is not None and pace.sightless(self.spec.local_constraint.pace, day)

    def _free_sights(self, cities: tuple[str, ...], nights: tuple[int, ...], legs: tuple[PricedLeg, ...],
                     pinned: dict[tuple[int, str], tuple[str, ...]]) -> dict[int, set[str]]:
        """Sights on travel days, wherever the times allow and the city has one open every day to spare (they cost nothing)."""
        opened = self.facts.open_sights()
        # the sights closed on some days placed on full days take those days' places among the open ones
        placed = {entry for (_, slot), entries in pinned.items() if slot == "sight" for entry in entries
                  if self.facts.closed_days("attraction", entry)}
        need = self._full_day_needs(cities, nights)
        spare = {c: len(opened[c]) - (need[c] - len(placed.intersection(self.facts.sights[c]))) for c in cities}
        windows: dict[int, set[str]] = {}
        for j, leg in enumerate(legs):
            city = cities[window_position(j, "sight", self.k)]
            windows[j] = {"sight"} if "sight" in leg.windows and spare[city] > 0 and not self._sightless(j) else set()
            spare[city] -= len(windows[j])
        return windows
