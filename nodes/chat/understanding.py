"""How one chat message changes the request: a new trip, an edit of the current one, or an answer to a question.

The message is read with the rule parser (``parsing.read_text``), which gives
only the fields the text states. Then:

* a message that names a whole route (an origin and a destination) is a new
  trip: nothing carries over from the previous one;
* an answer to a question fills the draft's missing fields (a short answer
  such as "4" or "Seattle" is read as the field that was asked for);
* anything else edits the current trip: each stated field replaces the old
  one; cuisines are added ("also Mexican"), replaced ("only Mexican") or
  dropped ("no more Italian"); a rule the message drops ("we no longer need
  pets", "we can fly after all") is cleared; a new length keeps the start
  date, a new start date keeps the length.

Nothing here plans or asks: the result says what the draft is, what is still
missing, what changed (for the reply) and what cannot be used.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date as Date
from datetime import timedelta
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python

from himap_travel.domain.constraints import LOCAL, named
from himap_travel.domain.parsing import QueryParseError, Reading, cities_for_days, read_text
from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.domain.parsing.dates import LENGTH_PATTERNS
from himap_travel.domain.parsing.places import closest_place
from himap_travel.domain.parsing.units import budget_total
from himap_travel.domain.parsing.unread import UnreadWish
from himap_travel.nodes.chat import party_said
from himap_travel.nodes.chat.relative import PATTERNS as RELATIVE_PATTERNS
from himap_travel.nodes.chat.relative import WHO, Relative, length_problem, relative_edits
from himap_travel.nodes.chat.replacing import without_dropped_places, without_replaced_values
from himap_travel.nodes.chat.take_back import ALLOW_MODE, PART_OF_GROUP, TakeBack, avoidance_of, has_cue, held_wishes, taken_back, uncued
from himap_travel.nodes.chat.wishes import ASKED, WISHES, WishQuestion, asked_of, asking, resumed, still_wished, unread_in
from himap_travel.state.chat_state import ESSENTIALS, TripFields
from himap_travel.state.trip import banned_modes, transport_rule

_NO_RULES = {c.row_key: None for c in LOCAL if c.official}  # TravelPlanner's four; ours appear once asked for
# What a question about a field is answered with, when the answer is short: the cue the parser needs.
_ANSWER_CUES = {"org": "from ", "dest": "to ", "people_number": "for ", "budget": "budget "}
@dataclass
class Understanding:
    """What a message did to the request."""

    draft: TripFields
    missing: list[str]
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what changed, or was warned about
    edit: bool = False  # an edit of the current trip (else a new trip, or the answer that completes one)
    unread: list[UnreadWish] = field(default_factory=list)  # the message's wishes no reader keeps: asked about first
    resumed: dict[str, Any] = field(default_factory=dict)  # what a "plan without it?" question held back, once it is settled


def understand_message(
    text: str, sandbox: Any, trip: TripFields | None, draft: TripFields | None = None, pending: list[str] | None = None,
    planned: list[dict[str, Any]] | None = None,
) -> Understanding:
    """``text`` applied to the request: ``trip`` is the current request, ``draft``/``pending`` an unanswered question's;
    ``planned``: the wishes the trip is planned without (a take-back naming one of them and a rule is asked about).

    A message holding wishes no reader keeps is not planned yet: "plan without it?" is asked (``_ask_about_wishes``).
    """
    result = _understood(text, sandbox, trip, draft, pending, planned)
    return _ask_about_wishes(result, text, asked_of(draft) if pending and WISHES in pending else None)


def _ask_about_wishes(result: Understanding, text: str, asked: WishQuestion | None) -> Understanding:
    """The wishes to ask about (those asked before and not taken back, and the message's own) put in the draft with
    what the message read, and ``WISHES`` in ``missing``; with none left, what a question held back is resumed."""
    result.draft = {k: v for k, v in result.draft.items() if k != ASKED}
    if result.problems:  # refused: a question open before stays open as it was
        if asked is not None:
            result.draft[ASKED] = asked.model_dump()
            result.missing = [*(m for m in result.missing if m != WISHES), WISHES]
        return result
    wishes = still_wished(asked, text, result.unread)
    dropped = [f"left out, as you said: {w.wish!r}" for w in (asked.wishes if asked else []) if w not in wishes]
    if not wishes:
        if asked is not None:  # settled by a rephrasing that took the wishes back: the asking turn's reading goes on
            result.notes = [*asked.notes, *result.notes, *dropped]
            result.resumed = resumed(asked)
            result.edit = asked.edit
        return result
    base = asked or WishQuestion(wishes=[], edit=result.edit)
    result.draft[ASKED] = base.model_copy(update={"wishes": wishes, "notes": [*base.notes, *result.notes, *dropped]}).model_dump()
    result.missing = [*result.missing, WISHES]
    return result


def _understood(
    text: str, sandbox: Any, trip: TripFields | None, draft: TripFields | None = None, pending: list[str] | None = None,
    planned: list[dict[str, Any]] | None = None,
) -> Understanding:
    base = draft if pending and draft is not None else trip
    text = _with_month(text, _month_of(base))  # "the 28th to the 30th" of a trip in March: March's
    readable, dropped = without_dropped_places(text, sandbox, ((base or {}).get("dest"), (base or {}).get("org"))) if base else (text, [])
    readable = without_replaced_values(readable) if base else readable  # "$2,400 not $1,800": one budget, corrected
    try:
        around = (base.get("org"), base["dest"], base.get("visiting_city_number")) if base and base.get("dest") else None
        # (sights matched in the trip's cities: "skip the aquarium"); "forget Myrtle Beach" alone: nothing else said
        reading = read_text(readable, sandbox, trip=around) if readable.strip(" ,.;!?") else Reading()
        for _name in range(_MOST_TYPOS):  # the reader names one unknown place at a time ("Clevland to Baltimor": two)
            fixes = _close_places(reading, sandbox)
            if not fixes:
                break
            # "Pensacolla": read as Pensacola, and said (the rest of the message is read with the name put right)
            text, readable = _respelled(text, fixes), _respelled(readable, fixes)
            reading = _with_assumed(read_text(readable, sandbox, trip=around), fixes, reading.warnings)
    except QueryParseError as error:
        return Understanding(dict(draft or trip or {}), list(pending or []), problems=[error.message])
    whole_route = reading.org is not None and reading.dest is not None
    if pending and draft is not None and whole_route and draft.get("month") and not reading.date:  # "in March" still holds
        return _merge({"month": draft["month"]}, reading, text, sandbox, edit=False)
    if pending and draft is not None and whole_route:  # the route given again or changed while a question is open
        return _rerouted(draft, reading, text, sandbox)
    if pending and draft is not None and not whole_route:
        reading = _as_answer(text, reading, pending, sandbox, replacing=bool(dropped))
        return _dropping(_merge(draft, reading, text, sandbox, edit=False, answering=True), dropped, reading)
    if trip and not whole_route:
        reading = _shifted(_city_to_visit(_counted_outside_take_backs(reading, readable, sandbox, around), trip, text, sandbox),
                           trip, text)
        reading = _flight_day(reading, trip)
        return _dropping(_merge(trip, reading, text, sandbox, edit=True, planned=planned), dropped, reading)
    if trip and reading.org == trip.get("org") and (re.search(r"\b(?:instead|rather)\b", text, re.IGNORECASE) or _CORRECTING.search(text)):
        # "actually let's go to Minneapolis from Grand Forks on March 18-20 instead": the same journey corrected, an edit
        # (the people, the budget and the rules said before stay); a whole new route is a new trip
        return _merge(trip, reading, text, sandbox, edit=True, planned=planned)
    return _kept_vague(_merge({}, reading, text, sandbox, edit=False), text)


def _counted_outside_take_backs(reading: Reading, text: str, sandbox: Any, around: Any) -> Reading:
    """An edit's people count read only in a clause taking a wish back ("the dog stays with my mom" is no trip for two):
    no count; one the rest of the message states is kept."""
    if reading.people_number is None or not has_cue(text):
        return reading
    rest = uncued(text)
    try:
        again = read_text(rest, sandbox, trip=around) if rest.strip(" ,.;!?") else Reading()
    except QueryParseError:
        return reading
    return reading if again.people_number is not None else reading.model_copy(update={"people_number": None})


def _close_places(reading: Reading, sandbox: Any) -> dict[str, str]:
    """The unknown place names of a reading that each have one close sandbox place (``places.closest_place``): a typo
    ("Clevland") is read as that place, fail closed: the reply says so and the user can correct it; a name with no
    close place, or two, stays unknown and is asked about."""
    found = {phrase: closest_place(phrase, sandbox) for phrase in reading.suggestions}
    return {phrase: place for phrase, place in found.items() if place is not None}


def _respelled(text: str, fixes: dict[str, str]) -> str:
    for phrase, place in fixes.items():
        text = re.sub(rf"(?<![\w']){re.escape(phrase)}(?![\w'])", place, text, flags=re.IGNORECASE)
    return text


_MOST_TYPOS = 3  # misspelt place names put right in one message (a trip names an origin, a destination, a city to visit)


def _with_assumed(reading: Reading, fixes: dict[str, str], before: Sequence[str] = ()) -> Reading:
    """The reading with each name put right said as an assumption (the reply lists the reading's warnings), after the
    assumptions said ``before`` (a name put right in an earlier reading of the message)."""
    said = [f"I took {phrase!r} to be {place}, the one place I know spelt close to it: tell me if you meant another"
            for phrase, place in fixes.items()]
    return reading.model_copy(update={"warnings": list(dict.fromkeys([*before, *reading.warnings, *said]))})


# A day of the month said without its month ("the 28th", "leave on the 16th instead"): an ordinal, which no count is.
# "the 2nd day" and "the 3rd night" count the trip's days, not the month's.
_DAY_OF_MONTH = re.compile(r"\b(?:the\s+)?(\d{1,2})(st|nd|rd|th)\b(?!\s+(?:day|night|stop|city|leg|meal)s?\b)", re.IGNORECASE)


def _month_of(base: TripFields | None) -> str | None:
    """The month a request already has: its dates' month, or the month a vague opener named ("in March")."""
    if not base:
        return None
    if base.get("date"):
        return f"{Date.fromisoformat(base['date'][0]):%B}"
    return base.get("month")


# Two days of the month said as a range without their month ("Las Vegas to Denver, 12-14" on a trip asked for March):
# never a count ("2-3 people", "3-4 nights"), an amount ("$12-14"), a time or ages ("kids aged 6-8").
_DAY_RANGE = re.compile(
    r"(?<![\w$.,/:])(?<!aged\s)(?<!ages\s)([12]\d|3[01]|0?[1-9])\s*(?:-|–|to|thru|through|till|until)\s*([12]\d|3[01]|0?[1-9])"
    r"(?![\w.,/:%$])(?!\s*(?:people|persons?|pax|travell?ers|adults|kids|children|guests|days?|nights?|weeks?|hours?|hrs?|h|stars?"
    r"|cities|of\s+us|dollars?|bucks|k|am|pm|years?)\b)", re.IGNORECASE)


def _with_month(text: str, month: str | None) -> str:
    """``text`` with the request's month put before a day of the month said without one ("leave on the 16th instead"
    on a trip in March: "leave on March 16th instead"; "12-14" while the dates in March are asked: "March 12-14"); a
    text naming a month, or with no such day, is as it was."""
    if month is None or _MONTH.search(text):
        return text
    if _DAY_OF_MONTH.search(text):
        return _DAY_OF_MONTH.sub(lambda m: f"{month} {m.group(1)}{m.group(2)}", text, count=1)
    days = _DAY_RANGE.search(text)
    if days is None or int(days.group(1)) >= int(days.group(2)):
        return text
    return f"{text[:days.start()]}{month} {days.group(1)}-{days.group(2)}{text[days.end():]}"


def _kept_vague(result: Understanding, text: str) -> Understanding:
    """A new request with a vague part ("somewhere warm in March, just the two of us"): the month kept for the dates
    asked, the vague place said plainly (my data has no weather), and neither asked about as a wish no plan keeps."""
    vague = vague_start(text)
    if vague is None or result.draft.get("date"):
        return result
    if vague.draft.get("month"):
        result.draft["month"] = vague.draft["month"]
    result.notes = [*result.notes, *vague.notes]
    result.unread = [w for w in result.unread if not (_MONTH.search(w.wish) or _BY_WEATHER.search(w.wish) or _SOMEWHERE.search(w.wish))]
    return result


_INSTEAD = re.compile(r"\b(?:instead|rather|only|just|switch|change|move|replace)\b", re.IGNORECASE)


def _city_to_visit(reading: Reading, trip: TripFields, text: str, sandbox: Any) -> Reading:
    """"We want to see Austin" on a trip of Texas: a city the route must include (``visit_cities``), not a new
    destination; "Austin instead" still changes the destination."""
    cities = dict(getattr(sandbox, "states", {}) or {}).get(trip.get("dest"), ())
    if reading.dest not in cities or reading.org is not None or _INSTEAD.search(text):
        return reading
    local = reading.local_constraint
    wanted = list(dict.fromkeys([*(local.visit_cities or ()), reading.dest]))
    return reading.model_copy(update={"dest": None, "visiting_city_number": None, "stated_cities": None,
                                      "local_constraint": local.model_copy(update={"visit_cities": wanted})})


# The whole trip moved by an amount ("can we leave a day later?", "start two days earlier", "push it back a week"): the
# dates shift, the length stays. Coming back later is a longer trip, not a move (``relative.RELATIVE_DAYS`` reads it).
_SHIFT = re.compile(
    r"(?:\b(?:leave|leaving|start|starting|go|going|depart\w*|fly\s+out|set\s+off|head\s+out|shift|move|push)\b[^.;!?,]{0,25}?"
    # or the shift alone opening the message ("a day later pls", "ok a week earlier then")
    r"|^\W*(?:(?:ok|okay|so|hmm+|actually|maybe|and|then|can\s+we\s+do|how\s+about|what\s+about)\W+)*)"
    r"\b(?P<count>a|an|one|two|three|four|five|six|seven|\d)\s+(?P<unit>days?|weeks?)\s+(?P<way>later|earlier|sooner|back|forward)\b"
    r"|\b(?:shift|move|push|bump)\s+(?:it|the\s+(?:trip|dates)|everything|things)?\s*(?P<way2>back|forward|up)\s+(?:by\s+)?"
    r"(?P<count2>a|an|one|two|three|four|five|six|seven|\d)\s+(?P<unit2>days?|weeks?)\b", re.IGNORECASE)
_SHIFT_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _shifted(reading: Reading, trip: TripFields, text: str) -> Reading:
    """An edit moving the whole trip by an amount: the trip's dates moved (said as read: "I moved the whole trip"), when
    the message gives no dates of its own ("push it back a week" is no week-long trip)."""
    shift = _SHIFT.search(text)
    if shift is None or reading.date or reading.start_date or not trip.get("date"):
        return reading
    count, unit, way = (shift.group("count") or shift.group("count2")).lower(), shift.group("unit") or shift.group("unit2"), \
        (shift.group("way") or shift.group("way2")).lower()
    days = (_SHIFT_COUNTS.get(count) or int(count)) * (7 if unit.lower().startswith("week") else 1)
    days = -days if way in ("earlier", "sooner", "forward", "up") else days
    dates = [(Date.fromisoformat(d) + timedelta(days=days)).isoformat() for d in trip["date"]]
    note = (f"I moved the whole trip {abs(days)} day{'s' if abs(days) > 1 else ''} {'later' if days > 0 else 'earlier'}, keeping its "
            "length: say the dates if you meant otherwise")
    return reading.model_copy(update={"date": dates, "days": None, "warnings": [*reading.warnings, note]})


def _flight_day(reading: Reading, trip: TripFields) -> Reading:
    """A lone day said with a flight's time ("and come back before 8pm on the 10th"), one of the trip's own days: the
    flight's day, never a new start of the trip (the window read beside it binds that flight)."""
    if (reading.date or not reading.start_date or not reading.local_constraint.flight_times
            or reading.start_date not in (trip.get("date") or [])):
        return reading
    return reading.model_copy(update={"start_date": None, "days": None})


_CARRIED = ("date", "days", "people_number", "budget")  # what a question's draft keeps when the route is given again


def _rerouted(draft: TripFields, reading: Reading, text: str, sandbox: Any) -> Understanding:
    """A whole route while a question is open ("Seattle to San Francisco then, March 20-22"): the request it answers,
    so what the user already said (the people, the budget, the dates, the rules) stays unless this message restates
    it, and the reply names what was kept; the route and whatever else it states are taken from it."""
    base = {name: draft.get(name) for name in _CARRIED} | {"local_constraint": draft.get("local_constraint")}
    result = _merge(base, reading, text, sandbox, edit=False, answering=True)
    stated = {"date": reading.date or reading.start_date, "people_number": reading.people_number, "budget": reading.budget}
    kept = [f"{_LABELS_KEPT[name]} {show(name, draft[name])}" for name in ("date", "people_number", "budget")
            if draft.get(name) is not None and stated[name] is None and result.draft.get(name) == draft.get(name)]
    if kept:
        result.notes.append("I kept what you told me before: " + ", ".join(kept))
    return result


_LABELS_KEPT = {"date": "dates", "people_number": "people", "budget": "budget"}

# A field said back to the value it had ("back to the original budget", "keep the old budget", "the previous dates
# again"): the fields, by the words people name them with.
_FIELD_WORDS = {"budget": r"budget", "date": r"dates?|days|schedule", "dest": r"destination|city|place",
                "org": r"origin|start(?:ing)?\s+(?:city|point)|home\s+city",
                "people_number": r"people|number\s+of\s+people|head\s*count|group(?:\s+size)?|party(?:\s+size)?|count"}
_FIELD_BACK = re.compile(
    r"\b(?:back\s+to|keep|revert\s+to|return\s+to|restore|use|go\s+with|stick\s+(?:to|with)|reinstate)\s+(?:the\s+|my\s+|our\s+)?"
    r"(?P<when>original|old|previous|earlier|initial|former|first|last|other)\s+(?P<field>" + "|".join(_FIELD_WORDS.values()) + r")\b"
    r"|\b(?:the\s+)?(?P<when2>original|old|previous|earlier|initial|former)\s+(?P<field2>" + "|".join(_FIELD_WORDS.values()) + r")\s+"
    r"(?:again|back|is\s+(?:fine|better|ok(?:ay)?))\b", re.IGNORECASE)
_FIRST = ("original", "initial", "first")  # the value the trip was asked with, not the one before the last change


def field_back(text: str, trip: TripFields, before: TripFields | None, opening: str | None = None,
               sandbox: Any = None) -> Understanding | None:
    """An edit saying a field back to a value it had ("on second thought, keep the old budget"): the trip with that
    field as ``before`` (the trip the last change replaced) holds it; "the original budget" is the one the request
    that started the trip (``opening``, the message) stated, when it stated one. None when the message says no such
    thing; a field the last change did not touch is refused with why (the value before is the one it has)."""
    said = _FIELD_BACK.search(text)
    if said is None:
        return None
    words = said.group("field") or said.group("field2")
    name = next(n for n, pattern in _FIELD_WORDS.items() if re.fullmatch(pattern, words, re.IGNORECASE))
    first = stated_in(opening, name, sandbox) if (said.group("when") or said.group("when2") or "").lower() in _FIRST else None
    if first is not None:
        before = {name: first}
    draft: dict[str, Any] = dict(trip)
    if not before or before.get(name) is None or before.get(name) == trip.get(name):
        label = _LABELS_KEPT.get(name, _SAID_LABELS.get(name, name)).removeprefix("the ").removeprefix("a ").removesuffix(" of")
        return Understanding(draft, [], problems=[f"the {label} is already the one you had before ({show(name, trip.get(name))}), "
                                                  "so there is nothing to go back to"], edit=True)
    draft[name] = before[name]
    if name == "date":
        draft["days"] = len(before["date"])
    return Understanding(draft, [], notes=changes(dict(trip), draft), edit=True)


def stated_in(message: str | None, name: str, sandbox: Any) -> Any:
    """The value a message states for a trip field (a budget as its total only), or None."""
    if not message:
        return None
    try:
        reading = read_text(message, sandbox)
    except QueryParseError:
        return None
    if name == "budget" and reading.budget_unit is not None:
        return None
    return getattr(reading, name, None)


def starts_a_trip(message: str, sandbox: Any) -> bool:
    """Whether a message names a whole route (an origin and a destination): a new trip (``_understood``)."""
    try:
        reading = read_text(message, sandbox)
    except QueryParseError:
        return False
    return reading.org is not None and reading.dest is not None


def already_said(text: str, sandbox: Any, trip: TripFields | None) -> list[str]:
    """What a message that changed nothing states that the trip already has ("2 people" on a trip for 2), in words:
    the reply says so instead of "I didn't understand"."""
    try:
        reading = read_text(text, sandbox)
    except QueryParseError:
        return []
    stated = {"org": reading.org, "dest": reading.dest, "date": reading.date, "days": None if reading.date else reading.days,
              "people_number": reading.people_number, "budget": reading.budget if reading.budget_unit is None else None}
    fields = [_said(name, value) for name, value in stated.items() if value is not None and (trip or {}).get(name) == value]
    return fields + _rules_held(reading, (trip or {}).get("local_constraint") or {})


def _rules_held(reading: Reading, held: dict[str, Any]) -> list[str]:
    """The rules a message states that the trip holds already ("entire rooms, please" on a trip with that room type),
    compared in words (the trip keeps JSON values, the reading models); a list rule when each item it names is held."""
    said = []
    for constraint in LOCAL:
        value, kept = constraint.value(reading.local_constraint), held.get(constraint.row_key)
        if not value or not kept:
            continue
        listed = isinstance(value, list) and isinstance(kept, list) and all(isinstance(v, str) for v in value)
        if (set(value) <= set(kept)) if listed else constraint.describe(value) == constraint.describe(kept):
            said.append(constraint.describe(value))
    return said


def _said(name: str, value: Any) -> str:
    if name == "people_number":
        return f"{value} {'person' if value == 1 else 'people'}"
    if name == "days":
        return f"{value} {'day' if value == 1 else 'days'}"
    return f"{_SAID_LABELS[name]} {show(name, value)}"


_SAID_LABELS = {"org": "the origin", "dest": "the destination", "date": "the dates", "budget": "a budget of"}


def _dropping(result: Understanding, dropped: list[str], reading: Reading) -> Understanding:
    """A place the message took back that is still the trip's destination, with no other named: asked, never kept silently."""
    if any(place == result.draft.get("dest") for place in dropped) and reading.dest is None:
        result.problems.append(f"you took back {dropped[0]}, but named no other destination: where should the trip go instead?")
    return result


_MONTH = re.compile(r"\b(January|February|March|April|May|June|July|August|September|October|November|December)\b", re.IGNORECASE)
_BY_WEATHER = re.compile(r"\b(?:warm|warmer|hot|sunny|sun|beach|cold|snowy|cool)\b", re.IGNORECASE)
_SOMEWHERE = re.compile(r"\b(?:somewhere|anywhere)\b", re.IGNORECASE)


# A wish to travel that names nothing else ("plan me a trip", "I need a vacation", "help me plan something"): a start,
# every essential asked for.
_TRIP_WISH = re.compile(r"\b(?:trip|vacation|vacay|holiday|getaway|get-away|break|travel\w*|journey|tour|weekend\s+away"
                        r"|get\s+away|time\s+off|plan\s+(?:something|smth|sth|anything|one|it\s+all))\b", re.IGNORECASE)


def vague_start(text: str, opener: bool = False) -> Understanding | None:
    """A vague opener that still says something ("somewhere warm in March"): a draft keeping the month, and every
    essential asked for; a wish the data cannot judge (warm, sunny) is said plainly. ``opener``: no trip yet, so a wish
    to travel alone ("plan me a trip") starts one too. None when it says nothing usable."""
    month, by_weather = _MONTH.search(text), _BY_WEATHER.search(text) or _SOMEWHERE.search(text)
    if month is None and by_weather is None and not (opener and _TRIP_WISH.search(text)):
        return None
    draft: dict[str, Any] = {name: None for name in ESSENTIALS} | {"local_constraint": dict(_NO_RULES)}
    notes = []
    if month:
        draft["month"] = month.group(1).capitalize()
    if by_weather and _BY_WEATHER.search(by_weather.group(0)):
        notes.append(f"I can't choose a place by \"{by_weather.group(0)}\": my data has no weather, so please name a US city, "
                     "or a state for several cities")
    elif by_weather:  # "somewhere in March", "anywhere but here": no place named, none chosen for the traveller
        notes.append("I can't choose the place for you: please name a US city, or a state for several cities")
    return Understanding(draft, missing_essentials(draft), notes=notes)


def seeks_a_place(text: str) -> bool:
    """Whether the message looks for a place by what it is like ("somewhere sunny in March?"): a vague start, never a
    question about the weather, though it names the weather's words."""
    return bool(_SOMEWHERE.search(text) and _BY_WEATHER.search(text))


def missing_essentials(draft: TripFields) -> list[str]:
    """The essentials the draft lacks (several house rules need no choice: ``more house rules`` keeps the others)."""
    return [name for name in ESSENTIALS if draft.get(name) is None]


def _as_answer(text: str, reading: Reading, pending: list[str], sandbox: Any, replacing: bool = False) -> Reading:
    """A short answer read as the field that was asked for ("4" -> 4 people, "Seattle" -> the origin); a place said as
    where the trip goes ("back to Detroit then") or ``replacing`` one the message took back ("forget Detroit, take us
    to Chicago instead") is the destination, never the origin asked for."""
    towards = reading.dest and re.search(rf"\b(?:to|in|at)\s+{re.escape(reading.dest)}\b", text, re.IGNORECASE)
    if reading.dest and reading.org is None and "org" in pending and "dest" not in pending and not (replacing or towards):
        reading = reading.model_copy(update={"org": reading.dest, "dest": None})  # "Seattle", asked where the trip starts
    asked = [name for name in pending if getattr(reading, name, None) is None]
    if len(asked) < len(pending):  # "4 of us" with the people and the budget asked: it answered one, never both
        return reading
    if len(asked) > 1:  # several fields open: a bare number or "lots of us" answers the people count, "$2,000" the budget
        asked = [name for name in asked if name == _likely_field(text)]
    if len(asked) != 1 or asked[0] not in _ANSWER_CUES or len(text.split()) > 6:
        return reading
    try:
        cued = read_text(_cued(asked[0], text), sandbox)
        fixes = _close_places(cued, sandbox)
        if fixes:  # "Newrk" asked where the trip starts: Newark, said
            cued = _with_assumed(read_text(_respelled(_cued(asked[0], text), fixes), sandbox), fixes)
    except QueryParseError:
        return reading
    value = getattr(cued, asked[0])
    if value is None and _says_something(reading):  # "no self-driving pls" while the origin is asked: a rule, no answer
        return reading
    if value is None:  # "lots of us", "0", "-2": the reason it cannot be used goes with the question asked again
        why = next(iter(cued.problems), None) or _UNREAD[asked[0]]
        return reading.model_copy(update={"warnings": [*reading.warnings, f"I couldn't use \"{text.strip()}\": {why}"],
                                          "problems": [p for p in reading.problems if p not in cued.problems]})  # said once
    updates: dict[str, Any] = {asked[0]: value, "warnings": list(dict.fromkeys([*reading.warnings, *cued.warnings]))}
    if asked[0] == "budget":
        updates["budget_unit"] = cued.budget_unit
    if asked[0] == "dest":
        updates["visiting_city_number"] = cued.visiting_city_number
    if asked[0] == "org" and reading.dest == value:  # "Seattle" alone was taken for a destination
        updates["dest"] = None
    problems = ([p for p in reading.problems if not re.search(r"budget|travellers", p)]
                + [p for p in cued.problems if p not in reading.problems])
    return reading.model_copy(update={**updates, "problems": problems})


def _says_something(reading: Reading) -> bool:
    """Whether the message states a field or a rule of its own (then it is read as what it says, not as the answer)."""
    fields = ("org", "dest", "date", "start_date", "days", "people_number", "budget")
    return any(getattr(reading, name, None) for name in fields) or any(
        c.value(reading.local_constraint) for c in LOCAL)


# Why a short answer gave nothing for the field asked about (a parser problem, when it has one, says it better).
_UNREAD = {"people_number": "I need the number of travellers as a number, e.g. 4",
           "budget": "I need the total budget as an amount in US dollars, e.g. $2,000",
           "org": "I don't know that city: name a US city the trip starts from",
           "dest": "I don't know that place: name a US city, or a state for several cities"}
_BARE_NUMBER = re.compile(r"^\s*[-+−]?\s*[\d,.]+\s*$|^\s*(?:zero|none|nobody|no\s+one)\s*$", re.IGNORECASE)


# The words around a short answer that say nothing of it ("ok 2 then", "fine, 3 please", "um $1,500 i guess").
_ANSWER_LEAD = re.compile(r"^\W*(?:(?:ok(?:ay)?|so|fine|um+|uh+|well|alright|sure|just|hmm+|oh|right|yeah|yes|make\s+it)\W+)+",
                          re.IGNORECASE)
_ANSWER_TAIL = re.compile(r"(?:\W+(?:then|please|pls|plz|i\s+guess|thanks?|thx))+\W*$", re.IGNORECASE)


def _core(text: str) -> str:
    """A short answer without the words around it that say nothing of it ("ok 2 then" → "2")."""
    return _ANSWER_TAIL.sub("", _ANSWER_LEAD.sub("", text)).strip() or text.strip()


def _likely_field(text: str) -> str | None:
    """Which field a short answer is about when several are open, by its form."""
    text = _core(text)
    if re.search(r"\$|\b(?:dollars?|bucks|usd|budget)\b|\d\s*k\b", text, re.IGNORECASE):
        return "budget"
    if _BARE_NUMBER.match(text) or re.search(rf"\b{WHO}\b|\bof\s+us\b", text, re.IGNORECASE):
        return "people_number"
    return None


def _cued(field: str, text: str) -> str:
    """The short answer with the cue the parser needs: a bare number asked as a people count is "N people"."""
    text = _core(text)
    if field == "people_number" and _BARE_NUMBER.match(text):
        return text + " people"
    return _ANSWER_CUES[field] + text


def _merge(base: TripFields, reading: Reading, text: str, sandbox: Any, *, edit: bool, answering: bool = False,
           planned: list[dict[str, Any]] | None = None) -> Understanding:
    draft: dict[str, Any] = dict(base)
    draft["local_constraint"] = dict(draft.get("local_constraint") or _NO_RULES)
    old = {k: (dict(v) if isinstance(v, dict) else v) for k, v in draft.items()}
    refused = _refused_house_rules(text, old["local_constraint"]) if edit else []
    problems = [p for p in reading.problems if not p.startswith("only a start date") and not any(repr(r) in p for r in refused)]
    held = held_wishes(old, planned)
    back = taken_back(text, held) if edit or answering else TakeBack()
    problems += _unclear_take_back(back, reading, old)
    # "add a day": the reading's 4 days; "and add $600 to the budget" while asked the count: on the draft's budget
    relative = relative_edits(text, old, reading) if edit or answering else Relative(reading)
    reading = relative.reading
    problems = [p for p in problems if p not in relative.settled]  # "one dropped out so just 2 of us": one count

    if reading.org:
        draft["org"] = reading.org
    if reading.dest and edit and _state_of_the_trip(reading, old, text, sandbox):  # "first time in georgia!": talk
        reading = reading.model_copy(update={"dest": None})
    if reading.dest:
        draft["dest"] = reading.dest
        draft["visiting_city_number"] = reading.stated_cities or reading.visiting_city_number
    elif reading.stated_cities:
        draft["visiting_city_number"] = reading.stated_cities
    _merge_dates(draft, reading, problems)
    if reading.dest and not reading.stated_cities and draft.get("days") and reading.dest not in getattr(sandbox, "cities", {}):
        draft["visiting_city_number"] = cities_for_days(draft["days"])  # a state named in an edit: as many cities as the length suits
    said: list[str] = []  # a budget per unit, multiplied out
    problems += relative.problems
    if draft.get("days") != old.get("days") and draft.get("days"):  # "make it 1 day": said why, never a failed planning
        problems += [p for p in [length_problem(draft["days"], draft.get("visiting_city_number"))] if p]
    if reading.people_number is not None:
        draft["people_number"] = reading.people_number
    if reading.budget is not None:
        draft["budget"] = _total_budget(reading, draft, problems, said)
    notes_rules: list[str] = []
    _merge_rules(draft["local_constraint"], reading, text, edit or answering, notes_rules, back)
    _without_house_rules(draft["local_constraint"], refused)
    if edit or answering:  # "the kids are 11 and 12", "no kids this time", "a pet-free place" beside the dog's rule
        notes_rules += party_said.apply(draft["local_constraint"], text, reading.local_constraint.house_rule and (
            reading.local_constraint.house_rule, *(reading.local_constraint.more_house_rules or [])))

    if draft.get("org") and draft.get("org") == draft.get("dest"):
        problems.append(f"the origin and the destination are the same ({draft['org']}): name where the trip goes")
    is_city = draft.get("dest") in getattr(sandbox, "cities", {})
    if is_city and (draft.get("visiting_city_number") or 1) > 1 and draft["dest"] not in getattr(sandbox, "states", {}):
        problems.append(f"{draft['visiting_city_number']} cities asked for, but the destination {draft['dest']!r} is a city, not a state")
    # a change by an amount named with its field's line ("people: 2 → 4 (2 more friends)"), said once; its own note
    # only where the field's line is missing
    because = {key: words for key, (words, _note) in relative.causes.items() if draft.get(key) != old.get(key)}
    said = [note for key, (_words, note) in relative.causes.items() if not (edit and key in because)] + said
    notes = changes(old, draft, because) if edit else []
    notes += said + notes_rules + [w for w in reading.warnings if not any(f"without {r}" in w for r in refused)]
    if draft.get("date") and draft.get("date") != old.get("date"):
        notes += coverage_warnings(draft["date"], sandbox)
    elsewhere = [] if edit else [p for p in problems if _asked_wish(p)]  # asked "plan without it?", never refused
    if not edit:
        problems = _ask_instead([p for p in problems if p not in elsewhere], draft, notes)
    missing = missing_essentials(draft)
    if not edit and not answering and reading.people_number is None and "people_number" not in missing:
        missing.append("people_number")
    # in an edit every clause asks something; a change by an amount ("friends are joining") is read here
    chat_reads = (*RELATIVE_PATTERNS, _SHIFT, PART_OF_GROUP, *LENGTH_PATTERNS,  # "make it a week": read
                  party_said.NO_KIDS_COMING, party_said.AGES_SAID)
    around = (base.get("org"), base.get("dest"))  # the trip's places, as the edit's reading spelt the message with them
    unread = unread_in(text, sandbox, True, chat_reads, around) if edit else asking(reading.unread)
    unread += [UnreadWish(wish=wish, reason=p) for p in elsewhere if (wish := _asked_wish(p))]
    if back.dropped:  # a clause that took a wish back is read ("skip the aquarium", "long flights are fine now")
        unread = [w for w in unread if not taken_back(w.wish, held).dropped]
    return Understanding(draft, missing, problems=list(dict.fromkeys(problems)), notes=list(dict.fromkeys(notes)), edit=edit,
                         unread=unread)


# Which essential a problem is about (first match): a new trip asks for it again instead of refusing.
_PROBLEM_FIELDS = (("the same", "dest"), ("travellers", "people_number"), ("budget", "budget"), ("date", "date"), ("day", "date"),
                   ("origin", "org"), ("destination", "dest"), ("cities", "dest"))


# A wish's place in another city than the trip's ("must see: 'The Alamo' is in San Antonio, not in Austin (the trip's
# cities)"): in a new request, the rest is kept and "plan without it?" asked (its cities word clears no destination)
_ELSEWHERE = re.compile(r"'(.+?)' is in [^,]+?, not in .+ \(the trip's cities\)$")
# ... and so is a cuisine the data has no restaurant of ("we love seafood and thai"): never the whole request refused
_NO_SUCH_CUISINE = re.compile(r"no restaurant in the sandbox serves (.+?) food: a trip can ask for ")


def _asked_wish(problem: str) -> str | None:
    """The wish a new request's problem is about when the rest of the request stands without it (``_ELSEWHERE``,
    ``_NO_SUCH_CUISINE``); None for a problem that is refused or asked about as an essential."""
    found = _ELSEWHERE.search(problem) or _NO_SUCH_CUISINE.search(problem)
    return found.group(1) if found else None


def _ask_instead(problems: list[str], draft: dict[str, Any], notes: list[str]) -> list[str]:
    """Problems with an essential field of a new request (contradicting counts, an unknown city, euros) clear that
    field, so it is asked for, with the problem in ``notes``; the problems left are refused."""
    left = []
    for problem in problems:
        name = next((f for key, f in _PROBLEM_FIELDS if key in problem), None)
        if name is None:
            left.append(problem)
            continue
        draft[name] = None
        if name == "date":
            draft["days"] = None
        notes.append(f"I could not use this: {problem}")
    return left


def _merge_dates(draft: dict[str, Any], reading: Reading, problems: list[str]) -> None:
    days = reading.days or draft.get("days")
    if reading.date:
        draft["date"], draft["days"] = reading.date, len(reading.date)
    elif reading.start_date and days:
        draft["date"], draft["days"] = _consecutive(reading.start_date, days), days
    elif reading.start_date:
        problems.append("only a start date: give the end date or the number of days")
    elif reading.days and draft.get("date"):
        draft["date"], draft["days"] = _consecutive(draft["date"][0], reading.days), reading.days
    elif reading.days:
        draft["days"] = reading.days
    if reading.days and not reading.dest and not reading.stated_cities and (draft.get("visiting_city_number") or 1) > 1:
        draft["visiting_city_number"] = cities_for_days(reading.days)


def _consecutive(start: str, days: int) -> list[str]:
    first = Date.fromisoformat(start)
    return [(first + timedelta(days=i)).isoformat() for i in range(days)]


def _total_budget(reading: Reading, draft: dict[str, Any], problems: list[str], said: list[str]) -> float | None:
    """The trip's total for the budget read (an amount per person, day, night or week multiplied out, and said in
    ``said``); None with a problem when the count it needs is not known yet."""
    total = budget_total(reading.budget, reading.budget_unit, draft.get("people_number"), draft.get("days"))
    if total.problem:
        problems.append(total.problem)
    elif total.value is None:
        unit = reading.budget_unit
        assert unit is not None, "an amount with no unit is its own total (budget_total)"
        needs = "the number of travellers" if "person" in unit and not draft.get("people_number") else "the dates"
        problems.append(f"a budget per {unit.replace('/', ' per ')} needs {needs}")
    elif total.says:
        said.append(f"budget: {total.says}")
    return total.value


_REPLACING = re.compile(r"\b(?:instead|rather\s+than|switch|change|swap|replace|not\s+\w+\s+but|only)\b", re.IGNORECASE)
# A state named as where the trip goes ("make it Georgia", "3 cities in Georgia instead", "a tour of Georgia").
_TO_A_STATE = re.compile(r"\b(?:to|instead|make\s+it|change|switch|swap|visit(?:ing)?|tour(?:ing)?|around|across|explore"
                         r"|cities|all\s+over|road\s*trip|rather)\b", re.IGNORECASE)


def _state_of_the_trip(reading: Reading, old: dict[str, Any], text: str, sandbox: Any) -> bool:
    """Whether an edit names the state the trip's city is in, with no word making it where the trip goes ("first time
    in georgia!" on a trip to Savannah): said of the trip, never the destination widened to the whole state."""
    city = old.get("dest")
    return (bool(city) and getattr(sandbox, "cities", {}).get(city) == reading.dest and not reading.stated_cities
            and not _TO_A_STATE.search(text))


# Words that add a house rule to the one the trip has ("we're also bringing the dog", "the kids come too").
# ("can we have Italian food?" adds no house rule: "have" is left out).
_ADDING = re.compile(r"\b(?:also|too|as\s+well|plus|in\s+addition|additionally|bring(?:s|ing)?|coming|come\s+along"
                     r"|comes?\s+with\s+(?:us|me))\b", re.IGNORECASE)  # "the cats come with us after all"
# "Actually, ...", "oh actually ...", and another way of the same journey tried ("ok, what about Atlanta to New Orleans
# March 22-24 then", "how about from Denver instead"): the people, the budget and the rules said before stay
_CORRECTING = re.compile(r"^\W*(?:\w+\W+){0,2}?actually\b|^\W*(?:(?:ok|okay|hmm+|so|well|fine|alright|and)\W+)*(?:what|how)\s+about\b",
                         re.IGNORECASE)
_ASKED_OF_STAY = re.compile(r"\b(?:allow\w*|permit\w*|friendly|welcome|place|stays?|hotels?|rooms?|accommodation|bring\w*|need)\b",
                            re.IGNORECASE)


def replaces_house_rule(text: str, current: str, new: str) -> bool:
    """Whether an edit naming the house rule ``new`` means it instead of ``current`` (docs/chat-messages.md, "Said stays said").

    It does when the message says it corrects the rule: a switching word ("pets instead", "switch to smoking"),
    the old rule taken back ("we'll bring the dog, not smoke", "no more pets"), or "actually" with the new rule
    asked of the stay ("Actually we need a place where smoking is allowed"). A rule named in passing ("the kids
    love pizza, can we have Italian food?") is not a correction: the rule the user asked for stays.
    """
    if _REPLACING.search(text) or _dropped(text, current, "house rule") or _negated(text, current):
        return True
    return bool(_CORRECTING.search(text) and _ASKED_OF_STAY.search(text))


def _negated(text: str, rule: str) -> bool:
    """The rule named after a negation ("not smoke", "no smoking", "without pets"), as the registry's house-rule reader
    reads the words after it."""
    reader = named("house rule").read
    assert reader is not None, "the house rule has a reader (domain/constraints/house_rule.py)"
    return any(reader(m.group(1), (), [], []) == rule
               for m in re.finditer(r"\b(?:not|no|non|without)[\s-]+((?:the\s+|a\s+|our\s+)?[\w-]+)", text, re.IGNORECASE))


def _refused_house_rules(text: str, rules: dict[str, Any]) -> list[str]:
    """The house rules the trip holds that an edit rules out ("the dog is staying home, so no pets" on a trip that allows
    pets): taken back. The parser reads "the dog ... no pets" as a rule both asked for and ruled out (a contradiction in
    a request); said to a trip that holds the rule, it is the rule taken back."""
    held = [rules.get("house rule"), *(rules.get("more house rules") or [])]
    return [rule for rule in held if rule and _negated(text, rule)]


def _without_house_rules(rules: dict[str, Any], refused: list[str]) -> None:
    """``rules`` without the house rules ``refused`` (the next one, if any, becomes the house rule)."""
    if not refused:
        return
    left = [r for r in (rules.get("house rule"), *(rules.get("more house rules") or [])) if r and r not in refused]
    rules["house rule"] = left[0] if left else None
    if left[1:]:
        rules["more house rules"] = left[1:]
    else:
        rules.pop("more house rules", None)


def _unclear_take_back(back: TakeBack, reading: Reading, old: dict[str, Any]) -> list[str]:
    """What a take-back cannot do by itself: name one of several matching wishes (asked which), or remove the budget
    (a plan needs one: the new total is asked for, the old one stays)."""
    asked = back.question()  # None unless the take-back is ambiguous
    problems = [asked] if asked is not None else []
    if any(h.key == "budget" for h in back.dropped) and reading.budget is None and old.get("budget") is not None:
        problems.append(f"I need a budget to plan (it is ${old['budget']:,.0f} now): say the most you'd like to spend in all")
    return problems


def _merge_rules(rules: dict[str, Any], reading: Reading, text: str, editing: bool, notes: list[str], back: TakeBack) -> None:
    """The message's rules merged into ``rules``; in an edit, the wishes ``back`` takes back removed."""
    local = reading.local_constraint
    for constraint in (c for c in LOCAL if c.key != "cuisine"):  # one value each: a new one replaces the old
        key, value = constraint.row_key, constraint.value(local)
        current = rules.get(key)
        if key == "house rule" and editing and current and value and value != current and not replaces_house_rule(text, current, value):
            if _ADDING.search(text) and not back.drops(key):  # "oh we're also bringing the dog": one more house rule
                more = list(rules.get("more house rules") or [])
                rules["more house rules"] = more if value in more else [*more, value]
                continue
            # "the kids love pizza, can we have Italian food?" on a pet-friendly trip: a house rule named in passing
            # never replaces the one the user asked for; the reply says which was kept and why
            notes.append(f"I kept your house rule ({current}): {value} came up in passing, so I did not switch to it "
                         f"(say \"{value} instead\" to switch)")
            continue
        if key == "transportation" and editing and current and value and not re.search(r"\binstead\b", text, re.IGNORECASE):
            value = transport_rule(banned_modes(current) | banned_modes(value))  # bans add up: "and no self-driving"
        if editing and current and value and not _SWITCHING.search(text):
            value = _added_up(key, current, value)  # "and no fast food either", "and I need to land by 8pm"
        if value is not None and not (editing and _dropped(text, value, key)):
            rules[key] = to_jsonable_python(value)  # the form holds JSON values: a window read again equals the one kept
        elif editing and current and back.drops(key):
            rules[key] = _without(key, current, [h.item for h in back.drops(key)])
    if editing and rules.get("transportation"):  # "we can fly after all" lifts one ban of two
        rules["transportation"] = transport_rule(m for m in banned_modes(rules["transportation"]) if not _allows(text, m))
    cuisines = list(rules.get("cuisine") or [])
    if local.cuisine:
        # "only Mexican" and "make it Mexican" replace them all; "replace Chinese with French" only the one it takes back
        only = _ONLY_CUISINE.search(text) and not back.drops("cuisine")
        cuisines = list(local.cuisine) if only or not editing else cuisines + [c for c in local.cuisine if c not in cuisines]
    if editing:  # "drop Chinese and add French": the cuisines taken back
        cuisines = [c for c in cuisines if c not in [h.item for h in back.drops("cuisine")]]
        # the newest word on a cuisine wins: "the kids hate Chinese" takes Chinese off the cuisines wanted, and a cuisine
        # asked for now is no longer one to avoid (one wish never says both)
        avoided_now = [c for c in (_AVOID_CUISINES.value(local) or []) if c not in (local.cuisine or [])]
        cuisines = [c for c in cuisines if c not in avoided_now]
        avoided = [c for c in (rules.get(_AVOID_CUISINES.row_key) or []) if c not in (local.cuisine or [])]
        if rules.get(_AVOID_CUISINES.row_key):
            rules[_AVOID_CUISINES.row_key] = avoided or None
        _newest_on_more(rules, local, avoided_now, bool(local.cuisine and _ONLY_CUISINE.search(text)))
    rules["cuisine"] = cuisines or None
    for wish in back.avoided if editing else []:  # "skip the aquarium" on a trip that must see it: kept out, not only optional
        avoid = avoidance_of(wish.key)
        if avoid is not None:
            rules[avoid] = list(dict.fromkeys([*(rules.get(avoid) or []), wish.item]))
    if not rules.get("house rule") and rules.get("more house rules"):  # "swap pets for smoking": the first is the house rule
        first, *others = rules.pop("more house rules")
        rules["house rule"] = first
        if others:
            rules["more house rules"] = others


# Words that make a wish said in an edit replace the one of its kind held, never add to it ("pets instead", "just no
# fast food"); else a list wish adds up (``_added_up``)
_SWITCHING = re.compile(r"\b(?:instead|rather|only|just|switch|replace)\b", re.IGNORECASE)
# The list wishes whose items add up in an edit: a second one said joins the first ("and no fast food either")
_ADDS_UP = ("stay forbids", "avoid cuisines", "avoid sights", "avoid restaurants", "avoid cities", "must see")


def _added_up(key: str, current: Any, value: Any) -> Any:
    """A list wish said in an edit beside the one of its kind held: both kept (an item said again once). Flight-time
    windows add up too, save a held one the new one sets anew (the same leg and the same bound: "8am, not 9am").
    Any other wish: the new value (one value each)."""
    if key == "flight times" and isinstance(current, list) and isinstance(value, list):
        value = to_jsonable_python(value)  # windows as the form holds them
        bounds = [(w.get("leg"), b) for w in value for b in ("depart_from", "depart_until", "arrive_from", "arrive_until")
                  if w.get(b)]
        kept = [w for w in current if not any(w.get("leg") == leg and w.get(b) for leg, b in bounds)]
        return [*kept, *(w for w in value if w not in kept)]
    if key in _ADDS_UP and isinstance(current, list) and isinstance(value, list):
        return list(dict.fromkeys([*current, *value]))
    return value


# Words that make the cuisines named the only ones ("only Mexican", "make it american", "switch to Thai food").
_ONLY_CUISINE = re.compile(r"\b(?:only|instead|just|replace|switch\s+to|change\s+(?:it\s+)?to)\b"
                           r"|\bmake\s+(?:it|that|them)\s+[a-z]+(?:\s+(?:food|cuisine|instead))?\s*(?:[.!,;]|$)", re.IGNORECASE)
_AVOID_CUISINES = named("avoid cuisines")


_MORE_CUISINES = named("more cuisines")


def _newest_on_more(rules: dict[str, Any], local: Any, avoided_now: list[str], only: bool) -> None:
    """The cuisines some meal must also serve ("also serve: Seafood") under the newest word, as the cuisines are: one
    avoided now is no longer asked for ("no seafood, my wife's allergic": never both asked for and avoided, which no
    plan keeps), and "just Italian" leaves no other cuisine asked for, unless this message asks for it."""
    held = rules.get(_MORE_CUISINES.row_key)
    if not held:
        return
    kept = [] if only and not _MORE_CUISINES.value(local) else [c for c in held if c not in avoided_now]
    rules[_MORE_CUISINES.row_key] = kept or None


def _without(key: str, current: Any, items: list[Any]) -> Any:
    """A rule with the items taken back removed: a banned mode, items of a list, or (no item) the whole rule."""
    if key == "transportation":
        return transport_rule(m for m in banned_modes(current) if m not in items)
    if isinstance(current, list) and None not in items:
        return [v for v in current if v not in items] or None
    return None


def _dropped(text: str, value: Any, key: str) -> bool:
    """Whether the message takes back the rule ``value`` it names ("we no longer need pets", "we can fly after all")."""
    if key == "transportation" and all(_allows(text, mode) for mode in banned_modes(value)):
        return True
    return bool(taken_back(text, held_wishes({"local_constraint": {key: value}})).dropped)


def _allows(text: str, mode: str) -> bool:
    """Whether the message allows ``mode`` again ("we can drive", "flights are fine")."""
    return bool(ALLOW_MODE[mode].search(text))


def changes(old: dict[str, Any], new: dict[str, Any], because: Mapping[str, str] | None = None) -> list[str]:
    """What an edit changed, one line per field ("budget: $1,400 → $1,200"); ``because``: the words that changed a
    field by an amount, named on its line ("people: 2 → 4 (2 more friends)")."""
    lines = []
    for key, label in (("org", "origin"), ("dest", "destination"), ("visiting_city_number", "cities"), ("date", "dates"),
                       ("people_number", "people"), ("budget", "budget")):
        if old.get(key) != new.get(key):
            cause = f" ({because[key]})" if because and key in because else ""
            lines.append(f"{label}: {show(key, old.get(key))} → {show(key, new.get(key))}{cause}")
    before, after = old.get("local_constraint") or {}, new.get("local_constraint") or {}
    for key in (c.row_key for c in LOCAL):
        if before.get(key) != after.get(key):
            lines.append(_rule_line(key, before.get(key), after.get(key)))
    return lines


def _rule_line(key: str, was: Any, now: Any) -> str:
    """One rule's change in the words "Your rules:" uses for it. A rule whose words start with its name ("house rule:
    pets", "must see X") or whose value is structured (a pace, flight time windows) keeps "name: before → after"; the
    others' names are the request's spellings no traveller wrote ("max night price: none → 150"), so their line says
    the rule itself: "added: stays at most $150 a night per room", "taken out: also serve: Seafood", "stays rated 4+ →
    stays rated 3+"."""
    words = [named(key).describe(value) if value not in (None, []) else None for value in (was, now)]
    structured = any(isinstance(v, (dict, BaseModel)) or (isinstance(v, list) and v and isinstance(v[0], (dict, BaseModel)))
                     for v in (was, now))
    if structured or all(w is None or w.startswith(key) for w in words):
        return f"{key}: {show(key, was)} → {show(key, now)}"
    if words[0] is None:
        return f"added: {words[1]}"
    return f"taken out: {words[0]}" if words[1] is None else f"{words[0]} → {words[1]}"


def dates_in_words(dates: list[str]) -> str:
    """ISO dates as a person writes them: "March 13 to March 15, 2022"."""
    first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(dates[-1])
    if first == last:
        return f"{first:%B} {first.day}, {first.year}"
    return f"{first:%B} {first.day}" + (f", {first.year}" if first.year != last.year else "") + f" to {last:%B} {last.day}, {last.year}"


def show(key: str, value: Any) -> str:
    """A field's value as a user reads it."""
    if value is None or value == []:
        return "none"
    if key == "budget":
        return f"${value:,.0f}"
    if key == "date":
        return dates_in_words(value)
    structured = isinstance(value, (dict, BaseModel)) or (isinstance(value, list) and isinstance(value[0], (dict, BaseModel)))
    if isinstance(value, list) and not structured:
        return ", ".join(map(str, value))
    if structured and key in {c.row_key for c in LOCAL}:  # a structured value (a pace, flight time windows): its words
        return named(key).describe(value)
    if isinstance(value, float) and value.is_integer():  # a limit as it was said: "3", not "3.0" ("max flight hours: 3 → none")
        return str(int(value))
    return str(value)


__all__ = ["Understanding", "already_said", "changes", "dates_in_words", "field_back", "missing_essentials", "show",
           "starts_a_trip", "stated_in", "understand_message"]
