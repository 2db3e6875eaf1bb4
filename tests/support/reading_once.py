"""``parse_once``: ``parse_request`` for the corpus scorers, each text read once per test process.

A held-out corpus is scored by several tests (read right or not, dropped in silence or not, its budget forms...), and
each scorer read every text again: in a wish corpus of 250, 230 texts were read twice, and a base request was read
again for each wish beside it. Reading is deterministic (``test_spelling_deterministic.py``), so the second reading
can only repeat the first: here it is taken from the first. A refusal is kept too and raised again. Only the scorers
under ``tests/support/`` use this; a test of the reader itself calls ``parse_request``.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from himap_travel.domain.parsing import ParsedRequest, QueryParseError, parse_request

_LIMIT = 4096  # texts kept: a corpus's scorers run one after another, in one file
_read: OrderedDict[tuple[str, str], tuple[Any, ParsedRequest | QueryParseError]] = OrderedDict()


def parse_once(text: str, sandbox: Any, people: str = "benchmark") -> ParsedRequest:
    """``parse_request(text, sandbox, people=people)``, or the same reading (or refusal) given before."""
    key = (text, people)
    if key not in _read or _read[key][0] is not sandbox:  # read with another sandbox: read again
        try:
            _read[key] = (sandbox, parse_request(text, sandbox, people=people))  # type: ignore[arg-type]
        except QueryParseError as error:
            _read[key] = (sandbox, error)
        if len(_read) > _LIMIT:
            _read.popitem(last=False)
    _read.move_to_end(key)
    found = _read[key][1]
    if isinstance(found, QueryParseError):
        raise found.with_traceback(None)
    return found
