"""A maximum price per night for a stay, per room: "nothing over $150 a night for the room".

Per room means per unit of the listing: the data's "price" column, the price of one night of one unit (a party
too large for one unit books several, each within the maximum). Not one of TravelPlanner's five: a verdict
reports it (``max_night_price``) only for a request that sets it. Every accommodation of the plan costs at most
the maximum a night; a listing with no price fails (fail closed).

How a request states it (``read``): a dollar amount with a night unit ("a night", "per night", "/night",
"nightly") and an upper bound ("nothing over", "under", "at most", "no more than", "max", "up to", "cheaper
than"), before it or after it ("$150 a night max", "tops", "or less"), e.g. "rooms under $120 a night", "a hotel
for at most $200 per night", "nothing over $150 a night for the room"; a bare number before the night unit is dollars
("under 300/night"); a nightly amount said of the stay as its limit needs no bound word ("our limit for lodging is
$90/night", "$45 pp per night for the stay"). An amount in words is read as in digits (the parser's ``numbers.spelled_amounts``). A nightly
amount that is the budget ("a budget of $200 per night") is the budget reader's, not this. A
price per person and night ("$60 per person a night") is ``night_price_per_person``'s (the same statements, read
here). The amount's words (``claims``) are not read as a budget.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.spans import SpanSet

# ("$90 per room per night": a room's price is the night's, the data prices each room)
_NIGHT = (r"(?:\s+(?:total|in\s+total|all[\s-]in|altogether))?"  # "under 200 total per night": the room's whole price
          r"(?:\s*(?:/|per|a|each)\s*room|\s+for\s+(?:the|a|one|our)\s+room)?"  # "150 for the room per night"
          r"(?:\s*(?:/|per|a|an|each|every)\s*(?:night|nite)\b|\s*(?:/|per)\s*nt\b|\s+nightly\b"  # "$220/nt"
          r"|\s+for\s+(?:one|a|1|a\s+single)\s+(?:night|nite)\b)")  # "maximum 120 for one night"
_PER_PERSON = r"(?:\s*(?:/|per|a|each)\s*(?:person|head|guest|traveller|traveler)\b|\s+(?:each|pp|p/p)\b)"
_BOUND_WORDS = (r"(?:nothing|no\s+more|not\s+more|nothing\s+more|never|not|not\s+a\s+(?:penny|cent|dime|dollar))\s+"
               r"(?:over|above|more\s+than|beyond)|under|below|at\s+most|"
               r"(?:nothing|no|not)\s+(?:\w+\s+)?(?:pricier|more\s+expensive|costlier|dearer)\s+than|"
               # a negated "over": "the room shouldn't go over $95 a night", "mustn't cost more than"
               r"(?:shouldn't|should\s+not|mustn't|must\s+not|can't|won't|doesn't|does\s+not|don't)\s+(?:go|be|cost|run|exceed)?\s*"
               r"(?:over|above|more\s+than|beyond)|"
               r"(?:can't|cant|cannot|can\s+not|won't|(?:don't|dont|do\s+not)\s+(?:want\s+to|wanna)|not\s+willing\s+to)\s+(?:pay|spend)\s+"
               r"(?:more\s+than|over|above)|"
               # ... anything over ruled out ("avoid anything over $250 a night", "we can't do anything above 200/night")
               r"(?:avoid(?:ing)?|skip|(?:can't|cant|cannot|can\s+not|won't|wont|don't|dont)\s+(?:do|want|afford|book|get|pick|choose|pay\s+for))\s+"
               r"(?:anything|everything)\s+(?:over|above|more\s+than|beyond)|"
               r"no\s+more\s+than|max(?:imum)?(?:\s+of)?|up\s+to|less\s+than|cheaper\s+than|within|capped\s+at|tops?|not\s+exceeding|"
               r"caps?(?:\s+(?:at|of|is))?|"  # "meals cap $20 a person"
               r"(?:that\s+)?(?:cost|costs|costing|priced)\s+(?:under|below|less\s+than|at\s+most|no\s+more\s+than)")
# ... each word bound from a word before it, or a sign of "at most" ("rooms ≤ $250/night", "meals <= $25", "meals <
# $35"; "<3" is a heart, no bound)
_BOUND = rf"(?:\b(?:{_BOUND_WORDS})|(?<![<>=≤≥])(?:≤|<=|=<|<(?=\s*\$|\s+\d))(?!=))"
# An amount in digits ("$150", "150 dollars") and an upper bound on it: shared with the meal cost (``meal_cost``).
AMOUNT = (r"(?:\$\s*(?:\d{1,3}(?:,\d{3})*|\d+)(?:\.\d{1,2})?(?![.,]?\d)"  # never a part of a longer number
          r"|(?:\d{1,3}(?:,\d{3})*|\d+)\s*(?:dollars|usd|bucks)\b"
          r"|(?<![\d,.$])(?:\d{1,3}(?:,\d{3})*|\d+)(?:\.\d{1,2})?\s?\$(?!\s*\d))")  # the sign after it: "150$ a night"
BOUND = _BOUND
# What follows a bound before its amount: a space, or nothing after a sign ("<$200 a night", "meals <=$25")
AFTER_BOUND = r"(?:\s+|(?<=[<=≤])(?=\s*\$))"
# A range's start before an amount is a bound too, the range's end the most ("$10-15 a meal", "between 100 and 180 a
# night", "$15 to $25"): what is said is what may be paid, so its upper end is the cap.
RANGE_START = r"(?:between\s+)?\$?\s*\d+(?:\.\d{1,2})?(?:\s*(?:-|–|—)\s*|\s+(?:to|and)\s+)"
_RANGE_END = lazy_compile(r"\d\s*(?:-|–|—|\s+to\s+|\s+and\s+)\s*\$?\s*(?P<end>\d[\d,]*(?:\.\d{1,2})?)")
_NUMBER = lazy_compile(r"\d[\d,]*(?:\.\d{1,2})?")
# An amount of a night: in dollars, or a bare number the night word follows ("under 300/night", "below 180 a night").
_NIGHT_AMOUNT = rf"(?:{AMOUNT}|(?:\d{{1,3}}(?:,\d{{3}})*|\d+)(?![.,]?\d)(?={_PER_PERSON}?{_NIGHT}))"
# (who pays may follow the night after a comma: "under 75 per night, per person", "$90 max a night, each"; never
# "..., each room")
_PP_AFTER = (rf"(?P<pp2>{_PER_PERSON}|,\s*(?:(?:per|a|each)\s*(?:person|head|guest|traveller|traveler)\b"
             r"|(?:each|pp|p/p)(?=\s*(?:[.,;!?)]|$))))?")
_PRICED_NIGHT = rf"{_NIGHT_AMOUNT}(?P<pp1>{_PER_PERSON})?(?P<night>{_NIGHT}){_PP_AFTER}"
# "<bound> $150 <per person>? <a night> <per person>?", or the bound after it ("$150 a night max", "$80 per person per
# night tops", "$120 a night or less")
_PRICE = lazy_compile(rf"(?:(?P<bound>{_BOUND}){AFTER_BOUND}(?:of\s+)?|(?<![\w$.,])(?P<range>{RANGE_START})){_PRICED_NIGHT}", re.IGNORECASE)
# A night's rate named, then its bound ("nightly rate under 500", "the per-night price no more than $150"), or the
# night word alone before it ("nightly max $180", "each night under $300"): the amount needs no night word after it,
# the rate being a night's
# (a cap said as a verb before the night, "cap each night at $120", "limit every night to 150": its "at"/"to" the bound)
_RATE_CAP = lazy_compile(rf"(?P<verb>\b(?:cap|limit)\s+)?\b(?:(?:nightly|per[\s-]night|room)\s+(?:rates?|prices?|costs?)|nightly"
                         # ... or one night said before its bound ("keep each night under $300", "a night no more than $150")
                         r"|(?:each|every|per|a)\s+night)(?P<pp1>)(?P<pp2>)(?P<night>)\s+"
                         rf"(?:(?:is|should\s+be|must\s+be|has\s+to\s+be)\s+)?(?:{_BOUND}|(?(verb)(?:at|to)|(?!)))\s+(?:of\s+)?"
                         r"(?P<amount>\$?\s*\d{2,5}(?:\.\d{1,2})?)(?![\d.,]|\s*(?:%|people|persons?|nights?|days?))",
                         re.IGNORECASE)
# A stay's word, then a bound on a bare amount with no night word: a stay is priced by the night, so "rooms under 150",
# "hotels no more than $120" cap a night's price (two or three digits; never a total, a person's, a week's or a count)
# compiled at import: a match's ``.re`` is compared with it (a lazy pattern is not its compiled one)
_ROOM_CAP = re.compile(r"\b(?:rooms?|hotels?|motels?|lodging|accommodations?|airbnbs?|places\s+to\s+stay"
                       r"|(?<=star\s)places?|(?<=stars\s)places?|(?<=star\s)spots?)"  # ("a 4 star place under 200": a stay)
                       r"(?P<pp1>)(?P<pp2>)(?P<night>)"
                       # ... where it is said between ("hotel near the beach under $120": the place named, the price read)
                       r"(?P<where>\s+(?:near|by|close\s+to|next\s+to|in|around)\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+)?(?=\s+(?:under"
                       r"|below|less|no\s+more|at\s+most|max|up\s+to|cheaper)\b))?"
                       # ... its rating said between ("a hotel with at least 4 stars and under 200")
                       r"(?:\s+with\s+(?:at\s+least\s+|min(?:imum)?\s+)?(?:an?\s+)?[1-5](?:\.\d)?\+?\s*(?:[\s-]*stars?|\s+star\s+rating"
                       r"|\s+rating)(?:\s+or\s+(?:more|higher|better|above))?\s*,?\s+and)?\s+"
                       r"(?:(?:should|must|need\s+to|needs\s+to|has\s+to|have\s+to)\s+be\s+|(?:that\s+)?(?:costs?|costing|priced)\s+)?"
                       r"(?:under|below|less\s+than|no\s+more\s+than|at\s+most|max(?:imum)?|up\s+to|cheaper\s+than)\s+"
                       r"(?P<amount>\$?\s*\d{2,3}(?:\.\d{1,2})?)(?![\d.,])(?!(?:\s*(?:dollars?|bucks|usd)\b)?\s*(?:%|k\b|people"
                       r"|persons?|guests?|nights?|nites?|days?|weeks?|total|in\s+total|all\b|for\s+(?:the|all|both|us)\b"
                       r"|(?:/|per|a|an|each)\s*(?:person|head|guest|week|day|stay|trip|night|nite|nt)\b|each\b|pp\b|sq|square|miles?"
                       r"|mi\b|km|minutes?|stars?))", re.IGNORECASE)
_PRICE_THEN_BOUND = lazy_compile(
    rf"(?<![\w$.,]){_PRICED_NIGHT}\s*,?\s*(?P<bound>max(?:imum)?|tops|at\s+(?:the\s+)?most|or\s+(?:less|under|below|lower)"
    r"|(?:is\s+(?:the|my|our)\s+)?(?:cap|limit|ceiling)"  # "$200 a night cap", "150/night is our limit"
    # ... or not a coin more ("$175 a night, not a penny more", "150 a night and not a dollar more")
    r"|(?:and\s+)?(?:not|no)\s+(?:a\s+|one\s+)?(?:penny|cent|dime|dollar|buck|nickel)\s+more)\b",
    re.IGNORECASE)
# ... or the bound between the amount and its night ("$140 max per night", "90 tops a night", "$50 max pp per night")
_BOUND_THEN_NIGHT = lazy_compile(
    rf"(?<![\w$.,])(?P<amount>\$?\s*\d{{2,4}}(?:\.\d{{1,2}})?(?![\d.,])(?:\s*(?:dollars|usd|bucks)\b)?)\s*,?\s*"
    rf"(?P<bound>max(?:imum)?|tops|at\s+(?:the\s+)?most)(?P<pp1>{_PER_PERSON})?(?P<night>{_NIGHT}){_PP_AFTER}",
    re.IGNORECASE)
# A note's field of the price with its bound ("price: <150", "rate - under 200/night", "price per night: max 180"),
# read where a stay is named beside it or the night is said (``statements``); compiled at import, as ``_ROOM_CAP`` is
_PRICE_FIELD = re.compile(
    r"\b(?:price|rate|cost)(?:\s+(?:per|a|/)\s*night|\s+per\s+room)?\s*[:=-]\s*(?:<=?|≤|under|below|max(?:imum)?|up\s+to|at\s+most)"
    r"\s*(?P<amount>\$?\s*\d{2,4}(?:\.\d{1,2})?)(?P<pp1>)(?P<pp2>)(?P<night>(?:\s*(?:/|per|a)\s*(?:night|nite))?)"
    r"(?![\d.,]|\s*(?:%|people|persons?|days?|total|pp\b|(?:/|per|a)\s*(?:person|head|meal|day|week)))", re.IGNORECASE)
# A night's budget said with the night before its amount, of a stay named near it: "our budget per night is 300 for the
# whole place", "hotel budget per night: 180", "per night we can spend 150 on the hotel" (``_near_a_stay``)
_NIGHT_BUDGET = lazy_compile(
    r"(?:(?:\bbudget\s+(?:(?:per|a|each|every|for\s+(?:a|one|each))\s+(?:night|nite)|nightly)|\bnightly\s+budget)\s*"
    r"(?:for\s+(?:the\s+|our\s+|a\s+)?(?:hotels?|rooms?|stays?|lodging|place|airbnb)\s*)?(?:[:=-]\s*|(?:is|of|would\s+be)\s+)?"
    r"|\b(?:per|a|each|every)\s+(?:night|nite)\s*,?\s*(?:we|i)\s+(?:can|could)\s+(?:spend|do|pay|afford)\s+)"
    r"(?P<pp1>)(?P<pp2>)(?P<night>)(?:(?:around|about|roughly|up\s+to|max(?:imum)?)\s+|~\s*)?"
    r"(?P<amount>\$?\s*\d{2,4}(?:\.\d{1,2})?)(?![\d.,]|\s*(?:%|am\b|pm\b|people|persons?|nights?|days?|hours?|hrs?|stars?|miles?))",
    re.IGNORECASE)
# "a budget of $200 per night" is the trip's budget; "hotel budget: 180 per night", "accommodation budget is around $100
# per night max" are the stay's price, and so is a cheap stay's ("a budget hotel, max $80/night", "budget-friendly room")
_BUDGET_BEFORE = lazy_compile(r"\b(?<!hotel\s)(?<!room\s)(?<!lodging\s)(?<!accommodation\s)(?<!accommodations\s)(?<!stay\s)(?<!motel\s)"
                              r"(?:budget(?![\s-]+(?:friendly|hotels?|motels?|hostels?|rooms?|stays?|lodging|accommodations?|airbnbs?"
                              r"|rentals?|places?|options?|inns?)\b)|spend|spending|allowance)\b"
                              # ... whose words reach the amount: another amount or a stay's word between them takes them
                              # ("budget $2000, hotel up to $120 a night", "$2000 budget, no hotel over $150/night")
                              r"(?:(?!\b(?:hotels?|motels?|hostels?|rooms?|lodging|stays?|accommodations?|airbnbs?)\b)[^.;!?$\d]){0,30}$",
                              re.IGNORECASE)
# A nightly amount said of the stay with no bound word is its most: "our limit for lodging is $90/night", "we can do
# 130/night for the hotel", "$45 pp per night for the stay" (what a night may cost; never the trip's budget).
_STAY_PRICE = lazy_compile(rf"(?<![\w$.,]){_PRICED_NIGHT}", re.IGNORECASE)
_STAY = lazy_compile(r"\b(?:hotels?|motels?|hostels?|rooms?|lodging|accommodations?|accomodations?|stays?|airbnbs?|rentals?|apartments?"
                     r"|places?\s+to\s+stay|the\s+(?:whole\s+|entire\s+)?place|hotle|houses?|cabins?|condos?|inns?|lodges?|suites?|villas?|casitas?"
                     r"|b&bs?|bnbs?)\b", re.IGNORECASE)
_STAY_REACH = 60  # characters either side of a nightly amount looked at for the stay's word, within its sentence
# ... when a word of a limit is near it, or the amount opens its clause ("$45 pp per night for the stay"); "our lodging
# is 150 per night" says what lodging costs, no limit (named unread, never guessed)
_LIMIT = lazy_compile(r"\b(?:limit|cap|ceiling|allowance|budget|max(?:imum)?|most|afford|can\s+(?:do|pay|spend)|willing|no\s+more"
                      r"|(?:want|wanna|like|plan|hope|hoping|looking)\s+to\s+(?:spend|pay)"
                      r"|up\s+to|or\s+(?:less|under|below|lower)|tops)\b", re.IGNORECASE)
# ... or a negated "over" before it: "no hotels over 150 a night pls"
_NEGATED_OVER = lazy_compile(r"(?:\b(?:no|not|nothing|never)\b|n't\b)[^.;!?]{0,30}?\b(?:over|above|more\s+than|beyond|exceeding)\s*\$?$",
                             re.IGNORECASE)
# ... said roughly ("like $50 a head per night for the house"): still its opening
_CLAUSE_OPENS = lazy_compile(r"(?:^|[,(:]\s*|\b(?:and|but|also)\s+)(?:(?:like|about|around|roughly|say|maybe)\b\s*)?$", re.IGNORECASE)
# Who pays it, said before the amount: each traveller ("each of us pays max 90 per nite for the room")
_EACH_BEFORE = lazy_compile(r"\b(?:each\s+of\s+us|each\s+(?:person|travell?er|guest)|every\s+one\s+of\s+us)\b"
                            r"[^.;!?,$\d]{0,30}$", re.IGNORECASE)
# ... or the stay's word opening its clause right before it: "hotel 200 a night", "lodging 250/night tops"
_STAY_OPENS = lazy_compile(r"(?:^|[,(:;.!?]\s*|\b(?:and|but|also)\s+)(?:the\s+|our\s+|a\s+)?(?:hotels?|motels?|rooms?|lodging"
                           r"|accommodations?|stays?|airbnbs?)\s*[:=-]?\s*(?:(?:around|about|roughly)\s+|~\s*)?$", re.IGNORECASE)
# ... said roughly ("hotels around 150/night", "lodging about $180 a night"): kept as the most, and said so
_ROUGHLY_BEFORE = lazy_compile(r"(?:\b(?:around|about|roughly)\s+|~\s*)$", re.IGNORECASE)
# An amount said vaguely ("a few hundred dollars a night", "a couple hundred a night": "a few $100" once spelled) is
# no cap: never read as a number (the unread net names it).
_VAGUE_BEFORE = lazy_compile(r"\b(?:few|couple(?:\s+of)?|several|some)\s*\$?$", re.IGNORECASE)


def amount_of(match: re.Match[str]) -> float:
    """The dollars of the ``AMOUNT`` a statement holds (its first number: the bound words have none), or of a range's
    end ("$10-15 a meal": 15); a statement whose words before the amount hold numbers names it (its group "amount")."""
    said = match.groupdict().get("amount") or match.group(0)
    number = _RANGE_END.search(said) or _NUMBER.search(said)
    assert number is not None  # an AMOUNT holds a number
    return float(number.group(number.lastindex or 0).replace(",", ""))


def allows(row: Any, maximum: float) -> bool:
    price = getattr(row, "price", None)
    return price is not None and price <= maximum + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_night_price
    for number, entry, row in ctx.accommodations():
        if not allows(row, maximum):
            price = "not priced" if row.price is None else f"${row.price:,.0f} a night"
            yield f"max night price: day {number}: '{entry}' is {price}, over ${maximum:,.0f}"


def unmet(facts: SolverFacts) -> str:
    maximum = facts.spec.local_constraint.max_night_price
    return f"no lodging in {facts.spec.dest} at ${maximum:,.0f} a night or less (per room) fits this trip"


def statements(text: str, per_person: bool = False) -> Iterator[re.Match[str]]:
    """Every nightly price cap of the text that is no budget, per room or (``per_person``) per person: the matches."""
    lower = text.lower()
    rooms = list(_ROOM_CAP.finditer(text))
    # ("price: <150" said of the rooms beside it, or of the night)
    rooms += [m for m in _PRICE_FIELD.finditer(text) if "ni" in m.group(0).lower() or _near_a_stay(text, m)]
    if "night" not in lower and "nite" not in lower and "nt" not in lower and not rooms:  # "night", "nite" or "nt" in each
        return
    budgeted = [m for m in _NIGHT_BUDGET.finditer(text) if _near_a_stay(text, m)]
    bounded = sorted([*_PRICE.finditer(text), *_PRICE_THEN_BOUND.finditer(text), *_BOUND_THEN_NIGHT.finditer(text),
                      *_RATE_CAP.finditer(text), *rooms, *budgeted],
                     key=lambda m: m.start())
    taken = SpanSet(m.span() for m in bounded)
    said = [m for m in _STAY_PRICE.finditer(text) if m.start() not in taken and _of_a_stay(text, m)]
    for m in sorted([*bounded, *said], key=lambda m: m.start()):
        if _VAGUE_BEFORE.search(text, max(0, m.start() - 30), m.start() + (text[m.start()] == "$")):
            continue
        if negation.negated_floor(text, m.start(), m.end()):
            continue  # "nothing under $80 a night": a least, which no rule keeps (named), never a most
        before = text[max(0, m.start() - 40):m.start()]
        if _A_MEAL_BEFORE.search(before):
            continue  # "dinner every night should be under 40 pp": a meal's price (``meal_cost``), never a stay's
        each = bool(m.group("pp1") or m.group("pp2") or _EACH_BEFORE.search(before))
        if each == per_person and (not _BUDGET_BEFORE.search(before) or _FOR_A_STAY.match(text, m.end())):
            yield m  # ("we can spend $150 a night on the hotel": a night's price, said of the stay after it)


# A stay the amount is said for, right after it ("... $150 a night on the hotel", "... 120/night for the room")
_FOR_A_STAY = lazy_compile(r"\s*(?:on|for)\s+(?:the\s+|our\s+|a\s+|my\s+)?(?:hotels?|motels?|rooms?|lodging|accommodations?|stays?"
                           r"|airbnbs?|places?\s+to\s+stay)\b", re.IGNORECASE)
# A meal said right before a night's price ("dinner every night under $40", "drinks each night no more than 30")
_A_MEAL_BEFORE = lazy_compile(r"\b(?:dinners?|suppers?|meals?|food|eating\s+out|drinks?|restaurants?)\s+(?:(?:out|here)\s+)?$",
                              re.IGNORECASE)


def _of_a_stay(text: str, m: re.Match[str]) -> bool:
    """Whether the nightly amount ``m`` is said of the stay as its limit: a stay's word near it, in its sentence, and a
    word of a limit (or the amount opening its clause)."""
    before, after = _sentence_around(text, m)
    opens = _CLAUSE_OPENS.search(before.rstrip() if before.strip() else "") or _STAY_OPENS.search(before)
    limited = _LIMIT.search(before) or _LIMIT.search(after) or _NEGATED_OVER.search(before) or opens
    # an amount per person and night opening its clause is what a bed may cost each ("100 pp per night", "$45 a person
    # a night is our limit"): a trip's budget is said by the whole party ("a budget of $200 per night"), never per bed
    # ... when the request says its budget too: the only money of a request is its budget said per unit ("..., $100 per
    # person per night.": the budget reader totals it)
    each_night = bool((m.group("pp1") or m.group("pp2"))
                      and (_LIMIT.search(after) or _LIMIT.search(before) or (opens and _other_money(text, m)))
                      and not _BUDGET_BEFORE.search(before))
    return bool((_STAY.search(before) or _STAY.search(after)) and limited) or each_night


def _sentence_around(text: str, m: re.Match[str]) -> tuple[str, str]:
    """The words of ``m``'s sentence within ``_STAY_REACH`` characters before and after it."""
    before = re.split(r"[.;!?]\s", text[max(0, m.start() - _STAY_REACH):m.start()])[-1]
    after = re.split(r"[.;!?](?:\s|$)", text[m.end():m.end() + _STAY_REACH])[0]
    return before, after


def _near_a_stay(text: str, m: re.Match[str]) -> bool:
    """Whether a stay's word stands in ``m`` or in its sentence near it ("our budget per night is 300 for the whole
    place", "budget per night for the hotel is 200")."""
    return any(_STAY.search(words) for words in [*_sentence_around(text, m), m.group(0)])


_MONEY = lazy_compile(AMOUNT, re.IGNORECASE)


def _other_money(text: str, m: re.Match[str]) -> bool:
    """Whether the text states an amount of money outside the statement ``m``."""
    return any(not (m.start() <= a.start() < m.end()) for a in _MONEY.finditer(text))


def read_maximum(text: str, problems: list[str], per_person: bool = False) -> float | None:
    """The one maximum price per night the text states (per room, or ``per_person``), else None; $0 or two differing
    maximums are a problem."""
    found: list[float] = []
    for m in statements(text, per_person):
        value = amount_of(m)
        if value <= 0:
            problems.append(f"{m.group(0).strip()!r}: a price per night must be more than $0")
            return None
        found.append(value)
    if len(set(found)) > 1:
        per = " per person" if per_person else ""
        problems.append(f"two different maximum prices per night{per} ({', '.join(f'${v:,.0f}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


def ranges_said(text: str, per_person: bool = False) -> list[str]:
    """A warning for each range said as a night's price ("hotels 100-200 a night"): its end is kept as the most, and its
    start, a least that no rule keeps, is said to ask for nothing (never dropped in silence)."""
    return [f"{m.group(0).strip()!r}: read as at most ${amount_of(m):,.0f} a night{' each' * per_person}; the range's lower end asks for "
            "nothing (a stay is never turned down for costing less)" for m in statements(text, per_person)
            if m.groupdict().get("range")]


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the text this constraint reads (the budget reader skips them: a nightly price is no budget)."""
    return [span for m in statements(text) for span in _outside_where(m)]


def _outside_where(m: re.Match[str]) -> list[tuple[int, int]]:
    """The span of a statement, less where the stay is said to be ("hotel near the beach under $120"): that place is
    named as the data cannot locate it, never read as the price's."""
    where = m.groupdict().get("where")
    if not where:
        return [m.span()]
    return [(m.start(), m.start("where")), (m.end("where"), m.end())]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most a night of one room may cost, else None (a price per person is ``night_price_per_person``'s). A cap
    said with no night word ("hotel max 150") is read per night, and said so: the stays' whole cost is no rule."""
    maximum = read_maximum(text, problems)
    if maximum is not None:
        warnings.extend(ranges_said(text))
        warnings.extend(f"{m.group(0).strip()!r}: read as the most a night of a room may cost (a stay is priced by the "
                        "night); say 'a night' or give the stays' cost another way if you meant something else"
                        for m in statements(text)
                        if m.re is _ROOM_CAP or (m.re is _PRICE_FIELD and "ni" not in m.group(0).lower()))
        warnings.extend(f"{text[m.start() - len(r.group(0)):m.end()]!r}: read as at most ${maximum:,.0f} a night (a "
                        "price said roughly is kept as the most a night may cost)" for m in statements(text)
                        if (r := _ROUGHLY_BEFORE.search(text, max(0, m.start() - 10), m.start())))
    return maximum


CONSTRAINT = HardConstraint(
    key="max_night_price", report_key="max_night_price", row_key="max night price", label="maximum price per night (per room)",
    official=False, check=check, describe=lambda maximum: f"stays at most ${maximum:,.0f} a night per room",
    flex_sentence=lambda maximum: f"Nothing over ${maximum:,.0f} a night for the room, please.",
    instruction=lambda maximum: f"every accommodation must cost at most ${maximum:,.0f} a night per room (its listed price)",
    unmet=unmet, venue="accommodation", allows=allows, read=read, claims=claims,
    mention=r"(?:nightly\s+|night\s+|room\s+)?price(?:\s+(?:cap|limit))?|price\s+per\s+night|(?:per\s+)?night(?:ly)?\s+(?:cap|limit)",
    form_description="the most one night of one room may cost, in dollars, if asked",
    search=("accommodation_search", "max_price"),
    prompt="the most one night of one room may cost, dollars",
)
