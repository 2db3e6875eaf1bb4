"""question: the clarifying question, written into the conversation before ``ask`` waits for its answer.

It is a message of its own (not only the interrupt's payload) so that a chat
UI shows it, and a user who answers with an ordinary message is understood too.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage

from himap_travel.nodes.chat.along import services_first
from himap_travel.nodes.chat.change_lines import show
from himap_travel.nodes.chat.markdown import escape_dollars, rules_of
from himap_travel.nodes.chat.wishes import WISHES, wish_question
from himap_travel.state.chat_state import ChatState

QUESTIONS = {
    "org": "Where does the trip start (the city you leave from and come back to)?",
    "dest": "Where would you like to go (a city, or a state for a trip through several cities)?",
    "date": "On which dates (for example March 13 to March 15, 2022)?",
    "people_number": "How many people are travelling?",
    "budget": "What is the total budget, in US dollars?",
}
_LABELS = {"org": "from", "dest": "to", "date": "dates", "people_number": "people", "budget": "budget"}


def question_text(draft: dict[str, Any] | None, missing: list[str], notes: list[str] | None = None) -> str:
    """One question for everything still missing, after what could not be used (``notes``) and what is understood."""
    draft = draft or {}
    asks = [QUESTIONS.get(name) or wish_question(draft) for name in missing if name in QUESTIONS or name == WISHES]
    if "date" in missing and draft.get("month") and "date" in missing:
        asks[missing.index("date")] = f"On which dates in {draft['month']} (for example {draft['month']} 13 to {draft['month']} 15, 2022)?"
    if "date" in missing and draft.get("days"):
        asks[missing.index("date")] = f"On which dates? (a {draft['days']}-day trip: the start date is enough)"
    known = [f"{_LABELS[name]} {show(name, draft[name])}" for name in _LABELS if draft.get(name) is not None]
    if draft.get("month") and draft.get("date") is None:
        known.append(f"in {draft['month']}")
    if (draft.get("visiting_city_number") or 1) > 1 and "dest" in missing:  # "2 cities": a state is asked for
        known.append(f"{draft['visiting_city_number']} cities")
        asks[missing.index("dest")] = f"Which state would you like to go through ({draft['visiting_city_number']} of its cities)?"
    known += rules_of(draft)  # the wishes said so far are kept while the question waits, and said so
    lead = "".join(f"{note[0].upper()}{note[1:]}.\n" for note in notes or [])
    lead += f"So far: {', '.join(known)}. " if known else ""
    if len(asks) == 1:
        return escape_dollars(lead + asks[0])
    return escape_dollars(lead + "To plan this I still need to know:\n" + "\n".join(f"- {a}" for a in asks))


def question(state: ChatState) -> dict[str, Any]:
    """The question as a message; after a direct answer given while it is open ("Sure.", a question about the new
    request), that answer first, then the question again: the interrupt that follows keeps its card open."""
    text = question_text(state.get("draft"), state.get("missing") or [], state.get("notes"))
    answer = state.get("answer")
    if answer:
        text = escape_dollars(answer) + "\n\nStill open: " + text
    return {"messages": [AIMessage(escape_dollars(services_first(dict(state))) + text)]}  # "and book it": said first
