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

One module per job, in the order a request's party is read: ``party_foreign`` (a party said in Spanish, French or
German), ``party_spelling`` (misspelt relations), ``party_names`` (travellers said by first name), ``party_ages``
(children said by age), ``party_left_out`` (who is named but stays behind or is inside a stated group),
``people_refused`` (counts no number can be read from), ``people_groups`` (counts given as groups, added),
``companions`` (the speaker's companions), ``people_counts`` (counts stated outright); ``party_words`` holds the words
they share. This module puts them together (``read_people``) and says when a count is only a part of a known party
(``a_part_only``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from himap_travel.domain.parsing.companions import (
    ARRANGER,
    FOR_GROUP,
    companions_of,
    counts_brought_forward,
    named_own,
)
from himap_travel.domain.parsing.numbers import NUM, num_value
from himap_travel.domain.parsing.party_ages import aged_as_children, ages_said
from himap_travel.domain.parsing.party_foreign import in_english
from himap_travel.domain.parsing.party_left_out import members_blanked, travelling
from himap_travel.domain.parsing.party_names import names_as_companions
from himap_travel.domain.parsing.party_spelling import relations_spelled
from himap_travel.domain.parsing.party_words import GROUP_SIZES, LIST_GAP, PLURAL_PRONOUN, SPEAKER
from himap_travel.domain.parsing.people_counts import PEOPLE_WHAT, stated_counts
from himap_travel.domain.parsing.people_groups import group_counts
from himap_travel.domain.parsing.people_refused import unreadable_counts
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import MAX_PEOPLE

# Children counted on their own ("we have 2 kids", "with our 3 children"): the travellers must take them in. A year is
# no count ("spring break 2022 baby!": the year, cheered)
_KID_COUNT = lazy_compile(rf"(?<![\w$])(?!(?:19|20)\d\d\b)({NUM})\s+(?:(?:little|young|small|teenage|grown)\s+)?{KIDS}\b", re.IGNORECASE)
# Wording that gives no number but more than one traveller: "several people" (3), "a few friends", "my family" (2).
# A count said as not sure ("so maybe 5", "might be 5 of us", "possibly 3 if my mom joins", "could be three of us")
_UNSURE = lazy_compile(rf"\b(?:maybe|possibly|perhaps|probably|prob|might\s+be|could\s+be|may\s+be)\s+(?P<n>{NUM})"
                       r"(?=\s*(?:people|persons?|travell?ers|adults|guests|of\s+us|in\s+all|total|if\b|but\b|[,.;!?)]|$))",
                       re.IGNORECASE)
_UNSURE_WHO = lazy_compile(r"\s*(?:people|persons?|travell?ers|adults|guests|of\s+us|in\s+all)\b", re.IGNORECASE)
_MONEY_BEFORE = lazy_compile(r"(?:budget|spend|\$|dollars|bucks|cost|price|pay)[^.;!?]{0,30}$", re.IGNORECASE)


def _unsure_counts(text: str, values: list[tuple[int, int]]) -> list[re.Match[str]]:
    """The counts said as not sure: with a word of people ("maybe 5 people"), or bare beside a count said ("four of
    us, maybe 5"), small and with no money before it ("budget's tight, maybe 600?" is an amount, not a party)."""
    found = []
    for m in _UNSURE.finditer(text):
        bare = not _UNSURE_WHO.match(text, m.end())
        if bare and (not values or (num_value(m.group("n")) or 0) > 20
                     or _MONEY_BEFORE.search(text[max(0, m.start() - 40):m.start()])):
            continue
        found.append(m)
    return found


_VAGUE_MANY = lazy_compile(
    r"\b(?:(?P<several>several)|a\s+few|few|some|many|a\s+bunch\s+of|a\s+number\s+of|a\s+group\s+of|a\s+handful\s+of)\s+"
    r"(?:of\s+(?:my|our)\s+)?"  # "a few of my friends": as many as "a few friends", never one traveller
    r"(?:people|persons|friends|buddies|pals|travell?ers|adults|guests|colleagues|co-?workers|classmates|roommates|cousins"
    r"|relatives|family\s+members|of\s+us|mates|lads|guys|gals|girls)\b"
    # ... and a band of friends said as one ("the whole gang", "me and the crew"): a group of no number too
    r"|\b(?:my|our|the|with\s+(?:my|our|the))\s+(?:whole\s+|entire\s+)?(?:family|gang|crew|squad)\b(?!\s+of\b)"
    r"|\bfamily\s+(?:trip|vacation|holiday)\b",
    re.IGNORECASE,
)
# ... but "$600 per couple" counts no one, nor do guests had over ("a place where i can have a couple pals over")
_PAIR = lazy_compile(
    r"(?<!\bper\s)(?<!\beach\s)(?<!\bevery\s)(?<!\bhave\sa\s)(?<!\bhaving\sa\s)\b(?:duo|twosome|pair|couple|newlyweds|newly[\s-]weds|honeymooners)\b"
    r"(?!\s+of\s+(?!(?:(?:old|young|retired|avid|keen)\s+)?(?:travell?ers|people|persons|friends|us|adults|individuals|hikers"
    r"|bikers|cyclists|skiers|golfers|runners|climbers|backpackers|campers|students|sisters|brothers|buddies)\b))"
    # ... nor its "of" left out before things ("a couple vineyards", "a couple days"): a plural word after it that is
    # no one counted and no verb of the pair ("a couple travellers", "a couple wants ...", "a couple goes ...")
    r"(?!\s+(?!(?:travell?ers|people|persons|friends|adults|individuals|kids|children|guys|gals|girls|boys|buddies|pals"
    r"|sisters|brothers|students|seniors|retirees|is|was|has|does|goes|wants|needs|loves|likes|seeks|plans|hopes|prefers"
    r"|enjoys|travels|looks|visits|stays|says|asks)\b)[a-z]+s\b)"
    # (never who agrees: "sounds perfect to the both of us")
    r"|(?<!\bto\s)(?<!\bto\sthe\s)\bboth\s+of\s+us\b|\b(?:us|we)\s+two\b"
    # ("just us 2", "us 2 then": the figure only where nothing it counts follows, never "book us 2 rooms")
    r"|\b(?:us|we)\s+2\b(?=\s*(?:[,.;:!?)]|$|(?:now|only|then|again|too|anyway|after\s+all)\b))",
    re.IGNORECASE,
)
_TRIO = lazy_compile(r"\btrio\b", re.IGNORECASE)
# The party said as a group of us with no number ("a bunch of us, $900", "a few of us are going"): asked, never two assumed
_VAGUE_US = lazy_compile(r"\b(?:a\s+(?:whole\s+)?bunch|a\s+few|a\s+group|a\s+handful|a\s+gang|a\s+crew|several|a\s+number)"
                         r"\s+of\s+us\b(?=\s*(?:[,.;:!?)]|$|(?:are|will|want|wanna|going|heading|travel\w*|plan\w*)\b))",
                         re.IGNORECASE)
_QUARTET = lazy_compile(r"\b(?:quartet|foursome)\b", re.IGNORECASE)
_SINGLE = lazy_compile(
    r"\b(?:solo|(?<!\bours\s)(?<!\bmine\s)(?<!\byours\s)(?<!\btheirs\s)alone|(?:single|lone)[\s-]+(?:person|traveler|traveller|individual|adult|visitor|guest)|single-person|one-person|1-person"
    # "..., just one, $400": an item of the request of its own ("on the last day just one" counts a day's things)
    r"|(?:(?<=[,;:(]\s)|(?<=[,;:(]))(?:just|only)\s+(?:one|1)(?=\s*(?:[,;.!)]|$))"
    r"|an\s+individual|me\s*,?\s*myself\s*,?\s*(?:and|&)\s+i(?!')|(?:just|jus|only)\s+(?:(?:gonna|going\s+to)\s+)?(?:be\s+)?(?:me|myself)(?!\s*(?:&|\+|(?:and|plus|with|n)\b))"
    # one other person the request is made for, as an item of its own ("my client ..., just her, $800"), or the whole
    # answer to "how many people?" ("just him")
    r"|(?:(?<=[,;:(]\s)|(?<=[,;:(])|(?<![\s\S]))(?:just|only)\s+(?:her|him)(?=\s*(?:[,;.!)]|$))|by\s+myself|on\s+my\s+own|myself\s+only|for\s+myself(?!\s*(?:and|,|&|\+|plus|with)\b)"
    # the speaker and a pet, no one else: "me and my dog", "just me + our cat" (not after another of the party: "my
    # fiancée and me and our pup")
    r"|(?<!\band\s)(?<!&\s)(?<!\+\s)(?<!\+)(?:just\s+|only\s+)?(?:me|myself)\s*(?:and|&|\+|with|plus)\s+(?:my|our|the)\s+"
    r"(?:(?:\d|two|three|four|service|support|emotional\s+support|therapy|rescue|little|old)\s+){0,2}"
    r"(?:dog|cat|pup|puppy|kitten|pet)s?\b"
    r"(?![\s,]*(?:and|&|\+|plus|with)\b))\b",
    re.IGNORECASE,
)


def _listed_after(text: str, start: int, companions: list[tuple[int, int]]) -> bool:
    """Whether the speaker said alone at ``start`` ("me and our dog") follows a companion counted in one list ("my wife,
    me and our dog"): one of that party, never a party of one."""
    return any(LIST_GAP.fullmatch(text, end, start) for _start, end in companions)


# "alone" said of a counted group ("two women traveling alone", "3 friends going alone"): no one else comes, not one.
_GROUP_ALONE = lazy_compile(r"\b(?:[2-9]|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[a-z]+\s+){1,2}"
                            r"(?:travell?ing|going|coming|flying|heading)\s+$", re.IGNORECASE)

# "me my wife and our 2 kids": the speaker listed first with no comma before the next one of the party (one list)
_ME_THEN_MINE = lazy_compile(r"\b(me|myself)\s+(?=(?:my|our)\s)", re.IGNORECASE)


class PeopleReading(NamedTuple):
    """What the text says about the travellers."""

    count: int | None  # type: ignore[assignment]  # as in _Party; the number stated (None: not stated, or contradicting)
    voice: str  # "plural" (we/us/our), "singular" (I/me) or "none": what an unstated count is assumed from
    smallest: int  # the smallest count the wording allows (1 singular, 2 plural, or the companions counted)


# ... said as a pair ("a couple of us smoke"), and the words of a part that count no one ("half of us", "some of us")
_COUPLE_OF_US = lazy_compile(r"couple\s+of\s+(?:us|them)\s+(?!(?:and|plus|with|from|to|in|on|for|who|total)\b)[a-z]",
                             re.IGNORECASE)
_PART_SAID = lazy_compile(rf"(?<!\bthe\s)(?<!\ball\s)(?<!\bjust\s)(?<!\bonly\s)\b(?:{NUM}|a\s+couple|a\s+few|some|half|most|several"
                          r"|many|a\s+third|a\s+quarter)\s+of\s+(?:us|them)\b"
                          r"(?=\s+(?!(?:and|plus|with|from|to|in|on|for|who|total|now|altogether|all|going|coming|travel\w*"
                          r"|only|left|remain\w*|can|could|will|would|gonna|make|want\s+to\s+(?:go|come|travel)"
                          # a word of talk after the count ("make it 4 of us though", "3 of us then pls")
                          r"|though|tho|then|lol|haha|pls|please|plz|instead|actually"
                          r"|(?:are|is)\s+(?:going|coming|travel\w*|now|left))\b)[a-z])",
                          re.IGNORECASE)


def a_part_only(text: str) -> bool:
    """Whether the travellers ``text`` counts are only a part of the party ("one of us is allergic to seafood", "a
    couple of us smoke", "half of us dont fly"): said of a trip whose party is known, it says nothing of its size
    (a first request's "two of us are going to Denver" is read by ``read_people`` as before)."""
    blanked = _PART_SAID.sub(lambda m: " " * len(m.group()), text)
    return blanked != text and read_people(blanked, []).count is None


def _kids_counted(text: str, covered: SpanSet) -> int:
    """The largest number of children stated on its own ("we have 2 kids"), outside the spans already counted; 0 if none."""
    counts = [num_value(m.group(1)) or 0 for m in _KID_COUNT.finditer(text) if m.start() not in covered]
    return max(counts, default=0)


def read_people(text: str, problems: list[str]) -> PeopleReading:
    """The number of travellers as the text states it, and what its wording implies when it states none.

    A zero count ("0 people", "for nobody") is a problem, never read as one
    traveller; so is a count that is not read exactly (a sign, a range, a
    fraction, "a hundred", too many), and a count that leaves out the
    children the text counts ("my wife and I ... we have 2 kids").
    """
    text = names_as_companions(relations_spelled(_ME_THEN_MINE.sub(r"\1, ", counts_brought_forward(in_english(text)))))
    ages = ages_said(text)
    text = travelling(aged_as_children(text))
    wrong: list[str] = []  # counts that cannot be read exactly
    unreadable_counts(text, wrong)
    values, spans = group_counts(text, wrong)
    party = companions_of(members_blanked(text), wrong, ages)
    spans.extend(party.spans)
    if party.count is not None:
        values.append((party.spans[0][0], party.count))
    covered = SpanSet(spans)

    stated, zero, parts = stated_counts(text, covered, wrong)
    values.extend(stated)
    for pattern, n in ((_PAIR, 2), (_TRIO, 3), (_QUARTET, 4), (_SINGLE, 1)):
        values.extend((m.start(), n) for m in pattern.finditer(text) if m.start() not in covered
                      and not _GROUP_ALONE.search(text, max(0, m.start() - 60), m.start())
                      and not (n == 1 and _listed_after(text, m.start(), party.spans)))
    parts.update({p: 1 for p, _n in values if _COUPLE_OF_US.match(text, p)})  # "a couple of us smoke": some of us
    if values:  # a part of the party yields to the party's size stated elsewhere ("4 people ... two of us smoke")
        strongest = min(parts.get(p, 0) for p, _n in values)
        values = [(p, n) for p, n in values if parts.get(p, 0) == strongest]
    plural = bool(PLURAL_PRONOUN.search(text))
    voice = "plural" if plural else "singular" if SPEAKER.search(ARRANGER.sub(" ", text)) else "none"
    if not values and voice == "none":  # no word of the speaker travelling: the group the trip is for is the party
        values.extend((m.start(), GROUP_SIZES[m.group(1).lower()]) for m in FOR_GROUP.finditer(text))
    own = None if party.spans else named_own(text)
    if own is not None:  # "my son and his 2 friends": the 2 are some of them, not the party
        values = [(at, n) for at, n in values if not own[0] <= at < own[1]]
    if not values and own is not None:
        wrong.append(f"{PEOPLE_WHAT} is unclear: {text[own[0]:own[1]]!r} are named, but not whether you travel with them; "
                     "say how many travel in all")
    vague = [3 if m.group("several") else 2 for m in _VAGUE_MANY.finditer(text)]
    kids = _kids_counted(text, covered)
    smallest = max(party.smallest, 2 if plural else 1, *vague, kids + 1 if kids else 1)
    if wrong:
        problems.extend(dict.fromkeys(wrong))
        return PeopleReading(None, voice, smallest)
    if zero:
        problems.append(f"the number of travellers must be at least 1 (read {zero[0]!r})")
        return PeopleReading(None, voice, smallest)
    unsure = _unsure_counts(text, values)
    if unsure:  # "four of us, maybe 5": asked back naming both, never a clash with a count not said
        others = [v for p, v in sorted(values) if not any(m.start() <= p < m.end() for m in unsure)]
        counts = " or ".join(str(n) for n in dict.fromkeys([*others[:1], *(num_value(m.group("n")) or 0 for m in unsure)]))
        said = ", ".join(repr(m.group(0)) for m in unsure)
        problems.append(f"the number of travellers is not sure ({said}): {counts}; say how many travel")
        return PeopleReading(None, voice, smallest)
    distinct = list(dict.fromkeys(v for _p, v in sorted(values)))
    if len(distinct) > 1:
        shown = ", ".join(map(str, distinct[:6])) + (f" and {len(distinct) - 6} more" if len(distinct) > 6 else "")
        problems.append("the numbers of travellers contradict each other: " + shown)
        return PeopleReading(None, voice, smallest)
    if distinct and distinct[0] > MAX_PEOPLE:  # adults and kids, or companions, added up
        problems.append(f"{PEOPLE_WHAT} must be at most {MAX_PEOPLE} (read {distinct[0]})")
        return PeopleReading(None, voice, smallest)
    vague_us = _VAGUE_US.search(text)
    if vague_us and not distinct and not party.spans:
        problems.append(f"{PEOPLE_WHAT} is not said ({vague_us.group(0)!r} gives no number): say how many travel")
        return PeopleReading(None, voice, smallest)
    if party.uncounted and not distinct:
        named = text[party.spans[0][0]:party.spans[-1][1]]
        problems.append(f"{PEOPLE_WHAT} cannot be counted: {party.uncounted[0]!r} (in {named!r}) gives no number; say how many "
                        f"travel in all, e.g. 'for {party.smallest} people'")
        return PeopleReading(None, voice, smallest)
    if distinct and party.spans and distinct[0] < party.smallest:
        named = text[party.spans[0][0]:party.spans[-1][1]]
        problems.append(f"{PEOPLE_WHAT} is {distinct[0]}, fewer than the request names ({named!r} with the speaker: at least "
                        f"{party.smallest}): give the total")
        return PeopleReading(None, voice, smallest)
    if distinct and kids and distinct[0] <= kids:
        problems.append(f"{kids} children are mentioned but {PEOPLE_WHAT} is {distinct[0]}: give the total, children and adults together")
        return PeopleReading(None, voice, smallest)
    return PeopleReading(distinct[0] if distinct else None, voice, smallest)
