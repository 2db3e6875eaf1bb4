"""The disruption benchmark's figures: ``report.json``, ``report.md`` and a PNG, from the cases.

Rates are over the *repairable* cases (a full re-plan in the disrupted world
found a valid plan): a repair cannot be asked to find a plan that does not
exist. Days changed are averaged over the repaired cases, beside the
affected set the dependency graph predicted and the days a full re-plan
changed, and the repairs that changed a day outside their affected set are
counted. Times are over every case that ran both.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from himap_travel.domain.figures import plt, save_figure
from himap_travel.harness.bench.disrupt_case import DisruptCase
from himap_travel.harness.bench.markdown import fixed, percent, table, title_block
from himap_travel.harness.outputs import write_whole

PLOT = "disrupt_days_changed.png"


def _mean(values: Sequence[float]) -> float | None:
    return round(statistics.fmean(values), 4) if values else None


def group_metrics(cases: Sequence[DisruptCase]) -> dict[str, float | int | None]:
    """The issue's metrics (and a few more) for one group of cases."""
    ran = [c for c in cases if c.error is None]
    repairable = [c for c in ran if c.repairable]
    repaired = [c for c in repairable if c.repair_status == "valid" and c.element_gone]
    repair_s, full_s = [c.repair_seconds for c in ran], [c.full_seconds for c in ran]
    ratios = [c.full_seconds / c.repair_seconds for c in ran if c.repair_seconds > 0]
    return {
        "cases": len(cases),
        "errors": len(cases) - len(ran),
        "repairable": len(repairable),
        "repair_rate": round(len(repaired) / len(repairable), 4) if repairable else None,
        "mean_days_changed": _mean([len(c.changed_days) for c in repaired]),
        "mean_affected_days": _mean([len(c.affected_days) for c in repaired]),
        "mean_full_replan_days_changed": _mean([len(c.full_changed_days) for c in repaired]),
        "changed_beyond_affected": sum(1 for c in repaired if not set(c.changed_days) <= set(c.affected_days)),
        "mean_repair_seconds": _mean(repair_s),
        "mean_full_replan_seconds": _mean(full_s),
        "speedup": round(statistics.fmean(full_s) / statistics.fmean(repair_s), 2) if repair_s and statistics.fmean(repair_s) > 0 else None,
        "median_speedup": round(statistics.median(ratios), 2) if ratios else None,
        "repaired_locally": _share(repaired, lambda c: c.repair_level in ("none", "days")),
        "element_gone_rate": _share(ran, lambda c: c.element_gone),
        "unaffected_identical_rate": _share(ran, lambda c: c.unaffected_identical),
        "unrepairable": len(ran) - len(repairable),
        "unrepairable_certified": sum(1 for c in ran if not c.repairable and c.certified),
        # both must be 0: a repair called valid that keeps what the disruption took away, or where no plan exists
        "repaired_with_element_kept": sum(1 for c in ran if c.repair_status == "valid" and not c.element_gone),
        # a full re-plan that gave no answer in time (``error``) proves nothing: counted apart, never as "no plan exists"
        "valid_but_unrepairable": sum(1 for c in ran if not c.repairable and c.full_status != "error" and c.repair_status == "valid"),
        "full_replan_no_answer": sum(1 for c in ran if c.full_status == "error"),
        # during the trip (--mid-trip): repairs that changed a lived day, or what was past on the current day (must be 0)
        "changed_lived_days": sum(1 for c in ran if c.changed_lived),
        # valid repairs that changed a day outside the affected set: with the exact solver's proof that they had to, or without (0)
        "widened_with_proof": sum(1 for c in ran if c.repair_status == "valid" and c.widened_days and c.widened_proof),
        "widened_without_proof": sum(1 for c in ran if c.repair_status == "valid" and c.widened_days and not c.widened_proof),
    }


def _share(cases: Sequence[DisruptCase], test: Callable[[DisruptCase], bool]) -> float | None:
    return round(sum(1 for c in cases if test(c)) / len(cases), 4) if cases else None


def write_reports(cases: Sequence[DisruptCase], split: str, out: Path, command: str | None, policy: str = "expert",
                  mid_trip: bool = False) -> dict[str, Any]:
    kinds = sorted({c.kind for c in cases})
    lengths = sorted({c.days for c in cases})
    planned = "" if policy == "expert" else f" (trips planned by the {policy})"
    during = ", during the trip (each element on its own day)" if mid_trip else ""
    report = {
        "title": f"Run-time monitor: disruption repair on {split}{planned}{during}",
        "split": split,
        "policy": policy,
        "mid_trip": mid_trip,
        "command": command,
        "metrics": group_metrics(cases),
        "by_kind": {kind: group_metrics([c for c in cases if c.kind == kind]) for kind in kinds},
        "by_days": {str(days): group_metrics([c for c in cases if c.days == days]) for days in lengths},
        "by_level": {level: group_metrics([c for c in cases if c.repair_level == level])
                     for level in ("none", "days", "coordinator", "solver")},
    }
    write_whole(out / "report.json", json.dumps(report, indent=2) + "\n")
    write_whole(out / "report.md", markdown(report))
    plot(report, out / PLOT)
    return report


COLUMNS = (("cases", "cases", None), ("repairable", "repairable", None), ("repair_rate", "repaired", "pct"),
           ("mean_affected_days", "affected days", 2), ("mean_days_changed", "days changed", 2),
           ("mean_full_replan_days_changed", "full re-plan changed", 2), ("mean_repair_seconds", "repair s", 3),
           ("mean_full_replan_seconds", "full re-plan s", 3), ("speedup", "speedup", 1))


def _row(name: str, metrics: dict[str, Any]) -> list[str]:
    cells = [name]
    for key, _, digits in COLUMNS:  # digits: "pct" (a percentage), a number of decimals, or None (the value as it is)
        value = metrics[key]
        if digits == "pct":
            cells.append(percent(value, 1))
        elif isinstance(digits, int):
            cells.append(fixed(value, digits, "×" if key == "speedup" else ""))
        else:
            cells.append(str(value))
    return cells


def markdown(report: dict[str, Any]) -> str:
    header = ["group", *(label for _, label, _ in COLUMNS)]
    m = report["metrics"]
    lines = title_block(report["title"], report["command"])
    lines += [
        "A case is one element of a delivered plan made unavailable (each flight and stay the plan uses, "
        "two of its meals and two of its sights, one at a time). It is *repairable* when planning the whole trip "
        "again in the disrupted world (the exact solver as the fallback) gives a valid plan. Days changed are "
        "averaged over the repaired cases; times over all cases.",
        "",
        f"- repair rate: **{percent(m['repair_rate'], 1)}** of {m['repairable']} repairable cases "
        f"({percent(m['repaired_locally'], 1)} of them without the coordinator)",
        f"- days changed: **{fixed(m['mean_days_changed'], 2)}** on average, against {fixed(m['mean_affected_days'], 2)} "
        f"affected and {fixed(m['mean_full_replan_days_changed'], 2)} changed by a full re-plan; repairs that changed "
        f"a day outside their affected set: {m['changed_beyond_affected']}",
        f"- time: **{fixed(m['mean_repair_seconds'], 3)} s** per repair against {fixed(m['mean_full_replan_seconds'], 3)} s "
        f"per full re-plan: **{fixed(m['speedup'], 1, '×')}** (median per case {fixed(m['median_speedup'], 1, '×')})",
        f"- the disrupted element is gone from {percent(m['element_gone_rate'], 1)} of the plans (a case counts as repaired "
        f"only then); the days the monitor did not release are identical in {percent(m['unaffected_identical_rate'], 1)}",
        f"- called valid but still holding the disrupted element: **{m['repaired_with_element_kept']}**; called valid where "
        f"no plan exists: **{m['valid_but_unrepairable']}** (both must be 0)",
        f"- changed a lived day (or what was past on the current day): **{m['changed_lived_days']}**; valid repairs widened "
        f"beyond the affected days with the exact solver's proof: {m['widened_with_proof']}, without: "
        f"**{m['widened_without_proof']}** (must be 0)",
        f"- not repairable: {m['unrepairable']} cases ({m['unrepairable_certified']} with the solver's certificate; "
        f"{m['full_replan_no_answer']} where the full re-plan gave no answer within the solver's time limit); "
        f"errors: {m['errors']}",
        "",
        "## By disruption kind",
        "",
        *table(header, [_row("all", m), *(_row(k, v) for k, v in report["by_kind"].items())]),
        "",
        "## By trip length (days)",
        "",
        *table(header, [_row(k, v) for k, v in report["by_days"].items()]),
        "",
        "## By how the repair was made",
        "",
        *table(header, [_row(k, v) for k, v in report["by_level"].items() if v["cases"]]),
        "",
        f"![days changed]({PLOT})",
        "",
    ]
    return "\n".join(lines)


def plot(report: dict[str, Any], path: Path) -> Path:
    """Per kind: days the graph said were affected, days the repair changed, days a full re-plan changed."""
    kinds = list(report["by_kind"])
    series = (("mean_affected_days", "affected"), ("mean_days_changed", "changed by the repair"),
              ("mean_full_replan_days_changed", "changed by a full re-plan"))
    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    width = 0.27
    for offset, (key, label) in zip((-width, 0.0, width), series, strict=True):
        values = [report["by_kind"][k][key] or 0.0 for k in kinds]
        bars = ax.bar([i + offset for i in range(len(kinds))], values, width, label=label)
        ax.bar_label(bars, fmt="%.1f", fontsize=7)
    ax.set_xticks(range(len(kinds)), kinds)
    ax.set_ylabel("days per repaired case")
    ax.set_title(report["title"], fontsize=9)
    ax.legend(fontsize=7)
    return save_figure(fig, path)
