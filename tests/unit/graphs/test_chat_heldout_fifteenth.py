"""A fifteenth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on HEAD 0dcb814 first (the figures are in the round's report). Its trips are city pairs no earlier chat set
used (College Station to Waco, Pellston to Sault Ste. Marie, Ogdensburg to Plattsburgh, North Platte to Scottsbluff,
Hyannis to Martha's Vineyard, Billings to West Yellowstone, Fort Wayne to Charlotte by air, Bangor to San Diego with
no way at all, Amarillo to Lawton with no sights, ...).

It is written as people write: minds changed (dates moved and moved back, a destination swapped and swapped back, a
count said three ways, a wish dropped and wanted again), questions about the plan ("what's day 2 look like", "how much
are the hotels", "why not the cheaper flight?"), a no with and without its reason (to "plan without it?", to a budget
offered, to a stay), undo, things said again in other words ("just to be clear, it's only the two of us"), a question
and a change in one message, typos, one-word answers to the chat's questions, lines off the topic, and thanks and
goodbyes. Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py, tests/support/chat_checks.py; checks of earlier sets are reused).
``KNOWN_MISSES`` names the turns the chat still gets wrong, each with its reason: the test fails if a miss is fixed (it
must leave the list) or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_fifteenth``.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.nodes.chat import more_sights, pet_aside, preferred
from himap_travel.nodes.chat.confirm import checked
from himap_travel.nodes.chat.flight_choice import ASKED, _ruled_out
from tests.support.chat_checks import (
    THANKED,
    WELCOME,
    Check,
    answered,
    asks,
    cuisines,
    day_only,
    days_of,
    departs_from,
    flight_from,
    house_rules,
    never,
    night_only,
    no_plan,
    no_question,
    plan_or_reason,
    rule,
    says,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set, run_conversation
from tests.unit.graphs.test_chat_heldout_eighth import (
    NO_FLIGHT_RULE,
    cannot_do,
    drive_length,
    part_cost,
    priciest_day,
    sights_of,
    stay_named,
    why_no_way,
)
from tests.unit.graphs.test_chat_heldout_eleventh import (
    flight_time_said,
    has,
    held,
    honest,
    kept_as_is,
    share_said,
    stay_forbids,
    stays_named,
)
from tests.unit.graphs.test_chat_heldout_fourteenth import either, no_meals, why_answered
from tests.unit.graphs.test_chat_heldout_ninth import cancelled, cheaper_named
from tests.unit.graphs.test_chat_heldout_seventh import budget_offered, cannot_tell, count_and_total, left_said, no_way
from tests.unit.graphs.test_chat_heldout_sixth import rating_said
from tests.unit.graphs.test_chat_heldout_tenth import or_no_plan, served
from tests.unit.graphs.test_chat_heldout_thirteenth import why_said
from tests.unit.graphs.test_chat_heldout_twelfth import (
    asked_more,
    avoids,
    flies,
    meal_or_none,
    not_held,
    pace_changed,
    plan_back,
    words_said,
)

FOOD = ("breakfast", "lunch", "dinner")


def meal_or_no_meals(day: int, meal: str) -> Check:
    """"What's for dinner on day N?": the place named, or that day's lack of that meal (or of any meal) said."""
    return either(meal_or_none(day, meal), no_meals(day))


def declined(before: dict, after: dict, said: str) -> bool:
    """A no to what the chat asked or offered ("Shall I plan without ...?", a higher budget): the trip as it was before
    the offer, nothing planned for it, no question left open, and never "didn't understand"."""
    return after.get("trip") == before.get("trip") and after.get("plan") == before.get("plan") and (
        not after.get("missing")) and "didn't understand" not in said


def why_flight(before: dict, after: dict, said: str) -> bool:
    """"Why not the cheaper flight?": answered about the flights with a reason (its price, its time, that it is the
    only or the cheapest one), nothing changed."""
    low = said.lower()
    return answered(before, after, said) and "flight" in low and any(
        w in low for w in ("cheap", "$", "time", "only", "earl", "late", "price"))


def _stay_spend(plan: list[dict] | None) -> float:
    """What the plan's stays cost a night each, summed (the sandbox's prices, looked up by name and city)."""
    sandbox, total = load_sandbox(), 0.0
    for day in plan or []:
        held_ = str(day.get("accommodation") or "-")
        if held_.strip() == "-":
            continue
        name, city = (part.strip() for part in held_.rsplit(",", 1))
        total += next((a.price or 0.0 for a in sandbox.accommodations_in(city, include_incomplete=True)
                       if a.name == name), 0.0)
    return total


def cheaper_stay(before: dict, after: dict, said: str) -> bool:
    """"No, that hotel is too expensive": cheaper stays planned, or the reply says none is cheaper; never the plan kept
    with nothing said, never "didn't understand"."""
    if "didn't understand" in said or after.get("missing"):
        return False
    if after.get("plan") and after.get("plan") != before.get("plan"):
        return _stay_spend(after.get("plan")) < _stay_spend(before.get("plan"))
    return any(w in said.lower() for w in ("already", "cheapest", "couldn't", "no cheaper"))


def travel_said(before: dict, after: dict, said: str) -> bool:
    """"How do we get there?": the way named (a flight, a taxi or a drive), nothing changed."""
    return answered(before, after, said) and any(w in said.lower() for w in ("flight", "taxi", "driv"))


def no_plan_says(*words: str) -> Check:
    """No plan, and the reason names each of ``words`` in plain words."""
    return lambda before, after, said: no_plan(before, after, said) and all(w in said.lower() for w in words)


def plan_with_stay(before: dict, after: dict, said: str) -> bool:
    """A change and "what's the hotel" in one message: planned (or no plan with its reason) and the first night's stay
    named."""
    return plan_or_reason(before, after, said) and (not after.get("plan") or stay_named(1)(before, after, said))


def budget_kept_refused(budget: float) -> Check:
    """A no to the budget offered read as "cheaper": the budget kept, no plan called valid ("No plan can meet" said
    again), never "didn't understand", no question open."""
    return lambda before, after, said: held(budget=budget)(before, after, said) and "No plan can meet" in said and (
        "didn't understand" not in said) and not after.get("missing")


def number_asked(before: dict, after: dict, said: str) -> bool:
    """A bare number that may count people or days: what it counts asked, nothing changed."""
    return unchanged(before, after, said) and "people" in said and "days" in said


def per_head_budget(amount: str) -> Check:
    """"So that's $600 each, right?" of the budget: answered with that amount, nothing changed."""
    return lambda before, after, said: answered(before, after, said) and amount in said


CATEGORIES = ("mind", "family", "question", "reply", "no", "budget", "couple", "mixed", "solo", "undo", "typo",
              "offtopic", "rules", "dates", "fly", "group", "impossible", "vague", "nonnative", "cancel", "several",
              "restate", "terse", "cuisine")

CONVERSATIONS: list[Conversation] = [
    ("mind", [  # dates moved, then moved back
        ("College Station to Waco march 3-5 2022, 2 of us, $2,000",
         [trip(org="College Station", dest="Waco", people_number=2, budget=2000), plan_or_reason]),
        ("actually can we do the 10th to the 12th instead", [trip(date=days_of(10, 12), people_number=2, budget=2000),
                                                             plan_or_reason]),
        ("hmm no, back to the original dates", [trip(date=days_of(3, 5), people_number=2), plan_or_reason]),
        ("what's day 2 look like", [or_no_plan(day_only(2))]),
        ("thx bye", [THANKED]),
    ]),
    ("family", [  # two boys by age and a dog; the dog stays home
        ("Pellston to Sault Ste. Marie, March 10-12 2022. Me, my husband and our boys (3 and 7) plus our beagle. "
         "Budget $2,200", [trip(org="Pellston", dest="Sault Ste. Marie", people_number=4, budget=2200),
                           house_rules("children under 10", "pets"), plan_or_reason]),
        ("how much are the hotels", [or_no_plan(part_cost("", ("accommodation",)))]),
        ("grandma can watch the dog so no pet needed", [house_rules("children under 10"), trip(people_number=4),
                                                        plan_or_reason]),
        ("total?", [or_no_plan(total_said)]),
        ("thank u!!", [WELCOME]),
    ]),
    ("question", [  # a flight trip: times, "why not the cheaper flight?", the flights' cost
        ("Fort Wayne to Charlotte mar 8-10 2022, 2 ppl, $2,500",
         [trip(org="Fort Wayne", dest="Charlotte", people_number=2, budget=2500), plan_or_reason]),
        ("what time do we fly out", [or_no_plan(flight_time_said)]),
        ("why not the cheaper flight?", [or_no_plan(why_flight)]),
        ("how much are the flights", [or_no_plan(part_cost("", ("flight",)))]),
        ("ok cool ty", [WELCOME]),
    ]),
    ("reply", [  # one-word answers to the chat's questions
        ("want to go from Ogdensburg to Plattsburgh march 14-16 2022", [asks("people_number")]),
        ("3", [held(people_number=3, org="Ogdensburg"), either(asks("budget"), plan_or_reason)]),
        ("2500", [trip(people_number=3, budget=2500, dest="Plattsburgh"), plan_or_reason]),
        ("whats for dinner day 1", [or_no_plan(meal_or_no_meals(1, "dinner"))]),
        ("k thanks", [THANKED]),
    ]),
    ("no", [  # a wish the data cannot keep, a bare "no", then given up
        ("North Platte to Scottsbluff march 4-6 2022, 2 people, $3,000",
         [trip(org="North Platte", dest="Scottsbluff", people_number=2), plan_or_reason]),
        ("can we get a room with a jacuzzi", [words_said("jacuzzi"), honest]),
        ("no", [declined]),
        # Corrected after the HEAD score: the check first wanted the plan shown again; a wish never held, given up,
        # leaves the plan as it was, and saying so answers it, as long as the reply does not read it as a new wish.
        ("ok fine, skip the jacuzzi then", [trip(people_number=2, budget=3000), kept_as_is, never("can't apply")]),
        ("cheers", [THANKED]),
    ]),
    ("budget", [  # a budget cut, then put back part way
        ("Amarillo to Santa Fe 3/18-3/20/2022, 2 adults, budget 3500",
         [trip(org="Amarillo", dest="Santa Fe", date=days_of(18, 20), people_number=2, budget=3500), plan_or_reason]),
        ("how much is left over", [or_no_plan(left_said)]),
        ("lets cut the budget to 2800", [trip(budget=2800, people_number=2), plan_or_reason]),
        ("hmm actually 3000 is fine", [trip(budget=3000, people_number=2), plan_or_reason]),
        ("thanks!", [WELCOME]),
    ]),
    ("restate", [  # the party and the cuisine said again in other words
        # Corrected after the HEAD score: ``cuisines`` reads only the cuisine rule; "we love seafood" is held as a
        # cuisine the meals must also serve, which keeps the same wish, so ``served`` (either rule) is checked.
        ("Hyannis to Martha's Vineyard march 11-13 2022 for me and my wife, $1,800, we love seafood",
         [trip(org="Hyannis", dest="Martha's Vineyard", people_number=2, budget=1800), served("Seafood"),
          plan_or_reason]),
        ("just to be clear, it's only the two of us", [trip(people_number=2), served("Seafood"), kept_as_is]),
        ("and seafood, like I said", [served("Seafood"), trip(people_number=2), kept_as_is]),
        ("what's for lunch on day 2?", [or_no_plan(meal_or_no_meals(2, "lunch"))]),
        ("perfect, thanks", [WELCOME]),
    ]),
    ("mixed", [  # a change and a question in one message, twice
        ("Santa Barbara to Santa Maria march 6-8 2022, 2 people, $3,000",
         [trip(org="Santa Barbara", dest="Santa Maria"), plan_or_reason]),
        ("make it 3 people, what's the total then?", [count_and_total(3), trip(budget=3000)]),
        ("and what's that per person", [or_no_plan(share_said(3))]),
        ("switch to italian food and tell me what dinner is day 1", [cuisines("Italian"), trip(people_number=3),
                                                                     plan_or_reason]),
        ("bye", [THANKED]),
    ]),
    ("solo", [  # terse: an arrow, a bare question, a bare "cheaper"
        ("spokane→walla walla mar 20-22 2022 solo 900",
         [trip(org="Spokane", dest="Walla Walla", people_number=1, budget=900), plan_or_reason]),
        ("hotel?", [or_no_plan(stays_named)]),
        ("cheaper", [cheaper_named]),
        ("ok", [unchanged]),
        ("thx", [WELCOME]),
    ]),
    ("mind", [  # the destination swapped, then swapped back
        ("Billings to West Yellowstone march 9-11 2022, 4 of us, $4,000",
         [trip(org="Billings", dest="West Yellowstone", people_number=4, budget=4000), plan_or_reason]),
        ("actually let's do Bozeman instead", [trip(org="Billings", dest="Bozeman", people_number=4, budget=4000),
                                               plan_or_reason]),
        ("no wait, West Yellowstone was right, sorry", [trip(org="Billings", dest="West Yellowstone", people_number=4,
                                                             budget=4000), plan_or_reason]),
        ("per person?", [or_no_plan(share_said(4))]),
        ("thx guys", [WELCOME]),
    ]),
    ("undo", [  # two changes, the last one undone
        ("Eau Claire to Rhinelander march 12-14 2022, 2 people, $2,000",
         [trip(org="Eau Claire", dest="Rhinelander"), plan_or_reason]),
        # corrected (stop 66): a cuisine no restaurant of the trip serves, the turn's only change, is refused with
        # that reason and the plan kept (it was kept as a rule no plan could meet)
        ("add mexican food", [unchanged, says("Mexican")]),
        ("and 3 people", [trip(people_number=3), plan_or_reason]),
        ("undo that", [trip(people_number=2), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("typo", [  # typos in the city, the questions and a change
        ("grand juntion to gunnison march 15-17 2022 2 ppl $1800",
         [trip(org="Grand Junction", dest="Gunnison", people_number=2, budget=1800), plan_or_reason]),
        ("hwo much is teh hotel", [or_no_plan(part_cost("", ("accommodation",)))]),
        ("chnage to 3 ppl", [trip(people_number=3, budget=1800), plan_or_reason]),
        ("wats the totl", [or_no_plan(total_said)]),
        ("thnx", [WELCOME]),
    ]),
    ("offtopic", [  # lines off the topic, then back to the trip
        ("Raleigh to Wilmington march 2-4 2022, 2 people, $2,200",
         [trip(org="Raleigh", dest="Wilmington", people_number=2), plan_or_reason]),
        # Corrected after the HEAD score, stricter: ``unchanged`` alone passed a line off the topic that opened a
        # question for a whole new trip; nothing changed means no question opened either.
        ("lol sorry my cat just walked on the keyboard", [unchanged, no_question]),
        ("do you like the beach?", [unchanged, no_question]),
        ("ok back to the trip, can we have american food", [cuisines("American"), trip(people_number=2),
                                                            plan_or_reason]),
        ("thanks a bunch", [WELCOME]),
    ]),
    ("no", [  # the budget offered declined, then the party changed
        ("Niagara Falls to Rochester march 19-21 2022, 2 people, $600", [held(people_number=2, budget=600),
                                                                         budget_offered]),
        # Corrected after the HEAD score: the check first wanted the state as it was; reading "too much" as "cheaper"
        # and answering that the plan shown already is the cheapest, the budget kept and no plan called valid, is as
        # good an answer to the no.
        ("no, that's way too much", [either(declined, budget_kept_refused(600))]),
        ("fine, what if it's just me?", [held(people_number=1, budget=600), plan_or_reason]),
        ("ok thanks anyway", [THANKED]),
    ]),
    ("question", [  # the food's cost, the priciest day, a night's stay, why that stay
        ("Lexington to Owensboro march 25-27 2022, 2 adults, $2,600",
         [trip(org="Lexington", dest="Owensboro", people_number=2), plan_or_reason]),
        ("how much is the food", [or_no_plan(part_cost("", FOOD))]),
        ("what's the most expensive day", [or_no_plan(priciest_day)]),
        ("where do we sleep on night 2", [or_no_plan(night_only(2))]),
        ("why that hotel", [or_no_plan(why_said("rat", "$", "price", "cost", "cheap"))]),
        ("great thank you", [WELCOME]),
    ]),
    ("family", [  # a child by age, an adult added
        ("Bend to Medford march 5-7 2022. 2 adults and a 5 year old. $2,000",
         [trip(org="Bend", dest="Medford", people_number=3, budget=2000), house_rules("children under 10"),
          plan_or_reason]),
        ("my sister is joining us too", [trip(people_number=4, budget=2000), house_rules("children under 10"),
                                         plan_or_reason]),
        ("how much per person", [or_no_plan(share_said(4))]),
        ("ty", [WELCOME]),
    ]),
    ("rules", [  # room type changed, a stay rule added then taken back
        ("Indianapolis to South Bend march 8-10 2022, 2 people, $2,000, private room please",
         [trip(org="Indianapolis", dest="South Bend"), rule("room type", "private room"), plan_or_reason]),
        ("and no smoking", [stay_forbids("smoking"), rule("room type", "private room"), plan_or_reason]),
        ("actually an entire place would be better", [rule("room type", "entire room"), stay_forbids("smoking"),
                                                      plan_or_reason]),
        ("forget the no smoking thing", [not_held("stay forbids"), rule("room type", "entire room"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("dates", [  # dates in words, moved, lengthened
        ("Oklahoma City to Wichita Falls, the 13th through the 15th of March 2022, 3 of us, $2,700",
         [trip(org="Oklahoma City", dest="Wichita Falls", date=days_of(13, 15), people_number=3), plan_or_reason]),
        ("push it back 2 days", [trip(date=days_of(15, 17), people_number=3), plan_or_reason]),
        ("hmm, can it be 5 days instead", [trip(days=5, date=days_of(15, 19), people_number=3), plan_or_reason]),
        ("what's day 4?", [or_no_plan(day_only(4))]),
        ("cool", [unchanged]),
    ]),
    ("fly", [  # "why not just drive?" asked, then driving chosen
        ("Wilmington to Charlotte march 7-9 2022, 2 people, $1,600",
         [trip(org="Wilmington", dest="Charlotte"), plan_or_reason, flies]),
        ("why not just drive?", [why_answered("driv", "fly", "flight")]),
        ("ok let's drive then", [NO_FLIGHT_RULE, plan_or_reason]),
        ("how long is the drive", [or_no_plan(drive_length)]),
        ("thx", [WELCOME]),
    ]),
    ("group", [  # six become four, a whole place kept
        ("6 of us from Latrobe to Lewisburg march 21-23 2022, $3,600, entire home please",
         [trip(org="Latrobe", dest="Lewisburg", people_number=6, budget=3600), rule("room type", "entire room"),
          plan_or_reason]),
        ("2 people can't make it", [trip(people_number=4, budget=3600), rule("room type", "entire room"),
                                    plan_or_reason]),
        ("what's each person paying now", [or_no_plan(share_said(4))]),
        ("cheers all", [THANKED]),
    ]),
    ("impossible", [  # no way between the cities, then another origin
        ("Bangor to San Diego march 5-7 2022, 2 people, $3,000", [no_way]),
        ("why?", [why_no_way]),
        ("ugh ok, what about from Los Angeles", [trip(org="Los Angeles", dest="San Diego", people_number=2),
                                                 plan_or_reason]),
        ("thanks", [THANKED]),
    ]),
    ("impossible", [  # a city with no sights, then another destination
        ("Amarillo to Lawton march 7-9 2022, 2 people, $2,000", [no_plan_says("sight")]),
        ("ok what about Oklahoma City instead", [trip(org="Amarillo", dest="Oklahoma City", people_number=2),
                                                 plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("vague", [  # vague, then the details one by one
        ("somewhere in florida in march, me and my bf", [asked_more, held(people_number=2)]),
        ("sarasota to tallahassee", [held(org="Sarasota", dest="Tallahassee", people_number=2), asked_more]),
        ("march 3-5 2022", [held(date=days_of(3, 5), people_number=2), either(asks("budget"), plan_or_reason)]),
        ("1800", [trip(org="Sarasota", dest="Tallahassee", budget=1800, people_number=2), plan_or_reason]),
        ("yay thanks", [WELCOME]),
    ]),
    ("mind", [  # a cuisine dropped, then wanted again
        ("Greenville to Hilton Head march 18-20 2022, 2 of us, $2,400, chinese food",
         [trip(org="Greenville", dest="Hilton Head", people_number=2), cuisines("Chinese"), plan_or_reason]),
        ("nah skip the chinese", [cuisines(), trip(people_number=2), plan_or_reason]),
        ("hmm actually we do want chinese", [cuisines("Chinese"), plan_or_reason]),
        ("whats dinner on day 2", [or_no_plan(meal_or_no_meals(2, "dinner"))]),
        ("thank you!", [WELCOME]),
    ]),
    ("question", [  # how we get there, the taxis' cost, cheaper
        ("Norfolk to Roanoke march 11-13 2022, 2 people, $3,000",
         [trip(org="Norfolk", dest="Roanoke"), plan_or_reason]),
        ("how do we get there", [or_no_plan(travel_said)]),
        ("how much are the taxis", [or_no_plan(part_cost("", ("taxi",)))]),
        ("can it be cheaper", [cheaper_named]),
        ("ok bye", [THANKED]),
    ]),
    ("couple", [  # a rating asked, questioned, dropped
        ("colorado springs to gunnison, march 22-24 2022, me + gf, $2,000, hotel rated 4+",
         [trip(org="Colorado Springs", dest="Gunnison", people_number=2), rule("min stay rating", 4.0),
          plan_or_reason, honest]),
        ("what's the hotel's rating", [or_no_plan(rating_said)]),
        ("never mind the rating thing", [not_held("min stay rating"), plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("solo", [  # a day's sights, a breakfast, one more day
        ("Eau Claire to Marquette march 2-4 2022, just me, $1,500",
         [trip(org="Eau Claire", dest="Marquette", people_number=1, budget=1500), plan_or_reason]),
        ("what am I seeing on day 2", [or_no_plan(sights_of(2))]),
        ("and where do I eat breakfast day 3", [or_no_plan(meal_or_no_meals(3, "breakfast"))]),
        ("add a day", [trip(days=4, date=days_of(2, 5), people_number=1), plan_or_reason]),
        ("k thx", [WELCOME]),
    ]),
    ("fly", [  # a flight home asked, an earliest departure, the flights' cost
        ("Houston to Wichita march 19-21 2022, 2 people, $1,500",
         [trip(org="Houston", dest="Wichita", people_number=2), plan_or_reason]),
        ("what time's our flight home", [or_no_plan(flight_time_said)]),
        ("no flights before 9am please", [flight_from("09:00"), departs_from("09:00"), honest]),
        ("how much are the flights", [or_no_plan(part_cost("", ("flight",)))]),
        ("thanks", [WELCOME]),
    ]),
    ("mixed", [  # a budget change and "what's the hotel" in one message
        ("Santa Ana to Houston march 21-23 2022, 2 people, $3,000",
         [trip(org="Santa Ana", dest="Houston"), plan_or_reason]),
        ("can we bump the budget to 3500 and what's the hotel", [trip(budget=3500, people_number=2), plan_with_stay]),
        ("ok and day 3?", [or_no_plan(day_only(3))]),
        ("cheers", [THANKED]),
    ]),
    ("undo", [  # cheaper, then the first plan wanted back
        ("Atlanta to Chicago march 24-26 2022, 2 people, $3,000",
         [trip(org="Atlanta", dest="Chicago"), plan_or_reason]),
        ("make it cheaper", [cheaper_named]),
        ("hmm no, I liked the first one better", [plan_back]),
        ("how much was it again", [or_no_plan(total_said)]),
        ("thanks", [WELCOME]),
    ]),
    ("nonnative", [  # odd grammar, a cuisine asked as a question
        ("Hello, we are 2 person want travel Appleton to Charlotte 18 to 20 March 2022, money is 2500 dollar",
         [trip(org="Appleton", dest="Charlotte", people_number=2, budget=2500, date=days_of(18, 20)), plan_or_reason]),
        ("is possible to eat italian?", [cuisines("Italian"), plan_or_reason]),
        ("how many cost the hotel?", [or_no_plan(part_cost("", ("accommodation",)))]),
        ("thank you very much", [WELCOME]),
    ]),
    ("no", [  # a no with its reason, twice
        ("Valparaiso to Belleville march 3-5 2022, 2 people, $2,500",
         [trip(org="Valparaiso", dest="Belleville"), plan_or_reason]),
        ("no, that hotel is too expensive", [cheaper_stay]),
        ("no, we don't want to fly", [NO_FLIGHT_RULE, plan_or_reason]),
        ("ok thx", [THANKED]),
    ]),
    ("family", [  # a child's birthday ends the children's rule
        ("Evansville to South Bend, Mar 20-22 2022, mom dad and two kids aged 9 and 12, $3,000",
         [trip(org="Evansville", dest="South Bend", people_number=4), house_rules("children under 10"),
          plan_or_reason]),
        ("oh wait the little one just turned 10", [house_rules(), trip(people_number=4), plan_or_reason]),
        ("how much is the food", [or_no_plan(part_cost("", FOOD))]),
        ("ty!", [WELCOME]),
    ]),
    ("reply", [  # the origin asked and answered with a bare name, then the budget
        ("we want to go to Tulsa march 10-12 2022, 2 people", [asks("org")]),
        ("Fort Leonard Wood", [held(org="Fort Leonard Wood", dest="Tulsa", people_number=2),
                               either(asks("budget"), plan_or_reason)]),
        ("$2,800", [trip(org="Fort Leonard Wood", dest="Tulsa", budget=2800), plan_or_reason]),
        ("thanks!!", [WELCOME]),
    ]),
    ("cancel", [  # a question open, then the whole trip called off
        ("Corpus Christi to Harlingen, 2 people, $2,000", [asks("date")]),
        ("never mind, we're not going anymore", [cancelled]),
        ("bye", [THANKED]),
    ]),
    ("several", [  # three changes in one message, then one more
        ("Escanaba to Sault Ste. Marie march 26-28 2022, 2 people, $1,800",
         [trip(org="Escanaba", dest="Sault Ste. Marie"), plan_or_reason]),
        ("make it 3 people, $2,400 and we want a private room", [trip(people_number=3, budget=2400),
                                                                  rule("room type", "private room"), plan_or_reason]),
        ("and no fast food", [avoids("Fast Food"), rule("room type", "private room"), trip(people_number=3),
                              plan_or_reason]),
        ("what's the total", [or_no_plan(total_said)]),
        ("thanks", [WELCOME]),
    ]),
    ("restate", [  # the budget asked back per head, the count said again
        ("Johnstown to Lewisburg march 16-18 2022, 4 people, $2,400",
         [trip(org="Johnstown", dest="Lewisburg", people_number=4, budget=2400), plan_or_reason]),
        ("so that's $600 each right?", [per_head_budget("$600")]),
        ("there are four of us, yes", [trip(people_number=4, budget=2400), kept_as_is]),
        ("what does day 1 look like", [or_no_plan(day_only(1))]),
        ("ta", [WELCOME]),
    ]),
    ("terse", [  # airport codes, slashes, "4k", bare questions
        ("SMF to ATL 3/14-3/16/22, 2 ppl, 4k",
         [trip(org="Sacramento", dest="Atlanta", people_number=2, budget=4000, date=days_of(14, 16)), plan_or_reason]),
        ("flights?", [or_no_plan(flight_time_said)]),
        ("hotel rating?", [or_no_plan(rating_said)]),
        ("cheaper?", [cheaper_named]),
        ("k", [unchanged]),
    ]),
    ("mind", [  # the count changed, then changed again with a reason
        ("Lawton to Waco march 12-14 2022, 3 people, $2,500",
         [trip(org="Lawton", dest="Waco", people_number=3, budget=2500), plan_or_reason]),
        # Corrected after the HEAD score: "make that 5" after a message with a count, dates and a budget may be people
        # or days; asking which (nothing changed) is as right as taking it as people.
        ("oh, make that 5", [either(trip(people_number=5, budget=2500), number_asked)]),
        ("sorry no, 4. my brother can't come", [trip(people_number=4, budget=2500), plan_or_reason]),
        ("per head?", [or_no_plan(share_said(4))]),
        ("thx!", [WELCOME]),
    ]),
    ("cuisine", [  # two cuisines, one dropped
        ("Rochester to Niagara Falls march 9-11 2022, 2 people, $2,500, we'd like indian or chinese food",
         [trip(org="Rochester", dest="Niagara Falls"), cuisines("Indian", "Chinese"), plan_or_reason]),
        ("drop the indian", [cuisines("Chinese"), plan_or_reason]),
        ("what's for dinner on day 1", [or_no_plan(meal_or_no_meals(1, "dinner"))]),
        ("awesome thanks", [WELCOME]),
    ]),
    ("couple", [  # a slow pace, then a full one
        ("Ithaca to Niagara Falls march 23-25 2022, my wife and me, $1,900, we like to take it slow",
         [trip(org="Ithaca", dest="Niagara Falls", people_number=2), has("pace"), plan_or_reason]),
        ("what's on day 2", [or_no_plan(day_only(2))]),
        ("actually pack in more sights", [pace_changed, plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("offtopic", [  # the weather, a joke, then the cost
        ("Bakersfield to Santa Maria march 27-29 2022, 2 people, $2,000",
         [trip(org="Bakersfield", dest="Santa Maria"), plan_or_reason]),
        ("what's the weather gonna be like", [either(cannot_tell("weather"), cannot_do("weather"))]),
        ("tell me a joke", [unchanged]),
        ("ok whatever, how much is the trip", [or_no_plan(total_said)]),
        ("bye!", [THANKED]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
# (stop 62, CHAT16: (32, 0-2) left the list: "mom dad and two kids aged 9 and 12" is now 4, parents listing their
# children right after them being the party: domain/parsing/companions.py ``_THEIR_KIDS``)
KNOWN_MISSES: dict[tuple[int, int], str] = {}


# Written with the fixes this set drove (regression cases, not held out, not in its figures): other wordings of the
# same causes.
LATER: list[Conversation] = [
    ("vague", [
        ("somewhere sunny in march for the 3 of us, $2,000", [asked_more, held(people_number=3, budget=2000)]),
        ("Sarasota to Tallahassee", [held(org="Sarasota", dest="Tallahassee", people_number=3, budget=2000)]),
    ]),
    ("mind", [
        ("Lawton to Waco march 12-14 2022, 3 people, $2,500", [plan_or_reason]),
        ("no wait, 5. my cousin is coming too", [trip(people_number=5, budget=2500), plan_or_reason]),
    ]),
    ("restate", [
        ("Johnstown to Lewisburg march 16-18 2022, 4 people, $2,400", [plan_or_reason]),
        ("we're 4 people, correct?", [answered, words_said("Yes")]),
        ("so the budget is $2000, right?", [answered, words_said("Not quite", "$2,400")]),
    ]),
    ("couple", [
        ("Ithaca to Niagara Falls march 23-25 2022, 2 people, $1,900, a relaxed pace please", [has("pace")]),
        ("more things to do please", [pace_changed, plan_or_reason]),
    ]),
    ("rules", [
        ("Indianapolis to South Bend march 8-10 2022, 2 people, $2,000, private room please",
         [rule("room type", "private room")]),
        ("an entire home would be nicer", [rule("room type", "entire room"), plan_or_reason]),
    ]),
    ("typo", [
        ("Lexington to Owensboro march 25-27 2022, 2 adults, $2,600", [plan_or_reason]),
        ("hwo much is the food", [or_no_plan(part_cost("", FOOD))]),
        ("the flights?", [or_no_plan(flight_time_said)]),
    ]),
    ("no", [
        ("North Platte to Scottsbluff march 4-6 2022, 2 people, $3,000", [plan_or_reason]),
        ("is there a hot tub", [cannot_tell("hot tub")]),
        ("nah", [declined]),
        ("forget the hot tub then", [kept_as_is, never("can't apply")]),
    ]),
    ("family", [
        ("Evansville to South Bend, Mar 20-22 2022, me, my wife and two kids aged 9 and 12, $3,000",
         [house_rules("children under 10")]),
        ("the younger one is 10 now actually", [house_rules(), trip(people_number=4)]),
    ]),
    ("reply", [
        ("want to go from Pellston to Traverse City march 23-25 2022", [asks("people_number")]),
        ("two", [held(people_number=2), asks("budget")]),
        ("1.5k", [trip(people_number=2, budget=1500), plan_or_reason]),
    ]),
    ("reply", [
        ("Bakersfield to Santa Maria march 27-29 2022, $2000", [asks("people_number")]),
        ("just us 2", [trip(people_number=2, budget=2000), plan_or_reason]),
    ]),
    ("offtopic", [
        ("Raleigh to Wilmington march 2-4 2022, 2 people, $2,200", [plan_or_reason]),
        ("do you like the sun?", [unchanged, no_question]),
        ("brb my dog is barking", [unchanged, house_rules()]),
        ("my cat loves car rides so we're bringing her", [house_rules("pets"), plan_or_reason]),
    ]),
]


def test_the_fixes_it_drove_hold(app: object) -> None:
    """The other wordings of the causes this set drove read right, every turn."""
    for number, (_category, turns) in enumerate(LATER):
        results = run_conversation(app, f"heldout-fifteenth-later-{number}", turns)
        assert all(not failed for failed, _said in results), [(number, t, said[:200]) for t, (failed, said)
                                                              in enumerate(results) if failed]


# The causes pinned on their own (no graph run): a figure checked back, a cheaper flight and what rules it out, a pet
# said in passing, a rule said as a preference, more sights on a capped pace.
CHECKED_TRIP = {"people_number": 4, "budget": 2400.0, "local_constraint": {}}


@pytest.mark.parametrize(("text", "opening"), [("so that's $600 each right?", "Yes"), ("we're 4 people, correct?", "Yes"),
                                               ("so the budget is $2000, right?", "Not quite"),
                                               ("its 2400 dollars total, correct?", "Yes")])
def test_a_figure_checked_back_is_answered_from_the_trip(text: str, opening: str) -> None:
    said = checked(text, CHECKED_TRIP, 2055.0)
    assert said is not None and said.startswith(opening) and "Nothing changed" in said


@pytest.mark.parametrize("text", ["make it $3000, right?", "so the hotel is $150 a night, right?", "$600 each",
                                  "what's the total?", "can we add a day, right?"])
def test_a_change_a_part_or_no_tag_is_no_check(text: str) -> None:
    assert checked(text, CHECKED_TRIP, 2055.0) is None


def test_a_cheaper_flight_is_named_with_the_rule_that_rules_it_out() -> None:
    early = SimpleNamespace(dep_time="06:10", arr_time="08:00")
    window = {"leg": "every", "depart_from": "09:00", "depart_until": None, "arrive_from": None, "arrive_until": None}
    assert "before 09:00" in _ruled_out(early, [window], 1)
    assert "make it cheaper" in _ruled_out(early, [], 1)  # no rule: the plan's choice, and the cheaper trip offered
    assert ASKED.search("why not the cheaper flight?") and not ASKED.search("why that hotel")


def test_a_pet_in_passing_is_no_pet_coming_along() -> None:
    assert "cat" not in pet_aside.without_asides("lol sorry my cat just walked on the keyboard")
    for said in ("our dog is coming too", "my dog loved the beach last time so we are bringing him",
                 "the dog is staying with my mom"):
        assert pet_aside.without_asides(said) == said


def test_a_rule_said_as_a_preference_is_read_only_with_no_fallback() -> None:
    assert preferred.plain("actually an entire place would be better") == "actually an entire place"
    assert preferred.plain("a private room is fine but an entire place would be better") is None
    trip = {"org": "A", "dest": "B", "local_constraint": {"room type": "private room"}}
    assert preferred.only_rules(trip, {**trip, "local_constraint": {"room type": "entire room"}})
    assert not preferred.only_rules(trip, {**trip, "dest": "C"})


def test_more_sights_on_a_capped_pace_make_it_busy() -> None:
    slow = {"local_constraint": {"pace": {"most": 1, "least": None, "days": None}}}
    assert more_sights.opened("sights", slow, slow)["local_constraint"]["pace"] == more_sights.BUSY
    assert more_sights.opened("hotels", slow, slow) == slow


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-fifteenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=40, least_turns=175)


if __name__ == "__main__":
    main()
