#!/usr/bin/env bash
# Replay FlexTravelBench through the chat graph: one 2-turn instance (the budget arrives at turn 2),
# scored at every turn. Writes under runs/examples/flex/.
#     bash examples/replay_flextravelbench.sh   (from the repository root)
set -euo pipefail
data="${HIMAP_DATA_DIR:-../shared/data}"
.venv/bin/python app.py flex run --instances "$data/flextravelbench/val_dataset_without_budget_one.json" --limit 1 \
    --out runs/examples/flex --fresh
