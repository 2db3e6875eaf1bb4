"""A question about the plan's stays' house rules ("is the hotel pet friendly?", "can we smoke at the place?"): answered
from the data's house rules of each stay of the plan, never read as a new rule (a question asks, it changes nothing).

Only a yes/no question that names a stay and one of the house rules TravelPlanner knows (``HouseRule``) is answered
here; a wish said as a statement ("we're bringing our dog") stays an edit, read by the trip parser.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.house_rule import allows
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.room_asked import room_answer
from himap_travel.nodes.chat.venue_asked import place_named
from himap_travel.state.chat_state import ChatState

_YES_NO = lazy_compile(r"^\W*(?:(?:so|and|also|oh|hey|wait|hmm+|um+|btw|ok(?:ay)?|quick\s+question)\W+)*(?:is|are|r|can|could"
                       r"|does|do|will|would|may"
                       r"|isn['’]?t|aren['’]?t)\b[^?]*(?:\?|$)", re.IGNORECASE)  # the mark may be left out
# A request worded as a question asks a change ("can you find a place that allows pets?", "could we get a hotel that
# allows smoking?", "can we have a pet friendly place?"): an edit, never answered here
_ASKS_A_CHANGE = lazy_compile(r"\b(?:(?:can|could|would|will)\s+(?:you|u)|(?:can|could|may)\s+(?:we|i)\s+(?:please\s+)?have"
                              r"|make|find|change|book|get|switch|add|pick|choose"
                              r"|look\s+for|swap|move|need|want|only)\b|\$|\d", re.IGNORECASE)
# The question asks a permission ("allowed", "ok with", "pet friendly", "can we smoke"), never a thing the stay has
# ("is there a pool? the kids will ask", "does the hotel have a yard for the dog?", "is there a pet fee?")
_PERMITS = lazy_compile(r"\b(?:allow\w*|permit\w*|ok(?:ay)?|fine|friendly|welcome\w*|accept\w*|takes?|(?:can|could|may)\s+(?:we|i)"
                        r"|lets?\s+(?:us|me)"
                        # who may come along ("can the dog come to the room", "may our kids stay there")
                        r"|(?:can|could|may)\s+(?:the|our|my)\s+(?:dogs?|cats?|pets?|pupp(?:y|ies)|kids?|children)\s+"
                        r"(?:come|stay|sleep|be))\b",
                        re.IGNORECASE)
# ... or the stay meant by "there", "it" or the pet brought along ("is smoking ok there?", "does it allow pets?", "can we
# bring the dog?" to a plan: asked of its stays; before a plan there is none, and the same words are a wish)
_STAY = lazy_compile(r"\b(?:hotels?|stays?|staying|place|accommodations?|airbnbs?|rooms?|apartment|house|lodging"
                     r"|rentals?|listing|there(?=\W*$)|(?:it|they)(?=\s+(?:allow|permit|accept|welcome|take)s?\b)"
                     r"|bring\s+(?:the|our|my)\s+(?:dogs?|cats?|pets?|pupp(?:y|ies))(?=\W*$))\b", re.IGNORECASE)
# The stay named as one already chosen ("the place", "our hotel"): asked of the plan's, never a wish
_THE_STAY = lazy_compile(r"\b(?:the|our|this|that)\s+(?:hotels?|stay|place|accommodation|airbnb|room|apartment|house|rental"
                         r"|listing)\b", re.IGNORECASE)
_RULES: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    ("pets", "pets", lazy_compile(r"\b(?:pets?|pet[\s-]friendly|dogs?|cats?|animals?)\b", re.IGNORECASE)),
    ("smoking", "smoking", lazy_compile(r"\bsmok(?:e|es|ing|er|ers)\b", re.IGNORECASE)),
    ("parties", "parties", lazy_compile(r"\bpart(?:y|ies)\b", re.IGNORECASE)),
    ("children under 10", "young children", lazy_compile(r"\b(?:kids?|child(?:ren)?|toddlers?|bab(?:y|ies))\b",
                                                      re.IGNORECASE)),
    ("visitors", "visitors", lazy_compile(r"\bvisitors?\b", re.IGNORECASE)),
)


def asked_rules(text: str, plan: list[dict[str, Any]] | None = None) -> list[tuple[str, str]]:
    """(rule, its words) for each house rule a yes/no question about a stay asks of ("is the hotel pet friendly?"; the
    plan's stay said by a word of its own name too: "is smoking allowed at the brownstone")."""
    named = place_named(text, plan or [])
    said_stay = _STAY.search(text) or (named is not None and named[0] == "stay")
    if not _YES_NO.match(text) or not said_stay or not _PERMITS.search(text) \
            or _ASKS_A_CHANGE.search(_A_DAY.sub(" ", text)):
        return []
    return [(rule, said) for rule, said, pattern in _RULES if pattern.search(text)]


# A day or night named ("is the hotel on day 1 ok with pets?"): its number asks nothing to be done (an amount would)
_A_DAY = lazy_compile(r"\b(?:day|night)\s*\d{1,2}\b|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+(?:day|night)\b", re.IGNORECASE)


# The rule meant by "that" ("we're bringing our cat" then "does the hotel allow that?"): the one the message before named
_THAT = lazy_compile(r"\b(?:that|this|it|them)\W*$", re.IGNORECASE)


def _rules_meant(text: str, state: ChatState) -> list[tuple[str, str]]:
    """The house rules a question asks of by "that": those the person's message before this one named."""
    said = [str(m.content) for m in state.get("messages") or [] if m.type == "human"]
    if len(said) < 2 or not _THAT.search(text) or not _YES_NO.match(text) or _ASKS_A_CHANGE.search(text):
        return []
    return [(rule, words) for rule, words, pattern in _RULES if pattern.search(said[-2])] \
        if _STAY.search(text) and _PERMITS.search(text) else []


# The stay's house rules asked for as a whole ("whats the house rules at the flat", "what are the rules of the place?"):
# each rule TravelPlanner knows, answered for every stay (the person's own rules, "what are my rules", are the trip's)
_ALL_RULES = lazy_compile(r"^\W*(?:(?:so|and|also|ok(?:ay)?|hmm+|btw)\W+)*(?:what|whats|what['’]s|wat|which|any|tell\s+me)\b"
                          r"[^?]*(?<!\bmy\s)(?<!\bour\s)\b(?:house\s+)?rules\b", re.IGNORECASE)


def _all_rules_asked(text: str) -> list[tuple[str, str]]:
    return [(rule, said) for rule, said, _pattern in _RULES] if _ALL_RULES.match(text) and _STAY.search(text) else []


def answer(text: str, state: ChatState, sandbox: Any) -> str | None:
    """The answer from the data for each stay of the plan, or None when the message asks no such question."""
    room = room_answer(text, state.get("plan"), sandbox)  # "is our stay on day 1 a private room?": yes or no
    if room is not None:
        return room
    plan = state.get("plan") or []
    asked = asked_rules(text, plan) or _rules_meant(text, state) or _all_rules_asked(text)
    stays = list(dict.fromkeys(str(d.get("accommodation")) for d in plan if str(d.get("accommodation") or "-").strip() != "-"))
    if asked and not stays and state.get("trip") and _THE_STAY.search(text):  # "does the place allow parties?" with no plan
        return (f"Your trip has no plan yet, so there is no stay to ask about, and nothing changed. To ask for a stay that "
                f"allows {asked[0][1]}, say it as a wish (\"we need a place that allows {asked[0][1]}\").")
    if not asked or not stays:
        return None
    lines: list[str] = []
    kept: list[bool] = []
    for entry in stays:
        name, _, city = entry.rpartition(",")
        row = next((a for a in sandbox.accommodations_in(city.strip()) if a.name == name.strip()), None)
        if row is None:
            lines.append(f"- {name.strip()}: the data has no house rules for it")
            continue
        kept.extend(allows(row, rule) for rule, _said in asked)
        verdicts = "; ".join(f"{said} {'allowed' if allows(row, rule) else 'not allowed'}" for rule, said in asked)
        lines.append(f"- {row.name} ({row.city}): {verdicts} (its house rules: {row.house_rules or 'none listed'})")
    rules = " and ".join(said for _, said in asked)
    # yes or no first, when the data answers it for every stay alike ("is the hotel ok with pets?": "No. ...")
    lead = "" if not kept or len(kept) < len(stays) * len(asked) else "Yes. " if all(kept) else "No. " if not any(kept) \
        else "Not at every stay. "
    lead = "" if _all_rules_asked(text) else lead  # every rule listed: no one yes or no
    return (f"{lead}About {rules} at the plan's stays, from the data:\n" + "\n".join(lines)
            + f"\n\nNothing changed. To make it a rule for every stay, say it as a wish (\"we need a place that allows "
            f"{asked[0][1]}\").")
