"""The dates a flight window is said on, left out of the trip's dates ("march 4-6 2022 ... no flights before 8am on
march 4", "on march 12 leave after noon": the window's date is a flight's day, never a third date of the trip).

Left out only where the text says the trip's dates elsewhere: a date said nowhere else stays the trip's.
"""

from __future__ import annotations

from himap_travel.domain.constraints import flight_times, transportation
from himap_travel.domain.parsing.date_mention import DateMention


def window_dates_left_out(text: str, mentions: list[DateMention], editing: bool = False) -> list[DateMention]:
    """``mentions`` but those said in a flight window's own part (``flight_times.window_dates``) or of a mode's ban
    ("no flights on march 16": ``transportation.ban_dates``), unless none is left. In a message ``editing`` a trip
    whose dates are set, a date of a window or ban said as a rule against flying ("no flights before 9am on the 16th")
    is left out even alone: it moved the whole trip to start that day, the window dropped."""
    spans = [*flight_times.window_dates(text), *transportation.ban_dates(text)]
    kept = [m for m in mentions if not any(start <= m.pos < end for start, end in spans)]
    if kept and len(kept) < len(mentions):
        return kept
    if editing:
        ruled = [*flight_times.ruled_window_dates(text), *transportation.ban_dates(text)]
        return [m for m in mentions if not any(start <= m.pos < end for start, end in ruled)]
    return mentions
