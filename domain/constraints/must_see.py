"""Named attractions to include: "we must visit SeaWorld Orlando and the Harry P Leu Gardens", "I'd love to see the Denver Zoo".

Not one of TravelPlanner's: a verdict reports ``must_see`` only for a request that sets it. The value holds the
data's names (``sight_kinds.resolve_sights`` matches what the text says within the trip's cities: case,
punctuation, "the", small typos; a near miss is a problem with "did you mean", a sight of another city a problem
naming that city). Each appears on some day of the plan, as an entry of the data spent in its city (the evaluator's
"within current city" rule places it: an entry of another city fails both). The expert deals it to a day in its city
first and the route keeps that city; the solver places it on a day in its city (``TripModel``).

How a request states it (``read``): capitalised names after a wish to see them ("visit", "see", "check out", "go
to", "tour", "stop at", "swing by", "hit", "drop by", "pop into", "get to", "head to", "include", "spend a day at",
"can't miss", ...), a list taking them all ("X, Y and the Z"), or
before one ("Denver Zoo is a must", "X and Y are non-negotiable"); a sight of the trip's cities written in lower case
("we wanna see gatorland": the parser capitalises it, ``names_capitalised.capitalised``), or any lower-case name with a
landmark's word ("fort sumter is a must": capitalised by ``lower_case_names``, read or named as missing); a sight by
its kind alone ("the
zoo is a must": the one zoo of the trip's cities, or a problem naming the candidates). A name the restaurants table
has and the attractions table lacks in the trip's cities ("must visit Pizza Hut") is ``eat_at``'s. A place name of
the text is a city, not a sight (``visit_cities``); a name ruled out ("we don't want to see X") is ``avoid_sights``'.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from himap_travel.domain.constraints import name_keys, named_places, restaurant_names, sight_kinds
from himap_travel.domain.constraints.avoid_sights import AVOID_CUE, kinds_ruled_out, ruled_out_spans
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import HEDGE, PRAISE

# A dream said is talk, its cue no wish ("I've always wanted to see the Rockies"): a sight of the trip named there is
# still read (``said_alone``), a region or an unknown name asks nothing.
SEE_CUE = lazy_compile(
    r"(?<!always wanted to )(?<!always dreamed of )(?<!always dreamt of )"
    # (never said as not needed: "we don't have to see seaworld", "no need to visit the zoo")
    r"(?<!n't have to )(?<!nt have to )(?<!not have to )(?<!n't need to )(?<!nt need to )(?<!not need to )(?<!no need to )"
    r"\b(?:visit(?:ing)?|see(?:ing)?|check(?:ing)?\s+out|go(?:ing)?\s+(?:to|up(?!\s+(?:to|north|there)\b))|tour(?:ing)?|stop(?:ping)?\s+(?:at|by)|explor(?:e|ing)"
    # visit verbs people use ("must hit the alamo", "swing by", "drop by", "pop into", "get to", "head to"; never "hit
    # the road" nor "the beach")
    r"|(?:hit(?:ting)?|get(?:ting)?\s+to|head(?:ing)?\s+(?:over\s+|out\s+)?to)(?!\s+(?:the\s+)?(?:road|sack|hay|town|bars?"
    r"|clubs?|beach(?:es)?|shops?|slopes?|gym|pool|spa|buffet|hotel|airport|city|downtown|mall|outlets?|coast)\b)"
    r"|swing(?:ing)?\s+by|drop(?:ping)?\s+(?:by|in(?:to)?|in\s+(?:at|on))|pop(?:ping)?\s+(?:by|in(?:to)?|over\s+to)"
    r"|includ(?:e|ing)|add(?:ing)?|rid(?:e|ing)|(?:fit|squeez(?:e|ing)|throw(?:ing)?|pencil(?:l?ing)?|slot(?:ting)?|sneak(?:ing)?"
    r"|toss(?:ing)?)\s+in"
    # ... or the name between "put" and "in" ("put gatorland in", "put the zoo in the plan")
    r"|put(?=\s+[\w'’ .-]{2,40}?\s+in(?:\s+(?:the|our)\s+(?:plan|itinerary|trip|schedule))?\s*(?:[.,;!?]|please\b|pls\b|$))"
    # ... or moved to a day ("move gatorland to day 3", "put the zoo on the first day": seen, on that day, ``sight_days``)
    r"|(?:move|shift|push|put|schedule|save)(?=\s+[\w'’ .-]{2,40}?\s+(?:to|on|onto|for)\s+(?:the\s+\w+\s+day|day\s+\w+)\b)"
    r"|make(?=\s+[\w'’ .-]{2,40}?\s+(?:the\s+\w+\s+day|day\s+\w+)\b)"  # ("make gatorland the last day")
    # ... or asked to be on a day ("can fort pickens be on day 3", "could the zoo be on the last day?")
    r"|(?:can|could)(?=\s+[\w'’ .-]{2,40}?\s+be\s+(?:on|to)\s+(?:the\s+\w+\s+day|day\s+\w+)\b)"
    r"|spend(?:ing)?\s+(?:a\s+|some\s+)?(?:day|time|an?\s+(?:afternoon|morning|evening))\s+at"
    # ... a day at a kind of sight ("one day at the zoo, no fast food"; "a day at glacier national park" is an outing
    # named where the data lacks it, never a sight refused)
    rf"|(?<![\w'’])(?:one|a)\s+(?:full\s+|whole\s+)?day\s+at(?=\s+the\s+{sight_kinds.SIGHT_KIND}\b)"
    r"|must[\s-]sees?(?:\s+(?:is|are))?\s*:?|take\s+(?:the\s+|our\s+|my\s+)?(?:kids|children|family)\s+to|(?:on|to)\s+(?:our|my|the)\s+(?:list|must-see\s+list|bucket\s+list)(?:\s+(?:is|are))?"
    r"|(?:can't|cannot|can\s+not|mustn't|must\s+not|don't|do\s+not|never|don't\s+want\s+to|do\s+not\s+want\s+to|(?:don't|do\s+not)\s+let\s+(?:us|me)"
    r"|let's\s+not)\s+miss"
    # a ruling-out word denied is a wish ("we don't want to skip Gatorland", "don't skip the zoo")
    r"|(?:don't|do\s+not|never|wouldn't|would\s+not)\s+(?:want\s+to\s+|wanna\s+)?(?:skip|pass\s+on|leave\s+out)"
    # a sight to be done, not denied ("we gotta do the zoo", "we have to do Meow Wolf", "can we do the aquarium"; never
    # "we don't want to do")
    r"|(?<!n't\s)(?<!not\s)(?<!never\s)(?:gotta|got\s+to|have\s+to|has\s+to|need\s+to|want\s+to|wanna|must"
    r"|(?:can|could|shall)\s+we)\s+do)"
    r"(?:\s+(?:both|also|too))?\s+", re.IGNORECASE)
# The wish of a clause said again for another name: "SeaWorld is a must, and so is the Orlando Science Center".
SO_IS_CUE = lazy_compile(
    r"\b(?:must(?:[\s-](?:see|do|visit)s?)?|non[\s-]?negotiable|mandatory|essential|required|priority)\s*,?\s*"
    r"(?:and\s+)?(?:so\s+(?:is|are)|as\s+(?:is|are))\s+", re.IGNORECASE)
# A wish said after the sight's name: "Denver Zoo is a must", "SeaWorld and Gatorland are non-negotiable", "Seuss
# Landing for sure", "Universal Studios Florida, definitely", a bare list before a closing "please" ("austin and san
# antonio please": a name said alone asks for it).
MUST_AFTER = lazy_compile(
    # (each alternative starts where its white space starts and takes all of it: a long run of spaces, as a masked
    # span leaves, is tried once, where "\s*" tried at each of its spaces took cubic time: 77 s for 2,000 spaces)
    r"(?<!\s)\s*+\b(?:is|are|'s|’s)\s+(?:both\s+|all\s+)?(?:an?\s+)?(?:absolute\s+|total\s+|definite\s+|real\s+)?(?:musts?(?:[\s-](?:see|do|visit)s?)?\b"
    r"|non[\s-]?negotiable|mandatory|essential|required|a\s+(?:top\s+)?priority|at\s+the\s+top\s+of\s+(?:our|my|the)\s+list"
    r"|on\s+(?:our|my|the)\s+(?:list|bucket\s+list|must[\s-]see\s+list))"
    r"|(?<!\s)\s*+,?\s*+\b(?:for\s+sure|definitely|for\s+certain)\b(?!\s+not\b)"
    # "traverse city has to happen", "the alamo needs to happen"
    # ("traverse city has gotta happen", "has got to happen")
    r"|(?<!\s)\s*+\b(?:(?:has|have)\s+(?:got\s+to|gotta|to)|needs\s+to|must|gotta)\s+happen\b"
    r"|(?<!\s)\s*+,?\s*+\bplease\b(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)
# A visit to a sight named before, in the same sentence: "Tiny Doors ATL sounds fun, add it".
SEE_IT = lazy_compile(r"\b(?:add|include|visit|see|squeeze\s+in|fit\s+in)\s+(?:it|that)\s*(?:in\b|too\b|as\s+well\b)?"
                      r"(?=\s*(?:[.,;!?]|$|please\b))|\b(?:go|stop\s+by)\s+there\b", re.IGNORECASE)
# A sight named by its kind, no name ("the zoo is non-negotiable", "we must see the aquarium"): ``resolve`` takes the
# one sight of that kind in the trip's cities (``sight_kinds.resolve_sights``).
# ("the zoo on day 2" is the zoo, on that day: ``sight_days``)
_KIND_AFTER_CUE = lazy_compile(rf"the\s+{sight_kinds.SIGHT_KIND}\b(?!\s+(?:of|in|at)\b)"
                               r"(?!\s+on\b(?!\s+(?:the\s+\w+\s+day|day\s+\w+)\b))", re.IGNORECASE)
# ... before a wish, with "the" or opening an item of its own ("- aquarium is a must", "zoo is a must")
_KIND_BEFORE = lazy_compile(rf"(?:\bthe\s+|(?:^|[\n\u2022*:;-])[ \t]*)(?P<kind>{sight_kinds.SIGHT_KIND})$", re.IGNORECASE)
# ... after a plain want ("we want the aquarium"): a kind of sight wanted is a sight to see
_WANT_CUE = lazy_compile(r"\b(?:want|wanna|would\s+(?:like|love)|['’]d\s+(?:like|love))\s+(?:to\s+(?:see|do|visit)\s+)?",
                         re.IGNORECASE)
# ... or said softly, as a sight's name is ("maybe the zoo", "the aquarium would be nice", "the zoo if it fits": a
# hedged sight is still one to see; ``soft_wishes`` words the hedge)
_HEDGE_BEFORE = lazy_compile(rf"(?:{HEDGE})\s*,?\s+(?:we\s+(?:could|can)\s+(?:do|see|visit|try)\s+)?", re.IGNORECASE)
_CLAUSE_END = lazy_compile(r"\s*(?:[.,;!?)]|$|\b(?:too|as\s+well|please|pls|one\s+day)\b)", re.IGNORECASE)  # never "maybe the zoo is shut"
# ... or with "please" as people text it ("the aquarium pls"): said of a kind only (a city before it asks nothing more)
_PLS_AFTER = lazy_compile(r"(?<!\s)\s*+,?\s*+\b(?:pls|plz|plse)\b(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)
_HEDGE_AFTER = lazy_compile(rf"(?<!\s)\s*+,?\s*+(?:(?:would|['’]d|could|will|['’]ll)\s+be\s+(?:really\s+|so\s+|pretty\s+)?"
                            rf"{PRAISE}\b|(?:sounds?|looks?)\s+(?:{PRAISE}|interesting)\b|{HEDGE})", re.IGNORECASE)
# ... and in a list with a name ("see the aquarium and the World of Coca-Cola", "the World of Coca-Cola and the zoo")
_LIST_JOIN = r"\s*(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)"
# ... each with its day ("the georgia aquarium on day 2 and the zoo on day 3": ``sight_days`` reads the days)
_KIND_JOINED = lazy_compile(rf"(?:\s*,?\s*(?:on\s+)?(?:the\s+\w+\s+day|day\s+\w+))?{_LIST_JOIN}(?P<kind>{_KIND_AFTER_CUE.pattern})",
                            re.IGNORECASE)
_NAMES_AFTER_KIND = lazy_compile(rf"(?:{SEE_CUE.pattern}|{_WANT_CUE.pattern})the\s+{sight_kinds.SIGHT_KIND}{_LIST_JOIN}"
                                 r"(?:the\s+)?(?=[A-Z])", re.IGNORECASE)


# Between the sights of a choice ("Epcot or Gatorland"), read as one value: ``resolve`` keeps those the data has
CHOICE = " \u2228 "
_OR_BETWEEN = lazy_compile(r"\s*,?\s*(?:or|/)\s*(?:else\s+)?(?:the\s+)?", re.IGNORECASE)


def _choices(text: str, named: list[named_places.Named]) -> list[tuple[int, str]]:
    """(start, name) of each name wished for, those joined by "or" ("Epcot or Gatorland", "SeaWorld/Gatorland") said as
    one choice, its names joined by ``CHOICE``."""
    found: list[tuple[int, str]] = []
    last_end = -1
    for n in sorted(named, key=lambda n: n.start):
        if found and or_between(text, last_end, n.start):
            found[-1] = (found[-1][0], found[-1][1] + CHOICE + n.text)
        else:
            found.append((n.start, n.text))
        last_end = n.end
    return found


@per_text
def wanted_names(text: str, places: Spans) -> list[str]:
    """The sights (not places) the text wishes to see, none it rules out: named after a cue or before a wish ("Denver
    Zoo is a must"), or by their kind ("the zoo"); a choice of sights ("Epcot or Gatorland") is one value (``CHOICE``)."""
    out = ruled_out_spans(text, places)
    wanted = [n for n in wished(text, places) if not any(s < n.end and n.start < e for s, e in out)]
    names = _choices(text, wanted)
    # "we don't want to go to the zoo", "skip the garden pls": no wish to see it (the kind is found from its "the" by one
    # reader and from its noun by the other: a kind inside a span ruled out is ruled out)
    avoided = [(at, at + len(said)) for at, said in kinds_ruled_out(text)]
    kinds = [*_kinds(text), *_kinds_listed_after(text, wanted)]
    listed = _listed_after_opener(text, [(n.start, n.end) for n in wanted] + [(at, at + len(k)) for at, k in kinds], places)
    kept = [k for k in kinds if not any(start <= k[0] < end for start, end in avoided)]
    return list(dict.fromkeys(name for _, name in sorted([*names, *kept, *listed])))


@per_text
def wished_spans(text: str, places: Spans) -> list[tuple[int, int, str]]:
    """(start, end, as written) of each sight the text wishes to see by its name or its kind, none it rules out and
    none of a choice ("Epcot or Gatorland" is no one sight): where each is said (``sight_days`` reads the day beside
    it)."""
    out = [*ruled_out_spans(text, places), *((at, at + len(said)) for at, said in kinds_ruled_out(text))]
    named = sorted(wished(text, places), key=lambda n: n.start)
    chosen = {i for i, (one, other) in enumerate(zip(named, named[1:], strict=False)) if or_between(text, one.end, other.start)}
    found = [(n.start, n.end, n.text) for i, n in enumerate(named) if i not in chosen and i - 1 not in chosen]
    found += [(at, at + len(said), said) for at, said in [*_kinds(text), *_kinds_listed_after(text, named)]
              if CHOICE not in said]
    return sorted((start, end, said) for start, end, said in found if not any(s < end and start < e for s, e in out))


# A list opened by "must see" and a colon or a dash ("must see: the neon museum, the strip, hoover dam", "must sees -
# ..."): each item is a sight wished for as written, known to the data or not (``resolve`` matches it, or names why not)
_LIST_OPENER = lazy_compile(r"\bmust[\s-]sees?(?:\s+(?:is|are))?\s*[:\u2013\u2014-]\s*", re.IGNORECASE)
# (an item is bounded: a name, never a run of blanks tried from each of its characters)
_LIST_ITEM = lazy_compile(r"[^,;.!?\n&+]{1,80}?(?=\s*(?:,|;|\.(?!\w)|!|\?|\n|&|\+|\band\b|$))", re.IGNORECASE)


def _listed_after_opener(text: str, found: list[tuple[int, int]], places: Spans) -> list[tuple[int, str]]:
    """(where, the words) of each item of a must-see list that no name or kind read covers, nor a place of the text."""
    items: list[tuple[int, str]] = []
    for opener in _LIST_OPENER.finditer(text):
        for item in _items_of_list(text, opener.end()):
            start, end = item.span()
            covered = any(s < end and start < e for s, e in [*found, *places])
            if not covered and _A_SIGHTS_WORDS.fullmatch(item.group(0).strip()):
                items.append((start, item.group(0).strip()))
    return items


def _items_of_list(text: str, at: int) -> list[re.Match[str]]:
    """The items of the list from ``at`` to the end of its sentence, each cut at a comma, "and", "&" or "+"."""
    items = []
    while (item := _LIST_ITEM.match(text, at)) is not None:
        items.append(item)
        joint = _JOINT.match(text, item.end())
        if joint is None:
            break
        at = joint.end()
    return items


# ... an item that reads as a sight's words: a few words, no number, none opening on a word of another wish ("..., but
# no museums on day 2", "..., we fly home the 18th": another clause, the other readers')
_A_SIGHTS_WORDS = lazy_compile(r"(?!(?:but|no|not|nothing|never|also|we|we're|i|i'm|i'd|you|they|it|its|it's|and|or|then|plus|if"
                               r"|so|with|without|maybe|please|pls|plz|budget|hotels?|rooms?|stays?|flights?|meals?|food|day|days"
                               r"|nights?|anything|something|everything|etc)\b)(?:[^\W\d]|['’.&-])+(?:\s+(?:[^\W\d]|['’.&-])+){0,5}",
                               re.IGNORECASE)
_JOINT = lazy_compile(r"\s*(?:,|&|\+)?\s*(?:and\s+)?(?=\S)(?<=[\s,&+])", re.IGNORECASE)


def _kinds_listed_after(text: str, wanted: list[named_places.Named]) -> list[tuple[int, str]]:
    """(where, "the zoo") for each kind listed right after a name wished for ("the World of Coca-Cola and the zoo"),
    none that a name wished for covers already ("The Zoo and The Art Museum", capitalised: names)."""
    listed = [k for n in wanted if (k := _KIND_JOINED.match(text, n.end)) is not None]
    return [(k.start("kind"), k.group("kind").lower()) for k in listed
            if not any(n.start < k.end() and k.start("kind") < n.end for n in wanted)]


@per_text
def wished(text: str, places: Spans) -> list[named_places.Named]:
    """The names (no place, no cuisine) the text puts after a cue or before a wish: a sight's or a restaurant's, never
    a cuisine asked for ("must visit Pizza Hut" asks for no pizza)."""
    after = [*named_places.names_after(text, SEE_CUE, places), *named_places.names_after(text, SO_IS_CUE, places),
             *named_places.names_after(text, _NAMES_AFTER_KIND, places), *named_places.pointed_back(text, SEE_IT, places)]
    # a list before a wish holds no name already read after a cue ("Visit Gatorland and Dips, please": not "Visit Gatorland")
    before = [n for n in named_places.names_before(text, MUST_AFTER, places)
              if not any(a.start < n.end and n.start < a.end for a in after)]
    return [n for n in [*after, *before] if not n.place and not n.food]


def plain_words_before(text: str, places: Spans, knows: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of the single plain words a wish is said after that ``knows`` (the data) finds no sight or restaurant
    of ("Wifi is a must", "Safety is a priority"): the parser writes them in lower case, so no sight is read in them and
    their clause is another reader's or named unread. A name of several words ("Kennedy Space Center is a must") is
    read, its miss named."""
    return [(n.start, n.end) for _span, names in named_places.lists_before(text, MUST_AFTER, places) for n in names
            if re.fullmatch(r"[A-Z][a-z]+(?:-[a-z]+)*", n.text) and not n.place and not knows(n.text)]  # "Pet-friendly, please"


# Words that make a run of lower-case words a landmark's name ("fort sumter", "red rocks", "muir woods", "magic
# kingdom"): said after a wish to see it or before "is a must", it is a name the data may lack, read or named
# (``lower_case_names``), never dropped in silence nor spelt into other words.
LANDMARK_WORD = (r"(?:fort|mount|mt|lake|cape|island|park|woods|forest|rocks?|kingdom|street|bridge|tower|beach|falls"
                 r"|canyon|square|market|wharf|amphitheat(?:re|er)|plantation|memorial|monument|trail|stadium|palace"
                 r"|castle|cathedral|museum|zoo|gardens?|aquarium|pier|springs|caverns?|caves?|hills?|harbou?r|bay"
                 r"|cent(?:er|re)|studios?|resort|landing|village|arch|dam|observatory|lighthouse)")
_LOWER_WORD = (r"(?!(?:and|or|the|a|an|is|are|was|be|for|with|in|on|at|to|of|from|by|near|into|over|if|pls|please|too"
               r"|also|both|our|my|your|their|his|her|its|we|us|it|this|that|some|any|all|every|when|while|so|but|not|no"
               r"|very|just|really"
               # ... nor a time said after the name ("go to the beach one day", "the pier at night", "once or twice")
               r"|one|day|days|night|nights|morning|afternoon|evening|once|twice|sometime|today|tomorrow|weekend)\b)"
               r"[a-z][a-z'’-]*")
_LOWER_RUN = lazy_compile(rf"(?<![\w'’-])(?:{_LOWER_WORD}\s+){{0,3}}{_LOWER_WORD}(?![\w'’-])")
_LANDMARK = lazy_compile(rf"\b{LANDMARK_WORD}\b")
_ITEM_GAP = lazy_compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+&\s+)(?:the\s+)?|\s+")


# A word that makes the name after it its object ("views of", "a photo of the"): the wish is that word's.
_OF_BEFORE = lazy_compile(r"\bof\s+(?:the\s+)?$", re.IGNORECASE)
# What may stand between a cue and the name it is said of: "a tour of the", "a trip to", "the".
_CUE_TAIL = lazy_compile(r"(?:(?:of|to|at)\s+)?(?:the\s+)?", re.IGNORECASE)


def lower_case_names(text: str, known: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of runs of two to four lower-case words wished to see (after a cue, a list's items too, or before a
    wish) that hold a landmark's word and are no sight's kind alone ("the aquarium"): the parser capitalises them, so
    the reader reads them or names them as missing. ``known``: a single word the data names in short ("alcatraz")."""
    spans = []
    for cue in SEE_CUE.finditer(text):
        tail = _CUE_TAIL.match(text, cue.end())  # "a tour of fort bragg": the name starts after "of the"
        pos = tail.end() if tail else cue.end()
        while (run := _LOWER_RUN.match(text, pos)) is not None:
            spans.append(run.span())
            gap = _ITEM_GAP.match(text, run.end())
            if gap is None or not gap.group(0).strip():
                break
            pos = gap.end()
    for wish in literal_guard.finditer(MUST_AFTER, text):
        start = max(0, wish.start() - 60)
        run = next((r for r in _LOWER_RUN.finditer(text, start, wish.start()) if r.end() == wish.start()), None)
        # ... never the object of another word ("views of lake eola please": a view is asked for, no sight)
        spans += [run.span()] if run is not None and not _OF_BEFORE.search(text, start, run.start()) else []
    return [(a, b) for a, b in spans if _a_landmark(text[a:b], known) and not _INDEFINITE_BEFORE.search(text, max(0, a - 8), a)]


# An indefinite article before the words: a kind of place, no name ("a quiet street please", "a nice beach please")
_INDEFINITE_BEFORE = lazy_compile(r"\b(?:an?|some|any)\s+$", re.IGNORECASE)
_KIND_PLURAL = lazy_compile(rf"\b{sight_kinds.SIGHT_KIND}s$", re.IGNORECASE)  # a kind ruled out: every one of it


def ruled_out_lower_names(text: str, known: Callable[[str], bool]) -> list[tuple[int, int]]:
    """The spans of runs of two to four lower-case words right after a word that rules a place out ("not the
    childrens museum") that ``known`` finds a sight of the trip in short: capitalised by the parser, so the reader of
    sights to avoid reads them. Only a known one: a kind or an outing ruled out ("no theme park days") stays named."""
    spans = []
    for cue in AVOID_CUE.finditer(text):
        tail = _CUE_TAIL.match(text, cue.end())
        run = _LOWER_RUN.match(text, tail.end() if tail else cue.end())
        if run is None or " " not in run.group(0) or _KIND_PLURAL.search(run.group(0)):  # "skip the history museums"
            continue
        # the longest known run of its first words: words after the name are no part of it ("no trampoline park
        # obviously", "skip mirror maze tbh")
        ends = [m.end() for m in re.finditer(r"\S+", run.group(0))][::-1]
        end = next((run.start() + e for e in ends[:-1] if known(run.group(0)[:e])), None)
        if end is not None:
            spans.append((run.start(), end))
    return spans


def _a_landmark(said: str, known: Callable[[str], bool]) -> bool:
    """Two to four words with a landmark's word, no kind alone; or one word the data knows as a sight."""
    if " " not in said:
        return known(said)
    return bool(_LANDMARK.search(said)) and not re.fullmatch(sight_kinds.SIGHT_KIND, said)


# ... or a choice of kinds ("the zoo or the aquarium"): one value, its kinds joined by ``CHOICE`` (``resolve`` keeps each)
_KIND_OR = lazy_compile(rf"\s*,?\s*(?:or|/)\s*(?:else\s+)?(?P<kind>the\s+{sight_kinds.SIGHT_KIND})\b", re.IGNORECASE)


def _kinds_or(text: str, end: int) -> tuple[list[str], int]:
    """The kinds said as a choice after a kind ending at ``end`` ("... or the aquarium"), and where they end."""
    kinds = []
    while (more := _KIND_OR.match(text, end)) is not None:
        kinds.append(more.group("kind"))
        end = more.end()
    return kinds, end


def _with_kinds_or(text: str, at: int, said: str) -> str:
    """``said`` (a kind at ``at``) and the kinds said after it as a choice, joined by ``CHOICE``."""
    return CHOICE.join([said, *_kinds_or(text, at + len(said))[0]])


# ... or opening its clause with the day it is wanted on ("the zoo on day 2", "and the aquarium on the last day pls")
_KIND_ON_A_DAY = lazy_compile(rf"(?:^|(?<=[.,;!?\n])\s*|(?<=[.,;!?\n]))(?:(?:and|also|then|plus|oh)\s+)*"
                              rf"(?P<kind>the\s+{sight_kinds.SIGHT_KIND})(?=\s+on\s+(?:the\s+\w+\s+day|day\s+\w+)"
                              r"\s*(?:[.,;!?)]|$|please\b|pls\b|plz\b|too\b))", re.IGNORECASE)


@per_text
def _kinds(text: str) -> list[tuple[int, str]]:
    """(where, "the zoo") for each sight the text wishes for by its kind alone."""
    cues = [*SEE_CUE.finditer(text), *_WANT_CUE.finditer(text)]
    after = [(k.start(), k.group(0)) for m in cues if (k := _KIND_AFTER_CUE.match(text, m.end()))]
    after += [(k.start("kind"), k.group("kind")) for k in _KIND_ON_A_DAY.finditer(text)]
    after += [(k.start(), k.group(0)) for m in _HEDGE_BEFORE.finditer(text)  # ... ending its clause: "maybe the zoo"
              if (k := _KIND_AFTER_CUE.match(text, m.end())) and _CLAUSE_END.match(text, _kinds_or(text, k.end())[1])]
    after = [(at, _with_kinds_or(text, at, said)) for at, said in after]  # "the zoo or the aquarium": one choice
    wishes_after = [*literal_guard.finditer(MUST_AFTER, text), *_HEDGE_AFTER.finditer(text), *_PLS_AFTER.finditer(text)]
    before = [(k.start("kind"), f"the {k.group('kind')}") for m in wishes_after
              if (k := _KIND_BEFORE.search(text, max(0, m.start() - 40), m.start()))]
    return [(at, re.sub(r"\s+", " ", said.lower())) for at, said in after + before]


def sights_of(ctx: CheckContext) -> list[tuple[int, str, str]]:
    """(day, entry, its name) for each attraction of the plan that the data has (an unknown entry sees nothing)."""
    return [(number, entry, ctx.name_of(entry)) for number, _, entries in ctx.day_sights() for entry in entries
            if ctx.row("attraction", entry) is not None]


def check(ctx: CheckContext) -> Reasons:
    seen = {name_keys.normal(name) for _, _, name in sights_of(ctx)}
    for name in ctx.query.must_see:
        if name_keys.normal(name) not in seen:
            yield f"must see: '{name}' is on no day of the plan"


def unmet(facts: SolverFacts) -> str:
    wanted = facts.spec.local_constraint.must_see
    missing = [n for n in wanted if not any(n in facts.sight_names(c) for c in facts.cities)]
    if missing:
        return f"{', '.join(map(repr, missing))}: not among the sights of the cities this trip can stay in ({', '.join(facts.cities)})"
    return (f"no route of this trip spends a day where {', '.join(map(repr, wanted))} "
            f"{'is' if len(wanted) == 1 else 'are'} (each on a day in its city)")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The sights named as wished for, as written (``resolve`` matches them to the data)."""
    return wanted_names(text, places) or None


def resolve(names: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    restaurants = where.local.eat_at if where.local is not None else None  # "must visit Pizza Hut": the data decides
    sights = restaurant_names.wished_as([n for n in names if CHOICE not in n], restaurants, where, "sight")
    found = sight_kinds.resolve_sights(sights, where, warnings, problems, "must see") or []
    for choice in (n for n in names if CHOICE in n):
        found += _chosen(choice.split(CHOICE), where, warnings, problems)
    return list(dict.fromkeys(found)) or None


def _chosen(alternatives: list[str], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str]:
    """The sights of a choice ("Epcot or Gatorland") the trip's cities have, each kept (one met is the wish met; all of
    them met is more than asked, never less), and said; none had is a problem for each, as for one sight asked."""
    kept: list[str] = []
    missed: list[str] = []
    for said in alternatives:
        notes: list[str] = []
        asked: list[str] = []
        got = sight_kinds.resolve_sights([said], where, notes, asked, "must see")
        if got and not asked:
            kept += got
            warnings.extend(notes)
        else:
            missed += asked
    choice = " or ".join(alternatives)
    if not kept:
        problems.extend(missed)
    elif missed:
        warnings.append(f"must see: {choice!r} is a choice, {' and '.join(kept)} kept ({'; '.join(missed)})")
    elif len(kept) > 1:
        warnings.append(all_chosen(choice, kept))
    return kept


def all_chosen(choice: str, kept: Sequence[str]) -> str:
    """The words for a choice of sights ("SeaWorld or Gatorland") of which the data has them all: all planned."""
    return f"must see: {choice!r} is a choice: the plan visits {' and '.join(kept)} (sights to see are kept, never one of several)"


def or_between(text: str, end: int, start: int) -> bool:
    """Whether ``text[end:start]`` joins two names as a choice ("Epcot or Gatorland", "SeaWorld/Gatorland")."""
    return end <= start and bool(_OR_BETWEEN.fullmatch(text, end, start))


CONSTRAINT = HardConstraint(
    key="must_see", report_key="must_see", row_key="must see", label="sights to include", official=False,
    check=check, describe=lambda names: f"must see {', '.join(names)}",
    flex_sentence=lambda names: f"We must visit {' and '.join(names)}.",
    instruction=lambda names: f"the attraction fields must include each of: {', '.join(names)} (on a day in its city)",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?(?:must[\s-]see|sights?\s+to\s+(?:see|include)|named\s+sights?)",
    form_description="attractions the traveller names as wanted, as written, if asked",
    prompt='attractions named as wanted, as written: "we must visit SeaWorld Orlando"',
)
