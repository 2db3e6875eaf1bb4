"""Disruptions as travellers say them: "my flight on day 1 was cancelled" → ``flight:day1``.

For the chat graph (its ``understand`` step may call ``read_disruption`` on a
message before treating it as an edit of the request, then hand the result
to ``graphs.replan.replan_state``). Rules, no model: a message is a
disruption when one of its clauses names something of the plan (a flight,
the hotel, a meal, a sight), a day or night, and something that happened to
it (cancelled, closed, shut, full, overbooked, delayed to a time, lost), in
any order: "our day 2 flight was cancelled" as "the flight on day 2 was
cancelled". The message is first put in one form ("the third day" →
"day 3", "9pm" → "21:00"). A message asking whether ("is the hotel full?",
"what if our flight is cancelled?") or telling what the traveller did ("we
cancelled the museum") reports nothing; anything else is left to the chat.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.typos import closest_spelling, swapped_letters
from himap_travel.planning.monitor.disruptions import Disruption, parse_disruption

_I = re.IGNORECASE
# What happened to it: gone for the trip ("full" never as "a full day", "full of charm").
GONE = lazy_compile(r"\b(?:cancel+ed|scrapped|axed|called\s+off|closed|closing|shut|unavailable|(?:not|isn'?t|aren'?t)\s+available"
                    # not open at the time said ("Joe's Diner is not open on day 2"; "not open to pets" is a rule of it)
                    r"|(?:not|isn'?t|aren'?t)\s+open(?=\s*(?:[,.!;:)]|$|\s+(?:on|today|tonight|tomorrow|this|that|until|till|day|night"
                    r"|any\s*more|at\s+all)\b))|(?:kicked|thrown)\s+out|turned\s+away"
                    r"|no\s+longer\s+(?:available|open|running|operating|in\s+business)|fully\s+booked|booked\s+out"
                    # ("full" of a traveller is no happening: "we're full", "I'm full after that dinner")
                    r"|(?<!we're\s)(?<!\bwe\sare\s)(?<!\bi'm\s)(?<!\bim\s)(?<!\bi\sam\s)"
                    r"full\b(?!\s+(?:day|of|board|after|price"
                    r"|refund|week|name)\b)|overbooked|over-booked|double[-\s]?booked|sold[\s-]out|no\s+vacanc(?:y|ies)"
                    r"|no\s+(?:room|rooms|tables?|seats?|space)\s+(?:left\s+)?(?:for|left)\b|no\s+tables?\b|grounded|not\s+happening"
                    r"|no\s+(?:flights?|planes?)\s+(?:left\s+)?for\s+(?:us|me)\b|lost\s+(?:our|my|the)\s+(?:reservation|booking|room|table)"
                    # taken off the schedule ("they pulled our flight", "the flight got pulled"; never "pulled over")
                    r"|pulled(?=\s+(?:(?:our|my|the)\s+(?:flight|booking|reservation|room)|from\s+the\s+schedule)\b|\s*(?:[,.!;:)]|$))"
                    # no way in or no bed there ("can't seat us", "can't stay at the oasis", "can't sleep there night 1")
                    r"|(?:can'?t|cannot|couldn'?t|won'?t)\s+(?:seat|fit|take|host|accommodate)\s+(?:us|me|our)\b"
                    r"|(?:can'?t|cannot|couldn'?t)\s+(?:stay|sleep)\s+(?:(?:at|in)\s+(?:the|our|that|this)\b|there\b)"
                    # closed off ("forsyth park is fenced off on day 2") or booked up ("booked solid")
                    r"|(?:fenced|roped|cordoned|blocked)\s+off|booked\s+(?:solid|up)"
                    # called off with no word for it: "our day 3 flight is off" (said last in its clause: "off the main road" is not)
                    r"|(?:is|are|was|were|'s)\s+off(?=\s*(?:[,.!;:)]|$))"
                    r"|fell\s+through|scrubbed|bailed\s+on\s+(?:us|me)\b|bumped(?!(?:\s+(?:back|up))?\s+(?:to|till|until)\b)|gone|out\s+of\s+business|flooded"
                    # a booking handed to someone else ("they gave our room away", "gave away our table")
                    r"|gave\s+(?:(?:our|my|the)\s+(?:room|booking|reservation|table|seats?)s?\s+)?away\b"
                    # not going to run ("our flight home won't go", "the flight isn't happening") or no booking on record
                    r"|(?<!we\s)(?<!\bi\s)(?<!you\s)won'?t\s+(?:go|fly|run|leave|operate|happen)\b"
                    r"|(?:no\s+record\s+of|can'?t\s+find|couldn'?t\s+find)\s+(?:our|my|the)\s+"
                    r"(?:reservation|booking|room)s?)"
                    # a compound is no happening ("closed-minded", "closed-in", "full-time"; "closed-off" is)
                    r"(?!-(?!off\b|down\b)\w)", _I)
# Gone for good ("closed permanently", "shut down", "out of business"): a closure on every date, even with a day said.
FOR_GOOD = lazy_compile(r"\b(?:permanently|for\s+good|indefinitely|(?:shut|closed)\s+down|out\s+of\s+business|went\s+bust"
                        r"|no\s+longer\s+(?:open|running|operating|in\s+business))\b", _I)
# No table or ticket to be had ("full", "fully booked", "no tables", "sold out"): that time only, never closed for the trip.
NO_ROOM_AT_THE_TIME = lazy_compile(r"\b(?:full\b|fully\s+booked|booked\s+(?:out|solid|up)|sold[\s-]out"
                                   r"|(?:can'?t|cannot|couldn'?t|won'?t)\s+(?:seat|fit)\s+us|no\s+(?:tables?|seats?|space|reservations?)\b"
                                   r"|overbooked|over-booked)", _I)
# A flight leaving later: a later time said with it ("delayed to 21:30", "now leaves at 9pm", "leaves at 18:40 now"); a
# time said alone is the plan's own ("the flight on day 1 leaves at 15:20, right?").
_DELAYED = lazy_compile(r"\b(?:delayed|pushed(?:\s+back)?|bumped(?:\s+back)?|moved|rescheduled|postponed"
                        r"|now\s+(?:leaves|departs|leaving|departing|boards|boarding|takes\s+off)|now\s+at(?=\s+\d{1,2}:\d{2})"
                        r"|new\s+(?:departure|take[\s-]?off)(?:\s+time)?"
                        r"|(?:leaves|departs|leaving|departing)\s+(?:at\s+)?\d{1,2}:\d{2}\s+(?:now|instead)"
                        # a delay said, and the departure it leaves the flight ("fog delay, day 1 flight departs 22:00")
                        r"|delay\b[^.?!;]*?\b(?:leaves|departs|leaving|departing))\b", _I)
_TIME = lazy_compile(r"\b(\d{1,2}:\d{2})\b")
# ("the outbound is delayed": the flight out; "our return got moved to 12:45": the flight home)
_FLIGHT = lazy_compile(r"\b(?:flights?|plane|outbound)\b|\b(?:our|my|the)\s+return\b(?!\s+(?:trip|journey|drive|date|policy))", _I)
# A flight that does not run ("the flight on day 3 isn't running anymore", "F2 is not operating"): gone (of a flight only:
# "the AC isn't running" is no stay lost).
_NOT_RUNNING = lazy_compile(r"\b(?:isn'?t|aren'?t|is\s+not|are\s+not|not|won'?t\s+be)\s+(?:running|operating|flying)\b"
                            r"(?!\s+(?:late|behind|early|on\s+time))"
                            # or none flying for a cause said with it ("pilots strike, no flights on day 1"; "no flights on
                            # day 1" alone is the traveller's wish)
                            r"|\b(?:strikes?|storms?|hurricane|blizzard|snowstorm|fog|outage|shutdown)\b[^.?!;]*\bno\s+(?:flights?|planes?)\b"
                            r"|\bno\s+(?:flights?|planes?)\b[^.?!;]*\b(?:strikes?|storms?|hurricane|blizzard|snowstorm|fog|outage|shutdown)\b",
                            _I)
# A part of a venue, closed while the venue is not ("the hotel bar is closed", "the museum's gift shop is shut")
VENUE_PART = (r"(?:gift\s+shop|shop|store|bar|pool|gym|spa|restaurant|lobby|lounge|elevators?|lifts?|escalators?|parking(?:\s+lot)?"
              r"|garage|shuttle|kitchen|sauna|cafe|café|laundry|breakfast|buffet|patio|terrace|rooftop|playground|restrooms?"
              r"|bathrooms?|toilets?|ticket\s+(?:office|desk|booth)|website|app|wi-?fi|exhibits?|exhibitions?|wing|fountain"
              r"|visitor\s+center|trails?)\b")
_STAY = lazy_compile(rf"\b(?:hotel(?!(?:'s)?\s+{VENUE_PART})(?:'s)?"  # "the hotel bar is closed": not the stay
                     r"|lodging|accommodation|apartment|room|airbnb|listing|hostel|motel|host|rental"
                     r"|place\s+(?:we(?:'re|\s+are)\s+)?staying)\b", _I)
_MEAL = lazy_compile(r"\b(breakfast|lunch|dinner|brunch|supper)\b", _I)
_MEAL_SLOT = {"brunch": "breakfast", "supper": "dinner"}  # the plan's slot a meal's other name is
_SIGHT = lazy_compile(r"\b(?:attraction|sight|museum|park|tour|aquarium|zoo|gardens?|gallery|theat(?:er|re)|monument|memorial"
                      rf"|exhibit(?:ion)?|cathedral|church|castle|market)\b(?!(?:['’]s)?\s+{VENUE_PART})", _I)
# A day lost ("we lost day 2", "we'll miss day 2 entirely", "day 3 is a write-off"), never a thing lost on it ("we lost
# our luggage on day 1"); a flight missed is that flight gone ("we missed our flight on day 1").
_LOST_DAY = lazy_compile(r"\b(?:lost|lose|losing|miss|missed|missing|(?:have|had|need|needed)\s+to\s+(?:skip|miss)"
                         r"|(?:wipes?|wiped|wiping|washes|washed|rains?|rained)\s+out)"
                         r"\s+(?:all\s+of\s+|the\s+(?:whole\s+|entire\s+)?(?:of\s+)?)?day\s*(\d+)"
                         # kept in all day by something ("stuck in the hotel all of day 2 because of the snow")
                         r"|\b(?:stuck|snowed\s+in|trapped)\b[^.?!;,]{0,40}?\b(?:all\s+of|the\s+(?:whole|entire))\s+day\s*(\d+)"
                         r"|\bday\s*(\d+)\s+(?:is|was|'s|got|has\s+been|had\s+been)\s+(?:lost|gone|a\s+write-?off|a\s+wash-?out|washed\s+out"
                         r"|rained\s+out|cancel+ed|called\s+off|scrapped|off\b)"
                         # nothing of the day goes ahead ("nothing is happening on day 2, my wife broke her ankle")
                         r"|\bnothing\s+(?:is\s+|'s\s+|will\s+be\s+)?(?:happening|going\s+(?:on|ahead))\s+(?:on\s+)?day\s*(\d+)", _I)
_MISSED = lazy_compile(r"\b(?:miss|missed|missing)\b", _I)
_DAY = lazy_compile(r"\bday\s*(\d+)", _I)
_NIGHT = lazy_compile(r"\b(?:night|day)\s*(\d+)", _I)  # a stay's night (night 2) or the day it is booked for
# Asking whether ("is the hotel full?", "will the museum be closed on day 2?", "what if our flight is cancelled?"),
# or the traveller's own doing ("we cancelled the museum": a take-back, not something that happened to the plan).
_NOT_REPORTED = lazy_compile(r"^\W*(?:is|are|was|were|will|would|has|have|had|did|does|do|can|could|should|might|what\s+if"
                             r"|(?:by\s+)?any\s+chance|is\s+it\s+(?:possible|likely)|do\s+you\s+know\s+(?:if|whether)|if|suppose|say"
                             r"|(?:i\s+)?wonder(?:ing)?\s+(?:if|whether)"
                             r"|what\s+happens\s+if|in\s+case|(?:please\s+|pls\s+)?(?:delay|postpone|push|move|reschedule)\s+(?:the|our|my)\b)\b|^\W*(?:what|which|why|how|when|where|who)\b.*\?\W*$"
                             r"|\b(?:we|i)\s+(?:just\s+|have\s+|had\s+|'ve\s+)?cancel"
                             # a small delay that is over ("the flight was only 20 min late, no big deal"): flown
                             r"|\b(?:was|were)\s+(?:only|just)\s+(?:\d+|a\s+few|an?)\s*(?:hours?|hrs?|minutes?|mins?)\s+(?:late|behind)\b"
                             # a wish for what is not gone ("a hotel that isn't fully booked", "a museum not closed on Mondays")
                             # or for what may be ("flights that might get cancelled"): nothing happened
                             r"|\b(?:not|never|isn't|aren't|wasn't|weren't|won't\s+be|(?:that|which)\s+(?:might|may|could|often|usually"
                             r"|get|gets))\s+(?:be\s+|been\s+|get\s+|got\s+)?(?=" + GONE.pattern + ")", _I)
# A stay the traveller asks to have replaced ("swap the hotel on night 2"): repaired as a disruption, but said (and
# undone) as the traveller's own change, not as a stay that became unavailable (``asks_swap``).
_SWAP_STAY = lazy_compile(r"\b(?:swap|switch|change|replace)\b(?:\s+out)?\s+(?:the\s+|our\s+|my\s+|that\s+)?(?:hotel|lodging"
                          r"|accommodation|apartment|room|airbnb|listing|place|stay)\b[^.?!;]*?\b(?:on|for)\s+(?:the\s+)?night\s*(\d+)",
                          re.I)
_CLAUSES = lazy_compile(r"[.!?;]+(?:\s|$)|\bbut\b", _I)
# A clause that is only a day ("Day 3. Flight cancelled.", "On day 2 - ..."): the day of the clause after it.
_DAY_ALONE = lazy_compile(r"^\W*(?:on\s+)?(?:day|night)\s*\d+\W*$", _I)
# Where one clause may hold two happenings ("our flight is cancelled and the hotel is overbooked"): split there only when
# each side says its own happening; a side without one stays with its neighbour ("the flight and the hotel are gone").
_JOINS = lazy_compile(r"(,?\s*\b(?:and|also|plus)\b|,)", _I)
# A side that says the happening before it again ("..., and so is Forsyth Park", "the museum too"): that happening.
_ELLIPSIS = lazy_compile(r"^\W*(?:so\s+(?:is|are|was|were|has|have|did)\b|too\b)"
                         r"|\b(?:too|as\s+well)(?:\s+(?:on|for)\s+(?:day|night)\s*\d+)?\W*$", _I)  # ("the museum too on day 2")
# A side about the thing before it ("the flight on day 1 is delayed, it leaves at 9pm now"): never split off.
_SAME_THING = lazy_compile(r"^\W*(?:it|it'?s|its|they|they'?re|which|that|this)\b", _I)


def clauses(message: str) -> list[str]:
    """The message's clauses, each in one form (``one_form``): a disruption is read within one ("the flight on day 1 is
    fine but the hotel on night 2 is overbooked" is night 2's stay, not day 1's flight). A day said alone is the next
    clause's ("Day 3. Flight cancelled."); two happenings joined by "and" are two clauses (``_happenings``)."""
    found: list[str] = []
    carried = ""
    for clause in _CLAUSES.split(one_form(message)):
        if _DAY_ALONE.match(clause) or _happening_alone(clause):
            carried = f"{carried} {clause.strip(' .-:,')}".strip()
            continue
        found += _happenings(f"{carried} {clause}" if carried else clause)
        carried = ""
    return found + ([carried] if carried else [])  # (said last, it is a clause of its own)


def _happening_alone(clause: str) -> bool:
    """A clause that is only what happened ("Cancelled!!! The flight home."): the thing is the next clause's."""
    happened = _happens(clause)
    return happened is not None and not re.search(r"\w", clause[: happened.start()] + clause[happened.end():])


def _happens(text: str) -> re.Match[str] | None:
    return GONE.search(text) or _DELAYED.search(text) or _DELAY_WORD.search(text) or _LOST_DAY.search(text)


def _happenings(clause: str) -> list[str]:
    """The clause split where each side says its own happening ("X is cancelled and Y is overbooked"); a side that says
    none joins the one before it (or, first, the one after), and one that says the last again ("and so is Y") takes it."""
    pieces = _JOINS.split(clause)
    groups: list[str] = []
    pending = ""  # the sides before the first happening: they join it
    for n in range(0, len(pieces), 2):
        part, joint = pieces[n], (pieces[n - 1] if n else "")
        if not groups:
            pending += f"{joint}{part}"
            if _happens(part) is not None:
                groups, pending = [pending], ""
        elif _happens(part) is not None and not _SAME_THING.match(part):
            groups.append(part)
        elif _ELLIPSIS.search(part) and (earlier := _happens(groups[-1])) is not None:
            groups.append(f"{part} {earlier.group(0)}{_said_when(groups[-1], part)}")
        else:
            groups[-1] += f"{joint}{part}"
    return groups or [pending]


def _said_when(earlier: str, part: str) -> str:
    """The day (or night) and the "for good" the earlier side said, for a side that says its happening again and names
    neither ("the aquarium is closed on day 1 and so is Dhaba On Wheels": closed on day 1 too)."""
    day = _NIGHT.search(earlier) if not _NIGHT.search(part) else None
    for_good = FOR_GOOD.search(earlier) if not FOR_GOOD.search(part) else None
    return (f" on {day.group(0)}" if day else "") + (f" {for_good.group(0)}" if for_good else "")


_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
             "sixth": 6, "6th": 6, "seventh": 7, "7th": 7}
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


# The words a disruption is read by, and typos of them read as them ("flght cancelled", "cancled", "delayd"): two
# letters swapped, or a word of five letters or more, one letter longer or shorter at most, with the same first letter and spelt
# 85% alike. Real words that near ("fight", "hostel", "close") are kept as they are.
_READ_BY = ("flight", "flights", "cancelled", "canceled", "delayed", "hotel", "hotels", "closed", "overbooked")
# Texting shorthand for them ("flt home cxld", "htl overbooked"): read as the words.
_SHORTHAND = {"flt": "flight", "flts": "flights", "htl": "hotel", "cxld": "cancelled", "canx": "cancelled",
              "canxd": "cancelled", "cancld": "cancelled", "dlyd": "delayed"}
_REAL_WORDS = frozenset("fight fights light lights slight hostel hostels close cloned relayed decayed delays".split())


_SWAPPED = swapped_letters(_READ_BY)


def _typo_read(match: re.Match[str]) -> str:
    word = match.group(0)
    low = word.lower()
    if low in _SHORTHAND:
        return _SHORTHAND[low]
    if low in _SWAPPED:  # two letters swapped ("flihgt", "hotle")
        return _SWAPPED[low]
    if len(low) < 5 or low in _READ_BY or low in _REAL_WORDS:
        return word
    return closest_spelling(low, _READ_BY, 0.85) or word


def one_form(message: str) -> str:
    """The message with its days, nights and times said one way: "the third day's flight" → "day 3 flight",
    "night two" → "night 2", "day-3" → "day 3", "9pm" → "21:00", "flght" → "flight"."""
    ordinals = "|".join(_ORDINALS)
    message = re.sub(r"[A-Za-z]+", _typo_read, message)
    text = re.sub(rf"\b(?:the\s+)?({ordinals})\s+(day|night)(?:'s)?\b", lambda m: f"{m.group(2)} {_ORDINALS[m.group(1).lower()]}",
                  message, flags=_I)
    text = re.sub(rf"\b(day|night)[-\s]+({'|'.join(_NUMBERS)})\b", lambda m: f"{m.group(1)} {_NUMBERS[m.group(2).lower()]}", text,
                  flags=_I)
    text = re.sub(r"\b(day|night)-(\d)", r"\1 \2", text, flags=_I)

    text = _clock_words(text)

    def clock(m: re.Match[str]) -> str:
        hour = int(m.group(1)) % 12 + (12 if m.group(3).lower() == "p" else 0)
        return f"{hour:02d}:{m.group(2) or '00'}"
    return re.sub(r"\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?m\b\.?", clock, text, flags=_I)


_HOURS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
          "eleven": 11, "twelve": 12}
_HOUR = r"(1[0-2]|0?[1-9]|" + "|".join(_HOURS) + ")"
# A time said in words ("half past six pm", "quarter to 8"), or its part of the day said after it ("delayed to 7
# tonight", "now at 9 this morning"; after "to", "at", "until" only: "a table for 2 tonight" is a count)
_PAST_TO = lazy_compile(rf"\b(half|quarter)\s+(past|after|to|till)\s+{_HOUR}\b", _I)
_PART_OF_DAY = lazy_compile(rf"\b(to|at|until|till|til|now|by)\s+{_HOUR}(?::([0-5]\d))?\s+(?=(tonight|this\s+evening|in\s+the"
                            r"\s+(?:evening|afternoon|morning)|this\s+(?:afternoon|morning))\b)", _I)


def _hour(word: str) -> int:
    return _HOURS.get(word.lower()) or int(word)


def _clock_words(text: str) -> str:
    """``text`` with a time said in words put in figures ("half past six pm" → "6:30 pm", "to 7 tonight" → "to 7:00 pm
    tonight"), for the clock reading of ``one_form``."""
    def past_to(m: re.Match[str]) -> str:
        minutes = 30 if m.group(1).lower() == "half" else 15
        hour = _hour(m.group(3))
        if m.group(2).lower() in ("to", "till"):
            hour, minutes = (hour - 2) % 12 + 1, 60 - minutes
        return f"{hour}:{minutes:02d}"

    def part_of_day(m: re.Match[str]) -> str:
        noon = "am" if "morning" in m.group(4).lower() else "pm"
        return f"{m.group(1)} {_hour(m.group(2))}:{m.group(3) or '00'} {noon} "
    return _PART_OF_DAY.sub(part_of_day, _PAST_TO.sub(past_to, text))


def _nearest(days: re.Pattern[str], clause: str, thing: re.Match[str]) -> str | None:
    """The day (or night) number said nearest the thing ("we're on day 2 and our day 3 flight ...": 3)."""
    found = [(abs(m.start() - thing.start()), m.group(1)) for m in days.finditer(clause)]
    return min(found)[1] if found else None


def _swap(clause: str) -> str | None:
    """"swap the hotel on night 2" (asked too: "can you change the room for night 1?"): that night's stay replaced, as one
    the traveller cannot use."""
    swap = _SWAP_STAY.search(clause)
    return f"lodging:day{swap.group(1)}" if swap else None


def _read_clause(clause: str) -> str | None:
    """``KIND:TARGET`` for one clause, or None: the first rule whose thing, day and happening it all says."""
    flight = _FLIGHT.search(clause)
    if flight and (day := _nearest(_DAY, clause, flight)):
        delayed, time = _DELAYED.search(clause), _TIME.search(clause)
        if delayed and time:
            return f"delay:day{day}@{time.group(1)}"
        if GONE.search(clause) or _MISSED.search(clause) or _NOT_RUNNING.search(clause):
            return f"flight:day{day}"
    stay = _STAY.search(clause)
    if stay and GONE.search(clause) and (night := _nearest(_NIGHT, clause, stay)):
        return f"lodging:day{night}"
    if swapped := _swap(clause):
        return swapped
    meal = _MEAL.search(clause)
    if meal and GONE.search(clause) and (day := _nearest(_DAY, clause, meal)):
        return f"restaurant:day{day}.{_MEAL_SLOT.get(meal.group(1).lower(), meal.group(1).lower())}"
    sight = _SIGHT.search(clause)
    if sight and GONE.search(clause) and (day := _nearest(_DAY, clause, sight)):
        return f"attraction:day{day}"
    lost = _LOST_DAY.search(clause)
    if lost:
        return f"day:{next(day for day in lost.groups() if day)}"
    return None


# "we're on day 3", "it's day 3 of the trip", "today is day 3": where the trip stands (``replan --today``)
_TODAY = lazy_compile(r"\b(?:we(?:'re|\s+are)|i(?:'m|\s+am)|it(?:'s|\s+is)|today\s+is)\s+(?:now\s+)?(?:on\s+)?day\s*(\d{1,3})\b",
                      re.IGNORECASE | re.ASCII)


def read_today(message: str) -> int | None:
    """The trip's current day a message states ("we're on day 3"), or None: then a disruption is before the trip."""
    match = _TODAY.search(message)
    return int(match.group(1)) if match else None


def reports(message: str) -> bool:
    """Whether the message may report something that happened (neither asks whether nor tells what the traveller did)."""
    return not _NOT_REPORTED.search(message)


def delay_time(message: str) -> str | None:
    """The new departure a message says a flight has ("delayed until 10:00", "now leaves at 9pm"), HH:MM, or None."""
    text = one_form(message)
    delayed = _DELAYED.search(text)
    time = _TIME.search(text, delayed.start()) if delayed else None
    return time.group(1) if time and reports(message) else None


# A flight later by an amount ("delayed by 2 hours", "pushed back by 45 min", "running 3 hours late", "a 90 minute delay")
_UNITS = r"(hours?|hrs?|h|minutes?|mins?)"
_DELAY_BY = lazy_compile(rf"\b(?:delayed|pushed\s+back|late|delay)\b[^.?!;]*?\bby\s+(an?|\d+(?:\.\d+)?)\s*{_UNITS}\b"
                         rf"|\b(an?|\d+(?:\.\d+)?)[\s-]*{_UNITS}\s+(?:late|behind|delay(?:ed)?)\b"
                         # the amount straight after the word ("delayed 3 hrs", "pushed back 45 min")
                         rf"|\b(?:delayed|pushed\s+back)\s+(an?|\d+(?:\.\d+)?)\s*{_UNITS}\b", _I)


# (never said as not happening: "the flight is not running late", "our flight isn't delayed, phew")
_DELAY_WORD = lazy_compile(r"(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)"
                           r"\b(?:delayed|delay|(?:running|is|was|got)\s+late|running\s+behind|pushed\s+back|rescheduled|postponed)\b", _I)


def delayed(message: str) -> bool:
    """Whether the message says a flight is late at all ("our flight got delayed"), with or without how late."""
    if delay_by(message) is not None or delay_time(message) is not None:  # "running 3 hours late", "now leaves at 9pm"
        return True
    return bool(_DELAY_WORD.search(message)) and reports(message)


def delay_by(message: str) -> int | None:
    """How many minutes later a message says a flight leaves ("delayed by 2 hours": 120), or None."""
    message = _HALF_AN_HOUR.sub("30 minutes", message)  # "delayed half an hour"
    match = _DELAY_BY.search(message)
    if match is None or not reports(message):
        return None
    amount, unit = next((match.group(n), match.group(n + 1)) for n in (1, 3, 5) if match.group(n))
    count = 1.0 if amount.lower() in ("a", "an") else float(amount)
    count += 0.5 if _AND_A_HALF.match(message, match.end()) else 0
    return round(count * (1 if unit.lower().startswith("m") else 60))


_HALF_AN_HOUR = lazy_compile(r"\bhalf\s+an\s+hour\b", _I)
_AND_A_HALF = lazy_compile(r"\s+and\s+a\s+half\b", _I)  # "delayed an hour and a half": 90 minutes


# A flight or a stay gone with no day or night named ("our flight got cancelled", "the hotel cancelled our booking"):
# ``read_disruption`` needs the day; the chat takes the plan's one such booking, or asks which (``gone_without_day``).
def gone_without_day(message: str) -> str | None:
    """"flight" or "lodging" when the message says one of the plan's flights or stays is gone (or a flight delayed:
    ``delayed``) with no day ``read_disruption`` reads it by; None otherwise."""
    if read_disruption(message) is not None or not reports(message):
        return None
    said = clauses(message)  # the thing and what happened to it in one clause ("the hotel bar is closed but our room
    # is fine": no stay gone)
    if any(_FLIGHT.search(c) and (GONE.search(c) or _NOT_RUNNING.search(c) or delayed(c)) for c in said):
        return "flight"
    return "lodging" if any(_STAY.search(c) and GONE.search(c) for c in said) else None


def asks_swap(message: str) -> bool:
    """Whether the message asks for another stay ("swap the hotel on night 2"): a change the traveller wants, which
    ``read_disruption`` reads as that night's listing gone."""
    return bool(_SWAP_STAY.search(message))


def with_today(message: str, known: int | None = None) -> str:
    """The message with "today" and "tonight" said as the current day it states ("we're on day 3 and my flight today was
    cancelled": "on day 3"), or else the day ``known`` (stated earlier in the conversation); as it is with neither."""
    today = read_today(message) or known
    if today is None:
        return message
    message = _TODAY.sub("", message)  # ("we're on day 1, the hotel cancelled tomorrow night": no booking of day 1's)
    message = re.sub(r"\btonight(?:'s)?\b", f"night {today}", message, flags=re.IGNORECASE)
    message = re.sub(r"\btomorrow\s+night(?:'s)?\b", f"night {today + 1}", message, flags=re.IGNORECASE)
    message = re.sub(r"\btomorrow(?:'s)?\b", f"on day {today + 1}", message, flags=re.IGNORECASE)  # (never today's day)
    message = re.sub(r"\byesterday(?:'s)?\b", f"on day {today - 1}", message, flags=re.IGNORECASE) if today > 1 else message
    return re.sub(r"\btoday(?:'s)?\b(?!\s+is\s+(?:now\s+)?(?:on\s+)?day)", f"on day {today}", message, flags=re.IGNORECASE)


def read_clause(clause: str, reported: bool = True) -> Disruption | None:
    """The disruption one clause (``clauses``) reports; of a message that reports nothing (``reports``), only a stay
    the traveller asks to swap."""
    text = _read_clause(clause) if reported else _swap(clause)
    return parse_disruption(text) if text is not None else None


def read_disruptions(message: str) -> list[Disruption]:
    """Every disruption the message reports, in the order said ("our day 1 flight is cancelled and the hotel for night
    1 is overbooked": both), each once."""
    message = with_today(message)
    reported = reports(message)
    found = [read_clause(clause, reported) for clause in clauses(message)]
    return list(dict.fromkeys(d for d in found if d is not None))


def read_disruption(message: str) -> Disruption | None:
    """The first disruption a message reports (``read_disruptions``), or None when it reports none.

    With the current day said ("we're on day 3"), "today" and "tonight" name it: "my flight today was cancelled"
    is the day-3 flight, "the hotel cancelled tonight" night 3's listing.
    """
    found = read_disruptions(message)
    return found[0] if found else None
