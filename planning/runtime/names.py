"""The names a user picks from, defined once: policies and ablations (no imports, so the CLI starts fast)."""

from __future__ import annotations

from typing import Literal, get_args

PolicyName = Literal["expert", "llm", "solver"]
AblationName = Literal["no-sigma", "no-coordinator", "no-bargaining", "sequential", "no-solver"]
POLICIES: tuple[str, ...] = get_args(PolicyName)
ABLATIONS: tuple[str, ...] = get_args(AblationName)
