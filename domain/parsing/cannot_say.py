"""Pass 1 of the clause accounting: what the data cannot say (amenities, accessibility, diets, places inside a city,
restaurants for children or pets, views, stops, hours, weather, bookings, fees, kinds of stay, cuisines it has no
label for, a day given to a sight), each mention named with the reason (``cannot_say``), less those waived ("we don't
need parking") or told of a past story (``told_waived``).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from himap_travel.domain.constraints import ratings
from himap_travel.domain.constraints.cuisine import A_CUISINE, unlabelled_cuisines
from himap_travel.domain.constraints.meal_cost import FOR_THE_PARTY, MEAL_MINIMUM
from himap_travel.domain.constraints.sight_kinds import PLURAL_KINDS, SIGHT_KIND
from himap_travel.domain.constraints.transportation import LACKING_MODE_SAID, MIXED_LEGS, PICKED_FLIGHT, taxi_bans
from himap_travel.domain.parsing.clause_form import is_statement, past_told_spans
from himap_travel.domain.parsing.unanswerable import KINDS, NO_CITY_NIGHTS, NO_EVENTS
from himap_travel.domain.parsing.unread_wish import Favoured, Spans, UnreadWish
from himap_travel.domain.parsing.wish_clauses import CLAUSE_BREAK, clauses_of
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import LocalConstraint

_NO_AMENITIES = "the data has no amenities, so {wish} cannot be checked"
_NO_ACCESS = "the data says nothing of accessibility, so {wish} cannot be checked"
_NO_DIETS = "the restaurants have no diet labels, so {wish} cannot be checked"
_NO_LOCATIONS = "the data has no locations inside a city (no addresses or distances), so {wish} cannot be checked"
_NOT_A_VISIT = "".join(f"(?<!{verb} )" for verb in ("stop", "stopping", "swing", "swinging", "drop", "dropping", "pop",
                                                      "popping", "come", "coming", "go", "going", "pass", "passing"))
_NO_KIDS_MENU = "the restaurants have no labels for children, so {wish} cannot be checked"
_NO_PETS_MENU = "the restaurants have no labels for pets, so {wish} cannot be checked"
_NO_VIEWS = "the data does not say what a stay looks out on, so {wish} cannot be checked"
_NO_STOPS = "the flights table has no stops or connections, so {wish} cannot be checked"
_NO_AIRLINE = "the flights table has no airlines (a flight number, times and a price only), so {wish} cannot be checked"
_NO_BEDROOMS = ("the stays give a room type and the most guests a listing takes, never its bedrooms, so {wish} cannot "
                "be checked")
_NO_HOURS = "the plan times its flights only (no hours for sights or meals), so {wish} cannot be checked"
_NO_WEATHER = "the data has no weather, so {wish} cannot be planned for"
_NO_BOOKING = "the planner books nothing (no reservations, tickets or rentals), so {wish} cannot be done"
_NO_CHECK_IN = "the stays have no check-in or check-out times, so {wish} cannot be checked"
_NO_AREA = "the data says nothing of the area around a stay (what it is like, how safe, what is nearby), so {wish} cannot be checked"
_NO_STAY_KIND = ("the stays have only a room type (entire home/apt, private room, shared room), no kind, so {wish} "
                 "cannot be checked")
_NO_VAGUE_AMOUNT = "{wish} is no amount: say the most a night may cost, e.g. '$200 a night'"
_NO_VAGUE_MEAL_PRICE = "{wish} is no amount: say the most a meal may cost, e.g. 'meals under $20 each'"
_NO_MIXED_LEGS = ("{wish} flies one way and drives the other: the rules never let one trip both fly and self-drive "
                  "(the car would be left behind), so it cannot be kept; the plan picks one way of travel")
_NO_MEALS_TOTAL = ("{wish} caps what the meals cost over the whole trip: the plan keeps a cap per meal ('meals under $30 "
                   "each') and the trip's budget, never a total of the meals alone, so it cannot be kept")
_NO_MEALS_A_DAY = ("{wish} caps what the meals cost each day: the plan keeps a cap per meal ('meals under $30 each') "
                   "and the trip's budget, never a day's meals, so it cannot be kept as said: say a price a meal")
_NO_STAYS_TOTAL = ("{wish} caps what the stays cost over the whole trip: the plan keeps a price a night ('under $150 a "
                   "night') and the trip's budget, never a total of the stays alone, so it cannot be kept")
_NO_MEAL_MINIMUM = ("{wish} sets the least a meal costs: the plan keeps the most a meal may cost ('meals under $30 "
                    "each'), never a least, so it cannot be kept")
_FIRST_OR_LAST_FLIGHT = ("{wish} picks a flight by its place in the day, but the plan keeps flight times as a window "
                         "('no flights before 9am', 'back by 6pm'), never the first or last flight, so it cannot be kept as "
                         "said: say a time")
_A_KIND_OF_SIGHT = ("{wish} asks for a sight of a kind, but the plan keeps sights by their names (or 'the zoo' where the "
                    "trip's cities have one), never one of a kind, so it cannot be kept as said: name the one to see")
_APART = ("{wish} asks for things on different days, but the plan keeps a sight or a meal on a day only where its day is "
          "said ('seaworld on day 2', 'italian on day 3'), so it cannot be kept as said: say the day of each")
_ONLY_SIGHTS = ("{wish} leaves out every other sight, but a plan sees a sight on each day it spends in a city, so it "
                "cannot be kept: the sights asked for are planned, and others beside them")
_NO_SIGHTS_TOTAL = ("{wish} counts the sights over the whole trip: the plan keeps a number of sights a day ('two sights a "
                    "day') or sights named, never a total, so it cannot be kept")
# (never from inside a number: a run of digits would be tried from each of its digits, in time quadratic in its length)
_AMOUNT = (r"(?:(?:under|below|at\s+most|max(?:imum)?|no\s+more\s+than|less\s+than|of|to|at)\s+)?(?<![\d,.$])\$?\d[\d,]*"
           r"(?:\s*(?:dollars|bucks|usd))?")
_TOTAL = r"(?:in\s+)?(?:total|overall|altogether|over\s+the\s+(?:whole\s+)?trip|for\s+the\s+(?:whole\s+|entire\s+)?trip)\b"
_MEALS = r"(?:food|meals?|dining|eating(?:\s+out)?|restaurants?)"
_STAYS = r"(?:hotels?|motels?|lodging|accommodations?|stays?|rooms?|airbnbs?)"
# ("meals under 90 total for the three of us" is a cap per meal for the party: the group amounts' reading)
_NOT_THE_PARTY = rf"(?!{FOR_THE_PARTY})"
_COUNT_WORDS = r"two|three|four|five|six|seven|eight|nine|ten|twelve"
_NO_VAGUE_QUALITY = "{wish} gives no measure the data has: say a minimum rating, e.g. 'hotels rated 4 or higher'"
_NO_VAGUE_FOOD = "{wish} gives no measure the data has: say a minimum rating, e.g. 'restaurants rated 4 or higher'"
# A quality said with no number: the words a stay or a meal is wished good with ("decent", "the nicest", "top-notch")
_GOOD = (r"(?:decent|nice|nicer|nicest|good|better|best|great|lovely|comfortable|comfy|quality|fancy|fancier|fanciest|posh"
         r"|swanky|classy|fine|finest|top[\s-]?notch|high[\s-]?end|excellent|amazing|awesome|really\s+good|really\s+nice"
         r"|(?:highly|top|well|best|higher|better)[\s-]+(?:rated|reviewed))")
# A stay said to be good in a sentence of its own ("the hotel should be really good", "rooms need to be nice")
_STAY = r"(?:hotels?|motels?|rooms?|stays?|lodging|accommodations?|places?\s+(?:to|we)\s+(?:sleep|stay|crash))"
_SAID_GOOD = (r"(?:should|must|needs?\s+to|has\s+to|have\s+to|gotta)\s+be\s+(?:really\s+|very\s+|super\s+|pretty\s+)?"
              r"(?:nice|good|great|decent|lovely|comfortable|comfy|fancy|posh|top[\s-]?notch|clean\s+and\s+nice)")
# What allows the cheap thing said before it, asking for nothing ("cheap rooms are fine", "cheap food is fine by me",
# "budget motels are totally fine with us")
_ALLOWED_AFTER = (r"(?!\s+(?:(?:is|are|would\s+be|'?re)\s+(?:totally\s+|perfectly\s+|also\s+|really\s+)?)?"
                  r"(?:fine|ok|okay|alright|good)\b)")  # ("budget hotels fine", texted without its copula)
_NO_VAGUE_STAY_PRICE = ("{wish} gives no price the data can hold: say the most a night may cost, e.g. 'under $150 a "
                        "night'")
_NO_PRICE_LEVEL = ("{wish} gives no price the data can hold: say the most a meal may cost a person, e.g. 'meals under $20"
                   " a person', or a night, e.g. 'under $150 a night'")
# "on" after a meal left out, of no day ("no breakfast on the go"): the meal's words, no meal left out
_ON_NO_DAY = r"\s+on\b(?!\s+(?:day\s+\w+|(?:the|our)\s+\w+\s+(?:day|night)|night\s+\w+|\w+day)\b)"
_NO_MEAL_LEFT_OUT = ("{wish} leaves a meal out: the plan gives each day its breakfast, lunch and dinner where the data "
                     "has them, so a meal left out is not kept (the plan may include it)")
_NO_SOFT_BUDGET = ("{wish} lets the budget be exceeded, but the plan keeps the budget as a limit (a plan over it fails): "
                   "say a higher budget to spend more")
_NO_FEES = "the stays have one price a night and no fees, deposits or taxes, so {wish} cannot be checked"
_NO_MODE = "the sandbox's modes between cities are flights, self-driving and taxis, so {wish} cannot be planned"
# Sights of a kind in the plural, with no name ("museums", "water parks"): what ``_NO_KIND_PROMISED`` names
_KINDS = r"(?:museums|parks|beaches|galleries|gardens|zoos|aquariums|landmarks|monuments|missions|water\s*parks|waterfalls)"
_NO_KIND_PROMISED = ("{wish} asks for sights of a kind, not one by name: the attractions have a name and a city only, so "
                     "the plan cannot promise them (it may include some); name one, e.g. 'the zoo', to have it kept")
_NO_TAXI_BAN = ("{wish} rules out taxis, but a trip can only rule out flights or self-driving (TravelPlanner's rule), so the "
                "plan may still take a taxi: it cannot be kept")
# A flight's stops ("direct flights only", "no layovers"): named, and kept from the transportation reader, which would
# read "flights only" as a ban of self-driving.
_STOPS = (r"\b(?:direct|non[\s-]?stop)\s+flights?(?:\s+only)?\b|\bno\s+(?:layovers?|stopovers?|connecting\s+flights?)\b"
          r"|\bnon[\s-]?stops?(?:\s+only)?\b"  # "nonstop only", "nonstop pls": the flights' stops, said with no noun
          # ... a count of flights a way ("no more than 1 flight each way", "one flight per leg max")
          r"|\b(?:\d|one|two|a\s+single)\s+flights?\s+(?:each|per|a|every)\s+(?:way|leg|direction)\b")
# The airline of a flight asked or named ("what airline is it?", "which carrier", "the airline"): the flights table gives
# a flight number, its times and price, never who flies it ("no airlines for us" is no flying at all: the mode's)
_AIRLINES = (r"\b(?:what|which|whose)\s+(?:airline|carrier)s?\b|\b(?:the|an|our|my|that|this)\s+(?:airline|carrier)\b(?!s)"
             r"|\b(?:airline|carrier)\s+(?:is|are)\s+(?:it|this|that|we|the\s+flights?)\b")
STOPS_RE = lazy_compile(_STOPS, re.IGNORECASE)
_PLACES_IN_TOWN = (r"airports?|beach(?:es)?|downtown|(?:city\s+)?cent(?:er|re)|(?:train\s+|bus\s+)?stations?|the\s+strip|waterfront"
                   r"|convention\s+cent(?:er|re)|stadium|arena|university|campus|harbou?r|ocean|sea|lake|river|boardwalk|old\s+town"
                   r"|(?:the\s+)?(?:main\s+)?attractions|(?:the\s+)?sights|each\s+other|(?:the\s+)?(?:hotel|restaurants?)")
# What a place in town is called after its name in lower case ("central park", "union station", "lower broadway")
_IN_TOWN_KIND = (r"(?:station|park|square|street|st|avenue|ave|broadway|district|quarter|market|mall|pier|bridge|museum|zoo"
                 r"|village|heights|hill|wharf|plaza|strip)")
# Restaurants for children: never a house rule ("kid-friendly restaurants" would read as children under 10).
_KIDS_MENU = (r"\b(?:kid|kids|child|children|family)[\s-]*friendly\s+(?:restaurants?|places\s+to\s+eat|food|dining|eateries|menus?"
              r"|meals?)\b"
              # (the children said small: "restaurants good for little kids", "places to eat that are good for the kids")
              r"|\b(?:restaurants?|dining|places\s+to\s+eat|eateries)\s+(?:(?:that|which)\s+(?:are|is)\s+)?(?:for|with|good\s+for"
              r"|great\s+for|ok\s+for|okay\s+for|suitable\s+for|that\s+welcome)\s+(?:the\s+|our\s+)?(?:little\s+|small\s+|young\s+)?"
              r"(?:kids|children|little\s+ones|toddlers)\b"
              r"|\bkids'?\s+menus?\b|\bchildren's\s+menus?\b|\bhigh\s*chairs?\b"
              # ... said with the eating after it ("somewhere kid friendly to eat", "a family-friendly place for dinner")
              r"|\b(?:kid|kids|child|children|family)[\s-]*friendly\s+(?:(?:place|spot)s?\s+)?(?:to\s+eat|for\s+(?:dinner|lunch"
              r"|breakfast|meals?|food))\b"
              # a deal for children ("kids eat free places", "where children eat for free")
              r"|\b(?:kids?|children|child)\s+(?:eats?|dine)\s+(?:for\s+)?free\b")
# Restaurants for pets ("dog-friendly restaurants", "cafes that allow dogs"): the restaurants have no such label.
_PETS_MENU = (r"\b(?:dog|dogs|pet|pets)[\s-]*friendly\s+(?:restaurants?|places\s+to\s+eat|food|dining|eateries"
              r"|cafes?|bars?|patios?|breweries|brewery|brunch\s+spots?)\b"
              r"|\b(?:restaurants?|dining|places\s+to\s+eat|eateries|cafes?|bars?|patios?)\s+(?:that|which)\s+"
              r"(?:allow|welcome|take)\s+(?:dogs?|pets?)\b")
# Never "go near" (an aversion: "he won't go near pizza hut"), nor where the travellers are, told as a reason ("seafood,
# we're near the coast"): no location asked
_NOT_WHERE_WE_ARE = r"(?<!\bgo\s)(?<!\bgoing\s)(?<!\bwe're\s)(?<!\bwe’re\s)(?<!\bwe\sare\s)"
_CANNOT: tuple[tuple[re.Pattern[str], str], ...] = tuple((lazy_compile(p, re.IGNORECASE), reason) for p, reason in (
    # (a table for a game is a thing of the stay too: "a pool table in the house", "a game room")
    (r"\b(?:(?:swimming|heated|indoor|outdoor|rooftop)\s+)?pools?(?:\s+tables?)?\b|\b(?:ping[\s-]?pong|foosball)\s+tables?\b"
     r"|\bgame\s+rooms?\b|\bhot\s+tubs?\b|\bjacuzzis?\b|\bgym\b|\bfitness\s+(?:center|centre|room)\b"
     r"|\bsaunas?\b|\bspa\b|\bwi-?fii?\b|\bwater\s+pressure\b|\binternet\b|\b(?:free\s+|on-?site\s+|secure\s+)?parking\b|\bgarage\b|\bev\s+charg\w*"
     r"|\b(?:free\s+|complimentary\s+)?breakfast\s+(?:included|provided)\b|\b(?:free|complimentary)\s+breakfast\b|\bkitchen(?:ette)?s?\b"
     r"|\bbalcon(?:y|ies)\b|\b(?:fenced(?:[\s-]in)?\s+|back\s*)?yards?\b(?!\s+sales?\b)|\bfenced(?:[\s-]in)?\s+(?:gardens?|lawns?|areas?)\b|\bfireplace\b|\bair[\s-]condition\w*|\blaundry\b|\bwasher\b|\bking[\s-]size\w*|\bking\s+beds?\b"
     # (a travel cot said by its trade name too: "a pack n play for the baby"; a desk to work at: "a desk for my laptop")
     r"|\bqueen\s+beds?\b|\bcribs?\b|\bpack\s*(?:n|'n'?|&|and)\s*plays?\b|\bcots?\b|\b(?:a|work|writing)\s+desk\b"
     r"|\belevators?\b|\b24[\s-]hour\s+(?:front\s+desk|reception|check-?in)\b"
     r"|\b(?:rooftop|hotel|lobby)\s+bars?\b|\bbars?\s+(?:at|in)\s+the\s+(?:hotel|place)\b|\bon[\s-]?site\s+(?:restaurant|bar)s?\b"
     r"|\btvs?\b|\btelevisions?\b|\b(?:fenced|back|private)[\s-]?yards?\b|\b(?:claw[\s-]?foot|soaking)\s+tubs?\b"
     r"|\blazy\s+rivers?\b|\bwater\s*slides?\b"
     r"|\b(?:wood(?:[\s-]?burning)?|pellet)\s+stoves?\b|\bcourtyards?\b|\bpatios?\b(?!\s+(?:dining|restaurants?|bars?))"
     r"|\bporch(?:es)?\b|\blanais?\b|\bverandas?\b"
     # a bathroom of one's own or shared: the data has a listing's room type, never its bathrooms
     r"|\b(?:private|shared|own|en[\s-]?suite|separate)\s+bath(?:room)?s?\b|\bensuite\b",
     _NO_AMENITIES),
    # the hours of a day ("slow mornings please", "late starts"): the plan times its flights only
    (r"\b(?:slow|lazy|late|easy|relaxed|chill|leisurely)\s+(?:mornings?|starts?)\b", _NO_HOURS),
    # the area around a stay ("is the neighborhood safe?", "a quiet neighborhood", "any good bars nearby?")
    (r"\b(?:safe|unsafe|dangerous|sketchy|rough|quiet|peaceful|calm|noisy|lively|walkable|residential|trendy|nice)"
     r"\s+(?:area|neighbou?rhood|part\s+of\s+town|street|location)s?\b"
     r"|\b(?:stay|be|hotel|place|somewhere)\s+(?:[\w'’]+\s+){0,2}?walkable\b"  # "stay somewhere walkable"
     r"|\b(?:area|neighbou?rhood|part\s+of\s+town|location)s?\b.{0,20}\b(?:safe|unsafe|dangerous|sketchy|rough)\b"
     r"|\bsafety\b(?!\s+first\b)|\bcrime\b"
     r"|\b(?:bars?|pubs?|clubs?|shops?|shopping|stores?|supermarkets?|grocer(?:y|ies)(?:\s+stores?)?|pharmac(?:y|ies)|atms?)"
     r"\s+(?:nearby|near\s+by|close\s+by|around(?:\s+(?:there|here|it))?|within\s+walking\s+distance)\b", _NO_AREA),
    # ... a kind of water or land with its name between ("lake erie views", "river thames view")
    (r"\b(?:ocean|sea|city|mountain|lake|river|beach|water|bay|harbou?r|skyline|garden|rock|canyon|desert|valley"
     r"|forest)(?:\s+[a-z]+)?[\s-]*views?\b"
     r"|\bviews?\s+from\s+(?:the|our|my)\s+(?:room|hotel|stay|place|window|balcony|cabin|house)\b"
     r"|\bfrom\s+(?:the|our|my)\s+(?:room['’]?s\s+)?window\b"
     r"|\bviews?\s+of\s+(?:the\s+)?\w+"
     # a view said of the stay alone ("a room with a view", "somewhere with nice views")
     r"|\b(?:with|w/|has|have|having)\s+(?:an?\s+|the\s+)?(?:(?:nice|great|good|pretty|amazing|beautiful|lovely|stunning)\s+)?views?\b"
     r"|\b(?:ocean|beach|water|lake)[\s-]?front\b"
     r"|\b(?:facing|overlooking|looking\s+out\s+(?:on|over))\s+the\s+\w+", _NO_VIEWS),
    (r"\bstrollers?\b|\bprams?\b"  # "a stroller-friendly hotel"
     r"|\bwheel[\s-]?chairs?\b|\b(?:wheelchair[\s-]|handicap(?:ped)?[\s-]|fully\s+)?accessib(?:le|ility)\b"
     # ... with what is to be so ("an accessible bathroom"): the thing is named too
     r"(?:\s+(?:rooms?|bathrooms?|showers?|entrances?|restaurants?|hotels?|parking|tubs?|toilets?)\b)?|\bdisabilit(?:y|ies)\b"
     r"|\bdisabled\b|\bmobility(?:\s+scooters?)?\b|\bstep[\s-]free\b|\bhandicap\w*|\bcrutches\b|\bwalker\b|\bno\s+stairs\b|\bground[\s-]floor\b"
     r"|\b(?:use|uses|using|with)\s+(?:a\s+)?canes?\b|\b(?:not\s+)?(?:too\s+much|(?:a\s+)?lots?\s+of|a\s+lot\s+of)\s+walking\b"
     r"|\b(?:bad|weak|injured|broken)\s+(?:hips?|knees?|back|ankles?|legs?|feet)\b|\bnothing\s+(?:too\s+)?strenuous\b"
     # ... or said after them ("my knee is bad", "her hips are weak")
     r"|\b(?:hips?|knees?|ankles?|legs?|feet)\s+(?:is|are|['’]s|['’]re)\s+(?:really\s+|pretty\s+|so\s+|a\s+bit\s+)?"
     r"(?:bad|weak|sore|shot|dodgy|injured)\b"
     # ... or mending from an operation on them ("i'm recovering from knee surgery", "just had hip replacement")
     r"|\b(?:hips?|knees?|back|ankles?|foot|shoulder)\s+(?:surgery|replacements?|operation)\b"
     r"|\b(?:can't|cannot|can\s+not|unable\s+to)\s+(?:do|climb|manage|handle|use)\s+(?:the\s+|any\s+)?stairs\b"
     # sight and hearing ("my dad is blind and has a guide dog", "hearing impaired, so visual fire alarms")
     # (a service dog itself is a dog coming along: the pets rule, nothing named)
     r"|\bblind\b|\bvisually\s+impaired\b|\bdeaf\b"
     r"|\bhearing[\s-]impaired\b|\bhard\s+of\s+hearing\b|\b(?:visual|flashing|strobe)\s+(?:fire\s+)?alarms?\b"
     # what makes a place usable ("grab bars", "braille signs", "a shower chair", "ramps", "ADA compliant")
     # (never a condition said as a reason, "my son is autistic so quiet places please": the wish after it is named)
     r"|\bgrab\s+bars?\b|\bbraille\b|\bshower\s+(?:chairs?|seats?|benches?)\b|\bramps?\b|\bada(?:[\s-]compliant)?\b",
     _NO_ACCESS),
    (r"\bdiabet(?:ic|ics|es)\b|\bvegetarians?\b|\bvegans?\b|\bveggie\b|\bgluten(?:[\s-]free)?\b|\bceliac\b|\bcoeliac\b|\bhalal\b|\bkosher\b|\bdairy[\s-]free\b|\blactose\b"
     r"|\b(?:nut|peanut|shellfish|dairy|egg)\s+allerg\w+|\ballergic\s+to\s+(?:nuts?|peanuts?|tree\s+nuts?|shellfish|dairy|eggs?|gluten"
     r"|wheat|soy|milk|lactose|sesame)\b"
     r"|\b(?:can't|cannot|can\s+not|doesn't|don't)\s+(?:have|eat|tolerate)\s+(?:any\s+)?"
     r"(?:dairy|gluten|nuts|peanuts|shellfish|meat|pork|beef|eggs|wheat|soy)\b"
     r"|\bpescatarian\b|\bketo\b|\bpaleo\b|\bplant[\s-]based\b"
     r"|\blow[\s-](?:sodium|salt|fat|carbs?|sugar|cholesterol)\b|\bsugar[\s-]free\b"
     # meat ruled out ("no meat for us", "meat-free", "we don't eat pork"): a diet, no cuisine
     r"|\bno\s+(?:red\s+)?(?:meat|pork|beef)\b|\bmeat[\s-]?(?:free|less)\b"
     # ... anything said free of ("soy free", "msg-free"), left out ("no msg", "no alcohol served"), a diet's name, a
     # child's menu ("a picky eater", never one given as the reason of a request after it: "the kids are picky eaters,
     # can we get some american food"); never an allergy said alone, the reason of a rule read ("no pets, allergies")
     r"|\b(?:soy|nut|peanut|egg|shellfish|msg|wheat|sesame|corn|alcohol|sugar|grain)[\s-]free\b"
     r"|\bno\s+(?:msg|alcohol|nuts|peanuts|shellfish|eggs)\b|\bwhole\s?30\b"
     r"|\bpicky\s+eaters?\b(?!\s*,?\s*(?:so|can|could|would|we'?d|i'?d|please|pls)\b)"
     r"|\b(?:don't|doesn't|do\s+not|does\s+not)\s+eat\s+(?:red\s+)?(?:meat|pork|beef)\b", _NO_DIETS),
    # a number of bedrooms or beds ("need 3 bedrooms", "a 2 bedroom place"): the stays give a room type and the most
    # guests only
    (r"\b(?:\d|one|two|three|four|five|six)[\s-]*(?:bed(?:room)?s?|br)\b"
     r"|\b(?:a|an)\s+(?:separate|second|extra|own)\s+bedroom\b|\btheir\s+own\s+bedroom\b", _NO_BEDROOMS),
    # ("Walk To Italy", a restaurant's name capitalised for its reader, is no walk: "to" in capitals is a name's)
    # (never "go near", an aversion: "he won't go near pizza hut")
    (rf"{_NOT_WHERE_WE_ARE}\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|(?:a\s+)?(?:short\s+)?walk(?:able)?\s+(?-i:to|from)"
     # (never a visit: "stop by the river walk", "swing by the alamo" are must_see's)
     rf"|steps\s+(?:from|to)|minutes\s+from|right\s+by|{_NOT_A_VISIT}by\s+the"
     # how far a place of the town is from another ("is the airport far from the hotel?", "distance from the hotel to
     # the beach"): never between cities, whose drives the data has ("how far is the drive")
     r"|far\s+(?:away\s+)?(?:from|to)|distance\s+(?:from|to|between))\s+(?:the\s+|our\s+)?(?:"
     rf"{_PLACES_IN_TOWN}|(?-i:[A-Z])[\w'&-]+)\b"
     # "near the mountains", "somewhere near the beltline": near a thing of the town (not a time: "near the end", nor
     # one of the party: "no smoking anywhere near the kids")
     rf"|{_NOT_WHERE_WE_ARE}\b(?:near|close\s+to|next\s+to)\s+the\s+(?!(?:end|beginning|start|middle|top|bottom|last|first"
     rf"|{KIDS}|dogs?|pets?|family)\b)[a-z][\w'-]+"
     # ... its name of two words in full ("near the light rail")
     r"(?:\s+(?!(?:and|or|with|but|for|if|so|please|pls|is|are|would|no|not|too|if|in|on|at|to)\b)(?:rail|line|station|stop|"
     r"airport|terminal|district|quarter|strip|mall|market|park|center|centre|square|river|lake|beach|harbou?r|pier))?"
     # ... a place of the town in lower case ("near central park", "walking distance to lower broadway"), never an
     # amount ("close to 100 a night"); a stay by the beach ("a beach hotel")
     rf"|{_NOT_WHERE_WE_ARE}\b(?:near|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from))\s+(?:[a-z][\w'-]+\s+){{0,2}}"
     rf"{_IN_TOWN_KIND}\b"
     r"|\bwalking\s+distance\s+(?:to|of|from)\s+(?:the\s+)?[a-z][\w'-]*(?:\s+(?!(?:and|or|with|but|for|if|so)\b)[a-z][\w'-]*)?"
     r"|\bbeach(?:side|front)?\s+(?:hotels?|resorts?|stays?|condos?|rooms?)\b"
     # ... or the stay said to be on it ("can the hotel be right on the beach?", "a place located on the lake")
     r"|\b(?:be|is|located|sits?)\s+(?:right\s+|directly\s+)?on\s+the\s+(?:beach|water|ocean|lake|bay|waterfront|boardwalk)\b"
     r"|\b(?:somewhere|stay(?:ing)?|a\s+(?:place|hotel|room))\s+(?:near|close\s+to|next\s+to)\s+(?:the\s+)?[a-z][\w'-]*"
     r"(?:\s+(?!(?:and|or|with|but|for|if|so)\b)[a-z][\w'-]*)?"
     r"|\bcentral(?:ly)?\s+locat\w+|\bin\s+(?:the\s+)?(?:downtown|city\s+cent(?:er|re))\b|\bdowntown\b"
     # ... or by a part of the town ("in midtown", "east side of town", "somewhere central"; never "on the river", a
     # restaurant's name's words: "Huey's On The River"; never "heart", a keyword that would set right "hearst")
     # ... or a stay in a quarter said by name ("a french quarter hotel", "staying in the garden district")
     r"|\b[a-z][\w'-]*\s+(?:quarter|district|neighbou?rhood)\s+(?:hotels?|stays?|airbnbs?|places?|rooms?|condos?)\b"
     r"|\b(?:hotels?|stays?|airbnbs?|places?|rooms?|condos?|stay(?:ing)?)\s+in\s+the\s+[a-z][\w'-]*\s+(?:quarter|district|neighbou?rhood)\b"
     r"|\b(?:midtown|uptown)\b|\b(?:east|west|north|south)\s+side\s+of\s+(?:the\s+)?"
     r"(?:city|town)\b|\bsomewhere\s+central\b", _NO_LOCATIONS),
    (_KIDS_MENU, _NO_KIDS_MENU),
    (_PETS_MENU, _NO_PETS_MENU),
    (_STOPS, _NO_STOPS),
    (_AIRLINES, _NO_AIRLINE),
    (r"\b(?:when|if|while|on\s+(?:a|the))\s+(?:it's|it\s+is|it)\s+(?:sunny|raining|rainy|snowing|nice\s+out|warm|cold|clear)\b"
     r"|\b(?:if|when)\s+it\s+(?:rains|snows)\b|\b(?:sunny|rainy|clear|nice)\s+days?\b"
     r"|\b(?:good|nice|bad|sunny|warm|great|dry|cold)\s+weather\b"
     # ... storms, humidity, degrees, warmth ("avoid days with thunderstorms", "below 50 degrees", "warm enough to swim")
     r"|\bthunder\s*storms?\b|\bhumid(?:ity)?\b|\b\d+\s+degrees\b|\bwarm\s+enough\b"
     r"|\bweather\s+permitting\b|\bdepending\s+on\s+(?:the\s+)?weather\b", _NO_WEATHER),
    # booking: "book it for us", "make the dinner reservations", "reserve a table"
    (r"\bbook\s+(?:it|them|everything|this|that|a\s+table|tables|tickets?|the\s+\w+)\s+(?:for\s+(?:us|me)|too)\b"
     r"|\b(?:make|making|get|do)\s+(?:the\s+|a\s+|our\s+|any\s+)?(?:\w+\s+)?reservations?\b"
     r"|\breserve\s+(?:a|the|us|me)(?:\s+(?!at\b|for\b|in\b|on\b)[a-z]+){0,2}"
     # ... tickets to a thing, passes, a tour or a table booked ("tickets to the Opry", "skip the line passes", "a
     # citypass", "book a guided tour"), never a flight's ticket
     r"|(?<!\bplane\s)(?<!\bflight\s)(?<!\bair\s)(?<!\bairline\s)\btickets?\s+(?:to|for)\s+(?:the|a|an)\s+(?!flights?\b)\w+"
     r"(?:\s+(?!(?:and|or|but|please|pls)\b)\w+)?"
     r"|\bskip[\s-]the[\s-]line\b|\bcity\s?pass(?:es)?\b"
     r"|\bbook\s+(?:a|the|our)\s+(?:\w+\s+){0,2}?(?:tours?|reservations?|tables?)\b", _NO_BOOKING),
    (r"\b(?:early|late)\s+check[\s-]?(?:ins?|outs?)\b|\bcheck[\s-]?(?:in|out)\s+(?:early|late|times?)\b"
     # ... at an hour ("check in at 3pm", "check out by 10am")
     r"|\bcheck(?:ing)?[\s-]?(?:in|out)\s+(?:at|by|before|after|around|@)\s*\d{1,2}(?::\d\d)?\s*(?:am|pm)?", _NO_CHECK_IN),
    # "is there a pet fee?", "what's the security deposit?": the stays' one price a night is all the data holds
    (r"\b(?:pet|cleaning|resort|service|parking|booking|extra|hidden|guest)\s+(?:fees?|charges?|deposits?)\b"
     r"|\b(?:security\s+|damage\s+)?deposits?\b|\b(?:hotel|city|tourist|occupancy|lodging)\s+tax(?:es)?\b", _NO_FEES),
    # an amount said vaguely ("a few hundred dollars a night", "a couple hundred a night"): no cap can be read
    (r"\b(?:a\s+)?(?:few|couple(?:\s+of)?|several)\s+hundreds?(?:\s+(?:dollars|bucks))?\s*(?:/|per|a|an|each)\s*night\b",
     _NO_VAGUE_AMOUNT),
    # cheap meals said with no amount ("cheap eats", "affordable restaurants"): no cap can be read, so named, never
    # dropped in silence; with a meal's price right after it ("cheap meals, 20 tops") the meal cost reader reads the cap
    # ("a tight budget for food", "food on a budget", "meals should be cheap")
    # (one meal too: "seafood dinners, cheap lunches", "cheap breakfasts")
    (r"(?:\b(?:cheap|inexpensive|affordable|low[\s-]cost|budget[\s-]friendly)\s+(?:eats|food|meals?|restaurants?|dining"
     r"|eateries|places\s+to\s+eat|lunch(?:es)?|breakfasts?|dinners?|brunch(?:es)?)\b"
     r"|\b(?:tight|small|limited|low|strict)\s+budget\s+for\s+(?:the\s+)?(?:food|meals?|eating|dining|restaurants)\b"
     r"|\b(?:food|meals?|eating|dining)\s+on\s+a\s+(?:tight\s+|small\s+|shoestring\s+)?budget\b"
     r"|\b(?:food|meals?|restaurants|eating|dining)\s+(?:should|must|needs?\s+to|has\s+to|have\s+to)\s+be\s+(?:\w+\s+)?"
     r"(?:cheap|inexpensive|affordable|budget[\s-]friendly|low[\s-]cost)\b)"
     # (a count after it is the next wish's: "cheap eats, 1 sight a day max")
     rf"(?![,:\s]*(?:(?:like|about|around|under|max|at\s+most|~)\s*)?\$?\d{{1,2}}\b(?![\d,])"
     r"(?!\s*(?:sights?|attractions?|things|activities|days?|nights?|people|persons?|adults?|kids?|hours?|hrs?|stars?|am|pm)\b))"
     rf"{_ALLOWED_AFTER}", _NO_VAGUE_MEAL_PRICE),
    # a kind of stay ruled out ("and pls no hostels", "not a motel"): the stays have a room type only
    # (a capitalised word before it makes a name: "avoid Chicken Inn" is a restaurant)
    # ("no shared dorms" is a shared room ruled out: the room reader's)
    # ("we don't want to stay in a hostel", "we won't sleep at a motel")
    (r"\b(?:no|not(?:\s+(?:an?|in\s+an?))?|avoid(?:ing)?|without|never|hate"
     r"|(?:don['’]?t|do\s+not|won['’]?t|will\s+not)\s+(?:want\s+to\s+|wanna\s+)?(?:stay|sleep)\s+(?:in|at)\s+(?:an?|the))"
     r"\s+(?:(?!(?-i:[A-Z]))(?!shared\b)\w+\s+)?"
     r"(?:hostels?|motels?|dorms?"
     r"|dormitor(?:y|ies)|airbnbs?|b&bs?|bed\s+and\s+breakfasts?|campgrounds?|inns?)\b", _NO_STAY_KIND),
    # a meal left out ("no breakfast needed, we'll skip it", "we don't eat lunch"): every day has its meals
    # (on a day too: "no meals on day 1", "don't plan dinner the first night")
    (r"\b(?:no|skip(?:ping)?|without)\s+(?:the\s+)?(?:breakfasts?|lunch(?:es)?|dinners?|meals?)\b"
     # (never a bound on their cost: "no meals cheaper than $20", "no meals over $40")
     r"(?!\s+(?:cheaper|pricier|costlier|more|less|under|over|below|above|costing|priced|that\s+cost)\b)"
     rf"(?!\s+(?:at|in|from|spots?|places?|restaurants?|options?|included|provided)\b|{_ON_NO_DAY})"
     r"|\b(?:breakfasts?|lunch(?:es)?|dinners?)\s+(?:is\s+not|isn't|are\s+not|aren't|not)\s+needed\b"
     r"|\b(?:don'?t|do\s+not|never)\s+(?:do|need|want|eat|have|plan|book)\s+(?:the\s+|any\s+)?(?:breakfasts?|lunch(?:es)?|dinners?|meals?)\b"
     rf"(?!\s+(?:at|in|from|spots?|places?|restaurants?|options?|included|provided)\b|{_ON_NO_DAY})", _NO_MEAL_LEFT_OUT),
    # a stay's quality with no number ("a decent hotel", "the nicest hotels", "best hotel you can find", "somewhere
    # posh to stay"): never dropped; no rule holds it, but a planner can favour the best rated stays, which the chat
    # does and says (``UnreadWish.favours``); with a rating of stays read anyway ("a really nice hotel, rated 4 or more")
    # the words are that rule's (``kept_anyway``, applied by ``query.read_text``)
    # ("somewhere really nice, it's our honeymoon": said alone in its clause, where the party stays)
    (rf"\b(?:{_GOOD}\s+{_STAY}|somewhere\s+(?:really\s+|very\s+|super\s+)?{_GOOD}(?:\s+to\s+(?:sleep|stay|crash)|(?=\s*(?:[,.;!?]|$)))"
     rf"|{_STAY}\s+{_SAID_GOOD}"
     r"|(?:splurge|splash\s+out|spend\s+(?:a\s+bit\s+)?more)\s+on\s+(?:the\s+)?(?:hotels?|rooms?|stays?|lodging))\b",
     _NO_VAGUE_QUALITY),
    # a stay's price said with no amount ("cheap hotels please", "budget-friendly stays"): the lowest cost favoured;
    # never a stay turned down ("no cheap motels") nor allowed ("cheap rooms are fine but 3 stars at least")
    (rf"(?<!\bno\s)(?<!\bnot\s)(?<!\bavoid\s)\b(?:cheap|cheaper|inexpensive|affordable|budget(?:[\s-]friendly)?|low[\s-]cost"
     rf"|bargain|economical)\s+{_STAY}\b{_ALLOWED_AFTER}",
     _NO_VAGUE_STAY_PRICE),
    # the restaurants' quality with no number ("good restaurants", "the best food in town"): the same for the meals
    # (a meal said so too: "one fancy dinner", "a splurge dinner for our anniversary", "a special dinner out")
    # ("Seasons 52 for a nice dinner": what a named place is for, no wish of its own)
    # (never ruled out: "no fancy restaurants", "not too fancy food" ask for the cheap, ``caveats``)
    (rf"(?<!\bno\s)(?<!\bnot\s)(?<!\btoo\s)\b{_GOOD}\s+(?:restaurants?|food|meals?|dining|eats|eateries|places\s+to\s+eat)\b"
     rf"|(?<!\bfor\sa\s)(?<!\bfor\sour\s)\b(?:{_GOOD}|splurge|splurgy|special|celebration)\s+(?:dinners?|lunch(?:es)?"
     r"|breakfasts?|brunch(?:es)?)\b", _NO_VAGUE_FOOD),
    # a price level in dollar signs ("$$ restaurants", "restaurants in the $$ range", "a $$$ hotel"): no amount (never a
    # label of one: "$$: 900")
    # (said of a place or a range; alone after a wish it is a reason: "no art museum, $$$")
    (r"(?<![\w$])\${2,4}(?!\s*[:=-]?\s*\d)\s+(?:range|level|places?|spots?|restaurants?|hotels?|food|eats|only)\b"
     r"|\b(?:restaurants?|hotels?|food|places?|dining|eats|stays?)\s+(?:in\s+the\s+|at\s+)?\${2,4}(?![\w$]|\s*[:=-]?\s*\d)",
     _NO_PRICE_LEVEL),
    # one leg flown, the other driven: TravelPlanner's rule never mixes them (``transportation.MIXED_LEGS``)
    (MIXED_LEGS, _NO_MIXED_LEGS),
    # sights of a kind said loosely, with no name ("we'll pop into a few museums", "a beach or two", "a zoo one day"):
    # never read as one sight, never dropped in silence
    (rf"\b(?:a\s+few|some|a\s+couple(?:\s+of)?|several|a\s+bunch\s+of|lots\s+of)\s+(?:[a-z]+\s+)?{_KINDS}\b"
     # ... said for the children ("museums for the kids") or bare as a whole sentence ("museums and parks pls")
     rf"|\b{_KINDS}\s+for\s+(?:the|our|my)\s+(?:kids|children|little\s+ones|grandkids)\b"
     # ... every one of a kind wished for ("we want to see all the museums", "hit every theme park"; "skip all the
     # museums" rules them out: ``avoid_sights``), or a kind said to be a must ("theme parks are a must")
     rf"|\b(?:see|visit|do|hit|check\s+out|go\s+to|tour|want|like|love|include)\s+(?:all\s+(?:of\s+)?(?:the\s+)?|every\s+"
     rf"|each\s+of\s+the\s+)(?:[a-z]+\s+)?(?:{_KINDS}|(?:museum|park|zoo|aquarium|garden|beach|gallery)\b)"
     # (the kind in lower case, after a plain word at most: "the Harry P Leu Gardens are a must" names a sight)
     rf"|(?<![\w'’-]\s)\b(?:(?:theme|water|amusement|art|history|science|national|state|local)\s+)?(?-i:{_KINDS})\s+(?:are|r)\s+"
     r"(?:an?\s+)?(?:must|priority|top\s+priority|non[\s-]?negotiable)\b"
     rf"|(?<![^.!?;\n])\s*{_KINDS}(?:\s*(?:,|and|&|\+|or)\s*{_KINDS})*(?:\s+(?:pls|please|plz))?(?=\s*(?:[.!?;\n]|$))"
     # ... on some day or part of one ("hit the beach one afternoon", "at some point"), or for the children ("a park for
     # the kids", "a park where the kids can run around")
     r"|\ba\s+(?:museum|park|playground|beach|gallery|garden|zoo|aquarium|mission|water\s*park|waterfall)\s+(?:or\s+two"
     r"|sometime|at\s+some\s+point"
     r"|one\s+(?:day|afternoon|morning|evening)|(?:for|where)\s+the\s+(?:kids|children|little\s+ones))\b"
     r"|\bthe\s+(?:beach|park)\s+(?:one\s+(?:day|afternoon|morning|evening)|sometime|at\s+some\s+point|for\s+a\s+day)\b"
     # ... or said as the idiom for a beach day ("we'll definitely hit the beach"): no beach of the data named
     r"|\bhit(?:ting)?\s+the\s+beach(?:es)?\b",
     _NO_KIND_PROMISED),
    # a mode the sandbox lacks, said with no demand ("greyhound is fine"): named for the modes there are
    (LACKING_MODE_SAID, _NO_MODE),
    # a total of one kind over the trip ("keep food spend under 300 total", "at least 5 attractions total")
    # (never a day's: "food under 60 total per day" is named as not understood)
    (rf"\b{_MEALS}:?(?:\s+[a-z']+){{0,4}}?\s+{_AMOUNT}\s+{_TOTAL}{_NOT_THE_PARTY}(?!\s*(?:/|a|per|each)\s*day\b)"
     rf"|\btotal\s+{_MEALS}\s+(?:spend(?:ing)?|costs?|bill)\s+(?:[a-z]+\s+){{0,2}}?{_AMOUNT}"
     rf"|{_AMOUNT}\s+(?:on|for)\s+{_MEALS}\s+{_TOTAL}"
     # ... or spent on food with no other measure ("spend at most 300 on food")
     rf"|\bspend\w*\s+(?:[a-z]+\s+){{0,2}}?{_AMOUNT}\s+(?:on|for)\s+(?:the\s+|our\s+)?{_MEALS}\b"
     rf"(?!\s*(?:a|per|each|every|/)\s*(?:day|meal|person|plate|dish)\b|\s+(?:daily|each|apiece))", _NO_MEALS_TOTAL),
    # ... of a day's meals ("$50 a day on food", "food: max 40 per day for both of us")
    (rf"{_AMOUNT}\s*(?:a|per|each|every|/)\s*day\s+(?:on|for)\s+(?:the\s+|our\s+)?{_MEALS}\b"
     rf"|\b{_MEALS}:?(?:\s+[a-z']+){{0,4}}?\s+{_AMOUNT}\s*(?:(?:a|per|each|every|/)\s*day|daily)\b"
     rf"|\bspend\w*\s+(?:[a-z]+\s+){{0,2}}?{_AMOUNT}\s+(?:on|for)\s+(?:the\s+|our\s+)?{_MEALS}\s*(?:(?:a|per|each|every|/)\s*day|daily)\b",
     _NO_MEALS_A_DAY),
    # ... of the stays ("no more than 300 total for the hotel", "hotel total under 300", "spend max 300 on the hotel";
    # "300 a night for the hotel" is a night's price, read)
    (rf"\b{_STAYS}:?(?:\s+[a-z']+){{0,4}}?\s+{_AMOUNT}\s+{_TOTAL}{_NOT_THE_PARTY}"
     rf"|\b{_STAYS}\s+(?:total|overall)\s+(?:(?:should|must)\s+be\s+)?{_AMOUNT}"
     rf"|{_AMOUNT}\s+{_TOTAL}\s+(?:on|for)\s+(?:the\s+|our\s+)?{_STAYS}"
     # (a night said before it makes the amount a night's: "per night we can spend 150 on the hotel", read)
     rf"|(?:^|(?<=[.;!?,]))(?:(?!\bnights?\b|\bnightly\b)[^.;!?,]){{0,40}}?\bspend\w*\s+{_AMOUNT}\s+(?:on|for)\s+"
     rf"(?:the\s+|our\s+)?{_STAYS}\b(?!\s*(?:/|a|per|each)\s*(?:night|nite)\b)",
     _NO_STAYS_TOTAL),
    (rf"\b(?:\d+|{_COUNT_WORDS})\s+(?:attractions?|sights?|places\s+to\s+see)\b"
     rf"(?:(?!\b(?:a|per|each|every)\s+day\b|\bdaily\b)[^.;!?]){{0,25}}?{_TOTAL}"
     r"(?!\s*(?:(?:a|per|each|every)\s+day\b|daily\b))", _NO_SIGHTS_TOTAL),  # not "2 a day", "2 total per day"
    # one sight or a few said to be the only ones ("just seaworld, nothing else", "only gatorland for sights", "no other
    # sights"): every day spent in a city has a sight, so others are planned too
    (r"\b(?:just|only)\s+(?:the\s+)?(?:[\w'’&.-]+\s+){0,4}?[\w'’&.-]+\s*,\s*(?:and\s+)?nothing\s+else\b"
     r"(?!\s+(?:comes|to\s+add|i\s+can|we\s+can|matters|needed|is\s+needed|really))"
     r"|\bno\s+other\s+(?:sights?|attractions?|places\s+to\s+(?:see|visit)|sightseeing)\b"
     r"|\bonly\s+(?:[\w'’&.-]+\s+){1,5}?for\s+(?:sights|sightseeing|attractions|things\s+to\s+(?:see|do))\b"
     r"|\b(?:the\s+)?only\s+(?:sight|attraction|thing\s+(?:to\s+see|we\s+(?:want|need)\s+to\s+(?:see|do)))\b", _ONLY_SIGHTS),
    # wishes kept apart with no day said ("gatorland and seaworld but not on the same day", "on separate days")
    (r"\b(?:not|never)\s+(?:on\s+|in\s+)?the\s+same\s+day\b|\b(?:on\s+)?(?:different|separate)\s+days\b", _APART),
    # a flight picked by its place in the day ("the earliest flight out", "last flight back home", "first plane out"):
    # a window of clock times is kept, never the first or last flight of a day
    # (never one told of: "our last flight was delayed", "the last flight we took", "it's the baby's first flight",
    # "the kids threw up on the last flight")
    (r"(?<!\bour\s)(?<!\bmy\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!['’]s\s)(?<!\bon\s)(?<!\bduring\s)(?<!\bafter\s)"
     rf"(?<!\bon\sthe\s)(?<!\bduring\sthe\s)(?<!\bafter\sthe\s){PICKED_FLIGHT}"
     r"(?:\s+(?:out|back|home|there|of\s+the\s+day|in\s+the\s+(?:morning|evening)))?\b"
     r"(?!\s+(?:we|i|they)\s+(?:took|had|flew|caught|booked)\b|\s+(?:was|were|got)\b)", _FIRST_OR_LAST_FLIGHT),
    # a sight wished for by its kind with no name ("we want to see a museum", "at least one zoo", "some gardens"): the
    # plan keeps sights by name (or "the zoo" where the trip's cities have one), never one of a kind
    (rf"\b(?:see|visit|do|hit|check\s+out|go\s+to|want|like|love|need|include)\s+(?:at\s+least\s+)?(?:a|an|one|some|a\s+couple\s+of|a\s+few)"
     rf"\s+(?:(?:good|nice|great|big|local|famous|cool|fun|art|history|science)\s+)?{SIGHT_KIND}s?\b"
     # ... or a liking of the travellers' own for a kind, or a kind said as what the trip is for ("we love theme
     # parks", "big on museums", "we're going mainly for the beaches"; a taste of one of the party, "kids love zoos", is
     # talk; one disliked, "we don't love museums", the avoid readers')
     r"|(?:\b(?:we|i)(?:['’]re|\s+are|['’]m|\s+am)?\s+|^|(?<=[.,;!?])\s*)(?:really\s+|totally\s+|so\s+)?"
     r"(?:love|like|enjoy|adore|into|big\s+on|fans?\s+of)\s+"
     rf"(?:all\s+)?(?:the\s+)?(?:(?:good|nice|great|big|local|famous|cool|fun|art|history|science)\s+)?(?:{SIGHT_KIND}s|{PLURAL_KINDS})\b"
     rf"|\b(?:going|here|coming)\s+(?:\w+\s+)?for\s+(?:all\s+)?(?:the\s+)?(?:{SIGHT_KIND}s|{PLURAL_KINDS})\b", _A_KIND_OF_SIGHT),
    # ... or asked for, where no room type says it ("glamping instead of a hotel", "a yurt", "a houseboat")
    (r"\b(?:glamping|campsites?|campgrounds?|yurts?|tree\s?houses?|house\s?boats?|rv\s+parks?|farm\s?stays?)\b",
     _NO_STAY_KIND),
))
# ... seats, bags, points, rental cars, a place's style, a stay's services, people's services, events, delivery
_CANNOT += tuple((lazy_compile(p, re.IGNORECASE), reason) for p, reason in KINDS)
# ... a least a meal must cost ("a nice dinner, like $60+ per person"): never read as a most (``meal_cost``)
_CANNOT += ((MEAL_MINIMUM, _NO_MEAL_MINIMUM),)
# The budget said to be soft ("budget is flexible if it's worth it", "we can stretch the budget", "$2,500, but it's a
# flexible budget", "$2,000 to spend, though that's flexible"): the plan keeps it as a limit, so it is named. Looked for
# apart from the readers' spans: the budget's own words are the budget reader's, and the softness is said in them.
_SOFT_FLEX = (r"(?:flexible|negotiable|soft)\b(?!\s+(?:on\s+(?:the\s+)?)?(?:dates?|days?|schedule|times?|timing|itinerary|plans?"
              r"|hours?)\b)")
_SOFT_BUDGET = lazy_compile(
    rf"\bbudget(?:'s|\s+is|\s+are)?\s+(?:\w+\s+){{0,2}}?(?:{_SOFT_FLEX}|not\s+(?:fixed|strict|firm))"
    r"|\b(?:flexible|soft|negotiable|loose)\s+budget\b|\bstretch\s+(?:the\s+|our\s+|my\s+)?budget\b|\(\s*negotiable\s*\)"
    # ... said after the amount or the budget, in its sentence: "budget $3000 but it's flexible", "2500 (flexible)"
    rf"|(?:\bbudget\b|\$\s?\d|\d\s*(?:dollars|bucks|usd|k)\b|\d,\d{{3}}\b)[^.;!?]{{0,50}}?"
    rf"(?:\(\s*|\b(?:it['’]s|it\s+is|that['’]s|that\s+is|which\s+is|but|though|somewhat|fairly|pretty|a\s+bit|kinda"
    rf"|slightly)\s+(?:\w+\s+)?){_SOFT_FLEX}"
    r"|(?:\bbudget\b|\$\s?\d|\d\s*(?:dollars|bucks|usd|k)\b|\d,\d{3}\b)[^.;!?]{0,50}?"
    r"(?:\b(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+(?:\w+\s+)?flexible\s+(?:on|with|about)\s+(?:that|it)\b"
    r"|\b(?:can|could)\s+go\s+(?:a\s+(?:little|bit)\s+|slightly\s+)?over\b)"
    # ... or of the money, with no amount before: "we're flexible on money but would like to stay under 2000"
    r"|\b(?:we['’]re|we\s+are|i['’]m|i\s+am)\s+(?:\w+\s+)?flexible\s+(?:on|with|about)\s+(?:the\s+)?(?:money|price|cost"
    r"|spending|budget)\b", re.IGNORECASE)


def _soft_budgets(text: str) -> list[tuple[int, int]]:
    """Where the text says its budget is soft (``_SOFT_BUDGET``)."""
    return [m.span() for m in _SOFT_BUDGET.finditer(text)]


def _soft_phrase(text: str, start: int, end: int) -> str:
    """A soft budget's words from its own part of the clause ("budget is flexible", "$3000 but it's flexible"), never
    the dates and the count said before it in one run of commas ("march 10-12, 2 people, budget flexible")."""
    before = text[_phrase_start(text, start):start].split(", ")[-1]
    return " ".join([*before.split(), text[start:end]]).strip(" ,")
KIDS_MENU_RE = lazy_compile(_KIDS_MENU, re.IGNORECASE)
# "we don't need parking", "a pool is not important": the mention asks for nothing.
# (never in a clause describing the thing wished for: "a place that doesn't need a deposit" asks for one without)
_WAIVED_BEFORE = lazy_compile(r"(?<!\bthat\s)(?<!\bwhich\s)(?<!\bwhere\s)"
                              r"\b(?:don't|do\s+not|doesn't|does\s+not|no)\s+(?:need|care\s+about|mind)\s+(?:for\s+)?(?:an?\s+|the\s+"
                              r"|any\s+)?(?:\w+\s+)?$"
                              # ... or had already ("we already bought travel insurance"): told, asking nothing of the plan
                              r"|\balready\s+(?:have|has|had|got|bought|booked|purchased|arranged|sorted|reserved)\s+"
                              r"(?:(?:an?|the|our|my|some|his|her|their)\s+)?(?:\w+\s+)?$"
                              # ... or denied ("I have no allergies"), or a taste denied ("we aren't big concert people")
                              r"|\b(?:have|has|with)\s+no\s+(?:\w+\s+)?$"
                              r"|(?:\bnot|n['’]t)\s+(?:really\s+)?(?:big|huge|much\s+of)\s+(?:on\s+)?(?:\w+\s+)?$",
                              re.IGNORECASE)
# Weather hoped for ("fingers crossed for good weather", "hoping for sunny days"): talk, as ``clause_talk`` reads it
_HOPED_BEFORE = lazy_compile(r"\b(?:hope|hoping|hopefully|fingers\s+crossed|pray(?:ing)?)\b(?:\s+(?:for|that|we\s+get|it\s+stays))?"
                             r"\s+(?:some\s+|the\s+)?$", re.IGNORECASE)
# The one a clause is about does not come along: "..., but he's not coming", "... (she isn't joining us)".
# ... or with relief ("..., thank god he's not coming", "good thing she isn't joining")
_NOT_COMING_AFTER = (r"^[^.!?;]{0,12}?\b(?:but|thank\s+god|good\s+thing|luckily|thankfully|since)\s+"
                     r"(?:he|she|they)(?:['’]s|['’]re|\s+is|\s+are|\s+will)?\s*(?:not|n't|isn't|aren't"
                     r"|won't)\s+(?:be\s+)?(?:coming|joining|travel\w*|going)\b")
_WAIVED_AFTER = lazy_compile(r"^\s*(?:is|are)\s+(?:not|n't)\s+(?:needed|necessary|required|important)|^\s*(?:doesn't|does\s+not)\s+matter"
                             # said of one who does not come along ("my sister is vegetarian lol but she's not coming")
                             rf"|{_NOT_COMING_AFTER}"
                             r"|^\s*(?:is|are)\s+optional"
                             # ... or of others, not cared for by the party ("my parents always get a view, we don't care")
                             r"|^[^.!?;]{0,12}?,\s*(?:but\s+)?(?:we|i)\s+(?:don['’]?t|do\s+not)\s+care\b", re.IGNORECASE)
NOT_COMING = lazy_compile(_NOT_COMING_AFTER, re.IGNORECASE)


# A body's state told as what happened still holds on the trip ("i just had knee surgery", "my husband had a knee
# replacement"): named, never waived as a story
_LASTING = _NO_ACCESS.split("{wish}")[0]


def _lasting(wish: UnreadWish) -> bool:
    """Whether ``wish`` is named for what the body can do (accessibility), which a story told still asks of."""
    return wish.reason.startswith(_LASTING)


def told_waived(text: str, found: list[tuple[int, int, UnreadWish]],
          waived: list[tuple[int, int]]) -> tuple[list[tuple[int, int, UnreadWish]], list[tuple[int, int]]]:
    """The mentions of what the data cannot say, less those in a clause that tells what happened and asks nothing
    (``clause_form.is_statement``: "We won a little money in the office pool", "we met at a concert"): those join the
    waived ones, their clause talk. Each mention's clause is found by bisection over the clauses' starts (linear)."""
    if not found:
        return found, waived
    clauses = clauses_of(text)
    starts = [s for s, _ in clauses]
    told: dict[int, bool] = {}  # per clause, judged once: many mentions in one long clause stay linear
    kept = []
    for start, end, wish in found:
        at = bisect_left(starts, start + 1) - 1
        if at >= 0 and clauses[at][1] >= end and not _lasting(wish) and told.setdefault(
                at, is_statement(text[clauses[at][0]:clauses[at][1]].strip(" ,"))):
            waived.append((start, end))
        else:
            kept.append((start, end, wish))
    return kept, waived


def cannot_say(text: str, places: Spans,
                names: Spans = ()) -> tuple[list[tuple[int, int, UnreadWish]], list[tuple[int, int]]]:
    """The mentions of what the data cannot say, and those waived ("we don't need parking": their clause asks nothing).
    A mention inside a longer name a reader took (``names``: "Kitchen King for dinner") is a word of that name."""
    found, waived = [], []
    said: list[tuple[int, int, int, str]] = []  # each mention kept: its span, where its phrase ends, its reason
    past = past_told_spans(text)  # "the rental car last time smelled like smoke": a story, no wish
    for pattern, reason in _CANNOT:
        for m in literal_guard.finditer(pattern, text):  # most texts lack most kinds' words
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
            if reason == NO_EVENTS and any(s < end and start < e for s, e in names):
                continue  # "a wrigley field tour": a tour of a sight read, no event
            if _waived(text, start, end) or reason == _NO_WEATHER and _HOPED_BEFORE.search(text, max(0, start - 40), start):
                waived.append((start, end))
                continue
            said_to = _TO_WHERE.match(text, end) if reason == _NO_MODE and _LEG_OPEN.search(text, start, end) else None
            # ... and a city's share names its city ("more time in" + "San Francisco")
            city = next((e for s, e in places if s == end), end) if reason == NO_CITY_NIGHTS else end
            if reason == _NO_VAGUE_QUALITY and ratings.meals_place(text, start, m.group(0).split()[0]):
                reason = _NO_VAGUE_FOOD  # "dinner somewhere nice": the meal's place, no stay
            said.append((start, end, said_to.end() if said_to else city, reason))
    for start, end, phrase_end, reason in said:
        # a phrase never reaches back over another kind's mention ("I'm vegan and need wifi": "need wifi")
        floor = max((e for s, e, _, other in said if e <= start and other != reason), default=0)
        found.append((start, end, _named(_phrase(text, start, phrase_end, floor), reason)))
    found = _once(text, found)
    for start, end, name in unlabelled_cuisines(text, places):
        if any(s <= start and end <= e for s, e in past):  # "I got food poisoning from sushi once"
            continue
        reason = f"the data has no {name} label, so {{wish}} cannot be checked"
        found.append((start, end, _named(_phrase(text, start, end), reason)))
    found += [(start, end, _named(_phrase(text, start, end), reason)) for start, end, reason in _days_unkept(text, places)]
    found += _once(text, [(start, end, _named(_phrase(text, start, end), _NO_TAXI_BAN))  # "no uber or lyft": once
                          for start, end in taxi_bans(text) if not any(s <= start and end <= e for s, e in past)])
    found += [(start, end, _named(_soft_phrase(text, start, end), _NO_SOFT_BUDGET))
              for start, end in _soft_budgets(text) if not any(s <= start and end <= e for s, e in past)]
    return found, waived


# A day given to a sight or a restaurant ("see SeaWorld on the 2nd day", "dinner at Tashan on day 1"): what is asked
# is planned on some day of the trip, so the day is named, never dropped in silence. A day said of flights, of the
# driving or of a pace is their readers' (a part with such a word, or a reader's span).
# ... or its night or weekday, of a food ("seafood on the first night and bbq on the last night", "italian on friday",
# "mexican on saturday night": that day's meals)
_DAY_OF_A_THING = lazy_compile(r"\bon\s+(?:the\s+|our\s+)?(?:first|second|third|fourth|fifth|sixth|seventh|1st|2nd|3rd|[4-7]th|last|final)"
                               r"\s+(?:day|(?P<night>night))\b|\bon\s+day\s+(?:\d{1,2}|one|two|three|four|five|six|seven)\b"
                               r"|\bon\s+(?P<weekday>(?:mon|tues|wednes|thurs|fri|satur|sun)day)(?:\s+(?:night|evening|morning))?\b"
                               # ... or counted from a day said in no reader's words ("the day after that, gatorland" with
                               # no day said before it: ``relative_days`` writes one said after a day as its number)
                               r"|(?P<counted>\b(?:the\s+)?(?:next|following)\s+(?:day|night|evening)\b"
                               r"|\bthe\s+(?:day|night|evening)\s+(?:after|before)(?:\s+that)?\b"
                               r"(?!\s+(?:we|i|you|tomorrow)\b))",
                               re.IGNORECASE)
_PART_OF_DAY = lazy_compile(r"[,;.!?]|\s(?:and|plus|but|&)\s", re.IGNORECASE)
_DAY_KEPT = lazy_compile(r"\b(?:fl(?:y|ies|ying|ights?)|planes?|land\w*|arriv\w*|leav\w*|depart\w*|driv\w*|home|back|am|pm|noon"
                         r"|morning|afternoon|evening|night|sights?|stops?|attractions?|things?|activit\w+|max|slow|busy|packed"
                         r"|full|chill|relaxed|easy|light|lazy|free|rest|nothing|check\w*|hotel|stay\w*|budget|\d+\s*(?:am|pm)"
                         # ... a time asked of travel ("what time do we get in on day 1")
                         r"|time|get\s+(?:in|there|back|home)"
                         # ... a meal left out, named as such ("no meals on day 1": ``_NO_MEAL_LEFT_OUT``)
                         r"|(?:no|skip\w*|without)\s+(?:the\s+|any\s+)?(?:breakfasts?|lunch(?:es)?|dinners?|meals?))\b",
                         re.IGNORECASE)
_DAY_REASON = ("{wish}: said this way, what is asked is planned on some day of the trip, not on a given day (a day is kept "
               "for a food or a sight wished for on it: 'italian on day 2', 'we want to see SeaWorld on day 2')")
_DAY_BEFORE_TOLD = lazy_compile(r"\b(?:same|ate|eaten|went|did|had|was|were|visited|saw|seen|been|again)\b", re.IGNORECASE)
_COUNTED_REASON = ("{wish}: no day is said before it to count from, so the day is not kept; say the day itself, e.g. 'on "
                   "day 3'")


def _days_unkept(text: str, places: Spans) -> list[tuple[int, int, str]]:
    """The days said of a sight or a restaurant (``_DAY_OF_A_THING``), outside every reader's span, with why."""
    found = []
    for m in _DAY_OF_A_THING.finditer(text):
        if any(s < m.end() and m.start() < e for s, e in places):
            continue
        start = max((b.end() for b in _PART_OF_DAY.finditer(text, max(0, m.start() - 80), m.start())), default=0)
        stop = _PART_OF_DAY.search(text, m.end())
        end = stop.start() if stop else len(text)  # (the day's own words aside: "on the first night" is no night's time)
        if (m.group("night") or m.group("weekday")) and not A_CUISINE.search(text, start, m.start()):
            continue  # "we'll be late on the first night", "no flights on friday": no food said of that day
        if m.group("counted") and _DAY_BEFORE_TOLD.search(text, start, m.start()):
            continue  # "not the same place we ate the day before": a day of the stay told, no day of a wish
        if not _DAY_KEPT.search(text, start, m.start()) and not _DAY_KEPT.search(text, m.end(), max(end, m.end())):
            found.append((m.start(), m.end(), _COUNTED_REASON if m.group("counted") else _DAY_REASON))
    return found


# A leg by a mode the data lacks is named with where it goes, said closing its clause ("a ferry to key west", "ferry to
# bainbridge"): the place may be one the data lacks too
_LEG_OPEN = lazy_compile(r"\b(?:to|from|between)$", re.IGNORECASE)
_TO_WHERE = lazy_compile(r"\s+(?:the\s+)?[A-Za-z][\w'’.-]*(?:\s+[A-Za-z][\w'’.-]*)?(?=\s*(?:[,;!?]|\.(?:\s|$)|$))")


def _once(text: str, found: list[tuple[int, int, UnreadWish]]) -> list[tuple[int, int, UnreadWish]]:
    """The mentions named once: two for one reason whose phrases overlap ("a hotel with a gym and a hot tub", "nonstop
    pls, no layovers") are one wish, named by the words of both, never twice with a part of one in the other."""
    merged: list[tuple[int, int, UnreadWish]] = []
    for start, end, wish in sorted(found, key=lambda item: item[0]):
        if merged and _same_reason(merged[-1][2], wish) and _phrase_start(text, start) < merged[-1][1]:
            first, _end, named = merged[-1]
            phrase = " ".join(text[_phrase_start(text, first):end].split()).strip(" ,")
            merged[-1] = (first, end, _named(phrase, named.reason.replace(repr(named.wish), "{wish}")))
            continue
        merged.append((start, end, wish))
    return merged


def _same_reason(one: UnreadWish, other: UnreadWish) -> bool:
    return one.reason.replace(repr(one.wish), "") == other.reason.replace(repr(other.wish), "")


def _named(wish: str, reason: str) -> UnreadWish:
    favours = _VAGUE[reason][0] if reason in _VAGUE else None
    return UnreadWish(wish=wish, reason=reason.format(wish=repr(wish)), favours=favours)


def _waived(text: str, start: int, end: int) -> bool:
    return bool(_WAIVED_BEFORE.search(text[max(0, start - 40):start]) or _WAIVED_AFTER.match(text[end:end + 40]))


# A word of the request's own fields before a mention ("2 ppl, $1400, no taxis"): an amount, a date, a party
_FIELD_WORD = lazy_compile(r"[\d$€£]|^(?:ppl|people|persons?|adults?|travell?ers|guests|us|pax|kids|children|solo|me|guys|girls"
                           r"|friends|total|bucks|dollars|usd),$",
                           re.IGNORECASE)


_OPENS_NOTHING = frozenset("of to for with at in on from by".split())  # a quote's first word is never one of these


def _before(text: str, start: int, floor: int = 0) -> list[re.Match[str]]:
    """Up to four words before a mention in its clause and after ``floor``, none of the request's fields before it ("2
    ppl, $1400, no taxis" names "no taxis"); after a ``floor``, none before a joining word ("and need wifi": "need
    wifi")."""
    clause_start = max((m.end() for m in CLAUSE_BREAK.finditer(text, max(0, start - 60), start)), default=max(0, start - 60))
    clause_start = max(clause_start, floor)
    words = list(re.finditer(r"\S+", text[clause_start:start]))
    before = words[-4:]
    if len(words) > 4 and before[0].group(0).lower() in _OPENS_NOTHING:  # "one of the kids is allergic", not "of the ..."
        before = words[-5:]
    fields = [i for i, word in enumerate(before) if _FIELD_WORD.search(word.group(0))]
    before = before[fields[-1] + 1:] if fields else before
    # a list of refusals: the last one only ("no red eyes, no hostels" names "no hostels", the red-eyes being read)
    nexts = [word.group(0) for word in before[1:]] + [(text[start:start + 12].split() or [""])[0]]
    items = [i + 1 for i, word in enumerate(before) if word.group(0).endswith(",") and _REFUSAL.fullmatch(nexts[i])]
    before = before[items[-1]:] if items else before
    if floor and floor == clause_start:  # after another kind's mention: from the last joining word ("vegetarian food
        joins = [i for i, word in enumerate(before) if _JOINING.match(word.group(0))]  # and free parking")
        before = before[joins[-1] + 1:] if joins else before
    return before


_JOINING = lazy_compile(r"(?:and|&|plus|but|also|or|,)$", re.IGNORECASE)
_REFUSAL = lazy_compile(r"(?:no|nothing|not|never|without)$", re.IGNORECASE)


def _phrase(text: str, start: int, end: int, floor: int = 0) -> str:
    """The words of a mention with up to four words before it in its clause ("a hotel with a pool"), none before
    ``floor``."""
    return " ".join([*(m.group(0) for m in _before(text, start, floor)), text[start:end]]).strip(" ,")


def _phrase_start(text: str, start: int) -> int:
    """Where ``_phrase`` of a mention at ``start`` begins: up to four words before it in its clause."""
    clause_start = max((m.end() for m in CLAUSE_BREAK.finditer(text, max(0, start - 60), start)), default=max(0, start - 60))
    before = _before(text, start)
    return clause_start + before[0].start() if before else start


# A quality or price said with no number, by the reason it is named for: what it asks a plan to favour
# (``UnreadWish.favours``), and the rules (``LocalConstraint``'s fields) that hold it when a reader reads one all the same
_VAGUE: dict[str, tuple[Favoured, tuple[str, ...]]] = {
    _NO_VAGUE_QUALITY: ("hotels", ("min_stay_rating",)),
    _NO_VAGUE_FOOD: ("restaurants", ("min_rating",)),
    _NO_VAGUE_STAY_PRICE: ("cheapest", ("max_night_price", "max_night_price_per_person")),
    _NO_VAGUE_MEAL_PRICE: ("cheapest", ("max_meal_cost",)),
}


def kept_anyway(wish: UnreadWish, local: LocalConstraint) -> bool:
    """Whether ``wish`` says a part good or cheap with no number while a rule of that part is read all the same ("good
    restaurants too (4 and up)", "cheap hotel (under $80/night)"): the words are that rule's, nothing is left unread. A
    sight said to be the only one is such a wish only beside a sight asked for ("just pets, nothing else" leaves out no
    sight)."""
    if wish.reason == _ONLY_SIGHTS.format(wish=repr(wish.wish)):  # "just pets, nothing else": no sight asked, no sight left out
        return not (local.must_see or local.sight_days)
    return any(getattr(local, field) is not None for reason, (_favours, fields) in _VAGUE.items()
               if wish.reason == reason.format(wish=repr(wish.wish)) for field in fields)


def about_a_kind(wish: UnreadWish) -> bool:
    """Whether ``wish`` is named for a sight asked by its kind alone ("we want to see a museum": ``_A_KIND_OF_SIGHT``):
    the chat lists the trip's sights of that kind beside it."""
    return wish.reason.endswith(_A_KIND_OF_SIGHT.split("{wish}", 1)[1])


def about_a_diet(wish: UnreadWish) -> bool:
    """Whether ``wish`` is named for a diet, which the restaurants have no label for (``_NO_DIETS``): the chat keeps a
    diet said as the reason for a cuisine apart from the cuisine it asks for."""
    return wish.reason.startswith(_NO_DIETS.split("{wish}", 1)[0])
