"""A structured request whose own text says otherwise is planned from its fields, and the run says so (issue 40).

The planner given ``{"spec": {..., "budget": 99000, "query": "... $1,200 ..."}}``
plans the $99,000 trip, as ``bench run`` plans a benchmark row from its
fields, and its output carries ``warnings``: for each field the text states
otherwise, the field, the text's value and the field's value (the one
comparison ``parsing.agreement.stated_differences``). In process, and over
HTTP (``langgraph dev``, an integration test).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import FieldWarning
from tests.support.langgraph_dev import langgraph_dev, needs_cli, post

ROW = load_queries("validation_dev")[0]  # "... with a budget of $1,200 ..."


def _plan(sandbox, spec: dict) -> dict:
    """The planner's output for ``spec`` given as JSON, as an HTTP client gives it (the exact solver plans: fast)."""
    return compile_planner().invoke({"spec": spec}, context=provide(PlannerSettings(policy="solver"), sandbox=sandbox))


def test_a_field_its_text_states_otherwise_is_planned_from_the_field_and_named(sandbox):
    spec = {**ROW.spec.model_dump(mode="json"), "budget": 99000.0}
    out = _plan(sandbox, spec)
    assert out["spec"].budget == 99000.0 and out["status"] != "error"
    assert out["warnings"] == [FieldWarning(field="budget", text="1200.0", value="99000.0")]
    assert "budget 1200.0" in str(out["warnings"][0]) and "spec.budget is 99000.0" in str(out["warnings"][0])


def test_a_spec_that_agrees_with_its_text_or_has_none_has_no_warning(sandbox):
    assert not _plan(sandbox, ROW.spec.model_dump(mode="json")).get("warnings")
    assert not _plan(sandbox, {**ROW.spec.model_dump(mode="json"), "query": None, "budget": 99000.0}).get("warnings")


@pytest.mark.integration
@needs_cli
def test_over_http_the_output_names_the_field_and_both_values(tmp_path):
    spec = {**ROW.spec.model_dump(mode="json"), "budget": 99000.0}
    with langgraph_dev(tmp_path / "server.log") as base:
        out = post(f"{base}/runs/wait", {"assistant_id": "himap_travel", "input": {"spec": spec}})
    assert out["warnings"] == [{"field": "budget", "text": "1200.0", "value": "99000.0"}], out.get("warnings")
