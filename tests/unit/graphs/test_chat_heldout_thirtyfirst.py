"""A thirty-first held-out conversation set for the chat (issue 39, helper CONV31), written before the chat's code was
read for it and scored on HEAD c1baac1 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set or
test names on one line (every line of the test files grepped for both cities): road trips between cities the distance
table links in under four hours (College Station to Longview, Alpena to Grand Rapids, San Luis Obispo to Oakland,
Jamestown to Roanoke, Lawton to Lubbock and the rest).

The voices: families counting children and a dog; solo travellers; retirees writing long polite letters; people who
change their minds three or four times in a row; people who take back one wish and keep the others ("drop the
no-smoking thing but keep the rest"); people asking about the plan they got (the stay, a meal, a day, the drive, the
cost of a night, what changed); terse phone writers with typos; chatty writers whose wish hides in a story; numbers
written in words ("the two of us", "fourteen hundred dollars"); several wishes in one message; vague openers that
give the trip in pieces; and openers in Spanish and French. Each turn is right, or wrong with its reason named or a
question asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores
every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyfirst``.

Figures, turns of 307 in 56 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
c1baac1 as first scored 271 / 23 / 13. Checks corrected after scoring, each marked where it stands: pizza held as "also
serve" (``serves``); "plan it without that" when the plan already leaves it out; a rule said again that the trip holds
("but keep the no smoking") kept with no re-plan; a wish said while "plan without it?" is open held in the draft
(``held_in``), and an approving thanks ("haha ok, thanks!", "Thank you, that will do nicely.") may answer that question;
"I'm a light sleeper" named (the unanswerable set names noise wishes); a money question on a trip no plan meets answered
with that. With them HEAD is 279 / 19 / 9; after the fixes 305 / 1 / 1 (``KNOWN_GAPS``).

The fixes, each a cause, the silent first. "a brutal tax season at work and my coworker and I" planned for 3: the "son"
inside "season" was a companion (``party_words.COMPANION`` never inside a word); "i'm fine sharing a room if it saves
money" asked for shared rooms only, and no plan had one: sharing said acceptable is a permission
(``room_type._FINE_BEFORE``, ``take_back._ACCEPTING``); "None of us smoke and we would rather the place did not allow
it" asked nothing: a stay asked to forbid by a pronoun after what the party said of itself (``house_rule._FORBIDDEN_AS_IT``);
"ugh ok forget thai, italian" added Italian, "actually mexican was better" said Mexican was held already: a cuisine said
better, or named in place of one dropped, replaces the others (``rule_merge._ONLY_CUISINE``); "and how much is a night
there" gave the total, "is it any good? rating?" the trip (``intent_questions`` hotel topic); "where's her birthday
dinner, the first night?" gave the night's stay: a question is never a story (``story_aside._ASKS``). Then the named:
"the little ones go to bed early so nothing with parties please" read "bed early" as the destination
(``unknown_places.unknown_place(in_prose)``: common words after "go to" in lower case are no name) and "nothing with"
forbade nothing (``house_rule._AVOIDED``); "thanks, the kids are excited" added children under 10
(``story_aside._KIDS_NOW``); "and keep each night under three hundred dollars" became the budget
(``night_price._RATE_CAP``); "lower the budget to fifteen hundred", "can we do it for two thousand instead"
(``numbers._BUDGET_CUE_BEFORE``, ``people_counts._MAGNITUDES``: "for two thousand" is money, "for two hundred
people" still a count); "dinr day 1" (``intent_spelling``,
``intent_questions._ASKED_BY_NAME``); "no wait, thai sounds better" (``cuisine._ALONE_AFTER``); "Biscuit the beagle" and
"she lived in Lyon for a year" asked about as names (``unread_names._NAMED_PARTY``, ``_HOME_BEFORE``), and "actually
Biscuit is staying with grandma after all" kept the pets rule (``said_before.pet_named`` knows "<name> the <pet>"); "aww perfect.
thank you" to "plan without it?" (``wishes._YES_CUES``); "restaurants with good reviews, 4 or higher"
(``ratings._VAGUE_THEN_NUMBER``); "can you help me plan a little something" (``vague_start._TRIP_WISH``). Each is tested
on other words in tests/unit/graphs/test_chat_conv31_fixes.py.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    allows_pets,
    answered,
    cuisines,
    house_rules,
    not_ununderstood,
    plan_or_reason,
    planned,
    preference,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import (
    NOT_SHARED,
    back,
    budget_left,
    money_answer,
    rooms_of,
    saved,
    serves,
    talk,
)
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import asks_more, day_sights, held, named, nicer_or_best
from tests.unit.graphs.test_chat_heldout_twentyfirst import cannot, cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length, english_read, impossible, no_rule
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import asks_still, meal_or_none


def _low(said: str) -> str:
    return said.lower()


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def change_told(*words: str) -> Check:
    """"What did you change?": answered (nothing changed) naming what the last change was (one of ``words``)."""
    return lambda before, after, said: answered(before, after, said) and any(w in _low(said) for w in words)


def asked_again(before: dict, after: dict, said: str) -> bool:
    """A vague message while a question is open: the question still open, the reply asking (never a plan guessed)."""
    return bool(after.get("missing")) and not after.get("plan") and "?" in said


def planned_or_kept(before: dict, after: dict, said: str) -> bool:
    """"Plan it without that" when the plan already leaves it out: planned, or the plan kept and said so (corrected
    after scoring: HEAD had planned without it, listing it as not kept, so nothing was left to plan)."""
    return planned(before, after, said) or (bool(after.get("plan")) and answered(before, after, said))


def still_forbids(*names: str) -> Check:
    """"But keep the no smoking" when the stays already forbid it: still held, nothing re-planned (corrected after
    scoring: ``forbids`` asks for a plan in the reply)."""
    return lambda before, after, said: set(_local(after).get("stay forbids") or []) == set(names) and (
        plan_or_reason(before, after, said) or answered(before, after, said))


def held_in(key: str, value: object) -> Check:
    """The rule ``key`` holds ``value`` in the trip or, while a question is open, in its draft (corrected after scoring:
    a wish said while "plan without it?" is open waits in the draft with the question)."""
    def check(before: dict, after: dict, said: str) -> bool:
        state = after.get("draft") if after.get("missing") else after.get("trip")
        got = ((state or {}).get("local_constraint") or {}).get(key)
        return sorted(got) == sorted(value) if isinstance(value, list) and isinstance(got, list) else got == value
    return check


def sharing_allowed(before: dict, after: dict, said: str) -> bool:
    """"I'm fine sharing a room if it saves money": a room shared is allowed, never asked for alone (a shared-room
    rule the city has no stay for leaves no plan), planned or its reason, or the trip kept."""
    return _local(after).get("room type") != "shared room" and (
        plan_or_reason(before, after, said) or talk(before, after, said))


CATEGORIES = ("family", "solo", "retired", "flipflop", "takeone", "askplan", "terse", "chatty", "words", "several",
              "vague", "foreign")

_U = [dict()]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CONVERSATIONS: list[Conversation] = [
    # --- families --------------------------------------------------------------------------------------------------------
    ("family", [
        ("we're a family of 5 (three kids: 4, 7 and 12) going College Station to Longview march 10-12 2022, "
         "$2,200 budget",
         [opened("College Station", "Longview", people_number=5, budget=2200), house_rules("children under 10")]),
        ("the little ones go to bed early so nothing with parties please",
         [forbids("parties"), house_rules("children under 10")]),
        ("our youngest is a picky eater, can we have some pizza places", [
            serves("Pizza"), forbids("parties"), house_rules("children under 10")]),
        ("what sights did you line up for day 2?", [day_sights(2)]),
        ("how much is the place we stay per night", [hotel_price]),
        ("perfect, thank you a million!", [THANKED]),
    ]),
    ("family", [
        ("Hi! Me, my husband, our twins (they're 3) and Biscuit the beagle. Wichita Falls to Waco, March 17 to 19, "
         "2022. Budget about $1,800.",
         [opened("Wichita Falls", "Waco", people_number=4, budget=1800), allows_pets(True),
          house_rules("children under 10", "pets")]),
        ("actually Biscuit is staying with grandma after all", [allows_pets(False), house_rules("children under 10")]),
        ("and we'd prefer a whole house, not a room", [local("room type", "entire room"),
                                                       house_rules("children under 10")]),
        ("whats the total bill come to", [total_or_none]),
        ("where do we sleep?", [or_none(stay_said)]),
        ("great, thx a bunch", [THANKED]),
    ]),
    ("family", [
        ("Alpena to Grand Rapids, March 4-6 2022, 2 adults + 2 teenagers, $1,600",
         [opened("Alpena", "Grand Rapids", people_number=4, budget=1600), house_rules()]),
        ("the teens want burgers, so american food", [cuisines("American")]),
        ("my wife is allergic to dogs so no pets in the house", [forbids("pets"), cuisines("American")]),
        ("how long's the drive up north", [day_length]),
        ("where do we grab lunch on day 2", [meal_or_none(2, "lunch")]),
        ("thanks, the kids are excited", [THANKED]),
    ]),
    ("family", [
        ("my parents, my sister and me, Pittsburgh to Latrobe, 3/21 to 3/23 2022, $1,300",
         [opened("Pittsburgh", "Latrobe", people_number=4, budget=1300)]),
        ("dad uses a cane so a place with no stairs would be nice", [cannot("stair")]),
        ("mom wants chinese at least once", [cuisines("Chinese")]),
        ("and no smoking anywhere, my sister has asthma", [forbids("smoking"), cuisines("Chinese")]),
        ("how much do we have left from the budget", [budget_left]),
        ("thank you thank you!!", [THANKED]),
    ]),
    # --- solo travellers -------------------------------------------------------------------------------------------------
    ("solo", [
        ("solo trip, Fort Myers to Punta Gorda, March 8-10 2022, $600", [
            opened("Fort Myers", "Punta Gorda", people_number=1, budget=600)]),
        ("i'm fine sharing a room if it saves money", [sharing_allowed]),
        ("go as cheap as it gets pls", [cheaper]),
        ("how much did I save?", [or_none(money_answer)]),
        ("how many stars does my hotel get", [rated()]),
        ("coolio ty", [THANKED]),
    ]),
    ("solo", [
        ("Just me this time. Gainesville to Daytona Beach, March 24-26 2022. I can spend $900.",
         [opened("Gainesville", "Daytona Beach", people_number=1, budget=900)]),
        ("I'd like a private room, I'm a light sleeper", [rooms_of("private room"), either(
            plan_or_reason, named("sleep"))]),
        ("and seafood if there is any", [either(cuisines("Seafood"), lambda b, a, s: "seafood" in _low(s))]),
        ("what am I doing on day 1", [day_sights(1)]),
        ("nice one, thanks", [THANKED]),
    ]),
    ("solo", [
        ("heading from West Palm Beach to Gainesville for a conference, march 14-16 2022, 1 person, budget 1000",
         [opened("West Palm Beach", "Gainesville", people_number=1, budget=1000)]),
        ("I won't have time for sightseeing, one sight a day is plenty", [pace_most(1)]),
        ("hotel should be at least 4 stars, work is paying", [local("min stay rating", 4), pace_most(1)]),
        ("whats dinner looking like for day 2", [meal_or_none(2, "dinner")]),
        ("and what's the total for expenses", [total_or_none]),
        ("thanks, all set", [THANKED]),
    ]),
    ("solo", [
        ("fresno to burbank mar 2-4 2022 me alone $700", [
            opened("Fresno", "Burbank", people_number=1, budget=700)]),
        ("no fast food, trying to eat healthy", [avoids_cuisines("Fast Food")]),
        ("also I don't drive so no car", [mode("no self-driving"), avoids_cuisines("Fast Food")]),
        ("how do I get there then?", [lambda b, a, s: answered(b, a, s) and any(
            w in _low(s) for w in ("flight", "fly", "taxi", "no plan"))]),
        ("ok thx, done", [THANKED]),
    ]),
    # --- retirees --------------------------------------------------------------------------------------------------------
    ("retired", [
        ("Good morning. My wife and I are recently retired and would like a short trip from San Luis Obispo to "
         "Oakland, from the 15th to the 17th of March 2022. Our budget is $1,400. Thank you kindly.",
         [opened("San Luis Obispo", "Oakland", people_number=2, budget=1400)]),
        ("We do not care for loud places, so no parties, please.", [forbids("parties")]),
        ("We would also appreciate restaurants with good reviews, 4 or higher if possible.", [
            local("min rating", 4), forbids("parties")]),
        ("Could you tell me where we will be staying?", [or_none(stay_said)]),
        ("How long is the drive, roughly?", [day_length]),
        ("Much obliged.", [THANKED]),
    ]),
    ("retired", [
        ("Hello, I'm 72 and travelling with my friend Margaret (she's 70). We'd like to go from Stockton to San Luis "
         "Obispo March 22 through 24, 2022, with $1,200 to spend.",
         [opened("Stockton", "San Luis Obispo", people_number=2, budget=1200)]),
        ("Margaret can't manage long days, so please no more than two sights a day.", [pace_most(2)]),
        ("And we'd each like our own space, so no shared rooms.", [NOT_SHARED, pace_most(2)]),
        ("What will we see on the second day?", [day_sights(2)]),
        ("Is breakfast on the first day arranged?", [meal_or_none(1, "breakfast")]),
        ("Thank you dear.", [THANKED]),
    ]),
    ("retired", [
        ("Santa Rosa to Fresno please, March 5-7 2022, for my husband and myself. We are both in our seventies. "
         "Budget $1,100.", [opened("Santa Rosa", "Fresno", people_number=2, budget=1100)]),
        ("My husband has a bad back and cannot sit in a car for more than three hours.", [
            lambda b, a, s: local("max driving hours", 3)(b, a, s) or named("back")(b, a, s)]),
        ("We like Italian and French cooking.", [held_in("cuisine", ["Italian", "French"])]),
        ("What does the whole trip come to?", [total_or_none]),
        # corrected after scoring: a thanks that approves answers the "plan without it?" the bad back left open
        ("Thank you, that will do nicely.", [either(THANKED, plan_or_reason)]),
    ]),
    ("retired", [
        ("Good afternoon. I would like to plan a little trip from Bakersfield to San Jose for three of us seniors, "
         "March 28 to 30, 2022, with a budget of $1,500.",
         [opened("Bakersfield", "San Jose", people_number=3, budget=1500)]),
        ("None of us smoke and we would rather the place did not allow it.", [forbids("smoking")]),
        ("Could we have a hotel of three and a half stars or better?", [local("min stay rating", 3.5),
                                                                        forbids("smoking")]),
        ("What is the most expensive day?", [or_none(money_answer)]),
        ("Thank you very much for your help.", [THANKED]),
    ]),
    # --- people who change their minds several times ---------------------------------------------------------------------
    ("flipflop", [
        ("Santa Ana to Santa Maria, March 9-11 2022, 2 people, $1,000",
         [opened("Santa Ana", "Santa Maria", people_number=2, budget=1000)]),
        ("let's do mexican food", [cuisines("Mexican")]),
        ("no wait, thai sounds better", [lambda b, a, s: cuisines("Mexican")(b, a, s) and "thai" in _low(s) or cuisines("Thai")(
            b, a, s)]),
        ("ugh ok forget thai, italian", [cuisines("Italian")]),
        ("actually mexican was better", [cuisines("Mexican")]),
        ("final answer, promise. thanks", [THANKED]),
    ]),
    ("flipflop", [
        ("San Jose to San Francisco for 2, March 18-20 2022, $1,500",
         [opened("San Jose", "San Francisco", people_number=2, budget=1500)]),
        ("make it 3 people, my cousin wants in", [people(3)]),
        ("hmm no, still 2", [people(2)]),
        ("and bump the budget to $1,800", [budget(1800)]),
        ("no, $1,500 is fine after all", [budget(1500)]),
        ("ok how much is it now", [total_or_none]),
        ("cheers, big help that", [THANKED]),
    ]),
    ("flipflop", [
        ("burbank to bakersfield 2 people mar 11-13 2022 budget 900",
         [opened("Burbank", "Bakersfield", people_number=2, budget=900)]),
        ("move it to march 12-14", [dates(12, 14)]),
        ("actually the original dates were better", [dates(11, 13)]),
        ("and add a day at the end", [dates(11, 14)]),
        ("no, scrap that, 3 days is plenty", [lambda b, a, s: trip(days=3)(b, a, s) and plan_or_reason(b, a, s)]),
        ("thx, got it", [THANKED]),
    ]),
    ("flipflop", [
        ("Long Beach to Los Angeles march 25-27 2022, 2 of us, $1,400",
         [opened("Long Beach", "Los Angeles", people_number=2, budget=1400)]),
        ("a private room for us please", [local("room type", "private room")]),
        ("actually, an entire place would be better", [local("room type", "entire room")]),
        ("you know what, room type doesn't matter", [local("room type", None)]),
        ("but no smoking", [forbids("smoking"), local("room type", None)]),
        ("so where are we staying at this point", [or_none(stay_said)]),
        ("ty, much appreciated", [THANKED]),
    ]),
    # --- people who take back one wish and keep the others ---------------------------------------------------------------
    ("takeone", [
        ("Niagara Falls to Binghamton, March 1-3 2022, 2 people, $1,200. No smoking, no parties, and we want chinese "
         "food.", [opened("Niagara Falls", "Binghamton", people_number=2, budget=1200), forbids("smoking", "parties"),
                   cuisines("Chinese")]),
        ("drop the no-parties thing, keep the rest", [forbids("smoking"), cuisines("Chinese")]),
        ("what's the total come out to", [total_or_none]),
        ("thanks a heap", [THANKED]),
    ]),
    ("takeone", [
        ("Islip to New York, March 7-9 2022, 3 people, $1,800, private rooms, 4 star hotel, italian food",
         [opened("Islip", "New York", people_number=3, budget=1800), local("room type", "private room"),
          local("min stay rating", 4), cuisines("Italian")]),
        ("forget the 4 stars, the rest is fine", [local("min stay rating", None), local("room type", "private room"),
                                                  cuisines("Italian")]),
        ("what hotel is it now", [or_none(stay_said)]),
        ("and how much is a night there", [hotel_price]),
        ("ok thanks, catch you later", [THANKED]),
    ]),
    ("takeone", [
        ("ithaca to white plains march 16-18 2022 2 people 1100, we're bringing the dog, and want mexican and "
         "american food",
         [opened("Ithaca", "White Plains", people_number=2, budget=1100), house_rules("pets"),
          cuisines("Mexican", "American")]),
        ("skip the mexican", [cuisines("American"), house_rules("pets")]),
        ("how long is the drive over there", [day_length]),
        ("what's breakfast on day 2", [meal_or_none(2, "breakfast")]),
        ("cool, works for me", [talk]),
    ]),
    ("takeone", [
        ("White Plains to Syracuse, March 23-25 2022, 2 people, $1,300. Entire home, no smoking, and restaurants "
         "rated at least 4.",
         [opened("White Plains", "Syracuse", people_number=2, budget=1300), local("room type", "entire room"),
          forbids("smoking"), local("min rating", 4)]),
        ("the restaurant rating doesn't matter actually", [local("min rating", None), local("room type", "entire room"),
                                                            forbids("smoking")]),
        ("and we don't need a whole home either", [local("room type", None), forbids("smoking")]),
        ("what did that change?", [change_told("room", "stay", "hotel", "home", "$", "cost")]),
        ("thanks, that works", [THANKED]),
    ]),
    # --- people asking about the plan ------------------------------------------------------------------------------------
    ("askplan", [
        ("Petersburg to Richmond, March 12-14 2022, 2 people, $900",
         [opened("Petersburg", "Richmond", people_number=2, budget=900)]),
        ("where are we having dinner the first night", [meal_or_none(1, "dinner")]),
        ("and lunch on day 3?", [meal_or_none(3, "lunch")]),
        ("what's on the schedule for day 2", [day_sights(2)]),
        ("how much does day 2 cost us", [or_none(money_answer)]),
        ("how much for everything", [total_or_none]),
        ("great stuff ty", [THANKED]),
    ]),
    ("askplan", [
        ("newport news to charlottesville, march 19-21 2022, 3 people, $1,400",
         [opened("Newport News", "Charlottesville", people_number=3, budget=1400)]),
        ("how are we getting there exactly", [day_length]),
        ("which hotel did you book us into", [or_none(stay_said)]),
        ("is it any good? rating?", [rated()]),
        ("how much of our money is left", [budget_left]),
        ("could you make it a bit cheaper for us", [cheaper]),
        ("what did you change to get there", [change_told("stay", "hotel", "meal", "$", "cost", "cheaper", "restaurant")]),
        ("ok thanks a ton", [THANKED]),
    ]),
    ("askplan", [
        ("Jamestown to Roanoke, March 2-4 2022, 2 people, $1,200",
         [opened("Jamestown", "Roanoke", people_number=2, budget=1200)]),
        ("how many hours in the car", [day_length]),
        ("what sights are there on day 3", [day_sights(3)]),
        ("what's the hotel like, is it decent", [either(rated(), or_none(stay_said))]),
        ("can we get something nicer", [nicer_or_best]),
        ("how much more does that run", [or_none(money_answer)]),
        ("thank you, most kind", [THANKED]),
    ]),
    ("askplan", [
        ("Syracuse to Philadelphia, March 26-28 2022, 2 people, $1,500",
         [opened("Syracuse", "Philadelphia", people_number=2, budget=1500)]),
        ("whats the priciest day on the trip", [or_none(money_answer)]),
        ("and the cheapest day?", [or_none(money_answer)]),
        ("what do we eat on day 1 for dinner", [meal_or_none(1, "dinner")]),
        ("so are we under budget or not", [or_none(money_answer)]),
        ("good, thanks", [THANKED]),
    ]),
    # --- terse, typos ----------------------------------------------------------------------------------------------------
    ("terse", [
        ("champaign to madson 3/6-3/8 2022 2ppl 1000",
         [opened("Champaign", "Madison", people_number=2, budget=1000)]),
        ("no smokng rooms", [forbids("smoking")]),
        ("chineese food", [cuisines("Chinese"), forbids("smoking")]),
        ("totl pls?", [total_or_none]),
        ("k cool ttyl", [talk]),
    ]),
    ("terse", [
        ("marquette > la crosse, mar 20-22 2022, 1 ppl, $650",
         [opened("Marquette", "La Crosse", people_number=1, budget=650)]),
        ("cheeper plz", [cheaper]),
        ("hotl?", [or_none(stay_said)]),
        ("dinr day 1", [meal_or_none(1, "dinner")]),
        ("thx bye bye", [THANKED]),
    ]),
    ("terse", [
        ("mosinee to marquette 3/13-3/15/2022 3ppl $1.2k",
         [opened("Mosinee", "Marquette", people_number=3, budget=1200)]),
        ("no partys plz", [forbids("parties")]),
        ("4ppl now", [people(4), forbids("parties")]),
        ("left?", [budget_left]),
        ("tyvm, all done", [THANKED]),
    ]),
    # --- chatty: the wish inside a story ---------------------------------------------------------------------------------
    ("chatty", [
        ("Ok so my best friend just got engaged and we're doing a little girls' getaway before the wedding madness "
         "starts! Appleton to Chicago, March 18-20 2022, there's four of us, and we've pooled $2,000.",
         [opened("Appleton", "Chicago", people_number=4, budget=2000)]),
        ("She's obsessed with italian food so that's a must, lol", [cuisines("Italian")]),
        ("Also we'd love to have the whole place to ourselves, we'll be up late talking", [
            local("room type", "entire room"), cuisines("Italian")]),
        ("omg what are we doing on day 2??", [day_sights(2)]),
        ("this is perfect, thank you!!!", [THANKED]),
    ]),
    ("chatty", [
        ("So my brother-in-law keeps telling me Pittsburgh is boring, which, fine, but we're going the other way: "
         "Niagara Falls to Pittsburgh, March 9 to 11, 2022, me and him, $1,100.",
         [opened("Niagara Falls", "Pittsburgh", people_number=2, budget=1100)]),
        ("He's a vegetarian btw, so keep that in mind", [named("vegetarian")]),
        ("yeah fine, plan it without that", [planned_or_kept]),
        ("and he can't stand seafood, so none of that", [avoids_cuisines("Seafood")]),
        ("how long is the drive from the falls", [day_length]),
        ("thanks man", [THANKED]),
    ]),
    ("chatty", [
        ("My mom's birthday is coming up and I want to surprise her with a little trip, Bloomington to South Bend, "
         "March 4 through 6 2022, the two of us, about $1,000 total.",
         [opened("Bloomington", "South Bend", people_number=2, budget=1000)]),
        ("She's not big on walking these days, so let's keep it to one thing a day", [pace_most(1)]),
        ("oh and she loves french food, she lived in Lyon for a year", [cuisines("French"), pace_most(1)]),
        ("where's her birthday dinner, the first night?", [meal_or_none(1, "dinner")]),
        ("aww perfect. thank you", [THANKED]),
    ]),
    # --- numbers in words ------------------------------------------------------------------------------------------------
    ("words", [
        ("Champaign to South Bend, the second to the fourth of March 2022, the two of us, fourteen hundred dollars",
         [opened("Champaign", "South Bend", people_number=2, budget=1400)]),
        ("make it three of us", [people(3)]),
        ("and a hotel with at least four stars", [local("min stay rating", 4), trip(people_number=3)]),
        ("what's the total now with 3", [total_or_none]),
        ("thanks so much, bye", [THANKED]),
    ]),
    ("words", [
        ("Milwaukee to Kalamazoo, March tenth to twelfth 2022, four people, two thousand dollars",
         [opened("Milwaukee", "Kalamazoo", people_number=4, budget=2000)]),
        ("lower the budget to fifteen hundred", [budget(1500)]),
        ("no more than two sights each day", [pace_most(2)]),
        ("how much is left over after that", [budget_left]),
        ("ty, sorted", [THANKED]),
    ]),
    ("words", [
        ("scranton to islip, march twenty first to twenty third 2022, five people, three thousand dollars",
         [opened("Scranton", "Islip", people_number=5, budget=3000)]),
        ("one of us dropped out, so four", [people(4)]),
        ("and keep each night under three hundred dollars", [local("max night price", 300), trip(people_number=4)]),
        ("where do we stay then", [or_none(stay_said)]),
        ("thank you, this is great", [THANKED]),
    ]),
    # --- several wishes in one message -----------------------------------------------------------------------------------
    ("several", [
        ("Bloomington to St. Louis, March 15-17 2022, 3 people, $1,500",
         [opened("Bloomington", "St. Louis", people_number=3, budget=1500)]),
        ("we want mexican food, an entire home and no smoking",
         [cuisines("Mexican"), local("room type", "entire room"), forbids("smoking")]),
        ("also make it 4 people and add $300 to the budget", [
            people(4, 1800), cuisines("Mexican"), forbids("smoking")]),
        ("what's the hotel and how much per night", [hotel_price]),
        ("appreciate it, thanks", [THANKED]),
    ]),
    ("several", [
        ("Lawton to Lubbock, March 8-10 2022, 2 people, $1,000",
         [opened("Lawton", "Lubbock", people_number=2, budget=1000)]),
        ("cheaper please, and no pets in the place, and american food if possible",
         [preference("cheapest"), forbids("pets"), cuisines("American")]),
        ("also change the dates to march 9-11", [dates(9, 11), forbids("pets"), cuisines("American")]),
        ("whats lunch on the first day", [meal_or_none(1, "lunch")]),
        ("okie thx", [THANKED]),
    ]),
    ("several", [
        ("Kalamazoo to Marquette March 23-25 2022, 2 adults and a 6 year old, $1,300, no parties, private room, "
         "pizza", [opened("Kalamazoo", "Marquette", people_number=3, budget=1300), house_rules("children under 10"),
                   forbids("parties"), local("room type", "private room"), serves("Pizza")]),
        ("and the total is?", [total_or_none]),
        ("can we see the hotel rating and what's for breakfast on day 2", [
            lambda b, a, s: rated()(b, a, s) or not a.get("plan") and answered(b, a, s)]),
        ("thanks, we're all good here", [THANKED]),
    ]),
    ("several", [
        ("Newark to Harrisburg, March 27-29 2022, 2 people, $1,200",
         [opened("Newark", "Harrisburg", people_number=2, budget=1200)]),
        ("two things: no driving for us, and the hotel should be 3 stars at least",
         [mode("no self-driving"), local("min stay rating", 3)]),
        ("scratch the no driving thing, keep the 3 stars", [mode(None), local("min stay rating", 3)]),
        ("whats it cost now", [total_or_none]),
        ("thank you, goodnight", [THANKED]),
    ]),
    # --- vague openers, the trip given in pieces -------------------------------------------------------------------------
    ("vague", [
        ("thinking of getting away for a few days in march", [asks_more]),
        ("maybe from baltimore", [lambda b, a, s: not a.get("plan") and "?" in s and not_ununderstood(b, a, s)]),
        ("to Lynchburg, March 16-18 2022", [asks_still(org="Baltimore", dest="Lynchburg")]),
        ("2 of us, $1,000", [opened("Baltimore", "Lynchburg", people_number=2, budget=1000)]),
        ("what are we seeing on the first day", [day_sights(1)]),
        ("lovely, thanks ever so", [THANKED]),
    ]),
    ("vague", [
        ("need a break, somewhere not too far", [asks_more]),
        ("I'm in Rockford. Eau Claire maybe?", [lambda b, a, s: held(org="Rockford", dest="Eau Claire")(b, a, s) and (
            not a.get("plan")) and "?" in s]),
        ("march 3 to 5 2022", [asks_still(org="Rockford", dest="Eau Claire")]),
        ("just me, 800 bucks", [opened("Rockford", "Eau Claire", people_number=1, budget=800)]),
        ("how far is the drive up there", [day_length]),
        ("ok, thanks, that's it", [THANKED]),
    ]),
    ("vague", [
        ("can you help me plan a little something", [asks_more]),
        ("a weekend trip from Lewisburg to Syracuse", [asks_still(org="Lewisburg", dest="Syracuse")]),
        ("hmm, haven't decided that part yet", [asked_again]),
        ("march 11-13 2022, 2 people, $1,000", [opened("Lewisburg", "Syracuse", people_number=2, budget=1000)]),
        ("what's the total damage", [total_or_none]),
        ("thx, that's all", [THANKED]),
    ]),
    # --- openers in another language -------------------------------------------------------------------------------------
    ("foreign", [
        ("Hola, queremos viajar de Des Moines a Peoria del 5 al 7 de marzo de 2022, somos 2 personas y tenemos "
         "1000 dólares.", [english_read("Des Moines", "Peoria", people_number=2, budget=1000)]),
        ("sorry, in english: Des Moines to Peoria, March 5-7 2022, 2 people, $1,000",
         [opened("Des Moines", "Peoria", people_number=2, budget=1000)]),
        ("we'd like mexican food if they have it", [cuisines("Mexican")]),
        ("and where do we stay", [or_none(stay_said)]),
        ("gracias, amigo", [THANKED]),
    ]),
    ("foreign", [
        ("Bonjour, nous voudrions aller de Newburgh à Newark du 19 au 21 mars 2022, deux personnes, budget 900 "
         "dollars.", [english_read("Newburgh", "Newark", people_number=2, budget=900)]),
        ("In English then: Newburgh to Newark, March 19-21 2022, two people, $900",
         [opened("Newburgh", "Newark", people_number=2, budget=900)]),
        ("no smoking please, for both of us", [forbids("smoking")]),
        ("how much is the total for the two of us", [total_or_none]),
        ("merci, thanks", [THANKED]),
    ]),
    # --- undo among changes of mind --------------------------------------------------------------------------------------
    ("flipflop", [
        ("Roanoke to Jamestown march 6-8 2022, 2 people, $1,100, please",
         [saved(_U[0], "a", opened("Roanoke", "Jamestown", people_number=2, budget=1100))]),
        ("add chinese food to it", [saved(_U[0], "b", cuisines("Chinese"))]),
        ("and no party houses", [saved(_U[0], "c", forbids("parties"))]),
        ("undo the last one you did", [back(_U[0], "b")]),
        ("no actually put it back", [back(_U[0], "c")]),
        ("total now pls?", [total_or_none]),
    ]),
    ("takeone", [
        ("Islip to Binghamton, March 28-30 2022, 3 people, $1,500. No smoking and no pets, and a hotel rated 3 or "
         "more.", [opened("Islip", "Binghamton", people_number=3, budget=1500), forbids("smoking", "pets"),
                   local("min stay rating", 3)]),
        ("we changed our minds about the pets rule, pets are fine", [forbids("smoking"), local("min stay rating", 3)]),
        ("but keep the no smoking, that's important", [still_forbids("smoking"), held_in("min stay rating", 3)]),
        ("and the stay, how is it rated", [rated()]),
        ("thanks a lot, really", [THANKED]),
    ]),
    ("askplan", [
        ("Santa Maria to San Jose, March 13-15 2022, 2 people, $1,300",
         [opened("Santa Maria", "San Jose", people_number=2, budget=1300)]),
        ("how many nights are we in the hotel", [lambda b, a, s: answered(b, a, s) and (
            "2 night" in _low(s) or "two night" in _low(s) or "no plan" in _low(s))]),
        ("what are the restaurants like, rating wise", [lambda b, a, s: answered(b, a, s) and "rat" in _low(s)]),
        ("do we have anything planned for breakfast on day 3", [meal_or_none(3, "breakfast")]),
        ("and what's the cost of the hotel altogether", [or_none(money_answer)]),
        ("ok that's all, thanks", [THANKED]),
    ]),
    ("solo", [
        ("burbank to santa ana, just me, march 1-3 2022, 500 dollars",
         [opened("Burbank", "Santa Ana", people_number=1, budget=500)]),
        ("do i really need a car? i'd rather not drive", [either(mode("no self-driving"), lambda b, a, s: (
            answered(b, a, s) and "driv" in _low(s)))]),
        ("what's the cheapest meal on day 2", [lambda b, a, s: answered(b, a, s) and (
            "$" in s or "no plan" in _low(s) or "day 2" in _low(s))]),
        ("thanks, that's it", [THANKED]),
    ]),
    ("family", [
        ("Ok we are 2 grandparents + 3 grandkids (5, 8, 10). Syracuse to Lewisburg march 17-19 2022, $1,900",
         [opened("Syracuse", "Lewisburg", people_number=5, budget=1900), house_rules("children under 10")]),
        ("the kids would love pizza", [serves("Pizza"), house_rules("children under 10")]),
        ("how much do we have left in the pot", [budget_left]),
        ("spend some of it on a nicer hotel", [nicer_or_best]),
        ("and what's the rating of the new one", [rated()]),
        ("wonderful, thanks", [THANKED]),
    ]),
    ("retired", [
        ("Dear planner, my husband and I (both 68) would like to go from Eau Claire to Rockford, March 20 to 22, "
         "2022. We can spend up to $1,000. We are early risers.",
         [opened("Eau Claire", "Rockford", people_number=2, budget=1000)]),
        ("We'd prefer not to drive ourselves at our age, if that is possible.", [
            either(mode("no self-driving"), named("driv"))]),
        ("On second thought, my husband says he's happy to drive after all.", [no_rule("transportation")]),
        ("What does it cost in all?", [total_or_none]),
        ("Thank you ever so much.", [THANKED]),
    ]),
    ("several", [
        ("lubbock to lawton march 1-3 2022 two people $900, 4 star min, no smoking, chinese or italian, and under "
         "$200 a night",
         [opened("Lubbock", "Lawton", people_number=2, budget=900), local("min stay rating", 4), forbids("smoking"),
          cuisines("Chinese", "Italian"), local("max night price", 200)]),
        ("drop the chinese and the night limit", [cuisines("Italian"), local("max night price", None),
                                                  local("min stay rating", 4), forbids("smoking")]),
        ("what's it all come to", [total_or_none]),
        ("impossible to please, I know. thanks", [THANKED]),
    ]),
    ("vague", [
        ("somewhere warm maybe? not sure", [asks_more]),
        ("ok let's say Punta Gorda to Fort Myers, March 26-28 2022, 4 people, $1,600",
         [opened("Punta Gorda", "Fort Myers", people_number=4, budget=1600)]),
        ("anything cheaper out there?", [cheaper]),
        ("fine. what's the hotel", [or_none(stay_said)]),
        ("thanks!! bye", [THANKED]),
    ]),
    ("words", [
        ("Gainesville to Punta Gorda, march the eighth through the tenth 2022, six of us, twenty five hundred dollars",
         [opened("Gainesville", "Punta Gorda", people_number=6, budget=2500)]),
        ("can we do it for two thousand instead", [budget(2000)]),
        ("and no more than three hours behind the wheel a day", [local("max driving hours", 3), trip(budget=2000)]),
        ("what's the budget left", [budget_left]),
        ("thank you, that helps", [THANKED]),
    ]),
    ("chatty", [
        ("We just finished a brutal tax season at work and my coworker and I desperately need a reset lol. Thinking "
         "Oakland to San Luis Obispo, March 21-23 2022, $1,200 between us.",
         [opened("Oakland", "San Luis Obispo", people_number=2, budget=1200)]),
        ("Honestly we just want good food, nothing fancy, but restaurants with at least a 4 rating would be nice",
         [local("min rating", 4)]),
        ("and I snore, so separate rooms, no sharing", [NOT_SHARED, held_in("min rating", 4)]),
        ("wait how much is this costing us", [total_or_none]),
        # corrected after scoring: "ok" answers the "plan without it?" the turn before may leave open
        ("haha ok, thanks!", [either(THANKED, planned)]),
    ]),
    ("flipflop", [
        ("san luis obispo to stockton march 6-8 2022 3 people $1,300",
         [opened("San Luis Obispo", "Stockton", people_number=3, budget=1300)]),
        ("make it the 7th to the 9th", [dates(7, 9)]),
        ("and 4 people now", [people(4)]),
        ("hmm go back to 3 people", [people(3)]),
        ("and back to the 6th too", [dates(6, 8)]),
        ("what's the grand total then", [total_or_none]),
        ("ok ty, done", [THANKED]),
    ]),
    ("takeone", [
        ("Harrisburg to Newark march 15-17 2022, 2 people, $1,100. We'd like american food, one sight a day max, "
         "and no shared rooms.",
         [opened("Harrisburg", "Newark", people_number=2, budget=1100), cuisines("American"), pace_most(1),
          NOT_SHARED]),
        ("we can handle more sights actually, forget the one a day", [
            lambda b, a, s: not (_local(a).get("pace") or {}).get("most") and plan_or_reason(b, a, s),
            cuisines("American"), NOT_SHARED]),
        ("what are we seeing on day 2 now", [day_sights(2)]),
        ("thanks, talk soon", [THANKED]),
    ]),
    ("askplan", [
        ("Ithaca to Binghamton March 14-16 2022, 2 people, $800",
         [opened("Ithaca", "Binghamton", people_number=2, budget=800)]),
        ("what's planned for day 3", [day_sights(3)]),
        ("is there lunch on day 2", [meal_or_none(2, "lunch")]),
        ("how long does it take to drive there", [day_length]),
        ("can you make it a little cheaper", [cheaper]),
        ("what did you cut to save that", [change_told("stay", "hotel", "meal", "restaurant", "$", "cost", "rat")]),
        ("ok thanks, all good", [THANKED]),
    ]),
    ("solo", [
        ("Binghamton to Niagara Falls March 27-29 2022 1 person $80",
         [impossible("$80", "budget", "cost")]),
        ("what's the least it could be", [lambda b, a, s: not_ununderstood(b, a, s) and "$" in s]),
        ("ok $700 then", [budget(700)]),
        ("thanks for sorting it", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none since stop 77).
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (c1baac1): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 279 right, 28 wrong (19 with the reason named or asked, 9 silent) of 307.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "family": (24, 30), "solo": (28, 30), "retired": (23, 27), "flipflop": (34, 39), "takeone": (27, 28), "askplan": (40, 41),
    "terse": (14, 15), "chatty": (18, 21), "words": (16, 20), "several": (23, 23), "vague": (22, 23), "foreign": (10, 10)}
NOW_RIGHT = 307  # stop 77: conversation 42's "and no party houses" and the undo after it

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyfirst", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=250)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
