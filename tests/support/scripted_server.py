"""A scripted OpenAI-compatible chat server behind ``httpx.MockTransport``, for unit tests of the LLM policy.

The real ``ChatOpenAI`` client talks to it, so request bodies, tool-call
parsing (malformed arguments become ``invalid_tool_calls``) and HTTP errors
take the same path as against ``vllm serve``. Each role is scripted by a
function of the request: the extractor returns a JSON form, the coordinator
and the day executors return tool calls.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.planning.policies.llm import LLMPolicy, LLMSettings

Reply = dict[str, Any]  # {"tool_calls": [(name, args or raw str)]} or {"content": str}
DAY = re.compile(r"You are the day executor for day (\d+)")


def role_of(body: dict) -> tuple[str, int | None]:
    """("extractor" | "coordinator" | "day", day number) from the request's system prompt."""
    system = body["messages"][0]["content"]
    if system.startswith("You read a traveller's request"):
        return "extractor", None
    match = DAY.search(system)
    if match:
        return "day", int(match.group(1))
    return "coordinator", None


def turn_of(body: dict) -> int:
    """How many assistant replies the conversation already has (0 on the first request)."""
    return sum(1 for m in body["messages"] if m["role"] == "assistant")


def tool_messages(body: dict) -> list[str]:
    return [m["content"] for m in body["messages"] if m["role"] == "tool"]


@dataclass
class ScriptedServer:
    """Answers chat completions with ``script(body)``; records every request body."""

    script: Callable[[dict], Reply]
    requests: list[dict] = field(default_factory=list)
    failure: Callable[[dict], httpx.Response | Exception | None] = lambda body: None
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _ids: Any = field(default_factory=itertools.count)

    def handle(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        with self._lock:
            self.requests.append(body)
        failed = self.failure(body)
        if isinstance(failed, Exception):
            raise failed
        if failed is not None:
            return failed
        return httpx.Response(200, json=self._completion(body, self.script(body)))

    def _completion(self, body: dict, reply: Reply) -> dict:
        message: dict[str, Any] = {"role": "assistant", "content": reply.get("content")}
        calls = reply.get("tool_calls") or []
        if calls:
            message["tool_calls"] = [
                {
                    "id": f"call_{next(self._ids)}",
                    "type": "function",
                    "function": {"name": name, "arguments": args if isinstance(args, str) else json.dumps(args)},
                }
                for name, args in calls
            ]
        return {
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "created": 0,
            "model": body.get("model", "scripted"),
            "choices": [{"index": 0, "message": message,
                         "finish_reason": reply.get("finish_reason") or ("tool_calls" if calls else "stop")}],
            "usage": {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20},
        }

    def policy(self, sandbox, **settings: Any) -> LLMPolicy:
        """An LLM policy whose ChatOpenAI talks to this server."""
        config = LLMSettings(base_url="http://scripted.test/v1", model="scripted", **settings)
        client = httpx.Client(transport=httpx.MockTransport(self.handle))
        return LLMPolicy(settings=config, chat_model=config.chat_model(http_client=client), sandbox=sandbox)

    def bodies(self, role: str, day: int | None = None) -> list[dict]:
        with self._lock:
            return [b for b in self.requests if role_of(b) == (role, day)]


def calls(*pairs: tuple[str, Any]) -> Reply:
    return {"tool_calls": list(pairs)}


def day_fields(day: dict) -> dict[str, str]:
    """A submission-format day as finish/cost_enquiry arguments."""
    return {k: v for k, v in day.items() if k != "days"}


def transport_mode(plan: list[dict]) -> str:
    text = " ".join(str(d.get("transportation", "")) for d in plan)
    return "self-driving" if "Self-driving" in text else "flight" if "Flight" in text else "taxi"


def competent(result, day_script=None):
    """A script that replays ``result`` (a PlanResult) through the tools; ``day_script`` may override a day."""
    plan = {d["days"]: d for d in result.plan}

    def script(body):
        role, day = role_of(body)
        if role == "coordinator":
            return calls(("distribute_task", {"visiting_cities": result.route, "transportation": transport_mode(result.plan)}))
        if day_script is not None:
            reply = day_script(body, day, day_fields(plan[day]))
            if reply is not None:
                return reply
        fields = day_fields(plan[day])
        steps = [
            calls(("restaurant_search", {"city": result.route[0]})),
            calls(("cost_enquiry", fields)),
            calls(("finish", fields)),
        ]
        return steps[min(turn_of(body), len(steps) - 1)]

    return script


def passes(spec, plan, sandbox):
    return all(evaluate_plan(spec, plan, sandbox, mode).final_pass for mode in ("official", "strict"))
