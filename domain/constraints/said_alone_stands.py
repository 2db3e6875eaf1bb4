"""Whether words of a text that spell a key of a sight or a restaurant stand as its name (``said_alone``):
capitalised, or where a name stands (a clause's opening, after "the", the next item of a list after a name), never a
common word in another sense ("at the wheel"), a plural noun, or part of another name going on.

Split from ``said_alone``: the reader asks these of every run of words that spells a key.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Sequence

from himap_travel.domain.constraints import must_see, name_keys, sight_kinds
from himap_travel.domain.constraints.base import Spans
from himap_travel.domain.constraints.restaurant_names import FOOD_PLACE_WORDS
from himap_travel.domain.constraints.said_alone_keys import MIN_SINGLE, OTHER_KIND_RE, inside, key_of, plain_word
from himap_travel.domain.text import negation
from himap_travel.domain.text.english import is_english, is_rare_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import DISHES, DISHES_OF

GAP = lazy_compile(r"['’]?\s*[-–&|/]?\s*")  # between two words of one name: no comma ("American, Indian" is a list); "O' Time"


# A letter of initials ("C.M.", "J. R."): part of a name's initials, never a name of one letter on its own
_INITIAL_AFTER = lazy_compile(r"\.\s?[A-Za-z]\.")
_INITIAL_BEFORE = lazy_compile(r"\b[A-Za-z]\.\s?$")


# (a word that adds it may open the clause: "and alcatraz", "also alcatraz", "oh and alcatraz too")
# ("actually gatorland on day 3", "ok so gatorland": a correction or a filler opening the clause)
_CLAUSE_OPENING = lazy_compile(r"(?:^|[.!?;,(:])\s*"
                               r"(?:(?:oh|ok(?:ay)?|so|actually|then|wait|just|only|definitely|def|absolutely|really)\s+)*"
                               r"(?:(?:and|also|plus)(?:\s+also)?\s+)?$"
                               # ... or the next item after a day said of the one before ("seaworld day 2 and gatorland
                               # day 3", "seaworld on friday and gatorland on saturday"), or right after a day said first
                               # ("day 2 - seaworld", "on day 2 seaworld")
                               r"|(?:\bday\s+\d{1,2}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\b\d{1,2}(?:st|nd|rd|th))"
                               r"(?:\s*,?\s+(?:and|&|plus|then)\s+|\s*[-:\u2013\u2014]\s*|\s+)$", re.IGNORECASE)


def unknown_opening(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None) -> bool:
    """Whether one word of a name said in short opens its clause and is no English word ("motown, ..."), and no word of
    food follows it ("lowcountry cooking" is a region's food, no Children's Museum of the Lowcountry)."""
    return (size == 1 and unknown_word is not None and bool(_CLAUSE_OPENING.search(text, max(0, word[0] - 16), word[0]))
            and unknown_word(word[2]) and not _FOOD_AFTER.match(text, word[1]))


_FOOD_AFTER = lazy_compile(r"\s+(?:cooking|food|foods|cuisine|dishes|fare)\b", re.IGNORECASE)


_DOT_GAP = lazy_compile(r"\.\s?")  # after a word of one or two letters: "C. M. Russell Museum", "St. Louis Cathedral"


def unknown_cued(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None) -> bool:
    """Whether one word of a name said in short, no English word, comes right after a word that wishes or rules out a
    place ("no legoland, we're adults": LEGOLAND Discovery Center Columbus)."""
    return (size == 1 and unknown_word is not None and bool(_CUED.search(text, max(0, word[0] - 8), word[0]))
            and unknown_word(word[2]))


def joined(text: str, word: tuple[int, int, str], following: tuple[int, int, str]) -> bool:
    """Whether two words stand in one name: nothing but an apostrophe, a dash or a space between them, or a period
    after an initial or a short form ("c.m. russell museum", "st louis cathedral" said "st. louis")."""
    return bool(GAP.fullmatch(text, word[1], following[0])
                or (word[1] - word[0] <= 2 and _DOT_GAP.fullmatch(text, word[1], following[0])))


def an_initial(text: str, start: int, end: int) -> bool:
    return end - start == 1 and text[end:end + 1] == "." and bool(
        _INITIAL_AFTER.match(text, end) or _INITIAL_BEFORE.search(text, max(0, start - 3), start))


def another_kind(words: Sequence[tuple[int, int, str]], after: int, key: str, name: str) -> bool:
    """Whether the word after a name said in short (``key``, part of the data's ``name``; word index ``after``) is a
    kind of place the data's name does not say. A whole name may be followed by its kind ("the Broad museum")."""
    whole = key_of(name_keys.normal(name).split())
    if after >= len(words) or key == whole:
        return False
    word = words[after][2]
    return bool(OTHER_KIND_RE.fullmatch(word)) and plain_word(word) not in whole.split()


# An outing said after a word ("the factory tour", "a boat ride")
_OUTING_RE = lazy_compile(r"(?:tours?|rides?|cruises?|shows?|tastings?|classes|lessons?|experiences?)", re.IGNORECASE)


def plain_outing(words: Sequence[tuple[int, int, str]], after: int, key: str, name: str,
                 common_word: Callable[[str], bool] | None) -> bool:
    """Whether one plain English word said in short of a name (``key``) is followed by an outing the data's ``name``
    does not say: the word is what the outing is of ("the factory tour" is no Love Your Selfie Factory); a name's own
    word is the place toured ("fenway tour!", "steamboat natchez cruise")."""
    if after >= len(words) or " " in key or common_word is None or not common_word(key):
        return False
    word = words[after][2]
    return bool(_OUTING_RE.fullmatch(word)) and plain_word(word) not in key_of(name_keys.normal(name).split()).split()


# Between two items of a list of names ("johnny cash museum + ryman", "wynwood walls + vizcaya", "the zoo and the opry")
# (a comma alone is not enough: "Harry Potter, Hogsmeade" may be one name said with a pause; a "+" after a number is
# its "or more", no list: "4+ star lodging" names no "Star Noodle Dragon")
_LIST_GAP = lazy_compile(r"(?!(?<=\d)\s*\+)\s*(?:[+&/]\s*|,\s*(?:and|plus|or)\s+|\s(?:and|plus|then|or)\s+)(?:the\s+)?",
                         re.IGNORECASE)


# Every character a ``_LIST_GAP`` can hold: only a name ending in the run of these before a word can be a list's item
_GAP_RUN = lazy_compile(r"[\s+&/,adehlnoprstu]+", re.IGNORECASE)


class ListedAfter:
    """Whether the word at a position is the next item of a list after a name read (the ``taken`` spans and those
    ``add``-ed): a single word that is only part of a sight's name stands as one there, as it does after "the"
    ("johnny cash museum + ryman"). Only names ending in the run of gap characters before the word are tried, found by
    bisection: testing every name per word read long texts in squared time."""

    def __init__(self, text: str, taken: Spans) -> None:
        self._text = text
        self._ends = sorted(end for _, end in taken)
        runs = [m.span() for m in _GAP_RUN.finditer(text)]
        self._run_starts, self._run_ends = [s for s, _ in runs], [e for _, e in runs]

    def add(self, end: int) -> None:
        bisect.insort(self._ends, end)

    def __call__(self, start: int) -> bool:
        run = bisect.bisect_right(self._run_starts, start - 1) - 1
        if run < 0 or self._run_ends[run] < start:  # no gap character right before the word: no list goes on here
            return False
        ends = self._ends[bisect.bisect_left(self._ends, self._run_starts[run]):bisect.bisect_right(self._ends, start)]
        return any(_LIST_GAP.fullmatch(self._text, end, start) for end in ends)
# Right before a single word that is only part of a sight's name: "a show at the Ryman". Without "the" such a word is
# as often a place of its own ("Brooklyn or Queens is fine for the stay" is no wish to see the Brooklyn Bridge).
THE_BEFORE = lazy_compile(r"\b(?:the|either)\s+$", re.IGNORECASE)  # ... or "either" ("either alcatraz or ...": a choice)
# ... or right before a tour of it: "fenway tour!", "a wrigley tour" (a visit to the place the part names), or a trip
# on the water there ("a gates of the mountains boat trip")
TOURED = lazy_compile(r"\s+(?:(?:boat|river|lake)\s+(?:trips?|rides?|cruises?)\b|(?:(?:boat|bus|walking|guided)\s+)?tours?\b)",
                      re.IGNORECASE)
# ... but a kind of place toured is no name ("traverse city and a winery tour" is no Leigh's Garden Winery): an outing
_TOURED_KIND = lazy_compile(r"winer(?:y|ies)|brewer(?:y|ies)|distiller(?:y|ies)|vineyards?|farms?|ranch(?:es)?|factor(?:y|ies)"
                            r"|plantations?|cellars?|mines?|caves?", re.IGNORECASE)


def toured(text: str, start: int, end: int) -> bool:
    """Whether the words ``text[start:end]`` are followed by a tour of them ("a wrigley tour"), no kind of place toured."""
    return bool(TOURED.match(text, end)) and not _TOURED_KIND.fullmatch(text[start:end].split()[-1])
# ... but never a word in short followed by a way of going: "the flight back", "the flight home" are the trip's own
# flights, no Museum of Flight
LEG_AFTER = lazy_compile(r"\s+(?:back|home|there|out)\b", re.IGNORECASE)
# ... nor a word in short after "behind the": "behind the wheel" is driving, "behind the scenes" no place (never The
# Seattle Great Wheel)
BEHIND_THE = lazy_compile(r"\bbehind\s+the\s+$", re.IGNORECASE)


# ... nor a common English word in short, in lower case, where a person is said to be "at the" thing ("I hate being
# at the wheel", "she doesn't like to be at the wheel": driving), unless a wish to go there is said before it ("we
# want to be at the wheel at ICON park")
_BEING_AT_THE = lazy_compile(r"\b(?:be|being|been|am|is|are|was|were|sit|sitting|stuck)\s+at\s+the\s+$", re.IGNORECASE)
_TO_GO = lazy_compile(r"\b(?:see|seeing|visit\w*|go(?:ing)?\s+to|ride|riding|tour\w*|check(?:ing)?\s+out|explor\w*"
                      r"|stop\s+at|must|wanna|head\s+to)\b[^.;!?]{0,25}$", re.IGNORECASE)


_KIND_NEXT = lazy_compile(rf"\s+{sight_kinds.SIGHT_KIND}\b", re.IGNORECASE)


def a_common_word(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None,
                   common_word: Callable[[str], bool] | None = None) -> bool:
    """Whether a one-word part of a sight's name is a common word said in another sense (``_BEING_AT_THE``, or one of
    English's most frequent words), with no wish to go there said before it."""
    start, end, key_of = word
    said = text[start:end]
    if size != 1 or unknown_word is None or not said.islower() or unknown_word(said.lower()):
        return False
    # ... unless a sight's kind follows it ("the strong museum": The Strong National Museum of Play)
    common = (common_word is not None and common_word(said.lower())
              and not _KIND_NEXT.match(text, end))
    return ((common or bool(_BEING_AT_THE.search(text, max(0, start - 30), start)))
            and not _TO_GO.search(text, max(0, start - 60), start))


def common_words(text: str, part: Sequence[tuple[int, int, str]], name: str,
                  common_word: Callable[[str], bool] | None) -> bool:
    """Whether a part of several words of a name, said in lower case with neither "the" nor a wish to go before it,
    opens on a pronoun and is only English's most frequent words, not the whole name: a statement ("phipps
    conservatory, i love plants" is no "I Love Johnstown Mural"; "rock city and ruby falls" stays a name)."""
    start, end = part[0][0], part[-1][1]
    return (len(part) > 1 and common_word is not None and text[start:end].islower()
            and text[start:part[0][1]] in _PRONOUNS
            and key_of(w[2] for w in part) != key_of(re.findall(r"[a-z0-9]+", name_keys.normal(name)))
            and not _KIND_NEXT.match(text, end) and not THE_BEFORE.search(text, max(0, start - 5), start)
            and not _TO_GO.search(text, max(0, start - 60), start)
            and all(common_word(text[s:e].lower()) for s, e, _ in part))


_PRONOUNS = frozenset("i we you they he she it my our your their".split())


# After words from inside a name, a word of another name going on ("the wright brothers memorial" is no Burgwin-Wright
# House): any word but one that closes or joins a clause
_NAME_GOES_ON = lazy_compile(r"\s+(?!(?:and|or|for|if|with|in|on|at|to|the|a|an|we|i|is|are|was|would|will|this|that|too"
                             r"|please|pls|but|so|though|tho|when|while|def|definitely"
                             # ... nor a word of emphasis ("UFO museum obviously", "the slugger museum for sure")
                             r"|obviously|obvs|ofc|absolutely|naturally|surely|certainly|also|then"
                             # ... nor a cry or a laugh after it ("no segway tours lol": Detroit Segway Tours & Rides)
                             r"|lol|lmao|haha\w*|hehe\w*|omg|btw|tbh|imo|jk|plz|thx|ty|ok|okay)\b)[A-Za-z]", re.IGNORECASE)


def inner_goes_on(text: str, key: str, name: str, end: int) -> bool:
    """Whether words from inside a name are followed by more of another name (``_NAME_GOES_ON``)."""
    return bool(_NAME_GOES_ON.match(text, end)) and inside(key, name)


def english_word_goes_on(text: str, word: tuple[int, int, str], size: int, name: str, kind: str,
                         unknown_word: Callable[[str], bool] | None) -> bool:
    """Whether the first word of a sight's name, an English word in lower case said alone, is followed by a word of its own
    phrase that is no word of the name (nor its short form) and no kind of sight: the word said of something else ("the
    northern lights" is no Northern Alaska Tour Company; "the strong museum" stays The Strong National Museum of Play,
    "walnut st bridge" the Walnut Street Bridge, "charles wright museum" the Charles H. Wright Museum)."""
    start, end, _key = word
    said = text[start:end]
    following = _NEXT_WORD.match(text, end)
    if (kind != "sight" or size != 1 or unknown_word is None or not said.islower() or unknown_word(said) or following is None
            or not _NAME_GOES_ON.match(text, end) or _KIND_NEXT.match(text, end) or _VERDICT_AFTER.match(text, end)):
        return False
    words = [w for w in re.findall(r"[a-z0-9]+", name_keys.normal(name)) if w != "the"]
    after = following.group(1).lower()
    return bool(words) and words[0] == said and not any(w.startswith(after) for w in words)


_NEXT_WORD = lazy_compile(r"\s+([A-Za-z][\w'’]*)")


def food_words_only(text: str, start: int, key: str, kind: str) -> bool:
    """Whether a part of a sight's name said in lower case holds only words of food or of a place to eat: the kind of
    place to eat ("coffee shops, i run on caffeine" asks for cafes, not Aurora Coffee Shop)."""
    return kind == "sight" and text[start].islower() and all(w in FOOD_PLACE_WORDS for w in key.split())


# What follows a restaurant's one-word name opening a sentence, saying it is one: "Tashan one night, heard it's great",
# "Truffles, heard it's the best", "Applebee's in Peoria", "Aromas for breakfast"
_NAMED_AFTER = lazy_compile(r"\s*(?:,\s*(?:heard|i\s+hear|we\s+hear|supposedly|apparently|looks|sounds|it's|its)\b"
                            r"|one\s+(?:night|day|evening|morning)\b|for\s+(?:breakfast|lunch|dinner|brunch|dessert)\b|in\s+[A-Z]"
                            r"|(?:once|at\s+least\s+once|one\s+time)\b"  # "Wagamama once"
                            r"|(?:looks|sounds|is\s+supposed\s+to\s+be)(?:\s+like)?\s+(?:great|good|amazing|fun|awesome"
                            r"|delicious|neat|cool|interesting))")


def capitalised_said_so(text: str, start: int, end: int) -> bool:
    """Whether a single word that is only part of a sight's name, written with a capital, is followed by what says it
    is a place ("ZipQuest looks like fun" for ZipQuest - Waterfall & Treetop Adventure), or a wish said after a name
    ("Universal is a must"): a name said in short."""
    return text[start].isupper() and bool(_NAMED_AFTER.match(text, end) or must_see.MUST_AFTER.match(text, end))  # "Universal is a must"


def plain_plural(text: str, word: tuple[int, int, str], size: int, name: str,
                 unknown_word: Callable[[str], bool] | None = None) -> bool:
    """Whether one word in lower case is a plain noun in the plural where the data's name holds it in the singular
    ("museum of the rockies, the dinosaurs!!" is no wish for Dinosaur Park); said as the name spells it, it is the name
    ("the domes!" for Mitchell Park Domes), and so is a word no English ("petroglyphs!" for Petroglyph National
    Monument)."""
    return (size == 1 and text[word[0]].islower() and word[2].endswith("s")
            and word[2] not in name_keys.normal(name).split()
            and not (unknown_word is not None and unknown_word(word[2])))


# ("give seaworld a miss", "give gatorland a try": a name given a miss or a go)
# ... or had a meal at ("dinner at gibson's": Gibson's Gourmet Burgers & Ribs by its owner's name)
_CUED = lazy_compile(r"\b(?:skip|avoid|no|not|never|see|visit|give|(?:breakfast|brunch|lunch|dinner|supper|eat|dine)\s+at"
                     # ... or a pick reported of one of the party ("dad says desert botanical garden", "mom votes for
                     # the heard museum", "my son insists on enchanted island")
                     r"|says|said|votes?(?:\s+for)?|insists?\s+on|suggests?|suggested|picks?|picked|wants|needs"
                     # ... or wanted plainly ("we want seaworld", "the kids want seaworld", "my daughter loves gatorland")
                     r"|want|wanna|need|loves?|adores?"
                     # ... or as a visit planned ("hit up seaworld", "we'd like to do gatorland")
                     r"|hit(?:\s+up)?|(?<!\bhow\s)(?<!\bwhat\s)(?<!\bwhy\s)do"
                     # ... or a visit of the past, its clause saying what it asks ("we've been to seaworld, skip it")
                     r"|(?:been|went)\s+to|visited|seen|saw)\s+$",
                     re.IGNORECASE)
# A restaurant's verdict after its name, closing its clause: "dominos is a hard pass", "dominos is a no", said short
# ("dominos nope", "starbucks? nah"), or how often ("no taco bell ever", "not arbys again"), or not for this trip
_VERDICT = (rf"(?:(?:is|are|'s|’s)\s+{negation.REFUSAL}|{negation.SHORT_PASS}"
            r"|[,?:–—-]\s*skip(?:\s+it)?"  # ... or skipped after a mark ("the little diner - skip")
            rf"|[,?:–—-]?\s*(?:{negation.SHORT_NO}|never(?:\s+on\s+(?:a|this|our)\s+(?:trip|vacation|holiday))?)"
            rf"|(?:ever(?:\s+again)?|again|anymore|at\s+all)|{negation.NOT_THIS_TRIP})\s*(?:$|[.!?;,)])")
_VERDICT_AFTER = lazy_compile(rf"\s*{_VERDICT}", re.IGNORECASE)
# A dish had at a restaurant, after its name ("for a slice", "for curry", "for the burgers", "for a massive burger"): one
# a restaurant serves, never a cuisine's name (which the cuisine reader reads: "nanking for chinese")
_FOR_A_DISH = (r"for\s+(?:an?\s+|some\s+|the\s+|their\s+)?(?:(?:massive|big|huge|quick|cheap|good|proper|late)\s+)?"
               rf"(?:slices?|curry|curries|wings|ribs|{DISHES}|{'|'.join(DISHES_OF.values())})\b")
# What follows a restaurant's name in lower case, saying it is one: its clause's end, its city, its meal or its time
# ... a dash between spaces is a comma ("talaga sampireun - heard great things")
_SAID_SO_LOWER = lazy_compile(r"\s*(?:$|[.!?;,)]|(?<=\s)-(?=\s)|(?:over\s+)?in\s+[a-z]|\(\s*[a-z]"
                              r"|one\s+(?:night|nite|day|evening|morning)\b"
                              # ... a request's word closing it ("tandoori nights plz"), what it is had for ("belfrance
                              # luxury chocolates for a treat") or how it sounds ("coconuts fish cafe sounds fire")
                              r"|(?:pls|plz|please|obvs?|ty|thx|thanks)\b|for\s+(?:a|some)\s+(?:treat|snack|bite|drink|drinks|coffee)\b"
                              # ... or a dish had there ("guido's for a slice", "big jud's for a massive burger")
                              rf"|{_FOR_A_DISH}"
                              r"|(?:looks|sounds|seems)\s+(?:so\s+|really\s+|super\s+)?(?:good|great|amazing|fun|awesome|delicious"
                              r"|fire|dope|lit|yummy|tasty|legit|rad|cool|nice|interesting)\b"
                              r"|for\s+(?:breakfast|lunch|dinner|brunch|dessert)\b|(?:once|at\s+least\s+once|one\s+time)\b"
                              # ... or who it is for, closing its clause ("pizza central for the kids")
                              r"|for\s+(?:the|my|our)\s+(?:kids|children|little\s+ones|family|boys|girls|wife|husband|son|daughter)"
                              rf"\s*(?:$|[.!?;,)])|{_VERDICT})",
                              re.IGNORECASE)
# The kinds of place to eat people say of food in general ("pizza places are a no", "no fast food joints ever"): a name
# of food words ending in one is the kind, never the restaurant, even with its verdict ("pizza hut never" is the chain)
_EATERY_KINDS = frozenset("place places spot spots joint joints restaurant restaurants food foods shop shops bar bars"
                          .split())
_OWNERS = lazy_compile(r"[a-z]{3,}['’]s$")  # an owner's name ("applebee's", "tony's")
# ... but a remark about the name, or a laugh, after it is talk about the name, no wish ("dhaba on wheels, what a name
# haha", "dhaba on wheels lol")
_REMARK_AFTER = lazy_compile(r"\s*,?\s*(?:(?:what|such)\s+an?\s+(?:\w+\s+)?name|(?:love|like)\s+(?:the|that)\s+name"
                             r"|(?:funny|great|cute|weird|cool|nice|wild|odd|fun)\s+name|lol|lmao|haha\w*|hehe\w*)\b",
                             re.IGNORECASE)


# its city after it: "in" it, or in brackets ("wildflour cafe (austin)")
# Who the travellers are, after a name: its fans ("harry potter fan here", "huge packers fans"): talk about them, no
# wish for the place that holds the name
FANS_AFTER = lazy_compile(r"\s+(?:super\s+|huge\s+|big\s+|die[\s-]?hard\s+)?(?:fans?|nerds?|buffs?|geeks?|junkies?|fanatics?)\b",
                          re.IGNORECASE)
_IN_A_PLACE = lazy_compile(r"(?:\s+in\s+|\s*\(\s*)(?P<place>[a-z][a-z.'\s-]{1,30})", re.IGNORECASE)


def _in_a_city(text: str, end: int, cities: Sequence[str]) -> bool:
    """Whether the words after ``end`` say "in" one of ``cities`` (its whole name, then a word's end)."""
    said = _IN_A_PLACE.match(text, end)
    if said is None:
        return False
    place = said.group("place").lower()
    return any(place.startswith(city.lower()) and not place[len(city):len(city) + 1].isalnum() for city in cities)


_TIME_AT = lazy_compile(r"\b(?:a|an|one|half\s+a)\s+(?:full\s+|whole\s+)?(?:day|afternoon|morning|evening)\s+at\s+(?:the\s+)?$"
                        # ... or an outing of one's own there ("a stroll in forsyth park", "a picnic at piedmont park")
                        r"|\b(?:a|an)\s+(?:long\s+|nice\s+|quick\s+)?(?:stroll|walk|picnic|wander|jog|run|bike\s+ride)\s+"
                        r"(?:in|through|around|at|along|on)\s+(?:the\s+)?$", re.IGNORECASE)
_A_BEFORE = lazy_compile(r"(?:^|[.!?;,(]|\band)\s*an?\s+$", re.IGNORECASE)
_HEDGE_OPENING = lazy_compile(r"(?:^|[.!?;,(+&]|\band|\bbut)\s*(?:maybe|perhaps|possibly|probably|hopefully|ideally)\s+(?:also\s+)?$",
                              re.IGNORECASE)
_THE_OPENING = lazy_compile(r"(?:^|[.!?;,(])\s*the\s+$", re.IGNORECASE)
_ALONE = lazy_compile(r"[\s!?.]*")
_CLAUSE_STOP = lazy_compile(r"[,;\n]")


# A list's joining word before or after a restaurant's name said in lower case ("los aztecas and biryani point")
_JOINED_BEFORE = lazy_compile(r"(?:\band|&|\+)\s*$", re.IGNORECASE)
_JOINED_AFTER = lazy_compile(r"\s*(?:\band\b|&|\+)", re.IGNORECASE)


def _rare_word_in(words: str) -> bool:
    """Whether ``words`` hold one English rarely says: a name, never plain words joined in a list."""
    return any(is_rare_english(w) for w in re.findall(r"[a-z]+", words.lower()))


def _clause_end(text: str, at: int) -> int:
    """Where the clause holding ``at`` ends: its next comma, semicolon or line break, or the text's end."""
    stop = _CLAUSE_STOP.search(text, at)
    return stop.start() if stop else len(text)


@functools.lru_cache(maxsize=64)
def _city_owning(trip_cities: tuple[str, ...]) -> re.Pattern[str]:
    """A trip city in the possessive right before a name ("savannah's prohibition museum"): where the name is."""
    said = "|".join(re.escape(c) for c in sorted(trip_cities, key=len, reverse=True)) or r"(?!)"
    return re.compile(rf"(?:^|[^\w'’])(?:{said})['’]s\s+(?:the\s+)?$", re.IGNORECASE)


def stands_as_name(text: str, start: int, end: int, size: int, kind: str, listed: bool = False, unknown: bool = False,
                   cities: Sequence[str] = (), the_own: bool = False, owner: bool = False,
                   trip_cities: tuple[str, ...] = ()) -> bool:
    """Whether the words ``text[start:end]`` stand as a name: capitalised inside a sentence, or where a name stands (a
    clause's opening, after "the"); a single word there is no short one, unless it is the next item of a list after a
    name read (``listed``: "and the opry"). A restaurant's name is capitalised as written
    (its words are often plain ones: "Green Restaurant", "Hot Fork"), or in lower case a word English never writes
    (``unknown``: "meraki", a restaurant's whole name), or one said in its own city, one of ``cities`` ("matchbox in
    houston": the city says it is the restaurant there, no plain word). ``the_own``: the data's name opens on "the"; said
    with it, opening its clause, plain words of food are the name ("the fish house" is The Fish House). ``owner``: the
    words are the data's owner's name opening it, said without its apostrophe ("dominos, no thx": Domino's Pizza)."""
    before = text[max(0, start - 40):start]
    # ... "either" too ("either gatorland or epcot")
    # ... a bullet too, after a sentence ("... budget of $6,000. - city market")
    opening = bool(re.search(r"(?:^|[.!?;,(+&]|\bthe|\beither)\s*(?:[-*\u2022]\s+)?$", before, re.IGNORECASE)
                   or _CLAUSE_OPENING.search(before))  # ... or after a word adding it ("and alcatraz", "also alcatraz")
    # ... or after a hedge opening its clause ("maybe seaworld if it fits", "and possibly gatorland")
    opening = opening or bool(_HEDGE_OPENING.search(before))
    # ... or right after a word that wishes or rules out a place ("skip splash city", "we want to see splash city"),
    # unless the words end in a kind of place ("no theme parks" is no "Fun Spot America Theme Parks": a kind ruled out)
    last = text[start:end].split()[-1]
    opening = opening or (bool(_CUED.search(before)) and not OTHER_KIND_RE.fullmatch(last.removesuffix("s")))
    opening = opening or (bool(_A_BEFORE.search(before)) and toured(text, start, end))  # "a wrigley field tour"
    # ... or after the time spent there ("a day at colonial williamsburg", "a stroll in forsyth park")
    opening = opening or bool(_TIME_AT.search(before))
    # ... or after its city in the possessive ("savannah's prohibition museum")
    opening = opening or (bool(trip_cities) and bool(_city_owning(trip_cities).search(before)))
    if text[start].isupper() and not re.search(r"(?:^|[.!?;]\s)\s*$", before):  # capitalised, not as a sentence's first word
        return True
    if kind == "restaurant":  # one word opening its sentence is a name when what follows says so ("Tashan one night")
        if text[start].isupper():
            return size > 1 or bool(_NAMED_AFTER.match(text, end))
        # ... in lower case, where a name stands, its words said as a place to eat or alone in their clause ("texas
        # roadhouse in minneapolis one night", "rhinehart's oyster bar"): several words, or one owner's ("tony's,
        # mall of america", "never applebee's")
        # ... never one of plain words of food and places to eat only ("pizza hut one night")
        # ... or one word after "the" opening its clause ("the hangar, mexican food": The Hangar), or one no English word
        # ("meraki": no plain word it could be)
        # ... or an item of a list joined by "and" ("los aztecas and biryani point"), its name holding a word English
        # rarely says (never "the best and cheapest")
        # ... or one word after "the" opening its clause so joined ("the kasbah and a rooftop bar")
        listed_item = (size > 1 or bool(_THE_OPENING.search(before))) and _rare_word_in(text[start:end]) and bool(
            _JOINED_BEFORE.search(before) if not opening else _JOINED_AFTER.match(text, end))
        opening = opening or listed_item
        return (opening and (size > 1 or unknown or owner or bool(_OWNERS.search(text, start, end)) or bool(_THE_OPENING.search(before))
                             or _in_a_city(text, end, cities))
                and (any(w.lower() not in FOOD_PLACE_WORDS for w in re.findall(r"[\w'’]+", text[start:end]))
                     or (the_own and size > 1 and bool(_THE_OPENING.search(before)))
                     # ... or its whole name of food words said with its verdict ("pizza hut is a no")
                     or (size > 1 and last.lower() not in _EATERY_KINDS and bool(_VERDICT_AFTER.match(text, end))))
                and (listed_item or bool(_SAID_SO_LOWER.match(text, end))) and not _REMARK_AFTER.match(text, end))
    # "..., and the opry": an item of a list after a name read; "omsi!!": a word its clause holds alone, with no "the"
    # before it ("the ride" is too likely the plain word)
    alone = not THE_BEFORE.search(before) and _ALONE.fullmatch(text, end, _clause_end(text, end))
    # ... or one word English never writes after "the" ("the opry" for Grand Ole Opry: no plain word it could be)
    unknown_after_the = bool(THE_BEFORE.search(before)) and not is_english(text[start:end].lower())
    shortest = MIN_SINGLE - 1 if listed or alone or unknown_after_the else MIN_SINGLE
    acronym = text[start:end].isupper() and end - start >= 3  # "OMSI and the rose test garden": written as a name is
    # an item after "and" stands where a name does
    return (opening or listed) and (size > 1 or end - start >= shortest or acronym)
