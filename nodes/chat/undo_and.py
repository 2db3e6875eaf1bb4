"""An undo said with more ("undo that, and add Italian food", "revert that but make it 4 people", "undo pls, also budget
2000"): the last change is taken back, then the rest is read as an edit of the trip the undo brings back, and the reply
says both. Read alone, either part is lost: the undo path reads no change, and the edit path reads "undo that" as no
word of a trip.

Only an undo said as a clause of its own, first ("undo that", "revert the last change", "scratch that"), with a rest
after a clause break ("," "." "and" "but" "also"): "undo the italian bit" names what to take back, which
``undo.undo_in_part`` reads.
"""

from __future__ import annotations

import re

from himap_travel.nodes.chat.intent import classify

# The break after the undo's clause: a mark, or a joining word ("undo that and add Italian", "undo that. also ...")
_BREAK = re.compile(r"\s*[,.;:!]+\s*(?:(?:and|but|also|plus|then)\b\s*)?|\s+(?:and|but|also|plus|then)\s+", re.IGNORECASE)


def undo_and_rest(text: str) -> str | None:
    """The rest of a message whose first clause is an undo and nothing else (``intent.classify`` reads the clause as an
    undo alone), when the rest says something; None otherwise."""
    parts = _BREAK.split(text, maxsplit=1)
    if len(parts) != 2 or not parts[1].strip(" ,.;:!?"):
        return None
    first, rest = parts
    reading = classify(first)
    return rest.strip() if reading is not None and reading.kind == "undo" and classify(rest) is None else None
