"""The submission file: official format, split order, idx from 1, accepted by the evaluator."""

from __future__ import annotations

import json

from himap_travel.domain.evaluation import evaluate_file
from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.bench.outputs import submission_lines, write_seed_outputs
from himap_travel.harness.bench.pipeline import run_bench


def test_submission_is_in_split_order_with_idx_from_one(tmp_path, sandbox, train_queries):
    outcome = run_bench(BenchConfig(split="train", limit=6, queries_at_once=3, out=tmp_path), sandbox=sandbox)
    lines = [json.loads(line) for line in (tmp_path / "submission.jsonl").read_text().splitlines()]
    assert [line["idx"] for line in lines] == [1, 2, 3, 4, 5, 6]
    assert [line["query"] for line in lines] == [row.spec.query for row in train_queries[:6]]
    assert all(set(line) == {"idx", "query", "plan"} for line in lines)
    assert all(len(line["plan"]) == row.spec.days for line, row in zip(lines, train_queries[:6], strict=True))
    for mode in ("official", "strict"):  # the evaluator reads the file as written, with no format problem
        report = evaluate_file(tmp_path / "submission.jsonl", train_queries[:6], mode, sandbox)
        assert report.problems == []
        assert report.counts["plan_lines"] == 6
        saved = json.loads((tmp_path / f"report_{mode}.json").read_text())
        assert saved["metrics"] == report.metrics.model_dump()
    stored = {r.position: r.plan for r in outcome.seeds[0].results}
    assert [line["plan"] for line in lines] == [stored[i] for i in range(6)]


def test_an_undelivered_query_keeps_its_line_with_a_null_plan(tmp_path, sandbox, train_queries):
    rows = train_queries[:3]
    results = [QueryResult(run_key="k", position=2, plan=[{"days": 1}]),  # stored out of order
               QueryResult(run_key="k", position=0, error="ModelServerUnavailable: down")]
    lines = submission_lines(rows, [results[1], None, results[0]])
    assert [(line["idx"], line["plan"]) for line in lines] == [(1, None), (2, None), (3, [{"days": 1}])]
    outputs = write_seed_outputs(tmp_path, 0, rows, results, sandbox)
    report = outputs.reports["official"]
    assert [d.delivered for d in report.details] == [False, False, True]
    assert report.metrics.delivery_rate == 1 / 3
    traces = [json.loads(line) for line in (tmp_path / "traces.jsonl").read_text().splitlines()]
    assert [(t["position"], t["error"]) for t in traces] == [(0, "ModelServerUnavailable: down"), (2, None)]


def test_the_report_names_what_the_planner_was_given(sandbox, tmp_path):
    text = run_bench(BenchConfig(split="train", limit=1, from_text=True, out=tmp_path / "text"), sandbox=sandbox)
    fields = run_bench(BenchConfig(split="train", limit=1, out=tmp_path / "fields"), sandbox=sandbox)
    assert text.report.input == "query text" and "from the query text" in text.report.title
    assert fields.report.input == "structured fields" and "from the structured fields" in fields.report.title
    saved = json.loads((tmp_path / "text" / "report.json").read_text())
    assert saved["input"] == "query text"
    assert "from the query text" in (tmp_path / "text" / "report.md").read_text()
