"""A fourth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on the code as it was (the figures are in the round's report): families, solo travellers and groups, people who
change their minds twice, take back a wish or part of one, ask about the plan mid-way, report a disruption with or
without its day ("our flight got cancelled"), make the trip cheaper or nicer with no part named ("make it nicer"), swap
a stay, change by an amount ("2 more people are joining"), vague openers, a French and an Italian opener, and typos.

Each turn's checks state what a person expects: the trip's fields after the turn, the key phrases of the reply, and
what it must not say (the internal words and ISO dates ``chat_checks.turn`` scans every reply for, "is unavailable"
for a swap the user asked for, a change said twice). The harness is the first set's (tests/support/chat_scoring.py,
tests/support/chat_checks.py). ``KNOWN_GAPS`` names the turns the chat still gets wrong, each with its reason: the
test expects them to fail (so a fix shows up) and every other turn to pass.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_fourth``.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    WELCOME,
    Check,
    allows_pets,
    answered,
    cheaper_or_same,
    cuisines,
    day_cost_said,
    day_only,
    days_of,
    draft,
    never,
    night_only,
    not_ununderstood,
    other_stay,
    plan_or_reason,
    planned,
    preference,
    restored,
    rule,
    says,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set


def said_once(word: str) -> Check:
    """The reply's "What changed" list names ``word`` on one line only: one change is said once."""
    def check(before: dict, after: dict, said: str) -> bool:
        listed = said.split("**What changed:**", 1)[1].split("\n\n", 1)[0] if "**What changed:**" in said else ""
        return sum(word in line for line in listed.splitlines()) <= 1
    return check


def made_nicer(before: dict, after: dict, said: str) -> bool:
    """"Make it nicer", no part named: the reply says which parts it favoured (stays, restaurants, sights, by their
    ratings), or that the plan already has the best there is; never that it did not understand."""
    named = any(f"{part} rated" in said for part in ("stays", "restaurants", "sights"))
    return (named or "already" in said) and not_ununderstood(before, after, said) and after.get("plan") is not None


def disruption_answered(before: dict, after: dict, said: str) -> bool:
    """A disruption reported: the plan changed around it, or the reply asks which day, or says the plan has no such
    booking, or that no plan can meet the trip; never read as a wish to take back or not understood."""
    handled = (after.get("plan") not in (None, before.get("plan")) or "which day" in said.lower() or "books no such" in said
               or "No plan can meet" in said)
    return handled and "among your wishes" not in said and "didn't understand" not in said



SWAPPED = never("is unavailable", "unavailable:")  # a swap the user asked for is no stay gone unavailable
NOTHING_FALSE = never("nothing to cancel", "Your trip already has", "didn't understand")

CATEGORIES = ("family", "solo", "group", "mind", "take-back", "question", "disruption", "cheaper", "nicer", "several", "vague",
              "foreign", "typo")

CONVERSATIONS: list[Conversation] = [
    ("family", [  # a family of five, made nicer with no part named
        ("Hey there! We're a family of five going from Atlanta to Chattanooga March 7-9 2022, $3,500 budget",
         [plan_or_reason, trip(people_number=5)]),
        ("make it nicer", [made_nicer]),
        ("what's day 2 looking like?", [day_only(2)]),
        ("thanks a bunch", [WELCOME]),
    ]),
    ("family", [  # a toddler and a dog, then the dog stays home
        ("Me, my husband and our toddler plus the dog: Denver to Bozeman, March 17-19 2022, $3,200",
         [plan_or_reason, trip(people_number=3), allows_pets(True)]),
        ("the dog can't come after all", [allows_pets(False), trip(people_number=3), NOTHING_FALSE]),
        ("where are we staying the 1st night?", [night_only(1)]),
        ("ok great", [unchanged]),
    ]),
    ("family", [  # a cuisine added, replaced, dropped
        ("family trip!! 2 adults 2 kids from Cincinnati to Philadelphia march 7 to 9 2022, we have $2,800",
         [plan_or_reason, trip(people_number=4)]),
        ("we'd like Chinese food one of the days", [cuisines("Chinese"), plan_or_reason]),
        ("actually the kids hate chinese, make it american", [cuisines("American"), plan_or_reason]),
        ("hmm, scratch the food thing", [rule("cuisine", None), NOTHING_FALSE]),
        ("what's the total?", [total_said, answered]),
    ]),
    ("family", [  # three generations, then no flying
        ("Grandparents + us + 2 grandkids = 6 people, Dallas to Huntsville March 13-15 2022, budget 4000 dollars",
         [plan_or_reason, trip(people_number=6, budget=4000)]),
        ("grandpa can't fly, can we drive instead?", [rule("transportation", "no flight"), plan_or_reason]),
        ("how do we get there?", [says("Day 1:"), answered]),
        ("thank you!!", [WELCOME]),
    ]),
    ("solo", [  # a solo backpacker, a day added
        ("solo backpacker here, Las Vegas to Stockton, Mar 3-5 2022, $900", [plan_or_reason, trip(people_number=1)]),
        ("where do I sleep on night 2?", [night_only(2)]),
        ("add a day", [trip(days=4, date=days_of(3, 6)), plan_or_reason]),
        ("how much is it all together now?", [total_said, answered]),
    ]),
    ("solo", [  # no flying said, then taken back
        ("I'm travelling by myself from Nashville to Detroit, March 15-17 2022. Budget: $1,400.", [planned, trip(people_number=1)]),
        ("I'd rather not fly", [rule("transportation", "no flight"), plan_or_reason]),
        ("on second thought flying is fine", [rule("transportation", None), NOTHING_FALSE]),
        ("cool thx", [WELCOME]),
    ]),
    ("solo", [  # nicer restaurants, then a day asked
        ("one person, Washington to Orlando, 15-17 March 2022, 2000 USD", [planned, trip(people_number=1, budget=2000)]),
        ("nicer restaurants please", [preference("restaurants"), says("restaurants rated")]),
        ("what do I eat on day 2?", [day_only(2)]),
        ("bye!", [unchanged, says("Goodbye")]),
    ]),
    ("group", [  # six friends who don't fly, two drop out
        ("6 friends road trip Salt Lake City to Twin Falls March 25-27 2022, $2,400 for all of us, no flying",
         [plan_or_reason, trip(people_number=6), rule("transportation", "no flight")]),
        ("2 of them bailed", [trip(people_number=4), rule("transportation", "no flight"), plan_or_reason]),
        ("what changed?", [answered, says("6 → 4")]),
        ("nice", [unchanged]),
    ]),
    ("group", [  # eight people, whole homes, then cheaper with the rule kept
        ("bachelor party! 8 guys from Houston to Pensacola March 12-14 2022 with $5,000", [plan_or_reason, trip(people_number=8)]),
        ("we need entire homes, no shared stuff", [rule("room type", "entire room"), plan_or_reason]),
        ("how much is day 1?", [day_cost_said(1), answered]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same, rule("room type", "entire room")]),
    ]),
    ("group", [  # coworkers, one more joins
        ("Team offsite: 5 coworkers, Cleveland to Baltimore, March 15-17 2022, $3,000", [plan_or_reason, trip(people_number=5)]),
        ("one more colleague is coming", [trip(people_number=6), says("5 → 6"), said_once("6"), plan_or_reason]),
        ("what's the total?", [total_said]),
        ("great, thanks", [WELCOME]),
    ]),
    ("group", [  # college friends grow by two, then the budget by an amount
        ("4 college friends, Asheville to Minneapolis, March 7-9 2022, $2,400", [plan_or_reason, trip(people_number=4)]),
        ("2 more people are joining us", [trip(people_number=6), says("4 → 6"), said_once("6"), plan_or_reason]),
        ("and add $600 to the budget", [trip(budget=3000, people_number=6), plan_or_reason]),
        ("how much is day 2", [day_cost_said(2)]),
    ]),
    ("mind", [  # the count changed three times
        ("Newark to Savannah March 3-5 2022 for 2 people, $2,000", [planned]),
        ("make it 3 people", [trip(people_number=3), plan_or_reason]),
        ("no wait, 2 after all", [trip(people_number=2), plan_or_reason]),
        ("hmm actually 4", [trip(people_number=4), plan_or_reason]),
        ("total?", [total_said]),
    ]),
    ("mind", [  # the destination changed, then back
        ("Akron to Tampa, March 28-30 2022, 2 adults, $2,500", [planned]),
        ("let's go to Orlando instead", [trip(org="Akron", dest="Orlando"), plan_or_reason, never("several")]),
        ("nah, Tampa's better", [trip(org="Akron", dest="Tampa"), plan_or_reason, never("several")]),
        ("ok thanks", [WELCOME]),
    ]),
    ("mind", [  # the dates pushed, then back to the original
        ("New Orleans to Louisville, March 12-14 2022, 2 people, $2,200", [planned]),
        ("push it a day later", [trip(date=days_of(13, 15)), plan_or_reason]),
        ("actually keep the original dates", [trip(date=days_of(12, 14)), plan_or_reason]),
        ("where do we sleep night 2?", [night_only(2)]),
    ]),
    ("mind", [  # the budget raised, then lowered
        ("Grand Forks to Minneapolis March 17-19 2022, 3 people, $1,500", [plan_or_reason]),
        ("bump the budget to $2,000", [trip(budget=2000), plan_or_reason]),
        ("eh, $1,800 is enough", [trip(budget=1800), plan_or_reason]),
        ("ty!", [WELCOME]),
    ]),
    ("take-back", [  # a room rule taken back, the pet kept, then undone
        ("Baton Rouge to Dallas, March 25-27 2022, 2 people, $2,600, we bring our cat and want a private room",
         [plan_or_reason, allows_pets(True), rule("room type", "private room")]),
        ("forget the private room, any room is ok", [rule("room type", None), allows_pets(True), NOTHING_FALSE]),
        ("undo that", [restored, rule("room type", "private room")]),
        ("thanks", [WELCOME]),
    ]),
    ("take-back", [  # one of two cuisines taken back
        ("Eugene to Los Angeles March 14-16 2022, 2 people, $2,400, Mexican or Italian food please",
         [plan_or_reason, cuisines("Mexican", "Italian")]),
        ("drop the mexican", [cuisines("Italian"), NOTHING_FALSE]),
        ("what's for dinner on day 2?", [day_only(2)]),
        ("perfect", [unchanged]),
    ]),
    ("take-back", [  # no flights, taken back, then said again
        ("Jacksonville to Washington March 3-5 2022, 2 ppl, $1,800, no flights please",
         [plan_or_reason, rule("transportation", "no flight")]),
        ("nvm, flights are ok", [rule("transportation", None), NOTHING_FALSE]),
        ("no wait, keep it without flights", [rule("transportation", "no flight"), plan_or_reason]),
        ("how do we get home?", [says("Day 3"), answered]),
    ]),
    ("question", [  # questions only
        ("Kansas City to Pensacola, March 27-29 2022, 3 people, $2,400", [planned]),
        ("which hotel is it?", [answered, says("Night of day 1")]),
        ("how much is the 3rd day", [day_cost_said(3), answered]),
        ("is there anything fun on day 2?", [day_only(2)]),
        ("what does the whole trip come to", [total_said, answered]),
    ]),
    ("question", [  # questions, the last night among them
        ("Panama City to Nashville, March 23-25 2022, 2 people, $2,500", [planned]),
        ("how do we get there", [says("Day 1:"), answered]),
        ("and how much does it all cost?", [total_said, answered]),
        ("where do we sleep on the last night?", [night_only(2)]),
        ("thanks", [WELCOME]),
    ]),
    ("disruption", [  # a flight cancelled with no day named
        ("Las Vegas to Denver, March 12-14 2022, 2 people, $1,800, we fly", [planned]),
        ("our flight got cancelled", [disruption_answered]),
        ("what did you change?", [answered]),
        ("ok thanks", [WELCOME]),
    ]),
    ("disruption", [  # a stay fully booked
        ("Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,600", [planned]),
        ("the hotel on night 1 is fully booked", [disruption_answered]),
        ("where do we sleep night 1?", [night_only(1)]),
        ("great", [unchanged]),
    ]),
    ("disruption", [  # the flight home cancelled
        ("Houston to Pensacola March 12-14 2022, 1 person, $1,200", [planned]),
        ("my flight on day 3 was cancelled", [disruption_answered]),
        ("how do I get home now?", [says("Day 3"), answered]),
        ("thanks a lot", [WELCOME]),
    ]),
    ("cheaper", [  # too pricey, then what changed, then undo
        ("Washington to Orlando, March 15-17 2022, 4 people, $4,000", [planned]),
        ("that's too pricey, cheaper please", [preference("cheapest"), cheaper_or_same]),
        ("what did you change?", [answered]),
        ("undo", [restored]),
    ]),
    ("cheaper", [  # save money, then a day more
        ("Denver to Bozeman March 17-19 2022, 2 people, $3,000", [planned]),
        ("can we save some money", [preference("cheapest"), cheaper_or_same]),
        ("and add a day", [trip(days=4, date=days_of(17, 20)), plan_or_reason]),
        ("total?", [total_said]),
    ]),
    ("cheaper", [  # a room rule kept through "cheaper"
        ("Los Angeles to Detroit March 18-20 2022, 2 people, $2,600, entire home please",
         [plan_or_reason, rule("room type", "entire room")]),
        ("cheaper please, but keep the entire home", [preference("cheapest"), rule("room type", "entire room"), cheaper_or_same]),
        ("where are we staying night 1?", [night_only(1)]),
    ]),
    ("nicer", [  # nicer with no part named, then what changed
        ("St. Petersburg to Rockford, March 16-18 2022, 2 people, $2,500", [planned]),
        ("can you make it nicer?", [made_nicer]),
        ("what did you change?", [answered]),
        ("thanks!", [WELCOME]),
    ]),
    ("nicer", [  # fancier stays, then a swap of one night's stay
        ("Cleveland to Baltimore March 15-17 2022, the two of us, $2,800", [planned, trip(people_number=2)]),
        ("can we get fancier hotels", [preference("hotels"), says("stays rated")]),
        ("swap the hotel on night 1", [other_stay(1), SWAPPED, not_ununderstood]),
        ("where do we sleep night 1?", [night_only(1)]),
    ]),
    ("nicer", [  # a stay swapped, then put back
        ("Daytona Beach to Atlanta, March 2-4 2022, 2 people, $1,900", [planned]),
        ("swap the hotel on night 2", [other_stay(2), SWAPPED, not_ununderstood]),
        ("undo", [restored]),
        ("thanks", [WELCOME]),
    ]),
    ("several", [  # two changes in one message, then a rule
        ("Provo to Phoenix March 24-26 2022, 2 people, $2,000", [plan_or_reason]),
        ("make it 3 people and add a day", [trip(people_number=3, days=4, date=days_of(24, 27)), plan_or_reason]),
        ("oh and no flights", [rule("transportation", "no flight"), trip(people_number=3, days=4), plan_or_reason]),
        ("what changed?", [answered]),
    ]),
    ("vague", [  # a vague opener filled in turn by turn
        ("thinking about a trip somewhere warm in march", [not_ununderstood, draft(month="March")]),
        ("from Akron, maybe Tampa?", [draft(org="Akron", dest="Tampa")]),
        ("28th to 30th, 2 people", [draft(date=days_of(28, 30), people_number=2)]),
        ("$2,500 max", [planned, trip(org="Akron", dest="Tampa", budget=2500)]),
    ]),
    ("vague", [  # a one-word opener, then a request without count or budget
        ("help", [not_ununderstood]),
        ("a weekend in Nashville from Panama City, March 23-25 2022", [draft(org="Panama City", dest="Nashville")]),
        ("2 of us, 2500 bucks", [planned, trip(people_number=2, budget=2500)]),
        ("where do we sleep night 1", [night_only(1)]),
    ]),
    ("foreign", [  # a French opener, then English
        ("Bonjour, nous voudrions aller de Las Vegas à Denver en mars avec un budget de 1800 dollars",
         [ENGLISH_ONLY, says("French")]),
        ("sorry, in English: Las Vegas to Denver, March 12-14 2022, 2 people, $1,800", [planned, trip(people_number=2)]),
        ("merci", [unchanged]),
    ]),
    ("foreign", [  # an Italian opener, then English
        ("Ciao! Vorrei un viaggio da Newark a Savannah per due persone", [ENGLISH_ONLY, says("Italian")]),
        ("Newark to Savannah, March 3-5 2022, 2 people, $2,400", [planned]),
        ("how much is day 2?", [day_cost_said(2)]),
    ]),
    ("typo", [  # misspelt cities and a misspelt question
        ("Clevland to Baltimroe march 15-17 2022 2 ppl $2000", [plan_or_reason, trip(org="Cleveland", dest="Baltimore")]),
        ("make it 3 ppl", [trip(people_number=3), plan_or_reason]),
        ("whats the total cost??", [total_said]),
        ("thx", [WELCOME]),
    ]),
    ("typo", [  # misspelt everything
        ("nashvile to detriot, march 15 - 17, 2022, 2 peple, budgt $1600",
         [plan_or_reason, trip(org="Nashville", dest="Detroit", people_number=2, budget=1600)]),
        ("no flihgts pls", [rule("transportation", "no flight"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_GAPS: dict[tuple[int, int], str] = {
    # (8, 0) and (8, 2) fixed: "bachelor party" is an occasion, talk that asks nothing (domain/parsing/unread.py's _TALK);
    # (18, 4) "what does the whole trip come to" and (19, 3) "the last night" fixed (nodes/chat/intent.py, answers.py)
    # (8, 1) and (8, 3) fixed in stop 80: "entire homes, no shared stuff" is the entire home (room_type._narrowed)
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-fourth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=32, least_turns=130)


if __name__ == "__main__":
    main()
