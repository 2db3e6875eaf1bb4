"""The readers of one statement of a flight time window, by kind: a clock time ("no flights before 8am"), a
kind of flight ("no red-eyes"), a time of day ("a morning flight") and an early start ruled out ("no early mornings").

Split from ``flight_times``, which finds the statements (``_found``) and merges the windows these readers give.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from himap_travel.domain.constraints.flight_clock import (
    BEFORE_WORDS,
    DAY_PART_HOURS,
    EARLY,
    EARLY_MINUTES,
    LATE,
    LATE_MINUTES,
    meal_word,
    minutes,
    morning,
)
from himap_travel.domain.constraints.flight_legs import daytime_leg, home_apart, leg_of, scope_near
from himap_travel.domain.constraints.flight_time_said import ARRIVAL, INNER_NEGATION, KIND_RE, SHORT_WHEN, sentence
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.travel_times import FlightWindow, clock

# A red-eye ruled out: the bounds the kind implies, no clock said (the chat keeps a said bound beside them).
RED_EYE = FlightWindow(depart_from="05:00", depart_until="20:59", arrive_until="23:59")


def _outside(said: str, side: str, first: int, second: int, leg: str | int, problems: list[str]) -> FlightWindow | None:
    """The window left when the hours from ``first`` to ``second`` (minutes of the day) are ruled out: after them when
    they start at midnight, before them when they end at it; else None with a problem (a day with a hole in it is two
    windows, which one flight's bounds cannot say)."""
    if first == 0 and second < _LAST_MINUTE:
        return FlightWindow(leg=leg, **{f"{side}_from": clock(second)})
    if second >= _LAST_MINUTE and first > 0:
        return FlightWindow(leg=leg, **{f"{side}_until": clock(first - 1)})
    problems.append(f"{said!r}: say the window the flight may fly in, e.g. 'departing between 8am and 6pm'")
    return None


_LAST_MINUTE = 23 * 60 + 59  # midnight said as a window's end
# A comma or a dash inside a statement's words, a negation after it: the bound is a clause of its own, a negation
# before the statement another clause's
_PARTED = lazy_compile(r"[,;\u2013\u2014]|\s-\s")


def _timed(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    """The window a time statement asks for ("no flights leaving before 8am"), or None with a problem; an hour read
    as the morning's without an am or pm is said in ``warnings``."""
    said = " ".join(m.group(0).split())  # as said, a day's padding (``last_days``) closed up
    said_flipped = m.group("when").lower().startswith(("no ", "not "))  # "no earlier than 9": this bound's own
    inner = m.group("inner") or ""
    # ("not to fly super early, nothing before 9am": a bound negated in a clause of its own is that clause's)
    parted = next((p for p in _PARTED.finditer(inner) if INNER_NEGATION.search(inner, p.end())), None)
    flipped = bool(INNER_NEGATION.search(inner[parted.end():] if parted else inner)) or said_flipped
    negated = (False if parted else negation.negated(text, m.start(), m.end(), window=6)) != flipped
    when = re.sub(r"^(?:no|not)\s+", "", m.group("when").lower())
    when = SHORT_WHEN.get(when, when)
    verb = (m.groupdict().get("verb") or "").lower()  # "back in denver by 9pm", "home by 9pm": arriving
    reach = m.groupdict().get("reach")  # "be in phoenix by 3pm": arriving there
    latest = (when in ("before", "by", "until", "till", "earlier than")) != negated
    coming = verb.startswith("com") and latest  # "come home by 6pm" is a landing; "coming back after noon" a leaving
    arriving = bool(ARRIVAL.search(text, m.start(), m.start("when"))) or verb in ("back", "home") or bool(reach) or coming
    side = "arrive" if arriving else "depart"  # no verb: the departure
    if when == "between":
        if (m.group("h2") or m.group("named2")) is None:
            problems.append(f"{said!r}: say the window the flight may fly in, e.g. 'departing between 8am and 6pm'")
            return None
        ampm = m.group("ap") or morning(m.group("h"), m.group("m"), side, False, when)  # "between 9 and 5pm": 9am
        first = minutes(m.group("h"), m.group("m"), ampm, m.group("named"), upper=False)
        second = minutes(m.group("h2"), m.group("m2"), m.group("ap2"), m.group("named2"), upper=True)
        if isinstance(first, str) or isinstance(second, str):
            problems.append(f"{said!r}: {first if isinstance(first, str) else second}")
            return None
        if negated:  # ruled out: a window only when the hours ruled out touch midnight ("not between midnight and 6am")
            return _outside(said, side, first, second, leg_of(text, m), problems)
        return FlightWindow(leg=leg_of(text, m), **{f"{side}_from": clock(first), f"{side}_until": clock(second)})
    upper = latest  # the time is the latest allowed
    ampm = m.group("ap") or morning(m.group("h"), m.group("m"), side, upper, when) or day_part_half(m.group(0))
    if m.group("hn"):  # a time of day said again as a clock time ("after lunch, like 1pm"): the clock time
        value = minutes(m.group("hn"), m.group("mn"), m.group("apn"), None, upper)
    else:
        value = minutes(m.group("h"), m.group("m"), ampm, m.group("named"), upper, before=when in BEFORE_WORDS)
    if isinstance(value, str):
        problems.append(f"{said!r}: {value}")
        return None
    if meal_word(m.group("named")) and not m.group("hn"):
        warnings.append(f"{said!r}: read as {clock(value)} (breakfast 07:00-09:00, brunch 10:00-12:00, dinner "
                        "18:00-20:00, mid-morning 10:00, mid-afternoon 15:00; say a clock time if you meant another)")
    if ampm and not m.group("ap"):
        warnings.append(f"{said!r}: read as {clock(value)} (no am or pm given; say it if you meant another time)")
    bounds = {f"{side}_{'until' if upper else 'from'}": clock(value)}
    if m.groupdict().get("when3") and not _other_bound(m, side, negated != said_flipped, bounds, problems):
        return None
    leg = leg_of(text, m)
    if reach and leg == "every":  # a place reached that is neither end of the trip ("be in bed by 10pm"): no flight's
        problems.append(f"{said!r}: a time of day not understood; say e.g. 'land in <the destination> by 3pm'")
        return None
    return FlightWindow(leg=leg, **bounds)


_DAY_PART_SAID = lazy_compile(r"\b(?P<am>morning|dawn|sunrise)\b|\b(?P<pm>afternoon|evening|night|tonight)\b", re.IGNORECASE)


def day_part_half(said: str) -> str | None:
    """The half of the day a part of the day said with a bare hour gives it ("fly back early evening, after 5": 5pm),
    else None (the hour stays asked)."""
    part = _DAY_PART_SAID.search(said)
    return None if part is None else "am" if part.group("am") else "pm"


# A clock bound said right after a vaguer word, of the same flight ("leave early, like before 9", "fly out in the
# morning, say after 10", "land in the afternoon, by 3 at the latest", "evening flight home, no earlier than 6pm")
_CLOCK_TAIL = lazy_compile(
    r"(?:\s+on\s+(?:day\s+\d{1,2}|the\s+\d{1,2}(?:st|nd|rd|th)|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}/\d{1,2}))?"
    # "early flights only (before 9am)", "nothing too early either, like before 9"
    r"(?:\s+(?:home|back|there|out|in))?(?:\s+(?:only|please|pls|plz|either|too|though|tho|thanks))?\s*[,(\u2013\u2014-]?\s*"
    r"(?:(?:like|say|so|i\.?e\.?|ideally|preferably|meaning|so\s+like)\s*,?\s*)?"
    r"(?P<when>before|after|by|until|till|no\s+(?:earlier|later)\s+than|not\s+(?:before|after|(?:earlier|later)\s+than))\s+"
    r"(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?:\s*(?P<ap>am|pm|a\.m\.?|p\.m\.?))?(?![\w:])"
    r"(?:\s+at\s+the\s+(?:latest|earliest))?", re.IGNORECASE)
_AM_WORDS = lazy_compile(r"\b(?:morning|early|dawn|sunrise)\b", re.IGNORECASE)
_UNTIL_WORDS = ("before", "by", "until", "till", "no later than", "not after", "not later than")


def clock_tail(text: str, m: re.Match[str], kind: str) -> re.Match[str] | None:
    """The clock bound said right after a vaguer statement (a time of day, an early or late flight), else None."""
    return _CLOCK_TAIL.match(text, m.end()) if kind in ("daytime", "named", "early", "late") else None


def clock_wins(window: FlightWindow, tail: re.Match[str], m: re.Match[str]) -> FlightWindow | None:
    """``window`` with the clock time of ``tail`` as its bound on that side (the stated time wins over the vaguer
    word; a bare hour is the half of the day the word says: "early" and "morning" the morning, else the afternoon);
    None when it cannot be a time of day."""
    said = m.group(0)
    ampm = tail.group("ap") or ("pm" if int(tail.group("h")) == 12 else "am" if _AM_WORDS.search(said) else "pm")  # 12: noon
    when = re.sub(r"\s+", " ", tail.group("when").lower())
    upper = when in _UNTIL_WORDS
    arriving = window.depart_from is None and window.depart_until is None and (
        window.arrive_from is not None or window.arrive_until is not None)
    side = "arrive" if arriving else "depart"
    bounds = {name: getattr(window, name) for name in ("depart_from", "depart_until", "arrive_from", "arrive_until")}
    if bounds[f"{side}_{'from' if upper else 'until'}"] is not None and bounds[f"{side}_{'until' if upper else 'from'}"] is None:
        upper = not upper  # the word ruled out ("no early flights, like before 7", "no late flights (after 9pm)"): its
        # window lies wholly on the other side, and the clock time says which flights are ruled out, so it turns round
    value = minutes(tail.group("h"), tail.group("m"), ampm, None, upper)
    if isinstance(value, str):
        return None
    bounds[f"{side}_{'until' if upper else 'from'}"] = clock(value)
    low, high = bounds[f"{side}_from"], bounds[f"{side}_until"]
    if low is not None and high is not None and low > high:  # the word's other bound contradicts the time: dropped
        bounds[f"{side}_{'from' if upper else 'until'}"] = None
    return FlightWindow(leg=window.leg, **bounds)


def _other_bound(m: re.Match[str], side: str, negated: bool, bounds: dict[str, str], problems: list[str]) -> bool:
    """The second bound of a statement, said of the same flights ("no flights before 8 or after 9pm"), put in
    ``bounds``; a bare hour is read as the first one's is (``morning``: "no flights before 7am or after 10" is
    named, both halves of the day being meant); ``negated`` is the statement's, said of both bounds unless the second
    says its own ("no earlier than 9, no later than 2pm", "not before noon, not later than 6pm"). False with a problem
    when it cannot be read."""
    said = re.sub(r"\s+", " ", m.group("when3").lower())
    when3 = re.sub(r"^(?:no|not) ", "", said)
    upper3 = (when3 in ("before", "by", "until", "earlier than")) != (when3 != said or negated)
    ampm3 = m.group("ap3") or morning(m.group("h3"), m.group("m3"), side, upper3, when3)
    other = minutes(m.group("h3"), m.group("m3"), ampm3, m.group("named3"), upper3)
    if isinstance(other, str):
        problems.append(f"{m.group(0).strip()!r}: {other}")
        return False
    bounds[f"{side}_{'until' if upper3 else 'from'}"] = clock(other)
    return True


# A kind of flight listed after flights ruled out ("no early flights or red-eyes", "no early morning flights nor red
# eyes"): ruled out with them (a clause break at "or" ends the negation's reach for any other reader)
_RULED_OUT_BEFORE = lazy_compile(r"\b(?:no|never|avoid\w*|not|(?:don['’]?t|do\s+not)\s+want)\b[^.;!?]{0,40}?\bflights?\s+"
                                 r"(?:or|nor|and\s+no)\s+(?:any\s+)?$", re.IGNORECASE)


def _named(text: str, m: re.Match[str], problems: list[str]) -> FlightWindow | None:
    """The window the named kinds of a statement ask for together ("no red-eye flights", "no overnight or early
    flights": each ruled out), or None with a problem."""
    negated = (negation.negated(text, m.start(), m.end(), window=6)
               or bool(_RULED_OUT_BEFORE.search(text, max(0, m.start() - 60), m.start())))
    leg = scope_near(text, m.start(), m.end())
    kinds = [m.group("kind"), *KIND_RE.findall(m.group("more") or "")]
    if len(kinds) > 1 and not negated:  # "an early or late flight" is either: no one window keeps it
        problems.append(f"{m.group(0).strip()!r}: say one time for the flights, e.g. 'a flight leaving after 9pm'")
        return None
    windows = []
    for kind in kinds:
        window = _one_kind(m, kind.lower(), negated, leg, problems)
        if window is None:
            return None
        windows.append(window)
    return merged_windows(windows)[0]


def _one_kind(m: re.Match[str], kind: str, negated: bool, leg: str | int, problems: list[str]) -> FlightWindow | None:
    """The window one named kind asks for (``_named``), or None with a problem."""
    if "early" in kind or "dawn" in kind:
        bound = {"depart_from": EARLY} if negated else {"depart_until": clock(EARLY_MINUTES - 1)}
        return FlightWindow(leg=leg, **bound)
    if kind == "late" and not negated:
        return FlightWindow(leg=leg, depart_from=LATE)
    if not negated:
        problems.append(f"{m.group(0).strip()!r}: only ruling red-eye (overnight) flights out can be kept, e.g. 'no red-eye flights'")
        return None
    if kind == "late":
        return FlightWindow(leg=leg, depart_until=clock(LATE_MINUTES - 1))
    return RED_EYE.model_copy(update={"leg": leg})


def _named_kind(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    return _named(text, m, problems)


def _daytime(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    """The window a time of day said of a flight asks for (``DAYTIME``), or None with a problem. Its flights are
    those its own part of the sentence names (up to a comma), else the trip end it leaves or reaches; a landing said
    with neither ("we land in the morning") is the arrival at the trip (the outbound)."""
    said, negated = m.group(0).strip(), negation.negated(text, m.start(), m.end(), window=6)
    arriving = _lands(m)
    side, part = ("arrive" if arriving else "depart"), (m.group("part") or m.group("part2") or "").lower()
    leg = daytime_leg(text, m, arriving)
    if m.group("night") or part == "night":
        if negated:
            return RED_EYE.model_copy(update={"leg": leg})
        problems.append(f"{said!r}: only ruling night (red-eye) flights out can be kept, e.g. 'no red-eye flights'")
        return None
    if m.group("late"):  # (a landing late or early is asked only with a wish before it: ``said_otherwise``)
        late = m.group("late").lower() == "late"
        keep = {f"{side}_from": LATE} if late else {f"{side}_until": clock(EARLY_MINUTES - 1)}
        if negated:
            keep = {f"{side}_until": clock(LATE_MINUTES - 1)} if late else {f"{side}_from": EARLY}
        return FlightWindow(leg=leg, **keep)
    first, last = DAY_PART_HOURS[part]
    if not negated:
        return FlightWindow(leg=leg, **{f"{side}_from": first, f"{side}_until": last})
    if part == "daytime":  # "no daytime flights": evening ones
        return FlightWindow(leg=leg, **{f"{side}_from": "18:00"})
    if part == "afternoon":
        problems.append(f"{said!r}: say the time, e.g. 'no flights leaving between 12pm and 6pm' cannot be kept; "
                        "'leave before noon' can")
        return None
    return FlightWindow(leg=leg, **({f"{side}_from": "12:00"} if part == "morning" else {f"{side}_until": "17:59"}))


def _lands(m: re.Match[str], verb_only: bool = False) -> bool:
    """Whether a time of day said of a flight (``DAYTIME``) is its landing: said of arrivals, or by a verb of arriving
    ("arrive", "land", "get in", "fly in": "we're flying in late" is a late landing, never a late take-off)."""
    verb = re.sub(r"\s+", " ", (m.group("verb") or "").lower())
    return (not verb_only and bool(m.group("arrivals"))) or verb.startswith(("arriv", "land", "get")) or (
        verb.startswith("fl") and verb.endswith(" in"))


# A wish said right before a landing late or early ("we want to arrive late", "we'd rather not land early"): asked of
# the flight (the arrival 21:00 or later, or before 08:00), never told as a fact ("we land late")
_WISHED_BEFORE = lazy_compile(r"\b(?:want|wanna|would\s+(?:like|love|prefer)|['’]d\s+(?:like|love|prefer|rather)|prefer|need|must"
                              r"|should|hop(?:e|ing)|rather|please|pls|plz|let['’]?s)\b[^.;!?,]{0,25}$", re.IGNORECASE)


def said_otherwise(text: str, m: re.Match[str], timed: list[re.Match[str]]) -> bool:
    """Whether a time of day asks nothing of its own: said again as a clock time in its sentence ("don't want to fly late
    at night, nothing leaving after 10pm": the clock time), or a landing late or early told as a fact ("a slow first
    day, we land late")."""
    if m.group("late") and _lands(m, verb_only=True):
        return not _WISHED_BEFORE.search(text, max(0, m.start() - 40), m.start())  # "we want to arrive late": asked
    same = [t for t in timed if sentence(text, t.start()) == sentence(text, m.start())]
    if not same:
        return False
    # ... of the same flights: "leave after noon and fly back in the evening" says the way home's time of its own
    leg = daytime_leg(text, m, _lands(m))
    return leg == "every" or any(leg_of(text, t) in (leg, "every") and not home_apart(text, t, m) for t in same)


def _early_ruled_out(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow:
    """An early start ruled out with no flight word (``BARE_EARLY``): no flight departing before 08:00."""
    return FlightWindow(leg=scope_near(text, m.start(), m.end()), depart_from=EARLY)


def _late_ruled_out(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow:
    """A late flight ruled out with no kind of flight said (``BARE_LATE``: "not too late"): none departing at 21:00 or
    later."""
    return FlightWindow(leg=scope_near(text, m.start(), m.end()), depart_until=clock(LATE_MINUTES - 1))


_HOUR = lazy_compile(r"(?P<hour>\d{1,2})\s*(?P<side>a|p)\.?m\.?", re.IGNORECASE)


def _hour_ruled_out(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    """Hours of the clock ruled out for flying (``HOUR_FLIGHTS``, found only after a "no": "no 6am flights"): a morning
    hour is read as no departure before the next hour, an evening one (6pm or later) as none from it on, said in a
    warning; one of the afternoon ruled out is a problem (no window keeps it as said)."""
    said = " ".join(m.group(0).split())
    hours = [int(h.group("hour")) % 12 + (12 if h.group("side").lower() == "p" else 0) for h in _HOUR.finditer(m.group("hours"))]
    early, late = [h for h in hours if h < 12], [h for h in hours if h >= 18]
    if len(early) + len(late) < len(hours):
        problems.append(f"{said!r}: an hour of the afternoon ruled out is no bound; say e.g. 'no flights leaving before 2pm'")
        return None
    bounds = {}
    if early:
        bounds["depart_from"] = clock((max(early) + 1) * 60)
    if late:
        bounds["depart_until"] = clock(min(late) * 60 - 1)
    window = FlightWindow(leg=scope_near(text, m.start(), m.end()), **bounds)
    kept = " and ".join(f"no flight leaving {'before' if side == 'depart_from' else 'after'} {value}"
                        for side, value in bounds.items())
    warnings.append(f"{said!r} ruled out is read as {kept}")
    return window


READERS: dict[str, Callable[[str, re.Match[str], list[str], list[str]], FlightWindow | None]] = {
    "time": _timed, "named": _named_kind, "daytime": _daytime, "early": _early_ruled_out,
    "late": _late_ruled_out, "hour": _hour_ruled_out}


def merged_windows(windows: list[FlightWindow]) -> list[FlightWindow]:
    """One window per set of flights (a leg): its statements' bounds together ("no flights before 9am, and no landing
    after 11pm" is one window), in the order the legs were first named."""
    merged: dict[str | int, dict[str, str]] = {}
    for window in windows:
        bounds = merged.setdefault(window.leg, {})
        for name in ("depart_from", "depart_until", "arrive_from", "arrive_until"):
            value = getattr(window, name)
            if value is not None:
                held = bounds.get(name)
                bounds[name] = value if held is None else max(held, value) if name.endswith("from") else min(held, value)
    return [FlightWindow(leg=leg, **bounds) for leg, bounds in merged.items()]
