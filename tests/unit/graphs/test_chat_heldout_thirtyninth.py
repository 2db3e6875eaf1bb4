"""A thirty-ninth held-out conversation set for the chat (issue 39, helper CONV39), written before the chat's code
was read for it and scored on the code as it was first (``HEAD_FIGURES``). Its trips are pairs no earlier test names on
one line (every line of tests/ grepped for both cities), each with a road (St. Louis to Philadelphia flights too) in the
sandbox data, all in March 2022.

The voices are new ones: a traveller who changes one wish several times and then asks what they asked for ("what did I
ask for again?"), a plan no budget meets asked about ("why can't you plan it?") and its offer accepted ("ok do that"),
two wishes changed in one message ("swap the italian for mexican and drop the museum"), a message with one part no plan
can keep beside parts it can (a pool, a train, a booking, free breakfast), budgets said per person, per day or per
person per day mid-conversation, cheaper or nicer then "undo", dates moved ("push it a day later", "two days earlier",
"push it back a week"), the party changed with kids, a dog or a relative, questions about the plan (the cost of a day,
where we eat, how we get there), vague openers ("somewhere warm in march", "I need a getaway"), openers in Portuguese,
Dutch and Chinese, and the earlier sets' leftovers: "can we leave whenever it's cheapest?", "he wants to drive, I'd
rather fly" and "how much is the hotel? too much, find one under 150" in one message. Each turn is right, or wrong with
its reason named ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores
every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyninth``.

Figures, turns of 208 in 51 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD (this
helper's copy as handed over, e37abaf) as first scored 194 / 12 / 2; with two checks corrected after scoring (below)
197 / 9 / 2 (``HEAD_FIGURES``); after the fixes 208 / 0 / 0. Corrected after scoring, each to the house way the docs
give: a wish the data cannot say beside wishes it can ("a hotel with a pool", "a hotel with a gym") asks "Shall I plan
without it?", applying nothing yet (docs/chat-turns.md, "Every part of a message"), and a train said outright is
refused with the trip kept (docs/vocabulary-refused.md, "by train"). The wrong turns at HEAD: "ok do that" said as "yes
please, do that" after the budget a plan needs was offered was read as the yes to a "plan without it?" no one asked
(named); "make it italian and 3 sights a day" added Italian to Chinese (silent); "my sister and her 2 kids are coming
too" was refused as people named without saying they travel (named, and the turn after it); "dank je wel" was not
understood (named); "he wants to drive, I'd rather fly" was refused in the rules' words ("self-driving asked for,
self-driving banned", named) and "my wife wants to fly but I'd rather drive" not understood (named); "can we leave
whenever it's cheapest?" re-planned for the lowest cost (named: its first words not read) and "what dates would be
cheapest?" gave the trip's length (silent); "how much is the hotel? too much, find one under 150" read 150 as the
budget (named); "ok keep these dates then" was not understood (named).

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv39_fixes.py): an offer taken up may
open with a polite word ("yes please, do that", "ok let's do that": ``nodes/chat/said_before._TAKE_IT``); one field kept
as it is ("keep these dates then", "leave the dates as they are") is a line asking for no change
(``nodes/chat/not_applied._AS_IS``); Dutch thanks ("dank je wel", "bedankt") is thanks (``nodes/chat/intent_cues``);
"make it <cuisine>" with another change after "and" replaces the cuisines as it does alone
(``nodes/chat/rule_merge._ONLY_CUISINE``); kin listed with who comes with them ("my sister and her 2 kids", "my brother
and his wife", joining or not coming) count each one named and the count said of the others
(``nodes/chat/relative._KIN_AND``); the dates asked by price ("whenever it's cheapest", "what dates would be cheapest",
"cheapest week to go") are a question answered with why the dates are the traveller's (a stay or a meal costs the same
on any date of the data; flights differ) and how to compare, nothing changed (``intent_questions.DATES_BY_PRICE``,
``answers.dates_by_price``); a question asked first in a message and acted on after it ("how much is the hotel? too
much, find one under 150") lends the rest its subject, as a question the turn before does
(``nodes/chat/answer_taken_up.own_question_taken_up``); two of the party wishing different ways to travel ("he wants to
drive, I'd rather fly") are named in plain words with how to pick one, the trip unchanged
(``nodes/chat/modes_disputed``). Beyond the set, probed on its voices: a cuisine swapped out for another ("swap the
italian for mexican" on a trip asking no Italian, "change the chinese food to indian") was kept beside the new one; it is
given up (``domain/constraints/cuisine._SWAPPED_OUT``); the trip moved while "plan without it?" is open ("push it back
two days") made the waiting draft a 2-day trip; its dates move (``nodes/chat/understanding``: ``shifted`` on the
draft). Two conversations of earlier sets failed at HEAD as handed over
(tests/unit/graphs/test_chat_heldout_fourth.py [2], test_chat_heldout_twentysecond.py [33]) and are fixed at their
causes: a cuisine said disliked is no value a correction replaces ("the kids hate chinese, make it american" asked for
no American food: ``domain/parsing/wish_corrections._AVERSE_BEFORE``), and "can we take the ferry" is named as a mode
the data lacks, as a train is (``domain/constraints/transportation.LACKING_MODE_SAID``); and "a private room works too"
widens the room rule again (``nodes/chat/take_back._ACCEPTING``: tests/unit/nodes/chat/test_chat_intents_heldout_
seventeenth.py and twentyfirst failed on it at HEAD). The official texts read as
before (/tmp/p/official.py: 110, 0 flagged or wrong). One test's expectation changed (stop 85,
tests/unit/nodes/chat/test_chat_relative.py): "my sister and her kid are joining" adds two travellers, no longer asked.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    allows_pets,
    answered,
    cuisines,
    day_cost_said,
    plan_or_reason,
    plan_without,
    planned,
    rule,
    unchanged,
)
from tests.support.chat_scoring import held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_eleventh import must_see_has
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, pace_most, people
from tests.unit.graphs.test_chat_heldout_seventh import budget_offered, english_or, vague_kept
from tests.unit.graphs.test_chat_heldout_thirtieth import back, budget_left, nightly_capped, saved
from tests.unit.graphs.test_chat_heldout_thirtyseventh import both
from tests.unit.graphs.test_chat_heldout_twentieth import forbids, local
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, nicer_or_best, people_plus
from tests.unit.graphs.test_chat_heldout_twentyfirst import HOW_THERE, cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy

STAY = or_none(stay_said)
NO_DRIVING = rule("transportation", "no self-driving")
NOT_READ = "didn't understand"
_ADMITS = ("can't", "cannot", "couldn't", "don't", "doesn't", "not able", "unable", "no information", "isn't",
           "only plan", "not in the data", "has no")


def _low(said: str) -> str:
    return said.lower().replace("’", "'")


def recalls(*options: str) -> Check:
    """"What did I ask for again?": answered (nothing changed) with the wish as it stands now (one of ``options``)."""
    return lambda before, after, said: answered(before, after, said) and any(o.lower() in _low(said) for o in options)


def why_said(*words: str) -> Check:
    """"Why can't you plan it?": answered in plain words, nothing changed, the reason named (one of ``words``)."""
    return lambda before, after, said: unchanged(before, after, said) and NOT_READ not in said and any(
        w in _low(said) for w in words)


def budget_raised(before: dict, after: dict, said: str) -> bool:
    """"Ok do that" after the budget a plan needs was offered: the budget raised, the party kept, and planned."""
    was, now = before.get("trip") or {}, after.get("trip") or {}
    return (now.get("budget") or 0) > (was.get("budget") or 0) and now.get("people_number") == was.get(
        "people_number") and planned(before, after, said)


def no_must_see(before: dict, after: dict, said: str) -> bool:
    """A sight taken off the must-see list: none left, planned or its reason."""
    held = ((after.get("trip") or {}).get("local_constraint") or {}).get("must see")
    return not held and plan_or_reason(before, after, said)


def sight(word: str) -> Check:
    """A must-see sight held whose name has ``word``, planned or its reason."""
    return both(must_see_has(word), plan_or_reason)


def named_not(word: str, kept: Check) -> Check:
    """A message with a part no plan can keep beside parts it can: those applied (``kept``), and the part not applied
    named (``word``) with why (an admission), never "didn't understand"; or (corrected after scoring: the house way in
    docs/chat-turns.md, "Every part of a message") "Shall I plan without it?" asked, naming it, nothing applied yet."""
    def check(before: dict, after: dict, said: str) -> bool:
        applied = kept(before, after, said) and word in _low(said) and any(a in _low(said) for a in _ADMITS)
        return (applied or plan_without(word)(before, after, said)) and NOT_READ not in said
    return check


def refused_named(word: str) -> Check:
    """A message the rules refuse as a whole: the trip kept, and the reply naming the part (``word``) with why."""
    return lambda before, after, said: unchanged(before, after, said) and word in _low(said) and "couldn't" in said


def meals_named(before: dict, after: dict, said: str) -> bool:
    """"Where do we eat?": answered, the plan's restaurants named (at least one); on a trip no plan meets, that said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in _low(said)
    places = [str(d.get(m) or "").rpartition(",")[0].strip() for d in after["plan"] for m in ("breakfast", "lunch",
                                                                                               "dinner")]
    return answered(before, after, said) and any(p and p in said for p in places)


def how_there(before: dict, after: dict, said: str) -> bool:
    """"How do we get there?": answered with the way the plan travels (flight, drive or taxi)."""
    return answered(before, after, said) and HOW_THERE(before, after, said)


def day_cost(day: int) -> Check:
    """"How much is day N?": the day's cost said, nothing changed; on a trip no plan meets, that said."""
    return or_none(both(answered, day_cost_said(day)))


def cheapest_dates(before: dict, after: dict, said: str) -> bool:
    """"Can we leave whenever it's cheapest?": the dates are the traveller's to choose; either the trip kept and the
    reply says in plain words it cannot pick dates by price (naming the dates), or the trip moved to dates said as
    cheaper, planned; never "didn't understand"."""
    low = _low(said)
    kept = unchanged(before, after, said) and "date" in low and any(a in low for a in _ADMITS)
    moved = (after.get("trip") or {}).get("date") != (before.get("trip") or {}).get("date") and plan_or_reason(
        before, after, said) and "cheap" in low
    return (kept or moved) and NOT_READ not in said


def fly_or_asked(before: dict, after: dict, said: str) -> bool:
    """"He wants to drive, I'd rather fly": the speaker's own wish kept (no self-driving, planned or its reason), or the
    two wishes named back and asked which (nothing changed); never "didn't understand"."""
    low = _low(said)
    asked = (unchanged(before, after, said) or bool(after.get("missing"))) and "fl" in low and "driv" in low
    return (both(NO_DRIVING, plan_or_reason)(before, after, said) or asked) and NOT_READ not in said


def nothing_changed(before: dict, after: dict, said: str) -> bool:
    """"Ok keep these dates then": acknowledged, nothing changed."""
    return unchanged(before, after, said) and NOT_READ not in said


def capped_said(amount: float) -> Check:
    """"How much is the hotel? too much, find one under N": the cap kept (``nightly_capped``) and a price said."""
    return both(nightly_capped(amount), lambda before, after, said: "$" in said)


_U = [dict() for _ in range(4)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CATEGORIES = ("recall", "whyfix", "twochange", "partial", "perperson", "undo", "dates", "party", "question", "signoff",
              "vague", "foreign", "leftover")

CONVERSATIONS = [
    # --- one wish changed several times, then asked back ----------------------------------------------------------------
    ("recall", [
        ("Cincinnati to Watertown, March 3-5 2022, 2 people, $1,400", [
            opened("Cincinnati", "Watertown", people_number=2, budget=1400)]),
        ("italian food please", [cuisines("Italian")]),
        ("actually mexican instead", [cuisines("Mexican")]),
        ("hmm no, make it chinese", [cuisines("Chinese")]),
        ("what did I ask for again?", [recalls("Chinese")]),
        ("thanks", [THANKED]),
    ]),
    ("recall", [
        ("Indianapolis to Alpena, March 7-9 2022, 2 people, $1,300", [
            opened("Indianapolis", "Alpena", people_number=2, budget=1300)]),
        ("at most 3 sights a day", [pace_most(3)]),
        ("make that 2", [pace_most(2)]),
        ("no, 1 a day is enough", [pace_most(1)]),
        ("remind me what I asked for", [recalls("1 sight", "one sight", "1 a day", "one a day")]),
        ("thank you", [THANKED]),
    ]),
    ("recall", [
        ("Savannah to Evansville, March 10-12 2022, 3 people, $1,800", [
            opened("Savannah", "Evansville", people_number=3, budget=1800)]),
        ("a 4 star hotel please", [local("min stay rating", 4)]),
        ("3 stars is fine actually", [local("min stay rating", 3)]),
        ("no, at least 4 stars again", [local("min stay rating", 4)]),
        ("what did I ask for again?", [recalls("4 star", "4-star", "at least 4", "4.0", "rated 4")]),
        ("thanks", [THANKED]),
    ]),
    ("recall", [
        ("El Paso to Brownsville, March 14-16 2022, 2 people, $1,500", [
            opened("El Paso", "Brownsville", people_number=2, budget=1500)]),
        ("a private room please", [local("room type", "private room")]),
        ("no, the entire place", [local("room type", "entire room")]),
        ("what have I asked for so far?", [recalls("entire")]),
        ("great, bye", [THANKED]),
    ]),
    # --- why no plan, and the offer taken up ----------------------------------------------------------------------------
    ("whyfix", [
        ("Panama City to Knoxville, March 4-6 2022, 2 people, $200", [budget_offered]),
        ("why can't you plan it?", [why_said("budget", "$")]),
        ("ok do that", [budget_raised]),
        ("thanks", [THANKED]),
    ]),
    ("whyfix", [
        ("Kalamazoo to Richmond, March 17-19 2022, 3 people, $300", [budget_offered]),
        ("how come?", [why_said("budget", "$")]),
        ("fine, go with that", [budget_raised]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("whyfix", [
        ("Gainesville to Nashville, March 20-22 2022, 2 people, $250", [budget_offered]),
        ("why is that impossible?", [why_said("budget", "$")]),
        ("sure, raise it to that", [budget_raised]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("whyfix", [
        ("Duluth to Kansas City, March 23-25 2022, 4 people, $400", [budget_offered]),
        ("what's the problem?", [why_said("budget", "$")]),
        ("yes please, do that", [budget_raised]),
        ("thanks", [THANKED]),
    ]),
    # --- two wishes changed in one message ------------------------------------------------------------------------------
    ("twochange", [
        ("San Angelo to Corpus Christi, March 5-7 2022, 2 people, $1,300", [
            opened("San Angelo", "Corpus Christi", people_number=2, budget=1300)]),
        ("italian food and we must see the Selena Museum", [both(cuisines("Italian"), sight("Selena"))]),
        ("swap the italian for mexican and drop the museum", [both(cuisines("Mexican"), no_must_see)]),
        ("thanks", [THANKED]),
    ]),
    ("twochange", [
        ("Detroit to Green Bay, March 8-10 2022, 2 people, $1,400", [
            opened("Detroit", "Green Bay", people_number=2, budget=1400)]),
        ("chinese food, and at most 2 sights a day", [both(cuisines("Chinese"), pace_most(2))]),
        ("make it italian and 3 sights a day", [both(cuisines("Italian"), pace_most(3))]),
        ("where do we eat on day 2?", [day_meals(2)]),
        ("thanks", [THANKED]),
    ]),
    ("twochange", [
        ("Tulsa to San Antonio, March 11-13 2022, 3 people, $1,900", [
            opened("Tulsa", "San Antonio", people_number=3, budget=1900)]),
        ("no smoking and a private room", [both(forbids("smoking"), local("room type", "private room"))]),
        ("actually the entire home, and smoking is fine", [both(local("room type", "entire room"), forbids())]),
        ("thanks", [THANKED]),
    ]),
    ("twochange", [
        ("Longview to Amarillo, March 15-17 2022, 2 people, $1,200", [
            opened("Longview", "Amarillo", people_number=2, budget=1200)]),
        ("4 stars and no more than 2 sights a day", [both(local("min stay rating", 4), pace_most(2))]),
        ("forget the star rating and make it 3 people", [both(local("min stay rating", None), people(3, 1200))]),
        ("how much is left?", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    # --- a part no plan can keep beside parts it can --------------------------------------------------------------------
    ("partial", [
        ("Redding to Burbank, March 2-4 2022, 2 people, $1,500", [
            opened("Redding", "Burbank", people_number=2, budget=1500)]),
        ("italian food, no smoking, and a hotel with a pool", [
            named_not("pool", both(cuisines("Italian"), forbids("smoking")))]),
        ("thanks", [THANKED]),
    ]),
    ("partial", [
        ("Pittsburgh to Wilmington, March 6-8 2022, 2 people, $1,400", [
            opened("Pittsburgh", "Wilmington", people_number=2, budget=1400)]),
        # corrected after scoring: a train said outright is refused, the trip kept (docs/vocabulary-refused.md: "by
        # train"), so the refusal naming it is the house way beside the 4 stars asked with it
        ("a 4 star hotel, and we want to take the train", [either(named_not("train", local("min stay rating", 4)),
                                                                  refused_named("train"))]),
        ("ok, where do we stay?", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("partial", [
        ("Valdosta to Columbus, March 9-11 2022, 2 people, $1,300", [
            opened("Valdosta", "Columbus", people_number=2, budget=1300)]),
        ("mexican food, and please book it all for us", [named_not("book", cuisines("Mexican"))]),
        ("thanks", [THANKED]),
    ]),
    ("partial", [
        ("Reno to Everett, March 12-14 2022, 2 people, $1,600", [
            opened("Reno", "Everett", people_number=2, budget=1600)]),
        ("at most 2 sights a day and a hotel with a gym", [named_not("gym", pace_most(2))]),
        ("what's on day 2", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    # --- budgets said per person, per day ------------------------------------------------------------------------------
    ("perperson", [
        ("Oakland to Yakima, March 16-18 2022, 2 people, $1,600", [
            opened("Oakland", "Yakima", people_number=2, budget=1600)]),
        ("actually our budget is $600 per person", [budget(1200)]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("perperson", [
        ("Greer to Miami, March 19-21 2022, 3 people, $2,000", [
            opened("Greer", "Miami", people_number=3, budget=2000)]),
        ("we can spend $500 a day", [budget(1500)]),
        ("how much is left?", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("perperson", [
        ("Lubbock to Flagstaff, March 22-24 2022, 2 people, $1,500", [
            opened("Lubbock", "Flagstaff", people_number=2, budget=1500)]),
        ("make it $300 per person per day", [budget(1800)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("perperson", [
        ("Louisville to White Plains, March 24-26 2022, 4 people, $2,400", [
            opened("Louisville", "White Plains", people_number=4, budget=2400)]),
        ("hmm, we only have 400 each", [budget(1600)]),
        ("how much is left?", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    # --- cheaper or nicer, then undo ------------------------------------------------------------------------------------
    ("undo", [
        ("Santa Barbara to Tucson, March 3-5 2022, 2 people, $1,600", [
            saved(_U[0], "a", opened("Santa Barbara", "Tucson", people_number=2, budget=1600))]),
        ("make it cheaper", [cheaper]),
        ("undo", [back(_U[0], "a")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Niagara Falls to Charlottesville, March 6-8 2022, 2 people, $1,500", [
            saved(_U[1], "a", opened("Niagara Falls", "Charlottesville", people_number=2, budget=1500))]),
        ("a nicer hotel please", [nicer_or_best]),
        ("undo that", [back(_U[1], "a")]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Traverse City to Peoria, March 13-15 2022, 2 people, $1,300", [
            saved(_U[2], "a", opened("Traverse City", "Peoria", people_number=2, budget=1300))]),
        ("cheaper please", [cheaper]),
        ("no, go back to before", [back(_U[2], "a")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Memphis to Waco, March 18-20 2022, 3 people, $1,800", [
            saved(_U[3], "a", opened("Memphis", "Waco", people_number=3, budget=1800))]),
        ("a 4 star hotel please", [saved(_U[3], "b", local("min stay rating", 4))]),
        ("undo", [back(_U[3], "a")]),
        ("redo", [back(_U[3], "b")]),
        ("thanks", [THANKED]),
    ]),
    # --- dates moved ---------------------------------------------------------------------------------------------------
    ("dates", [
        ("Rochester to Chicago, March 4-6 2022, 2 people, $1,500", [
            opened("Rochester", "Chicago", people_number=2, budget=1500)]),
        ("push it a day later", [dates(5, 7)]),
        ("and one more day", [dates(5, 8)]),
        ("thanks", [THANKED]),
    ]),
    ("dates", [
        ("Belleville to Minneapolis, March 10-12 2022, 2 people, $1,400", [
            opened("Belleville", "Minneapolis", people_number=2, budget=1400)]),
        ("can we leave 2 days earlier?", [dates(8, 10)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("dates", [
        ("Yuma to Grand Junction, March 14-16 2022, 2 people, $1,500", [
            opened("Yuma", "Grand Junction", people_number=2, budget=1500)]),
        ("move it to March 21-23", [dates(21, 23)]),
        ("how much is day 2?", [day_cost(2)]),
        ("thanks", [THANKED]),
    ]),
    ("dates", [
        ("Butte to Seattle, March 17-19 2022, 2 people, $1,600", [
            opened("Butte", "Seattle", people_number=2, budget=1600)]),
        ("push it back a week", [dates(24, 26)]),
        ("what's on day 1", [day_sights(1)]),
        ("thanks", [THANKED]),
    ]),
    # --- the party changed: kids, a dog, a relative ----------------------------------------------------------------------
    ("party", [
        ("Baltimore to Grand Rapids, March 5-7 2022, 2 people, $1,600", [
            opened("Baltimore", "Grand Rapids", people_number=2, budget=1600)]),
        ("my sister and her 2 kids are coming too", [people(5)]),
        ("and we're bringing our dog", [both(allows_pets(True), people(5))]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("Syracuse to Fayetteville, March 9-11 2022, 2 people, $1,500", [
            opened("Syracuse", "Fayetteville", people_number=2, budget=1500)]),
        ("we're bringing the dog", [both(allows_pets(True), plan_or_reason)]),
        ("actually the dog stays home with grandma", [both(allows_pets(False), people(2))]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("Alamosa to Oklahoma City, March 12-14 2022, 2 people, $1,400", [
            opened("Alamosa", "Oklahoma City", people_number=2, budget=1400)]),
        ("our 2 kids are coming as well", [people(4)]),
        ("and one more friend is joining", [people_plus(1)]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("Decatur to Dallas, March 20-22 2022, 4 people, $2,400", [
            opened("Decatur", "Dallas", people_number=4, budget=2400)]),
        ("my husband can't come anymore", [people(3)]),
        ("but grandma is joining us", [people_plus(1)]),
        ("thanks", [THANKED]),
    ]),
    # --- questions about the plan ---------------------------------------------------------------------------------------
    ("question", [
        ("Omaha to Lansing, March 2-4 2022, 2 people, $1,400", [
            opened("Omaha", "Lansing", people_number=2, budget=1400)]),
        ("how much is day 2?", [day_cost(2)]),
        ("where do we eat?", [meals_named]),
        ("how do we get there?", [how_there]),
        ("thanks", [THANKED]),
    ]),
    ("question", [
        ("San Francisco to Twin Falls, March 7-9 2022, 2 people, $1,500", [
            opened("San Francisco", "Twin Falls", people_number=2, budget=1500)]),
        ("where do we eat on day 1?", [day_meals(1)]),
        ("how do we get there", [how_there]),
        ("and how much is the hotel", [hotel_price]),
        ("thanks", [THANKED]),
    ]),
    ("question", [
        ("Huntsville to Punta Gorda, March 16-18 2022, 2 people, $1,500", [
            opened("Huntsville", "Punta Gorda", people_number=2, budget=1500)]),
        ("what does day 3 cost?", [day_cost(3)]),
        ("what's on day 2", [day_sights(2)]),
        ("goodbye", [THANKED]),
    ]),
    ("question", [
        ("Vernal to Helena, March 21-23 2022, 2 people, $1,400", [
            opened("Vernal", "Helena", people_number=2, budget=1400)]),
        ("how do we get to Helena?", [how_there]),
        ("how long is the drive", [day_length]),
        ("thanks", [THANKED]),
    ]),
    # --- thanks and goodbyes --------------------------------------------------------------------------------------------
    ("signoff", [
        ("Palm Springs to Sacramento, March 11-13 2022, 2 people, $1,500", [
            opened("Palm Springs", "Sacramento", people_number=2, budget=1500)]),
        ("perfect, that's all I needed, goodbye", [THANKED]),
    ]),
    ("signoff", [
        ("Norfolk to Ogdensburg, March 15-17 2022, 2 people, $1,400", [
            opened("Norfolk", "Ogdensburg", people_number=2, budget=1400)]),
        ("what's the total", [total_or_none]),
        ("thanks a million, take care", [THANKED]),
    ]),
    ("signoff", [
        ("Trenton to Charlotte, March 25-27 2022, 2 people, $1,500", [
            opened("Trenton", "Charlotte", people_number=2, budget=1500)]),
        ("where do we stay", [STAY]),
        ("cool, bye for now", [THANKED]),
    ]),
    # --- vague openers --------------------------------------------------------------------------------------------------
    ("vague", [
        ("somewhere warm in march, just me and my wife", [vague_kept(people_number=2)]),
        ("New Orleans to Orlando, March 18-20 2022, $1,500", [
            opened("New Orleans", "Orlando", people_number=2, budget=1500)]),
        ("thanks", [THANKED]),
    ]),
    ("vague", [
        ("I need a getaway in march, around $1,200", [vague_kept(budget=1200)]),
        ("Cedar City to Boise, March 8-10 2022, 2 people", [
            opened("Cedar City", "Boise", people_number=2, budget=1200)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("vague", [
        ("we're 3 and want a trip somewhere in march", [vague_kept(people_number=3)]),
        ("Rockford to Asheville, March 14-16 2022, $1,800", [
            opened("Rockford", "Asheville", people_number=3, budget=1800)]),
        ("thanks", [THANKED]),
    ]),
    # --- openers in another language -----------------------------------------------------------------------------------
    ("foreign", [
        ("Olá, queremos ir de Abilene para Durango de 4 a 6 de março de 2022, 2 pessoas, 1500 dólares", [
            english_or(org="Abilene", dest="Durango")]),
        ("in english: Abilene to Durango, March 4-6 2022, 2 people, $1,500", [
            opened("Abilene", "Durango", people_number=2, budget=1500)]),
        ("obrigado, thanks", [THANKED]),
    ]),
    ("foreign", [
        ("Hallo, wij willen van Prescott naar Salt Lake City reizen, 9 tot 11 maart 2022, twee personen, 1400 dollar", [
            english_or(org="Prescott", dest="Salt Lake City")]),
        ("sorry: Prescott to Salt Lake City, March 9-11 2022, 2 people, $1,400", [
            opened("Prescott", "Salt Lake City", people_number=2, budget=1400)]),
        ("dank je wel", [THANKED]),
    ]),
    ("foreign", [
        ("你好，我们想从列克星敦去纽瓦克，2022年3月10日到12日，两个人，预算1500美元", [english_or()]),
        ("Lexington to Newark, March 10-12 2022, 2 people, $1,500", [
            opened("Lexington", "Newark", people_number=2, budget=1500)]),
        ("谢谢, thanks", [THANKED]),
    ]),
    # --- the earlier sets' leftovers -------------------------------------------------------------------------------------
    ("leftover", [
        ("St. Louis to Philadelphia, March 23-25 2022, 2 people, $1,800", [
            opened("St. Louis", "Philadelphia", people_number=2, budget=1800)]),
        ("he wants to drive, I'd rather fly", [fly_or_asked]),
        ("ok let's fly", [both(NO_DRIVING, plan_or_reason)]),
        ("how do we get there?", [how_there]),
        ("thanks", [THANKED]),
    ]),
    ("leftover", [
        ("Harrisburg to Atlanta, March 8-10 2022, 2 people, $1,600", [
            opened("Harrisburg", "Atlanta", people_number=2, budget=1600)]),
        ("can we leave whenever it's cheapest?", [cheapest_dates]),
        ("thanks", [THANKED]),
    ]),
    ("leftover", [
        ("Houston to Montgomery, March 14-16 2022, 2 people, $1,500", [
            opened("Houston", "Montgomery", people_number=2, budget=1500)]),
        ("how much is the hotel? too much, find one under 150", [capped_said(150)]),
        ("what's the total now", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("leftover", [
        ("Augusta to Fort Lauderdale, March 11-13 2022, 2 people, $1,600", [
            opened("Augusta", "Fort Lauderdale", people_number=2, budget=1600)]),
        ("how much is the hotel?", [hotel_price]),
        ("too much, find one under 150", [nightly_capped(150)]),
        ("thanks", [THANKED]),
    ]),
    ("leftover", [
        ("Monterey to San Diego, March 19-21 2022, 2 people, $1,600", [
            opened("Monterey", "San Diego", people_number=2, budget=1600)]),
        ("what dates would be cheapest?", [cheapest_dates]),
        ("ok keep these dates then", [nothing_changed]),
        ("thanks", [THANKED]),
    ]),
    ("leftover", [
        ("Las Vegas to Pocatello, March 2-4 2022, 2 people, $1,400", [
            opened("Las Vegas", "Pocatello", people_number=2, budget=1400)]),
        ("my wife wants to fly but I'd rather drive", [either(
            both(rule("transportation", "no flight"), plan_or_reason), fly_or_asked)]),
        ("thanks", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD: turns right of all, per category, measured on this helper's copy as handed over, before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "recall": (23, 23), "whyfix": (17, 18), "twochange": (17, 18), "partial": (14, 14), "perperson": (16, 16),
    "undo": (18, 18), "dates": (16, 16), "party": (15, 17), "question": (18, 18), "signoff": (8, 8), "vague": (10, 10),
    "foreign": (8, 9), "leftover": (17, 23)}
NOW_RIGHT = 208

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyninth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=180)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, at least HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT >= sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
