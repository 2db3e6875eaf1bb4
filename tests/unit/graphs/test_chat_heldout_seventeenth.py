"""A seventeenth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it
and scored on HEAD c1c7649 first (the figures are in the round's report). Its trips are city pairs no earlier chat set
used (Saginaw to Lansing, Newburgh to Binghamton, Bloomington to Peoria, Little Rock to Texarkana, Sioux Falls to
Minneapolis, North Bend to Portland, Twin Falls to Pocatello, Syracuse to Plattsburgh, Kansas City to Fort Leonard
Wood, Reno to Butte, San Antonio to Del Rio and to Brownsville, Cedar Rapids to Moline, Des Moines and Mason City,
Sioux City to Des Moines, Sun Valley to Boise and to Ogden, Del Rio to Laredo, Grand Junction to Gunnison, Wenatchee
to Everett, Sault Ste. Marie to Alpena, Paducah to Lexington, Alamosa to Grand Junction, Fort Smith to Texarkana,
Indianapolis to Kalamazoo, ... and some of them the other way round), each first checked to plan with a plain request.

It is written as people chat: terse, typos, several changes in one message, corrections of corrections ("4 people" /
"no wait 5" / "ugh sorry, 4 was right"), undo and redo, asides that must not edit the trip ("lol my kids would love
this but they're staying with grandma"), questions about the plan (prices, the hotel, a meal, a day), pacing, must-see
sights and cuisines added and taken away, dates, length, party and budget changed relative to what they were ("100
less", "one more night", "push it a day", "one less person", "double the budget"), asking why, and declining what the
chat offered. Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py, tests/support/chat_checks.py; checks of earlier sets are reused). ``KNOWN_MISSES``
names the turns the chat still gets wrong, each with its reason: the test fails if a miss is fixed (it must leave the
list) or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_seventeenth``.
"""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.nodes.chat.budget_kept import budget_kept
from himap_travel.nodes.chat.relative_corrected import corrected_base
from himap_travel.nodes.chat.talk_aside import aside_said
from himap_travel.nodes.chat.typed_loosely import restored
from tests.support.chat_checks import (
    THANKED,
    WELCOME,
    Check,
    answered,
    cuisines,
    day_cost_said,
    day_only,
    days_of,
    house_rules,
    never,
    no_question,
    plan_or_reason,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set, run_conversation
from tests.unit.graphs.test_chat_heldout_eighth import drive_length, part_cost, priciest_day, sights_of
from tests.unit.graphs.test_chat_heldout_eleventh import (
    kept_as_is,
    share_said,
    stay_forbids,
    stays_named,
    why_meal,
)
from tests.unit.graphs.test_chat_heldout_fifteenth import declined
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_ninth import cheaper_named
from tests.unit.graphs.test_chat_heldout_seventh import budget_offered, cost_explained, left_said
from tests.unit.graphs.test_chat_heldout_sixteenth import budget_by, cheapest_night
from tests.unit.graphs.test_chat_heldout_sixth import rating_said
from tests.unit.graphs.test_chat_heldout_tenth import meals_said, or_no_plan, served
from tests.unit.graphs.test_chat_heldout_thirteenth import why_said
from tests.unit.graphs.test_chat_heldout_twelfth import avoids, day_of_sight, meal_or_none, not_held
from tests.unit.graphs.test_chat_lead_probes_fourteenth import cut_by, road_told

FOOD = ("breakfast", "lunch", "dinner")
STAY = ("accommodation",)
WHY_STAY = why_said("rat", "$", "price", "cost", "cheap")


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def aside(before: dict, after: dict, said: str) -> bool:
    """Talk that asks for nothing ("lol my kids would love this but they're staying with grandma"): the trip and plan
    as they were, no question opened, nothing listed as not kept or asked to be planned without."""
    return unchanged(before, after, said) and not after.get("missing") and never(
        "Shall I plan without", "**Not kept**", "No plan can meet")(before, after, said)


def pace_most(most: int) -> Check:
    """A pace held whose most sights a day is ``most`` ("relaxed", "one sight a day max"), planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        return (_local(after).get("pace") or {}).get("most") == most and plan_or_reason(before, after, said)
    return check


def pace_least(least: int) -> Check:
    """A pace held whose least sights a day is ``least`` ("at least 2 sights a day", "pack it in")."""
    def check(before: dict, after: dict, said: str) -> bool:
        pace = _local(after).get("pace") or {}
        return (pace.get("least") or 0) >= least and not pace.get("most") and plan_or_reason(before, after, said)
    return check


def pace_or_none(before: dict, after: dict, said: str) -> bool:
    """After an undo or a redo, the pace is one the conversation held: at most one sight a day, or none."""
    return (_local(after).get("pace") or {}).get("most") in (1, None)


def must_see(*words: str) -> Check:
    """The trip's must-see sights are exactly these (one held name holds each word), planned or its reason: a sight
    added keeps the ones before, a sight taken back leaves the others."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = _local(after).get("must see") or []
        return len(held) == len(words) and all(any(w.lower() in s.lower() for s in held) for w in words) and (
            plan_or_reason(before, after, said))
    return check


def _sights(state: dict) -> str:
    return " ".join(str(d.get("attraction")) for d in state.get("plan") or []).lower()


def visits(word: str) -> Check:
    """The plan visits a sight named with ``word`` (or no plan, with its reason)."""
    return lambda before, after, said: (word.lower() in _sights(after)) or (
        not after.get("plan") and "No plan can meet" in said)


def skips(word: str) -> Check:
    """A sight said unwanted: the plan visits none named with ``word``, and it is not among the must-see sights."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = " ".join(_local(after).get("must see") or []).lower()
        return word.lower() not in _sights(after) and word.lower() not in held and plan_or_reason(before, after, said)
    return check


def dates(first: int, last: int) -> Check:
    """The trip runs March ``first`` to ``last`` 2022, as many days as that, planned or its reason."""
    return lambda before, after, said: trip(date=days_of(first, last), days=last - first + 1)(
        before, after, said) and plan_or_reason(before, after, said)


def people(count: int, budget: float | None = None) -> Check:
    """The party is ``count`` (the budget, when given, as it was said), planned or its reason."""
    fields: dict[str, object] = {"people_number": count} if budget is None else {"people_number": count,
                                                                                   "budget": budget}
    return lambda before, after, said: trip(**fields)(before, after, said) and plan_or_reason(before, after, said)


def budget(amount: float) -> Check:
    """The budget is ``amount``, the party as it was, planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        same_party = (after.get("trip") or {}).get("people_number") == (before.get("trip") or {}).get("people_number")
        return trip(budget=amount)(before, after, said) and same_party and plan_or_reason(before, after, said)
    return check


def money_said(before: dict, after: dict, said: str) -> bool:
    """A question about money ("why is it still so much?"): answered with a dollar amount, nothing changed."""
    return answered(before, after, said) and "$" in said


def still_no_plan(**fields: object) -> Check:
    """A change on a trip no plan meets: the fields held and the reply says whether a plan meets it now."""
    return lambda before, after, said: trip(**fields)(before, after, said) and plan_or_reason(before, after, said)


def or_refused(check: Check) -> Check:
    """A change the planner may not make (a 2-day trip): made (``check``), or refused in words with the trip kept."""
    def refused(before: dict, after: dict, said: str) -> bool:
        return after.get("trip") == before.get("trip") and any(w in said for w in ("can't", "couldn't", "only plan"))
    return either(check, refused)


CATEGORIES = ("correct", "relative", "undoredo", "aside", "question", "pacing", "mustsee", "cuisine", "several", "why",
              "decline", "terse", "typo")

CONVERSATIONS: list[Conversation] = [
    # --- corrections of corrections -----------------------------------------------------------------------------------
    ("correct", [
        ("Saginaw to Lansing march 1-3 2022, 2 people, $1,800", [trip(org="Saginaw", dest="Lansing"), plan_or_reason]),
        ("make it 4 ppl", [people(4, 1800)]),
        ("no wait 5", [people(5, 1800)]),
        ("ugh sorry, 4 was right", [people(4, 1800)]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    ("correct", [
        ("newburgh to binghamton mar 6-8 2022, me + my wife, 1700 budget",
         [trip(org="Newburgh", dest="Binghamton", people_number=2, budget=1700), plan_or_reason]),
        ("budget 2200 actually", [budget(2200)]),
        ("oops no, 2000", [budget(2000)]),
        ("sry i mean 2100. final answer", [budget(2100)]),
        ("thx", [WELCOME]),
    ]),
    ("correct", [
        ("bloomington to peoria, march 12 to 14 2022, 3 of us, $2,400",
         [trip(org="Bloomington", dest="Peoria", people_number=3), plan_or_reason]),
        ("actually the 13th to the 15th", [dates(13, 15), trip(people_number=3, budget=2400)]),
        ("no sorry, the 14th to the 16th", [dates(14, 16), trip(people_number=3, budget=2400)]),
        ("how much per person", [or_no_plan(share_said(3))]),
    ]),
    ("correct", [
        ("Texarkana to Fort Smith march 6-8 2022, 2 people, $1,800", [trip(org="Texarkana", dest="Fort Smith"),
                                                                       plan_or_reason]),
        ("we want italian", [cuisines("Italian"), plan_or_reason]),
        ("sorry i meant mexican not italian", [cuisines("Mexican"), plan_or_reason]),
        ("whats for dinner on day 1", [or_no_plan(meal_or_none(1, "dinner"))]),
        ("ty", [WELCOME]),
    ]),
    # --- dates, length, party and budget changed relative to what they were --------------------------------------------
    ("relative", [
        ("little rock to texarkana march 16-18 2022, 2 ppl, $1,800", [trip(org="Little Rock", dest="Texarkana"),
                                                                       plan_or_reason]),
        # "100 less" with no word of what: the budget lowered by 100, or the plan made 100 cheaper; either is fair.
        ("100 less", [either(budget_by(-100), cut_by(100))]),
        ("push it a day", [dates(17, 19), trip(people_number=2)]),
        ("what's the total", [or_no_plan(total_said)]),
        ("thx", [WELCOME]),
    ]),
    ("relative", [
        ("Sioux Falls to Minneapolis march 17-19 2022, 2 people, $1,900", [trip(org="Sioux Falls", dest="Minneapolis"),
                                                                           plan_or_reason]),
        ("one more night", [dates(17, 20), trip(people_number=2, budget=1900)]),
        ("and one more person", [people(3, 1900), trip(days=4)]),
        ("budget up by 300", [budget_by(300), trip(people_number=3, days=4)]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    ("relative", [
        ("North Bend to Portland march 19-21 2022, 3 people, $2,700", [trip(org="North Bend", dest="Portland"),
                                                                       plan_or_reason]),
        ("one less person", [people(2, 2700)]),
        ("start 2 days later", [dates(21, 23), trip(people_number=2)]),
        ("cheaper", [cheaper_named]),
        ("ty", [WELCOME]),
    ]),
    ("relative", [
        ("twin falls to pocatello march 20-22 2022 2 ppl 1800", [trip(org="Twin Falls", dest="Pocatello"),
                                                                plan_or_reason]),
        ("can we spend 250 more", [budget_by(250)]),
        ("and leave a day earlier", [dates(19, 21), trip(budget=2050)]),
        ("per person?", [or_no_plan(share_said(2))]),
    ]),
    ("relative", [
        ("Richmond to Charlottesville march 22-24 2022, just me, $1,000",
         [trip(org="Richmond", dest="Charlottesville", people_number=1, budget=1000), plan_or_reason]),
        ("bringing my brother too", [trip(people_number=2), plan_or_reason]),
        ("double the budget", [budget(2000)]),
        ("whats left", [or_no_plan(left_said)]),
        ("great thanks", [WELCOME]),
    ]),
    ("relative", [
        ("Salt Lake City to Pocatello march 18-20 2022, 2 people, $1,800",
         [trip(org="Salt Lake City", dest="Pocatello"), plan_or_reason]),
        # a 2-day trip: planned, or refused with its reason and the trip kept (decided before the HEAD score)
        ("make it a night shorter and start one day earlier", [or_refused(dates(17, 18))]),
        ("hmm no keep 3 days, just start a day earlier", [dates(17, 19), trip(people_number=2, budget=1800)]),
        ("thanks", [WELCOME]),
    ]),
    # --- undo and redo ------------------------------------------------------------------------------------------------
    ("undoredo", [
        ("Syracuse to Plattsburgh march 23-25 2022, 2 people, $1,800", [trip(org="Syracuse", dest="Plattsburgh"),
                                                                        plan_or_reason]),
        ("chinese food pls", [cuisines("Chinese"), plan_or_reason]),
        ("undo", [not_held("cuisine"), plan_or_reason]),
        ("redo", [cuisines("Chinese"), plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("undoredo", [
        ("Portland to Medford march 24-26 2022, 2 people, $2,000", [trip(org="Portland", dest="Medford"),
                                                                    plan_or_reason]),
        ("make it 3 ppl", [people(3, 2000)]),
        ("undo that", [people(2, 2000)]),
        ("actually redo it", [people(3, 2000)]),
        ("how much each", [or_no_plan(share_said(3))]),
    ]),
    ("undoredo", [
        ("Kansas City to Fort Leonard Wood march 25-27 2022, 2 people, $1,800",
         [trip(org="Kansas City", dest="Fort Leonard Wood"), plan_or_reason]),
        ("relaxed pace please", [pace_most(1)]),
        ("and $2,200 budget", [budget(2200), pace_most(1)]),
        ("undo", [budget(1800), pace_most(1)]),
        # Corrected after the HEAD score: the undo's reply offers 'say "undo" again to redo it', so "undo again" may
        # redo (the twelfth set's ``undone_or_redone`` takes either); the check first wanted one more step back only.
        ("undo again", [either(not_held("pace"), trip(budget=2200)), pace_or_none, plan_or_reason]),
    ]),
    ("undoredo", [
        ("Fort Leonard Wood to Kansas City march 11-13 2022, 2 people, $1,800",
         [trip(org="Fort Leonard Wood", dest="Kansas City"), plan_or_reason]),
        ("push it 2 days", [dates(13, 15)]),
        ("nah undo", [dates(11, 13)]),
        ("wait no, redo that", [dates(13, 15)]),
        ("ok thanks", [THANKED]),
    ]),
    # --- asides that must not edit the trip ---------------------------------------------------------------------------
    ("aside", [
        ("Reno to Butte march 1-3 2022, 2 people, $1,800", [trip(org="Reno", dest="Butte"), plan_or_reason]),
        ("lol my kids would love this but they're staying with grandma", [aside, house_rules()]),
        ("what's on day 2", [or_no_plan(day_only(2))]),
        ("btw we did a similar drive last year, took forever", [aside]),
    ]),
    ("aside", [
        ("san antonio to del rio march 2-4 2022, 2 ppl, $1,800", [trip(org="San Antonio", dest="Del Rio"),
                                                                   plan_or_reason]),
        ("fun fact my husband grew up in Laredo haha", [aside]),
        ("which hotel", [or_no_plan(stays_named)]),
        ("thanks!", [WELCOME]),
    ]),
    ("aside", [
        ("San Antonio to Brownsville march 3-5 2022, 4 people, $3,200", [trip(org="San Antonio", dest="Brownsville"),
                                                                         plan_or_reason]),
        ("my sister might join later but dont count her yet", [aside]),
        ("what's for dinner day 1", [or_no_plan(meal_or_none(1, "dinner"))]),
        # Corrected after the HEAD score: a cuisine the benchmark's cuisine rule does not name (Seafood, BBQ) is held
        # as one the meals must also serve; the check first wanted the cuisine rule itself (a representation, not
        # the wish).
        ("we love seafood btw", [served("Seafood"), trip(people_number=4), plan_or_reason]),
    ]),
    ("aside", [
        ("Cedar Rapids to Moline march 4-6 2022, 2 people, $1,900", [trip(org="Cedar Rapids", dest="Moline"),
                                                                     plan_or_reason]),
        ("we're celebrating our 10th anniversary!", [aside]),
        ("the pet sitter is sorted so no dog this time", [aside, house_rules()]),
        ("total", [or_no_plan(total_said)]),
    ]),
    ("aside", [
        ("Butte to Reno march 12-14 2022, 3 people, $2,500", [trip(org="Butte", dest="Reno"), plan_or_reason]),
        ("my buddy said we should do 5 days but he's not paying lol", [aside, trip(days=3)]),
        ("how long's the drive", [or_no_plan(drive_length)]),
        ("cool", [unchanged]),
    ]),
    # --- questions about the plan -------------------------------------------------------------------------------------
    ("question", [
        ("Cedar Rapids to Des Moines march 5-7 2022, 2 people, $1,500", [trip(org="Cedar Rapids", dest="Des Moines"),
                                                                         plan_or_reason]),
        ("where r we staying", [or_no_plan(stays_named)]),
        ("how much is the hotel", [or_no_plan(part_cost("", STAY))]),
        ("how long is the drive", [or_no_plan(drive_length)]),
        ("ty", [WELCOME]),
    ]),
    ("question", [
        ("Sioux City to Des Moines march 6-8 2022, 2 people, $1,600", [trip(org="Sioux City", dest="Des Moines"),
                                                                       plan_or_reason]),
        ("what are we doing day 2", [or_no_plan(day_only(2))]),
        ("which day costs the most", [or_no_plan(priciest_day)]),
        ("cheapest night?", [or_no_plan(cheapest_night)]),
    ]),
    ("question", [
        ("Pocatello to Salt Lake City march 7-9 2022, 2 people, $2,000",
         [trip(org="Pocatello", dest="Salt Lake City"), plan_or_reason]),
        ("what's the food gonna cost us", [or_no_plan(part_cost("", FOOD))]),
        ("and lunch on day 2?", [or_no_plan(meal_or_none(2, "lunch"))]),
        ("is the hotel nice", [or_no_plan(rating_said)]),
        ("k thanks", [THANKED]),
    ]),
    ("question", [
        ("Brownsville to San Antonio march 14-16 2022, 2 people, $1,900",
         [trip(org="Brownsville", dest="San Antonio"), plan_or_reason]),
        ("how much is day 3", [or_no_plan(day_cost_said(3))]),
        ("what do we eat on day 2", [or_no_plan(meals_said(2))]),
        ("what are we seeing on day 2", [or_no_plan(sights_of(2))]),
    ]),
    # --- pacing -------------------------------------------------------------------------------------------------------
    ("pacing", [
        ("College Station to San Antonio march 8-10 2022, 2 people, $1,800",
         [trip(org="College Station", dest="San Antonio"), plan_or_reason]),
        ("we're slow travelers, one sight a day max", [pace_most(1)]),
        ("actually pack it in, we want to see everything", [pace_least(2)]),
        ("what are we seeing on day 2", [or_no_plan(sights_of(2))]),
    ]),
    ("pacing", [
        ("Harlingen to Brownsville march 9-11 2022, 2 people, $1,800", [trip(org="Harlingen", dest="Brownsville"),
                                                                        plan_or_reason]),
        ("not too busy pls", [pace_most(1)]),
        ("nvm the pace doesnt matter", [not_held("pace"), plan_or_reason]),
        ("total", [or_no_plan(total_said)]),
    ]),
    ("pacing", [
        ("sun valley to boise march 10-12 2022, 2 ppl, $1,800", [trip(org="Sun Valley", dest="Boise"),
                                                                 plan_or_reason]),
        ("we want at least 2 sights every day", [pace_least(2)]),
        ("and zoo boise for sure", [must_see("Zoo Boise"), pace_least(2), visits("Zoo Boise")]),
        ("which day is the zoo", [or_no_plan(day_of_sight("Zoo Boise"))]),
    ]),
    ("pacing", [
        ("Lexington to Paducah march 3-5 2022, 2 people, $1,800", [trip(org="Lexington", dest="Paducah"),
                                                                  plan_or_reason]),
        ("take it easy, we're old lol", [pace_most(1)]),
        ("and 3 ppl now", [people(3, 1800), pace_most(1)]),
        ("thanks", [WELCOME]),
    ]),
    # --- must-see sights added and taken away -------------------------------------------------------------------------
    ("mustsee", [
        ("Roanoke to Charlottesville march 22-24 2022, 2 people, $1,800",
         [trip(org="Roanoke", dest="Charlottesville"), plan_or_reason]),
        ("we have to see Monticello", [must_see("Monticello"), visits("Monticello")]),
        ("and the rotunda", [must_see("Monticello", "Rotunda")]),
        ("actually skip monticello", [must_see("Rotunda"), skips("Monticello")]),
        ("thx", [WELCOME]),
    ]),
    ("mustsee", [
        ("Charlottesville to Roanoke march 11-13 2022, 2 people, $1,800",
         [trip(org="Charlottesville", dest="Roanoke"), plan_or_reason]),
        ("mill mountain zoo is a must", [must_see("Mill Mountain Zoo"), visits("Mill Mountain Zoo")]),
        ("oh and the transportation museum", [must_see("Mill Mountain Zoo", "Transportation")]),
        ("what day is the zoo", [or_no_plan(day_of_sight("Mill Mountain Zoo"))]),
    ]),
    ("mustsee", [
        ("West Palm Beach to Fort Lauderdale march 12-14 2022, 2 people, $1,800",
         [trip(org="West Palm Beach", dest="Fort Lauderdale"), plan_or_reason]),
        ("bonnet house pls", [must_see("Bonnet House")]),
        ("forget bonnet house, do the jungle queen riverboat instead", [must_see("Jungle Queen"),
                                                                        skips("Bonnet House")]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    ("mustsee", [
        ("Del Rio to Laredo march 13-15 2022, 2 people, $1,800", [trip(org="Del Rio", dest="Laredo"), plan_or_reason]),
        ("can we fit in the imaginarium", [must_see("Imaginarium"), visits("Imaginarium")]),
        ("we dont want the water museum", [skips("Water Museum"), must_see("Imaginarium")]),
        ("per person", [or_no_plan(share_said(2))]),
    ]),
    ("mustsee", [
        ("Laredo to Del Rio march 24-26 2022, 2 people, $1,800", [trip(org="Laredo", dest="Del Rio"), plan_or_reason]),
        ("we'd love to see amistad national recreation area and the brinkley mansion",
         [must_see("Amistad", "Brinkley")]),
        ("drop the mansion", [must_see("Amistad")]),
        ("ok ty", [WELCOME]),
    ]),
    # --- cuisines added and taken away ---------------------------------------------------------------------------------
    ("cuisine", [
        ("Grand Junction to Gunnison march 14-16 2022, 2 people, $1,800",
         [trip(org="Grand Junction", dest="Gunnison"), plan_or_reason]),
        ("we love italian", [cuisines("Italian"), plan_or_reason]),
        ("and french", [cuisines("Italian", "French"), plan_or_reason]),
        ("drop the italian", [cuisines("French"), plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("cuisine", [
        ("Wenatchee to Everett march 17-19 2022, 2 people, $1,800", [trip(org="Wenatchee", dest="Everett"),
                                                                      plan_or_reason]),
        ("no seafood, my wife is allergic", [avoids("Seafood"), plan_or_reason]),
        ("chinese would be nice tho", [cuisines("Chinese"), avoids("Seafood"), plan_or_reason]),
        ("whats for dinner day 2", [or_no_plan(meal_or_none(2, "dinner"))]),
    ]),
    ("cuisine", [
        ("Sault Ste. Marie to Alpena march 19-21 2022, 2 people, $1,500",
         [trip(org="Sault Ste. Marie", dest="Alpena"), plan_or_reason]),
        ("american food pls", [cuisines("American"), plan_or_reason]),
        ("meh forget the food thing", [not_held("cuisine"), plan_or_reason]),
        ("total", [or_no_plan(total_said)]),
    ]),
    ("cuisine", [
        ("Paducah to Lexington march 20-22 2022, 2 people, $1,800", [trip(org="Paducah", dest="Lexington"),
                                                                     plan_or_reason]),
        ("mexican and bbq", [served("Mexican", "BBQ"), plan_or_reason]),  # corrected as "we love seafood" above
        ("actually no bbq", [cuisines("Mexican"), plan_or_reason]),
        ("what do we eat on day 1", [or_no_plan(meals_said(1))]),
    ]),
    # --- several changes in one message -------------------------------------------------------------------------------
    ("several", [
        ("Corpus Christi to Brownsville march 21-23 2022, 2 people, $1,800",
         [trip(org="Corpus Christi", dest="Brownsville"), plan_or_reason]),
        ("3 of us now, budget 2400, and we want mexican food", [people(3, 2400), cuisines("Mexican")]),
        ("and push it a day", [dates(22, 24), trip(people_number=3, budget=2400), cuisines("Mexican")]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    ("several", [
        ("Alamosa to Grand Junction march 22-24 2022, 2 people, $1,800",
         [trip(org="Alamosa", dest="Grand Junction"), plan_or_reason]),
        ("make it 2k and a relaxed pace, also no smoking rooms", [budget(2000), pace_most(1),
                                                                  stay_forbids("smoking")]),
        ("oh and the botanical gardens", [must_see("Botanical"), pace_most(1), trip(budget=2000)]),
        ("thx", [WELCOME]),
    ]),
    ("several", [
        ("Fort Smith to Texarkana march 23-25 2022, 2 people, $1,800", [trip(org="Fort Smith", dest="Texarkana"),
                                                                        plan_or_reason]),
        ("we're bringing our dog, and the budget is 2000 now", [house_rules("pets"), budget(2000)]),
        ("and one more night", [dates(23, 26), house_rules("pets"), trip(budget=2000)]),
        ("per person", [or_no_plan(share_said(2))]),
    ]),
    ("several", [
        ("Grand Junction to Alamosa march 5-7 2022, 2 people, $1,800", [trip(org="Grand Junction", dest="Alamosa"),
                                                                        plan_or_reason]),
        ("1 more person and $300 more", [people(3, 2100)]),
        ("no wait, $500 more", [people(3, 2300)]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    # --- asking why ---------------------------------------------------------------------------------------------------
    ("why", [
        ("Indianapolis to Kalamazoo march 24-26 2022, 2 people, $1,800",
         [trip(org="Indianapolis", dest="Kalamazoo"), plan_or_reason]),
        ("why this hotel", [or_no_plan(WHY_STAY)]),
        ("why is day 1 so expensive", [or_no_plan(cost_explained(1))]),
        ("ok", [unchanged]),
    ]),
    ("why", [
        ("Cedar Rapids to Mason City march 3-5 2022, 2 people, $1,800",
         [trip(org="Cedar Rapids", dest="Mason City"), plan_or_reason]),
        ("why are we driving?", [or_no_plan(road_told)]),
        ("why that place for lunch on day 2", [or_no_plan(why_meal(2, "lunch"))]),
        ("thx", [WELCOME]),
    ]),
    ("why", [
        ("Sun Valley to Ogden march 4-6 2022, 2 people, $1,800", [trip(org="Sun Valley", dest="Ogden"),
                                                                  plan_or_reason]),
        ("make it cheaper", [cheaper_named]),
        ("why is it still so much", [or_no_plan(money_said)]),
        ("thanks", [WELCOME]),
    ]),
    # --- declining what the chat offered ------------------------------------------------------------------------------
    ("decline", [
        ("Alpena to Lansing march 5-7 2022, 2 people, $500", [trip(org="Alpena", dest="Lansing"), budget_offered]),
        ("no we cant go higher", [declined]),
        # "what if": the change made, or answered as a question with a price (as the sixth set's ``four_of_us``)
        ("ok what if it's just me", [either(still_no_plan(people_number=1, budget=500), money_said)]),
        ("thanks anyway", [THANKED]),
    ]),
    ("decline", [
        # Corrected after the HEAD score: $600 was no budget too low (a plan costs $569); $250 is, as the turn meant.
        ("Lansing to Alpena march 11-13 2022, 3 people, $250", [trip(org="Lansing", dest="Alpena"), budget_offered]),
        ("nah, keep the budget", [declined, trip(budget=250)]),
        ("fine make it $1,500", [budget(1500)]),
        ("total?", [or_no_plan(total_said)]),
    ]),
    ("decline", [
        ("Minneapolis to Sioux Falls march 5-7 2022, 2 people, $1,800",
         [trip(org="Minneapolis", dest="Sioux Falls"), plan_or_reason]),
        ("make it cheaper", [cheaper_named]),
        ("nah i liked the first one better", [trip(budget=1800), plan_or_reason, no_question]),
        ("thx", [WELCOME]),
    ]),
    # --- terse --------------------------------------------------------------------------------------------------------
    ("terse", [
        ("slc to boise 3/12-3/14/22 2ppl 1900", [trip(org="Salt Lake City", dest="Boise", people_number=2,
                                                      budget=1900), plan_or_reason]),
        ("hotel?", [or_no_plan(stays_named)]),
        ("cheaper", [cheaper_named]),
        ("k", [unchanged]),
    ]),
    ("terse", [
        ("boise→slc mar 13-15 2022 solo 1200", [trip(org="Boise", dest="Salt Lake City", people_number=1,
                                                     budget=1200), plan_or_reason]),
        ("+1", [people(2, 1200)]),
        ("+1 night", [dates(13, 16), trip(people_number=2)]),
        ("$?", [or_no_plan(total_said)]),
    ]),
    ("terse", [
        ("kzoo? no, kalamazoo to indianapolis 7-9 mar 2022 2 ppl 1800",
         [trip(org="Kalamazoo", dest="Indianapolis"), plan_or_reason]),
        ("day 1?", [or_no_plan(day_only(1))]),
        ("-200", [either(budget_by(-200), cut_by(200))]),
        ("ty", [WELCOME]),
    ]),
    # --- typos --------------------------------------------------------------------------------------------------------
    ("typo", [
        ("plattsburg to syracuse march 9-11 2022 2 ppl $1800", [trip(org="Plattsburgh", dest="Syracuse"),
                                                                plan_or_reason]),
        ("wats the totl", [or_no_plan(total_said)]),
        ("mak it 3 peple", [people(3, 1800)]),
        ("thnx", [WELCOME]),
    ]),
    ("typo", [
        ("everet to wenatchee march 1-3 2022, 2 people, $1800", [trip(org="Everett", dest="Wenatchee"),
                                                                plan_or_reason]),
        ("chineese food pls", [cuisines("Chinese"), plan_or_reason]),
        ("wich hotel r we in", [or_no_plan(stays_named)]),
        ("thanx", [WELCOME]),
    ]),
    ("typo", [
        ("alpena to sault ste marie march 2-4 2022 2 ppl 1800", [trip(org="Alpena", dest="Sault Ste. Marie"),
                                                                 plan_or_reason]),
        ("relaxd pace plz", [pace_most(1)]),
        ("add a nite", [dates(2, 5), pace_most(1)]),
        ("ty", [WELCOME]),
    ]),
    ("typo", [
        ("gunison to grand junction march 25-27 2022, 2 people, $1,800", [trip(org="Gunnison", dest="Grand Junction"),
                                                                         plan_or_reason]),
        ("wy this hotle", [or_no_plan(WHY_STAY)]),
        ("chaeper pls", [cheaper_named]),
        ("undo taht", [trip(budget=1800), plan_or_reason]),
    ]),
    ("aside", [
        ("Medford to Portland march 10-12 2022, 2 people, $1,800", [trip(org="Medford", dest="Portland"),
                                                                    plan_or_reason]),
        ("haha portland was my college town, so many memories", [aside]),
        ("anyway what's the priciest day", [or_no_plan(priciest_day)]),
        ("we'd like mexican food too if thats ok", [cuisines("Mexican"), plan_or_reason]),
        ("thanks so much", [WELCOME]),
    ]),
    ("decline", [
        ("Pocatello to Twin Falls march 7-9 2022, 2 people, $1,800", [trip(org="Pocatello", dest="Twin Falls"),
                                                                      plan_or_reason]),
        ("is the hotel ok for kids?", [answered, house_rules()]),
        ("no kids coming, just asking", [kept_as_is, house_rules()]),
        ("whats the food cost", [or_no_plan(part_cost("", FOOD))]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {
    (28, 2): "'oh and the transportation museum' (the Virginia Museum of Transportation by part of its name) is not "
             "read; it was at 11:59 of this round, before other concurrent edits of the sight-name readers",
    (47, 1): "'+1' alone on a solo trip: asked what the 1 counts (online, '+1' also means 'me too'), not read as one "
             "more person",
    (47, 2): "'+1 night' is read (a night added), but the party is still 1 after the turn before (the check wants 2)",
    # ((48, 0-2) "kzoo? no, kalamazoo to indianapolis ...": read since stop 73, "Kzoo" is Kalamazoo, ``city_names``)
}


# Written with the fixes this set drove (regression cases, not held out, not in its figures): other wordings of the
# same causes.
LATER: list[Conversation] = [
    ("relative", [
        ("Charlottesville to Richmond march 8-10 2022, 2 people, $1,800", [plan_or_reason]),
        ("we could spend 300 extra", [budget_by(300)]),
        ("+2 nights", [dates(8, 12), trip(budget=2100)]),
    ]),
    ("correct", [
        ("Roanoke to Charlottesville march 22-24 2022, 2 people, $1,800", [plan_or_reason]),
        ("add $200", [budget(2000)]),
        ("sorry, make that $400 more", [budget(2200)]),
        ("push it a day", [dates(23, 25)]),
        ("oops no, push it 2 days", [dates(24, 26), trip(budget=2200)]),
    ]),
    ("relative", [
        ("Laredo to Del Rio march 24-26 2022, 2 people, $1,800", [plan_or_reason]),
        ("start a day later and make it a day longer", [dates(25, 28)]),
    ]),
    ("aside", [
        ("Everett to Wenatchee march 1-3 2022, 2 people, $1,800", [plan_or_reason]),
        ("haha my sister would hate this", [aside]),
        ("the kids are staying with my mom lol", [aside, house_rules()]),
        ("my wife thinks we should add a day but she's not the one going", [aside, trip(days=3)]),
    ]),
    ("decline", [
        ("Alpena to Lansing march 5-7 2022, 2 people, $450", [budget_offered]),
        ("sorry, that's our max", [declined]),
        ("we really cant spend more", [declined]),
    ]),
    ("pacing", [
        ("Harlingen to Brownsville march 9-11 2022, 2 people, $1,900", [plan_or_reason]),
        ("one sight a day is plenty", [pace_most(1)]),
        ("hmm no, cram it all in", [pace_least(2)]),
        ("anyways how much is day 2", [or_no_plan(day_cost_said(2))]),
        ("wy this hotel", [or_no_plan(WHY_STAY)]),
        ("$ ?", [or_no_plan(total_said)]),
    ]),
    ("mustsee", [
        ("Gunnison to Grand Junction march 25-27 2022, 2 people, $1,800", [plan_or_reason]),
        ("we dont want to see bananas fun park", [skips("Bananas"), plan_or_reason]),
        ("how much is the food going to cost", [or_no_plan(part_cost("", FOOD))]),
    ]),
]


def test_the_fixes_it_drove_hold(app: Any) -> None:
    """The other wordings of the causes this set drove read right, every turn."""
    for number, (_category, turns) in enumerate(LATER):
        results = run_conversation(app, f"heldout-seventeenth-later-{number}", turns)
        assert all(not failed for failed, _said in results), [(number, t, said[:200]) for t, (failed, said)
                                                              in enumerate(results) if failed]


@pytest.mark.parametrize(("typed", "read"), [
    ("we dont want the water museum", "we don't want the water museum"), ("Cant go higher", "Can't go higher"),
    ("add a nite", "add a night"), ("2 more nites pls", "2 more nights pls"), ("we wont be there", "we won't be there"),
    ("as is his wont", "as is his wont"),  # no negation: left as typed
])
def test_a_contraction_typed_bare_gets_its_apostrophe(typed: str, read: str) -> None:
    assert restored(typed) == read


def test_a_correcting_change_by_an_amount_counts_from_before_the_change() -> None:
    state: Any = {"trip": {"budget": 2100, "people_number": 3, "days": 3},
                  "previous": {"trip": {"budget": 1800, "people_number": 2, "days": 3}}}
    assert corrected_base("no wait, $500 more", state)["trip"] == {"budget": 1800, "people_number": 3, "days": 3}
    assert corrected_base("$500 more", state) is None  # no correction said: counted from the trip as it is
    assert corrected_base("no wait, 2 more days", state) is None  # the last change left the length alone
    assert corrected_base("sorry, $500 more", {**state, "previous": None}) is None  # nothing to correct


def test_talk_of_those_not_coming_is_no_change_unless_the_trip_holds_them() -> None:
    planned: Any = {"trip": {"local_constraint": {}}, "plan": [{"day": 1}]}
    for talk in ("lol my kids would love this but they're staying with grandma", "the pet sitter is sorted so no dog "
                 "this time", "my buddy said we should do 5 days but he's not paying lol"):
        assert aside_said(talk, planned) is not None, talk
    with_kids: Any = {**planned, "trip": {"local_constraint": {"house rule": "children under 10"}}}
    assert aside_said("the kids are staying with grandma", with_kids) is None  # the news may change the trip
    for asks in ("my buddy said we should do 5 days", "my kids would love the zoo", "make it 5 days lol"):
        assert aside_said(asks, planned) is None, asks


def test_a_no_to_a_higher_budget_keeps_it_only_when_no_plan_fits() -> None:
    over: Any = {"trip": {"budget": 500}, "spent": 950.0, "no_plan": None}
    said = budget_kept("no we can't go higher", over)
    assert said is not None and "$500" in said["answer"] and "$950.00" in said["answer"]
    assert budget_kept("nah, keep the budget", {**over, "spent": 450.0}) is None  # the plan fits: read as ever
    assert budget_kept("keep the budget, but can we add a night?", over) is None  # a question: read as ever


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-seventeenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=50, least_turns=190)


if __name__ == "__main__":
    main()
