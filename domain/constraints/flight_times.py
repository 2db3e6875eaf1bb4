"""Flight time windows: "no flights leaving before 8am", "land before noon on the first day", "no red-eye flights".

The value is a list of ``FlightWindow`` (``state.travel_times``): bounds on a flight's departure and arrival clock
times (each bound included), for every flight, the outbound one (leaving the origin), the return one (back to the
origin) or one day's. Not one of TravelPlanner's five: a verdict reports it (``flight_times``) only for a request that
sets it. A day without a flight keeps it trivially; every flight of the plan keeps every window that applies to it,
its times read from the flights table (a flight the table does not have fails: fail closed). A window bans no mode:
"no flights leaving before 8am" leaves flying allowed ("only flights, and nothing departing before 10am" is the
transportation rule and a window).

How a request states it (``read``): a departure or arrival verb ("leave", "depart", "take off", "arrive", "land",
"get in") or a flight word with a bound ("before", "after", "by", "until", "earlier than", "later than", "past",
"between ... and ...") and a time ("8am", "8:30 pm", "20:00", "noon", "midnight", "the evening" = 18:00, "the
afternoon" = 12:00). A negation turns the bound round: "no flights before 8am" departs at 08:00 or later, "we need to
land before noon" arrives by 12:00. With no verb, the bound is the departure's; "nothing before 10am", with no
flight word either, is a departure window too (flights are the only timed things of the data; a trip that does not fly
keeps it trivially). The words of the docs
(docs/vocabulary-stays-transport.md): a **red-eye** departs at 21:00 or later or before 05:00, or lands the next day ("no red-eye
flights": departing 05:00-20:59, arriving by 23:59 the same day); an **early** flight departs before 08:00 ("no early
flights": departing 08:00 or later); a **late** flight departs at 21:00 or later; "late-night" and "overnight"
flights are red-eyes. The flights it binds, from the words near it: "on the first day" / "on day 2" (that day's),
"on the last day" / "the return flight" / "on the way back" (the return), "the outbound flight" / "on the way there"
(the outbound); otherwise every flight. A bare hour as the earliest departure is the morning's where only it is
meant (``flight_clock.morning``: "no flights before 9" departs 09:00 or later, 5 to 11; "leave after 10", 9 to 11; 12 is noon);
any other time without am or pm ("leave after 6", "no flights after 8", "land before 10"), a time of day with no
clock time ("the morning"), or a wanted red-eye is a problem (named, never guessed).

This module finds the statements and merges their windows, and holds the check and the words; beside it, one job a
module: ``flight_time_said`` (the statements' patterns), ``flight_clock`` (clock times), ``flight_legs`` (the flights
a window binds) and ``flight_window_readers`` (a statement's window, by kind).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from himap_travel.domain.constraints import flight_dates
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.flight_clock import clock_in_digits
from himap_travel.domain.constraints.flight_legs import LEAVING
from himap_travel.domain.constraints.flight_time_said import (
    BARE_EARLY,
    BARE_LATE,
    CLOCK_TIME,
    CONDITION,
    DAYTIME,
    EXACT_BEFORE,
    FINE,
    FLIGHT_ONLY,
    FLIGHTS_BEFORE,
    HOUR_FLIGHTS,
    INNER_NEGATION,
    KIND_ONES,
    NAMED_KIND,
    NOT_ANYTHING,
    NOTHING,
    OR_LATER,
    SENTENCE_END,
    WITH_VERB,
    sentence,
)
from himap_travel.domain.constraints.flight_window_readers import READERS, clock_tail, clock_wins, merged_windows, said_otherwise
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import FlightWindow


@per_text
def _found(text: str) -> list[tuple[re.Match[str], str]]:
    """Every statement of a window in the text, in order, overlapping ones dropped: (match, kind) with kind "time" or
    "named"."""
    matches = [(m, "time") for m in WITH_VERB.finditer(text)]
    matches += [(m, "time") for m in FLIGHT_ONLY.finditer(text)]
    matches += [(m, "time") for m in NOTHING.finditer(text) if not _after_a_drive(text, m)]
    matches += [(m, "time") for m in NOT_ANYTHING.finditer(text)
                if negation.negated(text, m.start(), m.end(), window=4) and not _after_a_drive(text, m)]
    matches += [(m, "time") for m in OR_LATER.finditer(text)]
    matches += [(m, "named") for m in NAMED_KIND.finditer(text)]
    matches += [(m, "named") for m in KIND_ONES.finditer(text) if FLIGHTS_BEFORE.search(text, max(0, m.start() - 80), m.start())]
    matches += [(m, "daytime") for m in DAYTIME.finditer(text)]
    matches += [(m, "hour") for m in HOUR_FLIGHTS.finditer(text)  # ruled out only ("a 6am flight?? later pls": a complaint)
                if negation.negated(text, m.start(), m.end(), window=4)]
    matches += [(m, "early") for m in BARE_EARLY.finditer(text) if negation.negated(text, m.start(), m.end(), window=4)]
    matches += [(m, "late") for m in BARE_LATE.finditer(text) if negation.negated(text, m.start(), m.end(), window=4)]
    # a kind whose flight word opens a clock time ("a late flight back, after 3pm") yields to the time, which says more
    times = [m for m, kind in matches if kind == "time"]
    matches = [(m, kind) for m, kind in matches if kind != "named" or not any(m.start() < t.start() < m.end() for t in times)]
    kept: list[tuple[re.Match[str], str]] = []
    for m, kind in sorted(matches, key=lambda item: (item[0].start(), -item[0].end())):
        if not kept or m.start() >= kept[-1][0].end():
            kept.append((m, kind))
    return kept


# A bound with no flight word after a clause about driving ("happy to drive, but not before 9am"): a drive's hour,
# which the data has none of (left unheld, the time is named as not understood), never a flight's window
_DRIVE_BEFORE = lazy_compile(r"\b(?:driv(?:e|es|ing)|road\s*trip|car)\b(?![^.;!?]*\b(?:fly|flying|flights?|planes?)\b)[^.;!?]*$",
                             re.IGNORECASE)


def _after_a_drive(text: str, bound: re.Match[str]) -> bool:
    """Whether the bound follows words about a drive in its sentence, and none about flying."""
    return _DRIVE_BEFORE.search(text, max(0, bound.start() - 120), bound.start()) is not None


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the windows' statements: no mode is banned in them, no budget or date read in them."""
    text = _days_said(clock_in_digits(text))
    return [(m.start(), (tail.end() if (tail := clock_tail(text, m, kind)) is not None else m.end()))
            for m, kind in _found(text)]


def window_dates(text: str) -> list[tuple[int, int]]:
    """The spans of the dates said in a window's own part ("no flights before 8am on march 4"): a flight's day, not
    the trip's (the date reader leaves them out where the trip's dates are said elsewhere)."""
    text = clock_in_digits(text)
    return [d.span() for m, _kind in _found(text) for d in flight_dates.MONTH_DAY.finditer(text, *_part(text, m))]


# A window said as a rule against flying ("no flights before 9am on the 16th", "don't fly after 8pm on march 18"): its
# date is the flight's, never a move of the trip's dates, in a message editing a trip too
_RULED = lazy_compile(rf"\b(?:no|not|nothing|never|avoid\w*|{negation.NOT}|do\s+not)\b", re.IGNORECASE)


def ruled_window_dates(text: str) -> list[tuple[int, int]]:
    """The spans of the dates said in the part of a window said as a rule against flying (``_RULED``)."""
    text = clock_in_digits(text)
    spans = []
    for m, _kind in _found(text):
        start, end = _part(text, m)
        if _RULED.search(text, start, m.end()):
            spans += [d.span() for d in flight_dates.MONTH_DAY.finditer(text, start, end)]
    return spans


def _days_said(text: str) -> str:
    """``text`` with each window's date that is a flight day of the known trip written as that day ("on day 1"):
    ``flight_dates.as_days``; a window whose own words name its flight ("be in Orlando by 3pm on the 15th": the
    outbound) keeps them."""
    if not flight_dates.trip_days_said():
        return text
    spans = []
    for m, kind in _found(text):
        window = None if _allowed(text, m) else READERS[kind](text, m, [], [])
        if window is not None and window.leg == "every":
            spans += [d.span() for d in flight_dates.MONTH_DAY.finditer(text, *_part(text, m))]
    return flight_dates.as_days(text, spans)


# A stay's hour ("check out by 10am"): named by ``parsing.cannot_say`` (the stays have no times), no flight's
_CHECK_BEFORE = lazy_compile(r"\bcheck(?:ing)?[\s-]?(?:in|out)\s+(?:at|by|before|after|around|@)\s*$", re.IGNORECASE)


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[FlightWindow] | None:
    """The flight time windows the text asks for (each once), else None; a time it cannot read is a problem."""
    text = _days_said(clock_in_digits(text))
    windows: list[tuple[FlightWindow, re.Match[str]]] = []
    found = _found(text)
    held = [(m.start(), m.end()) for m, _kind in found]
    held += [tail.span() for m, kind in found if (tail := clock_tail(text, m, kind)) is not None]
    for clock_time in CLOCK_TIME.finditer(text):  # a time of day no statement holds ("our flight around 10am")
        if not any(start <= clock_time.start() < end for start, end in held):
            if EXACT_BEFORE.search(text, max(0, clock_time.start() - 24), clock_time.start()) \
                    or _CHECK_BEFORE.search(text, max(0, clock_time.start() - 24), clock_time.start()):
                continue  # a flight's very time ("we land at 11pm") or an hour of no flight ("dinner at 7pm"): named
                # (``parsing.unread``, ``parsing.caveats``); a bound no window reads is refused
            problems.append(f"{' '.join(sentence(text, clock_time.start()).split())!r}: a time of day not understood; say e.g. "
                            "'no flights leaving before 8am' or 'land by noon'")
            return None
    timed = [m for m, kind in found if kind == "time"]
    for m, kind in found:
        if _allowed(text, m):
            continue  # "we don't mind early flights": allowed, nothing asked
        if kind == "daytime" and said_otherwise(text, m, timed):
            continue
        if kind == "daytime" and m.group("verb") and (no_leg := flight_dates.date_without_a_leg(text, m.end("verb"))):
            problems.append(f"{' '.join(m.group(0).split())!r}: no leg of the trip travels on that day ({no_leg.group(0)}): say "
                            "the day of a flight, or leave the date out")
            return None  # "fly out on the 16th in the morning" on a trip leaving the 15th: never read as another day's
        window = READERS[kind](text, m, warnings, problems)
        if window is not None and (tail := clock_tail(text, m, kind)) is not None:
            window = clock_wins(window, tail, m)  # "leave early, like before 9": the 9
        if window is None:
            return None
        if _dated_every(text, m, window):
            continue  # "no flights before 9am on the 16th": that date's flight, which no window names (``dated``)
        windows.append((window, m))
    merged = merged_windows(_way_out_beside_home(windows))
    for window in merged:  # bounds said of one set of flights that leave no time between them: never one dropped
        if _empty(window.depart_from, window.depart_until) or _empty(window.arrive_from, window.arrive_until):
            problems.append(f"the flight times asked contradict each other: {window.describe()} leaves no time; say one "
                            "window for those flights")
            return None
    return merged or None


def _empty(start: str | None, end: str | None) -> bool:
    return start is not None and end is not None and start > end


def _way_out_beside_home(said: list[tuple[FlightWindow, re.Match[str]]]) -> list[FlightWindow]:
    """The windows, a leaving or a landing said of every flight read as the outbound's when the same text gives the
    way home a window of its own ("leave after noon and fly back in the evening": the noon bound is the way out's; the
    return has the evening; "arrive after 10am and leave after 6pm on the last day": the arrival is the trip's)."""
    home = any(window.leg == "return" for window, _m in said)
    return [window.model_copy(update={"leg": "outbound"})
            if home and window.leg == "every" and _OUT_OR_IN.match((m.groupdict().get("verb") or "").lower()) else window
            for window, m in said]


_OUT_OR_IN = lazy_compile(rf"{LEAVING.pattern}|arriv|land|touch", re.IGNORECASE)


def dated(text: str) -> list[str]:
    """The statements of ``text`` that ``read`` leaves out for the date beside them ("no flights before 9am on the
    16th" binds that date's flight, not every one; a window names a day of the trip or a leg, and the reader knows no
    dates): the caller names them, never dropped in silence."""
    text = _days_said(clock_in_digits(text))
    left: list[str] = []
    for m, kind in _found(text):
        window = None if _allowed(text, m) else READERS[kind](text, m, [], [])
        if window is not None and _dated_every(text, m, window):
            left.append(m.group(0))
    return left


def _dated_every(text: str, m: re.Match[str], window: FlightWindow) -> bool:
    """Whether the window of the statement ``m`` binds every flight with a date said beside it."""
    return window.leg == "every" and bool(flight_dates.MONTH_DAY.search(text, *_part(text, m)))


def _part(text: str, m: re.Match[str]) -> tuple[int, int]:
    """The window's own part of its sentence: from the comma or sentence end before it to the one after it."""
    start, end = m.start(), m.end()
    left = max(text.rfind(",", max(0, start - 80), start) + 1,
               max((s.end() for s in SENTENCE_END.finditer(text, max(0, start - 80), start)), default=0))
    after = [i for i in (text.find(",", end, end + 80), *(s.start() for s in SENTENCE_END.finditer(text, end, end + 80)))
             if i >= 0]
    return left, min(after, default=min(len(text), end + 80))


def _allowed(text: str, m: re.Match[str]) -> bool:
    """Whether a word of allowing (``FINE``) near a statement is said of it ("we don't mind early flights", "flights
    after 8pm are fine"), no condition or contrast between them (``CONDITION``: "any flight is ok as long as we're home
    by 10pm" asks the 10pm)."""
    if FINE.search(text, m.start(), m.end()):
        return True
    before = list(FINE.finditer(text, max(0, m.start() - 30), m.start()))
    # a negation after the word asks the statement ("ok, no flights before 8am": an "ok" that opens the clause)
    if before and not (CONDITION.search(text, before[-1].end(), m.start())
                       or INNER_NEGATION.search(text, before[-1].end(), m.end())):
        return True
    after = FINE.search(text, m.end(), min(len(text), m.end() + 20))
    return after is not None and not CONDITION.search(text, m.end(), after.start())


# The check, the filter, the words


def leg_allows(windows: Sequence[FlightWindow], departure: str | None, arrival: str | None, day: int, outbound: bool, back: bool) -> bool:
    """Whether a flight on trip day ``day`` with these times keeps every window that applies to it (the searches', the
    expert's and the solver's filter, and the check's)."""
    return all(w.allows(departure, arrival) for w in windows or () if w.applies(day, outbound, back))


def leg_bounds(windows: Sequence[FlightWindow], day: int, outbound: bool, back: bool) -> dict[str, str]:
    """The bounds every window that applies to a flight on trip day ``day`` sets, merged (the latest "from", the earliest
    "until"): a flight keeps them all exactly when it keeps every such window (the searches' filter)."""
    merged: dict[str, str] = {}
    for window in windows_of(windows):
        if not window.applies(day, outbound, back):
            continue
        for name in ("depart_from", "arrive_from", "depart_until", "arrive_until"):
            bound = getattr(window, name)
            if bound is not None and name not in merged:
                merged[name] = bound
            elif bound is not None:
                merged[name] = max(merged[name], bound) if name.endswith("from") else min(merged[name], bound)
    return merged


def windows_of(value: Iterable[FlightWindow | dict[str, Any]] | None) -> list[FlightWindow]:
    """A value's windows as ``FlightWindow``s (a row's dict form is read into them; a bad one raises ValueError)."""
    return [w if isinstance(w, FlightWindow) else FlightWindow.model_validate(w) for w in value or ()]


def check(ctx: CheckContext) -> Reasons:
    try:
        windows = windows_of(ctx.query.flight_times)
    except ValueError as error:
        yield f"flight times: the request's windows cannot be read ({error})"
        return
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text) or ctx.mode_of(text) != "flight":
            continue
        transport, row = ctx.flight(text, number)
        outbound, back = transport.origin == ctx.query.org, transport.destination == ctx.query.org
        binding = [w for w in windows if w.applies(number, outbound, back)]
        if not binding:
            continue
        if row is None:
            yield f"flight times: day {number}: the flights table has no flight '{text}', so its times cannot be checked"
            continue
        for window in binding:
            if not window.allows(row.dep_time, row.arr_time):
                yield (f"flight times: day {number}: flight {row.flight_number} departs {row.dep_time} and arrives "
                       f"{row.arr_time}, not {window.describe()}")


def describe(windows: Sequence[FlightWindow]) -> str:
    return "; ".join(w.describe() for w in windows_of(windows))  # a row's dict form too


def _sentences(window: FlightWindow) -> str:
    """A window as a traveller states it, one sentence a bound, read back as the same window: "No flights departing
    before 08:00." (FlexTravelBench's request for it)."""
    which = {"every": "flights", "outbound": "outbound flight", "return": "return flight"}.get(window.leg, f"flight on day {window.leg}")  # type: ignore[arg-type]
    said = {"depart_from": "departing before", "depart_until": "departing after", "arrive_from": "arriving before",
            "arrive_until": "arriving after"}
    return " ".join(f"No {which} {words} {getattr(window, name)}." for name, words in said.items() if getattr(window, name))


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    return (f"no flight between {spec.org} and {spec.dest} on these dates keeps {describe(spec.local_constraint.flight_times)}, "
            "and no other transport fits the trip")


CONSTRAINT = HardConstraint(
    key="flight_times", report_key="flight_times", row_key="flight times", label="flight time windows",
    official=False, check=check, describe=describe,
    flex_sentence=lambda windows: " ".join(_sentences(w) for w in windows_of(windows)),
    instruction=lambda windows: f"every flight must keep these times (flights table DepTime/ArrTime): {describe(windows)}",
    unmet=unmet, read=read, claims=claims,
    mention=r"the\s+(?:flight|departure|arrival)\s+(?:times?|windows?)|flight[\s-]time\s+(?:windows?|rules?)|time\s+windows?",
    form_description=(
        "bounds on flight times, if asked: a list of {leg: every|outbound|return|<day number>, depart_from, depart_until, "
        "arrive_from, arrive_until} with times HH:MM, each bound included; 'no flights before 8am' is "
        "[{leg: every, depart_from: '08:00'}]"),
    prompt=('windows on flight times, HH:MM, each bound included: "no flights leaving before 8am" is [{leg: every, '
            'depart_from: 08:00}], "land before noon on the first day" [{leg: 1, arrive_until: 12:00}]; leg is every, outbound, '
            'return or a day number; "no red-eye flights" departs 05:00-20:59 and arrives by 23:59; a time wish never bans a mode'),
)
