"""Training curves (PNG) from a ``trainer_state.json``: the log history's values by step."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any


def series(state_path: Path, key: str) -> tuple[list[int], list[float]]:
    """(steps, values) of one logged key, the steps where it was logged and finite."""
    history = json.loads(Path(state_path).read_text())["log_history"]
    points = [(entry["step"], float(entry[key])) for entry in history
              if key in entry and isinstance(entry[key], (int, float)) and math.isfinite(float(entry[key]))]
    return [s for s, _ in points], [v for _, v in points]


def plot_curves(state_path: Path, out: Path, keys: list[str], title: str) -> Path:
    """One line per key (keys never logged are left out); returns the PNG path."""
    from himap_travel.domain.figures import plt  # matplotlib with its config in the project's cache folder

    figure, axis = plt.subplots(figsize=(7, 4))
    for key in keys:
        steps, values = series(state_path, key)
        if steps:
            axis.plot(steps, values, marker="o", markersize=3, label=key)
    axis.set_xlabel("optimizer step")
    axis.set_title(title)
    axis.grid(alpha=0.3)
    if axis.get_legend_handles_labels()[0]:
        axis.legend(fontsize=7)
    figure.tight_layout()
    figure.savefig(out, dpi=120)
    plt.close(figure)
    return out


def learning_signal(state_path: Path) -> dict[str, float | int]:
    """How much of the run had anything to learn from: GRPO's advantage is zero in a group whose rollouts all
    scored the same, and a step whose groups all did so moves nothing (TRL logs ``frac_reward_zero_std``, the
    share of such groups per step). Reported in ``grpo_summary.json``: a run can finish with no signal at all."""
    steps, shares = series(state_path, "frac_reward_zero_std")
    return {"steps": len(steps), "steps_without_spread": sum(1 for share in shares if share >= 1.0),
            "groups_without_spread": round(sum(shares) / len(shares), 4) if shares else 0.0}


def plot_training(state_path: Path, evaluations: list[dict[str, Any]], out: Path) -> Path:
    """The run on one figure: the reward per step (and its spread within groups) above, the held-out pass rates
    (``training.evaluation``: official, strict, delivery) at the steps they were measured below; returns the PNG path."""
    from himap_travel.domain.figures import plt

    figure, (rewards, rates) = plt.subplots(2, 1, figsize=(7, 6), sharex=True)
    for key in ("reward", "reward_std"):
        steps, values = series(state_path, key)
        rewards.plot(steps, values, marker="o", markersize=3, label=key)
    rewards.set_title("GRPO: reward (mean per step) and held-out evaluation")
    for key in ("official_pass_rate", "strict_pass_rate", "delivery_rate"):
        rates.plot([e["step"] for e in evaluations], [e[key] for e in evaluations], marker="s", markersize=4, label=f"held-out {key}")
    rates.set_ylim(-0.05, 1.05)
    rates.set_xlabel("optimizer step")
    for axis in (rewards, rates):
        axis.grid(alpha=0.3)
        axis.legend(fontsize=7)
    figure.tight_layout()
    figure.savefig(out, dpi=120)
    plt.close(figure)
    return out
