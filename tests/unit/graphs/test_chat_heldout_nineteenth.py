"""A nineteenth held-out conversation set for the chat (issue 39, helper CONV19), written before the chat's code was
read for it and scored on HEAD 69f06c0 first (``HEAD_FIGURES``). Its trips are the public splits' trips no earlier
chat set used (Oklahoma City, Marquette, Minneapolis, Milwaukee, Myrtle Beach, Fort Lauderdale, Newark, Santa Ana,
Gulfport, Daytona Beach, San Jose, St. Louis, Evansville, Moline, Sun Valley, Medford, Indianapolis, Knoxville, Omaha,
Durango, Manhattan, Monterey, Grand Junction, Pittsburgh, Chattanooga and Eau Claire to a state), and one-city trips
from those origins to a city of that state on the same dates, each first checked to plan with a plain request.

It holds three classes the last sets left, each in several wordings:

banstay   "not that hotel", "not that hotel in longview": the stay out of the plan, held as a rule (the trip's rules
          name it), so a later re-plan (another day, another person, cheaper) keeps it out;
banname   "anywhere but the fresh budget room": the stay named (by part of its name) out and held as a rule the same
          way; "undo" or "the harlem place is fine actually" takes the rule back;
position  "swap the second city", "the last stop should be shreveport", "make the middle city atlanta": the stop at
          that place changes (to that city, or to another one), the other stops still visited;
stayq     "is the hotel at least 4 stars?", "is the place under 200 a night?": answered yes or no from the plan's own
          stays (the rating or the nightly price the reply gives as its reason), nothing changed;

and ordinary talk around them: corrections, several asks in one message, questions about the plan, take-backs, typos,
undo. Run as a script it scores every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_nineteenth``.

Figures, turns right of 181 in 44 conversations: HEAD 69f06c0 99 (82 wrong, 49 of them silent); after the fixes this
set drove 152 (29 wrong, 13 silent: ``KNOWN_GAPS``); 172 since the order rule (``city_order``, helper ROUTE). The
fixes, each a cause: a stay said unwanted is a rule the trip keeps (``domain/constraints/avoid_stays``, a registered
constraint every planner and check keeps; ``place_banned`` sets it, reads "anywhere but the X", "no X please", "not
that hotel in <city>"); a stay so banned is allowed again by name (``stay_ban_lifted``); a yes-or-no question about a
stay's rating or nightly price is answered from the plan with its figure, never added as a rule (``stay_yes_no``); a
stop asked about by its place is answered from the route (``stop_asked``); a data name ending in a space no longer
makes a stay unreplaceable (``stay_swap``). Left (since the order rule): the ordinary misses listed.
"""

from __future__ import annotations

import csv
import math
import re
from functools import cache

from himap_travel.domain.sandbox.paths import database_files
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    house_rules,
    plan_or_reason,
    rule,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import _stops, money, opened, said_any, stop_is
from tests.unit.graphs.test_chat_heldout_eleventh import stay_forbids
from tests.unit.graphs.test_chat_heldout_seventeenth import aside, budget, dates, people

# --- the plan's stays, as the data rates and prices them -------------------------------------------------------------


@cache
def _listings() -> dict[tuple[str, str], dict[str, str]]:
    """Every stay of the data by (name, city), the first row of a name kept (the data repeats a few)."""
    with open(database_files()["accommodations"], encoding="utf-8") as rows:
        out: dict[tuple[str, str], dict[str, str]] = {}
        for row in csv.DictReader(rows):
            out.setdefault((row["NAME"].strip(), row["city"].strip()), row)
        return out


def _stay_entries(state: dict) -> list[tuple[str, str]]:
    """The plan's stays as (name, city), in order, each once."""
    out: list[tuple[str, str]] = []
    for day in state.get("plan") or []:
        name, _, city = str(day.get("accommodation") or "-").rpartition(",")
        if name and (name.strip(), city.strip()) not in out:
            out.append((name.strip(), city.strip()))
    return out


def _flat(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _rules_text(state: dict) -> str:
    """The trip's rules as one flat string: a stay said unwanted must be named there to be a rule kept."""
    return _flat(str((state.get("trip") or {}).get("local_constraint") or {}))


def _held(holder: dict) -> Check:
    """The stays in ``holder`` are named by the trip's rules (a kept rule, not a one-off re-plan)."""
    return lambda before, after, said: bool(holder.get("out")) and all(
        _flat(name) in _rules_text(after) for name in holder["out"])


def _names(entries: list[tuple[str, str]]) -> set[str]:
    return {name for name, _city in entries}


def _out(holder: dict) -> Check:
    """The stays in ``holder`` are in no night of the plan after the turn, and the rules hold them; or no plan, with its
    reason (the rule still held); or nothing changed and the reply says it couldn't (no other stay keeps the trip)."""
    def check(before: dict, after: dict, said: str) -> bool:
        if unchanged(before, after, said) and "couldn't" in said:
            return True
        kept = _held(holder)(before, after, said)
        return kept and not (holder["out"] & _names(_stay_entries(after))) and plan_or_reason(before, after, said)
    return check


def bans(holder: dict) -> Check:
    """"Not that hotel" on a one-city trip: the plan's stay out and held as a rule."""
    def check(before: dict, after: dict, said: str) -> bool:
        holder["out"] = _names(_stay_entries(before))
        return _out(holder)(before, after, said)
    return check


def bans_named(fragment: str, holder: dict) -> Check:
    """"Anywhere but the <name>": the plan's stay whose name holds ``fragment`` out and held as a rule."""
    def check(before: dict, after: dict, said: str) -> bool:
        holder["out"] = {n for n in _names(_stay_entries(before)) if _flat(fragment) in _flat(n)}
        return _out(holder)(before, after, said)
    return check


def bans_in(city: str, holder: dict) -> Check:
    """"Not that hotel in <city>": the plan's stay in ``city`` out and held as a rule, the trip's other stays free."""
    def check(before: dict, after: dict, said: str) -> bool:
        holder["out"] = {n for n, c in _stay_entries(before) if c == city}
        others = _names(_stay_entries(before)) - holder["out"]
        return _out(holder)(before, after, said) and not any(_flat(n) in _rules_text(after) for n in others)
    return check


def still_out(holder: dict) -> Check:
    """A later re-plan keeps the stay said unwanted out, and the rule held."""
    return lambda before, after, said: not (set(holder.get("out") or {"?"}) & _names(_stay_entries(after))) and _held(
        holder)(before, after, said)


def lifted(holder: dict) -> Check:
    """A ban taken back: the trip's rules no longer name the stay, planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        free = not any(_flat(n) in _rules_text(after) for n in holder.get("out") or {"?"})
        return free and (plan_or_reason(before, after, said) or answered(before, after, said))
    return check


# --- yes or no about a stay -----------------------------------------------------------------------------------------

_YES_NO = re.compile(r"[\W_]*(yes|no)\b", re.IGNORECASE)


def _scope(state: dict, city: str | None, place: int | None) -> list[dict[str, str]]:
    """The listings a question is about: the stay in ``city``, the stay at the ``place``-th stop, or all of them."""
    if place is not None:
        stops = _stops(state)
        city = stops[place - 1] if len(stops) >= place else "?"
    return [_listings()[entry] for entry in _stay_entries(state) if city is None or entry[1] == city]


def _rooms(listing: dict[str, str], party: int) -> int:
    return max(1, math.ceil(party / max(1, int(float(listing["maximum occupancy"] or 1)))))


def _rating_said(listing: dict[str, str], said: str) -> bool:
    rating = float(listing["review rate number"])
    return f"{rating:.1f}" in said or re.search(rf"\b{rating:g}\s*(?:star|/\s*5|out of 5)", said) is not None


def _price_said(listing: dict[str, str], party: int, said: str) -> bool:
    nightly = float(listing["price"])
    return any(f"${amount:,.0f}" in said for amount in (nightly, nightly * _rooms(listing, party)))


def rated_at_least(stars: float, city: str | None = None, place: int | None = None) -> Check:
    """"Is the hotel at least N stars?": the reply starts with yes or no as the plan's stay (in ``city``, at the
    ``place``-th stop, or every stay) is rated, gives a rating it answered from, and nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        listings, answer = _scope(after, city, place), _YES_NO.match(said)
        truth = all(float(x["review rate number"]) >= stars for x in listings)
        shown = [x for x in listings if truth or float(x["review rate number"]) < stars]
        return bool(listings and answer) and (answer.group(1).lower() == "yes") == truth and any(  # type: ignore[union-attr]
            _rating_said(x, said) for x in shown) and answered(before, after, said)
    return check


def nightly_under(amount: float, city: str | None = None, place: int | None = None) -> Check:
    """"Is the place under $N a night?": yes or no as the stay's nightly price is (the listing's price, or that price
    times the rooms the party needs: either reading), a price given, and nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        listings, answer = _scope(after, city, place), _YES_NO.match(said)
        party = int((after.get("trip") or {}).get("people_number") or 1)
        readings = {all(float(x["price"]) * rooms < amount for x in listings)
                    for rooms in (1,)} | {all(float(x["price"]) * _rooms(x, party) < amount for x in listings)}
        return bool(listings and answer) and (answer.group(1).lower() == "yes") in readings and any(  # type: ignore[union-attr]
            _price_said(x, party, said) for x in listings) and answered(before, after, said)
    return check


# --- the stops of a state trip --------------------------------------------------------------------------------------


def last_stop(city: str) -> Check:
    """The plan's last stop is ``city``; or no plan, with its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        return stop_is((int((after.get("trip") or {}).get("visiting_city_number") or 1), city))(before, after, said)
    return check


def swapped(place: int) -> Check:
    """"Swap the second city": the stop at ``place`` is a city the plan did not visit before, the other stops still
    visited, as many stops as before; or no plan, with its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        old, new = _stops(before), _stops(after)
        if not after.get("plan"):
            return "No plan can meet" in said or "couldn't" in said
        others = [c for i, c in enumerate(old, 1) if i != place]
        return len(new) == len(old) and new[place - 1] not in old and set(others) <= set(new) and plan_or_reason(
            before, after, said)
    return check


def stop_said(place: int) -> Check:
    """A question about one stop ("whats the 2nd city") answered with its name, nothing changed (0: the last stop)."""
    def check(before: dict, after: dict, said: str) -> bool:
        stops = _stops(after)
        return answered(before, after, said) and bool(stops) and stops[place - 1] in said
    return check


_COUNTS = ("no", "one", "two", "three", "four", "five", "six")


def nights_said(place: int) -> Check:
    """"How many nights in the second city": the nights the plan stays at that stop, in figures or words."""
    def check(before: dict, after: dict, said: str) -> bool:
        city = _stops(after)[place - 1]
        nights = sum(str(d.get("accommodation") or "").endswith(f", {city}") for d in after.get("plan") or [])
        words = {f"{nights} night", f"{_COUNTS[nights]} night"}
        return answered(before, after, said) and any(w in said.lower() for w in words)
    return check


def stay_said(before: dict, after: dict, said: str) -> bool:
    """"Where are we staying now": answered with the plan's stay, nothing changed."""
    return answered(before, after, said) and any(name in said for name in _names(_stay_entries(after)))


def drive_said(before: dict, after: dict, said: str) -> bool:
    """"How long is the drive": a length in hours, minutes or km, nothing changed."""
    return answered(before, after, said) and re.search(r"\d+\s*(?:h\b|hours?|min|km)", said) is not None


def allows(house_rule: str) -> Check:
    """A house rule taken back ("smoking is fine"): the stays no longer have to forbid it."""
    return lambda before, after, said: house_rule not in ((after.get("trip") or {}).get("local_constraint") or {}).get(
        "stay forbids", [])


# --- undo -----------------------------------------------------------------------------------------------------------


def remember(holder: dict) -> Check:
    """Keeps the trip and its stops after an opening turn, for a later ``back_to``; holds whenever the trip planned."""
    def check(before: dict, after: dict, said: str) -> bool:
        holder["trip"], holder["stops"] = after.get("trip"), _stops(after)
        return plan_or_reason(before, after, said)
    return check


def back_to(holder: dict) -> Check:
    """"Undo that": the trip and its stops as ``remember`` kept them."""
    return lambda before, after, said: after.get("trip") == holder.get("trip") and _stops(after) == holder.get(
        "stops") and plan_or_reason(before, after, said)


_B = [dict() for _ in range(18)]  # the stays said unwanted, one holder per conversation that bans one
_U = [dict() for _ in range(2)]   # the trips an undo goes back to

CATEGORIES = ("banstay", "banname", "position", "stayq", "correct", "several", "question", "takeback", "typo", "undo",
              "aside")

CONVERSATIONS: list[Conversation] = [
    # --- "not that hotel" -------------------------------------------------------------------------------------------
    ("banstay", [
        ("gulfport to houston march 24-26 2022, solo, 1500", [opened("Gulfport", "Houston")]),
        ("not that hotel, i stayed there last year and it was gross", [bans(_B[0])]),
        ("make it 4 days", [trip(days=4), plan_or_reason, still_out(_B[0])]),
        ("whats the total now", [total_said]),
        ("is the new one under 100 a night?", [nightly_under(100)]),
    ]),
    ("banstay", [
        ("knoxville to tallahassee, march 20 to 22 2022, 2 ppl, 1500", [opened("Knoxville", "Tallahassee")]),
        ("eh that place looks meh, find us another one and keep it off the list", [bans(_B[1])]),
        ("we also want italian food", [cuisines("Italian"), plan_or_reason, still_out(_B[1])]),
        ("thanks!", [THANKED]),
    ]),
    ("banstay", [
        ("omaha to detroit 3/19-3/21/2022 3 people 2600", [opened("Omaha", "Detroit")]),
        ("we don't want that hotel", [bans(_B[2])]),
        ("can you make it cheaper", [still_out(_B[2]), plan_or_reason]),
        ("where are we staying now", [stay_said]),
        ("is it at least 4 stars", [rated_at_least(4)]),
    ]),
    ("banstay", [
        ("indianapolis to charlotte march 7-9 2022 just me 1300", [opened("Indianapolis", "Charlotte")]),
        ("different hotel please, not that one", [bans(_B[3])]),
        ("push it a day later", [dates(8, 10), still_out(_B[3])]),
        ("cool thanks", [THANKED]),
    ]),
    ("banstay", [
        ("minneapolis to texas, a week, 3 cities, march 22 2022, 2 people, 11900",
         [opened("Minneapolis", "Texas", visiting_city_number=3)]),
        ("not that hotel in longview pls", [bans_in("Longview", _B[4])]),
        ("add one more person", [people(3), still_out(_B[4])]),
        ("whats the hotel in longview now", [stay_said]),
        ("thanks", [THANKED]),
    ]),
    ("banstay", [
        ("evansville to amarillo, mar 17-19 2022, 2 of us, 1600", [opened("Evansville", "Amarillo")]),
        ("that room looks sketchy tbh. something else pls, and not that one again later", [bans(_B[5])]),
        ("actually add a night", [trip(days=4), plan_or_reason, still_out(_B[5])]),
        ("is the new place at least 3 stars?", [rated_at_least(3)]),
    ]),
    # --- "anywhere but the <name>" ----------------------------------------------------------------------------------
    ("banname", [
        ("minneapolis to dallas march 22-24 2022, 2 people, 2500", [opened("Minneapolis", "Dallas")]),
        ("anywhere but the fresh budget room please", [bans_named("Fresh Budget Room", _B[6])]),
        ("and budget 2800", [budget(2800), still_out(_B[6])]),
        ("cool thx", [THANKED]),
    ]),
    ("banname", [
        ("chattanooga to savannah march 9-11 2022 2 people 1800", [opened("Chattanooga", "Savannah")]),
        ("no private oasis please, we had a bad time there", [bans_named("Private Oasis", _B[7])]),
        ("add a third person", [people(3), still_out(_B[7])]),
        ("how much is the hotel per night now", [money]),
    ]),
    ("banname", [
        ("medford to denver march 23-25 2022 1 person 1200", [opened("Medford", "Denver")]),
        ("book anything except the peaceful beautiful home away", [bans_named("Peaceful, beautiful home away", _B[8])]),
        ("is the new one under 150 a night?", [nightly_under(150)]),
        ("and is it at least 3 stars", [rated_at_least(3)]),
        ("great, thank you", [THANKED]),
    ]),
    ("banname", [
        ("grand junction to tucson march 19-21 2022, 2 ppl, 1400", [opened("Grand Junction", "Tucson")]),
        ("harlem clean & comfy space? no thanks, pick another", [bans_named("HARLEM CLEAN", _B[9])]),
        ("what does day 2 cost", [day_cost_said(2)]),
        ("nvm, the harlem place is fine actually", [lifted(_B[9])]),
    ]),
    ("banname", [
        ("newark to florida 7 days 3 cities march 18 2022 3 people 10400",
         [opened("Newark", "Florida", visiting_city_number=3)]),
        ("anywhere but the bushwick duplex in miami", [bans_named("Bushwick Duplex", _B[10])]),
        ("whats the last stop", [stop_said(0)]),
        ("ty", [THANKED]),
    ]),
    ("banname", [
        ("durango to el paso march 27-29 2022 2 ppl 1500", [opened("Durango", "El Paso")]),
        ("we're not staying at the 1 BR in 2 BR apt, anything else", [bans_named("1 BR in 2 BR Apt", _B[11])]),
        ("and we like mexican food", [cuisines("Mexican"), plan_or_reason, still_out(_B[11])]),
        ("is the new place rated 4 or better?", [rated_at_least(4)]),
    ]),
    # --- a city by its place on a state trip ------------------------------------------------------------------------
    ("position", [
        ("oklahoma city to colorado, 7 days 3 cities, march 1 2022, solo, 3000",
         [opened("Oklahoma City", "Colorado", visiting_city_number=3)]),
        ("swap the second city for denver", [stop_is((2, "Denver"))]),
        ("whats the last stop", [stop_said(0)]),
        ("how much is it now", [money]),
    ]),
    ("position", [
        ("marquette to michigan 7 days 3 cities from march 6 2022, 5 people, 14600",
         [opened("Marquette", "Michigan", visiting_city_number=3)]),
        ("can the last stop be grand rapids", [last_stop("Grand Rapids")]),
        ("and swap the second city, somewhere else", [swapped(2), last_stop("Grand Rapids")]),
        ("whats the first stop", [stop_said(1)]),
    ]),
    ("position", [
        ("minneapolis to illinois 7 days 3 cities march 8 2022 2 people 8100",
         [opened("Minneapolis", "Illinois", visiting_city_number=3)]),
        ("make the first stop chicago", [stop_is((1, "Chicago"))]),
        ("and the last one champaign", [stop_is((1, "Chicago"), (3, "Champaign"))]),
        # corrected with the order rule (helper ROUTE): Champaign, the last stop asked, has no stay the data keeps, so
        # no plan meets the trip and the question after it is answered by saying so, with the reason
        ("what are we doing on day 5", [said_any("Day 5", "has no plan")]),
    ]),
    ("position", [
        ("santa ana to montana 5 days 2 cities march 6 2022 1 person 3600",
         [opened("Santa Ana", "Montana", visiting_city_number=2)]),
        ("swap the 2nd city", [swapped(2)]),
        ("is the hotel in the first city at least 3 stars", [rated_at_least(3, place=1)]),
        ("ok and make it 2 people", [people(2)]),
    ]),
    ("position", [
        ("fort lauderdale to louisiana 7 days 3 cities march 8 2022 2 people 4400",
         [opened("Fort Lauderdale", "Louisiana", visiting_city_number=3)]),
        ("last stop should be shreveport not new orleans", [last_stop("Shreveport")]),
        ("whats the 2nd city", [stop_said(2)]),
        ("is the hotel at the last stop under 200 a night", [nightly_under(200, place=3)]),
        ("ok thx", [THANKED]),
    ]),
    ("position", [
        ("daytona beach to texas 7 days, 3 cities, march 18 2022 solo 3600",
         [opened("Daytona Beach", "Texas", visiting_city_number=3)]),
        ("first city austin please", [stop_is((1, "Austin"))]),
        ("nah change the last stop to san antonio", [stop_is((1, "Austin"), (3, "San Antonio"))]),
        ("thx", [THANKED]),
    ]),
    ("position", [
        ("chattanooga to georgia 7 days 3 cities march 9 2022 2 people 6900",
         [opened("Chattanooga", "Georgia", visiting_city_number=3)]),
        ("swap the middle city for atlanta", [stop_is((2, "Atlanta"))]),
        ("how long is the drive home from the last stop", [drive_said]),
        ("make it cheaper", [plan_or_reason, stop_is((2, "Atlanta"))]),
    ]),
    ("position", [
        ("sun valley to california 5 days 2 cities march 22 2022 1 person 2600",
         [opened("Sun Valley", "California", visiting_city_number=2)]),
        ("the last stop, can it be san francisco instead", [last_stop("San Francisco")]),
        ("and whats the first one", [stop_said(1)]),
        ("thank you!", [THANKED]),
    ]),
    # --- yes or no about a stay's rating or price -------------------------------------------------------------------
    ("stayq", [
        ("gulfport to texas 7 days 3 cities from march 24 2022, 1 person, 4200",
         [opened("Gulfport", "Texas", visiting_city_number=3)]),
        ("is the hotel in houston at least 4 stars?", [rated_at_least(4, city="Houston")]),
        ("are all the places under 150 a night", [nightly_under(150)]),
        ("ok thanks", [THANKED]),
    ]),
    ("stayq", [
        ("monterey to el paso march 9-11 2022 4 people 3500", [opened("Monterey", "El Paso")]),
        ("is the place under 200 a night?", [nightly_under(200)]),
        ("is it rated well, like 4+?", [rated_at_least(4)]),
        ("ok make it cheaper then", [plan_or_reason]),
    ]),
    ("stayq", [
        ("knoxville to florida 5 days 2 cities march 20 2022 2 people 3900",
         [opened("Knoxville", "Florida", visiting_city_number=2)]),
        ("is the tallahassee place at least 3 stars", [rated_at_least(3, city="Tallahassee")]),
        ("and is the miami one under 300 a night", [nightly_under(300, city="Miami")]),
        ("what's the total", [total_said]),
    ]),
    ("stayq", [
        ("omaha to michigan 5 days 2 cities march 19 2022 3 people 7500",
         [opened("Omaha", "Michigan", visiting_city_number=2)]),
        ("are the hotels 4 stars or more", [rated_at_least(4)]),
        ("we need somewhere that allows pets tho", [house_rules("pets"), plan_or_reason]),
        ("is the place in the second city under 250/night?", [nightly_under(250, place=2)]),
    ]),
    ("stayq", [
        ("medford to colorado 7 days 3 cities march 23 2022 solo 2400",
         [opened("Medford", "Colorado", visiting_city_number=3)]),
        ("is the gunnison place cheaper than 100 a night", [nightly_under(100, city="Gunnison")]),
        ("is it at least 2 stars", [rated_at_least(2, city="Gunnison")]),
        ("ok cool, swap the last city for denver", [last_stop("Denver")]),
    ]),
    ("stayq", [
        ("st louis to california 7 days 3 cities march 17 2022 2 people 9500",
         [opened("St. Louis", "California", visiting_city_number=3)]),
        ("is the san diego hotel 5 stars", [rated_at_least(5, city="San Diego")]),
        ("hmm ok, are all hotels under 400 a night", [nightly_under(400)]),
        ("thats fine thx", [THANKED]),
    ]),
    # --- longer chats mixing the classes ----------------------------------------------------------------------------
    ("several", [
        ("moline to texas 7 days 3 cities march 19 2022 2 ppl 5500", [opened("Moline", "Texas", visiting_city_number=3)]),
        ("make the second stop austin", [stop_is((2, "Austin"))]),
        ("not that hotel in austin though", [bans_in("Austin", _B[12])]),
        ("is the hotel in the last city at least 4 stars?", [rated_at_least(4, place=3)]),
        ("budget 6000", [budget(6000), still_out(_B[12])]),
        ("thx", [THANKED]),
    ]),
    ("aside", [
        ("santa ana to texas 7 days 3 cities march 25 2022 4 people 5800",
         [opened("Santa Ana", "Texas", visiting_city_number=3)]),
        ("we've never been to texas, so excited lol", [aside]),
        ("whats the second city", [stop_said(2)]),
        ("swap it for houston", [stop_is((2, "Houston"))]),
    ]),
    ("several", [
        ("newark to miami march 18-20 2022, 3 of us, 3000", [opened("Newark", "Miami")]),
        ("is the bushwick duplex at least 3 stars?", [rated_at_least(3)]),
        ("then anywhere but the bushwick duplex, and add a day", [bans_named("Bushwick Duplex", _B[16]),
                                                                  trip(days=4)]),
        ("whats the total", [total_said]),
    ]),
    # --- corrections ------------------------------------------------------------------------------------------------
    ("correct", [
        ("durango to texas 5 days 2 cities march 27 2022 2 people 2300",
         [opened("Durango", "Texas", visiting_city_number=2)]),
        ("oops 3 people not 2", [people(3)]),
        ("and budget 2800 then", [budget(2800)]),
        ("whats the total", [total_said]),
    ]),
    ("correct", [
        ("evansville to texas 5 days 2 cities march 17 2022 2 ppl 2800",
         [opened("Evansville", "Texas", visiting_city_number=2)]),
        ("sorry, we start march 18", [dates(18, 22)]),
        ("no wait, 17 was right", [dates(17, 21)]),
        ("is the hotel in the first city under 150 a night", [nightly_under(150, place=1)]),
    ]),
    ("correct", [
        ("manhattan to texas 5 days 2 cities march 14 2022 3 people 3900",
         [opened("Manhattan", "Texas", visiting_city_number=2)]),
        ("we need no smoking places", [stay_forbids("smoking"), plan_or_reason]),
        ("i mean no parties, smoking is fine", [stay_forbids("parties"), allows("smoking"), plan_or_reason]),
        ("thanks", [THANKED]),
    ]),
    # --- several asks in one message --------------------------------------------------------------------------------
    ("several", [
        ("milwaukee to michigan 5 days 2 cities march 21 2022 2 ppl 1700",
         [opened("Milwaukee", "Michigan", visiting_city_number=2)]),
        ("make it 2000 and add chinese food", [budget(2000), cuisines("Chinese")]),
        ("and not that hotel in muskegon", [bans_in("Muskegon", _B[13])]),
        ("thanks so much", [THANKED]),
    ]),
    ("several", [
        ("myrtle beach to massachusetts 5 days 2 cities march 12 2022 3 people 3800",
         [opened("Myrtle Beach", "Massachusetts", visiting_city_number=2)]),
        ("4 of us and 4500 budget, also entire homes only", [people(4, 4500), rule("room type", "entire room")]),
        ("whats the first stop", [stop_said(1)]),
        ("hmm actually 3 of us after all", [people(3)]),
    ]),
    ("several", [
        ("sun valley to california 5 days 2 cities from march 22 2022, me, 2600 budget",
         [opened("Sun Valley", "California", visiting_city_number=2)]),
        ("bring a friend and bump budget to 3200", [people(2, 3200)]),
        ("is the first hotel under 200 a night", [nightly_under(200, place=1)]),
        ("thx!", [THANKED]),
    ]),
    # --- questions about the plan -----------------------------------------------------------------------------------
    ("question", [
        ("indianapolis to north carolina 7 days 3 cities march 7 2022 1 person 6500",
         [opened("Indianapolis", "North Carolina", visiting_city_number=3)]),
        ("how much is day 3", [day_cost_said(3)]),
        ("where do i sleep on night 4", [stay_said]),
        ("what's left in the budget", [money]),
    ]),
    ("question", [
        ("san jose to idaho 5 days 2 cities march 1 2022, 7 people, 13900",
         [opened("San Jose", "Idaho", visiting_city_number=2)]),
        ("how many nights in the second city", [nights_said(2)]),
        ("what's for dinner on day 2", [said_any("dinner")]),
        ("is the hotel in the first city at least 4 stars", [rated_at_least(4, place=1)]),
    ]),
    # --- take-backs -------------------------------------------------------------------------------------------------
    ("takeback", [
        ("monterey to texas 7 days 3 cities march 9 2022 4 people 15600",
         [opened("Monterey", "Texas", visiting_city_number=3)]),
        ("we want french food", [cuisines("French"), plan_or_reason]),
        ("nah forget the french food", [cuisines(), plan_or_reason]),
        ("and make the first city houston", [stop_is((1, "Houston"))]),
    ]),
    ("takeback", [
        ("eau claire to illinois 7 days 3 cities march 20 2022 3 people 10600",
         [opened("Eau Claire", "Illinois", visiting_city_number=3)]),
        ("no self driving please", [rule("transportation", "no self-driving"), plan_or_reason]),
        ("actually driving is fine, take that back", [rule("transportation", None), plan_or_reason]),
        ("what is the 3rd city", [stop_said(3)]),
    ]),
    ("takeback", [
        ("knoxville to tallahassee march 20-22 2022, 1 person, 900", [opened("Knoxville", "Tallahassee")]),
        ("not that hotel", [bans(_B[17])]),
        ("hmm no actually it's fine, keep it", [lifted(_B[17])]),
        ("thanks", [THANKED]),
    ]),
    # --- typos ------------------------------------------------------------------------------------------------------
    ("typo", [
        ("omaha to detriot march 19-21 2022 3 ppl 2600", [opened("Omaha", "Detroit")]),
        ("is teh hotel atleast 3 stars", [rated_at_least(3)]),
        ("thnx", [THANKED]),
    ]),
    ("typo", [
        ("indianapolis to charlote 3/7-3/9/2022 2 ppl 1600", [opened("Indianapolis", "Charlotte")]),
        ("not taht hotel pls", [bans(_B[14])]),
        ("mkae it 3 poeple", [people(3), still_out(_B[14])]),
    ]),
    # --- undo -------------------------------------------------------------------------------------------------------
    ("undo", [
        ("grand junction to arizona 5 days 2 cities march 19 2022 2 people 2100",
         [opened("Grand Junction", "Arizona", visiting_city_number=2), remember(_U[0])]),
        ("swap the second city for flagstaff", [stop_is((2, "Flagstaff"))]),
        ("undo that", [back_to(_U[0])]),
        ("whats the 2nd city now", [stop_said(2)]),
    ]),
    ("undo", [
        ("pittsburgh to new york 7 days 3 cities march 13 2022 2 people 5300",
         [opened("Pittsburgh", "New York", visiting_city_number=3), remember(_U[1])]),
        ("anywhere but the modern brooklyn oasis", [bans_named("Modern Brooklyn oasis", _B[15])]),
        ("undo", [back_to(_U[1])]),
        ("whats the total", [total_said]),
    ]),
]

# HEAD (69f06c0): turns right of all, per category, measured on a pristine copy before any fix (after two checks were
# corrected: "how many nights in the second city" counted any "2" in the reply; a stay said unwanted was compared with
# the plan's entries, city and all). 99 right, 82 wrong (49 silent) of 181.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"banstay": (12, 27), "banname": (12, 25), "position": (20, 33),
                                            "stayq": (12, 24), "correct": (9, 12), "several": (8, 22),
                                            "question": (6, 8), "takeback": (10, 12), "typo": (3, 6), "undo": (4, 8),
                                            "aside": (3, 4)}
# After this set's fixes: NOW_RIGHT of 181 (KNOWN_GAPS the rest); 153 since the lead's place_unnamed (stop 65); 156
# since the twentieth set's fixes ("add a third person", a stay ban beside "and add a day", "no parties, smoking is fine");
# 160 since the twenty-second's (a stop set by its place read as the city in its place, the order said to be the planner's);
# 161 since the twenty-third's ("swap the 2nd city" with no city named: that stop left out, another picked in its place);
# 172 since the order rule (``city_order``: a stop set by its place, or said as the first or the last, is kept there;
# one check corrected with it, marked).
NOW_RIGHT = 172

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (13, 2): "'swap the second city, somewhere else' (no city named): a city asked for by name, the second stop not "
             "changed ((13, 3) read since stop 65: the trip is kept, no question left open, nodes/chat/place_unnamed.py)",
    (30, 2): "'no wait, 17 was right' (a start date said back as a bare number) is asked what 17 counts",
    (32, 1): "'make it 2000 and add chinese food': the cuisine applied, the budget of 2000 not",
    (33, 3): "'hmm actually 3 of us after all' is not read",
    (34, 0): "'me' in the opening request is not read as one traveller: asked how many people",
    (34, 1): '(the question of turn 0 is still open)',
    (34, 2): '(the question of turn 0 is still open)',
    (41, 1): "'not taht hotel pls' (a typo of 'that') is not read",
    (41, 2): '(follows turn 1: no stay held out)',
}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-nineteenth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=150)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
