"""Named attractions to avoid: "we don't want to see the Denver Zoo", "skip SeaWorld Orlando".

Not one of TravelPlanner's: a verdict reports ``avoid_sights`` only for a request that sets it. The value holds the
data's names (matched as ``must_see``'s are). No day's attraction field holds one; the expert and the solver leave
them out of each city's sights.

How a request states it (``read``): capitalised names after a wish not to see them ("skip", "avoid", "not
interested in", "we don't want to see / visit / go to", "no need to see", "we've already been to", "except",
"other than", "steer clear of", a bare "no": "no Domino's Pizza" is a name ruled out, no cuisine). A place name of
the text is a city (``avoid_cities``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from himap_travel.domain.constraints import name_keys, named_places, restaurant_names, sight_kinds, transportation
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.spans import SpanSet

AVOID_CUE = lazy_compile(
    r"(?<!n't\s)(?<!not\s)(?<!never\s)(?<!n't\swant\sto\s)(?<!not\swant\sto\s)(?<!n't\swanna\s)"
    r"(?:\b(?:not\s+(?:too|so|that)\s+many|skip|skipping|avoid|avoiding|except|excluding|other\s+than|rather\s+than|instead\s+of|not\s+interested\s+in|not\s+into"
    r"|(?:but|and|or|so|definitely|absolutely|certainly|please)\s+not(?:\s+(?:to|in|at))?|(?:(?<=[.!?;,]\s)|(?<![\s\S]))(?:not|never(?!\s+(?:been|seen|visited|had|tried|done|was|were|heard|ever|again|once)\b))"
    r"|(?:any|every)(?:where|thing)\s+but|none\s+of|neither(?!\s+of\b)"
    # a night there refused ("we don't want to stay in memphis", "no hotels in memphis")
    r"|(?:don['’]?t|do\s+not|never|won['’]?t|will\s+not)\s+(?:want\s+to\s+|wanna\s+)?(?:stay|sleep|spend\s+(?:a|the)\s+night)\s+in"
    r"|no\s+(?:hotels?|stays?|nights?|overnights?)\s+in"  # "none of longview, texarkana or beaumont", "neither x nor y"
    r"|nothing\s+(?:at\s+all\s+)?in(?=\s+[A-Z])"  # ("but nothing in Dallas": a city's name)
    # "nowhere near del rio or laredo", "we're good without albany"
    r"|nowhere\s+near|(?:good|fine|ok|okay|happy)\s+without"
    # a kind wanted little of ("go easy on the churches"; "not too many museums" is tried first, before "not" alone)
    r"|go(?:ing)?\s+easy\s+on(?:\s+the)?"
    # the places ruled out by a kind said first ("no big cities like dallas or houston")
    r"|(?:no|not|avoid(?:ing)?|skip(?:ping)?)\s+(?:[\w-]+\s+){0,2}?(?:cities|towns|places)\s*,?\s+(?:like|such\s+as|e\.g\.,?|including)"
    r"|(?:let's|let\s+us)\s+not\s+(?:do|go\s+to|bother\s+with)|not\s+(?:bothered|fussed)\s+(?:about|with)|pass\s+on"
    r"|(?<!\bnever\s)(?<!\bnever\ssay\s)(?:says?\s+)?no\s+to|no"  # "my wife says no to houston"
    r"|(?:don't|dont|do\s+not|no\s+need\s+to)\s+bother\s+(?:with|going\s+to|visiting)"  # "don't bother with scranton"
    r"|no\s+more|never\s+again|ban(?:ned)?"  # "no more dhaba on wheels", "ban the aquarium"
    # ... or struck off ("nix gatorland", "scrap the zoo"; "drop the museum" is the chat's to ask which)
    r"|(?:nix|scrap|remove)(?!\s+(?:by|in|into|off|over|out|us|me)\b)"
    r"|steer(?:ing)?\s+(?:clear\s+of|away\s+from)|(?:nobody|no\s+one)\s+(?:wants|needs|cares\s+about)(?:\s+to\s+(?:see|visit|do))?|(?:keep|stay)(?:ing)?\s+(?:us\s+|me\s+)?(?:away\s+from|out\s+of)|(?:don['’]?t|do\s+not)\s+(?:(?:put|add|schedule|book)(?:\s+(?:anything|any\s+nights?|a\s+night|any\s+stays?|a\s+stay|us)\s+(?:in|at))?"
    # ... nothing there ("don't book anything in orlando", "don't plan anything in tampa")
    r"|plan\s+(?:anything|any\s+nights?|a\s+night|any\s+stops?|a\s+stop)\s+(?:in|at))|leave\s+out"
    r"|(?:don['’]?t|do\s+not|never)\s+(?:take|bring|send)\s+(?:us|me)\s+(?:to|through)"
    # "i'd leave yuma off", "leave the zoo off the list": the name between "leave" and "off" (or "out")
    # (a few words between, none of going on: "leave dallas early and head out" leaves it, never rules it out)
    r"|leave(?=\s+(?:(?!(?:and|then|head\w*|go\w*|to|for|at|by|early|late)\b)[\w'’.-]+\s+){1,4}?(?:off|out)"
    r"(?:\s+(?:of\s+)?(?:the|our|my|this)\s+(?:list|trip|plan|itinerary|route))?\s*(?:[.,;!?]|$))"
    r"|(?:no|without)\s+need\s+to\s+(?:see|visit|go\s+to)|(?:we've|we\s+have|i've|i\s+have)\s+(?:already\s+)?(?:been\s+to|seen|visited)"
    # ... said of one of the party too ("my wife doesn't want to go to el paso")
    r"|(?:don't|do\s+not|doesn't|doesnt|does\s+not|won't|will\s+not|wouldn't|would\s+not|never|not|rather\s+not|can't|cannot)\s+(?:really\s+)?"
    r"(?:want\s+to\s+|wish\s+to\s+|need\s+to\s+|plan\s+to\s+|care\s+to\s+)?"
    r"(?:see|visit|go\s+(?:back\s+)?to|return\s+to|tour|stop\s+at|include|do|doing|seeing|visiting|touring|including)"
    r"|not\s+(?:be\s+)?going\s+(?:back\s+)?to"
    # "we don't want Durango", "we don't want Domino's": not wanting a name (with "to", a verb says what: "don't want to drive")
    r"|(?:don't|do\s+not|doesn't|does\s+not|won't|wouldn't|would\s+not)\s+(?:really\s+)?want(?!\s+to\b)"
    # a dislike, said of the speaker or of one of the party ("she's not a fan of mcdonald's", "the kids are sick of
    # domino's", "he won't go near pizza hut", "my mom hates the zoo", "my husband doesn't like museums", "she can't
    # stand zoos"); never a regret ("we'd hate to miss the alamo")
    r"|not\s+(?:a\s+)?(?:big\s+|huge\s+)?fans?\s+of|not\s+(?:really\s+|that\s+|so\s+|too\s+)?(?:big|huge)\s+on"
    r"|(?:sick|tired)\s+of|hat(?:e|es)(?!\s+to\b)|dislikes?|" + negation.DONE_WITH +
    r"|(?:can't|cant|cannot|can\s+not)\s+stand|(?:won't|wont|will\s+not|wouldn't)\s+go\s+(?:near|to)"
    r"|(?:don't|dont|do\s+not|doesn't|doesnt|does\s+not)\s+(?:really\s+|much\s+)?(?:like|enjoy|love|care\s+for)(?!\s+to\b))"
    r"(?:\s+(?:the\s+city\s+of|visiting|seeing|going\s+to))?\s+)", re.IGNORECASE)


# A verdict after a name, closing its clause: "El Paso yes, Amarillo no" (``SAID_YES``: the visit readers').
# (a run of white space tried once, from its start: see must_see.MUST_AFTER)
# ... for this trip only ("detroit's out this time")
_FOR_NOW = (r"(?:\s+(?:for|from)\s+(?:us|me|them|him|her))?"  # ... or for whom ("toledo's a no from us")
            r"(?:\s+(?:this\s+time|for\s+now|on\s+(?:this|a|the)\s+trip|this\s+trip))?(?=\s*(?:[.,;!?(]|$))")
SAID_NO = lazy_compile(rf"(?<!\s)(?:\s*+[,:?-]\s++|\s++)(?:no|{negation.SHORT_NO}|(?:hard|firm|big)\s+(?:no|pass)"
                       # a bare "never" or "skip" after a mark, a shrug before it ("subway? never on a trip", "the
                       # phoenix zoo, meh, skip")
                       r"|(?<=[,:?-]\s)(?:(?:meh|eh|nah|honestly|tbh)\s*,?\s+)?(?:never|skip|pass)(?:\s+it)?"
                       # ... or one word of why between the name and a bare verdict ("hollywood wax museum, tacky, no",
                       # "the zoo, too crowded, skip")
                       r"|(?<=,\s)(?:(?:too|so|kinda|way\s+too|pretty)\s+)?[a-z]+\s*,\s*(?:no|nope|nah|never|skip|pass)(?:\s+it)?"
                       # ... or given a miss, in British ("we'll give the legoland discovery center a miss")
                       r"|a\s+miss"
                       rf"|{negation.COPULA}\s+{negation.REFUSAL}(?:\s+for\s+(?:us|me|them))?|{negation.PASSIVE_SKIP}){_FOR_NOW}"
                       rf"|(?<=\w){negation.NOT_THIS_TRIP}"
                       # ... the verdict run on ("detroit's out"), any of them ("kfc's off the table")
                       rf"|(?<=\w)['’]s\s+{negation.REFUSAL}{_FOR_NOW}"
                       # ... or said to be out of the way, then dropped: "valparaiso is too far out, skip it"
                       r"|(?<!\s)\s+(?:is|are|seems|looks|sounds|feels)\s+[^.;!?,]{1,30}?,\s*(?:so\s+)?(?:(?:skip|avoid|drop|forget|nix"
                       r"|pass\s+on)\s+(?:it|that(?:\s+one)?|them)|skip|pass"
                       # ... "leave it out", "leave it off the list", "cut it", "scrap it", "no thanks"
                       r"|(?:leave|keep)\s+(?:it|that(?:\s+one)?|them)\s+(?:out|off)(?:\s+(?:of\s+)?(?:the|our|this)\s+(?:list|trip|plan|route))?"
                       r"|(?:cut|scrap|remove|ditch)\s+(?:it|that(?:\s+one)?|them)|no\s+thanks?)(?=\s*(?:[.,;!?(]|$))",
                       re.IGNORECASE)
SAID_YES = lazy_compile(r"(?<!\s)(?:\s*+[,:-]\s++|\s++)(?:yes|yep|yeah|yes\s+please)(?=\s*(?:[.,;!?(]|$))", re.IGNORECASE)


@per_text
def ruled_out(text: str, places: Spans) -> list[named_places.Named]:
    """Every name the text rules out, places included; none a restaurant cue took ("and not Domino's Pizza again":
    ``restaurant_names``), none a way of travelling ("Self-driving is not an option": ``transportation``'s)."""
    dining = SpanSet(restaurant_names.spans(text, places))  # looked up by bisection: a scan per name read squared time
    said = [*named_places.names_after(text, AVOID_CUE, places), *named_places.names_before(text, SAID_NO, places)]
    return [n for n in said if n.start not in dining and not transportation.names_a_mode(n.text)
            and not _ITS_CONDITION.match(text, n.end)]


# What a place is like, said right after its name: the thing disliked ("we hate LA traffic", "avoid orlando crowds"
# rules out no city)
_ITS_CONDITION = lazy_compile(r"['’]?s?\s+(?:traffic|weather|heat|humidity|crowds?|prices?|parking|drivers|smog|summers?|winters?"
                              r"|rain|tourists|lines|queues)\b", re.IGNORECASE)


def ruled_out_spans(text: str, places: Spans) -> list[tuple[int, int]]:
    return [(n.start, n.end) for n in ruled_out(text, places)]


def allows(name: str, avoided: Iterable[str]) -> bool:
    """Whether a sight (its name) may be on the plan. Asked for every sight the planners consider: with nothing
    avoided (most trips) no name is normalised."""
    normal = {name_keys.normal(a) for a in avoided}
    return not normal or name_keys.normal(name) not in normal


def check(ctx: CheckContext) -> Reasons:
    avoided = ctx.query.avoid_sights
    for number, _, entries in ctx.day_sights():
        for entry in entries:
            if not allows(ctx.name_of(entry), avoided):
                yield f"avoid sights: day {number}: '{entry}' was to be avoided"


def unmet(facts: SolverFacts) -> str:
    return (f"without {', '.join(map(repr, facts.spec.local_constraint.avoid_sights))}, the cities this trip can stay in "
            f"have too few distinct sights for its days")


# A sight ruled out by its kind, no name ("avoid the zoo", "we don't want to go to the aquarium"): ``resolve`` takes the
# one sight of that kind in the trip's cities, as for a sight wished for (``sight_kinds.resolve_sights``).
# A kind in the plural rules out every sight of that kind ("skip the art museums"); "no zoo" needs no "the" when it ends
# its clause.
_KIND = lazy_compile(rf"(?:the\s+(?:{sight_kinds.SIGHT_KIND}s?|{sight_kinds.QUALIFIED_KIND}s"
                     rf"|{sight_kinds.PLURAL_KINDS})\b(?!\s+(?:of|in|at|on)\b)"
                     # ("skip any museums", "no museums at all": the kind itself)
                     rf"|(?:(?:any|all(?:\s+the)?)\s+)?(?P<bare>{sight_kinds.SIGHT_KIND}s?|{sight_kinds.QUALIFIED_KIND}s"
                     rf"|{sight_kinds.PLURAL_KINDS})"
                     # "no museums but the zoo", "no museums pls", "no wax museums", "not into museums at all", "no
                     # zoos whatsoever", "no aquariums either", "no museums tbh"
                     r"(?=\s*(?:[.,;!?]|$|(?:please|pls|plz|lol|thanks|thx|at\s+all|whatsoever|either|tbh|honestly)\b"
                     # ... or for whom ("no museums for the kids, they get bored")
                     r"|for\s+(?:the\s+|my\s+|our\s+)?(?:kids|children|family|little\s+ones|us|me|them|him|her)\b"
                     r"|(?:but|though|however|although)\b)"
                     rf"|\s+(?:or|and|nor)\s+(?:the\s+)?(?:{sight_kinds.SIGHT_KIND}|{sight_kinds.PLURAL_KINDS})))",
                     re.IGNORECASE)
# ... and the kinds listed after it ("we don't really do zoos or aquariums", "skip the zoo and the aquarium")
_MORE_KIND = lazy_compile(rf"\s*(?:,\s*)?(?:or|and|nor|,)\s+(?P<kind>(?:the\s+)?(?:{sight_kinds.SIGHT_KIND}s?"
                          rf"|{sight_kinds.PLURAL_KINDS}))\b", re.IGNORECASE)


@per_text
def kinds_ruled_out(text: str) -> list[tuple[int, str]]:
    """(where, "the zoo") for each sight the text rules out by its kind alone: after a cue ("skip the zoo"), or before
    a verdict ("the zoo is not an option")."""
    kinds = [k for m in AVOID_CUE.finditer(text) if (k := _KIND.match(text, m.end()))]
    after = [(k.start(), re.sub(r"\s+", " ", f"the {k.group('bare')}".lower() if k.group("bare") else k.group(0).lower()))
             for k in kinds]
    for k in kinds:
        end = k.end()
        while (more := _MORE_KIND.match(text, end)) is not None:
            kind = more.group("kind").lower()
            after.append((more.start("kind"), re.sub(r"\s+", " ", kind if kind.startswith("the ") else f"the {kind}")))
            end = more.end()
    before = [(k.start(), re.sub(r"\s+", " ", k.group("kind").lower())) for k in _KIND_REFUSED.finditer(text)]
    people = [(k.start("kind"), f"the {_plural(k.group('kind'))}") for k in _NOT_THEIR_KIND.finditer(text)]
    return sorted({*after, *before, *people})


# "the zoo" right before its verdict ("the zoo is not an option", "the aquarium? nope"); a capitalised word before a
# verdict is no sight here ("Flying is not an option" bans flights: ``transportation``'s)
# (a "no" closing its part: "one day at the zoo, no fast food" rules out the food)
_KIND_REFUSED = lazy_compile(rf"\b(?P<kind>the\s+{sight_kinds.SIGHT_KIND})(?=\s*[,:?-]?\s*(?:(?:no|nope|nah)(?:\s+(?:thanks|thank\s+you"
                             r"|thx|way))?(?=\s*(?:[.,;:!?)]|$|lol\b))"
                             rf"|(?:is|are|'s)\s+(?:{negation.REFUSAL}|out)\b))", re.IGNORECASE)


# Every sight of a kind, ruled out by who the party is not ("we're not museum people", "i'm not a zoo person", "not
# theme park fans"): never a liking ("we're museum people"), and a taste said softly is talk ("we're not big museum
# people", "not really beach people": ``cannot_say``'s waivers), as is a name after it.
_NOT_THEIR_KIND = lazy_compile(
    rf"\bnot\s+(?:a\s+|an\s+)?"
    rf"(?P<kind>{sight_kinds.SIGHT_KIND}|beach|park)\s+(?:people|persons?|folks?|fans?|types?|buffs?|lovers?|goers?)\b",
    re.IGNORECASE)


def _plural(kind: str) -> str:
    """The kind in the plural, every sight of it: "museum" -> "museums", "beach" -> "beaches"."""
    kind = re.sub(r"\s+", " ", kind.lower())
    return kind if kind.endswith("s") else f"{kind}es" if kind.endswith(("ch", "sh")) else f"{kind}s"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The sights (not places) the text rules out, as written, those said by their kind too ("skip the zoo")."""
    names = [(n.start, n.text) for n in ruled_out(text, places) if not n.place and not n.food]
    return list(dict.fromkeys(name for _, name in sorted([*names, *kinds_ruled_out(text)]))) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    restaurants = where.local.avoid_restaurants if where.local is not None else None  # "avoid Pizza Hut": the data decides
    names = restaurant_names.decided(names, restaurants, where, "sight", warnings)
    return sight_kinds.resolve_sights(names, where, warnings, problems, "avoid sights", ruling_out=True)


CONSTRAINT = HardConstraint(
    key="avoid_sights", report_key="avoid_sights", row_key="avoid sights", label="sights to avoid", official=False,
    check=check, describe=lambda names: f"no visit to {', '.join(names)}",
    flex_sentence=lambda names: f"We don't want to visit {' or '.join(names)}.",
    instruction=lambda names: f"no attraction field may include any of: {', '.join(names)}",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?(?:sights?\s+to\s+(?:avoid|skip)|avoided\s+sights?)",
    form_description="attractions the traveller names as not wanted, as written, if asked",
    prompt='attractions named as not wanted, as written: "no Gatorland"',
)
