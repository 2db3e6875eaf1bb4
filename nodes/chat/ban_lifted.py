"""A ban taken back is no requirement (issue 39): "undo the italian one", "chinese is fine again", "forget what I said
about mexican", "scrap the indian ban" after "no Italian/Chinese/... food" lift that ban; the trip parser reads the
cuisine named as a cuisine asked for, so the trip would now REQUIRE what was only allowed again.

A sight kept out is read alike ("six flags is ok again" after "skip six flags": allowed again, never a must). A
cuisine the trip bans, which the message's reading now requires, in a message that lifts or accepts something and
asks for nothing ("we want italian after all" asks for it: a requirement, as said) is taken out of both lists.
"""

from __future__ import annotations

import re
from typing import Any, cast

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding

# Each list of things asked for, with the list of the same things kept out: cuisines (the seven and the data's others:
# "fast food is ok again" after "no fast food"), and sights ("six flags is ok
# again" after "skip six flags": allowed again, never a must)
_PAIRS = (("cuisine", "avoid cuisines"), ("more cuisines", "avoid cuisines"), ("must see", "avoid sights"))
# Words that lift a ban or accept what it kept out ("ruby falls is back on", "chinese is back in": allowed again)
_LIFTING = lazy_compile(r"\b(?:fine|ok(?:ay)?|alright|allowed|no\s+problem|after\s+all|again|back\s+(?:on|in)|ban(?:ned)?|undo|forget|scrap"
                        r"|scratch|drop|nvm|never\s*mind|ignore|lift|remove|cancel|said\s+about|take\s+back|delete"
                        r"|thing|rule)\b", re.IGNORECASE)
# Words that ask for the cuisine: a requirement, as said ("put the museum back in", "bring Forsyth Park back": asked
# for again, never only allowed; "both italian and chinese": each asked for; "we'll do the zoo after all": done)
_ASKING = lazy_compile(r"\b(?:want|need|must|only|require[ds]?|love|crave|craving|add|more|every|each|some|have\s+to|put|bring"
                       r"|both|(?:we['’]?ll|we\s+will|let['’]?s|lets)\s+(?:do|see|visit|go))\b", re.IGNORECASE)
# An "ok" opening the message agrees with what came before ("ok we compromise: ..."): it lifts nothing by itself
_OPENING_OK = lazy_compile(r"^\W*(?:ok(?:ay)?|alright|fine)\b\W*", re.IGNORECASE)


def _listed(rules: dict[str, Any], key: str) -> list[str]:
    value = rules.get(key) or []
    return [value] if isinstance(value, str) else list(value)


def ban_lifted(text: str, result: Understanding, trip: dict[str, Any]) -> Understanding | None:
    """The reading with the bans the message lifts taken out of both lists of their kind (cuisines, sights; their change
    lines said); None when the message requires nothing the trip bans, or asks for it."""
    old = trip.get("local_constraint") or {}
    rules = dict(cast(dict[str, Any], result.draft.get("local_constraint") or {}))
    text = _OPENING_OK.sub("", text)
    if not _LIFTING.search(text) or _ASKING.search(text):
        return None
    lifting = False
    for want, avoid in _PAIRS:
        lifted = [c for c in _listed(rules, want) if c in _listed(old, avoid) and c not in _listed(old, want)]
        if lifted:
            lifting = True
            rules[want] = [c for c in _listed(rules, want) if c not in lifted] or None
            rules[avoid] = [c for c in _listed(rules, avoid) if c not in lifted] or None
    if not lifting:
        return None
    draft = cast(Any, {**result.draft, "local_constraint": rules})
    said = changes(trip, result.draft)
    notes = [*changes(trip, draft), *(n for n in result.notes if n not in said)]
    return Understanding(draft, result.missing, problems=result.problems, notes=notes, edit=True,
                         unread=result.unread, resumed=result.resumed)
