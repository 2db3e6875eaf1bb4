"""The order of a tour's cities: "start in Austin", "end in Houston", "Austin before Houston", "the last stop should be
San Antonio", "do dallas first then austin".

Not one of TravelPlanner's: a verdict reports ``city_order`` only for a request that sets it. The value is a list of
``state.trip.CityPlace`` rules over the cities the plan's days visit, in order (the origin left out): a city at a stop
(1 the first, 2 the second, -1 the last) or a city before another. Each named city is a city of the destination state
(``resolve`` refuses another, as ``visit_cities`` does) and is visited: an ordered city is also a city to visit. An
order that cannot hold (a city both first and last, a stop beyond the trip's count, "A before B" and "B before A") is
refused with its reason. The expert ranks only routes that keep it (``keeps``); the solver's route holds it
(``TripModel._sight_and_city_wishes``).

How a request states it (``read``): a place name of the text right after words that open or close a tour ("start in",
"begin with", "end in", "finish in", "wrap up in", "the last stop should be", "make the second stop"), right before
its place ("Austin first", "Houston as the last stop", "Dallas at the very end"), or beside another place with words
of order between them ("Austin before Houston", "Dallas then Austin", "Houston after Austin"). Words that only look
like it are not an order: "first time in Austin", "we land in Dallas first thing", "Houston before noon" (no place
after "before").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import permutations
from typing import Any

from himap_travel.domain.constraints import city_matching, name_keys
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import CityPlace

# A stop said by its place in the route: 1 the first, -1 the last (the chat's edits of a stop read these words too).
STOPS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
         "last": -1, "final": -1, "penultimate": -2, "second to last": -2, "second-to-last": -2, "next to last": -2}
_STOP_WORDS = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", -1: "last", -2: "second to last"}
_ORD = r"(?P<ord>second[\s-]to[\s-]last|next\s+to\s+last|penultimate|first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final)"
_STOP_NOUN = r"(?:stop|city|destination|leg|place)"
_BE = r"(?:(?:should|shoud|shud|must|would|will|could|can|has\s+to|needs\s+to|ought\s+to|gotta|got\s+to)\s+be|is|be|being|=|:|-)"

# Flying out of a city after flying into another ("fly into LA and out of SF", "fly into LA, fly out of SF", "fly into
# san diego and home from sacramento"): the
# tour's last city (the parser's place roles read it so too: no second origin)
FLY_OUT_AT_THE_END = (r"\bfl(?:y|ying)\s+in(?:to|\s+to)\s+[\w .'’-]{2,30}?(?:\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+)"
                      r"(?:fl(?:y|ying)\s+)?(?:(?:home\s+|back\s+)?out\s+of|(?:home|back)\s+from)\s*\Z")

# ... and the city flown into first, the tour's first ("fly into dallas and out of houston": Dallas first, Houston last)
_FLY_IN = lazy_compile(r"\bfl(?:y|ying)\s+in(?:to|\s+to)\s+\Z", re.IGNORECASE)
_OUT_AFTER = lazy_compile(r"(?:\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+)(?:fl(?:y|ying)\s+)?"
                          r"(?:(?:home\s+|back\s+)?out\s+of|(?:home|back)\s+from)\s", re.IGNORECASE)

# Words right before a city (each ends where the city starts; read on the 80 characters before it)
_REACH = 80
_OPENS = lazy_compile(r"\b(?:start(?:ing|s)?|begin(?:n?ing|s)?|kick(?:ing)?\s+(?:it\s+|things\s+)?off)"
                      r"(?:\s+(?:the|our|my)\s+(?:trip|tour|road\s*trip|route|loop))?(?:\s+(?:off|out))?\s+(?:in|at|with)\s+\Z"
                      r"|\bfirst\s*,?\s+(?:(?:go\s+to|visit|see|hit|do|head\s+to|stop\s+in)\s+)?\Z", re.IGNORECASE)
_CLOSES = lazy_compile(r"\b(?:end(?:ing|s)?|finish(?:ing|es)?|wrap(?:ping|s)?\s+(?:it\s+|things\s+)?up|clos(?:e|ing)\s+out)"
                       r"(?:\s+up)?(?:\s+(?:the|our|my)\s+(?:trip|tour|road\s*trip|route|loop))?(?:\s+up)?\s+(?:in|at|with)\s+\Z"
                       r"|\b(?:lastly|finally\s*,)\s*,?\s+(?:(?:go\s+to|visit|see|hit|do|head\s+to)\s+)?\Z"
                       # ... flying out of it after flying into another ("fly into LA and out of SF")
                       rf"|{FLY_OUT_AT_THE_END}", re.IGNORECASE)
_AT_STOP = lazy_compile(rf"\b(?:(?:the|our|my)\s+)?{_ORD}\s+{_STOP_NOUN}(?:\s+(?:of\s+(?:the|our)\s+(?:trip|tour)\s+)?{_BE}|\s*[:=-])\s*\Z"
                        rf"|\b(?:make|have|set)\s+the\s+{_ORD.replace('ord', 'ord2')}\s+(?:{_STOP_NOUN}|one)\s+(?:be\s+|into\s+)?\Z"
                        # a clause opened by the stop, the city right after it: "first city austin please", "and the
                        # last one champaign"
                        rf"|(?:^|(?<=[.,;!?(\n]))\s*(?:(?:and|so|ok|okay|oh|then)\s+)?(?:(?:the|our|my)\s+)?"
                        rf"{_ORD.replace('ord', 'ord3')}\s+(?:{_STOP_NOUN}|one)\s+\Z",
                        re.IGNORECASE)
# Words right after a city (each starts where the city ends)
# ("fairbanks has to be the final stop": any verb of being before the stop)
_STOP_AFTER = lazy_compile(rf"\s+(?:(?:as|for|to\s+be|{_BE})\s+)?(?:the|our|my)\s+{_ORD}\s+"
                           rf"(?:{_STOP_NOUN}|one)\b", re.IGNORECASE)
# "Dallas first", "Houston last please", "Dallas first then Austin", "chicago second" (on a tour of 3); never "first
# thing", "first time", "first day"
# (said with a verb of its place too: "houston should come first", "dallas has to go last")
# ... or asked ("could albany be first?": the question's "be" alone)
# The tour closed by going there, said after the city ("laramie to wrap things up", "boise to finish off")
_TO_CLOSE = (r"\s+to\s+(?:wrap\s+(?:it|things|the\s+trip)\s+up|finish(?:\s+(?:up|off|things\s+off|the\s+trip))?"
             r"|end\s+(?:it|things|the\s+trip)"
             r"|(?:close|round)\s+(?:out|off)\s+(?:it|things|the\s+(?:trip|tour))"  # "north platte to close out the trip"
             r"|(?:close|round)\s+(?:it|things|the\s+(?:trip|tour))\s+(?:out|off))(?=\s*(?:[.,;:!?)]|$))")
# ... or wished so ("we'd like dallas to be first", "we want houston to come last")
_BARE_END = lazy_compile(r"\s+(?:(?:should|must|has\s+to|needs\s+to|will|can|could|to)\s+(?:come|go|be)\s+|be\s+)?"
                         r"(?:(?P<first>first|1st)|(?P<last>last)|(?P<nth>second|2nd|third|3rd|fourth|4th|fifth|5th))"
                         r"(?=\s*(?:[.,;:!?)]|$|then\b|and\b|&|please\b|pls\b|plz\b"
                         r"|before\b|after\b|if\b|ideally\b|preferably\b))"
                         r"|\s+at\s+the\s+(?:very\s+)?(?:(?P<start>start|beginning)|(?P<end>end))(?!\s+of\b)"
                         rf"|(?P<closed>{_TO_CLOSE})", re.IGNORECASE)
# After a city a clause said by its stop ("first city austin please"): nothing more but the clause's end
_CLAUSE_ENDS = lazy_compile(r"\s*(?:(?:please|pls|plz|then|thanks|thx|ty|lol)\b\s*)*(?:[.,;:!?)]|$|and\b|&)", re.IGNORECASE)
# A start or an end said as no wish: "no need to start in Austin", "we don't have to end in Houston"
_NOT_ASKED = lazy_compile(r"\b(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not|no|never|not)(?:\s+(?:have|need|want|necessarily|really))?"
                          r"(?:\s+to)?\s+\Z", re.IGNORECASE)
_SAVED = lazy_compile(r"\bsav(?:e|ing)\s+\Z", re.IGNORECASE)
_FOR_LAST = lazy_compile(r"\s+for\s+(?:the\s+)?(?:very\s+)?(?:last|end)\b", re.IGNORECASE)
# Words between two cities that order them: "Austin before Houston", "Dallas then Austin", "Houston after Austin"
# ... said with a verb of its place ("dallas has to be before houston", "waco should come after austin")
# ... a share of the days said between ("houston for 2 nights then austin": the share named, the order kept)
_BETWEEN = lazy_compile(r"(?:\s+for\s+(?:about\s+)?(?:\d{1,2}|one|two|three|four|five|six|a\s+couple\s+of)\s+(?:nights?|days?))?"
                        r"\s*(?:(?:first|1st)\s*,?\s*)?"
                        r"(?:(?:should|must|will|can|could|has\s+to|have\s+to|needs\s+to)\s+(?:be|come|go)\s+)?(?:(?P<before>before|ahead\s+of|prior\s+to)\s+(?:(?:going\s+to|heading\s+to|"
                        r"visiting|seeing|hitting|doing)\s+)?"
                        r"|(?P<then>,?\s*(?:and\s+)?then|followed\s+by|->|→|=>|,?\s*and\s+after\s+that)\s+(?:(?:on\s+)?to\s+|go\s+to\s+|"
                        r"head\s+to\s+|hit\s+|visit\s+|see\s+|do\s+)?"
                        r"|(?P<after>after)\s+(?:(?:we\s+)?(?:visit|see|do|hit)\s+)?)\Z", re.IGNORECASE)


# The order words said after a city that hold no place themselves ("Charlotte as the first stop", "Houston at the very
# end", "save Austin for last"): claimed, so no other reader takes their words ("first": no sight "First Ward Park")
# and the clause accounting does not name them as not understood
_AFTER_WORDS = lazy_compile(rf"(?<=\w)(?:{_TO_CLOSE}|\s+(?:(?:as|to\s+be|{_BE})\s+(?:the|our|my)\s+{_ORD}\s+(?:{_STOP_NOUN}|one)\b"
                            r"|at\s+the\s+(?:very\s+)?(?:start|beginning|end)(?!\s+of\b)"
                            r"|for\s+(?:the\s+)?(?:very\s+)?(?:last|end))\b(?=\s*(?:[.,;:!?)]|$|please\b|pls\b|if\b|ideally\b)))",
                            re.IGNORECASE)


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the order words said after a city (``_AFTER_WORDS``, "in that order")."""
    return [m.span() for pattern in (_AFTER_WORDS, _IN_THAT_ORDER) for m in pattern.finditer(text)]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[CityPlace] | None:
    """The order rules the text states, as written (``resolve`` matches the names to the data)."""
    spans = sorted((s, e) for s, e in places if text[s:e].strip())
    rules = [*_stops(text, spans), *_precedences(text, spans)]
    return list(dict.fromkeys(rules)) or None


def _stops(text: str, spans: list[tuple[int, int]]) -> Iterator[CityPlace]:
    """A city at a stop: after words that open or close a tour or name a stop, or before words that name its place."""
    for start, end in spans:
        city, window = text[start:end].strip(), max(0, start - _REACH)
        said = _asked(text, _AT_STOP, window, start)
        if said is not None and said.group("ord3") and not _CLAUSE_ENDS.match(text, end):
            said = None  # "the last city Austin was great": talk of a stop, no wish for one
        after = _STOP_AFTER.match(text, end)
        bare = _BARE_END.match(text, end)
        if said is not None:
            yield CityPlace(city=city, stop=STOPS[_spaced(said.group("ord") or said.group("ord2") or said.group("ord3"))])
        elif after is not None:
            yield CityPlace(city=city, stop=STOPS[_spaced(after.group("ord"))])
        elif bare is not None and bare.group("nth"):
            yield CityPlace(city=city, stop=STOPS[bare.group("nth").lower()])
        elif (_asked(text, _OPENS, window, start) or bare is not None and (bare.group("first") or bare.group("start"))
              or _asked(text, _FLY_IN, window, start) and _OUT_AFTER.match(text, end)):
            yield CityPlace(city=city, stop=1)
        elif (_asked(text, _CLOSES, window, start) or bare is not None and (bare.group("last") or bare.group("end") or bare.group("closed"))
              or _SAVED.search(text, window, start) and _FOR_LAST.match(text, end)):
            yield CityPlace(city=city, stop=-1)


def _asked(text: str, cue: re.Pattern[str], window: int, start: int) -> re.Match[str] | None:
    """The cue right before a city (``start``), unless said as no wish ("no need to start in Austin")."""
    said = cue.search(text, window, start)
    return None if said is None or _NOT_ASKED.search(text, max(0, said.start() - 40), said.start()) else said


# Cities listed, then said to be in that order ("memphis and nashville, in that order", "austin, waco then dallas in
# this order"): each before the next
_LISTED = lazy_compile(r"\s*(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+|\s*(?:,\s*)?(?:then|->|→)\s+)\Z", re.IGNORECASE)
_IN_THAT_ORDER = lazy_compile(r"\s*,?\s*(?:in\s+(?:that|this|the\s+same)\s+order|in\s+order)\b", re.IGNORECASE)


def _in_that_order(text: str, spans: list[tuple[int, int]]) -> Iterator[CityPlace]:
    """Each city of a list said to be "in that order" before the next one."""
    run: list[tuple[int, int]] = []
    for start, end in spans:
        if run and (start - run[-1][1] > _REACH or not _LISTED.match(text, run[-1][1], start)):
            run = []
        run.append((start, end))
        if len(run) > 1 and _IN_THAT_ORDER.match(text, end):
            for (a, b), (c, d) in zip(run, run[1:], strict=False):
                yield CityPlace(city=text[a:b].strip(), before=text[c:d].strip())
            run = []


def _precedences(text: str, spans: list[tuple[int, int]]) -> Iterator[CityPlace]:
    """A city before another: two places side by side with words of order between them, or listed "in that order"."""
    yield from _in_that_order(text, spans)
    for (start, end), (next_start, next_end) in zip(spans, spans[1:], strict=False):
        between = _BETWEEN.match(text, end, next_start) if next_start - end <= _REACH else None
        if between is None:
            continue
        first, second = text[start:end].strip(), text[next_start:next_end].strip()
        if name_keys.normal(first) == name_keys.normal(second):
            continue
        if between.group("after"):
            first, second = second, first
        yield CityPlace(city=first, before=second)


def _spaced(word: str) -> str:
    """An ordinal as ``STOPS`` spells it ("Second-to-last" → "second to last")."""
    return " ".join(word.lower().replace("-", " ").split())


def keeps(rules: Sequence[CityPlace], route: Sequence[str]) -> bool:
    """Whether a route (its cities in order, the origin left out) keeps every rule: each ordered city on it, at its stop
    or before the city named."""
    at = {name_keys.normal(c): i for i, c in enumerate(route)}
    for rule in rules:
        here = at.get(name_keys.normal(rule.city))
        if here is None:
            return False
        if rule.stop is not None and here != (rule.stop - 1 if rule.stop > 0 else len(route) + rule.stop):
            return False
        if rule.before is not None and not here < at.get(name_keys.normal(rule.before), -1):
            return False
    return True


def cities(rules: Sequence[CityPlace]) -> list[str]:
    """Every city the rules name (each a city the route must visit), in the order said."""
    return list(dict.fromkeys(c for rule in rules for c in (rule.city, rule.before) if c is not None))


def why_not(rules: Sequence[CityPlace], count: int | None) -> str | None:
    """Why no route of ``count`` cities (None: not known yet) keeps the rules, or None when some can."""
    named = cities(rules)
    for rule in rules:
        if rule.stop is not None and count is not None and abs(rule.stop) > count:
            return f"the trip visits {count} {'city' if count == 1 else 'cities'}, so it has no {stop_word(rule.stop)} stop"
    for city in named:
        stops = {r.stop for r in rules if r.city == city and r.stop is not None}
        if len(stops) > 1:
            return f"{city} cannot be both the {' and the '.join(stop_word(s) for s in sorted(stops, key=_stop_rank))} stop"
    for stop in {r.stop for r in rules if r.stop is not None}:
        there = [r.city for r in rules if r.stop == stop]
        if len(there) > 1:
            return f"{' and '.join(there)} cannot both be the {stop_word(stop)} stop"
    if count is not None and len(named) > count:
        return f"{', '.join(named)} are {len(named)} cities, but the trip visits {count}"
    size = max(len(named), max((abs(r.stop) for r in rules if r.stop is not None), default=1)) if count is None else count
    if not _fits_somewhere(rules, named, size):
        return f"no order of {size} cities keeps {describe(list(rules))}"
    return None


def _fits_somewhere(rules: Sequence[CityPlace], named: list[str], size: int) -> bool:
    """Whether the named cities can be put at some stops of a route of ``size`` cities keeping every rule (the other
    stops any cities)."""
    for stops in permutations(range(size), len(named)):
        route = [f"\0{i}" for i in range(size)]  # stand-ins for the cities the rules leave free
        for city, stop in zip(named, stops, strict=True):
            route[stop] = city
        if keeps(rules, route):
            return True
    return False


def _stop_rank(stop: int) -> int:
    return stop if stop > 0 else 100 + stop


def stop_word(stop: int) -> str:
    """A stop in words: "first", "third", "last", "second to last" (a stop beyond them: "7th")."""
    if stop in _STOP_WORDS:
        return _STOP_WORDS[stop]
    return f"{stop}th" if stop > 0 else f"{-stop}th from last"


def rules_of(value: Sequence[CityPlace | dict[str, Any]]) -> list[CityPlace]:
    """The rules as the checks read them (a row's dict form too)."""
    return [r if isinstance(r, CityPlace) else CityPlace.model_validate(r) for r in value or ()]


def describe(value: Sequence[CityPlace | dict[str, Any]]) -> str:
    """The rules in words: "Austin first, Houston last, Dallas before Waco"."""
    return ", ".join(f"{r.city} {stop_word(r.stop)}" if r.stop is not None else f"{r.city} before {r.before}"
                     for r in rules_of(value))


def _said(rule: CityPlace) -> str:
    """A rule as a traveller says it, read back as the same rule: "Austin as the first stop", "Dallas before Waco"."""
    return f"{rule.city} as the {stop_word(rule.stop)} stop" if rule.stop is not None else f"{rule.city} before {rule.before}"


def check(ctx: CheckContext) -> Reasons:
    route = [c for c in ctx.plan_cities() if name_keys.normal(c) != name_keys.normal(ctx.query.org)]
    for rule in rules_of(ctx.query.city_order):
        if not keeps([rule], route):
            yield f"city order: {describe([rule])} asked, but the route is {' → '.join(route) or 'empty'}"


def unmet(facts: SolverFacts) -> str:
    rules = rules_of(facts.spec.local_constraint.city_order)
    why = why_not(rules, facts.spec.visiting_city_number)
    if why is not None:
        return f"city order: {why}"
    wanted = list(dict.fromkeys([*(facts.spec.local_constraint.visit_cities or ()), *cities(rules)]))
    if len(wanted) > facts.spec.visiting_city_number:  # the cities to visit beside the ordered ones
        return f"city order: {', '.join(wanted)} are {len(wanted)} cities to visit, but the trip visits {facts.spec.visiting_city_number}"
    lacking = [c for c in cities(rules) if c not in facts.cities]
    if lacking:
        return (f"{', '.join(lacking)} {'has' if len(lacking) == 1 else 'have'} no lodging, restaurants or sights left for this "
                "request (or the transport rules out reaching it), so the order asked cannot be kept")
    return _leg_missing(facts, rules) or f"no route with {describe(rules)} has transport, lodging and meals for this request"


def _leg_missing(facts: SolverFacts, rules: Sequence[CityPlace]) -> str | None:
    """The way in or out a city asked first or last lacks on its day ("no way from San Diego back to Las Vegas on
    2022-03-05 that this request allows"), or None: the cause in plain words, where it is one leg."""
    spec = facts.spec
    count = spec.visiting_city_number
    for rule in rules:
        if rule.stop is None:
            continue
        stop = rule.stop if rule.stop > 0 else count + 1 + rule.stop
        if stop == 1 and not _leaves(facts, spec.org, rule.city, 1):
            return f"no way from {spec.org} to {rule.city} on {spec.date[0]} that this request allows, so {rule.city} cannot be first"
        if stop == count and not _leaves(facts, rule.city, spec.org, spec.days):
            return (f"no way from {rule.city} back to {spec.org} on {spec.date[-1]} that this request allows, so {rule.city} "
                    "cannot be last")
    return None


def _leaves(facts: SolverFacts, origin: str, destination: str, day: int) -> bool:
    """Whether the solver's facts hold a way from ``origin`` to ``destination`` on ``day``."""
    return any(option.day in (None, day) for option in facts.legs.get((origin, destination), ()))


def resolve(rules: list[CityPlace], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[CityPlace] | None:
    """The rules with each city the data's city of the trip; a rule naming the origin, the destination or a state asks
    for nothing (dropped); a city of another state, or an order no route of the trip's count keeps, is refused."""
    found: list[CityPlace] = []
    for rule in rules or ():
        named = [_city_of(said, where, problems) for said in (rule.city, rule.before) if said is not None]
        if any(city is None for city in named):
            continue
        if len(named) == 2 and named[0] == named[1]:
            continue  # two names of one city ("NYC before New York City"): no order between them
        found.append(rule.model_copy(update=dict(zip(("city", "before"), named, strict=False))))
    found = list(dict.fromkeys(found))
    # (a one-city reading is a chat message naming a stop of the tour it edits, whose count is the tour's: not known here)
    why = why_not(found, where.visiting if where.multi_city else None) if found else None
    if why is not None:
        problems.append(f"city order: {why}")
    return found or None


def _city_of(said: str, where: TripPlaces, problems: list[str]) -> str | None:
    """The data's city a rule names, or None: a state or an end of the trip (nothing asked), or a city that cannot be
    on the route (a problem names it)."""
    city = city_matching.city_named(said, where.sandbox)
    if city is not None and where.origin is None and city == where.dest and not where.multi_city:
        return city  # a chat message naming the city alone ("Salt Lake City as the first stop"): a stop of the trip held
    if city is None or city_matching.trip_end(said, city, where):
        return None
    if not where.multi_city:
        if where.dest is not None:
            problems.append(f"city order: this one-city trip goes to {where.dest} only, so {city} cannot be one of its "
                            "stops (ask for a multi-city trip of a state)")
        return None
    if where.cities is not None and city not in where.cities:
        problems.append(f"city order: {city} is not a city of {where.dest}")
        return None
    return city


CONSTRAINT = HardConstraint(
    key="city_order", report_key="city_order", row_key="city order", label="order of the cities", official=False,
    check=check, describe=describe,
    flex_sentence=lambda rules: f"On the route, {', and '.join(_said(r) for r in rules_of(rules))}.",
    instruction=lambda rules: f"the route's cities must keep this order: {describe(rules)}",
    unmet=unmet, read=read, resolve=resolve, claims=claims,
    mention=r"(?:the\s+)?(?:order(?:\s+of\s+(?:the\s+)?(?:cities|stops|route))?|(?:city|stop|route)\s+order)",
    form_description="the order of the route's cities, if asked: a city at a stop (1 first, -1 last) or before another city",
    prompt='the order of the route\'s cities: "start in Austin" (Austin at stop 1), "end in Houston" (stop -1), '
           '"Dallas before Waco" (Dallas before Waco)',
)
