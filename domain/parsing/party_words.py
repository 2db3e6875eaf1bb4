"""The words of a party: one companion ("wife", "my husbnd" once corrected) or many ("friends", "the kids"), the
links of a list ("and", "w/", "bringing"), the speaker ("I", "me") and its voice ("we", "our"), and the one pattern
of a companion (``COMPANION``) every reader of the party counts with. ``PARTY_WORD`` is any such word (and a pet's):
a name right after one is who travels, not a wish.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, SIGN
from himap_travel.domain.parsing.party_foreign import FOREIGN_PARTY_WORDS
from himap_travel.domain.text.lazy_regex import lazy_compile

PLURAL_PRONOUN = lazy_compile(r"\b(?:we|we're|we'll|we've|we'd|us|our|ours|ourselves)\b", re.IGNORECASE)

# Companions of a speaker who travels ("my wife and I", "me and 3 friends", "with our 2 kids"), as plain words: the
# patterns are built from them, and a misspelt one is corrected against them ("my husbnd": ``relations_spelled``).
ONE_WORDS = (
    "wife", "husband", "partner", "spouse", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé", "fiancée", "friend",
    "buddy", "pal", "brother", "sister", "sibling", "mother", "father", "mom", "mum", "dad", "son", "daughter", "colleague",
    "coworker", "co-worker", "grandmother", "grandfather", "grandma", "grandpa", "grandson", "granddaughter", "aunt", "uncle",
    "cousin", "niece", "nephew", "roommate", "kid", "child", "baby", "toddler", "teenager", "teen", "boss", "hubby", "wifey",
    "bf", "gf", "bestie", "bff", "mate", "bro", "sis", "mama", "mommy", "papa", "daddy", "granny", "nana", "grandad",
    "granddad", "stepmom", "stepmother", "stepdad", "stepfather", "stepson", "stepdaughter", "girl", "boy", "kiddo",
    "missus", "classmate", "neighbor", "neighbour", "little one", "newborn", "infant", "mrs", "other half", "better half",
    "significant other", "lad", "lass", "hubs", "roomie", "twin sister", "twin brother",
)
MANY_WORDS = (
    "friends", "buddies", "pals", "brothers", "sisters", "siblings", "sons", "daughters", "colleagues", "coworkers",
    "co-workers", "grandchildren", "grandkids", "grandparents", "parents", "twins", "triplets", "cousins", "nieces",
    "nephews", "roommates", "kids", "children", "babies", "toddlers", "teenagers", "teens", "people", "persons", "others",
    "travelers", "travellers", "companions", "bros", "besties", "mates", "kiddos", "kiddies", "girls", "boys", "guys",
    "lads", "ladies", "gals", "in-laws", "in laws", "classmates", "neighbors", "neighbours", "teammates", "spouses",
    "partners", "wives", "husbands", "girlfriends", "boyfriends", "aunts", "uncles", "grandsons", "granddaughters",
    "little ones", "newborns", "infants", "seniors", "twin boys", "twin girls", "twin sons", "twin daughters",
    "twin brothers", "twin sisters", "students", "hubbies", "fiances", "fiancees", "fiancés", "fiancées", "roomies",
    "littles", "moms", "mums", "dads", "mothers", "fathers",
    # a learner's regular plural of "child" ("our two childs"): the children still counted ("childrens" is no plural:
    # "the childrens museum" is a place)
    "childs",
)


def alternation(words: tuple[str, ...]) -> str:
    """A pattern matching any of ``words`` (a space or hyphen in one matches either)."""
    return "(?:" + "|".join(re.escape(w).replace(r"\-", r"[\s-]").replace(r"\ ", r"[\s-]") for w in words) + ")"


ONE_COMPANION = alternation(ONE_WORDS)
# Any word for one or more of the party, and a pet: a name right after one is who travels ("our dog Biscuit", "my
# husband John"), not a wish (``unread``).
PARTY_WORD = lazy_compile(alternation((*ONE_WORDS, *MANY_WORDS, *FOREIGN_PARTY_WORDS, "dog", "dogs", "cat", "cats", "puppy",
                                      "pup", "kitten", "pet", "pets")), re.IGNORECASE)
# ... and a family said with no size ("me and my family", "with the whole family"): a group of no number, asked (never a
# family-friendly place, a family of four, a family trip, or one its members are listed after: "the family: me, hubby")
MANY_COMPANIONS = (alternation(MANY_WORDS)[:-1]
                   + r"|(?:gang|crew|squad)\b(?!\s+of\b)"  # "me and the gang": a band of friends of no number, asked too
                   + r"|famil(?:y|ies)(?![\s-]*(?:friendly|style|sized?|rooms?|suites?|restaurants?|run|owned|reunion|trip"
                     r"|vacation|holiday|of)\b|\s*(?:[:(–—]|-\s)))")
IN_LAW = r"(?:[\s-]in[\s-]laws?)?"  # "my mother-in-law" is one companion, "my parents-in-law" two
AND_WORD = r"(?:and|&|plus|\+|\bn\b)"  # "me n my gf"
_PARTY_LINK = (r"(?:\bw/|\bw\b(?![/'’.])|\b(?:with|and|n|plus|bringing|taking|take|takes|took|bring|brings|brought"
               r"|accompanied\s+by|along\s+with|together\s+with|as\s+well\s+as|joined\s+by)\b|&|,|\+)\s*(?:also\s+)?")
# "me and a friend": one companion; "his wife and their baby"; "my husband's parents": the parents (whose they are is
# no traveller)
DETERMINED = r"(?:(?:my|our|his|her|their|the)\s+[a-z]+(?:[\s-]in[\s-]laws?)?['’]s\s+|(?:my|our|his|her|their|the|a|an)\s+)?"
KIND_WORDS = (r"(?:little|young|adult|grown|best|old|teenage|college|other|more|sorority|fraternity|frat|work|school|church"
               r"|childhood|closest|oldest|dearest|favou?rite|elderly|aging|ageing|older|younger|big|baby|kid|broke|poor|starving"
               r"|whole|entire|extended|immediate"
               r"|hungry|tired|crazy|wild|retired|single|fellow)")
KIND = rf"(?:{KIND_WORDS}\s+){{0,2}}"  # "me and 3 broke college students"
# "a couple of friends", "me and some friends": a few, no exact number (counted as a group with no number).
_VAGUE_COUPLE = r"(?:a\s+couple\s+of|some|a\s+few|several)"
# "2 of my college roommates" is "my 2 college roommates", "some of my friends" "some friends".
# (never inside a longer word: the "son" of "a brutal tax season and my coworker and I")
COMPANION = lazy_compile(
    rf"(?<![A-Za-z]){DETERMINED}(?:(?:{SIGN}({NUM})|({_VAGUE_COUPLE}))(?:\s+of)?(?:\s+(?:my|our|the))?\s+)?{KIND}(?:({MANY_COMPANIONS})|({ONE_COMPANION})){IN_LAW}\b",
    re.IGNORECASE,
)
SPEAKER = lazy_compile(r"\b(?:i|me|myself|i'?m|i'll|i've|i'd)\b", re.IGNORECASE)  # "im": I'm typed without the apostrophe
# "me" as the one a request is made for ("plan me LA to Vegas, 4 guys", "book me something cheap", "find me a trip"):
# who asks, no word that the writer travels beside the party said ("book me and my wife a trip" joins them: a traveller)
REQUESTER = lazy_compile(r"\b(?:plan|book|find|get|give|make|build|show|sort|organi[sz]e|map\s+out|put\s+together)\s+me\b"
                         r"(?!\s*(?:,|\band\b|&|\+|\bplus\b|\bwith\b|\balong\b|\btoo\b))", re.IGNORECASE)
LINK_BEFORE = lazy_compile(_PARTY_LINK + r"$", re.IGNORECASE)
# A list of companions followed by the speaker: "my husband, our three kids and I", "my hubby, me and ..." (each is counted);
# a companion may be said with where they come from ("3 guys from work and me", "my sister from Denver and I").
_NOTE = r"(?:\s*\([^()]{0,24}\))?"  # a companion's note in brackets: "her two boys (5 and 8) plus me"
# ... the rest of a list of companions after its first ("my sister and her 2 kids", "my husband, our three kids")
LIST_REST = rf"(?:\s*(?:,|{AND_WORD})\s*{DETERMINED}(?:{NUM}\s+)?{KIND}(?:{MANY_COMPANIONS}|{ONE_COMPANION}){IN_LAW}\b{_NOTE})*+"
SPEAKER_AFTER = lazy_compile(
    rf"(?:\s+(?:from|at)\s+(?:the\s+|my\s+|our\s+)?[a-z]+)?{_NOTE}"
    rf"{LIST_REST}"
    rf"(?:\s*,?\s*{AND_WORD}\s+(?:i|me|myself)\b(?!')|\s*,\s*(?:i|me|myself)\b(?!')(?=\s*,?\s*{AND_WORD}\s))",
    re.IGNORECASE,
)
# ... or with more of the list after the speaker: "my mom, me, my husband and our daughter", "hubby, me, baby" (a relation
# before it: "4 people, me, my husband and the kids" states the total, no companion)
SPEAKER_INSIDE = lazy_compile(rf"\s*,\s*(?:i|me|myself)\b(?!')(?=\s*,\s*(?:(?:my|our)\s|(?:the\s+)?{ONE_COMPANION}\b))", re.IGNORECASE)
# Right before a companion with no determiner and no number ("me and friends"): the speaker (or "us") and a link.
SPEAKER_AND = lazy_compile(rf"\b(?:me|i|myself|us)\s*(?:{AND_WORD}|,|with)\s*$", re.IGNORECASE)
JOINING = lazy_compile(rf"(?:\b(?:me|i|myself|us)\s*(?:{AND_WORD}|,)|\bwith)\s*$", re.IGNORECASE)  # "me and 3 people", "with 3 people"
OTHER_PEOPLE = lazy_compile(r"\b(?:other|more)\s+\w+$", re.IGNORECASE)  # "3 other people": beside the speaker
LIST_GAP = lazy_compile(rf"\s*(?:,|{AND_WORD})\s*(?:and\s+)?", re.IGNORECASE)  # between two companions of one list
# groups that say how many they are ("our twins", "my twin boys")
GROUP_SIZES = {"parents": 2, "twins": 2, "triplets": 3, "grandparents": 2, **{f"twin {kind}": 2 for kind in (
    "boys", "girls", "sons", "daughters", "brothers", "sisters")}}


def group_size(word: str) -> int | None:
    """How many a group word says it is ("parents", "twin boys": 2), or None ("kids")."""
    return GROUP_SIZES.get(re.sub(r"[\s-]+", " ", word.lower()))


GENERIC = frozenset({"people", "persons", "others", "travelers", "travellers", "companions"})  # no relation: never a correction
