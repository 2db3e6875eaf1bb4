"""The travel search tools (paper, Table 9) as langchain-core tools.

``build_search_tools(sandbox)`` wraps each search of ``tools.searches`` in a
tool with ``response_format="content_and_artifact"``: the content is a
compact text table for a model, the artifact the typed result for programs.
Invalid arguments also come back as content and artifact (and a
``ToolMessage`` with ``status="error"`` when invoked with a tool call), never
as an exception.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, no_type_check

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool
from pydantic import ValidationError

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.tools.search_args import (
    SEARCH_TOOL_NAMES,
    TOOL_DESCRIPTIONS,
    SearchArgs,
    describe_validation_error,
)
from himap_travel.tools.search_index import search_index
from himap_travel.tools.search_results import SearchResult
from himap_travel.tools.searches import SEARCH_FUNCTIONS, SearchFunction
from himap_travel.tools.toolbox import CACHEABLE

_INPUT = "__tool_input__"  # the one keyword the raw tool input travels under to _run


class SearchTool(StructuredTool):
    """A ``StructuredTool`` whose argument errors come back as a result (text and artifact), not an exception.

    The search function validates the raw arguments itself (against the same
    ``args_schema`` the model is shown), so an invalid call returns the typed
    error result as artifact and its message as content. Called with a tool
    call, the tool returns a ``ToolMessage`` whose ``status`` is ``"error"``
    whenever the result has an error.

    The overrides below skip per-call introspection that langchain-core does
    for injected arguments and for a ``config`` parameter; these tools have
    neither, and the introspection costs more than the search itself.
    ``search`` is the tool's function (``StructuredTool.func`` is left unset:
    its type, any callable returning anything, would untype every call).
    """

    search: Callable[[Any], tuple[str, SearchResult]]

    def _to_args_and_kwargs(self, tool_input: Any, tool_call_id: str | None) -> tuple[tuple[Any, ...], dict[str, Any]]:
        return (), {_INPUT: tool_input}

    def _filter_injected_args(self, tool_input: dict[str, Any]) -> dict[str, Any]:
        return tool_input

    # _run and _arun carry no annotations: langchain-core resolves them (typing.get_type_hints) on every call, about
    # 0.3 ms annotated against 4 µs under no_type_check (measured). no_type_check also keeps mypy out of them; they
    # only hand the raw input to call_direct, which is typed.
    @no_type_check
    def _run(self, *args, **kwargs):
        return self.call_direct(kwargs.get(_INPUT))

    @no_type_check
    async def _arun(self, *args, **kwargs):
        return self.call_direct(kwargs.get(_INPUT))

    def call_direct(self, args: Any) -> tuple[str, SearchResult]:
        """The search on the raw arguments, without ``invoke``'s per-call machinery (``tools.toolbox.direct_call``):
        what ``_run`` does, since the function validates them itself."""
        return self.search(args)

    @staticmethod
    def _mark(output: Any) -> Any:
        if isinstance(output, ToolMessage) and getattr(output.artifact, "error", None) is not None:
            output.status = "error"
        return output

    def run(self, *args: Any, **kwargs: Any) -> Any:
        return self._mark(super().run(*args, **kwargs))

    async def arun(self, *args: Any, **kwargs: Any) -> Any:
        return self._mark(await super().arun(*args, **kwargs))


def _tool_function(sandbox: Sandbox, function: SearchFunction[Any, SearchResult]) -> Callable[[Any], tuple[str, SearchResult]]:
    def call(tool_input: Any) -> tuple[str, SearchResult]:
        if tool_input is None:
            tool_input = {}
        result = function(sandbox, tool_input)
        return result.render(), result

    return call


def build_search_tools(sandbox: Sandbox | None = None, names: Iterable[str] | None = None) -> list[BaseTool]:
    """The six search tools over a sandbox (the shared default one when not given), in Table 9's order."""
    if sandbox is None:
        from himap_travel.domain.sandbox.index import load_sandbox

        sandbox = load_sandbox()
    wanted = list(names) if names is not None else list(SEARCH_TOOL_NAMES)
    unknown = [n for n in wanted if n not in SEARCH_FUNCTIONS]
    if unknown:
        raise KeyError(f"unknown search tool(s): {', '.join(unknown)}; known: {', '.join(SEARCH_TOOL_NAMES)}")
    search_index(sandbox)  # build the name index now rather than on the first call
    tools: list[BaseTool] = []
    for name in wanted:
        function = SEARCH_FUNCTIONS[name]
        args_model = function.args_model

        def on_invalid(error: ValidationError, _name: str = name, _model: type[SearchArgs] = args_model) -> str:
            return "Error: " + describe_validation_error(_name, _model, error)

        tools.append(
            SearchTool(
                name=name,
                description=TOOL_DESCRIPTIONS[name],
                args_schema=args_model,
                search=_tool_function(sandbox, function),
                response_format="content_and_artifact",
                handle_validation_error=on_invalid,
                metadata={CACHEABLE: True},  # a search answers from its arguments and the world alone
            )
        )
    return tools


def tool_by_name(tools: Iterable[BaseTool]) -> dict[str, BaseTool]:
    """The tools keyed by name."""
    return {tool.name: tool for tool in tools}
