"""The part of a wish no constraint can hold, named where a reader read the rest of it or nothing read it at all.

A reader keeps what its constraint can say and no more, and the clause accounting (``parsing.unread``) names a clause
no reader read. Some wishes fall between the two, and a plan breaking them would be called valid (issue 38, fail
closed):

* a cuisine asked of every meal the reader cannot place ("italian every day": no meal said; "italian and mexican every
  night": several at once): a cuisine asked is served at one meal at least (TravelPlanner's meaning), so "every day"
  is not kept ("italian every night", "only american food" are: ``meal_wishes``, every such meal); an "every" said
  in another clause than the cuisine's ("we want italian food, we walk every night") asks nothing of it;
* a day without sights ("nothing planned on day 1, we land late", "no sightseeing on the last day"): a pace is at least
  one sight a day, and no constraint leaves a day empty;
* a second, lower total beside the budget ("ideally under 1800 total", "keep it under 1500 if you can"), said with no
  "$" (an amount in dollars is the budget reader's, which refuses several totals): the plan keeps the budget only;
* a way of travel asked on a condition ("we'll drive if it's cheaper"): a ban is a rule, never a condition.
* a cuisine counted at most ("we don't want Mexican more than once", "chinese at most once"): a cuisine is wanted at one
  meal at least or ruled out at every meal, never counted (a ban read with it is kept, and the count is named).
* a wish said softly, with an exception, or implied by a story of a past trip (``parsing.soft_wishes``).

Each is named with its reason (an ``UnreadWish``), once: a clause named already is left alone. Linear in the text: one
pass over its clauses, each pattern bounded.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from himap_travel.domain.constraints import cuisine, flight_dates, flight_time_said, flight_times, meal_wishes, name_keys, pace
from himap_travel.domain.parsing.budget_corrections import after_correction
from himap_travel.domain.parsing.soft_wishes import HEDGED_WHY, hedged, soft_wish, with_bare_hedges
from himap_travel.domain.parsing.unread_wish import HOUR_WHY, NOT_UNDERSTOOD, UnreadWish
from himap_travel.domain.parsing.wish_clauses import FIELD_COMMA, PLAN_PART_COMMA, sentence_start
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.hours import PERMITTED_IF
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import CONCESSION, NOT_AFTER_ABBREVIATION, OTHER_CUISINES
from himap_travel.state.trip import LocalConstraint

__all__ = ["caveats", "cheapest_spans", "preference_spans"]

# A clause: a sentence, or its part after "but", "though", "however", "although" or ", and" ("nothing but" is one).
_CLAUSE_BREAK = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;]+(?=\s|$)|\n|{FIELD_COMMA}|{PLAN_PART_COMMA}"
                             r"|(?<!\bnothing)(?<!\banything)(?<!\beverything),?\s+\b(?:but|though|however|although|whereas)\b"
                             # (never before a cap of what it follows: "fast food is ok but not every meal" is one wish)
                             r"(?!\s+not\s+(?:at\s+|for\s+)?(?:every|each|all)\b)"
                             r"|,\s*and\b", re.IGNORECASE)

# (1) every meal: "every night", "each dinner", "all our meals", "for all meals", "only", "nothing but", "exclusively"
_EVERY_MEAL = lazy_compile(
    r"\b(?:every|each)\s+(?:single\s+)?(?:night|day|meal|dinner|lunch|breakfast|evening|morning)s?\b"
    r"|\ball\s+(?:of\s+)?(?:(?:our|my|the)\s+)?(?:meals|dinners|lunches|breakfasts)\b|\ball\s+(?:trip|week)\s+long\b"
    r"|(?<!\bnot\s)\bonly\b(?!\s+(?:if|when|once|one|a\s+few|some|for\s+(?:one|a)|at\s+least|on\s+day))"
    r"|\bnothing\s+but\b|\bexclusively\b|\bdaily\b", re.IGNORECASE)  # "bbq for lunch daily"
# (2) a day without sights: a day named, and nothing planned on it
_A_DAY = (r"(?:day\s+(?:\d{1,2}|one|two|three|four|five|six|seven)|(?:the\s+)?(?:first|1st|second|2nd|third|3rd|fourth|4th|fifth"
          r"|5th|last|final|arrival|departure|travel)\s+day)")
# ... nothing at all on it (a pace of no sights), or a light day (a pace of one)
_NONE = (r"(?:nothing(?=\s+(?:planned|scheduled|booked|on|for|at\s+all|that\s+day|then)\b|\s*(?:[.,;!?]|$))"
         r"|(?:no|zero)\s+(?:sights?|sightseeing|attractions?|activities|plans?|tours?|museums?|outings?)\b"
         r"|free(?=\s*(?:[.,;!?]|$|\s+(?:day|on|for)\b))|empty)")
_NONE_SAID = lazy_compile(rf"\b{_NONE}", re.IGNORECASE)
_EMPTY = rf"(?:{_NONE}|rest(?!\s+of)(?:ing)?|relax\w*|(?:take|taking)\s+it\s+easy|lazy|chill)"
_DAY_EMPTY = lazy_compile(rf"\b{_EMPTY}\b[^.;!?]{{0,30}}?\b(?:on|for)\s+{_A_DAY}\b|\b{_EMPTY}\s+{_A_DAY}\b"  # "no plans day 1"
                          rf"|\b{_A_DAY}\b[^.;!?]{{0,30}}?\b{_EMPTY}"
                          r"|\b(?:free|lazy|empty|rest|chill|easy|quiet)\s+(?:first|1st|last|final|arrival|departure)\s+day\b",
                          re.IGNORECASE)
# ... unless the clause gives the day its pace ("take it easy on day 1, one sight max": read as the pace)
_A_PACE = lazy_compile(r"\b(?:\d+|one|two|three|four|a|an|single)\s+(?:sights?|attractions?|things?|activit(?:y|ies)|places?|museums?)\b",
                       re.IGNORECASE)
# (3) a second total beside the budget: a bound on an amount of no part of the trip other than the budget read, said as a
# preference ("ideally under 1800 total") or not ("keep it under 1500", "a hard cap of 2400 total, the 2600 budget is the
# absolute max", "spend must stay under 2000 even though budget is 2200")
_TOTAL = lazy_compile(r"\b(?:under|below|less\s+than|no\s+more\s+than|not\s+more\s+than|at\s+most|max(?:imum)?|within|tops|around"
                      r"|about|exceed|(?:hard\s+)?cap\s+(?:of|at|is)|limit\s+(?:of|is|at)|ceiling\s+(?:of|is))"
                      r"\s+\$?\s*(?P<amount>\d{1,3}(?:,\d{3})+|\d{3,6}|\d+(?:\.\d+)?\s*k)\b(?!\s*(?:/|per\b|a\b|an\b|each\b)\s*"
                      r"(?:nights?|nites?|nt\b|meals?|days?|person|head|plate|hours?|miles?)|\s*(?:nights?|nites?|nightly|meals?|hours?|hrs?"
                      r"|miles?|stars?|people))",
                      re.IGNORECASE)
_A_PART = lazy_compile(r"\b(?:hotels?|rooms?|nights?|nites?|nightly|stay(?!\s+(?:under|below|within))|lodging|meals?|food"
                       r"|(?<=star\s)places?|(?<=stars\s)places?"  # ("a 4 star place under 200": a stay's price)
                       r"|dinners?|lunch(?:es)?|breakfasts?|restaurants?|flights?|airfare|tickets?|gas|car|drive|driving|taxis?"
                       r"|per|each|a\s+head|pp)\b", re.IGNORECASE)
# (4) a way of travel asked on a condition: "we'll drive if it's cheaper", "fly if that saves money"
# or on a price or length ("only want to drive if flights are over 300", "we'll take a taxi only when the flight costs
# more than $250", "if airfare goes over 350 we'll just drive")
_A_MODE = r"\b(?:drive|driving|fly|flying|flights?|planes?|taxis?|cabs?)\b"
_IF = r"\b(?:if|unless|when)\b"
_MEASURE = (r"(?:over|above|more\s+than|under|below|less\s+than|too\s+(?:expensive|pricey|much|long)|expensive|pricey"
            r"|short|quick|brief)")  # "flying is fine if it's a short one": no length said
_ON_A_CONDITION = lazy_compile(
    rf"{_A_MODE}[^.;!?]{{0,30}}?\bif\b[^.;!?]{{0,30}}?"
    r"\b(?:cheaper|saves?|saving|less\s+expensive|costs?\s+less|faster|quicker|shorter)\b"
    r"|\bif\b[^.;!?]{0,30}?\b(?:cheaper|saves?\s+(?:money|time)|less\s+expensive|costs?\s+less|faster|quicker)\b[^.;!?]{0,20}?"
    r"\b(?:drive|driving|fly|flying|flights?|taxis?|cabs?)\b"
    rf"|{_A_MODE}[^.;!?]{{0,30}}?{_IF}[^.;!?]{{0,30}}?\b{_MEASURE}\b"
    rf"|{_IF}[^.;!?]{{0,30}}?\b{_MEASURE}\b[^.;!?]{{0,20}}?{_A_MODE}", re.IGNORECASE)
# ... but a way allowed on its length, a cap of hours read ("flying is ok if the flight is under 2 hours", "driving is
# fine if it's under 5 hours"): the cap keeps it, and a permission asks for no way of travel
_ALLOWED_ON_A_LENGTH = lazy_compile(rf"(?:{_A_MODE}\s+{PERMITTED_IF}|\b(?:we|i)\s+(?:can|could)\s+{_A_MODE}\s+{_IF})\b"
                                    rf"[^.;!?]{{0,40}}?\b{_MEASURE}\s+[\w.]+\s*(?:hours?|hrs?)\b", re.IGNORECASE)
# (5) a cuisine counted at most: "mexican at most once", "no more than one bbq meal", "we don't want pizza more than
# twice", "only one italian dinner" (a cuisine is wanted at one meal at least, or ruled out at all: never counted)
_AT_MOST = lazy_compile(r"\b(?:at\s+most|no\s+more\s+than|not\s+more\s+than|max(?:imum)?|only|just|up\s+to)\s+"
                        r"(?:once|twice|(?:one|two|three|four|a\s+single|[1-9])(?=\s+(?:[a-z]+\s+)?(?:meals?|dinners?|lunch(?:es)?"
                        # ... its places counted ("at most 3 restaurants that are fast food", "only one pizza place")
                        rf"|breakfasts?|times?|restaurants?|places?|spots?|{cuisine.A_CUISINE.pattern})))\b|\bmore\s+than\s+(?:once|twice)\b"
                        # ... or allowed, but not at every meal ("fast food is ok but not every meal")
                        r"|\bnot\s+(?:at\s+|for\s+)?(?:every|each|all)\s+(?:(?:single|the)\s+)?(?:meals?|dinners?|lunch(?:es)?"
                        r"|breakfasts?|days?|nights?|times?)\b"
                        r"|\b(?:once|twice)\s+(?:at\s+most|max(?:imum)?|tops)\b", re.IGNORECASE)

_EVERY_MEAL_WHY = ("a cuisine is kept at one meal at least, or at every breakfast, lunch or dinner when one cuisine is asked of "
                   "that meal ('Italian every night'), so {wish!r} cannot be kept as said: say which meal, one cuisine each")
# ... and a restaurant named at every meal of a kind ("breakfast at the berry patch every day"): the commonsense rules
# never repeat a restaurant, so it is planned once
_RESTAURANT_EVERY_WHY = ("a restaurant is eaten at once on a trip (the rules never repeat a restaurant), so {wish!r} is kept as "
                         "one meal there, not every one")
# ... and meals asked on every day with no cuisine or restaurant ("3 meals a day pls", "breakfast every day", "we need
# lunch daily"): the plans put a meal where a day's travel times allow, and no rule holds a meal on every day
_MEALS_EVERY_DAY = lazy_compile(r"\b(?:(?:3|three)\s+(?:square\s+|proper\s+|full\s+)?meals|all\s+(?:three|3|our|the)\s+meals"
                                r"|(?:breakfast|lunch|dinner)s?(?:\s*(?:,|and|&)\s*(?:breakfast|lunch|dinner)s?)*)"
                                r"\s+(?:(?:a|per|each|every)\s+(?:single\s+)?(?:day|morning|night|evening)|daily)\b"
                                r"|\bevery\s+meal\s+(?:of\s+)?(?:every|each)\s+day\b", re.IGNORECASE)
_MEALS_EVERY_DAY_WHY = ("{wish!r} asks for meals on every day: the plan puts meals where a day's travel times allow, and no "
                        "rule holds a meal on every day (a travel day may have none), so it cannot be kept as said")
_EVERY_DAY_SAID = lazy_compile(r"\b(?:every|each)\s+(?:single\s+)?(?:night|day|morning|evening|meal|dinner|lunch|breakfast)s?\b"
                               r"|\bdaily\b|\ball\s+(?:trip|week)\s+long\b", re.IGNORECASE)


# Where a part of a clause ends ("3 meals a day and italian for dinner on day 2": the meals asked alone, then a wish)
_PART_BREAK = lazy_compile(r"[,;]|\b(?:and|but|plus)\b", re.IGNORECASE)
_AROUND_MEALS = lazy_compile(r"\b(?:after|before)\s+(?:(?:the|our|my)\s+)?$", re.IGNORECASE)


def _meals_every_day_alone(clause: str) -> bool:
    """Whether ``clause`` asks for meals on every day (``_MEALS_EVERY_DAY``) in a part that names no cuisine ("breakfast
    every day at a cafe" is the cafe's, kept at every breakfast)."""
    said = _MEALS_EVERY_DAY.search(clause)
    if said is None or _AROUND_MEALS.search(clause, max(0, said.start() - 20), said.start()):
        return False  # ("after dinner every night we walk": what is done around the meals)
    start = max((b.end() for b in _PART_BREAK.finditer(clause, 0, said.start())), default=0)
    stop = next((b.start() for b in _PART_BREAK.finditer(clause, said.end())), len(clause))
    return not cuisine.A_CUISINE.search(clause, start, stop)


def _restaurant_every(clause: str, local: LocalConstraint | None) -> bool:
    """Whether ``clause`` names a restaurant the request eats at (``eat_at``) and says it of every day or meal."""
    named = list(local.eat_at or ()) if local is not None else []
    return bool(named and _EVERY_DAY_SAID.search(clause)
                and any(name_keys.normal(name) in name_keys.normal(clause) or _words_of(name) <= _words_of(clause)
                        for name in named))


def _words_of(said: str) -> set[str]:
    """The words of ``said`` that name something (no "the", "restaurant")."""
    return set(name_keys.normal(said).split()) - {"the", "restaurant", "cafe", "a", "at"}


# (6) a cuisine counted at least more than once: "chinese food at least twice", "italian at least 2 nights", "mexican
# twice" (wanted means one meal at least: "at least once" is the rule itself, never named)
_MORE_THAN_ONCE = r"(?:twice|thrice|(?:two|three|four|five|2|3|4|5)\s+(?:times|meals|dinners|lunches|breakfasts|nights|days))"
# ... its meals counted with the cuisine between ("at least two mexican dinners", "3 italian meals")
_MEALS_OF_A_CUISINE = (rf"(?:two|three|four|five|2|3|4|5)\s+(?:{cuisine.A_CUISINE.pattern})\s+"
                       r"(?:meals|dinners|lunches|breakfasts|nights)")
_AT_LEAST = lazy_compile(rf"\b(?:at\s+least|minimum(?:\s+of)?|min)\s+{_MORE_THAN_ONCE}\b"
                         rf"|\b{_MORE_THAN_ONCE}\s+(?:at\s+least|minimum|min)\b|\b{_MEALS_OF_A_CUISINE}\b"
                         rf"|(?:{cuisine.A_CUISINE.pattern})(?:\s+\w+){{0,2}}\s+{_MORE_THAN_ONCE}\b", re.IGNORECASE)
_AT_LEAST_WHY = ("a cuisine is wanted at one meal at least, never counted, so {wish!r} (a number of its meals) cannot "
                 "be kept as said: the plan serves it at one meal at least")
# (10) fewer cities said alone than the trip tours ("nashville only" on a tour of 2 cities): each is visited, never
# alone; the count of cities is the trip's (a chat changes it: "make it 1 city")
_ALONE_WHY = ("{{wish!r}} asks for {named} alone, but the trip tours {cities} cities, so it cannot be kept as said: the "
              "plan visits {named} among them; say 'visiting {count} {unit}' to tour {them} alone, or plan without it")
# The caveats a chat's edit names too (``nodes.chat.wishes.caveats_of``), by their words: parts of a wish that no reader
# of the chat reads in its own way (a count of a cuisine's meals, a flight's window on a date off the trip); a condition
# or an exception the chat reads itself ("they'd fly if it's under 2 hrs" lifts a ban) is never among them
NAMED_IN_CHAT = ("a cuisine is wanted at one meal at least", "bounds the flights of one date", "alone, but the trip tours",
                 "keeps money apart from the plan", "asks for meals on every day")
_AT_MOST_WHY = ("a cuisine is wanted at one meal at least or ruled out at every meal, never counted, so {wish!r} (a "
                "cap on how many of its meals) cannot be kept as said")
_EMPTY_DAY_WHY = ("a day without sights is kept only on the first or the last day said by its number or place (they "
                  "travel; every day spent in a city needs a sight), so {wish!r} cannot be kept as said: say e.g. 'nothing "
                  "on day 1', or plan without it")
# (2b) many sights said with no number ("lots of sightseeing every day", "tons of museums", "loads of sights"): a pace
# is a number of sights a day, which these words do not give; named, never read as a number guessed
_MANY_SIGHTS = lazy_compile(r"\b(?:lots|loads|tons|plenty|heaps|a\s+(?:lot|ton|bunch))\s+of\s+(?:sightseeing|sights?|attractions?"
                            r"|museums?|landmarks?|tours?|things\s+to\s+(?:see|do))\b"
                            r"|\bas\s+many\s+(?:sights|attractions|museums|landmarks)\s+as\s+(?:possible|we\s+can)\b"
                            # ... or everything seen ("we want to see everything in orlando", "see it all", "see as much
                            # as we can")
                            r"|(?<!n't\sneed\sto\s)(?<!not\sneed\sto\s)(?<!n't\shave\sto\s)(?<!not\shave\sto\s)(?<!n't\s)(?<!not\s)"
                            r"(?<!dont\sneed\sto\s)(?<!dont\shave\sto\s)"
                            r"\b(?:see|visit|do)\s+(?:everything|it\s+all|all\s+(?:of\s+)?(?:it|the\s+sights)|as\s+much\s+as"
                            r"\s+(?:possible|we\s+can))\b", re.IGNORECASE)
_A_NUMBER = lazy_compile(r"\b(?:\d+|one|two|three|four|five|six)\b", re.IGNORECASE)
_MANY_SIGHTS_WHY = ("{wish!r} gives no number of sights: a pace is kept as a number a day ('at least 3 sights a day'), "
                    "so it cannot be kept as said; say a number if it must be kept")
# (2c) money kept apart from what the plan costs ("keep $500 aside for shopping", "$300 for souvenirs", "$200 of that is
# for emergencies"): the plan's cost is travel, stays, meals and sights (TravelPlanner's), so no rule keeps money apart
_OUTSIDE_THE_PLAN = (r"(?:shopping|souvenirs?|gifts?|emergenc(?:y|ies)|spending(?:\s+money)?|tips?|the\s+casino|gambling"
                     r"|extras|incidentals|a\s+rainy\s+day)")
# (never the budget itself set aside: "A budget of $9900 has been set aside for this journey", "I've set aside $1,600 for
# the trip", TravelPlanner's own words)
_AN_AMOUNT = r"(?:(?<![\d,.$])\$\s*\d[\d,]*|(?<![\d,.$])\b\d[\d,]*\s*(?:k|dollars|bucks)?)"  # (never from inside a number)
_KEPT_APART = lazy_compile(rf"{_AN_AMOUNT}\s+aside\b"
                           r"(?!\s+for\s+(?:the|this|our|my)\s+"
                           r"(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday|travel))"
                           rf"|\b(?:set|put|keep|leave|save)\s+(?:\S+\s+){{0,3}}?for\s+{_OUTSIDE_THE_PLAN}\b"
                           r"|\bof\s+(?:that|it|this|the\s+budget)\s+(?:is\s+|will\s+be\s+|goes\s+)?(?:for|to)\s+"
                           r"(?!(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday|travel|hotels?|stays?"
                           r"|flights?|food|meals?)\b)"
                           # ... or an amount for it ("we'll need about $300 for souvenirs"; "cheaper so we have money
                           # for souvenirs" is the reason of a cheaper trip)
                           rf"|{_AN_AMOUNT}\s+(?:\w+\s+)?for\s+{_OUTSIDE_THE_PLAN}\b", re.IGNORECASE)
_KEPT_APART_WHY = ("{wish!r} keeps money apart from the plan, whose cost is its travel, stays, meals and sights: the plan "
                   "may spend the whole budget; lower the budget by that amount if it must be kept apart")
_SECOND_TOTAL_WHY = ("{wish!r} is a second, lower total beside the budget of {budget}: the plan keeps the budget only; make "
                     "the budget that amount if it must be kept")
# (8) a flight time said of one date ("no flights before 9am on the 16th"): a window binds every flight, the outbound, the
# return or a day of the trip, never a date; every flight would be stricter than asked, so it is named
_DATED_WINDOW_WHY = ("{wish!r} bounds the flights of one date, which no window names (a window holds on every flight, the "
                     "outbound, the return or a day of the trip): say e.g. 'on day 3' or 'the return flight', or plan "
                     "without it")
# (9) a must-see at a time of day ("Space Needle at dusk", "sunset at PIER 39"): the plan keeps the sight on a day,
# never its hour; the sight is kept, the time named
_VISIT_TIME = lazy_compile(r"\b(?:sunset|sunrise|sundown|dusk|dawn|twilight|golden\s+hour|at\s+night|after\s+dark"
                           r"|first\s+thing|in\s+the\s+(?:early\s+|late\s+)?(?:morning|afternoon|evening))\b", re.IGNORECASE)
_SIGHT_TIME_WHY = ("{wish!r} asks for a sight at a time of day: the plan keeps the sight on a day of the trip, never its "
                   "hour, so the time is not kept; say the sight alone, or plan without the time")
_CHEAPEST = lazy_compile(r"\bas\s+cheap(?:ly)?\s+as\s+(?:possible|(?:we|you|i)\s+can)\b|\bthe\s+cheap\b"
                         # ... never allowed only ("cheapest rooms fine", "the cheapest is ok")
                         r"|\bcheapest\b(?!(?:\s+[a-z]+)?\s+(?:(?:is|are|would\s+be)\s+)?(?:totally\s+|perfectly\s+)?"
                         r"(?:fine|ok|okay|alright)\b)"
                         # ... said as a wish, never as the reason for a choice ("shared rooms to keep costs low": the room)
                         r"|(?<!\bto\s)\bkeep\s+(?:it|things|the\s+(?:trip|cost|costs|price))\s+(?:cheap|low[\s-]?cost|affordable)\b"
                         r"|(?<!\bto\s)\bkeep\s+(?:the\s+)?costs?\s+(?:down|low)\b|\bon\s+the\s+cheap\b"
                         r"|\bspend\s+as\s+little\s+as\s+(?:possible|(?:we|you|i)\s+can)\b|\blowest\s+(?:price|cost)s?\b"
                         # ... said as a wish ("we'd love to spend less", "want to save money", "save money pls"), never
                         # as the reason for a choice ("a shared room to save money": the room) nor a cap ("spend less
                         # than $40 a meal")
                         r"|\b(?:want|wanna|like|love|need|hop(?:e|ing)|prefer|trying|try)\s+to\s+(?:spend\s+less\b(?!\s+than)"
                         r"|save\s+(?:some\s+)?money\b)|(?:^|[,.;!?]\s*)(?:(?:pls|please|plz|and|also)\s+)?(?:spend\s+less\b"
                         r"(?!\s+than)|save\s+(?:some\s+)?money\b)"
                         # ... or as the dear ruled out, or the cheap wanted, with no amount ("nothing crazy expensive",
                         # "nice but not too pricey", "so cheap stuff")
                         r"|\bnot(?:hing)?\s+(?:too|crazy|super|very|that|overly|outrageously|insanely)\s+(?:expensive|pricey|pricy|spendy)\b"
                         # ... or the fancy ruled out ("no fancy restaurants", "not too fancy food"; "nothing fancy" alone is talk)
                         r"|\b(?:no|not)\s+(?:too\s+|super\s+|very\s+|that\s+|overly\s+)?fancy\s+(?:food|restaurants?|places?"
                         r"|meals?|dinners?|dining|hotels?|stays?)\b"
                         # ... or nothing fancy said of a part ("nothing fancy for food", "nothing too fancy hotel-wise")
                         r"|\bnothing\s+(?:too\s+|super\s+|very\s+|that\s+|overly\s+)?fancy\s+(?:(?:for|with|on)\s+(?:the\s+)?"
                         r"(?:food|restaurants?|meals?|dinners?|dining|eating|hotels?|stays?|rooms?|lodging)\b"
                         r"|(?:food|restaurant|meal|dinner|dining|hotel|stay|room|lodging)[\s-]?wise\b)"
                         r"(?![^.;!?\d]{0,40}\d)"  # ("..., like 20 bucks", "..., no more than $35 per person": the cap's)
                         r"|\bcheap\s+(?:stuff|things|everything|options)\b"
                         # ... or as a comparison ("the cheaper the better", "cheaper is better", "the less we spend
                         # on hotels the better", "the lower the price the better")
                         r"|\bthe\s+(?:cheaper|less\s+(?:we|i|you)\s+(?:spend|pay)|lower\s+the\s+(?:price|cost)s?)"
                         r"(?:\s+[\w'-]+){0,4}?\s+the\s+better\b|\bcheaper\s+(?:is|=)\s+(?:better|best)\b",
                         re.IGNORECASE)
_CHEAPEST_WHY = ("{wish!r} asks for the cheapest trip, which no rule holds (a request sets a budget, the most the trip "
                 "may cost): the plan keeps the budget of {budget}, not the least cost")
_CONDITION_WHY = ("{wish!r} asks for a way of travel on a condition, which no rule can hold (a ban holds always): the "
                  "plan picks the ways of travel by the objective")


_PREFERENCE_WHY = ("{wish!r} says a preference or what is acceptable, which no rule holds (a rule is kept always): the plan "
                   "picks among what the other wishes allow; say it as a rule if it must be kept")


def caveats(text: str, budget: float | None, local: LocalConstraint, unread: list[UnreadWish],
            warnings: list[str]) -> list[UnreadWish]:
    """The wishes of ``text`` (as the readers read it) whose part no constraint holds, each named once, none of a clause
    ``unread`` names already; ``budget`` is the total read as the budget, ``local`` the constraints read (a pace read
    for some days is what a light day said: "day 3 should be chill" is at most one sight on day 3). A hedged wish a
    reader reads is kept as its rule: ``warnings`` says so, nothing is named."""
    said = [u.wish for u in unread if not u.reason.startswith(NOT_UNDERSTOOD)]
    unclear = [u.wish for u in unread if u.reason.startswith(NOT_UNDERSTOOD)]  # a whole clause of them: a caveat says why
    # a preference, or a fallback beside one, is named; "we are fine with a shared room" alone asks for nothing more
    preferred = [text[a:b] for a, b in _preferences(text)]
    found: list[UnreadWish] = []
    for clause in with_bare_hedges(_clauses(text)):  # "parties? maybe": one hedged wish
        if any(w in clause or clause in w for w in said) or any(w in clause and w != clause for w in unclear):
            continue  # (a part of the clause not understood is named as such: ``with_reasons`` keeps the clause's own)
        reason = (_PREFERENCE_WHY if any(clause in p for p in preferred)
                  else _sight_at_a_time(clause, local.must_see or ()) or _caveat(clause, budget, local))
        if reason == HEDGED_WHY:
            warnings.append(reason.format(wish=clause))
        elif reason == _CHEAPEST_WHY:  # a chat plans for it; named by its own words, not the whole request before it
            wish = _part_with(clause, _CHEAPEST)
            found.append(UnreadWish(wish=wish, reason=reason.format(wish=wish, budget=_dollars(budget)), favours="cheapest"))
        elif reason == _MANY_SIGHTS_WHY:  # named by its own words too ("loads of sights" of a whole opening)
            wish = _part_with(clause, _MANY_SIGHTS)
            found.append(UnreadWish(wish=wish, reason=reason.format(wish=wish)))
        elif reason is not None:
            found.append(UnreadWish(wish=clause, reason=reason.format(wish=clause, budget=_dollars(budget))))
    found += _sights_not_at_a_time(text, local.must_see or (), [*said, *unclear, *(f.wish for f in found)])
    found += [UnreadWish(wish=words, reason=why) for words, why in cuisine.softly_lacking(text, ())
              if not any(re.search(rf"\b{re.escape(words)}\b", s, re.IGNORECASE) for s in said)]
    found += _lacking_choices(text, local, [*said, *(f.wish for f in found)])
    return found + _lacking_in_sentences(text, local, [*said, *(f.wish for f in found)])


def with_reasons(unread: list[UnreadWish]) -> list[UnreadWish]:
    """``unread`` less each wish named as not understood that a caveat names by the same words with its reason
    ("flights are ok if they're under 300": a way of travel asked on a condition, not "no reader understood")."""
    explained = {u.wish for u in unread if not u.reason.startswith(NOT_UNDERSTOOD)}
    return [u for u in unread if not (u.reason.startswith(NOT_UNDERSTOOD) and u.wish in explained)]


def hedged_names(text: str, typed: str, names: Iterable[str], unread: list[UnreadWish], warnings: list[str]) -> None:
    """A name read in a hedged clause ("seaworld if possible", "maybe gatorland"): kept as the rule its reader read, and
    said so (``HEDGED_WHY``), as for a hedged wish a reader reads in its clause alone ("we'd love to see SeaWorld
    Orlando if possible"); a lone name's reader needs the trip's cities, so ``caveats`` cannot see it. A clause named
    as not kept (``unread``: "maybe avoid gatorland") is left to that. The clause is quoted as ``typed``, before names
    were capitalised for their readers."""
    said, lowered = [u.wish for u in unread], typed.lower()
    for clause in with_bare_hedges(_clauses(text)):
        at = lowered.find(clause.lower())
        quoted = typed[at:at + len(clause)] if at >= 0 else clause
        if (hedged(clause) and not {HEDGED_WHY.format(wish=clause), HEDGED_WHY.format(wish=quoted)} & set(warnings)
                and not any(w in clause or clause in w for w in said)
                and any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", clause, re.IGNORECASE) for name in names)):
            warnings.append(HEDGED_WHY.format(wish=quoted))


_CHOICE_WHY = cuisine.NONE_SERVES.format("{lacking}") + ": of {choice!r}, the plan keeps {kept}"


def _lacking_choices(text: str, local: LocalConstraint, said: list[str]) -> list[UnreadWish]:
    """The cuisines of a choice the data lacks ("thai" of "thai or chinese food"), where the choice it has was read:
    named, never dropped (the capitalised ones the clause accounting names already are left alone)."""
    wanted = {c.lower() for c in [*(local.cuisine or ()), *(local.more_cuisines or ())]}
    found = []
    for choice, lacking, known in cuisine.either_lacking(text):
        kept = [k for k in known if k.lower() in wanted]
        left = [w for w in lacking if not any(re.search(rf"\b{re.escape(w)}\b", s, re.IGNORECASE) for s in said)]
        if kept and left:
            found.append(UnreadWish(wish=" or ".join(left), reason=_CHOICE_WHY.format(
                lacking=" or ".join(left), choice=choice, kept=" or ".join(kept))))
    return found


# A cuisine the data lacks said in one sentence with one read as wanted ("italian one night, cajun the next", "bbq then
# korean then pizza"): named, never dropped in silence; one ruled out ("but no thai") is the avoid readers'.
_LACKING = lazy_compile(rf"\b(?:{OTHER_CUISINES})\b", re.IGNORECASE)
_RULED_OUT_BEFORE = lazy_compile(r"\b(?:no|not|avoid|skip|without|hate|except|never)\b[^,.;!?]{0,20}$|n't\b[^,.;!?]{0,20}$",
                                 re.IGNORECASE)
_SENTENCE_WHY = cuisine.NONE_SERVES.format("{lacking}") + ": of {sentence!r}, the plan keeps {kept}"


def _lacking_in_sentences(text: str, local: LocalConstraint, said: list[str]) -> list[UnreadWish]:
    """The cuisines the data lacks said in a sentence beside a cuisine read as wanted, none named already."""
    wanted = {c.lower() for c in [*(local.cuisine or ()), *(local.more_cuisines or ())]}
    asked = cuisine.lacking_asked(text, ())  # asked as food: said as a refusal says it (the chat reads both alike)
    elsewhere = [*(local.cuisine or ()), *(local.more_cuisines or ())] if asked else []
    found = []
    for sentence in re.split(r"[.;!?\n]+", text):
        kept = [m.group(0) for m in cuisine.A_CUISINE.finditer(sentence) if m.group(0).lower() in wanted]
        kept = kept or [c for c in elsewhere if any(m.group(0).lower() in asked for m in literal_guard.finditer(_LACKING, sentence))]
        left = [m.group(0) for m in literal_guard.finditer(_LACKING, sentence)
                if not _RULED_OUT_BEFORE.search(sentence, 0, m.start())
                and not cuisine.A_SIGHT_AFTER.match(sentence, m.end())  # "the japanese garden": a sight's words, no food
                and not any(re.search(rf"\b{re.escape(m.group(0))}\b", s, re.IGNORECASE) for s in said)]
        if kept and left:
            refused = next((asked[word.lower()] for word in left if word.lower() in asked), None)
            found.append(UnreadWish(wish=" and ".join(dict.fromkeys(left)), reason=refused or _SENTENCE_WHY.format(
                lacking=" or ".join(dict.fromkeys(left)), sentence=sentence.strip(), kept=" and ".join(dict.fromkeys(kept)))))
    return found


def not_refused(found: list[UnreadWish], problems: list[str]) -> list[UnreadWish]:
    """The cuisines named as lacking (``_lacking_choices``, ``_lacking_in_sentences``), less those a problem refuses
    already ("we love seafood and thai": the request asks about Thai once; named twice, answering the one question
    would leave the other open, its reason stale)."""
    refused = {word.strip().lower() for problem in problems for said in cuisine.NONE_SERVES_SAID.findall(problem)
               for word in said.split(",")}
    return [f for f in found if not (cuisine.NONE_SERVES_SAID.match(f.reason)
                                     and all(w.lower() in refused for w in re.split(r"\s+(?:or|and)\s+", f.wish)))]


# (7) a preference with a fallback said acceptable ("private room is fine but an entire home would be better", "shared
# rooms are ok but private would be nicer", "an entire place if possible but a private room is ok"): the preferred is no
# rule, and what is acceptable asks for nothing more; the clause of a preference, and the whole sentence of a fallback,
# are left to no reader (named), never a hard rule stricter than asked. The benchmark's "would be ideal" is its rule.
# (a comparison: "would be great" alone is a wish, read as one: "a 5-star hotel would be lovely")
_PREFERRED = lazy_compile(r"\bwould\s+be\s+(?:better|nicer|preferable)\b", re.IGNORECASE)
_ACCEPTABLE = lazy_compile(r"\b(?:is|are|'s|’s)\s+(?:fine|ok|okay|acceptable|alright|all\s+right)(?:\s+too)?\b"
                           r"|\bworks(?=\s*(?:[,.;!?]|$)|\s+(?:too|for\s+us|though)\b)"
                           # ... or a way of travel said ok ("driving preferred but flying ok")
                           r"|(?:(?<=\bflying\s)|(?<=\bflights\s)|(?<=\bdriving\s))(?:fine|ok|okay)(?=\s*(?:[,.;!?]|$)|\s+(?:too|though"
                           r"|tho)\b)"
                           # ... or conceded on a condition: "we'd rather not fly but we can if needed", "but ok if
                           # it's cheaper"
                           rf"|{CONCESSION}", re.IGNORECASE)
_SENTENCE = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;]+(?=\s|$)|\n")


# What makes a sentence saying something is acceptable a fallback beside a preference ("an entire place if possible but
# a private room is ok"); without one, "flying is fine but nothing before 9am" is two wishes and only its clause is none.
_PREFERENCE_CUE = lazy_compile(rf"{_PREFERRED.pattern}|\bif\s+possible\b|\bpref(?:er|erably|erred)\b|\bideally\b"
                               r"|\brather\b"  # "we'd rather", "rather not fly but ok if it's cheaper"
                               # ... or a dislike conceded ("he hates flying but will if needed")
                               r"|\b(?:hates?|dislikes?|not\s+(?:a\s+)?(?:big\s+)?fans?\s+of)\b", re.IGNORECASE)


# ... against the preference: "shared rooms are ok, I'd actually prefer a shared room" prefers what is acceptable (read)
_CONTRAST = lazy_compile(r"\b(?:but|though|although|however|too|also|otherwise)\b", re.IGNORECASE)


def cheapest_spans(text: str) -> list[tuple[int, int]]:
    """The spans asking for the cheapest trip ("keep it cheap", "keep costs low"): left to ``caveats``, which names them
    as a wish a planner favours (``_CHEAPEST_WHY``), never as words no reader understood."""
    return [m.span() for m in _CHEAPEST.finditer(text)]


def preference_spans(text: str) -> list[tuple[int, int]]:
    """The spans no reader reads: each clause saying a preference (``_PREFERRED``), each sentence saying a fallback is
    acceptable beside a preference (``_ACCEPTABLE`` and ``_PREFERENCE_CUE``); ``caveats`` names them. A clause saying
    a thing is acceptable with no preference beside it is read as before ("A 3 star hotel is fine but not lower": a
    minimum; "private room is fine, shared is not")."""
    return _preferences(text)


@per_text  # asked by the rules' reading (``preference_spans``) and again by ``caveats``, of the same text
def _preferences(text: str) -> list[tuple[int, int]]:
    """The clauses saying a preference, and the sentences saying a fallback beside one: named by ``caveats``."""
    fallbacks = [(a, b) for a, b in _spans_where(text, _SENTENCE, _ACCEPTABLE)
                 if _PREFERENCE_CUE.search(text, a, b) and _CONTRAST.search(text, a, b)]
    return [*_spans_where(text, _CLAUSE_BREAK, _PREFERRED), *fallbacks]


def _spans_where(text: str, breaks: re.Pattern[str], said: re.Pattern[str]) -> list[tuple[int, int]]:
    """The spans between ``breaks`` in which ``said`` is found."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in [*breaks.finditer(text), None]:
        end = len(text) if m is None else m.start()
        if said.search(text, start, end):
            spans.append((start, end))
        start = end if m is None else m.end()
    return spans


def _clauses(text: str) -> Iterator[str]:
    start = 0
    for m in _CLAUSE_BREAK.finditer(text):
        if clause := text[start:m.start()].strip(" ,"):
            yield clause
        start = m.end()
    if clause := text[start:].strip(" ,"):
        yield clause


# A time a sight is not wanted at, said after it ("gatorland but not in the morning", "seaworld, not too early pls"):
# its own clause names no sight, so the sentence's words before it, 60 letters at most, are looked at
_NOT_AT_A_TIME = lazy_compile(r"\bnot\s+(?:too\s+|so\s+|super\s+)?(?:in\s+the\s+(?:morning|afternoon|evening)|early|late|at\s+night"
                              r"|first\s+thing|in\s+the\s+heat)\b", re.IGNORECASE)


def _sights_not_at_a_time(text: str, sights: Iterable[str], named: list[str]) -> list[UnreadWish]:
    """A must-see said not to be at a time of day (``_NOT_AT_A_TIME``), named with why (never a sight ruled out, never
    dropped): each from its sentence's words before it, none named already."""
    found = []
    for m in _NOT_AT_A_TIME.finditer(text):
        wish = text[sentence_start(text, m.start()):m.end()].strip(" ,")
        if not any(m.group(0) in w for w in named) and _sight_at_a_time(wish, sights):
            found.append(UnreadWish(wish=wish, reason=_SIGHT_TIME_WHY.format(wish=wish)))
    return found


def _sight_at_a_time(clause: str, sights: Iterable[str]) -> str | None:
    """The reason ``clause`` names a must-see at a time of day ("Space Needle at dusk", "the zoo in the morning"), no
    flight in it; else None. A sight is known by its name's last word ("needle", "zoo") or its first ("the neon museum
    at night" for The Neon Museum Las Vegas)."""
    if flight_time_said.TRAVEL.search(clause) or not (_VISIT_TIME.search(clause) or flight_time_said.TIME_OF_DAY.search(clause)):
        return None
    words = set(re.findall(r"[a-z0-9]+", clause.lower()))
    ends = [[w for w in re.findall(r"[a-z0-9]+", name.lower()) if w != "the"] for name in sights]
    said = any(named and (named[-1] in words or named[0] in words) for named in ends)
    return _SIGHT_TIME_WHY if said else None


def _cities_alone(clause: str, local: LocalConstraint | None) -> str | None:
    """The reason ``clause`` asks for fewer cities alone ("only nashville", "memphis and nashville only") than the trip
    tours (``_ALONE_WHY``, its own words filled), else None."""
    wanted = (local.visit_cities or []) if local is not None else []
    cities = flight_dates.trip_cities()
    named = [c for c in wanted if re.search(rf"\b(?:only|just)\s+(?:(?:visit|see|do|go\s+to)\s+)?(?:[\w.'’-]+\s+(?:and|&)\s+)?"
                                            rf"{re.escape(c)}\b|\b{re.escape(c)}\s+only\b", clause, re.IGNORECASE)]
    if not named or len(wanted) >= cities:
        return None
    one = len(wanted) == 1
    return _ALONE_WHY.format(named=" and ".join(wanted), cities=cities, count=len(wanted), unit="city" if one else "cities",
                             them="it" if one else "them")


def _caveat(clause: str, budget: float | None, local: LocalConstraint | None = None) -> str | None:
    """The reason ``clause`` holds a wish no constraint keeps, else None (``local``: the constraints read)."""
    if alone := _cities_alone(clause, local):
        return alone
    if flight_time_said.hour_of_no_flight(clause):
        return HOUR_WHY
    if meal_wishes.said_of_a_cuisine(clause, _EVERY_MEAL) and not _kept_every(clause, local):
        return _EVERY_MEAL_WHY
    if _restaurant_every(clause, local):
        return _RESTAURANT_EVERY_WHY
    if _meals_every_day_alone(clause) and not (local and any(w.every for w in local.meal_wishes or ())):
        return _MEALS_EVERY_DAY_WHY
    if _AT_MOST.search(clause) and cuisine.A_CUISINE.search(clause):
        return _AT_MOST_WHY
    if _AT_LEAST.search(clause) and cuisine.A_CUISINE.search(clause):
        return _AT_LEAST_WHY
    # ("take it easy on day 1, one sight max": the pace)
    if _DAY_EMPTY.search(clause) and not _kept_empty(clause, local) and not (_A_PACE.search(clause) and _dated_pace(local)):
        return _EMPTY_DAY_WHY
    if _MANY_SIGHTS.search(clause) and not _A_NUMBER.search(_part_with(clause, _MANY_SIGHTS)) and not _paced(local):
        return _MANY_SIGHTS_WHY  # ("lots of sights, 3 or more daily": the pace)
    if _KEPT_APART.search(clause) and re.search(r"\d|money|cash", clause):  # (a chat's message too: no budget in it)
        return _KEPT_APART_WHY
    if budget is not None and not _A_PART.search(clause):  # "a cap of 2400, the 2600 budget is the max" too
        corrected = after_correction(clause)  # "budget around 1500, actually 1700": the 1500 is taken back, no total
        amounts = [_amount(m.group("amount")) for m in _TOTAL.finditer(corrected[0] if corrected else clause)]
        if any(a is not None and a != budget and a >= 100 for a in amounts):
            return _SECOND_TOTAL_WHY
    if _ON_A_CONDITION.search(clause) and not _allowed_on_its_length(clause, local):
        return _CONDITION_WHY
    if flight_times.dated(clause):  # "no flights before 9am on the 16th": the reader keeps no window for it
        return _DATED_WINDOW_WHY
    if _CHEAPEST.search(clause) and not _cheapest_capped(clause, local):  # "as cheap as possible": no rule asks the least cost
        return _CHEAPEST_WHY
    return soft_wish(clause)  # "maybe italian one night?", "no flights except the way home", "the drive was a nightmare"


# The cheapest of a stay or a meal with its cap in the same part ("cheapest stays under $40 pp per night"): the words are
# the cap's, read, as "cheap hotels under $100" are (docs/vocabulary-refused.md)
_CHEAPEST_CAPPED = lazy_compile(r"\bcheapest\s+(?:stays?|rooms?|hotels?|motels?|places?|airbnbs?|lodging|accommodations?|meals?|food"
                                r"|eats|restaurants?)\b[^,;.!?]*?\d"
                                # ... or the dear ruled out with the cap said right after it ("nothing too pricey, say under
                                # 25 a plate", "not too expensive - max 150 a night")
                                r"|\bnot(?:hing)?\s+(?:too|crazy|super|very|that|overly)\s+(?:expensive|pricey|pricy|spendy)\s*"
                                r"(?:[,:(\u2013\u2014-]\s*)?(?:(?:say|like|so|i\.?e\.?|meaning)\s*,?\s*)?(?:under|below|max|at\s+most"
                                r"|no\s+more\s+than|less\s+than)\b[^.;!?]*?\d", re.IGNORECASE)


def _cheapest_capped(clause: str, local: LocalConstraint | None) -> bool:
    """Whether ``clause`` says the cheapest stay or meal with the cap read for it (``_CHEAPEST_CAPPED``)."""
    capped = local is not None and any(cap is not None for cap in (local.max_night_price, local.max_night_price_per_person,
                                                                    local.max_meal_cost))
    return capped and bool(_CHEAPEST_CAPPED.search(clause))


def _allowed_on_its_length(clause: str, local: LocalConstraint | None) -> bool:
    """Whether ``clause`` allows a way of travel on a length a cap of hours kept (``_ALLOWED_ON_A_LENGTH``)."""
    capped = local is not None and (local.max_flight_hours is not None or local.max_driving_hours is not None)
    return capped and bool(_ALLOWED_ON_A_LENGTH.search(clause))


def _dated_pace(local: LocalConstraint | None) -> bool:
    """Whether a pace read gives some day its own count ("take it easy on day 1, one sight max"): a count said beside
    an empty or light day is that day's only then; beside a pace of every day ("arrival day should be empty, otherwise
    2-3 sights a day") the day was dropped in silence."""
    held = local.pace if local is not None else None
    return held is not None and (held.days is not None or bool(held.free_days) or bool(held.other_days))


def _kept_empty(clause: str, local: LocalConstraint | None) -> bool:
    """Whether a day said light or empty in ``clause`` is a pace read: the clause's own, or no sights on given days
    read from the whole text ("no sights on the arrival day" is the pace's once its day is written as a number)."""
    held = local.pace if local is not None else None
    if held is not None and (held.free_days or held.other_days):  # "3 sights a day max, and nothing on the last day":
        return True  # the rule's free days; "lazy last day, at least 2 sights a day": the light day's own rule
    if held is None or held.days is None:
        return False
    if held.most == 0:
        return True
    said = pace.read(clause, [], [], [])  # a light day read ("take it easy on day 1", "last day super chill"), no day
    return not _NONE_SAID.search(clause) and (said is None or (said.most, said.least) == (held.most, held.least))  # empty


def _paced(local: LocalConstraint | None) -> bool:
    """Whether a pace is read from the same text: many sights said beside it are said with that pace ("a packed
    schedule, lots of sights every day", "lots of sights, 3 or more daily"; the reply says its number). Only the
    part the many sights are said in is looked at for a number: an opening's dates and party are none ("..., 2 people,
    $1,200, loads of sights" was kept in silence)."""
    return local is not None and local.pace is not None


def _kept_every(clause: str, local: LocalConstraint | None) -> bool:
    """Whether the cuisines ``clause`` asks at every meal of a kind are read, as ``meal_wishes`` keeps them ("italian
    every night"); one it cannot keep ("italian every day": no meal said) is named."""
    every = [w for w in meal_wishes.read(clause, [], [], []) or () if w.every]
    return bool(every) and local is not None and set(every) <= set(local.meal_wishes or ())


def _part_with(clause: str, pattern: re.Pattern[str]) -> str:
    """The comma-set part of ``clause`` that ``pattern`` matches in ("Plan a 3-day trip ..., budget $2500, keep it
    cheap": "keep it cheap"), or the clause."""
    found = pattern.search(clause)
    if found is None:
        return clause
    start = clause.rfind(",", 0, found.start()) + 1
    end = clause.find(",", found.end())
    return clause[start:end if end >= 0 else len(clause)].strip(" ,.;!?") or clause


def _amount(said: str) -> float | None:
    said = said.replace(",", "").replace(" ", "").lower()
    try:
        return float(said[:-1]) * 1000 if said.endswith("k") else float(said)
    except ValueError:
        return None


def _dollars(value: float | None) -> str:
    return "none" if value is None else f"${value:,.0f}"
