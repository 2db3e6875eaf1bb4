"""The one-command pipeline (export -> SFT -> GRPO -> evaluation): the commands for 1 and 8 GPUs, finished stages
skipped, an interrupted one resumed from its last checkpoint, a failed one stopping what follows."""

from __future__ import annotations

from pathlib import Path

from himap_travel.training.pipeline import DONE, run_pipeline, stages

ROOT = Path(__file__).resolve().parents[3]


class Recorder:
    """Stands in for the processes: records each command, fails the ones named in ``fail``."""

    def __init__(self, fail: str | None = None):
        self.commands, self.envs, self.served, self.stopped, self.fail = [], [], [], 0, fail

    def run(self, command, env):
        self.commands.append(command)
        self.envs.append(env)
        return 1 if self.fail and self.fail in " ".join(command) else 0

    def serve(self, command, port):
        self.served.append(command)

        def stop():
            self.stopped += 1
        return stop


def test_finished_stages_are_skipped_and_an_interrupted_one_resumes(tmp_path, monkeypatch):
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    first = Recorder(fail="training/grpo.py")
    assert run_pipeline(1, tmp_path, first.run, first.serve) == 1  # GRPO stopped: nothing after it ran
    assert [(tmp_path / name / DONE).is_file() for name in ("dataset", "sft", "grpo", "eval")] == [True, True, False, False]
    assert not first.served and all(env["CUDA_VISIBLE_DEVICES"] == "0" for env in first.envs)
    again = Recorder()
    assert run_pipeline(1, tmp_path, again.run, again.serve) == 0
    scripts = [next(part for part in command if part.startswith("training/")) for command in again.commands]
    assert scripts == ["training/grpo.py", "training/serve_eval.py"]  # export and SFT were done
    grpo = again.commands[0]
    assert grpo[grpo.index("--resume_from_checkpoint") + 1] == "last"
    assert grpo[grpo.index("--model_name_or_path") + 1] == str(tmp_path / "sft")
    assert again.served and again.served[0][:3] == ["vllm", "serve", str(tmp_path / "grpo")] and again.stopped == 1
    assert (tmp_path / "eval" / DONE).is_file()


def test_one_and_eight_gpus_use_their_configs_and_launchers(tmp_path):
    for gpus, suffix in [(1, "gpu"), (8, "8gpu")]:
        plan = {stage.name: stage for stage in stages(gpus, tmp_path)}
        for name, config in [("sft", f"sft_qwen3_8b_{suffix}.yaml"), ("grpo", f"qwen3_8b_{suffix}.yaml")]:
            (command,) = plan[name].commands
            assert command[command.index("--config") + 1] == f"training/configs/{config}"
            assert (ROOT / "training" / "configs" / config).is_file()
            assert ("accelerate" in command) == (gpus == 8)
        if gpus == 8:
            launch = plan["grpo"].commands[0]
            assert launch[launch.index("--config_file") + 1] == "training/configs/accelerate_zero3_8gpu.yaml"
    evaluation = plan["eval"].commands[0]
    assert evaluation[evaluation.index("--tool-cap") + 1] == "15" and evaluation[evaluation.index("--split") + 1] == "validation_dev"
