"""Measure where the expert misses a wish the exact solver keeps, per constraint kind of the registry (issue 38).

    .venv/bin/python benchmarks/expert_wishes.py [--splits train validation_dev] [--per-shape 2] [--kinds pace must_see]
        [--objectives cheapest best] [--solver-time-limit 10] [--out FILE]

For ``--per-shape`` queries of each trip shape (3 days / 1 city, 5 / 2, 7 / 3) of each split, every kind of
``state.trip.REGISTERED`` gets wishes the data can answer, derived from the query's own trip: the sights, restaurants
and stays of the cities the solver's unconstrained plan visits (a sight or a restaurant the expert's plan left out,
several sights to see in one city), what the expert's plan used (to avoid), the flights that exist on the trip's
legs (a window only the latest or earliest flight keeps), paces of 1 to 3 sights (every day, on a day), cities of
the state off the expert's route. Each wish is planned by the expert alone (no solver fallback) and by the exact
solver, under each objective asked (both by default: ``cheapest``, the benchmark's, and ``best``, the traveller's;
the wishes come from that objective's own unconstrained plans), and both plans are scored by the evaluator in strict
mode.

Per objective and kind it prints how many wishes were tried and: both kept it; **gap** (the solver delivers a valid plan, the
expert does not); the expert only; neither (both refuse: nothing keeps it, or the solver proves so); and **false**
(a planner called a plan valid that the evaluator fails: never acceptable). The gaps are listed one a line. The rows
go to FILE (default ``runs/speed/expert_wishes.json``, outside what git tracks).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterator
from pathlib import Path

from rich.console import Console
from rich.table import Table

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.names import OBJECTIVES
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import CUISINES, MORE_CUISINES, REGISTERED, LocalConstraint, TripSpec

DEFAULT_OUT = Path("runs/speed/expert_wishes.json")
MEALS = ("breakfast", "lunch", "dinner")
Wish = tuple[str, str, dict]  # kind, what it asks (for the listing), the rules (a row's dict form; "budget" the spec's)


def plan(planner, spec: TripSpec, sandbox, policy: str, objective: str, limit: float) -> tuple[str, list[dict], float | None]:
    """One planner's verdict status, plan and cost under ``objective`` (the expert alone: no solver fallback; the solver
    within ``limit`` wall-clock seconds, which a busy machine needs raised so that it never cuts a solve short)."""
    settings = PlannerSettings(policy=policy, solver_fallback=False, objective=objective, solver_time_limit=limit)
    result = result_of(planner.invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    if result is None:  # refused before planning (a typed error in the run's state)
        return "refused", [], None
    return result.verdict.status, result.plan or [], result.verdict.total_cost


def route(spec: TripSpec, days: list[dict]) -> list[str]:
    """The cities a plan visits, in order (the origin left out)."""
    cities: list[str] = []
    for day in days:
        said = day.get("current_city", "")
        for city in (said[5:].split(" to ") if said.startswith("from ") else [said]):
            if city and city != spec.org and city not in cities:
                cities.append(city)
    return cities


def _names(entry: str) -> str:
    return entry.rsplit(",", 1)[0].strip()


def used_sights(days: list[dict]) -> list[str]:
    return [_names(e) for d in days if d.get("attraction", "-") != "-" for e in attractions(d["attraction"], True)]


def used_restaurants(days: list[dict]) -> list[str]:
    return [_names(d[m]) for d in days for m in MEALS if d.get(m, "-") not in ("-", "", None)]


def wishes(spec: TripSpec, sandbox, expert: list[dict], solver: list[dict], solver_cost: float | None) -> Iterator[Wish]:
    """Wishes of every registered kind that the data of this trip can answer."""
    local = spec.local_constraint
    cities = route(spec, solver) or [spec.dest]
    first = cities[0]
    sights = {c: [a.name for a in sandbox.attractions_in(c) if a.name] for c in cities}
    menus = {c: [r for r in sandbox.restaurants_in(c) if r.name] for c in cities}
    stays = [s for s in sandbox.accommodations_in(first) if s.price]
    seen, eaten = set(used_sights(expert)), set(used_restaurants(expert))
    if solver_cost:
        yield "budget", "5% over the solver's plan", {"budget": math.ceil(solver_cost * 1.05)}
    if local.house_rule is None:
        yield "house_rule", "pets", {"house rule": "pets"}
    served = Counter(c.strip() for r in menus[first] for c in (r.cuisines or "").split(","))
    yield "cuisine", "two cuisines of the first city", {"cuisine": [c for c in CUISINES if served[c]][:2]}
    if local.room_type is None:
        yield "room_type", "entire room", {"room type": "entire room"}
    if local.transportation is None:
        yield "transportation", "no flight", {"transportation": "no flight"}
        yield "transportation", "no self-driving", {"transportation": "no self-driving"}
    yield "min_rating", "4", {"min rating": 4.0}
    yield "min_stay_rating", "4", {"min stay rating": 4}
    if stays:
        yield "max_night_price", "median of the first city", {"max night price": statistics.median(s.price for s in stays)}
        yield "max_night_price_per_person", "median / 2", {"max night price per person": statistics.median(s.price for s in stays) / 2}
    more = [c for c in MORE_CUISINES if served[c]]
    if more:
        yield "more_cuisines", more[0], {"more cuisines": more[:1]}
    expert_cuisines = Counter(c.strip() for r in menus[first] if r.name in eaten for c in (r.cuisines or "").split(","))
    if expert_cuisines:
        yield "avoid_cuisines", "the expert's most eaten", {"avoid cuisines": [expert_cuisines.most_common(1)[0][0]]}
    rule = local.house_rule or "pets"
    yield "more_house_rules", "one more", {"house rule": rule, "more house rules": ["visitors" if rule != "visitors" else "smoking"]}
    costs = [r.average_cost for r in menus[first] if r.average_cost]
    if costs:
        yield "max_meal_cost", "median of the first city", {"max meal cost": statistics.median(costs)}
    uneaten = {c: sorted(r.name for r in menus[c] if r.name not in eaten) for c in cities}
    picks = [names[len(names) // 2] for names in uneaten.values() if names]
    if picks:
        yield "eat_at", "one the expert left out, per city", {"eat at": picks}
    if eaten:
        yield "avoid_restaurants", "the expert's", {"avoid restaurants": sorted(eaten)[:20]}
    yield from _meal_wishes(expert, menus[first])
    yield from _meal_days(spec, expert, menus[first])
    unseen = {c: [s for s in names if s not in seen] for c, names in sights.items()}
    if all(unseen.values()):
        yield "must_see", "the last unseen sight per city", {"must see": [names[-1] for names in unseen.values()]}
    if len(unseen[first]) >= spec.days:
        yield "must_see", f"{spec.days} unseen sights of the first city", {"must see": unseen[first][-spec.days:]}
    if spec.visiting_city_number > 1 and all(unseen.values()):  # day 3 in a city: a city may then be seen on travel days only
        yield "must_see", "a sight per city, at least one sight on day 3", {
            "must see": [names[-1] for names in unseen.values()], "pace": {"least": 1, "days": [3]}}
    if len(unseen[first]) >= 2:  # one a day: the second goes on a travel day, whose times must leave daylight
        yield "must_see", "two of the first city, at most one sight a day", {"must see": unseen[first][:2], "pace": {"most": 1}}
    if seen:
        yield "avoid_sights", "the expert's", {"avoid sights": sorted(seen)[:20]}
    for label, value in (("at most 1", {"most": 1}), ("at most 2", {"most": 2}), ("at least 2", {"least": 2}),
                         ("exactly 2", {"most": 2, "least": 2}), ("at least 3", {"least": 3}),
                         ("at most 1 on day 1", {"most": 1, "days": [1]}), ("at least 2 on day 2", {"least": 2, "days": [2]}),
                         ("at least 1 on day 3", {"least": 1, "days": [3]}), ("at least 2 on day 3", {"least": 2, "days": [3]})):
        yield "pace", label, {"pace": value}
    yield from _city_wishes(spec, sandbox, expert, solver)
    yield from _transport_wishes(spec, sandbox, cities)


def _meal_wishes(expert: list[dict], menu: list) -> Iterator[Wish]:
    """A cuisine and a restaurant the expert's plan eats at one meal, wished at another (the first city's)."""
    rows = {r.name: r for r in menu}
    for meal, other in (("breakfast", "dinner"), ("dinner", "lunch")):
        had = [rows[name] for d in expert if d.get(meal, "-") not in ("-", "", None) and (name := _names(d[meal])) in rows]
        if had:
            cuisine = (had[0].cuisines or "").split(",")[0].strip()
            if cuisine:
                yield "meal_wishes", f"the expert's first {meal}'s cuisine at {other}", {
                    "meal wishes": [{"meal": other, "cuisine": cuisine}]}
            yield "meal_wishes", f"the expert's first {meal}'s restaurant at {other}", {
                "meal wishes": [{"meal": other, "restaurant": had[0].name}], "eat at": [had[0].name]}


def _meal_days(spec: TripSpec, expert: list[dict], menu: list) -> Iterator[Wish]:
    """A cuisine the expert's plan eats first (in the first city), wished on the last day at any meal, and at day 2's
    dinner."""
    rows = {r.name: r for r in menu}
    had = [rows[name] for d in expert for meal in MEALS
           if d.get(meal, "-") not in ("-", "", None) and (name := _names(d[meal])) in rows]
    cuisine = (had[0].cuisines or "").split(",")[0].strip() if had else ""
    if cuisine:
        yield "meal_days", f"the expert's first cuisine on day {spec.days}", {"meal days": [{"day": spec.days, "cuisine": cuisine}]}
        yield "meal_days", "the expert's first cuisine at day 2's dinner", {
            "meal days": [{"day": 2, "meal": "dinner", "cuisine": cuisine}]}


def _city_wishes(spec: TripSpec, sandbox, expert: list[dict], solver: list[dict]) -> Iterator[Wish]:
    if spec.visiting_city_number < 2:
        return
    travelled = route(spec, expert)
    state = sandbox.state_of(spec.dest) or spec.dest
    state_cities = sorted(sandbox.cities_in_state(state))
    usable = [c for c in route(spec, solver) + state_cities  # the solver's cities first
              if c not in travelled and sandbox.attractions_in(c) and sandbox.accommodations_in(c)]
    others = list(dict.fromkeys(usable))
    for city in others[:2]:
        yield "visit_cities", f"{city} (off the expert's route)", {"visit cities": [city]}
    if travelled:
        yield "avoid_cities", "the expert's first city", {"avoid cities": travelled[:1]}
        yield "city_order", "end in the expert's first city", {"city order": [{"city": travelled[0], "stop": -1}]}


def _transport_wishes(spec: TripSpec, sandbox, cities: list[str]) -> Iterator[Wish]:
    out = [f for f in sandbox.flights(spec.org, cities[0], spec.date[0]) if f.dep_time and f.arr_time]
    back = [f for f in sandbox.flights(cities[-1], spec.org, spec.date[-1]) if f.dep_time and f.arr_time]
    if out:
        latest, earliest = max(f.dep_time for f in out), min(f.arr_time for f in out)
        yield "flight_times", "outbound: the latest departure", {"flight times": [{"leg": "outbound", "depart_from": latest}]}
        yield "flight_times", "outbound: the earliest arrival", {"flight times": [{"leg": "outbound", "arrive_until": earliest}]}
    if back:
        latest = max(f.dep_time for f in back)
        yield "flight_times", "return: the latest departure", {"flight times": [{"leg": "return", "depart_from": latest}]}
    if out or back:
        yield "flight_times", "no red-eye", {"flight times": [{"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}]}
        yield "flight_times", "every flight from 10:00", {"flight times": [{"depart_from": "10:00"}]}
    for hours in (4, 8):
        yield "max_driving_hours", str(hours), {"max driving hours": hours}
    for hours in (2, 3):
        yield "max_flight_hours", str(hours), {"max flight hours": hours}


def with_wish(spec: TripSpec, rules: dict) -> TripSpec:
    """The query with the wish added (a rule it sets replaces the query's)."""
    rules = dict(rules)
    budget = rules.pop("budget", spec.budget)
    local = LocalConstraint.model_validate({**spec.local_constraint.as_row(), **rules})
    return spec.model_copy(update={"local_constraint": local, "budget": budget})


def judge(spec: TripSpec, sandbox, status: str, days: list[dict]) -> str:
    """"valid" (delivered valid, the evaluator agrees), "false" (delivered valid, the evaluator fails it), else the
    verdict's status ("invalid": none found, a solver's time limit too; "unsat": proved impossible; "refused")."""
    if status != "valid":
        return status
    return "valid" if evaluate_plan(spec, days, sandbox, "strict").final_pass else "false"


def sample(split: str, per_shape: int) -> list:
    """The first ``per_shape`` queries of each trip shape of the split."""
    taken: dict[int, list] = defaultdict(list)
    for row in load_queries(split):
        if len(taken[row.spec.days]) < per_shape:
            taken[row.spec.days].append(row)
    return [row for days in sorted(taken) for row in taken[days]]


def measure(splits: list[str], per_shape: int, kinds: set[str] | None, objectives: list[str], limit: float,
            console: Console) -> list[dict]:
    sandbox, planner, rows = load_sandbox(), compile_planner(), []
    for objective in objectives:
        for split in splits:
            for query in sample(split, per_shape):
                spec, before = query.spec, len(rows)
                _, expert, _ = plan(planner, spec, sandbox, "expert", objective, limit)
                _, solver, cost = plan(planner, spec, sandbox, "solver", objective, limit)
                for kind, label, rules in wishes(spec, sandbox, expert, solver, cost):
                    if kinds and kind not in kinds:
                        continue
                    wished = with_wish(spec, rules)
                    outcome = {policy: judge(wished, sandbox, *plan(planner, wished, sandbox, policy, objective, limit)[:2])
                               for policy in ("expert", "solver")}
                    rows.append({"objective": objective, "split": split, "position": query.position, "days": spec.days,
                                 "kind": kind, "wish": label, "rules": rules, **outcome})
                console.print(f"{objective}: {split} #{query.position} ({spec.days} days): {len(rows) - before} wishes")
    return rows


def tally(rows: list[dict]) -> dict[str, Counter]:
    by_kind: dict[str, Counter] = {line.key: Counter() for line in REGISTERED}
    for row in rows:
        counts = by_kind[row["kind"]]
        expert, solver = row["expert"] == "valid", row["solver"] == "valid"
        counts["tried"] += 1
        counts["both"] += expert and solver
        counts["gap"] += solver and not expert
        counts["expert only"] += expert and not solver
        counts["neither"] += not expert and not solver
        counts["false"] += "false" in (row["expert"], row["solver"])
    return by_kind


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--splits", nargs="+", default=["train", "validation_dev"])
    parser.add_argument("--per-shape", type=int, default=2, help="queries of each trip shape per split")
    parser.add_argument("--kinds", nargs="+", help="only these registry keys")
    parser.add_argument("--objectives", nargs="+", choices=OBJECTIVES, default=["cheapest", "best"],
                        help="what both planners optimize; each objective asked is measured on its own (default: both)")
    parser.add_argument("--solver-time-limit", type=float, default=PlannerSettings().solver_time_limit,
                        help="wall-clock seconds per solve (default the planner's); raise it on a busy machine")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    console = Console()
    rows = measure(args.splits, args.per_shape, set(args.kinds) if args.kinds else None, args.objectives,
                   args.solver_time_limit, console)
    columns = ("tried", "both", "gap", "expert only", "neither", "false")
    for objective in args.objectives:
        table = Table(title=f"expert vs exact solver per wish kind, {objective} "
                            f"({', '.join(args.splits)}; {args.per_shape} queries per shape)")
        table.add_column("kind")
        for column in columns:
            table.add_column(column, justify="right")
        totals: Counter = Counter()
        for kind, counts in tally([r for r in rows if r["objective"] == objective]).items():
            if counts["tried"]:
                table.add_row(kind, *(str(counts[c]) for c in columns))
                totals.update(counts)
        table.add_row("all", *(str(totals[c]) for c in columns))
        console.print(table)
    for row in rows:
        if row["solver"] == "valid" and row["expert"] != "valid" or "false" in (row["expert"], row["solver"]):
            console.print(f"  {row['objective']}: {row['kind']}: {row['split']} #{row['position']} ({row['days']} days) "
                          f"{row['wish']}: expert {row['expert']}, solver {row['solver']}  {json.dumps(row['rules'])}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"rows": rows}, indent=1) + "\n", encoding="utf-8")
    console.print(f"rows written to {args.out}")


if __name__ == "__main__":
    main()
