"""A twelfth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on HEAD 7233454 first (the figures are in the round's report). Its trips are city pairs no earlier chat set
used (St. Louis to Belleville, Long Beach to Santa Ana, Akron to Cleveland, Cincinnati to Dayton, St. Cloud to
Brainerd, Austin to Killeen, Rochester to Buffalo, Muskegon to Kalamazoo, Des Moines to Fort Dodge, Trenton to Atlantic
City, Daytona Beach to Atlanta and Elmira to Detroit by air, Yuma to Bemidji with no way at all, ...). It is written as
different people write: terse and chatty, typos, several changes in one message, corrections ("I meant 3 not 4"), undo
twice, travellers added and dropped with their ages, pets that come and stay home, budgets said in words and in "k",
dates pushed back, cities swapped, the newer wishes (stay rating, nightly cap, flight times, must-see sights, cuisines
to avoid, pace, driving limits) and impossible asks that need a reason and an offer.

Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py, tests/support/chat_checks.py; checks of earlier sets are reused). ``KNOWN_MISSES`` names
the turns the chat still gets wrong, each with its reason: the test fails if a miss is fixed (it must leave the list)
or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twelfth``.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import (
    THANKED,
    WELCOME,
    Check,
    allows_pets,
    answered,
    asks,
    cuisines,
    day_only,
    days_of,
    departs_from,
    flight_from,
    house_rules,
    night_only,
    plan_or_reason,
    restored,
    rule,
    total_said,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighth import (
    NO_FLIGHT_RULE,
    amount_answer,
    cannot_do,
    cheapest_day,
    drive_length,
    meal_named,
    priciest_day,
    sights_of,
    why_no_way,
)
from tests.unit.graphs.test_chat_heldout_eleventh import (
    NOT_SHARED,
    farewell,
    flight_time_said,
    has,
    held,
    honest,
    kept_as_is,
    kept_or_asked,
    lacks,
    must_see_has,
    refused_why,
    share_said,
    stay_forbids,
    stays_named,
)
from tests.unit.graphs.test_chat_heldout_fifth import budget_raised
from tests.unit.graphs.test_chat_heldout_fourth import made_nicer
from tests.unit.graphs.test_chat_heldout_ninth import cancelled, cheaper_named
from tests.unit.graphs.test_chat_heldout_seventh import budget_offered, cannot_tell, left_said, no_way
from tests.unit.graphs.test_chat_heldout_sixth import also_serves, rating_said
from tests.unit.graphs.test_chat_heldout_tenth import or_no_plan


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def _held_local(state: dict) -> dict:
    """The rules held: the draft's while a question is open, else the trip's."""
    held_trip = state.get("draft") if state.get("missing") else state.get("trip")
    return (held_trip or {}).get("local_constraint") or {}


def avoids(*names: str) -> Check:
    """The trip's "avoid cuisines" rule holds each of ``names`` (others may be there too)."""
    return lambda before, after, said: set(names) <= set(_local(after).get("avoid cuisines") or [])


def not_held(*keys: str) -> Check:
    """Rules taken back: neither the trip nor a draft waiting on a question holds any of ``keys``; never "didn't
    understand"."""
    return lambda before, after, said: not any(_held_local(after).get(k) for k in keys) and (
        "didn't understand" not in said)


def pace_changed(before: dict, after: dict, said: str) -> bool:
    """A pace said again the other way ("let's pack it in"): the trip's pace rule is held and is not the one before."""
    return bool(_local(after).get("pace")) and _local(after).get("pace") != _local(before).get("pace")


def arrives_by(clock: str) -> Check:
    """A flight-time rule with an arrival no later than ``clock`` is held, and the flight rules held before stay."""
    def check(before: dict, after: dict, said: str) -> bool:
        windows = _local(after).get("flight times") or []
        kept = all(w in windows for w in _local(before).get("flight times") or [])
        return kept and any(w.get("arrive_until") == clock for w in windows)
    return check


def day_of_sight(word: str) -> Check:
    """"Which day is X?": the sight and a day named, nothing changed."""
    return lambda before, after, said: answered(before, after, said) and word in said and "Day" in said


def flies(before: dict, after: dict, said: str) -> bool:
    """"We'd rather fly": a plan with a flight, or no plan with its reason."""
    flown = any("Flight Number" in str(d.get("transportation")) for d in after.get("plan") or [])
    return (flown and plan_or_reason(before, after, said)) or "No plan can meet" in said


def clock_said(before: dict, after: dict, said: str) -> bool:
    """"What time do we land?": a time of day said, nothing changed."""
    return answered(before, after, said) and bool(re.search(r"\b\d\d:\d\d\b", said))


def words_said(*words: str) -> Check:
    """The reply names each of ``words`` (any case): a part not applied, or a wish that cannot be kept, said."""
    return lambda before, after, said: all(w.lower() in said.lower() for w in words)


def pets_answered(before: dict, after: dict, said: str) -> bool:
    """"Is the hotel pet friendly?": answered about pets, nothing changed."""
    return answered(before, after, said) and "pet" in said.lower()


def asked_more(before: dict, after: dict, said: str) -> bool:
    """A vague opener: a question is open (what is missing asked), never "didn't understand"."""
    return bool(after.get("missing")) and "didn't understand" not in said


def undone_or_redone(before: dict, after: dict, said: str) -> bool:
    """"Undo again": one more change taken back (no room rule, no cuisine), or the undo redone as the reply before
    offered ("say undo again to redo it"), said so."""
    stepped = not _local(after).get("room type") and not _local(after).get("cuisine")
    redone = after.get("trip") == (before.get("previous") or {}).get("trip") and "went back" in said
    return stepped or redone


def meal_or_none(day: int, meal: str) -> Check:
    """"What's for lunch on day N?": the plan's place named, or, on a day without that meal, that none is planned."""
    def check(before: dict, after: dict, said: str) -> bool:
        if str((after.get("plan") or [])[day - 1].get(meal) or "-") != "-":
            return meal_named(day, meal)(before, after, said)
        return f"No {meal} is planned on day {day}" in said and answered(before, after, said)
    return check


def plan_back(before: dict, after: dict, said: str) -> bool:
    """"Put the old one back": the plan before the last change again."""
    return after.get("plan") == (before.get("previous") or {}).get("plan") and bool(after.get("plan"))


CATEGORIES = ("couple", "family", "terse", "typos", "several", "correct", "undo", "question", "budget", "dates",
              "cities", "pets", "newer", "impossible", "chatty", "vague", "thanks", "cancel")

CONVERSATIONS: list[Conversation] = [
    ("couple", [  # dates moved, a rating added
        ("hey! me n my gf want to do St. Louis to Belleville, march 4th to 6th 2022. budget around fifteen hundred",
         [trip(people_number=2, budget=1500), plan_or_reason]),
        ("actually make that march 5-7", [trip(date=days_of(5, 7), people_number=2), plan_or_reason]),
        ("and could the hotel be rated 4+?", [rule("min stay rating", 4.0), trip(date=days_of(5, 7)), plan_or_reason,
                                              honest]),
        ("oh and non-smoking please", [stay_forbids("smoking"), rule("min stay rating", 4.0), plan_or_reason, honest]),
        ("what's the total now", [total_said]),
        ("sweet thanks", [WELCOME]),
    ]),
    ("family", [  # two kids and a cat, grandma joins, the cat stays home
        ("2 adults, kids aged 4 and 7, plus our cat. long beach to santa ana march 11-13 2022, $1,600",
         [trip(people_number=4, budget=1600), house_rules("children under 10", "pets"), plan_or_reason]),
        ("grandma (72) is coming too", [trip(people_number=5), house_rules("children under 10", "pets"),
                                        plan_or_reason]),
        ("the cat is staying home with a sitter actually", [trip(people_number=5), house_rules("children under 10"),
                                                            plan_or_reason]),
        ("what's day 2 look like", [day_only(2)]),
        ("thx", [WELCOME]),
    ]),
    ("terse", [  # numbers bare
        ("akron to cleveland 3/18-3/20 2022 1 person 700", [trip(org="Akron", dest="Cleveland", people_number=1,
                                                                budget=700), plan_or_reason]),
        ("cheaper", [cheaper_named]),
        ("2 ppl", [trip(people_number=2, budget=700), plan_or_reason]),
        ("total", [total_said]),
        ("k", [answered]),
    ]),
    ("typos", [  # misspelt city and cuisine
        ("cincinatti to dayton march 21-23 2022 for 3 peple budget 1.2k",
         [trip(org="Cincinnati", dest="Dayton", people_number=3, budget=1200), plan_or_reason]),
        ("can we hav italian food", [cuisines("Italian"), plan_or_reason]),
        ("and mexcian", [cuisines("Italian", "Mexican"), plan_or_reason]),
        ("also no shard rooms pls", [NOT_SHARED, cuisines("Italian", "Mexican"), plan_or_reason]),
        ("wats the priciest day", [priciest_day]),
        ("thnks", [WELCOME]),
    ]),
    ("several", [  # three changes in one message
        ("St. Cloud to Brainerd march 14-16 2022, 2 people, $1,000", [plan_or_reason]),
        ("ok change of plans: 3 people, budget $1,500, and we want an entire home",
         [trip(people_number=3, budget=1500), rule("room type", "entire room"), plan_or_reason]),
        ("hmm undo the entire home bit", [lacks("room type"), trip(people_number=3, budget=1500)]),
        ("which hotel?", [or_no_plan(stays_named)]),
        ("thanks", [WELCOME]),
    ]),
    ("correct", [  # the count and the budget corrected
        ("Austin to Killeen, March 9-11 2022, 4 people, $2,000", [trip(people_number=4, budget=2000),
                                                                 plan_or_reason]),
        ("sorry I meant 3 people not 4", [trip(people_number=3, budget=2000), plan_or_reason]),
        ("and $1,800 not 2000", [trip(people_number=3, budget=1800), plan_or_reason]),
        ("how much each", [share_said(3)]),
        ("ty", [WELCOME]),
    ]),
    ("undo", [  # two changes undone one after the other
        ("Rochester to Buffalo march 3-5 2022, 2 people, $1,100", [plan_or_reason]),
        ("no shared rooms", [NOT_SHARED, plan_or_reason]),
        ("also add chinese food", [cuisines("Chinese"), NOT_SHARED, plan_or_reason]),
        ("undo", [restored, cuisines(), NOT_SHARED]),
        # Corrected after the HEAD score: the reply to "undo" says 'say "undo" again to redo it', so "undo again" may
        # fairly be that redo; either reading is right when the reply says what it did (first: one more step back only).
        ("undo again", [undone_or_redone]),
        ("thank you", [WELCOME]),
    ]),
    ("question", [  # many questions about the plan
        ("Muskegon to Kalamazoo march 24-26 2022 two adults $1,300", [trip(people_number=2, budget=1300),
                                                                      plan_or_reason]),
        ("where do we stay night 1", [night_only(1)]),
        ("what's lunch on day 2", [meal_named(2, "lunch")]),
        ("is the hotel any good", [rating_said]),
        ("how far is the drive", [drive_length]),
        ("whats left in the budget", [left_said]),
        ("cool thanks", [WELCOME]),
    ]),
    ("budget", [  # the budget said three ways
        ("Des Moines to Fort Dodge march 7-9 2022, 2 of us, we can spend about 900 bucks",
         [trip(people_number=2, budget=900), plan_or_reason]),
        ("let's go up to a grand", [trip(budget=1000), plan_or_reason]),
        ("nah, 1.1k max", [trip(budget=1100), plan_or_reason]),
        ("per person that's how much?", [share_said(2)]),
        ("thx", [WELCOME]),
    ]),
    ("dates", [  # pushed back a week, then a day
        ("Trenton to Atlantic City, march 10 to 12 2022, me and 2 friends, $1,500",
         [trip(people_number=3, budget=1500), plan_or_reason]),
        ("push it back a week", [trip(date=days_of(17, 19)), plan_or_reason]),
        ("hmm make it start on the 18th instead", [trip(date=days_of(18, 20), people_number=3), plan_or_reason]),
        ("what's the total", [total_said]),
        ("thanks!", [WELCOME]),
    ]),
    ("cities", [  # the cities swapped, then another destination
        ("Los Angeles to Palm Springs march 15-17 2022, 2 people, $1,800", [plan_or_reason]),
        ("actually swap it, we start in palm springs and go to LA",
         [trip(org="Palm Springs", dest="Los Angeles", people_number=2), plan_or_reason]),
        ("hmm, no, make it san diego instead of LA", [trip(org="Palm Springs", dest="San Diego"), plan_or_reason]),
        ("how long is the drive", [drive_length]),
        ("ok thanks", [WELCOME]),
    ]),
    ("pets", [  # two dogs, then a friend allergic to them
        ("South Bend to Chicago march 19-21 2022, just me and my two dogs, $1,000",
         [trip(people_number=1), house_rules("pets"), plan_or_reason]),
        ("do they allow dogs at the hotel", [allows_pets(True), kept_as_is]),
        ("my friend is coming after all, she's allergic so the dogs stay home",
         [trip(people_number=2), allows_pets(False), plan_or_reason]),
        ("which hotel then?", [or_no_plan(stays_named)]),
        ("thank you", [WELCOME]),
    ]),
    ("newer", [  # a rating and a nightly cap, the cap raised
        ("Hibbing to Bemidji march 2-4 2022, 2 people, $1,200, hotel rated at least 4 and under 100 a night",
         [rule("min stay rating", 4.0), rule("max night price", 100.0), plan_or_reason, honest]),
        ("ok the nightly thing can go up to 150", [rule("max night price", 150.0), rule("min stay rating", 4.0),
                                                   plan_or_reason, honest]),
        ("which hotel did we get", [or_no_plan(stays_named)]),
        ("is it rated well?", [or_no_plan(rating_said)]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # flight times, out and home
        ("Daytona Beach to Atlanta march 2-4 2022, 1 person, $1,200", [trip(people_number=1), plan_or_reason]),
        ("when does my flight leave", [flight_time_said]),
        ("nothing before 9 am please", [flight_from("09:00"), departs_from("09:00"), honest]),
        ("and I need to land by 8pm", [arrives_by("20:00"), flight_from("09:00"), plan_or_reason, honest]),
        ("cheers", [THANKED]),
    ]),
    ("newer", [  # a must-see, then a pace
        ("Boise to Twin Falls march 8-10 2022, 2 people, $1,400, we have to see Shoshone Falls",
         [must_see_has("Shoshone"), plan_or_reason, honest]),
        ("which day is shoshone falls", [day_of_sight("Shoshone")]),
        ("also can we keep it to 2 sights a day tops", [has("pace"), must_see_has("Shoshone"), plan_or_reason,
                                                         honest]),
        ("thanks so much", [WELCOME]),
    ]),
    ("newer", [  # a cuisine the data has no label for, then one it has
        ("Fort Myers to Tampa march 12-14 2022, 2 people, $1,500, we love seafood and thai",
         [words_said("thai"), honest]),
        ("fine, then just french food", [cuisines("French"), plan_or_reason]),
        ("what's dinner on day 1", [meal_named(1, "dinner")]),
        ("merci", [farewell]),
    ]),
    ("newer", [  # a driving limit the drive keeps
        ("Williston to Minot march 20-22 2022, 2 people, $1,000, we'll drive but not more than 3 hours a day",
         [kept_or_asked("max driving hours", 3.0, "driv")]),
        ("how long's the drive", [or_no_plan(drive_length)]),
        ("make it 2 hours max", [kept_or_asked("max driving hours", 2.0, "driv")]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # no way between the cities, then another start
        ("Yuma to Bemidji march 5-7 2022, 2 people, $2,000", [no_way]),
        ("why not?", [why_no_way]),
        ("what about from Minneapolis instead", [trip(org="Minneapolis", dest="Bemidji", people_number=2),
                                                 plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a budget far too low, the offer taken
        ("San Luis Obispo to Bakersfield march 16-18 2022, 4 people, $250", [held(people_number=4, budget=250),
                                                                            budget_offered]),
        ("ok what budget would work", [amount_answer]),
        ("fine use that", [budget_raised]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a rating and a nightly cap no stay meets together
        ("Charlottesville to Washington march 6-8 2022, 2 people, $900, only 5 star hotels under $60 a night",
         [refused_why()]),
        ("drop the price limit", [not_held("max night price"), honest]),
        ("what's the total", [or_no_plan(total_said)]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # a slow pace, then a packed one
        ("Monterey to San Luis Obispo march 22-24 2022 solo $1,000, I like a slow pace, one thing a day is plenty",
         [trip(people_number=1), has("pace"), plan_or_reason, honest]),
        ("actually let's pack it in, 3 sights a day", [pace_changed, plan_or_reason, honest]),
        ("what are we seeing day 2", [sights_of(2)]),
        ("ty", [WELCOME]),
    ]),
    ("family", [  # ages given, a baby added
        ("me (34), my husband (36), and our kids who are 12 and 15, Johnstown to Harrisburg march 27-29 2022, $2,000",
         [trip(people_number=4, budget=2000), house_rules(), plan_or_reason]),
        ("oh and the baby, she's 1", [trip(people_number=5), house_rules("children under 10"), plan_or_reason]),
        ("how much per person", [share_said(5)]),
        ("thanks", [WELCOME]),
    ]),
    ("chatty", [  # a long opener with a cuisine
        ("Hi there!! So my best friend and I have been planning this forever and we finally want to do Baltimore to "
         "Richmond, from the 12th to the 14th of March 2022. We don't have a ton of money, maybe $1,300 all in? Oh "
         "and she's vegetarian-ish so Indian food would be great",
         [trip(people_number=2, budget=1300, org="Baltimore", dest="Richmond"), cuisines("Indian"), plan_or_reason]),
        ("omg amazing. is there anything fun on day 2?", [sights_of(2)]),
        ("and where are we sleeping?", [stays_named]),
        ("actually can we add chinese too?", [also_serves("Indian", "Chinese"), plan_or_reason]),
        ("you're the best, thank you!!!", [WELCOME]),
    ]),
    ("vague", [  # a state and a month, then the details
        ("thinking of a trip to florida sometime in march, just me", [asked_more]),
        ("from Punta Gorda to Orlando, march 18-20 2022, $1,100",
         [trip(org="Punta Gorda", dest="Orlando", people_number=1, budget=1100), plan_or_reason]),
        ("what's day 1", [day_only(1)]),
        ("thx", [WELCOME]),
    ]),
    ("cities", [  # the destination changed, then changed back
        ("Cleveland to Detroit march 4-6 2022, 3 people, $1,500", [plan_or_reason]),
        ("hmm actually not detroit, let's do columbus instead", [trip(org="Cleveland", dest="Columbus",
                                                                      people_number=3), plan_or_reason]),
        ("no wait, detroit was fine, go back to that", [trip(org="Cleveland", dest="Detroit"), plan_or_reason]),
        ("total?", [total_said]),
        ("ok thanks", [WELCOME]),
    ]),
    ("newer", [  # flights wished, a landing time asked, early flights ruled out
        ("Jacksonville to Washington march 3-5 2022, 2 of us, $1,600, we'd rather fly", [trip(people_number=2),
                                                                                        flies]),
        ("what time do we land", [clock_said]),
        ("no early stuff, nothing before 10am", [flight_from("10:00"), departs_from("10:00"), honest]),
        ("what's the total now", [or_no_plan(total_said)]),
        ("thank you", [WELCOME]),
    ]),
    ("impossible", [  # a must-see in another city
        ("Medford to Eugene march 9-11 2022, 2 people, $1,200, must see the Golden Gate Bridge",
         [refused_why("Golden Gate")]),
        ("oh right that's in SF lol, skip it", [lambda b, a, s: not _local(a).get("must see"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a driving limit the drive cannot keep, then raised
        ("San Diego to Yuma march 13-15 2022, 2 people, $1,400, no more than 1 hour of driving a day",
         [kept_or_asked("max driving hours", 1.0, "driv")]),
        ("ok 3 hours is fine", [rule("max driving hours", 3.0), plan_or_reason, honest]),
        ("how long is the drive", [or_no_plan(drive_length)]),
        ("thx", [WELCOME]),
    ]),
    ("thanks", [  # thanks, a question, goodbye
        ("Roanoke to Richmond march 25-27 2022, 2 people, $1,000", [plan_or_reason]),
        ("looks great, thanks a million", [WELCOME]),
        ("one q: what's breakfast day 2", [meal_named(2, "breakfast")]),
        ("perfect, bye!", [THANKED]),
    ]),
    ("family", [  # one drops out, the budget drops with them
        ("New Orleans to Pensacola march 8-10 2022, 4 adults, $2,400", [trip(people_number=4), plan_or_reason]),
        ("one of us can't make it", [trip(people_number=3), plan_or_reason]),
        ("and the budget drops to $1,800 then", [trip(budget=1800, people_number=3), plan_or_reason]),
        ("which day costs the least", [cheapest_day]),
        ("what's each person paying", [share_said(3)]),
        ("ty", [WELCOME]),
    ]),
    ("terse", [  # an abbreviation, no flights, nicer
        ("SLC to vernal mar 11-13 2022 2ppl $900", [trip(org="Salt Lake City", dest="Vernal", people_number=2,
                                                        budget=900), plan_or_reason]),
        ("no flights", [NO_FLIGHT_RULE, plan_or_reason]),
        ("nicer", [made_nicer]),
        ("how long's the drive", [drive_length]),
        ("thx", [WELCOME]),
    ]),
    ("question", [  # questions the data can and cannot answer
        ("Tulsa to Branson march 17-19 2022, 2 people, $1,300", [plan_or_reason]),
        ("is the hotel pet friendly", [pets_answered]),
        ("does it have free parking", [cannot_tell("parking")]),
        ("can you book it for us", [cannot_do("book")]),
        ("ok thanks anyway", [THANKED]),
    ]),
    ("several", [  # a child, a cuisine and a hot tub in one message
        ("Buffalo to Binghamton march 21-23 2022, 2 people, $1,200", [plan_or_reason]),
        ("add our son (8), make it french food, and we need a hot tub",
         [held(people_number=3), words_said("hot tub"), lambda b, a, s: "French" in (
             _held_local(a).get("cuisine") or [])]),
        ("forget the hot tub then", [held(people_number=3), plan_or_reason]),
        ("what's the total", [or_no_plan(total_said)]),
        ("thanks", [WELCOME]),
    ]),
    ("undo", [  # cheaper, then the old plan back
        ("Pittsburgh to Harrisburg march 14-16 2022, 2 people, $1,600", [plan_or_reason]),
        ("make it cheaper", [cheaper_named]),
        ("hmm, I liked the old one better, put it back", [plan_back]),
        ("total?", [total_said]),
        ("thanks", [WELCOME]),
    ]),
    ("cancel", [  # no dates and no count, scrapped
        ("Great Falls to Billings, $1,500", [asks("date")]),
        ("scrap it", [cancelled]),
        ("thx anyway", [THANKED]),
    ]),
    ("dates", [  # the dates given as the answer
        ("Denver to Alamosa sometime in march, 2 people, $1,000", [asks("date")]),
        ("the 19th to the 21st", [trip(org="Denver", dest="Alamosa", date=days_of(19, 21), people_number=2,
                                       budget=1000), plan_or_reason]),
        ("make it 3 people", [trip(people_number=3, budget=1000), plan_or_reason]),
        ("ty", [WELCOME]),
    ]),
    ("pets", [  # the puppy stays home, then comes after all
        ("Little Rock to Longview march 10-12 2022, 2 adults and our puppy, $1,100",
         [trip(people_number=2), house_rules("pets"), plan_or_reason]),
        ("actually the puppy stays with my mom", [trip(people_number=2), house_rules(), plan_or_reason]),
        ("is the place ok with dogs?", [allows_pets(False), lambda b, a, s: "didn't understand" not in s]),
        ("wait she can't take him, puppy's coming after all", [house_rules("pets"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("budget", [  # the budget and the count in words
        ("orlando to tallahassee march 23-25 2022, three people, twelve hundred dollars",
         [trip(people_number=3, budget=1200), plan_or_reason]),
        ("make it fifteen hundred", [trip(budget=1500, people_number=3), plan_or_reason]),
        ("my cousin's coming too", [trip(budget=1500, people_number=4), plan_or_reason]),
        ("what's the most expensive day", [priciest_day]),
        ("thanks", [WELCOME]),
    ]),
    ("dates", [  # a length in days, then shortened
        ("Cedar City to Salt Lake City, 3 days starting march 20 2022, 2 people, $1,500",
         [trip(days=3, date=days_of(20, 22), people_number=2), plan_or_reason]),
        ("can we leave a day later", [trip(days=3, date=days_of(21, 23)), plan_or_reason]),
        ("where do we sleep the second night", [night_only(2)]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # a nightly cap and a rating, both taken back
        ("Waco to Abilene march 5-7 2022, 2 people, $1,000, can't pay more than 90 per night for the room",
         [kept_or_asked("max night price", 90.0, "night")]),
        ("and we want a place rated above 3", [has("min stay rating"), honest]),
        ("actually forget both of those", [not_held("max night price", "min stay rating"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # cuisines ruled out, one then another
        ("Dubuque to Des Moines march 26-28 2022, 2 people, $1,200, no mexican food",
         [avoids("Mexican"), plan_or_reason]),
        ("and no fast food either", [avoids("Mexican", "Fast Food"), plan_or_reason]),
        ("actually mexican's fine, just no fast food", [avoids("Fast Food"), lambda b, a, s: "Mexican" not in (
            _local(a).get("avoid cuisines") or []), plan_or_reason]),
        # Corrected after the HEAD score: the plan had no lunch on day 1 (the drive in), which ``meal_named`` cannot
        # pass; "no lunch is planned on day 1", said, is the right answer there.
        ("what's for lunch day 1", [meal_or_none(1, "lunch")]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # the flight home moved later
        ("Elmira to Detroit march 25-27 2022, 1 person, $1,000", [trip(people_number=1), plan_or_reason]),
        ("what time's my flight home", [flight_time_said]),
        ("can I get a later flight home, after 3pm", [flight_from("15:00"), plan_or_reason, honest]),
        ("and the flight out, nothing before 8", [flight_from("08:00"), flight_from("15:00"), plan_or_reason, honest]),
        ("thanks", [WELCOME]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
# (stop 61, CHATLEFT: (3, 3) "no shard rooms pls" and (22, 0..3) "she's vegetarian-ish so Indian food" now read right:
# a real word typed for a rule's word beside its neighbour, a diet said as the reason for a cuisine)
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twelfth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=40, least_turns=170)


if __name__ == "__main__":
    main()
