"""How a policy calls tools: one call path for every policy, with a trace, a cache and a cap.

Every decision of the expert policy and of an LLM policy goes through
``ToolBox.call`` (one call) or ``ToolBox.call_many`` (one decision holding
several independent calls, like a model reply with parallel tool calls: they
run at once on a small thread pool, at most ``parallel_calls`` together), so
both leave the same trace shape (tool name, arguments, observation), in call
order. The cache is ATLAS's multi-round cache: the sandbox does not change
during a run, so a repeated search (only a search: see ``ToolBox._cacheable``) is answered from memory (and says so in
the trace). A simulated latency (seeded: one delay per decision, one per tool
call that misses the cache, drawn in call order before a batch runs, so the
thread schedule never changes them) lets benchmarks measure the gain of
parallelism on a CPU.

A call reaches the tool's function directly (``direct_call``): its arguments
validated against the tool's schema as ``tool.invoke`` validates them, without
the callbacks, config merging and signature inspection LangChain runs on every
invoke, which cost more CPU than the in-memory tools themselves (issue 44,
``results/profile``). The tools stay LangChain tools: their schemas are what
an LLM policy is shown. A tool this path cannot call as ``invoke`` would (an
injected argument, a ``config`` or ``callbacks`` parameter, an error handler)
goes through ``invoke``.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
import json
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool, ToolException
from pydantic import BaseModel, ValidationError

from himap_travel.state.trace import ToolCallRecord
from himap_travel.tools.latency import Delay, SimulatedLatency
from himap_travel.tools.search_args import describe_validation_error

CACHEABLE = "cacheable"  # a tool's metadata key: its answer depends on its arguments alone (see ToolBox._cacheable)
P = ParamSpec("P")  # _in_context's function
T = TypeVar("T")


class ToolCapReached(RuntimeError):
    """The role used all the tool calls it is allowed (15 per day executor in the paper)."""


@dataclass
class _Pending:
    """One call of a batch: its cache key, its drawn delay (None: answered by the cache when the batch began)."""

    name: str
    args: dict[str, Any]
    key: str
    delay: float | None  # None or 0: no wait (None: the cache answered it when the batch began, with latency on)


class SharedCache:
    """A thread-safe result cache shared by every role of one run."""

    def __init__(self) -> None:
        self._items: dict[str, tuple[str, Any, bool]] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> tuple[str, Any, bool] | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: str, value: tuple[str, Any, bool]) -> None:
        with self._lock:
            self._items[key] = value

    def scoped(self, scope: str) -> SharedCache:
        """The same cache with keys of their own (``scope``: a world): a search in one world never answers one in another."""
        return self if not scope else _ScopedCache(self, scope)


class _ScopedCache(SharedCache):
    def __init__(self, cache: SharedCache, scope: str) -> None:
        self.cache, self.scope = cache, scope

    def get(self, key: str) -> tuple[str, Any, bool] | None:
        return self.cache.get(f"{self.scope}|{key}")

    def put(self, key: str, value: tuple[str, Any, bool]) -> None:
        self.cache.put(f"{self.scope}|{key}", value)


class ToolBox:
    """The tools one role may call, with its own trace and call cap."""

    def __init__(
        self,
        tools: Iterable[BaseTool],
        *,
        cache: SharedCache | None = None,
        max_calls: int | None = None,
        latency: SimulatedLatency | None = None,
        decision_latency: SimulatedLatency | None = None,
        latency_seed: int = 0,
        latency_key: str = "",
        parallel_calls: int = 8,
    ) -> None:
        if parallel_calls < 1:
            raise ValueError("parallel_calls must be at least 1")
        self.tools: dict[str, BaseTool] = {}
        self._direct: dict[str, DirectCall | None] = {}
        self._cached_names: set[str] = set()  # the tools ``_cacheable`` answers from the cache, read once in ``add``
        for tool in tools:
            self.add(tool)
        self.cache = cache
        self.max_calls = max_calls
        self.parallel_calls = parallel_calls
        self.trace: list[ToolCallRecord] = []
        self._tool_delay = Delay(latency, f"{latency_seed}:{latency_key}")
        self._decision_delay = Delay(decision_latency, f"decide:{latency_seed}:{latency_key}")  # the policy "thinking"

    def _cacheable(self, name: str) -> bool:
        """Only a tool marked ``metadata={"cacheable": True}`` is answered from the cache: the searches, pure
        functions of their arguments in one world. ``finish``, ``cost_enquiry``, ``distribute_task`` depend on the
        day, Σ or the party, which their arguments do not say: cached, one day's answer would serve another's.
        Read from the tool's metadata when it is added (``add``), not twice per call (issue 44)."""
        return name in self._cached_names

    def add(self, tool: BaseTool) -> None:
        """Give the role a tool of its own (replacing one of the same name), e.g. a policy's own interface."""
        self.tools[tool.name] = tool
        self._direct[tool.name] = direct_call(tool)
        if (tool.metadata or {}).get(CACHEABLE):
            self._cached_names.add(tool.name)
        else:
            self._cached_names.discard(tool.name)

    @property
    def calls_left(self) -> int | None:
        return None if self.max_calls is None else self.max_calls - len(self.trace)

    def call(self, name: str, /, **args: Any) -> Any:
        """Call a tool; returns its structured result (the model reads the text in the trace)."""
        return self.call_many([(name, args)])[0]

    def call_many(self, calls: Sequence[tuple[str, dict[str, Any]]]) -> list[Any]:
        """One decision holding several independent calls: run them at once, results (and trace) in call order.

        The batch pays one decision delay; each call pays its own tool delay
        (a cache miss), at most ``parallel_calls`` running together (1: one
        after another). The cap counts every call: when the batch is longer
        than what is left, the calls that fit run and are traced, then
        ``ToolCapReached`` is raised, as calling them one by one would.
        Identical calls within a batch run once after another, so the later
        ones are cache hits exactly as with ``call``.
        """
        calls = [(name, dict(args)) for name, args in calls]
        if not calls:
            return []
        self._check_cap()
        left = self.calls_left
        fitting = calls if left is None else calls[:left]
        self._decision_delay.sleep()
        pending = self._prepare(fitting)
        outcomes = self._execute(pending)
        results = []
        for outcome in outcomes:  # in call order; an unexpected error ends the batch where it happened
            if isinstance(outcome, BaseException):
                raise outcome
            self.trace.append(outcome[0])
            results.append(outcome[1])
        if len(fitting) < len(calls):
            self._check_cap()
        return results

    def _prepare(self, calls: list[tuple[str, dict[str, Any]]]) -> list[_Pending]:
        """Cache keys, and the tool delays drawn in call order (none for a call the cache already answers). Without
        a simulated latency no delay is drawn, so the cache is not asked here (``_run_one`` asks it)."""
        pending = []
        drawing = self._tool_delay.drawing
        for name, args in calls:
            key = f"{name}:{_json_key(args)}"
            hit = drawing and self.cache is not None and self._cacheable(name) and self.cache.get(key) is not None
            pending.append(_Pending(name, args, key, None if hit else self._tool_delay.draw() if drawing else 0.0))
        return pending

    def _execute(self, pending: list[_Pending]) -> list[tuple[ToolCallRecord, Any] | BaseException]:
        """Run the calls, those sharing a key one after another (so the later ones hit the cache).

        Entries after an unexpected error of their chain stay None: ``call_many`` raises before reaching them.
        """
        chains: dict[str, list[int]] = {}
        for index, item in enumerate(pending):
            chains.setdefault(item.key, []).append(index)
        outcomes: list[Any] = [None] * len(pending)

        def run_chain(indices: list[int]) -> bool:
            for index in indices:
                try:
                    outcomes[index] = self._run_one(pending[index])
                except Exception as error:  # noqa: BLE001 - re-raised by call_many, in call order
                    outcomes[index] = error
                    return False
            return True

        # Threads pay off only while calls wait (the tools are in-memory and hold the GIL): without two
        # waiting calls the batch runs in this thread, with no pool to start.
        waiting = sum(1 for indices in chains.values() if any(pending[i].delay for i in indices))
        workers = min(self.parallel_calls, len(chains)) if waiting > 1 else 1
        if workers <= 1:  # one after another in call order, stopping at an unexpected error
            for index in range(len(pending)):
                if not run_chain([index]):
                    break
            return outcomes
        with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="toolbox") as pool:
            futures = [pool.submit(_in_context(run_chain), indices) for indices in chains.values()]
            for future in futures:
                future.result()
        return outcomes

    def _run_one(self, item: _Pending) -> tuple[ToolCallRecord, Any]:
        """One call: the cache, else the tool and its drawn delay; its record."""
        started = time.perf_counter()
        cache = self.cache if self._cacheable(item.name) else None
        hit = cache.get(item.key) if cache else None
        cached = hit is not None
        if hit is None:
            hit = self._invoke(item.name, item.args)
            if item.delay:  # None only for a cache hit (the cache is never emptied); a 0 delay must not yield the GIL
                time.sleep(item.delay)
            if cache and hit[2]:
                cache.put(item.key, hit)
        observation, artifact, ok = hit
        elapsed = (time.perf_counter() - started) * 1000
        record = ToolCallRecord(name=item.name, args=item.args, observation=observation, ok=ok, cached=cached, elapsed_ms=elapsed)
        return record, artifact

    def reject(self, name: str, args: dict[str, Any], observation: str) -> None:
        """Record a turn that reached no tool (unparsable arguments, no call at all): it uses up a call."""
        self._check_cap()
        self.trace.append(ToolCallRecord(name=name, args=args, observation=observation, ok=False))

    def _check_cap(self) -> None:
        if self.max_calls is not None and len(self.trace) >= self.max_calls:
            raise ToolCapReached(f"tool-call cap of {self.max_calls} reached")

    def _invoke(self, name: str, args: dict[str, Any]) -> tuple[str, Any, bool]:
        tool = self.tools.get(name)
        if tool is None:
            known = ", ".join(sorted(self.tools))
            return f"Error: unknown tool '{name}'. Available tools: {known}.", None, False
        direct = self._direct.get(name)
        try:
            if direct is not None:
                content, artifact = direct(dict(args))
                return _text(content), artifact, not _is_error(artifact)
            message = tool.invoke({"type": "tool_call", "name": name, "args": args, "id": uuid.uuid4().hex})
        except ValidationError as error:  # bad arguments are the caller's mistake: say which, and go on
            schema = tool.args_schema
            if isinstance(schema, type) and issubclass(schema, BaseModel):
                return "Error: " + describe_validation_error(name, schema, error), None, False
            return f"Error: {name} failed: {error}", None, False  # not the schema's error: as any other ValueError
        except (ToolException, TypeError, ValueError) as error:
            return f"Error: {name} failed: {error}", None, False
        if isinstance(message, ToolMessage):
            ok = message.status != "error" and not _is_error(message.artifact)
            return str(message.content), message.artifact, ok
        return str(message), None, True


def _key_encoder() -> Callable[[Any], str]:
    """A call's cache key: its arguments as ``json.dumps(args, sort_keys=True, default=str)`` writes them.

    ``JSONEncoder.encode`` builds a new C encoder on every call, half the cost of a key (issue 44: a chat turn makes
    about two hundred); the C encoder is built once here, the same text. Without a record of the containers it is
    in (``check_circular``) it holds no state between calls (thread-safe); arguments that hold themselves, which no
    call has, fail with ``RecursionError`` rather than ``ValueError``. Where Python has no C encoder: ``encode``."""
    encoder = getattr(json.encoder, "c_make_encoder", None)  # CPython's accelerator (``_json``), untyped
    if encoder is None:
        return json.JSONEncoder(sort_keys=True, default=str).encode
    chunks = encoder(None, str, json.encoder.encode_basestring_ascii, None, ": ", ", ", True, False, True)
    return lambda args: "".join(chunks(args, 0))


_json_key = _key_encoder()

DirectCall = Callable[[dict[str, Any]], tuple[Any, Any]]  # a tool call's arguments -> (content, artifact)
_RUN_PARAMETERS = frozenset({"callbacks", "config", "run_manager"})  # what StructuredTool._run would pass a function


def direct_call(tool: BaseTool) -> DirectCall | None:
    """The tool's function on its validated arguments, as ``tool.invoke`` with a tool call would run it; None where
    only ``invoke`` runs it faithfully.

    A tool may give its own (``call_direct``: ``SearchTool``, which validates inside its function). A plain
    ``StructuredTool`` qualifies when it returns ``(content, artifact)``, handles no error itself, has a pydantic
    schema without injected arguments and a function that takes no run parameter: then ``invoke`` adds nothing
    but callbacks to what this does.
    """
    if callable(getattr(type(tool), "call_direct", None)):  # asked of the class: a pydantic model's own __getattr__
        own: DirectCall = tool.call_direct  # type: ignore[attr-defined]  # raises a costly error for a missing name
        return own
    schema = tool.args_schema
    if (type(tool) is not StructuredTool or tool.func is None or tool.response_format != "content_and_artifact"
            or tool.handle_validation_error or tool.handle_tool_error
            or not (isinstance(schema, type) and issubclass(schema, BaseModel))
            or not _plain_schema(tool, schema) or not _plain_function(tool.func)):
        return None
    return functools.partial(_validated_call, tool.func, schema)


def _validated_call(function: Callable[..., Any], schema: type[BaseModel], args: dict[str, Any]) -> tuple[Any, Any]:
    """``function`` on ``args`` validated by ``schema``: every field given or with a default, as LangChain passes
    them (``BaseTool._parse_input``); a reply that is not ``(content, artifact)`` is a ``ValueError``, as there."""
    fields = schema.model_fields
    kwargs: dict[str, Any] = {}
    if fields:
        model = schema.model_validate(args)
        given = model.model_fields_set
        kwargs = {key: getattr(model, key) for key, field in fields.items()
                  if key in args or key in given or (key not in ("args", "kwargs") and not field.is_required())}
    reply = function(**kwargs)
    if not (isinstance(reply, tuple) and len(reply) == 2):
        raise ValueError(f"a content_and_artifact tool must return (content, artifact), got {type(reply).__name__}")
    return reply


_PLAIN_SCHEMAS: dict[type[BaseModel], bool] = {}  # per schema class: tools are built per executor, schemas once


def _plain_schema(tool: BaseTool, schema: type[BaseModel]) -> bool:
    """No argument LangChain injects at run time (``InjectedToolArg``): the schema the model is shown, from which
    LangChain leaves injected arguments out, has every field of the schema."""
    plain = _PLAIN_SCHEMAS.get(schema)
    if plain is None:
        shown = tool.tool_call_schema
        plain = _PLAIN_SCHEMAS[schema] = set(getattr(shown, "model_fields", ())) == set(schema.model_fields)
    return plain


def _plain_function(function: Callable[..., Any]) -> bool:
    """The function takes none of the run's parameters (``config``, ``callbacks``, ``run_manager``)."""
    code = getattr(function, "__code__", None)
    return _plain_code(code) if code is not None else not (_RUN_PARAMETERS & set(inspect.signature(function).parameters))


@functools.lru_cache(maxsize=1024)
def _plain_code(code: Any) -> bool:
    names = code.co_varnames[: code.co_argcount + code.co_kwonlyargcount]
    return not (_RUN_PARAMETERS & set(names))


def _text(content: Any) -> str:
    """The observation text, as LangChain's ``ToolMessage`` would hold it (anything not text as JSON where it can)."""
    if isinstance(content, str):
        return content
    try:
        return json.dumps(content, ensure_ascii=False)
    except (TypeError, ValueError):
        return str(content)


def _in_context(function: Callable[P, T]) -> Callable[P, T]:
    """``function`` run in a copy of the caller's context (LangGraph's run config travels in context variables)."""
    context = contextvars.copy_context()

    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        return context.run(function, *args, **kwargs)

    return run


def _is_error(artifact: Any) -> bool:
    return getattr(artifact, "error", None) is not None
