"""Every part of a chat message applied or named, and "plan without it?" (issues 38 and 39): ``nodes/chat/wishes.py``.

The clause accounting of an edit (every clause asks something, so a part nobody reads is named), what it must not
name (the chat's own edits, filler, questions about the plan, FlexTravelBench's turn messages), the answers to
"plan without it?" as people write them, and the question answered through Agent Chat UI's card.
"""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.harness.flex.data import load_file
from himap_travel.harness.flex.turns import REVISE, turn_message
from himap_travel.nodes.chat.along import asked_along
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.wishes import ASKED, WISHES, WishQuestion, consent, decided, refers_back, unread_in

NAMED_IN_AN_EDIT = [  # (message, a word the named part holds)
    ("make it 4 days and get us a quiet room", "quiet room"),
    ("add Mexican food and find us somewhere romantic", "romantic"),
    ("$1,800 and an ocean view room", "ocean view"),
    ("also a hotel with a gym", "gym"),
    ("no Thai food and make it 3 days", "Thai"),
    ("change the budget to $3,000 but we need wheelchair access", "wheelchair"),
]
NOTHING_NAMED_IN_AN_EDIT = [
    "make it 4 days", "hmm no, forget LA, back to Las Vegas but for 4 days", "we can fly after all",
    "we no longer need the party thing", "actually we'll bring the dog, not smoke", "the kids love pizza, can we have Italian food?",
    "  possible please", "oh and we're bringing the dog, also we'd prefer Italian food, and make it $3,200 total",
    "wait, 2 people", "no, back to just me", "hmm no. 3 days", "March 27 to 28 instead", "forget the hotel rating",
    "what's the total?", "ok make it $2,000",
]


@pytest.mark.parametrize(("message", "word"), NAMED_IN_AN_EDIT)
def test_a_part_of_an_edit_nobody_reads_is_named(message, word, sandbox):
    named = unread_in(message, sandbox, every_clause=True)
    assert any(word.lower() in w.wish.lower() for w in named), named


@pytest.mark.parametrize("message", NOTHING_NAMED_IN_AN_EDIT)
def test_what_the_chat_reads_is_never_named(message, sandbox):
    assert unread_in(message, sandbox, every_clause=True) == []


def test_flextravelbench_turn_messages_name_nothing(sandbox):
    """The replay's edits ("Revise the previous plan to additionally satisfy ...") are read whole: no question asked."""
    messages = [turn_message(instance, turn, history) for path in sorted((data_dir() / "flextravelbench").glob("*.json"))
                for instance in load_file(path)[:25] for turn in range(2, len(instance.new_constraints) + 2)
                for history in ("full", "rebuilt")]
    assert len(messages) > 100
    flagged = [(m, unread_in(m, sandbox, every_clause=m.startswith(REVISE))) for m in messages]  # "full": an edit
    assert [f for f in flagged if f[1]] == []


YES = ["yes", "Yes.", "yeah", "yep", "sure", "ok", "okay", "ok, go ahead", "go ahead", "fine", "ugh ok fine, go ahead",
       "plan without it", "plan it anyway", "sure, plan without it", "yes please", "that's fine", "go for it", "alright then",
       "do it", "yes, go ahead", "it's fine without it", "no problem", "sounds good", "yup thanks"]
NO = ["no", "nope", "nah", "No.", "not without it", "don't", "no please", "hmm no"]
NEITHER = ["no, make it 5 days", "no, we really want the spa", "forget the pool", "a hotel rated 4 or more instead",
           "how much is day 1?", "thanks", "4 people", "also Mexican food", "what is not kept?"]


def test_answers_to_plan_without_it_are_read_as_people_write_them():
    cases = [(m, "yes") for m in YES] + [(m, "no") for m in NO] + [(m, None) for m in NEITHER]
    wrong = [(m, want, consent(m)) for m, want in cases if consent(m) != want]
    print(f"\nplan without it? answers: {len(cases) - len(wrong)} of {len(cases)} read right")
    assert not wrong, wrong


@pytest.mark.parametrize(("message", "kept"), [("just the pets then", True), ("only the pets", True),
                                              ("just the hot tub then", False), ("just a sec", False)])
def test_keeping_only_a_wish_the_request_holds_answers_yes(message, kept):
    """"Just the pets then" to "plan without it?" keeps what the request holds (pets) and plans without the rest; a
    wish it does not hold, or words naming none, answer nothing."""
    draft = {"org": "Washington", "dest": "Orlando", "local_constraint": {"house rule": "pets"},
             ASKED: WishQuestion(wishes=[UnreadWish(wish="a hot tub", reason="the data has no amenities")]).model_dump()}
    answered = decided(message, {"draft": draft, "missing": [WISHES]})
    assert (answered is not None and answered["missing"] == []) == kept, answered


_threads = itertools.count()
REQUEST = "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400, and a hotel with a sauna"


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


def _card(answer: str) -> dict:
    """Agent Chat UI's answer typed into the question card (an "edit" decision)."""
    return {"decisions": [{"type": "edit", "edited_action": {"name": "answer", "args": {"answer": answer}}}]}


def test_the_card_answers_no_then_yes(app):
    config = {"configurable": {"thread_id": f"wishes-{next(_threads)}"}}
    out = app.invoke({"messages": [{"role": "user", "content": REQUEST}]}, config)
    payload = out["__interrupt__"][0].value
    assert payload["missing"] == ["wishes"] and "sauna" in payload["question"] and not out.get("plan")
    assert payload["review_configs"][0]["allowed_decisions"] == ["edit"]
    out = app.invoke(Command(resume=_card("no")), config)
    assert out["__interrupt__"] and "I won't plan without it" in out["messages"][-1].content and not out.get("plan")
    out = app.invoke(Command(resume=_card("yes")), config)
    said = out["messages"][-1].content
    assert out["plan"] and not out.get("__interrupt__") and "**Not kept**" in said and "sauna" in said.split("**Day 1**")[0]
    assert [m.content for m in out["messages"] if m.type == "human"] == [REQUEST, "no", "yes"]  # only what was typed


def test_a_kept_plan_is_never_said_to_meet_a_wish_it_was_planned_without(app):
    config = {"configurable": {"thread_id": f"wishes-{next(_threads)}"}}
    first = app.invoke({"messages": [{"role": "user", "content": REQUEST.removesuffix(", and a hotel with a sauna")}]}, config)
    app.invoke({"messages": [{"role": "user", "content": f"make it ${first['trip']['budget'] + 100:,.0f} and we need a kitchen"}]},
               config)
    out = app.invoke({"messages": [{"role": "user", "content": "go ahead"}]}, config)
    said = out["messages"][-1].content
    assert out["plan"] == first["plan"] and "already meets what I could apply" in said and "kitchen" in said


@pytest.mark.parametrize(("message", "kinds", "rest"), [
    ("make it $2,500, and how much is day 2?", ["question"], "make it $2,500"),
    ("no flights - what's the weather like?", ["out_of_scope"], "no flights"),
    ("make it cheaper, what's the total?", ["question"], "make it cheaper"),
    ("where do we sleep? and we'd like private rooms", ["question"], "and we'd like private rooms"),
])
def test_a_question_said_along_with_a_change_is_split_off(message, kinds, rest, sandbox):
    asks, left = asked_along(message, sandbox)
    assert [a["kind"] for a in asks] == kinds and left == rest


@pytest.mark.parametrize("message", ["how much is day 2?", "the kids love pizza, can we have Italian food?",
                                     "what's the weather like in Denver?", "make it $1,300", "ok what about March 15-17 2022?",
                                     "Could you construct a 3-day travel plan from New York to Reno, March 14-16 2022? We "
                                     "require accommodations suitable for children under 10."])
def test_a_message_that_is_one_thing_is_not_split(message, sandbox):
    assert asked_along(message, sandbox) is None


TRIP = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2000.0,
        "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None}}


@pytest.mark.parametrize("message", [
    "Friends are joining: we will be 4 people in total.", "sorry my bad, make it 3 people", "oh wait, we can fly after all",
    "ok so actually make it $2,500 please", "the kids love pizza, can we have Italian food?", "Actually we need a place where "
    "smoking is allowed", "we're bringing the dog and make it $2,400", "no more flights, we'll drive"])
def test_a_chatty_edit_the_chat_reads_asks_nothing_more(message, sandbox):
    result = understand_message(message, sandbox, TRIP)
    assert "wishes" not in result.missing and not result.problems, (result.missing, result.draft.get("wish_question"))


def _turn(app, config, text: str) -> tuple[dict, str, list[str]]:
    """The turn's state, its reply, and the wishes the thread remembers as planned without."""
    out = app.invoke({"messages": [{"role": "user", "content": text}]}, config)
    remembered = [w["wish"] for w in app.get_state(config).values.get("planned_without") or []]
    return out, out["messages"][-1].content, remembered


def _listed(said: str) -> str:
    """What a plan reply lists as not kept (before the days)."""
    return said.split("**Not kept**", 1)[1].split("**Day 1**", 1)[0] if "**Not kept**" in said else ""


def test_a_wish_planned_without_stays_listed_until_taken_back_or_a_new_trip(app):
    """(issue 39 item 2) "yes, plan without the sauna" is remembered: every later plan reply lists it as not kept (and
    its verdict never vouches for it), an undo keeps it, "the sauna doesn't matter" takes it off, a new trip starts afresh."""
    config = {"configurable": {"thread_id": f"wishes-{next(_threads)}"}}
    _turn(app, config, REQUEST)
    out, said, remembered = _turn(app, config, "yes")
    assert out["plan"] and remembered == ["a hotel with a sauna"] and "sauna" in _listed(said)
    for edit in ("make it $1,500", "make it cheaper"):  # a kept plan, then a re-plan: both still list it
        out, said, remembered = _turn(app, config, edit)
        assert out["plan"] and remembered == ["a hotel with a sauna"] and "sauna" in _listed(said), said
        assert "It does not keep the wishes listed as not kept" in said
    assert out["trip"]["budget"] == 1500
    out, said, remembered = _turn(app, config, "undo")
    assert out["trip"]["budget"] == 1500 and remembered == ["a hotel with a sauna"] and "sauna" in _listed(said)
    before = out["plan"]
    out, said, remembered = _turn(app, config, "the sauna doesn't matter anymore")
    assert remembered == [] and "dropped 'a hotel with a sauna'" in said and out["plan"] == before
    out, said, remembered = _turn(app, config, "make it $1,600")
    assert out["trip"]["budget"] == 1600 and "**Not kept**" not in said and "not kept" not in said


def test_a_new_trip_forgets_the_wishes_the_last_one_was_planned_without(app):
    config = {"configurable": {"thread_id": f"wishes-{next(_threads)}"}}
    _turn(app, config, REQUEST)
    assert _turn(app, config, "go ahead")[2] == ["a hotel with a sauna"]
    out, said, remembered = _turn(app, config, "3 days from Chicago to Denver, March 10-12 2022, 2 people, $2,000")
    assert out["plan"] and out["trip"]["org"] == "Chicago" and remembered == [] and "**Not kept**" not in said


THAT_ONE = ["forget that", "never mind that one", "drop that then", "ok scratch that", "leave that out please", "nah, skip this one",
            "Forget about that.", "ugh fine, ignore that part"]
NOT_THAT_ONE = ["forget it", "cancel", "never mind", "forget the pool", "drop that and make it $2,000", "scrap the whole thing",
                "no, cancel that", "that"]


def test_a_take_back_naming_nothing_refers_to_what_was_just_said():
    """While "plan without it?" is open, "forget that" takes the wish back (``refers_back``); "forget it", "cancel" and a
    take-back with more said are left to the cancel words and the readers."""
    wrong = [m for m in THAT_ONE if not refers_back(m)] + [m for m in NOT_THAT_ONE if refers_back(m)]
    assert not wrong, wrong


@pytest.mark.parametrize(("said", "word"), [
    ("we need travel insurance too", "insurance"),
    ("we'd want the car rental sorted as well", "car rental"),
    ("we need visas for my parents", "visas"),
])
def test_a_thing_the_chat_does_not_do_asked_beside_a_request_is_named(said, word, sandbox):
    """The chat answers "what about insurance?" alone; asked beside a trip, it is a wish the plan does not keep: named
    (then "plan without it?"), never planned past with "this plan keeps every rule"."""
    request = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
    assert any(word in wish.wish for wish in unread_in(request + said, sandbox, False))
