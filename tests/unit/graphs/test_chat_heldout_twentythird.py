"""A twenty-third held-out conversation set for the chat (issue 39, helper CONV23), written before the chat's code was
read for it and scored on HEAD 095c508 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set opened:
state tours from an origin no set paired with that state (Buffalo, Montgomery and Nashville to North Carolina, Texas
and Virginia; Twin Falls to Utah, Newark to Virginia and Pennsylvania, State College and Richmond to Michigan,
Charleston and Gainesville to Georgia, South Bend to Illinois, Abilene to Louisiana, Sacramento to Oregon, Amarillo and
Albuquerque to Colorado, Moline to Wisconsin, Roswell to Texas, Augusta to Florida), and one-city road trips between
cities no set named together (Newburgh to Elmira, Peoria to Moline, Houston to Waco, Eau Claire to Appleton, Ogden to
Provo, Santa Barbara to Santa Ana, Charlottesville to Baltimore, Stockton to Fresno, Monterey to Bakersfield, La Crosse
to Rhinelander, Fort Myers to Sarasota, New York to Philadelphia, Staunton to Roanoke, Tucson to Yuma, Grand Rapids to
Chicago, San Diego to Long Beach, Pittsburgh to Dayton, Sarasota to Daytona Beach, Boston to Newark, Muskegon to
Alpena, Salt Lake City to West Yellowstone, Fresno to Reno, Escanaba to Minneapolis, Orlando to Panama City, Milwaukee
to Lansing, Latrobe to Cincinnati), on dates of March 2022.

It is written as different people chat: families whose party grows and shrinks with its kids and pets ("we're
bringing our 2 kids so 5 total", "and the dog", "actually the dog is staying with my mom": the children's rule never
touched by the dog's), budgets haggled down and back up ("can we do it for 2500?", "hmm 2200?", "ok fine 2700"),
minds changed several times ("actually just 2 of us", "no wait 3 after all"), take-backs and undo, a stop of a state
tour asked for by its place when the planner already put it there or puts it there (the reply must not say it cannot
promise what the plan does), "whats the last city" followed by "swap it for houston", a destination changed after a
no ("what about ithaca instead"), questions about the plan, chatty and terse messages, typos ("chinse", "no smokng",
"no partys", "mexcan"). Each turn is right, or wrong with its reason named or a question asked ("named"), or wrong in
silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentythird``.

Figures, turns of 211 in 44 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
095c508 as first scored 192 / 11 / 8; six checks were corrected after scoring, each marked where it stands (a "why?"
after a budget the plan met; two questions after a change the data has no plan for; an undo and a "that one was fine"
after a ban that could not be made, so changed nothing; a stop's order named the turn before), and with them HEAD is
196 / 11 / 4; after the fixes this set drove 207 / 4 / 0 (the four left: the route's order); since the order rule
(``domain/constraints/city_order.py``, helper ROUTE: a stop set by its place is kept there, a bare swap keeps the
other stops where they are) 211 / 0 / 0.

The fixes, each a cause: "what's the hotel rated in the first city" named the stay and its price but not the rating
asked for (``city_scope._stay_answer`` says it); "never mind, any room is fine" on an entire-home trip answered "none
of your wishes rules that out" while one did: "any" before a word every wish may share ("room") names the one wish
of that kind (``take_back.taken_back``); "how do we get from the first to the second" got the trip's summary (a way
"get from" is a travel question: ``intent_questions``); "1500 and no smoking and american food" applied the rules and
dropped the budget in silence (a bare number before "and" and the next wish is the budget: ``bare_budget._BARE_ITEM``);
"can we do it for 2500?" was refused as 2,500 travellers (a number of three digits after "for" is money:
``people_counts.stated_counts``); "no partys" was not read (a "-y" word's plural written with s is the plural:
``spelling._corrected``); "and the dog" on a trip with children was kept as "in passing" (a short message opened by
"and" adds: ``rule_merge._ADDING``); "not the hotel, something else" answered "Sure, let's start over" beside the ban
(a part asking only for another of what was banned is the ban's own: ``place_banned._ANOTHER``), and "no wait that one
was fine" after a ban that could not be made says the stay never left (``stay_ban_lifted._never_left``); "swap it for
houston" right after "whats the last city" is that stop swapped (``city_count_said.it_as_stop``); "swap the 2nd city"
with no city named leaves that stop out for another of the state, the reply saying the planner picks it
(``_SWAP_BARE``); a stop asked for by its place that the plan does put there is said so ("Chicago is the second stop,
as you asked"), never "I can't promise" (``city_count_said.place_kept``, in ``reply``).
"""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.domain.parsing import read_text
from himap_travel.nodes.chat.city_count_said import as_counted, place_note
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    house_rules,
    plan_or_reason,
    restored,
    total_said,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import _stops, money, opened, stop_is
from tests.unit.graphs.test_chat_heldout_nineteenth import _names, _stay_entries, bans, last_stop, stay_said, stop_said, swapped
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, people
from tests.unit.graphs.test_chat_heldout_twentieth import budget_lifted, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    ban_and,
    cannot,
    cheaper,
    cheapest,
    drive_or_flight,
    meal_said,
    stay_back,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentysecond import ban_unread, no_clash, tidy, undone, why_answered

_PROMISE = "can't promise"


def placed(place: int, city: str) -> Check:
    """A stop asked for by its place ("make the second city chicago", "can the first stop be detroit"): the plan has
    ``city`` there (or no plan, with its reason), and a reply whose plan puts it there never says it cannot promise it."""
    def check(before: dict, after: dict, said: str) -> bool:
        stops = _stops(after)
        there = len(stops) >= place and stops[place - 1] == city
        return stop_is((place, city))(before, after, said) and not (there and _PROMISE in said)
    return check


def stops_said(before: dict, after: dict, said: str) -> bool:
    """"Which cities are we visiting": every stop of the plan named, nothing changed."""
    stops = _stops(after)
    return answered(before, after, said) and bool(stops) and all(city in said for city in stops)


def drive_or_none(before: dict, after: dict, said: str) -> bool:
    """"How far is the drive" answered with its length, or, on a trip no plan meets, by saying so (corrected after
    scoring: the stop asked for before it has no plan, so saying there is none answers it)."""
    return drive_or_flight(before, after, said) or total_or_none(before, after, said)


def back_or_kept(holder: dict) -> Check:
    """"Undo" (or "no wait that one was fine") after a stay said unwanted: the stay back (``stay_back``), or, when the
    ban changed nothing (no other stay kept the trip, said so), an answer with the stay still in the plan, nothing
    changed (corrected after scoring: the ban before it could not be made, so there was nothing to take back)."""
    def check(before: dict, after: dict, said: str) -> bool:
        kept = answered(before, after, said) and bool((holder.get("out") or {"?"}) & _names(_stay_entries(after)))
        return stay_back(holder)(before, after, said) or kept
    return check


def day_cost_or_none(day: int) -> Check:
    """"How much is day 2": the day's cost, or, on a trip no plan meets, that said (corrected after scoring: the swap
    before it, to Raleigh, leaves no plan: the data has no stay there for the family)."""
    return lambda before, after, said: day_cost_said(day)(before, after, said) if after.get("plan") else total_or_none(
        before, after, said)


def stop_kept(city: str) -> Check:
    """The city asked for before is still a stop (its place the planner's, named then), planned or its reason."""
    return lambda before, after, said: plan_or_reason(before, after, said) and (
        not after.get("plan") or city in _stops(after))


def dest_is(city: str) -> Check:
    """The trip's destination changed to ``city`` ("what about ithaca instead"), planned or its reason."""
    return lambda before, after, said: trip(dest=city)(before, after, said) and plan_or_reason(before, after, said)


_B = [dict() for _ in range(6)]  # the stays said unwanted, one holder per conversation that bans one

CATEGORIES = ("swap", "party", "family", "takeback", "dates", "several", "undo", "why", "banplus", "budget",
              "question", "typo", "chatty")

CONVERSATIONS: list[Conversation] = [
    # --- state tours ------------------------------------------------------------------------------------------------
    ("family", [
        ("buffalo to north carolina, 7 days, 3 cities, from march 14 2022, family of 4 (2 adults 2 kids), $6500",
         [opened("Buffalo", "North Carolina", visiting_city_number=3, people_number=4),
          house_rules("children under 10")]),
        ("whats the second city", [stop_said(2)]),
        ("swap it for raleigh", [stop_is((2, "Raleigh")), house_rules("children under 10")]),
        ("how much is day 2", [day_cost_or_none(2)]),
        ("thanks so much!!", [THANKED]),
    ]),
    ("swap", [
        ("twin falls to utah 5 days 2 cities mar 21 2022 just me 1800",
         [opened("Twin Falls", "Utah", visiting_city_number=2)]),
        ("make the first stop salt lake city", [placed(1, "Salt Lake City")]),
        # corrected after scoring: the stop's place was named as the planner's the turn before; this turn keeps the city
        ("and no flights", [mode("no flight"), stop_kept("Salt Lake City")]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("swap", [
        ("newark to virginia 7 days 3 cities starting march 3 2022 2 people 5200",
         [opened("Newark", "Virginia", visiting_city_number=3)]),
        ("swap the 2nd city", [swapped(2)]),
        ("hmm actually make the last stop richmond", [last_stop("Richmond")]),
        ("what are the hotels rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("party", [
        ("state college to michigan 5 days 2 cities march 16 2022 2 ppl 2600",
         [opened("State College", "Michigan", visiting_city_number=2)]),
        ("my sister is joining so 3 of us", [people(3)]),
        ("and bump the budget to 3600", [budget(3600)]),
        ("whats the first city", [stop_said(1)]),
        ("cheers", [THANKED]),
    ]),
    ("takeback", [
        ("charleston to georgia 5 days 2 cities march 23 2022 3 people 3300",
         [opened("Charleston", "Georgia", visiting_city_number=2)]),
        ("no smoking rooms pls", [forbids("smoking")]),
        ("and italian food", [cuisines("Italian"), forbids("smoking")]),
        ("actually forget the smoking thing", [forbids(), cuisines("Italian")]),
        ("where are we staying", [stay_said]),
        ("thanks", [THANKED]),
    ]),
    ("swap", [
        ("montgomery to texas 7 days 3 cities march 11 2022 2 people 5800",
         [opened("Montgomery", "Texas", visiting_city_number=3)]),
        ("start 3 days later", [dates(14, 20)]),
        ("whats the last city", [stop_said(3)]),
        ("swap it for houston", [last_stop("Houston"), dates(14, 20)]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("south bend to illinois 5 days 2 cities march 2 2022 4 ppl 4000",
         [opened("South Bend", "Illinois", visiting_city_number=2)]),
        ("make it 5 people and 4800", [people(5, 4800)]),
        ("and entire homes only", [local("room type", "entire room"), people(5, 4800)]),
        ("make the second city chicago", [placed(2, "Chicago"), local("room type", "entire room")]),
        ("thx", [THANKED]),
    ]),
    ("budget", [
        ("abilene to louisiana 5 days 2 cities march 19 2022 2 people 3100",
         [opened("Abilene", "Louisiana", visiting_city_number=2)]),
        ("can we do it for 2500?", [budget(2500)]),
        ("hmm 2200?", [budget(2200)]),
        ("ok fine 2700", [budget(2700)]),
        ("whats the total", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("swap", [
        ("sacramento to oregon 5 days 2 cities march 6 2022 solo 2300",
         [opened("Sacramento", "Oregon", visiting_city_number=2)]),
        ("swap the first city for portland", [stop_is((1, "Portland"))]),
        ("no wait, bend", [stop_is((1, "Bend")), no_clash]),
        ("how far is the drive between the cities", [drive_or_none]),
        ("ty", [THANKED]),
    ]),
    ("undo", [
        ("amarillo to colorado 5 days 2 cities march 27 2022 2 people 2900",
         [opened("Amarillo", "Colorado", visiting_city_number=2)]),
        ("make the last stop denver", [last_stop("Denver")]),
        ("undo that", [restored]),
        ("whats the total", [total_or_none]),
        ("k thanks", [THANKED]),
    ]),
    ("family", [
        ("moline to wisconsin 7 days 3 cities march 8 2022 3 people 7000",
         [opened("Moline", "Wisconsin", visiting_city_number=3)]),
        ("we're bringing our 2 kids so 5 total", [people(5), house_rules("children under 10")]),
        ("and the dog", [house_rules("children under 10", "pets"), trip(people_number=5)]),
        ("actually the dog is staying with my mom", [house_rules("children under 10"), trip(people_number=5)]),
        ("whats the second city", [stop_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("question", [
        ("gainesville to georgia 5 days 2 cities march 13 2022 2 of us 2400",
         [opened("Gainesville", "Georgia", visiting_city_number=2)]),
        ("which cities are we visiting", [stops_said]),
        ("how do we get from the first to the second", [HOW_THERE]),
        ("whats for dinner day 2", [meal_said(2, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("several", [
        ("roswell to texas 7 days 3 cities march 4 2022 5 people 7800",
         [opened("Roswell", "Texas", visiting_city_number=3)]),
        ("make it 4 people and 6500 and start a day later", [people(4, 6500), dates(5, 11)]),
        ("whats the first city", [stop_said(1)]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("augusta to florida 5 days 2 cities march 20 2022 2 people 3500",
         [opened("Augusta", "Florida", visiting_city_number=2)]),
        ("mexican or chinese food", [cuisines("Mexican", "Chinese")]),
        ("drop the chinese", [cuisines("Mexican")]),
        ("actually put chinese back", [cuisines("Mexican", "Chinese")]),
        ("how much is day 1", [day_cost_said(1)]),
        ("thx", [THANKED]),
    ]),
    ("swap", [
        ("richmond to michigan 5 days 2 cities march 17 2022 2 ppl 3000",
         [opened("Richmond", "Michigan", visiting_city_number=2)]),
        ("can the first stop be detroit", [placed(1, "Detroit")]),
        ("swap the second city", [swapped(2), stop_is((1, "Detroit"))]),
        ("ty", [THANKED]),
    ]),
    ("why", [
        ("albuquerque to colorado 7 days 3 cities march 9 2022 2 people 4800",
         [opened("Albuquerque", "Colorado", visiting_city_number=3)]),
        ("lower it to 1500", [budget(1500)]),
        ("why?", [answered]),  # corrected after scoring: $1,500 is met, so there is no no to explain
        ("ok what about 3500", [budget(3500)]),
        ("thx", [THANKED]),
    ]),
    ("chatty", [
        ("nashville to virginia 5 days 2 cities march 25 2022 me and my husband 3200",
         [opened("Nashville", "Virginia", visiting_city_number=2, people_number=2)]),
        ("oh and we absolutely love indian food, if that's possible", [cuisines("Indian")]),
        ("also no parties please, we're boring lol", [forbids("parties"), cuisines("Indian")]),
        ("what's the hotel rated in the first city", [rated(place=1)]),
        ("lovely thank you!", [THANKED]),
    ]),
    ("party", [
        ("newark to pennsylvania 5 days 2 cities march 12 2022 6 people 5400",
         [opened("Newark", "Pennsylvania", visiting_city_number=2)]),
        ("2 people dropped out", [people(4)]),
        ("lower budget to 4000 then", [budget(4000)]),
        ("whats the second city", [stop_said(2)]),
        ("thx", [THANKED]),
    ]),
    # --- one-city road trips --------------------------------------------------------------------------------------
    ("why", [
        ("newburgh to elmira march 5-7 2022 me and 2 friends 1400",
         [opened("Newburgh", "Elmira", people_number=3)]),
        ("why?", [why_answered]),
        ("what about ithaca instead", [dest_is("Ithaca"), trip(people_number=3, budget=1400)]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("peoria to moline march 7-9 2022 2 people 900", [opened("Peoria", "Moline")]),
        ("not that hotel", [bans(_B[0])]),
        ("undo", [back_or_kept(_B[0])]),
        ("whats the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("houston to waco 3/26-3/28/2022 2 ppl 1100", [opened("Houston", "Waco")]),
        ("we're actually bringing our toddler too", [people(3), house_rules("children under 10")]),
        ("budget 1400", [budget(1400), house_rules("children under 10")]),
        ("where are we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("typo", [
        ("eau claire to appleton mar 11-13 2022 solo 700", [opened("Eau Claire", "Appleton")]),
        ("chinse food pls", [cuisines("Chinese")]),
        ("no smokng", [forbids("smoking"), cuisines("Chinese")]),
        ("whats the cheapest dinner", [cheapest("dinner")]),
        ("thx", [THANKED]),
    ]),
    ("budget", [
        ("ogden to provo march 24-26 2022 2 ppl 1300", [opened("Ogden", "Provo")]),
        ("make it cheaper", [cheaper]),
        ("how much left", [money]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("santa barbara to santa ana march 3-5 2022 3 of us 1600", [opened("Santa Barbara", "Santa Ana")]),
        ("actually just 2 of us", [people(2)]),
        ("no wait 3 after all", [people(3)]),
        ("and 1800", [budget(1800)]),
        ("where are we staying", [stay_said]),
    ]),
    ("several", [
        ("charlottesville to baltimore march 14-16 2022 2 people 1300", [opened("Charlottesville", "Baltimore")]),
        ("1500 and no smoking and american food", [budget(1500), forbids("smoking"), cuisines("American")]),
        ("whats for lunch day 2", [meal_said(2, "lunch")]),
        ("thx", [THANKED]),
    ]),
    ("dates", [
        ("stockton to fresno march 21-23 2022 2 people 1000", [opened("Stockton", "Fresno")]),
        ("move it a week earlier", [dates(14, 16)]),
        ("actually make it march 10-12", [dates(10, 12)]),
        ("how far is the drive", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    ("question", [
        ("monterey to bakersfield march 1-3 2022 4 people 1500", [opened("Monterey", "Bakersfield")]),
        ("how do we get there", [HOW_THERE]),
        ("can we take the train", [cannot("train")]),
        ("whats day 2 cost", [day_cost_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("la crosse to rhinelander march 10-12 2022 2 people 1000", [opened("La Crosse", "Rhinelander")]),
        ("entire place only", [local("room type", "entire room")]),
        ("never mind, any room is fine", [local("room type", None)]),
        ("whats the hotel rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("why", [
        ("fort myers to sarasota march 8-10 2022 2 people 1200", [opened("Fort Myers", "Sarasota")]),
        ("why?", [why_answered]),
        ("ok how about fort lauderdale then", [dest_is("Fort Lauderdale"), trip(people_number=2, budget=1200)]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("new york to philadelphia march 19-21 2022 2 people 1800", [opened("New York", "Philadelphia")]),
        ("add a day and make it 2200", [dates(19, 22), trip(budget=2200)]),
        ("whats the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("banplus", [
        ("staunton to roanoke march 12-14 2022 just me 900", [opened("Staunton", "Roanoke")]),
        ("not that hotel, somewhere cheaper", [ban_and(_B[1], cheaper, "cheap")]),
        ("how much left", [money]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("tucson to yuma march 16-18 2022 2 people 1200", [opened("Tucson", "Yuma")]),
        ("push it back 2 days", [dates(18, 20)]),
        ("undo", [dates(16, 18)]),
        ("whats for breakfast day 2", [meal_said(2, "breakfast")]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("grand rapids to chicago march 4-6 2022 2 adults 1 kid 3500",
         [opened("Grand Rapids", "Chicago", people_number=3), house_rules("children under 10")]),
        ("oh and our cat comes too", [house_rules("children under 10", "pets")]),
        ("and italian food", [cuisines("Italian"), house_rules("children under 10", "pets")]),
        ("whats the total", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("san diego to long beach march 27-29 2022 2 people 1400", [opened("San Diego", "Long Beach")]),
        ("3 people", [people(3)]),
        ("and 1700", [budget(1700)]),
        ("undo", [undone(1400, 3)]),
        ("thx", [THANKED]),
    ]),
    ("party", [
        ("pittsburgh to dayton march 2-4 2022 3 people 1400", [opened("Pittsburgh", "Dayton")]),
        ("my buddy can't make it", [people(2)]),
        ("whats the total", [total_said]),
        ("ok and what's the hotel rated", [rated()]),
        ("ty", [THANKED]),
    ]),
    ("typo", [
        ("sarasota to daytona beach march 23-25 2022 4 people 2000", [opened("Sarasota", "Daytona Beach")]),
        ("no partys", [forbids("parties")]),
        ("mexcan food", [cuisines("Mexican"), forbids("parties")]),
        ("whats the cheapest lunch", [cheapest("lunch")]),
        ("thx", [THANKED]),
    ]),
    ("budget", [
        ("boston to newark march 9-11 2022 2 people 1500", [opened("Boston", "Newark")]),
        ("forget the budget", [budget_lifted]),
        ("actually cap it at 1600", [budget(1600)]),
        ("whats the total", [total_said]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("muskegon to alpena march 29-31 2022 2 people 1000", [opened("Muskegon", "Alpena")]),
        ("no flying", [mode("no flight")]),
        ("actually flying is fine", [mode(None)]),
        ("how far is the drive", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    ("dates", [
        ("salt lake city to west yellowstone march 6-8 2022 2 people 1500",
         [opened("Salt Lake City", "West Yellowstone")]),
        ("move everything a day earlier", [dates(5, 7)]),
        ("whats for dinner day 1", [meal_said(1, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("swap", [
        ("fresno to reno march 13-15 2022 2 people 1400", [opened("Fresno", "Reno")]),
        ("actually lets do sacramento instead of reno", [dest_is("Sacramento"), trip(people_number=2, budget=1400)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("chatty", [
        ("escanaba to minneapolis march 17-19 2022 2 people 1600", [opened("Escanaba", "Minneapolis")]),
        ("whats the drive like", [drive_or_flight]),
        ("can we do it without driving ourselves", [local("transportation", "no self-driving")]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("orlando to panama city march 20-22 2022 2 people 1500", [opened("Orlando", "Panama City")]),
        ("not that hotel, and something with better reviews", [ban_unread(_B[2], "review")]),
        ("where are we staying now", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("family", [
        ("milwaukee to lansing march 11-13 2022 2 people 1600", [opened("Milwaukee", "Lansing")]),
        ("we're 2 adults and a 6 year old actually", [people(3), house_rules("children under 10")]),
        ("whats the total", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("latrobe to cincinnati march 25-27 2022 4 people 2200", [opened("Latrobe", "Cincinnati")]),
        ("not the hotel, something else", [bans(_B[3])]),
        ("no wait that one was fine", [back_or_kept(_B[3])]),
        ("where are we staying", [stay_said]),
        ("ty", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# HEAD (095c508): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 196 right, 15 wrong (11 with the reason named, 4 silent) of 211.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"swap": (24, 28), "party": (20, 20), "family": (23, 25), "takeback": (21, 22),
                                            "dates": (9, 9), "several": (15, 17), "undo": (24, 25), "why": (13, 13),
                                            "banplus": (8, 8), "budget": (14, 15), "question": (9, 10), "typo": (8, 10),
                                            "chatty": (8, 9)}
NOW_RIGHT = 211  # 207 after this set's fixes; 211 since the order rule (city_order)

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (The four of the route's order are
# kept since the order rule ``city_order``.)
KNOWN_GAPS: dict[tuple[int, int], str] = {}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentythird", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=200)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


_ROUTE = [{"current_city": "from South Bend to Peoria"}, {"current_city": "Peoria"},
          {"current_city": "from Peoria to Chicago"}, {"current_city": "Chicago"}]
_ILLINOIS = {"org": "South Bend", "dest": "Illinois", "visiting_city_number": 2, "local_constraint": {}}


@pytest.mark.parametrize(("text", "read", "note"), [
    ("make the second city rockford", "visit Rockford as the second stop, skip Chicago",
     "Rockford as the second stop, in place of Chicago"),
    ("swap the first city for chicago", "visit Chicago as the first stop, skip Peoria", "Chicago as the first stop, in place of Peoria"),
    ("swap the 2nd city", "skip Chicago, the first stop should be Peoria",
     "Chicago left out, as you asked: another city of the state in its place as the 2nd stop, the other stops kept where they are"),
])
def test_a_stop_set_by_its_place_is_asked_for_there(sandbox: Any, text: str, read: str, note: str) -> None:
    """A stop set by its place keeps that place (``city_order``, which the planners keep): never "I can't promise"."""
    assert as_counted(text, _ILLINOIS, _ROUTE, sandbox) == read
    assert place_note(text, _ILLINOIS, _ROUTE, sandbox) == note


@pytest.mark.parametrize(("text", "amount"), [("1500 and no smoking and american food", 1500.0),
                                              ("can we do it for 2500?", 2500.0), ("1500 and 2000", None)])
def test_a_bare_amount_beside_other_wishes_is_the_budget(sandbox: Any, text: str, amount: float | None) -> None:
    reading = read_text(text, sandbox, trip=("Charlottesville", "Baltimore", 1))
    assert reading.budget == amount and reading.people_number is None

if __name__ == "__main__":
    main()
