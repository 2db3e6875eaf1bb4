"""Questions that ask and change nothing though their words name a change: which ("what's the best restaurant?"),
why ("why not a cheaper hotel?"), a comparison ("is it cheaper to drive?"), the plan's dearest or cheapest part, the
lowest cost the trip can have, and a question said as a statement ("i wonder what day 2 costs": ``as_asked``). Apart:
the other chat steps ask these predicates one by one.
"""

from __future__ import annotations

from himap_travel.nodes.chat.intent_follow_up import PART_WORDS
from himap_travel.nodes.chat.intent_words import LEAD, worded

# A question said as a statement ("i wonder what day 2 costs", "not sure when the flight home is", "need the flight
# times", "my wife wants to know where we're eating", "tell me about the hotel"): a lead saying the speaker wants to
# know, then what is asked, as a question clause or as a part of the plan named ("the total", "the day 2 plan", "a quick
# breakdown by day"; never a thing wished for: "i need a hotel with a pool" names no part of the plan).
_KNOW = r"(?:know|see|find\s+out|hear)"
_WANTS_TO_KNOW = worded(
    r"^\W*(?:(?:hmm+|ok|okay|so|also|btw|just|lol|haha|and)\W+)*(?:(?:i\s+)?(?:was\s+)?wonder(?:ing)?|(?:i'?m\s+)?(?:just\s+)?curious"
    r"(?:\s+(?:about|to\s+know))?|(?:i'?m\s+)?not\s+sure|(?:i\s+)?(?:dunno|don'?t\s+know|can'?t\s+remember)|i\s+(?:forgot|forget)"
    r"(?=\s+(?:what|where|when|which|how|who|why|if|whether)\b)|no\s+idea"
    rf"|(?:i\s+)?(?:need|want|wanna|would\s+(?:like|love))\s+to\s+{_KNOW}|i'?d\s+(?:like|love)\s+to\s+{_KNOW}|(?:i\s+)?wanna\s+{_KNOW}|i'?d\s+love"
    r"|would\s+love|let\s+(?:me|us)\s+know|tell\s+(?:me|us)(?:\s+about)?|remind\s+(?:me|us)(?:\s+(?:of|about))?"
    rf"|(?:my\s+)?\w+(?:'s|\s+is)\s+asking|(?:my\s+)?\w+\s+wants\s+to\s+{_KNOW}"
    # ("Eleanor would like to know which hotel ...", "Joan asks what we shall have for dinner", "Walter wonders how long")
    rf"|(?:my\s+)?\w+\s+(?:asks|wonders|would\s+(?:like|love)\s+to\s+{_KNOW})(?=\s+(?:what|where|when|which|how|who|why|if|whether)\b)"
    # ... said again or in the past ("Dev also asked where we're staying", "Tom asked how long the drive is")
    r"|(?:(?:my|our|the)\s+)?\w+\s+(?:also\s+|just\s+)?(?:asks|asked|wondered)(?=\s+(?:what|where|when|which|how|who|why|if|whether)\b)|(?:i'?m\s+|just\s+)?trying\s+to\s+(?:figure|work)\s+out"
    r"|(?:just\s+)?(?:double[\s-]?)?checking|(?:i\s+)?(?:wanna|want\s+to)\s+(?:double[\s-]?)?check|(?:i'?m\s+)?confused\s+about"
    r"|(?:i\s+)?need|give\s+(?:me|us)|show(?:\s+(?:me|us))?)\s+(?P<asked>.+)$")
# A yes-no clause whose verb needs "do" to be asked ("if we get entire places", not "if we are" nor "if we can")
_PLAIN_VERB_AFTER = worded(r"^(?:we|i|you|they)\s+(?!(?:are|am|is|was|were|can|could|will|would|should|shall|have|has|had|do"
                           r"|did|does|may|might|must|need)\b)[a-z]+\b")
_CLAUSE_ASKED = worded(r"^(?:if|whether)\s+(?P<rest>.+)$|^(?:what|what'?s|where|when|which|how|who|why)\b")
_PART_OF_PLAN = worded(
    r"^(?:(?:the|our|my|a|an)\s+)?(?:[\w']+\s+){0,3}?(?:name|names|times?|numbers?|total|dates|budget|cost|costs|price"
    r"|itinerary|schedule|plan|place|hotel|flights?|breakdown|rating|details|summary)"
    r"(?:\s+(?:home|out|back|left|again|(?:of|for|on)\s+day\s+\w+|by\s+day|per\s+(?:day|person)|for\s+(?:my|our|the)\s+[a-z]+))?"
    r"\W*(?:pls|please|plz)?\W*$")


# A sentence of thanks, greeting or who is writing, before what the message asks ("Thank you kindly, Frank here again.",
# "Thank you.", "Good morning."): talk, so the sentence after it is read as the message
_TALK_SENTENCE = worded(r"^\W*(?:(?:many\s+)?thank(?:s|\s+you)|cheers|hello|hi|hey|dear\s+\w+|good\s+(?:morning|afternoon|evening)"
                        r"|lovely|wonderful|very\s+good|\w+\s+here)(?:[\s,]+(?:you|kindly|so\s+much|very\s+much|again|dear"
                        r"|ever\s+so\s+much|\w+\s+here(?:\s+again)?))*\s*[.!]\s+(?=\S)")


def as_asked(text: str) -> str:
    """The direct question a question said as a statement asks (``_WANTS_TO_KNOW``: "i wonder what day 2 costs" is
    "what day 2 costs?", "need the flight times" is "what are the flight times?"), after any sentence of thanks or
    greeting before it (``_TALK_SENTENCE``); ``text`` itself otherwise."""
    talk = _TALK_SENTENCE.match(text)
    said = _WANTS_TO_KNOW.match(text) or (_WANTS_TO_KNOW.match(text[talk.end():]) if talk else None)
    asked = said.group("asked").strip() if said else ""
    clause = _CLAUSE_ASKED.match(asked)
    if clause is not None:
        rest = clause.group("rest")
        if rest and _PLAIN_VERB_AFTER.match(rest):  # "if we get entire places": "do we get entire places?"
            return f"do {rest}?"
        return f"{rest or asked}?"
    if _PART_OF_PLAN.match(asked):
        return f"what {'are' if asked.rstrip('?!. ').endswith('s') else 'is'} {asked.rstrip('?!. ')}?"
    return text


# A question asking for something by name ("what's the best restaurant in Orlando?", "which hotel is nicest?"): it asks
# which, it wishes for no change; "what about nicer hotels?" and "how about cheaper?" suggest one, and are preferences.
_WHICH = worded(rf"{LEAD}(?:what|whats|what's|what\s+is|which|where|where's|wheres|who)\b(?!\s+(?:about|an?)\b)")
_WHY = worded(rf"{LEAD}(?:(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?explain(?:\s+to\s+(?:me|us))?\s+)?"
               r"(?:why|how\s+come)\b")
# A yes-no question comparing the plan with another ("is it cheaper to drive?", "would a nicer hotel cost a lot more?",
# "would it be cheaper than flying?"): it asks what a change would do, and wishes for none ("is there a cheaper way?"
# and "would it be possible to make it cheaper?" ask for one, and are preferences).
COMPARES = worded(rf"{LEAD}(?:is|would|will|does|do|did)\s+(?:it|that|this|a|an|the|day)\b(?!\s+be\s+possible)"
                   r".*\b(?:than|if\s+(?:we|i)|to\s+(?:drive|fly|take|go|stay|eat|book)"
                   # ("is a later flight more expensive?": the comparative closing the question)
                   r"|(?:more\s+expensive|pricier|costlier|cheaper)(?=\W*$)"
                   r"|cost\s+(?:a\s+lot\s+|much\s+|way\s+)?more)\b"
                   rf"|{LEAD}would\s+(?:it|that|this|\w+ing)\s+be\s+(?:(?:a\s+lot|much|way|any)\s+)?(?:cheaper|pricier|faster"
                   r"|quicker|shorter|(?:more|less)\s+expensive)\b")


def asks_which(text: str) -> bool:
    """Whether the message asks for something by name ("what's the best restaurant in Orlando?", ``_WHICH``): it
    wishes for no change, whatever trip words it restates ("can we have an entire place?" is a wish asked politely)."""
    return bool(_WHICH.match(text))


# The lowest cost of the whole trip asked for ("what's the cheapest this can be?", "how cheap can we go", "what would the
# cheapest version cost", "what's the least we could spend on this"): never one part of it ("which day is cheapest",
# "what's the cheapest restaurant"), which the plan answers.
_LOWEST_ASKED = worded(r"\bhow\s+(?:cheap|low|little)\s+(?:can|could|would|will|might|do)\b"
                       # ("whats the cheapest you can do": the trip's cheapest asked of the planner)
                       r"|\b(?:cheapest|lowest|least|minimum|min)\s+(?:(?:it|this|that|the\s+trip|we|i|you|u)\s+(?:can|could|would|will|might)"
                       r"\s+(?:possibly\s+|really\s+|ever\s+)?(?:cost|be|spend|pay|go|get|do(?:\s+(?:it|this|that))?)\b"
                       r"|(?:possible\s+)?(?:price|cost|total|version|option|spend)\b)")
_PART_NAMED = worded(r"\b(?:days?|nights?|hotels?|stays?|restaurants?|meals?|breakfasts?|lunch(?:es)?|dinners?|flights?|sights?"
                     r"|attractions?|rooms?|places?|rides?|taxis?|drives?|parts?)\b")

# A part of the plan asked for by its cost's extreme ("cheapest restaurant?", "cheapest meal we have?", "the priciest
# hotel night"): a question about the plan as it is, by its grammar (a question mark, or the plan pointed at: "we have",
# "on this trip"); said with a verb of wanting or changing ("make it the cheapest hotel", "go with the cheapest
# restaurants", "can we get the cheapest hotels?") it is a wish for the cheapest plan (``PREFERENCES``).
# ("cheapest of the three days?": the parts compared named after "of", as "the cheapest day" names one)
_EXTREME_PART = worded(r"\b(?:cheapest|priciest|costliest|dearest|(?:most|least)\s+(?:expensive|costly|pric(?:e)?y))\s+"
                       r"(?:(?:of|among|out\s+of)\s+(?:the\s+|our\s+|these\s+|those\s+|all\s+)?(?:\w+\s+)?|\w+\s+)?"
                       rf"(?:{'|'.join(PART_WORDS.values())}|things?|items?|days?|nights?)\b")  # (what answers prices)
# ... the plan pointed at, or its own parts counted ("cheapest day of the 3": the trip's three days compared)
_OF_THE_PLAN = worded(r"\?(?:\s|$)|\b(?:we\s+have|we'?ve\s+got|we\s+got|in\s+(?:the|our|this)\s+(?:plan|trip|itinerary)"
                      r"|on\s+(?:the|our|this)\s+(?:plan|trip|itinerary)|of\s+(?:the|our|this)\s+trip|planned|booked"
                      r"|(?:of|among|out\s+of)\s+(?:the|our|these|those|all)\s+(?:\d+|two|three|four|five|six|seven))\b")
# (never "would like to know", which asks: "what is the cheapest hotel there? We would like to know our options.")
_WANTED = worded(r"\b(?:make|go|get|give|want|wanna|need|prefer|like(?!\s+to\s+(?:know|see|hear|find\s+out)\b)"
                 r"|rather|switch|swap|change|pick|choose|use|book|find|put"
                 r"|let'?s|lets|try|instead|please|pls|plz|only|just|(?:can|could|shall|should|may)\s+(?:we|i|you|u))\b")

# ... asked with a question word and nothing after the part ("what's the cheapest night", "which is the priciest meal"):
# a question though no question mark ends it
_WH_EXTREME = worded(r"^\W*(?:what|which)(?:'?s|s|\s+is|\s+was)\s+(?:the\s+|our\s+)?"
                     r"(?:cheapest|priciest|costliest|dearest|(?:most|least)\s+(?:expensive|costly|pric(?:e)?y))\s+"
                     rf"(?:{'|'.join(PART_WORDS.values())}|nights?)\W*$")


def asks_extreme(text: str) -> bool:
    """Whether the message asks which part of the plan costs the most or least (``_EXTREME_PART``) as a question about
    the plan: answered from it, never a re-plan (a wish for the cheapest says what it wants: ``_WANTED``)."""
    return bool(_EXTREME_PART.search(text) and (_OF_THE_PLAN.search(text) or _WH_EXTREME.match(text))
                and not _WANTED.search(text))


def asks_lowest_cost(text: str) -> bool:
    """Whether the message asks for the lowest cost the whole trip can have (``_LOWEST_ASKED``): answered by re-planning
    for it (a preference), never by the trip as it stands."""
    return bool(_LOWEST_ASKED.search(text)) and not _PART_NAMED.search(text)


def asks_why(text: str) -> bool:
    """Whether the message asks why the plan is as it is ("why not a cheaper hotel?", "how come we aren't driving?"):
    answered from the plan, never read as a change (its words name one: "cheaper", "driving")."""
    return bool(_WHY.match(text))
