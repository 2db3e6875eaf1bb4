"""The net under the readers: a part of a clause said as a bare thing, with no wish word, that no reader used
("clam chowder!!", "navy pier + the bean"), named (``bare_things``); ``Taken`` holds the names readers took.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from himap_travel.domain.constraints import said_alone_keys
from himap_travel.domain.constraints.cuisine import A_CUISINE
from himap_travel.domain.parsing.clause_form import asks_nothing
from himap_travel.domain.parsing.clause_read import MAX_CLAUSE_CHARS, a_reader_reads
from himap_travel.domain.parsing.clause_talk import CRY_WORDS, INTERJECTIONS, TRIP_PLAIN, asks_more, is_talk
from himap_travel.domain.parsing.party_words import PARTY_WORD
from himap_travel.domain.parsing.unread_names import NOT_A_NAME
from himap_travel.domain.parsing.unread_wish import Spans, UnreadWish, unclear_in
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet


class Taken(NamedTuple):
    """The names readers took (``read``), and those less the trip's own places said again (``others``)."""

    read: SpanSet
    others: SpanSet

    def overlaps(self, start: int, end: int) -> bool:
        return self.read.overlaps(start, end)


def bare_things(text: str, clauses: Spans, found: Sequence[tuple[int, int, UnreadWish]], taken: Taken,
                 limited: Spans) -> list[tuple[int, int, UnreadWish]]:
    """The clauses not named yet, nor talk, holding a part said as a bare thing no reader used (``_parts_unread``)."""
    named = SpanSet([(s, e) for s, e, _ in found])
    bare = []
    for start, end in clauses:
        if (named.overlaps(start, end) or is_talk(text, start, end) or any(s < end and start < e for s, e in limited)
                or asks_nothing(text[start:end].strip(" ,"), CRY_WORDS, TRIP_PLAIN)):
            continue
        if _DISH_BESIDE.fullmatch(text, start, end) and _cuisine_beside(text, clauses, start, end):
            continue  # a dish beside the cuisine said of it ("crab!! seafood every day"): the cuisine's reader's
        if ((parts := _parts_unread(text, start, end, taken)) and asks_more(text[start:end])
                and (taken.overlaps(start, end) or not a_reader_reads(text[start:_head_stop(text, start, end)].strip(" ,")))):
            clause = text[start:end].strip(" ,")
            reason = unclear_in(" ".join(parts), clause)
            bare.append((start, end, UnreadWish(wish=clause, reason=reason)))
    return bare


# Words that hedge a part and ask nothing of their own ("a balcony, if possible")
_HEDGES = frozenset("possible possibly available otherwise ideally maybe perhaps".split())


def parts_beside_named(text: str, start: int, end: int, named: Spans, read: SpanSet) -> list[tuple[int, str]]:
    """(where, the words) of each part of the clause ``text[start:end]`` (cut as ``_parts_unread`` cuts it) that holds
    no mention named as what the data cannot say (``named``) nor a name a reader took (``read``), and says something no
    reader reads: "a room with a jacuzzi and a view" names the jacuzzi, and the view is a wish of its own (issue 38:
    several wishes in one sentence, none dropped in silence). Talk ("It's our honeymoon", "oh"), the party, a hedge
    ("if possible") and what a reader reads ("and no flights") are none."""
    if end - start > MAX_CLAUSE_CHARS:  # each part runs every reader: a clause of a sane length only (linear)
        return []
    cuts = [start, *(at for m in _PART_EDGE.finditer(text, start, end) for at in m.span()), end]
    found = []
    for s, e in zip(cuts[::2], cuts[1::2], strict=True):
        part = text[s:e].strip(" ,.!?")
        if (not any(_content(w.group()) and w.group().lower() not in _HEDGES for w in _PART_WORD.finditer(part))
                or any(a < e and s < b for a, b in named) or read.overlaps(s, e) or is_talk(text, s, e)
                or asks_nothing(part, CRY_WORDS, TRIP_PLAIN) or a_reader_reads(part)):
            continue
        found.append((s + text[s:e].index(part), part))
    return found


# A dish of a cuisine the data labels, said beside that cuisine ("crab!! seafood every day basically"): the cuisine read.
_DISH_BESIDE = lazy_compile(r"\W*(?:(?:some|the|a|an|fresh|more|lots\s+of)\s+)?(?:crabs?|lobsters?|shrimps?|oysters?|clams?|fish|salmon"
                            r"|tuna|mussels|scallops|tacos?|burritos?|pasta|noodles|dumplings|curry|curries|ribs|brisket|wings"
                            r"|donuts?|doughnuts?|pastr(?:y|ies)|croissants?|cupcakes?|gelato|ice\s+cream|coffee|espresso|lattes?"
                            r"|pies?|cakes?)\W*", re.IGNORECASE)


def _cuisine_beside(text: str, clauses: Spans, start: int, end: int) -> bool:
    """Whether the clause before or after ``text[start:end]`` says a cuisine of the data."""
    at = list(clauses).index((start, end))
    return any(A_CUISINE.search(text, *clauses[i]) for i in (at - 1, at + 1) if 0 <= i < len(clauses))


# --- the net under the readers: a part of a clause said as a bare thing, no reader using it --------------------------
# A wish is often said with no wish word at all, as the thing wanted ("clam chowder!!", "northern lights!!!", "Tashan one
# night, heard it's great", "navy pier + the bean": the pier read, the bean not). A clause is cut into its parts (at
# commas, "+", "&", ";", " and ", " plus "), and each part's *head* is its words before the first word of a statement (a
# pronoun or a possessive, a form of "be", "have" or "do", a modal, a subordinator: "my wife loves western art", "if it's
# on", "is the whole reason we're going"). A head holding a word that is neither the talk and structure of a request
# (``_TALK_WORDS``, ``PLAIN_WORDS``, a weekday, a party word) nor in a span a reader took, in a part no reader took
# anything of, is something asked for that no reader understood: named, never dropped in silence. Talk asks for nothing
# ("we're so excited", "for our anniversary", "first time in chicago!!", "go bears!!"): its head is empty, its words
# talk, or the clause is recognised as talk before.
# ("two and a half grand" is one amount)
# (never a bound's "or above": "rated 4 or above", "$50 or less" is one part)
_PART_EDGE = lazy_compile(r",|;|\+|&|\s[-–—]\s|\s(?:and(?!\s+a\s+half\b)|plus|n|or(?!\s+(?:above|higher|more|better|up|over|less"
                          r"|lower|below|under|fewer|so|thereabouts)\b))\s|\bw/|!|\?", re.IGNORECASE)
_STATEMENT = frozenset("""
i me we us you he him she they them it it's its i'm im we're were you're they're he's she's that's there's here's what's
let's lets we've i've we'll i'll we'd i'd you'll they'll ive ill id my our ours your his her their mine yours
is are was were be been being am isn't aren't wasn't weren't ain't do does did don't doesn't didn't dont doesnt didnt
have has had haven't hasn't hadn't will would shall should can could may might must won't wouldn't shouldn't can't cant
cannot couldn't need needs needed want wants wanted wanna gonna gotta got gets get
if when whenever because cause cuz since as so unless while though although until till whether than
heard hear hope hoping love loved loves like liked likes think thought know knew guess feel felt
""".split())
_TALK_WORDS = INTERJECTIONS | frozenset("""
first second third last next new old big little small whole real true super so very pretty kinda sorta quite
really totally absolutely definitely obviously honestly maybe probably perhaps hopefully basically literally actually
finally anyway anyways still even ever never again already always usually sometimes often mostly especially esp
time times road week weeks weekend weekends year years month months morning mornings afternoon afternoons evening evenings
night nights tonight today tomorrow yesterday sunset sunrise dusk dawn noon midnight lunchtime dinnertime
trip trips vacation vacay holiday holidays getaway adventure
excited exciting stoked pumped thrilled happy glad ready thanks thank advance cheers
additionally furthermore moreover also lastly finally firstly secondly overall regarding terms note noted considering
respect concerning addition total sum altogether per each every budget budgets dollars dollar bucks usd
work business conference meetings clients
family friends wife husband kids kid dog dogs cat cats pets partner group party individual pair couple solo
regards wise bearing mind assist crafting devising curate allocated stands entire private shared non-shared during
consider alternative offer provide consist limit cover expenses ideal preferably options
location locations price prices quality comfort safety value cleanliness convenience
sight sights stop stops attraction attractions activity activities max min maximum minimum tops daily hrs hr hours hour
minutes mins star stars rating rated nightly nite head person pp plate
planner planners agent assistant bot sir madam team folks guys yall listener caller newbie noob tourist tourists locals
bucket list fan fans crazy simple low key chill cozy basic easy hard tough special lowkey relax relaxing relaxation rest
peace quiet vibes vibe magic memories memory dream dreams luck blessing blessed joy fun adventure adventures wanderlust
love lots ages forever lifetime life baby vacay staycation sadly unfortunately luckily thankfully
oh ah aw aww ooh woo hoo whoa yikes ugh meh hmm um uh oops yo hooray yippee bye cya xoxo xo tia ps pps
otherwise else besides anyhow though however therefore instead rather regardless
wild insane epic cute sweet beautiful gorgeous fab fabulous grand neat fine bad terrible horrible dull weird strange
random pricey expensive lazy tired sleepy hungry sad mad scared nervous anxious worried curious interested keen eager
grateful thankful lucky free open message messages request info help self yourself ourselves myself god bless
out over up down off away back around everywhere awaits await wait believe wonder pray promise swear mean suppose treat
chill celebrate say tell ask let fam bunch
one two three four five six seven eight nine ten zero none nobody nil
student students broke poor rich retired retiree retirees teacher teachers nurse nurses here
ideas idea thoughts suggestions tips advice recommendations notice short quick long sorry apologies question questions
spring summer fall autumn winter fling generations generation crew gang squad
once twice thrice again cheap cheapest affordable inexpensive fancy decent
anywhere nowhere somewhere elsewhere skip avoid pass nah boring dumb lame creepy corny overrated touristy hehe heh hihi xd
iconic gross classic cheesy cliche legendary cool awesome amazing famous
cheaper better nicer bigger smaller longer shorter lower higher fewer faster slower earlier later after afterwards
""".split())
_BARE_PART_WORDS = 8  # a part said as a bare thing is short ("reindeer sausage from a cart")
_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
_PART_WORD = lazy_compile(r"[A-Za-z][\w'’.-]*")


def _head_unread(text: str, start: int, end: int, taken: Taken) -> tuple[list[str], bool]:
    """The words of the head of the part ``text[start:end]`` no reader took that are neither talk nor the structure of a
    request (a bare thing asked for: "eiteljorg", "green chile", "the bean"), and whether a word of a statement ends the
    head (the parts after it then hang on its verb: "We love the beach and the sun")."""
    if len(_PART_WORD.findall(text, start, end)) > _BARE_PART_WORDS:  # a sentence of its own: the wish words' to judge
        # ... though what a thing read is said to come with is named there too ("must see the big blue bear with a hot
        # air balloon ride")
        said = _WITH_A_THING.search(text, start, end) if taken.others.overlaps(start, end) else None
        if said is None or taken.overlaps(said.start("place"), said.end("place")):
            return [], True
        return [w.group() for w in _PART_WORD.finditer(text, said.start("place"), said.end("place")) if _content(w.group())], True
    # a part holding only the trip's own place said again ("Pensacola beach day") is read for the place alone
    again = taken.overlaps(start, end) and not taken.others.overlaps(start, end)
    if taken.overlaps(start, end) and not again:  # a part a reader took something of is read, but for where it is
        # said to be
        at = _AT_A_PLACE.search(text, start, end)  # ("italian beef at portillo's": the cuisine read, the place not)
        if at is None:  # ... or what it is said to come with ("the big blue bear with a hot air balloon ride")
            at = _WITH_A_THING.search(text, start, end)
        if at is None:  # ... or an event it is said to be for ("comerica park for a tigers game")
            at = _FOR_AN_EVENT.search(text, start, end)
        if at is None or taken.overlaps(at.start("place"), at.end("place")):
            return [], False
        return [w.group() for w in _PART_WORD.finditer(text, at.start("place"), at.end("place")) if _content(w.group())], False
    content: list[str] = []
    for words, m in enumerate(_PART_WORD.finditer(text, start, end)):
        word = m.group().lower().replace("’", "'").rstrip(".")
        if again and m.start() in taken.read:
            continue
        if word in _HEAD_END:  # the thing ends where a condition or an object starts ("waterfire if it's on")
            # ... unless the head is one verb done to the travellers ("Surprise us!", "wow me"): no thing is named
            return ([] if words == 1 and content and word in ("us", "me") else content), True
        if words in (1, 2) and _ANY_THING.fullmatch(text, start, m.start()) and word.endswith("s"):
            return [], True  # a verb after "anything" ("Anything works really"): a statement, no thing
        if ((words == 0 or words == 1 and word not in _NOT_VERBS and _DETERMINED.fullmatch(text, start, m.start()))
                and word.endswith("ing") and _content(word)
                and (_HEDGED_END.fullmatch(text, m.end(), end) or _FOR_A_WHILE.fullmatch(text, m.end(), end))):
            content.append(m.group())  # an outing said alone ("snowmobiling!", "hiking for two days"): a thing
            continue
        if words == 0 and word.endswith("ing") and _content(word) and (named := _ing_name(text, m.end(), end)):
            return [m.group(), *named], False  # a name opening on "-ing" and plain nouns ("sleeping bear dunes!!")
        if content and word.endswith("ing") and _content(word) and _HEDGED_END.fullmatch(text, m.end(), end):
            return [*content, m.group()], False  # an outing closing its part ("peach picking", "line dancing maybe")
        if word in _STATEMENT or (_VERB_FORM.fullmatch(word) and word not in _NOT_VERBS):
            # the head is the subject of a statement: talk ("Short notice I know", "Three generations are going",
            # "Planning a surprise"), unless it names a place by its kind ("the aquarium is the whole reason ...")
            return (content if any(_KIND_OF_PLACE.fullmatch(w) for w in content) else []), True
        if _content(word) or word in _TALK_WORDS and _A_STAY_AFTER.match(text, m.end(), end):
            content.append(m.group())  # ... a word of talk said of a stay is a wish ("a quiet room", "a cozy hotel")
    return content, False


def _ing_name(text: str, start: int, end: int) -> list[str]:
    """The words after an "-ing" word opening a part when they are one to three words of content and nothing else
    (no article, pronoun or verb: "sleeping bear dunes" is a thing, "planning a surprise" and "visiting family" are
    talk), else none."""
    rest = _PART_WORD.findall(text, start, end)
    if not rest or len(rest) > 3 or text[start:end].strip(" !.?~").count(" ") != len(rest) - 1:
        return []
    return rest if all(_content(w) and w.lower() not in _STATEMENT and not _VERB_FORM.fullmatch(w.lower())
                       for w in rest) else []


# What may close a part after an outing: nothing, or only a hedge ("snowmobiling maybe", "some line dancing perhaps")
_HEDGED_END = lazy_compile(rf"(?:\s+(?:{'|'.join(sorted(_HEDGES))}))*[\s!.?~]*", re.IGNORECASE)


# How long an outing said alone lasts ("hiking for two days", "kayaking for an afternoon"): the outing is the thing
_FOR_A_WHILE = lazy_compile(r"\s+for\s+(?:a|an|one|two|three|four|five|six|seven|\d+|a\s+couple\s+of|a\s+few|the\s+whole)"
                            r"\s+(?:days?|hours?|afternoons?|mornings?|evenings?|nights?|day)[\s!.?~]*", re.IGNORECASE)


# A stay right after a word (``_head_unread``): "quiet" is talk in "peace and quiet", a wish in "a quiet room"
_A_STAY_AFTER = lazy_compile(r"\s+(?:rooms?|hotels?|stays?|floors?|suites?|apartments?|cabins?|lodging|accommodations?)\b",
                             re.IGNORECASE)


# A verb's form ("planning", "retired", "travelling"): a statement, no bare thing ("dog sledding" is an outing's, named
# by the wish words); a noun of that form is none ("a wedding", "the evening")
_VERB_FORM = lazy_compile(r"[a-z]{3,}ing|[a-z]{4,}ed")
_NOT_VERBS = frozenset("evening morning wedding building ceiling something anything everything nothing sightseeing spring"
                       " sibling offspring seafood".split())
_KIND_OF_PLACE = lazy_compile(said_alone_keys.OTHER_KIND, re.IGNORECASE)
_ANY_THING = lazy_compile(r"\W*(?:(?:honestly|really|tbh|truly|seriously|literally|basically)\W+)?"
                          r"(?:anything|everything|whatever|nothing|something)\s+", re.IGNORECASE)  # "honestly anything works"
# A condition, or a companion of the party ("with the dog", "with my wife"), after a thing asked for
_CONDITION = lazy_compile(rf"\s(?:if|when|whenever|unless|while"
                          rf"|with\s+(?:the|our|my|his|her|their)\s+(?:\w+\s+)?(?:{PARTY_WORD.pattern})s?\b)(?=\W|$)",
                          re.IGNORECASE)
_HEAD_END = frozenset("if when whenever unless while whether me us him them".split())


def _content(word: str) -> bool:
    """Whether ``word`` says something of its own: neither talk nor the structure of a request, a weekday or one of
    the party."""
    bare = word.lower().replace("’", "'").rstrip(".").split("'")[0]
    return (bare not in NOT_A_NAME and bare not in _TALK_WORDS and bare not in _WEEKDAYS and len(bare) > 1
            and not PARTY_WORD.fullmatch(bare))


# Where a thing read is said to be, closing its part, in lower case: "at portillo's", "from the shack on 5th"
# (the stay itself is none: "no parties allowed at the rental", "no smoking at the house")
_AT_A_PLACE = lazy_compile(r"\b(?:at|from)\s+(?!(?:least|most|all|once|first|last|some|any|one|that|this|night|home|times?|point)\b)"
                           r"(?!(?:the|our|my)\s+(?:rental|hotel|motel|airbnb|bnb|place|house|apartment|condo|cabin|stay|room|lodge"
                           r"|inn|accommodations?)s?\b)"
                           r"(?:the\s+)?(?P<place>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})\W*$")


# What a thing read is said to come with, closing its part: "the big blue bear with a hot air balloon ride", "navy pier
# with a boat cruise" (an outing the data lacks, named); who comes along says nothing ("garden of the gods with a
# friend": words of the party, no content), nor does a part of the thing itself, said with "the" ("the sculpture garden
# with the giant spoon", "phinizy swamp with the dog"), unless it is an outing ("seaworld with the dolphin encounter",
# "navy pier with the ferris wheel"), said with no article too ("universal studios with express passes")
_OUTING = r"(?:(?:encounter|tour|ride|show|cruise|experience|class|lesson|tasting|package|wheel|coaster)s?|pass(?:es)?)"
_WITH_A_THING = lazy_compile(rf"\bwith\s+(?:an?\s+|some\s+|(?:the\s+)?(?=(?:[a-z][\w'’-]*\s+){{0,2}}{_OUTING}\W*$))"
                             r"(?P<place>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3})\W*$")
# An event a thing read is said to be for, closing its part: "comerica park for a tigers game", "the arena for a
# concert" (the data has no events: named, never dropped beside the sight read); "for dinner", "for my birthday" are
# no event of the data's kind and stay talk
_FOR_AN_EVENT = lazy_compile(r"\bfor\s+(?:an?|the)\s+(?P<place>(?:[a-z][\w'’-]*\s+){0,2}(?:game|match|concert|gig|show|festival"
                             r"|parade|fireworks)s?)\W*$")


def _parts_unread(text: str, start: int, end: int, taken: Taken) -> list[str]:
    """The heads of the parts of the clause ``text[start:end]`` holding words no reader understood (``_head_unread``),
    up to the first statement. In a clause a reader took something of, only an item of a list is a thing of its own
    ("childrens museum + the zoo", "navy pier + the bean"); a part after a comma is an aside on what was read ("avoid
    Spice Hut please, bad reviews", "chill pace, 2 sights a day tops")."""
    read = taken.others.overlaps(start, end)  # the trip's own place said again reads no wish ("arches, moab")
    edges = [*_PART_EDGE.finditer(text, start, end)]
    found, at, read_before = [], start, False
    for i, m in enumerate([*edges, None]):
        stop = end if m is None else m.start()
        head = _head_stop(text, at, stop)  # a thing on a condition or with a companion is judged alone
        words, statement = _head_unread(text, at, head, taken) if head > at else ([], False)
        listed = any(e is not None and _LIST_JOINER.fullmatch(e.group().strip()) for e in (edges[i - 1] if i else None, m))
        # a word alone after a part read is an aside on it ("not the capitol, boring", "lunch cheaper"); a part a
        # reader reads alone is read ("max one sight"); a thing ruled out before what was read is none ("not the
        # evel knievel monument, just the jump site": the monument is named, never dropped)
        aside = ((read_before and len(words) == 1 and not _DETERMINED.match(text, at, stop))
                 or (read and not listed and (read_before or not _RULED_OUT_THING.match(text, at, stop))))
        # words of where a thing read is said to be ("at portillo's"); the trip's own place said again is no such thing
        # ("plan to visit three different cities in Arizona": the cities' count, read)
        located = taken.others.overlaps(at, stop)
        # (a part that is talk of its own asks nothing: "oo la la, what a trip")
        if words and not is_talk(text, at, stop) and (located or not aside and not a_reader_reads(text[at:head].strip())):
            found.extend(words)
        read_before = read_before or taken.others.overlaps(at, stop)
        if statement:
            break
        at = end if m is None else m.end()
    return found


def _head_stop(text: str, start: int, stop: int) -> int:
    """Where the head of a part ends: at a condition or a companion after it ("a coastal hike if the dog's up for it",
    "a hike with the dog"), so a reader reading only those (the dog's rule) never reads the thing asked for."""
    cut = _CONDITION.search(text, start, stop)
    if cut is None or _ASKING_HEAD.fullmatch(text, start, cut.start()):
        return stop  # "Wondering if you can plan a trip ...": the asking opens the request, no thing before a condition
    return cut.start()


# Words that open a request by asking, before its "if" ("Wondering if you can ...", "just curious if ...")
_ASKING_HEAD = lazy_compile(r"\W*(?:(?:i\s+am|i['’]?m|we\s+are|we['’]?re|just|was|were)\s+)*(?:wondering|curious|asking|checking"
                            r"|thinking|hoping|looking\s+to\s+see|trying\s+to\s+see|seeing)\W*", re.IGNORECASE)


_LIST_JOINER = lazy_compile(r"\+|&|and|plus|n", re.IGNORECASE)
_DETERMINED = lazy_compile(r"\s*(?:the|a|an|some)\s", re.IGNORECASE)
_RULED_OUT_THING = lazy_compile(r"\s*(?:not|no|skip|avoid|never|except)\s+(?:the|a|an|any)\s", re.IGNORECASE)
