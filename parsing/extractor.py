"""The expert policy's information extractor: a TravelPlanner-style query in natural
language -> ``TripSpec``, by rules (no model, no look at the benchmark's structured fields).

``parse_query(text, sandbox)`` reads, with grammar-like patterns:

* **origin / destination** - every known place name (the sandbox's cities and
  states, longest name first, case-insensitive; "St."/"Saint", "Ste."/"Sainte",
  "Ft."/"Fort" spellings and "New York City", "Washington, D.C." are accepted) is
  found in the text and given a role by the words right before it: "from",
  "departing (from)", "leaving", "starting/beginning in", "originating from",
  "setting off from" ... mark the origin; "to", "heading to", "visiting",
  "cities in", "arriving in", "towards" ... (or a capitalised name with no cue)
  a destination. "City, State" is read as the city. A name that is both a state
  and a city ("New York", "Washington") is the city on a one-city trip and the
  state on a multi-city trip ("Washington state" / "the state of Washington" are
  always the state, "the city of Washington" always the city).
* **dates** - "March 16th to March 18th, 2022", "from March 16th, 2022 to March
  18th", "March 12th to 14th", "from the 8th to the 10th of March", "the 23rd of
  March", "2022-03-16", "3/16/2022", ordinal words ("March sixteenth"). A date
  without a year takes the year written elsewhere in the range or text, else
  ``default_year``. One date plus a day count is enough.
* **days** - "3-day", "for five days", "a week" / "week-long" (7), "N nights"
  (N+1 days), else the length of the date range.
* **visiting_city_number** - "N (different|distinct|unique...) cities", "one
  city", "a couple of cities"; else 1 for a city destination; for a state named
  without a count it is inferred from the length of the trip, the benchmark's
  convention: 3 days -> 1 city, 5 days -> 2 cities, 7 days -> 3 cities (and in
  between: up to 4 days -> 1, 5-6 -> 2, 7 or more -> 3).
* **people_number** - "a group/party/family of N", "N people/persons/travelers/
  individuals/adults/participants", "for N", "N adults and M children" (N+M),
  "a duo/pair/couple" (2), "solo", "alone", "a single person", "an individual",
  "me and my wife" (2). Numbers may be digits or words. Without a stated count
  the traveller is one person **only if the text does not speak in the plural**
  (no "we/our/us"): the benchmark's unstated-count queries ("Help me plan ...",
  or no pronoun at all) are single travellers. A plural text with no count is an
  error (``missing == ["people_number"]``), never a silent guess.
* **budget** - "$1,700", "$2,500.00", "$3k", "2,500 dollars", "USD 900", "a
  budget of 1700"; "per person" / "per day" amounts are multiplied out. When
  several amounts appear, the one next to "budget"/"spend"/"total" wins.
* **local constraints** (``None`` where not asked for; a negated mention such
  as "non-smoking", "we have no pets" does not count):
  house rule the guests need - "pets"/"pet-friendly" -> ``pets``, "smoking" ->
  ``smoking``, "parties"/"host a party" (not "a party of 4") -> ``parties``,
  "children"/"kids"/"under 10" -> ``children under 10``, "visitors"/"have
  guests over" -> ``visitors``; if the text names two rules, the most
  mentioned (then the first) is kept, as a TripSpec holds one.
  cuisines - the benchmark's seven (American, Chinese, Italian, Mexican,
  Indian, Mediterranean, French), in the order first mentioned.
  room type - "entire room(s)/home", "private room(s)", "shared room(s)", and a
  negated "shared" ("not shared", "non-shared", "neither shared") -> ``not
  shared room``, which wins over the others when present (the benchmark's own
  labelling); otherwise the first mentioned.
  transportation - a negated flying word ("no flight", "not by plane", "avoid
  flying/air travel", "non-flight", "without taking any flights", "ground
  transportation only") -> ``no flight``; a negated driving word ("no
  self-driving", "not drive ourselves", "non-self-driving", "without a car")
  -> ``no self-driving``; the first mentioned wins if both appear.

Anything that cannot be read raises ``QueryParseError`` (a ``TripSpecError``)
with ``missing`` (the fields not found: ``origin``, ``destination``, ``dates``,
``budget``, ``people_number``) and ``problems`` (contradictions or unknown
names, with close matches from rapidfuzz in ``suggestions``). No other
exception escapes ``parse_query`` for any input.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date as Date
from datetime import timedelta
from typing import Any, Iterable

from pydantic import ValidationError
from rapidfuzz import fuzz, process, utils

from state.trip import LocalConstraint, TripSpec, TripSpecError

__all__ = ["CUISINES", "QueryParseError", "parse_query", "cities_for_days"]

CUISINES: tuple[str, ...] = ("American", "Chinese", "Italian", "Mexican", "Indian", "Mediterranean", "French")
MAX_QUERY_CHARS = 20_000


class QueryParseError(TripSpecError):
    """A query that could not be read into a complete ``TripSpec``.

    ``missing`` names the fields not found (``origin``, ``destination``,
    ``dates``, ``budget``, ``people_number`` ...), ``problems`` what was found but
    is wrong (contradicting dates, unknown places ...), and ``suggestions`` maps
    an unknown place name to its closest known names.
    """

    def __init__(
        self,
        message: str | None = None,
        *,
        missing: Iterable[str] = (),
        problems: Iterable[str] = (),
        suggestions: dict[str, list[str]] | None = None,
        query: str | None = None,
    ) -> None:
        self.missing: list[str] = list(dict.fromkeys(missing))
        self.problems: list[str] = list(dict.fromkeys(problems))
        self.suggestions: dict[str, list[str]] = dict(suggestions or {})
        self.query = query
        if message is None:
            parts = []
            if self.missing:
                parts.append("missing " + ", ".join(self.missing))
            parts.extend(self.problems)
            message = "cannot parse query: " + ("; ".join(parts) if parts else "unknown reason")
        self.message = message
        super().__init__(message)

    def to_dict(self) -> dict[str, Any]:
        """A structured failure record (JSON-serialisable)."""
        return {
            "error": type(self).__name__,
            "message": self.message,
            "missing": list(self.missing),
            "problems": list(self.problems),
            "suggestions": {k: list(v) for k, v in self.suggestions.items()},
            "query": self.query,
        }


def cities_for_days(days: int) -> int:
    """The benchmark's number of cities for a trip of ``days`` days (3 -> 1, 5 -> 2, 7 -> 3)."""
    if days <= 4:
        return 1
    if days <= 6:
        return 2
    return 3


# --------------------------------------------------------------------------------------
# Numbers
# --------------------------------------------------------------------------------------

_UNIT_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TEN_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_DIGIT_WORDS = "one|two|three|four|five|six|seven|eight|nine"
_NUM = (
    r"(?:\d{1,3}(?!\d|[.,]\d)"
    r"|\b(?:" + "|".join(_TEN_WORDS) + r")(?:[\s-](?:" + _DIGIT_WORDS + r"))?\b"
    r"|\b(?:" + "|".join(sorted(_UNIT_WORDS, key=len, reverse=True)) + r")\b"
    r"|\ba\s+dozen\b)"
)


def _num_value(token: str) -> int | None:
    word = re.sub(r"[\s-]+", " ", token.strip().lower())
    if word.isdigit():
        return int(word)
    if word in ("a dozen", "dozen"):
        return 12
    if word in _UNIT_WORDS:
        return _UNIT_WORDS[word]
    if word in _TEN_WORDS:
        return _TEN_WORDS[word]
    parts = word.split(" ")
    if len(parts) == 2 and parts[0] in _TEN_WORDS and parts[1] in _UNIT_WORDS:
        return _TEN_WORDS[parts[0]] + _UNIT_WORDS[parts[1]]
    return None


# --------------------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------------------

_NEGATIONS = {
    "no", "not", "non", "never", "neither", "without", "avoid", "avoiding", "avoided", "cannot",
    "unable", "refrain", "skip", "skipping", "exclude", "excluding", "except", "against", "nothing",
    "none", "instead", "rather", "lacking",
}
_NEGATION_EXCEPTIONS = {"mind", "opposed", "problem", "problems", "issue", "issues", "matter", "afraid", "wait", "only", "worry"}
_CLAUSE_BREAK = re.compile(
    r"[,.;:!?()\[\]]|\b(?:and|but|so|although|though|while|because|since|as|however|yet|or|whereas|if|then|also|plus)\b",
    re.IGNORECASE,
)


def _normalize(text: str) -> str:
    table = {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-", "\u2212": "-", "\u00a0": " "}
    for old, new in table.items():
        text = text.replace(old, new)
    return re.sub(r"[ \t\r\n\f\v]+", " ", text).strip()


def _negated(text: str, start: int, end: int, window: int) -> bool:
    """Whether the mention at ``text[start:end]`` is negated ("no pets", "non-smoking", "pets are not ...")."""
    before = text[max(0, start - 120):start]
    if re.search(r"\b(?:non|un)[\s-]?$", before, re.IGNORECASE):
        return True
    clause = _CLAUSE_BREAK.split(before)[-1]
    words = re.findall(r"[a-z']+", clause.lower())[-window:]
    if any(w in _NEGATION_EXCEPTIONS for w in words):
        return False
    if any(w in _NEGATIONS or w.endswith("n't") for w in words):
        return True
    after = text[end:end + 40].lower()
    return bool(re.match(
        r"(?:\s*(?:rooms?|friendly|areas?))?\s*(?:-\s*free\b|free\b|(?:is|are|will\s+be|would\s+be|must\s+be|should\s+be)\s+(?:not|never|out|forbidden|prohibited|banned)\b"
        r"|(?:isn't|aren't|won't|wouldn't|shouldn't)\b|(?:not\s+(?:allowed|permitted|welcome|wanted|needed|required)))",
        after,
    ))


# --------------------------------------------------------------------------------------
# Places
# --------------------------------------------------------------------------------------

_ABBREVIATIONS = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount"}
_LONG_TO_SHORT = {"Saint": "St.", "Sainte": "Ste.", "Fort": "Ft.", "Mount": "Mt."}
_SHORT_TO_LONG = {v: k for k, v in _LONG_TO_SHORT.items()}
_US_STATE_CODES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
    "CT": "Connecticut", "DE": "Delaware", "FL": "Florida", "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho",
    "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana",
    "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York", "NC": "North Carolina",
    "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon", "PA": "Pennsylvania",
    "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas",
    "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington", "WV": "West Virginia",
    "WI": "Wisconsin", "WY": "Wyoming", "DC": "District of Columbia", "PR": "Puerto Rico",
}


def _place_key(name: str, expand: bool = True) -> str:
    words = re.findall(r"[a-z0-9]+", name.lower().replace("'", ""))
    return " ".join(_ABBREVIATIONS.get(w, w) if expand else w for w in words)


def _surface_variants(name: str) -> set[str]:
    variants = {name}
    words = name.split(" ")
    for i, word in enumerate(words):
        swap = _LONG_TO_SHORT.get(word) or _SHORT_TO_LONG.get(word)
        if swap:
            for variant in list(variants):
                parts = variant.split(" ")
                if parts[i] == word:
                    parts[i] = swap
                    variants.add(" ".join(parts))
    return variants


def _surface_regex(surface: str) -> str:
    parts = []
    for word in surface.split(" "):
        escaped = re.escape(word).replace(r"\.", r"\.?").replace("'", "['\u2019]?")
        parts.append(escaped)
    return r"\s+".join(parts)


@dataclass
class _Gazetteer:
    cities: dict[str, str]  # city -> state
    states: frozenset[str]
    by_key: dict[str, tuple[str | None, str | None]]  # key -> (city, state)
    exact: dict[str, tuple[str | None, str | None]]  # names as spelled ("St. Petersburg" the city, "Saint Petersburg" the state)
    pattern: re.Pattern[str]
    city_names: tuple[str, ...]
    all_names: tuple[str, ...]


_GAZETTEERS: dict[int, tuple[object, _Gazetteer]] = {}


def _gazetteer(sandbox: object) -> _Gazetteer:
    cached = _GAZETTEERS.get(id(sandbox))
    if cached is not None and cached[0] is sandbox:
        return cached[1]
    cities = {str(c): str(s) for c, s in dict(getattr(sandbox, "cities")).items()}
    states = frozenset(str(s) for s in dict(getattr(sandbox, "states", {})) or set(cities.values()))
    states = states | frozenset(cities.values())
    by_key: dict[str, list[str | None]] = {}
    surfaces: set[str] = set()
    for city in cities:
        by_key.setdefault(_place_key(city), [None, None])[0] = city
        surfaces |= _surface_variants(city)
    for state in states:
        by_key.setdefault(_place_key(state), [None, None])[1] = state
        surfaces |= _surface_variants(state)
    exact: dict[str, list[str | None]] = {}
    for city in cities:
        exact.setdefault(_place_key(city, expand=False), [None, None])[0] = city
    for state in states:
        exact.setdefault(_place_key(state, expand=False), [None, None])[1] = state
    # Common spellings of the two cities whose names are also states.
    aliases = {"New York": ["New York City", "NYC", "New York, NY"], "Washington": ["Washington DC", "Washington D.C.", "Washington, DC", "Washington, D.C."]}
    for city, spellings in aliases.items():
        if city in cities:
            for spelling in spellings:
                by_key[_place_key(spelling)] = [city, None]
                surfaces.add(spelling)
    ordered = sorted(surfaces, key=lambda s: (-len(s), s))
    alternation = "|".join(_surface_regex(s).replace(r"\ ", " ").replace(",", ",?") for s in ordered)
    pattern = re.compile(r"(?<![\w'])(?:" + alternation + r")(?!\w)", re.IGNORECASE)
    gazetteer = _Gazetteer(
        cities=cities,
        states=states,
        by_key={k: (v[0], v[1]) for k, v in by_key.items()},
        exact={k: (v[0], v[1]) for k, v in exact.items()},
        pattern=pattern,
        city_names=tuple(sorted(cities)),
        all_names=tuple(sorted(set(cities) | states)),
    )
    if len(_GAZETTEERS) > 8:
        _GAZETTEERS.clear()
    _GAZETTEERS[id(sandbox)] = (sandbox, gazetteer)
    return gazetteer


@dataclass
class _Mention:
    start: int
    end: int
    text: str
    city: str | None
    state: str | None
    proper: bool  # written with capitals, as a name
    role: str = ""  # "origin", "dest", "return", ""
    suspect: str | None = None  # a longer unknown name this mention is only the start of


_ORIGIN_CUE = re.compile(
    r"(?:\bfrom"
    r"|\bdepart(?:ing|s|ed|ure)?(?:\s+(?:from|out\s+of|in|at))?"
    r"|\bleav(?:e|es|ing)(?:\s+(?:from|out\s+of))?"
    r"|\b(?:start|starts|started|starting|begin|begins|beginning|commence|commences|commencing"
    r"|originate|originates|originating|set\s+off|sets\s+off|setting\s+off|take\s+off|takes\s+off|taking\s+off"
    r"|head\s+out|heading\s+out|fly\s+out|flying\s+out|kick\s+off|kicking\s+off|embark|embarking)"
    r"(?:\s+(?:our|my|the|this|their|your)\s+(?:journey|trip|travels?|adventure|tour|itinerary|vacation|holiday))?"
    r"(?:\s+(?:from|in|at|out\s+of))?"
    r"|\bout\s+of|\b(?:based|live|living|located|residing|reside)\s+in|\borigin(?:\s+city)?(?:\s+is|\s*:)?"
    r")[\s,:]*$",
    re.IGNORECASE,
)
_DEST_CUE = re.compile(
    r"(?:\b(?:to|towards?|into|in|within|across|throughout|around|through|of|visit|visits|visiting|explore|exploring"
    r"|tour|touring|cover|covering|see|seeing|reach|reaching|destination(?:\s+(?:is|of))?|arrive\s+(?:in|at)"
    r"|arriving\s+(?:in|at)|arrives\s+(?:in|at)|end(?:ing|s)?\s+(?:in|at)|ending|stay(?:ing)?\s+in|bound\s+for|headed\s+for))"
    r"[\s,:]*$",
    re.IGNORECASE,
)
_RETURN_CUE = re.compile(r"\b(?:return|returns|returning|back|home|come\s+back|coming\s+back)(?:\s+(?:to|in|at|into))?[\s,:]*$", re.IGNORECASE)
_MONTH_WORDS = {
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
}
_NOT_A_PLACE_WORD = _MONTH_WORDS | {
    "I", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "We", "Our", "The",
    "Please", "Could", "Can", "Can't", "Would", "Will", "My", "Me", "It", "This", "That", "They", "There",
}


def _find_mentions(text: str, gaz: _Gazetteer, problems: list[str]) -> list[_Mention]:
    mentions: list[_Mention] = []
    for match in gaz.pattern.finditer(text):
        # A name spelled exactly as a known one is that place only; a variant
        # spelling ("Saint Louis") may stand for a city and a state alike.
        city, state = gaz.exact.get(_place_key(match.group(0), expand=False)) or gaz.by_key.get(_place_key(match.group(0)), (None, None))
        if city is None and state is None:
            continue
        surface = match.group(0)
        proper = all(w[:1].isupper() for w in re.findall(r"[A-Za-z][\w']*", surface))
        mentions.append(_Mention(match.start(), match.end(), surface, city, state, proper))

    merged: list[_Mention] = []
    for mention in mentions:
        after = text[mention.end:]
        before = text[:mention.start]
        # "Washington state", "the state of New York": the state, not the city.
        state_suffix = re.match(r"\s+state\b", after, re.IGNORECASE)
        if mention.state and (state_suffix or re.search(r"\bstate\s+of\s+$", before, re.IGNORECASE)):
            mention.city = None
            if state_suffix:
                mention.end += state_suffix.end()
        # "the city of New York": the city, not the state.
        if mention.city and re.search(r"\bcity\s+of\s+$", before, re.IGNORECASE):
            mention.state = None
        # "Dallas, Texas" / "Dallas, TX": the city (the state only qualifies it).
        previous = merged[-1] if merged else None
        if (
            previous is not None
            and previous.city
            and mention.state
            and re.fullmatch(r"\s*,\s*", text[previous.end:mention.start])
        ):
            if gaz.cities.get(previous.city) == mention.state:
                previous.end = mention.end
                previous.state = None
                previous.text = text[previous.start:previous.end]
                continue
            if mention.city is None and previous.proper and mention.proper:
                problems.append(
                    f"{previous.city!r} is a city in {gaz.cities.get(previous.city)}, not in {mention.state}"
                )
        code = re.match(r"\s*,\s*([A-Z]{2})\b", after)
        if mention.city and code and code.group(1) in _US_STATE_CODES:
            named = _US_STATE_CODES[code.group(1)]
            if gaz.cities.get(mention.city) == named:
                mention.end += code.end()
                mention.state = None
            elif mention.proper:
                problems.append(f"{mention.city!r} is a city in {gaz.cities.get(mention.city)}, not in {named}")
        # A known name that is only the start of a longer capitalised name ("Wichita Fals").
        follow = re.match(r" ([A-Z][a-z][\w']*)", text[mention.end:])
        if mention.proper and follow and follow.group(1) not in _NOT_A_PLACE_WORD:
            nxt = follow.group(1)
            if _place_key(nxt) not in gaz.by_key and nxt.lower() not in {"state", "city"}:
                mention.suspect = f"{mention.text} {nxt}"
        merged.append(mention)
    return merged


def _assign_roles(text: str, mentions: list[_Mention], mixed_case: bool) -> None:
    for mention in mentions:
        before = text[max(0, mention.start - 80):mention.start]
        if _RETURN_CUE.search(before):
            mention.role = "return"
        elif _ORIGIN_CUE.search(before):
            mention.role = "origin"
        elif mention.proper or _DEST_CUE.search(before):
            mention.role = "dest"
    if not any(m.role == "origin" for m in mentions):
        # "Boston to Austin, 3 days ...": the first of "X to Y" is the origin.
        for first, second in zip(mentions, mentions[1:]):
            if (first.proper or not mixed_case) and re.fullmatch(r"\s*(?:to|-|->|=>|\u2192)\s*", text[first.end:second.start], re.IGNORECASE):
                first.role = "origin"
                second.role = second.role or "dest"
                break


_STOP_PHRASE_WORDS = {
    "to", "and", "for", "on", "in", "from", "with", "between", "heading", "departing", "visiting", "spanning",
    "during", "over", "starting", "the", "a", "an", "our", "my", "we", "i", "this", "that", "which", "where",
    "then", "via", "by", "at", "of", "is", "are", "will", "would", "could", "can", "please", "trip", "travel",
    "next", "here", "there", "home", "now", "today", "tomorrow", "cities", "it", "me", "us",
    "leaving", "going", "towards", "toward", "as", "so", "but", "or", "through", "until", "till", "before", "after",
    "within", "across", "around", "into", "scratch", "later", "soon",
}
_ABBREV_TOKENS = {"st.", "ste.", "ft.", "mt.", "d.c.", "dc."}
_ORIGIN_PHRASE_CUE = re.compile(
    r"\b(?:from|departing(?:\s+from)?|depart(?:s|ing)?\s+from|leaving(?:\s+from)?|leave\s+from|start(?:s|ing)?\s+(?:from|in|at)"
    r"|begin(?:s|ning)?\s+(?:from|in|at)|originat(?:e|es|ing)\s+(?:from|in)|set(?:ting)?\s+off\s+from"
    r"|tak(?:e|ing)\s+off\s+from|commenc(?:e|es|ing)\s+(?:from|in|at)|out\s+of)\s+",
    re.IGNORECASE,
)
_DEST_PHRASE_CUE = re.compile(
    r"\b(?:head(?:s|ed|ing)?\s+to|headed\s+for|go(?:ing)?\s+to|travel(?:l?ing|s)?\s+to|trip\s+to|journey(?:ing)?\s+to"
    r"|proceed(?:ing)?\s+to|fly(?:ing)?\s+to|mov(?:e|ing)\s+to|get(?:ting)?\s+to|arriv(?:e|es|ing)\s+(?:in|at)"
    r"|end(?:s|ing)?\s+in|towards?|visit(?:s|ing)?|explor(?:e|ing)|tour(?:ing)?|cover(?:ing)?"
    r"|cities\s+(?:in|within|across|of|around)|destination(?:\s+is)?)\s+",
    re.IGNORECASE,
)


_TO_CUE = re.compile(r"\s*(?:,\s*)?(?:to|-|->|and\s+(?:head|heading|going|go|travel|traveling|travelling)\s+to)\s+", re.IGNORECASE)


def _phrase_at(text: str, pos: int, mixed_case: bool) -> str | None:
    """The place-like words at ``text[pos:]`` (up to 4), or None when they are not a name."""
    words: list[str] = []
    for token in text[pos:pos + 80].split(" ")[:5]:
        if not token:
            break
        bare = token.rstrip(",;:!?\"')")
        if token.endswith(".") and token.lower() not in _ABBREV_TOKENS:
            bare = token.rstrip(".")
        if not bare or bare.lower() in _STOP_PHRASE_WORDS or not bare[0].isalpha():
            break
        if mixed_case and not bare[0].isupper():
            break
        if bare in _MONTH_WORDS or bare.capitalize() in _MONTH_WORDS:
            break
        words.append(bare)
        if bare != token and token.lower() not in _ABBREV_TOKENS:
            break
        if len(words) == 4:
            break
    if not words:
        return None
    return " ".join(words)


def _suggest(name: str, choices: Iterable[str]) -> list[str]:
    found = process.extract(name, list(choices), scorer=fuzz.WRatio, processor=utils.default_process, limit=3, score_cutoff=60)
    return [choice for choice, _score, _index in found]


# --------------------------------------------------------------------------------------
# Dates
# --------------------------------------------------------------------------------------

_MONTHS = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7, "august": 8,
    "september": 9, "october": 10, "november": 11, "december": 12, "jan": 1, "feb": 2, "mar": 3, "apr": 4,
    "jun": 6, "jul": 7, "aug": 8, "sep": 9, "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}
_ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "thirtieth": 30,
}
for _unit, _value in list(_ORDINAL_WORDS.items())[:9]:
    _ORDINAL_WORDS[f"twenty-{_unit}"] = 20 + _value
    _ORDINAL_WORDS[f"twenty {_unit}"] = 20 + _value
_ORDINAL_WORDS["thirty-first"] = _ORDINAL_WORDS["thirty first"] = 31

_MON = r"(?:" + "|".join(sorted(_MONTHS, key=len, reverse=True)) + r")\.?(?![a-z])"
_DAY = (
    r"(?:(?:[12]\d|3[01]|0?[1-9])(?!\d)(?:st|nd|rd|th)?(?![a-z])|(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"[\s-]") for w in sorted(_ORDINAL_WORDS, key=len, reverse=True))
    + r")(?![a-z]))"
)
_YEAR = r"(?:\s*,?\s*((?:19|20)\d{2})(?!\d))?"
_CONNECT = r"\s*(?:-|to|through|thru|till|until|and|up\s+to)\s*"
_NOT_A_DAY_AFTER = r"(?![\s-]*(?:days?|nights?|weeks?|people|persons?|travell?ers|adults|cities|individuals|of\s+us)\b)"
_DATE_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    # "from the 8th to the 10th of March, 2022", "8-10 March 2022"
    ("dd_m", re.compile(rf"\b(?:the\s+)?({_DAY}){_CONNECT}(?:the\s+)?({_DAY})\s*(?:of\s+)?({_MON}){_YEAR}", re.IGNORECASE)),
    # "March 12th to 14th, 2022", "March 16-18"
    ("m_dd", re.compile(rf"\b({_MON})\s*({_DAY}){_YEAR}{_CONNECT}(?:the\s+)?({_DAY})(?!\s*(?:of\s+)?{_MON}){_NOT_A_DAY_AFTER}{_YEAR}", re.IGNORECASE)),
    ("iso", re.compile(r"\b((?:19|20)\d{2})-(\d{1,2})-(\d{1,2})(?!\d)")),
    ("us", re.compile(r"\b(\d{1,2})/(\d{1,2})/((?:19|20)?\d{2})(?![\d/])")),
    ("m_d", re.compile(rf"\b({_MON})\s*({_DAY}){_YEAR}", re.IGNORECASE)),
    ("d_m", re.compile(rf"\b(?:the\s+)?({_DAY})\s*(?:of\s+)?({_MON}){_YEAR}", re.IGNORECASE)),
]


@dataclass
class _DateMention:
    pos: int
    month: int
    day: int
    year: int | None
    text: str


def _day_value(token: str) -> int:
    token = token.lower().strip()
    digits = re.match(r"\d+", token)
    if digits:
        return int(digits.group(0))
    return _ORDINAL_WORDS.get(re.sub(r"[\s-]+", "-", token), 0)


def _month_value(token: str) -> int:
    return _MONTHS.get(token.lower().rstrip("."), 0)


def _find_dates(text: str) -> tuple[list[_DateMention], list[tuple[int, int]]]:
    found: list[tuple[int, int, str, re.Match[str]]] = []
    for kind, pattern in _DATE_PATTERNS:
        for match in pattern.finditer(text):
            found.append((match.start(), match.end(), kind, match))
    found.sort(key=lambda item: (item[0], -(item[1] - item[0])))
    chosen: list[tuple[int, int, str, re.Match[str]]] = []
    last_end = -1
    for item in found:
        if item[0] >= last_end:
            chosen.append(item)
            last_end = item[1]
    mentions: list[_DateMention] = []
    for start, _end, kind, m in chosen:
        g = m.groups()
        if kind == "dd_m":
            year = int(g[3]) if g[3] else None
            month = _month_value(g[2])
            mentions.append(_DateMention(start, month, _day_value(g[0]), year, m.group(0)))
            mentions.append(_DateMention(m.start(2), month, _day_value(g[1]), year, m.group(0)))
        elif kind == "m_dd":
            month = _month_value(g[0])
            y1 = int(g[2]) if g[2] else None
            y2 = int(g[4]) if g[4] else None
            mentions.append(_DateMention(start, month, _day_value(g[1]), y1 or y2, m.group(0)))
            mentions.append(_DateMention(m.start(4), month, _day_value(g[3]), y2 or y1, m.group(0)))
        elif kind == "iso":
            mentions.append(_DateMention(start, int(g[1]), int(g[2]), int(g[0]), m.group(0)))
        elif kind == "us":
            year = int(g[2]) if len(g[2]) == 4 else 2000 + int(g[2])
            mentions.append(_DateMention(start, int(g[0]), int(g[1]), year, m.group(0)))
        elif kind == "m_d":
            mentions.append(_DateMention(start, _month_value(g[0]), _day_value(g[1]), int(g[2]) if g[2] else None, m.group(0)))
        else:  # d_m
            mentions.append(_DateMention(start, _month_value(g[1]), _day_value(g[0]), int(g[2]) if g[2] else None, m.group(0)))
    return mentions, [(c[0], c[1]) for c in chosen]


def _resolve_dates(
    text: str, mentions: list[_DateMention], spans: list[tuple[int, int]], default_year: int, problems: list[str]
) -> list[Date]:
    """The distinct dates written in the text, in order, with years filled in."""
    explicit = [(m.pos, m.year) for m in mentions if m.year is not None]
    loose_years = [
        int(y.group(0)) for y in re.finditer(r"(?<![\d$,.])(?:19|20)\d{2}(?![\d,])", text)
        if not any(s <= y.start() < e for s, e in spans)
    ]
    fallback = loose_years[0] if loose_years else default_year
    resolved: list[tuple[Date, bool]] = []
    for mention in mentions:
        year = mention.year
        guessed = year is None
        if year is None:
            following = [y for p, y in explicit if p > mention.pos]
            preceding = [y for p, y in explicit if p < mention.pos]
            year = following[0] if following else (preceding[-1] if preceding else fallback)
        try:
            resolved.append((Date(year, mention.month, mention.day), guessed))
        except ValueError:
            problems.append(f"invalid date {mention.text!r}")
    # A year written only once must not put the end of a range before its start
    # ("December 30th to January 2nd, 2023").
    for i in range(len(resolved) - 1):
        (first, first_guess), (second, second_guess) = resolved[i], resolved[i + 1]
        if second < first:
            earlier = _safe_replace_year(first, first.year - 1) if first_guess else None
            later = _safe_replace_year(second, second.year + 1) if second_guess else None
            if earlier is not None and (second - earlier).days < 31:
                resolved[i] = (earlier, first_guess)
            elif later is not None and (later - first).days < 31:
                resolved[i + 1] = (later, second_guess)
    ordered: list[Date] = []
    for value, _guess in resolved:
        if value not in ordered:
            ordered.append(value)
    return ordered


def _safe_replace_year(value: Date, year: int) -> Date | None:
    try:
        return value.replace(year=year)
    except ValueError:
        return None


# --------------------------------------------------------------------------------------
# Counts: days, cities, people
# --------------------------------------------------------------------------------------

_DAYS_RE = re.compile(rf"(?<![\w$])({_NUM})[\s-]*(days?|nights?)\b(?!\s+(?:in\s+each|per|at\s+each|in\s+every|each|before|after|ago|later|earlier|of\s+the))", re.IGNORECASE)
_WEEKS_RE = re.compile(rf"(?:\b(?:a|one|1)[\s-]+week\b|\bweek[\s-]*long\b|\bweeklong\b|(?<![\w$])({_NUM})[\s-]+weeks?\b|\b(fortnight)\b)", re.IGNORECASE)
_CITIES_RE = re.compile(
    rf"(?<![\w$])({_NUM}|a\s+couple\s+of|a\s+single|a\s+pair\s+of)[\s-]+(?:(?:different|distinct|unique|separate|various|other|major|more|new|diverse|individual|additional|destination|main|total)[\s-]+)?(cit(?:y|ies))\b",
    re.IGNORECASE,
)


def _stated_days(text: str, problems: list[str]) -> int | None:
    values: list[int] = []
    for m in _DAYS_RE.finditer(text):
        n = _num_value(m.group(1))
        if n is None or n == 0:
            continue
        values.append(n + 1 if m.group(2).lower().startswith("night") else n)
    for m in _WEEKS_RE.finditer(text):
        if m.group(2):
            values.append(14)
        elif m.group(1):
            n = _num_value(m.group(1))
            if n:
                values.append(7 * n)
        else:
            values.append(7)
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:
        problems.append("the day counts contradict each other: " + ", ".join(f"{d} days" for d in distinct))
        return None
    return distinct[0] if distinct else None


def _stated_cities(text: str, problems: list[str]) -> int | None:
    values: list[int] = []
    for m in _CITIES_RE.finditer(text):
        token = re.sub(r"\s+", " ", m.group(1).lower())
        if token == "a couple of" or token == "a pair of":
            value = 2
        elif token == "a single":
            value = 1
        else:
            value = _num_value(token)  # type: ignore[assignment]
        if value:
            values.append(value)
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:
        problems.append("the numbers of cities contradict each other: " + ", ".join(map(str, distinct)))
        return None
    return distinct[0] if distinct else None


_PEOPLE_NOUNS = (
    r"(?:people|persons?|travell?ers|individuals|adults|participants|guests|friends|passengers|pax|members"
    r"|tourists|folks|visitors|companions|colleagues|coworkers|co-workers|of\s+us|family\s+members)"
)
_KIDS = r"(?:kids?|children|child|teens?|teenagers?|infants?|toddlers?|bab(?:y|ies)|minors?)"
_PEOPLE_PATTERNS = [
    re.compile(rf"\b(?:group|party|family|team|crew|band|company|gang|squad|delegation)\s+of\s+({_NUM})(?!\s*(?:days?|nights?|cities|weeks?)\b)", re.IGNORECASE),
    re.compile(rf"(?<![\w$])({_NUM})[\s-]+(?:(?:adult|young|senior|elderly|female|male|total|business|travelling|traveling|different)\s+)?{_PEOPLE_NOUNS}\b", re.IGNORECASE),
    re.compile(rf"(?<![\w$])({_NUM})[\s-]+(?:person|people|pax|traveller|traveler)\b(?!\s*(?:per|each))", re.IGNORECASE),
    re.compile(rf"\b(?:we|there)\s+(?:are|'re|will\s+be|would\s+be|'ll\s+be)\s+({_NUM})\b(?!\s*(?:days?|nights?|weeks?|cities)\b)", re.IGNORECASE),
    re.compile(rf"\btotal\s+of\s+({_NUM})\s+(?:{_PEOPLE_NOUNS})\b", re.IGNORECASE),
]
_FOR_NUM = re.compile(rf"\bfor\s+(?:a\s+total\s+of\s+|just\s+|only\s+)?({_NUM})(?=[\s,.;:!?)]|$)(?:[\s-]+([A-Za-z]+))?", re.IGNORECASE)
_FOR_NUM_NOT_PEOPLE = {
    "day", "days", "night", "nights", "week", "weeks", "month", "months", "year", "years", "hour", "hours",
    "city", "cities", "different", "distinct", "unique", "separate", "dollars", "dollar", "percent", "stops",
    "destinations", "locations", "places", "states", "meals", "restaurants", "attractions", "times", "more",
    "rooms", "room", "bedrooms", "beds", "minutes", "of", "weekends", "nights'", "cuisines", "kids", "children",
}
_ADULTS_KIDS = re.compile(rf"(?<![\w$])({_NUM})\s+adults?\s*(?:,|and|&|\+|plus|with)\s*({_NUM})\s+{_KIDS}\b", re.IGNORECASE)
_PAIR = re.compile(
    r"\b(?:duo|twosome|pair|couple)\b(?!\s+of\s+(?!(?:travell?ers|people|persons|friends|us|adults|individuals)\b))"
    r"|\b(?:me|i)\s+and\s+my\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|buddy|brother|sister|mother|father|mom|mum|dad|son|daughter|colleague|coworker)\b"
    r"|\bmy\s+(?:wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|buddy|brother|sister|mother|father|mom|mum|dad|son|daughter|colleague|coworker)\s+and\s+(?:i|me)\b",
    re.IGNORECASE,
)
_TRIO = re.compile(r"\btrio\b", re.IGNORECASE)
_SINGLE = re.compile(
    r"\b(?:solo|alone|single[\s-]+(?:person|traveler|traveller|individual|adult|visitor|guest)|single-person|one-person|1-person"
    r"|an\s+individual|just\s+(?:me|myself)|only\s+me|by\s+myself|on\s+my\s+own|myself\s+only|for\s+myself)\b",
    re.IGNORECASE,
)
_PLURAL_PRONOUN = re.compile(r"\b(?:we|we're|we'll|we've|we'd|us|our|ours|ourselves)\b", re.IGNORECASE)


def _people(text: str, problems: list[str], missing: list[str]) -> int | None:
    values: list[tuple[int, int]] = []  # (position, count)
    covered: list[tuple[int, int]] = []
    for m in _ADULTS_KIDS.finditer(text):
        a, k = _num_value(m.group(1)), _num_value(m.group(2))
        if a and k is not None:
            values.append((m.start(), a + k))
            covered.append((m.start(), m.end()))

    def free(pos: int) -> bool:
        return not any(s <= pos < e for s, e in covered)

    for pattern in _PEOPLE_PATTERNS:
        for m in pattern.finditer(text):
            if not free(m.start(1)):
                continue
            n = _num_value(m.group(1))
            if n:
                values.append((m.start(), n))
    for m in _FOR_NUM.finditer(text):
        nxt = (m.group(2) or "").lower()
        if nxt in _FOR_NUM_NOT_PEOPLE or not free(m.start(1)):
            continue
        n = _num_value(m.group(1))
        if n:
            values.append((m.start(), n))
    for m in _PAIR.finditer(text):
        values.append((m.start(), 2))
    for m in _TRIO.finditer(text):
        values.append((m.start(), 3))
    for m in _SINGLE.finditer(text):
        values.append((m.start(), 1))
    distinct = list(dict.fromkeys(v for _p, v in sorted(values)))
    if len(distinct) > 1:
        problems.append("the numbers of travellers contradict each other: " + ", ".join(map(str, distinct)))
        return None
    if distinct:
        return distinct[0]
    if _PLURAL_PRONOUN.search(text):
        missing.append("people_number")
        return None
    return 1


# --------------------------------------------------------------------------------------
# Budget
# --------------------------------------------------------------------------------------

_AMOUNT = r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(k|thousand|grand)\b)?"
_MONEY_PATTERNS = [
    re.compile(r"(?:US\s*\$|\$|USD\s*|US\s+dollars\s*)\s*" + _AMOUNT, re.IGNORECASE),
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*(?:dollars|usd|bucks)\b", re.IGNORECASE),
]
_BUDGET_WORD = re.compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance|funds?)\b", re.IGNORECASE)


def _amount_value(whole: str, fraction: str | None, scale: str | None) -> float:
    value = float(whole.replace(",", "") + ("." + fraction if fraction else ""))
    if scale:
        value *= 1000
    return value


def _budget(text: str, date_spans: list[tuple[int, int]], problems: list[str]) -> tuple[float | None, str | None]:
    """The budget and its unit (None, "person" or "day")."""
    amounts: list[tuple[int, int, float]] = []
    covered = bytearray(len(text) + 1)
    for pattern in _MONEY_PATTERNS:
        for m in pattern.finditer(text):
            if covered[m.start()]:
                continue
            covered[m.start():m.end()] = b"\x01" * (m.end() - m.start())
            amounts.append((m.start(), m.end(), _amount_value(m.group(1), m.group(2), m.group(3))))
    amounts.sort()
    if not amounts:
        # "a budget of 1700": a bare number after the word "budget" in the same sentence.
        for m in re.finditer(r"\bbudget\b", text, re.IGNORECASE):
            sentence = re.split(r"(?<=[.!?])\s", text[m.end():m.end() + 120])[0]
            for n in re.finditer(_AMOUNT, sentence, re.IGNORECASE):
                pos = m.end() + n.start()
                tail = sentence[n.end():n.end() + 20].lower()
                if any(s <= pos < e for s, e in date_spans) or re.match(r"[\s-]*(?:days?|nights?|people|persons?|cities|weeks?|travell?ers|st|nd|rd|th)\b", tail):
                    continue
                amounts.append((pos, m.end() + n.end(), _amount_value(n.group(1), n.group(2), n.group(3))))
                break
            if amounts:
                break
    if not amounts:
        return None, None
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen = amounts
    if len(distinct) > 1:
        near = [a for a in amounts if _BUDGET_WORD.search(re.split(r"[.!?]\s", text[max(0, a[0] - 80):a[0]])[-1])]
        if len({v for _s, _e, v in near}) == 1:
            chosen = near
        else:
            problems.append("several budget amounts: " + ", ".join(f"${v:,.0f}" for v in distinct))
            return None, None
    start, end, value = chosen[0]
    tail = text[end:end + 30].lower()
    unit = None
    if re.match(r"\s*(?:per|a|each|/)\s*(?:person|head|traveller|traveler|pax|individual|guest)\b|\s*each\b", tail):
        unit = "person"
    elif re.match(r"\s*(?:per|a|each|/)\s*(?:day|night)\b|\s*daily\b", tail):
        unit = "day"
    return value, unit


# --------------------------------------------------------------------------------------
# Local constraints
# --------------------------------------------------------------------------------------

_HOUSE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("pets", re.compile(r"\bpet(?:s|-friendly|\s+friendly)?\b|\b(?:dogs?|cats?|pupp(?:y|ies))\b", re.IGNORECASE)),
    ("smoking", re.compile(r"\bsmok(?:e|es|ing|er|ers)\b", re.IGNORECASE)),
    ("parties", re.compile(r"\bparties\b|\bparty\b(?!\s+of\b)", re.IGNORECASE)),
    ("children under 10", re.compile(rf"\b{_KIDS}\b|\bunder[\s-]+(?:the\s+age\s+of\s+)?(?:10|ten)\b|\bchild[\s-]*friendly\b|\bfamily[\s-]*friendly\b", re.IGNORECASE)),
    ("visitors", re.compile(
        r"\bvisitors?\b|\b(?:have|having|invite|inviting|host|hosting|receive|receiving|allow|allows|allowing)\s+(?:some\s+|a\s+few\s+)?guests\b"
        r"|\bguests?\s+(?:are\s+|is\s+)?(?:allowed|permitted|welcome)\b",
        re.IGNORECASE,
    )),
]
_GROUP_PARTY = re.compile(r"\b(?:our|my|your|this|the|whole|entire|their)\s+$", re.IGNORECASE)


def _house_rule(text: str) -> str | None:
    counts: dict[str, list[int]] = {}
    for rule, pattern in _HOUSE_RULES:
        for m in pattern.finditer(text):
            if rule == "parties" and m.group(0).lower() == "party":
                if _GROUP_PARTY.search(text[max(0, m.start() - 12):m.start()]) and not re.match(r"[\s-]*friendly", text[m.end():]):
                    continue
            if rule == "visitors" and re.match(r"\s*(?:center|centre|bureau|guide)s?\b", text[m.end():], re.IGNORECASE):
                continue
            if _negated(text, m.start(), m.end(), window=2):
                continue
            counts.setdefault(rule, []).append(m.start())
    if not counts:
        return None
    return sorted(counts, key=lambda r: (-len(counts[r]), counts[r][0]))[0]


_CUISINE_RE = re.compile(r"\b(" + "|".join(CUISINES) + r")\b", re.IGNORECASE)


def _cuisines(text: str, place_spans: list[tuple[int, int]]) -> list[str] | None:
    found: list[str] = []
    canonical = {c.lower(): c for c in CUISINES}
    for m in _CUISINE_RE.finditer(text):
        if any(s <= m.start() < e for s, e in place_spans):
            continue
        if _negated(text, m.start(), m.end(), window=2):
            continue
        name = canonical[m.group(1).lower()]
        if name not in found:
            found.append(name)
    return found or None


_SHARED_RE = re.compile(r"\b(?:un)?shar(?:ed|ing|e)\b", re.IGNORECASE)
_ROOM_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private room", re.compile(r"\bprivate\s+(?:rooms?|bed\s*rooms?|accommodations?|lodgings?|spaces?|quarters|stays?)\b", re.IGNORECASE)),
    ("entire room", re.compile(
        r"\b(?:entire|whole)\s+(?:rooms?|homes?|houses?|apartments?|places?|units?|propert(?:y|ies)|flats?|home/apt|condos?|cabins?|villas?|rentals?|lodgings?|accommodations?)\b",
        re.IGNORECASE,
    )),
]


def _room_type(text: str) -> str | None:
    hits: list[tuple[int, str]] = []
    for m in _SHARED_RE.finditer(text):
        word = m.group(0).lower()
        if word.startswith("un") or _negated(text, m.start(), m.end(), window=3):
            return "not shared room"
        after = text[m.end():m.end() + 30]
        if word == "shared" or re.match(r"\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)", after, re.IGNORECASE):
            hits.append((m.start(), "shared room"))
    for room, pattern in _ROOM_PATTERNS:
        for m in pattern.finditer(text):
            if not _negated(text, m.start(), m.end(), window=2):
                hits.append((m.start(), room))
    return min(hits)[1] if hits else None


_FLY_RE = re.compile(
    r"\b(?:fly|flying|flies|flew|flights?|flight-based|planes?|airplanes?|aeroplanes?|air\s+travel|by\s+air|airlines?|airports?|aviation)\b",
    re.IGNORECASE,
)
_DRIVE_RE = re.compile(
    r"\b(?:self[\s-]?driv(?:e|ing|en)|self[\s-]?drive|driv(?:e|ing|es)|(?:rental|rented|own|a|private)\s+cars?|cars?|road\s*trip)\b",
    re.IGNORECASE,
)


_GROUND_RE = re.compile(r"\b(?:ground|overland|land)\s+(?:transport(?:ation)?|travel|only)\b|\bby\s+(?:land|road)\s+only\b", re.IGNORECASE)


def _transportation(text: str) -> str | None:
    hits: list[tuple[int, str]] = [(m.start(), "no flight") for m in _GROUND_RE.finditer(text)]
    for rule, pattern in (("no flight", _FLY_RE), ("no self-driving", _DRIVE_RE)):
        for m in pattern.finditer(text):
            if _negated(text, m.start(), m.end(), window=5):
                hits.append((m.start(), rule))
    return min(hits)[1] if hits else None


# --------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------


def parse_query(text: str, sandbox: Any, default_year: int = 2022) -> TripSpec:
    """Read a TravelPlanner-style query into a ``TripSpec``.

    ``sandbox`` needs ``.cities`` (city -> state) and ``.states`` (state ->
    cities). Raises ``QueryParseError`` (and nothing else) when the text is
    empty, a field is missing, a place is unknown or the dates contradict.
    """
    try:
        return _parse(text, sandbox, default_year)
    except QueryParseError:
        raise
    except Exception as error:  # a safety net: the contract is one typed error
        raise QueryParseError(
            problems=[f"internal error while parsing ({type(error).__name__}: {error})"],
            query=text if isinstance(text, str) else None,
        ) from error


def _parse(raw: Any, sandbox: Any, default_year: int) -> TripSpec:
    if not isinstance(raw, str):
        raise QueryParseError(f"query must be a string, not {type(raw).__name__}", problems=["query is not a string"])
    if not raw.strip():
        raise QueryParseError("empty query", problems=["empty query"], query=raw)
    if len(raw) > MAX_QUERY_CHARS:
        raise QueryParseError(problems=[f"query too long ({len(raw)} characters, at most {MAX_QUERY_CHARS})"], query=raw[:200])
    text = _normalize(raw)
    gaz = _gazetteer(sandbox)
    missing: list[str] = []
    problems: list[str] = []
    suggestions: dict[str, list[str]] = {}
    mixed_case = text != text.lower() and text != text.upper()

    # --- counts and dates ------------------------------------------------------------
    stated_days = _stated_days(text, problems)
    stated_cities = _stated_cities(text, problems)
    date_mentions, date_spans = _find_dates(text)
    dates = _resolve_dates(text, date_mentions, date_spans, default_year, problems)
    days: int | None = stated_days
    date_list: list[str] | None = None
    if len(dates) > 2:
        problems.append("more than two dates: " + ", ".join(d.isoformat() for d in dates))
    elif len(dates) == 2:
        start, end = dates
        if end < start:
            problems.append(f"the end date {end.isoformat()} is before the start date {start.isoformat()}")
        else:
            span = (end - start).days + 1
            if stated_days is not None and stated_days != span:
                problems.append(
                    f"{stated_days} days stated but the dates {start.isoformat()} to {end.isoformat()} span {span} days"
                )
            days = span
            date_list = [(start + timedelta(days=i)).isoformat() for i in range(span)]
    elif len(dates) == 1:
        if stated_days is None:
            missing.append("dates")
            problems.append("only a start date: give the end date or the number of days")
        else:
            date_list = [(dates[0] + timedelta(days=i)).isoformat() for i in range(stated_days)]
    elif not any(p.startswith("invalid date") for p in problems):
        missing.append("dates")
    if days is not None and not 1 <= days <= 30:
        problems.append(f"a trip of {days} days is out of range (1-30)")

    # --- places ----------------------------------------------------------------------
    mentions = _find_mentions(text, gaz, problems)
    _assign_roles(text, mentions, mixed_case)
    origin = _choose_origin(text, mentions, gaz, mixed_case, missing, problems, suggestions)
    hint = cities_for_days(days) if days else None
    dest, visiting = _choose_dest(text, mentions, origin, stated_cities, hint, gaz, mixed_case, missing, problems, suggestions)

    # --- people and budget -----------------------------------------------------------
    people = _people(text, problems, missing)
    budget, unit = _budget(text, date_spans, problems)
    if budget is None:
        if not any(p.startswith("several budget") for p in problems):
            missing.append("budget")
    elif unit == "person":
        budget = budget * people if people else None
    elif unit == "day":
        budget = budget * days if days else None
    if budget is not None and budget <= 0:
        problems.append("the budget must be more than $0")

    # --- local constraints -----------------------------------------------------------
    place_spans = [(m.start, m.end) for m in mentions]
    constraint = LocalConstraint(
        house_rule=_house_rule(text),
        cuisine=_cuisines(text, place_spans),
        room_type=_room_type(text),
        transportation=_transportation(text),
    )

    if missing or problems:
        order = ["origin", "destination", "dates", "people_number", "budget"]
        missing.sort(key=lambda name: order.index(name) if name in order else len(order))
        raise QueryParseError(missing=missing, problems=problems, suggestions=suggestions, query=raw)
    try:
        return TripSpec(
            org=origin,
            dest=dest,
            days=days,
            visiting_city_number=visiting,
            date=date_list,
            people_number=people,
            budget=budget,
            local_constraint=constraint,
            query=raw,
        )
    except ValidationError as error:
        details = [f"{'.'.join(str(p) for p in e['loc']) or 'trip'}: {e['msg']}" for e in error.errors()]
        raise QueryParseError(problems=details, query=raw) from error


def _unknown_place(
    text: str, role: str, cue: re.Pattern[str], gaz: _Gazetteer, mixed_case: bool, choices: Iterable[str],
    problems: list[str], suggestions: dict[str, list[str]], at: int | None = None,
) -> bool:
    """Report the first unknown name after a ``role`` cue (only right at ``at`` if given); True when found."""
    matches = [m for m in [cue.match(text, at)] if m] if at is not None else list(cue.finditer(text))
    for m in matches:
        phrase = _phrase_at(text, m.end(), mixed_case)
        if not phrase:
            continue
        key = _place_key(phrase)
        if key in gaz.by_key:
            continue
        close = _suggest(phrase, choices)
        suggestions[phrase] = close
        hint = f" (close matches: {', '.join(close)})" if close else ""
        problems.append(f"unknown {role} {phrase!r}{hint}")
        return True
    return False


def _report_suspect(
    mention: _Mention, role: str, choices: Iterable[str], problems: list[str], suggestions: dict[str, list[str]]
) -> None:
    phrase = mention.suspect or mention.text
    close = _suggest(phrase, choices)
    suggestions[phrase] = close
    hint = f" (close matches: {', '.join(close)})" if close else ""
    problems.append(f"unknown {role} {phrase!r}{hint}")


def _choose_origin(
    text: str, mentions: list[_Mention], gaz: _Gazetteer, mixed_case: bool,
    missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> str | None:
    candidates = [m for m in mentions if m.role == "origin"]
    proper = [m for m in candidates if m.proper] or candidates
    if proper and proper[0].suspect:
        _report_suspect(proper[0], "origin", gaz.city_names, problems, suggestions)
        return None
    cities = list(dict.fromkeys(m.city for m in proper if m.city))
    if len(cities) > 1:
        problems.append("several origins: " + ", ".join(cities))
        return None
    if cities:
        return cities[0]
    if proper:  # a state where a city is needed
        name = proper[0].state or proper[0].text
        phrase = _phrase_at(text, proper[0].start, mixed_case) or name
        if _place_key(phrase) != _place_key(name):
            _report_suspect(_Mention(0, 0, phrase, None, None, True), "origin", gaz.city_names, problems, suggestions)
        else:
            problems.append(f"the origin {name!r} is a state, not a city (name the city of departure)")
        return None
    if not _unknown_place(text, "origin", _ORIGIN_PHRASE_CUE, gaz, mixed_case, gaz.city_names, problems, suggestions):
        missing.append("origin")
    return None


def _choose_dest(
    text: str, mentions: list[_Mention], origin: str | None, stated: int | None, hint: int | None,
    gaz: _Gazetteer, mixed_case: bool, missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> tuple[str | None, int | None]:
    candidates = [m for m in mentions if m.role == "dest"]
    pool = [m for m in candidates if m.proper] or candidates
    if origin is not None and len({m.city or m.state for m in pool}) > 1:
        pool = [m for m in pool if (m.city or m.state) != origin] or pool
    if not pool:
        found = any(
            _unknown_place(text, "destination", _TO_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions, at=m.end)
            for m in mentions if m.role == "origin"
        )
        if not found and not _unknown_place(text, "destination", _DEST_PHRASE_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions):
            missing.append("destination")
        return None, None
    for m in pool:
        if m.suspect:
            _report_suspect(m, "destination", gaz.all_names, problems, suggestions)
            return None, None
    cities = list(dict.fromkeys(m.city for m in pool if m.city))
    states = list(dict.fromkeys(m.state for m in pool if m.state))

    def one(names: list[str], kind: str) -> str | None:
        if len(names) > 1:
            problems.append(f"several {kind} destinations: " + ", ".join(names))
            return None
        return names[0]

    if stated is not None and stated > 1:
        if states:
            return one(states, "state"), stated
        problems.append(f"{stated} cities asked for, but the destination {cities[0]!r} is a city, not a state")
        return None, None
    if stated == 1:
        if cities:
            return one(cities, "city"), 1
        return one(states, "state"), 1
    if hint is None or hint == 1:
        if cities:
            return one(cities, "city"), 1
        return one(states, "state"), hint or 1
    if states:
        return one(states, "state"), hint
    return one(cities, "city"), 1
