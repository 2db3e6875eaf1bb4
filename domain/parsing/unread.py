"""No wish dropped in silence: every clause of a request is read, talk, or named as a wish not understood.

The readers (places, dates, people, money, each constraint's ``read``) take what they understand. What a
request asks beyond them must not vanish while the plan is called valid. ``unread_wishes`` accounts for
the text in two passes, both linear in it:

1. **What the data cannot say.** Amenities ("a hotel with a pool"), accessibility ("my wife uses a
   wheelchair"), diets ("I'm vegetarian"), places inside a city ("near the airport"), restaurants for
   children, cuisines the data has no label for ("no Thai food"): each mention is named with the reason,
   wherever it stands (also beside a wish that was read: "a pet-friendly hotel with a pool").
2. **Wish-like clauses no reader claimed.** A clause (a sentence, or its part after ", and" / "but" /
   "also") carrying a wish word (want, need, must, would like, prefer, looking for, avoid, without, only,
   no ...), a request or a bound ("add ...", "can we ...", "tops"), a word of what a plan is made of (a stay,
   a flight, a meal, a sight, a pet, a child ...) or a name no reader took ("We're not into Madame Tussauds")
   is *claimed* when a reader reads something in it: a place or a date in it, a number of the trip's (its
   people, days, cities or budget: the budget read in the whole text, never a meal's price read alone as one),
   or a constraint's reader giving a value, a warning or a problem on the clause alone. A clause holding an
   amount of money no reader claims is named too ("tips around 20%", "lunch budget 15/pp"). A clause
   that is talk asking for nothing ("we're so excited", "for our anniversary", "no specific preferences")
   is recognised as such. Any other wish-like clause is named as not understood. A time of day said of travel ("a
   flight at sunset", "flying back around 6 in the evening") that no flight window reads is named though the date or
   the place of its clause is read ("on march 14 a flight at sunset would be lovely").

One module per job: ``unread_wish`` (the record), ``wish_clauses`` (the clauses and what makes one wish-like),
``clause_talk`` (talk that asks nothing), ``wished_objects`` (what one of the party wants, in a clause read for the
party), ``cannot_say`` (pass 1), ``misread`` (what a reader would misread, masked before reading), ``clause_read``
(whether a reader reads a clause), ``unread_names`` and ``list_parts`` (names and list items no reader took),
``bare_things`` (a part said as a bare thing), ``money_parts`` (money for one part of the trip), and this module,
which puts them together (``unread_wishes``).

The benchmark's own texts flag nothing (tests/unit/domain/parsing/test_unread_wishes.py reads both public splits).
"""

from __future__ import annotations

import re
from collections.abc import Collection

from himap_travel.domain.constraints import flight_time_said, flight_times, transportation
from himap_travel.domain.parsing.bare_things import Taken, bare_things, parts_beside_named
from himap_travel.domain.parsing.cannot_say import NOT_COMING, cannot_say, told_waived
from himap_travel.domain.parsing.clause_form import asks_nothing, one_stay_asked
from himap_travel.domain.parsing.clause_read import MAX_CLAUSE_CHARS, read_in
from himap_travel.domain.parsing.clause_talk import CRY_WORDS, FILLER, TRIP_PLAIN, asks_more, is_talk
from himap_travel.domain.parsing.list_parts import and_parts_unread, comma_places_unread, items_unread
from himap_travel.domain.parsing.misread import ALLOWANCE, PERMISSION
from himap_travel.domain.parsing.money_parts import amounts_unread, part_money
from himap_travel.domain.parsing.unread_names import Names, kinds_unread, musts_unread, name_alone, names_unread
from himap_travel.domain.parsing.unread_wish import HOUR_WHY, Spans, UnreadWish, not_understood, unclear_in
from himap_travel.domain.parsing.wish_clauses import MONEY, clauses_of, wish_like
from himap_travel.domain.parsing.wished_objects import wished_unread
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet

MAX_WISH_CLAUSES = 40  # more are named as one unread wish, unexamined: each clause runs every reader


def unread_wishes(text: str, claimed: Spans, every_clause: bool = False, names: Spans | None = None,
                  budgets: Collection[float] | None = None, said_again: Spans = ()) -> list[UnreadWish]:
    """The wishes of ``text`` (normalised) the planner cannot keep, in order of appearance.

    ``claimed``: the spans readers took (place names, dates, a constraint's ``claims``): a clause holding one is read.
    ``every_clause``: every clause asks for something, wish word or not (a chat edit: "make it 4 days and get us a
    quiet room"), so each one no reader claimed is named.
    ``names``: where given, the spans of the names some reader took (the trip's places, the names a constraint read,
    ``taken_names``): a name of a read wish-like clause outside them is named ("$20 a head and the Orlando Science
    Center please": the clause is read for its amount, the sight is not).
    ``budgets``: where given, the amounts the budget reader took in the whole text (the budget and its other
    statements, "$700 per person"): a clause's amount is the trip's budget only when it is one of them. Read alone, a
    price is a budget ("Meals $15-25 each" is $25, the clause's only amount), so without them a clause about money
    for meals would be read and its wish dropped in silence (issue 38).
    ``said_again``: the spans of ``names`` that are the trip's own places said again (its origin and destination): a
    part holding no other name is read for the place only ("Pensacola beach day": the beach day is named).
    """
    text = FILLER.sub(lambda m: " " * len(m.group(0)), text)  # same length: every span reads as before
    found, waived = told_waived(text, *cannot_say(text, claimed, names or ()))
    named = [(start, end) for start, end, _ in found] + waived
    every = clauses_of(text)
    clauses = [(start, end) for start, end in every if not any(s < end and start < e for s, e in named)]
    taken = Names([*claimed, *(names or ())])  # indexed once: looked up per clause, a long text stays linear
    # a clause holding a mention named: its other parts are wishes of their own ("a room with a jacuzzi and a view")
    holding = [(start, end) for start, end in every if any(s < end and start < e for s, e, _ in found)]
    beside = [(at, part) for start, end in holding[:MAX_WISH_CLAUSES]
              for at, part in parts_beside_named(text, start, end, named, taken.read)]
    found.extend((at, at + len(part), UnreadWish(wish=part, reason=not_understood(part)))
                 for at, part in beside)
    read = None if names is None else Names(names)
    alone = {(start, end) for start, end in clauses if name_alone(text, start, end, taken.read)}
    asking = alone | {(start, end) for start, end in clauses
                      if every_clause or wish_like(text, start, end)
                      or names_unread(text, start, end, taken, route=True)
                      or (read is not None and (items_unread(text, start, end, read)
                                                or comma_places_unread(text, start, end, taken)))}
    wishes = [(start, end) for start, end in clauses if (start, end) in asking or MONEY.search(text, start, end)
              or _time_unread(text, start, end, claimed)]  # "flying back on march 22 around 6 in the evening"
    if len(wishes) > MAX_WISH_CLAUSES:  # no request asks this much: the readers are not run on each (reading stays fast)
        found.append((wishes[MAX_WISH_CLAUSES][0], len(text), UnreadWish(
            wish=f"{len(wishes) - MAX_WISH_CLAUSES} more wish-like clauses",
            reason=f"the request holds {len(wishes)} wish-like clauses; only the first {MAX_WISH_CLAUSES} were accounted for")))
    # an allowance a limit follows ("cheap rooms are fine but 3 stars at least"): the limit is read, the allowance is talk
    limited = [m.span() for m in ALLOWANCE.finditer(text) if not PERMISSION.match(text, m.start())]
    for start, end in wishes[:MAX_WISH_CLAUSES]:
        clause = text[start:end].strip(" ,")
        unread_time = _time_unread(text, start, end, claimed)
        if ((is_talk(text, start, end) or any(s < end and start < e for s, e in limited) or _allows_only(text, start, end)
                or NOT_COMING.match(text[end:end + 80])  # "My dad insists on driving, but he's not coming"
                or not every_clause and asks_nothing(clause, CRY_WORDS, TRIP_PLAIN))
                # (a flight's time beside a part read, "we don't need anything on the last day, we fly out at 9am": named)
                and not (unread_time and read_in(text, start, end, claimed, budgets))):
            continue
        if unread_time:  # read for its date or place, its time of day no reader's: named, never dropped in silence
            found.append((start, end, UnreadWish(wish=clause, reason=_time_reason(text, unread_time, clause))))
        elif not read_in(text, start, end, [*claimed, *(names or ())], budgets):  # a clause holding what a reader took is read
            if (start, end) in alone:
                name = clause.strip(" !?.\"'()")
                reason = f"the data has no sight, restaurant or city of the trip called {name!r}, so a visit to it cannot be planned"
                found.append((start, end, UnreadWish(wish=name, reason=reason)))
            elif flight_time_said.hour_of_no_flight(clause):  # "dinner at 7pm"
                found.append((start, end, UnreadWish(wish=clause, reason=HOUR_WHY.format(wish=clause))))
            elif asks_more(text[start:end]):
                found.append((start, end, UnreadWish(wish=clause, reason=not_understood(clause))))
        elif read is not None and (start, end) in asking:
            found.extend((at, end, UnreadWish(wish=name, reason=unclear_in(name, clause)))
                         for at, name in [*names_unread(text, start, end, read, claimed),
                                          *items_unread(text, start, end, read), *musts_unread(text, start, end, read),
                                         # (a chat edit's take-backs read kinds the accounting cannot see)
                                         *(kinds_unread(text, start, end, read) if not every_clause else ()),
                                          *and_parts_unread(text, start, end, taken),
                                          *comma_places_unread(text, start, end, taken),
                                          *_later_parts_asking(text, start, end, named, taken.read),
                                          *wished_unread(text, start, end, [*claimed, *(names or ()), *named])])
        # (a clause holding money, of a length a traveller writes: each amount's part runs the readers)
        if (budgets is not None and end - start <= MAX_CLAUSE_CHARS and MONEY.search(text, start, end)
                and read_in(text, start, end, [*claimed, *(names or ())], budgets)):
            found.extend((at, at + len(part), part_money(part))
                         for at, part in amounts_unread(text, start, end, [*claimed, *(names or ())], budgets))
    if names is not None:
        again = set(said_again)
        others = SpanSet([span for span in [*claimed, *names] if span not in again])
        allowing = [(start, end) for start, end in clauses if _allows_only(text, start, end)]  # "budget hotels fine"
        found.extend(bare_things(text, clauses, found, Taken(taken.read, others), [*limited, *allowing]))
    named_wishes: list[UnreadWish] = []
    said: set[str] = set()  # each thing named once ("the kennedy space center" and "kennedy space center" are one)
    for start, _, wish in sorted(found, key=lambda f: f[0]):
        whole = _whole_clause(text, every, start, wish)
        key = _ARTICLE.sub("", whole.wish.lower()).strip(" ,.!?")
        if (whole is wish or whole not in named_wishes) and key not in said:  # two fragments of one clause are one naming
            named_wishes.append(whole)
            said.add(key)
    return named_wishes


# A part asking for a number of things or a bound ("1 museum at least", "at least one museum"); a reason after a wish
# ("we just want to sleep", "i'm allergic", "im 30", "NO EXCEPTIONS") asks for nothing more, nor does a part of an
# amount cut at its thousands' comma ("$1,800 give or take")
_COUNTED = lazy_compile(r"(?<![\d,.$])\d+\s+[a-z]{3,}|\b(?:at\s+(?:least|most)|no\s+more\s+than)\b", re.IGNORECASE)
# A part pointing back at what the clause said before it ("we love chinese, so we'd like to try those cuisines")
_POINTS_BACK = lazy_compile(r"\b(?:those|these|them|it|that|this|such|same)\b", re.IGNORECASE)


# ... or a part that says it is wanted ("nashville first, we want hot chicken": the food is a wish of its own)
_WE_WANT = lazy_compile(r"(?:(?:and|but|also|plus)\s+)*(?:we|i)(?:['’]d\s+(?:really\s+)?(?:love|like)|\s+(?:really\s+|definitely\s+|also\s+"
                        r"|just\s+)?(?:want|would\s+(?:really\s+)?(?:love|like)|(?:have|gotta|got)\s+to\s+(?:have|try|get)|must\s+(?:have|try)"
                        r"|crave|(?:are|am)\s+craving)|['’](?:re|m)\s+craving)"
                        # (never a reason: "no red eyes, i want my sleep", "we want to paddle", "i want something different")
                        r"\s+(?!to\b|some(?:thing|where)?\b|any(?:thing|where)?\b|more\b|less\b|(?:my|our|the|a|some)\s+"
                        r"(?:sleep|space|rest|privacy|peace|quiet|break)\b|sleep|rest|naps?|space|privacy|peace|quiet|different)",
                        re.IGNORECASE)


def _later_parts_asking(text: str, start: int, end: int, named: Spans, read: SpanSet) -> list[tuple[int, str]]:
    """The parts of a read clause after its first that ask for something no reader reads ("must be pet friendly (we
    have a cat), 1 museum at least": the museum is a wish of its own; "nashville first, we want hot chicken"). The
    first part may be the clause's topic ("As for our culinary preferences, we enjoy ..."), and a part pointing back is
    the same wish said again."""
    return [(at, part) for at, part in parts_beside_named(text, start, end, named, read)
            if text[start:at].strip(" ,") and (_COUNTED.search(text, at, at + len(part)) or _WE_WANT.match(part))
            and not _POINTS_BACK.search(part)
            and not transportation.mentions_a_mode(part)]


_ARTICLE = lazy_compile(r"^\s*(?:the|a|an)\s+", re.IGNORECASE)


def _allows_only(text: str, start: int, end: int) -> bool:
    """Whether the clause only allows what it names ("cheap food is fine by me", "budget motels are totally fine with
    us"): a permission (``misread.PERMISSION``) and nothing else, which asks nothing of the plan."""
    said = PERMISSION.search(text, start, end)
    return (said is not None and not text[start:said.start()].strip(" ,") and not text[said.end():end].strip(" ,.!?")
            and not _ASKED_OF_A_PLACE.search(said.group(0)))


# A permission said of a place asked for, in a relative clause ("a restaurant where jeans are ok"): a wish, never talk
_ASKED_OF_A_PLACE = lazy_compile(r"\b(?:where|that|which|who)\b", re.IGNORECASE)


def _whole_clause(text: str, clauses: Spans, at: int, wish: UnreadWish) -> UnreadWish:
    """``wish`` quoting its whole clause where its words were cut at a parenthesis ("11) want the beach every day" of
    "The kids (7 and 11) want the beach every day"): a naming quotes what was said, never a garbled fragment."""
    if wish.wish.count("(") == wish.wish.count(")"):
        return wish
    clause = next((text[s:e].strip(" ,") for s, e in clauses if s <= at < e), "")
    if not clause or clause.count("(") != clause.count(")"):
        return wish
    return UnreadWish(wish=clause, reason=wish.reason.replace(wish.wish, clause, 1))


def one_stay_unkept(text: str, cities: int | None) -> list[UnreadWish]:
    """One stay for the whole trip asked of a trip through several cities ("same hotel every night"): each city has its
    own stay, so it is named with why; on a one-city trip every plan keeps it (``clause_form.one_stay_asked``)."""
    said = one_stay_asked(text)
    if said is None or (cities or 1) < 2:
        return []
    return [UnreadWish(wish=said, reason=f"a trip through {cities} cities has a stay in each city (one for all its nights), "
                                         f"so {said!r} cannot hold across the trip")]


def _time_reason(text: str, time: re.Match[str], clause: str) -> str:
    """Why a time said of travel is not kept: a flight's very time ("we land at 11pm") is no window; any other time
    ("a flight at sunset") no reader understood."""
    if flight_time_said.EXACT_BEFORE.search(text, max(0, time.start() - 24), time.start()):
        return (f"a flight is kept by a window of its times ('land by {time.group(0)}', 'leave after {time.group(0)}'), "
                f"never at one exact time, so {clause!r} cannot be kept as said: say a window")
    return (f"no reader understood the time {time.group(0)!r} in {clause!r} (only a flight's times can be kept, e.g. "
            "'land by 3pm'), so the plan cannot keep it")


def _time_unread(text: str, start: int, end: int, claimed: Spans) -> re.Match[str] | None:
    """The first time of day of the clause ``text[start:end]`` said of travel (``flight_time_said.TIME_OF_DAY`` in a clause
    with a word of flying, leaving, landing or getting home: "a flight at sunset on march 14") that no flight window
    reads; else None. A date or a place of the trip read beside it does not read it. A time said of a sight or a meal
    ("Top of the Rock at sunset") is not travel: the sight's time is named by ``caveats`` (the sight is read)."""
    clause = text[start:end]
    if not flight_time_said.TRAVEL.search(clause):
        return None
    for m in flight_time_said.TIME_OF_DAY.finditer(text, start, end):
        if any(s <= m.start() and m.end() <= e for s, e in claimed):
            continue
        warnings: list[str] = []
        problems: list[str] = []
        return None if flight_times.read(clause, [], warnings, problems) or warnings or problems else m
    return None
