"""The tool-calling loop every LLM role runs: ask the model, run its calls through the ToolBox, repeat.

Each turn ends in tool calls; the calls of one reply run at once
(``ToolBox.call_many``: one decision, parallel tool calls) and their
observations go back in the reply's order. A malformed call (arguments that
are not JSON), a call to an unknown tool, bad arguments or a reply with no
call at all gets its own error observation and another try; every such call counts
against the role's cap, so the loop always ends: with the result a handler
accepts, or ``ToolCapReached`` from the ToolBox. The last call the cap
allows is forced to the role's committing tool (``finish``,
``distribute_task``), so a model that keeps searching still commits to
something the checker and the bargaining loop can work with.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
)

from himap_travel.planning.policies.llm.errors import ask_model
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.tools.toolbox import ToolBox

# A handler sees each executed call (name, args, the tool's structured result)
# and returns the role's final answer to stop, or None to go on.
Handler = Callable[[str, dict[str, Any], Any], Any | None]
NO_CALL = "Error: your reply had no tool call. Reply with a tool call as JSON."


class ToolAgent:
    """One role's model with its tools bound."""

    def __init__(
        self, model: BaseChatModel, tool_specs: Sequence[dict[str, Any]], settings: LLMSettings, final_tool: str | None = None
    ) -> None:
        self.model = model.bind_tools(list(tool_specs), tool_choice=settings.tool_choice)
        self.closing = model.bind_tools(list(tool_specs), tool_choice=final_tool) if final_tool else self.model
        self.settings = settings

    def run(self, system: str, request: str, tools: ToolBox, handle: Handler) -> Any:
        """Loop until ``handle`` returns a result; raises ``ToolCapReached`` when the calls run out."""
        messages: list[BaseMessage] = [SystemMessage(system), HumanMessage(request)]
        while True:
            model = self.closing if tools.calls_left == 1 else self.model
            reply = ask_model(model, messages, self.settings.base_url)
            messages.append(reply)
            for bad in reply.invalid_tool_calls:
                observation = (f"Error: could not parse your call to {bad.get('name') or 'a tool'}: "
                               f"{bad.get('error') or 'arguments are not a JSON object'}.")
                tools.reject(bad.get("name") or "(unparsable)", {"raw": str(bad.get("args"))[:500]}, observation)
                messages.append(ToolMessage(observation, tool_call_id=bad.get("id") or "invalid", status="error"))
            if not reply.tool_calls:
                if not reply.invalid_tool_calls:
                    tools.reject("(no tool call)", {"text": _text(reply)[:500]}, NO_CALL)
                    messages.append(HumanMessage(NO_CALL))
                continue
            pending = list(reply.tool_calls)
            while pending:  # the calls the cap leaves room for run together; one past the cap raises
                left = tools.calls_left
                count = len(pending) if left is None else max(left, 1)
                batch, pending = pending[:count], pending[count:]
                start = len(tools.trace)
                results = tools.call_many([(call["name"], call["args"]) for call in batch])
                for record, call, result in zip(tools.trace[start:], batch, results, strict=True):
                    messages.append(ToolMessage(self._observation(record.observation), tool_call_id=call["id"]))
                    final = handle(call["name"], call["args"], result)
                    if final is not None:  # the role's answer: later calls of the reply ran but are not read
                        return final

    def _observation(self, text: str) -> str:
        return cut_observation(text, self.settings.max_observation_chars)


def cut_observation(text: str, limit: int) -> str:
    """A tool result as the model reads it: cut at ``limit`` characters, saying so (training replays this too)."""
    return text if len(text) <= limit else text[:limit] + f"\n[... cut at {limit} characters; narrow the search]"


def _text(reply: AIMessage) -> str:
    return reply.content if isinstance(reply.content, str) else str(reply.content)
