"""A rule the trip holds, its value said again: "make that 10am" after "no flights before 8am", "actually 200 a night is
fine" with a nightly cap, "actually 3 a day is fine" with a pace, "scratch that, 4.5" after a rating, "k 2 is fine",
"nah 175", "bump that to 5", "make it 250 a night and 3 sights" (issue 39: people change their minds about a rule and
write only its new value).

A message is such a change when, its words of correction and assent aside ("actually", "no wait", "make that",
"scratch that", "is fine", "back to", "again"), each of its parts is a value alone, with or without its unit: a clock
time, an amount a night, a head or a meal, a count of sights a day, of hours, of stars. The value goes to the rule of
that unit the trip holds (a nightly amount is the nightly cap's, never a budget of it times the nights, read before:
$400 from "200 a night"), and a value with no unit to the rule the last change set, when it set one alone. The message
is then read as that rule's own sentence with the new value (the rule's ``flex_sentence``), so the reply names the
change as for any rule said again; a message with any other word, or a value no held rule takes, is left as it was.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import named
from himap_travel.domain.constraints.driving_distance import KM_PER_MILE
from himap_travel.domain.parsing.numbers import spelled_value
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.snapshot import REPAIRED
from himap_travel.nodes.chat.window_back import LEGS
from himap_travel.state.chat_state import ChatState

# Words that only correct or assent: what is left of a part once they are gone is the value (and its unit)
_FILLER = lazy_compile(
    r"\b(?:actually|actualy|acutally|no|nope|nah|wait|hmm+|um+|ugh+|argh+|meh|welp|ok|okay|k|kk|eh|so|oh|ah|sorry|oops|i|mean|meant|scratch"
    r"|that|this|make|it|let'?s|lets|let|us|say|do|go|with|back|to|again|instead|then|please|pls|plz|on|second|thought"
    r"|is|'s|fine|good|great|cool|works?|would|be|enough|bump|raise|lower|change|set|up|down|the|might|too|strict|tight"
    r"|loose|yeah|yes|yep|sure|just|alright|well|and|now|for|by|thanks|thx|ty|maybe|how|what|about|rather|prefer|all|right|try"
    r"|limit|cap|max"
    # ("we agreed on 2 a day", "I'd rather go slow, make it 1 a day": the value, said as what was settled or why)
    r"|agreed|agree|settled|settle|decided|compromise|'d|’d|slow|slower"
    r"|we|could|can)\b|[,!?;~]+|\.(?!\d)|:(?!\d)",  # ("actually we could do three a day": the value, said as what we can do)
    re.IGNORECASE,
)
_NUMBER = r"\$?\s?(?P<n>\d{1,4}(?:\.\d{1,2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CLOCK = lazy_compile(r"^(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<half>am|pm|a\.m\.|p\.m\.)?$", re.IGNORECASE)
# The units a value may be said with, each the rules it can set (the row keys, docs/vocabulary.md)
_NIGHT = ("max night price",)
_PERSON = ("max night price per person", "max meal cost")
_HOURS = ("max driving hours", "max flight hours", "max travel hours")
_UNITS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (lazy_compile(p, re.IGNORECASE), keys)
    for p, keys in (
        (r"^(?:(?:a|an|per|each|/)\s*)+(?:night|nite|nt)\s*(?:(?:per|a|each)\s*(?:person|head)|pp)$", ("max night price per person",)),
        (r"^(?:(?:a|an|per|each|/)\s*)+(?:night|nite|nt)(?:\s*(?:for\s+)?(?:the\s+)?room)?$|^nightly$", _NIGHT),
        (r"^(?:pp|(?:(?:a|per|each)\s*)+(?:person|head|pax))$", _PERSON),
        (r"^(?:(?:a|per|each)\s*)+meal$|^(?:meals?|food)$", ("max meal cost",)),
        (r"^(?:sights?|attractions?|things?)?\s*(?:(?:a|per|each|every)\s*day)?$", ("pace",)),
        (r"^(?:h|hrs?|hours?)\s*(?:of\s+)?(?:driving|drive)(?:\s*(?:a|per)\s*day)?$", ("max driving hours",)),
        (r"^(?:h|hrs?|hours?)\s*(?:of\s+)?(?:flying|flight|flights|in\s+the\s+air)$", ("max flight hours",)),
        (r"^(?:h|hrs?|hours?)\s*(?:of\s+)?(?:travel|travelling|traveling)(?:\s*(?:a|per)\s*day)?$", ("max travel hours",)),
        (r"^(?:h|hrs?|hours?)(?:\s*(?:a|per)\s*day)?$", _HOURS),
        (r"^(?:miles?|mi|km|kms|kilomet(?:er|re)s?)(?:\s*(?:of\s+)?(?:driving|drive))?(?:\s*(?:a|per)\s*day)?$", ("max driving km",)),
        (r"^(?:stars?|star\s+stays?)$", ("min stay rating",)),
        (r"^(?:rating|rated|\+)$", ("min stay rating", "min rating")),
    )
)
_BEFORE_UNITS = ((lazy_compile(r"^(?:meals?|food)(?:\s+(?:under|at\s+most))?$", re.IGNORECASE), ("max meal cost",)),)
# What a value of each rule may be (a value out of its range is no such rule's: "2 people" never a rating)
_RANGES = {
    "min stay rating": (1, 5),
    "min rating": (0, 5),
    "pace": (0, 10),
    "max driving hours": (0.5, 24),
    "max driving km": (1, 5000),
    "max flight hours": (0.5, 24),
    "max travel hours": (0.5, 24),
    "max night price": (10, 100000),
    "max night price per person": (10, 100000),
    "max meal cost": (1, 1000),
}
_CLOCK_UNIT = lazy_compile(r"^(?:am|pm|a\.m\.|p\.m\.|o'?clock)$", re.IGNORECASE)
# A bound picked by its part of the day ("the morning one", "the evening one"): the time said picks it (``_nearest``)
_WHICH = lazy_compile(r"\b(?:the\s+)?(?:morning|evening|afternoon|night|early|late|earlier|later)\s+(?:one|time)\b", re.IGNORECASE)
_PART = lazy_compile(r"\s*(?:,|;|\band\b|&|\+)\s*", re.IGNORECASE)
_VALUE = lazy_compile(rf"^(?P<before>[a-z ]*?)\s*{_NUMBER}\s*(?P<unit>.*)$", re.IGNORECASE)


# What an open question may be answered with by a number alone: then a number said is its answer, never a rule's value
_NUMBER_ASKED = frozenset({"budget", "people_number", "days", "date"})


def rule_value_said(text: str, state: ChatState, pending: bool = False) -> str:
    """``text`` read as the held rules' own sentences with the values it says again (see the module's note), or
    ``text`` as it was when any part of it is more than a value a held rule takes. ``pending``: a question is open,
    and the rules held are its draft's ("max $180 a night", then "make that 200" before the destination is said),
    unless it asks for a number ("how many people?": "3" answers it)."""
    if pending and _NUMBER_ASKED & set(state.get("missing") or []):
        return text
    rules = ((state.get("draft") if pending else state.get("trip")) or {}).get("local_constraint") or {}
    held = {k: v for k, v in rules.items() if v not in (None, [], {})}
    if not held or len(text) > 80:
        return text
    swapped = item_swapped(text, state) if not pending else text
    if swapped != text:
        return swapped
    sentences = []
    for part in filter(None, (p.strip() for p in _PART.split(text))):
        if _remark_on_old(part, held):
            continue
        if _A_BOUND_SAID.search(part):
            return text  # ("and back by 6pm": a window of its own, the trip parser's, never the held one's new clock)
        leg = next((name for name, words in LEGS.items() if words.search(part)), None)
        rest = _FILLER.sub(" ", _WHICH.sub(" ", LEGS[leg].sub(" ", part) if leg else part)).strip()
        if not rest:
            continue
        # (a draft's rules have no change before them: each is as new as the others, so a bare value goes to the one
        # rule that takes it)
        said = _sentence(rest, leg, held, set(held) if pending else _last_changed(state))
        if said is None:
            return text
        sentences.append(said)
    return " ".join(sentences) if sentences else text


# A clock time said with a leg and its own bound ("and back by 6pm", "home before 9pm"): a window of its own (a bound
# alone, "no wait, by 8pm", is the held window's new clock)
_A_BOUND_SAID = lazy_compile(r"\b(?:back|home|return(?:ing)?|out|there)\s+(?:flight\s+)?(?:by|before|after|until|till"
                             r"|no\s+(?:later|earlier)\s+than)\s+(?:\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midnight)",
                             re.IGNORECASE)


# The old value judged beside the new one ("make it four hours, two's silly", "3 a day, 1 was too few"): no value said
_OLD_JUDGED = lazy_compile(
    rf"^{_NUMBER}\s*(?:['’]s|\s+(?:is|was|seems|feels|sounds|felt|seemed))\s+(?:(?:way|a\s+bit|far|just|kinda|rather"
    r"|really|pretty)\s+)?(?:silly|ridiculous|crazy|mad|nuts|daft|a\s+joke|not\s+enough|nothing|tiny|stingy|too\s+\w+)$",
    re.IGNORECASE)


def _remark_on_old(part: str, held: dict[str, Any]) -> bool:
    """Whether ``part`` only judges a value a held rule has now ("two's silly" with two hours held): it sets nothing."""
    found = _OLD_JUDGED.match(part.rstrip(".!? "))
    if found is None:
        return False
    number = found.group("n")
    value = float(number) if number[0].isdigit() else float(spelled_value(number) or 0)
    olds = [v for rule in held.values() for v in (rule.values() if isinstance(rule, dict) else [rule])]
    return any(isinstance(old, int | float) and not isinstance(old, bool) and old == value for old in olds)


# "swap punjab grill for barbeque nation", "replace austin with dallas": an item of a held list rule for another
_SWAP = lazy_compile(
    r"^\W*(?:(?:actually|ok|okay|hmm+|no|wait|k|so|oh)\W+)*(?:swap|switch|replace|change|trade)\s+(?:out\s+)?(?:the\s+)?"
    r"(?P<old>[\w .'&-]+?)\s+(?:for|with|to)\s+(?P<new>[\w .'&-]+?)\s*(?:(?:instead|then|pls|please)\W*)*[.!?]*$",
    re.IGNORECASE,
)
_VAGUE = lazy_compile(r"\b(?:some\w*|another|other|cheaper|better|nicer|different|else|one)\b", re.IGNORECASE)
# The list rules a new item replaces whole (never adding up): the one swapped out goes, the others stay
_SWAPPED = ("eat at", "visit cities")


def item_swapped(text: str, state: ChatState) -> str:
    """ "swap punjab grill for barbeque nation" with that restaurant to eat at (a city to visit likewise): the rule's own
    sentence with the new item in the old one's place, the others kept (the new name was read as a cuisine, "barbeque":
    the restaurant swapped out dropped, the BBQ cuisine added); else ``text`` as it was."""
    found = _SWAP.match(text)
    held = (state.get("trip") or {}).get("local_constraint") or {}
    if found is None or _VAGUE.search(found.group("new")) or len(found.group("new").split()) > 4:
        return text
    old = " ".join(found.group("old").lower().split())
    for key in _SWAPPED:
        items = list(held.get(key) or [])
        if any(str(item).lower() == old for item in items):
            kept = [item for item in items if str(item).lower() != old]
            return str(named(key).flex_sentence([*kept, found.group("new").strip()]))
    return text


def _last_changed(state: ChatState) -> set[str]:
    """The rules the last change set or changed (none after an undo or a repair: the snapshot is no change said)."""
    previous = state.get("previous") or {}
    if state.get("restored") or previous.get(REPAIRED):
        return set()
    before = (previous.get("trip") or {}).get("local_constraint") or {}
    now = (state.get("trip") or {}).get("local_constraint") or {}
    return {k for k in now if now.get(k) not in (None, [], {}) and now.get(k) != before.get(k)}


def _sentence(rest: str, leg: str | None, held: dict[str, Any], last: set[str]) -> str | None:
    """The sentence of the one held rule ``rest`` (a value and its unit) sets, with that value; None when it is no
    value, or no one held rule takes it."""
    found = _VALUE.match(" ".join(rest.split()))
    if found is None:
        return None
    number, unit, before = found.group("n"), found.group("unit").strip(), found.group("before").strip()
    value = float(number) if number[0].isdigit() else float(spelled_value(number) or 0)
    if "flight times" in held and (_CLOCK_UNIT.match(unit) or ":" in rest) and not before:
        return _window_sentence(rest, leg, held["flight times"], last)
    keys = _keys_of(unit, before, rest.lstrip().startswith("$"))
    if keys is None:
        return None
    keys = [k for k in keys if k in held and _RANGES.get(k, (0, 0))[0] <= value <= _RANGES.get(k, (0, 0))[1]]
    if len(keys) > 1 or not (unit or before):  # a value with no unit is the rule the last change set
        keys = [k for k in keys if k in last]
    if len(keys) != 1:
        if not unit and not before and "flight times" in held and "flight times" in last and value <= 23:
            return _window_sentence(rest, leg, held["flight times"], last)
        return None
    old = held[keys[0]]
    if keys[0] == "max driving km" and unit.lower().startswith("mi"):  # "make that 50 miles": the rule holds km
        value = round(value * KM_PER_MILE, 1)
    if not unit and keys[0] in (*_NIGHT, *_PERSON) and not old / 4 <= value <= old * 4:
        return None  # a bare amount far from the cap it would correct ("make it 2000" after $150 a night): a budget's
    return _said_as(keys[0], value, old)


def _keys_of(unit: str, before: str, dollars: bool) -> list[str] | None:
    """The rules a value said with ``unit`` after it (or ``before`` it) may set; every rule of one number when none."""
    if before:
        return next((list(keys) for pattern, keys in _BEFORE_UNITS if pattern.match(before)), None) if not unit else None
    if not unit:
        return [*_NIGHT, *_PERSON] if dollars else list(_RANGES)
    return next((list(keys) for pattern, keys in _UNITS if pattern.match(unit)), None)


def _said_as(key: str, value: float, old: Any) -> str | None:
    """The rule's own sentence with the new value (a pace keeps the bound it held: at most, or at least; an exact count,
    "one thing a day", both: "actually we could do three a day" is three)."""
    constraint = named(key)
    if key != "pace":
        return constraint.flex_sentence(value)  # "actually 4.5": 4.5, never cut to a looser 4
    bounds = [b for b in ("most", "least") if (old or {}).get(b) is not None]
    if len(bounds) == 2 and old["most"] == old["least"]:  # an exact count ("one thing a day") said again: the new count
        bounds = ["most", "least"]
    elif len(bounds) != 1:
        return None
    if value != int(value):
        return None
    if old.get("most") == 0 and value:  # "max 2 a day" after "nothing on the last day": a rule of the other days
        return constraint.flex_sentence({"most": int(value), "least": None, "days": None, "free_days": old.get("days")})
    return constraint.flex_sentence({**old, **dict.fromkeys(bounds, int(value))})


def _window_sentence(rest: str, leg: str | None, windows: list[dict[str, Any]], last: set[str]) -> str | None:
    """A clock said again: the one bound of the flight window it corrects (of the leg named, else the one window held
    or changed last), at the new time; a bare hour is the one of the day nearer the old time ("9" after 10:00 is 09:00,
    "8" after 18:00 is 20:00)."""
    clock = _CLOCK.match(rest.replace(" ", "")) or _CLOCK.match(rest)
    if clock is None:
        return None
    mine = [w for w in windows if leg is None or w.get("leg") == leg]
    bounds = [(w, b) for w in mine for b in ("depart_from", "depart_until", "arrive_from", "arrive_until") if w.get(b)]
    hour, minute, half = int(clock.group("h")), int(clock.group("m") or 0), (clock.group("half") or "").lower()[:1]
    if hour > 23 or minute > 59 or (half and not 1 <= hour <= 12):
        return None
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    if len(bounds) > 1 and (half or clock.group("m")):  # "make the morning one 8am": the bound nearest the new time
        bounds = _nearest(bounds, hour)
    if len(bounds) != 1:
        return None
    window, bound = bounds[0]
    if not half and hour <= 12:
        old = int(str(window[bound])[:2])
        hour = min((hour % 12, hour % 12 + 12), key=lambda h: abs(h - old))
    return named("flight times").flex_sentence([{**window, bound: f"{hour:02d}:{minute:02d}"}])


def _nearest(bounds: list[tuple[dict[str, Any], str]], hour: int) -> list[tuple[dict[str, Any], str]]:
    """Of several bounds, the one whose time is nearest ``hour`` by three hours or more over the next (07:00 and 21:00,
    "8am": 07:00); none when two are about as near (asked by the readers, never guessed)."""
    by_distance = sorted(bounds, key=lambda wb: abs(int(str(wb[0][wb[1]])[:2]) - hour))
    near = [abs(int(str(w[b])[:2]) - hour) for w, b in by_distance[:2]]
    return by_distance[:1] if near[1] - near[0] >= 3 else []


__all__ = ["item_swapped", "rule_value_said"]
