"""A request cut into clauses (``clauses_of``: sentences, items between bars, parts after ", and" / "but" / "also"),
and what makes a clause wish-like (``wish_like``): a wish word, a request or a bound, a word of what a plan is made of,
an outing, a place said in lower case; an amount of money (``MONEY``) is a wish of its own where no reader reads it.
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints import pace, restaurant_names
from himap_travel.domain.parsing.budget_prices import BARE_PART_CAP
from himap_travel.domain.parsing.clause_form import AVERSION, QUESTION, WOULD_BE
from himap_travel.domain.parsing.party_words import PARTY_WORD
from himap_travel.domain.parsing.unanswerable import GUIDED_TOUR
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION

_LABEL_WORDS = 3  # "Hotel:", "hotel budget:", "must-see:" at most: a longer clause before a colon says something itself
# A clause: a sentence (or an item between bars: "Travelers: 4 | Budget: $3,000"), or its part after ", and", "but",
# "also", "plus", "as well as", or "and" before a new subject or a verb of asking ("add Mexican food and get us a quiet
# room"): several wishes in one sentence.
# A comma closing one of the request's own items (an amount, a date, the party) before a wish ("2 ppl, $1400, must see
# the bellagio fountains", "2022, we wanna see the alamo"): the wish is a clause of its own, never read with the item
# ("3000 total, must see ...": the words closing an amount close an item too)
FIELD_COMMA = (r"(?:(?<=\d)|(?<=\$)|(?<=\bppl)|(?<=\bpeople)|(?<=\badults)|(?<=\bperson)|(?<=\bof\sus)|(?<=\btotal)"
               r"|(?<=\bbucks)|(?<=\bdollars)|(?<=\busd)),"
               r"(?=\s+(?:must|we|we'd|we're|we'll|i|i'd|i'm|please|pls|plz|no|need|want|wanna|gotta|would|can|could|also"
               r"|my|our|they|hotel|hotels|def|definitely"
               # ... or a part of the trip with its own amount ("$4000 total, food budget 500", "3 ppl, meals under 30")
               r"|(?:food|meals?|dinners?|lunch(?:es)?|breakfasts?|flights?|souvenirs?|gas|activit(?:y|ies))\s+(?:budget|under|max|below|\$?\d))\b)"
               # ... unless the wish after it points back at what was said before it ("children under 10, our
               # accommodations must allow them": the rule said before is what the stay must allow)
               r"(?![^,.;!?]{0,50}\b(?:allow|allows|permit|permits|accept|accepts|welcome|welcomes|accommodate|accommodates)"
               r"\s+(?:them|it|this|that)\b)")
# A comma before a part that opens on a stay, a flight or a meal, said bare ("LA to Vegas march 4-6, 4 guys, 3000 total,
# cheapest flights possible, hotel on the strip, buffet every night"): a wish of its own, never an aside on the request
# line read before it
# ... never after a word that only opens the sentence ("Right, flights after 10am only", "oh and, hotel with a pool")
_OPENING_WORDS = ("right", "ok", "okay", "so", "oh", "also", "and", "well", "yes", "yeah", "yep", "plus", "now", "then",
                  "lastly", "finally", "sure", "alright", "hmm", "btw", "ps", "again", "anyway", "oh and", "and also")
PLAN_PART_COMMA = ("".join(rf"(?<!\b{word})" for word in _OPENING_WORDS)
                   + r",(?=\s+(?:hotels?|motels?|rooms?|stays?|airbnbs?|flights?|meals?|food|dinners?|lunch(?:es)?|breakfasts?"
                   r"|brunch|buffets?|restaurants?)"
                   # ... saying where, how or when: a list's item ("house rules, cuisine, room type, or transportation",
                   # "breakfast, lunch and dinner") or a reason ("before 4pm, dinner reservation") says none
                   r"\s+(?:on|by|near|in|at|with|close|downtown|somewhere|every|each|daily|that|which|should|must|needs?"
                   r"|has|have|only|under|below|within)\b)")
CLAUSE_BREAK = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:]+(?=\s|$)|\n|\s\|(?=\s)|{FIELD_COMMA}|{PLAN_PART_COMMA}"
                           # (never a guest called a plus-one: "a plus one might sleep over" is one clause)
                           rf"|,?\s+\b(?:but|also|plus(?![\s-]ones?\b)|as\s+well\s+as)\b|,\s*and\b"
                           r"|\band\s+(?=(?:we|i|my|our|also|please|get|make|find|add|give|put|change|switch|include|keep"
                           r"|skip|avoid|drop|exclude)\b)",  # "... seafood and skip anything fried": a wish of its own
                           re.IGNORECASE)
WISH = lazy_compile(
    r"\b(?:want|wants|wanted|wanna|need|needs|must|have\s+to|has\s+to|got\s+to|gotta|would\s+like|'d\s+like|would\s+love|'d\s+love"
    r"|prefer\w*|looking\s+for|look\s+for|require\w*|avoid\w*|without|only|no|none|should|ensure|make\s+sure|insist\w*|hoping|ideally"
    r"|can't|cant|cannot|can\s+not|don't|dont|won't|wont|rather|wish|(?:is|are|would\s+be)\s+(?:fine|ok|okay|acceptable)|please\s+(?:book|get|find"
    r"|include|add|give)|with\s+an?|somewhere|please|pls|plz)\b", re.IGNORECASE)  # "quiet room pls"
# An amount of a night, a person or a meal ("120 a night", "$20 a head", "$35 per person"): a local constraint's, never the
# trip's (a number read as the budget, the people or the days), so no reader claiming it, it reads nothing. A match starts
# where a number does: tried from inside a long run of digits it would rescan the run from every digit (20,000 of them
# took 44 s).
PRICED = lazy_compile(r"(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*(?:/|a|an|per|each)\s*(?:nights?|nites?|head|meals?|person|pp"
                     r"|guest)\b"
                     r"|(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*(?:nightly|pp)\b", re.IGNORECASE)
# ... of a night or a meal only: never the trip's budget ("our lodging is 150 per night"; "$600 per person" may be)
STAY_OR_MEAL_PRICED = lazy_compile(r"(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*"
                                  r"(?:(?:/|a|an|per|each)\s*(?:nights?|nites?|meals?|plate)|nightly)\b", re.IGNORECASE)
# Wishes said without a wish word. A request ("add Seuss Landing", "leave out Gatorland", "can we eat there?"), a bound
# ("under 100 a night", "40 bucks tops"), or a clause about what a plan is made of that is seldom only talk (a meal, a
# night's price, a rating, who comes along: "Dinner shouldn't cost more than forty bucks", "we have a 3 year old"): read,
# or named, never passed over. Talk about them that asks for nothing is ``_TALK``'s ("we're not bringing our dog this
# time"); the words of stays, flights and restaurants are left out, being the talk of every trip ("we usually stay in
# hotels", "we love trying new restaurants").
_ASKING = lazy_compile(
    r"\b(?:add|include|leave\s+out|skip|book|schedule|put|bring|bringing|take|taking|let's|lets|can\s+(?:we|you|i)|hate|hates|dislike|dislikes"
    r"|could\s+(?:we|you|i)|may\s+we|is\s+it\s+possible|on\s+(?:our|my|the)\s+(?:bucket\s+)?list|pass\s+on|shouldn't|should\s+not"
    r"|keep|limit|max|maximum|minimum|at\s+(?:least|most)|under|over|below|above|(?:no|not|never)\s+more|(?:fewer|less)\s+than|tops|up\s+to|or\s+less|or\s+more|or\s+better"
    r"|too\s+(?:many|much|few|long|far))\b",
    re.IGNORECASE)
_ABOUT_A_PLAN = lazy_compile(
    r"\b(?:meals?|dinners?|lunch(?:es)?|breakfasts?|brunch|pets?|dogs?|doggos?|cats?|pups?|pupp(?:y|ies)|kitty|kids?|child(?:ren)?|toddlers?|bab(?:y|ies)"
    r"|year[\s-]olds?|guests|visitors|part(?:y|ies)|smok\w*|nightly|per\s+night|a\s+night|rat(?:ed|ing|ings)|stars?|allerg\w*|diet\w*"
    # a share of the budget no reader keeps ("spend less than half the budget on the hotel", "most of our money on
    # food", "don't blow the budget on flights"): named; talk of it ("our budget is tight") is none
    r"|(?:half|third|quarter|most|bulk|rest|part|chunk|portion|share|\d+\s*%|\d+\s*percent)\s+(?:of\s+)?(?:the\s+|our\s+|my\s+)?"
    r"(?:budget|money|cash)|(?:blow|spend|use|put|splurge|throw)\w*\s+(?:\w+\s+){0,3}?(?:budget|money)\s+(?:on|for|toward|towards)"
    # ... and an order of the plan's days ("mexican and italian but not on the same day", "no museums back to back")
    r"|same\s+(?:day|night|evening|meal)|back[\s-]to[\s-]back|in\s+a\s+row|consecutive(?:\s+days)?"
    # ... and a flight picked by its place in the day ("first flight out, last flight back")
    r"|(?:first|earliest|last|latest)\s+(?:possible\s+)?(?:flights?|planes?|departures?))\b",
    re.IGNORECASE)
# ... and a meal at a named place ("dinner at turquoise vila", "lunch at Dips one day"), a price of a night or a meal
# ("hotel budget: 180 per night max"), an outing the attractions table has no row for ("Broadway show!!", "a fishing
# trip", "a beach day"): read, or named, never passed over.
_OUTING = lazy_compile(
    # ("snowmobiling in yellowstone", "jet skiing", "paddleboarding": outings on snow or water)
    r"\b(?:shows?|concerts?|gigs?|(?:ball)?games?|fishing|hik(?:e|es|ing)|ski(?:ing)?|snowboard\w*|kayak\w*|canoe\w*|golf\w*"
    r"|snowmobil\w*|jet[\s-]?ski\w*|paddle[\s-]?board\w*|parasail\w*"
    r"|surf(?:ing)?|snorkel\w*|airboat\w*|scuba|diving|rafting|zip[\s-]?lin\w*|horseback|boat\s+(?:tour|ride)s?|cruises?|shopping"
    r"|(?:beach|spa|pool|lake|park)\s+days?|nightlife|clubbing|(?:bar|pub|brewery|winery|club)[\s-]?hopping|wine\s+tasting|brewer(?:y|ies)\s+tours?"
    r"|(?:wine|food|walking|bus|bike|city|ghost|vineyard|winery|swamp|bayou|architecture|river|harbou?r|campus|segway"
    r"|trolley|history|pub|art|guided|private)\s+(?:tours?|walks?|cruises?)"
    # "a whale watching trip", "ferry to nantucket", "grand canyon day trip", "the freedom trail"
    r"|(?:whale|dolphin|bird|seal|wildlife|star)[\s-]?(?:watch|gaz)\w*|ferr(?:y|ies)|day[\s-]trips?|trails?"
    # "a honky tonk", "a dinosaur dig for her", "a pony ride", "a farm with animals"
    r"|honky[\s-]?tonks?|(?:dinosaur|fossil)\s+digs?|(?:pony|carriage|hay|camel|horse)\s+rides?|farms?"
    # "hitting some breweries", "a distillery", "ride the narrow gauge train", "touring the battleship"
    r"|brewer(?:y|ies)|distiller(?:y|ies)|train\s+rides?|(?:ride|riding|tour|touring)\s+(?:the|an?)"
    # any guided outing or class said with its article ("a storm chasing tour", "a cooking class", "a pottery workshop")
    rf"|{GUIDED_TOUR}|(?:an?|some)\s+(?:[a-z-]+\s+){{1,2}}(?:class(?:es)?|lessons?|workshops?))\b",
    re.IGNORECASE)
# ... a place said in lower case by its kind after a word of its name ("pikes peak!!", "the art institute", "paisley park"), or a place
# to spend a day at ("sedona for a day"): a sight or a city asked for, read, or named, never passed over. The word is
# at most 30 characters: unbounded, each word start of a long run of joined words ("a-a-a-...") was read to the run's
# end (1.3 s of CPU at the cap, squared).
_A_PLACE_SAID = lazy_compile(
    r"\b(?!(?:the|an?|our|my|your|their|this|that|these|those|some|any|every|each|no|one|nice|good|great|big|small|local"
    r"|public|theme|water|amusement|nearby)\s)[a-z][\w'’-]{1,29}\s+(?:peak|mountain|mtn|canyon|falls|lake|island|beach|bridge|gardens?|monument|memorial|institute"
    r"|cathedral|castle|tower|lighthouse|park|museum|zoo|aquarium|pier|square|market|palace|fort|trail)\b"
    r"|\bfor\s+(?:a|an|one|half\s+a)\s+(?:day|afternoon|morning|evening)\b")  # in lower case: a name a reader knows is capitalised
# A day kept free ("one rest day with nothing planned", "a lazy day in the middle", "a day off"; "nothing planned on
# day 3" is the pace's, named with its own reason), or a count said to be
# enough ("2 museums total is enough", "two parks is plenty"): a wish about the days' plans, read or named
_DAY_KEPT_FREE = lazy_compile(r"\b(?:rest|free|lazy|off|down|chill|slow|open)\s+days?\b"
                              r"|\bdays?\s+off\b(?!\s+(?:from\s+)?(?:school|work|class))"
                              r"|\b(?:\d+|one|two|three|four|five|six|a\s+couple(?:\s+of)?)\s+[^.;!?,\d]{1,30}?\b(?:is|are)\s+"
                              r"(?:plenty|enough|more\s+than\s+enough)\b", re.IGNORECASE)
_WISH_CUES = (lazy_compile(AVERSION, re.IGNORECASE), restaurant_names.EAT_CUE, restaurant_names.AVOID_CUE, PRICED, _ASKING,
              _ABOUT_A_PLAN, _OUTING, _A_PLACE_SAID, QUESTION, WOULD_BE, pace.KIND_COUNTED, _DAY_KEPT_FREE)
# An amount of money ("$30", "30 bucks", "15/pp", "40pp", "tips around 20%", "spend about 100 a day on food") is the trip's
# budget, a constraint's price, or a wish about money no reader keeps: a clause holding one no reader reads is named
# (issue 38). It is a wish of its own only so: a clause read for its amount alone (the budget: "Miami to Nashville,
# scratch that, Miami to Memphis, ..., $1,600") asks for no name in it, which is the places' reader's.
MONEY = lazy_compile(r"\$\s*\d|\d\s*(?:dollars?|bucks|usd)\b|\d\s*/?\s*pp\b|\d\s*%|\bspend\w*\b[^.;!?\d]{0,20}\d"
                    # a part's budget with a bare number ("total food budget 600", "souvenir budget around 200")
                    r"|\b(?:food|meals?|dining|eating|hotel|lodging|stays?|rooms?|flights?|airfare|gas|fuel|activit(?:y|ies)"
                    r"|sightseeing|entertainment|shopping|souvenirs?|spending|fun)\s+budget\s+"
                    r"(?:(?:of|is|around|about|at|roughly|approx\.?)\s+)?\d"
                    # ... said "budget for" the part ("our budget for the hotel is 600 total"), or food a day ("food
                    # around 40/day pp")
                    r"|\bbudget\s+(?:for|on)\s+(?:the\s+|our\s+|my\s+)?(?:food|meals?|dining|eating|hotels?|lodging|stays?|rooms?"
                    r"|flights?|airfare|gas|fuel|activit(?:y|ies)|sightseeing|entertainment|shopping|souvenirs?)\b[^.;!?\d]{0,16}\d"
                    r"|\b(?:food|meals?|eating|dining)\s*:?\s+(?:(?:around|about|roughly|approx\.?|is|at)\s+)?~?\d+\s*(?:/|a|per)\s*day\b"
                    # ... or the day's amount before the part ("100 a day for food", "100/day on food", "50 a day on gas")
                    r"|(?<![\d,.])\d[\d,.]*\s*(?:total\s+)?(?:/|a|per)\s*day\s+(?:for|on)\s+(?:the\s+|our\s+)?(?:food|meals?|eating"
                    r"|dining|hotels?|lodging|stays?|rooms?|gas|fuel|activit(?:y|ies)|sightseeing|entertainment|shopping|souvenirs?)\b"
                    # a note's field of a price with its bound ("price: <30", "cost - under 40")
                    r"|\b(?:price|rate|cost)\s*[:=-]\s*(?:<=?|≤|under|below|max(?:imum)?|up\s+to|at\s+most)\s*\$?\d"
                    # a cap on a part of the trip with no "$" ("hotel max 150", "dinner under 40", "flights 300 tops")
                    rf"|{BARE_PART_CAP.pattern}", re.IGNORECASE)


def wish_like(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` asks for something: a wish word, or a wish said without one."""
    return bool(WISH.search(text, start, end)) or any(cue.search(text, start, end) for cue in _WISH_CUES)


# One of the party opening a clause with the speaker ("my wife and i are not museum folks"): the subject, no clause
_WITH_THE_SPEAKER = lazy_compile(r"\band\s+(?:i|we)\b", re.IGNORECASE)
_PARTY_SUBJECT = lazy_compile(r"\s*(?:(?:my|our|the)\s+)(?:[\w'-]+\s+)?(?P<who>[\w'-]+)\s*", re.IGNORECASE)


def _subject_only(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is one of the party alone, before "and i" or "and we" (a subject, never a wish)."""
    said = _PARTY_SUBJECT.fullmatch(text, start, end)
    return said is not None and PARTY_WORD.fullmatch(said.group("who")) is not None \
        and _WITH_THE_SPEAKER.match(text, end) is not None


@per_text
def clauses_of(text: str) -> list[tuple[int, int]]:
    """The clauses of ``text``; a label before a colon opens the clause it names ("hotel budget: 180 per night max"),
    one of the party before "and i" is the subject of the clause it opens ("my wife and i hate museums")."""
    spans, start = [], 0
    for m in CLAUSE_BREAK.finditer(text):
        if m.group().strip() == ":" and len(text[start:m.start()].split()) <= _LABEL_WORDS:
            continue
        if _subject_only(text, start, m.start()):
            continue
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def sentence_start(text: str, at: int, reach: int = 60) -> int:
    """Where the sentence holding ``at`` starts, ``reach`` letters back at most (a look back stays linear)."""
    floor = max(0, at - reach)
    return max(floor, *(text.rfind(mark, floor, at) + 1 for mark in ".;!?\n"))
