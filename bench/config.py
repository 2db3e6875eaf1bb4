"""The settings of one benchmark run, and the key its results are stored under.

Everything that changes what a run plans (split, policy, ablation, P, text or
structured input, simulated latencies, seed) is part of the run key: results
stored under one key are never reused for a different setting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from tools.toolbox import SimulatedLatency

ABLATIONS = ("no-sigma", "no-coordinator", "no-bargaining", "sequential")
POLICIES = ("expert", "llm")
FULL = "full"  # the name of the variant without ablation

_RANGE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:-|:|,)\s*(\d+(?:\.\d+)?)\s*$")


class BenchConfigError(ValueError):
    """A benchmark setting that cannot be used (names what is wrong)."""


@dataclass(frozen=True)
class LatencyRange:
    """A simulated delay drawn uniformly from [low_ms, high_ms] per call."""

    low_ms: float
    high_ms: float

    def __post_init__(self) -> None:
        if self.low_ms < 0 or self.high_ms < self.low_ms:
            raise BenchConfigError(f"bad latency range {self.low_ms}-{self.high_ms} ms (need 0 <= low <= high)")

    @classmethod
    def parse(cls, text: str | None) -> LatencyRange | None:
        """``"50-200"`` (milliseconds) → a range; ``None``, ``""``, ``"off"`` or ``"0"`` → no latency."""
        if text is None or text.strip().lower() in ("", "off", "none", "0"):
            return None
        found = _RANGE.match(text)
        if not found:
            raise BenchConfigError(f"cannot read latency {text!r}: give LOW-HIGH in milliseconds, e.g. 50-200, or 'off'")
        return cls(float(found.group(1)), float(found.group(2)))

    def simulated(self, seed: int) -> SimulatedLatency:
        return SimulatedLatency(low_ms=self.low_ms, high_ms=self.high_ms, seed=seed)

    def label(self) -> str:
        return f"{self.low_ms:g}-{self.high_ms:g}ms"


@dataclass(frozen=True)
class BenchConfig:
    """One benchmark run: a split under one policy and (at most) one ablation, over ``seeds`` seeds."""

    split: str = "validation_dev"
    policy: str = "expert"
    ablation: str | None = None
    seeds: int = 1
    concurrency: int = 4  # queries planned at once
    executors: int = 3  # P: day executors at once within a query
    from_text: bool = False  # plan from the query text instead of the structured row
    tool_latency: LatencyRange | None = None
    decision_latency: LatencyRange | None = None
    limit: int | None = None  # only the first N queries (quick runs)
    out: Path | None = None
    db: Path | None = None
    data: str | None = None
    base_url: str | None = None
    model: str | None = None
    extra_llm: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.policy not in POLICIES:
            raise BenchConfigError(f"unknown policy {self.policy!r}; choose one of {', '.join(POLICIES)}")
        if self.ablation is not None and self.ablation not in ABLATIONS:
            raise BenchConfigError(f"unknown ablation {self.ablation!r}; choose one of {', '.join(ABLATIONS)}")
        for name in ("seeds", "concurrency", "executors"):
            if getattr(self, name) < 1:
                raise BenchConfigError(f"--{name} must be at least 1")
        if self.limit is not None and self.limit < 1:
            raise BenchConfigError("--limit must be at least 1")

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
        suffix = f"-{self.ablation}" if self.ablation else ""
        return Path("runs/bench") / f"{self.split_name}-{self.policy}{suffix}"

    @property
    def db_path(self) -> Path:
        return Path(self.db) if self.db is not None else self.out_dir / "results.sqlite"

    @property
    def llm_settings(self) -> dict:
        settings = {key: value for key, value in (("base_url", self.base_url), ("model", self.model)) if value}
        return {**settings, **self.extra_llm}

    def run_key(self, seed: int) -> str:
        """The key of this setting's results for one seed (readable, and unique per setting)."""
        split = self.split if self.split in ("train", "validation_dev") else str(Path(self.split).expanduser().resolve())
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
        return "|".join(parts)

    def with_ablation(self, ablation: str | None, out: Path | None = None, db: Path | None = None) -> BenchConfig:
        return replace(self, ablation=ablation, out=out if out is not None else self.out, db=db if db is not None else self.db)
