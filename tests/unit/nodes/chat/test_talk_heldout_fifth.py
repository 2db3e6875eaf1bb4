"""A fifth held-out set of talk (issue 39): single messages said to a chat that already holds a plan, each with the kind
of answer a careful travel assistant gives it, written before any fix, of kinds the fourth set
(``test_talk_heldout_fourth.py``) did not hold.

The thread is the fourth set's (``intent_scoring.STATE``: the two-day Newark -> Savannah plan, day 1 $900.00 with
flight F1 15:20-17:35, the Tennessee Aquarium, dinner at Dhaba On Wheels ($36.00, the one priced item) and the night at
Private Oasis, day 2 $620.00 with flight F2 home 06:02-08:11 and nothing else; $1,520.00 for 2 people of a $1,800 budget
cut from $2,000). Its kinds:

- questions said as statements ("i wonder what day 2 costs", "need the flight times", "my wife wants to know where
  we're eating"), answered like the question they are;
- the plan's most or least of something ("cheapest place to eat on the trip?", "biggest single expense?"): a question,
  never a wish for a cheaper plan;
- what another plan would do ("would it cost less if we drove?"): asked, nothing changed;
- a change declined or an intent's word negated ("don't make it cheaper, it's fine", "no don't cancel!! i was
  joking"), confirmations ("lock it in 🔒"), and stories with trip words in them ("our dog is staying with the
  neighbours", "the kids are staying with grandma that weekend"): talk, nothing changed;
- sarcasm (read as the complaint it voices: "nothing says vacation like a 6am flight"), a question said after thanks or
  cheer ("love it! quick q, what's the hotel called?"), questions with typos, counts ("how many flights in total"),
  changes asked in roundabout words (the trip parser's edit) and asks out of the planner's scope.

Each item is (message, the answer it must get), as in the fourth set: ``Q``'s words must be in the answer (case aside),
``WHY`` also needs "because", ``THANKS`` is thanked, ``TALK`` is thanked or said not understood (nothing changed),
``EDIT`` is the trip parser's edit, a preference's name is re-planned for, "question" is answered at all, and an
intent's name ("out_of_scope") is that intent's answer. ``python tests/unit/nodes/chat/test_talk_heldout_fifth.py``
prints the tally.

Written by helper TALK5 and scored on HEAD (0dcb814) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

import pytest

from tests.support.intent_scoring import STATE, Q
from tests.support.talk_scoring import run_talk
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing import test_talk_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import said_text, talk_case
from tests.unit.nodes.chat import test_talk_heldout_fourth as fourth
from tests.unit.nodes.chat.test_talk_heldout_fourth import EDIT, TALK, THANKS, WHY, Item, outcome

BASES = (STATE,)  # the thread every message is said on
OUT_OF_SCOPE = "out_of_scope"

STATEMENTS: list[Item] = [
    ("i wonder what day 2 costs", Q("$620.00")), ("curious where we're staying", Q("Private Oasis")),
    ("not sure what time we fly home", Q("06:02")), ("need the flight times", Q("15:20", "06:02")),
    ("tell me about the hotel", Q("Private Oasis")), ("i'd like to know the total", Q("$1,520.00")),
    ("wondering how much we have left", Q("$280.00")), ("i forgot what the budget is", Q("$1,800")),
    ("can't remember where dinner is on day 1", Q("Dhaba On Wheels")), ("remind me when we land", Q("17:35")),
    ("i need to know what time to be at the airport on day 1", Q("15:20")),
    ("would love to know what we're seeing", Q("Tennessee Aquarium")),
    ("let me know the per person cost", Q("$760.00")), ("just checking the dates", Q("March 3")),
    ("i'm confused about the cost of day 1", Q("$900.00")), ("give me the hotel name", Q("Private Oasis")),
    ("need the total for my spreadsheet", Q("$1,520.00")),
    ("my wife wants to know where we're eating", Q("Dhaba On Wheels")),
    ("husband's asking what time the flight out is", Q("15:20")),
    ("i'd love a quick breakdown by day", Q("$900.00", "$620.00")),
    ("dunno how long we're there for", Q("2 days")),
    ("trying to figure out if we're under budget", Q("$1,520.00")),
    ("wanna double check the flight number home", Q("F2")), ("show the day 2 plan", Q("Day 2")),
    ("explain the day 2 cost", Q("$620.00")), ("the total, roughly?", Q("$1,520.00")),
]
SUPERLATIVES: list[Item] = [
    ("cheapest place to eat on the trip?", Q("Dhaba On Wheels")), ("priciest meal on the trip", Q("Dhaba On Wheels")),
    ("what's the most expensive thing we're doing", Q("Dhaba On Wheels")),
    ("biggest single expense?", Q("Dhaba On Wheels")), ("which hotel is the priciest", Q("Private Oasis")),
    ("least expensive day pls", Q("Day 2", "$620.00")), ("which day costs the most", Q("Day 1", "$900.00")),
    ("costliest day?", Q("Day 1", "$900.00")), ("which flight is earliest", Q("06:02")),
    ("which day has the most stuff", Q("Day 1")), ("which meal costs the least", Q("Dhaba On Wheels")),
    ("what's the longest flight", "question"), ("best rated thing on the trip?", "question"),
    ("what's the cheapest bit of the whole trip", Q("Dhaba On Wheels")),
]
HYPOTHETICALS: list[Item] = [
    ("would it cost less if we drove?", "question"), ("how much more would it be with 3 people?", "question"),
    ("would a 3rd day blow the budget?", "question"), ("is flying faster than driving here?", "question"),
    ("would we save much by skipping the aquarium", "question"),
    ("does it get cheaper if we leave on a weekday", "question"),
    ("would leaving later change the price a lot?", "question"), ("is there a direct flight?", "question"),
]
DECLINED: list[Item] = [
    ("no no, don't change anything", TALK), ("don't make it cheaper, it's fine", TALK),
    ("no need for a nicer hotel, this is fine", TALK), ("we don't need more sights, one is plenty", TALK),
    ("leave the flights as they are", TALK), ("keep it exactly like this", TALK),
    ("i'm not asking you to change the flight", TALK), ("nah don't undo it", TALK),
    ("no don't cancel!! i was joking", TALK), ("wasn't asking for a cheaper one lol", TALK),
    ("we're fine with the 6am flight", TALK), ("the hotel is fine, don't touch it", TALK),
    ("i don't mind the early flight", TALK), ("nothing to change, it's good", TALK),
    ("i'm happy with the budget as is", TALK), ("no edits needed", TALK),
]
CONFIRMED: list[Item] = [
    ("yep that works", TALK), ("ok go with this one", TALK), ("lock it in 🔒", TALK), ("this one's a keeper", TALK),
    ("approved ✅", TALK), ("deal!", TALK), ("we'll take it", TALK), ("yes, final answer", TALK),
    ("that'll do nicely, thanks", THANKS), ("great plan, we're set", TALK),
]
STORIES: list[Item] = [
    ("my sister lives in savannah lol", TALK), ("we honeymooned in savannah back in 2015", TALK),
    ("our dog is staying with the neighbours", TALK), ("the kids are staying with grandma that weekend", TALK),
    ("my husband hates flying but he'll survive", TALK), ("last time we drove down it took 13 hours", TALK),
    ("i've been to that aquarium before, it's great", TALK), ("newark airport is such a pain lol", TALK),
    ("my boss thinks i'm at a conference haha", TALK), ("we got married in march so this is our anniversary", TALK),
    ("it's our first trip without the kids", TALK), ("i used to live in georgia", TALK),
    ("my mom will watch the cat", TALK), ("we're both teachers so spring break works", TALK),
    ("i'll bring snacks for the flight", TALK), ("savannah is supposed to be gorgeous in spring", TALK),
    ("my friend said dhaba on wheels is amazing", TALK), ("we're celebrating 10 years together", TALK),
    ("my partner's never flown before", TALK), ("i always get window seats", TALK),
]
SARCASM: list[Item] = [
    ("love how day 2 is just a flight 🙄", "nicer:sights"), ("great, a hotel nobody's heard of 🙄", "nicer:hotels"),
    ("wow $620 for a 2 hour flight, bargain 🙄", "cheaper"), ("oh amazing, a whole ONE restaurant", "nicer:restaurants"),
    ("nothing says vacation like a 6am flight", "nicer:humane_hours"),
    ("super relaxing, up at 4am to catch a plane 🙃", "nicer:humane_hours"),
    ("yeah sure, $900 a day is totally normal 🙄", "cheaper"), ("so we starve on day 2? cool cool", WHY("day 2")),
    ("incredible value, truly 🙄", "cheaper"), ("what a packed itinerary, one aquarium 🙄", "nicer:sights"),
]
MIXED: list[Item] = [
    ("love it! quick q, what's the hotel called?", Q("Private Oasis")), ("haha ok, and when do we land", Q("17:35")),
    ("great thx. day 2 cost?", Q("$620.00")), ("omg so excited!! what's for dinner on day 1", Q("Dhaba On Wheels")),
    ("perfect, how much per person then", Q("$760.00")), ("ok cool, total?", Q("$1,520.00")),
    ("sounds good but when do we fly home", Q("06:02")), ("nice, and what's on day 1", Q("Tennessee Aquarium")),
    ("thanks! btw is the hotel rated well", Q("Private Oasis")),
    ("ugh ok, how early is the flight home exactly", Q("06:02")), ("yay! how long is the flight", Q("15:20")),
    ("hmm interesting, why that restaurant?", Q("Dhaba On Wheels")),
    ("cool cool. which day is the aquarium", Q("Tennessee Aquarium")), ("lovely. and the flight numbers?", Q("F1", "F2")),
]
TYPOS: list[Item] = [
    ("wats the totl", Q("$1,520.00")), ("hw much is dya 1", Q("$900.00")), ("wher r we stayin", Q("Private Oasis")),
    ("wen do we fly hme", Q("06:02")), ("whats for diner day 1", Q("Dhaba On Wheels")),
    ("hotle name?", Q("Private Oasis")), ("how mcuh is teh trip", Q("$1,520.00")),
    ("wat time do we laand in savannah", Q("17:35")), ("whts on day 2", Q("Day 2")),
    ("which resturant is it", Q("Dhaba On Wheels")), ("how much left in teh budget", Q("$280.00")),
    ("per persn cost?", Q("$760.00")), ("whens the flgiht out", Q("15:20")),
    ("what atractions r there", Q("Tennessee Aquarium")),
]
COUNTS: list[Item] = [
    ("how many restaurants are there", Q("Dhaba On Wheels")), ("how many flights in total", Q("F1", "F2")),
    ("how many sights do we get", Q("Tennessee Aquarium")), ("how many meals are included", Q("Dhaba On Wheels")),
    ("how many nights at the hotel", Q("1 night")), ("how many hours is the flight home", Q("06:02")),
    ("number of days?", Q("2 days")), ("how many of us are going again", Q("2 people")),
]
CHANGES: list[Item] = [
    ("any chance we could leave on the 4th instead?", EDIT), ("i'd love it if we could squeeze in forsyth park", EDIT),
    ("we were hoping to bring our dog", EDIT), ("thinking 3 days might be better", EDIT),
    ("it'd be great to stay until the 5th", EDIT), ("honestly we'd prefer to drive", EDIT),
    ("can we do italian on day 1?", EDIT), ("is it possible to fly out of jfk instead", EDIT),
    ("let's make the budget an even 2 grand", EDIT), ("what about a 3rd person, my cousin wants in", EDIT),
    ("move everything one day later pls", EDIT), ("we'd like a private room, not the whole house", EDIT),
    ("we'd rather the place didn't allow smoking", EDIT), ("swap dinner for something mexican", EDIT),
]
ASIDE_ASKS: list[Item] = [
    ("is dhaba on wheels vegetarian friendly", OUT_OF_SCOPE), ("do i need an id to fly domestic", OUT_OF_SCOPE),
    ("will it be warm enough for shorts", OUT_OF_SCOPE), ("can you reserve a table at dhaba on wheels", OUT_OF_SCOPE),
    ("send the plan to my wife pls", OUT_OF_SCOPE), ("what should i pack for savannah", OUT_OF_SCOPE),
]
ITEMS: list[Item] = [*STATEMENTS, *SUPERLATIVES, *HYPOTHETICALS, *DECLINED, *CONFIRMED, *STORIES, *SARCASM, *MIXED,
                     *TYPOS, *COUNTS, *CHANGES, *ASIDE_ASKS]

# Scored on HEAD (0dcb814) before any fix: 96 right of 160 (64 wrong). The wrong were: questions said as statements,
# unread ("i wonder what day 2 costs", "need the flight times", "my wife wants to know where we're eating": 22 of 26);
# the day or part of an extreme cost ("costliest day?", "cheapest place to eat on the trip?" re-planned for the lowest
# cost); a preference or an undo turned down read as asked ("no need for a nicer hotel, this is fine", "nah don't undo
# it", "wasn't asking for a cheaper one lol"); sarcasm ("yeah sure, $900 a day is totally normal 🙄" read as a budget of
# $900); a question after a cheer no lead word read ("sounds good but when do we fly home", "yay! how long is the
# flight"); typos ("hw much is dya 1", "wher r we stayin", "how mcuh is teh trip", "what atractions r there"); counts
# ("how many restaurants are there", "number of days?"); stories read as edits (below). After the fixes
# (``intent_asks.as_asked``: the direct question a statement asks, also in ``after_parsing._asked_not_changed``;
# ``_DECLINED`` for preferences turned down, and in ``asks_to_undo``; ``sarcastic_part``; leads, typos, counts, "how
# long we're there for"; days in ``_EXTREME_PART``; ``answers._extreme_item``: "biggest single expense", an unpriced
# stay named): 145 of 160, the 15 below ("how many flights in total" reads
# right with another helper's "flights" in the travel topic).
KNOWN_GAPS: dict[str, str] = {
    "cheapest place to eat on the trip?": "asked as an extreme, but 'place to eat' names no part the answer prices "
                                          "(answers._PART_WORDS): the total is given",
    "least expensive day pls": "'pls' reads as a wish (intent._WANTED), so no extreme is asked",
    "best rated thing on the trip?": "no answer compares ratings across parts of the plan",
    "would we save much by skipping the aquarium": "a hypothetical said with 'would we': the trip parser reads the "
                                                   "aquarium taken back",
    "we don't need more sights, one is plenty": "the sights turned down, but the trip parser reads 'one' in the rest",
    "we're fine with the 6am flight": "the trip parser reads a flight-time rule from the accepted 6am flight",
    "my husband hates flying but he'll survive": "a story: the trip parser reads a wish not to fly",
    # (TALK6INT10, stop 62: "we honeymooned in savannah back in 2015", "we got married in march so this is our
    # anniversary" and "i used to live in georgia" left this list: asides of the past or of an occasion are left out
    # of what the trip parser reads, ``story_aside.without_stories``)
    "oh amazing, a whole ONE restaurant": "sarcasm with no eye-roll or stock phrase: read as nothing",
    "so we starve on day 2? cool cool": "a meal the plan lacks asked in disbelief without naming a meal",
    "wat time do we laand in savannah": "'laand' (a letter doubled) is no word the questions read",
    # ("how many of us are going again" is answered since stop 67: the question topic "party")
    # ("honestly we'd prefer to drive" is read since INT17's set: a wish to drive said alone on a plan that flies is "no
    # flights", ``wish_unwrapped``)
}


def _case(index: int, item: Item):
    return talk_case("said", index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case(i, t) for i, t in enumerate(ITEMS)])
def test_a_message_said_on_a_plan_gets_the_answer_it_asks_for(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("right", None)


def test_the_set_is_large_distinct_and_new():
    said = [said_text(item) for item in ITEMS]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN,
                                              *fourth.ITEMS]}
    assert len(said) >= 150 and len({s.lower() for s in said}) == len(said)
    assert not [s for s in said if s.lower() in earlier]


if __name__ == "__main__":
    run_talk(ITEMS, outcome)
