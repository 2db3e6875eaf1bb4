"""A name another reader took as a place of the trip is no unknown destination (issue 39): "we want to go to alcatraz"
said on a trip to San Francisco is Alcatraz Island to see; it was also refused as "unknown destination 'alcatraz'", so
the chat changed nothing. A name no reader takes is still reported with its close matches."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import read_text
from himap_travel.domain.sandbox.index import load_sandbox

AROUND = ("Seattle", "San Francisco", 1)


@pytest.fixture(scope="module")
def sandbox():
    return load_sandbox()


@pytest.mark.parametrize("text", ["we want to go to alcatraz", "lets go to alcatraz pls", "can we go to alcatraz island"])
def test_a_sight_said_after_to_is_the_sight_not_an_unknown_destination(sandbox, text):
    reading = read_text(text, sandbox, trip=AROUND)
    assert reading.local_constraint.must_see == ["Alcatraz Island"]
    assert reading.problems == [] and reading.suggestions == {}


def test_a_place_no_reader_takes_is_still_unknown(sandbox):
    reading = read_text("go to chicgo", sandbox, trip=AROUND)
    assert reading.problems and reading.problems[0].startswith("unknown destination 'chicgo'")
    assert "Chicago" in reading.suggestions["chicgo"]
