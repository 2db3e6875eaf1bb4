"""Read a submission file: JSONL, one ``{"idx", "query", "plan"}`` object per line.

A bad line never stops the run: it becomes a ``PlanLine`` with a problem
(reported with its line number) and is scored as a failed plan. Lines are
paired with queries by position, as the official scorer does.

A file the evaluator cannot read as text at all (missing, a directory, binary,
UTF-16, empty, larger than any submission) or that holds no plan object (a
JSON array, a CSV) is refused up front with an ``EvaluationFileError`` naming
the file and the cause (``check_plans_file``). A UTF-8 byte-order mark is
allowed. JSON that Python would read one way and other readers another (a key
twice in an object, NaN or Infinity, a lone surrogate escape) is a problem of
its line, never silently taken at its last value (``load_json``).
The file is then read line by line (``plan_lines``): memory holds one line at
a time, and sizes are capped far above any real submission so that time stays
linear in the file and a hostile file ends in seconds:

* ``MAX_FILE_BYTES`` (256 MiB): a real submission of 1,000 plans is about 3 MB;
* ``MAX_LINE_CHARS`` (1,000,000): a real line holds a few thousand characters
  (the longest of our runs, 3,071); a longer line is a problem of its plan,
  not read.

A field has no cap of its own: the official scorer scores a plan whatever the
length of its fields (a long entry is simply not in the sandbox; a long key it
does not read changes nothing), so ``evaluate`` does too. Every check reads a
field in linear time (a field of 120,000 characters is scored in under 0.6 s),
and the line's cap bounds it.
"""

from __future__ import annotations

import codecs
import json
import os
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from himap_travel.domain.text.encodings import SAMPLE_BYTES, not_utf8_note
from himap_travel.domain.text.json_text import AmbiguousJSON, unique_keys, whole_characters

# The official scorer reads a line's "plan" only (by position: "idx" and "query" are not needed), so a line without
# either is scored as it scores it ("idx" is then the line's position, and no "query" makes no claim to compare).
REQUIRED_KEYS = ("plan",)
MAX_FILE_BYTES = 256 * 1024 * 1024
MAX_LINE_CHARS = 1_000_000
PLAN_SCAN_LINES = 1_000  # a file whose first 1,000 non-blank lines hold no plan object is refused
_CHUNK = 1 << 20
ENCODING = "utf-8-sig"  # UTF-8; a byte-order mark at the start (Windows editors write one) is not part of line 1


class EvaluationFileError(ValueError):
    """A file the evaluator cannot use (plans, queries, report); the message names it and the cause."""


class QueryMismatchError(EvaluationFileError):
    """A plan line that says it answers another request than the query it is paired with (scored by position)."""


@dataclass(frozen=True, slots=True)
class PlanLine:
    line: int  # 1-based line number in the file
    idx: Any
    plan: Any  # what the line's "plan" holds (None when absent or unreadable)
    problem: str | None = None  # set for a malformed line: the plan is scored as failed
    query: str | None = None  # the request the line says it answers (its "query" text), when it gives one
    record: bool = False  # the line is a JSON object with a "plan" key (a submission line, however flawed)

    @property
    def delivered(self) -> bool:
        """Official delivery: the plan is a non-empty list."""
        return isinstance(self.plan, list) and len(self.plan) > 0


# --- the file as a whole ---------------------------------------------------------------


def check_plans_file(path: str | Path, allow_empty: bool = False) -> None:
    """Refuse, before any work, a plans file that is not a readable, non-empty UTF-8 text file.

    One pass over the bytes (a chunk at a time): a NUL byte or a byte that is
    not UTF-8 marks a binary file, which no JSONL submission is. An empty file
    is a mistake on the command line; a program scoring the submission it
    wrote for no queries passes ``allow_empty``.
    """
    path = Path(path)
    info = _stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise EvaluationFileError(f"{path} is a directory, not a plans file (JSONL: one plan per line)")
    if not stat.S_ISREG(info.st_mode):
        raise EvaluationFileError(f"{path} is not a regular file (a JSONL plans file is needed)")
    if info.st_size > MAX_FILE_BYTES:
        raise EvaluationFileError(f"{path} has {info.st_size:,} bytes: a plans file may have at most "
                                  f"{MAX_FILE_BYTES:,} (a real submission has a few MB)")
    if not _has_text(path) and not allow_empty:
        raise EvaluationFileError(f"{path} is empty: no plan lines (JSONL: one plan per line)")
    if not allow_empty:
        _check_holds_a_plan(path)


def _check_holds_a_plan(path: Path) -> None:
    """Refuse a file with no plan object among its first lines: a JSON array, a pretty-printed file, a CSV.

    Scored, such a file would be all "problems" and 0%, with exit code 0, as if
    a planner had failed every query. The first line that is a JSON object
    with a "plan" key ends the scan (in a real file, line 1); so does a line
    too long to read (it may be one: it is then a problem of its plan). Past
    ``PLAN_SCAN_LINES`` lines without a plan the file is no submission.
    """
    first_problem, scanned, where = None, 0, ""
    for raw in raw_lines(path):
        if raw.text is None:
            return
        if not raw.text.strip():
            continue
        if scanned == PLAN_SCAN_LINES:
            where = f" of the first {PLAN_SCAN_LINES:,}"
            break
        scanned += 1
        line = parse_plan_line(raw.number, raw.text)
        if line.record:
            return
        first_problem = first_problem or line.problem
    raise EvaluationFileError(f"{path} is not a plans file: no line{where} is a plan object ({first_problem}); "
                              'JSONL holds one {"idx", "query", "plan"} object per line')


def _stat(path: Path) -> os.stat_result:
    try:
        return path.stat()
    except (FileNotFoundError, NotADirectoryError):
        raise EvaluationFileError(f"plans file not found: {path}") from None
    except OSError as error:
        raise EvaluationFileError(f"cannot read the plans file {path}: {error.strerror or error}") from None


def _has_text(path: Path) -> bool:
    """Whether the file holds a non-blank character; raises if it is not UTF-8 text (a leading BOM is allowed)."""
    decoder = codecs.getincrementaldecoder(ENCODING)()
    offset, seen_text = 0, False
    try:
        with path.open("rb") as handle:
            while chunk := handle.read(_CHUNK):
                nul = chunk.find(b"\0")
                if nul >= 0:
                    raise _binary(path, f"a NUL byte at byte {offset + nul:,}{_encoding_hint(chunk, offset)}")
                try:
                    text = decoder.decode(chunk)
                except UnicodeDecodeError as error:
                    raise _binary(path, f"byte 0x{error.object[error.start]:02x} near byte {offset + error.start:,} "
                                        f"is not UTF-8{_encoding_hint(chunk, offset)}") from None
                seen_text = seen_text or not text.isspace() and text != ""
                offset += len(chunk)
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise _binary(path, "it ends inside a UTF-8 character") from None
    except OSError as error:
        raise EvaluationFileError(f"cannot read the plans file {path}: {error.strerror or error}") from None
    return seen_text


def _encoding_hint(chunk: bytes, offset: int) -> str:
    """A note naming the encoding a file seems to be in (UTF-16, Latin-1), from its first chunk, else ""."""
    note = not_utf8_note(chunk[:SAMPLE_BYTES]) if offset == 0 else ""
    return f"; {note}" if note else ""


def _binary(path: Path, detail: str) -> EvaluationFileError:
    return EvaluationFileError(f"{path} is not a text file ({detail}): a plans file is JSONL text, one plan per line")


# --- line by line ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RawLine:
    number: int  # 1-based
    text: str | None  # None: longer than MAX_LINE_CHARS, not kept
    length: int


def raw_lines(source: str | Path | TextIO) -> Iterator[RawLine]:
    """The lines of a file (a path) or of open text (without their end), one at a time; an over-long line is measured,
    not kept."""
    if not isinstance(source, (str, Path)):
        yield from _lines_of(source)
        return
    with Path(source).open(encoding=ENCODING) as handle:
        yield from _lines_of(handle)


def _lines_of(handle: TextIO) -> Iterator[RawLine]:
    number = 0
    while raw := handle.readline(MAX_LINE_CHARS + 1):
        number += 1
        if raw.endswith("\n"):
            yield RawLine(number, raw[:-1], len(raw) - 1)
        elif len(raw) <= MAX_LINE_CHARS:
            yield RawLine(number, raw, len(raw))  # the last line, without a newline
        else:
            yield RawLine(number, None, len(raw) + _skip_line(handle))


def _skip_line(handle: TextIO) -> int:
    """Read past the rest of the current line, a chunk at a time; its number of characters."""
    skipped = 0
    while chunk := handle.readline(_CHUNK):
        if chunk.endswith("\n"):
            return skipped + len(chunk) - 1
        skipped += len(chunk)
    return skipped


class PlanLines:
    """The file's plan lines in order (blank lines skipped), read as they are needed.

    ``plans()`` yields a ``PlanLine`` per non-blank line; blank lines become
    notes in ``problems`` (a run of them, one note), except at the end of the
    file, where they are harmless. ``count`` is the number of plan lines read.
    """

    def __init__(self, source: str | Path | TextIO, problems: ProblemLog) -> None:
        self.problems = problems
        self.count = 0
        self._lines = raw_lines(source)
        self._blank: tuple[int, int] | None = None  # (first, last) line of the current blank run

    def next_raw(self) -> RawLine | None:
        """The next non-blank line, or None at the end of the file."""
        for raw in self._lines:
            if raw.text is not None and not raw.text.strip():
                first = self._blank[0] if self._blank else raw.number
                self._blank = (first, raw.number)
                continue
            self._note_blank_run()
            self.count += 1
            return raw
        return None

    def plans(self) -> Iterator[PlanLine]:
        while (raw := self.next_raw()) is not None:
            yield plan_line(raw)

    def _note_blank_run(self) -> None:
        if self._blank is None:
            return
        first, last = self._blank
        self._blank = None
        if first == last:
            self.problems.add(f"line {first}: blank line skipped")
        else:
            self.problems.add(f"lines {first}-{last}: {last - first + 1} blank lines skipped")


class ProblemLog:
    """The problems of a file, in order; past ``limit`` they are counted, not listed."""

    def __init__(self, limit: int = 1_000) -> None:
        self.limit = limit
        self.listed: list[str] = []
        self.unlisted = 0

    def add(self, problem: str) -> None:
        if len(self.listed) < self.limit:
            self.listed.append(problem)
        else:
            self.unlisted += 1

    def finish(self) -> list[str]:
        """The listed problems, and a last one that counts the others."""
        if self.unlisted:
            return [*self.listed, f"{self.unlisted:,} more problem(s) not listed (at most {self.limit:,} are)"]
        return list(self.listed)


# --- one line --------------------------------------------------------------------------------


def plan_line(raw: RawLine) -> PlanLine:
    """A non-blank line as a ``PlanLine``; an over-long line is a problem, not read."""
    if raw.text is None:
        return PlanLine(raw.number, None, None, f"line {raw.number}: {raw.length:,} characters, more than the "
                                                f"{MAX_LINE_CHARS:,} a plan line may have: not read")
    return parse_plan_line(raw.number, raw.text)


def _no_constant(name: str) -> Any:
    raise AmbiguousJSON(f"{name} is not a JSON number")


MAX_NUMBER_DIGITS = 100  # a real idx or price has a few digits; Python refuses over 4,300, and reads long ones slowly


class _Whole:
    """``json.loads``'s ``parse_int``: a whole number as an int, one of more than ``MAX_NUMBER_DIGITS`` digits as None
    (read in linear time), its length kept so that the line can say so."""

    def __init__(self) -> None:
        self.longest = 0

    def __call__(self, text: str) -> int | None:
        digits = len(text.lstrip("-"))
        if digits <= MAX_NUMBER_DIGITS:
            return int(text)
        self.longest = max(self.longest, digits)
        return None


def load_json(raw: str, whole: Callable[[str], Any] = int) -> Any:
    """A line's JSON, refusing what the standard leaves ambiguous (``AmbiguousJSON``); linear in the line."""
    value = json.loads(raw, object_pairs_hook=unique_keys, parse_constant=_no_constant, parse_int=whole)
    whole_characters(raw, value)
    return value


def parse_plan_line(number: int, raw: str) -> PlanLine:
    """One line as a ``PlanLine``; malformed content is described, never raised."""
    whole = _Whole()
    try:
        record = load_json(raw, whole)
    except json.JSONDecodeError as error:
        return PlanLine(number, None, None, f"line {number}: not valid JSON ({error.msg} at column {error.colno})")
    except AmbiguousJSON as error:
        return PlanLine(number, None, None, f"line {number}: ambiguous JSON ({error}): not read")
    except (ValueError, RecursionError) as error:  # nesting too deep, or what else Python cannot read
        return PlanLine(number, None, None, f"line {number}: JSON that cannot be read ({type(error).__name__}: "
                                            f"{str(error)[:200]})")
    if not isinstance(record, dict):
        return PlanLine(number, None, None, f"line {number}: a JSON {type(record).__name__}, not an object")
    idx, plan = record.get("idx"), record.get("plan")
    missing = [key for key in REQUIRED_KEYS if key not in record]
    record_line = "plan" in record
    if missing:
        return PlanLine(number, idx, plan, f"line {number}: missing key(s) {', '.join(missing)}", record=record_line)
    query = record.get("query") if isinstance(record.get("query"), str) else None
    if plan is not None and not isinstance(plan, list):
        return PlanLine(number, idx, None, f"line {number}: plan is a {type(plan).__name__}, not a list of day objects",
                        query, record=True)
    if whole.longest:  # the line is a plan line; a number no field can hold makes its plan a failed one
        return PlanLine(number, idx, plan, f"line {number}: JSON that cannot be read (ValueError: a number of "
                                           f"{whole.longest:,} digits, more than any field holds, at most "
                                           f"{MAX_NUMBER_DIGITS}): read as null", query, record=True)
    return PlanLine(number, idx, plan, query=query, record=True)


def day_objects_problem(line: PlanLine, days: int) -> str | None:
    """Why the counted days (the first ``days`` entries) are not all JSON objects, or None."""
    if not isinstance(line.plan, list):
        return None
    for position, unit in enumerate(line.plan[:days], 1):
        if not isinstance(unit, dict):
            return f"line {line.line}: plan day {position} is a {type(unit).__name__}, not an object"
    return None
