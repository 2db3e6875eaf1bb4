"""Word patterns more than one reader of a request needs."""

# Children, as counted travellers ("2 adults and 3 kids": ``domain.parsing.people``) and as a house rule
# ("travelling with kids": ``domain.constraints.house_rule``).
# "the little ones" are young children ("2 adults and 2 little ones", "for the little ones"); a minor league is a
# league ("a minor league baseball game").
KIDS = (r"(?:(?:grand)?kids?|(?:grand)?child(?:ren|s)?|teens?|teenagers?|infants?|toddlers?|bab(?:y|ies)|minors?(?!\s+leagues?)"
        r"|little\s+ones?(?![-\w])|newborns?|kiddos?|kiddies)")
# Where a ride said after a taxi is taken inside a city ("cabs everywhere", "ubers around town", "taxis in town", "a
# cab to the airport"): no way between cities (``domain.constraints.transportation`` reads no mode in it), named as
# what the data lacks (``domain.parsing.unanswerable``).
IN_TOWN_RIDE = (r"everywhere|around\s+(?:town|the\s+city)|in\s+(?:town|the\s+city)|to\s+get\s+around|locally"
                r"|(?:from|to)\s+the\s+(?:airport|hotel|restaurants?)")
# A dog said by its breed ("our golden retriever", "the beagle"): a pet, for the house rule
# (``domain.constraints.house_rule``) and as one of the party a name is said of ("Biscuit our golden retriever":
# ``domain.parsing.unread``).
DOG_BREEDS = (r"(?:retrievers?|labradors?|poodles?|terriers?|beagles?|bulldogs?|labradoodles?|goldendoodles?|huskies|husky"
              r"|chihuahuas?|dachshunds?|corgis?|pugs?|spaniels?|schnauzers?|shih\s+tzus?|german\s+shepherds?)")
# A guest sleeping where the party stays, said after the guest ("my cousin might crash with us", "a friend may stay
# over", "my sister may stay at my place"): the house rule's visitors (``house_rule``), and the guest's nights, never
# the trip's length (``parsing.trip_length``). One traveller alone hosts too ("with me", "at my place").
GUEST_SLEEPS_OVER = r"(?:stay|crash|sleep)(?:s|ing)?\s+(?:with\s+(?:us|me)|over|at\s+(?:our|my)\s+place)\b"
# ... the guests so said beside the people and kin each reader lists: a plus-one ("a plus one might crash with me")
PLUS_ONE = r"plus[\s-]?ones?"
# Guests said by who they are, not kin ("a few mates over one night", "a couple of pals crash with us"): whose nights
# are never the trip's length (``parsing.trip_length``)
GUESTS = r"(?:friends?|guests?|visitors?|cousins?|buddy|buddies|pals?|mates?|someone|relatives|family)"

# What, said right after children, says they do not travel: "since the kids moved out", "our kids are grown up now",
# "the kids stay with grandma", "our dog is staying with the neighbours" (no house rule: ``house_rule``; talk:
# ``domain.parsing.unread``).
KIDS_AWAY = (
    r"\s+(?:are\s+|is\s+|have\s+|has\s+|had\s+|will\s+)?(?:all\s+|now\s+|both\s+)?(?:grown|moved\s+(?:out|away)|left\s+(?:home|the\s+nest)|adults"
    r"|(?:be\s+)?(?:staying|stay|stays)\s+(?:home|at\s+home|behind|with)|at\s+home|in\s+college|away\s+at|off\s+at"
    r"|not\s+coming|aren['’]?t\s+coming|isn['’]?t\s+coming|won['’]?t\s+be\s+(?:coming|joining)|not\s+joining|can['’]?t\s+come"
    # ... or an idiom of the grown-ups ("the kid in me"): no child travels
    r"|in\s+(?:me|us|all\s+of\s+us|each\s+of\s+us)"
    # ... or children the party is to send word to from the trip ("the grandkids made us promise to send pictures", "the
    # kids asked me to facetime them"): they stay home
    r"|(?:made\s+(?:us|me)\s+promise|asked\s+(?:us|me)|want(?:s|ed)?\s+(?:us|me)|told\s+(?:us|me))\s+to\s+"
    r"(?:send|mail|text|facetime|call|video\s+call))\b"
)

# Cuisines and diets no restaurant of the data is labelled with ("Thai", "sushi", "halal"): asked for, a problem; ruled
# out, named (``domain.constraints.cuisine``); never a restaurant's name ("Sushi for dinner?": ``named_places``).
# ``DISHES`` are food on their own, with no food word ("sushi one night").
DISHES = (r"sushi|ramen|pho|tapas|soul\s+food|southern\s+(?:food|cooking|comfort\s+food)|(?:ham)?burgers?|steak(?:house)?s?"
          # a region's dishes: "clam chowder", "shrimp n grits", "beignets", "gumbo", "po'boys", "lobster rolls"
          r"|(?:clam\s+)?chowder|grits|beignets?|gumbo|jambalaya|crawfish|po['’]?\s?boys?|lobster\s+rolls?|crab\s+cakes?")
# Dishes and styles of one cuisine of the data alone ("tex-mex", "tacos", "pasta", "dim sum"): read as that cuisine,
# with a warning saying so (``domain.constraints.cuisine``; docs/vocabulary.md). A dish of several ("burgers",
# "dumplings", "steak") or of a cuisine the data lacks ("sushi", "pho") is none of these; "a curry" is Indian, the one
# cuisine of the data's fifteen that serves it.
DISHES_OF: dict[str, str] = {
    "Mexican": r"tex[\s-]?mex|tacos?|burritos?|enchiladas?|quesadillas?|nachos|fajitas?",
    "Italian": r"pasta|spaghetti|lasagnas?|lasagne|risottos?|raviolis?|fettuccine",
    "Chinese": r"dim\s+sum|chow\s+mein|lo\s+mein|fried\s+rice|kung\s+pao|peking\s+duck",
    "Indian": r"tandoori|naan|biryanis?|tikka\s+masala|butter\s+chicken|samosas?|dosas?|vindaloo|korma|paneer"
              # ... never another cuisine's curry ("thai curry", "a katsu curry": that cuisine's, named)
              r"|(?<!thai\s)(?<!japanese\s)(?<!katsu\s)(?<!green\s)(?<!red\s)(?<!yellow\s)(?<!massaman\s)(?<!panang\s)"
              r"(?<!jamaican\s)(?<!caribbean\s)(?<!malaysian\s)curr(?:y|ies)",
    "Mediterranean": r"falafels?|hummus|gyros?",
}
# The meals of a day by name ("lunch", "dinners"): a part of a list of them ("lunch and dinner at restaurants rated 4+")
# shares the wish said after the last one (``domain.parsing.list_parts``).
MEALS_OF_THE_DAY = r"(?:breakfast|brunch|lunch|dinner|supper)(?:e?s)?"
OTHER_CUISINES = (
    r"korean\s+bbq|thai|japanese|korean|vietnamese|greek|spanish|german|ethiopian|turkish|lebanese|caribbean|cajun|creole|brazilian"
    r"|peruvian|cuban|moroccan|persian|russian|filipino|indonesian|malaysian|middle\s+eastern|asian|african|latin|diners?"
    r"|basque|hawaiian|jamaican|pakistani|nepal(?:i|ese)|afghan|egyptian|argentin(?:e|ian)|colombian|salvadoran|portuguese"
    r"|ukrainian|hungarian|israeli|burmese|cambodian|taiwanese"
    rf"|vegan|vegetarian|kosher|halal|gluten[\s-]free|{DISHES}"
)

# Not right after a title or a short word of a name ("Mr. Dunderbak's", "St. Louis", "Mt. Hood"), nor after an initial
# in capitals ("the U.S. Space & Rocket Center", "P.F. Chang's", "William J. Clinton"; "I" ends a sentence: "my wife
# and I."): a full stop there ends no sentence nor clause (``domain.parsing.unread``, ``domain.constraints.said_alone``).
NOT_AFTER_ABBREVIATION = (r"(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)(?<!\bSt)(?<!\bSte)(?<!\bMt)(?<!\bFt)(?<!\bJr)(?<!\bSr)"
                          r"(?<!\b(?-i:[A-HJ-Z]))(?<!\.(?-i:[a-ln-z]))")  # ... or the last of initials in lower case ("p.f."), not "a.m."

# Words of praise a wish is said with ("the zoo would be lovely", "savannah sounds fun", "minot would be ace"): one list
# for the readers of sights (``must_see``) and of cities (``visit_cities``).
PRAISE = r"(?:cool|nice|great|fun|awesome|lovely|amazing|good|neat|ace|brilliant|fab|fabulous|wonderful|fantastic|grand)"

# The words that say a wish softly ("maybe italian one night?", "a pool would be nice if possible", "the zoo if it fits"):
# a hedged wish a reader reads is kept as its rule with a warning (``domain.parsing.soft_wishes``), and a sight said by
# its kind with one is a sight wished for (``domain.constraints.must_see``).
# A wish said not to be firm ("..., but not a dealbreaker"): a hedge, and talk said alone (``clause_talk``)
NOT_A_DEALBREAKER = r"(?:not\s+an?|no)\s+deal[\s-]?breaker"
# ... and what such a wish is said not to be ("a must", "essential", "a priority"): one home for the hedge, the negation,
# the names said alone (``said_alone``) and the chat's take-back
MUST = r"(?:(?:a\s+)?(?:must|necessity|requirement|priority|big\s+deal|deal[\s-]?breaker)|essential|crucial|critical|mandatory)"
# ("entire home is not a must", "the zoo, not a priority"): soft, never ruled out
NOT_A_MUST = rf"not\s+{MUST}\b|" + NOT_A_DEALBREAKER
HEDGE = (
    r"\b(?:maybe|perhaps|possibly|if\s+(?:at\s+all\s+)?possible|if\s+(?:you|we|it)\s+can(?:\s+swing\s+it)?|if\s+you\s+can\s+swing"
    # ... or said to be nice, never firm ("late flights would be nice"; the benchmark's "would be ideal" and "would be
    # preferred" are its rules, and so is its style's "For dining, Italian cuisines would be great")
    r"|(?:would|['’]d)\s+be\s+(?:(?:really|so|very)\s+)?(?:nice|lovely|cool|awesome|fun|amazing|neat|sweet)"
    # ... or said as what may happen ("we might throw a small party", "we may bring the dog")
    r"|might|(?<=\bwe\s)may|(?<=\bi\s)may|(?<=\bthey\s)may"
    r"|not\s+sure|we['’]?ll\s+see|nice\s+to\s+have|(?:a|be\s+a)\s+(?:bonus|plus)|optional(?:ly)?|if\s+(?:there\s+is|there['’]s)"
    r"\s+(?:one|any)|no\s+big\s+deal\s+if\s+not|" + NOT_A_MUST
    + r"|if\s+(?:it|that)\s+works(?:\s+out)?|if\s+available"
    r"|if\s+(?:it['’]s\s+)?(?:doable|feasible)"
    r"|if\s+it\s+fits|if\s+(?:there['’]s|there\s+is|we\s+have)\s+time|if\s+time\s+(?:allows|permits)"
    # ... on a spare moment ("if we have an hour between meetings", "if we get a free afternoon", "if there's a gap")
    r"|(?:if|when)\s+(?:we|i|there['’]s|there\s+is)\s+(?:(?:have|get|find)\s+)?(?:an?|some|any|the)?\s*(?:spare|free|extra|open)?\s*"
    r"(?:time|hours?|moment|minutes?|afternoon|morning|evening|gap|window|chance)\b)\b")

# A dislike or a ban given up on a condition, said after it: "he hates flying but will if needed", "no driving, but we
# can if we must", "we'd rather drive than fly, but if flying is way cheaper fine", "rather not fly but ok if it's
# cheaper". One vocabulary for the modes' reader (``domain.constraints.transportation``: no ban after a dislike) and
# the preferences' (``domain.parsing.caveats``: the sentence named as a preference no rule holds).
CONCESSION = (r"\bbut\s+(?:(?:(?:we|i|he|she|they)\s+)?(?:can|could|will|would|['’]ll)\b[^.;!?,]{0,25}?"
              r"\bif\s+(?:needed|necessary|need\s+be|(?:we|i|he|she|they)\s+(?:must|have\s+to|need\s+to))\b"
              r"|if\b[^.;!?]{0,40}?\b(?:fine|ok|okay|alright|acceptable)\b"
              r"|(?:(?:it's|its|it’s|that's|thats|that’s|it\s+is)\s+)?(?:fine|ok|okay|alright|acceptable)\s+if\b)")

# Words that correct a value said just before ("2600, no actually 2500", "sorry i meant 4500", "it should be 2400", "ok
# fine, 1700"): one list for the budget's and the counts' corrections (``domain.parsing.budget_corrections``) and for a
# list of cities said again (``domain.constraints.visit_cities``: "actually jacksonville and tampa").
CORRECTING = (r"(?:actually|sorry|oops|no\s+wait|wait,?\s+no|wait|correction|typo|(?:i|we)\s+mean[t]?|should\s+(?:be|read|say)"
              r"|let['’]?s\s+(?:say|make\s+it)|scratch\s+that|(?:ok(?:ay)?|alright|fine),?\s+(?:fine|make\s+it))")
