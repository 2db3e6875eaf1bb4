"""The short names people write for a city: one table for the place reader (``domain.parsing.places``, the request's
places) and the wish readers (``domain.constraints``: "skip philly", "leave vegas after 10am"), which read before it."""

from __future__ import annotations

import re

# The short names people write for a city, defined once (``domain.parsing.places.gazetteer_for`` reads those of the
# sandbox's cities): its initials, a short form, a nickname. Initials of two letters are read in capitals only ("LA",
# "SF": "la" is a word, and a state code after a city, "Lake Charles, LA", stays the state's); longer ones in any case
# ("nyc", "nola"). Left out on purpose: short names of more than one place ("SD": San Diego or South Dakota; "Frisco":
# San Francisco or the Texas town; "Magic City": Miami or Birmingham), and those that are words too ("Motown": the
# music): the reader asks rather than guesses. Each is keyed by its city and the city's state: a sandbox whose city of
# that name lies in another state ("PDX" is Portland, Oregon, never Portland, Maine) does not read the short name.
CITY_ALIASES: dict[tuple[str, str], tuple[str, ...]] = {
    ("New York", "New York"): ("New York City", "NYC", "N.Y.C.", "New York, NY", "Big Apple"),
    ("Washington", "District of Columbia"): ("Washington DC", "Washington D.C.", "Washington, DC", "Washington, D.C.", "DC", "D.C."),
    ("Los Angeles", "California"): ("LA", "L.A."),
    ("San Francisco", "California"): ("SF", "San Fran"),
    ("Las Vegas", "Nevada"): ("Vegas", "Sin City"),
    ("Chicago", "Illinois"): ("Chi-town", "Chitown", "Windy City"),
    ("New Orleans", "Louisiana"): ("NOLA", "Big Easy", "Nawlins"),
    ("Philadelphia", "Pennsylvania"): ("Philly",),
    ("Indianapolis", "Indiana"): ("Indy",),
    ("St. Petersburg", "Saint Petersburg"): ("St. Pete",),  # the data files the Florida city under this name
    ("Salt Lake City", "Utah"): ("SLC", "Salt Lake"),
    ("Kansas City", "Missouri"): ("KC",),
    ("Atlanta", "Georgia"): ("ATL", "Hotlanta"),
    ("Oklahoma City", "Oklahoma"): ("OKC",),
    ("Detroit", "Michigan"): ("Motor City",),
    ("Boston", "Massachusetts"): ("Beantown",),
    ("Nashville", "Tennessee"): ("Music City",),
    ("Denver", "Colorado"): ("Mile High City",),
    ("Cincinnati", "Ohio"): ("Cincy",),
    ("Jacksonville", "Florida"): ("Jax",),
    ("Minneapolis", "Minnesota"): ("Mpls", "Twin Cities"),  # the sandbox has Minneapolis, not St. Paul
    ("Albuquerque", "New Mexico"): ("ABQ",),
    ("Phoenix", "Arizona"): ("PHX",),
    ("Portland", "Oregon"): ("PDX",),
    ("Dallas", "Texas"): ("DFW", "Big D"),
    ("Houston", "Texas"): ("H-Town",),
    ("Pittsburgh", "Pennsylvania"): ("Steel City", "PGH"),
    ("Columbus", "Ohio"): ("Cbus", "C-bus"),
    ("St. Louis", "Missouri"): ("STL", "the Lou"),
    ("San Antonio", "Texas"): ("San Antone",),
    ("Sacramento", "California"): ("Sactown",),
    ("Kalamazoo", "Michigan"): ("Kzoo", "K-zoo"),
    ("Baltimore", "Maryland"): ("Bmore", "Charm City"),
    # a city's name without its last word, as locals say it
    ("West Palm Beach", "Florida"): ("West Palm",),
    ("Daytona Beach", "Florida"): ("Daytona",),
    ("Niagara Falls", "New York"): ("Niagara",),
    ("Corpus Christi", "Texas"): ("Corpus",),
    ("San Luis Obispo", "California"): ("SLO",),
    # ... or with the word its full name has that the data leaves out, or shortened as on road signs
    ("Hilton Head", "South Carolina"): ("Hilton Head Island",),
    ("International Falls", "Minnesota"): ("Intl Falls", "Int'l Falls"),
    ("Colorado Springs", "Colorado"): ("CO Springs", "Colo Springs"),  # the state's code or short form
}

# The short names people write for a state: its nickname, or its old abbreviation, read only with its dot ("Mass.",
# "Fla.": "mass" and "ill" are words). Left out: nicknames of something else too ("the Empire State": the building).
STATE_ALIASES: dict[str, tuple[str, ...]] = {
    "California": ("Cali", "Calif.", "Golden State"),
    "Florida": ("Fla.", "Sunshine State"),
    "Texas": ("Tex.", "Lone Star State"),
    "Massachusetts": ("Mass.",),
    "Montana": ("Mont.", "Big Sky Country"),
    "Colorado": ("Colo.",),
    "Arizona": ("Ariz.",),
    "Michigan": ("Mich.",),
    "Minnesota": ("Minn.",),
    "Tennessee": ("Tenn.",),
    "Wisconsin": ("Wis.", "Wisc."),
    "Georgia": ("Peach State",),
    "North Carolina": ("Tar Heel State",),
}


def _key(name: str) -> str:
    """A name as compared: lower case, its words only, no leading "the" ("the Mile High City": "mile high city")."""
    words = re.findall(r"[a-z0-9]+", name.lower().replace("'", "").replace("’", ""))
    return " ".join(words[1:] if words[:1] == ["the"] else words)


_KEYS: dict[str, tuple[str, str]] = {_key(spelling): place for place, spellings in CITY_ALIASES.items() for spelling in spellings}


def short_name_city(name: str, cities: dict[str, str] | None = None) -> str | None:
    """The city a short name stands for ("Vegas": Las Vegas, "ATL": Atlanta), else None; with ``cities`` (a sandbox's
    city -> state), only a city of those in its own state ("PDX" is never Portland, Maine)."""
    place = _KEYS.get(_key(name))
    if place is None or (cities is not None and cities.get(place[0]) != place[1]):
        return None
    return place[0]

# Each state's postal code ("NC": North Carolina): a place on a route ("Harrisburg to TX", ``parsing.route_codes``), and
# a state's name said short inside a sight's ("the sc aquarium", ``constraints.said_alone_keys``).
US_STATE_CODES = {
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
# ... those that are words or a city's short name too, and so no state said alone ("IN", "OR", "ME", "OK", "HI", "ID", "LA")
WORDLIKE_STATE_CODES = frozenset({"IN", "OR", "ME", "OK", "HI", "ID", "LA"})
