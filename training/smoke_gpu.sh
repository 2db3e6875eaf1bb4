#!/usr/bin/env bash
# The smoke pipeline on one CUDA GPU, end to end, in a few minutes: the checks a CPU run cannot make (device
# placement, bf16 autocast over fp32 master weights, TensorBoard logging, a run killed mid-step and resumed).
#
#   bash training/smoke_gpu.sh [RUN_FOLDER]        # default runs/training/smoke-gpu
#
# Stages (the tiny random Qwen3 of training/models.py; the real sandbox):
#   1. the expert plans one train query; its role invocations are exported (the dataset; kept if RUN/dataset exists)
#   2. SFT warm start of the tiny model on them (on the GPU, bf16 mixed precision, TensorBoard)
#   3. GRPO from the SFT folder, uninterrupted: smoke.yaml's 4 steps, held-out evaluation after steps 2 and 4
#   4. the same GRPO run killed once checkpoint-2 is written, then resumed with --resume_from_checkpoint last
#   5. a comparison of the resumed run with the uninterrupted one (steps 3 and 4, and the final weights)
#   6. GRPO through TRL's vLLM path (colocate, the importance-sampling correction on, token_truncate, top_p 1.0):
#      vLLM cannot be sent to the GPU machine, so TRL's VLLMGeneration drives tests/support/vllm_standin.py, an
#      LLM that samples with its own bf16 copy of the weights (synced by TRL) and returns processed logprobs
# GPU_FLAGS replaces the device flags (e.g. GPU_FLAGS="--use_cpu true --bf16 false" tries the script on a CPU);
# SFT_STEPS sets the warm start's length (as smoke.yaml's in-run warm start: 60 steps at 0.005, nothing cut);
# PYTHON=echo prints the commands (tests/unit/training/test_training_smoke_gpu.py parses them). vLLM is not used: smoke.yaml
# generates with model.generate, stage 6 through the stand-in (docs/training-verified.md says what the CUDA run showed).
set -euo pipefail
cd "$(dirname "$0")/.."
RUN=${1:-runs/training/smoke-gpu}
PY=${PYTHON:-python3}
read -r -a DEVICE <<< "${GPU_FLAGS:---use_cpu false --bf16 true}"
SFT_STEPS=${SFT_STEPS:-60}
export TRL_EXPERIMENTAL_SILENCE=1
mkdir -p "$RUN"
stage() { printf '\n=== %s (%s)\n' "$1" "$(date +%T)"; }

if [ -d "$RUN/dataset" ]; then  # made already (here, or on a CPU machine: the GPU one may lack the planner's solver)
  stage "1. dataset: $RUN/dataset exists, kept"
else
  stage "1. dataset: the expert plans one train query, its role invocations exported"
  $PY app.py bench run --split train --policy expert --limit 1 --out "$RUN/bench"
  $PY training/export.py --runs "$RUN/bench" --out "$RUN/dataset"
fi

stage "2. SFT warm start of the tiny model"
$PY training/sft.py --model_name_or_path tiny --dataset "$RUN/dataset" --roles coordinator departure \
  --observation_chars 300 --max_turns 3 --max_steps "$SFT_STEPS" --learning_rate 0.005 --lr_scheduler_type constant \
  --per_device_train_batch_size 1 --max_length 32768 --logging_steps 10 --save_strategy no --report_to tensorboard \
  --output_dir "$RUN/sft" "${DEVICE[@]}"

GRPO=(training/grpo.py --config training/configs/smoke.yaml --model_name_or_path "$RUN/sft" --dataset "$RUN/dataset"
      --warm_start_steps 0 --report_to tensorboard --save_strategy steps --save_steps 2 "${DEVICE[@]}")

stage "3. GRPO from the SFT model, uninterrupted"
$PY "${GRPO[@]}" --output_dir "$RUN/grpo"

stage "4. GRPO killed once checkpoint-2 is written, then resumed"
$PY "${GRPO[@]}" --output_dir "$RUN/grpo-resumed" --heldout_eval_steps 0 &
run=$!
until [ -f "$RUN/grpo-resumed/checkpoint-2/trainer_state.json" ] || ! kill -0 $run 2>/dev/null; do sleep 0.2; done
kill -9 $run 2>/dev/null && echo "killed the run after checkpoint-2" || echo "the run ended before it could be killed"
wait $run || true
$PY "${GRPO[@]}" --output_dir "$RUN/grpo-resumed" --heldout_eval_steps 0 --resume_from_checkpoint last

stage "5. the resumed run against the uninterrupted one"
$PY - "$RUN" <<'EOF'
import json, sys
from pathlib import Path

import torch
from safetensors.torch import load_file

run = Path(sys.argv[1])
def steps(folder):
    history = json.loads((folder / "trainer_state.json").read_text())["log_history"]
    return {entry["step"]: entry for entry in history if "reward" in entry}
whole, resumed = steps(run / "grpo"), steps(run / "grpo-resumed")
print("steps logged: uninterrupted", sorted(whole), "resumed", sorted(resumed))
for step in sorted(set(whole) & set(resumed)):
    print(f"step {step}: " + ", ".join(f"{key} {whole[step].get(key)!r} / {resumed[step].get(key)!r}"
                                       for key in ("reward", "reward_std", "loss", "grad_norm")))
a, b = load_file(str(run / "grpo" / "model.safetensors")), load_file(str(run / "grpo-resumed" / "model.safetensors"))
gap = max((a[name].float() - b[name].float()).abs().max().item() for name in a)
print(f"final weights: largest difference {gap:.3g}; dtypes {sorted({str(t.dtype) for t in a.values()})}")
summary = json.loads((run / "grpo" / "grpo_summary.json").read_text())
print("grpo_summary:", json.dumps({k: summary.get(k) for k in ("device", "dtype", "steps", "heldout_eval", "learning_signal")}))
print("tensorboard event files:", sorted(str(p.relative_to(run)) for p in run.rglob("events.out.tfevents*")))
EOF

stage "6. GRPO through TRL's vLLM path, importance-sampling correction on (the stand-in LLM)"
$PY tests/support/vllm_standin.py "${GRPO[@]:1}" --output_dir "$RUN/grpo-vllm" --save_strategy no --top_p 1.0 \
  --use_vllm true --vllm_mode colocate --vllm_importance_sampling_correction true --vllm_importance_sampling_mode token_truncate
$PY - "$RUN" <<'EOF'
import json, sys
from pathlib import Path

history = json.loads((Path(sys.argv[1]) / "grpo-vllm" / "trainer_state.json").read_text())["log_history"]
keys = ("reward", "reward_std", "sampling/sampling_logp_difference/mean", "sampling/sampling_logp_difference/max",
        "sampling/importance_sampling_ratio/min", "sampling/importance_sampling_ratio/mean",
        "sampling/importance_sampling_ratio/max")
for entry in history:
    if "reward" in entry:
        print(f"step {entry['step']}: " + ", ".join(f"{key.removeprefix('sampling/')} {entry.get(key)!r}" for key in keys))
    if any(key.startswith("eval/") for key in entry):
        print(f"step {entry['step']} held out: " + json.dumps({k: v for k, v in entry.items() if k.startswith("eval/")}))
EOF
