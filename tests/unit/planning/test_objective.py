"""The ``objective`` setting (issue 30): read and checked like every setting, carried to the benchmark, the
evaluator's report, the candidates' ranking and the expert's choices; 'cheapest' keeps every earlier key.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from himap_travel.domain.evaluation import evaluate_file
from himap_travel.domain.evaluation.quality import trip_quality
from himap_travel.harness.bench.config import BenchConfig, BenchConfigError
from himap_travel.nodes.finalize import best_candidate
from himap_travel.planning.policies.expert.party import nightly_cost
from himap_travel.planning.policies.expert.route_planner import CityData, LegChoice, RouteChoice
from himap_travel.planning.policies.expert.upgrade import UPGRADE_SHARE, upgraded_route
from himap_travel.planning.runtime.names import OBJECTIVES
from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError
from himap_travel.planning.solver import solve_trip
from himap_travel.state.evaluation import COMMONSENSE_KEYS, HARD_KEYS, Evaluation
from himap_travel.state.graph_state import Candidate
from himap_travel.state.plan import Verdict
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption

ROOT = Path(__file__).resolve().parents[3]


def test_the_objective_is_a_checked_setting(monkeypatch):
    assert OBJECTIVES == ("best", "cheapest")
    assert PlannerSettings().objective is None and PlannerSettings().planned_objective == "cheapest"  # not chosen: the planner's default
    assert PlannerSettings(objective="best").planned_objective == "best"
    with pytest.raises(SettingsError, match="unknown objective 'nicest'; choose one of best, cheapest"):
        PlannerSettings(objective="nicest")
    monkeypatch.setenv("HIMAP_OBJECTIVE", "best")
    assert PlannerSettings().objective == "best"


def test_the_objective_is_described_for_studios_form():
    from typing import get_type_hints

    hint = get_type_hints(PlannerSettings, include_extras=True)["objective"]
    description = next(meta.description for meta in hint.__metadata__ if hasattr(meta, "description"))
    assert "best" in description and "cheapest" in description


def test_a_bench_run_of_the_cheapest_keeps_its_keys_and_folder():
    cheapest, best = BenchConfig(), BenchConfig(objective="best")
    assert cheapest.run_key(1) == "validation_dev|expert|full|P3|spec|tool=off|decision=off|seed1"  # as before the objective
    assert best.run_key(1) == "validation_dev|expert|full|P3|spec|tool=off|decision=off|objective=best|seed1"
    assert str(cheapest.out_dir).endswith("validation_dev-expert") and str(best.out_dir).endswith("validation_dev-expert-best")
    with pytest.raises(BenchConfigError, match="unknown objective"):
        BenchConfig(objective="nicest")


def test_the_evaluators_report_gives_each_plans_quality_and_the_valid_plans_summary(tmp_path, sandbox, validation_queries):
    rows = validation_queries[:2]
    plans = [solve_trip(row.spec, sandbox, 120.0, "best").plan for row in rows]
    path = tmp_path / "plans.jsonl"
    path.write_text("".join(json.dumps({"idx": i + 1, "query": row.spec.query, "plan": plan}) + "\n"
                            for i, (row, plan) in enumerate(zip(rows, plans, strict=True))), encoding="utf-8")
    report = evaluate_file(path, rows, "strict", sandbox)
    expected = [trip_quality(row.spec, plan, sandbox) for row, plan in zip(rows, plans, strict=True)]
    assert [detail.quality for detail in report.details] == expected
    assert report.quality.plans == 2
    assert report.quality.mean_score == pytest.approx(sum(q.score for q in expected) / 2, abs=1e-4)
    assert report.quality.mean_cost == pytest.approx(sum(d.total_cost for d in report.details) / 2)
    assert "quality" in report.to_json()


def test_an_undelivered_plan_has_no_quality_and_is_not_summarized(tmp_path, sandbox, validation_queries):
    path = tmp_path / "plans.jsonl"
    path.write_text(json.dumps({"idx": 1, "query": validation_queries[0].spec.query, "plan": []}) + "\n", encoding="utf-8")
    report = evaluate_file(path, validation_queries[:1], "strict", sandbox)
    assert report.details[0].quality is None
    assert (report.quality.plans, report.quality.mean_score) == (0, None)


def _candidate(iteration: int, reward: float, quality: int | None = None) -> Candidate:
    evaluation = Evaluation(commonsense={key: True for key in COMMONSENSE_KEYS}, hard={key: True for key in HARD_KEYS},
                            final_pass=True, total_cost=100.0)
    verdict = Verdict(status="valid", official_pass=True, strict_pass=True, total_cost=100.0)
    return Candidate(iteration=iteration, plan=[], verdict=verdict, official=evaluation, strict=evaluation, reward=reward,
                     quality=quality)


def test_among_equal_rewards_the_better_trip_is_delivered():
    plain, nicer, lower_reward = _candidate(1, 1.5, 400), _candidate(2, 1.5, 900), _candidate(3, 1.0, 5000)
    assert best_candidate([plain, nicer, lower_reward]) is nicer  # quality never outranks the reward
    first, second = _candidate(1, 1.5), _candidate(2, 1.5)
    assert best_candidate([first, second]) is first  # cheapest: no quality, the earliest iteration wins


def _stay(name: str, nightly: float, rating: float, minimum: int = 1) -> AccommodationOption:
    return AccommodationOption(name=name, city="A", room_type="Private room", price=nightly, minimum_nights=minimum,
                               maximum_occupancy=2, house_rules=[], review_rate=rating)


def test_the_expert_upgrades_stays_within_its_share_of_the_slack():
    cheap, good, great, long_only = _stay("cheap", 50, 2.0), _stay("good", 80, 4.0), _stay("great", 200, 5.0), _stay("long", 60, 5.0, 5)
    city = CityData("A", (cheap, long_only, good, great), (), ("A park",))
    route = RouteChoice(cities=("A",), nights=(2,), stays=(cheap,), legs=(LegChoice("H", "A", "taxi", 10.0),), meals={},
                        stay_cost=100.0, meal_cost=50.0, transport_cost=10.0)
    # slack 240: the upgrades may take UPGRADE_SHARE of it, so "good" (+60 for 2 nights) and not "great" (+300); "long" needs 5 nights
    upgraded = upgraded_route(route, {"A": city}, budget=route.total + 240, cuisines=[], people=2)
    assert upgraded.stays == (good,)
    assert upgraded.stay_cost == nightly_cost(good) * 2
    assert upgraded.total - route.total <= UPGRADE_SHARE * 240
    assert upgraded_route(route, {"A": city}, budget=route.total, cuisines=[], people=2).stays == (cheap,)  # no slack


def _meal(name: str, cost: float, rating: float, cuisine: str) -> RestaurantOption:
    return RestaurantOption(name=name, city="A", cuisines=[cuisine], average_cost=cost, rating=rating)


def test_the_expert_upgrades_planned_meals_keeping_the_requested_cuisines():
    plain, chinese = _meal("plain", 10, 2.0, "Cafe"), _meal("wok", 12, 2.0, "Chinese")
    fine, fine_chinese = _meal("fine", 15, 4.5, "Italian"), _meal("fine wok", 20, 4.0, "Chinese")
    stay = _stay("cheap", 50, 2.0)
    city = CityData("A", (stay,), (plain, chinese, fine, fine_chinese), ("A park",))
    route = RouteChoice(cities=("A",), nights=(1,), stays=(stay,), legs=(LegChoice("H", "A", "taxi", 10.0),),
                        meals={"A": (plain, chinese)}, stay_cost=50.0, meal_cost=22.0, transport_cost=10.0)
    upgraded = upgraded_route(route, {"A": city}, budget=route.total + 500, cuisines=["Chinese"], people=1)
    assert sorted(m.name for m in upgraded.meals["A"]) == ["fine", "fine wok"]  # the Chinese meal is replaced only by a Chinese one
    assert upgraded.meal_cost == 35.0
    assert upgraded_route(route, {"A": city}, budget=route.total, cuisines=["Chinese"], people=1).meals == route.meals


@pytest.mark.parametrize("position", [0, 1])
def test_the_expert_plans_a_valid_and_better_trip_under_best(position, planner, sandbox, validation_queries):
    from himap_travel.planning.runtime.resources import provide

    spec = validation_queries[position].spec
    results = {}
    for objective in OBJECTIVES:
        out = planner.invoke({"spec": spec}, context=provide(PlannerSettings(objective=objective), sandbox=sandbox))
        assert out["result"].verdict.status == "valid", out["result"].verdict.failures
        assert out["result"].strict.final_pass and out["result"].official.final_pass
        results[objective] = trip_quality(spec, out["plan"], sandbox)
    assert results["best"].points >= results["cheapest"].points


@pytest.mark.parametrize("objective", OBJECTIVES)
def test_an_impossible_budget_delivers_the_certificates_cheapest_plan(objective, planner, sandbox):
    """Under 'best' the delivered unsat plan was the hierarchy's upgraded one ($1,214, a breakfast repeated) while
    the certificate, and the chat's reply, said "the cheapest plan that keeps your rules costs ...". Now the solver's
    cheapest plan goes with its certificate: every other rule kept, at the certificate's cost."""
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.state.trip import TripSpec

    spec = TripSpec(org="Seattle", dest="Denver", days=3, visiting_city_number=1, people_number=2, budget=1000,
                    date=["2022-03-13", "2022-03-14", "2022-03-15"])
    out = planner.invoke({"spec": spec}, context=provide(PlannerSettings(objective=objective), sandbox=sandbox))
    verdict, strict = out["verdict"], out["result"].strict
    assert verdict.status == "unsat" and verdict.certificate.kinds == ["budget"]
    assert verdict.total_cost == pytest.approx(verdict.certificate.cheapest_cost) and verdict.total_cost > spec.budget
    assert {name for name, passed in {**strict.commonsense, **strict.hard}.items() if passed is False} == {"budget"}
    found = solve_trip(spec, sandbox, objective=objective)  # the certificate's plan (the hierarchy may deliver another as cheap)
    assert found.status == "unsat" and found.plan and found.cost == pytest.approx(verdict.total_cost)


def _strict_report(tmp_path, name, rows, plans, sandbox):
    from himap_travel.harness.bench.quality_gap import REPORT

    folder = tmp_path / name
    folder.mkdir()
    path = folder / "plans.jsonl"
    path.write_text("".join(json.dumps({"idx": i + 1, "query": r.spec.query, "plan": p}) + "\n"
                            for i, (r, p) in enumerate(zip(rows, plans, strict=True))), encoding="utf-8")
    (folder / REPORT).write_text(json.dumps(evaluate_file(path, rows, "strict", sandbox).to_json()), encoding="utf-8")
    return folder


def test_the_quality_gap_is_each_querys_share_of_the_reference(tmp_path, sandbox, validation_queries):
    from himap_travel.harness.bench.quality_gap import QualityGapError, compare

    rows = validation_queries[:2]
    best = [solve_trip(r.spec, sandbox, 120.0, "best").plan for r in rows]
    cheapest = [solve_trip(r.spec, sandbox, 120.0).plan for r in rows]
    runs = {"best": _strict_report(tmp_path, "best", rows, best, sandbox),
            "cheapest": _strict_report(tmp_path, "cheapest", rows, [cheapest[0], []], sandbox)}  # the second: no plan
    result = compare(runs, "best", tmp_path / "out")
    share = trip_quality(rows[0].spec, cheapest[0], sandbox).points / trip_quality(rows[0].spec, best[0], sandbox).points
    assert result["gap"]["cheapest"]["queries"] == 1  # only where both plans are valid
    assert result["gap"]["cheapest"]["median"] == pytest.approx(share)
    assert share < 1
    assert {p.name for p in (tmp_path / "out").iterdir()} == {"quality.json", "quality.md", "quality_vs_cost.png"}
    with pytest.raises(QualityGapError, match="not among the runs"):
        compare(runs, "solver", tmp_path / "out")


def test_the_bench_report_shows_the_quality_table():
    from himap_travel.harness.bench.markdown import quality_section
    from himap_travel.harness.bench.report import QUALITY_KEYS, BenchReport, stat

    report = BenchReport.model_construct(config={"objective": "best"}, metrics={"quality": {key: stat([1.0]) for key in QUALITY_KEYS}})
    lines = quality_section(report)
    assert lines[0] == "## Trip quality (objective `best`, valid plans, strict mode)"
    assert "| restaurant rating | 1.00 ± 0.00 |" in lines
    assert quality_section(BenchReport.model_construct(config={}, metrics={})) == []


def _flight(number: str, price: float, departure: str, arrival: str):
    from himap_travel.tools.search_results import FlightOption

    return FlightOption(flight_number=number, price=price, dep_time=departure, arr_time=arrival, duration="1 hours",
                        origin="H", destination="A", date="2022-03-01")


def test_a_best_day_takes_the_flight_that_leaves_time_for_the_trip_within_its_share():
    from himap_travel.planning.policies.expert.executor import FLIGHT_SLACK_SHARE, better_flight
    from himap_travel.state.plan import DayTask, Leg

    task = DayTask(day=1, date="2022-03-01", role="departure", city="A", leg=Leg(origin="H", destination="A", mode="flight"),
                   people=1, budget_total=1000.0, budget_hint=300.0, objective="best")
    late = _flight("F1", 100, "21:00", "23:30")  # the cheapest: arrives after 23:00, no dinner, no sight
    noon = _flight("F2", 100 + FLIGHT_SLACK_SHARE * 300 - 10, "10:00", "12:00")  # dinner and a sight, within the share
    dear = _flight("F3", 500, "08:00", "10:00")  # as good, beyond the share
    assert better_flight(task, [late, noon, dear], late) is noon
    assert better_flight(task, [late, dear], late) is late  # nothing better within the share: the cheapest


@pytest.mark.parametrize("for_quality", [False, True])
def test_only_the_best_objective_upgrades_a_meal_placed_for_a_cuisine(for_quality):
    """The cheapest objective's upgrades are as before, even after an earlier slot was upgraded."""
    from himap_travel.planning.policies.expert.executor import ExpertExecutor
    from himap_travel.state.plan import MealSlot
    from himap_travel.tools.search_results import RestaurantOption

    def place(name, rating, *cuisines):
        return RestaurantOption(name=name, city="A", cuisines=list(cuisines), average_cost=10.0, rating=rating)

    plain, chinese = place("Plain", 2.0, "Cafe"), place("Wok", 2.0, "Chinese")
    better_plain, better_chinese = place("Fine", 4.5, "Cafe"), place("Golden Wok", 4.0, "Chinese")
    slots = [MealSlot(slot="breakfast", city="A"), MealSlot(slot="lunch", city="A", cuisine="Chinese")]
    chosen = {"breakfast": plain, "lunch": chinese}
    menu = {m.plan_entry: m for m in (plain, chinese, better_plain, better_chinese)}
    share = [better_plain.plan_entry, better_chinese.plan_entry]
    ExpertExecutor()._upgrade(chosen, slots, {"A": menu}, share, {"Plain|a", "Wok|a"}, 100.0, 1, for_quality)
    assert chosen["breakfast"] is better_plain  # upgraded either way
    assert chosen["lunch"] is (better_chinese if for_quality else chinese)


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_the_cheapest_objective_plans_exactly_as_before(policy, tmp_path):
    """Issue 30: under 'cheapest' (the benchmark's default) the submissions are byte for byte the committed ones
    (results/validation_dev-POLICY/submission.jsonl, made before the objective existed), here on the first queries."""
    committed = (ROOT / "results" / f"validation_dev-{policy}" / "submission.jsonl").read_text().splitlines()
    out = tmp_path / "run"
    result = subprocess.run([sys.executable, "app.py", "bench", "run", "--split", "validation_dev", "--policy", policy,
                             "--objective", "cheapest", "--limit", "12", "--out", str(out), "--db", str(tmp_path / "store.sqlite")],
                            cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stderr[-3000:]
    made = (out / "submission.jsonl").read_text().splitlines()
    assert len(made) == 12 and made == committed[:12]
