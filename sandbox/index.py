"""The sandbox in memory: the SQLite tables indexed by what the tools and the evaluator ask.

Lookups are dictionary hits (well under a millisecond), so a plan is scored
and a tool call answered without touching the disk. Rows keep their source
order: where the official code takes "the first matching row", so do we.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from sqlmodel import Session, SQLModel, create_engine, select

from sandbox import tables as db_models
from sandbox.importer import ensure_database


@dataclass(frozen=True, slots=True)
class Flight:
    flight_number: str
    price: float | None
    dep_time: str | None
    arr_time: str | None
    elapsed: str | None
    flight_date: str | None
    origin: str
    destination: str
    distance: float | None
    complete: bool


@dataclass(frozen=True, slots=True)
class Distance:
    origin: str
    destination: str
    duration: str | None
    distance: str | None

    @property
    def km(self) -> float | None:
        """The distance in km, or None where the row has none."""
        if not self.distance:
            return None
        return float(self.distance.replace("km", "").replace(",", "").strip())

    @property
    def usable(self) -> bool:
        """The official rule: a duration and a distance, and a duration of less than a day."""
        return bool(self.duration) and bool(self.distance) and "day" not in (self.duration or "")


@dataclass(frozen=True, slots=True)
class Accommodation:
    name: str | None
    room_type: str | None
    price: float | None
    minimum_nights: float | None
    review_rate: float | None
    house_rules: str | None
    maximum_occupancy: float | None
    city: str
    complete: bool


@dataclass(frozen=True, slots=True)
class Restaurant:
    name: str | None
    city: str
    cuisines: str | None
    average_cost: float | None
    rating: float | None
    complete: bool


@dataclass(frozen=True, slots=True)
class Attraction:
    name: str | None
    latitude: float | None
    longitude: float | None
    address: str | None
    phone: str | None
    website: str | None
    city: str
    complete: bool


def _by_city(rows: list, complete_only: bool) -> dict[str, tuple]:
    grouped: dict[str, list] = defaultdict(list)
    for row in rows:
        if row.complete or not complete_only:
            grouped[row.city].append(row)
    return {city: tuple(items) for city, items in grouped.items()}


class Sandbox:
    """Read-only, indexed view of the TravelPlanner database."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = db_path
        engine = create_engine(f"sqlite:///{db_path}")
        with Session(engine) as session:
            def load(table: type[SQLModel], record: type) -> list:
                fields = record.__dataclass_fields__
                order = table.row if hasattr(table, "row") else None
                query = select(table).order_by(order) if order is not None else select(table)
                return [record(**{f: getattr(r, f) for f in fields}) for r in session.exec(query)]

            cities = session.exec(select(db_models.City)).all()
            self.cities: dict[str, str] = {c.name: c.state for c in cities}
            flights = load(db_models.Flight, Flight)
            distances = load(db_models.Distance, Distance)
            accommodations = load(db_models.Accommodation, Accommodation)
            restaurants = load(db_models.Restaurant, Restaurant)
            attractions = load(db_models.Attraction, Attraction)
        engine.dispose()

        self.states: dict[str, tuple[str, ...]] = {}
        for city, state in sorted(self.cities.items()):
            self.states[state] = self.states.get(state, ()) + (city,)

        self.flights_by_number: dict[str, tuple[Flight, ...]] = {}
        self._flights_by_route: dict[tuple[str, str, str | None], list[Flight]] = defaultdict(list)
        for flight in flights:
            if flight.complete:
                self.flights_by_number[flight.flight_number] = self.flights_by_number.get(flight.flight_number, ()) + (flight,)
                self._flights_by_route[(flight.origin, flight.destination, flight.flight_date)].append(flight)

        self._distances: dict[tuple[str, str], Distance] = {}
        for row in distances:
            self._distances.setdefault((row.origin, row.destination), row)

        self._restaurants = _by_city(restaurants, complete_only=True)
        self._attractions = _by_city(attractions, complete_only=True)
        self._accommodations = _by_city(accommodations, complete_only=True)
        self._all_accommodations = _by_city(accommodations, complete_only=False)
        self.row_counts = {
            "cities": len(cities),
            "flights": len(flights),
            "distances": len(distances),
            "accommodations": len(accommodations),
            "restaurants": len(restaurants),
            "attractions": len(attractions),
        }

    # --- lookups -------------------------------------------------------------------------

    def state_of(self, city: str) -> str | None:
        return self.cities.get(city)

    def cities_in_state(self, state: str) -> tuple[str, ...]:
        return self.states.get(state, ())

    def flights(self, origin: str, destination: str, date: str) -> list[Flight]:
        """Complete flights on a route and date, in source order."""
        return list(self._flights_by_route.get((origin, destination, date), ()))

    def distance(self, origin: str, destination: str) -> Distance | None:
        """The first distance row for the pair (the official lookup), usable or not."""
        return self._distances.get((origin, destination))

    def restaurants_in(self, city: str) -> tuple[Restaurant, ...]:
        return self._restaurants.get(city, ())

    def attractions_in(self, city: str) -> tuple[Attraction, ...]:
        return self._attractions.get(city, ())

    def accommodations_in(self, city: str, include_incomplete: bool = False) -> tuple[Accommodation, ...]:
        source = self._all_accommodations if include_incomplete else self._accommodations
        return source.get(city, ())


@lru_cache(maxsize=4)
def _load(db_path: str) -> Sandbox:
    return Sandbox(Path(db_path))


def load_sandbox(data: str | Path | None = None, db_path: str | Path | None = None) -> Sandbox:
    """The shared, cached sandbox for a data folder (imported into SQLite on first use)."""
    return _load(str(ensure_database(data, db_path)))
