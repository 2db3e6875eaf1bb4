"""Whether a mention in a request is negated: "no pets", "non-smoking", "we'd rather avoid flying", "pets are not allowed".

The constraints' reading rules (``domain.constraints``) share this machinery: a
house rule, a cuisine, a room type or a mode of transport is asked for only
when its mention is not negated. A negated prohibition is a permission, not a
negation ("rooms that don't forbid parties", "no ban on pets"). Each mention
looks at a bounded window around itself (at most 120 characters before it, 40
after), so reading stays linear in the text.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import NOT_A_MUST

# "why not" says yes ("gatorland? sure why not", "why not the zoo")
WHY_NOT = lazy_compile(r"\bwhy\s+not\b[\s,!?.]*$", re.IGNORECASE)

_NEGATIONS = {
    "no", "not", "non", "never", "neither", "without", "avoid", "avoiding", "avoided", "cannot",
    "unable", "refrain", "skip", "skipping", "exclude", "excluding", "except", "against", "nothing",
    "none", "instead", "lacking", "zero",  # "zero driving pls": none of it
    # aversions: "we hate flying", "I'm afraid of flying", "we refuse to drive"
    "hate", "hates", "dislike", "dislikes", "refuse", "refuses", "afraid", "scared", "fear", "terrified", "detest", "loathe",
}
_PLAIN_NEGATIONS = {"no", "not", "never", "cannot", "hate", "hates", "dislike", "dislikes", "refuse", "refuses", "afraid",
                    "scared", "fear", "terrified", "detest", "loathe"}
_NEGATION_EXCEPTIONS = {"mind", "opposed", "problem", "problems", "issue", "issues", "matter", "wait", "only", "worry"}
# Words that forbid what follows them ("forbid parties", "a ban on pets"): a negation of a permission, so
# negated in turn ("don't forbid parties", "no ban on pets") they permit it.
_PROHIBITIONS = {
    "forbid", "forbids", "forbidding", "forbade", "prohibit", "prohibits", "prohibiting", "ban", "bans", "banning",
    "disallow", "disallows", "disallowing", "restrict", "restricts", "restricting", "restriction", "restrictions",
}
_RELATIVES = {"that", "which", "who", "where"}  # a prohibition in a relative clause: "no host who bans pets"
_PROHIBITION_FILLERS = {"on", "of", "against", "any", "the", "all", "for"}  # "a ban on any pets"
# Words between a negation and the prohibition it negates ("neither shared nor subject to restrictions on smoking", "not
# subject to any ban on pets"); "nor" negates the prohibition it stands before, as "not" does.
_PROHIBITION_LEADS = {"subject", "to", "any"}
_CLAUSE_BREAK = lazy_compile(
    r"[,.;:!?()\[\]]|\b(?:and|but|so|although|though|while|because|since|as|however|yet|or|whereas|if|then|also|plus)\b"
    r"|(?<=\bnothing\s)just\b",  # ("day 3 nothing just fly home": the nothing is the day's, the flight wanted)
    re.IGNORECASE,
)


# "n't" typed without its apostrophe ("we dont want to drive ourselves"): as negating as "don't"
_BARE_NOTS = {"dont", "doesnt", "didnt", "wont", "wouldnt", "cant", "couldnt", "shouldnt", "isnt", "arent", "wasnt",
              "werent", "havent", "hasnt", "mustnt", "aint"}
_NOT = rf"(?:\bnot|\bnever|n't|\b(?:{'|'.join(sorted(_BARE_NOTS))}))"  # a "not" before a verb, as the patterns below read it
NOT = _NOT  # one home for the readers' patterns of a "not" ("shouldnt land after 10pm" is "shouldn't")
# A negation inside a statement of a limit, turning its bound ("the flight back shouldnt land after 10pm", "flying home,
# nothing before noon", "driving shouldnt go over 4 hours"): one home for the flight windows' and the driving's readers
INNER_NEGATION = lazy_compile(rf"\b(?:no|nothing|none)\b|{_NOT}\b", re.IGNORECASE)  # ("flights: none before 8am")

# "rather" negates only as "rather than" ("rather than flying"): "we'd rather fly" wants to fly.
_RATHER_THAN = lazy_compile(r"\brather\s+than\s+(?:[a-z']+\s+){0,2}$", re.IGNORECASE)
# A negated verb of bringing or having, the mention its object ("we're not bringing our dog this time", "we don't have
# kids", "we'd prefer not to have any fast food", "rather not eat at chinese places"): negated however far the verb
# stands from it within the reader's window.
_NEGATED_CARRY = lazy_compile(
    rf"{_NOT}\s+(?:to\s+)?(?:be\s+)?(?:bring(?:ing)?|tak(?:e|ing)|hav(?:e|ing)|travel(?:l?ing)?\s+with|com(?:e|ing)\s+with"
    # ... or of eating ("we'd prefer not to eat at fast food places", "we would rather not eat chinese")
    r"|eat(?:ing)?(?:\s+(?:at|in))?|din(?:e|ing)(?:\s+(?:at|in))?|order(?:ing)?|(?:go(?:ing)?|head(?:ing)?)\s+(?:to|for))"
    r"\s+(?:(?:our|my|the|any|a|an|his|her|their)\s+)?(?:\w+\s+)?$", re.IGNORECASE)
# A negation or an aversion before "anything (to do) with" the mention ("could we please not do anything with bbq?", "we
# don't want anything to do with pizza", "avoid anything with seafood"): negated however far it stands from it.
_NEGATED_ANYTHING = lazy_compile(rf"(?:{_NOT}|\bavoid\w*|\bskip\w*)\b(?:\s+[\w']+){{0,4}}?\s+anything\s+(?:to\s+do\s+)?with"
                                 r"\s+(?:the\s+|any\s+)?$", re.IGNORECASE)
# A negated verb of booking or placing the guests, the mention where ("don't put us in a shared room")
_NEGATED_PLACING = lazy_compile(rf"{_NOT}\s+(?:put|place|book|stick|house)\s+(?:us|me|them)\s+(?:in|into)\s+"
                                r"(?:(?:an?|the|any)\s+)?(?:\w+\s+)?$", re.IGNORECASE)
# A phrase of keeping away from what follows it ("we'd like to steer clear of flights", "stay away from fast food")
_KEPT_AWAY = lazy_compile(r"\b(?:steer(?:ing)?\s+clear|stay(?:s|ing)?\s+away|keep(?:s|ing)?\s+away)\s+(?:of|from)\s+"
                          r"(?:(?:any|all|the)\s+)?(?:\w+\s+)?$", re.IGNORECASE)
# A dislike said right before the mention ("not a fan of shared rooms", "we're not big on flying", "not really into
# fast food", "not keen on parties"): the thing is unwanted, as "no" says it
# (or of the kind of people who like it: "we are not ones for parties", "not much for museums")
_NOT_FOR_US = lazy_compile(r"\bnot\s+(?:really\s+|that\s+|so\s+|too\s+|very\s+)?(?:an?\s+(?:big\s+|huge\s+|great\s+)?fan\s+of"
                           r"|(?:big|keen|huge)\s+on|into|fond\s+of|crazy\s+about|(?:big\s+)?ones?\s+for|much\s+for"
                           r"|the\s+type\s+for)\s+(?:(?:any|all|the)\s+)?(?:\w+\s+)?$",
                           re.IGNORECASE)
_NO_NEED = lazy_compile(r"\b(?:(?:do|does|did|will|would)\s+not|don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t)\s+need\b"
                        r"|\b(?:without|no)\s+(?:the\s+|any\s+)?need\b", re.IGNORECASE)
# Said not to be needed after the mention: "pets allowed is not needed", "a place allowing visitors isn't necessary";
# a bare "needed" only after a "no" before the mention ("no pets needed").
_NOT_NEEDED_AFTER = lazy_compile(
    r"(?:[\s-]+(?:allowed|friendly|permitted|welcome|ok|okay))?\s*"
    r"(?P<not>(?:is|are|'s|’s|was|were)\s+not|(?:is|are|was|were)n['’]?t|not)?\s*(?:really\s+|strictly\s+)?"
    r"(?:needed|necessary|required|a\s+must)\b", re.IGNORECASE)
_NO_BEFORE = lazy_compile(r"\bno\s+$", re.IGNORECASE)
# A length said after the mention bounds it, never rules it out ("my dad can't drive long, 2 hours max", "no flights
# longer than 3 hours", "we can't drive too far")
_BOUND_AFTER = lazy_compile(r"\s+(?:(?:too|that|very|so|for\s+too)\s+)?(?:long|far)\b(?!\s+(?:distance|haul)\b)"
                            r"|\s+(?:more|longer|further|farther)\s+than\b|\s+(?:for\s+)?over\s+\d", re.IGNORECASE)
# ... but a duration said long is that duration ("no flight over 4 hours long": the hours are the bound's)
_A_DURATION = lazy_compile(r"\b(?:hours?|hrs?|minutes?|mins?)$", re.IGNORECASE)
# A "no" that states a condition, not a wish ("if there's no italian place, mexican is fine", "in case they have no
# pool"): the thing is not ruled out (what follows the condition says what is wanted)
# A refusal refused ("never say no to bbq", "we wouldn't say no to seafood", "i can't say no to falls park"): the thing
# is wanted, the two negations cancel
_NO_REFUSED = lazy_compile(r"(?:\bnever|n['’]?t|\bnot|\bcannot)\s+(?:\w+\s+){0,2}?say\s+no\s+to\s+(?:(?:the|some|a|an)\s+)?$",
                           re.IGNORECASE)
_NONE_IF = lazy_compile(r"\b(?:if|in\s+case|unless)\s+(?:there(?:'s|\s+is|\s+are|\s+isn't|\s+aren't)|they(?:'ve|\s+have)"
                        r"|it\s+has|the\s+\w+\s+(?:has|have))\s+(?:no|not\s+any|any)?\s*(?:[\w-]+\s+)?$", re.IGNORECASE)


# What follows a mention and says whether it is allowed: "smoke-free", "pets are not allowed", "parties aren't
# forbidden" (a negated prohibition), "smoking prohibited".
_VERDICT_AFTER = lazy_compile(
    r"(?:\s*(?:rooms?|friendly|areas?))?\s*(?:(?P<free>-?\s*free\b)"
    r"|(?P<copula>(?:is|are|will\s+be|would\s+be|must\s+be|should\s+be)\s+)?"
    r"(?P<neg>(?:not|never)\b|(?:isn't|aren't|won't|wouldn't|shouldn't|mustn't)(?:\s+be\b)?)?\s*"
    # "flights should be excluded", "smoking must be avoided", "self-driving is ruled out": a passive that rules it out
    r"(?P<verdict>(?P<forbidden>forbidden|prohibited|banned|disallowed|restricted|out|excluded|avoided|omitted"
    r"|ruled\s+out|left\s+out)|allowed|permitted|welcome|wanted|needed|required)?\b)",
    re.IGNORECASE,
)


def _not(word: str) -> bool:
    """A contracted "not", with or without its apostrophe."""
    return word.endswith("n't") or word in _BARE_NOTS


def _is_negation(word: str) -> bool:
    return word in _NEGATIONS or _not(word)


def _prohibited_before(words: list[str]) -> bool | None:
    """A prohibition right before a mention: True if it stands ("forbid parties"), False if it is itself negated
    ("don't forbid parties", "no ban on pets": a permission); None when there is none."""
    index = len(words) - 1
    while index >= 0 and len(words) - index <= 2 and words[index] in _PROHIBITION_FILLERS:
        index -= 1
    if index < 0 or words[index] not in _PROHIBITIONS:
        return None
    if index >= 1 and words[index - 1] in _RELATIVES:  # "no place that bans pets": the place is negated, not the pets
        return not any(_is_negation(w) for w in words[max(0, index - 4):index - 1])
    lead = index
    while lead > 0 and index - lead < 3 and words[lead - 1] in _PROHIBITION_LEADS:
        lead -= 1
    return not any(_is_negation(w) or w == "nor" for w in words[max(0, lead - 2):lead])


# The idiom of a taste ("not my cup of tea"): no cup of the cuisine Tea
CUP_OF_TEA = r"(?:my|our|his|her|their)\s+cup\s+of\s+tea\b"
# What rules out the thing said before it ("... is a no-go", "off the table", "out of the question", "not an option", "a
# dealbreaker", "a hard no"): one home for the readers that look after a mention (here, ``said_alone``'s sights).
REFUSAL = (r"(?:an?\s+)?(?:no-go|no\s+go|(?:hard|firm|big|definite)\s+(?:no|pass)|no|off\s+the\s+table|out\s+of\s+the\s+question"
           r"|off[\s-]limits|not\s+an\s+option|deal[\s-]?breakers?|not\s+for\s+(?:us|me)|not\s+happening"
           # ... or the idiom of a taste ("tea houses are not my cup of tea": its "tea" is no cuisine, ``CUP_OF_TEA``)
           rf"|not\s+(?:really\s+)?{CUP_OF_TEA}"
           # ... or a step of the trip left out ("valdosta is a skip", "the zoo is a pass")
           r"|(?:a\s+)?(?:skip|pass)(?!\s+(?:on|by|through|it|the|to|over)\b)"
           # ... or "out" alone ("italian food is out"), never a place or a way out ("is out of town", "is out there")
           r"|out(?![\s-]+(?:of|there|here|west|east|north|south|back|front|and|in|on|at|by)\b))")
# The thing said left out in the passive ("grand junction can be skipped", "bakeries can be dropped"): a verdict after a
# mention as REFUSAL is, with no copula of its own before it.
_CAN_BE = r"(?:can|could|should|must|may|will)\s+(?:(?:easily|totally|definitely|just)\s+)?be\s+"
PASSIVE_REFUSAL = rf"{_CAN_BE}(?:skipped|dropped|cut|avoided|excluded|omitted|left\s+out|ruled\s+out|passed\s+on)"
# ... of a step of the trip, said after a name ("grand junction can be skipped"): never "avoided" or "excluded", which
# the house rules and the modes say of themselves ("Smoking should be avoided" is no restaurant called Smoking ...)
PASSIVE_SKIP = rf"{_CAN_BE}(?:skipped|dropped|cut|left\s+out|passed\s+on)"
# A "not" for this trip after a comma, closing the clause of the thing before it ("domino's, not on vacation", "subway,
# not this time")
NOT_THIS_TRIP = (r"(?:,\s*not\s+(?:on\s+(?:(?:a|this|our)\s+)?(?:vacation|holiday|trip)|this\s+(?:time|trip)|again|for\s+(?:us|me)"
                 # ... or not much, or not for the speaker's age ("bakeries, not so much", "the water park, not at my age")
                 r"|(?:so|that|too)\s+much|at\s+(?:my|our|his|her)\s+age)"
                 # ... or "not really" closing it, with its comma or none ("french food not really")
                 r"|,?\s*not\s+really)"
                 r"(?=\s*(?:[.!?;,)]|$))")
# Done with a thing, said of the speaker or one of the party ("we're done with museums", "my son is so done with fast
# food"): an aversion the readers of sights and of cuisines share; never "when we're done with lunch" alone, so a verb of
# being comes first
DONE_WITH = r"(?:'re|’re|'m|’m|\bare|\bam|\bis|'s|’s)\s+(?:(?:so|totally|completely|really|just)\s+)?done\s+with"
# "is" or "are" before a verdict, texted too ("fast food joints r a no")
COPULA = r"(?:is|are|r)"
# Words of the thing between a mention and its verdict ("chinese food is off the table", "shared rooms are a no-go").
_THING_WORDS = r"(?:\s+(?:food|foods|cuisine|places?|restaurants?|joints?|spots?|rooms?|stays?|options?|trips?|rides?))?"
# Who it is ruled out for, after the verdict ("a no-go for us", "a dealbreaker for my son"), then the clause ends.
_FOR_WHOM = r"(?:\s+(?:for|with|to|from)\s+(?:us|me|him|her|them|(?:my|our|the)\s+[a-z]+))?"
_CLAUSE_END = r"\s*(?:[.,;:!?)]|$|\s*[-–—]\s|(?<=\s)(?:and|but|though|so|since|because|as)\b)"
# A verdict said of one more thing besides a wish before it ("driving is off the table too", "BBQ is a no-go as well")
_TOO = r"(?:\s+(?:too|either|as\s+well|also))?"
# A "no" ending the mention's clause: "Mexican yes, fast food no.", "fast food's a no-go", "BBQ is off the table",
# "flights are a no-go for us", "indian food is not an option for my husband".
# A short "no" said after a thing ("seafood no thx", "starbucks? nah"); one home for the readers of verdicts.
# ... said strongly ("red eyes? absolutely not", "subway? definitely not")
# ("burger king? no sir", "pizza hut, not happening": said as a verdict of its own)
SHORT_NO = (r"(?:nope|nah|no\s+(?:thanks|thx|thank\s+you|ty|sir(?:ree)?)|no\s+way|(?:absolutely|definitely|certainly|hell)\s+(?:not|no)"
            # ... or "none" of it, thanked or not ("indian food, none, thanks")
            r"|not\s+happening|none(?:\s*,?\s*(?:thanks|thx|thank\s+you|ty))?)")
# A verdict said as a sentence of its own, closing it ("Grand Island. Not for us.", "French food. Not this time."):
# the verdict of the short sentence before it (``parsing.text.normalize`` joins the two with a comma)
SENTENCE_VERDICT = (rf"(?:so\s+)?(?:no|{SHORT_NO}|(?:hard|firm|big)\s+(?:no|pass)|pass|skip(?:\s+it)?"
                    r"|not\s+(?:for\s+(?:us|me)|this\s+(?:time|trip)|again|(?:so|that)\s+much|at\s+(?:my|our)\s+age))")
# ... and "pass" parted from the thing by a mark ("giant eyeball? pass", "seafood, i'll pass"): never "pass on"/"pass by"
SHORT_PASS = r"[,?:–—-]\s*(?:(?:i|we)['’]?ll\s+|(?:i|we)\s+will\s+)?pass(?!\s+(?:on|by|through|it|the)\b)"
_NO_AFTER = lazy_compile(rf"{_THING_WORDS}(?:\s*{SHORT_PASS}|{NOT_THIS_TRIP}|\s*[,?:–—-]?\s*(?:no|{SHORT_NO}|(?:hard|big)\s+(?:no|pass)"
                         # (said strongly: "flying is totally out of the question", "driving is absolutely off the table")
                         rf"|(?:{COPULA}|'s|’s)\s+(?:(?:totally|completely|absolutely|entirely|simply|just|really|definitely)\s+)?"
                         rf"{REFUSAL}{_FOR_WHOM}|\s*{PASSIVE_REFUSAL}"
                         rf"|(?:doesn't|does\s+not|don't|do\s+not|won't|will\s+not)\s+work{_FOR_WHOM}"  # "doesn't work for us"
                         # "self-driving should not be part of our transportation", "flights aren't part of the plan"
                         r"|(?:(?:should|must|will|shall|can|may)(?:\s+not|n['’]?t)\s+be|(?:is|are)(?:\s+not|n['’]?t)|isnt|arent)"
                         r"\s+(?:(?:a|any)\s+)?part\s+of(?:\s+(?:the|our|my|this|that|any))?(?:\s+[a-z]+){0,3}?))"
                         rf"{_TOO}{_CLAUSE_END}", re.IGNORECASE)


# The mention disliked by what its sentence says of it after it: "got food poisoning from seafood, so none of that", "we
# stayed in a shared room once and hated it", "the taxi was a nightmare, never again", "not sure about bbq, maybe skip it".
_DISLIKED_AFTER = lazy_compile(
    r"\??[^.;!?]{0,40}?\b(?:none\s+of\s+(?:that|those|it)|no\s+more\s+of\s+(?:that|those|it)|never\s+again"
    # avoided by a pronoun, hedged or not: "not sure about bbq, maybe skip it?", "chinese? let's avoid it"
    r"|(?:skip|avoid|pass\s+on|stay\s+away\s+from|steer\s+clear\s+of)\s+(?:it|that|them|those)(?!\s+\w)"
    r"|(?:leave|rule|cut)\s+(?:it|that|them|those)\s+out"
    r"|(?:and|but|so)\s+(?:we\s+|i\s+)?(?:hated|disliked|regretted|couldn't\s+stand|could\s+not\s+stand)\s+(?:it|them|that)"
    r"|(?:it|that|which)\s+was\s+(?:awful|terrible|horrible|a\s+nightmare))\b", re.IGNORECASE)


def negated_after(text: str, end: int) -> bool:
    """Whether what follows the mention forbids it ("smoke-free", "pets are not allowed", "smoking prohibited", "fast
    food no", "... and hated it"); a negated prohibition ("parties aren't forbidden", "smoking is not prohibited")
    permits it."""
    if _NO_AFTER.match(text, end, end + 60) or _DISLIKED_AFTER.match(text, end, end + 100):
        return True
    if _NOT_A_MUST_AFTER.match(text, end, end + 60):
        return False  # "entire home is not a must": wished softly, never ruled out
    verdict = _VERDICT_AFTER.match(text[end:end + 40])
    if verdict is None:
        return False
    if verdict.group("free"):
        return True
    if verdict.group("forbidden") == "out" and not (verdict.group("copula") or verdict.group("neg")):
        return False  # "flying out of Cleveland", "driving out to the coast": a way of going, not a verdict ("flights are out")
    bare_not = verdict.group("neg") and not verdict.group("verdict") and not verdict.group("copula")
    if bare_not and _CONTRASTED.match(text, end + verdict.end()):
        return False  # "an entire place not a room": the thing after "not" is the one ruled out
    return bool(verdict.group("neg")) != bool(verdict.group("forbidden"))


# A wish said not to be firm right after it ("an entire home is not a must", "seaworld, though not essential")
_NOT_A_MUST_AFTER = lazy_compile(rf"(?:\s*,|\s+(?:is|are|would\s+be|['’]s|but|though|tho|that['’]?s|it['’]?s|its))*\s+(?:{NOT_A_MUST})",
                                 re.IGNORECASE)
# A thing set against the mention after a bare "not" ("an entire place not a room", "a whole house, not just a room")
_CONTRASTED = lazy_compile(r"\s*(?:just\s+|only\s+|merely\s+)?(?:an?|the|some|any)\s+\w", re.IGNORECASE)


def waived(text: str, start: int, end: int | None = None) -> bool:
    """Whether the mention at ``start`` (ending at ``end``, when given) is said not to be needed ("we don't need a private
    room", "no pets needed", "parties aren't required"): a negation that asks for nothing, where ruling the thing out
    would ask for something else."""
    clause = _CLAUSE_BREAK.split(text[max(0, start - 120):start])[-1]
    if _NO_NEED.search(clause):
        return True
    after = None if end is None else _NOT_NEEDED_AFTER.match(text, end, end + 40)
    return after is not None and bool(after.group("not") or _NO_BEFORE.search(clause))


# Left out of the trip: "leave flights out of the plan", "keep driving out of it", "leave out flights", "rule out
# flying": the mention between the verb and "out", or right after "verb out".
_LEFT_OUT_BEFORE = lazy_compile(r"\b(?:leave|leaving|keep|keeping|cut|cutting|rule|ruling)\s+(?:(?P<out>out)\s+)?"
                                r"(?:(?:all|any|the|our)\s+)?$", re.IGNORECASE)
_OUT_AFTER = lazy_compile(r"\s+out\b(?=\s*(?:[.,;:!?)]|$|of\s+(?:the|our|my|this|it|that|them)\b|(?:please|entirely"
                          r"|completely|altogether)\b))", re.IGNORECASE)


def _left_out(clause: str, text: str, end: int) -> bool:
    """Whether the mention ending at ``end`` is said to be left out of the trip ("leave flights out of the plan")."""
    verb = _LEFT_OUT_BEFORE.search(clause)
    return verb is not None and bool(verb.group("out") or _OUT_AFTER.match(text, end))


def negated(text: str, start: int, end: int, window: int) -> bool:
    """Whether the mention at ``text[start:end]`` is negated ("no pets", "non-smoking", "pets are not ...").

    A negated prohibition is a permission, so not a negation: "rooms that don't
    forbid parties", "no ban on pets", "smoking is not prohibited". ``window`` is
    how many words before the mention a negation may stand (each reader picks
    its own: a short one for a house rule, a longer one for a mode of transport).
    """
    before = text[max(0, start - 120):start]
    if re.search(r"\b(?:non|un)[\s-]?$", before, re.IGNORECASE):
        return True
    if (_NONE_IF.search(before) or _NO_REFUSED.search(before)
            or _BOUND_AFTER.match(text, end, end + 30) and not _A_DURATION.search(text, start, end)):
        return False
    clause = _CLAUSE_BREAK.split(before)[-1]
    if WHY_NOT.search(clause):  # "why not gatorland": a yes
        return False
    # "we do not need a place where parties are allowed"
    if (_NO_NEED.search(clause) or _RATHER_THAN.search(clause) or _NEGATED_CARRY.search(clause) or _NEGATED_PLACING.search(clause)
            or _NEGATED_ANYTHING.search(clause)):
        return True
    if _KEPT_AWAY.search(clause) or _NOT_FOR_US.search(clause):
        return True
    if _left_out(clause, text, end):
        return True
    # (a word joined by hyphens is one: "a non-smoking entire home" negates no home, "non-smoking" its own mention's)
    words = re.findall(r"[a-z']+(?:-[a-z']+)*", clause.lower())
    prohibited = _prohibited_before(words[-(window + 4):])
    if prohibited is not None:
        return prohibited
    recent = words[-window:]
    if any(w in _NEGATION_EXCEPTIONS for w in recent):
        return False
    if words[-1:] == ["no"] and len(words) > 1 and words[-2] not in _PLAIN_NEGATIONS and not _not(words[-2]):
        return True  # "no flights no taxis": a "no" right before the mention is its own, another ban's before it
        # cancels nothing ("we don't want no taxis" too)
    # "we don't want to fly": negated; "not afraid of flying", "we don't not want to fly": two plain negations (or
    # aversions) cancel out; a softer one ("we'd rather avoid flying", "except") negates whatever else is there.
    plain = sum(w in _PLAIN_NEGATIONS or _not(w) for w in recent)
    if any(_is_negation(w) and not (w in _PLAIN_NEGATIONS or _not(w)) for w in recent):
        return True
    if plain:
        return bool(plain % 2 == 1)
    return negated_after(text, end)


# A lower bound denied ("nothing under $80 a night", "no rooms below 90/night", "not less than 60 per meal", "no meals
# cheaper than $20"): a least, the opposite of the "under" it holds (one home for the price readers)
_FLOOR = lazy_compile(rf"(?:\b(?:no|nothing|none)|{_NOT})\s+(?:(?!under|below|less|cheaper|lower)[a-z$]+\s+){{0,2}}"
                      r"(?:under|below|less\s+than|cheaper\s+than|lower\s+than)\b", re.IGNORECASE)


def negated_floor(text: str, start: int, end: int) -> bool:
    """Whether the price statement ``text[start:end]`` is a lower bound denied, so a least, never a most: its "under"
    (or "below", "less than", "cheaper than") said after "no", "nothing" or "not" a few words before."""
    return any(m.end() > start for m in _FLOOR.finditer(text, max(0, start - 30), end))
