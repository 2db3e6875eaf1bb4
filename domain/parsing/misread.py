"""Words a constraint's reader would misread, masked before reading (``misread_spans``): restaurants for children
(no house rule), "direct flights only" (no ban of self-driving), a permission ("we don't mind seafood": asks for
nothing, ``PERMISSION``/``ALLOWANCE``), a part of town named by a cuisine, an airline by name (``LOOKS_READ``).
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints.room_type import names_a_room
from himap_travel.domain.parsing.cannot_say import KIDS_MENU_RE, STOPS_RE
from himap_travel.domain.parsing.clause_form import past_told_spans
from himap_travel.domain.parsing.wish_clauses import sentence_start
from himap_travel.domain.text.lazy_regex import lazy_compile

# A permission, which asks for nothing: "we don't mind seafood", "fine with seafood", "fast food is fine by us" (read, it would ask for it);
# not an amount said to be fine ("a drive of 4 hours or so is ok": a limit not understood, named), nor one bounded by a
# number right after it ("driving is ok but not more than 6 hrs a day", "cheap rooms are fine but 3 stars at least":
# the limit is the wish, and its subject is read with it).
_LIMITED_AFTER = r"(?!\s*,?\s+(?:but|though)\b[^.;!?\d]{0,25}\d)"
_PERMISSION_SAID = (
    r"\b(?:don't|do\s+not|wouldn't|would\s+not)\s+mind\s+(?:(?!\b(?:but|though|although)\b)[^.,;!?]){0,80}?{limited}"
    r"(?=\s+(?:but|though|although)\b|[.,;!?]|$)"
    # "(we're) fine with seafood", "ok with chinese food too"; an amount is no permission but a limit ("i'm ok with 5
    # hours of driving a day": its readers', read or named, never masked)
    r"|\b(?:fine|ok|okay|alright)\s+with\s+(?!(?:us|me|that|it)\b)"
    # (never over what it leaves out: "fine with any food except indian" rules indian out)
    r"(?:(?!\b(?:but|though|although|too|except|excluding|besides|other\s+than|apart\s+from)\b)[^.,;!?\d]){1,80}?"
    r"{limited}(?=\s+(?:but|though|although|too|except|excluding|besides|other\s+than|apart\s+from)\b|[.,;!?]|$)"
    # the permission's own clause: a ban before "but"/"though" is no part of it ("no flights though driving is fine")
    r"|(?:^|(?<=[.,;!?]\s)|(?<=\bbut\s)|(?<=\bthough\s)|(?<=\balthough\s)|(?<=\bhowever\s))"
    # (its copula run on too: "fast food's fine, we're broke")
    r"(?:(?!\b(?:but|though|although|however)\b)[^.,;!?\d]){0,80}?(?:\b(?:is|are|would\s+be)|(?<=\w)['’]s)\s+(?:totally\s+|perfectly\s+|also\s+)?"
    r"(?:fine|ok|okay|alright)"
    r"(?:\s+(?:by|with|for)\s+(?:us|me))?"
    r"(?:\s*,?\s+(?:i|we)\s+(?:guess|suppose|think))?"  # ... said unsure: "fast food is ok i guess"
    # ... and when it is fine: "fast food is fine on the road", "pizza is ok once", "pizza is fine for lunch"
    r"(?:\s+(?:on|during|once|sometimes|occasionally|for\s+(?:lunch|dinner|breakfast|brunch|a\s+meal|one\s+meal))\b"
    r"(?:(?!\b(?:but|though|although)\b)[^.,;!?\d]){0,25}?)?"
    r"{limited}(?=\s*(?:[.,;!?]|$|\s+(?:but|though|too)\b))"
    # ... or texted without its copula ("budget hotels fine", "cheap motels ok"): a clause of a few words ending on it,
    # no word of a ban or a number among them ("no flights ok" keeps its ban)
    r"|(?:^|(?<=[.,;!?]\s)|(?<=\bbut\s))(?![^.,;!?]*\b(?:no|not|never|nothing|none|without|avoid|skip|only|n't|need|needs"
    r"|must|should|has|have|want|wants|so|if|thats|that's|it's|its|is|like|would|we|we'd|i|i'd)\b)"
    r"[a-z][a-z'-]*(?:\s[a-z][a-z'-]*){0,2}\s(?:fine|ok|okay|alright)(?=\s*(?:[.,;!?]|$))")
PERMISSION = lazy_compile(_PERMISSION_SAID.replace("{limited}", _LIMITED_AFTER), re.IGNORECASE)
ALLOWANCE = lazy_compile(_PERMISSION_SAID.replace("{limited}", ""), re.IGNORECASE)  # with a limit after it too

# A permission said of what the trip books, in a relative clause ("a place to stay that is fine with parties", "a host
# who doesn't mind pets"): the stay must allow it, a wish (read), never the guests' own leave (masked).
_OF_THE_BOOKED = lazy_compile(r"\b(?:that|which|who)(?:['’]s|\s+(?:is|are|would\s+be|will\s+be|must\s+be|should\s+be"
                              r"|has\s+to\s+be))?\s+$", re.IGNORECASE)


# A choice said to be either one ("mexican, chinese or indian - any is ok", "italian or french, either is fine"): the
# things before it are wished for (``cuisine`` says how a list is kept), no permission that asks for nothing
_EITHER_SAID = lazy_compile(r"(?:^|[\s,:\u2013\u2014-])(?:any|either|whichever)(?:\s+(?:one|of\s+(?:them|those|these)))?"
                            r"\s+(?:is|are|would\s+be|works?)\b", re.IGNORECASE)
_OR = lazy_compile(r"\bor\b", re.IGNORECASE)


def _either_of_a_choice(text: str, m: re.Match[str]) -> bool:
    """Whether a permission says a choice is either one: "either is fine" after "italian or french" in its sentence,
    60 letters back at most, or in its own words ("chinese or indian - any is ok")."""
    said = _EITHER_SAID.search(m.group(0))
    if said is None:
        return False
    return _OR.search(text, sentence_start(text, m.start()), m.start() + said.start()) is not None


def misread_spans(text: str) -> list[tuple[int, int]]:
    """Spans a constraint's reader would misread, masked before reading: "kid-friendly restaurants" is no house rule,
    "direct flights only" no ban of self-driving, and a permission ("we don't mind seafood", "fast food is fine by us") asks for nothing."""
    permissions = [m.span() for m in PERMISSION.finditer(text)  # a room type allowed: the room reader's (a fallback)
                   if not _OF_THE_BOOKED.search(text, max(0, m.start() - 24), m.start()) and not names_a_room(m.group(0))
                   and not _either_of_a_choice(text, m)]
    return [*(m.span() for pattern in (KIDS_MENU_RE, STOPS_RE, LOOKS_READ) for m in pattern.finditer(text)), *permissions,
            *past_told_spans(text)]  # a story of an earlier trip: "we ate Mexican food every night last time"


# Words a constraint's reader would take for its own that say something else (masked, then named as not understood):
# a part of town named by a cuisine ("the French Quarter", "Little Italy", "Chinatown"), driving inside a city ("we
# don't want to drive downtown": no ban of driving between cities), cooking oneself ("a grill so we can bbq").
LOOKS_READ = lazy_compile(
    r"\b(?:french|italian|chinese|mexican|greek|spanish|german|irish|japanese|korean|indian)\s+(?:quarter|district|market"
    r"|village|town|neighbou?rhood)\b|\blittle\s+(?:italy|havana|saigon|tokyo|india|mexico)\b|\bchinatown\b"
    r"|\bdriv(?:e|ing)\s+(?:around\s+)?(?:downtown|in\s+(?:the\s+)?(?:city|town|traffic)|around\s+(?:town|the\s+city))\b"
    r"|\bdriv(?:e|ing)\s+through\s+(?:the\s+)?(?:big\s+|major\s+|large\s+)?(?:cities|towns|downtowns?)\b"
    # ... or to the airport and back ("we'll drive to the airport and fly": the flight's way there, no drive between cities)
    r"|\b(?:we['’]?ll\s+|we\s+will\s+|i['’]?ll\s+|we\s+can\s+)?driv(?:e|ing)\s+(?:ourselves\s+)?(?:to|from)\s+the\s+airports?\b"
    # (never a verdict's "to": "never say no to bbq", "yes to bbq" are the food)
    r"|\b(?:can|could|(?<!\bno\s)(?<!\byes\s)to)\s+(?:bbq|barbecue|barbeque)\b(?!\s+(?:food|restaurants?|places?|joints?))"
    # an airline named by a cuisine's word ("book on American", "fly American Airlines"), a caution ("careful with the
    # bakeries": no bakery asked), a part of town by what is in it ("a neighbourhood with cafes"), a place's hours
    # ("open past 11pm": no flight's time), an airline or an airport by name ("no Spirit Airlines ever again", "not out
    # of the big airport": no ban of flights), driving through cities ("avoid driving through big cities")
    r"|\bamerican\s+airlines?\b"
    r"|\b(?:spirit|delta|united|southwest|jetblue|frontier|allegiant|alaska|hawaiian)\s+(?:airlines?|air)\b"
    r"|\b(?:big|bigger|small|smaller|main|other)\s+airports?\b"
    r"|\b(?:fly(?:ing)?|book(?:ed|ing)?\s+(?:on|with))\s+american\b(?!\s+(?:food|cuisine|style))"
    r"|\bcareful\s+(?:with|about|around)\s+(?:the\s+)?[a-z]+"
    r"|\b(?:neighbou?rhoods?|areas?|districts?|streets?|part\s+of\s+town)\s+(?:with|full\s+of)\s+(?:lots\s+of\s+|many\s+"
    r"|some\s+|good\s+|nice\s+)?(?:caf[eé]s|bakeries|bars|restaurants)\b"
    r"|\bopen\w*\b[^.;!?\d]{0,25}?\d{1,2}(?::\d\d)?\s*(?:am|pm)\b",
    re.IGNORECASE)
