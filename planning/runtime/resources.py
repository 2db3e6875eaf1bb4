"""The live objects a run needs, resolved from its settings; nothing is ever set on the settings.

* **Shared objects** (``resources_of``): the sandbox and the policy. Both are
  immutable, so every run whose settings choose the same ones shares them:
  the sandbox is ``load_sandbox``'s (memoised per data folder, ``data_dir``),
  a named policy is ``named_policy``'s (cached per policy name and ``llm``
  settings).
* **Per-run objects** (``run_objects``): the search cache and the executor
  gate (at most P day executors at once). A run is known by the ``run_id`` of
  its config, which LangGraph hands every node (``Runtime.execution_info``);
  our compiled graphs (``graphs.scope.RunScopedGraph``) give each run one
  when the caller gave none (the LangGraph server gives its own) and hold
  its objects here from its first use until its stream ends, so they are
  released with the run. Outside such a run (a node called on its own in a
  test, a graph compiled without the scope) each call gets fresh ones.
* **Objects a caller hands over** (``provide``): a loaded sandbox, a stub or
  recorded policy, a search cache to share between runs (a chat thread's).
  ``provide`` returns ``ProvidedSettings``: the same settings with the
  objects in a declared, read-only field ``given``; the settings passed in
  are left as they were. Copies (``with_ablation``, ``dataclasses.replace``)
  keep them.

Nothing a run does changes a shared object for another run: the disruptions
a thread has had are its state's ``world``, and ``run_sandbox`` gives the view
of that world (``domain.sandbox.world.World``: never a change to the shared
sandbox; the view knows which venues are closed on which dates); the search
cache keeps each world's results apart. A run given no context gets fresh default settings
(``settings_of``, and the scope gives the whole run one).
"""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from langgraph.runtime import Runtime, get_runtime

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.world import world_of
from himap_travel.planning.policies.base import Policy
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.toolbox import SharedCache

GIVABLE = ("sandbox", "policy", "cache")  # what a caller may hand a run (``provide``)


@dataclass(init=False, frozen=True)
class ProvidedSettings(PlannerSettings):
    """Settings with live objects of the caller's (``provide``): declared and fixed when made, never set later."""

    given: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def __init__(self, *, given: Mapping[str, Any] | None = None, **values: Any) -> None:
        super().__init__(**values)
        object.__setattr__(self, "given", MappingProxyType(dict(given or {})))


def provide(settings: PlannerSettings, *, sandbox: Sandbox | None = None, policy: Any = None,
            cache: SharedCache | None = None) -> ProvidedSettings:
    """``settings`` with live objects of the caller's for its runs (a loaded sandbox, a policy object, a search cache).

    A new object (``settings`` is left as it was); objects given to ``settings`` before are kept unless given again.
    """
    chosen = {name: value for name, value in zip(GIVABLE, (sandbox, policy, cache), strict=True) if value is not None}
    return ProvidedSettings(given={**given_objects(settings), **chosen}, **settings.values())


def given_objects(settings: PlannerSettings) -> Mapping[str, Any]:
    """The live objects a caller handed with ``settings`` (``provide``); none for plain settings."""
    return settings.given if isinstance(settings, ProvidedSettings) else {}


@dataclass(frozen=True)
class Resources:
    """The run's shared, immutable objects."""

    sandbox: Sandbox
    policy: Policy


@dataclass(frozen=True)
class RunObjects:
    """The objects of one run, never shared with another (unless a caller hands the same cache)."""

    cache: SharedCache  # ATLAS's multi-round cache, shared by every role of the run
    gate: threading.BoundedSemaphore  # at most P executors plan at once
    sandboxes: dict[str | None, Sandbox] = field(default_factory=dict)  # data folder -> the sandbox the run plans in


_policy_lock = threading.Lock()  # one policy object per key, even when runs start together


def resources_of(settings: PlannerSettings) -> Resources:
    """The sandbox and policy ``settings`` choose (or were given): the same objects for every run that chooses them."""
    given = given_objects(settings)
    sandbox = given.get("sandbox") or _sandbox_of_run(settings)
    policy = given.get("policy")
    if policy is None:
        with _policy_lock:
            policy = named_policy(settings.policy, tuple(sorted(settings.llm.items())), sandbox)
    return Resources(sandbox, policy)


def run_sandbox(settings: PlannerSettings, world: Any = None) -> Sandbox:
    """The sandbox this run plans in: the view of the run's sandbox with the thread's disruptions (``world``).

    Its ``World`` (``world_in``) says what is closed on a date; ``World.on(date)`` is one date's view.
    """
    return world_of(resources_of(settings).sandbox, world)


@lru_cache(maxsize=8)
def named_policy(name: str, llm_settings: tuple[Any, ...], sandbox: Sandbox) -> Policy:
    if name in ("expert", "solver"):  # the solver reads a request with the expert's rules, then plans it whole
        from himap_travel.planning.policies.expert import ExpertPolicy

        return ExpertPolicy()
    from himap_travel.planning.policies.llm import LLMPolicy

    return LLMPolicy(sandbox=sandbox, **dict(llm_settings))


_runs_lock = threading.Lock()
_open_runs: Counter[str] = Counter()  # run id -> streams of it under way (a caller may reuse a run id in a nested run)
_run_objects: dict[str | None, RunObjects] = {}  # only for open runs: dropped when the run's last stream ends


@contextmanager
def run_scope(run_id: str) -> Iterator[None]:
    """Keep run ``run_id``'s objects while it runs (``graphs.scope`` wraps every run's stream in this)."""
    with _runs_lock:
        _open_runs[run_id] += 1
    try:
        yield
    finally:
        with _runs_lock:
            _open_runs[run_id] -= 1
            if not _open_runs[run_id]:
                del _open_runs[run_id]
                _run_objects.pop(run_id, None)


def runs_holding_objects() -> int:
    """How many runs hold per-run objects now (ended runs hold none)."""
    with _runs_lock:
        return len(_run_objects)


def run_objects(settings: PlannerSettings) -> RunObjects:
    """The current run's cache and gate (made on first use); a cache given with ``settings`` replaces its own."""
    found = _objects_of_run(settings)
    given = given_objects(settings).get("cache")
    return found if given is None else RunObjects(given, found.gate, found.sandboxes)


def _objects_of_run(settings: PlannerSettings) -> RunObjects:
    run = current_run_id()
    with _runs_lock:
        found = _run_objects.get(run)
        if found is None:
            found = _fresh_objects(settings)
            if run in _open_runs:  # kept for the rest of the run (outside a scoped run: each call its own)
                _run_objects[run] = found
    return found


def _sandbox_of_run(settings: PlannerSettings) -> Sandbox:
    """``load_sandbox``'s for the settings' data folder, once per run.

    A run plans in one sandbox from its first node to its last: data files replaced while it runs are seen by
    the next run, never by half of this one. And ``load_sandbox`` checks the files are current (their sizes and
    times, the database's stamp) under a process-wide lock, which each node and tool call paid before: about
    15% of a chat turn's CPU (0.040 → 0.034 s, results/load/README.md), and a queue when many turns run at once.
    """
    sandboxes = _objects_of_run(settings).sandboxes
    found = sandboxes.get(settings.data_dir)
    if found is None:
        found = sandboxes.setdefault(settings.data_dir, load_sandbox(settings.data_dir))  # a race loads twice, keeps one
    return found


def _fresh_objects(settings: PlannerSettings) -> RunObjects:
    return RunObjects(SharedCache(), threading.BoundedSemaphore(settings.executors))


def current_run_id() -> str | None:
    """The id of the run the calling node belongs to (``Runtime.execution_info.run_id``); None outside a run."""
    try:
        runtime = get_runtime()
    except RuntimeError:  # not inside a runnable
        return None
    info = getattr(runtime, "execution_info", None)
    return info.run_id if info is not None else None


def settings_of(runtime: Runtime[Any] | None) -> PlannerSettings:
    """The run's settings; a run given none gets fresh defaults (never an object another run holds).

    Any runtime: the nodes' is typed ``Runtime[PlannerSettings]``, and a context given as a dict is read too."""
    found = getattr(runtime, "context", None)
    if isinstance(found, PlannerSettings):
        return found
    if isinstance(found, dict):
        return PlannerSettings(**found)
    return PlannerSettings()
