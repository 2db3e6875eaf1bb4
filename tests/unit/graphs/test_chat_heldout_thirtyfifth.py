"""A thirty-fifth held-out conversation set for the chat (issue 39, helper CONV35), written before the chat's code was
read for it and scored on the code as it was first (``HEAD_FIGURES``). Its road trips are pairs no earlier test names on
one line (every line of tests/ grepped for both cities): Grand Rapids to Champaign, Tulsa to Amarillo, Stockton to Long
Beach, Santa Maria to Sacramento, Baton Rouge to Waco, Charlotte to Louisville, Detroit to Watertown, Chattanooga to
Myrtle Beach, Buffalo to Baltimore, Tallahassee to Punta Gorda, Newburgh to Ithaca, Cincinnati to Greenville, Lansing
to State College, Milwaukee to Saginaw, Eau Claire to Champaign, Del Rio to Lake Charles, Flagstaff to Grand Junction,
Newark to Jamestown, Baltimore to Roanoke, Fort Smith to Waco, Raleigh to Augusta, Louisville to Kalamazoo, Saginaw to
Pittsburgh, Plattsburgh to Manhattan, Ogden to Bozeman and the rest; its flights, where every March round trip is
named somewhere, among the fewest named (Chicago to Albuquerque, Ithaca to Newark, Elmira to Detroit, Columbus to
Newark).

The voices are new ones: teenagers texting in slang and emoji ("ngl", "fr", "tysm ur the goat"), a travel agent or an
assistant writing for a client in the third person ("My client requires...", "She doesn't do shared rooms"), people
who write the whole trip in one long run-on message with no full stop, people correcting a typo with "*word" ("*indian",
"*$190", "*4 people"), people quoting the chat's reply back at it ('"No plan can meet this request" - ok then...'),
people giving numbers as words or ranges ("two or three of us", "1.5k", "one and a half thousand", "between 1000 and
1200") and people who mix several edits in one message ("make it 3 people, $1,500 and no fast food"). Around them the
usual: families, solo travellers, couples, groups, minds changed, wishes taken back, questions about the plan, cheaper
and nicer, undo and redo, answering the chat's question with something else, vague and non-English openers, sign-offs,
and the newer vocabulary (stay ratings, nightly caps, flight times of one leg, flight hours, must-see sights, any
cuisine, pace, driving hours). Each turn is right, or wrong with its reason named or a question asked ("named"), or
wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyfifth``.

Figures, turns of 229 in 49 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD (this
helper's copy as handed over) as first scored 198 / 22 / 9; after the fixes 228 / 0 / 1 (the 1 in ``KNOWN_GAPS``: the
chat asks "Did you mean ...?", which the harness counts as silent since it admits nothing). Three checks were corrected
after scoring, each marked: questions on a trip no plan meets (its city has no sight in the data: Manhattan, College
Station) are answered by saying so (``or_none``, as every set since the twenty-first), and "she only eats american food"
asks "plan without it?" by the project's rule (a cuisine is kept at one meal at least, or at every meal of one kind).

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv35_fixes.py). The silent first:
"*$190" after "hotel under $90 a night" set the budget to $190 and "*indian" after "italian food please" asked for both
cuisines (``word_fixed``: an amount is put right too, and when the message put right made the last change, that change
is read again from the trip before it, ``understand._undone_then``; "no more than" is no change by an amount); '"no
mediterranean" - I meant no french, sorry' banned both (``word_fixed._RESTATED``: a message said again whole after "I
meant" replaces the change before it; ``quoted_reply``: the chat's own words quoted back are left out); "drop the extra
day but keep the budget" undid the budget too (``undo._KEPT_PART``: a field said to be kept is not taken back); "bet.
whats dinner day 1" after "3 stars" set stays rated 1+ (``said_before._RULE_NUMBER``: a number after "day" or "night"
names which one); "relaxed pace, two stops a day at most" kept one sight a day (``pace._SIGHTS``: stops counted a day
are sights); '"how many people" - three' did not answer the question (``quoted_reply``). Then the named: "My client,
Mrs. Alvarez, wishes to drive" asked about "Mrs. Alvarez" (``clause_talk._TALK``: a person named by a title asks
nothing); "Mr. and Mrs. Okafor and their two children" asked the party (``companions._TITLED_COUPLE``: a couple named by
titles is two); "we want to go somewhere in March and we were thinking Tallahassee to Punta Gorda ... we could spend
maybe 1500" asked the budget and about "going somewhere" (``bare_budget._SPEND_AMOUNT``: a hedge before the amount;
``clause_talk``: the wish to go somewhere is the request itself); "three, final answer" asked about "final answer"
(``clause_talk``: a sure answer, and slang such as "bet", "fr", "lowkey", asks nothing); "Please put the client
somewhere a bit nicer" asked every essential again as a new trip (``intent_preferences``: putting someone up somewhere
nicer is the stay); "ok that's too much now, back to cheap" was not understood (``intent_preferences``: back to cheap is
the lowest cost); "They would also like the Louisville Slugger Museum included" was not understood (``sight_wished._CUE``:
a sight wished included, by those the trip is for too).
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    answered,
    asks,
    cuisines,
    flight_from,
    house_rules,
    local_rules,
    no_plan,
    plan_or_reason,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, must_see, pace_least, pace_most, people
from tests.unit.graphs.test_chat_heldout_thirtieth import NOT_SHARED, back, budget_left, saved
from tests.unit.graphs.test_chat_heldout_thirtyfirst import change_told
from tests.unit.graphs.test_chat_heldout_thirtyfourth import (
    dearest_day,
    leg_window,
    meal_wish,
    share_said,
    still_asks,
    waits_with,
)
from tests.unit.graphs.test_chat_heldout_thirtysecond import went_without
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import asks_more, day_sights, held, named, nicer_or_best
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none

STAY = or_none(stay_said)


def flights_not_before(clock: str) -> Check:
    """"Client prefers no departures before 8am": a flight-time window with no departure before ``clock``, planned or
    its reason."""
    return lambda before, after, said: flight_from(clock)(before, after, said) and plan_or_reason(before, after, said)


def nights_in(count: int) -> Check:
    """"How many nights are we in X": the count said (as a figure or a word), nothing changed."""
    words = {1: "one", 2: "two", 3: "three", 4: "four"}
    return lambda before, after, said: answered(before, after, said) and (
        str(count) in said or words[count] in said.lower())


def only_cuisine_asked(name: str) -> Check:
    """"She only eats american food": a cuisine asked of every meal of every kind, which no plan keeps as said (a cuisine
    is kept at one meal at least, or at every meal of one kind: docs/vocabulary-meals-sights.md), so "plan without it?"
    is asked naming it, the trip kept in the draft (corrected after scoring: the check first asked for a plan)."""
    def check(before: dict, after: dict, said: str) -> bool:
        draft = after.get("draft") or {}
        return bool(after.get("missing")) and "Shall I plan without" in said and name.lower() in said.lower() and (
            name in ((draft.get("local_constraint") or {}).get("cuisine") or []))
    return check


def draft_pace(most: int) -> Check:
    """The pace held in the draft a question waits on."""
    return lambda before, after, said: (((after.get("draft") or {}).get("local_constraint") or {}).get("pace") or {}).get(
        "most") == most


def still_asked(before: dict, after: dict, said: str) -> bool:
    """A question about the plan while "plan without it?" is open: said not to be planned yet, the question kept."""
    return bool(after.get("missing")) and "isn't planned yet" in said


def no_house_rule(before: dict, after: dict, said: str) -> bool:
    """A child of twelve asks for no house rule (only children under 10 do), planned or its reason."""
    rules = local_rules(after)
    return not rules.get("house rule") and not rules.get("more house rules") and plan_or_reason(before, after, said)


CATEGORIES = ("teen", "agent", "runon", "starfix", "quoting", "wordnums", "multi", "family", "mind", "takeback",
              "questions", "cheapnice", "undo", "sidestep", "vague", "vocab", "signoff")

_U = [dict() for _ in range(2)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CONVERSATIONS: list[Conversation] = [
    # --- teenagers, slang and emoji ------------------------------------------------------------------------------------
    ("teen", [
        ("yo can u plan a trip 4 me n my bestie 😭 grand rapids → champaign march 11-13 2022 we got like $800 total", [
            opened("Grand Rapids", "Champaign", people_number=2, budget=800)]),
        ("ngl the hotel needs to be at least 3 stars fr 💅", [local("min stay rating", 3)]),
        ("wait how much is that lol", [total_or_none]),
        ("bet. whats dinner day 1 👀", [meal_or_none(1, "dinner")]),
        ("tysm ur the goat 🐐", [THANKED]),
    ]),
    ("teen", [
        ("heyyy me + 2 friends tryna do a senior trip 🚗💨 tulsa to amarillo, mar 18-20 2022, $1200", [
            opened("Tulsa", "Amarillo", people_number=3, budget=1200)]),
        ("lowkey we want mexican food the whole time 🌮", [cuisines("Mexican")]),
        ("nvm the mexican, make it american 🍔", [cuisines("American")]),
        ("how many hrs is the drive 😩", [day_length]),
        ("ok slay thx", [THANKED]),
    ]),
    ("teen", [
        ("bruh i need a getaway asap 😤", [asks_more]),
        ("stockton to long beach, just me, march 7-9 2022, $700", [
            held(org="Stockton", dest="Long Beach", people_number=1, budget=700)]),
        ("no smoking rooms pls i have asthma 🙏", [forbids("smoking")]),
        ("wya on night 2 (like where am i sleeping)", [STAY]),
        ("ily thx 💕", [THANKED]),
    ]),
    ("teen", [
        ("omg me n my gf r going from santa maria to sacramento mar 21-23 2022!!! budget 1k 🥰", [
            opened("Santa Maria", "Sacramento", people_number=2, budget=1000)]),
        ("can we do like 2 sights a day max, we r lazy af 😂", [pace_most(2)]),
        ("whats the vibe on day 2", [day_sights(2)]),
        ("cheaper pls we r broke 💀", [cheaper]),
        ("ok bye 👋", [THANKED]),
    ]),
    # --- an agent or an assistant writing for a client -----------------------------------------------------------------
    ("agent", [
        ("Hello, I'm a travel agent writing on behalf of a client. My client, Mrs. Alvarez, wishes to drive from Baton "
         "Rouge to Waco, March 14-16 2022, travelling alone, with a budget of $1,100.", [
             opened("Baton Rouge", "Waco", people_number=1, budget=1100)]),
        ("She requires a non-smoking room and a property rated 4 stars or above.", [
            forbids("smoking"), local("min stay rating", 4)]),
        ("Could you tell me the nightly rate of her hotel?", [hotel_price]),
        ("She would also prefer not to drive more than seven hours in a single day.", [
            local("max driving hours", 7), forbids("smoking")]),
        ("Thank you, I'll forward this to her.", [THANKED]),
    ]),
    ("agent", [
        ("Booking for clients: Mr. and Mrs. Okafor and their two children (ages 7 and 11), Charlotte to Louisville, "
         "March 23-25 2022, budget $2,000.", [
             opened("Charlotte", "Louisville", people_number=4, budget=2000), house_rules("children under 10")]),
        ("The clients have asked for Italian food where possible.", [cuisines("Italian")]),
        ("They would also like the Louisville Slugger Museum included.", [
            either(must_see("slugger"), named("slugger")), cuisines("Italian")]),
        ("What will the family's total come to?", [total_or_none]),
        ("Many thanks, that's all for the Okafors.", [THANKED]),
    ]),
    ("agent", [
        ("Agent here. Client (1 pax, business) needs Chicago to Albuquerque, 16-18 Mar 2022, budget 1,500 USD.", [
            opened("Chicago", "Albuquerque", people_number=1, budget=1500)]),
        ("Client prefers no departures before 8am.", [flights_not_before("08:00")]),
        ("What time does the client land in Albuquerque?", [day_length]),
        ("Please put the client somewhere a bit nicer.", [nicer_or_best]),
        ("Thanks, noted.", [THANKED]),
    ]),
    ("agent", [
        ("I'm arranging a trip for my boss: Detroit to Watertown, March 9-11 2022, she's going alone, $1,300 budget.", [
            opened("Detroit", "Watertown", people_number=1, budget=1300)]),
        ("She doesn't do shared rooms.", [NOT_SHARED]),
        ("Where's she staying?", [STAY]),
        ("And what's lunch for her on the 10th?", [meal_or_none(2, "lunch")]),
        ("Great, thank you.", [THANKED]),
    ]),
    # --- the whole trip in one run-on message --------------------------------------------------------------------------
    ("runon", [
        ("ok so basically me and my husband and our three kids want to drive from Chattanooga to Myrtle Beach from "
         "March 12 to March 14 2022 and we have about $2,200 and the kids are 4 6 and 9 so we need a place that takes "
         "kids and also we have a dog so pets need to be ok and none of us eat seafood so no seafood please", [
             opened("Chattanooga", "Myrtle Beach", people_number=5, budget=2200),
             house_rules("children under 10", "pets"), avoids_cuisines("Seafood")]),
        ("what are we doing on the second day and is it a lot of walking", [day_sights(2)]),
        ("ok and what does the whole thing cost us", [total_or_none]),
        ("thanks so much this is a lifesaver honestly", [THANKED]),
    ]),
    ("runon", [
        ("hi so I'm going from Buffalo to Baltimore on March 2 2022 and coming back March 4 it's just me I have $900 "
         "and I don't want to spend more than $120 a night on a room and I want one good seafood dinner while I'm "
         "there", [opened("Buffalo", "Baltimore", people_number=1, budget=900), local("max night price", 120),
                   meal_wish("Seafood", "dinner")]),
        ("also I'd rather not be in the car more than 7 hours a day if that's possible", [
            local("max driving hours", 7), local("max night price", 120)]),
        ("how much will I have left over", [budget_left]),
        ("thank you!!", [THANKED]),
    ]),
    ("runon", [
        ("So my sister and I and our mom want to go somewhere in March and we were thinking Tallahassee to Punta Gorda "
         "maybe the 16th through the 18th 2022 and we could spend maybe 1500 but mom can't walk much so we want a slow "
         "easy pace and she only eats american food really", [
             either(opened("Tallahassee", "Punta Gorda", people_number=3, budget=1500), only_cuisine_asked("American")),
             either(pace_most(1), draft_pace(1))]),
        ("which hotel is it and is it any good", [either(STAY, still_asked)]),
        ("what's breakfast the last day", [either(meal_or_none(3, "breakfast"), still_asked)]),
        ("perfect thanks so much", [either(THANKED, plan_or_reason)]),
    ]),
    # --- a typo corrected with "*word" ---------------------------------------------------------------------------------
    ("starfix", [
        ("Newburgh to Ithaca, March 20-22 2022, 2 people, $1,100", [
            opened("Newburgh", "Ithaca", people_number=2, budget=1100)]),
        ("italian food please", [cuisines("Italian")]),
        ("*indian", [cuisines("Indian")]),
        ("where's dinner day 1", [meal_or_none(1, "dinner")]),
        ("ta", [THANKED]),
    ]),
    ("starfix", [
        ("Cincinnati to Greenville, March 5-7 2022, 3 people, $1,400", [
            opened("Cincinnati", "Greenville", people_number=3, budget=1400)]),
        ("hotel under $90 a night", [local("max night price", 90)]),
        ("*$190", [local("max night price", 190)]),
        ("what's a night there cost", [hotel_price]),
        ("cheers", [THANKED]),
    ]),
    ("starfix", [
        ("Lansing to State College, March 26-28 2022, 3 people, $1,500", [
            opened("Lansing", "State College", people_number=3, budget=1500)]),
        ("*4 people", [people(4, 1500)]),
        ("and 4 stars for the hotel", [local("min stay rating", 4)]),
        ("*3 stars, 4 is too pricey", [local("min stay rating", 3)]),
        ("total?", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("starfix", [
        ("Milwaukee to Saginaw, March 14-16 2022, 2 people, $1,000", [
            opened("Milwaukee", "Saginaw", people_number=2, budget=1000)]),
        ("can we make it March 15-17", [dates(15, 17)]),
        ("*March 16-18", [dates(16, 18)]),
        ("what's lunch on day 2", [meal_or_none(2, "lunch")]),
        ("all good thanks", [THANKED]),
    ]),
    # --- the chat's reply quoted back at it ----------------------------------------------------------------------------
    ("quoting", [
        ("Eau Claire to Champaign, March 8-10 2022, $1,300", [asks("people_number")]),
        ('"how many people" - three', [opened("Eau Claire", "Champaign", people_number=3, budget=1300)]),
        ('you wrote "Day 1" has a long drive, how long exactly?', [day_length]),
        ("thanks!", [THANKED]),
    ]),
    ("quoting", [
        ("Del Rio to Lake Charles, March 19-21 2022, 2 people, $400", [
            opened("Del Rio", "Lake Charles", people_number=2, budget=400)]),
        ('"No plan can meet this request" - ok then make the budget $1,500', [budget(1500)]),
        ("where do we stay", [STAY]),
        ("ok thx", [THANKED]),
    ]),
    ("quoting", [
        ("Grand Rapids to Indianapolis, March 1-3 2022, 2 people, $1,200", [
            opened("Grand Rapids", "Indianapolis", people_number=2, budget=1200)]),
        ('re "The whole trip costs" - what is that per person?', [share_said]),
        ('you said we sleep somewhere on night 1, what is it rated?', [rated()]),
        ("cool thanks", [THANKED]),
    ]),
    ("quoting", [
        ("Flagstaff to Grand Junction, March 10-12 2022, 2 people, $1,400", [
            opened("Flagstaff", "Grand Junction", people_number=2, budget=1400)]),
        ("no mediterranean food", [avoids_cuisines("Mediterranean")]),
        ('"no mediterranean" - I meant no french, sorry', [avoids_cuisines("French")]),
        ("what's dinner on the 11th", [meal_or_none(2, "dinner")]),
        ("thanks", [THANKED]),
    ]),
    # --- numbers as words and ranges -----------------------------------------------------------------------------------
    ("wordnums", [
        ("two or three of us going Newark to Jamestown, March 22-24 2022, about $1,200", [asks("people_number")]),
        ("three, final answer", [opened("Newark", "Jamestown", people_number=3, budget=1200)]),
        ("make the budget one and a half thousand", [budget(1500)]),
        ("what's the total now", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("wordnums", [
        ("Baltimore to Roanoke march 17-19 2022, me and my partner, 1.5k", [
            opened("Baltimore", "Roanoke", people_number=2, budget=1500)]),
        ("hotel no more than a hundred and twenty a night", [local("max night price", 120)]),
        ("and at most two sights a day", [pace_most(2), local("max night price", 120)]),
        ("how much is left", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("wordnums", [
        ("Party of four, Fort Smith to Waco, the twenty-first to the twenty-third of March 2022, twelve hundred "
         "dollars", [opened("Fort Smith", "Waco", people_number=4, budget=1200)]),
        ("no more than six hours behind the wheel a day", [local("max driving hours", 6)]),
        ("what's for breakfast on day two", [meal_or_none(2, "breakfast")]),
        ("cheers", [THANKED]),
    ]),
    ("wordnums", [
        ("Raleigh to Augusta, March 3-5 2022, 2 adults, budget somewhere between 1000 and 1200", [
            either(opened("Raleigh", "Augusta", people_number=2, budget=1200), asks("budget"))]),
        ("a 3-star hotel minimum", [local("min stay rating", 3)]),
        ("what's that cost per night", [hotel_price]),
        ("thanks a lot", [THANKED]),
    ]),
    # --- several edits in one message ----------------------------------------------------------------------------------
    ("multi", [
        ("Louisville to Kalamazoo, March 24-26 2022, 2 people, $1,100", [
            opened("Louisville", "Kalamazoo", people_number=2, budget=1100)]),
        ("make it 3 people, $1,500 and no fast food", [people(3, 1500), avoids_cuisines("Fast Food")]),
        ("switch to chinese food, pets allowed and 4 stars min", [
            cuisines("Chinese"), house_rules("pets"), local("min stay rating", 4), avoids_cuisines("Fast Food")]),
        ("what's the total", [total_or_none]),
        ("thank you", [THANKED]),
    ]),
    ("multi", [
        ("Bloomington to Erie, March 6-8 2022, 2 people, $1,300", [
            opened("Bloomington", "Erie", people_number=2, budget=1300)]),
        ("add a day at the end and bump the budget to 1600", [dates(6, 9), budget(1600)]),
        ("drop the extra day but keep the budget", [dates(6, 8), trip(budget=1600)]),
        ("where do we stay the last night", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("multi", [
        ("Saginaw to Pittsburgh, March 15-17 2022, 4 people, $1,800", [
            opened("Saginaw", "Pittsburgh", people_number=4, budget=1800)]),
        ("entire place only, no parties, and max $200 a night", [
            local("room type", "entire room"), forbids("parties"), local("max night price", 200)]),
        ("what's dinner day 3", [meal_or_none(3, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("multi", [
        ("Plattsburgh to Manhattan, March 27-29 2022, 2 people, $1,600", [
            opened("Plattsburgh", "Manhattan", people_number=2, budget=1600)]),
        ("go cheaper and make sure the hotel is non smoking", [either(cheaper, no_plan), forbids("smoking")]),
        ("how much did we save", [or_none(money)]),
        ("bye", [THANKED]),
    ]),
    # --- families ------------------------------------------------------------------------------------------------------
    ("family", [
        ("Family of five - me, the wife, and three kids under 10 - Ogden to Bozeman, March 9-11 2022, $2,000", [
            opened("Ogden", "Bozeman", people_number=5, budget=2000), house_rules("children under 10")]),
        ("the kids are dying to see the Museum of the Rockies", [either(must_see("rockies"), named("rockies"))]),
        ("relaxed pace, two stops a day at most", [pace_most(2)]),
        ("what are we doing day 2", [day_sights(2)]),
        ("thank you so much", [THANKED]),
    ]),
    ("family", [
        ("We're a family of 3 (our daughter is 12), Champaign to Cedar Rapids, March 20-22 2022, $1,300", [
            opened("Champaign", "Cedar Rapids", people_number=3, budget=1300), no_house_rule]),
        ("our daughter is vegetarian", [named("vegetarian")]),
        ("fine, go without it", [went_without]),
        ("what do we eat on day 2", [day_meals(2)]),
        ("thanks", [THANKED]),
    ]),
    # --- changing minds ------------------------------------------------------------------------------------------------
    ("mind", [
        ("Fayetteville to Atlanta, March 13-15 2022, 2 people, $1,200", [
            opened("Fayetteville", "Atlanta", people_number=2, budget=1200)]),
        ("let's do 3 nights instead", [dates(13, 16)]),
        ("nah, keep it at two nights", [dates(13, 15)]),
        ("and we'd rather have french food", [cuisines("French")]),
        ("hmm no, forget the french", [cuisines()]),
        ("thanks", [THANKED]),
    ]),
    ("mind", [
        ("Scranton to Boston, March 4-6 2022, 2 people, $1,400", [
            opened("Scranton", "Boston", people_number=2, budget=1400)]),
        ("actually we're 3 now, my cousin's coming", [people(3)]),
        ("scratch that, she can't make it after all", [people(2)]),
        ("whats the total with just 2", [total_or_none]),
        ("cheers", [THANKED]),
    ]),
    ("mind", [
        ("St. Louis to Des Moines, March 28-30 2022, 1 person, $800", [
            opened("St. Louis", "Des Moines", people_number=1, budget=800)]),
        ("bump it to $1,000", [budget(1000)]),
        ("no, $800 was right", [budget(800)]),
        ("where do I stay", [STAY]),
        ("thx", [THANKED]),
    ]),
    # --- taking a wish back --------------------------------------------------------------------------------------------
    ("takeback", [
        ("Lexington to Detroit, March 16-18 2022, 2 people, $1,200", [
            opened("Lexington", "Detroit", people_number=2, budget=1200)]),
        ("must see the Henry Ford museum", [either(must_see("henry ford"), named("henry ford"))]),
        ("never mind the Henry Ford, skip it", [must_see()]),
        ("what do we see on day 2 then", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("Fort Lauderdale to Jacksonville, March 10-12 2022, 2 people, $1,300", [
            opened("Fort Lauderdale", "Jacksonville", people_number=2, budget=1300)]),
        ("no more than $150 a night and no smoking", [local("max night price", 150), forbids("smoking")]),
        ("lose the nightly cap", [local("max night price", None), forbids("smoking")]),
        ("hotel rating?", [rated()]),
        ("thx", [THANKED]),
    ]),
    # --- questions about the plan --------------------------------------------------------------------------------------
    ("questions", [
        ("Harlingen to College Station, March 18-20 2022, 2 people, $1,200", [
            opened("Harlingen", "College Station", people_number=2, budget=1200)]),
        ("how many nights are we in College Station", [or_none(nights_in(2))]),
        ("what's the priciest meal", [or_none(money)]),
        ("how long is the drive home", [day_length]),
        ("which day costs the most", [dearest_day]),
        ("ok thanks", [THANKED]),
    ]),
    ("questions", [
        ("Madison to Belleville, March 2-4 2022, 3 people, $1,400", [
            opened("Madison", "Belleville", people_number=3, budget=1400)]),
        ("what do we eat on day 1", [day_meals(1)]),
        ("and where is the hotel", [STAY]),
        ("what's left over of the budget", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    # --- cheaper and nicer ---------------------------------------------------------------------------------------------
    ("cheapnice", [
        ("Bakersfield to Butte, March 22-24 2022, 2 people, $2,000", [
            opened("Bakersfield", "Butte", people_number=2, budget=2000)]),
        ("nicer hotel please, money's no object", [nicer_or_best]),
        ("ok that's too much now, back to cheap", [cheaper]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("cheapnice", [
        ("Sacramento to Burbank, March 5-7 2022, 1 person, $1,000", [
            opened("Sacramento", "Burbank", people_number=1, budget=1000)]),
        ("cheapest everything please", [cheaper]),
        ("what did that change", [change_told("rating", "meal", "stay", "sight", "lower", "skip", "nothing",
                                              "gave up", "cheaper", "$")]),
        ("thx", [THANKED]),
    ]),
    # --- undo and redo -------------------------------------------------------------------------------------------------
    ("undo", [
        ("Green Bay to Alpena, March 11-13 2022, 2 people, $1,100", [
            saved(_U[0], "a", opened("Green Bay", "Alpena", people_number=2, budget=1100))]),
        ("american food and a 3 star hotel minimum", [
            saved(_U[0], "b", cuisines("American")), local("min stay rating", 3)]),
        ("undo", [back(_U[0], "a")]),
        ("redo", [back(_U[0], "b")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Ithaca to Newburgh, March 24-26 2022, 2 people, $1,000", [
            saved(_U[1], "a", opened("Ithaca", "Newburgh", people_number=2, budget=1000))]),
        ("pets allowed", [saved(_U[1], "b", house_rules("pets"))]),
        ("take that back", [back(_U[1], "a")]),
        ("what's the hotel", [STAY]),
        ("ty", [THANKED]),
    ]),
    # --- answering the chat's question with something else -------------------------------------------------------------
    ("sidestep", [
        ("Newark to Charlottesville, March 14-16 2022, $1,300", [asks("people_number")]),
        ("is there anything fun to do in charlottesville?", [still_asks("people_number")]),
        ("we're 2", [opened("Newark", "Charlottesville", people_number=2, budget=1300)]),
        ("thanks", [THANKED]),
    ]),
    ("sidestep", [
        ("Roanoke to Pittsburgh, 2 people, $1,100", [asks("date")]),
        ("oh and no smoking please", [waits_with("date", "stay forbids", "smoking")]),
        ("march 8-10 2022", [opened("Roanoke", "Pittsburgh", people_number=2, budget=1100), forbids("smoking")]),
        ("what's day 1 look like", [day_sights(1)]),
        ("thanks", [THANKED]),
    ]),
    # --- vague and non-English openers ---------------------------------------------------------------------------------
    ("vague", [
        ("Ciao! Vorremmo andare da Tallahassee a New Orleans a marzo", [ENGLISH_ONLY]),
        ("sorry - Tallahassee to New Orleans, March 25-27 2022, 2 people, $1,400", [
            opened("Tallahassee", "New Orleans", people_number=2, budget=1400)]),
        ("where do we sleep", [STAY]),
        ("grazie, thanks", [THANKED]),
    ]),
    ("vague", [
        ("somewhere warm maybe? idk", [asks_more]),
        ("ok let's say San Angelo to Laredo, March 12-14 2022, 2 of us, $1,100", [
            held(org="San Angelo", dest="Laredo", people_number=2, budget=1100)]),
        ("how long is the drive", [day_length]),
        ("thanks", [THANKED]),
    ]),
    # --- the newer vocabulary: flight times of one leg, flight hours, must-see, any cuisine, pace, caps -----------------
    ("vocab", [
        ("Ithaca to Newark, March 18-20 2022, 2 people, $900", [
            opened("Ithaca", "Newark", people_number=2, budget=900)]),
        ("on the way back we want to be home before 9pm", [leg_window("return", arrive_until="21:00")]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("vocab", [
        ("Elmira to Detroit, March 25-27 2022, 1 person, $1,000", [
            opened("Elmira", "Detroit", people_number=1, budget=1000)]),
        ("no flight longer than 2 hours", [local("max flight hours", 2)]),
        ("must see the Detroit Institute of Arts", [must_see("institute of arts"), local("max flight hours", 2)]),
        ("total please", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("vocab", [
        ("Columbus to Newark, March 25-27 2022, 2 people, $1,400", [
            opened("Columbus", "Newark", people_number=2, budget=1400)]),
        ("outbound not before 10am please", [leg_window("outbound", depart_from="10:00")]),
        ("any cuisine is fine, stays 4 stars or better", [cuisines(), local("min stay rating", 4)]),
        ("thanks", [THANKED]),
    ]),
    ("vocab", [
        ("Milwaukee to New York, March 24-26 2022, 3 people, $2,400", [
            opened("Milwaukee", "New York", people_number=3, budget=2400)]),
        ("no more than $80 per person per night", [local("max night price per person", 80)]),
        ("pack it in, at least 3 sights a day", [pace_least(3)]),
        ("thanks", [THANKED]),
    ]),
    # --- thanks and sign-offs ------------------------------------------------------------------------------------------
    ("signoff", [
        ("Ogdensburg to Manhattan, March 19-21 2022, 2 people, $1,500", [
            opened("Ogdensburg", "Manhattan", people_number=2, budget=1500)]),
        ("what's the total", [total_or_none]),
        ("that's all, ciao for now", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (5, 2): "'the Louisville Slugger Museum': a sight whose name opens with its city's (Louisville Slugger Museum & "
            "Factory) is read by the parser as an unknown destination 'Louisville Slugger', so no sight reader takes it; "
            "the chat asks 'Did you mean Louisville Slugger Museum & Factory in Louisville?' and changes nothing",
}

# HEAD: turns right of all, per category, measured on a pristine copy before any fix. 198 right, 31 wrong (22 with the
# reason named or asked, 9 silent) of 229.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "teen": (19, 20), "agent": (9, 20), "runon": (8, 12), "starfix": (19, 21), "quoting": (14, 17), "wordnums": (15, 18),
    "multi": (15, 18), "family": (9, 10), "mind": (16, 16), "takeback": (10, 10), "questions": (9, 11),
    "cheapnice": (8, 9), "undo": (10, 10), "sidestep": (9, 9), "vague": (8, 8), "vocab": (17, 17), "signoff": (3, 3)}
NOW_RIGHT = 228

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyfifth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=220)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
