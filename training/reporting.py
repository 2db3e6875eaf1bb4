"""What a GRPO run hands TensorBoard while it trains (``report_to: tensorboard``).

The roles take turns by step (a step of coordinator prompts, then one of day-executor prompts), so on each
step the other role's reward functions scored nothing and TRL logs their components as ``None``.
``trainer_state.json`` keeps those entries (a ``None`` says "not this role's step"), but TensorBoard
refuses them, one warning per key per step: the four-step CUDA smoke run printed 48 such warnings
between its progress lines. TensorBoard is handed only the values a step has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from transformers import TrainerCallback, TrainerControl, TrainerState, TrainingArguments


def logged_values(logs: dict[str, Any] | None) -> dict[str, Any]:
    """The entries of one log call that hold a value (``None`` ones left out)."""
    return {key: value for key, value in (logs or {}).items() if value is not None}


def tensorboard_of_logged_values() -> TrainerCallback:
    """transformers' TensorBoard callback, writing only :func:`logged_values` (a new instance)."""
    from transformers.integrations import TensorBoardCallback

    class TensorBoardOfLoggedValues(TensorBoardCallback):  # type: ignore[misc]  # Any to mypy: transformers is not followed
        def on_log(self, args: TrainingArguments, state: TrainerState, control: TrainerControl, logs: dict[str, Any] | None = None,
                   **kwargs: Any) -> TrainerControl | None:  # a callback returns the control it changed, or None
            return super().on_log(args, state, control, logs=logged_values(logs), **kwargs)

    return TensorBoardOfLoggedValues()


def report_logged_values(trainer: Any) -> None:
    """Swap the trainer's TensorBoard callback (if ``report_to`` asked for one) for :func:`tensorboard_of_logged_values`."""
    from transformers.integrations import TensorBoardCallback

    if trainer.pop_callback(TensorBoardCallback) is not None:
        trainer.add_callback(tensorboard_of_logged_values())
