"""One left at home said on a planned trip (``story_aside.without_stories``): a story when the trip holds no rule for
them, news read by the trip parser when its stays must allow them (pets, children), so the rule can be dropped."""

from __future__ import annotations

from typing import cast

import pytest

from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.talk_aside import held_for
from himap_travel.state.chat_state import ChatState


def _trip(*rules: str) -> ChatState:
    house = {"house rule": rules[0] if rules else None, "more house rules": list(rules[1:])}
    return cast(ChatState, {"trip": {"local_constraint": house}, "plan": {"days": []}})


LEFT_BEHIND = [("our puppy is staying with the neighbours", "pets"), ("we're leaving the dog with my brother", "pets"),
               ("my son is staying home with his grandpa", "children under 10")]


@pytest.mark.parametrize(("message", "rule"), LEFT_BEHIND)
def test_one_left_at_home_is_a_story_without_a_rule_for_them(message: str, rule: str) -> None:
    state = _trip()
    assert without_stories(message, lambda clause: held_for(clause, state)) == ""


@pytest.mark.parametrize(("message", "rule"), LEFT_BEHIND)
def test_one_left_at_home_is_read_when_the_trip_holds_their_rule(message: str, rule: str) -> None:
    state = _trip(rule)
    assert without_stories(message, lambda clause: held_for(clause, state)) == message


def test_another_story_is_left_out_whatever_the_rules() -> None:
    state = _trip("pets")
    assert without_stories("my mom lives in charleston", lambda clause: held_for(clause, state)) == ""
