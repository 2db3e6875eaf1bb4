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
from himap_travel.domain.parsing.places import find_mentions, gazetteer_for
from himap_travel.domain.parsing.text import normalize
from himap_travel.nodes.chat.answers import direct_answer
from himap_travel.nodes.chat.intent import classify, is_question
from himap_travel.state.chat_state import MessageReading

_ASKING = r"(?=(?:what|what's|whats|how|where|when|why|which|is|are|do|does|will|would|can|could|any|tell\s+me|show\s+me)\b)"
_PARTS = re.compile(rf"(?<=[?!.;])\s+|,?\s+(?:and|also|plus|oh\s+and|btw|by\s+the\s+way)\s+{_ASKING}|,\s*{_ASKING}|\s+[-–—]+\s+",
                    re.IGNORECASE)


def asked_along(text: str, sandbox: Any) -> tuple[list[MessageReading], str] | None:
    """The questions said along with something else (or with another question), and that something else (empty for
    questions alone); None when the message is neither."""
    parts = [part.strip() for part in _PARTS.split(text) if part.strip(" ,.;!-")]
    if len(parts) < 2:
        return None
    readings = [_asked(part, sandbox) for part in parts]
    asks = [reading for reading in readings if reading is not None]
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


def answers_along(asked: list[dict[str, Any]], state: dict[str, Any], sandbox: Any) -> list[str]:
    """The answers to the questions said along with the change, from the state after it (the new plan)."""
    return [direct_answer(MessageReading.model_validate(reading), state, sandbox) for reading in asked]
