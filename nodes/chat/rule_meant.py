"""A rule named by reference after a question about it: "is there a rating rule?" then "ok lose that one too", "do we
have a smoking rule" then "drop it" (issue 39).

Read alone, "that one" names no rule, so the take-back found nothing and "drop it" was read as calling off a
question ("There is nothing to cancel"), while the person meant the rule just asked about. ``rule_meant`` puts the
question's own words for the rule ("the rating rule", "the cap on the hotel") in place of the reference, so the
take-back reads it as if said in full. After a question that names no rule of its own ("what rules do we have?"),
"drop that one" names the trip's one rule, or, of several, none: the reply asks which, listing them (``rule_unnamed``),
and nothing changes.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import rules_of
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.rules_asked import asks_rules
from himap_travel.nodes.chat.that_meant import turn_before

# A short message that drops "it" or "that (one)" and says nothing else but assent ("ok lose that one too", "drop it
# pls", "get rid of that rule then", "yeah that one can go")
_FILLER = r"(?:ok(?:ay)?|k|yeah|yes|yep|alright|right|cool|so|well|actually|then|too|also|as\s+well|please|pls|plz|thanks|thx)"
_REFERENCE = r"(?P<{}>it|that(?:\s+(?:one|rule|limit|cap))?|this(?:\s+(?:one|rule|limit|cap))?)"
_DROP_IT = lazy_compile(
    rf"^\W*(?:{_FILLER}\W+)*(?:(?:drop|lose|remove|scrap|ditch|delete|forget|lift|nix|axe|cut|get\s+rid\s+of|take\s+off"
    rf"|take\s+out)\s+{_REFERENCE.format('ref')}|{_REFERENCE.format('ref2')}\s+can\s+go)(?:\W+{_FILLER})*\W*$",
    re.IGNORECASE,
)
# The words that ask, before the rule a question names ("is there a", "do we have", "what's")
_ASKING = lazy_compile(r"^\W*(?:(?:so|ok|and|hey|remind\s+me)\W+)?(?:what(?:'?s|\s+is|\s+are)?|which|is\s+there|are\s+there"
                       r"|do\s+(?:i|we)\s+(?:still\s+)?have|did\s+(?:i|we)\s+(?:set|ask\s+for|say|add)|any)\b", re.IGNORECASE)
# Words of any rule question: a question with none but these names no rule of its own
_GENERIC = frozenset("a an any the my our rule rules limit limits cap caps restriction restrictions set still in place "
                     "now do does we i have got on there is are for this trip".split())


def rule_meant(text: str, state: Any) -> str:
    """``text`` with its reference to the rule the question before named put in its place (the module's note)."""
    drop = _DROP_IT.match(text)
    before = turn_before(list(state.get("messages") or [])) if drop else None
    if drop is None or before is None or not asks_rules(before[0]):
        return text
    rules = rules_of(state.get("trip") or {})
    subject = _subject(before[0]) or (rules[0] if len(rules) == 1 else None)  # "what rules do we have?": the one held
    if subject is None:
        return text
    if drop.group("ref") is None:  # "that one can go": said as the take-back it is
        return f"drop {subject}"
    return text[:drop.start("ref")] + subject + text[drop.end("ref"):]


def rule_unnamed(turn: Turn) -> dict[str, Any] | None:
    """"drop that one" right after "what rules do we have?": which rule is asked, each listed, nothing changed (never
    "nothing to cancel"); None for any other message."""
    if turn.pending or not _DROP_IT.match(turn.text):
        return None
    before = turn_before(list(turn.state.get("messages") or []))
    rules = rules_of(turn.state.get("trip") or {})
    if before is None or not asks_rules(before[0]) or _subject(before[0]) is not None or len(rules) < 2:
        return None
    return {"answer": f"Which rule shall I drop? Your rules: {'; '.join(rules)}. Nothing changed; name the one to drop.",
            "problems": []}


def _subject(question: str) -> str | None:
    """The rule a question names, in its words ("is there a rating rule?": "the rating rule"), or None when it names
    none of its own."""
    asking = _ASKING.match(question)
    rest = question[asking.end():] if asking else question
    rest = rest.strip(" ?!.")
    if not [word for word in re.findall(r"[a-z']+", rest.lower()) if word not in _GENERIC]:
        return None
    return re.sub(r"^(?:a|an|any)\s+", "the ", rest, flags=re.IGNORECASE)
