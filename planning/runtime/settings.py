"""The settings of one planning run: the graph's ``context_schema``, so Studio shows them as a form.

Plain, frozen values only: no attribute can be set once the settings are
made (a changed copy is a new object: ``with_ablation``, ``dataclasses.replace``),
so one settings object may serve any number of runs at once. The live
objects a run needs are resolved from them in ``runtime.resources``.
Every field has a description and reads ``HIMAP_<NAME>`` from the environment
when it is not given (a value given wins). Policy and ablation names are
defined once, in ``runtime.names``. Every value is checked against its
annotation, strictly (a JSON context over HTTP is read exactly as a Python
caller's): an unknown setting, a wrong type or a value out of bounds is a
``SettingsError`` that names the setting.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, field, fields, replace
from functools import cache
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import Field, TypeAdapter, ValidationError

from himap_travel.domain.environment import plain_number, read_setting
from himap_travel.domain.text.json_text import parse_json
from himap_travel.planning.runtime.names import ABLATIONS, ObjectiveName, PolicyName, ablation_unused
from himap_travel.state.chat_state import QualityPart
from himap_travel.state.trip import MAX_DAYS
from himap_travel.tools.latency import LatencyError, SimulatedLatency

ALIASES = {"concurrency": "executors"}  # the name an earlier release used
# What each entry point plans for when no objective is set: those that serve a traveller the best trip, the
# benchmark's the cheapest (their figures stay comparable with earlier runs and published systems).
ENTRY_OBJECTIVES: dict[str, ObjectiveName] = {
    "chat": "best", "plan": "best", "planner graph": "cheapest", "bench run": "cheapest", "flex run": "cheapest",
}


def _entry_objectives() -> str:
    """``ENTRY_OBJECTIVES`` in words: "the chat and `plan`: best; the planner graph, `bench run` and `flex run`: cheapest"."""
    named = {"chat": "the chat", "planner graph": "the planner graph"}
    groups: dict[str, list[str]] = {}
    for entry, objective in ENTRY_OBJECTIVES.items():
        groups.setdefault(objective, []).append(named.get(entry, f"`{entry}`"))
    joined = {objective: ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0] for objective, names in groups.items()}
    return "; ".join(f"{names}: {objective}" for objective, names in joined.items())


OBJECTIVE_ABOUT = ("what the plan optimizes within every rule and the budget: 'best' (the trip's quality: ratings, meals, sights, "
                   "humane hours; docs/quality.md) or 'cheapest' (the lowest cost, the benchmark's behaviour); none: the entry "
                   f"point's default ({_entry_objectives()})")


_ALONE = {"solver_fallback": False}
# What each ablation sets (``with_ablation``). The paper's ablations take a part out of the hierarchy and measure the
# hierarchy alone, so they switch the solver fallback off too; 'no-solver' is the full hierarchy alone.
ABLATION_CHANGES: dict[str | None, dict[str, Any]] = {
    None: {},
    "no-sigma": {"monitoring": False, **_ALONE},
    "no-coordinator": {"coordinator": False, **_ALONE},
    "no-bargaining": {"bargaining": False, "max_iterations": 1, **_ALONE},
    "sequential": {"executors": 1, "parallel_calls": 1, **_ALONE},  # no parallelism at all: one day, one call at a time
    "no-solver": _ALONE,
}
# The settings only the hierarchy reads (its executors, bargaining and checks): the solver policy runs none of it.
HIERARCHY_ONLY = ("executors", "parallel_calls", "max_iterations", "max_resends", "max_repairs", "tool_cap", "monitoring",
                  "coordinator", "bargaining", "solver_fallback")


class SettingsError(ValueError):
    """A run setting that cannot be used (names the setting and what is allowed)."""


@dataclass(init=False, frozen=True)
class PlannerSettings:
    """Settings of one planning run; all have defaults, so an empty context plans with the expert policy."""

    policy: Annotated[PolicyName, Field(description="who decides: 'expert' (rules, no model), 'llm' (an OpenAI-compatible server) or "
                                                    "'solver' (the exact solver plans the whole trip, no hierarchy)")] = "expert"
    executors: Annotated[int, Field(ge=1, le=MAX_DAYS, description="P: day executors planning at once (P = days allowed)")] = 3
    parallel_calls: Annotated[int, Field(ge=1, le=64, description="tool calls one decision may run at once (a reply's parallel calls); "
                                                                  "1: one after another ('sequential' sets 1 and P = 1: no parallelism "
                                                                  "at all)")] = 8
    max_iterations: Annotated[int, Field(ge=1, le=10, description="bargaining iterations K_max")] = 3
    max_resends: Annotated[int, Field(ge=0, le=10, description="re-sends of days whose commits Σ refused, per iteration")] = 2
    max_repairs: Annotated[int, Field(ge=0, le=10, description="re-plans of the days the checker found at fault, per iteration")] = 1
    tool_cap: Annotated[int, Field(ge=1, le=100, description="tool calls allowed per day executor (15 in the paper)")] = 15
    model_attempts: Annotated[int, Field(ge=1, le=20, description="tries of a node whose model server is down")] = 3
    retry_interval: Annotated[float, Field(ge=0, le=600, allow_inf_nan=False,
                                           description="seconds before the first retry; doubles after each")] = 2.0
    monitoring: Annotated[bool, Field(description="Σ enforces its invariants (off: the 'no-sigma' ablation)")] = True
    coordinator: Annotated[bool, Field(description="the coordinator plans the route (off: flat split, the 'no-coordinator' "
                                                   "ablation)")] = True
    bargaining: Annotated[bool, Field(description="re-plan unsat iterations (off: one iteration, the 'no-bargaining' ablation)")] = True
    solver_fallback: Annotated[bool, Field(description="when bargaining ends without a valid plan, the exact solver plans the trip or "
                                                       "proves none exists (off: the 'no-solver' ablation)")] = True
    solver_time_limit: Annotated[float, Field(gt=0, le=3600, allow_inf_nan=False,
                                              description="seconds the exact solver may take per request (then: its best plan so far, "
                                                          "or 'unknown')")] = 10.0
    objective: Annotated[ObjectiveName | None, Field(description=OBJECTIVE_ABOUT)] = None
    quality_focus: Annotated[QualityPart | None, Field(description="with the 'best' objective, the part of the quality the exact solver "
                                                                   "counts twice: 'hotels', 'restaurants', 'sights' or 'humane_hours' "
                                                                   "(the chat's \"nicer hotels\", ...); none by default")] = None
    tool_latency: Annotated[SimulatedLatency | None, Field(description="simulated delay per tool call (latency benchmarks); in the "
                                                                      "environment 'LOW-HIGH' in milliseconds (at most 60000) or "
                                                                      "'off'")] = None
    decision_latency: Annotated[SimulatedLatency | None, Field(description="simulated delay per policy decision (latency benchmarks); in "
                                                                          "the environment 'LOW-HIGH' in milliseconds (at most 60000) or "
                                                                          "'off'")] = None
    latency_seed: Annotated[int, Field(ge=-(2**63), le=2**63 - 1, description="seed of the simulated delays")] = 0
    data_dir: Annotated[str | None, Field(description="data folder (default ../shared/data); HIMAP_DATA_DIR, relative to the working "
                                                      "folder, is read by the data loader when none is given")] = None
    llm: Annotated[dict[str, Any], Field(description="LLM policy settings: base_url, model, temperature, ... (see docs/llm-policy.md); "
                                                     "in the environment a JSON object")] = field(default_factory=dict)

    def __init__(self, **values: Any) -> None:
        values = _unaliased(values)
        allowed = [f.name for f in _settings()]
        unknown = sorted(set(values) - set(allowed))
        if unknown:
            raise SettingsError(f"unknown setting(s) {', '.join(unknown)}; allowed: {', '.join(allowed)}")
        for spec in _settings():
            value = values[spec.name] if spec.name in values else _from_env(spec)
            if spec.name == "llm" and isinstance(value, dict) and spec.name in values:
                # HIMAP_LLM's keys under the ones given, as HIMAP_LLM_<FIELD> lie under them (LLMSettings.from_env): a
                # command passes the flags it was given ({} for none), and replacing the variable whole ignored it
                value = {**_from_env(spec), **value}
            object.__setattr__(self, spec.name, _checked(spec.name, value))  # frozen: set once, here

    @property
    def planned_objective(self) -> ObjectiveName:
        """The objective the planner optimizes: the setting, else 'cheapest' (the benchmark's, so its figures stay comparable).

        ``objective`` stays None when not given so that an entry point serving a
        traveller (the chat) can tell "not chosen" from a choice and use 'best'.
        """
        return self.objective or ENTRY_OBJECTIVES["planner graph"]

    def for_entry(self, entry: str) -> PlannerSettings:
        """These settings as entry point ``entry`` plans with them: its objective (``ENTRY_OBJECTIVES``) when none is set."""
        return self if self.objective is not None else replace(self, objective=ENTRY_OBJECTIVES[entry])

    def values(self) -> dict[str, Any]:
        """The settings by name (a subclass's own fields, such as ``resources.ProvidedSettings.given``, are no settings)."""
        return {spec.name: getattr(self, spec.name) for spec in _settings()}

    def with_ablation(self, ablation: str | None) -> PlannerSettings:
        """A copy with one ablation applied (of the same type: live objects given to this one carry over).

        The paper's ablations take a part out of the hierarchy and measure the
        hierarchy alone, so they switch the solver fallback off too (it would
        rescue what they take away); 'no-solver' is the full hierarchy alone.
        """
        if ablation is not None and ablation not in ABLATIONS:
            raise SettingsError(f"unknown ablation {ablation!r}; choose one of {', '.join(ABLATIONS)}")
        return replace(self, **ABLATION_CHANGES[ablation])

    def unused_choices(self, ablation: str | None = None) -> list[tuple[str, str]]:
        """The choices a run of these settings under ``ablation`` would never use, each as (the setting, or
        "ablation", and why): a setting chosen away from its default (by a flag, ``HIMAP_<NAME>`` or a context) that
        the ablation sets itself (``sequential`` plans one day at a time, whatever ``executors`` says), or that only
        the hierarchy reads under the solver policy (which runs none: the exact solver plans the whole trip); the
        ablation itself under that policy; the ``quality_focus`` under the cheapest objective (it weighs the best
        trip's parts). A run would drop such a wish in silence, so a command refuses it; a value equal to the default
        cannot be told from none and is taken."""
        defaults = {spec.name: spec.default for spec in _settings() if spec.default is not MISSING}
        chosen = {name for name, default in defaults.items() if getattr(self, name) != default}
        unused = [("ablation", why)] if (why := ablation_unused(self.policy, ablation)) else []
        unused += [(name, f"the '{ablation}' ablation sets {value}") for name, value in ABLATION_CHANGES[ablation].items()
                   if name in chosen and getattr(self, name) != value]
        if self.policy == "solver":
            unused += [(name, "read by the hierarchy, which the solver policy does not run") for name in HIERARCHY_ONLY
                       if name in chosen and name not in ABLATION_CHANGES[ablation]]
        if self.quality_focus is not None and self.planned_objective == "cheapest":
            unused.append(("quality_focus", "it weighs the parts of the best trip; the objective is 'cheapest'"))
        return unused


def validated_settings(raw: Any) -> PlannerSettings:
    """A run context as given by a caller (None, a dict of settings, or ``PlannerSettings``), checked as the CLI checks it.

    The LangGraph server drops the context keys its schema does not list
    before a run sees them, so the graphs it serves check the raw context
    with this first (``graphs.guard``): an unknown key is refused, never
    ignored.
    """
    if raw is None:
        return PlannerSettings()
    if isinstance(raw, PlannerSettings):
        return raw
    if not isinstance(raw, dict):
        raise SettingsError(f"the run context must be an object of settings, got {type(raw).__name__}")
    return PlannerSettings(**raw)


def _unaliased(values: dict[str, Any]) -> dict[str, Any]:
    """``values`` under the current names; an old name given with its new one is refused (which would win is a guess)."""
    both = sorted(old for old, new in ALIASES.items() if old in values and new in values)
    if both:
        raise SettingsError("; ".join(f"give {ALIASES[old]} or its old name {old}, not both" for old in both))
    return {ALIASES.get(key, key): value for key, value in values.items()}


def _checked_llm(value: dict[str, Any]) -> dict[str, Any]:
    """The ``llm`` settings checked against ``LLMSettings`` (a misspelt key would otherwise be dropped at the first model call).

    None values mean "not given" (the CLIs pass their unset flags so), as ``LLMSettings.from_env`` reads them.
    """
    from himap_travel.planning.policies.llm.settings import LLMSettings  # the policy package: only when an llm setting is given

    unknown = sorted(map(str, set(value) - set(LLMSettings.model_fields)))
    if unknown:
        raise SettingsError(f"unknown llm setting(s) {', '.join(unknown)}; allowed: {', '.join(LLMSettings.model_fields)}")
    try:
        LLMSettings.model_validate({key: item for key, item in value.items() if item is not None}, strict=True)
    except ValidationError as error:  # the message names the key, not the whole dict (it may hold an api_key)
        first = error.errors(include_url=False)[0]
        raise SettingsError(f"setting llm.{'.'.join(map(str, first['loc']))}: {first['msg']}") from None
    return value


def _checked(name: str, value: Any) -> Any:
    """``value`` as setting ``name`` takes it (strictly typed, within its bounds), or a ``SettingsError`` naming the setting.

    Strict: a JSON context must give numbers as numbers and switches as true/false ("3" or 1 for a switch is refused).
    """
    try:
        checked = _adapters()[name].validate_python(value, strict=True)
    except ValidationError as error:
        raise SettingsError(_problem(name, value, error.errors(include_url=False)[0])) from None
    return _checked_llm(checked) if name == "llm" and checked else checked


def _problem(name: str, value: Any, error: Mapping[str, Any]) -> str:
    bounds = error.get("ctx") or {}
    if error["type"] == "literal_error":
        choices = _choices(name)
        return f"unknown {name} {value!r}; choose one of {', '.join(choices)}"
    if error["type"] == "greater_than_equal":
        return f"{name} must be at least {bounds['ge']} (got {value!r})"
    if error["type"] == "greater_than":
        return f"{name} must be more than {bounds['gt']} (got {value!r})"
    if error["type"] == "less_than_equal":
        return f"{name} must be at most {bounds['le']} (got {value!r})"
    if error["type"] == "finite_number":
        return f"{name} must be a finite number (got {value!r})"
    where = ".".join(map(str, error["loc"]))
    return f"setting {name}{'.' + where if where else ''}: {error['msg']} (got {value!r})"


def _choices(name: str) -> list[str]:
    """The words setting ``name`` allows (its ``Literal``, possibly optional)."""
    kind = get_args(_hints()[name])[0]  # under Annotated
    members = get_args(kind) if get_origin(kind) in (Union, UnionType) else (kind,)
    return [word for member in members if get_origin(member) is Literal for word in get_args(member)]


def _settings() -> tuple[Any, ...]:
    """The setting fields: ``PlannerSettings``'s own (a subclass may declare more, which are not settings)."""
    return fields(PlannerSettings)


@cache
def _hints() -> dict[str, Any]:
    return get_type_hints(PlannerSettings, include_extras=True)


@cache
def _adapters() -> dict[str, TypeAdapter[Any]]:
    """One validator per setting, from its annotation (the type and the bounds Studio's form shows)."""
    return {name: TypeAdapter(hint) for name, hint in _hints().items()}


_TRUE, _FALSE = {"1", "true", "yes", "on"}, {"0", "false", "no", "off"}
# HIMAP_DATA_DIR is read by the sandbox's paths (``domain.sandbox.paths``) whenever no data_dir is given, relative to
# the working folder; as a setting it would have to be absolute (``graphs.guard``), so it is not copied into one.
_READ_WHERE_USED = {"data_dir"}


def _from_env(spec: Any) -> Any:
    """Setting ``spec`` from ``HIMAP_<NAME>`` when that is set (and not empty), else its default.

    Every setting's variable is read, whatever its type (a number, a switch, a word, a latency range, the llm
    settings as a JSON object, a folder): one that cannot be read is a ``SettingsError`` naming the variable,
    never the default in silence. Bounds are checked afterwards, as for a value given in code (``_checked``).
    """
    default = spec.default_factory() if spec.default is MISSING else spec.default
    variable, raw = read_setting(spec.name)
    if raw is None or not raw.strip() or spec.name in _READ_WHERE_USED:  # unset or empty: the default
        return default
    try:  # checked here too, so that a value out of bounds or not allowed names the variable it came from
        return _checked(spec.name, _read_variable(spec.name, raw.strip(), default))
    except (LatencyError, SettingsError) as error:  # it says what it could not read or use
        raise SettingsError(f"{variable}: {error}") from None
    except ValueError as error:
        raise SettingsError(f"{variable}={raw[:80]!r} is {error}") from None


_NON_FINITE = frozenset({"nan", "inf", "infinity"})


def _read_variable(name: str, raw: str, default: Any) -> Any:
    """The value an environment variable's text gives setting ``name`` (of the type its default or annotation says)."""
    if isinstance(default, bool):  # a word that is neither is an error, never read as on
        if raw.lower() not in _TRUE | _FALSE:
            raise ValueError(f"not a yes/no value ({', '.join(sorted(_TRUE | _FALSE))})")
        return raw.lower() in _TRUE
    if isinstance(default, (int, float)):
        kind = int if isinstance(default, int) else float
        if not plain_number(raw, kind) and not (kind is float and raw.strip().lower().lstrip("+-") in _NON_FINITE):
            # Python reads "٣", "３" or "1_0" as a number: a number typed here is plain ASCII, as on the command line
            # (NaN and infinity are left to the bounds, which name them)
            raise ValueError(f"not {'an integer' if isinstance(default, int) else 'a number'} in ASCII digits")
        try:
            return type(default)(raw)
        except ValueError:
            raise ValueError(f"not {'an integer' if isinstance(default, int) else 'a number'}") from None
    if name in ("tool_latency", "decision_latency"):
        return SimulatedLatency.parse(raw)
    if name == "llm":
        try:
            value = parse_json(raw)  # nested 100,000 deep it is a ValueError too, never a RecursionError's traceback
        except ValueError:
            raise ValueError("not JSON: give the llm settings as a JSON object, e.g. {\"model\": \"...\"}") from None
        if not isinstance(value, dict):
            raise ValueError("not a JSON object (the llm settings are one)")
        return value
    return raw  # a word (objective, quality_focus, policy): checked by _checked
