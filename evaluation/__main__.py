"""``python -m evaluation plans.jsonl --queries validation_dev [--mode strict] [--out report.json]``."""

from __future__ import annotations

import argparse
import sys

from evaluation.report import evaluate_file, print_metrics
from sandbox.index import load_sandbox


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m evaluation", description=__doc__)
    parser.add_argument("plans", help="JSONL submission: one {idx, query, plan} per line, in split order")
    parser.add_argument("--queries", default="validation_dev", help="split name or queries CSV path")
    parser.add_argument("--mode", choices=("official", "strict"), default="official")
    parser.add_argument("--data", default=None, help="data folder (default: HIMAP_DATA_DIR or ../shared/data)")
    parser.add_argument("--out", default=None, help="write the JSON report here")
    args = parser.parse_args(argv)
    report = evaluate_file(args.plans, args.queries, args.mode, load_sandbox(args.data))
    print_metrics(report)
    if args.out:
        report.save(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
