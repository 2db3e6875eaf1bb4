"""One of a pair said to come alone, right after the pair was said to join ("my parents are joining us", then "only my
mom actually, dad has to work"; "my grandparents are coming", then "just grandpa"): the other one of the pair does not
come, read as "my dad can't come" (issue 39: a party changed several times).

The pair was counted as two (``relative._PAIR``); "only my mom" named no change the readers knew, and was answered as
not understood, the pair kept.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text

# Each pair's two, by the words a message names them with, and the pair's own words
_PAIRS = {"parents": (("mom", "mum", "mother", "ma"), ("dad", "father", "pa")),
          "grandparents": (("grandma", "granny", "nana", "grandmother"), ("grandpa", "grandad", "granddad", "grandfather")),
          "in-laws": (("mother-in-law",), ("father-in-law",)),
          "inlaws": (("mother-in-law",), ("father-in-law",)),
          "folks": (("mom", "mum", "mother"), ("dad", "father"))}
_JOINED = lazy_compile(r"\b(?:my|our|the)\s+(?P<pair>parents|grandparents|in-?laws|folks)\b(?![^.;!?]*\b(?:can'?t|not|aren'?t"
                       r"|won'?t|drop)\b)", re.IGNORECASE)
_ALONE = lazy_compile(r"^\W*(?:(?:actually|sorry|oh|wait|no|nope|hmm+|ok(?:ay)?|well)\W+)*(?:only|just)\s+(?:my\s+|our\s+)?"
                      r"(?P<one>[a-z-]+)\b(?:\s+(?:is|'s)\s+(?:coming|joining))?", re.IGNORECASE)


def _pair_said_before(messages: list[Any] | None) -> str | None:
    """The pair the message before this one said joins ("my parents are joining us": "parents"), if any."""
    humans = [m for m in messages or [] if isinstance(m, HumanMessage)]
    found = _JOINED.search(message_text(humans[-2])) if len(humans) >= 2 else None
    return found.group("pair").lower().replace("in-laws", "inlaws") if found else None


def narrowed_pair(text: str, state: Mapping[str, Any]) -> str | None:
    """``text`` read as the other of the pair not coming ("my dad can't come"), when it says one of the pair just said
    to join comes alone; None otherwise."""
    alone = _ALONE.match(text)
    pair = _pair_said_before(state.get("messages")) if alone and state.get("trip") else None
    if pair is None or alone is None:
        return None
    one = alone.group("one").lower()
    for this, other in (_PAIRS[pair], _PAIRS[pair][::-1]):
        if one in this:
            return f"my {other[0]} can't come"
    return None


__all__ = ["narrowed_pair"]
