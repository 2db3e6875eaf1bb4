"""Simulated latency: a seeded delay per tool call or per decision, so a CPU run shows what parallelism gains."""

from __future__ import annotations

import random
import re
import time
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from himap_travel.domain.text.lazy_regex import lazy_compile

# ASCII digits only: Python reads "５-１０" (full width) as 5-10, which no one typing milliseconds meant
_RANGE = lazy_compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:-|:|,)\s*(\d+(?:\.\d+)?)\s*$", re.ASCII)


MAX_MS = 60_000.0  # a simulated delay of over a minute per call measures nothing but waiting


class LatencyError(ValueError):
    """A latency range that cannot be read."""


class SimulatedLatency(BaseModel):
    """A delay drawn uniformly from [low_ms, high_ms] for each call."""

    model_config = ConfigDict(frozen=True)

    low_ms: float = Field(default=50.0, ge=0, le=MAX_MS, allow_inf_nan=False)
    high_ms: float = Field(default=200.0, ge=0, le=MAX_MS, allow_inf_nan=False)

    @model_validator(mode="before")
    @classmethod
    def _from_text(cls, value: Any) -> Any:
        """``"50-200"``, the range as the command line and ``HIMAP_TOOL_LATENCY`` write it, read as those read it (a
        JSON client sets a run's latency so); "off" is no range: a setting takes null for no latency."""
        if not isinstance(value, str):
            return value
        latency = cls.parse(value)
        if latency is None:
            raise ValueError(f"{value!r} is no latency range: give null for no simulated latency")
        return latency.model_dump()

    @model_validator(mode="after")
    def _ordered(self) -> SimulatedLatency:
        if self.high_ms < self.low_ms:
            raise ValueError(f"bad latency range {self.low_ms:g}-{self.high_ms:g} ms (need low <= high)")
        return self

    @classmethod
    def parse(cls, text: str | None) -> SimulatedLatency | None:
        """``"50-200"`` (milliseconds) → a range; ``None``, ``""``, ``"off"`` or ``"0"`` → no latency."""
        if text is None or text.strip().lower() in ("", "off", "none", "0"):
            return None
        found = _RANGE.match(text)
        if not found:
            raise LatencyError(f"cannot read latency {text!r}: give LOW-HIGH in milliseconds, e.g. 50-200, or 'off'")
        low, high = float(found.group(1)), float(found.group(2))
        if high < low:
            raise LatencyError(f"bad latency range {low:g}-{high:g} ms (need low <= high)")
        if high > MAX_MS:
            raise LatencyError(f"latency {text!r}: at most {MAX_MS:g} ms per call")
        return cls(low_ms=low, high_ms=high)

    def label(self) -> str:
        return f"{self.low_ms:g}-{self.high_ms:g}ms"


class Delay:
    """The seeded delays of one role: the same seed and key give the same sequence of sleeps."""

    def __init__(self, latency: SimulatedLatency | None, seed: str) -> None:
        self.latency = latency
        self._rng = random.Random(seed) if latency else None

    @property
    def drawing(self) -> bool:
        """Whether ``draw`` can give anything but 0 (a latency is set)."""
        return bool(self.latency and self._rng)

    def draw(self) -> float:
        """The next delay in seconds (0 without latency): a batch draws its calls' delays in call order first."""
        if self.latency and self._rng:
            return self._rng.uniform(self.latency.low_ms, self.latency.high_ms) / 1000
        return 0.0

    def sleep(self) -> None:
        seconds = self.draw()
        if seconds:
            time.sleep(seconds)
