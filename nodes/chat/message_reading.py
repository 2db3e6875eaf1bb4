"""What a message asks for before the trip parser reads it: its intent (the rules', or the model's under the LLM policy,
with the rules as the fallback), read with the question before it ("and day 2?"), and the trip as the model reads it
(checked against the rules' reading). Its own module because it is where the LLM policy enters the chat's reading;
the rest of ``understand`` is rules only.
"""

from __future__ import annotations

import re
from typing import Any, Protocol, cast

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableLambda

from himap_travel.domain.parsing.agreement import checked_against_text
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_cues import RESTART
from himap_travel.nodes.chat.intent_follow_up import follow_up
from himap_travel.nodes.chat.intent_preference_edit import stated_as_rule
from himap_travel.nodes.chat.markdown import trip_lines, venue_name
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.resources import resources_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox
from himap_travel.state.chat_state import ChatState, MessageReading
from himap_travel.state.trip import TRIP_FIELDS, TripSpec, TripSpecError


class _MessageReader(Protocol):
    """What ``message_intent`` asks of the policy under ``policy="llm"``: a model's reading of a chat message."""

    def read_message(self, message: str, has_plan: bool) -> MessageReading: ...


def message_intent(text: str, state: ChatState, settings: PlannerSettings) -> MessageReading | None:
    """What the message asks for when it is not a request or an edit: the model's reading under the LLM policy
    (the rules' when the server fails), else the rules'. None sends the message to the trip parser."""
    asked_after = follow_up(text, _earlier_question(state))
    if asked_after is not None:  # "and the whole thing?" after "how much is day 1?": read with the question before it
        return asked_after
    if settings.policy != "llm":
        return classify(_venues_unnamed(_trip_unnamed(text, state), state))
    policy = cast(_MessageReader, resources_of(settings).policy)  # the LLM policy (``LLMPolicy.read_message``)

    def read(message: str) -> MessageReading:
        return policy.read_message(message, bool(state.get("plan")))

    try:  # "nostream": the model's own tokens are not chat messages
        reading = RunnableLambda(read).invoke(text, config={"tags": ["nostream"]})
    except ModelServerError:
        return classify(text)
    if reading.kind in ("request", "edit", "unknown") or stated_as_rule(reading.preference, text):
        return None  # (a flight-time wish with a bound is the hard rule the trip parser reads, as for the rules)
    return reading


def _trip_unnamed(text: str, state: ChatState) -> str:
    """The message with the trip called by its own places said as "the trip" ("cancel the savannah trip", "scrap our
    Newark to Savannah plan", "cancel the whole savannah thing"): the intents read the trip by its words, whatever
    place names it."""
    trip = state.get("trip") or {}
    places = "|".join(re.escape(p) for p in (trip.get("org"), trip.get("dest")) if p)
    if not places:
        return text
    named = (rf"\b((?:the|this|our|my|that)\s+(?:whole\s+|entire\s+)?)(?:(?:{places})\s+(?:to\s+)?)+"
             r"((?:trip|plan|vacation|holiday|itinerary|thing)\b)")
    text = re.sub(named, r"\1\2", text, flags=re.IGNORECASE)
    # the trip called off by its place alone, said last ("cancel dallas", "abort atlanta pls"): the trip, never the
    # city taken back ("forget dallas" may go on to another city, and is the trip parser's)
    alone = rf"\b(cancel|call\s+off|kill|abort)\s+(?:{places})(?=\W*(?:(?:pls|please|plz|thanks|thx)\W*)?$)"
    text = re.sub(alone, r"\1 the trip", text, flags=re.IGNORECASE)
    # ... and dropped beside a restart ("new trip pls, forget dallas"): the trip dropped, never a city taken back
    if re.search(RESTART, text, re.IGNORECASE):
        text = re.sub(rf"\b(forget|drop|scrap|ditch|skip)\s+(?:{places})\b", r"\1 it", text, flags=re.IGNORECASE)
    return text


# What a booking of the plan is, by the day's field it fills: its name said is read as that word ("why'd you pick
# Private Oasis" asks why the hotel; "private oasis sounds like a motel, anything better?" wants a nicer one)
_VENUE_WORDS = {"accommodation": "the hotel", "breakfast": "the restaurant", "lunch": "the restaurant",
                "dinner": "the restaurant"}


def _venues_unnamed(text: str, state: ChatState) -> str:
    """The message with the plan's stays and restaurants called by what they are (``_VENUE_WORDS``): the intents
    read "the hotel", never a name they cannot know."""
    names = {venue_name(day.get(field)).lower(): word for day in state.get("plan") or [] for field, word in _VENUE_WORDS.items()
             if str(day.get(field) or "-").strip() not in ("", "-")}
    for name, word in sorted(names.items(), key=lambda item: -len(item[0])):
        if len(name) >= 5:
            text = re.sub(rf"(?:\b(?:the|our|that|this)\s+)?\b{re.escape(name)}\b", word, text, flags=re.IGNORECASE)
    return text


_ONE = lazy_compile(r"\b(?:an?(?:other)?|some)\s+(?:[\w-]+\s+){0,2}?(one|ones)\b", re.IGNORECASE)


def one_as_stay(text: str, state: ChatState) -> str:
    """"find us a better-rated one" right after a question about the stay ("what's the rating of our hotel?"): "one"
    is the stay, so the message is read as said of the hotel (a nicer stay); else the text as it was."""
    found = _ONE.search(text)
    earlier = _earlier_question(state) if found is not None else None
    if found is None or earlier is None or earlier.kind != "question" or earlier.topic not in ("hotel", "stays"):
        return text
    said = text[:found.start(1)] + "hotel" + text[found.end(1):]
    reading = classify(said)
    return said if reading is not None and reading.kind == "preference" else text


def _earlier_question(state: ChatState) -> MessageReading | None:
    """The user's message before this one, read by the rules (a follow-up leans on it), when no question of the
    chat's is open (then the earlier message was the request it asks about)."""
    said = [m for m in state.get("messages") or [] if isinstance(m, HumanMessage)]
    if len(said) < 2 or (state.get("missing") and state.get("draft") is not None):
        return None
    return classify(message_text(said[-2]))


def model_reading(text: str, trip: dict[str, Any] | None, rules: Understanding, settings: PlannerSettings) -> Understanding:
    """The trip as the model reads it (the current trip given as context for an edit); the rules' reading if it fails."""
    prompt = text if trip is None else (
        "The current trip: " + "; ".join(trip_lines(trip)) + f".\nThe traveller now writes: {text}\n"
        "Fill in the whole trip as it is after this change."
    )
    policy, tools = resources_of(settings).policy, coordinator_toolbox(settings, "chat-extract")

    def extract(query: str) -> TripSpec:
        return policy.extract(query, tools)

    try:  # "nostream": the model's own tokens are not chat messages
        spec = RunnableLambda(extract).invoke(prompt, config={"tags": ["nostream"]})
        if trip is None:  # a new trip: the model's reading must agree with the rules' reading of the same text
            spec = checked_against_text(spec, text, resources_of(settings).sandbox)
    except (TripSpecError, ModelServerError) as error:  # a server that is down: the rules' reading, said so
        notes = [*rules.notes, f"the model could not read this ({error}); the rules did"]
        return Understanding(rules.draft, rules.missing, rules.problems, notes, rules.edit)
    draft = spec.as_trip()
    differ = _disagreements(trip, rules.draft, draft) if trip else []
    if differ:  # an edit the rules read is the rules' to make: the model's other reading is not planned
        note = f"the model read this otherwise ({', '.join(differ)}); the rules' reading is used"
        return Understanding(rules.draft, rules.missing, rules.problems, [*rules.notes, note], rules.edit)
    if "people_number" in rules.missing:
        draft["people_number"] = None
    notes = changes(trip, draft) if trip else []
    return Understanding(draft, [m for m in rules.missing if m == "people_number"], [], notes, rules.edit)


def _disagreements(trip: dict[str, Any], ruled: dict[str, Any], read: dict[str, Any]) -> list[str]:
    """The fields the rules' edit changed that the model's reading gives otherwise (cuisines in any order)."""
    def same(a: object, b: object) -> bool:
        if isinstance(a, dict) and isinstance(b, dict):
            return all(same(a.get(k), b.get(k)) for k in {*a, *b})
        if isinstance(a, list) and isinstance(b, list):
            return sorted(map(str, a)) == sorted(map(str, b))
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            return abs(a - b) < 0.005
        return a == b
    return [name for name in TRIP_FIELDS if not same(ruled.get(name), trip.get(name)) and not same(ruled.get(name), read.get(name))]
