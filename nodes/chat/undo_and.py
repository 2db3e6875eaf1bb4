"""An undo said with more ("undo that, and add Italian food", "revert that but make it 4 people", "undo pls, also budget
2000", "undo that, and make it cheaper"): the last change is taken back, then the rest is read as an edit of the trip
the undo brings back (or the preference applied to it), and the reply says both. Read alone, either part is lost: the
undo path reads no change, and the edit path reads "undo that" as no word of a trip.

Only an undo said as a clause of its own, first ("undo that", "revert the last change", "scratch that"), with a rest
after a clause break ("," "." "and" "but" "also"): "undo the italian bit" names what to take back, which
``undo.undo_in_part`` reads.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.undo import takes_back_last_change
from himap_travel.state.chat_state import ChatState

# The break after the undo's clause: a mark, or a joining word ("undo that and add Italian", "undo that. also ...")
_BREAK = lazy_compile(r"\s*[,.;:!]+\s*(?:(?:and|but|also|plus|then)\b\s*)?|\s+(?:and|but|also|plus|then)\s+", re.IGNORECASE)


def undo_and_rest(text: str, state: ChatState | None = None) -> str | None:
    """The rest of a message whose first clause is an undo and nothing else (``intent.classify`` reads the clause as an
    undo alone; with the thread's ``state``, a call-off of the last change too: "scratch that and go cheaper"), when
    the rest says something: a change, or a preference ("undo that, and make it cheaper"); None otherwise."""
    parts = _BREAK.split(text, maxsplit=1)
    if len(parts) != 2 or not parts[1].strip(" ,.;:!?"):
        return None
    first, rest = parts
    reading, after = classify(first), classify(rest)
    preference = after is not None and after.kind == "preference"
    # a call-off goes with a preference only ("scratch that and go cheaper"): "ok forget it, keep the late flight" says
    # what to keep of the change, which the rest of the chat reads
    called_off = preference and reading is not None and reading.kind == "cancel" and state is not None \
        and takes_back_last_change(first, state, False)
    undone = reading is not None and (reading.kind == "undo" or called_off)
    return rest.strip() if undone and (after is None or preference) else None
