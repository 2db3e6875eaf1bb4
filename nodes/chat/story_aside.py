"""Asides said on a planned trip that carry a date, an amount, a city, a child or a pet of something else ("our
anniversary is on the 4th", "my friend paid 2000 for a similar trip", "last time we were in atlanta it poured", "my mom
lives in charleston", "my kids are so jealous lol"): no change asked, so the clause is left out of what the trip parser
reads (``without_stories``), as ``pet_aside`` leaves out a pet doing something that is no travel.

The request reader takes the date, the amount or the city of such a clause as the trip's: said in an opener that may be
what it means; on a planned trip it changed the dates, the budget or the destination in silence (issue 39: never a
change the person did not ask for). A clause is a story when it speaks of:

- the past: a story of an earlier time (``clause_form.told_of_the_past``: "last time we were in atlanta it poured"),
  what one used to do ("i used to live in georgia") or what would have been ("the kids would've loved this");
- someone else doing something that is no travel ("my mom lives in charleston", "my friend paid 2000", "my kids are
  so jealous", "the dog is going to miss us"); someone joining, coming, wanting in or staying is still read;
- an occasion or a duty of the travellers' own life on a date ("my birthday is march 10", "i have a meeting at 9am on
  the 5th", "the kids start school again on the 7th", "we get paid on the 1st", "we have a wedding in miami in may"),
  when the clause asks nothing of the trip (no word of moving, leaving, staying or changing it);
- money of something else ("we're bringing $300 in cash");
- a complaint let go in the same breath ("kinda pricey but worth it", "6am is rough but it's fine").

A clause that asks for something ("so can we ...", "pls", "instead", "make it") is never a story, nor is one that
names a wish's verb ("we wanted 3 days", "i said no flights"): those are read as ever.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from himap_travel.domain.parsing.cannot_say import cannot_say
from himap_travel.domain.parsing.clause_form import told_of_the_past
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.price_said import reports_price
from himap_travel.planning.monitor.phrases import delay_time

# A clause: the text between sentence marks, or before "but" / "so" / "and then"
_CLAUSE = lazy_compile(r"[^.;!?,]+(?:[.;!?,]+|$)")
# The past beyond a story of an earlier time (``clause_form.told_of_the_past``): what one used to do, or what would
# have been ("i used to live in georgia", "the kids would've loved this")
# (and a first time told: "my first flight ever was to atlanta")
_FORMERLY = lazy_compile(r"\bused\s+to\b|\b(?:would|could)(?:'ve|\s+have)\s+\w+ed\b|\bfirst\s+(?:\w+\s+){0,2}ever\s+(?:was|were)\b",
                         re.IGNORECASE)
_OTHERS = (r"(?:(?:my|our|his|her|the)\s+(?:(?:best|little|big|older|younger)\s+)?(?:friend|mom|mum|mother|dad|father"
           r"|parents|sister|brother|cousin|boss|neighbou?r|co-?workers?|colleagues?|kids|children|son|daughter|aunt|uncle"
           r"|grandma|grandpa|grandparents|in-?laws|wife|husband|partner|ex|twins|dog|cat|pets?|puppy)s?"
           r"|\d+\s+of\s+my\s+(?:friends|co-?workers|colleagues))")
# One left at home ("we're dropping the dog at my sister's", "my daughter is staying with grandma"): a story, unless
# the trip holds a rule for them (stays allowing pets or children), which the news changes (``without_stories``)
_LEFT_BEHIND = (rf"\b(?:dropp?(?:ing)?|leav(?:e|ing)|board(?:ing)?)\s+(?:off\s+)?{_OTHERS}\s+(?:off\s+)?(?:at|with|home)\b"
                rf"|\b{_OTHERS}\s+(?:\w+\s+){{0,4}}?staying\s+(?:home|behind|with)\b")
# Someone else doing what is no travel: living somewhere, paying, being jealous, missing the travellers, going before
_OTHERS_DO = lazy_compile(
    rf"\b{_OTHERS}(?:['’]s)?\s+(?:\w+\s+){{0,2}}?(?:lives?|lived|paid|pays|spent|went|visited|are\s+(?:so\s+)?jealous"
    r"|is\s+(?:so\s+)?jealous|(?:is|are|will\s+be)\s+(?:going\s+to|gonna)\s+miss|will\s+miss"
    r"|(?:is|are)\s+(?:watching|feeding|minding|with|at)"
    # ("my mum's minding the kids": "'s" for "is")
    r"|(?<=['’]s\s)(?:watching|feeding|minding|looking\s+after|taking\s+care\s+of)"
    # lived, worked or grew up somewhere, was born or comes from there, is there that week (not "is in too": joining)
    r"|got|had|drove|threw|worked|works|grew\s+up|(?:was|were)\s+born|(?:is|are|was|were)\s+(?:originally\s+)?from"
    # an age, a belief of where the travellers are, a pet cared for ("our dog is 12 years old", "my boss thinks i'm in
    # boston", "the neighbor will feed them")
    r"|(?:is|'s|’s)\s+\d+\s+(?:years?|yrs?)\s+old|thinks\s+(?:i'?m|we'?re|i\s+am|we\s+are)"
    r"|will\s+(?:feed|watch|mind|walk|look\s+after|take\s+care\s+of)"
    r"|(?:is|are|will\s+be)\s+in\s+(?!(?:too|as\s+well|for|on)\b)\w+"
    # a feeling or a plot of someone staying home ("the dog is gonna hate me", "the cat will be plotting revenge")
    r"|(?:is|are|'s|’s)\s+(?:going\s+to|gonna)\s+(?:hate|love|kill|freak|cry|sulk|be\s+(?:so\s+)?(?:mad|sad|upset|lonely))"
    r"|will\s+be\s+(?:plotting|sulking|crying|fine|ok)|says\s+hi"
    r")\b"
    # ... or one left at home (``_LEFT_BEHIND``) or called from the trip ("we'll facetime the kids every night", "more
    # time with my in-laws")
    rf"|{_LEFT_BEHIND}|\b(?:facetime|call|text|phone|skype)\s+{_OTHERS}|\btime\s+with\s+{_OTHERS}"
    rf"|\b{_OTHERS}['’]s\s+(?:originally\s+)?from\b",  # ("my wife's from charleston")
    re.IGNORECASE)
# ... or one cared for at home by someone else ("my neighbour will watch the dog"): left behind all the same
_LEFT_BEHIND_SAID = lazy_compile(rf"{_LEFT_BEHIND}|\bwill\s+(?:feed|watch|mind|walk|look\s+after|take\s+care\s+of)\b",
                                 re.IGNORECASE)
# Children doing something now, in passing ("one sec, kids yelling", "the baby is crying brb", "my kids are driving me
# nuts today"): no child coming along is said (one who comes, joins or travels is read: ``_ASKS``)
_KIDS_NOW = lazy_compile(r"\b(?:(?:my|our|the)\s+)?(?:kids|children|baby|toddler|twins)\s+(?:(?:are|is|r|'re|keep|keeps)\s+)?"
                         r"(?:yelling|screaming|crying|fighting|shouting|whining|napping|asleep|sleeping|bickering"
                         r"|driving\s+(?:me|us)\s+(?:nuts|crazy|insane|bananas|mad|up\s+the\s+wall)"
                         r"|being\s+(?:so\s+|such\s+)?(?:annoying|loud|cranky|grumpy|hyper|a\s+pain|brats)"
                         # (wound up: "the kids are bouncing off the walls")
                         r"|(?:bouncing\s+off|climbing)\s+the\s+walls|running\s+wild|going\s+(?:wild|crazy|nuts|bananas)"
                         r"|(?:so\s+)?(?:hyper|wired|bored|restless)"
                         # ... or glad of the trip ("thanks, the kids are excited", "the kids are so pumped")
                         r"|(?:so\s+|really\s+|super\s+)?(?:excited|thrilled|stoked|pumped|over\s+the\s+moon))\b",
                         re.IGNORECASE)
# An occasion or a duty of the travellers' own life
_OCCASION = lazy_compile(
    r"\b(?:anniversary|birthday|b-?day|meeting|wedding|graduation|exam|appointment|conference|interview|shift"
    r"|school|paid|payday|married|honeymooned)\b|\w['’]s\s+\d+(?:st|nd|rd|th)\b"
    # a birthday told by the age ("my son turns 5 next week"), time off work ("i got 2 weeks off in march"; never
    # "take a day off the trip")
    r"|\bturn(?:s|ing)\s+\d+\b|\b(?:got|have|get|had)\s+(?:like\s+|only\s+|just\s+)?(?:\d+|a|an|one|two|three|four|five|six"
    r"|seven|a\s+couple(?:\s+of)?)\s+(?:weeks?|days?)\s+off\b(?!\s+(?:the|this|our|it)\b)", re.IGNORECASE)
# Money of something else than the trip's budget
_OTHER_MONEY = lazy_compile(r"\$?\d[\d,]*\s*(?:in\s+cash|cash|spending\s+money|pocket\s+money"
                            r"|in\s+(?:gift\s*cards?|vouchers?|credits?|points|miles|savings)"
                            r"|(?:k\s+)?(?:bucks\s+|dollars\s+)?(?:a|per|each|every)\s+(?:month|week|year)"
                            # money for what no plan holds ("i'll take 200 bucks for souvenirs")
                            r"|(?:bucks\s+|dollars\s+)?for\s+(?:souvenirs|shopping|gifts|presents|tips|snacks|drinks|gas|parking))\b",
                            re.IGNORECASE)
# A feeling of the plan as it is, asking nothing ("6am is nothing", "so happy we're not driving 12 hours")
_GLAD_NOT = r"\b(?:happy|glad|relieved|thankful|grateful)\s+(?:that\s+)?(?:we'?re|we\s+are|i'?m|i\s+am)\s+not\b"
_OPINION = lazy_compile(rf"{_GLAD_NOT}"
                        r"|\b\d{1,2}\s*(?:am|a\.m\.)\s+is\s+(?:nothing|easy|fine)\b", re.IGNORECASE)
# Words that ask something of the trip: a clause with one is never a story
_ASKS = lazy_compile(
    r"\b(?:can|could|(?:would|'d|’d)\s+(?:like|love|prefer|rather)|hop(?:e|ing)|pls|plz|please|instead|make\s+it|change|move|push|shift|switch|swap|add|drop|skip|leave|leaving"
    r"|come\s+back|fly|flying|stay|staying|extend|book|need|want|wanted|wanna|let's|lets|prefer|rather|avoid|no|not"
    r"|said|told|asked|meant|budget|trip|dates?|join\w*|coming|come|bring\w*|travel\w*"
    # a wish said softly as the occasion's consequence ("it's my mom's birthday so maybe a nice dinner")
    r"|(?:maybe|perhaps|hopefully|ideally)\s+(?:a|an|some|something|the)"
    # a ride asked for: "order us an uber from the airport", the ride named first ("lyft from the airport")
    r"|order|get\s+(?:us|me)|call\s+(?:us|me)|^(?:an?\s+)?(?:uber|lyft|taxi|cab)s?\s+(?:to|from))\b"
    # a question about the plan ("where's her birthday dinner, the first night?"): asked, never a story
    r"|^\W*(?:and\s+|so\s+)?(?:where|what|which|how)(?:['’]s|s|\s+is|\s+are|\s+do|\s+does|\s+will)?\b", re.IGNORECASE)
# ... though a story's own words may hold one ("my friend paid 2000 for a similar trip", "we're bringing $300 in cash")
_STORY_OWN = lazy_compile(r"\b(?:similar|last|such\s+a)\s+trip\b|\bbringing\s+\$?\d[\d,]*\s*(?:in\s+)?cash\b"
                          rf"|{_GLAD_NOT}"
                          r"|\bleav(?:e|ing)\s+(?:the|our|my)\s+\w+\s+(?:at|with|home)\b|\bstaying\s+(?:home|behind|with)\b",
                          re.IGNORECASE)


# A story told in the past with no time said ("we had italian food every night in rome", "i had the best bbq of my life
# in texas", "we got stuck in chicago for 2 days"): a plain past verb of the travellers or their people, judged as
# ``told_of_the_past`` judges a story of a time said; never a mishap of the plan's own ("we missed the flight") nor a
# party had now ("we got 2 more people")
_NARRATED = lazy_compile(
    r"^\W*(?:(?:lol|haha|omg|oh|so|and|also|well|btw|fun\s+fact|(?:last|back\s+in|in)\s+\w+|years\s+ago|once|one\s+time)\W+)*"
    r"(?:we|i|my\s+\w+|our\s+\w+|the\s+(?:kids|children))"
    r"\s+(?:(?:once|all|actually|literally)\s+)?(?:had|did|drove|got\s+(?!\d|more\b|another\b|an?\s+extra\b)|went|flew"
    r"|spent|lived|ate|took|grew|worked|studied|met|threw)\b", re.IGNORECASE)
_PLAN_MISHAP = lazy_compile(r"\b(?:miss\w*|lost|cancel\w*|delay\w*|closed|shut|overbook\w*|sold\s+out|bump\w*|stuck|stranded"
                            r"|turned\s+away|refused|denied|kicked\s+out|evicted|flooded|rained\s+out|broke\s+down|flat"
                            r"|no\s+(?:room|vacancy))\b", re.IGNORECASE)
# ... unless an earlier time is said ("we drove to florida in 2019 and the car broke down": a story all the same)
_EARLIER_SAID = lazy_compile(r"\b(?:(?:back\s+)?in\s+(?:19|20)\d\d|ago|once|as\s+(?:a\s+)?kids?|growing\s+up"
                             r"|last\s+(?:year|month|week|time|trip|summer|spring|fall|autumn|winter|jan\w*|feb\w*|march|april"
                             r"|may|june|july|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*))\b", re.IGNORECASE)
# Getting to or from an airport ("we're gonna uber to newark airport"): no city of the trip's
_TO_THE_AIRPORT = lazy_compile(r"\b(?:uber|lyft|taxi|cab|train|bus|drive|ride|walk)\w*\s+(?:\w+\s+)?(?:to|from)\s+"
                               r"(?:the\s+)?(?:\w+\s+){0,2}airport\b", re.IGNORECASE)


def _narrated(clause: str) -> bool:
    """Whether ``clause`` tells a story in a plain past verb with no time said (``_NARRATED``)."""
    # (a price of the plan said to change is news too: "our stay went up 25%")
    mishap = (_PLAN_MISHAP.search(clause) is not None or reports_price(clause) or delay_time(clause) is not None
              ) and not _EARLIER_SAID.search(clause)  # (and a flight moved to a time: "our return got moved to 12:45")
    return bool(_NARRATED.search(clause)) and not mishap and told_of_the_past(f"last time {clause}")


# A party the travellers throw on the trip ("were throwing a birthday party there", "we're having a bday party at the
# place"): the stay must allow parties (the house rule the trip reader reads), never an occasion told in passing
_OWN_PARTY = lazy_compile(r"\b(?:we|i)(?:['’]?re|['’]?m|\s+are|\s+am|\s+will\s+be|['’]ll\s+be)?\s+(?:gonna\s+|going\s+to\s+"
                          r"|planning\s+(?:on\s+|to\s+)?)?(?:throw(?:ing)?|hav(?:e|ing)|host(?:ing)?)\s+(?:a|an|our|my)\s+"
                          r"(?:[\w-]+\s+){0,2}part(?:y|ies)\b(?!\s+(?:at|back)\s+home\b)", re.IGNORECASE)


def _story(clause: str) -> bool:
    """Whether ``clause`` is an aside that asks nothing of the trip (the module's note)."""
    if told_of_the_past(clause) or _narrated(clause):
        return True
    if _OWN_PARTY.search(clause):
        return False
    if _OCCASION.search(clause) and _PLAN_MISHAP.search(clause):
        return False  # "the lunch place on day 2 is closed for a wedding": the occasion is why the plan's booking is gone
    marked = (_FORMERLY.search(clause) or _OTHERS_DO.search(clause) or _OCCASION.search(clause) or _KIDS_NOW.search(clause)
              or _OTHER_MONEY.search(clause) or _TO_THE_AIRPORT.search(clause) or _OPINION.search(clause))
    # (a need of one of the party the data cannot check, "my mom is in a wheelchair", is said back with its reason,
    # never left out as someone else's story)
    return (marked is not None and not _ASKS.search(_STORY_OWN.sub(" ", clause))
            and not (_OTHERS_DO.search(clause) and cannot_say(clause, ())[0]))


# A complaint let go in the same breath ("kinda pricey but worth it", "the flight is early but whatever, we'll manage",
# "6am is rough but it's fine"): accepted, so no wish; what follows the acceptance is read as ever
_LET_GO = lazy_compile(
    r"\bbut\s+(?:(?:honestly|tbh|i\s+guess|hey|oh\s+well)\W+)?(?:whatever|(?:it'?s|that'?s|its|thats|it\s+is)\s+(?:fine|ok(?:ay)?"
    r"|worth\s+it|all\s+good)|(?:totally\s+|so\s+)?worth\s+it|we'?ll\s+(?:manage|survive|live|cope|deal)|no\s+(?:biggie"
    r"|big\s+deal|problem)|(?:we|i)\s+don'?t\s+(?:care|mind)|all\s+good|fine\s+by\s+(?:me|us)|ok(?:ay)?|fine)\b"
    r"(?=\s*(?:[,.;!?]|lol|haha|tho|though|$))", re.IGNORECASE)


# ... or after a pause ("6am... fine, we'll sleep on the plane")
_LET_GO_PAUSED = lazy_compile(r"\.{2,}\s*(?:fine|ok(?:ay)?|whatever|oh\s+well)\b(?=\s*(?:[,.;!?]|lol|haha|$))", re.IGNORECASE)


def _let_go(text: str) -> str:
    """``text`` without a complaint let go in the same breath (``_LET_GO``), when what comes before it asks nothing."""
    let_go = _LET_GO.search(text) or _LET_GO_PAUSED.search(text)
    if let_go is None or _ASKS.search(text[:let_go.start()]):
        return text
    return text[let_go.end():].lstrip(" ,.;!?")


def without_stories(text: str, held: Callable[[str], bool] = lambda _clause: False) -> str:
    """``text`` without its clauses that are asides, or a complaint let go (the module's note); the text itself when
    it has none. ``held``: whether the trip holds a rule for those a clause names (``talk_aside.held_for``): one left
    at home is then news that changes it ("the cats are staying with my mom" on a trip whose stays allow pets), read."""
    rest = _let_go(text)
    kept = [c for c in _CLAUSE.findall(rest) if not _story(c) or (_LEFT_BEHIND_SAID.search(c) is not None and held(c))]
    return text if rest == text and len(kept) == len(_CLAUSE.findall(text)) else "".join(kept).strip()


__all__ = ["without_stories"]
