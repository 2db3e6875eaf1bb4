"""A named sight on a given day: "we want to see SeaWorld on day 2", "the zoo on the first day", "on day 3, Gatorland".

Not one of TravelPlanner's: a verdict reports ``sight_days`` only for a request that sets it. Each value is a
``SightDay`` (``state.trip``): the data's name of a sight (matched as ``must_see`` matches it, within the trip's cities)
and a day of the trip; the plan's attraction field of that day holds it (the evaluator's "within current city" rule
places it in its city, so the day is one spent in that city or a travel day touching it). The sight is also a sight to
see (``must_see`` reads the same words), so a plan without it fails both.

How a request states it (``read``): a sight wished for (``must_see.wished_spans``: by its name or its kind, after a wish
to see it or before "is a must") with a day said right after it ("SeaWorld on day 2", "the zoo on the second day,
please", "SeaWorld and Gatorland on day 2": a list takes the day together; a weekday or a date of the trip is its day:
"SeaWorld on friday"), or a day opening its clause before it ("on
day 2 we want to see SeaWorld", "day 3: the zoo"), words of flights, meals or a pace between them keeping the day
theirs ("on day 1 we land late, so the zoo"). "The last day" is read as its number (``domain.parsing.last_days``). A
day past the trip's last is a problem; a name the data lacks is ``must_see``'s problem, a restaurant on a day one of
this module's (a restaurant is planned on some day, never a given one).

The expert deals the sight to its day (``planning/policies/expert/day_tasks``) and the solver places it there
(``TripModel._sight_days``); when no route spends that day in the sight's city, the certificate names it.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from himap_travel.domain.constraints import flight_dates, name_keys, restaurant_names, sight_kinds
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.constraints.must_see import sights_of, wished_spans
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.trip import MAX_DAYS, SightDay, sight_days_once

ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
             "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
             "seven": 7}
DAY = (r"(?:the\s+|our\s+)?(?:(?P<ord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|last|final)\s+day"
        r"|days?\s+(?P<num>\d{1,2}|one|two|three|four|five|six|seven)"
        # ... or the first or last day spent wholly in a city: the trip travels on its first and last days
        r"|(?P<full>first|last)\s+(?:full|whole)\s+day"
        # ... or by what the travellers do that day ("the day we arrive": the first; "the day we fly home": the last)
        r"|day\s+(?:we|i)\s+(?:(?P<arrive>arrive|land|get\s+(?:there|in))|(?P<leave>leave|depart|fly\s+(?:home|back)"
        r"|head\s+(?:home|back)|go\s+home))"
        # ... or by its weekday or its date ("SeaWorld on friday", "the zoo on the 11th", "gatorland on march 11"): the
        # day of the trip it is, where the trip's dates hold one (``flight_dates.trip_day_of``)
        r"|(?P<weekday>(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
        r"|(?P<date>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?(?![\d/:])"
        r"|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}(?![\d/])))\b")
# The day right after the sight ("SeaWorld on day 2", "the zoo, on the 2nd day pls", "Gatorland - day 3")
# ... or bare, closing its clause ("gatorland day 2 pls")
_DAY_UNNAMED = re.sub(r"[(][?]P<[a-z]+>", "(?:", DAY)  # (its groups unnamed, for a lookahead beside it)
# ("gatorland day 1 & seaworld day 2": an ampersand closes the day too)
DAY_AFTER = lazy_compile(rf"(?:\s*,?\s*(?:(?:be\s+)?(?:on|for|during|to|onto)\s+|[-\u2013\u2014:(]\s*)|\s+(?={_DAY_UNNAMED}"
                          rf"\s*(?:[.,;!?)&]|$|(?:please|pls|plz|too|if\s+possible|and|plus|but|then)\b))){DAY}", re.IGNORECASE)
# ... or opening the clause before it ("on day 2 we want to see SeaWorld", "day 3: the zoo", "and on the last day, Epcot",
# "make day 3 gatorland")
_DAY_BEFORE = lazy_compile(rf"(?:^|(?<=[.;!?\n])|(?<=[.;!?\n]\s)|(?<=\band\s)|(?<=\bthen\s)|(?<=\bbut\s)|(?<=,\s)|(?<=\bmake\s))"
                           rf"(?:on|for|during)?\s*{DAY}\s*[,:\u2013\u2014-]?\s*", re.IGNORECASE)
# What may stand between a day opening its clause and the sight: a wish to see it, no other wish ("on day 1 we land
# late" is the flight's day; "on day 2 max 2 sights" the pace's)
_BETWEEN = lazy_compile(r"(?:(?!\b(?:fl(?:y|ies|ying|ights?)|planes?|land\w*|arriv\w*|leav\w*|depart\w*|driv\w*|sights?"
                        r"|attractions?|things|max|most|least|only|just|nothing|free|rest|hotel|stay\w*|dinner|lunch|breakfast"
                        r"|brunch|eat\w*|restaurants?|day|days)\b)[^.;!?\n,\d])*", re.IGNORECASE)
# Sights listed together take one day ("SeaWorld and Gatorland on day 2")
_LIST_JOINT = lazy_compile(r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+plus\s+)(?:also\s+)?(?:the\s+)?", re.IGNORECASE)
_MENTIONED = lazy_compile(r"day|\d", re.IGNORECASE)  # a text with no day word, weekday or date is never scanned


def day_of(m: re.Match[str], last: int | None = None) -> int:
    """The day a match says; "the last day" is the trip's last where it is known (``last_days`` writes it as its number
    before the readers; a chat's accounting reads the words), else 0 (no day)."""
    if m.group("arrive"):
        return 1
    if m.group("weekday") or m.group("date"):
        return flight_dates.trip_day_of(m.group("weekday") or m.group("date")) or 0
    if m.group("full"):  # the day after the first, or before the last
        end = last or flight_dates.last_trip_day() or 0
        return 2 if m.group("full").lower() == "first" else max(end - 1, 0)
    said = "last" if m.group("leave") else (m.group("ord") or m.group("num")).lower()
    if said in ("last", "final"):
        return last or flight_dates.last_trip_day() or 0
    return ORDINALS.get(said) or int(said)


def _bound(text: str, places: Spans) -> list[tuple[int, int, str, int]]:
    """(start, end of the day's words, the sight as written, its day) for each sight said with a day."""
    return _bound_on(text, places, flight_dates.trip_known())


@per_text
def _bound_on(text: str, places: Spans, _trip: object) -> list[tuple[int, int, str, int]]:
    """``_bound``, remembered for the text, its places and the trip known (``_trip``: a weekday or "the last day" is
    another day on another trip, so the same message in two conversations is read anew)."""
    if not _MENTIONED.search(text):
        return []
    return _days_of(text, _with_listed_names(text, wished_spans(text, places)))


def _days_of(text: str, sights: list[tuple[int, int, str]], spans_only: bool = False,
             last: int | None = None) -> list[tuple[int, int, str, int]]:
    """(start, end of the day's words, the sight, its day) for each of ``sights`` (in order) said with a day;
    ``spans_only``: "the last day" too where the trip's length is not known here (its day then 0); ``last``: the trip's
    last day, where the caller knows it."""
    found: list[tuple[int, int, str, int]] = []
    for i, (_start, end, _said) in enumerate(sights):
        after = DAY_AFTER.match(text, end)
        if after is not None and (spans_only or day_of(after, last)):
            for _start, _end, name in _listed_before(text, sights, i):
                found.append((after.start(), after.end(), name, day_of(after, last)))
    starts = [start for start, _e, _s in sights]
    for day in _DAY_BEFORE.finditer(text):
        nxt = bisect_left(starts, day.end())  # the first sight said after the day
        if nxt == len(sights) or not (spans_only or day_of(day, last)) or not _BETWEEN.fullmatch(text, day.end(), sights[nxt][0]):
            continue
        for k in _listed_after(text, sights, nxt):
            if not any(said == sights[k][2] for *_, said, _ in found):
                found.append((day.start(), day.end(), sights[k][2], day_of(day, last)))
    return sorted(found)


# A name listed after a sight wished for, with its own day ("see Gatorland day 2 and SeaWorld day 3"): the parser
# writes a sight of the trip's cities with capitals, so a capitalised run before a day is a name said in that list
_NAME_THEN_DAY = lazy_compile(r"(?P<name>[A-Z][\w'’.&-]*(?:\s+(?:of\s+|the\s+)?[A-Z][\w'’.&-]*){0,4})(?=" + DAY_AFTER.pattern + ")")


def _with_listed_names(text: str, sights: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """``sights`` and each name listed after one of them with a day of its own (``_NAME_THEN_DAY``)."""
    found = list(sights)
    at = 0
    while at < len(found):
        day = DAY_AFTER.match(text, found[at][1])
        joint = _LIST_JOINT.match(text, day.end() if day else found[at][1])
        name = _NAME_THEN_DAY.match(text, joint.end()) if joint is not None else None
        if name is not None and not any(start == name.start() for start, _e, _s in found):
            found.insert(at + 1, (name.start(), name.end("name"), name.group("name")))
        at += 1
    return found


def _listed_before(text: str, sights: list[tuple[int, int, str]], i: int) -> list[tuple[int, int, str]]:
    """The sight ``i`` and those listed right before it, joined by commas or "and"."""
    first = i
    while first > 0 and _LIST_JOINT.fullmatch(text, sights[first - 1][1], sights[first][0]):
        first -= 1
    return sights[first:i + 1]


def _listed_after(text: str, sights: list[tuple[int, int, str]], k: int) -> list[int]:
    """The indexes of the sight ``k`` and those listed right after it."""
    last = k
    while last + 1 < len(sights) and _LIST_JOINT.fullmatch(text, sights[last][1], sights[last + 1][0]):
        last += 1
    return list(range(k, last + 1))


def with_days_of_names(text: str, local: Any, named: Sequence[tuple[str, int, int]], last: int | None,
                       problems: list[str]) -> tuple[Any, list[tuple[int, int]]]:
    """``local`` with the days said of sights its readers did not see by a cue (a name said alone, ``said_alone``: "we
    must see gatorland day 2 and seaworld day 3", the data's names), and the spans of those days (read, never named);
    a day past ``last`` (the trip's last day, when known), or a weekday or date the trip lacks, is a problem."""
    if not named or not _MENTIONED.search(text):
        return local, []
    if lacking := _days_lacking(text, sorted((start, end, name) for name, start, end in named)):
        problems.extend(lacking)
        return local, []
    found = _days_of(text, sorted((start, end, name) for name, start, end in named), last=last)
    for _start, _end, name, day in found:
        if day > (last or MAX_DAYS):
            problems.append(_past_the_end(name, day, last or MAX_DAYS))
            return local, []
    said = [SightDay(sight=name, day=day) for _, _, name, day in found]
    held = {w.sight for w in local.sight_days or ()}
    said = [w for w in said if w.sight not in held]
    if not said:
        return local, []
    return (local.model_copy(update={"sight_days": sight_days_once([*(local.sight_days or []), *said])}),
            [(start, end) for start, end, name, _ in found if name not in held])


def days_beside(text: str, names: Spans, sights: Sequence[str]) -> list[tuple[int, int]]:
    """The spans of the days said with the names at ``names`` (spans a reading took: a chat message's, whose sights
    may be in lower case) that are among ``sights`` (those the reading put on a day, as the data names them: "seaworld"
    for SeaWorld Orlando): read with them, never named as a day no rule keeps. A day said with a cuisine or a
    restaurant ("no chinese on day 1") stays named."""
    keys = [name_keys.normal(sight) for sight in sights]
    said = sorted((a, b, text[a:b]) for a, b in names if any(name_keys.normal(text[a:b]) in key for key in keys))
    if not said or not _MENTIONED.search(text):
        return []
    return [(start, end) for start, end, _, _ in _days_of(text, said, spans_only=True)]


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the days said of a sight: read, never named as a day no rule keeps (the sight is ``must_see``'s)."""
    return [(start, end) for start, end, _, _ in _bound(text, ())]


def _days_lacking(text: str, sights: list[tuple[int, int, str]]) -> list[str]:
    """A problem for each weekday or date said as a sight's day that the trip's dates (known here) do not hold once
    ("gatorland on sunday" on a Thursday-to-Saturday trip, "seaworld on the 2nd" in March 10 to 12): never dropped."""
    if not flight_dates.trip_days_said() or not _MENTIONED.search(text):
        return []
    lacking = [(start, end, said) for start, end, said, day in _days_of(text, sights, spans_only=True)
               if not day and _A_DATE_OR_WEEKDAY.search(text, start, end)]
    return [f"'{said} {' '.join(text[start:end].split())}': the trip's dates hold no such day (or hold it twice): say a day of "
            "the trip, e.g. 'on day 2'" for start, end, said in lacking]


_A_DATE_OR_WEEKDAY = lazy_compile(r"\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day", re.IGNORECASE)


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[SightDay] | None:
    """The sights said with a day, as written (``resolve`` matches them to the data); a day past the trip's last, or a
    weekday or date it does not hold, is a problem."""
    if lacking := _days_lacking(text, _with_listed_names(text, wished_spans(text, places))):
        problems.extend(lacking)
        return None
    last = flight_dates.last_trip_day() or MAX_DAYS
    wishes: list[SightDay] = []
    for _start, _end, said, day in _bound(text, places):
        if day > last:
            problems.append(_past_the_end(said, day, last))
            return None
        wishes.append(SightDay(sight=said, day=day))
    return wishes or None


def _past_the_end(said: str, day: int, last: int) -> str:
    return f"'{said} on day {day}': the trip has {last} days, so there is no day {day}"


def resolve(wishes: list[SightDay], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[SightDay] | None:
    """Each sight matched to the data as ``must_see`` matches it; a restaurant on a day is a problem, and so is a sight
    the data lacks (said once: ``must_see`` names it too)."""
    restaurants = where.local.eat_at if where.local is not None else None  # "go to Pizza Hut on day 2": the data decides
    kept: list[SightDay] = []
    for wish in wishes:
        if not restaurant_names.wished_as([wish.sight], restaurants, where, "sight"):
            problems.append(f"'{wish.sight} on day {wish.day}': a restaurant asked for is planned on some day of the trip, "
                            "not on a given day")
            continue
        notes: list[str] = []
        missed: list[str] = []
        found = sight_kinds.resolve_sights([wish.sight], where, notes, missed, "must see") or []
        problems.extend(p for p in missed if p not in problems)
        if len(found) == 1 and not missed:
            kept.append(SightDay(sight=found[0], day=wish.day))
    # (once each: "the zoo" read as written and by the data's name is one wish; a copy is never validated)
    return sight_days_once(kept) if kept else None


def as_days(value: Sequence[SightDay | dict[str, Any]]) -> list[SightDay]:
    return [v if isinstance(v, SightDay) else SightDay.model_validate(v) for v in value]


def check(ctx: CheckContext) -> Reasons:
    seen = {(day, name_keys.normal(name)) for day, _, name in sights_of(ctx)}
    for wish in as_days(ctx.query.sight_days):
        if (wish.day, name_keys.normal(wish.sight)) not in seen:
            yield f"sight days: '{wish.sight}' is not among the sights of day {wish.day}"


def unmet(facts: SolverFacts) -> str:
    wishes = as_days(facts.spec.local_constraint.sight_days or ())
    late = [w for w in wishes if w.day > facts.spec.days]
    if late:
        return f"{_said(late)}: the trip has {facts.spec.days} days"
    return f"no plan of this trip sees each sight on the day asked ({_said(wishes)}) while keeping the other rules"


def _said(wishes: Sequence[SightDay | dict[str, Any]]) -> str:
    return ", ".join(w.said() for w in as_days(wishes))


CONSTRAINT = HardConstraint(
    key="sight_days", report_key="sight_days", row_key="sight days", label="sights on given days", official=False,
    check=check, describe=lambda wishes: f"sights on days: {_said(wishes)}",
    flex_sentence=lambda wishes: f"We'd like to see {' and '.join(_said([w]) for w in as_days(wishes))}.",
    instruction=lambda wishes: "; ".join(f"day {w.day}'s attraction field must include {w.sight}" for w in as_days(wishes)),
    unmet=unmet, read=read, resolve=resolve, claims=claims,
    mention=r"(?:the\s+)?sights?\s+(?:on|for)\s+(?:given\s+|those\s+|that\s+)?days?",
    form_description="named attractions asked for on a given day of the trip (1 the first), as written, if asked",
    prompt='a named attraction tied to a day of the trip: "SeaWorld on day 2" is {"sight": "SeaWorld", "day": 2} (also '
           'list it among the attractions to include)',
)
