"""How a flight time window is said: the patterns of its statements ("no flights leaving before 8am", "land by
noon", "no red-eye flights", "a morning flight"), of a time of day anywhere (``TIME_OF_DAY``) and of travel words.

Split from ``flight_times`` (the constraint: reading, the check, the words): the readers of a window, the flights it
binds (``flight_legs``) and the unread net (``TIME_OF_DAY``, ``TRAVEL``) share these patterns.
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints.flight_clock import VAGUE_TIME
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile

# Reaching a place by a time: its arrival; the place said (one of the trip's ends) names the flight (``leg_of``)
_REACH = r"(?P<reach>get(?:s|ting)?\s+(?:us\s+)?(?:to|into)|be\s+in|reach(?:es|ing)?|mak(?:e|ing)\s+it\s+to)(?=\s+[a-z])"
# The bounds of being home or back besides "by" ("back before 10pm", "home no later than 9:30pm"), and the flying words
# after which "back" / "home" is the flight's, not being home ("flying back before 6pm": the departure)
HOME_BY = r"(?:before|until|till|(?:no|not)\s+later\s+than)\s"
NOT_FLOWN = r"(?<!fly\s)(?<!flying\s)(?<!flies\s)(?<!flight\s)(?<!flights\s)(?<!head\s)(?<!heading\s)(?<!going\s)"
FLIGHT_WORD = (r"(?:flights?|fli(?:hg|gth)ts?|flghts?|planes?|flying|departures?|arrivals?|fly|outbound"  # "flihgts": typos
               # ... the way home said as a noun ("and the return no earlier than 10am", "our return leg after noon")
               r"|(?:(?<=\bthe\s)|(?<=\bour\s))return(?:\s+(?:leg|trip|journey))?"
               # ... or opening an item of a list ("flights - outbound after 10am, return before 6pm")
               r"|(?:(?<=,\s)|(?<=;\s)|(?<=/\s))return(?:\s+(?:leg|trip|journey))?"
               # ... or a verb right before its bound ("we return after 5pm", "return no later than 8pm": leaving home)
               r"|return(?:s|ing)?(?=\s+(?:before|after|by|until|till|past|(?:no|not)\s+(?:earlier|later)\s+than)\s)"
               # ... and the flight said again as "the one" ("the flight there after 9am, the one back after 5pm")
               r"|(?<=\bthe\s)one(?=\s+(?:back|home|there|out)\b))")
# A place's short word with its dot between the verb and the bound ("land back in st. louis by 9pm"): no sentence's end
_SHORT_WORD = r"(?:st|ste|mt|ft)\."
# ("wheels up no earlier than 8": the plane's leaving)
# (a date between a leg's word and its bound: "back on the 17th by noon")
ON_A_DATE = (r"(?:\s*on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day"
             r"|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?)\s+)?")
_VERB = (r"(?:leav(?:e|es|ing)|depart(?:s|ing|ure|ures)?|tak(?:e|es|ing)\s+off|head(?:s|ing)?\s+out|wheels\s+up"
         r"|arriv(?:e|es|ing|al|als)|land(?:s|ing)?"
         r"|touch(?:es|ing)?\s+down"
         # the way home said as coming back ("coming back any time after noon": leaving; "come home by 6pm": landing)
         r"|com(?:e|es|ing)\s+(?:back|home)(?!\s+(?:in|at|to)\b)"
         r"|gets?\s+(?:us\s+)?(?:in|home|back|there)|getting\s+(?:us\s+)?(?:in|home|back|there)|be\s+(?:home|back|there)"
         # reaching a place ("be in phoenix by 3pm", "get to boston by 11am", "reach Seattle before 4pm"): its arrival
         rf"|{_REACH}"
         # "back in new york by 9pm", "home before 10pm": being back is the return's arrival
         rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s)(?:back|home)(?=\s+(?:(?:in|at|to)\s+(?:[\w\s']|{_SHORT_WORD}){{1,30}}?)?{ON_A_DATE}by\s)"
         # ... and the way there said "out" opening its clause, as in a note ("out after 6pm, back by noon")
         r"|(?:(?<=^)|(?<=[,.;:!?])|(?<=[,.;:!?]\s)|(?<=\bactually\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))(?<!\bin\sand\s)out(?=\s+(?:(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+)?(?:before|after|by|no\s+(?:earlier|later))\b)"
         # ... "before" / "no later than" too, unless said of flying ("flying back before 6pm" is the departure's)
         rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s){NOT_FLOWN}(?:back|home)"
         rf"(?=\s+(?:(?:in|at|to)\s+(?:[\w\s']|{_SHORT_WORD}){{1,30}}?)?{HOME_BY}))")
_WHEN = (r"(?P<when>before|after|by|until|till|no\s+(?:earlier|later)\s+than|not\s+(?:earlier|later)\s+than"
         r"|earlier\s+than|later\s+than|past|between|pre(?=[\s-]*\d)|post(?=[\s-]*\d))(?:(?<=pre|ost)-)?")  # "pre-8am"
SHORT_WHEN = {"pre": "before", "post": "after", "later": "after", "earlier": "before"}  # "nothing pre-8am", "post 6pm"
_TIME = (r"(?:(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?(?:\s*(?P<ap>am|pm|a\.m\.?|p\.m\.?|o'?clock(?:\s+(?:in\s+the\s+(?:morning|afternoon"
         r"|evening)|at\s+night))?"
         r"|in\s+the\s+(?:morning|afternoon|evening)|at\s+night))?"
         r"|(?P<named>noon|midday|lunch(?:time)?|midnight|mid[\s-]?(?:morning|afternoon)"
         r"|(?:the\s+)?(?:evening|afternoon|morning|night)|dawn|sunrise"
         # a meal's time reads as its hours of the docs (``MEAL_HOURS``: "home by dinner time", "after breakfast")
         r"|dark|nightfall|sunset|sundown|dusk|(?:breakfast|brunch|dinner|supper)(?:\s*time)?)"
         # ... said again as a clock time: "after lunch, like 1pm", "before dark, say 5pm" (the clock time is read)
         r"(?:\s*,?\s*(?:like|say|so|i\.?e\.?|around|about|maybe|approx\w*|roughly|or)\s*,?\s*(?P<hn>\d{1,2})(?::(?P<mn>[0-5]\d))?"
         r"\s*(?P<apn>am|pm|a\.m\.?|p\.m\.?)(?![\w:]))?)")  # "no flights after dark": a time, no ban (no clock time: named)
# A number that counts something else ("after 3 days", "before 2 people"): no time.
_NOT_A_TIME = (r"(?!\s*(?:days?|nights?|weeks?|months?|hours?|hrs?|mins?|minutes?|people|persons?|guests?|adults?|kids?|children|dollars?"
               r"|bucks|usd|%)\b)")
_TIME_END = rf"(?![\w:$%]){_NOT_A_TIME}"
# (a window's second end said by name: "depart burbank between 9 and noon")
_SECOND = (r"(?:\s+and\s+(?:(?P<h2>\d{1,2})(?::(?P<m2>[0-5]\d))?(?:\s*(?P<ap2>am|pm|a\.m\.?|p\.m\.?))?"
           r"|(?P<named2>noon|midday|midnight))(?![\w:]))?")
# A second bound joined to the first, said of the same flights ("no flights before 7am or after 9pm", "flights after 8am
# and before 10pm"): its hour (a bare one read by ``morning``, else named), or noon or midnight
# and ("no earlier than 9, no later than 2pm", "not before 9 and no later than noon": the second bound's own "no" is its own)
# (after a bare comma only when negated or contrasted: "leave after 9am, by 5pm we want the hotel" is no second bound;
# "but" alone before a bound: "flights after 9am but before 1pm")
_OTHER_BOUND = (r"(?:(?:\s*,?\s*(?:or|and|nor)\s+|\s*,\s*but\s+|\s+but\s+(?!by\b)|\s*,\s*(?=(?:no|not|nothing|none)\s))"
                r"(?:(?:nothing|none|no\s+(?:flights?|planes?))\s+)?"
                r"(?P<when3>before|after|by|until|(?:(?:no|not)\s+)?(?:earlier|later)\s+than|past)\s+"
                r"(?:(?P<h3>\d{1,2})(?::(?P<m3>[0-5]\d))?(?:\s*(?P<ap3>am|pm|a\.m\.?|p\.m\.?))?|(?P<named3>noon|midnight))"
                rf"(?![\w:]){_NOT_A_TIME})?")
WITH_VERB = lazy_compile(
    rf"(?:\b{FLIGHT_WORD}\s+(?:that\s+|which\s+)?)?\b(?P<verb>{_VERB})\s+(?P<inner>(?:(?:[\w']+|{_SHORT_WORD})\s+){{0,3}}?){_WHEN}(?:(?<=-)|\s+)"
    rf"{_TIME}{_TIME_END}{_SECOND}{_OTHER_BOUND}",
    re.IGNORECASE)
# ... the bound said after its time ("leave houston mid-morning or later", "land 6pm or earlier")
OR_LATER = lazy_compile(rf"\b(?:(?P<verb>{_VERB})|{FLIGHT_WORD})\s+(?P<inner>(?:[\w']+\s+){{0,3}}?){_TIME}"
                       r"\s+or\s+(?P<when>later|earlier)\b", re.IGNORECASE)
# A need said in words ("our flight back has to be after 5pm", "the flight home needs to be by 8pm"): one word of the
# statement's inner few
_MUST = r"(?:(?:ha(?:s|ve)|needs?|got)\s+to\s+(?=be\b))?"
# ... and a place left of two words or three after them ("fly home from san francisco after 3pm": the return's departure)
_FROM_A_PLACE = r"(?:(?<=\bfrom\s)|(?<=\bout\sof\s))(?:[A-Za-z][\w'.]*\s+){1,3}"  # "fly out of santa ana after 9am"
# (a comma or a dash may part the words after the flight word from the bound: "a later flight home, after 3pm"; a
# colon or a dash may head them, as in a note: "flights: out after 10am")
FLIGHT_ONLY = lazy_compile(
    rf"\b{FLIGHT_WORD}(?:\s*[:\u2013\u2014-])?\s+(?P<inner>(?:{_MUST}[\w']+(?:\s*[,–—-]\s*|\s+)){{0,3}}?(?:{_FROM_A_PLACE})?){_WHEN}(?:(?<=-)|\s+){_TIME}{_TIME_END}{_SECOND}{_OTHER_BOUND}",
    re.IGNORECASE)
# "nothing before 10am" ("none before 10am"): a bound with no flight word and no verb, the only timed thing the data has being its flights;
# a flight word after it is the bound's ("nothing after 8pm for flights": no ban on flying).
# ... "not before brunch" opening its clause is the same bound said short ("we want to fly, but not before 9am")
NOTHING = lazy_compile(rf"(?:(?<=\bnothing\s)|(?<=\bnone\s)|(?<=^not\s)|(?<=[,.;!?]\snot\s)|(?<=[,.;!?]\sbut\snot\s))"
                      rf"(?P<inner>){_WHEN}(?:(?<=-)|\s+){_TIME}{_TIME_END}{_SECOND}"
                      r"(?:\s+(?:(?:for|on)\s+(?:the\s+|our\s+|any\s+)?(?:flights?|planes?|departures?)"
                      r"|flying(?:\s+(?:home|back|out|there|in))?)\b)?", re.IGNORECASE)  # "... flying home": no ban
# ... or after "anything" or "travel" ruled out ("don't book anything before 7am", "no travel before 9am"): the same bound,
# kept only where a negation says it (``flight_times``: "anything after 9am works" is an allowance read elsewhere)
NOT_ANYTHING = lazy_compile(rf"(?:(?<=\banything\s)|(?<=\btravel\s)|(?<=\btraveling\s)|(?<=\btravelling\s))"
                            rf"(?P<inner>){_WHEN}(?:(?<=-)|\s+){_TIME}{_TIME_END}{_SECOND}", re.IGNORECASE)
# ("crack of dawn flights", "dawn flights": early ones)
_KIND = (r"(?:red[\s-]?eyes?|(?:very\s+|super\s+|too\s+)?early(?:[\s-]+morning)?|(?:crack[\s-]+of[\s-]+)?dawn"
         r"|late[\s-]+night|overnight|late)")
KIND_RE = lazy_compile(_KIND, re.IGNORECASE)
# ... several in a list, one flight word after the last ("no overnight or early flights": each ruled out)
NAMED_KIND = lazy_compile(
    rf"\b(?P<kind>{_KIND})(?P<more>(?:(?:\s*[,/]\s*|\s+)(?:or\s+|and\s+|nor\s+)?{_KIND}){{0,3}})"
    r"(?:\s+(?:flights?|planes?|flying|departures?)\b|(?<=eye)\b|(?<=eyes)\b)", re.IGNORECASE)
# ... or "ones" standing for the flights said before in the sentence ("no early flights and no late ones either")
KIND_ONES = lazy_compile(rf"\b(?P<kind>{_KIND})(?P<more>)\s+ones?\b", re.IGNORECASE)
# An hour of the clock ruled out for flying ("no 6am flights", "no 5am or 6am departures", "nothing at 11pm flights"):
# ``flight_window_readers._hour_ruled_out`` reads it as the bound it implies (no departure before the next hour)
_AN_HOUR = r"\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)"
HOUR_FLIGHTS = lazy_compile(rf"\b(?P<hours>{_AN_HOUR}(?:\s*(?:,|/|or|and|nor)\s*{_AN_HOUR}){{0,3}})"
                            r"\s+(?:flights?|planes?|departures?|flying)\b", re.IGNORECASE)
FLIGHTS_BEFORE = lazy_compile(r"\b(?:fl(?:y|ying|ights?)|planes?|departures?)\b[^.;!?]*$", re.IGNORECASE)
# A time of day said of a flight, of leaving or of landing ("a morning flight", "we land in the morning", "flight home in
# the evening", "leave late on the last day", "we'd rather not fly at night"): its hours (docs): the morning 05:00-11:59,
# the afternoon 12:00-17:59, the evening 18:00-23:59, the daytime 05:00-17:59; leaving late is a late flight's (21:00
# or later), early an early one's (before 08:00); the night is a red-eye's (only ruling it out is kept).
_DAY_PART = r"(?P<part>morning|afternoon|evening|night|daytime)"  # ("daytime flights": the morning's and the afternoon's)
_DAY_PART_VERB = (r"(?P<verb>leav(?:e|es|ing)|depart(?:s|ing)?|fl(?:y|ying|ies)(?:\s+(?:out|back|home|in))?|tak(?:e|es|ing)\s+off"
                  r"|arriv(?:e|es|ing)|land(?:s|ing)?|get(?:ting)?\s+in|flights?"
                  # the way home said without flying ("and come back in the evening", "head home in the morning"): the
                  # return's, as "fly back in the evening" is
                  r"|com(?:e|es|ing)\s+(?:back|home)|head(?:s|ing)?\s+(?:back|home)|return(?:s|ing)?(?=\s+in\s+the\b)"
                  # ... and the way out so said ("outbound in the morning", "going out in the evening"): the outbound's
                  r"|outbound(?=\s+in\s+the\b)|go(?:es|ing)?\s+(?:out|there)(?=\s+in\s+the\b))")
DAYTIME = lazy_compile(
    rf"\b{_DAY_PART}\s+(?:flights?|departures?|(?P<arrivals>arrivals?)|planes?)\b"
    # (the flight's date between: "fly out on the 15th in the afternoon")
    rf"|\b{_DAY_PART_VERB}\s+{ON_A_DATE}(?P<inner>(?:(?!(?:before|after|by|until|till|between|at|in)\b)[a-z']+\s+){{0,3}}?)"
    r"(?:in\s+the\s+(?P<part2>morning|afternoon|evening)|(?P<night>at\s+night|(?:in\s+)?the\s+middle\s+of\s+the\s+night|overnight)"
    r"|(?P<late>late|early)(?!\s+(?:checks?|check-)))\b",
    re.IGNORECASE)
# An early start ruled out with no flight word ("no early mornings", "no early starts", "nothing too early", "nothing at
# dawn"): the flights being the only timed thing the data has, an early flight ruled out (departing 08:00 or later);
# said without a negation ("we love early mornings") it asks nothing of the flights.
BARE_EARLY = lazy_compile(r"\b(?:(?:very|super|too)\s+)?early\s+(?:mornings?|starts?|wake[\s-]?ups?)\b"
                         r"|(?<=\bnothing\s)(?:(?:very|super|too)\s+)?early\b(?:\s+in\s+the\s+morning\b)?"
                         # ... or "not too early" said of the flights ("flights under 3 hours and not too early")
                         r"|(?<=\bnot\s)too\s+early\b(?!\s+(?:to|for\s+(?:us|me|that|this|it))\b)"
                         # (a flight word before it is the early start's: "no flights at the crack of dawn" bans no flight)
                         r"|\b(?:(?:flights?|planes?|departures?|flying)\s+)?(?:at|before)\s+(?:the\s+crack\s+of\s+)?dawn\b",
                         re.IGNORECASE)
# ... and a late one so ruled out right after "not" or "nothing" ("not too late on any flight", "nothing too late"): no
# flight departing at 21:00 or later; "too late to ..." is no flight's, and "the flight home can't be too late" stays
# named (vague, as before)
BARE_LATE = lazy_compile(r"(?:(?<=\bnothing\s)|(?<=\bnot\s))too\s+late\b(?!\s+(?:to|for\s+(?:us|me|that|this|it))\b)"
                        r"(?:\s+(?:on|for)\s+(?:any|the|our|all|every)\s+(?:flights?|planes?|departures?)\b)?", re.IGNORECASE)
# Words that allow what they follow or precede ("we don't mind early flights", "a red-eye is fine"): no window.
# ("we're early risers so early flights are actually great": allowed, no window asked)
FINE = lazy_compile(r"\b(?:mind|fine|ok|okay|no\s+problem|happy\s+to|happy\s+with|doesn't\s+matter"
                   r"|(?:actually|totally|honestly)\s+(?:great|good|perfect|awesome))\b", re.IGNORECASE)
# ... unless the statement is the condition the allowance is made on, or said against it ("any flight is ok as long as
# we're home by 10pm", "flights are fine, but nothing after 9pm"): then it is asked. A comma alone parts nothing ("ok
# forget it, keep the late flight" takes a wish back in the chat, as before)
CONDITION = lazy_compile(r"\b(?:as|so)\s+long\s+as\b|\bprovided\b|\bif\b|\bbut\b|\bjust\b|\bonly\b|[;:]", re.IGNORECASE)
ARRIVAL = lazy_compile(r"\b(?:arriv\w*|land\w*|touch\w*\s+down|gets?|getting|be\s+(?:home|back|there))\b", re.IGNORECASE)
INNER_NEGATION = negation.INNER_NEGATION  # (read by the window readers from here)
SENTENCE_END = lazy_compile(r"[.;!?]")
JOINED = lazy_compile(r"(?:,\s*|\s)(?:and|plus|but|also)\s+(?!(?:day\s+)?\d|(?:the\s+)?(?:first|second|third|last|final)\b)", re.IGNORECASE)
# A time of day said anywhere (a clock time, or a named time after a word placing it: "at sunset", "around midday", "6
# in the evening", "before dinner"): the flights being the only timed things of the data, one said outside every
# statement of a window is named by the unread net (domain.parsing.unread), even in a clause whose date is read.
TIME_OF_DAY = lazy_compile(
    r"\b\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.|o'?clock|in\s+the\s+(?:morning|afternoon|evening)|at\s+night)(?!\w)"
    r"|\b(?:[01]?\d|2[0-3]):[0-5]\d\b"
    r"|\b(?:at|around|about|by|before|after|until|till|towards?|in\s+the(?:\s+(?:early|late|mid))?|early|late|mid)[\s-]+"
    r"(?:noon|midday|midnight|dawn|sunrise|sunset|sundown|dusk|dark|nightfall|night|morning|afternoon|evening"
    r"|(?:breakfast|brunch|lunch|dinner|supper)\s*time)\b"
    # a meal is a time only after a word of when ("before dinner"; "seafood at dinner" is the meal)
    r"|\b(?:around|by|before|after|until|till)\s+(?:breakfast|brunch|lunch|dinner|supper)\b"
    # ... "first thing", "before it gets dark", a weekday's part ("fly home sunday night")
    r"|\bfirst\s+thing\b|\bbefore\s+(?:it\s+gets?|it['’]?s|its)\s+dark\b"
    r"|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+(?:night|morning|afternoon|evening)\b"
    rf"|\b{VAGUE_TIME}",  # "we fly out after work": a time of the traveller's day, no clock (named unread)
    re.IGNORECASE)
# A word of travel: a time of day said beside one is a flight's (``TIME_OF_DAY``)
TRAVEL = lazy_compile(rf"\b(?:{FLIGHT_WORD}|flew|fl(?:y|ies)\s+\w+|{_VERB}|return(?:s|ing)?|back|home|there)\b",
                      re.IGNORECASE)  # "return on the 6th after lunch": the time is the return's
# A clock said as the very time of a flight ("we land at 11pm", "our flight is around 10am", "leave @ 9am"): no window,
# so nothing a rule keeps; named (``parsing.unread``), never refused as a time not understood
EXACT_BEFORE = lazy_compile(r"(?:\bat|\baround|\babout|@|\bfor)\s*(?:(?:like|about|around|roughly|approx(?:imately)?|maybe|say)\s+)?$",
                            re.IGNORECASE)
CLOCK_TIME = lazy_compile(r"\b\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)(?!\w)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b", re.IGNORECASE)


def hour_of_no_flight(clause: str) -> bool:
    """Whether ``clause`` sets a clock time as the very hour of something no flight ("italian for dinner at 7pm")."""
    return not TRAVEL.search(clause) and any(EXACT_BEFORE.search(clause, max(0, m.start() - 24), m.start())
                                             for m in CLOCK_TIME.finditer(clause))


def sentence(text: str, at: int) -> str:
    """The sentence of the text around position ``at``."""
    back = max(0, at - 400)  # searched backwards, at most 400 characters: reading stays linear in the text
    start = max(max(text.rfind(mark, back, at) for mark in ".;!?") + 1, back)
    end = next((m.start() for m in SENTENCE_END.finditer(text, at)), len(text))
    return text[start:end].strip()
