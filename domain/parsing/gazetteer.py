"""The sandbox's place names: its cities and states, their spellings ("St."/"Saint", "Ft."/"Fort"), the short names of
``CITY_ALIASES`` and the airport codes of ``AIRPORT_CODES``, compiled into one pattern per sandbox (``gazetteer_for``).

``place_key`` is the one key a name is looked up by, whatever its spelling.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from himap_travel.domain.text.city_names import CITY_ALIASES, STATE_ALIASES, US_STATE_CODES

# the short forms of a place name's words, as road signs write them ("Grand Jct.": Grand Junction)
_ABBREVIATIONS = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount", "jct": "junction"}
_LONG_TO_SHORT = {"Saint": "St.", "Sainte": "Ste.", "Fort": "Ft.", "Mount": "Mt.", "Junction": "Jct."}
_SHORT_TO_LONG = {v: k for k, v in _LONG_TO_SHORT.items()}


def place_key(name: str, expand: bool = True) -> str:
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


def _run_together(city: str) -> str | None:
    """A city's name of several words written as one ("southbend", "elpaso"), when that is no English word, else None."""
    from himap_travel.domain.text.english import is_english  # the English list, loaded once where needed

    words = re.findall(r"[A-Za-z]+", city)
    joined = "".join(words)
    return joined if len(words) > 1 and not is_english(joined.lower()) else None


def _surface_regex(surface: str) -> str:
    parts = []
    for word in surface.split(" "):
        escaped = re.escape(word).replace(r"\.", r"\.?").replace("'", "['\u2019]?")
        parts.append(escaped)
    return r"\s+".join(parts)


# The codes of the airports of the sandbox's cities, read in capitals only ("JFK to MIA", "ORD -> DEN"), and not in a
# text written all in capitals: in lower case, or shouted, most are words ("sea", "den", "Mia"). Only an airport of
# the city itself is listed, and a city's metropolitan code ("CHI"); "SAT" and "AUS" only as added below.
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
    ("San Diego", "California"): ("SAN",), ("Lexington", "Kentucky"): ("LEX",),
    # the other cities of the sandbox with an airport of their own (not the codes that are words or names: "DAB", "RAP",
    # "JAN", "GPT"; nor those CITY_ALIASES reads already, in any case and off a route too: "SLC", "PDX", "ATL")
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
    # ... and those a traveller writes as often, left out before ("AUS to TUS", "OAK to BOI")
    ("Austin", "Texas"): ("AUS",), ("Oakland", "California"): ("OAK",), ("Albany", "New York"): ("ALB",),
    ("Amarillo", "Texas"): ("AMA",), ("Santa Fe", "New Mexico"): ("SAF",), ("Bismarck", "North Dakota"): ("BIS",),
    ("Billings", "Montana"): ("BIL",), ("Cedar Rapids", "Iowa"): ("CID",), ("Colorado Springs", "Colorado"): ("COS",),
    ("Provo", "Utah"): ("PVU",), ("Roanoke", "Virginia"): ("ROA",), ("Charlottesville", "Virginia"): ("CHO",),
    ("Toledo", "Ohio"): ("TOL",), ("Erie", "Pennsylvania"): ("ERI",), ("Lansing", "Michigan"): ("LAN",),
    ("Beaumont", "Texas"): ("BPT",), ("Chattanooga", "Tennessee"): ("CHA",), ("Laramie", "Wyoming"): ("LAR",),
    ("Fayetteville", "North Carolina"): ("FAY",), ("Escanaba", "Michigan"): ("ESC",), ("Minot", "North Dakota"): ("MOT",),
    ("St. Cloud", "Minnesota"): ("STC",), ("Rockford", "Illinois"): ("RFD",), ("Mission", "Texas"): ("MFE",),
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
    # ... and two a traveller writes on a route in capitals ("ANC to SIT", "SAT to DEN"), where no word stands: "Sat"
    # (a weekday) is read as a code only in capitals joined to a route, never in a text written all in capitals
    ("Sitka", "Alaska"): ("SIT",), ("San Antonio", "Texas"): ("SAT",),
}
CODES = frozenset(code for codes in AIRPORT_CODES.values() for code in codes)
_DOTTED_STATES = frozenset(s for spellings in STATE_ALIASES.values() for s in spellings if s.endswith("."))


def _surface_pattern(surface: str) -> str:
    """A surface's pattern in the gazetteer's alternation (case aside, but for two-letter initials: in capitals only;
    a state's old abbreviation with its dot only, ``STATE_ALIASES``: "Mass." but never "mass")."""
    pattern = _surface_regex(surface).replace(r"\ ", " ").replace(",", ",?")
    if surface in _DOTTED_STATES:
        pattern = pattern.replace(r"\.?", r"\.")
    if re.fullmatch(r"(?:[A-Z]\.?){2}", surface) or surface in CODES:
        return f"(?-i:{pattern}|{pattern.lower()})" if _initials_said_lower(surface) else f"(?-i:{pattern})"
    return pattern


def _typed_run_together(surface: str) -> str:
    """A name run together as people type it, in lower case, its first letter either way ("southbend", "Elpaso"):
    never with a capital inside ("MyrtleBeach" is two words an invisible character split, or a name said wrong: named
    with its close match, never read in silence)."""
    pattern = _surface_pattern(surface)
    return f"(?-i:[{pattern[0].upper()}{pattern[0].lower()}]{pattern[1:].lower()})"


def _initials_said_lower(surface: str) -> bool:
    """Whether a city's two-letter initials are read in lower case too ("sf has to be one", "kc bbq"): initials that
    are no English word ("la" is one), no state's postal code ("in", "ok") and no airport's code."""
    from himap_travel.domain.text.english import is_english  # the English list, loaded once where needed

    return (bool(re.fullmatch(r"[A-Z]{2}", surface)) and surface not in US_STATE_CODES and surface not in CODES
            and not is_english(surface.lower()))


@dataclass
class Gazetteer:
    cities: dict[str, str]  # city -> state
    states: frozenset[str]
    by_key: dict[str, tuple[str | None, str | None]]  # key -> (city, state)
    exact: dict[str, tuple[str | None, str | None]]  # names as spelled ("St. Petersburg" the city, "Saint Petersburg" the state)
    pattern: re.Pattern[str]
    city_names: tuple[str, ...]
    all_names: tuple[str, ...]
    run_together: frozenset[str] = frozenset()  # the keys of names run together ("southbend"): typed in lower case only

    def knows(self, phrase: str) -> bool:
        """Whether ``phrase`` is a name of the gazetteer, as typed: a name run together with a capital inside
        ("MyrtleBeach", two words an invisible character split) is not read (``_typed_run_together``)."""
        key = place_key(phrase)
        return key in self.by_key and not (key in self.run_together and re.search(r"[a-z][A-Z]", phrase))


_GAZETTEERS: dict[int, tuple[object, Gazetteer]] = {}


def gazetteer_for(sandbox: object) -> Gazetteer:
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
        by_key.setdefault(place_key(city), [None, None])[0] = city
        surfaces |= _surface_variants(city)
    run_together: set[str] = set()
    for city in cities:  # after every name's own: a name run together never stands over another place's
        if (joined := _run_together(city)) is not None and place_key(joined) not in by_key:
            by_key[place_key(joined)] = [city, None]
            surfaces.add(joined)
            run_together.add(joined)
    for state in states:
        by_key.setdefault(place_key(state), [None, None])[1] = state
        surfaces |= _surface_variants(state)
    exact: dict[str, list[str | None]] = {}
    for city in cities:
        exact.setdefault(place_key(city, expand=False), [None, None])[0] = city
    for state in states:
        exact.setdefault(place_key(state, expand=False), [None, None])[1] = state
    for (city, state), spellings in [*CITY_ALIASES.items(), *AIRPORT_CODES.items()]:
        if cities.get(city) != state:
            continue  # a vocabulary of the US: only the sandbox's cities are read, each in its own state
        for spelling in spellings:
            key = place_key(spelling)
            if by_key.get(key, [city, None]) != [city, None]:
                continue  # a place of the sandbox has this name: the name is that place
            by_key[key] = [city, None]
            surfaces.add(spelling)
    for state, spellings in STATE_ALIASES.items():
        for spelling in spellings:
            if state in states and place_key(spelling) not in by_key:  # never over a place of the sandbox's own
                by_key[place_key(spelling)] = [None, state]
                surfaces.add(spelling)
    ordered = sorted(surfaces, key=lambda s: (-len(s), s))
    alternation = "|".join(_typed_run_together(s) if s in run_together else _surface_pattern(s) for s in ordered)
    pattern = re.compile(r"(?<![\w'])(?:" + alternation + r")(?!\w)", re.IGNORECASE)
    gazetteer = Gazetteer(
        cities=cities,
        states=states,
        by_key={k: (v[0], v[1]) for k, v in by_key.items()},
        exact={k: (v[0], v[1]) for k, v in exact.items()},
        pattern=pattern,
        city_names=tuple(sorted(cities)),
        all_names=tuple(sorted(set(cities) | states)),
        run_together=frozenset(map(place_key, run_together)),
    )
    if len(_GAZETTEERS) > 8:
        _GAZETTEERS.clear()
    _GAZETTEERS[id(sandbox)] = (sandbox, gazetteer)
    return gazetteer
