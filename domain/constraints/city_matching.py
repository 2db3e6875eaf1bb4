"""A city a wish names ("skip Dallas", "visit NYC") matched to the sandbox's cities, and the trip's own ends.

Split from ``named_places``: the city wishes (``visit_cities``, ``avoid_cities``) and the flight-time bounds
(``place_key``) need the city matching alone, none of the sights' reading.
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.text.city_names import short_name_city

_SHORT = {"st": "saint", "ste": "sainte", "ft": "fort", "mt": "mount", "jct": "junction"}


def _city_key(name: str) -> str:
    return " ".join(_SHORT.get(w, w) for w in normal(re.sub(r",.*$", "", name)).split())


def place_key(name: str) -> str:
    """A place name as compared with another: in lower case, a city's short name as the city ("Vegas", "ATL": "las
    vegas", "atlanta"), so that a wish may name a trip's end as the request does not."""
    return _city_key(short_name_city(name) or name)  # "St. Louis" and "st louis" alike


def trip_end(said: str, city: str, where: TripPlaces) -> bool:
    """Whether ``city`` (as ``said``) is one of the trip's own ends, which a wish to visit or avoid leaves as it is: the
    origin, or the destination. A multi-city trip's destination is a state: its city of the same name is the city only
    when said by a short name ("NYC" on a trip through New York state; "New York" there is the state)."""
    if city == where.origin:
        return True
    return city == where.dest and (not where.multi_city or _city_key(said) == _city_key(city))


def city_named(said: str, sandbox: object) -> str | None:
    """The sandbox's city a place name spells ("dallas", "St Louis", "Dallas, TX"), or a short name the place reader
    knows it by ("SF", "philly": ``domain.text.city_names.CITY_ALIASES``), else None."""
    key = _city_key(said)
    cities = {str(c): str(s) for c, s in dict(getattr(sandbox, "cities", {}) or {}).items()}
    return (next((city for city in cities if _city_key(city) == key), None) or short_name_city(said, cities)
            # ... or its words run together ("southbend", "elpaso": the gazetteer reads them, ``gazetteer._run_together``)
            or next((city for city in cities if " " not in key and " " in _city_key(city)
                     and _city_key(city).replace(" ", "") == key), None))
