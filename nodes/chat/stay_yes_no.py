"""A yes-or-no question about the plan's stays (issue 39): "is the hotel at least 4 stars?", "is the place under 200 a
night?", "are all the places under 150 a night", "is the hotel in the last city 4+?", and its house rules: "is it pet
friendly?", "is the place smoke-free?", "does it allow kids?" (a house rule was added, though nothing was asked).

The trip parser reads "at least 4 stars" and "under 200 a night" as rules to add, so such a question re-planned the
trip (or, with no stay left, answered "no plan can meet this request") instead of answering it. Here it is answered
from the plan's own stays, nothing changed: "Yes" or "No" first, then each stay asked about with the figure the answer
rests on (its rating, or its price a night, and what the party pays a night when it needs more than one room, or its
house rules as the data writes them), so
every no carries its reason. The stays asked about: the one in a city named, at a stop named by its place ("the first
city", "the last stop"), the one the last question named ("is it at least 2 stars" after "is the gunnison place
..."), else every stay of the plan.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.evaluation.costs import accommodation_cost
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.stay_swap import stays_of

_OPENING = r"^\W*(?:(?:and|so|ok(?:ay)?|hmm+|hm|also|then|but|well)\W+)*"
_ASKING = lazy_compile(rf"{_OPENING}(?:is|are|was|were|does|do)\b", re.IGNORECASE)
# A house rule asked of the stay: "is it pet friendly?", "does it allow kids" (never "were bringing the dog": "we're"
# typed without its apostrophe tells what the party does)
_ASKING_RULE = lazy_compile(rf"{_OPENING}(?:is|are|does|do)\b(?!\s+(?:we|i)\b)", re.IGNORECASE)
# ... asked as what the stay permits ("pet friendly", "allow kids", "smoke-free", "ok with parties"): "is there a pet
# fee?", "a crib for the little one?" ask what the data cannot say
_PERMITTING = lazy_compile(r"\b(?:allow\w*|permit\w*|friendly|welcom\w*|ok(?:ay)?|fine|free|ban\w*|forbid\w*)\b",
                           re.IGNORECASE)
_NUMBER = r"([1-5](?:\.\d)?)"
_RATING = lazy_compile(
    rf"\b{_NUMBER}\s*(?:\+|-?\s*stars?\b(?:\s+or\s+(?:more|better|higher|above|up))?|/\s*5\b|\s+or\s+(?:more|better|higher|above))"
    rf"|\bat\s*least\s+(?:a\s+)?{_NUMBER}\b|\brated\s+(?:\w+\s+){{0,3}}?{_NUMBER}\b", re.IGNORECASE)
_RATING_WORD = lazy_compile(r"\bstars?\b|\brat(?:ed|ing)\b|\+", re.IGNORECASE)
_PRICE = lazy_compile(
    r"\b(under|below|less\s+than|cheaper\s+than|at\s+most|no\s+more\s+than|over|above|more\s+than)\s*\$?\s*(\d[\d,]*)"
    r"\s*(?:\$|dollars|bucks)?\s*(?:a|per|/|each)\s*(?:night|nite)\b", re.IGNORECASE)
_PLACES = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "middle": 2, "third": 3, "3rd": 3, "last": -1, "final": -1}
_PLACE = lazy_compile(rf"\b({'|'.join(_PLACES)})\s+(?:city|stop|one|hotel|place|stay|town)\b", re.IGNORECASE)


@dataclass(frozen=True)
class _Stay:
    name: str
    city: str
    rating: float
    price: float  # one night of the listing
    night: float  # one night for the party (its rooms)
    house_rules: str  # the data's, as written ("No pets & No parties")


def stay_asked(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a yes-or-no question about the stays' rating or
    price a night, answered from the plan; None for any other message."""
    if not turn.editing or not turn.plan or not _ASKING.search(turn.text):
        return None
    rating = _RATING.search(turn.text) if _RATING_WORD.search(turn.text) else None
    price = _PRICE.search(turn.text)
    asks_a_rule = rating is None and price is None and bool(_ASKING_RULE.search(turn.text)) \
        and bool(_PERMITTING.search(turn.text))
    ruled = house_rule.read_rules(turn.text) if asks_a_rule else None
    if ruled is not None and (ruled.asked or ruled.forbidden):
        stays = _asked_about(turn)
        return {"answer": _rule_answer(stays, ruled.asked or (), ruled.forbidden), "problems": []} if stays else None
    if (rating is None) == (price is None):
        return None
    stays = _asked_about(turn)
    if not stays:
        return None
    if rating is not None:
        stars = float(next(g for g in rating.groups() if g))
        return {"answer": _rating_answer(stays, stars), "problems": []}
    assert price is not None
    return {"answer": _price_answer(stays, price.group(1).lower(), float(price.group(2).replace(",", ""))), "problems": []}


def _rating_answer(stays: list[_Stay], stars: float) -> str:
    low = [s for s in stays if s.rating < stars]
    lines = [f"- {s.name} in {s.city}: rated {s.rating:.1f}" for s in low or stays]
    head = (f"No: {_which(low, stays)} rated below {stars:g}." if low else
            f"Yes: {_which(stays, stays)} rated {stars:g} or more.")
    return "\n".join([head, *lines, f"Nothing changed; say \"hotels rated {stars:g} or more\" to make it a rule."])


def _price_answer(stays: list[_Stay], word: str, amount: float) -> str:
    over = word in ("over", "above", "more than")
    met = [s for s in stays if (s.night > amount if over else s.night < amount)]
    missed = [s for s in stays if s not in met]
    side = "over" if over else "under"
    head = (f"Yes: {_which(stays, stays)} {money(amount)} a night or {'more' if over else 'less'}." if not missed else
            f"No: {_which(missed, stays)} not {side} {money(amount)} a night.")
    lines = [f"- {s.name} in {s.city}: {money(s.price)} a night" + (
        f" ({money(s.night)} a night for your party's rooms)" if s.night != s.price else "") for s in missed or stays]
    return "\n".join([head, *lines, "Nothing changed."])


def _rule_answer(stays: list[_Stay], allowed: tuple[str, ...], forbidden: tuple[str, ...]) -> str:
    """"is it pet friendly?", "is the place smoke-free?": each rule asked against the stays' own house rules (a rule
    allowed where the stay's rules do not forbid it: ``house_rule.allows``)."""
    def meets(stay: _Stay) -> bool:
        return all(house_rule.allows(stay, r) for r in allowed) and not any(house_rule.allows(stay, r) for r in forbidden)

    missed = [s for s in stays if not meets(s)]
    said = [*(f"{r} {_be(r)} allowed" for r in allowed), *(f"{r} {_be(r)} forbidden" for r in forbidden)]
    where = "the stay" if len(stays) == 1 else f"all {len(stays)} stays" if not missed else \
        f"{len(missed)} of {len(stays)} stays"
    if not missed:
        head = f"Yes: {' and '.join(said)} at {where}."
    elif len(said) == 1:
        head = f"No: {said[0].replace(' allowed', ' not allowed').replace(' forbidden', ' not forbidden')} at {where}."
    else:
        head = f"No, not at {where} ({' and '.join(said)} asked)."
    lines = [f"- {s.name} in {s.city}: its house rules say {s.house_rules or 'nothing'}" for s in missed or stays]
    tail = f"Nothing changed; say \"the stay must allow {allowed[0]}\" to make it a rule." if allowed else "Nothing changed."
    return "\n".join([head, *lines, tail])


def _be(rule: str) -> str:
    return "is" if rule == "smoking" else "are"


def _which(some: list[_Stay], every: list[_Stay]) -> str:
    """"the stay is", "both stays are", "1 of 3 stays is": how many of the stays asked about the answer is of."""
    if len(every) == 1:
        return "the stay is"
    if len(some) == len(every):
        return f"all {len(every)} stays are"
    return f"{len(some)} of {len(every)} stays {'is' if len(some) == 1 else 'are'}"


def _asked_about(turn: Turn) -> list[_Stay]:
    """The plan's stays the question is about (the module's note)."""
    stays = _stays(turn)
    cities = list(dict.fromkeys(s.city for s in stays))
    city = _city_in(turn.text, cities)
    place = _PLACE.search(turn.text)
    if city is None and place is not None:
        index = _PLACES[place.group(1).lower()]
        city = cities[index if index < 0 else index - 1] if len(cities) >= abs(index) else None
    if city is None and len(cities) > 1 and re.search(r"\b(?:it|that\s+one|the\s+same)\b", turn.text, re.IGNORECASE):
        city = _city_in(_last_question(turn), cities)
    return [s for s in stays if city is None or s.city == city]


def _city_in(text: str, cities: list[str]) -> str | None:
    return next((c for c in cities if re.search(rf"\b{re.escape(c)}\b", text, re.IGNORECASE)), None)


def _last_question(turn: Turn) -> str:
    """The user's message before this one (a question's "it" is what that one named)."""
    said = [str(m.content) for m in turn.state.get("messages") or [] if getattr(m, "type", "") == "human"]
    return said[-2] if len(said) >= 2 else ""


def _stays(turn: Turn) -> list[_Stay]:
    """The plan's stays, in order, with the data's rating and price (a stay the data lacks left out)."""
    people = int((turn.state.get("trip") or {}).get("people_number") or 1)
    out = []
    for entry in stays_of(turn.plan or []):
        name, _, city = entry.rpartition(",")
        row = next((a for a in turn.sandbox.accommodations_in(city.strip()) if (a.name or "").strip() == name.strip()),
                   None)
        if row is not None and row.price is not None:
            night = accommodation_cost(row.price, row.maximum_occupancy or 1, people)
            out.append(_Stay(name.strip(), city.strip(), float(row.review_rate or 0), float(row.price), night,
                             str(row.house_rules or "")))
    return out
