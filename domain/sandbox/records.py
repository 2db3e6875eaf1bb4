"""One record type per sandbox row: the one place a row's fields are declared.

Each record is a frozen dataclass. Its fields say everything the data layer
needs: the SQLite column (the field's name), the source CSV column it is read
from (``column(...)``), whether the source may leave it empty (``X | None``)
and how its text is read (a float field is a number). The importer derives the
tables from these records, the index reads them back into them, and the tools
build their options from them: nothing else declares a row's layout.

Every source row is kept, missing fields included (as NULL), because the
official evaluator sees the data as pandas does. ``complete`` marks rows with
no missing field: the official tools and scorer drop the others, so our tools
offer only complete rows by default. Rows keep their source order (the
table's ``row`` key): where the official code takes "the first matching row",
so do we.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, ClassVar

SOURCE_COLUMN = "column"  # the field metadata key naming the source CSV column


def column(name: str | None) -> Any:
    """A record field read from the source column ``name`` (None: computed by the importer, e.g. ``complete``)."""
    return dataclasses.field(metadata={SOURCE_COLUMN: name})


@dataclass(frozen=True, slots=True)
class Flight:
    table: ClassVar[str] = "flight"
    source: ClassVar[str] = "flights"  # the data file (see paths.database_files)

    flight_number: str = column("Flight Number")
    price: float | None = column("Price")
    dep_time: str | None = column("DepTime")
    arr_time: str | None = column("ArrTime")
    elapsed: str | None = column("ActualElapsedTime")
    flight_date: str | None = column("FlightDate")
    origin: str = column("OriginCityName")
    destination: str = column("DestCityName")
    distance: float | None = column("Distance")
    complete: bool = column(None)


def kilometres(text: str | None) -> float | None:
    """A distance as the distance matrix writes it ("1,144 km", "693 km") in km; None for none or an unreadable one.

    The one reading of that text: its thousands separator is part of the number, not a field separator, wherever
    the text is read (a sandbox row, or a plan's transportation entry that quotes it).
    """
    number = (text or "").lower().replace("km", "").replace(",", "").strip()
    try:
        return float(number) if number else None
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class Distance:
    table: ClassVar[str] = "distance"
    source: ClassVar[str] = "distances"

    origin: str = column("origin")
    destination: str = column("destination")
    duration: str | None = column("duration")
    distance: str | None = column("distance")

    @property
    def km(self) -> float | None:
        """The distance in km, or None where the row has none."""
        return kilometres(self.distance)

    @property
    def usable(self) -> bool:
        """The official rule: a duration and a distance, and a duration of less than a day."""
        return bool(self.duration) and bool(self.distance) and "day" not in (self.duration or "")


@dataclass(frozen=True, slots=True)
class Accommodation:
    table: ClassVar[str] = "accommodation"
    source: ClassVar[str] = "accommodations"

    name: str | None = column("NAME")
    room_type: str | None = column("room type")
    price: float | None = column("price")
    minimum_nights: float | None = column("minimum nights")
    review_rate: float | None = column("review rate number")
    house_rules: str | None = column("house_rules")
    maximum_occupancy: float | None = column("maximum occupancy")
    city: str = column("city")
    complete: bool = column(None)


@dataclass(frozen=True, slots=True)
class Restaurant:
    table: ClassVar[str] = "restaurant"
    source: ClassVar[str] = "restaurants"

    name: str | None = column("Name")
    city: str = column("City")
    cuisines: str | None = column("Cuisines")
    average_cost: float | None = column("Average Cost")
    rating: float | None = column("Aggregate Rating")
    complete: bool = column(None)


@dataclass(frozen=True, slots=True)
class Attraction:
    table: ClassVar[str] = "attraction"
    source: ClassVar[str] = "attractions"

    name: str | None = column("Name")
    latitude: float | None = column("Latitude")
    longitude: float | None = column("Longitude")
    address: str | None = column("Address")
    phone: str | None = column("Phone")
    website: str | None = column("Website")
    city: str = column("City")
    complete: bool = column(None)


# Every table read from a CSV, in import order.
RECORDS: tuple[type[Any], ...] = (Flight, Distance, Accommodation, Restaurant, Attraction)

# What a cached index depends on besides its format: the records' field names, in order.
RECORD_LAYOUT = tuple((record.__name__, tuple(f.name for f in dataclasses.fields(record))) for record in RECORDS)


def fields_of(record: type[Any]) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(record)


def is_number(field: dataclasses.Field[Any]) -> bool:
    """Whether the source text of ``field`` is read as a number (the annotation is a string: PEP 563)."""
    return str(field.type).startswith("float")


def is_flag(field: dataclasses.Field[Any]) -> bool:
    return str(field.type) == "bool"


def is_required(field: dataclasses.Field[Any]) -> bool:
    """A field every row must give (its type does not admit None)."""
    return not is_flag(field) and "None" not in str(field.type)


def _add_reduce(record: type) -> None:
    """Pickle a record as (its class, its field values): unpickling then just calls the class,
    several times faster than the frozen-dataclass default, which sets each slot through ``fields()``."""
    values = attrgetter(*(f.name for f in dataclasses.fields(record)))
    record.__reduce__ = lambda self: (record, values(self))  # type: ignore[method-assign, misc, assignment]  # set on purpose


for _record in RECORDS:
    _add_reduce(_record)
