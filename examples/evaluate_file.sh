#!/usr/bin/env bash
# Score a submission file: plan the first 5 validation_dev queries (bench run writes submission.jsonl in the
# official format), then score that file with the 13 TravelPlanner constraints in strict mode.
#     bash examples/evaluate_file.sh          (from the repository root; writes under runs/examples/)
set -euo pipefail
out=runs/examples/bench
.venv/bin/python app.py bench run --split validation_dev --limit 5 --out "$out" --db "$out/results.sqlite" --fresh
.venv/bin/python app.py evaluate "$out/submission.jsonl" --queries validation_dev --mode strict --report runs/examples/report.json
