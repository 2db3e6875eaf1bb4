"""A seventh held-out set of talk (issue 39): single messages said to a chat that already holds a plan, laid out like
the sixth (``test_talk_heldout_sixth.py``), of talk that must not change the plan, mixed with changes hidden in chatty
text that must.

The thread is the fourth set's (``intent_scoring.STATE``: the two-day Newark -> Savannah plan, day 1 $900.00 with
flight F1 15:20-17:35, the Tennessee Aquarium, dinner at Dhaba On Wheels and the night at Private Oasis, day 2 $620.00
with flight F2 home 06:02-08:11 and nothing else; $1,520.00 for 2 people of a $1,800 budget cut from $2,000). Its kinds:

- reactions, feelings and compliments ("wait really?", "kinda anxious about leaving the kids", "chef's kiss 👌"):
  talk, thanked or met as not understood (``TALK``);
- stories of the past ("we took the kids to disney last year, never again lol", "my grandpa was born in savannah"),
  asides that carry a number, a date, a city, a pet, a child or an amount of something else ("we have two cats at
  home", "my daughter is 7 and staying with grandma"), sarcasm ("oh good, more time with my in-laws 🙃") and
  complaints let go ("6am... fine, we'll sleep on the plane"): any outcome that leaves the plan as it is (``KEPT``);
- hypotheticals with no change asked ("out of curiosity, could we fly from jfk?"): ``KEPT``;
- questions wrapped in chat ("random q but how many nights"): answered with what they ask;
- changes hidden in chatty text ("haha love it, oh btw my brother's joining so 3 of us"): the trip parser's edit
  (``EDIT``) or the preference, undo, cancel or new start they voice.

Each item is (message, the answer it must get), scored by the sixth set's ``outcome``.
``python tests/unit/nodes/chat/test_talk_heldout_seventh.py`` prints the tally.

Written by helper INT11 and scored on HEAD (c1c7649) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

import pytest

from tests.support.intent_scoring import STATE, Q
from tests.support.talk_scoring import run_talk
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing import test_talk_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import said_text, talk_case
from tests.unit.nodes.chat import test_talk_heldout_fifth as fifth
from tests.unit.nodes.chat import test_talk_heldout_fourth as fourth
from tests.unit.nodes.chat import test_talk_heldout_sixth as sixth
from tests.unit.nodes.chat.test_talk_heldout_fourth import EDIT, TALK, THANKS, Item
from tests.unit.nodes.chat.test_talk_heldout_sixth import KEPT, outcome

BASES = (STATE,)  # the thread every message is said on

REACTIONS: list[Item] = [
    ("ooh nice nice", TALK), ("wait really?", TALK), ("huh.", TALK), ("lmaooo", TALK), ("oh snap", TALK),
    ("yesss!!", TALK), ("okie dokie", TALK), ("heh", TALK), ("whoa, that's a lot of info", TALK), ("omg omg", TALK),
    ("alright alright", TALK), ("neat!", TALK), ("ahh ok i see", TALK), ("haha fair", TALK), ("good good", TALK),
    ("wild", TALK), ("bet", TALK), ("oh ok then", TALK),
]
FEELINGS: list[Item] = [
    ("i'm so pumped for this", TALK), ("kinda anxious about leaving the kids", KEPT),
    ("honestly i just want to sleep for 2 days lol", KEPT), ("nervous flyer here, but ok", KEPT),
    ("this is exactly what we needed", TALK), ("i'm so hungry now lol", KEPT),
    ("feeling a bit guilty spending this much", KEPT), ("i'm crying, this is so nice", TALK),
    ("we've had a rough year", KEPT), ("so relieved it all works out", TALK), ("i'm giddy", TALK),
    ("my wife is gonna be so happy", TALK),
]
COMPLIMENTS: list[Item] = [
    ("wow you're quick", TALK), ("this is super helpful", TALK), ("you're a genius", TALK),
    ("better than google lol", TALK), ("love how detailed this is", TALK), ("chef's kiss 👌", TALK),
    ("so easy, wow", TALK), ("you're smarter than my husband lol", TALK), ("gold star for you ⭐", TALK),
    ("well that was painless", TALK),
]
COMPLAINTS: list[Item] = [
    ("the flight home is brutal but fine", KEPT), ("not loving the hotel name lol but ok", KEPT),
    ("i wish it was longer but we can't get more time off", KEPT), ("expensive but we're treating ourselves", KEPT),
    ("6am... fine, we'll sleep on the plane", KEPT), ("dhaba on wheels sounds weird but i'm game", KEPT),
    ("i'd have picked a different hotel but whatever", KEPT), ("bit much for 2 days but ok", KEPT),
    ("the aquarium's not really my thing but my wife loves it", KEPT), ("newark traffic is hell", KEPT),
    ("tsa lines are the worst", KEPT), ("my back hates planes lol", KEPT),
]
ASIDES: list[Item] = [
    ("my mom is babysitting that weekend", KEPT), ("we're celebrating 10 years married", KEPT),
    ("i'll take 200 bucks for souvenirs", KEPT), ("my coworker says savannah is haunted lol", KEPT),
    ("we'll probably walk everywhere", KEPT), ("i'm bringing my kindle", KEPT),
    ("my best friend lives 2 hours from there", KEPT), ("we're dropping the dog at my sister's", KEPT),
    ("my air miles expire in april", KEPT), ("my son's graduation is on the 10th", KEPT),
    ("our neighbour has the spare key", KEPT), ("i need to be back at work on the 5th", KEPT),
    ("3 of us at work have birthdays in march", KEPT), ("it's my first time flying since covid", KEPT),
    ("we're gonna uber to newark airport", KEPT), ("my cousin works at the airport lol", KEPT),
    ("we have two cats at home", KEPT), ("my daughter is 7 and staying with grandma", KEPT),
    ("i make like 500 a week so this is a lot", KEPT), ("my wife is from miami originally", KEPT),
    ("my phone is at 4% lol", KEPT), ("the twins have soccer on saturday", KEPT),
    ("my boss is in atlanta that week, perfect timing", KEPT), ("we're saving 100 a month for this", KEPT),
    ("my dad's 70th is in june", KEPT), ("we'll bring snacks for the flight", KEPT),
    ("i get seasick on boats, not planes tho", KEPT), ("my husband snores like a train lol", KEPT),
    ("we'll facetime the kids every night", KEPT), ("my sister says hi lol", KEPT),
    ("i'm off from the 2nd to the 8th anyway", KEPT), ("our car is in the shop this month", KEPT),
]
STORIES: list[Item] = [
    ("we drove to florida in 2019 and the car broke down", KEPT), ("my grandpa was born in savannah", KEPT),
    ("when i was 10 we went to an aquarium every summer", KEPT), ("last march we did 5 days in new orleans", KEPT),
    ("my friend got food poisoning at a seafood place once lol", KEPT),
    ("we once missed a flight by 2 minutes", KEPT), ("my wife lived in atlanta for 3 years", KEPT),
    ("the last hotel we stayed at had no hot water", KEPT), ("my brother got married in charleston", KEPT),
    ("we took the kids to disney last year, never again lol", KEPT), ("i studied abroad in france in college", KEPT),
    ("our first date was at an aquarium 🥰", KEPT), ("we had italian food every night in rome", KEPT),
    ("i flew at 6am once and regretted it", KEPT), ("my parents honeymooned in georgia in 1985", KEPT),
    ("we stayed in an airbnb with 4 dogs once, chaos", KEPT), ("my ex hated traveling", KEPT),
    ("years ago we spent $5000 on a cruise", KEPT), ("we got stuck in chicago for 2 days in a snowstorm", KEPT),
    ("the kids threw up on the last flight lol", KEPT),
    ("we went to savannah for our honeymoon, loved the squares", KEPT),
    ("my uncle drove trucks to georgia for 20 years", KEPT), ("i had the best bbq of my life in texas", KEPT),
    ("we used to go camping every summer with 6 kids", KEPT),
]
SARCASM: list[Item] = [
    ("oh great, another airport, my favourite place 🙄", KEPT), ("yeah because newark is sooo lovely in march", KEPT),
    ("sure, i'll just sleep on the luggage belt lol", KEPT),
    ("wow a robot that plans trips, what a time to be alive", KEPT),
    ("oh totally, my boss will love that i'm gone", KEPT),
    ("yeah right, like my husband will sit through a museum", KEPT),
    ("nice, now i just need to win the lottery lol", KEPT), ("oh good, more time with my in-laws 🙃", KEPT),
    ("genius. truly.", KEPT), ("great, the dog is gonna hate me", KEPT), ("perfect, my diet is ruined lol", KEPT),
    ("cool cool, i'll just sell a kidney", KEPT), ("can't wait to be squished in economy 🙃", KEPT),
    ("wonderful, the cat will be plotting revenge", KEPT),
]
THANKED: list[Item] = [
    ("thanks heaps, seriously", THANKS), ("ty you're amazing", THANKS), ("thank u, all sorted", THANKS),
    ("cheers mate, legend", THANKS), ("thanks, that's exactly it", THANKS), ("big thanks 🙏", THANKS),
    ("many many thanks", THANKS), ("thanks, we're good", THANKS),
]
HYPOTHETICALS: list[Item] = [
    ("what if it rained all day?", KEPT), ("just curious, would a 3rd person cost much more?", KEPT),
    ("hypothetically how much for a week", KEPT), ("in theory could we see 3 sights a day", KEPT),
    ("not asking to change it but is there a cheaper hotel?", KEPT), ("would it be cheaper in april?", KEPT),
    ("if we drove, how long would it take?", KEPT), ("just wondering what the priciest version would be", KEPT),
    ("out of curiosity, could we fly from jfk?", KEPT),
    ("no change needed, just curious if there's a later flight home", KEPT),
]
QUESTIONS: list[Item] = [
    ("lol ok so when do we take off", Q("15:20")), ("hmm wait, what's the hotel called", Q("Private Oasis")),
    ("omg so what does it cost per person", Q("$760.00")), ("ok ok and what's left of the budget", Q("$280.00")),
    ("haha which day's the aquarium again", Q("Day 1")), ("so like... where's dinner", Q("Dhaba On Wheels")),
    ("random q but how many nights", Q("1 night")), ("cool, and when do we get back to newark", Q("08:11")),
    ("sorry if dumb q, how much is day 2", Q("$620.00")), ("yay what's the total damage", Q("$1,520.00")),
]
HIDDEN: list[Item] = [
    ("haha love it, oh btw my brother's joining so 3 of us", EDIT),
    ("perfect!! but we need a place that takes dogs", EDIT),
    ("omg yes, but can we leave on the 5th instead", EDIT), ("nice but make it 3 days pls", EDIT),
    ("cool cool, budget is 2200 btw", EDIT), ("love it but we're bringing our 6 year old", EDIT),
    ("thanks!! but we'd rather drive tbh", EDIT), ("lol my wife says no seafood", EDIT),
    ("great, but add forsyth park pls", EDIT), ("ok but can we fly out of philly", EDIT),
    ("yay!! but skip the aquarium, we've been", EDIT), ("sounds fun, but only 4+ star restaurants", EDIT),
    ("nice nice, but we need 2 rooms... actually an entire apartment", EDIT),
    ("ha ok, but make it charleston not savannah", EDIT), ("thanks, and we want italian once", EDIT),
    ("hmm, move it a week later, work stuff", EDIT), ("great but cap the hotel at 150 a night", EDIT),
    ("awesome, but no flights before 10 pls", EDIT), ("good stuff. 4 people though, forgot my parents", EDIT),
    ("love it but we smoke, need a place that allows it", EDIT), ("wait actually the budget's only 1500", EDIT),
    ("honestly the hotel looks grim, something better?", "nicer:hotels"),
    ("lol that's a lot of money, cheaper pls", "cheaper"), ("ugh 6am home flight, later one pls", "nicer:humane_hours"),
    ("looks thin, can we see more things", "nicer:sights"), ("meh, i liked the first one more, go back", "undo"),
    ("sigh, forget it, cancel the trip", "cancel"), ("great but can we eat somewhere nicer", "nicer:restaurants"),
    ("nvm all of it, let's start over", "start_over"), ("my kids are coming after all, so 4 of us", EDIT),
]
ITEMS: list[Item] = [*REACTIONS, *FEELINGS, *COMPLIMENTS, *COMPLAINTS, *ASIDES, *STORIES, *SARCASM, *THANKED,
                     *HYPOTHETICALS, *QUESTIONS, *HIDDEN]

# Scored on HEAD (c1c7649) before any fix: 141 right of 180 (39 wrong). The wrong were: asides read as edits (a story
# in a plain past verb with no time said, "we had italian food every night in rome"; someone else's doing, "my wife is
# from miami originally", "my boss is in atlanta that week"; someone at home, "we'll facetime the kids every night",
# "we're dropping the dog at my sister's"; money of a month, "we're saving 100 a month for this" set a $100 budget; a
# ride to the airport made Newark the destination): 28; a month said alone ("my air miles expire in april", "would it
# be cheaper in april?") started a new trip with every essential asked again: 5; a hypothetical refused or re-planned
# ("out of curiosity, could we fly from jfk?", "not asking to change it but is there a cheaper hotel?"); "wait
# really?", "oh ok then", "random q but how many nights", "ugh 6am home flight, later one pls"; "i'll take 200 bucks
# for souvenirs" cut the budget. After the fixes (``story_aside``, ``vague_start``, ``hypothetical``, ``cost_cut``,
# ``intent_cues``, ``intent_words``, ``intent_preferences``): 174 of 180; 175 since "back at work on the 5th" is read
# as a deadline the plan keeps (``return_date.AT_WORK``); 176 since stop 77, "thanks!! but we'd rather drive tbh"
# held as driving (``transportation._wished``): the 4 below.
KNOWN_GAPS: dict[str, str] = {
    "i get seasick on boats, not planes tho": "'on boats' is read as a mode of travel and refused as none of the "
                                              "sandbox's",
    "i'm off from the 2nd to the 8th anyway": "a window the travellers are free is read as the trip's dates",
    "i flew at 6am once and regretted it": "a story judged badly implies a wish by design (``clause_form."
                                           "told_of_the_past``); here it is read as no flights at all",
    "we got stuck in chicago for 2 days in a snowstorm": "a mishap told with no earlier time said may be today's "
                                                         "(``story_aside._PLAN_MISHAP``: 'we got turned away at the "
                                                         "hotel' is a disruption), so it is read as ever: Chicago as "
                                                         "the origin",
}


def _case(index: int, item: Item):
    return talk_case("said", index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case(i, t) for i, t in enumerate(ITEMS)])
def test_a_message_said_on_a_plan_changes_it_only_when_asked(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("right", None)


def test_the_set_is_large_distinct_and_new():
    said = [said_text(item) for item in ITEMS]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN,
                                              *fourth.ITEMS, *fifth.ITEMS, *sixth.ITEMS]}
    assert len(said) >= 170 and len({s.lower() for s in said}) == len(said)
    assert not [s for s in said if s.lower() in earlier]
    assert {want for _s, want in ITEMS} >= {TALK, KEPT, EDIT, THANKS}


if __name__ == "__main__":
    run_talk(ITEMS, outcome)
