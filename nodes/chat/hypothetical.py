"""A change wondered about, not asked for ("hypothetically, could we do a week?", "just curious, how much would a nicer
hotel be", "would it cost much more with 3 people?", "no changes, just asking: how much would 3 days cost?"): nothing
is changed, and the reply says how to see it (issue 39: talk must never re-plan).

The trip parser reads the change in such a message (a week, 3 people, a nicer hotel) and the chat re-planned for it;
the person only asked. What another plan would cost is known only by planning it, so the reply says the plan is
unchanged and that saying the change plans it (and "undo" brings this plan back). A message that asks outright
("make it 3 people", "can we do a week?", "what if we did 3 days instead") is no hypothetical: it is read as ever.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.reading_turn import Turn

# A mark that the message only wonders: said as a lead or an aside ("hypothetically", "in theory", "just curious",
# "not changing anything, but", "no changes, just asking")
_WONDERS = lazy_compile(
    r"\b(?:hypothetically|theoretically|in\s+theory|just\s+(?:curious|asking|wondering)|out\s+of\s+curiosity"
    r"|(?:i'?m\s+)?(?:just\s+)?curious(?=\s*[,:]|\s+(?:how|what|if|whether|would|is))"
    r"|not\s+(?:changing|asking\s+(?:you\s+)?to\s+change)\s+(?:anything|it|that|a\s+thing)|no\s+changes?(?=\s*[,:;.!-])|don'?t\s+change\s+anything"
    r"|imagine\s+if|(?:i'?m\s+|just\s+)?wondering\s+(?:if|whether)|i\s+wonder\s+(?:if|whether)|out\s+of\s+interest)\b",
    re.IGNORECASE)
# ... or the form of a question about another plan ("would it cost much more with 3 people?", "how much would a nicer
# hotel be", "would a bigger budget get us a better hotel?", "if we had an extra day what would you add")
_OTHER_PLAN = lazy_compile(
    r"\bwould\s+(?:it|that|this|the\s+(?:trip|plan|total))\s+cost\b|\bhow\s+much\s+(?:more\s+|less\s+)?would\b"
    r"|\bwould\s+an?\s+(?:\w+\s+){1,2}get\s+(?:us|me)\b|\bif\s+we\s+had\b[^?]*\b(?:what\s+would|would\s+(?:you|u|it|that|we))\b"
    # what another plan would have been ("would driving have been cheaper", "would've been cheaper")
    r"|\bwould(?:'ve|\s+have)\s+been\s+(?:(?:way|much|a\s+lot|any)\s+)?(?:cheaper|nicer|better|pricier)\b"
    r"|\bwhat\s+would\s+(?:happen|you\s+(?:add|change|do))\s+if\b"
    # whether the budget would pay for another plan ("could we afford 4 star hotels with what's left?")
    r"|\b(?:could|can|would)\s+(?:we|i|you)\s+(?:still\s+)?afford\b"
    # "would driving there be cheaper?", "would 3 days cost way more?": another plan's cost compared
    r"|\bwould\s+(?:\w+\s+){1,5}?(?:be|cost)\s+(?:way\s+|much\s+|a\s+lot\s+|any\s+)?(?:cheaper|more|less|pricier)\b",
    re.IGNORECASE)
# ... or whether a cheaper part exists ("is there a cheaper flight on day 1?", "would a cheaper flight exist on the way
# back?", "could the dinner be cheaper?"): known only by planning it, never re-planned for by the asking
# ... a part of the plan by its own word (the whole trip, "is there a cheaper way", asks for a cheaper plan: applied)
_PART = r"(?:flights?|hotels?|stays?|rooms?|place\s+to\s+stay|dinners?|lunch(?:es)?|breakfasts?|meals?|restaurants?|taxis?|rides?)"
_CHEAPER_ASKED = lazy_compile(
    rf"\b(?:is|are)\s+there\s+(?:an?\s+|any\s+)?(?:\w+\s+)?(?:cheaper|less\s+expensive)\s+(?P<part>{_PART})\b"
    rf"|\bwould\s+(?:an?\s+|any\s+)?(?:cheaper|less\s+expensive)\s+(?P<part2>{_PART})\s+(?:exist|be\s+(?:there|available))\b"
    rf"|\b(?:could|can|would)\s+(?:the|our)\s+(?P<part3>{_PART})(?:\s+[a-z0-9]+){{0,3}}\s+be\s+cheaper\b", re.IGNORECASE)
CHEAPER_ANSWER = ("I haven't changed anything: your plan is as it was. I can only tell whether a cheaper {part} exists by "
                  "planning it, so if you'd like to see it, say \"make it cheaper\" (or \"cheaper hotel\" for the stays) "
                  "and I'll plan it; \"undo\" then brings this plan back.")
# Words that ask outright: never a hypothetical
# ... but a comparison asked of the change ("what if we went to Tucson instead, would it be cheaper?", "Tampa instead?
# cheaper?") wonders whatever "instead" says: it asks what the change would do, never for it
_COMPARISON_ASKED = lazy_compile(
    r"\bwould\s+(?:it|that|this|the\s+(?:trip|plan|total))\s+be\s+(?:(?:a\s+lot|much|way|any)\s+)?"
    r"(?:cheaper|pricier|costlier|(?:more|less)\s+expensive)\b"
    # ("Tampa instead? cheaper?": the change said first; a bare "cheaper?" or "pricey... cheaper?" asks for a cheaper plan)
    r"|\binstead\W+(?:is\s+it\s+|would\s+it\s+be\s+)?(?:any\s+)?(?:cheaper|pricier)\s*\?", re.IGNORECASE)
_ASKS_OUTRIGHT = lazy_compile(r"\b(?:make\s+it|change\s+(?:it|the)|switch\s+to|please|pls|plz|let'?s|go\s+ahead|do\s+it"
                              r"|instead)\b", re.IGNORECASE)

ANSWER = ("I haven't changed anything: your plan is as it was. I can only tell what another plan would cost by planning "
          "it, so if you'd like to see it, say the change (\"make it 3 people\", \"nicer hotels\") and I'll plan it; "
          "\"undo\" then brings this plan back.")


# ... of which only the plainest outweigh a mark of wondering ("in theory could we drive instead": still wondered)
_ASKS_PLAINLY = lazy_compile(r"\b(?:make\s+it|please|pls|plz|go\s+ahead|do\s+it)\b", re.IGNORECASE)


def compares_a_change(text: str) -> bool:
    """Whether ``text`` only asks what a change would cost ("X instead, would that be less expensive?"): one message,
    read whole, never its comparison answered apart as a question of the plan's cost (``along``)."""
    return _COMPARISON_ASKED.search(text) is not None and wondered(text)  # ("make it $1,600, and would that be cheaper?": two)


def wondered(text: str) -> bool:
    """Whether ``text`` only wonders about a change (the module's note)."""
    if _WONDERS.search(text) or _COMPARISON_ASKED.search(text):
        return not _ASKS_PLAINLY.search(text)
    return bool(_OTHER_PLAN.search(text) or _CHEAPER_ASKED.search(text)) and not _ASKS_OUTRIGHT.search(text)


# A trip with no plan yet (no plan could meet it) wondered about: the trip is kept all the same (a question never changes
# it: "would it be cheaper if we left a day later?" moved the dates of a trip no plan could meet)
NO_PLAN_ANSWER = ("I haven't changed anything: your trip is as it was. I can only tell what another trip would cost by "
                  "planning it, so if you'd like to see it, say the change (\"move it a day later\", \"make it 3 "
                  "people\") and I'll plan it.")


def answer(text: str, has_plan: bool, planless: bool = False) -> str | None:
    """The reply to a change wondered about on a trip with a plan (``planless``: or on a trip with none yet, answered
    ``NO_PLAN_ANSWER``); None for any other message."""
    if not wondered(text):
        return None
    if not has_plan:
        return NO_PLAN_ANSWER if planless else None
    cheaper = _CHEAPER_ASKED.search(text)
    part = next((p for p in cheaper.group("part", "part2", "part3") if p), None) if cheaper else None
    return CHEAPER_ANSWER.format(part=part.lower()) if part else ANSWER + _compared_to(text)


def _compared_to(text: str) -> str:
    """The other plan a comparison names, said back ("what if we flew instead, would that be cheaper?": "no
    self-driving", as ``wish_unwrapped`` reads it), so the person sees what was understood; "" when the comparison names
    nothing before it."""
    found = _COMPARISON_ASKED.search(text)
    other = text[:found.start()].strip(" ,;?!.-–—") if found else ""
    return f"\n\nThe change you asked about: {other}." if len(other.split()) >= 2 else ""


def wondered_preference(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a preference only wondered about ("just
    curious, how much would a nicer hotel be") is answered, never re-planned for."""
    intent = turn.intent
    if not turn.editing or intent is None or intent.kind != "preference":
        return None
    said = answer(turn.text, bool(turn.plan))
    return {"answer": said, "problems": []} if said is not None else None


# Part of the party wondered away ("what if half of us stay home", "what if a couple of us skip it"): read as a wish
# taken back ("couldn't find 'what if half of us' among your wishes"), it asks what a smaller party would cost
_PARTY_WONDERED = lazy_compile(r"^\W*(?:(?:hmm+|ok(?:ay)?|so|and|but)\W+)*what\s+if\s+(?:only\s+)?(?:half|some|one|two|three"
                               r"|a\s+few|a\s+couple|most)\s+of\s+us\b(?![^?]*\b(?:make\s+it|please|pls)\b)", re.IGNORECASE)


def wondered_party(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: part of the party wondered away is answered (``ANSWER``), the trip kept."""
    if not turn.editing or not turn.state.get("trip") or not _PARTY_WONDERED.search(turn.text):
        return None
    return {"answer": ANSWER, "problems": []}


def wondered_change(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """A step after the trip parser (``understand._AFTER_PARSING``): a change of the trip only wondered about
    ("hypothetically, could we do a week?") is answered, the trip kept; any other reading goes on."""
    trip = turn.state.get("trip")
    # a reading refused ("out of curiosity, could we fly from jfk?": "curiosity" is no origin) is still only wondered
    refused_wonder = bool(result.problems) and _WONDERS.search(turn.text) is not None
    if not turn.editing or not trip or not (refused_wonder or (not result.problems and changes(trip, result.draft))):
        return result
    said = answer(turn.text, bool(turn.plan), planless=True)
    if said is None:
        return result
    # the change read, named, so the person sees what was understood ("destination: Tallahassee → Panama City")
    asked = [] if result.problems else changes(trip, result.draft)
    if asked:
        said = said.split("\n\nThe change you asked about:")[0] + f"\n\nThe change you asked about: {'; '.join(asked)}."
    return {"answer": said, "problems": []}


__all__ = ["ANSWER", "NO_PLAN_ANSWER", "answer", "compares_a_change",
           "wondered", "wondered_change", "wondered_party", "wondered_preference"]
