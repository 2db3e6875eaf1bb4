"""A stay said unwanted, taken back by name (issue 39): "nvm, the harlem place is fine actually", "ok we can stay at
the fresh budget room after all".

A stay said unwanted is a rule the trip keeps ("avoid stays", ``place_banned``), so it stays out of every later plan
until the user takes it back. The take-back parser looks for the words among the wishes and does not know a stay's
name ("None of your wishes rules that out"); here a message that names a stay the trip avoids (its first two words,
as ``place_banned`` names a stay) and accepts it ("fine", "ok", "after all", "we can stay there") lifts that rule.
The plan is kept when it still meets every rule (a stay allowed again need not be picked again).
"""

from __future__ import annotations

import re
from typing import Any, cast

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.not_applied import update_of
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.undo import undo_last

_AVOID_STAYS = "avoid stays"
_ACCEPTED = lazy_compile(r"\b(?:fine|ok(?:ay)?|alright|after\s+all|is\s+good|not\s+(?:so\s+|that\s+)?bad|can\s+stay"
                         r"|allowed|back\s+in|put\s+it\s+back|bring\s+it\s+back)\b", re.IGNORECASE)
_REFUSED = lazy_compile(r"\b(?:not|never|don'?t|hate[sd]?|awful|gross)\b(?!\s+(?:so|that)\s+bad)", re.IGNORECASE)
# the stay said back by its first word and a word for a stay ("the harlem place is fine")
_STAY_WORD = r"\s+(?:place|hotel|one|room|stay|apartment|apt|house|home)\b"
_STOP = frozenset("the a an and of & at in on".split())


def _words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9']+", text.lower()) if w not in _STOP]


def _named(text: str, name: str) -> bool:
    """Whether ``text`` names the stay ``name``: its first two words, in order."""
    words, said = _words(name)[:2], " ".join(_words(text))
    return bool(words) and (re.search(rf"\b{re.escape(' '.join(words))}\b", said) is not None
                            or re.search(rf"\b{re.escape(words[0])}{_STAY_WORD}", said) is not None)


def stay_ban_lifted(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a stay the trip avoids, named and accepted
    again, taken off its stays to avoid; None for any other message."""
    trip = turn.state.get("trip") or {}
    local = trip.get("local_constraint") or {}
    avoided = list(local.get(_AVOID_STAYS) or [])
    if not turn.editing or not _ACCEPTED.search(turn.text):
        return None
    if not avoided:
        return _never_left(turn)
    named = [name for name in avoided if _named(turn.text, name)]
    lifted = named or _just_avoided(turn, avoided)
    if not lifted or _REFUSED.search(_without(turn.text, lifted)):
        return None
    if not named and _ban_alone(turn):
        # "no wait, that one was fine" right after the ban: that ban taken back, the stay back on its nights (an undo
        # only where the ban was all the last change did: one made beside it, "and make day 2 cheaper", stays)
        return undo_last(turn.state)
    kept = [name for name in avoided if name not in lifted]
    draft = {**trip, "local_constraint": {**local, _AVOID_STAYS: kept or None}}
    note = f"{' and '.join(lifted)} may be picked again (no longer kept out)"
    return update_of(Understanding(cast(Any, draft), [], notes=[*changes(trip, draft), note], edit=True))


_NOT_REPLACED = lazy_compile(r"\bI couldn't replace (?P<name>.+?): no other stay\b")
_POINTED = lazy_compile(r"^\W*(?:(?:no|nah|wait|actually|oh|hmm+|ok|okay|sorry)\W+)*(?:that(?:\s+one)?|it|the\s+(?:first|old|"
                        r"original)\s+one|the\s+(?:hotel|place|stay))\s+(?:was|is|'s)\s+(?:fine|ok(?:ay)?|good|alright)\b",
                        re.IGNORECASE)


def _never_left(turn: Turn) -> dict[str, Any] | None:
    """"no wait that one was fine" right after a stay said unwanted could not be replaced (no other stay kept the
    trip): the stay never left the plan, said so (never "didn't understand"); None for any other message."""
    replies = [str(m.content) for m in turn.state.get("messages") or [] if m.type == "ai"]
    kept = _NOT_REPLACED.search(replies[-1]) if replies else None
    if kept is None or not _POINTED.match(turn.text):
        return None
    return {"answer": f"{kept.group('name')} is still your stay: I couldn't replace it, so it never left the plan and "
                      "nothing changed.", "problems": []}


def _ban_alone(turn: Turn) -> bool:
    """Whether the last change did nothing but keep stays out: the trip before it and now differ in that rule only."""
    before = (turn.state.get("previous") or {}).get("trip")
    if not before:
        return False

    def unbanned(trip: dict[str, Any]) -> dict[str, Any]:
        return {**trip, "local_constraint": {**(trip.get("local_constraint") or {}), _AVOID_STAYS: None}}

    return unbanned(dict(before)) == unbanned(dict(turn.state.get("trip") or {}))


def _just_avoided(turn: Turn, avoided: list[str]) -> list[str]:
    """"hmm no actually it's fine, keep it" right after a stay was said unwanted: the stays that change added (the
    trip before it avoided fewer), when the message names no place at all."""
    before = ((turn.state.get("previous") or {}).get("trip") or {}).get("local_constraint") or {}
    added = [name for name in avoided if name not in (before.get(_AVOID_STAYS) or [])]
    # ("no wait, that one was fine", "the first one was ok")
    fine = (r"\b(?:keep\s+it|it'?s\s+fine|that'?s\s+fine"
            r"|(?:it|that(?:\s+one)?|the\s+(?:first|old|other)\s+one)\s+(?:was|is)\s+(?:fine|ok|okay|good))\b")
    return added if re.search(fine, turn.text, re.IGNORECASE) else []


def _without(text: str, names: list[str]) -> str:
    """The message without the stays' names (a name may hold a word such as "No")."""
    for name in names:
        text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
    return text
