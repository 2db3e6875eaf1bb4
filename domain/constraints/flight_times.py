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
meant (``_morning``: "no flights before 9" departs 09:00 or later, 5 to 11; "leave after 10", 9 to 11; 12 is noon);
any other time without am or pm ("leave after 6", "no flights after 8", "land before 10"), a time of day with no
clock time ("the morning"), or a wanted red-eye is a problem (named, never guessed).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

from himap_travel.domain.constraints import named_places
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import FlightWindow, clock

# Reaching a place by a time: its arrival; the place said (one of the trip's ends) names the flight (``_leg``)
_REACH = r"(?P<reach>get(?:s|ting)?\s+(?:us\s+)?(?:to|into)|be\s+in|reach(?:es|ing)?|mak(?:e|ing)\s+it\s+to)(?=\s+[a-z])"
# The bounds of being home or back besides "by" ("back before 10pm", "home no later than 9:30pm"), and the flying words
# after which "back" / "home" is the flight's, not being home ("flying back before 6pm": the departure)
_HOME_BY = r"(?:before|until|till|(?:no|not)\s+later\s+than)\s"
_NOT_FLOWN = r"(?<!fly\s)(?<!flying\s)(?<!flies\s)(?<!flight\s)(?<!flights\s)(?<!head\s)(?<!heading\s)(?<!going\s)"
_FLIGHT_WORD = r"(?:flights?|fli(?:hg|gth)ts?|flghts?|planes?|flying|departures?|arrivals?|fly|outbound)"  # "flihgts": typos
_VERB = (r"(?:leav(?:e|es|ing)|depart(?:s|ing|ure|ures)?|tak(?:e|es|ing)\s+off|head(?:s|ing)?\s+out"
         r"|arriv(?:e|es|ing|al|als)|land(?:s|ing)?"
         r"|touch(?:es|ing)?\s+down"
         r"|gets?\s+(?:us\s+)?(?:in|home|back|there)|getting\s+(?:us\s+)?(?:in|home|back|there)|be\s+(?:home|back|there)"
         # reaching a place ("be in phoenix by 3pm", "get to boston by 11am", "reach Seattle before 4pm"): its arrival
         rf"|{_REACH}"
         # "back in new york by 9pm", "home before 10pm": being back is the return's arrival
         rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s)(?:back|home)(?=\s+(?:(?:in|at|to)\s+[\w\s']{{1,30}}?)?by\s)"
         # ... "before" / "no later than" too, unless said of flying ("flying back before 6pm" is the departure's)
         rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s){_NOT_FLOWN}(?:back|home)"
         rf"(?=\s+(?:(?:in|at|to)\s+[\w\s']{{1,30}}?)?{_HOME_BY}))")
_WHEN = (r"(?P<when>before|after|by|until|till|no\s+(?:earlier|later)\s+than|not\s+(?:earlier|later)\s+than"
         r"|earlier\s+than|later\s+than|past|between|pre(?=[\s-]*\d)|post(?=[\s-]*\d))(?:(?<=pre|ost)-)?")  # "pre-8am"
_SHORT_WHEN = {"pre": "before", "post": "after", "later": "after", "earlier": "before"}  # "nothing pre-8am", "post 6pm"
_TIME = (r"(?:(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?:\s*(?P<ap>am|pm|a\.m\.?|p\.m\.?|o'?clock(?:\s+(?:in\s+the\s+(?:morning|afternoon"
         r"|evening)|at\s+night))?"
         r"|in\s+the\s+(?:morning|afternoon|evening)|at\s+night))?"
         r"|(?P<named>noon|midday|lunch(?:time)?|midnight|mid[\s-]?(?:morning|afternoon)"
         r"|(?:the\s+)?(?:evening|afternoon|morning|night)|dawn|sunrise"
         # a meal's time reads as its hours of the docs (``MEAL_HOURS``: "home by dinner time", "after breakfast")
         r"|dark|nightfall|sunset|sundown|dusk|(?:breakfast|brunch|dinner|supper)(?:\s*time)?)"
         # ... said again as a clock time: "after lunch, like 1pm", "before dark, say 5pm" (the clock time is read)
         r"(?:\s*,?\s*(?:like|say|so|i\.?e\.?|around|about|maybe|approx\w*|roughly|or)\s*,?\s*(?P<hn>\d{1,2})(?::(?P<mn>[0-5]\d))?"
         r"\s*(?P<apn>am|pm|a\.m\.?|p\.m\.?)(?![\w:]))?)")  # "no flights after dark": a time, no ban (no clock time: named)
# A number that counts something else ("after 3 days", "before 2 people"): no time.
_NOT_A_TIME = (r"(?!\s*(?:days?|nights?|weeks?|months?|hours?|hrs?|mins?|minutes?|people|persons?|guests?|adults?|kids?|children|dollars?"
               r"|bucks|usd|%)\b)")
_TIME_END = rf"(?![\w:$%]){_NOT_A_TIME}"
_SECOND = r"(?:\s+and\s+(?P<h2>\d{1,2})(?::(?P<m2>[0-5]\d))?(?:\s*(?P<ap2>am|pm|a\.m\.?|p\.m\.?))?(?![\w:]))?"
# A second bound joined to the first, said of the same flights ("no flights before 7am or after 9pm", "flights after 8am
# and before 10pm"): its hour (a bare one read by ``_morning``, else named), or noon or midnight
_OTHER_BOUND = (r"(?:\s*,?\s*(?:or|and|nor)\s+(?:(?:nothing|none|no\s+(?:flights?|planes?))\s+)?"
                r"(?P<when3>before|after|by|until|earlier\s+than|later\s+than|past)\s+"
                r"(?:(?P<h3>\d{1,2})(?::(?P<m3>[0-5]\d))?(?:\s*(?P<ap3>am|pm|a\.m\.?|p\.m\.?))?|(?P<named3>noon|midnight))"
                rf"(?![\w:]){_NOT_A_TIME})?")
_WITH_VERB = re.compile(
    rf"(?:\b{_FLIGHT_WORD}\s+(?:that\s+|which\s+)?)?\b(?P<verb>{_VERB})\s+(?P<inner>(?:[\w']+\s+){{0,3}}?){_WHEN}(?:(?<=-)|\s+)"
    rf"{_TIME}{_TIME_END}{_SECOND}{_OTHER_BOUND}",
    re.IGNORECASE)
# ... the bound said after its time ("leave houston mid-morning or later", "land 6pm or earlier")
_OR_LATER = re.compile(rf"\b(?:(?P<verb>{_VERB})|{_FLIGHT_WORD})\s+(?P<inner>(?:[\w']+\s+){{0,3}}?){_TIME}"
                       r"\s+or\s+(?P<when>later|earlier)\b", re.IGNORECASE)
# ... and a place left of two words or three after them ("fly home from san francisco after 3pm": the return's departure)
_FROM_A_PLACE = r"(?<=\bfrom\s)(?:[A-Za-z][\w'.]*\s+){1,3}"
# (a comma or a dash may part the words after the flight word from the bound: "a later flight home, after 3pm")
_FLIGHT_ONLY = re.compile(
    rf"\b{_FLIGHT_WORD}\s+(?P<inner>(?:[\w']+(?:\s*[,–—-]\s*|\s+)){{0,3}}?(?:{_FROM_A_PLACE})?){_WHEN}(?:(?<=-)|\s+){_TIME}{_TIME_END}{_SECOND}{_OTHER_BOUND}",
    re.IGNORECASE)
# "nothing before 10am": a bound with no flight word and no verb, the only timed thing the data has being its flights;
# a flight word after it is the bound's ("nothing after 8pm for flights": no ban on flying).
# ... "not before brunch" opening its clause is the same bound said short
_NOTHING = re.compile(rf"(?:(?<=\bnothing\s)|(?<=^not\s)|(?<=[,.;!?]\snot\s))(?P<inner>){_WHEN}(?:(?<=-)|\s+){_TIME}{_TIME_END}{_SECOND}"
                      r"(?:\s+(?:(?:for|on)\s+(?:the\s+|our\s+|any\s+)?(?:flights?|planes?|departures?)"
                      r"|flying(?:\s+(?:home|back|out|there|in))?)\b)?", re.IGNORECASE)  # "... flying home": no ban
# ("crack of dawn flights", "dawn flights": early ones)
_KIND = (r"(?:red[\s-]?eyes?|(?:very\s+|super\s+|too\s+)?early(?:[\s-]+morning)?|(?:crack[\s-]+of[\s-]+)?dawn"
         r"|late[\s-]+night|overnight|late)")
_KIND_RE = re.compile(_KIND, re.IGNORECASE)
# ... several in a list, one flight word after the last ("no overnight or early flights": each ruled out)
_NAMED_KIND = re.compile(
    rf"\b(?P<kind>{_KIND})(?P<more>(?:(?:\s*[,/]\s*|\s+)(?:or\s+|and\s+|nor\s+)?{_KIND}){{0,3}})"
    r"(?:\s+(?:flights?|planes?|flying|departures?)\b|(?<=eye)\b|(?<=eyes)\b)", re.IGNORECASE)
# A time of day said of a flight, of leaving or of landing ("a morning flight", "we land in the morning", "flight home in
# the evening", "leave late on the last day", "we'd rather not fly at night"): its hours (docs): the morning 05:00-11:59,
# the afternoon 12:00-17:59, the evening 18:00-23:59; leaving late is a late flight's (21:00 or later), early an early
# one's (before 08:00); the night is a red-eye's (only ruling it out is kept).
_DAY_PART = r"(?P<part>morning|afternoon|evening|night)"
_DAY_PART_VERB = (r"(?P<verb>leav(?:e|es|ing)|depart(?:s|ing)?|fl(?:y|ying|ies)(?:\s+(?:out|back|home|in))?|tak(?:e|es|ing)\s+off"
                  r"|arriv(?:e|es|ing)|land(?:s|ing)?|get(?:ting)?\s+in|flights?"
                  # the way home said without flying ("and come back in the evening", "head home in the morning"): the
                  # return's, as "fly back in the evening" is
                  r"|com(?:e|es|ing)\s+(?:back|home)|head(?:s|ing)?\s+(?:back|home)|return(?:s|ing)?(?=\s+in\s+the\b)"
                  # ... and the way out so said ("outbound in the morning", "going out in the evening"): the outbound's
                  r"|outbound(?=\s+in\s+the\b)|go(?:es|ing)?\s+(?:out|there)(?=\s+in\s+the\b))")
_DAYTIME = re.compile(
    rf"\b{_DAY_PART}\s+(?:flights?|departures?|(?P<arrivals>arrivals?)|planes?)\b"
    rf"|\b{_DAY_PART_VERB}\s+(?P<inner>(?:(?!(?:before|after|by|until|till|between|at|in)\b)[a-z']+\s+){{0,3}}?)"
    r"(?:in\s+the\s+(?P<part2>morning|afternoon|evening)|(?P<night>at\s+night)|(?P<late>late|early)(?!\s+(?:checks?|check-)))\b",
    re.IGNORECASE)
# An early start ruled out with no flight word ("no early mornings", "no early starts", "nothing too early", "nothing at
# dawn"): the flights being the only timed thing the data has, an early flight ruled out (departing 08:00 or later);
# said without a negation ("we love early mornings") it asks nothing of the flights.
_BARE_EARLY = re.compile(r"\b(?:(?:very|super|too)\s+)?early\s+(?:mornings?|starts?|wake[\s-]?ups?)\b"
                         r"|(?<=\bnothing\s)(?:(?:very|super|too)\s+)?early\b(?:\s+in\s+the\s+morning\b)?"
                         r"|\b(?:at|before)\s+(?:the\s+crack\s+of\s+)?dawn\b", re.IGNORECASE)
_DAY_PART_HOURS = {"morning": ("05:00", "11:59"), "afternoon": ("12:00", "17:59"), "evening": ("18:00", "23:59")}
# Words that allow what they follow or precede ("we don't mind early flights", "a red-eye is fine"): no window.
_FINE = re.compile(r"\b(?:mind|fine|ok|okay|no\s+problem|happy\s+to|happy\s+with|doesn't\s+matter)\b", re.IGNORECASE)
# ... unless the statement is the condition the allowance is made on, or said against it ("any flight is ok as long as
# we're home by 10pm", "flights are fine, but nothing after 9pm"): then it is asked. A comma alone parts nothing ("ok
# forget it, keep the late flight" takes a wish back in the chat, as before)
_CONDITION = re.compile(r"\b(?:as|so)\s+long\s+as\b|\bprovided\b|\bif\b|\bbut\b|\bjust\b|\bonly\b|[;:]", re.IGNORECASE)
_ARRIVAL = re.compile(r"\b(?:arriv\w*|land\w*|touch\w*\s+down|gets?|getting|be\s+(?:home|back|there))\b", re.IGNORECASE)
_INNER_NEGATION = re.compile(rf"\bno\b|{negation.NOT}\b", re.IGNORECASE)  # "the flight back shouldnt land after 10pm"

_EARLY_MINUTES, _LATE_MINUTES = 8 * 60, 21 * 60
_EARLY, _LATE = clock(_EARLY_MINUTES), clock(_LATE_MINUTES)  # an early flight departs before 08:00, a late one at 21:00 or later
_RED_EYE = FlightWindow(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
             "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
             "six": 6, "seven": 7}
_DAY_SCOPE = re.compile(r"\b(?:on\s+)?(?:the\s+)?(?P<ord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|"
                        r"seventh|7th|opening|last|final)\s+day\b|\bday\s+(?P<num>\d{1,2}|one|two|three|four|five|six|seven)\b",
                        re.IGNORECASE)
_RETURN_SCOPE = re.compile(r"\breturn(?:ing)?\s+(?:flight|leg|trip)|\b(?:way|trip|flight|flying|fly|leg|red[- ]?eyes?)\s+(?:back|home)\b"
                           r"|\bhome(?:ward)?\s+(?:flight|leg)"
                           r"|\bcom(?:e|es|ing)\s+(?:back|home)|\bgo(?:ing)?\s+home|\bhead(?:s|ing)?\s+(?:back|home)"
                           r"|\breturn(?:s|ing)?(?=\s+in\s+the\b)"
                           r"|\b(?:get|getting|be)\s+(?:us\s+)?(?:home|back)"
                           r"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s)\b(?:back|home)\s+(?:(?:in|at|to)\s+[\w\s']{1,30}?)?by\s"
                           rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s){_NOT_FLOWN}\b(?:back|home)\s+"
                           rf"(?:(?:in|at|to)\s+[\w\s']{{1,30}}?)?{_HOME_BY}"
                           r"|\b(?:last|final)\s+flight|\bon\s+the\s+return\b|\bflights?\s+(?:back\s+)?home\b"
                           r"|\b(?:land(?:s|ing)?|arriv(?:e|es|ing))\s+(?:back\s+)?home\b", re.IGNORECASE)  # "land back home"
_OUTBOUND_SCOPE = re.compile(r"\boutbound|\boutgoing\s+flight|\b(?:way|trip|flight|flying|fly|leg)\s+(?:there|out)\b"
                             r"|\bgoing\s+(?:there|out)\b|\b(?:get(?:s|ting)?|be)\s+(?:us\s+)?there\b"
                             r"|\b(?:first|initial)\s+flight|\bflight\s+(?:there|out)\b|\bon\s+the\s+way\s+(?:in|up|over)\b",
                             re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.;!?]")
_JOINED = re.compile(r"(?:,\s*|\s)(?:and|plus|but|also)\s+(?!(?:day\s+)?\d|(?:the\s+)?(?:first|second|third|last|final)\b)", re.IGNORECASE)
# A time of day said anywhere (a clock time, or a named time after a word placing it: "at sunset", "around midday", "6
# in the evening", "before dinner"): the flights being the only timed things of the data, one said outside every
# statement of a window is named by the unread net (domain.parsing.unread), even in a clause whose date is read.
TIME_OF_DAY = re.compile(
    r"\b\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock|in\s+the\s+(?:morning|afternoon|evening)|at\s+night)(?!\w)"
    r"|\b(?:[01]?\d|2[0-3]):[0-5]\d\b"
    r"|\b(?:at|around|about|by|before|after|until|till|towards?|in\s+the(?:\s+(?:early|late|mid))?|early|late|mid)[\s-]+"
    r"(?:noon|midday|midnight|dawn|sunrise|sunset|sundown|dusk|dark|nightfall|night|morning|afternoon|evening"
    r"|(?:breakfast|brunch|lunch|dinner|supper)\s*time)\b"
    # a meal is a time only after a word of when ("before dinner"; "seafood at dinner" is the meal)
    r"|\b(?:around|by|before|after|until|till)\s+(?:breakfast|brunch|lunch|dinner|supper)\b", re.IGNORECASE)
# A word of travel: a time of day said beside one is a flight's (``TIME_OF_DAY``)
TRAVEL = re.compile(rf"\b(?:{_FLIGHT_WORD}|flew|fl(?:y|ies)\s+\w+|{_VERB}|return(?:s|ing)?|back|home|there)\b",
                    re.IGNORECASE)  # "return on the 6th after lunch": the time is the return's
_CLOCK_TIME = re.compile(r"\b\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b", re.IGNORECASE)


def _sentence(text: str, at: int) -> str:
    """The sentence of the text around position ``at``."""
    back = max(0, at - 400)  # searched backwards, at most 400 characters: reading stays linear in the text
    start = max(max(text.rfind(mark, back, at) for mark in ".;!?") + 1, back)
    end = next((m.start() for m in _SENTENCE_END.finditer(text, at)), len(text))
    return text[start:end].strip()


@per_text
def _found(text: str) -> list[tuple[re.Match[str], str]]:
    """Every statement of a window in the text, in order, overlapping ones dropped: (match, kind) with kind "time" or
    "named"."""
    matches = [(m, "time") for m in _WITH_VERB.finditer(text)]
    matches += [(m, "time") for m in _FLIGHT_ONLY.finditer(text)]
    matches += [(m, "time") for m in _NOTHING.finditer(text)]
    matches += [(m, "time") for m in _OR_LATER.finditer(text)]
    matches += [(m, "named") for m in _NAMED_KIND.finditer(text)]
    matches += [(m, "daytime") for m in _DAYTIME.finditer(text)]
    matches += [(m, "early") for m in _BARE_EARLY.finditer(text) if negation.negated(text, m.start(), m.end(), window=4)]
    # a kind whose flight word opens a clock time ("a late flight back, after 3pm") yields to the time, which says more
    times = [m for m, kind in matches if kind == "time"]
    matches = [(m, kind) for m, kind in matches if kind != "named" or not any(m.start() < t.start() < m.end() for t in times)]
    kept: list[tuple[re.Match[str], str]] = []
    for m, kind in sorted(matches, key=lambda item: (item[0].start(), -item[0].end())):
        if not kept or m.start() >= kept[-1][0].end():
            kept.append((m, kind))
    return kept


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the windows' statements: no mode is banned in them, no budget or date read in them."""
    return [(m.start(), m.end()) for m, _kind in _found(_clock_in_digits(text))]


# An hour in words with its half of the day ("nothing before ten am", "land by six p.m.", "leave after nine o'clock"): the
# digits, padded to the same length, so every position reads as before. Without am, pm or o'clock a word is no hour.
_HOUR_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
               "eleven": 11, "twelve": 12}
_SPELLED_HOUR = re.compile(rf"\b(?P<word>{'|'.join(_HOUR_WORDS)})(?=\s*(?:am|pm|a\.m\.?|p\.m\.?|o'?clock)(?!\w))",
                           re.IGNORECASE)


@per_text
def _clock_in_digits(text: str) -> str:
    """``text`` with each hour said in words before am, pm or o'clock written in digits (``_SPELLED_HOUR``)."""
    return _SPELLED_HOUR.sub(lambda m: str(_HOUR_WORDS[m.group("word").lower()]).rjust(len(m.group(0))), text)


# The hours a meal or a middle of the day stands for as a flight's bound (docs/vocabulary.md): before a meal (or by it)
# is its start, after it its end ("after breakfast" 09:00, "back by dinnertime" 18:00, "not before brunch" 10:00);
# lunch is noon either way, as it was read before these were
MEAL_HOURS: dict[str, tuple[int, int]] = {
    "breakfast": (7 * 60, 9 * 60), "brunch": (10 * 60, 12 * 60), "dinner": (18 * 60, 20 * 60),
    "supper": (18 * 60, 20 * 60), "midmorning": (10 * 60, 10 * 60), "midafternoon": (15 * 60, 15 * 60)}
_BEFORE_WORDS = ("before", "by", "until", "till", "earlier than")


def _meal_word(named: str | None) -> str | None:
    """The key of ``MEAL_HOURS`` a named time is ("dinner time", "mid-afternoon"), or None."""
    word = re.sub(r"[\s-]+|time$", "", (named or "").lower())
    return word if word in MEAL_HOURS else None


def _minutes(hour: str | None, minute: str | None, ampm: str | None, named: str | None, upper: bool,
             before: bool = False) -> int | str:
    """Minutes past midnight of a stated time, or the problem with it (a string); a meal's time is its start when said
    ``before`` it (``MEAL_HOURS``), else its end."""
    if meal := _meal_word(named):
        return MEAL_HOURS[meal][0 if before else 1]
    if named:
        word = named.lower().removeprefix("the ").strip()
        if word in ("noon", "midday", "lunch", "lunchtime", "afternoon"):
            return 12 * 60
        if word == "evening":
            return 18 * 60
        if word == "midnight":
            return 23 * 60 + 59 if upper else 0
        if word in ("dawn", "sunrise"):
            return 6 * 60
        return f"'{named}' is no clock time: say the time, e.g. 8am"
    assert hour is not None  # a time is stated by its hour when it is not named
    h, m = int(hour), int(minute or 0)
    marker = (ampm or "").lower().replace(".", "")
    marker = "am" if marker.endswith("morning") else "pm" if marker.endswith(("afternoon", "evening", "night")) else marker
    if marker in ("am", "pm"):
        if not 1 <= h <= 12:
            return f"'{hour}{ampm}' is no time of day"
        return (h % 12 + (12 if marker == "pm" else 0)) * 60 + m
    if minute is not None and h <= 23:  # "20:00": a 24-hour clock
        return h * 60 + m
    return f"'{hour}' could be morning or evening: say am or pm (or 24-hour, e.g. 20:00)"


def _morning(hour: str | None, minute: str | None, side: str, upper: bool, when: str) -> str | None:
    """The half of the day a bare hour means as the earliest a flight may depart, where only one is meant (issue 39):
    "no flights before 9" (a bound said against "before") is 9am for 5 to 11, and "leave after 10" is 10am for 9 to
    11; 12 is noon. Read as the evening, such a bound would leave no flight of the morning or the afternoon, which is
    never what it asks (no early start is). Every other bare hour stays asked, both halves being meant: "leave after 6"
    (after work?), the latest a flight may depart ("no flights after 8", "leave before 10"), an arrival's bounds, and
    1 to 4."""
    if hour is None or minute is not None or side != "depart" or upper:
        return None
    earliest_morning = 9 if when in ("after", "later than", "past") else 5
    return "am" if earliest_morning <= int(hour) <= 11 else "pm" if int(hour) == 12 else None


def _scope(text: str, start: int, end: int) -> str | int:
    """The flights a window binds, from the words of its sentence nearest to it: a day, the outbound, the return, or
    every ("no flights before 9am on the way there, and the return flight should leave after 2pm": one each)."""
    left = max((m.end() for m in _SENTENCE_END.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    right = next((m.start() for m in _SENTENCE_END.finditer(text, end, min(len(text), end + 80))), min(len(text), end + 80))
    # a clause joined before or after by "and" / "plus" / "but" is another wish's: "see SeaWorld on the 2nd day and
    # avoid any flights that land after 9pm" binds every flight (the day is the sight's)
    left = max((j.end() for j in _JOINED.finditer(text, left, start)), default=left)
    right = next((j.start() for j in _JOINED.finditer(text, end, right)), right)
    found: list[tuple[int, str | int, bool]] = []  # (how far, the flights, said after the window)
    for m in _DAY_SCOPE.finditer(text, left, right):
        word = (m.group("ord") or m.group("num")).lower()
        day = "return" if word in ("last", "final") else 1 if word == "opening" else _ORDINALS.get(word) or int(word)
        found.append((_apart(text, m, start, end), day, m.start() >= end))
    found += [(_apart(text, m, start, end), "return", m.start() >= end) for m in _RETURN_SCOPE.finditer(text, left, right)]
    found += [(_apart(text, m, start, end), "outbound", m.start() >= end)
              for m in _OUTBOUND_SCOPE.finditer(text, left, right)]
    if not found:
        return "every"
    distance, leg, after = min(found, key=lambda item: item[0])
    if distance >= _ACROSS_A_COMMA and after and _OWN_FLIGHTS.search(_comma_part(text, start, end)):
        # the flights' words in a later part of a list, the window's own part naming its flights: "no flights before
        # 9am, on the way back nothing after 8pm" (the 9am is every flight's; "on the way there, no flights before
        # 9am" stays the outbound's)
        return "every"
    return leg


# The trip's ends as the request names them ("from Sacramento", "heading to Atlanta"): a window said of leaving or
# reaching one of them binds one flight ("depart Sacramento after 10am" is the outbound's).
# A word of a place's name: a dot only in a short form ("St. Louis"), never a sentence's end ("... to Baltimore. The")
_PLACE_WORD = r"(?:(?:St|Ste|Ft|Mt)\.|[A-Z][\w'-]*)"
_END_NAMED = re.compile(r"\b(?P<side>from|out\s+of|(?:starting|beginning|originating|commencing)\s+(?:in|at)|to|towards|into)"
                        rf"\s+(?P<name>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})")
_LEAVING = re.compile(r"leav|depart|tak|head", re.IGNORECASE)
_AT_A_PLACE = re.compile(rf"(?:(?:from|in|into|at|out\s+of)\s+)?(?P<name>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})\s*$")


@lru_cache(maxsize=16)
def _trip_ends(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the names said after "from", those said after "to"): one pass over the text."""
    ends: dict[str, set[str]] = {"from": set(), "to": set()}
    for m in _END_NAMED.finditer(text):
        back = _BACK_BEFORE.search(text, max(0, m.start() - 12), m.start())  # "home to Seattle": the origin
        ends["to" if m.group("side") in ("to", "towards", "into") and not back else "from"].add(
            named_places.place_key(m.group("name")))
    route = _ROUTE_PAIR.search(text)  # "Dallas to Houston march 8-10": the origin said with no "from"
    if route is not None and not ends["from"]:
        ends["from"].add(named_places.place_key(route.group("origin")))
    return frozenset(ends["from"]), frozenset(ends["to"])


# The ends of the trip a chat message edits, which the message need not name ("we want to leave dallas after noon")
_KNOWN_ENDS: ContextVar[tuple[frozenset[str], frozenset[str]]] = ContextVar("flight_ends", default=(frozenset(), frozenset()))


@contextmanager
def trip_ends_known(origin: str | None, dest: str | None) -> Iterator[None]:
    """Within it, a window said of leaving or reaching ``origin`` or ``dest`` binds its one flight, though the text
    read names neither as the trip's end (a chat message read beside the trip it edits: ``parsing.query``)."""
    token = _KNOWN_ENDS.set((frozenset({named_places.place_key(origin)} if origin else ()),
                             frozenset({named_places.place_key(dest)} if dest else ())))
    try:
        yield
    finally:
        _KNOWN_ENDS.reset(token)


def _ends(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the trip's origins, its destinations): those the text names, and those of the trip a message edits."""
    said, known = _trip_ends(text), _KNOWN_ENDS.get()
    return said[0] | known[0], said[1] | known[1]


# "back to X", "home to X": X is where the trip started; a request's opening route "X to Y" ("Dallas to Houston, march
# 8-10"; "X -> Y") names the origin with no "from"
_BACK_BEFORE = re.compile(r"\b(?:back|home)\s+$", re.IGNORECASE)
_ROUTE_PAIR = re.compile(rf"^\W*(?P<origin>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})\s*(?:\bto\b|->|→|–)\s*{_PLACE_WORD}")


def _leg_by_place(text: str, m: re.Match[str]) -> str | None:
    """The flight a window said of a place binds: leaving the origin or reaching the destination is the outbound,
    leaving the destination or reaching the origin the return ("depart Sacramento after 10am", "land in Denver by 6pm");
    None when the place is neither end, or no place is said."""
    verb = m.groupdict().get("verb")
    place = _AT_A_PLACE.search(m.group("inner") or "")
    if not verb or place is None:
        return None
    origins, destinations = _ends(text)
    name, leaving = named_places.place_key(place.group("name")), bool(_LEAVING.match(verb))
    if name in origins and name not in destinations:
        return "outbound" if leaving else "return"
    if name in destinations and name not in origins:
        return "return" if leaving else "outbound"
    return None


def _distance(m: re.Match[str], start: int, end: int) -> int:
    """How far a match lies from the span start-end (0 inside or overlapping it)."""
    return max(0, m.start() - end, start - m.end())


# A comma between a window and a flight's words puts them in different parts of a list: "flying out after 10am, flying
# back before 6pm" binds 10am to the outbound though "flying back" is as near. Longer than any clause the scope spans.
_ACROSS_A_COMMA = 1000


_OWN_FLIGHTS = re.compile(rf"\b{_FLIGHT_WORD}\b", re.IGNORECASE)


def _comma_part(text: str, start: int, end: int) -> str:
    """The part of the list a window stands in: from the comma before it to the comma after it (bounded)."""
    left = text.rfind(",", max(0, start - 80), start) + 1 or max(0, start - 80)
    right = text.find(",", end, min(len(text), end + 80))
    return text[left:right if right >= 0 else min(len(text), end + 80)]


def _apart(text: str, m: re.Match[str], start: int, end: int) -> int:
    """How far the flight's words ``m`` lie from a window at start-end, a comma between them counting as far apart."""
    between = text[m.end():start] if m.end() <= start else text[end:m.start()]
    return _distance(m, start, end) + (_ACROSS_A_COMMA if "," in between else 0)


def _timed(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    """The window a time statement asks for ("no flights leaving before 8am"), or None with a problem; an hour read
    as the morning's without an am or pm is said in ``warnings``."""
    said = m.group(0).strip()
    flipped = bool(_INNER_NEGATION.search(m.group("inner") or "")) or m.group("when").lower().startswith(("no ", "not "))
    negated = negation.negated(text, m.start(), m.end(), window=6) != flipped
    when = re.sub(r"^(?:no|not)\s+", "", m.group("when").lower())
    when = _SHORT_WHEN.get(when, when)
    verb = (m.groupdict().get("verb") or "").lower()  # "back in denver by 9pm", "home by 9pm": arriving
    reach = m.groupdict().get("reach")  # "be in phoenix by 3pm": arriving there
    arriving = bool(_ARRIVAL.search(text, m.start(), m.start("when"))) or verb in ("back", "home") or bool(reach)
    side = "arrive" if arriving else "depart"  # no verb: the departure
    if when == "between":
        if negated or m.group("h2") is None:
            problems.append(f"{said!r}: say the window the flight may fly in, e.g. 'departing between 8am and 6pm'")
            return None
        ampm = m.group("ap") or _morning(m.group("h"), m.group("m"), side, False, when)  # "between 9 and 5pm": 9am
        first = _minutes(m.group("h"), m.group("m"), ampm, m.group("named"), upper=False)
        second = _minutes(m.group("h2"), m.group("m2"), m.group("ap2"), None, upper=True)
        if isinstance(first, str) or isinstance(second, str):
            problems.append(f"{said!r}: {first if isinstance(first, str) else second}")
            return None
        return FlightWindow(leg=_leg(text, m), **{f"{side}_from": clock(first), f"{side}_until": clock(second)})
    upper = (when in ("before", "by", "until", "till", "earlier than")) != negated  # the time is the latest allowed
    ampm = m.group("ap") or _morning(m.group("h"), m.group("m"), side, upper, when)
    if m.group("hn"):  # a time of day said again as a clock time ("after lunch, like 1pm"): the clock time
        value = _minutes(m.group("hn"), m.group("mn"), m.group("apn"), None, upper)
    else:
        value = _minutes(m.group("h"), m.group("m"), ampm, m.group("named"), upper, before=when in _BEFORE_WORDS)
    if isinstance(value, str):
        problems.append(f"{said!r}: {value}")
        return None
    if _meal_word(m.group("named")) and not m.group("hn"):
        warnings.append(f"{said!r}: read as {clock(value)} (breakfast 07:00-09:00, brunch 10:00-12:00, dinner "
                        "18:00-20:00, mid-morning 10:00, mid-afternoon 15:00; say a clock time if you meant another)")
    if ampm and not m.group("ap"):
        warnings.append(f"{said!r}: read as {clock(value)} (no am or pm given; say it if you meant another time)")
    bounds = {f"{side}_{'until' if upper else 'from'}": clock(value)}
    if m.groupdict().get("when3") and not _other_bound(m, side, negated, bounds, problems):
        return None
    leg = _leg(text, m)
    if reach and leg == "every":  # a place reached that is neither end of the trip ("be in bed by 10pm"): no flight's
        problems.append(f"{said!r}: a time of day not understood; say e.g. 'land in <the destination> by 3pm'")
        return None
    return FlightWindow(leg=leg, **bounds)


def _other_bound(m: re.Match[str], side: str, negated: bool, bounds: dict[str, str], problems: list[str]) -> bool:
    """The second bound of a statement, said of the same flights ("no flights before 8 or after 9pm"), put in
    ``bounds``; a bare hour is read as the first one's is (``_morning``: "no flights before 7am or after 10" is
    named, both halves of the day being meant). False with a problem when it cannot be read."""
    when3 = m.group("when3").lower()
    upper3 = (when3 in ("before", "by", "until", "earlier than")) != negated
    ampm3 = m.group("ap3") or _morning(m.group("h3"), m.group("m3"), side, upper3, when3)
    other = _minutes(m.group("h3"), m.group("m3"), ampm3, m.group("named3"), upper3)
    if isinstance(other, str):
        problems.append(f"{m.group(0).strip()!r}: {other}")
        return False
    bounds[f"{side}_{'until' if upper3 else 'from'}"] = clock(other)
    return True


def _leg(text: str, m: re.Match[str]) -> str | int:
    """The flight a time statement binds: a day said around it ("on the first day"), else the place it is said of (its
    own words: "leave Washington after 9am and fly back before 6pm" binds one flight each), else the words around it
    ("the return flight"), else every one."""
    scope = _scope(text, m.start(), m.end())
    return scope if isinstance(scope, int) else _leg_by_place(text, m) or _leg_by_route(text, m) or scope


# A flight said by where it flies from or to, right before its bound ("the flight from Panama City shouldn't leave
# before 9", "flights into Denver must land by noon")
_ROUTE = rf"{_FLIGHT_WORD}\s+(?P<side>from|out\s+of|to|into)\s+(?P<name>(?-i:{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}}))"
_ROUTE_SAID = re.compile(rf"\b{_ROUTE}(?:[^\w.;!?,]+[\w']+){{0,4}}[^\w.;!?,]*$", re.IGNORECASE)
_ROUTE_OPENING = re.compile(_ROUTE, re.IGNORECASE)


def _leg_by_route(text: str, m: re.Match[str]) -> str | None:
    """The flight a bound binds when its flight is said by the trip's end it leaves or reaches (in the statement, or
    in a few words right before it, no comma between): from the origin or to the destination is the outbound, from the
    destination or to the origin the return ("flights from Panama City after 8am", "the flight from Panama City
    shouldn't leave before 9")."""
    said = _ROUTE_OPENING.match(text, m.start(), m.end()) or _ROUTE_SAID.search(text, max(0, m.start() - 80), m.start())
    if said is None:
        return None
    origins, destinations = _ends(text)
    name, leaving = named_places.place_key(said.group("name")), said.group("side").lower() in ("from", "out of")
    if name in origins and name not in destinations:
        return "outbound" if leaving else "return"
    if name in destinations and name not in origins:
        return "return" if leaving else "outbound"
    return None


def _named(text: str, m: re.Match[str], problems: list[str]) -> FlightWindow | None:
    """The window the named kinds of a statement ask for together ("no red-eye flights", "no overnight or early
    flights": each ruled out), or None with a problem."""
    negated = negation.negated(text, m.start(), m.end(), window=6)
    leg = _scope(text, m.start(), m.end())
    kinds = [m.group("kind"), *_KIND_RE.findall(m.group("more") or "")]
    if len(kinds) > 1 and not negated:  # "an early or late flight" is either: no one window keeps it
        problems.append(f"{m.group(0).strip()!r}: say one time for the flights, e.g. 'a flight leaving after 9pm'")
        return None
    windows = []
    for kind in kinds:
        window = _one_kind(m, kind.lower(), negated, leg, problems)
        if window is None:
            return None
        windows.append(window)
    return _merged(windows)[0]


def _one_kind(m: re.Match[str], kind: str, negated: bool, leg: str | int, problems: list[str]) -> FlightWindow | None:
    """The window one named kind asks for (``_named``), or None with a problem."""
    if "early" in kind or "dawn" in kind:
        bound = {"depart_from": _EARLY} if negated else {"depart_until": clock(_EARLY_MINUTES - 1)}
        return FlightWindow(leg=leg, **bound)
    if kind == "late" and not negated:
        return FlightWindow(leg=leg, depart_from=_LATE)
    if not negated:
        problems.append(f"{m.group(0).strip()!r}: only ruling red-eye (overnight) flights out can be kept, e.g. 'no red-eye flights'")
        return None
    if kind == "late":
        return FlightWindow(leg=leg, depart_until=clock(_LATE_MINUTES - 1))
    return _RED_EYE.model_copy(update={"leg": leg})


def _named_kind(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    return _named(text, m, problems)


def _daytime(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow | None:
    """The window a time of day said of a flight asks for (``_DAYTIME``), or None with a problem. Its flights are
    those its own part of the sentence names (up to a comma), else the trip end it leaves or reaches; a landing said
    with neither ("we land in the morning") is the arrival at the trip (the outbound)."""
    said, negated = m.group(0).strip(), negation.negated(text, m.start(), m.end(), window=6)
    verb = (m.group("verb") or "").lower()
    arriving = bool(m.group("arrivals")) or verb.startswith(("arriv", "land", "get"))
    side, part = ("arrive" if arriving else "depart"), (m.group("part") or m.group("part2") or "").lower()
    leg = _daytime_leg(text, m, arriving)
    if m.group("night") or part == "night":
        if negated:
            return _RED_EYE.model_copy(update={"leg": leg})
        problems.append(f"{said!r}: only ruling night (red-eye) flights out can be kept, e.g. 'no red-eye flights'")
        return None
    if m.group("late"):
        late = m.group("late").lower() == "late"
        keep = {"depart_from": _LATE} if late else {"depart_until": clock(_EARLY_MINUTES - 1)}
        if negated:
            keep = {"depart_until": clock(_LATE_MINUTES - 1)} if late else {"depart_from": _EARLY}
        return FlightWindow(leg=leg, **keep)
    first, last = _DAY_PART_HOURS[part]
    if not negated:
        return FlightWindow(leg=leg, **{f"{side}_from": first, f"{side}_until": last})
    if part == "afternoon":
        problems.append(f"{said!r}: say the time, e.g. 'no flights leaving between 12pm and 6pm' cannot be kept; "
                        "'leave before noon' can")
        return None
    return FlightWindow(leg=leg, **({f"{side}_from": "12:00"} if part == "morning" else {f"{side}_until": "17:59"}))


def _said_otherwise(text: str, m: re.Match[str], timed: list[re.Match[str]]) -> bool:
    """Whether a time of day asks nothing of its own: said again as a clock time in its sentence ("don't want to fly late
    at night, nothing leaving after 10pm": the clock time), or a landing late or early told as a fact ("a slow first
    day, we land late")."""
    if m.group("late") and (m.group("verb") or "").lower().startswith(("arriv", "land", "get")):
        return True
    same = [t for t in timed if _sentence(text, t.start()) == _sentence(text, m.start())]
    if not same:
        return False
    # ... of the same flights: "leave after noon and fly back in the evening" says the way home's time of its own
    verb = (m.group("verb") or "").lower()
    leg = _daytime_leg(text, m, bool(m.group("arrivals")) or verb.startswith(("arriv", "land", "get")))
    return leg == "every" or any(_leg(text, t) in (leg, "every") and not _home_apart(text, t, m) for t in same)


def _home_apart(text: str, timed: re.Match[str], daytime: re.Match[str]) -> bool:
    """Whether a clock time of leaving and a time of day of the way home are said apart ("leave after noon and fly
    back in the evening"): the clock time leaves, the time of day is the return's, and "and" / a comma parts them."""
    verb = (timed.groupdict().get("verb") or "").lower()
    return bool(_LEAVING.match(verb)) and _daytime_leg(text, daytime, False) == "return" and bool(
        _JOINED.search(text, min(timed.end(), daytime.end()), max(timed.start(), daytime.start()) + 1)
        or "," in text[min(timed.end(), daytime.end()):max(timed.start(), daytime.start())])


def _early_ruled_out(text: str, m: re.Match[str], warnings: list[str], problems: list[str]) -> FlightWindow:
    """An early start ruled out with no flight word (``_BARE_EARLY``): no flight departing before 08:00."""
    return FlightWindow(leg=_scope(text, m.start(), m.end()), depart_from=_EARLY)


def _daytime_leg(text: str, m: re.Match[str], arriving: bool) -> str | int:
    """The flights a time of day binds (``_daytime``)."""
    left = max((c.end() for c in re.finditer(r",", text[max(0, m.start() - 80):m.start()])), default=0)
    comma = text.find(",", m.end())
    scope = _scope(text[:comma if comma >= 0 else len(text)], max(0, m.start() - 80) + left if left else m.start(), m.end())
    if scope != "every":
        return scope
    origins, destinations = _ends(text)
    said = (m.group("inner") or "").split()
    words = {named_places.place_key(" ".join(said[i:j])) for i in range(len(said)) for j in range(i + 1, min(i + 3, len(said)) + 1)}
    leaving = not arriving
    if words & origins:
        return "outbound" if leaving else "return"
    if words & destinations:
        return "return" if leaving else "outbound"
    return "outbound" if arriving and m.group("verb") else "every"


_READERS: dict[str, Callable[[str, re.Match[str], list[str], list[str]], FlightWindow | None]] = {
    "time": _timed, "named": _named_kind, "daytime": _daytime, "early": _early_ruled_out}


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[FlightWindow] | None:
    """The flight time windows the text asks for (each once), else None; a time it cannot read is a problem."""
    text = _clock_in_digits(text)
    windows: list[tuple[FlightWindow, re.Match[str]]] = []
    found = _found(text)
    for clock_time in _CLOCK_TIME.finditer(text):  # a time of day no statement holds ("our flight around 10am")
        if not any(m.start() <= clock_time.start() < m.end() for m, _kind in found):
            problems.append(f"{_sentence(text, clock_time.start())!r}: a time of day not understood; say e.g. "
                            "'no flights leaving before 8am' or 'land by noon'")
            return None
    timed = [m for m, kind in found if kind == "time"]
    for m, kind in found:
        if _allowed(text, m):
            continue  # "we don't mind early flights": allowed, nothing asked
        if kind == "daytime" and _said_otherwise(text, m, timed):
            continue
        window = _READERS[kind](text, m, warnings, problems)
        if window is None:
            return None
        if _dated_every(text, m, window):
            continue  # "no flights before 9am on the 16th": that date's flight, which no window names (``dated``)
        windows.append((window, m))
    return _merged(_way_out_beside_home(windows)) or None


def _way_out_beside_home(said: list[tuple[FlightWindow, re.Match[str]]]) -> list[FlightWindow]:
    """The windows, a leaving said of every flight read as the outbound's when the same text gives the way home a
    window of its own ("leave after noon and fly back in the evening": the noon bound is the way out's; the return has
    the evening)."""
    home = any(window.leg == "return" for window, _m in said)
    return [window.model_copy(update={"leg": "outbound"})
            if home and window.leg == "every" and _LEAVING.match((m.groupdict().get("verb") or "").lower()) else window
            for window, m in said]


def dated(text: str) -> list[str]:
    """The statements of ``text`` that ``read`` leaves out for the date beside them ("no flights before 9am on the
    16th" binds that date's flight, not every one; a window names a day of the trip or a leg, and the reader knows no
    dates): the caller names them, never dropped in silence."""
    text = _clock_in_digits(text)
    left: list[str] = []
    for m, kind in _found(text):
        window = None if _allowed(text, m) else _READERS[kind](text, m, [], [])
        if window is not None and _dated_every(text, m, window):
            left.append(m.group(0))
    return left


def _dated_every(text: str, m: re.Match[str], window: FlightWindow) -> bool:
    """Whether the window of the statement ``m`` binds every flight with a date said beside it."""
    return window.leg == "every" and _dated(text, m.start(), m.end())


# A day of the month said beside a window ("on the 16th", "march 16", "3/16"), no time of day
_MONTH_DAY = re.compile(r"\b(?:(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?"
                        r"|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2})\b(?!\s*(?:am|pm|a\.m|p\.m|:|o['’]?clock|day))",
                        re.IGNORECASE)


def _dated(text: str, start: int, end: int) -> bool:
    """Whether a date stands in the window's own part of its sentence (from the comma or sentence end before it to the
    one after it): the window binds the flight of that date, not every flight, and the reader knows no dates."""
    left = max(text.rfind(",", max(0, start - 80), start) + 1,
               max((s.end() for s in _SENTENCE_END.finditer(text, max(0, start - 80), start)), default=0))
    after = [i for i in (text.find(",", end, end + 80), *(s.start() for s in _SENTENCE_END.finditer(text, end, end + 80)))
             if i >= 0]
    return bool(_MONTH_DAY.search(text, left, min(after, default=min(len(text), end + 80))))


def _allowed(text: str, m: re.Match[str]) -> bool:
    """Whether a word of allowing (``_FINE``) near a statement is said of it ("we don't mind early flights", "flights
    after 8pm are fine"), no condition or contrast between them (``_CONDITION``: "any flight is ok as long as we're home
    by 10pm" asks the 10pm)."""
    if _FINE.search(text, m.start(), m.end()):
        return True
    before = list(_FINE.finditer(text, max(0, m.start() - 30), m.start()))
    # a negation after the word asks the statement ("ok, no flights before 8am": an "ok" that opens the clause)
    if before and not (_CONDITION.search(text, before[-1].end(), m.start())
                       or _INNER_NEGATION.search(text, before[-1].end(), m.end())):
        return True
    after = _FINE.search(text, m.end(), min(len(text), m.end() + 20))
    return after is not None and not _CONDITION.search(text, m.end(), after.start())


def _merged(windows: list[FlightWindow]) -> list[FlightWindow]:
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


# --------------------------------------------------------------------------------------
# The check, the filter, the words
# --------------------------------------------------------------------------------------


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
