"""A short answer to a question ("4", "Seattle", "ok $1,500 then"): read as the field that was asked for, with
the cue the parser needs; an answer that gives nothing usable says why, beside the question asked again.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.parsing import QueryParseError, Reading, read_text
from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.place_typos import close_places, respelled, with_assumed
from himap_travel.nodes.chat.relative import BUDGET_FACTOR, RELATIVE_BUDGET, RELATIVE_DAYS, WHO

# The question turned back to the one asking it ("what would you suggest?", "what do you recommend?", "you tell me",
# "how much do you think we need?", "any ideas?"): no answer and nothing to plan without, a question of its own
TURNED_BACK = lazy_compile(
    r"^\W*(?:(?:hmm+|um+|well|ok(?:ay)?|idk|dunno|not\s+sure|no\s+idea)\W+)*(?:what\s+(?:would|do|did|should)\s+(?:you|u)"
    r"\s+(?:suggest|recommend|advise|think|reckon|propose)|(?:you|u)\s+tell\s+(?:me|us)|any\s+(?:ideas?|suggestions?|advice)"
    r"|how\s+(?:much|many)\s+(?:do|would|should)\s+(?:you\s+(?:think|reckon|suggest)\s+)?(?:we|i)\s+(?:need|bring|spend|budget)"
    r"|what(?:'?s|\s+is)\s+(?:a\s+)?(?:normal|typical|usual|good|reasonable|sensible)\s+(?:budget|amount|number)(?:\s+for\s+\w+)?"
    r"|what\s+(?:dates|days)\s+(?:would\s+you\s+suggest|are\s+best|do\s+you\s+recommend))\W*$",
    re.IGNORECASE)
SUGGESTED = {"budget": "a budget is yours to set: say the most you'd spend in total (e.g. $1,500) and I'll plan the "
                       "trip; if no plan fits it, I'll say the least one costs",
             "people_number": "only you know who's coming: say how many travel, you included",
             "date": "any dates in March 2022 work (the travel data's month): say the first and last day",
             "org": "say the city you'd leave from", "dest": "say the city you'd like to go to"}


# What a question about a field is answered with, when the answer is short: the cue the parser needs.
_ANSWER_CUES = {"org": "from ", "dest": "to ", "people_number": "for ", "budget": "budget "}


def as_answer(text: str, reading: Reading, pending: list[str], sandbox: Any, replacing: bool = False) -> Reading:
    """A short answer read as the field that was asked for ("4" -> 4 people, "Seattle" -> the origin); a place said as
    where the trip goes ("back to Detroit then") or ``replacing`` one the message took back ("forget Detroit, take us
    to Chicago instead") is the destination, never the origin asked for."""
    towards = reading.dest and re.search(rf"\b(?:to|in|at)\s+{re.escape(reading.dest)}\b", text, re.IGNORECASE)
    if reading.dest and reading.org is None and "org" in pending and "dest" not in pending and not (replacing or towards):
        reading = reading.model_copy(update={"org": reading.dest, "dest": None})  # "Seattle", asked where the trip starts
    if TURNED_BACK.match(text):  # "what would you suggest?": a question back, answered (``not_applied``), no answer
        return reading
    asked = [name for name in pending if getattr(reading, name, None) is None]
    if len(asked) < len(pending):  # "4 of us" with the people and the budget asked: it answered one, never both
        return reading
    if len(asked) > 1:  # several fields open: a bare number or "lots of us" answers the people count, "$2,000" the budget
        asked = [name for name in asked if name == _likely_field(text)]
    if len(asked) != 1 or asked[0] not in _ANSWER_CUES or len(text.split()) > 6:
        return reading
    try:
        cued = read_text(_cued(asked[0], text), sandbox)
        fixes = close_places(cued, sandbox)
        if fixes:  # "Newrk" asked where the trip starts: Newark, said
            cued = with_assumed(read_text(respelled(_cued(asked[0], text), fixes), sandbox), fixes)
    except QueryParseError:
        return reading
    value = getattr(cued, asked[0])
    if value is None and (_says_something(reading) or _changed_by_an_amount(text)):
        # "no self-driving pls" while the origin is asked: a rule, no answer; "add a day": the draft's length changed
        return reading
    if value is None:  # "lots of us", "0", "-2": the reason it cannot be used goes with the question asked again
        why = next(iter(cued.problems), None) or _UNREAD[asked[0]]
        return reading.model_copy(update={"warnings": [*reading.warnings, f"I couldn't use \"{text.strip()}\": {why}"],
                                          "problems": [p for p in reading.problems if p not in cued.problems]})  # said once
    updates: dict[str, Any] = {asked[0]: value, "warnings": list(dict.fromkeys([*reading.warnings, *cued.warnings]))}
    if asked[0] == "budget":
        updates["budget_unit"] = cued.budget_unit
    if asked[0] == "dest":
        updates["visiting_city_number"] = cued.visiting_city_number
    if asked[0] == "org" and reading.dest == value:  # "Seattle" alone was taken for a destination
        updates["dest"] = None
    problems = ([p for p in reading.problems if not re.search(r"budget|travellers", p)]
                + [p for p in cued.problems if p not in reading.problems])
    return reading.model_copy(update={**updates, "problems": problems})


def _says_something(reading: Reading) -> bool:
    """Whether the message states a field or a rule of its own (then it is read as what it says, not as the answer)."""
    fields = ("org", "dest", "date", "start_date", "days", "people_number", "budget")
    return any(getattr(reading, name, None) for name in fields) or any(
        c.value(reading.local_constraint) for c in LOCAL)


def _changed_by_an_amount(text: str) -> bool:
    """Whether the message changes the trip by an amount ("add a day", "two more nights", "bump the budget by 200"): an
    edit of the trip being asked about (``relative``, applied with the draft), never a failed answer to the question."""
    return any(pattern.search(text) for pattern in (RELATIVE_DAYS, RELATIVE_BUDGET, BUDGET_FACTOR))


# Why a short answer gave nothing for the field asked about (a parser problem, when it has one, says it better).
_UNREAD = {"people_number": "I need the number of travellers as a number, e.g. 4",
           "budget": "I need the total budget as an amount in US dollars, e.g. $2,000",
           "org": "I don't know that city: name a US city the trip starts from",
           "dest": "I don't know that place: name a US city, or a state for several cities"}
_BARE_NUMBER = lazy_compile(r"^\s*[-+−]?\s*[\d,.]+\s*$|^\s*(?:zero|none|nobody|no\s+one)\s*$", re.IGNORECASE)
# A count said alone in words or with "us" ("two", "just us 2", "us two", "we're 3", "the 4 of us"): the travellers
_COUNT_ALONE = lazy_compile(rf"^(?:(?:the|us|we|we'?re|we\s+are|all)\s+)*(?P<n>{NUM})(?:\s+(?:of\s+us|us|people|in\s+total))?$",
                            re.IGNORECASE)


# The words around a short answer that say nothing of it ("ok 2 then", "fine, 3 please", "um $1,500 i guess"), and an
# answer put as a question ("what if it's 3?", "how about 4?", "can it be 2?", "it's 3"): its figure is the answer.
_ANSWER_LEAD = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|fine|um+|uh+|well|alright|sure|just|hmm+|oh|right|yeah|yes|make\s+it"
                            r"|what\s+if|(?:what|how)\s+about|(?:can|could)\s+(?:it|we)\s+(?:be|do|say)|it'?s|it\s+is|we'?re"
                            r"|we\s+are)\W+)+",
                            re.IGNORECASE)
_ANSWER_TAIL = lazy_compile(r"(?:(?:\W+(?:then|please|pls|plz|i\s+guess|thanks?|thx))+\W*|[\s?!.]+)$", re.IGNORECASE)


def _core(text: str) -> str:
    """A short answer without the words around it that say nothing of it ("ok 2 then" → "2")."""
    return _ANSWER_TAIL.sub("", _ANSWER_LEAD.sub("", text)).strip() or text.strip()


def _likely_field(text: str) -> str | None:
    """Which field a short answer is about when several are open, by its form."""
    text = _core(text)
    if re.search(r"\$|\b(?:dollars?|bucks|usd|budget)\b|\d\s*k\b", text, re.IGNORECASE):
        return "budget"
    if _BARE_NUMBER.match(text) or _COUNT_ALONE.match(text) or re.search(rf"\b{WHO}\b|\bof\s+us\b", text, re.IGNORECASE):
        return "people_number"
    return None


def _cued(field: str, text: str) -> str:
    """The short answer with the cue the parser needs: a bare number asked as a people count is "N people"."""
    text = _core(text)
    if field == "people_number" and _BARE_NUMBER.match(text):
        return text + " people"
    alone = _COUNT_ALONE.match(text) if field == "people_number" else None
    if alone is not None:  # "two", "just us 2": that many people
        return f"{alone['n']} people"
    return _ANSWER_CUES[field] + text


__all__ = ["as_answer"]
