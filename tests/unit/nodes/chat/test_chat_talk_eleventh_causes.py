"""The causes fixed for the eleventh intents set and the seventh talk set (issue 39), each checked on sentences of
neither set: asides and stories that must leave the plan as it is, a month said on a planned trip, changes only
wondered about, and edits read by their general rule (a budget by a share, a length by an ordinal or "a day early", the
end of a stay, a city of a tour dropped, the origin by its label, a move of "the whole thing").
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.hypothetical import ANSWER
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.understand import understand
from tests.support.edit_scoring import LONG, MULTI, changed
from tests.support.intent_scoring import STATE


def _said(message: str, state: dict[str, Any] = STATE) -> dict[str, Any]:
    return understand({**state, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _kept(update: dict[str, Any]) -> bool:
    """Whether the turn left the trip as it is: no draft that differs, no re-plan, no problems asked about."""
    draft = update.get("draft")
    return (not draft or draft == STATE["trip"]) and not update.get("preference") and not update.get("problems") \
        and not update.get("missing") and not update.get("restored")


@pytest.mark.parametrize("message", [
    "my husband lived in denver for 5 years",  # someone else's past
    "my aunt grew up in charleston",
    "we had sushi every day in tokyo",  # a story in a plain past verb, no time said
    "in 2018 we drove to miami and back",
    "my mom's 60th is in july",  # an occasion by its ordinal
    "we put away 200 a month for trips",  # money of a month
    "i earn 900 a week",
    "we'll call the kids every evening",  # someone at home
    "we're leaving the cat with our neighbour",
    "my son is 8 and staying with his dad",
    "the dog will be sulking lol",
    "my brother is in boston that week",
    "my partner is originally from chicago",
    "we'll grab a taxi to the airport",
    "3 of my friends have anniversaries in april",  # a month alone on a planned trip
    "hmm, july would be nicer weather wise",
])
def test_an_aside_leaves_the_plan_as_it_is(message):
    assert _kept(_said(message)), message


@pytest.mark.parametrize("message", [
    "my sister is coming too",  # someone joining is read as ever
    "my parents are joining us",
    "we got 2 more people",
    "the hotel cancelled on us",
    "we got turned away at the hotel",  # a mishap with no earlier time said: maybe today's
    "we got bumped from the flight home",
])
def test_a_change_beside_the_asides_is_no_story(message):
    assert without_stories(message) == message


def test_a_disruption_told_in_the_past_is_still_repaired():
    assert _said("F2 got cancelled this morning")["disruption"]


@pytest.mark.parametrize("message", [
    "out of curiosity, could we leave from xyzzy?",  # a refused reading, wondered about
    "would flying in on the 5th be cheaper?",
    "would 4 people cost a lot more?",
    "not asking to change it, but would a later flight cost more?",
])
def test_a_change_wondered_about_is_answered(message):
    update = _said(message)
    assert update.get("answer") == ANSWER or "I haven't changed anything" in str(update.get("answer")), update


@pytest.mark.parametrize(("message", "state", "want"), [
    ("raise our budget 20 percent", STATE, {"budget": 2160}),
    ("cut the budget $300", STATE, {"budget": 1500}),
    ("add a second night", STATE, {"days": 3}),
    ("fly home a day early", LONG, {"days": 2}),
    ("stay until the 7th", STATE, {"days": 5, "date": ["2022-03-03", "2022-03-04", "2022-03-05", "2022-03-06",
                                                        "2022-03-07"]}),
    ("extend it till the 5th", STATE, {"days": 3}),
    ("cut savannah pls", MULTI, {"avoid cities+": "Savannah"}),
    ("the starting city is boston now", STATE, {"org": "Boston"}),
    ("departure city: philadelphia", STATE, {"org": "Philadelphia"}),
    ("destination=charleston", STATE, {"dest": "Charleston"}),
    ("dates 3 days later", STATE, {"date": ["2022-03-06", "2022-03-07"]}),
    ("what if we went two days later", STATE, {"date": ["2022-03-05", "2022-03-06"]}),
])
def test_an_edit_is_read_by_its_rule(message, state, want):
    update = _said(message, state)
    assert not update.get("answer") and not update.get("problems"), update
    assert changed(update.get("draft") or {}, want), update.get("draft")


def test_a_month_alone_starts_no_new_trip():
    update = _said("could we do it in may?")
    assert not update.get("missing"), update  # never every essential asked again
    assert (update.get("draft") or STATE["trip"]).get("org") == "Newark"
