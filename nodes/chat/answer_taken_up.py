"""A follow-up that acts on the question just answered (issue 39): "put one in then" after "is there italian food
there?", "make that 3pm" after "when is the flight home?", "get one rated 4 or more then" after "what's the hotel
rated?". Read alone, each was "I didn't understand", a time "not understood" or the trip as it stands: what "one",
"that" and "it" stand for is in the turn before. Each is said outright from it, then read by the chat's own steps:

- a wish the last answer offered in its own words (``say it as a wish ("we want italian at least once")``, ``Say
  "no flights" and I'll ...``) taken up ("put one in then", "ok add it", "ok do that"): that wish;
- a flight asked about ("when is the flight home?", "what time do we leave newark") and then timed ("make that 3pm",
  "make it after 5pm instead"): that flight's departure bound (a time alone is its earliest: "the return flight
  departing after 3pm", each bound included, which the reply names); a later one asked ("ok get a later one then"): a later flight, the
  soft wish;
- a stay or a restaurant asked about, then "one" asked for with a rule ("get one rated 4 or more then", "find one
  under 150", "find a place under 250 then", or the cap alone: "under 500 pls"): a hotel or a restaurant with that
  rule, never the trip's budget;
- the trip's cost asked about, then "do that cheaper": the cheaper trip.

Anything else is left as said; nothing is taken up unless the turn before was a question the chat answered.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import BaseMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.venue_asked import place_named

_FLAGS = re.IGNORECASE
_FILLER = (r"(?:(?:ok(?:ay)?|k|yes|yeah|yep|yup|sure|cool|great|perfect|alright|fine|nice|hm+|so|then|actually|pls|please"
           r"|sweet|awesome|good|lovely|excellent|sounds\s+good|go\s+on(?:\s+then)?|why\s+not|righto|right)\W+)*")
# ("go on then, add it", "why not, put one in": a British yes)
_AFTER = r"(?:\W+(?:then|please|pls|plz|thanks|thx|too|instead|in))*\W*$"
# Taking up what was offered ("put one in then", "ok add it", "cool, include one pls", "ok do that")
# ("ok add it to the plan"; "yes pls add": the verb alone, what it adds the answer's)
_TAKEN_UP = lazy_compile(rf"^\W*{_FILLER}(?:(?:let'?s\s+|pls\s+|please\s+)?(?:put|add|include|get|do|throw|stick|make|go\s+with)"
                         r"\s+(?:one|it|that|them|some|this)(?:\s+(?:one|in))?"
                         r"(?:\s+(?:to|into|in|on)\s+(?:the|our|my)\s+(?:plan|trip|itinerary|list))?"
                         r"|(?:pls\s+|please\s+)?(?:add|include)|do\s+it|go\s+ahead|yes\s+please|please\s+do)"
                         + _AFTER, _FLAGS)
# A wish the answer offered in its own words
_OFFERED_WISH = lazy_compile(r"(?:say\s+it\s+as\s+a\s+wish\s+\(|\bSay\s+)[\"“](?P<wish>[^\"”]{3,80})[\"”](?:\)|\s+and\s+I'?ll)")

_CLOCK = r"(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:[0-5]\d|noon|midday)"
# A flight asked about, and which one
_FLIGHT_ASKED = lazy_compile(r"\b(?:flights?|fly|flying|leave|leaving|depart\w*|land\w*|take\s+off|arriv\w*)\b", _FLAGS)
_BACK = lazy_compile(r"\b(?:home|back|return\w*)\b", _FLAGS)
_OUT = lazy_compile(r"\b(?:out|there|outbound)\b", _FLAGS)
# ... then timed ("make that 3pm", "make it after 5pm instead", "move it to before noon")
_TIMED = lazy_compile(rf"^\W*{_FILLER}(?:make|change|move|switch)\s+(?:that|it|this)(?:\s+one)?\s+(?:to\s+)?"
                      rf"(?:(?P<when>after|before|by|around|at|no\s+earlier\s+than|no\s+later\s+than)?\s*(?P<clock>{_CLOCK})"
                      # (an hour alone after its bound: "make it after 11 then")
                      r"|(?P<bound>after|before|by)\s*(?P<hour>(?:[01]?\d|2[0-3]))(?![\d:]))" + _AFTER, _FLAGS)
# ... or the bound said alone ("earlier pls, before noon", "after 5pm then"; "later pls, after 10": the hour, on the clock)
# ("thats too early, after 9 pls": the time complained of first)
_BOUND = lazy_compile(rf"^\W*{_FILLER}(?:(?:earlier|later|sooner|(?:(?:that'?s|thats|it'?s|its|ugh|oof|hm+)\W+)?"
                      r"(?:(?:way|a\s+bit|kinda|so)\s+)?"
                      r"(?:too\s+)?(?:early|late))(?:\s+(?:pls|please|plz))?\W+)?"
                      # ("something after 10 then": one asked for by its bound)
                      r"(?:(?:something|anything|one|a\s+(?:flight|later\s+one|earlier\s+one))\s+)?"
                      rf"(?P<when>after|before|by|no\s+earlier\s+than|no\s+later\s+than)\s*(?:(?P<clock>{_CLOCK})"
                      r"|(?P<hour>(?:[01]?\d|2[0-3]))(?![\d:]))" + _AFTER, _FLAGS)
_LATER = lazy_compile(rf"^\W*{_FILLER}(?:(?:get|find|book|take|pick)\s+(?:us\s+)?)?(?:a\s+)?later\s+one" + _AFTER, _FLAGS)
# A stay or a restaurant asked about, then "one" asked for with a rule
# ("how much is the studio a night", "how much is the place a night": a place's night is the stay's)
_STAY_ASKED = lazy_compile(r"\b(?:hotels?|stay(?:ing)?|room|accommodations?|sleep\w*|airbnb|lodging|house|apartment|apt"
                           r"|studio|suite|condo|cabin|villa|loft|flat|bnb|(?:a|per|each)\s+night|nightly)\b", _FLAGS)
_MEAL_ASKED = lazy_compile(r"\b(?:restaurants?|dinner|lunch|breakfast|eat\w*|food|meals?)\b", _FLAGS)
# (or said with no verb: "something under 450 pls")
_ONE = lazy_compile(rf"(?:\b(?P<verb>get|find|pick|choose|book|want|need)\s+(?:us\s+)?|^\W*{_FILLER})(?:one|something"
                    r"|a\s+different\s+one"
                    r"|another(?:\s+one)?|(?:a|another)\s+(?:place|spot))"  # ("find a place under 250 then")
                    r"\b(?=\s+(?:rated|with|under|below|for\s+(?:less|under)|that|at\s+least|cheaper|over))",
                    _FLAGS)
# ... or the cap said alone ("under 500 pls" after "how much is the apartment a night"): "one" under it
_CAP_ALONE = lazy_compile(rf"^\W*{_FILLER}(?=(?:under|below|less\s+than|at\s+most|max(?:imum)?)\s+\$?\d[\d,.]*k?{_AFTER})",
                          _FLAGS)
# ... or a better "one" asked for ("ok find a nicer one then"): a nicer one of what was asked about
_BETTER_ONE = lazy_compile(r"\b(?:nicer|better|fancier|classier|higher[\s-]rated|better[\s-]rated)\s+(?P<one>one)\b", _FLAGS)
# ... or "something" better ("find something nicer then"): a nicer one of what was asked about
_SOMETHING_BETTER = lazy_compile(r"\b(?:something|somewhere|someplace|anything)\s+(?:a\s+(?:bit|little)\s+)?"
                                 r"(?P<how>nicer|better|fancier|classier|higher[\s-]rated|better[\s-]rated)\b", _FLAGS)
# The cost asked about, then the trip asked cheaper ("hm ok do that cheaper")
_COST_ASKED = lazy_compile(r"\b(?:how\s+much|cost\w*|price\w*|total|expensive)\b", _FLAGS)
_DO_CHEAPER = lazy_compile(rf"^\W*{_FILLER}(?:do|make|get)\s+(?:that|it|this)\s+(?:a\s+(?:bit|little|lot)\s+)?cheaper" + _AFTER,
                           _FLAGS)


def _question_before(state: Any) -> tuple[str, str] | None:
    """The message before this one and the chat's answer to it, when the chat answered a question (a reply that
    changed the plan, or none, gives nothing to take up)."""
    messages: list[BaseMessage] = list(state.get("messages") or [])
    if len(messages) < 3 or messages[-2].type != "ai" or messages[-3].type != "human":
        return None
    asked, answer = str(messages[-3].content), str(messages[-2].content)
    return (asked, answer) if "?" in asked or re.match(r"^\W*(?:what|when|where|which|how|why|is|are|do|does|any)(?:'?s)?\b", asked,
                                                        _FLAGS) else None


def _leg(asked: str, trip: dict[str, Any]) -> str | None:
    """The flight a question asked about: the return ("the flight home", "leave savannah"), the outbound ("the flight
    out", "leave newark"), or None when it names neither."""
    org, dest = str(trip.get("org") or "").lower(), str(trip.get("dest") or "").lower()
    said = asked.lower()
    back = bool(_BACK.search(said)) or bool(dest and re.search(rf"\b(?:leave|leaving|from)\s+{re.escape(dest)}\b", said))
    out = bool(_OUT.search(said)) or bool(org and re.search(rf"\b(?:leave|leaving|from)\s+{re.escape(org)}\b", said)) \
        or bool(dest and re.search(rf"\b(?:to|in|into)\s+{re.escape(dest)}\b", said))
    return "return" if back and not out else "outbound" if out and not back else None


def _flight_timed(text: str, asked: str, trip: dict[str, Any]) -> str | None:
    """"make that 3pm" after a flight asked about: its departure bound; "a later one": a later flight."""
    leg = _leg(asked, trip) if _FLIGHT_ASKED.search(asked) else None
    if leg is None:
        return None
    if _LATER.match(text):
        return "a later flight pls"  # (the soft wish: no leg of its own)
    timed = _TIMED.match(text) or _BOUND.match(text)
    if timed is None:
        return None
    when = (timed.group("when") or timed.groupdict().get("bound") or "").lower()
    bound = when if when in ("after", "before", "by") or when.startswith("no ") else "after"
    clock = timed.group("clock") or f"{int(timed.group('hour')):02d}:00"
    return f"the {leg} flight departing {bound} {clock}"


def _part_asked(asked: str, state: Any) -> str | None:
    """What a question was about: a stay ("hotel") or a restaurant, said by its kind ("how much is the studio a night")
    or by a word of its own name ("hows the brownstone rated": ``place_named``); None when neither."""
    if _STAY_ASKED.search(asked):
        return "hotel"
    if _MEAL_ASKED.search(asked):
        return "restaurant"
    named = place_named(asked, state.get("plan") or [])
    return None if named is None else "hotel" if named[0] == "stay" else "restaurant"


# A question asked first in the message itself, and what acts on it after ("how much is the hotel? too much, find one
# under 150"): the rest leans on that question as on one asked the turn before
_OWN_QUESTION = lazy_compile(r"^(?P<asked>[^?]{4,}\?+)\s*(?P<rest>\S.*)$", re.DOTALL)


def taken_up(text: str, state: Any) -> str:
    """``text``, or, when it acts on what the question before it asked (the module's note), that act said outright."""
    before = _question_before(state)
    return text if before is None else _acted_on(text, *before, state)


def own_question_taken_up(text: str, state: Any) -> str:
    """``text``, or, when its first sentence is a question and the rest acts on what it asks ("how much is the hotel?
    too much, find one under 150"), the question kept and the rest said outright (the question is answered beside the
    change: ``along``)."""
    own = _OWN_QUESTION.match(text) if state.get("plan") else None
    if own is None:
        return text
    rest = _acted_on(own.group("rest"), own.group("asked"), "", state)
    return text if rest == own.group("rest") else f"{own.group('asked')} {rest}"


def _acted_on(text: str, asked: str, answer: str, state: Any) -> str:
    """``text`` said outright as what it does to the thing ``asked`` about (``answer``: the reply, for what it offered)."""
    if _TAKEN_UP.match(text) and (offered := _OFFERED_WISH.search(answer)):
        return offered.group("wish")
    if (timed := _flight_timed(text, asked, state.get("trip") or {})) is not None:
        return timed
    part = _part_asked(asked, state)
    if (_ONE.search(text) or _CAP_ALONE.match(text)) and part:
        thing = f"a {part}"
        if not _ONE.search(text):  # the cap alone: "one" under it (never the trip's budget)
            return _CAP_ALONE.sub(f"find {thing} ", text, count=1)
        return _ONE.sub(lambda m: f"{m.group('verb') or 'find'} {thing}", text, count=1)
    if (better := _BETTER_ONE.search(text)) and part:
        return f"{text[:better.start('one')]}{part}{text[better.end('one'):]}"
    if (something := _SOMETHING_BETTER.search(text)) and part:
        return f"{text[:something.start()]}a {something.group('how')} {part}{text[something.end():]}"
    if _DO_CHEAPER.match(text) and _COST_ASKED.search(asked):
        return "make it cheaper"
    return text
