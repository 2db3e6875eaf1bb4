"""A twenty-first held-out conversation set for the chat (issue 39, helper CONV21), written before the chat's code was
read for it and scored on HEAD a900d60 first (``HEAD_FIGURES``). Its trips are the public splits' trips none of the
last three sets opened (St. Petersburg to Rockford and Appleton, Kansas City and Houston to Pensacola, Las Vegas to
Stockton and Denver, New Orleans to Louisville, Sacramento, Daytona Beach and Washington to a city, Grand Forks and
Asheville to Minneapolis, Provo to Phoenix, Atlanta to Chattanooga, New York to Reno and Charleston, Salt Lake City to
Twin Falls, Denver to Bozeman, Baton Rouge to Dallas, Panama City to Nashville, Akron to Tampa, Dallas to Huntsville,
Jacksonville to Washington, Cleveland to Baltimore and Florida, Eugene to Los Angeles, Denver, Fayetteville, Washington
and Boston to New York, St. Louis to California, Washington to Indiana (and to Indianapolis on its dates), Rockford
to Florida, Nashville and Los Angeles to Detroit, Newark to Savannah, Santa Ana to Houston and Colorado, Fort Wayne to
Charlotte), on their own dates.

It is written as people chat: minds changed mid-conversation ("actually make it 4 of us", "scrap the budget", "no
wait, go back to the first hotel"), several changes in one turn, take-backs, questions about the plan ("what's the
cheapest dinner?", "how far is the drive"), things the data cannot do (a train, a booking, a pool, game tickets: named
with the reason, the plan kept), typos and slang, thanks and talk; and a stay said unwanted beside a change that is no
plain edit ("not that hotel, and make it cheaper", "not that place, find us something nicer"): the stay out and the
other part kept or named. Each turn is right, or wrong with its reason named or a question asked ("named"), or wrong
in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentyfirst``.

Figures, turns of 197 in 44 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
a900d60 187 / 4 / 6; after the fixes this set drove 197 / 0 / 0. The set was first 40 conversations (181 turns, HEAD
175 / 2 / 4 with the corrections below); probing the stay ban beside other changes then found the ban answered alone,
so four "banplus" conversations were added and scored on HEAD before any fix (the figures above hold them). Checks
corrected after scoring, each before any fix (the figures are with them): "how do we get there" answered "fly F37..."
answers it; "get us tickets to an orioles game" answered "I can't book, reserve, pay for ... anything" names the no;
"not that hotel, and make it cheaper" planned the cheapest plan that keeps the ban and said it costs more than the
previous (right: the ban forced a dearer stay); "whats the total" on a trip no plan meets is answered by saying so. One
correction after a fix: a ban that no other stay can keep, named with its reason while the other part is applied, is
right (the HEAD check allowed that reason only when nothing changed; it changes no HEAD figure).

The fixes, each a cause: a meal named in a question for the cheapest or dearest item ("whats the cheapest dinner?")
picks among that meal only, never the day's breakfast (``answers.meals_named``, ``_extreme_item``); a cuisine said
after a correcting opener ("no wait, italian", "nah, thai") replaces the cuisines, unless the message says it adds
(``rule_merge._ONLY_CUISINE``); a preference re-plan that finds the part asked no better keeps the plan before only
while that plan still keeps the trip ("not that hotel and stay somewhere nicer" kept the plan with that hotel in it,
silently breaking the ban just held), and a re-plan that came out worse says it could not do better and why
(``plan_trip``, ``reply._quality_line``); a stay ban beside a change made on the plan itself ("not that hotel, and
make day 2 cheaper", "... a nicer lunch on day 2") leaves the stay out first and reads the rest on the plan so edited,
or, when no other stay keeps the trip, says why the stay stays and reads the rest on the plan as it is
(``place_banned.stay_left_out``, ``understand._banned_then``); the budget taken back beside another change ("make it 5
of us, and scrap the budget") applies the change and keeps the budget, saying why, where the whole message was refused
(``request_merge``); a person counted by a numbered ordinal ("add a 3rd person") is the ordinal word the party
readers count, never March 3rd (``typed_loosely``). Left, found by probing outside the set: a rest the chat does not
read on its own ("not that hotel, and something with better reviews", "... and leave later on the last day") is named
as not understood beside the ban, never applied.
"""

from __future__ import annotations

import re

import pytest

from himap_travel.nodes.chat.answers import meals_named
from himap_travel.nodes.chat.rule_merge import _ONLY_CUISINE
from himap_travel.nodes.chat.typed_loosely import restored
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    plan_or_reason,
    preference,
    total_said,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import _rating as _meal_rating
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, said_any
from tests.unit.graphs.test_chat_heldout_nineteenth import (
    _flat,
    _listings,
    _names,
    _out,
    _rules_text,
    _stay_entries,
    _stops,
    bans,
    rated_at_least,
    stay_said,
    stop_said,
)
from tests.unit.graphs.test_chat_heldout_seventeenth import aside, budget, dates, people
from tests.unit.graphs.test_chat_heldout_twentieth import (
    WHY_NOT_FLY,
    budget_lifted,
    forbids,
    local,
    mode,
    rated,
)

_ADMITS = ("can't", "cannot", "couldn't", "don't know", "doesn't list", "does not list", "doesn't say", "no information",
           "not able", "unable", "isn't in", "is not in", "don't have", "do not have", "i don't", "only plan",
           "no train", "no such")


def _admits(said: str) -> bool:
    return any(a in said.lower() for a in _ADMITS)


def cannot(*words: str) -> Check:
    """A thing the data or the chat cannot do (a train, a booking, tickets, a pool): the reply names it (one of
    ``words``) and says it cannot, the trip and the plan kept, never "didn't understand"."""
    return lambda before, after, said: answered(before, after, said) and any(
        w in said.lower() for w in words) and _admits(said)


HOW_THERE = said_any("flight", "fly", "drive", "driving", "taxi")  # corrected after scoring: "fly F37..." answers it


def total_or_none(before: dict, after: dict, said: str) -> bool:
    """"Whats the total" on a trip no plan meets: answered by saying so (corrected after scoring: the opening check
    allowed a no-plan answer, so the question after it must too)."""
    return total_said(before, after, said) if after.get("plan") else answered(before, after, said) and (
        "no plan" in said.lower())


def _meals(state: dict, meal: str) -> list[str]:
    """The names of the plan's ``meal`` places, every day."""
    return [str(d.get(meal) or "").rpartition(",")[0].strip() for d in state.get("plan") or []
            if str(d.get(meal) or "-") != "-"]


def cheapest(meal: str) -> Check:
    """"What's the cheapest dinner?": answered with one of the plan's ``meal`` places and a price, nothing changed."""
    return lambda before, after, said: answered(before, after, said) and "$" in said and any(
        name and name in said for name in _meals(after, meal))


def meal_said(day: int, meal: str) -> Check:
    """"What's for dinner day 1": the plan's ``meal`` of day ``day`` named, nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        place = str((after.get("plan") or [{}] * day)[day - 1].get(meal) or "").rpartition(",")[0].strip()
        return answered(before, after, said) and bool(place) and place in said
    return check


def drive_or_flight(before: dict, after: dict, said: str) -> bool:
    """"How far is the drive": a length in hours, minutes or km, or (a trip that flies) the reply says it flies;
    nothing changed."""
    low = said.lower()
    return answered(before, after, said) and (re.search(r"\d+\s*(?:h\b|hours?|min|km|miles?)", low) is not None or any(
        w in low for w in ("flight", "fly", "flies", "no drive")))


def stay_back(holder: dict) -> Check:
    """"No wait, go back to the first hotel": the stay said unwanted before is in the plan again and no rule keeps it
    out; or no plan, with its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        out = holder.get("out") or {"?"}
        free = not any(_flat(n) in _rules_text(after) for n in out)
        return free and bool(out & _names(_stay_entries(after))) and plan_or_reason(before, after, said)
    return check


def _spent(state: dict) -> float | None:
    return state.get("spent")


def cheaper(before: dict, after: dict, said: str) -> bool:
    """"Make it cheaper": the cheapest plan asked for (the standing wish held), costing no more than before, or (a
    stay said unwanted beside it may force a dearer one) the reply saying it costs more than the previous plan
    (corrected after scoring: HEAD planned the cheapest that keeps the ban and said so, which is right)."""
    was, now = _spent(before), _spent(after)
    return preference("cheapest")(before, after, said) and was is not None and now is not None and (
        now <= was + 0.005 or "more than the previous" in said)


def _stay_rating(state: dict) -> float:
    """The lowest rating among the plan's stays (0 without one)."""
    ratings = [float(_listings()[e]["review rate number"] or 0) for e in _stay_entries(state) if e in _listings()]
    return min(ratings, default=0.0)


def nicer(before: dict, after: dict, said: str) -> bool:
    """"Something nicer": the stays after rated no lower than the one said unwanted, the plan changed."""
    return bool(after.get("plan")) and after.get("plan") != before.get("plan") and _stay_rating(
        after) >= _stay_rating(before)


def ban_and(holder: dict, other: Check, *words: str) -> Check:
    """A stay said unwanted beside a change that is no plain edit ("not that hotel, and make it cheaper"): the stay out
    and held as a rule, and the other part kept (``other``) or named (one of ``words``) with a reason; never the ban
    alone in silence."""
    def check(before: dict, after: dict, said: str) -> bool:
        named = any(w in said.lower() for w in words) and _admits(said)
        return _ban_or_why(holder, before, after, said) and (other(before, after, said) or named)
    return check


def _ban_or_why(holder: dict, before: dict, after: dict, said: str) -> bool:
    """The stay out (``bans``), or named as kept with the reason no other stay keeps the trip (corrected after
    scoring: ``bans`` allowed that reason only when nothing changed, so the other part applied beside it failed)."""
    return bans(holder)(before, after, said) or ("couldn't replace" in said and any(
        name in said for name in _names(_stay_entries(after))))


def _sight_count(state: dict) -> int:
    return sum(len([s for s in str(d.get("attraction") or "-").split(";") if s.strip() not in ("", "-")])
               for d in state.get("plan") or [])


def more_sights(before: dict, after: dict, said: str) -> bool:
    """"More sights": the plan visits more sights than before, or the reply says it already has the most the budget
    and rules allow."""
    return bool(after.get("plan")) and (_sight_count(after) > _sight_count(before) or "most sights" in said)


def day_cheaper(day: int) -> Check:
    """"Make day N cheaper" beside a ban: day ``day`` costs less than before."""
    return lambda before, after, said: bool(after.get("day_costs")) and bool(before.get("day_costs")) and (
        after["day_costs"][day - 1] < before["day_costs"][day - 1])


def nicer_meal(day: int, meal: str) -> Check:
    """"A nicer lunch on day N" beside a ban: that meal is another place, rated higher."""
    def check(before: dict, after: dict, said: str) -> bool:
        old, new = ((s.get("plan") or [{}] * day)[day - 1].get(meal) for s in (before, after))
        return bool(new) and new != old and _meal_rating(str(new)) > _meal_rating(str(old))
    return check


def bans_at(place: int, holder: dict) -> Check:
    """"Not the hotel in the first city": the plan's stay at that stop out and held as a rule."""
    def check(before: dict, after: dict, said: str) -> bool:
        stops = _stops(before)
        city = stops[place - 1] if len(stops) >= place else "?"
        holder["out"] = {n for n, c in _stay_entries(before) if c == city}
        return _out(holder)(before, after, said)
    return check


def ban_at_and(place: int, holder: dict, other: Check, *words: str) -> Check:
    """``bans_at`` beside a change that is no plain edit: the other part kept or named with a reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        named = any(w in said.lower() for w in words) and _admits(said)
        return bans_at(place, holder)(before, after, said) and (other(before, after, said) or named)
    return check


def smoking_and_cheaper(before: dict, after: dict, said: str) -> bool:
    """"No smoking and make it cheaper": smoking forbidden, and the cheapest plan that keeps it asked for (its cost
    may rise over a plan that let smoking in) or the cheaper part named."""
    kept = preference("cheapest")(before, after, said) or ("cheap" in said.lower() and _admits(said))
    return forbids("smoking")(before, after, said) and kept


_B = [dict() for _ in range(11)]  # the stays said unwanted, one holder per conversation that bans one

CATEGORIES = ("mind", "takeback", "question", "cannot", "several", "typo", "talk", "banplus")

CONVERSATIONS: list[Conversation] = [
    # --- minds changed ------------------------------------------------------------------------------------------------
    ("mind", [
        ("st petersburg to rockford march 16-18 2022, just me, 1700", [opened("St. Petersburg", "Rockford")]),
        ("actually make it 4 of us", [people(4)]),
        ("hmm and bump it to 3000", [budget(3000)]),
        ("whats the cheapest dinner?", [cheapest("dinner")]),
        ("cheers", [THANKED]),
    ]),
    ("mind", [
        ("kansas city to pensacola 3/27-3/29/2022 solo budget 900", [opened("Kansas City", "Pensacola")]),
        ("scrap the budget", [budget_lifted]),
        ("ok fine 1200 then", [budget(1200)]),
        ("how far is the drive", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    ("mind", [
        ("las vegas to stockton march 3-5 2022 1 person $1400", [opened("Las Vegas", "Stockton")]),
        ("not that hotel", [bans(_B[0])]),
        ("no wait, go back to the first hotel", [stay_back(_B[0])]),
        ("what's the total now", [total_said]),
    ]),
    ("mind", [
        ("new orleans to louisville mar 12-14 2022 1 person 1900", [opened("New Orleans", "Louisville")]),
        ("make it march 13-15", [dates(13, 15)]),
        ("no wait, the original dates were better", [dates(12, 14)]),
        ("2 of us actually", [people(2)]),
        ("what's day 2 cost", [day_cost_said(2)]),
    ]),
    ("mind", [
        ("las vegas to denver march 12 to 14 2022, 1 traveler, 1600", [opened("Las Vegas", "Denver")]),
        ("we'd like mexican food", [cuisines("Mexican"), plan_or_reason]),
        ("no wait, italian", [cuisines("Italian"), plan_or_reason]),
        ("actually forget the food thing", [cuisines(), plan_or_reason]),
        ("thanks a lot", [THANKED]),
    ]),
    ("mind", [
        ("sacramento to atlanta march 14-16 2022 for 2, budget 4700", [opened("Sacramento", "Atlanta")]),
        ("make it 3 people", [people(3)]),
        ("scratch that, still 2", [people(2)]),
        ("whats the hotel rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    # --- take-backs ---------------------------------------------------------------------------------------------------
    ("takeback", [
        ("washington to orlando 3/15 to 3/17 2022 two people $2000", [opened("Washington", "Orlando")]),
        ("no flying", [mode("no flight")]),
        ("take that back, flying's ok", [mode(None)]),
        ("how do we get there", [HOW_THERE]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("grand forks to minneapolis march 17-19 2022 2 ppl 1300", [opened("Grand Forks", "Minneapolis")]),
        ("no shared rooms", [local("room type", "not shared room")]),
        ("eh shared is fine, forget it", [local("room type", None)]),
        ("where are we staying", [stay_said]),
        ("ty", [THANKED]),
    ]),
    ("takeback", [
        ("provo to phoenix march 24-26 2022 for two, 1400 budget", [opened("Provo", "Phoenix")]),
        ("no parties and no smoking", [forbids("parties", "smoking")]),
        ("smoking's fine actually", [forbids("parties")]),
        ("how much is day 3", [day_cost_said(3)]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("atlanta to chattanooga march 7-9 2022 5 people 3600", [opened("Atlanta", "Chattanooga")]),
        ("restaurants rated 4+ only", [local("min rating", 4)]),
        ("undo that", [local("min rating", None)]),
        ("whats the total", [total_said]),
        ("whats the cheapest breakfast", [cheapest("breakfast")]),
    ]),
    ("takeback", [
        ("st petersburg to appleton march 19-21 2022 solo 1200", [opened("St. Petersburg", "Appleton")]),
        ("make it 1000", [budget(1000)]),
        ("never mind, keep 1200", [budget(1200)]),
        ("what are we doing on day 2", [said_any("Day 2")]),
        ("cool thanks", [THANKED]),
    ]),
    # --- questions about the plan -------------------------------------------------------------------------------------
    ("question", [
        ("new york to reno march 14-16 2022, 4 people, 11300", [opened("New York", "Reno")]),
        ("whats the cheapest dinner?", [cheapest("dinner")]),
        ("how do we get there", [HOW_THERE]),
        ("what's the priciest meal", [said_any("most expensive")]),
        ("how much is left", [money]),
    ]),
    ("question", [
        ("salt lake city to twin falls mar 25-27 2022 2 people 1600", [opened("Salt Lake City", "Twin Falls")]),
        ("how far is the drive", [drive_or_flight]),
        ("what's the hotel rated", [rated()]),
        ("ok cool", [aside]),
        ("whats the cheapest dinner", [cheapest("dinner")]),
    ]),
    ("question", [
        ("denver to bozeman march 17-19 2022 8 people 7000", [opened("Denver", "Bozeman")]),
        ("where do we sleep", [stay_said]),
        ("is it at least 4 stars", [rated_at_least(4)]),
        ("whats the cheapest lunch", [cheapest("lunch")]),
        ("thx", [THANKED]),
    ]),
    ("question", [
        ("baton rouge to dallas march 25-27 2022 4 people 5500", [opened("Baton Rouge", "Dallas")]),
        ("why not fly?", [WHY_NOT_FLY]),
        ("how much is day 1", [day_cost_said(1)]),
        ("what's the most expensive day", [said_any("most expensive")]),
        ("thanks!", [THANKED]),
    ]),
    # --- things the data cannot do ------------------------------------------------------------------------------------
    ("cannot", [
        ("panama city to nashville march 23-25 2022 2 people 2900", [opened("Panama City", "Nashville")]),
        ("can we take the train instead?", [cannot("train")]),
        ("can you book the hotel for us", [cannot("book")]),
        ("ok whats the total", [total_said]),
        ("thanks", [THANKED]),
    ]),
    ("cannot", [
        ("akron to tampa march 28-30 2022, 2 of us, 2500", [opened("Akron", "Tampa")]),
        ("does the hotel have a pool", [cannot("pool")]),
        ("what's the weather gonna be like", [cannot("weather")]),
        ("fair enough, thanks", [THANKED]),
    ]),
    ("cannot", [
        ("dallas to huntsville march 13-15 2022 4 people 2700", [opened("Dallas", "Huntsville")]),
        ("can we rent a car there", [cannot("rent", "car")]),
        ("no flights then", [mode("no flight")]),
        ("how far is the drive", [drive_or_flight]),
        ("thx", [THANKED]),
    ]),
    ("cannot", [
        ("jacksonville to washington march 3-5 2022 2 ppl 1000", [opened("Jacksonville", "Washington")]),
        ("is there parking at the hotel", [cannot("parking")]),
        ("what's the hotel rated", [rated()]),
        ("ok and how much is day 1", [day_cost_said(1)]),
        ("cheers", [THANKED]),
    ]),
    ("cannot", [
        ("cleveland to baltimore march 15-17 2022 2 people 1700", [opened("Cleveland", "Baltimore")]),
        ("get us tickets to an orioles game", [cannot("ticket", "game", "book")]),
        ("oh well. no smoking rooms pls", [forbids("smoking")]),
        ("thx", [THANKED]),
    ]),
    # --- several changes in one turn ----------------------------------------------------------------------------------
    ("several", [
        ("eugene to los angeles march 14-16 2022, 2 people, 1700", [opened("Eugene", "Los Angeles")]),
        ("actually make it 4 of us and 3000, and no flying", [people(4, 3000), mode("no flight")]),
        ("what's the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("denver to new york 5 days 2 cities march 18 2022 2 people 6300",
         [opened("Denver", "New York", visiting_city_number=2)]),
        ("start a day later, add a third person and chinese food",
         [dates(19, 23), people(3), cuisines("Chinese")]),
        ("whats the second city", [stop_said(2)]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("st louis to california 7 days 3 cities march 17 2022 2 people 9500",
         [opened("St. Louis", "California", visiting_city_number=3)]),
        ("budget 8000 and no parties", [budget(8000), forbids("parties")]),
        ("scratch the no parties bit", [forbids(), budget(8000)]),
        ("what are the hotels rated", [rated()]),
        ("ok, what's the total", [total_said]),
    ]),
    ("several", [
        ("fayetteville to new york 5 days 2 cities march 25 2022, 8 people, 6900",
         [opened("Fayetteville", "New York", visiting_city_number=2)]),
        ("make it 6 of us and 7500", [people(6, 7500)]),
        ("and no shared rooms", [local("room type", "not shared room"), people(6)]),
        ("how much is left", [money]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("washington to indiana 7 days 3 cities march 23 2022 5 people 23800",
         [opened("Washington", "Indiana", visiting_city_number=3)]),
        ("entire homes only and american food", [local("room type", "entire room"), cuisines("American")]),
        ("whats the first city", [stop_said(1)]),
        ("how much is day 4", [day_cost_said(4)]),
        ("and scrap the american food", [cuisines(), local("room type", "entire room")]),
    ]),
    ("several", [
        ("washington to new york 5 days 2 cities march 23 2022 7 people 9100",
         [opened("Washington", "New York", visiting_city_number=2)]),
        ("make it 5 of us, and scrap the budget", [people(5), budget_lifted]),
        ("whats the first city", [stop_said(1)]),
        ("why not fly", [WHY_NOT_FLY]),
    ]),
    ("several", [
        ("boston to new york 5 days 2 cities march 7 2022 2 people 2700",
         [opened("Boston", "New York", visiting_city_number=2)]),
        ("4 of us actually", [people(4)]),
        ("scrap that, 2", [people(2)]),
        ("how far is the drive between the cities", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    # --- typos and slang ----------------------------------------------------------------------------------------------
    ("typo", [
        ("rockford to florida 7 days 3 cities march 8 2022 8 ppl 17000",
         [opened("Rockford", "Florida", visiting_city_number=3)]),
        ("no smokng plz", [forbids("smoking")]),
        ("wats the totl", [total_said]),
        ("thnx", [THANKED]),
    ]),
    ("typo", [
        ("asheville to minneapolis mar 7-9 2022 3 ppl 2300", [opened("Asheville", "Minneapolis")]),
        ("gimme italain food", [cuisines("Italian"), plan_or_reason]),
        ("nvm italian, mexican", [cuisines("Mexican"), plan_or_reason]),
        ("hows the hotel rated", [rated()]),
    ]),
    ("typo", [
        ("nashville to detroit 3/15-3/17/2022 2 ppl 2200", [opened("Nashville", "Detroit")]),
        ("add a 3rd person", [people(3)]),
        ("hw far is the drive", [drive_or_flight]),
        ("k thx", [THANKED]),
    ]),
    ("typo", [
        ("new york to charleston march 19-21 2022 2 ppl 1600", [opened("New York", "Charleston")]),
        ("no flyin pls", [mode("no flight")]),
        ("wheres the hotel", [stay_said]),
        ("kool ty", [THANKED]),
    ]),
    # --- talk and thanks ----------------------------------------------------------------------------------------------
    ("talk", [
        ("daytona beach to atlanta march 2-4 2022 3 people 2100", [opened("Daytona Beach", "Atlanta")]),
        ("omg my mom is gonna love this", [aside]),
        ("whats for dinner day 1", [meal_said(1, "dinner")]),
        ("thanks so much!!", [THANKED]),
    ]),
    ("talk", [
        ("newark to savannah march 3-5 2022 2 people 1400", [opened("Newark", "Savannah")]),
        ("we went there for our honeymoon lol", [aside]),
        ("make it 1600 tho", [budget(1600)]),
        ("perfect thanks", [THANKED]),
    ]),
    # --- a stay said unwanted beside a change that is no plain edit -----------------------------------------------------
    ("banplus", [
        ("los angeles to detroit march 18-20 2022 2 people 2000", [opened("Los Angeles", "Detroit")]),
        ("not that hotel, and make it cheaper", [ban_and(_B[1], cheaper, "cheap")]),
        ("what's the hotel rated now", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("houston to pensacola march 12-14 2022, 2 people, 1100", [opened("Houston", "Pensacola")]),
        ("not that hotel, and no flying", [bans(_B[2]), mode("no flight")]),
        ("is the new one at least 3 stars", [rated_at_least(3)]),
        ("thanks", [THANKED]),
    ]),
    ("banplus", [
        ("santa ana to houston march 21-23 2022 2 people 3000", [opened("Santa Ana", "Houston")]),
        ("not that place, find us something nicer", [ban_and(_B[3], nicer, "nicer", "better", "rated")]),
        ("whats the total", [total_said]),
        ("thanks", [THANKED]),
    ]),
    ("banplus", [
        ("fort wayne to charlotte march 8-10 2022 3 people 1900", [opened("Fort Wayne", "Charlotte")]),
        ("not that hotel and make it 4 of us", [bans(_B[4]), people(4)]),
        ("where are we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("cleveland to florida 5 days 2 cities march 2 2022 6 people 13900",
         [opened("Cleveland", "Florida", visiting_city_number=2)]),
        ("no smoking and make it cheaper", [smoking_and_cheaper]),
        ("what are the hotels rated", [rated()]),
        ("thanks", [THANKED]),
    ]),
    ("banplus", [
        ("santa ana to colorado 7 days 3 cities march 1 2022 2 people 7700",
         [opened("Santa Ana", "Colorado", visiting_city_number=3)]),
        ("not the hotel in the first city, and make it cheaper", [ban_at_and(1, _B[5], cheaper, "cheap")]),
        ("what are the hotels rated", [rated()]),
        ("ok thanks", [THANKED]),
    ]),
    ("banplus", [
        ("washington to indianapolis march 23-25 2022 2 people 2000", [opened("Washington", "Indianapolis")]),
        ("not that hotel, we want a 4 star place", [bans(_B[6]), local("min stay rating", 4)]),
        ("whats the total", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("houston to pensacola 3/12-3/14/2022, 2 of us, $1100", [opened("Houston", "Pensacola")]),
        ("not that hotel and stay somewhere nicer", [ban_and(_B[7], nicer, "nicer", "better", "rated")]),
        ("whats the hotel rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("new york to charleston 3/19-3/21/2022 two of us 1600", [opened("New York", "Charleston")]),
        ("not that hotel, and make day 2 cheaper", [ban_and(_B[8], day_cheaper(2), "day 2")]),
        ("how much is day 2 now", [day_cost_said(2)]),
        ("ok ty", [THANKED]),
    ]),
    ("banplus", [
        ("los angeles to detroit 3/18-3/20/2022 2 people $2000", [opened("Los Angeles", "Detroit")]),
        ("not that hotel, and a nicer lunch on day 2", [ban_and(_B[9], nicer_meal(2, "lunch"), "lunch")]),
        ("what's for lunch day 2", [meal_said(2, "lunch")]),
        ("thanks!", [THANKED]),
    ]),
    ("banplus", [
        ("provo to phoenix 3/24-3/26/2022, 2 ppl, 1400", [opened("Provo", "Phoenix")]),
        ("not that hotel and more sights please", [ban_and(_B[10], more_sights, "sight")]),
        ("what are we doing day 2", [said_any("Day 2")]),
        ("cheers", [THANKED]),
    ]),
]

# HEAD (a900d60): turns right of all, per category, measured on a pristine copy before any fix. 187 right, 10 wrong
# (4 with the reason named, 6 silent) of 197.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"mind": (27, 29), "takeback": (24, 25), "question": (19, 20),
                                            "cannot": (23, 23), "several": (31, 32), "typo": (15, 16), "talk": (8, 8),
                                            "banplus": (40, 44)}
# After this set's fixes: NOW_RIGHT of 197 (KNOWN_GAPS the rest).
NOW_RIGHT = 197

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentyfirst", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=190)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


@pytest.mark.parametrize(("asked", "meals"), [("whats the cheapest dinner?", ["dinner"]),
                                              ("cheapest lunches", ["lunch"]), ("the priciest meal", [])])
def test_a_meal_asked_by_its_name_is_the_only_one_compared(asked: str, meals: list[str]) -> None:
    assert meals_named(asked) == meals


@pytest.mark.parametrize(("text", "only"), [("no wait, italian", True), ("nah, thai food", True),
                                            ("no wait, and chinese too", False), ("no chinese food", False)])
def test_a_cuisine_after_a_correcting_opener_replaces_the_others(text: str, only: bool) -> None:
    assert bool(_ONLY_CUISINE.search(text)) is only


def test_a_person_counted_by_a_numbered_ordinal_is_no_date() -> None:
    assert restored("add a 3rd person") == "add a third person"
    assert restored("an 8th traveler pls") == "an eighth traveler pls"
    assert restored("start march 3rd") == "start march 3rd"


if __name__ == "__main__":
    main()
