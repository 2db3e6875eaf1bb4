"""Place names a model writes, matched to the sandbox's own (case, a "(State)" suffix, near misses)."""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import process


def plain_name(name: str) -> str:
    """'Rockford(Illinois)' → 'Rockford' (the paper's coordinator writes cities that way)."""
    return name.split("(", 1)[0].strip()


def match_name(name: str, choices: Iterable[str]) -> str | None:
    """The choice ``name`` means, ignoring case and a "(State)" suffix; None when there is none."""
    wanted = plain_name(name).casefold()
    return next((choice for choice in choices if choice.casefold() == wanted), None)


def suggestions(name: str, choices: Iterable[str], limit: int = 3) -> list[str]:
    return [choice for choice, _, _ in process.extract(plain_name(name), list(choices), limit=limit, score_cutoff=60)]
