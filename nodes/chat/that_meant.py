"""A meal or day named by reference (issue 39): "what's for lunch on day 2?" then "something cheaper for that"; "which day
costs the most?" then "can that day be cheaper". Read alone, "that" names nothing, so the cheaper wish re-planned the
WHOLE trip for the lowest cost (meals cut on days the person never named).

``meant`` puts the meal or day the question before named in place of the reference: a meal asked about becomes "swap
the lunch on day 2 for something cheaper/else" (``swap``'s, that meal only), a day becomes "day 2". ``one_day_cheaper``
then answers a cheaper wish scoped to one day that no reader can keep to that day: no rule of a trip can say "this day
cheaper", and the cost-first re-plan changes every day, so the day's meals are made cheaper in the plan itself
(``day_tuned``), or the reply says why they cannot be (never a whole re-plan said to be that day's).
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.domain.constraints.cuisine import A_CUISINE
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.cheaper_priced import cheaper_asked
from himap_travel.nodes.chat.day_tuned import day_cheaper, meal_cheaper, meal_nicer
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.swap import MEAL, MEALS_SAID, day_named

# The reference ("that", "that one", "that meal", "that day", "it"), in a short message with no day or meal of its own
# ("make it cheaper" is the whole trip's: "it" refers only after a verb of swapping, "swap it for something cheaper")
_THAT = lazy_compile(r"\b(?:that|this)(?:\s+(?:one|meal|place|restaurant|spot|day))?\b|\b(?:swap|replace|change|switch)\s+it\b",
                     re.IGNORECASE)
_THAT_DAY = lazy_compile(r"\b(?:that|this)\s+(?:one|day)\b|\bthat\b", re.IGNORECASE)
_CHEAPER = lazy_compile(r"\b(?:cheaper|less\s+expensive|cheap|cut\s+costs?|lower\s+(?:the\s+)?cost|save)\b", re.IGNORECASE)
_OTHER = lazy_compile(r"\b(?:different|another|other|else|swap|change|replace|switch)\b", re.IGNORECASE)
# The question before, about a day ("what's the most expensive day", "how much is day 2") or a day's meal
_ASKED = lazy_compile(r"^\W*(?:\w+\W+){0,2}?(?:what|what'?s|whats|which|where|how|is|are|did)\b|\?\s*$", re.IGNORECASE)
_REPLY_DAY = lazy_compile(r"\*{0,2}Day (\d{1,2})\b")
_MOST_WORDS = 10


def turn_before(messages: list[Any]) -> tuple[str, str] | None:
    """The person's message before this one and the chat's reply to it."""
    if len(messages) < 3 or not isinstance(messages[-2], AIMessage) or not isinstance(messages[-3], HumanMessage):
        return None
    return message_text(messages[-3]), message_text(messages[-2])


def _day_answered(asked: str, reply: str, days: int) -> int | None:
    """The one day a question named, or its answer named ("the most expensive is Day 2")."""
    named = day_named(asked, days)
    found = {int(d) for d in _REPLY_DAY.findall(reply) if 1 <= int(d) <= days}
    return named if named is not None else (found.pop() if len(found) == 1 else None)


def meant(text: str, state: Any) -> str:
    """``text`` with its reference to the meal or day the question before named put in its place (the note)."""
    plan, before = state.get("plan") or [], turn_before(list(state.get("messages") or []))
    if not plan or before is None or len(text.split()) > _MOST_WORDS or not _ASKED.search(before[0]):
        return text
    if day_named(text, len(plan)) is not None or MEAL.search(text) or not (_CHEAPER.search(text) or _OTHER.search(text)):
        return text
    day = _day_answered(before[0], before[1], len(plan))
    meal = MEAL.search(before[0])
    if day is None or not _THAT.search(text):
        return text
    if meal is not None:
        name = MEALS_SAID.get(meal.group(1).lower(), meal.group(1).lower())
        return f"swap the {name} on day {day} for something {'cheaper' if _CHEAPER.search(text) else 'else'}"
    # a day only for a cheaper wish ("can that day be cheaper"; "something else instead of that" is no day's)
    return _THAT_DAY.sub(f"day {day}", text, count=1) if _CHEAPER.search(text) else text


# The words a short follow-up may open with ("ok", "actually", "hmm no", "wait"): no part of what it asks
_OPENING = r"^\W*(?:(?:ok(?:ay)?|so|and|then|hmm+|huh|oh|actually|wait|no|nah|sorry|or|pls|please)\W+)*"


# A meal just swapped, swapped again by its cuisine alone ("actually make it mexican", "mexican instead", "how about
# chinese" after "day 2's dinner: A → B (Italian ...)"): read alone, the cuisine became a rule of the whole trip
_SWAPPED_LINE = lazy_compile(r"^- day (\d{1,2})['’]s (breakfast|lunch|dinner): .+ → ", re.MULTILINE)
_CUISINE_AGAIN = lazy_compile(rf"{_OPENING}"
                              rf"(?:(?:make|change|swap|switch)\s+(?:it|that|that\s+one)\s+(?:to\s+|for\s+|into\s+)?"
                              rf"|(?:how|what)\s+about\s+|(?:let['’]?s\s+)?(?:do|go\s+with|try)\s+)?(?:an?\s+|some(?:thing)?\s+)?"
                              rf"(?P<cuisine>{A_CUISINE.pattern})(?:\s+(?:food|place|spot|one|instead|then|pls|please))*\W*$",
                              re.IGNORECASE)


def meal_again_meant(text: str, state: Any) -> str:
    """``text`` as a swap of the one meal the reply before swapped ("make it mexican": "swap the dinner on day 2 for
    something mexican"), when it names a cuisine and nothing else; else as it is."""
    asked = _CUISINE_AGAIN.match(text)
    before = turn_before(list(state.get("messages") or []))
    swapped = _SWAPPED_LINE.findall(before[1]) if asked is not None and before is not None else []
    if asked is None or len(swapped) != 1:
        return text
    day, meal = swapped[0]
    return f"swap the {meal} on day {day} for something {asked.group('cuisine').lower()}"


# "Them" made better after a question about a part of the plan ("what about the restaurants, are they good", then
# "make them better"; "what's the hotel rated", then "can we get a nicer one"): that part made nicer. Read alone, "them"
# named nothing and the message was not understood.
_THEM_BETTER = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|hmm+|then|pls|please)\W+)*(?:(?:can|could)\s+(?:you|u|we)\s+)?"
                            r"(?:make\s+(?:them|those|it|that|these)\s+(?:better|nicer|fancier|higher[\s-]rated)"
                            r"|(?:get|find|pick)\s+(?:us\s+|me\s+)?(?:better|nicer|fancier|higher[\s-]rated)\s+ones?"
                            r"|upgrade\s+(?:them|those|it|that))(?:\s+(?:pls|please|then))?\W*$", re.IGNORECASE)
_PART_ASKED = (("nicer restaurants", lazy_compile(r"\b(?:restaurants?|food|meals?|dinners?|lunch(?:es)?|breakfasts?|places\s+to\s+eat)\b",
                                                  re.IGNORECASE)),
               ("nicer hotels", lazy_compile(r"\b(?:hotels?|stays?|rooms?|accommodations?|lodging|airbnbs?|places?\s+to\s+stay)\b",
                                             re.IGNORECASE)))


def part_meant(text: str, state: Any) -> str:
    """``text`` as the part asked about just before made nicer ("make them better" after a question about the
    restaurants: "nicer restaurants"), when it names no part of its own; else as it is."""
    before = turn_before(list(state.get("messages") or []))
    if not state.get("plan") or before is None or not _THEM_BETTER.match(text) or not _ASKED.search(before[0]):
        return text
    parts = [wish for wish, words in _PART_ASKED if words.search(before[0])]
    return parts[0] if len(parts) == 1 else text


# A sight the reply before offered or named ("is gatorland on the plan?" answered "No: Gatorland is not in your plan (say
# "we must see Gatorland" ...)"), then "can we add it", "ok add that", "yes please include it": that sight asked for.
# Read alone, "it" named nothing and the message was not understood.
_ADD_IT = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|yes|yeah|yep|sure|great|cool|perfect|then|so|and|pls|please|oh)\W+)*"
                       r"(?:(?:can|could)\s+(?:we|you|u)\s+(?:please\s+)?|let['’]?s\s+|please\s+|pls\s+)?"
                       r"(?:add|include|put|see|visit|make)\s+(?:it|that(?:\s+one)?)(?:\s+(?:in|on|then|too|pls|please|a\s+must"
                       r"|to\s+the\s+(?:plan|trip|list)))*\W*$", re.IGNORECASE)
_SIGHT_OFFERED = lazy_compile(r"say \"we (?:must|want to) see (?P<name>[^\"]+)\"|^Yes: (?P<held>.+?) is on day \d", re.IGNORECASE)


def sight_meant(text: str, state: Any) -> str:
    """``text`` as a wish to see the one sight the reply before offered or named ("can we add it": "we must see
    Gatorland"), when it says only that; else as it is."""
    before = turn_before(list(state.get("messages") or []))
    if before is None or not state.get("trip") or not _ADD_IT.match(text):
        return text
    offered = {m.group("name") or m.group("held") for m in _SIGHT_OFFERED.finditer(before[1])}
    return f"we must see {offered.pop()}" if len(offered) == 1 else text


# A sight held on a day moved to another by reference ("move it to day 3", "make that day 3", "switch it to the last
# day") or by its day first ("actually day 3 for seaworld"): read alone, "it" named nothing and "day 3 for seaworld" no
# sight's day, so the move was not understood
_MOVED = lazy_compile(rf"{_OPENING}"
                      r"(?:(?:can|could)\s+(?:you|u|we)\s+)?(?:(?:move|swap|switch|change|shift|push|put|make|do)\s+"
                      r"(?:it|that|this|that\s+one)\s+(?:(?:to|on|for|into)\s+)?(?:the\s+)?"
                      r"|(?:make\s+(?:it|that)|(?:on\s+)?(?:day|the)\b))", re.IGNORECASE)
_DAY_FOR = lazy_compile(rf"{_OPENING}"
                        r"(?:(?:let['’]?s\s+)?(?:do|make\s+it)\s+)?"
                        r"(?P<day>(?:on\s+)?(?:day\s*\d{1,2}|the\s+(?:first|second|third|fourth|last|final)\s+day))\s+for\s+"
                        r"(?P<sight>[\w'’ .&-]{3,60}?)(?:\s+(?:instead|then|pls|please))*\W*$", re.IGNORECASE)


def sight_day_meant(text: str, state: Any) -> str:
    """``text`` as a wish to see a sight held on a day on the day it names ("move it to day 3": "we want SeaWorld
    Orlando on day 3 instead"), when the trip holds one such sight, or the person's message before named the one it
    means; else as it is."""
    trip, plan = state.get("trip") or {}, state.get("plan") or []
    held = [wish.get("sight") for wish in (trip.get("local_constraint") or {}).get("sight days") or ()]
    if not held or not plan or len(text.split()) > _MOST_WORDS:
        return text
    if (said := _DAY_FOR.match(text)) is not None:  # "actually day 3 for seaworld"
        day_said = said.group("day").removeprefix("on ").strip()
        return f"we want to see {said.group('sight')} on {day_said} instead"
    day = day_named(text, len(plan))
    if day is None or not _MOVED.match(text) or MEAL.search(text) or _CHEAPER.search(text):
        return text
    before = turn_before(list(state.get("messages") or []))
    named = [sight for sight in held if before and sight and _named_in(sight, before[0])]
    sight = held[0] if len(set(held)) == 1 else named[0] if len(named) == 1 else None
    return f"we want to see {sight} on day {day} instead" if sight else text


# The meal of a food held on a day changed by reference ("actually no, make that breakfast", "make it lunch", "for
# dinner instead") after the message that asked it: read alone, "that" named nothing and the message was not understood
_MEAL_SAID_AGAIN = lazy_compile(rf"{_OPENING}(?:(?:make|change|switch|move)\s+(?:it|that|that\s+one)\s+(?:to\s+|into\s+)?"
                                r"|(?:at|for)\s+)?(?:a\s+|the\s+)?(?P<meal>breakfast|lunch|dinner|supper)"
                                r"(?:\s+(?:instead|then|pls|please))*\W*$", re.IGNORECASE)


def meal_day_meant(text: str, state: Any) -> str:
    """``text`` as the food held on a day at the meal it names ("make that breakfast" after "lunch at a cafe on day 3":
    "Cafe for breakfast on day 3 instead"), when the trip holds one such food that the message before asked; else as
    it is."""
    said = _MEAL_SAID_AGAIN.match(text)
    trip, before = state.get("trip") or {}, turn_before(list(state.get("messages") or []))
    held = (trip.get("local_constraint") or {}).get("meal days") or []
    asked = [w for w in held if before and str(w.get("cuisine") or w.get("restaurant") or "").lower() in before[0].lower()]
    if said is None or len(asked) != 1:
        return text
    wish = asked[0]
    meal = MEALS_SAID.get(said.group("meal").lower(), said.group("meal").lower())
    return f"{wish.get('cuisine') or wish.get('restaurant')} for {meal} on day {wish['day']} instead"


# A way of travel the plan does not take, asked about with "no" ("hmm no flights then?", "so no driving?"): a question
# of what the plan shows, never a ban (it added "no flight" to a trip that drove because no flight exists on its dates)
_NO_MODE_ASKED = lazy_compile(rf"{_OPENING}no\s+(?P<mode>flights?|flying|planes?"
                              r"|driving|drives?|cars?)(?:\s+(?:then|at\s+all|on\s+this\s+trip|anymore))?\s*\?+\s*$",
                              re.IGNORECASE)
_MODE_IN_PLAN = {"fl": "flight", "pl": "flight", "dr": "self-driving", "ca": "self-driving"}


def mode_question_meant(text: str, state: Any) -> str:
    """``text`` as "why no flights?" when it asks "no flights?" of a plan that takes none (the chat answers why, leg by
    leg); a plan that takes that way hears it as asked before (a ban proposed)."""
    asked = _NO_MODE_ASKED.match(text)
    plan = state.get("plan") or []
    if asked is None or not plan:
        return text
    mode = _MODE_IN_PLAN[asked.group("mode").lower()[:2]]
    taken = " ".join(str(day.get("transportation") or "") for day in plan).lower()
    used = "flight" in taken if mode == "flight" else "self-driving" in taken
    return text if used else f"why no {'flights' if mode == 'flight' else 'driving'}?"


def _named_in(sight: str, said: str) -> bool:
    """Whether a message named a sight by its name's first word ("seaworld on day 2" names SeaWorld Orlando)."""
    first = re.sub(r"[^a-z0-9]", "", sight.lower().split()[0])
    return bool(first) and first in re.sub(r"[^a-z0-9]", "", said.lower())


# A cheaper wish scoped to one day ("make day 2 cheaper", "cut costs on day 2", "can day 2 be cheaper"), no meal named
_DAY_CHEAPER = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|and|hmm+|pls|please)\W+)*(?:(?:can|could)\s+(?:you|u|we)\s+)?"
                            r"(?:make|get|cut\s+costs?\s+on|lower\s+(?:the\s+)?cost\s+of|(?:can|could)\s+)?\s*(?:the\s+)?"
                            r"day\s*\d{1,2}(?:\s+(?:a\s+bit|a\s+little|much|way))?(?:\s+be)?(?:\s+(?:cheaper|less\s+expensive))?"
                            r"(?:\s+(?:a\s+bit|pls|please|plz))*\W*$", re.IGNORECASE)


# A day said to cost too much in other words ("day 2 is pricey, can u trim it a bit", "and make day 3 cheaper overall"):
# a short message naming no other part of the trip, and asking nothing about it
_DAY_COST = lazy_compile(r"\b(?:cheaper|less\s+expensive|pricey|pricier|(?:too|so)\s+expensive|costs?\s+too\s+much"
                         r"|trim|cut\s+(?:it|costs?|down))\b", re.IGNORECASE)
_NOT_THE_DAY_ALONE = lazy_compile(r"\b(?:people|persons?|budget|nights?|hotels?|stays?|rooms?|flights?|drives?|taxi|whole"
                                  r"|every|all|trip)\b|\$|\d{3,}|^\W*(?:why|what|which|how|is|are|does|did|was)\b",
                                  re.IGNORECASE)


def one_day_cheaper(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a cheaper wish for one day alone, done in place
    (``day_tuned.day_cheaper``: its meals put at cheaper restaurants), or why it cannot be."""
    plan, text = turn.plan, turn.text
    day = day_named(text, len(plan)) if turn.editing and plan else None
    if day is None or MEAL.search(text) or not (
            (_CHEAPER.search(text) and _DAY_CHEAPER.match(text))
            or (len(text.split()) <= 12 and _DAY_COST.search(text) and not _NOT_THE_DAY_ALONE.search(text))):
        return None
    return day_cheaper(day, turn.state.get("trip") or {}, turn.state, turn.sandbox)


# One meal asked nicer ("dinner somewhere nice on the last night", "a nicer lunch on day 2", "something fancy for
# breakfast on the last day"): no rule of a trip can ask a better restaurant of one meal
_NICER = lazy_compile(r"\b(?:nice|nicer|fancy|fancier|upscale|better|classy|posh|special)\b", re.IGNORECASE)
_LAST_NIGHT = lazy_compile(r"\b(?:last|final)\s+(?:night|evening)\b", re.IGNORECASE)
# A question about the meal as it is ("is dinner on day 3 nice?"); "lunch on day 3 somewhere better rated?" asks for it
_ASKS = lazy_compile(r"(?:^|[.!?,]\s*)\W*(?:what|what'?s|whats|which|where|who|why|how|is|are|was|did|does)\b",
                     re.IGNORECASE)


def one_meal_nicer(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: a nicer restaurant asked for one meal of one day, done in place
    (``day_tuned.meal_nicer``), or why it cannot be (never "didn't understand", never a whole re-plan said to be that
    meal's)."""
    plan, text = turn.plan, turn.text
    meal = MEAL.search(text) if turn.editing and plan else None
    if meal is None or not plan or not _NICER.search(text) or _ASKS.search(text) or _OTHER.search(text) \
            or A_CUISINE.search(text):  # "swap day 2 dinner for something better", "a nice italian dinner": swap's
        return None
    day = day_named(text, len(plan)) or (len(plan) if _LAST_NIGHT.search(text) else None)
    if day is None:
        return None
    name = MEALS_SAID.get(meal.group(1).lower(), meal.group(1).lower())
    if day_named(text, len(plan)) is None:  # "the last night": the last day that has that meal (home-going days may not)
        day = max((n for n, d in enumerate(plan, 1) if str(d.get(name) or "-").strip() != "-"), default=day)
    return meal_nicer(day, name, turn.state.get("trip") or {}, turn.state, turn.sandbox)


def one_meal_cheaper(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: a cheaper restaurant asked for one meal of one day ("a cheaper dinner on day 2
    pls", "swap the dinner on day 2 for something cheaper"), done in place (``day_tuned.meal_cheaper``), or why it
    cannot be. Before, the meal's restaurant was ruled out and the whole trip re-planned, the total up as often as
    down, or the wish was named as one no rule keeps. A question ("is there a cheaper dinner on day 2?") is priced,
    the plan kept (``cheaper_priced``); a cuisine said with it is a swap's ("a cheaper italian dinner")."""
    plan, text = turn.plan, turn.text
    meal = MEAL.search(text) if turn.editing and plan else None
    if meal is None or not plan or not _CHEAPER.search(text) or _ASKS.search(text) or A_CUISINE.search(text) \
            or cheaper_asked(text) is not None:
        return None
    day = day_named(text, len(plan))
    if day is None:
        return None
    return meal_cheaper(day, MEALS_SAID.get(meal.group(1).lower(), meal.group(1).lower()), turn.state.get("trip") or {},
                        turn.state, turn.sandbox)


# A sight held swapped by a pronoun after the message named it ("we can't do gatorland, swap it for the leu gardens",
# "gatorland is closed, replace that with seaworld"): read alone, "it" named no wish, so the sight was taken back and
# the one swapped in dropped in silence
_SWAP_IT = lazy_compile(r"\b(?:swap|switch|replace|trade|exchange)(?:\s+out)?\s+(?P<it>it|that(?:\s+one)?|this(?:\s+one)?)\s+"
                        r"(?=(?:for|with)\b)", re.IGNORECASE)
_WORD = lazy_compile(r"[a-z]{4,}")


def swapped_it_meant(text: str, state: Any) -> str:
    """``text`` with the pronoun of a swap written as the held sight to see the message named before it ("swap it for
    the leu gardens": "swap Gatorland for the leu gardens"); else as it is."""
    trip = state.get("trip") or {}
    said = _SWAP_IT.search(text)
    if said is None:
        return text
    before = text[:said.start()].lower()
    cities = {str(trip.get(end) or "").lower() for end in ("org", "dest")}
    named = [(at, sight) for sight in (trip.get("local_constraint") or {}).get("must see") or ()
             for word in _WORD.findall(sight.lower()) if word not in cities and (at := before.rfind(word)) >= 0]
    if not named:
        return text
    sight = str(max(named)[1])  # the one named last before the pronoun
    return text[:said.start("it")] + sight + text[said.end("it"):]


# A held sight said to stay ("no wait, 2 people is right, but keep gatorland", "keep the zoo in"): read alone, "keep"
# is no wish's word, so the clause was named as one the plan cannot keep
_KEEP = lazy_compile(r"\bkeep(?:ing)?\s+(?P<what>[\w'’ .&-]{3,40}?)(?:\s+(?:too|though|tho|in(?:\s+the\s+(?:plan|trip))?|as\s+is"
                     r"|please|pls))*\s*(?=[.,;!?]|$)", re.IGNORECASE)


def kept_sight_meant(text: str, state: Any) -> str:
    """``text`` with "keep <a sight held to see>" said as the wish it keeps ("keep gatorland": "we must see Gatorland",
    which changes nothing held); else as it is."""
    held = ((state.get("trip") or {}).get("local_constraint") or {}).get("must see") or ()
    for said in reversed(list(_KEEP.finditer(text))):
        words = [w for w in _WORD.findall(said.group("what").lower()) if w != "the"]
        sight = next((s for s in held if words and all(w in s.lower() for w in words)), None)
        if sight is not None:
            text = f"{text[:said.start()]}we must see {sight}{text[said.end():]}"
    return text
