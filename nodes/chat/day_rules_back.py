"""A day's rules taken back by the day ("forget the day 1 thing", "drop the day 2 rule", "never mind about day 3", "scrap
the last day's limit"; issue 39). Read alone, "the day 1 thing" named no wish the trip holds: it was not understood.

Each rule said of that day goes: the pace's rule of the day (``pace.without_day``: the other days' rules kept, a rule
of every day too) and the day of a sight asked on it (the sight is still seen, on any day). The other rules stay; the
reply lists what was taken out.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.pace import as_pace, without_day
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "first": 1, "second": 2, "third": 3,
            "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}
_DAY = (r"(?:day\s+(?P<n>\d{1,2}|one|two|three|four|five|six|seven)"
        r"|(?P<ord>first|second|third|fourth|fifth|sixth|seventh|last)\s+day)(?:['’]s)?")
_RULE_WORD = r"(?:thing|rule|limit|bit|request|wish|cap|part|stuff|plan)"
# "forget (about) the day 1 thing", "never mind about day 3"; with another verb, the rule named ("drop the day 2 rule":
# "drop day 2" and "cancel day 2" are the day itself, which is no rule: ``day_rules_back`` needs the word then)
_DAY_THING = lazy_compile(
    r"^\W*(?:(?:ok(?:ay)?|actually|hmm+|nah|so|and|oh|wait)\W+)*"
    r"(?:(?:forget|never\s*mind|nvm)\s+(?:about\s+)?|(?P<hard>drop|scrap|remove|ditch|lose|undo|get\s+rid\s+of)\s+)(?:the\s+)?"
    rf"{_DAY}(?:\s+(?P<rule>{_RULE_WORD}))?(?:\s+(?:pls|please|plz|then))?\W*$",
    re.IGNORECASE)


def day_rules_back(text: str, state: Any) -> Understanding | str | None:
    """The edit taking back the rules said of the day the message names (the module's note), or the answer that the
    trip holds none of that day; None when the message says no such thing."""
    trip, said = state.get("trip"), _DAY_THING.match(text)
    if not trip or said is None or (said.group("hard") and not said.group("rule")):
        return None
    word = (said.group("n") or said.group("ord")).lower()
    day = int(trip.get("days") or 0) if word == "last" else _NUMBERS.get(word) or int(word)
    rules = dict(trip.get("local_constraint") or {})
    held = as_pace(rules["pace"]) if rules.get("pace") else None
    pace = without_day(held, day) if held is not None else None
    held_days = list(rules.get("sight days") or ())
    sights = [w for w in held_days if int(w.get("day") or 0) != day]
    if pace == held and sights == held_days:
        return (f"Your trip holds no rule of day {day} (no count of its sights, no sight asked on it), so there was nothing to "
                "take back and nothing changed.")
    update = {"pace": None if pace is None else pace.model_dump(mode="json"), "sight days": sights or None}
    draft = {**trip, "local_constraint": {**rules, **update}}
    return Understanding(draft, [], notes=changes(trip, draft), edit=True)
