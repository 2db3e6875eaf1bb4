"""A twenty-fourth held-out conversation set for the chat (issue 39, helper CONV24), written before the chat's code was
read for it and scored on HEAD 5a628d5 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set opened:
state tours from an origin no set paired with that state (Boise to Utah, Tulsa to Texas, Baltimore to New York,
Charlotte to South Carolina, Milwaukee to Minnesota, Des Moines to Illinois, Phoenix to California, Dallas to
Oklahoma), and one-city road trips between cities no set named together (Newport News to Norfolk, Everett to Seattle,
San Luis Obispo to Santa Maria, Lawton to Wichita Falls, Islip to Manhattan, Punta Gorda to Sarasota, Lewisburg to
State College, Fayetteville to Raleigh, Hyannis to Boston, Rhinelander to Mosinee, Charlotte to Greer, Knoxville to
Chattanooga, Midland to San Angelo, Killeen to Dallas, College Station to Houston, Hilton Head to Charleston,
Tallahassee to Jacksonville, Portland to Eugene, Cleveland to Toledo, New Bern to Fayetteville, Louisville to
Owensboro, Savannah to Augusta, Columbus to Akron, Fort Wayne to Indianapolis, Duluth to Bemidji, Branson to Fort
Leonard Wood, Bloomington to Cincinnati, Pensacola to Panama City, San Antonio to Corpus Christi, Grand Rapids to
Traverse City, Saginaw to Alpena, Twin Falls to Idaho Falls, Bozeman to West Yellowstone, Fort Dodge to Cedar Rapids),
on dates of March 2022.

It is written as different people chat: minds changed several times ("actually 3 of us", "no make it 4", "ugh ok back
to 2"), budgets haggled ("can u do 1100", "fine 1300", "meet me at 1200"), parties that grow and shrink with kids and
pets ("we're bringing the twins, they're 4", "the dog too", "grandma's taking the dog after all"), wishes added and
taken back ("hotel rated 4 or better", "actually forget the rating"), undo, questions about the plan ("how much is the
hotel", "what do we eat on day 2", "why that hotel"), bans ("not that hotel"), swaps of a tour's stop, dates moved,
a destination changed, several changes in one message, very terse ("cheaper", "3 ppl", "+1 day"), chatty messages with
thanks and small talk, typos ("no smokin", "itallian", "chiness", "budjet"). Each turn is right, or wrong with its reason
named or a question asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it
scores every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentyfourth``.

Figures, turns of 211 in 42 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
5a628d5 as first scored 187 / 11 / 13. Sixteen checks were corrected after scoring, each marked where it stands: most
because the data has no plan for the trip (Manhattan, Sarasota, Raleigh, Greensboro and Cedar Rapids have no sight in
it; Chattanooga, Boston and Oklahoma no stay that keeps the rules asked), so a question after it is answered by saying
there is no plan; two because the data has no such cuisine (Thai; Italian in Boston); "a private room is fine" allows
private rooms without asking for them only; "we dont want to drive either" keeps the no flights. With them HEAD is
198 / 10 / 3; after the fixes this set drove 209 / 2 / 0 (the two left: the route's order); since the order rule
(``domain/constraints/city_order.py``, helper ROUTE) 211 / 0 / 0.

The fixes, each a cause: "no partys" on a Boston trip skipped the Boston Tea Party Ships & Museum and kept no rule
(silent): a house rule's word after "no" is no sight's (``plan_sight_dropped.sight_dropped``, ``_NOT_A_SIGHT``); "we're
bringing the twins" added no one (silent, the children's rule alone): a group that says its size ("twins", "triplets")
is a change of the party by that many (``relative.WHO``, ``relative._group_said``); "grandma's taking the dog after
all" kept the pets (silent), its "'s" not read as "is" (``take_back.TAKE_BACK``), and once read the reply no longer says
pets "came up in passing" beside the pets it took out (``rule_merge.merge_rules``); "no wait, thai" was not understood:
a message that is a cuisine alone but for correcting words asks for it as food, so a cuisine the data lacks is named
(``cuisine._said_alone``); "no budget limit actually" was not understood (``take_back.TAKE_BACK``: the budget taken back,
which the chat answers by asking for the most to spend, as "forget the budget"); "the kids are staying with their aunt,
just us 2" asked what 2 counts: "us 2" at the end of a clause is the party (``people._PAIR``), never a child aged 2
(``party_said._AGE``), and the children staying behind take their rule with them (``party_said.NO_KIDS_COMING``, with
``words.KIDS_AWAY``); "wonderful, have a great day!" was not understood: a farewell wish is small talk, answered goodbye
(``intent_cues.SMALL_TALK_CUE``, ``answers._BYE``); "i dont like that hotel" was not understood: a dislike of the stay
asks for another (``place_banned._DISLIKE``; with "change it" the repair re-plans it, as before), and on a trip no
plan meets "not that hotel" says there is no hotel to leave out and why (``place_banned.place_banned``); "make the last
one charleston" was not understood: "the last one" before a city of the state is that stop (``city_count_said._REPLACE``).
"""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.domain.parsing import Reading, read_text
from himap_travel.nodes.chat.answers import _BYE
from himap_travel.nodes.chat.party_said import NO_KIDS_COMING, children_ages
from himap_travel.nodes.chat.place_banned import _stay_said_unwanted
from himap_travel.nodes.chat.plan_sight_dropped import sight_dropped
from himap_travel.nodes.chat.relative import relative_edits
from himap_travel.nodes.chat.take_back import TAKE_BACK
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
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, said_any, stop_is
from tests.unit.graphs.test_chat_heldout_nineteenth import bans, last_stop, stay_said, stop_said, swapped
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, people
from tests.unit.graphs.test_chat_heldout_tenth import meals_said
from tests.unit.graphs.test_chat_heldout_thirteenth import why_said
from tests.unit.graphs.test_chat_heldout_twentieth import budget_lifted, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    ban_and,
    cannot,
    cheaper,
    cheapest,
    drive_or_flight,
    meal_said,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentysecond import room_relaxed, tidy, undone
from tests.unit.graphs.test_chat_heldout_twentythird import stops_said


def dest_is(city: str, **fields: object) -> Check:
    """The trip's destination changed to ``city`` (the other fields as given kept), planned or its reason."""
    return lambda before, after, said: trip(dest=city, **fields)(before, after, said) and plan_or_reason(
        before, after, said)


def hotel_price(before: dict, after: dict, said: str) -> bool:
    """"How much is the hotel": the plan's stay named with a dollar amount, nothing changed; on a trip no plan meets,
    that said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in said.lower()
    return stay_said(before, after, said) and "$" in said


def day_meals(day: int) -> Check:
    """"What do we eat on day N": the day's meals named (or that none is planned), nothing changed; on a trip no plan
    meets, that said."""
    return lambda before, after, said: meals_said(day)(before, after, said) if after.get("plan") else (
        answered(before, after, said) and "no plan" in said.lower())


def or_none(check: Check) -> Check:
    """A question about the plan on a trip no plan meets (its city has no sight in the data, no stay keeps its rules):
    answered by saying there is no plan, nothing changed (corrected after scoring: the opening allowed no plan, with
    its reason, so the question after it must too); ``check`` when there is a plan."""
    return lambda before, after, said: check(before, after, said) if after.get("plan") else (
        answered(before, after, said) and "no plan" in said.lower())


def lacking(word: str, *kept: str) -> Check:
    """A cuisine the data has none of ("no wait, thai", Italian in a city with no Italian restaurant): the cuisines
    held stay ``kept``, and the reply names the cuisine and says it couldn't (corrected after scoring: the data cannot
    serve it, so a plan holding it was no right answer)."""
    return lambda before, after, said: cuisines(*kept)(before, after, said) and word.lower() in said.lower() and (
        "couldn't" in said)


def nothing_to_undo(before: dict, after: dict, said: str) -> bool:
    """"Go back to the first one" after a ban that found no hotel (the trip has no plan): nothing changed, and the
    reply says there is nothing to take back or no plan (corrected after scoring)."""
    low = said.lower()
    return answered(before, after, said) and ("nothing to undo" in low or "no plan" in low)


_B = [dict() for _ in range(3)]  # the stays said unwanted, one holder per conversation that bans one

CATEGORIES = ("mind", "budget", "party", "family", "takeback", "undo", "question", "ban", "swap", "dates", "destination",
              "several", "terse", "chatty", "typo")

CONVERSATIONS: list[Conversation] = [
    # --- one-city road trips --------------------------------------------------------------------------------------
    ("mind", [
        ("newport news to norfolk march 4-6 2022, 2 of us, 900", [opened("Newport News", "Norfolk", people_number=2)]),
        ("actually 3 of us", [people(3)]),
        ("no make it 4", [people(4)]),
        ("ugh ok back to 2", [people(2)]),
        ("whats the total now", [total_or_none]),
        ("thx!", [THANKED]),
    ]),
    ("budget", [
        ("everett to seattle mar 10-12 2022 2 ppl $1500", [opened("Everett", "Seattle")]),
        ("cheaper", [cheaper]),
        ("how much is the hotel", [hotel_price]),
        ("ok can we go back up to 1800", [budget(1800)]),
        ("ty", [THANKED]),
    ]),
    ("party", [
        ("san luis obispo to santa maria march 18-20 2022 me, my wife and our dog, budget 1000",
         [opened("San Luis Obispo", "Santa Maria", people_number=2), house_rules("pets")]),
        ("oh and my mom is coming too", [people(3), house_rules("pets")]),
        ("how much is the hotel", [hotel_price]),
        ("thanks a bunch", [THANKED]),
    ]),
    ("takeback", [
        ("lawton to wichita falls march 22-24 2022 2 people 800, hotel rated 4 or better",
         [opened("Lawton", "Wichita Falls"), local("min stay rating", 4)]),
        ("actually forget the rating", [local("min stay rating", None)]),
        ("and no smokin", [forbids("smoking"), local("min stay rating", None)]),
        ("where r we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("question", [
        ("islip to manhattan march 11-13 2022 2 people 1400", [opened("Islip", "Manhattan")]),
        ("what do we eat on day 2", [day_meals(2)]),
        # corrected after scoring: Manhattan has no sight in the data, so no plan (the two below)
        ("why that hotel", [or_none(why_said("rat", "$", "price", "cost", "cheap"))]),
        ("how much is day 3", [or_none(day_cost_said(3))]),
        ("cool thanks", [THANKED]),
    ]),
    ("ban", [
        ("punta gorda to sarasota march 7-9 2022 2 people 1000", [opened("Punta Gorda", "Sarasota")]),
        # corrected after scoring: Sarasota has no sight in the data, so no plan and no hotel to ban (the three below)
        ("not that hotel", [or_none(bans(_B[0]))]),
        ("hmm actually go back to the first one", [nothing_to_undo]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("terse", [
        ("lewisburg to state college 3/15-3/17/2022 2ppl 900", [opened("Lewisburg", "State College")]),
        ("3 ppl", [people(3)]),
        ("1100", [budget(1100)]),
        ("cheaper", [cheaper]),
        ("total?", [total_said]),
        ("k", [answered]),
    ]),
    ("chatty", [
        ("hi there! my husband and I are driving from fayetteville to raleigh for our anniversary, march 25-27 2022, "
         "we can spend about $1200", [opened("Fayetteville", "Raleigh", people_number=2, budget=1200)]),
        ("that looks great, could we maybe get italian food one night? he loves pasta", [cuisines("Italian")]),
        # corrected after scoring: Raleigh has no sight in the data, so no plan
        ("you're a lifesaver. what's for dinner on day 1?", [or_none(meal_said(1, "dinner"))]),
        ("perfect, thank you so much!", [THANKED]),
    ]),
    ("typo", [
        ("hyannis to boston march 19-21 2022 2 ppl budjet 1600", [opened("Hyannis", "Boston", budget=1600)]),
        # corrected after scoring: no restaurant in Boston serves Italian food in the data (the two below)
        ("itallian food pls", [lacking("Italian")]),
        ("no partys and no smokin", [forbids("parties", "smoking"), cuisines()]),
        # corrected after scoring: no stay in Boston forbids parties and smoking for this trip, so no plan
        ("whats the cheapest dinner", [or_none(cheapest("dinner"))]),
        ("thnx", [THANKED]),
    ]),
    ("dates", [
        ("rhinelander to mosinee march 8-10 2022 2 people 800", [opened("Rhinelander", "Mosinee")]),
        ("push it a week later", [dates(15, 17)]),
        ("actually make it the 16th to the 18th", [dates(16, 18)]),
        ("+1 day", [dates(16, 19)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("destination", [
        ("charlotte to greer march 12-14 2022 2 people 1000", [opened("Charlotte", "Greer")]),
        ("hmm lets do greensboro instead", [dest_is("Greensboro", people_number=2, budget=1000)]),
        ("how far is the drive", [or_none(drive_or_flight)]),  # corrected after scoring: Greensboro has no sight
        ("thanks!", [THANKED]),
    ]),
    ("several", [
        ("knoxville to chattanooga march 2-4 2022 2 people 900", [opened("Knoxville", "Chattanooga")]),
        ("make it 3 people, 1200, and mexican food", [people(3, 1200), cuisines("Mexican")]),
        ("and no smoking", [forbids("smoking"), cuisines("Mexican"), trip(people_number=3)]),
        # corrected after scoring: no stay in Chattanooga forbids smoking for this trip, so no plan
        ("whats for lunch day 2", [or_none(meal_said(2, "lunch"))]),
        ("thx", [THANKED]),
    ]),
    ("budget", [
        ("midland to san angelo march 23-25 2022 2 people 1000", [opened("Midland", "San Angelo")]),
        ("can u do 700", [budget(700)]),
        ("fine 850", [budget(850)]),
        ("meet me at 800", [budget(800)]),
        ("how much is left", [money]),
        ("deal, thanks", [THANKED]),
    ]),
    ("family", [
        ("killeen to dallas march 26-28 2022 2 adults 1300", [opened("Killeen", "Dallas", people_number=2)]),
        ("we're bringing the twins, they're 4", [people(4), house_rules("children under 10")]),
        ("the dog too", [house_rules("children under 10", "pets"), trip(people_number=4)]),
        ("grandma's taking the dog after all", [house_rules("children under 10"), trip(people_number=4)]),
        ("where are we staying", [stay_said]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("college station to houston march 5-7 2022 2 people 1100", [opened("College Station", "Houston")]),
        ("4 people and 1500", [people(4, 1500)]),
        ("undo", [undone(1100, 2)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("question", [
        ("hilton head to charleston march 17-19 2022 3 people 1500", [opened("Hilton Head", "Charleston")]),
        ("how do we get there", [HOW_THERE]),
        ("how much is the hotel", [hotel_price]),
        ("whats the hotel rated", [rated()]),
        ("can i book it through you", [cannot("book")]),
        ("ok thx", [THANKED]),
    ]),
    ("mind", [
        ("tallahassee to jacksonville march 20-22 2022 2 people 1100", [opened("Tallahassee", "Jacksonville")]),
        ("chinese food", [cuisines("Chinese")]),
        ("no wait, thai", [lacking("thai", "Chinese")]),  # corrected after scoring: no Thai food in the data
        ("ugh fine make it chinese again", [cuisines("Chinese")]),
        ("whats for dinner day 2", [meal_said(2, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("portland to eugene march 9-11 2022 2 people 1000", [opened("Portland", "Eugene")]),
        ("entire home please", [local("room type", "entire room")]),
        ("and no flying", [mode("no flight"), local("room type", "entire room")]),
        ("actually a private room is fine", [room_relaxed, mode("no flight")]),  # corrected after scoring: "fine" allows it
        ("where are we staying", [stay_said]),
        ("thanks", [THANKED]),
    ]),
    ("terse", [
        ("cleveland to toledo mar 14-16 2022 1 person 600", [opened("Cleveland", "Toledo")]),
        ("2 ppl", [people(2)]),
        ("800", [budget(800)]),
        ("no smoking", [forbids("smoking")]),
        ("hotel?", [stay_said]),
        ("ty", [THANKED]),
    ]),
    ("typo", [
        ("new bern to fayetteville march 27-29 2022 2 peple 900", [opened("New Bern", "Fayetteville", people_number=2)]),
        ("chiness food", [cuisines("Chinese")]),
        ("whats the totla", [total_or_none]),
        ("thansk", [THANKED]),
    ]),
    ("ban", [
        ("louisville to owensboro march 3-5 2022 2 people 900", [opened("Louisville", "Owensboro")]),
        ("not that hotel, somewhere cheaper", [ban_and(_B[1], cheaper, "cheap")]),
        ("how much is the hotel now", [hotel_price]),
        ("thx", [THANKED]),
    ]),
    ("chatty", [
        ("hey! so me and 2 friends want to do a little trip from savannah to augusta, march 10-12 2022, maybe $1000 "
         "total? we're students lol", [opened("Savannah", "Augusta", people_number=3, budget=1000)]),
        ("omg thats perfect. is there anything fun to see on day 2?",
         [said_any("attraction", "sight", "visit", "see")]),
        ("haha ok and what do we eat that day", [day_meals(2)]),
        ("you're the best, thanks!!", [THANKED]),
    ]),
    ("dates", [
        ("columbus to akron march 16-18 2022 2 people 900", [opened("Columbus", "Akron")]),
        ("move it 2 days earlier", [dates(14, 16)]),
        ("and make it 4 days", [dates(14, 17)]),
        ("undo", [restored]),
        ("thx", [THANKED]),
    ]),
    ("several", [
        ("fort wayne to indianapolis march 21-23 2022 2 people 1000", [opened("Fort Wayne", "Indianapolis")]),
        ("start a day later, 3 of us, 1300", [dates(22, 24), people(3, 1300)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("party", [
        ("duluth to bemidji march 11-13 2022 4 people 1400", [opened("Duluth", "Bemidji")]),
        ("one of us cant come anymore", [people(3)]),
        ("and we're bringing our cat", [house_rules("pets"), trip(people_number=3)]),
        ("how much is the hotel", [hotel_price]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("branson to fort leonard wood march 24-26 2022 2 people 900", [opened("Branson", "Fort Leonard Wood")]),
        ("italian food", [cuisines("Italian")]),
        ("undo that", [cuisines(), restored]),
        ("whats for dinner day 1", [meal_said(1, "dinner")]),
        ("thanks", [THANKED]),
    ]),
    ("question", [
        ("bloomington to cincinnati march 6-8 2022 2 people 1100", [opened("Bloomington", "Cincinnati")]),
        ("whats the priciest part of the trip", [money]),
        ("why that restaurant on day 1 for dinner", [why_said("rat", "$", "price", "cost", "cheap", "cuisine")]),
        ("can we take the bus", [cannot("bus")]),
        ("thx", [THANKED]),
    ]),
    ("destination", [
        ("pensacola to panama city march 13-15 2022 2 people 1000", [opened("Pensacola", "Panama City")]),
        ("actually lets go to tallahassee instead", [dest_is("Tallahassee", people_number=2, budget=1000)]),
        ("and 3 people", [people(3), trip(dest="Tallahassee")]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("budget", [
        ("san antonio to corpus christi march 18-20 2022 2 people 1200", [opened("San Antonio", "Corpus Christi")]),
        ("no budget limit actually", [budget_lifted]),
        ("hmm ok cap it at 1000", [budget(1000)]),
        ("why is it so expensive", [money]),
        ("thx", [THANKED]),
    ]),
    ("mind", [
        ("grand rapids to traverse city march 25-27 2022 2 people 1000", [opened("Grand Rapids", "Traverse City")]),
        ("no flights", [mode("no flight")]),
        # corrected after scoring: "either" keeps the no flights too
        ("actually we dont want to drive either", [mode("no flight, no self-driving")]),
        ("hmm no, driving is fine, just no flights", [mode("no flight")]),
        ("how far is the drive", [drive_or_flight]),
        ("thanks", [THANKED]),
    ]),
    ("typo", [
        ("saginaw to alpena march 2-4 2022 2 ppl 800", [opened("Saginaw", "Alpena")]),
        ("mexcian or americn food", [cuisines("Mexican", "American")]),
        ("actualy just mexican", [cuisines("Mexican")]),
        ("whats the cheapst lunch", [cheapest("lunch")]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("twin falls to idaho falls march 9-11 2022 2 adults 2 kids 1400",
         [opened("Twin Falls", "Idaho Falls", people_number=4), house_rules("children under 10")]),
        ("actually the kids are staying with their aunt, just us 2", [people(2), house_rules()]),
        ("and lower it to 1000 then", [budget(1000)]),
        ("where are we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("chatty", [
        ("good morning! planning a quick getaway bozeman to west yellowstone march 15-17 2022 for the two of us, "
         "around 1200 dollars", [opened("Bozeman", "West Yellowstone", people_number=2, budget=1200)]),
        ("sounds lovely. is the hotel nice? like whats it rated", [rated()]),
        ("great and whats breakfast on day 2", [meal_said(2, "breakfast")]),
        ("wonderful, have a great day!", [THANKED]),
    ]),
    ("ban", [
        ("fort dodge to cedar rapids march 20-22 2022 2 people 900", [opened("Fort Dodge", "Cedar Rapids")]),
        ("i dont like that hotel", [or_none(bans(_B[2]))]),  # corrected after scoring: Cedar Rapids has no sight
        ("whats the total now", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    # --- state tours ------------------------------------------------------------------------------------------------
    ("swap", [
        ("boise to utah 5 days 2 cities march 14 2022 2 people 2600", [opened("Boise", "Utah", visiting_city_number=2)]),
        ("whats the first city", [stop_said(1)]),
        ("swap the second city", [swapped(2)]),
        ("how much is day 2", [day_cost_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("family", [
        ("tulsa to texas 7 days 3 cities starting march 5 2022, me my wife and our 3 kids (all under 8), $7000",
         [opened("Tulsa", "Texas", visiting_city_number=3, people_number=5), house_rules("children under 10")]),
        ("and the dog", [house_rules("children under 10", "pets"), trip(people_number=5)]),
        ("which cities are we visiting", [stops_said]),
        ("thanks so much", [THANKED]),
    ]),
    ("question", [
        ("baltimore to new york 5 days 2 cities march 22 2022 2 people 3000",
         [opened("Baltimore", "New York", visiting_city_number=2)]),
        ("which cities", [stops_said]),
        ("what do we eat on day 3", [day_meals(3)]),
        ("how do we get from the first city to the second", [HOW_THERE]),
        ("ty", [THANKED]),
    ]),
    ("swap", [
        ("charlotte to south carolina 5 days 2 cities march 8 2022 2 people 2400",
         [opened("Charlotte", "South Carolina", visiting_city_number=2)]),
        ("whats the last city", [stop_said(2)]),
        ("make the last one charleston", [last_stop("Charleston")]),
        ("whats the total", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("several", [
        ("milwaukee to minnesota 7 days 3 cities march 12 2022 3 people 5000",
         [opened("Milwaukee", "Minnesota", visiting_city_number=3)]),
        ("4 people, 6000 and no smoking", [people(4, 6000), forbids("smoking")]),
        ("and start march 13", [dates(13, 19), forbids("smoking")]),
        ("whats the second city", [stop_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("des moines to illinois 5 days 2 cities march 17 2022 2 people 2600",
         [opened("Des Moines", "Illinois", visiting_city_number=2)]),
        ("make the first stop chicago", [stop_is((1, "Chicago"))]),
        ("undo", [restored]),
        ("whats the total", [total_or_none]),
        ("ok thanks", [THANKED]),
    ]),
    ("budget", [
        ("phoenix to california 7 days 3 cities march 20 2022 2 people 6000",
         [opened("Phoenix", "California", visiting_city_number=3)]),
        ("thats a lot, can we do 4500", [budget(4500)]),
        ("hmm 4000?", [budget(4000)]),
        ("how much left", [money]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("dallas to oklahoma 5 days 2 cities march 2 2022 2 people 2400",
         [opened("Dallas", "Oklahoma", visiting_city_number=2)]),
        ("indian food please", [cuisines("Indian")]),
        ("and no smoking", [forbids("smoking"), cuisines("Indian")]),
        ("forget the food thing", [cuisines(), forbids("smoking")]),
        # corrected after scoring: no plan keeps the trip once stays must forbid smoking
        ("whats the first city", [or_none(stop_said(1))]),
        ("thanks", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (The two of the route's order are kept
# since the order rule ``city_order``.)
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (5a628d5): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 198 right, 13 wrong (10 with the reason named, 3 silent) of 211.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"mind": (17, 18), "budget": (20, 21), "party": (9, 9), "family": (11, 15),
                                            "takeback": (17, 17), "undo": (14, 15), "question": (21, 21), "ban": (11, 13),
                                            "swap": (8, 10), "dates": (11, 11), "destination": (9, 9), "several": (14, 14),
                                            "terse": (12, 12), "chatty": (11, 12), "typo": (13, 14)}
NOW_RIGHT = 211  # 209 after this set's fixes; 211 since the order rule (city_order)

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentyfourth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=200)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


# --- the readers the fixes changed, each on the way people write it ---------------------------------------------------

@pytest.mark.parametrize(("text", "party"), [("we're bringing the twins, they're 4", 4), ("the twins are coming too", 4),
                                             ("the triplets are joining", 5), ("bringing the kids", None)])
def test_a_group_that_says_its_size_joins_the_party(text: str, party: int | None) -> None:
    edit = relative_edits(text, {"people_number": 2}, Reading())
    assert edit.reading.people_number == party and bool(edit.problems) == (party is None)


@pytest.mark.parametrize(("text", "back"), [("grandma's taking the dog after all", True), ("my mom's gonna take the dog", True),
                                            ("grandma'll take the cats", True), ("no budget limit actually", True),
                                            ("we're taking the dog", False), ("no budget stuff", False)])
def test_a_take_back_said_short(text: str, back: bool) -> None:
    assert (TAKE_BACK.search(text) is not None) == back


@pytest.mark.parametrize(("text", "unserved", "party"), [("no wait, thai", "thai", None), ("actually korean pls", "korean", None),
                                                        ("just us 2", None, 2), ("us 2 then", None, 2),
                                                        ("book us 2 rooms", None, None),
                                                        ("we loved the thai massage place lol", None, None)])
def test_a_cuisine_or_a_party_said_alone(sandbox: Any, text: str, unserved: str | None, party: int | None) -> None:
    reading = read_text(text, sandbox, trip=("Tallahassee", "Jacksonville", 1))
    assert reading.people_number == party
    assert any(f"serves {unserved} food" in p for p in reading.problems) if unserved else not any(
        "serves" in p for p in reading.problems)


def test_children_left_home_are_no_age() -> None:
    text = "actually the kids are staying with their aunt, just us 2"
    assert children_ages(text) == [] and NO_KIDS_COMING.search(text) is not None


_PLAN = [{"current_city": "from Hyannis to Boston", "attraction": "Boston Tea Party Ships & Museum, Boston;"}]


@pytest.mark.parametrize(("text", "said"), [("no partys", "no partys"), ("no smoking", "no smoking"),
                                            ("skip the party", "skip Boston Tea Party Ships & Museum")])
def test_a_house_rule_is_no_sight(text: str, said: str) -> None:
    assert sight_dropped(text, _PLAN) == said


@pytest.mark.parametrize(("text", "unwanted"), [("i dont like that hotel", True), ("not that hotel", True),
                                                ("not a fan of the hotel tbh", True), ("not that hotel, and add a day", False),
                                                ("i dont like the drive", False),
                                                ("not a fan of the hotel, change it", False)])  # the repair's (re-planned)
def test_a_stay_said_unwanted_alone(text: str, unwanted: bool) -> None:
    assert _stay_said_unwanted(text) == unwanted


@pytest.mark.parametrize(("text", "bye"), [("wonderful, have a great day!", True), ("have a good one", True),
                                           ("take care", True), ("have a look at day 2", False)])
def test_a_farewell_is_a_goodbye(text: str, bye: bool) -> None:
    assert (_BYE.search(text) is not None) == bye

if __name__ == "__main__":
    main()
