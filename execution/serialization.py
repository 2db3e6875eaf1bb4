"""The checkpoint serializer's allow-list: which classes a checkpoint may rebuild.

LangGraph stores pydantic values in checkpoints as (module, class, fields)
and rebuilds them on load. Its default serializer rebuilds *any* class but
logs "Deserializing unregistered type ..." for each one it was not told
about (and strict mode, ``LANGGRAPH_STRICT_MSGPACK=true``, refuses them and
hands back plain dicts). So our checkpointers use a ``JsonPlusSerializer``
with an explicit ``allowed_msgpack_modules`` list: Σ's types always, plus the
types reachable from whatever the caller passes (the graph's state schema,
extra models), found by walking their annotations. Types not on the list are
refused and come back as dicts, which ``reduce_sigma`` still accepts.
"""

from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from pydantic import BaseModel
from typing_extensions import is_typeddict  # also knows typing_extensions.TypedDict

from himap_travel.state.graph_state import STORED_BEFORE
from himap_travel.state.sigma import SIGMA_TYPES

TypeKey = tuple[str, str]


def checkpoint_allowlist(*roots: Any) -> set[TypeKey]:
    """(module, name) of every model, dataclass and enum reachable from ``roots``.

    ``roots`` may be classes or annotations (a TypedDict state schema,
    ``Annotated[Sigma, reduce_sigma]``, ``list[DayTask] | None``, ...).
    Σ's own types are always included, and the types threads stored by earlier versions hold (``STORED_BEFORE``).
    """
    found: set[TypeKey] = set()
    seen: dict[int, Any] = {}
    for root in (*SIGMA_TYPES, *STORED_BEFORE, *roots):
        _collect(root, found, seen)
    return found


def make_serializer(*roots: Any) -> JsonPlusSerializer:
    """A serializer that rebuilds exactly the registered types, without warnings."""
    return JsonPlusSerializer(allowed_msgpack_modules=sorted(checkpoint_allowlist(*roots)))


# --- walking annotations ------------------------------------------------------------


def _collect(tp: Any, found: set[TypeKey], seen: dict[int, Any]) -> None:
    """Add the registrable classes in annotation ``tp`` to ``found``.

    ``seen`` maps id → object and so keeps every visited object alive: an id
    cannot be reused by a later annotation while the walk runs.
    """
    if id(tp) in seen or tp is None or tp is Any:
        return
    seen[id(tp)] = tp
    for arg in typing.get_args(tp):  # list[X], X | None, Annotated[X, f], Literal[...]
        _collect(arg, found, seen)
    if not isinstance(tp, type):
        return
    if issubclass(tp, BaseModel):
        found.add(_key(tp))
        for field in tp.model_fields.values():
            _collect(field.annotation, found, seen)
    elif dataclasses.is_dataclass(tp):
        found.add(_key(tp))
        _collect_hints(tp, found, seen)
    elif issubclass(tp, enum.Enum):
        found.add(_key(tp))
    elif is_typeddict(tp):
        _collect_hints(tp, found, seen)


def _collect_hints(tp: type, found: set[TypeKey], seen: dict[int, Any]) -> None:
    try:
        hints = typing.get_type_hints(tp, include_extras=True)
    except Exception:  # unresolvable forward refs: use what is already evaluated
        hints = getattr(tp, "__annotations__", {})
    for hint in hints.values():
        _collect(hint, found, seen)


def _key(tp: type) -> TypeKey:
    return (tp.__module__, tp.__name__)
