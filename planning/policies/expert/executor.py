"""The expert day executor: one day, planned from its task, a Σ snapshot and its own searches.

It books the day's inter-city move (the cheapest flight; on a day read back
from a delivered plan, the cheapest that leaves room for what the day had),
fills the meal slots (the coordinator's picks first, requested cuisines kept:
a restaurant that serves a slot's cuisine frees the others kept for it),
spends its budget hint on better-rated meals from its own share, adds
sights, prices the day with ``cost_enquiry`` and submits it with ``finish``.
The searches a day needs go out together, as one decision holding several
tool calls (``ToolBox.call_many``): the transport, lodging, restaurant and
sight searches first, then ``finish``; only what depends on a result (a taxi
when no flight is found, sights on a flight day once the times are known)
follows on its own. When a search shows the day cannot be planned, the
others of its batch were made anyway (they are in the trace). A Σ rejection
(a venue another day holds, the budget) is answered by avoiding that venue
or falling back to the cheapest choices (each meal the cheapest free
restaurant anywhere); a day that cannot be planned returns a typed
infeasibility.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, cast

from himap_travel.domain.constraints import avoid_sights
from himap_travel.domain.evaluation.quality import SIGHT_SEEN, move_points
from himap_travel.planning.policies.expert.party import flight_cost, meal_cost, nightly_cost, serves
from himap_travel.state.days import MEALS, day_windows
from himap_travel.state.plan import EMPTY, DayOutcome, DayPlan, DayTask, Infeasibility, Leg, MealSlot, writable
from himap_travel.state.sigma import Sigma
from himap_travel.state.venues import canonical_city, canonical_venue
from himap_travel.tools.search_args import (
    accommodation_search_args,
    distance_search_args,
    flight_search_args,
    restaurant_search_args,
)
from himap_travel.tools.search_results import RestaurantOption
from himap_travel.tools.toolbox import ToolBox

MAX_FINISH_TRIES = 3

Menu = dict[str, RestaurantOption]  # a city's restaurants by plan entry
Call = tuple[str, dict[str, Any]]


class _Searches:
    """A day's searches: those gathered together answer the calls that follow, the rest go to the tools one by one."""

    def __init__(self, tools: ToolBox) -> None:
        self.tools = tools
        self._gathered: dict[str, Any] = {}

    def gather(self, calls: list[Call]) -> None:
        """Run these calls together (one decision); each answers the next ``call`` that asks for it."""
        self._gathered = dict(zip((_call_key(c) for c in calls), self.tools.call_many(calls), strict=True))

    def call(self, call: Call) -> Any:
        key = _call_key(call)
        if key in self._gathered:
            return self._gathered.pop(key)
        return self.tools.call(call[0], **call[1])


def _call_key(call: Call) -> str:
    return f"{call[0]}:{json.dumps(call[1], sort_keys=True, default=str)}"


class DayInfeasible(Exception):
    """The day cannot be planned within its task; carries the best-effort plan when there is one."""

    def __init__(self, report: Infeasibility, plan: DayPlan | None = None, cost: float = 0.0) -> None:
        super().__init__(report.reason)
        self.report = report
        self.plan = plan
        self.cost = cost


class ExpertExecutor:
    """Tactical level of the expert policy."""

    def plan_day(self, task: DayTask, sigma: Sigma, avoid: set[str], tools: ToolBox, iteration: int, attempt: int) -> DayOutcome:
        taken = {_key(v) for v in avoid} | {_key(label.split(": ", 1)[-1]) for label in sigma.venues()}
        searches = _Searches(tools)
        try:
            first = [self._transport_call(task)] if task.leg is not None else []
            searches.gather(first + self._venue_calls(task, _times_before_search(task)))
            transport, times, fare = self._transport(task, searches)
            frugal = False
            for round_ in range(MAX_FINISH_TRIES):
                if round_:
                    searches.gather(self._venue_calls(task, times))
                fields = self._compose(task, transport, times, fare, taken, searches, frugal)
                result = tools.call("finish", **fields)
                if result.accepted or result.rejection is None:
                    break
                if result.rejection.venue:
                    taken.add(_key(result.rejection.venue))
                frugal = frugal or result.rejection.code == "BUDGET_EXCEEDED"
            if not result.accepted:
                rejection = result.rejection
                failure = DayInfeasible(
                    Infeasibility(
                        day=task.day,
                        deficit=round(rejection.deficit or 0.0, 2) if rejection else 0.0,
                        violation_type="budget" if rejection and rejection.code == "BUDGET_EXCEEDED" else "availability",
                        reason=rejection.message if rejection else "Σ refused the day",
                    ),
                    plan=result.plan,
                    cost=result.cost,
                )
                raise failure
            return DayOutcome.of(task, iteration, attempt, len(tools.trace), plan=result.plan, cost=result.cost, commit=result.commit)
        except DayInfeasible as failure:
            return DayOutcome.of(task, iteration, attempt, len(tools.trace), plan=failure.plan, cost=failure.cost,
                                 infeasible=failure.report)

    # --- transport ----------------------------------------------------------------------

    def _transport_call(self, task: DayTask, drive: bool = False) -> Call:
        """The day's transport search: its flight, or the drive (``drive``: the taxi when no flight is found).

        The drive is searched for every mode, as the coordinator priced the leg: the same search, so a cache hit.
        """
        leg = task.leg
        assert leg is not None, f"day {task.day} travels: it has its leg"  # only travel days search for transport
        if leg.mode == "flight" and not drive:  # only flights that keep the trip's flight times and duration
            return "flight_search", flight_search_args(task.constraints, leg.origin, leg.destination, task.date, task.day,
                                                       outbound=task.role == "departure", back=task.role == "return")
        return "distance_search", distance_search_args(task.constraints, leg.origin, leg.destination, task.people)

    def _venue_calls(self, task: DayTask, times: tuple[str, str] | None | object) -> list[Call]:
        """The lodging, restaurant and sight searches a compose round makes (sights: when ``times`` let them)."""
        calls = [] if task.role == "return" and task.accommodation is None else [self._lodging_call(task)]
        calls += [self._menu_call(city, task) for city in _meal_cities(task)]
        known = cast("tuple[str, str] | None", times)  # read only when not _UNKNOWN
        if task.attraction_city is not None and times is not _UNKNOWN and _sights_fit(task, known):
            calls.append(self._sights_call(task))
        return calls

    def _transport(self, task: DayTask, searches: _Searches) -> tuple[str, tuple[str, str] | None, float]:
        """The day's transportation entry, a flight's (departure, arrival) times, and the fare."""
        leg = task.leg
        if leg is None:
            return EMPTY, None, 0.0
        if leg.mode == "flight":
            found = searches.call(self._transport_call(task))
            options = getattr(found, "options", [])
            if options:
                f = next((o for o in options if _keeps_room(task, (o.dep_time, o.arr_time))), options[0])
                if task.objective == "best":
                    f = better_flight(task, options, f)
                text = (f"Flight Number: {f.flight_number}, from {leg.origin} to {leg.destination}, "
                        f"Departure Time: {f.dep_time}, Arrival Time: {f.arr_time}")
                return text, (f.dep_time, f.arr_time), flight_cost(f, task.people)
        mode = leg.mode if leg.mode != "flight" else "taxi"
        found = searches.call(self._transport_call(task, drive=True))
        options = [o for o in getattr(found, "options", []) if o.mode == mode]
        if not options:
            raise DayInfeasible(
                Infeasibility(day=task.day, violation_type="availability",
                              reason=f"no {leg.mode} from {leg.origin} to {leg.destination} on {task.date}")
            )
        d = options[0]
        label = "Self-driving" if d.mode == "self-driving" else "Taxi"
        text = f"{label}, from {leg.origin} to {leg.destination}, duration: {d.duration}, distance: {d.distance}, cost: {d.total_cost:g}"
        return text, None, d.total_cost

    # --- the day's venues ---------------------------------------------------------------------

    def _compose(self, task: DayTask, transport: str, times: Any, fare: float, taken: set[str], searches: _Searches,
                 frugal: bool) -> dict[str, str]:
        fields = {"current_city": task.current_city, "transportation": transport}
        accommodation, nightly = self._accommodation(task, searches)
        fields["accommodation"] = accommodation
        fixed = nightly + fare
        allowance = max(task.budget_hint - fixed, 0.0)
        fields.update(self._meals(task, times, taken, searches, allowance, frugal))
        fields["attraction"] = self._attractions(task, taken, searches) if _sights_fit(task, times) else EMPTY
        return fields

    def _lodging_call(self, task: DayTask) -> Call:
        return "accommodation_search", accommodation_search_args(task.city, task.people, task.constraints, limit=200)

    def _accommodation(self, task: DayTask, searches: _Searches) -> tuple[str, float]:
        if task.role == "return" and task.accommodation is None:
            return EMPTY, 0.0
        found = searches.call(self._lodging_call(task))
        options = [o for o in getattr(found, "options", []) if writable(o.name)]
        if task.accommodation:
            chosen = next((o for o in options if o.plan_entry == task.accommodation), None)
        else:  # no coordinator: the cheapest listing that allows the stay's nights
            nights = max(task.nights_in_stay, 1)
            chosen = next((o for o in options if o.minimum_nights <= nights), None)
        if chosen is None:
            raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability", reason=f"no suitable lodging in {task.city}"))
        return chosen.plan_entry, float(nightly_cost(chosen))

    def _meals(self, task: DayTask, times: Any, taken: set[str], searches: _Searches, allowance: float, frugal: bool) -> dict[str, str]:
        menus = {city: self._menu(city, task, searches) for city in _meal_cities(task)}
        share = list(task.suggested_restaurants)
        chosen: dict[str, RestaurantOption] = {}
        used = set(taken)
        slots = [s for s in task.meals if _meal_fits(s, task, times) and (s.required or not frugal)]
        for slot in sorted(slots, key=lambda s: (not s.required, not s.cuisine)):
            if slot.cuisine and not slot.at_this_meal and any(serves(o, slot.cuisine) for o in chosen.values()):
                slot = slot.model_copy(update={"cuisine": None})  # an earlier pick serves it: any restaurant will do
            budget = allowance if not slot.required else None
            pick = self._pick(slot, menus[slot.city], share, used, budget, frugal, task.people)
            if pick is None:
                if slot.required:
                    raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability",
                                                      reason=f"no restaurant left for {slot.slot} in {slot.city}"))
                continue
            chosen[slot.slot] = pick
            used.add(_key(pick.plan_entry))
            allowance -= meal_cost(pick, task.people)
        if not frugal:
            allowance = self._upgrade(chosen, slots, menus, share, used, allowance, task.people, task.objective == "best")
        return {slot: (chosen[slot].plan_entry if slot in chosen else EMPTY) for slot in MEALS}

    def _menu_call(self, city: str, task: DayTask) -> Call:
        return "restaurant_search", restaurant_search_args(city, task.constraints, limit=500)

    def _menu(self, city: str, task: DayTask, searches: _Searches) -> Menu:
        """The city's restaurants a plan can name, by plan entry (the first option of each entry)."""
        found = searches.call(self._menu_call(city, task))
        menu: Menu = {}
        for o in getattr(found, "options", []):
            if writable(o.name):
                menu.setdefault(o.plan_entry, o)
        return menu

    def _pick(self, slot: MealSlot, menu: Menu, share: list[str], used: set[str], budget: float | None, frugal: bool,
              people: int) -> RestaurantOption | None:
        """The coordinator's pick if still free, else the cheapest free restaurant (of the share first).

        ``frugal`` (Σ refused the day's cost): the cheapest free restaurant anywhere.
        """
        def ok(option: RestaurantOption | None) -> bool:
            return (
                option is not None
                and _key(option.plan_entry) not in used
                and (slot.cuisine is None or serves(option, slot.cuisine))
                and (budget is None or meal_cost(option, people) <= budget)
            )

        def cheapest(options: Iterable[RestaurantOption]) -> RestaurantOption | None:
            return min((o for o in options if ok(o)), key=lambda o: (meal_cost(o, people), o.plan_entry), default=None)

        if frugal:
            return cheapest(menu.values())
        if slot.suggestion and ok(menu.get(slot.suggestion)):
            return menu[slot.suggestion]
        return cheapest(menu[e] for e in share if e in menu) or cheapest(menu.values())

    def _upgrade(self, chosen: dict[str, RestaurantOption], slots: list[MealSlot], menus: dict[str, Menu], share: list[str],
                 used: set[str], allowance: float, people: int, for_quality: bool = False) -> float:
        """Spend the day's slack on better-rated restaurants from the day's own share.

        A slot placed for a requested cuisine keeps it; ``for_quality`` (the best objective) also upgrades such a
        slot, to a restaurant serving that cuisine, or to any when another of the day's meals serves it too.
        """
        def extra(option: RestaurantOption, current: RestaurantOption) -> float:
            return meal_cost(option, people) - meal_cost(current, people)

        def keeps_cuisine(slot: MealSlot, option: RestaurantOption) -> bool:
            return (not slot.cuisine or serves(option, slot.cuisine)
                    or not slot.at_this_meal and any(serves(other, slot.cuisine) for name, other in chosen.items() if name != slot.slot))

        for slot in slots:
            current = chosen.get(slot.slot)
            if current is None or (slot.cuisine and not for_quality):
                continue
            menu = menus[slot.city]
            better = [
                menu[e] for e in share
                if e in menu and _key(e) not in used and menu[e].rating > current.rating and extra(menu[e], current) <= allowance
                and keeps_cuisine(slot, menu[e])
            ]
            if better:
                best = max(better, key=lambda o: (o.rating, -meal_cost(o, people), o.plan_entry))
                used.discard(_key(current.plan_entry))
                used.add(_key(best.plan_entry))
                allowance -= extra(best, current)
                chosen[slot.slot] = best
        return allowance

    def _sights_call(self, task: DayTask) -> Call:
        return "attraction_search", dict(city=task.attraction_city, limit=200)

    def _attractions(self, task: DayTask, taken: set[str], searches: _Searches) -> str:
        if task.attraction_city is None:
            return EMPTY
        found = searches.call(self._sights_call(task))
        avoided = task.constraints.avoid_sights or ()
        known = [o.plan_entry for o in getattr(found, "options", [])
                 if writable(o.name, sight=True) and avoid_sights.allows(o.name, avoided)]
        free = [e for e in [*task.suggested_attractions, *known] if e in known and _key(e) not in taken]
        picks = list(dict.fromkeys(free))[: max(task.attractions, 1)]
        if not picks:
            if task.attractions_required:
                raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability",
                                                  reason=f"no attraction left in {task.attraction_city}"))
            return EMPTY
        return "".join(f"{p};" for p in picks)


_UNKNOWN = object()  # a flight day's times before its flight is found


FLIGHT_SLACK_SHARE = 0.3  # best objective: of the day's budget hint, what a better flight may cost beyond the cheapest


def better_flight(task: DayTask, options: list[Any], cheapest: Any) -> object:
    """Best objective: the flight of most quality points (the meals and sight its times leave room for on this day,
    less the early-departure and late-arrival penalties) that costs at most a share of the day's hint more than the
    cheapest; ties to the cheaper. A repair's day keeps to flights that keep its room."""
    limit = flight_cost(cheapest, task.people) + FLIGHT_SLACK_SHARE * task.budget_hint

    def points(option: Any) -> int:
        windows = day_windows(task.role, option.dep_time, option.arr_time)
        return SIGHT_SEEN * len(windows) + move_points("flight", option.dep_time, option.arr_time, 0)

    fitting = [o for o in options if flight_cost(o, task.people) <= limit and _keeps_room(task, (o.dep_time, o.arr_time))]
    return max(fitting, key=lambda o: (points(o), -flight_cost(o, task.people)), default=cheapest)


def _times_before_search(task: DayTask) -> object | None:
    """What a day knows of its flight times before searching: nothing on a flight day, else that there are none."""
    return _UNKNOWN if task.leg is not None and task.leg.mode == "flight" and not task.attractions_required else None


def _meal_cities(task: DayTask) -> list[str]:
    """The cities whose restaurants the day's meals come from, in a fixed order."""
    return list(dict.fromkeys(s.city for s in task.meals))


def _key(entry: str) -> str:
    """A venue's identity for avoiding repeats: canonical name and city."""
    name, _, city = entry.rpartition(", ")
    return f"{canonical_venue(name or entry, city or None)}|{canonical_city(city)}"


def _sights_fit(task: DayTask, times: tuple[str, str] | None) -> bool:
    """A travel day's optional sightseeing needs daylight at the destination (or before leaving)."""
    return task.attractions_required or times is None or "sight" in day_windows(task.role, *times)


def _keeps_room(task: DayTask, times: tuple[str, str]) -> bool:
    """Whether a flight leaves room for the meals and sights the day had around its planned flight (a repair's task).

    The cheapest flight that does is taken: a repair keeps the day's plan, not only its leg. Without planned
    times (planning) every flight does, and the cheapest is taken.
    """
    planned = cast(Leg, task.leg).planned_times  # asked of a day's flights: the day travels
    if planned is None:
        return True
    used = {s.slot for s in task.meals if s.suggestion} | ({"sight"} if task.suggested_attractions else set())
    return used & day_windows(task.role, *planned) <= day_windows(task.role, *times)


def _meal_fits(slot: MealSlot, task: DayTask, times: tuple[str, str] | None) -> bool:
    """Optional travel-day meals only when the flight leaves time for them."""
    return slot.required or times is None or slot.slot in day_windows(task.role, *times)
