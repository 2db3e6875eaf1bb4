"""Kinds of wish the sandbox has no column for, beyond those ``parsing.unread`` names itself (issue 38: named, never
silent): each a pattern of its mentions and the reason given ("the flights table has no seats or cabins, so 'window
seats please' cannot be checked").

The flights table holds a flight's number, price, times, duration and airports; the stays a price, room type, house
rules, minimum nights, occupancy and rating; the restaurants cuisines, an average cost and a rating; the drives a time
and a cost. So a seat, a bag, a points programme, a rental car's make, a stay's style or atmosphere, a service of the
place (room service, a shuttle), an event on a date, or a service of a person (a guide, a babysitter) is never in it.
Each mention is named wherever it stands, as the other kinds are (``cannot_say.cannot_say``), unless waived ("we don't
need a shuttle").
"""

from __future__ import annotations

from himap_travel.domain.text.words import IN_TOWN_RIDE

__all__ = ["CITY_SHARE_BOUND", "GUIDED_TOUR", "KINDS", "NO_CITY_NIGHTS", "NO_EVENTS"]

# A guided outing said with its article, its kind before it ("a storm chasing tour", "some ghost tours"): never the trip
# itself, a length or a size first ("a three-day tour", "a quick city tour", "a whole-state tour"), nor a tour of a place
# said after it ("a wine tour in napa", "a guided tour of the city": the place's readers name it)
GUIDED_TOUR = (r"(?:an?|some)\s+(?!(?:[\w-]*(?:day|week|night|city|cities|state|road|trip)[\w-]*|\d[\w-]*|whole|grand|little|short"
               r"|long|quick|big|full|multi)\s)(?:[a-z-]+\s+){1,2}tours?\b(?!\s+(?:in|of|at|around|through|to|on)\b)")

_NO_SEATS = "the flights table has no seats or cabins (one price a person), so {wish} cannot be checked"
_NO_BAGS = "the flights table has no baggage allowances or fees, so {wish} cannot be checked"
_NO_LOYALTY = "the data has no loyalty programmes, points, miles or lounges, so {wish} cannot be used"
_NO_RENTAL = "the data has the time and cost of a drive but no rental companies or cars, so {wish} cannot be checked"
_NO_STYLE = "the data has no descriptions of a place's style or atmosphere, so {wish} cannot be checked"
_NO_SERVICES = "the data has no services of a stay (only its room type, rules and price), so {wish} cannot be checked"
_NO_PEOPLE = "the planner books nothing and the data has no services of people (guides, drivers, sitters), so {wish} " \
             "cannot be arranged"
NO_EVENTS = "the data has no events or their dates (only attractions), so {wish} cannot be planned"
_NO_NEARBY = "the data has no addresses or distances inside a city, so {wish} cannot be checked"
_NO_ROOM_COUNT = ("a plan takes one stay a city for the whole party (its occupancy decides how many of it are booked), so "
                  "{wish} cannot be kept")
_NO_MINIMUM_ASKED = ("a plan books each stay for at least its minimum nights, but no rule picks stays by their minimum, "
                     "so {wish} cannot be kept")
_BOUNDED_NIGHTS = (r"\b(?:at\s+least|at\s+most|(?:no\s+)?(?:more|less|fewer)\s+than|minimum(?:\s+of)?|max(?:imum)?(?:\s+of)?"
                   r"|up\s+to)\s+(?:\d+|one|two|three|four|five|six|a\s+couple\s+of)\s+(?:nights?|nites?|days?)\b")
# A bound said after a count of nights in a place ("2 nights in sf at least"): a city's share, never the trip's length
CITY_SHARE_BOUND = r"(?:at\s+(?:least|most)|max(?:imum)?|min(?:imum)?|tops|or\s+(?:more|less|fewer)|minimum|maximum)\b"
NO_CITY_NIGHTS = "a plan shares the days out among its cities by itself (no rule sets one city's nights), so {wish} cannot be kept"
_NO_DELIVERY = "the planner gives its plan here only (it sends, books and files nothing), so {wish} cannot be done"
_NO_HOURS = "the data has no opening hours of a restaurant or a sight, so {wish} cannot be checked"
_NO_ONE_WAY = "a plan always ends back where it starts (every trip is a round trip), so {wish} cannot be kept"
_NO_BEDS = "the data has a stay's room type but no beds or room layouts, so {wish} cannot be checked"
_NO_TERMS = "the data has a stay's price a night only (no deposits, fees, check-in times or cancellation terms), so " \
            "{wish} cannot be checked"
_NO_BRANDS = "the data has each stay's own name but no hotel brands or chains, so {wish} cannot be checked"
_NO_ON_BOARD = "the flights table has no airlines, cabin services or layovers (a flight number, times and a price), " \
               "so {wish} cannot be checked"
_NO_KINDS_OF_SIGHT = "the attractions have a name and a city only (no kind of activity, effort, crowds or who they " \
                     "suit), so {wish} cannot be checked"
_NO_HEALTH = "the data says nothing of health (no altitude, motion or effort of a place or a trip), so {wish} cannot " \
             "be checked"
# A limit of travel's legs, which a sickness from travel is the reason of ("no drives over 3 hours, i get carsick"; "my
# son gets carsick on long drives" states none: named)
_TRAVEL_SAID = r"\b(?:\d+(?:\.\d+)?\s*(?:hours?|hrs?|h)\b|(?:an?|one|two|three|four|five|six)\s+hours?\b)"
_TRAVEL_UNSAID = rf"(?:^|(?<=[.!?;\n]))(?:(?!{_TRAVEL_SAID})[^.!?;\n])*?"
_NO_OWNERS = "the data has no owners, values or crowds of a place, so {wish} cannot be checked"
_NO_GEOGRAPHY = ("the data has no geography of a city (no coast, mountains, size or climate: a name and a state), so "
                 "{wish} cannot be checked")
_NO_SAFETY = "the data has no crime or safety figures of a place or an area, so {wish} cannot be checked"
_NO_REVIEWS = "the data has a rating of each place but none of its reviews' words or photos, so {wish} cannot be checked"
_NO_NOISE = "the data has no noise levels of a place, a room or its floor, so {wish} cannot be checked"
_NO_CLEAN = "the data has no cleanliness or hygiene of a place (a rating only), so {wish} cannot be checked"
_NO_IN_TOWN = ("the data has travel between cities only (flights, drives and taxis), none inside a city, so {wish} cannot "
               "be planned")
_NO_TABLE_SERVICES = "the restaurants have cuisines, an average cost and a rating only (no menus or table services), " \
                     "so {wish} cannot be checked"

KINDS: tuple[tuple[str, str], ...] = (
    (r"\b(?:window|aisle|middle|exit[\s-]row|bulkhead)\s+seats?\b|\bexit\s+rows?\b|\b(?:seats?|sit)\s+together\b"
     r"|\blegroom\b|\b(?:first|business|economy)[\s-]class\b|\bpremium\s+economy\b|\bseat\s+(?:selection|upgrades?)\b"
     # ... other cabins, an upgrade, where on the plane ("comfort plus", "upgrade us to business", "seats up front")
     r"|\b(?:comfort|economy)\s+plus\b|\bmain\s+cabin\b|\bupgrad\w*\s+(?:us\s+|me\s+)?to\s+(?:business|first|premium)\b"
     r"|\bseats?\s+(?:in|at|near)\s+the\s+(?:front|back|rear)\b|\b(?:its|his|her)\s+own\s+seat\b",
     _NO_SEATS),
    (r"\b(?:suitcases?|luggage|baggage|carry[\s-]?ons?|(?:checked|check[\s-]?in|checking)\s+bags?|golf\s+clubs|skis"
     r"|snowboards?|surfboards?|(?:camera|ski|dive|scuba|camping|fishing|climbing)\s+(?:gear|equipment)"
     r"|check\s+(?:a|our|my|the|two|three)\s+(?:bikes?|bags?|strollers?)"
     # something carried onto the plane ("we'll be carrying a wedding dress on board")
     r"|(?:carry\w*|bring\w*|tak(?:e|ing))\s+(?:[\w'’-]+\s+){1,4}on\s*(?:board|the\s+(?:plane|flight)))\b", _NO_BAGS),
    (r"\b(?:hilton|marriott|hyatt|ihg|wyndham|bonvoy|reward|rewards|loyalty|hotel|credit[\s-]card|amex|chase"
     r"|airline|frequent[\s-]flyer)\s+(?:points|status|honors|members?(?:hip)?|programs?|programmes?|perks)\b"
     r"|\b(?:earn\w*|use|redeem\w*|collect\w*)\s+(?:our\s+|my\s+|some\s+)?(?:\w+\s+)?(?:points|miles|skymiles)\b"
     r"|\b(?:companion\s+pass|lounge\s+access|airport\s+lounges?|elite\s+status|skymiles|mileage\s+plus"
     r"|(?:i|we)\s+have\s+status)\b"
     # ... by a programme's name or a tier ("AAdvantage miles", "my Bonvoy account", "Platinum with Hilton")
     r"|\b(?:aadvantage|bonvoy|mileage\s?plus|rapid\s+rewards|world\s+of\s+hyatt)\b"
     # (a tier said by a rare word only: "gold" and "silver" would set right a name's slip, "Goldy's" read "Gold's")
     r"|\b(?:platinum|diamond)\s+(?:with|member|status|elite)\b|\bmiles\s+to\s+(?:burn|use|spend)\b",
     _NO_LOYALTY),
    # ... not a car ruled out ("no rental car" bans self-driving, which the data can keep)
    (r"(?<!\bno\s)(?<!\bwithout\s)(?<!\bnot\sa\s)\b(?:rental\s+cars?|car\s+rentals?|(?:suv|minivan|van|convertible|electric|ev|hybrid|jeep|luxury|compact)"
     r"\s+(?:rental|rental\s+car|car\s+rental)s?|hertz|avis|enterprise\s+(?:rental|car)s?|an\s+enterprise\b"
     r"|unlimited\s+(?:miles|mileage)|(?:rent|renting)\s+(?:a|an)\s+(?:convertible|suv|minivan|jeep|tesla)"
     # how the car drives and what it holds ("an automatic, I can't drive stick", "a car with a child seat")
     r"|(?:automatic|manual)\s+(?:transmission|cars?)|stick[\s-]?shift|drive\s+(?:a\s+)?(?:stick|manual)"
     # ... never the party's own, told in passing ("we're driving, car seat and all")
     r"|(?:child|car|booster|baby)\s+seats?(?!\s+and\s+all\b))\b",
     _NO_RENTAL),
    # (never a reason judging the wish before it: "french food one evening, it's romantic", "how romantic")
    (r"(?<!\bit's\s)(?<!\bit’s\s)(?<!\bit\sis\s)(?<!\bhow\s)\bromantic\b(?!\s+(?:getaway|trip|weekend|vacation|holiday|escape|break))|\bcharming\b|\bboutique\b|\bquaint\b"
     r"|\bupscale\b|\binstagram\w*|\btrendy\b|\bhip\s+(?:hotel|place|spot|area|bar|restaurant)s?\b|\bwith\s+character\b"
     r"|\bnot\s+a\s+chain\b|\bno\s+chains?\b|\bchain\s+(?:hotels?|restaurants?)\b|\bcandle[\s-]?lit\b"
     r"|\bluxur(?:y|ious)\s+(?:resort|hotel|stay|vibe|feel|place|spa)s?\b|\b(?:good|great|nice|fun|lively)\s+"
     r"(?:bar\s+scene|vibes?|atmosphere|ambiance|ambience)\b", _NO_STYLE),
    (r"\broom\s+service\b|\b(?:free\s+|airport\s+|hotel\s+)?shuttles?\b|\bconcierge\b|\bmini[\s-]?bars?\b|\b(?:mini[\s-]?)?fridge\b"
     r"|\bmicrowave\b|\bcoffee\s+(?:maker|machine)\b|\bbath\s?tubs?\b|\b(?:blackout|dark|darkening|thick|heavy)\s+(?:curtains|blinds|shades)\b"
     r"|\b(?:rooftop\s+)?terraces?\b|\bpatio\b|\b(?:a|an|the|own|gas|charcoal)\s+grill\b(?!\s+(?:restaurant|house|bar))|\bhousekeeping\b"
     r"|\bdesk\s+in\s+the\s+room\b|\bironing\s+board\b|\bhair\s?dryer\b|\bplay\s?(?:areas?|rooms?)\b"
     # a stay's playground; "no playgrounds" alone is the sights' (a park of the data may be one)
     r"|\b(?:with|has|have|having)\s+(?:an?\s+)?(?:kids['’]?\s+)?playgrounds?\b"
     r"|\bkids['’]?\s+clubs?\b"
     r"|\b(?:hold|store|keep|watch)\s+(?:our|my|the)\s+(?:bags|luggage|suitcases)\b"
     r"|\bsound\s+systems?\b|\b(?:a|an\s+in-room)\s+safe\s+in\s+the\s+room\b|\bin-room\s+safe\b|\bsteam\s+rooms?\b"
     r"|\bvalet\b|\bbusiness\s+cent(?:er|re)\b|\bdog\s+beds?\b|\b(?:dog|pet|water|food)\s+bowls\b|\bprinters?\b|\bgrooming\b|\bprayer\s+(?:rooms?|spaces?)\b|\bice\s+machines?\b"
     # quiet said as the reason for a stay ("we're light sleepers": a quiet room itself is unread's, no reader's)
     r"|\blight\s+sleepers?\b", _NO_SERVICES),
    # near some kind of place ("near a metro stop", "close to a park"): "near the X" and names are unread.py's
    (r"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from))\s+(?:a|an|some|any)\s+"
     r"(?!(?:thousand|hundred|grand|week|day|month|year|few|couple|dozen|total|budget|third|half|quarter|bit|lot)\b)"
     r"(?:[a-z]+\s+)?[a-z]+",
     _NO_NEARBY),
    (r"\b(?:tour\s+guides?|(?:a|our|my)\s+(?:local\s+)?guide\b(?!\s+(?:to|for|of|dog|book))|private\s+(?:drivers?|guides?|chefs?|tours?)|chauffeurs?|babysitt\w+"
     r"|nann(?:y|ies)|photographers?|massages?|travel\s+insurance|dog\s+walkers?|pet[\s-]sitt\w+|airport\s+(?:transfers?"
     r"|pick-?ups?)|(?:rent|renting|hire|hiring)\s+(?:a\s+|some\s+)?(?:bikes?|kayaks?|boats?|scooters?)"
     r"|(?:ski|snowboard|bike|kayak|canoe|paddle[\s-]?board|boat|scooter|equipment|gear)\s+(?:rentals?|hire)"
     r"|e-?scooters?|e-bikes?|electric\s+(?:scooters?|bikes?)|child[\s-]?care|day[\s-]?care)\b",
     _NO_PEOPLE),
    (r"\b(?:festivals?|parades?|rodeos?|carnivals?|concerts?|musicals?"
     r"|(?:any|some|local|special|sporting|sports|music|cultural)\s+(?:events?|shows?)(?:\s+or\s+events?)?"
     # ... or asked loosely ("anything going on in detroit, like events", "what's happening in town that weekend")
     r"|(?:like|such\s+as|maybe|or)\s+events|(?:anything|something|what['’]?s|whats)\s+(?:going\s+on|happening)\s+(?:in|around|that|this|while)\b|(?:a|the)\s+play\b(?!\s*(?:area|ground|date|room))|theat(?:er|re)\s+show"
     r"|(?:hockey|baseball|basketball|football|soccer|nba|nfl|nhl|mlb)\s+games?|live\s+(?:\w+\s+)?(?:music|bands?|mariachi|dj|jazz"
     r"|blues|entertainment|performances?)"
     # a team's game ("a Knicks game", "catch a Spurs game"), a night or show of a kind ("trivia night", "drag brunch")
     r"|(?-i:[A-Z][a-z]+s)\s+games?|trivia\s+nights?|drag\s+(?:brunch|shows?)|(?:livestock|car|boat|horse|dog|air)\s+shows?"
     r"|stand[\s-]?up(?:\s+comedy)?\s+shows?|(?:jazz|comedy|blues)\s+"
     r"(?:clubs?|shows?|bars?)|comedy\s+shows?|farmers['’]?\s+markets?|fireworks"
     # a class to take ("a cooking class", "salsa lessons")
     r"|(?:cooking|pottery|painting|dance|dancing|salsa|yoga|art|mixology|cocktail|wine[\s-]tasting)\s+(?:class|classes"
     r"|lessons?|workshops?)"
     # ... or any guided outing said with its article ("a storm chasing tour", "some ghost tours"), never the trip
     # itself ("a three-day tour", "a quick city tour of texas")
     rf"|{GUIDED_TOUR})\b", NO_EVENTS),
    # the hours a place opens ("open past 11pm", "opens early, like 6am", "a 24 hour diner"): no table has them
    (r"\bopen(?:s|ed)?\s+(?:past|until|till|til|late|early|before|after|at|on|from|by|24)\b|\b24[\s-]?(?:hour|hr)s?\b"
     r"|\bopening\s+(?:hours|times)\b|\bclosing\s+times?\b"
     r"|\b(?:museum|store|shop|restaurant|park|its|their)\s+hours\b|\b(?:breakfast|brunch)\s+all\s+day\b|\ball[\s-]day\s+breakfast\b",
     _NO_HOURS),
    (r"\b(?:send|email|e-mail|text|forward)\s+(?:\w+\s+){0,2}(?:itinerary|plan)\s+to\b|\b(?:google|outlook|my)\s+calendar\b"
     r"|\bcalendar\s+invites?\b", _NO_DELIVERY),
    # a number of rooms ("2 rooms please", "one room each", "separate rooms"): no column says how many a plan takes
    # (a count of a room or two digits, no amount's end: "budget 13,800 private rooms please" asks for a room type)
    (r"\b(?:(?<![\d,.$])\d{1,2}|two|three|four|five|six|several|multiple|separate)\s+(?:separate\s+|hotel\s+|private\s+)?rooms\b"
     r"|\b(?:a|one|1)\s+room\s+(?:each|apiece|per\s+(?:couple|family|person))\b"
     # ... or a room of their own for some of the party ("put the kids in a separate room", "adjoining rooms")
     r"|\b(?:a|an)\s+(?:separate|second|extra|adjoining|connecting)\s+room\b|\b(?:adjoining|connecting)\s+rooms\b", _NO_ROOM_COUNT),
    # A stay picked by its minimum nights ("no places with a 2 night minimum", "skip airbnbs with a minimum stay", "no
    # 3-night mins"); the minimum met is the commonsense rules' ("make sure the minimum nights work with our dates")
    (r"\b(?:with(?:\s+no)?|without|having|no)\s+(?:(?:a|an|any)\s+)?(?:(?:\d+|one|two|three|four|five|six|seven)[\s-]*"
     r"(?:nights?|nites?)[\s-]*(?:minimums?|mins?\b)|minimum[\s-]+(?:stays?|nights?)(?:\s+requirements?)?\b)", _NO_MINIMUM_ASKED),
    (r"\b(?:\d+|one|two|three|four|five|six|a\s+couple\s+of|a\s+few)\s+(?:days?|nights?|nites?)\s+(?:in|at)\s+(?:the\s+)?"
     r"(?:first|second|third|last|final|1st|2nd|3rd|other)\s+(?:city|cities|stop|one|place)\b"
     # ... or in each of them ("at least 2 nights in each city", "3 nights per stop")
     r"|\b(?:\d+|one|two|three|four|five|six|a\s+couple\s+of)\s*(?:\+|\s+or\s+more)?\s+(?:nights?|nites?)"
     # ... bounded after the count ("3 nights max in any one city")
     r"(?:\s+(?:max(?:imum)?|tops|at\s+(?:most|least)|min(?:imum)?|or\s+(?:more|less|fewer)))?\s+(?:in|at|per)\s+"
     r"(?:each|every|all\s+the|any(?:\s+(?:one|single))?)?\s*(?:of\s+the\s+)?(?:city|cities|stops?|towns?)\b"
     # ... or "each" alone after the count ("dallas and houston, 2 nights each", "two nights in each", "2 nights apiece")
     r"|\b(?:\d+|one|two|three|four|five|six|a\s+couple\s+of)\s+(?:nights?|nites?|days?)\s+(?:(?:in|at|per|for)\s+)?"
     r"(?:each|apiece)(?:\s+(?:city|cities|stop|one|place|town))?\b(?!\s+(?:day|night|morning|evening|of\s+us|person)\b)"
     # ... or bounded, said of a place ("stay in sf at least 2 nights", "no more than 2 nights in LA": a length is said
     # exactly; "italian at least 2 nights" is a cuisine counted, caveats')
     r"|\b(?:stay|staying|spend|spending|sleep)\s+(?:in|at)\s+[\w.'-]+(?:\s+[\w.'-]+)?\s+" + _BOUNDED_NIGHTS
     + r"|" + _BOUNDED_NIGHTS + r"(?=\s+(?:in|at)\s+(?!(?:each|every|all|any|the\s+(?:first|second|third|last|final|other))\b)\w)"
     # ... or a count of nights in a place bounded after the place ("2 nights in sf at least", "3 days in la max")
    r"|\b(?:\d+|one|two|three|four|five|six|a\s+couple\s+of)\s+(?:nights?|nites?|days?)\s+(?:in|at)\s+[\w.'-]+(?:\s+[\w.'-]+)?\s+"
    + CITY_SHARE_BOUND +
    # ... or compared between the cities ("spend more nights in sf than la", "sf gets more nights", "equal time in each
     # city", "split the nights evenly")
     r"|\b(?:more|fewer|less|longer)\s+(?:time|nights?|nites?|days?)\s+in\s+[\w.'-]+(?:\s+[\w.'-]+)?\s+than\s+[\w.'-]+"
     r"|\b(?:gets?|should\s+get|needs?)\s+(?:more|most|the\s+most|fewer|less|extra)\s+(?:nights?|nites?|days?)\b"
     # ... or one city's share said alone ("more time in sf please", "most of our time in san diego")
     # (never "one more day in houston": days added to the trip, the chat's)
     r"|\b(?:more\s+time|(?:most|the\s+bulk)\s+of\s+(?:our|the|my)\s+(?:time|nights?|nites?|days?))\s+(?:in|at)\s+"
     r"(?!(?:the|a|an|each|every|all|one|this|that|our|my|town|bed|nature|museums?|parks?|the\s+\w+\s+of)\b)"
     r"(?=\w)"  # (the city, its own mention, named with it: ``cannot_say``)
     r"|\b(?:equal|even|the\s+same)\s+(?:time|nights?|nites?|days?|split)\s+(?:in|at|for|per|between)\s+(?:each|every|both|all|the)\b"
     r"|\bsplit\s+(?:the\s+)?(?:time|nights?|nites?|days?)\s+(?:evenly|equally|50\s*/\s*50)\b",
     NO_CITY_NIGHTS),
    # a trip with no way back ("one-way", "we're not coming back", "no return flight needed"): the negation is part
    # of the mention, so "we don't need a return flight" asks for it rather than waiving it
    (r"\bone[\s-]way\b(?!\s+(?:streets?|roads?|traffic|or|to|of)\b)"
     r"|(?:\bnot|\bnever|n't)\s+(?:be\s+)?(?:coming|going|heading)\s+(?:back|home)\b"
     r"(?!\s+(?:until|till|til|before|for|on|by|after)\b)"
     r"|\b(?:no|without\s+(?:a|the|any))\s+(?:return|way\s+back)"
     r"(?:\s+(?:flights?|trips?|legs?|tickets?|journey|drive))?\b"
     r"|\b(?:don't|do\s+not|dont|won't|will\s+not)\s+need\s+(?:a\s+|the\s+|any\s+)?"
     r"(?:return|way\s+back|flight\s+back|ride\s+back)\b", _NO_ONE_WAY),
    (r"\b(?:sofa|bunk|murphy|trundle|twin|double)[\s-]?beds?\b|\b(?:connecting|adjoining)\s+rooms?\b"
     r"|\b(?:separate\s+living\s+(?:area|room)|walk-?in\s+shower)\b"
     r"|\bmattress(?:es)?\b|\b(?:\d|two|three|four)\s+bathrooms?\b", _NO_BEDS),
    # (a stay's fees and deposits, and a 24-hour front desk, are ``unread``'s own kinds)
    (r"\b(?:(?:free|flexible)\s+cancell?ations?|late\s+check-?outs?|early\s+check-?ins?|self[\s-]check-?ins?"
     r"|(?<!hour\s)(?<!hr\s)front\s+desk|pay\s+at\s+the\s+(?:property|hotel|door))\b",
     _NO_TERMS),
    (r"\b(?:holiday\s+inns?|hampton\s+inns?|best\s+western|four\s+seasons|motel\s+6|ritz(?:[\s-]carlton)?"
     r"|sheraton|westin|radisson|days\s+inn|la\s+quinta|comfort\s+inn|super\s+8|courtyard\s+by\s+marriott"
     r"|independent\s+hotels?)\b",
     _NO_BRANDS),
    (r"\b(?:spirit|delta|united|southwest|jetblue|frontier|allegiant|alaska|american|hawaiian|sun\s+country)"
     # (never a habit told, "i fly delta every week": who the traveller is)
     r"\s+(?:airlines?|air)\b|\bfly(?:ing)?\s+(?:delta|united|southwest|jetblue|spirit|frontier)\b"  # "we're flying southwest if possible"
     r"(?!\s+(?:every\s+(?:week|month|day)|all\s+the\s+time|a\s+lot|weekly|constantly|for\s+work)\b)"
     r"|\b(?:we\s+)?prefer\s+(?:delta|united|southwest|jetblue)\b|\bjetblue\b|\ballegiant\b"
     r"|\b(?:delta|united|southwest|spirit|frontier|alaska)\s+(?:flights?(?!\s+museum)|only)\b|(?<!\bno\s)\blayovers?\b|(?<!\bno\s)\bstop-?overs?\b"
     r"|\b(?:flights?|planes?)\s+with\s+(?:a\s+|an\s+)?(?:meals?|snacks?|wi-?fi|power|outlets?|entertainment)\b"
     r"|\b(?:wi-?fi|meals?|power\s+outlets?)\s+on\s+the\s+(?:plane|flight)\b|\bin-?flight\s+\w+|\btsa\s+pre-?check\b"
     r"|\b(?:smaller|bigger|big|small|main|other)\s+airport\b|\bpriority\s+boarding\b|\bboarding\s+groups?\b"
     # a kind of plane or airline ("no budget airlines", "no small planes": never a ban of flying)
     r"|\b(?:small|tiny|little|budget|low[\s-]?cost|discount|no[\s-]frills|regional|prop(?:eller)?)\s+(?:planes?|airlines?"
     r"|carriers?|aircraft|jets?|airplanes?)\b", _NO_ON_BOARD),
    (r"\b(?:rock\s+climbing|climbing\s+(?:gym|wall)s?|bouldering|zip[\s-]?lin\w+|paragliding|skydiving"
     r"|surf(?:ing)?\s+lessons?"
     # a hunt for game ("a guided elk hunt", "duck hunting"; never a scavenger hunt nor "house hunting")
     r"|(?:elk|deer|duck|pheasant|turkey|bear|moose|big[\s-]game|guided)\s+hunt(?:s|ing)?\b"
     # an outing the attractions have no kind for, said without where ("go horseback riding", "skiing for two days"; with
     # its place, "skiing in Aspen", the clause is named whole, the place in it)
     r"|(?:horse(?:back)?[\s-]?riding|horseback|skiing|snowboarding|snorkel(?:ing|ling)?|parasailing|white[\s-]?water"
     # ... the snow's outings too ("some snowshoeing?", "sledding with the kids")
     r"|rafting|splash\s+pads?|petting\s+(?:zoos?|farms?)|trampoline\s+parks?|mini[\s-]?golf|go[\s-]?karts?|snow[\s-]?shoe(?:ing|s)?|snowmobil(?:e|es|ing)|sledding"
     # ... and the water's ("zilker park and kayaking", "paddleboarding one morning")
     r"|kayak(?:ing|s)?|canoe(?:ing|s)?|paddle[\s-]?board(?:ing|s)?|tubing"
     # ... and the wild's and the old west's ("a bear viewing trip", "gold panning", "whale watching")
     r"|(?:bear|wildlife|whale|bird)[\s-]?(?:viewing|watching|spotting)|gold[\s-]?panning"
     # ... and the night sky's ("stargazing at night")
     r"|star[\s-]?gazing)(?!\s+(?:in|at|near|on|around)\s(?!(?:night|dusk|dawn|sunset|sunrise)\b))"  # "at night": no place
     # (crowds asked to be few, never a crowd or "too touristy" said as the reason a sight is avoided)
     # ... nor whether a pet may come ("a dog-friendly beach": the stay's rule is read, the sight's is no field)
     r"|(?:dog|pet)[\s-]?friendly\s+(?:beach(?:es)?|parks?|trails?|hikes?|sights?|attractions?)\b"
     r"|strenuous|(?:less\s+|not\s+|un|(?:aren|isn)['’]?t\s+)crowded|(?:avoid|no|away\s+from)\s+(?:the\s+)?crowds"
     # ... or disliked, the speaker's or a companion's ("my mom doesn't like crowds", "he hates crowds")
     r"|(?:(?:don't|dont|doesn't|doesnt|do\s+not|does\s+not)\s+(?:really\s+)?(?:like|love|enjoy|do)|hates?|dislikes?"
     r"|(?:can't|cant|cannot)\s+(?:stand|handle|do))\s+(?:big\s+|large\s+)?crowds"
     r"|hidden\s+gems?|(?:no|not|avoid)\s+(?:the\s+)?tourist\s+traps?"
     # a kind of outing said of the whole trip ("we're doing outdoor stuff only", "indoor activities if it rains")
     r"|(?:outdoor(?:sy)?|indoor|nature|active|adventur(?:e|ous))\s+(?:stuff|things|activities|sights|fun|outings|places)\b"
     # touristy wished away ("nothing too touristy", "not super touristy pls"; "skip the pier, too touristy" is a reason)
     r"|(?:nothing|not|no|avoid|less|never)\s+(?:too\s+|very\s+|super\s+|so\s+|that\s+|overly\s+)?touristy"
     r"|hole[\s-]in[\s-]the[\s-]wall|locals?\s+(?:love|favou?rites?|spots?)"
     r"|(?:sights?|attractions?|things|activities|places?|spots?)\s+(?:that\s+are\s+|which\s+are\s+)?"
     r"(?:good|great|suitable|safe|fun|ok|okay)\s+for\s+(?:toddlers|kids|children|babies|little\s+ones)"
     # sights for children ("kid-friendly museums", "museums the kids will actually enjoy"; restaurants are unread's)
     r"|(?:kid|kids|child|children|family|toddler)[\s-]*friendly\s+(?:museums?|sights?|attractions?|activities|tours?"
     r"|things\s+to\s+do|parks?"
     # ... or everything the plan holds ("kid friendly stuff only", "kid-friendly everything"): the stay's rule is read,
     # the sights' and the restaurants' fit is no field
     r"|stuff|everything|things|places|spots|outings|excursions)"
     r"|(?:museums?|sights?|attractions?|activities|things\s+to\s+do|places\s+to\s+(?:see|visit|go))\s+(?:that\s+)?"
     r"(?:the|our|my)\s+(?:kids|children|little\s+ones|toddlers)\s+(?:will|would|can|might)\s+(?:\w+\s+)?(?:enjoy|love|like))\b",
     _NO_KINDS_OF_SIGHT),
    # a health reason ("altitude sickness is a worry", "he gets seasick", "my wife is pregnant"): named as such, the data
    # having no height, motion or effort of a place or a trip; with what it rules out after "so" ("..., so no boats",
    # "..., so nothing up in the mountains"), which rests on the same reason
    # (a fear said as the reason a sight is ruled out, "no cave of the winds, im claustrophobic", is that ruling's)
    # ... or the heat, or a pacemaker ("he had heat stroke once", "my mom has a pacemaker"; never "heart", whose
    # one-letter slips are names: the keywords correct typos, ``parsing.spelling``)
    (r"\b(?:pregnan\w+|(?:high\s+)?altitude(?:\s+sickness)?|sea[\s-]?sick(?:ness)?"
     r"|heat[\s-]?(?:stroke|exhaustion)|(?:can['’]?t|cannot|can\s+not)\s+(?:take|handle|stand)\s+(?:the\s+)?heat"
     r"|pacemaker)\b"
     r"(?:[^.;!?,]{0,30},?\s+so\s+(?:no|nothing|not|avoid)\b[^.;!?,]{0,40})?"
     # ... or sick from travel, in a sentence that says nothing of the flights or the drives (in "no flights over 2
     # hours, i get airsick" it is the reason of the cap read, no wish of its own)
     rf"|{_TRAVEL_UNSAID}\b(?:car|air|travel|motion)[\s-]?sick(?:ness)?\b(?![^.!?;\n]*{_TRAVEL_SAID})"
     r"(?:[^.;!?,]{0,30},?\s+so\s+(?:no|nothing|not|avoid)\b[^.;!?,]{0,40})?", _NO_HEALTH),
    # ... or the breath, in a sentence that rules out no smoke ("i have bad asthma"; in "no smoking places, mom has
    # asthma" and "i'm asthmatic, so no smoking rooms" it is the reason of the rule read, no wish of its own)
    (r"(?:^|(?<=[.!?;\n]))(?:(?!smok)[^.!?;\n])*?\b(?:asthma(?:tic)?|copd)\b(?![^.!?;\n]*smok)", _NO_HEALTH),
    # the cities by what they are ("the 2 cities should be on the coast", "beach towns", "coastal cities"; "no big
    # cities like dallas" rules cities out by name: ``avoid_cities``)
    (r"\b(?:cit(?:y|ies)|towns?|stops)\s+(?:(?:should|must|need\s+to|have\s+to)\s+be\s+|that\s+are\s+|(?:are|is)\s+)?"
     r"(?:on|by|near|along)\s+the\s+(?:coast|beach|ocean|sea|water|mountains?|lakes?)\b"
     r"|\b(?:coastal|beach|seaside|mountain|lakeside)\s+(?:cit(?:y|ies)|towns?)\b(?!\s*,?\s+(?:like|such\s+as)\b)",
     _NO_GEOGRAPHY),
    # safety asked of a place ("somewhere safe for two women traveling alone", "a safe neighborhood")
    (r"\b(?:somewhere|someplace|a\s+place|places|hotels?|areas?|neighbou?rhoods?)\s+(?:that\s+(?:is|are|feels?)\s+)?safe\b"
     r"(?!\s+for\s+(?:toddlers|kids|children|babies|little\s+ones)\b)"
     r"|\bsafe\s+(?:areas?|neighbou?rhoods?|parts?\s+of\s+(?:town|the\s+city)|places?|hotels?)\b"
     r"|\bsafe(?:ty)?\s+for\s+(?:women|a\s+woman|solo\s+\w+|female\s+\w+)\b"
     # ... said by how it looks or is guarded ("a well-lit area", "a hotel with good security")
     r"|\bwell[\s-]lit\b|\b(?:good|great|24[\s-]hour|tight|hotel)\s+security\b|\bsecure\s+(?:hotels?|buildings?|areas?|entrances?)\b",
     _NO_SAFETY),
    # reviews' words and photos ("hotels that reviewers say are clean", "check tripadvisor", "show me photos of the rooms")
    (r"\breviewers?\b|\b(?:yelp|tripadvisor|google\s+reviews?)\b|\breviews?\s+(?:say|said|mention\w*)\b"
     # (never reviews judged, the reason of a place ruled out: "not troll tavern, the reviews are awful")
     r"|\b(?:its|their|the)\s+reviews\b(?!\s+(?:are|were|was|is)\b)"
     # (never photos the travellers promise to send home: "promised to send pictures", "i'll send pics")
     r"|\b(?:(?:show|send)\s+(?:me|us)|(?<!\bto\s)(?<!ll\s)(?<!will\s)show|(?<!\bto\s)(?<!ll\s)(?<!will\s)send)\s+"
     r"(?:some\s+)?(?:photos|pictures|pics)\b"
     r"|\b(?:photos|pictures|pics)\s+of\s+(?:the|its|their)\s+(?:hotels?|rooms?|restaurants?|places?|stays?|sights?|food)\b", _NO_REVIEWS),
    # how loud a stay is ("a quiet hotel", "a quiet floor", "soundproof", "no nightlife noise"): the area's is ``cannot_say``'s
    # ("a quiet place, no parties allowed" is the reason of the rule read: a place is no stay's word here; so is noise
    # in a sentence that rules out parties: "she hates noise so no party places", as asthma is the no-smoking rule's)
    (r"\bquiet\s+(?:hotels?|rooms?|floors?|stays?|wings?|side\s+of\s+the\s+hotel)\b"
     r"|(?:^|(?<=[.!?;\n]))(?:(?!part(?:y|ies))[^.!?;\n])*?\bnoise\b(?![^.!?;\n]*part(?:y|ies))|\bnoise[\s-]free\b"
     r"|\bsound[\s-]?proof\w*|\bsilent\s+at\s+night\b|\b(?:top|high|upper)\s+floors?\b|\bparty\s+crowds?\b",
     _NO_NOISE),
    # how clean a place is ("a clean hotel", "it needs to be spotless", "no bed bugs")
    (r"\b(?:clean|spotless|sanitary|hygienic|tidy)\s+(?:hotels?|rooms?|places?|stays?|restaurants?|bathrooms?)\b"
     r"|\b(?:be|is|are)\s+(?:very\s+|really\s+|super\s+|totally\s+)?(?:spotless|clean|sanitary)\b|\bgermaphob\w*"
     r"|\bbed\s*bugs?\b|\bcleaned\s+(?:daily|every\s+day)\b|\b(?:doesn['’]?t|does\s+not|won['’]?t)\s+smell\b"
     r"|\bhypoallergenic\b", _NO_CLEAN),
    # getting around a city ("the subway around town", "uber everywhere", "a limo to the restaurant"): between cities a
    # taxi is the data's, a ban of one is ``transportation``'s
    # (the subway and the metro only taken or said of getting around: "no subway" is Subway, a restaurant to avoid)
    (r"\b(?:take|taking|use|using|ride|riding|by)\s+(?:the\s+)?(?:subway|metro|light\s+rail|street\s?car|trolley|tram)s?\b"
     r"|\bthe\s+(?:subway|metro)\s+(?:around|everywhere|in\s+town|to\s+get\s+around)\b|\bmetro\s+(?:cards?|passes?)\b"
     r"|\b(?:light\s+rail|street\s?cars?|trolleys?|trams?|water\s+taxis?|limo(?:usine)?s?"
     r"|hop[\s-]on[\s-]hop[\s-]off(?:\s+bus(?:es)?)?)\b"
     rf"|\b(?:ubers?|lyfts?|rideshares?|cabs?|taxis?)\s+(?:{IN_TOWN_RIDE})\b"
     r"|\b(?:bikes?|scooters?)\s+to\s+get\s+around\b", _NO_IN_TOWN),
    (r"\b(?:black|women|woman|minority|veteran|lgbtq\+?|latin[oax]|asian|indigenous)[\s-]owned\b"
     r"|\bplastic[\s-]free\b"
     r"|\b(?:use|uses|using)\s+(?:no\s+)?plastic\b|\bcoworking\b|\bco-working\b", _NO_OWNERS),
    (r"\bcrayons?\b|\bcolou?ring\s+(?:books?|sheets?)\b|\bbyob\b|\bbottomless\s+\w+|\bfull\s+bar\b"
     r"|\bhappy\s+hours?\b|\bmichelin\b"
     # how the food comes to the table ("dim sum carts", "a dessert cart")
     r"|\b(?:dim\s+sum|dessert|food|drinks?)\s+carts?\b"
     # where the table is ("a table by the window", "window tables")
     r"|\btables?\s+(?:by|near|at|on|with|facing|overlooking)\s+(?:the\s+|a\s+)?(?:window|water|view|bar|patio|terrace)\b"
     # how hot the food is ("she won't eat spicy food", "nothing too spicy", "mild food please"): no cuisine says it
     # (never the reason of a cuisine ruled out: "he can't do anything spicy so no indian food", "nothing spicy, so no
     # indian or mexican", "we don't do spicy indian food")
     r"|\bspicy\s+(?:food|dishes|stuff|meals?)\b"
     r"|\b(?:(?:nothing|not|no)\s+(?:too\s+|very\s+|super\s+)?spicy"
     r"|(?:won't|wont|doesn't|doesnt|don't|dont|can't|cant|cannot)\s+(?:eat|handle|do|take)\s+(?:anything\s+)?spicy)\b"
     r"(?!\s+(?:indian|mexican|chinese|thai|korean|cajun|szechuan|sichuan)\b)"
     r"(?![^.;!?]{0,20}\bso\s+(?:no|not|avoid|skip|nothing)\b)"
     r"|\bmild\s+food\b"
     r"|\bwindow\s+tables?\b|\boutdoor\s+(?:seating|dining|tables?)\b|\b(?:sports|wine|cocktail|karaoke|piano)\s+bars?\b"
     # an occasion a restaurant is asked to mark ("a restaurant that will do something special for his birthday")
     r"|\bsomething\s+special\s+for\s+(?:his|her|their|our|my|the)\s+(?:\w+\s+)?(?:birthday|anniversary)\b",
     _NO_TABLE_SERVICES),
    (r"\b\w+[\s-]speaking\s+(?:guides?|staff|drivers?|hosts?)\b", _NO_PEOPLE),
    (r"\b(?:buy|get|book|reserve|order)\s+(?:us\s+|me\s+)?(?:the\s+)?tickets?\b|\btext\s+(?:me|us)\b"
     r"|\b(?:notify|alert)\s+(?:me|us)\b|\bprice\s+(?:alerts?|drops?)\b|\bprices?\s+drops?\b", _NO_DELIVERY),
)
