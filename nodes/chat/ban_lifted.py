"""A ban taken back is no requirement (issue 39): "undo the italian one", "chinese is fine again", "forget what I said
about mexican", "scrap the indian ban" after "no Italian/Chinese/... food" lift that ban; the trip parser reads the
cuisine named as a cuisine asked for, so the trip would now REQUIRE what was only allowed again.

A cuisine the trip bans, which the message's reading now requires, in a message that lifts or accepts something and
asks for nothing ("we want italian after all" asks for it: a requirement, as said) is taken out of both lists.
"""

from __future__ import annotations

import re
from typing import Any, cast

from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding

_WANT, _AVOID = "cuisine", "avoid cuisines"
# Words that lift a ban or accept what it kept out
_LIFTING = re.compile(r"\b(?:fine|ok(?:ay)?|alright|allowed|no\s+problem|after\s+all|again|ban(?:ned)?|undo|forget|scrap"
                      r"|scratch|drop|nvm|never\s*mind|ignore|lift|remove|cancel|said\s+about|take\s+back|delete"
                      r"|thing|rule)\b", re.IGNORECASE)
# Words that ask for the cuisine: a requirement, as said
_ASKING = re.compile(r"\b(?:want|need|must|only|require[ds]?|love|crave|craving|add|more|every|each|some|have\s+to)\b",
                     re.IGNORECASE)


def _listed(rules: dict[str, Any], key: str) -> list[str]:
    value = rules.get(key) or []
    return [value] if isinstance(value, str) else list(value)


def ban_lifted(text: str, result: Understanding, trip: dict[str, Any]) -> Understanding | None:
    """The reading with the bans the message lifts taken out of both cuisine lists (their change lines said); None when
    the message requires no cuisine the trip bans, or asks for it."""
    old = trip.get("local_constraint") or {}
    new = cast(dict[str, Any], result.draft.get("local_constraint") or {})
    lifted = [c for c in _listed(new, _WANT) if c in _listed(old, _AVOID) and c not in _listed(old, _WANT)]
    if not lifted or not _LIFTING.search(text) or _ASKING.search(text):
        return None
    rules = {**new, _WANT: [c for c in _listed(new, _WANT) if c not in lifted] or None,
             _AVOID: [c for c in _listed(new, _AVOID) if c not in lifted] or None}
    draft = cast(Any, {**result.draft, "local_constraint": rules})
    said = changes(trip, result.draft)
    notes = [*changes(trip, draft), *(n for n in result.notes if n not in said)]
    return Understanding(draft, result.missing, problems=result.problems, notes=notes, edit=True,
                         unread=result.unread, resumed=result.resumed)
