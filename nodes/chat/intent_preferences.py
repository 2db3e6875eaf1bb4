"""The words of a preference: a cheaper trip, nicer stays or restaurants, more sights, kinder flight hours, a nicer
trip overall (``PREFERENCES``), a flight's time complained of (no bound of its own), the words said around a preference
that ask nothing more (``AROUND_PREFERENCE``), the travellers' means said as its reason, and praise said with an
eye-roll (``sarcastic_part``). Apart: the word lists are long, and the readers of a preference (``classify``,
``intent_preference_edit``, ``intent_cancel``) share them.
"""

from __future__ import annotations

import re

from himap_travel.nodes.chat.intent_cues import CANCEL_FILLER
from himap_travel.nodes.chat.intent_words import APART, worded
from himap_travel.state.chat_state import PreferencePart

_BETTER = (r"(?:nicer|nice|better|best|nicest|finest|fanciest|poshest|posher|swankiest"  # ("the nicest hotel pls")
           r"|(?:higher|better|top|well|highly|nicer)[\s-](?:rated|reviewed)|fancier|fancy|upscale|(?:higher|high)[\s-]end"
           r"|luxurious|classier|more\s+(?:comfortable|upscale|luxurious)|luxury|luxe|posh|swanky|swankier|classy|premium)")
_STAY = r"(?:hotels?|stays?|accommodations?|rooms?|places?\s+to\s+(?:stay|sleep)|lodging|digs"
# where the travellers sleep said as a clause ("upgrade where we sleep", "somewhere nicer than where we're staying")
_STAY += r"|where\s+(?:we|i)(?:'?re|\s+are|'?ll|\s+will)?\s+(?:stay|sleep)(?:ing)?"
# the kinds of stay the data lists ("a nicer house pls", "upgrade the apartment")
_STAY += (r"|houses?(?!\s+(?:wine|music|party|parties|rules?|special|salad))|apartments?|apts?|flats?|condos?|airbnbs?|bnbs?"
          r"|cabins?|villas?|lofts?|rentals?(?!\s+cars?)")
# a place said alone is the stay ("a better rated place pls"), one to eat at is a meal's ("a nicer place for dinner")
_STAY += (r"|(?<!dinner\s)(?<!lunch\s)(?<!breakfast\s)places?"
          r"(?!\s+(?:to|for)\s+(?:eat|dine|dinner|lunch|breakfast|brunch|food|meals?|drinks?)))")
_EATING = (r"(?:(?:dinner|lunch|breakfast|food|eating|dining)\s+(?:spots?|places?|joints?|options?)|(?:places?|spots?)\s+to\s+eat"
           r"|restaurants?|restos?|food|meals?|dining|dinners?|lunch(?:es)?|breakfasts?|eats|grub)")  # ("better eats pls")
# Spending more on a part ("can we splurge a bit on the hotel", "treat ourselves to nicer food"), and a part named with
# a better one wished for ("the hotel looks sketchy, something nicer?", "the hotel is meh, got anything better?").
_SPLURGE = r"\b(?:splurge|spend\s+more|splash\s+out|treat\s+(?:ourselves|myself|us))\b[^.?!]*?\b(?:on|for|to|with)\s+(?:\w+\s+){0,2}?"
_ANOTHER_BETTER = (r"\b(?:(?:something|anything|somewhere|someplace|one|ones)\s+(?:nicer|better|fancier|classier"
                   r"|(?:rated|reviewed)\s+(?:higher|better))"  # "switch the hotel to something rated higher"
                   r"|(?:nicer|better|fancier)\s+(?:ones?|options?|choices?)|be\s+(?:any\s+)?(?:nicer|better|fancier)"
                   r"|(?:do|get|find)\s+(?:any(?:thing\s+)?\s*)?better|upgrade|with\s+(?:an?\s+)?(?:better|higher|good|great|top)\s+(?:reviews"
                   r"|ratings?)|(?:rating|ratings|reviews?)\s+(?:is|are|'s|seems?|looks?)\s+(?:(?:too|so|really|kinda|pretty|quite|very)\s+)?(?:low|bad|poor))\b"
                   # or the one there complained of ("the hotel sucks", "the hotel is kinda sketchy")
                   r"|\b(?:sucks|awful|terrible|horrible|gross|dirty|sketchy|shabby|crappy|dodgy|run[\s-]down|a\s+dump|meh|mediocre"
                   r"|bland|lame|sad|boring|underwhelming|disappointing|not\s+(?:great|good|nice))\b")
# The cost wished lower in other words ("make it cheap", "lowest price possible", "cut back", "save us a few bucks", "we
# can't pay that much", "a bit much for us", "way over what we can pay").
_CHEAPER_SAID = (r"(?:make|keep)\s+(?:it|this|that|everything|the\s+(?:trip|plan))\s+(?:really\s+|super\s+)?cheap"
                 r"|(?:minimum|minimal|lowest|least|min)\s+(?:possible\s+)?(?:costs?|price|prices|spend(?:ing)?|total)"
                 r"|cut\s+back|economi[sz]e|penny[\s-]pinch\w*|(?:do|get|have)\s+(?:it|this|that|the\s+trip)\s+for\s+less"
                 r"|save\s+(?:us\s+|me\s+)?(?:a\s+(?:few|couple(?:\s+of)?|(?:little\s+)?bit\s+of|little)\s+|some\s+)?(?:money|cash|bucks|dollars)"
                 r"|can'?t\s+(?:afford|pay)\s+(?:that|this|it|so)(?:\s+much)?|(?:too|a\s+bit|way)\s+much\s+for\s+(?:us|me)"
                 r"|(?:way\s+|far\s+)?over\s+what\s+(?:we|i)\s+(?:want(?:ed)?|wanna|can|could)(?:\s+(?:to\s+)?(?:spend|pay|afford))?"
                 r"|(?:way\s+|far\s+|a\s+lot\s+|much\s+)?more\s+than\s+(?:we|i)\s+(?:wanted|want|wanna|hoped|planned|meant|can|could)"
                 r"\s+(?:to\s+)?(?:spend|pay)")
# A figure of the plan's cost complained of ("$900 for one day is insane", "1520 is a lot for 2 days tbh"), and a bargain
# praised with an eye-roll ("wow, what a bargain 🙄"): the whole said, so no figure of it is read as an edit beside it
_FIGURE_COMPLAINED = (r"|(?:\$\s?\d[\d,.]*k?|\b\d{3,}[\d,.]*|\b\d+(?:\.\d+)?k)\b"
                      r"(?:\s+(?:for|on)\s+[^,.;!?\d]{1,30}?|\s+for\s+\w+\s+days?)?\s+(?:is|'s|seems|feels)\s+"
                      r"(?:(?:way|just|kinda|a\s+bit|pretty|totally|absolutely|honestly|so)\s+)?(?:insane|crazy|nuts|ridiculous|absurd"
                      r"|outrageous|wild|steep|a\s+lot|too\s+much|a\s+rip[\s-]?off)\b(?:\s+for\s+(?:\w+\s+)?\w+)?"
                      r"|\bwhat\s+a\s+(?:bargain|steal|deal)\W*[\U0001F644\U0001F612]")
FIGURE_COMPLAINED = worded(_FIGURE_COMPLAINED.removeprefix("|"))  # ... on its own (``intent_preference_edit``)
# A flight's time complained of ("a 6am flight is brutal", "6am is way too early for us", "that 6:02 flight is insane"):
# the reason a later flight is wished for, no bound of its own (one said with "before", "after", "no flights", "avoid"
# ... is the flight-time rule's, ``stated_as_rule``).
_CLOCK = r"\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.)|\d{1,2}:\d\d"
_TOO_EARLY = r"(?:(?:way|far|much|a\s+bit|kinda|just)\s+)?(?:too|so|very|really|super|crazy|insanely)\s+early"
_TIME_COMPLAINT = worded(rf"(?:^|(?<=[,.;!?]))[^,.;!?]*\b(?:flights?|flying|departures?|{_CLOCK}|in\s+the\s+morning)\b"
                         rf"[^,.;!?]*\b(?:{_TOO_EARLY}|brutal|insane|crazy|ridiculous|awful|terrible|ungodly|inhumane|painful"
                         r"|rough|harsh|a\s+killer|no\s+way|nuts)\b[^,.;!?]*")
_BOUND = worded(r"\b(?:before|after|earlier\s+than|later\s+than|until|till|between|no\s+(?:\w+\s+)?(?:flights?|departures?)"
                r"|nothing|not|never|avoid|only|by)\b")

# A flight named by its clock time in a clause of its own ("ok but that 6am flight home, can it be later"): which
# flight a wish for a later one is about, no bound
_FLIGHT_BY_TIME = worded(rf"(?:^|(?<=[,.;!?]))[^,.;!?]*\b(?:{_CLOCK})\s*(?:(?:home|out|back|return|outbound)\s+)?"
                         r"(?:flights?|departures?)\b[^,.;!?]*"
                         # ... or by its clock time alone, asked in disbelief ("6:02?? later flight home pls")
                         rf"|(?:^|(?<=[,.;!?]))\s*(?:that\s+|the\s+|a\s+)?(?:{_CLOCK})\s*(?=[?!]+)")


def without_time_complaints(text: str) -> str:
    """``text`` with each clause complaining of a flight's time and stating no bound blanked out (``_TIME_COMPLAINT``)."""
    return _TIME_COMPLAINT.sub(lambda m: m.group(0) if _BOUND.search(m.group(0)) else " " * len(m.group(0)), text)


# A rating complained of as too low ("2 stars wont cut it", "3 stars isn't enough"): the reason a nicer part is wished
# for, never a rating floor of its own (read as one, it set "stays rated 2+": lower than the wish)
_RATING_COMPLAINED = worded(r"\b\d(?:\.\d)?\s*(?:stars?|\*)\s+(?:won'?t|wont|doesn'?t|does\s+not|don'?t|isn'?t|is\s+not|ain'?t"
                            r"|is\s+too\s+low|not)\b[^,.;!?]*"
                            # "rated 2 is rough", "rated 3 is meh": the plan's rating complained of, no floor
                            r"|\brated\s+\d(?:\.\d)?\s+(?:is|was|'s)\s+(?:\w+\s+)?(?:rough|bad|low|meh|terrible|awful|sad|poor"
                            r"|weak|not\s+\w+)\b[^,.;!?]*")


def without_rating_complaints(text: str) -> str:
    """``text`` with each rating complained of as too low blanked out (``_RATING_COMPLAINED``)."""
    return _RATING_COMPLAINED.sub(lambda m: " " * len(m.group(0)), text)


def without_flights_named(text: str) -> str:
    """``text`` with each clause naming a flight by its time, and stating no bound, blanked out (``_FLIGHT_BY_TIME``)."""
    return _FLIGHT_BY_TIME.sub(lambda m: m.group(0) if _BOUND.search(m.group(0)) else " " * len(m.group(0)), text)


# A part made better ("make the hotels nicer", "can you get the food a bit fancier?")
# Slang said for "very" before a cost ("thats mad expensive", "hella pricey", "lowkey expensive")
_SLANG_INTENSIFIERS = r"mad|hella|super|crazy|insanely|stupid|lowkey|highkey|ridiculously|wildly"
_MADE = r"(?:make|get|have)\s+(?:the\s+|our\s+|my\s+)?"
_MORE = r"(?:a\s+(?:bit|little|lot)\s+|much\s+|way\s+|even\s+)?"
PREFERENCES: tuple[tuple[PreferencePart, re.Pattern[str]], ...] = (
    ("cheapest", worded(r"\b(?:cheaper|cheapest|less\s+(?:expensive|pric(?:e)?y|costly)|(?:lower|cut|reduce|trim|drop)\s+(?:the\s+|our\s+)?"
                        # ("drop the price cap": a bound taken back, no cost wish)
                        r"(?:costs?|price|prices|total|spend(?:ing)?|bill)(?!\s+(?:caps?|limits?|max(?:imum)?|rules?|ceiling))|(?:bring|get|knock|cut)\s+(?:the\s+|our\s+)?(?:costs?|price|prices|total)\s+down"
                        r"|save\s+(?:us\s+|me\s+)?(?:some\s+)?(?:money|cash|bucks)|(?:spend|cost)\s+(?:a\s+(?:little|bit|lot)\s+|much\s+|way\s+)?less|budget[\s-]friendly|as\s+cheap\s+as"
                        # ("cut it down to 2 days" shortens the trip: no cost wish)
                        # back to the cheap end after something nicer ("ok that's too much now, back to cheap")
                        r"|back\s+to\s+(?:the\s+)?(?:cheap|cheaper|cheapest|budget)(?:\s+(?:one|version|plan|option|stuff|end))?(?!\s+\w)"
                        r"|(?:bring|cut|trim|knock)\s+(?:it|this|that)\s+down(?!\s+to\s+(?:just\s+|only\s+)?\w+\s+(?:days?|nights?|people|ppl))"
                        r"|trim\s+(?:it|this|that)(?!\s+(?:down\s+)?to\s+(?:just\s+|only\s+)?\w+\s+(?:days?|nights?|people|ppl))|go\s+(?:budget|cheap)|(?:any\s+)?ways?\s+to\s+save"
                        r"|(?:costs?|price|prices|total)\s+(?:is|are|'s)\s+(?:way\s+|a\s+bit\s+|far\s+|much\s+)?too\s+high|costs?\s+(?:way\s+|far\s+|a\s+bit\s+|much\s+)?too\s+much"
                        # ("is that affordable?" asks whether the total fits the budget: a question, no wish)
                        r"|(?<!\bis\sthat\s)(?<!\bis\sit\s)(?<!\bis\sthis\s)(?:more\s+)?affordable|less\s+money|on\s+the\s+cheap|"
                        + _CHEAPER_SAID
                        + r"|too\s+(?:expensive|pric(?:e)?y|costly|much\s+money|steep)|(?:a\s+lot|so\s+much)\s+of\s+money"
                        r"|can'?t\s+afford\s+(?:that|this|it)|cheap\s+as\s+(?:possible|you\s+can)|budget\s+(?:options?|version)"
                        r"|on\s+a\s+(?:tight\s+|strict\s+|small\s+|limited\s+|shoestring\s+)?budget\b(?!\s+of)|(?:way|a\s+bit|bit|kinda|rather|so|very"
                        r"|really|pretty|quite|that'?s|it'?s|thats|its|" + _SLANG_INTENSIFIERS
                        + r")\s+(?:expensive|pric(?:e)?y|costly|steep)"
                        # (the world's prices, never the plan's: "flights are so expensive nowadays")
                        r"(?!\s+(?:nowadays|these\s+days|lately|in\s+general|everywhere|right\s+now))"
                        # a learner's comparative said with "more" ("is possible more cheap?", "a more cheap hotel")
                        r"|more\s+cheap)\b"
                        # a cost complained of with no object ("that's way too much", "save some $$")
                        r"|\b(?:too\s+much|(?:it'?s|that'?s|its|thats|we'?re|way|a\s+bit|bit)\s+over\s+(?:our\s+|my\s+|the\s+)?budget)"
                        r"\s*\$*\s*(?:[.!?]|$)|\b(?:(?:save|shave)\s+(?:us\s+|me\s+)?(?:some\s+|a\s+few\s+)?|less\s+)\$+"
                        # the cost complained of in one word ("expensive!!", "pricey...")
                        r"|^\W*(?:(?:hmm+|hm+|ugh+|oof|wow|yikes|whoa|damn|geez|jeez|eh|um+|uh+|kinda|bit)\W+)*"
                        r"(?:so\s+|too\s+|very\s+|way\s+)?(?:expensive|pric(?:e)?y|costly|steep)"
                        # (with a slang intensifier after it: "pricey af", "expensive tbh")
                        r"(?:\W+(?:af|asf|tbh|ngl|fr|lol|lmao|man|dude|bro))*\W*$" + _FIGURE_COMPLAINED)),
    ("hotels", worded(rf"\b{_BETTER}\s+{_STAY}\b|\bupgrade\s+(?:the\s+|our\s+|my\s+)?{_STAY}\b|{_SPLURGE}{_STAY}\b"
                      r"|\b(?:stay|sleep)\s+(?:somewhere|someplace|anywhere|in\s+a\s+place)\s+(?:nicer|better|fancier|nice)\b"
                      # the travellers put up somewhere better ("put the client somewhere a bit nicer", "book us
                      # someplace fancier"): where they sleep
                      r"|\b(?:put|book|get)\s+(?:(?:us|me|them|him|her)|(?:the|my|our)\s+[a-z]+)\s+(?:up\s+)?"
                      rf"(?:somewhere|someplace|in\s+a\s+place|in\s+somewhere)\s+(?:a\s+(?:bit|little)\s+|much\s+)?(?:more\s+)?{_BETTER}\b"
                      rf"|\b(?:somewhere|someplace|something|a\s+place)\s+(?:a\s+(?:bit|little)\s+)?(?:more\s+)?{_BETTER}"
                      r"\s+to\s+(?:stay|sleep)\b"
                      # "something more upscale for the stay", "anything nicer for our hotel?"
                      rf"|\b(?:something|anything|one)\s+(?:more\s+|a\s+bit\s+)?{_BETTER}\s+(?:for|as)\s+(?:the\s+|our\s+)?{_STAY}\b"
                      rf"|\b{_STAY}\b{APART}(?:{_ANOTHER_BETTER})|\b{_MADE}{_STAY}\s+{_MORE}{_BETTER}\b"
                      # a stay wished for rated well, the rating after it ("i want a hotel thats actually rated well")
                      rf"|\b(?:want|need|get|find|prefer|book)\b[^.?!]{{0,40}}?\b{_STAY}\b[^.?!]{{0,30}}?\b(?:rated|reviewed)\s+"
                      r"(?:well|higher|better|highly)\b")),
    # (food wished better by its taste too: "tastier places to eat pls")
    ("restaurants", worded(rf"\b(?:{_BETTER}|tastier|yummier)\s+{_EATING}\b|{_SPLURGE}{_EATING}\b|\bupgrade\s+(?:the\s+|our\s+)?{_EATING}\b"
                           r"|\beat\s+(?:somewhere|someplace|anywhere|out\s+somewhere)?\s*(?:nicer|better|fancier)\b"
                           rf"|\b{_EATING}\b{APART}(?:{_ANOTHER_BETTER})|\b{_MADE}{_EATING}\s+{_MORE}{_BETTER}\b")),
    ("sights", worded(r"\b(?:more\s+(?:sights|attractions|sightseeing|activities|stuff|things\s+to\s+(?:do|see)|to\s+(?:see|do))"
                      r"|see\s+more|(?:better|nicer|cooler|more\s+interesting)\s+(?:sights|attractions|activities|sightseeing)"
                      # the days filled ("pack it in", "pack in more", "cram it all in", "we want to see everything")
                      r"|(?:pack|cram)\s+(?:(?:it|them|things|everything)\s+(?:all\s+)?|(?:a\s+lot\s+)?more\s+)?in\b"
                      r"(?!\s+(?:at\s+(?:least|most)|\d|one|two|three|four|five|six|as\s+many|up\s+to)\b)"  # a pace's count
                      r"(?:\s*,?\s*as\s+(?:much|many)\s+as\s+(?:we\s+can|possible))?"  # "pack it in, as much as possible"
                      r"|see\s+(?:everything|it\s+all|as\s+much\s+as\s+(?:we\s+can|possible))(?!\s+(?:in|at|on)\b)"
                      # too little to see complained of ("we barely see anything", "not much to do there")
                      r"|(?:barely|hardly)\s+(?:see|do|visit)\s+anything|not\s+(?:much|enough)\s+to\s+(?:see|do))\b")),
    # Flight times wished for with no bound ("later flights", "nicer flight times"): a soft wish the re-plan favours.
    # A bound stated in words ("no early flights", "avoid red-eyes", "no flights before 9am") is the hard flight-time
    # rule the registry reads (``stated_as_rule``), as in a request: kept or named, never merely favoured.
    ("humane_hours", worded(r"\blater\s+(?:flights?|departures?)\b|\b(?:nicer|better|friendlier|saner|more\s+(?:humane|reasonable"
                            r"|civili[sz]ed))"
                            r"\s+(?:flight|departure|travel)\s+(?:times?|hours?)\b|\b(?:flights?|fly|flying)\s+(?:be\s+)?at\s+(?:a\s+)?(?:more\s+)?(?:better|nicer|decent|reasonable|sane"
                            r"|normal|civili[sz]ed|humane)\s+(?:times?|hours?)\b"
                            # a later one asked after a flight is named ("the 6am flight home is brutal, a later one?"),
                            # or a flight or a clock time complained of as too early ("6am is too early for us")
                            rf"|\b(?:flights?|departures?)\b{APART}\b(?:(?:something|anything|one)\s+later"
                            # the flight asked to be later ("can the flight home be later", "that 6am flight, can it be later")
                            r"|(?:(?:can|could)\s+(?:it|they|that|we)\s+)?(?:be|leave|go|depart)\s+later"
                            r"|(?:a\s+)?later\s+(?:one|option|time|in\s+the\s+day)"
                            # "6am flight?? later pls": the word alone with a please or nothing after it
                            r"|later(?=\s+(?:pls|please|plz|then|instead)\b|\W*$))\b"
                            # ("can we fly home later in the day", "a less brutal flight time")
                            r"|\bfly(?:ing)?\s+(?:home|back|out)\s+later(?:\s+in\s+the\s+day)?\b"
                            r"|\bless\s+(?:brutal|early|awful|insane|crazy|painful|ungodly)\s+(?:flights?|departures?|flight\s+times?)\b"
                            rf"|\b(?:flights?|departures?|{_CLOCK})[^,.;!?]{{0,40}}?\b{_TOO_EARLY}\b"
                            rf"|\b{_TOO_EARLY}\b[^,.;!?]{{0,40}}?\b(?:flights?|departures?)\b|\b(?:{_CLOCK})\W{{0,4}}{_TOO_EARLY}\b"
                            rf"|\b(?:{_CLOCK})\s*(?:flights?|departures?)\s+(?:is|was|'s)\s+(?:\w+\s+)?(?:brutal|insane|awful"
                            r"|terrible|ungodly|inhumane|painful|rough|harsh|a\s+killer|nuts|crazy|ridiculous)\b"
                            rf"|\b(?:{_CLOCK})(?:\s*(?:flights?|departures?))?[^.;!]{{0,40}}?(?:\bno\s+thanks?\b"
                            r"|\bwho\s+(?:does|would|books?|schedules?)\s+(?:that|this)\b|[\U0001F644\U0001F612])"
                            rf"|\b(?:ugh+|eww+|yikes)\W+(?:an?\s+|that\s+|the\s+)?(?:{_CLOCK})\s*(?:flights?|departures?)\b")),
    # The whole trip made nicer, no part named ("make it nicer", "can you make the trip fancier?", "upgrade everything"):
    # the best trip overall; read last, so a part named anywhere ("make it nicer, better hotels") wins.
    ("overall", worded(r"\b(?:make|made|making|get)\s+(?:it|this|that|the\s+(?:(?:whole|entire)\s+)?(?:trip|plan|thing)|things"
                       r"|everything)\s+"
                       rf"(?:a\s+(?:bit|little)\s+|much\s+|way\s+)?{_BETTER}\b"
                       r"|\bupgrade\s+(?:it|this|everything|the\s+(?:(?:whole|entire)\s+)?(?:trip|plan|thing))\b"
                       rf"|\b{_BETTER}\s+everything\b"
                       # the comparative alone ("nicer", "fancier pls", "something classier"): "nice!" and "better." are
                       # talk; or said of the whole ("nicer overall", "fancier all round", "a nicer vibe overall")
                       # (a change of mind's fillers around it: "hmm nicer actually", "ok fancier then", "hmm actually
                       # go nicer")
                       r"|^\W*(?:(?:hmm+|ok(?:ay)?|actually|wait|well|um+|eh|so)\W+)*(?:(?:go|let'?s\s+go)\s+)?(?:(?:something|anything)\s+)?"
                       r"(?:even\s+|a\s+bit\s+|a\s+little\s+)?(?:nicer|fancier|classier)"
                       r"(?:\s+(?:please|pls|plz|actually|instead|then|after\s+all))*\W*$"
                       rf"|\b{_BETTER}\s+(?:(?:vibe|feel)\s+)?(?:overall|all\s+(?:a)?round|across\s+the\s+board)\b"
                       # the trip wished to feel better ("i want it to feel more luxurious", "can it be a bit more
                       # special"), improved ("improve it?"), or bettered ("can we do better than this")
                       r"|\b(?:it|this|the\s+(?:trip|plan))\s+(?:to\s+)?(?:feel|be|look|seem)\s+(?:a\s+(?:bit|little|lot)\s+)?"
                       rf"(?:more\s+)?(?:special|{_BETTER})\b|\bimprove\s+(?:it|this|things|everything|the\s+(?:trip|plan))\b"
                       r"|\bdo\s+better\s+than\s+(?:this|that)\b")),
)
PREFERENCES_BY_PART = dict(PREFERENCES)

# Words said around a preference that ask nothing more: the asking ("is there a cheaper way", "can we upgrade to a better
# hotel", "add more activities"), the preference's own subject said again ("hmm pricey. cheaper?", "spend less money pls",
# "that's a lot of money, can we cut it down"), and asides ("too costly tbh", "love it! can we splurge on restaurants tho",
# "wtf that's so expensive"): what is left of a message holding these alone is no edit said with it.
AROUND_PREFERENCE = CANCEL_FILLER | frozenset("""make is there way option options ones something could would you us please find
    give get me add to upgrade tbh tho though honestly wtf omg lol also but so more thing things stuff one thanks ok well
    wherever whenever later home
    too really bit little lot maybe perhaps possible if any that's thats pricey pricy expensive costly money price cost down
    cut costs steep af broke student i'm im better be would than wanted spend more afford some can we do looks look
    honestly out anything much hotel hotels stay room rooms place places food restaurant restaurants dinner lunch breakfast
    meals flight flights sights pack in for bruh bro dude man mate yo guys pal mad hella super crazy insanely
    lowkey highkey ridiculously""".split())
# An aside on the travellers' means said beside a preference ("cheaper, we're students", "money's tight, cheaper
# please", "better hotel, money isn't an issue"): the reason for it, no wish of its own.
MEANS_ASIDE = worded(r"(?:^|[,.;!?]|\bbut\b)\s*(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+"
                      r"(?:(?:just|all|only|a\s+bit|kinda|pretty|so)\s+)?"
                      r"(?:poor\s+)?(?:students?|broke|skint|poor|on\s+a\s+(?:tight\s+)?budget)"
                      r"|(?:our\s+|the\s+)?(?:money|cash|funds|budget)(?:'s|\s+is)\s+(?:a\s+bit\s+|really\s+|very\s+|so\s+)?"
                      r"tight|(?:money|cost|price)(?:'s|\s+is)?\s+(?:isn'?t|is\s+not|not|no)\s+(?:an?\s+)?"
                      r"(?:issue|problem|object|concern))"
                      r"\s*(?=[,.;!?]|$)")

# Praise said with an eye-roll, or a stock phrase of mockery ("yeah sure, $900 a day is totally normal 🙄", "wow so
# cheap, said no one", "nothing says vacation like a 6am flight"): a complaint of the part it mocks (a figure or a price
# word: the cost; a clock time or "early": the flight hours; then the stay, the meals, the sights), no edit of its words.
# ... or praise no one means of what was just shown ("wow a 2 star hotel, how luxurious", "just what we wanted"): an
# exclamation, never a question ("how nice is the hotel?")
_MOCKED = worded(r"[\U0001F644\U0001F612\U0001F643]|\bsaid\s+no\s*(?:one|body)\b|\bnothing\s+says\s+(?:vacation|holiday|relax\w*|fun)\b"
                 r"|\bhow\s+(?:luxurious|fancy|posh|glamorous|classy|lovely|charming|delightful|wonderful|generous|convenient"
                 r"|relaxing)\b(?!\s+(?:is|are|was|were|does|do|did|would|will|can)\b)"
                 r"|\bjust\s+what\s+(?:i|we)\s+(?:always\s+)?(?:wanted|needed|asked\s+for)\b")
_MOCKED_PARTS: tuple[tuple[PreferencePart, re.Pattern[str]], ...] = (
    ("cheapest", worded(r"\$|\b\d{3,}\b|\b(?:cheap|bargain|value|deal|steal|prices?|costs?|pocket\s+change|money|affordable)\b")),
    ("humane_hours", worded(rf"(?:{_CLOCK})|\bearly\b")),
    ("hotels", worded(r"\b(?:hotels?|stays?|rooms?|accommodations?|lodging)\b")),
    ("restaurants", worded(r"\b(?:restaurants?|food|meals?|dinners?|lunch(?:es)?|breakfasts?)\b")),
    ("sights", worded(r"\b(?:itinerary|sights?|attractions?|aquarium|museum|things\s+to\s+do|just\s+a\s+flight|packed)\b")),
)


def sarcastic_part(text: str) -> PreferencePart | None:
    """The part of the plan a mocking message complains of (``_MOCKED``), or None when it mocks none."""
    if not _MOCKED.search(text):
        return None
    return next((part for part, words in _MOCKED_PARTS if words.search(text)), None)
