"""The LLM policy: one chat model for every role, conditioned by its system prompt (HiMAP-Travel §4.2).

It implements the same ``Policy`` interface as the expert, so every node
runs on either. The model is reached through ``ChatOpenAI`` at an
OpenAI-compatible endpoint (``vllm serve`` first); settings come from the
run's context (``llm={...}``) and ``HIMAP_LLM_*`` variables.
"""

from __future__ import annotations

from typing import Any

from langchain_core.language_models import BaseChatModel

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.planning.policies.errors import (
    ModelRequestRejected,
    ModelServerError,
    ModelServerMisconfigured,
    ModelServerUnavailable,
)
from himap_travel.planning.policies.llm.classifier import LLMClassifier
from himap_travel.planning.policies.llm.coordinator import LLMCoordinator
from himap_travel.planning.policies.llm.executor import LLMExecutor
from himap_travel.planning.policies.llm.extractor import LLMExtractor
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.chat_state import MessageReading
from himap_travel.state.plan import Allocation, DayOutcome, DayTask, Feedback
from himap_travel.state.sigma import Sigma
from himap_travel.state.trip import TripSpec
from himap_travel.tools.toolbox import ToolBox


class LLMPolicy:
    """Extractor, coordinator and day executors, all played by one model."""

    name = "llm"

    def __init__(
        self,
        settings: LLMSettings | None = None,
        chat_model: BaseChatModel | None = None,
        sandbox: Sandbox | None = None,
        **overrides: Any,
    ) -> None:
        self.settings = settings or LLMSettings.from_env(**overrides)
        self.model = chat_model or self.settings.chat_model()
        self._sandbox = sandbox

    @property
    def sandbox(self) -> Sandbox:
        if self._sandbox is None:
            self._sandbox = load_sandbox()
        return self._sandbox

    def read_message(self, message: str, has_plan: bool) -> MessageReading:
        """What a chat message asks for (the chat's rules read it when this fails)."""
        return LLMClassifier(self.model, self.settings).read_message(message, has_plan)

    def extract(self, query: str, tools: ToolBox) -> TripSpec:
        return LLMExtractor(self.model, self.settings, self.sandbox).extract(query)

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox) -> Allocation:
        return LLMCoordinator(self.model, self.settings, self.sandbox).allocate(spec, feedback, tools)

    def plan_day(
        self, task: DayTask, sigma: Sigma, avoid: set[str], tools: ToolBox, iteration: int, attempt: int, note: str = ""
    ) -> DayOutcome:
        return LLMExecutor(self.model, self.settings).plan_day(task, sigma, avoid, tools, iteration, attempt, note)


__all__ = [
    "LLMPolicy",
    "LLMSettings",
    "ModelRequestRejected",
    "ModelServerError",
    "ModelServerMisconfigured",
    "ModelServerUnavailable",
]
