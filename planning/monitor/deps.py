"""The dependency graph of a delivered plan (MACI's workflow network, for a trip).

Nodes are the plan's elements — each day's inter-city leg, each stay (a run
of nights in one listing), each meal and sight — plus the day plans, the
shared budget and the transport-mode lock. An edge ``a → b`` says that a
change to ``a`` may invalidate ``b``, with a ``relation``:

- ``gates`` (hard): a leg's departure and arrival times decide which of the
  day's meals and sights fit (the travel-day windows);
- ``spans`` (hard): a stay covers each of its nights (and its minimum-nights
  rule counts them all), so its days stand or fall together;
- ``part_of`` (hard): an element belongs to its day's plan;
- ``arrives_for`` (soft): a leg brings the traveller to the city of the
  night's stay — it matters only when the route changes;
- ``costs`` / ``locks`` (soft): every priced element draws on the one
  budget, every leg on the one mode lock (self-driving excludes the rest).

The *affected set* of a disruption is what the hard edges reach from the
elements it hits: the days that cannot stay as they are. Soft edges are
coupling, not breakage; they matter only if the repair breaks them (the
budget overrun or mode conflict is then caught by Σ and the checker, and the
monitor widens the repair).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field

from himap_travel.domain.evaluation.parsing import (
    attractions,
    flight_number,
    from_to,
    is_filled,
    name_city,
    strict_transport,
)
from himap_travel.state.days import MEALS
from himap_travel.state.sigma import Sigma
from himap_travel.state.world import Element

if TYPE_CHECKING:  # networkx is imported when a graph is built: a thread that holds a repair loads without it
    import networkx as nx

HARD = ("gates", "spans", "part_of")
BUDGET, MODE_LOCK = "budget", "mode_lock"


class DepNode(BaseModel):
    """One node of the graph, as shown in Studio and printed by ``--show-deps``."""

    model_config = ConfigDict(frozen=True)
    id: str
    kind: str = Field(description="day, leg, stay, meal, sight, budget or mode_lock")
    label: str
    days: tuple[int, ...] = ()
    element: Element | None = None


class DepEdge(BaseModel):
    model_config = ConfigDict(frozen=True)
    source: str
    target: str
    relation: str


class DepsView(BaseModel):
    """The graph as plain data (a state value: checkpointed, shown in Studio)."""

    model_config = ConfigDict(frozen=True)
    nodes: tuple[DepNode, ...]
    edges: tuple[DepEdge, ...]

    def graph(self) -> nx.DiGraph[str]:
        import networkx as nx

        graph: nx.DiGraph[str] = nx.DiGraph()
        for node in self.nodes:
            graph.add_node(node.id, node=node)
        for edge in self.edges:
            graph.add_edge(edge.source, edge.target, relation=edge.relation)
        return graph


def build_deps(plan: list[dict[str, Any]], sigma: Sigma | None = None, budget: float | None = None) -> nx.DiGraph[str]:
    """The dependency graph of ``plan`` (submission format); Σ, when given, prices the days and the budget."""
    import networkx as nx

    graph: nx.DiGraph[str] = nx.DiGraph()

    def add(node: DepNode) -> str:
        graph.add_node(node.id, node=node)
        return node.id

    total = budget if budget is not None else (sigma.budget_total if sigma else None)
    used = f", {sigma.budget_used:,.0f} used" if sigma and sigma.days else ""
    add(DepNode(id=BUDGET, kind="budget", label=f"budget {total:,.0f}{used}" if total else "budget"))
    locked = f" ({', '.join(sigma.mode_lock)})" if sigma and sigma.mode_lock else ""
    add(DepNode(id=MODE_LOCK, kind="mode_lock", label="transport-mode lock" + locked))
    for number, day in enumerate(plan, 1):
        day_id = add(DepNode(id=f"day:{number}", kind="day", label=f"day {number}: {day.get('current_city', '')}", days=(number,)))
        leg = _leg(number, day)
        items = [leg] if leg else []
        items += [_meal(number, slot, day[slot]) for slot in MEALS if is_filled(day.get(slot))]
        items += [_sight(number, i, entry) for i, entry in enumerate(_sights(day), 1)]
        for item in items:
            add(item)
            graph.add_edge(item.id, day_id, relation="part_of")
            if item.kind != "sight":
                graph.add_edge(item.id, BUDGET, relation="costs")
        if leg:
            graph.add_edge(leg.id, MODE_LOCK, relation="locks")
            graph.add_edge(MODE_LOCK, leg.id, relation="locks")
            for item in items[1:]:
                graph.add_edge(leg.id, item.id, relation="gates")
    for stay in _stays(plan):
        add(stay)
        graph.add_edge(stay.id, BUDGET, relation="costs")
        for night in stay.days:
            graph.add_edge(stay.id, f"day:{night}", relation="spans")
            if graph.has_node(f"leg:{night}"):
                graph.add_edge(f"leg:{night}", stay.id, relation="arrives_for")
    return graph


def view_of(graph: nx.DiGraph[str]) -> DepsView:
    nodes = tuple(data["node"] for _, data in graph.nodes(data=True))
    edges = tuple(DepEdge(source=a, target=b, relation=data["relation"]) for a, b, data in graph.edges(data=True))
    return DepsView(nodes=nodes, edges=edges)


def affected_days(graph: nx.DiGraph[str], hit: Iterable[str]) -> list[int]:
    """The days the hard edges reach from the ``hit`` nodes (a hit day node is itself affected)."""
    reached, frontier = set(hit), list(hit)
    while frontier:
        relation: str
        for _, target, relation in graph.out_edges(frontier.pop(), data="relation"):
            if relation in HARD and target not in reached:
                reached.add(target)
                frontier.append(target)
    return sorted({day for node in reached for day in graph.nodes[node]["node"].days})


def visit_days(plan: list[dict[str, Any]], city: str) -> list[int]:
    """The days a plan spends in ``city`` or moving into or out of it."""
    days = []
    for number, day in enumerate(plan, 1):
        text = str(day.get("current_city") or "")
        origin, destination = from_to(text)
        if city in (origin, destination) or text == city:
            days.append(number)
    return days


def elements_of(graph: nx.DiGraph[str], kind: str | None = None) -> list[DepNode]:
    """The element nodes (legs, stays, meals, sights), of one kind when given, in day order."""
    found = [data["node"] for _, data in graph.nodes(data=True) if data["node"].element is not None]
    return sorted((n for n in found if kind is None or n.kind == kind), key=lambda n: (n.days, n.id))


# --- the nodes of one day -----------------------------------------------------------------


def _leg(number: int, day: dict[str, Any]) -> DepNode | None:
    text = day.get("transportation") or ""
    if not is_filled(text):
        return None
    move = strict_transport(text)
    flight = flight_number(text)
    element = Element(kind="flight", name=flight) if flight else None
    route = f"{move.origin} → {move.destination}" if move.origin else text
    label = f"day {number} {move.mode or 'leg'} {flight + ' ' if flight else ''}{route}"
    # a drive is part of the plan too, but nothing in the sandbox can cancel it: no element
    return DepNode(id=f"leg:{number}", kind="leg", label=label, days=(number,), element=element)


def _meal(number: int, slot: str, entry: str) -> DepNode:
    name, city = name_city(entry)
    return DepNode(id=f"meal:{number}:{slot}", kind="meal", label=f"day {number} {slot}: {entry}", days=(number,),
                   element=Element(kind="restaurant", name=name, city=city))


def _sight(number: int, index: int, entry: str) -> DepNode:
    name, city = name_city(entry)
    return DepNode(id=f"sight:{number}:{index}", kind="sight", label=f"day {number} sight: {entry}", days=(number,),
                   element=Element(kind="attraction", name=name, city=city))


def _sights(day: dict[str, Any]) -> tuple[str, ...]:
    return attractions(day["attraction"], strict=True) if is_filled(day.get("attraction")) else ()


def _stays(plan: list[dict[str, Any]]) -> list[DepNode]:
    """One node per run of consecutive nights in the same listing."""
    runs: list[tuple[str, list[int]]] = []
    for number, day in enumerate(plan, 1):
        entry = day.get("accommodation") or ""
        if not is_filled(entry):
            continue
        if runs and runs[-1][0] == entry and runs[-1][1][-1] == number - 1:
            runs[-1][1].append(number)
        else:
            runs.append((entry, [number]))
    stays = []
    for entry, nights in runs:
        name, city = name_city(entry)
        span = f"{nights[0]}" if len(nights) == 1 else f"{nights[0]}-{nights[-1]}"
        stays.append(DepNode(id=f"stay:{span}", kind="stay", label=f"nights {span}: {entry}", days=tuple(nights),
                             element=Element(kind="accommodation", name=name, city=city)))
    return stays
