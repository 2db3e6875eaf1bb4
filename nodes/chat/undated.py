"""A disruption read against the plan: what the message names is looked up in the plan's own bookings.

A place named ("Joe's Diner closed", "Forsyth Park is closed on day 2") is closed by its name; a sight named by its
kind ("the aquarium is shut", "the park on day 2 is closed") is the plan's one sight of that kind (on the day said);
"the restaurant on day 1 is shut" is that day's one meal out. Otherwise the phrase reader's day wins
(``monitor.phrases.read_disruption``: "our day 2 flight was cancelled" is day 2's, never asked about). With no day
("our flight got cancelled", "the hotel cancelled our booking") the plan's one such booking is meant (a flight named by
its leg, "our flight home", is the last one, "the flight there" the first); with several, the reply asks which,
naming each; with none, it says the plan has nothing of the kind, and nothing changes. Never read as a wish to take
back ("cancelled" is no "cancel that")."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.booked_names import RESTAURANT_KIND, SHORTEST_NAME, SIGHT_KIND, Booking, bookings, named_in, plain
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.markdown import travel_words, venue_name
from himap_travel.nodes.chat.price_said import price_said
from himap_travel.planning.monitor.disruptions import parse_disruption
from himap_travel.planning.monitor.phrases import (
    FOR_GOOD,
    GONE,
    NO_ROOM_AT_THE_TIME,
    clauses,
    delay_by,
    delay_time,
    delayed,
    gone_without_day,
    one_form,
    read_clause,
    read_disruptions,
    read_today,
    reports,
    with_today,
)

# The flight a message names by its leg: the way home is the plan's last flight, the way there its first.
# ("the flight we booked home"; "the one home", "the last one": an answer to "Which day's flight?")
# ("fare home", "the return fare", "our return got moved": the way home; "the flight out of savannah" is the city's)
_HOME = lazy_compile(r"\b(?:flights?|way|trip|one|fares?|tickets?)\s+(?:(?:we|i|they)\s+(?:booked|have|had|took|got)\s+)?"
                     r"(?:home|back)\b|\breturn(?:ing)?\s+(?:flights?|one|fares?|tickets?|leg)\b|\blast\s+(?:flights?|one)\b"
                     r"|\b(?:our|my|the)\s+return\b(?!\s+(?:trip|journey|drive|date|policy))", re.IGNORECASE)
_OUT = lazy_compile(r"\boutbound\b|\b(?:flights?|way|one|fares?)\s+(?:out(?!\s+of\b)|there)\b|\bfirst\s+(?:flights?|one)\b",
                    re.IGNORECASE)
_EATERY = lazy_compile(r"\b(?:restaurant|eatery|bistro|cafe|café|place\s+to\s+eat)\b", re.IGNORECASE)
_DAY = lazy_compile(r"\bday\s*(\d+)", re.IGNORECASE)
_SAID_NIGHT = lazy_compile(r"\bnight\s*(\d+)", re.IGNORECASE)
_FLIGHT_NUMBER = lazy_compile(r"Flight Number:\s*(F\d+)", re.IGNORECASE)  # as the plan's transportation says it
_SAID_NUMBER = lazy_compile(r"\b(F\d+)\b", re.IGNORECASE)


# Words of an answer that name no booking ("the one", "place", "closed"): left out before its words are matched.
_FILLER = frozenset("the a an one place spot restaurant hotel stay sight it its is was closed that this our".split())
_WORD = lazy_compile(r"[a-z0-9]+")


def booking_named(text: str, plan: list[dict[str, Any]]) -> str | None:
    """The one restaurant, sight or stay of the plan a short answer names ("sr sol" for Sr. Sol 1, "federal deli",
    "manohar", "the breakfast place" where one meal is breakfast), as ``KIND:Name, City``; None when it names none
    or several. Each word of the answer begins a word of the name, and they have five letters or more in all."""
    words = [word for word in _WORD.findall(plain(text)) if word not in _FILLER]
    if not words or len(words) > 4:
        return None
    booked = bookings(plan)
    by_meal = {f"{kind}:{entry}" for kind, entry, _n, slot in booked if kind == "restaurant" and words == [slot]}
    if by_meal:
        return by_meal.pop() if len(by_meal) == 1 else None
    if sum(len(word) for word in words) <= SHORTEST_NAME:  # ("sr sol" names Sr. Sol 1; "one 2" nothing)
        return None
    named = {f"{kind}:{entry}" for kind, entry, _n, _slot in booked
             if all(any(said.startswith(word) for said in _WORD.findall(plain(venue_name(entry)))) for word in words)}
    return named.pop() if len(named) == 1 else None


def answer_named(asked: str, named: str, plan: list[dict[str, Any]], dates: Sequence[str]) -> tuple[list[str], str | None] | None:
    """The booking an answer names (``booking_named``) gone as the message asked about says ("the restaurant is closed
    on day 2": on that day's date), or None when that message reports nothing gone."""
    if not GONE.search(one_form(asked)) or not reports(asked):
        return None
    return [_when(named, asked, plan, dates)], None


def _of_kind(word: str, booked_as: str, booked: list[Booking], day: int | None) -> set[str]:
    """The plan's bookings of ``booked_as`` whose name holds ``word`` (on the day said, or any day with None)."""
    holds = re.compile(rf"\b{re.escape(word.lower())}s?\b", re.IGNORECASE)
    return {entry for kind, entry, n, _as in booked if kind == booked_as and holds.search(venue_name(entry)) and day in (None, n)}


def _none_of_kind(word: str, booked_as: str, booked: list[Booking], day: int | None) -> str:
    """What to say when the plan books no ``word`` (on the day said): where it has one, or that it has none."""
    anywhere = _of_kind(word, booked_as, booked, None)
    elsewhere = sorted({(n, entry) for kind, entry, n, _as in booked if kind == booked_as and entry in anywhere})
    if not elsewhere:
        return f"Your plan has no {word} on any day, so that closure does not touch it: nothing changed."
    listed = "; ".join(f"{venue_name(entry)} (day {n})" for n, entry in elsewhere)
    return (f"Your plan has no {word} on day {day} (it has {listed}), so nothing changed. If that is the one closed, say, "
            f"for example, \"{venue_name(elsewhere[0][1])} is closed on day {elsewhere[0][0]}\", and I'll re-plan around it.")


def _said_day(clause: str) -> int | None:
    match = _DAY.search(clause)
    return int(match.group(1)) if match else None


def _by_plan(clause: str, plan: list[dict[str, Any]]) -> tuple[str | None, str | None] | None:
    """A flight of the plan by its number, or a place by its name or its kind, that one clause says is gone (a flight:
    or delayed); None when it names none."""
    numbers = {match.group(1).upper(): str(day.get("transportation")) for day in plan
               for match in _FLIGHT_NUMBER.finditer(str(day.get("transportation") or ""))}
    named = next((number for number in _SAID_NUMBER.findall(clause) if number.upper() in numbers), None)
    by = delay_by(clause) if named is not None else None  # "F2 is delayed 4 hours": its departure, that much later
    late = delay_time(clause) or (_later(numbers[named.upper()], by) if named is not None and by else None)
    if named is not None and (late or GONE.search(clause)):  # "F2 cancelled", "flight F1 now leaves at 9pm"
        return (f"delay:{named.upper()}@{late}" if late else f"flight:{named.upper()}"), None
    if not GONE.search(clause):
        return None
    booked = bookings(plan)
    named = named_in(clause, booked)  # "Joe's Diner closed" ("joes diner", "pink house", "telfair"): by its name
    if named is not None:
        return named, None
    day = _said_day(clause)
    for pattern, booked_as in ((SIGHT_KIND, "attraction"), (RESTAURANT_KIND, "restaurant")):
        said_kind = pattern.search(clause)  # "the aquarium is shut", "the diner on day 2 is closed"
        of_kind = _of_kind(said_kind.group(1), booked_as, booked, day) if said_kind else set()
        if len(of_kind) == 1:
            return f"{booked_as}:{of_kind.pop()}", None
        if said_kind and not of_kind:  # none of that kind on the day said: never another sight of that day
            return None, _none_of_kind(said_kind.group(1).lower(), booked_as, booked, day)
    if _EATERY.search(clause) and not re.search(r"\b(?:breakfast|lunch|dinner)\b", clause, re.IGNORECASE):
        meals = [(entry, n, meal) for kind, entry, n, meal in booked if kind == "restaurant" and day in (None, n)]
        if len({entry for entry, _n, _meal in meals}) == 1:  # "the restaurant on day 1 is shut": that day's one meal out
            return (f"restaurant:day{day}.{meals[0][2]}" if day else f"restaurant:{meals[0][0]}"), None
        if meals:
            listed = "; ".join(f"{venue_name(entry)} (day {n} {meal})" for entry, n, meal in meals)
            return None, (f"Which restaurant is closed? Your plan eats at {listed}. Say, for example, \"{venue_name(meals[0][0])} "
                          f"is closed\", and I'll re-plan around it.")
    return None


def said_disruptions(text: str, plan: list[dict[str, Any]], pending: bool = False, dates: Sequence[str] = (), people: int = 1,
                     known_today: int | None = None) -> tuple[list[str], str | None] | None:
    """(the disruptions, None), in the order said, when the message reports some the plan can be repaired around
    ("our day 1 flight is cancelled and the hotel for night 1 is overbooked": both); ([], the question or answer to
    reply) when it is not clear which booking is meant, or the plan has none of the kind; None when the message
    reports no disruption. With a question of the chat's open (``pending``), only a disruption with its day is read.
    ``dates``: the trip's, day by day: a closure said on a day is on that date only (``_when``); ``people``: the party, for a
    price said for everyone (``price_said``); ``known_today``: the trip's current day stated earlier in the conversation
    (``today_of``), for a message that states none ("the hotel cancelled on us for tonight")."""
    today = read_today(text) or known_today  # ("we're on day 1 and X is closed": closed on day 1's date)
    text = with_today(text, known_today)
    if not pending and swap_unnamed(text):  # "swap the hotel please": the one stay, or which night is asked
        stay, asked = _stay_to_swap(plan)
        return ([stay] if stay else [], asked)
    if pending or not reports(text):
        found = [disruption.text for disruption in read_disruptions(text)]
        return (found, None) if found else None
    found, asked = [], None
    text = _dates_as_days(text, dates)  # "our flight on the 3rd was cancelled": the trip's day dated the 3rd
    for clause in clauses(text):
        by_plan = _by_plan(clause, plan)
        if by_plan is not None and by_plan[0] is None:  # which one is asked: nothing is repaired until it is said
            return [], by_plan[1]
        read = by_plan[0] if by_plan is not None else getattr(read_clause(clause), "text", None)
        priced = price_said(clause, plan, people, _leg_said(clause)) if read is None else None
        if priced is not None and priced[0] is None:  # which booking's price is asked: nothing changes until it is said
            return [], priced[1]
        read = priced[0] if priced is not None else read
        undated = undated_disruption(clause, plan) if read is None and len(clauses(text)) > 1 else None
        asked = asked or (undated[1] if undated is not None else None)
        read = undated[0] if undated is not None else read  # one of two with no day ("flight home delayed to 11:30")
        found += [_when(read, clause, plan, dates, today)] if read is not None else []
    if found and asked:  # "our flight is delayed and the museum is shut": which flight, or when, is asked first
        return [], asked
    if found:
        return _one_each(list(dict.fromkeys(found)), plan), None
    undated = undated_disruption(text, plan)
    return None if undated is None else ([undated[0]] if undated[0] else [], undated[1])


# A date of the trip said by its day of the month ("on the 3rd", "march 4th", "mar 5"); never a place in a list ("the 2nd
# one", "the 3rd stop", "the 2nd night": ``one_form``'s)
_MONTH = (r"(?P<month>jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
          r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_ON_DATE = lazy_compile(rf"\b(?:on\s+)?(?:the\s+)?(?:{_MONTH}\.?\s+(?:the\s+)?(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?\b"
                        r"|(?P<nth>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)\b"
                        r"(?!\s+(?:day|night|one|stop|city|flight|leg|meal|place|of\s+(?:the\s+)?(?:trip|stay|day))))", re.IGNORECASE)


def _dates_as_days(text: str, dates: Sequence[str]) -> str:
    """``text`` with a date of the trip said by its day of the month put as its day ("on the 3rd" → "on day 1" on a
    trip of March 3-5); a date that is no day of the trip, or of two of its days, is left as said."""
    def as_day(m: re.Match[str]) -> str:
        said = int(m.group("day") or m.group("nth"))
        month = (m.group("month") or "")[:3].lower()
        days = [n for n, date in enumerate(dates, 1) if int(date[8:10]) == said
                and (not month or _MONTHS[int(date[5:7]) - 1] == month)]
        return f"on day {days[0]}" if len(days) == 1 else m.group(0)
    return _ON_DATE.sub(as_day, text) if dates else text


_MONTHS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
def today_of(state: Mapping[str, Any]) -> int | None:
    """The trip's current day the conversation last stated ("we're on day 2 now", in this message or an earlier one),
    if a day of the plan; None when no message stated one, so a disruption is before the trip (nothing is lived)."""
    days = len(state.get("plan") or [])
    for message in reversed(list(state.get("messages") or [])):
        today = read_today(message_text(message)) if getattr(message, "type", "") == "human" else None
        if today is not None:
            return today if 1 <= today <= days else None
    return None


_PLAN_REF = lazy_compile(r"day(\d+)(?:\.(\w+))?$", re.IGNORECASE)


def _one_each(found: list[str], plan: list[dict[str, Any]]) -> list[str]:
    """The disruptions said, each booking once: one that hits only bookings an earlier one of its kind already hits is
    the same one said again ("dinner on day 1 is off, Joe's Diner is closed": the closure and what it cost, one)."""
    kept: list[str] = []
    for said in found:
        kind, hit = said.partition(":")[0], _hits(said, plan)
        before = set().union(*(_hits(k, plan) for k in kept if k.partition(":")[0] == kind))
        if not hit or not hit <= before:
            kept.append(said)
    return kept


def _hits(disruption: str, plan: list[dict[str, Any]]) -> set[tuple[int, str]]:
    """The plan's bookings a closure or a cancelled flight takes, as (day, slot); empty for any other kind (a delay,
    a price) or a target the plan does not book."""
    kind, _sep, target = disruption.partition(":")
    target = target.split("@")[0].strip()
    ref = _PLAN_REF.match(target)
    if kind == "flight":
        days = [int(ref.group(1))] if ref else [n for n, day in enumerate(plan, 1)
                                                 if target.upper() in _FLIGHT_NUMBER.findall(str(day.get("transportation") or ""))]
        return {(n, "flight") for n in days}
    if kind not in ("restaurant", "attraction", "lodging"):
        return set()
    booked = {(k, entry, n, slot) for k, entry, n, slot in bookings(plan) if k == kind}
    if ref:
        return {(n, slot) for _k, _entry, n, slot in booked if n == int(ref.group(1)) and ref.group(2) in (None, slot)}
    return {(n, slot) for _k, entry, n, slot in booked if entry.lower() == target.lower()}


# Another stay asked with no night named ("swap the hotel please", "can we try a different place to stay?", the stay
# turned down: "not feeling the hotel tbh", "we don't like the airbnb"); a better or cheaper one is a preference
# (``intent``), never a swap.
_SWAP_UNNAMED = lazy_compile(r"\b(?:(?:swap|switch|change|replace)(?:\s+out)?\s+(?:the|our|my|that|this)\s+"
                             r"|(?:not\s+(?:really\s+|that\s+|so\s+)?(?:feeling|into|a\s+fan\s+of)|(?:don'?t|do\s+not)"
                             r"\s+(?:really\s+)?(?:like|love)|dislike|hate)\s+(?:the|our|my|that|this)\s+"
                             r"|(?:a\s+)?(?:different|diff|another|other)\s+)(?:hotel|lodging|accommodation|apartment|airbnb"
                             r"|listing|stay|place\s+to\s+(?:stay|sleep)|house|flat|condo|rental"
                             r"|room(?!\s+types?\b))\b"  # ("diff place to stay", "different room pls"; a room type is a rule)
                             r"|\b(?:stay|sleep)\s+(?:somewhere|someplace|anywhere)\s+else\b",
                             re.IGNORECASE)  # "can we stay somewhere else"
_NOT_A_SWAP = lazy_compile(r"\b(?:nicer|better|cheaper|fancier|cheapest|best|rated|night\s*\d)", re.IGNORECASE)
# Whether a change was made, asked ("did that change the hotel?", "has it switched our stay?", "did you replace the
# apartment?"): a question about the last re-plan, never a swap asked ("can you change the hotel?" is one)
_ASKED_WHETHER = lazy_compile(r"\b(?:did|does|has|have|had)\s+(?:that|this|it|you|they|anything|the\s+\w+(?:\s+\w+)?)"
                              r"\s+(?:also\s+|just\s+|even\s+|really\s+)?(?:swap|switch|change|replace)", re.IGNORECASE)


def swap_unnamed(text: str) -> bool:
    """Whether the message asks for another stay without naming a night (the night-named swap is ``asks_swap``'s);
    asking whether the stay was changed is no swap (``_ASKED_WHETHER``)."""
    return bool(_SWAP_UNNAMED.search(text)) and not _NOT_A_SWAP.search(text) and not _ASKED_WHETHER.search(text)


def _stay_to_swap(plan: list[dict[str, Any]]) -> tuple[str | None, str | None]:
    """The stay "the hotel" means: the one the plan books (every night it is booked is replaced, as it is lost for the
    trip), or which night is asked when the plan books several."""
    nights = [(n, str(day.get("accommodation"))) for n, day in enumerate(plan, 1)
              if str(day.get("accommodation") or "-").strip() not in ("-", "")]
    names = list(dict.fromkeys(name for _n, name in nights))
    if not names:
        return None, "Your plan books no stay, so there is nothing to swap: nothing changed."
    if len(names) > 1:
        said = "; ".join(f"night {n}: {venue_name(name)}" for n, name in nights)
        return None, f"Which night's stay shall I swap ({said})? Say e.g. \"swap the hotel on night {nights[0][0]}\"."
    return f"lodging:day{nights[0][0]}", None


def said_disruption(text: str, plan: list[dict[str, Any]], pending: bool = False, dates: Sequence[str] = ()
                    ) -> tuple[str | None, str | None] | None:
    """``said_disruptions`` with the first disruption only: (it, None), (None, the reply), or None."""
    said = said_disruptions(text, plan, pending, dates)
    return None if said is None else (said[0][0] if said[0] else None, said[1])


def _when(said: str, clause: str, plan: list[dict[str, Any]], dates: Sequence[str], today: int | None = None) -> str:
    """A restaurant or sight closed, dated as the clause means it: on the day said ("Dhaba On Wheels shut on day 1",
    "closed tonight" on night 1, "closed today" on day 2), or, when it is full or sold out ("Olde Pink House is full": no
    table at the time it is booked), on the one day the plan books it, or else on the current day the message states
    (``today``); on every date when it is closed for good, no day is said, or the trip's dates are not known (fail
    closed: the plan never keeps what may be closed)."""
    disruption = parse_disruption(said)
    if disruption.kind not in ("restaurant", "attraction") or disruption.on or not dates or FOR_GOOD.search(clause):
        return said
    own = re.match(r"\w+:day(\d+)\.", said)  # a booking said by its day ("day2.breakfast"): that day, whatever else is said
    night = _SAID_NIGHT.search(clause)  # (a restaurant closed "tonight", said as night 1: day 1's date)
    day = int(own.group(1)) if own else _said_day(clause) or (int(night.group(1)) if night else None)
    if day is None and NO_ROOM_AT_THE_TIME.search(clause):
        booked = {n for kind, entry, n, _as in bookings(plan) if f"{kind}:{entry}" == said}
        day = booked.pop() if len(booked) == 1 else None
    day = today if day is None else day
    return f"{said}@{dates[day - 1]}" if day is not None and 0 < day <= len(dates) else said


def _later(transport: str, minutes: int) -> str | None:
    """The flight's departure ``minutes`` later, HH:MM; None (the flight gone that day) when that is past midnight or
    the plan says no departure."""
    match = re.search(r"Departure Time:\s*(\d{1,2}):(\d{2})", transport)
    if match is None:
        return None
    leaves = int(match.group(1)) * 60 + int(match.group(2)) + minutes
    return f"{leaves // 60:02d}:{leaves % 60:02d}" if leaves < 24 * 60 else None


_ROUTE = lazy_compile(r"from\s+(.+?)\s+to\s+(.+?),", re.IGNORECASE)
# One of the bookings listed, picked by its place or its time ("the 2nd one", "the third flight", "the 21:00 one", "the
# morning one"): an answer to "Which day's flight?" (``one_form`` has put "6am" as "06:00").
_PLACES = {"first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "4th": 3}
# ("flight 1", "flight #2": the plan's flights counted; never a count or a time after it: "flight 2 hours late")
_BY_PLACE = lazy_compile(r"\b(first|1st|second|2nd|third|3rd|fourth|4th)\s+(?:one|flight)\b"
                         r"|\bflight\s*(?:#|no\s+|number\s+)?([1-4])\b(?!\s*(?:[:.]\d|h\b|hours?|hrs?|min|am|pm|days?|nights?"
                         r"|people|persons?|of|x\b))", re.IGNORECASE)
_BY_TIME = lazy_compile(r"\b(\d{1,2}):(\d{2})\s+(?:one|flight)\b|\b(?:one|flight)\s+(?:at|leaving\s+at)\s+(\d{1,2}):(\d{2})\b"
                        r"|\b(morning|afternoon|evening|night|early|late|red[\s-]?eye)\s+(?:one|flight)\b", re.IGNORECASE)
_PART_OF_DAY = {"morning": (5, 12), "afternoon": (12, 17), "evening": (17, 24), "night": (20, 24), "red-eye": (0, 5)}


def _leg_by_city(text: str, flights: list[tuple[int, str]]) -> int | None:
    """The flight a message names by a city of its route ("our flight to Savannah": the one landing there; "the flight
    from Savannah", "out of savannah": the one leaving it), as its place among ``flights``; None when it names no one flight so."""
    legs = [i for i, (_n, transport) in enumerate(flights) if (route := _ROUTE.search(transport))
            and (re.search(rf"\bto\s+{re.escape(route.group(2))}\b", text, re.IGNORECASE)
                 or re.search(rf"\b(?:from|out\s+of)\s+{re.escape(route.group(1))}\b", text, re.IGNORECASE))]
    return legs[0] if len(legs) == 1 else None


def picked(text: str, flights: list[tuple[int, str]]) -> int | None:
    """The place among ``flights`` of the one a message picks by its place in the list or by its departure ("the 2nd
    one", "the 06:00 one", "the morning one", "the early one": the earliest of them); None when it picks none, or
    several."""
    place = _BY_PLACE.search(text)
    if place:
        index = _PLACES[place.group(1).lower()] if place.group(1) else int(place.group(2)) - 1
        return index if index < len(flights) else None
    timed = _BY_TIME.search(text)
    if timed is None:
        return None
    hours = [int(match.group(1)) + int(match.group(2)) / 60 if (match := re.search(r"Departure Time:\s*(\d{1,2}):(\d{2})", transport))
             else None for _n, transport in flights]
    if timed.group(5):
        word = re.sub(r"[\s-]+", "-", timed.group(5).lower())
        if word in ("early", "late"):  # the earliest or the latest departure
            known = [(hour, i) for i, hour in enumerate(hours) if hour is not None]
            return (min(known) if word == "early" else max(known))[1] if known else None
        low, high = _PART_OF_DAY.get(word, _PART_OF_DAY["red-eye"])
        fits = [i for i, hour in enumerate(hours) if hour is not None and low <= hour < high]
    else:
        said = int(timed.group(1) or timed.group(3)) + int(timed.group(2) or timed.group(4)) / 60
        fits = [i for i, hour in enumerate(hours) if hour is not None and int(hour) == int(said)]
    return fits[0] if len(fits) == 1 else None


def _leg_said(clause: str) -> int | None:
    """The flight a leg word names ("our flight home": the last, -1; "the flight out": the first, 0), or None."""
    said = one_form(clause)
    return -1 if _HOME.search(said) else 0 if _OUT.search(said) else None


def undated_disruption(text: str, plan: list[dict[str, Any]]) -> tuple[str | None, str | None] | None:
    """(the disruption, None) when the message names a flight or stay gone and the plan has one; (None, the question
    or answer to reply) when it has several or none; None when the message reports no undated disruption."""
    kind = gone_without_day(text)
    if kind == "flight":
        flights = [(n, str(day.get("transportation"))) for n, day in enumerate(plan, 1)
                   if "flight number" in str(day.get("transportation") or "").lower()]
        late, by = delay_time(text), delay_by(text)
        untimed = not late and not by and delayed(text) and not GONE.search(text)  # "our flight got delayed": to when?
        what = f"delayed to {late}" if late else f"delayed by {by} minutes" if by else "cancelled"
        said = {_said_day(one_form(text))} & {n for n, _transport in flights}  # a day said wins: never asked which
        # "our flight home": the last one; "our flight to Savannah": the one landing there
        said_one_way = one_form(text)  # ("flt home": the flight home)
        leg = (-1 if _HOME.search(said_one_way) else 0 if _OUT.search(said_one_way)
               else _leg_by_city(text, flights) if _leg_by_city(text, flights) is not None else picked(said_one_way, flights))
        if flights and untimed:
            meant = [f for f in flights if f[0] in said] or ([flights[leg]] if leg is not None else flights)
            listed = "; ".join(f"day {n}: {travel_words(transport)}" for n, transport in meant)
            return None, (f"When does the flight leave now? Your plan flies on {listed}. Say, for example, \"my flight on day "
                          f"{meant[0][0]} is delayed to 21:30\", and I'll re-plan around it.")
        if flights and (said or len(flights) == 1 or leg is not None):
            flown, transport = next((f for f in flights if f[0] in said), flights[0 if leg is None else leg])
            if by and not late:  # "delayed by 2 hours": the plan's departure, that much later
                late = _later(transport, by)
            return (f"delay:day{flown}@{late}" if late else f"flight:day{flown}"), None
        if not flights:
            return None, f"Your plan books no flight, so a flight {what} does not touch it: nothing changed."
        listed = "; ".join(f"day {n}: {travel_words(transport)}" for n, transport in flights)
        return None, (f"Which day's flight was {what}? Your plan flies on {listed}. Say, for example, \"my flight on day "
                      f"{flights[0][0]} was {what}\", and I'll re-plan around it.")
    if kind == "lodging":
        nights: dict[str, list[int]] = {}
        for n, day in enumerate(plan, 1):
            stay = str(day.get("accommodation") or "-").strip()
            if stay != "-":
                nights.setdefault(stay, []).append(n)
        if len(nights) == 1:
            return f"lodging:day{next(iter(nights.values()))[0]}", None
        if not nights:
            return None, "Your plan books no stay, so a cancelled booking does not touch it: nothing changed."
        listed = "; ".join(f"{venue_name(stay)} (night {', '.join(map(str, days))})" for stay, days in nights.items())
        first = next(iter(nights.values()))[0]
        return None, (f"Which night's stay was cancelled? Your plan stays at {listed}. Say, for example, \"the hotel on night "
                      f"{first} cancelled our booking\", and I'll re-plan around it.")
    return None
