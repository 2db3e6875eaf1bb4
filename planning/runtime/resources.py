"""The live objects a run needs (the sandbox, the policy, the search cache, the executor gate).

They are resolved from the run's ``PlannerSettings``: the sandbox and a named
policy once per process (both are immutable and shared), the cache and the
gate once per run (the LangGraph server builds a fresh settings object for
every run). Scripts and tests may hand their own with ``provide``.

Nothing a run does changes these objects for another run: the disruptions a
thread has had are its state's ``world``, and ``run_sandbox`` applies them to
a view (never to the shared sandbox); the search cache keeps each world's
results apart. Runs given no context at all share the default settings'
objects, which is safe for the same reasons (they may wait on one executor
gate).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.planning.policies.base import Policy
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.toolbox import SharedCache
from himap_travel.tools.unavailable import world_of

_lock = threading.Lock()


@dataclass
class Resources:
    sandbox: Sandbox
    policy: Policy
    cache: SharedCache  # ATLAS's multi-round cache, shared by every role of the run
    gate: threading.BoundedSemaphore  # at most P executors plan at once


def provide(settings: PlannerSettings, *, sandbox: Sandbox | None = None, policy: Any = None) -> PlannerSettings:
    """Give a run live objects of the caller's (a loaded sandbox, a policy object); returns ``settings``."""
    settings.given = {k: v for k, v in (("sandbox", sandbox), ("policy", policy)) if v is not None}
    return settings


def resources_of(settings: PlannerSettings) -> Resources:
    """The run's live objects, made on first use and kept with its settings."""
    with _lock:
        found = getattr(settings, "resources", None)
        if found is None:
            given = getattr(settings, "given", {})
            sandbox = given.get("sandbox") or load_sandbox(settings.data_dir)
            policy = given.get("policy") or named_policy(settings.policy, tuple(sorted(settings.llm.items())), sandbox)
            found = Resources(sandbox, policy, SharedCache(), threading.BoundedSemaphore(settings.executors))
            settings.resources = found
        return found


def run_sandbox(settings: PlannerSettings, world: Any = None) -> Sandbox:
    """The sandbox this run plans in: the run's sandbox with the thread's disruptions (``world``) applied."""
    return world_of(resources_of(settings).sandbox, world)


@lru_cache(maxsize=8)
def named_policy(name: str, llm_settings: tuple, sandbox: Sandbox) -> Policy:
    if name in ("expert", "solver"):  # the solver reads a request with the expert's rules, then plans it whole
        from himap_travel.planning.policies.expert import ExpertPolicy

        return ExpertPolicy()
    from himap_travel.planning.policies.llm import LLMPolicy

    return LLMPolicy(sandbox=sandbox, **dict(llm_settings))


def settings_of(runtime: Runtime | None) -> PlannerSettings:
    """The run's settings; a run given none (Studio without a context) shares the defaults."""
    found = getattr(runtime, "context", None)
    if isinstance(found, PlannerSettings):
        return found
    if isinstance(found, dict):
        return PlannerSettings(**found)
    return _default_settings()


@lru_cache(maxsize=1)
def _default_settings() -> PlannerSettings:
    return PlannerSettings()
