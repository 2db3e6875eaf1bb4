"""``SpanSet``: "is this position inside one of these spans?" in logarithmic time.

Readers skip text another reader has taken (dates, place names) without a scan
per match, which keeps parsing linear. The parser's readers (``domain.parsing``)
and the cuisine's (``domain.constraints.cuisine``: a cuisine inside a place name
is no cuisine) share it.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable


class SpanSet:
    """Half-open spans ``[start, end)`` (overlapping ones merged), for fast membership tests of positions."""

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._starts: list[int] = []
        self._ends: list[int] = []
        for start, end in sorted(spans):
            if self._ends and start <= self._ends[-1]:
                self._ends[-1] = max(self._ends[-1], end)
            else:
                self._starts.append(start)
                self._ends.append(end)

    def __contains__(self, pos: int) -> bool:
        index = bisect_right(self._starts, pos) - 1
        return index >= 0 and pos < self._ends[index]

    def overlaps(self, start: int, end: int) -> bool:
        """Whether the non-empty ``[start, end)`` meets a span (``s < end and start < e``; an empty span strictly inside
        counts too): the same answer as testing each span, in logarithmic time."""
        index = bisect_left(self._starts, end) - 1  # the last span starting before ``end``: any earlier one ends sooner
        return index >= 0 and self._starts[index] < end and start < self._ends[index]
