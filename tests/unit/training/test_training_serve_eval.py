"""The before/after measures of a served model: which calls are valid, and the rates over queries."""

from __future__ import annotations

from himap_travel.state.trace import ToolCallRecord
from himap_travel.training.serve_eval import QueryScore, is_valid_call, score_run, summarize


def _record(name: str, observation: str) -> ToolCallRecord:
    return ToolCallRecord(name=name, args={}, observation=observation)


def test_a_valid_call_named_a_known_tool_with_arguments_it_accepts():
    assert is_valid_call(_record("flight_search", "There is no flight from A to B."))
    assert is_valid_call(_record("finish", "REJECTED BUDGET_EXCEEDED: ..."))
    assert not is_valid_call(_record("(no tool call)", "Error: your reply had no tool call."))
    assert not is_valid_call(_record("(unparsable)", "Error: could not parse your call"))
    assert not is_valid_call(_record("teleport", "Error: unknown tool 'teleport'. Available tools: ..."))
    assert not is_valid_call(_record("finish", "Error: Invalid arguments for finish: missing required argument 'current_city'."))


def test_rates_are_over_queries_and_validity_over_calls():
    scores = [
        QueryScore(position=0, delivered=True, official_pass=True, strict_pass=False, commonsense_passed=8, tool_calls=10,
                   valid_calls=9, finished_days=3, seconds=10),
        QueryScore(position=5, delivered=False, official_pass=False, strict_pass=False, commonsense_passed=4, tool_calls=30,
                   valid_calls=3, finished_days=0, seconds=30, error="ModelServerUnavailable: model server timed out",
                   failure="ModelServerUnavailable: model server timed out"),
        QueryScore(position=6, delivered=False, official_pass=False, strict_pass=False, commonsense_passed=0, tool_calls=0,
                   valid_calls=0, finished_days=0, seconds=20, error="no plan possible: the coordinator made no valid allocation"),
    ]
    assert summarize(scores) == {
        "queries": 3, "tool_calls": 40, "tool_call_validity": 0.3, "delivery_rate": 0.3333, "official_pass_rate": 0.3333,
        "strict_pass_rate": 0.0, "commonsense_micro": 0.5, "finished_days_per_query": 1.0, "mean_seconds": 20.0, "errors": 1,
        "no_plan": 1,
    }


def test_a_run_the_server_failed_is_scored_with_the_failure():
    """A timed-out server is not a plan the model failed to make: the score says which it was."""
    from types import SimpleNamespace

    from himap_travel.execution.run import RunFailure

    outcome = SimpleNamespace(traces=[], result=None, official=None, strict=None, error=None,
                              failure=RunFailure("ModelServerUnavailable", "model server timed out", resumable=False))
    score = score_run(3, outcome, 12.0)
    assert not score.delivered and score.error == score.failure == "ModelServerUnavailable: model server timed out"
    planned = SimpleNamespace(traces=[], result=None, official=None, strict=None, error="no plan possible", failure=None)
    assert score_run(4, planned, 3.0).failure is None  # the planner's own "no plan" is not a failure
