"""How to reach the model: an OpenAI-compatible endpoint (``vllm serve`` first) and its sampling settings.

Every field can come from the environment (``HIMAP_LLM_BASE_URL``,
``HIMAP_LLM_MODEL``, ``HIMAP_LLM_TEMPERATURE`` ...), so ``langgraph dev``
picks them up as well as the command line; explicit values win.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Literal

import httpx
from langchain_openai import ChatOpenAI
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from himap_travel.domain.environment import read_llm
from himap_travel.domain.text.urls import http_url_problem

MAX_REPLY_TOKENS = 1_000_000  # past any model's context: a larger count is a typo, and a server answers it with an error


class LLMSettings(BaseModel):
    """One model endpoint and how to sample from it (the paper decodes at T = 0.7, top-p = 0.9)."""

    model_config = ConfigDict(frozen=True, extra="forbid", allow_inf_nan=False)  # a timeout of 1e400 waits for ever

    base_url: str = Field(default="http://127.0.0.1:8000/v1", description="the server's OpenAI-compatible /v1 URL")
    model: str = Field(default="Qwen/Qwen3-8B", description="the served model name")
    api_key: str = Field(default="EMPTY", repr=False)
    temperature: float = Field(default=0.7, ge=0, le=2)
    top_p: float = Field(default=0.9, gt=0, le=1)
    max_tokens: int = Field(default=1024, ge=16, le=MAX_REPLY_TOKENS, description="per reply")
    timeout: float = Field(default=120.0, gt=0, description="seconds per request")
    tool_choice: Literal["auto", "required"] = Field(
        default="required", description="'required' makes the server constrain every reply to a valid tool call"
    )
    enable_thinking: bool | None = Field(default=False, description="Qwen3's thinking mode; None sends nothing")
    coordinator_tool_cap: int = Field(default=12, ge=1, description="tool calls the coordinator may make per iteration")
    max_observation_chars: int = Field(default=3000, ge=200, description="longer tool results are cut for the prompt")

    @field_validator("base_url")
    @classmethod
    def _an_http_url(cls, value: str) -> str:
        """An http(s) URL with a host (``domain.text.urls``, the rule ``--base-url`` is checked by)."""
        if problem := http_url_problem(value):
            raise ValueError(problem)
        return value

    @field_validator("model")
    @classmethod
    def _a_name(cls, value: str) -> str:
        """A model name that is not blank (a server answers a blank one with an error per request, mid-run) and is one
        line: a name with a control character (a line end from ``$(cat file)``, a tab) names no served model, and each
        request would fail on it mid-run, after the planning it cost."""
        if not value.strip():
            raise ValueError("the model name is empty: give the served model's name")
        if any(unicodedata.category(char) == "Cc" for char in value):
            raise ValueError(f"the model name {value!r} holds a control character (a line end, a tab): give the served "
                             "model's name on one line")
        return value

    @field_validator("api_key")
    @classmethod
    def _a_header_value(cls, value: str) -> str:
        """A key sent as an HTTP header holds no control character: a line end (from ``$(cat key.txt)``) would end
        the header and start another, which the client refuses only at the first request, mid-run. The message
        never shows the key."""
        if any(unicodedata.category(char) == "Cc" for char in value):
            raise ValueError("the API key holds a control character (a line end, a tab): give the key on one line")
        return value

    @classmethod
    def from_env(cls, **overrides: Any) -> LLMSettings:
        """Defaults, then ``HIMAP_LLM_*`` variables, then the explicit (non-None) overrides; a variable's URL that is
        none is refused naming the variable (a ``ValueError``), as ``--base-url`` is."""
        values: dict[str, Any] = {}
        variables: dict[str, str] = {}  # field -> the variable its value came from
        for name in cls.model_fields:
            variable, raw = read_llm(name)
            if raw is not None:
                values[name] = None if raw.lower() == "none" else raw
                variables[name] = variable
                if name == "base_url" and overrides.get(name) is None and (problem := http_url_problem(raw)):
                    raise ValueError(f"{variable}: {problem}")
        given = {k: v for k, v in overrides.items() if v is not None}
        values.update(given)
        try:
            return cls.model_validate(values)
        except ValidationError as error:  # a variable's value out of bounds is named by the variable the user set
            named = [e for e in error.errors(include_url=False) if e["loc"] and e["loc"][0] in variables
                     and e["loc"][0] not in given]
            if not named:
                raise
            raise ValueError("; ".join(f"{variables[str(e['loc'][0])]}: {e['msg']}{_got(e)}" for e in named)) from None

    def chat_model(self, http_client: httpx.Client | None = None) -> ChatOpenAI:
        """The chat model; retries are the graph's (LangGraph retry policies), so the client makes none."""
        extra_body = {"chat_template_kwargs": {"enable_thinking": self.enable_thinking}} if self.enable_thinking is not None else None
        return ChatOpenAI(
            model=self.model,
            base_url=self.base_url,
            api_key=self.api_key,
            temperature=self.temperature,
            top_p=self.top_p,
            max_tokens=self.max_tokens,
            timeout=self.timeout,
            max_retries=0,
            extra_body=extra_body,
            http_client=http_client,
        )


def _got(error: Any) -> str:
    """`` (got VALUE)`` for a refused field, nothing for the API key (a secret: never printed)."""
    return "" if error["loc"][0] == "api_key" else f" (got {error.get('input')!r})"
