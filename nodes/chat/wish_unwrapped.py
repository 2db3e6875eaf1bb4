"""Chat talk around a wish, put plainly before it is read (issue 39): the wish itself was lost in the talk.

- A discourse opener ("oh and one more thing: mexican food at least once", "last thing - budget is 2200", "btw: ...",
  "ok a few things: ...", a list's header: "Here's our wish list:" before its bulleted items)
  was read as a wish of its own ("I don't know how to plan for 'one more thing'"); it is dropped, the rest read.
- An example hedge before a time ("leave later on day one, say after 11", "like after 10") hid the time ("I couldn't
  tell what 11 counts"); the hedge is dropped, the time read.
- A wish to fly said alone ("we'd rather fly", "let's fly there and back", "ok then fly", "can we fly there instead of
  driving?"), or as the last clause of a request ("..., $1,600, we'd rather fly"), was not understood; a trip can only
  ban modes, so it is read as the rule that says it: "no self-driving" (and a wish to drive, on a plan that flies: "no
  flights").
- A wish relayed from someone in the party ("my wife says cancel the trip", "the kids say chinese is off", "my husband
  asks is there anything cheaper", "the kids want pizza one night") was read with its lead-in as the wish ("I couldn't
  find 'my wife says the trip'"); the lead-in is dropped, a relayed want said as the party's ("we want pizza ...").
- A second trip asked as an alternative ("plan B: same trip but to Raleigh") was changed and asked "plan without 'plan
  B: same trip'?"; the change it names is read (the plan before it comes back with "undo").
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

_OPENER = lazy_compile(r"^\W*(?:(?:oh|and|also|ok(?:ay)?|so|um+|hmm+)\W+)*(?:one\s+more\s+thing|(?:one\s+)?last\s+thing"
                       r"|another\s+thing|by\s+the\s+way|btw|p\.?s\.?"
                       # ... or a count of the wishes that follow ("ok a few things:", "couple of things -", "4 things:")
                       r"|(?:a\s+)?(?:few|couple(?:\s+of)?|some|several|two|three|four|five|\d)\s+(?:more\s+)?(?:things|requests|wishes)"
                       # ... or a list's header ("Here's our wish list:", "our list:", "what we'd like:") before its items
                       r"|(?:(?:here'?s|here\s+is|these\s+are|this\s+is)\s+)?(?:our|my|the)\s+(?:(?:wish|bucket|full)\s*)?"
                       r"(?:list|wishes|requests|must[\s-]haves|wants)(?:\s+(?:so\s+far|for\s+(?:the|this|our)\s+trip))?"
                       r"|(?:here'?s|here\s+is)\s+what\s+(?:we|i)\s+(?:want|need|would\s+like|'?d\s+like)"
                       # ... or impatience with the detail ("don't care about details, what's the total")
                       r"|(?:i\s+|we\s+)?(?:don't|dont|do\s+not)\s+care\s+about\s+(?:the\s+)?(?:details|specifics|particulars))"
                       r"\s*(?:[:,;–—-]+|\.\.\.)\s*(?=\w|[-•*]\s*\w|\d+[.)]\s*\w)", re.IGNORECASE)
_HEDGE = lazy_compile(r"(?:,\s*|\b)(?:say|like|maybe|ideally|preferably)\s+(?=(?:after|before|by|from|around|not\s+before)\s+\d)",
                      re.IGNORECASE)
_WISHED = (r"^\W*(?:(?:ok(?:ay)?|so|actually|hmm+|honestly|tbh|then|alright|fine|well|yeah|ugh+|uh+|um+|oh|man|geez|jeez|yikes"
           r"|wow|nah|meh)\W+)*"
           # ... after the drive said to be too much ("that drive is too long, can we fly?", "8 hours in the car?? can we fly")
           r"(?:(?:that|the|this|an?|\d+)\s+(?:[\w-]+\s+){0,3}?(?:drive|driving|car\s+ride|road\s+trip|in\s+the\s+car)\b"
           r"[^,.;!?]{0,40}[,.;!?–—-]+\s*(?:(?:ok(?:ay)?|so|honestly|ugh+)\W+)*)?"
           r"(?:(?:we|i)(?:'?d|\s+would)\s+(?:rather|prefer\s+to|like\s+to|love\s+to)|let'?s|(?:we|i)(?:'?ll|\s+will)"
           r"|(?:we|i)\s+(?:want|wanna|need)\s+(?:to\s+)?|(?:we'?re|i'?m)(?:\s+gonna)?|(?:we|i)\s+prefer(?:\s+to)?"
           r"|(?:can|could|should)\s+(?:we|i)|what\s+if\s+(?:we|i)|(?:how|what)\s+about(?:\s+(?:we|i))?)?"
           r"(?:\s+just)?\s*")
_FLY = lazy_compile(_WISHED + r"(?:fly(?:ing)?|flew)(?:\s+(?:there\s+and\s+back|both\s+ways|each\s+way"
                    r"|instead(?:\s+of\s+driv\w+)?|than\s+drive|rather\s+than\s+driv\w+|there|tbh|pls|please|plz|then|everywhere"
                    r"|the\s+whole\s+way))*\W*$", re.IGNORECASE)
# ... or as the message's last clause, after the request's items ("Jacksonville to Washington march 3-5 2022, 2 of us,
# $1,600, we'd rather fly"): its words say the rule the same way (the clause read alone was named as not understood)
_FLY_LAST = lazy_compile(r"(?<=[,.;!])\s*(?:(?:ok(?:ay)?|so|actually|honestly|tbh|and)\W+)*"
                         r"(?:(?:we|i)(?:'?d|\s+would)\s+(?:rather|prefer\s+to)|(?:we|i)\s+prefer(?:\s+to)?)\s+"
                         r"fly(?:ing)?(?:\s+(?:there\s+and\s+back|both\s+ways|each\s+way|tbh|pls|please|plz|everywhere"
                         r"|the\s+whole\s+way))*\W*$", re.IGNORECASE)
# A second trip asked as an alternative ("plan B: same trip but to Raleigh", "backup plan: same thing but going to X"):
# the change it names (the plan before comes back with "undo")
_ALTERNATIVE = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|and|hmm+)\W+)*(?:plan\s+b|backup\s+plan|back-up\s+plan|alternative(?:ly)?"
                            r"|option\s+(?:2|two|b))\s*[:,;–—-]*\s*(?:(?:the\s+)?same\s+(?:trip|thing|plan|everything|deal)"
                            r"(?:\s+but)?\s*,?\s*)?(?=\w)", re.IGNORECASE)
# Who a wish is relayed from, then how it is relayed: said or asked (dropped), or wanted (said as the party's own)
_RELAYER = (r"^\W*(?:(?:ok(?:ay)?|so|also|and|well|hmm+|um+)\W+)*(?:(?:my|our)\s+(?:wife|husband|hubby|partner|girlfriend|gf"
            r"|boyfriend|bf|fianc[eé]e?|mom|mum|mother|dad|father|sister|brother|son|daughter|friends?|cousin|kids|children"
            r"|parents|mother-in-law|father-in-law|in-laws)|the\s+(?:kids|children|wife|husband|hubby|boys|girls|others"
            r"|grandparents|in-laws))\s+")
# (an opinion is no wish relayed: "my wife thinks we should add a day but she's not the one going")
_RELAYED_SAYING = lazy_compile(_RELAYER + r"(?:says?|said|asks?|asked|insists?|wants\s+to\s+know"
                               r"|(?:is|are)\s+asking)\b\s*(?:that\s+|[:,-]\s*)?(?=\w)", re.IGNORECASE)
# (a thing wanted, never a deed: "my sister wants to come too" is news of the party)
# ("wants in", "wants along", "wants to come": news of the party too)
_RELAYED_WANT = lazy_compile(_RELAYER + r"(?:wants?|would\s+(?:like|love)|'d\s+(?:like|love))\b\s+(?!(?:to|in|along|out)\b)(?=\w)",
                             re.IGNORECASE)
NO_DRIVING = "no self-driving"
# A wish relayed for a companion ("Dev says no smoking anywhere", "Jen wants seafood", "Mark can't do early flights",
# "except Chris, who can't stand BBQ", "Jen changed her mind, she'd rather have mexican"): the companion's name was
# read as a place or a wish of its own ("I don't know how to plan for 'Dev'"); it is the party's wish, said as "we".
# A name is a capitalised word right before a verb only a person says (never a place: "Chicago is a must" reads on).
# (a first name only: "my mom doesn't like crowds" is read as said, a companion's own words quoted back)
_FIRST_NAME = (r"(?!(?:It|This|That|There|Here|Flying|Driving|Everyone|Everybody|Nobody|Someone|Somebody|Anyone|What|Which"
               r"|Who|The|Our|My|Budget|Dinner|Lunch|Breakfast|Hotel|Day|Trip|Plan)\b)[A-Z][a-z]+")
_COMPANION = (rf"(?:{_FIRST_NAME}"
              r"|(?:my|our)\s+(?:mom|mum|dad|mother|father|wife|husband|son|daughter|sister|brother|friend|partner|grandma"
              r"|grandpa|boss))")
# (said now, by a first name: "my buddy said we should do 5 days but he's not paying" is a story, left to the talk reader)
_RELAYED = lazy_compile(rf"(?:(?<=^)|(?<=[.;:!?,]\s)|(?<=\band\s)|(?<=\bbut\s))(?:also\s+)?{_FIRST_NAME}\s+(?:also\s+)?"
                        r"says(?:\s+that)?\s+(?=\w)")
_COMPANION_WANTS = lazy_compile(rf"(?:(?<=^)|(?<=[.;:!?,]\s)|(?<=\band\s)|(?<=\bbut\s)){_FIRST_NAME}(?=\s+(?:also\s+|really\s+)?"
                                r"(?:wants|would\s+(?:like|love|rather|prefer)|prefers|needs|likes|loves|hates|can't|cannot|cant"
                                r"|doesn't|doesnt|won't|wont|is\s+(?:not\s+)?(?:a\s+)?(?:vegetarian|vegan|allergic)))")
_EXCEPT_COMPANION = lazy_compile(rf"\b(?:except(?:\s+for)?|but)\s+{_COMPANION}\s*,\s*who\s+(?=\w)")
_MIND_CHANGED = lazy_compile(rf"(?:(?<=^)|(?<=[.;:!?,]\s)){_COMPANION}\s+changed\s+(?:her|his|their)\s+mind\s*[,;:.-]*\s*"
                             r"(?:(?:she|he|they)(?:'d|\s+would)\s+(?:rather|prefer)\s+(?:have\s+)?)?(?=\w)")
# A question of what companions get to do ("what do the kids get to see on day 2", "where does grandma get to sleep"): the
# party's ("what do we see on day 2"), never a sight called "kids get to see on day 2"
_THEY_GET_TO = lazy_compile(r"\b(?:do|does|will)\s+(?:the|my|our)\s+(?:\w+\s+)?(?:kids|children|family|parents|folks|wife|husband"
                            r"|mom|mum|dad|grandma|grandpa|group|guys|girls|boys|friends)\s+(?:get\s+to|gonna|going\s+to)\s+",
                            re.IGNORECASE)
# A thought trailed off and taken back in the same message ("Linda can't do stairs so she'd prefer... actually never mind
# that. Rosa wants italian"): the sentence taken back is dropped, the rest read
_TRAILED_OFF = lazy_compile(r"(?:^|(?<=[.!?;]\s))[^.!?;]*?(?:\.{2,}|…)\s*(?:(?:actually|wait|no|hmm+|oh)\W+)*"
                            r"(?:never\s*mind|nvm|scratch|forget)\s+(?:that|this|it)\b\W*", re.IGNORECASE)
# A word taken back as it is typed ("sushi... er, seafood", "thursday - uh, friday"): what comes after it is meant
_SAID_OVER = lazy_compile(r"\b[\w'-]+\s*(?:\.{2,}|…|–|—|-)\s*(?:er+m?|uh+|um+|i\s+mean)\s*,?\s+(?=\w)", re.IGNORECASE)

# A condition on the stay and what to do if it holds ("if the place allows smoking, find one that doesn't", "if the hotel
# doesn't take dogs change it"): the house rule the person wants, said plainly; the "if" clause was read as a wish for
# what it only tests (smoking allowed)
_STAY_WORD = r"(?:the|our)\s+(?:place|hotel|stay|room|apartment|airbnb|rental|house)"
_CHANGE_IT = (r"(?:find|pick|get|choose|book|switch\s+to|change\s+to|swap\s+to)\s+(?:us\s+)?(?:one|another(?:\s+one)?|something"
              r"|a\s+place|a\s+different\s+one)\s+that\s+(?:doesn't|doesnt|does\s+not|won't|wont)"
              r"|(?:change|switch|swap|replace)\s+(?:it|that|them)")
_IF_ALLOWS = lazy_compile(rf"\bif\s+{_STAY_WORD}\s+(?:allows|permits|lets\s+(?:you|people)|is\s+ok\s+with)\s+(?P<thing>[a-z]+)\s*,?\s*"
                          rf"(?:then\s+)?(?:please\s+)?(?:{_CHANGE_IT})\b[^.;!?]*", re.IGNORECASE)
_IF_FORBIDS = lazy_compile(rf"\bif\s+{_STAY_WORD}\s+(?:doesn't|doesnt|does\s+not|won't|wont)\s+(?:allow|take|accept|permit|welcome)"
                           rf"\s+(?P<thing>[a-z]+)\s*,?\s*(?:then\s+)?(?:please\s+)?(?:change|switch|swap|replace)\s+(?:it|that|them)\b"
                           r"[^.;!?]*", re.IGNORECASE)
# A complaint about a value said before the value wanted ("4 stars is too pricey, 3 is fine"): the value wanted alone
_TOO_THEN = lazy_compile(r"(?:\$?\d[\d.,]*\s*(?:stars?|nights?|days?|people|dollars|bucks)?)\s+(?:is|are|was|were|'s)\s+"
                         r"(?:too|a\s+bit|way|kinda|a\s+little)\s+(?:pricey|expensive|much|many|high|low|long|short|few|steep)"
                         r"\s*[,;]\s*(?:but\s+|so\s+)?(?=\$?\d)", re.IGNORECASE)


def stay_conditions(text: str) -> str:
    """``text`` with a condition on the stay put as the rule it asks for (the note above): "no smoking", "dogs allowed"."""
    text = _IF_ALLOWS.sub(lambda m: f"stays that forbid {m.group('thing')}", text)
    return _TOO_THEN.sub("", _IF_FORBIDS.sub(lambda m: f"{m.group('thing')} allowed", text))


def voiced_for_us(text: str) -> str:
    """``text`` with wishes relayed for companions said as the party's own, a word taken back as typed dropped (the
    note above)."""
    text = _SAID_OVER.sub("", _TRAILED_OFF.sub("", _THEY_GET_TO.sub("do we ", text)))
    text = _MIND_CHANGED.sub("instead we want ", text)
    text = _EXCEPT_COMPANION.sub("but we ", text)
    text = _RELAYED.sub("", text)
    return _COMPANION_WANTS.sub("we", text)
# A wish to drive said alone ("we'd rather drive", "wed rather just drive tbh", "we prefer to drive"), on a plan that
# flies: "no flights" (said on a plan that drives already, it is left as said: answered, nothing added)
_DRIVE = lazy_compile(_WISHED + r"drive(?:\s+(?:there\s+and\s+back|both\s+ways|instead(?:\s+of\s+fly\w*)?|there|tbh|pls|please|plz"
                      r"|then|the\s+whole\s+way|ourselves|our\s+own\s+car))*\W*$", re.IGNORECASE)
NO_FLIGHTS = "no flights"
# ... and on a trip that bans flights, the same words take the ban back (banning self-driving beside it left no mode)
FLYING_OK = "flying is ok after all"
# ... as a wish to drive on a trip that bans self-driving takes that ban back beside banning flights ("we'll just drive
# there" on a no-self-driving trip: both banned left taxis only, in silence)
DRIVING_OK = "no flights, driving is ok after all"


# A comparison asked of the wish said before it ("what if we flew instead, would that be cheaper?"): kept apart, so the
# wish is read as alone and the question still wonders (``hypothetical``: never applied)
COMPARED_AFTER = lazy_compile(r"[\s,;–—-]+(?:would|will|is)\s+(?:it|that|this)\s+be\s+(?:(?:a\s+lot|much|way|any)\s+)?"
                               r"(?:cheaper|pricier|faster|quicker|(?:more|less)\s+expensive)\W*$", re.IGNORECASE)


# A change said as one ("make it $1,600", "change the budget to 1600", "switch to 4 people") before such a comparison
_CHANGE_SAID = lazy_compile(r"^\s*(?:(?:ok(?:ay)?|so|then|and|actually|hmm+|well)[\s,]+)*(?:make\s+it|change|switch|bump|raise"
                            r"|lower|set|up|move)\b", re.IGNORECASE)


def changed_then_compared(text: str) -> bool:
    """Whether ``text`` makes a change and then asks what it does to the cost ("make it $1,600, and would that be
    cheaper?"): an edit, never a wish for the cheapest plan nor a question only wondered about."""
    wish, compared = _without_comparison(text)
    return bool(compared) and bool(_CHANGE_SAID.search(wish))


def _without_comparison(text: str) -> tuple[str, str]:
    """``text`` without a comparison asked at its end, and that comparison ("" when there is none)."""
    found = COMPARED_AFTER.search(text)
    return (text[:found.start()], text[found.start():]) if found else (text, "")


def asks_to_fly(text: str) -> bool:
    """Whether the message is a wish to fly said alone ("can we fly?", "ugh, let's fly instead")."""
    return _FLY.match(_without_comparison(text)[0]) is not None


def unwrapped(text: str, flights_banned: bool = False, flies_already: bool = False, driving_banned: bool = False) -> str:
    """``text`` with the talk around its wish put plainly (the module's note); ``flights_banned``: the trip (or the
    request being asked about) bans flights, so a wish to fly lifts that ban; ``flies_already``: the plan takes no
    car, so the wish is left as said (answered: the plan already flies, nothing added); ``driving_banned``: the trip
    bans self-driving, so a wish to drive lifts that ban."""
    text = _RELAYED_WANT.sub("we want ", _RELAYED_SAYING.sub("", text, count=1), count=1)
    wish, compared = _without_comparison(text)  # "what if we flew instead, would that be cheaper?": the question kept
    if _FLY.match(wish) and not flies_already:
        return (FLYING_OK if flights_banned else NO_DRIVING) + compared
    if _DRIVE.match(text) and flies_already and not flights_banned:
        return DRIVING_OK if driving_banned else NO_FLIGHTS
    text = _FLY_LAST.sub(f" {NO_DRIVING}", stay_conditions(voiced_for_us(text)), count=1)
    return _HEDGE.sub(" ", _ALTERNATIVE.sub("", _OPENER.sub("", text, count=1), count=1))
