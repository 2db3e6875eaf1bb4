"""How a set of leftover classes is scored: one home for tests/unit/domain/parsing/test_reading_leftovers_*.py.

Each item is (base, wish, expected): ``base + wish`` is read, and ``miss`` says why the reading is not ``expected``
(None when it is). ``want`` builds an expected outcome: ``read`` the local constraints the whole request must read as
(lists compared sorted), ``named`` words each of which some not-kept wish holds (else nothing may be named, unless
``loose``), ``spec`` the trip's fields, ``refused`` words the refusal's problems (or missing fields) hold, ``precise``:
no naming says only that no reader understood, ``warn`` words a warning holds.
"""

from __future__ import annotations

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import read_as

UNCLEAR = "no reader understood"


def want(read: dict | None = None, *named: str, loose: bool = False, precise: bool = False, spec: dict | None = None,
         refused: str | None = None, warn: str = "") -> dict:
    """An expected outcome (see the module docstring)."""
    return {"read": read or {}, "named": list(named), "loose": loose, "precise": precise, "spec": spec or {},
            "refused": refused, "warn": warn}


def local(request) -> dict:
    """The local constraints set, lists sorted (the order of a list is no part of the wish)."""
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    return {k: sorted(v) if isinstance(v, list) and all(isinstance(x, str) for x in v) else v for k, v in got.items()}


def miss(base: str, wish: str, expected: dict, sandbox) -> str | None:
    """Why ``base + wish`` is not read as ``expected`` (None when it is)."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        said = " ".join([*error.missing, *error.problems])
        if expected["refused"] and expected["refused"] in said.lower():
            return None
        return f"refused: {said}"
    if expected["refused"]:
        return "read, not refused"
    got = read_as(local(request), expected["read"], wish)
    if got != {k: sorted(v) if isinstance(v, list) and all(isinstance(x, str) for x in v) else v
               for k, v in expected["read"].items()}:
        return f"read {got}"
    wrong = {k: getattr(request.spec, k) for k, v in expected["spec"].items() if getattr(request.spec, k) != v}
    if wrong:
        return f"spec {wrong}"
    names = [str(item).lower() for item in request.not_kept]
    if any(not any(word.lower() in n for n in names) for word in expected["named"]):
        return f"not named: {request.not_kept}"
    if names and not expected["named"] and not expected["loose"]:
        return f"named: {request.not_kept}"
    if expected["precise"] and any(UNCLEAR in n for n in names):
        return f"vague: {request.not_kept}"
    if expected["warn"] not in " ".join(request.warnings).lower():
        return f"not warned: {request.warnings}"
    return None


def check_class(kind: str, items: list[tuple[str, str, dict]], gaps: list[str], sandbox) -> None:
    """A class's test: exactly the listed gaps missed (a gap closed or a new miss both fail)."""
    outcomes = {base + wish: miss(base, wish, expected, sandbox) for base, wish, expected in items}
    missed = sorted(text for text, why in outcomes.items() if why is not None)
    print(kind, len(outcomes) - len(missed), "of", len(outcomes), {t[-60:]: outcomes[t] for t in missed})
    assert missed == sorted(gaps), {t: outcomes[t] for t in missed}


def print_classes(classes: dict[str, list[tuple[str, str, dict]]]) -> None:
    """Each class's figure and misses, printed (a set's ``__main__``: how HEAD is scored)."""
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    for name, items in classes.items():
        why = [(wish, miss(base, wish, expected, box)) for base, wish, expected in items]
        print(f"{name}: {sum(w is None for _, w in why)} of {len(why)}")
        for wish, reason in why:
            if reason:
                print(f"   {wish!r}: {reason}")


def missed_of(items: list[tuple[str, str, dict]], sandbox) -> list[str]:
    """The wishes of ``items`` (base, wish, expected) whose whole reading is not as expected, each printed with why
    (``-s``): the held-out sets' mixed and soft wishes."""
    why = {wish: miss(base, wish, expected, sandbox) for base, wish, expected in items}
    print({wish: reason for wish, reason in why.items() if reason})
    return sorted(wish for wish, reason in why.items() if reason)


def reason_miss(base: str, wish: str, own: dict, word: str, reason: str, sandbox) -> str | None:
    """Why ``base + wish`` is not named (or refused) for ``reason`` with ``word``, nothing read beyond the request's
    ``own`` reading (None when it is): the held-out sets' wishes named for a reason."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        said = " ".join(error.problems).lower()
        return None if word in said and reason in said else f"refused: {said}"
    if read_as(local(request), own, wish) != own:
        return f"read {local(request)}"
    names = [str(item).lower() for item in request.not_kept]
    if not any(word in n and reason in n for n in names) or any(UNCLEAR in n for n in names):
        return f"named {names}"
    return None
