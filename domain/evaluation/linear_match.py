"""The evaluator's text patterns, matched in linear time with the regular expressions' exact results.

The official scorer reads plan entries with backtracking regular expressions
such as ``(.*?),\\s*([^,]+)...$`` and ``from\\s+(.+?)\\s+to\\s+([^,]+)``. Python's
engine takes quadratic time on some inputs (a field without a comma: 32 KB
took 5.6 s) and cubic time on others ("from" followed by a long run of
spaces). Each function here returns exactly what the named pattern returns
(the same groups, or None where it does not match) by scanning the text a
bounded number of times. ``tests/unit/domain/evaluation/test_evaluator_faults.py`` checks them
against the original patterns on every short string over an alphabet of the
patterns' tokens, and on large adversarial inputs.

How the engine behaves, which the scans reproduce:

* ``.`` never crosses a newline; ``\\s`` (any Unicode whitespace, exactly
  ``str.isspace``) does.
* In ``from\\s+(.+?)\\s+to\\s+TAIL`` the lazy group ends at the first
  whitespace run (after at least one character) that is followed by "to" and
  a TAIL that matches. Whether a run qualifies depends only on where the run
  ends, so each run is tried once. When no run qualifies, the engine gives
  back the whitespace after "from" one character at a time; the lazy group
  then holds one of those characters, and that succeeds only if the run after
  "from" is itself followed by "to" and a TAIL (``_route``).
* A search for "from" at several places on one line re-reads the same runs:
  what was ruled out for one is remembered for the next (``official_from_to``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from himap_travel.domain.text.lazy_regex import lazy_compile

Span = tuple[int, int]
Tail = Callable[[str, int], "Span | None"]  # the TAIL after "to": its group's span, or None

_SPACES = lazy_compile(r"\s*")  # one greedy run: linear, nothing after it to backtrack into
_TO = lazy_compile("to")
_TO_ANY_CASE = lazy_compile("to", re.IGNORECASE)
_RUN_TO = lazy_compile(r"(?<!\s)\s++to")  # a whole whitespace run, then "to"
_RUN_TO_ANY_CASE = lazy_compile(r"(?<!\s)\s++to", re.IGNORECASE)
# The fixed heads of the strict patterns: every part matches in one way only, so
# the engine never backtracks into them; the rest is ``_route``.
_FLIGHT_HEAD = lazy_compile(r"\s*Flight Number:\s*([A-Za-z0-9]+)\s*,\s*from", re.IGNORECASE)
_GROUND_HEAD = lazy_compile(r"\s*(Self-driving|Taxi)\s*,\s*from", re.IGNORECASE)
_TRAVEL_DAY_HEAD = lazy_compile(r"\s*from")


def _require_text(value: object) -> None:
    """Refuse a non-string as ``re`` does (same error and message: a check's failure reason quotes it)."""
    if not isinstance(value, str):
        raise TypeError(f"expected string or bytes-like object, got {type(value).__name__!r}")


def _spaces_end(text: str, start: int) -> int:
    """The end of the whitespace run that starts at ``start`` (``start`` itself when there is none)."""
    found = _SPACES.match(text, start)
    assert found is not None  # \s* matches at every position
    return found.end()


# --- "Name, City" and "City(State)" -------------------------------------------------------


def name_city_groups(entry: str) -> tuple[str, str] | None:
    """``re.search(r"(.*?),\\s*([^,]+)(\\(\\w[\\w\\s]*\\))?$", entry).group(1, 2)``, or None.

    Only the last comma can be followed by a comma-free tail, so the name is
    what lies before it (back to the last newline: ``.`` stops there) and the
    city what follows, leading whitespace skipped unless it is all there is.
    The optional third group never captures (the second one is greedy).
    """
    _require_text(entry)
    comma = entry.rfind(",")
    if comma < 0 or comma == len(entry) - 1:
        return None
    start = entry.rfind("\n", 0, comma) + 1
    tail = entry[comma + 1:]
    city = tail.lstrip() or tail[-1]
    return entry[start:comma], city


def before_parenthesis_group(text: str) -> str | None:
    """``re.search(r"^(.*?)\\([^)]*\\)", text).group(1)``, or None.

    The text before the first "(" when a ")" follows it somewhere and no
    newline comes before it.
    """
    _require_text(text)
    opening = text.find("(")
    if opening < 0 or text.find("\n", 0, opening) >= 0 or text.find(")", opening + 1) < 0:
        return None
    return text[:opening]


# --- "from A to B" ----------------------------------------------------------------------


class _RunsBeforeTo:
    """The whitespace runs followed by "to", found by one forward search that each query resumes.

    ``(?<!\\s)`` starts a match only where a run starts and the possessive
    ``\\s++`` reads the run once, so the search is linear; queries come in
    increasing order and reuse the last match while it lies ahead of them.
    """

    def __init__(self, text: str, ignore_case: bool) -> None:
        self.text = text
        self.pattern = _RUN_TO_ANY_CASE if ignore_case else _RUN_TO
        self.to = _TO_ANY_CASE if ignore_case else _TO
        self.searched_from = len(text) + 1  # no search yet
        self.last: re.Match[str] | None = None  # the first match at or after searched_from

    def first_from(self, position: int) -> re.Match[str] | None:
        """The first run starting at ``position`` or later (its span ends with "to")."""
        known = position >= self.searched_from and (self.last is None or self.last.start() >= position)
        if not known:
            self.searched_from = position
            self.last = self.pattern.search(self.text, position)
        return self.last

    def follows(self, run_end: int) -> bool:
        return self.to.match(self.text, run_end) is not None


def _route(runs: _RunsBeforeTo, after_from: int, tail: Tail, ruled_out: int = -1
           ) -> tuple[tuple[Span, Span] | None, int]:
    """Match ``\\s+(.+?)\\s+to`` + TAIL at ``after_from`` (just after "from"), as the engine would.

    Returns ((origin span, tail span) or None, the last position known to end
    no origin on this line). ``ruled_out`` is that position from an earlier
    "from" on the same line: origins ending up to it were already tried.
    """
    text = runs.text
    start = _spaces_end(text, after_from)
    run = start - after_from
    if run == 0:
        return None, ruled_out
    if ruled_out < start < len(text):  # text[start] is not whitespace, so not a newline
        newline = text.find("\n", start)
        line_end = len(text) if newline < 0 else newline
        candidate = runs.first_from(start + 1)
        while candidate is not None and candidate.start() <= line_end:
            found = tail(text, candidate.end())
            if found is not None:
                return ((start, candidate.start()), found), line_end
            candidate = runs.first_from(candidate.end())
        ruled_out = line_end
    # The engine now gives back the whitespace after "from": the origin becomes one of
    # those characters (not a newline), which works only if that run is followed by "to".
    found = tail(text, start + 2) if runs.follows(start) else None
    if found is not None:
        for kept in range(run - 2, 0, -1):
            origin = after_from + kept
            if text[origin] != "\n":
                return ((origin, origin + 1), found), ruled_out
    return None, ruled_out


def _comma_free_start(text: str, at: int) -> int | None:
    """Where ``\\s+([^,]+...)`` puts its group at ``at``: after the spaces, or on the last one.

    The group needs a character that is not a comma; when the spaces end at a
    comma (or at the end), the engine gives the last space to the group.
    """
    end = _spaces_end(text, at)
    if end == at:
        return None
    if end < len(text) and text[end] != ",":
        return end
    return end - 1 if end - at >= 2 else None


def _to_next_comma(text: str, at: int) -> Span | None:
    """TAIL ``\\s+([^,]+)(?=[,\\s]|$)``: the group runs to the next comma or the end."""
    start = _comma_free_start(text, at)
    if start is None:
        return None
    comma = text.find(",", start)
    return start, len(text) if comma < 0 else comma


def _to_next_comma_trimmed(text: str, at: int) -> Span | None:
    """TAIL ``\\s+([^,]+?)\\s*(?:,|$)``: as above, without the spaces before the comma (one character at least)."""
    start = _comma_free_start(text, at)
    if start is None:
        return None
    comma = text.find(",", start)
    comma = len(text) if comma < 0 else comma
    return start, max(start + 1, start + len(text[start:comma].rstrip()))


def _to_line_end_factory(text: str) -> Tail:
    """TAIL ``\\s+(.+?)\\s*$``: the group runs to the trailing whitespace, on one line."""
    content_end = len(text.rstrip())
    last_newline = text.rfind("\n", 0, content_end)

    def tail(text: str, at: int) -> Span | None:
        end = _spaces_end(text, at)
        if end == at:
            return None
        if end < len(text):  # text[end] starts the group; it may not run past a newline
            return (end, content_end) if last_newline < end else None
        for kept in range(end - at - 1, 0, -1):  # only spaces are left: the group is one of them
            if text[at + kept] != "\n":
                return at + kept, at + kept + 1
        return None

    return tail


def official_from_to(text: str) -> tuple[str, str] | None:
    """``re.search(r"from\\s+(.+?)\\s+to\\s+([^,]+)(?=[,\\s]|$)", text).group(1, 2)``, or None."""
    _require_text(text)
    runs = _RunsBeforeTo(text, ignore_case=False)
    ruled_out = -1
    at = text.find("from")
    while at >= 0:
        found, ruled_out = _route(runs, at + 4, _to_next_comma, ruled_out)
        if found is not None:
            (o1, o2), (d1, d2) = found
            return text[o1:o2], text[d1:d2]
        at = text.find("from", at + 4)
    return None


def _strict_route(head: re.Pattern[str], text: str, tail: Tail, ignore_case: bool) -> tuple[re.Match[str], str, str] | None:
    """A strict pattern: its fixed head at the start of the text, then "from A to B" and the tail."""
    match = head.match(text)
    if match is None:
        return None
    found, _ = _route(_RunsBeforeTo(text, ignore_case), match.end(), tail)
    if found is None:
        return None
    (o1, o2), (d1, d2) = found
    return match, text[o1:o2], text[d1:d2]


def strict_flight_groups(text: str) -> tuple[str, str, str] | None:
    """``re.match(r"^\\s*Flight Number:\\s*([A-Za-z0-9]+)\\s*,\\s*from\\s+(.+?)\\s+to\\s+([^,]+?)\\s*(?:,|$)",
    text, re.I).groups()``, or None."""
    _require_text(text)
    found = _strict_route(_FLIGHT_HEAD, text, _to_next_comma_trimmed, ignore_case=True)
    return None if found is None else (found[0].group(1), found[1], found[2])


def strict_ground_groups(text: str) -> tuple[str, str, str] | None:
    """``re.match(r"^\\s*(Self-driving|Taxi)\\s*,\\s*from\\s+(.+?)\\s+to\\s+([^,]+?)\\s*(?:,|$)",
    text, re.I).groups()``, or None."""
    _require_text(text)
    found = _strict_route(_GROUND_HEAD, text, _to_next_comma_trimmed, ignore_case=True)
    return None if found is None else (found[0].group(1), found[1], found[2])


def strict_travel_day_groups(text: str) -> tuple[str, str] | None:
    """``re.match(r"^\\s*from\\s+(.+?)\\s+to\\s+(.+?)\\s*$", text).groups()``, or None."""
    _require_text(text)
    if _TRAVEL_DAY_HEAD.match(text) is None:  # the common case: not a travel day, nothing more to read
        return None
    found = _strict_route(_TRAVEL_DAY_HEAD, text, _to_line_end_factory(text), ignore_case=False)
    return None if found is None else (found[1], found[2])
