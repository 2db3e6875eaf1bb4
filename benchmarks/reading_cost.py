"""What reading a text costs: CPU per text on a fixed corpus, the readers that spend it, and a digest of every reading.

    .venv/bin/python benchmarks/reading_cost.py [--texts benchmark|all] [--repeats 1] [--limit N]
                                                [--profile [--top 30]] [--digest FILE]

Run from a tree's root (``PYTHONPATH=<copy's parent> HIMAP_DATA_DIR=...``): the held-out sets are imported from its
``tests``. The corpus is ``reading_parts.py``'s: every query text of the benchmark (TravelPlanner's train and
validation_dev, FlexTravelBench's datasets) and, with ``--texts all``, every string the held-out sets and reading corpora
under ``tests/`` hold at module level. Each text is read with ``read_text`` as a new request and as an edit of a trip
(``trip=``, what a chat message is read as), in ``--repeats`` whole passes over the corpus (so a text never finds what
its own earlier reading remembered), the least thread CPU per text kept (other jobs on the machine only ever add).

It prints the CPU per text (median, p90, mean, total). ``--profile`` runs one more pass under ``cProfile`` and prints
the package's functions of most cumulative time (the readers) and of most own time (where the regular expressions are
scanned from). ``--digest FILE`` writes one JSON line per text (both readings, or the error each raised, keys sorted)
and prints its SHA-256: two trees read alike when their files are byte-equal (``cmp``; ``reading_parts.py compare``
names the texts that differ). Issue 44: reading the message is about a third of a chat turn's CPU.
"""

from __future__ import annotations

import argparse
import cProfile
import hashlib
import io
import json
import pstats
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import reading_parts  # noqa: E402  (a sibling script: its corpus)

_TRIP = ("Dallas", "Houston", 1)  # the trip a chat message edits, as reading_parts.py reads it


def read_both(text: str, sandbox: Any) -> dict[str, Any]:
    """The text's reading as a new request and as an edit of a trip, as JSON values (an error as its record)."""
    from himap_travel.domain.parsing.query import QueryParseError, read_text

    out: dict[str, Any] = {"text": text}
    for key, trip in (("reading", None), ("in_trip", _TRIP)):
        try:
            out[key] = read_text(text, sandbox, trip=trip).model_dump(mode="json")
        except QueryParseError as error:
            out[key] = error.to_dict()
    return out


def cpu_per_text(texts: list[str], sandbox: Any, repeats: int) -> list[float]:
    """Each text's least thread CPU over ``repeats`` whole passes (seconds)."""
    passes = []
    for _ in range(repeats):
        spent = []
        for text in texts:
            started = time.thread_time()
            read_both(text, sandbox)
            spent.append(time.thread_time() - started)
        passes.append(spent)
    return [min(per_text) for per_text in zip(*passes, strict=True)]


def figures(spent: list[float]) -> str:
    ordered = sorted(spent)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return (f"median {1e3 * statistics.median(ordered):.2f} ms, p90 {1e3 * p90:.2f} ms, "
            f"mean {1e3 * sum(ordered) / len(ordered):.2f} ms, total {sum(ordered):.2f} s")


def profiled(texts: list[str], sandbox: Any, top: int) -> None:
    """One pass under ``cProfile``: the package's functions by cumulative time, then by own time."""
    profiler = cProfile.Profile()
    profiler.enable()
    for text in texts:
        read_both(text, sandbox)
    profiler.disable()
    for order in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(order).print_stats("himap_travel|re\\.|built-in", top)
        print(f"\n--- by {order} ---\n{out.getvalue()}")


def digest(texts: list[str], sandbox: Any, path: str) -> str:
    """Every text's readings, one sorted-keys JSON line each, written to ``path``; the file's SHA-256."""
    lines = [json.dumps(read_both(text, sandbox), sort_keys=True, ensure_ascii=True) + "\n" for text in texts]
    data = "".join(lines).encode()
    Path(path).write_bytes(data)
    return hashlib.sha256(data).hexdigest()


def corpus(which: str, path: str | None) -> list[str]:
    """The texts to read: those saved in ``path`` when it exists (a tree's tests may differ), else gathered (and saved)."""
    if path and Path(path).exists():
        return list(json.loads(Path(path).read_text(encoding="utf-8")))
    texts = reading_parts.gathered(which)
    if path:
        Path(path).write_text(json.dumps(texts, ensure_ascii=True), encoding="utf-8")
    return texts


def main() -> int:
    from himap_travel.domain.sandbox.index import load_sandbox

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--texts", choices=("benchmark", "all"), default="benchmark")
    parser.add_argument("--repeats", type=int, default=1, help="whole passes timed; the least per text kept (0: none)")
    parser.add_argument("--limit", type=int, default=0, help="the corpus's first N texts only (0: all)")
    parser.add_argument("--profile", action="store_true", help="one more pass under cProfile: the readers by time")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--digest", metavar="FILE", help="write every reading there and print its SHA-256")
    parser.add_argument("--corpus", metavar="FILE", help="the texts of this JSON list if it exists, else the corpus "
                        "gathered and written there: two trees read the same texts")
    args = parser.parse_args()
    sandbox = load_sandbox()
    texts = corpus(args.texts, args.corpus)
    texts = texts[: args.limit] if args.limit else texts
    read_both(texts[0], sandbox)  # the lazily built views (gazetteer, patterns) out of the first text's figure
    if args.repeats:
        spent = cpu_per_text(texts, sandbox, args.repeats)
        print(f"{len(texts)} texts ({args.texts}), read as a request and as a trip's edit, least of {args.repeats}: "
              f"{figures(spent)}")
    if args.profile:
        profiled(texts, sandbox, args.top)
    if args.digest:
        print(f"digest of {len(texts)} texts in {args.digest}: sha256 {digest(texts, sandbox, args.digest)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
