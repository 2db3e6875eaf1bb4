"""A thirty-third held-out conversation set for the chat (issue 39, helper CONV33), written before the chat's code was
read for it and scored on main 35e116a first (``HEAD_FIGURES``). Its trips are road and air pairs no earlier test
names on one line, or the fewest (every line of tests/ grepped for both cities): Cedar Rapids to Sioux City,
Plattsburgh to Providence, Lawton to Killeen, Ogdensburg to White Plains, Latrobe to Roanoke, Saginaw to Marquette,
College Station to Laredo, Champaign to Appleton, Abilene to Roswell, Sun Valley to Provo, Ithaca to Newark and the rest.

The voices: families with kids and grandparents, solo travellers, couples; terse phone writers and chatty ones whose
wish hides in a story; typos ("provdence", "vegitarian", "hotal"); numbers in words; several wishes in one message;
people changing their minds (a cuisine, a cap, the party, the dates) and taking a wish back ("forget the stars
thing"); questions about the plan mid-way; cheaper and nicer; undo and redo; vague and non-English openers; thanks and
sign-offs. The newer wishes come in new words: stay and restaurant ratings, nightly caps, flight time windows, must-see
sights, "any food is fine", a pace, driving hours. Each turn is right, or wrong with its reason named or a question
asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtythird``.

Figures, turns of 229 in 45 conversations, right / wrong with the reason named or asked / wrong in silence: main
35e116a as first scored 213 / 10 / 6. One check corrected after scoring: "she can't do stairs ... one sight a day" asks
"plan without it?" for the stairs (the data says nothing of accessibility), the pace kept in the draft, so its turn and
the next take that question (``asked_keeping``); with it HEAD is 215 / 8 / 6; after the fixes 229 / 0 / 0 (no
``KNOWN_GAPS``).

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv33_fixes.py). The silent first:
"breakfast on the 2nd morning?" moved the trip to March 2-4 (``date_edits._DAY_OF_MONTH``: an ordinal before a part
of a day or a meal counts the trip's days; ``intent_questions._DAY`` reads "the 2nd morning" as day 2); "ty ty ty <3"
lowered a held restaurant rating to 3 (``intent_cues.SMALL_TALK_CUE``: a typed heart thanks); "how much a night is
that" and "what's it cost per night" gave the trip's total (``intent_questions`` "hotel": a night's price asked in any
order is the stay's); "how do we get up there" gave the summary (``intent_questions`` "travel": a direction before
"there"); "what's the bill come to" gave the summary (``intent_questions`` "total": the bill). Then the named: "what do I
pay a night for the room" was refused as a booking (``intent_scope``: "pay" asking a price); "hmm no, take that one
back" (``intent_cues.UNDO_CUE``); "nothing more, cheerio" and "bless you, that's perfect" (``intent_cues``: old
farewells, a blessing as thanks); "hey, looking to get out of town for a long weekend" got the boilerplate
(``vague_start._TRIP_WISH``); "not too many museums, they get bored" (``avoid_sights.AVOID_CUE``: a kind wanted little
of, tried before "not" alone); "and a packed schedule, lots of sights every day" set the busy pace and still asked
"plan without it?" for the many sights (``caveats._paced``: many sights beside a pace read are said with it; the number
looked for in their own part, so "..., 2 people, $1,200, loads of sights" in an opening, kept in silence before, is
named); "UFO museum obviously" was not understood (``said_alone_stands._NAME_GOES_ON``: words from inside a sight's name
followed by a word of emphasis are that sight, not another name going on).
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    cuisines,
    every_meal_kept,
    house_rules,
    local_rules,
    plan_or_reason,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import no_window, opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, must_see, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import NOT_SHARED, back, budget_left, saved, serves
from tests.unit.graphs.test_chat_heldout_thirtyfirst import change_told
from tests.unit.graphs.test_chat_heldout_thirtysecond import went_without
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import (
    asks_more,
    day_sights,
    held,
    lands_by,
    leaves_from,
    named,
    nicer_or_best,
    pace_gone,
)
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import avoids_sight, day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none


def no_local(key: str):  # noqa: ANN201 - a Check
    """A wish taken back ("forget the stars thing"): the rule ``key`` no longer held, planned or its reason."""
    return lambda before, after, said: not local_rules(after).get(key) and plan_or_reason(before, after, said)


def asked_keeping(word: str, key: str, value: object) -> Check:
    """A wish the data cannot judge said beside a rule: "plan without it?" asked naming ``word``, the rule ``key`` held
    as ``value`` in the draft the question waits on."""
    return lambda before, after, said: bool(after.get("missing")) and word in said.lower() and (
        ((after.get("draft") or {}).get("local_constraint") or {}).get(key) == value)


CATEGORIES = ("family", "solo", "couple", "mind", "takeback", "questions", "cheapnice", "undo", "vague", "typos",
              "several", "vocab", "signoff")

_U = [dict() for _ in range(3)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CONVERSATIONS: list[Conversation] = [
    # --- families ------------------------------------------------------------------------------------------------------
    ("family", [
        ("Cedar Rapids to Sioux City, March 9-11 2022, me + hubby + our three kids, budget $1,800", [
            opened("Cedar Rapids", "Sioux City", people_number=5, budget=1800)]),
        ("the youngest is 4 so the place has to be ok with little ones", [house_rules("children under 10")]),
        ("and pizza at least once, the kids will riot otherwise", [serves("Pizza"), house_rules("children under 10")]),
        ("whats on for the middle day", [day_sights(2)]),
        ("how much does all that come to", [total_or_none]),
        ("you've saved my sanity, thank you", [THANKED]),
    ]),
    ("family", [
        ("Grandma's 80th! Lawton to Killeen March 14-16 2022, six of us altogether, around two thousand dollars", [
            opened("Lawton", "Killeen", people_number=6, budget=2000)]),
        # (corrected after scoring: stairs are nothing the data says, so "plan without it?" is asked, the pace kept in
        # the draft; the checks first asked for a plan)
        ("she can't do stairs or long days so keep it to one sight a day", [
            # (at most one since stop 80: "keep it to one sight a day" is a limit, WISH31's pace rule; first exactly one)
            either(pace_most(1), asked_keeping("stairs", "pace", {"most": 1, "least": None, "days": None}))]),
        ("and no smoking anywhere we stay, her lungs", [
            either(forbids("smoking"), asked_keeping("stairs", "stay forbids", ["smoking"]))]),
        ("where will we all sleep", [or_none(stay_said)]),
        ("and the first night's dinner?", [meal_or_none(1, "dinner")]),
        ("bless you, that's perfect", [THANKED]),
    ]),
    ("family", [
        ("family trip, Latrobe to Roanoke, 3/21 to 3/23/2022, 2 adults 2 teens, $1,600", [
            opened("Latrobe", "Roanoke", people_number=4, budget=1600)]),
        ("the boys are obsessed with trains, the transportation museum is a must", [
            either(must_see("transportation"), named("transportation"))]),
        ("we're bringing the dog as well", [house_rules("pets")]),
        ("so whats the second day got", [day_sights(2)]),
        ("great stuff, ta muchly", [THANKED]),
    ]),
    ("family", [
        ("Saginaw to Marquette March 16-18 2022 for 4, we have $1,500", [
            opened("Saginaw", "Marquette", people_number=4, budget=1500)]),
        ("make that 5, my sister's tagging along", [people(5)]),
        ("she's veggie btw", [named("veg")]),
        ("fine, plan it anyway", [went_without]),
        ("how much is left of the $1,500", [budget_left]),
        ("cheers, that'll do us", [THANKED]),
    ]),
    ("family", [
        ("College Station to Laredo, March 22 to 24 2022, 3 of us (me and the twins), $1,100", [
            opened("College Station", "Laredo", people_number=3, budget=1100)]),
        ("the twins are 7, need somewhere kid friendly to stay", [house_rules("children under 10")]),
        ("not too many museums, they get bored", [avoids_sight("museum")]),
        ("where are we eating lunch day 2", [meal_or_none(2, "lunch")]),
        ("thx soooo much!!", [THANKED]),
    ]),
    # --- solo travellers -----------------------------------------------------------------------------------------------
    ("solo", [
        ("just me, Champaign to Appleton, March 10-12 2022, $700 max", [
            opened("Champaign", "Appleton", people_number=1, budget=700)]),
        ("I'm fine in a shared room to keep it cheap", [local("room type", "shared room")]),
        ("what rating has my hotel got", [rated()]),
        ("and what am I seeing the last day", [day_sights(3)]),
        ("good, that's it from me", [THANKED]),
    ]),
    ("solo", [
        ("solo trip. abilene -> roswell. mar 2-4 2022. $650.", [
            opened("Abilene", "Roswell", people_number=1, budget=650)]),
        ("UFO museum obviously", [either(must_see("ufo"), named("ufo"))]),
        ("no more than 5 hrs behind the wheel per day", [local("max driving hours", 5)]),
        ("how long's that drive for me", [day_length]),
        ("nice. bye", [THANKED]),
    ]),
    ("solo", [
        ("Travelling on my own from Bloomington to Muskegon, March 24-26 2022, I can spend about nine hundred", [
            opened("Bloomington", "Muskegon", people_number=1, budget=900)]),
        ("I'd like a proper private room, not a dorm", [
            either(local("room type", "private room"), NOT_SHARED)]),
        ("the state park sounds nice", [either(must_see("state park"), named("park"))]),
        ("what do I pay a night for the room", [hotel_price]),
        ("lovely, much appreciated", [THANKED]),
    ]),
    ("solo", [
        ("1 traveller, Sun Valley to Provo, March 18-20 2022, $800", [
            opened("Sun Valley", "Provo", people_number=1, budget=800)]),
        ("any food is fine, I eat everything", [cuisines()]),
        ("breakfast on the 2nd morning?", [meal_or_none(2, "breakfast")]),
        ("and the cost overall, roughly??", [total_or_none]),
        ("cool thx bye", [THANKED]),
    ]),
    # --- couples -------------------------------------------------------------------------------------------------------
    ("couple", [
        ("Our anniversary: Plattsburgh to Providence, March 11 to 13 2022, the two of us, $1,400", [
            opened("Plattsburgh", "Providence", people_number=2, budget=1400)]),
        ("somewhere with a 4.5 rating or higher to stay, it's special", [local("min stay rating", 4.5)]),
        ("and we'd like the whole place to ourselves", [local("room type", "entire room"),
                                                        local("min stay rating", 4.5)]),
        ("what does the room run per night", [hotel_price]),
        ("and dinner the second evening?", [meal_or_none(2, "dinner")]),
        ("wonderful, thank you so much", [THANKED]),
    ]),
    ("couple", [
        ("me & my gf, Ogdensburg to White Plains, mar 15-17 2022, 1200 bucks", [
            opened("Ogdensburg", "White Plains", people_number=2, budget=1200)]),
        ("she only eats mexican lol so mexican for dinner every night", [every_meal_kept("Mexican", "dinner")]),
        ("only restaurants rated 4 and up for us", [local("min rating", 4), every_meal_kept("Mexican", "dinner")]),
        ("what's dinner night 3", [meal_or_none(3, "dinner")]),
        ("ty ty ty <3", [THANKED]),
    ]),
    ("couple", [
        ("My husband and I fancy a few days away, Islip to Johnstown, the 4th to the 6th of March 2022, with fifteen "
         "hundred to spend", [opened("Islip", "Johnstown", people_number=2, budget=1500)]),
        ("we're not fussed about sights, just a slow relaxed pace", [
            lambda before, after, said: (local_rules(after).get("pace") or {}).get("most") in (1, 2) and
            plan_or_reason(before, after, said)]),
        ("what's the hotel like, stars wise", [rated()]),
        ("how much is it in total for us two", [total_or_none]),
        ("thank you dearie, lovely", [THANKED]),
    ]),
    # --- changing minds ------------------------------------------------------------------------------------------------
    ("mind", [
        ("Elmira to Providence, March 7-9 2022, 2 people, $1,300", [
            opened("Elmira", "Providence", people_number=2, budget=1300)]),
        ("indian food for us please", [cuisines("Indian")]),
        ("no actually make it mexican", [cuisines("Mexican")]),
        ("hmm or both, indian and mexican", [cuisines("Indian", "Mexican")]),
        ("what's lunch on the first day", [meal_or_none(1, "lunch")]),
        ("ok great, bye for now", [THANKED]),
    ]),
    ("mind", [
        ("Manhattan to Watertown, March 20-22 2022, 3 people, $1,500", [
            opened("Manhattan", "Watertown", people_number=3, budget=1500)]),
        ("keep the hotel under $140 a night", [local("max night price", 140)]),
        ("ugh, raise that to 180", [local("max night price", 180)]),
        ("and move it a day later, 21st to 23rd", [dates(21, 23), local("max night price", 180)]),
        ("what's the total at now", [total_or_none]),
        ("sorted, ta", [THANKED]),
    ]),
    ("mind", [
        ("Binghamton to Plattsburgh, March 25-27 2022, 2 of us, $1,000", [
            opened("Binghamton", "Plattsburgh", people_number=2, budget=1000)]),
        ("make it 4 of us going", [people(4)]),
        ("and bump our budget up to $1,800", [budget(1800)]),
        ("scratch that, still just the two of us", [people(2)]),
        ("so what's it costing now", [total_or_none]),
        ("perfect, thanks a bunch", [THANKED]),
    ]),
    ("mind", [
        ("Kalamazoo to Sault Ste. Marie, March 12-14 2022, 2 people, $1,100", [
            opened("Kalamazoo", "Sault Ste. Marie", people_number=2, budget=1100)]),
        ("max 3 hours driving a day please", [local("max driving hours", 3)]),
        ("on second thought six hours a day is ok", [local("max driving hours", 6)]),
        ("how long is the drive up then", [day_length]),
        ("cheers for sorting that!", [THANKED]),
    ]),
    # --- taking a wish back --------------------------------------------------------------------------------------------
    ("takeback", [
        ("Ithaca to Islip, March 13-15 2022, 2 people, $1,200", [
            opened("Ithaca", "Islip", people_number=2, budget=1200)]),
        ("4 star stay minimum", [local("min stay rating", 4)]),
        ("and chinese food would be good", [cuisines("Chinese"), local("min stay rating", 4)]),
        ("forget the stars thing, any hotel is fine", [no_local("min stay rating"), cuisines("Chinese")]),
        ("what did dropping that change", [change_told("star", "rating", "stay", "hotel", "$", "cost", "nothing")]),
        ("alright, thanks then", [THANKED]),
    ]),
    ("takeback", [
        ("Champaign to Mosinee, March 5-7 2022, 3 people, $1,300", [
            opened("Champaign", "Mosinee", people_number=3, budget=1300)]),
        ("no pets and no parties at the place", [forbids("pets", "parties")]),
        ("actually pets are fine, just no parties", [forbids("parties")]),
        ("where are we staying at then", [or_none(stay_said)]),
        ("thank you, bye bye now", [THANKED]),
    ]),
    ("takeback", [
        ("Newburgh to Rochester, March 8-10 2022, 2 people, $1,100", [
            opened("Newburgh", "Rochester", people_number=2, budget=1100)]),
        ("max two sights each day", [pace_most(2)]),
        ("nah forget the limit on sights", [pace_gone]),
        ("what are we up to on the second day", [day_sights(2)]),
        ("much obliged to you", [THANKED]),
    ]),
    ("takeback", [
        ("Oakland to Santa Maria, March 17-19 2022, 2 people, $1,200", [
            opened("Oakland", "Santa Maria", people_number=2, budget=1200)]),
        ("no seafood for us, allergies", [avoids_cuisines("Seafood")]),
        ("oh wait, only my partner is allergic and she's fine with it if she orders careful, so seafood's ok", [
            avoids_cuisines()]),
        ("breakfast on day 3, where?", [meal_or_none(3, "breakfast")]),
        ("great, ta-ta", [THANKED]),
    ]),
    # --- questions about the plan --------------------------------------------------------------------------------------
    ("questions", [
        ("Kalamazoo to Pellston, March 26-28 2022, 2 people, $1,000", [
            opened("Kalamazoo", "Pellston", people_number=2, budget=1000)]),
        ("how do we get up there", [day_length]),
        ("which hotel is it and what does it cost", [hotel_price]),
        ("any sights on the first day?", [day_sights(1)]),
        ("how much money's left over", [budget_left]),
        ("thanks heaps and heaps", [THANKED]),
    ]),
    ("questions", [
        ("Branson to Des Moines, March 3-5 2022, 2 people, $1,100", [
            opened("Branson", "Des Moines", people_number=2, budget=1100)]),
        ("what's the dinner plan on day one", [meal_or_none(1, "dinner")]),
        ("is the hotel any good at all", [either(rated(), or_none(stay_said))]),
        ("what's the grand total for two", [total_or_none]),
        ("and the drive, how many hours", [day_length]),
        ("all good, thank you", [THANKED]),
    ]),
    ("questions", [
        ("Burbank to San Luis Obispo, March 23-25 2022, 3 people, $1,400", [
            opened("Burbank", "San Luis Obispo", people_number=3, budget=1400)]),
        ("where do the three of us sleep each night", [or_none(stay_said)]),
        ("how much a night is that", [hotel_price]),
        ("whats the plan for the last day", [day_sights(3)]),
        ("thank u, legend!", [THANKED]),
    ]),
    # --- cheaper and nicer ---------------------------------------------------------------------------------------------
    ("cheapnice", [
        ("Cedar Rapids to Belleville, March 1-3 2022, 2 people, $1,400", [
            opened("Cedar Rapids", "Belleville", people_number=2, budget=1400)]),
        ("can we do it for less money", [cheaper]),
        ("hmm now a nicer hotel please", [nicer_or_best]),
        ("what's the total after all that", [total_or_none]),
        ("ok thanks, we're done", [THANKED]),
    ]),
    ("cheapnice", [
        ("Decatur to Gainesville, March 19-21 2022, 2 people, $1,500", [
            opened("Decatur", "Gainesville", people_number=2, budget=1500)]),
        ("bit pricey, trim it down", [cheaper]),
        ("how much is left over now", [budget_left]),
        ("what are we seeing on the 2nd day", [day_sights(2)]),
        ("nice one, see ya", [THANKED]),
    ]),
    ("cheapnice", [
        ("Champaign to La Crosse, March 27-29 2022, 2 people, $1,600", [
            opened("Champaign", "La Crosse", people_number=2, budget=1600)]),
        ("upgrade the hotel if we can", [nicer_or_best]),
        ("what's it rated now", [rated()]),
        ("and what's it cost per night", [hotel_price]),
        ("ace, thanks", [THANKED]),
    ]),
    # --- undo and redo -------------------------------------------------------------------------------------------------
    ("undo", [
        ("Lawton to Texarkana, March 6-8 2022, 2 people, $1,100", [
            saved(_U[0], "a", opened("Lawton", "Texarkana", people_number=2, budget=1100))]),
        ("bbq every lunch please", [saved(_U[0], "b", every_meal_kept("BBQ", "lunch"))]),
        ("hmm no, take that one back", [back(_U[0], "a")]),
        ("what's lunch day 2 now", [meal_or_none(2, "lunch")]),
        ("ta, ttyl", [THANKED]),
    ]),
    ("undo", [
        ("Santa Maria to Oakland, March 9-11 2022, 2 people, $1,200", [
            saved(_U[1], "a", opened("Santa Maria", "Oakland", people_number=2, budget=1200))]),
        ("no smoking rooms for us", [saved(_U[1], "b", forbids("smoking"))]),
        ("and 4 stars or more", [saved(_U[1], "c", local("min stay rating", 4))]),
        ("undo the last change you made", [back(_U[1], "b")]),
        ("put it back again please", [back(_U[1], "c")]),
        ("lovely, bye", [THANKED]),
    ]),
    ("undo", [
        ("Roanoke to Latrobe, March 28-30 2022, 3 people, $1,300", [
            saved(_U[2], "a", opened("Roanoke", "Latrobe", people_number=3, budget=1300))]),
        ("let's say 2 people", [saved(_U[2], "b", people(2))]),
        ("oops, revert that", [back(_U[2], "a")]),
        ("how much for 3 then", [total_or_none]),
        ("grand, thanks so", [THANKED]),
    ]),
    # --- vague and non-English openers ---------------------------------------------------------------------------------
    ("vague", [
        ("hey, looking to get out of town for a long weekend", [asks_more]),
        ("from Pellston, heading to Kalamazoo, 2 of us, March 15 to 17 2022, about $900", [
            held(org="Pellston", dest="Kalamazoo", people_number=2, budget=900)]),
        ("what are we up to on day 1", [day_sights(1)]),
        ("cheers pal", [THANKED]),
    ]),
    ("vague", [
        ("Bonjour! Nous voudrions aller de Providence à Binghamton en mars", [ENGLISH_ONLY]),
        ("sorry! Providence to Binghamton, March 20-22 2022, 2 people, $1,000", [
            opened("Providence", "Binghamton", people_number=2, budget=1000)]),
        ("which hotel did ya pick for us two", [or_none(stay_said)]),
        ("merci beaucoup, thanks!", [THANKED]),
    ]),
    ("vague", [
        ("Hallo, wir wollen von Roswell nach Abilene fahren, zwei Personen", [ENGLISH_ONLY]),
        ("ok in english: Roswell to Abilene, March 26-28 2022, 2 people, $900", [
            opened("Roswell", "Abilene", people_number=2, budget=900)]),
        ("how much does it cost us", [total_or_none]),
        ("danke, thanks a lot", [THANKED]),
    ]),
    ("vague", [
        ("i just need a break honestly, somewhere quiet", [asks_more]),
        ("Provo, leaving from Sun Valley. March 6-8 2022. one person. $750", [
            held(org="Sun Valley", dest="Provo", people_number=1, budget=750)]),
        ("what's dinner the first night", [meal_or_none(1, "dinner")]),
        ("thanks, that helps", [THANKED]),
    ]),
    # --- typos ---------------------------------------------------------------------------------------------------------
    ("typos", [
        ("platsburgh to provdence march 14-16 2022 2 ppl $1200", [
            opened("Plattsburgh", "Providence", people_number=2, budget=1200)]),
        ("no smokng in the hotal", [forbids("smoking")]),
        ("resturant ratng 4+", [local("min rating", 4), forbids("smoking")]),
        ("waht is teh totl", [total_or_none]),
        ("thnx m8", [THANKED]),
    ]),
    ("typos", [
        ("sagnaw to marquete mar 3-5 2022 3 peple $1300", [
            opened("Saginaw", "Marquette", people_number=3, budget=1300)]),
        ("italain food plz", [cuisines("Italian")]),
        ("wher do we stay", [or_none(stay_said)]),
        ("thank yuo", [THANKED]),
    ]),
    # --- several wishes in one message ---------------------------------------------------------------------------------
    ("several", [
        ("Ogdensburg to White Plains, March 23-25 2022, 3 people, $1,700", [
            opened("Ogdensburg", "White Plains", people_number=3, budget=1700)]),
        ("private rooms, no parties, under $200 a night, and american food", [
            local("room type", "private room"), forbids("parties"), local("max night price", 200),
            cuisines("American")]),
        ("what's the bill come to", [total_or_none]),
        ("where's lunch on day 3", [meal_or_none(3, "lunch")]),
        ("brilliant, cheers again", [THANKED]),
    ]),
    ("several", [
        ("College Station to Oklahoma City, March 11-13 2022, 2 people, $1,300", [
            opened("College Station", "Oklahoma City", people_number=2, budget=1300)]),
        ("make it 3 people and add $300 to the budget", [people(3, 1600)]),
        ("also, one sight a day and restaurants rated 4 or above", [pace_most(1), local("min rating", 4)]),
        ("what's the hotel per night", [hotel_price]),
        ("thanks a lot, really!", [THANKED]),
    ]),
    # --- the newer vocabulary: ratings, caps, flight times, must-see, pace, driving hours -------------------------------
    ("vocab", [
        ("Ithaca to Newark, March 18-20 2022, 2 people, $1,300", [
            opened("Ithaca", "Newark", people_number=2, budget=1300)]),
        ("we want to fly, nothing leaving before 8am", [leaves_from("08:00")]),
        ("and we need to land by 6pm", [lands_by("18:00"), leaves_from("08:00")]),
        ("so what time do we take off", [day_length]),
        ("actually any flight time is fine", [no_window]),
        ("cheers, bye", [THANKED]),
    ]),
    ("vocab", [
        ("Appleton to Charlotte, March 18-20 2022, 1 person, $1,000", [
            opened("Appleton", "Charlotte", people_number=1, budget=1000)]),
        ("no driving, I'll fly", [mode("no self-driving")]),
        ("and nothing after 9pm", [
            lambda before, after, said: any(w.get("arrive_until") == "21:00" or w.get("depart_until") == "21:00"
                                            for w in local_rules(after).get("flight times") or [])]),
        ("and how am I getting over there", [day_length]),
        ("great, thank you kindly", [THANKED]),
    ]),
    ("vocab", [
        ("Elmira to Detroit, March 25-27 2022, 2 people, $1,200", [
            opened("Elmira", "Detroit", people_number=2, budget=1200)]),
        ("stays rated 3 and up, no more than $150 a night", [local("min stay rating", 3),
                                                             local("max night price", 150)]),
        ("and nothing but french food", [cuisines("French")]),
        ("the hotel, how much per night", [hotel_price]),
        ("cool, that's everything", [THANKED]),
    ]),
    ("vocab", [
        ("West Palm Beach to White Plains, March 5-7 2022, 2 people, $1,500", [
            opened("West Palm Beach", "White Plains", people_number=2, budget=1500)]),
        ("we've got to see the Battle of White Plains Park", [
            either(must_see("battle of white plains"), named("battle"))]),
        ("and a packed schedule, lots of sights every day", [
            lambda before, after, said: (local_rules(after).get("pace") or {}).get("least") is not None and
            plan_or_reason(before, after, said)]),
        ("what's on for day 2", [day_sights(2)]),
        ("ty!! laters", [THANKED]),
    ]),
    ("vocab", [
        ("El Paso to Phoenix, March 4-6 2022, 3 people, $1,600", [
            opened("El Paso", "Phoenix", people_number=3, budget=1600)]),
        ("we don't mind what we eat, any cuisine", [cuisines()]),
        ("no red eyes though, we need sleep", [
            lambda before, after, said: bool(local_rules(after).get("flight times")) and plan_or_reason(
                before, after, said)]),
        ("how much for the three of us", [total_or_none]),
        ("thanks, take care", [THANKED]),
    ]),
    # --- thanks and sign-offs ------------------------------------------------------------------------------------------
    ("signoff", [
        ("Binghamton to Providence, March 2-4 2022, 2 people, $1,100", [
            opened("Binghamton", "Providence", people_number=2, budget=1100)]),
        ("bbq for us please", [serves("BBQ")]),
        ("what's dinner on night 2", [meal_or_none(2, "dinner")]),
        ("that's us sorted, many thanks", [THANKED]),
    ]),
    ("signoff", [
        ("Abilene to Roswell, March 12-14 2022, 2 people, $1,000", [
            opened("Abilene", "Roswell", people_number=2, budget=1000)]),
        ("how long's the drive over", [day_length]),
        ("where do we stay over there", [or_none(stay_said)]),
        ("all done here, thanks muchly", [THANKED]),
    ]),
    ("signoff", [
        ("Sun Valley to Provo, March 24-26 2022, 2 people, $1,100", [
            opened("Sun Valley", "Provo", people_number=2, budget=1100)]),
        ("seafood for our dinners", [serves("Seafood")]),
        ("what's the total bill for us", [total_or_none]),
        ("nothing more, cheerio", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (35e116a): turns right of all, per category, measured on a pristine copy before any fix, with the check
# corrected after scoring. 215 right, 14 wrong (8 with the reason named or asked, 6 silent) of 229.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "family": (26, 28), "solo": (17, 20), "couple": (15, 16), "mind": (23, 23), "takeback": (21, 21),
    "questions": (15, 17), "cheapnice": (14, 15), "undo": (15, 16), "vague": (15, 16), "typos": (9, 9),
    "several": (9, 10), "vocab": (25, 26), "signoff": (11, 12)}
NOW_RIGHT = 229

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtythird", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=220)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
