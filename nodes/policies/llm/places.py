"""Place names a model writes, matched to the sandbox's own (case, a "(State)" suffix, near misses)."""

from __future__ import annotations

from collections.abc import Iterable

from rapidfuzz import process

from sandbox.index import Sandbox


def plain_name(name: str) -> str:
    """'Rockford(Illinois)' → 'Rockford' (the paper's coordinator writes cities that way)."""
    return name.split("(", 1)[0].strip()


def match_name(name: str, choices: Iterable[str]) -> str | None:
    """The choice ``name`` means, ignoring case and a "(State)" suffix; None when there is none."""
    wanted = plain_name(name).casefold()
    return next((choice for choice in choices if choice.casefold() == wanted), None)


def suggestions(name: str, choices: Iterable[str], limit: int = 3) -> list[str]:
    return [choice for choice, _, _ in process.extract(plain_name(name), list(choices), limit=limit, score_cutoff=60)]


def destination_cities(spec_dest: str, visiting: int, origin: str, sandbox: Sandbox) -> list[str]:
    """The cities a coordinator may choose: the destination city itself, or the destination state's cities."""
    city = match_name(spec_dest, sandbox.cities)
    if city is not None and visiting == 1:
        return [city]
    state = match_name(spec_dest, sandbox.states) or (sandbox.cities.get(city) if city else None)
    return [c for c in sandbox.cities_in_state(state or "") if c != origin]
