"""A question about the plan and its topic: worded as a question (``ASKS``), asking what changed, a day's cost,
the total, the stays, the travel, the dates or a day (``TOPICS``, read by ``plan_question``), the day or night it names
(``days_named``), and what looks like a question but asks nothing (a change proposed: "can we leave on the 5th?").
Apart: the topics' patterns are the longest of the intents' and only the question readers use them.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_words import APART, LEAD, worded
from himap_travel.state.chat_state import MessageReading, PlanTopic

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "first": 1, "second": 2, "third": 3,
            "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "last": -1, "final": -1}
# A night named ("night 2", "the first night", "our 2nd night"): the night of that day, where a stay is asked about
# ("last night" alone is left out: it is more often the night before the message than the trip's; "the last night", "our
# last night" and "the final night" are the trip's last night, the answer's -1)
_NIGHT = (r"|\bnight\s+(\d+|one|two|three|four|five|six|seven)\b|\b(first|second|third|fourth|fifth|sixth|seventh)\s+night\b"
          r"|\b(\d+)(?:st|nd|rd|th)\s+night\b|\b(?:the|our|my)\s+(last|final)\s+night\b|\b(final)\s+night\b")
_DAY = worded(r"\bday\s+([-+−]?\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|zero)\b|\b(first|second|third|fourth|fifth|sixth|seventh"
              r"|last|final)\s+day\b"
              r"|\b(\d+)(?:st|nd|rd|th)\s+day\b" + _NIGHT
              # a part of a day by its order ("breakfast the last morning?", "the first evening"): that day
              # ("breakfast on the 2nd morning?": the order in figures too)
              + r"|\b(?:the|our|my)\s+(first|second|third|last|final|\d)(?:st|nd|rd|th)?\s+(?:morning|afternoon|evening)\b")
# (a question followed by an aside about the askers asks it still: "...what the hotel costs per night? I am on a pension
# and must be careful"; never one with a figure, which may change the trip: "is that ok? we are 4 now")
ASKS = worded(rf"\?\s*$|\?\s+(?:i|we)(?:'m|'re|\s+am|\s+are)\s[^?\d]*$|{LEAD}(?!what\s+an?\s)"  # ("what a bargain" exclaims)
               # (the day said first: "on day 2 where do we eat lunch")
               r"(?:(?:on|for)\s+(?:day\s+(?:\d{1,2}|one|two|three|four|five|six|seven)|the\s+(?:first|second|third|last)\s+day)\W+)?"
               # ("wya hotel lookin like": "where you at", texted; "whered u put us": "where'd")
               r"(?:what|whats|what's|wat|wut|waht|why|how|hw|hows|how's|where|wheres|where's|where'?d|wya|when|whens|which|who|whos|who's|is"
               r"|are|am|does|do|did|has|have|any|anything|can(?!'?t\b)|could|will(?=\s+(?:it|this|that|we|i)\b)|compare|explain"
               r"|tell\s+me|show\s+me|remind\s+me"
               # the plan's places asked to be rated ("rate our hotel please", "pls rate the restaurants")
               r"|(?:(?:please|pls|plz)\s+)?rate(?=\s+(?:the|our|my|this|these|those|each|every)\b)"
               r"|would\s+(?:it|that|this|\w+ing)\s+be)\b"
               # the question word said last ("and day 2 costs how much", "we land when", "dinner day 2 is where again",
               # "budget was what again")
               # ("day 2 how much is that")
               # ("breakfast on day two is at", "the aquarium is on which day")
               # ("arizona falls is what day", "dinosaur park is on what day")
               # ("first day costs what", "day 1 comes to what", "breakfast day 2 where at", "how much a night")
               r"|\b(?:how\s+(?:much|many|long)|when|where(?:\s+at)?|what\s+time|(?:is|was|are|were)\s+(?:what|at)|(?:which|what)\s+(?:day|night)"
               r"|(?:costs?(?:\s+(?:us|me))?|comes?\s+to|comes?\s+out\s+to|runs?\s+(?:us|me)|that'?s|thats|it'?s|its)\s+what|what(?:'?s|s|\s+is)\s+(?:that|it)"
               # ("and day 3 comes to": the sum left for the answer)
               r"|comes?\s+(?:out\s+)?to)"
               r"(?:(?:\s+(?:is|was)|'s)\s+(?:that|it)|\s+(?:a|per|each)\s+(?:night|day|person|head))?"
               r"(?:\s+again)?\W*$"
               # a meal the plan lacks asked after in disbelief ("no breakfast or lunch?? we'll starve lol")
               rf"|{LEAD}no\s+(?:breakfast|lunch|dinner|meals?|food)\b[^.!]*\?"
               # a part of the plan named, then asked of after a comma ("and the room, how many stars", "the drive, how long")
               rf"|{LEAD}(?:the\s+|our\s+|my\s+)?(?:rooms?|hotels?|stays?|place|flights?|drive|total|budget)\s*,\s*"
               r"(?:how|where|what|when|which|is|are)\b")
# What the last change did ("what did you change?", "so what changed", "what's different now?", "diff?", "what did u do"):
# a change in the past tense, a difference, a comparison; never a change asked for ("can you change the hotel?" is an edit).
_CHANGES = (r"\bchanged\b|\bchanges\b|\bupdated\b|\bdiff(?:erent|erence|erences|s)?\b|\bcompar\w+|\bwhat'?s\s+new\b|\bwhat\s+happened\b"
            r"|\b(?:did|have|has|had)\s+(?:(?!to\b)\w+\s+){1,2}?(?:just\s+|really\s+|actually\s+|end\s+up\s+)?"
            r"(?:chang\w*|do|done|modif\w*|edit\w*|updat\w*|adjust\w*|tweak\w*|alter\w*|mov\w*|switch\w*|swap\w*|replac\w*"
            r"|cut|trim\w*)\b"  # "what did you cut" after a cost cut
            r"|\b(?:anything|something|what)\s+else\s+chang\w*|\bwhat\s+(?:did\s+)?(?:you|u|ya)\s+(?:just\s+)?(?:do|did)\b"
            r"|\b(?:before\s+(?:vs\.?|versus|and|&)\s+(?:now|after)|(?:now\s+)?(?:vs\.?|versus)\s+before)\b"
            # what a change cost ("what did we give up?", "any downsides?", "what's the trade-off?")
            r"|\b(?:did|have|has|had)\s+(?:we|i|you|u|it|they)\s+(?:give|given)\s+up\b|\bgave\s+up\b|\bsacrific\w*|\btrade[\s-]?offs?\b"
            r"|\bdownsides?\b|\bwhat\s+(?:did\s+|do\s+|will\s+|would\s+)?(?:we|i|you|u)\s+(?:(?:give|gave|given)\s+up|lose|lost)\b"
            # what a change saved or added ("how much did that save?", "did that save us anything", "how much did we save")
            r"|\bhow\s+much\s+(?:did|does|has|have)\s+(?:that|this|it|we|i)\s+(?:just\s+)?(?:sav\w*|cut|add\w*)\b"
            r"|\b(?:did|does|has)\s+(?:that|this|it)\s+(?:\w+\s+)?(?:save|saved)\b")
# The changes asked for without a question word: "list the changes", "recap the changes pls", "changes?", "diff pls".
_CHANGES_ASKED = worded(rf"{LEAD}(?:(?:pls|please|can\s+you|could\s+you)\W+)*(?:explain|summari[sz]e|recap|list|show|give\s+me"
                        r"|walk\s+me\s+through|go\s+over)\b.*\b(?:changes|differences|diff)\b"
                        rf"|{LEAD}(?:the\s+)?(?:changes|differences|diff)\W*(?:pls|please|plz)?\W*$")
WHAT_CHANGED = worded(_CHANGES)
# What the total holds ("does the total include the hotel?", "is food included in the price?"): the total, with its parts
_TOTAL_HOLDS = worded(r"\b(?:total|price|cost|budget)\b.{0,60}\binclud\w*|\binclud\w*\b.{0,60}\b(?:total|price|cost|budget)\b")
# A place to stay: never a place to eat ("why that place for lunch?", "the dinner place": a meal, not the stay).
# (and the kinds of stay the data lists, as ``intent_preferences._STAY`` names them: "why is the apartment rated so low")
_STAY_PLACE = (r"(?:(?<!lunch\s)(?<!dinner\s)(?<!breakfast\s)place(?!\s+(?:for|to)\s+(?:eat|breakfast|brunch|lunch|dinner|food))"
               r"|apartment|apt|flat(?!\s+(?:rate|fee|out|tyre|tire)\b)|rental(?!\s+cars?)|airbnb|condo|cabin|villa|loft)")
_THE_STAY = rf"(?:it|this|that|(?:the|our|this|that)\s+(?:hotel|stay|{_STAY_PLACE}|room|airbnb|apartment|house|rental))"
_STAY_ASKED = (rf"^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:is|are|r)\s+{_THE_STAY}\s+(?:an?\s+)?"
               r"(?:private|shared|entire)\b(?!.*\b(?:pl(?:ease|s|z)|instead|we\s+(?:want|need|prefer)|i\s+(?:want|need|prefer))\b)"
               # the room type asked in other words ("is the house all ours", "is it just us in there")
               rf"|^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:is|are|r)\s+{_THE_STAY}\s+(?:all\s+(?:ours|to\s+ourselves)"
               r"|just\s+(?:us|ours)|(?:all\s+)?(?:to\s+)?ourselves)\W*$"
               # ("do we get the whole place", "will we have the entire apartment to ourselves?")
               r"|^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:do|will|would)\s+(?:we|i)\s+(?:get|have)\s+(?:the\s+)?"
               r"(?:whole|entire)\s+(?:place|apartment|apt|house|flat|rental|room|stay)s?(?:\s+(?:to\s+)?(?:ourselves|myself))?"
               r"(?:\s+or\s+(?:just\s+)?(?:private\s+|shared\s+)?rooms?)?\W*$"  # ("do we get entire places or rooms")
               r"|\bhow\s+many\s+(?:people|ppl|guests|persons|of\s+us|adults)\s+(?:can|could|does|do|will|would)\s+"
               rf"{_THE_STAY}\s+(?:fit|sleep|hold|take|accommodate|host)\b"
               rf"|^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:does|do|will|would|can|could|is)\s+{_THE_STAY}\s+"
               r"(?:(?:have|got)\s+(?:enough\s+)?(?:room|space|beds?)|(?:fit|sleep|hold|take)|(?:big|large)\s+enough)"
               r"\s+(?:for\s+)?(?:\d+|two|three|four|five|six|seven|eight|all\s+of\s+us|us\s+all|everyone)\b[^.!]*(?:\?|$)"
               r"|\bmin(?:imum|\.)?\s+(?:stay|nights?|number\s+of\s+nights)\b|\bhow\s+many\s+nights\s+minimum\b"
               r"|\bmax(?:imum|\.)?\s+(?:guests|occupancy|people|ppl|capacity)\b|\boccupancy\b")
# The day a place is on asked with the question word last ("minnehaha falls is when", "belle isle aquarium is on which
# day"), texted with no verb too ("fort pickens which day", "the zoo what day?")
_DAY_ASKED_LAST = r"(?:\b(?:is|are|r)\s+(?:on\s+)?(?:(?:which|what)\s+day|when)|\s(?:on\s+)?(?:which|what)\s+day)\W*$"
_RATED = r"rated|rate|ratings?|reviews?|reviewed|stars?|any\s+good|how\s+good|best|top|worst"
_RATED_PART = (r"restaurants?|meals?|places?\s+to\s+eat|eateries|sights?|attractions?"
               r"|everything|all\s+of\s+(?:it|them)|the\s+(?:whole|entire)\s+(?:plan|trip)")  # "the ratings on everything"
_TOPICS: tuple[tuple[PlanTopic, re.Pattern[str]], ...] = (
    ("changes", WHAT_CHANGED),
    ("stays", worded(r"\bno\s+(?:hotel|stay|accommodation|lodging|room|place\s+to\s+(?:stay|sleep))\b.{0,40}\bnight\b")),
    ("total", _TOTAL_HOLDS),
    # how long the trip is and when ("how many days is the trip", "how long are we away?", "what dates are we going?")
    ("dates", worded(r"\bhow\s+many\s+(?:days|nights)\b|\bhow\s+long(?:'s|\s+is|\s+are|\s+will|\s+do)\s+(?:(?:the|our|this|we|it)\s+)?"
                     r"(?:(?:whole\s+)?(?:trip|holiday|vacation|getaway)|stay\w*|be\s+(?:away|gone|there)|away|gone|there|last)\b"
                     r"|\b(?:what|which)\s+(?:are\s+the\s+|are\s+our\s+)?dates\b|\bwhen(?:\s+exactly|\s+again)?(?:\s+is|\s+does|'s|s)\s+(?:the|our|this)\s+"
                     r"(?:trip|holiday|vacation|getaway)\b|\b(?:what|which)\s+(?:days?|dates?)\s+(?:are|do|will)\s+(?:we|you)\s+(?:go|leave|travel"
                     r"|start|fly|set\s+off|head\s+off)\w*|\bis\s+(?:the|our|this)\s+trip\s+\w+\s+(?:days?|nights?)\b"
                     r"|\bwhen\s+(?:do|will|are|r)\s+(?:we|you|u)\s+(?:come|coming)\s+(?:back|home)\b"  # ("when do we come back")
                     r"|\b(?:what|which)\s+(?:date|day)\s+(?:do|will|are|r)\s+(?:we|you|u)\s+(?:come|coming|get|getting|fly|flying"
                     r"|head|heading|go|going)\s+(?:back|home)\b"
                     # when the trip is ("when are we going?"; "when are we going to land?" is travel)
                     r"|\bwhen(?:\s+exactly)?\s+(?:are|r)\s+(?:we|you)\s+(?:going|off|away|travell?ing|leaving)\b(?!\s+to\b)"
                     # ("dunno how long we're there for", "number of days?")
                     r"|\bhow\s+long\s+(?:we'?re|we\s+are|we'?ll\s+be)\s+(?:there|away|gone)\b|\bnumber\s+of\s+(?:days|nights)\b"
                     r"|\b(?:return|departure|start|end|leaving|coming\s+back)\s+dates?\b")),
    # why a stay, or what it is like ("what kind of room is it", "how's the hotel rated", "is the hotel any good?"): its details
    ("hotel", worded(rf"\b(?:why|how\s+come)\b{APART}\b(?:hotel|stay(?:ing)?|accommodation|{_STAY_PLACE}|room|lodging)\b"
                     rf"|\b(?:hotel|stay|accommodation|{_STAY_PLACE}|room|lodging)\b{APART}\band\s+why\b|\b(?:kind|type|sort)\s+of\s+(?:room|{_STAY_PLACE}|hotel|stay)\b"
                     # (of every stay: "what are the hotels rated?")
                     # ... asked to be rated ("how would you rate the hotels?", "can you rate the stays for me")
                     rf"|\brate\b{APART}\b(?:hotels?|stays?|{_STAY_PLACE}s?|rooms?|lodging|accommodations?)\b"
                     rf"|\broom\s+type\b|\b(?:hotels?|stays?|{_STAY_PLACE}s?|rooms?|lodging|accommodations?)\b{APART}\b(?:rated|rating|reviews?|stars|any\s+good"
                     rf"|(?:per|a|each)\s+night)\b|\b(?:hotel|stay|{_STAY_PLACE}|room)\b{APART}\blike\W*$"
                     rf"|\bname\s+of\s+(?:the\s+|our\s+)?(?:hotel|{_STAY_PLACE}|stay)\b"
                     # its rating asked the other way round ("what's the rating of our hotel", "is the hotel actually nice?")
                     rf"|\b(?:rated|rating|ratings|reviews?|stars?)\b{APART}\b(?:hotel|stay|{_STAY_PLACE}|room|lodging|accommodation|airbnb)\b"
                     # "rating?", "stars?", alone or ending a message ("is it any good? rating?")
                     r"|(?:^|[.?!]\s*)\W*(?:and\s+|so\s+)?(?:the\s+)?(?:rating|ratings|rated|stars?|reviews?)\W*$"
                     # the stay asked of by "it" ("whats it rated", "how's it rated?", "is it any good?"): a plan's
                     # rating asked is its stay's
                     r"|^\W*(?:and\s+|so\s+|ok\s+)?(?:what|how)(?:'s|s|\s+is)?\s+(?:it|its|that)\s+(?:rated|rating|reviews?)\b"
                     r"|^\W*(?:and\s+|so\s+|ok\s+)?(?:is|was)\s+(?:it|that)\s+(?:any\s+good|(?:actually\s+|even\s+)?(?:good|decent|nice))\b"
                     # a night's price asked with no stay named ("how much is a night there"): the stay's
                     r"|\bhow\s+much\s+(?:is|are|does|for)\s+(?:a|one|each|per|the)\s+night\b"
                     # ... in any order, by any word of cost ("how much a night is that", "what's it cost per night",
                     # "what do I pay a night"): a night's price is the stay's, never the trip's total
                     r"|\b(?:how\s+much|costs?|costing|price[ds]?|pay(?:ing)?|charg\w*)\b[^.?!]{0,40}?\b(?:a|one|each|per|every)\s+night\b"
                     r"|\b(?:a|one|each|per|every)\s+night\b[^.?!]{0,40}?\b(?:how\s+much|costs?|costing|price|pay)\b"
                     # ... or with no word of cost, of "that" just answered ("and what's that per night")
                     r"|^\W*(?:and\s+|so\s+|ok\s+)?(?:what(?:'s|s|\s+is)|how\s+much(?:'s|\s+is)?)\s+(?:that|it|this)\s+"
                     r"(?:per|a|each)\s+night\W*$"
                     # the stars asked of the stay the plan has ("how many stars has it got"), unless of a meal or sight
                     r"|\bhow\s+many\s+stars\b(?![^.?!]*\b(?:restaurants?|meals?|sights?|attractions?|food)\b)"
                     rf"|\b(?:hotel|stay|{_STAY_PLACE}|room|lodging|accommodation|airbnb)\b{APART}\b(?:nice|good|decent|clean|comfy|comfortable)\W*$"
                     rf"|\bhow\s+(?:good|nice|decent)\s+is\s+(?:the|our|this|that)\s+(?:hotel|stay|{_STAY_PLACE}|room|airbnb)\b"
                     # what the data says of it: its room type, guests, minimum nights ("is it a private room?", "how many
                     # ppl can the room fit", "does it have room for 4?", "whats the min stay", "max guests?")
                     rf"|{_STAY_ASKED}")),
    # who the trip is for ("how many people is this for", "how many of us are going", "party size?"): the party; after
    # "hotel", whose own "how many people can the room fit" asks the stay's (and "guests" are the stay's: "how many
    # guests max?")
    ("party", worded(r"\bhow\s+many\s+(?:people|persons|ppl|peeps|of\s+us|travell?ers|adults|heads)\b"
                     r"(?!\s+(?:can|could|does|do|will|would)\s+(?:it|this|that|the|our)\b)"
                     r"|\b(?:party|group)\s+size\b|\bwho(?:'s|\s+is|s)\s+(?:coming|going|travell?ing)\b")),
    # the cost of the travel ("flight costs?", "price of the flights"): the total, with its parts
    ("total", worded(r"\b(?:flights?|travel|transport\w*|plane\s+tickets?|airfares?)\s+(?:costs?|prices?|fares?)\b"
                     r"|\b(?:costs?|prices?)\s+of\s+(?:the\s+|our\s+)?(?:flights?|travel)\b")),
    ("travel", worded(r"\b(?:how\s+long|how\s+far|duration|distance|kilomet(?:er|re)s|km|miles|drive|driving|flights?|fly|flying"
                      r"|depart\w*|arriv\w*"
                      r"|leave|land(?:s|ing)?"
                      r"|planes?|airlines?|car|train|bus|transport\w*|take\s+off|takeoff|(?:dep|arr)\.?(?=\s+times?\b)"
                      # ("how do we get up there", "getting over there")
                      r"|get(?:ting)?\s+(?:(?:up|down|over|out|across)\s+)?(?:there|back|home|in|into|to|between|around|from)"
                      r"|travel(?:l?ing)?"  # ("getting between
                      # the cities", "how do we get from the first to the second")
                      # ... and arriving in slang ("what time do we roll into pensacola", "when do we pull in")
                      r"|(?:roll|rolling|pull|pulling)\s+(?:in|into|up)|touch(?:ing)?\s+down"
                      r"|back\s+(?:home|in))\b")),  # ("what time r we back in san jose")
    ("stays", worded(rf"\bwhere\b{APART}\b(?:stay|sleep|staying|sleeping|crash|crashing)\b"  # ("where do we crash")
                     r"|\b(?:place|hotel)\s+(?:we'?re|we\s+are|(?:are|r)\s+we)\s+(?:staying|sleeping)\b|\bwhich\s+nights?\b"
                     # the stay asked by its kind ("which apartment are we in", "what hotel r we at")
                     r"|\b(?:which|what)\s+(?:hotel|apartment|apt|house|place|airbnb|rental|condo|studio|flat)\s+(?:are|r)\s+(?:we|you)"
                     r"\s+(?:in|at|staying)\b"
                     # the stay asked where it is ("wheres our place in pensacola", "where's the apartment")
                     r"|\bwhere(?:'?s|\s+is)\s+(?:our|the)\s+(?:place|apartment|apt|house|airbnb|rental|condo|studio|flat)\b"
                     # ... named first, then asked ("and the room, where is it", "stay?", "the hotel?")
                     rf"|\b(?:hotel|stay|{_STAY_PLACE}|room|house)\b[\s,]+where(?:'?s|\s+is)\s+(?:it|that)\b"
                     r"|^\W*(?:and\s+)?(?:the\s+|our\s+)?(?:stay|room)\s*\?+\W*$"
                     r"|\b(?:hotels?|accommodations?|lodging|check[\s-]?(?:in|out)|places?\s+to\s+(?:stay|sleep))\b"
                     # the stay asked by what it is called ("what's the apartment called", "the place on night 1 called?")
                     rf"|\b(?:hotel|stay|{_STAY_PLACE}|room|house)\b{APART}\bcalled\b"
                     + _NIGHT)),
    ("day_cost", worded(rf"\b(?:how\s+much|cost|costs|costing|spend(?:ing)?"
                        rf"|price|expensive|pric(?:e)?y|costly|total|damage)\b(?={APART}\bday\b)"
                        rf"|\b(?:break\s*down|breakdown|split)\b{APART}\b(?:days?|daily|costs?|money|spend\w*)\b"
                        rf"|\b(?:costs?|money|budget)\b{APART}\bsplit\b|\bday\b{APART}\b(?:how\s+much|cost|costs|costing"
                        r"|price|expensive|pric(?:e)?y|total|run\s+(?:us|me)|comes?\s+(?:out\s+)?to)\b|\bdaily\s+(?:cost|price|spend)|(?:cost|price|spend)\s+(?:per|a|each)\s+day")),
    ("total", worded(r"\b(?:how\s+much|total|cost|costs|costing|spend|spending|spent|price|budget"
                     r"|left(?!\s+to\s+(?:see|do|visit|explore|eat|tour))"  # ("anything left to see on day 2": the day's)
                     r"|expensive|pricey|costly|damage|paying|owe|bill"  # ("what's the bill come to")
                     r"|expenses?|save|saves|saving|savings"  # ("what would we save": the total, against what it was)
                     # ... or whether the party can pay it ("can i afford that", "is that affordable", "will it break
                     # the bank?")
                     r"|afford(?:able)?|break\s+the\s+bank"
                     r"|per\s+(?:head|person|pax))\b|^\W*(?:and\s+|so\s+)?(?:each|apiece)\W*$"
                     r"|\bit\s+(?:each|apiece)\W*$"  # "whats it each": the share
                     # ... or the cost divided among the party ("split 5 ways whats that", "what is it split between us")
                     r"|\bsplit\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+ways\b|\bsplit\s+(?:between|among)\s+(?:us|the)\b"
                     r"|^\s*(?:and\s+|so\s+)?\$+\s*\?+\s*$"  # "$?": the money, asked with the sign alone
                     # ... or held against the budget or a figure ("is the whole trip under 2700", "r we over budget")
                     r"|\b(?:under|over|within|below|above)\s+(?:(?:the|our)\s+)?(?:budget|\$?\d[\d,]*k?|(?:\w+\s+)?grand)"
                     r"(?:\s+(?:then|still|now|yet))?\W*$"  # ("am i still under budget then", "are we over the two grand")
                     r"|\brun\s+(?:us|me)\b|\b(?:does|will|would)\s+(?:it|that|this|everything|it\s+all|the\s+(?:whole|entire)\s+(?:trip|thing))"
                     r"\s+come\s+to\b|\b(?:it|that|this|everything)\s+(?:all\s+)?comes?\s+to\W*$"
                     # whether the plan works ("does that work?", "is it doable?"): its total against the budget
                     r"|^\W*(?:(?:so|and|ok(?:ay)?|hmm+)\W+)?(?:(?:does|will|would)\s+(?:that|it|this)\s+work"
                     r"|(?:is|would)\s+(?:that|it|this)\s+(?:doable|feasible|workable|possible))\W*$")),
    # how the plan's restaurants or sights are rated ("how are the restaurants rated?", "are the sights any good?"; a
    # stay's rating is "hotel"'s, with the stay's other details)
    ("ratings", worded(rf"\b(?:{_RATED})\b{APART}\b(?:{_RATED_PART})\b|\b(?:{_RATED_PART})\b{APART}\b(?:{_RATED})\b")),
    ("day", worded(r"\bday\b|\b(?:itinerary|schedule|plan|summary|rundown|overview|recap|restaurants?|meals?|food|eat(?:ing)?"
                   r"|dinners?|lunch(?:es)?|breakfasts?|sights?|attractions?|sightseeing|seeing|see|visits?|visiting|doing|trip"
                   r"|go(?:ing)?\s+to)\b"
                   # "when am i at the art museum", "when do we do santa monica pier": the day it is on
                   r"|\bwhen\s+(?:am|are|r|do|will)\s+(?:we|i|u)\s+(?:at|do|hit)\b"
                   # "when is fort mchenry", "when's the walters art museum": the day a place is on (a flight, a meal, a
                   # check-in asked so is the travel's or the stay's, read before)
                   r"|^\W*when(?:'s|’s|s|\s+is)\s+(?:the\s+)?[a-z]"
                   # ... or the question word said last ("minnehaha falls is when", "the zoo is on which day")
                   r"|" + _DAY_ASKED_LAST)),
)
# A question about what the plan holds that names no day ("what's the itinerary?", "what restaurants are we going to?",
# "show me the plan again"): asked by name, answered with every day; "can we eat Italian?" proposes, and is no question.
_WHOLE_PLAN_ASKED = worded(rf"{LEAD}(?:what|whats|what's|wat|which|where|any|anything|how\s+many|show(?:\s+me)?|tell\s+me"
                           r"|remind\s+me|give\s+me"
                           r"|why|how\s+come"  # "why only one restaurant?": every day shown, with what each lacks
                           r"|when(?:'s|s|\s+is|\s+are)"  # "when's the aquarium visit": every day shown, the one it is on
                           r"|when\s+(?:do|will|are|am|r|can)\s+(?:we|i|u|you)"  # "when do we see the alamo"
                           r"|no\s+(?:breakfast|lunch|dinner|meals?|food)"
                           r"|(?:walk|run)\s+me\s+(?:through|thru)|go\s+(?:over|through|thru)|recap|summari[sz]e"
                           r"|(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:show|give|send|list|tell|remind|recap)"
                           r"|(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?:see|have|get)|let\s+me\s+see)\b")
# A topic asked for by its name alone ("total price pls", "the itinerary?", "hotel name please"): a question with no question word.
_NAMED_DAY = r"(?:day\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|last|\d(?:st|nd|rd|th))\s+day)"
_ASKED_BY_NAME = worded(rf"{LEAD}(?:(?:the\s+)?(?:{_NAMED_DAY}(?:'s)?\s+)?(?:(?:grand\s+)?total(?:\s+(?:price|cost))?"
                        r"|(?:the\s+)?price|cost|damage|(?:a\s+)?(?:full\s+|cost\s+|quick\s+)?(?:break\s*down|summary|rundown|overview|recap)"
                        r"(?:\s+of\s+(?:the\s+)?(?:costs?|trip|plan))?"
                        r"|(?:breakfast|lunch|dinner|meal)s?(?:\s+(?:plans?|spots?|places?))?"  # "dinner plans?"
                        rf"|(?:(?:full|whole|entire|complete)\s+)?(?:itinerary|schedule)|hotel(?:\s+name)?(?:\s+(?:and|&)\s+(?:rating|price|name))?|flights?(?:\s+(?:times?|numbers?|nos?\.?|#))?|(?:dep(?:t|arture)?|arr(?:ival)?)\.?\s+times?)(?:\s+(?:(?:of|for|on)\s+(?:the\s+)?)?{_NAMED_DAY}|\s+(?:per|a|each)\s+day"
                        # ("flight number on the way back": the leg)
                        r"|\s+(?:(?:on|for)\s+the\s+way\s+)?(?:back|home|out|there))?"
                        # the share asked ("total per head", "each?", "per person pls")
                        r"(?:\s+(?:per\s+(?:head|person|pax|travell?er)|each|apiece))?|(?:the\s+)?(?:total|cost|price)?\s*"
                        r"(?:per\s+(?:head|person|pax|travell?er)(?:\s+(?:cost|price|total|amount))?|each|apiece))"
                        # whom it is for ("total cost for the 3 of us", "the total for everyone", "total for the lot"): the party, no edit
                        r"(?:\s+for\s+(?:(?:the|all|both)\s+)?(?:(?:(?:\d{1,2}|two|three|four|five|six|seven|eight)\s+)?of\s+us|us"
                        r"|everyone|everybody|the\s+(?:group|family|lot(?:\s+of\s+us)?)))?"
                        r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$")
_MEAL_ASKED = worded(r"\b(?:eat|eating|dinner|lunch|breakfast|restaurants?|meals?)\b")
# A change proposed as a question ("can we leave on the 5th instead?", "could we fly?", "let's drive?"): an edit the trip
# parser reads, never a question about the plan ("can I see day 2?" asks to be shown, and is one).
_PROPOSES = worded(rf"{LEAD}(?:(?:can|could|shall|should|may)\s+(?:we|i|us)\b(?!\s+(?:please\s+)?(?:see|know|hear|check|ask"
                   r"|(?:really\s+|actually\s+|even\s+)?afford\s+(?:it|that|this|the\s+(?:trip|plan|whole\s+thing))\b"
                   # ... nor the plan's own facts asked for ("can we get the total?"; "can we get the earliest flight out?"
                   # proposes a flight)
                   r"|(?:get|have)\s+(?:a\s+look|a\s+recap|a\s+summary|the\s+(?!(?:earliest|latest|first|last|cheapest|best"
                   r"|nicest|closest|biggest|quietest|(?:highest|best|top)[\s-]rated)\b))\b))|let'?s\b"
                   # a way of travelling proposed ("what about flying instead", "how about we drive?")
                   r"|(?:what|how)\s+about\s+(?:we\s+|us\s+)?(?:fly|flying|driv(?:e|ing)|tak(?:e|ing)\s+(?:a\s+)?(?:taxis?|cabs?))\b"
                   # a change put as "what if" ("what if we left a day later?"; "what if we had more money" only wonders)
                   r"|what\s+if\s+(?:we|i|us)\b(?!\s+had\b)"
                   # someone joining proposed ("could my sister come too?", "can our son join us?")
                   r"|(?:can|could)\s+(?:my|our)\s+(?:\w+\s+){1,2}?(?:come|join|tag\s+along)\b"
                   # a part of the plan asked to be switched ("could you switch the hotel to something rated higher")
                   r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?:switch|swap|change|replace)"
                   r"\s+(?:the|our|my|that|this)\b)")
# Worded as a question, asking for no answer: an undo asked politely ("can you undo the budget cut?": ``understand``
# undoes it, ``asks_to_undo``), and a predicate with no subject, the rest of a sentence cut at "and" ("the hotel has a
# burst pipe and is closed on night 1": "is closed on night 1" says what happened; "is it closed?" asks).
_NOT_ASKED = worded(rf"{LEAD}(?:(?:(?:can|could|would|will)\s+(?:you|u|we)\s+(?:please\s+|pls\s+)?(?:undo|revert|restore"
                    r"|roll\s+(?:it\s+)?back|go\s+back|put\s+(?:it\s+)?back|change\s+(?:it|that)\s+back)\b)"
                    r"|(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|also\s+|just\s+|still\s+)?(?:closed|shut|full|gone"
                    r"|off|down|flooded|sold\s+out|cancell?ed|(?:over|fully\s+)?booked|delayed|grounded)\b(?![^?]*\?\s*$))")

_DAY_LAST = worded(_DAY_ASKED_LAST)
_PLACE_DAY_LAST = worded(r"(?:'s|\s(?:is|are|r))\s+(?:on\s+)?(?:which|what)\s+day\W*$")
# A question word said last after "is" ("minnehaha falls is when", "breakfast day 2 is at", "the zoo is on which day"): a
# question whatever the words before it name (a sight's name is no wish there)
_ASKED_LAST = worded(r"\b(?:is|are|r|was|were)\s+(?:on\s+)?(?:(?:which|what)\s+(?:day|night)|when|where|at)(?:\s+again)?\W*$"
                     r"|\s(?:which|what)\s+(?:day|night)(?:\s+again)?\W*$"  # ("fort pickens which day")
                     # a cost asked with "what" last ("day two's going to cost us what")
                     r"|\b(?:costs?|comes?\s+to|runs?)\s+(?:us\s+|me\s+)?what(?:\s+again)?\W*$")

# The trip's dates asked by price ("can we leave whenever it's cheapest?", "what dates would be cheapest?", "cheapest
# week to go?"): a question of when, answered with why the dates are the traveller's (``answers.dates_by_price``), never
# a re-plan for the lowest cost of the dates it has
_CHEAP = r"(?:cheapest|cheaper|least\s+expensive|lowest\s+(?:price|cost|fares?))"
DATES_BY_PRICE = worded(rf"\b{_CHEAP}\s+(?:dates?|days?|time|week(?:end)?)\s+"
                        r"(?:to\s+(?:go|leave|travel|fly|book)|for\s+(?:the\s+|this\s+|our\s+)?trip)\b"
                        rf"|\b{_CHEAP}\s+dates?\b"
                        rf"|\b(?:dates?\s+(?:would|will|is|are|'s)|when(?:ever)?\s+(?:(?:would|will|is)\s+)?it(?:'?s|\s+is)?)"
                        rf"\s+(?:be\s+)?(?:the\s+)?{_CHEAP}\b"
                        # ... or asked of other dates ("is it cheaper to go on different dates?", "would other days be cheaper")
                        r"|\b(?:cheaper|less\s+expensive)\b[^.?!]{0,30}\b(?:different|other|another|later|earlier)\s+(?:dates?|days?|week(?:end)?)\b"
                        r"|\b(?:different|other|another|later|earlier)\s+(?:dates?|days?|week(?:end)?)\b[^.?!]{0,30}\b(?:cheaper|less\s+expensive)\b")
NO_SUCH_DAY = 0  # a day named that no trip has (not a whole number from 1): the answer says so


def plan_question(text: str) -> MessageReading | None:
    """The question about the plan the message asks, by its topic (``_TOPICS``); None when it asks none."""
    if (ASKS.search(text) or _CHANGES_ASKED.search(text) or _ASKED_BY_NAME.match(text) or SHOW_ME.match(text)) \
            and not proposes(text) and not _NOT_ASKED.match(text):
        day = day_named(text)
        if day is not None and SHOW_ME.match(text):  # "run me through day 2": that day shown, never a cost ("run")
            return MessageReading(kind="question", topic="day", day=day)
        if _PLACE_DAY_LAST.search(text):  # "seuss landing's which day": the day a place is on, whatever its name says
            return MessageReading(kind="question", topic="day", day=day)
        for topic, pattern in _TOPICS:
            if topic == "stays" and _MEAL_ASKED.search(text) and day is not None:  # "where do we eat the first
                continue  # night": a meal
            if pattern.search(text) and (topic != "day" or day is not None or _WHOLE_PLAN_ASKED.match(text) or _ASKED_BY_NAME.match(text)
                                         or _DAY_LAST.search(text)):
                return MessageReading(kind="question", topic=topic, day=day)
    return None


# Asked to be shown or told the plan, and nothing else ("give me the full itinerary", "walk me through the trip",
# "recap the plan pls"): a question whatever trip words it holds ("full" is no pace wished for there), never an edit;
# "show me flights from Boston to Miami" names more than the plan, and is read as a request.
SHOW_ME = worded(rf"{LEAD}(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?)?(?:(?:show|give|tell|remind|walk|run)\s+(?:me|us)"
                  r"|show|recap|summari[sz]e|go\s+over)\s+(?:through\s+|thru\s+|over\s+|again\s+)?"
                  # ("give me a rundown of the trip", "a quick overview of the plan")
                  r"(?:(?:an?|the)\s+(?:quick\s+|short\s+|full\s+)?(?:rundown|run-down|overview|summary|recap|breakdown)\s+of\s+)?"
                  r"(?:the\s+|our\s+|my\s+)?(?:full\s+|whole\s+"
                  r"|entire\s+|complete\s+)?(?:itinerary|plan|schedule|trip|details|summary|total|costs?|breakdown"
                  # a day of it ("run me through day 2", "walk us through the last day")
                  r"|day\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|last|final)\s+day)\b"
                  r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$"
                  # the whole plan named alone ("full itinerary pls": "full" is no pace wished for)
                  rf"|{LEAD}(?:the\s+|our\s+)?(?:full|whole|entire|complete)\s+(?:itinerary|plan|schedule)"
                  r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$")


# ... said after a remark ("that drive is too long, can we fly?"): its last part proposes
_LAST_PART = lazy_compile(r"[,.;!]\s+")


def proposes(text: str) -> bool:
    """Whether the message proposes a change in a question's words ("can we stay at the hilton?", "let's drive?"): a
    wish to read, never a question about the plan as it is."""
    return bool(_PROPOSES.match(text) or _PROPOSES.match(_LAST_PART.split(text)[-1]))


def asked_last(text: str) -> bool:
    """Whether the message asks with its question word said last, after "is" (``_ASKED_LAST``)."""
    return bool(_ASKED_LAST.search(text))


def is_question(text: str) -> bool:
    """Whether the message is worded as a question ("what's the weather in Denver?")."""
    return bool(ASKS.search(text))


def days_named(text: str) -> list[int]:
    """Every day a message names, in order, once each ("is day 1 or day 2 more expensive?": [1, 2]; -1 the last)."""
    return list(dict.fromkeys(d for d in (day_named(m.group(0)) for m in _DAY.finditer(text)) if d))


def day_named(text: str) -> int | None:
    match = _DAY.search(text)
    if match is None:
        return None
    word = next(group for group in match.groups() if group).lower()
    if word.isdigit():
        return int(word) if int(word) <= 30 else NO_SUCH_DAY
    return _NUMBERS.get(word, NO_SUCH_DAY)  # "day 2.5", "day -1", "day zero": a day no trip has
