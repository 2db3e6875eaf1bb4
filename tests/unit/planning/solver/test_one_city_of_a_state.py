"""A trip to one city of a state ("Atlanta to Tennessee visiting 1 city", or "make it 1 city" in a chat about a tour
of Tennessee): the solver looked for stays in a city named Tennessee and answered "unsat: my data lists no places to
stay ... in Tennessee", where the expert planned Chattanooga. A city that is also a state's name stays the city."""

from __future__ import annotations

import pytest

from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, TripSpec


def _spec(dest: str, visit: list[str] | None = None) -> TripSpec:
    return TripSpec(org="Atlanta", dest=dest, days=5, visiting_city_number=1,
                    date=["2022-03-10", "2022-03-11", "2022-03-12", "2022-03-13", "2022-03-14"], people_number=2,
                    budget=4000, local_constraint=LocalConstraint(visit_cities=visit))


@pytest.mark.parametrize("policy", ["solver", "expert"])
@pytest.mark.parametrize("visit", [None, ["Chattanooga"]])
def test_one_city_of_a_state_is_planned_in_a_city_of_it(sandbox, policy: str, visit: list[str] | None) -> None:
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": _spec("Tennessee", visit)}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    stayed = {day["current_city"].split(" to ")[-1] for day in result.plan[1:-1]}
    assert len(stayed) == 1 and stayed <= set(sandbox.cities_in_state("Tennessee"))
    assert visit is None or stayed == set(visit)


def test_a_city_named_as_a_state_stays_that_city(sandbox) -> None:
    """New York is a city of the data and a state of it: one city there is the city."""
    assert "New York" in sandbox.cities and sandbox.cities_in_state("New York")
    spec = TripSpec(org="Boston", dest="New York", days=3, visiting_city_number=1,
                    date=["2022-03-10", "2022-03-11", "2022-03-12"], people_number=1, budget=3000)
    settings = PlannerSettings(policy="solver", solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    assert result.plan[1]["current_city"] == "New York"
