"""The readers the thirty-eighth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtyeighth.py,
helper CONV38) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.parsing.query import read_text
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.plan_sight_dropped import sight_put_back
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()
_JAX = "Raleigh to Jacksonville, March 11-13 2022, 2 people, $1,600"
_BILLINGS = "Kalispell to Billings, March 18-20 2022, 2 people, $1,500"
_KALAMAZOO = "St. Louis to Kalamazoo, March 22-24 2022, 4 people, $2,400"
_DES_MOINES = "Lansing to Des Moines, March 24-26 2022, 2 people, $1,500"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.fixture(scope="module")
def sandbox() -> Any:
    return load_sandbox()


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv38-fixes-{next(_threads)}", *messages)


# An "ok" opening a message agrees with what came before and lifts no ban by itself, and "both" asks for each cuisine
# named (``ban_lifted._OPENING_OK``, ``_ASKING``): a cuisine banned, then asked for beside another, is required (it was
# dropped in silence, "already meets this"); said fine again, the ban is only lifted, never a requirement.
@pytest.mark.parametrize(("text", "wanted"), [
    ("alright, let's have both italian and chinese", {"Italian", "Chinese"}),
    ("okay fine, italian and chinese, both", {"Italian", "Chinese"}),
    ("ok, italian is fine again", {"Chinese"}),
])
def test_a_banned_cuisine_asked_for_again_beside_another(app: Any, text: str, wanted: set[str]) -> None:
    state, _said = _chat(app, _JAX, "I want chinese, not italian", text)
    assert set(local_rules(state).get("cuisine") or []) == wanted
    assert not local_rules(state).get("avoid cuisines")


# A sight kept out, then put or brought back, is asked for again (``ban_lifted._ASKING``: "put", "bring"), and a sight
# asked for now is no longer one to avoid (``rule_merge._newest_on_sights``): it was held as both, or as neither while
# the reply said "already meets this"; said "back on", it is only allowed again.
@pytest.mark.parametrize(("text", "must"), [
    ("bring ZooMontana back in please", ["ZooMontana"]),
    ("hmm, put ZooMontana back on the list", ["ZooMontana"]),
    ("ZooMontana is back on", None),
])
def test_a_sight_kept_out_then_put_back(app: Any, text: str, must: list[str] | None) -> None:
    state, _said = _chat(app, _BILLINGS, "skip ZooMontana", text)
    assert local_rules(state).get("must see") == must
    assert not local_rules(state).get("avoid sights")


# "frm" is "from" before a word (``text._FRM``): a misspelt place after the route is asked about or read as the one
# close place, never the route lost and both ends asked for; a word holding the letters is left as written.
def test_frm_is_from() -> None:
    assert normalize("frm detroit to owensbro") == "from detroit to owensbro"
    assert normalize("Frm Boston, 2 ppl") == "from Boston, 2 ppl"
    assert normalize("the frm. is mine") == "the frm. is mine"


def test_frm_before_a_misspelt_place(app: Any) -> None:
    state, _said = _chat(app, "frm detroit to owensbro march 15-17 2022 3 ppl 2000")
    assert (state["trip"]["org"], state["trip"]["dest"]) == ("Detroit", "Owensboro")


# "just him" / "only her" as the whole answer to "how many people?" is one traveller (``people._SINGLE``); beside another
# of the party it is no count of one.
@pytest.mark.parametrize(("answer", "count"), [("only him", 1), ("Just her.", 1)])
def test_just_him_answers_how_many(app: Any, answer: str, count: int) -> None:
    state, _said = _chat(app, "My manager needs a trip from Peoria to Memphis, March 8-10 2022, budget $1,500", answer)
    assert state["trip"]["people_number"] == count


def test_just_him_beside_another_is_no_count_of_one(sandbox: Any) -> None:
    assert read_text("just him and me", sandbox).people_number != 1


# The speaker's role as the one booking ("I'm the executive assistant to our CFO", "I am the PA to our VP") is talk,
# never a wish the plan cannot keep (``clause_talk._TALK``: the title in capitals after "to" was read as a name).
@pytest.mark.parametrize("text", [
    "I'm the executive assistant to our CFO. He needs a trip from Peoria to Memphis, March 8-10 2022, 1 person, $1,500",
    "Hi, I am the PA to our VP: Peoria to Memphis, March 8-10 2022, 1 person, $1,500",
    "I am his personal assistant. He needs a trip from Peoria to Memphis, March 8-10 2022, 1 person, $1,500",
])
def test_the_booker_said_is_talk(sandbox: Any, text: str) -> None:
    reading = read_text(text, sandbox)
    assert not reading.unread and (reading.org, reading.dest, reading.people_number) == ("Peoria", "Memphis", 1)


# A count of the wishes opening a message ("ok a few things:", "a couple of things:") is no wish of its own
# (``wish_unwrapped._OPENER``): the wishes after it are read, the cheapest plan among them.
@pytest.mark.parametrize("text", [
    "ok a few things: no seafood, we want the cheapest plan",
    "a couple of things: no seafood, we want the cheapest plan, and at most 2 sights a day",
    "couple of things: no seafood, and we want the cheapest plan",
])
def test_a_count_of_wishes_opening_a_message(app: Any, text: str) -> None:
    state, said = _chat(app, _KALAMAZOO, text)
    assert state.get("preference") == "cheapest" and local_rules(state).get("avoid cuisines") == ["Seafood"]
    assert not state.get("missing") and "things" not in said


# A pace said again as what was settled or why ("we settled on 3 a day", "we'd rather go slower, 1 a day") sets the
# pace the trip holds (``rule_value._FILLER``), never asked "3 people or 3 days?"; a rating likewise.
@pytest.mark.parametrize(("text", "key", "value"), [
    ("we settled on 3 a day", "pace", 3),
    ("we'd rather go slower, 1 a day", "pace", 1),
])
def test_a_pace_settled_again(app: Any, text: str, key: str, value: int) -> None:
    state, _said = _chat(app, _DES_MOINES, "at most 2 sights a day", text)
    assert (local_rules(state).get(key) or {}).get("most") == value


def test_a_rating_agreed_again(app: Any) -> None:
    state, _said = _chat(app, _DES_MOINES, "a hotel with 3 stars at least", "ok we agreed on 4 stars")
    assert local_rules(state).get("min stay rating") == 4


# The open question asked about, with what it asks for named ("do you need exact dates?"), is answered with why it is
# needed and kept open (``not_applied.question_questioned``): it was read as a wish no plan can keep ("plan without 'do
# you need exact dates'?"); a thing named that is not asked is no such question, and the answer after it is read.
@pytest.mark.parametrize(("opening", "text", "why"), [
    ("Eugene to Butte, 2 people, $1,400", "do you need exact dates?", "the dates decide"),
    ("Eugene to Butte, 2 people, $1,400", "hmm why would you need the dates", "the dates decide"),
    ("Monterey to Reno, March 10-12 2022, $1,200", "do you really need the number of people?", "the number of people"),
    ("Monterey to Reno, March 10-12 2022, $1,200", "is the budget necessary?", None),
])
def test_the_open_question_asked_about(app: Any, opening: str, text: str, why: str | None) -> None:
    before, _said = _chat(app, opening)
    state, said = _chat(app, opening, text)
    assert state.get("missing") == before.get("missing") and state.get("draft") == before.get("draft")
    assert ("I ask because" in said and why in said) if why else "I ask because" not in said
    assert "Shall I plan without" not in said


# A sight kept out, put back by a partial name ("put the zoo back", "keep the zoo") is the one sight the trip avoids
# that the word names (``plan_sight_dropped.sight_put_back``): asked for again, or only allowed again ("is back on");
# read alone the word named nothing and the message was not understood. "we'll do ... after all" asks for it
# (``ban_lifted._ASKING``).
_SYRACUSE = ("Manhattan to Syracuse, March 5-7 2022, 2 people, $1,400", "add the Rosamond Gifford Zoo", "take the zoo off")


@pytest.mark.parametrize(("text", "must"), [
    ("put the zoo back", ["Rosamond Gifford Zoo"]),
    ("actually keep the zoo", ["Rosamond Gifford Zoo"]),
    ("we'll do the zoo after all", ["Rosamond Gifford Zoo"]),
    ("the zoo is back on", None),
])
def test_a_sight_put_back_by_a_partial_name(app: Any, text: str, must: list[str] | None) -> None:
    state, said = _chat(app, *_SYRACUSE, text)
    assert local_rules(state).get("must see") == must and not local_rules(state).get("avoid sights")
    assert "didn't understand" not in said


def test_a_word_naming_no_sight_kept_out_is_left_to_the_reader() -> None:
    trip = {"local_constraint": {"avoid sights": ["Rosamond Gifford Zoo", "Erie Canal Museum"]}}
    assert sight_put_back("put the zoo back", trip) == "put Rosamond Gifford Zoo back"
    assert sight_put_back("put the hotel back", trip) == "put the hotel back"
    assert sight_put_back("what about the zoo?", trip) == "what about the zoo?"  # nothing put back
