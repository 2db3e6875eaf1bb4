"""A plan kept for a smaller party (stop 58's review): the days stay, the total does not, and the reply says both.

Before, "the kids are staying with grandma, just us two now" answered "Your current plan already meets this, so it
stays as it is." while the total fell from $2,236 to $1,142 (the same stays and meals, priced for two): the reply
said nothing of the money that moved.
"""

from __future__ import annotations

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph


def _say(app, config, text: str) -> str:
    out = app.invoke({"messages": [{"role": "user", "content": text}]}, config)
    return out["messages"][-1].content.replace("\\$", "$")


def test_a_plan_kept_for_fewer_people_says_the_total_moved(sandbox):
    app = build_chat_graph(InMemorySaver())
    config = {"configurable": {"thread_id": "kept-total"}}
    first = _say(app, config, "we're 2 adults + 2 kids (3 and 6) going philly to boston march 20-22 2022, 2400 budget")
    assert "4 people" in first
    reply = _say(app, config, "actually the kids are staying with grandma, just us two now")
    state = app.get_state(config).values
    assert state["trip"]["people_number"] == 2 and state["kept"] is True
    assert "stays as it is" not in reply and "each day stays the same" in reply
    assert f"(was ${state['cost_before']:,.2f})" in reply and state["cost_before"] > state["spent"]
