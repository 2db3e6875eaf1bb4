"""The dependency graph for people: as text lines (``replan --show-deps``) or as a PNG (``--deps-png``).

The PNG lays the graph out as the trip runs: one column per day, one row per
kind of element (legs, stays, meals, sights, the day plans), the budget and
the mode lock off to the side; hard edges drawn solid, soft ones dotted,
and the nodes a disruption hit in red.
"""

from __future__ import annotations

from pathlib import Path

from himap_travel.planning.monitor.deps import HARD, DepsView

ROWS = {"leg": 4, "stay": 3, "meal": 2, "sight": 1, "day": 0}


def deps_lines(view: DepsView, hit: tuple[str, ...] = ()) -> list[str]:
    """One line per node (what it is, what depends on it); hit nodes marked ``!``."""
    by_source: dict[str, list[str]] = {}
    for edge in view.edges:
        by_source.setdefault(edge.source, []).append(f"{edge.relation} → {edge.target}")
    lines = []
    for node in view.nodes:
        mark = "!" if node.id in hit else " "
        lines.append(f"{mark} {node.id:<14} {node.label}")
        lines += [f"      {text}" for text in sorted(by_source.get(node.id, []))]
    return lines


def deps_png(view: DepsView, path: Path, hit: tuple[str, ...] = ()) -> Path:
    import networkx as nx

    from himap_travel.domain.figures import plt, save_figure

    graph = view.graph()
    days = max((d for n in view.nodes for d in n.days), default=1)
    positions: dict[str, tuple[float, float]] = {}
    used: dict[tuple[str, float], int] = {}
    for node in view.nodes:
        if node.kind in ROWS:
            x = sum(node.days) / len(node.days)
            slot = used[(node.kind, x)] = used.get((node.kind, x), -1) + 1
            positions[node.id] = (x + 0.18 * slot, ROWS[node.kind] + 0.25 * (slot % 2))
        else:
            positions[node.id] = (days + 1, 1.5 if node.kind == "budget" else 3.5)
    fig, ax = plt.subplots(figsize=(2.2 * days + 3, 6))
    hard = [(e.source, e.target) for e in view.edges if e.relation in HARD]
    soft = [(e.source, e.target) for e in view.edges if e.relation not in HARD]
    nx.draw_networkx_edges(graph, positions, edgelist=hard, ax=ax, edge_color="#555", arrowsize=8)
    nx.draw_networkx_edges(graph, positions, edgelist=soft, ax=ax, edge_color="#bbb", style="dotted", arrowsize=6)
    colours = ["#d62728" if n in hit else "#9ecae1" for n in graph.nodes]
    nx.draw_networkx_nodes(graph, positions, ax=ax, node_color=colours, node_size=220)
    labels = {n.id: n.id for n in view.nodes}
    nx.draw_networkx_labels(graph, positions, labels, ax=ax, font_size=6)
    ax.set_title("dependency graph of the plan (solid: hard, dotted: soft; red: hit)", fontsize=9)
    ax.axis("off")
    return save_figure(fig, path)
