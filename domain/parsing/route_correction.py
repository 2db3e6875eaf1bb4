"""A route taken back and written again ("Denver to Las Vegas? no wait, Las Vegas to Denver"): the places said after
the correction word replace those before (``corrected``); ``CORRECTION`` is the one pattern of those words, shared
with the budget's reader.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.place_mentions import Mention
from himap_travel.domain.parsing.unknown_places import CLAUSE_OPEN
from himap_travel.domain.text.lazy_regex import lazy_compile

# Words that take back what was just written ("Denver to Las Vegas? no wait, Las Vegas to Denver"): the places said
# after them replace those said before. Only words that say nothing else ("actually" and "rather" often do not correct).
# ("Billings to Bozeman? no: Billings to Denver", "Boston to Portland? nah, Boston to New York": a question answered "no";
# "actually no, X to Y": "actually" taking back with a bare "no")
CORRECTION = lazy_compile(r"\b(?:no,?\s+wait|wait,?\s+no|scratch\s+that|i\s+mean(?:t)?|oops)\b|\bcorrection\s*:"
                          r"|\?\s*(?:no|nah|nope)\s*[,:;!–—-]"
                          # ("..., $1,600, actually no, Santa Maria to Phoenix": "actually" with a bare "no" after it)
                          r"|\bactually,?\s+no\s*[,:;!–—-]", re.IGNORECASE)


def corrected(text: str, mentions: list[Mention], warnings: list[str], problems: list[str],
              taken_back: list[tuple[int, int]] | None = None) -> list[Mention]:
    """The place mentions once a correction is applied: after the last correction word that has places on both sides,
    a whole route (two places or more) replaces the places before it, said in a warning; a single place is asked about
    (which of the two it replaces is not written; a state for the one state before it is, ``_state_taken_back``), never
    read silently as one more place. The route replaced, from
    its clause's start to its last place, is added to ``taken_back``: its words are read (replaced), so a name
    misspelt in it ("Austn to La Crosse? no - Austin to La Crosse") is never named as a wish not understood."""
    last = _last_correction(text, mentions)
    if last is None:
        return mentions
    after = [m for m in mentions if m.start >= last.end()]
    named_after = {m.city or m.state for m in after}
    if len(named_after) < 2 and named_after <= {m.city or m.state for m in mentions if m.end <= last.start()}:
        return mentions  # one place already said: no correction ("I mean, who doesn't love Denver?")
    if len(named_after) < 2 and _state_for_state(mentions, last.start(), after) is not None:
        return mentions  # a state for the state: ``taken_back_at_once`` writes the one taken back over
    if len(named_after) < 2:
        problems.append(f"{last.group(0)!r} corrects the places before it with {after[0].text!r} alone: name the whole route again")
        return mentions
    warnings.append(f"read the route written after {last.group(0)!r}: " + " to ".join(m.text for m in after))
    if taken_back is not None:
        opened = [m.end() for m in CLAUSE_OPEN.finditer(text, 0, mentions[0].start)]
        taken_back.append((opened[-1] if opened else 0, max(m.end for m in mentions if m.end <= last.start())))
    return after


def _last_correction(text: str, mentions: list[Mention]) -> re.Match[str] | None:
    """The last correction word with places on both sides of it, or None."""
    if not mentions:
        return None
    first_end, last_start = min(m.end for m in mentions), max(m.start for m in mentions)
    last = None
    for word in CORRECTION.finditer(text):
        if first_end <= word.start() and last_start >= word.end():
            last = word
    return last


def _state_for_state(mentions: list[Mention], at: int, after: list[Mention]) -> Mention | None:
    """The one state said before a correction at ``at`` that the one state said after it replaces ("2 cities in Oklahoma...
    scratch that, 2 cities in Colorado"): a state is only ever the destination (a trip starts in a city), so which
    place it corrects is written; None when either side is a city or several states are said before."""
    before = [m for m in mentions if m.end <= at]
    states = [m for m in before if m.state and not m.city]
    if len(after) != 1 or after[0].city or not after[0].state or len(states) != 1:
        return None
    return states[0]


def _state_taken_back(text: str, mentions: list[Mention], warnings: list[str]) -> tuple[str, list[Mention]]:
    """The text with a state a correction takes back for another (``_state_for_state``) written over with spaces up to
    the new state, so the route reads as if it had never been written ("Amarillo to 2 cities in              Colorado")."""
    last = _last_correction(text, mentions)
    after = [m for m in mentions if last is not None and m.start >= last.end()]
    state = _state_for_state(mentions, last.start(), after) if last is not None else None
    if last is None or state is None:
        return text, mentions
    warnings.append(f"read {after[0].text!r} in place of {state.text!r}, which {last.group(0)!r} takes back")
    start = after[0].start
    return text[:state.start] + " " * (start - state.start) + text[start:], [m for m in mentions if m is not state]


# A place taken back at once by the next one ("Seattle to Reno, er, Las Vegas", "From Denver, no, from Colorado Springs
# to ...", "Birmingham? no, I'm in Atlanta"): a word that takes back, set apart by marks, and right after it the next
# place (or its cue: "from", "to", "in", "I'm in").
_AT_ONCE = lazy_compile(r"[\s?!.,\u2026]*\b(?:no|er|erm|um|uh|sorry|oops)\s*[,:;!.\u2026\u2013\u2014-]+\s*", re.IGNORECASE)
_CUE_ONLY = lazy_compile(r"(?:(?:from|to|in|i['’]?m\s+in|we['’]?re\s+in|i\s+am\s+in|we\s+are\s+in)\s+)?", re.IGNORECASE)


def taken_back_at_once(text: str, mentions: list[Mention], warnings: list[str]) -> tuple[str, list[Mention]]:
    """The text with each place taken back at once written over with spaces (with the words that take it back), and the
    mentions left, each replacement said in a warning: the roles are then read as if the place had never been written."""
    text, mentions = _state_taken_back(text, mentions, warnings)
    kept: list[Mention] = []
    for at, mention in enumerate(mentions):
        after = mentions[at + 1] if at + 1 < len(mentions) else None
        said = _AT_ONCE.match(text, mention.end) if after is not None else None
        if after is None or said is None or said.end() > after.start or not _CUE_ONLY.fullmatch(text, said.end(), after.start):
            kept.append(mention)
            continue
        start, word = mention.start, said.group(0).strip(" ,.")
        if _route_again(text, kept, mention, mentions[at + 1:]):
            start = kept.pop().start  # the whole route taken back ("Denver to Omaha, no, Omaha to Denver")
            warnings.append(f"read the route written after {word!r}: {after.text} to {mentions[at + 2].text}")
        else:
            warnings.append(f"read {after.text!r} in place of {mention.text!r}, which {word!r} takes back")
        text = text[:start] + " " * (said.end() - start) + text[said.end():]
    return text, kept


# A route's link between two places ("Denver to Omaha", "Denver -> Omaha")
_LINK = lazy_compile(r"\s*(?:to|->|=>|\u2192)\s*", re.IGNORECASE)


def _route_again(text: str, kept: list[Mention], mention: Mention, rest: list[Mention]) -> bool:
    """Whether the place taken back ends a route ("Denver to Omaha") and the words after the take-back open a whole
    route again ("no, Omaha to Denver"): then the route before is taken back whole, not its last place alone (which
    read "Denver to Omaha to Denver", the origin left as written)."""
    return bool(kept) and len(rest) >= 2 and _LINK.fullmatch(text, kept[-1].end, mention.start) is not None \
        and _LINK.fullmatch(text, rest[0].end, rest[1].start) is not None
