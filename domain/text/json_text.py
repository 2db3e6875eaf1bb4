"""JSON text from a file a user gives: one reader, so that every malformed file is a ``ValueError``.

``json.loads`` raises ``RecursionError``, not a ``ValueError``, for arrays or objects nested deeper than Python's
recursion limit (``[[[[...]]]]``, a few hundred kilobytes): a reader that caught ``ValueError`` (or
``JSONDecodeError``) ended in a traceback on such a file instead of naming it. Readers of reports, FlexTravelBench
instances, bench traces and run records read through ``parse_json`` and keep their own ``except ValueError``.
"""

from __future__ import annotations

import json
from typing import Any


class JSONNestingError(ValueError):
    """JSON nested deeper than the reader can follow."""


def parse_json(text: str) -> Any:
    """``json.loads(text)``; JSON nested too deeply is a ``JSONNestingError`` (a ``ValueError``), as any malformed JSON is."""
    try:
        return json.loads(text)
    except RecursionError:
        raise JSONNestingError("nested too deeply (arrays or objects within each other beyond any real file's depth)") from None
