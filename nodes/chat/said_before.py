"""A message read against what was said before it: a budget or dates a no-plan reply offered, taken up ("go with
that budget", "ok do those dates then"), a bare amount right after a budget change ("keep it at 1200", "bump it to
2000"), a bare count right after a count changed ("sorry I meant 4", "back to 2"), a new route "same dates", and the
message that opened the trip ("the original budget"); and a message that corrects itself ("no smoking... wait no, I
mean I want to smoke": the clause before the correction is what it replaces). Its own module because each rule reads the thread's earlier
turns, where the trip parser (``understanding``) reads one message.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any, cast

from langchain_core.messages import HumanMessage

from himap_travel.domain.parsing.date_words import MON
from himap_travel.domain.parsing.numbers import spelled_value
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.markdown import date_range
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.restated import starts_a_trip, stated_in
from himap_travel.nodes.chat.snapshot import REPAIRED
from himap_travel.nodes.chat.take_back import accepts
from himap_travel.state.chat_state import ChatState
from himap_travel.state.trip import ROOM_TYPE_LISTINGS

# A new route said as a change of the trip: "what about Atlanta to Knoxville then, same dates", "Houston to San Antonio
# instead, same people and budget", "how about Reno, rest the same", "actually swap it, we start in Palm Springs"
AS_BEFORE = lazy_compile(r"\bsame\b|\b(?:the\s+)?rest\s+(?:the\s+same|as\s+before|unchanged)|\binstead\b"
                        r"|\b(?:swap|switch|flip|reverse)\b|\bother\s+way\s+a?round\b"
                        r"|^\W*(?:\w+\W+)?(?:what|how)\s+about\b", re.IGNORECASE)


# The words that say which fields stay ("same dates", "same people and budget"): read by ``same_as_before``, never by
# the trip parser (which would ask to plan without "dates")
_SAME_WORDS = (r"(?:dates?|days|people|group|party|crew|number(?:\s+of\s+people)?|budget|money"
               r"|everything(?:\s+else)?|rest)")


SAME_FIELDS = lazy_compile(rf",?\s*\b(?:(?:and|with|but|keep)\s+)?(?:the\s+)?same\s+{_SAME_WORDS}"
                          rf"(?:\s*(?:,|and|&)\s*(?:the\s+)?{_SAME_WORDS})*(?:\s+as\s+before)?\b", re.IGNORECASE)


_CARRIED = {"date": "the dates", "people_number": "the number of people", "budget": "the budget"}


def same_as_before(result: Understanding, trip: dict[str, Any]) -> Understanding:
    """A new request said as a change of the current one ("what about Atlanta to Knoxville then, same dates"): what it
    leaves out (the dates, the people, the budget) is the current trip's, said so in the reply (a note); a field the
    message gives is never replaced. Any other new request is left as it was read (its gaps are asked)."""
    if result.edit or result.problems:
        return result
    carried = [name for name in _CARRIED if name in result.missing and trip.get(name) is not None]
    if not carried:
        return result
    draft = {**result.draft, **{name: trip[name] for name in carried}}
    if "date" in carried:
        draft["days"] = trip.get("days") or len(trip["date"])
    kept = [_CARRIED[name] + (f" ({date_range(trip['date'])})" if name == "date" else "") for name in carried]
    note = f"I kept {', '.join(kept[:-1]) + ' and ' + kept[-1] if len(kept) > 1 else kept[0]} from your trip before: " \
           "tell me if this one differs"
    return Understanding(draft=cast(Any, draft), missing=[m for m in result.missing if m not in carried],
                         problems=result.problems, notes=[*result.notes, note], edit=False, unread=result.unread,
                         resumed=result.resumed)


# (an age in brackets beside a person is no count: "my mom (70) is joining us")
# (nor is an age said of one: "grandma is coming too, she's 70", "my son, who is 8", "aged 12", "70 years old")
_BARE_COUNT = lazy_compile(r"(?<![\w$.,])(?<!day\s)(?<!night\s)(?!(?<=\()\d{1,2}\))(?<!she's\s)(?<!he's\s)(?<!she\sis\s)"
                           r"(?<!he\sis\s)(?<!who's\s)(?<!who\sis\s)(?<!aged\s)(?<!age\s)(?<!she’s\s)(?<!he’s\s)"
                           r"(\d{1,2})(?![\w%]|[.,]\d|\s*(?:k\b|dollars?|bucks"
                           r"|usd|days?|nights?|weeks?|people|persons?|travell?ers|adults|of\s+us|years?\s+old|yrs?\s+old"
                           r"|in\s+total|total|in\s+all|altogether)\b)",  # "so 4 in total": the party (``relative``)
                           re.IGNORECASE)


def number_of_what(text: str, state: ChatState) -> str | None:
    """A number said with nothing that tells what it counts ("nope, she's out, back to 2"): asked which, never guessed
    (None when the message holds no such number)."""
    count = _BARE_COUNT.search(text)
    if not state.get("trip") or count is None:
        return None
    n = count.group(1)
    return f"I couldn't tell what {n} counts, so nothing changed: did you mean {n} people or {n} days (a budget, said in dollars)?"


# A count said with its unit, then a bare number set in its place ("3 days is too short, make it 4", "2 people is too
# few, change it to 4"): the number counts what the count before it counted
_UNIT_THEN_BARE = lazy_compile(r"\b\d{1,2}\s+(?P<unit>days?|nights?|people|persons?|travell?ers|adults)\b"
                               r"(?P<mid>[^.;!?]{0,40}?\b(?:make|change|set|bump|up|raise|cut|drop)\s+(?:it|that|this)"
                               r"\s+(?:up\s+|down\s+)?(?:to\s+)?)(?P<n>\d{1,2})(?![\w%$]|[.,]\d|\s*(?:k\b|dollars?|bucks|usd))",
                               re.IGNORECASE)


def unit_carried(text: str) -> str:
    """``text`` with a bare number that replaces a count said just before it given that count's unit ("3 days is too
    short, make it 4": "... make it 4 days"); read alone, "make it 4" is asked about (``number_of_what``), and said
    beside a budget it was dropped in silence."""
    def unit(match: re.Match[str]) -> str:
        said = match["unit"].lower()
        name = "days" if said.startswith("day") else "nights" if said.startswith("night") else "people"
        return f"{match.group(0)} {name}"
    return _UNIT_THEN_BARE.sub(unit, text)


# A value changed with an arrow ("3 days -> 4", "$1900 → $2200", "2 ppl => 3"): the new one, with the old one's unit
_ARROW = lazy_compile(r"(?<![\w.,/-])(?P<old>(?:\$\s?)?\d[\d,]*(?:\.\d+)?(?:\s*(?P<unit>days?|nights?|people|persons?|ppl|pax|travell?ers"
                      r"|adults|guests))?)\s*(?:-{1,2}>|=>|\u2192|\u21d2|\u27f6)\s*(?P<new>\$?\s*\d[\d,]*(?:\.\d+)?)(?![/\d]|-\d|(?:st|nd|rd|th)\b)"
                      r"(?P<own>\s*(?:days?|nights?|people|persons?|ppl|pax|travell?ers|adults|guests)\b)?", re.IGNORECASE)


def arrow_replaced(text: str) -> str:
    """``text`` with each value changed by an arrow written as its new value ("make it 3 days -> 4": "make it 4
    days"); read as said, both counts were read and the old one kept, in silence."""
    def new(match: re.Match[str]) -> str:
        if not match["unit"] and _MONTH_BEFORE.search(text, max(0, match.start() - 12), match.start()):
            return match.group(0)  # "march 15 -> 18": a range of dates, the date readers'
        unit = match["own"] or (f" {match['unit']}" if match["unit"] else "")
        return f"{match['new']}{unit}"
    return _ARROW.sub(new, text)


_MONTH_BEFORE = lazy_compile(rf"\b{MON}\s*$", re.IGNORECASE)


# A bare number set in the place of another ("i meant 3 not 4", "5 not 6"): the number the trip counts with the other
_BARE_FOR_BARE = lazy_compile(r"(?<![\w$.,])(?P<n>\d{1,2})(?P<rest>\s*,?\s+not\s+(?P<old>\d{1,2}))(?![\w%]|[.,]\d|\s*(?:k\b|dollars?"
                              r"|bucks|usd|days?|nights?|weeks?|people|persons?|travell?ers|adults|of\s+us)\b)", re.IGNORECASE)


def unit_of_the_replaced(text: str, trip: Mapping[str, Any] | None) -> str:
    """``text`` with a bare number that corrects another given the unit of the trip's count the other one is ("i meant
    3 not 4" on a trip for 4 people of 3 days: "i meant 3 people not 4"); left as said when the other number is both
    counts of the trip or neither (then asked which, ``number_of_what``)."""
    counts = {"people": (trip or {}).get("people_number"), "days": (trip or {}).get("days")}

    def unit(match: re.Match[str]) -> str:
        named = [name for name, value in counts.items() if value == int(match["old"])]
        return f"{match['n']} {named[0]}{match['rest']}" if len(named) == 1 else match.group(0)
    return _BARE_FOR_BARE.sub(unit, text)


def opening_message(state: ChatState, sandbox: object) -> str | None:
    """The message that started the current trip (the latest earlier one naming a whole route), for "the original
    budget"; None when there is none."""
    said = [message_text(m) for m in state.get("messages") or [] if isinstance(m, HumanMessage)][:-1]
    return next((text for text in reversed(said) if starts_a_trip(text, sandbox)), None)


# The budget the last reply offered, taken up ("go with that budget", "ok, the budget you suggested", "raise it then").
_THAT_BUDGET = lazy_compile(r"\b(?:that|this|the\s+(?:suggested|needed|required|new|offered|cheapest))\s+(?:budget|amount|price|much)\b"
                            r"|\bbudget\s+(?:you\s+)?(?:said|suggested|mentioned|offered|need(?:ed|s)?)\b"
                            r"|\b(?:make|set|change|raise)\s+(?:it|the\s+budget)\s+(?:to\s+)?that\b"
                            r"|\braise\s+(?:it|the\s+budget)(?:\s+(?:then|to\s+(?:that|it)|that\s+much|as\s+needed))?\s*[.!]*$",
                            re.IGNORECASE)


# The budget's cap lifted ("drop the budget cap", "forget the budget", "budget doesn't matter", "no spending limit")
BUDGET_LIFTED = lazy_compile(r"\b(?:drop|remove|forget|lift|scrap|ditch|ignore|lose|no|without)\s+(?:about\s+)?(?:the\s+|my\s+|our\s+"
                             r"|a\s+|any\s+)?(?:budget(?:\s+(?:cap|limit|constraint|ceiling))?|(?:spending\s+)?(?:cap|limit))\b"
                             r"|\bbudget\s+(?:doesn'?t|does\s+not|don'?t)\s+matter\b", re.IGNORECASE)
_OFFERED = lazy_compile(r"\ba budget of \$([\d,]+)")
# An offer taken up without naming it ("fine use that", "ok go with that then"): the offer, when the reply made one
# (a polite word before it too: "yes please, do that", "ok let's do that")
_TAKE_IT = lazy_compile(r"^\W*(?:(?:ok|okay|fine|sure|yes|yeah|yep|alright|then|great|please|pls|plz|let'?s)\W+)*"
                        r"(?:use|go\s+with|do|take|try)"
                        r"\s+(?:that|it|this)(?:\W+(?:one|then|please|pls|instead))*\W*$", re.IGNORECASE)


def offered_budget(text: str, state: ChatState) -> int | None:
    """The budget the last reply offered (no plan within the budget: the cheapest plan's cost, rounded up to a dollar)
    when the message takes it up, or lifts the budget's cap ("drop the budget cap": a plan needs a budget, so the
    cheapest plan's, said so); None otherwise."""
    trip, spent = state.get("trip") or {}, state.get("spent")
    verdict: Mapping[str, Any] = state.get("verdict") or {}
    offered = list((state.get("no_plan") or {}).get("offers") or [])
    over = spent is not None and spent > trip.get("budget", 0) and list(verdict.get("failed") or []) == ["budget"]
    alone = len(offered) + over == 1 and bool(_TAKE_IT.search(text) or BUDGET_LIFTED.search(text))  # "fine use that"
    if not (_THAT_BUDGET.search(text) or alone) or not trip:
        return None
    if over and spent is not None:
        return math.ceil(spent)
    offers = " ".join(offered)
    found = _OFFERED.search(offers)
    return int(found.group(1).replace(",", "")) if found else None


# The dates the last reply offered, taken up ("ok do those dates then", "the dates you suggested", "let's go then")
_THOSE_DATES = lazy_compile(r"\b(?:those|these|that|the\s+(?:suggested|offered|other|new|nearest|earlier|later))\s+"
                            r"(?:dates?|days?|weekend|week)\b|\bdates?\s+(?:you\s+)?(?:said|suggested|mentioned|offered|gave)\b",
                            re.IGNORECASE)


_OFFERED_DATES = lazy_compile(r"\bthe same trip on (\w+ \d+ to \w+ \d+, \d{4})")


def offered_dates(text: str, state: ChatState) -> str | None:
    """The dates a no-plan reply offered (``why_not``: "the same trip on March 3 to March 5, 2022"), as a date edit,
    when the message takes them up; None otherwise (no such offer, or the message names no dates)."""
    if not _THOSE_DATES.search(text) or state.get("plan"):
        return None
    offers = " ".join((state.get("no_plan") or {}).get("offers") or [])
    found = _OFFERED_DATES.search(offers)
    return found.group(1) if found else None


# A bare amount ("keep it at 1200", "nah 1,500 is fine"): three digits or more, or a dollar sign (a count is two digits)
_BARE_AMOUNT = lazy_compile(r"(?<![\w.,])\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,6})"
                            r"(?![\w.,%]|\s*(?:days?|nights?|people|persons?|km|miles?)\b)", re.IGNORECASE)


# ("down to eighteen hundred" says the new amount itself: no change by one)
_BY_AMOUNT = lazy_compile(r"\b(?:extra|more|less|fewer|another|additional|added|plus|minus|by|(?:up|down)(?!\s+to\b)|off|increase"
                          r"|decrease|raise|lower|cut|add|remove)\b|\+|-\s*\$", re.IGNORECASE)


def amount_meant(text: str, state: ChatState) -> int | None:
    """A bare amount in a message that reads nothing else, right after the budget was changed ("bump the budget to
    2000", then "hmm actually keep it at 1200"): the budget it says; None when the last change left the budget alone or
    the message holds more than one amount."""
    amounts = [] if _BY_AMOUNT.search(text) else _BARE_AMOUNT.findall(text)  # "scratch the extra $500": a change by it
    previous = state.get("previous") or {}
    before, now = previous.get("trip") or {}, state.get("trip") or {}
    if len(amounts) != 1 or not before or previous.get(REPAIRED) or before.get("budget") == now.get("budget"):
        return None
    return int(amounts[0].replace(",", ""))


# An amount said as what "it" becomes ("bump it to 2000", "can we up it to $2,500?", "lower it to 900", "ok raise it to
# 1400 then"): the verb moves a number, and of the trip's numbers only the budget runs to three digits or more
# ... or keeps it at ("ok actually keep it at 1700", "leave it at 1500": the budget said again, kept where it is)
_IT_TO = lazy_compile(r"\b(?:(?:bump|raise|up|increase|lower|drop|cut|reduce|change|set|put|take|push|move|make)\s+"
                      r"(?:it|that|this|things|the\s+(?:total|limit|max(?:imum)?|cap|spend(?:ing)?))\s+(?:up\s+|down\s+)?to"
                      r"|(?:keep|leave|hold)\s+(?:it|that|the\s+(?:budget|total|limit|max(?:imum)?|cap))\s+(?:at|to))\s+"
                      r"(?:about\s+|around\s+|like\s+)?" + _BARE_AMOUNT.pattern
                      + r"(?:[\s,]+(?:then|pls|please|instead|now|thanks|thx|ok))*\s*[.!?]*\s*$", re.IGNORECASE)


def amount_to(text: str, state: ChatState) -> int | None:
    """The budget a message that reads nothing else moves "it" to ("bump it to 2000"); None when it says no such amount
    or the trip has no budget to move."""
    found = _IT_TO.search(text)
    if found is None or not (state.get("trip") or {}).get("budget"):
        return None
    return int(found.group(1).replace(",", ""))


# An amount said bare as the new budget ("lets say 1500 instead", "can we do it for 2k?", "1,800 then"): three digits or
# more, or thousands ("2k"); a year is no amount ("2023 instead" moves the dates)
_SAID_AMOUNT = lazy_compile(r"(?<![\w.,$])\$?\s?(?:(\d{1,3}(?:,\d{3})+|\d{3,6})|(\d{1,3}(?:\.\d)?)\s?k)"
                            r"(?![\w.,%]|\s*(?:days?|nights?|people|persons?|km|miles?|hours?|hrs?|stars?)\b)",
                            re.IGNORECASE)
_DOLLAR_RULES = ("max night price", "max night price per person", "max meal cost")


_SPOKEN_AMOUNT = lazy_compile(r"\b(?:[a-z]+[\s-]+){1,5}?(?:hundred|thousand|grand)\b", re.IGNORECASE)


def _in_digits(text: str) -> str:
    """``text`` with an amount in words of hundreds or thousands ("fifteen hundred", "two grand") written as "$1500",
    padded to the same length; words that are no one number stay."""
    def digits(m: re.Match[str]) -> str:
        words = m.group(0).split()
        for start in range(len(words)):  # "make it fifteen hundred": the longest tail that is one number
            value = spelled_value(re.sub(r"\bgrand$", "thousand", " ".join(words[start:]), flags=re.IGNORECASE))
            if value is not None:
                said = " ".join(words[:start] + [f"${value}"])
                return said.ljust(len(m.group(0)))
        return m.group(0)
    return _SPOKEN_AMOUNT.sub(digits, text)


def amount_said(text: str, state: ChatState) -> tuple[int, str] | None:
    """A bare amount in a message that reads nothing else ("hmm lets make it 1600 instead", "can we do it for 1k?"):
    the budget it says and the note the reply says. Of the trip's numbers only the budget runs to three digits (people
    and days are at most two), so the amount is taken as the budget, said so; None when the message holds no such amount
    or more than one, changes by it ("bump it up by 300": ``relative``), or the trip holds another rule in dollars the
    amount could set (a nightly or meal cap: asked, never guessed)."""
    budget, held = (state.get("trip") or {}).get("budget"), (state.get("trip") or {}).get("local_constraint") or {}
    text = _in_digits(text)  # "make it fifteen hundred": $1500
    found = [] if _BY_AMOUNT.search(text) else list(_SAID_AMOUNT.finditer(text))
    if len(found) != 1 or not budget or any(held.get(key) is not None for key in _DOLLAR_RULES):
        return None
    whole, thousands = found[0].group(1), found[0].group(2)
    amount = round(float(thousands) * 1000) if thousands else int(whole.replace(",", ""))
    if whole and not found[0].group(0).lstrip().startswith("$") and 2020 <= amount <= 2030:
        return None  # "2023 instead": a year
    return amount, f"I took {found[0].group(0).strip()} as the new budget: say so if you meant otherwise"


# A rating said with nothing rated ("and rated 3 or better", the rating reader's problem) takes the kind of place the
# wish said just before was about: the stays' rules, or the restaurants'
_UNRATED = lazy_compile(r"^'(.+?)': say what must be rated\b")
_VENUE_RULES = (("hotel", {"room type", "max night price", "max night price per person", "stay forbids", "house rule",
                           "more house rules", "min stay rating"}),
                ("restaurant", {"cuisine", "avoid cuisines", "min rating", "max meal cost"}))


def rating_venue(text: str, problems: list[str], state: ChatState) -> tuple[str, str] | None:
    """A rating that names nothing rated ("rated 4 or better") right after a wish about the stays ("we'd like an entire
    home") or the restaurants: the message with that kind of place named, and the note the reply says; None when another
    problem stands or the last change was about neither kind alone (what is rated is asked, never guessed)."""
    phrases = [m.group(1) for m in map(_UNRATED.match, problems) if m]
    if not phrases or len(phrases) != len(problems):
        return None
    before = ((state.get("previous") or {}).get("trip") or {}).get("local_constraint") or {}
    now = (state.get("trip") or {}).get("local_constraint") or {}
    changed = {key for key in {*before, *now} if (before.get(key) or None) != (now.get(key) or None)}
    venues = [venue for venue, keys in _VENUE_RULES if changed & keys]
    if len(venues) != 1:
        return None
    for phrase in phrases:
        text = text.replace(phrase, f"{venues[0]} {phrase}", 1)
    return text, (f"I took the rating as the {venues[0]}s', as your wish before was about them: say so if you meant "
                  "otherwise")


# A bound said after the way of travelling it bounds, with no measure of its own ("driving's fine after all, just not
# more than 4 hours a day", "flying is ok, but not before 8am"): the measure is the mode named before it
_DRIVING = lazy_compile(r"\bdriv(?:e|es|ing|en)\b|\bdrove\b|\broad\s*trips?\b|\bcar\b", re.IGNORECASE)
_FLYING = lazy_compile(r"\bfl(?:y|ying|ights?|ew|own)\b|\b(?:air)?planes?\b", re.IGNORECASE)
_HOURS_A_DAY = lazy_compile(r"\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten)\s*(?:hours?|hrs?|h)\b"
                            r"(?=\s*(?:a|per|each|every|/)\s*day\b"
                            # ... or said as a bound ("my dad can't drive long, 2 hours max")
                            r"|\s*(?:max(?:imum)?|tops|at\s+most|or\s+less)\b)", re.IGNORECASE)
_CLAUSE_BREAK = lazy_compile(r"[,;.!?]|\s-\s|\b(?:but|just|as\s+long\s+as)\b", re.IGNORECASE)
_BARE_CLOCK = lazy_compile(r"\b(?:not|nothing|none)\s+(?=(?:before|after|earlier\s+than|later\s+than)\s+"
                           r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock)?\b)", re.IGNORECASE)


def measure_named(text: str) -> str:
    """``text`` with the measure a bare bound is about written in ("4 hours of driving a day", "no flights before
    8am") when one way of travelling alone is named before it; else as it was (no bound is guessed at)."""
    driving, flying = _DRIVING.search(text), _FLYING.search(text)
    if driving is not None and flying is None:  # a bound in the verb's own clause ("don't want to drive more than 4
        # hours a day") is the verb's already: written in, the verb would be left alone, read as a ban
        return _HOURS_A_DAY.sub(lambda m: m.group(0) if m.start() < driving.start()
                                or not _CLAUSE_BREAK.search(text, driving.end(), m.start()) else f"{m.group(0)} of driving",
                                text)
    if flying is not None and driving is None:
        return _BARE_CLOCK.sub(lambda m: m.group(0) if m.start() < flying.start() else "no flights ", text)
    return text


# (and the stays' stars, a number of the rules: "make it 4 stars", "nah 3 is fine", "actually no, 4 was better")
_COUNT_UNITS = {"people_number": "people", "days": "days", "min stay rating": "stars"}


def _count_of(trip: Mapping[str, Any], name: str) -> Any:
    """The trip's count ``name``: a field of its own, or a number of its rules (the stays' stars)."""
    return trip.get(name) if name in trip or name in ("people_number", "days") else (
        (trip.get("local_constraint") or {}).get(name))


def count_meant(text: str, state: ChatState, sandbox: object) -> tuple[str, str] | None:
    """A bare number in an edit ("sorry I meant 4", "nope, she's out, back to 2"): the count it corrects, the message
    given its unit, and the note the reply says. The count is the one the last change changed, when it changed one (the
    people or the length, by the snapshot it kept); "back to N" is the count that was N before (in that snapshot or in
    the request that started the trip) and is not now. None when the number could count either, or the message holds
    more than one. An undo said before it ("undo the 2 people thing, make it 3") names the count the number sets."""
    text = undone_cut(text)
    counts = _BARE_COUNT.findall(text)
    previous = state.get("previous") or {}
    before, now = previous.get("trip") or {}, state.get("trip") or {}
    if len(counts) != 1 or not before or previous.get(REPAIRED):
        return None
    changed = [name for name in _COUNT_UNITS if _count_of(before, name) != _count_of(now, name)]
    if len(changed) != 1 and _BACK.search(text):
        opening = opening_message(state, sandbox)
        earlier = [_count_of(before, name) for name in _COUNT_UNITS], [
            _stated(opening, name, sandbox) if name in ("people_number", "days") else None for name in _COUNT_UNITS]
        changed = [name for i, name in enumerate(_COUNT_UNITS)
                   if int(counts[0]) in (earlier[0][i], earlier[1][i]) and _count_of(now, name) != int(counts[0])]
    if len(changed) != 1:
        return None
    unit = _COUNT_UNITS[changed[0]]
    return (_BARE_COUNT.sub(lambda m: f"{m.group(1)} {unit}", text, count=1),
            f"I took {counts[0]} as the number of {unit}, the count you changed before: say so if you meant otherwise")


_BACK = lazy_compile(r"\b(?:back|again|was\s+(?:right|correct|fine|it|better|good))\b", re.IGNORECASE)  # "ugh no, 3 was right"
# An undo naming the last change by its count ("undo the 2 people thing", "revert the 2 extra days"), maybe with the
# count to set after it ("..., make it 3"): the count it names is the change's, never a new value; a count said after
# another change named ("undo the budget cut but make it 3 people") is a new value
_UNDONE_FIRST = lazy_compile(r"^\W*(?:(?:hmm+|ok|okay|actually|wait|no|nah|oops|sorry)\W+)*(?:undo|revert)\s+"
                             r"(?:(?!(?:but|and|make|then|set)\b)\w+\s+){0,2}\d+\s+"
                             r"(?:(?:more|extra|additional)\s+)?(?:people|persons?|travell?ers?|days?|nights?)\b[^,;.]*"
                             r"(?:[,;.]\s*(?:and\s+|but\s+|then\s+)?|$)", re.IGNORECASE)


# A pet named in an earlier message ("our dog Max", "Biscuit our golden retriever", "our cat, called Miso")
PET = r"(?:dogs?|pup(?:py|s)?|cats?|kitten|kitty|pets?|retrievers?|labradors?|poodles?|terriers?|beagles?|corgis?|pugs?)"
_PET = PET
_PET_NAMED = lazy_compile(rf"\b(?:our|my)\s+(?:[a-z]+\s+)?(?P<pet>{_PET})\s*,?\s*(?:(?:named|called)\s+)?(?P<name>[A-Z][a-z]+)\b"
                          # ("Max, our dog", "Biscuit the beagle")
                          rf"|\b(?P<name2>[A-Z][a-z]+)\s*,?\s+(?:our|my|the)\s+(?:[a-z]+\s+){{0,2}}?(?P<pet2>{_PET})\b")


def pet_named(text: str, state: ChatState) -> str:
    """``text`` with the name of a pet an earlier message named written as the pet ("Max is staying with the
    neighbours" after "our dog Max": "the dog is staying with the neighbours"), so the party's words read it."""
    said = [message_text(m) for m in state.get("messages") or [] if isinstance(m, HumanMessage)][:-1]
    for found in (m for earlier in said for m in _PET_NAMED.finditer(earlier)):
        name, pet = found.group("name") or found.group("name2"), found.group("pet") or found.group("pet2")
        pet = "dog" if pet.lower() not in ("cat", "cats", "kitten", "kitty", "pet", "pets") else pet.lower().rstrip("s")
        text = re.sub(rf"\b{re.escape(name)}\b", f"the {pet}", text)
    return text


def undone_cut(text: str) -> str:
    """``text`` without an undo that names the last change by its count ("undo the 2 people thing, make it 3" →
    "make it 3"): the trip parser reads only the rest (the undo itself is read against the last change)."""
    return _UNDONE_FIRST.sub("", text, count=1)

# People joining or leaving the party ("two bailed, it's 4 now", "my cousin is coming, so 5"): a bare number beside
# them counts people
_PEOPLE_MOVE = lazy_compile(r"\b(?:bail(?:ed|s|ing)?|dropp?(?:ed|ing)?\s+out|pull(?:ed|ing)?\s+out|can(?:'|no)?t\s+come|can\s+not"
                            r"\s+come|(?:is|are|'s|'re)\s+(?:coming|joining|out)|join(?:s|ed|ing)?\s+(?:us|the\s+trip)"
                            r"|tag(?:s|ging)?\s+along|flak(?:ed|ing)|backed\s+out|not\s+coming"
                            # "two more joining so 8", "another friend is tagging along": more people said to come
                            r"|(?:more|extra|another|others?)\s+(?:[a-z]+\s+)?(?:coming|joining|tagging))\b", re.IGNORECASE)


# A count of some of the travellers corrected ("sorry, 3 kids not 2", "it's 2 adults, not 3"): the party changes by the
# difference, whoever the others are
_MEMBERS_CORRECTED = lazy_compile(rf"\b(?P<now>\d{{1,2}})\s+(?P<who>(?:little\s+)?{KIDS}|adults?|grown[\s-]?ups)\s*,?\s*"
                                  r"(?:not|instead\s+of|rather\s+than)\s+(?P<was>\d{1,2})\b(?:\s+(?P=who))?", re.IGNORECASE)


def people_count(text: str, state: ChatState) -> tuple[str, str] | None:
    """A bare number said with people joining or leaving ("two bailed, it's 4 now"): the message given "people" as its
    unit, and the note the reply says; None when the message says no such thing or holds more than one bare number
    (but for the count of those who leave or join, said right before it: "3 dropped out so 5"). A count of some of the
    travellers corrected ("3 kids not 2") is the party changed by the difference."""
    corrected = _MEMBERS_CORRECTED.search(text)
    party = (state.get("trip") or {}).get("people_number")
    if corrected is not None and party:
        now = int(party) + int(corrected.group("now")) - int(corrected.group("was"))
        if now >= 1:
            said = f"{corrected.group('now')} {corrected.group('who')} instead of {corrected.group('was')}"
            return (f"{text[:corrected.start()]}{now} people{text[corrected.end():]}",
                    f"I took {said} as {now} people in all: say so if you meant otherwise")
    counts = _BARE_COUNT.findall(text)
    if not state.get("trip") or not _PEOPLE_MOVE.search(text):
        return None
    movers = [m for m in _BARE_COUNT.finditer(text) if _PEOPLE_MOVE.match(text, m.end() + 1) and text[m.end():m.end() + 1] == " "]
    if len(counts) == 2 and len(movers) == 1:  # "3 dropped out so 5": those who leave or join, then the party they leave
        mover = movers[0]
        return (f"{text[:mover.end()]} people{text[mover.end():]}",
                f"I took {counts[1]} as the number of people, as you said who is coming: say so if you meant otherwise")
    if len(counts) != 1:
        return None
    return (_BARE_COUNT.sub(lambda m: f"{m.group(1)} people", text, count=1),
            f"I took {counts[0]} as the number of people, as you said who is coming: say so if you meant otherwise")


def _stated(message: str | None, name: str, sandbox: object) -> Any:
    """A count the message states (the days its dates span too)."""
    value = stated_in(message, name, sandbox)
    dates = stated_in(message, "date", sandbox) if name == "days" and value is None else None
    return len(dates) if dates else value


# A message correcting itself: "... wait no, I mean ...", "..., sorry I meant ...", "... oops, I mean ..."
_SAID_OVER = lazy_compile(r"(?:\.{2,}|[,;:!-])?\s*\b(?:(?:wait|oh|oops|sorry|no|nope|actually|nah)[\s,.!]+){1,3}(?:i\s+)?"
                          r"mean[t]?\b[\s,:]*", re.IGNORECASE)
_CLAUSE = lazy_compile(r"[,;]|\.{2,}|\s\band\b|\s\bbut\b", re.IGNORECASE)


def said_over(text: str) -> tuple[str, str] | None:
    """A message that corrects itself ("budget 1500, and no smoking... wait no, I mean I want to be able to smoke"): the
    message with the clause the correction replaces left out (the one right before it), and the note the reply says;
    None when the message corrects nothing. Read only when the message as said was refused (a rule both asked for and
    ruled out), so a filler "I mean" never changes a reading that worked."""
    found = _SAID_OVER.search(text)
    if found is None or not text[found.end():].strip():
        return None
    before = text[:found.start()]
    cut = list(_CLAUSE.finditer(before))
    kept = before[:cut[-1].start()] if cut else ""
    replaced = before[cut[-1].end():] if cut else before
    said = text[found.end():].strip()
    return f"{kept.rstrip(' ,;')}, {said}".strip(" ,"), f"I read \"{said}\" in place of \"{replaced.strip(' .,')}\", as you corrected it"


# The trip's rules a bare number can set anew ("hotel 4 stars min", then "nah 3 is ok"): their kind of number (a rating
# up to 5, an amount of dollars, hours) and the words that name what they are about. A minimum is relaxed by a lower
# number, a cap by a higher one.
_RATING, _DOLLARS, _HOURS = "rating", "dollars", "hours"
# (a rating named alone, "bump the rating to 4", names the one rating rule the trip holds: with both held, it is asked)
_NUMBER_RULES = {"min stay rating": (_RATING, "min", r"hotels?|stays?|rooms?|lodging|places?|stars?|accommodations?|ratings?"),
                 "min rating": (_RATING, "min", r"restaurants?|food|meals?|eat\w*|dining|diners?|ratings?"),
                 "max night price": (_DOLLARS, "max", r"nights?|nightly|hotels?|stays?|rooms?|lodging|places?"),
                 "max night price per person": (_DOLLARS, "max", r"nights?|nightly|hotels?|stays?|rooms?|lodging|places?"),
                 "max meal cost": (_DOLLARS, "max", r"restaurants?|food|meals?|eat\w*|dining|each|a\s+head"),
                 "max driving hours": (_HOURS, "max", r"driv\w*|car|road"),
                 "max flight hours": (_HOURS, "max", r"fl(?:y|ying|ights?)|plane"),
                 "max travel hours": (_HOURS, "max", r"travel\w*|transit")}
# (a number after "day" or "night" names which one, never a limit: "whats dinner day 1" after "3 stars min")
_RULE_NUMBER = lazy_compile(r"(?<![\w.,])(?<!\bday\s)(?<!\bnight\s)(?<!\bdays\s)(?<!\bnights\s)"
                            r"(\$)?\s?(\d{1,4}(?:\.\d+)?)(?![\w%]|[.,]\d|\s*(?:days?|weeks?|people|persons?"
                            r"|travell?ers|adults|of\s+us|k)\b)\s*(stars?|hours?|hrs?|h\b)?", re.IGNORECASE)


def rule_number(text: str, state: ChatState, named_only: bool = False) -> tuple[str, float, str] | None:
    """A bare number in a message that reads nothing else, for a rule the trip holds ("nah 3 is ok" after "hotel 4 stars
    min"; "fine, 3.5 is ok for restaurants"): the rule's key, its new value and the note the reply says. Taken when one
    rule alone fits the number's kind (a rating up to 5, dollars, hours) and either relaxes it (a lower minimum, a
    higher cap) or the message names what the rule is about, by its words or by a unit only that rule has ("make it 2
    hours max" beside a driving limit); None otherwise (the number is asked about, never guessed). ``named_only``: only
    a message that names the rule ("the nightly thing can go up to 150", which the budget reader guessed at)."""
    found = list(_RULE_NUMBER.finditer(text))
    held = ((state.get("trip") or {}).get("local_constraint") or {})
    if len(found) != 1 or not held:
        return None
    dollar, number, unit = found[0].group(1), float(found[0].group(2)), (found[0].group(3) or "").lower()
    kinds = {_HOURS} if unit.startswith("h") else {_DOLLARS} if dollar else {_RATING} if unit.startswith("star") else {
        kind for kind, fits in ((_RATING, number <= 5), (_HOURS, 1 <= number <= 24), (_DOLLARS, number >= 5)) if fits}
    fits = [key for key, (kind, _side, _about) in _NUMBER_RULES.items() if held.get(key) is not None and kind in kinds]
    named = [key for key in fits if re.search(rf"\b(?:{_NUMBER_RULES[key][2]})\b", text, re.IGNORECASE)]
    named = named or (fits if unit and len(fits) == 1 else [])
    fits = named or fits
    if len(fits) != 1 or held[fits[0]] == number or (named_only and not named):
        return None
    key = fits[0]
    relaxes = number < held[key] if _NUMBER_RULES[key][1] == "min" else number > held[key]
    if not relaxes and not named:
        return None
    return key, number, f"I took {found[0].group(0).strip()} as the new limit of the wish you set before: say so if you meant otherwise"


# The listings a room word names, for a room type allowed beside the one the trip asks for
_ROOM_WORDS = {"Private room": r"\bprivate\b|\b(?:my|our)\s+own\s+(?:bed)?rooms?\b",
               "Shared room": r"\bshar(?:ed|ing)\b(?!\s+bath)",
               "Entire home/apt": r"\b(?:entire|whole)[\s-]+(?:rooms?|homes?|houses?|apartments?|places?|units?|flats?"
                                  r"|condos?)\b"}


def room_widened(text: str, state: ChatState) -> Understanding | None:
    """A room type allowed beside the one the trip asks for ("private rooms are ok too" after "entire home only"): the
    room rule widened to the type that takes in both (a private room or an entire home: "not shared room"); where no
    type takes in both (a private or a shared room), the room rule is dropped, said so. None when the message allows no
    room type the rule keeps out (a wish that rules nothing out is answered as such)."""
    trip = state.get("trip") or {}
    local = trip.get("local_constraint") or {}
    held = local.get("room type")
    if not held or held not in ROOM_TYPE_LISTINGS or not accepts(text):
        return None
    allowed = set(ROOM_TYPE_LISTINGS[held])
    named = {listing for listing, words in _ROOM_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    if not named or named <= allowed:
        return None
    wider = allowed | named
    room = next((name for name, listings in ROOM_TYPE_LISTINGS.items() if set(listings) == wider), None)
    draft = {**trip, "local_constraint": {**local, "room type": room}}
    kinds = " and ".join(sorted(w.split()[0].lower() for w in wider))
    note = [] if room else [f"no room type takes in {kinds} rooms alone, so I dropped the room rule: any room may be "
                            "planned"]
    return Understanding(cast(Any, draft), [], notes=[*changes(trip, draft), *note], edit=True)


def rule_not_budget(text: str, result: Understanding, state: ChatState) -> Understanding | None:
    """An amount the budget reader took as the budget by a guess, in a message that changes nothing else and names a
    rule in dollars the trip holds ("the nightly thing can go up to 150" beside "under $100 a night"): that rule's new
    limit, said so; None otherwise (the guess stands, said as one)."""
    trip = state.get("trip") or {}
    guessed = any("read as the budget in US dollars" in note for note in result.notes)
    others = {k: v for k, v in result.draft.items() if k != "budget"} != {k: v for k, v in trip.items() if k != "budget"}
    limit = rule_number(text, state, named_only=True) if guessed and not others and not result.problems else None
    return rule_set(trip, *limit) if limit is not None and _NUMBER_RULES[limit[0]][0] == _DOLLARS else None


def rule_set(trip: dict[str, Any], key: str, value: float, note: str) -> Understanding:
    """An edit setting one rule of the trip to ``value`` (``rule_number``'s reading), its change and note said."""
    draft = {**trip, "local_constraint": {**(trip.get("local_constraint") or {}), key: value}}
    return Understanding(cast(Any, draft), [], notes=[*changes(trip, draft), note], edit=True)
