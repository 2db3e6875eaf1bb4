"""Places: the gazetteer of sandbox cities and states, origin, destination and
the number of cities to visit.

* **origin / destination** - every known place name (the sandbox's cities and
  states, longest name first, case-insensitive; "St."/"Saint", "Ste."/"Sainte",
  "Ft."/"Fort" spellings, and the short names of ``CITY_ALIASES``: "NYC", "Washington,
  D.C.", "LA", "Philly", "Vegas", "St Pete", "the Windy City", and the airport codes of ``AIRPORT_CODES`` in
  capitals, "JFK", "ORD", or in lower case where a route joins two places, "sea->den", "jfk to mco", are accepted) is
  found in the text and given a role by the words right before it: "from",
  "departing (from)", "leaving", "starting/beginning in", "originating from",
  "I'm in", "we are currently in", "I live in",
  "setting off from" ... mark the origin; "to", "heading to", "visiting",
  "cities in", "arriving in", "towards" ... (or a capitalised name with no cue)
  a destination. "City, State" is read as the city. A name that is both a state
  and a city ("New York", "Washington") is the city on a one-city trip and the
  state on a multi-city trip ("Washington state" / "the state of Washington" are
  always the state, "the city of Washington" always the city). The same place
  as origin and destination is a problem (``parse_request``).
* **visiting_city_number** - "N (different|distinct|unique...) cities", "one
  city", "a couple of cities"; else 1 for a city destination; for a state named
  without a count it is inferred from the length of the trip, the benchmark's
  convention: 3 days -> 1 city, 5 days -> 2 cities, 7 days -> 3 cities (and in
  between: up to 4 days -> 1, 5-6 -> 2, 7 or more -> 3).

A name that is not known is reported in ``problems`` with close matches (from
rapidfuzz) in ``suggestions``; ``closest_place`` says which of them is the one place
a misspelling can mean (the chat applies it and says so: the user can correct it).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process, utils

from himap_travel.domain.parsing.numbers import NUM, read_count
from himap_travel.domain.text.city_names import CITY_ALIASES
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import MAX_CITIES

# --------------------------------------------------------------------------------------
# Gazetteer
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


# The codes of the airports of the sandbox's cities, read in capitals only ("JFK to MIA", "ORD -> DEN"), and not in a
# text written all in capitals: in lower case, or shouted, most are words ("sea", "den", "Mia"). Only an airport of
# the city itself is listed, and a city's metropolitan code ("CHI"); not "SAT" or "AUS" (words, or another place first).
# "SAN" is San Diego's: in capitals on a route it is no word ("San Francisco", "SAN ANTONIO" are longer names, read first).
AIRPORT_CODES: dict[tuple[str, str], tuple[str, ...]] = {
    ("New York", "New York"): ("JFK", "LGA"), ("Newark", "New Jersey"): ("EWR",), ("Chicago", "Illinois"): ("ORD", "MDW", "CHI"),
    ("Los Angeles", "California"): ("LAX",), ("San Francisco", "California"): ("SFO",), ("Seattle", "Washington"): ("SEA",),
    ("Denver", "Colorado"): ("DEN",), ("Miami", "Florida"): ("MIA",), ("Orlando", "Florida"): ("MCO",),
    ("Boston", "Massachusetts"): ("BOS",), ("Houston", "Texas"): ("IAH", "HOU"), ("Washington", "District of Columbia"): ("DCA", "IAD"),
    ("Philadelphia", "Pennsylvania"): ("PHL",), ("Pittsburgh", "Pennsylvania"): ("PIT",), ("Charlotte", "North Carolina"): ("CLT",),
    ("Minneapolis", "Minnesota"): ("MSP",), ("Detroit", "Michigan"): ("DTW",), ("Nashville", "Tennessee"): ("BNA",),
    ("New Orleans", "Louisiana"): ("MSY",), ("Tampa", "Florida"): ("TPA",), ("Fort Lauderdale", "Florida"): ("FLL",),
    ("Raleigh", "North Carolina"): ("RDU",), ("Baltimore", "Maryland"): ("BWI",), ("Honolulu", "Hawaii"): ("HNL",),
    ("Las Vegas", "Nevada"): ("LAS",), ("Sacramento", "California"): ("SMF",), ("San Jose", "California"): ("SJC",),
    ("Reno", "Nevada"): ("RNO",), ("Tucson", "Arizona"): ("TUS",), ("El Paso", "Texas"): ("ELP",), ("Memphis", "Tennessee"): ("MEM",),
    ("Milwaukee", "Wisconsin"): ("MKE",), ("Cleveland", "Ohio"): ("CLE",), ("Columbus", "Ohio"): ("CMH",),
    ("Indianapolis", "Indiana"): ("IND",), ("Kansas City", "Missouri"): ("MCI",), ("Omaha", "Nebraska"): ("OMA",),
    ("Boise", "Idaho"): ("BOI",), ("Spokane", "Washington"): ("GEG",), ("Providence", "Rhode Island"): ("PVD",),
    ("Buffalo", "New York"): ("BUF",), ("Richmond", "Virginia"): ("RIC",), ("Norfolk", "Virginia"): ("ORF",),
    ("Louisville", "Kentucky"): ("SDF",), ("Tulsa", "Oklahoma"): ("TUL",), ("Savannah", "Georgia"): ("SAV",),
    ("Charleston", "South Carolina"): ("CHS",), ("Myrtle Beach", "South Carolina"): ("MYR",), ("Anchorage", "Alaska"): ("ANC",),
    ("Atlanta", "Georgia"): ("ATL",), ("San Diego", "California"): ("SAN",),
    # the other cities of the sandbox with an airport of their own (not the codes that are words or names: "DAB", "RAP",
    # "JAN", "GPT"; nor those CITY_ALIASES reads already: "SLC", "PDX")
    ("Kahului", "Hawaii"): ("OGG",), ("Lihue", "Hawaii"): ("LIH",), ("Kona", "Hawaii"): ("KOA",),
    ("Hilo", "Hawaii"): ("ITO",), ("San Juan", "San Juan"): ("SJU",), ("Burbank", "California"): ("BUR",),
    ("Long Beach", "California"): ("LGB",), ("Fairbanks", "Alaska"): ("FAI",), ("Juneau", "Alaska"): ("JNU",),
    ("Ketchikan", "Alaska"): ("KTN",), ("Kodiak", "Alaska"): ("ADQ",), ("Nome", "Alaska"): ("OME",),
    ("Atlantic City", "New Jersey"): ("ACY",), ("Trenton", "New Jersey"): ("TTN",),
    ("Wilmington", "North Carolina"): ("ILM",), ("Islip", "New York"): ("ISP",),
    ("White Plains", "New York"): ("HPN",), ("Martha's Vineyard", "Massachusetts"): ("MVY",),
    ("Hyannis", "Massachusetts"): ("HYA",), ("Dallas", "Texas"): ("DAL",), ("Cincinnati", "Ohio"): ("CVG",),
    ("Jacksonville", "Florida"): ("JAX",), ("Fort Myers", "Florida"): ("RSW",),
    ("West Palm Beach", "Florida"): ("PBI",), ("Sarasota", "Florida"): ("SRQ",), ("Knoxville", "Tennessee"): ("TYS",),
    ("Greensboro", "North Carolina"): ("GSO",), ("Asheville", "North Carolina"): ("AVL",),
    ("Des Moines", "Iowa"): ("DSM",), ("Madison", "Wisconsin"): ("MSN",), ("Grand Rapids", "Michigan"): ("GRR",),
    ("Harrisburg", "Pennsylvania"): ("MDT",), ("Syracuse", "New York"): ("SYR",), ("Rochester", "New York"): ("ROC",),
    ("Hartford", "Connecticut"): ("BDL",), ("Bangor", "Maine"): ("BGR",), ("Wichita", "Kansas"): ("ICT",),
    ("Palm Springs", "California"): ("PSP",), ("Santa Barbara", "California"): ("SBA",),
    ("Eugene", "Oregon"): ("EUG",), ("Medford", "Oregon"): ("MFR",), ("Bozeman", "Montana"): ("BZN",),
    ("Missoula", "Montana"): ("MSO",), ("Sioux Falls", "South Dakota"): ("FSD",), ("Midland", "Texas"): ("MAF",),
    ("Lubbock", "Texas"): ("LBB",), ("Corpus Christi", "Texas"): ("CRP",), ("Harlingen", "Texas"): ("HRL",),
    ("Laredo", "Texas"): ("LRD",), ("Killeen", "Texas"): ("GRK",),
    ("Pensacola", "Florida"): ("PNS",), ("Tallahassee", "Florida"): ("TLH",), ("Key West", "Florida"): ("EYW",),
    ("Hilton Head", "South Carolina"): ("HHH",), ("Newport News", "Virginia"): ("PHF",),
    ("Salisbury", "Maryland"): ("SBY",), ("Plattsburgh", "New York"): ("PBG",),
    ("Niagara Falls", "New York"): ("IAG",), ("Huntsville", "Alabama"): ("HSV",), ("Montgomery", "Alabama"): ("MGM",),
    ("Pellston", "Michigan"): ("PLN",), ("Traverse City", "Michigan"): ("TVC",), ("Kalamazoo", "Michigan"): ("AZO",),
    ("Saginaw", "Michigan"): ("MBS",), ("Green Bay", "Wisconsin"): ("GRB",), ("Appleton", "Wisconsin"): ("ATW",),
    ("Duluth", "Minnesota"): ("DLH",), ("Moline", "Illinois"): ("MLI",), ("Peoria", "Illinois"): ("PIA",),
    ("Champaign", "Illinois"): ("CMI",), ("Evansville", "Indiana"): ("EVV",), ("South Bend", "Indiana"): ("SBN",),
    ("Fort Wayne", "Indiana"): ("FWA",), ("Akron", "Ohio"): ("CAK",), ("Scranton", "Pennsylvania"): ("AVP",),
    ("State College", "Pennsylvania"): ("SCE",), ("Latrobe", "Pennsylvania"): ("LBE",),
    ("Johnstown", "Pennsylvania"): ("JST",), ("Paducah", "Kentucky"): ("PAH",), ("Owensboro", "Kentucky"): ("OWB",),
    ("Cape Girardeau", "Missouri"): ("CGI",), ("Bemidji", "Minnesota"): ("BJI",), ("Brainerd", "Minnesota"): ("BRD",),
    ("Hibbing", "Minnesota"): ("HIB",), ("International Falls", "Minnesota"): ("INL",),
    ("Pocatello", "Idaho"): ("PIH",), ("Lewiston", "Idaho"): ("LWS",), ("Kalispell", "Montana"): ("FCA",),
    ("Great Falls", "Montana"): ("GTF",), ("Williston", "North Dakota"): ("XWA",), ("Pasco", "Washington"): ("PSC",),
    ("Walla Walla", "Washington"): ("ALW",), ("Everett", "Washington"): ("PAE",), ("Yakima", "Washington"): ("YKM",),
    ("Redding", "California"): ("RDD",), ("Arcata", "California"): ("ACV",), ("Santa Maria", "California"): ("SMX",),
    ("Prescott", "Arizona"): ("PRC",), ("Del Rio", "Texas"): ("DRT",), ("Longview", "Texas"): ("GGG",),
    ("Salina", "Kansas"): ("SLN",), ("Dodge City", "Kansas"): ("DDC",), ("Dubuque", "Iowa"): ("DBQ",),
    ("Mason City", "Iowa"): ("MCW",), ("Fort Dodge", "Iowa"): ("FOD",), ("Hagerstown", "Maryland"): ("HGR",),
    ("Staunton", "Virginia"): ("SHD",), ("Clarksburg", "West Virginia"): ("CKB",), ("Cedar City", "Utah"): ("CDC",),
    ("Vernal", "Utah"): ("VEL",), ("Gunnison", "Colorado"): ("GUC",), ("Rock Springs", "Wyoming"): ("RKS",),
    ("Grand Island", "Nebraska"): ("GRI",), ("North Platte", "Nebraska"): ("LBF",), ("Alpena", "Michigan"): ("APN",),
    ("Muskegon", "Michigan"): ("MKG",), ("Iron Mountain", "Michigan"): ("IMT",), ("Newburgh", "New York"): ("SWF",),
    ("New Bern", "North Carolina"): ("EWN",), ("Abilene", "Texas"): ("ABI",), ("San Angelo", "Texas"): ("SJT",),
    ("College Station", "Texas"): ("CLL",), ("Helena", "Montana"): ("HLN",), ("Lake Charles", "Louisiana"): ("LCH",),
    ("Shreveport", "Louisiana"): ("SHV",), ("Dothan", "Alabama"): ("DHN",), ("Lynchburg", "Virginia"): ("LYH",),
    ("Valdosta", "Georgia"): ("VLD",), ("Texarkana", "Texas"): ("TXK",), ("Hattiesburg", "Mississippi"): ("PIB",),
    ("Durango", "Colorado"): ("DRO",), ("Ogden", "Utah"): ("OGD",), ("La Crosse", "Wisconsin"): ("LSE",),
    ("Binghamton", "New York"): ("BGM",), ("Ithaca", "New York"): ("ITH",), ("Wichita Falls", "Texas"): ("SPS",),
    ("Fort Smith", "Arkansas"): ("FSM",), ("Branson", "Missouri"): ("BKG",), ("Santa Rosa", "California"): ("STS",),
    ("San Luis Obispo", "California"): ("SBP",), ("Greenville", "South Carolina"): ("GSP",),
    ("Augusta", "Georgia"): ("AGS",), ("Baton Rouge", "Louisiana"): ("BTR",), ("Flagstaff", "Arizona"): ("FLG",),
    ("Bend", "Oregon"): ("RDM",), ("Twin Falls", "Idaho"): ("TWF",), ("Cheyenne", "Wyoming"): ("CYS",),
    ("Grand Junction", "Colorado"): ("GJT",), ("Bakersfield", "California"): ("BFL",),
    ("Monterey", "California"): ("MRY",), ("Stockton", "California"): ("SCK",), ("Santa Ana", "California"): ("SNA",),
    ("Punta Gorda", "Florida"): ("PGD",), ("Gainesville", "Florida"): ("GNV",), ("Panama City", "Florida"): ("ECP",),
    ("Grand Forks", "North Dakota"): ("GFK",), ("Hancock", "Michigan"): ("CMX",),
    ("Rhinelander", "Wisconsin"): ("RHI",), ("Mosinee", "Wisconsin"): ("CWA",), ("Belleville", "Illinois"): ("BLV",),
    ("Presque Isle", "Maine"): ("PQI",), ("Christiansted", "St. Croix"): ("STX",),
    ("Charlotte Amalie", "St. Thomas"): ("STT",), ("Ponce", "Ponce"): ("PSE",), ("Aguadilla", "Aguadilla"): ("BQN",),
    ("Saipan", "Saipan"): ("SPN",), ("Pago Pago", "Eastern District"): ("PPG",), ("Wrangell", "Alaska"): ("WRG",),
    ("Adak Island", "Alaska"): ("ADK",), ("Dillingham", "Alaska"): ("DLG",), ("Kotzebue", "Alaska"): ("OTZ",),
    ("Deadhorse", "Alaska"): ("SCC",), ("Lewisburg", "Pennsylvania"): ("LWB",), ("Bloomington", "Illinois"): ("BMI",),
}
_CODES = frozenset(code for codes in AIRPORT_CODES.values() for code in codes)
# An airport's code is a place only where a route puts it ("from JFK", "SEA to MCO", "ORD->DEN", "flying into MIA"):
# elsewhere it is more often part of a name ("the JFK Memorial", "the MIA exhibit"), and read as a city it would
# refuse the request for a destination never asked for.
_ROUTE_CUE_BEFORE = re.compile(r"(?:\b(?:from|to|into|out\s+of|via|leaving|departing|fly|flying|land|landing|at)|->|=>|>|→|-)\s*$",
                               re.IGNORECASE)
_ROUTE_LINK_AFTER = re.compile(r"\s*(?:\bto\b|->|=>|>|→|-(?!\d))", re.IGNORECASE)  # "GPT-4", "ISP-2" are no routes


def _on_a_route(text: str, match: re.Match[str]) -> bool:
    """Whether the code ``match`` stands where a route puts a place: after a route's word, or before its link."""
    return bool(_ROUTE_CUE_BEFORE.search(text, max(0, match.start() - 16), match.start()) or _ROUTE_LINK_AFTER.match(text, match.end()))


# A code in lower case ("sea->den", "jfk to mco", "bos-nyc"), or a city's two-letter initials ("la -> sf", "nyc to
# dc"), is a place only where a route's link joins it to another place, a code or a known name: on its own "sea",
# "den" and "la" are words, but nobody writes "den to sea" meaning them.
_LOWER_CODE = re.compile(r"(?<![\w'])[a-z]{2,3}(?![\w'])")
_INITIALS = frozenset(s for spellings in CITY_ALIASES.values() for s in spellings if re.fullmatch(r"[A-Z]{2}", s))
_LINK_AFTER = re.compile(r"\s*(?:->|=>|>|→|-|\bto\b)\s*(?:the\s+)?", re.IGNORECASE)  # "bos to the windy city"
_LINK_BEFORE = re.compile(r"\s*(?:->|=>|>|→|-|\bto\b)\s*$", re.IGNORECASE)
# ... and ends the name: a word after it other than a route's or a date's makes it part of another ("to sea world").
_CODE_ENDS = re.compile(r"\s*(?:$|[^\sA-Za-z]|(?:to|for|on|in|from|and|with|via|then|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                        r"[a-z]*\b)", re.IGNORECASE)


def _lower_codes_on_a_route(text: str, named: list[tuple[int, int]]) -> list[re.Match[str]]:
    """The codes written in lower case that a route's link joins to another place (``named``: the places found, as
    (start, end)), or to another such code."""
    taken = SpanSet(named)  # a code is a word: it overlaps a name only where the name holds its start
    codes = [m for m in _LOWER_CODE.finditer(text)
             if m.group(0).upper() in _CODES | _INITIALS and _CODE_ENDS.match(text, m.end()) and m.start() not in taken]
    starts = {start for start, _end in named} | {m.start() for m in codes}
    ends = {end for _start, end in named} | {m.end() for m in codes}
    kept = []
    for code in codes:
        after = _LINK_AFTER.match(text, code.end())
        before = _LINK_BEFORE.search(text, max(0, code.start() - 8), code.start())
        # ... or opens a request of items ("atl / 3 cities in florida / ..."): its first item is where the trip starts
        opens = not text[:code.start()].strip() and _ITEM_AFTER.match(text, code.end())
        if (after is not None and after.end() in starts) or (before is not None and before.start() in ends) or opens:
            kept.append(code)
    return kept


_ITEM_AFTER = re.compile(r"\s*[/|\n]")


# A state's postal code in capitals is a place where a route puts it ("Harrisburg to TX", "FL -> GA"); not those that
# are words or a city's short name too ("IN", "OR", "ME", "OK", "HI", "ID", "LA").
_STATE_CODE = re.compile(r"(?<![\w'])[A-Z]{2}(?![\w'])")
_WORDLIKE_STATE_CODES = frozenset({"IN", "OR", "ME", "OK", "HI", "ID", "LA"})


def _state_codes_on_a_route(text: str, named: list[tuple[int, int]]) -> list[tuple[re.Match[str], str]]:
    """(the code, its state) for each state's code on a route, outside the places found (``named``)."""
    taken = SpanSet(named)  # a code is a word: it overlaps a name only where the name holds its start
    return [(m, _US_STATE_CODES[m.group(0)]) for m in _STATE_CODE.finditer(text)
            if m.group(0) in _US_STATE_CODES and m.group(0) not in _WORDLIKE_STATE_CODES and _on_a_route(text, m)
            and m.start() not in taken]


def _surface_pattern(surface: str) -> str:
    """A surface's pattern in the gazetteer's alternation (case aside, but for two-letter initials: in capitals only)."""
    pattern = _surface_regex(surface).replace(r"\ ", " ").replace(",", ",?")
    return f"(?-i:{pattern})" if re.fullmatch(r"(?:[A-Z]\.?){2}", surface) or surface in _CODES else pattern


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


def gazetteer_for(sandbox: object) -> _Gazetteer:
    """The sandbox's place names and their compiled pattern, built once per sandbox (a small cache)."""
    cached = _GAZETTEERS.get(id(sandbox))
    if cached is not None and cached[0] is sandbox:
        return cached[1]
    cities = {str(c): str(s) for c, s in dict(getattr(sandbox, "cities")).items()}  # noqa: B009 - sandbox is an object here (mypy)
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
    for (city, state), spellings in [*CITY_ALIASES.items(), *AIRPORT_CODES.items()]:
        if cities.get(city) != state:
            continue  # a vocabulary of the US: only the sandbox's cities are read, each in its own state
        for spelling in spellings:
            key = _place_key(spelling)
            if by_key.get(key, [city, None]) != [city, None]:
                continue  # a place of the sandbox has this name: the name is that place
            by_key[key] = [city, None]
            surfaces.add(spelling)
    ordered = sorted(surfaces, key=lambda s: (-len(s), s))
    alternation = "|".join(_surface_pattern(s) for s in ordered)
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


# --------------------------------------------------------------------------------------
# Mentions and their roles
# --------------------------------------------------------------------------------------

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
    r"|\bout\s+of|\b(?:based|live|lives|living|located|residing|reside|resides|stuck|staying\s+currently)\s+in"
    r"|\b(?:i'?m|i\s+am|we're|we\s+are|i'?m\s+currently|i\s+am\s+currently|we're\s+currently|we\s+are\s+currently|currently"
    r"|we're\s+(?:all|both)|we\s+are\s+(?:all|both)|we\s+(?:all|both)\s+live)\s+(?:in|at)|\bhere\s+in|\borigin(?:\s+city)?(?:\s+is|\s*:)?"
    r")[\s,:\-–]*$",  # "origin: Chicago", "Origin - Chicago": a label's mark
    re.IGNORECASE,
)
_DEST_CUE = re.compile(
    r"(?:\b(?:to|towards?|into|in|within|across|throughout|around|through|of|visit|visits|visiting|explore|exploring"
    r"|tour|touring|cover|covering|see|seeing|reach|reaching|destination(?:\s+(?:is|of))?|arrive\s+(?:in|at)"
    r"|arriving\s+(?:in|at)|arrives\s+(?:in|at)|end(?:ing|s)?\s+(?:in|at)|ending|stay(?:ing)?\s+in|bound\s+for|headed\s+for"
    r"|thinking(?:\s+(?:of|about))?"  # "thinking chicago march 8-10"
    # a chat's slang for going ("hittin yuma from flagstaff", "hitting up orlando", "let's do charleston", "make it Miami")
    r"|hit(?:ting|tin)?(?:\s+up)?|headin|goin\s+to|rollin(?:g)?\s+(?:to|into)|off\s+to|let['’]?s\s+do|make\s+it))"
    r"[\s,:\-–]*$",
    re.IGNORECASE,
)
_RETURN_CUE = re.compile(r"\b(?:return|returns|returning|back|home|come\s+back|coming\s+back)(?:\s+(?:to|in|at|into))?[\s,:]*$",
                         re.IGNORECASE)
# Where the traveller lives ("back home in Akron", "home is Tulsa", "home base: Omaha") is the origin, though "home" and
# "back" also mark the place a trip returns to (``_RETURN_CUE``, looked at after this).
# The place a return leg leaves ("fly back from Orlando", "on the way home from Denver") is where the trip goes, never
# a second origin (``from`` alone is the origin's cue).
_BACK_FROM = re.compile(r"\b(?:back|home|return|returns|returning)\s+from[\s,:]*$", re.IGNORECASE)
_HOME_CUE = re.compile(r"\b(?:home(?:\s+base)?\s+(?:is\s+(?:in\s+)?|in\s+|:\s*)|(?:we|i)\s+call\s+home\s+)$", re.IGNORECASE)
_MONTH_WORDS = {
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov", "Dec",
}
_NOT_A_PLACE_WORD = _MONTH_WORDS | {
    "I", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "We", "Our", "The",
    "Please", "Could", "Can", "Can't", "Would", "Will", "My", "Me", "It", "This", "That", "They", "There",
}


_NEAR = 40  # how far around a place name its qualifiers ("state", ", TX", "the city of") are looked for
# Words after a place's name that make it the name of a dish, a style of cooking or an eatery ("Philly cheesesteak",
# "New York style pizza", "Buffalo wings", "Memphis barbecue", "Chicago Pizza"): the place is not where the trip goes.
# Only such words: "the Dallas food scene" is still Dallas.
_DISH_AFTER = re.compile(
    r"(?:\s+|-)(?:style|pizzas?|pizzeria|cheesesteaks?|cheese\s*steaks?|wings|barbe?cue|bbq|bagels?|hot\s*dogs?|deep[\s-]dish"
    r"|chili|cream\s+pie|clam\s+chowder|grill|diner|deli|steakhouse|bistro|tavern|eatery)\b",
    re.IGNORECASE,
)
_FOLLOWING_NAME = re.compile(r" ([A-Z][a-z][\w']{0,40})")


def find_mentions(text: str, gaz: _Gazetteer, problems: list[str]) -> list[_Mention]:
    """Every known place name in the text, in order ("City, State" read as one city mention)."""
    mentions: list[_Mention] = []
    shouted = not any(c.islower() for c in text)  # "I LOVE THE SEA": an airport's code there may be a word
    for match in gaz.pattern.finditer(text):
        if match.group(0) in _CODES and (shouted or not _on_a_route(text, match)):
            continue
        # A name spelled exactly as a known one is that place only; a variant
        # spelling ("Saint Louis") may stand for a city and a state alike.
        city, state = gaz.exact.get(_place_key(match.group(0), expand=False)) or gaz.by_key.get(_place_key(match.group(0)), (None, None))
        if city is None and state is None:
            continue
        surface = match.group(0)
        proper = all(w[:1].isupper() for w in re.findall(r"[A-Za-z][\w']*", surface.replace("-", "")))  # "Chi-town"
        mentions.append(_Mention(match.start(), match.end(), surface, city, state, proper))
    for lower in _lower_codes_on_a_route(text, [(m.start, m.end) for m in mentions]):
        city, state = gaz.by_key.get(_place_key(lower.group(0)), (None, None))
        if city is not None:  # a name as the route writes it, though in lower case
            mentions.append(_Mention(lower.start(), lower.end(), lower.group(0), city, state, True))
    for postal, named_state in [] if shouted else _state_codes_on_a_route(text, [(m.start, m.end) for m in mentions]):
        if named_state in gaz.states:
            mentions.append(_Mention(postal.start(), postal.end(), postal.group(0), None, named_state, True))
    mentions.sort(key=lambda m: m.start)

    merged: list[_Mention] = []
    for mention in mentions:
        if merged and mention.start < merged[-1].end:
            continue  # the state code a city took ("Lake Charles, LA"): no place of its own
        if _DISH_AFTER.match(text, mention.end):
            continue  # a dish or an eatery named after the place ("a Philly cheesesteak", "Chicago Pizza"): no place
        after = text[mention.end:mention.end + _NEAR]
        before = text[max(0, mention.start - _NEAR):mention.start]
        # "Washington state", "the state of New York": the state, not the city.
        state_suffix = re.match(r"\s+state\b", after, re.IGNORECASE)
        if mention.state and (state_suffix or re.search(r"\bstate\s+of\s+$", before, re.IGNORECASE)):
            mention.city = None
            if state_suffix:
                mention.end += state_suffix.end()
        # "the city of New York": the city, not the state.
        if mention.city and re.search(r"\bcity\s+of\s+$", before, re.IGNORECASE):
            mention.state = None
        _unknown_city_of(before, mention, gaz, problems)
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
        # "Dallas, TX", and "Dallas TX" (no comma: only its own state's code, "DENVER IN MARCH" is no Indiana).
        code = re.match(r"\s*(,)?\s*([A-Z]{2})\b", after)
        if mention.city and code and code.group(2) in _US_STATE_CODES:
            named = _US_STATE_CODES[code.group(2)]
            if gaz.cities.get(mention.city) == named:
                mention.end += code.end()
                mention.state = None
            elif mention.proper and code.group(1):
                problems.append(f"{mention.city!r} is a city in {gaz.cities.get(mention.city)}, not in {named}")
        # "portland or -> sacramento": the city's own state's code in lower case, where a route's link or a mark ends it
        # ("portland or seattle" keeps its "or").
        own = re.match(r"\s*,?\s*([a-z]{2})(?=\s*(?:->|=>|>|→|-|\bto\b|[,;.!?]|$))", after)
        if mention.city and mention.state is None and own and _US_STATE_CODES.get(own.group(1).upper()) == gaz.cities.get(mention.city):
            mention.end += own.end()
        # A known name that is only the start of a longer capitalised name ("Wichita Fals").
        follow = _FOLLOWING_NAME.match(text, mention.end)
        if mention.proper and follow and follow.group(1) not in _NOT_A_PLACE_WORD:
            nxt = follow.group(1)
            if _place_key(nxt) not in gaz.by_key and nxt.lower() not in {"state", "city"}:
                mention.suspect = f"{mention.text} {nxt}"
        merged.append(mention)
    return merged


# An unknown name and a comma right before a state, after a route's word ("to Paris, Texas", "from Boulder, Colorado"):
# a city the data lacks, named by its state; read as the state alone, the trip would go to another of its cities.
_CITY_OF_STATE_BEFORE = re.compile(
    r"\b(?:to|from|in|visit(?:ing)?|towards?|for)\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})\s*,\s*$")


def _unknown_city_of(before: str, mention: _Mention, gaz: _Gazetteer, problems: list[str]) -> None:
    """Name a city the data lacks said with its state (``mention``, a state only), the text ``before`` it."""
    named = _CITY_OF_STATE_BEFORE.search(before) if mention.city is None and mention.state and mention.proper else None
    if named and named.group(1) not in _NOT_A_PLACE_WORD and _place_key(named.group(1)) not in gaz.by_key:
        problems.append(f"unknown place {named.group(1)!r}: the data has no city of that name in {mention.state}")


# Words that take back what was just written ("Denver to Las Vegas? no wait, Las Vegas to Denver"): the places said
# after them replace those said before. Only words that say nothing else ("actually" and "rather" often do not correct).
# ("Billings to Bozeman? no: Billings to Denver", "Boston to Portland? nah, Boston to New York": a question answered "no")
CORRECTION = re.compile(r"\b(?:no,?\s+wait|wait,?\s+no|scratch\s+that|i\s+mean(?:t)?|oops)\b|\bcorrection\s*:"
                        r"|\?\s*(?:no|nah|nope)\s*[,:;!–—-]", re.IGNORECASE)


def corrected(text: str, mentions: list[_Mention], warnings: list[str], problems: list[str]) -> list[_Mention]:
    """The place mentions once a correction is applied: after the last correction word that has places on both sides,
    a whole route (two places or more) replaces the places before it, said in a warning; a single place is asked about
    (which of the two it replaces is not written), never read silently as one more place."""
    if not mentions:
        return mentions
    first_end, last_start = min(m.end for m in mentions), max(m.start for m in mentions)
    last = None
    for word in CORRECTION.finditer(text):
        if first_end <= word.start() and last_start >= word.end():
            last = word
    if last is None:
        return mentions
    after = [m for m in mentions if m.start >= last.end()]
    named_after = {m.city or m.state for m in after}
    if len(named_after) < 2 and named_after <= {m.city or m.state for m in mentions if m.end <= last.start()}:
        return mentions  # one place already said: no correction ("I mean, who doesn't love Denver?")
    if len(named_after) < 2:
        problems.append(f"{last.group(0)!r} corrects the places before it with {after[0].text!r} alone: name the whole route again")
        return mentions
    warnings.append(f"read the route written after {last.group(0)!r}: " + " to ".join(m.text for m in after))
    return after


_TO_A_NAME = re.compile(r"\s+to\s+[A-Z]")
_ALTERNATIVE = re.compile(r"\s*(?:,?\s*(?:or|and)|/|&)\s*", re.IGNORECASE)
# Between the two places of "Y from X", the destination said first: "vegas from bakersfield".
_FROM_BETWEEN = re.compile(r"\s*,?\s*from\s+(?:the\s+)?", re.IGNORECASE)
# Between the two places of "X to Y": "Dallas to the Windy City", "Denver -> 3 cities in California", "duluth too st
# cloud" (the homophone typed for "to": it joins two places only here, where a place stands on each side).
_TO_BETWEEN = re.compile(rf"\s*(?:too?|-+>?|=+>|>|\u2192)\s*(?:the\s+)?(?:(?:{NUM}|a\s+couple\s+of)\s+(?:\w+\s+)?cities\s+(?:in|of|across"
                         rf"|around|within)\s+(?:the\s+state\s+of\s+)?|(?:{NUM}|a\s+couple\s+of)\s+)?",  # "to two Michigan cities"
                         re.IGNORECASE)
# A place the text rules out ("not Atlanta", "but not to Dallas", "I don't want to go to Miami", "rather than
# Austin", "avoiding Houston"): never a destination or origin, and a contradiction where it is also asked for.
_EXCLUDED = re.compile(
    r"(?:\b(?:not|never|except|excluding|avoid|avoiding|skip|skipping|rather\s+than|instead\s+of|other\s+than|anywhere\s+but)"
    r"|\b(?:don't|do\s+not|doesn't|does\s+not|won't|will\s+not|wouldn't|would\s+not|never)\s+(?:want\s+to\s+|wish\s+to\s+|plan\s+to\s+)?"
    r"(?:go|visit|travel|stay|end\s+up|be\s+going|head))"
    r"(?:\s+(?:to|in|into|at|from|visit|visiting|go\s+to|going\s+to|the\s+city\s+of|the\s+state\s+of))?\s*$",
    re.IGNORECASE,
)


# Talk about a place, not where the trip goes: where the writer has been or lived, or what they love about it ("we went
# to Denver last year", "we love Seattle and Portland coffee", "I grew up in Tulsa"). Such a place is a destination only
# when the text names no other (``choose_dest``); dropped beside one, it is said (``talked_of``).
_TALK = re.compile(
    r"\b(?:(?:went|been|gone|moved)\s+(?:back\s+)?to|visited|(?:lived|grew\s+up|was\s+born)\s+in|lov(?:e|es|ed)|adored?|miss(?:ed)?"
    r"|enjoyed)\s+(?:the\s+)?$",
    re.IGNORECASE,
)


# A place in a clause of talk, whatever the words right before it: one told of someone else ("my daughter is staying with
# her aunt in Portland", "my sister in Dallas says hi", "my mom flew out of Phoenix"), or of a past meal or meeting ("we
# had amazing pasta in Boston", "the bbq we had in Kansas City", "we met in Memphis"). The clause is its part since the
# last mark; a clause where the party travels ("my wife and I fly from Boston", "my son wants to see Austin") is no talk.
_CLAUSE_START = re.compile(r"[^.!?;,\n]*$")
_SOMEONE_ELSE = re.compile(r"^\s*(?:(?:and|but|also|oh)\s+)?(?:my|our|his|her|their)\s+(?!family\b|group\b|party\b|trip\b|flights?\b)"
                           r"[a-z-]+\b(?:(?!\s*(?:&|and|\+)\s*(?:i|me|we|us)\b).)*$", re.IGNORECASE)
_PARTY_TRAVELS = re.compile(r"\b(?:want|wants|would|like|hope|hopes|plan|plans|planning|visit|visiting|see|go|going|goes|travel\w*"
                            r"|fly|flying|drive|driving|trip|head|heading|from|to)\b", re.IGNORECASE)
_PAST_STORY = re.compile(r"\b(?:we|i|they|he|she)\s+(?:\w+\s+)?(?:had(?!\s+(?:to|been|planned|hoped|wanted|thought)\b)|met|ate"
                         r"|tried|flew|drove|stayed|spent|saw)\b", re.IGNORECASE)


def _told_as_talk(text: str, start: int) -> bool:
    """Whether the place starting at ``start`` is named in a clause told of someone else or of a past story."""
    clause = _CLAUSE_START.search(text, max(0, start - 80), start)
    said = clause.group(0) if clause else ""
    if _PAST_STORY.search(said):
        return True
    return bool(_SOMEONE_ELSE.search(said)) and not _PARTY_TRAVELS.search(said)


# Where someone else lives ("my best friend lives in Charleston"): a place the trip goes to see them, never the origin.
_THEIR_HOME = re.compile(r"\b(?:my|his|her|their)\s+(?!family\b)(?:[\w-]+\s+){1,2}(?:lives|is\s+based|resides)\s+in[\s,]*$",
                         re.IGNORECASE)
# The writer said to be someone of a place ("I'm a grad student in Austin", "I'm a nurse in Tulsa"): the origin.
_WHO_IN = re.compile(r"\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:students?|nurses?|teachers?|doctors?"
                     r"|engineers?|residents?|locals?|natives?|retirees?|professors?|lawyers?|developers?|moms?|dads?|couple"
                     r"|family(?:\s+of\s+(?:\d{1,2}|[a-z]+))?)\s+(?:in|at|from)[\s,]*$", re.IGNORECASE)  # "a family of 5 in"
# Where an item of a request begins (the text's start, a slash, a bar, a line, a bullet): a place opening it with no cue
# before the destination's item is the origin ("denver / 2 cities in ohio / ...").
_ITEM_OPENS = re.compile(r"(?:^|[/|\n])[\s\-*•]*$")


# A place said with "instead" after it and no cue before ("charleston instead", "ok, nashville instead then"): where the
# trip goes in place of where it went; "instead of" names the place given up, the replacing edit's
# (nodes/chat/replacing).
_INSTEAD_AFTER = re.compile(r"[\s,]*instead\b(?!\s+of\b)", re.IGNORECASE)


# A role said after the place: "with Minot as the starting point and Williston as the destination", "Boise as our
# point of departure"; it outweighs the cues before (the "and" of the list is no route).
_ROLE_AFTER = re.compile(r"\s*,?\s+as\s+(?:the|our|my|a)\s+(?:(?P<origin>start(?:ing)?\s+(?:point|city|location|place)"
                         r"|origin(?:\s+city)?|point\s+of\s+(?:departure|origin)|departure\s+(?:point|city))"
                         r"|(?:final\s+|main\s+)?destination(?:\s+city)?|end(?:ing)?\s+point|endpoint)\b", re.IGNORECASE)


def assign_roles(text: str, mentions: list[_Mention], mixed_case: bool) -> None:
    """Set each mention's role ("origin", "dest", "return", "excluded", "talk") from the words right before it."""
    for mention in mentions:
        before = text[max(0, mention.start - 80):mention.start]
        if _EXCLUDED.search(before):
            mention.role = "excluded"
        elif _TALK.search(before) or _told_as_talk(text, mention.start):
            mention.role = "talk"
        elif role := _ROLE_AFTER.match(text, mention.end):
            mention.role = "origin" if role.group("origin") else "dest"
        elif _THEIR_HOME.search(before):
            mention.role = "dest"
        elif _HOME_CUE.search(before) or _WHO_IN.search(before):
            mention.role = "origin"
        elif _RETURN_CUE.search(before):
            mention.role = "return"
        elif _BACK_FROM.search(before):
            mention.role = "dest"
        elif _ORIGIN_CUE.search(before):
            mention.role = "origin"
        elif mention.proper or _DEST_CUE.search(before) or _INSTEAD_AFTER.match(text, mention.end):
            mention.role = "dest"
    if not any(m.role == "origin" for m in mentions):
        # "Boston to Austin, 3 days ...": the first of "X to Y" is the origin.
        for first, second in itertools.pairwise(mentions):
            between = text[first.end:second.start]
            # a name in lower case opening the request is as good as a capitalised one ("vegas to LA")
            if (first.proper or not mixed_case or not text[:first.start].strip()) and _TO_BETWEEN.fullmatch(between):
                first.role = "origin"
                second.role = second.role or "dest"
                break
        else:
            _item_opening_origin(text, mentions)
        if not any(m.role == "origin" for m in mentions):
            # "Denver to Gotham City": a known name before "to" and a capitalised unknown one is still the origin.
            last_dest = max((m.start for m in mentions if m.role == "dest"), default=-1)
            for mention in mentions:
                if mention.role == "dest" and mention.proper and _TO_A_NAME.match(text, mention.end) and last_dest <= mention.end:
                    mention.role = "origin"
                    break
    # "vegas from bakersfield": a name in lower case opening the request before "from" its origin is the destination
    # (in capitals it is one already)
    if not any(m.role == "dest" for m in mentions):
        for first, second in itertools.pairwise(mentions):
            if (not first.role and second.role == "origin" and not text[:first.start].strip()
                    and _FROM_BETWEEN.fullmatch(text[first.end:second.start])):
                first.role = "dest"
                break
    _first_visit_no_origin(text, mentions)
    # "portland or seattle to denver", "from boston or providence": a place joined to another by "or" ("and", "/") is
    # one more in that place's role, as a capitalised name is read: several origins are asked about, never one dropped.
    for first, second in itertools.pairwise(mentions):
        if _ALTERNATIVE.fullmatch(text[first.end:second.start]) and (bool(first.role) != bool(second.role) or first.role == "talk"):
            first.role = second.role = first.role or second.role


# "start in Dallas", "begin with Austin": where a trip starts, or the first city it visits
_STARTED_IN = re.compile(r"\b(?:start|starts|starting|begin|begins|beginning)\s+(?:in|at|with)\s*$", re.IGNORECASE)


def _first_visit_no_origin(text: str, mentions: list[_Mention]) -> None:
    """A start said beside an origin said otherwise ("from Orlando to Texas ... start in Dallas") is the first city to
    visit, which no rule keeps: its clause is left unread (named as not kept), never a second origin."""
    origins = [m for m in mentions if m.role == "origin"]
    started = [m for m in origins if _STARTED_IN.search(text, max(0, m.start - 20), m.start)]
    others = {m.city for m in origins if m not in started}
    started = [m for m in started if m.city not in others]  # "starting in Louisville ... leave louisville": one origin
    if started and others:
        for mention in started:
            mention.role = "first"


FIRST_VISIT_WHY = "a plan picks the order of its cities by itself (no rule sets the first), so {wish!r} cannot be kept"


def first_visits(text: str, mentions: list[_Mention]) -> list[str]:
    """The starts read as the first city to visit (``_first_visit_no_origin``), as said ("start in Dallas")."""
    said = []
    for mention in (m for m in mentions if m.role == "first"):
        cue = _STARTED_IN.search(text, max(0, mention.start - 20), mention.start)
        said.append(text[cue.start() if cue else mention.start:mention.end])
    return said


def _item_opening_origin(text: str, mentions: list[_Mention]) -> None:
    """The one city with no cue that opens an item of the request before the destination's ("denver / 2 cities in
    ohio"): the origin. Two such places ("Austin / Dallas / ...") stay as they are (asked)."""
    def cued(m: _Mention) -> bool:
        return bool(_DEST_CUE.search(text, max(0, m.start - 80), m.start))

    bare = [m for m in mentions if m.role in ("", "dest") and not cued(m)]  # a capitalised name is "dest" by its capitals
    dests = [m for m in mentions if m.role == "dest" and cued(m)]
    if (len(bare) == 1 and bare[0].city and dests and bare[0].end <= dests[0].start
            and _ITEM_OPENS.search(text, 0, bare[0].start)):
        bare[0].role = "origin"


# --------------------------------------------------------------------------------------
# Unknown names and suggestions
# --------------------------------------------------------------------------------------

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
    r"|cities\s+(?:in|within|across|of|around)|destination(?:\s+is)?"
    r"|(?:days?|nights?|weekend|week|getaway|vacation|holiday)\s+in)\s+",  # "3 days in Sedona from Phoenix": asked by name
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


# How alike a misspelt name and a place must be to be read as that place ("Pensacolla": Pensacola, 95), and how far
# ahead of the next place ("Nashvile": Nashville 94, Asheville 82): any closer second and the reader asks.
_CLOSE_ENOUGH, _AHEAD_BY = 85.0, 10.0


def closest_place(name: str, sandbox: object) -> str | None:
    """The one sandbox place a misspelt ``name`` can mean ("Clevland": Cleveland), or None when none is that close or
    another is nearly as close (then the name stays unknown and is asked about)."""
    gaz = gazetteer_for(sandbox)
    found = process.extract(name, list(gaz.all_names), scorer=fuzz.WRatio, processor=utils.default_process, limit=2)
    if not found or found[0][1] < _CLOSE_ENOUGH:
        return None
    if len(found) > 1 and found[0][1] - found[1][1] < _AHEAD_BY:
        return None
    return str(found[0][0])


def _suggest(name: str, choices: Iterable[str]) -> list[str]:
    found = process.extract(name, list(choices), scorer=fuzz.WRatio, processor=utils.default_process, limit=3, score_cutoff=60)
    return [choice for choice, _score, _index in found]


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


# Where a clause opens: the text's start, or after a sentence's or a list's mark.
_CLAUSE_OPEN = re.compile(r"(?:^|(?<=[.!?;:|\n]))\s*")
_TYPO_MIN_CHARS = 4  # a shorter word is as close to too many names to be a typo of one ("ok", "no", "hmm")


def _route_opening(text: str, gaz: _Gazetteer, mixed_case: bool) -> tuple[int, int] | None:
    """Where a clause opens with a misspelt place and a route's "to" ("Nashvile to Detriot", "Milwaukie -> Minneapolis"):
    the clause's start and the name's end, so that the name is asked about with its close matches, as one after "from"
    is, not only said missing. Only a name as close to a place as a typo is ("we'd love to see the zoo" opens with no
    place). The whole phrase must be that close, by plain edit ratio: WRatio's partial match finds "ok" in Oklahoma
    City and "no" in Chattanooga, which made "ok to go" and "no, back to just me" routes."""
    for opening in _CLAUSE_OPEN.finditer(text):
        phrase = _phrase_at(text, opening.end(), mixed_case)
        if (phrase and len(phrase) >= _TYPO_MIN_CHARS and text.startswith(phrase, opening.end())
                and _TO_CUE.match(text, opening.end() + len(phrase))
                and (process.extractOne(phrase, gaz.all_names, scorer=fuzz.ratio, processor=utils.default_process,
                                        score_cutoff=_CLOSE_ENOUGH) is not None or _swapped_name(phrase, gaz))):
            return opening.start(), opening.end() + len(phrase)
    return None


def _swapped_name(phrase: str, gaz: _Gazetteer) -> bool:
    """Whether swapping two letters side by side in ``phrase`` gives a place's name ("Tuscon": Tucson): a typo the
    edit ratio scores low in a short name (two edits in six letters)."""
    return any(_place_key(phrase[:i] + phrase[i + 1] + phrase[i] + phrase[i + 2:]) in gaz.by_key
               for i in range(len(phrase) - 1) if phrase[i].isalpha() and phrase[i + 1].isalpha())


def _report_suspect(
    mention: _Mention, role: str, choices: Iterable[str], problems: list[str], suggestions: dict[str, list[str]]
) -> None:
    phrase = mention.suspect or mention.text
    close = _suggest(phrase, choices)
    suggestions[phrase] = close
    hint = f" (close matches: {', '.join(close)})" if close else ""
    problems.append(f"unknown {role} {phrase!r}{hint}")


# --------------------------------------------------------------------------------------
# Number of cities
# --------------------------------------------------------------------------------------

def cities_for_days(days: int) -> int:
    """The benchmark's number of cities for a trip of ``days`` days (3 -> 1, 5 -> 2, 7 -> 3)."""
    if days <= 4:
        return 1
    if days <= 6:
        return 2
    return 3


_CITIES_RE = re.compile(
    rf"(?<![\w$])({NUM}|a\s+couple\s+of|a\s+single|a\s+pair\s+of)[\s-]+(?:(?:different|distinct|unique|separate|various|other|major|more|new|diverse|individual|additional|destination|main|total)[\s-]+)?(cit(?:y|ies))\b",
    re.IGNORECASE,
)


def read_stated_cities(text: str, problems: list[str]) -> int | None:
    """The number of cities the text asks for; None if none (or they contradict: see ``problems``)."""
    values: list[int] = []
    wrong: list[str] = []
    for m in _CITIES_RE.finditer(text):
        token = re.sub(r"\s+", " ", m.group(1).lower())
        if token == "a couple of" or token == "a pair of":
            values.append(2)
            continue
        if token == "a single":
            values.append(1)
            continue
        value, problem = read_count(text, m.start(1), m.end(1), "the number of cities", MAX_CITIES, m.end())
        if problem or value == 0:
            wrong.append(problem or f"the number of cities must be at least 1 (read {m.group(0)!r})")
        elif value is not None:  # read_count gives a count or a problem
            values.append(value)
    if wrong:
        problems.extend(dict.fromkeys(wrong))
        return None
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:
        problems.append("the numbers of cities contradict each other: " + ", ".join(map(str, distinct)))
        return None
    return distinct[0] if distinct else None


# --------------------------------------------------------------------------------------
# Origin and destination
# --------------------------------------------------------------------------------------

def talked_of(mentions: list[_Mention], dest: str | None) -> list[str]:
    """Places named only in talk about them ("we love Portland coffee") beside the destination: read as no destination,
    and said, so that a place meant as one more destination is never dropped in silence."""
    if dest is None:
        return []
    return list(dict.fromkeys(m.text for m in mentions if m.role == "talk" and dest not in (m.city, m.state)))


def check_excluded(mentions: list[_Mention], origin: str | None, dest: str | None, problems: list[str]) -> None:
    """A place both asked for and ruled out ("to Myrtle Beach, but not Myrtle Beach") is a contradiction, never resolved."""
    for mention in mentions:
        if mention.role == "excluded" and {mention.city, mention.state} & ({origin, dest} - {None}):
            problems.append(f"{mention.city or mention.state!r} is both asked for and ruled out ({mention.text!r} after "
                            "a negation): name the trip's places once")
            return


def check_state_size(text: str, origin: str | None, dest: str | None, visiting: int | None, stated: int | None,
                     gaz: _Gazetteer, problems: list[str], warnings: list[str]) -> None:
    """A trip through a state visits its cities other than the origin: a state with fewer in the data ("3 cities in
    Nevada": Las Vegas and Reno) is a problem, never planned with fewer in silence. A name that is a city and a state
    ("New York") read as the state from the trip's length alone (not "New York state") is said in a warning."""
    if dest is None or dest not in gaz.states or not visiting or visiting < 2:
        return
    there = sorted(city for city, state in gaz.cities.items() if state == dest and city != origin)
    if len(there) < visiting:
        besides = " besides the origin" if gaz.cities.get(origin or "") == dest else ""
        problems.append(f"{visiting} cities of {dest} asked for, but the data has {len(there)} there{besides}"
                        f"{': ' if there else ''}{', '.join(there)}: ask for fewer cities or another state")
    elif stated is None and dest in gaz.cities and not re.search(rf"\b{re.escape(dest)}\s+state\b|\bstate\s+of\s+"
                                                                  rf"{re.escape(dest)}\b", text, re.IGNORECASE):
        warnings.append(f"{dest!r} read as the state ({visiting} of its cities, as a trip of this length visits): "
                        f"say '1 city' for the city of {dest}")


def choose_origin(
    text: str, mentions: list[_Mention], gaz: _Gazetteer, mixed_case: bool,
    missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> str | None:
    """The origin city; None with the reason added to ``missing`` or ``problems``."""
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
    opening = _route_opening(text, gaz, mixed_case)
    if not _unknown_place(text, "origin", _ORIGIN_PHRASE_CUE, gaz, mixed_case, gaz.city_names, problems, suggestions) and not (
        opening is not None
        and _unknown_place(text, "origin", _CLAUSE_OPEN, gaz, mixed_case, gaz.city_names, problems, suggestions, at=opening[0])
    ):
        missing.append("origin")
    return None


# Between two cities a tour visits one after the other ("Portland and Eugene", "Portland, then Eugene"); "or" is none.
_TOUR_LINK = re.compile(r"\s*(?:,\s*)?(?:(?:and\s+)?then|and|&|\+|->|=>|>|→|,)\s*", re.IGNORECASE)


def _one_state_tour(text: str, pool: list[_Mention], cities: list[str], gaz: _Gazetteer) -> str | None:
    """The state of several city destinations named one after the other, all in that state, on a trip long enough for
    several cities ("Redding to Portland and Eugene, March 3-7"): a tour of that state; None otherwise ("Portland or
    Eugene" stays several destinations, asked)."""
    states = {gaz.cities.get(city) for city in cities}
    if len(cities) < 2 or len(states) != 1 or None in states:
        return None
    named = sorted((m for m in pool if m.city), key=lambda m: m.start)
    if any(not _TOUR_LINK.fullmatch(text, a.end, b.start) for a, b in itertools.pairwise(named)):
        return None
    return states.pop()


def _beside(text: str, one: _Mention, other: _Mention) -> bool:
    """Whether two places are said together: in one sentence, at most 40 characters apart ("Montana: Billings", "Billings
    and Bozeman in Montana"; never a restaurant's city said in a later sentence)."""
    gap = text[min(one.end, other.end):max(one.start, other.start)]
    return len(gap) <= 40 and not re.search(r"[.!?;\n]", gap)


def cities_to_visit(text: str, mentions: list[_Mention], origin: str | None, dest: str | None, visiting: int | None,
                    gaz: _Gazetteer, problems: list[str], avoided: Iterable[str] = ()) -> list[str]:
    """The cities named as destinations beside a state that is the destination ("Yuma to Montana: Billings and
    Bozeman", "a tour of Oregon: Portland and Eugene"): the cities the trip must visit. A city outside that state is a
    second destination ("Yuma to Montana and Denver"): a problem, never dropped in silence. The cities a reader took as
    ruled out (``avoided``: "Denver yes, Durango no") are none of them."""
    if dest is None or dest not in gaz.states or (dest in gaz.cities and (visiting or 1) == 1):  # "New York": the city
        return []
    out = set(avoided)
    states = [m for m in mentions if m.state == dest]
    named = list(dict.fromkeys(m.city for m in mentions
                               if m.role == "dest" and m.city and not m.state and m.city not in (origin, *out)
                               and (not states or any(_beside(text, m, state) for state in states))))
    outside = [city for city in named if gaz.cities.get(city) != dest]
    if outside:
        problems.append(f"several destinations: {dest}, " + ", ".join(outside) + f" (not in {dest}): name the trip's "
                        "destination once")
        return []
    if visiting is not None and len(named) > visiting:
        problems.append(f"{len(named)} cities named ({', '.join(named)}), but the trip visits {visiting}")
        return []
    return named


def choose_dest(
    text: str, mentions: list[_Mention], origin: str | None, stated: int | None, hint: int | None,
    gaz: _Gazetteer, mixed_case: bool, missing: list[str], problems: list[str], suggestions: dict[str, list[str]],
) -> tuple[str | None, int | None]:
    """The destination and visiting_city_number, from the ``stated`` city count or else the ``hint`` from the trip length."""
    candidates = [m for m in mentions if m.role == "dest"] or [m for m in mentions if m.role == "talk"]
    pool = [m for m in candidates if m.proper] or candidates
    if origin is not None and len({m.city or m.state for m in pool}) > 1:
        pool = [m for m in pool if (m.city or m.state) != origin] or pool
    if not pool:
        found = any(
            _unknown_place(text, "destination", _TO_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions, at=m.end)
            for m in mentions if m.role == "origin"
        )
        opening = None if any(m.role == "origin" for m in mentions) else _route_opening(text, gaz, mixed_case)
        if not found and opening is not None:  # "Nashvile to Detriot": after an origin no place was found for either
            found = _unknown_place(text, "destination", _TO_CUE, gaz, mixed_case, gaz.all_names, problems, suggestions, at=opening[1])
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

    tour = _one_state_tour(text, pool, cities, gaz) if not states and (stated or hint or 1) > 1 else None
    if tour is not None:  # "Redding to Portland and Eugene" on a 5-day trip: two cities of Oregon
        return tour, stated or len(cities)
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
