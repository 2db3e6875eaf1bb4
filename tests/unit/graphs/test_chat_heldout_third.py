"""A third held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on the code as it was (the figures are in the round's report): families with pets, solo travellers, couples,
people who change their minds twice, take-backs that keep part of a wish ("the cat stays home but the dog comes"),
changes by an amount ("add a day", "2 more friends are joining", "$300 less": computed on the trip the thread holds,
and said with what they were), "swap the hotel on night 2", questions about one day or night mid-conversation, thanks,
vague openers and a non-English one.

Each turn's checks state what a person expects: the trip's fields after the turn, and the key phrases of the reply or
the absence of a false claim. The harness is the first set's (tests/support/chat_scoring.py, tests/support/
chat_checks.py). ``KNOWN_GAPS`` names the turns the chat still gets wrong, each with its reason: the test expects them
to fail (so a fix shows up) and every other turn to pass.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_third``.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    WELCOME,
    allows_pets,
    answered,
    asks,
    cheaper_or_same,
    day_cost_said,
    day_only,
    days_of,
    draft,
    house_rules,
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


def refused_unchanged(before: dict, after: dict, said: str) -> bool:
    """A change that cannot be made: the trip stays as it was, and the reply says it could not (never that it did not
    understand)."""
    return unchanged(before, after, said) and "couldn't" in said and "didn't understand" not in said



NOTHING_FALSE = never("nothing to cancel", "Your trip already has", "didn't understand")

CATEGORIES = ("family", "solo", "couple", "mind", "take-back", "relative", "swap", "question", "thanks", "vague", "foreign")

CONVERSATIONS: list[Conversation] = [
    ("family", [  # a family with two pets, one of them stays home
        ("Hi! Family of 4 plus our cat and dog, Houston to Pensacola March 12-14 2022, $1,800 total",
         [plan_or_reason, trip(people_number=4), house_rules("pets")]),
        ("the cat stays home but the dog comes", [house_rules("pets"), trip(people_number=4), never("pets → none")]),
        ("where do we sleep night 2?", [night_only(2)]),
        ("thank you so much", [WELCOME]),
    ]),
    ("family", [  # kids, then a dog added, the kids' rule kept
        ("me + wife + 2 kids (6 and 8), Cleveland to Baltimore, March 15-17 2022, $2,400",
         [plan_or_reason, trip(people_number=4), house_rules("children under 10")]),
        ("oh we're also bringing the dog", [house_rules("children under 10", "pets"), plan_or_reason]),
        ("how much is day 2?", [day_cost_said(2), answered]),
        ("great thx", [WELCOME]),
    ]),
    ("family", [  # a family grows by an amount, then the budget by an amount
        ("We are 3 (two adults and a teenager) going Atlanta to Chattanooga, March 7-9 2022, budget $3,000",
         [planned, trip(people_number=3)]),
        ("grandma is joining too, so one more person", [trip(people_number=4), says("people: 3 → 4"), plan_or_reason]),
        ("add $500 to the budget", [trip(budget=3500, people_number=4), says("budget: $3,000 → $3,500"), plan_or_reason]),
        ("what's the total?", [total_said, answered]),
    ]),
    ("family", [  # a dog taken back outright, then a question about day 1
        ("Provo to Phoenix, March 24-26 2022, 2 adults 1 kid and our dog, $2,000",
         [plan_or_reason, trip(people_number=3), allows_pets(True)]),
        ("hmm my neighbour will watch the dog actually", [allows_pets(False), NOTHING_FALSE]),
        ("what are we doing on day 1?", [day_only(1)]),
        ("ok", [unchanged]),
    ]),
    ("solo", [  # a solo traveller, a day added, then a day cut
        ("solo trip: Grand Forks to Minneapolis, March 17-19 2022, $1,000", [planned, trip(people_number=1)]),
        ("add a day", [trip(days=4, date=days_of(17, 20)), plan_or_reason, says("March 17 to March 20, 2022")]),
        ("hmm, a day shorter again", [trip(days=3, date=days_of(17, 19)), plan_or_reason]),
        ("cheers", [WELCOME]),
    ]),
    ("solo", [  # one person cannot lose a person
        ("Just me, Kansas City to Pensacola, March 27-29 2022, $900", [planned, trip(people_number=1)]),
        ("one less person", [refused_unchanged, says("at least 1")]),
        ("how do we get there?", [says("Day 1:"), answered]),
        ("thanks!", [WELCOME]),
    ]),
    ("solo", [  # the budget cut by an amount, then the total asked
        ("I'm going alone from Los Angeles to Detroit March 18 to 20, 2022 with $2,000", [planned, trip(people_number=1)]),
        ("$300 less", [trip(budget=1700), says("budget: $2,000 → $1,700"), plan_or_reason]),
        ("what's it cost now?", [total_said, answered]),
        ("perfect", [unchanged]),
    ]),
    ("solo", [  # nicer, then the night asked about
        ("New Orleans -> Louisville, Mar 12-14 2022, 1 traveler, $1,900", [planned]),
        ("nicer hotels please", [preference("hotels")]),
        ("where am I sleeping the first night?", [night_only(1)]),
        ("and night 2?", [night_only(2)]),
    ]),
    ("couple", [  # a couple, five days, then night 2 asked
        ("my boyfriend and I want to go from Cleveland to Baltimore March 15-17 2022, $2,000", [planned, trip(people_number=2)]),
        ("actually make it 5 days", [trip(days=5, date=days_of(15, 19)), plan_or_reason]),
        ("where do we sleep night 2?", [night_only(2)]),
        ("thank u", [WELCOME]),
    ]),
    ("couple", [  # a couple's trip made 2 days longer
        ("Honeymoon! Eugene to Los Angeles, March 14-16 2022, 2 of us, $2,500", [planned, trip(people_number=2)]),
        ("make it 2 days longer", [trip(days=5, date=days_of(14, 18)), plan_or_reason, says("March 14 to March 18, 2022")]),
        ("how much is day 4?", [day_cost_said(4), answered]),
        ("lovely, thanks", [WELCOME]),
    ]),
    ("couple", [  # a couple adds two friends, then the budget by an amount
        ("Cincinnati to Philadelphia March 7-9 2022, two people, $2,000", [planned]),
        ("2 more friends are joining", [trip(people_number=4), says("people: 2 → 4"), plan_or_reason]),
        ("add another $1,000 to the budget", [trip(budget=3000, people_number=4), plan_or_reason]),
        ("total?", [total_said]),
    ]),
    ("couple", [  # a couple, no flights, then a question about the way home
        ("wife and me, Panama City to Nashville, March 23-25 2022, $2,900, we don't fly", [plan_or_reason,
                                                                                         rule("transportation", "no flight")]),
        ("how do we get back home?", [says("Day 3"), answered]),
        ("what do we eat on day 2?", [day_only(2)]),
        ("ty", [WELCOME]),
    ]),
    ("mind", [  # the destination changed twice
        ("Las Vegas to Denver, March 12-14 2022, 2 people, $1,800", [planned]),
        ("actually let's do Los Angeles", [trip(org="Las Vegas", dest="Los Angeles"), plan_or_reason, never("several")]),
        ("no wait, Denver after all", [trip(org="Las Vegas", dest="Denver"), plan_or_reason, never("several")]),
        ("ok thanks", [WELCOME]),
    ]),
    ("mind", [  # the count changed twice, the rules kept
        ("Baton Rouge to Dallas, March 25-27 2022, 2 people, $3,000, we have kids under 10",
         [plan_or_reason, house_rules("children under 10")]),
        ("make it 3 people", [trip(people_number=3), house_rules("children under 10")]),
        ("ugh no, 4 people", [trip(people_number=4), house_rules("children under 10")]),
        ("how much is day 1?", [day_cost_said(1)]),
    ]),
    ("mind", [  # the length changed twice, absolute then relative
        ("Newark to Savannah March 3-5 2022, 2 adults, $2,400", [planned]),
        ("let's do 4 days", [trip(days=4, date=days_of(3, 6)), plan_or_reason]),
        ("hmm, one more day", [trip(days=5, date=days_of(3, 7)), plan_or_reason]),
        ("what's the total?", [total_said]),
    ]),
    ("mind", [  # a cuisine added, changed, dropped
        ("Asheville to Minneapolis March 7-9 2022 for 2, budget $2,600", [planned]),
        ("we'd love italian food", [rule("cuisine", ["Italian"])]),
        ("hmm make that mexican instead", [rule("cuisine", ["Mexican"])]),
        ("actually forget the food", [rule("cuisine", None), not_ununderstood]),
    ]),
    ("mind", [  # the budget raised then lowered by amounts
        ("Akron to Tampa, March 28-30 2022, 2 people, $2,500", [planned]),
        ("we can spend $500 more", [trip(budget=3000), plan_or_reason]),
        ("hmm actually $200 less than that", [trip(budget=2800), plan_or_reason]),
        ("thanks a lot", [WELCOME]),
    ]),
    ("take-back", [  # a room rule taken back, the transport rule kept
        ("Salt Lake City to Twin Falls, March 25-27 2022, 2 people, $1,600, private room and no flights",
         [plan_or_reason, rule("room type", "private room"), rule("transportation", "no flight")]),
        ("never mind the private room", [rule("room type", None), rule("transportation", "no flight"), NOTHING_FALSE]),
        ("how much is day 3?", [day_cost_said(3)]),
        ("thx", [WELCOME]),
    ]),
    ("take-back", [  # one of two pets taken back, the other kept
        ("Jacksonville to Washington, March 3-5 2022, 3 people, $1,500, with our two dogs", [plan_or_reason, house_rules("pets")]),
        ("one of the dogs stays with my sister but the other one comes", [house_rules("pets"), never("pets → none")]),
        ("what's on day 3?", [day_only(3)]),
    ]),
    ("take-back", [  # a rule taken back with words naming nothing, then an undo
        ("Daytona Beach to Atlanta, March 2-4 2022, 3 of us, $2,100", [planned]),
        ("no shared rooms", [rule("room type", "not shared room")]),
        ("forget that", [rule("room type", None), NOTHING_FALSE]),
        ("undo", [restored, rule("room type", "not shared room")]),
    ]),
    ("relative", [  # people fewer by an amount
        ("Dallas to Huntsville, March 13-15 2022, 4 people, $2,700", [planned]),
        ("one less person, my brother can't come", [trip(people_number=3), says("people: 4 → 3"), plan_or_reason]),
        ("where do we stay on night 1?", [night_only(1)]),
        ("ok cool", [unchanged]),
    ]),
    ("relative", [  # the length shorter by a day, then the budget cut by an amount
        ("Washington to Orlando March 15-17 2022, 2 people, $2,500", [planned]),
        ("a day shorter please", [trip(days=2, date=days_of(15, 16)), plan_or_reason]),
        ("and cut the budget by $500", [trip(budget=2000, days=2), plan_or_reason]),
        ("what's the total?", [total_said]),
    ]),
    ("relative", [  # three people added by an amount, then undone
        ("Denver to Bozeman, March 17-19 2022, 3 people, $3,000", [planned]),
        ("add 3 people", [trip(people_number=6), says("people: 3 → 6"), plan_or_reason]),
        ("undo that", [restored, trip(people_number=3)]),
        ("thanks", [WELCOME]),
    ]),
    ("relative", [  # a day added to a trip, then its dates asked
        ("Nashville to Detroit, March 15-17 2022, 1 person, $1,600", [planned]),
        ("can we stay one more day?", [trip(days=4, date=days_of(15, 18)), plan_or_reason]),
        ("what do we do on the last day?", [day_only(4)]),
    ]),
    ("swap", [  # another hotel on night 2
        ("Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400", [planned]),
        ("swap the hotel on night 2", [other_stay(2), not_ununderstood]),
        ("where do we sleep night 2?", [night_only(2)]),
        ("thanks", [WELCOME]),
    ]),
    ("swap", [  # a cheaper plan, then what it gave up asked
        ("St. Petersburg to Rockford, March 16-18 2022, 1 person, $1,700", [planned]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same]),
        ("what did you change?", [answered]),
        ("ok good", [unchanged]),
    ]),
    ("question", [  # questions only
        ("Las Vegas to Stockton, March 3-5 2022, 1 person, $1,400", [planned]),
        ("where do I sleep on the 2nd night?", [night_only(2)]),
        ("how much does day 3 cost?", [day_cost_said(3), answered]),
        ("what's happening on day 2", [day_only(2)]),
        ("and the whole thing?", [total_said, answered]),
    ]),
    ("question", [  # a question about a day the trip does not have
        ("Kansas City to Pensacola March 27-29 2022, 2 people, $1,800", [planned]),
        ("what about day 5?", [answered, says("3 days")]),
        ("where do we sleep night 1", [night_only(1)]),
        ("thanks!!", [WELCOME]),
    ]),
    ("thanks", [  # thanks in several ways, nothing changes
        ("Grand Forks to Minneapolis, March 17-19 2022, 2 people, $1,300", [planned]),
        ("awesome, thank you!", [WELCOME, unchanged]),
        ("appreciate it", [unchanged, not_ununderstood]),
        ("bye", [unchanged, says("Goodbye")]),
    ]),
    ("vague", [  # a vague opener filled in turn by turn
        ("I need a break, somewhere in March maybe", [not_ununderstood, draft(month="March")]),
        ("from Cleveland to Baltimore", [draft(org="Cleveland", dest="Baltimore")]),
        ("the 15th to the 17th, 2 of us", [draft(date=days_of(15, 17), people_number=2)]),
        ("$2,000", [planned, trip(org="Cleveland", dest="Baltimore", people_number=2, budget=2000)]),
    ]),
    ("vague", [  # a vague opener, then the whole request
        ("hey can you help me plan something", [not_ununderstood, asks("org", "dest")]),
        ("Houston to Pensacola, March 12-14 2022, 2 people, $1,100", [planned]),
        ("thanks", [WELCOME]),
    ]),
    ("foreign", [  # a Spanish opener, then English
        ("Hola, quiero viajar de Houston a Pensacola con mi esposa en marzo", [ENGLISH_ONLY, says("Spanish")]),
        ("sorry: Houston to Pensacola, March 12-14 2022, 2 people, $1,100", [planned, trip(people_number=2)]),
        ("where do we sleep night 2?", [night_only(2)]),
        ("gracias", [unchanged]),
    ]),
    ("foreign", [  # a German opener, then English with a dog
        ("Hallo, wir möchten mit unserem Hund von Denver nach Bozeman reisen", [ENGLISH_ONLY, says("German")]),
        ("Denver to Bozeman, March 17-19 2022, 2 people and our dog, $3,000", [plan_or_reason, house_rules("pets")]),
        ("how much is day 1?", [day_cost_said(1)]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (26, 4): "\"and the whole thing?\": a follow-up that names no topic of its own is not read as the previous "
             "question's topic (the total); nodes/chat/intent.py's matter",
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-third", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=30)


if __name__ == "__main__":
    main()
