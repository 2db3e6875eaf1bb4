"""What a GRPO run hands TensorBoard: the values a step has, never the other role's ``None`` reward components."""

from __future__ import annotations

import logging
import math

import pytest

pytest.importorskip("transformers")
pytest.importorskip("tensorboard")  # installed by `make test` (the tensorboard extra)

from himap_travel.training.reporting import logged_values, report_logged_values, tensorboard_of_logged_values

# A coordinator step as TRL logs it: the day executors' reward components scored nothing this step
COORDINATOR_STEP = {"reward": 0.57, "reward_std": 0.0, "rewards/coordinator_global/mean": 0.19,
                    "rewards/executor_global/mean": None, "rewards/executor_global/std": None, "kl": math.nan}


def test_logged_values_leave_out_only_the_entries_without_a_value():
    kept = logged_values(COORDINATOR_STEP)
    assert set(kept) == {"reward", "reward_std", "rewards/coordinator_global/mean", "kl"}  # 0.0 and nan are values
    assert logged_values(None) == {}


def _write_one_step(callback, folder, caplog):
    from transformers import TrainerControl, TrainerState, TrainingArguments

    args = TrainingArguments(output_dir=str(folder), report_to=[], use_cpu=True)  # events under output_dir/runs/
    state, control = TrainerState(), TrainerControl()
    state.global_step = 1
    with caplog.at_level(logging.WARNING):
        callback.on_train_begin(args, state, control)
        callback.on_log(args, state, control, logs=dict(COORDINATOR_STEP))
        callback.on_train_end(args, state, control)


def _scalar_tags(folder) -> set[str]:
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    files = sorted(folder.rglob("events.out.tfevents*"))
    assert files, "no TensorBoard event file written"
    tags: set[str] = set()
    for file in files:
        accumulator = EventAccumulator(str(file))
        accumulator.Reload()
        tags |= set(accumulator.Tags()["scalars"])
    return tags


def test_tensorboard_gets_the_steps_values_and_no_warning_for_the_other_roles(tmp_path, caplog):
    _write_one_step(tensorboard_of_logged_values(), tmp_path, caplog)
    assert {"train/reward", "train/rewards/coordinator_global/mean"} <= _scalar_tags(tmp_path)
    assert not [r for r in caplog.records if "of type <class 'NoneType'>" in r.getMessage()]


def test_transformers_own_callback_warns_for_each_none_which_is_why_it_is_swapped(tmp_path, caplog):
    from transformers.integrations import TensorBoardCallback

    _write_one_step(TensorBoardCallback(), tmp_path, caplog)
    assert len([r for r in caplog.records if "of type <class 'NoneType'>" in r.getMessage()]) == 2


def test_a_trainer_reporting_to_tensorboard_has_its_callback_swapped_and_one_without_keeps_none(tmp_path):
    import torch
    from transformers import Trainer, TrainingArguments
    from transformers.integrations import TensorBoardCallback

    def trainer(report_to):
        args = TrainingArguments(output_dir=str(tmp_path / "/".join(report_to or ["none"])), report_to=report_to, use_cpu=True)
        return Trainer(model=torch.nn.Linear(2, 1), args=args)

    reporting = trainer(["tensorboard"])
    report_logged_values(reporting)
    boards = [c for c in reporting.callback_handler.callbacks if isinstance(c, TensorBoardCallback)]
    assert [type(c).__name__ for c in boards] == ["TensorBoardOfLoggedValues"]
    silent = trainer([])
    report_logged_values(silent)
    assert not [c for c in silent.callback_handler.callbacks if isinstance(c, TensorBoardCallback)]
