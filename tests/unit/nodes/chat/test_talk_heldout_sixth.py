"""A sixth held-out set of talk (issue 39): single messages said to a chat that already holds a plan, laid out like the
fifth (``test_talk_heldout_fifth.py``), of talk that must not change the plan, mixed with changes hidden in chatty
text.

The thread is the fourth set's (``intent_scoring.STATE``: the two-day Newark -> Savannah plan, day 1 $900.00 with
flight F1 15:20-17:35, the Tennessee Aquarium, dinner at Dhaba On Wheels and the night at Private Oasis, day 2 $620.00
with flight F2 home 06:02-08:11 and nothing else; $1,520.00 for 2 people of a $1,800 budget cut from $2,000). Its kinds:

- reactions, feelings and compliments ("whoa ok", "i'm kinda nervous about flying tbh", "you're good at this"): talk;
- complaints with no request, or with the thing complained of accepted ("the flight is early but whatever, we'll
  manage", "airports stress me out"): talk, nothing changed;
- asides about the trip that carry a number, a date, a city, a pet, a child or a price of something else ("our
  anniversary is on the 4th", "my friend paid 2000 for a similar trip", "the dog is going to miss us"): talk, never an
  edit;
- hypotheticals with no change asked ("what if we had more money?", "would it cost much more with 3 people?"):
  answered or met as talk, never re-planned (``KEPT``);
- questions wrapped in chat ("omg ok but what time do we land"): answered;
- changes hidden in chatty text ("love it!! oh btw my mom wants to come too", "haha ok but can we swap the aquarium
  for forsyth park"): the trip parser's edit (``EDIT``) or the preference they voice.

Each item is (message, the answer it must get), as in the fourth and fifth sets; ``KEPT`` is any outcome that leaves
the plan as it is (an answer of any kind, thanks, not understood), never an edit, a re-plan, an undo, a cancel or a new
start. ``python tests/unit/nodes/chat/test_talk_heldout_sixth.py`` prints the tally.

Written by helper TALK6INT10 and scored on HEAD (534bd85) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.intent_scoring import STATE, Q, labels
from tests.support.talk_scoring import run_talk
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing import test_talk_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import said_text, talk_case
from tests.unit.nodes.chat import test_talk_heldout_fifth as fifth
from tests.unit.nodes.chat import test_talk_heldout_fourth as fourth
from tests.unit.nodes.chat.test_talk_heldout_fourth import EDIT, TALK, THANKS, Item
from tests.unit.nodes.chat.test_talk_heldout_fourth import outcome as said_outcome

BASES = (STATE,)  # the thread every message is said on
KEPT = "kept"  # any outcome that leaves the plan as it is
_CHANGES = ("none", "undo", "disruption", "cancel", "start_over")

REACTIONS: list[Item] = [
    ("whoa ok", TALK), ("ooh the aquarium!", TALK), ("haha nice", TALK), ("not bad at all", TALK), ("damn ok", TALK),
    ("interesting choice lol", TALK), ("oh wow that was fast", TALK), ("hm. ok.", TALK), ("omg yes", TALK),
    ("whoop whoop", TALK), ("right right", TALK), ("lmao ok", TALK), ("wow look at that", TALK),
    ("i see i see", TALK), ("ooooh", TALK), ("ha, ok then", TALK), ("sure sure", TALK), ("mhm", TALK),
]
FEELINGS: list[Item] = [
    ("i'm kinda nervous about flying tbh", TALK), ("so stressed about this trip lol", TALK),
    ("this makes me so happy", TALK), ("i really need this vacation", TALK), ("we're so excited omg", TALK),
    ("honestly a bit overwhelmed", TALK), ("feeling good about this", TALK), ("i'm tired just thinking about it", TALK),
    ("can't stop smiling", TALK), ("ugh i'm so ready for a break", TALK), ("a little sad it's only 2 days", KEPT),
    ("my heart is racing lol, first trip in years", TALK),
]
COMPLIMENTS: list[Item] = [
    ("you're good at this", TALK), ("wow you're fast", TALK), ("this is really well done", TALK),
    ("you nailed it", TALK), ("smart choices", TALK), ("best travel bot ever", TALK), ("10/10 would plan again", TALK),
    ("impressive!", TALK), ("you thought of everything", TALK), ("way better than my travel agent lol", TALK),
]
COMPLAINTS: list[Item] = [
    ("the flight is early but whatever, we'll manage", TALK), ("airports stress me out", TALK),
    ("newark is the worst airport", TALK), ("i hate packing", KEPT), ("traffic to the airport will be awful", TALK),
    ("6am is rough but it's fine", TALK), ("the hotel's not fancy but we don't care", TALK),
    ("kinda pricey but worth it", TALK), ("one restaurant is fine, we'll snack", TALK),
    ("ugh my boss is being difficult about time off", TALK), ("i always get sick on planes", TALK),
    ("the weather better be nice lol", KEPT), ("long day 1 but ok", TALK), ("it's a lot of money but whatever", TALK),
]
ASIDES: list[Item] = [
    ("our anniversary is on the 4th", TALK), ("my friend paid 2000 for a similar trip", TALK),
    ("the dog is going to miss us", TALK), ("my kids are so jealous lol", TALK),
    ("last time we were in atlanta it poured", TALK), ("we're bringing $300 in cash", TALK),
    ("3 of my coworkers went last year and loved it", TALK), ("my sister is watching the kids", TALK),
    ("we'll probably uber from the airport", TALK), ("need to buy sunscreen lol", TALK),
    ("my birthday is march 10", TALK), ("i'm bringing my camera", TALK), ("we have a wedding in miami in may", TALK),
    ("our neighbour is feeding the cat", TALK), ("my parents went to savannah in the 90s", TALK),
    ("i took 2 days off for this", TALK), ("my husband is 6 foot 5, hope the bed is big lol", TALK),
    ("i have a meeting at 9am on the 5th", TALK), ("we spent 3000 on our last vacation", TALK),
    ("the aquarium in chicago was better lol", TALK), ("my mom lives in charleston", TALK),
    ("we're flying southwest next month for work", TALK), ("my cousin drove there in 9 hours once", TALK),
    ("we get paid on the 1st so timing is perfect", TALK), ("the kids start school again on the 7th", TALK),
    ("our last hotel had bedbugs lol", TALK), ("i'll pack light, 1 bag each", KEPT),
]
THANKED: list[Item] = [
    ("thank u so so much", THANKS), ("thanks, you're a lifesaver", THANKS), ("ty that's perfect", THANKS),
    ("many thanks, all set", THANKS), ("thanks again!!", THANKS), ("appreciate the help 🙏", THANKS),
    ("thx, really helpful", THANKS), ("cheers for sorting it", THANKS),
]
HYPOTHETICALS: list[Item] = [
    ("what if we had more money?", KEPT), ("would it cost much more with 3 people?", KEPT),
    ("hypothetically, could we do a week?", KEPT), ("just curious, how much would a nicer hotel be", KEPT),
    ("in theory could we drive instead", KEPT), ("if we had an extra day what would you add", KEPT),
    ("not changing anything, but is there a later flight?", KEPT), ("imagine if we could afford first class lol", KEPT),
    ("would a bigger budget get us a better hotel?", KEPT), ("just wondering, is driving an option?", KEPT),
    ("no changes, just asking: how much would 3 days cost?", KEPT), ("what would happen if the flight got delayed?", KEPT),
]
QUESTIONS: list[Item] = [
    ("omg ok but what time do we land", Q("17:35")), ("haha so where are we sleeping", Q("Private Oasis")),
    ("sooo how much is this costing us", Q("$1,520.00")), ("ok wait what day is the aquarium", Q("Tennessee Aquarium")),
    ("hmm and what's left in the budget", Q("$280.00")), ("lol what's the dinner place called", Q("Dhaba On Wheels")),
    ("cool cool, what's day 2 look like", Q("Day 2")), ("ngl curious what day 1 costs", Q("$900.00")),
    ("love it. flight numbers pls?", Q("F1", "F2")), ("ok so per person that's what?", Q("$760.00")),
    ("sweet, and when do we fly back", Q("06:02")), ("yay! what dates again?", Q("March 3")),
    ("quick q how many nights", Q("1 night")), ("so what did you change just now?", Q("budget")),
]
HIDDEN: list[Item] = [
    ("love it!! oh btw my mom wants to come too", EDIT), ("haha ok but can we swap the aquarium for forsyth park", EDIT),
    ("perfect, except we need a pet friendly place, forgot to say", EDIT),
    ("looks great, but we can only go from the 10th", EDIT), ("awesome! can we stretch it to 3 days tho", EDIT),
    ("sounds fun, just make the budget 2000", EDIT), ("nice! we'd want an entire place though, not a room", EDIT),
    ("omg excited!! we're bringing the baby btw, she's 1", EDIT), ("thanks! oh and we'd rather not fly, can we drive?", EDIT),
    ("cool but we're vegetarian, could we get indian food", EDIT), ("great plan but leave from philly instead", EDIT),
    ("lol my husband just said he wants charleston instead", EDIT), ("all good but no seafood, i'm allergic", EDIT),
    ("thanks so much! actually my brother is joining, so 3", EDIT), ("it's fine but nothing before 9am pls", EDIT),
    ("yeah ok but make it march 5 and 6", EDIT), ("ok cool, add one more day though", EDIT),
    ("haha love it, but drop the aquarium, we've seen it", EDIT),
    ("great, but honestly it's too pricey for us", "cheaper"), ("nice but the hotel looks kinda sad, nicer one?", "nicer:hotels"),
    ("ok but that 6am flight home, can it be later", "nicer:humane_hours"),
    ("love it but can we see more stuff", "nicer:sights"), ("cool but can we spend less", "cheaper"),
    ("ugh actually never mind, cancel the whole thing", "cancel"), ("hmm i liked the old one better, go back", "undo"),
    ("fun! but only places rated 4+ for food pls", EDIT), ("lovely, but we smoke so it has to allow smoking", EDIT),
    ("ok!! oh wait, max 2 sights a day, we're slow", EDIT), ("sounds good but can we go to atlanta instead lol", EDIT),
    ("great! the budget's actually 2500 now", EDIT), ("neat, but we want to land before 5pm", EDIT),
    ("haha yes!! also we need 2 rooms, no wait, a whole house", EDIT), ("wonderful. make it 4 of us though", EDIT),
    ("hmm fine, but we're not doing the aquarium, kids hate fish", EDIT),
    ("so excited, but can we push it a week? work thing", EDIT), ("ok cool. also add italian food somewhere", EDIT),
    ("yesss. oh and my dad's coming so 3 people", EDIT),
]
# (three were TALK and are ``KEPT``: "i hate packing", "the weather better be nice lol" and "i'll pack light, 1 bag
# each" met with a word that packing or the weather is beyond the planner is a fair reply, and changes nothing)
ITEMS: list[Item] = [*REACTIONS, *FEELINGS, *COMPLIMENTS, *COMPLAINTS, *ASIDES, *THANKED, *HYPOTHETICALS, *QUESTIONS, *HIDDEN]

# Scored on HEAD (534bd85) before any fix: 122 right of 152 (30 wrong). The wrong were: asides carrying a date, an
# amount, a city, a child or a pet read as edits ("our anniversary is on the 4th" moved the trip, "my friend paid 2000
# for a similar trip" set a $2,000 budget, "my mom lives in charleston" and "the aquarium in chicago was better lol"
# changed the destination: 16); complaints let go in the same breath read as wishes ("kinda pricey but worth it",
# "6am is rough but it's fine": 4); changes only wondered about re-planned ("hypothetically, could we do a week?", "just
# curious, how much would a nicer hotel be": 8 of 12); "ngl" and "sweet" before a question; the flight asked to be
# later after it is named by its time; "make it 4 of us though". After the fixes (``story_aside.without_stories``,
# hooked in ``understand._read_message``; ``hypothetical``: two steps of ``understand``'s tables; ``intent``: leads,
# the flight named by its time beside a wish for a later one; ``people._PART_SAID``: "4 of us though" is the party,
# not a part of it): 151 of 152, the 1 below.
KNOWN_GAPS: dict[str, str] = {
    "the aquarium in chicago was better lol": "a comparison with another city's sight, in the past tense with no time "
                                              "said: the trip parser reads Chicago as the destination",
}


def outcome(item: Item, base: dict[str, Any], sandbox: Any) -> tuple[str, object]:
    """("right", None) or ("wrong", what the chat did): ``KEPT`` is right for any outcome that changes nothing, the
    rest as in the fourth set (``said_outcome``)."""
    if item[1] != KEPT:
        return said_outcome(item, base, sandbox)
    got = labels(said_text(item), sandbox, thread=base)
    first_got = got[0] if got else "none"
    if isinstance(first_got, tuple) or (first_got not in _CHANGES and ":" not in first_got and first_got != "cheaper"):
        return "right", None
    return "wrong", [g if isinstance(g, str) else g[1][:160] for g in got]


def _case(index: int, item: Item):
    return talk_case("said", index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case(i, t) for i, t in enumerate(ITEMS)])
def test_a_message_said_on_a_plan_changes_it_only_when_asked(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("right", None)


def test_the_set_is_large_distinct_and_new():
    said = [said_text(item) for item in ITEMS]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN,
                                              *fourth.ITEMS, *fifth.ITEMS]}
    assert len(said) >= 150 and len({s.lower() for s in said}) == len(said)
    assert not [s for s in said if s.lower() in earlier]
    assert {want for _s, want in ITEMS} >= {TALK, KEPT, EDIT, THANKS}


if __name__ == "__main__":
    run_talk(ITEMS, outcome)
