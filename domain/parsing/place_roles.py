"""The role of each place mentioned (``assign_roles``): origin, destination, return, ruled out, talk, or the first
city to visit, from the words right before it ("from", "to", "not", "we went to"), a role said after it ("as the
starting point"), and the shape of the route ("Boston to Austin", "vegas from bakersfield", "denver / 2 cities in ohio").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping

from himap_travel.domain.constraints import city_order
from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.parsing.place_mentions import Mention
from himap_travel.domain.text.english import is_common_english
from himap_travel.domain.text.lazy_regex import lazy_compile

_ORIGIN_CUE = lazy_compile(
    r"(?:\bfrom"
    r"|\bdepart(?:ing|s|ed|ure)?(?:\s+(?:from|out\s+of|in|at))?"
    r"|\bleav(?:e|es|ing)(?:\s+(?:from|out\s+of))?"
    r"|\b(?:start|starts|started|starting|begin|begins|beginning|commence|commences|commencing"
    r"|originate|originates|originating|set\s+off|sets\s+off|setting\s+off|take\s+off|takes\s+off|taking\s+off"
    r"|head\s+out|heading\s+out|fly\s+out|flying\s+out|kick\s+off|kicking\s+off|embark|embarking)"
    r"(?:\s+(?:our|my|the|this|their|your)\s+(?:journey|trip|travels?|adventure|tour|itinerary|vacation|holiday))?"
    r"(?:\s+(?:from|in|at|out\s+of))?"
    # (never cities said to be in a place: "touring 2 cities located in Nebraska" is where the trip goes)
    r"|\bout\s+of|(?<!cities\s)(?<!city\s)\b(?:based|live|lives|living|located|residing|reside|resides|stuck|staying\s+currently)\s+in"
    # (never a condition or a time: "the hollywood sign if we're in LA", "while we're in denver")
    r"|(?<!\bif\s)(?<!\bwhen\s)(?<!\bwhile\s)(?<!\bonce\s)(?<!\bwhilst\s)(?<!\bsince\s)"
    r"\b(?:i'?m|i\s+am|we're|we\s+are|i'?m\s+currently|i\s+am\s+currently|we're\s+currently|we\s+are\s+currently|currently"
    r"|we're\s+(?:all|both)|we\s+are\s+(?:all|both)|we\s+(?:all|both)\s+live)\s+(?:in|at)|\bhere\s+in|\borigin(?:\s+city)?(?:\s+is|\s*:)?"
    # "change the starting city to chicago", "departure city = Boston": the origin by its name, whatever the verb says
    r"|\b(?:starting|departure|home)\s+(?:city|point)(?:\s+(?:is|to))?"
    # a place got away from ("hoping to escape Abilene for a few days", "get away from Tulsa")
    r"|\bescap(?:e|ing)(?:\s+from)?|\bget(?:ting)?\s+(?:away\s+from|out\s+of)"
    r")[\s,:=\-–]*$",  # "origin: Chicago", "Origin - Chicago", "origin = Chicago": a label's mark
    re.IGNORECASE,
)
_DEST_CUE = lazy_compile(
    r"(?:\b(?:to|towards?|into|in|within|across|throughout|around|through|thru|of|visit|visits|visiting|explore|exploring"
    r"|tour|touring|cover|covering|see|seeing|reach|reaching|destination(?:\s+(?:is|of))?|arrive\s+(?:in|at)"
    r"|arriving\s+(?:in|at)|arrives\s+(?:in|at)|end(?:ing|s)?\s+(?:in|at)|ending|stay(?:ing)?\s+in|bound\s+for|headed\s+for"
    r"|thinking(?:\s+(?:of|about))?"  # "thinking chicago march 8-10"
    # a chat's slang for going ("hittin yuma from flagstaff", "hitting up orlando", "let's do charleston", "make it Miami")
    r"|hit(?:ting|tin)?(?:\s+up)?|headin|goin\s+to|rollin(?:g)?\s+(?:to|into)|off\s+to|let['’]?s\s+do|make\s+it"
    r"|(?:want|wanna|going|gonna|like|love|plan(?:ning)?)\s+(?:to\s+)?do"  # "me + my bf want to do seattle from dallas"
    r"|(?<!\bdon't\s)(?<!\bdont\s)(?<!\bnot\s)\b(?:want|wanna)"  # "wife and me want orlando from DC"
    r"|\b(?:how|what)\s+about"  # a place proposed ("ok how about orlando from washington")
    # the place set off for after the one left ("leaving memphis for savannah", in lower case too)
    r"|\bleav(?:e|es|ing)\s+(?:[\w.'-]+\s+){1,3}?for))"
    r"[\s,:=\-–]*$",  # (a label's mark: "destination = miami")
    re.IGNORECASE,
)
_RETURN_CUE = lazy_compile(r"\b(?:return|returns|returning|back|home|come\s+back|coming\s+back)(?:\s+(?:to|in|at|into))?[\s,:]*$",
                           re.IGNORECASE)
# Where the traveller lives ("back home in Akron", "home is Tulsa", "home base: Omaha") is the origin, though "home" and
# "back" also mark the place a trip returns to (``_RETURN_CUE``, looked at after this).
# The place a return leg leaves ("fly back from Orlando", "on the way home from Denver") is where the trip goes, never
# a second origin (``from`` alone is the origin's cue).
# Flying out of a city after flying into another ("fly into LA and out of SF"): the tour's last city, no origin
# ("fly into LA, fly out of SF", "fly into austin, then out of houston")
_OUT_AT_THE_END = lazy_compile(city_order.FLY_OUT_AT_THE_END, re.IGNORECASE)
_BACK_FROM = lazy_compile(r"\b(?:back|home|return|returns|returning)\s+from[\s,:]*$", re.IGNORECASE)
_HOME_CUE = lazy_compile(r"\b(?:home(?:\s+base)?(?:\s+(?:is\s+(?:in\s+)?|in\s+)|\s*:\s*)|(?:we|i)\s+call\s+home\s+)$", re.IGNORECASE)

# ... or a place not named yet ("Reno to somewhere warm": Reno is where the trip starts, the destination is asked;
# "Norfolk to the Outer Banks": the destination named as a place the data lacks; "Boston to 3 cities in Vermont": a tour
# of a state the data lacks, named as such, and Boston still the origin)
_TO_A_NAME = lazy_compile(r"(?:\s+to\s+|\s*(?:-+>|=+>|\u2192)\s*)(?:the\s+(?=[A-Z]))?(?:[A-Z]|(?i:(?:some|any)\s?(?:where|place)\b)"
                          rf"|(?i:(?:{NUM}|a\s+couple\s+of)\s+(?:\w+\s+)?cities\s+(?:in|of|across|around|within)\s+[a-z]))")
_ALTERNATIVE = lazy_compile(r"\s*(?:,?\s*(?:or|and)|/|&)\s*", re.IGNORECASE)
# Between the two places of "Y from X", the destination said first: "vegas from bakersfield".
# ... an exclamation between them ("vegas baby! from phoenix", "nola here we come!! from houston")
_FROM_BETWEEN = lazy_compile(r"(?:\s*(?:baby|here\s+we\s+come|yay|woo+|whoo+|let'?s\s+go)?\s*!+)?\s*,?\s*from\s+(?:the\s+)?",
                             re.IGNORECASE)
# Between the two places of "X to Y": "Dallas to the Windy City", "Denver -> 3 cities in California", "duluth too st
# cloud" (the homophone typed for "to": it joins two places only here, where a place stands on each side); a direction
# before it is the same route ("Oakland down to San Jose", "Tulsa up to Wichita").
_TO_BETWEEN = lazy_compile(r"\s*(?:(?:(?:down|up|over|out|across)\s+)?too?|-+>?|=+>|>|\u2192)\s*"
                           rf"(?:the\s+)?(?:(?:{NUM}|a\s+couple\s+of)\s+(?:\w+\s+)?cities\s+(?:in|of|across"
                           # ("3 cities in the Sunshine State": a state's nickname after its "the")
                           rf"|around|within)\s+(?:the\s+(?:state\s+of\s+)?)?|(?:{NUM}|a\s+couple\s+of)\s+)?",  # "to two Michigan cities"
                           re.IGNORECASE)
# A place the text rules out ("not Atlanta", "but not to Dallas", "I don't want to go to Miami", "rather than
# Austin", "avoiding Houston"): never a destination or origin, and a contradiction where it is also asked for.
_EXCLUDED = lazy_compile(
    r"(?:\b(?:not|never|except|excluding|avoid|avoiding|skip|skipping|rather\s+than|instead\s+of|other\s+than|anywhere\s+but)"
    r"|\b(?:don't|do\s+not|doesn't|does\s+not|won't|will\s+not|wouldn't|would\s+not|never)\s+(?:want\s+to\s+|wish\s+to\s+|plan\s+to\s+)?"
    r"(?:go|visit|travel|stay|end\s+up|be\s+going|head))"
    r"(?:\s+(?:to|in|into|at|from|visit|visiting|go\s+to|going\s+to|the\s+city\s+of|the\s+state\s+of))?\s*$",
    re.IGNORECASE,
)

# Talk about a place, not where the trip goes: where the writer has been or lived, or what they love about it ("we went
# to Denver last year", "we love Seattle and Portland coffee", "I grew up in Tulsa"; "I'd love Houston" is a wish).
# Such a place is a destination only when the text names no other (``choose_dest``); dropped beside one, it is said
# (``talked_of``).
_TALK = lazy_compile(
    r"\b(?:(?:went|been|gone|moved)\s+(?:back\s+)?to|visited|(?:lived|grew\s+up|was\s+born)\s+in|(?<!\bwould\s)(?<!['’]d\s)lov(?:e|es|ed)|adored?|miss(?:ed)?"
    r"|enjoyed)\s+(?:the\s+)?$",
    re.IGNORECASE,
)

# A place in a clause of talk, whatever the words right before it: one told of someone else ("my daughter is staying with
# her aunt in Portland", "my sister in Dallas says hi", "my mom flew out of Phoenix"), or of a past meal or meeting ("we
# had amazing pasta in Boston", "the bbq we had in Kansas City", "we met in Memphis"). The clause is its part since the
# last mark; a clause where the party travels ("my wife and I fly from Boston", "my son wants to see Austin") or one of
# them picks a place ("my husband says Dallas") is no talk.
# A place judged right after it ("my sister says Seattle is overrated"): talk about it, never a pick
_JUDGED = lazy_compile(r"\s+(?:is|was|'s)\s+(?:so\s+|too\s+|really\s+|totally\s+)?(?:overrated|underrated|boring|dirty|great"
                       r"|amazing|awesome|beautiful|expensive|pricey|crowded|dangerous|hot|cold|nice|fun|lovely)\b", re.IGNORECASE)
_CLAUSE_START = lazy_compile(r"[^.!?;,\n]*$")
_SOMEONE_ELSE = lazy_compile(r"^\s*(?:(?:and|but|also|oh)\s+)?(?:my|our|his|her|their)\s+(?!family\b|group\b|party\b|trip\b|flights?\b)"
                             r"[a-z-]+\b(?:(?!\s*(?:&|and|\+)\s*(?:i|me|we|us)\b).)*$", re.IGNORECASE)
_PARTY_TRAVELS = lazy_compile(r"\b(?:want|wants|would|like|hope|hopes|plan|plans|planning|visit|visiting|see|go|going|goes|travel\w*"
                              r"|fly|flying|drive|driving|trip|head|heading|from|to"
                              # ... or picks for it ("my husband says dallas", "my son votes houston")
                              r"|says|votes?|picks?|prefers?|insists?|suggests?)\b", re.IGNORECASE)
_PAST_STORY = lazy_compile(r"\b(?:we|i|they|he|she)\s+(?:\w+\s+)?(?:had(?!\s+(?:to|been|planned|hoped|wanted|thought)\b)|met|ate"
                           r"|tried|flew|drove|stayed|spent|saw)\b", re.IGNORECASE)


def _told_as_talk(text: str, start: int) -> bool:
    """Whether the place starting at ``start`` is named in a clause told of someone else or of a past story."""
    clause = _CLAUSE_START.search(text, max(0, start - 80), start)
    said = clause.group(0) if clause else ""
    if _PAST_STORY.search(said):
        return True
    return bool(_SOMEONE_ELSE.search(said)) and not _PARTY_TRAVELS.search(said)


# Where someone else lives ("my best friend lives in Charleston"): a place the trip goes to see them, never the origin.
_THEIR_HOME = lazy_compile(r"\b(?:my|his|her|their)\s+(?!family\b)(?:[\w-]+\s+){1,2}(?:lives|is\s+based|resides)\s+in[\s,]*$",
                           re.IGNORECASE)
# The writer said to be someone of a place ("I'm a grad student in Austin", "I'm a nurse in Tulsa"): the origin.
_WHO_IN = lazy_compile(r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:students?|nurses?|teachers?|doctors?"
                       r"|engineers?|residents?|locals?|natives?|retirees?|professors?|lawyers?|developers?|moms?|dads?|couple"
                       r"|family(?:\s+of\s+(?:\d{1,2}|[a-z]+))?)\s+(?:in|at|from)[\s,]*$", re.IGNORECASE)  # "a family of 5 in"
# Where an item of a request begins (the text's start, a slash, a bar, a line, a bullet): a place opening it with no cue
# before the destination's item is the origin ("denver / 2 cities in ohio / ...").
_ITEM_OPENS = lazy_compile(r"(?:^|[/|\n])[\s\-*•]*$")
# ... or a sentence of its own ("Need a trip. Atlanta. Going to Nashville.", "Hi! Denver. Headed to Seattle")
_SENTENCE_OPENS = lazy_compile(r"[.!?]\s+$")
_SENTENCE_ENDS = lazy_compile(r"\s*[.!]")

# A place said with "instead" after it and no cue before ("charleston instead", "ok, nashville instead then"): where the
# trip goes in place of where it went; "instead of" names the place given up, the replacing edit's
# (nodes/chat/replacing).
# "tampa instead", and a place said to be the better one ("no wait, lexington was better", "savannah is the better pick"):
# the place chosen, where the trip goes
_INSTEAD_AFTER = lazy_compile(r"[\s,]*instead\b(?!\s+of\b)|\s+(?:was|is|'s|would\s+be)\s+(?:(?:way|much|a\s+lot|actually)\s+)?"
                              r"(?:better|nicer|the\s+better\s+(?:one|choice|pick|idea|option))\b(?!\s+(?:than|for|at|in)\b)",
                              re.IGNORECASE)

# A role said after the place: "with Minot as the starting point and Williston as the destination", "Boise as our
# point of departure"; it outweighs the cues before (the "and" of the list is no route).
_ROLE_AFTER = lazy_compile(r"\s*,?\s+as\s+(?:the|our|my|a)\s+(?:(?P<origin>start(?:ing)?\s+(?:point|city|location|place)"
                           r"|origin(?:\s+city)?|point\s+of\s+(?:departure|origin)|departure\s+(?:point|city))"
                           r"|(?:final\s+|main\s+)?destination(?:\s+city)?|end(?:ing)?\s+point|endpoint)\b", re.IGNORECASE)


# A place right after a trip's length, or right before the word for a trip or its cities, with no cue of its own ("5
# days texas trip from chicago", "seven days, north carolina, from pittsburgh", "a michigan road trip", "2 texas
# cities"): where the trip goes.
_LENGTH_BEFORE = lazy_compile(rf"\b(?:(?:\d{{1,2}}|{NUM})[\s-]*days?|(?:one|a|1)[\s-]*week|week[\s-]*long)[\s,:]*$", re.IGNORECASE)
# ... or the cities counted in it ("2 texas cities from Tulsa", "three ohio cities"), or a tour of it ("minnesota
# tour, 3 cities")
_TRIP_AFTER = lazy_compile(rf"(?:\s+state)?\s+(?:road\s+)?(?:trip|getaway|vacation|holiday|tour|cities)\b"
                           rf"|\s*,\s*(?:{NUM})\s+cities\b", re.IGNORECASE)  # "colorado, 3 cities, from kansas city"
# The word for a trip right before a place with no cue of its own ("3 day trip denver from dallas")
_TRIP_WORD_BEFORE = lazy_compile(r"\b(?:road\s+)?(?:trip|getaway|vacation|holiday)[\s,:]*$", re.IGNORECASE)
# A state said by its nickname after the cue's "the" ("2 cities in the peach state"): its "the" is the name's
_STATE_DEST_CUE = lazy_compile(r"\b(?:in|of|to|across|around|through|thru|throughout)\s+the\s+$", re.IGNORECASE)


# A place right after "plan" opening the request or a sentence ("plan orlando 3 days from washington", "hey, plan us
# austin for 2"): where the trip goes
_PLAN_OPENS = lazy_compile(r"(?:^|[.!?\n,;:])\s*(?:(?:hi|hey|hello|ok|okay|so)\W+)?(?:(?:pls|please|plz|can\s+(?:you|u)|could\s+you)\s+)?"
                           r"plan(?:\s+(?:me|us))?\s+(?:(?:a|an|our|my)\s+(?:\w+\s+)?(?:trip|vacation|getaway|holiday)\s+)?$",
                           re.IGNORECASE)


def assign_roles(text: str, mentions: list[Mention], mixed_case: bool) -> None:
    """Set each mention's role ("origin", "dest", "return", "excluded", "talk") from the words right before it."""
    for mention in mentions:
        before = text[max(0, mention.start - 80):mention.start]
        if _EXCLUDED.search(before):
            mention.role = "excluded"
        elif _TALK.search(before) or _told_as_talk(text, mention.start) or _JUDGED.match(text, mention.end):
            mention.role = "talk"
        elif role := _ROLE_AFTER.match(text, mention.end):
            mention.role = "origin" if role.group("origin") else "dest"
        elif _THEIR_HOME.search(before):
            mention.role = "dest"
        elif _HOME_CUE.search(before) or _WHO_IN.search(before):
            mention.role = "origin"
        elif _RETURN_CUE.search(before):
            mention.role = "return"
        elif _BACK_FROM.search(before) or _OUT_AT_THE_END.search(before):
            mention.role = "dest"
        elif _ORIGIN_CUE.search(before):
            mention.role = "origin"
        elif (mention.proper or _DEST_CUE.search(before) or _INSTEAD_AFTER.match(text, mention.end)
              or _PLAN_OPENS.search(text, max(0, mention.start - 80), mention.start)
              or (mention.state and not mention.city and _STATE_DEST_CUE.search(before))
              or _LENGTH_BEFORE.search(before) or _TRIP_AFTER.match(text, mention.end)):
            mention.role = "dest"
    _left_at_a_time(text, mentions, mixed_case)
    if not any(m.role == "origin" for m in mentions):
        # "Boston to Austin, 3 days ...": the first of "X to Y" is the origin.
        for first, second in itertools.pairwise(mentions):
            between = text[first.end:second.start]
            # a name in lower case opening the request is as good as a capitalised one ("vegas to LA"), and so is one
            # no everyday word spells ("Hey! 3 days seattle to san francisco": "reading to ..." is still no route)
            if (first.proper or not mixed_case or not text[:first.start].strip() or _route_alone(text, first, second)
                    or _no_plain_word(first)) and _TO_BETWEEN.fullmatch(between):
                first.role = "origin"
                second.role = second.role or "dest"
                break
        else:
            _item_opening_origin(text, mentions)
        if not any(m.role == "origin" for m in mentions):
            # "Denver to Gotham City": a known name before "to" and a capitalised unknown one is still the origin.
            last_dest = max((m.start for m in mentions if m.role == "dest"), default=-1)
            for mention in mentions:
                if mention.role == "dest" and mention.proper and _TO_A_NAME.match(text, mention.end) and last_dest <= mention.end:
                    mention.role = "origin"
                    break
    # "vegas from bakersfield": a name in lower case opening the request (or right after the word for the trip: "3 day
    # trip denver from dallas") before "from" its origin is the destination (in capitals it is one already)
    if not any(m.role == "dest" for m in mentions):
        for first, second in itertools.pairwise(mentions):
            if (not first.role and second.role == "origin"
                    and (not text[:first.start].strip() or _TRIP_WORD_BEFORE.search(text, 0, first.start))
                    and _FROM_BETWEEN.fullmatch(text[first.end:second.start])):
                first.role = "dest"
                break
    _route_beside_a_start(text, mentions, mixed_case)
    _working_there(text, mentions)
    _first_visit_no_origin(text, mentions)
    _leaving_the_destination(text, mentions)
    _destination_listed(text, mentions)
    # "portland or seattle to denver", "from boston or providence": a place joined to another by "or" ("and", "/") is
    # one more in that place's role, as a capitalised name is read: several origins are asked about, never one dropped.
    for first, second in itertools.pairwise(mentions):
        if _ALTERNATIVE.fullmatch(text[first.end:second.start]) and (bool(first.role) != bool(second.role) or first.role == "talk"):
            first.role = second.role = first.role or second.role
        elif _ALTERNATIVE.fullmatch(text[first.end:second.start]) and (first.role, second.role) == ("dest", "origin"):
            first.role = "origin"  # "Reno or Sacramento to Portland": a capitalised name before the origin's "or"
        elif (_ALTERNATIVE.fullmatch(text[first.end:second.start]) and (first.role, second.role) == ("origin", "dest")
              and not _DEST_CUE.search(text, max(0, second.start - 80), second.start)):
            second.role = "origin"  # "vegas from LA or SF": a capitalised name after the origin's "or", no cue of its own


# A place said alone as an item of the request's list: between commas (or a list's start and end)
_ITEM_BEFORE = lazy_compile(r"(?:^|[,;:]\s*)$")
_ITEM_AFTER = lazy_compile(r"\s*(?:[,;.!?]|$)")


def _destination_listed(text: str, mentions: list[Mention]) -> None:
    """Where the origin is said and no destination, the one other place said alone as an item of a list ("flying out of
    chicago on the 10th and back on the 12th, denver, 2 adults") is where the trip goes."""
    if any(m.role == "dest" for m in mentions) or not any(m.role == "origin" for m in mentions):
        return
    alone = [m for m in mentions if not m.role and _ITEM_BEFORE.search(text, max(0, m.start - 3), m.start)
             and _ITEM_AFTER.match(text, m.end)]
    if len(alone) == 1:
        alone[0].role = "dest"


# Where the writer is for work before a trip to another place ("In Killeen for a conference till Friday ... drive over to
# Little Rock", "Business trip wraps up in Midland ... drive up to Oklahoma City", "wrapping up a client visit in New Bern
# ... we'll drive to Harrisburg"): the origin, when a place after it is where the trip goes and no origin is said.
_WORK = (r"(?:conferences?|convention|work|job|meetings?|training|seminar|workshop|client\s+visit|site\s+visit|project"
         r"|contract|business(?:\s+trip)?|work\s+trip)")
_AT_WORK_BEFORE = lazy_compile(rf"(?:\b(?:wrap(?:s|ping)?\s+up|finish(?:es|ing)?)\s+(?:(?:a|the|my|our)\s+)?{_WORK}\s+(?:in|at)"
                               r"|\b(?:business|work)\s+trip\s+(?:wraps?\s+up|ends?|finishes)\s+in)\s*$", re.IGNORECASE)
_AT_WORK_AFTER = lazy_compile(rf"\s+(?:for|on)\s+(?:(?:a|the|my|our|some)\s+)?{_WORK}\b", re.IGNORECASE)


def _working_there(text: str, mentions: list[Mention]) -> None:
    """The place the writer is at for work, said before another place the trip goes to, is the origin (``_WORK``)."""
    if any(m.role == "origin" for m in mentions):
        return
    for first, later in itertools.pairwise(mentions):
        if first.role in (None, "dest") and later.role == "dest" and (
                _AT_WORK_BEFORE.search(text, max(0, first.start - 60), first.start) or _AT_WORK_AFTER.match(text, first.end)):
            first.role = "origin"
            return


# "leave vegas after 6pm on the 24th" on a trip from Los Angeles to Las Vegas: the destination left at the end
_LEAVE_BEFORE = lazy_compile(r"\b(?:leav(?:e|es|ing)|depart(?:s|ing)?)(?:\s+(?:from|out\s+of))?\s*$", re.IGNORECASE)


# A time a place is left at ("no flights leaving SF after 7pm", "leave seattle before 9am"): a flight's window
_AT_A_TIME = lazy_compile(r"\s+(?:(?:any\s*time|no\s+later|no\s+earlier)\s+)?(?:after|before|by|until|till|than|at|around|past)\s+"
                          r"(?:\d|noon|midnight|lunch|dinner|breakfast)", re.IGNORECASE)


def _left_at_a_time(text: str, mentions: list[Mention], mixed_case: bool) -> None:
    """A place left at a time of day, on a route said as "X to Y" elsewhere ("Seattle to San Francisco ... no flights
    leaving SF after 7pm"), is the end of that route it is (the return leaves the destination), never the trip's origin
    read over the route: the trip was planned from San Francisco to Seattle."""
    timed = [m for m in mentions if m.role == "origin" and _LEAVE_BEFORE.search(text, max(0, m.start - 30), m.start)
             and _AT_A_TIME.match(text, m.end)]
    if not timed:
        return
    for first, second in itertools.pairwise(m for m in mentions if m not in timed):
        if (first.proper or not mixed_case or not text[:first.start].strip()) and _TO_BETWEEN.fullmatch(text[first.end:second.start]):
            first.role, second.role = "origin", second.role or "dest"
            for mention in timed:
                mention.role = "origin" if mention.city == first.city else "dest" if mention.city == second.city else mention.role
            return


def _leaving_the_destination(text: str, mentions: list[Mention]) -> None:
    """The destination said after a verb of leaving, beside an origin said otherwise ("from Los Angeles to Las Vegas ...
    leave vegas after 6pm"), is the place the return leg leaves (as "fly back from Orlando" is), never a second
    origin."""
    dests = {m.city for m in mentions if m.role == "dest" and m.city}
    left = [m for m in mentions if m.role == "origin" and m.city in dests
            and _LEAVE_BEFORE.search(text, max(0, m.start - 30), m.start)]
    if left and any(m.role == "origin" and m.city not in dests for m in mentions):
        for mention in left:
            mention.role = "dest"


def _no_plain_word(mention: Mention) -> bool:
    """Whether a place's name, as written, is none of English's most frequent words (``is_common_english``): "seattle",
    "san francisco" in lower case are names though the writer capitalises elsewhere; "reading", "hope" may be words."""
    return " " in mention.text.strip() or not is_common_english(mention.text.lower())


# A clause's edges: where a route said as a clause of its own starts and ends ("..., escanaba to pellston, March 9th")
_CLAUSE_BEFORE = lazy_compile(r"(?:^|[,.;:!?(]|\s-+)\s*$")
_CLAUSE_AFTER = lazy_compile(r"\s*(?:[,.;:!?)]|-+\s|$)")


def _route_alone(text: str, first: Mention, second: Mention) -> bool:
    """Whether "X to Y" in lower case is a clause of its own in a text that capitalises ("My sister and I ..., escanaba
    to pellston, March 9th"): a route as the writer sets it apart, though its names are not capitalised (the sentence's
    "My", "I" and the month are no sign that its places would be)."""
    return bool(_CLAUSE_BEFORE.search(text[:first.start]) and _CLAUSE_AFTER.match(text, second.end))


def _route_beside_a_start(text: str, mentions: list[Mention], mixed_case: bool) -> None:
    """"austin to florida ... start in orlando": when the only origin read is a start ("start in Orlando"), a route said
    as "X to Y" still names the origin (X), and the start is the first city to visit (``_first_visit_no_origin``)."""
    origins = [m for m in mentions if m.role == "origin"]
    if not origins or not all(_STARTED_IN.search(text, max(0, m.start - 20), m.start) for m in origins):
        return
    for first, second in itertools.pairwise(mentions):
        if (first.role in ("", "dest") and (first.proper or not mixed_case or not text[:first.start].strip())
                and _TO_BETWEEN.fullmatch(text[first.end:second.start])):
            first.role = "origin"
            second.role = second.role or "dest"
            return


# "start in Dallas", "begin with Austin": where a trip starts, or the first city it visits
_STARTED_IN = lazy_compile(r"\b(?:start|starts|starting|begin|begins|beginning)\s+(?:in|at|with)\s*$", re.IGNORECASE)


def _first_visit_no_origin(text: str, mentions: list[Mention]) -> None:
    """A start said beside an origin said otherwise ("from Orlando to Texas ... start in Dallas") is the first city to
    visit (``city_order`` reads it), never a second origin; one that rule does not read is named as not kept."""
    origins = [m for m in mentions if m.role == "origin"]
    started = [m for m in origins if _STARTED_IN.search(text, max(0, m.start - 20), m.start)]
    others = {m.city for m in origins if m not in started}
    started = [m for m in started if m.city not in others]  # "starting in Louisville ... leave louisville": one origin
    if started and others:
        for mention in started:
            mention.role = "first"


FIRST_VISIT_WHY = "no order of the cities was read from it (say \"start in <city>\"), so {wish!r} cannot be kept"


# A route said by its ends ("from Richmond to Norfolk"): a new trip, never stops of the tour held
_ROUTE_WORD = lazy_compile(r"\b(?:from|to|into)\s+(?:the\s+)?\Z", re.IGNORECASE)


def tour_stops(text: str, mentions: list[Mention], trip: tuple[str | None, str | None, int | None],
               state_of: Mapping[str, str]) -> None:
    """A chat edit of a tour of a state (``trip``: its origin, the state, its count of cities) naming two or more of
    that state's cities, none after a word of a route ("start in Charlottesville and end in Staunton", "skip Lynchburg,
    the first stop should be Charlottesville"): stops of the tour held (role "stop"), which the order and the visit
    readers read, never a new route from one to the other nor several destinations. ``state_of``: city -> state."""
    origin, state, count = trip
    named = [m for m in mentions if m.role in ("origin", "dest", "first") and m.city and not m.state]
    cities = {m.city for m in named if m.city}
    if (count or 1) < 2 or len(cities) < 2 or origin in cities or any(state_of.get(c) != state for c in cities):
        return
    if any(_ROUTE_WORD.search(text, max(0, m.start - 12), m.start) for m in named):
        return
    for mention in named:
        mention.role = "stop"


def first_visits(text: str, mentions: list[Mention]) -> list[str]:
    """The starts read as the first city to visit (``_first_visit_no_origin``), as said ("start in Dallas")."""
    said = []
    for mention in (m for m in mentions if m.role == "first"):
        cue = _STARTED_IN.search(text, max(0, mention.start - 20), mention.start)
        said.append(text[cue.start() if cue else mention.start:mention.end])
    return said


def _item_opening_origin(text: str, mentions: list[Mention]) -> None:
    """The one city with no cue that opens an item of the request before the destination's ("denver / 2 cities in
    ohio"): the origin. Two such places ("Austin / Dallas / ...") stay as they are (asked)."""
    def cued(m: Mention) -> bool:
        return bool(_DEST_CUE.search(text, max(0, m.start - 80), m.start))

    bare = [m for m in mentions if m.role in ("", "dest") and not cued(m)]  # a capitalised name is "dest" by its capitals
    dests = [m for m in mentions if m.role == "dest" and cued(m)]
    alone = bool(bare) and bool(_SENTENCE_OPENS.search(text, max(0, bare[0].start - 4), bare[0].start)
                                and _SENTENCE_ENDS.match(text, bare[0].end))
    if (len(bare) == 1 and bare[0].city and dests and bare[0].end <= dests[0].start
            and (_ITEM_OPENS.search(text, 0, bare[0].start) or alone)):
        bare[0].role = "origin"
