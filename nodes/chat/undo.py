"""Taking back the last change: "undo", "scratch that" right after a change, "nvm about the extra day" (the fields a
take-back names), "nah, just the 4 days" (the part of the change kept), "wait no, keep the first hotel" after a swap.
Its own module because an undo restores what the last turn replaced (``previous``, ``snapshot``), where every other
reading of a message builds a new request.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes, show
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.snapshot import KEPT_VERSIONS, REPAIRED, snapshot, version_of, versions
from himap_travel.nodes.chat.take_back import has_cue, held_wishes, taken_back
from himap_travel.state.chat_state import ChatState

# The stay before the last change asked back: "keep the first hotel", "go back to the old place", "I preferred the
# original one"
_STAY_BACK = lazy_compile(r"\b(?:keep|want|prefer(?:red)?|liked|back\s+to|return\s+to|bring\s+back|stick\s+with"
                          r"|rather\s+have|give\s+(?:us|me)|put\s+back)\b.*"
                          r"\b(?:first|old|original|previous|earlier|other|last)\s+"
                          r"(?:one|hotel|stay|place|room|accommodation|apartment|apt|house|lodging)s?\b", re.IGNORECASE)


def stay_back(text: str, state: ChatState) -> bool:
    """Whether the message asks for the stays the last change replaced ("wait no, keep the first hotel" right after
    "swap the hotel on night 1"): the trip itself was not changed by it, only the stays (then it is an undo)."""
    previous = state.get("previous") or {}
    if not _STAY_BACK.search(text) or previous.get("trip") != state.get("trip"):
        return False
    def stays(plan: list[dict[str, Any]] | None) -> list[Any]:
        return [day.get("accommodation") for day in plan or []]
    return bool(previous.get("plan")) and stays(previous.get("plan")) != stays(state.get("plan"))


# What a cancel word points at when it names the last thing said ("scratch that", "never mind that", "cancel the last
# change"): "it" alone ("forget it", "scrap it") may be the whole trip, so it is not read as the last change.
# ("this trip", "that whole plan" name the trip, not the last change: "never mind, we're not doing this trip" cancels)
# ("this month", "that week": a time said with a reason, no change pointed at)
_THE_LAST_CHANGE = lazy_compile(r"\b(?:(?:that|this)(?!\s+(?:whole\s+|entire\s+)?(?:trip|plan|holiday|vacation|thing|month|week"
                                r"|year|weekend|time|summer|spring|fall|autumn|winter)\b)"
                                r"|the\s+last\s+(?:one|change|bit|thing))\b", re.IGNORECASE)


def takes_back_last_change(text: str, state: ChatState, pending: bool) -> bool:
    """Whether a cancel names the last change, with no question open to cancel and a change to take back ("scratch
    that" after "we have kids under 10"): an undo of it, never "there is nothing to cancel" while the change stands.
    A cancel naming nothing ("actually nvm", "never mind") said right after a change is that change taken back too;
    one naming the whole trip is not, nor is "that" or "this" said beside the trip named ("we cancelled the trip, so
    cancel this": the plan)."""
    previous = state.get("previous")
    if pending or not previous or previous.get(REPAIRED):
        return False
    pointed = _THE_LAST_CHANGE.search(text)
    if pointed is not None and (pointed.group(0).lower().startswith("the last") or not _TRIP_NAMED.search(text)):
        return True
    return just_changed(state) and not _THE_WHOLE_TRIP.search(text)


# The words that name a field of the trip a change may have changed ("nvm about the extra day", "forget the budget bump").
_FIELD_WORDS = {"date": r"\b(?:days?|nights?|dates?|length|longer|shorter)\b",
                # (a person said by "she"/"he": "hmm no, she'll stay with her mom" after "add my daughter")
                "people_number": r"\b(?:person|people|guests?|travell?ers?|she|he)\b",
                "budget": r"\b(?:budget|money|dollars|bucks)\b|\$", "dest": r"\b(?:destination|city|place)\b"}


# A part of the last change said to stay ("but keep the budget", "leave the dates"): no field it names is taken back
_KEPT_PART = lazy_compile(r"\b(?:keep|keeping|leave|leaving|hold|stick\s+with)\s+(?:the\s+|our\s+|my\s+|that\s+)?[^,.;!?]{0,40}",
                          re.IGNORECASE)


def changed_fields_named(text: str, state: ChatState) -> tuple[set[str], set[str]]:
    """The fields a take-back naming none of the trip's wishes names among those the last change changed ("nvm about
    the extra day" after "add one more day"), and all the fields it changed: that change (or that part of it) is taken
    back, never "I couldn't find it among your wishes". Nothing named: two empty sets."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not before or previous.get(REPAIRED) or not taken_back(text, held_wishes(trip, state.get("planned_without"))).unmatched:
        return set(), set()
    changed = {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    taken = _KEPT_PART.sub(" ", text)  # "drop the extra day but keep the budget": the budget stays as changed
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, taken, re.IGNORECASE)}
    return (named, changed) if named and named <= changed else (set(), set())


def untouched_named(text: str, state: ChatState) -> set[str]:
    """The fields of the trip an undo names when the last change changed none of them ("revert the dates to march 3",
    "undo the 2 people thing, make it 3" after a budget cut): the last change is not what it takes back (empty when it
    names none, or one the last change changed)."""
    trip, before = state.get("trip") or {}, ((state.get("previous") or {}).get("trip") or {})
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    return named if before and not any(before.get(name) != trip.get(name) for name in named) else set()


# The verb of an undo said of one part ("undo the entire home bit", "revert the cuisine change")
_UNDO_PART = lazy_compile(r"^\W*(?:(?:hmm+|ok|okay|actually|wait|no|nah|please|pls)\W+)*(?:undo|revert)\b", re.IGNORECASE)


def undo_in_part(text: str, state: ChatState) -> str | None:
    """An undo that names one wish the last change set beside other changes ("hmm undo the entire home bit" after "3
    people, $1,500 and an entire home"), or one set before it: the message as a take-back of that wish alone, the rest
    kept; None when it names no such wish (the whole change is undone)."""
    trip, before = state.get("trip") or {}, ((state.get("previous") or {}).get("trip") or {})
    if not _UNDO_PART.search(text) or not before or (state.get("previous") or {}).get(REPAIRED):
        return None
    said = _UNDO_PART.sub("forget", text, count=1)
    named = taken_back(said, held_wishes(trip, state.get("planned_without"))).dropped
    old, now = before.get("local_constraint") or {}, trip.get("local_constraint") or {}
    set_last = {key for key in {*old, *now} if (old.get(key) or None) != (now.get(key) or None)}
    whole = set_last | {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    keys = {h.key for h in named}
    # ... or one set before the last change ("undo the seafood thing" after "seafood every night", then "make it 3
    # people"): that wish taken back, the last change kept (an undo of the last change would take back the people)
    return said if named and (keys <= set_last and keys < whole or not keys & whole) else None


_ONLY = lazy_compile(r"^\W*(?:(?:nah|no|nope|ok|okay|actually|hmm+|well|so|fine|wait)\W+)*(?:just|only)\b", re.IGNORECASE)


def kept_only(text: str, state: ChatState) -> set[str]:
    """The fields of the last change to take back when the message keeps only some of it ("nah, just the 4 days" after
    "4 days and 3 people": the people); empty when it says no such thing."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not _ONLY.search(text) or not before or previous.get(REPAIRED):
        return set()
    changed = {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    return changed - named if named and named < changed else set()


def fields_back(trip: dict[str, Any], before: dict[str, Any], names: set[str]) -> Understanding:
    """An edit bringing back the values ``names`` had before the last change (the length with the dates)."""
    draft = dict(trip) | {name: before.get(name) for name in names} | ({"days": before.get("days")} if "date" in names else {})
    return Understanding(draft, [], notes=changes(trip, draft), edit=True)


_THE_WHOLE_TRIP = lazy_compile(r"\b(?:whole|entire|trip|plan|everything|all)\b", re.IGNORECASE)
# ... named beside "that" or "this" ("we cancelled the trip, so cancel this"); "scratch all that" is the last change
_TRIP_NAMED = lazy_compile(r"\b(?:whole|entire|trip|plan|everything)\b", re.IGNORECASE)


def just_changed(state: ChatState) -> bool:
    """Whether the turn before this one changed the trip (an edit or a preference; not an undo, an answer or a new
    trip): this turn's values it left behind say so."""
    return bool(state.get("edit") and (state.get("notes") or state.get("preference")) and not state.get("restored"))


# An undo asking for more than the last change ("undo the last two changes", "undo everything"): how many (``steps``).
SEVERAL_CHANGES = lazy_compile(r"\b(?:(?:last|past)\s+(?:two|three|four|five|few|couple(?:\s+of)?|\d+)|both"
                               r"|all\s+(?:the\s+|my\s+|of\s+the\s+)?changes|everything)\b", re.IGNORECASE)
_COUNTS = {"two": 2, "both": 2, "couple": 2, "three": 3, "four": 4, "five": 5}


def steps(text: str) -> int | None:
    """How many changes an undo takes back: 1 for one ("undo"), the number said ("the last two changes": 2), 0 for all
    of them ("undo everything"), None when it says several but not how many ("the last few changes")."""
    said = SEVERAL_CHANGES.search(text)
    if said is None:
        return 1
    words = said.group(0).lower().split()
    if words[0] in ("all", "everything"):
        return 0
    count = words[0] if words[0] == "both" else words[1]
    return max(int(count), 1) if count.isdigit() else _COUNTS.get(count)


def undo_last(state: ChatState, count: int | None = 1) -> dict[str, Any]:
    """"Undo": the trip and plan before the last change come back (and what they replace is kept, so a second undo
    redoes); with nothing to go back to, the reply says so. ``count``: how many changes to take back (0: all the
    versions kept, back to the oldest; None: several, how many unsaid: one, and the reply asks how many), never a
    silent half undo: when fewer versions are kept than asked for, the reply says how far it went."""
    previous = state.get("previous")
    if not previous:
        return {"answer": "There is nothing to undo yet: your trip has not changed since it was planned.", "problems": []}
    if previous.get(REPAIRED):  # what the disruption took is gone: the plan before the repair cannot come back
        return {"answer": "I can't undo that: your last change was the repair around the disruption you told me about, and "
                          "the plan before it used what became unavailable. Your plan is as it is; tell me what you'd like "
                          "changed instead.", "problems": []}
    chain = versions(state)
    if count is None:
        return restore(state, len(chain) - 1, ["I went back one change only: tell me how many changes to take back, or "
                                               "which version you want (\"the version before we added the dog\")"])
    if count == 0 or count > len(chain):  # "undo everything", or more changes than the versions kept
        return restore(state, 0, [f"I went back to the oldest version of this trip I keep ({len(chain)} back)"])
    return restore(state, len(chain) - count)


# An undo said right after an undo as one step further ("undo one more", "go back another one", "undo further"); "undo
# again" is the undo said again, which redoes, as the undo's reply tells ("say "undo" again to redo it")
# ("and undo the one before it too": the version before the one brought back)
_FURTHER = lazy_compile(r"\b(?:one\s+more|another|further|more|the\s+(?:one|change)\s+before\s+(?:it|that|this))\b",
                        re.IGNORECASE)


def further_back(text: str, state: ChatState) -> dict[str, Any] | None:
    """"Undo one more" right after an undo: the version before the one that undo brought back (a plain "undo", or
    "undo again", then redoes, as its reply says; one more asks one step further, never the change just undone put back
    while the reply says it went back). The oldest version kept reached: said so, nothing changed. None when the last
    turn was no undo or the message asks no further step."""
    if not state.get("restored") or not state.get("previous") or not _FURTHER.search(text):
        return None
    chain, now = versions(state), (state.get("trip"), state.get("plan"))
    at = next((i for i in reversed(range(len(chain))) if (chain[i].get("trip"), chain[i].get("plan")) == now), None)
    if not at:  # (the current version is the oldest kept, or none of them)
        return {"answer": "There is nothing further to undo: this is the oldest version of your trip I keep.", "problems": []}
    return restore(state, at - 1, ["I went back one more change, to your trip and plan as they were before it"])


# "redo", "redo that", "undo the undo": the change an undo just took back, put back
# ("on second thought redo it"; "apply that change again": the change applied once more)
_REDO = lazy_compile(r"^\W*(?:(?:ok|okay|actually|hm+|wait|no|nah|oh|please|pls|sorry|never\s*mind|nvm|ugh|yeah|erm|um+|uh+"
                     r"|on\s+second\s+thoughts?|hang\s+on|hold\s+on|one\s+sec)\W+)*"  # ("hang on, redo that")
                     r"(?:re-?do|re-?apply|undo\s+(?:the|that|my)\s+undo"
                     r"|apply\s+(?:that|it|this|the)(?:\s+(?:change|edit|one))?\s+(?:once\s+more|again)(?=\W*$)"
                     # the change wanted back ("i want the change after all", "we'd like that change back")
                     r"|(?:i|we)(?:'d|\s+do|\s+would)?\s+(?:want|need|like)\s+(?:the|that|this)\s+(?:change|edit)\s+(?:back|after\s+all))\b"
                     # ("redo that change", "redo this one")
                     r"(?:\s+(?:(?:that|it|this)(?:\s+(?:change|one|edit))?|the\s+(?:thing|change|last\s+(?:one|change))"
                     # what the undo took back named by it ("redo what u undid", "redo what you took back")
                     r"|what\s+(?:you|u|ya)\s+(?:just\s+)?(?:undid|undone|took\s+back|reverted)))?"
                     # (and the change of mind said after it: "redo it pls, i changed my mind")
                     r"(?:\W+(?:please|pls|plz|then|again|thx|thanks|ty|sorry|my\s+bad|(?:i\s+)?changed\s+my\s+mind))*\W*$",
                     re.IGNORECASE)


def redo(text: str, state: ChatState) -> dict[str, Any] | None:
    """"Redo that" right after an undo: the change it took back comes back (an undo again, as the undo's reply says);
    said after anything else, there is nothing to redo, said so. None when the message asks no redo."""
    if not _REDO.match(text):
        return None
    if state.get("restored") and REDONE not in (state.get("notes") or []) and state.get("previous"):
        return restore(state, len(versions(state)) - 1, [REDONE])
    return {"answer": "There is nothing to redo: your last message was no undo. Tell me what you'd like changed.",
            "problems": []}


REDONE = "I put back the change the undo took back (say \"undo\" to take it back again)"


def restore(state: ChatState, index: int, said: list[str] | None = None) -> dict[str, Any]:
    """The version ``index`` of the thread's kept ones (``snapshot.versions``, oldest first) brought back with its plan;
    the current one becomes the one before it (a plain "undo" then returns to it) and every one kept stays kept, in the
    order the thread had them (so "undo everything" still reaches the oldest after an undo)."""
    chain = versions(state)
    back = len(chain) - index
    went = [f"I went back {back} versions, to your trip and plan as they were then"] if back > 1 else []
    return {**version_of(chain[index]), "previous": snapshot(state), "earlier": chain[-(KEPT_VERSIONS - 1):],
            "restored": True, "draft": None, "missing": [], "problems": [], "edit": False,
            "notes": went if said is None else said}


def back_from_no_plan(text: str, state: ChatState) -> bool:
    """Whether a take-back naming no wish ("ok forget it, keep the late flight") follows a change that left the trip
    with no plan, where the trip before it had one: that change is taken back (the plan before comes back), never
    "I didn't understand"."""
    previous = state.get("previous") or {}
    if state.get("plan") or not previous.get("plan") or previous.get(REPAIRED) or not has_cue(text):
        return False
    took = taken_back(text, held_wishes(state.get("trip"), state.get("planned_without")))
    return not took.dropped and not took.ambiguous and not took.unmatched


# An earlier version named by what it had ("go back to the version where the budget was $2000", "back to the $2k
# version", "the one with the $1,800 budget"), or the first one ("the first plan was better", "back to the original")
_VERSION_NAMED = lazy_compile(r"\b(?:version|one|plan|trip|itinerary|option)\s+(?:with|where|when|that\s+had|at)\b"
                              r"|(?:\$?\s?\d[\d,.]*\s*k?|\bdollars?|\bpeople|\bpersons?|\bdays?)\s+(?:dollar\s+)?(?:version|one|plan)\b",
                              re.IGNORECASE)
_BACK_TO = lazy_compile(r"\b(?:back|revert|return|restore|undo|prefer(?:red)?|liked|better)\b", re.IGNORECASE)
# ... or by when it was ("go back to how it was at the start", "the way we had it in the beginning", "as it was at first")
_FIRST = lazy_compile(r"\b(?:first|original|initial|very\s+first)\s+(?:one|plan|version|trip|itinerary|schedule|request)\b"
                      r"|\b(?:at|in|from)\s+the\s+(?:very\s+)?(?:start|beginning|outset)\b|\bat\s+first\b",
                      re.IGNORECASE)
_COMPARED = ("org", "dest", "date", "people_number", "budget", "local_constraint")


def version_back(text: str, result: Understanding, state: ChatState,
                 first_read: Callable[[], Understanding | None]) -> dict[str, Any] | None:
    """An undo naming the version it wants by a value ("back to the one with the $1,800 budget"): the newest kept
    version that has that value (``snapshot.versions``), else the first request when it has it (re-read: ``first``,
    the message that opened the trip), else nothing changes and the reply says which values the version before the last
    change has (never the value applied as a new edit: "the version where the budget was 9000" is no budget of
    $9,000). None when the message names no version by a value."""
    trip, before = state.get("trip") or {}, (state.get("previous") or {}).get("trip") or {}
    if not trip or not _VERSION_NAMED.search(text) or not _BACK_TO.search(text) or result.problems or not result.edit:
        return None
    named = [key for key in _COMPARED if key != "local_constraint" and result.draft.get(key) != trip.get(key)]
    if not named:
        return None
    chain = versions(state)
    for index in reversed(range(len(chain))):
        if all((chain[index].get("trip") or {}).get(k) == result.draft.get(k) for k in named):
            return restore(state, index)
    first = first_read()
    if first is not None and not first.missing and not first.problems and all(
            first.draft.get(k) == result.draft.get(k) for k in named):
        return _first_again(trip, first)
    said = ", ".join(f"{_LABELS[k]} {show(k, result.draft.get(k))}" for k in named)
    kept = ", ".join(f"{_LABELS[k]} {show(k, before.get(k))}" for k in named) if before else ""
    earlier = f" (the one before your last change had {kept})" if kept else ""
    return {"answer": f"None of the earlier versions I keep has {said}{earlier}, so nothing changed. Say \"{said}\" if you "
                      "want it set now, or \"undo\" to go back one change.", "problems": []}


# A version named by the change that came after it: "the version before we added the dog", "back to before we changed
# the budget", "undo to before the dog" (a change's verb, or a thing, after "before"; never "before" alone: "go back to
# how it was before")
_BEFORE = lazy_compile(r"\b(?:before|prior\s+to)\s+(?P<what>(?:(?:we|i|you|u|they|she|he)\s+)?"
                       r"(?:added|add(?:ing)?|changed|chang(?:e|ing)|switched|made|put|bumped|raised|lowered|cut|upped"
                       r"|moved|brought|invited|asked|said|got|increased|reduced|dropped|removed|took|went|decided|told)\b.*"
                       r"|(?:the|my|our|that|his|her)\s+\w.*)", re.IGNORECASE)
# ... which by a pronoun is the last change ("before you changed it", "before we did that")
# ... or as the last change by name ("before that change", "before your last edit")
_LAST_CHANGE_SAID = lazy_compile(r"(?:(?:we|i|you|u)\s+)?(?:changed|did|made|touched)\s+(?:it|that|this|anything|something|stuff)"
                                 r"|(?:that|this|the|your|ur|my|our)\s+(?:(?:last|latest|recent|previous)\s+)?"
                                 r"(?:change|edit|update)(?:\s+(?:you|u|we|i)\s+(?:just\s+)?made)?", re.IGNORECASE)
_Reader = Callable[[str, dict[str, Any]], Understanding]
_TRIP_FIELDS = ("org", "dest", "date", "days", "people_number", "budget")


def before_change(text: str, state: ChatState, read: _Reader) -> dict[str, Any] | None:
    """An undo naming the version it wants by the change made after it ("go back to the version before we added the
    dog"): the newest kept version that change was made to comes back (``restore``), or the reply says none of the kept
    ones matches and nothing changes. ``read``: the trip parser, reading the change's words as an edit of a version
    (what it sets there is the change); a change it reads nothing in is named by the fields its words name ("we changed
    the budget"). None when the message names no version so."""
    said = _BEFORE.search(text)
    if said is None or not _BACK_TO.search(text) or not state.get("trip"):
        return None
    what = said.group("what").strip(" .!?")
    chain = [*versions(state), snapshot(state) or {}]
    if _LAST_CHANGE_SAID.fullmatch(what) and len(chain) > 1:  # "go back to before you changed it": the last change
        return restore(state, len(chain) - 2)
    for index in reversed(range(len(chain) - 1)):
        if _made(what, chain[index].get("trip") or {}, chain[index + 1].get("trip") or {}, read):
            return restore(state, index)
    return {"answer": f"None of the versions I keep comes right before \"{what}\", so nothing changed. Say \"undo\" "
                      "to go back one change, or tell me what to change.", "problems": []}


def _made(what: str, before: dict[str, Any], after: dict[str, Any], read: _Reader) -> bool:
    """Whether the change ``what`` is the one that turned the version ``before`` into ``after``."""
    reading = read(what, before)
    if not reading.problems and reading.edit:
        done = _differences(before, reading.draft)
        if done:
            return all(_value(after, key) == _value(reading.draft, key) for key in done)
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, what, re.IGNORECASE)}
    return any(before.get(name) != after.get(name) for name in named)


def _differences(one: dict[str, Any], other: dict[str, Any]) -> list[str]:
    """The trip's fields, and its rules (by the rule's key), that differ between two versions."""
    rules = {*(one.get("local_constraint") or {}), *(other.get("local_constraint") or {})}
    keys = [*_TRIP_FIELDS, *(f"rule:{key}" for key in sorted(rules))]
    return [key for key in keys if _value(one, key) != _value(other, key)]


def _value(trip: dict[str, Any], key: str) -> Any:
    if key.startswith("rule:"):
        return (trip.get("local_constraint") or {}).get(key[len("rule:"):]) or None
    return trip.get(key)


_LABELS = {"org": "origin", "dest": "destination", "date": "dates", "people_number": "people", "budget": "budget"}


# The trip before another one was opened, named as a trip ("let's go back to the first trip", "back to the other trip")
_OTHER_TRIP = lazy_compile(r"\b(?:first|original|initial|other|previous|old|earlier)\s+trip\b", re.IGNORECASE)


def other_trip_back(text: str, state: ChatState) -> dict[str, Any] | None:
    """"Let's go back to the first trip" after another trip was opened in the thread: the newest version kept whose
    route is not the current one's, as it was (its rules with it), never the current trip re-read as the first request.
    None when the message names no other trip, or every version kept has the current route."""
    trip = state.get("trip") or {}
    if not _OTHER_TRIP.search(text) or not trip or (state.get("previous") or {}).get(REPAIRED):
        return None
    chain = versions(state)
    route = (trip.get("org"), trip.get("dest"))
    at = next((i for i in reversed(range(len(chain)))
               if ((chain[i].get("trip") or {}).get("org"), (chain[i].get("trip") or {}).get("dest")) != route), None)
    if at is None:
        return None
    was = chain[at].get("trip") or {}
    return restore(state, at, [f"I went back to your other trip, {was.get('org')} to {was.get('dest')}, as it was"])


def first_back(text: str, state: ChatState, first_read: Callable[[], Understanding | None]) -> dict[str, Any] | None:
    """"The first plan was better" after several changes: the first request, re-read and planned again, when the
    version before the last change is not it (an undo brings back one change only); None when the message names no
    first version, or the one before the last change is the first (a plain undo). When the first request cannot be read
    again, the oldest version kept comes back (``undo_last``, which says so when it is not the first)."""
    other = other_trip_back(text, state)
    if other is not None:
        return other
    before = (state.get("previous") or {}).get("trip") or {}
    if not _FIRST.search(text) or not before or (state.get("previous") or {}).get(REPAIRED):
        return None
    first = first_read()
    if first is None or first.missing or first.problems:
        return undo_last(state, 0)
    if all(first.draft.get(k) == before.get(k) for k in _COMPARED):
        return None
    return _first_again(state.get("trip") or {}, first)


def _first_again(trip: dict[str, Any], first: Understanding) -> dict[str, Any]:
    """The trip's first request as an edit of the current one, the reply saying it went back to it."""
    draft = {**trip, **{k: first.draft.get(k) for k in (*_COMPARED, "days", "visiting_city_number")}}
    notes = [*changes(trip, draft), "I went back to your first request, as it was before your changes"]
    # the first plan was made for no standing wish ("make it cheaper" said since is taken back with the rest)
    # planned anew (never the current plan kept because it passes): the first plan is what was asked back
    return {"draft": draft, "missing": [], "problems": [], "notes": notes, "edit": False, "objective": None, "focus": None}
