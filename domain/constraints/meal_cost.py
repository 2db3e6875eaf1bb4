"""A maximum meal cost per person: "keep meals under $50 per person", "no restaurant over $30 a head".

The restaurants table's "Average Cost" is what one person spends on a meal there, so the wish caps every meal of the
plan: each restaurant's average cost is at most the maximum (the origin city's too). It caps each meal, not the
average over the trip's meals: "keep meals under $X" promises every meal, and "meals averaging under $X" is kept the
same way, which is stricter than asked (a warning says so). Not one of TravelPlanner's five: a verdict reports it
(``max_meal_cost``) only for a request that sets it. A restaurant the data does not know or gives no cost fails (fail
closed). The searches (``max_cost``), the expert and the solver keep only such restaurants (the venue filter).

How a request states it (``read``): a meal word ("meals", "restaurant", "food", "eats", "dining") and an upper bound
on a dollar amount in one clause: "keep meals under $50 per person", "no restaurant over $30 a head", "nothing above
25 bucks per meal", "no more than $30 per person for food". The amount is per person ("per person", "a head",
"each", "per meal" or nothing: the data's cost is per person), so "meals around $20" caps meals at $20 as "meals ~$15
each" does (not one amount for the party: "dinner ~$50 for both of us" is no cap); a range's upper end is the most
("Meals $15-25 each", "$15-25 per meal"). Food per day, week or trip ("food under $60 a day", "food $30 a day per
person") is no cap on a meal and is refused, named (a problem); "a budget of $50 per meal" is a budget, left to the
budget reader as today (refused there). The amount's words (``claims``) are not read as a budget.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.night_price import AFTER_BOUND, AMOUNT, BOUND, RANGE_START, amount_of
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.days import MEALS

# ... and the cuisines said as what is eaten ("seafood + bbq, nothing pricier than 25 pp")
_MEAL = (r"(?:meals?|restaurants?|food|eats|dining|dinners?|lunch(?:es)?|breakfasts?|brunch|eateries|places\s+to\s+eat"
         r"|seafood|bbq|barbecue|pizza)")
_PER = r"(?:\s*(?:/|per|a|each)\s*(?:person|head|guest|traveller|traveler|meal|plate|dish|pp)\b|\s+each(?:\s+person)?\b|\s*pp\b)"
# ... one person's, before "per meal": "30 bucks pp per meal", "$20 a head per meal"
_PER_ONE = r"(?:\s*(?:/|per|a|each)\s*(?:person|head)\b|\s*pp\b)"  # ("40pp": glued)
# A party said after a total ("meals under 90 total for the three of us") makes it a cap per meal for the party (the
# group amounts' reading, ``parsing.group_amounts``), no total of the trip (``parsing.cannot_say`` reads it so too).
FOR_THE_PARTY = r"\s+for\s+(?:the\s+|all\s+|both\s+)?(?:\w+\s+)?(?:of\s+us|us|people|persons|family|group|party)\b"
# "meals under 250 altogether": a total, no meal's price (nor part of a number: "250 dollars altogether" is no "25")
_NOT_A_MEAL = (rf"(?![\d,.]*\d)(?!(?:\s*(?:dollars|bucks|usd))?(?:{_PER})?\s*(?:/|per|a|an|each|every|in|for\s+the)?\s*"
               rf"(?:day|night|week|trip|stay|total(?!{FOR_THE_PARTY})|month|altogether|overall|combined)s?\b)")
# An amount of a meal: in dollars, or a bare number a person or a meal follows ("max 20 per person")
# ("25 pp", "25 each", "30 or less per person")
_MEAL_AMOUNT = (rf"(?:{AMOUNT}|\d+(?![.,]?\d)(?=\s*(?:/|per|a|each)\s*(?:person|head|meal|plate|pp)\b|\s*pp\b|\s+each\b"
                r"|\s+(?:for|on)\s+(?:a|one|each|any|every)\s+(?:single\s+)?(?:meal|plate|dish)\b"
                r"|\s+(?:for|on)\s+(?:food|meals?|eating)\s*(?:/|per|a|each)\s*(?:meal|plate|person|head)\b"
                r"|\s+or\s+(?:less|under|below)\s+(?:/|per|a|each)\s*(?:person|head|meal|plate)\b))")
# A bare number right after a meal word and its bound is that meal's price: "dinner under 40", "lunch under 25 pls", "meals
# max 30" (the data prices each meal per person); never a count, a time or a budget ("dinner under 2 hours"), nor part of a
# longer number ("1,500", "2.5"; a comma or a stop closing it is its clause's: "dinner under 40, and italian food")
_BARE_AFTER_MEAL = (r"(?<![\w$.,])\d{1,3}(?!\d|[.,]\d|\s*(?:%|k\b|grand|hundred|thousand|people|persons?|days?|nights?|nites?"
                    r"|hours?|hrs?|h\b|stars?|miles?|mi\b|km|minutes?|mins?|am\b|pm\b|a\.m|p\.m|o'?clock|guests?|of\b|/|:))")
# (the meal's own nights between: "dinner every night should be under 40 pp")
_GAP = r"(?:(?!budget|spend|total|trip|(?<!every\s)(?<!each\s)night|stay|hotel|room|flight|lodging)[^.;!?$\d])"
# A range whose start is in dollars is in dollars to its end: "Meals $15-25 each" (its end is the most: ``amount_of``)
_DOLLAR_RANGE = r"(?:between\s+)?\$\s*\d+(?:\.\d{1,2})?(?:\s*(?:-|–|—)\s*|\s+(?:to|and)\s+)\$?\s*\d+(?:\.\d{1,2})?(?![.,]?\d)"
# The whole party a meal's amount is for ("for the two of us", "for both of us"), in words: the statement's first number
# is its amount (``amount_of``), and "food for the 4 of us no more than 80 a meal" is read by its "a meal"
# ("dinner for the 8 of us under 320", "dinner for all seven under 210")
_PARTY = (r"(?:for\s+(?:the\s+|all\s+)?(?:both|two|three|four|five|six|seven|eight|\d)\s+of\s+us|for\s+(?:both|all)\s+of\s+us"
          r"|for\s+all\s+(?:two|three|four|five|six|seven|eight|\d)\b)")
_ABOUT = r"(?:~|about|around|approx(?:imately|\.)?|roughly|like)"
# ... not one amount shared by the party ("dinner ~$50 for both of us", "food around $60 in total"): no one's meal price
_NOT_SHARED = r"(?!\s*(?:for\s+(?:both|two|all|us|the|our|everyone)|together|total|combined|in\s+all|altogether)\b)"
# The meals a price a head after it is said of: "for dinner", "at each meal", or as their topic, "food wise", "food-wise"
_OF_MEALS = rf"(?:\s+(?:on|for|at)\s+(?:each\s+|every\s+|a\s+|any\s+|the\s+)?{_MEAL}\b|\s*,?\s*{_MEAL}[\s-]?wise\b)"
# "<meal word> ... <bound> $50 <per person>?", or "<bound> $25 per meal", or "<bound> $30 per person on food"
_CAP = lazy_compile(
    rf"\b{_MEAL}\b{_GAP}{{0,40}}?(?:{BOUND}|\b(?:over|above|more\s+than)){AFTER_BOUND}(?:of\s+)?{_MEAL_AMOUNT}(?P<per>{_PER})?"
    rf"{_NOT_A_MEAL}|(?:{BOUND}){AFTER_BOUND}(?:of\s+)?{_MEAL_AMOUNT}(?:{_PER_ONE})?\s*(?:/|per|a|each|for\s+(?:a|one|each|any))\s*"
    r"(?:meal|plate|dish)\b"
    rf"|(?:{BOUND}){AFTER_BOUND}(?:of\s+)?{_MEAL_AMOUNT}{_PER}{_OF_MEALS}"
    rf"|\b{_MEAL}\s+(?:{BOUND}|max(?:imum)?)\s+{_BARE_AFTER_MEAL}{_NOT_A_MEAL}"
    # ... with the party it is for between ("dinner for the four of us under 120": divided by the travellers,
    # ``parsing.group_amounts``), or a bare amount for the party per meal ("no more than 60 for the two of us per meal")
    rf"|\b{_MEAL}\s+(?P<party>{_PARTY})\s+(?:{BOUND}|max(?:imum)?)\s+{_BARE_AFTER_MEAL}"
    rf"|(?:{BOUND})\s+(?:of\s+)?\$?\d{{2,3}}(?![\d.,])\s+{_PARTY}\s*(?:/|per|a|each)\s*(?:meal|plate)\b"
    # ... or before its bound, two digits or three: "meals 20 max", "cheap meals, 20 tops" (never "meals 2 max a day")
    # ... said as what the meals should be ("meals should be twenty-five or under"), or about so much and no more
    # ("meals around 25, no more", "food roughly 30 tops": the bound after it makes the bare number a price)
    rf"|\b{_MEAL}\s*,?\s*(?:(?:should|must|need\s+to|have\s+to|can)\s+(?:be|cost)\s+)?(?:{_ABOUT}\s*)?(?=\d\d)"
    rf"{_BARE_AFTER_MEAL}\s*,?\s*(?:max(?:imum)?|tops|at\s+(?:the\s+)?most|or\s+(?:less|under|below|lower|cheaper)"
    r"|no\s+more(?=\s*(?:[.,;!?]|$)))\b" rf"{_NOT_A_MEAL}"
    # ... or capped by a verb said of the meals: "cap meals at ten dollars", "keep each meal to $15"
    rf"|\b(?:cap|keep|limit)\s+(?:the\s+|our\s+|my\s+|each\s+|every\s+|all\s+)?{_MEAL}\s+(?:at|to)\s+"
    rf"(?:{_MEAL_AMOUNT}|(?=\d\d){_BARE_AFTER_MEAL}){_NOT_A_MEAL}"
    # ... or priced "at" an amount ("cap the hotel at $200/night and meals at $30", "meals at $25 a head"), never shared
    rf"|\b{_MEAL}\s+at\s+(?:{_ABOUT}\s*)?{_MEAL_AMOUNT}{_NOT_SHARED}{_NOT_A_MEAL}"
    # ... or ruled out over it: "no meal over 45", "no dinner above 60"
    rf"|\bno\s+{_MEAL}\s+(?:over|above|more\s+than|pricier\s+than)\s+{_BARE_AFTER_MEAL}"
    # a price a head with its bound, then the meal: "$45/head max at restaurants"
    # ("30 per person max for meals": a bare number a person follows too)
    rf"|(?<![\w$.,]){_MEAL_AMOUNT}{_PER_ONE}\s*,?\s*(?:max(?:imum)?|tops|at\s+most)\s+(?:at|for|on)\s+(?:the\s+|any\s+|each\s+)?{_MEAL}\b"
    # ... the bound before the person: "$40 max per person for dinner", "25 tops a head at lunch"
    rf"|(?<![\w$.,]){_MEAL_AMOUNT}\s*(?:max(?:imum)?|tops|at\s+most){_PER_ONE}\s+(?:at|for|on)\s+(?:the\s+|any\s+|each\s+)?{_MEAL}\b"
    # ... or a price per person said of a meal with no bound, each one's: "$30 per person for dinner"
    rf"|(?<![\w$.,]){AMOUNT}{_PER}{_OF_MEALS}"
    # the bound after the amount: "keep meals around $20 per person or less", "Lunch is $18 per person tops"
    rf"|\b{_MEAL}\b{_GAP}{{0,40}}?(?<![\w$.,]){_MEAL_AMOUNT}(?:{_PER_ONE})?(?:{_PER})?\s*,?\s*(?:or\s+(?:less|under|below|lower)|tops|max(?:imum)?"
    r"|at\s+(?:the\s+)?most|no\s+more(?=\s*(?:[.,;!?]|$)))\b"  # ("meals around 20 bucks, no more")
    # a price said of meals with no bound, each one's: "meals ~$15 each", "dinners about 30 dollars per person"
    rf"|\b{_MEAL}\s*(?:(?:{_ABOUT}|at)\s*)?{_MEAL_AMOUNT}\s*(?:each|(?:/|per|a)\s*(?:person|head|meal|plate))\b"
    rf"{_NOT_A_MEAL}"
    # ... or a few words after the meal word, a price a head: "keep food cheap, like $20 a head", "meals around 15
    # bucks per person" (one person's price, as the data's cost is: two digits, never a budget a head, "$1500 a head")
    rf"|\b{_MEAL}\b{_GAP}{{0,30}}?(?<![\w$.,])(?:{_ABOUT}\s*)?(?=\$?\s*\d{{1,2}}(?![\d,.]))(?:{AMOUNT}){_PER_ONE}(?!\s*(?:/|per|a|an|each)\s*(?:day|night|week))"
    rf"{_NOT_A_MEAL}"
    # ... or about so much with nothing after it, per person as the data's cost is: "meals around $20"
    rf"|\b{_MEAL}\s*,?\s*{_ABOUT}\s*{AMOUNT}(?![\w$.,]|\s*(?:-|–|—|to\b|and\b)){_NOT_SHARED}{_NOT_A_MEAL}"  # "dinner, like 20 bucks"
    # a label that names the per-meal amount: "food budget per person per meal: 30 dollars", "meal limit per person: $25",
    # "food budget: 20 per person per meal", "food budget $40 per person per meal", "food budget 30/person/meal"
    # (the label's colon may be left out)
    rf"|\b{_MEAL}\s+(?:budget|cost|price|limit|max(?:imum)?)\b[^.;!?$\d:]{{0,30}}?\bper\s+(?:meal|person|head|plate)\s*:\s*{_MEAL_AMOUNT}"
    rf"|\b{_MEAL}\s+(?:budget|cost|price|limit|max(?:imum)?)\s*(?::\s*|(?:is|of)\s+)?{_MEAL_AMOUNT}(?:{_PER})?\s*(?:/|per|a|each)\s*"
    r"(?:meal|plate)\b"
    # ... or a meal's own budget a person: "meal budget 40 pp", "our meal budget is 30/person", "dinner budget 60 a head
    # max" (a meal's word: "food budget $300 per person" may be the whole trip's food, named)
    r"|\b(?:meals?|dinners?|lunch(?:es)?|breakfasts?|brunch(?:es)?)\s+(?:budget|limit|max(?:imum)?)\s*(?::\s*|(?:is|of)\s+)?"
    rf"{_MEAL_AMOUNT}{_PER_ONE}"
    # the bound between the amount and the meal: "$40 max per meal per person"
    rf"|(?<![\w$.,]){_MEAL_AMOUNT}\s*(?:max(?:imum)?|tops|at\s+most|or\s+less)\s*(?:/|per|a|each)\s*(?:meal|plate)\b"
    # ... or after both: "45$ per person per meal max"
    rf"|(?<![\w$.,]){_MEAL_AMOUNT}(?:{_PER_ONE})?\s*(?:/|per|a|each)\s*(?:meal|plate)\s*,?\s*(?:max(?:imum)?|tops|at\s+most|or\s+less)\b"
    # a bare number per meal with its bound after it: "per person per meal 35 max"
    r"|\b(?:(?:per|a)\s+(?:person|head)\s+)?(?:per|a)\s+(?:meal|plate)\s*:?\s*\$?\d{1,3}(?![\d.,])\s*,?\s*(?:max(?:imum)?|tops"
    r"|at\s+(?:the\s+)?most|or\s+less)\b"
    # a bound on a price per person in a sentence about eating: "eat at places rated 4 or more and keep it under 25 a
    # person"
    rf"|\b(?:eat|eating|dine)\b[^.;!?$]{{0,60}}?(?:{BOUND})\s+(?:of\s+)?(?P<amount>{_MEAL_AMOUNT}){_PER_ONE}{_NOT_A_MEAL}"
    # spending on a meal, capped ("we dont want to spend more than 40 on any meal", "spend under $30 on a meal"; never
    # "spend more than $40 on a meal", a least)
    r"|\b(?:(?:(?:don['’]?t|do\s+not|never|won['’]?t|not)\s+(?:want\s+to\s+|wanna\s+|plan\s+to\s+|going\s+to\s+)?spend(?:ing)?"
    rf"\s+(?:more\s+than|over|above))|spend(?:ing)?\s+(?:{BOUND})){AFTER_BOUND}(?:of\s+)?{_MEAL_AMOUNT}(?:{_PER_ONE})?\s+"
    r"(?:on|for|at)\s+(?:a|any|each|every|one|per|the)\s+(?:single\s+)?(?:meal|dinner|lunch|breakfast|plate|dish)\b"
    # ... or on food a meal ("spend max $30 on food per meal", "spend under 25 on meals per person")
    rf"|\bspend(?:ing)?\s+(?:{BOUND}){AFTER_BOUND}(?:of\s+)?{_MEAL_AMOUNT}(?:{_PER_ONE})?\s+(?:on|for)\s+(?:food|meals?|eating)"
    r"\s*(?:/|per|a|each)\s*(?:meal|plate|person|head)\b"
    # a range, its end the most: "meals 20-30 bucks", "cheap eats, $10-15 a meal", "$15 to $25 a meal"
    rf"|\b{_MEAL}\b{_GAP}{{0,40}}?(?<![\w$.,])(?:{RANGE_START}{_MEAL_AMOUNT}|{_DOLLAR_RANGE})(?:{_PER})?{_NOT_A_MEAL}"
    rf"|(?<![\w$.,]){RANGE_START}{_MEAL_AMOUNT}(?:\s*(?:/|per|a|each)\s*(?:person|head))?\s*(?:/|per|a|each)\s*(?:meal|plate|dish)\b",
    re.IGNORECASE,
)
# "<meal word> ... <bound>? $60 a day": food per day, week or trip, which no meal's price can be checked against ("food
# under $60 a day", "food $30 a day per person")
_PER_SPAN = lazy_compile(
    rf"\b{_MEAL}\b{_GAP}{{0,40}}?(?:(?:{BOUND}|\b(?:over|above|more\s+than))\s+(?:of\s+)?)?(?<![\w$.,]){AMOUNT}(?:{_PER})?"
    r"\s*(?:/|per|a|an|each|every|in)?\s*(?:day|week|trip|month)s?\b",  # "a night" is a stay's price (``night_price``)
    re.IGNORECASE,
)
_LEADS = lazy_compile(_MEAL, re.IGNORECASE)  # a statement led by its meal word ("meals under $20"): a budget before is apart
# "a budget of $40 per meal" is a budget; "spend no more than $50 per person at each restaurant" caps the meals
_BUDGET_BEFORE = lazy_compile(r"\b(?:budget|allowance)\b[^.;!?]{0,30}$", re.IGNORECASE)
_AVERAGE = lazy_compile(r"\baverag(?:e|ing)\b|\bon\s+average\b", re.IGNORECASE)


def allows(row: Any, maximum: float) -> bool:
    cost = getattr(row, "average_cost", None)
    return cost is not None and cost <= maximum + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_meal_cost
    for number, meal, entry, row in ctx.meals_eaten():
        if row is None or not allows(row, maximum):
            cost = "not in the data" if row is None else "not priced" if row.average_cost is None else f"${row.average_cost:,.0f} a person"
            yield f"max meal cost: day {number} {meal}: '{entry}' is {cost}, over ${maximum:,.0f}"


def unmet(facts: SolverFacts) -> str:
    maximum = facts.spec.local_constraint.max_meal_cost
    return (f"too few restaurants in {facts.spec.dest} cost ${maximum:,.0f} a person or less "
            "for this trip's meals (each meal at a different restaurant)")


_MENTIONED = lazy_compile(r"meal|restaurant|food|eat|dining|dinner|lunch|breakfast|plate|dish", re.IGNORECASE)
# A least said of a meal's price ("a nice dinner, like $60+ per person", "a splurge dinner at least $80 a head", "meals
# 50 or more per person", "restaurants averaging over $40"): no most a meal may cost, nor a budget. The plan keeps no
# least, so it is named (``parsing.cannot_say``), and no budget is read in it (``least_spans``).
_AT_LEAST = r"(?:at\s+least|minimum(?:\s+of)?|min\.?|no\s+less\s+than|averag(?:e|ing)\s+(?:over|above|more\s+than))"
# (money, or a bare number a person or a meal follows: "restaurants rated 4 or higher" is a rating)
_LEAST_MONEY = r"(?:\$\s*\d{1,3}(?:\.\d{1,2})?(?![\d,])|\d{1,3}(?:\.\d{1,2})?\s*(?:dollars|bucks|usd)\b)"
_LEAST_BARE = r"\d{1,3}(?![\d,.])"
_OR_MORE = r"\s+(?:or|and)\s+(?:more|up|above|higher|over)\b"
_LEAST = (rf"{_AT_LEAST}\s+(?:{_LEAST_MONEY}|{_LEAST_BARE}(?={_PER}))|{_LEAST_MONEY}\s*\+|{_LEAST_BARE}\s*\+(?={_PER})"
          rf"|{_LEAST_MONEY}(?:{_PER})?{_OR_MORE}|{_LEAST_BARE}{_PER}{_OR_MORE}|{_LEAST_BARE}{_OR_MORE}(?={_PER})")
# (never a rating's number: "dinner at a place rated 4+ each night" asks no price)
MEAL_MINIMUM = lazy_compile(rf"\b{_MEAL}\b(?:(?!\brat(?:ed|ings?)\b|\bscored?\b)[^.;!?$\d]){{0,50}}?(?:{_LEAST})(?:{_PER})*"
                            rf"|(?:{_LEAST})\s*(?:/|per|a|each)\s*(?:meal|plate|dinner|lunch|breakfast)\b", re.IGNORECASE)


def _statements(text: str) -> Iterator[re.Match[str]]:
    """Every meal price cap of the text that is no budget ("a budget of $40 per meal"): the match objects, in order."""
    if not _MENTIONED.search(text):  # a text with no meal word states no cap: not scanned (fast on long texts)
        return
    least = [m.span() for m in MEAL_MINIMUM.finditer(text)]
    for m in _CAP.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in least) or negation.negated_floor(text, m.start(), m.end()):
            continue  # "dinner, like $60+ per person", "no meals cheaper than $20": a least, never a most
        if _TOTAL_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "total food cost under 300": the meals' total (named: ``parsing.cannot_say``), no meal's price
        if not m.groupdict().get("party") and _amount(m) > DEAREST_MEAL:
            continue  # "a private room and good seafood, up to $700": more than any meal costs a head, the trip's money
        if _LEADS.match(m.group(0)) or not _BUDGET_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            yield m


_TOTAL_BEFORE = lazy_compile(r"\btotal\s+$", re.IGNORECASE)
# More than one person's meal costs anywhere (the data's dearest restaurant averages $250 a head): an amount over it,
# said for no party, caps no meal
DEAREST_MEAL = 300


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the text this constraint reads (the budget reader skips them: a meal's price is no budget)."""
    return [(m.start(), m.end()) for m in _statements(text)]


def least_spans(text: str) -> list[tuple[int, int]]:
    """The spans of a least said of a meal's price (``MEAL_MINIMUM``, or a lower bound denied: "no meals cheaper than
    $20"): named, and no budget is read in them."""
    if not _MENTIONED.search(text):
        return []
    denied = [m.span() for m in _CAP.finditer(text) if negation.negated_floor(text, m.start(), m.end())]
    return [m.span() for m in MEAL_MINIMUM.finditer(text)] + denied


_NUMBER_AFTER = lazy_compile(r"\d[\d,]*(?:\.\d{1,2})?")


def _amount(m: re.Match[str]) -> float:
    """The statement's amount (``amount_of``); the party said before it in digits ("dinner for the 8 of us under 320")
    is no amount: the number after it is."""
    if m.groupdict().get("party"):
        after = _NUMBER_AFTER.search(m.string, m.end("party"), m.end())
        if after is not None:
            return amount_of(after)
    return amount_of(m)


# One meal of the day said, and no word of every meal ("dinners no more than 60 for the two of us", "lunch under $15 pp")
_ONE_MEAL = lazy_compile(r"\b(?:dinners?|lunch(?:es)?|breakfasts?|brunch|suppers?)\b", re.IGNORECASE)
_EVERY_MEAL = lazy_compile(r"\b(?:meals?|restaurants?|food|eats|dining|eateries|places\s+to\s+eat)\b", re.IGNORECASE)


def _stricter_than(text: str, m: re.Match[str]) -> str | None:
    """What the cap keeps more strictly than the statement asks, or None: an average ("meals averaging under $20"),
    or one meal of the day (the rule caps every restaurant of the plan: "dinner under $40" caps breakfast too)."""
    if _AVERAGE.search(text[max(0, m.start() - 30):m.end()]):
        return "an average"
    said = list(dict.fromkeys(w.lower() for w in _ONE_MEAL.findall(m.group(0))))
    slots = {_SLOT.get(w.rstrip("s"), w.rstrip("s")) for w in said}  # "lunches", "suppers": the day's slots they name
    if said and not _EVERY_MEAL.search(m.group(0)) and not set(MEALS) <= slots:
        return f"a cap on {' and '.join(said)} alone"  # "breakfast, lunch and dinner under $20" is every meal
    return None


_SLOT = {"lunche": "lunch", "supper": "dinner"}  # a meal's word as the slot it names


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most one person's meal may cost, else None; two different maximums, or $0, are a problem."""
    for m in _PER_SPAN.finditer(text):
        problems.append(f"{m.group(0).strip()!r}: food over a day or the trip cannot be checked (the data prices each meal); "
                        "say what one meal may cost, e.g. 'meals under $20 per person'")
        return None
    found: list[float] = []
    for m in _statements(text):
        value = _amount(m)
        if value <= 0:
            problems.append(f"{m.group(0).strip()!r}: a meal's cost must be more than $0")
            return None
        if (than := _stricter_than(text, m)) is not None:
            warnings.append(f"{m.group(0).strip()!r}: kept on every meal of the plan (each restaurant's cost a person), "
                            f"which is stricter than {than}")
        found.append(value)
    if len(set(found)) > 1:
        problems.append(f"two different maximum meal costs ({', '.join(f'${v:,.0f}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


CONSTRAINT = HardConstraint(
    key="max_meal_cost", report_key="max_meal_cost", row_key="max meal cost", label="maximum meal cost per person",
    official=False, check=check, describe=lambda maximum: f"meals at most ${maximum:,.0f} a person",
    flex_sentence=lambda maximum: f"Keep meals under ${maximum:,.0f} per person, please.",
    instruction=lambda maximum: f"every restaurant's average cost per person must be at most ${maximum:,.0f}",
    unmet=unmet, venue="restaurant", allows=allows, read=read, claims=claims,
    mention=r"meal\s+(?:cost|price|cap|limit)s?|(?:cost|price)\s+(?:of|per)\s+(?:a\s+)?meals?|food\s+(?:cost|price|budget)s?"
    r"|(?:(?:limit|cap)\s+)?on\s+(?:the\s+)?(?:food|meals?)",  # "no limit on food" (a take-back names it so)
    form_description="the most one person's meal at a restaurant may cost (its average cost), in dollars, if asked",
    search=("restaurant_search", "max_cost"),
    prompt='the most one person\'s meal may cost, dollars: "keep meals under $50 per person"',
)
