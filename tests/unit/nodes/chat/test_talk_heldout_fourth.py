"""A fourth held-out set of talk (issue 39): single messages said to a chat that already holds a plan, each with the kind
of answer a careful travel assistant gives it, written before any fix.

The first three talk sets (tests/unit/domain/parsing/test_talk_heldout*.py) append talk to a request and check that it
asks for nothing; this one is said on the thread of a plan (``intent_scoring.STATE``: the two-day Newark -> Savannah
plan, day 1 $900.00 with flight F1 15:20-17:35, the Tennessee Aquarium, dinner at Dhaba On Wheels and the night at
Private Oasis, day 2 $620.00 with flight F2 home 06:02-08:11 and nothing else; $1,520.00 for 2 people of a $1,800
budget cut from $2,000). It holds questions about the plan ("whats the most expensive day", "how much is all the
travel?"), questions asking why ("why not the cheaper hotel?", "can u explain why day 2 has no lunch": answered with
the reason, ``WHY``), thanks and small talk, complaints (read as the preference they voice: "$900 for one day is
insane" asks for a cheaper trip), and requests to change the trip (the trip parser's edit, ``EDIT``).

Each item is (message, the answer it must get): a question's answer must mention each of ``Q``'s words (case aside);
``WHY`` also needs the reason said ("because"); ``THANKS`` is thanked; ``TALK`` is thanked or said not understood,
changing nothing; ``EDIT`` is read as an edit of the trip (no answer, no preference); a preference's name
("cheaper", "nicer:hotels") is re-planned for. Outcomes: **right**, or **wrong** with what the chat did.
``python tests/unit/nodes/chat/test_talk_heldout_fourth.py`` prints the tally.

Written by helper TALK4 and scored on HEAD (edf0956) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.intent_scoring import STATE, Label, Q, labels
from tests.support.talk_scoring import run_talk
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing import test_talk_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import said_text, talk_case

BASES = (STATE,)  # the thread every message is said on
THANKS, TALK, EDIT = "thanks", "talk", "edit"


def WHY(*mentions: str) -> tuple[str, tuple[str, ...]]:  # noqa: N802 (reads as a label in the tables)
    """A why-question: its answer mentions each of ``mentions`` and gives the reason."""
    return Q(*mentions, "because")


Item = tuple[str, Any]
QUESTIONS: list[Item] = [
    # which day, and the day compared
    ("whats the most expensive day", Q("day 1", "$900.00")), ("which day is the priciest lol", Q("day 1", "$900.00")),
    ("which day costs less", Q("day 2", "$620.00")), ("is day 1 or day 2 more expensive?", Q("$900.00", "$620.00")),
    ("what's the cheaper day of the two", Q("day 2", "$620.00")),
    # parts of the cost
    ("how much is all the travel?", Q("travel")), ("how much r the flights", Q("travel")),
    ("how much are we spending on food", Q("meals")), ("what do the meals come to", Q("meals")),
    ("what does the hotel cost per night", Q("Private Oasis")), ("how much is the hotel", Q("Private Oasis")),
    ("how much is the stay in total", Q("Private Oasis")),
    # the whole cost and the budget
    ("how is the total $1520??", Q("$1,520.00")), ("is that within budget?", Q("$1,800")),
    ("how much under budget are we", Q("$280.00")), ("how much cushion do we have left", Q("$280.00")),
    ("what's our budget again", Q("$1,800")), ("whats the per person cost", Q("$760.00")),
    ("what's it per head", Q("$760.00")), ("how much each?", Q("$760.00")),
    ("full breakdown of costs pls", Q("$900.00", "$620.00")), ("how is the money split between the days", Q("$900.00", "$620.00")),
    ("is 1520 the final price?", Q("$1,520.00")), ("does the total include the hotel", Q("$1,520.00")),
    # the travel
    ("what time is the flight on day 2", Q("06:02")), ("is the flight home really at 6am??", Q("06:02")),
    ("what time do we get to savannah on day 1", Q("17:35")), ("how long's the flight there", Q("17:35")),
    ("do we fly or drive?", Q("F1")), ("are we driving anywhere", Q("F1")), ("which airline is it", Q("F1")),
    ("when do we leave newark", Q("15:20")), ("when do we get back", Q("08:11")), ("what date do we come back", Q("March 4")),
    ("what's the flight number home", Q("F2")),
    # meals and sights
    ("what's for dinner day 1", Q("Dhaba On Wheels")), ("where's breakfast on day 1?", Q("breakfast")),
    ("do we get lunch on day 1", Q("lunch")), ("any meals on day 2?", Q("no meals")),
    ("what restaurants are we going to", Q("Dhaba On Wheels")), ("is the dinner place any good?", Q("Dhaba On Wheels")),
    ("what are we visiting", Q("Tennessee Aquarium")), ("is the aquarium on day 1 or 2", Q("Tennessee Aquarium")),
    ("anything to do on day 2?", Q("day 2")), ("what sights are on day 1", Q("Tennessee Aquarium")),
    # the stay
    ("where's the hotel", Q("Private Oasis")), ("hotel rating?", Q("Private Oasis")),
    ("what's the room like", Q("Private Oasis")), ("which night are we at private oasis", Q("Private Oasis")),
    ("do we need a hotel on day 2", Q("home")), ("how many nights r we away", Q("1 night")),
    # the length, the dates, the plan and the last change
    ("how long is the trip in total", Q("2 days")), ("when exactly is the trip", Q("March 3")),
    ("what did you just change", Q("budget")), ("what did we lose by cutting the budget", Q("budget")),
    ("so what's different from before", Q("budget")), ("remind me what the plan is", Q("Tennessee Aquarium")),
    ("give me a rundown of the trip", Q("Tennessee Aquarium")), ("summary pls", Q("Tennessee Aquarium")),
    ("can you go over day 1 with me", Q("Tennessee Aquarium")),
    # what another plan would do
    ("is it cheaper to drive?", "question"), ("would a nicer hotel cost a lot more?", "question"),
    ("how far is savannah from newark", "question"),
]
WHYS: list[Item] = [
    ("why not the cheaper hotel?", Q("Private Oasis")), ("why'd you pick private oasis", Q("Private Oasis")),
    ("how come we're not staying somewhere cheaper?", Q("Private Oasis")),
    ("can u explain why day 2 has no lunch", WHY("lunch")), ("why is there no breakfast on day 1?", WHY("breakfast")),
    ("why no meals on day 2??", WHY("meals")), ("why isn't there any lunch on the first day", WHY("lunch")),
    ("why only one restaurant", Q("Dhaba On Wheels")), ("why is the flight home so early", Q("06:02")),
    ("why are we flying and not driving", Q("F1")), ("why is day 1 so pricey", Q("$900.00")),
    ("why does day 2 cost $620 when we do nothing", Q("$620.00")), ("what makes day 1 cost so much", Q("$900.00")),
    ("why is day 2 empty", WHY("day 2")), ("why is there nothing to see on day 2", WHY("day 2")),
    ("why is it $1,520 in total", Q("$1,520.00")), ("why did the budget change", Q("budget")),
    ("how come there's no hotel the second night", Q("home")), ("why no dinner on day 2?", WHY("dinner")),
    ("explain why we leave at 6am on day 2", Q("06:02")),
]
THANKS_SAID: list[Item] = [
    ("thanks, that explains it", THANKS), ("ahh ok that makes sense, ty", THANKS), ("gotcha, thanks", THANKS),
    ("appreciate it!!", THANKS), ("thank you kindly 😊", THANKS), ("you've been super helpful", THANKS),
    ("brilliant, cheers mate", THANKS), ("perfect, that's everything", THANKS), ("ok great, ttyl", THANKS),
    ("nice one 👌", THANKS), ("thanks for explaining 🙏", THANKS), ("cheers for the breakdown", THANKS),
]
SMALL_TALK: list[Item] = [
    ("lol ok fair", TALK), ("makes sense", TALK), ("oh i see", TALK), ("ahh right", TALK), ("huh, ok", TALK),
    ("cool beans", TALK), ("my husband says hi lol", TALK), ("we're gonna have so much fun", TALK),
    ("savannah here we come!!", TALK), ("can't believe it's actually happening", TALK),
    ("i'll show this to my wife", TALK), ("good to know", TALK), ("noted", TALK), ("fair enough", TALK),
    ("ok that's what i needed", TALK), ("oh nice, an aquarium!", TALK), ("the kids would've loved this lol", TALK),
    ("gonna need a nap after that 6am flight haha", TALK),
]
COMPLAINTS: list[Item] = [
    ("the hotel looks kinda dodgy", "nicer:hotels"), ("ugh, a 6am flight home? no thanks", "nicer:humane_hours"),
    ("6:02 am?? who does that to people", "nicer:humane_hours"), ("$900 for one day is insane", "cheaper"),
    ("this is way more than i wanted to spend", "cheaper"), ("1520 is a lot for 2 days tbh", "cheaper"),
    ("only one restaurant the whole trip? lame", "nicer:restaurants"), ("we barely see anything", "nicer:sights"),
    ("one aquarium? that's it?", "nicer:sights"), ("the food options are pretty sad", "nicer:restaurants"),
    ("wow, what a bargain 🙄", "cheaper"), ("oh fantastic, a 6am flight 🙄", "nicer:humane_hours"),
    ("the hotel reviews are bad", "nicer:hotels"), ("private oasis sounds like a motel lol, anything better?", "nicer:hotels"),
    ("the dinner place looks sketchy", "nicer:restaurants"), ("way too early for the flight back", "nicer:humane_hours"),
    ("this plan kinda sucks ngl, make it better", "nicer:overall"),
    ("that's a lot of money for an aquarium and one dinner", "cheaper"),
    ("no breakfast or lunch?? we'll starve lol", WHY("breakfast")),
    ("the budget was 1800 and you're spending 1520, why so much?", Q("$1,520.00")),
]
CHANGES: list[Item] = [
    ("add a day in savannah", EDIT), ("make it 3 people", EDIT), ("swap the aquarium for forsyth park", EDIT),
    ("leave a day later", EDIT), ("we want to drive instead", EDIT), ("let's go to charleston", EDIT),
    ("we need a pet friendly hotel", EDIT), ("only entire homes pls", EDIT), ("include some italian food", EDIT),
    ("no shared rooms", EDIT), ("add forsyth park to day 1", EDIT), ("make it march 5 to 6", EDIT),
    ("from philly instead of newark", EDIT), ("4 adults", EDIT), ("our 2 kids are coming (5 and 8)", EDIT),
    ("can we do 3 nights", EDIT), ("no flights before 9am", EDIT), ("we'd like to land before 5pm", EDIT),
    ("smoking allowed pls", EDIT), ("we're having a party at the place so it needs to allow parties", EDIT),
    ("no seafood pls", EDIT), ("bump the budget to 2.5k", EDIT), ("instead of savannah let's do atlanta", EDIT),
    ("can we leave on the 5th instead", EDIT), ("add one more person, my mom", EDIT),
    ("we want mexican and thai food", EDIT), ("drop the aquarium from the plan", EDIT),
]
ITEMS: list[Item] = [*QUESTIONS, *WHYS, *THANKS_SAID, *SMALL_TALK, *COMPLAINTS, *CHANGES]

# Scored on HEAD (edf0956) before any fix: 116 right of 160 (44 wrong). The wrong were: why-questions about a meal or a
# sight a day lacks answered with the day's card and no reason ("can u explain why day 2 has no lunch"); questions
# whose part or form no topic read ("how much is all the travel?", "how much r the flights", "what's it per head",
# "full breakdown of costs pls", "summary pls", "give me a rundown of the trip", "which place are we staying at",
# "when exactly is the trip", "what date do we come back", "does the total include the hotel", "is day 1 or day 2 more
# expensive?"); a yes-no question or "explain why ..." read as an edit by a time in it ("is the flight home really at
# 6am??"); a booking called by its name ("why'd you pick private oasis"); complaints of a cost figure ("$900 for one day
# is insane", "1520 is a lot for 2 days tbh"), of an early flight with a groan, a refusal or an eye-roll ("ugh, a 6am
# flight home? no thanks", "6:02 am?? who does that to people", "oh fantastic, a 6am flight 🙄", "way too early for the
# flight back"), of too little to see or sad food, and "the dinner place" read as the stay; small talk ("cool beans",
# "you've been super helpful", "can't believe it's actually happening": "can't" read as the question word "can").
# After the fixes (``day_reasons``; ``answers``: the reason beside each meal or sight a day lacks, a part's cost for
# "travel", two days compared, the return date named; ``intent``: the topics, hedges, complaints and small talk above;
# ``message_reading._venues_unnamed``; ``after_parsing._YES_NO_ASKED``; a meal asked after in disbelief, "no breakfast or
# lunch?? we'll starve lol"): 156 of 160, the 4 below.
KNOWN_GAPS: dict[str, str] = {
    "is the dinner place any good?": "a restaurant's quality asked without its name: no answer gives a restaurant's "
                                     "details (the data has its cuisines and rating, the chat answers a stay's only)",
    # (TALK6INT10, stop 62: "the kids would've loved this lol" left this list: what would have been is an aside,
    # left out of what the trip parser reads, ``story_aside.without_stories``)
    "gonna need a nap after that 6am flight haha": "the trip parser reads the flight's time said in a joke as an edit",
    "one aquarium? that's it?": "too little to see complained of by counting the one sight: no wish for more sights read",
}


def _right(want: Any, got: list[Label]) -> bool:
    """Whether the chat's first label is the answer ``want`` names (the rest, answers said along, are not judged)."""
    first_got = got[0] if got else "none"
    if isinstance(want, tuple):  # a question: answered, mentioning each word asked for (case aside)
        return isinstance(first_got, tuple) and all(m.lower() in first_got[1].lower() for m in want[1])
    if want == "question":
        return isinstance(first_got, tuple)
    if want == TALK:
        return first_got in ("thanks", "unknown")
    if want == EDIT:
        return first_got == "none"
    return first_got == want


def outcome(item: Item, base: dict[str, Any], sandbox: Any) -> tuple[str, object]:
    """("right", None) or ("wrong", what the chat did) for one message said on the thread ``base``."""
    got = labels(said_text(item), sandbox, thread=base)
    if _right(item[1], got):
        return "right", None
    return "wrong", [g if isinstance(g, str) else g[1][:160] for g in got]


def _case(index: int, item: Item):
    return talk_case("said", index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case(i, t) for i, t in enumerate(ITEMS)])
def test_a_message_said_on_a_plan_gets_the_answer_it_asks_for(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("right", None)


def test_the_set_is_large_distinct_and_new():
    said = [said_text(item) for item in ITEMS]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN]}
    assert len(said) >= 150 and len({s.lower() for s in said}) == len(said)
    assert not [s for s in said if s.lower() in earlier]


if __name__ == "__main__":
    run_talk(ITEMS, outcome)
