"""A pace: how many sights a day, "at most one sight a day", "at least two attractions on day 2", "a relaxed pace".

A day's sights are the entries of its attraction field. Not one of TravelPlanner's: a verdict reports ``pace`` only
for a request that sets it. The value is a ``state.trip.Pace``:

* **at most N** (``most``): no day in scope has more than N sights (travel days too). N is at least 1 on every day:
  every day spent in a city needs a sight (TravelPlanner's rule), so "no sightseeing" is refused. N is 0 on given
  travel days ("no sights on the arrival day", "nothing planned on day 1"): a travel day needs none, and every trip
  travels on its first and last days (``TripSpec`` refuses none on any other day).
* **at least N** (``least``): a travel day's sights depend on its times, so a pace asks for days spent in a city.
  Every day: each day spent in a city has N sights or more. On given days ("on day 2"): each is a day spent in a
  city (no travel), with N sights or more.
* **exactly N** ("two sights a day"): both.

Words (``docs/vocabulary-meals-sights.md``): "a relaxed / leisurely / slow / easy / chill / gentle / unhurried / low-key
pace", "take it easy", "not too busy" mean at
most one sight a day; "a busy / packed / full pace (schedule)" means at least two sights a day.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import flight_dates, sight_kinds
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.trip import MOST_SIGHTS_A_DAY, DayPace, Pace

_COUNT = {"one": 1, "a": 1, "an": 1, "a single": 1, "single": 1, "two": 2, "a couple of": 2, "a couple": 2, "three": 3, "four": 4,
          "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "zero": 0, "no": 0, "none": 0, "too": 2}
_ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7}
# ("too" typed for "two" before what is counted: "at most too sights a day")
_NUMBER = (r"(?:\d{1,2}|a\s+couple(?:\s+of)?|a\s+single|single|one|two|three|four|five|six|seven|eight|nine|ten|zero|an?|no"
           r"|too(?=\s+(?:sights|attractions|things|places|activities|landmarks|museums)\b))")
# a negated "more than" is a most: "don't schedule more than 1 sight a day", "we can't do more than two attractions a day"
# A bound's word closing a count of sights never takes the number after it: that is the other bound's ("max 3 sights a
# day, at least 1")
_NO_COUNT_AFTER = r"(?!\s*(?:of\s+)?(?:\d|one|two|three|four|five|a\s+(?:couple|single)\b))"  # "max a day" is no count
_MOST = (r"at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?(?:\s+of)?|a\s+maximum\s+of|up\s+to|only|just|never\s+more\s+than"
         r"|(?:keep|limit)\s+(?:it|things|us|me)\s+to|stick\s+to"  # "keep it to one sight a day": a cap
         rf"|(?:[a-z]+n't|{negation.NOT}|do\s+not|does\s+not|cannot)\s+(?:\w+\s+){{0,3}}?more\s+than")  # "we dont want more than""
_LEAST = r"at\s+least|no\s+fewer\s+than|no\s+less\s+than|not\s+less\s+than|a\s+minimum\s+of|min(?:imum)?(?:\s+of)?"
_SIGHTS = (r"(?:(?:tourist\s+|main\s+|big\s+|different\s+)?(?:sights?|attractions?|landmarks?|museums?)"
           r"|(?:theme\s+|water\s+|amusement\s+|national\s+)?parks?"  # "at most 2 parks a day": a kind, capped as any sight
           r"|sightseeing(?:\s+(?:stops?|spots?|visits?))?|(?:places|spots|things)\s+to\s+(?:see|visit|do)|tourist\s+(?:spots?|sites?)"
           r"|activit(?:y|ies)|things|(?<=one\s)thing|(?<=\b1\s)thing"  # "just 1 thing on day 2"
           # stops or places counted a day are its sights ("two stops a day at most", "2 places a day"); stops alone
           # are a route's cities; and so are sites, the sights' homophone ("max 2 sites a day")
           r"|(?:stops?|places?|spots?|sites?)(?=\s+(?:a|per|each|every)\s+day\b))")
_DAY_NUMBER = r"(?:\d{1,2}|" + "|".join(_ORDINAL) + r")"
# a day's number in words after "day" ("on day two"): only there, as "on two days" counts days
_CARDINAL = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_DAY_NAMED = r"(?:\d{1,2}|" + "|".join([*_ORDINAL, *_CARDINAL]) + r")"
# Days listed ("days 1, 2 and 3"), never across a name blanked out between them ("day 2 seaworld, day 3 nothing" reads
# "day 2          , day 3 nothing" once the sight is read: two wishes, not a list of days)
_DAY_JOINT = r"(?:[ ]?,|\s{1,2}(?:and|&|or))\s*"
# (a count after "and" is the next wish's, "one sight on day 1 and one on day 3", not a day)
_ON_DAYS = (rf"on\s+(?:the\s+)?(?:days?\s+{_DAY_NAMED}(?:{_DAY_JOINT}(?:day\s+)?{_DAY_NAMED}\b(?!\s+(?:on|more|max|tops)\b))*"
            rf"|{_DAY_NUMBER}(?:\s*(?:,|and|&)\s*{_DAY_NUMBER})*\s+days?)")
# ("each full day", "every single day": a full day is one spent in a city, which "at least" asks of already)
_EVERY_DAY = (r"(?:a|per|each|every|/)\s*(?:(?:single|full|whole)\s+)?day|daily"
              r"|(?:on\s+|in\s+)?any\s+(?:given\s+|one\s+|single\s+)?day|in\s+(?:one|a|a\s+single)\s+day"
              r"|on\s+(?:each|every)\s+(?:(?:single|full|whole)\s+)?day")
# the days said after "a day" narrow it to them: "at most 2 sights a day on days 1 and 2", "max 2 per day for the first
# two days" (each of those days, not every day)
_FIRST_N_DAYS = r"(?:the\s+|our\s+)?first\s+(?:\d|two|three|four|five|six|seven)\s+days"
_THEN_ON_DAYS = rf"(?:\s*,?\s*(?P<on_after>{_ON_DAYS}|(?:on|for|during)\s+{_FIRST_N_DAYS}))?"
_PACE = lazy_compile(
    # ("more than 2 sights a day", not negated: at least 3)
    rf"\b(?:(?P<most>{_MOST})|(?P<least>{_LEAST})|(?P<over>more\s+than)|(?:between\s+)?(?<!\bday\s)(?P<low>{_NUMBER})\s*(?:and|to|or|-|–)\s*)?\s*(?P<n>{_NUMBER})(?P<n_or_more>\s*\+|\s+or\s+more)?\s+{_SIGHTS}"
    r"(?:\s+(?:in\s+)?(?:total|altogether|combined|all\s+told))?"  # "no more than 2 attractions total per day": a day's
    # the bound between the sights and the days: "4 sights max per day", "2 attractions minimum on day 3"
    rf"(?:\s*,?\s*(?:(?P<most_mid>max(?:imum)?|tops|at\s+most)|(?P<least_mid>min(?:imum)?|at\s+least)){_NO_COUNT_AFTER})?"
    rf"\s*(?:(?P<every>{_EVERY_DAY}){_THEN_ON_DAYS}|(?P<on>{_ON_DAYS}))\b"
    r"(?P<enough>\s+(?:is|are|would\s+be|will\s+be)\s+(?:plenty|enough|more\s+than\s+enough|the\s+max(?:imum)?)\b"
    r"|\s*,?\s*(?:max(?:imum)?|tops|at\s+(?:the\s+)?most|or\s+(?:fewer|less)"  # "2 attractions a day max",
    # "2 sights a day, no more", "two sights a day and no more than that", "3 sights a day at the most": at most
    rf"|(?:and\s+)?no\s+more(?:\s+than\s+(?:that|this))?(?!\s+than))\b{_NO_COUNT_AFTER}"
    rf"|(?P<enough_least>\s*,?\s*(?:min(?:imum)?|at\s+least|or\s+more)\b{_NO_COUNT_AFTER}))?"  # "3 sights a day minimum": at least 3
    # (a number after the bound is the other bound's: "max 3 sights a day, at least 1": ``_OTHER_BOUND``)
    rf"(?(every)(?:\s*,?\s*(?P<on_late>{_ON_DAYS}))?)",  # "2 sights a day max on day 2 and day 3": those days
    re.IGNORECASE,
)
# How a day should feel, slow or full (the words of the paces said of given days, ``_PACE_ON_DAYS``, below)
# (said more so too: "a lighter day", "day 5 recovery day lol")
_SLOW = r"(?:slow(?:er)?|relaxed|leisurely|eas(?:y|ier)|chill(?:er)?|lazy|light(?:er)?|quiet(?:er)?|laid[\s-]back|recovery)"
_FULL = r"(?:busy|packed|full|jam[\s-]packed|action[\s-]packed)"
_DAY_FEEL = rf"(?:{_SLOW}|{_FULL}|simple|low[\s-]key)"
# ... said with a verb of how to spend it ("day 2 go hard", "on day 3 take it easy", "keep day 1 light")
_FEEL_VERB = r"(?:(?:take|keep|make)\s+it\s+|go(?:ing)?\s+|(?:take|keep|make)\s+(?:things|everything)\s+)"
_HEDGE = r"(?:like|say|maybe|about|around|roughly)"
# ... with its days said first: "on day 2 we want at least 3 sights", "on the first day, just one attraction"
# ... the days said with no "on" ("day 3 just one thing", "days 6 and 7 at least 2 sights each": "the last two days" is
# written so before), and "each" or "a day" after the sights meaning each of those days
# ("day one and two": a day's number in words after "and" too)
_DAYS_NAMED = rf"(?:the\s+)?days?\s+{_DAY_NAMED}(?:\s*(?:,|and|&)\s*(?:day\s+)?{_DAY_NAMED}\b)*"
_HEDGED_COUNT = lazy_compile(rf"\b{_HEDGE}\s+$", re.IGNORECASE)
_PACE_DAYS_FIRST = lazy_compile(
    # ... or the first days ("the first two days at least 3 sights")
    rf"\b(?P<on>{_ON_DAYS}|{_DAYS_NAMED}|(?:(?:on|for|during)\s+)?{_FIRST_N_DAYS})\s*[,:]?\s+"  # "day two: at least 3"
    r"(?:(?:we|i)\s+(?:want|need|would\s+like|'d\s+like)\s+|let's\s+do\s+|do\s+)?"
    # ... how the day should feel between ("day 2 go hard, like 4 things", "day 3: chill, 1 sight")
    rf"(?:{_FEEL_VERB}?(?:{_DAY_FEEL}|hard)\s*[-–—,:]?\s+(?:{_HEDGE}\s+)?)?"
    rf"(?:(?:(?:we|i)\s+)?(?P<most>{_MOST})|(?P<least>{_LEAST}))?\s*(?P<n>{_NUMBER})\s+{_SIGHTS}\b"
    r"(?:\s*(?:each|apiece|(?:a|per|each)\s+day)\b)?(?!\s*(?:{_EVERY_DAY}|{_ON_DAYS}))"
    rf"(?:(?P<enough>\s*,?\s*(?:max(?:imum)?|tops|at\s+most|or\s+(?:fewer|less))\b{_NO_COUNT_AFTER})"  # "on day 1, one sight max"
    rf"|(?P<enough_least>\s*,?\s*(?:min(?:imum)?|at\s+least|or\s+more)\b{_NO_COUNT_AFTER}))?",  # "day 1: two sights minimum"
    re.IGNORECASE,
)
# ... the sights said first, the number after: "lots of sights, 3 or more daily", "attractions: 2 a day max"
_PACE_SIGHTS_FIRST = lazy_compile(
    # (a "please" or a hedge between: "lots of sightseeing please, like 4 a day")
    rf"\b{_SIGHTS}\s*[,:]?\s*(?:(?:please|pls|plz)\s*,?\s*)?(?:{_HEDGE}\s+)?(?:(?P<most>{_MOST})|(?P<least>{_LEAST}))?\s*"
    r"(?P<n>\d{1,2}|one|two|three|four|five|six)\s*"
    r"(?:(?P<enough_least>or\s+more|\+)|(?P<enough>or\s+(?:fewer|less)))?\s*"
    rf"(?:(?P<every>{_EVERY_DAY}){_THEN_ON_DAYS}|(?P<on>{_ON_DAYS}))\b"
    rf"(?:\s*,?\s*(?:(?P<most_mid>max(?:imum)?|tops|at\s+most)|(?P<least_mid>min(?:imum)?|at\s+least)){_NO_COUNT_AFTER})?",
    re.IGNORECASE,
)
# ... a sight or two: "just a sight or two each day", "an attraction or two a day, tops" (between the two numbers)
_PACE_OR_TWO = lazy_compile(
    rf"\b(?:(?P<most>{_MOST})\s+|(?P<least>{_LEAST})\s+)?(?P<low>an?|one|1)\s+{_SIGHTS}\s+or\s+(?P<n>two|three|2|3)\s*"
    rf"(?:(?P<every>{_EVERY_DAY})|(?P<on>{_ON_DAYS}))\b(?P<enough>\s*,?\s*(?:max(?:imum)?|tops|at\s+most))?",
    re.IGNORECASE,
)
# ... every day said first, the number after it: "pack each day, 4 sights minimum", "every day: two attractions max"
# ... with how the day should feel between them and a hedge before the number: "keep each day chill - like 1 or 2
# things", "every day busy, say 4 sights" (two numbers: between them)
_SMALL = r"\d{1,2}|one|two|three|four|five|six"
_PACE_EVERY_DAY_FIRST = lazy_compile(
    rf"\b(?P<every>(?:each|every)\s+(?:single\s+)?day|daily)(?:\s+{_DAY_FEEL})?\s*[-–—,:]?\s+(?:{_HEDGE}\s+)?"
    rf"(?:(?P<most>{_MOST})\s+|(?P<least>{_LEAST})\s+|(?P<low>{_SMALL})\s+(?:or|to|-|–)\s+)?"
    rf"(?P<n>{_SMALL})\s+{_SIGHTS}\b"
    r"(?:\s*,?\s*(?:(?P<most_mid>max(?:imum)?|tops|at\s+(?:the\s+)?most)|(?P<least_mid>min(?:imum)?|at\s+least))\b"
    rf"{_NO_COUNT_AFTER})?",  # ("max 3 a day, at least 1": the 1 is the other bound's)
    re.IGNORECASE,
)
_A_SIGHT = lazy_compile(_SIGHTS, re.IGNORECASE)  # a text naming no sight holds no pace statement: ``_PACE`` is not run
_RELAXED = lazy_compile(r"\b(?:(?:a|an)\s+)?(?:relaxed|leisurely|slow|easy|easygoing|easy-going|laid[\s-]back|chill|gentle"
                        r"|unhurried|low[\s-]key)\s+(?:pace|trip|itinerary"
                        r"|schedule)\b"
                        r"|\btake\s+it\s+(?:easy|slow)\b|\bnot\s+too\s+(?:busy|packed|rushed|hectic)\b"
                        # ... or too many sights a day ruled out ("not too many sights a day", "not too many things
                        # per day"; "not too many museums" is a kind's, ``avoid_sights``)
                        r"|\bnot\s+too\s+many\s+(?:sights|attractions|things|activities|places)(?:\s+to\s+(?:see|do|visit))?"
                        r"\s+(?:a|per|each|every)\s+day\b"
                        r"|\b(?:relaxed|leisurely|slow|easy|chill|lazy)\s+days\b"  # "lazy days please"
                        # the pace said to be so ("keep the pace chill", "the pace should be relaxed")
                        # ... or a note's line ("pace: slow", its colon dropped: ``parsing.text``), closing its clause
                        r"|\bpace\s+(?:relaxed|leisurely|slow|easy|chill|gentle|laid[\s-]back|low[\s-]key)(?=\s*(?:[.,;!?)]|$))"
                        r"|\bthe\s+pace\s+(?:should\s+be\s+|is\s+|nice\s+and\s+)?(?:relaxed|leisurely|slow|easy|chill|gentle"
                        r"|laid[\s-]back|low[\s-]key)\b", re.IGNORECASE)
_AS_MUCH = r"as\s+(?:much|many\s+(?:sights|things|places|attractions)|many)\s+as\s+(?:possible|we\s+can|i\s+can)\b"
# ("packed days" is every day's; "full days" is none: "3 full days in Denver" counts the trip's days)
_BUSY = lazy_compile(r"\b(?:a\s+)?(?:busy|packed|full|jam[\s-]packed|action[\s-]packed|fast)\s+(?:pace|schedule|itinerary)\b"
                     r"|(?<!had\s)\b(?:busy|packed|jam[\s-]packed|action[\s-]packed)\s+days\b(?!\s+(?:at|of|with|lately)\b)"
                     # said as a way of spending the days: "pack it in, as much as possible", "cram as much in as we
                     # can", "we want to see as much as possible" (never a cost: "save as much as possible")
                     r"|\b(?:pack|cram|squeeze)\s+(?:it\s+all|it|them|everything|lots|loads|as\s+much)\s+in\b(?!\s+(?:the|a|an|our|my|your|his|her|their|to|there)\b)"
                     rf"(?:\s*,?\s*{_AS_MUCH})?"
                     rf"|\b(?:see|do|visit|fit\s+in)\s+{_AS_MUCH}"
                     r"|\bgo(?:[\s,-]+go){2,}\b",  # "go go go, we want to see everything": a busy pace
                     re.IGNORECASE)
# ... on given days: "a slow day 1", "day 3 should be chill", "the first two days packed" ("the last day" is written as
# its number before: ``domain.parsing.last_days``)
# ... before the days, "full" only as a pace ("a full pace on day 2"): "a full last day", "a full first day" is a whole
# day spent there (a late flight home), no number of sights
_FULL_BEFORE = (r"(?:busy|packed|full(?=\s+pace\b)|jam[\s-]packed|action[\s-]packed"
                # ... or packed, said of the day right after ("take it slow on day 2 but pack day 3")
                r"|(?:pack|cram)(?=\s+(?:the\s+)?(?:days?\s+\d|first\s+day|last\s+day))"
                # ... or filled with sights ("pack day 5 with sights", "cram day 2 full of stuff")
                r"|(?:pack|cram|fill|load)(?=\s+(?:the\s+)?[\w\s]{3,24}?\b(?:with|full\s+of)\s+(?:sights|things|stuff"
                r"|activities|attractions)\b))")
_FIRST_DAYS = rf"{_FIRST_N_DAYS}|(?:the\s+|our\s+)?first\s+day"
_DAYS_SAID = (rf"(?:days?\s+{_DAY_NAMED}(?:{_DAY_JOINT}(?:day\s+{_DAY_NAMED}|\d{{1,2}}\b(?!\s+(?:\w+\s+)?{_SIGHTS})))*"
              rf"|{_FIRST_DAYS})")  # ("no plans on day 1 and 2 attractions max daily": a count, no day)
# A day said light by what it holds not ("nothing too crazy", "not too busy", "nothing much")
_NOT_TOO = (rf"not(?:hing)?\s+(?:too|very|super|overly)\s+(?:{_FULL}|crazy|hectic|intense|strenuous|wild|heavy)"
            r"|nothing\s+(?:much|crazy|hectic|intense|strenuous|wild|heavy)")
_PACE_ON_DAYS = lazy_compile(
    rf"\b(?:(?:an?\s+)?(?:(?P<slow>{_SLOW}|{_NOT_TOO})|(?P<full>{_FULL_BEFORE}))\s+(?:pace\s+)?(?:on\s+)?"
    rf"(?P<on>{_DAYS_SAID})"
    # ... the days first, asked as a question too ("can day 2 be a lighter day?", "could the first day be easy?"), the
    # pace said strongly ("last day super chill")
    rf"|(?P<on_first>{_DAYS_SAID})\s*[,:]?\s+(?:(?:is|are|should\s+be|can\s+be|to\s+be|be)\s+|{_FEEL_VERB})?(?:an?\s+)?"
    r"(?:(?:super|really|very|pretty|extra|real|more)\s+)?"
    # ... or filled ("day 2: as many sights as we can")
    rf"(?:(?P<slow_after>{_SLOW}|{_NOT_TOO})|(?P<full_after>{_FULL}|{_AS_MUCH}|(?<=go\s)hard|(?<=going\s)hard))(?:\s+(?:day|one))?)\b",
    re.IGNORECASE)

# A travel day left without sights, said by its day ("nothing planned on day 1", "no plans for the first day", "keep day
# 3 free", "day 1: nothing"): no sights on it (``TripSpec`` refuses a day that may be spent in a city); "nothing much",
# "nothing too busy" are a light day (``_PACE_ON_DAYS``)
_FREE = r"(?:(?:completely|totally|entirely)\s+)?(?:free|empty|open|clear|unplanned)"
_EMPTY_ON_DAYS = lazy_compile(
    # ("nothing needed on the last day", "we don't need anything on day 3": none planned there)
    r"\b(?:nothing(?:\s+at\s+all)?(?:\s+(?:planned|scheduled|booked|organi[sz]ed|needed))?|no\s+(?:plans?|activities|outings?)"
    r"|(?:don['’]?t|do\s+not|dont)\s+need\s+(?:to\s+(?:do|see|plan)\s+)?anything(?:\s+(?:planned|scheduled|booked))?)"
    rf"(?:\s+at\s+all)?\s+(?:(?:on|for)\s+)?(?P<on>{_DAYS_SAID})\b"
    rf"|\b(?:keep|leave)\s+(?P<kept>{_DAYS_SAID})\s+{_FREE}\b"
    # ("make day 3 chill, nothing planned": the day's feel said first, then what it holds)
    rf"|(?<!\bexcept\s)(?<!\bbut\snot\s)\b(?P<said>{_DAYS_SAID})\s*[,:]?\s+(?:(?:is|should\s+be|can\s+be|to\s+be)\s+)?"
    rf"(?:{_SLOW}\s*(?:,|-|\s)\s*(?:(?:so|with|and|just)\s+)?)?"
    # (never nothing of a kind: "day 2: nothing too crazy", "day 2 easy, nothing fancy" is a light day, not an empty one)
    r"(?:" + _FREE + r"|nothing(?:\s+planned)?(?!\s+(?:too|very|so|super|overly|fancy|crazy|wild|big|major|special|much|intense"
    r"|strenuous|heavy|hectic|extreme)\b)|no\s+(?:sightseeing|sights|attractions|plans|activities))(?!\s+\w+ing\b)\b"
    r"(?!\s+(?:at\s+all\s+)?(?:on|for)\s+(?:the\s+)?(?:days?|\w+\s+day)\b)"  # ("2 sights on day 2, nothing on day 3": day 3's)
    r"|\b(?:an?\s+)?(?:free|empty)\s+(?P<first>first)\s+day\b"
    rf"|\b(?:an?\s+)?(?:free|empty)\s+(?P<free_on>{_DAYS_SAID})\b",  # ("a free last day": "a free day 3", ``last_days``)
    re.IGNORECASE)


def as_pace(value: Pace | dict[str, Any]) -> Pace:
    """A pace as the checks read it (a row's dict form too)."""
    return value if isinstance(value, Pace) else Pace.model_validate(value)


def in_scope(pace: Pace, day: int) -> bool:
    """Whether the pace's own rule holds on ``day`` (a free day holds none: no sights at all; a day of one of its
    ``other_days`` holds that rule)."""
    return _covers(pace, day) and _day_rule(pace, day) is None


def _covers(pace: Pace, day: int) -> bool:
    """Whether ``day`` is among the days the pace's own rule is said of (its days, or every day but those left out)."""
    if day in (pace.free_days or ()):
        return False
    return day in pace.days if pace.days is not None else day not in (pace.except_days or ())


def _day_rule(pace: Pace, day: int) -> DayPace | None:
    """The rule of ``day`` among the pace's other days, if any."""
    return next((rule for rule in pace.other_days or () if day in rule.days), None)


def most_on(value: Pace | dict[str, Any] | None, day: int) -> int | None:
    """The most sights the pace allows on ``day`` (0 on a free day); None when it sets no most there (a most of other
    days only). A day of its other days takes that rule's most, else the pace's own where it does not contradict the
    rule's least ("at most 3 a day, at least 2 on day 2": at most 3 there too)."""
    held = as_pace(value) if value is not None else None
    if held is None:
        return None
    if day in (held.free_days or ()):
        return 0
    if (rule := _day_rule(held, day)) is not None:
        if rule.most is not None or held.most is None or not _covers(held, day):
            return rule.most
        return held.most if rule.least is None or held.most >= rule.least else None
    return held.most if in_scope(held, day) else None


def least_on(value: Pace | dict[str, Any] | None, day: int) -> int | None:
    """The fewest sights the pace asks on ``day`` spent in a city, None where it asks none (as ``most_on``, a day of its
    other days takes that rule's least, else the pace's own where it does not contradict the rule's most)."""
    held = as_pace(value) if value is not None else None
    if held is None or day in (held.free_days or ()):
        return None
    if (rule := _day_rule(held, day)) is not None:
        if rule.least is not None or held.least is None or not _covers(held, day):
            return rule.least
        return held.least if rule.most is None or held.least <= rule.most else None
    return held.least if in_scope(held, day) else None


def sightless(value: Pace | dict[str, Any] | None, day: int) -> bool:
    """Whether the pace asks no sights on ``day`` (a travel day: "nothing planned on the arrival day")."""
    return most_on(value, day) == 0


def sights_on_full_day(value: Pace | dict[str, Any] | None, day: int) -> int:
    """How many sights a planner writes on ``day`` when it is spent in a city: one, or the pace's least there."""
    return least_on(value, day) or 1


def asks_least(value: Pace | dict[str, Any] | None) -> bool:
    """Whether the pace asks at least some sights on any day (its own rule or one of its other days')."""
    if value is None:
        return False
    pace = as_pace(value)
    return pace.least is not None or any(rule.least is not None for rule in pace.other_days or ())


def full_days_asked(value: Pace | dict[str, Any] | None) -> tuple[int, ...]:
    """The days a pace asks to be spent in a city ("at least two sights on day 2"): the days it names with a least."""
    if value is None:
        return ()
    pace = as_pace(value)
    own = pace.days or () if pace.least is not None else ()
    return tuple(sorted({*own, *(d for rule in pace.other_days or () if rule.least is not None for d in rule.days)}))


def _named_days(pace: Pace) -> tuple[int, ...]:
    """The days a pace names by number: its days, free days and other days."""
    return (*(pace.days or ()), *(pace.free_days or ()), *(d for rule in pace.other_days or () for d in rule.days))


def check(ctx: CheckContext) -> Reasons:
    pace = as_pace(ctx.query.pace)
    seen = {number: (travel, entries) for number, travel, entries in ctx.day_sights()}
    for day in _named_days(pace):
        if day not in seen:
            yield f"pace: day {day} is not a day of this {len(seen)}-day plan"
        elif day in (pace.free_days or ()) and seen[day][1]:
            yield f"pace: day {day} has {len(seen[day][1])} {_sights(len(seen[day][1]))}, though none was asked there"
    for number, (travel, entries) in seen.items():
        if number in (pace.free_days or ()):
            continue
        most, least = most_on(pace, number), least_on(pace, number)
        named = number in _named_days(pace)  # a least of named days asks them spent in a city
        if most is not None and len(entries) > most:
            yield f"pace: day {number} has {len(entries)} sights, more than {most}"
        if least is not None and travel and named:
            yield f"pace: day {number} is a travel day, not a day in a city with {least} sights or more"
        elif least is not None and not travel and len(entries) < least:
            yield f"pace: day {number} has {len(entries)} sights, fewer than {least}"


def describe(value: Pace | dict[str, Any]) -> str:
    """The pace in words, saying what a least asks of a travel day: shown beside a plan whose travel days have fewer
    sights, "at least 4 sights a day" alone would read as broken ("at least 4 sights a day (a travel day as its times
    allow)")."""
    pace = as_pace(value)
    if pace.least is None or pace.days is not None:
        return _rule(pace)
    travel_day = "as its times allow" if pace.most is None else f"at most {pace.most}"
    return f"{_rule(pace)} (a travel day {travel_day})"


def _rule(pace: Pace) -> str:
    """The pace's numbers and days ("at most 1 sight a day", "at least 2 sights on days 2, 3")."""
    amount = "no sights" if pace.most == 0 else _amount(pace.most, pace.least)
    free = f", and no sights on {_day_list(pace.free_days)}" if pace.free_days else ""
    others = "".join(f"; {_amount(rule.most, rule.least)} on {_day_list(rule.days)}" for rule in pace.other_days or ())
    return f"{amount} {_when(pace)}{free}{others}"


def _amount(most: int | None, least: int | None) -> str:
    """A day's bounds in words: "2 sights", "at least 2 sights", "at least 1 sight and at most 3 sights"."""
    if most is not None and most == least:
        return f"{most} {_sights(most)}"
    return " and ".join(f"{word} {n} {_sights(n)}" for word, n in (("at least", least), ("at most", most)) if n is not None)


def _when(pace: Pace) -> str:
    """The days a pace holds on, in words: "a day", "on days 2, 3", "a day except day 1"."""
    if pace.days is not None:
        return f"on {_day_list(pace.days)}"
    return f"a day except {_day_list(pace.except_days)}" if pace.except_days else "a day"


def _day_list(days: tuple[int, ...]) -> str:
    return f"day{'s' if len(days) > 1 else ''} {', '.join(map(str, days))}"


def _sights(n: int) -> str:
    return "sight" if n == 1 else "sights"


def unmet(facts: SolverFacts) -> str:
    pace = as_pace(facts.spec.local_constraint.pace)
    where = ", ".join(facts.cities) or facts.spec.dest
    if pace.days is not None and pace.least is not None:
        return (f"{_rule(pace)}: no route gives {'those days' if len(pace.days) > 1 else 'that day'} in a city "
                f"with enough distinct sights ({where})")
    return f"{_rule(pace)}: {where} {'has' if len(facts.cities) == 1 else 'have'} too few distinct sights for this trip's days"


def _count(word: str) -> int:
    word = re.sub(r"\s+", " ", word.lower())
    return int(word) if word.isdigit() else _COUNT[word]


def _days(said: str) -> tuple[int, ...]:
    """The days an "on day 2 and 3" / "on the first two days" names (1-based)."""
    return tuple(sorted({int(t) if t.isdigit() else {**_ORDINAL, **_CARDINAL}[t.lower()]
                         for t in re.findall(rf"\b{_DAY_NAMED}\b", said, re.IGNORECASE)}))


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> Pace | None:
    """The pace the text asks for, else None; two different paces, or none at all on a day, are problems."""
    found: list[Pace] = []
    for m in _statements(text):
        n = _count(m.group("n")) + (1 if m.groupdict().get("over") else 0)  # "more than 2 sights a day": at least 3
        said = " ".join(m.group(0).split())  # as said, a day's padding (``last_days``) closed up
        on = m.groupdict().get("on") or m.groupdict().get("on_after") or m.groupdict().get("on_late")
        days = _days_said(on) if on else None
        if max(n, _count(m.group("low")) if m.groupdict().get("low") else 0) > MOST_SIGHTS_A_DAY:
            problems.append(f"{said!r}: a pace is at most {MOST_SIGHTS_A_DAY} sights a day")
            return None
        if n == 0 and not days:  # (none on given days is kept on travel days: ``TripSpec`` refuses any other day)
            problems.append(f"{said!r}: every day spent in a city needs a sight (TravelPlanner's rule), so a day without "
                            "sights cannot be planned; ask for at most one a day, or none on the first or last day")
            return None
        left_out: tuple[int, ...] = ()
        if days is None and _EXCEPT_DAYS.match(text, m.end()) and not _EXCEPT_TRAVEL_DAYS.match(text, m.end()):
            left_out = _days_left_out(text, m.end())
            if not left_out:  # never widened to every day, nor guessed
                problems.append(f"{said!r} with days left out: say the days it holds on, e.g. 'at least 3 sights on days 1 and 2'")
                return None
        if days is not None and not all(1 <= d <= 30 for d in days):
            problems.append(f"{said!r}: a trip's days are numbered from 1")
            return None
        said_as = m.groupdict()
        least = (said_as["least"] or said_as.get("enough_least") or said_as.get("least_mid") or said_as.get("n_or_more")
                 or said_as.get("over"))
        # "one attraction a day is plenty": at most one
        most = said_as["most"] or said_as.get("most_mid") or (said_as.get("enough") and not least)
        exact = not most and not least
        if said_as.get("low"):  # "between 2 and 3 sights a day", "two or three attractions a day"
            said_pace = Pace(most=n, least=min(_count(said_as["low"]), n), days=days)
        else:
            said_pace = Pace(most=n if (most or exact) else None, least=n if (least or exact) and n else None, days=days)
        if exact and n and _travel_days_only(days):  # "one sight on day 1": a travel day's sights follow its times
            said_pace = _capped_on_travel_days(said_pace, said, warnings)
        if left_out:  # "max 2 sights a day except day 1"
            own = _left_out_count(text, m.end())  # "... except day 2 where we want 3": that day's, beside the others'
            narrowed = _leaving_out(said_pace, left_out, said, warnings if own is None else [], problems)
            if narrowed is None:
                return None
            said_pace = narrowed if own is None else said_pace.model_copy(update={"except_days": left_out})
            if own is not None:
                k = _count(own.group("n") or own.group("n2"))
                theirs = Pace(most=k, least=k or None, days=left_out)
                found.append(_capped_on_travel_days(theirs, " ".join(own.group(0).split()).strip(" ,;"), warnings)
                             if k and _travel_days_only(left_out) else theirs)
        if said_as.get("low"):
            found.append(said_pace)
            continue
        if (other := _OTHER_BOUND.match(text, m.end())) is not None and not exact and n:  # "... but not more than 2"
            k = _count(other.group("n"))
            bound = {"most": k} if other.group("most") and least else {"least": k} if other.group("least") and most else {}
            if bound and not (k <= MOST_SIGHTS_A_DAY and (bound.get("most", n) >= n if least else bound.get("least", n) <= n)):
                problems.append(f"{said!r} and {' '.join(other.group(0).split()).strip(' ,;')!r}: the bounds of a pace contradict "
                                "each other; give the fewest and the most sights a day")
                return None
            said_pace = said_pace.model_copy(update=bound)
        if exact and n and _HEDGED_COUNT.search(text, m.start(), m.start("n")):  # "sightseeing, like 4 a day"
            warnings.append(f"{said!r} is kept as {_rule(said_pace)}, an exact count where about that many was said (say "
                            "'at least' or 'at most' for a bound)")
        if _A_KIND.search(m.group(0)) and said_pace.most:  # "only one museum per day": every sight so capped, said
            warnings.append(f"{said!r} is kept as {_rule(said_pace)} of any kind, which is stricter than asked (no rule "
                            "counts one kind of sight)")
        found.append(said_pace)
        for elided in _elided(text, m.end()):  # "two sights a day tops, one on the travel days"
            k = _count(elided.group("n"))
            capped = elided.group("most") or (not elided.group("least") and bool(most) and not least)  # "2 tops, 1 on day 1"
            its_days = Pace(most=None if elided.group("least") else k, least=None if capped else k, days=_days_said(elided.group("on")))
            exactly = not capped and not elided.group("least")
            found.append(_capped_on_travel_days(its_days, " ".join(elided.group(0).split()).strip(" ,;"), warnings)
                         if exactly and k and _travel_days_only(its_days.days) else its_days)
    # a word of pace beside a number says it again: "take it easy on day 1, one sight max" is the number's
    numbered = [(m.start(), m.end()) for m in _statements(text)]
    # ... of a day, a number of given days ("lazy day 3, at least 2 sights a day" is two paces, the feel never dropped)
    dated_numbers = [m for m in _statements(text) if _dated(m)]
    empty = list(_EMPTY_ON_DAYS.finditer(text))
    # (a feel said in the words of a free day is that day's: "make day 3 chill, nothing planned" is day 3 free)
    on_days = [m for m in _PACE_ON_DAYS.finditer(text) if not _beside(text, m, [n.span() for n in dated_numbers if _same_days(n, m)])
               and not _within(m, [e.span() for e in empty if e.group("said")])]
    dated = [m.span() for m in on_days]  # "not too busy on day 1" is that day's, not the trip's
    found += [Pace(most=1) for m in _RELAXED.finditer(text) if not _beside(text, m, numbered) and not _within(m, dated)]
    found += [Pace(least=2) for m in _BUSY.finditer(text) if not _beside(text, m, numbered) and not _within(m, dated)]
    found += [_on_days(m) for m in on_days]
    found += [Pace(most=0, days=_days_said(m.group("on") or m.group("kept") or m.group("said") or m.group("first")
                                           or m.group("free_on")))
              for m in empty]  # (beside "no sights on day 1" too: one pace, ``_merged``)
    found += [_every_day(e) for e in _elided_every(text)]
    found = _with_free_days(_merged(found), problems)
    if len(set(found)) > 1 and (each := _with_other_days(found)) is not None:
        return each  # "one sight on day 1, two on day 2": a rule of each day
    if len(set(found)) > 1:
        problems.append(f"several paces ({'; '.join(_rule(p) for p in dict.fromkeys(found))}): give one, or one a day")
        return None
    return found[0] if found else None


def _with_other_days(found: list[Pace]) -> Pace | None:
    """Paces of different days as one ("at most 1 sight on day 1 and at most 3 on day 2", "2 sights a day, but only 1 on
    day 1", "busy day 2, relaxed day 3"): at most one rule of every day, the others each of its own days
    (``Pace.other_days``), days without sights free; None where two rules share a day or two hold every day."""
    rules = list(dict.fromkeys(p for p in found if p.most != 0))
    empty = sorted({day for p in found if p.most == 0 for day in p.days or ()})
    every = [p for p in rules if p.days is None]
    if not rules or len(every) > 1 or any(p.free_days or p.other_days for p in rules):
        return None
    own, *others = every + sorted((p for p in rules if p.days is not None), key=lambda p: min(p.days or (0,)))  # by day
    # ... a day's rule the rule of every day says already is that rule's ("relaxed pace", then "day 3 relaxed too")
    others = [p for p in others if own.days is not None or (p.most, p.least) != (own.most, own.least)
              or set(p.days or ()) & set(own.except_days or ())]
    if not others and not empty:
        return own
    try:
        return Pace(most=own.most, least=own.least, days=own.days, except_days=own.except_days, free_days=tuple(empty) or None,
                    other_days=tuple(DayPace(days=p.days or (), most=p.most, least=p.least) for p in others) or None)
    except ValueError:
        return None


def _travel_days_only(days: tuple[int, ...] | None) -> bool:
    """Whether ``days`` are all the trip's first or last day, which every trip travels on (the last only once the
    trip's length is known)."""
    last = flight_dates.last_trip_day()
    return bool(days) and set(days or ()) <= {1, last or 1}


def _capped_on_travel_days(said_pace: Pace, said: str, warnings: list[str]) -> Pace:
    """An exact count on travel days ("one sight on day 1") kept as a most, said: a travel day's sights follow its
    times, so no plan can be made to hold a least there (it would have to be a day spent in a city)."""
    days = said_pace.days or ()
    travel = "is a travel day" if len(days) == 1 else "are travel days"
    warnings.append(f"{said!r}: {_day_list(days)} {travel}, whose sights follow its times: kept as at most {said_pace.most} "
                    f"{_sights(said_pace.most or 0)} there")
    return Pace(most=said_pace.most, days=said_pace.days)


def _with_free_days(found: list[Pace], problems: list[str]) -> list[Pace]:
    """One rule beside days with no sights ("3 sights a day at most, and nothing on the last day") is one pace: the rule
    with those days free (``Pace.free_days``); a day said both ways is a problem, never one of them dropped."""
    rules = list(dict.fromkeys(p for p in found if p.most != 0))
    empty = sorted({day for p in found if p.most == 0 for day in p.days or ()})
    if len(rules) != 1 or not empty:
        return found
    rule = rules[0]
    if both := sorted(set(empty) & set(rule.days or ())):
        problems.append(f"{_rule(rule)}, and no sights on {_day_list(tuple(both))}: say which holds there")
        return []
    left_out = tuple(d for d in rule.except_days or () if d not in empty) or None  # a free day is out of the rule already
    return [Pace(most=rule.most, least=rule.least, days=rule.days, except_days=left_out, free_days=tuple(empty))]


def kept_beside(held: Pace, said: Pace) -> Pace:
    """The pace a chat's edit says, the held one's rules of other days kept beside it ("max 2 sights a day", then "and
    keep the last day free": at most 2 a day, day 3 free; "nothing on day 3", then "max 2 a day": the same; "at least 3
    on day 3", then "just one on day 4": both); a day the edit names takes its rule, and a rule of every day replaces
    the held one; empty days said again add up. A change to one part never drops the other; where the two cannot be
    one pace, the edit's stands."""
    told = _parts(said)
    named = {d for part in told if part.days is not None for d in part.days}
    every = any(part.days is None for part in told)
    kept = []
    for part in _parts(held):
        if part.days is None:
            if not every:
                kept.append(part)
        elif days := tuple(d for d in part.days if d not in named):
            kept.append(part.model_copy(update={"days": days}))
    found = _with_free_days(_merged([*told, *kept]), [])
    if len(set(found)) == 1:
        return found[0]
    return (_with_other_days(found) if found else None) or said


def without_day(held: Pace, day: int) -> Pace | None:
    """The pace with its rules said of ``day`` taken back ("forget the day 1 thing" after "just one sight on day 1,
    at least 2 on day 2": at least 2 on day 2); the rules of other days kept, a rule of every day too (it is no day's).
    None when no rule is left; the pace itself when no rule names the day."""
    parts = _parts(held)
    kept = [part if part.days is None or day not in part.days else part.model_copy(update={"days": tuple(d for d in part.days if d != day)})
            for part in parts]
    if kept == parts:
        return held
    found = _with_free_days(_merged([part for part in kept if part.days is None or part.days]), [])
    if len(set(found)) <= 1:
        return found[0] if found else None
    return _with_other_days(found)


def _parts(pace: Pace) -> list[Pace]:
    """A pace as its rules one by one: its own, no sights on its free days, and each of its other days' rules."""
    own = [Pace(most=pace.most, least=pace.least, days=pace.days, except_days=pace.except_days)]
    free = [Pace(most=0, days=pace.free_days)] if pace.free_days else []
    return [*own, *free, *(Pace(most=rule.most, least=rule.least, days=rule.days) for rule in pace.other_days or ())]


def _merged(found: list[Pace]) -> list[Pace]:
    """One rule said of several days in turn ("no sights on day 1, and nothing on day 3") is one pace of all of them."""
    rules: dict[tuple[int | None, int | None, bool], Pace] = {}
    for said in found:
        key = (said.most, said.least, said.days is None)
        held = rules.setdefault(key, said)
        if held is not said and said.days is not None and held.days is not None:
            rules[key] = Pace(most=said.most, least=said.least, days=tuple(sorted({*held.days, *said.days})))
    return list(rules.values())


# The other bound said right after a pace, its sights left unsaid ("at least one sight a day but not more than 2",
# "max 3 a day, at least 1"): one pace of both bounds
_OTHER_BOUND = lazy_compile(rf"\s*[,;]?\s*(?:(?:and|but)\s+)?(?:(?P<most>{_MOST})|(?P<least>{_LEAST}))\s+(?P<n>{_NUMBER})\b"
                            r"(?!\s*(?:days?|nights?|hours?|hrs?|people|%|dollars?|bucks)\b)"
                            rf"(?!\s+{_ON_DAYS})", re.IGNORECASE)  # ("..., at least 2 on day 2": that day's, ``_ELIDED``)
# A second count right after a pace, its sights left unsaid, on given days ("2 sights a day, but only 1 on day 1"): a
# pace of its own on those days (two paces are a problem, never the second dropped)
_ELIDED = lazy_compile(rf"\s*[,;]?\s*(?:(?:and|but|then|except)\s+)?(?:(?P<most>only|just|max|at\s+most)\s+|(?P<least>{_LEAST})\s+)?"
                       rf"(?P<n>{_NUMBER}|none)"  # ("2 sights a day, none on day 1": that day free)
                       rf"(?:\s+(?:max|tops))?\s+(?P<on>{_ON_DAYS})", re.IGNORECASE)


def _dated(m: re.Match[str]) -> bool:
    """Whether a statement names its days ("on day 1, one sight max")."""
    said = m.groupdict()
    return bool(said.get("on") or said.get("on_after") or said.get("on_late"))


# A count of every day right after days said empty, its sights left unsaid ("no sights on the last day pls, and max 2
# a day otherwise"): the rule of the other days (``_with_free_days``)
_ELIDED_EVERY = lazy_compile(rf"\s*(?:(?:pls|please|plz)\b)?\s*[,;]?\s*(?:(?:and|but|then)\s+)?"
                             rf"(?:(?P<most>{_MOST})\s+|(?P<least>{_LEAST})\s+)?(?P<n>\d{{1,2}}|one|two|three|four|five)"
                             rf"(?:\s+(?:max|tops))?(?:\s+{_SIGHTS}(?:\s+(?:max|tops))?)?\s*(?:(?:{_EVERY_DAY})\b"
                             r"(?:\s+(?:otherwise|on\s+the\s+other\s+days|the\s+rest))?"
                             # ... or said of the other days ("nothing on day 1, and at least 2 things the other days")
                             r"|(?:on\s+|for\s+|during\s+)?the\s+(?:other|remaining)\s+days\b"
                             r"|(?:on\s+|for\s+|during\s+)?the\s+rest\s+of\s+the\s+(?:days|trip)\b)",
                             re.IGNORECASE)


def _elided_every(text: str) -> list[re.Match[str]]:
    """The counts of every day said right after days said empty (``_ELIDED_EVERY``)."""
    empty = [*_EMPTY_ON_DAYS.finditer(text), *(m for m in _statements(text) if _count(m.group("n")) == 0)]
    return [e for m in empty if (e := _ELIDED_EVERY.match(text, m.end()))]


def _every_day(m: re.Match[str]) -> Pace:
    """The pace an elided count of every day says (``_ELIDED_EVERY``): a bound, or both when said bare ("2 a day")."""
    n = _count(m.group("n"))
    capped = bool(m.group("most") or re.search(r"\b(?:max|tops)\b", m.group(0), re.IGNORECASE))
    return Pace(most=None if m.group("least") else n, least=None if capped else n)


def _same_days(number: re.Match[str], word: re.Match[str]) -> bool:
    """Whether a dated statement with a number and a pace's word on given days say the same days ("day 1 just one
    thing, day 2 packed": day 2's word is a pace of its own)."""
    said = number.groupdict()
    return _days_said(said.get("on") or said.get("on_after") or said.get("on_late") or "") == _days_said(
        word.group("on") or word.group("on_first") or "")


def _within(word: re.Match[str], spans: list[tuple[int, int]]) -> bool:
    """Whether ``word`` overlaps one of ``spans``."""
    return any(s < word.end() and word.start() < e for s, e in spans)


def _on_days(m: re.Match[str]) -> Pace:
    """The pace a slow or full word says of given days: at most one sight, or at least two, on them."""
    slow = m.group("slow") or m.group("slow_after")
    days = _days_said(m.group("on") or m.group("on_first"))
    return Pace(most=1, days=days) if slow else Pace(least=2, days=days)


def _days_said(said: str) -> tuple[int, ...]:
    """The days "the first two days" / "the first day" / "days 2 and 3" name (1-based)."""
    first = re.search(r"\bfirst\s+(\d|two|three|four|five|six|seven)\s+days\b", said, re.IGNORECASE)
    if not first:
        return _days(said)
    count = first.group(1)
    return tuple(range(1, (int(count) if count.isdigit() else _CARDINAL[count.lower()]) + 1))


_SENTENCE_END = lazy_compile(r"[.!?;\n]")
_LEAVE_OUT = r"\s*,?\s*(?:except|but\s+not|other\s+than|apart\s+from|besides|excluding)\s+(?:for\s+|on\s+)?(?:the\s+)?"
# ... the days it leaves out, by number ("except day 3": ``last_days`` writes "except the last day" so) or by place ("but
# not the first", "except the last" with no day word, which ``last_days`` keeps)
# (never a day said free right after: "except day 2, last day free" leaves out day 2, and day 3 is free)
_LEFT_OUT = lazy_compile(rf"{_LEAVE_OUT}(?:(?P<on>{_DAYS_SAID})(?!\s*[,:]?\s+(?:{_FREE}|nothing)\b)|(?P<first>first|opening)"
                         r"|(?P<last>last|final))\b", re.IGNORECASE)


# The count the days left out have of their own, said right after them ("max 2 a day except day 2 where we want 3",
# "except the 2nd, when we'd like to do 4", "except day 3 (3 that day)"): a pace of those days beside the others'
_LEFT_OUT_COUNT = lazy_compile(rf"\s*,?\s*(?:(?:where|when|on\s+which|which)\s+(?:we|i)\s+(?:want|wanna|need|can\s+do|could\s+do"
                               rf"|['’]d\s+like|would\s+like|['’]ll\s+do|will\s+do|do)\s+(?:to\s+(?:do|see)\s+)?(?P<n>{_NUMBER})\b"
                               r"(?:\s+(?:sights?|attractions?|things?|places?|stops?)\b)?"
                               rf"|\(\s*(?P<n2>{_NUMBER})\s+(?:on\s+)?(?:that|those)\s+days?\s*\))", re.IGNORECASE)


def _left_out_count(text: str, at: int) -> re.Match[str] | None:
    """The count of their own said right after the days a pace leaves out (``_LEFT_OUT_COUNT``), ``at`` the pace's end."""
    said = _LEFT_OUT.match(text, at)
    return _LEFT_OUT_COUNT.match(text, said.end()) if said is not None else None


def _days_left_out(text: str, at: int) -> tuple[int, ...]:
    """The days a pace of every day leaves out right after ``at`` ("... except day 3", "but not the first"); none when
    they are not said by number or place, or the last is said where the trip's length is unknown."""
    said = _LEFT_OUT.match(text, at)
    if said is None:
        return ()
    if said.group("on"):
        return _days_said(said.group("on"))
    last = flight_dates.last_trip_day()
    return (1,) if said.group("first") else (last,) if last is not None else ()


def _leaving_out(said_pace: Pace, left_out: tuple[int, ...], said: str, warnings: list[str], problems: list[str]) -> Pace | None:
    """A pace of every day but ``left_out`` (``Pace.except_days``). A least asks nothing of a travel day already, so
    the first and the last day left out change nothing for it. The last day left out of a most stays held, with a
    warning: a change of the trip's length moves the last day, and a day left out by its number would not move with
    it (the most is stricter than asked there, never broken)."""
    last = flight_dates.last_trip_day()
    if last is not None and any(d > last for d in left_out):
        problems.append(f"{said!r} leaves out a day after the last of this {last}-day trip: name the days it holds on")
        return None
    freed = {d for d in left_out if d != last and (said_pace.most is not None or d != 1)}
    if said_pace.most is not None and last in left_out:
        warnings.append(f"{said!r} leaves out day {last}, the last, a travel day: it holds at most {said_pace.most} "
                        f"{_sights(said_pace.most)} there too")
    return said_pace.model_copy(update={"except_days": tuple(sorted(freed)) or None})


# A pace of every day with days left out after it ("at least 3 attractions each day except the last")
# (or any other exception: "except the busy ones", "except when it rains", which no day numbers; "besides" and "but
# not" only before days, as "besides the zoo" adds a sight and "but not more" bounds it)
_EXCEPT_DAYS = lazy_compile(r"\s*,?\s*(?:(?:except|other\s+than|apart\s+from|excluding)\s+\w"
                            r"|(?:besides|but\s+not)\s+(?:for\s+|on\s+)?(?:the\s+)?"
                            r"(?:last|first|final|opening|travel|arrival|departure|middle|second|third|fourth|fifth|sixth"
                            r"|\d(?:st|nd|rd|th)|days?\b))", re.IGNORECASE)


# ... unless the days left out are the travel days ("at least 3 sights every day except travel days", "... but not on
# the days we fly"): a pace's least already asks of a travel day only what its times allow, and its most keeps a travel
# day's one sight, so the pace is every day's
_A_TRAVEL_DAY = r"(?:travel(?:l?ing)?|transit|arrival|departure|flight|flying|driving|drive)"
_EXCEPT_TRAVEL_DAYS = lazy_compile(
    r"\s*,?\s*(?:except|but\s+not|other\s+than|apart\s+from|besides|excluding)\s+(?:for\s+|on\s+)?(?:the\s+|our\s+)?"
    rf"(?:{_A_TRAVEL_DAY}(?:\s*(?:,|and|&|or|/)\s*{_A_TRAVEL_DAY})*\s+days?"
    r"|days?\s+(?:we|i|you)\s+(?:are\s+|re\s+|'re\s+)?(?:travel(?:l?ing)?|fly(?:ing)?|driv(?:e|ing)|on\s+the\s+road|in\s+transit))\b",
    re.IGNORECASE)


def _beside(text: str, word: re.Match[str], statements: list[tuple[int, int]]) -> bool:
    """Whether a statement with a number shares the sentence of ``word`` (a relaxed or busy pace)."""
    start = max((m.end() for m in _SENTENCE_END.finditer(text, 0, word.start())), default=0)
    stop = _SENTENCE_END.search(text, word.end())
    end = stop.start() if stop else len(text)
    return any(start <= s and e <= end for s, e in statements)


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """A pace's words hold numbers that are neither people nor money ("two sights a day"), its other bound's too."""
    return [m.span() for m in (*_statements(text), *_RELAXED.finditer(text), *_BUSY.finditer(text), *_PACE_ON_DAYS.finditer(text),
                               *_EMPTY_ON_DAYS.finditer(text))] \
        + days_left_out(text) + [e.span() for m in _statements(text) for e in _elided(text, m.end())] \
        + [e.span() for e in _elided_every(text)] \
        + [o.span() for m in _statements(text) if (o := _OTHER_BOUND.match(text, m.end()))]  # "..., but not more than 2"


def _elided(text: str, end: int) -> list[re.Match[str]]:
    """The counts said in turn right after a pace's statement ending at ``end``, their sights left unsaid (``_ELIDED``:
    "..., at least 3 on day 3, and one on day 4")."""
    found = []
    while (elided := _ELIDED.match(text, end)) is not None:
        found.append(elided)
        end = elided.end()
    return found


def days_left_out(text: str) -> list[tuple[int, int]]:
    """The spans of the days a pace of every day leaves out, which it keeps ("... except day 1", "but not the first",
    "except travel days"): no exception a rule cannot keep (``parsing.soft_wishes``)."""
    return travel_days_left_out(text) + [(m.end(), own.end() if (own := _LEFT_OUT_COUNT.match(text, after.end())) else after.end())
                                         for m in _statements(text)
                                         if not _EXCEPT_TRAVEL_DAYS.match(text, m.end()) and (after := _LEFT_OUT.match(text, m.end()))]


def travel_days_left_out(text: str) -> list[tuple[int, int]]:
    """The spans of the travel days a pace leaves out ("... every day except the days we fly"): the pace's words, which
    rule out no mode and are no exception a rule cannot keep."""
    return [(m.end(), after.end()) for m in _statements(text) if (after := _EXCEPT_TRAVEL_DAYS.match(text, m.end()))]


@per_text
def _statements(text: str) -> list[re.Match[str]]:
    """The text's "at most N sights a day" statements."""
    if not _A_SIGHT.search(text):
        return []
    dated = [m for m in _PACE_DAYS_FIRST.finditer(text)  # no statement of every day inside it
             if not _kind_asked(m) and not _feel_then_every_day(text, m)]
    others = [m for pattern in (_PACE, _PACE_SIGHTS_FIRST, _PACE_OR_TWO, _PACE_EVERY_DAY_FIRST) for m in pattern.finditer(text)
              if not any(d.start() < m.end() and m.start() < d.end() for d in dated) and not _kind_asked(m)]
    return sorted([*others, *dated], key=lambda m: m.start())


# A day given its feel before it ("lazy day 3", "a free day 3": ``last_days`` writes "a free last day" so), then a
# count said of every day ("..., at least 2 sights a day"): the count is every day's, the day's feel its own
_FEEL_BEFORE = lazy_compile(rf"\b(?:{_SLOW}|{_FULL}|{_FREE})\s+$", re.IGNORECASE)
_A_DAY_AFTER = lazy_compile(r"\b(?:a|per|each)\s+day\s*$", re.IGNORECASE)


def _feel_then_every_day(text: str, m: re.Match[str]) -> bool:
    return bool(_FEEL_BEFORE.search(text, max(0, m.start() - 30), m.start()) and _A_DAY_AFTER.search(m.group(0)))


# A kind of sight counted ("a museum on day 2", "2 museums a day", "at least 2 museums a day") asks for sights of that
# kind, which no count of every sight keeps: read as a pace, "a museum on day 2" allowed day 2 one sight of any kind and
# no more. Only a cap is a pace ("at most 2 museums a day": fewer sights of any kind keeps it); the rest is left to the
# readers of sights, or named (``KIND_COUNTED`` makes its clause a wish). Landmarks are any sight to many: a bare count
# of them ("2 landmarks a day") stays a pace.
_KIND_WORD = lazy_compile(r"\b(?:museums?|landmarks?|parks?)\b", re.IGNORECASE)
_A_KIND = lazy_compile(r"\b(?:museums?|parks?)\b", re.IGNORECASE)
# A kind of sight counted for each day, a wish about the day's sights whichever reader reads it ("2 museums a day",
# "a zoo every day"): its clause asks for something (``wish_clauses``)
KIND_COUNTED = lazy_compile(rf"\b{_NUMBER}\s+(?:[\w'’-]+\s+)?(?:{sight_kinds.SIGHT_KIND}|park)s?\s+(?:{_EVERY_DAY}|{_ON_DAYS})\b",
                            re.IGNORECASE)


def _kind_asked(m: re.Match[str]) -> bool:
    said = m.groupdict()
    capped = said.get("most") or said.get("most_mid") or (said.get("enough") and not said.get("enough_least"))
    asked = (said.get("least") or said.get("least_mid") or said.get("enough_least")
             or (said.get("n") or "").lower() in ("a", "an") or _A_KIND.search(m.group(0)))
    return bool(_KIND_WORD.search(m.group(0))) and not capped and bool(asked)


CONSTRAINT = HardConstraint(
    key="pace", report_key="pace", row_key="pace", label="sights a day (pace)", official=False,
    check=check, describe=describe,
    flex_sentence=lambda value: f"We'd like {_rule(as_pace(value))}.",
    instruction=lambda value: f"each day's attraction field must hold {_rule(as_pace(value))} (a travel day counts only for 'at most')",
    unmet=unmet, read=read, claims=claims,
    mention=r"(?:the\s+)?pace|sights\s+(?:a|per)\s+day|(?:the\s+)?number\s+of\s+sights",
    form_description=("how many sights a day, if asked: at most (most) and/or at least (least), on the given days (1-based) "
                      "or every day (days null), the days with no sights beside it (free_days), and rules of other days "
                      "beside it (other_days: each with its days, most and/or least)"),
    prompt=('sights a day: most, least, and days when only some days: "at most one sight a day" is most 1; "a relaxed pace" '
            'most 1; "a busy pace" least 2; "nothing planned on day 1" most 0 on days [1]; "2 a day, day 3 free" most 2, '
            'free_days [3]; "max 1 on day 1, max 3 on day 2" most 1 on days [1], other_days [{days [2], most 3}]'),
)
