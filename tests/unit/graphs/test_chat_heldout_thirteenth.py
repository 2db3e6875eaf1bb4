"""A thirteenth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on HEAD 7233454 first (the figures are in the round's report). Each conversation is a different kind of person:
a terse business traveller, a chatty parent of three, a grandparent with mobility needs, a student on a shoestring, a
couple on their anniversary, friends who disagree, a non-native speaker, someone who pastes a long paragraph and then
corrects it line by line. Its trips are city pairs no earlier chat set used (Fort Lauderdale to Atlanta, Sarasota to
Fort Lauderdale, Staunton to Lynchburg, Pocatello to Idaho Falls, Fort Lauderdale to Key West, State College to
Scranton, Midland to Roswell, New Bern to Wilmington, Key West to Devils Lake with no way at all, ...).

It holds mind changes that touch one wish and must keep the others, questions about the plan mid-way (costs, why a
choice, what a day holds), impossible asks (a reason and a checked offer), several changes in one message (each applied
or the part not applied named), travellers added and dropped with their ages and pets, budgets and dates said many
ways. Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py, tests/support/chat_checks.py; checks of earlier sets are reused). ``KNOWN_MISSES`` names
the turns the chat still gets wrong, each with its reason: the test fails if a miss is fixed (it must leave the list)
or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_thirteenth``.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    WELCOME,
    Check,
    allows_pets,
    answered,
    asks,
    cuisines,
    day_only,
    days_of,
    departs_from,
    flight_from,
    house_rules,
    night_only,
    plan_or_reason,
    restored,
    rule,
    total_said,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighth import (
    NO_FLIGHT_RULE,
    amount_answer,
    cannot_do,
    cheapest_day,
    drive_length,
    priciest_day,
    sights_of,
    why_no_way,
)
from tests.unit.graphs.test_chat_heldout_eleventh import (
    NOT_SHARED,
    flight_time_said,
    has,
    held,
    honest,
    kept_or_asked,
    lacks,
    refused_why,
    share_said,
    stay_forbids,
    stays_named,
)
from tests.unit.graphs.test_chat_heldout_fifth import budget_raised
from tests.unit.graphs.test_chat_heldout_fourth import made_nicer
from tests.unit.graphs.test_chat_heldout_ninth import cancelled, cheaper_named
from tests.unit.graphs.test_chat_heldout_seventh import budget_offered, cannot_tell, left_said, no_way
from tests.unit.graphs.test_chat_heldout_sixth import rating_said
from tests.unit.graphs.test_chat_heldout_tenth import meals_said, or_no_plan
from tests.unit.graphs.test_chat_heldout_twelfth import (
    asked_more,
    avoids,
    meal_or_none,
    not_held,
    pets_answered,
    plan_back,
    words_said,
)


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def why_said(*words: str) -> Check:
    """"Why that hotel / that restaurant?": a reason naming one of ``words`` (its rating, price, cuisine), nothing
    changed, never "didn't understand"."""
    return lambda before, after, said: answered(before, after, said) and any(w in said.lower() for w in words)


def others_kept(**rules: object) -> Check:
    """A change to one wish keeps the others: each of ``rules`` (a local rule key and its value) still held."""
    return lambda before, after, said: all(_local(after).get(k) == v for k, v in rules.items())


def not_understood_named(before: dict, after: dict, said: str) -> bool:
    """A message the chat could not read is answered as such (never a silent change): nothing changed, and the reply
    says what it did not understand."""
    return after.get("trip") == before.get("trip") and ("didn't understand" in said or "couldn't" in said)


CATEGORIES = ("business", "parent", "grandparent", "student", "anniversary", "friends", "nonnative", "paste",
              "impossible", "question", "several", "budget", "dates", "pets", "undo", "cancel", "vague")

CONVERSATIONS: list[Conversation] = [
    ("business", [  # terse, flights, times
        ("FLL->ATL mar 7-9 2022 1 pax $1500", [trip(org="Fort Lauderdale", dest="Atlanta", people_number=1,
                                                     budget=1500), plan_or_reason]),
        ("dep time?", [flight_time_said]),
        ("nothing pre-8am", [flight_from("08:00"), departs_from("08:00"), honest]),
        ("hotel rating?", [or_no_plan(rating_said)]),
        ("total", [or_no_plan(total_said)]),
        ("ok", [answered]),
    ]),
    ("parent", [  # three kids with ages, a dog, a cuisine, the dog left home
        ("Hiya! Me + hubby + our three (ages 3, 6 and 11) want to go Sarasota to Fort Lauderdale March 14-16 2022, "
         "budget is $2,500 and we're bringing Biscuit our golden retriever!!",
         [trip(org="Sarasota", dest="Fort Lauderdale", people_number=5, budget=2500),
          house_rules("children under 10", "pets"), plan_or_reason]),
        ("the kids are obsessed with pizza so italian food please :)", [cuisines("Italian"),
                                                                         house_rules("children under 10", "pets"),
                                                                         plan_or_reason]),
        ("what's for dinner on the first night?", [or_no_plan(meal_or_none(1, "dinner"))]),
        ("ugh my sister says she'll take Biscuit so no dog after all",
         [trip(people_number=5), house_rules("children under 10"), cuisines("Italian"), plan_or_reason]),
        ("how much is that per person", [or_no_plan(share_said(5))]),
        ("you're a lifesaver thank you!!", [WELCOME]),
    ]),
    ("grandparent", [  # slow pace, no early flights, a rating
        ("Good afternoon. My wife and I are in our late seventies and would like a gentle trip from Staunton to "
         "Lynchburg, March 21 to March 23, 2022. We can spend twelve hundred dollars.",
         [trip(org="Staunton", dest="Lynchburg", people_number=2, budget=1200), plan_or_reason]),
        # (stop 61: "a gentle trip" in the first message now reads as at most one sight a day, so saying it again
        # changes nothing and is answered as such: `answered` where a re-plan was expected)
        ("We do not walk far, so please no more than one sight each day.", [has("pace"), answered, honest]),
        ("And a well rated hotel, 4 or better if you can.", [rule("min stay rating", 4.0), has("pace"),
                                                             plan_or_reason, honest]),
        ("Where will we sleep on the second night?", [or_no_plan(night_only(2))]),
        ("Thank you kindly.", [WELCOME]),
    ]),
    ("student", [  # shoestring, shared room fine, cheaper
        ("pocatello to idaho falls mar 3-5 2022 just me, i have like 350 bucks lol", [trip(people_number=1, budget=350),
                                                                                      plan_or_reason]),
        ("can it be any cheaper", [or_no_plan(cheaper_named)]),
        ("whats left over", [or_no_plan(left_said)]),
        ("what am i doing day 2", [or_no_plan(sights_of(2))]),
        ("sick ty", [WELCOME]),
    ]),
    ("anniversary", [  # nicer, a cuisine, a night cap kept
        ("It's our 10th anniversary! Fort Lauderdale to Key West, March 18-20 2022, the two of us, around $2k",
         [trip(org="Fort Lauderdale", dest="Key West", people_number=2, budget=2000), plan_or_reason]),
        ("make it a bit nicer, it's a special occasion", [or_no_plan(made_nicer)]),
        ("and seafood for dinner if possible", [words_said("seafood"), honest]),
        ("why that hotel?", [or_no_plan(why_said("rat", "$", "price", "cost"))]),
        ("perfect, thanks so much", [WELCOME]),
    ]),
    ("friends", [  # four friends disagree on the budget and cuisine
        ("State College to Scranton, march 11-13 2022, 4 of us, $1,600", [trip(people_number=4, budget=1600),
                                                                           plan_or_reason]),
        ("jake wants mexican, sam wants chinese, can we do both", [cuisines("Mexican", "Chinese"), plan_or_reason]),
        ("ok jake lost the vote, just chinese", [cuisines("Chinese"), trip(people_number=4), plan_or_reason]),
        ("also sam says 1600 is too much, make it 1300", [trip(budget=1300, people_number=4), cuisines("Chinese"),
                                                           plan_or_reason]),
        ("how much each", [or_no_plan(share_said(4))]),
        ("cheers", [THANKED]),
    ]),
    ("nonnative", [  # odd grammar
        ("Hello, I am want go from Midland to Roswell in 2022 March 8 until March 10, we are 2 person, money is 1000 "
         "dollar", [trip(org="Midland", dest="Roswell", people_number=2, budget=1000), plan_or_reason]),
        ("the hotel must not be share with other people", [NOT_SHARED, plan_or_reason]),
        ("how many cost all the travel?", [or_no_plan(total_said)]),
        ("what we eat in day 2?", [or_no_plan(meals_said(2))]),
        ("thank you very much for help", [WELCOME]),
    ]),
    ("paste", [  # a long paragraph, then corrected line by line
        ("Trip details: from New Bern to Wilmington. Dates March 15 to March 17 2022. Travellers: 3 adults. "
         "Budget: $1,400. Food: Indian. Rooms: private room. No smoking.",
         [trip(org="New Bern", dest="Wilmington", people_number=3, budget=1400), cuisines("Indian"),
          rule("room type", "private room"), plan_or_reason]),
        ("correction: 2 adults, not 3", [trip(people_number=2, budget=1400), cuisines("Indian"),
                                         rule("room type", "private room"), plan_or_reason]),
        ("correction: budget is $1,200", [trip(people_number=2, budget=1200), cuisines("Indian"), plan_or_reason]),
        ("correction: food is Chinese not Indian", [cuisines("Chinese"), rule("room type", "private room"),
                                                    trip(budget=1200), plan_or_reason]),
        # Corrected after the HEAD score: "that's all, thanks" closes the talk, so "Goodbye" is as right as "You're
        # welcome" (``THANKED`` takes either).
        ("that's all, thanks", [THANKED]),
    ]),
    ("impossible", [  # no way between the cities
        ("Key West to Devils Lake march 9-11 2022, 2 people, $2,500", [no_way]),
        ("why can't you?", [why_no_way]),
        ("ok what about from Rhinelander", [trip(org="Rhinelander", dest="Devils Lake", people_number=2),
                                            plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    # Corrected after the HEAD score: the set first went to Newport News, where the data lists no sight at all, so no
    # budget could help there and the budget offer this conversation is about cannot be made; Staunton has sights.
    ("impossible", [  # a budget far below the cheapest plan
        ("Lynchburg to Staunton march 22-24 2022, 5 people, $200", [held(people_number=5, budget=200),
                                                                       budget_offered]),
        ("how much would it take then?", [amount_answer]),
        ("alright go with that", [budget_raised]),
        ("what's the priciest day", [priciest_day]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a must-see in another city
        ("Newport News to Staunton march 4-6 2022, 2 people, $1,300, we must see the Space Needle",
         [refused_why("Space Needle")]),
        ("ah that's seattle, never mind the space needle", [lacks("must see"), plan_or_reason]),
        ("which day has the most stuff to see?", [or_no_plan(lambda b, a, s: answered(b, a, s) and "Day" in s)]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # 5 stars under $40 a night
        ("Latrobe to State College march 25-27 2022, 2 people, $1,000, 5 star hotel but under $40 a night",
         [refused_why()]),
        ("ok forget the 5 stars, keep the $40 cap", [not_held("min stay rating"),
                                                     lambda b, a, s: "didn't understand" not in s]),
        ("total?", [or_no_plan(total_said)]),
        ("thx", [WELCOME]),
    ]),
    ("question", [  # many questions mid-way
        ("Scranton to Latrobe march 2-4 2022, 2 adults, $1,500", [plan_or_reason]),
        ("how long will we be driving", [drive_length]),
        ("which day is cheapest", [cheapest_day]),
        ("why did you pick that restaurant for dinner on day 1?",
         [or_no_plan(why_said("rat", "$", "price", "cost", "cuisine", "cheap"))]),
        ("does the hotel have a pool", [cannot_tell("pool")]),
        ("can you reserve the rooms", [cannot_do("book")]),
        ("ok thanks", [THANKED]),
    ]),
    ("several", [  # three changes in one message, one impossible
        ("Sun Valley to Pocatello march 12-14 2022, 2 people, $1,200", [plan_or_reason]),
        ("add my brother (25), raise the budget to 1500, and we want a sauna",
         [held(people_number=3, budget=1500), words_said("sauna")]),
        ("skip the sauna", [held(people_number=3, budget=1500), plan_or_reason]),
        ("what's day 3", [or_no_plan(day_only(3))]),
        ("thanks", [WELCOME]),
    ]),
    ("several", [  # count, dates and a rule at once
        ("Idaho Falls to Sun Valley march 5-7 2022, 2 people, $1,400", [plan_or_reason]),
        ("make it 3 people, march 6-8 instead, and no smoking rooms",
         [trip(people_number=3, date=days_of(6, 8), budget=1400), stay_forbids("smoking"), plan_or_reason]),
        ("total?", [or_no_plan(total_said)]),
        ("thank you", [WELCOME]),
    ]),
    ("budget", [  # budget said several ways
        ("Roswell to Midland march 16-18 2022, 2 people, budget eleven hundred", [trip(people_number=2, budget=1100),
                                                                                  plan_or_reason]),
        ("bump it by 200", [trip(budget=1300), plan_or_reason]),
        ("actually $1.5k", [trip(budget=1500, people_number=2), plan_or_reason]),
        ("how much is left", [or_no_plan(left_said)]),
        ("ta", [WELCOME]),
    ]),
    ("dates", [  # dates said many ways
        ("Lawton to Midland, leaving the 10th of March 2022 coming back the 12th, 1 person, $900",
         [trip(date=days_of(10, 12), people_number=1, budget=900), plan_or_reason]),
        ("can we go two days later", [trip(date=days_of(12, 14), people_number=1), plan_or_reason]),
        ("and stay 5 days instead", [trip(days=5, date=days_of(12, 16)), plan_or_reason]),
        ("where do we stay night 3", [or_no_plan(night_only(3))]),
        ("thanks", [WELCOME]),
    ]),
    ("pets", [  # a cat added, then two dogs, one wish kept
        ("Wilmington to New Bern march 19-21 2022, 2 people, $1,100, no shared rooms",
         [NOT_SHARED, plan_or_reason]),
        ("oh we're bringing our cat", [house_rules("pets"), NOT_SHARED, plan_or_reason]),
        # Corrected after the HEAD score: the data lists no sight in New Bern, so the trip has no plan and no hotel
        # to ask about; saying so is the answer (``or_no_plan``).
        ("is the hotel fine with pets?", [or_no_plan(pets_answered)]),
        ("turns out the cat stays with the neighbours", [house_rules(), NOT_SHARED, trip(people_number=2),
                                                         plan_or_reason]),
        ("thanks!", [WELCOME]),
    ]),
    ("undo", [  # a change undone, then the old plan back
        ("Key West to Fort Lauderdale march 23-25 2022, 2 people, $1,600", [plan_or_reason]),
        ("add french food", [cuisines("French"), plan_or_reason]),
        ("undo that", [restored, cuisines()]),
        ("make it cheaper", [or_no_plan(cheaper_named)]),
        ("nah put the previous one back", [plan_back]),
        ("thanks", [WELCOME]),
    ]),
    ("cancel", [  # a question open, then cancelled
        ("Fort Lauderdale to Sarasota, $1,200, 2 of us", [asks("date")]),
        ("no, cancel the whole thing", [cancelled]),
        ("bye", [THANKED]),
    ]),
    ("vague", [  # vague, then the details
        ("i wanna go somewhere in idaho in march, maybe 3 days", [asked_more]),
        ("Sun Valley to Idaho Falls, march 26-28 2022, 1 person, $800",
         [trip(org="Sun Valley", dest="Idaho Falls", people_number=1, budget=800), plan_or_reason]),
        ("what's day 1 look like", [or_no_plan(day_only(1))]),
        ("thx", [WELCOME]),
    ]),
    ("business", [  # flights, a late arrival cap, per-night cap
        ("San Antonio to Dallas, Mar 14-16 2022, solo, $1,800, hotel under $200/night",
         [trip(org="San Antonio", dest="Dallas", people_number=1), kept_or_asked("max night price", 200.0, "night")]),
        ("no red-eyes, first flight not before 7", [flight_from("07:00"), plan_or_reason, honest]),
        ("which hotel", [or_no_plan(stays_named)]),
        ("fine", [answered]),
    ]),
    ("parent", [  # a baby added, a teen removed
        ("Atlanta to Chicago march 20-22 2022, me, my wife, our 14 year old and our 9 year old, $3,000",
         [trip(people_number=4, budget=3000), house_rules("children under 10"), plan_or_reason]),
        ("the 14 year old has a school trip so it's just 3 of us", [trip(people_number=3),
                                                                    house_rules("children under 10"), plan_or_reason]),
        ("what's the total", [or_no_plan(total_said)]),
        ("thanks!", [WELCOME]),
    ]),
    ("grandparent", [  # driving limit and a drive question
        ("Devils Lake to Rhinelander march 13-15 2022, I am 80 and travelling with my daughter, $1,200, we will drive "
         "but no more than 4 hours a day", [trip(people_number=2), kept_or_asked("max driving hours", 4.0, "driv")]),
        ("how long is the drive each way", [or_no_plan(drive_length)]),
        ("lower it to 3 hours please", [kept_or_asked("max driving hours", 3.0, "driv")]),
        ("thank you dear", [WELCOME]),
    ]),
    ("student", [  # count up, budget split, no flights
        ("chicago to atlanta mar 1-3 2022, 3 broke students, 900 total", [trip(people_number=3, budget=900),
                                                                         plan_or_reason]),
        ("we'd rather not fly, we'll drive", [NO_FLIGHT_RULE, plan_or_reason]),
        ("what's each of us paying", [or_no_plan(share_said(3))]),
        ("one more guy joins, budget goes up by 300", [trip(people_number=4, budget=1200), NO_FLIGHT_RULE,
                                                        plan_or_reason]),
        ("ty", [WELCOME]),
    ]),
    ("anniversary", [  # cuisine to avoid, a must-see, a question
        ("Arcata to Butte march 6-8 2022 for my husband and me, $1,700, no fast food please",
         [trip(people_number=2), avoids("Fast Food"), plan_or_reason]),
        ("and a private room, obviously", [rule("room type", "private room"), avoids("Fast Food"), plan_or_reason]),
        ("what's for lunch on day 2", [or_no_plan(meal_or_none(2, "lunch"))]),
        ("lovely, thanks", [WELCOME]),
    ]),
    ("friends", [  # undo the room type only
        ("Butte to Arcata march 17-19 2022, 5 friends, $2,500", [trip(people_number=5), plan_or_reason]),
        ("half of us want an entire home, the rest don't care, so entire home", [rule("room type", "entire room"),
                                                                                  plan_or_reason]),
        ("and mexican food", [cuisines("Mexican"), rule("room type", "entire room"), plan_or_reason]),
        ("hmm drop the entire home thing, keep the food", [lacks("room type"), cuisines("Mexican")]),
        ("total per head?", [or_no_plan(share_said(5))]),
        ("thanks", [WELCOME]),
    ]),
    ("nonnative", [  # odd grammar, dates and people
        ("Please I need travel Scranton to State College, date is 2022-03-20 to 2022-03-22, 1 adult, budget 700 USD",
         [trip(org="Scranton", dest="State College", people_number=1, budget=700), plan_or_reason]),
        ("is possible more cheap?", [or_no_plan(cheaper_named)]),
        ("where I sleep?", [or_no_plan(stays_named)]),
        ("thanks you", [WELCOME]),
    ]),
    ("paste", [  # a paragraph, then corrected: cuisine, count, dates
        ("OK here's everything: Latrobe to Scranton. We're 2 adults and 1 child (age 5). March 8-10, 2022. $1,500 "
         "max. Prefer Italian food. Hotel rating 3 or above.",
         [trip(org="Latrobe", dest="Scranton", people_number=3, budget=1500), cuisines("Italian"),
          house_rules("children under 10"), has("min stay rating"), plan_or_reason]),
        ("wait the child is 12 not 5", [house_rules(), trip(people_number=3), cuisines("Italian"), plan_or_reason]),
        ("and the dates should be march 9-11", [trip(date=days_of(9, 11), people_number=3), cuisines("Italian"),
                                                plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("question", [  # why and what
        ("Staunton to Newport News march 12-14 2022, 2 people, $1,300", [plan_or_reason]),
        ("what do we do on day 2", [or_no_plan(sights_of(2))]),
        ("why is day 1 so pricey", [or_no_plan(lambda b, a, s: answered(b, a, s) and "$" in s)]),
        ("what's breakfast on day 3", [or_no_plan(meal_or_none(3, "breakfast"))]),
        ("got it, thanks", [WELCOME]),
    ]),
    ("several", [  # a rule kept while another changes
        ("Newport News to Lynchburg march 1-3 2022, 2 people, $1,100, no smoking and rated 3+",
         [stay_forbids("smoking"), has("min stay rating"), plan_or_reason, honest]),
        ("change the rating to 4 but keep the no smoking", [rule("min stay rating", 4.0), stay_forbids("smoking"),
                                                            plan_or_reason, honest]),
        ("and one more person", [trip(people_number=3), rule("min stay rating", 4.0), stay_forbids("smoking"),
                                 plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("budget", [  # "per person" budget
        ("New York to Washington march 24-26 2022, 2 people, $800 each", [trip(people_number=2, budget=1600),
                                                                          plan_or_reason]),
        ("what's the flight time", [or_no_plan(flight_time_said)]),
        ("make it a thousand each", [trip(budget=2000, people_number=2), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("dates", [  # a length and a start
        ("Midland to Lawton, 4 days from march 4 2022, 2 people, $1,400",
         [trip(days=4, date=days_of(4, 7), people_number=2), plan_or_reason]),
        ("shorten it to 3 days", [trip(days=3, date=days_of(4, 6)), plan_or_reason]),
        ("which day costs the most", [or_no_plan(priciest_day)]),
        ("thanks", [WELCOME]),
    ]),
    ("pets", [  # a dog with a child, the child's age given
        ("Rhinelander to Devils Lake march 27-29 2022, me, my son who is 7 and our dog, $1,200",
         [trip(people_number=2), house_rules("children under 10", "pets"), plan_or_reason]),
        ("do dogs get to stay in that place", [allows_pets(True), lambda b, a, s: "didn't understand" not in s]),
        ("on second thought the dog stays home", [house_rules("children under 10"), trip(people_number=2),
                                                  plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("undo", [  # a mode change taken back
        ("Los Angeles to San Francisco march 10-12 2022, 2 people, $2,000", [plan_or_reason]),
        ("no flying please", [NO_FLIGHT_RULE, plan_or_reason]),
        ("eh, actually flying is fine", [rule("transportation", None), plan_or_reason]),
        ("what's the total", [or_no_plan(total_said)]),
        ("ty", [WELCOME]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {
    (6, 2): "'how many cost all the travel?' is read as a question about the travel (the drives), not the trip's cost",
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-thirteenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=35, least_turns=165)


if __name__ == "__main__":
    main()
