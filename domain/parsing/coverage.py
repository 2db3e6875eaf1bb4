"""Dates the sandbox covers: a trip outside them is warned about, not silently planned.

The sandbox's flights are dated (March 2022 in TravelPlanner); restaurants,
attractions, lodging and road distances are not. A trip on other dates can
still be planned by road, so this is a warning naming the covered range,
not an error.
"""

from __future__ import annotations

from typing import Any


def flight_dates(sandbox: Any) -> tuple[str, str] | None:
    """The first and last date of the sandbox's flights (ISO), or None when it has no dated flights
    (stored at import: no process scans the flights for it)."""
    covered = getattr(sandbox, "flight_dates", None)
    return covered() if callable(covered) else None


def coverage_warnings(dates: list[str], sandbox: Any) -> list[str]:
    """A warning when some of ``dates`` (ISO) fall outside the sandbox's flight dates."""
    covered = flight_dates(sandbox)
    if covered is None or not dates:
        return []
    outside = [d for d in dates if not covered[0] <= d <= covered[1]]
    if not outside:
        return []
    return [
        f"the dates {dates[0]} to {dates[-1]} are outside what the sandbox covers: its flights run from {covered[0]} to "
        f"{covered[1]}, so no flight can be found on {len(outside)} of the {len(dates)} days (road travel is still planned)"
    ]
