"""An eighth held-out set of talk (issue 39): single messages said to a chat that already holds a plan, laid out like
the seventh (``test_talk_heldout_seventh.py``),
of talk that must not change the plan, mixed with asks hidden in chatty
text that must.

The thread is the fourth set's (``intent_scoring.STATE``: the two-day Newark -> Savannah plan, day 1 $900.00 with
flight F1 15:20-17:35, the Tennessee Aquarium, dinner at Dhaba On Wheels and the night at Private Oasis, day 2 $620.00
with flight F2 home 06:02-08:11 and nothing else; $1,520.00 for 2 people of a $1,800 budget cut from $2,000). Its kinds:

- reactions, feelings and compliments ("wait what", "my anxiety is through the roof lol", "love the aquarium pick"):
  talk, thanked or met as not understood (``TALK``), or anything that changes nothing (``KEPT``);
- asides that name a city, a food, a hotel, a pet, a child, an age, an amount or a time of something else ("my sister
  lives in atlanta", "our dog is 12 years old", "texas bbq is the best, fight me", "gonna need a big coffee at 5am"),
  stories of the past ("my first flight ever was to atlanta"), sarcasm ("oh great, a 6am flight, my favorite 🙄"),
  complaints let go and hypotheticals with no change asked ("if we had more money would you pick a nicer hotel?"):
  any outcome that leaves the plan as it is (``KEPT``);
- questions wrapped in chat ("lol forgot already, when's the flight home"): answered with what they ask;
- asks hidden in chatty text ("we got a puppy last week! she's coming with us"): the trip parser's edit (``EDIT``) or
  the preference, undo, cancel or new start they voice.

Each item is (message, the answer it must get), scored by the sixth set's ``outcome``.
``python tests/unit/nodes/chat/test_talk_heldout_eighth.py`` prints the tally.

Written by helper INT12 and scored on HEAD (9aafb2d) before any fix (the figures above ``KNOWN_GAPS``).
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
from tests.unit.nodes.chat import test_talk_heldout_seventh as seventh
from tests.unit.nodes.chat import test_talk_heldout_sixth as sixth
from tests.unit.nodes.chat.test_talk_heldout_fourth import EDIT, TALK, THANKS, Item
from tests.unit.nodes.chat.test_talk_heldout_sixth import KEPT, outcome

BASES = (STATE,)  # the thread every message is said on

REACTIONS: list[Item] = [
    ("wait what", TALK), ("ohh", TALK), ("huh", TALK), ("ok got it", TALK), ("makes sense i guess", TALK),
    ("fair enough tbh", TALK), ("oh nice", KEPT), ("damn", TALK), ("yikes", TALK), ("sweet", KEPT), ("oh wow", TALK),
    ("right", TALK), ("mmk", TALK), ("cool beans 🫘", KEPT), ("whoa", TALK), ("uhh", TALK),
    ("okie dokie artichokie", TALK),
    ("alright alright alright", TALK), ("say less", TALK), ("bet bet", TALK), ("no worries", KEPT), ("hehe", TALK),
    ("gotcha", TALK), ("roger that", TALK), ("word", TALK), ("true", TALK), ("omggg", TALK), ("lmaooo ok", TALK),
    ("that's wild", TALK), ("hm ok", TALK), ("sounds like a plan", KEPT), ("it is what it is", TALK)]
FEELINGS: list[Item] = [
    ("so excited!!", KEPT), ("kinda nervous about flying tbh", KEPT), ("i'm so tired this week", KEPT),
    ("can't wait to get away", KEPT), ("honestly i need this vacation", KEPT),
    ("my anxiety is through the roof lol", KEPT), ("feeling really good about this one", KEPT),
    ("ugh work has been insane lately", KEPT)]
COMPLIMENTS: list[Item] = [
    ("this looks amazing", KEPT), ("ur really good at this huh", KEPT), ("wow that was fast", KEPT),
    ("love the aquarium pick", KEPT), ("great job honestly", KEPT), ("10/10 would let u plan again", KEPT),
    ("private oasis sounds fancy lol", KEPT), ("dhaba on wheels, what a name haha", KEPT)]
COMPLAINTS: list[Item] = [
    ("6am flight huh... whatever, we'll manage", KEPT), ("bit pricey but fine", KEPT),
    ("not thrilled about the hotel but it's ok", KEPT), ("only one sight? eh, fine, we'll wing it", KEPT),
    ("the flight times are meh but whatever", KEPT)]
ASIDES: list[Item] = [
    ("my sister lives in atlanta", KEPT), ("my son turns 5 next week", KEPT), ("our dog is 12 years old", KEPT),
    ("i love indian food so dhaba sounds great", KEPT), ("my wife's from charleston", KEPT),
    ("i used to live in chicago", KEPT), ("we'll have 3 suitcases", KEPT), ("my boss thinks i'm in boston lol", KEPT),
    ("the kids are at grandma's for the weekend", KEPT), ("we've got like 500 in gift cards somewhere", KEPT),
    ("my cousin works at a hotel in savannah", KEPT), ("i had mexican for lunch today", KEPT),
    ("our 10th anniversary falls on the 4th", KEPT), ("we have 2 cats, the neighbor will feed them", KEPT),
    ("it's our very first trip without the kids ever", KEPT), ("we're both 65", KEPT),
    ("texas bbq is the best, fight me", KEPT), ("savannah in march should be lovely", KEPT),
    ("i've heard the aquarium is huge", KEPT), ("newark airport is always a nightmare", KEPT),
    ("my wife loves seafood, she'll be in heaven there", KEPT), ("i hope the hotel has a pool", KEPT),
    ("we're celebrating my promotion", KEPT), ("first time flying with my husband", KEPT),
    ("the kids will stay with my mom", KEPT), ("gonna take so many pics at the aquarium", KEPT),
    ("our friends went to savannah and loved it", KEPT), ("i've been craving indian food all week", KEPT),
    ("i don't sleep well in hotels anyway lol", KEPT), ("we're early birds so 6am is nothing", KEPT),
    ("my husband snores so any room works lol", KEPT), ("i'm so happy we're not driving 12 hours", KEPT),
    ("i'll tell my mom we're going on the 3rd", KEPT), ("gonna need a big coffee at 5am", KEPT),
    ("my neighbor's watching the house", KEPT), ("i got 2 weeks off in march", KEPT),
    ("my daughter wants to be a marine biologist, so the aquarium is perfect", KEPT)]
STORIES: list[Item] = [
    ("last time we flew we lost our bags", KEPT), ("my grandma used to take me to savannah as a kid", KEPT),
    ("we honeymooned in new orleans in 2010", KEPT), ("i once missed a flight by 2 minutes", KEPT),
    ("we got food poisoning in cancun years ago", KEPT), ("my dad drove trucks through georgia for 20 years", KEPT),
    ("the last hotel we stayed at had bedbugs", KEPT), ("we ate at a dhaba in delhi once, so good", KEPT),
    ("we went to miami last spring", KEPT), ("we stayed at a hilton last time and it was gross", KEPT),
    ("we drove to orlando in 2019, 14 hours lol", KEPT), ("i paid 300 for my last hotel, crazy", KEPT),
    ("my first flight ever was to atlanta", KEPT), ("we once drove from newark to miami in one go", KEPT),
    ("the last trip we took cost us 3 grand", KEPT), ("my parents got married in savannah", KEPT),
    ("i lived in a tiny apartment in newark for 3 years", KEPT),
    ("the last time i was in georgia it was 100 degrees", KEPT)]
SARCASM: list[Item] = [
    ("oh great, a 6am flight, my favorite 🙄", KEPT), ("sure, sleep is overrated anyway", KEPT),
    ("cool cool, love waking up at 4", KEPT), ("oh yay, more airport food", KEPT),
    ("amazing, only $1520, basically free 🙃", KEPT), ("love how the flight home is basically at dawn lol", KEPT)]
THANKED: list[Item] = [
    ("thanks, this is great", THANKS), ("ty, looks good", THANKS), ("thanks! we'll take it", THANKS),
    ("alright thanks, that's it for now", THANKS), ("cheers, talk soon", THANKS), ("thanks!! night night", THANKS),
    ("ty, you saved me hours", THANKS)]
ODDS: list[Item] = [
    ("my phone's about to die", KEPT), ("the aquarium better have sharks lol", KEPT),
    ("we met in newark actually, so this is cute", KEPT), ("my mother-in-law is 80 and still travels more than us",
    KEPT),
    ("honestly the hotel name made me laugh", KEPT)]
HYPOTHETICALS: list[Item] = [
    ("just curious, how much would 3 days cost?", KEPT), ("not changing anything, but is there a direct flight?",
    KEPT),
    ("if we had more money would you pick a nicer hotel?", KEPT), ("wondering if driving would've been cheaper",
    KEPT),
    ("hypothetically, could we take the dog next time?", KEPT), ("out of interest, are there cheaper days to fly?",
    KEPT)]
QUESTIONS: list[Item] = [
    ("btw how much is the whole thing again", Q("$1,520.00")), ("sorry to bug u, what time do we land", Q("17:35")),
    ("quick one: hotel name?", Q("Private Oasis")), ("random but what's for dinner day 1", Q("Dhaba On Wheels")),
    ("my wife's asking how much per person", Q("$760.00")), ("lol forgot already, when's the flight home",
    Q("06:02")),
    ("ok so how much is left of the budget", Q("$280.00")), ("just checking, which hotel?", Q("Private Oasis")),
    ("hey what day is the aquarium again", Q("day 1")), ("so what's the total now", Q("$1,520.00"))]
HIDDEN: list[Item] = [
    ("love it! oh wait my sister's coming, so 3", EDIT), ("cool but we'd need a place that allows pets", EDIT),
    ("lol ok but make it 3 days", EDIT), ("sounds fun, but budget is 2000 now", EDIT),
    ("ugh my boss said no, cancel everything", "cancel"), ("great, but a nicer hotel pls", "nicer:hotels"),
    ("hmm nah, undo that", "undo"), ("ok this is a mess, start over", "start_over"),
    ("honestly too expensive, cheaper pls", "cheaper"), ("nice but can we leave from boston", EDIT),
    ("we love italian, any chance of italian food?", EDIT), ("we got a puppy last week! she's coming with us", EDIT),
    ("my back is bad, max 1 sight a day pls", EDIT), ("looks good but skip the aquarium, seen it", EDIT),
    ("haha yes but we'll be 4 now", EDIT), ("all good, but move it to the 10th", EDIT),
    ("sorry, meant to say 3 days not 2", EDIT), ("my kid's 6, hope the hotel is ok with that", EDIT),
    ("oh btw we don't eat pork, no bbq places pls", EDIT), ("sweet, but can we fly out after 9", EDIT),
    ("omg my husband wants to come, 3 people then", EDIT), ("yay! tho we'd rather a nicer place to stay",
    "nicer:hotels"),
    ("lol forget it all, new trip", "start_over"), ("haha ok go back to what we had", "undo"),
    ("we're tight on cash this month so cheaper would help", "cheaper"),
    ("family stuff came up, we have to cancel", "cancel"), ("love this but we need more time there, 3 days", EDIT),
    ("great but flying out of jfk would be easier for us", EDIT)]
ITEMS: list[Item] = [*REACTIONS, *FEELINGS, *COMPLIMENTS, *COMPLAINTS, *ASIDES, *STORIES, *SARCASM, *THANKED, *ODDS,
                     *HYPOTHETICALS, *QUESTIONS, *HIDDEN]

# Scored on HEAD (9aafb2d) before any fix: 145 right of 170 (25 wrong). The wrong were: asides read as edits, in
# silence (someone's age or birthday a house rule for children or pets, "my son turns 5 next week", "our dog is 12
# years old"; "my wife's from charleston" the origin; "my boss thinks i'm in boston lol" the destination; "500 in gift
# cards" the budget; "i got 2 weeks off in march" a 14-day trip; "my first flight ever was to atlanta" the destination;
# "so happy we're not driving 12 hours" a ban on driving; "6am is nothing" refused as a time not understood; food liked
# or craved a cuisine added): 16; hypotheticals re-planned ("if we had more money would you pick a nicer hotel?",
# "wondering if driving would've been cheaper", "out of interest, are there cheaper days to fly?"): 3; sarcasm re-planned
# for: 2; questions after a chatty lead not understood ("random but what's for dinner day 1", "lol forgot already,
# when's the flight home"): 2; "wait what" met with the trip's summary; "we got a puppy last week! she's coming with us"
# and "flying out of jfk would be easier" not understood. After the fixes (``story_aside``, ``hypothetical``,
# ``intent_words``, ``intent_cues``): 160 of 170, the 10 below.
KNOWN_GAPS: dict[str, str] = {
    "i love indian food so dhaba sounds great": "a liking said with praise of the plan is read as a wish for the "
                                                "cuisine (the plan's Dhaba On Wheels is Indian already)",
    "we have 2 cats, the neighbor will feed them": "the cats cared for at home is a story, but 'we have 2 cats' alone "
                                                   "is read as the party's pets",
    "texas bbq is the best, fight me": "an opinion of a cuisine is read as a wish for it",
    "my wife loves seafood, she'll be in heaven there": "someone's liking of a cuisine is read as a wish for it (it may "
                                                        "be one)",
    "i've been craving indian food all week": "a craving is read as a wish for the cuisine (it may be one)",
    "gonna need a big coffee at 5am": "'need' a coffee is read as a cafe wished for, and 5am as a time",
    "oh great, a 6am flight, my favorite 🙄": "sarcasm is read as the complaint it voices by design "
                                             "(``intent_preferences.sarcastic_part``): a later flight re-planned for",
    "amazing, only $1520, basically free 🙃": "sarcasm read as the complaint it voices by design: a cheaper plan",
    "we got a puppy last week! she's coming with us": "'she' is not read as the puppy: no pets rule, not understood "
                                                       "(said so)",
    "great but flying out of jfk would be easier for us": "JFK is an airport, no city of the data: not understood "
                                                          "(said so)",
}


def _case(index: int, item: Item):
    return talk_case("said", index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case(i, t) for i, t in enumerate(ITEMS)])
def test_a_message_said_on_a_plan_changes_it_only_when_asked(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("right", None)


def test_the_set_is_large_distinct_and_new():
    said = [said_text(item) for item in ITEMS]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN,
                                              *fourth.ITEMS, *fifth.ITEMS, *sixth.ITEMS, *seventh.ITEMS]}
    assert len(said) >= 170 and len({s.lower() for s in said}) == len(said)
    assert not [s for s in said if s.lower() in earlier]
    assert {want for _s, want in ITEMS} >= {TALK, KEPT, EDIT, THANKS}


if __name__ == "__main__":
    run_talk(ITEMS, outcome)
