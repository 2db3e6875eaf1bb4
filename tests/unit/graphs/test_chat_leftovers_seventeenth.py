"""The chat's leftovers, seventeenth (issue 39, stop 63, helper CHATLEFT): the seven classes stop 62 left, written as
people chat, each turn's expected effect decided before the set was scored on HEAD c1c7649 (``HEAD_FIGURES``; report
/tmp/h18/reports/CHATLEFT.md).

flight swap  "can we take a later flight out?", "earlier flight home pls", "is there a flight after 5 on day 1, take
             it": that leg's flight changed within the same day (the plan still passes its checks, the budget kept), or
             the reply says why not (no later flight that day, the budget, the day goes by taxi); never "already";
consent      "ok do that", "book that one", "yes go with it", "sure" after the chat answered a change wondered about or
             named a cheaper option: that change applied; a consent with nothing offered says so, nothing changed;
city         "and the hotel in the second city", "the first city's restaurants", "the hotel in Tampa": answered (or
             changed) for that city of a multi-city trip only; a city the trip does not visit named;
sight swap   "swap the museum for the aquarium", "instead of A do B": A dropped and B visited; a B the city lacks named,
             nothing claimed;
ban          "no more mocha pls", "we don't like bronx roon, change it", "not that hotel again": that restaurant or
             stay out of the plan (a re-plan or the plan edited); a place the plan does not use named;
cheaper x    "cheaper hotel?", "any cheaper flight on day 3?": the cheaper option(s) priced with figures, the plan
             unchanged (asked outright, "cheaper hotel pls", it is applied);
ends         "and come back the 21st" on a trip that ends on the 21st: said to end then already, nothing changed.

The trips fly where the flight data has several flights a day both ways (New York to Charleston, March 19-21;
Washington to Orlando, March 15-17; Atlanta to Chicago, March 24-26; Cleveland to Florida with $8,000, which flies to
Fort Myers and home from Tampa) and drive where it does not (Chicago through Texas). Run as a script it scores every
turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_leftovers_seventeenth``.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import Check, answered, plan_or_reason, unchanged
from tests.support.chat_scoring import Conversation, held_out_set

_NOT_READ = ("didn't understand", "I plan trips")
_WHY_NOT = ("couldn't", "can't", "no later", "no earlier", "no flight", "doesn't fly", "does not fly", "budget",
            "only flight", "latest", "earliest", "not fly", "taxi", "drive")


def _dep(plan: list[dict] | None, day: int) -> str | None:
    """The departure time of day ``day``'s flight in the plan, if that day flies."""
    if not plan or day > len(plan):
        return None
    found = re.search(r"Departure Time: (\d\d:\d\d)", str(plan[day - 1].get("transportation") or ""))
    return found.group(1) if found else None


def _legs(plan: list[dict] | None, but: int) -> list[str]:
    return [str(d.get("transportation")) for i, d in enumerate(plan or [], 1) if i != but]


def _last_day(state: dict) -> int:
    return len(state.get("plan") or []) or int((state.get("trip") or {}).get("days") or 0)


def flight_moved(day: int, way: str, clock: str | None = None) -> Check:
    """Day ``day``'s flight (0: the last day) leaves later / earlier than before (after ``clock`` when given), the
    other legs kept and the budget kept; or nothing changed and the reply says why not (never "already")."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        number = day or _last_day(before)
        old, new = _dep(before.get("plan"), number), _dep(after.get("plan"), number)
        if after.get("plan") != before.get("plan"):
            later = new is not None and old is not None and (new > old if way == "later" else new < old)
            budget = (after.get("trip") or {}).get("budget") or 0
            return later and (clock is None or (new or "") >= clock) and (after.get("spent") or 0) <= budget \
                and _legs(after.get("plan"), number) == _legs(before.get("plan"), number)
        low = said.lower()
        return unchanged(before, after, said) and "flight" in low and any(w in low for w in _WHY_NOT) \
            and "already" not in low
    return check


def not_flown(before: dict, after: dict, said: str) -> bool:
    """A flight asked of a day that goes by road: nothing changed, and the reply says the day goes by taxi / car."""
    low = said.lower()
    return unchanged(before, after, said) and any(w in low for w in ("taxi", "drive", "driving", "no flight",
                                                                        "doesn't fly", "does not fly"))


def wonders(before: dict, after: dict, said: str) -> bool:
    """A change wondered about: nothing changed, the reply is no "didn't understand"."""
    return answered(before, after, said)


def budget_now(amount: float) -> Check:
    """The trip's budget is ``amount`` (a consent applied), planned or a reason given."""
    return lambda before, after, said: (after.get("trip") or {}).get("budget") == amount \
        and (bool(after.get("plan")) or "No plan" in said)


def people_now(count: int) -> Check:
    return lambda before, after, said: (after.get("trip") or {}).get("people_number") == count \
        and (bool(after.get("plan")) or "No plan" in said)


def nothing_offered(before: dict, after: dict, said: str) -> bool:
    """A consent with nothing offered before: nothing changed, and the reply says there was nothing to agree to."""
    low = said.lower()
    return unchanged(before, after, said) and any(w in low for w in ("offer", "suggest", "propos")) \
        and "didn't understand" not in low


def _stays(state: dict) -> dict[str, str]:
    """Each city of the plan's stays and its stay's name."""
    out: dict[str, str] = {}
    for d in state.get("plan") or []:
        entry = str(d.get("accommodation") or "-")
        if entry.strip() != "-":
            name, _, city = entry.rpartition(",")
            out.setdefault(city.strip(), name.strip())
    return out


def _cities(state: dict) -> list[str]:
    return list(_stays(state))


def stay_of(index: int) -> Check:
    """A question about the stay of the trip's ``index``-th city (0 first; a name works too): answered, nothing
    changed, that city's stay named and no other city's."""
    def check(before: dict, after: dict, said: str) -> bool:
        stays = _stays(before)
        cities = list(stays)
        if len(cities) < 2:
            return False
        city = cities[index]
        return answered(before, after, said) and stays[city] in said and \
            not any(stays[c] in said for c in cities if c != city)
    return check


def _meals_in(state: dict, city: str) -> set[str]:
    names = set()
    for d in state.get("plan") or []:
        for meal in ("breakfast", "lunch", "dinner"):
            entry = str(d.get(meal) or "-")
            if entry.strip() != "-" and entry.rpartition(",")[2].strip() == city:
                names.add(entry.rpartition(",")[0].strip())
    return names


def meals_of(index: int) -> Check:
    """The restaurants of the ``index``-th city asked: at least one of them named, none of another city's."""
    def check(before: dict, after: dict, said: str) -> bool:
        cities = _cities(before)
        if len(cities) < 2:
            return False
        mine = _meals_in(before, cities[index])
        others = set().union(*(_meals_in(before, c) for c in cities if c != cities[index])) - mine
        return answered(before, after, said) and any(m in said for m in mine) and not any(o in said for o in others)
    return check


def _sights_in(state: dict, city: str) -> set[str]:
    return {s.rpartition(",")[0].strip() for d in state.get("plan") or [] for s in str(d.get("attraction")).split(";")
            if s.strip(" -") and s.rpartition(",")[2].strip() == city}


def sights_of(index: int) -> Check:
    def check(before: dict, after: dict, said: str) -> bool:
        cities = _cities(before)
        if len(cities) < 2:
            return False
        mine = _sights_in(before, cities[index])
        others = set().union(*(_sights_in(before, c) for c in cities if c != cities[index])) - mine
        return answered(before, after, said) and any(m in said for m in mine) and not any(o in said for o in others)
    return check


def stay_changed_in(index: int, cheaper: bool = False) -> Check:
    """The stay of the ``index``-th city changed (cheaper when asked), every other city's kept; or the reply says why
    not with nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        old, new = _stays(before), _stays(after)
        cities = list(old)
        if len(cities) < 2:
            return False
        city = cities[index]
        if after.get("plan") != before.get("plan"):
            kept = all(new.get(c) == old[c] for c in cities if c != city)
            return kept and new.get(city) not in (None, old[city]) and \
                (not cheaper or (after.get("spent") or 0) < (before.get("spent") or 0))
        return unchanged(before, after, said) and any(w in said.lower() for w in ("already", "couldn't", "no other",
                                                                                     "cheapest", "no cheaper"))
    return check


def city_not_visited(city: str) -> Check:
    """A city the trip does not visit: named, nothing changed."""
    return lambda before, after, said: answered(before, after, said) and city in said


def _all_sights(state: dict) -> str:
    return " ".join(str(d.get("attraction")) for d in state.get("plan") or [])


def sight_swapped(gone: str, added: str) -> Check:
    """``gone`` (a word of a planned sight) out of the plan and ``added`` (a sight's name) in it; or the reply says
    why ``added`` cannot be (named) and nothing is claimed."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ):
            return False
        now = _all_sights(after).lower()
        if added.lower() in now and gone.lower() not in now and bool(after.get("plan")):
            return True
        return added.lower() in said.lower() and ("couldn't" in said or "No plan" in said or "isn't" in said
                                                  or "no " in said.lower()) and added.lower() not in now
    return check


def swap_refused(word: str) -> Check:
    """A swap for a sight the city lacks: ``word`` named, the plan unchanged (the sight to drop kept too)."""
    return lambda before, after, said: unchanged(before, after, said) and word in said.lower() \
        and not any(n in said for n in _NOT_READ)


def _venues(state: dict) -> str:
    return " ".join(str(d.get(k)) for d in state.get("plan") or []
                    for k in ("breakfast", "lunch", "dinner", "accommodation")).lower()


def banned(name: str) -> Check:
    """``name`` (a restaurant or stay of the plan) no longer in the plan, which is there (or a reason given)."""
    def check(before: dict, after: dict, said: str) -> bool:
        if any(n in said for n in _NOT_READ) or name.lower() not in _venues(before):
            return False
        return (bool(after.get("plan")) and name.lower() not in _venues(after)) or \
            (unchanged(before, after, said) and "couldn't" in said and name.lower() in said.lower())
    return check


def stay_banned(before: dict, after: dict, said: str) -> bool:
    """"not that hotel again" on a one-stay plan: that stay out of the plan."""
    old = list(_stays(before).values())
    return len(old) == 1 and banned(old[0])(before, after, said)


def not_in_plan(name: str) -> Check:
    """A place the plan does not use: nothing changed in the plan, named, not "didn't understand"."""
    return lambda before, after, said: after.get("plan") == before.get("plan") and name.lower() in said.lower() \
        and not any(n in said for n in _NOT_READ)


def priced(*words: str) -> Check:
    """A cheaper option asked about: the plan unchanged, the reply has dollar figures and one of ``words``."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        # corrected after the fixes: an open question ("Shall I plan without it?") left the trip and plan as they were
        # and passed; a priced answer asks nothing
        return answered(before, after, said) and re.search(r"\$\d", said) is not None and any(w in low for w in words) \
            and "I can only tell" not in said and not after.get("missing")
    return check


def stays_cheaper_now(before: dict, after: dict, said: str) -> bool:
    """A cheaper stay asked outright: a stay changed and the plan costs less, or said why not."""
    if after.get("plan") != before.get("plan"):
        return (after.get("spent") or 0) < (before.get("spent") or 0) and _stays(after) != _stays(before)
    return unchanged(before, after, said) and "cheapest" in said


def flight_cheaper_now(day: int) -> Check:
    """A cheaper flight of day ``day`` (0: the last) booked: that day's flight another one, the total lower."""
    def check(before: dict, after: dict, said: str) -> bool:
        number = day or _last_day(before)
        old = str((before.get("plan") or [{}] * number)[number - 1].get("transportation"))
        new = str((after.get("plan") or [{}] * number)[number - 1].get("transportation"))
        if unchanged(before, after, said) and "no cheaper flight" in said.lower():
            # corrected after the HEAD score: the plan's flight that day may be the cheapest already (the reply before
            # said so); "book it" is then answered with that reason, nothing changed
            return True
        return "Flight Number" in new and new != old and (after.get("spent") or 0) < (before.get("spent") or 0)
    return check


def ends_already(day: str) -> Check:
    """A return on the day the trip ends already: nothing changed, the reply says so (and names the day)."""
    return lambda before, after, said: unchanged(before, after, said) and "already" in said and day in said


def ends_on(iso: str) -> Check:
    """The trip now ends on ``iso`` (its start kept), planned or with a reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        days, was = (after.get("trip") or {}).get("date") or [], (before.get("trip") or {}).get("date") or []
        return bool(days) and days[-1] == iso and days[0] == was[0] and (bool(after.get("plan")) or "No plan" in said)
    return check


def plan_changed(before: dict, after: dict, said: str) -> bool:
    return bool(after.get("plan")) and after.get("plan") != before.get("plan")


def focus_hotels(before: dict, after: dict, said: str) -> bool:
    return after.get("focus") == "hotels" and plan_or_reason(before, after, said)


CATEGORIES = ("flight swap", "consent", "city", "sight swap", "ban", "cheaper x", "ends")

_CHS = "new york to charleston mar 19-21 2022 2 adults budget 2000 no driving"
_ORL = "washington to orlando march 15-17 2022, 2 people, $2500, no driving"
_ATL = "atlanta to chicago march 24-26 2022, 3 people, 3000, no driving"
_FLA = "cleveland to florida 2 cities 5 days march 2-6 2022 4 people 8k no driving"
_FLA6 = "Cleveland to Florida, 2 cities, 5 days march 2-6 2022, 4 people, 6000"
_TEX = "5 days in texas from chicago, march 20-24 2022, 3 people, 5000"
_CAL = "5 days in california from seattle, march 14-18 2022, 2 people, $5,000"

# Six openers were re-worded after the first HEAD score (marked "opener re-worded"): "NY"/"ny" as the origin (read as
# an unknown city), "2 adults, 2000" (a bare amount: the budget asked, rightly) and "5 days texas trip from chicago"
# (no destination read) kept the trip from planning, so the turn of this set's class after them measured nothing; the
# request-reading gaps are #38's and are in the report. The class turns after them are as first written.
CONVERSATIONS: list[Conversation] = [
    # --- flight swap ------------------------------------------------------------------------------------------------
    ("flight swap", [(_CHS, [plan_or_reason]), ("can we take a later flight out?", [flight_moved(1, "later")])]),
    ("flight swap", [("NYC to Charleston, march 19 to 21 2022, two of us, $2000 total, we're flying",
                      [plan_or_reason]), ("earlier flight home pls", [flight_moved(0, "earlier")])]),
    ("flight swap", [(_ATL, [plan_or_reason]),
                     ("is there a flight after 5 on day 1, take it", [flight_moved(1, "later", "17:00")])]),
    ("flight swap", [(_ORL, [plan_or_reason]),
                     ("later flight out please, we're not morning people", [flight_moved(1, "later")])]),
    ("flight swap", [(_FLA, [plan_or_reason]),
                     ("can we fly home earlier on the last day?", [flight_moved(0, "earlier")])]),
    ("flight swap", [(_TEX, [plan_or_reason]), ("can we take a later flight out?", [not_flown])]),
    ("flight swap", [("new york -> charleston 3/19-3/21/2022, 2 ppl, 2000 budget, no driving", [plan_or_reason]),
                     ("take a later flight back on day 3", [flight_moved(3, "later")])]),
    ("flight swap", [("Washington DC to Orlando March 15-17, 2022 for 2, budget $2,500, no car", [plan_or_reason]),
                     ("a later flight on the way back pls", [flight_moved(0, "later")]),
                     ("thanks!", [answered])]),
    # --- consent ----------------------------------------------------------------------------------------------------
    ("consent", [(_CHS.replace("2 adults", "2 people"), [plan_or_reason]),
                 ("what if we had 500 more?", [wonders]), ("ok do that", [budget_now(2500)])]),
    ("consent", [(_ATL.replace("3 people", "3 ppl"), [plan_or_reason]),
                 ("hypothetically, could we do 4 people?", [wonders]), ("yes go with it", [people_now(4)])]),
    ("consent", [(_TEX.replace("3 people", "three people"), [plan_or_reason]),
                 ("just curious, how much would a nicer hotel be", [wonders]), ("sure", [focus_hotels])]),
    ("consent", [(_ORL.replace("2 people", "2 ppl"), [plan_or_reason]), ("ok do that", [nothing_offered])]),
    ("consent", [("new york to charleston march 19-21 2022, 2 people, 2,000 dollars, no self-driving",
                  [plan_or_reason]),
                 ("how much is day 2?", [answered]), ("ok do that", [nothing_offered])]),
    ("consent", [("atlanta to chicago, 24-26 march 2022, 3 people, $3000, no driving pls", [plan_or_reason]),
                 ("in theory, could we bring the budget down to 2800?", [wonders]),
                 ("yes please", [budget_now(2800)])]),
    ("consent", [("washington to orlando 15-17 march 2022, 2 people, budget 2500, no driving", [plan_or_reason]),
                 ("cheaper hotel?", [priced("night", "stay", "hotel")]), ("book that one", [stays_cheaper_now])]),
    # opener re-worded
    ("consent", [("New York to charleston march 19 - 21 2022, 2 people, $2000, no driving", [plan_or_reason]),
                 ("any cheaper flight on day 3?", [priced("flight")]), ("ok book it", [flight_cheaper_now(3)])]),
    # --- city -------------------------------------------------------------------------------------------------------
    # opener re-worded (it repeated another conversation's, which the set's size test forbids)
    ("city", [(_FLA.replace("8k", "$8k"), [plan_or_reason]), ("where do we stay in the first city?", [stay_of(0)]),
              ("and the hotel in the second city", [stay_of(1)])]),
    ("city", [(_FLA6, [plan_or_reason]), ("the first city's restaurants?", [meals_of(0)])]),
    ("city", [("cleveland to florida, 2 cities, march 2-6 2022, 4 people, $8000, no driving", [plan_or_reason]),
              ("cheaper hotel in tampa pls", [stay_changed_in(1, cheaper=True)])]),
    # opener re-worded (it repeated another conversation's, which the set's size test forbids)
    ("city", [(_TEX.replace(", 3 people", ", three of us"), [plan_or_reason]),
              ("what are we doing in the second city?", [sights_of(1)])]),
    ("city", [("5 days in texas from chicago, march 20 to 24 2022, 3 ppl, $5000", [plan_or_reason]),  # opener re-worded
              ("where do we stay in the first city", [stay_of(0)]), ("and in the 2nd?", [stay_of(1)])]),
    ("city", [(_CAL, [plan_or_reason]), ("where do we sleep in the second city", [stay_of(1)])]),
    ("city", [("Cleveland to Florida 2 cities 5 days March 2-6 2022 for 4, 8000 budget, no driving", [plan_or_reason]),
              ("different hotel in the second city pls", [stay_changed_in(1)])]),
    ("city", [("cleveland to florida 2 cities, 5 days, mar 2-6 2022, 4 of us, 8k, no driving", [plan_or_reason]),
              ("and the hotel in miami?", [city_not_visited("Miami")])]),
    # --- sight swap -------------------------------------------------------------------------------------------------
    ("sight swap", [(_CHS.replace("budget 2000", "budget 2100"), [plan_or_reason]),
                    ("swap the museum for the aquarium", [sight_swapped("museum", "South Carolina Aquarium")])]),
    ("sight swap", [(_ORL.replace("$2500", "$2600"), [plan_or_reason]),
                    ("instead of gatorland can we do seaworld", [sight_swapped("gatorland", "SeaWorld Orlando")])]),
    ("sight swap", [(_CHS.replace("2 adults", "two adults"), [plan_or_reason]),
                    ("swap the market for the zoo", [swap_refused("zoo")])]),
    ("sight swap", [(_ATL.replace("3000", "3,000"), [plan_or_reason]),
                    ("instead of the children's museum lets do shedd aquarium",
                     [sight_swapped("children's museum", "Shedd Aquarium")])]),
    ("sight swap", [(_FLA.replace("8k", "$8000"), [plan_or_reason]),
                    ("swap busch gardens for the florida aquarium", [sight_swapped("busch gardens",
                                                                                  "The Florida Aquarium")])]),
    ("sight swap", [(_TEX.replace("5000", "$5000"), [plan_or_reason]),
                    ("replace the trampoline park with the arboretum",
                     [sight_swapped("trampoline", "Longview Arboretum and Nature Center")])]),
    ("sight swap", [("new york to charleston, march 19-21 2022, 2 adults, $2000, no driving, we love history",
                     [plan_or_reason]),
                    ("swap the plantation for rainbow row", [sight_swapped("plantation", "Rainbow Row")])]),
    ("sight swap", [("washington to orlando, march 15th-17th 2022, 2 people, $2500, no driving", [plan_or_reason]),
                    ("instead of the crayola thing do the space center", [swap_refused("space center")])]),
    # --- ban --------------------------------------------------------------------------------------------------------
    ("ban", [(_CHS.replace("budget 2000", "budget $2000"), [plan_or_reason]),
             ("no more mocha pls", [banned("Mocha")])]),
    ("ban", [(_CHS.replace("mar 19-21", "march 19-21"), [plan_or_reason]),
             ("we don't like bronx roon, change it", [banned("Bronx Roon")])]),
    ("ban", [(_ORL.replace("$2500", "2500 dollars"), [plan_or_reason]), ("not that hotel again", [stay_banned])]),
    ("ban", [(_ORL.replace("2 people", "two people"), [plan_or_reason]),
             ("no more olive garden", [not_in_plan("olive garden")])]),
    ("ban", [(_TEX.replace("3 people", "3 ppl"), [plan_or_reason]),
             ("ugh no more barbeque nation", [banned("Barbeque Nation")])]),
    ("ban", [("washington dc to orlando mar 15-17 2022, 2 people, $2500, no driving", [plan_or_reason]),
             ("we hated pizza hut, swap it out", [banned("Pizza Hut")])]),
    ("ban", [(_FLA.replace("4 people", "four people"), [plan_or_reason]),
             ("we don't like la quinta central park west, change it", [banned("La Quinta Central Park West")])]),
    ("ban", [(_ATL.replace("march 24-26", "mar 24-26"), [plan_or_reason]),
             ("no more FIO cookhouse pls", [banned("FIO Cookhouse and Bar")])]),
    # --- cheaper x --------------------------------------------------------------------------------------------------
    ("cheaper x", [(_CHS.replace("2 adults", "2 ppl"), [plan_or_reason]),
                   ("cheaper hotel?", [priced("night", "stay")])]),
    ("cheaper x", [(_ATL.replace("3 people", "three of us"), [plan_or_reason]),
                   ("any cheaper flight on day 3?", [priced("flight")])]),
    ("cheaper x", [(_ORL.replace("march 15-17", "mar 15-17"), [plan_or_reason]),
                   ("is there a cheaper flight home?", [priced("flight")])]),
    # opener re-worded
    ("cheaper x", [("nyc to charleston march 19-21 2022, 2 people, $2000, no driving", [plan_or_reason]),
                   ("cheaper dinner on day 2?", [priced("dinner", "restaurant")])]),
    ("cheaper x", [("Cleveland to FL, 2 cities, march 2-6 2022, 4 people, $8000, no driving", [plan_or_reason]),
                   ("cheaper hotel in tampa?", [priced("night", "stay", "tampa")])]),
    ("cheaper x", [(_TEX.replace("chicago", "Chicago"), [plan_or_reason]),
                   ("cheaper flight on day 1?", [not_flown])]),
    # opener re-worded
    ("cheaper x", [("new york to charleston mar 19-21 2022, 2 people, $2000, no self driving", [plan_or_reason]),
                   ("cheaper hotel pls", [stays_cheaper_now])]),
    ("cheaper x", [("atlanta to chicago march 24 to 26 2022, 3 people, $3000, no driving", [plan_or_reason]),
                   ("any cheaper place to stay?", [priced("night", "stay")])]),
    # --- ends -------------------------------------------------------------------------------------------------------
    ("ends", [("nyc to charleston 19-21 march 2022, 2 adults, $2000, no driving", [plan_or_reason]),  # opener re-worded
              ("and come back the 21st", [ends_already("21")])]),
    ("ends", [("washington to orlando, march 15 - 17 2022, 2 people, 2500, no driving", [plan_or_reason]),
              ("we need to be home by the 17th", [ends_already("17")])]),
    ("ends", [("atlanta to chicago, march 24-26 2022, 3 adults, $3000, no driving", [plan_or_reason]),
              ("return on the 26th pls", [ends_already("26")])]),
    ("ends", [("NYC to Charleston March 19-21 2022, 2 people, $2000, no driving", [plan_or_reason]),
              ("come back the 22nd", [ends_on("2022-03-22")])]),
    ("ends", [("cleveland to florida 2 cities 5 days march 2-6 2022, 4 people, 8000 dollars, no driving",
               [plan_or_reason]), ("fly home on the 6th", [ends_already("6")])]),
    ("ends", [("5 days in texas from chicago march 20-24 2022 for 3 people budget 5000", [plan_or_reason]),
              ("coming back march 24", [ends_already("24")])]),
    # opener re-worded
    ("ends", [("new york to charleston, mar 19-21, 2022, 2 adults, 2000 bucks, no driving", [plan_or_reason]),
              ("make it 2 people, and come back the 21st", [ends_already("21")])]),
    ("ends", [("Washington to Orlando March 15 to 17 2022, 2 travelers, $2500, no driving", [plan_or_reason]),
              ("back home on the 17th right?", [ends_already("17")])]),
]

# HEAD (c1c7649): turns right of all, per category, measured before any fix (after the six openers were re-worded;
# before that 63 of 122: flight swap 10, consent 12, city 7, sight swap 10, ban 11, cheaper x 6, ends 7), with the
# corrected ``priced`` check (it was 10 of 16 for cheaper x, 71 in all, before).
HEAD_FIGURES: dict[str, tuple[int, int]] = {"flight swap": (10, 17), "consent": (13, 23), "city": (8, 18),
                                            "sight swap": (10, 16), "ban": (11, 16), "cheaper x": (9, 16),
                                            "ends": (9, 16)}

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "leftovers-seventeenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=55, least_turns=120)


if __name__ == "__main__":
    main()


def test_the_readings_behind_the_set() -> None:
    """The pure readings the set's fixes rest on, each also where it must not fire."""
    from himap_travel.nodes.chat.cheaper_priced import asked_outright, cheaper_asked
    from himap_travel.nodes.chat.consent import AMOUNT, CONSENT, wondered_budget
    from himap_travel.nodes.chat.ends_said import day_said
    from himap_travel.nodes.chat.flight_swap import Asked, flight_asked
    from himap_travel.nodes.chat.sight_swap import swap_asked

    assert flight_asked("can we take a later flight out?", 3) == Asked(1, "later", None)
    assert flight_asked("earlier flight home pls", 3) == Asked(3, "earlier", None)
    assert flight_asked("is there a flight after 5 on day 1, take it", 3) == Asked(1, "later", "17:00")
    assert flight_asked("take the cheapest flight on day 3", 3) == Asked(3, "cheaper", None)
    assert flight_asked("no flights before 9am", 3) is None and flight_asked("any cheaper flight on day 3?", 3) is None
    assert flight_asked("why such an early flight?", 3) is None and flight_asked("make it later", 3) is None
    assert flight_asked("is the flight home later than the one out?", 3) is None
    assert cheaper_asked("cheaper hotel?") == "stay" and cheaper_asked("any cheaper flight on day 3?") == "flight"
    assert cheaper_asked("is there a cheaper place to stay") == "stay"
    assert cheaper_asked("cheaper hotel pls") is None and cheaper_asked("make it cheaper") is None
    assert asked_outright("is there a cheaper hotel in the first city?") == "cheaper hotel in the first city pls"
    assert cheaper_asked("cheaper dinner on day 2?") == "meal" and cheaper_asked("cheaper dinner on day 2 pls") is None
    assert all(CONSENT.match(t) for t in ("ok do that", "book that one", "yes go with it", "sure", "yes please"))
    assert not any(CONSENT.match(t) for t in ("ok but cheaper", "sure, and add a day", "do the aquarium"))
    found = AMOUNT.match("what if we had 500 more?")
    assert found is not None and wondered_budget(found, 2000) == 2500
    less = AMOUNT.match("what if we had $300 less")
    assert less is not None and wondered_budget(less, 2000) == 1700 and AMOUNT.match("what if we add a day") is None
    assert day_said("and come back the 21st") == 21 and day_said("we need to be home by the 17th") == 17
    assert day_said("coming back march 24") == 24 and day_said("come back soon") is None
    assert swap_asked("swap the museum for the aquarium") == ("the museum", "the aquarium")
    assert swap_asked("instead of gatorland can we do seaworld") == ("gatorland", "seaworld")
    assert swap_asked("swap the museum for something outdoors") is None
