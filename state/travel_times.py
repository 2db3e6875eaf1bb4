"""When a flight may fly, and how long a move takes: the values of the transport-time wishes and their clock arithmetic.

A ``FlightWindow`` is one wish about a flight's times ("no flights leaving before 8am", "land before noon on the
first day"): bounds on the departure and the arrival (clock times "HH:MM", each bound included), and the flights it
applies to (``leg``). The data's times are local clock times; a flight whose arrival time is earlier than its
departure time lands the next day (every such flight of the data departs in the evening and lands after midnight),
so it meets no bound on the arrival ("land before 11pm") but the clock's. The constraints' modules
(``domain.constraints.flight_times``, ``driving_hours``, ``flight_hours``) read, check and filter with these.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

FlightLeg = Literal["every", "outbound", "return"]  # every flight, the flight leaving home, the flight home; or a day (int)
MINUTES_PER_DAY = 24 * 60
CLOCK_PATTERN = r"^([01]\d|2[0-3]):([0-5]\d)$"  # "HH:MM", a 24-hour clock time
_CLOCK = re.compile(CLOCK_PATTERN)
_DURATION_PART = re.compile(r"(\d+)\s*(day|hour|min)")


def clock_minutes(text: str | None) -> int | None:
    """Minutes past midnight of a clock time "HH:MM" (None when it is not one)."""
    match = _CLOCK.match((text or "").strip())
    return int(match.group(1)) * 60 + int(match.group(2)) if match else None


def clock(minutes: int) -> str:
    """The clock time "HH:MM" of minutes past midnight."""
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def duration_minutes(text: str | None) -> float:
    """Minutes of a duration as the data writes it ("1 day 2 hours", "5 hours 3 mins", "2 hours 13 minutes"); 0 when it
    states none."""
    per = {"day": 1440, "hour": 60, "min": 1}
    return float(sum(int(amount) * per[unit] for amount, unit in _DURATION_PART.findall(text or "")))


class FlightWindow(BaseModel):
    """Bounds on the times of the flights of ``leg``: each bound "HH:MM", included; None is no bound."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    leg: FlightLeg | int = Field(default="every", description="every, outbound, return, or a day of the trip (1, 2, ...)")
    depart_from: str | None = Field(default=None, pattern=CLOCK_PATTERN, description="the earliest departure, HH:MM")
    depart_until: str | None = Field(default=None, pattern=CLOCK_PATTERN, description="the latest departure, HH:MM")
    arrive_from: str | None = Field(default=None, pattern=CLOCK_PATTERN, description="the earliest arrival, HH:MM")
    arrive_until: str | None = Field(default=None, pattern=CLOCK_PATTERN, description="the latest arrival, HH:MM (the same day)")

    @field_validator("leg")
    @classmethod
    def _a_day(cls, value: str | int) -> str | int:
        if isinstance(value, int) and not 1 <= value <= 30:
            raise ValueError("a day of the trip is 1 to 30")
        return value

    @model_validator(mode="after")
    def _some_bound(self) -> FlightWindow:
        """A window with no bound asks for nothing (it would pass every plan while shown as kept)."""
        if not any((self.depart_from, self.depart_until, self.arrive_from, self.arrive_until)):
            raise ValueError("a flight time window needs a bound on the departure or the arrival")
        return self

    def applies(self, day: int, outbound: bool, back: bool) -> bool:
        """Whether it binds the flight of trip day ``day`` (``outbound``: it leaves the origin; ``back``: it returns)."""
        if self.leg == "every":
            return True
        if self.leg == "outbound":
            return outbound
        if self.leg == "return":
            return back
        return self.leg == day

    def allows(self, departure: str | None, arrival: str | None) -> bool:
        """Whether a flight with these clock times keeps it; unknown times keep nothing (fail closed)."""
        dep, arr = clock_minutes(departure), clock_minutes(arrival)
        if dep is None or arr is None:
            return False
        next_day = arr < dep
        bounds: tuple[tuple[str | None, Callable[[int], bool]], ...] = (
            (self.depart_from, lambda t: dep >= t), (self.depart_until, lambda t: dep <= t),
            (self.arrive_from, lambda t: arr >= t), (self.arrive_until, lambda t: not next_day and arr <= t))
        # A bound matches CLOCK_PATTERN (the fields' validation), so it always reads as minutes.
        return all(keep(minutes) for bound, keep in bounds if (minutes := clock_minutes(bound)) is not None)

    def __str__(self) -> str:  # how a change to it reads in the chat ("flight times: none → flights departing 09:00 or later")
        return self.describe()

    def describe(self) -> str:
        """The window in words: "flights departing 08:00 or later", "day 1's flight arriving by 12:00"."""
        parts = []
        if self.depart_from or self.depart_until:
            parts.append("departing " + _between(self.depart_from, self.depart_until))
        if self.arrive_from or self.arrive_until:
            parts.append("arriving " + _between(self.arrive_from, self.arrive_until))
        which = {"every": "flights", "outbound": "the outbound flight", "return": "the return flight"}.get(
            self.leg, f"day {self.leg}'s flight")  # type: ignore[arg-type]
        return f"{which} {' and '.join(parts)}"


def _between(start: str | None, end: str | None) -> str:
    if start and end:
        return f"{start}-{end}"
    return f"{start} or later" if start else f"by {end}"
