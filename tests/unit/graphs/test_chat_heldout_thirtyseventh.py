"""A thirty-seventh held-out conversation set for the chat (issue 39, helper CONV37), written before the chat's code
was read for it and scored on the code as it was first (``HEAD_FIGURES``). Its trips are
pairs no earlier test names on one line (every line of tests/ grepped for both cities): Norfolk to White Plains, Detroit
to Harrisburg, Austin to Fort Smith, Indianapolis to Asheville, Norfolk to Latrobe, Texarkana to Lubbock, Boston to
Ogdensburg, Waco to New Orleans, Tulsa to Houston, Roanoke to Erie, Austin to Tulsa, Rochester to Lansing, Raleigh to
Lexington, Lewisburg to Cincinnati, Santa Ana to San Francisco, Milwaukee to Pellston, St. Cloud to Chicago, San Diego
to Flagstaff, Raleigh to Gainesville, Decatur to Tampa, Del Rio to Amarillo, Oklahoma City to Houston, Dayton to
Greensboro, Daytona Beach to Charlotte, Cleveland to Alpena, Des Moines to Grand Rapids, Providence to Niagara Falls,
Detroit to Cedar Rapids, Newburgh to Manhattan, College Station to Lubbock, San Antonio to Lawton, Louisville to
Traverse City, Cincinnati to Greer, Ogdensburg to Baltimore, Lansing to St. Louis, Pittsburgh to White Plains, Manhattan
to Binghamton, Elmira to Manhattan, St. Louis to Oklahoma City, Champaign to Kansas City, Nashville to Roanoke, San
Angelo to Brownsville and Yuma to Fresno.

The voices are new ones: a parent negotiating with the kids mid-chat ("ok my daughter says she hates pizza now. fine,
no italian then, chinese instead", "thanks, the kids are happy"), a traveller asking many questions of one plan (the
total, day 2, why this hotel, how long the drive, the nightly price), someone changing two things in one message ("make
it 3 people and raise the budget to $1,800", "no seafood, and keep it to 2 sights a day"), someone taking back a wish
said three turns earlier ("you know what, mexican is fine after all", "scratch the private room thing"), someone
writing in lower case with no punctuation, "what if" questions that must change nothing ("would it be cheaper if we
left a day later?", "just curious, leave it as it is"), answers to the chat's questions carrying extra wishes ("2 of
us, and we'd like italian food"), cancel phrasings ("nah forget the whole thing", "ugh let's not do this after all,
cancel") and sign-offs. Each turn is right, or wrong with its reason named ("named"), or wrong in silence (harness:
tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyseventh``.

Figures, turns of 182 in 41 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD (this
helper's copy as handed over) as first scored 176 / 4 / 2; after the fixes 181 / 1 / 0 (the 1 in ``KNOWN_GAPS``). Two
checks were corrected after scoring, each marked: "can it be cheaper" on a trip no plan meets (no sights in Greensboro)
is answered with that reason; "american food please" where no restaurant serves it is refused with what the city's
restaurants do serve, the trip kept. The wrong turns at HEAD: "would it be cheaper if we left a day later?" on a trip
with no plan moved its dates (named as a change, but a question must change nothing); "thanks, the kids are happy" was
answered only "Your trip already has house rule: children under 10" (silent); "just curious, leave it as it is" was not
understood.

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv37_fixes.py): a change only wondered
about on a trip with no plan yet is answered and the trip kept, as on a trip with a plan (``nodes/chat/hypothetical``,
``NO_PLAN_ANSWER`` from ``wondered_change``); "just curious/asking/wondering" leads a line asking for no change as its
filler (``nodes/chat/not_applied._AS_IS``); thanks said beside words restating what the trip holds is thanked first
(``nodes/chat/not_applied.nothing_read``).
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    asks,
    cuisines,
    plan_or_reason,
    preference,
)
from tests.support.chat_scoring import held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_ninth import cancelled
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import budget_left
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, named, nicer_or_best
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none

STAY = or_none(stay_said)


def what_if(before: dict, after: dict, said: str) -> bool:
    """A "what if" question about the plan: answered in words, the trip and the plan as they were, never "didn't
    understand" (issue 39: a question never changes the plan)."""
    return answered(before, after, said)


def both(*checks: Check) -> Check:
    """Two things changed in one message: every one of them holds."""
    return lambda before, after, said: all(check(before, after, said) for check in checks)


CATEGORIES = ("parent", "asker", "twochange", "takeback", "lowercase", "whatif", "extra", "cancel", "signoff")

CONVERSATIONS = [
    # --- a parent negotiating with the kids mid-chat -------------------------------------------------------------------
    ("parent", [
        ("Hi, me, my wife and our two kids want to go from Norfolk to White Plains, March 12-14 2022, budget $2,400", [
            opened("Norfolk", "White Plains", people_number=4, budget=2400)]),
        ("the kids are begging for pizza so italian food please", [cuisines("Italian")]),
        ("ok my daughter says she hates pizza now. fine, no italian then, chinese instead",
         [either(cuisines("Chinese"), both(cuisines("Chinese"), avoids_cuisines("Italian")))]),
        ("what's for dinner on day 1?", [meal_or_none(1, "dinner")]),
        ("thanks, the kids are happy", [THANKED]),
    ]),
    ("parent", [
        ("Detroit to Harrisburg March 5-7 2022, 2 adults 3 kids, $3,000", [
            opened("Detroit", "Harrisburg", people_number=5, budget=3000)]),
        ("the kids want a pool hotel but we can't, so just make sure children are allowed",
         [either(forbids(), named("pool"))]),
        ("my son wants to see more things, can we do at most 3 sights a day", [pace_most(3)]),
        ("how much will all this cost", [total_or_none]),
        ("thanks!", [THANKED]),
    ]),
    ("parent", [
        ("Taking my teenagers from Austin to Fort Smith, 3 of us, March 18-20 2022, $1,600", [
            opened("Austin", "Fort Smith", people_number=3, budget=1600)]),
        ("they voted: they want the entire place, no shared rooms", [local("room type", "entire room")]),
        ("and no more than 2 sights a day or they'll mutiny", [pace_most(2)]),
        ("where are we staying", [STAY]),
        ("great thanks", [THANKED]),
    ]),
    ("parent", [
        ("Indianapolis to Asheville, March 22-24 2022, family of 4, $2,800", [
            opened("Indianapolis", "Asheville", people_number=4, budget=2800)]),
        ("the little one wants to bring the dog, is that ok?", [either(forbids(), named("dog"), answered)]),
        ("what's on day 2", [day_sights(2)]),
        ("thank you", [THANKED]),
    ]),
    ("parent", [
        ("norfolk to latrobe march 9-11 2022 me and 2 kids $1500", [
            opened("Norfolk", "Latrobe", people_number=3, budget=1500)]),
        ("kids say cheaper so we have money for souvenirs", [cheaper]),
        ("how much is left for souvenirs then", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("parent", [
        ("Texarkana to Lubbock, March 10-12 2022, 2 parents and 2 kids, $2,200", [
            opened("Texarkana", "Lubbock", people_number=4, budget=2200)]),
        ("kids want burgers, dad wants steak, so american food i guess", [cuisines("American")]),
        ("ok the kids also want just 1 sight a day so they can nap", [pace_most(1)]),
        ("what's on day 2 now", [day_sights(2)]),
        ("how much in total", [total_or_none]),
        ("thanks, everyone agrees", [THANKED]),
    ]),
    # --- a traveller who asks many questions about the plan ------------------------------------------------------------
    ("asker", [
        ("Boston to Ogdensburg, March 14-16 2022, 2 people, $1,500", [
            opened("Boston", "Ogdensburg", people_number=2, budget=1500)]),
        ("how much does it cost in total?", [total_or_none]),
        ("what's on day 2?", [day_sights(2)]),
        ("why this hotel?", [either(rated(), STAY, answered)]),
        ("how long is the drive?", [day_length]),
        ("ok thanks for all the answers", [THANKED]),
    ]),
    ("asker", [
        ("Waco to New Orleans, March 2-4 2022, 2 people, $1,800", [
            opened("Waco", "New Orleans", people_number=2, budget=1800)]),
        ("how much is the hotel per night?", [hotel_price]),
        ("what do we eat on day 1?", [day_meals(1)]),
        ("how much of the budget is left?", [budget_left]),
        ("and how is the hotel rated?", [rated()]),
        ("cheers", [THANKED]),
    ]),
    ("asker", [
        ("Tulsa to Houston, March 10-12 2022, just me, $1,200", [
            opened("Tulsa", "Houston", people_number=1, budget=1200)]),
        ("how many hours am I driving on the first day?", [day_length]),
        ("what's lunch on day 2?", [meal_or_none(2, "lunch")]),
        ("what am I seeing on day 3?", [day_sights(3)]),
        ("where do I sleep?", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("asker", [
        ("Roanoke to Erie, March 20-22 2022, 2 people, $1,400", [
            opened("Roanoke", "Erie", people_number=2, budget=1400)]),
        ("what's the total?", [total_or_none]),
        ("why is it so expensive?", [either(answered, total_or_none)]),
        ("can you make it cheaper", [cheaper]),
        ("thanks", [THANKED]),
    ]),
    ("asker", [
        ("Austin to Tulsa March 26-28 2022, 3 people, $2,000", [
            opened("Austin", "Tulsa", people_number=3, budget=2000)]),
        ("what's for breakfast on day 2?", [meal_or_none(2, "breakfast")]),
        ("where are we staying?", [STAY]),
        ("how much per night?", [hotel_price]),
        ("ok good, thanks", [THANKED]),
    ]),
    # --- two things changed in one message ----------------------------------------------------------------------------
    ("twochange", [
        ("Rochester to Lansing, March 8-10 2022, 2 people, $1,200", [
            opened("Rochester", "Lansing", people_number=2, budget=1200)]),
        ("make it 3 people and raise the budget to $1,800", [people(3, 1800)]),
        ("thanks", [THANKED]),
    ]),
    ("twochange", [
        ("Raleigh to Lexington, March 15-17 2022, 2 people, $1,500", [
            opened("Raleigh", "Lexington", people_number=2, budget=1500)]),
        ("move it to March 16-18 and make the hotel at least 3 stars", [
            both(dates(16, 18), local("min stay rating", 3))]),
        ("what's the total now", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("twochange", [
        ("Lewisburg to Cincinnati, March 4-6 2022, 2 people, $1,300", [
            opened("Lewisburg", "Cincinnati", people_number=2, budget=1300)]),
        ("no seafood, and keep it to 2 sights a day", [both(avoids_cuisines("Seafood"), pace_most(2))]),
        ("where's dinner on day 2", [meal_or_none(2, "dinner")]),
        ("thank you", [THANKED]),
    ]),
    ("twochange", [
        ("Santa Ana to San Francisco, March 11-13 2022, 2 people, $2,000", [
            opened("Santa Ana", "San Francisco", people_number=2, budget=2000)]),
        ("we want mexican food and a non-smoking place", [both(cuisines("Mexican"), forbids("smoking"))]),
        ("how much left", [budget_left]),
        ("thanks!", [THANKED]),
    ]),
    ("twochange", [
        ("Milwaukee to Pellston, March 18-20 2022, 4 friends, $2,400", [
            opened("Milwaukee", "Pellston", people_number=4, budget=2400)]),
        ("actually 5 of us and we want an entire home", [
            both(people(5), local("room type", "entire room"))]),
        ("where do we stay", [STAY]),
        ("ty", [THANKED]),
    ]),
    # --- a wish taken back three turns after it was said --------------------------------------------------------------
    ("takeback", [
        ("St. Cloud to Chicago, March 6-8 2022, 2 people, $1,600", [
            opened("St. Cloud", "Chicago", people_number=2, budget=1600)]),
        ("no mexican food please", [avoids_cuisines("Mexican")]),
        ("a hotel with 4 stars or more", [local("min stay rating", 4)]),
        ("what's on day 1", [day_sights(1)]),
        ("you know what, mexican is fine after all", [avoids_cuisines()]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("San Diego to Flagstaff, March 13-15 2022, 2 people, $1,500", [
            opened("San Diego", "Flagstaff", people_number=2, budget=1500)]),
        ("relaxed pace, one sight a day", [pace_most(1)]),
        ("no smoking rooms", [forbids("smoking")]),
        ("how much is it all", [total_or_none]),
        ("forget the one sight a day thing, we've got energy", [
            lambda before, after, said: not (((after.get("trip") or {}).get("local_constraint") or {}).get("pace"))
            and plan_or_reason(before, after, said)]),
        ("thank you", [THANKED]),
    ]),
    ("takeback", [
        ("Raleigh to Gainesville, March 21-23 2022, 3 people, $2,100", [
            opened("Raleigh", "Gainesville", people_number=3, budget=2100)]),
        ("private room is enough", [local("room type", "private room")]),
        ("indian food please", [cuisines("Indian")]),
        ("where do we stay?", [STAY]),
        ("scratch the private room thing, any room is ok", [local("room type", None)]),
        ("ok thanks", [THANKED]),
    ]),
    ("takeback", [
        ("Decatur to Tampa, March 2-4 2022, 2 people, $1,700", [
            opened("Decatur", "Tampa", people_number=2, budget=1700)]),
        ("make it as cheap as possible", [cheaper]),
        ("no chinese food", [avoids_cuisines("Chinese")]),
        ("what's for lunch on day 2", [meal_or_none(2, "lunch")]),
        ("actually don't worry about the cost, we don't need the cheapest", [
            either(preference(None), nicer_or_best, answered)]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("Del Rio to Amarillo, March 23-25 2022, 2 people, $1,500", [
            opened("Del Rio", "Amarillo", people_number=2, budget=1500)]),
        ("no bbq please", [avoids_cuisines("BBQ")]),
        ("and at most 2 sights a day", [pace_most(2)]),
        ("where is dinner on day 1", [meal_or_none(1, "dinner")]),
        ("on second thought bbq is ok, we're in texas after all", [avoids_cuisines()]),
        ("thanks", [THANKED]),
    ]),
    # --- lower case, no punctuation -----------------------------------------------------------------------------------
    ("lowercase", [
        ("oklahoma city to houston march 7 to 9 2022 two of us 1400 dollars", [
            opened("Oklahoma City", "Houston", people_number=2, budget=1400)]),
        ("we dont eat seafood", [avoids_cuisines("Seafood")]),
        ("whats the hotel like", [either(STAY, rated())]),
        ("ok thanks", [THANKED]),
    ]),
    ("lowercase", [
        ("dayton to greensboro march 16 to 18 2022 just me budget 1000", [
            opened("Dayton", "Greensboro", people_number=1, budget=1000)]),
        # (corrected after scoring: the data lists no sights in Greensboro, so no plan meets the trip and "cheaper" is
        # answered with that reason, the trip kept)
        ("can it be cheaper", [either(cheaper, lambda before, after, said: answered(before, after, said) and (
            "no plan" in said.lower()))]),
        ("how long do i drive", [day_length]),
        ("cool thx", [THANKED]),
    ]),
    ("lowercase", [
        ("daytona beach to charlotte 3 people march 24 to 26 2022", [asks("budget")]),
        ("1800", [opened("Daytona Beach", "Charlotte", people_number=3, budget=1800)]),
        ("i want a 4 star hotel or better", [local("min stay rating", 4)]),
        ("thanks bye", [THANKED]),
    ]),
    ("lowercase", [
        ("cleveland to alpena 2 people 1200 dollars", [asks("date")]),
        ("march 3 to 5 2022", [opened("Cleveland", "Alpena", people_number=2, budget=1200)]),
        ("whats on day 2", [day_sights(2)]),
        ("ok ty", [THANKED]),
    ]),
    # --- "what if" questions that must not change the plan ------------------------------------------------------------
    ("whatif", [
        ("Des Moines to Grand Rapids, March 9-11 2022, 2 people, $1,500", [
            opened("Des Moines", "Grand Rapids", people_number=2, budget=1500)]),
        ("what if we had a bigger budget, would the hotel be nicer?", [what_if]),
        ("just curious, leave it as it is", [answered]),
        ("thanks", [THANKED]),
    ]),
    ("whatif", [
        ("Providence to Niagara Falls, March 19-21 2022, 2 people, $1,600", [
            opened("Providence", "Niagara Falls", people_number=2, budget=1600)]),
        ("what would happen if we brought a third person?", [what_if]),
        ("how much is the total?", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("whatif", [
        ("Detroit to Cedar Rapids, March 12-14 2022, 1 person, $1,100", [
            opened("Detroit", "Cedar Rapids", people_number=1, budget=1100)]),
        ("hypothetically, what if I flew instead of driving?", [what_if]),
        ("where am I staying", [STAY]),
        ("thx", [THANKED]),
    ]),
    ("whatif", [
        ("Newburgh to Manhattan, March 25-27 2022, 2 people, $1,500", [
            opened("Newburgh", "Manhattan", people_number=2, budget=1500)]),
        ("would it be cheaper if we left a day later?", [what_if]),
        ("ok, keep the plan", [answered]),
        ("thank you", [THANKED]),
    ]),
    # --- a question answered with extra wishes -----------------------------------------------------------------------
    ("extra", [
        ("College Station to Lubbock, March 14-16 2022, $1,400", [asks("people_number")]),
        ("2 of us, and we'd like italian food", [
            both(opened("College Station", "Lubbock", people_number=2, budget=1400), cuisines("Italian"))]),
        ("what's for dinner day 1", [meal_or_none(1, "dinner")]),
        ("thanks", [THANKED]),
    ]),
    ("extra", [
        ("San Antonio to Lawton, 2 people, $1,300", [asks("date")]),
        ("march 5-7 2022, and no more than 2 sights a day please", [
            both(opened("San Antonio", "Lawton", people_number=2, budget=1300), pace_most(2))]),
        ("where do we stay", [STAY]),
        ("ty", [THANKED]),
    ]),
    ("extra", [
        ("Louisville to Traverse City, March 17-19 2022, 3 people", [asks("budget")]),
        ("$2,000, and the hotel must be non-smoking", [
            both(opened("Louisville", "Traverse City", people_number=3, budget=2000), forbids("smoking"))]),
        ("how much is left", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("extra", [
        ("Cincinnati to Greer, March 8-10 2022, $1,500", [asks("people_number")]),
        ("just me and my sister, we want a 3 star hotel at least", [
            both(opened("Cincinnati", "Greer", people_number=2, budget=1500), local("min stay rating", 3))]),
        ("what's on day 2", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    # --- cancel phrasings ---------------------------------------------------------------------------------------------
    ("cancel", [
        ("Ogdensburg to Baltimore, March 4-6 2022, $1,500", [asks("people_number")]),
        ("nah forget the whole thing", [cancelled]),
        ("Lansing to St. Louis, March 11-13 2022, 2 people, $1,300", [
            opened("Lansing", "St. Louis", people_number=2, budget=1300)]),
        ("thanks", [THANKED]),
    ]),
    ("cancel", [
        ("Pittsburgh to White Plains, 2 people, $1,400", [asks("date")]),
        ("never mind, scrap it", [cancelled]),
        ("thanks anyway", [THANKED]),
    ]),
    ("cancel", [
        ("Manhattan to Binghamton, March 20-22 2022, $900", [asks("people_number")]),
        ("ugh let's not do this after all, cancel", [cancelled]),
        ("Elmira to Manhattan, March 20-22 2022, 2 people, $1,400", [
            opened("Elmira", "Manhattan", people_number=2, budget=1400)]),
        ("where do we stay", [STAY]),
        ("thx", [THANKED]),
    ]),
    ("cancel", [
        ("St. Louis to Oklahoma City, 3 people, $1,800", [asks("date")]),
        ("hmm no, forget it", [cancelled]),
        ("bye", [THANKED]),
    ]),
    # --- sign-offs after a plan ---------------------------------------------------------------------------------------
    ("signoff", [
        ("Champaign to Kansas City, March 23-25 2022, 2 people, $1,400", [
            opened("Champaign", "Kansas City", people_number=2, budget=1400)]),
        ("make it nicer", [nicer_or_best]),
        ("perfect, that's all I needed", [THANKED]),
    ]),
    ("signoff", [
        ("Nashville to Roanoke, March 6-8 2022, 2 people, $1,500", [
            opened("Nashville", "Roanoke", people_number=2, budget=1500)]),
        ("lower the budget to $1,200", [budget(1200)]),
        ("what's the total", [total_or_none]),
        ("great, appreciate it", [THANKED]),
    ]),
    ("signoff", [
        ("San Angelo to Brownsville, March 15-17 2022, 1 person, $1,000", [
            opened("San Angelo", "Brownsville", people_number=1, budget=1000)]),
        ("how long is the drive on day 1", [day_length]),
        ("awesome thanks so much", [THANKED]),
    ]),
    ("signoff", [
        ("Yuma to Fresno, March 27-29 2022, 2 people, $1,300", [
            opened("Yuma", "Fresno", people_number=2, budget=1300)]),
        # (corrected after scoring: no restaurant in Fresno serves American food in the data; the no explains itself
        # and the trip is kept, which is right: ``cuisine_lacking``)
        ("american food please", [either(cuisines("American"), lambda before, after, said: answered(
            before, after, said) and "American" in said)]),
        ("that's everything, have a good one", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (20, 4): "'on second thought bbq is ok, we're in texas after all': the aside 'we're in texas' is read as a route "
             "from the state of Texas and refused as no city (said so); the cuisine taken back alone is read",
}

# HEAD: turns right of all, per category, measured on this helper's copy as handed over, before any fix (and before
# the two checks corrected after scoring). 176 right, 6 wrong (4 with the reason named, 2 silent) of 182.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "parent": (28, 29), "asker": (28, 28), "twochange": (19, 19), "takeback": (29, 30), "lowercase": (15, 16),
    "whatif": (14, 16), "extra": (16, 16), "cancel": (15, 15), "signoff": (12, 13)}
NOW_RIGHT = 181

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyseventh", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=180)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, at least HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT >= sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
