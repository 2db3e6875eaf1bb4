"""ask: ``interrupt()`` until the user answers the clarifying question, then read the answer into the draft.

The interrupt's payload (documented in the README):

    {"question": str, "missing": ["org" | "dest" | "date" | "people_number" | "budget" | "wishes", ...],
     "trip": {the fields understood so far},
     "action_requests": [{"name": "answer", "args": {"answer": ""}, "description": question}],
     "review_configs": [{"action_name": "answer", "allowed_decisions": ["edit"]}]}

The last two keys are Agent Chat UI's human-in-the-loop shape. It resumes
with ``Command(resume=ANSWER)`` where ANSWER is the answer's text, a dict
``{"answer": text}``, or Agent Chat UI's ``{"decisions": [{"type": "edit",
"edited_action": {"name": "answer", "args": {"answer": text}}}]}`` (a
``respond`` decision's ``message`` is read as the answer too). A ``reject``,
``ignore`` or ``resolve`` decision, or an answer such as "never mind", cancels
the question: the draft is dropped and the thread waits for a new request.
Agent Chat UI's "Mark as resolved" (``Command(goto=END)``) arrives here as a
``resolve`` decision (``graphs.guard``).
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.runtime import Runtime
from langgraph.types import interrupt

from himap_travel.domain.parsing.query import MAX_QUERY_CHARS
from himap_travel.nodes.chat.answers import cancel_answer
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.language import foreign_language, unread_answer
from himap_travel.nodes.chat.question import question_text
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.wishes import WISHES, decided
from himap_travel.nodes.extract import GraphInputError
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, handoffs_cleared


def question_payload(draft: dict[str, Any] | None, missing: list[str], notes: list[str] | None = None) -> dict[str, Any]:
    text = question_text(draft, missing, notes)
    return {
        "question": text,
        "missing": list(missing),
        "trip": {k: v for k, v in (draft or {}).items() if v is not None},
        "action_requests": [{"name": "answer", "args": {"answer": ""}, "description": text}],
        # "edit" alone: Agent Chat UI opens the card on its text field (with "reject" allowed it opened on "Reject")
        "review_configs": [{"action_name": "answer", "allowed_decisions": ["edit"]}],
    }


def answer_text(answer: Any) -> str:
    """The answer's text, from any of the resume shapes the payload's docstring lists."""
    if isinstance(answer, dict):
        if "decisions" in answer:
            return " ".join(answer_text(d) for d in answer["decisions"] or []).strip()
        if "edited_action" in answer:
            return answer_text((answer["edited_action"] or {}).get("args") or {})
        for key in ("answer", "message", "content", "text", "args"):
            if answer.get(key):
                return answer_text(answer[key])
        return ""
    if isinstance(answer, list):
        return " ".join(answer_text(item) for item in answer).strip()
    if hasattr(answer, "content"):
        return message_text(answer)
    return str(answer or "").strip()


EMPTY_ANSWER = "your answer was empty"  # said before the question again (``question_text``'s notes)
_ANSWER_KEYS = frozenset({"answer", "message", "content", "text", "args", "decisions", "edited_action"})
_RESUME_KEYS = _ANSWER_KEYS | {"type", "role", "id", "name"}  # and a decision's or a message's own keys
_DECLINED = frozenset({"reject", "ignore", "resolve"})  # Agent Chat UI's decisions that answer nothing: they cancel the question
_RESUME = ('resume with the answer\'s text, {"answer": "..."}, or {"decisions": [{"type": "edit", "edited_action": '
           '{"name": "answer", "args": {"answer": "..."}}}]}')


def check_answer(answer: Any) -> None:
    """A resume value the question can be answered from (``graphs.guard`` runs this before the thread resumes).

    Without it an answer of another shape (``{"answr": "4"}``, ``None``, ``true``) read as no answer, and the
    thread asked the same question again as if the user had said nothing. An empty answer of a readable shape
    (Submit on the card's empty field) is a user's action, not a malformed call: it is let through, and ``ask``
    asks again with the reason.
    """
    unreadable = not isinstance(answer, (str, int, float, dict, list)) and not hasattr(answer, "content")
    if answer is None or isinstance(answer, bool) or unreadable:
        raise GraphInputError(f"resume: cannot read an answer from {type(answer).__name__} {answer!r}; {_RESUME}")
    if isinstance(answer, list) and any(isinstance(item, list) for item in answer):  # [[["4"]]]: no shape a client sends
        raise GraphInputError(f"resume: a list of answers holds a list; {_RESUME}")
    if isinstance(answer, dict) and not set(answer) & _ANSWER_KEYS and answer.get("type") not in _DECLINED:
        raise GraphInputError(f"resume: no answer in the key(s) {', '.join(sorted(map(str, answer)))}; {_RESUME}")
    if isinstance(answer, dict) and set(map(str, answer)) - _RESUME_KEYS:  # {"answer": "4", "budget": "$900"}: read "4" only
        unknown = ", ".join(sorted(set(map(str, answer)) - _RESUME_KEYS))
        raise GraphInputError(f"resume: unknown key(s) {unknown} beside the answer would be dropped; {_RESUME}")
    if isinstance(answer, dict) and "decisions" in answer and not (
            isinstance(answer["decisions"], list) and all(isinstance(d, dict) for d in answer["decisions"])):
        # a string would be read character by character ({"decisions": "Seattle"} answered "S e a t t l e")
        raise GraphInputError(f"resume: decisions must be a list of decision objects, got {type(answer['decisions']).__name__}; {_RESUME}")
    try:
        text = answer_text(answer)
    except (TypeError, AttributeError):  # e.g. "decisions": 5, "edited_action": "x"
        raise GraphInputError(f"resume: cannot read an answer from {answer!r}; {_RESUME}") from None
    if len(text) > MAX_QUERY_CHARS:
        raise GraphInputError(f"resume: the answer is {len(text):,} characters long; at most {MAX_QUERY_CHARS:,}")


def _declined(answer: Any) -> bool:
    """A reject/ignore decision (Agent Chat UI's), given alone or in ``decisions``."""
    if isinstance(answer, dict):
        return answer.get("type") in _DECLINED or any(_declined(d) for d in answer.get("decisions") or [])
    return isinstance(answer, list) and bool(answer) and all(_declined(item) for item in answer)


def ask(state: ChatState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    missing = state.get("missing") or []
    answer = interrupt(question_payload(state.get("draft"), missing, state.get("notes")))
    text = answer_text(answer)  # whatever the user typed, in the edit field or as a reject's reason, is the answer
    intent = classify(text) if text else None
    said = [HumanMessage(text)] if text else []  # only what the user typed: never a message they did not send
    if (_declined(answer) and not text) or (intent is not None and intent.kind == "cancel"):  # reject, resolve, "never mind"
        return {"messages": said, **handoffs_cleared(), "answer": cancel_answer(True, bool(state.get("trip"))),
                "draft": None, "missing": [], "problems": [], "notes": []}
    if not text:  # Submit on the empty card: asked again with the reason, as for an answer that cannot be used
        return {**handoffs_cleared(), "notes": [EMPTY_ANSWER]}
    language = foreign_language(text) if intent is None or intent.kind != "small_talk" else None
    if language is not None:  # "dos personas": never half-read as English; asked again, keeping what is understood
        return {"messages": said, **handoffs_cleared(), "notes": [unread_answer(language)]}
    answered = decided(text, state) if WISHES in missing else None
    if answered is not None:  # "yes" to "plan without it?" (``wishes``); "no" asks again
        return {"messages": said, **handoffs_cleared(), **answered}
    sandbox = resources_of(settings_of(runtime)).sandbox
    result = understand_message(text, sandbox, state.get("trip"), state.get("draft"), missing)
    return {
        "messages": [HumanMessage(text)],
        "draft": result.draft,
        "missing": result.missing,
        "problems": result.problems,
        "notes": result.notes,
        "edit": result.edit,
        **result.resumed,
        **handoffs_cleared(),  # a direct answer given while the question was open is said (``question``): not again
    }
