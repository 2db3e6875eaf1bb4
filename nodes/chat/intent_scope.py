"""A call for help ("what can you do?", "help??") and the subjects outside what the planner does (the weather, visas,
diets, booking and payment, insurance, currency, car rental, packing, sending the plan): answered as such, never read as
an edit. Apart: they are read on their own wording only.
"""

from __future__ import annotations

import re

from himap_travel.nodes.chat.intent_words import worded
from himap_travel.state.chat_state import OutOfScope

# What can be rented, as people name it ("rent us a boat", "bike rental"): none of it (the "car rental" subject)
_VEHICLE = r"(?:cars?|boats?|bikes?|bicycles?|scooters?|kayaks?|canoes?|jet\s*skis?|paddle\s*boards?|rvs?|vans?|golf\s+carts?)"
_RENTED = worded(rf"\b(?:(?:rent(?:al)?|hire)\s+(?:(?:us|me)\s+)?(?:an?\s+|some\s+)?(?P<thing>{_VEHICLE})"
                 rf"|(?P<thing2>{_VEHICLE})\s+(?:rentals?|hire))\b")  # (hired: "hire us a car")
HELP = worded(r"^(?!\s*\$+\s*\?+\s*$)"  # ("$?" asks the money: ``intent_questions``)
              # (help asked before the question: "help me out, what can i ask")
              r"\W*(?:(?:uh+|um+|hmm+|hm+|so|ok|okay|hi|hey|hello|pls|please|plz|help\s+(?:me|us)(?:\s+out)?)\W+)*"
               r"(?:(?:i\s+need\s+)?help(?:\s+(?:me|us|pls|please|plz|out|here))*(?:\W+i'?m\s+(?:so\s+)?(?:lost|confused)(?:\s+here)?)?|\?+"
               # ("what kind of stuff can u do")
               # (or the tool named, or able to: "what can this thing do", "what are you able to do")
               r"|what\s+(?:else\s+)?(?:exactly\s+)?(?:(?:kinds?|sorts?)\s+of\s+(?:stuff|things)\s+)?"
               r"(?:can\s+(?:you|u|ya|(?:this|the)\s+(?:thing|chat|bot|app|tool))|(?:are\s+(?:you|u)|is\s+(?:this|the)\s+"
               r"(?:thing|chat|bot|app|tool))\s+able\s+to)\s+"
               r"(?:do|change|adjust|tweak|edit|help\s+(?:me\s+)?with)"
               # (of the plan: "what can you change about this plan?")
               r"(?:\s+(?:for|about|in|on|with)\s+(?:me|us|(?:this|the|my|our)\s+(?:plan|trip|itinerary)))?"
               r"(?:\s+(?:exactly|here|then|anyway))?"
               r"|how\s+does\s+(?:this|it|the)(?:\s+whole)?(?:\s+(?:thing|chat|bot|app|tool))?\s+(?:even\s+|actually\s+)?work"
               # what may be asked ("what kind of changes can i make", "what things can we change")
               r"|what\s+(?:kinds?\s+of\s+|sorts?\s+of\s+)?(?:changes|things|stuff|questions)\s+can\s+(?:i|we)\s+"
               r"(?:make|ask(?:\s+(?:for|about|you|u))?|do|change)"  # ("what kind of stuff can i ask")
               # ("how am i supposed to use this")
               r"|what\s+do\s+you\s+do|who\s+are\s+you|what\s+is\s+this|what'?s\s+this"
               r"|how\s+(?:do\s+(?:i|we)|(?:am\s+i|are\s+we)\s+supposed\s+to|should\s+(?:i|we))\s+(?:even\s+)?use\s+(?:this(?:\s+(?:thing|chat|bot|app|tool))?|you|it)"
               r"|what\s+can\s+(?:i|we)\s+(?:ask|say|tell)(?:\s+(?:you|u|here))?(?:\s+about)?|what\s+are\s+(?:my|our)\s+options(?:\s+here)?"
               r"|instructions|how\s+(?:do\s+(?:i|we)|to)\s+(?:change|edit"
               r"|ask\s+for)\s+(?:something|anything|things|stuff))\s*[?.!]*\s*$")
# what is sent, or to whom ("text it to my wife", "send me the itinerary", "share the plan with my group")
_SENT = (r"(?:it|this|that|them|(?:the|my|our|this|that)\s+(?:whole\s+)?(?:plan|trip|itinerary|details|schedule|thing|list)"
         r"|(?:me|us|him|her|my\s+\w+|our\s+\w+)\s+(?:the|a|this|that|it|a\s+copy)\b)")
OUT_OF_SCOPE: dict[OutOfScope, re.Pattern[str]] = {
    "the weather": worded(r"\b(?:weather|forecast|temperature|rain\w*|snow\w*|sunny|climate)\b"
                          r"|\b(?:will|is)\s+it\s+(?:going\s+to\s+|gonna\s+)?(?:be\s+|get\s+)?(?:hot|cold|warm|humid|chilly|freezing)\b"
                          r"|\bhow\s+(?:hot|cold|warm)\b"
                          # (the "it" left out: "gonna be cold in baltimore?")
                          r"|^\W*(?:gonna|going\s+to)\s+(?:be|get)\s+(?:hot|cold|warm|humid|chilly|freezing)\b"),
    "visas and documents": worded(r"\b(?:visas?(?!\s+card)|passports?|id\s+card|(?:an|my|our|photo|government|real)\s+id"
                                  r"|documents?|covid|vaccin\w*|pcr)\b"),
    "diets": worded(r"\b(?:vegetarian|vegan|gluten|halal|kosher|allerg\w*|diet\w*|lactose)\b"),
    "booking and payment": worded(r"\b(?:book\s+(?:it|this|them|everything|all|the\s+\w+|(?:our|my)\s+(?:flights?|hotels?|stays?|rooms?"
                                  r"|house|apartment|place|trip|tables?|seats?)"
                                  # (what it books asked in general: "can you book hotels?", "do you book flights")
                                  r"|(?:flights|hotels|rooms|stays|tables|trips)(?=\s*(?:[?.!,]|$|for\s+(?:me|us)\b)))"
                                  # (a seat or a table booked for someone: "book me a table at biaggi's")
                                  r"|book\s+(?:(?:us|me|them)\s+)?(?:an?\s+|our\s+|my\s+|two\s+|\d+\s+)?(?:seats?|tables?)"
                                  # (a price asked with "pay" is the plan's: "what do I pay a night", "what do we pay in total")
                                  r"|reserve|reservations?|pay(?:ment)?(?!\s+(?:(?:a|per|each|one)\s+night|in\s+total|altogether"
                                  r"|all\s+in|overall)\b)"
                                  r"|(?:order|call|get|book)\s+(?:us\s+|me\s+)?(?:an?\s+)?(?:uber|lyft|taxi|cab)s?"
                                  # (a ride named with where it goes: "lyft from the airport pls", "uber from the oasis pls")
                                  r"|(?:uber|lyft|taxi|cab)s?\s+(?:from|to)\s+(?:the\s+|our\s+)?[a-z]\w*"
                                  # (plane tickets bought, never their price asked: "how much are the 4 plane tickets")
                                  r"|(?:credit|debit|visa)\s+card|(?<!plane\s)(?<!flight\s)(?<!air\s)(?<!airline\s)tickets?"
                                  r"|(?:buy|purchase|get)\s+(?:us\s+|me\s+)?(?:the\s+|our\s+|\d+\s+)?(?:plane|flight|air|airline)\s+tickets?|(?:non[\s-]?)?refund(?:s|able|ed)?"
                                  r"|cancell?ation(?:\s+polic(?:y|ies))?|(?:booking|refund|hotel)\s+polic(?:y|ies))\b"),
    "insurance": worded(r"\binsurance\b"),
    # (never the budget's own money: "how much cash is left in the budget")
    "currency": worded(r"\b(?:currency|exchange\s+rate|atm|(?:take|accept)\s+(?:us\s+)?(?:dollars|euros|pounds))\b"
                       # (never cash spent: "which day blows the most cash")
                       r"|^(?![^.;!?]*\b(?:blows?|blowing|blew|spends?|spending|spent|burns?|burning)\b[^.;!?]*\bcash\b)"
                       r"[^.;!?]*?\bcash\b(?![^.;!?]{0,30}\b(?:left|budget|remaining|spare)\b)"),
    "car rental": _RENTED,  # (any vehicle rented: "rent us a boat", "bike rental")
    # (never "pack it in", "pack in more sights", "pack the days": a busy pace)
    "packing": worded(r"\bpack(?:ing)?\b(?!\s+(?:(?:it|them|things|everything|(?:as\s+)?much|(?:a\s+lot\s+)?more)\s+)?in\b)"
                      r"(?!\s+(?:the|our|each|every)\s+days?\b)"
                      r"|\bwhat\s+(?:should|do|must)\s+(?:we|i)\s+(?:bring|take\s+with|wear)"),
    # a trip outside the country the data holds ("can you plan trips abroad, like to paris?", "anything overseas?")
    "abroad": worded(r"\b(?:abroad|overseas|international\s+(?:trips?|travel|destinations?)"
                     r"|outside\s+(?:of\s+)?(?:the\s+)?(?:us|usa|u\.s\.|united\s+states|country))\b"),
    # the plan sent somewhere, or someone reached for it ("can u email this to me?", "text it to my wife", "share it
    # with my group", "call the hotel for me", "set a reminder for the flight")
    # (never a day of the plan sent to the writer, which the chat shows: "can you send me the itinerary for day 2?", nor
    # what the writers send themselves: "thanks, I'll forward it to her")
    "sending": worded(rf"\be-?mail(?:ed|ing|s)?\b|(?<!\bi'll\s)(?<!\bi\swill\s)(?<!\bwe'll\s)(?<!\bwe\swill\s)"
                      rf"\b(?:text|txt|sms|whats\s?app|dm|message|send|forward|share)\s+"
                      r"(?!(?:me|us)\s+(?:the\s+)?(?:plan|itinerary|details|schedule)\s+(?:for|of)\s+day\s+\d)"
                      rf"(?:{_SENT})"
                      rf"|\b(?:print|export|download)\s+(?:{_SENT})|\bpdf\b|\b(?<!check\s)(?<!checking\s)(?:my|our|a)\s+calendar\b"
                      r"|\b(?:call|phone|ring|contact|message)\s+(?:up\s+)?(?:the|our|my)\s+(?:hotel|host|airline|restaurant|place)\b"
                      r"|\bset\s+(?:up\s+)?(?:a\s+|an\s+)?(?:reminders?|alarms?|alerts?)\b|\bnotif(?:y|ications?)\b"),
}


# What a booking asked for names, when it is a thing the data has none of ("get us orioles tickets", "tickets to a
# braves game", "get us an uber from the airport"): named in the reply, so the no is about what was asked
_TICKETS = worded(r"\btickets?\s+(?:to|for)\s+(?:a\s+|an\s+|the\s+)?(?P<event>[a-z][\w' ]{1,40}?\s(?:game|match|concert|show|gig"
                  r"|playoffs?))\b|(?<!\w)(?!(?:us|me|our|my|the|some|plane|flight|air|airline|train|bus|museum|entry|park)\b)"
                  r"(?P<team>[a-z][\w']{2,})\s+tickets?\b")
_RIDE = worded(r"\b(?P<ride>uber|lyft|taxi|cab)s?\b")


def booked_named(text: str) -> str:
    """The sentence naming what a booking asked for that no table holds (events, games, rides, rentals), or ""."""
    if (found := _TICKETS.search(text)) is not None:
        what = f"a {found.group('event')}" if found.group("event") else f"{found.group('team')} tickets"
        return f" My data has no events or games either, so I can't find {what} or plan around it."
    if (ride := _RIDE.search(text)) is not None:
        return f" Nor can I order a ride ({ride.group('ride')}): the plan's own travel is flights, driving or taxis between cities."
    if (rented := _RENTED.search(text)) is not None and not re.fullmatch(r"cars?", thing := rented["thing"] or rented["thing2"]):
        return f" Nor can I rent a {thing.lower()}: my data has no rentals of any kind."
    return ""

