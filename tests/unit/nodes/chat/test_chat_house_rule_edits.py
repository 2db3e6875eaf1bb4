"""House rules said in a chat edit (issue 39, ``nodes/chat/rule_merge.py``): a house rule that is all the message says
("we have a 6 yr old", "smoking allowed at the place pls") is its point, added to the rule the trip holds; one named
beside another change ("the kids love pizza, can we have italian food?") is in passing and never replaces or adds;
"no party after all" takes the parties rule back by its bare word (``house_rule.rule_worded``); friends said to stop by
are visitors, never counted as travellers (``domain/parsing/party_left_out._CALLERS``)."""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.domain.constraints.house_rule import rule_worded
from himap_travel.nodes.chat.understanding import understand_message

_TRIP: dict[str, Any] = {"org": "Grand Forks", "dest": "Minneapolis", "days": 3, "visiting_city_number": 1,
                         "date": ["2022-03-17", "2022-03-18", "2022-03-19"], "people_number": 2, "budget": 1300,
                         "local_constraint": {"house rule": "parties", "room type": "entire room"}}


def _rules(text: str, sandbox: Any, rule: str = "parties") -> dict[str, Any]:
    trip = {**_TRIP, "local_constraint": {**_TRIP["local_constraint"], "house rule": rule}}
    return understand_message(text, sandbox, trip).draft["local_constraint"]


@pytest.mark.parametrize(("text", "added"), [
    ("we have a 6 yr old", "children under 10"),
    ("smoking allowed at the place pls", "smoking"),
    ("might have a couple friends stop by", "visitors"),
])
def test_a_house_rule_said_alone_is_added_to_the_one_held(sandbox, text, added):
    rules = _rules(text, sandbox)
    assert rules["house rule"] == "parties" and rules.get("more house rules") == [added]


def test_a_house_rule_named_beside_another_change_is_in_passing(sandbox):
    rules = _rules("the kids love pizza, can we have italian food?", sandbox, rule="pets")
    assert rules["house rule"] == "pets" and not rules.get("more house rules")


def test_friends_who_stop_by_are_no_travellers(sandbox):
    draft = understand_message("might have a couple friends stop by", sandbox, _TRIP).draft
    assert draft["people_number"] == 2


@pytest.mark.parametrize("text", ["no party after all", "no parties anymore"])
def test_the_parties_rule_taken_back_by_its_bare_word(sandbox, text):
    assert _rules(text, sandbox)["house rule"] is None


@pytest.mark.parametrize(("word", "rule"), [("party", "parties"), ("dogs", "pets"), ("smoking", "smoking"),
                                            ("museum", None)])
def test_a_bare_word_names_its_house_rule(word, rule):
    assert rule_worded(word) == rule
