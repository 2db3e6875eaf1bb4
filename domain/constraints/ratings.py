"""Reading a minimum rating from a request, for the two kinds of venue the data rates (no constraint itself).

Restaurants carry an "Aggregate Rating" (0-5, one decimal: ``min_rating``); accommodations a "review rate
number" (1-5, whole numbers: ``min_stay_rating``). A rating mention ("rated 4 or higher", "a rating of at least
4.5", "4-star", "no ... rated below 4", "rated above 4") rates the venue word nearest to it ("a 5-star hotel and
4-star restaurants" rates each apart); a mention of stars with no venue word near ("places rated 4 stars or
more") rates the stays, as hotel stars do. Each constraint reads the mentions of its own venue; a mention that
names no venue at all ("rated 4+" alone) is a problem for both (the same words: named once); "everything" or "all of
it" rated is both.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from himap_travel.domain.text.lazy_regex import lazy_compile

# A rating in words, its tenths too: "four point five"
# ... or a half said ("three and a half")
_HALF = r"\s+and\s+a\s+half\b"
_SPOKEN = (r"(?:one|two|three|four|five)(?:\s+point\s+(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d)|" + _HALF + r")?")
_DIGIT = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
          "eight": "8", "nine": "9"}
# "rated 4 or higher", "ranked 4+", "rated at least 4.5", "a rating of 4+", "restaurants at 4.2 or above",
# "4-star restaurants", "at least 4 stars", "rated above 4",
# "hotels 4★ and up", "4* min", "restaurants 4.5+"
_RATING = lazy_compile(
    r"\b(?:(?:rated|ranked|scored)\s+|ratings?(?:\s*[:=]\s*|\s+(?:of\s+|is\s+|are\s+)?)|rating\s+score\s+(?:of\s+)?|scores?\s+(?:of\s+)?)"
    r"(?P<bound>(?:≥|>=)\s*|at\s*least\s+|min(?:imum)?\.?\s+(?:of\s+)?|no\s+less\s+than\s+|not\s+below\s+|over\s+|above\s+|higher\s+than\s+|more\s+than\s+|"
    r"at\s+most\s+|under\s+|below\s+|less\s+than\s+|up\s+to\s+|no\s+more\s+than\s+)?"
    rf"(?P<num>\d+(?:\.\d+)?(?:{_HALF})?|{_SPOKEN}\b)(?P<plus>\s*\+)?(?:\s*(?:stars?|/\s*\d+|out\s+of\s+\d+))?"
    r"(?P<after>\s+or\s+(?:higher|more|better|above|up|over|lower|less|below|worse))?"
    r"|\b(?P<bound2>at\s+least\s+|min(?:imum)?\.?\s+|over\s+|above\s+|at\s+most\s+|under\s+|below\s+)?"
    r"(?P<stars>\d+(?:\.\d+)?(?:" + _HALF + r")?"
    r"|(?:one|two|three|four|five)\b(?:" + _HALF + r")?)"
    # ("4* min": an asterisk typed for the star, never markdown's "**")
    r"(?P<plus2>\s*\+)?[\s-]*(?:stars?\b|★|(?<!\*)\*(?!\*))(?P<after2>\s+(?:or|and|&)\s+(?:higher|more|better|above|up|lower|less|below|worse))?"
    # the number before the word "rating": "should have at least a 3.5 rating", "a minimum of 4 in reviews"
    r"|\b(?P<bound3>at\s+least\s+|a\s+minimum\s+of\s+|min(?:imum)?\.?\s+(?:of\s+)?|no\s+less\s+than\s+)(?:an?\s+)?"
    r"(?P<num3>\d(?:\.\d)?|one|two|three|four|five)\b(?P<plus3>\s*\+)?\s+(?:(?:in\s+)?(?:ratings?|reviews?|review\s+scores?)\b)"
    # a bare number right after the venue, with a bound after it: "restaurants 4.5+", "hotels 4 and up"
    r"|\b(?:restaurants?|resturants?|restaraunts?|restuarants?|hotels?|stays?|lodging|accommodations?|eateries"
    r"|food\s+(?:spots?|places?)"
    # ... or where the party stays ("the place we stay needs a 4 or higher", "where i sleep should be 3 and up")
    r"|(?:the\s+)?places?\s+(?:we|i)(?:['’]re|\s+are|\s+am)?\s+stay(?:ing)?|where\s+(?:we|i)(?:['’]re|\s+are|\s+am)?\s+"
    r"(?:stay(?:ing)?|sleep(?:ing)?))(?:\s*[:,]|\s+at|\s+(?:need|needs|must\s+be|should\s+be|ha(?:ve|s)\s+to\s+be))?"
    # ... or "minimum" after it ("decent restaurants, 3.8 minimum")
    r"\s*(?:(?<=\sneed\s)an?\s+|(?<=\sneeds\s)an?\s+)?(?P<num4>[1-5](?:\.\d)?)(?:\s*\+|\s+(?:and|or)\s+(?:up|above|higher|better)\b"
    r"|\s+(?:minimum|min\b|at\s+least\b))(?!\s*(?:nights?|days?|people|persons?|guests?|beds?)\b)"
    # a number with its bound after it, before the word "rating": "with 3.5 or higher ratings", "4.0+ reviews"
    r"|\b(?P<num5>[1-5](?:\.\d)?)(?:\s*\+|\s+(?:and|or)\s+(?:up|above|higher|better))\s+(?:ratings?|reviews?|review\s+scores?)\b"
    # a minimum said last, a rating's decimal or after "a", the venue before it: "dining spots w/ at least a 4.0"
    r"|\b(?P<bound7>at\s+least|a\s+minimum\s+of|no\s+less\s+than)\s+(?:an?\s+(?P<num7a>[1-5](?:\.\d)?)|(?P<num7>[1-5]\.\d))"
    r"(?=\s*(?:[.,;!?]|$))"
    # a rating with its bound after it, after "with": "only restaurants with a 4.0 or higher", "hotels w/ 3.5+",
    # "restaurants w 3.9 or more"
    r"|\b(?:with|w/|w|having)\s+(?:(?:an?\s+(?P<num11>[1-5](?:\.\d)?)|(?P<num11b>[1-5]\.\d))"
    r"(?:\s*\+|\s+(?:and|or)\s+(?:up|above|higher|better|more))|(?P<num11c>[1-5])\s*\+)"
    r"(?![\w.]|\s*(?:people|persons?|guests?|nights?|days?|kids))"
    # a number, the word "rating", then its bound: "with a 4.5 rating or higher", "needs a 3.5 rating minimum"
    r"|\ban?\s+(?P<num13>[1-5](?:\.\d)?)\s+(?:star\s+)?ratings?\s+(?:minimum|min\b|or\s+(?:higher|better|above|more|up)\b"
    r"|and\s+(?:up|above|higher|better)\b)"
    # a number with "+" right before "rated": "4+ rated places", "4.5+ rated restaurants"; or with none, the venue
    # right after "rated" ("4.5 rated restaurants only", "4-rated hotels"): a rating said alone is a minimum, as "4-star
    # restaurants" is
    r"|(?<![\w.$])(?P<num14>[1-5](?:\.\d)?)(?:\s*\+[\s-]*rated\b|[\s-]+rated\s+(?=(?:restaurants?|eateries|food|hotels?"
    r"|stays?|lodging|accommodations?|airbnbs?|motels?|places?)\b))"
    # a minimum in parentheses, its venue said before it: "the restaurants should be good too (4+)", "(4 and up)"
    r"|\(\s*(?P<num9>[1-5](?:\.\d)?)(?:\s*\+|\s+(?:and|or)\s+(?:up|above|higher|better|more))\s*\)"
    # a number with its bound, then the venue it is for: "3 or better for hotels" (after "rating 4 or better for food")
    r"|\b(?P<num10>[1-5](?:\.\d)?)(?:\s*\+|\s+(?:and|or)\s+(?:up|above|higher|better|more))\s+(?=for\s+(?:the\s+|our\s+)?"
    r"(?:hotels?|stays?|lodging|accommodations?|rooms?|places?|restaurants?|food|meals?|eating|dining|sleeping)\b)"
    # a number with "+" right before the venue: "3.5+ hotel", "4+ restaurants"
    r"|(?<![\w.$])(?P<num6>[1-5](?:\.\d)?)\s*\+\s*"
    r"(?=(?:hotels?|stays?|lodging|accommodations?|restaurants?|airbnbs?|motels?)\b)"
    # a rating wished in words, its number said after a comma: "a well rated hotel, 4 or better", "a well rated place to
    # stay, at least 4 if possible"
    r"|\b(?:highly|well|top|high|good)[\s-]+(?:rated|reviewed)\s+(?:[a-z]+\s+){0,3}?[a-z]+\s*,\s*(?:(?P<bound12>at\s+least|no\s+less\s+than"
    r"|a\s+minimum\s+of)\s+(?P<num12>[1-5](?:\.\d)?)|(?P<num12b>[1-5](?:\.\d)?)(?:\s*\+|\s+or\s+(?:better|higher|more|above|up)\b))"
    r"(?![\d.]|\s*(?:%|nights?|days?|people|persons?|hours?|hrs?|miles?|dollars?|bucks))"
    # the venue, then a bound that makes the number a minimum: "restaurants not below 4", "food spots no lower than 3.5"
    r"|\b(?:restaurants?|hotels?|stays?|lodging|accommodations?|eateries|food\s+(?:spots?|places?))\s+"
    r"(?:(?:rated|ranked|scored)\s+)?"  # ... said rated ("eateries rated no lower than 3.5")
    r"(?:not\s+(?:below|under|lower\s+than|less\s+than)|no\s+(?:lower|less|worse)\s+than)\s+"
    r"(?P<num8>[1-5](?:\.\d)?)(?![\d.]|\s*(?:%|nights?|days?|people|persons?|hours?|hrs?|miles?|dollars?|bucks))(?:\s*stars?\b)?"
    # a venue denied below a number of the scale: "no hotel under 3.5", "no restaurants below 4" (a price is never 1 to 5:
    # "no hotel under 100" is a price's least, another reader's)
    r"|\b(?:no|nothing|never)\s+(?:restaurants?|hotels?|stays?|lodging|accommodations?|eateries|food\s+(?:spots?|places?)|motels?"
    r"|airbnbs?)\s+(?:rated\s+)?(?:under|below|lower\s+than|less\s+than|worse\s+than)\s+"
    r"(?P<num15>[1-5](?:\.\d)?)(?![\d.]|\s*(?:%|nights?|days?|people|persons?|hours?|hrs?|miles?|dollars?|bucks))(?:\s*stars?\b)?"
    # the venue, then "min" or "at least" and the number, as a note says it: "hotel min 3.5", "hotel: minimum 4"
    r"|\b(?:restaurants?|hotels?|stays?|lodging|accommodations?|eateries|motels?|airbnbs?|food\s+(?:spots?|places?))\s*[:\u2013\u2014-]?\s*"
    r"(?:min(?:imum)?\.?|at\s+least|a\s+minimum\s+of)\s+(?:of\s+)?(?P<num16>[1-5](?:\.\d)?)"
    r"(?![\d.]|\s*(?:%|nights?|days?|people|persons?|hours?|hrs?|miles?|dollars?|bucks))(?:\s*stars?\b)?"
    # ... or the number said first, its venue after: "minimum 3.5 on the hotel", "at least 4 for the restaurants"
    r"|\b(?:min(?:imum)?\.?|at\s+least)\s+(?P<num17>[1-5](?:\.\d)?)(?:\s*stars?)?\s+(?=(?:on|for)\s+(?:the\s+|our\s+)?"
    r"(?:hotels?|stays?|lodging|accommodations?|rooms?|restaurants?|food|meals?)\b)",
    re.IGNORECASE,
)
_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}
_FOOD_WORDS = lazy_compile(r"\b(?:restaurants?|resturants?|restaraunts?|restuarants?"  # the common misspellings too
                           r"|eat(?:s|ing)?|dining|dine|meals?|food|cafes?|eateries|eatery|places\s+to\s+eat"
                           r"|dinners?|lunch(?:es)?|breakfasts?|brunch|(?:grab|have)\s+a\s+bite|bites?\s+to\s+eat)\b",
                           re.IGNORECASE)
# "a place" with no word of food near is where the travellers sleep ("we'd prefer a place rated three or above")
# (a house, cabin, condo, inn, lodge or villa too, as for a price a night: "houses rated 4+")
# (a stay's house rule said beside a rating too: "non smoking and rated 3.5+"; the data's restaurants have none)
_LODGING_WORDS = lazy_compile(r"\b(?:hotels?|ac+om+odations?|lodgings?|stays?|rooms?|apartments?|airbnbs?|hostels?|motels?|listings?"
                              r"|(?:non[\s-]?)?smoking|smoke[\s-]free"
                              r"|houses?|cabins?|condos?|cottages?|inns?|lodges?|villas?|rentals?(?!\s+cars?)|bnbs?|b&bs?"
                              r"|staying|sleep(?:ing)?"  # "staying somewhere rated 4+", "where we sleep: 4 at least"
                              # "somewhere with 4+ stars": where the party stays, unless said of eating ("eat somewhere
                              # rated 4.5", "a meal somewhere rated 4.5+", "somewhere to eat")
                              r"|(?<!eat\s)(?<!dine\s)(?<!eating\s)(?<!dinner\s)(?<!lunch\s)(?<!breakfast\s)(?<!brunch\s)(?<!meal\s)(?<!meals\s)"
                              r"(?<!food\s)(?<!dining\s)"
                              r"somewhere(?![^,;!?]{0,25}?\b(?:to\s+eat|for\s+(?:dinner|lunch|breakfast|brunch|food)))"
                              r"|homes?|(?<!food\s)(?<!dining\s)(?<!eat\sat\s)(?<!dine\sat\s)(?<!eating\sat\s)(?<!lunch\s)(?<!dinner\s)"
                              r"(?<!breakfast\s)(?<!brunch\s)places?(?![^,;!?]{0,25}?\bto\s+eat))\b",
                              re.IGNORECASE)
# A rating said not to be needed, and the minimum said instead ("not necessarily a 5-star hotel, but at least 4")
_WAIVED_BEFORE = lazy_compile(r"\b(?:not\s+necessarily|(?:doesn't|does\s+not|don't|do\s+not)\s+(?:have|need)\s+to\s+be|needn't\s+be)"
                              r"\s+(?:an?\s+|the\s+)?$", re.IGNORECASE)
_BUT_AT_LEAST = lazy_compile(r"[^.;!?]{0,30}?\bbut\s+(?:at\s+least|no\s+less\s+than|not\s+(?:below|under|less\s+than))\s+"
                             r"(?:an?\s+)?(?P<num>\d(?:\.\d)?|one|two|three|four|five)\b", re.IGNORECASE)
# A lower rating said acceptable right after the rating, a mind changed as it is written ("4 stars, well 3.5 is fine",
# "rated 4.5 - ok, 4 would do"): the minimum is the rating settled for
_SETTLED_FOR = lazy_compile(r"\s*[,;:-]?\s*(?:well|ok(?:ay)?|but|though|fine|actually|alright|honestly)\s*[,-]?\s*"
                            r"(?P<num>[1-5](?:\.\d)?|one|two|three|four|five)(?:\s*(?:stars?|\*|\+))?\s+"
                            r"(?:is|'s|would|will|could)?\s*(?:be\s+)?(?:fine|ok(?:ay)?|good\s+enough|enough|acceptable|alright|do)\b",
                            re.IGNORECASE)
_UPPER = lazy_compile(r"^(?:at\s+most|under|below|less\s+than|up\s+to|no\s+more\s+than)|(?:lower|less|below|worse)$", re.IGNORECASE)
_STRICT = lazy_compile(r"^(?:over|above|higher\s+than|more\s+than)", re.IGNORECASE)
_NEEDED_AFTER = lazy_compile(r"\s*(?:is\s+|are\s+)?(?:needed|necessary|required)\b", re.IGNORECASE)
_NEGATED_BEFORE = lazy_compile(r"(?:\b(?:no|not|never|nothing|nowhere|none|avoid|without)\b|n't\b)[^.;!?]{0,40}$",
                               re.IGNORECASE)  # "no restaurant rated below 4"
# A rating wished for without a number ("highly rated restaurants"): no minimum can be read, so it is not dropped silently.
_VAGUE_RATING = lazy_compile(r"\b(?:highly|top|best|well|better|high|good)[\s-]+(?:rated|ratings?)\b|\b(?:good|high|great)\s+reviews?\b",
                             re.IGNORECASE)
# ... given its number right after ("restaurants with good reviews, 4 or higher if possible"): that is the minimum
_VAGUE_THEN_NUMBER = lazy_compile(r"\s*[,(:-]?\s*(?:so\s+|say\s+|like\s+|i\.e\.\s+)?(?P<num>[1-5](?:\.\d)?|one|two|three|four|five)"
                                  r"(?:\s*\+|\s+(?:or|and)\s+(?:higher|more|better|above|up)\b|\s+(?:stars?\s+)?(?:minimum|min|at\s+least)\b)",
                                  re.IGNORECASE)
# ... or its bound before the number ("hotel must have good reviews, minimum 4", "great reviews (at least 4.5)")
_VAGUE_THEN_LEAST = lazy_compile(r"(?:\s+(?:restaurants?|hotels?|places|stays?|rooms?|spots|eateries|accommodations?))?"
                                 r"\s*[,(:-]?\s*(?:minimum|min|at\s+least)\s*(?:of\s+)?:?\s*"
                                 r"(?P<num>[1-5](?:\.\d)?|one|two|three|four|five)(?![\d.,]\d|\s*(?:%|people|nights?|days?)\b)",
                                 re.IGNORECASE)


@dataclass(frozen=True)
class RatedVenue:
    """What one constraint's minimum rates: its venue kind ("food", "lodging"), the words for it, the scale's step."""

    kind: str
    noun: str  # "restaurant", "stay"
    example: str  # the phrasing a problem suggests
    step: float  # the finest difference between two ratings of the data (0.1 restaurants, 1 stays)
    lowest: float  # ratings run from this to 5


def rated_venue(text: str, start: int, end: int, stars: bool = False) -> str | None:
    """What a rating mention rates: "both" where its part joins a stay word and a food word ("hotels and restaurants
    rated 4+"), else the venue word nearest to it ("lodging", "food"); with none near, stars rate the stays
    (``stars``: the mention says "stars"), anything else None."""
    window_start = max(0, start - 60)
    part_start, part_end = _part_start(text, start), _part_end(text, end)
    if _BOTH_VENUES.search(text, part_start, part_end):
        return "both"
    named = _FOR_VENUE.match(text, end)  # "3+ for the hotel": the venue it is said for, however near another is
    if named:
        return "food" if _FOOD_WORDS.fullmatch(named.group("venue")) else "lodging"
    found, own, before = [], [], []
    generic = 0  # the part's lodging words that are only "a place": an eating word before one makes it a restaurant
    # a food word of the part before the rating, or after it with no other wish joined between ("eat at a place rated 4.5+",
    # "places with 4.0+ reviews for food"; never "a place rated 4+ and dinner somewhere nice")
    eaten = False
    for venue, pattern in (("lodging", _LODGING_WORDS), ("food", _FOOD_WORDS)):
        for word in pattern.finditer(text, window_start, min(len(text), end + 40)):
            if word.start() >= end and _RATED_ITSELF.match(text, word.end()):
                continue  # "the hotel 4+ stars and the restaurants 4.5+": the restaurants' own number follows them
            kind = "food" if venue == "lodging" and meals_place(text, word.start(), word.group(0)) else venue
            distance = start - word.end() if word.end() <= start else word.start() - end
            found.append((max(distance, 0), kind))
            if part_start <= word.start() and word.end() <= part_end:
                own.append(found[-1])
                generic += word.group(0).lower().startswith("place")
                eaten = eaten or kind == "food" and (word.end() <= start or not _JOINED.search(text, end, word.start()))
            elif word.end() <= start and not (stars and kind == "food" and not _a_topic(text, word)
                                               and not _praised_right_before(text, word, start)):
                before.append(found[-1])  # (stars after a wish of food, "add french food, 4 stars": the stays')
    # "gotta eat at least once at a place rated 4.5+", "meals at places rated at least 4": the place is the eating's
    if eaten and sum(kind == "lodging" for _, kind in own) == generic:
        return "food"
    # the venue of its own part ("4 stars" in "$70/night max, 4 stars, no fast food" is no food's), else the one said
    # before it ("for food, 4 stars minimum"), else stars rate the stays, else the nearest after
    if own or before:
        return min(own or before)[1]
    if stars:
        return "lodging"
    return min(found)[1] if found else None


_PART_BREAK = lazy_compile(r"[,;.!?]")
_SENTENCE_BREAK = lazy_compile(r"[;.!?]")
_JOINED = lazy_compile(r"\b(?:and|plus|also|then)\b|&", re.IGNORECASE)
# A place said to be a meal's ("dinner should be somewhere fancy", "dinner on the 16th somewhere nice", "lunch at a
# place by the water"): the meal's, no stay ("dinners and a place rated 4+" is the stay's)
_A_MEALS_PLACE = lazy_compile(r"\b(?:dinners?|lunch(?:es)?|breakfasts?|brunch|suppers?|meals?|eat|dine)\s+"
                              r"(?:(?!and\b|or\b|but\b|plus\b|then\b)[^,.;!?&\s]+\s+){0,3}?"
                              r"(?:(?:should|must|needs?\s+to|has\s+to|can|could|will|would)\s+be\s+|is\s+|at\s+)?"
                              r"(?:an?\s+|the\s+|some\s+)?$", re.IGNORECASE)
_GENERIC_PLACE = lazy_compile(r"somewhere|places?", re.IGNORECASE)


def meals_place(text: str, start: int, word: str) -> bool:
    """Whether the word at ``start`` ("somewhere", "a place") is where a meal said right before it is eaten."""
    return bool(_GENERIC_PLACE.fullmatch(word) and _A_MEALS_PLACE.search(text, max(0, start - 40), start))


# A venue word after a rating with a rating of its own right after it: it takes that one, never the one before it
_RATED_ITSELF = lazy_compile(r"\s+(?:(?:should|must|need|needs|have\s+to|has\s+to)\s+(?:be|have)\s+|rated\s+|at\s+)?(?:an?\s+)?"
                             r"[1-5](?:\.\d)?(?![\d.,]?\d)(?!\s*(?:nights?|days?|people|persons?|guests?|am|pm)\b)", re.IGNORECASE)
# A venue word said as the topic of what follows ("for food, 4 stars minimum", "restaurants: 4 stars"), not as a wish
# of its own
_FOR_BEFORE = lazy_compile(r"\bfor\s+(?:the\s+|our\s+|all\s+)?$", re.IGNORECASE)
_TOPIC_AFTER = lazy_compile(r"\s*[:–—-]", re.IGNORECASE)


# A venue wished good with no number ("nice restaurants", "good food"), the rating's part right after it: the number
# the wish lacked ("nice restaurants, nothing below 4 stars" rates the restaurants, never the stays)
_PRAISE_BEFORE = lazy_compile(r"\b(?:nice|good|great|decent|quality|fancy|better|top|excellent|solid|high[\s-]end)\s+$",
                              re.IGNORECASE)
_ONE_BREAK = lazy_compile(r"^[^,;.!?]*[,;:]\s*[^,;.!?]*$")


def _praised_right_before(text: str, word: re.Match[str], start: int) -> bool:
    """Whether the venue word is praised with no number, in the part right before the rating's (``_PRAISE_BEFORE``)."""
    return bool(_PRAISE_BEFORE.search(text, max(0, word.start() - 12), word.start())
                and _ONE_BREAK.match(text[word.end():start]))


def _a_topic(text: str, word: re.Match[str]) -> bool:
    """Whether the venue word stands as the topic of what follows (``_FOR_BEFORE``, ``_TOPIC_AFTER``)."""
    return bool(_FOR_BEFORE.search(text, max(0, word.start() - 12), word.start()) or _TOPIC_AFTER.match(text, word.end()))
_FOR_VENUE = lazy_compile(r"\s*for\s+(?:the\s+|our\s+)?(?P<venue>hotels?|stays?|lodging|accommodations?|rooms?|restaurants?|food"
                          r"|meals?|eating|dining|sleeping)\b", re.IGNORECASE)
# Stays and restaurants joined in one phrase ("hotels and restaurants rated 4+", "rated four for sleeping or eating"):
# one rating said of both, the minimum of each (``rated_venue`` says "both").
_SLEEP = r"(?:hotels?|stays?|lodgings?|accommodations?|rooms?|sleep(?:ing)?|staying)"
_EAT = r"(?:restaurants?|food|eat(?:ing)?|dining|meals?)"
_BOTH_VENUES = lazy_compile(rf"\b{_SLEEP}\s*(?:or|and|&|/|nor)\s*{_EAT}\b|\b{_EAT}\s*(?:or|and|&|/|nor)\s*{_SLEEP}\b"
                            r"|\b(?:everything|all\s+of\s+(?:it|them))\b",  # "everything rated 4+": the stays and the meals
                            re.IGNORECASE)
# A rating wished of some meals only ("eat at least once at a place rated 4.5+", "one dinner somewhere rated 4.8"): a
# minimum rating holds for every meal, so it is named, never widened to all of them.
_ONCE = lazy_compile(r"\b(?:at\s+least\s+once|once|(?:at\s+least\s+)?(?:one|a\s+single)\s+(?:meal|dinner|lunch|breakfast|brunch|time)"
                     r"|(?:one|a)\s+(?:fancy|nice|special)\s+(?:meal|dinner))\b", re.IGNORECASE)


# ... or of one meal of the day ("dinner somewhere nice each night (4.5+)", "lunches rated 4 or more"): kept, for every
# meal (the rule has no meal of its own), and said to be stricter than asked
_ONE_MEAL = lazy_compile(r"\b(?:dinners?|lunch(?:es)?|breakfasts?|brunch(?:es)?|suppers?)\b", re.IGNORECASE)
_EVERY_MEAL = lazy_compile(r"\b(?:meals?|restaurants?|food|eat\w*|dining|places\s+to\s+eat)\b", re.IGNORECASE)


# ... or of one night of the stays ("the last night at a 5 star hotel", "night 2 somewhere 4 stars"): kept for every night
_ONE_NIGHT = lazy_compile(r"\b(?:nights?|nites?)\s+\d{1,2}\b|\b(?:the\s+|our\s+)?(?:first|last|final|second|third|fourth|\d(?:st|nd|rd|th))"
                          r"\s+(?:night|nite)\b|\bone\s+night\b", re.IGNORECASE)


def _part_start(text: str, start: int, breaks: re.Pattern[str] | None = None) -> int:
    """Where the part (or, with ``breaks``, the sentence) of a mention at ``start`` begins, 60 characters back at most."""
    marks = (breaks or _PART_BREAK).finditer(text, max(0, start - 60), start)
    return max([m.end() for m in marks], default=max(0, start - 60))


def _part_end(text: str, end: int) -> int:
    """Where the part of a mention ending at ``end`` ends, 40 characters on at most."""
    stop = _PART_BREAK.search(text, end, min(len(text), end + 40))
    return stop.start() if stop else min(len(text), end + 40)


def _one_meal_only(text: str, match: re.Match[str], said: str, warnings: list[str]) -> None:
    """Warn when a restaurant rating is said of one meal of the day only, in the mention's part of its sentence."""
    part_start = _part_start(text, match.start())
    if not _ONE_MEAL.search(text, part_start, match.end()) and not _EVERY_MEAL.search(text, part_start, match.end()):
        # a part of the rating alone ("dinner should be somewhere fancy, rated 4.5 or above"): the meal said before it
        part_start = _part_start(text, match.start(), _SENTENCE_BREAK)
    meal = _ONE_MEAL.search(text, part_start, match.end())
    if meal and not _EVERY_MEAL.search(text, part_start, match.end()):
        warnings.append(f"{said!r} is said of {meal.group(0).lower()}: a minimum restaurant rating holds for every meal, "
                        "so every meal is kept to it (stricter than asked)")


def _minimum(text: str, match: re.Match[str], venue: RatedVenue, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum one rating mention asks for, else None with a problem saying why it cannot be one."""
    number = (match.group("num") or match.group("stars") or match.group("num3") or match.group("num4") or match.group("num5")
              or match.group("num6") or match.group("num7") or match.group("num7a")
              or match.group("num8") or match.group("num9") or match.group("num10") or match.group("num11")
              or match.group("num11b") or match.group("num11c") or match.group("num12") or match.group("num12b")
              or match.group("num13") or match.group("num14") or match.group("num15") or match.group("num16")
              or match.group("num17"))
    bound = (match.group("bound") or match.group("bound2") or match.group("bound3") or match.group("bound7")
             or match.group("bound12") or "").strip()
    after = (match.group("after") or match.group("after2") or "").strip()
    value = _value(number)  # "rated four or higher", "four point five"
    said = match.group(0).strip()
    scale = re.search(r"(?:\d\s*/\s*|out\s+of\s+)(\d+)", match.group(0))  # "4/5", "4 out of 5"; "w/ 3.5+" is none
    if scale and scale.group(1) != "5":
        problems.append(f"{said!r}: {venue.noun} ratings run from {venue.lowest:g} to 5")
        return None
    once = _ONCE.search(text, max(0, match.start() - 60), match.start())
    if venue.kind == "food" and once and not _PART_BREAK.search(text, once.end(), match.start()):
        problems.append(f"{said!r} said of {once.group(0)!r}: a minimum restaurant rating holds for every meal, not some; "
                        f"say it of all of them ({venue.example}) or leave it out")
        return None
    if venue.kind == "food":
        _one_meal_only(text, match, said, warnings)
    elif (night := _ONE_NIGHT.search(text, _part_start(text, match.start(), _SENTENCE_BREAK), _part_end(text, match.end()))) is not None:
        warnings.append(f"{said!r} is said of {' '.join(night.group(0).split())}: a minimum stay rating holds for every night, "
                        "so every stay is kept to it (stricter than asked)")  # "the last night at a 5 star hotel"
    if _UPPER.search(bound) and _NEGATED_BEFORE.search(text[max(0, match.start() - 60):match.start()]):
        pass  # nothing rated below 4: a minimum of 4
    elif _UPPER.search(bound) or _UPPER.search(after):
        problems.append(f"{said!r}: a maximum rating cannot be asked for; only a minimum ({venue.example})")
        return None
    if _negated_in_part(text, match.start()) and _NEEDED_AFTER.match(text, match.end()):
        return None  # "nothing above 3 stars needed": a need waived, no rule (the clause asks nothing)
    if _STRICT.search(bound) and _negated_in_part(text, match.start()):  # "no hotels over 4 stars": a maximum
        problems.append(f"{said!r}: a maximum rating cannot be asked for; only a minimum ({venue.example})")
        return None
    if _STRICT.search(bound):
        value = round(value + venue.step, 1)
        warnings.append(f"{said!r} is read as rated {value:g} or higher ({venue.noun} ratings go in steps of {venue.step:g})")
    if not 0 < value <= 5:
        problems.append(f"{said!r}: {venue.noun} ratings run from {venue.lowest:g} to 5")
        return None
    return value


def _settled_for(text: str, match: re.Match[str], value: float, warnings: list[str]) -> float:
    """The minimum ``value`` read at ``match``, or the lower one said acceptable right after it (``_SETTLED_FOR``)."""
    settled = _SETTLED_FOR.match(text, match.end())
    if settled is None or (lower := _value(settled.group("num"))) >= value:
        return value
    warnings.append(f"{match.group(0).strip()!r} then {settled.group(0).strip(' ,;:-')!r}: read as rated {lower:g} or higher, "
                    "the rating said acceptable")
    return lower


def _negated_in_part(text: str, start: int) -> bool:
    """Whether a negation opens the rating's own part of its sentence ("no hotels over 4 stars", never "no smoking,
    hotels over 3 stars"): a strict bound negated is a maximum."""
    before = text[max(0, start - 60):start]
    negation = _NEGATED_BEFORE.search(before)
    return negation is not None and not _PART_BREAK.search(before, negation.start())


def _value(number: str) -> float:
    """A rating said in digits or in words ("4.5", "four", "four point five")."""
    said = re.sub(r"\s+", " ", number.lower())
    half = said.endswith(" and a half")
    whole, _, tenths = said.removesuffix(" and a half").partition(" point ")
    return float(_WORDS.get(whole, whole) + (f".{_DIGIT.get(tenths, tenths)}" if tenths else "")) + (0.5 if half else 0)


# A second minimum after one said for its venue, its bound left out: "at least 4.0 for restaurants and 3.5 for hotels",
# "min 4 on the food, 3 on the rooms" (the bound said once holds both)
_VENUE_FOR = (r"(?:on|for)\s+(?:the\s+|our\s+)?(?:hotels?|stays?|lodging|accommodations?|rooms?|restaurants?|food|meals?"
              r"|eating|dining)\b")
_AND_ANOTHER = lazy_compile(rf"\s*{_VENUE_FOR}\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?P<num>[1-5](?:\.\d)?)(?:\s*stars?)?\s+"
                            rf"(?={_VENUE_FOR})", re.IGNORECASE)


def _elided(text: str, match: re.Match[str], venue: RatedVenue) -> float | None:
    """The minimum of ``venue`` said right after a rating said for another venue, its bound left out (``_AND_ANOTHER``)."""
    another = _AND_ANOTHER.match(text, match.end())
    if another is None or rated_venue(text, another.start("num"), another.end() + 20) != venue.kind:
        return None
    return float(another.group("num"))


def read_minimum(text: str, venue: RatedVenue, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum rating of ``venue`` the request asks for, else None (with a problem when it asks one unreadably).

    A maximum ("rated at most 3"), a value outside the scale, a rating that names no kind of venue, two different
    minimums, or a venue wished "highly rated" with no number is a problem (no plan could be checked against it,
    and dropping it would plan another request). A strict bound ("rated above 4") is the next step up, with a warning.
    """
    found: list[float] = []
    for match in _RATING.finditer(text):
        kind = rated_venue(text, match.start(), match.end(), stars=match.group("stars") is not None or "star" in match.group(0).lower())
        if _WAIVED_BEFORE.search(text, max(0, match.start() - 40), match.start()):
            instead = _BUT_AT_LEAST.match(text, match.end())
            if instead is not None and kind in (venue.kind, "both"):
                found.append(float(_WORDS.get(instead.group("num").lower(), instead.group("num"))))
            continue  # the rating said is not needed: it asks nothing (its "but at least" is the minimum)
        if kind is None:
            problems.append(f"{match.group(0).strip()!r}: say what must be rated (e.g. 'restaurants rated 4 or higher' "
                            "or 'hotels rated 4 stars or more')")
        elif kind in (venue.kind, "both"):
            value = _minimum(text, match, venue, warnings, problems)
            if value is not None:
                found.append(_settled_for(text, match, value, warnings))
        elif (elided := _elided(text, match, venue)) is not None:
            found.append(elided)
    for vague in _VAGUE_RATING.finditer(text):
        number = _VAGUE_THEN_NUMBER.match(text, vague.end()) or _VAGUE_THEN_LEAST.match(text, vague.end())
        if number is not None and not found and rated_venue(text, vague.start(), vague.end()) in (venue.kind, "both"):
            found.append(float(_WORDS.get(number.group("num").lower(), number.group("num"))))
            continue
        if rated_venue(text, vague.start(), vague.end()) in (venue.kind, "both") and not found:
            problems.append(f"{vague.group(0)!r} gives no minimum rating: say it as a number ({venue.example})")
            return None
    if len(set(found)) > 1:
        problems.append(f"two different minimum {venue.noun} ratings ({', '.join(f'{v:g}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None
