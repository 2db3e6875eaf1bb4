"""The dates a flight window is said on, left out of the trip's dates ("march 4-6 2022 ... no flights before 8am on
march 4", "on march 12 leave after noon": the window's date is a flight's day, never a third date of the trip).

Left out only where the text says the trip's dates elsewhere: a date said nowhere else stays the trip's.
"""

from __future__ import annotations

from himap_travel.domain.constraints import flight_times, transportation
from himap_travel.domain.parsing.date_mention import DateMention


def window_dates_left_out(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """``mentions`` but those said in a flight window's own part (``flight_times.window_dates``) or of a mode's ban
    ("no flights on march 16": ``transportation.ban_dates``), unless none is left."""
    spans = [*flight_times.window_dates(text), *transportation.ban_dates(text)]
    kept = [m for m in mentions if not any(start <= m.pos < end for start, end in spans)]
    return kept if kept and len(kept) < len(mentions) else mentions
