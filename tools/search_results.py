"""Typed results of the travel search tools (paper, Table 9).

Every search returns one of the ``*SearchResult`` models below: the programs
(the expert policy, the trace exporter) read its fields, and a model reads
``render()``, a compact text table with a header row and one line per option.
A failure is a result too: ``error`` holds a ``ToolError`` (a code, a
message and, where that helps, close matches) and ``options`` is empty.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, computed_field

ErrorCode = Literal[
    "unknown_city",  # the city is in no table of the sandbox
    "unknown_state",  # city_search: not a state of the sandbox
    "not_a_state",  # city_search: a city was given where a state is expected
    "bad_date",  # not an ISO date (YYYY-MM-DD)
    "bad_argument",  # the arguments do not fit the tool's schema
    "no_route",  # distance_search: no usable distance row for the pair
    "internal_error",  # a bug: reported as a result, never raised
]


class ToolError(BaseModel):
    """Why a tool call could not be answered, with close matches where that helps."""

    model_config = ConfigDict(frozen=True)

    code: ErrorCode
    message: str
    suggestions: list[str] = Field(default_factory=list)

    def render(self) -> str:
        return f"Error: {self.message}"


# --- text helpers -------------------------------------------------------------------------


def fmt_number(value: float | int | None) -> str:
    """72.0 → "72", 4.85 → "4.85", None → "-"."""
    if value is None:
        return "-"
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.2f}".rstrip("0").rstrip(".")


def text_cell(value: Any) -> str:
    """A table cell. Text that would break the table (a "|", a line break) is JSON-quoted."""
    if value is None:
        return "-"
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return fmt_number(value)
    text = str(value).strip()
    if "|" in text or "\n" in text or "\r" in text or text.startswith('"'):
        return json.dumps(text, ensure_ascii=False)
    return text or "-"


# --- options ------------------------------------------------------------------------------


class _Option(BaseModel):
    """One row of a result. Options are immutable, so each renders its table line once."""

    model_config = ConfigDict(frozen=True)

    _line: str | None = PrivateAttr(default=None)

    def cells(self) -> list[Any]:
        """The option's cells in the text table."""
        raise NotImplementedError

    def row_text(self) -> str:
        # The cache read from pydantic's own dict of private values: ``self._line`` goes through pydantic's
        # ``__getattr__`` on every read, which cost more than the table line itself (issue 44, results/profile).
        private = self.__pydantic_private__ or {}  # None only for an instance built without pydantic's __init__
        line = private.get("_line")
        if line is None:
            line = private["_line"] = " | ".join(text_cell(cell) for cell in self.cells())
        return line

    def with_updates(self, **changes: Any) -> Any:
        """A copy with some fields changed (and its table line recomputed)."""
        copy = self.model_copy(update=changes)
        copy._line = None
        return copy


class CityOption(_Option):
    name: str
    state: str

    def cells(self) -> list[Any]:
        return [self.name]


class FlightOption(_Option):
    flight_number: str
    price: float = Field(description="per person")
    dep_time: str
    arr_time: str
    duration: str
    origin: str
    destination: str
    date: str
    distance: float | None = Field(default=None, description="as the flights table gives it")

    def cells(self) -> list[Any]:
        return [self.flight_number, self.price, self.dep_time, self.arr_time, self.duration]

    @property
    def mode(self) -> Literal["flight"]:
        """The transport mode, as a ``DriveOption`` names its own: a planner reads either kind of move alike."""
        return "flight"

    @property
    def plan_entry(self) -> str:
        """The plan's transportation text for this flight."""
        return (
            f"Flight Number: {self.flight_number}, from {self.origin} to {self.destination}, "
            f"Departure Time: {self.dep_time}, Arrival Time: {self.arr_time}"
        )


class DriveOption(_Option):
    mode: Literal["self-driving", "taxi"]
    origin: str
    destination: str
    duration: str
    distance: str = Field(description="as the distance matrix gives it, e.g. '1,144 km'")
    distance_km: float
    people: int
    vehicles: int = Field(description="cars (one per 5 people) or taxis (one per 4 people)")
    cost_per_vehicle: float
    total_cost: float

    def cells(self) -> list[Any]:
        return [self.mode, self.duration, self.distance, self.cost_per_vehicle, self.vehicles, self.total_cost]

    @property
    def plan_entry(self) -> str:
        """The plan's transportation text for this drive."""
        label = "Self-driving" if self.mode == "self-driving" else "Taxi"
        return (
            f"{label}, from {self.origin} to {self.destination}, duration: {self.duration}, "
            f"distance: {self.distance}, cost: {fmt_number(self.total_cost)}"
        )


class RestaurantOption(_Option):
    name: str
    city: str
    cuisines: list[str]
    average_cost: float = Field(description="per person")
    rating: float

    def cells(self) -> list[Any]:
        return [self.name, ", ".join(self.cuisines), self.average_cost, self.rating]

    @property
    def plan_entry(self) -> str:
        return f"{self.name}, {self.city}"


class AttractionOption(_Option):
    name: str
    city: str
    address: str
    latitude: float | None = None
    longitude: float | None = None
    phone: str | None = None
    website: str | None = None

    def cells(self) -> list[Any]:
        return [self.name, self.address]

    @property
    def plan_entry(self) -> str:
        return f"{self.name}, {self.city}"


class AccommodationOption(_Option):
    name: str
    city: str
    room_type: str = Field(description="as the data gives it: 'Entire home/apt', 'Private room' or 'Shared room'")
    price: float = Field(description="per night, for one unit")
    minimum_nights: int
    maximum_occupancy: int
    house_rules: list[str] = Field(description="e.g. ['No smoking', 'No pets']")
    review_rate: float
    rooms_needed: int | None = Field(default=None, description="units for the group (when people was given)")
    nightly_total: float | None = Field(default=None, description="price × rooms_needed (when people was given)")

    def cells(self) -> list[Any]:
        cells: list[Any] = [
            self.name,
            self.room_type,
            self.price,
            self.minimum_nights,
            self.maximum_occupancy,
            " & ".join(self.house_rules) or "-",
            self.review_rate,
        ]
        if self.rooms_needed is not None:
            cells += [self.rooms_needed, self.nightly_total]
        return cells

    @property
    def plan_entry(self) -> str:
        return f"{self.name}, {self.city}"


# --- results ------------------------------------------------------------------------------


class SearchResult(BaseModel):
    """What every search returns: the options shown, how many matched, or an error."""

    model_config = ConfigDict(frozen=True)

    tool: str = Field(default="", description="the tool that answered")
    arguments: dict[str, Any] = Field(default_factory=dict, description="the arguments as understood")
    error: ToolError | None = None
    message: str = Field(default="", description="one-line summary (the text's first line)")
    total: int = Field(default=0, description="matches before the limit")
    options: list[Any] = Field(default_factory=list)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def omitted(self) -> int:
        """Matches not shown because of the limit."""
        return max(0, self.total - len(self.options))

    @property
    def ok(self) -> bool:
        return self.error is None

    def _header(self) -> list[str]:
        return []

    def _footer(self) -> str:
        return f"{self.omitted} more not shown (raise limit to see them)."

    def render(self) -> str:
        """The compact text a model reads."""
        if self.error is not None:
            return self.error.render()
        if not self.options:
            return self.message
        parts = [self.message, " | ".join(self._header())]
        parts.extend(option.row_text() for option in self.options)
        if self.omitted:
            parts.append(self._footer())
        return "\n".join(parts)


class CitySearchResult(SearchResult):
    tool: Literal["city_search"] = "city_search"
    state: str | None = None
    options: list[CityOption] = Field(default_factory=list)

    def _header(self) -> list[str]:
        return ["City"]


class FlightSearchResult(SearchResult):
    tool: Literal["flight_search"] = "flight_search"
    options: list[FlightOption] = Field(default_factory=list)
    available_dates: list[str] = Field(
        default_factory=list, description="when nothing flies on the date: the dates this route has flights"
    )

    def _header(self) -> list[str]:
        return ["Flight Number", "Price", "DepTime", "ArrTime", "Duration"]


class DistanceSearchResult(SearchResult):
    tool: Literal["distance_search"] = "distance_search"
    options: list[DriveOption] = Field(default_factory=list)

    def _header(self) -> list[str]:
        return ["Mode", "Duration", "Distance", "Cost per vehicle", "Vehicles", "Total cost"]


class RestaurantSearchResult(SearchResult):
    tool: Literal["restaurant_search"] = "restaurant_search"
    options: list[RestaurantOption] = Field(default_factory=list)

    def _header(self) -> list[str]:
        return ["Name", "Cuisines", "Average Cost", "Rating"]

    def _footer(self) -> str:
        return f"{self.omitted} more not shown (raise limit, or filter by cuisine or max_cost)."


class AttractionSearchResult(SearchResult):
    tool: Literal["attraction_search"] = "attraction_search"
    options: list[AttractionOption] = Field(default_factory=list)

    def _header(self) -> list[str]:
        return ["Name", "Address"]


class AccommodationSearchResult(SearchResult):
    tool: Literal["accommodation_search"] = "accommodation_search"
    people: int | None = None
    options: list[AccommodationOption] = Field(default_factory=list)

    def _header(self) -> list[str]:
        header = ["Name", "Room Type", "Price/night", "Min Nights", "Max Occupancy", "House Rules", "Rating"]
        if self.people is not None:
            header += ["Rooms", f"Nightly total ({self.people} people)"]
        return header

    def _footer(self) -> str:
        return f"{self.omitted} more not shown (raise limit, or filter by room_type, house_rule, nights or max_price)."


RESULT_TYPES: dict[str, type[SearchResult]] = {
    cls.model_fields["tool"].default: cls
    for cls in (
        CitySearchResult,
        FlightSearchResult,
        DistanceSearchResult,
        RestaurantSearchResult,
        AttractionSearchResult,
        AccommodationSearchResult,
    )
}
