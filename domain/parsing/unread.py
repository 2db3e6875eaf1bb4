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
   is recognised as such. Any other wish-like clause is named as not understood.

The benchmark's own texts flag nothing (tests/unit/domain/parsing/test_unread_wishes.py reads both public splits).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Sequence
from functools import lru_cache

from pydantic import BaseModel

from himap_travel.domain.constraints import LOCAL, named_places, restaurant_names, said_alone
from himap_travel.domain.constraints.cuisine import unlabelled_cuisines
from himap_travel.domain.parsing.dates import read_stated_days
from himap_travel.domain.parsing.money import BARE_PART_CAP, read_budget
from himap_travel.domain.parsing.people import PARTY_WORD, read_people
from himap_travel.domain.parsing.places import read_stated_cities
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import KIDS, KIDS_AWAY, NOT_AFTER_ABBREVIATION

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
_NO_VIEWS = "the data does not say what a stay looks out on, so {wish} cannot be checked"
_NO_STOPS = "the flights table has no stops or connections, so {wish} cannot be checked"
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
_CANNOT: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), reason) for p, reason in (
    (r"\b(?:(?:swimming|heated|indoor|outdoor|rooftop)\s+)?pools?\b|\bhot\s+tubs?\b|\bjacuzzis?\b|\bgym\b|\bfitness\s+(?:center|centre|room)\b"
     r"|\bsaunas?\b|\bspa\b|\bwi-?fi\b|\binternet\b|\b(?:free\s+|on-?site\s+|secure\s+)?parking\b|\bgarage\b|\bev\s+charg\w*"
     r"|\b(?:free\s+|complimentary\s+)?breakfast\s+(?:included|provided)\b|\b(?:free|complimentary)\s+breakfast\b|\bkitchen(?:ette)?s?\b"
     r"|\bbalcon(?:y|ies)\b|\bfireplace\b|\bair[\s-]condition\w*|\blaundry\b|\bwasher\b|\bking[\s-]size\w*|\bking\s+beds?\b"
     r"|\bqueen\s+beds?\b|\bcribs?\b|\belevators?\b|\b24[\s-]hour\s+(?:front\s+desk|reception|check-?in)\b"
     r"|\b(?:rooftop|hotel|lobby)\s+bars?\b|\bbars?\s+(?:at|in)\s+the\s+(?:hotel|place)\b|\bon[\s-]?site\s+(?:restaurant|bar)s?\b",
     _NO_AMENITIES),
    (r"\b(?:ocean|sea|city|mountain|lake|river|beach|water|bay|harbou?r|skyline|garden)[\s-]*views?\b|\bviews?\s+of\s+the\s+\w+"
     r"|\b(?:ocean|beach|water|lake)[\s-]?front\b", _NO_VIEWS),
    (r"\bstrollers?\b|\bprams?\b"  # "a stroller-friendly hotel"
     r"|\bwheel[\s-]?chairs?\b|\b(?:wheelchair[\s-]|handicap(?:ped)?[\s-]|fully\s+)?accessib(?:le|ility)\b|\bdisabilit(?:y|ies)\b"
     r"|\bdisabled\b|\bmobility\b|\bstep[\s-]free\b|\bhandicap\w*|\bcrutches\b|\bwalker\b|\bno\s+stairs\b|\bground[\s-]floor\b"
     r"|\b(?:can't|cannot|can\s+not|unable\s+to)\s+(?:do|climb|manage|handle|use)\s+(?:the\s+|any\s+)?stairs\b",
     _NO_ACCESS),
    (r"\bdiabet(?:ic|ics|es)\b|\bvegetarians?\b|\bvegans?\b|\bveggie\b|\bgluten(?:[\s-]free)?\b|\bceliac\b|\bcoeliac\b|\bhalal\b|\bkosher\b|\bdairy[\s-]free\b|\blactose\b"
     r"|\b(?:nut|peanut|shellfish|dairy|egg)\s+allerg\w+|\ballergic\s+to\s+(?:nuts?|peanuts?|tree\s+nuts?|shellfish|dairy|eggs?|gluten"
     r"|wheat|soy|milk|lactose|sesame)\b|\bpescatarian\b|\bketo\b|\bpaleo\b|\bplant[\s-]based\b", _NO_DIETS),
    (rf"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|(?:a\s+)?(?:short\s+)?walk(?:able)?\s+(?:to|from)"
     rf"|steps\s+(?:from|to)|minutes\s+from|right\s+by|by\s+the)\s+(?:the\s+)?(?:{_PLACES_IN_TOWN}|(?-i:[A-Z])[\w'&-]+)\b"
     # "near the mountains", "somewhere near the beltline": near a thing of the town (not a time: "near the end")
     r"|\b(?:near|close\s+to|next\s+to)\s+the\s+(?!(?:end|beginning|start|middle|top|bottom|last|first)\b)[a-z][\w'-]+"
     # ... a place of the town in lower case ("near central park", "walking distance to lower broadway"), never an
     # amount ("close to 100 a night"); a stay by the beach ("a beach hotel")
     rf"|\b(?:near|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from))\s+(?:[a-z][\w'-]+\s+){{0,2}}"
     rf"{_IN_TOWN_KIND}\b"
     r"|\bbeach(?:side|front)?\s+(?:hotels?|resorts?|stays?|condos?|rooms?)\b"
     r"|\bcentral(?:ly)?\s+locat\w+|\bin\s+(?:the\s+)?(?:downtown|city\s+cent(?:er|re))\b|\bdowntown\b", _NO_LOCATIONS),
    (_KIDS_MENU, _NO_KIDS_MENU),
    (_STOPS, _NO_STOPS),
))
_KIDS_MENU_RE = re.compile(_KIDS_MENU, re.IGNORECASE)
# "we don't need parking", "a pool is not important": the mention asks for nothing.
_WAIVED_BEFORE = re.compile(r"\b(?:don't|do\s+not|doesn't|does\s+not|no)\s+(?:need|care\s+about|mind)\s+(?:for\s+)?(?:an?\s+|the\s+"
                            r"|any\s+)?(?:\w+\s+)?$",
                            re.IGNORECASE)
_WAIVED_AFTER = re.compile(r"^\s*(?:is|are)\s+(?:not|n't)\s+(?:needed|necessary|required|important)|^\s*(?:doesn't|does\s+not)\s+matter"
                           r"|^\s*(?:is|are)\s+optional", re.IGNORECASE)

# A clause: a sentence (or an item between bars: "Travelers: 4 | Budget: $3,000"), or its part after ", and", "but",
# "also", "plus", "as well as", or "and" before a new subject or a verb of asking ("add Mexican food and get us a quiet
# room"): several wishes in one sentence.
_CLAUSE_BREAK = re.compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:]+(?=\s|$)|\n|\s\|(?=\s)"
                           r"|,?\s+\b(?:but|also|plus|as\s+well\s+as)\b|,\s*and\b"
                           r"|\band\s+(?=(?:we|i|my|our|also|please|get|make|find|add|give|put|change|switch|include|keep)\b)",
                           re.IGNORECASE)
_WISH = re.compile(
    r"\b(?:want|wants|wanted|wanna|need|needs|must|have\s+to|has\s+to|got\s+to|gotta|would\s+like|'d\s+like|would\s+love|'d\s+love"
    r"|prefer\w*|looking\s+for|look\s+for|require\w*|avoid\w*|without|only|no|none|should|ensure|make\s+sure|insist\w*|hoping|ideally"
    r"|can't|cant|cannot|can\s+not|don't|dont|won't|wont|rather|wish|(?:is|are|would\s+be)\s+(?:fine|ok|okay|acceptable)|please\s+(?:book|get|find"
    r"|include|add|give)|with\s+an?|somewhere|please)\b", re.IGNORECASE)
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
    r"|whale[\s-]?watch\w*|ferr(?:y|ies)|day[\s-]trips?|trails?)\b",
    re.IGNORECASE)
# ... a place said in lower case by its kind after a word of its name ("pikes peak!!", "the art institute", "paisley park"), or a place
# to spend a day at ("sedona for a day"): a sight or a city asked for, read, or named, never passed over.
_A_PLACE_SAID = re.compile(
    r"\b(?!(?:the|an?|our|my|your|their|this|that|these|those|some|any|every|each|no|one|nice|good|great|big|small|local"
    r"|public|theme|water|amusement|nearby)\s)[a-z][\w'’-]+\s+(?:peak|mountain|mtn|canyon|falls|lake|island|beach|bridge|gardens?|monument|memorial|institute"
    r"|cathedral|castle|tower|lighthouse|park|museum|zoo|aquarium|pier|square|market|palace|fort|trail)\b"
    r"|\bfor\s+(?:a|an|one|half\s+a)\s+(?:day|afternoon|morning|evening)\b")  # in lower case: a name a reader knows is capitalised
_WISH_CUES = (restaurant_names.EAT_CUE, restaurant_names.AVOID_CUE, _PRICED, _ASKING, _ABOUT_A_PLAN, _OUTING, _A_PLACE_SAID)
# An amount of money ("$30", "30 bucks", "15/pp", "tips around 20%", "spend about 100 a day on food") is the trip's
# budget, a constraint's price, or a wish about money no reader keeps: a clause holding one no reader reads is named
# (issue 38). It is a wish of its own only so: a clause read for its amount alone (the budget: "Miami to Nashville,
# scratch that, Miami to Memphis, ..., $1,600") asks for no name in it, which is the places' reader's.
_MONEY = re.compile(r"\$\s*\d|\d\s*(?:dollars?|bucks|usd)\b|\d\s*/\s*pp\b|\d\s*%|\bspend\w*\b[^.;!?\d]{0,20}\d"
                    # a cap on a part of the trip with no "$" ("hotel max 150", "dinner under 40", "flights 300 tops")
                    rf"|{BARE_PART_CAP.pattern}", re.IGNORECASE)
# Talk that asks for nothing: feelings, occasions, thanks, the benchmark's "no specific preferences", and what is said
# not to be needed ("we don't need a private room").
_TALK = re.compile(
    r"\b(?:thanks?|thank\s+you|excited|can't\s+wait|cannot\s+wait|looking\s+forward|anniversary|birthday|honeymoon|celebrat\w+"
    r"|graduation|vacation|holiday|getaway"
    # an occasion asks nothing of the plan ("planning a bachelor party", "girls trip!!", "it's a special occasion"), nor
    # does an aside about one's purse ("I'm broke lol": "make it cheaper" reads the wish)
    r"|bachelor(?:ette)?\s+part(?:y|ies)|(?:stag|hen)\s+(?:do|party|weekend)|(?:girls?|guys?|lads?|boys?)'?\s+(?:trip|weekend|getaway)"
    r"|reunion|spring\s+break|babymoon|retirement|special\s+occasion|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:so\s+|pretty\s+)?broke"
    r"|no\s+(?:specific|particular|special)\s+(?:\w+\s+){0,2}(?:preferences?|requirements?|restrictions?|needs|rules?|requests?)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:specific|particular)\b|(?:anything|whatever)\s+(?:is\s+)?(?:fine|ok|okay)"
    r"|(?:don't|do\s+not)\s+(?:care|mind)|no\s+(?:rush|worries|problem|preference)"
    r"|(?:any|whatever)\s+(?:plan|option|itinerary|choice|cuisine|food|hotel|room|flight|time)s?\s+(?:is\s+|are\s+|would\s+be\s+)?"
    r"(?:fine|ok|okay|good)|let\s+(?:me|us)\s+know"
    r"|wish\s+(?:us|me)\s+luck"
    r"|(?:has|have|'ve|’ve)\s+always\s+wanted|(?:always|long)\s+dreamed|(?:don't|do\s+not|doesn't|does\s+not)\s+(?:smoke|drink)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:kids|children|pets)|(?:don't|do\s+not|doesn't|does\s+not)\s+need"
    # being easy about something asks for nothing: "we're flexible on flights", "not fussed about the rating", "happy
    # to take any flight times"; nor does one not coming along ("we're not bringing our dog this time")
    r"|flexible|picky|fussy|fussed|easy[\s-]?going|happy\s+(?:to\s+\w+\s+|with\s+)any|thx|open\s+to|what\s+to\s+expect"
    r"|(?:doesn't|does\s+not|don't|do\s+not)\s+(?:really\s+)?matter|(?:isn't|is\s+not|aren't|are\s+not|not)\s+(?:that\s+|very\s+)?important"
    # nor does variety, which names no cuisine: "a variety of cuisines", "diverse cuisines", "local cuisines"
    r"|variety\s+of|various|diverse|local\s+(?:cuisines?|food|dishes|flavou?rs|specialties)"
    # what kind of trip it is, or why it is taken, which the dates already hold: "a short trip", "a quick work trip",
    # "I just need a break", "I need to get away from work", "we want to take her on a trip", "a guys' trip", "I want to
    # treat myself"
    r"|(?:short|quick|little|work|business|spring[\s-]break|weekend|guys['’]?|girls['’]?|ladies['’]?|bachelor(?:ette)?)\s+(?:trip|break|getaway)"
    r"|(?:need|needs|want)\s+(?:a|some)\s+(?:break|time\s+off|rest)|treat\s+(?:myself|ourselves|themselves)"
    r"|get(?:ting)?\s+away\s+from\s+(?:work|it\s+all|home|the\s+city)|tak(?:e|ing)\s+(?:her|him|them)\s+on\s+(?:a|an)\s+(?:trip|vacation|holiday)"
    rf"|{KIDS}{KIDS_AWAY}|(?:not|n't)\s+(?:be\s+)?(?:bringing|taking|travel\w*\s+with)|not\s+necessarily|(?:doesn't|does\s+not)\s+have\s+to\s+be"
    r")\b"
    # a bare "ok" closing its clause ("privte room ok") allows, asks nothing; "a shared room is fine" is named (_WISH)
    r"|(?<!\bis\s)(?<!\bare\s)\b(?:ok|okay)\W*$",
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
# nothing to check ("a nice trip"), and the words of revising it ("revise the previous plan to satisfy the new
# condition", a chat edit's lead). A wish-like clause made
# of them alone is talk about the plan; one word outside them ("a quiet hotel") is a wish no reader read.
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
include includes including experience enjoy try trying see seeing explore exploring
nice good great lovely wonderful fun memorable amazing awesome fantastic perfect enjoyable pleasant best
revise revised update updated adjust adjusted modify modified satisfy satisfies condition conditions previous additionally newly provided
hello hi hey dear greetings thanks
""".split())
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)


# A permission, which asks for nothing: "we don't mind seafood", "fast food is fine by us" (read, it would ask for it);
# not an amount said to be fine ("a drive of 4 hours or so is ok": a limit not understood, named), nor one bounded by a
# number right after it ("driving is ok but not more than 6 hrs a day", "cheap rooms are fine but 3 stars at least":
# the limit is the wish, and its subject is read with it).
_LIMITED_AFTER = r"(?!\s*,?\s+(?:but|though)\b[^.;!?\d]{0,25}\d)"
_PERMISSION_SAID = (
    r"\b(?:don't|do\s+not|wouldn't|would\s+not)\s+mind\s+[^.,;!?]{0,80}?(?=\s+(?:but|though|although)\b|[.,;!?]|$)"
    r"|(?:^|(?<=[.,;!?]\s))[^.,;!?\d]{0,80}?\b(?:is|are|would\s+be)\s+(?:totally\s+|perfectly\s+|also\s+)?(?:fine|ok|okay|alright)"
    r"(?:\s+(?:by|with|for)\s+(?:us|me))?{limited}(?=\s*(?:[.,;!?]|$|\s+(?:but|though|too)\b))")
_PERMISSION = re.compile(_PERMISSION_SAID.replace("{limited}", _LIMITED_AFTER), re.IGNORECASE)
_ALLOWANCE = re.compile(_PERMISSION_SAID.replace("{limited}", ""), re.IGNORECASE)  # with a limit after it too


def misread_spans(text: str) -> list[tuple[int, int]]:
    """Spans a constraint's reader would misread, masked before reading: "kid-friendly restaurants" is no house rule,
    "direct flights only" no ban of self-driving, and a permission ("we don't mind seafood", "fast food is fine by us") asks for nothing."""
    return [m.span() for pattern in (_KIDS_MENU_RE, _PERMISSION, _STOPS_RE) for m in pattern.finditer(text)]


def unread_wishes(text: str, claimed: Spans, every_clause: bool = False, names: Spans | None = None,
                  budgets: Collection[float] | None = None) -> list[UnreadWish]:
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
    """
    text = _FILLER.sub(lambda m: " " * len(m.group(0)), text)  # same length: every span reads as before
    found, waived = _cannot_say(text, claimed, names or ())
    named = [(start, end) for start, end, _ in found] + waived
    clauses = [(start, end) for start, end in _clauses(text) if not any(s < end and start < e for s, e in named)]
    taken = _Names([*claimed, *(names or ())])  # indexed once: looked up per clause, a long text stays linear
    read = None if names is None else _Names(names)
    alone = {(start, end) for start, end in clauses if _name_alone(text, start, end, taken.read)}
    asking = alone | {(start, end) for start, end in clauses
                      if every_clause or _wish_like(text, start, end)
                      or _names_unread(text, start, end, taken, route=True)
                      or (read is not None and _items_unread(text, start, end, read))}
    wishes = [(start, end) for start, end in clauses if (start, end) in asking or _MONEY.search(text, start, end)]
    if len(wishes) > MAX_WISH_CLAUSES:  # no request asks this much: the readers are not run on each (reading stays fast)
        found.append((wishes[MAX_WISH_CLAUSES][0], len(text), UnreadWish(
            wish=f"{len(wishes) - MAX_WISH_CLAUSES} more wish-like clauses",
            reason=f"the request holds {len(wishes)} wish-like clauses; only the first {MAX_WISH_CLAUSES} were accounted for")))
    # an allowance a limit follows ("cheap rooms are fine but 3 stars at least"): the limit is read, the allowance is talk
    limited = [m.span() for m in _ALLOWANCE.finditer(text) if not _PERMISSION.match(text, m.start())]
    for start, end in wishes[:MAX_WISH_CLAUSES]:
        if (_TALK.search(text, start, end) or named_places.CHEER.search(text, start, end)
                or any(s < end and start < e for s, e in limited)):
            continue
        clause = text[start:end].strip(" ,")
        if not _read_in(text, start, end, [*claimed, *(names or ())], budgets):  # a clause holding what a reader took is read
            if (start, end) in alone:
                name = clause.strip(" !?.\"'()")
                reason = f"the data has no sight, restaurant or city of the trip called {name!r}, so a visit to it cannot be planned"
                found.append((start, end, UnreadWish(wish=name, reason=reason)))
            elif _asks_more(text[start:end]):
                found.append((start, end, UnreadWish(wish=clause, reason=f"no reader understood {clause!r}, so the plan cannot keep it")))
        elif read is not None and (start, end) in asking:
            found.extend((at, end, UnreadWish(wish=name, reason=f"no reader understood {name!r} in {clause!r}, so the plan cannot keep it"))
                         for at, name in [*_names_unread(text, start, end, read, claimed),
                                          *_items_unread(text, start, end, read)])
    return [wish for _, _, wish in sorted(found, key=lambda f: f[0])]


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
_PARTY_NAMED = re.compile(rf"\b{PARTY_WORD.pattern}\s*,?\s*$", re.IGNORECASE)  # "our dog Biscuit", "my husband, John,"
# ... nor do currency codes and the short words of a count ("2 pax, USD 1,000")
_NOT_A_NAME = frozenset(w.lower() for w in named_places.ORDINARY) | _PLAIN_WORDS | {"usd", "us", "eur", "gbp", "cad", "aud", "pax", "ppl"}


_ROUTE_BEFORE = re.compile(r"\b(?:from|to|via|towards?)\s+(?:the\s+)?$", re.IGNORECASE)


_WHERE_AFTER_A_NAME = re.compile(r"\s+(?:in|at)\s+$", re.IGNORECASE)


def _placed(text: str, at: int, names: Spans, places: Spans) -> bool:
    """Whether the word at ``at`` is in a place said of a name read just before it ("Rain Tree Grill in Denver"): where
    the name is, no wish of its own."""
    place = next(((s, e) for s, e in places if s <= at < e), None)
    if place is None:
        return False
    link = _WHERE_AFTER_A_NAME.search(text, max(0, place[0] - 6), place[0])
    return link is not None and any(e == link.start() for _, e in names)


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
                and word.lower().split("'")[0] not in _NOT_A_NAME and re.search(r"[A-Za-z]", word)]
        if not left:  # the looks back below are the dearest: only a name with words left is worth them
            continue
        if route and _ROUTE_BEFORE.search(text, max(start, m.start() - 12), m.start()):  # "to Gotham City": the places' reader's
            continue
        if _PARTY_NAMED.search(text, max(start, m.start() - _PARTY_REACH), m.start()):  # one of the party or a pet: who travels
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


# The last item of a list after a name read, in lower case, closing its clause ("Statue of liberty and ellis island",
# "golden gate bridge and alcatraz"): a place no reader took, named, never dropped with the list read.
_LAST_ITEM = re.compile(r"\s*(?:,\s*(?:and\s+|&\s*|plus\s+)|\s+(?:and|plus)\s+|\s*[&+]\s*)(?:the\s+)?"
                        r"(?P<item>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})[\s!.]*$")
_NOTHING_NAMED = frozenset("stuff such whatnot etc more so forth on things everything".split())


def _items_unread(text: str, start: int, end: int, names: _Names) -> list[tuple[int, str]]:
    """(where, the words) of the last item of a list after a name read (``names``) in the clause ``text[start:end]``,
    when it is lower-case words naming something (``_NOT_A_NAME``, a sight's plain words, fillers apart) no reader took."""
    found = []
    for _s, e in names.ending_in(start, end):
        # a name, capitalised as the readers write the names they take (no number, cuisine or house rule)
        said = text[_s:e].removeprefix("the ")
        if not said[:1].isupper() or named_places.is_cuisine(said):
            continue
        m = _LAST_ITEM.match(text, e, end)
        if m is None or names.read.overlaps(m.start("item"), end):  # another name in the item (this one ends before it)
            continue
        words = m.group("item").lower().split()
        if any(w.split("'")[0] not in _NOT_A_NAME | named_places.PLAIN_NAME_WORDS | _NOTHING_NAMED for w in words):
            found.append((m.start("item"), m.group("item")))
    return found


def _wish_like(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` asks for something: a wish word, or a wish said without one."""
    return bool(_WISH.search(text, start, end)) or any(cue.search(text, start, end) for cue in _WISH_CUES)


def _cannot_say(text: str, places: Spans,
                names: Spans = ()) -> tuple[list[tuple[int, int, UnreadWish]], list[tuple[int, int]]]:
    """The mentions of what the data cannot say, and those waived ("we don't need parking": their clause asks nothing).
    A mention inside a longer name a reader took (``names``: "Kitchen King for dinner") is a word of that name."""
    found, waived = [], []
    for pattern, reason in _CANNOT:
        for m in pattern.finditer(text):
            start, end = m.span()
            if any(s < end and start < e for s, e in places):  # "a hotel near Orlando": the place, no location in it
                continue
            if any(s <= start and end <= e and e - s > end - start for s, e in names):
                continue
            if _waived(text, start, end):
                waived.append((start, end))
                continue
            found.append((start, end, _named(_phrase(text, start, end), reason)))
    for start, end, name in unlabelled_cuisines(text, places):
        reason = f"the data has no {name} label, so {{wish}} cannot be checked"
        found.append((start, end, _named(_phrase(text, start, end), reason)))
    return found, waived


def _named(wish: str, reason: str) -> UnreadWish:
    return UnreadWish(wish=wish, reason=reason.format(wish=repr(wish)))


def _waived(text: str, start: int, end: int) -> bool:
    return bool(_WAIVED_BEFORE.search(text[max(0, start - 40):start]) or _WAIVED_AFTER.match(text[end:end + 40]))


def _phrase(text: str, start: int, end: int) -> str:
    """The words of a mention with up to four words before it in its clause ("a hotel with a pool")."""
    clause_start = max((m.end() for m in _CLAUSE_BREAK.finditer(text, max(0, start - 60), start)), default=max(0, start - 60))
    before = text[clause_start:start].split()[-4:]
    return " ".join([*before, text[start:end]]).strip(" ,")


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


def _asks_more(clause: str) -> bool:
    """Whether the clause has a word beyond the plain words of asking for a plan (``_PLAIN_WORDS``), or a number (one
    no reader took: "no more than 1 flight")."""
    return any(word.lower().split("'")[0] not in _PLAIN_WORDS for word in _WORD.findall(clause)) or any(c.isdigit() for c in clause)


def _read_in(text: str, start: int, end: int, claimed: Spans, budgets: Collection[float] | None) -> bool:
    """Whether some reader reads something in the clause ``text[start:end]``: a span claimed, a number of the trip's
    (its budget one of ``budgets`` where given), or a reader reading the clause alone."""
    if any(s < end and start < e for s, e in claimed):
        return True
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
    for start, end in spans:
        edges = [m.end() for m in _ITEM_EDGE.finditer(text, 0, start)]
        after = _ITEM_EDGE.search(text, end)
        item = text[edges[-1] if edges else 0:after.start() if after else len(text)].strip(" ,")
        if any(wish.wish and (item in wish.wish or wish.wish in item) for wish in [*named, *found]) or _a_constraint_reads(item):
            continue
        found.append(UnreadWish(wish=item, reason=f"{item!r} is money for one part of the trip, not its budget: the plan "
                                                  "keeps only the trip's budget, so it cannot be checked"))
    return found


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
def _a_reader_reads(clause: str, budgets: frozenset[float] | None = None) -> bool:
    """Whether a figure of the trip (its people, days, cities or budget) or a constraint's reader reads something (a
    value, a warning, a problem) in ``clause``. A number alone reads nothing: "restaurants rated 3.5 or more" said so
    that no reader takes it is named, never taken for the trip's, and so is a price of a night or a meal ("the budget
    is $600 per person" is the trip's). With ``budgets`` (the whole text's), a clause holding an amount of money is the
    trip's only when that amount is its budget: read alone, a meal's price is a budget ("Meals $15-25 each": $25), and
    a people count beside it reads no amount ("meals around $20 for both of us")."""
    if budgets is not None and _MONEY.search(clause):
        trips = read_budget(clause, [], [])[0] in budgets
    else:
        trips = (read_people(clause, []).count is not None  # "just me", "my wife and I": no number needed
                 or bool(_NUMBER.search(clause)) and not _STAY_OR_MEAL_PRICED.search(clause) and _a_trip_figure(clause))
    return trips or _a_constraint_reads(clause)
