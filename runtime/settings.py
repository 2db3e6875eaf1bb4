"""The run's dependencies and settings, delivered to nodes through LangGraph's runtime context.

``PlannerContext`` holds only plain settings, so the LangGraph server (and
Studio) can build it from JSON; the sandbox and the policy objects are
resolved from those settings once per process, or passed in directly by
scripts and tests.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from langgraph.runtime import Runtime

from nodes.policies.base import Policy
from sandbox.index import Sandbox, load_sandbox
from tools.toolbox import SharedCache, SimulatedLatency

Ablation = Literal["no-sigma", "no-coordinator", "no-bargaining", "sequential"]


@dataclass
class PlannerContext:
    """Settings of one planning run (all have defaults: an empty context plans with the expert)."""

    policy: str | Any = "expert"  # "expert", "llm", or a Policy object
    concurrency: int = 3  # P: day executors running at once (P = D allowed)
    max_iterations: int = 3  # bargaining iterations K_max
    max_resends: int = 2  # re-sends of Σ-rejected days per iteration
    max_repairs: int = 1  # checker-driven re-plans of faulty days per iteration
    executor_tool_cap: int = 15
    model_attempts: int = 3  # tries of a node whose model server is down (backoff between them)
    retry_interval: float = 2.0  # seconds before the first retry, doubling after
    monitoring: bool = True  # Σ enforces its invariants (False: the "w/o Synchronized Monitor" ablation)
    coordinator: bool = True  # False: flat allocation (first listed cities, role-weighted shares), no route planning
    bargaining: bool = True
    tool_latency: SimulatedLatency | None = None  # simulated per tool call (latency benchmarks)
    decision_latency: SimulatedLatency | None = None  # simulated per policy decision, before each call
    data_dir: str | None = None
    sandbox: Sandbox | None = None
    llm: dict[str, Any] = field(default_factory=dict)  # LLM policy settings (base_url, model, ...)
    cache: SharedCache = field(default_factory=SharedCache)
    gate: threading.BoundedSemaphore | None = None

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        if self.gate is None:
            self.gate = threading.BoundedSemaphore(self.concurrency)

    def with_ablation(self, ablation: Ablation | None) -> "PlannerContext":
        """A copy with one of the paper's ablations applied."""
        changes = {
            None: {},
            "no-sigma": {"monitoring": False},
            "no-coordinator": {"coordinator": False},
            "no-bargaining": {"bargaining": False, "max_iterations": 1},
            "sequential": {"concurrency": 1},
        }[ablation]
        settings = {**self.__dict__, **changes, "gate": None, "cache": SharedCache()}
        return PlannerContext(**settings)

    def get_sandbox(self) -> Sandbox:
        if self.sandbox is None:
            self.sandbox = load_sandbox(self.data_dir)
        return self.sandbox

    def get_policy(self) -> Policy:
        if not isinstance(self.policy, str):
            return self.policy
        return _named_policy(self.policy, tuple(sorted(self.llm.items())), self.get_sandbox())


@lru_cache(maxsize=8)
def _named_policy(name: str, llm_settings: tuple, sandbox: Sandbox) -> Policy:
    if name == "expert":
        from nodes.policies.expert import ExpertPolicy

        return ExpertPolicy()
    if name == "llm":
        from nodes.policies.llm import LLMPolicy

        return LLMPolicy(sandbox=sandbox, **dict(llm_settings))
    raise ValueError(f"unknown policy {name!r} (expected 'expert' or 'llm')")


def context_of(runtime: Runtime | None) -> PlannerContext:
    """The run's context; the server may hand a dict (from JSON) or nothing at all."""
    found = getattr(runtime, "context", None)
    if isinstance(found, PlannerContext):
        return found
    if isinstance(found, dict):
        return PlannerContext(**found)
    return _default_context()


@lru_cache(maxsize=1)
def _default_context() -> PlannerContext:
    return PlannerContext()
