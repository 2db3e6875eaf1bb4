"""The house rule: every stay allows what the guests need (smoking, parties, children under 10, visitors, pets).

How a request states it (``read``): "pets"/"pet-friendly"/"dogs" -> ``pets``, "smoking" -> ``smoking``,
"parties"/"host a party"/"a place we can party at"/"a party house" (not "a party of 4") -> ``parties``,
"children"/"kids"/"under 10"/"a 3 year old" -> ``children under 10`` (not "0 children", nor "since the kids moved out"),
"visitors"/"have guests over" -> ``visitors``; a dog by its breed ("our golden retriever") is a pet, a dog eaten
("coney dogs") none; kids said to be teenagers ("the kids are teenagers") and "baby" said to someone ("vegas baby!")
are no child. A negated mention ("non-smoking", "we have no pets") asks for nothing, while a negated prohibition is a
permission and asks for the rule ("rooms
that don't forbid parties", "the place must not prohibit smoking", "no ban on pets", "parties aren't
forbidden"). A negation covers the list it opens: "no smoking or pets" sets no rule (a rule names what the
guests need *allowed*): it asks the stay to forbid both, ``stay_forbids``'s. Several rules asked for are
``house_rule`` (the first) and ``more_house_rules`` (the others).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, NamedTuple, get_args

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import DOG_BREEDS, GUEST_SLEEPS_OVER, KIDS, KIDS_AWAY, PLUS_ONE
from himap_travel.state.trip import HouseRule

HOUSE_RULES: tuple[str, ...] = get_args(HouseRule)


def allows(row: Any, rule: str) -> bool:
    """A listing allows the rule unless its house rules say "No <rule>"."""
    return f"No {rule}" not in str(row.house_rules)


def check(ctx: CheckContext) -> Reasons:
    rule = ctx.query.house_rule
    if rule not in HOUSE_RULES:  # the official code knows these five only
        return
    for number, entry, row in ctx.accommodations():
        if not allows(row, rule):
            yield f"room rule: day {number}: '{entry}' has the house rule 'No {rule}'"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

_RULE_WORDS: list[tuple[str, re.Pattern[str]]] = [
    ("pets", lazy_compile(r"\bpet(?:s|-friendly|\s+friendly)?\b"
                          r"|\b(?:dogs?|dogg(?:o|ie|y)s?|cats?|pup(?:per)?s?|pupp(?:y|ies)|kittens?|kitty|(?:service\s+)?animals?)\b"
                          # other pets no other word means ("our parrot", "two hamsters")
                          r"|\b(?:parrots?|parakeets?|cockatiels?|hamsters?|guinea\s+pigs?|ferrets?|rabbits?|bunn(?:y|ies))\b"
                          # ... and those other words mean too, said as the party's own ("our bird", "my son's lizard")
                          r"|\b(?:our|my|his|her|their|(?:son|daughter|kid|husband|wife)['’]?s)\s+(?:(?:little|pet|old|two|2)\s+)?"
                          r"(?:birds?|lizards?|turtles?|tortoises?|snakes?|geckos?|iguanas?|chinchillas?|hedgehogs?)\b"
                          # a dog said by its breed: "our golden retriever", "the beagle"
                          rf"|\b{DOG_BREEDS}\b"
                          # ... or drawn: "🐶 coming with us", "+ the 🐈"
                          "|[\U0001F415\U0001F436\U0001F429\U0001F408\U0001F431\U0001F43E\U0001F9AE\U0001F407\U0001F430\U0001F439]",
                          re.IGNORECASE)),
    # ... run into its "non" ("a nonsmoking room": the "non" negates it, ``negation.negated``)
    # ... and vaping, which a stay's "No smoking" forbids too ("we both vape")
    ("smoking", lazy_compile(r"(?:\b|(?<=\bnon))(?:smok|vap)(?:e|es|ing|er|ers)\b", re.IGNORECASE)),
    ("parties", lazy_compile(r"\bparties\b|\bparty\b(?!\s+of\b)", re.IGNORECASE)),
    ("children under 10", lazy_compile(rf"\b{KIDS}\b|\bunder[\s-]+(?:the\s+age\s+of\s+)?(?:10|ten)\b|\bchild[\s-]*friendly\b"
                                       # a child said by age: "we have a 3 year old", "our 5-year-old"
                                       r"|\b(?:[1-9]|one|two|three|four|five|six|seven|eight|nine)[\s-]+(?:years?|yrs?)[\s-]+olds?\b"
                                       # ... or in months: "our 18-month-old"
                                       r"|\b\d{1,2}[\s-]+months?[\s-]+olds?\b"
                                       # ... written short: "our 7yo", "a 4 y/o"
                                       r"|\b[1-9][\s-]*(?:yo|y/o|y\.o\.?)(?=[\s,.;:!?)]|$)"
                                       # or by a list of ages one of which is under 10: "boys ages 6, 9 and 13", "(she's 8)"
                                       r"|\b(?:aged?|ages)\s+(?:\d{1,2}\s*(?:,|and|&)\s*)*[1-9]\b(?!\s*(?:days?|nights?|dollars?|\$))"
                                       r"|\((?:she|he|they)(?:['’](?:s|re)|\s+(?:is|are))\s+[1-9]\)"
                                       # ... after the relation ("my 2 daughters (7 and 9)"), or said alone ("She's 8.")
                                       # (a grandchild too: "my grandson (8)")
                                       r"|\b(?:daughters?|sons?|boys|girls|twins|nephews?|nieces?|grand(?:son|daughter|kid)s?"
                                       r"|brothers?|sisters?|littles"
                                       # ... or after the party's own number ("me + my wife + our two (5 and 8)")
                                       r"|(?:our|my)\s+(?:two|three|four|five|six|[2-9]))\s*\(\s*(?:\d{1,2}\s*(?:,|and|&)\s*)*[1-9]"
                                       r"\s*(?:[,&)]|and\b)|\b(?:she|he|they)(?:['’](?:s|re)|\s+(?:is|are))\s+[1-9](?=\s*[.,;!)]|\s*$)"
                                       # ... in a clause after the relation: "my son who is 7", "our daughter, who's 4"
                                       # ... or in a sentence: "my son is 12 and my daughter is 8", "our youngest just turned 7"
                                       r"|\b(?:daughters?|sons?|boys?|girls?|twins|nephews?|nieces?|grand(?:son|daughter)s?"
                                       r"|youngest|little\s+one)"
                                       r"(?:\s*,?\s+who)?(?:['’]s|\s+is|\s+are|\s+(?:just\s+)?turned|\s+turns)"
                                       r"\s+(?:only\s+|just\s+|now\s+)?"
                                       r"[1-9]\b(?![\d.]|\s*(?:\w+\s+)?(?:feet|foot|ft|inches|nights?|dollars?|\$|%))"
                                       r"|\bfamily[\s-]*friendly\b", re.IGNORECASE)),
    ("visitors", lazy_compile(  # "have guests over", "entertain guests", "welcome our guests"
        r"\bvisitors?\b|\b(?:have|having|invite|inviting|host|hosting|receive|receiving|allow|allows|allowing|entertain|entertaining"
        r"|welcome|welcoming)\s+(?:some\s+|a\s+few\s+|our\s+)?guests\b"
        # "might have a friend over"; never "for three people over 3 days" or "friends over 21" (a span, an age)
        r"|\b(?:friends?|people|guests?|someone|family)\s+over\b(?!\s+(?:\d|(?:two|three|four|five|six|seven|eight|nine"
        r"|ten|several|a\s+few|a\s+couple\s+of)\s+(?:\w+\s+)?(?:days|nights|weeks|weekends|months)\b"
        r"|an?\s+(?:\w+\s+)?(?:week|weekend|month|fortnight)\b|the\s+(?:course|span)\s+of\b))"
        # "friends will (come) visit (us there)", "my mates might come over", "might stop by the room", "my mom might pop
        # over one evening", "my cousin will come over while we're in atlanta" (one not travelling calls on the party where
        # it stays)
        r"|\b(?:friends|family|relatives|people|guests|someone|mates|pals|buddies"
        r"|(?:(?:my|our)\s+)?(?:mom|mum|mother|dad|father|parents|sister"
        r"|(?:brother|sister|mother|father)[\s-]in[\s-]law|brother|cousins?|aunt|uncle|grandma|grandpa|grandparents"
        r"|in-laws|son|daughter"  # a grown child who lives apart ("our son might visit us there")
        r"|friend|buddy|bestie|girlfriend|boyfriend|fianc[eé]{1,2}|niece|nephew|neighbou?rs?|co-?workers?|colleagues?))"
        r"(?:['’]s\s+|\s+)"
        r"(?:(?:in|from)\s+[a-z.]+(?:\s+[a-z.]+)?\s+)?"  # "our friends in atlanta might stop by": where they live
        # ... allowed ("our friends should be able to visit us", "friends to be able to drop by")
        r"(?:(?:(?:should|must|will|would|might|may|need\s+to|needs\s+to|have\s+to|has\s+to)\s+|to\s+)?be\s+able\s+to\s+"
        r"|will\s+|would\s+|might\s+|may\s+|can\s+|could\s+|are\s+going\s+to\s+|is\s+going\s+to\s+|want\s+to\s+|wants\s+to\s+|is\s+|are\s+"
        r"|to\s+)?"  # ... wished for: "we'd like friends to visit us at the rental"
        # ... said as under way ("my mom's coming to visit", "my parents are dropping by")
        # ("friends visiting at the place": where the party stays said, never "2 people visiting in May")
        r"(?:(?:come\s+(?:and\s+)?)?visit|visiting(?=\s+(?:us|me|(?:at|in)\s+(?:our|the)\s+(?:place|room|rental|apartment|house|home|hotel|airbnb))\b)"
        r"|come\s+(?:by|over)|drop\s+by|stop\s+by|swing\s+by|pop\s+(?:in|by|over)|coming\s+(?:to\s+visit|by|over)"
        r"|(?:dropp|stopp|swing)ing\s+by|popping\s+(?:in|by|over))(?:\s+(?:us|me|(?:our|the)\s+(?:place|room|rental"
        r"|apartment|house|home|hotel|airbnb))\b"
        # ... with whom it comes to see ("to see the baby"), then when or where it calls ("one evening", "in indy")
        r"|(?:\s+to\s+(?:see|meet|visit)\s+(?:us|me|(?:the|our|my)\s+[\w-]+))?"
        r"(?=\s*(?:[.,;!?]|$|(?:while|when|one|some|in|at|there|for\s+(?:dinner|drinks|a\s+bit))\b)))"
        r"|\bguests?\s+(?:are\s+|is\s+)?(?:allowed|permitted|welcome)\b"
        # "a friend may stay with us for a night", "my cousin might crash with us" (a guest sleeping where the party stays)
        # ... where they live said between ("friends from buffalo might crash"), "crash" alone closing its clause; one
        # traveller alone hosts too ("a plus one might crash with me", "my sister may stay at my place")
        rf"|\b(?:friends?|guests?|cousins?|buddy|someone|relatives|{PLUS_ONE}"
        r"|(?:my|our)\s+(?:mom|mum|dad|parents|sister|brother|in-laws))\s+"
        r"(?:(?:in|from)\s+[a-z.]+(?:\s+[a-z.]+)?\s+)?"
        r"(?:will\s+|would\s+|might\s+|may\s+|could\s+|is\s+going\s+to\s+|wants?\s+to\s+)?"
        rf"(?:{GUEST_SLEEPS_OVER}|crash(?:es|ing)?(?=\s*(?:[.,;!?]|$)))"
        # "might have friends stop by", "having family come over", "a place where i can have a couple pals over"
        r"|\b(?:have|having|get|getting)\s+(?:some\s+|a\s+few\s+|a\s+couple\s+(?:of\s+)?)?"
        r"(?:friends|family|relatives|people|guests|pals|buddies|mates"
        # ... or one of the family by name of kin ("we may have my brother over one evening")
        r"|(?:my|our)\s+(?:mom|mum|dad|parents|sister|brother|son|daughter|cousins?|aunt|uncle|friend|in-laws))"
        r"\s+(?:over\b|(?:stop|drop|come|pop|swing)\s+(?:by|over|in)\b"
        # ... or "visiting" after the host's "have" ("we'll have family visiting in dallas"): a call on the party
        r"|visiting\b)",
        re.IGNORECASE,
    )),
]


# An age said of a pet ("our pup is a 3yo lab", "the dog is 5 years old", "a 2 year old beagle"): no child
_PET_WORD = _RULE_WORDS[0][1].pattern
_AN_AGE = lazy_compile(r"(?:\d|one|two|three|four|five|six|seven|eight|nine)\b|\d", re.IGNORECASE)
_PET_BEFORE_AGE = lazy_compile(rf"(?:{_PET_WORD})\s+(?:is|['’]s|(?:just\s+)?turned|turns)\s+(?:a\s+|an\s+|only\s+|just\s+)?$",
                               re.IGNORECASE)
_PET_AFTER_AGE = lazy_compile(rf"\s*(?:(?!(?:and|or|plus|with|&)\b)[a-z]+\s+)?(?:{_PET_WORD})", re.IGNORECASE)


def _age_of_a_pet(text: str, m: re.Match[str]) -> bool:
    """Whether a child's age form (``m``) is a pet's: a pet said right before it, or right after it."""
    return bool(_AN_AGE.match(m.group(0)) and (_PET_BEFORE_AGE.search(text, max(0, m.start() - 40), m.start())
                                               or _PET_AFTER_AGE.match(text, m.end())))


_ZERO_BEFORE = lazy_compile(r"\b(?:0|zero|no)\s+$", re.IGNORECASE)
# A stay said to be without it ("the hotel must be not smoking", "the room should not be smoking", "rooms are non smoking",
# "hotel with not smoking")
_STAY_IS_NOT = lazy_compile(r"\b(?:hotels?|rooms?|stays?|places?|accommodations?|lodging|airbnbs?|apartments?)\s+(?:(?:must|should|has\s+to"
                            r"|have\s+to|needs?\s+to|is|are|with)\s+)?(?:not\s+be\s+|(?:be\s+)?(?:not\s+|non[\s-]?))$", re.IGNORECASE)
_GROWN_KIDS_BEFORE = lazy_compile(r"\b(?:college|uni|university|grad|grown)\s+$", re.IGNORECASE)  # "4 college kids": adults
_KIDS_AWAY_AFTER = lazy_compile(KIDS_AWAY, re.IGNORECASE)  # "since the kids moved out": no children travel
# ... nor those someone stays home with ("my husband has to stay home with the kids"), nor those left behind ("we're
# leaving the baby with my parents"); children and pets alike ("the dog stays home with the neighbors")
# ... nor those taken back ("she's allergic so forget the dog", "never mind the dog", "scratch the kids")
_KIDS_AWAY_BEFORE = lazy_compile(r"\b(?:(?:staying|stay|stays)\s+(?:home\s+|at\s+home\s+|behind\s+)?with|leav(?:e|es|ing)|left"
                                 r"|forget(?:\s+about)?|never\s*mind(?:\s+about)?|nvm|scratch|ditch|minus)"
                                 r"\s+(?:the|our|my|his|her)\s+$", re.IGNORECASE)
# ... nor children a thing is said to be for ("no museum of ice cream, that's for kids", "it's more for children",
# "storybook land is for kids, skip")
_FOR_KIDS_BEFORE = lazy_compile(r"(?:\b(?:that['’]?s|that\s+is|it['’]?s|it\s+is|is|are|seems|looks)\s+"
                                r"(?:(?:just|only|really|more|mostly|mainly)\s+)?"
                                # ... said of a sight after it ("the zoo, not just for little kids")
                                r"|[,;:(–—-]\s*(?:not\s+)?(?:just|only|mostly|mainly)\s+)for\s+(?:(?:little|small|young)\s+)?$",
                                re.IGNORECASE)
# Children the house rule is not for: teenagers (never under 10), kids whose ages are all 10 or more ("kids are 10 and
# 12", "2 teens (15 and 17)"), and a place for children ("the children's museum", "a kids' menu": no child travels).
_NO_CHILD_UNDER_10 = lazy_compile(r"teens?|teenagers?", re.IGNORECASE)
_AGES_AFTER = lazy_compile(r"\s*(?:\(\s*|,?\s+(?:who\s+)?(?:are|is|r|turned)\s+(?:(?:actually|now|really|both|all)\s+)?|,?\s+)"
                           r"(?:aged?\s+|ages\s+)?(\d{1,2}"
                           r"(?:\s*(?:,|and|&)\s*\d{1,2})*)\b(?!\s*(?:days?|nights?|people|dollars?|%|months?|mos?\b|weeks?|wks?))",
                           re.IGNORECASE)  # (an age in months or weeks, "our toddler (18 months)", is under a year)


# ... or said all 10 or more at once: "(all over 10)", ", both older than ten", "(the youngest is 11)"
_ALL_10_UP_AFTER = lazy_compile(r"\s*(?:\(\s*|,?\s+(?:who\s+)?(?:are\s+|r\s+)?)(?:(?:(?:all|both|each)(?:\s+of\s+them)?\s+(?:are\s+)?)?"
                                r"(?:over|above|older\s+than|at\s+least)\s+(?:10|ten|1\d|[2-9]\d)\b|(?:all|both)\s+(?:teens|teenagers)\b"
                                r"|the\s+youngest\s+(?:is|being)\s+(?:1\d|[2-9]\d)\b)"
                                # ... or said to be teenagers or grown: "the kids are teenagers", "our kids are adults now"
                                r"|\s+(?:who\s+)?(?:are|r)\s+(?:(?:all|both|now|already)\s+)?(?:teens|teenagers|adults"
                                r"|grown(?:[\s-]*ups?)?)\b", re.IGNORECASE)


def _ages_10_up(text: str, mention: re.Match[str]) -> bool:
    """Whether the children of ``mention`` are said by ages right after it, all 10 or more ("kids are 10 and 12", "2
    teens (15 and 17)", "kids (all over 10)"); a mention said by an age is under 10 by its pattern, whatever follows
    ("girls (4 and 12)", not "12" alone: every age of the list counts, "kids 10, 12 and 3" holds a 3)."""
    if re.search(r"\d", mention.group(0)):
        return False
    ages = _AGES_AFTER.match(text, mention.end())
    if ages is None:
        return bool(_ALL_10_UP_AFTER.match(text, mention.end()))
    return all(int(age) >= 10 for age in re.findall(r"\d{1,2}", ages.group(1)))
_FOR_CHILDREN = lazy_compile(r"['’]s?\s+(?:museums?|menus?|club|area|zone|pool|theat(?:er|re)|zoo|park|section|playground|hospital"
                             r"|science|discovery|aquarium|garden|farm|library)\b", re.IGNORECASE)
_OWN = lazy_compile(r"\b(?:my|our|his|her|their)\s+$", re.IGNORECASE)
_LIST_LINK = lazy_compile(r"^\s*(?:,\s*(?:or\s+|nor\s+|and\s+)?|or\s+|nor\s+|and\s+|/\s*)(?:any\s+)?$", re.IGNORECASE)
# ... and a list of things the party is without, each with its own "no" ("no kids, no pets")
_TOLD_LIST_LINK = lazy_compile(r"^\s*(?:,\s*(?:or\s+|nor\s+|and\s+)?|or\s+|nor\s+|and\s+|/\s*)?(?:no\s+|any\s+)?$", re.IGNORECASE)
# A bare "no kids" beside a mention in one list: the list says who travels ("a family of two, no kids, no pets")
_NO_KIDS_BEFORE = lazy_compile(rf"\bno\s+{KIDS}\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+|/|\s)\s*(?:no\s+)?$", re.IGNORECASE)
_NO_KIDS_AFTER = lazy_compile(rf"\s*(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or|nor)\s+|/)\s*(?:no\s+)?{KIDS}\b", re.IGNORECASE)
_ANY_PET = lazy_compile(r"pet|animal", re.IGNORECASE)  # words for any pet, not one animal ("cats", "our beagle")
# ("nothing with parties please": a stay with none of it)
_AVOIDED = lazy_compile(r"\b(?:no|non|without|nothing\s+with)[\s-]*$|^[\s-]*free\b", re.IGNORECASE)
# Words that say a negated mention is about what the stay permits ("pets not allowed", "a host that bans pets")
# ("the hotel not allowing smoking": the -ing forms too)
_PERMIT_WORDS = lazy_compile(r"\b(?:allow|allows|allowed|allowing|permit|permits|permitted|permitting|welcome|ban|bans|banned"
                             r"|banning|forbid|forbids|forbidden|forbidding|prohibit|prohibits|prohibited|prohibiting|disallow"
                             r"|disallows|disallowed|disallowing)\b", re.IGNORECASE)
# Said of the travellers, not of the stay: "we have no pets", "we've got no kids with us", "nobody smokes", "smokers"
# ("neither of us smokes")
_PARTY_HAS_NONE = lazy_compile(r"\b(?:we|i|they|he|she)\s*(?:have|has|['’]ve(?:\s+got)?|got|are\s+bringing|['’]re\s+bringing"
                               r"|bring|own)\s+(?:no|zero|0)\s+(?:\w+\s+)?$"
                               # "no one's bringing a dog", "nobody is bringing pets" (never "bring no pets" to the stay)
                               r"|\b(?:nobody|no\s*one|none\s+of\s+us)(?:['’]s|\s+is|\s+are)?\s+(?:bringing|taking|brings|has|have|owns)"
                               r"\s+(?:an?\s+|any\s+)?(?:\w+\s+)?$", re.IGNORECASE)
_NOBODY = lazy_compile(r"\b(?:nobody|no\s*one|(?:none|neither)\s+of\s+(?:us|them|the\s+\w+))"
                       r"(?:\s+(?:in|of|on)\s+(?:our|the|my|this)\s+\w+)?"
                       r"\s+(?:here\s+|really\s+|even\s+)?$"
                       r"|\b(?:we|i|they|he|she)\s+(?:do|does|did)\s*(?:n['’]?t|\s+not)\s+$", re.IGNORECASE)
# An allergy to animals, a list of them before the mention: "allergic to dogs and cats", "my son's cat allergy"
# (and one the party cannot bear: "neither of us can abide cigarette smoke", "I can't stand dogs")
_ALLERGIC = lazy_compile(r"\b(?:allerg(?:ic|y|ies)\s+to|(?:can'?t|cannot|can\s+not|couldn'?t"
                         r"|(?:neither\s+of\s+us|none\s+of\s+us|nobody|no\s+one)\s+can)\s+(?:stand|abide|tolerate|bear))"
                         r"\s+(?:(?:the|our|any|all)\s+)?"
                         r"(?:(?:dogs?|cats?|pets?|animals?|fur|dander|smoke|cigarettes?)\s*(?:,|and|&|or|/)\s*"
                         r"(?:(?:the|our|any|all)\s+)?)*(?:(?:cigarette|cigar|tobacco)\s+)?$", re.IGNORECASE)
# ... or the animal said before the allergy ("my son's cat allergy", "she has a dog allergy")
_ALLERGY_AFTER = lazy_compile(r"[\s-]+allerg(?:y|ies)\b", re.IGNORECASE)
_FREE_AFTER = lazy_compile(r"[\s-]*free\b", re.IGNORECASE)
_RULE_AFTER = lazy_compile(r"[\s-]+(?:rules?|polic(?:y|ies))\b", re.IGNORECASE)
# A mention allowed by its own words after it ("no parties, pets allowed", "no smoking and kids welcome"): a list's "no"
# before it does not carry over it (with "or" it does: "no smoking or pets allowed" rules out both)
_ALLOWED_AFTER = lazy_compile(r"(?:[\s-]*friendly\b|\s+(?:are\s+|is\s+)?(?:allowed|permitted|welcome|ok|okay|fine)\b"
                              r"(?!\s+(?:not|to\s+not)\b))", re.IGNORECASE)
# A rule ruled out where the party stays ("no kids at the place", "a hotel with no kids"): said of the stay, any rule
_STAY_NOUN = r"(?:place|hotel|stay|rental|property|airbnb|building|house|accommodations?|lodging|resort|apartment|condo)"
_AT_THE_STAY = lazy_compile(rf"\s+(?:at|in|around)\s+(?:the|our|my)\s+{_STAY_NOUN}\b", re.IGNORECASE)
# ... or where the party stays ("would prefer that nobody smokes where we stay"): said of the stay, not the party
_AT_THE_STAY_AFTER = lazy_compile(rf"{_AT_THE_STAY.pattern}|\s+(?:where|wherever)\s+(?:we|i)(?:['’]re|\s+are|\s+am|['’]m)?\s+"
                                  r"(?:stay|staying|sleep|sleeping)\b", re.IGNORECASE)
_STAY_WITH_NONE = lazy_compile(rf"\b{_STAY_NOUN}s?\s+(?:with|that\s+has|having)\s+(?:no|zero)\s+(?:\w+\s+)?$", re.IGNORECASE)
# No stay at all that allows it ("nowhere that allows smoking", "no hotel that permits pets", "not a place that lets
# people smoke"): the "no" is three words or more before the mention, on the stay, and the stay must forbid it
_NOWHERE_ALLOWS = lazy_compile(rf"\b(?:nowhere|no\s+{_STAY_NOUN}s?|not\s+(?:an?|any)\s+{_STAY_NOUN})\s+(?:that|which|where)?\s*"
                               r"(?:(?:allows?|permits?|welcomes?|tolerates?)|lets?\s+(?:people|guests|anyone|you|us))\s+$",
                               re.IGNORECASE)


# ... or said not to be allowed ("no kids allowed", "no kids allowed where i stay")
_NOT_ALLOWED_AT_STAY = lazy_compile(rf"\s+(?:allowed|permitted|welcome)\b|{_AT_THE_STAY_AFTER.pattern}", re.IGNORECASE)


def _of_the_stay(text: str, start: int, end: int) -> bool:
    """Whether a mention ruled out is said of where the party stays ("no kids at the place", "a hotel with no kids",
    "no kids allowed where i stay")."""
    return bool(_NOT_ALLOWED_AT_STAY.match(text, end) or _STAY_WITH_NONE.search(text, max(0, start - 40), start))


# What the party said of itself, then the stay asked to forbid it by a pronoun ("none of us smoke and we would rather
# the place did not allow it", "we don't smoke, so a place that bans it")
_FORBIDDEN_AS_IT = lazy_compile(r"[^.;!?]{0,60}?(?:\b(?:not|never)\s+|n['’]?t\s+)(?:allow|permit)(?:s|ed|ing)?\s+(?:it|that|them)\b"
                                r"|[^.;!?]{0,60}?\b(?:ban|bans|forbids?|prohibits?)\s+(?:it|that|them)\b", re.IGNORECASE)
# ... and children none of whom travel ("we have no kids"), which ``_mentions`` skips as no rule
_NO_KIDS_TOLD = lazy_compile(rf"\b(?:we|i|they)\s*(?:have|has|['’]ve(?:\s+got)?|got)\s+(?:no|zero|0)\s+(?:small\s+|young\s+)?{KIDS}\b",
                             re.IGNORECASE)
_SMOKE_VERB = lazy_compile(r"(?:smoke|vape)s?", re.IGNORECASE)
_SMOKERS = lazy_compile(r"(?:smok|vap)ers?", re.IGNORECASE)
# "non-smokers", "not smokers", "we aren't smokers"
_NO_SMOKERS = lazy_compile(r"\b(?:non|no|not|nor|never)[\s-]*(?:\w+\s+)?$|n['’]?t\s+(?:\w+\s+)?$", re.IGNORECASE)


# "party" alone is a group ("a party of 2", "a party departing from ..."), a house rule only when hosted or allowed
_HOSTED_PARTY = lazy_compile(r"\b(?:host|hosting|hold|holding|have|having|throw|throwing)\s+(?:a\s+|an?\s+\w+\s+)?$"
                             # ... or a stay that lets the party do it ("a place that lets us party"), or one said as
                             # where the party can ("a place we can party at", "a whole house we could party in")
                             r"|\b(?:lets?|allows?|permits?)\s+(?:us|me|them)\s+(?:to\s+)?$"
                             rf"|\b{_STAY_NOUN}s?\s+(?:where\s+|that\s+)?(?:we|i|you)\s+(?:can|could)\s+$", re.IGNORECASE)
# ... or partying said at the stay ("wanna party at the place", "we'll party in the rental")
_PARTY_AT_STAY = lazy_compile(rf"\s+(?:at|in)\s+(?:the|our|a|that)\s+{_STAY_NOUN}s?\b", re.IGNORECASE)
# ... or the stay named for it ("party house please", "a party pad"): a stay to party at; ruled out ("no party
# hotels", "no party houses") it is a stay whose rules say "No parties" (the nearest the data can say of a quiet one)
_PARTY_STAY = lazy_compile(rf"[\s-]+(?:{_STAY_NOUN}|pad)s?\b", re.IGNORECASE)
# ... or said of a stay free of it ("a party-free place": forbidden there, ``_FREE_AFTER``)
_PARTY_ALLOWED_AFTER = lazy_compile(r"[\s-]*(?:friendly|free|(?:is\s+|are\s+)?(?:allowed|permitted|ok|okay|fine))\b", re.IGNORECASE)
# ... or the party's own partying with a stay that allows it said after ("we're gonna party, so somewhere that allows
# it"); partying alone may be at bars, no rule
_PARTYING_BEFORE = lazy_compile(r"\b(?:gonna|going\s+to|wanna|want\s+to|plan\s+to|planning\s+to|will|['’]ll|to)\s+$", re.IGNORECASE)
_STAY_ALLOWS_AFTER = lazy_compile(r"[^.;!?]{0,50}?\b(?:allows?|allowed|permits?|permitted|(?:ok|okay|fine|cool)\s+with|lets?\s+us)\b",
                                  re.IGNORECASE)
# Animals a place or an outing has, which the travellers see, not bring: "the hemingway house w/ the six-toed cats",
# "a farm where you can pet the goats", "dog sledding", "a cat cafe"
_ANIMALS_SEEN = lazy_compile(r"(?:\b(?:house|home|museum|cafe|café|farm|zoo|center|centre|park|shelter|sanctuary|aquarium|tour|island)"
                             r"\s+(?:w/|with)\s+(?:the\s+|all\s+the\s+|its\s+)?"
                             r"|\b(?:see|seeing|pet|petting|feed|feeding|watch|watching|meet|meeting)\s+(?:the\s+)?)(?:[\w-]+\s+){0,2}$",
                             re.IGNORECASE)
# Animals said of a sight of animals before them in the sentence, no pet: "no zoo, animals behind glass are bad photos",
# "the aquarium, the kids love sea animals"
_ANIMAL_SIGHT_BEFORE = lazy_compile(r"\b(?:zoos?|aquari(?:um|ums|a)|safaris?|wildlife|farms?|sanctuar(?:y|ies)|nature\s+cent(?:er|re)s?)\b"
                                    r"[^.;!?\n]{0,60}$", re.IGNORECASE)
# ... or liked, no determiner before them: "my kid loves animals", "we're into dogs" ("we love our dog" brings one)
_ANIMALS_LIKED_BEFORE = lazy_compile(r"\b(?:loves?|loving|likes?|adores?|into|obsessed\s+with|(?:crazy|mad|nuts)\s+about)\s+(?:all\s+)?$",
                                     re.IGNORECASE)
# ... or a place where animals are kept and seen ("a big cat sanctuary", "the dog rescue", "a horse farm")
_ANIMAL_OUTING = lazy_compile(r"[\s-]*(?:sled\w*|caf[eé]s?|show|races?|racing|sanctuar(?:y|ies)|rescues?|exhibits?|encounters?"
                              r"|enclosures?|habitats?|shelters?|farms?|ranch(?:es)?)\b", re.IGNORECASE)
# A taste for animals, no pet brought: "the kids are animal crazy", "we're dog lovers", "cat people here"
_ANIMAL_TASTE = lazy_compile(r"[\s-]+(?:crazy|mad|nuts|obsessed|lovers?|loving|people|persons?|fans?|fanatics?)\b", re.IGNORECASE)
_A_PLACE_BEFORE = lazy_compile(r"\b(?:at|to)\s+(?:the\s+)?$", re.IGNORECASE)
# A team cheered for, its name an animal ("go cats!!", "let's go dogs"): a clause of its own
_CHEER_BEFORE = lazy_compile(r"(?:^|[.!?,;]\s*)(?:let['’]?s\s+)?go\s+(?:the\s+)?$", re.IGNORECASE)
_CHEER_AFTER = lazy_compile(r"[\s!]*(?:$|[.!?,;])")
_VISITOR_PLACE_AFTER = lazy_compile(r"\s*(?:center|centre|bureau|guide)s?\b", re.IGNORECASE)
# A dog that is food: "coney dogs!!", "hot dogs at the game", "corn dogs" (no pet)
_DOG_FOOD_BEFORE = lazy_compile(r"\b(?:hot|corn|coney|chili|chilli|cheese)[\s-]*$", re.IGNORECASE)
# "baby" said to someone, no child: "big sky country baby", "vegas baby!" (a child is "our baby", "the baby", "a new
# baby", "me and baby": a word of the party or a determiner before it)
_BABY_CALLED = lazy_compile(r"bab(?:y|e)", re.IGNORECASE)
_BABY_CALLED_AFTER = lazy_compile(r"[\s!]*(?:$|[.!?,;])")
_CHILD_BEFORE = lazy_compile(r"(?:^|[.!?,;:(+&]\s*|\b(?:the|a|an|our|my|their|his|her|your|one|two|1|2|and|with|plus|new|little"
                             r"|young|small|newborn|infant|sweet|baby|\w+['’]s)\s+)$", re.IGNORECASE)


# The child in a grown-up ("my inner kid", "your inner child"): no child travels
_INNER_BEFORE = lazy_compile(r"\binner\s+$", re.IGNORECASE)


def _mentions(text: str) -> list[tuple[int, int, str]]:
    """Every mention of a house rule, in order: (start, end, rule); a group ("a party of 4"), a visitor centre
    and "0 children" are none."""
    mentions: list[tuple[int, int, str]] = []
    for rule, pattern in _RULE_WORDS:
        for m in pattern.finditer(text):
            if rule == "parties" and m.group(0).lower() == "party":
                hosted = _HOSTED_PARTY.search(text[max(0, m.start() - 24):m.start()])
                allowed = (_PARTY_ALLOWED_AFTER.match(text, m.end()) or _PARTY_AT_STAY.match(text, m.end())
                           or _PARTY_STAY.match(text, m.end())  # ("no party houses": one forbidding parties)
                           ) or (
                    _PARTYING_BEFORE.search(text, max(0, m.start() - 16), m.start()) and _STAY_ALLOWS_AFTER.match(text, m.end()))
                if not (hosted or allowed):
                    continue
            if rule == "visitors" and _VISITOR_PLACE_AFTER.match(text, m.end()):
                continue
            if rule == "pets" and _DOG_FOOD_BEFORE.search(text, max(0, m.start() - 16), m.start()):
                continue  # "coney dogs!!": food, no pet
            if (rule == "children under 10" and _BABY_CALLED.fullmatch(m.group(0)) and _BABY_CALLED_AFTER.match(text, m.end())
                    and not _CHILD_BEFORE.search(text, max(0, m.start() - 24), m.start())):
                continue  # "big sky country baby": said to someone, no child
            if rule == "children under 10" and _INNER_BEFORE.search(text, max(0, m.start() - 12), m.start()):
                continue  # "the explora museum for my inner kid": the speaker's taste, no child
            if rule == "pets" and m.group(0)[0].isupper() and _A_PLACE_BEFORE.search(text, max(0, m.start() - 16), m.start()):
                continue  # "lunch at The Retriever": a place's name, no pet
            if rule == "pets" and (_ANIMALS_SEEN.search(text, max(0, m.start() - 40), m.start()) or _ANIMAL_OUTING.match(text, m.end())
                                   or _ANIMAL_TASTE.match(text, m.end())):
                continue  # "the hemingway house w/ the six-toed cats", "dog sledding", "a cat cafe", "animal crazy": no pet
            if (rule == "pets" and m.group(0).lower().startswith("animal") and not _OWN.search(text, max(0, m.start() - 8), m.start())
                    and _ANIMAL_SIGHT_BEFORE.search(text, max(0, m.start() - 80), m.start())):
                continue  # "no zoo, animals behind glass are bad photos": the sight's animals, no pet
            if rule == "pets" and _ANIMALS_LIKED_BEFORE.search(text, max(0, m.start() - 24), m.start()):
                continue  # "my kid loves animals": a taste, no pet
            if (rule == "pets" and _CHEER_BEFORE.search(text, max(0, m.start() - 16), m.start())
                    and _CHEER_AFTER.match(text, m.end())):
                continue  # "go cats!", "go dawgs": a cheer for a team, no pet
            if rule in ("pets", "children under 10") and (_KIDS_AWAY_AFTER.match(text, m.end())
                                                          or _KIDS_AWAY_BEFORE.search(text[max(0, m.start() - 40):m.start()])):
                continue  # "the kids are staying with grandma", "the dog stays home": they do not travel
            if rule == "children under 10" and (_age_of_a_pet(text, m)
                                                or (_ZERO_BEFORE.search(text[max(0, m.start() - 8):m.start()])
                                                    and not _of_the_stay(text, m.start(), m.end()))
                                                or _GROWN_KIDS_BEFORE.search(text[max(0, m.start() - 12):m.start()])
                                                or _NO_CHILD_UNDER_10.match(m.group(0))
                                                or _FOR_KIDS_BEFORE.search(text[max(0, m.start() - 30):m.start()])
                                                or _ages_10_up(text, m)
                                                or (_FOR_CHILDREN.match(text, m.end())
                                                    and not _OWN.search(text[max(0, m.start() - 8):m.start()]))):
                continue
            mentions.append((m.start(), m.end(), rule))
    return sorted(mentions)


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> str | None:
    """The house rule the guests need first (TravelPlanner's one); None if none. Others asked for with it are
    ``more_house_rules``'s ("our 2 kids and our dog": children under 10, then pets).

    A negation covers the whole list it opens: "no smoking or pets" needs neither rule (a TravelPlanner house rule
    names what the guests need *allowed*; the stay forbidding them is ``stay_forbids``'s). "0 children" is no rule.
    A rule both asked for and ruled out is a problem.
    """
    rules, said, wrong = asked_rules(text)
    warnings.extend(said)
    problems.extend(wrong)
    return rules[0] if rules else None


class RuleReading(NamedTuple):
    """What a text says of house rules: the rules the guests need allowed (first mentioned first; None when one is
    also ruled out), the rules they want the stay to forbid (``stay_forbids``'s), the warnings and problems, and the
    spans of what was read and asks nothing of the stay ("we have no pets": the clause accounting's, never unread)."""

    asked: tuple[str, ...] | None
    forbidden: tuple[str, ...]
    warnings: tuple[str, ...]
    problems: tuple[str, ...]
    told: tuple[tuple[int, int], ...] = ()


def asked_rules(text: str) -> tuple[tuple[str, ...] | None, tuple[str, ...], tuple[str, ...]]:
    """Every house rule the guests need, first mentioned first (None when one is also ruled out), with the warnings
    and problems of reading them."""
    reading = read_rules(text)
    return reading.asked, reading.warnings, reading.problems


@lru_cache(maxsize=8)
def read_rules(text: str) -> RuleReading:
    """The house rules a text asks allowed and asks forbidden. Cached: ``house_rule``, ``more_house_rules`` and
    ``stay_forbids`` read the same text once.

    A negated mention is a wish about the stay ("no pets please", "a smoke-free room", "pets not allowed", "an
    adults-only place"): the stay must forbid it. Said of the party ("we have no pets", "we don't smoke", "nobody
    smokes", "non-smokers") it asks for nothing. One animal ruled out ("no cats") cannot be asked for: the data's
    house rules forbid pets as a whole, so a warning says so.
    """
    warnings: list[str] = []
    problems: list[str] = []
    counts: dict[str, list[int]] = {}
    negated_end = -1  # the end of the last negated mention, while a list it opens may go on
    avoiding = False  # that list says what the guests want to be without ("no smoking or pets")
    one_animals: list[str] = []
    forbidden: list[str] = []  # rules the stay must forbid ("no smoking please", "pets not allowed")
    told = [m.span() for m in _NO_KIDS_TOLD.finditer(text)]  # mentions said of the party ("we have no pets or kids")
    told += _grown_children(text)  # "the kids are teenagers": told of the party, no rule
    for start, end, rule in _mentions(text):
        if _NOWHERE_ALLOWS.search(text, max(0, start - 50), start):
            forbidden.append(rule)  # "nowhere that allows smoking": no stay that allows it, the stay's rule
            negated_end, avoiding = -1, False
            continue
        if _NOBODY.search(text[max(0, start - 40):start]) and _AT_THE_STAY_AFTER.match(text, end):
            forbidden.append(rule)  # "nobody smokes where we stay": no one there does, the stay's rule
            negated_end, avoiding = -1, False
            continue
        if (_said_of_party(text, start, end) or _beside_no_kids(text, start, end)
                or (told and told[-1][1] == negated_end and _TOLD_LIST_LINK.match(text[negated_end:start]))):
            told.append((start, end))
            as_it = _FORBIDDEN_AS_IT.match(text, end)
            if as_it is not None:  # "none of us smoke and we'd rather the place did not allow it": read, the stay's rule
                forbidden.append(rule)
                told.append(as_it.span())
            negated_end, avoiding = end, False
            continue
        if rule in ("pets", "smoking") and (_ALLERGIC.search(text, max(0, start - 60), start) or _ALLERGY_AFTER.match(text, end)):
            forbidden.append(rule)  # "allergic to dogs and cats", "to smoke": a place without them (pets forbidden as a whole)
            negated_end, avoiding = -1, False
            continue
        link = text[negated_end:start] if negated_end >= 0 else ""
        listed = negated_end >= 0 and _LIST_LINK.match(link) is not None and not (
            _ALLOWED_AFTER.match(text, end) and not re.search(r"\b(?:or|nor)\b", link, re.IGNORECASE))
        if listed or negation.negated(text, start, end, window=2) or negation.waived(text, start, end):
            avoiding = (listed and avoiding) or bool(_AVOIDED.search(text[max(0, start - 14):start]) or _AVOIDED.search(text[end:end + 8]))
            one_animal = rule == "pets" and not _ANY_PET.search(text, start, end)
            around = text[max(0, start - 24):end + 20]
            negated_end = end
            if avoiding and one_animal:
                one_animals.append(text[start:end].lower())
                continue  # "we have a dog, no cats please": one animal ruled out is a place without it, never the guests' pet
            if negation.waived(text, start, end):  # "without the need for accommodations where parties are allowed"
                continue  # not needed asks nothing: neither allowed nor forbidden
            if ((avoiding and rule in ("smoking", "pets", "parties")) or _PERMIT_WORDS.search(around)
                    or _FREE_AFTER.match(text, end)  # "a kid-free place": any rule
                    or _RULE_AFTER.match(text, end)  # "a no visitors rule", "no-pets policy": the stay's rule
                    or _of_the_stay(text, start, end)
                    or _STAY_IS_NOT.search(text, max(0, start - 40), start)):  # "the hotel must be not smoking"
                forbidden.append(rule)
            continue
        negated_end, avoiding = -1, False
        counts.setdefault(rule, []).append(start)
    if one_animals:
        warnings.append(f"a place without {' or '.join(dict.fromkeys(one_animals))} cannot be asked for: the data's house "
                        "rules forbid pets as a whole")
    contradicted = sorted(set(forbidden) & set(counts))
    if contradicted:
        problems.append(f"the house rule {contradicted[0]!r} is both asked for and ruled out: say whether the stay must allow it")
        return RuleReading(None, (), tuple(warnings), tuple(problems), tuple(told))
    asked = tuple(sorted(counts, key=lambda r: counts[r][0])) or None
    return RuleReading(asked, tuple(dict.fromkeys(forbidden)), tuple(warnings), tuple(problems), tuple(told))


def rule_worded(word: str) -> str | None:
    """The house rule one bare word names ("party", "dogs", "smoking"), read without a sentence around it: a word after
    a negation in a chat edit ("no party after all") takes back the rule it names, though "party" alone asks none."""
    return next((rule for rule, pattern in _RULE_WORDS if pattern.fullmatch(word.strip())), None)


def _grown_children(text: str) -> list[tuple[int, int]]:
    """The children said by their ages to be 10 or more ("the kids are teenagers", "kids are 11 and 13"): what the
    travellers say of themselves, read as no rule."""
    children = dict(_RULE_WORDS)["children under 10"]
    return [m.span() for m in children.finditer(text) if _ages_10_up(text, m)]


def _beside_no_kids(text: str, start: int, end: int) -> bool:
    """A mention negated in one list with a bare "no kids" ("we're a family of two, no kids, no pets", "no pets or
    kids"): the list says who travels, not what the stay must forbid."""
    return bool(_NO_KIDS_BEFORE.search(text, max(0, start - 30), start)
                or (_AVOIDED.search(text[max(0, start - 6):start]) and _NO_KIDS_AFTER.match(text, end)))


def _said_of_party(text: str, start: int, end: int) -> bool:
    """A mention that describes the travellers, not the stay: "we have no pets", "none of us smoke", "nobody smokes",
    "non-smokers", "no smokers", "we don't smoke" ("one of us is a smoker" asks for smoking allowed, as ever)."""
    before = text[max(0, start - 40):start]
    if _SMOKERS.fullmatch(text[start:end]):
        return bool(_NO_SMOKERS.search(before))
    return bool(_PARTY_HAS_NONE.search(before) or (_SMOKE_VERB.fullmatch(text[start:end]) and _NOBODY.search(before)))


CONSTRAINT = HardConstraint(
    key="house_rule", report_key="room_rule", row_key="house rule", label="house rule", official=True, check=check,
    describe=lambda rule: f"house rule: {rule}",
    flex_sentence=lambda rule: f"The accommodation should allow for {rule}.",
    instruction=lambda rule: f"the accommodation must allow {rule}",
    unmet=lambda facts: f"no lodging in {facts.spec.dest} that allows {facts.spec.local_constraint.house_rule} fits this trip",
    venue="accommodation", allows=allows, read=read,
    mention=r"(?:the\s+)?house\s+rules?",  # the chat's "drop the house rule" ("house" alone is the stay's too)
    search=("accommodation_search", "house_rule"),
    prompt="one of smoking, parties, children under 10, visitors, pets",
)
