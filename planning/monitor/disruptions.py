"""Typed disruptions, read from ``KIND:TARGET`` and resolved against a delivered plan.

| KIND | TARGET | what happened |
| --- | --- | --- |
| ``flight`` | ``F3573120``, ``day1`` | the flight is cancelled |
| ``delay`` | ``F3573120@21:30``, ``day1@21:30`` | the flight now leaves at that time (it lands as much later; landing after midnight, it is gone for that day) |
| ``lodging`` | ``Name, City``, ``day2`` (night 2's listing) | the listing is unavailable |
| ``restaurant`` | ``Name, City``, ``day2.lunch`` | the restaurant is closed |
| ``attraction`` | ``Name, City``, ``day2`` (its first sight), ``day2.2`` | the sight is closed |
| any of these three | ``TARGET@2022-03-14`` (``'Name, City'@2022-03-14``) | ... on that date only (a listing: that night) |
| ``price`` | ``REF=AMOUNT``: REF a flight, ``dayN.flight``, ``dayN.lodging``, ``dayN.lunch``, ``Name, City``; AMOUNT ``450``, ``+50%``, ``+100``, ``x2`` | the element's price changes (per person for flights and meals, per night for a listing) |
| ``day`` | ``2`` or ``day2`` | the day is lost: everything it books (its flight, its night's listing, its meals and sights) is gone |

A disruption is *resolved* against the plan's dependency graph: the nodes it
hits (which the affected set grows from) and the sandbox rows it changes (the
world the repair plans in). A target the plan does not use is accepted when
the sandbox has it (the world changes, nothing is hit, and the plan stands);
a target the sandbox does not have, or a price that would not be a price
(zero, negative, not finite), is refused naming what the plan does use.
A dated closure (``@YYYY-MM-DD``) hits only what the plan books on that
date; a date that is not one (``@2022-02-30``, ``@14/03``) or not one of the
trip's is refused naming it.

``stale_bookings`` is the last word on a repaired plan: what it still books
that the disruptions took away (or shows with times they changed), a
dated closure on the days of its date. A plan with any is an answer about
another world and is never delivered as valid.
"""  # noqa: E501 - the table's rows cannot wrap

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, cast

from pydantic import BaseModel, ConfigDict, Field

from himap_travel.domain.evaluation.parsing import name_city
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.world import matches, same_element, world_in
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.planning.monitor.deps import DepNode, build_deps, elements_of
from himap_travel.state.days import MEALS
from himap_travel.state.world import Element, ElementKind, RowChange, is_iso_date

if TYPE_CHECKING:
    import networkx as nx

DisruptionKind = Literal["flight", "delay", "lodging", "restaurant", "attraction", "price", "day"]
KINDS: dict[str, str] = {
    "flight": "a flight is cancelled (F123 or dayN)",
    "delay": "a flight leaves later (F123@HH:MM or dayN@HH:MM)",
    "lodging": "a listing is unavailable ('Name, City' or dayN: night N's; @YYYY-MM-DD: that night only)",
    "restaurant": "a restaurant is closed ('Name, City' or dayN.lunch; @YYYY-MM-DD: that date only)",
    "attraction": "a sight is closed ('Name, City', dayN or dayN.K; @YYYY-MM-DD: that date only)",
    "price": "a price changes (REF=450, +50%, +100 or x2)",
    "day": "a day is lost: all it books is gone (N or dayN)",
}
_ELEMENT_KIND: dict[str, ElementKind] = {"flight": "flight", "delay": "flight", "lodging": "accommodation",
                                         "restaurant": "restaurant", "attraction": "attraction"}
_DATED = ("lodging", "restaurant", "attraction")  # the kinds a closure on one date may name
# ASCII digits only: "day１" or "１３:００" would be read as another number than the user sees, so they are refused.
_DAY_REF = lazy_compile(r"^day\s*(\d+)(?:\.(\w+))?$", re.IGNORECASE | re.ASCII)
_FLIGHT = lazy_compile(r"^F\d+$", re.ASCII)
_TIME = lazy_compile(r"^([01]?\d|2[0-3]):([0-5]\d)$", re.ASCII)
_AMOUNT = lazy_compile(r"^(?P<op>[+\-x*]?)\s*\$?(?P<value>\d+(?:\.\d+)?)(?P<pct>%?)$", re.ASCII)
_LOST_DAY = lazy_compile(r"^(?:day\s*)?(\d+)$", re.IGNORECASE | re.ASCII)
MAX_DISRUPTION_CHARS = 400  # KIND:TARGET: a sandbox name and city are at most ~100 characters, a date or price a few more
MAX_PRICE = 10_000_000  # as a budget: a larger price is a typo, not a price (and a float no longer holds it in cents)


class DisruptionError(ValueError):
    """A disruption that cannot be read or does not fit the plan (names what is wrong)."""


class Disruption(BaseModel):
    """What the traveller reports, as typed data (``KIND:TARGET``)."""

    model_config = ConfigDict(frozen=True)
    kind: DisruptionKind
    target: str = Field(description="the element: a flight number, 'Name, City', or a plan reference (day1, day2.lunch)")
    departs: str | None = Field(default=None, description="delay: the new departure time, HH:MM")
    amount: str | None = Field(default=None, description="price: the new price, or +P%, +N, xF")
    # Left out of the record when None: a thread's undated disruptions keep the records they always had.
    on: str | None = Field(default=None, exclude_if=lambda on: on is None,
                           description="a closure on this date only (YYYY-MM-DD); None: on every date")

    @property
    def text(self) -> str:
        suffix = f"@{self.departs}" if self.departs else f"={self.amount}" if self.amount else f"@{self.on}" if self.on else ""
        return f"{self.kind}:{self.target}{suffix}"


class Impact(BaseModel):
    """A disruption resolved against a plan: the graph nodes it hits and the sandbox rows it changes."""

    model_config = ConfigDict(frozen=True)
    disruption: Disruption
    hit: tuple[str, ...] = ()
    changes: tuple[RowChange, ...] = ()
    reason: str


def parse_disruption(text: str) -> Disruption:
    """``KIND:TARGET`` as a ``Disruption``; a ``DisruptionError`` says what is wrong.

    The length is checked first, in constant time: every later message quotes the text, and printing a quote
    tens of thousands of characters long costs the console quadratic time (rich's highlighter).
    """
    if len(text) > MAX_DISRUPTION_CHARS:
        raise DisruptionError(f"a disruption of {len(text):,} characters is longer than any the sandbox can name "
                              f"(at most {MAX_DISRUPTION_CHARS}; its longest 'Name, City' is about 100)")
    kind, sep, target = text.strip().partition(":")
    kind = kind.strip().lower()
    if not sep or kind not in KINDS:
        raise DisruptionError(f"{text!r}: expected KIND:TARGET with KIND one of " + "; ".join(f"{k} ({v})" for k, v in KINDS.items()))
    target = target.strip()
    departs = amount = None
    if kind == "delay":
        target, _, departs = target.rpartition("@")
        if not _TIME.match(departs.strip()):
            raise DisruptionError(f"{text!r}: a delay needs the new departure time, e.g. delay:F123@21:30")
        hours, minutes = departs.strip().split(":")
        departs = f"{int(hours):02d}:{minutes}"
    if kind == "price":
        target, _, amount = target.rpartition("=")
        amount = amount.replace(" ", "")
        _check_amount(text, amount)
    on = None
    if kind in _DATED:
        target, on = _dated(text, target)
    if not target.strip():
        raise DisruptionError(f"{text!r}: no target given ({KINDS[kind]})")
    return Disruption(kind=kind, target=target.strip(), departs=departs, amount=amount, on=on)


def _dated(text: str, target: str) -> tuple[str, str | None]:
    """A closure's target and its date: ``'Name, City'@2022-03-14``, ``day2.lunch@2022-03-14`` (None: every date).

    Venue names may hold an "@" ("Kafe @ Museum, Delhi"), a city does not: only
    an "@" after the name's last comma (or in a plan reference) starts a date.
    """
    _, comma, city = target.rpartition(",")
    if "@" not in (city if comma else target):
        return _unquoted(target), None
    target, _, on = target.rpartition("@")
    on = on.strip()
    if not is_iso_date(on):
        raise DisruptionError(f"{text!r}: {on[:40]!r} is not a date: give it as YYYY-MM-DD, e.g. restaurant:'Name, City'@2022-03-14")
    return _unquoted(target), on


def _unquoted(target: str) -> str:
    """The target without the quotes a caller may put around it (``'Name, City'``: no name is quoted in the sandbox)."""
    target = target.strip()
    if len(target) > 1 and target[0] == target[-1] and target[0] in "'\"":
        return target[1:-1].strip()
    return target


def _check_amount(text: str, amount: str) -> None:
    """A price change says how the price changes: a bare ``50%`` (half of it? up by half?) is refused, not guessed."""
    match = _AMOUNT.match(amount)
    if not match:
        raise DisruptionError(f"{text!r}: a price change needs REF=AMOUNT (450, +50%, +100 or x2)")
    if match.group("pct") and not match.group("op"):
        raise DisruptionError(f"{text!r}: say how the price changes by {amount}: +{amount}, -{amount}, or a new price")
    if match.group("op") in ("x", "*") and match.group("pct"):
        raise DisruptionError(f"{text!r}: a factor takes no %: x2, x0.5")


def resolve(disruption: Disruption, graph: nx.DiGraph[str], sandbox: Sandbox, dates: Sequence[str] = ()) -> Impact:
    """The nodes ``disruption`` hits in the plan's ``graph`` and the sandbox rows it changes.

    ``dates``: the trip's, day by day (a dated closure hits only what the plan books on its date, and needs them).
    """
    if disruption.kind == "day":
        return _day_lost(disruption, graph)
    kind = _ELEMENT_KIND.get(disruption.kind)
    element, hit = _target(disruption.target, kind, graph, sandbox)
    if disruption.kind == "price":
        change, what = _repriced(element, cast(str, disruption.amount), sandbox)  # a price change states its amount
    elif disruption.kind == "delay":
        change, what = _delayed(element, cast(str, disruption.departs), sandbox)  # a delay states its new departure
    elif disruption.on:
        hit = _on_date(disruption.on, element, graph, hit, sandbox, dates)
        change, what = RowChange(element=element, removed=True, dates=(disruption.on,)), f"is unavailable on {disruption.on}"
    else:
        change, what = RowChange(element=element, removed=True), "is unavailable"
    where = _where(graph, hit, disruption.on)
    return Impact(disruption=disruption, hit=hit, changes=(change,), reason=f"{element.label}{where} {what}")


def _on_date(on: str, element: Element, graph: nx.DiGraph[str], hit: tuple[str, ...], sandbox: Sandbox,
             dates: Sequence[str]) -> tuple[str, ...]:
    """The nodes a closure on ``on`` hits: those booking the element on a day of that date (a stay: one of its nights)."""
    if on not in dates:
        known = f"the trip's dates are {', '.join(dates)}" if dates else "the trip's dates are not known here"
        raise DisruptionError(f"{on!r} is not a date of the trip ({known})")
    if world_in(sandbox).closure(element, on) is not None:
        raise DisruptionError(f"{element.label} is already unavailable on {on}")
    return tuple(node for node in hit if any(dates[day - 1] == on for day in graph.nodes[node]["node"].days if day <= len(dates)))


# --- targets ------------------------------------------------------------------------------


def _target(ref: str, kind: ElementKind | None, graph: nx.DiGraph[str], sandbox: Sandbox) -> tuple[Element, tuple[str, ...]]:
    """The element a reference names and the graph nodes that book it (an element the sandbox lacks is refused)."""
    day_ref = _DAY_REF.match(ref)
    if day_ref:
        node = _day_node(_day_number(day_ref.group(1), ref), day_ref.group(2), kind, graph, ref)
        found = graph.nodes[node]["node"].element
        return found, _booking(graph, found)
    if _FLIGHT.match(ref) and kind in (None, "flight"):
        element = Element(kind="flight", name=ref)
        _check_known(element, graph, sandbox)
        return element, _booking(graph, element)
    name, city = name_city(ref)
    if not city or city == "-":
        raise DisruptionError(f"{ref!r}: name a venue as 'Name, City', a flight as F123, or a plan element as day2.lunch")
    kinds = [kind] if kind else ["accommodation", "restaurant", "attraction"]
    for candidate in kinds:
        element = Element(kind=candidate, name=name, city=city)
        hit = _booking(graph, element)
        if hit:
            return element, hit
        if kind:
            _check_known(element, graph, sandbox)
            return element, hit
    raise DisruptionError(f"{ref!r} is not in the plan; give its kind (lodging:, restaurant:, attraction:) to change it anyway")


def _check_known(element: Element, graph: nx.DiGraph[str], sandbox: Sandbox) -> None:
    """Refuse an element the sandbox (as the thread's disruptions left it) does not have, naming what the plan uses."""
    if _rows(element, sandbox):
        return
    used = list(dict.fromkeys(n.element.label for n in elements_of(graph)
                              if n.element is not None and n.element.kind == element.kind))
    plan = f"the plan uses {'; '.join(used)}" if used else f"the plan books no {element.kind}"
    raise DisruptionError(f"{element.label} is not in the sandbox (or is already unavailable); {plan}")


def _day_number(digits: str, ref: str) -> int:
    """A day number as written; one too long to be a day of any trip (or to read: Python refuses 4,300 digits) is refused."""
    if len(digits.lstrip("0")) > 4:
        raise DisruptionError(f"{ref[:40]!r}: the plan has no day {digits[:12]}{'…' if len(digits) > 12 else ''}")
    return int(digits)


def _day_node(day: int, part: str | None, kind: ElementKind | None, graph: nx.DiGraph[str], ref: str) -> str:
    if not graph.has_node(f"day:{day}"):
        raise DisruptionError(f"{ref!r}: the plan has no day {day}")
    part = (part or "").lower()
    kinds: dict[str, ElementKind] = {"flight": "flight", "lodging": "accommodation", "accommodation": "accommodation",
                                     "attraction": "attraction", **{m: "restaurant" for m in MEALS}}
    kind = kind or kinds.get(part)
    if kind == "flight":
        node = f"leg:{day}"
    elif kind == "accommodation":
        node = next((n for n, d in _dep_nodes(graph) if d.kind == "stay" and day in d.days), "")
    elif kind == "restaurant":
        if part not in MEALS:
            raise DisruptionError(f"{ref!r}: say which meal, e.g. day{day}.lunch")
        node = f"meal:{day}:{part}"
    elif kind == "attraction":
        node = f"sight:{day}:{part if part.isdigit() else 1}"
    else:
        raise DisruptionError(f"{ref!r}: say what on day {day} (day{day}.flight, .lodging, .lunch, .attraction)")
    data = graph.nodes[node]["node"] if graph.has_node(node) else None
    if data is None or data.element is None:
        why = " (a drive cannot be cancelled)" if data else ""
        raise DisruptionError(f"{ref!r}: day {day} books no such {kind}{why}")
    return node


def _dep_nodes(graph: nx.DiGraph[str]) -> Iterable[tuple[str, DepNode]]:
    """Each node's id and its ``DepNode`` (build_deps stores it as the node's data; networkx's stubs say a dict)."""
    return cast("Iterable[tuple[str, DepNode]]", graph.nodes(data="node"))


def _booking(graph: nx.DiGraph[str], element: Element) -> tuple[str, ...]:
    """The element nodes of the plan that book ``element``."""
    return tuple(n for n, d in _dep_nodes(graph) if d.element is not None and same_element(d.element, element))


def _where(graph: nx.DiGraph[str], hit: tuple[str, ...], on: str | None = None) -> str:
    days = sorted({day for node in hit for day in graph.nodes[node]["node"].days})
    if not days:
        return " (not used by the plan" + (" on that date)" if on else ")")
    return f" (day{'s' if len(days) > 1 else ''} {', '.join(map(str, days))})"


def _day_lost(disruption: Disruption, graph: nx.DiGraph[str]) -> Impact:
    match = _LOST_DAY.match(disruption.target)
    day = _day_number(match.group(1), disruption.target) if match else None
    if day is None or not graph.has_node(f"day:{day}"):
        raise DisruptionError(f"{disruption.target[:40]!r}: give a day of the plan, e.g. day:2")
    nodes = [(d, d.element) for _, d in _dep_nodes(graph) if d.element is not None and day in d.days]
    changes = tuple(dict.fromkeys(RowChange(element=element, removed=True) for _, element in nodes))
    hit = (f"day:{day}", *(n.id for n, _ in nodes))
    return Impact(disruption=disruption, hit=hit, changes=changes,
                  reason=f"day {day} is lost: " + ", ".join(e.label for _, e in nodes) + " unavailable" if nodes else f"day {day} is lost")


# --- how rows change ----------------------------------------------------------------------


def _rows(element: Element, sandbox: Sandbox) -> tuple[Any, ...]:
    if element.kind == "flight":
        return sandbox.flights_by_number.get(element.name, ())
    table: dict[str, Callable[[str], tuple[Any, ...]]] = {
        "accommodation": sandbox.accommodations_in, "restaurant": sandbox.restaurants_in, "attraction": sandbox.attractions_in}
    return tuple(r for r in table[element.kind](element.city) if matches(element, r))


def _repriced(element: Element, amount: str, sandbox: Sandbox) -> tuple[RowChange, str]:
    if element.kind == "attraction":
        raise DisruptionError("sights are free in the sandbox: a price change needs a flight, a listing or a restaurant")
    rows = _rows(element, sandbox)
    if not rows:
        raise DisruptionError(f"{element.label} is not in the sandbox")
    old = rows[0].price if element.kind != "restaurant" else rows[0].average_cost
    new = _apply_amount(old or 0.0, amount)
    if not math.isfinite(new) or round(new, 2) <= 0:
        raise DisruptionError(f"{amount!r} would make {element.label}'s price {new:,.2f} (it is {old:,.2f}): a new price must be above $0")
    if new > MAX_PRICE:
        raise DisruptionError(f"{amount!r} would make {element.label}'s price {new:,.2f} (it is {old:,.2f}): "
                              f"a new price must be at most ${MAX_PRICE:,}")
    new = round(new, 2)
    if new == round(old or 0.0, 2):
        raise DisruptionError(f"{amount!r} leaves {element.label}'s price at {new:,.2f}: nothing changes")
    return RowChange(element=element, price=new), f"changes price from {old:,.2f} to {new:,.2f}"


def _apply_amount(old: float, amount: str) -> float:
    match = _AMOUNT.match(amount)
    assert match is not None, f"not an amount: {amount!r}"  # Disruption's validation reads amounts with _AMOUNT
    op, value, pct = match.group("op"), float(match.group("value")), match.group("pct")
    if op in ("x", "*"):
        return old * value
    delta = old * value / 100 if pct else value
    if op == "+":
        return old + delta
    if op == "-":
        return old - delta
    return value if not pct else old * value / 100


def _delayed(element: Element, departs: str, sandbox: Sandbox) -> tuple[RowChange, str]:
    rows = _rows(element, sandbox)
    if not rows:
        raise DisruptionError(f"{element.label} is not in the sandbox")
    row = rows[0]
    shift = _minutes(departs) - _minutes(row.dep_time)
    if shift <= 0:
        raise DisruptionError(f"{element.label} leaves at {row.dep_time}: a delay must be later")
    arrives = _minutes(row.arr_time) + shift + (24 * 60 if row.arr_time < row.dep_time else 0)
    if arrives >= 24 * 60:
        return RowChange(element=element, removed=True), f"is delayed to {departs} and would land after midnight: it is gone for its day"
    arrival = f"{arrives // 60:02d}:{arrives % 60:02d}"
    return RowChange(element=element, dep_time=departs, arr_time=arrival), f"is delayed: leaves {departs}, lands {arrival}"


def _minutes(clock: str) -> int:
    hours, minutes = clock.split(":")
    return int(hours) * 60 + int(minutes)


# --- what a repaired plan may not keep -----------------------------------------------------

_TIMES = lazy_compile(r"Departure Time:\s*(\d{1,2}:\d{2}),\s*Arrival Time:\s*(\d{1,2}:\d{2})", re.IGNORECASE)


def stale_bookings(plan: list[dict[str, Any]], world: Iterable[RowChange], dates: Sequence[str] = ()) -> list[str]:
    """What ``plan`` still books that ``world``'s changes took away, or shows with the times they changed.

    Each entry names the day, the element and why. A plan with any answers
    about another world than the disrupted one: it is never delivered as valid.
    ``dates``: the trip's, day by day; a dated closure counts on the days of
    its dates (without them, on every day: fail closed).
    """
    booked = elements_of(build_deps(plan))
    found = []
    for change in world:
        for node in booked:
            if not same_element(cast(Element, node.element), change.element):  # booked: nodes with an element
                continue
            if change.removed:
                closed = [on for on in _dates_of(node.days, dates) if change.holds_on(on)]
                when = f" on {', '.join(map(str, closed))}" if change.dates and all(closed) else ""
                if closed:
                    found.append(f"{node.label} books {change.element.label}, which is unavailable{when}")
            elif change.dep_time is not None:
                shown = _TIMES.search(str(plan[node.days[0] - 1].get("transportation") or ""))
                if not shown or ((_minutes(shown.group(1)), _minutes(shown.group(2)))
                                 != (_minutes(change.dep_time), _minutes(cast(str, change.arr_time)))):
                    found.append(f"{node.label} shows the flight's old times; it now leaves {change.dep_time} and lands {change.arr_time}")
    return list(dict.fromkeys(found))


def _dates_of(days: Iterable[int], dates: Sequence[str]) -> list[str | None]:
    """Each day's date (None where the trip's dates do not say)."""
    return [dates[day - 1] if 0 < day <= len(dates) else None for day in days]
