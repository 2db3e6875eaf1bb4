"""The party of a speaker who travels with companions ("me, my husband and the kids", "my wife and I with our 2
kids", "the two of us plus my mom"): who the speaker stands for (``speaker_group``), each companion counted
(``companions_of``, a ``Party``), and a list of one's own where no I/me says whether the speaker goes (``named_own``).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from himap_travel.domain.parsing.numbers import NUM, num_value, read_count
from himap_travel.domain.parsing.party_ages import NUMBER_AGED, ages_counted
from himap_travel.domain.parsing.party_words import (
    AND_WORD,
    COMPANION,
    GENERIC,
    GROUP_SIZES,
    JOINING,
    KIND,
    LINK_BEFORE,
    LIST_GAP,
    LIST_REST,
    MANY_COMPANIONS,
    MANY_WORDS,
    ONE_COMPANION,
    ONE_WORDS,
    OTHER_PEOPLE,
    PLURAL_PRONOUN,
    REQUESTER,
    SPEAKER,
    SPEAKER_AFTER,
    SPEAKER_AND,
    SPEAKER_INSIDE,
    alternation,
    group_size,
)
from himap_travel.domain.parsing.people_counts import PEOPLE_WHAT
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import MAX_PEOPLE

# A trip for others ("plan a trip for my parents"): such a group, where the text has no word of the speaker travelling.
FOR_GROUP = lazy_compile(r"\bfor\s+(?:my|our)\s+(parents|grandparents|twins|triplets)\b(?!['’])", re.IGNORECASE)
# ... the speaker only arranging it ("I'm booking a trip for my parents", "I want to plan a getaway for my grandparents"):
# no word of the speaker travelling
ARRANGER = lazy_compile(r"\b(?:i['’]?m|i\s+am|i['’]?ll|i\s+will|i)\s+(?:(?:want|need|would\s+like|['’]d\s+like|trying|hoping)\s+"
                        r"to\s+)?(?:book|plan|organi[sz]|arrang|sort)\w*\b[^.;!?]{0,40}?\bfor\s+(?:my|our)\s+"
                        r"(?:parents|grandparents|twins|triplets)\b(?!['’])", re.IGNORECASE)
# The speaker as a group that more companions join: "the two of us plus my mom" (3), "both of us and my sister" (3),
# "us two and our 3 boys" (5), "us 2 and my parents" (4). Followed by a list after a colon ("the four of us: me, my
# wife ..."), the group is the total, not a part of it.
# ... or joining the companions said before it, closing its clause ("twins (6) and us two parents", "our 2 kids and
# the two of us")
_JOINS_MORE = rf"(?=\s*,?\s*(?:{AND_WORD}|with|along\s+with|together\s+with|as\s+well\s+as)\s)"
# Between a companion and the speaker's group joining it: a note in brackets, then the list's joint ("twins (6) and ")
_BEFORE_GROUP = lazy_compile(rf"(?:\s*\([^()]{{0,24}}\))?\s*(?:,|{AND_WORD})\s*", re.IGNORECASE)
_GROUP_SPEAKER = lazy_compile(
    r"(?:(?:(?<=\band\s)|(?<=\bplus\s)|(?<=[&+]\s))(?P<joined>))?"
    rf"\b(?:(?:the|all)\s+)?(?:(?P<count>{NUM})\s+of\s+us|(?P<pair>both\s+of\s+us|(?:us|we)\s+(?:two|2)))\b"
    # "the two of us girls and ...", "us two parents"
    r"(?:\s+(?:girls|guys|ladies|gals|boys|lads|women|men|sisters|brothers|friends|parents|adults|grown-?ups))?"
    rf"(?(joined)(?:(?=\s*(?:[,.;!?)]|$))|{_JOINS_MORE})|{_JOINS_MORE})",
    re.IGNORECASE,
)
# The writer travelling with their own ("Seattle to Denver with my partner", "taking my son", "going with 3 friends"):
# "my" and a relation, or a number of relations, after "with" says the writer goes too, though no I/me is written
# (unless the trip is for others, "for my parents", or "we" travel: how many "we" are is not said). A number of plain
# people ("with 3 people") may be the whole party, and "with my dog" is no traveller: no writer added. Only a "we" said
# before the companions counts: one after them is that party said again ("... with my 2 kids, we love pizza").
_WITH_MINE = lazy_compile(
    rf"(?:\bw/|\bw(?=\s)|\b(?:with|taking|take|bringing|bring|along\s+with|together\s+with))\s*"
    # "with the wife": a spouse said with "the" is the writer's own ("with the kids" may be a wish's, not the party)
    rf"(?:my\s+|the\s+(?=(?:wife|missus|mrs|hubby|husband)\b)|{NUM}\s+(?:of\s+my\s+)?)(?:\w+\s+)?"
    rf"{alternation(tuple(w for w in (*ONE_WORDS, *MANY_WORDS) if w not in GENERIC))}\b",
    re.IGNORECASE,
)

# A companion named by a pronoun as the last of a list ("It's me, my husband and her"): one traveller, the one the
# text spoke of before ("My daughter's spring break ... She's 8").
# A companion said to come along after the party ("me and my wife ... Update: my son (7) is coming too"): one more
_JOINS_TOO = lazy_compile(r"(?:\s*\([^()]{0,20}\))?\s+(?:is|are|will\s+be|['’]s|['’]re)\s+(?:also\s+)?(?:coming|joining"
                          r"|tagging\s+along)(?:\s+(?:us|along|with\s+us))?\s+(?:too|as\s+well)\b", re.IGNORECASE)
# ... or a list of companions said to come with the speaker ("my sister and her 2 kids are coming with me"): each counts
_WITH_ME_AFTER = lazy_compile(rf"(?:\s*\([^()]{{0,24}}\))?{LIST_REST}\s+(?:are|is|will\s+be|['’]re|['’]s)\s+(?:also\s+)?"
                              r"(?:coming|going|travell?ing|joining|tagging\s+along|flying|driving)\s+(?:along\s+)?with\s+me\b",
                              re.IGNORECASE)
# ... or taken along by a pronoun where one of the speaker's own is named before and no companion is counted ("my mom's
# turning 60 so I'm taking her to New York"): that one
_PRONOUN_TAKEN = lazy_compile(r"\b(?:taking|bringing|take|bring|with)\s+(him|her)\b(?!['’])(?=\s*(?:[.,;!?)]|$|\s+(?:to|from|on|for"
                              r"|along|with|out|too|as|and|away)\b))", re.IGNORECASE)
_ONE_OWN = lazy_compile(rf"\b(?:my|our)\s+{ONE_COMPANION}\b", re.IGNORECASE)
_PRONOUN_LAST = lazy_compile(r"\s*,?\s*(?:and|&)\s+(him|her)\b(?!['’])(?=\s*(?:[.,;!?)]|$))", re.IGNORECASE)
# ... or right after the speaker in a list ("It'll be me, her and our friend Jess", "just me and him"): one traveller.
_PRONOUN_BESIDE = lazy_compile(r"\b(?:me|i|myself)\s*(?:,|and|&|\+)\s*(him|her)\b(?!['’])(?=\s*(?:,|and\b|&|\+|[.;!?)]|$))",
                               re.IGNORECASE)

# Parents (or grandparents) speaking of themselves, with no I/me: "mum, dad and our three kids", "grandma, grandpa and
# our grandson (7)" (we/our said too, or their children listed right after them: ``_THEIR_KIDS``): the two of them.
_MOTHER = r"(?:mum|mom|mommy|mummy|mama|grandma|granny|nana|grandmother)"
_FATHER = r"(?:dad|daddy|papa|grandpa|grandad|granddad|grandfather)"
_PARENTS = lazy_compile(
    r"(?<!\bmy\s)(?<!\bour\s)(?<!\byour\s)(?<!\bthe\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)"
    rf"\b(?:{_MOTHER}\s*(?:,|and|&|\+|\s)\s*{_FATHER}|{_FATHER}\s*(?:,|and|&|\+|\s)\s*{_MOTHER})\b(?!['’])",
    re.IGNORECASE,
)

# ... or listing their children right after them, no one else's ("mom dad and two kids aged 9 and 12", "grandma, grandpa
# and the grandkids aged 8 and 10"): a family said by its members is the party (the speaker one of the two)
_THEIR_KIDS = lazy_compile(rf"\s*(?:,|and|&|\+)\s*(?:and\s+)?(?:the\s+)?(?:(?:{NUM})\s+)?(?:little\s+|young\s+)?{KIDS}\b",
                           re.IGNORECASE)


# ... or one parent said in the third person with their children ("a mom and her two girls", "a father and son (he's
# 8)"): the parent, whom the children join
_ONE_PARENT = lazy_compile(rf"\ba\s+(?:single\s+|young\s+)?(?:{_MOTHER}|{_FATHER}|mother|father)(?=\s*(?:and|&|\+|with)\s+"
                           r"(?:(?:her|his|their)\s|(?:son|daughter|kids?|child|children|boy|girl)s?\b))", re.IGNORECASE)


# Who or what a companion's possessive names after it ("my husband's parents", "my friend's dog"): that one travels
_POSSESSED = lazy_compile(rf"['’]s\s+(?:{NUM}\s+)?{KIND}(?:{MANY_COMPANIONS}|{ONE_COMPANION}|dogs?|cats?|pupp(?:y|ies)|pups?"
                          r"|kittens?|pets?)\b", re.IGNORECASE)

# The words for one infant: said again with "my", "our" or "the", by any of them, it is the same one
_BABY_WORDS = frozenset({"baby", "infant", "newborn", "little one"})
# Words for a party's children: "the kids" after "our two little ones (2 and 4)" is the same children again
_CHILDREN_WORDS = frozenset({"kids", "children", "little ones", "kiddos", "kiddies", "littles", "toddlers", "babies", "teens",
                             "teenagers"})


def _group_kind(word: str) -> str:
    """What a group word names, children said any way alike ("kids", "little ones")."""
    word = re.sub(r"[\s-]+", " ", word.lower())
    return "children" if word in _CHILDREN_WORDS else word

# A group of companions whose count follows in brackets ("my roommates (there's 3 of them)", "my kids (3 of them)"):
# the count is the group's, as "my 3 roommates" says it, never the party's
_BRACKETED_COUNT = lazy_compile(rf"\b(my|our|his|her|the)\s+({KIND}{MANY_COMPANIONS})\s*\(\s*(?:there(?:['’]s|\s+is|\s+are|['’]re)"
                                rf"\s+|they(?:['’]re|\s+are)\s+)?({NUM})\s+of\s+them\s*\)", re.IGNORECASE)


# Groups that say their size counted in sets ("both sets of grandparents", "two sets of parents"): the sets times the
# group's size, as "4 grandparents" says it
_SETS_OF = lazy_compile(rf"\b(?:(both)|({NUM}))\s+(?:sets|pairs)\s+of\s+(?:(?:my|our|the)\s+)?({alternation(tuple(GROUP_SIZES))})\b",
                        re.IGNORECASE)


# A couple named by their titles ("Mr. and Mrs. Okafor and their two children", "Dr & Mrs Patel"): two travellers, as
# "a couple" says it
_TITLED_COUPLE = lazy_compile(r"\b(?:mr|mrs|ms|dr)\.?\s+(?:and|&)\s+(?:mr|mrs|ms|dr)\.?\s+(?-i:[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+)?)",
                              re.IGNORECASE)


def counts_brought_forward(text: str) -> str:
    """``text`` with a group's count in brackets after it said before it ("my roommates (there's 3 of them)" as "my 3
    roommates"), groups counted in sets said as their people ("both sets of grandparents" as "4 grandparents"), and a
    couple named by their titles said as "a couple", padded with spaces so that every later position stays where it
    was."""
    def forward(m: re.Match[str]) -> str:
        said = f"{m.group(1)} {m.group(3)} {m.group(2)}"
        return said + " " * (len(m.group(0)) - len(said))

    def in_people(m: re.Match[str]) -> str:
        sets = 2 if m.group(1) else num_value(m.group(2))
        size = group_size(m.group(3))
        if sets is None or size is None:
            return m.group(0)
        said = f"{sets * size} {m.group(3)}"
        return said + " " * (len(m.group(0)) - len(said))

    def couple(m: re.Match[str]) -> str:
        return "a couple".rjust(len(m.group(0)))  # (its spaces before it: "a couple and their kids" reads as one)

    return _TITLED_COUPLE.sub(couple, _SETS_OF.sub(in_people, _BRACKETED_COUNT.sub(forward, text)))


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
    if group and group.group("pair"):
        return 2, [group.span()]
    if group:
        n, problem = read_count(text, group.start("count"), group.end("count"), PEOPLE_WHAT, MAX_PEOPLE, group.end())
        if problem:
            problems.append(problem)
        return n or 0, [group.span()]
    mine = _WITH_MINE.search(text)
    we_before = mine is not None and bool(PLURAL_PRONOUN.search(text, 0, mine.start()))
    if SPEAKER.search(REQUESTER.sub(" ", text)) or (mine and not FOR_GROUP.search(text) and not we_before):
        return 1, []
    parents = literal_guard.search(_PARENTS, text)
    if parents and (PLURAL_PRONOUN.search(text) or _THEIR_KIDS.match(text, parents.end())):
        return 2, [parents.span()]
    parent = _ONE_PARENT.search(text)
    if parent:  # "a mom and her two girls", "a father and son": the parent, as a speaker, and the children after
        return 1, [parent.span()]
    return None


def companions_of(text: str, problems: list[str], ages: dict[int, str] | None = None) -> _Party:
    """The party of a speaker who travels with named companions ("me, my husband and the kids").

    A companion group with no number ("the kids", "my friends", "a couple of
    friends") leaves the count unknown; the smallest count then counts such a
    group as two. A number that is no count ("my -2 kids") is added to ``problems``. ``ages``: where a companion
    said by its age starts, with the age (``ages_said``): one said again is the same one only at the same age.
    """
    speaker = _speaker(text, problems)
    if speaker is None:
        return _Party(None, 0, [], [])
    exact, spans = speaker[0], list(speaker[1])
    smallest = exact
    uncounted: list[str] = []
    named: set[str] = set()  # one companion said again with "my", "our" or "the" ("our baby ... the baby") is the same one
    counted: set[str] = set()  # the kinds of group counted ("our two little ones ... fly with the kids": the same ones)
    for m in literal_guard.finditer(COMPANION, text):
        if spans and m.start() < spans[-1][1] and not _BEFORE_GROUP.fullmatch(text, m.end(), spans[-1][0]):
            continue  # inside the speaker's group, or said before it and counted in it ("My husband and I ... There are
            # two of us"); only one joined right before it ("twins (6) and us two parents") joins it
        before = text[max(0, m.start() - 30):m.start()]
        inside = SPEAKER_INSIDE.match(text, m.end()) and (m.group(3) or "").lower() not in GENERIC
        with_me = _WITH_ME_AFTER.match(text, m.end())
        linked = LINK_BEFORE.search(before) or SPEAKER_AFTER.match(text, m.end()) or inside or _JOINS_TOO.match(text, m.end()) \
            or with_me
        possessive = re.match(r"(?:my|our|the|his|her|their)\b", m.group(0), re.IGNORECASE)  # "my husband and his mother"
        listed = bool(spans) and (LIST_GAP.fullmatch(text, spans[-1][1], m.start())  # "our son and daughter"
                                  or _BEFORE_GROUP.fullmatch(text, m.end(), spans[-1][0]))  # "twins and us two"
        # with no "my" and no number, a companion counts only right beside the speaker ("me and wife", "wife and me")
        beside = SPEAKER_AND.search(before) or SPEAKER_AFTER.match(text, m.end()) or inside or with_me
        if not listed and (not linked or not (possessive or m.group(1) or m.group(2) or beside)):
            continue
        joining = JOINING.search(before) or SPEAKER_AFTER.match(text, m.end()) or OTHER_PEOPLE.search(m.group(0))
        if (m.group(3) or "").lower() in GENERIC and not joining:
            continue  # "..., 3 people" is the whole party ("me and 3 other people", "2 people plus me" add the speaker)
        if m.group(1):
            n, problem = read_count(text, m.start(1), m.end(1), PEOPLE_WHAT, MAX_PEOPLE, m.end())
            if problem:
                problems.append(problem)
            exact, smallest = exact + (n or 0), smallest + (n or 0)
            counted |= {_group_kind(m.group(3))} if m.group(3) else set()
        elif m.group(3) and possessive and _group_kind(m.group(3)) in counted:
            spans.append((m.start(), m.end()))  # "my three kids ... the kids want pizza": counted already
            continue
        elif _POSSESSED.match(text, m.end()):
            continue  # "my husband's parents", "my friend's dog": whose they are, no traveller (the parents are counted)
        elif m.group(4):
            whose = text[m.end():m.end() + 1] in ("'", "’")  # "my sister's son": the son is named by her, not her again
            one = re.sub(r"^(?:my|our|the)\s+", "", m.group(0).lower()) if possessive and not whose else None
            said_aged = [age for at, age in (ages or {}).items() if m.start() <= at < m.end()]
            if one is not None and re.sub(r"[\s-]+", " ", one) in _BABY_WORDS:
                one = "baby"  # "the baby ... the little one (8 months)": one infant, whatever word or age says it again
            elif one is not None and said_aged:
                one = f"{one} {said_aged[0]}"
            if one is not None and one in named:
                spans.append((m.start(), m.end()))
                continue
            named |= {one} if one is not None else set()
            exact, smallest = exact + 1, smallest + 1
        elif not m.group(2) and (size := group_size(m.group(3)) or ages_counted(text, m.end())
                                 or _one_each(m, exact, uncounted)):
            exact, smallest = exact + size, smallest + size
        elif _MEMBERS_LISTED.match(text, m.end()):
            continue  # "the whole crew (me, my sister, mom and dad)": the group is the list after it, counted there
        else:
            uncounted.append(m.group(0))
            smallest += 2
        spans.append((m.start(), m.end()))
    for m in NUMBER_AGED.finditer(text):  # "me + hubby + our three (ages 3, 6 and 11)": the three, by their ages
        if not any(s <= m.start() < e for s, e in spans) and LINK_BEFORE.search(text[max(0, m.start() - 30):m.start()]):
            n, problem = read_count(text, m.start(1), m.end(1), PEOPLE_WHAT, MAX_PEOPLE, m.end())
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
    taken = _PRONOUN_TAKEN.search(text) if len(spans) == len(speaker[1]) else None
    if taken and _ONE_OWN.search(text, 0, taken.start()):
        exact, smallest = exact + 1, smallest + 1
        spans.append(taken.span(1))
    if len(spans) == len(speaker[1]):
        return _Party(None, 0, [], [])
    return _Party(None if uncounted else exact, smallest, spans, uncounted)


# A group with no number whose members a parenthesis lists, the speaker among them ("the whole crew (me, my sister, mom
# and dad)", "the gang (me + 3 friends)"): the list is the party
_MEMBERS_LISTED = lazy_compile(r"\s*\((?=[^)]*\b(?:me|i|myself|us)\b)", re.IGNORECASE)


# Partners said of the whole party so far, one each ("my sister and me plus our husbands": 2 more, "my two sisters and I
# with our husbands": 3 more): "our" and a word for one partner per person
_ONE_EACH = lazy_compile(r"our\s+(?:husbands|wives|spouses|partners|boyfriends|girlfriends|hubbies|fiances|fiancees|fiancés"
                         r"|fiancées)$", re.IGNORECASE)


def _one_each(m: re.Match[str], counted: int, uncounted: list[str]) -> int | None:
    """How many partners "our husbands" (``m``, a companion group with no number) adds: one for each of the ``counted``
    travellers said before it (two or more, every one counted), else None (the group stays uncounted, asked)."""
    if counted < 2 or uncounted or not _ONE_EACH.fullmatch(m.group(0)):
        return None
    return counted


_POSSESSIVE = lazy_compile(r"(?:my|our|his|her|their)\s", re.IGNORECASE)


def named_own(text: str) -> tuple[int, int] | None:
    """A list of the speaker's own, two or more one after the other ("my wife and our 2 boys", "my son and his 2
    friends", "my husband and the kids": the first said with "my"/"our"), where no I/me says whether the speaker goes
    (3 or 4 travellers), as its span; None otherwise ("our kids are travelling with us", "our friends might stop by":
    one group, no list)."""
    if not _POSSESSIVE.search(text):  # every list of one's own starts with one: the long scan below is not needed
        return None
    listed: list[re.Match[str]] = []
    for m in literal_guard.finditer(COMPANION, text):
        own = _POSSESSIVE.match(m.group(0)) or (listed and re.match(r"the\s", m.group(0), re.IGNORECASE))
        if not own or (not listed and not re.match(r"(?:my|our)\s", m.group(0), re.IGNORECASE)):
            continue
        if listed and not LIST_GAP.fullmatch(text, listed[-1].end(), m.start()):
            if len(listed) >= 2:
                break
            listed = []
        listed.append(m)
    return (listed[0].start(), listed[-1].end()) if len(listed) >= 2 else None
