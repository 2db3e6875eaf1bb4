"""The number of travellers.

* **people_number** - "a group/party/family of N", "N people/persons/travelers/
  individuals/adults/participants", "for N", "N adults and M children" (N+M),
  "a duo/pair/couple" (2), "solo", "alone", "a single person", "an individual".
  Numbers may be digits or words.
* **a speaker with companions** - when the writer travels (I/me) with people
  named by relation, the writer counts too: "my wife and I" (2), "me and 3
  friends" (4), "my wife and I with our 2 kids" (4), "I'm bringing my 3 kids"
  (4), "my husband, our three kids and I" (5), "our son and daughter" (2),
  "our twins" (2), "my wife and I want to take our 2 kids" (4), "me n my gf"
  (2), "my husbnd and I" (2: a relation misspelt by one letter is corrected), "me and 2 of my roommates" (3),
  "the two of us plus my mom" (3: a group of the speaker joined by more), "both
  of us" (2), "we're 5", "me + 1" (2), "mum, dad and our three kids" (5:
  parents speaking of themselves; "grandma, grandpa and our grandson (7)": 3), "the little ones (2 and 4)" (2:
  one per age), "my twin boys" (2), "a couple with a baby" (3), "two families of 4" (8), "2 guys and 2 gals" (4), "2
  moms and 3 kids" (5), "myself and my elderly mother" (2), "our newborn" (one). A group with no number ("with my
  kids", "me, my husband and the kids", "a couple of friends and I", "my in-laws") cannot be counted:
  without a stated count it is a problem
  naming it (the command line refuses, the chat asks), and a stated count
  smaller than the people named ("for 3: me, my husband and the kids") too.
* **zero** - "0 people" is a problem, never read as one traveller; "1 adult and
  0 children" is 1.
* **refused** (a problem naming the text, never a count read from part of
  it): a negative count ("-3 people", "minus two travellers", "−3 people"), a
  range ("2-3 people", "2 or 3 people"), a count that is not whole ("2.5
  people", "3½ people"), more than ``MAX_PEOPLE`` (20) travellers.

Without a stated count, ``read_people`` says what the wording implies: the
voice (I/me singular, we/us/our plural) and the smallest count it allows.
``parse_request`` decides what that becomes (the benchmark's reading, the
command line's assumption, or the chat's question).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from rapidfuzz.distance import OSA

from himap_travel.domain.parsing.numbers import NUM, ODD_QUANTITY, SIGN, num_value, read_count
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import MAX_PEOPLE

_WHAT = "the number of travellers"

_PEOPLE_NOUNS = (
    r"(?:people|ppl|persons?|travell?ers|individuals|adults|grown[\s-]?ups|participants|guests|friends|passengers|pax|members"
    r"|tourists|folks|visitors|companions|colleagues|coworkers|co-workers|of\s+us|of\s+them|family\s+members"
    r"|guys|gals|ladies|lads|dudes|buddies|pals|bros|women|men|gentlemen|mates|roommates|roomies|classmates|teammates|peeps"
    r"|girlfriends"
    r"|seniors|senior\s+citizens|students|(?:college|uni|university|grad)\s+kids)"
)
# Words for grown-ups of one sex: two counts of them joined are added ("2 guys and 2 gals": 4, never read as 2).
_SEXES = r"(?:guys|gals|ladies|lads|dudes|women|men|gentlemen)"
_BOTH_SEXES = re.compile(rf"(?<![\w$])({NUM})\s+({_SEXES})\s*(?:,|and|&|\+|plus)\s*({NUM})\s+({_SEXES})\b", re.IGNORECASE)
_PEOPLE_PATTERNS = [
    re.compile(rf"\b(?:group|party|family|team|crew|band|company|gang|squad|delegation)\s+of\s+{SIGN}({NUM})(?!\s*(?:days?|nights?|cities"
               r"|weeks?)\b)", re.IGNORECASE),
    # one or two words of what they are before the noun: "4 broke college kids", "3 poor students"
    re.compile(rf"(?<![\w$])({NUM})\+?[\s-]*(?:(?:adult|young|senior|elderly|female|male|total|business|travelling|traveling"
               rf"|different|college|best|old|close|good|work|school|broke|poor|starving|hungry|tired|crazy|wild|retired"
               rf"|single|fellow|grad|graduate|uni|university|med|nursing|exchange)\s+){{0,2}}{_PEOPLE_NOUNS}\b", re.IGNORECASE),
    re.compile(rf"(?<![\w$])({NUM})\+?[\s-]*(?:person|people|ppl|pax|traveller|traveler|adult)\b(?!\s*(?:per|each))", re.IGNORECASE),
    re.compile(rf"\b(?:we|there)(?:\s+(?:are|were|will\s+be|would\s+be)|\s*['’](?:re|ll\s+be|d\s+be))\s+{SIGN}({NUM})\b"
               r"(?!\s*(?:days?|nights?|weeks?|cities|hours?|minutes?|mins?|miles?|km|years?|stars?|dollars?|percent|%)\b)", re.IGNORECASE),
    re.compile(rf"\btotal\s+of\s+{SIGN}({NUM})\s+(?:{_PEOPLE_NOUNS})\b", re.IGNORECASE),
    # a party's size in brackets after it: "my buddies and me (5 total)", "the kids and us (6 altogether)"
    re.compile(rf"\(\s*{SIGN}(?!\d{{3}})({NUM})\s+(?:in\s+)?(?:total|all|altogether|all\s+together)\s*\)", re.IGNORECASE),
    # a form's label: "Travelers: 4", "people: 2", "party size = 3"
    re.compile(rf"\b(?:travell?ers|people|persons|guests|pax|adults|party\s+size|group\s+size|headcount)\s*[:=]\s*{SIGN}({NUM})\b"
               r"(?!\s*(?:days?|nights?|weeks?|cities|dollars?|%|[.,/]\d))", re.IGNORECASE),
    re.compile(rf"\bnumber\s+of\s+(?:people|persons|travell?ers|guests|adults|{_PEOPLE_NOUNS})(?:\s+[a-z]+){{0,2}}?\s+(?:is|are|will\s+be"
               rf"|=)\s+{SIGN}({NUM})\b", re.IGNORECASE),
]
_FOR_NUM = re.compile(rf"\bfor\s+(?:a\s+total\s+of\s+|just\s+|only\s+)?{SIGN}({NUM})(?=[\s,.;:!?)]|$)(?:[\s-]+([A-Za-z]+))?", re.IGNORECASE)
_FOR_NUM_NOT_PEOPLE = {
    "day", "days", "night", "nights", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
    "city", "cities", "different", "distinct", "unique", "separate", "dollars", "dollar", "percent", "stops",
    "destinations", "locations", "places", "states", "meals", "restaurants", "attractions", "times", "more",
    "rooms", "room", "bedrooms", "beds", "minutes", "of", "weekends", "nights'", "cuisines", "kids", "children",
    "weekdays", "couples", "pairs", "families", "groups", "teams", "nites",
    "evening", "evenings", "morning", "mornings", "afternoon", "afternoons", "night's", "meal", "dinner", "lunch",
}
# "2 parents + 3 kids", "2 grown-ups", "2 moms and 3 kids": counted as adults
_ADULT = r"(?:adults?|parents?|grown[\s-]?ups?|moms?|mums?|dads?|mothers?|fathers?)"
_ADULTS_KIDS = re.compile(rf"(?<![\w$])({NUM})\s+{_ADULT}(?:\s*(?:,|and|&|\+|plus|with|/)\s*|\s+)({NUM}|\ban?\b|(?<=/)\d{{1,2}})"
                          rf"\s+{KIDS}\b", re.IGNORECASE)  # "2 adults/2 kids": a slash between the two
_ADULTS = re.compile(rf"(?<![\w$])({NUM})\s+{_ADULT}\b", re.IGNORECASE)
# "2 couples" (4), "three pairs" (6).
_COUPLES = re.compile(rf"(?<![\w$])({NUM})[\s-]+(?:couples|pairs)\b", re.IGNORECASE)
# "a couple with a baby" (3): one couple and whom the list names after it ("a couple" alone is ``_PAIR``'s).
_A_COUPLE = re.compile(r"\ba\s+couple\b(?!\s+of\b)", re.IGNORECASE)
# "two families of 4" (8): families of one size.
_FAMILIES = re.compile(rf"(?<![\w$])({NUM})\s+families\s+of\s+({NUM})\b", re.IGNORECASE)
# "me + 1", "me plus 2": the speaker and that many more, no word for them after the number.
_SPEAKER_PLUS = re.compile(rf"\b(?:me|myself)\s*(?:\+|plus)\s*({NUM})\b(?![\s-]*[a-z])", re.IGNORECASE)
# Children counted on their own ("we have 2 kids", "with our 3 children"): the travellers must take them in.
_KID_COUNT = re.compile(rf"(?<![\w$])({NUM})\s+(?:(?:little|young|small|teenage|grown)\s+)?{KIDS}\b", re.IGNORECASE)
# "3 people and 2 kids": the kids may be among the three or on top of them.
_PEOPLE_AND_KIDS = re.compile(
    rf"(?<![\w$])({NUM})\s+(?:people|ppl|persons|travell?ers|guests|individuals)\s*(?:,\s*)?(?:and|&|\+|plus)\s+(?:our\s+|my\s+)?"
    rf"({NUM}|an?\b|(?=(?:our\s+|my\s+|the\s+)?(?:baby|infant|toddler|newborn|kid|child)\b))\s*{KIDS}\b",
    re.IGNORECASE,
)
_ODD_PEOPLE = re.compile(
    rf"(?<![\w$])({ODD_QUANTITY})[\s-]+(?:(?:adult|young|senior|other|more)\s+)?(?:person|{_PEOPLE_NOUNS}|{KIDS})\b", re.IGNORECASE
)
# A bound is not a count: "at least 2 people", "up to 4 travellers", "2+ people", "4 people max", "for about 3"; a plus
# that more of the party follows is "and" ("2 adults + our dog", "2 adults + 1 kid"). "What about 4 people?" is a count.
_BOUND = (r"at\s+(?:least|most)|up\s+to|(?:no|not)\s+(?:more|fewer|less)\s+than|(?:more|fewer|less)\s+than|over|under"
          r"|(?:a\s+)?(?:minimum|maximum|max|min)\s+of|upwards\s+of|(?<!what\s)(?<!how\s)about|around|approximately|roughly")
_WHO = rf"(?:(?:adult|young|senior)\s+)?(?:person|{_PEOPLE_NOUNS}|{KIDS})\b"
_BOUNDED_PEOPLE = re.compile(
    rf"\b(?:{_BOUND})\s+({NUM})\s*\+?[\s-]+{_WHO}"
    # "rooms for under 120 bucks a night" is a price, no count of travellers
    rf"|\bfor\s+(?:{_BOUND})\s+({NUM})\b(?![\s-]*(?:days?|nights?|weeks?|months?|cities|dollars?|bucks|usd|hours?|grand|thousand"
    r"|hundred|k)\b"
    r"|\s*(?:/|(?:a|an|per|each)\s+(?:(?:per|a)\s+)?(?:night|nite|head|person|meal)\b))"  # "under 100 each per night"
    rf"|(?<![\w$])({NUM})(?:\s*\+|\s+or\s+(?:more|fewer|less|so))[\s-]*{_WHO}"
    rf"|(?<![\w$])({NUM})[\s-]+{_WHO}\s*(?:at\s+(?:most|least)|max(?:imum)?|min(?:imum)?|or\s+(?:more|fewer|less|so)|\+(?!\s*[\w$]))(?!\w)",
    re.IGNORECASE,
)
_NOBODY = re.compile(r"\bfor\s+(?:nobody|no\s*-?\s*one|none|no\s+(?:people|persons|travell?ers|one))\b(?!\s+else)", re.IGNORECASE)
# Wording that gives no number but more than one traveller: "several people" (3), "a few friends", "my family" (2).
_VAGUE_MANY = re.compile(
    r"\b(?:(?P<several>several)|a\s+few|few|some|many|a\s+bunch\s+of|a\s+number\s+of|a\s+group\s+of|a\s+handful\s+of)\s+"
    r"(?:of\s+(?:my|our)\s+)?"  # "a few of my friends": as many as "a few friends", never one traveller
    r"(?:people|persons|friends|buddies|pals|travell?ers|adults|guests|colleagues|co-?workers|classmates|roommates|cousins"
    r"|relatives|family\s+members|of\s+us|mates|lads|guys|gals|girls)\b"
    r"|\b(?:my|our|the|with\s+(?:my|our|the))\s+(?:whole\s+|entire\s+)?family\b(?!\s+of\b)|\bfamily\s+(?:trip|vacation|holiday)\b",
    re.IGNORECASE,
)
# ... but "$600 per couple" counts no one
_PAIR = re.compile(
    r"(?<!\bper\s)(?<!\beach\s)(?<!\bevery\s)\b(?:duo|twosome|pair|couple|newlyweds|newly[\s-]weds|honeymooners)\b"
    r"(?!\s+of\s+(?!(?:travell?ers|people|persons|friends|us|adults|individuals)\b))"
    r"|\bboth\s+of\s+us\b|\b(?:us|we)\s+two\b",
    re.IGNORECASE,
)
_TRIO = re.compile(r"\btrio\b", re.IGNORECASE)
_SINGLE = re.compile(
    r"\b(?:solo|(?<!\bours\s)(?<!\bmine\s)(?<!\byours\s)(?<!\btheirs\s)alone|(?:single|lone)[\s-]+(?:person|traveler|traveller|individual|adult|visitor|guest)|single-person|one-person|1-person"
    # "..., just one, $400": an item of the request of its own ("on the last day just one" counts a day's things)
    r"|(?:(?<=[,;:(]\s)|(?<=[,;:(]))(?:just|only)\s+(?:one|1)(?=\s*(?:[,;.!)]|$))"
    r"|an\s+individual|me\s*,?\s*myself\s*,?\s*(?:and|&)\s+i(?!')|(?:just|only)\s+(?:me|myself)(?!\s*(?:&|\+|(?:and|plus|with|n)\b))|by\s+myself|on\s+my\s+own|myself\s+only|for\s+myself(?!\s*(?:and|,|&|\+|plus|with)\b)"
    # the speaker and a pet, no one else: "me and my dog", "just me + our cat" (not after another of the party: "my
    # fiancée and me and our pup")
    r"|(?<!\band\s)(?<!&\s)(?:just\s+|only\s+)?(?:me|myself)\s*(?:and|&|\+|with|plus)\s+(?:my|our|the)\s+(?:(?:\d|two|three|four)\s+)?"
    r"(?:dog|cat|pup|puppy|kitten|pet)s?\b"
    r"(?![\s,]*(?:and|&|\+|plus|with)\b))\b",
    re.IGNORECASE,
)
# "alone" said of a counted group ("two women traveling alone", "3 friends going alone"): no one else comes, not one.
_GROUP_ALONE = re.compile(r"\b(?:[2-9]|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+){1,2}"
                          r"(?:travell?ing|going|coming|flying|heading)\s+$", re.IGNORECASE)
_PLURAL_PRONOUN = re.compile(r"\b(?:we|we're|we'll|we've|we'd|us|our|ours|ourselves)\b", re.IGNORECASE)


# Companions of a speaker who travels ("my wife and I", "me and 3 friends", "with our 2 kids"), as plain words: the
# patterns are built from them, and a misspelt one is corrected against them ("my husbnd": ``_spelled``).
_ONE_WORDS = (
    "wife", "husband", "partner", "spouse", "girlfriend", "boyfriend", "fiance", "fiancee", "fiancé", "fiancée", "friend",
    "buddy", "pal", "brother", "sister", "sibling", "mother", "father", "mom", "mum", "dad", "son", "daughter", "colleague",
    "coworker", "co-worker", "grandmother", "grandfather", "grandma", "grandpa", "grandson", "granddaughter", "aunt", "uncle",
    "cousin", "niece", "nephew", "roommate", "kid", "child", "baby", "toddler", "teenager", "teen", "boss", "hubby", "wifey",
    "bf", "gf", "bestie", "bff", "mate", "bro", "sis", "mama", "mommy", "papa", "daddy", "granny", "nana", "grandad",
    "granddad", "stepmom", "stepmother", "stepdad", "stepfather", "stepson", "stepdaughter", "girl", "boy", "kiddo",
    "missus", "classmate", "neighbor", "neighbour", "little one", "newborn", "infant", "mrs", "other half", "better half",
    "significant other", "lad", "lass", "hubs", "roomie",
)
_MANY_WORDS = (
    "friends", "buddies", "pals", "brothers", "sisters", "siblings", "sons", "daughters", "colleagues", "coworkers",
    "co-workers", "grandchildren", "grandkids", "grandparents", "parents", "twins", "triplets", "cousins", "nieces",
    "nephews", "roommates", "kids", "children", "babies", "toddlers", "teenagers", "teens", "people", "persons", "others",
    "travelers", "travellers", "companions", "bros", "besties", "mates", "kiddos", "kiddies", "girls", "boys", "guys",
    "lads", "ladies", "gals", "in-laws", "in laws", "classmates", "neighbors", "neighbours", "teammates", "spouses",
    "partners", "wives", "husbands", "girlfriends", "boyfriends", "aunts", "uncles", "grandsons", "granddaughters",
    "little ones", "newborns", "infants", "seniors", "twin boys", "twin girls", "twin sons", "twin daughters",
    "twin brothers", "twin sisters", "students", "hubbies", "fiances", "fiancees", "fiancés", "fiancées", "roomies",
    "littles",
)


# A few words of Spanish, French and German a request in English may say its party in ("con mi esposa", "dos
# personas", "avec ma femme", "mit meiner Freundin", "yo y mis 2 amigos", "mi familia de 4"): read as their English
# words, and only in the shapes that say a party (a possessive before a relation, a number before a noun of people),
# so that "50 mi" or "Mann" alone stay what they are.
_FOREIGN_RELATIONS = {
    "esposa": "wife", "esposo": "husband", "marido": "husband", "mujer": "wife", "novia": "girlfriend", "novio": "boyfriend",
    "hijo": "son", "hija": "daughter", "hijos": "kids", "hijas": "daughters", "niños": "kids", "ninos": "kids",
    "amigo": "friend", "amiga": "friend", "amigos": "friends", "amigas": "friends", "madre": "mother", "padre": "father",
    "padres": "parents", "abuela": "grandma", "abuelo": "grandpa", "abuelos": "grandparents", "hermano": "brother",
    "hermana": "sister", "hermanos": "siblings", "femme": "wife", "mari": "husband", "copine": "girlfriend",
    "copain": "boyfriend", "enfants": "kids", "enfant": "child", "ami": "friend", "amie": "friend", "amis": "friends",
    "amies": "friends", "fils": "son", "fille": "daughter", "filles": "daughters", "mère": "mother", "père": "father",
    "frère": "brother", "sœur": "sister", "frau": "wife", "mann": "husband", "freundin": "girlfriend", "freund": "boyfriend",
    "kinder": "kids", "kindern": "kids", "freunde": "friends", "freunden": "friends", "sohn": "son",
    "tochter": "daughter", "mutter": "mother", "vater": "father", "eltern": "parents", "bruder": "brother",
    "schwester": "sister",
}
_FOREIGN_PEOPLE = {"personas": "people", "personnes": "people", "personen": "people", "adultos": "adults",
                   "adultes": "adults", "erwachsene": "adults"}
# ... of them, those no English word or name is spelt like ("mari", "ami", "fils", "Mann" are not): the party's words
# to the reader of what is left unread
_FOREIGN_PARTY_WORDS = ("esposa", "esposo", "marido", "novia", "novio", "hijos", "hijas", "amigos", "amigas", "freundin",
                        "freunde", "kinder", "enfants", "copine", "copain", "personas", "personnes", "personen")
_FOREIGN_NUMBERS = {"uno": "one", "una": "one", "dos": "two", "tres": "three", "cuatro": "four", "cinco": "five",
                    "seis": "six", "deux": "two", "trois": "three", "quatre": "four", "cinq": "five", "zwei": "two",
                    "drei": "three", "vier": "four", "fünf": "five", "sechs": "six"}
_FOREIGN_MINE = r"(?:mi|mis|ma|mon|mes|meine|meiner|meinem|meinen|nuestra|nuestro|nuestras|nuestros|notre|nos|unsere|unserer|unserem)"
_FOREIGN_OURS = ("nuestra", "nuestro", "nuestras", "nuestros", "notre", "nos", "unsere", "unserer", "unserem")
_FOREIGN_PARTY = re.compile(
    rf"\b(?:(?P<with>con|avec|mit)\s+)?(?P<mine>{_FOREIGN_MINE})\s+(?:(?P<n>\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+)?"
    rf"(?P<relation>{'|'.join(_FOREIGN_RELATIONS)})\b"
    rf"|\b(?P<count>\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+(?P<noun>{'|'.join((*_FOREIGN_PEOPLE, *_FOREIGN_RELATIONS))})\b"
    rf"|\b(?:(?P<fmine>{_FOREIGN_MINE})\s+)?(?:familia|famille|familie)\s+(?:de|von)\s+(?=\d|{'|'.join(_FOREIGN_NUMBERS)})"
    r"|\b(?P<speaker>yo\s+y|moi\s+et|ich\s+und)\b|\b(?P<speaker_last>y\s+yo|et\s+moi|und\s+ich)\b"
    # "dos adultos y dos niños": "and" between two counts
    rf"|\b(?P<also>y|et|und)(?=\s+(?:\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+(?:{'|'.join((*_FOREIGN_PEOPLE, *_FOREIGN_RELATIONS))})\b)",
    re.IGNORECASE,
)


# "me my wife and our 2 kids": the speaker listed first with no comma before the next one of the party (one list)
_ME_THEN_MINE = re.compile(r"\b(me|myself)\s+(?=(?:my|our)\s)", re.IGNORECASE)


def _in_english(text: str) -> str:
    """``text`` with a party said in Spanish, French or German words (``_FOREIGN_PARTY``) written in English."""
    def english(m: re.Match[str]) -> str:
        if m.group("also"):
            return "and"
        if m.group("speaker") or m.group("speaker_last"):
            return "me and" if m.group("speaker") else "and me"
        if m.group("count"):
            noun = m.group("noun").lower()
            number = _FOREIGN_NUMBERS.get(m.group("count").lower(), m.group("count"))
            return f"{number} {_FOREIGN_PEOPLE.get(noun) or _FOREIGN_RELATIONS[noun]}"
        if m.group("relation") is None:  # "mi familia de 4"
            return ("our" if (m.group("fmine") or "").lower() in _FOREIGN_OURS else "my") + " family of "
        mine = "our" if m.group("mine").lower() in _FOREIGN_OURS else "my"
        number = _FOREIGN_NUMBERS.get((m.group("n") or "").lower(), m.group("n"))
        said = " ".join(w for w in ("with" if m.group("with") else "", mine, number or "",
                                    _FOREIGN_RELATIONS[m.group("relation").lower()]) if w)
        return said
    return _FOREIGN_PARTY.sub(english, text)


def _alternation(words: tuple[str, ...]) -> str:
    """A pattern matching any of ``words`` (a space or hyphen in one matches either)."""
    return "(?:" + "|".join(re.escape(w).replace(r"\-", r"[\s-]").replace(r"\ ", r"[\s-]") for w in words) + ")"


_ONE_COMPANION = _alternation(_ONE_WORDS)
# Any word for one or more of the party, and a pet: a name right after one is who travels ("our dog Biscuit", "my
# husband John"), not a wish (``unread``).
PARTY_WORD = re.compile(_alternation((*_ONE_WORDS, *_MANY_WORDS, *_FOREIGN_PARTY_WORDS, "dog", "dogs", "cat", "cats", "puppy",
                                      "pup", "kitten", "pet", "pets")), re.IGNORECASE)
_MANY_COMPANIONS = _alternation(_MANY_WORDS)
_IN_LAW = r"(?:[\s-]in[\s-]laws?)?"  # "my mother-in-law" is one companion, "my parents-in-law" two
_AND = r"(?:and|&|plus|\+|\bn\b)"  # "me n my gf"
_PARTY_LINK = (r"(?:\bw/|\bw\b(?![/'’.])|\b(?:with|and|n|plus|bringing|taking|take|takes|took|bring|brings|brought"
               r"|accompanied\s+by|along\s+with|together\s+with|as\s+well\s+as|joined\s+by)\b|&|,|\+)\s*(?:also\s+)?")
_DETERMINED = r"(?:(?:my|our|his|her|their|the|a|an)\s+)?"  # "me and a friend": one companion; "his wife and their baby"
_KIND_WORDS = (r"(?:little|young|adult|grown|best|old|teenage|college|other|more|sorority|fraternity|frat|work|school|church"
               r"|childhood|closest|oldest|dearest|favou?rite|elderly|aging|ageing|older|younger|big|baby|kid|broke|poor|starving"
               r"|hungry|tired|crazy|wild|retired|single|fellow)")
_KIND = rf"(?:{_KIND_WORDS}\s+){{0,2}}"  # "me and 3 broke college students"
# "a couple of friends", "me and some friends": a few, no exact number (counted as a group with no number).
_VAGUE_COUPLE = r"(?:a\s+couple\s+of|some|a\s+few|several)"
# "2 of my college roommates" is "my 2 college roommates", "some of my friends" "some friends".
_COMPANION = re.compile(
    rf"{_DETERMINED}(?:(?:{SIGN}({NUM})|({_VAGUE_COUPLE}))(?:\s+of)?(?:\s+(?:my|our|the))?\s+)?{_KIND}(?:({_MANY_COMPANIONS})|({_ONE_COMPANION})){_IN_LAW}\b",
    re.IGNORECASE,
)
_SPEAKER = re.compile(r"\b(?:i|me|myself|i'?m|i'll|i've|i'd)\b", re.IGNORECASE)  # "im": I'm typed without the apostrophe
_LINK_BEFORE = re.compile(_PARTY_LINK + r"$", re.IGNORECASE)
# A list of companions followed by the speaker: "my husband, our three kids and I", "my hubby, me and ..." (each is counted);
# a companion may be said with where they come from ("3 guys from work and me", "my sister from Denver and I").
_NOTE = r"(?:\s*\([^()]{0,24}\))?"  # a companion's note in brackets: "her two boys (5 and 8) plus me"
_SPEAKER_AFTER = re.compile(
    rf"(?:\s+(?:from|at)\s+(?:the\s+|my\s+|our\s+)?[a-z]+)?{_NOTE}"
    rf"(?:\s*(?:,|{_AND})\s*{_DETERMINED}(?:{NUM}\s+)?{_KIND}(?:{_MANY_COMPANIONS}|{_ONE_COMPANION}){_IN_LAW}\b{_NOTE})*+"
    rf"(?:\s*,?\s*{_AND}\s+(?:i|me|myself)\b(?!')|\s*,\s*(?:i|me|myself)\b(?!')(?=\s*,?\s*{_AND}\s))",
    re.IGNORECASE,
)
# ... or with more of the list after the speaker: "my mom, me, my husband and our daughter" (a relation before it: "4
# people, me, my husband and the kids" states the total, no companion)
_SPEAKER_INSIDE = re.compile(r"\s*,\s*(?:i|me|myself)\b(?!')(?=\s*,\s*(?:my|our)\s)", re.IGNORECASE)
# Right before a companion with no determiner and no number ("me and friends"): the speaker (or "us") and a link.
_SPEAKER_AND = re.compile(rf"\b(?:me|i|myself|us)\s*(?:{_AND}|,|with)\s*$", re.IGNORECASE)
_JOINING = re.compile(rf"(?:\b(?:me|i|myself|us)\s*(?:{_AND}|,)|\bwith)\s*$", re.IGNORECASE)  # "me and 3 people", "with 3 people"
_OTHER = re.compile(r"\b(?:other|more)\s+\w+$", re.IGNORECASE)  # "3 other people": beside the speaker
_LIST_GAP = re.compile(rf"\s*(?:,|{_AND})\s*(?:and\s+)?", re.IGNORECASE)  # between two companions of one list
# groups that say how many they are ("our twins", "my twin boys")
_GROUP_SIZES = {"parents": 2, "twins": 2, "triplets": 3, "grandparents": 2, **{f"twin {kind}": 2 for kind in (
    "boys", "girls", "sons", "daughters", "brothers", "sisters")}}


def _group_size(word: str) -> int | None:
    """How many a group word says it is ("parents", "twin boys": 2), or None ("kids")."""
    return _GROUP_SIZES.get(re.sub(r"[\s-]+", " ", word.lower()))


# The ages of a group with no number right after it, one traveller per age: in brackets ("the little ones (2 and 4)",
# "the kids (5, 8, 11)"), after "aged" or "who are" ("kids aged 6 and 8", "our kids who are 12 and 15"), or a list of
# two or more ("kids 10, 12 and 3").
_AGE_LIST = r"\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})"
_AGES_AFTER = re.compile(rf"\s*\(\s*(?:aged?\s+|ages\s+)?{_AGE_LIST}*\s*\)|,?\s+(?:aged?|ages|who\s+are)\s+{_AGE_LIST}*"
                         rf"(?![\d$%]|\s*(?:years?\s+(?!old)|days?|nights?|people|dollars?|bucks))|\s+{_AGE_LIST}+\b(?![\d$%]|\s*(?:days?|nights?"
                         r"|people|dollars?|bucks|years?|hours?))", re.IGNORECASE)


def _ages_counted(text: str, at: int) -> int | None:
    """The number of ages listed in brackets at ``at`` ("(2 and 4)": 2), or None."""
    ages = _AGES_AFTER.match(text, at)
    return len(re.findall(r"\d{1,2}", ages.group(0))) if ages else None
# A trip for others ("plan a trip for my parents"): such a group, where the text has no word of the speaker travelling.
_FOR_GROUP = re.compile(r"\bfor\s+(?:my|our)\s+(parents|grandparents|twins|triplets)\b(?!['’])", re.IGNORECASE)
# The speaker as a group that more companions join: "the two of us plus my mom" (3), "both of us and my sister" (3),
# "us two and our 3 boys" (5), "us 2 and my parents" (4). Followed by a list after a colon ("the four of us: me, my
# wife ..."), the group is the total, not a part of it.
_GROUP_SPEAKER = re.compile(
    rf"\b(?:(?:the|all)\s+)?(?:({NUM})\s+of\s+us|(both\s+of\s+us|(?:us|we)\s+(?:two|2)))\b"
    r"(?:\s+(?:girls|guys|ladies|gals|boys|lads|women|men|sisters|brothers|friends))?"  # "the two of us girls and ..."
    rf"(?=\s*,?\s*(?:{_AND}|with|along\s+with|together\s+with|as\s+well\s+as)\s)",
    re.IGNORECASE,
)


# A word after "my"/"our"/a number that may be a misspelt relation ("my husbnd", "2 freinds"): corrected when one
# relation word is one edit away (a swap of two letters for short words), unless the word is a real one ("farther").
_TYPO_SLOT = re.compile(rf"\b(?:my|our|his|her|their|the|{NUM})\s+(?:{_KIND_WORDS}\s+)?([a-z]{{4,}})\b", re.IGNORECASE)
_GENERIC = frozenset({"people", "persons", "others", "travelers", "travellers", "companions"})  # no relation: never a correction
# The writer travelling with their own ("Seattle to Denver with my partner", "taking my son", "going with 3 friends"):
# "my" and a relation, or a number of relations, after "with" says the writer goes too, though no I/me is written
# (unless the trip is for others, "for my parents", or "we" travel: how many "we" are is not said). A number of plain
# people ("with 3 people") may be the whole party, and "with my dog" is no traveller: no writer added.
_WITH_MINE = re.compile(
    rf"(?:\bw/|\bw(?=\s)|\b(?:with|taking|bringing|along\s+with|together\s+with))\s*"
    # "with the wife": a spouse said with "the" is the writer's own ("with the kids" may be a wish's, not the party)
    rf"(?:my\s+|the\s+(?=(?:wife|missus|mrs|hubby|husband)\b)|{NUM}\s+(?:of\s+my\s+)?)(?:\w+\s+)?"
    rf"{_alternation(tuple(w for w in (*_ONE_WORDS, *_MANY_WORDS) if w not in _GENERIC))}\b",
    re.IGNORECASE,
)
_RELATION_WORDS = frozenset(w for w in _ONE_WORDS + _MANY_WORDS if " " not in w and w not in _GENERIC)
# The nouns of a count, corrected too ("2 personas", "3 peple", "2 adluts"): a count's noun misspelt is still a count.
_COUNT_NOUNS = frozenset({"people", "persons", "adults", "travelers", "travellers", "passengers", "guests"})
_REAL_WORDS = frozenset({"farther", "rather", "gather", "lather", "sitter", "sifter", "brothel", "bother", "laughter", "fiend",
                         "fiends", "patents", "toddle", "person", "adult", "guest", "traveler", "traveller", "passenger",
                         "little", "rookie", "rookies"})


def _relation_for(word: str) -> str | None:
    """The one relation word or count noun ``word`` misspells, or None (one already, a real word, none or several close)."""
    low = word.lower()
    if low in _RELATION_WORDS or low in _COUNT_NOUNS or low in _REAL_WORDS:
        return None
    close = [w for w in _RELATION_WORDS | _COUNT_NOUNS if OSA.distance(low, w) == 1 and (len(w) >= 6 or sorted(w) == sorted(low))]
    return close[0] if len(close) == 1 else None


# A group's word misspelt by a letter left out or two swapped before "of" and a number ("famliy of 4", "faimly of
# five", "gruop of 6"): that word.
_GROUP_SLOT = re.compile(rf"\b([a-z]{{4,6}})(?=\s+of\s+{NUM})", re.IGNORECASE)
_GROUP_WORDS = ("family", "group", "party")


def _group_for(word: str) -> str | None:
    """The group's word ``word`` misspells (a letter left out, or two swapped), or None."""
    low = word.lower()
    close = [w for w in _GROUP_WORDS if low != w and OSA.distance(low, w) == 1
             and (len(low) == len(w) - 1 or sorted(low) == sorted(w))]
    return close[0] if len(close) == 1 else None


def _spelled(text: str) -> str:
    """``text`` with misspelt relation and group words corrected, so that "me + 2 freinds" counts like "me + 2 friends"
    and "famliy of 4" like "family of 4"."""
    def fix(m: re.Match[str]) -> str:
        word = _relation_for(m.group(1))
        return m.group(0) if word is None else m.group(0)[:m.start(1) - m.start()] + word
    return _GROUP_SLOT.sub(lambda m: _group_for(m.group(1)) or m.group(0), _TYPO_SLOT.sub(fix, text))


# A child said by age ("our 3-year-old", "a 7 year old", "two 5-year-olds") is a companion like "our child": written so,
# padded to the same length so that every position reads as before; before a relation the age is blanked ("my
# 12-year-old son" is "my son").
# ("our 7yo", "a 4 y/o": written short, a kid)
_AGED = re.compile(rf"\b{NUM}(?:[\s-]+(?:years?|yrs?|months?)[\s-]+olds?\b|[\s-]*(?:yo|y/o|y\.o\.?)(?=[\s,.;:!?)]|$))"
                   r"(?P<relation>(?=[\s-]+(?:son|daughter|boy|girl|kid|child|twin|nephew"
                   r"|niece|grand\w+|brother|sister)s?\b))?", re.IGNORECASE)


# Children said by a list of ages ("our 6 and 9 year olds", "my 4, 7 and 10 year old sons"): as many as the ages
_AGES_LISTED = re.compile(rf"\b((?:{NUM}\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*))+{NUM})[\s-]+(?:years?|yrs?)"
                          r"[\s-]+olds?\b"
                          r"(?P<relation>(?=[\s-]+(?:son|daughter|boy|girl|kid|child|twin|nephew|niece|grand\w+|brother"
                          r"|sister)s?\b))?", re.IGNORECASE)


def _aged_as_children(text: str) -> str:
    """``text`` with each child said by age written as a child ("our 3-year-old" as "our child      ", "our 6 and 9
    year olds" as "our 2 children       ")."""
    def children(m: re.Match[str]) -> str:
        count = len(re.findall(rf"(?<![\w$]){NUM}\b", m.group(1), re.IGNORECASE))
        return (f"{count}" if m.group("relation") is not None else f"{count} children").ljust(len(m.group(0)))

    def child(m: re.Match[str]) -> str:
        if m.group("relation") is not None:  # "my 12-year-old son": the son
            return " " * len(m.group(0))
        said = m.group(0)
        word = "children" if said[-1:].lower() == "s" else "child"
        return (word if len(word) <= len(said) else "kid").ljust(len(said))  # "7yo": "kid", the same length
    return _AGED.sub(child, _AGES_LISTED.sub(children, text))


def _ages_said(text: str) -> dict[int, str]:
    """Where each child said by one age starts in ``text`` (before ``_aged_as_children``), with that age: two
    companions said with different ages are two people ("our 14 year old and our 9 year old"), never one said twice."""
    return {m.start(): m.group(0).split()[0].split("-")[0] for m in _AGED.finditer(text)}


# Travellers said by their first names in the speaker's list ("me, Sam and Priya", "Jo, Ana and I"): one companion
# each. A capitalised word right after "me," and closing the list before a route ("me, Dallas to Austin") or a number
# is none, nor is a month, a weekday or a word that opens a sentence.
_FIRST_NAME = r"[A-Z][a-z]+(?!\s+(?:[A-Z]|to\b|from\b))"  # "El Paso", "Dallas to Austin": a place
_NAMES = rf"{_FIRST_NAME}(?:\s*,\s*{_FIRST_NAME})*"
_NAMED_AFTER_SPEAKER = re.compile(rf"\b[Mm](?:e|yself)\s*(?:,|\band\b|&|\+)\s*(?P<names>{_NAMES}(?:\s*,?\s*(?:and|&)\s+"
                                  rf"{_FIRST_NAME})?)\b(?!\s+(?:to|from|and\s+I)\b|\s*[\d$-])")
_NAMED_BEFORE_SPEAKER = re.compile(rf"(?:^|(?<=[,.;:!?(]\s))(?P<names>{_NAMES})\s*,?\s*(?:and|&)\s+(?:I|me)"
                                   r"\b(?!['’])")
_NO_FIRST_NAMES = frozenset("""january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday the we our my and also then please thanks budget plan
    trip from to just only hi hey hello ok okay""".split())


@per_text
def named_travellers(text: str) -> list[tuple[int, int]]:
    """The spans of the first names of travellers in the speaker's list ("me, Sam and Priya": Sam, Priya)."""
    spans = []
    for pattern in (_NAMED_AFTER_SPEAKER, _NAMED_BEFORE_SPEAKER):
        for m in pattern.finditer(text):
            names = [n.span() for n in re.finditer(_FIRST_NAME, text[:m.end("names")]) if n.start() >= m.start("names")]
            if all(text[s:e].lower() not in _NO_FIRST_NAMES for s, e in names):
                spans += names
    return spans


def _names_as_companions(text: str) -> str:
    """``text`` with each traveller said by first name written as a companion, same length ("Sam" as "pal")."""
    for start, end in named_travellers(text):
        text = text[:start] + ("bf" if end - start == 2 else "pal".ljust(end - start)) + text[end:]
    return text


# Companions said not to travel ("my husband has to stay home with the kids", "my boyfriend can't make it", "our kids
# are staying with my sister", "my best friend lives in Charleston": the one visited): no traveller, blanked (same
# length) before the party is counted.
_COMPANION_WORDS = rf"{_DETERMINED}(?:{NUM}\s+)?{_KIND}(?:{_MANY_COMPANIONS}|{_ONE_COMPANION}){_IN_LAW}\b"
_STAYS_BEHIND = re.compile(
    rf"\b{_COMPANION_WORDS}(?=\s+(?:(?:is|are|will\s+be|has\s+to|have\s+to|must|needs?\s+to)\s+)?(?:staying|stay|stays)\s+"
    r"(?:home|at\s+home|behind|back|with)\b|['’](?:s|re)\s+staying\b|\s+(?:can(?:'t|not|’t)\s+(?:make\s+it|come|join)"
    r"|(?:isn't|aren't|is\s+not|are\s+not|won't\s+be)\s+(?:coming|joining)|lives\s+(?:in|there|near)))"
    rf"|\b(?:staying|stay|stays)\s+(?:home\s+|at\s+home\s+|behind\s+)?with\s+(?P<host>{_COMPANION_WORDS})",
    re.IGNORECASE,
)


def _travelling(text: str) -> str:
    """``text`` with the companions said to stay behind blanked: they are no travellers."""
    def blank(m: re.Match[str]) -> str:
        start, end = m.span("host") if m.group("host") else m.span()
        return m.group(0)[:start - m.start()] + " " * (end - start) + m.group(0)[end - m.start():]
    return _STAYS_BEHIND.sub(blank, text)


# A companion named by a pronoun as the last of a list ("It's me, my husband and her"): one traveller, the one the
# text spoke of before ("My daughter's spring break ... She's 8").
_PRONOUN_LAST = re.compile(r"\s*,?\s*(?:and|&)\s+(him|her)\b(?!['’])(?=\s*(?:[.,;!?)]|$))", re.IGNORECASE)
# ... or right after the speaker in a list ("It'll be me, her and our friend Jess", "just me and him"): one traveller.
_PRONOUN_BESIDE = re.compile(r"\b(?:me|i|myself)\s*(?:,|and|&|\+)\s*(him|her)\b(?!['’])(?=\s*(?:,|and\b|&|\+|[.;!?)]|$))",
                             re.IGNORECASE)


# Parents (or grandparents) speaking of themselves, with no I/me: "mum, dad and our three kids", "grandma, grandpa and
# our grandson (7)" (we/our said too): the two of them.
_MOTHER = r"(?:mum|mom|mommy|mummy|mama|grandma|granny|nana|grandmother)"
_FATHER = r"(?:dad|daddy|papa|grandpa|grandad|granddad|grandfather)"
_PARENTS = re.compile(
    r"(?<!\bmy\s)(?<!\bour\s)(?<!\byour\s)(?<!\bthe\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)"
    rf"\b(?:{_MOTHER}\s*(?:,|and|&|\+)\s*{_FATHER}|{_FATHER}\s*(?:,|and|&|\+)\s*{_MOTHER})\b(?!['’])",
    re.IGNORECASE,
)


class _Party(NamedTuple):
    """A speaker's party: its count (None when a group in it has no number), the smallest count, the spans read, and
    the groups with no number ("the kids")."""

    count: int | None  # type: ignore[assignment]  # a field named count shadows tuple.count: read, never called
    smallest: int
    spans: list[tuple[int, int]]
    uncounted: list[str]


def _speaker(text: str, problems: list[str]) -> tuple[int, list[tuple[int, int]]] | None:
    """Who the speaker stands for: a group that companions join ("the two of us plus my mom": 2, its span), one
    traveller (I/me: 1, no span), or None when no speaker travels."""
    group = _GROUP_SPEAKER.search(text)
    if group and group.group(2):
        return 2, [group.span()]
    if group:
        n, problem = read_count(text, group.start(1), group.end(1), _WHAT, MAX_PEOPLE, group.end())
        if problem:
            problems.append(problem)
        return n or 0, [group.span()]
    if _SPEAKER.search(text) or (_WITH_MINE.search(text) and not _FOR_GROUP.search(text) and not _PLURAL_PRONOUN.search(text)):
        return 1, []
    parents = _PARENTS.search(text)
    if parents and _PLURAL_PRONOUN.search(text):
        return 2, [parents.span()]
    return None


# Who a group of a stated size is said to hold ("a family of 4 with two teenagers", "party of 5 including 3 kids"): in
# the group, no companions of a speaker on top of it (blanked for the companions' reader, same length).
_IN_THE_GROUP = re.compile(rf"\b(?:group|party|family|team|crew|squad)\s+of\s+{NUM}(?P<members>\s*(?:,\s*)?(?:with|including|incl\.?)"
                           r"\s[^,.;:!?()]*)", re.IGNORECASE)


def _members_blanked(text: str) -> str:
    """``text`` with the members said of a group of a stated size blanked (``_IN_THE_GROUP``)."""
    return _IN_THE_GROUP.sub(lambda m: m.group(0)[:m.start("members") - m.start()] + " " * len(m.group("members")), text)


def _companions(text: str, problems: list[str], ages: dict[int, str] | None = None) -> _Party:
    """The party of a speaker who travels with named companions ("me, my husband and the kids").

    A companion group with no number ("the kids", "my friends", "a couple of
    friends") leaves the count unknown; the smallest count then counts such a
    group as two. A number that is no count ("my -2 kids") is added to ``problems``. ``ages``: where a companion
    said by its age starts, with the age (``_ages_said``): one said again is the same one only at the same age.
    """
    speaker = _speaker(text, problems)
    if speaker is None:
        return _Party(None, 0, [], [])
    exact, spans = speaker[0], list(speaker[1])
    smallest = exact
    uncounted: list[str] = []
    named: set[str] = set()  # one companion said again with "my", "our" or "the" ("our baby ... the baby") is the same one
    for m in _COMPANION.finditer(text):
        if spans and m.start() < spans[-1][1]:
            continue  # inside the speaker's group
        before = text[max(0, m.start() - 30):m.start()]
        inside = _SPEAKER_INSIDE.match(text, m.end()) and (m.group(3) or "").lower() not in _GENERIC
        linked = _LINK_BEFORE.search(before) or _SPEAKER_AFTER.match(text, m.end()) or inside
        possessive = re.match(r"(?:my|our|the|his|her|their)\b", m.group(0), re.IGNORECASE)  # "my husband and his mother"
        listed = bool(spans) and _LIST_GAP.fullmatch(text, spans[-1][1], m.start())  # "our son and daughter"
        # with no "my" and no number, a companion counts only right beside the speaker ("me and wife", "wife and me")
        beside = _SPEAKER_AND.search(before) or _SPEAKER_AFTER.match(text, m.end()) or inside
        if not listed and (not linked or not (possessive or m.group(1) or m.group(2) or beside)):
            continue
        joining = _JOINING.search(before) or _SPEAKER_AFTER.match(text, m.end()) or _OTHER.search(m.group(0))
        if (m.group(3) or "").lower() in _GENERIC and not joining:
            continue  # "..., 3 people" is the whole party ("me and 3 other people", "2 people plus me" add the speaker)
        if m.group(1):
            n, problem = read_count(text, m.start(1), m.end(1), _WHAT, MAX_PEOPLE, m.end())
            if problem:
                problems.append(problem)
            exact, smallest = exact + (n or 0), smallest + (n or 0)
        elif m.group(4):
            whose = text[m.end():m.end() + 1] in ("'", "’")  # "my sister's son": the son is named by her, not her again
            one = re.sub(r"^(?:my|our|the)\s+", "", m.group(0).lower()) if possessive and not whose else None
            said_aged = [age for at, age in (ages or {}).items() if m.start() <= at < m.end()]
            one = f"{one} {said_aged[0]}" if one is not None and said_aged else one
            if one is not None and one in named:
                spans.append((m.start(), m.end()))
                continue
            named |= {one} if one is not None else set()
            exact, smallest = exact + 1, smallest + 1
        elif not m.group(2) and (size := _group_size(m.group(3)) or _ages_counted(text, m.end())
                                 or _one_each(m, exact, uncounted)):
            exact, smallest = exact + size, smallest + size
        else:
            uncounted.append(m.group(0))
            smallest += 2
        spans.append((m.start(), m.end()))
    for m in _NUMBER_AGED.finditer(text):  # "me + hubby + our three (ages 3, 6 and 11)": the three, by their ages
        if not any(s <= m.start() < e for s, e in spans) and _LINK_BEFORE.search(text[max(0, m.start() - 30):m.start()]):
            n, problem = read_count(text, m.start(1), m.end(1), _WHAT, MAX_PEOPLE, m.end())
            problems.extend([problem] if problem else [])
            exact, smallest = exact + (n or 0), smallest + (n or 0)
            spans.append(m.span())
    for _start, end in list(spans[len(speaker[1]):]):  # "me, my husband and her": one more, the list's last
        pronoun = _PRONOUN_LAST.match(text, end)
        if pronoun and not any(s <= pronoun.start(1) < e for s, e in spans):
            exact, smallest = exact + 1, smallest + 1
            spans.append(pronoun.span(1))
    for beside in _PRONOUN_BESIDE.finditer(text):
        if not any(s <= beside.start(1) < e for s, e in spans):
            exact, smallest = exact + 1, smallest + 1
            spans.append(beside.span(1))
    if len(spans) == len(speaker[1]):
        return _Party(None, 0, [], [])
    return _Party(None if uncounted else exact, smallest, spans, uncounted)


# A number of the party's own with their ages in brackets and no word for who they are ("our three (ages 3, 6 and 11)",
# "my two (4 and 9)"): that many travellers.
_NUMBER_AGED = re.compile(rf"\b(?:my|our)\s+({NUM})(?=\s*\(\s*(?:aged?\s+|ages\s+)?{_AGE_LIST}+\s*\))", re.IGNORECASE)


# Partners said of the whole party so far, one each ("my sister and me plus our husbands": 2 more, "my two sisters and I
# with our husbands": 3 more): "our" and a word for one partner per person
_ONE_EACH = re.compile(r"our\s+(?:husbands|wives|spouses|partners|boyfriends|girlfriends|hubbies|fiances|fiancees|fiancés"
                       r"|fiancées)$", re.IGNORECASE)


def _one_each(m: re.Match[str], counted: int, uncounted: list[str]) -> int | None:
    """How many partners "our husbands" (``m``, a companion group with no number) adds: one for each of the ``counted``
    travellers said before it (two or more, every one counted), else None (the group stays uncounted, asked)."""
    if counted < 2 or uncounted or not _ONE_EACH.fullmatch(m.group(0)):
        return None
    return counted


class PeopleReading(NamedTuple):
    """What the text says about the travellers."""

    count: int | None  # type: ignore[assignment]  # as in _Party; the number stated (None: not stated, or contradicting)
    voice: str  # "plural" (we/us/our), "singular" (I/me) or "none": what an unstated count is assumed from
    smallest: int  # the smallest count the wording allows (1 singular, 2 plural, or the companions counted)


# "two of us smoke", "one of us is vegetarian": "N of us" (or "of them") as the subject of what some of the party do or
# are may be a part of the party, not its size ("the two of us", "all four of us", "two of us, $900" are the party).
_SOME_OF_US = re.compile(rf"(?<!\bthe\s)(?<!\ball\s)(?<!\bjust\s)(?:{NUM})\s+of\s+(?:us|them)\s+"
                         r"(?!(?:and|plus|with|from|to|in|on|for|who|total)\b)[a-z]", re.IGNORECASE)

# ... said as a pair ("a couple of us smoke"), and the words of a part that count no one ("half of us", "some of us")
_COUPLE_OF_US = re.compile(r"couple\s+of\s+(?:us|them)\s+(?!(?:and|plus|with|from|to|in|on|for|who|total)\b)[a-z]",
                           re.IGNORECASE)
_PART_SAID = re.compile(rf"(?<!\bthe\s)(?<!\ball\s)(?<!\bjust\s)(?<!\bonly\s)\b(?:{NUM}|a\s+couple|a\s+few|some|half|most|several"
                        r"|many|a\s+third|a\s+quarter)\s+of\s+(?:us|them)\b"
                        r"(?=\s+(?!(?:and|plus|with|from|to|in|on|for|who|total|now|altogether|all|going|coming|travel\w*"
                        r"|only|left|remain\w*|can|could|will|would|gonna|make|want\s+to\s+(?:go|come|travel)"
                        r"|(?:are|is)\s+(?:going|coming|travel\w*|now|left))\b)[a-z])",
                        re.IGNORECASE)


def a_part_only(text: str) -> bool:
    """Whether the travellers ``text`` counts are only a part of the party ("one of us is allergic to seafood", "a
    couple of us smoke", "half of us dont fly"): said of a trip whose party is known, it says nothing of its size
    (a first request's "two of us are going to Denver" is read by ``read_people`` as before)."""
    blanked = _PART_SAID.sub(lambda m: " " * len(m.group()), text)
    return blanked != text and read_people(blanked, []).count is None


def _stated_counts(text: str, covered: SpanSet, wrong: list[str]) -> tuple[list[tuple[int, int]], list[str], dict[int, int]]:
    """The counts the people patterns and "for N" state outside ``covered``: ((position, count) pairs, zero counts, the
    positions of counts that may be a part of the party, by how weak they are: 1 "two of us smoke", 2 "2 of them").

    A number that is no count (a sign, a range ...) is added to ``wrong``.
    """
    values: list[tuple[int, int]] = []
    zero: list[str] = []
    parts: dict[int, int] = {}
    read_at: set[int] = set()  # where the patterns read a number ("for 3 people" is read once, not again as "for 3")
    for pattern in _PEOPLE_PATTERNS:
        for m in pattern.finditer(text):
            if m.start(1) in covered:
                continue
            read_at.add(m.start(1))
            n, problem = read_count(text, m.start(1), m.end(1), _WHAT, MAX_PEOPLE, m.end())
            if problem:
                wrong.append(problem)
            elif n:
                values.append((m.start(), n))
                if m.group(0).lower().endswith("them"):  # "of them" may be some of the party too: "the kids (2 of them)"
                    parts[m.start()] = 2
                elif _SOME_OF_US.match(text, m.start(1)):
                    parts[m.start()] = 1
            else:
                zero.append(m.group(0))
    for m in _FOR_NUM.finditer(text):
        nxt = (m.group(2) or "").lower()
        # "for N" is a weak cue: a plain whole number is a count, "for 1,500" or "for 2.5" may be dollars ("for 1e3": refused)
        plain = num_value(m.group(1)) is not None or "e" in m.group(1).lower()
        if nxt in _FOR_NUM_NOT_PEOPLE or m.start(1) in covered or m.start(1) in read_at or not plain:
            continue
        n, problem = read_count(text, m.start(1), m.end(1), _WHAT, MAX_PEOPLE)
        if problem:
            wrong.append(problem)
        elif n:
            values.append((m.start(), n))
        else:  # "for 0": no one to plan for, never one traveller assumed
            zero.append(m.group(0))
    return values, zero, parts


def _a_count(text: str, match: re.Match[str], group: int, wrong: list[str]) -> int | None:
    """The count of ``match``'s group ("a"/"an" is one), or None with the problem added to ``wrong``."""
    if match.group(group).lower() in ("a", "an"):
        return 1
    n, problem = read_count(text, match.start(group), match.end(group), _WHAT, MAX_PEOPLE, match.end())
    if problem:
        wrong.append(problem)
    return n


# A form's labels for adults and children, one after the other ("adults: 2, kids: 2", "Adults = 2 / Children = 1"): the
# two added, never the adults read as the whole party.
_LABELLED_GROUPS = re.compile(rf"\b(?:adults|grown[\s-]?ups)\s*[:=]\s*({NUM})\s*[,;/|]?\s*"
                              rf"(?:kids|children|child|infants|minors)\s*[:=]\s*({NUM})\b", re.IGNORECASE)


def _groups(text: str, wrong: list[str]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Counts given as groups: "2 adults and 3 kids" (5), "2 adults + 2 kids + grandma" (5: the list goes on with
    whom it names), "2 adults + baby" (3), "2 couples" (4). Returns (position, count) pairs and the spans read."""
    values: list[tuple[int, int]] = []
    spans: list[tuple[int, int]] = []
    for m in _LABELLED_GROUPS.finditer(text):
        a, k = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        if a is not None and k is not None:
            values.append((m.start(), a + k))
            spans.append(m.span())
    for m in _ADULTS_KIDS.finditer(text):
        a, k = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        more, end = _listed_after(text, m.end(), wrong)
        if a is not None and k is not None and more is not None:
            values.append((m.start(), a + k + more))
            spans.append((m.start(), end))
    for m in _ADULTS.finditer(text):  # "2 adults + baby": adults, and whom the list names after them
        if not any(start <= m.start() < end for start, end in spans):
            more, end = _listed_after(text, m.end(), wrong)
            n = _a_count(text, m, 1, wrong) if more else None
            if n is not None and more is not None:
                values.append((m.start(), n + more))
                spans.append((m.start(), end))
    for m in _COUPLES.finditer(text):  # "two couples and a baby": the couples, and whom the list names after them
        n = _a_count(text, m, 1, wrong)
        more, end = _listed_after(text, m.end(), wrong)
        if n is not None and more is not None:
            values.append((m.start(), 2 * n + more))
            spans.append((m.start(), end))
    for m in _BOTH_SEXES.finditer(text):
        first, second = _a_count(text, m, 1, wrong), _a_count(text, m, 3, wrong)
        if first is not None and second is not None and m.group(2).lower() != m.group(4).lower():
            values.append((m.start(), first + second))
            spans.append(m.span())
    for m in _A_COUPLE.finditer(text):
        more, end = _listed_after(text, m.end(), wrong)
        if more:
            values.append((m.start(), 2 + more))
            spans.append((m.start(), end))
    for m in _FAMILIES.finditer(text):
        families, size = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        if families is not None and size is not None:
            values.append((m.start(), families * size))
            spans.append(m.span())
    for m in _SPEAKER_PLUS.finditer(text):
        n = _a_count(text, m, 1, wrong)
        if n is not None:
            values.append((m.start(), n + 1))
            spans.append(m.span())
    return values, spans


# One more of a list of travellers: " and grandma", " + my 2 nephews", " & our friends" (a group with no number). Not
# after a comma: "2 adults and 1 child, my wife, me and our son" names the same three again.
_LIST_MORE = re.compile(rf"\s*(?:(?:and|&|\+|plus|with)\s*(?:(?:my|our|his|her|their|the|a|an)\s+)?"
                        # a count of more after a comma or a space only ("2 adults, 1 grandma", "3 adults 2 seniors")
                        rf"|,?\s*(?=(?:{NUM})\s)"
                        # ... or a group its ages count ("2 adults, kids aged 4 and 7")
                        rf"|,\s*(?:(?:my|our|the)\s+)?(?={_KIND}{_MANY_COMPANIONS}(?:\s*\(\s*|,?\s+(?:aged?|ages|who\s+are)\s+)"
                        rf"{_AGE_LIST}))"
                        rf"(?:({NUM})\s+)?{_KIND}"
                        rf"(?:({_MANY_COMPANIONS})|({_ONE_COMPANION}))"
                        rf"{_IN_LAW}\b", re.IGNORECASE)


_TOTAL_WORDS = ("people", "persons", "travelers", "travellers")
_LINKED = re.compile(r"\s*(?:and|&|\+|plus|with)\b|\s*[&+]", re.IGNORECASE)


def _listed_after(text: str, at: int, wrong: list[str]) -> tuple[int | None, int]:
    """The travellers a list names after ``at`` ("+ grandma + my 2 cousins": 3) and where it ends; None (with the
    problem in ``wrong``) when one of them is a group with no number."""
    count = 0
    while more := _LIST_MORE.match(text, at):
        if (more.group(2) or "").lower() in _TOTAL_WORDS and not _LINKED.match(more.group(0)):
            break  # "1 adult, 2 people": the whole party said again after a comma, never more of it
        if more.group(1):
            n, problem = read_count(text, more.start(1), more.end(1), _WHAT, MAX_PEOPLE, more.end())
            if problem:
                wrong.append(problem)
                return None, at
            count += n or 0
        elif more.group(3):
            count += 1
        elif size := _group_size(more.group(2)) or _ages_counted(text, more.end()):
            count += size
        else:
            wrong.append(f"{_WHAT} cannot be counted: {more.group(0).strip(' ,&+')!r} gives no number; say how many travel in all")
            return None, at
        at = more.end()
    return count, at


def _unreadable(text: str, wrong: list[str]) -> None:
    """Counts no number can be read from: "half a person", "1/2 person", "a hundred people", "for nobody", "3 people and 2 kids",
    and bounds ("at least 2 people", "up to 4 travellers", "2+ people"): a plan is for one number of people."""
    for m in _ODD_PEOPLE.finditer(text):
        if re.search(r"\bof\s+(?:us|them)$", m.group(0), re.IGNORECASE):
            continue  # a share of the party, no count of it: "half of us want an entire home", "a third of them"
        wrong.append(f"{_WHAT} must be a whole number of at most {MAX_PEOPLE} (read {m.group(0)!r})")
    for m in _NOBODY.finditer(text):
        wrong.append(f"{_WHAT} must be at least 1 (read {m.group(0)!r})")
    for m in _BOUNDED_PEOPLE.finditer(text):
        wrong.append(f"{_WHAT} must be one exact number, not a bound or an estimate (read {m.group(0).strip()!r})")
    for m in _PEOPLE_AND_KIDS.finditer(text):
        kids = f"{m.group(2)} " if m.group(2) and m.group(2)[0].isdigit() else "children"  # "2 ppl + baby": is the baby
        wrong.append(f"{_WHAT} is unclear in {m.group(0)!r}: are the {kids.strip()} among the {m.group(1)}? give the total")


def _kids_counted(text: str, covered: SpanSet) -> int:
    """The largest number of children stated on its own ("we have 2 kids"), outside the spans already counted; 0 if none."""
    counts = [num_value(m.group(1)) or 0 for m in _KID_COUNT.finditer(text) if m.start() not in covered]
    return max(counts, default=0)


_POSSESSIVE = re.compile(r"(?:my|our|his|her|their)\s", re.IGNORECASE)


def _named_own(text: str) -> tuple[int, int] | None:
    """A list of the speaker's own, two or more one after the other ("my wife and our 2 boys", "my son and his 2
    friends", "my husband and the kids": the first said with "my"/"our"), where no I/me says whether the speaker goes
    (3 or 4 travellers), as its span; None otherwise ("our kids are travelling with us", "our friends might stop by":
    one group, no list)."""
    if not _POSSESSIVE.search(text):  # every list of one's own starts with one: the long scan below is not needed
        return None
    listed: list[re.Match[str]] = []
    for m in _COMPANION.finditer(text):
        own = _POSSESSIVE.match(m.group(0)) or (listed and re.match(r"the\s", m.group(0), re.IGNORECASE))
        if not own or (not listed and not re.match(r"(?:my|our)\s", m.group(0), re.IGNORECASE)):
            continue
        if listed and not _LIST_GAP.fullmatch(text, listed[-1].end(), m.start()):
            if len(listed) >= 2:
                break
            listed = []
        listed.append(m)
    return (listed[0].start(), listed[-1].end()) if len(listed) >= 2 else None


def read_people(text: str, problems: list[str]) -> PeopleReading:
    """The number of travellers as the text states it, and what its wording implies when it states none.

    A zero count ("0 people", "for nobody") is a problem, never read as one
    traveller; so is a count that is not read exactly (a sign, a range, a
    fraction, "a hundred", too many), and a count that leaves out the
    children the text counts ("my wife and I ... we have 2 kids").
    """
    text = _names_as_companions(_spelled(_ME_THEN_MINE.sub(r"\1, ", _in_english(text))))
    ages = _ages_said(text)
    text = _travelling(_aged_as_children(text))
    wrong: list[str] = []  # counts that cannot be read exactly
    _unreadable(text, wrong)
    values, spans = _groups(text, wrong)
    party = _companions(_members_blanked(text), wrong, ages)
    spans.extend(party.spans)
    if party.count is not None:
        values.append((party.spans[0][0], party.count))
    covered = SpanSet(spans)

    stated, zero, parts = _stated_counts(text, covered, wrong)
    values.extend(stated)
    for pattern, n in ((_PAIR, 2), (_TRIO, 3), (_SINGLE, 1)):
        values.extend((m.start(), n) for m in pattern.finditer(text) if m.start() not in covered
                      and not _GROUP_ALONE.search(text, max(0, m.start() - 60), m.start()))
    parts.update({p: 1 for p, _n in values if _COUPLE_OF_US.match(text, p)})  # "a couple of us smoke": some of us
    if values:  # a part of the party yields to the party's size stated elsewhere ("4 people ... two of us smoke")
        strongest = min(parts.get(p, 0) for p, _n in values)
        values = [(p, n) for p, n in values if parts.get(p, 0) == strongest]
    plural = bool(_PLURAL_PRONOUN.search(text))
    voice = "plural" if plural else "singular" if _SPEAKER.search(text) else "none"
    if not values and voice == "none":  # no word of the speaker travelling: the group the trip is for is the party
        values.extend((m.start(), _GROUP_SIZES[m.group(1).lower()]) for m in _FOR_GROUP.finditer(text))
    own = None if party.spans else _named_own(text)
    if own is not None:  # "my son and his 2 friends": the 2 are some of them, not the party
        values = [(at, n) for at, n in values if not own[0] <= at < own[1]]
    if not values and own is not None:
        wrong.append(f"{_WHAT} is unclear: {text[own[0]:own[1]]!r} are named, but not whether you travel with them; say how many travel "
                     "in all")
    vague = [3 if m.group("several") else 2 for m in _VAGUE_MANY.finditer(text)]
    kids = _kids_counted(text, covered)
    smallest = max(party.smallest, 2 if plural else 1, *vague, kids + 1 if kids else 1)
    if wrong:
        problems.extend(dict.fromkeys(wrong))
        return PeopleReading(None, voice, smallest)
    if zero:
        problems.append(f"the number of travellers must be at least 1 (read {zero[0]!r})")
        return PeopleReading(None, voice, smallest)
    distinct = list(dict.fromkeys(v for _p, v in sorted(values)))
    if len(distinct) > 1:
        shown = ", ".join(map(str, distinct[:6])) + (f" and {len(distinct) - 6} more" if len(distinct) > 6 else "")
        problems.append("the numbers of travellers contradict each other: " + shown)
        return PeopleReading(None, voice, smallest)
    if distinct and distinct[0] > MAX_PEOPLE:  # adults and kids, or companions, added up
        problems.append(f"{_WHAT} must be at most {MAX_PEOPLE} (read {distinct[0]})")
        return PeopleReading(None, voice, smallest)
    if party.uncounted and not distinct:
        named = text[party.spans[0][0]:party.spans[-1][1]]
        problems.append(f"{_WHAT} cannot be counted: {party.uncounted[0]!r} (in {named!r}) gives no number; say how many "
                        f"travel in all, e.g. 'for {party.smallest} people'")
        return PeopleReading(None, voice, smallest)
    if distinct and party.spans and distinct[0] < party.smallest:
        named = text[party.spans[0][0]:party.spans[-1][1]]
        problems.append(f"{_WHAT} is {distinct[0]}, fewer than the request names ({named!r} with the speaker: at least "
                        f"{party.smallest}): give the total")
        return PeopleReading(None, voice, smallest)
    if distinct and kids and distinct[0] <= kids:
        problems.append(f"{kids} children are mentioned but {_WHAT} is {distinct[0]}: give the total, children and adults together")
        return PeopleReading(None, voice, smallest)
    return PeopleReading(distinct[0] if distinct else None, voice, smallest)
