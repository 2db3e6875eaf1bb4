"""The expert day executor: one day, planned from its task, a Σ snapshot and its own searches.

It books the day's inter-city move, fills the meal slots (the coordinator's
picks first, requested cuisines kept), spends its budget hint on better-rated
meals from its own share, adds sights, prices the day with ``cost_enquiry``
and submits it with ``finish``. A Σ rejection (a venue another day holds, the
budget) is answered by avoiding that venue or falling back to the cheapest
choices; a day that cannot be planned returns a typed infeasibility.
"""

from __future__ import annotations

from dataclasses import dataclass

from nodes.policies.expert.coordinator import writable
from state.plan import EMPTY, DayOutcome, DayPlan, DayTask, Infeasibility, MealSlot
from state.sigma import Sigma
from state.venues import canonical_city, canonical_venue
from tools.toolbox import ToolBox

MAX_FINISH_TRIES = 3
LATE_ARRIVAL = "21:00"
LAST_SIGHTS = "18:00"  # no sightseeing after a later arrival
FIRST_SIGHTS_DEPARTURE = "12:00"  # no sightseeing before an earlier departure  # no dinner at the destination after a later arrival
EARLY_DEPARTURE = ("09:00", "14:00")  # no breakfast / lunch before a departure earlier than these


@dataclass(frozen=True)
class Option:
    entry: str
    cost: float
    rating: float
    cuisines: str


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
        try:
            transport, times, fare = self._transport(task, tools)
            frugal = False
            for _ in range(MAX_FINISH_TRIES):
                fields = self._compose(task, transport, times, fare, taken, tools, frugal)
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
            return DayOutcome(
                iteration=iteration,
                day=task.day,
                attempt=attempt,
                plan=result.plan,
                cost=result.cost,
                commit=result.commit,
                tool_calls=len(tools.trace),
            )
        except DayInfeasible as failure:
            plan = failure.plan or DayPlan(day=task.day, current_city=task.current_city)
            return DayOutcome(
                iteration=iteration,
                day=task.day,
                attempt=attempt,
                plan=plan,
                cost=failure.cost,
                infeasible=failure.report,
                tool_calls=len(tools.trace),
            )

    # --- transport ----------------------------------------------------------------------

    def _transport(self, task: DayTask, tools: ToolBox) -> tuple[str, tuple[str, str] | None, float]:
        """The day's transportation entry, a flight's (departure, arrival) times, and the fare."""
        leg = task.leg
        if leg is None:
            return EMPTY, None, 0.0
        if leg.mode == "flight":
            found = tools.call("flight_search", origin=leg.origin, destination=leg.destination, date=task.date)
            options = getattr(found, "options", [])
            if options:
                f = options[0]
                text = f"Flight Number: {f.flight_number}, from {leg.origin} to {leg.destination}, Departure Time: {f.dep_time}, Arrival Time: {f.arr_time}"
                return text, (f.dep_time, f.arr_time), f.price * task.people
        mode = leg.mode if leg.mode != "flight" else "taxi"
        found = tools.call("distance_search", origin=leg.origin, destination=leg.destination, mode=mode, people=task.people)
        options = getattr(found, "options", [])
        if not options:
            raise DayInfeasible(
                Infeasibility(day=task.day, violation_type="availability", reason=f"no {leg.mode} from {leg.origin} to {leg.destination} on {task.date}")
            )
        d = options[0]
        label = "Self-driving" if d.mode == "self-driving" else "Taxi"
        text = f"{label}, from {leg.origin} to {leg.destination}, duration: {d.duration}, distance: {d.distance}, cost: {d.total_cost:g}"
        return text, None, d.total_cost

    # --- the day's venues ---------------------------------------------------------------------

    def _compose(self, task: DayTask, transport: str, times, fare: float, taken: set[str], tools: ToolBox, frugal: bool) -> dict[str, str]:
        fields = {"current_city": task.current_city, "transportation": transport}
        accommodation, nightly = self._accommodation(task, tools)
        fields["accommodation"] = accommodation
        fixed = nightly + fare
        allowance = max(task.budget_hint - fixed, 0.0)
        fields.update(self._meals(task, times, taken, tools, allowance, frugal))
        fields["attraction"] = self._attractions(task, taken, tools) if _sights_fit(task, times) else EMPTY
        return fields

    def _accommodation(self, task: DayTask, tools: ToolBox) -> tuple[str, float]:
        if task.role == "return" and task.accommodation is None:
            return EMPTY, 0.0
        c = task.constraints
        found = tools.call(
            "accommodation_search", city=task.city, people=task.people, room_type=c.room_type, house_rule=c.house_rule, limit=200
        )
        options = [o for o in getattr(found, "options", []) if writable(o.name)]
        if task.accommodation:
            chosen = next((o for o in options if f"{o.name}, {o.city}" == task.accommodation), None)
        else:  # no coordinator: the cheapest listing that allows the stay's nights
            nights = max(task.nights_in_stay, 1)
            chosen = next((o for o in options if o.minimum_nights <= nights), None)
        if chosen is None:
            raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability", reason=f"no suitable lodging in {task.city}"))
        return f"{chosen.name}, {chosen.city}", float(chosen.nightly_total or chosen.price)

    def _meals(self, task: DayTask, times, taken: set[str], tools: ToolBox, allowance: float, frugal: bool) -> dict[str, str]:
        menus = {city: self._menu(city, task.people, tools) for city in {s.city for s in task.meals}}
        share = list(task.suggested_restaurants)
        chosen: dict[str, Option] = {}
        used = set(taken)
        slots = [s for s in task.meals if _meal_fits(s, task, times) and (s.required or not frugal)]
        for slot in sorted(slots, key=lambda s: (not s.required, not s.cuisine)):
            pick = self._pick(slot, menus[slot.city], share, used, allowance if not slot.required else None, frugal)
            if pick is None:
                if slot.required:
                    raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability", reason=f"no restaurant left for {slot.slot} in {slot.city}"))
                continue
            chosen[slot.slot] = pick
            used.add(_key(pick.entry))
            allowance -= pick.cost
        if not frugal:
            allowance = self._upgrade(chosen, slots, menus, share, used, allowance)
        return {slot: (chosen[slot].entry if slot in chosen else EMPTY) for slot in ("breakfast", "lunch", "dinner")}

    def _menu(self, city: str, people: int, tools: ToolBox) -> dict[str, Option]:
        found = tools.call("restaurant_search", city=city, limit=500)
        menu: dict[str, Option] = {}
        for o in getattr(found, "options", []):
            entry = f"{o.name}, {o.city}"
            if writable(o.name) and entry not in menu:
                menu[entry] = Option(entry, o.average_cost * people, o.rating, ", ".join(o.cuisines))
        return menu

    def _pick(self, slot: MealSlot, menu: dict[str, Option], share: list[str], used: set[str], budget: float | None, frugal: bool) -> Option | None:
        """The coordinator's pick if still free, else the cheapest free restaurant (of the share first)."""
        def ok(option: Option | None) -> bool:
            return (
                option is not None
                and _key(option.entry) not in used
                and (slot.cuisine is None or slot.cuisine in option.cuisines)
                and (budget is None or option.cost <= budget)
            )

        if slot.suggestion and not frugal and ok(menu.get(slot.suggestion)):
            return menu[slot.suggestion]
        in_share = sorted((menu[e] for e in share if e in menu and ok(menu[e])), key=lambda o: (o.cost, o.entry))
        if in_share:
            return in_share[0]
        if slot.suggestion and ok(menu.get(slot.suggestion)):
            return menu[slot.suggestion]
        anywhere = sorted((o for o in menu.values() if ok(o)), key=lambda o: (o.cost, o.entry))
        return anywhere[0] if anywhere else None

    def _upgrade(self, chosen: dict[str, Option], slots: list[MealSlot], menus, share: list[str], used: set[str], allowance: float) -> float:
        """Spend the day's slack on better-rated restaurants from the day's own share."""
        for slot in slots:
            current = chosen.get(slot.slot)
            if current is None or slot.cuisine:
                continue
            menu = menus[slot.city]
            better = [
                menu[e] for e in share
                if e in menu and _key(e) not in used and menu[e].rating > current.rating and menu[e].cost - current.cost <= allowance
            ]
            if better:
                best = max(better, key=lambda o: (o.rating, -o.cost, o.entry))
                used.discard(_key(current.entry))
                used.add(_key(best.entry))
                allowance -= best.cost - current.cost
                chosen[slot.slot] = best
        return allowance

    def _attractions(self, task: DayTask, taken: set[str], tools: ToolBox) -> str:
        if task.attraction_city is None:
            return EMPTY
        found = tools.call("attraction_search", city=task.attraction_city, limit=200)
        known = [f"{o.name}, {o.city}" for o in getattr(found, "options", []) if writable(o.name)]
        free = [e for e in [*task.suggested_attractions, *known] if e in known and _key(e) not in taken]
        picks = list(dict.fromkeys(free))[: max(task.attractions, 1)]
        if not picks:
            if task.attractions_required:
                raise DayInfeasible(Infeasibility(day=task.day, violation_type="availability", reason=f"no attraction left in {task.attraction_city}"))
            return EMPTY
        return "".join(f"{p};" for p in picks)


def _key(entry: str) -> str:
    """A venue's identity for avoiding repeats: canonical name and city."""
    name, _, city = entry.rpartition(", ")
    return f"{canonical_venue(name or entry, city or None)}|{canonical_city(city)}"


def _sights_fit(task: DayTask, times: tuple[str, str] | None) -> bool:
    """A travel day's optional sightseeing needs daylight at the destination (or before leaving)."""
    if task.attractions_required or times is None:
        return True
    departure, arrival = times
    return arrival <= LAST_SIGHTS if task.role == "departure" else departure >= FIRST_SIGHTS_DEPARTURE


def _meal_fits(slot: MealSlot, task: DayTask, times: tuple[str, str] | None) -> bool:
    """Optional travel-day meals only when the flight leaves time for them."""
    if slot.required or times is None:
        return True
    departure, arrival = times
    if task.role == "departure":
        return arrival <= LATE_ARRIVAL
    if slot.slot == "breakfast":
        return departure >= EARLY_DEPARTURE[0]
    if slot.slot == "lunch":
        return departure >= EARLY_DEPARTURE[1]
    return True
