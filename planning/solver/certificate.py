"""Why no plan exists, in words a traveller understands, with the numbers that prove it.

Two kinds of proof. If a plan exists once the budget is set aside, the
cheapest such plan (solved to optimality) is the certificate: its cost
against the budget is the deficit. Otherwise the optional constraints are
lifted one at a time (and then together): those whose removal lets a plan
exist are what cannot be met (when none does alone, the smallest group that
does together), each named with the sandbox's facts; when none does, the
trip's shape (cities, dates, transport) is. Every check is a proof within
the solve's deadline, or no certificate is given.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from itertools import combinations

from himap_travel.domain.constraints import VENUE_FIRST, named
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.solver.facts import CENTS, OutOfTime, SearchCache, TripFacts, gather
from himap_travel.planning.solver.model import Solution, TripModel, possible_leg_days
from himap_travel.state.plan import Certificate
from himap_travel.state.trip import TripSpec

RULES: tuple[str, ...] = tuple(c.key for c in VENUE_FIRST)  # the optional constraints, lifted one at a time, named in this order


def rules_certificate(facts: TripFacts, sandbox: Sandbox, deadline: float,
                      cache: SearchCache | None = None) -> Certificate | None:
    """Why no plan exists even at any price: the rules whose removal would let one exist, else the trip's shape.

    Only what is proved is claimed: None when ``deadline`` (a ``time.perf_counter()`` value) passes before
    every check the certificate rests on is decided (a gather cut short, or a CP-SAT solve that ran out of
    time, proves nothing; the solver then answers "unknown"). ``cache``: the searches ``facts`` were gathered
    with, reused by the lifted gathers.
    """
    spec = facts.spec
    present = [rule for rule in RULES if getattr(spec.local_constraint, rule)]
    try:
        culprits = _culprits(present, _Lifting(spec, sandbox, deadline, {} if cache is None else cache).feasible)
    except OutOfTime:
        return None
    if not culprits:
        return Certificate(kinds=["structure"], message=_structure(facts))
    return Certificate(kinds=culprits, message="; ".join(_rule_message(facts, rule, sandbox) for rule in culprits))


def _culprits(present: list[str], feasible: Callable[[list[str]], bool]) -> list[str]:
    """The rules that cannot be met: each whose removal alone lets a plan exist; when none does alone, the smallest
    group that does together (the first in ``present``'s order); none when the trip's shape is the cause.

    Lifting rules only widens the choice, so when lifting all of them leaves no plan, no fewer do: that one
    check proves the shape (instead of every group), and otherwise a group is always found (at worst all).
    """
    alone = [rule for rule in present if feasible([rule])]
    if alone or not present:
        return alone
    if not feasible(present):  # even with every rule lifted no plan: the shape is the cause
        return []
    for size in range(2, len(present)):
        group = next((list(group) for group in combinations(present, size) if feasible(list(group))), None)
        if group:
            return group
    return present


class _Lifting:
    """Whether a plan exists with some rules lifted: each answer proved and remembered, the searches shared."""

    def __init__(self, spec: TripSpec, sandbox: Sandbox, deadline: float, cache: SearchCache) -> None:
        self.spec, self.sandbox, self.deadline, self.cache = spec, sandbox, deadline, cache
        self.known: dict[frozenset[str], bool] = {}

    def feasible(self, rules: list[str]) -> bool:
        """Whether some plan keeps every rule but ``rules`` (budget aside); ``OutOfTime`` when not decided in time."""
        key = frozenset(rules)
        if key not in self.known:
            self.known[key] = self._solve(_without(self.spec, rules))
        return self.known[key]

    def _solve(self, spec: TripSpec) -> bool:
        facts = gather(spec, self.sandbox, possible_leg_days(spec.days, spec.visiting_city_number),
                       deadline=self.deadline, cache=self.cache)
        model = TripModel(facts)
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise OutOfTime("the time limit ran out before the lifted model was solved")
        outcome = model.solve(left)
        if outcome.status not in ("optimal", "feasible", "infeasible"):
            raise OutOfTime("the lifted model was not decided within the time limit")
        return outcome.solution is not None


def _without(spec: TripSpec, rules: list[str]) -> TripSpec:
    local = spec.local_constraint.model_copy(update={rule: None for rule in rules})
    return spec.model_copy(update={"local_constraint": local})


def budget_certificate(spec: TripSpec, solution: Solution) -> Certificate:
    """The cheapest plan (proven cheapest) is over the budget: by how much, and where the money goes."""
    transport = sum(leg.cost for leg in solution.legs) / CENTS
    stays = sum(s.nightly * n for s, n in zip(solution.stays, solution.nights, strict=True)) / CENTS
    meals = sum(m.cost for found in solution.meals.values() for m in found) / CENTS
    deficit = round(solution.total - spec.budget, 2)
    route = " → ".join([spec.org, *solution.cities, spec.org])
    message = (
        f"the cheapest plan that meets every other constraint costs ${solution.total:,.0f}, ${deficit:,.0f} over the "
        f"${spec.budget:,.0f} budget ({route}; transport ${transport:,.0f}, stays ${stays:,.0f}, meals ${meals:,.0f} "
        f"for {spec.people_number} {'person' if spec.people_number == 1 else 'people'})"
    )
    return Certificate(kinds=["budget"], message=message, cheapest_cost=solution.total, deficit=deficit)


def _rule_message(facts: TripFacts, rule: str, sandbox: Sandbox) -> str:
    constraint = named(rule)
    assert constraint.unmet is not None, f"{rule}: a local constraint has its certificate words (the registry's test)"
    why = _why_no_stay(facts, rule, sandbox) if constraint.venue == "accommodation" else ""
    return constraint.unmet(facts) + (f" ({why})" if why else "")


def _why_no_stay(facts: TripFacts, rule: str, sandbox: Sandbox) -> str:
    """What rules out the stays a stay rule would allow, in the sandbox's facts: "fits this trip" alone leaves a
    traveller guessing whether the city has no such stay or has some the trip cannot take (too few nights there,
    another of the request's rules). Only what is counted is said; nothing when no count explains it."""
    spec = facts.spec
    constraint = named(rule)
    value, people = constraint.value(spec), spec.people_number
    would = [row for city in [*facts.cities, *facts.unusable]
             for row in sandbox.accommodations_in(city, include_incomplete=True) if constraint.admits(row, value, people)]
    if not would:
        return "no stay there would"
    parts = []
    lacking = [row for row in would if not row.complete]  # the searches offer complete rows only
    if lacking:
        parts.append(f"{len(lacking)} {'lacks' if len(lacking) == 1 else 'lack'} data the checks need")
    nights = spec.days - spec.visiting_city_number  # the most nights one city can take (each other city at least one)
    too_long = [row for row in would if row.complete and (row.minimum_nights or 0) > nights]
    if too_long:
        least = min(int(row.minimum_nights or 0) for row in too_long)
        room = f"{nights} there" if spec.visiting_city_number == 1 else f"at most {nights} in one city"
        parts.append(f"{_count(too_long, would)} at least {least} nights, and this trip has {room}")
    others = [other for other in VENUE_FIRST if other.venue == "accommodation" and other.key != rule
              and other.value(spec) is not None]
    for other in others:
        ruled_out = [row for row in would if row.complete and row not in too_long
                     and not other.admits(row, other.value(spec), people)]
        if ruled_out:
            verb = "is" if len(ruled_out) == 1 else "are"
            parts.append(f"{len(ruled_out)} {verb} ruled out by your rule '{other.describe(other.value(spec))}'")
    if not parts:
        return ""
    return f"{len(would)} {'stay there would' if len(would) == 1 else 'stays there would'}, but " + "; ".join(parts)


def _count(rows: Sequence[object], every: Sequence[object]) -> str:
    """How many of the stays need more nights: "they need" when all of them do, else "2 need"."""
    if len(rows) == len(every):
        return "it needs" if len(rows) == 1 else "they need"
    return f"{len(rows)} {'needs' if len(rows) == 1 else 'need'}"


def _structure(facts: TripFacts) -> str:
    """The first part of the trip's shape that nothing in the sandbox can fill."""
    spec = facts.spec
    unusable = facts.unusable
    if len(facts.cities) < spec.visiting_city_number:
        lacking = "; ".join(_lacking(facts, city) for city in unusable)
        if spec.visiting_city_number == 1 and lacking:  # "Nashville has no places to stay this request can use"
            return lacking
        need = spec.visiting_city_number
        return (f"{spec.dest} has {_cities(len(facts.cities))} with places to stay, restaurants and sights this request can "
                f"use, and {need} {'is' if need == 1 else 'are'} needed" + (f" ({lacking})" if lacking else ""))
    modes = " or ".join(facts.allowed_modes)
    if not _moves(facts, spec.org, facts.cities, 1):
        return f"no {modes} from {spec.org} to {spec.dest} on {spec.date[0]}"
    if not _moves(facts, None, [spec.org], spec.days):
        return f"no {modes} from {spec.dest} back to {spec.org} on {spec.date[-1]}"
    return (f"no route from {spec.org} through {spec.visiting_city_number} of the {len(facts.cities)} cities of "
            f"{spec.dest} has transport on these dates with lodging for the nights and enough meals and sights")


def _cities(count: int) -> str:
    return "no city" if count == 0 else f"{count} {'city' if count == 1 else 'cities'}"


def _lacking(facts: TripFacts, city: str) -> str:
    """What a candidate city lacks for this request: "Nashville has no places to stay this request can use"."""
    parts = [what for what, rows in (("places to stay", facts.stays.get(city)), ("restaurants", facts.meals.get(city)),
                                     ("sights", facts.sights.get(city))) if not rows]
    return f"{city} has no {' or '.join(parts)} this request can use"


def _moves(facts: TripFacts, origin: str | None, destinations: list[str], day: int) -> bool:
    """Whether any option leaves ``origin`` (None: any candidate city) for one of ``destinations`` on ``day``."""
    return any(option.day in (None, day) for (a, b), options in facts.legs.items()
               if (origin is None or a == origin) and b in destinations and a != b for option in options)
