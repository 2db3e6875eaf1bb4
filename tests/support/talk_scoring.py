"""How a held-out talk set (tests/unit/nodes/chat/test_talk_heldout_fourth.py and later) is tallied when run as a
script: each item said on ``intent_scoring.STATE`` and judged by the set's ``outcome``; the items not right are printed
to stderr with what the chat did, and the tally with the set's size to stdout. One runner for every set, so each set's
``if __name__ == "__main__":`` block is one line."""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from tests.support.intent_scoring import STATE

Outcome = Callable[[tuple[str, Any], dict[str, Any], Any], tuple[str, object]]


def tally(items: Sequence[tuple[str, Any]], outcome: Outcome, sandbox: Any) -> Counter[str]:
    """The outcomes of ``items`` counted by kind ("right", "wrong"), each one not right printed to stderr."""
    counts: Counter[str] = Counter()
    for i, item in enumerate(items):
        kind, detail = outcome(item, STATE, sandbox)
        counts[kind] += 1
        if kind != "right":
            print(f"[{i}] {item[0]!r}: want {item[1]}, got {detail}", file=sys.stderr)
    return counts


def run_talk(items: Sequence[tuple[str, Any]], outcome: Outcome) -> None:
    """A talk set run as a script: its tally on the real sandbox, printed with the set's size."""
    from himap_travel.domain.sandbox.index import load_sandbox

    print(dict(tally(items, outcome, load_sandbox())), len(items))
