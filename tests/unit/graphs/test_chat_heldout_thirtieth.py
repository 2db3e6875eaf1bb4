"""A thirtieth held-out conversation set for the chat (issue 39, helper CONV30), written before the chat's code was read
for it and scored on HEAD f69867b first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set or test
names (every line of the test files grepped for both cities, either way round): trips by road between cities the
distance table links (Killeen to Corpus Christi, Santa Rosa to San Jose, Ithaca to Rochester, Lubbock to Wichita Falls,
Great Falls to Bozeman, Rockford to La Crosse and the rest), since every route the flights table holds both ways is
named by an earlier set.

The voices are ones the earlier sets used little: a group organiser relaying what each friend wants ("Jen wants
sushi... er, seafood; Mark can't do early flights"); someone speaking of other people's dislikes ("my mom doesn't like
crowds", "she won't eat spicy food", "my dad can't drive long"); someone asking conditional edits ("are the
restaurants any good? if not swap them", "if the hotel is under 3 stars change it"); someone asking for ratings ("how
would you rate the hotels?", "how good are the restaurants"); someone comparing options ("which is cheaper, flying or
driving?"); someone who undoes twice and redoes; someone pasting a whole request with five wishes in one message and
then trimming it; someone terse on a phone with typos; someone impatient ("just plan it already", "whatever, just plan
it"); someone asking about the budget left; and impossible requests, which must get a reason and an offer. A
condition is read against the plan: met, the edit is made; not met, nothing changes and the reply says why. Questions
are answered from the plan or the data, never with an edit; an edit never touches another wish; every part of a
message is applied or named. Each turn is right, or wrong with its reason named or a question asked ("named"), or
wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtieth``.

Figures, turns of 249 in 48 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
f69867b as first scored 192 / 41 / 16. Checks corrected after scoring, each marked where it stands: the drive's length
looked up in the data by its own key; "would an extra day cost much more?", "could we afford 4 star hotels with what's
left?" and "what if half of us stay home" answered with why only planning tells (docs/chat.md's wondered changes);
seafood held as "more cuisines" ("also serve", ``serves``); the budget left of a plan over it said as the amount over.
With them HEAD is still 192 / 41 / 16; after the fixes 237 / 10 / 2, and 238 / 10 / 1 once WISH27 was merged (``KNOWN_GAPS``).

The fixes, each a cause, the silent first. "if there's no italian place there, mexican is fine" banned Italian: a "no"
stating a condition is no ban (``negation._NONE_IF``); "if the place allows smoking, find one that doesn't" asked for
smoking, "if the hotel doesn't take dogs change it" was not understood: a condition on the stay is the rule it asks for
(``wish_unwrapped.stay_conditions``); "is there anything left to see on day 2" answered the budget left
(``intent_questions`` "left" before "to see"); "how would you rate the hotels?", "can you rate the hotel for me",
"what are the ratings on everything" named the stays or the trip without a rating (``intent_questions`` "rate",
``_RATED_PART`` "everything", ``ASKS`` "rate the ..."); "which of the days costs us the most" gave the total
(``answers._MOST_COST``); "what costs more, the hotel or the food?", "is the hotel cheaper than the food overall?"
listed the nights or said the stays were the cheapest: two parts compared are each costed (``answers._parts_compared``,
``stay_swap._NOT_ASKED``); "is a taxi cheaper than driving ourselves?", "which is quicker, driving or a taxi?" said the
trip drives already or gave the drives: each way is priced and timed leg by leg (``drive_choice.ways_answer``,
``answered_first``); "undo once more", "and undo the one before it too" redid the change: one step further back
(``intent_cues.UNDO_FILLER``, ``undo._FURTHER``); "what can we do instead of driving then" re-planned: the other ways are
priced (``drive_choice._OTHER_WAYS``). Then the named: "can we stop in hawaii on the way" moved a one-city trip to
Hawaii: a stop on the way is answered with why none can be added (``en_route``, new); "we want a train, not a car" left
the train unsaid (``transportation.LACKING_MODE_SAID``); "thanks anyway" to "plan without it?" planned it
(``wishes._THANKS_ANYWAY``); wishes relayed for companions ("Jen wants sushi... er, seafood; Mark can't do early
flights; and Dev says no smoking anywhere", "except Chris, who can't stand BBQ", "Jen changed her mind, she'd rather
have mexican", "Linda can't do stairs so she'd prefer... actually never mind that") asked how to plan for "Dev" or
"Jen wants sushi" (``wish_unwrapped.voiced_for_us``); "Tom also asked how long the
drive is", "someone asked if we get entire places or rooms" (``intent_asks._WANTS_TO_KNOW`` in the past,
``_PLAIN_VERB_AFTER``, ``_STAY_ASKED``); "what do the kids get to see on day 2" (``wish_unwrapped._THEY_GET_TO``); "Sam
says 4 stars is too pricey, 3 is fine" made it cheaper (``wish_unwrapped._TOO_THEN``); "hey I'm sorting out a weekend for
my book club" (``clause_talk``); "my husband doesn't like museums" (``avoid_sights.AVOID_CUE``); "my mom doesn't like
crowds" (``unanswerable``); "my dad can't drive long, 2 hours max" banned driving (``negation._BOUND_AFTER``,
``said_before._HOURS_A_DAY``); "and now how much do we have left" (``intent_words.LEAD`` "now"); "could we afford 4 star
hotels with what's left?" applied the rule (``hypothetical._OTHER_PLAN``); "what if half of us stay home" was read as a
take-back (``hypothetical.wondered_party``); "4 str min", "no fast fod", "were do we sleep" (``typed_loosely``); "idk,
whatever you think for food" (``intent_cues.SMALL_TALK_CUE``, ``answers.LEFT_TO_US``); "don't care about details, what's
the total" (``wish_unwrapped._OPENER``). Each is tested on other words in tests/unit/graphs/test_chat_conv30_fixes.py.
"""

from __future__ import annotations

import csv
import re
from functools import cache

from himap_travel.domain.sandbox.paths import database_files
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
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import _ratings, opened
from tests.unit.graphs.test_chat_heldout_nineteenth import _listings, _stay_entries, stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, people
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, held, named, nicer_or_best
from tests.unit.graphs.test_chat_heldout_twentyfirst import _admits, cannot, cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import avoids_sight, day_length, impossible
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import asks_still, drive_hours_said, held_rule, meal_or_none


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def _low(said: str) -> str:
    return said.lower()


# --- the plan's restaurants, as the data rates and prices them -----------------------------------------------------

_MEALS = ("breakfast", "lunch", "dinner")


@cache
def _restaurant_costs() -> dict[tuple[str, str], float]:
    with open(database_files()["restaurants"], encoding="utf-8") as rows:
        return {(r["Name"].strip(), r["City"].strip()): float(r["Average Cost"] or 0) for r in csv.DictReader(rows)}


def _entry(text: object) -> tuple[str, str] | None:
    name, _, city = str(text or "-").rpartition(",")
    return (name.strip(), city.strip()) if name.strip() else None


def _restaurants(state: dict) -> list[tuple[str, str]]:
    """The plan's restaurants as (name, city), in order, each once."""
    out: list[tuple[str, str]] = []
    for day in state.get("plan") or []:
        for meal in _MEALS:
            entry = _entry(day.get(meal))
            if entry and entry not in out:
                out.append(entry)
    return out


def _rating_of(entry: tuple[str, str]) -> float:
    return _ratings().get(entry, 0.0)


def _said_rating(rating: float, said: str) -> bool:
    return f"{rating:.1f}" in said or re.search(rf"\b{rating:g}\b", said) is not None


def meals_rated(before: dict, after: dict, said: str) -> bool:
    """"How good are the restaurants": every restaurant of the plan with its rating, nothing changed; on a trip no plan
    meets, that said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in _low(said)
    entries = _restaurants(after)
    return bool(entries) and all(_said_rating(_rating_of(e), said) for e in entries) and answered(before, after, said)


def best_meal_said(before: dict, after: dict, said: str) -> bool:
    """"What's the best rated restaurant we go to": the plan's best rated restaurant named, nothing changed."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in _low(said)
    entries = _restaurants(after)
    best = max((_rating_of(e) for e in entries), default=None)
    return answered(before, after, said) and any(name in said for name, city in entries if _rating_of((name, city)) == best)


def lowest_meal_gone(before: dict, after: dict, said: str) -> bool:
    """"The lowest rated restaurant, swap it out": the plan's lowest rated restaurant is out of it, planned or its
    reason."""
    entries = _restaurants(before)
    if not entries:
        return False
    worst = min(entries, key=_rating_of)
    return worst not in _restaurants(after) and plan_or_reason(before, after, said)


# --- conditions read against the plan ------------------------------------------------------------------------------

def _stay_ratings(state: dict) -> list[float]:
    return [float(_listings()[e]["review rate number"] or 0) for e in _stay_entries(state) if e in _listings()]


def _stay_prices(state: dict) -> list[float]:
    return [float(_listings()[e]["price"] or 0) for e in _stay_entries(state) if e in _listings()]


def _reason(said: str) -> bool:
    return "No plan" in said or "couldn't" in said or _admits(said)


def _kept_as_is(before: dict, after: dict, said: str, *words: str) -> bool:
    """A condition not met: the plan as it was, the reply naming what was checked (one of ``words``)."""
    return after.get("plan") == before.get("plan") and not_ununderstood(before, after, said) and any(
        w in _low(said) for w in words)


def stays_at_least(stars: float) -> Check:
    """"If the hotel is under N stars change it": stays rated under ``stars`` replaced by ones rated at least that (or
    why not); every stay already rated so, the plan kept and the rating said."""
    def check(before: dict, after: dict, said: str) -> bool:
        if all(r >= stars for r in _stay_ratings(before)):
            return _kept_as_is(before, after, said, "star", "rat")
        now = _stay_ratings(after)
        return (bool(now) and all(r >= stars for r in now) and plan_or_reason(before, after, said)) or _reason(said)
    return check


def nightly_capped(amount: float) -> Check:
    """"How much is each night? if it's over $N find something cheaper": a stay over ``amount`` replaced by one at most
    that (or why not); every stay at most that already, the plan kept and the price said."""
    def check(before: dict, after: dict, said: str) -> bool:
        if all(p <= amount for p in _stay_prices(before)):
            return _kept_as_is(before, after, said, "$")
        now = _stay_prices(after)
        return (bool(now) and all(p <= amount for p in now) and plan_or_reason(before, after, said)) or _reason(said)
    return check


def total_capped(amount: float) -> Check:
    """"If the total goes over $N find something cheaper": over it, a cheaper plan (or why none); at most it, the plan
    kept and the total said."""
    def check(before: dict, after: dict, said: str) -> bool:
        was = before.get("spent")
        if was is not None and was <= amount:
            return _kept_as_is(before, after, said, "$")
        now = after.get("spent")
        return (was is not None and now is not None and now < was and plan_or_reason(before, after, said)) or (
            _reason(said) or "cheapest" in _low(said))
    return check


def meal_capped(day: int, meal: str, amount: float) -> Check:
    """"If dinner on day N is over $X pick somewhere cheaper": a meal over ``amount`` (the data's average cost)
    replaced by one at most that, the rest of the plan kept; at most it already (or no such meal), the plan kept and
    the price or the meal said."""
    def check(before: dict, after: dict, said: str) -> bool:
        old = _entry(((before.get("plan") or [{}] * day)[day - 1]).get(meal))
        if old is None or _restaurant_costs().get(old, 0.0) <= amount:
            return _kept_as_is(before, after, said, "$", meal)
        new = _entry(((after.get("plan") or [{}] * day)[day - 1]).get(meal))
        return (new is not None and new != old and _restaurant_costs().get(new, 1e9) <= amount) or _reason(said)
    return check


@cache
def _drive_minutes(org: str, dest: str) -> int | None:
    with open(database_files()["distances"], encoding="utf-8") as rows:
        for row in csv.DictReader(rows):
            if row["origin"].strip() == org and row["destination"].strip() == dest:
                hours = re.search(r"(\d+) hour", row["duration"] or "")
                mins = re.search(r"(\d+) min", row["duration"] or "")
                return (int(hours.group(1)) if hours else 0) * 60 + (int(mins.group(1)) if mins else 0)
    return None


def drive_over(hours: float) -> Check:
    """"Is the drive over N hours? if so I'd rather fly": a drive at most that answered with its length, nothing
    changed; a longer one, flights asked for (or why not)."""
    def check(before: dict, after: dict, said: str) -> bool:
        route = before.get("trip") or {}
        minutes = _drive_minutes(route.get("org", ""), route.get("dest", ""))
        if minutes is not None and minutes <= hours * 60:
            return answered(before, after, said) and drive_hours_said(before, after, said)
        return mode("no self-driving")(before, after, said) or "flight" in _low(said) and _reason(said)
    return check


def one_cuisine_of(*names: str) -> Check:
    """"If there's no italian place, mexican is fine": the first cuisine the city serves held alone (the data
    decides which), planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        held_now = set(_local(after).get("cuisine") or [])
        return len(held_now) == 1 and held_now <= set(names) and plan_or_reason(before, after, said)
    return check


def smoke_free_stays(before: dict, after: dict, said: str) -> bool:
    """"If the place allows smoking, find one that doesn't": stays whose house rules say no smoking (held as a rule
    or so already, the plan kept and said)."""
    rules = [_listings()[e]["house_rules"] for e in _stay_entries(before) if e in _listings()]
    if rules and all("No smoking" in r for r in rules):
        return _kept_as_is(before, after, said, "smok")
    return forbids("smoking")(before, after, said) or _reason(said)


def pets_already(before: dict, after: dict, said: str) -> bool:
    """"If the hotel doesn't take dogs change it" on a trip whose stays must allow pets: the plan kept, the reply
    saying the stay takes them."""
    return allows_pets(True)(before, after, said) and _kept_as_is(before, after, said, "pet", "dog")


def seafood_or_named(before: dict, after: dict, said: str) -> bool:
    """"If there's a seafood place add it, if not no worries": seafood held and planned, or named as none."""
    return (serves("Seafood")(before, after, said) and plan_or_reason(before, after, said)) or (
        serves()(before, after, said) and "seafood" in _low(said))


def good_or_swapped(before: dict, after: dict, said: str) -> bool:
    """"Are the restaurants any good? if not swap them": the ratings said (kept) or the restaurants re-planned for
    better ones, never "didn't understand"."""
    return not_ununderstood(before, after, said) and "rat" in _low(said) and (
        plan_or_reason(before, after, said) or answered(before, after, said))


# --- comparing and the budget --------------------------------------------------------------------------------------

def compares(*groups: tuple[str, ...]) -> Check:
    """A comparison asked ("which is cheaper, flying or driving?"): answered, nothing changed, each option named (one
    word of each group)."""
    return lambda before, after, said: answered(before, after, said) and all(
        any(w in _low(said) for w in group) for group in groups)


FLY = ("fly", "flight", "flies")
DRIVE = ("drive", "driving")
STAY = ("hotel", "stay", "accommodation", "room")
FOOD = ("food", "meal", "restaurant")


def money_answer(before: dict, after: dict, said: str) -> bool:
    """A question of cost: answered with an amount, nothing changed."""
    return answered(before, after, said) and "$" in said


def budget_left(before: dict, after: dict, said: str) -> bool:
    """"How much of the budget is left?": the budget less the plan's cost, nothing changed; on a trip no plan meets,
    that said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in _low(said)
    left = after["trip"]["budget"] - after["spent"]
    # corrected after scoring: a plan over the budget has none left, said as the amount over
    amounts = [f"${x}" for x in (f"{abs(left):,.2f}", f"{abs(left):,.0f}")]
    return answered(before, after, said) and any(a in said and (left >= 0 or "over" in said) for a in amounts)


def extra_day_if_fits(before: dict, after: dict, said: str) -> bool:
    """"Add a day, if the budget covers it": four days planned within the budget, or the trip kept with the budget
    named as why."""
    added = trip(days=4)(before, after, said) and planned(before, after, said) and after["spent"] <= after["trip"]["budget"]
    return added or (unchanged(before, after, said) and "budget" in _low(said))


# --- undo and redo ---------------------------------------------------------------------------------------------------

def saved(holder: dict, slot: str, check: Check) -> Check:
    """``check``, keeping the trip after the turn in ``holder[slot]`` for a later ``back``."""
    def keep(before: dict, after: dict, said: str) -> bool:
        holder[slot] = after.get("trip")
        return check(before, after, said)
    return keep


def back(holder: dict, *slots: str) -> Check:
    """An undo or a redo: the trip as one of ``slots`` kept it, planned or its reason."""
    return lambda before, after, said: any(after.get("trip") == holder.get(s) for s in slots) and plan_or_reason(
        before, after, said)


# --- the rest ---------------------------------------------------------------------------------------------------------

def early_flights_out(before: dict, after: dict, said: str) -> bool:
    """"Mark can't do early flights": a flight-time rule with a departure bound held, or flights named (a road trip)."""
    windows = _local(after).get("flight times") or []
    return any(w.get("depart_from") for w in windows) or "early" in _low(said) or "flight" in _low(said)


def serves(*names: str) -> Check:
    """The cuisines the trip's restaurants must serve, in any order (corrected after scoring: a cuisine beyond the
    benchmark's, seafood, is held as "more cuisines", docs/chat.md "also serve")."""
    def check(before: dict, after: dict, said: str) -> bool:
        local = _local(after)
        return {*(local.get("cuisine") or []), *(local.get("more cuisines") or [])} == set(names)
    return check


def rooms_of(*kinds: str) -> Check:
    """The room-type wish is one of ``kinds`` (the trip's, or the draft's while a question is open)."""
    def check(before: dict, after: dict, said: str) -> bool:
        state = after.get("draft") if after.get("missing") else after.get("trip")
        return ((state or {}).get("local_constraint") or {}).get("room type") in kinds
    return check


NOT_SHARED = rooms_of("not shared room", "private room", "entire room")


def spicy(before: dict, after: dict, said: str) -> bool:
    """"She won't eat spicy food": spicy cuisines avoided, or spice named as what the data cannot tell."""
    return (bool(_local(after).get("avoid cuisines")) and plan_or_reason(before, after, said)) or named("spic")(
        before, after, said)


def talk(before: dict, after: dict, said: str) -> bool:
    """Said in passing ("whatever's fine for the hotel", "ok"): nothing changed, never "didn't understand"."""
    return unchanged(before, after, said) and not_ununderstood(before, after, said)


def asked_or_planned(before: dict, after: dict, said: str) -> bool:
    """"Whatever budget, just pick something": the question asked again, or a plan with its budget said."""
    return not_ununderstood(before, after, said) and (bool(after.get("missing")) or planned(before, after, said))


CATEGORIES = ("organiser", "others", "conditional", "ratings", "compare", "undo", "longpaste", "terse", "impatient",
              "budgetleft", "impossible")

_U = [dict() for _ in range(4)]  # the trips an undo or a redo goes back to, one holder per "undo" conversation

CONVERSATIONS: list[Conversation] = [
    # --- a group organiser relaying what each friend wants -----------------------------------------------------------
    ("organiser", [
        ("Organising a trip for 4 of us: Killeen to Corpus Christi, March 11-13 2022, $2,000 total. Jen wants "
         "sushi... er, seafood; Mark can't do early flights; and Dev says no smoking anywhere.",
         [opened("Killeen", "Corpus Christi", people_number=4, budget=2000), serves("Seafood"), forbids("smoking"),
          early_flights_out]),
        ("Dev also asked where we're staying", [or_none(stay_said)]),
        ("Jen changed her mind, she'd rather have mexican", [serves("Mexican"), forbids("smoking")]),
        ("Mark asks what the whole thing costs", [total_or_none]),
        ("great, I'll tell the group. thanks!", [THANKED]),
    ]),
    ("organiser", [
        ("hey I'm sorting out a weekend for my book club. Santa Rosa to San Jose, 5 of us, March 18-20 2022, budget "
         "$2,500", [opened("Santa Rosa", "San Jose", people_number=5, budget=2500)]),
        ("Linda can't do stairs so she'd prefer... actually never mind that. Rosa wants italian and Beth wants "
         "chinese", [cuisines("Italian", "Chinese")]),
        ("Karen is bringing her little dog, is that going to be a problem?", [
            lambda before, after, said: (allows_pets(True)(before, after, said) and plan_or_reason(
                before, after, said)) or (answered(before, after, said) and ("pet" in _low(said) or "dog" in _low(
                    said)))]),
        ("and Beth says no shared rooms please", [NOT_SHARED, cuisines("Italian", "Chinese")]),
        ("what does that come to per person?", [money_answer]),
        ("perfect ty", [THANKED]),
    ]),
    ("organiser", [
        ("Planning for my brothers and me (3 total): Ithaca to Rochester, March 4-6 2022, $1,200. Tom says no "
         "flights, he hates planes. Sam wants a place rated at least 4.",
         [opened("Ithaca", "Rochester", people_number=3, budget=1200), mode("no flight"),
          local("min stay rating", 4)]),
        ("Tom also asked how long the drive is", [day_length]),
        ("Sam says 4 stars is too pricey, 3 is fine", [local("min stay rating", 3), mode("no flight")]),
        ("and what are we doing on day 2", [day_sights(2)]),
        ("thanks, they're happy", [THANKED]),
    ]),
    ("organiser", [
        ("newport news to richmond march 22-24 2022. it's me plus 2 coworkers, budget 1500. Raj is vegetarian and "
         "Ana doesn't eat fast food",
         [held(org="Newport News", dest="Richmond", people_number=3, budget=1500), named("vegetarian")]),
        ("that's fine, go ahead without it", [planned, avoids_cuisines("Fast Food")]),
        ("Ana wants to know what's for dinner on day 1", [meal_or_none(1, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("organiser", [
        ("Group trip! Madison to Moline, 6 people, March 25-27 2022, $3,000. Everyone's fine with whatever except "
         "Chris, who can't stand BBQ.", [opened("Madison", "Moline", people_number=6, budget=3000),
                                         avoids_cuisines("BBQ")]),
        ("oh and Chris's girlfriend is coming too so make it 7", [people(7), avoids_cuisines("BBQ")]),
        ("someone asked if we get entire places or rooms", [lambda before, after, said: answered(
            before, after, said) and any(w in _low(said) for w in ("entire", "private", "shared"))]),
        ("can we get whole places, nobody wants to share", [local("room type", "entire room"),
                                                            avoids_cuisines("BBQ")]),
        ("cool thanks", [THANKED]),
    ]),
    # --- someone speaking of other people's dislikes -----------------------------------------------------------------
    ("others", [
        ("I'm taking my parents from Gainesville to Orlando, March 8-10 2022, 3 of us, $1,600",
         [opened("Gainesville", "Orlando", people_number=3, budget=1600)]),
        ("my mom doesn't like crowds", [cannot("crowd")]),
        ("and she won't eat spicy food", [spicy]),
        ("my dad can't drive long, 2 hours max", [lambda before, after, said: held_rule("max driving hours", 2)(
            before, after, said) and (plan_or_reason(before, after, said) or answered(before, after, said))]),
        ("what's the hotel like, rating wise?", [rated()]),
        ("thank you!", [THANKED]),
    ]),
    ("others", [
        ("Lynchburg to Petersburg, March 15-17 2022, my wife and me, $1,000",
         [opened("Lynchburg", "Petersburg", people_number=2, budget=1000)]),
        ("she doesn't eat seafood at all", [avoids_cuisines("Seafood")]),
        ("and she's not a fan of pizza places either", [avoids_cuisines("Seafood", "Pizza")]),
        ("her sister is joining us after all, so 3 people", [people(3), avoids_cuisines("Seafood", "Pizza")]),
        ("what's lunch looking like on day 2", [meal_or_none(2, "lunch")]),
        ("ty", [THANKED]),
    ]),
    ("others", [
        ("Bakersfield to Long Beach March 20-22 2022 for me and my two kids (8 and 11), $1,300",
         [opened("Bakersfield", "Long Beach", people_number=3, budget=1300), house_rules("children under 10")]),
        ("my son won't touch chinese food", [avoids_cuisines("Chinese")]),
        ("and my daughter gets carsick so shorter drives are better", [
            lambda before, after, said: not_ununderstood(before, after, said) and any(
                w in _low(said) for w in ("drive", "driving", "hour")) and avoids_cuisines("Chinese")(
                before, after, said)]),
        ("what do the kids get to see on day 2", [day_sights(2)]),
        ("thanks so much", [THANKED]),
    ]),
    ("others", [
        ("Erie to Latrobe, March 26-28 2022, 2 people, $900", [opened("Erie", "Latrobe", people_number=2, budget=900)]),
        ("my husband doesn't like museums", [avoids_sight("museum")]),
        ("he also can't stand mexican food", [avoids_cuisines("Mexican"), avoids_sight("museum")]),
        ("is there anything left to see on day 2 then?", [day_sights(2)]),
        ("he says thanks too", [THANKED]),
    ]),
    ("others", [
        ("augusta to valdosta march 5-7 2022. me and my grandma, budget 1100",
         [opened("Augusta", "Valdosta", people_number=2, budget=1100)]),
        ("grandma can't do stairs", [cannot("stair")]),
        ("she doesn't want to share a room with strangers", [NOT_SHARED]),
        ("and she's allergic to cats, so no pets where we stay", [forbids("pets"), NOT_SHARED]),
        ("which hotel did you pick for us", [or_none(stay_said)]),
        ("thanks", [THANKED]),
    ]),
    # --- someone asking conditional edits ----------------------------------------------------------------------------
    ("conditional", [
        ("Lubbock to Wichita Falls, March 9-11 2022, 2 people, $1,000",
         [opened("Lubbock", "Wichita Falls", people_number=2, budget=1000)]),
        ("if the hotel is under 3 stars change it", [stays_at_least(3)]),
        ("are the restaurants any good? if not swap them", [good_or_swapped]),
        ("if the total goes over $900 find something cheaper", [total_capped(900)]),
        ("ok thanks", [THANKED]),
    ]),
    ("conditional", [
        ("saginaw to kalamazoo march 16-18 2022, just me, $700",
         [opened("Saginaw", "Kalamazoo", people_number=1, budget=700)]),
        ("if there's no italian place there, mexican is fine", [one_cuisine_of("Italian", "Mexican")]),
        ("is the drive over 3 hours? if so I'd rather fly", [drive_over(3)]),
        ("if dinner on day 1 is over $30 pick somewhere cheaper", [meal_capped(1, "dinner", 30)]),
        ("thx", [THANKED]),
    ]),
    ("conditional", [
        ("Fresno to Santa Maria March 2-4 2022, 2 people, budget $1,100",
         [opened("Fresno", "Santa Maria", people_number=2, budget=1100)]),
        ("if the hotel isn't at least 4 stars, upgrade it if the budget allows", [stays_at_least(4)]),
        ("can you rate the hotel for me", [rated()]),
        ("if the place allows smoking, find one that doesn't", [smoke_free_stays]),
        ("thank you", [THANKED]),
    ]),
    ("conditional", [
        ("Scranton to Lewisburg, March 21-23 2022, 4 people, $1,800",
         [opened("Scranton", "Lewisburg", people_number=4, budget=1800)]),
        ("how much is each night at the hotel? if it's over $200 find something cheaper", [nightly_capped(200)]),
        ("if there's an entire home available we'd prefer that", [local("room type", "entire room")]),
        ("what's the grand total now", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("conditional", [
        ("jacksonville to panama city march 28-30 2022 2 adults 1 dog $1,200",
         [opened("Jacksonville", "Panama City", people_number=2, budget=1200), house_rules("pets")]),
        ("if the hotel doesn't take dogs change it", [pets_already]),
        ("if there's a seafood place add it, if not no worries", [seafood_or_named, house_rules("pets")]),
        ("how much did that add?", [money_answer]),
        ("thanks", [THANKED]),
    ]),
    # --- someone asking for ratings ------------------------------------------------------------------------------------
    ("ratings", [
        ("Midland to Abilene March 12-14 2022 2 people $900",
         [opened("Midland", "Abilene", people_number=2, budget=900)]),
        ("how would you rate the hotels?", [rated()]),
        ("how good are the restaurants", [meals_rated]),
        ("which one is the best", [best_meal_said]),
        ("get us better restaurants, at least 4.0", [local("min rating", 4)]),
        ("thx", [THANKED]),
    ]),
    ("ratings", [
        ("stockton to santa rosa, march 6-8 2022, 3 people, 1400",
         [opened("Stockton", "Santa Rosa", people_number=3, budget=1400)]),
        ("how many stars does the hotel have", [rated()]),
        ("and what are the restaurants rated", [meals_rated]),
        ("anything nicer for the hotel? we can spend a bit more", [nicer_or_best]),
        ("ok ty", [THANKED]),
    ]),
    ("ratings", [
        ("White Plains to Binghamton, March 17-19 2022, 2 people, $1,000. We care a lot about reviews.",
         [opened("White Plains", "Binghamton", people_number=2, budget=1000)]),
        ("what are the ratings on everything", [rated(), meals_rated]),
        ("the lowest rated restaurant, swap it out", [lowest_meal_gone]),
        ("what does it all cost us", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("ratings", [
        ("great falls to bozeman mar 23-25 2022 solo $800",
         [opened("Great Falls", "Bozeman", people_number=1, budget=800)]),
        ("is the hotel any good or nah", [rated()]),
        ("what's the best rated restaurant we go to", [best_meal_said]),
        ("4 star hotel min please", [local("min stay rating", 4)]),
        ("ty", [THANKED]),
    ]),
    # --- someone comparing options -------------------------------------------------------------------------------------
    ("compare", [
        ("Oakland to Reno, March 13-15 2022, 2 people, $1,200",
         [opened("Oakland", "Reno", people_number=2, budget=1200)]),
        ("which is cheaper, flying or driving?", [compares(FLY, DRIVE)]),
        ("and how long would each take", [lambda before, after, said: answered(before, after, said) and (
            drive_hours_said(before, after, said))]),
        ("ok we'll drive then", [lambda before, after, said: not_ununderstood(before, after, said) and (
            mode("no flight")(before, after, said) or unchanged(before, after, said))]),
        ("thanks", [THANKED]),
    ]),
    ("compare", [
        ("colorado springs to grand junction march 1-3 2022, 2 ppl, 1300",
         [opened("Colorado Springs", "Grand Junction", people_number=2, budget=1300)]),
        ("is a taxi cheaper than driving ourselves?", [compares(("taxi",), DRIVE, ("$",))]),
        ("what costs more, the hotel or the food?", [compares(STAY, FOOD, ("$",))]),
        # corrected after scoring: a cost only planning can tell is answered with why, nothing changed (docs/chat.md)
        ("would an extra day cost much more?", [lambda before, after, said: money_answer(before, after, said) or (
            answered(before, after, said) and "planning it" in said)]),
        ("ok leave it. thanks", [THANKED]),
    ]),
    ("compare", [
        ("Daytona Beach to Fort Lauderdale March 19-21 2022, 2 people, $1,100",
         [opened("Daytona Beach", "Fort Lauderdale", people_number=2, budget=1100)]),
        ("which of the days costs us the most", [compares(("day",), ("$",))]),
        ("is day 1 or day 3 cheaper?", [compares(("day 1",), ("day 3",), ("$",))]),
        ("would a private room be cheaper than an entire home?", [lambda before, after, said: answered(
            before, after, said) and not_ununderstood(before, after, said)]),
        ("thanks!", [THANKED]),
    ]),
    ("compare", [
        ("champaign to cincinnati march 10-12 2022 1 person 800",
         [opened("Champaign", "Cincinnati", people_number=1, budget=800)]),
        ("which is quicker, driving or a taxi?", [compares(DRIVE, ("taxi",))]),
        ("is the hotel cheaper than the food overall?", [compares(STAY, FOOD, ("$",))]),
        ("make the whole thing cheaper", [cheaper]),
        ("so how much did that save us", [money_answer]),
        ("ty", [THANKED]),
    ]),
    # --- someone who undoes twice and redoes ---------------------------------------------------------------------------
    ("undo", [
        ("Lansing to Muskegon, March 3-5 2022, 2 people, $800",
         [saved(_U[0], "a", opened("Lansing", "Muskegon", people_number=2, budget=800))]),
        ("throw in italian food", [saved(_U[0], "b", cuisines("Italian"))]),
        ("and a no smoking place", [saved(_U[0], "c", forbids("smoking"))]),
        ("undo that", [back(_U[0], "b")]),
        ("and undo the one before it too", [back(_U[0], "a")]),
        ("hmm redo that", [back(_U[0], "b")]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("Petersburg to Staunton march 24-26 2022 3 people 1400",
         [saved(_U[1], "a", opened("Petersburg", "Staunton", people_number=3, budget=1400))]),
        ("make it 4 people, cousin's joining", [saved(_U[1], "b", people(4))]),
        ("budget to 1700 pls", [saved(_U[1], "c", budget(1700))]),
        ("undo", [back(_U[1], "b")]),
        ("go back one more", [back(_U[1], "a")]),
        ("redo please", [back(_U[1], "b")]),
        ("whats the total at this point", [total_or_none]),
    ]),
    ("undo", [
        ("Elmira to Syracuse, March 7-9 2022, 2 of us, $900",
         [saved(_U[2], "a", opened("Elmira", "Syracuse", people_number=2, budget=900))]),
        ("3 star hotels min", [saved(_U[2], "b", local("min stay rating", 3))]),
        ("we'd also like chinese places", [saved(_U[2], "c", cuisines("Chinese"))]),
        ("undo those last two changes", [back(_U[2], "a")]),
        ("actually redo that last undo", [back(_U[2], "b", "c")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("cedar rapids to peoria mar 14-16 2022, 2 people, $1,000",
         [saved(_U[3], "a", opened("Cedar Rapids", "Peoria", people_number=2, budget=1000))]),
        ("change the dates to march 15-17", [saved(_U[3], "b", dates(15, 17))]),
        ("and make us 3 people", [saved(_U[3], "c", people(3))]),
        ("undo", [back(_U[3], "b")]),
        ("undo once more", [back(_U[3], "a")]),
        ("ok redo that", [back(_U[3], "b")]),
        ("ty", [THANKED]),
    ]),
    # --- a whole request pasted in one message with five wishes, then trimmed ------------------------------------------
    ("longpaste", [
        ("Here's everything: Sarasota to Gainesville, March 14-16 2022, 3 people, $1,500. We'd like (1) no smoking, "
         "(2) an entire home, (3) italian or mexican food, (4) at least 3 stars, and (5) no flights.",
         [opened("Sarasota", "Gainesville", people_number=3, budget=1500), forbids("smoking"),
          local("room type", "entire room"), cuisines("Italian", "Mexican"), local("min stay rating", 3),
          mode("no flight")]),
        ("actually scratch 4 and 5", [local("min stay rating", None), mode(None), forbids("smoking"),
                                      local("room type", "entire room"), cuisines("Italian", "Mexican")]),
        ("how much does it come to now", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("longpaste", [
        ("ok long list sorry. greer to myrtle beach march 27-29 2022, me + wife + 2 kids (6 and 9), $2,000. we "
         "want: no parties, kid friendly place, american food, a 4 star hotel, and nothing over $150 a night",
         [opened("Greer", "Myrtle Beach", people_number=4, budget=2000), house_rules("children under 10"),
          forbids("parties"), cuisines("American"), local("min stay rating", 4), local("max night price", 150)]),
        ("hmm drop the nightly limit and the parties thing", [local("max night price", None), forbids(),
                                                               house_rules("children under 10"), cuisines("American"),
                                                               local("min stay rating", 4)]),
        ("what's the hotel you picked", [or_none(stay_said)]),
        ("thanks!", [THANKED]),
    ]),
    ("longpaste", [
        ("Trip request: from Islip to Philadelphia, 3 days starting March 4 2022, 2 travellers, budget $1,400. "
         "Wishes: private room, no pets in the building, french food, restaurants rated 4 or more, and no "
         "self-driving.",
         [opened("Islip", "Philadelphia", people_number=2, budget=1400), local("room type", "private room"),
          forbids("pets"), cuisines("French"), local("min rating", 4), mode("no self-driving")]),
        ("on second thought the french food and the restaurant ratings don't matter",
         [cuisines(), local("min rating", None), local("room type", "private room"), mode("no self-driving")]),
        ("what day is the most expensive", [money_answer]),
        ("ty", [THANKED]),
    ]),
    ("longpaste", [
        ("Rockford to La Crosse, March 11-13 2022, 2 people, $1,000. Five things: 1. no smoking 2. chinese food 3. "
         "no shared rooms 4. hotel 3.5 stars or better 5. no driving more than 4 hours a day",
         [opened("Rockford", "La Crosse", people_number=2, budget=1000), forbids("smoking"), cuisines("Chinese"),
          NOT_SHARED, local("min stay rating", 3.5), local("max driving hours", 4)]),
        ("forget #2 and #4", [cuisines(), local("min stay rating", None), forbids("smoking"), NOT_SHARED,
                              local("max driving hours", 4)]),
        ("actually put the chinese back", [cuisines("Chinese"), local("min stay rating", None)]),
        ("whats the total with all that", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    # --- someone terse on a phone, with typos --------------------------------------------------------------------------
    ("terse", [
        ("oaklnd to stockton mar 9-11 2022 2ppl 900",
         [opened("Oakland", "Stockton", people_number=2, budget=900)]),
        ("cheapr plz", [cheaper]),
        ("wich hotel", [or_none(stay_said)]),
        ("no smokin pls", [forbids("smoking")]),
        ("thx", [THANKED]),
    ]),
    ("terse", [
        ("waco to longveiw 3/22-3/24 2022 1 ppl 700", [opened("Waco", "Longview", people_number=1, budget=700)]),
        ("hw much total", [total_or_none]),
        ("add mexcan food", [cuisines("Mexican")]),
        ("dinr day 2?", [meal_or_none(2, "dinner")]),
        ("k thx", [THANKED]),
    ]),
    ("terse", [
        ("ft wayne to grand rapids march 5-7 2022, 2 ppl, $1k",
         [opened("Fort Wayne", "Grand Rapids", people_number=2, budget=1000)]),
        ("4 str min", [local("min stay rating", 4)]),
        ("were do we sleep", [or_none(stay_said)]),
        ("drive tim?", [day_length]),
        ("ty", [THANKED]),
    ]),
    ("terse", [
        ("twin falls > provo mar 18-20 2022 2 ppl 1100",
         [opened("Twin Falls", "Provo", people_number=2, budget=1100)]),
        ("no fast fod", [avoids_cuisines("Fast Food")]),
        ("3 ppl now my bro is in", [people(3), avoids_cuisines("Fast Food")]),
        ("totl cost?", [total_or_none]),
        ("thnx", [THANKED]),
    ]),
    # --- someone impatient ---------------------------------------------------------------------------------------------
    ("impatient", [
        ("West Palm Beach to Tampa, 2 people, $1,200", [asks_still(org="West Palm Beach", dest="Tampa")]),
        ("march 15 to 17 2022. just plan it already",
         [opened("West Palm Beach", "Tampa", people_number=2, budget=1200), dates(15, 17)]),
        ("too many restaurants to think about, just pick something cheaper", [cheaper]),
        ("whatever's fine for the hotel", [talk]),
        ("ok done, thanks", [THANKED]),
    ]),
    ("impatient", [
        ("Santa Maria to Monterey march 6-8 2022 2 people $1,000, and a hotel with a hot tub",
         [held(org="Santa Maria", dest="Monterey", people_number=2, budget=1000), named("hot tub")]),
        ("whatever, just plan it", [planned]),
        ("don't care about details, what's the total", [total_or_none]),
        ("fine whatever", [talk]),
    ]),
    ("impatient", [
        ("burbank to palm springs march 25-27 2022 2 people 1000",
         [opened("Burbank", "Palm Springs", people_number=2, budget=1000)]),
        ("just pick the cheapest of everything", [lambda before, after, said: preference("cheapest")(
            before, after, said) and plan_or_reason(before, after, said)]),
        ("idk, whatever you think for food", [talk]),
        ("how long's the drive, quick", [day_length]),
        ("k bye now", [THANKED]),
    ]),
    ("impatient", [
        ("Niagara Falls to Ogdensburg, March 2-4 2022", [asks_still(org="Niagara Falls", dest="Ogdensburg")]),
        ("2. whatever budget, just pick something reasonable", [held(people_number=2), asked_or_planned]),
        ("fine, $1,000", [opened("Niagara Falls", "Ogdensburg", people_number=2, budget=1000)]),
        ("just tell me where we sleep", [or_none(stay_said)]),
        ("ok sure", [talk]),
    ]),
    # --- someone asking about the budget left -------------------------------------------------------------------------
    ("budgetleft", [
        ("College Station to Lake Charles, March 18-20 2022, 2 people, $1,400",
         [opened("College Station", "Lake Charles", people_number=2, budget=1400)]),
        ("how much of the budget is left?", [budget_left]),
        # corrected after scoring: what another plan would cost answered with why (only planning it tells), as docs/chat.md
        ("could we afford 4 star hotels with what's left?", [lambda before, after, said: answered(
            before, after, said) and not_ununderstood(before, after, said) and (
                "$" in said or "star" in _low(said) or "planning it" in said)]),
        ("ok let's do it", [local("min stay rating", 4)]),
        ("and now how much do we have left", [budget_left]),
        ("ty", [THANKED]),
    ]),
    ("budgetleft", [
        ("Gustavus to Brainerd, March 3-5 2022, 3 people, $1,500",
         [opened("Gustavus", "Brainerd", people_number=3, budget=1500)]),
        ("are we under budget with this one?", [money_answer]),
        ("add a day, if the budget covers it", [extra_day_if_fits]),
        ("how much is left now", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("budgetleft", [
        ("mosinee to rockford march 20-22 2022, 2 people, $1,000",
         [opened("Mosinee", "Rockford", people_number=2, budget=1000)]),
        ("whats left of our budget rn", [budget_left]),
        ("use some of it on a nicer hotel", [nicer_or_best]),
        ("how much room is left in the budget now?", [budget_left]),
        ("cheers", [THANKED]),
    ]),
    ("budgetleft", [
        ("Baltimore to Norfolk, March 8-10 2022, 2 people, budget $1,300",
         [opened("Baltimore", "Norfolk", people_number=2, budget=1300)]),
        ("how much money do we have left over with this plan", [budget_left]),
        ("drop the budget to 1000", [budget(1000)]),
        ("and what's left now?", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    # --- impossible requests: a reason and an offer --------------------------------------------------------------------
    ("impossible", [
        ("Redding to San Jose, March 12-14 2022, 2 people, $1,000",
         [opened("Redding", "San Jose", people_number=2, budget=1000)]),
        ("the hotel needs a pool, non negotiable", [named("pool")]),
        ("can we do the whole trip for $100?", [impossible("$100", "budget", "cost")]),
        ("fine, fly us there in first class then", [named("first class")]),
        ("ok forget it, keep it as is. thanks", [THANKED]),
    ]),
    ("impossible", [
        ("Fort Smith to Longview, March 26-28 2022, 2 people, $900",
         [opened("Fort Smith", "Longview", people_number=2, budget=900)]),
        ("we want 5 star hotels only", [lambda before, after, said: local("min stay rating", 5)(
            before, after, said) or impossible("5", "star", "rating")(before, after, said)]),
        ("what would work then?", [lambda before, after, said: answered(before, after, said) and not_ununderstood(
            before, after, said) and ("star" in _low(said) or "rat" in _low(said))]),
        ("ok 4 stars then", [local("min stay rating", 4)]),
        ("ty", [THANKED]),
    ]),
    ("impossible", [
        ("green bay to rockford march 4-6 2022 2 people 1100",
         [opened("Green Bay", "Rockford", people_number=2, budget=1100)]),
        ("can we stop in hawaii on the way", [named("hawaii")]),
        ("we want a train, not a car", [cannot("train")]),
        ("what can we do instead of driving then", [lambda before, after, said: answered(before, after, said) and any(
            w in _low(said) for w in ("flight", "fly", "taxi"))]),
        ("thanks anyway", [THANKED]),
    ]),
    ("impossible", [
        ("La Crosse to St. Cloud, March 21-23 2022, 2 people, $150", [impossible("$150", "budget", "cost")]),
        ("ok what's the least it could cost", [lambda before, after, said: not_ununderstood(before, after, said) and (
            "$" in said)]),
        ("fine make it $900", [budget(900)]),
        ("where are we staying then", [or_none(stay_said)]),
        ("ty", [THANKED]),
    ]),
    ("impossible", [
        ("scranton to syracuse march 27-29 2022, 10 people, $800", [impossible("budget", "$800", "cost")]),
        # corrected after scoring: a smaller party only wondered about is answered with why (only planning it tells)
        ("what if half of us stay home", [lambda before, after, said: not_ununderstood(before, after, said) and (
            "$" in said or (answered(before, after, said) and "planning it" in said))]),
        ("ok 5 people, $1,500", [lambda before, after, said: trip(people_number=5, budget=1500)(
            before, after, said) and plan_or_reason(before, after, said)]),
        ("and a hotel that lets us bring our 3 dogs, with a dog park", [
            lambda before, after, said: allows_pets(True)(before, after, said) and "park" in _low(said)]),
        ("thanks", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    # (5, 2) "and she won't eat spicy food": named as what the data cannot say since WISH27's merge (a dislike said of
    # one of the party, ``clause_form.AVERSION``)
    (7, 2): "\"my daughter gets carsick so shorter drives are better\": the health reason is named as not checkable, "
            "but the shorter drives it asks for are not read as a driving limit nor named (named, not silent)",
    (12, 1): "\"if the hotel isn't at least 4 stars, upgrade it if the budget allows\": re-planned for nicer stays, none "
             "rated 4 fits the budget, and the reply says the rating stayed the same but not that 4 stars break the "
             "budget",
    (15, 3): "\"which one is the best\" after the restaurants' ratings: a follow-up with no part named is not read as "
             "the ratings asked before (the trip as it stands is shown)",
    (17, 2): "\"the lowest rated restaurant, swap it out\": a restaurant named by its rating rank is no place the swap "
             "readers know (not understood, said so)",
    (27, 1): "\"actually scratch 4 and 5\" after a numbered list of wishes: a wish named by its number in an earlier "
             "message is not read (refused as two ratings, said so)",
    (28, 0): "\"we want: no parties, kid friendly place, ...\": the list's \"no\" stops at the children allowed after it, "
             "and the parties rule before it is lost with it (named as no plan, the rule missing from the rules said)",
    (30, 1): "\"forget #2 and #4\": as (27, 1), a wish named by its number is not read (the cuisine is taken back, the "
             "rating kept)",
    (30, 2): "\"actually put the chinese back\": right (the cuisine was never dropped), but the rating the turn before "
             "kept is still held",
    (38, 1): "\"2. whatever budget, just pick something reasonable\" while people and budget are asked: the party is not "
             "read from \"2.\" beside talk of the budget, and \"pick reasonable\" is asked about (named)",
    (38, 2): "follows (38, 1): the party is still asked",
    (38, 3): "follows (38, 1): the trip is not planned yet, said so",
}

# HEAD (f69867b): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 192 right, 57 wrong (41 with the reason named or asked, 16 silent) of 249.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "organiser": (12, 25), "others": (20, 28), "conditional": (20, 25), "ratings": (17, 21), "compare": (16, 21),
    "undo": (25, 27), "longpaste": (13, 17), "terse": (16, 20), "impatient": (14, 19), "budgetleft": (18, 21),
    "impossible": (21, 25)}
NOW_RIGHT = 238  # 237 at the set's own fixes; WISH27's merge closed (5, 2)

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtieth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=45, least_turns=230)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
