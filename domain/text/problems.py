"""A value's problems in one message: the first few named, the rest counted.

A refused file or request names what is wrong with it; a value with thousands of problems (a constraint literal of
300,000 keys) named each one and made a 19 MB error message. Every refusal that lists problems goes through here.
"""

from __future__ import annotations

from collections.abc import Sequence

MOST_PROBLEMS = 5  # named in one message; the rest counted


def first_problems(problems: Sequence[str]) -> str:
    """The first ``MOST_PROBLEMS`` problems, "; "-joined, and how many more."""
    shown = "; ".join(problems[:MOST_PROBLEMS])
    return shown + (f"; and {len(problems) - MOST_PROBLEMS:,} more" if len(problems) > MOST_PROBLEMS else "")
