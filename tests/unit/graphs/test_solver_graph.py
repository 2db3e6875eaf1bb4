"""The solver inside the graph: the 'solver' policy, the fallback after bargaining, and unsat with a certificate."""

from __future__ import annotations

from himap_travel.domain.evaluation import day_cost
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.policies.expert.coordinator import NoRouteError
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import candidates_of
from himap_travel.training.rewards import global_reward


def run(planner, sandbox, spec, **settings):
    ablation = settings.pop("ablation", None)
    settings.setdefault("solver_time_limit", 120.0)  # these tests check answers, not speed (a loaded machine is slow)
    context = provide(PlannerSettings(**settings), sandbox=sandbox).with_ablation(ablation)
    return planner.invoke({"spec": spec}, context=context)


def roles(out) -> list[str]:
    return [trace.role for trace in out["traces"]]


def test_the_solver_policy_plans_the_whole_trip_without_the_hierarchy(planner, sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.visiting_city_number == 3)
    out = run(planner, sandbox, spec, policy="solver")
    assert out["status"] == "valid" and out["result"].planner == "solver"
    assert roles(out) == ["solver"]  # no coordinator, no day executor
    assert out["result"].iteration == 1 and out["solved"] is True
    (candidate,) = candidates_of(out)  # the delivered one, by reference in the state
    checks = {**candidate.strict.commonsense, **candidate.strict.hard}
    assert candidate.reward == global_reward(True, checks, candidate.verdict.total_cost, spec.budget)
    plan = out["plan"]
    by_day = out["sigma_summary"]["by_day"]
    assert sorted(by_day) == list(range(1, spec.days + 1))
    for number, day in enumerate(plan, 1):
        assert by_day[number] == day_cost(day, spec.people_number, sandbox, "strict", spec.date[number - 1]).total
    modes = {m for day in plan for m in ("flight", "taxi", "self-driving") if m in str(day["transportation"]).lower()}
    assert out["result"].transport == "+".join(sorted(modes))
    (trace,) = out["traces"]
    route = " → ".join([spec.org, *out["result"].route, spec.org])
    assert trace.decision.startswith("plan in ") and f": {route} by {out['result'].transport}, cost " in trace.decision
    assert trace.observation == spec.model_dump_json() and trace.started <= trace.ended
    assert out["result"].route and len(out["result"].route) == 3
    assert out["sigma_summary"]["used"] == out["verdict"].total_cost  # Σ's summary prices the days as the checker does


def test_a_hundred_dollars_for_seven_days_is_unsat_with_the_deficit(planner, sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7).model_copy(update={"budget": 100.0})
    out = run(planner, sandbox, spec)
    verdict = out["verdict"]
    assert out["status"] == "unsat" and verdict.certificate is not None
    assert verdict.certificate.kinds == ["budget"]
    assert verdict.certificate.deficit == verdict.certificate.cheapest_cost - 100.0 > 0
    assert verdict.deficit >= verdict.certificate.deficit
    assert roles(out).count("solver") == 1 and roles(out).count("coordinator") == 3  # after bargaining, once
    assert out["result"].planner == "hierarchy"  # the hierarchy's best attempt is still shown
    solver_trace = next(t for t in out["traces"] if t.role == "solver")
    assert solver_trace.decision.startswith("unsat in ") and solver_trace.decision.endswith(verdict.certificate.message)


def test_a_solver_out_of_time_after_bargaining_leaves_the_hierarchys_verdict(planner, sandbox, validation_queries):
    spec = max((r.spec for r in validation_queries if r.spec.days == 7),
               key=lambda s: len(sandbox.cities_in_state(s.dest))).model_copy(update={"budget": 100.0})
    out = run(planner, sandbox, spec, solver_time_limit=0.001)
    assert out["status"] == "invalid" and out.get("error") is None  # the hierarchy's plan is still the answer: no proof, so not unsat
    assert out["verdict"].certificate is None and out["result"].planner == "hierarchy"


class NoRoutePolicy(ExpertPolicy):
    """The expert, except that its coordinator finds no route (a unit-test stand-in for a coordinator's miss)."""

    def allocate(self, spec, feedback, tools):
        raise NoRouteError("no route (stand-in)")


def test_when_the_coordinator_finds_no_route_the_solvers_plan_is_the_answer(planner, sandbox, validation_queries):
    spec = validation_queries[0].spec
    context = provide(PlannerSettings(solver_time_limit=120.0), sandbox=sandbox, policy=NoRoutePolicy())
    out = planner.invoke({"spec": spec}, context=context)
    assert out["status"] == "valid" and out.get("error") is None and out["result"].planner == "solver"
    alone = planner.invoke({"spec": spec}, context=provide(PlannerSettings(solver_fallback=False), sandbox=sandbox,
                                                            policy=NoRoutePolicy()))
    assert alone["status"] == "error" and alone["error"] == "no plan possible: no route (stand-in)"


def test_without_the_solver_fallback_there_is_no_certificate(planner, sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7).model_copy(update={"budget": 100.0})
    out = run(planner, sandbox, spec, ablation="no-solver")
    assert out["status"] == "invalid" and out["verdict"].certificate is None  # unsat only with a proof
    assert "solver" not in roles(out)


def test_the_fallback_delivers_the_solvers_plan_when_the_hierarchy_fails(planner, sandbox, validation_queries):
    """The flat ablation (no coordinator) misses many plans; the fallback must rescue them, marked as the solver's."""
    for row in validation_queries:
        flat = run(planner, sandbox, row.spec, ablation="no-coordinator")  # the paper's ablations: no solver
        if flat["status"] != "valid":
            break
    else:
        raise AssertionError("the flat ablation passed every query: no case to rescue")
    assert "solver" not in roles(flat)
    rescued = run(planner, sandbox, row.spec, coordinator=False)  # the same flat split, with the fallback
    assert rescued["status"] == "valid" and rescued["result"].planner == "solver"
    assert rescued["verdict"].official_pass and rescued["verdict"].strict_pass
    assert rescued["result"].iteration == max(c.iteration for c in rescued["candidates"])


def test_the_solver_policy_keeps_to_its_time_limit_and_says_so(planner, sandbox, validation_queries):
    spec = max((r.spec for r in validation_queries if r.spec.days == 7), key=lambda s: len(sandbox.cities_in_state(s.dest)))
    out = run(planner, sandbox, spec, policy="solver", solver_time_limit=0.001)
    assert out["status"] == "error" and out["candidates"] == []
    assert out["error"] == "no plan: the exact solver found no answer within its 0.001 s limit"
    assert out["traces"][-1].decision.endswith("no answer within the 0.001 s limit")
