"""No wish dropped in silence: every clause of a request is read, talk, or named as a wish not understood.

The readers (places, dates, people, money, each constraint's ``read``) take what they understand. What a
request asks beyond them must not vanish while the plan is called valid. ``unread_wishes`` accounts for
the text in two passes, both linear in it:

1. **What the data cannot say.** Amenities ("a hotel with a pool"), accessibility ("my wife uses a
   wheelchair"), diets ("I'm vegetarian"), places inside a city ("near the airport"), restaurants for
   children, cuisines the data has no label for ("no Thai food"): each mention is named with the reason,
   wherever it stands (also beside a wish that was read: "a pet-friendly hotel with a pool").
2. **Wish-like clauses no reader claimed.** A clause (a sentence, or its part after ", and" / "but" /
   "also") carrying a wish word (want, need, must, would like, prefer, looking for, avoid, without, only,
   no ...), a request or a bound ("add ...", "can we ...", "tops"), a word of what a plan is made of (a stay,
   a flight, a meal, a sight, a pet, a child ...) or a name no reader took ("We're not into Madame Tussauds")
   is *claimed* when a reader reads something in it: a place or a date in it, a number of the trip's (its
   people, days, cities or budget: the budget read in the whole text, never a meal's price read alone as one),
   or a constraint's reader giving a value, a warning or a problem on the clause alone. A clause holding an
   amount of money no reader claims is named too ("tips around 20%", "lunch budget 15/pp"). A clause
   that is talk asking for nothing ("we're so excited", "for our anniversary", "no specific preferences")
   is recognised as such. Any other wish-like clause is named as not understood. A time of day said of travel ("a
   flight at sunset", "flying back around 6 in the evening") that no flight window reads is named though the date or
   the place of its clause is read ("on march 14 a flight at sunset would be lovely").

The benchmark's own texts flag nothing (tests/unit/domain/parsing/test_unread_wishes.py reads both public splits).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import NamedTuple

from pydantic import BaseModel

from himap_travel.domain.constraints import LOCAL, avoid_sights, flight_times, must_see, named_places, restaurant_names, said_alone
from himap_travel.domain.constraints.cuisine import A_CUISINE, unlabelled_cuisines
from himap_travel.domain.constraints.room_type import names_a_room
from himap_travel.domain.parsing.clause_form import (
    QUESTION,
    WOULD_BE,
    asks_nothing,
    besides_kept_by_commonsense,
    is_cheer,
    is_statement,
    one_stay_asked,
    past_told_spans,
)
from himap_travel.domain.parsing.dates import read_stated_days
from himap_travel.domain.parsing.money import BARE_PART_CAP, CORRECTING, TAKEN_BACK, after_correction, read_budget
from himap_travel.domain.parsing.numbers import budget_in_digits
from himap_travel.domain.parsing.people import PARTY_WORD, named_travellers, read_people
from himap_travel.domain.parsing.places import read_stated_cities
from himap_travel.domain.parsing.spelling import is_english
from himap_travel.domain.parsing.unanswerable import KINDS
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import DOG_BREEDS, KIDS, KIDS_AWAY, NOT_AFTER_ABBREVIATION

__all__ = ["UnreadWish", "unread_wishes", "misread_spans", "taken_names", "money_for_parts"]

Spans = Sequence[tuple[int, int]]
MAX_WISH_CLAUSES = 40  # more are named as one unread wish, unexamined: each clause runs every reader
_LABEL_WORDS = 3  # "Hotel:", "hotel budget:", "must-see:" at most: a longer clause before a colon says something itself
MAX_CLAUSE_CHARS = 600  # a longer wish-like clause holding no place, date or number is named unread, unexamined


class UnreadWish(BaseModel):
    """One wish the planner cannot keep: the words (``wish``) and why (``reason``)."""

    wish: str
    reason: str

    def __str__(self) -> str:
        return self.reason


_NO_AMENITIES = "the data has no amenities, so {wish} cannot be checked"
_NO_ACCESS = "the data says nothing of accessibility, so {wish} cannot be checked"
_NO_DIETS = "the restaurants have no diet labels, so {wish} cannot be checked"
_NO_LOCATIONS = "the data has no locations inside a city (no addresses or distances), so {wish} cannot be checked"
_NO_KIDS_MENU = "the restaurants have no labels for children, so {wish} cannot be checked"
_NO_PETS_MENU = "the restaurants have no labels for pets, so {wish} cannot be checked"
_NO_VIEWS = "the data does not say what a stay looks out on, so {wish} cannot be checked"
_NO_STOPS = "the flights table has no stops or connections, so {wish} cannot be checked"
_NO_HOURS = "the plan times its flights only (no hours for sights or meals), so {wish} cannot be checked"
_NO_WEATHER = "the data has no weather, so {wish} cannot be planned for"
_NO_BOOKING = "the planner books nothing (no reservations, tickets or rentals), so {wish} cannot be done"
_NO_CHECK_IN = "the stays have no check-in or check-out times, so {wish} cannot be checked"
_NO_AREA = "the data says nothing of the area around a stay (its safety or what is nearby), so {wish} cannot be checked"
_NO_STAY_KIND = ("the stays have only a room type (entire home/apt, private room, shared room), no kind, so {wish} "
                 "cannot be checked")
_NO_VAGUE_AMOUNT = "{wish} is no amount: say the most a night may cost, e.g. '$200 a night'"
_NO_FEES = "the stays have one price a night and no fees, deposits or taxes, so {wish} cannot be checked"
# A flight's stops ("direct flights only", "no layovers"): named, and kept from the transportation reader, which would
# read "flights only" as a ban of self-driving.
_STOPS = r"\b(?:direct|non[\s-]?stop)\s+flights?(?:\s+only)?\b|\bno\s+(?:layovers?|stopovers?|connecting\s+flights?)\b"
_STOPS_RE = re.compile(_STOPS, re.IGNORECASE)

_PLACES_IN_TOWN = (r"airports?|beach(?:es)?|downtown|(?:city\s+)?cent(?:er|re)|(?:train\s+|bus\s+)?stations?|the\s+strip|waterfront"
                   r"|convention\s+cent(?:er|re)|stadium|arena|university|campus|harbou?r|ocean|sea|lake|river|boardwalk|old\s+town"
                   r"|(?:the\s+)?(?:main\s+)?attractions|(?:the\s+)?sights|each\s+other|(?:the\s+)?(?:hotel|restaurants?)")
# What a place in town is called after its name in lower case ("central park", "union station", "lower broadway")
_IN_TOWN_KIND = (r"(?:station|park|square|street|st|avenue|ave|broadway|district|quarter|market|mall|pier|bridge|museum|zoo"
                 r"|village|heights|hill|wharf|plaza|strip)")
# Restaurants for children: never a house rule ("kid-friendly restaurants" would read as children under 10).
_KIDS_MENU = (r"\b(?:kid|kids|child|children|family)[\s-]*friendly\s+(?:restaurants?|places\s+to\s+eat|food|dining|eateries|menus?"
              r"|meals?)\b"
              r"|\b(?:restaurants?|dining|places\s+to\s+eat)\s+(?:for|with|good\s+for|that\s+welcome)\s+(?:the\s+)?(?:kids|children)\b"
              r"|\bkids'?\s+menus?\b|\bchildren's\s+menus?\b|\bhigh\s*chairs?\b")
# Restaurants for pets ("dog-friendly restaurants", "cafes that allow dogs"): the restaurants have no such label.
_PETS_MENU = (r"\b(?:dog|dogs|pet|pets)[\s-]*friendly\s+(?:restaurants?|places\s+to\s+eat|food|dining|eateries"
              r"|cafes?|bars?|patios?|breweries|brewery|brunch\s+spots?)\b"
              r"|\b(?:restaurants?|dining|places\s+to\s+eat|eateries|cafes?|bars?|patios?)\s+(?:that|which)\s+"
              r"(?:allow|welcome|take)\s+(?:dogs?|pets?)\b")
_CANNOT: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), reason) for p, reason in (
    (r"\b(?:(?:swimming|heated|indoor|outdoor|rooftop)\s+)?pools?\b|\bhot\s+tubs?\b|\bjacuzzis?\b|\bgym\b|\bfitness\s+(?:center|centre|room)\b"
     r"|\bsaunas?\b|\bspa\b|\bwi-?fi\b|\binternet\b|\b(?:free\s+|on-?site\s+|secure\s+)?parking\b|\bgarage\b|\bev\s+charg\w*"
     r"|\b(?:free\s+|complimentary\s+)?breakfast\s+(?:included|provided)\b|\b(?:free|complimentary)\s+breakfast\b|\bkitchen(?:ette)?s?\b"
     r"|\bbalcon(?:y|ies)\b|\bfireplace\b|\bair[\s-]condition\w*|\blaundry\b|\bwasher\b|\bking[\s-]size\w*|\bking\s+beds?\b"
     r"|\bqueen\s+beds?\b|\bcribs?\b|\belevators?\b|\b24[\s-]hour\s+(?:front\s+desk|reception|check-?in)\b"
     r"|\b(?:rooftop|hotel|lobby)\s+bars?\b|\bbars?\s+(?:at|in)\s+the\s+(?:hotel|place)\b|\bon[\s-]?site\s+(?:restaurant|bar)s?\b"
     r"|\btvs?\b|\btelevisions?\b|\b(?:fenced|back|private)[\s-]?yards?\b|\b(?:claw[\s-]?foot|soaking)\s+tubs?\b"
     r"|\blazy\s+rivers?\b|\bwater\s*slides?\b",
     _NO_AMENITIES),
    # the hours of a day ("slow mornings please", "late starts"): the plan times its flights only
    (r"\b(?:slow|lazy|late|easy|relaxed|chill|leisurely)\s+(?:mornings?|starts?)\b", _NO_HOURS),
    # the area around a stay ("is the neighborhood safe?", "any good bars nearby?")
    (r"\b(?:safe|unsafe|dangerous|sketchy|rough)\s+(?:area|neighbou?rhood|part\s+of\s+town|street|location)s?\b"
     r"|\b(?:area|neighbou?rhood|part\s+of\s+town|location)s?\b.{0,20}\b(?:safe|unsafe|dangerous|sketchy|rough)\b"
     r"|\bsafety\b|\bcrime\b"
     r"|\b(?:bars?|pubs?|clubs?|shops?|shopping|stores?|supermarkets?|grocer(?:y|ies)(?:\s+stores?)?|pharmac(?:y|ies)|atms?)"
     r"\s+(?:nearby|near\s+by|close\s+by|around(?:\s+(?:there|here|it))?|within\s+walking\s+distance)\b", _NO_AREA),
    # ... a kind of water or land with its name between ("lake erie views", "river thames view")
    (r"\b(?:ocean|sea|city|mountain|lake|river|beach|water|bay|harbou?r|skyline|garden|rock|canyon|desert|valley"
     r"|forest)(?:\s+[a-z]+)?[\s-]*views?\b"
     r"|\bviews?\s+from\s+(?:the|our|my)\s+(?:room|hotel|stay|place|window|balcony|cabin|house)\b"
     r"|\bviews?\s+of\s+(?:the\s+)?\w+"
     r"|\b(?:ocean|beach|water|lake)[\s-]?front\b"
     r"|\b(?:facing|overlooking|looking\s+out\s+(?:on|over))\s+the\s+\w+", _NO_VIEWS),
    (r"\bstrollers?\b|\bprams?\b"  # "a stroller-friendly hotel"
     r"|\bwheel[\s-]?chairs?\b|\b(?:wheelchair[\s-]|handicap(?:ped)?[\s-]|fully\s+)?accessib(?:le|ility)\b|\bdisabilit(?:y|ies)\b"
     r"|\bdisabled\b|\bmobility\b|\bstep[\s-]free\b|\bhandicap\w*|\bcrutches\b|\bwalker\b|\bno\s+stairs\b|\bground[\s-]floor\b"
     r"|\b(?:use|uses|using|with)\s+(?:a\s+)?canes?\b|\b(?:not\s+)?too\s+much\s+walking\b"
     r"|\b(?:bad|weak|injured|broken)\s+(?:hips?|knees?|back|ankles?|legs?|feet)\b|\bnothing\s+(?:too\s+)?strenuous\b"
     r"|\b(?:can't|cannot|can\s+not|unable\s+to)\s+(?:do|climb|manage|handle|use)\s+(?:the\s+|any\s+)?stairs\b",
     _NO_ACCESS),
    (r"\bdiabet(?:ic|ics|es)\b|\bvegetarians?\b|\bvegans?\b|\bveggie\b|\bgluten(?:[\s-]free)?\b|\bceliac\b|\bcoeliac\b|\bhalal\b|\bkosher\b|\bdairy[\s-]free\b|\blactose\b"
     r"|\b(?:nut|peanut|shellfish|dairy|egg)\s+allerg\w+|\ballergic\s+to\s+(?:nuts?|peanuts?|tree\s+nuts?|shellfish|dairy|eggs?|gluten"
     r"|wheat|soy|milk|lactose|sesame)\b"
     r"|\b(?:can't|cannot|can\s+not|doesn't|don't)\s+(?:have|eat|tolerate)\s+(?:any\s+)?"
     r"(?:dairy|gluten|nuts|peanuts|shellfish|meat|pork|beef|eggs|wheat|soy)\b"
     r"|\bpescatarian\b|\bketo\b|\bpaleo\b|\bplant[\s-]based\b", _NO_DIETS),
    (rf"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|(?:a\s+)?(?:short\s+)?walk(?:able)?\s+(?:to|from)"
     rf"|steps\s+(?:from|to)|minutes\s+from|right\s+by|by\s+the)\s+(?:the\s+)?(?:{_PLACES_IN_TOWN}|(?-i:[A-Z])[\w'&-]+)\b"
     # "near the mountains", "somewhere near the beltline": near a thing of the town (not a time: "near the end")
     r"|\b(?:near|close\s+to|next\s+to)\s+the\s+(?!(?:end|beginning|start|middle|top|bottom|last|first)\b)[a-z][\w'-]+"
     # ... a place of the town in lower case ("near central park", "walking distance to lower broadway"), never an
     # amount ("close to 100 a night"); a stay by the beach ("a beach hotel")
     rf"|\b(?:near|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from))\s+(?:[a-z][\w'-]+\s+){{0,2}}"
     rf"{_IN_TOWN_KIND}\b"
     r"|\bwalking\s+distance\s+(?:to|of|from)\s+(?:the\s+)?[a-z][\w'-]*(?:\s+(?!(?:and|or|with|but|for|if|so)\b)[a-z][\w'-]*)?"
     r"|\bbeach(?:side|front)?\s+(?:hotels?|resorts?|stays?|condos?|rooms?)\b"
     r"|\b(?:somewhere|stay(?:ing)?|a\s+(?:place|hotel|room))\s+(?:near|close\s+to|next\s+to)\s+(?:the\s+)?[a-z][\w'-]*"
     r"(?:\s+(?!(?:and|or|with|but|for|if|so)\b)[a-z][\w'-]*)?"
     r"|\bcentral(?:ly)?\s+locat\w+|\bin\s+(?:the\s+)?(?:downtown|city\s+cent(?:er|re))\b|\bdowntown\b", _NO_LOCATIONS),
    (_KIDS_MENU, _NO_KIDS_MENU),
    (_PETS_MENU, _NO_PETS_MENU),
    (_STOPS, _NO_STOPS),
    (r"\b(?:when|if|while|on\s+(?:a|the))\s+(?:it's|it\s+is|it)\s+(?:sunny|raining|rainy|snowing|nice\s+out|warm|cold|clear)\b"
     r"|\b(?:if|when)\s+it\s+(?:rains|snows)\b|\b(?:sunny|rainy|clear|nice)\s+days?\b|\b(?:good|nice|bad)\s+weather\b"
     r"|\bweather\s+permitting\b|\bdepending\s+on\s+(?:the\s+)?weather\b", _NO_WEATHER),
    # booking: "book it for us", "make the dinner reservations", "reserve a table"
    (r"\bbook\s+(?:it|them|everything|this|that|a\s+table|tables|tickets?|the\s+\w+)\s+(?:for\s+(?:us|me)|too)\b"
     r"|\b(?:make|making|get|do)\s+(?:the\s+|a\s+|our\s+|any\s+)?(?:\w+\s+)?reservations?\b"
     r"|\breserve\s+(?:a|the|us|me)(?:\s+(?!at\b|for\b|in\b|on\b)[a-z]+){0,2}", _NO_BOOKING),
    (r"\b(?:early|late)\s+check[\s-]?(?:ins?|outs?)\b|\bcheck[\s-]?(?:in|out)\s+(?:early|late|times?)\b", _NO_CHECK_IN),
    # "is there a pet fee?", "what's the security deposit?": the stays' one price a night is all the data holds
    (r"\b(?:pet|cleaning|resort|service|parking|booking|extra|hidden|guest)\s+(?:fees?|charges?|deposits?)\b"
     r"|\b(?:security\s+|damage\s+)?deposits?\b|\b(?:hotel|city|tourist|occupancy|lodging)\s+tax(?:es)?\b", _NO_FEES),
    # an amount said vaguely ("a few hundred dollars a night", "a couple hundred a night"): no cap can be read
    (r"\b(?:a\s+)?(?:few|couple(?:\s+of)?|several)\s+hundreds?(?:\s+(?:dollars|bucks))?\s*(?:/|per|a|an|each)\s*night\b",
     _NO_VAGUE_AMOUNT),
    # a kind of stay ruled out ("and pls no hostels", "not a motel"): the stays have a room type only
    # (a capitalised word before it makes a name: "avoid Chicken Inn" is a restaurant)
    # ("no shared dorms" is a shared room ruled out: the room reader's)
    (r"\b(?:no|not\s+(?:an?\s+|in\s+an?\s+)?|avoid(?:ing)?|without|never|hate)\s+(?:(?!(?-i:[A-Z]))(?!shared\b)\w+\s+)?"
     r"(?:hostels?|motels?|dorms?"
     r"|dormitor(?:y|ies)|airbnbs?|b&bs?|bed\s+and\s+breakfasts?|campgrounds?|inns?)\b", _NO_STAY_KIND),
    # ... or asked for, where no room type says it ("glamping instead of a hotel", "a yurt", "a houseboat")
    (r"\b(?:glamping|campsites?|campgrounds?|yurts?|tree\s?houses?|house\s?boats?|rv\s+parks?|farm\s?stays?)\b",
     _NO_STAY_KIND),
))
# ... seats, bags, points, rental cars, a place's style, a stay's services, people's services, events, delivery
_CANNOT += tuple((re.compile(p, re.IGNORECASE), reason) for p, reason in KINDS)
_KIDS_MENU_RE = re.compile(_KIDS_MENU, re.IGNORECASE)
# "we don't need parking", "a pool is not important": the mention asks for nothing.
# (never in a clause describing the thing wished for: "a place that doesn't need a deposit" asks for one without)
_WAIVED_BEFORE = re.compile(r"(?<!\bthat\s)(?<!\bwhich\s)(?<!\bwhere\s)"
                            r"\b(?:don't|do\s+not|doesn't|does\s+not|no)\s+(?:need|care\s+about|mind)\s+(?:for\s+)?(?:an?\s+|the\s+"
                            r"|any\s+)?(?:\w+\s+)?$",
                            re.IGNORECASE)
# The one a clause is about does not come along: "..., but he's not coming", "... (she isn't joining us)".
_NOT_COMING_AFTER = (r"^[^.!?;]{0,12}?\bbut\s+(?:he|she|they)(?:['’]s|['’]re|\s+is|\s+are|\s+will)?\s*(?:not|n't|isn't|aren't"
                    r"|won't)\s+(?:be\s+)?(?:coming|joining|travel\w*|going)\b")
_WAIVED_AFTER = re.compile(r"^\s*(?:is|are)\s+(?:not|n't)\s+(?:needed|necessary|required|important)|^\s*(?:doesn't|does\s+not)\s+matter"
                           # said of one who does not come along ("my sister is vegetarian lol but she's not coming")
                           rf"|{_NOT_COMING_AFTER}"
                           r"|^\s*(?:is|are)\s+optional", re.IGNORECASE)
_NOT_COMING = re.compile(_NOT_COMING_AFTER, re.IGNORECASE)

# A clause: a sentence (or an item between bars: "Travelers: 4 | Budget: $3,000"), or its part after ", and", "but",
# "also", "plus", "as well as", or "and" before a new subject or a verb of asking ("add Mexican food and get us a quiet
# room"): several wishes in one sentence.
_CLAUSE_BREAK = re.compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:]+(?=\s|$)|\n|\s\|(?=\s)"
                           r"|,?\s+\b(?:but|also|plus|as\s+well\s+as)\b|,\s*and\b"
                           r"|\band\s+(?=(?:we|i|my|our|also|please|get|make|find|add|give|put|change|switch|include|keep"
                           r"|skip|avoid|drop|exclude)\b)",  # "... seafood and skip anything fried": a wish of its own
                           re.IGNORECASE)
_WISH = re.compile(
    r"\b(?:want|wants|wanted|wanna|need|needs|must|have\s+to|has\s+to|got\s+to|gotta|would\s+like|'d\s+like|would\s+love|'d\s+love"
    r"|prefer\w*|looking\s+for|look\s+for|require\w*|avoid\w*|without|only|no|none|should|ensure|make\s+sure|insist\w*|hoping|ideally"
    r"|can't|cant|cannot|can\s+not|don't|dont|won't|wont|rather|wish|(?:is|are|would\s+be)\s+(?:fine|ok|okay|acceptable)|please\s+(?:book|get|find"
    r"|include|add|give)|with\s+an?|somewhere|please|pls|plz)\b", re.IGNORECASE)  # "quiet room pls"
# An amount of a night, a person or a meal ("120 a night", "$20 a head", "$35 per person"): a local constraint's, never the
# trip's (a number read as the budget, the people or the days), so no reader claiming it, it reads nothing. A match starts
# where a number does: tried from inside a long run of digits it would rescan the run from every digit (20,000 of them
# took 44 s).
_PRICED = re.compile(r"(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*(?:/|a|an|per|each)\s*(?:nights?|nites?|head|meals?|person|pp"
                     r"|guest)\b"
                     r"|(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*(?:nightly|pp)\b", re.IGNORECASE)
# ... of a night or a meal only: never the trip's budget ("our lodging is 150 per night"; "$600 per person" may be)
_STAY_OR_MEAL_PRICED = re.compile(r"(?<![\d,.])\d[\d,.]*\s*(?:dollars?|bucks|usd)?\s*"
                                  r"(?:(?:/|a|an|per|each)\s*(?:nights?|nites?|meals?|plate)|nightly)\b", re.IGNORECASE)
# Wishes said without a wish word. A request ("add Seuss Landing", "leave out Gatorland", "can we eat there?"), a bound
# ("under 100 a night", "40 bucks tops"), or a clause about what a plan is made of that is seldom only talk (a meal, a
# night's price, a rating, who comes along: "Dinner shouldn't cost more than forty bucks", "we have a 3 year old"): read,
# or named, never passed over. Talk about them that asks for nothing is ``_TALK``'s ("we're not bringing our dog this
# time"); the words of stays, flights and restaurants are left out, being the talk of every trip ("we usually stay in
# hotels", "we love trying new restaurants").
_ASKING = re.compile(
    r"\b(?:add|include|leave\s+out|skip|book|schedule|put|bring|bringing|take|taking|let's|lets|can\s+(?:we|you|i)|hate|hates|dislike|dislikes"
    r"|could\s+(?:we|you|i)|may\s+we|is\s+it\s+possible|on\s+(?:our|my|the)\s+(?:bucket\s+)?list|pass\s+on|shouldn't|should\s+not"
    r"|keep|limit|max|maximum|minimum|at\s+(?:least|most)|under|over|below|above|no\s+more|tops|up\s+to|or\s+less|or\s+more|or\s+better"
    r"|too\s+(?:many|much|few|long|far))\b",
    re.IGNORECASE)
_ABOUT_A_PLAN = re.compile(
    r"\b(?:meals?|dinners?|lunch(?:es)?|breakfasts?|brunch|pets?|dogs?|doggos?|cats?|pups?|pupp(?:y|ies)|kitty|kids?|child(?:ren)?|toddlers?|bab(?:y|ies)"
    r"|year[\s-]olds?|guests|visitors|part(?:y|ies)|smok\w*|nightly|per\s+night|a\s+night|rat(?:ed|ing|ings)|stars?|allerg\w*|diet\w*)\b",
    re.IGNORECASE)
# ... and a meal at a named place ("dinner at turquoise vila", "lunch at Dips one day"), a price of a night or a meal
# ("hotel budget: 180 per night max"), an outing the attractions table has no row for ("Broadway show!!", "a fishing
# trip", "a beach day"): read, or named, never passed over.
_OUTING = re.compile(
    r"\b(?:shows?|concerts?|gigs?|(?:ball)?games?|fishing|hik(?:e|es|ing)|ski(?:ing)?|snowboard\w*|kayak\w*|canoe\w*|golf\w*"
    r"|surf(?:ing)?|snorkel\w*|airboat\w*|scuba|diving|rafting|zip[\s-]?lin\w*|horseback|boat\s+(?:tour|ride)s?|cruises?|shopping"
    r"|(?:beach|spa|pool|lake|park)\s+days?|nightlife|clubbing|bar[\s-]hopping|wine\s+tasting|brewer(?:y|ies)\s+tours?"
    r"|(?:wine|food|walking|bus|bike|city|ghost|vineyard|winery|swamp|bayou|architecture|river|harbou?r|campus|segway"
    r"|trolley|history|pub|art|guided|private)\s+(?:tours?|walks?|cruises?)"
    # "a whale watching trip", "ferry to nantucket", "grand canyon day trip", "the freedom trail"
    r"|(?:whale|dolphin|bird|seal|wildlife|star)[\s-]?(?:watch|gaz)\w*|ferr(?:y|ies)|day[\s-]trips?|trails?)\b",
    re.IGNORECASE)
# ... a place said in lower case by its kind after a word of its name ("pikes peak!!", "the art institute", "paisley park"), or a place
# to spend a day at ("sedona for a day"): a sight or a city asked for, read, or named, never passed over. The word is
# at most 30 characters: unbounded, each word start of a long run of joined words ("a-a-a-...") was read to the run's
# end (1.3 s of CPU at the cap, squared).
_A_PLACE_SAID = re.compile(
    r"\b(?!(?:the|an?|our|my|your|their|this|that|these|those|some|any|every|each|no|one|nice|good|great|big|small|local"
    r"|public|theme|water|amusement|nearby)\s)[a-z][\w'’-]{1,29}\s+(?:peak|mountain|mtn|canyon|falls|lake|island|beach|bridge|gardens?|monument|memorial|institute"
    r"|cathedral|castle|tower|lighthouse|park|museum|zoo|aquarium|pier|square|market|palace|fort|trail)\b"
    r"|\bfor\s+(?:a|an|one|half\s+a)\s+(?:day|afternoon|morning|evening)\b")  # in lower case: a name a reader knows is capitalised
_WISH_CUES = (restaurant_names.EAT_CUE, restaurant_names.AVOID_CUE, _PRICED, _ASKING, _ABOUT_A_PLAN, _OUTING, _A_PLACE_SAID,
              QUESTION, WOULD_BE)
# An amount of money ("$30", "30 bucks", "15/pp", "tips around 20%", "spend about 100 a day on food") is the trip's
# budget, a constraint's price, or a wish about money no reader keeps: a clause holding one no reader reads is named
# (issue 38). It is a wish of its own only so: a clause read for its amount alone (the budget: "Miami to Nashville,
# scratch that, Miami to Memphis, ..., $1,600") asks for no name in it, which is the places' reader's.
_MONEY = re.compile(r"\$\s*\d|\d\s*(?:dollars?|bucks|usd)\b|\d\s*/\s*pp\b|\d\s*%|\bspend\w*\b[^.;!?\d]{0,20}\d"
                    # a cap on a part of the trip with no "$" ("hotel max 150", "dinner under 40", "flights 300 tops")
                    rf"|{BARE_PART_CAP.pattern}", re.IGNORECASE)
# A pet said as the party's ("the dog stays home with the neighbors": no pet travels, talk like children away)
_PET_WORDS = r"(?:dogs?|cats?|pets?|pupp(?:y|ies)|pups?|kitty|kittens?)"
# Talk that asks for nothing: feelings, occasions, thanks, the benchmark's "no specific preferences", and what is said
# not to be needed ("we don't need a private room").
_TALK = re.compile(
    r"\b(?:thanks?|thank\s+you|excited|can't\s+wait|cannot\s+wait|looking\s+forward|anniversary|birthday|honeymoon|celebrat\w+"
    r"|graduation|vacation|holiday|getaway"
    # an occasion asks nothing of the plan ("planning a bachelor party", "girls trip!!", "it's a special occasion"), nor
    # does an aside about one's purse ("I'm broke lol": "make it cheaper" reads the wish)
    r"|bachelor(?:ette)?\s+part(?:y|ies)|(?:stag|hen)\s+(?:do|party|weekend)|(?:girls?|guys?|lads?|boys?)'?\s+(?:trip|weekend|getaway)"
    r"|first\s+time\s+(?:in|to|at|visiting|seeing|here)|laissez\s+les\s+bons\s+temps\s+rouler|bon\s+voyage|hakuna\s+matata"
    r"|carpe\s+diem|yolo|aloha|mahalo"
    # hoping for weather asks nothing of the plan ("hoping it doesn't rain lol", "fingers crossed for sun")
    r"|(?:hope|hoping|hopefully|fingers\s+crossed|pray(?:ing)?)\b[^.!?;]{0,30}\b(?:rain\w*|snow\w*|sun\w*|weather|storm\w*|cold|warm|hot)"
    r"|reunion|spring\s+break|babymoon|retirement|special\s+occasion|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:so\s+|pretty\s+)?broke"
    r"|no\s+(?:specific|particular|special)\s+(?:\w+\s+){0,2}(?:preferences?|requirements?|restrictions?|needs|rules?|requests?)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:specific|particular)\b|(?:anything|whatever)\s+(?:is\s+)?(?:fine|ok|okay)"
    r"|(?:don't|do\s+not)\s+(?:care|mind)|no\s+(?:rush|worries|problem|preference)"
    r"|(?:any|whatever)\s+(?:(?:type|kind|sort|mode)s?\s+of\s+)?(?:plan|option|itinerary|choice|cuisine|food|hotel|room|flight|time"
    r"|accommodation|lodging|transportation|transport)s?\s+(?:is\s+|are\s+|would\s+be\s+)?"
    r"(?:fine|ok|okay|good)|let\s+(?:me|us)\s+know"
    r"|wish\s+(?:us|me)\s+luck|make\s+the\s+most\s+of\s+(?:our|my|the)\s+(?:time|stay|trip|visit)"
    # what the travellers pack or do for themselves ("bring sunscreen lol", "we'll take lots of pics")
    r"|\b(?:bring|bringing|pack|packing|need|needing)\s+"
    r"(?:(?:the|some|lots\s+of|our|my|own|a|an|plenty\s+of|extra|good|warm|comfy)\s+)*"
    r"(?:sunscreen|sunblock|boots|shoes|sneakers|jackets?|coats?|umbrellas?|layers|sweaters?|hats?|gloves|swimsuits?"
    r"|snacks|clothes)\b"
    r"|\b(?:take|taking)\s+(?:(?:lots|tons|a\s+lot)\s+of\s+|many\s+|some\s+)?(?:pics|pictures|photos|selfies)\b"
    # ... or who they are and what they do at home ("history buffs here", "we hike a lot")
    r"|\b(?:history|art|science|architecture|music|sports?|aviation|train|car|movie|film)\s+(?:buffs?|nerds?|geeks?|junkies?)\b"
    r"|\b(?:we|i)\s+(?:hike|run|bike|ski|camp|fish|golf|surf|cook|travel)\s+(?:a\s+lot|often|all\s+the\s+time)\b"
    r"|(?:has|have|'ve|’ve)\s+always\s+wanted|(?:always|long)\s+dreamed|(?:don't|do\s+not|doesn't|does\s+not)\s+(?:smoke|drink)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:kids|children|pets)|(?:don't|do\s+not|doesn't|does\s+not)\s+need"
    # what is said not to be needed asks nothing ("we won't need visitors allowed", "parties aren't required", "no pets
    # needed", "no need for a pet friendly place")
    r"|(?:won't|will\s+not|wouldn't|would\s+not)\s+need|\bno\s+need\s+(?:for|of)\b|\bno\s+(?:[a-z]+\s+){1,2}needed\b"
    r"|(?:isn't|is\s+not|aren't|are\s+not)\s+(?:really\s+|strictly\s+)?(?:needed|necessary|required)"
    # being easy about something asks for nothing: "we're flexible on flights", "not fussed about the rating", "happy
    # to take any flight times"; nor does one not coming along ("we're not bringing our dog this time")
    r"|flexible|picky|fussy|fussed|easy[\s-]?going|happy\s+(?:to\s+\w+\s+|with\s+)any|thx|open\s+to|what\s+to\s+expect"
    r"|(?:doesn't|does\s+not|don't|do\s+not)\s+(?:really\s+)?matter|(?:isn't|is\s+not|aren't|are\s+not|not)\s+(?:that\s+|very\s+)?important"
    # nor does variety, which names no cuisine: "a variety of cuisines", "diverse cuisines", "local cuisines"
    r"|variety\s+of|various|diverse|local\s+(?:cuisines?|food|dishes|flavou?rs|specialties)"
    # what kind of trip it is, or why it is taken, which the dates already hold: "a short trip", "a quick work trip",
    # "I just need a break", "I need to get away from work", "we want to take her on a trip", "a guys' trip", "I want to
    # treat myself"
    r"|(?:short|quick|little|work|business|spring[\s-]break|weekend|guys['’]?|girls['’]?|ladies['’]?|bachelor(?:ette)?)\s+(?:trip|break|getaway|weekend)"
    r"|(?:need|needs|want)\s+(?:a|some)\s+(?:break|time\s+off|rest)|treat\s+(?:myself|ourselves|themselves)"
    r"|get(?:ting)?\s+away\s+from\s+(?:work|it\s+all|home|the\s+city)|tak(?:e|ing)\s+(?:her|him|them)\s+on\s+(?:a|an)\s+(?:trip|vacation|holiday)"
    rf"|(?:{KIDS}|{_PET_WORDS}){KIDS_AWAY}|(?:leav(?:e|es|ing)|left)\s+(?:the|our|my|his|her)\s+(?:{KIDS}|{_PET_WORDS})\s+(?:with|at|home"
    r"|behind)|(?:not|n't)\s+(?:be\s+)?(?:bringing|taking|travel\w*\s+with)|not\s+necessarily|(?:doesn't|does\s+not)\s+have\s+to\s+be"
    r")\b"
    # a bare "ok" closing its clause ("privte room ok") allows, asks nothing; "a shared room is fine" is named (_WISH)
    r"|(?<!\bis\s)(?<!\bare\s)\b(?:ok|okay)\W*$"
    # a way of travel said to be fine allows it, asks nothing ("Taxi is fine", "flying is ok with us")
    r"|(?:\A|(?<=[.!?;,:])|(?<=\bbut)|(?<=\bthough)|(?<=\balso)|(?<=\bplus))\s*(?:taxis?|cabs?|ubers?|flying|flights?|planes?|driving|self[\s-]driving)\s+(?:is|are)\s+(?:totally\s+|perfectly\s+|also\s+)?"
    r"(?:fine|ok|okay|alright)(?:\s+(?:with|by|for)\s+(?:us|me))?(?:\s+too)?\W*$"
    # ... and a bare verdict answering the question before it ("italian food? no way"): the reader of that clause reads it
    r"|(?:\A|(?<=[?!]))\s*(?:no\s+way|nope|nah|hard\s+pass|no[\s-]go)\W*$",
    re.IGNORECASE)
# Words about the conversation, not the trip ("english please", "reply in English", "sorry for my english"): blanked
# before the clauses are accounted for, so that they are never named as a wish while a wish said beside them still is.
_FILLER = re.compile(
    r"\b(?:(?:please|pls|plz)\s+)?(?:(?:reply|answer|respond|write|speak|talk)\s+)?in\s+english(?:\s+(?:please|pls|plz))?\b"
    r"|\benglish\s+(?:please|pls|plz)\b|\bsorry\s+(?:for|about)\s+(?:my\s+)?(?:bad\s+|poor\s+)?english\b"
    r"|\b(?:my|bad|poor)\s+english\s+is\s+(?:not\s+)?\w+",
    re.IGNORECASE)
_NUMBER = re.compile(r"\d|\$|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen|single|solo|alone|couple|pair|budget)\b",
                     re.IGNORECASE)
# Words that ask for nothing beyond a plan itself: function words, the words of asking, and the parts every plan has
# ("we will require accommodations", "food recommendations that cater to these preferences"), and praise that names
# nothing to check ("a nice trip"), haste ("need a trip asap": the dates say when), and the words of revising it
# ("revise the previous plan to satisfy the new condition", a chat edit's lead). A wish-like clause made of them alone
# is talk about the plan; one word outside them ("a quiet hotel") is a wish no reader read.
_PLAIN_WORDS = frozenset("""
a an the some any all this that these those it its them they their we us our ours i me my mine you your he she his her
is are was were be been being am will would shall should can could may might must do does did done have has had having
to of for in on at by with from as into about so and or but if then than though although while also too very really
don won isn aren doesn didn wouldn couldn shouldn haven
just please kindly note that's there here what which who whom whose when where how why not no nor only both either each
every other such own same more most less least much many few lot lots
want wants wanted need needs needed like love prefer preferred preference preferences preferably require requires required
requirement requirements request requests hope hoping wish ideally ensure make sure appreciate appreciated grateful
recommend recommends recommendation recommendations suggest suggestion suggestions cater caters catering suit suits
suitable fit fits match matches mind specific particular special regarding concerning about concern concerns
plan plans planned planning trip trips travel travels traveling travelling itinerary journey stay stays staying visit
visiting tour touring go going get getting book booking arrange arranging organise organize help create design
accommodation accommodations lodging lodgings place places room rooms hotel hotels housing rules rule house
food foods meal meals dining restaurant restaurants cuisine cuisines eat eating dietary diet
transport transportation flight flights flying drive driving car travel
option options choice choices arrangement arrangements thing things something anything everything nothing
attraction attractions sights sightseeing provide provides detail details detailed information comprehensive day daily
follow follows following range variety selection assortment
cost costs total
include includes including experience enjoy try trying see seeing explore exploring
nice good great lovely wonderful fun memorable amazing awesome fantastic perfect enjoyable pleasant best
revise revised update updated adjust adjusted modify modified satisfy satisfies condition conditions previous additionally newly provided
hello hi hey dear greetings thanks
asap soon urgent urgently
""".split())
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)


# A permission, which asks for nothing: "we don't mind seafood", "fine with seafood", "fast food is fine by us" (read, it would ask for it);
# not an amount said to be fine ("a drive of 4 hours or so is ok": a limit not understood, named), nor one bounded by a
# number right after it ("driving is ok but not more than 6 hrs a day", "cheap rooms are fine but 3 stars at least":
# the limit is the wish, and its subject is read with it).
_LIMITED_AFTER = r"(?!\s*,?\s+(?:but|though)\b[^.;!?\d]{0,25}\d)"
_PERMISSION_SAID = (
    r"\b(?:don't|do\s+not|wouldn't|would\s+not)\s+mind\s+(?:(?!\b(?:but|though|although)\b)[^.,;!?]){0,80}?{limited}"
    r"(?=\s+(?:but|though|although)\b|[.,;!?]|$)"
    # "(we're) fine with seafood", "ok with chinese food too"; an amount is no permission but a limit ("i'm ok with 5
    # hours of driving a day": its readers', read or named, never masked)
    r"|\b(?:fine|ok|okay|alright)\s+with\s+(?!(?:us|me|that|it)\b)"
    r"(?:(?!\b(?:but|though|although|too)\b)[^.,;!?\d]){1,80}?"
    r"{limited}(?=\s+(?:but|though|although|too)\b|[.,;!?]|$)"
    # the permission's own clause: a ban before "but"/"though" is no part of it ("no flights though driving is fine")
    r"|(?:^|(?<=[.,;!?]\s)|(?<=\bbut\s)|(?<=\bthough\s)|(?<=\balthough\s)|(?<=\bhowever\s))"
    r"(?:(?!\b(?:but|though|although|however)\b)[^.,;!?\d]){0,80}?\b(?:is|are|would\s+be)\s+(?:totally\s+|perfectly\s+|also\s+)?"
    r"(?:fine|ok|okay|alright)"
    r"(?:\s+(?:by|with|for)\s+(?:us|me))?"
    # ... and when it is fine: "fast food is fine on the road", "pizza is ok once", "pizza is fine for lunch"
    r"(?:\s+(?:on|during|once|sometimes|occasionally|for\s+(?:lunch|dinner|breakfast|brunch|a\s+meal|one\s+meal))\b"
    r"(?:(?!\b(?:but|though|although)\b)[^.,;!?\d]){0,25}?)?"
    r"{limited}(?=\s*(?:[.,;!?]|$|\s+(?:but|though|too)\b))")
_PERMISSION = re.compile(_PERMISSION_SAID.replace("{limited}", _LIMITED_AFTER), re.IGNORECASE)
_ALLOWANCE = re.compile(_PERMISSION_SAID.replace("{limited}", ""), re.IGNORECASE)  # with a limit after it too


# A permission said of what the trip books, in a relative clause ("a place to stay that is fine with parties", "a host
# who doesn't mind pets"): the stay must allow it, a wish (read), never the guests' own leave (masked).
_OF_THE_BOOKED = re.compile(r"\b(?:that|which|who)(?:['’]s|\s+(?:is|are|would\s+be|will\s+be|must\s+be|should\s+be"
                            r"|has\s+to\s+be))?\s+$", re.IGNORECASE)


def misread_spans(text: str) -> list[tuple[int, int]]:
    """Spans a constraint's reader would misread, masked before reading: "kid-friendly restaurants" is no house rule,
    "direct flights only" no ban of self-driving, and a permission ("we don't mind seafood", "fast food is fine by us") asks for nothing."""
    permissions = [m.span() for m in _PERMISSION.finditer(text)  # a room type allowed: the room reader's (a fallback)
                   if not _OF_THE_BOOKED.search(text, max(0, m.start() - 24), m.start()) and not names_a_room(m.group(0))]
    return [*(m.span() for pattern in (_KIDS_MENU_RE, _STOPS_RE, _LOOKS_READ) for m in pattern.finditer(text)), *permissions,
            *past_told_spans(text)]  # a story of an earlier trip: "we ate Mexican food every night last time"


# Words a constraint's reader would take for its own that say something else (masked, then named as not understood):
# a part of town named by a cuisine ("the French Quarter", "Little Italy", "Chinatown"), driving inside a city ("we
# don't want to drive downtown": no ban of driving between cities), cooking oneself ("a grill so we can bbq").
_LOOKS_READ = re.compile(
    r"\b(?:french|italian|chinese|mexican|greek|spanish|german|irish|japanese|korean|indian)\s+(?:quarter|district|market"
    r"|village|town|neighbou?rhood)\b|\blittle\s+(?:italy|havana|saigon|tokyo|india|mexico)\b|\bchinatown\b"
    r"|\bdriv(?:e|ing)\s+(?:around\s+)?(?:downtown|in\s+(?:the\s+)?(?:city|town|traffic)|around\s+(?:town|the\s+city))\b"
    r"|\bdriv(?:e|ing)\s+through\s+(?:the\s+)?(?:big\s+|major\s+|large\s+)?(?:cities|towns|downtowns?)\b"
    r"|\b(?:can|could|to)\s+(?:bbq|barbecue|barbeque)\b(?!\s+(?:food|restaurants?|places?|joints?))"
    # an airline named by a cuisine's word ("book on American", "fly American Airlines"), a caution ("careful with the
    # bakeries": no bakery asked), a part of town by what is in it ("a neighbourhood with cafes"), a place's hours
    # ("open past 11pm": no flight's time), an airline or an airport by name ("no Spirit Airlines ever again", "not out
    # of the big airport": no ban of flights), driving through cities ("avoid driving through big cities")
    r"|\bamerican\s+airlines?\b"
    r"|\b(?:spirit|delta|united|southwest|jetblue|frontier|allegiant|alaska|hawaiian)\s+(?:airlines?|air)\b"
    r"|\b(?:big|bigger|small|smaller|main|other)\s+airports?\b"
    r"|\b(?:fly(?:ing)?|book(?:ed|ing)?\s+(?:on|with))\s+american\b(?!\s+(?:food|cuisine|style))"
    r"|\bcareful\s+(?:with|about|around)\s+(?:the\s+)?[a-z]+"
    r"|\b(?:neighbou?rhoods?|areas?|districts?|streets?|part\s+of\s+town)\s+(?:with|full\s+of)\s+(?:lots\s+of\s+|many\s+"
    r"|some\s+|good\s+|nice\s+)?(?:caf[eé]s|bakeries|bars|restaurants)\b"
    r"|\bopen\w*\b[^.;!?\d]{0,25}?\d{1,2}(?::\d\d)?\s*(?:am|pm)\b",
    re.IGNORECASE)


def unread_wishes(text: str, claimed: Spans, every_clause: bool = False, names: Spans | None = None,
                  budgets: Collection[float] | None = None, said_again: Spans = ()) -> list[UnreadWish]:
    """The wishes of ``text`` (normalised) the planner cannot keep, in order of appearance.

    ``claimed``: the spans readers took (place names, dates, a constraint's ``claims``): a clause holding one is read.
    ``every_clause``: every clause asks for something, wish word or not (a chat edit: "make it 4 days and get us a
    quiet room"), so each one no reader claimed is named.
    ``names``: where given, the spans of the names some reader took (the trip's places, the names a constraint read,
    ``taken_names``): a name of a read wish-like clause outside them is named ("$20 a head and the Orlando Science
    Center please": the clause is read for its amount, the sight is not).
    ``budgets``: where given, the amounts the budget reader took in the whole text (the budget and its other
    statements, "$700 per person"): a clause's amount is the trip's budget only when it is one of them. Read alone, a
    price is a budget ("Meals $15-25 each" is $25, the clause's only amount), so without them a clause about money
    for meals would be read and its wish dropped in silence (issue 38).
    ``said_again``: the spans of ``names`` that are the trip's own places said again (its origin and destination): a
    part holding no other name is read for the place only ("Pensacola beach day": the beach day is named).
    """
    text = _FILLER.sub(lambda m: " " * len(m.group(0)), text)  # same length: every span reads as before
    found, waived = _told(text, *_cannot_say(text, claimed, names or ()))
    named = [(start, end) for start, end, _ in found] + waived
    clauses = [(start, end) for start, end in _clauses(text) if not any(s < end and start < e for s, e in named)]
    taken = _Names([*claimed, *(names or ())])  # indexed once: looked up per clause, a long text stays linear
    read = None if names is None else _Names(names)
    alone = {(start, end) for start, end in clauses if _name_alone(text, start, end, taken.read)}
    asking = alone | {(start, end) for start, end in clauses
                      if every_clause or _wish_like(text, start, end)
                      or _names_unread(text, start, end, taken, route=True)
                      or (read is not None and _items_unread(text, start, end, read))}
    wishes = [(start, end) for start, end in clauses if (start, end) in asking or _MONEY.search(text, start, end)
              or _time_unread(text, start, end, claimed)]  # "flying back on march 22 around 6 in the evening"
    if len(wishes) > MAX_WISH_CLAUSES:  # no request asks this much: the readers are not run on each (reading stays fast)
        found.append((wishes[MAX_WISH_CLAUSES][0], len(text), UnreadWish(
            wish=f"{len(wishes) - MAX_WISH_CLAUSES} more wish-like clauses",
            reason=f"the request holds {len(wishes)} wish-like clauses; only the first {MAX_WISH_CLAUSES} were accounted for")))
    # an allowance a limit follows ("cheap rooms are fine but 3 stars at least"): the limit is read, the allowance is talk
    limited = [m.span() for m in _ALLOWANCE.finditer(text) if not _PERMISSION.match(text, m.start())]
    for start, end in wishes[:MAX_WISH_CLAUSES]:
        if (_talk(text, start, end) or any(s < end and start < e for s, e in limited)
                or _NOT_COMING.match(text[end:end + 80])  # "My dad insists on driving, but he's not coming"
                or not every_clause and asks_nothing(text[start:end].strip(" ,"), _CRY_WORDS, _TRIP_PLAIN)):
            continue
        clause = text[start:end].strip(" ,")
        unread_time = _time_unread(text, start, end, claimed)
        if unread_time:  # read for its date or place, its time of day no reader's: named, never dropped in silence
            found.append((start, end, UnreadWish(wish=clause, reason=f"no reader understood the time {unread_time!r} in "
                                                 f"{clause!r} (only a flight's times can be kept, e.g. 'land by 3pm'), "
                                                 "so the plan cannot keep it")))
        elif not _read_in(text, start, end, [*claimed, *(names or ())], budgets):  # a clause holding what a reader took is read
            if (start, end) in alone:
                name = clause.strip(" !?.\"'()")
                reason = f"the data has no sight, restaurant or city of the trip called {name!r}, so a visit to it cannot be planned"
                found.append((start, end, UnreadWish(wish=name, reason=reason)))
            elif _asks_more(text[start:end]):
                found.append((start, end, UnreadWish(wish=clause, reason=f"no reader understood {clause!r}, so the plan cannot keep it")))
        elif read is not None and (start, end) in asking:
            found.extend((at, end, UnreadWish(wish=name, reason=f"no reader understood {name!r} in {clause!r}, so the plan cannot keep it"))
                         for at, name in [*_names_unread(text, start, end, read, claimed),
                                          *_items_unread(text, start, end, read), *_musts_unread(text, start, end, read),
                                          *_and_parts_unread(text, start, end, taken)])
    if names is not None:
        again = set(said_again)
        others = SpanSet([span for span in [*claimed, *names] if span not in again])
        found.extend(_bare_things(text, clauses, found, _Taken(taken.read, others), limited))
    return [wish for _, _, wish in sorted(found, key=lambda f: f[0])]


def one_stay_unkept(text: str, cities: int | None) -> list[UnreadWish]:
    """One stay for the whole trip asked of a trip through several cities ("same hotel every night"): each city has its
    own stay, so it is named with why; on a one-city trip every plan keeps it (``clause_form.one_stay_asked``)."""
    said = one_stay_asked(text)
    if said is None or (cities or 1) < 2:
        return []
    return [UnreadWish(wish=said, reason=f"a trip through {cities} cities has a stay in each city (one for all its nights), "
                                         f"so {said!r} cannot hold across the trip")]


def _talk(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` is talk that asks nothing of the plan: words of talk, a cheer (with its
    mark: "war eagle!"), or a wish every plan keeps already ("no repeating restaurants": the commonsense rules)."""
    if _TALK.search(text, start, end) or named_places.CHEER.search(text, start, end) or is_cheer(text[start:end + 1]):
        return True
    rest = besides_kept_by_commonsense(text[start:end])
    return rest is not None and (not rest.strip(" ,.!?") or asks_nothing(rest.strip(" ,.!?"), _CRY_WORDS, _TRIP_PLAIN))


def _time_unread(text: str, start: int, end: int, claimed: Spans) -> str | None:
    """The first time of day of the clause ``text[start:end]`` said of travel (``flight_times.TIME_OF_DAY`` in a clause
    with a word of flying, leaving, landing or getting home: "a flight at sunset on march 14") that no flight window
    reads; else None. A date or a place of the trip read beside it does not read it. A time said of a sight or a meal
    ("Top of the Rock at sunset") is not travel: the sight's time is named by ``caveats`` (the sight is read)."""
    clause = text[start:end]
    if not flight_times.TRAVEL.search(clause):
        return None
    for m in flight_times.TIME_OF_DAY.finditer(text, start, end):
        if any(s <= m.start() and m.end() <= e for s, e in claimed):
            continue
        warnings: list[str] = []
        problems: list[str] = []
        return None if flight_times.read(clause, [], warnings, problems) or warnings or problems else m.group(0)
    return None


def _told(text: str, found: list[tuple[int, int, UnreadWish]],
          waived: list[tuple[int, int]]) -> tuple[list[tuple[int, int, UnreadWish]], list[tuple[int, int]]]:
    """The mentions of what the data cannot say, less those in a clause that tells what happened and asks nothing
    (``clause_form.is_statement``: "We won a little money in the office pool", "we met at a concert"): those join the
    waived ones, their clause talk. Each mention's clause is found by bisection over the clauses' starts (linear)."""
    if not found:
        return found, waived
    clauses = _clauses(text)
    starts = [s for s, _ in clauses]
    told: dict[int, bool] = {}  # per clause, judged once: many mentions in one long clause stay linear
    kept = []
    for start, end, wish in found:
        at = bisect_left(starts, start + 1) - 1
        if at >= 0 and clauses[at][1] >= end and told.setdefault(
                at, is_statement(text[clauses[at][0]:clauses[at][1]].strip(" ,"))):
            waived.append((start, end))
        else:
            kept.append((start, end, wish))
    return kept, waived


class _Taken(NamedTuple):
    """The names readers took (``read``), and those less the trip's own places said again (``others``)."""

    read: SpanSet
    others: SpanSet

    def overlaps(self, start: int, end: int) -> bool:
        return self.read.overlaps(start, end)


def _bare_things(text: str, clauses: Spans, found: Sequence[tuple[int, int, UnreadWish]], taken: _Taken,
                 limited: Spans) -> list[tuple[int, int, UnreadWish]]:
    """The clauses not named yet, nor talk, holding a part said as a bare thing no reader used (``_parts_unread``)."""
    named = SpanSet([(s, e) for s, e, _ in found])
    bare = []
    for start, end in clauses:
        if (named.overlaps(start, end) or _talk(text, start, end) or any(s < end and start < e for s, e in limited)
                or asks_nothing(text[start:end].strip(" ,"), _CRY_WORDS, _TRIP_PLAIN)):
            continue
        if _DISH_BESIDE.fullmatch(text, start, end) and _cuisine_beside(text, clauses, start, end):
            continue  # a dish beside the cuisine said of it ("crab!! seafood every day"): the cuisine's reader's
        if ((parts := _parts_unread(text, start, end, taken)) and _asks_more(text[start:end])
                and (taken.overlaps(start, end) or not _a_reader_reads(text[start:end].strip(" ,")))):
            clause = text[start:end].strip(" ,")
            reason = f"no reader understood {' '.join(parts)!r} in {clause!r}, so the plan cannot keep it"
            bare.append((start, end, UnreadWish(wish=clause, reason=reason)))
    return bare


# A dish of a cuisine the data labels, said beside that cuisine ("crab!! seafood every day basically"): the cuisine read.
_DISH_BESIDE = re.compile(r"\W*(?:(?:some|the|a|an|fresh|more|lots\s+of)\s+)?(?:crabs?|lobsters?|shrimps?|oysters?|clams?|fish|salmon"
                          r"|tuna|mussels|scallops|tacos?|burritos?|pasta|noodles|dumplings|curry|curries|ribs|brisket|wings"
                          r"|donuts?|doughnuts?|pastr(?:y|ies)|croissants?|cupcakes?|gelato|ice\s+cream|coffee|espresso|lattes?"
                          r"|pies?|cakes?)\W*", re.IGNORECASE)


def _cuisine_beside(text: str, clauses: Spans, start: int, end: int) -> bool:
    """Whether the clause before or after ``text[start:end]`` says a cuisine of the data."""
    at = list(clauses).index((start, end))
    return any(A_CUISINE.search(text, *clauses[i]) for i in (at - 1, at + 1) if 0 <= i < len(clauses))


# --- the net under the readers: a part of a clause said as a bare thing, no reader using it --------------------------
# A wish is often said with no wish word at all, as the thing wanted ("clam chowder!!", "northern lights!!!", "Tashan one
# night, heard it's great", "navy pier + the bean": the pier read, the bean not). A clause is cut into its parts (at
# commas, "+", "&", ";", " and ", " plus "), and each part's *head* is its words before the first word of a statement (a
# pronoun or a possessive, a form of "be", "have" or "do", a modal, a subordinator: "my wife loves western art", "if it's
# on", "is the whole reason we're going"). A head holding a word that is neither the talk and structure of a request
# (``_TALK_WORDS``, ``_PLAIN_WORDS``, a weekday, a party word) nor in a span a reader took, in a part no reader took
# anything of, is something asked for that no reader understood: named, never dropped in silence. Talk asks for nothing
# ("we're so excited", "for our anniversary", "first time in chicago!!", "go bears!!"): its head is empty, its words
# talk, or the clause is recognised as talk before.
# ("two and a half grand" is one amount)
_PART_EDGE = re.compile(r",|;|\+|&|\s[-–—]\s|\s(?:and(?!\s+a\s+half\b)|plus|n|or)\s|\bw/|!|\?", re.IGNORECASE)
_STATEMENT = frozenset("""
i me we us you he him she they them it it's its i'm im we're were you're they're he's she's that's there's here's what's
let's lets we've i've we'll i'll we'd i'd you'll they'll ive ill id my our ours your his her their mine yours
is are was were be been being am isn't aren't wasn't weren't ain't do does did don't doesn't didn't dont doesnt didnt
have has had haven't hasn't hadn't will would shall should can could may might must won't wouldn't shouldn't can't cant
cannot couldn't need needs needed want wants wanted wanna gonna gotta got gets get
if when whenever because cause cuz since as so unless while though although until till whether than
heard hear hope hoping love loved loves like liked likes think thought know knew guess feel felt
""".split())
# The words of a cry: talk alone, whatever it stands beside ("lol", "yesss", "jk", "heck yes")
_INTERJECTIONS = frozenset("""
lol lmao haha hahaha omg btw fyi imo tbh pls plz thx ty ok okay yes yeah yep yup nah nope sure cool yay woohoo wow hi hey
jk idk smh ngl irl fwiw imho lmk brb ikr rofl heck yo hiya howdy bruh sheesh finally
""".split())
_TALK_WORDS = _INTERJECTIONS | frozenset("""
first second third last next new old big little small whole real true super so very pretty kinda sorta quite
really totally absolutely definitely obviously honestly maybe probably perhaps hopefully basically literally actually
finally anyway anyways still even ever never again already always usually sometimes often mostly especially esp
time times road week weeks weekend weekends year years month months morning mornings afternoon afternoons evening evenings
night nights tonight today tomorrow yesterday sunset sunrise dusk dawn noon midnight lunchtime dinnertime
trip trips vacation vacay holiday holidays getaway adventure
excited exciting stoked pumped thrilled happy glad ready thanks thank advance cheers
additionally furthermore moreover also lastly finally firstly secondly overall regarding terms note noted considering
respect concerning addition total sum altogether per each every budget budgets dollars dollar bucks usd
family friends wife husband kids kid dog dogs cat cats pets partner group party individual pair couple solo
regards wise bearing mind assist crafting devising curate allocated stands entire private shared non-shared during
consider alternative offer provide consist limit cover expenses ideal preferably options
location locations price prices quality comfort safety value cleanliness convenience
sight sights stop stops attraction attractions activity activities max min maximum minimum tops daily hrs hr hours hour
minutes mins star stars rating rated nightly nite head person pp plate
planner planners agent assistant bot sir madam team folks guys yall listener caller newbie noob tourist tourists locals
bucket list fan fans crazy simple low key chill cozy basic easy hard tough special lowkey relax relaxing relaxation rest
peace quiet vibes vibe magic memories memory dream dreams luck blessing blessed joy fun adventure adventures wanderlust
love lots ages forever lifetime life baby vacay staycation sadly unfortunately luckily thankfully
oh ah aw aww ooh woo hoo whoa yikes ugh meh hmm um uh oops yo hooray yippee bye cya xoxo xo tia ps pps
otherwise else besides anyhow though however therefore instead rather regardless
wild insane epic cute sweet beautiful gorgeous fab fabulous grand neat fine bad terrible horrible dull weird strange
random pricey expensive lazy tired sleepy hungry sad mad scared nervous anxious worried curious interested keen eager
grateful thankful lucky free open message messages request info help self yourself ourselves myself god bless
out over up down off away back around everywhere awaits await wait believe wonder pray promise swear mean suppose treat
chill celebrate say tell ask let fam bunch
one two three four five six seven eight nine ten zero none nobody nil
student students broke poor rich retired retiree retirees teacher teachers nurse nurses here
ideas idea thoughts suggestions tips advice recommendations notice short quick long sorry apologies question questions
spring summer fall autumn winter fling generations generation crew gang squad
once twice thrice again cheap cheapest affordable inexpensive fancy decent
anywhere nowhere somewhere elsewhere skip avoid pass nah boring dumb lame creepy corny overrated touristy hehe heh hihi xd
cheaper better nicer bigger smaller longer shorter lower higher fewer faster slower earlier later
""".split())
_BARE_PART_WORDS = 8  # a part said as a bare thing is short ("reindeer sausage from a cart")
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_PART_WORD = re.compile(r"[A-Za-z][\w'’.-]*")


def _head_unread(text: str, start: int, end: int, taken: _Taken) -> tuple[list[str], bool]:
    """The words of the head of the part ``text[start:end]`` no reader took that are neither talk nor the structure of a
    request (a bare thing asked for: "eiteljorg", "green chile", "the bean"), and whether a word of a statement ends the
    head (the parts after it then hang on its verb: "We love the beach and the sun")."""
    if len(_PART_WORD.findall(text, start, end)) > _BARE_PART_WORDS:  # a sentence of its own: the wish words' to judge
        return [], True
    # a part holding only the trip's own place said again ("Pensacola beach day") is read for the place alone
    again = taken.overlaps(start, end) and not taken.others.overlaps(start, end)
    if taken.overlaps(start, end) and not again:  # a part a reader took something of is read, but for where it is
        # said to be
        at = _AT_A_PLACE.search(text, start, end)  # ("italian beef at portillo's": the cuisine read, the place not)
        if at is None or taken.overlaps(at.start("place"), at.end("place")):
            return [], False
        return [w.group() for w in _PART_WORD.finditer(text, at.start("place"), at.end("place")) if _content(w.group())], False
    content: list[str] = []
    for words, m in enumerate(_PART_WORD.finditer(text, start, end)):
        word = m.group().lower().replace("’", "'").rstrip(".")
        if again and m.start() in taken.read:
            continue
        if word in _HEAD_END:  # the thing ends where a condition or an object starts ("waterfire if it's on")
            # ... unless the head is one verb done to the travellers ("Surprise us!", "wow me"): no thing is named
            return ([] if words == 1 and content and word in ("us", "me") else content), True
        if words == 1 and _ANY_THING.fullmatch(text, start, m.start()) and word.endswith("s"):
            return [], True  # a verb after "anything" ("Anything works really"): a statement, no thing
        if word in _STATEMENT or (_VERB_FORM.fullmatch(word) and word not in _NOT_VERBS):
            # the head is the subject of a statement: talk ("Short notice I know", "Three generations are going",
            # "Planning a surprise"), unless it names a place by its kind ("the aquarium is the whole reason ...")
            return (content if any(_KIND_OF_PLACE.fullmatch(w) for w in content) else []), True
        if _content(word):
            content.append(m.group())
    return content, False


# A verb's form ("planning", "retired", "travelling"): a statement, no bare thing ("dog sledding" is an outing's, named
# by the wish words); a noun of that form is none ("a wedding", "the evening")
_VERB_FORM = re.compile(r"[a-z]{3,}ing|[a-z]{4,}ed")
_NOT_VERBS = frozenset("evening morning wedding building ceiling something anything everything nothing sightseeing spring"
                       " sibling offspring seafood".split())
_KIND_OF_PLACE = re.compile(said_alone.OTHER_KIND, re.IGNORECASE)
_ANY_THING = re.compile(r"\W*(?:anything|everything|whatever|nothing|something)\s+", re.IGNORECASE)
_HEAD_END = frozenset("if when whenever unless while whether me us him them".split())


def _content(word: str) -> bool:
    """Whether ``word`` says something of its own: neither talk nor the structure of a request, a weekday or one of
    the party."""
    bare = word.lower().replace("’", "'").rstrip(".").split("'")[0]
    return (bare not in _NOT_A_NAME and bare not in _TALK_WORDS and bare not in _WEEKDAYS and len(bare) > 1
            and not PARTY_WORD.fullmatch(bare))


# Where a thing read is said to be, closing its part, in lower case: "at portillo's", "from the shack on 5th"
_AT_A_PLACE = re.compile(r"\b(?:at|from)\s+(?!(?:least|most|all|once|first|last|some|any|one|that|this|night|home|times?|point)\b)"
                         r"(?:the\s+)?(?P<place>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})\W*$")


def _parts_unread(text: str, start: int, end: int, taken: _Taken) -> list[str]:
    """The heads of the parts of the clause ``text[start:end]`` holding words no reader understood (``_head_unread``),
    up to the first statement. In a clause a reader took something of, only an item of a list is a thing of its own
    ("childrens museum + the zoo", "navy pier + the bean"); a part after a comma is an aside on what was read ("avoid
    Spice Hut please, bad reviews", "chill pace, 2 sights a day tops")."""
    read = taken.others.overlaps(start, end)  # the trip's own place said again reads no wish ("arches, moab")
    edges = [*_PART_EDGE.finditer(text, start, end)]
    found, at, read_before = [], start, False
    for i, m in enumerate([*edges, None]):
        stop = end if m is None else m.start()
        words, statement = _head_unread(text, at, stop, taken) if stop > at else ([], False)
        listed = any(e is not None and _LIST_JOINER.fullmatch(e.group().strip()) for e in (edges[i - 1] if i else None, m))
        # a word alone after a part read is an aside on it ("not the capitol, boring", "lunch cheaper"); a part a
        # reader reads alone is read ("max one sight"); a thing ruled out before what was read is none ("not the
        # evel knievel monument, just the jump site": the monument is named, never dropped)
        aside = ((read_before and len(words) == 1 and not _DETERMINED.match(text, at, stop))
                 or (read and not listed and (read_before or not _RULED_OUT_THING.match(text, at, stop))))
        located = taken.overlaps(at, stop)  # words of where a thing read is said to be ("at portillo's")
        if words and (located or not aside and not _a_reader_reads(text[at:stop].strip())):
            found.extend(words)
        read_before = read_before or taken.others.overlaps(at, stop)
        if statement:
            break
        at = end if m is None else m.end()
    return found


_LIST_JOINER = re.compile(r"\+|&|and|plus|n", re.IGNORECASE)
_DETERMINED = re.compile(r"\s*(?:the|a|an|some)\s", re.IGNORECASE)
_RULED_OUT_THING = re.compile(r"\s*(?:not|no|skip|avoid|never|except)\s+(?:the|a|an|any)\s", re.IGNORECASE)


def taken_names(text: str, values: Sequence[object]) -> list[tuple[int, int]]:
    """The spans of ``text`` where a name or a number read as a constraint's value is written (case aside): ``values``
    are the constraints' values as read, before matching to the data ("SeaWorld Orlando", ["Mexican", "Fast Food"],
    4.0 for "but at least 4")."""
    said = {v for value in values for v in (value if isinstance(value, list) else [value]) if isinstance(v, str) and v.strip()}
    numbers = {f"{v:g}" for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)}
    words = [rf"(?<!\w){re.escape(v)}(?!\w)" for v in sorted(said, key=len, reverse=True)]
    words += [rf"(?<![\w.]){re.escape(n)}(?![\w]|\.\d)" for n in sorted(numbers, key=len, reverse=True)]
    if not words:
        return []
    return [m.span() for m in re.finditer("|".join(words), text, re.IGNORECASE)]


_NAME = re.compile(named_places.NAME)
_PARTY_REACH = 40  # characters before a name looked at for a party word: a bounded look, or a long clause reads in squared time
# "our dog Biscuit", "my husband, John,", "the dog's name is Chili", "our cat, called Miso"
_PARTY_NAMED = re.compile(rf"\b{PARTY_WORD.pattern}(?:['’]s\s+name\s+is|\s*,?\s*(?:named|called|aka))?\s*,?\s*$", re.IGNORECASE)
# ... or right before the name ("Biscuit our golden retriever", "Max, my dog")
_NAMED_PARTY = re.compile(rf"\s*,?\s*(?:our|my)\s+(?:[a-z]+\s+){{0,2}}?(?:{PARTY_WORD.pattern}|{DOG_BREEDS})\b", re.IGNORECASE)
# ... nor do currency codes and the short words of a count ("2 pax, USD 1,000")
# ... nor the short words travellers write for their kin ("my BIL smokes", "DH and I", "SO")
_KIN_SHORT = frozenset("bil sil mil fil dh dw dd ds bf gf bff".split())
_NOT_A_NAME = frozenset(w.lower() for w in named_places.ORDINARY) | _PLAIN_WORDS | {"usd", "us", "eur", "gbp", "cad", "aud", "pax", "ppl"} \
    | _KIN_SHORT


_ROUTE_BEFORE = re.compile(r"\b(?:from|to|via|towards?)\s+(?:the\s+)?$", re.IGNORECASE)


_WHERE_AFTER_A_NAME = re.compile(r"\s+(?:in|at)\s+$", re.IGNORECASE)
# Where one of the party lives or comes from ("we're from Minnesota", "my sister lives in Jerome"): talk, no wish
_HOME_BEFORE = re.compile(r"(?:['’]re|\bare|['’]m|\bam|\bcome|\bcomes|\bcoming)\s+from\s+(?:the\s+)?$"
                          r"|\b(?:lives?|living|grew\s+up|born|raised|based)\s+(?:in|near|outside(?:\s+of)?)\s+"
                          r"(?:the\s+)?$", re.IGNORECASE)
_KIND_GAP = re.compile(rf"\s+(?:{said_alone.OTHER_KIND})", re.IGNORECASE)  # a kind of place after a name read


def _placed(text: str, at: int, names: Spans, places: Spans) -> bool:
    """Whether the word at ``at`` is in a place said of a name read just before it ("Rain Tree Grill in Denver"): where
    the name is, no wish of its own."""
    place = next(((s, e) for s, e in places if s <= at < e), None)
    if place is None:
        return False
    link = _WHERE_AFTER_A_NAME.search(text, max(0, place[0] - 6), place[0])
    # ... or read with its kind of place after it, in other words than the data's ("the air force museum in dayton")
    return link is not None and any(e == link.start() or _KIND_GAP.fullmatch(text, e, link.start()) for _, e in names)


_A_WORD = re.compile(r"[A-Za-z][\w'’-]*")
_MUST_REACH = 40  # characters before a wish looked at for the words it is said of


def _musts_unread(text: str, start: int, end: int, names: _Names) -> list[tuple[int, str]]:
    """(where, the words) of the words said right before a wish to see them in the clause ``text[start:end]`` ("epcot
    is a must for the kids") that no reader took and that are no English words: a name the data lacks, named even where
    another reader took the clause (the kids), never dropped in silence. English words end the run ("the zoo is a
    must" is the kind's reader's, "wifi" the amenities')."""
    found = []
    for wish in must_see.MUST_AFTER.finditer(text, start, end):
        words = list(_A_WORD.finditer(text, max(start, wish.start() - _MUST_REACH), wish.start()))
        run: list[re.Match[str]] = []
        for word in reversed(words):
            if (word.end() != (run[0].start() - 1 if run else wish.start()) or is_english(word.group().lower())
                    or names.read.overlaps(word.start(), word.end())):
                break
            run.insert(0, word)
        if run:
            found.append((run[0].start(), text[run[0].start():run[-1].end()]))
    return found


class _Names:
    """The spans of the names readers took, indexed once per request: each clause looks up the names in it by
    bisection, where a scan of them all per clause (or per word) read long texts in squared time."""

    def __init__(self, spans: Spans) -> None:
        self.spans = list(spans)
        self.read = SpanSet(self.spans)
        self._by_end = sorted(range(len(self.spans)), key=lambda i: self.spans[i][1])
        self._ends = [self.spans[i][1] for i in self._by_end]

    def ending_in(self, start: int, end: int) -> list[tuple[int, int]]:
        """The names ending in ``[start, end)``, in the order they were given."""
        at = sorted(self._by_end[bisect_left(self._ends, start):bisect_left(self._ends, end)])
        return [self.spans[i] for i in at]


def _names_unread(text: str, start: int, end: int, names: _Names, places: Spans = (), route: bool = False) -> list[tuple[int, str]]:
    """(where, the words) of each capitalised name of the clause ``text[start:end]`` that is more than the names readers
    took (``names``): its words outside them, less words that name nothing ("We", "Hotel"). The word opening the clause
    is capitalised as its sentence's first ("Cheap eats ...", "Avoid San Antonio please"), not as a name's, unless it
    is a place (``places``: "Orlando has to be one of them"); a name right after a word for one of the party or a pet
    ("our dog Biscuit", "my husband John") is who travels. With ``route``, a name after "from" / "to" is skipped: a
    place said (known or not) is the places' reader's ("to Gotham City" is asked for as the destination)."""
    unread = []
    clause = text[start:end]  # where its first word is, once (a slice up to each name read long clauses in squared time)
    first = start + len(clause) - len(clause.lstrip(" ,\"'("))
    for m in _NAME.finditer(text, start, end):
        if m.start() > 0 and text[m.start() - 1].isalnum():  # inside a word or an amount ("$2K"): no name
            continue
        words = [(w.start(), w.group()) for w in re.finditer(r"[\w'’&!.-]+", m.group())]
        if m.start() <= first and words and not any(s <= m.start() + words[0][0] < e for s, e in places):
            words = words[1:]
        left = [(m.start() + at, word) for at, word in words
                if not names.read.overlaps(m.start() + at, m.start() + at + len(word))
                and not _placed(text, m.start() + at, names.spans, places)
                and word.lower().split("'")[0] not in _NOT_A_NAME and re.search(r"[A-Za-z]", word)
                and not PARTY_WORD.fullmatch(word)]  # one of the party written with a capital ("mit meiner Freundin")
        if not left:  # the looks back below are the dearest: only a name with words left is worth them
            continue
        if route and _ROUTE_BEFORE.search(text, max(start, m.start() - 12), m.start()):  # "to Gotham City": the places' reader's
            continue
        if _PARTY_NAMED.search(text, max(start, m.start() - _PARTY_REACH), m.start()) or _NAMED_PARTY.match(text, m.end()):
            continue  # one of the party or a pet, "our dog Biscuit" or "Biscuit our golden retriever": who travels
        if any(s <= m.start() < e for s, e in named_travellers(text)):  # "me, Sam and Priya": travellers by first name
            continue
        if _HOME_BEFORE.search(text, max(start, m.start() - 24), m.start()):  # "we're from Minnesota": the party's home
            continue
        unread.append((left[0][0], text[m.start() + words[0][0]:m.end()].removeprefix("the ")))
    return unread


# A clause that is a name and nothing else ("Dollywood!!", "the Everglades", "Kennedy Space Center"): with no reader
# taking it, a place to see the data has no row for, named; never passed over as a sentence's first word.
_NAME_ALONE = re.compile(rf"[\s\"'(]*(?:the\s+)?(?P<name>{named_places.NAME})(?:\s+(?i:{said_alone.OTHER_KIND}))?"
                         r"[\s\W]*")


def _name_alone(text: str, start: int, end: int, taken: SpanSet) -> bool:
    """Whether the clause ``text[start:end]`` is only a capitalised name, none of it taken by a reader (``taken``) and
    not a word that names nothing ("Thanks!!", "Hello")."""
    m = _NAME_ALONE.fullmatch(text, start, end)
    if m is None or taken.overlaps(m.start("name"), m.end("name")):
        return False
    return any(w.lower().split("'")[0] not in _NOT_A_NAME | _CRIES for w in _WORD.findall(m.group("name")))


_CRIES = frozenset("cheers hooray hurray yay yey woohoo woo wow yes yeah yep nope amen bye goodbye ciao xoxo lol omg ok okay"
                   .split())
# The words a cry is made of, stretched or misspelt ("yesss", "thnks", "lets gooo", "heck yes"): ``clause_form.is_cry``
_CRY_WORDS = _INTERJECTIONS | _CRIES | frozenset("thanks thank excited go lets let's wait cant can't".split())
_TRIP_PLAIN = _PLAIN_WORDS | _INTERJECTIONS  # the words that may stand beside the trip itself wanted (clause_form)


# The last item of a list after a name read, in lower case, closing its clause ("Statue of liberty and ellis island",
# "golden gate bridge and alcatraz"): a place no reader took, named, never dropped with the list read.
_LAST_ITEM = re.compile(r"\s*(?:,\s*(?:and\s+|&\s*|plus\s+)|\s+(?:and|plus)\s+|\s*[&+]\s*)(?:the\s+)?"
                        r"(?P<item>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})"
                        r"(?:\s+(?:for\s+(?:the|my|our)\s+[a-z]+|please|pls|too|as\s+well|for\s+sure))?[\s!.]*$")  # "... for the kids"
# ... and the first item of a list before a name read, right after the cue or the clause's start ("must see red rocks
# and the zoo": "red rocks")
_FIRST_ITEM = re.compile(r"\s*(?:the\s+)?(?P<item>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})"
                         r"\s*(?:,\s*(?:and\s+|&\s*|plus\s+)|\s+(?:and|plus)\s+|\s*[&+]\s*)(?:the\s+)?")  # no bare comma
_LIST_CUES = (must_see.SEE_CUE, avoid_sights.AVOID_CUE, must_see.SO_IS_CUE)
_FIRST_ITEM_REACH = 60  # characters before a name looked at for its list's first item: a bounded look (linear)
_NOTHING_NAMED = frozenset("stuff such whatnot etc more so forth on things everything".split())


def _items_unread(text: str, start: int, end: int, names: _Names) -> list[tuple[int, str]]:
    """(where, the words) of the last item of a list after a name read (``names``) in the clause ``text[start:end]``,
    when it is lower-case words naming something (``_NOT_A_NAME``, a sight's plain words, fillers apart) no reader took."""
    found = []
    for _s, e in names.ending_in(start, end + 1):  # a name ending the clause has a list before it
        # a name, capitalised as the readers write the names they take (no number, cuisine or house rule)
        said = text[_s:e].removeprefix("the ")
        if not said[:1].isupper() or named_places.is_cuisine(said):
            continue
        items = [m for m in (_LAST_ITEM.match(text, e, end), _first_item(text, max(start, _s - _FIRST_ITEM_REACH), _s))
                 if m is not None and not names.read.overlaps(m.start("item"), m.end("item"))]  # another name in it
        for m in items:
            words = m.group("item").lower().split()
            if any(PARTY_WORD.fullmatch(w.split("'")[0]) for w in words):  # one of the party ("my husband, Tampa to ...")
                continue
            if any(w.split("'")[0] not in _NOT_A_NAME | named_places.PLAIN_NAME_WORDS | _NOTHING_NAMED for w in words):
                found.append((m.start("item"), m.group("item")))
    return found


# A bare "and" joining a part a reader reads and one none does ("we want 3 museums and italian food", "lots of
# sightseeing every day and no smoking rooms"): the clause reads as read, so the other part is looked at on its own.
# (never a bound's "and up", "and above", "and older", nor "and a half")
_BARE_AND = re.compile(r"\s+and\s+(?!a\s+half\b|(?:up|above|over|higher|better|more|older|younger|under|below|less|lower"
                       r"|beyond|after|later|earlier|before)\b)", re.IGNORECASE)


def _and_parts_unread(text: str, start: int, end: int, taken: _Names) -> list[tuple[int, str]]:
    """(where, the words) of each part of the clause ``text[start:end]`` between bare "and"s that asks for something
    no reader reads, while the rest of the clause is read and reads as the whole does: the part adds nothing read, so it
    is a wish of its own, named (issue 38: never dropped in silence). An "and" inside a name taken, or a part holding
    one, reads as before; a part that changes the reading ("between 2 and 4 sights a day") is read with the rest."""
    edges = [m.span() for m in _BARE_AND.finditer(text, start, end) if not taken.read.overlaps(*m.span())]
    if not edges or end - start > MAX_CLAUSE_CHARS:
        return []
    cuts = [start, *(at for edge in edges for at in edge), end]
    parts = list(zip(cuts[::2], cuts[1::2], strict=True))
    whole = _values_read(text[start:end])
    found = []
    for i, (s, e) in enumerate(parts):
        part = text[s:e].strip(" ,")
        told = _STATEMENT_OPENS.match(part) and not _WISH.search(part)  # "We are food lovers and would like ..."
        plain = all(word.lower().split("'")[0] in _PLAIN_WORDS for word in _WORD.findall(part))  # "the kids are 6 and 8"
        party = any(PARTY_WORD.fullmatch(word.lower().split("'")[0]) for word in _WORD.findall(part))  # "me and my wife"
        if (told or plain or party or taken.read.overlaps(s, e) or asks_nothing(part, _CRY_WORDS, _TRIP_PLAIN)
                or _a_reader_reads(part)):
            continue
        rest = " and ".join(text[a:b] for j, (a, b) in enumerate(parts) if j != i)
        if _a_reader_reads(rest) and _values_read(rest) == whole:
            found.append((s, part))
    return found


def _values_read(clause: str) -> tuple[object, ...]:
    """What the trip's figures and each local constraint's reader read in ``clause`` (None where a reader reads
    nothing), to compare readings ("my partner and me" is two, "me" alone one)."""
    values: list[object] = [read_people(clause, []).count, read_stated_days(clause, []), read_stated_cities(clause, []),
                            read_budget(clause, [], [])[0]]
    for constraint in LOCAL:
        assert constraint.read is not None, f"{constraint.key}: a local constraint without a reader"
        values.append(constraint.read(clause, [], [], []))
    return tuple(values)


# A part opening as a statement ("we are food lovers", "we'll be relying on taxis"), with no wish word: told, not asked
_STATEMENT_OPENS = re.compile(r"\W*(?:we|i|it|they|he|she|my|our)"
                              r"(?:['’](?:re|ll|m|s|ve)|\s+(?:are|am|is|was|were|will|have|had|love|like))\b", re.IGNORECASE)


def _first_item(text: str, start: int, at: int) -> re.Match[str] | None:
    """The list item right before the name at ``at`` when it is all that stands between a cue (or ``start``, the
    clause's) and the name: "must see red rocks and the zoo" is a list of two, red rocks no part of the cue."""
    cue_end = max([start, *(m.end() for cue in _LIST_CUES for m in cue.finditer(text, start, at))])
    return _FIRST_ITEM.fullmatch(text, cue_end, at)


def _wish_like(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` asks for something: a wish word, or a wish said without one."""
    return bool(_WISH.search(text, start, end)) or any(cue.search(text, start, end) for cue in _WISH_CUES)


def _cannot_say(text: str, places: Spans,
                names: Spans = ()) -> tuple[list[tuple[int, int, UnreadWish]], list[tuple[int, int]]]:
    """The mentions of what the data cannot say, and those waived ("we don't need parking": their clause asks nothing).
    A mention inside a longer name a reader took (``names``: "Kitchen King for dinner") is a word of that name."""
    found, waived = [], []
    past = past_told_spans(text)  # "the rental car last time smelled like smoke": a story, no wish
    for pattern, reason in _CANNOT:
        for m in pattern.finditer(text):
            start, end = m.span()
            if any(s <= start and end <= e for s, e in past):
                waived.append((start, end))
                continue
            # "a hotel near Orlando": the place, no location in it; a place inside a mention is a word of it ("lake
            # erie views" is a view, Erie no city of the trip)
            if any(s < end and start < e and e >= end for s, e in places):
                continue
            if any(s <= start and end <= e and e - s > end - start for s, e in names):
                continue
            if _waived(text, start, end):
                waived.append((start, end))
                continue
            found.append((start, end, _named(_phrase(text, start, end), reason)))
    for start, end, name in unlabelled_cuisines(text, places):
        if any(s <= start and end <= e for s, e in past):  # "I got food poisoning from sushi once"
            continue
        reason = f"the data has no {name} label, so {{wish}} cannot be checked"
        found.append((start, end, _named(_phrase(text, start, end), reason)))
    found += [(start, end, _named(_phrase(text, start, end), _DAY_REASON)) for start, end in _days_unkept(text, places)]
    return found, waived


# A day given to a sight or a restaurant ("see SeaWorld on the 2nd day", "dinner at Tashan on day 1"): what is asked
# is planned on some day of the trip, so the day is named, never dropped in silence. A day said of flights, of the
# driving or of a pace is their readers' (a part with such a word, or a reader's span).
_DAY_OF_A_THING = re.compile(r"\bon\s+(?:the\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|[4-7]th|last|final)"
                             r"\s+day\b|\bon\s+day\s+(?:\d{1,2}|one|two|three|four|five|six|seven)\b", re.IGNORECASE)
_PART_OF_DAY = re.compile(r"[,;.!?]|\s(?:and|plus|but|&)\s", re.IGNORECASE)
_DAY_KEPT = re.compile(r"\b(?:fl(?:y|ies|ying|ights?)|planes?|land\w*|arriv\w*|leav\w*|depart\w*|driv\w*|home|back|am|pm|noon"
                       r"|morning|afternoon|evening|night|sights?|stops?|attractions?|things?|activit\w+|max|slow|busy|packed"
                       r"|full|chill|relaxed|easy|light|lazy|free|rest|nothing|check\w*|hotel|stay\w*|budget|\d+\s*(?:am|pm))\b",
                       re.IGNORECASE)
_DAY_REASON = "{wish}: a sight or restaurant asked for is planned on some day of the trip, not on a given day"


def _days_unkept(text: str, places: Spans) -> list[tuple[int, int]]:
    """The days said of a sight or a restaurant (``_DAY_OF_A_THING``), outside every reader's span."""
    found = []
    for m in _DAY_OF_A_THING.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in places):
            continue
        start = max((b.end() for b in _PART_OF_DAY.finditer(text, max(0, m.start() - 80), m.start())), default=0)
        stop = _PART_OF_DAY.search(text, m.end())
        if not _DAY_KEPT.search(text, start, stop.start() if stop else len(text)):
            found.append(m.span())
    return found


def _named(wish: str, reason: str) -> UnreadWish:
    return UnreadWish(wish=wish, reason=reason.format(wish=repr(wish)))


def _waived(text: str, start: int, end: int) -> bool:
    return bool(_WAIVED_BEFORE.search(text[max(0, start - 40):start]) or _WAIVED_AFTER.match(text[end:end + 40]))


def _phrase(text: str, start: int, end: int) -> str:
    """The words of a mention with up to four words before it in its clause ("a hotel with a pool")."""
    clause_start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, max(0, start - 60), start)), default=max(0, start - 60))
    before = text[clause_start:start].split()[-4:]
    return " ".join([*before, text[start:end]]).strip(" ,")


@per_text
def _clauses(text: str) -> list[tuple[int, int]]:
    """The clauses of ``text``; a label before a colon opens the clause it names ("hotel budget: 180 per night max")."""
    spans, start = [], 0
    for m in _CLAUSE_BREAK.finditer(text):
        if m.group().strip() == ":" and len(text[start:m.start()].split()) <= _LABEL_WORDS:
            continue
        if m.start() > start:
            spans.append((start, m.start()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


# The trip's budget said again, with no amount ("please make sure to stay within the budget", "the plan should not
# exceed our budget", "keep the total cost within the budget"): the budget read keeps it, so it asks for nothing more
# (not "a budget hotel", nor "within our budget for meals": a part of the trip's money is a wish of its own).
_BUDGET_KEPT = re.compile(
    r"\b(?:keep(?:s|ing)?\s+(?:(?:it|everything|things|the|our|all|total|overall|costs?|expenses?|trip|plan|itinerary)\s+){0,3}"
    r"|(?:stays?|staying|remains?|remaining|fits?|fitting|falls?|be|is|are)\s+)?"
    r"(?:within|under|below|inside|(?:not\s+)?exceed(?:s|ing)?|(?:not\s+)?go(?:es|ing)?\s+over)\s+"
    r"(?:(?:the|our|my|this|that|your)\s+)?(?:(?:total|overall|entire|set|given|stated|allotted|allocated|specified|planned|whole)\s+)?"
    r"budget(?:\s+(?:limit|cap|range))?\b(?!\s+(?:for|of|on)\b)",
    re.IGNORECASE)


def _asks_more(clause: str) -> bool:
    """Whether the clause has a word beyond the plain words of asking for a plan (``_PLAIN_WORDS``), or a number (one
    no reader took: "no more than 1 flight"); the trip's budget said again (``_BUDGET_KEPT``) is plain."""
    clause = _BUDGET_KEPT.sub(" ", clause)
    return any(word.lower().split("'")[0] not in _PLAIN_WORDS for word in _WORD.findall(clause)) or any(c.isdigit() for c in clause)


_CORRECTED_AFTER = re.compile(rf"\W{{0,6}}{CORRECTING}\b", re.IGNORECASE)  # a correction opening the next clause


def _read_in(text: str, start: int, end: int, claimed: Spans, budgets: Collection[float] | None) -> bool:
    """Whether some reader reads something in the clause ``text[start:end]``: a span claimed, a number of the trip's
    (its budget one of ``budgets`` where given), or a reader reading the clause alone."""
    if any(s < end and start < e for s, e in claimed):
        return True
    if budgets is not None and _CORRECTED_AFTER.match(text, end) and _MONEY.search(budget_in_digits(text[start:end])):
        return True  # "we can spend 1500... actually make it 1700": the amount the next clause takes back
    if end - start > MAX_CLAUSE_CHARS:  # no clause a traveller writes: not read (and named), the readers not run again
        return bool(_NUMBER.search(text, start, end)) and not _PRICED.search(text, start, end)
    return _a_reader_reads(text[start:end], None if budgets is None else frozenset(budgets))


# An item of a request: what lies between its marks (", " and not a thousands' comma, ";", a sentence's end, a line).
_ITEM_EDGE = re.compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:]+(?=\s|$)|\n|\s\|(?=\s)|,(?=\s)")


def money_for_parts(text: str, spans: Spans, named: Sequence[UnreadWish]) -> list[UnreadWish]:
    """The amounts of money said of one part of the trip (``spans``: "parking $20 a day", "dinner ~$50 for both of us",
    "$60 for museum tickets") that no constraint reads, each named with its item: such money is no budget, and the
    plan keeps only the trip's budget (issue 38: never dropped in silence, never refused as a second budget)."""
    found: list[UnreadWish] = []
    for left, right in _items_of(text, spans):
        item = text[left:right].strip(" ,")
        if any(wish.wish and (item in wish.wish or wish.wish in item) for wish in [*named, *found]) or _a_constraint_reads(item):
            continue
        found.append(UnreadWish(wish=item, reason=f"{item!r} is money for one part of the trip, not its budget: the plan "
                                                  "keeps only the trip's budget, so it cannot be checked"))
    return found


def _items_of(text: str, spans: Spans) -> list[tuple[int, int]]:
    """Where the item holding each span starts and ends: after the last item edge before it (in the text cut at the
    span, so a "." right before it is an edge), up to the first edge from its end. The edges are found once (looked for
    from the text's start for each span, a long list of amounts read in squared time); only an edge the cut makes is
    looked for again, in the characters just before the span (``_EDGE_NEAR``; a run of marks longer ends there too)."""
    edges = [m.span() for m in _ITEM_EDGE.finditer(text)]
    starts, ends = [s for s, _ in edges], [e for _, e in edges]
    items = []
    for start, end in spans:
        before = bisect_left(ends, start)
        left = ends[before - 1] if before else 0
        near = [m.end() for m in _ITEM_EDGE.finditer(text, max(left, start - _EDGE_NEAR), start)]
        after = bisect_left(starts, end)
        if after and ends[after - 1] > end:  # inside an edge ("!!!"): the edge from ``end`` on, as a search from there finds
            found = _ITEM_EDGE.search(text, end)
            right = found.start() if found else len(text)
        else:
            right = starts[after] if after < len(starts) else len(text)
        items.append((max([left, *near]), right))
    return items


_EDGE_NEAR = 40


def _a_constraint_reads(clause: str) -> bool:
    """Whether a constraint's reader reads something in ``clause``: a value, a warning or a problem."""
    for constraint in LOCAL:
        warnings: list[str] = []
        problems: list[str] = []
        read = constraint.read
        # every local constraint has its reader: tests/unit/domain/constraints/test_constraint_registry.py
        assert read is not None, f"{constraint.key}: a local constraint without a reader"
        if read(clause, [], warnings, problems) is not None or warnings or problems:
            return True
    return False


def _a_trip_figure(clause: str) -> bool:
    """Whether ``clause`` states one of the trip's figures: its people, days, number of cities or budget."""
    problems: list[str] = []
    return (read_people(clause, problems).count is not None or read_stated_days(clause, problems) is not None
            or read_stated_cities(clause, problems) is not None or read_budget(clause, [], problems)[0] is not None or bool(problems))


@lru_cache(maxsize=1024)
def _corrections_read(clause: str) -> tuple[str, ...]:
    """``clause``, then it with each value taken back by "not" blanked, then what follows its last correction word
    (``money.after_correction``): the texts whose budget may be the trip's (a tuple: a cached generator is spent
    once)."""
    after = after_correction(clause)
    return (clause, TAKEN_BACK.sub(lambda m: " " * len(m.group(0)), clause), *(() if after is None else (after[0],)))


def _a_reader_reads(clause: str, budgets: frozenset[float] | None = None) -> bool:
    """Whether a figure of the trip (its people, days, cities or budget) or a constraint's reader reads something (a
    value, a warning, a problem) in ``clause``. A number alone reads nothing: "restaurants rated 3.5 or more" said so
    that no reader takes it is named, never taken for the trip's, and so is a price of a night or a meal ("the budget
    is $600 per person" is the trip's). With ``budgets`` (the whole text's), a clause holding an amount of money is the
    trip's only when that amount is its budget: read alone, a meal's price is a budget ("Meals $15-25 each": $25), and
    a people count beside it reads no amount ("meals around $20 for both of us")."""
    if budgets is not None and _MONEY.search(budget_in_digits(clause)):  # "under a grand total" is $1000 too
        # an amount taken back ("I meant $4,500 not $4,000", "budget 1500, actually 1700") is no amount of the clause's
        trips = any(read_budget(said, [], [])[0] in budgets for said in _corrections_read(clause))
    else:
        trips = (read_people(clause, []).count is not None  # "just me", "my wife and I": no number needed
                 or bool(_NUMBER.search(clause)) and not _STAY_OR_MEAL_PRICED.search(clause) and _a_trip_figure(clause))
    return trips or _a_constraint_reads(_LOOKS_READ.sub(lambda m: " " * len(m.group()), clause))
