"""``flex build-3turn``: more 3-turn instances, built from the shipped 2-turn ones (deterministic).

The official 3-turn files are not available (two small ones are shipped).
The official sets pair the budget with a room type, a house rule or a cuisine,
revealed in both orders. So: take every instance of the 2-turn budget file
(``val_dataset_without_budget_one.json``: budget withheld, the rest given),
and for each of its house rule, room type and cuisine, withhold that one too:

1. from the structured fields (it becomes None in ``local_constraint``);
2. from the query text: a sentence that states only it is dropped; in a
   sentence that also states something else, the clause that states it is
   dropped (clauses split at ", " and " and ");
3. verified by reading both texts with the project's rule parser
   (``parsing.read_text``): the new text must read exactly as the old one
   except that the withheld constraint is gone. A text that cannot be cut so
   (the constraint shares its clause with another) is skipped, and
   ``manifest.json`` says which and why.

Each kept pair gives two instances: ``global_local`` reveals the budget at
turn 2 and the local constraint at turn 3, ``local_global`` the reverse.
Written in FlexTravelBench's own format, so ``flex run`` reads them as the
shipped files. Nothing random: the same input gives the same files.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.harness.flex.data import MANIFEST, FlexInstance, NewConstraint, instance_json, load_file

SOURCE = "val_dataset_without_budget_one.json"
PAIRED = ("house rule", "room type", "cuisine")  # the local constraints the official 3-turn sets pair with the budget
ORDERINGS = {"global_local": "3turn_built_global_local.json", "local_global": "3turn_built_local_global.json"}
_SENTENCES = lazy_compile(r"(?<=[.?!])\s+")
_CLAUSES = lazy_compile(r"(,\s+(?:and\s+)?|\s+and\s+)")


def _reading(text: str, sandbox: Any) -> dict[str, Any] | None:
    """What the rule parser reads in ``text`` (the fields that matter here), None if it cannot read it."""
    from himap_travel.domain.parsing import QueryParseError, read_text

    try:
        found = read_text(text, sandbox)
    except QueryParseError:
        return None
    local = found.local_constraint.as_row()
    cuisine = found.local_constraint.cuisine  # the row's "cuisine", typed
    local["cuisine"] = sorted(cuisine) if cuisine else None
    return {"org": found.org, "dest": found.dest, "date": found.date, "people_number": found.people_number,
            "budget": found.budget, "visiting_city_number": found.visiting_city_number, **local}


Reader = Callable[[str], dict[str, Any] | None]


def _remembered(sandbox: Any) -> Reader:
    """``_reading`` that reads each text once: the three kinds of one source cut the same text into the same
    candidates (959 readings of 585 texts in the shipped file)."""
    readings: dict[str, dict[str, Any] | None] = {}

    def read(text: str) -> dict[str, Any] | None:
        if text not in readings:
            readings[text] = _reading(text, sandbox)
        return readings[text]
    return read


def without(text: str, kind: str, sandbox: Any, read: Reader | None = None) -> tuple[str | None, str]:
    """``text`` with the constraint ``kind`` cut out, verified by the parser; (None, why) when it cannot be.

    A text may state it twice ("for 4 people, including children under 10, ...
    We require accommodations suitable for children under 10."): a cut that
    leaves the reading unchanged is followed by a second cut. ``read`` reads a text (``_remembered``'s when
    many cuts share texts).
    """
    read = read or _remembered(sandbox)
    before = read(text)
    if before is None or before.get(kind) is None:
        return None, f"the parser does not read a {kind} in the text"
    found = _cut(text, before, {**before, kind: None}, read, depth=2)
    return (found, "ok") if found else (None, f"no sentence or clause states the {kind} alone")


def _cut(text: str, before: dict[str, Any], wanted: dict[str, Any], read: Reader, depth: int) -> str | None:
    unchanged: list[str] = []
    for candidate in _candidates(text):
        reading = read(candidate)
        if reading == wanted:
            return candidate
        if reading == before:
            unchanged.append(candidate)
    for candidate in unchanged if depth > 1 else ():
        found = _cut(candidate, before, wanted, read, depth - 1)
        if found:
            return found
    return None


def _candidates(text: str) -> Iterator[str]:
    """Whole sentences dropped first, then single clauses (in text order)."""
    sentences = _SENTENCES.split(text.strip())
    for i in range(len(sentences)):
        if len(sentences) > 1:
            yield " ".join(sentences[:i] + sentences[i + 1:])
    for i, sentence in enumerate(sentences):
        parts = _CLAUSES.split(sentence)  # clause, separator, clause, ...
        for j in range(0, len(parts), 2):
            if len(parts) > 1:
                for shortened in _drop_clause(parts, j):
                    yield " ".join(sentences[:i] + [shortened] + sentences[i + 1:])


def _drop_clause(parts: list[str], j: int) -> list[str]:
    """The sentence without clause ``j`` (and the separator before it, or after it for the first clause).

    Dropping the first of "X that A and B" leaves "B" without its subject: the
    subject is carried over ("X that B", or "We are ..." for "are ..."); the bare
    clause is the last resort.
    """
    end = re.search(r"[.?!]+$", parts[-1])
    kept = parts[:j - 1] + parts[j + 1:] if j > 0 else parts[2:]
    sentence = "".join(kept).strip()
    if end and not re.search(r"[.?!]$", sentence):
        sentence = sentence.rstrip(",; ") + end.group()
    shapes = [sentence]
    if j == 0 and parts[1].strip(", ") == "and":
        lead = re.match(r"(.*\b(?:that|which)\s+)", parts[0])
        subject = parts[0].split()[0]
        shapes = ([f"{subject} {sentence}"] if sentence.startswith("are ") else []) + \
                 ([lead.group(1) + sentence] if lead else []) + shapes
    return [shape[:1].upper() + shape[1:] for shape in shapes]


def build(source: FlexInstance, kind: str, text: str) -> dict[str, FlexInstance]:
    """The two orderings of one (instance, local constraint) pair."""
    budget = source.new_constraints[0]
    local = NewConstraint(kind=kind, value=source.local_constraint[kind])
    fields = {**source.model_dump(exclude={"new_constraints", "local_constraint", "query"}),
              "local_constraint": {**source.local_constraint, kind: None}, "query": text}
    return {name: FlexInstance.model_validate({**fields, "file": Path(file).stem,
                                               "new_constraints": [budget, local] if name == "global_local" else [local, budget]})
            for name, file in ORDERINGS.items()}


def build_3turn(data_dir: Path, out: Path, sandbox: Any) -> dict[str, Any]:
    """Write both orderings and ``manifest.json`` into ``out``; returns the manifest."""
    sources = load_file(data_dir / SOURCE)
    built: dict[str, list[FlexInstance]] = {name: [] for name in ORDERINGS}
    skipped = []
    read = _remembered(sandbox)
    for source in sources:
        for kind in PAIRED:
            if not source.local_constraint.get(kind):
                continue
            text, why = without(source.query, kind, sandbox, read)
            if text is None:
                skipped.append({"position": source.position, "idx": source.idx, "kind": kind, "why": why})
                continue
            for name, instance in build(source, kind, text).items():
                built[name].append(instance.model_copy(update={"position": len(built[name])}))
    out.mkdir(parents=True, exist_ok=True)
    for name, file in ORDERINGS.items():
        _write_whole(out / file, json.dumps([instance_json(i) for i in built[name]], indent=1, ensure_ascii=False) + "\n")
    pairs = built["global_local"]
    manifest = {
        "source": SOURCE,
        "instances_per_ordering": len(pairs),
        "by_kind": {kind: sum(1 for i in pairs if i.new_constraints[1].kind == kind) for kind in PAIRED},
        "candidates": len(pairs) + len(skipped),
        "skipped": skipped,
        "files": list(ORDERINGS.values()),
    }
    _write_whole(out / MANIFEST, json.dumps(manifest, indent=2) + "\n")
    return manifest


def _write_whole(path: Path, text: str) -> None:
    """``path`` written whole or not at all: a full disk or ``ulimit -f`` is an ``OutputPathError`` naming it, and
    leaves no half file that a replay would read as a shorter set of instances."""
    from himap_travel.harness.outputs import staged_file

    with staged_file(path, "--out") as temp:
        temp.write_text(text, encoding="utf-8")
