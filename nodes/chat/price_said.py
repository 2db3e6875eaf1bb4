"""A price change the traveller reports during the trip: "the hotel raised its price to $300 a night", "our flight home
now costs $400 each", "dinner on day 2 went up 20%", "Joe's Diner doubled its prices".

The run-time monitor repairs a plan around a price change (``price:REF=AMOUNT``, planning/monitor/disruptions.py: a new
price, ``+N``, ``-N``, ``+P%`` or ``xF``; per person for a flight or a meal, per night for a stay); the chat reads the
report here and resolves what it names against the plan's own bookings (``undated``'s rules: a day or night said, a
flight by its leg or number, a place by its name, the plan's one stay). Such a message was read as a new budget ("the
hotel raised its price to 300 a night" set the budget to $600). An amount said for everyone ("$800 for both of us",
"$900 total for the stay") is turned into the unit the monitor takes; a report whose booking cannot be told is asked
back, naming each, and changes nothing.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.booked_names import bookings, named_in
from himap_travel.nodes.chat.markdown import venue_name

# The price said to change, and which way: up, down, or to a new figure ("is now", "costs", "charges").
_CHANGED = lazy_compile(
    r"\b(?P<up>raised|raising|hiked|increased|upped|bumped\s+up|went\s+up|gone\s+up|goes\s+up|jumped|rose|risen"
    # an extra asked of the traveller ("they want 80 more per night", "they're asking $50 extra")
    r"|(?:want|wants|wanting|asking|ask|asks|charging)(?=\s+(?:\$|usd\s*)?\d[\d,.]*\s*(?:more|extra)\b)"
    r")"  # (never "cheaper", "cut": "make the hotel cheaper, 120 a night" asks, it reports nothing)
    r"|\b(?P<down>lowered|dropped|went\s+down|gone\s+down|reduced)"
    r"|\b(?P<factor>doubled|tripled)"
    # a new figure said at once ("is now $300", "now costs 400", "is charging 900"; "is now leaving at 21:00" is no price)
    r"|\b(?P<now>(?:(?:is|are|'s|costs?|charges?|charging)\s+now|now\s+(?:costs?|charges?|charging|is|are)|charges|charging)"
    r"(?=\s*(?:\$|usd\s*)?\d))",
    re.IGNORECASE)
# (an amount per night or per person is a price too: "80 more per night", "390 pp")
_PRICE_WORD = lazy_compile(r"\b(?:price|prices|rate|rates|fare|fares|cost|costs|charges?|charging|tickets?|expensive|cheaper"
                           r"|(?:per|a|an|each)\s+(?:night|person|head|adult)|pp|pppn)\b|/\s*(?:night|nt|person)\b", re.IGNORECASE)
# An amount after the change: "by $50", "by 20%", "20% more", "to $300", "$300" (never a time: one_form wrote "9pm" 21:00).
_AMOUNT = lazy_compile(r"(?P<by>\bby\s+)?(?P<dollar>\$)?\s*(?<![\d:.,])(?P<number>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?P<cents>\d{1,2}))?"
                       r"(?![\d:])\s*(?P<pct>%|percent\b)?(?:\s*(?P<more>more|extra|higher|less|lower)\b)?"
                       # (a distance, a count or a time is no price: "is now 2 blocks from the beach")
                       r"(?!\s*(?:blocks?|miles?|mi|km|kilomet(?:er|re)s?|minutes?|mins?|hours?|hrs?|stars?|people|persons?"
                       r"|guests?|nights?\b(?!\s*(?:each|total))|days?|am|pm|rooms?|beds?)\b)", re.IGNORECASE)
_FOR_ALL = lazy_compile(r"\b(?:for\s+(?:both|all|the\s+(?:two|three|four|five|six)|each\s+of\s+the)\s+(?:of\s+us|nights)"
                        r"|for\s+us\s+(?:both|all)|in\s+total|total|altogether|all\s+in)\b", re.IGNORECASE)
_FLIGHT = lazy_compile(r"\b(?:flights?|plane|fares?|outbound|airfare)\b", re.IGNORECASE)
_STAY = lazy_compile(r"\b(?:hotel|lodging|accommodation|apartment|room|airbnb|listing|hostel|motel|host|stay|rental)\b",
                     re.IGNORECASE)
_MEAL = lazy_compile(r"\b(breakfast|lunch|dinner|brunch|supper)\b", re.IGNORECASE)
_MEAL_SLOT = {"brunch": "breakfast", "supper": "dinner"}
_DAY = lazy_compile(r"\b(?:day|night)\s*(\d+)", re.IGNORECASE)
_FLIGHT_NUMBER = lazy_compile(r"Flight Number:\s*(F\d+)", re.IGNORECASE)
_SAID_NUMBER = lazy_compile(r"\b(F\d+)\b", re.IGNORECASE)

Said = tuple[str | None, str | None]  # (the disruption, None) or (None, the question to ask back)


def price_said(clause: str, plan: list[dict[str, Any]], people: int, leg: int | None = None) -> Said | None:
    """The price change one clause reports (``clauses``' form: "9pm" as 21:00) as ``price:REF=AMOUNT``, or a question
    when its booking cannot be told; None when it reports no price change. ``leg``: the flight a leg word names in the
    message ("our flight home": -1), found by the caller."""
    changed = _CHANGED.search(clause)
    if changed is None:
        return None
    if not reports_price(clause):
        return None  # ("we went up 20 floors": no price said)
    amount = _amount(clause, changed) or ""
    ref, per_all, asked = _booking(clause, plan, leg)
    if asked is not None:
        return None, asked
    if ref is None:
        return None
    if _FOR_ALL.search(clause) and amount[0].isdigit():  # "$800 for both of us": per person (per night for a stay)
        amount = _per_unit(float(amount), per_all if ref.endswith(".lodging") else people)
    return f"price:{ref}={amount}", None


def reports_price(clause: str) -> bool:
    """Whether ``clause`` says a price changed, by an amount ("our stay went up 25%", "the fare jumped to $390"), of
    whatever booking: news of the plan, never a story told."""
    changed = _CHANGED.search(clause)
    amount = _amount(clause, changed) if changed else None
    return amount is not None and bool(_PRICE_WORD.search(clause) or changed and changed.group("now") or amount[-1] == "%"
                                       or "$" in clause)


def _amount(clause: str, changed: re.Match[str]) -> str | None:
    """The monitor's amount: a new price ("to $300", "is now $300"), ``+N``/``-N`` ("by $50", "$50 more"), ``+P%``/``-P%``
    or ``xF`` ("doubled"); None when no amount is said after the change."""
    if changed.group("factor"):
        return "x2" if changed.group("factor").lower() == "doubled" else "x3"
    said = _AMOUNT.search(clause, changed.end()) or _AMOUNT.search(clause)
    if said is None:
        return None
    number = said.group("number").replace(",", "") + (f".{said.group('cents')}" if said.group("cents") else "")
    down = bool(changed.group("down")) or (said.group("more") or "").lower() in ("less", "lower")
    if said.group("pct"):
        return f"{'-' if down else '+'}{number}%"
    if said.group("by") or said.group("more"):
        return f"{'-' if down else '+'}{number}"
    return number


def _per_unit(total: float, count: int) -> str:
    share = total / max(count, 1)
    return f"{share:.2f}".rstrip("0").rstrip(".")


def _booking(clause: str, plan: list[dict[str, Any]], leg: int | None) -> tuple[str | None, int, str | None]:
    """(the booking's REF, how many nights the stay is booked, a question): a flight, a stay or a meal of the plan."""
    day = _DAY.search(clause)
    said_day = int(day.group(1)) if day else None
    if _FLIGHT.search(clause) or _SAID_NUMBER.search(clause):
        ref, asked = _flight(clause, plan, said_day, leg)
        return ref, 0, asked
    named = named_in(clause, bookings(plan), kinds=("restaurant", "lodging"))  # "Joe's Diner doubled its prices", "the oasis"
    if _STAY.search(clause) or (named or "").startswith("lodging:"):
        return _stay(plan, said_day, named.partition(":")[2] if named else None)
    meal = _MEAL.search(clause)
    if meal and said_day:
        return f"day{said_day}.{_MEAL_SLOT.get(meal.group(1).lower(), meal.group(1).lower())}", 0, None
    return (named.partition(":")[2] if named else None), 0, None


def _flight(clause: str, plan: list[dict[str, Any]], said_day: int | None, leg: int | None) -> tuple[str | None, str | None]:
    flights = [n for n, day in enumerate(plan, 1) if _FLIGHT_NUMBER.search(str(day.get("transportation") or ""))]
    numbers = {m.group(1).upper() for day in plan for m in _FLIGHT_NUMBER.finditer(str(day.get("transportation") or ""))}
    number = next((n.upper() for n in _SAID_NUMBER.findall(clause) if n.upper() in numbers), None)
    if number:
        return number, None
    if said_day in flights:
        return f"day{said_day}.flight", None
    if leg is not None and flights:
        return f"day{flights[leg]}.flight", None
    if len(flights) == 1:
        return f"day{flights[0]}.flight", None
    if not flights:
        return None, "Your plan books no flight, so a flight's price does not touch it: nothing changed."
    return None, (f"Which flight's price changed? Your plan flies on day {', day '.join(map(str, flights))}. Say, for example, "
                  f"\"the flight on day {flights[0]} now costs $300 each\", and I'll re-plan around it.")


def _stay(plan: list[dict[str, Any]], said_night: int | None, named: str | None = None) -> tuple[str | None, int, str | None]:
    """The stay whose price is said: the one named, the one booked for the night said, or the plan's one stay."""
    nights: dict[str, list[int]] = {}
    for n, day in enumerate(plan, 1):
        stay = str(day.get("accommodation") or "-").strip()
        if stay != "-":
            nights.setdefault(stay, []).append(n)
    if named in nights and said_night is None:  # "private oasis raised the rate": every night it is booked
        return f"day{nights[named][0]}.lodging", len(nights[named]), None
    for days in nights.values():
        if said_night in days:
            return f"day{said_night}.lodging", len(days), None
    if len(nights) == 1:
        days = next(iter(nights.values()))
        return f"day{days[0]}.lodging", len(days), None
    if not nights:
        return None, 0, "Your plan books no stay, so a stay's price does not touch it: nothing changed."
    listed = "; ".join(f"{venue_name(stay)} (night {', '.join(map(str, days))})" for stay, days in nights.items())
    return None, 0, (f"Which stay's price changed? Your plan stays at {listed}. Say, for example, \"the hotel on night "
                     f"{next(iter(nights.values()))[0]} is now $200 a night\", and I'll re-plan around it.")
