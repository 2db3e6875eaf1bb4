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

The parts, one module each: ``place_typos`` (misspelt place names), ``date_edits`` (the dates a message
says), ``short_answer`` (an answer to a question), ``request_merge`` and ``rule_merge`` (a reading merged into the
request), ``vague_start`` (no place named yet), ``restated`` (a value said again), ``change_lines`` (what changed,
in words); ``message_effect`` holds the ``Understanding`` they return. This module decides which applies.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import city_order
from himap_travel.domain.parsing import QueryParseError, Reading, read_text
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat import stays_said
from himap_travel.nodes.chat.change_lines import show
from himap_travel.nodes.chat.date_edits import (
    flight_dates_as_days,
    flight_day,
    month_moved,
    month_of,
    shifted,
    weekday_moved,
    with_month,
    without_shift,
)
from himap_travel.nodes.chat.favoured import FAVOURED, favoured_apart
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.place_typos import MOST_TYPOS, close_places, respelled, with_assumed
from himap_travel.nodes.chat.replacing import (
    places_cased,
    proposed_cased,
    without_dropped_places,
    without_replaced_values,
)
from himap_travel.nodes.chat.request_merge import merge
from himap_travel.nodes.chat.restated import LABELS_KEPT
from himap_travel.nodes.chat.return_date import return_day
from himap_travel.nodes.chat.rule_merge import CORRECTING
from himap_travel.nodes.chat.said_before import arrow_replaced, unit_carried, unit_of_the_replaced
from himap_travel.nodes.chat.short_answer import as_answer
from himap_travel.nodes.chat.take_back import has_cue, uncued
from himap_travel.nodes.chat.vague_start import kept_vague
from himap_travel.nodes.chat.wishes import (
    ASKED,
    PLANNED_WITHOUT,
    WISHES,
    WishQuestion,
    asked_of,
    cuisine_notes_now,
    diets_as_reasons,
    resumed,
    still_wished,
)
from himap_travel.state.chat_state import TripFields


def understand_message(
    text: str, sandbox: Any, trip: TripFields | None, draft: TripFields | None = None, pending: list[str] | None = None,
    planned: list[dict[str, Any]] | None = None,
) -> Understanding:
    """``text`` applied to the request: ``trip`` is the current request, ``draft``/``pending`` an unanswered question's;
    ``planned``: the wishes the trip is planned without (a take-back naming one of them and a rule is asked about).

    A message holding wishes no reader keeps is not planned yet: "plan without it?" is asked (``_ask_about_wishes``).
    """
    result = _understood(text, sandbox, trip, draft, pending, planned)
    return _ask_about_wishes(result, text, asked_of(draft) if pending and WISHES in pending else None)


def _ask_about_wishes(result: Understanding, text: str, asked: WishQuestion | None) -> Understanding:
    """The wishes to ask about (those asked before and not taken back, and the message's own) put in the draft with
    what the message read, and ``WISHES`` in ``missing``; with none left, what a question held back is resumed."""
    result.draft = {k: v for k, v in result.draft.items() if k != ASKED}
    if result.problems:  # refused: a question open before stays open as it was
        if asked is not None:
            result.draft[ASKED] = asked.model_dump()
            result.missing = [*(m for m in result.missing if m != WISHES), WISHES]
        return result
    part, unread = favoured_apart(result.unread)  # "the nicest hotels": planned for, never asked about
    if part is not None:
        result.draft[FAVOURED] = part
    wishes = still_wished(asked, text, unread)
    reasons = diets_as_reasons(wishes, text, result.draft) if asked is None else []
    if reasons:  # "she's vegetarian-ish so Indian food": the cuisine kept, the diet planned without and named so
        result.draft[PLANNED_WITHOUT] = [w.model_dump() for w in reasons]
        wishes = [w for w in wishes if w not in reasons]
    dropped = [f"left out, as you said: {w.wish!r}" for w in (asked.wishes if asked else []) if w not in wishes]
    if not wishes:
        if asked is not None:  # settled by a rephrasing that took the wishes back: the asking turn's reading goes on
            result.notes = [*cuisine_notes_now(asked.notes, result.draft), *result.notes, *dropped]
            result.resumed = resumed(asked)
            result.edit = asked.edit
        return result
    base = asked or WishQuestion(wishes=[], edit=result.edit)
    result.draft[ASKED] = base.model_copy(update={"wishes": wishes, "notes": [*base.notes, *result.notes, *dropped]}).model_dump()
    result.missing = [*result.missing, WISHES]
    return result


def _understood(
    text: str, sandbox: Any, trip: TripFields | None, draft: TripFields | None = None, pending: list[str] | None = None,
    planned: list[dict[str, Any]] | None = None,
) -> Understanding:
    base = draft if pending and draft is not None else trip
    text = with_month(text, month_of(base))  # "the 28th to the 30th" of a trip in March: March's
    text = flight_dates_as_days(text, trip) if trip and not pending else text  # "land before noon on the 14th": day 1
    readable, dropped = without_dropped_places(text, sandbox, ((base or {}).get("dest"), (base or {}).get("org"))) if base else (text, [])
    readable = unit_of_the_replaced(readable, trip) if trip and not pending else readable  # "3 not 4": the party's 4
    readable = arrow_replaced(readable) if base else readable  # "3 days -> 4": 4 days
    readable = without_replaced_values(readable) if base else readable  # "$2,400 not $1,800": one budget, corrected
    if base and base.get("dest") in dropped:  # "not feeling orlando tbh. tampa?": the place instead, as typed
        readable = places_cased(readable, sandbox, (base.get("org"), *dropped))
    elif base and not pending:  # "lets try san francisco then": the place proposed, as the data writes it
        readable = proposed_cased(readable, sandbox, (base.get("org"),))
    readable = stays_said.blanked(readable) if trip and not pending else readable  # "2 nights in each city": answered
    readable = without_shift(readable) if trip and not pending else readable  # "1500 and start a day earlier": 1500
    readable = unit_carried(readable) if trip and not pending else readable  # "3 days is too short, make it 4": days
    try:
        around = (base.get("org"), base["dest"], base.get("visiting_city_number")) if base and base.get("dest") else None
        base_days = base.get("days") if base and around else None  # ("nothing on the last day": that trip's last day)
        base_dates = base.get("date") if base and around else None  # ("no flights on the 20th": a day of that trip?)
        # (sights matched in the trip's cities: "skip the aquarium"); "forget Myrtle Beach" alone: nothing else said
        reading = read_text(readable, sandbox, trip=around, trip_days=base_days, trip_dates=base_dates) \
            if readable.strip(" ,.;!?") else Reading()
        for _name in range(MOST_TYPOS):  # the reader names one unknown place at a time ("Clevland to Baltimor": two)
            fixes = close_places(reading, sandbox)
            if not fixes:
                break
            # "Pensacolla": read as Pensacola, and said (the rest of the message is read with the name put right)
            text, readable = respelled(text, fixes), respelled(readable, fixes)
            reading = with_assumed(read_text(readable, sandbox, trip=around, trip_days=base_days, trip_dates=base_dates), fixes,
                                   reading.warnings)
    except QueryParseError as error:
        return Understanding(dict(draft or trip or {}), list(pending or []), problems=[error.message])
    whole_route = reading.org is not None and reading.dest is not None
    if pending and draft is not None and whole_route:  # the route given again or changed while a question is open
        return _rerouted(draft, reading, text, sandbox)
    if pending and draft is not None and not whole_route:
        # ("push it back two days" while "plan without it?" is open: the draft's dates moved, never a 2-day trip)
        reading = as_answer(text, shifted(reading, draft, text), pending, sandbox, replacing=bool(dropped))
        return _dropping(merge(draft, reading, text, sandbox, edit=False, answering=True), dropped, reading)
    if trip and not whole_route:
        reading = _tour_start(_counted_outside_take_backs(reading, readable, sandbox, around), trip, sandbox)
        reading = month_moved(shifted(_city_to_visit(reading, trip, text, sandbox), trip, text), trip, text)
        reading = weekday_moved(reading, trip, text)  # "can we leave friday instead": the nearest Friday
        reading = return_day(flight_day(reading, trip), trip, text)  # "come back the 7th": the end, not the start
        return _dropping(merge(trip, reading, text, sandbox, edit=True, planned=planned), dropped, reading)
    if trip and _own_route_alone(reading, trip):  # "distance from provo to phoenix?": the trip's own route named, no new trip
        return merge(trip, reading, text, sandbox, edit=True, planned=planned)
    if trip and _one_end_kept(reading, trip) and (re.search(r"\b(?:instead|rather)\b", text, re.IGNORECASE) or CORRECTING.search(text)):
        # "actually let's go to Minneapolis from Grand Forks on March 18-20 instead", "oops, actually beaumont to san
        # antonio": the same journey corrected at one end, an edit (the people, the budget and the rules said before
        # stay); a whole new route is a new trip
        return merge(trip, reading, text, sandbox, edit=True, planned=planned)
    return kept_vague(merge({}, reading, text, sandbox, edit=False), text)


def _one_end_kept(reading: Reading, trip: TripFields) -> bool:
    """Whether a route said again keeps one end of the trip's (its origin or its destination): a correction of that
    journey, not another trip."""
    return reading.org == trip.get("org") or reading.dest == trip.get("dest")


def _own_route_alone(reading: Reading, trip: TripFields) -> bool:
    """Whether the message names the trip's own route and nothing a new trip needs (no dates, party, budget or length):
    said of the planned trip ("distance from provo to phoenix?", "how long from denver to bozeman"), read as on it,
    never a new trip asking every field again with the rules said before dropped."""
    same = reading.org == trip.get("org") and reading.dest == trip.get("dest")
    return same and all(value is None for value in (reading.date, reading.start_date, reading.days, reading.people_number,
                                                    reading.budget))


def _counted_outside_take_backs(reading: Reading, text: str, sandbox: Any, around: Any) -> Reading:
    """An edit's people count read only in a clause taking a wish back ("the dog stays with my mom" is no trip for two):
    no count; one the rest of the message states is kept."""
    if reading.people_number is None or not has_cue(text):
        return reading
    rest = uncued(text)
    try:
        again = read_text(rest, sandbox, trip=around) if rest.strip(" ,.;!?") else Reading()
    except QueryParseError:
        return reading
    return reading if again.people_number is not None else reading.model_copy(update={"people_number": None})


_INSTEAD = lazy_compile(r"\b(?:instead|rather|only|just|switch|change|move|replace)\b", re.IGNORECASE)


def _city_to_visit(reading: Reading, trip: TripFields, text: str, sandbox: Any) -> Reading:
    """"We want to see Austin" on a trip of Texas: a city the route must include (``visit_cities``), not a new
    destination; "Austin instead" still changes the destination. A city the message places on the route ("end in
    Austin": ``city_order``) is visited by that rule alone."""
    cities = dict(getattr(sandbox, "states", {}) or {}).get(trip.get("dest"), ())
    if reading.dest not in cities or reading.org is not None or _INSTEAD.search(text):
        return reading
    local = reading.local_constraint
    placed = reading.dest in city_order.cities(local.city_order or ())
    wanted = list(dict.fromkeys([*(local.visit_cities or ()), *([] if placed else [reading.dest])])) or None
    # (a count of cities said with it stays said: "make it 1 city, visit austin" tours Austin alone)
    return reading.model_copy(update={"dest": None, "visiting_city_number": None,
                                      "local_constraint": local.model_copy(update={"visit_cities": wanted})})


def _tour_start(reading: Reading, trip: TripFields, sandbox: Any) -> Reading:
    """"Start in Boise" on a tour of Idaho from Salt Lake City: the tour's first stop (``city_order``), never the trip's
    origin (the origin is a city outside the state the tour visits; a city of it placed in the order is a stop)."""
    cities = dict(getattr(sandbox, "states", {}) or {}).get(trip.get("dest"), ())
    placed = city_order.cities(reading.local_constraint.city_order or ())
    if reading.org in cities and reading.org in placed and reading.dest is None:
        return reading.model_copy(update={"org": None})
    return reading


_CARRIED = ("date", "days", "people_number", "budget")  # what a question's draft keeps when the route is given again


def _rerouted(draft: TripFields, reading: Reading, text: str, sandbox: Any) -> Understanding:
    """A whole route while a question is open ("Seattle to San Francisco then, March 20-22"): the request it answers,
    so what the user already said (the people, the budget, the dates, the rules) stays unless this message restates
    it, and the reply names what was kept; the route and whatever else it states are taken from it."""
    base = {name: draft.get(name) for name in _CARRIED} | {"local_constraint": draft.get("local_constraint")}
    if draft.get("month") and not reading.date:  # "somewhere in florida in march, me and my bf": March still holds
        base["month"] = draft["month"]
    result = merge(base, reading, text, sandbox, edit=False, answering=True)
    stated = {"date": reading.date or reading.start_date, "people_number": reading.people_number, "budget": reading.budget}
    kept = [f"{LABELS_KEPT[name]} {show(name, draft[name])}" for name in ("date", "people_number", "budget")
            if draft.get(name) is not None and stated[name] is None and result.draft.get(name) == draft.get(name)]
    if kept:
        result.notes.append("I kept what you told me before: " + ", ".join(kept))
    return result


def _dropping(result: Understanding, dropped: list[str], reading: Reading) -> Understanding:
    """A place the message took back that is still the trip's destination, with no other named: asked, never kept silently."""
    if any(place == result.draft.get("dest") for place in dropped) and reading.dest is None:
        result.problems.append(f"you took back {dropped[0]}, but named no other destination: where should the trip go instead?")
    return result


__all__ = ["understand_message"]
