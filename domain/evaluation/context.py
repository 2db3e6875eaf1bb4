"""What every check receives: the query, the counted days, the look-ups and the mode."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from himap_travel.domain.evaluation.lookup import VenueIndex
from himap_travel.domain.evaluation.parsing import MEALS, is_filled, name_city, strict_transport
from himap_travel.domain.evaluation.query import Query
from himap_travel.state.world import RowChange


@dataclass(slots=True)
class Context:
    query: Query
    units: list  # the first `days` entries of the plan: only these count
    index: VenueIndex
    strict: bool
    total: float | None = None  # the plan's cost, memoised by cost()

    meals = MEALS

    @property
    def sandbox(self):
        return self.index.sandbox

    # What a constraint's check reads the plan with (domain.constraints imports nothing of the evaluator).
    def filled(self, value: object) -> bool:
        return is_filled(value)

    def city_of(self, entry: str) -> str:
        return name_city(entry)[1]

    def row(self, kind: str, entry: str):
        """The first matching row of an entry in this mode (the row prices and rules come from), or None."""
        return self.index.first(kind, entry, self.strict)

    def closure(self, kind: str, entry: str, number: int) -> RowChange | None:
        """The disruption that closes an entry's venue on day ``number``'s date, or None (the plan is judged in
        the world its sandbox shows: ``VenueIndex.closure``)."""
        return self.index.closure(kind, entry, self.strict, self.query.date_of(number - 1))

    def mode_of(self, text: str) -> str | None:
        return strict_transport(text).mode

    def accommodations(self) -> Iterator[tuple[int, str, object]]:
        """(day, entry, first matching row) for each day's accommodation that matches a row."""
        for number, unit in enumerate(self.units, 1):
            entry = unit.get("accommodation")
            if is_filled(entry):
                row = self.row("accommodation", entry)
                if row is not None:
                    yield number, entry, row

    def cost(self) -> float:
        """The plan's total cost by the budget rules (costs written in the plan are ignored), memoised."""
        if self.total is None:
            from himap_travel.domain.evaluation.pricing import priced_day  # pricing reads the context's look-ups

            people = self.query.people
            self.total = sum(priced_day(unit, people, self.index, self.strict, self.query.date_of(index)).total
                             for index, unit in enumerate(self.units))
        return self.total
