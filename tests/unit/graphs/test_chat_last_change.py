"""What a message says of the last change, or of the chat's last question, is read against it (issue 39: keep what was
said until it is taken back, apply every part of a message): "actually nvm" right after a change takes it back, "forget
the extra person" and "nah, just the 4 days" take back part of it, an undo asking for more than one change takes back
as many, and the answer to "Which restaurant is closed?" is the next message (``nodes/chat/understand.py``)."""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import Check, days_of, rule, says, trip, turn

_threads = itertools.count()


def replanned(before: dict, after: dict, said: str) -> bool:
    return after.get("plan") not in (None, before.get("plan")) and "didn't understand" not in said


CONVERSATIONS: list[list[tuple[str, list[Check]]]] = [
    [("Kansas City to Pensacola, March 27-29 2022, 2 of us, $1,800", []),
     ("add some chinese food", [rule("cuisine", ["Chinese"])]),
     ("actually nvm", [rule("cuisine", None), says("I went back")]),
     ("nvm", [says("nothing to cancel")])],  # right after an undo: nothing more is taken back
    [("Charlotte to Atlanta March 11-13 2022, 2 people, $1,500", []),
     ("we're 3 now and want to leave a day later", [trip(people_number=3, date=days_of(12, 14))]),
     ("forget the extra person", [trip(people_number=2, date=days_of(12, 14)), says("people: 3 → 2")])],
    [("Boston to New York March 5-7 2022, 2 people, $2,000", []),
     ("can we do 4 days and 3 people", [trip(people_number=3, days=4)]),
     ("nah just the 4 days", [trip(people_number=2, days=4)])],
    [("Akron to Tampa, March 28-30 2022, 2 people, $2,500", []),
     ("add $500 to the budget", [trip(budget=3000)]),
     ("scratch the extra $500", [trip(budget=2500)])],
    [("Dallas to Houston March 18-20 2022, 5 people, $3,000", []),
     ("make it 4 people", [trip(people_number=4)]),
     ("and no flights", [rule("transportation", "no flight")]),
     # (corrected by INT6, stop 58: the chat kept one version then and this said only one came back; it keeps every
     # version now, so both changes are taken back)
     ("undo the last two changes", [rule("transportation", None), trip(people_number=5), says("went back 2 versions")])],
    [("Atlanta to New Orleans March 22-24 2022, 2 people, $2,000, we fly", []),
     ("ugh the restaurant is closed", [says("Which restaurant is closed?")]),
     ("the dinner one on day 2", [replanned, says("day 2")])],
]


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize("number", range(len(CONVERSATIONS)))
def test_a_message_is_read_against_the_last_change_or_question(app, number):
    config = {"configurable": {"thread_id": f"last-change-{number}-{next(_threads)}"}}
    before: dict = {}
    for message, checks in CONVERSATIONS[number]:
        after, said = turn(app, config, message)
        failed = [i for i, check in enumerate(checks) if not check(before, after, said)]
        assert not failed, f"check(s) {failed} after {message!r}: {said[:500]}"
        before = after
