"""The OpenAI client's exceptions mapped to the typed model-server failures (``nodes.policies.errors``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.runnables import Runnable

from himap_travel.domain.text.urls import masked
from himap_travel.planning.policies.errors import (
    ModelRequestRejected,
    ModelServerMisconfigured,
    ModelServerUnavailable,
)


@contextmanager
def server_errors(base_url: str = "") -> Iterator[None]:
    """Map the OpenAI client's exceptions inside the block to the types above."""
    where = f" at {masked(base_url)}" if base_url else ""
    try:
        yield
    except (openai.APIConnectionError, openai.APITimeoutError) as error:  # APITimeoutError is a connection error
        kind = "timed out" if isinstance(error, openai.APITimeoutError) else "unreachable"
        raise ModelServerUnavailable(f"model server{where} {kind}: {error}") from error
    except openai.APIStatusError as error:
        status = error.status_code
        message = f"model server{where} answered HTTP {status}: {_detail(error)}"
        if status >= 500 or status == 429:
            raise ModelServerUnavailable(message) from error
        if status in (401, 403, 404):
            raise ModelServerMisconfigured(message) from error
        raise ModelRequestRejected(message) from error


def ask_model(model: BaseChatModel | Runnable[Any, Any], messages: Sequence[BaseMessage], base_url: str = "") -> AIMessage:
    """One model call, with the client's errors mapped to the types above."""
    with server_errors(base_url):
        reply = model.invoke(list(messages))
    if not isinstance(reply, AIMessage):
        raise ModelRequestRejected(f"model server at {masked(base_url)} returned {type(reply).__name__}, not a chat reply")
    return reply


def _detail(error: openai.APIStatusError) -> str:
    body = error.body
    if isinstance(body, dict):
        body = body.get("message") or body.get("error") or body
    return str(body or error.message)[:300]
