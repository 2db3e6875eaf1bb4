"""A pet said in passing, doing something now ("lol sorry my cat just walked on the keyboard", "brb my dog is barking"):
no pet coming along, so the clause is left out of what the trip parser reads.

The request reader takes "my cat" as a pet that travels (the stays must allow pets): said in an opener, that is what it
means. On a planned trip, a clause whose pet does something that is no travel (walks, barks, eats) is an aside; read,
it added the pets rule and re-planned every stay in silence (issue 39: never a change the person did not ask for). A
pet that comes, joins, travels, needs or stays somewhere is still read (``party_said``, ``said_before.pet_named``).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.said_before import PET

# The travel a pet's clause may speak of: it is read, never an aside
_TRAVEL = (r"(?:come|comes|coming|came|join|joins|joining|joined|travels?|travell?ing|tag(?:s|ging)?|needs?|stays?|staying"
           r"|goes|going|go|gets?|getting|flies|flying|rides?|riding|allowed|included|welcome|along|with)")
# (a verb: "-ing" after "is", "was", "keeps" ("is barking"), or a past ("walked", "ate"); never a noun: "the pets thing")
_ASIDE = lazy_compile(rf"\b(?:my|our|the)\s+(?:[a-z]+\s+)?{PET}\s+(?:just\s+)?"
                      rf"(?:(?:is|was|'s|keeps|kept)\s+(?:just\s+)?(?!{_TRAVEL}\b)[a-z]{{2,}}ing"
                      rf"|(?!{_TRAVEL}\b)(?:[a-z]{{2,}}ed|ate|sat|ran|threw|broke|bit))\b[^,.;!?]*", re.IGNORECASE)


# ... nor is a clause that goes on to bring it ("my dog loved the beach last time so we're bringing him")
_BRINGS = lazy_compile(rf"\b(?:bring\w*|tak(?:e|es|ing)|pet[\s-]*friendly|allow\w*|{_TRAVEL})\b", re.IGNORECASE)


# ... or a chore the traveller does for a pet now ("brb gotta walk the dog real quick", "need to feed the cat"): the pet is
# at home with them, never one coming along ("take the dog" is travel: not a chore here)
_CHORE = lazy_compile(rf"\b(?:walk|feed|let\s+out|bathe|groom)\s+(?:my|our|the)\s+(?:[a-z]+\s+)?{PET}(?:\s+out)?\b[^,.;!?]*",
                      re.IGNORECASE)


def without_asides(text: str) -> str:
    """``text`` without the clauses where a pet does something that is no travel, or a chore is done for it (the
    module's note)."""
    for aside in (_ASIDE, _CHORE):
        text = aside.sub(lambda m: m.group(0) if _BRINGS.search(m.group(0)) else "", text)
    return text


__all__ = ["without_asides"]
