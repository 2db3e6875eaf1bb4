"""A thirty-second held-out conversation set for the chat (issue 39, helper CONV32), written before the chat's code was
read for it and scored on main 1840aa2 first (``HEAD_FIGURES``). Its trips are ones no earlier test names on one line
(every line of tests/ grepped for both cities): Islip to Newark, Scranton to Newark, Killeen to Shreveport, El Paso to
Santa Fe, Lubbock to Oklahoma City, Palm Springs to Tucson, Spokane to Great Falls, Orlando to Pensacola and the rest.

The voices: terse phone writers; chatty writers whose wish hides in a story; typos ("detriot", "itallian food evry
night", "thnaks"); numbers in words ("a hundred and fifty a night", "two thousand two hundred dollars"); several wishes
in one message; people changing their minds (a cuisine, a nightly cap, the dates, the party); undo and redo; questions
about the plan mid-way; "plan without it?" answered in many ways ("sure, go without", "skip that bit then", "no
worries, do it without"); and thanks and sign-offs in many forms ("we're good, cheers", "ta very much", "have a good
one"). The wishes added lately come back in new words: a cuisine at every meal of a kind ("italian every night",
"pizza for every lunch", kept since stop 77 and shown as "Italian for every dinner"), stays forbidding a rule ("no party
houses"), nightly price caps, ratings, flight time windows, driving hours, sights to see or avoid, a pace. Each turn is
right, or wrong with its reason named or a question asked ("named"), or wrong in silence (harness:
tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtysecond``.

Figures, turns of 255 in 47 conversations, right / wrong with the reason named or asked / wrong in silence: main
1840aa2 as first scored 206 / 35 / 14. One check corrected after scoring: ``went_without`` ("plan without it?"
answered yes) also takes the plan kept and said so, since an edit to a planned trip refuses a wish no rule holds with
the trip unchanged (docs/chat-turns.md) and no question is open. With it HEAD is 209 / 32 / 14; after the fixes 247 / 4 /
4; after the lead's fixes of stop 78, 250 right and 5 wrong (``KNOWN_GAPS``: the bare "1" of one conversation): "we're
not museum people at all" (``avoid_sights._NOT_THEIR_KIND``), "actually make it four hours, two's silly"
(``rule_value._remark_on_old``), "actually pack it in, as much as possible" (``intent_preferences`` "sights").

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv32_fixes.py). The silent first:
"Oakland down to San Jose" read both as destinations (``place_roles._TO_BETWEEN``: a direction before "to");
"the whole crew (me, my sister, mom and dad)" asked how many the crew was (``companions._MEMBERS_LISTED``: a group
whose members a parenthesis lists is that list); "stay?" and "and the room, where is it" gave the trip's summary
(``intent_questions``: a stay named then asked of after a comma, or alone with "?"); "ooh and what's it all
costing" (``intent_words.LEAD`` "ooh", ``intent_questions`` "costing"). Then the named: "let's cap each night at $120"
took $120 as the budget (``night_price._RATE_CAP``: "cap"/"limit" before the night, its "at"/"to" the bound); "she
hates noise so absolutely no party places" asked about noise (``unanswerable``: noise in a sentence ruling out parties
is that rule's reason, as asthma is the no-smoking rule's); "sure, go on without it", "fine by me, leave it out",
"skip that bit then", "no worries, do it without" were not understood (``wishes.consent``); "ta, all sorted",
"brilliant, ta ra", "perfect, that's us done", "super, we're done here", "ace, nothing else, ta", "lovely jubbly,
that'll do, ta", "sweet, catch ya", "grand, goodbye", "haha perfect, laters" (``intent_cues.SMALL_TALK_CUE``,
``answers._BYE``); "and the room, how many stars", "total for the lot, please" (``intent_questions``); "erm, redo that"
(``undo._REDO``); "actually we could do three a day" after "one thing a day" (``rule_value``: an exact pace said again
is the new count); "flying please, not before eight in the morning" (``flight_clock._SPELLED_HOUR``: an hour in words
with its part of the day; "no flights before eight in the morning" had banned flights in silence); "scrap the indian
but keep the rest" asked about "keep the rest" (``clause_talk._TALK``: the rest said to stay as it is asks nothing).
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    every_meal_kept,
    house_rules,
    local_rules,
    plan_or_reason,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import dates, must_see, pace_least, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import NOT_SHARED, back, budget_left, saved, serves
from tests.unit.graphs.test_chat_heldout_thirtyfirst import change_told
from tests.unit.graphs.test_chat_heldout_twentieth import forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, lands_by, leaves_from, named, no_red_eye
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import avoids_sight, day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none


def went_without(before: dict, after: dict, said: str) -> bool:
    """"Plan without it?" answered yes in any words: no question left open, planned or its reason; or, where the wish
    was refused with the trip unchanged (an edit to a planned trip refuses a wish no rule holds, docs/chat-turns.md),
    the plan kept and said so (corrected after scoring: the check first asked for a plan in every case)."""
    return not after.get("missing") and (plan_or_reason(before, after, said) or answered(before, after, said))


def no_meal_wish(before: dict, after: dict, said: str) -> bool:
    """A cuisine at every meal taken back: no meal wish held, planned or its reason."""
    return not local_rules(after).get("meal wishes") and plan_or_reason(before, after, said)


def paced(*most: int) -> Check:
    """A pace said in a word ("relaxed"): its most sights a day one of ``most``, planned or its reason."""
    return lambda before, after, said: (local_rules(after).get("pace") or {}).get("most") in most and plan_or_reason(
        before, after, said)


CATEGORIES = ("terse", "chatty", "typos", "words", "several", "mind", "undo", "midway", "without", "everymeal",
              "stayrules", "flights", "signoff")

_U = [dict() for _ in range(3)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CONVERSATIONS: list[Conversation] = [
    # --- a cuisine at every meal of a kind -------------------------------------------------------------------------------
    ("everymeal", [
        ("Islip to Newark march 3-5 2022, two of us, $1,200", [
            opened("Islip", "Newark", people_number=2, budget=1200)]),
        ("italian every night if u can", [every_meal_kept("Italian", "dinner")]),
        ("and somewhere for coffee each morning", [either(every_meal_kept("Cafe", "breakfast"), named("cafe"),
                                                          named("coffee"))]),
        ("what's dinner on night two", [meal_or_none(2, "dinner")]),
        ("the hotel any good? stars?", [rated()]),
        ("we're good, cheers", [THANKED]),
    ]),
    ("everymeal", [
        ("fort wayne to alpena, march 11-13 2022, 2 people, $1,000", [
            opened("Fort Wayne", "Alpena", people_number=2, budget=1000)]),
        ("pizza for every lunch lol", [every_meal_kept("Pizza", "lunch")]),
        ("and no smoking rooms", [forbids("smoking"), every_meal_kept("Pizza", "lunch")]),
        ("whats for lunch the 2nd day", [meal_or_none(2, "lunch")]),
        ("how long's the drive up to alpena", [day_length]),
        ("rad, thanks", [THANKED]),
    ]),
    ("everymeal", [
        ("Oklahoma City to Austin, March 14 to 16 2022, 2 of us, $1,300", [
            opened("Oklahoma City", "Austin", people_number=2, budget=1300)]),
        ("we'd like american food for every breakfast", [every_meal_kept("American", "breakfast")]),
        ("actually, drop that, any breakfast is fine", [no_meal_wish]),
        ("total for the lot, please", [total_or_none]),
        ("cool cool, cheers", [THANKED]),
    ]),
    ("everymeal", [
        ("detriot to rochester mar 7-9 2022 1 person 800", [
            opened("Detroit", "Rochester", people_number=1, budget=800)]),
        ("itallian food evry night", [every_meal_kept("Italian", "dinner")]),
        ("hotle rating?", [rated()]),
        ("chepaer hotel?", [cheaper]),
        ("oki thx, off i go", [THANKED]),
    ]),
    # --- stays forbidding a rule, nightly caps, ratings ------------------------------------------------------------------
    ("stayrules", [
        ("Scranton to Newark, March 8-10 2022, 3 people, $1,500", [
            opened("Scranton", "Newark", people_number=3, budget=1500)]),
        ("no party houses pls, and nothing over $180 a night", [forbids("parties"), local("max night price", 180)]),
        ("hotel rated four or better", [local("min stay rating", 4), forbids("parties")]),
        ("how much is a night at the place", [hotel_price]),
        ("cheers mate, all sorted now", [THANKED]),
    ]),
    ("stayrules", [
        ("Roswell to Wichita Falls, March 17-19 2022, 2 people, $1,000", [
            opened("Roswell", "Wichita Falls", people_number=2, budget=1000)]),
        ("oh, our cat is coming along too", [house_rules("pets")]),
        ("and no party places, we're too old for that", [forbids("parties"), house_rules("pets")]),
        ("how much a night is the hotel", [hotel_price]),
        ("what about dinner on the last night", [meal_or_none(3, "dinner")]),
        ("appreciated, goodnight", [THANKED]),
    ]),
    ("stayrules", [
        ("Spokane to Great Falls, March 20-22 2022, 3 people, $1,400", [
            opened("Spokane", "Great Falls", people_number=3, budget=1400)]),
        ("nothing above a hundred and sixty per night please", [local("max night price", 160)]),
        ("and no smoking in the house", [forbids("smoking"), local("max night price", 160)]),
        ("the hotel, where is it and how much", [hotel_price]),
        ("how much is left from the $1,400", [budget_left]),
        ("ok that's us, thanks", [THANKED]),
    ]),
    # --- terse -----------------------------------------------------------------------------------------------------------
    ("terse", [
        ("san jose to san luis obispo 3/11-3/13 2022 1 person 700", [
            opened("San Jose", "San Luis Obispo", people_number=1, budget=700)]),
        ("4+ star hotel", [local("min stay rating", 4)]),
        ("max 2 sights/day", [pace_most(2), local("min stay rating", 4)]),
        ("cost all in?", [total_or_none]),
        ("k thx!!", [THANKED]),
    ]),
    ("terse", [
        ("lewisburg-boston 3/4-3/6 2022 2ppl $1400", [opened("Lewisburg", "Boston", people_number=2, budget=1400)]),
        ("cheapest poss", [cheaper]),
        ("stay?", [or_none(stay_said)]),
        ("drive hrs?", [day_length]),
        ("ty v much", [THANKED]),
    ]),
    ("terse", [
        ("sacramento > santa barbara mar 7-9 2022, 1, $800", [
            opened("Sacramento", "Santa Barbara", people_number=1, budget=800)]),
        ("no parties at the stay", [forbids("parties")]),
        ("min 4 stars", [local("min stay rating", 4), forbids("parties")]),
        ("sights day 3", [day_sights(3)]),
        ("k, bye", [THANKED]),
    ]),
    # --- chatty ----------------------------------------------------------------------------------------------------------
    ("chatty", [
        ("Hiya! My partner's been working nonstop so I'm whisking her away, Oakland down to San Jose, March 14 to 16 "
         "2022, just the pair of us, roughly a thousand bucks.", [
             opened("Oakland", "San Jose", people_number=2, budget=1000)]),
        ("She adores mexican, honestly we could eat it every single dinner", [every_meal_kept("Mexican", "dinner")]),
        ("oh and she hates noise so absolutely no party places", [forbids("parties")]),
        ("what are we up to on day 2?", [day_sights(2)]),
        ("ooh and what's it all costing", [total_or_none]),
        ("amazing, you're a star, bye!", [THANKED]),
    ]),
    ("chatty", [
        ("So it's my dad's 60th and the whole crew (me, my sister, mom and dad) wants to head from Orlando to "
         "Pensacola, March 10-12 2022. We've scraped together $2,000, fingers crossed!", [
             opened("Orlando", "Pensacola", people_number=4, budget=2000)]),
        ("Dad's a huge seafood guy, so seafood every dinner if that's doable!", [every_meal_kept("Seafood", "dinner")]),
        ("Mom says no smoking places, she's strict about that lol", [forbids("smoking")]),
        ("where's the big birthday dinner on night one?", [meal_or_none(1, "dinner")]),
        ("you're the best, thank you!!", [THANKED]),
    ]),
    ("chatty", [
        ("Ok long story short my college roommate moved to Tallahassee and I haven't seen her in ages, so I'm going "
         "down from Huntsville, March 13 to 15 2022, bringing my boyfriend, about $1,000 total", [
             opened("Huntsville", "Tallahassee", people_number=2, budget=1000)]),
        ("we're not museum people at all", [avoids_sight("museum")]),
        ("and he insists on a 4 star hotel, fancy boy", [local("min stay rating", 4)]),
        ("how much is that costing us", [total_or_none]),
        ("where are we staying btw", [or_none(stay_said)]),
        ("haha perfect, laters", [THANKED]),
    ]),
    # --- typos -----------------------------------------------------------------------------------------------------------
    ("typos", [
        ("muskegon to clevland march 4-6 2022 2 ppl $1000", [
            opened("Muskegon", "Cleveland", people_number=2, budget=1000)]),
        ("no smokinng and no pets plz", [forbids("smoking", "pets")]),
        ("resturants rated 4 or higer", [local("min rating", 4), forbids("smoking", "pets")]),
        ("whats the totel", [total_or_none]),
        ("wat sights day 1", [day_sights(1)]),
        ("thnaks so much", [THANKED]),
    ]),
    # --- numbers in words ------------------------------------------------------------------------------------------------
    ("words", [
        ("Bloomington to Fort Wayne, the seventh to the ninth of March 2022, three adults, eleven hundred dollars", [
            opened("Bloomington", "Fort Wayne", people_number=3, budget=1100)]),
        ("no more than two hours of driving a day", [local("max driving hours", 2)]),
        ("actually make it four hours, two's silly", [local("max driving hours", 4)]),
        ("how long is the drive then", [day_length]),
        ("and what's the total for the three of us", [total_or_none]),
        ("thank you kindly, that's everything", [THANKED]),
    ]),
    ("words", [
        ("Punta Gorda to Key West from the fifth to the seventh of March 2022, four of us, two thousand two hundred "
         "dollars", [opened("Punta Gorda", "Key West", people_number=4, budget=2200)]),
        ("no more than a hundred and fifty a night", [local("max night price", 150)]),
        ("and three and a half stars or better for the stay", [local("min stay rating", 3.5),
                                                               local("max night price", 150)]),
        ("what's left over from the budget then", [budget_left]),
        ("thank you, that's lovely", [THANKED]),
    ]),
    ("words", [
        ("Wilmington to Washington, March eighth to tenth 2022, five people, a budget of three thousand", [
            opened("Wilmington", "Washington", people_number=5, budget=3000)]),
        ("two sights a day, no more", [pace_most(2)]),
        ("make that six people", [people(6), pace_most(2)]),
        ("how much is the trip now", [total_or_none]),
        ("and where do the six of us stay", [or_none(stay_said)]),
        ("thanks ever so, bye", [THANKED]),
    ]),
    ("words", [
        ("Santa Ana to Sacramento, March fourth to sixth 2022, one traveller, nine hundred dollars", [
            opened("Santa Ana", "Sacramento", people_number=1, budget=900)]),
        # (the way wished for held too since stop 77: ``transportation._wished_in_times``)
        ("flying please, not before eight in the morning", [leaves_from("08:00"), mode("no self-driving")]),
        ("and arrive before noon", [lands_by("12:00"), leaves_from("08:00")]),
        ("so what time does my flight leave", [day_length]),
        ("thank you, bye for now", [THANKED]),
    ]),
    # --- several wishes in one message -----------------------------------------------------------------------------------
    ("several", [
        ("Philadelphia to Watertown, March 25-27 2022, 2 people, $1,400", [
            opened("Philadelphia", "Watertown", people_number=2, budget=1400)]),
        ("entire place, no smoking, max $200 a night and restaurants rated 4+", [
            local("room type", "entire room"), forbids("smoking"), local("max night price", 200),
            local("min rating", 4)]),
        ("what's the damage all told", [total_or_none]),
        ("and is the hotel decent?", [either(rated(), or_none(stay_said))]),
        ("cheers, we're good", [THANKED]),
    ]),
    ("several", [
        ("White Plains to Rochester, March 1-3 2022, 2 people, $1,200", [
            opened("White Plains", "Rochester", people_number=2, budget=1200)]),
        ("We'd rather skip the parks, and keep it to two sights a day", [avoids_sight("park"), pace_most(2)]),
        ("how much is the whole thing going to be", [total_or_none]),
        ("which sights are on the first day then", [day_sights(1)]),
        ("thx a lot, laters", [THANKED]),
    ]),
    ("several", [
        ("Escanaba to Duluth, March 26-28 2022, 2 people, $1,100", [
            opened("Escanaba", "Duluth", people_number=2, budget=1100)]),
        ("we want italian food, a private room, and restaurants with 4 stars or more", [
            cuisines("Italian"), local("room type", "private room"), local("min rating", 4)]),
        ("what's breakfast day 3", [meal_or_none(3, "breakfast")]),
        ("and the room, how many stars", [rated()]),
        ("grand, goodbye", [THANKED]),
    ]),
    ("several", [
        ("Newburgh to Ogdensburg, March 25-27 2022, 2 people, $1,200", [
            opened("Newburgh", "Ogdensburg", people_number=2, budget=1200)]),
        ("no pets and no smoking, and indian food", [forbids("pets", "smoking"), cuisines("Indian")]),
        ("scrap the indian but keep the rest", [cuisines(), forbids("pets", "smoking")]),
        ("how much does it come to", [total_or_none]),
        ("and dinner on the second night?", [meal_or_none(2, "dinner")]),
        ("brill, thank u", [THANKED]),
    ]),
    # --- people changing their minds -------------------------------------------------------------------------------------
    ("mind", [
        ("Fort Wayne to Traverse City, March 9-11 2022, 2 people, $1,200", [
            opened("Fort Wayne", "Traverse City", people_number=2, budget=1200)]),
        ("chinese food for us pls", [cuisines("Chinese")]),
        ("hmm, switch that to indian", [cuisines("Indian")]),
        ("nah go back to chinese", [cuisines("Chinese")]),
        ("and a 3 star hotel at least", [local("min stay rating", 3), cuisines("Chinese")]),
        ("sweet, catch ya", [THANKED]),
    ]),
    ("mind", [
        ("El Paso to Santa Fe, March 12-14 2022, 2 people, $1,000", [
            opened("El Paso", "Santa Fe", people_number=2, budget=1000)]),
        ("let's cap each night at $120", [local("max night price", 120)]),
        ("eh make that $150", [local("max night price", 150)]),
        ("forget the nightly cap altogether", [local("max night price", None)]),
        ("so what did dropping it change?", [change_told("night", "price", "cap", "stay", "hotel", "$", "cost")]),
        ("good stuff, bye now", [THANKED]),
    ]),
    ("mind", [
        ("Medford to Oakland, March 23-25 2022, 2 people, $1,100", [
            opened("Medford", "Oakland", people_number=2, budget=1100)]),
        ("make it the 24th to the 26th", [dates(24, 26)]),
        ("wait no, original dates", [dates(23, 25)]),
        ("and 3 of us now", [people(3)]),
        ("actually just 2", [people(2)]),
        ("how much is it for the two of us now", [total_or_none]),
        ("cheers for putting up with me", [THANKED]),
    ]),
    ("mind", [
        ("Burbank to Stockton, March 7-9 2022, 2 people, $1,000", [
            opened("Burbank", "Stockton", people_number=2, budget=1000)]),
        ("a relaxed pace for us please", [paced(1, 2)]),
        ("actually pack it in, as much as possible", [pace_least(2)]),
        ("what's day 2 then", [day_sights(2)]),
        ("how long's the drive up", [day_length]),
        ("okay cheers, see ya", [THANKED]),
    ]),
    # --- undo and redo ---------------------------------------------------------------------------------------------------
    ("undo", [
        ("Peoria to Cincinnati, March 15-17 2022, 2 people, $1,100", [
            saved(_U[0], "a", opened("Peoria", "Cincinnati", people_number=2, budget=1100))]),
        ("chuck in some french food", [saved(_U[0], "b", cuisines("French"))]),
        ("and only one sight a day", [saved(_U[0], "c", pace_most(1))]),
        ("undo that last one pls", [back(_U[0], "b")]),
        ("no wait, redo it", [back(_U[0], "c")]),
        ("thanks, we're sorted", [THANKED]),
    ]),
    ("undo", [
        ("Indianapolis to Muskegon, March 18-20 2022, 3 people, $1,300", [
            saved(_U[1], "a", opened("Indianapolis", "Muskegon", people_number=3, budget=1300))]),
        ("4 people actually", [saved(_U[1], "b", people(4))]),
        ("go back a step please", [back(_U[1], "a")]),
        ("what's the total for three then", [total_or_none]),
        ("where do the three of us sleep", [or_none(stay_said)]),
        ("lovely, cheers", [THANKED]),
    ]),
    ("undo", [
        ("Duluth to Milwaukee, March 16-18 2022, 2 people, $1,100", [
            saved(_U[2], "a", opened("Duluth", "Milwaukee", people_number=2, budget=1100))]),
        ("restaurants rated 4.5 or more", [saved(_U[2], "b", local("min rating", 4.5))]),
        ("hmm undo pls", [back(_U[2], "a")]),
        ("erm, redo that", [back(_U[2], "b")]),
        ("ta very much, bye", [THANKED]),
    ]),
    # --- questions about the plan mid-way --------------------------------------------------------------------------------
    ("midway", [
        ("San Angelo to Amarillo, March 21-23 2022, 2 people, $900", [
            opened("San Angelo", "Amarillo", people_number=2, budget=900)]),
        ("so what's on for day 1?", [day_sights(1)]),
        ("ok and add mexican food", [cuisines("Mexican")]),
        ("where's breakfast day 2 now", [meal_or_none(2, "breakfast")]),
        ("and the room, where is it", [or_none(stay_said)]),
        ("that's grand, thanks", [THANKED]),
    ]),
    ("midway", [
        ("Valdosta to Fort Lauderdale, March 1-3 2022, 2 people, $1,200", [
            opened("Valdosta", "Fort Lauderdale", people_number=2, budget=1200)]),
        ("how long is the drive down?", [day_length]),
        ("hmm that's long, no more than 4 hours driving a day", [local("max driving hours", 4)]),
        ("so how do we get there now", [day_length]),
        ("ok cheers", [THANKED]),
    ]),
    ("midway", [
        ("New Orleans to Panama City, March 19-21 2022, 3 people, $1,500", [
            opened("New Orleans", "Panama City", people_number=3, budget=1500)]),
        ("how many stars is the hotel", [rated()]),
        ("ok, add no smoking", [forbids("smoking")]),
        ("what did adding that change", [change_told("stay", "hotel", "$", "cost", "smok", "nothing", "already")]),
        ("and dinner on day 1?", [meal_or_none(1, "dinner")]),
        ("fab, thanks loads", [THANKED]),
    ]),
    ("midway", [
        ("Louisville to Lansing, March 22-24 2022, 2 people, $1,200", [
            opened("Louisville", "Lansing", people_number=2, budget=1200)]),
        ("we'd love to see the state capitol", [either(must_see("capitol"), named("capitol"))]),
        ("skip any museums though", [avoids_sight("museum")]),
        ("what's happening on the 2nd day", [day_sights(2)]),
        ("super, thanks!", [THANKED]),
    ]),
    # --- flight time windows and driving hours ---------------------------------------------------------------------------
    ("flights", [
        ("Lubbock to Oklahoma City, March 10-12 2022, 2 people, $1,200", [
            opened("Lubbock", "Oklahoma City", people_number=2, budget=1200)]),
        ("we'd rather fly, and no flights before 9am", [leaves_from("09:00")]),
        ("and land by 5pm", [lands_by("17:00"), leaves_from("09:00")]),
        ("so how are we getting over there", [day_length]),
        ("sorted, cheers", [THANKED]),
    ]),
    ("flights", [
        ("Palm Springs to Tucson, March 13-15 2022, 2 people, $1,400", [
            opened("Palm Springs", "Tucson", people_number=2, budget=1400)]),
        ("no red-eye flights for us please", [no_red_eye]),
        ("and keep flights after 10 in the morning", [leaves_from("10:00")]),
        ("what's it cost", [total_or_none]),
        ("so when does that flight leave", [day_length]),
        ("muchas gracias, adios", [THANKED]),
    ]),
    ("flights", [
        ("Texarkana to Abilene, March 16-18 2022, 2 people, $1,100", [
            opened("Texarkana", "Abilene", people_number=2, budget=1100)]),
        ("I can drive five hours tops in a day", [local("max driving hours", 5)]),
        ("what's the drive like", [day_length]),
        ("and where are we staying in abilene", [or_none(stay_said)]),
        ("ok, we'll manage. thanks!", [THANKED]),
    ]),
    ("flights", [
        ("Johnstown to Syracuse, March 19-21 2022, 2 people, $1,100", [
            opened("Johnstown", "Syracuse", people_number=2, budget=1100)]),
        ("take it slow, one thing a day", [pace_most(1)]),
        ("actually we could do three a day", [pace_most(3)]),
        ("what does day 2 look like now", [day_sights(2)]),
        ("we're all good, cheers!", [THANKED]),
    ]),
    # --- "plan without it?" answered in many ways ------------------------------------------------------------------------
    ("without", [
        ("Des Moines to Rockford, March 17-19 2022, 2 people, $1,100", [
            opened("Des Moines", "Rockford", people_number=2, budget=1100)]),
        ("a place with a sauna would be lovely", [named("sauna")]),
        ("sure, go on without it", [went_without]),
        ("and where are we sleeping", [or_none(stay_said)]),
        ("ta, all sorted", [THANKED]),
    ]),
    ("without", [
        ("Lawton to San Angelo, March 21-23 2022, 4 people, $1,600", [
            opened("Lawton", "San Angelo", people_number=4, budget=1600)]),
        ("my brother is gluten free", [named("gluten")]),
        ("fine by me, leave it out", [went_without]),
        ("what's lunch on day 3", [meal_or_none(3, "lunch")]),
        ("brilliant, ta ra", [THANKED]),
    ]),
    ("without", [
        ("Killeen to Shreveport, March 2-4 2022, 2 people, $1,000", [
            opened("Killeen", "Shreveport", people_number=2, budget=1000)]),
        ("oh we'd like a room with an ocean view", [named("view")]),
        ("yep do it without the view", [went_without]),
        ("total now then?", [total_or_none]),
        ("perfect, that's us done", [THANKED]),
    ]),
    ("without", [
        ("Longview to Baton Rouge, March 24-26 2022, 2 people, $1,300", [
            opened("Longview", "Baton Rouge", people_number=2, budget=1300)]),
        ("we're both vegan", [named("vegan")]),
        ("ok whatever works, plan it", [went_without]),
        ("and the hotel rating?", [rated()]),
        ("nice one, cheers for that", [THANKED]),
    ]),
    ("without", [
        ("Grand Rapids to Peoria, March 5-7 2022, 3 people, $1,200", [
            opened("Grand Rapids", "Peoria", people_number=3, budget=1200)]),
        ("need free parking at the hotel", [named("parking")]),
        ("skip that bit then", [went_without]),
        ("how much have we got left over", [budget_left]),
        ("grand, thanks a million", [THANKED]),
    ]),
    ("without", [
        ("Plattsburgh to Rochester, March 28-30 2022, 2 people, $1,100", [
            opened("Plattsburgh", "Rochester", people_number=2, budget=1100)]),
        ("a hotel with a gym please", [named("gym")]),
        ("no worries, do it without", [went_without]),
        ("what's on day 3", [day_sights(3)]),
        ("nice, cheers then", [THANKED]),
    ]),
    ("without", [
        ("Moline to Fort Wayne, March 1-3 2022, 3 people, $1,200", [
            opened("Moline", "Fort Wayne", people_number=3, budget=1200)]),
        ("my wife keeps kosher", [named("kosher")]),
        ("alright, go ahead without it", [went_without]),
        ("what's the stay cost a night", [hotel_price]),
        ("super, we're done here", [THANKED]),
    ]),
    # --- thanks and sign-offs --------------------------------------------------------------------------------------------
    ("signoff", [
        ("Watertown to Providence, March 26-28 2022, 2 people, $1,300", [
            opened("Watertown", "Providence", people_number=2, budget=1300)]),
        ("seafood would be nice", [serves("Seafood")]),
        ("how much per night for the hotel", [hotel_price]),
        ("anything to see on day 3?", [day_sights(3)]),
        ("that's all I needed, have a good one", [THANKED]),
    ]),
    ("signoff", [
        ("Minneapolis to Moline, March 2-4 2022, 3 people, $1,200", [
            opened("Minneapolis", "Moline", people_number=3, budget=1200)]),
        ("no shared rooms for us", [NOT_SHARED]),
        ("what's lunch day 1", [meal_or_none(1, "lunch")]),
        ("what's the whole trip gonna cost", [total_or_none]),
        ("ace, nothing else, ta", [THANKED]),
    ]),
    ("signoff", [
        ("Pensacola to Jacksonville, March 22-24 2022, 2 people, $1,000", [
            opened("Pensacola", "Jacksonville", people_number=2, budget=1000)]),
        ("mediterranean food please", [cuisines("Mediterranean")]),
        ("how much will we have left", [budget_left]),
        ("where do we eat dinner the very first night", [meal_or_none(1, "dinner")]),
        ("lovely jubbly, that'll do, ta", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
_BARE_ONE = ("a bare '1' between the dates and the budget ('mar 7-9 2022, 1, $800'), with no unit, is asked about (How "
             "many people are travelling?), never guessed as the party (the party readers, domain/parsing/people_counts, "
             "read no count without its word); the turns after it wait on that question")
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (9, 0): _BARE_ONE, (9, 1): _BARE_ONE, (9, 2): _BARE_ONE, (9, 3): _BARE_ONE, (9, 4): _BARE_ONE,
}

# HEAD (1840aa2): turns right of all, per category, measured on a pristine copy before any fix, with the check
# corrected after scoring. 209 right, 46 wrong (32 with the reason named or asked, 14 silent) of 255.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "terse": (9, 15), "chatty": (5, 17), "typos": (6, 6), "words": (19, 22), "several": (16, 21), "mind": (20, 25),
    "undo": (16, 17), "midway": (20, 22), "without": (27, 35), "everymeal": (21, 22), "stayrules": (17, 17),
    "flights": (20, 21), "signoff": (13, 15)}
NOW_RIGHT = 250

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtysecond", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=45, least_turns=250)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
