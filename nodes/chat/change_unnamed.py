"""A change asked with nothing named to change ("move it", "push it", "swap it", "change the time", "earlier", "less",
"a different one pls", "can we do the other one"): asked back which part of the trip is meant, nothing changed.

Read alone such a message holds no wish, so it met "I didn't understand", as if it were no change at all. It is one: the
person means a part of the trip the chat cannot guess (the dates or a flight, the budget or the party), so the reply
asks which, naming what can change (issue 39: an ambiguous turn is asked about, never guessed nor dropped).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.venue_names import venue_names
from himap_travel.state.chat_state import ChatState

_OPEN = r"^\W*(?:(?:ok(?:ay)?|hmm+|um+|uh+|so|and|actually|nah|yeah|pls|please|plz|can\s+(?:we|you|u)|could\s+(?:we|you|u))\W+)*"
_CLOSE = r"(?:\W+(?:pls|please|plz|then|instead|maybe|again))*\W*$"
# A change verb with no object, or one that only points back ("it", "that", "the time", "the other one")
_VERB = lazy_compile(_OPEN + r"(?P<verb>move|push|shift|swap|change|switch|replace|bump|flip)"
                     r"(?:\s+(?:it|that|this|them|em|'em|those(?:\s+two)?|them\s+both|things|stuff|(?:the\s+)?times?"
                     r"|(?:that|this|the\s+other)\s+one)"
                     # ("switch those two", "bump it up a notch", "flip those", "change that one out")
                     r"(?:\s+(?:around|round|back|up|over|out))?(?:\s+a\s+(?:notch|bit|little|tad))?"
                     # ("change it to the other one", "change that to the other", "move it elsewhere")
                     # ("move it to the other day")
                     r"(?:\s+(?:to|for|with)\s+the\s+other(?:\s+(?:one|day|night|time))?|\s+(?:elsewhere|somewhere\s+else))?)?"
                     + _CLOSE,
                     re.IGNORECASE)
_OTHER = lazy_compile(_OPEN + r"(?:(?:do\s+|try\s+|pick\s+|get\s+|go\s+with\s+)?(?:an?\s+|the\s+|that\s+|this\s+)?"
                      r"(?:different|another|other)"
                      r"(?:\s+(?:one|time|option|choice|thing))?(?:\s+of\s+(?:those|these|them|the\s+two|both))?"  # ("the other
                      # one of those pls")
                      r"|(?:that|this)\s+one(?=\s+instead\b)|(?:that|this)\s+one"
                      # one by its place in a list none was shown ("the second one"; "the first one", "the last one" are
                      # the earlier version: ``intent_cues.EARLIER_ALONE``)
                      r"|(?:the\s+)?(?:second|third|2nd|3rd)\s+(?:one|option|choice))" + _CLOSE,
                      re.IGNORECASE)
# (said with a verb pointing at nothing named: "put it earlier", "move it to later")
# ("bring that forward": earlier, in British English)
_WHEN = lazy_compile(_OPEN + r"(?:(?:move|put|push|shift|make|bring)\s+(?:it|that|this|them)\s+(?:to\s+)?)?"
                     r"(?:an?\s+|the\s+)?(?P<when>earlier|later|sooner|(?<=\s)forward)(?:\s+one)?" + _CLOSE, re.IGNORECASE)
# A count in words with nothing it counts ("make it three"; "make it 3" is ``said_before.number_of_what``'s)
_COUNT = lazy_compile(_OPEN + r"(?:make|change|set)\s+it\s+(?:to\s+)?(?P<n>two|three|four|five|six|seven|eight|nine|ten)"
                      + _CLOSE, re.IGNORECASE)
_AMOUNT = lazy_compile(_OPEN + r"(?P<amount>less|fewer|more)" + _CLOSE, re.IGNORECASE)
# A size with nothing it sizes ("make it bigger"): the budget, the party, the trip's length or a stay are all sizes
# ... or a length with a part pointed at and none named ("make that one shorter"; "make it longer" is the trip's days)
_SIZE = lazy_compile(_OPEN + r"(?:make|go)\s+(?:(?:it|things|everything)\s+(?:a\s+(?:bit|little|tad|lot)\s+|much\s+)?"
                     r"(?P<size>bigger|smaller)|(?:that|this)(?:\s+one)?\s+(?:a\s+(?:bit|little|tad|lot)\s+|much\s+)?"
                     r"(?P<length>bigger|smaller|shorter|longer))" + _CLOSE, re.IGNORECASE)  # ("make it a bit bigger")
# One of several picked by what sets it apart ("the cheaper one", "go with the cheaper option"): the chat offered no
# choice, so which is asked, never the whole trip re-planned ("a cheaper option?" asks for one: a preference)
_CHOSEN = lazy_compile(_OPEN + r"(?:(?:(?:go(?:ing)?|we'?ll\s+go|let'?s\s+go)\s+with|pick|take|choose|do|book|(?:i|we)'?ll\s+take)\s+)?"
                       # ("the cheaper of the two": the one left unsaid)
                       r"the\s+(?P<which>cheaper|cheapest|nicer|better|pricier|dearer|fancier)(?:\s+(?:one|option|choice)"
                       r"|(?=\s+of\s+(?:those|these|them|the\s+two|both)\b))"
                       r"(?:\s+of\s+(?:those|these|them|the\s+two|both))?" + _CLOSE,  # ("the cheaper one of those")
                       re.IGNORECASE)

# A part of the plan moved, with no day or a meal to a night ("move the aquarium", "shift dinner to the last night"): no
# wish pins a meal to a day, and a sight moved says not where to, so the no says why and asks what to do instead
_MOVED = lazy_compile(_OPEN + r"(?:move|shift|push|put)\s+(?P<what>(?:the\s+|our\s+)?[\w'&.-]+(?:\s+[\w'&.-]+){0,5}?)"
                      r"(?:\s+(?:to|on|over\s+to)\s+(?:(?:day|night)\s+\w+|the\s+\w+\s+(?:day|night)|another\s+day|a\s+different\s+day"
                      r"|(?:the\s+)?(?:next|other)\s+day))?" + _CLOSE, re.IGNORECASE)
_MEALS = lazy_compile(r"^(?:the\s+|our\s+)?(?:breakfast|lunch|dinner|meal)$", re.IGNORECASE)
# ... a sight moved to a day said by its number or place is a sight on that day (``sight_days``), read as a wish
_TO_A_DAY = lazy_compile(r"\b(?:to|on|onto)\s+(?:day\s+\w+|the\s+\w+\s+day)\b", re.IGNORECASE)

_TIME = lazy_compile(r"\btimes?\b", re.IGNORECASE)
_PARTS = "the dates, the number of people, the budget, a flight's time, the hotel, a meal or a sight"


def choice_pointed(text: str) -> bool:
    """Whether the message picks one of several by what sets it apart ("the cheaper one"): no preference of its own."""
    return _CHOSEN.match(text) is not None


def which_change(text: str, state: ChatState) -> str | None:
    """The question back for a change that names nothing to change, on a planned trip; None for any other message."""
    if not state.get("plan"):
        return None
    if (moved := _moved_part(text, state)) is not None and (_MEALS.match(moved) or not _TO_A_DAY.search(text)):
        kept = (f"swap it for another place (\"a different {moved.split()[-1].lower()} on day 2\")" if _MEALS.match(moved)
                else f"drop it (\"skip {moved}\")")
        return (f"I can't move {moved} to another day as said: the planner puts each meal on a day itself, and a sight "
                f"only on the day you name (\"{moved} on day 2\"). Should I {kept} instead? Nothing changed yet.")
    if (m := _WHEN.match(text)) is not None:
        when = "earlier" if m["when"].lower() == "forward" else m["when"].lower()
        return f"What should be {when}: the dates, or a flight (the one out or the one home)? Nothing changed yet."
    if (m := _COUNT.match(text)) is not None:
        return f"{m['n'].capitalize()} of what: people, days, or sights a day? Nothing changed yet."
    if (m := _CHOSEN.match(text)) is not None:
        return (f"Which one do you mean by the {m['which'].lower()} one? I haven't offered a choice: name the part to change "
                f"({_PARTS}), or say \"make the whole trip {m['which'].lower()}\". Nothing changed yet.")
    if (m := _SIZE.match(text)) is not None:
        return f"{(m['size'] or m['length']).capitalize()} how: the budget, the people, the days, or the stay? Nothing changed yet."
    if (m := _AMOUNT.match(text)) is not None:
        return (f"{m['amount'].capitalize()} of what: the budget, the people, the days, or the sights a day? "
                "Nothing changed yet.")
    if (m := _VERB.match(text)) is not None or _OTHER.match(text):
        if _TIME.search(text):  # "change the time", "different time": a time is a flight's
            return "Which flight's time should I change: the one out or the one home, and to when? Nothing changed yet."
        verb = m["verb"].lower() if m is not None else "change"
        return f"What should I {verb}: {_PARTS}? Nothing changed yet."
    return None


def _moved_part(text: str, state: ChatState) -> str | None:
    """The sight or meal of the plan a message moves to another day ("move the aquarium": "the aquarium"), or None."""
    moved = _MOVED.match(text)
    if moved is None:
        return None
    what = moved["what"].strip()
    bare = re.sub(r"^(?:the|our)\s+", "", what, flags=re.IGNORECASE).lower()
    named = bare not in ("it", "that", "this", "them", "em") and any(
        re.search(rf"\b{re.escape(bare)}\b", name) for name in venue_names(state.get("plan") or []))
    return what if named or _MEALS.match(what) else None
