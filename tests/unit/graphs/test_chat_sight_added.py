"""A sight asked for in a message after the plan (issue 39, the lead's probe at stop 63).

On HEAD c1c7649 "we want to see the big blue bear", "make sure we see the golden gate bridge", "must see alcatraz
pls" and "add alcatraz" after a plan read the sight AND asked "I don't know how to plan for 'we want to see the big
blue bear'. Shall I plan without it?": the chat's own clause accounting (``nodes.chat.wishes.unread_in``) did not
claim the names the edit's reading took, so the clause naming the sight was also a wish left unread. Now the reading's
names (``Reading.names_read``) are claimed, and a part beside a read name that no reader took is still named ("add
alcatraz and a sunset cruise": the cruise).
"""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.parsing.query import read_text
from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import Check, never, planned, rule, says
from tests.support.chat_scoring import run_conversation

_ASKED = "Shall I plan without"
_SAN_DIEGO = "san diego to san francisco 3 days march 2nd 2 people 2000 budget"
_DENVER = "Phoenix to Denver 3 days 3/22-3/24 for four adults 3500"

_CASES: list[tuple[str, str, list[Check]]] = [
    (_DENVER, "we want to see the big blue bear", [planned, rule("must see", ["Big Blue Bear"]), never(_ASKED)]),
    (_SAN_DIEGO, "make sure we see the golden gate bridge",
     [planned, rule("must see", ["Golden Gate Bridge"]), never(_ASKED)]),
    (_SAN_DIEGO, "must see alcatraz pls", [planned, rule("must see", ["Alcatraz Island"]), never(_ASKED)]),
    (_SAN_DIEGO, "add alcatraz", [planned, rule("must see", ["Alcatraz Island"]), never(_ASKED)]),
    # control: what is beside the sight and no reader keeps is still asked about, never dropped in silence
    (_SAN_DIEGO, "add alcatraz and a sunset cruise", [says(_ASKED, "cruise")]),
]


@pytest.fixture(scope="module")
def chat_app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize(("opening", "message", "checks"), _CASES, ids=[c[1] for c in _CASES])
def test_sight_added_after_the_plan(chat_app: Any, opening: str, message: str, checks: list[Check]) -> None:
    """The sight is a rule of the trip and the plan is made again; nothing else is asked."""
    results = run_conversation(chat_app, "sight-added", [(opening, [planned]), (message, checks)])
    assert results[0][0] == [], results[0][1][:300]
    assert results[1][0] == [], results[1][1][:600]


def test_the_reading_keeps_the_names_it_read(sandbox: Any) -> None:
    """A reading keeps the names it took as written, which the chat's accounting claims (the seam between them)."""
    reading = read_text("add alcatraz", sandbox, trip=("San Diego", "San Francisco", 1))
    assert "alcatraz" in [name.lower() for name in reading.names_read]


def test_a_cuisine_asked_of_a_trip_no_plan_meets_is_answered_never_a_rule(chat_app: Any) -> None:
    """"any bbq on the trip?" on a trip no plan meets (no plan to look at) is still a question: nothing is added (on
    cdc2091 it added "also serve: BBQ" in silence; with a plan it is answered from the plan's restaurants)."""
    results = run_conversation(chat_app, "cuisine-asked", [
        ("Las Vegas to Los Angeles, March 25-27, solo, 1000", []),
        ("any bbq on the trip?", [says("no plan yet", "nothing changed"), rule("more cuisines", None),
                                  rule("cuisine", None)]),
        ("add some bbq then", [says("BBQ")]),
    ])
    assert [failed for failed, _said in results] == [[], [], []], [said[:300] for _f, said in results]
