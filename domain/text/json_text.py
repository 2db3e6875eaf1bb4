"""JSON text from a file a user gives: one reader, so that every malformed file is a ``ValueError``.

``json.loads`` raises ``RecursionError``, not a ``ValueError``, for arrays or objects nested deeper than Python's
recursion limit (``[[[[...]]]]``, a few hundred kilobytes): a reader that caught ``ValueError`` (or
``JSONDecodeError``) ended in a traceback on such a file instead of naming it. Readers of reports, FlexTravelBench
instances, bench traces and run records read through ``parse_json`` and keep their own ``except ValueError``.

An object with a key twice is ambiguous: Python keeps the last value, other readers the first, and a hand-edited
file whose first ``"org"`` was meant was read with its second in silence. ``parse_json`` refuses it
(``AmbiguousJSON``, a ``ValueError``); the plans reader refuses it per line (``evaluation.plans_file``).
"""

from __future__ import annotations

import ast
import json
import sys
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile


class AmbiguousJSON(ValueError):
    """JSON that Python reads but that has no single meaning: a key twice, NaN or Infinity, half a character."""


def unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object's pairs as a dict (``json.loads``'s ``object_pairs_hook``); a repeated key is refused."""
    record = dict(pairs)
    if len(record) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise AmbiguousJSON(f"the key {key[:40]!r} appears twice in one object")
            seen.add(key)
    return record


def json_lines(text: str) -> list[str]:
    """The lines of JSON Lines text: split at a line feed only (a carriage return before one is dropped).

    ``str.splitlines`` also splits at characters that JSON holds unescaped inside a string (U+2028, U+2029, U+0085,
    form feeds, the file and group separators): a line that ``json.dumps(..., ensure_ascii=False)`` wrote of a query
    holding one was read as two halves, neither JSON. A file's readers (``readline``) split at line feeds already."""
    return [line.removesuffix("\r") for line in text.split("\n")]


class JSONNestingError(ValueError):
    """JSON nested deeper than the reader can follow."""


def parse_json(text: str) -> Any:
    """``json.loads(text)``; JSON nested too deeply is a ``JSONNestingError``, and an object with a key twice, a number
    longer than Python reads or half a character (``whole_characters``) an ``AmbiguousJSON`` (both ``ValueError``), as
    any malformed JSON is: each was a traceback where it was printed or written (``json.loads`` raises a bare
    ``ValueError`` for the number, and a lone surrogate fails only when the text is encoded)."""
    try:
        value = json.loads(text, object_pairs_hook=unique_keys)
    except RecursionError:
        raise JSONNestingError("nested too deeply (arrays or objects within each other beyond any real file's depth)") from None
    except ValueError as error:
        if isinstance(error, (json.JSONDecodeError, AmbiguousJSON)):
            raise
        raise AmbiguousJSON(f"a number of more than {sys.get_int_max_str_digits():,} digits (no figure has so many)") from None
    whole_characters(text, value)
    return value


_SURROGATE_ESCAPE = lazy_compile(r"\\u[dD][89a-fA-F]")  # the only way a lone surrogate gets into UTF-8 JSON text


def whole_characters(text: str, value: Any) -> None:
    """Refuse (``AmbiguousJSON``) JSON whose ``\\u`` escapes leave half a character (a lone surrogate, ``"\\ud800"``):
    valid JSON, and no text of any encoding, so printing or writing it failed after the file was read."""
    if _SURROGATE_ESCAPE.search(text):
        try:
            json.dumps(value, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            raise AmbiguousJSON("a \\u escape is half of a character (a lone surrogate)") from None


def python_literal(text: str) -> Any:
    """``ast.literal_eval(text)`` (the benchmark files write dates and constraints as Python literals), where a dict
    with a key twice is an ``AmbiguousJSON``: Python keeps the last value (``{'house rule': 'parties', 'house rule':
    'smoking'}`` planned for smoking alone), the writer meant both or the first. ``SyntaxError``/``ValueError`` as
    ``literal_eval`` raises them."""
    tree = ast.parse(text.lstrip(" \t"), mode="eval")
    for node in ast.walk(tree):  # iterative: no recursion however deep the literal
        if isinstance(node, ast.Dict):
            _each_key_once([key.value for key in node.keys if isinstance(key, ast.Constant)])
    return ast.literal_eval(tree)


def _each_key_once(keys: list[Any]) -> None:
    seen: set[Any] = set()
    for key in keys:
        if key in seen:
            raise AmbiguousJSON(f"the key {str(key)[:40]!r} appears twice in one dict")
        seen.add(key)
