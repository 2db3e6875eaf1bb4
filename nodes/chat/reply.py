"""reply: the turn's answer as one AI message (markdown): the trip, what changed, the itinerary, the budget, the verdict.

When the message could not be planned it says why instead (and repeats the
open question, if one is waiting for an answer).
"""

from __future__ import annotations

from langchain_core.messages import AIMessage

from himap_travel.nodes.chat.markdown import bullet_list, itinerary_markdown, trip_lines
from himap_travel.nodes.chat.question import question_text
from himap_travel.state.chat_state import ChatState


def reply(state: ChatState) -> dict:
    if state.get("problems"):
        return {"messages": [AIMessage(_refusal(state))]}
    return {"messages": [AIMessage(_plan_reply(state))]}


def _refusal(state: ChatState) -> str:
    text = "I can't plan this as written:\n" + bullet_list(state["problems"])
    if state.get("missing"):
        text += "\n\n" + question_text(state.get("draft"), state["missing"])
    elif state.get("trip"):
        text += "\n\nThe current trip is unchanged."
    return text


def _plan_reply(state: ChatState) -> str:
    trip, plan, verdict = state["trip"], state["plan"], state["verdict"]
    route, constraints = trip_lines(trip)
    parts = [f"**Trip:** {route}; {constraints}."]
    if state.get("notes"):
        parts.append("**What changed / notes:**\n" + bullet_list(state["notes"]))
    if state.get("edit") and plan:
        parts.append(_days_line(state, len(plan)))
    parts.append(itinerary_markdown(plan, state.get("changed_days")) if plan else "No plan could be put together.")
    spent = state.get("spent")
    if spent is not None:
        parts.append(f"**Budget:** ${spent:,.2f} of ${trip['budget']:,.0f} ({'$' + format(trip['budget'] - spent, ',.2f') + ' left' if spent <= trip['budget'] else 'over budget'}).")
    checks = f"official {'pass' if verdict['official'] else 'fail'}, strict {'pass' if verdict['strict'] else 'fail'}"
    parts.append(f"**Verdict:** {verdict['status']} ({checks}). {verdict['explanation']}")
    return "\n\n".join(parts)


def _days_line(state: ChatState, days: int) -> str:
    if state.get("kept"):
        return "**Days changed:** none: the previous plan still meets the edited request, so it is kept as is."
    changed = state.get("changed_days")
    if changed is None:
        return "**Days changed:** all (a new plan)."
    if not changed:
        return "**Days changed:** none: re-planned, and every day came out the same."
    same = [d for d in range(1, days + 1) if d not in changed]
    kept = f" (kept: {', '.join(map(str, same))})" if same else ""
    return f"**Days changed:** {', '.join(map(str, changed))}{kept}."
