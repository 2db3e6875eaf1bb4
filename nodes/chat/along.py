"""A question said along with a change ("make it $2,500, and how much is day 2?", "no flights - what's the weather
like?"): the change is applied and the question answered after it, neither part dropped.

A message is cut into parts at sentence ends and before a question word after "and", a comma or a dash. The
parts ``intent.classify`` reads as a question about the plan or a question out of scope are answered (``asked_too``
in the state, answered by ``reply`` from the new plan); the rest is read as the message. Only on a thread that has a
trip, for questions that name no place or date (a request is often worded as one), and only when the rest is a change
of the trip (``understand`` falls back to the whole message otherwise): "how much is day 2? thanks" is one question.
Two questions and nothing else ("how much is day 1 and where do we stay?") are both answered.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.parsing.dates import find_dates
from himap_travel.domain.parsing.gazetteer import gazetteer_for
from himap_travel.domain.parsing.place_mentions import find_mentions
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION
from himap_travel.nodes.chat.answers import QUESTION_WORDS, cannot_do, direct_answer
from himap_travel.nodes.chat.hypothetical import compares_a_change
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_questions import is_question, proposes
from himap_travel.nodes.chat.not_applied import CANNOT_APPLY, CANNOT_TELL, unknowable_asked
from himap_travel.nodes.chat.wishes import consent
from himap_travel.state.chat_state import MessageReading, OutOfScope

# What the chat cannot do for a trip (book it, insure it, rent its car): said beside a change or a new request ("3 of us,
# and book it all"), the part is named first in the reply and the rest of the message read without it, never planned
# past as if done.
ASKED = "asked"  # the words of a question said along with a change, kept beside its reading in ``asked_too``
SERVICES: frozenset[OutOfScope] = frozenset({"booking and payment", "insurance", "car rental", "sending"})
_CLAUSE_ENDS = lazy_compile(r"(\s*[,;]\s*(?:and|plus|also|then)?\s+|\s+(?:and|plus|also)\s+|(?<=[.!?])\s+|\s+[-–—]+\s+)",
                            re.IGNORECASE)

# (a question word run into its verb too: "9 of us now, hows the budget look"; the verb left out: "5 of us now, still
# under budget?")
_ASKING = (r"(?=(?:what|what's|whats|how|how's|hows|where|where's|wheres|when|when's|whens|why|which|is|are|do|does|will"
           r"|would|can|could|any|tell\s+me|show\s+me|still(?=[^,;.!?]*\?\s*$))\b)")
# (a full stop after an abbreviation ends no part: "when do we get home to st. petersburg")
_PARTS = lazy_compile(rf"(?<=[?!;])\s+|{NOT_AFTER_ABBREVIATION}\.+\s+|,?\s+(?:and|&|n|also|plus|oh\s+and|btw|by\s+the\s+way)\s+{_ASKING}"
                      rf"|,\s*(?:then\s+|so\s+)?{_ASKING}|\s+[-–—]+\s+",
                      re.IGNORECASE)


def asked_along(text: str, sandbox: Any) -> tuple[list[dict[str, Any]], str] | None:
    """The questions said along with something else (or with another question), as ``asked_too`` keeps them (each
    reading with its words, ``ASKED``), and that something else (empty for questions alone); None when the message is
    neither."""
    parts = [part.strip() for part in _PARTS.split(text) if part.strip(" ,.;!-")]
    if len(parts) < 2 or compares_a_change(text):  # "X instead, would that be less expensive?": one thing asked
        return None
    readings = [_asked(part, sandbox) for part in parts]
    asks = [{**reading.model_dump(), ASKED: part} for part, reading in zip(parts, readings, strict=True) if reading is not None]
    rest = " ".join(part for part, reading in zip(parts, readings, strict=True) if reading is None)
    return (asks, rest) if asks and (rest or len(asks) > 1) else None


def _asked(part: str, sandbox: Any) -> MessageReading | None:
    """The part's question; None for any other part, and for a question that names a place or a date ("Could you plan
    a trip to Reno on March 14?" is a request, "what's the weather in Denver?" may be one too)."""
    reading = classify(part)
    if reading is None or reading.kind not in ("question", "out_of_scope") or not is_question(part):
        return None
    text = normalize(part)
    return None if find_dates(text)[1] or find_mentions(text, gazetteer_for(sandbox), []) else reading


_DO_IT = lazy_compile(r"\b(?:book|reserve|pay|cancel|refund\w*|insurance|rent|sort|get|arrange|buy|purchase|handle|organi[sz]e"
                      r"|e-?mail|text|send|forward|share|print|export"
                      r"|take\s+care)\b", re.IGNORECASE)  # asked to be done ("we have tickets for a show" asks nothing)


def services_said(text: str) -> tuple[list[MessageReading], str] | None:
    """The parts of the message asking for what the chat cannot do (``SERVICES``), and the message without them; None
    when there are none, or nothing else was said ("looks great, please book it" is answered as a whole)."""
    pieces = _CLAUSE_ENDS.split(text)  # clause, separator, clause, ...
    if len(pieces) < 3:
        return None
    # only a clause asking for something done is classified (issue 44: classifying every clause was 3% of a turn)
    readings = [classify(piece) if i % 2 == 0 and _DO_IT.search(piece) and not re.search(r"[\d$]", piece) else None
                for i, piece in enumerate(pieces)]  # "we'd pay up to $200 a night": a wish
    services = [i for i, r in enumerate(readings) if r is not None and r.kind == "out_of_scope" and r.subject in SERVICES]
    if not services:
        return None
    dropped = {j for i in services for j in (i, i - 1 if i else i + 1)}
    rest = "".join(piece for i, piece in enumerate(pieces) if i not in dropped).strip(" ,;-")
    kept = classify(rest) if rest else None
    if not rest or consent(rest) == "yes" or (kept is not None and kept.kind in ("small_talk", "out_of_scope")):
        return None  # ("go ahead and book the flights": a yes to the booking alone, answered as a whole)
    return [r for i, r in enumerate(readings) if i in services and r is not None], rest


def services_first(state: dict[str, Any]) -> str:
    """What the chat cannot do of this turn's message (``services_said``), said before the rest of the reply."""
    said = [MessageReading.model_validate(r) for r in state.get("asked_too") or []]
    lines = [cannot_do(r.subject) for r in said if r.kind == "out_of_scope" and r.subject in SERVICES]
    return "".join(f"{line}\n\n" for line in dict.fromkeys(lines))


def answers_along(asked: list[dict[str, Any]], state: dict[str, Any], sandbox: Any) -> list[str]:
    """The answers to the questions said along with the change, from the state after it (the new plan); a question the
    data cannot answer ("and does the hotel have a pool?") says so first, never the stays alone as if they answered it;
    each is answered on its own words (``ASKED``), never the whole message's ("make it 4 days and whats the cheapest
    hotel there?" asks no day)."""
    answers = []
    for said in asked:
        reading = MessageReading.model_validate(said)
        if reading.kind == "out_of_scope" and reading.subject in SERVICES:
            continue
        words = str(said.get(ASKED) or "")
        cannot = unknowable_asked(words, reading, sandbox)
        answer = direct_answer(reading, {**state, QUESTION_WORDS: words} if words else state, sandbox)
        # ("can we get the earliest flight out?" proposes: a wish the plan cannot keep, never a question it cannot answer)
        answers.append(f"{CANNOT_APPLY if proposes(words) else CANNOT_TELL}: {cannot}.\n\n{answer}" if cannot else answer)
    return list(dict.fromkeys(answers))  # ("why is that hotel so cheap, is it any good?": the stays said once)



