"""The chat graph (issue 13): a conversation on one thread with an in-memory checkpointer.

The real planner and sandbox run underneath (expert policy, no model).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.world import world_of
from himap_travel.graphs.chat import build_chat_graph, chat_graph
from himap_travel.nodes.chat.thread_cache import thread_cache
from himap_travel.state.plan import Verdict
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange
from himap_travel.tools.searches import search

FIRST = "Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400"
EDIT = "Can you make it $1,200 and find a place that allows pets?"
NO_PEOPLE = "Plan a 3-day trip from Seattle to Denver, March 20-22 2022, budget $2,500"
_threads = itertools.count()


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


def _thread() -> dict:
    return {"configurable": {"thread_id": f"chat-test-{next(_threads)}"}}


def _say(app, config, text):
    return app.invoke({"messages": [{"role": "user", "content": text}]}, config)


def _spec(trip: dict) -> TripSpec:
    return TripSpec.model_validate(trip)


def test_three_turn_conversation(app, sandbox):
    config = _thread()
    # (1) a complete request: a valid plan
    out = _say(app, config, FIRST)
    assert out["trip"]["org"] == "Washington" and out["trip"]["dest"] == "Myrtle Beach"
    assert out["trip"]["people_number"] == 2 and out["trip"]["budget"] == 1400
    assert out["verdict"]["status"] == "valid" and out["verdict"]["official"] and out["verdict"]["strict"]
    assert len(out["plan"]) == 3
    assert evaluate_plan(_spec(out["trip"]), out["plan"], sandbox, mode="strict").final_pass  # the verdict is the plan's own
    first_plan = out["plan"]

    # (2) an edit: budget and house rule change, the rest is kept, the reply says what changed
    out = _say(app, config, EDIT)
    assert out["trip"]["budget"] == 1200
    assert out["trip"]["local_constraint"]["house rule"] == "pets"
    assert out["trip"]["date"] == ["2022-03-13", "2022-03-14", "2022-03-15"] and out["trip"]["people_number"] == 2
    assert out["verdict"]["status"] == "valid"
    verdict = evaluate_plan(_spec(out["trip"]), out["plan"], sandbox, mode="strict")
    assert verdict.final_pass and verdict.hard["room_rule"] is True and verdict.total_cost <= 1200
    said = out["messages"][-1].content
    assert isinstance(out["messages"][-1], AIMessage)
    assert r"budget: \$1,400 → \$1,200" in said and "house rule: none → pets" in said
    changed = [d for d, (a, b) in enumerate(zip(first_plan, out["plan"], strict=True), 1) if a != b]
    assert changed and f"Changed: day {', '.join(map(str, changed))}" in said

    # (3) a new request without a people count: an interrupt asks, the answer is planned for
    out = _say(app, config, NO_PEOPLE)
    (pending,) = out["__interrupt__"]
    assert pending.value["missing"] == ["people_number"]
    assert "How many people" in pending.value["question"]
    assert pending.value["trip"]["org"] == "Seattle" and pending.value["trip"]["dest"] == "Denver"
    assert out["messages"][-1].content == pending.value["question"]  # the question is in the conversation too
    out = app.invoke(Command(resume="3 of us"), config)
    assert out["trip"]["people_number"] == 3 and out["trip"]["org"] == "Seattle" and out["trip"]["budget"] == 2500
    assert out["trip"]["local_constraint"]["house rule"] is None  # a new trip: nothing carried over from the old one
    assert out["verdict"]["status"] == "valid" and "3 people" in out["messages"][-1].content
    kinds = [type(m).__name__ for m in out["messages"]]
    assert kinds == ["HumanMessage", "AIMessage"] * 4  # turns, question, answer, replies: no tool calls
    assert out["messages"][-2].content == "3 of us"


def test_an_edit_that_the_plan_still_meets_keeps_it(app):
    config = _thread()
    first = _say(app, config, FIRST)
    out = _say(app, config, "Actually our budget is $1,500.")
    assert out["trip"]["budget"] == 1500
    assert out["plan"] == first["plan"]
    assert "already meets this, so it stays as it is" in out["messages"][-1].content
    state = app.get_state(config).values
    assert state["kept"] is True and state["changed_days"] == []


def test_an_edit_that_breaks_the_plan_replans_and_names_the_days(app):
    config = _thread()
    _say(app, config, FIRST)
    out = _say(app, config, "We'd like entire rooms, and Mexican food.")
    local = out["trip"]["local_constraint"]
    assert local["room type"] == "entire room" and local["cuisine"] == ["Mexican"]
    state = app.get_state(config).values
    assert state["kept"] is False and state["changed_days"]
    assert "Changed: day " in out["messages"][-1].content


def test_an_undo_said_with_a_question_restores_and_answers_from_the_plan_it_restores(app):
    """"undo that, and what's the total?" does both (issue 39): the trip and plan before the change come back, and the
    question is answered after it, from them (the budget the undo restored), never the question alone."""
    config = _thread()
    first = _say(app, config, FIRST)
    _say(app, config, "Actually our budget is $1,500.")
    out = _say(app, config, "undo that, and what's the total?")
    assert out["trip"]["budget"] == 1400 and out["plan"] == first["plan"]
    said = out["messages"][-1].content
    assert "I went back to your trip and plan as they were before the last change" in said
    assert "**You also asked:**" in said and r"of the \$1,400 budget" in said.split("You also asked")[1]


def test_a_follow_up_question_is_read_with_the_question_before_it(app):
    """"and the whole thing?" after "how much is day 1?" asks for the whole trip's cost (issue 39); after "what's the
    total?", "and day 2?" asks for that day's cost. Nothing is planned for either."""
    config = _thread()
    first = _say(app, config, FIRST)
    _say(app, config, "how much is day 1?")
    out = _say(app, config, "and the whole thing?")
    assert out["messages"][-1].content.startswith("The whole trip costs") and out["plan"] == first["plan"]
    _say(app, config, "what's the total?")
    assert _say(app, config, "and day 2?")["messages"][-1].content.startswith("Day 2 costs")


def test_agent_chat_ui_resume_shape_and_a_plain_message_both_answer(app):
    config = _thread()
    _say(app, config, NO_PEOPLE)
    answer = {"type": "edit", "edited_action": {"name": "answer", "args": {"answer": "four"}}}
    out = app.invoke(Command(resume={"decisions": [answer]}), config)
    assert out["trip"]["people_number"] == 4

    config = _thread()
    out = _say(app, config, "I want to go from Seattle to Denver for 3 days with $2,000")
    assert out["__interrupt__"][0].value["missing"] == ["date", "people_number"]
    out = _say(app, config, "March 20th to 22nd, 2022, just me")  # an ordinary message instead of a resume
    assert "__interrupt__" not in out
    assert out["trip"]["date"][0] == "2022-03-20" and out["trip"]["people_number"] == 1


@pytest.mark.parametrize("empty", [
    {"decisions": [{"type": "edit", "edited_action": {"name": "answer", "args": {"answer": ""}}}]},  # the card's empty Submit
    {"answer": "   "},
    "",
])
def test_an_empty_answer_repeats_the_question_with_the_reason_not_an_error(app, empty):
    """Agent Chat UI's Submit on the card's empty field was refused with an error ("the answer is empty"): a toast, and
    the card left open. It is the user's action: the question comes again, saying why, and the card stays open."""
    config = _thread()
    _say(app, config, NO_PEOPLE)
    out = app.invoke(Command(resume=empty), config)
    question = out["__interrupt__"][0].value
    assert question["missing"] == ["people_number"] and question["question"].startswith("Your answer was empty.")
    assert out["messages"][-1].content == question["question"]
    assert [m.type for m in out["messages"]].count("human") == 1  # no user bubble the user did not send
    out = app.invoke(Command(resume="2"), config)
    assert "__interrupt__" not in out and out["trip"]["people_number"] == 2


def test_short_answers_fill_the_field_asked_for(app):
    config = _thread()
    out = _say(app, config, "A 3-day trip to Denver for 2 people, March 20-22 2022")
    assert out["__interrupt__"][0].value["missing"] == ["org", "budget"]
    out = app.invoke(Command(resume="Seattle"), config)  # a bare city, asked where the trip starts
    assert out["__interrupt__"][0].value["missing"] == ["budget"]
    out = app.invoke(Command(resume="2000"), config)
    assert out["trip"]["org"] == "Seattle" and out["trip"]["budget"] == 2000 and out["verdict"]["status"] == "valid"


def test_a_message_that_cannot_be_planned_is_answered_not_planned(app):
    config = _thread()
    first = _say(app, config, FIRST)
    out = _say(app, config, "Make the budget 3000 euros")
    said = out["messages"][-1].content
    assert "euros" in said and "unchanged" in said
    assert out["trip"] == first["trip"] and out["plan"] == first["plan"]
    # a new request whose destination cannot be used: asked for again, with the reason
    out = _say(app, config, "Plan a 3-day trip for 2 from Seattle to Seattle, March 13-15 2022, $2,500")
    assert out["__interrupt__"][0].value["missing"] == ["dest"] and out["trip"] == first["trip"]
    assert "the same (Seattle)" in out["messages"][-1].content
    out = app.invoke(Command(resume="Denver"), config)
    assert (out["trip"]["org"], out["trip"]["dest"]) == ("Seattle", "Denver") and out["verdict"]["status"] == "valid"


def test_streaming_yields_the_reply_and_the_planner_progress(app):
    config = _thread()
    messages, namespaces = [], set()
    for namespace, mode, chunk in app.stream({"messages": [{"role": "user", "content": FIRST}]}, config,
                                             stream_mode=["messages", "updates"], subgraphs=True):
        if mode == "messages":
            messages.append(chunk)
        else:
            namespaces.add((namespace[0].split(":")[0] if namespace else "", *chunk))
    progress = [(m, meta) for m, meta in messages if str(m.id or "").startswith("progress-")]  # ``nodes.chat.progress``
    assert {(type(m).__name__, meta["langgraph_node"]) for m, meta in progress} == {("AIMessageChunk", "plan_trip")}
    replies = [(m, meta) for m, meta in messages if (m, meta) not in progress]
    assert [(type(m).__name__, meta["langgraph_node"]) for m, meta in replies] == [("AIMessage", "reply")]
    assert replies[0][0].content.startswith("**Washington → Myrtle Beach**")
    assert {("", "understand"), ("", "plan_trip"), ("", "reply"), ("plan_trip", "coordinator"), ("plan_trip", "checker")} <= namespaces
    assert not any(isinstance(m, ToolMessage) or getattr(m, "tool_calls", None) for m in app.get_state(config).values["messages"])


def test_each_thread_has_its_own_search_cache_across_turns(app):
    config = _thread()
    _say(app, config, FIRST)
    cache = thread_cache(config["configurable"]["thread_id"])
    searched = dict(cache._items)
    assert searched  # the first turn's searches are kept for the thread
    _say(app, config, "We need entire rooms.")
    assert thread_cache(config["configurable"]["thread_id"]) is cache
    assert set(searched) <= set(cache._items)
    assert thread_cache("another-thread") is not cache


def test_the_served_graph_has_no_checkpointer_and_the_chat_schemas():
    assert chat_graph.checkpointer is None
    assert set(chat_graph.get_input_jsonschema()["properties"]) == {"messages"}
    assert set(chat_graph.get_output_jsonschema()["properties"]) == {"messages", "trip", "plan", "verdict"}


def test_the_docs_embedding_example_runs(capsys):
    page = (Path(__file__).resolve().parents[3] / "docs" / "chat.md").read_text()  # (it moved there from the README)
    example = page.split("Embedding it", 1)[1].split("```python\n", 1)[1].split("```", 1)[0]
    assert len(example.strip().splitlines()) == 5
    exec(compile(example, "README.md", "exec"), {})
    printed = capsys.readouterr().out
    assert r"budget: \$1,400 → \$1,200" in printed and "house rule: none → pets" in printed and "**Checked:**" in printed


class _NoPlanPlanner:
    """A planner that could assemble nothing (its verdict says why, as for a route with no transport on the dates)."""

    def invoke(self, inputs, config=None, *, context=None):
        return {"verdict": Verdict(status="unsat", official_pass=False, strict_pass=False,
                                   failures=["no transport from Seattle on these dates"])}


def test_a_request_nothing_can_be_planned_for_gets_the_verdict_and_no_plan():
    app = build_chat_graph(InMemorySaver(), planner=_NoPlanPlanner())
    out = _say(app, _thread(), "Plan a 3-day trip for 2 from Seattle to Denver, March 13-15 2022, $900")
    assert out["plan"] is None and out["verdict"]["status"] == "unsat" and not out["verdict"]["official"]
    said = out["messages"][-1].content
    # the reason in plain words and what would work, each checked by the solver on the data (issue 39, 3): on these
    # dates the cheapest plan is over the $900 budget, so the offer is the budget it needs
    assert "No plan can meet this request:" in said and "What would work (each checked):" in said
    assert "a budget of" in said and "No plan could be put together" not in said
    assert "no transport from Seattle on these dates" in out["verdict"]["explanation"]  # the client's verdict keeps the planner's words


def test_a_preference_on_a_trip_no_plan_meets_says_so_not_that_there_is_no_trip():
    app, config = build_chat_graph(InMemorySaver(), planner=_NoPlanPlanner()), _thread()
    _say(app, config, "Plan a 3-day trip for 2 from Seattle to Denver, March 13-15 2022, $900")
    out = _say(app, config, "make it cheaper")
    said = out["messages"][-1].content
    assert out["trip"]["budget"] == 900 and out["plan"] is None
    assert said.startswith("Your trip has no plan to change") and "no trip yet" not in said


class _RecordingPlanner(_NoPlanPlanner):
    """Records the objective each planning run was given."""

    def __init__(self):
        self.objectives = []

    def invoke(self, inputs, config=None, *, context=None):
        self.objectives.append(context.objective)
        return super().invoke(inputs, config, context=context)


@pytest.mark.parametrize(("context", "planned"), [(None, "best"), ({"objective": "cheapest"}, "cheapest"), ({"objective": "best"}, "best")])
def test_the_run_contexts_objective_wins_over_the_chats_default(context, planned):
    """Issue 30: Studio's form (the run context) chooses the chat's objective; unchosen, the chat plans the best trip."""
    planner = _RecordingPlanner()
    app = build_chat_graph(InMemorySaver(), planner=planner)
    app.invoke({"messages": [{"role": "user", "content": "Plan a 3-day trip for 2 from Seattle to Denver, March 13-15 2022, $900"}]},
               _thread(), context=context)
    assert planner.objectives == [planned]


def test_a_reported_disruption_is_repaired_on_the_affected_days_only(sandbox, validation_queries):
    """Issue 16: "my flight on day 1 was cancelled" in the chat → the run-time monitor re-plans day 1 only.

    Planned for the cheapest trip: its night 3 is in another stay than nights 1-2 (the best trip keeps one stay for
    all four, and losing it rightly changes every night)."""
    app = build_chat_graph(InMemorySaver(), objective="cheapest")
    config = _thread()
    first = _say(app, config, validation_queries[50].spec.query)["plan"]  # 5 days, flights on days 1, 3, 5
    flight = first[0]["transportation"].split(",")[0].removeprefix("Flight Number: ")
    assert flight.startswith("F")
    out = _say(app, config, "Oh no, my flight on day 1 was cancelled!")
    said = out["messages"][-1].content
    assert out["verdict"]["status"] == "valid"
    assert flight not in out["plan"][0]["transportation"]  # the cancelled flight is gone
    assert out["plan"][1:] == first[1:]  # the unaffected days are identical
    assert "Changed: day 1; kept: day 2, 3, 4, 5." in said and f"flight {flight} (day 1) is unavailable" in said
    state = app.get_state(config).values
    assert state["changed_days"] == [1] and state.get("disruption") is None  # a hand-off: the reply clears it
    assert [c["element"]["name"] for c in state["world"] if c["removed"]] == [flight]
    namespaces = set(app.checkpointer.storage[config["configurable"]["thread_id"]])
    assert namespaces == {""}  # neither the planner nor the repair wrote checkpoints of their own into the chat's thread
    world = [RowChange.model_validate(change) for change in state["world"]]
    for mode in ("official", "strict"):
        assert evaluate_plan(_spec(out["trip"]), out["plan"], world_of(sandbox, world), mode=mode).final_pass

    # a second disruption is repaired in the world the first left; a later edit is planned in it too
    repaired = out["plan"]
    out = _say(app, config, "The hotel for night 3 is fully booked now")
    state = app.get_state(config).values
    assert out["verdict"]["status"] == "valid" and len(state["world"]) == 2 and {3, 4} <= set(state["changed_days"])
    assert out["plan"][:2] == repaired[:2]
    assert repaired[2]["accommodation"] not in (out["plan"][2]["accommodation"], out["plan"][3]["accommodation"])
    out = _say(app, config, "We'd like private rooms.")  # the plan no longer fits: the planner runs again
    state = app.get_state(config).values
    assert out["trip"]["local_constraint"]["room type"] == "private room" and state["kept"] is False
    assert all(flight not in day["transportation"] for day in out["plan"])
    planned_in = world_of(sandbox, state["world"])
    flights = search(planned_in, "flight_search", origin="Washington", destination="Buffalo", date=out["trip"]["date"][0])
    assert flight not in [option.flight_number for option in flights.options]  # plans and edits search the disrupted world
    assert flight in [o.flight_number for o in search(sandbox, "flight_search", origin="Washington", destination="Buffalo",
                                                      date=out["trip"]["date"][0]).options]


def test_a_disruption_without_a_plan_is_read_as_a_request():
    """Nothing to repair yet: the message goes to the trip reader, which finds no trip in it and says what would work."""
    out = build_chat_graph(InMemorySaver()).invoke({"messages": [{"role": "user", "content": "my flight on day 1 was cancelled"}]},
                                                   _thread())
    said = out["messages"][-1].content
    assert out.get("plan") is None and "I didn't understand that" in said and "tell me where from and to" in said


def test_the_embedded_chat_finds_the_data_from_any_working_folder(tmp_path):
    """Issue 39, 9: a script that embeds the chat outside the repository found no data unless HIMAP_DATA_DIR was set
    (``../shared/data`` was resolved from the working folder only); the folder next to the repository is found too."""
    import os
    import subprocess
    import sys

    from himap_travel.domain.sandbox.paths import BESIDE_PACKAGE

    if not BESIDE_PACKAGE.is_dir():
        pytest.skip("the data is not next to this checkout (it is given by HIMAP_DATA_DIR)")
    script = ("from himap_travel.domain.sandbox.paths import data_dir\n"
              "from himap_travel.graphs.chat import build_chat_graph\n"
              "from langgraph.checkpoint.memory import InMemorySaver\n"
              "out = build_chat_graph(InMemorySaver()).invoke({'messages': [('user', 'help')]}, "
              "{'configurable': {'thread_id': 'embedded'}})\n"
              "print(data_dir(None)); print(out['messages'][-1].content[:20])\n")
    env = {k: v for k, v in os.environ.items() if k != "HIMAP_DATA_DIR"}
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[0] == str(BESIDE_PACKAGE.resolve()) and "I plan trips" in done.stdout


def test_a_long_plan_streams_its_progress_as_one_message_never_stored():
    """Issue 39, 8: Agent Chat UI showed "…" for a whole plan. The progress ("day 2 of 5 planned") comes on the messages
    stream Agent Chat UI renders, as chunks of one message; it is not written into the thread (the reply is)."""
    app, config = build_chat_graph(InMemorySaver()), _thread()
    text = "5 days from Washington to Myrtle Beach, March 13-17 2022, 2 people, $3,000"
    pieces = [chunk for chunk, _meta in app.stream({"messages": [("user", text)]}, config, stream_mode="messages")
              if str(chunk.id or "").startswith("progress-")]
    progress = "".join(chunk.content for chunk in pieces)
    assert len({chunk.id for chunk in pieces}) == 1 and progress.startswith("Planning your 5-day trip")
    assert [f"day {n} of 5 planned" in progress for n in range(1, 6)] == [True] * 5
    stored = [m.content for m in app.get_state(config).values["messages"]]
    assert not any("planned" in str(content) and "Planning your" in str(content) for content in stored)
    assert app.get_state(config).values["plan"] and "**Day 5**" in stored[-1]


def test_a_question_asked_while_another_is_open_is_about_the_new_request_and_keeps_the_card():
    """Issue 39, 5: with a trip planned and a new request's question open, "how much is day 2?" answered about the
    previous trip and the question card vanished. It is answered about the new request, never read as the answer,
    and the question is asked again with its interrupt (the card); the answer then plans the new request."""
    app, config = build_chat_graph(InMemorySaver()), _thread()
    _say(app, config, FIRST)
    out = _say(app, config, "New idea: Dallas to Huntsville, March 13-15 2022, budget $2,700")
    assert out["__interrupt__"] and out["trip"]["dest"] == "Myrtle Beach"
    out = _say(app, config, "how much is day 2?")
    said = out["messages"][-1].content
    assert out["__interrupt__"] and out["__interrupt__"][0].value["missing"] == ["people_number"]
    assert "isn't planned yet" in said and "Still open:" in said and "Day 2 costs" not in said
    assert app.get_state(config).values["draft"]["dest"] == "Huntsville" and out["trip"]["dest"] == "Myrtle Beach"
    out = app.invoke(Command(resume="4 of us"), config)
    assert out["trip"]["dest"] == "Huntsville" and out["trip"]["people_number"] == 4 and out["plan"]
    assert [m.content for m in out["messages"] if m.type == "human"][-2:] == ["how much is day 2?", "4 of us"]


def test_a_question_over_a_new_request_for_the_same_journey_is_about_that_request():
    """The browser test's step 9 (CI of stop 71): the planned journey asked again without its party ("how many
    people?" open), then "how much is day 2?". The open question is the new request's, not a wish's on the plan
    shown (that one answers with the plan as it stands), so it says the trip isn't planned yet and keeps the card."""
    app, config = build_chat_graph(InMemorySaver()), _thread()
    _say(app, config, FIRST)
    out = _say(app, config, "plan a trip from Washington to Myrtle Beach from March 13th to March 15th, 2022 with a budget of $1,400")
    assert out["__interrupt__"] and out["__interrupt__"][0].value["missing"] == ["people_number"]
    out = _say(app, config, "how much is day 2?")
    said = out["messages"][-1].content
    assert out["__interrupt__"] and "isn't planned yet" in said and "as it stands" not in said and "Day 2 costs" not in said


def test_a_lost_stay_under_nicer_hotels_is_replaced_by_the_best_rated_the_budget_pays_for(sandbox):
    """A repair under a standing "nicer hotels" wish (the thread's ``focus``, given to the repair as ``quality_focus``)
    replaces a lost stay by the best-rated listing the allowance pays for, not the cheapest; without the wish, the
    cheapest."""
    from himap_travel.nodes.chat.repair_trip import _favouring
    from himap_travel.planning.monitor.tasks import replacement_stay
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.planning.runtime.settings import PlannerSettings

    spec = TripSpec.model_validate({"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
                                    "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2400,
                                    "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None}})
    rated = {f"{a.name}, {a.city}": (a.review_rate, a.price) for a in sandbox.accommodations_in("Orlando")}
    allowance = 2000.0  # two nights of a listing at most $1,000 a night
    cheapest = replacement_stay(spec, "Orlando", 2, sandbox, allowance)
    best = replacement_stay(spec, "Orlando", 2, sandbox, allowance, favour="hotels")
    assert cheapest is not None and best is not None
    assert rated[best][0] > rated[cheapest][0] and rated[best][1] * 2 <= allowance
    assert best == replacement_stay(spec, "Orlando", 2, sandbox, allowance, favour="hotels")  # one answer
    settings = provide(PlannerSettings(), sandbox=sandbox)
    assert _favouring(settings, {"objective": "best", "focus": "hotels"}).quality_focus == "hotels"
    assert _favouring(settings, {"objective": "cheapest", "focus": None}).quality_focus is None


CUT_TURNS = ["how much is day 2?", "We'd like an entire room, please.", "make it cheaper", "My flight on day 1 was cancelled!"]


@pytest.mark.parametrize("node", ["understand", "plan_trip", "repair_trip"])
def test_a_turn_cut_after_a_node_resumes_to_the_reply_an_undisturbed_turn_gives(node):
    """A run cut between two nodes (a killed process, a failed step) resumes from the last checkpoint: what the first
    node handed on (``answer``, ``disruption``, ``given_up``) must be in it. (Kept out of checkpoints, a direct answer
    was lost and the resumed turn re-sent the plan: the faults-under-load test caught it.) A finished turn keeps no
    hand-off; ``quality_before`` is read after its turn and set anew by the next one."""
    calm, cut = build_chat_graph(InMemorySaver(), objective="cheapest"), build_chat_graph(InMemorySaver(), objective="cheapest")
    calm_config, cut_config = _thread(), _thread()
    _say(calm, calm_config, FIRST + ", entire room")
    _say(cut, cut_config, FIRST + ", entire room")
    for text in CUT_TURNS:
        expected = _say(calm, calm_config, text)["messages"][-1].content
        cut.invoke({"messages": [{"role": "user", "content": text}]}, cut_config, interrupt_after=[node])
        if cut.get_state(cut_config).next:  # cut there: the turn resumes from that checkpoint
            cut.invoke(None, cut_config)
        assert cut.get_state(cut_config).values["messages"][-1].content == expected, text
        assert not {"answer", "disruption", "given_up"} & {k for k, v in cut.get_state(cut_config).values.items() if v}
    said = [m.content for m in calm.get_state(calm_config).values["messages"] if m.type == "ai"]
    assert said[1].startswith("Day 2 costs") and "already has room type: entire room" in said[2]
    assert "**What this gave up:**" in said[3] and "day 1" in said[4]
    calm_state = calm.get_state(calm_config).values
    assert calm_state["quality_before"] is None
    assert "quality_before" in {k for t in calm.checkpointer.list(calm_config) for k in t.checkpoint["channel_values"]}
