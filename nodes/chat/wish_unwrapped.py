"""Chat talk around a wish, put plainly before it is read (issue 39): the wish itself was lost in the talk.

- A discourse opener ("oh and one more thing: mexican food at least once", "last thing - budget is 2200", "btw: ...")
  was read as a wish of its own ("I don't know how to plan for 'one more thing'"); it is dropped, the rest read.
- An example hedge before a time ("leave later on day one, say after 11", "like after 10") hid the time ("I couldn't
  tell what 11 counts"); the hedge is dropped, the time read.
- A wish to fly said alone ("we'd rather fly", "let's fly there and back", "ok then fly", "can we fly there instead of
  driving?"), or as the last clause of a request ("..., $1,600, we'd rather fly"), was not understood; a trip can only
  ban modes, so it is read as the rule that says it: "no self-driving" (and a wish to drive, on a plan that flies: "no
  flights").
- A second trip asked as an alternative ("plan B: same trip but to Raleigh") was changed and asked "plan without 'plan
  B: same trip'?"; the change it names is read (the plan before it comes back with "undo").
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

_OPENER = lazy_compile(r"^\W*(?:(?:oh|and|also|ok(?:ay)?|so|um+|hmm+)\W+)*(?:one\s+more\s+thing|(?:one\s+)?last\s+thing"
                       r"|another\s+thing|by\s+the\s+way|btw|p\.?s\.?)\s*(?:[:,;–—-]+|\.\.\.)\s*(?=\w)", re.IGNORECASE)
_HEDGE = lazy_compile(r"(?:,\s*|\b)(?:say|like|maybe|ideally|preferably)\s+(?=(?:after|before|by|from|around|not\s+before)\s+\d)",
                      re.IGNORECASE)
_WISHED = (r"^\W*(?:(?:ok(?:ay)?|so|actually|hmm+|honestly|tbh|then|alright|fine|well|yeah)\W+)*"
           r"(?:(?:we|i)(?:'?d|\s+would)\s+(?:rather|prefer\s+to|like\s+to|love\s+to)|let'?s|(?:we|i)(?:'?ll|\s+will)"
           r"|(?:we|i)\s+(?:want|wanna|need)\s+(?:to\s+)?|(?:we'?re|i'?m)(?:\s+gonna)?|(?:we|i)\s+prefer(?:\s+to)?"
           r"|(?:can|could|should)\s+(?:we|i))?(?:\s+just)?\s*")
_FLY = lazy_compile(_WISHED + r"fly(?:ing)?(?:\s+(?:there\s+and\s+back|both\s+ways|each\s+way|instead(?:\s+of\s+driv\w+)?|than\s+drive"
                    r"|rather\s+than\s+driv\w+|there|tbh|pls|please|plz|then|everywhere|the\s+whole\s+way))*\W*$", re.IGNORECASE)
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
NO_DRIVING = "no self-driving"
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


def unwrapped(text: str, flights_banned: bool = False, flies_already: bool = False, driving_banned: bool = False) -> str:
    """``text`` with the talk around its wish put plainly (the module's note); ``flights_banned``: the trip (or the
    request being asked about) bans flights, so a wish to fly lifts that ban; ``flies_already``: the plan takes no
    car, so the wish is left as said (answered: the plan already flies, nothing added); ``driving_banned``: the trip
    bans self-driving, so a wish to drive lifts that ban."""
    if _FLY.match(text) and not flies_already:
        return FLYING_OK if flights_banned else NO_DRIVING
    if _DRIVE.match(text) and flies_already and not flights_banned:
        return DRIVING_OK if driving_banned else NO_FLIGHTS
    text = _FLY_LAST.sub(f" {NO_DRIVING}", text, count=1)
    return _HEDGE.sub(" ", _ALTERNATIVE.sub("", _OPENER.sub("", text, count=1), count=1))
