"""A return date said alone is the trip's end (issue 39): "and come back the 7th", "can we return on the 19th", "we
need to fly home the 5th", "I have to be back on the 11th". The trip parser reads a lone date as a new start, so the
whole trip moved to begin on the day the traveller wanted to be home.

A lone date (no range, no length) said after words for the way home, with no word for the way out ("fly out the
3rd", "leave on the 4th"), is the last day: the start is kept and the length follows. A return before the trip's start
is no end it can have, so the reading stays as it is (the message is read as before).
"""

from __future__ import annotations

import re
from datetime import date as Date
from datetime import timedelta

from himap_travel.domain.parsing import Reading
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import TripFields

# The way home named right before a date ("come back the 7th", "return on the 8th", "home by the 6th", "back on the 11th")
HOME_BY = lazy_compile(r"\b(?:(?:come|coming|fly|flying|head|heading|get|getting|be|drive|driving|go|going|travel)\s+"
                      r"(?:back|home)|return(?:ing)?|back\s+(?:home\s+)?(?:by|on)|home\s+(?:by|on)"
                      # "stay till the 6th", "extend it to the 6th": the stay ends there, the trip goes home that day
                      r"|stay(?:ing)?\s+(?:on\s+)?(?:till|until|til|through|thru)|extend\w*\s+(?:it\s+|the\s+trip\s+)?(?:to|till|until)"
                      # ... or "until" alone before the date ("one extra day, so until the 23rd", "add a day, through
                      # the 23rd")
                      r"|(?:till|until|til|through|thru)(?=\s+(?:the\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)))\b",
                      re.IGNORECASE)
# The way out named: the date is the start ("fly out the 3rd, come back the 7th" gives both and is read as before)
OUT_SAID = lazy_compile(r"\b(?:leave|leaving|fly\s+out|flying\s+out|depart\w*|start\w*|set\s+off|head\s+out|go\s+out|arriv\w*"
                  r"|get\s+there|begin\w*|from\s+the)\b", re.IGNORECASE)

# A day the traveller must be back at work, school or the office ("back at work on the 11th", "my boss wants me back in
# the office the 17th", "back to work monday the 7th"): a deadline, not a return date. The trip ends the day before
# (they are at work that day), and never later than it ends now (a deadline never lengthens a trip).
AT_WORK = lazy_compile(r"\bback\s+(?:at|to|in)\s+(?:the\s+|my\s+)?(?:work|office|desk|job|school|class(?:es)?)\b",
                       re.IGNORECASE)


def return_day(reading: Reading, trip: TripFields, text: str) -> Reading:
    """The reading with a lone date said as the way home made the trip's end (the start kept); as it is otherwise."""
    dates = trip.get("date") or []
    deadline = AT_WORK.search(text)
    if reading.date or not reading.start_date or reading.days or not dates or not (deadline or HOME_BY.search(text)) \
            or OUT_SAID.search(text) or reading.local_constraint.flight_times:
        return reading
    first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(reading.start_date)
    if deadline:
        last = min(last - timedelta(days=1), Date.fromisoformat(dates[-1]))
    if last <= first:
        return reading
    days = [(first + timedelta(days=i)).isoformat() for i in range((last - first).days + 1)]
    return reading.model_copy(update={"date": days, "start_date": None, "days": None})
