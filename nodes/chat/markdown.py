"""The request, the itinerary and the verdict as text a person reads in a chat UI (markdown).

The plan itself stays in the state in the submission format; this module only
words it: a summary line (route, dates, people, cost against the budget), then
each day in plain words (travel, meals, sights, where to sleep, the day's cost),
then one verdict sentence. Every reply goes through ``escape_dollars``: Agent
Chat UI's markdown renders text between two ``$`` as math, which ate "$876.00 of
$1,400"; ``\\$`` is CommonMark's escaped dollar, shown as ``$`` by math-aware and
plain renderers alike.

``trip_lines`` is also what the command line shows of a request
(``cli.render``), so the two read the same.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date as Date
from typing import Any

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.evaluation.parsing import entry_details, strict_transport
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.state.days import MEALS

DAY_FIELDS = ("current_city", "transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation")


def trip_lines(trip: dict[str, Any]) -> list[str]:
    """What was understood of a request (the TravelPlanner query fields): the route line and the constraints line."""
    people, cities = trip["people_number"], trip["visiting_city_number"]
    return [
        f"{trip['org']} → {trip['dest']} ({cities} {'city' if cities == 1 else 'cities'}), {trip['days']} days from "
        f"{trip['date'][0]} to {trip['date'][-1]}, {_people(people)}, budget ${trip['budget']:,.0f}",
        "constraints: " + ("; ".join(rules_of(trip)) or "none"),
    ]


def rules_of(trip: dict[str, Any]) -> list[str]:
    """The request's own rules (house rule, cuisines, room type, transport, rating) in words."""
    local = trip.get("local_constraint") or {}
    return [c.describe(local[c.row_key]) for c in LOCAL if local.get(c.row_key)]


def escape_dollars(text: str) -> str:
    """Every ``$`` not yet escaped, escaped: no markdown math renderer reads money as a formula."""
    return re.sub(r"(?<!\\)\$", r"\\$", text)


def tidy_marks(text: str) -> str:
    """A name ending in "." never run into the colon after it ("Manhattan.: no other stay"): the name's full stop
    ends the sentence, the colon dropped and what follows starts anew ("Manhattan. No other stay"), the name as the
    data writes it (an ellipsis before a colon is kept)."""
    return re.sub(r"(?<=[\w)])\.:(?:[ \t]+(\w))?", lambda m: f". {m.group(1).upper()}" if m.group(1) else ".", text)


def left_or_over(margin: float) -> str:
    """What is left of the budget, or by how much it is exceeded: "$120.00 left", "$854.00 over" (never "$-854.00 left")."""
    return f"{money(margin)} left" if margin >= 0 else f"{money(-margin)} over"


def summary_line(trip: dict[str, Any], spent: float | None) -> str:
    """Route, dates, people and the total against the budget, in one line."""
    dates = date_range(trip["date"])
    cost = (f"{money(spent)} of a {money(trip['budget'], False)} budget"
            f" ({left_or_over(trip['budget'] - spent)})" if spent is not None and spent <= trip["budget"]
            else f"{money(spent)}, over the {money(trip['budget'], False)} budget" if spent is not None
            else f"budget {money(trip['budget'], False)}")
    line = f"**{trip['org']} → {trip['dest']}** · {dates} · {_people(trip['people_number'])} · {cost}"
    rules = rules_of(trip)
    return line + (f"\n\nYour rules: {'; '.join(rules)}." if rules else "")


def itinerary_text(plan: list[dict[str, Any]], dates: list[str], day_costs: list[float] | None = None,
                   changed: list[int] | None = None) -> str:
    """Each day in plain words; a changed day is marked."""
    return "\n\n".join(day_text(day, dates[i] if i < len(dates) else None, day_costs[i] if day_costs and i < len(day_costs) else None,
                                bool(changed and i + 1 in changed))
                       for i, day in enumerate(plan))


def day_text(day: dict[str, Any], date: str | None, cost: float | None, changed: bool = False) -> str:
    """One day: its heading, then travel, meals, sights, the night, the day's cost (each only when there is one)."""
    number = day.get("days")
    heading = f"**Day {number}**" + (f" · {_weekday(date)}" if date else "") + f" · {_place(day.get('current_city'))}"
    lines = [heading + (" *(changed)*" if changed else "")]
    travel = travel_words(day.get("transportation"))
    if travel:
        lines.append(f"- Travel: {travel}")
    meals = [f"{meal} at {shown(venue_name(day.get(meal)))}" for meal in MEALS if _filled(day.get(meal))]
    if meals:
        lines.append("- Meals: " + "; ".join(meals))
    sights = [shown(venue_name(s)) for s in str(day.get("attraction") or "").split(";") if _filled(s)]
    if sights:
        lines.append("- Sights: " + "; ".join(sights))
    if _filled(day.get("accommodation")):
        lines.append(f"- Night: {shown(venue_name(day['accommodation']))}")
    if cost is not None:
        lines.append(f"- Day cost: {money(cost)}")
    return "\n".join(lines)


def travel_words(text: Any) -> str | None:
    """A transportation entry in words: "fly F123 from A (05:05) to B (07:10)", "drive from A to B (6 h 47 min, 693 km)"."""
    if not _filled(text):
        return None
    entry = str(text)
    details = entry_details(entry)
    transport = strict_transport(entry)
    where = f"from {transport.origin} to {transport.destination}" if transport.origin and transport.destination else ""
    if transport.mode == "flight":
        leave, arrive = details.departure, details.arrival
        times = f", leaving {leave}, arriving {arrive}" if leave and arrive else ""
        return f"fly {transport.number or ''} {where}{times}".replace("  ", " ").strip()
    if transport.mode in ("self-driving", "taxi"):
        verb = "drive" if transport.mode == "self-driving" else "taxi"
        distance = f"{details.km:,g} km" if details.km is not None else None
        shown = ", ".join(d for d in (_duration(details.duration), distance) if d)
        return f"{verb} {where}" + (f" (about {shown})" if shown else "")
    return entry


def verdict_sentence(verdict: Mapping[str, Any]) -> str:
    """One sentence from the checker's verdict, in words that cannot contradict each other."""
    status, both = verdict.get("status"), verdict.get("official") and verdict.get("strict")
    if status == "valid" and both:
        return "**Checked:** this plan keeps every rule of your request, the budget and the commonsense checks."
    if status == "valid":
        return "**Checked:** this plan keeps every rule of your request and the budget."
    if status == "unsat":
        return f"**No plan can meet this request:** {plain(verdict.get('explanation') or 'see the notes above')}"
    failed = ", ".join(verdict.get("failed") or []) or "some checks"
    return f"**Not valid:** this plan breaks {failed}. {plain(verdict.get('explanation') or '')}".strip()


_INTERNAL = lazy_compile(r"\s*\((?:certificate|official mode only)\)|;?\s*verdict:\s*\w+|\bthe exact solver\b|\bexact solver\b",
                         re.IGNORECASE)


_ISO = lazy_compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")


def iso_in_words(text: str) -> str:
    """ISO dates written as a person writes them ("2022-03-08" → "March 8, 2022")."""
    return _ISO.sub(lambda m: f"{Date(int(m[1]), int(m[2]), int(m[3])):%B} {int(m[3])}, {m[1]}", text)


def plain(text: str) -> str:
    """Internal spellings turned into words: "flight:day1" → "the flight on day 1", a quoted word's echo unquoted
    ("'3000': read as the budget" → "3000: read as the budget": the word is what the note is about), the planner's own
    terms ("(certificate)", "verdict: valid", "the exact solver") left out, ISO dates in words."""
    text = iso_in_words(text)
    text = re.sub(r"\bthe sandbox's\b", "my data's", re.sub(r"\bthe sandbox\b(?!')", "my travel data", text))  # (the benchmark's word)
    text = re.sub(r"\b(flight|restaurant|accommodation|attraction|city|day)s?:day(\d+)\b", r"the \1 on day \2", text)
    text = _INTERNAL.sub(lambda m: " the full search" if "solver" in m.group(0).lower() else "", text)
    return _ECHO.sub(r"\1: ", text)


_ECHO = lazy_compile(r"'([^'\s]{1,40})':\s*")


def bullet_list(items: list[str]) -> str:
    return "\n".join(f"- {item}" for item in items)


def _people(count: int) -> str:
    return f"{count} {'person' if count == 1 else 'people'}"


def date_range(dates: list[str]) -> str:
    """The trip's dates in words ("March 3–4, 2022")."""
    first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(dates[-1])
    if first == last:
        return f"{first:%B} {first.day}, {first.year}"
    if (first.year, first.month) == (last.year, last.month):
        return f"{first:%B} {first.day}–{last.day}, {first.year}"
    return f"{first:%B} {first.day} – {last:%B} {last.day}, {last.year}"


def _weekday(date: str) -> str:
    day = Date.fromisoformat(date)
    return f"{day:%a} {day:%b} {day.day}"


def _place(current_city: Any) -> str:
    text = str(current_city or "")
    match = re.fullmatch(r"\s*from\s+(.+?)\s+to\s+(.+?)\s*", text)
    return f"{match.group(1)} → {match.group(2)}" if match else text


def venue_name(entry: Any) -> str:
    """"Nagai, Myrtle Beach" → "Nagai" (the city is the day's); sights lose their trailing ";"."""
    return str(entry).strip().rstrip(";").rsplit(",", 1)[0].strip()


def shown(name: str) -> str:
    """A name from the data as written, for markdown: its marks escaped, so "**Cozy Space - Private Access**" or
    "*NO GUEST SERVICE FEE* Luxury Studio" is shown with its stars, never turned bold or italic (or run into the
    reply's own emphasis)."""
    return _MARKDOWN_MARKS.sub(r"\\\g<0>", name)


_MARKDOWN_MARKS = lazy_compile(r"[\\`*_\[\]]")


def _duration(text: str | None) -> str | None:
    if not text:
        return None
    return re.sub(r"\s*hours?", " h", re.sub(r"\s*mins?", " min", text)).strip()


def _filled(value: Any) -> bool:
    return isinstance(value, str) and value.strip() not in ("", "-")
