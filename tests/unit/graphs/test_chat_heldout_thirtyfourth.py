"""A thirty-fourth held-out conversation set for the chat (issue 39, helper CONV34), written before the chat's code was
read for it and scored on main 963ed78 first (``HEAD_FIGURES``). Its road trips are pairs no earlier test names on one
line (every line of tests/ grepped for both cities): Cedar Rapids to Muskegon, Latrobe to Lexington, Fort Smith to
Killeen, Colorado Springs to Rapid City, Killeen to Little Rock, Midland to Oklahoma City, New Bern to Harrisburg,
Panama City to Punta Gorda, Charlottesville to Islip, Augusta to Gainesville, Minot to Brainerd, Arcata to Monterey,
Lawton to Del Rio, Escanaba to St. Cloud, Kalispell to West Yellowstone, Redding to Santa Maria, Harlingen to San
Angelo, Moab to Twin Falls and the rest; its flights, where every March round trip is named somewhere, the fewest named
(Manchester to Charlotte, Fort Wayne to Charlotte, South Bend to Atlanta, St. Petersburg to Appleton).

The voices are new ones: retirees writing whole polite sentences, business travellers tacking a weekend onto a work
trip ("1 pax", "expense report needs the total"), groups of friends splitting the cost ("we can each chip in about
$400", "how much each if we split it three ways"), someone planning for their parents ("they don't want to fly"),
non-native English speakers ("is possible to eat mexican food?", "money 1300$"), people pasting from a note with
dashes, bullets or one field a line, and people answering the chat's question with something else (a wish, a weather
question, a cost of gas) before they answer it. Around them the usual: minds changed, wishes taken back, questions
about the plan, cheaper and nicer, undo and redo, vague and non-English openers, sign-offs, and the newer vocabulary
(stay ratings, nightly caps per room and per person, flight times said of one leg, must-see sights, any cuisine, pace,
driving hours, flight hours). Each turn is right, or wrong with its reason named or a question asked ("named"), or
wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyfourth``.

Figures, turns of 228 in 46 conversations, right / wrong with the reason named or asked / wrong in silence: main
963ed78 as first scored 182 / 31 / 15; after the fixes 224 / 4 / 0 (the 4 in ``KNOWN_GAPS``, each named).

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv34_fixes.py). The silent first: "add
a day, through the 23rd" moved the whole trip to the 23rd (``return_date.HOME_BY``: "through"/"thru" alone before a
date is the trip's end, as "until"); "my daughter says I ought to get out more ... on my own" counted the daughter and
asked the party (``party_left_out``: someone only said to speak of the writer's going travels not); "I'm booking a trip
for my parents (both in their 70s)" asked the party (``companions.ARRANGER``: a writer only arranging a trip for a
group is no traveller, so the group is the party); "wrapping up a client visit in New Bern ... drive to Harrisburg"
and "In Killeen for a conference till Friday ... drive over to Little Rock" were refused as two destinations
(``place_roles._working_there``: where the writer is for work, before a place the trip goes to, is the origin;
``clause_talk``: "want to tack a weekend on" is why, not a wish); "we want the aquarium and the world of coca-cola"
kept the one and dropped the aquarium (``must_see``: a kind of sight after a plain want, and a kind listed with a name
either side, are sights to see; "- aquarium is a must" opens an item as "the aquarium"); "how many stars has it got",
"and where do we crash", "and what's that per night" gave the summary (``intent_questions``: the stars of "it" and a
night's price of "that" are the stay's; "crash" is sleeping); "how long is the drive back on the 20th" answered that
the trip ends then (``ends_said._TIME_ASKED``: a length asked of the way home is a question). Then the named: "we'll be
flying down, want to land before lunch" and "flying up we'd like to arrive by 6pm" bound every flight
(``flight_legs._OUTBOUND_SCOPE``: flying down, up or over is the outbound, never a flight's length "over 4 hours");
"my husband doesn't like long days at the wheel, seven hours a day at most" banned driving (``driving_hours``: a cap
after "at the wheel" is a driving limit); "Neither of us smokes either, so a non-smoking room please" was refused as
smoking both asked and ruled out (``house_rule._NOBODY``: "neither of us"); "please hotel with not smoking" was not
understood (``house_rule._STAY_IS_NOT``: a stay "with not" smoking); "Guten Tag." became "Gluten Tag" and then a sight
(``spelling._a_name``: a capitalised word before another that is no keyword is a name; ``clause_form``: foreign good
days are greetings); "Mount Rushmore is the whole reason we're going" was not understood (``sight_wished._CUE``: the
reason for the trip is a wish, named as the data's miss); "oh dear. well then the dinosaur park will do instead" asked
about "oh dear" (``clause_talk._EXCLAIMED``); "make it just 2 of us, my brother bailed" asked about the brother
(``relative._NAMED_PERSON``: one who bailed or backed out); "hm actually redo it" was not understood (``undo._REDO``:
"hm"); "thank you so much, they'll be thrilled", "That's lovely dear, thank you ever so much" while a question was open
got "I couldn't read an answer" (``intent_cues.SMALL_TALK_FILLER``: the joy of those the trip is for, "dear", "right").
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    answered,
    asks,
    cuisines,
    every_meal_kept,
    house_rules,
    local_rules,
    not_ununderstood,
    plan_or_reason,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, must_see, pace_least, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import NOT_SHARED, back, budget_left, saved, serves
from tests.unit.graphs.test_chat_heldout_thirtyfirst import change_told
from tests.unit.graphs.test_chat_heldout_thirtysecond import went_without
from tests.unit.graphs.test_chat_heldout_thirtythird import no_local
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import (
    asks_more,
    day_sights,
    held,
    named,
    nicer_or_best,
    pace_gone,
)
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length, sight_day
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none


def share_said(before: dict, after: dict, said: str) -> bool:
    """"How much each if we split it three ways": the plan's cost divided by the party, in cents or whole dollars,
    nothing changed; on a trip no plan meets, that said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in said.lower()
    share = after["spent"] / after["trip"]["people_number"]
    return answered(before, after, said) and (f"${share:,.2f}" in said or f"${round(share):,}" in said)


def meal_wish(cuisine: str, meal: str) -> Check:
    """"A nice italian dinner one night": a meal wish for one ``meal`` serving ``cuisine`` held (not every such meal),
    planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        wishes = local_rules(after).get("meal wishes") or []
        return any(w.get("meal") == meal and w.get("cuisine") == cuisine and not w.get("every") for w in wishes) and (
            plan_or_reason(before, after, said))
    return check


def still_asks(field: str) -> Check:
    """Something else said while a question is open (a weather question, the cost of gas): the question still open
    for ``field`` and asked again, nothing planned, never read as the answer."""
    return lambda before, after, said: field in (after.get("missing") or []) and after.get("draft") is not None and (
        "?" in said and not after.get("plan") and "didn't understand" not in said)


def waits_with(field: str, key: str, word: str) -> Check:
    """A wish said in place of the answer: the question for ``field`` still open, the wish (rule ``key`` holding
    ``word``) kept in the draft the question waits on."""
    def check(before: dict, after: dict, said: str) -> bool:
        rules = (after.get("draft") or {}).get("local_constraint") or {}
        return field in (after.get("missing") or []) and word.lower() in str(rules.get(key)).lower()
    return check


def _windows(state: dict) -> list[dict]:
    return list(local_rules(state).get("flight times") or [])


def leg_window(leg: str, **bounds: str) -> Check:
    """A flight-time wish said of one leg ("we'll be flying down, want to land before lunch": the outbound): a window
    of that leg with ``bounds`` held, none binding every flight with them, planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        windows = _windows(after)
        ours = [w for w in windows if all(w.get(k) == v for k, v in bounds.items())]
        return bool(ours) and all(w.get("leg") == leg for w in ours) and plan_or_reason(before, after, said)
    return check


def room_free(before: dict, after: dict, said: str) -> bool:
    """"Shared rooms are totally fine for us": a room type accepted asks for none (no room rule), understood."""
    return not local_rules(after).get("room type") and not_ununderstood(before, after, said) and (
        unchanged(before, after, said) or plan_or_reason(before, after, said))


def better_food(before: dict, after: dict, said: str) -> bool:
    """"Splash out on the restaurants": planned for better restaurants (the thread's wish), or the plan kept with the
    reply saying it already has the best the budget and rules allow."""
    return (after.get("focus") == "restaurants" and plan_or_reason(before, after, said)) or (
        "already has the best" in said and answered(before, after, said))


def pace_or_asked(most: int, word: str) -> Check:
    """"Dad walks with a cane, so an easy pace please": the pace held, or "plan without it?" asked naming ``word``
    (what the data cannot judge) with the pace kept in the draft."""
    def check(before: dict, after: dict, said: str) -> bool:
        draft = ((after.get("draft") or {}).get("local_constraint") or {}).get("pace") or {}
        asked = bool(after.get("missing")) and word in said.lower() and draft.get("most") == most
        return pace_most(most)(before, after, said) or asked
    return check


def flight_rules(hours: int) -> Check:
    """"No red-eyes and no flights over 3 hours": a flight-time window held and the flight length capped."""
    return lambda before, after, said: bool(_windows(after)) and local_rules(after).get("max flight hours") == hours and (
        plan_or_reason(before, after, said))


def dearest_day(before: dict, after: dict, said: str) -> bool:
    """"Which day's the most expensive": a day named with its cost, nothing changed; on a trip no plan meets, that
    said."""
    if not after.get("plan"):
        return answered(before, after, said) and "no plan" in said.lower()
    return money(before, after, said) and "day" in said.lower()


CATEGORIES = ("retirees", "business", "friends", "parents", "nonnative", "pasted", "sidestep", "mind", "takeback",
              "questions", "cheapnice", "undo", "vague", "vocab", "signoff")

_U = [dict() for _ in range(2)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CONVERSATIONS: list[Conversation] = [
    # --- retirees, in whole polite sentences ---------------------------------------------------------------------------
    ("retirees", [
        ("Good afternoon. My wife and I are both retired now and fancy a quiet few days. We would drive from Cedar "
         "Rapids to Muskegon, 8th to 10th of March 2022, and we thought fourteen hundred dollars would be sensible.", [
             opened("Cedar Rapids", "Muskegon", people_number=2, budget=1400)]),
        ("We don't do well rushing about these days, so a gentle pace if you would.", [pace_most(1)]),
        ("Neither of us smokes either, so a non-smoking room please.", [forbids("smoking"), pace_most(1)]),
        ("How many hours will I be behind the wheel on the first day?", [day_length]),
        ("Thank you, you have been very patient with us.", [THANKED]),
    ]),
    ("retirees", [
        ("Hello, I'm 72 and recently widowed and my daughter says I ought to get out more. I'd like to go from "
         "Latrobe to Lexington, the 15th to the 17th of March 2022, on my own, with about $1,000.", [
             opened("Latrobe", "Lexington", people_number=1, budget=1000)]),
        ("I'd like a decent place to sleep, nothing below four stars please", [local("min stay rating", 4)]),
        ("And the horse park, I used to ride as a girl", [
            either(must_see("horse park"), named("horse")), local("min stay rating", 4)]),
        ("What will the hotel cost me each night?", [hotel_price]),
        ("That's lovely dear, thank you ever so much", [THANKED]),
    ]),
    ("retirees", [
        ("we're a retired couple heading from Fort Smith down to Killeen where our son is stationed, March 21-23 "
         "2022, $1,300 between us", [opened("Fort Smith", "Killeen", people_number=2, budget=1300)]),
        ("my husband doesn't like long days at the wheel, seven hours a day at most", [
            local("max driving hours", 7)]),
        ("what's breakfast on the last morning", [meal_or_none(3, "breakfast")]),
        ("how much of our money is left over then", [budget_left]),
        ("thank you kindly, God bless", [THANKED]),
    ]),
    ("retirees", [
        ("Good morning! Retired schoolteacher here. Colorado Springs to Rapid City, the 3rd through the 5th of March "
         "2022, two of us (my sister and I), around $1,500.", [
             opened("Colorado Springs", "Rapid City", people_number=2, budget=1500)]),
        ("Mount Rushmore is the whole reason we're going", [named("rushmore")]),
        ("oh dear. well then the dinosaur park will do instead", [
            lambda before, after, said: not after.get("missing") and must_see("dinosaur park")(before, after, said)]),
        ("American food suits us best", [cuisines("American"), must_see("dinosaur park")]),
        ("which day is the dinosaur park", [sight_day("dinosaur park")]),
        ("that's grand, thanks a million", [THANKED]),
    ]),
    # --- business travellers tacking on a weekend ----------------------------------------------------------------------
    ("business", [
        ("In Killeen for a conference till Friday. Want to tack a weekend on: drive over to Little Rock Mar 11, back "
         "Mar 13 2022, just me, ~$900", [opened("Killeen", "Little Rock", people_number=1, budget=900)]),
        ("need wifi and a desk at the hotel", [named("wifi")]),
        ("fine, skip the wifi bit", [went_without]),
        ("what's the room going to run me per night", [hotel_price]),
        ("expense report needs the total, what is it", [total_or_none]),
        ("thx, that's all I need", [THANKED]),
    ]),
    ("business", [
        ("Business trip wraps up in Midland on the 18th. Thinking I'd drive up to Oklahoma City for the weekend, "
         "18th-20th March 2022, 1 pax, budget 850.", [
             opened("Midland", "Oklahoma City", people_number=1, budget=850)]),
        ("private room, not sharing with strangers", [either(local("room type", "private room"), NOT_SHARED)]),
        ("and max 7 hrs driving a day, I'll be wiped", [local("max driving hours", 7)]),
        ("the cowboy museum if it fits", [either(must_see("cowboy"), named("cowboy"))]),
        ("how long is the drive back on the 20th", [day_length]),
        ("perfect. cheers", [THANKED]),
    ]),
    ("business", [
        ("wrapping up a client visit in New Bern on the 22nd, my wife is flying in to meet me and then we'll drive to "
         "Harrisburg together, March 22-24 2022, two of us, $1,200", [
             opened("New Bern", "Harrisburg", people_number=2, budget=1200)]),
        ("we both love a good museum, the civil war one especially", [
            either(must_see("civil war"), named("civil war"))]),
        ("somewhere rated 4 or better to sleep", [local("min stay rating", 4)]),
        ("what's dinner on the 23rd", [meal_or_none(2, "dinner")]),
        ("great stuff, ttyl then", [THANKED]),
    ]),
    # --- friends splitting the cost ------------------------------------------------------------------------------------
    ("friends", [
        ("4 of us (college friends) splitting everything, Panama City to Punta Gorda, March 12-14 2022, we can each "
         "chip in about $400", [opened("Panama City", "Punta Gorda", people_number=4, budget=1600)]),
        ("cheapest possible please, we're students", [cheaper]),
        ("whats that per head", [share_said]),
        ("and where do we crash", [or_none(stay_said)]),
        ("legend, ty", [THANKED]),
    ]),
    ("friends", [
        ("group trip!! 5 friends, Daytona Beach → Panama City, mar 20-22 2022, $1500 total", [
            opened("Daytona Beach", "Panama City", people_number=5, budget=1500)]),
        ("shared rooms are totally fine for us btw", [room_free]),
        ("no more than $40 each per night for the place", [local("max night price per person", 40)]),
        ("and lunch on day 2, where's that", [meal_or_none(2, "lunch")]),
        ("and the total divided by 5?", [share_said]),
        ("sweet as, thanks dude", [THANKED]),
    ]),
    ("friends", [
        ("Three mates, Shreveport to Wichita Falls for a bachelor weekend, March 4-6 2022, $1,200", [
            opened("Shreveport", "Wichita Falls", people_number=3, budget=1200)]),
        ("somewhere that lets us have a party", [house_rules("parties")]),
        ("bbq every night, obviously", [every_meal_kept("BBQ", "dinner"), house_rules("parties")]),
        ("how much each if we split it three ways", [share_said]),
        ("cheers lads", [THANKED]),
    ]),
    # --- planning for someone's parents --------------------------------------------------------------------------------
    ("parents", [
        ("I'm booking a trip for my parents (both in their 70s), Charlottesville to Islip, March 16-18 2022, budget "
         "$1,400. They don't want to fly.", [
             opened("Charlottesville", "Islip", people_number=2, budget=1400), mode("no flight")]),
        ("dad needs a ground floor room", [named("ground floor")]),
        ("ok go without it, but make sure it's non smoking", [went_without, forbids("smoking")]),
        ("where are they staying", [or_none(stay_said)]),
        ("thank you so much, they'll be thrilled", [THANKED]),
    ]),
    ("parents", [
        ("Planning a surprise for mum and dad's 40th anniversary: Augusta to Gainesville, March 25-27 2022, just the "
         "two of them, up to $1,600", [opened("Augusta", "Gainesville", people_number=2, budget=1600)]),
        ("put them somewhere lovely, a 4-star place at least", [local("min stay rating", 4)]),
        ("mum loves gardens, the botanical one please", [
            either(must_see("botanical"), named("botanical")), local("min stay rating", 4)]),
        ("and a nice italian dinner one night", [meal_wish("Italian", "dinner")]),
        ("what's the total going to be", [total_or_none]),
        ("brilliant, thank you!", [THANKED]),
    ]),
    ("parents", [
        ("my folks want to see Little Rock, they'd leave from Wichita Falls, 3/9 to 3/11/2022, two people, $1,100", [
            opened("Wichita Falls", "Little Rock", people_number=2, budget=1100)]),
        ("dad walks with a cane, so an easy pace please", [pace_or_asked(1, "cane")]),
        ("what sights are on day 2 for them", [
            either(day_sights(2), lambda before, after, said: bool(after.get("missing")) and "?" in said)]),
        ("and how long is the drive for them", [
            either(day_length, lambda before, after, said: bool(after.get("missing")) and "?" in said)]),
        ("ty, they'll love it", [THANKED]),
    ]),
    # --- non-native English --------------------------------------------------------------------------------------------
    ("nonnative", [
        ("Hello, I am from Brazil, I want travel from Brownsville to Killeen on 14 until 16 March 2022, we are 2 "
         "persons, budget 1000 dollars", [opened("Brownsville", "Killeen", people_number=2, budget=1000)]),
        ("please hotel with not smoking", [forbids("smoking")]),
        ("is possible to eat mexican food?", [
            either(serves("Mexican"), lambda before, after, said: answered(before, after, said) and (
                "mexican" in said.lower()) and "didn't understand" not in said)]),
        ("how much cost the hotel for one night", [hotel_price]),
        ("thank you very much my good friend", [THANKED]),
    ]),
    ("nonnative", [
        ("Guten Tag. I like to make trip from Minot to Brainerd, 2022 March 5 to 7, only me, 700 dollar.", [
            opened("Minot", "Brainerd", people_number=1, budget=700)]),
        ("I want not drive more than 7 hours in one day", [local("max driving hours", 7)]),
        ("which restaurant is for dinner the first day?", [meal_or_none(1, "dinner")]),
        ("and what I can visit on the second day?", [day_sights(2)]),
        ("danke schön, very helpful", [THANKED]),
    ]),
    ("nonnative", [
        ("hi, my english not so good. me and wife go Santa Rosa to Long Beach, march 23 to 25 2022, money 1300$", [
            opened("Santa Rosa", "Long Beach", people_number=2, budget=1300)]),
        ("we like chinese food very much", [cuisines("Chinese")]),
        ("the hotel must be whole apartment only for us", [local("room type", "entire room"), cuisines("Chinese")]),
        ("total price how much?", [total_or_none]),
        ("ok thank you, bye bye", [THANKED]),
    ]),
    ("nonnative", [
        ("Bonjour, we are french family: 2 adults and 1 child of 6 years, from Bemidji to La Crosse, 10-12 march "
         "2022, budget 1500 USD", [opened("Bemidji", "La Crosse", people_number=3, budget=1500),
                                   house_rules("children under 10")]),
        ("we want to visit the children's museum for the little one", [
            must_see("children's museum"), house_rules("children under 10")]),
        ("what is the rating of the hotel?", [rated()]),
        ("merci, thank you!", [THANKED]),
    ]),
    # --- pasted from a note --------------------------------------------------------------------------------------------
    ("pasted", [
        ("Trip notes:\n- from: Arcata\n- to: Monterey\n- dates: March 17-19 2022\n- 2 adults\n- budget $1,500", [
            opened("Arcata", "Monterey", people_number=2, budget=1500)]),
        ("- aquarium is a must\n- no fast food", [must_see("aquarium"), avoids_cuisines("Fast Food")]),
        ("what does day 2 look like for us", [day_sights(2)]),
        ("great thank u!!", [THANKED]),
    ]),
    ("pasted", [
        ("copying from my notes app:\n• Lawton -> Del Rio\n• 3/26-3/28/2022\n• 3 people\n• $1,300 max", [
            opened("Lawton", "Del Rio", people_number=3, budget=1300)]),
        ("• kid friendly place (youngest is 5)\n• no smoking", [house_rules("children under 10"), forbids("smoking")]),
        ("which day has the most driving in it", [day_length]),
        ("ok thx, saved it", [THANKED]),
    ]),
    ("pasted", [
        ("Escanaba to St. Cloud\nMarch 27 - 29, 2022\n2 ppl\n$1,250\nprefer italian or american food", [
            opened("Escanaba", "St. Cloud", people_number=2, budget=1250), cuisines("Italian", "American")]),
        ("also: max $120/night for the room", [local("max night price", 120), cuisines("Italian", "American")]),
        ("where's dinner on night 1 then", [meal_or_none(1, "dinner")]),
        ("ty ty, got it all down", [THANKED]),
    ]),
    ("pasted", [
        ("College Station to Del Rio, March 1-3 2022, 2 people, $1,200", [
            opened("College Station", "Del Rio", people_number=2, budget=1200)]),
        ("some wishes -- pets allowed (we have a corgi) -- no parties -- restaurants rated 4+", [
            house_rules("pets"), forbids("parties"), local("min rating", 4)]),
        ("where are we sleeping each night", [or_none(stay_said)]),
        ("and what's that per night", [hotel_price]),
        ("thanks a heap, you rock", [THANKED]),
    ]),
    # --- answering the chat's question with something else -------------------------------------------------------------
    ("sidestep", [
        ("Kalispell to West Yellowstone, March 14-16 2022, budget $1,600", [asks("people_number")]),
        ("we'd like to see Old Faithful while we're there", [waits_with("people_number", "must see", "old faithful")]),
        ("oh right, 3 of us", [opened("Kalispell", "West Yellowstone", people_number=3, budget=1600),
                               must_see("old faithful")]),
        ("which day is old faithful", [sight_day("old faithful")]),
        ("thanks, can't wait", [THANKED]),
    ]),
    ("sidestep", [
        ("Redding to Santa Maria, 2 of us, $1,300", [asks("date")]),
        ("is it warm there in march?", [still_asks("date")]),
        ("ok, March 6-8 2022 then", [opened("Redding", "Santa Maria", people_number=2, budget=1300)]),
        ("what's the hotel rated out of 5", [rated()]),
        ("cool ta", [THANKED]),
    ]),
    ("sidestep", [
        ("I want to go from Gulfport to Texarkana, March 18-20 2022, me and my brother", [asks("budget")]),
        ("we don't want to drive more than 7 hours a day", [waits_with("budget", "max driving hours", "7")]),
        ("oh, budget, say 1100", [opened("Gulfport", "Texarkana", people_number=2, budget=1100),
                                  local("max driving hours", 7)]),
        ("what's for lunch on the last day", [meal_or_none(3, "lunch")]),
        ("much appreciated bro", [THANKED]),
    ]),
    ("sidestep", [
        ("Des Moines to Cape Girardeau, March 11-13 2022, $1,400, me and the kids", [asks("people_number")]),
        ("how much is gas down there", [still_asks("people_number")]),
        ("sorry, it's me plus 3 kids, youngest is 8", [
            opened("Des Moines", "Cape Girardeau", people_number=4, budget=1400), house_rules("children under 10")]),
        ("what are the kids and I doing on day 2", [day_sights(2)]),
        ("thank youuu, u saved me", [THANKED]),
    ]),
    # --- changing minds ------------------------------------------------------------------------------------------------
    ("mind", [
        ("Harlingen to San Angelo, March 2-4 2022, 2 people, $1,100", [
            opened("Harlingen", "San Angelo", people_number=2, budget=1100)]),
        ("let's do mexican food for the trip", [cuisines("Mexican")]),
        ("nah, changed my mind on the mexican, chinese instead", [cuisines("Chinese")]),
        ("wait, what's dinner day 2 now", [meal_or_none(2, "dinner")]),
        ("ok good, thank you", [THANKED]),
    ]),
    ("mind", [
        ("Moab to Twin Falls, March 9-11 2022, 3 people, $1,500", [
            opened("Moab", "Twin Falls", people_number=3, budget=1500)]),
        ("make it just 2 of us, my brother bailed", [people(2)]),
        ("and actually drop the budget to $1,200 then", [budget(1200)]),
        ("hmm no, keep it at fifteen hundred after all", [budget(1500)]),
        ("what's the total now with 2", [total_or_none]),
        ("right, thanks a bunch then", [THANKED]),
    ]),
    ("mind", [
        ("Greensboro to Decatur, March 15-17 2022, 2 people, $1,300", [
            opened("Greensboro", "Decatur", people_number=2, budget=1300)]),
        ("can we push it back a week?", [dates(22, 24)]),
        ("ugh, no, the original dates were better", [dates(15, 17)]),
        ("where are we staying on those dates", [or_none(stay_said)]),
        ("perfect, bye bye bye", [THANKED]),
    ]),
    ("mind", [
        ("Greer to Wilmington, March 28-30 2022, 2 people, $1,100", [
            opened("Greer", "Wilmington", people_number=2, budget=1100)]),
        ("hotal under 100 a nite pls", [local("max night price", 100)]),
        ("hmm that's tight, let's say 150", [local("max night price", 150)]),
        ("and four people not two", [people(4), local("max night price", 150)]),
        ("thank you very much, sorted", [THANKED]),
    ]),
    # --- taking a wish back --------------------------------------------------------------------------------------------
    ("takeback", [
        ("Bloomington to Appleton, March 6-8 2022, 2 people, $1,200", [
            opened("Bloomington", "Appleton", people_number=2, budget=1200)]),
        ("no seafood, no chinese", [avoids_cuisines("Seafood", "Chinese")]),
        ("actually chinese is fine, just no seafood", [avoids_cuisines("Seafood")]),
        ("what's lunch on the second day then", [meal_or_none(2, "lunch")]),
        ("grand job, thanks a mil", [THANKED]),
    ]),
    ("takeback", [
        ("Johnstown to Lexington, March 19-21 2022, 2 people, $1,200", [
            opened("Johnstown", "Lexington", people_number=2, budget=1200)]),
        ("at least 3 sights every day please", [pace_least(3)]),
        ("scrap the sights thing, we'll play it by ear", [pace_gone]),
        ("how much is left in our budget now", [budget_left]),
        ("okey dokey, thanks", [THANKED]),
    ]),
    ("takeback", [
        ("Killeen to Lake Charles, March 23-25 2022, 3 people, $1,400", [
            opened("Killeen", "Lake Charles", people_number=3, budget=1400)]),
        ("only stays with 4 stars and up, and restaurants 4 and up", [
            local("min stay rating", 4), local("min rating", 4)]),
        ("let's forget about the restaurant ratings", [no_local("min rating"), local("min stay rating", 4)]),
        ("whats dinner the first night", [meal_or_none(1, "dinner")]),
        ("cheers, all set", [THANKED]),
    ]),
    # --- questions about the plan --------------------------------------------------------------------------------------
    ("questions", [
        ("Marquette to Pellston, March 10-12 2022, 2 people, $1,000", [
            opened("Marquette", "Pellston", people_number=2, budget=1000)]),
        ("which hotel did you put us in", [or_none(stay_said)]),
        ("how many stars has it got", [rated()]),
        ("how long is the drive over to Pellston", [day_length]),
        ("and the total bill?", [total_or_none]),
        ("thx a lot, really", [THANKED]),
    ]),
    ("questions", [
        ("Little Rock to Wichita Falls, March 16-18 2022, 2 people, $1,100", [
            opened("Little Rock", "Wichita Falls", people_number=2, budget=1100)]),
        ("what do we do on the first day", [day_sights(1)]),
        ("where do we have breakfast on the 3rd day", [meal_or_none(3, "breakfast")]),
        ("which day's the most expensive", [dearest_day]),
        ("cool, cheers for that", [THANKED]),
    ]),
    # --- cheaper and nicer ---------------------------------------------------------------------------------------------
    ("cheapnice", [
        ("Arcata to Oakland, March 4-6 2022, 2 people, $1,300", [
            opened("Arcata", "Oakland", people_number=2, budget=1300)]),
        ("too spendy, can you bring it down", [cheaper]),
        ("what did we lose by going cheaper", [
            change_told("rating", "meal", "stay", "sight", "lower", "skip", "nothing", "gave up")]),
        ("ok now make the hotel a bit nicer", [nicer_or_best]),
        ("thanks, that's it for today", [THANKED]),
    ]),
    ("cheapnice", [
        ("Durango to Prescott, March 12-14 2022, 2 people, $1,600", [
            opened("Durango", "Prescott", people_number=2, budget=1600)]),
        ("splash out on the restaurants, we want the good ones", [better_food]),
        ("how much more did that add", [money]),
        ("fine, thanks!", [THANKED]),
    ]),
    # --- undo and redo -------------------------------------------------------------------------------------------------
    ("undo", [
        ("Midland to Santa Fe, March 20-22 2022, 2 people, $1,400", [
            saved(_U[0], "a", opened("Midland", "Santa Fe", people_number=2, budget=1400))]),
        ("add a day, through the 23rd", [saved(_U[0], "b", dates(20, 23))]),
        ("no no, undo that", [back(_U[0], "a")]),
        ("what's the total again, sorry", [total_or_none]),
        ("ta very much indeed", [THANKED]),
    ]),
    ("undo", [
        ("Lewisburg to Norfolk, March 13-15 2022, 2 people, $1,200", [
            saved(_U[1], "a", opened("Lewisburg", "Norfolk", people_number=2, budget=1200))]),
        ("pets allowed please, bringing the cat", [saved(_U[1], "b", house_rules("pets"))]),
        ("and indian food for us", [saved(_U[1], "c", cuisines("Indian"))]),
        ("go back one step please", [back(_U[1], "b")]),
        ("hm actually redo it", [back(_U[1], "c")]),
        ("thanks so much, bye for now!!", [THANKED]),
    ]),
    # --- vague and non-English openers ---------------------------------------------------------------------------------
    ("vague", [
        ("thinking about a little road trip in march, no idea where yet", [asks_more]),
        ("maybe International Falls to La Crosse? 2 people, march 24-26 2022, $1,200", [
            held(org="International Falls", dest="La Crosse", people_number=2, budget=1200)]),
        ("what's the drive like, hours wise", [day_length]),
        ("thanks, I'll think about it", [THANKED]),
    ]),
    ("vague", [
        ("Hola! Queremos ir de Sarasota a Panama City en marzo, somos dos", [ENGLISH_ONLY]),
        ("sorry, in english: Sarasota to Panama City, March 5-7 2022, 2 people, $1,200", [
            opened("Sarasota", "Panama City", people_number=2, budget=1200)]),
        ("where do we sleep those two nights", [or_none(stay_said)]),
        ("gracias, thanks!", [THANKED]),
    ]),
    # --- the newer vocabulary: flight times of one leg, flight hours, must-see, any cuisine, pace, caps -----------------
    ("vocab", [
        ("Manchester to Charlotte, March 29-31 2022, 2 people, $1,600", [
            opened("Manchester", "Charlotte", people_number=2, budget=1600)]),
        ("we'll be flying down, want to land before lunch", [leg_window("outbound", arrive_until="12:00")]),
        ("and nothing leaving before 9am on the way home", [
            leg_window("return", depart_from="09:00"), leg_window("outbound", arrive_until="12:00")]),
        ("what time do we take off on day 1", [day_length]),
        ("lovely jubbly, thanks ever so", [THANKED]),
    ]),
    ("vocab", [
        ("Fort Wayne to Charlotte, March 8-10 2022, 1 person, $900", [
            opened("Fort Wayne", "Charlotte", people_number=1, budget=900)]),
        ("no red-eyes and no flights over 3 hours", [flight_rules(3)]),
        ("the NASCAR hall of fame is a must", [must_see("nascar"), flight_rules(3)]),
        ("how much is left of my 900", [budget_left]),
        ("great, bye now", [THANKED]),
    ]),
    ("vocab", [
        ("South Bend to Atlanta, March 6-8 2022, 2 people, $1,500", [
            opened("South Bend", "Atlanta", people_number=2, budget=1500)]),
        ("any cuisine is fine but we want the aquarium and the world of coca-cola", [
            cuisines(), must_see("aquarium", "coca-cola")]),
        ("pace wise, two sights a day max", [pace_most(2), must_see("aquarium", "coca-cola")]),
        ("so which day do we see the aquarium", [sight_day("aquarium")]),
        ("ty, laters", [THANKED]),
    ]),
    ("vocab", [
        ("St. Petersburg to Appleton, March 19-21 2022, 2 people, $1,400", [
            opened("St. Petersburg", "Appleton", people_number=2, budget=1400)]),
        ("flying up we'd like to arrive by 6pm", [leg_window("outbound", arrive_until="18:00")]),
        ("stays 3 stars+, under $180 a night", [local("min stay rating", 3), local("max night price", 180)]),
        ("what's the hotel cost a night", [hotel_price]),
        ("thanks, toodles", [THANKED]),
    ]),
    # --- thanks and sign-offs ------------------------------------------------------------------------------------------
    ("signoff", [
        ("Cedar Rapids to Escanaba, March 1-3 2022, 2 people, $1,100", [
            opened("Cedar Rapids", "Escanaba", people_number=2, budget=1100)]),
        ("american food please", [cuisines("American")]),
        ("what's lunch on day 3 for us", [meal_or_none(3, "lunch")]),
        ("all set then, appreciate it", [THANKED]),
    ]),
    ("signoff", [
        ("Butte to Monterey, March 26-28 2022, 2 people, $1,300", [
            opened("Butte", "Monterey", people_number=2, budget=1300)]),
        ("how long's the drive to Monterey", [day_length]),
        ("ok that's everything, ta-ra", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (5, 3): "'the cowboy museum if it fits': a sight by words from the middle of its name (National Cowboy & Western "
            "Heritage Museum) with no cue is read by no reader; not understood, said so",
    (6, 1): "'the civil war one especially': the same, a sight by the middle of its name and 'one'; not understood, "
            "said so",
    (10, 2): "'ok go without it, but make sure it's non smoking': a yes to 'plan without it?' with a new wish after it "
             "is read as an edit whose 'ok go without it' no reader takes; the question is asked again naming it",
    (11, 2): "'mum loves gardens, the botanical one please': a sight by the middle of its name (Kanapaha Botanical "
             "Gardens) and 'one'; not understood, said so",
}

# HEAD (963ed78): turns right of all, per category, measured on a pristine copy before any fix. 182 right, 46 wrong
# (31 with the reason named or asked, 15 silent) of 228.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "retirees": (11, 21), "business": (7, 17), "friends": (15, 16), "parents": (10, 16), "nonnative": (14, 19),
    "pasted": (15, 17), "sidestep": (20, 20), "mind": (17, 21), "takeback": (15, 15), "questions": (10, 11),
    "cheapnice": (9, 9), "undo": (9, 11), "vague": (8, 8), "vocab": (15, 20), "signoff": (7, 7)}
NOW_RIGHT = 224

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyfourth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=200)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
