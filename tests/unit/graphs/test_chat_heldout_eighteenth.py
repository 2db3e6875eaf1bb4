"""An eighteenth held-out conversation set for the chat (issue 39, helper CONV18), written before the chat's code was
changed for it and scored on HEAD 9aafb2d first (``HEAD_FIGURES``; report /tmp/h19/reports/CONV18.md). Its trips are
city pairs no earlier chat set used (Cincinnati to Philadelphia, Bangor to Washington, El Paso to Phoenix, West Palm
Beach to White Plains, Houston to Fayetteville, San Jose to Portland, Baton Rouge to Texas, Rockford to Wisconsin,
Pittsburgh to Ohio, Fayetteville to Georgia, Killeen to Louisiana, Charleston to Savannah, Fort Myers to Fort
Lauderdale, Tucson to El Paso, Killeen to Austin, Muskegon to Traverse City, Memphis to Nashville, Erie to Pittsburgh,
Tucson to Phoenix, ...), each first checked to plan with a plain request.

It holds the classes the last stop left, each in several wordings:

deptime   a departure time for one day or one leg ("leave a bit later on day one, say after 11"): that leg's flight
          leaves then (a rule held, so later re-plans keep it), the other leg free; a plan that already meets it kept;
position  a city set by its place on a state trip ("make the second stop dallas"): that stop is that city;
inplace   "make day 2 cheaper", "a nicer dinner on day 3": done to that day / meal (the day costs less, the meal is
          better rated), the rest of the plan as it was, or the reply says why not;
banstay   "not that hotel again": the stay out of the plan, and kept out by a later re-plan;
mustsee   a must-see sight said while another is held: both held (and a sight taken back leaves the other);
deadline  "i need to be back at work on the 5th": the trip ends by then (a deadline, not a new return date);
forgetdo  "forget bonnet house, do X instead": the first out of the plan and the must-see list, the second visited;

and talk as people chat around them: corrections, several asks in one message, questions about the plan, asides,
typos, undo. Run as a script it scores every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_eighteenth``.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import Any

from himap_travel.domain.sandbox.paths import database_files
from himap_travel.nodes.chat.return_date import AT_WORK
from himap_travel.nodes.chat.take_back import has_cue
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    house_rules,
    plan_or_reason,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set, run_conversation
from tests.unit.graphs.test_chat_heldout_eleventh import stay_forbids
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_seventeenth import aside, budget, dates, must_see, people, skips, visits

_NOT_READ = ("didn't understand", "I plan trips")


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def opened(org: str, dest: str, **fields: object) -> Check:
    """The trip as asked, planned or its reason."""
    return lambda before, after, said: trip(org=org, dest=dest, **fields)(before, after, said) and plan_or_reason(
        before, after, said)


def _dep(plan: list[dict] | None, day: int) -> str | None:
    """The departure time of day ``day``'s flight (0: the last day), if that day flies."""
    if not plan:
        return None
    found = re.search(r"Departure Time: (\d\d:\d\d)", str(plan[(day or len(plan)) - 1].get("transportation") or ""))
    return found.group(1) if found else None


def _windows(state: dict) -> list[dict]:
    return list(_local(state).get("flight times") or [])


def leaves_after(day: int, clock: str) -> Check:
    """Day ``day``'s flight (0: the last day) leaves at ``clock`` or later, as a rule held (a later re-plan keeps it)
    that does not bind every flight; a plan that already met it kept as it was."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        held = any(w.get("depart_from") == clock and w.get("leg") != "every" for w in _windows(after))
        old, new = _dep(before.get("plan"), day), _dep(after.get("plan"), day)
        if old is None and after.get("plan") == before.get("plan") and before.get("plan"):
            return any(w in said.lower() for w in ("drive", "taxi", "no flight"))  # that day goes by road
        kept = old is None or old < clock or after.get("plan") == before.get("plan")
        return held and kept and (new is None and "No plan can meet" in said or (new or "") >= clock)
    return check


def no_window(before: dict, after: dict, said: str) -> bool:
    """A departure wish taken back: no flight-time rule held, planned or its reason."""
    return not _windows(after) and plan_or_reason(before, after, said)


def _stops(state: dict) -> list[str]:
    """The cities the plan stays in, in order."""
    org = (state.get("trip") or {}).get("org")
    out: list[str] = []
    for d in state.get("plan") or []:
        where = str(d.get("current_city") or "")
        city = where.split(" to ", 1)[1] if where.startswith("from ") and " to " in where else where
        city = city.strip()
        if city and city != org and (not out or out[-1] != city):
            out.append(city)
    return out


def stop_is(*order: tuple[int, str]) -> Check:
    """Each (place, city): the plan's ``place``-th stop (1 first) is ``city``; or no plan, with its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return "No plan can meet" in said or "couldn't" in said
        stops = _stops(after)
        return all(len(stops) >= place and stops[place - 1] == city for place, city in order) and plan_or_reason(
            before, after, said)
    return check


def _costs(state: dict) -> list[float]:
    return list(state.get("day_costs") or [])


def _why_not(said: str) -> bool:
    """A reason the data gives (the cheapest already, none better rated that keeps the rules); never "I can't do that
    for one day alone", which is the chat's limit, not the data's."""
    low = said.lower()
    return any(w in low for w in ("couldn't", "already", "cheapest", "no cheaper", "no better", "highest",
                                  "best-rated", "best rated")) and not any(
        w in low for w in ("on its own", "alone", "no rule can"))


def day_cheaper(day: int) -> Check:
    """Day ``day`` costs less than before, the trip and the other days' travel as they were, no dearer in all; or
    nothing changed and the reply says why not."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        if after.get("plan") == before.get("plan"):
            return unchanged(before, after, said) and _why_not(said)
        old, new = _costs(before), _costs(after)
        legs = [[str(d.get("transportation")) for d in s.get("plan") or []] for s in (before, after)]
        return (after.get("trip") or {}).get("days") == (before.get("trip") or {}).get("days") and \
            new[day - 1] < old[day - 1] and sum(new) <= sum(old) + 0.005 and legs[0] == legs[1]
    return check


@cache
def _ratings() -> dict[tuple[str, str], float]:
    with open(database_files()["restaurants"], encoding="utf-8") as rows:
        return {(r["Name"].strip(), r["City"].strip()): float(r["Aggregate Rating"] or 0) for r in csv.DictReader(rows)}


def _rating(entry: str) -> float:
    name, _, city = entry.rpartition(",")
    return _ratings().get((name.strip(), city.strip()), 0.0)


def nicer_meal(day: int, meal: str) -> Check:
    """Day ``day``'s ``meal`` is another place, better rated; every other day's meals as they were; or nothing
    changed and the reply says why not."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        if after.get("plan") == before.get("plan"):
            return unchanged(before, after, said) and _why_not(said)
        old, new = before["plan"][day - 1][meal], after["plan"][day - 1][meal]
        others = [[(d["breakfast"], d["lunch"], d["dinner"]) for i, d in enumerate(s["plan"], 1) if i != day]
                  for s in (before, after)]
        return new != old and _rating(new) > _rating(old) and others[0] == others[1]
    return check


def _stays(state: dict) -> set[str]:
    return {str(d.get("accommodation")) for d in state.get("plan") or []} - {"-", "None"}


def ban_stay(holder: dict) -> Check:
    """"Not that hotel again": the plan's stays before the turn (a one-city trip's one stay) are out of it after, and
    kept in ``holder`` for a later turn's ``stay_still_out``; or no plan, with its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        holder["out"] = _stays(before)
        if unchanged(before, after, said) and "couldn't" in said:
            return True  # no other stay keeps the trip's rules and budget: said so
        return bool(holder["out"]) and not (holder["out"] & _stays(after)) and plan_or_reason(before, after, said)
    return check


def stay_still_out(holder: dict) -> Check:
    """A later re-plan keeps out the stay said unwanted before."""
    return lambda before, after, said: not (set(holder.get("out") or {"?"}) & _stays(after))


def ends_by(last: int) -> Check:
    """A return deadline ("back at work on the 5th"): the trip ends on March ``last`` or before, and starts no later
    than it did; planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        was, now = (before.get("trip") or {}).get("date") or [], (after.get("trip") or {}).get("date") or []
        return bool(now) and now[-1] <= f"2022-03-{last:02d}" and now[0] <= was[0] and plan_or_reason(
            before, after, said)
    return check


def forget_do(gone: str, instead: str) -> Check:
    """"Forget A, do B instead": A neither visited nor held as a must-see, B visited (or no plan, with its reason)."""
    return lambda before, after, said: skips(gone)(before, after, said) and visits(instead)(before, after, said)


def first_sight_gone(day: int) -> Check:
    """"Forget the first one on day N": that sight no longer visited, planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        first = str(before["plan"][day - 1].get("attraction") or "").split(";")[0].rpartition(",")[0].strip()
        return bool(first) and first.lower() not in " ".join(str(d.get("attraction")) for d in after.get("plan") or [])\
            .lower() and plan_or_reason(before, after, said)
    return check


def money(before: dict, after: dict, said: str) -> bool:
    """A question about money: answered with a dollar amount, nothing changed."""
    return answered(before, after, said) and "$" in said


def said_any(*words: str) -> Check:
    """A question answered (nothing changed), the reply holding one of ``words``."""
    return lambda before, after, said: answered(before, after, said) and any(w.lower() in said.lower() for w in words)


_B = [dict() for _ in range(6)]  # the stays said unwanted, one holder per "banstay" conversation

CATEGORIES = ("deptime", "position", "inplace", "banstay", "mustsee", "deadline", "forgetdo", "correct", "several",
              "question", "aside", "typo", "undo")

CONVERSATIONS: list[Conversation] = [
    # --- a departure time for one day or one leg ----------------------------------------------------------------------
    ("deptime", [
        ("cincy to philly march 7 to 9 2022, just me, 1200 budget", [opened("Cincinnati", "Philadelphia")]),
        ("can i leave a bit later on the first day? like after 11", [leaves_after(1, "11:00")]),
        ("how much is that flight", [said_any("$", "no flight")]),
        ("cool thx", [THANKED]),
    ]),
    ("deptime", [
        ("bangor to washington dc mar 21-23 2022 2 adults $2000", [opened("Bangor", "Washington")]),
        ("i cant do early mornings on day 1, nothing before 10am", [leaves_after(1, "10:00")]),
        ("and coming home id rather fly after 1pm", [leaves_after(0, "13:00"), leaves_after(1, "10:00")]),
        ("what time do we land in bangor?", [said_any("Arrival", "arriv", "land")]),
    ]),
    ("deptime", [
        ("el paso -> phoenix, 3 of us, march 4th thru 6th 2022, budget 2400", [opened("El Paso", "Phoenix")]),
        ("day one departure no earlier than noon please", [leaves_after(1, "12:00")]),
        ("actually make that 3pm, i work the morning", [leaves_after(1, "15:00")]),
        ("whats the total now", [total_said]),
    ]),
    ("deptime", [
        ("cincinnati to philadelphia, march 7-9 2022, 2 of us, 2400", [opened("Cincinnati", "Philadelphia")]),
        ("first day we need to fly out in the afternoon, after 12 is fine", [leaves_after(1, "12:00")]),
        ("ok and add a third person", [people(3), leaves_after(1, "12:00")]),
    ]),
    ("deptime", [
        ("houston to fayetteville nc 3/20-3/22/2022, solo, 1500", [opened("Houston", "Fayetteville")]),
        ("first day i wanna sleep in, no flights before 11", [leaves_after(1, "11:00")]),
        ("bump the budget to 1800", [budget(1800), leaves_after(1, "11:00")]),
    ]),
    ("deptime", [
        ("san jose to portland march 16 to 18, 2022. 2 people. 2200 bucks", [opened("San Jose", "Portland")]),
        ("can day one be a later departure, after 11ish", [leaves_after(1, "11:00")]),
        ("nvm any time is fine on day one", [no_window]),
    ]),
    # --- a city set by its place on a state trip ----------------------------------------------------------------------
    ("position", [
        ("baton rouge to texas, 7 days, 3 cities, march 10 2022, 2 ppl, 6000",
         [opened("Baton Rouge", "Texas", visiting_city_number=3)]),
        ("make the second stop houston", [stop_is((2, "Houston"))]),
        ("and the first one austin", [stop_is((1, "Austin"), (2, "Houston"))]),
        ("how long is the drive on day 1?", [said_any("hour", "min", "km")]),
    ]),
    ("position", [
        ("rockford il to wisconsin, 3 cities in 7 days from march 14 2022, 1 person, budget 2500",
         [opened("Rockford", "Wisconsin", visiting_city_number=3)]),
        ("can the last city be madison", [stop_is((3, "Madison"))]),
        ("thanks a bunch", [THANKED]),
    ]),
    ("position", [
        ("pittsburgh to ohio for 5 days, 2 cities, starting 3/8/2022, family of 4, 3800",
         [opened("Pittsburgh", "Ohio", visiting_city_number=2)]),
        ("first stop cleveland please", [stop_is((1, "Cleveland"))]),
        ("no wait, cleveland second and columbus first", [stop_is((1, "Columbus"), (2, "Cleveland"))]),
    ]),
    ("position", [
        ("fayetteville to georgia 5 days 2 cities march 22 2022 2 people 2600",
         [opened("Fayetteville", "Georgia", visiting_city_number=2)]),
        ("make the 2nd city savannah", [stop_is((2, "Savannah"))]),
        ("what are we doing on day 4", [said_any("Day 4")]),
    ]),
    ("position", [
        ("killeen to louisiana 5 days 2 cities march 3 2022 2 people 3000",
         [opened("Killeen", "Louisiana", visiting_city_number=2)]),
        ("swap the first city for new orleans", [stop_is((1, "New Orleans"))]),
        ("is that still under budget", [said_any("$", "budget")]),
    ]),
    # --- a day or a meal changed in place ----------------------------------------------------------------------------
    ("inplace", [
        ("charleston to savannah march 3-6 2022, 2 people, budget 2200", [opened("Charleston", "Savannah")]),
        ("make day 2 cheaper", [day_cheaper(2)]),
        ("and a nicer dinner on day 3", [nicer_meal(3, "dinner")]),
        ("what does day 2 cost now", [day_cost_said(2)]),
    ]),
    ("inplace", [
        ("pittsburgh to erie march 12-15 2022 for 3, 2600", [opened("Pittsburgh", "Erie")]),
        ("day 2 is pricey, can u trim it a bit", [day_cheaper(2)]),
        ("cool, thats all", [THANKED]),
    ]),
    ("inplace", [
        ("tucson to el paso march 2-5 2022 1 person 1400", [opened("Tucson", "El Paso")]),
        ("a fancier dinner on day 2 please, it's my birthday", [nicer_meal(2, "dinner")]),
        ("thank u!!", [THANKED]),
    ]),
    ("inplace", [
        ("killeen to austin march 20-23 2022, 4 ppl, 3400", [opened("Killeen", "Austin")]),
        ("lunch on day 3 somewhere better rated?", [nicer_meal(3, "lunch")]),
        ("and day 2 a little cheaper if u can", [day_cheaper(2)]),
    ]),
    ("inplace", [
        ("muskegon to traverse city, mar 9-12 2022, two of us, $2000", [opened("Muskegon", "Traverse City")]),
        ("can we do a better breakfast on day 3", [nicer_meal(3, "breakfast")]),
        ("and make day 3 cheaper overall", [day_cheaper(3)]),
    ]),
    ("inplace", [
        ("memphis to nashville 3/15-3/18 2022, 3 people, 2700", [opened("Memphis", "Nashville")]),
        ("day 3 dinner somewhere nicer, its our last night", [nicer_meal(3, "dinner")]),
        ("how much is that dinner", [money]),
    ]),
    # --- a stay said unwanted, kept out by a later re-plan ------------------------------------------------------------
    ("banstay", [
        ("fort myers to fort lauderdale, mar 4-6 2022, solo, $900", [opened("Fort Myers", "Fort Lauderdale")]),
        ("not that hotel again, i stayed there once and hated it", [ban_stay(_B[0])]),
        ("make it 4 days", [trip(days=4), plan_or_reason, stay_still_out(_B[0])]),
    ]),
    ("banstay", [
        ("myrtle beach to charleston march 11-13 2022, 2 ppl, 1600", [opened("Myrtle Beach", "Charleston")]),
        ("ugh that place has awful reviews, pick somewhere else and never that one", [ban_stay(_B[1])]),
        ("add another person", [people(3), stay_still_out(_B[1])]),
    ]),
    ("banstay", [
        ("nashville to memphis march 24-26 2022, 2 people, 1900", [opened("Nashville", "Memphis")]),
        ("hard pass on that hotel", [ban_stay(_B[2])]),
        ("bump the budget by 300", [budget(2200), stay_still_out(_B[2])]),
    ]),
    ("banstay", [
        ("rockford to madison 3/2 to 3/4/2022, 1 person, 1000", [opened("Rockford", "Madison")]),
        ("different hotel pls, not that one ever", [ban_stay(_B[3])]),
        ("push the whole thing a day later", [dates(3, 5), stay_still_out(_B[3])]),
    ]),
    ("banstay", [
        ("san jose to monterey, march 25-27 2022, 2 adults, 1800", [opened("San Jose", "Monterey")]),
        ("we dont want that hotel, anywhere else is fine", [ban_stay(_B[4])]),
        ("and can it be a bit cheaper", [stay_still_out(_B[4]), plan_or_reason]),
    ]),
    # --- a must-see said while another is held -----------------------------------------------------------------------
    ("mustsee", [
        ("charleston to savannah 3/8-3/10/2022 me + wife, 1800", [opened("Charleston", "Savannah")]),
        ("we have to see forsyth park", [must_see("Forsyth")]),
        ("gotta see old fort jackson too", [must_see("Forsyth", "Fort Jackson")]),
        ("which day is the fort", [said_any("Day")]),
    ]),
    ("mustsee", [
        ("fort myers to fort lauderdale mar 14-16 2022, 2 people, budget 1500", [opened("Fort Myers", "Fort Lauderdale")]),
        ("bonnet house is a must", [must_see("Bonnet")]),
        ("oh and the stranahan house", [must_see("Bonnet", "Stranahan")]),
    ]),
    ("mustsee", [
        ("erie to pittsburgh march 17-19 2022, solo, 1100", [opened("Erie", "Pittsburgh")]),
        ("the warhol museum for sure", [must_see("Warhol")]),
        ("randyland too!!", [must_see("Warhol", "Randyland")]),
        ("eh drop randyland", [must_see("Warhol")]),
    ]),
    ("mustsee", [
        ("memphis to nashville march 5-8 2022 for 2, $2500", [opened("Memphis", "Nashville")]),
        ("grand ole opry is non negotiable", [must_see("Opry")]),
        ("also wanna hit the johnny cash museum", [must_see("Opry", "Johnny Cash")]),
        ("and the parthenon", [must_see("Opry", "Johnny Cash", "Parthenon")]),
    ]),
    ("mustsee", [
        ("tucson to phoenix, 3 days from march 18 2022, me and my son, 1300", [opened("Tucson", "Phoenix")]),
        ("desert botanical garden pls", [must_see("Desert Botanical")]),
        ("my son insists on the science center as well", [must_see("Desert Botanical", "Science Center")]),
    ]),
    # --- a return deadline -------------------------------------------------------------------------------------------
    ("deadline", [
        ("killeen to san antonio march 8-12 2022, 2 people, 3000", [opened("Killeen", "San Antonio")]),
        ("gotta be back at work on the 11th", [ends_by(11)]),
        ("what are the dates now?", [said_any("March")]),
    ]),
    ("deadline", [
        ("baton rouge to new orleans, march 14 to 18 2022, 1 person, 1800", [opened("Baton Rouge", "New Orleans")]),
        ("my boss wants me back in the office the 17th", [ends_by(17)]),
    ]),
    ("deadline", [
        ("grand island to omaha march 2-5 2022, family of 3, 2100", [opened("Grand Island", "Omaha")]),
        ("kids have school on the 4th so we need to be home by then", [ends_by(4)]),
        ("thx", [THANKED]),
    ]),
    ("deadline", [
        ("trenton to atlantic city march 19-23 2022, 2 ppl, $2600", [opened("Trenton", "Atlantic City")]),
        ("i have a dentist appt on the 22nd, need to be back for it", [ends_by(22)]),
        ("how much does it cost now", [money]),
    ]),
    ("deadline", [
        ("montgomery to atlanta march 5-9 2022, just me, 1500", [opened("Montgomery", "Atlanta")]),
        ("back to work monday the 7th unfortunately", [ends_by(7)]),
    ]),
    # --- "forget A, do B instead" ------------------------------------------------------------------------------------
    ("forgetdo", [
        ("fort myers to fort lauderdale 3/21-3/23/2022, 2 of us, 1400", [opened("Fort Myers", "Fort Lauderdale")]),
        ("must see bonnet house", [must_see("Bonnet")]),
        ("forget bonnet house, the riverwalk instead", [forget_do("Bonnet", "Riverwalk")]),
    ]),
    ("forgetdo", [
        ("erie to pittsburgh march 2-4 2022, 3 ppl, budget 2000", [opened("Erie", "Pittsburgh")]),
        ("the zoo is a must for the kids", [must_see("Zoo")]),
        ("scratch the zoo, do the national aviary instead", [forget_do("Zoo", "Aviary")]),
    ]),
    ("forgetdo", [
        ("savannah to charleston march 10-12 2022 2 people 1700", [opened("Savannah", "Charleston")]),
        ("we need to see the aquarium", [must_see("Aquarium")]),
        ("nah forget the aquarium, rainbow row instead", [forget_do("Aquarium", "Rainbow Row")]),
        ("is the aquarium gone now?", [answered]),
    ]),
    ("forgetdo", [
        ("tucson to phoenix march 22-24 2022, 1 person, 900", [opened("Tucson", "Phoenix")]),
        ("put the heard museum in", [must_see("Heard")]),
        ("forget heard museum, do the musical instrument museum instead", [forget_do("Heard", "Musical Instrument")]),
    ]),
    ("forgetdo", [
        ("nashville to memphis march 10-12 2022, 2 ppl, $2000", [opened("Nashville", "Memphis")]),
        ("graceland pls", [must_see("Graceland")]),
        ("forget graceland, lets do the civil rights museum instead", [forget_do("Graceland", "Civil Rights")]),
    ]),
    # --- longer chats mixing the classes ----------------------------------------------------------------------------
    ("several", [
        ("savannah to charleston 3/15-3/18/2022, family of 4, 3200", [opened("Savannah", "Charleston")]),
        ("we gotta see the aquarium", [must_see("Aquarium")]),
        ("also magnolia plantation", [must_see("Aquarium", "Magnolia")]),
        ("kids say pizza every night lol", [either(plan_or_reason, said_any("Pizza"))]),
        ("actually i need to be back home on the 17th", [ends_by(17)]),
        ("whats the total", [total_said]),
    ]),
    ("banstay", [
        ("phoenix to tucson march 12-14 2022, 2 people, 1600", [opened("Phoenix", "Tucson")]),
        ("not a fan of that hotel, find another and dont put us there again", [ban_stay(_B[5])]),
        ("we also want to see the desert museum", [must_see("Desert Museum"), stay_still_out(_B[5])]),
        ("make it 4 days", [trip(days=4), stay_still_out(_B[5])]),
    ]),
    ("deptime", [
        ("west palm to white plains march 5-7 2022, me and my husband, 3000", [opened("West Palm Beach", "White Plains")]),
        ("we wanna leave a little later the first day, after 9 maybe", [leaves_after(1, "09:00")]),
        ("what time is the flight home", [said_any("Departure", "depart", "flight", "leaving", "fly")]),
        ("and can you make day 2 cheaper", [day_cheaper(2)]),
    ]),
    ("forgetdo", [
        ("st louis to cape girardeau march 22-24 2022, 2 ppl, 1300", [opened("St. Louis", "Cape Girardeau")]),
        ("what sights are on day 2", [said_any("Day 2")]),
        ("forget the first one on day 2, do something outdoorsy instead", [either(first_sight_gone(2), said_any("couldn't"))]),
        ("k thanks", [THANKED]),
    ]),
    # --- corrections ------------------------------------------------------------------------------------------------
    ("correct", [
        ("fort myers to miami march 9-11 2022, 3 people, 2000", [opened("Fort Myers", "Miami")]),
        ("wait its 4 people not 3", [people(4)]),
        ("ugh no, 3 was right sorry", [people(3)]),
        ("and budget 2300", [budget(2300)]),
    ]),
    ("correct", [
        ("muskegon to grand rapids, 3/3-3/5/2022, solo, 800", [opened("Muskegon", "Grand Rapids")]),
        ("sorry i meant march 4 to 6", [dates(4, 6)]),
        ("what hotel is it", [said_any("Night", "stay", "hotel")]),
    ]),
    ("correct", [
        ("white plains to providence march 14-16 2022, 2 people, 1800", [opened("White Plains", "Providence")]),
        ("oops make that boston not providence", [opened("White Plains", "Boston")]),
        ("and we need pets allowed, bringing our lab", [house_rules("pets"), plan_or_reason]),
    ]),
    ("correct", [
        ("cape girardeau to st louis march 18-20 2022 1 person 900", [opened("Cape Girardeau", "St. Louis")]),
        ("hmm actually 4 days, through the 21st", [dates(18, 21)]),
        ("no scratch that, keep it 3 days", [dates(18, 20)]),
    ]),
    ("correct", [
        ("branson to tulsa march 6-8 2022, 2 ppl, $1500", [opened("Branson", "Tulsa")]),
        ("we want italian food", [cuisines("Italian"), plan_or_reason]),
        ("i mean mexican, not italian", [cuisines("Mexican"), plan_or_reason]),
    ]),
    # --- several asks in one message ---------------------------------------------------------------------------------
    ("several", [
        ("minot to williston march 12-14 2022, 2 people, 1400", [opened("Minot", "Williston")]),
        ("make it 3 people and 1800 budget", [people(3, 1800)]),
        ("also no smoking and we like chinese", [stay_forbids("smoking"), cuisines("Chinese"), plan_or_reason]),
    ]),
    ("several", [
        ("fayetteville to wilmington march 2-4 2022, 4 of us, 2600", [opened("Fayetteville", "Wilmington")]),
        ("add a day and make it 3000", [trip(days=4, budget=3000), plan_or_reason]),
        ("whats the most expensive day", [said_any("Day")]),
    ]),
    ("several", [
        ("philadelphia to harrisburg march 16-18 2022, solo, 1000", [opened("Philadelphia", "Harrisburg")]),
        ("2 people, 1500 and an entire home pls", [people(2, 1500)]),
        ("thx", [THANKED]),
    ]),
    ("several", [
        ("trenton to newark, march 26 to 28 2022, 2 ppl, 1500", [opened("Trenton", "Newark")]),
        ("start a day earlier and we're bringing the dog", [dates(25, 27)]),
        ("ok great thanks", [THANKED]),
    ]),
    # --- questions about the plan ------------------------------------------------------------------------------------
    ("question", [
        ("myrtle beach to charlotte, mar 20-22 2022, me and 2 friends, 1900", [opened("Myrtle Beach", "Charlotte")]),
        ("how much is the hotel per night", [money]),
        ("whats for dinner day 1", [said_any("dinner", "Dinner")]),
        ("how far is the drive", [said_any("km", "hour", "min")]),
    ]),
    ("question", [
        ("el paso to albuquerque march 27-29 2022, 2 ppl, 1500", [opened("El Paso", "Albuquerque")]),
        ("what does day 2 cost", [day_cost_said(2)]),
        ("why is it so expensive", [money]),
    ]),
    ("question", [
        ("baton rouge to lake charles march 3-5 2022, 1 person, 800", [opened("Baton Rouge", "Lake Charles")]),
        ("whats the total", [total_said]),
        ("and which sights on day 2", [said_any("Day 2")]),
    ]),
    ("question", [
        ("rockford to chicago march 22-24 2022, 2 people, 1500", [opened("Rockford", "Chicago")]),
        ("is there anything left in the budget", [money]),
        ("where do we sleep", [said_any("Night", "stay")]),
    ]),
    # --- asides that must not edit the trip -------------------------------------------------------------------------
    ("aside", [
        ("killeen to waco march 14-16 2022, 2 people, 1200", [opened("Killeen", "Waco")]),
        ("haha my sister lives in waco but we're not seeing her", [aside]),
        ("ok what about the hotel, is it rated well", [said_any("rat", "Night")]),
    ]),
    ("aside", [
        ("pittsburgh to state college march 25-27 2022, 3 ppl, 2000", [opened("Pittsburgh", "State College")]),
        ("my wife went to penn state lol", [aside]),
        ("anyway, cheaper if possible", [plan_or_reason]),
    ]),
    ("aside", [
        ("tucson to flagstaff march 11-13 2022, 2 people, 1500", [opened("Tucson", "Flagstaff")]),
        ("last time we went it snowed like crazy", [aside]),
        ("thanks, looks good", [THANKED]),
    ]),
    # --- typos ------------------------------------------------------------------------------------------------------
    ("typo", [
        ("fort myers to tampa march 15-17 2022, 2 poeple, budgte 1600", [opened("Fort Myers", "Tampa")]),
        ("make it 3 peple", [people(3)]),
        ("whats teh total", [total_said]),
    ]),
    ("typo", [
        ("grand island to north platte march 8-10 2022 solo 900", [opened("Grand Island", "North Platte")]),
        ("no smokin please", [stay_forbids("smoking"), plan_or_reason]),
        ("thnaks", [THANKED]),
    ]),
    ("typo", [
        ("memphis to chattanooga march 19-21 2022, 2 people, 1600", [opened("Memphis", "Chattanooga")]),
        ("add a nite", [trip(days=4), plan_or_reason]),
    ]),
    # --- undo -------------------------------------------------------------------------------------------------------
    ("undo", [
        ("erie to state college march 5-7 2022 1 person 900", [opened("Erie", "State College")]),
        ("budget 1200", [budget(1200)]),
        ("undo that", [budget(900)]),
    ]),
    ("undo", [
        ("san jose to sacramento march 8-10 2022, 2 people, 1500", [opened("San Jose", "Sacramento")]),
        ("make it 5 people", [people(5)]),
        ("ugh go back", [people(2)]),
        ("whats the total now", [total_said]),
    ]),
]

# HEAD (9aafb2d): turns right of all, per category, measured before any fix (after three checks were corrected for
# answers that were right: "how much is that flight" on a trip that drives, "the flight home" answered with its times,
# a stay that no other one can replace said so, and "can't ... on its own" no longer taken as a reason for a day or a
# meal not changed in place; and two forgetdo openers re-worded to name their budget, since "3 ppl, 2000" was asked
# about at HEAD, a miss kept in the correct and aside conversations). 151 right, 50 wrong (20 silent) of 201.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"deptime": (14, 25), "position": (10, 16), "inplace": (11, 19),
                                            "banstay": (12, 19), "mustsee": (15, 18), "deadline": (11, 13),
                                            "forgetdo": (18, 20), "correct": (12, 16), "several": (14, 18),
                                            "question": (13, 13), "aside": (6, 9), "typo": (8, 8), "undo": (7, 7)}

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (Stops set by their place, (6, 1),
# (6, 2) and (8, 2), are read and kept there since the order rule ``city_order``, helper ROUTE: 182 right of 201; (1, 3)
# and (37, 2) since the twenty-fifth set, helper CONV25: a question about the plan while "plan without it?" is open on
# a change of it is answered from the plan standing, and "also magnolia plantation" after a sight wished for is that
# wish said of another: 184; (37, 4) and (37, 5) since stop 77: "kids say pizza every night" is a wish kept (a cuisine
# at every dinner), so no question is left open: 186.)
KNOWN_MISSES: dict[tuple[int, int], str] = {
    (0, 1): "'leave a bit later on the first day' on a trip that drives: 'nothing changed' with no word that the day goes by road",
    (1, 1): "'i cant do early mornings on day 1': the window is read, but 'early mornings on day 1' is also asked "
            "about as a sight on a day",
    (1, 2): '(the question of turn 1 is still open)',
    (2, 2): "'actually make that 3pm' correcting a departure time is not read as one",
    (3, 1): "'fly out in the afternoon, after 12 is fine' is read as allowing, not asking ('none of your wishes rules that out')",
    (3, 2): "'add a third person' is not read as one more person",
    (5, 1): "'a later departure, after 11ish' answered about departures before 07:00 (the day-one time lost)",
    (5, 2): "'any time is fine on day one' read as a sight on a day; nothing held to take back after turn 1",
    (9, 2): "(follows turn 1, read since the twenty-second set: no route through Savannah has transport, lodging and "
            "meals, so the day-4 question is answered with that reason, not a day)",
    (17, 2): 'a stay said unwanted is no rule: the re-plan for 4 days picks it again',
    (23, 2): "'oh and the stranahan house' (a sight by part of its name, alone) is not understood",
    (26, 2): "'the science center as well' (a sight by part of its name) is not understood",
    (39, 1): "'leave a little later the first day, after 9 maybe': asked what 9 counts",
    (44, 1): "'4 days, through the 21st' moves the start to the 21st instead of ending there",
    (44, 2): '(follows turn 1: the dates are March 21-23)',
}


# Written with the fixes this set drove (regression cases, not held out, not in its figures): other wordings of the
# same causes.
_L = [dict() for _ in range(2)]
LATER: list[Conversation] = [
    ("deadline", [
        ("el paso to albuquerque march 14-18 2022, 2 people, 2500", [opened("El Paso", "Albuquerque")]),
        ("i'm back at my desk on the 20th", [unchanged, said_any("already ends")]),
        ("oh wait, back in class the 17th actually", [ends_by(16)]),
    ]),
    ("mustsee", [
        ("tucson to el paso march 9-11 2022 2 ppl 1600", [opened("Tucson", "El Paso")]),
        ("the zoo for sure", [must_see("Zoo")]),
        ("we'd also love to see old fort bliss", [must_see("Zoo", "Fort Bliss")]),
        ("scrap the zoo, the chamizal memorial instead", [forget_do("Zoo", "Chamizal"), must_see("Fort Bliss", "Chamizal")]),
    ]),
    ("inplace", [
        ("fort myers to tampa march 20-23 2022, 2 people, 2400", [opened("Fort Myers", "Tampa")]),
        ("can day 3 be a bit cheaper", [day_cheaper(3)]),
        ("something fancier for dinner on day 2", [nicer_meal(2, "dinner")]),
        ("why is day 3 so expensive", [money]),
    ]),
    ("banstay", [
        ("memphis to chattanooga march 9-11 2022, 1 person, 1200", [opened("Memphis", "Chattanooga")]),
        ("that hotel looks sketchy, find us another", [ban_stay(_L[0])]),
    ]),
    ("correct", [
        ("myrtle beach to charleston march 2-4 2022, 2 people, budget 1800", [opened("Myrtle Beach", "Charleston")]),
        ("make it 4 of us", [people(4)]),
        ("no sorry, 2 was right", [people(2)]),
    ]),
]


def test_the_fixes_it_drove_hold(app: Any) -> None:
    """The other wordings of the causes this set drove read right, every turn."""
    for number, (_category, turns) in enumerate(LATER):
        results = run_conversation(app, f"heldout-eighteenth-later-{number}", turns)
        assert all(not failed for failed, _said in results), [(number, t, said[:200]) for t, (failed, said)
                                                              in enumerate(results) if failed]


def test_a_word_two_letters_from_a_cue_is_no_typo_of_it() -> None:
    for word in ("fort", "drip", "dog"):
        assert not has_cue(f"gotta see the old {word} too"), word
    for typo in ("forgt", "frget", "nevermnd", "cancl"):
        assert has_cue(f"{typo} the park"), typo


def test_a_day_back_at_work_ends_the_trip_the_day_before() -> None:
    assert AT_WORK.search("my boss wants me back in the office the 17th")
    assert AT_WORK.search("back to work monday the 7th")
    assert not AT_WORK.search("we get back home on the 7th")  # a return date, read as the trip's last day


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-eighteenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=62, least_turns=200)


def test_the_set_reads_better_than_head() -> None:
    """The floor: at least the turns right this stop left (174 of 201; HEAD 151)."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_MISSES) >= 174 > sum(right for right, _all in HEAD_FIGURES.values())


if __name__ == "__main__":
    main()
