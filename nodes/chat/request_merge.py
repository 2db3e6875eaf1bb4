"""A reading merged into the request (``merge``): each stated field replaces the old one, a change by an amount is
computed on the trip, rules are merged (``rule_merge``), the dates put on the trip (``date_edits``); what changed
is said, what is still missing listed, and a new request's problem with an essential field asks for it again
instead of refusing.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.cuisine import NONE_SERVES_REFUSED
from himap_travel.domain.parsing import Reading, cities_for_days
from himap_travel.domain.parsing.caveats import with_reasons
from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.domain.parsing.query import nothing_to_take_back
from himap_travel.domain.parsing.trip_length import LENGTH_PATTERNS
from himap_travel.domain.parsing.units import budget_total
from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat import party_said
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.date_edits import MONTH_MOVED, SHIFT, WEEKDAY_START, merge_dates
from himap_travel.nodes.chat.empty_day_moved import moved_to_new_last_day
from himap_travel.nodes.chat.message_effect import NO_RULES, Understanding, missing_essentials
from himap_travel.nodes.chat.relative import PATTERNS as RELATIVE_PATTERNS
from himap_travel.nodes.chat.relative import Relative, length_problem, relative_edits
from himap_travel.nodes.chat.replacing import VALUE_CORRECTED
from himap_travel.nodes.chat.rule_merge import merge_rules, refused_house_rules, without_house_rules
from himap_travel.nodes.chat.take_back import PART_OF_GROUP, TakeBack, held_wishes, taken_back
from himap_travel.nodes.chat.wish_unwrapped import COMPARED_AFTER
from himap_travel.nodes.chat.wishes import asking, caveats_of, unread_in
from himap_travel.state.chat_state import TripFields


def merge(base: TripFields, reading: Reading, text: str, sandbox: Any, *, edit: bool, answering: bool = False,
           planned: list[dict[str, Any]] | None = None) -> Understanding:
    draft: dict[str, Any] = dict(base)
    draft["local_constraint"] = dict(draft.get("local_constraint") or NO_RULES)
    old = {k: (dict(v) if isinstance(v, dict) else v) for k, v in draft.items()}
    refused = refused_house_rules(text, old["local_constraint"]) if edit else []
    problems = [p for p in reading.problems if not p.startswith("only a start date") and not any(repr(r) in p for r in refused)]
    held = held_wishes(old, planned)
    back = taken_back(text, held) if edit or answering else TakeBack()
    if not (edit or answering):  # a new trip holds no wish to take back: "no more fast food" rules it out
        warnings = list(reading.warnings)
        local = nothing_to_take_back(text, reading.local_constraint, warnings)
        reading = reading.model_copy(update={"local_constraint": local, "warnings": warnings})
    unclear = _unclear_take_back(back, reading, old)
    problems += unclear
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
        # (a count of cities said before the destination is asked stays said: "2 cities", then "austin" is asked about)
        counted = base.get("visiting_city_number") or 1
        stated = counted if answering and not base.get("dest") and counted > 1 else None
        draft["visiting_city_number"] = reading.stated_cities or stated or reading.visiting_city_number
    elif reading.stated_cities:
        draft["visiting_city_number"] = reading.stated_cities
    merge_dates(draft, reading, problems)
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
    merge_rules(draft["local_constraint"], reading, text, edit or answering, notes_rules, back, draft.get("visiting_city_number"))
    without_house_rules(draft["local_constraint"], refused)
    if edit:  # "make it 4 days" after "nothing on the last day": the new last day
        moved_to_new_last_day(draft, old, reading.local_constraint.pace is not None, notes_rules)
    if edit or answering:  # "the kids are 11 and 12", "no kids this time", "a pet-free place" beside the dog's rule
        notes_rules += party_said.apply(draft["local_constraint"], text, reading.local_constraint.house_rule and (
            reading.local_constraint.house_rule, *(reading.local_constraint.more_house_rules or [])))

    if draft.get("org") and draft.get("org") == draft.get("dest"):
        problems.append(f"the origin and the destination are the same ({draft['org']}): name where the trip goes")
    is_city = draft.get("dest") in getattr(sandbox, "cities", {})
    if is_city and (draft.get("visiting_city_number") or 1) > 1 and draft["dest"] not in getattr(sandbox, "states", {}):
        state = getattr(sandbox, "cities", {}).get(draft["dest"])
        problems.append(f"{draft['visiting_city_number']} cities asked for, but the destination {draft['dest']!r} is a city, not a state"
                        + (f" (say {state} for {draft['visiting_city_number']} of its cities, or 1 city)" if state else ""))
    # a change by an amount named with its field's line ("people: 2 → 4 (2 more friends)"), said once; its own note
    # only where the field's line is missing
    because = {key: words for key, (words, _note) in relative.causes.items() if draft.get(key) != old.get(key)}
    said = [note for key, (_words, note) in relative.causes.items() if not (edit and key in because)] + said
    notes = changes(old, draft, because) if edit else []
    budget_no = _BUDGET_KEPT.format(old["budget"]) if old.get("budget") is not None else None
    if notes and budget_no in unclear:  # "5 of us, and scrap the budget": the rest applied, the budget kept, said why
        problems = [p for p in problems if p != budget_no]
        notes.append(f"budget: kept at {money(draft['budget'])}: I need one to plan (say the most you'd like to spend to "
                     "change it)")
    notes += said + notes_rules + [w for w in reading.warnings if not any(f"without {r}" in w for r in refused)]
    if edit and draft != old:  # "no pets needed after all and mexican one night" on a trip with no pets rule: said
        notes += [f"{missing!r}: no wish of your trip says that, so there was nothing to take back" for missing in back.unmatched]
    if draft.get("date") and draft.get("date") != old.get("date"):
        notes += coverage_warnings(draft["date"], sandbox)
    elsewhere = [] if edit else [p for p in problems if _asked_wish(p)]  # asked "plan without it?", never refused
    if not edit:
        problems = _ask_instead([p for p in problems if p not in elsewhere], draft, notes)
    missing = missing_essentials(draft)
    if not edit and not answering and reading.people_number is None and "people_number" not in missing:
        missing.append("people_number")
    # in an edit every clause asks something; a change by an amount ("friends are joining") is read here
    chat_reads = (*RELATIVE_PATTERNS, SHIFT, MONTH_MOVED, WEEKDAY_START, PART_OF_GROUP, *LENGTH_PATTERNS,  # "make it a week": read
                  party_said.NO_KIDS_COMING, party_said.AGES_SAID, VALUE_CORRECTED,  # ("1300 not 1100": one budget)
                  COMPARED_AFTER)  # ("make it $1,600, and would that be cheaper?": the new total answers it)
    around = (base.get("org"), base.get("dest"))  # the trip's places, as the edit's reading spelt the message with them
    length = (draft.get("days"), draft.get("visiting_city_number"))  # ("nothing on the last day": the trip's last)
    # ("seaworld on day 2", "pizza hut on day 2 for lunch": the day read with the name)
    sights = [*(wish.sight for wish in reading.local_constraint.sight_days or ()),
              *(wish.restaurant for wish in reading.local_constraint.meal_days or () if wish.restaurant)]
    unread = unread_in(text, sandbox, True, chat_reads, around, reading.names_read, length, sights) if edit \
        else asking(reading.unread)
    if answering:  # "add a day" while a question is open: the draft changed by the chat's own reading, no wish unread
        unread = [w for w in unread if not any(pattern.search(w.wish) for pattern in chat_reads)]
    unread = [w for w in unread if w.wish.strip(" ,.;!?") not in relative.read]  # ("she bailed, back to 2": the total)
    unread = with_reasons([*unread, *caveats_of(reading, unread)]) if edit else unread  # "seafood every night": the
    # part no rule holds, named; "keep $500 aside for shopping": why, in place of "not understood"
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
_ELSEWHERE = lazy_compile(r"'(.+?)' is in [^,]+?, not in .+ \(the trip's cities\)$")


def _asked_wish(problem: str) -> str | None:
    """The wish a new request's problem is about when the rest of the request stands without it (``_ELSEWHERE``,
    ``NONE_SERVES_REFUSED``: a cuisine the data has no restaurant of, "we love seafood and thai", never the whole
    request refused); None for a problem that is refused or asked about as an essential."""
    found = _ELSEWHERE.search(problem) or NONE_SERVES_REFUSED.search(problem)
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


# A state named as where the trip goes ("make it Georgia", "3 cities in Georgia instead", "a tour of Georgia").
_TO_A_STATE = lazy_compile(r"\b(?:(?<!been\s)(?<!gone\s)to|instead|make\s+it|change|switch|swap|visit(?:ing)?|tour(?:ing)?|around"
                           r"|across|explore|cities|all\s+over|road\s*trip|rather)\b", re.IGNORECASE)


def _state_of_the_trip(reading: Reading, old: dict[str, Any], text: str, sandbox: Any) -> bool:
    """Whether an edit names the state the trip's city is in, with no word making it where the trip goes ("first time
    in georgia!" on a trip to Savannah): said of the trip, never the destination widened to the whole state."""
    city = old.get("dest")
    return (bool(city) and getattr(sandbox, "cities", {}).get(city) == reading.dest and not reading.stated_cities
            and not _TO_A_STATE.search(text))


def _unclear_take_back(back: TakeBack, reading: Reading, old: dict[str, Any]) -> list[str]:
    """What a take-back cannot do by itself: name one of several matching wishes (asked which), or remove the budget
    (a plan needs one: the new total is asked for, the old one stays)."""
    asked = back.question()  # None unless the take-back is ambiguous
    problems = [asked] if asked is not None else []
    if any(h.key == "budget" for h in back.dropped) and reading.budget is None and old.get("budget") is not None:
        problems.append(_BUDGET_KEPT.format(old["budget"]))
    return problems


# The budget taken back with nothing in its place: refused alone, kept beside another change (``merge``)
_BUDGET_KEPT = "I need a budget to plan (it is ${:,.0f} now): say the most you'd like to spend in all"


__all__ = ["merge"]
