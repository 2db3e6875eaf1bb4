"""Progress while a trip is planned ("planning day 3 of 7"), streamed where a chat UI shows it.

With a model taking a second per decision a 7-day plan takes many seconds, and Agent Chat UI showed "…"
throughout. Agent Chat UI (``useStream`` of the LangGraph SDK) renders the thread's ``messages`` as they
arrive on the ``messages-tuple`` stream, chunks of one message id joined as they come, as a model's tokens
are. So while the planner runs (streamed here, its own updates read node by node), each step it finishes is
pushed as one more chunk of a single progress message (LangGraph's ``push_message``) with ``state_key=None``:
it is streamed, never written into the thread, so when the turn ends the UI shows the thread's messages and
the reply takes its place. A run that streams no messages (``invoke``) gets nothing pushed.
"""

from __future__ import annotations

import uuid
from typing import Any

from langchain_core.callbacks import BaseCallbackManager
from langchain_core.messages import AIMessageChunk
from langgraph.config import get_config
from langgraph.graph.message import push_message
from langgraph.pregel._messages import StreamMessagesHandler


def plan_with_progress(planner: Any, inputs: dict[str, Any], *, context: Any, days: int) -> dict[str, Any]:
    """The planner's output for ``inputs`` (what ``invoke`` returns), its progress streamed as it goes."""
    config = {"tags": ["nostream"]}  # the planner's own model calls are not chat messages
    if not hasattr(planner, "stream") or not _streaming_messages():
        answer: dict[str, Any] = planner.invoke(inputs, config=config, context=context)
        return answer
    progress, out = _Progress(days), {}
    for mode, chunk in planner.stream(inputs, config=config, context=context, stream_mode=["updates", "values"]):
        if mode == "values":
            out = chunk
        else:
            progress.saw(chunk)
    return out


def _streaming_messages() -> bool:
    """Whether this run streams messages (a client asked for ``messages``/``messages-tuple``)."""
    callbacks = get_config().get("callbacks")
    handlers = callbacks.handlers if isinstance(callbacks, BaseCallbackManager) else callbacks or []
    return any(isinstance(handler, StreamMessagesHandler) for handler in handlers)


_ONCE = {"checker": "; checking it against your wishes and the budget", "solve": "; searching every option for a plan that fits"}


class _Progress:
    """One progress message, grown by a chunk per step: the route, each day planned, the checks."""

    def __init__(self, days: int):
        self.id, self.days, self.done, self.said = f"progress-{uuid.uuid4()}", days, 0, False
        self.steps: set[str] = set()

    def saw(self, update: dict[str, Any]) -> None:
        for node in update or {}:
            if node == "coordinator":
                self._say(f"Planning your {self.days}-day trip: route chosen")
            elif node == "day_executor" and self.done < self.days:
                self.done += 1
                self._say(f"; day {self.done} of {self.days} planned")
            elif node in _ONCE and node not in self.steps:
                self.steps.add(node)
                self._say(_ONCE[node])

    def _say(self, text: str) -> None:
        if not self.said:  # the first chunk opens the message
            text, self.said = (text if text.startswith("Planning") else f"Planning your {self.days}-day trip" + text), True
        push_message(AIMessageChunk(content=text, id=self.id), state_key=None)
