"""The settings of one benchmark run, and the key its results are stored under.

Everything that changes what a run plans (split, policy, ablation, P, text or
structured input, simulated latencies, seed) is part of the run key: results
stored under one key are never reused for a different setting.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from himap_travel.domain.sandbox.paths import expanded
from himap_travel.planning.runtime.names import ABLATIONS, OBJECTIVES, POLICIES
from himap_travel.tools.latency import SimulatedLatency

FULL = "full"  # the name of the variant without ablation


MAX_SEEDS = 100  # each seed plans every query again: more is a typo, not a run that would ever end


class BenchConfigError(ValueError):
    """A benchmark setting that cannot be used (names what is wrong)."""


@dataclass(frozen=True)
class BenchConfig:
    """One benchmark run: a split under one policy and (at most) one ablation, over ``seeds`` seeds."""

    split: str = "validation_dev"
    policy: str = "expert"
    # cheapest by default: the benchmark's figures stay comparable with every earlier run and published system
    objective: str = "cheapest"
    ablation: str | None = None
    seeds: int = 1
    queries_at_once: int = 4  # queries planned at once (P, executors, is per query)
    executors: int = 3  # P: day executors at once within a query
    from_text: bool = False  # plan from the query text instead of the structured row
    tool_latency: SimulatedLatency | None = None
    decision_latency: SimulatedLatency | None = None
    limit: int | None = None  # only the first N queries (quick runs)
    out: Path | None = None
    db: Path | None = None
    data: str | None = None
    base_url: str | None = None
    model: str | None = None
    extra_llm: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.policy not in POLICIES:
            raise BenchConfigError(f"unknown policy {self.policy!r}; choose one of {', '.join(POLICIES)}")
        if self.objective not in OBJECTIVES:
            raise BenchConfigError(f"unknown objective {self.objective!r}; choose one of {', '.join(OBJECTIVES)}")
        if self.ablation is not None and self.ablation not in ABLATIONS:
            raise BenchConfigError(f"unknown ablation {self.ablation!r}; choose one of {', '.join(ABLATIONS)}")
        for name in ("seeds", "queries_at_once", "executors"):
            if getattr(self, name) < 1:
                raise BenchConfigError(f"--{name.replace('_', '-')} must be at least 1")
        if self.seeds > MAX_SEEDS:
            raise BenchConfigError(f"--seeds {self.seeds}: at most {MAX_SEEDS} (each seed plans every query again)")
        if self.limit is not None and self.limit < 1:
            raise BenchConfigError("--limit must be at least 1")

    @property
    def input(self) -> str:
        """What the planner was given: the query text (parsed by the extractor) or the structured fields."""
        return "query text" if self.from_text else "structured fields"

    @property
    def variant(self) -> str:
        return self.ablation or FULL

    @property
    def split_name(self) -> str:
        """A short name for the split (the file stem for a CSV path)."""
        return Path(self.split).stem if self.split.endswith(".csv") else self.split

    @property
    def out_dir(self) -> Path:
        if self.out is not None:
            return Path(self.out)
        suffix = (f"-{self.ablation}" if self.ablation else "") + ("-text" if self.from_text else "")
        suffix += "-best" if self.objective == "best" else ""  # a best run never overwrites the cheapest one
        return Path("runs/bench") / f"{self.split_name}-{self.policy}{suffix}"  # a --from-text run never overwrites the structured one

    @property
    def db_path(self) -> Path:
        return Path(self.db) if self.db is not None else self.out_dir / "results.sqlite"

    @property
    def llm_settings(self) -> dict[str, Any]:
        settings = {key: value for key, value in (("base_url", self.base_url), ("model", self.model)) if value}
        return {**settings, **self.extra_llm}

    def run_key(self, seed: int) -> str:
        """The key of this setting's results for one seed (readable, and unique per setting)."""
        split = self.split if self.split in ("train", "validation_dev") else str(expanded(self.split).resolve())
        policy = self.policy + (f"[{self.model}]" if self.policy == "llm" and self.model else "")
        parts = [
            split,
            policy,
            self.variant,
            f"P{self.executors}",
            "text" if self.from_text else "spec",
            f"tool={self.tool_latency.label() if self.tool_latency else 'off'}",
            f"decision={self.decision_latency.label() if self.decision_latency else 'off'}",
            f"seed{seed}",
        ]
        if self.objective != "cheapest":  # cheapest keys stay as they were: stores made before the objective still resume
            parts.insert(-1, f"objective={self.objective}")
        return "|".join(parts)

    def with_ablation(self, ablation: str | None, out: Path | None = None, db: Path | None = None) -> BenchConfig:
        return replace(self, ablation=ablation, out=out if out is not None else self.out, db=db if db is not None else self.db)
