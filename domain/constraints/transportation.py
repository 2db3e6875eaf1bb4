"""The transportation rule: "no flight", "no self-driving", or both (taxis only) between cities.

How a request states it (``read``): a negated flying word ("no flight", "not by plane", "avoid flying/air
travel", "non-flight", "without taking any flights", "ground transportation only", "flights are banned") ->
``no flight``; a negated driving word ("no self-driving", "not drive ourselves", "non-self-driving", "without a
car") -> ``no self-driving``; both -> ``no flight, no self-driving`` (taxis only), with a warning saying so.
A time wish bans no mode ("no flights leaving before 8am", "no more than 4 hours of driving per day"): its words are
its own constraint's (``flight_times``, ``driving_hours``, ``flight_hours``: ``timed_wishes``), blanked here.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from himap_travel.domain.constraints import driving_distance, driving_hours, flight_dates, flight_hours, flight_times, pace
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import literal_guard, negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import CONCESSION, HEDGE, IN_TOWN_RIDE
from himap_travel.state.trip import TripSpecError, banned_modes, transport_rule


def check(ctx: CheckContext) -> Reasons:
    """Official by case-sensitive substring, strict by mode. A rule the project does not know is a failure, never a pass."""
    rule = ctx.query.transportation
    try:
        banned = banned_modes(rule)
    except TripSpecError as error:
        yield f"transportation: {error}"
        return
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text):
            continue
        for mode in sorted(banned):
            word = mode.capitalize()  # the official scorer's case-sensitive "Flight" / "Self-driving"
            used = ctx.mode_of(text) == mode if ctx.strict else word in text
            if used:
                yield f"transportation: day {number} uses {mode} ('{text}'), the query says {rule}"


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    rule = spec.local_constraint.transportation
    if len(facts.allowed_modes) == 1:  # both modes banned: taxis only
        mode = facts.allowed_modes[0]
        return f"with {rule} ({mode} only), no {mode} route links {spec.org} and {spec.dest} on these dates"
    return f"with {rule}, no transport links {spec.org} and {spec.dest} on these dates"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

_FLY_RE = lazy_compile(
    r"\b(?:fly|flying|flies|flew|flights?|flight-based|planes?|airplanes?|aeroplanes?|air\s+travel|by\s+air|airlines?|airports?|aviation)\b",
    re.IGNORECASE,
)
_DRIVE_RE = lazy_compile(
    # (never a ride of a sight: "a cable car ride", "the sleeper car")
    r"\b(?:self[\s-]?driv(?:e|ing|en)|self[\s-]?drive|driv(?:e|ing|es)|(?:rental|rented|own|a|private)\s+cars?"
    r"|(?<!\bcable\s)(?<!\bstreet\s)(?<!\bsleeper\s)(?<!\bdining\s)cars?|road\s*trips?"
    # ... a rental ruled out alone ("uber only, no rental"), never a stay's ("no pets in the rental", "a rental home")
    r"|(?<=\bno\s)rentals?(?!\s+(?:homes?|houses?|propert\w+|apartments?|apts?|condos?|units?|places?|cabins?|rooms?|suites?"
    r"|villas?))"
    r"|(?:behind|at)\s+the\s+wheel)\b",  # "we'd rather not be behind the wheel"
    re.IGNORECASE,
)


def mentions_a_mode(words: str) -> bool:
    """Whether ``words`` say a way of travelling ("by air", "flying", "by car"): this reader reads them, a rule or a
    way only wanted (no rule), never a wish no reader reads."""
    return any(pattern.search(words) for pattern in (_FLY_RE, _DRIVE_RE, _TAXI_RE))


def names_a_mode(words: str) -> bool:
    """Whether ``words`` are a way of travelling ("Self-driving", "Flying", "taxis"): this reader's, never a sight or a
    restaurant ruled out by a verdict after it ("Self-driving is not an option for us")."""
    return any(pattern.fullmatch(words.strip()) for pattern in (_FLY_RE, _DRIVE_RE, _TAXI_RE))


_GROUND_RE = lazy_compile(
    r"\b(?:ground|overland|land)\s+(?:transport(?:ation)?|travel|only)\b|\bby\s+(?:land|road)\s+only\b", re.IGNORECASE
)


_MODE_LINK = lazy_compile(r"\s*(?:,\s*)?(?:or|nor|and|/|,)\s*(?:by\s+|a\s+|any\s+|the\s+)?", re.IGNORECASE)
# A mode the guests insist on ("we must fly", "only by car", "taxis only"): a rule can only ban modes, so it is
# read as a ban of the others, and a contradiction where the same mode is banned too.
_ONLY_BEFORE = lazy_compile(
    r"\b(?:only|must|have\s+to|has\s+to|need\s+to|needs\s+to|exclusively|solely)\s+(?:\w+\s+){0,2}?$", re.IGNORECASE
)
_WANTED_BEFORE = lazy_compile(r"\b(?:want|wants|wish|would\s+(?:like|love)|'d\s+(?:like|love)|prefer|rather|plan|will|going"
                              r"|hop(?:e|ing))\s+(?:to\s+)?(?:\w+\s+)?$",
                              re.IGNORECASE)
# Driving said as what the guests will do ("we'll drive", "ok then lets drive", "we're gonna take our own car",
# "driving there ourselves"): a decision, read as insisting on it (flights banned); so is a wish closing its clause
# ("we want to drive", "we'd prefer to drive": ``_wished``); a trip told ("we are driving out to Denver") stays no rule,
# and a permission ("we don't mind driving") is masked before reading.
_DECLARED_BEFORE = lazy_compile(r"\b(?:we'll|we\s+will|i'll|i\s+will|let's|lets|let\s+us|gonna|going\s+to"
                                r"|plann?ing\s+to|(?:we|i)\s+plan\s+to|(?:take|taking|bring|bringing|use|using)\s+(?:our|my|the)"
                                # the trip said to be a road trip: "we're doing it as a road trip", "it's a road trip"
                                r"|doing\s+(?:it|this|the\s+trip)\s+as\s+an?|(?:it['’]s|it\s+is|this\s+is|it['’]ll\s+be"
                                r"|it\s+will\s+be)\s+an?)\s+"
                                r"(?:just\s+|probably\s+|definitely\s+|then\s+)?(?:be\s+)?$", re.IGNORECASE)
# ... never on a condition or beside another mode ("we'll drive if it's cheaper", "we'll drive or fly")
_DECLARED_IF = lazy_compile(r"\s+(?:[\w']+\s+){0,3}?(?:if|unless|maybe|or|depending)\b", re.IGNORECASE)
# ... or driving the party's own vehicle ("we're driving our truck up", "driving my own car there")
_DECLARED_AFTER = lazy_compile(r"\s+(?:(?:there|down|up|over)\s+)?(?:ourselves|myself)\b"
                               r"|\s+(?:our|my)\s+(?:own\s+)?(?:car|truck|van|minivan|suv|rv|jeep|pickup)\b",
                               re.IGNORECASE)
# ... or said to be a must ("flying is a must"), or switched to ("can we fly instead?", "let's drive there instead"):
# another way asked for in place of the one planned, never "fly instead of driving" (the mode after "of" is the one
# passed over)
# ... or the whole way ("driving the whole way", "drive all the way there")
_ONLY_AFTER = lazy_compile(r"^\s*(?:(?:only|exclusively)\b|(?:is|are)\s+(?:a\s+)?must\b"
                           r"|(?:(?:there|down|up|over)\s+)?(?:the\s+whole\s+way|all\s+the\s+way)\b"
                           r"|(?:(?:there|down|up|over|home|back)\s+)?instead\b(?!\s+of\b))", re.IGNORECASE)
# ... or asked for in a clause of its own ("no driving, flights pls"; never "no driving or flights please")
_ASKED_APART = lazy_compile(r"^\s*(?:pls|please|plz|then|(?:is\s+|would\s+be\s+)?preferred)\b(?!\s+(?:but|if|unless)\b)", re.IGNORECASE)
# ... or praised right after it ("flying would be great", "driving would be ideal")
_PRAISED_AFTER = lazy_compile(r"\s+(?:would|['’]d)\s+be\s+(?:(?:so|really|very)\s+)?(?:nice|great|lovely|ideal|best|perfect"
                              r"|awesome|amazing)\b", re.IGNORECASE)
_IN_TOWN_AFTER = lazy_compile(rf"\s+(?:{IN_TOWN_RIDE})\b", re.IGNORECASE)  # a taxi inside a city: no way between cities
_TAXI_RE = lazy_compile(r"\b(?:taxis?|cabs?|ubers?|lyfts?|rideshares?|ride-shares?)\b", re.IGNORECASE)
# Modes the sandbox does not have: asked for, they cannot be planned (never silently replaced by another).
# A mode the sandbox lacks wished for softly ("we'd rather take the train", "ideally by train", "would love to ride
# amtrak"): no refusal of the request, the wish named as not kept
_SOFTLY_BEFORE = lazy_compile(r"\b(?:rather|prefer(?:ably|red)?|ideally|maybe|perhaps|hopefully|might"
                              r"|(?:would|'d)\s+(?:love|like)\s+to|(?:could|can)\s+we"
                              r"|if\s+possible)\b[^.;!?,]{0,30}$", re.IGNORECASE)
# ... its line's name between ("take the coast starlight train"; "the greyhound bus" whole), never one of the party
# ("take the kids on a boat")
_LINE_NAME = r"(?:(?!(?:kids|children|family|dogs?|us|them|him|her|it|me|my|our|your|their|and|or|to|from)\b)[a-z'-]+\s+){0,2}?"
_MISSING_MODE = lazy_compile(
    r"\b(?:by|take|taking|ride|riding|via|use|using|catch|catching|board|boarding|on)\s+(?:a\s+|the\s+|an\s+)?"
    rf"{_LINE_NAME}"
    r"(?:trains?|rail(?:way)?|amtrak|bus(?:es)?|greyhound(?:\s+bus(?:es)?)?|coach|ferry|ferries|boats?|ships?|cruise|bikes?|bicycles?|motorcycles?|helicopters?"
    r"|rvs?|motor\s?homes?|camper\s?vans?|campervans?)\b"
    # the trip itself said as a cruise ("a 3-day cruise from Miami to Key West"; "a sunset cruise" is an outing)
    r"|\b(?:a|an)\s+(?:\d+|one|two|three|four|five|six|seven)[\s-]+(?:days?|nights?)\s+cruise\b|\bcruise\s+from\b"
    # a mode said as the only way ("amtrak only", "only trains", "train both ways")
    r"|\bonly\s+(?:by\s+)?(?:trains?|rail|amtrak|greyhound|bus(?:es)?|coach(?:es)?)\b"
    r"|\b(?:trains?|rail|amtrak|greyhound|bus(?:es)?)\s+(?:only|both\s+ways|there\s+and\s+back|all\s+the\s+way|everywhere)\b",
    re.IGNORECASE,
)

# A mode the sandbox lacks said with no demand ("greyhound is fine", "the megabus is cheaper", "trains between cities",
# "amtrak down from cleveland"): named with the modes the sandbox has (``parsing.cannot_say``), never "not understood";
# asked for ("by train", "amtrak only") it is ``_MISSING_MODE``'s problem. A greyhound of the party's is a dog ("our
# greyhound": the pets rule).
LACKING_MODE_SAID = (r"\b(?:amtrak|megabus|flixbus)\b"
                     # a plane of one's own ("what about a private jet", "a chartered plane"): no flight of the data
                     r"|\b(?:private|chartered?)\s+(?:jets?|planes?)\b"
                     r"|(?<!\bour\s)(?<!\bmy\s)(?<!\bhis\s)(?<!\bher\s)(?<!\btheir\s)(?<!\ba\s)(?<!\bthe\s)\bgreyhound\b"
                     r"|\bthe\s+greyhound\s+(?:bus|is|was|would)\b|\b(?:take|taking|ride|riding|catch|catching|on)\s+the\s+greyhound(?:\s+bus(?:es)?)?\b"
                     # ... or said as the mode wished for instead ("can we do a train instead")
                     r"|\b(?:trains?|bus(?:es)?|rail)\s+(?:is|are|would\s+be|works?|between|from|instead)\b"
                     # ... or wanted, taken or gone by ("we want a train, not a car", "we'd take the bus", "by rail")
                     # ("can we take the ferry": a ferry taken, as a train is; a train by its line: "the coast starlight")
                     rf"|\b(?:want|wants|need|needs|take|prefer|rather|by)\s+(?:a\s+|the\s+)?{_LINE_NAME}(?:trains?|bus(?:es)?|rail|ferry)\b"
                     r"|\bferr(?:y|ies)\s+(?:to|from|between)\b"  # "a ferry to key west": a leg by a mode the data lacks
                     # ... or pedalled ("i'll bike between the cities", "cycling from one town to the next")
                     r"|\b(?:bik(?:e|es|ing)|cycl(?:e|es|ing)|bicycl(?:e|es|ing))\s+(?:(?:it|there)\s+)?(?:between|from)\s+"
                     r"(?:the\s+|one\s+|each\s+)?(?:cities|city|towns?|stops?)\b"
                     # a home on wheels ("an rv would be fun", "a camper van"): the data drives cars (an RV park is a stay)
                     r"|\b(?:rvs?|motor\s?homes?|camper\s?vans?|campervans?)\b(?!\s+parks?\b)")

# One leg flown, the other driven ("fly there drive back", "we'll drive down but fly home", "outbound by plane, return
# by car"): TravelPlanner's commonsense rule never lets one trip both fly and self-drive, so no rule is read from it
# (the clause accounting names it with why: ``parsing.cannot_say``), never one mode's ban read from half of it.
_A_LEG = r"(?:there|down|in(?:to)?|out|over|up|back|home)"
_FLY_LEG = (rf"(?:fly(?:ing)?|take\s+a\s+(?:flight|plane)|by\s+(?:plane|air))\s+(?:\w+\s+)?{_A_LEG}\b"
            r"|\b(?:there|down|back|home|outbound|return)\s+by\s+(?:plane|air)\b")
# ... or the legs between a state trip's cities driven after a flight in ("fly into Miami and drive between cities")
_DRIVE_LEG = (rf"(?:driv(?:e|ing)|by\s+car|road[\s-]?trip(?:ping)?|tak(?:e|ing)\s+a\s+car)\s+(?:\w+\s+)?{_A_LEG}\b"
              r"|\bdriv(?:e|ing)\s+(?:around|between\s+(?:the\s+)?(?:cities|towns|them|stops)|from\s+city\s+to\s+city)\b"
              # ... or to the next city, said as the next step of a route ("fly into nashville, drive to memphis"; "my wife
              # is flying in to meet me and then we'll drive to harrisburg" is someone else's flight, then the trip)
              r"|(?:(?<=,\s)|(?<=\bthen\s))driv(?:e|ing)\s+(?:over\s+|down\s+|up\s+|on\s+)?to(?=\s+(?!the\s+airport\b)[A-Za-z])"
              r"|\b(?:there|down|back|home|outbound|return)\s+by\s+car\b")
_NOT_BEFORE = r"(?<!\bno\s)(?<!\bnot\s)(?<!n't\s)(?<!\bnever\s)"  # "driving there, no flying back": a ban of flights
MIXED_LEGS = (rf"{_NOT_BEFORE}\b(?:{_FLY_LEG})[^.;!?]{{0,30}}?{_NOT_BEFORE}\b(?:{_DRIVE_LEG})"
              rf"|{_NOT_BEFORE}\b(?:{_DRIVE_LEG})[^.;!?]{{0,30}}?{_NOT_BEFORE}\b(?:{_FLY_LEG})")
_MIXED_LEGS_RE = lazy_compile(MIXED_LEGS, re.IGNORECASE)


def timed_wishes(text: str) -> list[tuple[int, int]]:
    """The spans of the flight time windows, driving limits and flight durations the text states: no mode is banned
    in them ("no flights leaving before 8am" bans no flight; the "no" is the time's), their own constraints read them;
    and of a trip flown one way and driven the other (no rule: named)."""
    mixed = [m.span() for m in literal_guard.finditer(_MIXED_LEGS_RE, text)]
    timed = [span for module in (flight_times, driving_hours, driving_distance, flight_hours) for span in module.claims(text)]
    picked = [m.span() for m in _PICKED_FLIGHT_RE.finditer(text)]  # "not the last flight": a flight picked, none banned
    return sorted([*mixed, *timed, *picked, *pace.travel_days_left_out(text)])  # (a pace's "except the days we fly": no ban)


# A flight picked by its place in the day ("the earliest flight out", "not the last flight"): no mode banned or asked
# (named: the plan keeps windows of clock times, ``parsing.cannot_say``)
# (one home for these words: ``parsing.cannot_say`` names such a flight with them)
PICKED_FLIGHT = (r"\b(?:the\s+)?(?:very\s+)?(?:earliest|latest|first|last)\s+(?:possible\s+|available\s+)?"
                 r"(?:flights?|planes?|departures?)\b")
_PICKED_FLIGHT_RE = lazy_compile(PICKED_FLIGHT, re.IGNORECASE)


def _mode_mentions(text: str) -> list[tuple[int, int, str]]:
    """Every mention of a mode, in order: (start, end, mode)."""
    found = [(m.start(), m.end(), mode) for mode, pattern in (("flight", _FLY_RE), ("self-driving", _DRIVE_RE), ("taxi", _TAXI_RE))
             for m in pattern.finditer(text) if not _COMPLAINED.match(text, m.end())
             and not (mode == "taxi" and _IN_TOWN_AFTER.match(text, m.end()))]  # "flights only and taxis in town"
    return sorted(found)


# A leg of the plan complained of for its length ("that drive is too long, can we fly?"): no mode asked nor ruled out by
# it (the chat says what would change it); the rest of the sentence reads as it would alone
_COMPLAINED = lazy_compile(r"\s+(?:is|was|'s|seems|looks|feels)\s+(?:way\s+|far\s+|much\s+|just\s+|a\s+bit\s+|kinda\s+|so\s+)?"
                           r"too\s+(?:long|far)\b", re.IGNORECASE)


# What follows a mode and says it is no ban: a word of praise ("rather not drive, flying is easier"), or a time of day
# ("we don't want to fly late at night": a time wish, ``flight_times``', named unread if no reader takes it).
_NO_BAN_AFTER = lazy_compile(r"\s+(?:(?:is|are|'s|would\s+be)\s+(?:much\s+|a\s+lot\s+)?(?:easier|better|fine|ok|okay|preferred|quicker"
                             r"|faster|simpler|more\s+convenient)|late\b|early\b|at\s+night|in\s+the\s+(?:morning|evening|night)"
                             r"|overnight|after\s+dark"
                             # where or in what weather ("no driving in the mountains", "not in the snow", "no driving on
                             # highways"): which drives, no ban of the mode (the data has no roads' terrain nor weather)
                             r"|(?:in|through|over|across)\s+(?:the\s+)?(?:mountains?|snow|snowy\s+\w+|ice|icy\s+\w+|dark|rain"
                             r"|storms?|bad\s+weather|fog|winter|passes|hills|rockies|canyons?)\b"
                             r"|on\s+(?:the\s+)?(?:highways?|freeways?|interstates?|motorways?|icy\s+roads|mountain\s+roads"
                             r"|back\s+roads|dirt\s+roads|toll\s+roads|winding\s+roads)\b"
                             # the car one can drive ("i can't drive stick", "we can't drive a manual"): a rental's kind
                             r"|(?:an?\s+)?(?:stick(?:[\s-]?shift)?|manuals?(?:\s+(?:cars?|transmissions?))?)\b"
                             # two modes on one day ("we don't want to fly and drive on the same day"): no ban of either
                             # (a plan takes one way between cities on a travel day)
                             r"|(?:(?:and|&|or)\s+\w+\s+)?(?:on|in)\s+(?:the\s+same|one|a\s+single)\s+day\b)", re.IGNORECASE)


# A qualifier right before a mode says which flights or drives are refused, not the mode: "no long drives", "no
# connecting flights", "we hate long flights" ban no mode (named unread when no reader takes them).
_QUALIFIED_BEFORE = lazy_compile(r"\b(?:long|longer|lengthy|short|shorter|quick|quicker|brief|connecting|direct|non-?stop|multiple|several"
                                 r"|many|back[\s-]to[\s-]back"
                                 # a price or a time of day: "no expensive flights", "only cheap flights", "no night
                                 # driving", "daytime flights only" (a window: ``flight_times``' when it reads one)
                                 r"|cheap|cheaper|cheapest|inexpensive|affordable|pricey|pricy|expensive|costly|day|daytime"
                                 r"|night|nighttime|night[\s-]time|late[\s-]night|evening|morning|afternoon|early|late"
                                 # a kind of plane, airline or bus the data does not record ("no small planes", "no budget
                                 # airlines", "no overnight buses"): named unread, never a ban of the mode
                                 r"|small|tiny|little|budget|low[\s-]?cost|discount|no[\s-]frills|regional|prop(?:eller)?|overnight"
                                 # one leg ("no return flight needed": a one-way wish, named by parsing.unanswerable)
                                 r"|(?:\bno|\bwithout\s+(?:a|the|any)|\bneed\s+(?:a|the|any))\s+return"
                                 # a count: "no more than 1 flight" bans no flight
                                 r"|(?:more|fewer|less)\s+than\s+(?:\d+|one|two|three|four|five|an?)"
                                 # what one cannot do in it: "i can't sleep on planes", "he gets sick in cars"
                                 r"|(?:sleep|nap|rest|work|read|sit\s+still|relax|get\s+sick|feel\s+sick)\s+(?:on|in)(?:\s+(?:the|a))?"
                                 # a place of the town, how far ("not too far from the airport"): a stay's location
                                 r"|(?:far|close|near|nearby|next|away|minutes|miles|distance)(?:\s+(?:from|to|of))?\s+(?:the|an?))\s+$",
                                 re.IGNORECASE)


def qualified_mode(text: str) -> bool:
    """Whether ``text`` says which flights or drives with a qualifier right before the mode ("day flights", "short
    drives only"): such words ask for something though each is a plain word of a request (``clause_talk.asks_more``)."""
    return any(_QUALIFIED_BEFORE.search(text, max(0, start - 24), start) for start, _end, _mode in _mode_mentions(text))


# A mode put after another as the one not taken: "we'd rather drive than fly", "driving instead of flying".
_PASSED_OVER = lazy_compile(r"\b(?:rather|sooner)\s+(?:\w+\s+){1,3}?than\s+(?:to\s+)?$|\binstead\s+of\s+$"
                            # nobody of the party will ("nobody wants to fly", "none of us want to fly"), or fears it
                            r"|\b(?:nobody|no\s*-?\s*one|none\s+of\s+(?:us|them|the\s+\w+))\s+(?:\w+\s+)?(?:wants?|likes?|will|would"
                            r"|is\s+willing|fancies|feels\s+like)\s+(?:to\s+)?$"
                            r"|\b(?<!not\s)(?<!n't\s)(?<!never\s)(?:terrified|scared|afraid|frightened)\s+of\s+$",
                            re.IGNORECASE)


# The trip's own drive pointed at ("we don't want to drive that far", "i can't drive all that way"): a refusal of driving,
# never a bound ("too far", "that long" of a flight stay bounds: named when no number is said)
_THAT_FAR = lazy_compile(r"(?<=\bdrive)\s+(?:all\s+)?that\s+(?:far|long|way|distance)\b", re.IGNORECASE)


def _negated_modes(text: str, mentions: list[tuple[int, int, str]]) -> list[bool]:
    """Which mentions are negated; a negation covers the list it stands in ("no flying or driving", "flights and
    driving are banned"). A mode praised or timed right after it is not ("flying is easier", "fly late at night"), nor
    one a qualifier narrows ("no long drives", "no connecting flights")."""
    pointed = _THAT_FAR.sub(lambda m: " " * len(m.group(0)), text)  # "drive that far": the trip's own drive refused
    negated = [negation.negated(pointed if mode == "self-driving" else text, start, _said_end(text, end, mode), window=5)
               or bool(_PASSED_OVER.search(text, max(0, start - 40), start)) for start, end, mode in mentions]
    # forwards: "no flying or driving" (not "no driving, flights only": a mode of its own)
    for i in range(len(mentions) - 1):
        link, after = text[mentions[i][1]:mentions[i + 1][0]], text[mentions[i + 1][1]:mentions[i + 1][1] + 24]
        if (negated[i] and _MODE_LINK.fullmatch(link) and not _ONLY_AFTER.match(after)
                and not (link.strip() == "," and _ASKED_APART.match(after))):
            negated[i + 1] = True
    for i in range(len(mentions) - 1, 0, -1):  # backwards: "flights and driving are banned"
        if negated[i] and negation.negated_after(text, mentions[i][1]) and _MODE_LINK.fullmatch(text[mentions[i - 1][1]:mentions[i][0]]):
            negated[i - 1] = True
    return [n and not _NO_BAN_AFTER.match(text, end) and not _QUALIFIED_BEFORE.search(text, max(0, start - 24), start)
            for n, (start, end, _mode) in zip(negated, mentions, strict=True)]


# A ban said on a condition ("we wont fly if its over 300 a ticket", "no driving unless it's under 5 hours"): a ban
# holds always, so it is asked back, never kept as a rule nor dropped; "if possible", "if we can" only soften it.
_BAN_IF = lazy_compile(r"\s+(?:[\w']+\s+){0,2}?(?:if|unless)\s+(?!(?:at\s+all\s+)?possible\b|(?:you|we)\s+can\b"
                       r"|(?:it's|its|that's|thats)\s+(?:ok|okay|possible|fine)\b|ok\b|okay\b)", re.IGNORECASE)


# A ban conceded when needed, said after the mode: "he hates flying but will if needed", "no driving, but we can if we must"
_CONCEDED = lazy_compile(rf"[^.;!?]{{0,30}}?{CONCESSION}", re.IGNORECASE)  # ... or allowed on a condition


# ... after a dislike (the caveats' preference cue names such a sentence; a plain "no driving, but we can if we must" stays
# a ban, stricter than asked)
_DISLIKED = lazy_compile(r"\b(?:hates?|dislikes?|not\s+(?:a\s+)?(?:big\s+)?fans?\s+of|rather)\b", re.IGNORECASE)


def _stated_modes(text: str, conditional: list[str] | None = None) -> tuple[set[str], set[str], set[str]]:
    """The modes the text bans, insists on ("we must fly", "we want to drive": ``_wished``), and only wants ("we'd like
    to fly out of chicago after 10am": no rule, but a contradiction with "no self-driving"); bans said on a condition go
    to ``conditional`` (their words)."""
    conditional = [] if conditional is None else conditional
    banned: set[str] = set()
    if _GROUND_RE.search(text):
        banned.add("flight")
    mentions = _mode_mentions(text)
    required: set[str] = set()
    wanted: set[str] = set()
    negations = _negated_modes(text, mentions)
    for i, ((start, end, mode), negated) in enumerate(zip(mentions, negations, strict=True)):
        before = text[max(0, start - 40):start]
        if negated and i and negations[i - 1] and _declared(text, start, end, mode) \
                and not _OWN_NEGATION.search(text, mentions[i - 1][1], start):
            negated = False  # "no flights we'll drive": the negation is the flights', said before them
        if negated and _CONCEDED.match(text, end) and _DISLIKED.search(before):
            continue  # "he hates flying but will if needed": a preference, no ban (named by ``parsing.caveats``)
        if negated and (condition := _BAN_IF.match(text, end)):
            opening = max(text.rfind(mark, max(0, start - 60), start) for mark in ".;!?,") + 1  # its clause's words
            closing = re.search(r"[.;!?]|$", text[condition.end():condition.end() + 40])
            conditional.append(text[max(opening, start - 60):condition.end() + (closing.start() if closing else 0)].strip())
        elif negated:
            banned.add(mode)
        elif _on_a_condition(text, start, end):
            continue  # "only want to drive if flights are over 300": no rule holds a condition (named as not kept)
        elif _QUALIFIED_BEFORE.search(text, max(0, start - 24), start):
            continue  # "short drives only", "only cheap flights": which drives or flights, not the way insisted on
        elif (_ONLY_BEFORE.search(before) or _ONLY_AFTER.match(text[end:end + 24]) or _declared(text, start, end, mode)
              or _wished(text, start, end, mode)):
            required.add(mode)
        elif _WANTED_BEFORE.search(before):
            wanted.add(mode)
    return banned, required, wanted


def _wished(text: str, start: int, end: int, mode: str) -> bool:
    """Whether a way of travelling is wished for as the trip's own way, closing its clause ("we want to drive", "we'd
    rather drive honestly", "i'd like to fly but no red eyes") or asked for alone ("flying please"): held as a rule, as
    "we'll drive" is, since a plan going another way would drop the wish (fail closed). A wish with more after it ("we'd
    like to fly out of chicago after 10am", "we want to drive up the coast") or on a condition stays no rule."""
    if mode not in ("self-driving", "flight") or _DECLARED_IF.match(text, end):
        return False
    if _WISH_COUNTERED.match(text, end) or _OWN_NEGATION.search(text, max(0, start - 24), start):
        return False  # given up after, or a negation before it ("we don't not want to fly": no rule either way)
    if any(other != mode for _s, _e, other in _mode_mentions(text)):
        return False  # said against another way named ("no cabs please, we'd rather drive", "flights aren't out, we
        # just prefer to drive"): that one's words decide
    wanted = _WANTED_BEFORE.search(text, max(0, start - 40), start)
    alone = _CLAUSE_OPENS.search(text, max(0, start - 4), start) and (
        _ASKED_APART.match(text[end:end + 24]) or _PRAISED_AFTER.match(text, end))
    return bool((wanted and _WISH_CLOSES.match(text, end)) or alone)


def _wished_in_times(text: str, timed: list[tuple[int, int]]) -> set[str]:
    """The ways wished for inside a time wish's words ("flying please, not before eight in the morning", "flights
    only, nothing before 7am"): the span is read for its window, which it keeps; the wish said there is the mode's all
    the same."""
    return {mode for start, end, mode in _mode_mentions(text)
            if any(a <= start < b for a, b in timed) and (_wished(text, start, end, mode) or _said_only(text, start, end))}


def _said_only(text: str, start: int, end: int) -> bool:
    """Whether the mode at ``text[start:end]`` is said as the only way ("flights only", "only flights"), not negated."""
    only = _ONLY_WORD_BEFORE.search(text, max(0, start - 24), start) or _ONLY_AFTER.match(text[end:end + 24])
    # ... closing its clause ("flights only, nothing before 7am"; never "flights only after 9am", "only morning
    # flights", "afternoon flights only": which flights, no way insisted on)
    closes = _ONLY_CLOSES.match(text, end) and not _QUALIFIED_BEFORE.search(text, max(0, start - 24), start)
    return bool(only and closes) and not negation.negated(text, start, end, window=3)


_ONLY_WORD_BEFORE = lazy_compile(r"\b(?:only|exclusively|solely)\s+(?:\w+\s+){0,2}?$", re.IGNORECASE)  # (never "if i have to")
_ONLY_CLOSES = lazy_compile(r"(?:\s+(?:only|exclusively))?(?:\s+(?:please|pls|plz))?\s*(?:[,.;!?]|$)", re.IGNORECASE)


# A way wished for closing its clause: nothing after it but the way, a word of manner and the clause's end
_WISH_CLOSES = lazy_compile(r"(?:\s+(?:up|in|there|down|out|over|ourselves|myself))?"
                            r"(?:\s+(?:please|pls|plz|honestly|tbh|ideally))*"
                            r"\s*(?:$|[,.;!?)]|(?:but|and|so)\b)", re.IGNORECASE)
_CLAUSE_OPENS = lazy_compile(r"(?:^\s*|[,.;:!?]\s*)$")
# ... never one the next words give up ("we'd like to drive, but it's too far", "i'd love to fly but we can't")
_WISH_COUNTERED = lazy_compile(r"\s*,?\s*but\s+(?:it|its|it['’]s|that|that['’]s|we|i|there|probably|maybe|too|sadly)\b",
                               re.IGNORECASE)


# A negation word between two mentions of modes: the second has its own ("no flights and we won't drive")
_OWN_NEGATION = lazy_compile(r"\b(?:no|not|never|nor|without|avoid\w*|don'?t|dont|won'?t|wont|can'?t|cant)\b|n't\b",
                             re.IGNORECASE)


# A mode insisted on under a condition said after it ("drive only if the tickets are too expensive", "a taxi only when
# the flight costs more than $250") or before it in its sentence ("if airfare goes over 350 we'll just drive")
_REQUIRED_IF = lazy_compile(r"\s+(?:[\w']+\s+){0,3}?(?:if|unless|when)\s+(?!(?:at\s+all\s+)?possible\b|(?:you|we)\s+can\b"
                            r"|(?:it's|its|that's|thats)\s+(?:ok|okay|possible|fine)\b|ok\b|okay\b|needed\b|necessary\b)",
                            re.IGNORECASE)
_IF_BEFORE = lazy_compile(r"\b(?:if|unless)\s+(?!(?:at\s+all\s+)?possible\b|(?:you|we)\s+can\b|needed\b)[^.;!?,]{3,50}$",
                          re.IGNORECASE)


def _on_a_condition(text: str, start: int, end: int) -> bool:
    """Whether a mode asked for is asked on a condition, so that it is no rule (``parsing.caveats`` names it)."""
    return bool(_REQUIRED_IF.match(text, end) or _IF_BEFORE.search(text, max(0, start - 50), start))


def _said_end(text: str, end: int, mode: str) -> int:
    """Where a mention's words end: "driving ourselves" is one mention, so that what follows it says whether it is
    ruled out ("Driving ourselves is not an option": a ban, never read as driving insisted on)."""
    after = _DECLARED_AFTER.match(text, end) if mode == "self-driving" else None
    return after.end() if after else end


def _declared(text: str, start: int, end: int, mode: str) -> bool:
    """Whether driving is said as what the guests will do ("we'll drive", "driving there ourselves", "we're driving,
    car seat and all"), not ruled out after it ("driving ourselves is out of the question"); or flying, said so with
    nothing after it but the way ("we'll fly", "we're flying up": never "we'll fly home", one leg)."""
    if mode not in ("self-driving", "flight") or _DECLARED_IF.match(text, end) \
            or negation.negated_after(text, _said_end(text, end, mode)):
        return False
    before = _DECLARED_BEFORE.search(text, max(0, start - 40), start)
    now = _DRIVING_NOW.search(text, max(0, start - 12), start)
    both = _BOTH_LEGS_SAID.match(text, end) and not _ASKED_BEFORE.search(text, max(0, start - 20), start)
    if mode == "flight":
        return bool(((before or now) and _FLYING_SAID.match(text, end)) or both)
    return bool(before or both or _DECLARED_AFTER.match(text, end) or (now and _DRIVING_SAID.match(text, end))
                or _driving_alone(text, start, end))


# "Driving, i'm sick of airports", "Driving. Sick of airports.": "driving" said alone as its sentence, or before a
# reason, is the way chosen as "we're driving" is (never one of a choice, "driving, flying, either is fine", nor asked,
# "driving?")
_SENTENCE_OPENS = lazy_compile(r"(?:^\s*|[.;!?]\s*)$")
_CLOSED_ALONE = lazy_compile(r"\s*(?:[.;!]|$|,\s*(?:i['’]?m|we['’]?re|i\s+am|we\s+are|since|because|cos|as)\b)", re.IGNORECASE)


def _driving_alone(text: str, start: int, end: int) -> bool:
    """Whether "driving" opens its sentence and is closed by its end or a reason (``_CLOSED_ALONE``)."""
    return (text[start:end].lower() == "driving" and _SENTENCE_OPENS.search(text, max(0, start - 4), start) is not None
            and _CLOSED_ALONE.match(text, end) is not None)


# "we're driving" closing its clause or said with who comes ("we're driving with the dog"): the way the party goes, as
# "we'll drive" is; a trip told with where it goes ("we are driving out to Denver") stays no rule
_DRIVING_NOW = lazy_compile(r"\b(?:we['’]?re|we\s+are|i['’]?m|i\s+am)\s+$", re.IGNORECASE)
# ("let's fly then", "we'll drive after all": the way settled, said so)
_SETTLED = r"(?:\s+(?:then|now|after\s+all|anyway|instead))?"
_DRIVING_SAID = lazy_compile(_SETTLED + r"\s*(?:$|[,.;!?)]|(?:with|w/)\s)", re.IGNORECASE)
# both legs said ("flying both ways", "gonna fly there n back", "driving both ways", "drive there and back"): the way of
# the whole trip, with no subject too
_BOTH_LEGS = r"\s+(?:both\s+ways|there\s+(?:and|n|&)\s+back|round[- ]?trip)"
_FLYING_SAID = lazy_compile(rf"(?:\s+(?:up|in|there|down|out|over)|{_BOTH_LEGS})?{_SETTLED}\s*(?:$|[,.;!?)]|(?:with|w/)\s)",
                            re.IGNORECASE)
_BOTH_LEGS_SAID = lazy_compile(_BOTH_LEGS + r"\s*(?:$|[,.;)])", re.IGNORECASE)
_ASKED_BEFORE = lazy_compile(r"\b(?:are|will|would|should|do|did|can|could|am|is)\s+(?:we|i|you|they)\s+$",
                             re.IGNORECASE)  # "are we flying both ways?": asked, no wish


# A ban said of one leg or day ("no flights on the first day", "no flying back", "no driving on the way home"): a ban
# holds on every leg, so the plan keeps it on all of them, stricter than asked, and says so.
_ONE_LEG_AFTER = lazy_compile(r"\s+(?:[\w']+\s+){0,2}?(?:on\s+(?:the\s+)?(?:first|last|final|second|third|1st|2nd|3rd|\d+th)\s+day"
                              r"|on\s+day\s+\d+|back|home|(?:on\s+)?the\s+way\s+(?:back|home|there|out|in)"
                              # ... or of a date ("no flights on the 10th", "we don't want to fly on march 12 or friday")
                              r"|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day"
                              r"|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?"
                              r"|(?:for\s+|on\s+)?the\s+(?:return|outbound|way\s+back)(?:\s+(?:leg|trip))?)\b", re.IGNORECASE)


_ON_WEEKDAY = lazy_compile(r"\s+on\s+(?:a\s+)?(?P<day>mon|tues|wednes|thurs|fri|satur|sun)days?\b", re.IGNORECASE)


def _bans_outside_the_trip(text: str) -> list[tuple[int, int, str]]:
    """(start, end, the warning) of each ban said of a weekday or a date the trip's dates do not hold ("no flights on
    sunday" on a Thursday-to-Saturday trip, "no flights on the 20th" on a trip of March 10 to 12, or on its middle day): no leg falls then,
    so nothing is banned (a ban holds on every leg: read as one, it banned the mode on every leg in place of none)."""
    if not flight_dates.trip_days_said():
        return []
    weekdays = flight_dates.trip_weekdays()
    mentions = _mode_mentions(text)
    found = []
    for (start, end, mode), negated in zip(mentions, _negated_modes(text, mentions), strict=True):
        if not negated:
            continue
        day = _ON_WEEKDAY.match(text, end)
        weekday = f"{day.group('day').lower()}day" if day else ""
        if day is not None and weekday not in weekdays:
            why, stop = f"the trip has no {weekday.capitalize()}", day.end()
        elif day is not None and flight_dates.weekday_without_a_leg(weekday):  # a middle day of a trip to one city
            why, stop = f"no leg of the trip is on {weekday.capitalize()}", day.end()
        elif (dated := flight_dates.date_without_a_leg(text, end)) is not None:
            why, stop = f"no leg of the trip is {' '.join(text[end:dated.end()].split())}", dated.end()
        else:
            continue
        said = " ".join(text[start:stop].split())
        found.append((start, stop, f"{said!r}: {why}, so no {mode} is ruled out"))
    return found


def ban_dates(text: str) -> list[tuple[int, int]]:
    """The spans of the days a mode is banned on ("no flights on march 16"): the ban's day, not the trip's dates."""
    mentions = _mode_mentions(text)
    return [leg.span() for (_start, end, _mode), negated in zip(mentions, _negated_modes(text, mentions), strict=True)
            if negated and (leg := _ONE_LEG_AFTER.match(text, end))]


def _bans_of_one_leg(text: str, banned: set[str]) -> list[str]:
    """The warnings for a ban said of one leg or day that the plan keeps on every leg."""
    mentions = _mode_mentions(text)
    return [f"{text[start:leg.end()]!r}: a ban holds on every leg, so the plan takes no {mode} at all (stricter than asked)"
            for (start, end, mode), negated in zip(mentions, _negated_modes(text, mentions), strict=True)
            if negated and mode in banned and (leg := _ONE_LEG_AFTER.match(text, end))]


# A mode the sandbox lacks ruled out ("no trains lol", "we don't want to take the bus", "never greyhound"): kept by every
# plan, which takes none, and said so; never a ride of another kind ("no bus tours" is an outing, and boats and ferries
# are outings to most: "so no boats" is named for its reason)
_NO_MISSING_MODE = lazy_compile(
    r"\b(?:no|not|never|avoid(?:ing)?|without|skip|hate|(?:don['’]?t|do\s+not)\s+(?:want|like|need)(?:\s+to\s+(?:take|ride))?)"
    r"\s+(?:any\s+|the\s+|a\s+)?(?P<mode>trains?|rail|amtrak|bus(?:es)?|greyhound|coach(?:es)?)\b"
    r"(?!\s*(?:tours?|rides?|trips?|cruises?|excursions?)\b)", re.IGNORECASE)


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the modes the sandbox lacks ruled out: read (no plan takes one), never a wish left unread."""
    return [m.span() for m in _NO_MISSING_MODE.finditer(text)]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> str | None:
    """The transportation rule: the modes a negated mention bans, all of them; None if none.

    "No flights and no self-driving" bans both: ``no flight, no self-driving``,
    which leaves taxis only (``warnings`` says so); so does "taxis only". A
    mode insisted on ("we must fly") bans the other long-distance mode, with a
    warning that taxis stay possible; insisted on and banned, or a mode the
    sandbox lacks ("by train"), is a problem. A taxi ban is no rule: named as
    not kept (``taxi_bans``); with flights and self-driving banned too, a problem.
    """
    conditional: list[str] = []
    outside = _bans_outside_the_trip(text)  # "no flights on sunday" on a Thursday-to-Saturday trip: nothing to ban
    warnings.extend(said for _start, _end, said in outside)
    timed = sorted([*timed_wishes(text), *((start, end) for start, end, _said in outside)])
    banned, required, wanted = _stated_modes(_blanked(text, timed), conditional)
    required |= _wished_in_times(text, timed)
    for said in conditional:
        problems.append(f"{said!r} is said on a condition, and a ban holds always: say it without the condition "
                        "(the plan then never takes that mode), or leave it out")
        return None
    for m in _MISSING_MODE.finditer(text):
        if _SOFTLY_BEFORE.search(text, max(0, m.start() - 40), m.start()) or re.search(HEDGE, text[m.end():m.end() + 40], re.IGNORECASE):
            continue  # "we'd rather take the train": a preference the data cannot keep, named (``parsing.cannot_say``)
        if not negation.negated(text, m.start(), m.end(), window=3):
            problems.append(f"travel {m.group(0)!r} cannot be planned: the sandbox's modes between cities are flights, "
                            "self-driving and taxis")
            return None
    if (required | wanted) & banned or len(required) > 1:
        problems.append(f"the transportation asked for contradicts itself ({', '.join(sorted(required | wanted))} asked for, "
                        f"{', '.join(sorted(banned)) or 'nothing'} banned): name the modes once")
        return None
    if {"taxi", "flight", "self-driving"} <= banned:
        problems.append("flights, self-driving and taxis are all ruled out: no way between the cities is left")
        return None
    banned.discard("taxi")  # no TravelPlanner rule says it: named as not kept (``taxi_bans``), the other bans read
    for mode in required:
        banned |= {"flight", "self-driving"} - {mode}
        if mode != "taxi":
            warnings.append(f"{mode} is asked for: a trip can only ban modes, so the other long-distance mode is banned "
                            "and taxis stay possible")
    rule = transport_rule(banned)
    warnings.extend(_bans_of_one_leg(_blanked(text, timed), banned))
    warnings.extend(f"transportation: the data has no {m.group('mode').lower()} between cities (only flights, self-driving "
                    "and taxis), so none is planned" for m in _NO_MISSING_MODE.finditer(text))
    if len(banned_modes(rule)) > 1:
        warnings.append(f"the request rules out flights and self-driving ({rule}): that leaves taxis only")
    return rule


def insisted_modes(text: str) -> set[str]:
    """The modes the text insists on ("lets just drive up there", "we must fly"): an edit saying one lifts a ban on it
    held from before (``nodes.chat.rule_merge``), where the bans read beside it add up."""
    return _stated_modes(_blanked(text, timed_wishes(text)))[1]


def taxi_bans(text: str) -> list[tuple[int, int]]:
    """The spans of the taxis the text rules out, in every negation form ``read`` sees ("no cabs", "we never take
    taxis", "no flights or ubers"): no rule can say it (TravelPlanner's bans flights or self-driving), so the clause
    accounting names each as not kept (``parsing.cannot_say``) and the rest of the request is read."""
    blanked = _blanked(text, timed_wishes(text))
    mentions = _mode_mentions(blanked)
    return [(start, end) for (start, end, mode), negated in zip(mentions, _negated_modes(blanked, mentions), strict=True)
            if mode == "taxi" and negated and not _BAN_IF.match(blanked, end)]


# A negation right before a time wish's span is the time's ("if we fly, no flights before 9am"): blanked with it, so
# that it negates no mode said before it.
_NEGATION_BEFORE = lazy_compile(r"\b(?:no|not|never|none|nothing)\s+$", re.IGNORECASE)  # ("flights, none before 9am")
# The mode a time wish is about, said after it ("nothing before 9am flight-wise", "none before 9, for the flights"): the
# wish's own words, blanked with it (they banned flights: "nothing ... flight").
_TOPIC_AFTER = lazy_compile(r"\s*,?\s*(?:(?:flights?|flying|air)[\s-]?wise\b|(?:for|on)\s+(?:the\s+|our\s+|any\s+)?flights?\b)",
                            re.IGNORECASE)


def _blanked(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """The text with ``spans`` blanked (same length), each with a negation right before it and the mode it is about
    right after it: their mode words are no mentions of a mode, and their "no" negates none."""
    for start, end in spans:
        if said := _NEGATION_BEFORE.search(text, max(0, start - 10), start):
            start = said.start()
        if topic := _TOPIC_AFTER.match(text, end):
            end = topic.end()
        text = text[:start] + " " * (end - start) + text[end:]
    return text


CONSTRAINT = HardConstraint(
    key="transportation", report_key="transportation", row_key="transportation", label="transportation", official=True,
    check=check, describe=lambda rule: f"transport: {rule}",
    flex_sentence=lambda rule: f"Transportation requirement: {rule}.", unmet=unmet,
    instruction=lambda rule: f"transportation: {rule}", read=read, claims=claims,
    prompt='no flight, no self-driving, or "no flight, no self-driving" when both are ruled out',
)
