"""The typo reader reads a text the same whatever the process read before (stop 60: a CI flake and a wrong reading).

Up to stop 59 the corrector's keywords and the pairs of words it corrects a short word beside were gathered from every
constant in capitals of the readers' modules the first time they were asked for, run-time caches of the data's names
and of the texts spelt so far among them (``restaurant_names._OWN_NAMES``, ``said_alone_typos._SPELLINGS``,
``spelling._SPELT``): 4,058 keywords in a fresh process and 16,635 after the official texts, so "dinner at turquoise
vila" read as Turquoise Villa after other readings and as nothing when read first. Each reading here runs twice, in
processes of their own: one reads the probes first thing, the other after a warm-up of other texts (ten official
queries, and a text saying "to fly", which a text spelt before made a pair of the corrector's); both must read every
probe alike, and the keywords and pairs gathered before and after the warm-up must be the same words.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.support.reading_scoring import BASE

REPO = Path(__file__).resolve().parents[4]
# Wishes whose reading hung on the process's history, and some read by the same rules (a short word beside a word the
# readers say with the keyword, a name of the trip's city in lower case, a shouted clause)
PROBES = [BASE + wish for wish in (
    "dinner at turquoise vila",
    "bbq and piza",
    "we dont want to fliy",
    "no piza please",
    "restaurants rated at leat 4",
    "no fligths, NO SHARED ROOMS",
    "we want to eat at Turqoise Vila.",
    "lunch at dips and pizza hut, please",
)]
WARM_UP = ["We don't want to fly, we drive. No shared rooms, and dinner at the Turquoise Villa."]


def _reading(text: str, sandbox: Any) -> dict[str, Any]:
    """What a text reads as: its spelling, its local constraints, the wishes not kept and the warnings (or the
    refusal)."""
    from himap_travel.domain.parsing import QueryParseError, parse_request
    from himap_travel.domain.parsing.spelling import spelled

    try:
        request = parse_request(text, sandbox)
    except QueryParseError as error:
        return {"spelt": spelled(text, sandbox), "refused": str(error)}
    return {"spelt": spelled(text, sandbox), "local": request.spec.local_constraint.model_dump(mode="json"),
            "not_kept": [w.wish for w in request.not_kept], "warnings": list(request.warnings)}


def _gathered() -> dict[str, list[Any]]:
    """The keywords and pairs as the corrector gathers them now (the functions' bodies, past their caches)."""
    from himap_travel.domain.parsing import spelling

    return {"keywords": sorted(spelling.keywords.__wrapped__()), "pairs": sorted(spelling.pairs.__wrapped__())}


def main(warm: bool) -> None:
    """Read the probes (after the warm-up when ``warm``), and print as JSON their readings and what was gathered
    before and after."""
    from himap_travel.domain.parsing.spelling import keywords
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.queries import load_queries

    sandbox = load_sandbox()
    before = _gathered()
    if warm:
        for text in [*WARM_UP, *(row.spec.query for row in load_queries("train")[:10])]:
            _reading(text, sandbox)
    readings = [_reading(text, sandbox) for text in PROBES]
    print(json.dumps({"readings": readings, "before": before, "after": _gathered(), "asked": sorted(keywords())}))


def _run(warm: bool) -> dict[str, Any]:
    code = f"from tests.unit.domain.parsing.test_spelling_deterministic import main; main({warm})"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.fixture(scope="module")
def fresh() -> dict[str, Any]:
    return _run(warm=False)


@pytest.fixture(scope="module")
def warmed() -> dict[str, Any]:
    return _run(warm=True)


def test_a_text_reads_the_same_first_thing_and_after_other_texts(fresh, warmed):
    differing = [(text, fresh["readings"][i], warmed["readings"][i]) for i, text in enumerate(PROBES)
                 if fresh["readings"][i] != warmed["readings"][i]]
    assert differing == []


@pytest.mark.parametrize("gathered", ["keywords", "pairs"])
def test_readings_add_no_word_to_the_keywords_nor_pairs(warmed, gathered):
    grown = sorted(set(map(str, warmed["after"][gathered])) ^ set(map(str, warmed["before"][gathered])))
    assert (len(warmed["before"][gathered]), grown[:20]) == (len(warmed["after"][gathered]), [])


def test_the_keywords_asked_are_those_of_a_fresh_process(fresh, warmed):
    assert len(warmed["asked"]) == len(fresh["asked"]) and warmed["asked"] == fresh["asked"]


def test_the_probes_read_as_a_careful_reader_would(fresh):
    """The wishes the data's names make readable stay read (the cause's fix must not lose them)."""
    local = [reading.get("local", {}) for reading in fresh["readings"]]
    assert local[0]["eat_at"] == ["Turquoise Villa"]
    assert local[1]["more_cuisines"] == ["BBQ", "Pizza"]
    assert fresh["readings"][3]["spelt"].endswith("no pizza please")
    assert fresh["readings"][6]["local"]["eat_at"] == ["Turquoise Villa"]

