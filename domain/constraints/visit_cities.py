"""Cities a multi-city trip must visit: "we want to see Austin", "make sure we stop in Houston and San Antonio".

Not one of TravelPlanner's: a verdict reports ``visit_cities`` only for a request that sets it. Each is a city of the
destination state (``resolve`` refuses another, and more cities than the trip visits); the plan spends a night
there (its days name it). The expert ranks only routes through them; the solver's route holds them.

How a request states it (``read``): a place name of the text after a wish to see it ("visit", "see", "include", "want", "take us to",
"stop in", "spend time in", "make sure we go to", "explore"), or before a wish said after it ("Houston is a must, and
so is Austin": ``must_see``'s words), or in a sentence listing cities and nothing else ("detroit + grand rapids").
The destination itself, the origin, or a state asks for nothing more (dropped); a one-city trip can only "visit" its destination.
Two cities said as a choice ("orlando or tampa") are both kept when the trip has room for them, said in a warning; with
no room the choice is refused with why, no rule keeping one city of several.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from himap_travel.domain.constraints import city_matching, must_see, name_keys, named_places
from himap_travel.domain.constraints.avoid_sights import SAID_YES, ruled_out_spans
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import CORRECTING, PRAISE

VISIT_CUE = lazy_compile(
    r"\b(?:wants?|wanna|needs?|take\s+us\s+to|would\s+(?:love|like)|['’]d\s+(?:love|like)|prefers?|insists?\s+on"
    # a pick of one of the party ("my husband says dallas", "the kids vote for houston")
    r"|says(?![^.;!?,]{0,30}?\b(?:is|was|are|'s)\b)|votes?(?:\s+for)?|picks?|visit(?:ing)?|see(?:ing)?|includ(?:e|ing)|explor(?:e|ing)|stop(?:ping)?\s+(?:in|at|by)|spend(?:ing)?\s+(?:a\s+)?"
    r"(?:day|night|some\s+time|time|a\s+few\s+days)\s+in|go(?:ing)?\s+(?:to|through)|pass(?:ing)?\s+through|stay(?:ing)?\s+in"
    # a stay said in the city ("the hotel in nashville must be rated 4+": a night spent there)
    r"|(?:hotels?|stays?|airbnbs?|accommodations?|lodging|motels?)\s+in"
    r"|one\s+of\s+(?:(?:the|our|my)\s+(?:cities|stops)|them|those|these)\s+(?:to\s+be|should\s+be|must\s+be|has\s+to\s+be|is)"
    # ... said of the cities just counted ("2 cities but one has to be nashville", "one must be memphis")
    r"|(?<![\w-])one\s+(?:has\s+to|must|should|needs\s+to|gotta|got\s+to|ought\s+to|['’]s\s+gotta)\s+be"
    # ... and its pair ("one of them to be orlando and the other miami")
    r"|\band\s+the\s+other(?:\s+(?:one|city|stop))?(?:\s+(?:to\s+be|should\s+be|must\s+be|is|be))?"
    r"|hit(?:ting)?(?:\s+up)?|swing(?:ing)?\s+(?:through|by)"  # "looking to hit Dallas and Austin", "swing through Tampa"
    # a city "done" ("we want to do san francisco and la", "let's do austin")
    r"|(?:(?<=\bto\s)|(?<=\bwanna\s)|(?<=\bgonna\s)|(?<=\blet['’]s\s)|(?<=\blets\s))do"
    r"|fl(?:y|ying|ies)\s+in(?:to|\s+to)|land(?:ing)?\s+in"  # "fly into Miami": a city of the trip (or its destination)
    r"|driv(?:e|ing)\s+(?:over\s+|down\s+|up\s+|on\s+)?to"  # "we'll drive to memphis"
    r"|(?:cities|stops)\s*(?::|-|=|\bare\b|\bbeing\b|\bnamely\b))"  # "3 cities: la, sf and san diego"
    r"(?:\s+(?:both|also|too))?\s+", re.IGNORECASE)

# A wish said after the city: "we'd like Austin to be one of the cities", "Houston should be one of our stops".
# ("sioux city's gotta be one of them", "boise gotta be one": the verb run on or texted)
_ONE_OF = lazy_compile(r"(?:['’]s\s+(?:gotta|got\s+to|going\s+to)\s+be\s+|\s+(?:to\s+be|should\s+be|must\s+be|has\s+to\s+be"
                       r"|needs\s+to\s+be|gotta\s+be|as)\s+)"
                       r"(?:(?:one\s+of\s+(?:the|our|my)|among\s+(?:the|our|my))\s+(?:\w+\s+)?(?:cities|stops|destinations)"
                       r"|one\s+of\s+them|among\s+them|one\s+of\s+the\s+(?:two|three|four|five|\d)"
                       # "belleville has to be in there", "el paso has to be in it", "Peoria should be on the route"
                       r"|in\s+(?:there|it)|in\s+the\s+mix|on\s+the\s+(?:list|route|itinerary)|on\s+(?:it|there)|included"
                       # "columbus must be one": one of the cities (an aside after it: "chicago has to be one obviously")
                       r"|one(?=\s*(?:(?:obviously|obvs|definitely|for\s+sure|of\s+course|please|pls|plz|lol)\s*)*"
                       r"(?:[.,;!?]|$)))\b"
                       # ... or with no copula ("we'd like amarillo on the list", "i'd like fayetteville in there")
                       r"|\s+(?:on\s+the\s+(?:list|route|itinerary)|in\s+there|in\s+the\s+mix)\b", re.IGNORECASE)


# A stay said after the city: "st. pete for a day", "Key West for two nights"
_FOR_A_STAY = lazy_compile(r"\s+for\s+(?:a|one|two|three|a\s+couple\s+of|a\s+few|\d)\s+(?:days?|nights?)\b",
                           re.IGNORECASE)


# A sentence made of the trip's cities alone ("pittsburgh and philadelphia", "detroit + grand rapids!"), or its first part
# before a comma ("SF and LA, no driving over 5 hours a day"): the names are the wish. Only joining words and
# punctuation may stand beside them; a word of anything else is another reader's.
# (a place's short word keeps its dot: "st. louis, the gateway arch and american" is one sentence)
_SENTENCE = lazy_compile(r"(?:\b(?:st|ste|mt|ft)\.|[^.!?;\n])+", re.IGNORECASE)
# ... or before "and" a thing that is no place ("denver and a ski day", "savannah and a carriage tour": the outing is
# named, the city read)
_FIRST_PART = lazy_compile(r"[^,]*")
# ... never before an order of it said after the comma ("des moines, then dubuque")
_ORDER_AFTER = lazy_compile(r",\s*(?:and\s+)?(?:then|followed\s+by|after\s+that)\b\s*(?:(?:on\s+)?to\s+)?", re.IGNORECASE)
_FIRST_ITEM = lazy_compile(r"(?:(?!\s+(?:and|&|\+|plus)\s)[^,])*", re.IGNORECASE)
_JOINING = lazy_compile(r"(?:[\s,&+/()!'\"-]|\b(?:and|n|plus|both|or|either|please|pls|plz|for\s+sure|def(?:initely)?"
                        r"|obv(?:s|iously)?|of\s+course"
                        r"|absolutely|too|the|fr|for\s+real"  # "lubbock fr", "nyc fr fr": for real
                        # ... said alone ("nashville only", "just memphis"): the wish, and its "only" named where the
                        # trip visits more cities (``parsing.caveats``)
                        r"|only|just"
                        # ... who they are for, or where on the route ("... for the family", "texarkana on the way")
                        r"|for\s+(?:the|my|our)\s+(?:family|fam|kids|crew|group|gang)|on\s+the\s+way"
                        # a hedge beside them ("west yellowstone if we can"): kept as the wish, with the hedge's warning
                        r"|if\s+(?:we|you|i)\s+can|if\s+possible|ideally|preferably|hopefully"
                        # ("fairbanks if it fits", "kona if there's time")
                        r"|if\s+it\s+fits|if\s+(?:there['’]s|there\s+is|we\s+have)\s+time|if\s+time\s+allows"
                        r"|if\s+(?:it|that)\s+works(?:\s+out)?|if\s+(?:it['’]s\s+)?(?:doable|feasible)"  # "memphis if it works"
                        # ... said unsure ("abilene i guess", "maybe lansing"): the wish, kept as a rule (no hedge's
                        # warning: ``soft_wishes`` reads a clause without its places)
                        r"|maybe|perhaps|probably|i\s+guess|i\s+suppose"
                        # ... or said of as a good stop ("palm springs would be cool", "savannah would be nice")
                        rf"|would\s+be\s+{PRAISE}"
                        # ... or as sounding so ("wichita falls sounds fun", "waco looks cool")
                        rf"|(?:sounds|looks)\s+(?:really\s+|so\s+)?(?:{PRAISE}|interesting)"
                        # ... or put right by the words that correct a value ("actually jacksonville and tampa", "sorry
                        # i meant austin and el paso"): the list said again is the wish, in place of the one before
                        rf"|{CORRECTING})\b)*",
                        re.IGNORECASE)


def listed_alone(text: str, places: Spans) -> list[tuple[int, str]]:
    """(where, the name) of each place of a sentence that lists places and nothing else."""
    found = []
    ordered = sorted(places)  # bisected per sentence: a scan of every place per sentence read long texts in squared time
    starts = [s for s, _ in ordered]
    for sentence in _SENTENCE.finditer(text):
        first = _FIRST_PART.match(text, sentence.start(), sentence.end())
        item = _FIRST_ITEM.match(text, sentence.start(), sentence.end())
        if first is not None and _ordered_after(text, first.end(), starts):
            first = item = None  # "des moines, then dubuque": an order of two places, the order's reader's
        aside = _ASIDE_AFTER.search(text, sentence.start(), sentence.end())
        no_aside = aside.start() if aside and bisect_left(starts, aside.start()) == bisect_left(starts, sentence.end()) \
            else sentence.end()
        for start, end in dict.fromkeys([sentence.span(), (sentence.start(), no_aside),
                                         (sentence.start(), first.end() if first else sentence.end()),
                                         (sentence.start(), item.end() if item else sentence.end())]):
            if listed := _listed_between(text, start, end, ordered, starts):
                found += listed
                break
        else:  # ... or a part of it between commas ("..., budget 5000, LA and SF"; never "des moines, then dubuque")
            for part in _COMMA_PART.finditer(text, sentence.start(), sentence.end()):
                if part.start() > sentence.start() and not _ordered_after(text, part.end(), starts):
                    found += _listed_between(text, part.start(), part.end(), ordered, starts)
    return found


_COMMA_PART = lazy_compile(r"[^,]+")
# A word or two of comment closing a sentence of places ("sf, la and san diego — classic", "austin and waco, lol"):
# no place and no refusal in it, the places before it are the list
_ASIDE_AFTER = lazy_compile(r"\s*[,\u2013\u2014-]\s*(?!(?:no|nope|nah|not|never|skip|pass|except|but|without|then)\b)"
                            r"[a-z'’]+(?:\s+[a-z'’]+)?[\s!.]*$", re.IGNORECASE)


def _listed_between(text: str, start: int, end: int, ordered: list[tuple[int, int]], starts: list[int]) -> list[tuple[int, str]]:
    """(where, the name) of the places of ``text[start:end]`` when places and joining words are all it holds."""
    inside = [(s, e) for s, e in ordered[bisect_left(starts, start):bisect_right(starts, end)] if e <= end]
    if not inside:
        return []
    gaps = [text[a:b] for a, b in zip([start, *(e for _, e in inside)], [*(s for s, _ in inside), end], strict=True)]
    if not all(_JOINING.fullmatch(gap) for gap in gaps):
        return []
    return [(s, text[s:e]) for s, e in inside if text[s:e].strip()]  # a name blanked is another reader's


def _ordered_after(text: str, at: int, starts: list[int]) -> bool:
    """Whether a place comes right after an order word after ``at`` (", then dubuque"), ``starts`` sorted."""
    order = _ORDER_AFTER.match(text, at)
    if order is None:
        return False
    nearest = bisect_left(starts, order.end())
    return nearest < len(starts) and starts[nearest] <= order.end() + 6


# A city opening a clause with "in", a wish of that city after it ("in memphis we want to see graceland and in
# nashville the parthenon"): where the wish is kept, a city of the trip
_IN_OPENING = lazy_compile(r"(?:^|(?<=[.;!?,]\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s))in\s+", re.IGNORECASE)
_WISH_AFTER = lazy_compile(r"\s*,?\s+(?:we|i|let['’]?s)\s+(?:(?:really|also|definitely|def|would|'d)\s+)?(?:want|wanna|need|must"
                           r"|have\s+to|gotta|like|love|hope|plan)\b|\s+the\s+(?=\w)", re.IGNORECASE)


def named_cities(text: str, places: Spans) -> list[str]:
    """The place names said as wished for, none ruled out, as written, in the text's order: after a wish to see them
    ("visit Austin"), after a wish said again ("Houston is a must, and so is Austin"), or before a wish ("San Antonio's
    a must")."""
    out = ruled_out_spans(text, places)
    named = [*named_places.names_after(text, VISIT_CUE, places), *named_places.names_after(text, must_see.SO_IS_CUE, places),
             *named_places.names_before(text, must_see.MUST_AFTER, places), *named_places.names_before(text, _ONE_OF, places),
             *named_places.names_before(text, SAID_YES, places),
             *named_places.names_before(text, _FOR_A_STAY, places),
             *(n for n in named_places.names_after(text, _IN_OPENING, places) if _WISH_AFTER.match(text, n.start + len(n.text)))]
    kept = sorted([*((n.start, n.text) for n in named if n.place and not any(s <= n.start < e for s, e in out)),
                   *((at, name) for at, name in listed_alone(text, places) if not any(s <= at < e for s, e in out))])
    return list(dict.fromkeys(_choices(text, kept)))


# Two cities said as a choice ("orlando or tampa", "either savannah or charleston"): one name of the reading
_OR = lazy_compile(r"\s*,?\s*or\s+(?:else\s+)?", re.IGNORECASE)


def _choices(text: str, kept: list[tuple[int, str]]) -> list[str]:
    """The names of ``kept`` (where, name) in order, those joined by "or" made one choice (``must_see.CHOICE``)."""
    names: list[str] = []
    for i, (at, name) in enumerate(kept):
        if i and names and _OR.fullmatch(text, kept[i - 1][0] + len(kept[i - 1][1]), at):
            names[-1] += must_see.CHOICE + name
        else:
            names.append(name)
    return names


def check(ctx: CheckContext) -> Reasons:
    visited = {name_keys.normal(c) for c in ctx.plan_cities()}
    for city in ctx.query.visit_cities:
        if name_keys.normal(city) not in visited:
            yield f"visit cities: the plan never goes to {city}"


def unmet(facts: SolverFacts) -> str:
    wanted = facts.spec.local_constraint.visit_cities
    if len(wanted) > facts.spec.visiting_city_number:
        return f"{len(wanted)} cities to visit ({', '.join(wanted)}), but the trip visits {facts.spec.visiting_city_number}"
    lacking = [c for c in wanted if c not in facts.cities]
    if lacking:
        return (f"{', '.join(lacking)} {'has' if len(lacking) == 1 else 'have'} no lodging, restaurants or sights left for this "
                "request (or the transport rules out reaching it)")
    return f"no route through {', '.join(wanted)} has transport, lodging and meals for this request"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    return named_cities(text, places) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The data's cities of the trip asked for; the destination, origin or a state asks for nothing more. A choice
    ("orlando or tampa") is kept whole when the trip has room for all of it (more than asked, never less, and said);
    without room it is a problem: no rule keeps one city of several."""
    choices = [name for name in names or () if must_see.CHOICE in name]
    found = _cities([name for name in names or () if must_see.CHOICE not in name], where, problems)
    for choice in choices:
        members = _cities(choice.split(must_see.CHOICE), where, problems)
        said = " or ".join(choice.split(must_see.CHOICE))
        if where.visiting is not None and len(dict.fromkeys([*found, *members])) > where.visiting:
            problems.append(f"visit cities: {said!r} is a choice of one city, which no rule keeps: say which one the trip "
                            f"visits (it visits {where.visiting})")
        elif len(members) > 1:
            found += members
            warnings.append(f"visit cities: {said!r} is a choice: the plan visits {' and '.join(members)} (cities asked "
                            "for are kept, never one of several)")
        else:
            found += members
    found = list(dict.fromkeys(found))
    if where.visiting is not None and len(found) > where.visiting:
        problems.append(f"visit cities: {', '.join(found)} are {len(found)} cities, but the trip visits {where.visiting}")
    return found or None


def _cities(names: list[str], where: TripPlaces, problems: list[str]) -> list[str]:
    """The data's cities of the trip among ``names``; the destination, origin or a state asks for nothing more."""
    found = []
    for said in names:
        city = city_matching.city_named(said, where.sandbox)
        if city is None or city_matching.trip_end(said, city, where):
            continue  # a state ("visit Texas"), the destination or the origin: no wish beyond the trip itself
        if not where.multi_city:
            if where.dest is not None:
                problems.append(f"visit cities: this one-city trip goes to {where.dest} only, so it cannot also visit "
                                f"{city} (ask for a multi-city trip of a state)")
            continue
        if where.cities is not None and city not in where.cities:
            problems.append(f"visit cities: {city} is not a city of {where.dest}")
            continue
        found.append(city)
    return list(dict.fromkeys(found))


CONSTRAINT = HardConstraint(
    key="visit_cities", report_key="visit_cities", row_key="visit cities", label="cities to visit", official=False,
    check=check, describe=lambda names: f"visit {', '.join(names)}",
    flex_sentence=lambda names: f"We want to see {' and '.join(names)}.",
    instruction=lambda names: f"the route must include each of: {', '.join(names)}",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?cities\s+to\s+(?:visit|see|include)",
    form_description="cities of the destination state the route must include, if asked",
    prompt='cities of the destination state the route must include: "we want to see Austin"',
)
