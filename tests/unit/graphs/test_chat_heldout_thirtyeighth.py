"""A thirty-eighth held-out conversation set for the chat (issue 39, helper CONV38), written before the chat's code
was read for it and scored on the code as it was first (``HEAD_FIGURES``). Its trips are pairs no earlier test names on
one line (every line of tests/ grepped for both cities), each with a road between them in the sandbox data: Peoria to
Memphis, Asheville to Cincinnati, Akron to Newark, Little Rock to Austin, Raleigh to Jacksonville, Lake Charles to
Brownsville, Lansing to Des Moines, Oklahoma City to San Angelo, Latrobe to Charlotte, Pittsburgh to Alpena, Grand
Rapids to Belleville, St. Louis to Kalamazoo, Santa Ana to Tucson, Monterey to Reno, Eugene to Butte, Daytona Beach to
Pensacola, Baton Rouge to Corpus Christi, Lawton to Houston, Augusta to Tampa, Philadelphia to Ogdensburg, White Plains
to Buffalo, Champaign to Minneapolis, Manhattan to Syracuse, Kalispell to Billings, Charlottesville to Savannah,
Fayetteville to Orlando, Harrisburg to Wilmington, Detroit to Owensboro, Shreveport to Lubbock, Gainesville to New
Orleans, Waco to Del Rio, Santa Fe to Wichita Falls, Provo to Helena, Albuquerque to Prescott, Islip to Norfolk,
Bloomington to Madison, Medford to Everett, Baltimore to Watertown, Gunnison to Amarillo, Greensboro to Valdosta, Moline
to Traverse City, Santa Barbara to Redding, Oakland to Palm Springs, Arcata to San Jose, El Paso to Flagstaff,
Indianapolis to Escanaba and West Palm Beach to Panama City, all in March 2022.

The voices are new ones: an assistant booking for the boss ("my boss wants a hotel with at least 4 stars", "she
prefers not to share"), a couple disagreeing across turns (a cuisine, a rating, a pace, a room type and cheaper or nicer
each said one way then the other, then settled), a long message carrying four wishes at once, a question answered with
a question ("does it matter how many we are?", "what would you suggest?"), a cost asked and then changed ("how much is
the hotel?" then "too much, find one under 150 a night"), a sight added, removed and added again, typos and lower case
("frm harrisburg to wilmingtn", "cheeper pls"), openers in Spanish, French, German and Italian, a misread corrected ("no
I said 3 people not 4", "no I wrote italian, not indian"), undo and go back, and polite sign-offs ("much obliged, have a
great day"). Each turn is right, or wrong with its reason named ("named"), or wrong in silence (harness:
tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirtyeighth``.

Figures, turns of 197 in 47 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD (this
helper's copy as handed over) as first scored 184 / 6 / 7; after the fixes 197 / 0 / 0. No check was corrected after
scoring. The wrong turns at HEAD: "frm harrisburg to wilmingtn ..."
read neither city and asked for both (silent, and the two turns after it with it); "ok we compromise: both italian and
chinese" kept Chinese alone and called the plan already meeting it (silent); "put the Erie Canal Museum back in" and
"ok put Forsyth Park back" lifted the "no visit" but held no must-see, "already meets this" (silent); "I'm the assistant
to our CEO" was read as a wish it cannot plan, and "just her" as no count (named, and two turns after it, the last
silent); "make it 1 a day" and "we agreed on 2 a day" after a pace were asked "1 people or 1 days?" (named); "ok a few
things: ..." was read as a wish it cannot plan (named).

The fixes, each a cause (tested on other words in tests/unit/graphs/test_chat_conv38_fixes.py): an "ok" opening a
message lifts no ban by itself, and "put", "bring" and "both" ask for what they name (``nodes/chat/ban_lifted``: the
cuisine and the sight were taken as only allowed again); a sight asked for now is no longer one to avoid
(``nodes/chat/rule_merge._newest_on_sights``); "frm" is "from" before a word (``domain/parsing/text._FRM``); "just
him/her" as the whole answer is one traveller (``domain/parsing/people._SINGLE``); the speaker said as someone's
assistant, secretary or PA is talk (``domain/parsing/clause_talk``); a count of the wishes that follow ("a few
things:") opens a message as "one more thing:" does (``nodes/chat/wish_unwrapped._OPENER``); a held rule's value said
as what was agreed or why ("we agreed on 2 a day", "I'd rather go slow, make it 1 a day") is that rule's
(``nodes/chat/rule_value._FILLER``). Beyond the set, probed on its voices: the open question asked about with what it
asks for named ("do you need exact dates?") was read as a wish no plan can keep; it is answered with why it is needed,
the question kept (``nodes/chat/not_applied.question_questioned``); a sight kept out put back by a partial name ("put
the zoo back", "actually keep the zoo") named nothing and was not understood: the word is the one sight the trip
avoids (``nodes/chat/plan_sight_dropped.sight_put_back``), and "we'll do ... after all" asks for it.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    asks,
    cheaper_or_same,
    cuisines,
    house_rules,
    local_rules,
    plan_or_reason,
    preference,
    rule,
)
from tests.support.chat_scoring import held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_eleventh import must_see_has
from tests.unit.graphs.test_chat_heldout_fourteenth import either
from tests.unit.graphs.test_chat_heldout_nineteenth import stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, pace_most, people
from tests.unit.graphs.test_chat_heldout_seventh import english_or
from tests.unit.graphs.test_chat_heldout_thirtieth import back, budget_left, money_answer, nightly_capped, saved, total_capped
from tests.unit.graphs.test_chat_heldout_thirtyfourth import still_asks
from tests.unit.graphs.test_chat_heldout_thirtyseventh import both
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, nicer_or_best
from tests.unit.graphs.test_chat_heldout_twentyfirst import cheaper, total_or_none
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentyninth import day_length
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import meal_or_none

STAY = or_none(stay_said)
NO_FLIGHT = rule("transportation", "no flight")


def no_must_see(before: dict, after: dict, said: str) -> bool:
    """A sight taken off the must-see list: none left, planned or its reason."""
    return not local_rules(after).get("must see") and plan_or_reason(before, after, said)


def sight(word: str) -> Check:
    """A must-see sight held whose name has ``word``, planned or its reason."""
    return both(must_see_has(word), plan_or_reason)


def no_dearer(before: dict, after: dict, said: str) -> bool:
    """"Make the meals cheaper": a plan costing no more than before, or the reason there is none."""
    return (cheaper_or_same(before, after, said) and plan_or_reason(before, after, said)) or (
        not after.get("plan") and "no plan" in said.lower())


_U = [dict() for _ in range(4)]  # the trips an undo or a redo goes back to, one holder per conversation that undoes

CATEGORIES = ("boss", "couple", "longwish", "askback", "costchange", "sightflip", "typo", "foreign", "misread", "undo",
              "signoff")

CONVERSATIONS = [
    # --- an assistant booking for the boss ----------------------------------------------------------------------------
    ("boss", [
        ("Hi, I'm booking for my boss: Peoria to Memphis, March 8-10 2022, just him, $1,500", [
            opened("Peoria", "Memphis", people_number=1, budget=1500)]),
        ("my boss wants a hotel with at least 4 stars", [local("min stay rating", 4)]),
        ("he also doesn't eat seafood", [avoids_cuisines("Seafood")]),
        ("what's the total so I can tell him", [total_or_none]),
        ("thanks, he'll be pleased", [THANKED]),
    ]),
    ("boss", [
        ("Booking on behalf of my manager: Asheville to Cincinnati, March 15-17 2022, 1 person, $1,200", [
            opened("Asheville", "Cincinnati", people_number=1, budget=1200)]),
        ("she prefers not to share, so the entire place please", [local("room type", "entire room")]),
        ("where will she stay?", [STAY]),
        ("and how much per night is it?", [hotel_price]),
        ("thank you, that's all for her", [THANKED]),
    ]),
    ("boss", [
        ("My boss wants to go from Akron to Newark March 21-23 2022 with two colleagues, budget $2,700", [
            opened("Akron", "Newark", people_number=3, budget=2700)]),
        ("the boss says no more than 2 sights a day, it's a work trip", [pace_most(2)]),
        ("and he wants the cheapest option", [cheaper]),
        ("how long is the drive?", [day_length]),
        ("great, thanks", [THANKED]),
    ]),
    ("boss", [
        ("I'm the assistant to our CEO. She needs a trip from Little Rock to Austin, March 3-5 2022, budget $2,000", [
            asks("people_number")]),
        ("just her", [opened("Little Rock", "Austin", people_number=1, budget=2000)]),
        ("she wants mexican food", [cuisines("Mexican")]),
        ("what's for dinner on day 2?", [meal_or_none(2, "dinner")]),
        ("perfect, thanks", [THANKED]),
    ]),
    # --- a couple disagreeing across turns ----------------------------------------------------------------------------
    ("couple", [
        ("Raleigh to Jacksonville, March 11-13 2022, 2 people, $1,600", [
            opened("Raleigh", "Jacksonville", people_number=2, budget=1600)]),
        ("he wants italian food", [cuisines("Italian")]),
        ("I want chinese, not italian", [
            either(cuisines("Chinese"), both(cuisines("Chinese"), avoids_cuisines("Italian")))]),
        ("ok we compromise: both italian and chinese", [cuisines("Italian", "Chinese")]),
        ("thanks", [THANKED]),
    ]),
    ("couple", [
        ("Lake Charles to Brownsville, March 17-19 2022, 2 people, $1,400", [
            opened("Lake Charles", "Brownsville", people_number=2, budget=1400)]),
        ("my wife wants a 4 star hotel", [local("min stay rating", 4)]),
        ("I think 3 stars is enough", [local("min stay rating", 3)]),
        ("fine, she wins, 4 stars", [local("min stay rating", 4)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("couple", [
        ("Lansing to Des Moines, March 24-26 2022, 2 people, $1,500", [
            opened("Lansing", "Des Moines", people_number=2, budget=1500)]),
        ("she wants to see lots, at most 3 sights a day", [pace_most(3)]),
        ("I'd rather go slow, make it 1 a day", [pace_most(1)]),
        ("we agreed on 2 a day", [pace_most(2)]),
        ("what's on day 2", [day_sights(2)]),
        ("thank you", [THANKED]),
    ]),
    ("couple", [
        ("Oklahoma City to San Angelo, March 6-8 2022, 2 people, $1,300", [
            opened("Oklahoma City", "San Angelo", people_number=2, budget=1300)]),
        ("my partner wants a private room", [local("room type", "private room")]),
        ("actually I want the entire place", [local("room type", "entire room")]),
        ("how much is the hotel", [hotel_price]),
        ("ok thanks", [THANKED]),
    ]),
    ("couple", [
        ("Latrobe to Charlotte, March 9-11 2022, 2 people, $1,800", [
            opened("Latrobe", "Charlotte", people_number=2, budget=1800)]),
        ("he says make it cheaper", [cheaper]),
        ("I say make it nicer", [nicer_or_best]),
        ("what's the total now", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    # --- a long message with four wishes at once ----------------------------------------------------------------------
    ("longwish", [
        ("Pittsburgh to Alpena, March 14-16 2022, 2 people, $1,600", [
            opened("Pittsburgh", "Alpena", people_number=2, budget=1600)]),
        ("Here's what we'd like: a hotel rated at least 3 stars, no smoking, italian food, and no more than 2 sights "
         "a day.", [both(local("min stay rating", 3), forbids("smoking"), cuisines("Italian"), pace_most(2))]),
        ("what's on day 1", [day_sights(1)]),
        ("thanks", [THANKED]),
    ]),
    ("longwish", [
        ("Hello! We are 3 friends going from Grand Rapids to Belleville, March 19-21 2022, with $1,800. We'd love "
         "mexican food, an entire home, at least 4 stars, and one sight a day is plenty.", [
            both(opened("Grand Rapids", "Belleville", people_number=3, budget=1800), cuisines("Mexican"),
                 local("room type", "entire room"), local("min stay rating", 4), pace_most(1))]),
        ("where do we stay?", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("longwish", [
        ("St. Louis to Kalamazoo, March 22-24 2022, 4 people, $2,400", [
            opened("St. Louis", "Kalamazoo", people_number=4, budget=2400)]),
        ("ok a few things: we have a dog so pets must be allowed, we don't eat seafood, we want the cheapest plan, and "
         "at most 2 sights per day", [
            both(house_rules("pets"), avoids_cuisines("Seafood"), preference("cheapest"), pace_most(2))]),
        ("how much is left?", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("longwish", [
        ("Santa Ana to Tucson, March 4-6 2022, 2 people, $1,500", [
            opened("Santa Ana", "Tucson", people_number=2, budget=1500)]),
        ("four things: no smoking, a 3 star hotel or better, chinese food, and no flights", [
            both(forbids("smoking"), local("min stay rating", 3), cuisines("Chinese"), NO_FLIGHT, plan_or_reason)]),
        ("how long is the drive", [day_length]),
        ("cheers", [THANKED]),
    ]),
    # --- a question answered with a question ---------------------------------------------------------------------------
    ("askback", [
        ("Monterey to Reno, March 10-12 2022, $1,200", [asks("people_number")]),
        ("does it matter how many we are?", [still_asks("people_number")]),
        ("ok, 2 of us", [opened("Monterey", "Reno", people_number=2, budget=1200)]),
        ("thanks", [THANKED]),
    ]),
    ("askback", [
        ("Eugene to Butte, 2 people, $1,400", [asks("date")]),
        ("when is it cheapest?", [still_asks("date")]),
        ("march 12-14 2022 then", [opened("Eugene", "Butte", people_number=2, budget=1400)]),
        ("thanks", [THANKED]),
    ]),
    ("askback", [
        ("Daytona Beach to Pensacola, March 2-4 2022, 2 people", [asks("budget")]),
        ("what would you suggest?", [still_asks("budget")]),
        ("$1,500 then", [opened("Daytona Beach", "Pensacola", people_number=2, budget=1500)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("askback", [
        ("Baton Rouge to Corpus Christi, 2 people, $1,600", [asks("date")]),
        ("why do you need the dates?", [still_asks("date")]),
        ("March 16-18 2022", [opened("Baton Rouge", "Corpus Christi", people_number=2, budget=1600)]),
        ("thank you", [THANKED]),
    ]),
    # --- a cost asked, then changed -----------------------------------------------------------------------------------
    ("costchange", [
        ("Lawton to Houston, March 12-14 2022, 2 people, $1,600", [
            opened("Lawton", "Houston", people_number=2, budget=1600)]),
        ("how much is the hotel?", [hotel_price]),
        ("too much, find one under 150 a night", [nightly_capped(150)]),
        ("what's the total now", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("costchange", [
        ("Augusta to Tampa, March 20-22 2022, 2 people, $1,800", [
            opened("Augusta", "Tampa", people_number=2, budget=1800)]),
        ("what does the whole trip cost?", [total_or_none]),
        ("that's a lot, bring it under $1,200", [either(budget(1200), total_capped(1200))]),
        ("how much is left", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("costchange", [
        ("Philadelphia to Ogdensburg, March 7-9 2022, 3 people, $2,000", [
            opened("Philadelphia", "Ogdensburg", people_number=3, budget=2000)]),
        ("how much is dinner on day 1?", [or_none(money_answer)]),
        ("too pricey, make the meals cheaper", [no_dearer]),
        ("thanks", [THANKED]),
    ]),
    ("costchange", [
        ("White Plains to Buffalo, March 23-25 2022, 2 people, $1,500", [
            opened("White Plains", "Buffalo", people_number=2, budget=1500)]),
        ("how much per night is the hotel?", [hotel_price]),
        ("hmm, keep it under 120 a night", [nightly_capped(120)]),
        ("thanks", [THANKED]),
    ]),
    ("costchange", [
        ("Champaign to Minneapolis, March 13-15 2022, 2 people, $1,700", [
            opened("Champaign", "Minneapolis", people_number=2, budget=1700)]),
        ("what's the total?", [total_or_none]),
        ("too much, make it cheaper", [cheaper]),
        ("and what's the total now?", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    # --- a sight added, removed and added again -----------------------------------------------------------------------
    ("sightflip", [
        ("Manhattan to Syracuse, March 5-7 2022, 2 people, $1,400", [
            opened("Manhattan", "Syracuse", people_number=2, budget=1400)]),
        ("we must see the Erie Canal Museum", [sight("Erie Canal")]),
        ("actually skip the Erie Canal Museum", [no_must_see]),
        ("no wait, put the Erie Canal Museum back in", [sight("Erie Canal")]),
        ("thanks", [THANKED]),
    ]),
    ("sightflip", [
        ("Kalispell to Billings, March 18-20 2022, 2 people, $1,500", [
            opened("Kalispell", "Billings", people_number=2, budget=1500)]),
        ("add ZooMontana please", [sight("ZooMontana")]),
        ("hmm, remove ZooMontana", [no_must_see]),
        ("what's on day 2", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    ("sightflip", [
        ("Charlottesville to Savannah, March 10-12 2022, 2 people, $1,700", [
            opened("Charlottesville", "Savannah", people_number=2, budget=1700)]),
        ("I'd love to see Forsyth Park", [sight("Forsyth Park")]),
        ("on second thought, drop Forsyth Park", [no_must_see]),
        ("ok put Forsyth Park back, we'll go", [sight("Forsyth Park")]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("sightflip", [
        ("Fayetteville to Orlando, March 26-28 2022, 4 people, $3,000", [
            opened("Fayetteville", "Orlando", people_number=4, budget=3000)]),
        ("the kids want to go to SeaWorld Orlando", [sight("SeaWorld")]),
        ("never mind SeaWorld, too expensive", [no_must_see]),
        ("thanks", [THANKED]),
    ]),
    # --- typos and lower case -----------------------------------------------------------------------------------------
    ("typo", [
        ("frm harrisburg to wilmingtn march 8-10 2022 2 ppl 1300 budjet", [
            opened("Harrisburg", "Wilmington", people_number=2, budget=1300)]),
        ("no seafod pls", [avoids_cuisines("Seafood")]),
        ("wats the totl", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("typo", [
        ("detriot to owensboro march 15-17 2022 3 ppl 2000", [
            opened("Detroit", "Owensboro", people_number=3, budget=2000)]),
        ("4 star hotl min", [local("min stay rating", 4)]),
        ("were do we stay", [STAY]),
        ("ty", [THANKED]),
    ]),
    ("typo", [
        ("shreveport to lubock march 18-20 2022 1 person 900 dollars", [
            opened("Shreveport", "Lubbock", people_number=1, budget=900)]),
        ("chinese food plz", [cuisines("Chinese")]),
        ("k thanks", [THANKED]),
    ]),
    ("typo", [
        ("gainsville to new orleans march 25-27 2022 2 of us $1500", [
            opened("Gainesville", "New Orleans", people_number=2, budget=1500)]),
        ("cheeper pls", [cheaper]),
        ("thnx", [THANKED]),
    ]),
    # --- openers in another language ----------------------------------------------------------------------------------
    ("foreign", [
        ("Hola, quiero ir de Waco a Del Rio del 9 al 11 de marzo de 2022, 2 personas, 1200 dólares", [
            english_or(org="Waco", dest="Del Rio")]),
        ("sorry, in english: Waco to Del Rio, march 9-11 2022, 2 people, $1,200", [
            opened("Waco", "Del Rio", people_number=2, budget=1200)]),
        ("thanks, gracias", [THANKED]),
    ]),
    ("foreign", [
        ("Bonjour, nous voulons aller de Santa Fe à Wichita Falls du 14 au 16 mars 2022, deux personnes, 1500 dollars",
         [english_or(org="Santa Fe", dest="Wichita Falls")]),
        ("pardon, english: Santa Fe to Wichita Falls, March 14-16 2022, 2 people, $1,500", [
            opened("Santa Fe", "Wichita Falls", people_number=2, budget=1500)]),
        ("merci, thanks", [THANKED]),
    ]),
    ("foreign", [
        ("Hallo! Wir möchten von Provo nach Helena fahren, 10. bis 12. März 2022, zwei Personen, 1400 Dollar", [
            english_or(org="Provo", dest="Helena")]),
        ("Provo to Helena, March 10-12 2022, 2 people, $1,400", [
            opened("Provo", "Helena", people_number=2, budget=1400)]),
        ("danke, thank you", [THANKED]),
    ]),
    ("foreign", [
        ("Ciao, vorrei andare da Albuquerque a Prescott dal 21 al 23 marzo 2022, una persona, 1000 dollari", [
            english_or(org="Albuquerque", dest="Prescott")]),
        ("in english please: Albuquerque to Prescott March 21-23 2022, 1 person, $1,000", [
            opened("Albuquerque", "Prescott", people_number=1, budget=1000)]),
        ("what's on day 2", [day_sights(2)]),
        ("grazie, thanks!", [THANKED]),
    ]),
    # --- a misread corrected ------------------------------------------------------------------------------------------
    ("misread", [
        ("Islip to Norfolk, March 2-4 2022, 4 people, $2,000", [
            opened("Islip", "Norfolk", people_number=4, budget=2000)]),
        ("no I said 3 people not 4", [people(3, 2000)]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("misread", [
        ("Bloomington to Madison, March 16-18 2022, 2 people, $1,500", [
            opened("Bloomington", "Madison", people_number=2, budget=1500)]),
        ("sorry, I meant March 17-19", [dates(17, 19)]),
        ("where do we stay", [STAY]),
        ("thanks", [THANKED]),
    ]),
    ("misread", [
        ("Medford to Everett, March 8-10 2022, 2 people, $1,600", [
            opened("Medford", "Everett", people_number=2, budget=1600)]),
        ("no, the budget is $1,900 not $1,600", [budget(1900)]),
        ("thanks", [THANKED]),
    ]),
    ("misread", [
        ("Baltimore to Watertown, March 11-13 2022, 2 people, $1,400", [
            opened("Baltimore", "Watertown", people_number=2, budget=1400)]),
        ("you got it wrong, we're 3 not 2", [people(3, 1400)]),
        ("how much is left", [budget_left]),
        ("thanks", [THANKED]),
    ]),
    ("misread", [
        ("Gunnison to Amarillo, March 27-29 2022, 2 people, $1,300", [
            opened("Gunnison", "Amarillo", people_number=2, budget=1300)]),
        ("indian food please", [cuisines("Indian")]),
        ("no I wrote italian, not indian", [cuisines("Italian")]),
        ("thanks", [THANKED]),
    ]),
    # --- undo and go back ---------------------------------------------------------------------------------------------
    ("undo", [
        ("Greensboro to Valdosta, March 4-6 2022, 2 people, $1,500", [
            saved(_U[0], "a", opened("Greensboro", "Valdosta", people_number=2, budget=1500))]),
        ("a 4 star hotel please", [saved(_U[0], "b", local("min stay rating", 4))]),
        ("undo", [back(_U[0], "a")]),
        ("redo", [back(_U[0], "b")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Moline to Traverse City, March 18-20 2022, 2 people, $1,400", [
            saved(_U[1], "a", opened("Moline", "Traverse City", people_number=2, budget=1400))]),
        ("no mexican food", [avoids_cuisines("Mexican")]),
        ("go back to how it was", [back(_U[1], "a")]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Santa Barbara to Redding, March 6-8 2022, 3 people, $1,900", [
            saved(_U[2], "a", opened("Santa Barbara", "Redding", people_number=3, budget=1900))]),
        ("make it 4 people", [people(4)]),
        ("undo that", [back(_U[2], "a")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("Oakland to Palm Springs, March 24-26 2022, 2 people, $1,600", [
            saved(_U[3], "a", opened("Oakland", "Palm Springs", people_number=2, budget=1600))]),
        ("at most 1 sight a day", [pace_most(1)]),
        ("actually, go back", [back(_U[3], "a")]),
        ("thanks", [THANKED]),
    ]),
    # --- polite sign-offs ---------------------------------------------------------------------------------------------
    ("signoff", [
        ("Arcata to San Jose, March 15-17 2022, 2 people, $1,500", [
            opened("Arcata", "San Jose", people_number=2, budget=1500)]),
        ("lovely, thank you kindly, that will be all", [THANKED]),
    ]),
    ("signoff", [
        ("El Paso to Flagstaff, March 19-21 2022, 1 person, $1,100", [
            opened("El Paso", "Flagstaff", people_number=1, budget=1100)]),
        ("what's on day 1", [day_sights(1)]),
        ("much obliged, have a great day", [THANKED]),
    ]),
    ("signoff", [
        ("Indianapolis to Escanaba, March 9-11 2022, 2 people, $1,500", [
            opened("Indianapolis", "Escanaba", people_number=2, budget=1500)]),
        ("where do we stay", [STAY]),
        ("cheers, all sorted", [THANKED]),
    ]),
    ("signoff", [
        ("West Palm Beach to Panama City, March 12-14 2022, 2 people, $1,600", [
            opened("West Palm Beach", "Panama City", people_number=2, budget=1600)]),
        ("nicer hotel please", [nicer_or_best]),
        ("wonderful, many thanks for your help, bye!", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD: turns right of all, per category, measured on this helper's copy as handed over, before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "boss": (16, 20), "couple": (24, 27), "longwish": (14, 15), "askback": (17, 17), "costchange": (23, 23),
    "sightflip": (18, 20), "typo": (11, 14), "foreign": (13, 13), "misread": (19, 19), "undo": (18, 18),
    "signoff": (11, 11)}
NOW_RIGHT = 197

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirtyeighth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=180)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, at least HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT >= sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
