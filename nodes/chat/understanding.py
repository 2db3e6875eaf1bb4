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
from dataclasses import dataclass, field
from datetime import date as Date
from datetime import timedelta
from typing import Any

from himap_travel.domain.constraints import LOCAL, named
from himap_travel.domain.parsing import QueryParseError, Reading, cities_for_days, read_text
from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.state.chat_state import ESSENTIALS, TripFields
from himap_travel.state.trip import banned_modes, transport_rule

_NO_RULES = {c.row_key: None for c in LOCAL if c.official}  # TravelPlanner's four; ours appear once asked for
# What a question about a field is answered with, when the answer is short: the cue the parser needs.
_ANSWER_CUES = {"org": "from ", "dest": "to ", "people_number": "for ", "budget": "budget "}
_DROP = r"(?:drop|remove|forget|skip|cancel|no\s+longer|no\s+more|without|no\s+need\s+for|(?:don't|do\s+not|doesn't|does\s+not)\s+need|instead\s+of|rather\s+than|not\s+anymore)"
_SAME_CLAUSE = r"(?:(?!\b(?:and|but|add|also|plus|then)\b)[^.;!?,]){0,40}?"  # "drop Chinese and add French" drops Chinese only
_RULE_WORDS = {
    "pets": r"pets?|pet[\s-]friendly|dogs?|cats?",
    "smoking": r"smok\w*",
    "parties": r"part(?:y|ies)",
    "children under 10": r"kids?|children|child",
    "visitors": r"visitors?|guests?",
    "shared room": r"shared",
    "not shared room": r"(?:not|non)[\s-]shared|private",
    "private room": r"private",
    "entire room": r"entire|whole",
}
# A message that allows a banned mode again ("we can fly after all"), by the mode the rule bans (``banned_modes``).
_ALLOW_MODE = {
    "flight": r"\b(?:can|could|may|ok\s+to|okay\s+to|fine\s+to|happy\s+to|will)\s+fly\b|\bflying\s+is\s+(?:fine|ok|okay)\b|\bflights?\s+(?:are|is)\s+(?:fine|ok|okay)\b",
    "self-driving": r"\b(?:can|could|may|ok\s+to|okay\s+to|fine\s+to|happy\s+to|will)\s+drive\b|\bdriving\s+is\s+(?:fine|ok|okay)\b",
}


@dataclass
class Understanding:
    """What a message did to the request."""

    draft: TripFields
    missing: list[str]
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what changed, or was warned about
    edit: bool = False  # an edit of the current trip (else a new trip, or the answer that completes one)


def understand_message(
    text: str, sandbox: Any, trip: TripFields | None, draft: TripFields | None = None, pending: list[str] | None = None
) -> Understanding:
    """``text`` applied to the request: ``trip`` is the current request, ``draft``/``pending`` an unanswered question's."""
    try:
        reading = read_text(text, sandbox)
    except QueryParseError as error:
        return Understanding(dict(draft or trip or {}), list(pending or []), problems=[error.message])
    whole_route = reading.org is not None and reading.dest is not None
    if pending and draft is not None and not whole_route:
        reading = _as_answer(text, reading, pending, sandbox)
        return _merge(draft, reading, text, sandbox, edit=False, answering=True)
    if trip and not whole_route:
        return _merge(trip, reading, text, sandbox, edit=True)
    return _merge({}, reading, text, sandbox, edit=False)


def missing_essentials(draft: TripFields) -> list[str]:
    return [name for name in ESSENTIALS if draft.get(name) is None]


def _as_answer(text: str, reading: Reading, pending: list[str], sandbox: Any) -> Reading:
    """A short answer read as the field that was asked for ("4" -> 4 people, "Seattle" -> the origin)."""
    if reading.dest and reading.org is None and "org" in pending and "dest" not in pending:
        reading = reading.model_copy(update={"org": reading.dest, "dest": None})  # "Seattle", asked where the trip starts
    asked = [name for name in pending if getattr(reading, name, None) is None]
    if len(asked) != 1 or asked[0] not in _ANSWER_CUES or len(text.split()) > 6:
        return reading
    try:
        cued = read_text(_ANSWER_CUES[asked[0]] + text.strip(), sandbox)
    except QueryParseError:
        return reading
    value = getattr(cued, asked[0])
    if value is None:
        return reading
    updates: dict[str, Any] = {asked[0]: value}
    if asked[0] == "budget":
        updates["budget_unit"] = cued.budget_unit
    if asked[0] == "dest":
        updates["visiting_city_number"] = cued.visiting_city_number
    if asked[0] == "org" and reading.dest == value:  # "Seattle" alone was taken for a destination
        updates["dest"] = None
    problems = [p for p in reading.problems if not re.search(r"budget|travellers", p)] + [p for p in cued.problems if p not in reading.problems]
    return reading.model_copy(update={**updates, "problems": problems})


_WHO = (r"(?:people|persons?|travell?ers?|friends?|guests?|adults?|kids?|child(?:ren)?|colleagues?|members?|passengers?"
        r"|companions?|of\s+us)")
# An edit that counts travellers relative to the trip ("add 3 people", "two more friends", "a friend dropped out"):
# the parser reads the number it names, which is not the new total.
_RELATIVE_PEOPLE = re.compile(
    rf"\b(?:add|adding|plus|another|extra|additional|\w+\s+more|\w+\s+fewer|\w+\s+less|minus)\s+(?:\w+\s+){{0,2}}?{_WHO}\b"
    rf"|\b{_WHO}\s+(?:\w+\s+){{0,2}}?(?:join|joins|joining|coming\s+(?:too|along|as\s+well)|drop(?:s|ped|ping)?\s+out"
    r"|can't\s+come|cannot\s+come|won't\s+come|(?:are|is)\s+not\s+coming|aren't\s+coming|left|leave|leaving)\b",
    re.IGNORECASE,
)

_TOTAL_PEOPLE = re.compile(r"\b(?:in\s+all|in\s+total|altogether|all\s+together|total|we\s+are|we're|we\s+will\s+be|we'll\s+be)\b",
                           re.IGNORECASE)

# A budget or a length changed by an amount ("increase the budget by $500", "$300 more", "add a day", "2 days
# longer"): the parser reads the amount it names, which is not the new value.
_RELATIVE_BUDGET = re.compile(
    r"(?:\b(?:increase|raise|bump|boost|up|add|cut|reduce|lower|decrease|drop|trim|shrink)\w*\b[^.;!?]{0,40}?\bby\b"
    r"|\b(?:add|adding|another|extra|additional|plus|minus)\b)\s*(?:US\s*)?\$?\s*\d[\d,.]*(?:\s*k\b|\s*%|\s*dollars?)?"
    r"|\$\s*\d[\d,.]*\s*k?\s*(?:more|less|extra|additional|on\s+top)\b",
    re.IGNORECASE,
)
_RELATIVE_DAYS = re.compile(
    r"\b(?:extend|lengthen|shorten|cut|add|adding|another|extra|additional)\w*\b[^.;!?$]{0,30}?\b(?:days?|nights?|weeks?)\b"
    r"|\b(?:days?|nights?|weeks?)\s+(?:longer|shorter|more|less|fewer|extra)\b"
    r"|\b(?:\w+)\s+(?:more|fewer|less|extra)\s+(?:days?|nights?)\b",
    re.IGNORECASE,
)


def _relative_edits(text: str, old: dict[str, Any], reading: Reading) -> list[str]:
    """Problems for an edit that changes the people, the budget or the length by an amount: the new value is asked
    for, never guessed (the number in the message is the change, not the value)."""
    problems = []
    people = _RELATIVE_PEOPLE.search(text) if old.get("people_number") else None
    if people and (reading.people_number is None or not _TOTAL_PEOPLE.search(text)):
        problems.append(f"{people.group(0)!r}: say the total number of travellers (the trip is for {old['people_number']} now)")
    budget = next((m for m in _RELATIVE_BUDGET.finditer(text) if re.search(r"\$|budget|dollar", m.group(0), re.IGNORECASE)), None)
    if budget and old.get("budget"):
        problems.append(f"{budget.group(0).strip()!r}: say the new total budget (it is ${old['budget']:,.0f} now)")
    days = _RELATIVE_DAYS.search(text) if old.get("days") else None
    if days:
        problems.append(f"{days.group(0)!r}: say the new dates or length (the trip is {old['days']} days now, "
                        f"{old['date'][0]} to {old['date'][-1]})")
    return problems


def _merge(base: TripFields, reading: Reading, text: str, sandbox: Any, *, edit: bool, answering: bool = False) -> Understanding:
    draft: dict[str, Any] = dict(base)
    draft["local_constraint"] = dict(draft.get("local_constraint") or _NO_RULES)
    old = {k: (dict(v) if isinstance(v, dict) else v) for k, v in draft.items()}
    problems = [p for p in reading.problems if not p.startswith("only a start date")]

    if reading.org:
        draft["org"] = reading.org
    if reading.dest:
        draft["dest"] = reading.dest
        draft["visiting_city_number"] = reading.stated_cities or reading.visiting_city_number
    elif reading.stated_cities:
        draft["visiting_city_number"] = reading.stated_cities
    _merge_dates(draft, reading, problems)
    if reading.dest and not reading.stated_cities and draft.get("days") and reading.dest not in getattr(sandbox, "cities", {}):
        draft["visiting_city_number"] = cities_for_days(draft["days"])  # a state named in an edit: as many cities as the length suits
    relative = _relative_edits(text, old, reading) if edit else []
    problems += relative
    if reading.people_number is not None and not relative:
        draft["people_number"] = reading.people_number
    if reading.budget is not None and not relative:
        draft["budget"] = _total_budget(reading, draft, problems)
    _merge_rules(draft["local_constraint"], reading, text, edit or answering)

    if draft.get("org") and draft.get("org") == draft.get("dest"):
        problems.append(f"the origin and the destination are the same ({draft['org']}): name where the trip goes")
    if draft.get("dest") in getattr(sandbox, "cities", {}) and (draft.get("visiting_city_number") or 1) > 1 and draft["dest"] not in getattr(sandbox, "states", {}):
        problems.append(f"{draft['visiting_city_number']} cities asked for, but the destination {draft['dest']!r} is a city, not a state")
    notes = changes(old, draft) if edit else []
    notes += reading.warnings
    if draft.get("date") and draft.get("date") != old.get("date"):
        notes += coverage_warnings(draft["date"], sandbox)
    if not edit:
        problems = _ask_instead(problems, draft, notes)
    missing = missing_essentials(draft)
    if not edit and not answering and reading.people_number is None and "people_number" not in missing:
        missing.append("people_number")
    return Understanding(draft, missing, problems=list(dict.fromkeys(problems)), notes=list(dict.fromkeys(notes)), edit=edit)


# Which essential a problem is about (first match): a new trip asks for it again instead of refusing.
_PROBLEM_FIELDS = (("the same", "dest"), ("travellers", "people_number"), ("budget", "budget"), ("date", "date"), ("day", "date"),
                   ("origin", "org"), ("destination", "dest"), ("cities", "dest"))


def _ask_instead(problems: list[str], draft: dict, notes: list[str]) -> list[str]:
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


def _merge_dates(draft: dict, reading: Reading, problems: list[str]) -> None:
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


def _total_budget(reading: Reading, draft: dict, problems: list[str]) -> float | None:
    if reading.budget_unit == "person":
        if not draft.get("people_number"):
            problems.append("a budget per person needs the number of travellers")
            return None
        return reading.budget * draft["people_number"]
    if reading.budget_unit == "day":
        if not draft.get("days"):
            problems.append("a budget per day needs the number of days")
            return None
        return reading.budget * draft["days"]
    return reading.budget


def _merge_rules(rules: dict, reading: Reading, text: str, editing: bool) -> None:
    local = reading.local_constraint
    for constraint in (c for c in LOCAL if c.key != "cuisine"):  # one value each: a new one replaces the old
        key, value = constraint.row_key, constraint.value(local)
        current = rules.get(key)
        if key == "transportation" and editing and current and value and not re.search(r"\binstead\b", text, re.IGNORECASE):
            value = transport_rule(banned_modes(current) | banned_modes(value))  # bans add up: "and no self-driving"
        if value is not None and not (editing and _dropped(text, value, key)):
            rules[key] = value
        elif editing and current and _dropped(text, current, key):
            rules[key] = None
    if editing and rules.get("transportation"):  # "we can fly after all" lifts one ban of two
        rules["transportation"] = transport_rule(m for m in banned_modes(rules["transportation"]) if not _allows(text, m))
    cuisines = list(rules.get("cuisine") or [])
    if local.cuisine:
        only = re.search(r"\b(?:only|instead|just|replace)\b", text, re.IGNORECASE)
        cuisines = list(local.cuisine) if only or not editing else cuisines + [c for c in local.cuisine if c not in cuisines]
    if editing:
        cuisines = [c for c in cuisines if not re.search(rf"\b{_DROP}\b{_SAME_CLAUSE}\b{c}\b|\b{c}\b[^.;!?]{{0,20}}?\b(?:anymore|any\s+more)\b", text, re.IGNORECASE)]
    rules["cuisine"] = cuisines or None


def _dropped(text: str, value: str, key: str) -> bool:
    """Whether the message takes back the rule ``value`` ("we no longer need pets", "we can fly after all")."""
    if key == "transportation":
        return all(_allows(text, mode) for mode in banned_modes(value)) or bool(
            re.search(rf"\b{_DROP}\b{_SAME_CLAUSE}\b(?:the\s+)?(?:{re.escape(value)}|transport(?:ation)?\s+rule)\b", text, re.IGNORECASE)
        )
    words = named(key).mention or _RULE_WORDS.get(str(value), re.escape(str(value)))  # "forget the rating", "no more pets"
    return bool(
        re.search(rf"\b{_DROP}\b{_SAME_CLAUSE}\b(?:{words})\b|\b(?:{words})\b[^.;!?]{{0,20}}?\b(?:anymore|any\s+more|after\s+all)\b", text, re.IGNORECASE)
    )


def _allows(text: str, mode: str) -> bool:
    """Whether the message allows ``mode`` again ("we can drive", "flights are fine")."""
    return bool(re.search(_ALLOW_MODE[mode], text, re.IGNORECASE))


def changes(old: dict, new: dict) -> list[str]:
    """What an edit changed, one line per field ("budget: $1,400 → $1,200")."""
    lines = []
    for key, label in (("org", "origin"), ("dest", "destination"), ("visiting_city_number", "cities"), ("date", "dates"),
                       ("people_number", "people"), ("budget", "budget")):
        if old.get(key) != new.get(key):
            lines.append(f"{label}: {show(key, old.get(key))} → {show(key, new.get(key))}")
    before, after = old.get("local_constraint") or {}, new.get("local_constraint") or {}
    for key in (c.row_key for c in LOCAL):
        if before.get(key) != after.get(key):
            lines.append(f"{key}: {show(key, before.get(key))} → {show(key, after.get(key))}")
    return lines


def show(key: str, value: Any) -> str:
    """A field's value as a user reads it."""
    if value is None or value == []:
        return "none"
    if key == "budget":
        return f"${value:,.0f}"
    if key == "date":
        return f"{value[0]} to {value[-1]}" if len(value) > 1 else value[0]
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


__all__ = ["Understanding", "changes", "missing_essentials", "show", "understand_message"]
