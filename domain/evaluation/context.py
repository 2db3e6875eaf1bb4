"""What every check receives: the query, the counted days, the look-ups and the mode."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from himap_travel.domain.evaluation.lookup import VenueIndex, VenueKind
from himap_travel.domain.evaluation.parsing import (
    MEALS,
    attractions,
    is_filled,
    is_travel_day,
    name_city,
    strict_day_cities,
    strict_transport,
)
from himap_travel.domain.evaluation.query import Query
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.travel_times import duration_minutes
from himap_travel.state.world import RowChange


@dataclass(slots=True)
class Context:
    query: Query
    units: list[Any]  # the first `days` entries of the plan: only these count
    index: VenueIndex
    strict: bool
    total: float | None = None  # the plan's cost, memoised by cost()

    meals = MEALS

    @property
    def sandbox(self) -> Sandbox:
        return self.index.sandbox

    # What a constraint's check reads the plan with (domain.constraints imports nothing of the evaluator).
    def filled(self, value: object) -> bool:
        return is_filled(value)

    def city_of(self, entry: str) -> str:
        return name_city(entry)[1]

    def row(self, kind: VenueKind, entry: str) -> Any:
        """The first matching row of an entry in this mode (the row prices and rules come from), or None."""
        return self.index.first(kind, entry, self.strict)

    def closure(self, kind: VenueKind, entry: str, number: int) -> RowChange | None:

        """The disruption that closes an entry's venue on day ``number``'s date, or None (the plan is judged in
        the world its sandbox shows: ``VenueIndex.closure``)."""
        return self.index.closure(kind, entry, self.strict, self.query.date_of(number - 1))

    def mode_of(self, text: str) -> str | None:
        return strict_transport(text).mode

    def flight(self, text: str, number: int) -> tuple[Any, Any]:
        """A flight entry of day ``number``: (its transport as read, the flights table's row or None). The row on its
        route and date; in official mode, else the first row of its number (as the official scorer finds flights)."""
        transport = strict_transport(text)
        date = self.query.date_of(number - 1)
        row = self.index.flight_on_route(transport.number, transport.origin, transport.destination, date)
        if row is None and not self.strict:
            row = next(iter(self.index.flights(transport.number)), None)
        return transport, row

    def drive_minutes(self, text: str) -> float | None:
        """Minutes of a day's self-driving and taxi legs (its ';'-separated legs summed) by the distance table; 0
        without such a leg; None when a leg's pair has no duration (it cannot be checked)."""
        return self._drives(text, lambda row: duration_minutes(row.duration if row is not None else None))

    def drive_km(self, text: str) -> float | None:
        """Km of a day's self-driving and taxi legs, as ``drive_minutes`` sums their minutes; None when a leg's pair has
        no distance."""
        return self._drives(text, lambda row: row.km if row is not None else None)

    def _drives(self, text: str, measure: Callable[[Any], float | None]) -> float | None:
        """A day's self-driving and taxi legs measured by the distance table's row of each pair, summed."""
        total = 0.0
        for leg in text.split(";"):
            transport = strict_transport(leg)
            if transport.mode not in ("self-driving", "taxi"):
                continue
            amount = measure(self.sandbox.distance(transport.origin or "", transport.destination or ""))
            if not amount:
                return None
            total += amount
        return total

    def day_sights(self) -> Iterator[tuple[int, bool, tuple[str, ...]]]:
        """(day, whether it is a travel day, its attraction entries as this mode reads them) for each counted day."""
        for number, unit in enumerate(self.units, 1):
            text = unit.get("attraction")
            entries = tuple(attractions(text, self.strict)) if is_filled(text) and isinstance(text, str) else ()
            yield number, is_travel_day(str(unit.get("current_city", "")), True), entries

    def name_of(self, entry: str) -> str:
        """An entry's venue name ("SeaWorld Orlando, Orlando" -> "SeaWorld Orlando")."""
        return name_city(entry)[0]

    def day_city_names(self, unit: dict[str, Any]) -> tuple[str, ...]:
        """A day's whole city names: (A, B) on a travel day "from A to B", else (city,) (either mode)."""
        return strict_day_cities(str(unit.get("current_city", "")))

    def plan_cities(self) -> list[str]:
        """The cities the plan's days are spent in or travel between, as written, in order, each once."""
        return list(dict.fromkeys(city for unit in self.units for city in self.day_city_names(unit)))

    def accommodations(self) -> Iterator[tuple[int, str, object]]:
        """(day, entry, first matching row) for each day's accommodation that matches a row."""
        for number, unit in enumerate(self.units, 1):
            entry = unit.get("accommodation")
            if is_filled(entry):
                row = self.row("accommodation", entry)
                if row is not None:
                    yield number, entry, row

    def meals_eaten(self) -> Iterator[tuple[int, str, str, object | None]]:
        """(day, meal, entry, first matching row or None) for each meal the plan fills: the loop every restaurant
        rule's check runs (a meal not in the data has no row; each rule says what that means for it)."""
        for number, unit in enumerate(self.units, 1):
            for meal in self.meals:
                entry = unit.get(meal)
                if is_filled(entry):
                    yield number, meal, entry, self.row("restaurant", entry)

    def cost(self) -> float:
        """The plan's total cost by the budget rules (costs written in the plan are ignored), memoised."""
        if self.total is None:
            from himap_travel.domain.evaluation.pricing import priced_day  # pricing reads the context's look-ups

            people = self.query.people
            self.total = sum(priced_day(unit, people, self.index, self.strict, self.query.date_of(index)).total
                             for index, unit in enumerate(self.units))
        return self.total
