"""``python -m himap_travel.domain.evaluation plans.jsonl --queries validation_dev [--mode strict] [--out report.json]``.

The same checks as ``app.py evaluate``: a file that cannot be used is exit
code 2 with ``error: ...`` naming it, before any work.
"""

from __future__ import annotations

import argparse
import sys

from himap_travel.domain.evaluation.plans_file import EvaluationFileError, check_plans_file
from himap_travel.domain.evaluation.report import check_report_path, evaluate_file, load_query_rows, print_metrics, queries_path
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.state.trip import TripSpecError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m himap_travel.domain.evaluation", description=__doc__)
    parser.add_argument("plans", help="JSONL submission: one {idx, query, plan} per line, in split order")
    parser.add_argument("--queries", default="validation_dev", help="split name or queries CSV path")
    parser.add_argument("--mode", choices=("official", "strict"), default="official")
    parser.add_argument("--data", default=None, help="data folder (default: HIMAP_DATA_DIR or ../shared/data)")
    parser.add_argument("--out", default=None, help="write the JSON report here")
    args = parser.parse_args(argv)
    try:
        if args.out:
            check_report_path(args.out, args.plans, flag="--out", queries=queries_path(args.queries, args.data))
        check_plans_file(args.plans)
        rows = load_query_rows(args.queries, args.data)
        report = evaluate_file(args.plans, rows, args.mode, load_sandbox(args.data))
        print_metrics(report)
        if args.out:
            report.save(args.out)
    except (DataDirError, TripSpecError, EvaluationFileError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
