"""A twenty-seventh held-out conversation set for the chat (issue 39, helper CONV27), written before the chat's code was
read for it and scored on HEAD a9f7f9e first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set or test
named (every "X to Y" of the test files grepped, either way round): one-city trips between cities of the data on dates
of March 2022, eight of them on days the data has a flight (Philadelphia to Richmond and to State College, Detroit to
Lansing, Boston to Syracuse, Houston to Texarkana, Charlotte to Wilmington, Eugene to Oakland, Dallas to Del Rio).

The earlier sets opened with a whole request and changed one wish a turn; this one varies the moves: openings that
give only part of a trip and fill it over several turns in odd orders ("i wanna go to fresno", "oh from oakland");
a question answered with another question ("how much do trips like this usually cost?", "why do you need to know?")
or with a new wish ("oh and we love italian food"); several changes in one message mixed with a question ("make it 4
days and whats the cheapest hotel there?", "add my sister so 3 of us, and does the hotel have a pool?"); corrections
of the assistant's reading ("no, I said 3 people not 2", "i meant april not march": a month the data does not hold must
be named); one of two wishes said together taken back ("scratch the mexican", "forget the price cap, keep the
stars"); undo twice; "start over" and a brand-new trip mid-thread; long chatty messages with one wish buried; replies
in Spanish, German and French mid-conversation; sarcasm and complaints ("that hotel looks awful", "wow a 2 star hotel,
how luxurious"); typos and shorthand ("chicgo", "2ppl 1k", "4* min"); a day, a meal or a cost asked after an edit; a
wish said again that the trip already keeps (it must not re-plan); and things the data cannot say mid-trip ("does the
hotel have a pool?", "is it wheelchair accessible?", "what airline is it?"): the reply must say it cannot know, never
claim yes. Each turn is right, or wrong with its reason named or a question asked ("named"), or wrong in silence
(harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentyseventh``.

Figures, turns of 222 in 47 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
a9f7f9e as first scored 202 / 9 / 11. Checks corrected after scoring, each marked where it stands: a meal asked on a
day the plan gives none of it, answered "No dinner is planned on day 1" with its reason, is right (``meal_or_none``:
four turns); "undo again" right after an undo is the undo said again, which redoes, as the chat's reply tells and two
earlier sets hold (the check wanted one step further back), while "undo one more" asks one step further (the check read
the toggle: ``went_further``); a complaint of the stay when none better keeps the trip is right when
the plan is kept and the swap offered (``other_offered``: two turns); April planned by road with the dates said to be
outside the data names the month (``outside``); and, after the fixes made the months move, the turns after them check
the dates brought back. Two were strengthened: "make it 4 days and whats the cheapest hotel there?" must answer the
question after the plan (HEAD answered "Day 4 is the cheapest" and the check had let the plan's own stay line pass),
and "why do you need to know?" must say why (HEAD "couldn't read an answer"). With them HEAD is 205 / 10 / 7; after
the fixes 222 / 0 / 0 (``KNOWN_GAPS`` is empty).

The fixes, each a cause. Silent first: "undo one more" right after an undo redid the change while saying it went back:
an undo asking one step more ("one more", "another", "further") right after an undo goes one version further back,
found by where the current version stands among those kept (``undo.further_back``, from ``before_parsing.
undone_step``; "undo again" still redoes, as the undo's reply tells); "and does the
hotel have a pool?" and "also what airline is it?" said beside a change were answered with the stays or the travel as
if they answered it: a question said along keeps its own words (``along.asked_along``, ``ASKED``), and what the data
cannot say is said first, from one home for both a question alone and one said along (``not_applied.
unknowable_asked``, used by ``nothing_read`` and ``along.answers_along``), each question answered on its own words,
never the whole message's ("4 days" is no day asked: ``answers.QUESTION_WORDS``); airlines and how far a place of the
town is from another ("is the airport far from the hotel?") are named as what the data lacks (``cannot_say._AIRLINES``,
``_NO_AIRLINE``, and "far from"/"distance from" in the locations' pattern); "hw much 4 day 1" made the trip 4 days: a
question word mistyped is still a question (``after_parsing._asked_not_changed`` reads the spelled text) and "4" after a
word of cost before a numbered day is "for" (``intent_spelling._FOR_AS_4``); "that hotel looks awful" and "can we do
better?" with no stay better kept the plan with no way to another: a preference for nicer stays (or restaurants) that
cannot be better offers the place swapped (``favoured_kept._OTHER_OFFERED``). Then the named: "wow a 2 star hotel, how
luxurious" set a rating of 2+: ironic praise is mockery (``intent_preferences._MOCKED``) and a mocked figure states no
rule (``intent_preference_edit.stated_as_rule``); "i meant 1300 not 1100" set the budget and asked to plan without the
clause: the value a correction replaces is claimed by the clause accounting (``replacing.VALUE_CORRECTED`` in
``request_merge``); "sorry, 3 kids not 2" asked what 3 counts: a count of some travellers corrected changes the party by
the difference (``said_before.people_count``, ``_MEMBERS_CORRECTED``); "4* min" asked what 4 counts: an asterisk after a
number is stars (``ratings``); "the hotel not allowing smoking" was unread: the -ing forms say what a stay permits
(``house_rule._PERMIT_WORDS``); "i meant april not march", "move it to june" were not understood: a month said alone
moves the trip there keeping its days and length (``date_edits.month_moved``, ``MONTH_MOVED``, claimed in
``request_merge``), and the reply says those dates are outside the data; "can we do june instead, the 10th to 12th"
was not understood: a month said apart from its days is theirs (``date_edits.with_month``, ``_MONTH_APART``; "may" in
lower case is the verb); "fine, keep march" after a move brings the dates before it back (``restated._month_back``);
"why do you need to know?" while a question is open says why each thing asked is needed (``not_applied._nothing_new``,
``_WHY_ASKED``). Each is tested in tests/unit/graphs/test_chat_conv27_fixes.py.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    days_of,
    draft_rule,
    house_rules,
    no_plan,
    not_ununderstood,
    plan_or_reason,
    restored,
    rule,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, said_any
from tests.unit.graphs.test_chat_heldout_nineteenth import _listings, bans, stay_said
from tests.unit.graphs.test_chat_heldout_ninth import cancelled
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, people
from tests.unit.graphs.test_chat_heldout_tenth import flight_said
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import (
    asks_more,
    change_said,
    day_sights,
    held,
    lands_by,
    leaves_from,
)
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    _admits,
    cannot,
    cheaper,
    drive_or_flight,
    nicer,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentysixth import meal_priced


def asks_still(**fields: object) -> Check:
    """An opening given in parts: what was said so far held in the draft, no plan guessed, and a question asked for
    the rest."""
    def check(before: dict, after: dict, said: str) -> bool:
        draft = after.get("draft") or {}
        return (all(draft.get(k) == v for k, v in fields.items()) and bool(after.get("missing"))
                and not after.get("plan") and "?" in said)
    return check


def outside(month: str) -> Check:
    """"I meant april not march": a month the data holds no flights in is named, and nothing is planned as if it were
    March: the trip as it was, or no plan with its reason, or (corrected after scoring: HEAD plans a date change to
    April by road, saying the dates are outside what its data covers, which names it) planned on those dates with the
    reply saying they are outside the data."""
    def check(before: dict, after: dict, said: str) -> bool:
        moved = all(d[5:7] != "03" for d in (after.get("trip") or {}).get("date") or ["03"])
        return month in said.lower() and (unchanged(before, after, said) or no_plan(before, after, said) or (
            moved and "outside what my travel data covers" in said and plan_or_reason(before, after, said)))
    return check


def says_cannot(*words: str) -> Check:
    """A question the data cannot answer asked beside a change ("and does the hotel have a pool?"): the reply names
    it and says it cannot know (the change's own checks stand beside this)."""
    return lambda before, after, said: any(w in said.lower() for w in words) and _admits(said)


def kept_again(held_check: Check) -> Check:
    """A wish said again that the trip already keeps ("remember, no smoking"): still held, nothing re-planned, the
    reply not "didn't understand"."""
    return lambda before, after, said: held_check(before, after, said) and answered(before, after, said)


def held_rule(key: str, value: object) -> Check:
    """The rule ``key`` holds ``value`` (a list rule: among its values), whatever the reply."""
    def check(before: dict, after: dict, said: str) -> bool:
        got = ((after.get("trip") or {}).get("local_constraint") or {}).get(key)
        return value in got if isinstance(got, list) else got == value
    return check


def party_is(count: int) -> Check:
    """"No, I said 3 people not 2": the party is ``count``, planned or its reason, or (already so) said kept."""
    return lambda before, after, said: trip(people_number=count)(before, after, said) and (
        plan_or_reason(before, after, said) or answered(before, after, said))


def english_or(check: Check) -> Check:
    """A reply in another language mid-conversation: read and applied (``check``), or "I read English only" with the
    trip and plan as they were."""
    return lambda before, after, said: check(before, after, said) or (
        ENGLISH_ONLY(before, after, said) and unchanged(before, after, said))


def drive_hours_said(before: dict, after: dict, said: str) -> bool:
    """A length of drive given in hours or minutes (beside a change made in the same message)."""
    return re.search(r"\d+\s*(?:h\b|hours?|hrs?|min)", said.lower()) is not None



def stay_of(city: str) -> Check:
    """"What's the cheapest hotel there?" beside a change: answered after the plan, naming a stay of ``city`` in the
    data with a price (strengthened after scoring: HEAD answered "Day 4 is the cheapest", reading the "4 days" of the
    change as the question's, and the check had let the plan's own stay line pass for the answer)."""
    def check(before: dict, after: dict, said: str) -> bool:
        names = [name for name, where in _listings() if where == city]
        answer = said.split("**You also asked:**", 1)[1] if "**You also asked:**" in said else ""
        return "$" in answer and any(name in answer for name in names)
    return check


def meal_or_none(day: int, meal: str) -> Check:
    """"Whats dinner day 1": the plan's meal named, or (none planned that day) the reply says so, nothing changed; on a
    trip no plan meets, that said (corrected after scoring: the meal checks of the earlier sets, ``meal_said``, took a
    day with no such meal for a wrong answer, where HEAD said "No dinner is planned on day 1" with its reason)."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return answered(before, after, said) and "no plan" in said.lower()
        return answered(before, after, said) and meal_named(day, meal)(before, after, said)
    return check


def meal_named(day: int, meal: str) -> Check:
    """The plan's ``meal`` of day ``day`` named, or the reply saying none is planned that day (after a change too)."""
    def check(before: dict, after: dict, said: str) -> bool:
        place = str((after.get("plan") or [{}] * day)[day - 1].get(meal) or "").rpartition(",")[0].strip()
        none = re.search(rf"No (?:{meal}|meals) (?:is |are )?planned on day {day}", said) is not None
        return (bool(place) and place in said) or none
    return check


def went_further(before: dict, after: dict, said: str) -> bool:
    """"Undo one more" right after an undo: the reply says it went back (the trip's own checks beside it say to which
    version), planned or its reason."""
    return "went back" in said and plan_or_reason(before, after, said)


def other_offered(before: dict, after: dict, said: str) -> bool:
    """A complaint of the stay when none better keeps the trip: the plan kept, and the reply offers the stay swapped
    for another."""
    return answered(before, after, said) and "not that hotel" in said


def cheaper_or_said(before: dict, after: dict, said: str) -> bool:
    """"Still too much, what's the cheapest it can be?": cheaper again, or answered with an amount (already the
    cheapest)."""
    return cheaper(before, after, said) or money(before, after, said)


_B = [dict() for _ in range(2)]  # the stays said unwanted, one holder per conversation that bans one

CATEGORIES = ("partial", "counter", "mixed", "correction", "takeback", "undo", "restart", "chatty", "foreign",
              "complaint", "typo", "afteredit", "repeat", "unknowable", "flight", "cancel", "family", "budget", "dates")

CONVERSATIONS: list[Conversation] = [
    ("partial", [
        ("i wanna go to fresno", [asks_still(dest="Fresno")]),
        ("march 10-12 2022", [asks_still(dest="Fresno", date=days_of(10, 12))]),
        ("oh from oakland", [asks_still(org="Oakland", dest="Fresno")]),
        ("2 of us and 900 bucks", [opened("Oakland", "Fresno", people_number=2, budget=900)]),
        ("what's the hotel", [or_none(stay_said)]),
        ("ty", [THANKED]),
    ]),
    ("partial", [
        ("budget is 1500, there are 4 of us", [asks_still(people_number=4, budget=1500)]),
        ("going to monterey", [asks_still(dest="Monterey", people_number=4)]),
        ("leaving from stockton on march 3rd 2022, back the 5th",
         [opened("Stockton", "Monterey", people_number=4, budget=1500, date=days_of(3, 5))]),
        ("and no smoking", [forbids("smoking")]),
        ("whats dinner day 1", [meal_or_none(1, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("counter", [
        ("mosinee to eau claire march 14-16 2022, 2 people", [asks_still(org="Mosinee", dest="Eau Claire",
                                                                        people_number=2)]),
        ("how much do trips like this usually cost?", [asks_still(org="Mosinee", dest="Eau Claire"),
                                                       not_ununderstood]),
        ("ok say 1000", [opened("Mosinee", "Eau Claire", people_number=2, budget=1000)]),
        ("is the hotel wheelchair accessible? my dad uses a chair", [cannot("wheelchair", "accessib")]),
        ("ok thanks anyway", [THANKED]),
    ]),
    ("counter", [
        ("eau claire to la crosse march 20-22 2022, budget 1200", [asks_still(org="Eau Claire", dest="La Crosse",
                                                                             budget=1200)]),
        ("oh and we love italian food", [asks_still(org="Eau Claire", dest="La Crosse"),
                                         draft_rule("cuisine", ["Italian"])]),
        ("3", [opened("Eau Claire", "La Crosse", people_number=3), cuisines("Italian")]),
        ("lunch on day 2?", [meal_or_none(2, "lunch")]),
        ("cheers", [THANKED]),
    ]),
    ("mixed", [
        ("tulsa to wichita falls march 5-7 2022 2 ppl 1100", [opened("Tulsa", "Wichita Falls", people_number=2)]),
        ("make it 4 days and whats the cheapest hotel there?", [dates(5, 8), stay_of("Wichita Falls")]),
        ("whats for dinner on day 4", [meal_or_none(4, "dinner")]),
        ("k thx", [THANKED]),
    ]),
    ("mixed", [
        ("islip to baltimore march 16-18 2022, 2 adults, $1400", [opened("Islip", "Baltimore", people_number=2)]),
        ("add my sister so 3 of us, and does the hotel have a pool?", [people(3), says_cannot("pool")]),
        ("what changed?", [change_said("3", "people", "party", "travellers", "travelers")]),
        ("thx", [THANKED]),
    ]),
    ("mixed", [
        ("sault ste. marie to lansing march 21-23 2022 2 people 1000", [opened("Sault Ste. Marie", "Lansing")]),
        ("bump the budget to 1300, no fast food, and how long's the drive?",
         [budget(1300), avoids_cuisines("Fast Food"), drive_hours_said]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("correction", [
        ("monterey to redding march 24-26 2022, me and my two buddies, 1500",
         [opened("Monterey", "Redding", people_number=3)]),
        ("no, I said 3 people not 2", [party_is(3)]),
        ("where do we stay", [or_none(stay_said)]),
        ("thx", [THANKED]),
    ]),
    ("correction", [
        ("hilton head to atlanta march 12-14 2022, 2 people, 1300", [opened("Hilton Head", "Atlanta")]),
        ("i meant april not march", [outside("april")]),
        # (corrected after the fix of the turn before it: April now held, "ok march then" moves the trip back, and day 2
        # is answered after the plan)
        ("ugh ok march then. what's day 2 look like", [trip(date=days_of(12, 14)),
                                                       lambda before, after, said: "**Day 2**" in said]),
        ("thx", [THANKED]),
    ]),
    ("correction", [
        ("white plains to philadelphia mar 19-21 2022 2 people 1100", [opened("White Plains", "Philadelphia")]),
        ("no no, the 20th to the 22nd", [dates(20, 22)]),
        ("and i meant 1300 not 1100", [budget(1300)]),
        ("how much is left", [money]),
        ("ty", [THANKED]),
    ]),
    ("takeback", [
        ("west palm beach to fort myers march 8-10 2022 2 people 1200, we want italian and mexican food",
         [opened("West Palm Beach", "Fort Myers"), cuisines("Italian", "Mexican")]),
        ("scratch the mexican", [cuisines("Italian"), plan_or_reason]),
        ("whats lunch day 1", [meal_or_none(1, "lunch")]),
        ("thanks!", [THANKED]),
    ]),
    ("takeback", [
        ("panama city to gainesville march 2-4 2022 2 people 1200, 4 stars min and under 150 a night",
         [opened("Panama City", "Gainesville"), local("min stay rating", 4), rule("max night price", 150)]),
        ("forget the price cap, keep the stars", [local("max night price", None), rule("min stay rating", 4)]),
        ("how much is the hotel per night", [hotel_price]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("waco to san angelo march 27-29 2022 2 people 1000", [opened("Waco", "San Angelo")]),
        ("no bbq", [avoids_cuisines("BBQ")]),
        ("and at least 3 stars", [local("min stay rating", 3), avoids_cuisines("BBQ")]),
        ("undo", [restored, avoids_cuisines("BBQ")]),
        # "undo again" is the undo said again, which redoes the change it took back, as the undo's reply tells ("say
        # "undo" again to redo it") and the fifth and twenty-fifth sets hold; "undo one more" (the next conversation)
        # asks one step further
        ("undo again", [restored, avoids_cuisines("BBQ"), rule("min stay rating", 3.0)]),
        ("what's the total now", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("undo", [
        ("milwaukee to la crosse march 11-13 2022 2 people 900", [opened("Milwaukee", "La Crosse")]),
        ("make it 3 people", [people(3)]),
        ("and 1200", [budget(1200)]),
        ("undo that", [restored, trip(people_number=3, budget=900)]),
        # corrected after scoring: the check read a second undo as the toggle (``restored``), where "one more" asks one
        # step further back
        ("undo one more", [went_further, trip(people_number=2, budget=900)]),
        ("thx", [THANKED]),
    ]),
    ("restart", [
        ("newark to syracuse march 4-6 2022 2 people 1000, chinese food", [opened("Newark", "Syracuse"),
                                                                           cuisines("Chinese")]),
        ("no smoking", [forbids("smoking"), cuisines("Chinese")]),
        ("start over. eugene to oakland march 18-20 2022, just me, 900",
         [opened("Eugene", "Oakland", people_number=1, budget=900), cuisines(), forbids()]),
        ("when do i fly", [or_none(flight_said)]),
        ("thx", [THANKED]),
    ]),
    ("restart", [
        ("tallahassee to gainesville march 15-17 2022 2 people 1000", [opened("Tallahassee", "Gainesville")]),
        ("at least 4 stars", [local("min stay rating", 4)]),
        ("actually totally different trip: boston to syracuse march 7-9 2022, 3 people, 1500",
         [opened("Boston", "Syracuse", people_number=3, budget=1500, date=days_of(7, 9))]),
        ("how are we getting there", [or_none(HOW_THERE)]),
        ("ty", [THANKED]),
    ]),
    ("chatty", [
        ("saginaw to fort wayne march 22-24 2022, 2 people, 1000", [opened("Saginaw", "Fort Wayne")]),
        ("So my husband just got back from work and we were talking about it over dinner, and honestly we're both so "
         "excited, it's our first trip since the baby was born (grandma is watching her!), and he reminded me that he "
         "really can't do anything spicy so no indian food please, anyway thank you so much for all this help",
         [avoids_cuisines("Indian")]),
        ("what are we eating on day 2", [day_meals(2)]),
        ("thank you!!", [THANKED]),
    ]),
    ("chatty", [
        ("Hey, hope you're having a good day! Long story short, my college roommate lives in Vernal and we haven't "
         "seen each other in years, so I'm thinking of going from Moab to Vernal March 9th to 11th 2022, just me, "
         "I've got about $700 saved up, and honestly the only thing I care about is the hotel not allowing smoking "
         "because I get migraines. Thanks!!",
         [opened("Moab", "Vernal", people_number=1, budget=700), forbids("smoking")]),
        ("what's the hotel rated", [rated()]),
        ("is there free parking there", [cannot("parking")]),
        ("ty", [THANKED]),
    ]),
    ("foreign", [
        ("cincinnati to akron march 13-15 2022, 2 people, 1000", [opened("Cincinnati", "Akron")]),
        ("gracias! y sin comida rápida por favor", [english_or(avoids_cuisines("Fast Food"))]),
        ("sorry, no fast food please", [avoids_cuisines("Fast Food")]),
        ("whats dinner day 2", [meal_or_none(2, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("foreign", [
        ("oakland to redding march 5-7 2022 2 people 1200", [opened("Oakland", "Redding")]),
        ("danke! wie viel kostet das hotel pro nacht?", [english_or(hotel_price)]),
        ("how much is the hotel per night", [hotel_price]),
        ("no pets in the place though, allergies", [forbids("pets")]),
        ("ty", [THANKED]),
    ]),
    ("foreign", [
        ("philadelphia to state college march 7-9 2022 2 people 1100", [opened("Philadelphia", "State College")]),
        ("merci! et pas de fumeurs s'il vous plaît", [english_or(forbids("smoking"))]),
        ("whats the hotel", [or_none(stay_said)]),
        ("ty", [THANKED]),
    ]),
    ("complaint", [
        ("saginaw to sault ste. marie march 25-27 2022 2 people 1100", [opened("Saginaw", "Sault Ste. Marie")]),
        # corrected after scoring: the chat reads a complaint of the stay as a wish for nicer stays (its documented
        # reading); with none better it keeps the plan, and the reply must then offer the stay swapped (fixed)
        ("that hotel looks awful", [lambda before, after, said: or_none(bans(_B[0]))(before, after, said) or (
            other_offered(before, after, said))]),
        ("which hotel is it now", [or_none(stay_said)]),
        ("ugh still meh. whatever, how much is dinner on day 1", [or_none(meal_priced(1, "dinner"))]),
        ("fine thx", [THANKED]),
    ]),
    ("complaint", [
        ("newark to binghamton march 6-8 2022 2 people 900", [opened("Newark", "Binghamton")]),
        # corrected after scoring: no stay within the budget is rated higher, so the plan kept with that reason and the
        # swap offered is right (the check wanted a changed plan)
        ("wow a 2 star hotel, how luxurious. can we do better?", [lambda before, after, said: or_none(nicer)(
            before, after, said) or other_offered(before, after, said)]),
        ("whats it rated now", [rated()]),
        ("ok thanks", [THANKED]),
    ]),
    ("complaint", [
        ("amarillo to wichita falls march 10-12 2022 2 people 1000", [opened("Amarillo", "Wichita Falls")]),
        ("this is way too expensive, come on", [cheaper]),
        ("still too much. what's the cheapest it can be?", [cheaper_or_said]),
        ("what are we doing day 3", [day_sights(3)]),
        ("ty", [THANKED]),
    ]),
    ("typo", [
        ("fort wayne to chicgo mar 27-29 2022 2ppl 1k", [opened("Fort Wayne", "Chicago", people_number=2,
                                                                budget=1000)]),
        ("no smokng pls", [forbids("smoking")]),
        ("4* min", [local("min stay rating", 4)]),
        ("hw much 4 day 1", [or_none(day_cost_said(1))]),
        ("thnks", [THANKED]),
    ]),
    ("typo", [
        ("lansing to clevland 3/28-3/30/22 1 person $600", [opened("Lansing", "Cleveland", people_number=1)]),
        ("mexcan food", [cuisines("Mexican"), plan_or_reason]),
        ("cheapr pls", [cheaper]),
        ("wats the totl", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("afteredit", [
        ("lewisburg to newark march 10-12 2022 2 people 1100", [opened("Lewisburg", "Newark")]),
        ("add a day", [dates(10, 13)]),
        ("what are we doing on day 4", [day_sights(4)]),
        ("and how much is day 4", [or_none(day_cost_said(4))]),
        ("ty", [THANKED]),
    ]),
    ("afteredit", [
        ("rockford to moline march 1-3 2022 3 people 1100", [opened("Rockford", "Moline", people_number=3)]),
        ("we want american food", [cuisines("American"), plan_or_reason]),
        ("what's for lunch on day 2", [meal_or_none(2, "lunch")]),
        ("how much is that lunch", [money]),
        ("ty", [THANKED]),
    ]),
    ("repeat", [
        ("burbank to san diego march 17-19 2022 2 people 1200, no smoking", [opened("Burbank", "San Diego"),
                                                                            forbids("smoking")]),
        ("remember, no smoking", [kept_again(held_rule("stay forbids", "smoking"))]),
        ("and 3 stars or better", [local("min stay rating", 3)]),
        ("at least 3 stars ok?", [kept_again(rule("min stay rating", 3))]),
        ("thx", [THANKED]),
    ]),
    ("repeat", [
        ("johnstown to erie march 18-20 2022 2 people 1000, mexican food please", [opened("Johnstown", "Erie"),
                                                                                   cuisines("Mexican")]),
        ("we want mexican", [kept_again(cuisines("Mexican"))]),
        ("what's dinner day 1", [meal_or_none(1, "dinner")]),
        ("ty", [THANKED]),
    ]),
    ("unknowable", [
        ("tallahassee to daytona beach march 20-22 2022 2 people 1100", [opened("Tallahassee", "Daytona Beach")]),
        ("does the hotel have a pool?", [cannot("pool")]),
        ("is breakfast included at the hotel", [cannot("breakfast")]),
        ("is it wheelchair accessible", [cannot("wheelchair", "accessib")]),
        ("ok thx", [THANKED]),
    ]),
    ("unknowable", [
        ("roanoke to petersburg march 8-10 2022 2 people 1000", [opened("Roanoke", "Petersburg")]),
        ("does the dinner place on day 1 take reservations", [cannot("reserv")]),
        ("is there wifi at the hotel", [cannot("wifi", "wi-fi")]),
        ("ty", [THANKED]),
    ]),
    ("unknowable", [
        ("del rio to abilene 3/6-3/8/2022, 4 of us, $1600", [opened("Del Rio", "Abilene", people_number=4)]),
        ("no wait, 5 of us, I forgot my cousin", [people(5)]),
        ("is the hotel near downtown?", [cannot("downtown", "location", "where")]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("philadelphia to richmond march 2-4 2022 2 people 1000", [opened("Philadelphia", "Richmond")]),
        ("when's the flight", [or_none(flight_said)]),
        ("nothing before 8am please", [leaves_from("08:00")]),
        ("how much are the flights", [money]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("detroit to lansing march 6-8 2022 1 person 600", [opened("Detroit", "Lansing", people_number=1)]),
        ("does the plane have wifi", [cannot("wifi", "wi-fi")]),
        ("we'd rather not fly actually, no flights", [mode("no flight")]),
        ("how long is the drive", [or_none(drive_or_flight)]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("houston to texarkana march 8-10 2022, 2 of us, 1000", [opened("Houston", "Texarkana")]),
        ("flights after 10am only", [leaves_from("10:00")]),
        ("undo", [restored]),
        ("what time do we leave", [or_none(said_any("flight", "drive", "driving", "depart", "leave"))]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("charlotte to wilmington march 9-11 2022 2 people 1200, we need to land by 3pm",
         [opened("Charlotte", "Wilmington"), lands_by("15:00")]),
        ("is the airport far from the hotel?", [cannot("airport", "far", "distance")]),
        ("whats the hotel", [or_none(stay_said)]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("dallas to del rio march 11-13 2022 2 people 1000", [opened("Dallas", "Del Rio")]),
        ("no flights before 9 please, also what airline is it?", [leaves_from("09:00"), says_cannot("airline")]),
        ("thx", [THANKED]),
    ]),
    ("cancel", [
        ("bakersfield to santa ana, 2 people", [held(org="Bakersfield", dest="Santa Ana")]),
        ("hmm scrap it", [cancelled]),
        ("ok new idea: fort myers to daytona beach march 23-25 2022, 2 people, 1000",
         [opened("Fort Myers", "Daytona Beach", people_number=2)]),
        ("what's the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("escanaba to traverse city march 14-16 2022, 2 adults 2 kids (5 and 7), 1600",
         [opened("Escanaba", "Traverse City", people_number=4), house_rules("children under 10")]),
        ("sorry, 3 kids not 2", [people(5), house_rules("children under 10")]),
        ("and our dog", [house_rules("children under 10", "pets"), plan_or_reason]),
        ("where are we staying", [or_none(stay_said)]),
        ("thx", [THANKED]),
    ]),
    ("budget", [
        ("baltimore to staunton march 26-28 2022 2 people 900", [opened("Baltimore", "Staunton")]),
        ("is 900 enough or should we add more?", [money]),
        ("ok make it 1100 and add a day", [budget(1100), dates(26, 29)]),
        ("whats the total now", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("mixed", [
        ("newport news to petersburg march 29-31 2022 2 people 800", [opened("Newport News", "Petersburg")]),
        ("no parties and no smoking, and whats the hotel rated?",
         [forbids("parties", "smoking"), lambda before, after, said: "rat" in said.lower() or "star" in said.lower()]),
        ("actually parties are fine, we're not that kind of people lol", [forbids("smoking")]),
        ("undo", [restored, forbids("parties", "smoking")]),
        ("thx", [THANKED]),
    ]),
    ("dates", [
        ("ithaca to watertown march 19-21 2022 2 people 900", [opened("Ithaca", "Watertown")]),
        ("can we do june instead, the 10th to 12th", [outside("june")]),
        # (strengthened after the fix of the turn before it: June now held, "keep march" brings the March dates back,
        # and lunch is answered after the plan)
        ("fine, keep march. whats lunch day 1", [trip(date=days_of(19, 21)), meal_named(1, "lunch")]),
        ("ty", [THANKED]),
    ]),
    ("partial", [
        ("somewhere in wisconsin for a weekend?", [asks_more]),
        ("appleton to mosinee i guess", [asks_still(org="Appleton", dest="Mosinee")]),
        ("march 12-13 2022, the two of us, $700", [opened("Appleton", "Mosinee", people_number=2, budget=700)]),
        ("does the hotel have a hot tub", [cannot("hot tub")]),
        ("ty", [THANKED]),
    ]),
    ("counter", [
        ("belleville to peoria march 16-18 2022", [asks_still(org="Belleville", dest="Peoria")]),
        # strengthened after scoring: HEAD said it "couldn't read an answer" and asked again, never why it asks
        ("why do you need to know?", [asks_still(org="Belleville", dest="Peoria"),
                                      lambda before, after, said: "because" in said]),
        ("2 people, 800, and no seafood", [opened("Belleville", "Peoria", people_number=2, budget=800),
                                           avoids_cuisines("Seafood")]),
        ("whats dinner on day 2", [meal_or_none(2, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("champaign to moline march 4-6 2022 2 people 900", [opened("Champaign", "Moline")]),
        ("not that hotel", [or_none(bans(_B[1]))]),
        ("make it cheaper", [cheaper]),
        ("undo", [restored]),
        ("undo", [restored]),
        ("thx", [THANKED]),
    ]),
    ("restart", [
        ("bakersfield to santa ana march 15-17 2022 2 people 1100, thai food", [held(org="Bakersfield",
                                                                                    dest="Santa Ana")]),
        ("forget all that, start from scratch", [lambda before, after, said: not after.get("plan") and not (
            after.get("trip") or {}).get("local_constraint", {}).get("cuisine") and "didn't understand" not in said]),
        ("roanoke to petersburg march 22-24 2022 3 people 1200", [opened("Roanoke", "Petersburg", people_number=3),
                                                                  cuisines()]),
        ("thx", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (a9f7f9e): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 205 right, 17 wrong (10 with the reason named or asked, 7 silent) of 222.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "partial": (17, 17), "counter": (14, 15), "mixed": (15, 17), "correction": (11, 13), "takeback": (8, 8),
    "undo": (18, 19), "restart": (14, 14), "chatty": (6, 8), "foreign": (14, 14), "complaint": (11, 14),
    "typo": (8, 10), "afteredit": (10, 10), "repeat": (9, 9), "unknowable": (13, 13), "flight": (20, 22),
    "cancel": (5, 5), "family": (4, 5), "budget": (5, 5), "dates": (3, 4)}
NOW_RIGHT = 222

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentyseventh", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=220)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
