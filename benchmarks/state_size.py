"""How big a run's checkpointed state is: the last checkpoint by channel, and all bytes written over the run.

    python benchmarks/state_size.py [--split validation_dev] [--row 3] [--app app.py] [--json OUT]
    python benchmarks/state_size.py --chat [--json OUT]      a 10-turn chat thread, per turn

It plans one benchmark row with ``app.py plan --thread --db`` in a temporary folder, then
reads the SQLite checkpoint file: each checkpoint's size, each pending write's size, and the
last checkpoint's channels one by one (re-serialized with LangGraph's serializer). ``--app``
points at another checkout's ``app.py`` to measure it the same way (before/after figures).

``--chat`` talks to the chat graph on a SQLite thread instead (``CHAT_TURNS``: a request, questions, "make it
cheaper", a quality wish, an edit, a wish that cannot be met, "undo", small talk) and adds each turn's
checkpoints and bytes. It runs the ``himap_travel`` that Python imports: ``PYTHONPATH=<a folder holding the old
checkout>`` measures another checkout. Both add ``checkpoint_bytes_by_channel``: each channel's bytes summed over
every checkpoint written (SQLite stores every channel again in each checkpoint).
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer


def measure(database: Path) -> dict:
    """Bytes of the thread's checkpoints and writes, and the last checkpoint's size by channel."""
    serde = JsonPlusSerializer()
    with sqlite3.connect(database) as db:
        checkpoints = db.execute("SELECT type, checkpoint FROM checkpoints ORDER BY checkpoint_id").fetchall()
        writes = db.execute("SELECT channel, length(value) FROM writes").fetchall()
    written_by_channel: dict[str, int] = {}
    for channel, size in writes:
        written_by_channel[channel] = written_by_channel.get(channel, 0) + (size or 0)
    in_checkpoints: dict[str, int] = {}
    for checkpoint in checkpoints:
        for name, size in channel_sizes(serde, checkpoint).items():
            in_checkpoints[name] = in_checkpoints.get(name, 0) + size
    return {
        "checkpoints": len(checkpoints),
        "last_checkpoint_bytes": len(checkpoints[-1][1]),
        "checkpoint_bytes_written": sum(len(blob) for _, blob in checkpoints),
        "write_bytes": sum(size or 0 for _, size in writes),
        "last_checkpoint_by_channel": largest_first(channel_sizes(serde, checkpoints[-1])),
        "writes_by_channel": largest_first(written_by_channel),
        "checkpoint_bytes_by_channel": largest_first(in_checkpoints),
    }


def channel_sizes(serde: JsonPlusSerializer, checkpoint: tuple[str, bytes]) -> dict[str, int]:
    """Each channel's bytes in one stored checkpoint, re-serialized alone."""
    return {name: len(serde.dumps_typed(value)[1]) for name, value in serde.loads_typed(checkpoint)["channel_values"].items()}


def largest_first(sizes: dict[str, int]) -> dict[str, int]:
    return dict(sorted(sizes.items(), key=lambda item: -item[1]))


CHAT_TURNS = (
    "Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400",
    "how much is day 2?",
    "make it cheaper",
    "nicer hotels please",
    "make the budget $1,300",
    "what is on day 2?",
    "We don't want to drive, we'd rather fly",
    "undo",
    "what's the total cost?",
    "thanks!",
)


def chat_thread(database: Path, turns: tuple[str, ...] = CHAT_TURNS) -> list[dict]:
    """Talk to the chat graph on one SQLite thread; per turn, the checkpoints and bytes it added."""
    from himap_travel.execution.checkpointers import open_checkpointer
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState

    rows, seen = [], (0, 0)
    with open_checkpointer(database, ChatState) as saver:
        chat, config = build_chat_graph(saver), {"configurable": {"thread_id": "state-size"}}
        for number, text in enumerate(turns, 1):
            out = chat.invoke({"messages": [{"role": "user", "content": text}]}, config)
            with sqlite3.connect(database) as db:
                sizes = db.execute("SELECT length(checkpoint) FROM checkpoints ORDER BY checkpoint_id").fetchall()
                writes = db.execute("SELECT coalesce(sum(length(value)), 0) FROM writes").fetchone()[0]
            rows.append({"turn": number, "message": text, "asked": bool(out.get("__interrupt__")),
                         "status": (out.get("verdict") or {}).get("status"), "checkpoints": len(sizes) - seen[0],
                         "checkpoint_bytes": sum(size for (size,) in sizes[seen[0]:]), "write_bytes": writes - seen[1],
                         "last_checkpoint_bytes": sizes[-1][0]})
            seen = (len(sizes), writes)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--row", type=int, default=3, help="0-based row (3 of validation_dev is a 7-day trip)")
    parser.add_argument("--app", default=str(Path(__file__).resolve().parents[1] / "app.py"), help="the app.py to run")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--chat", action="store_true", help="measure a 10-turn chat thread instead (the imported himap_travel)")
    args = parser.parse_args(argv)
    logging.getLogger("langgraph").setLevel(logging.ERROR)  # an older checkout's types read back with a warning each
    with tempfile.TemporaryDirectory(prefix="state-size-") as folder:
        database = Path(folder) / "run.sqlite"
        if args.chat:
            import himap_travel

            turns = chat_thread(database)
            figures = {"package": str(Path(himap_travel.__file__).parent), "turns": turns, **measure(database)}
            return report(figures, args.json)
        command = [sys.executable, args.app, "plan", "--split", args.split, "--row", str(args.row), "--thread", "t", "--db", str(database)]
        done = subprocess.run(command, capture_output=True, text=True, cwd=Path(args.app).resolve().parent, env=dict(os.environ))
        if done.returncode not in (0, 4, 5):
            print(done.stdout[-2000:], done.stderr[-2000:], file=sys.stderr)
            return done.returncode
        figures = {"app": args.app, "split": args.split, "row": args.row, **measure(database)}
    return report(figures, args.json)


def report(figures: dict, out: Path | None) -> int:
    print(json.dumps(figures, indent=2, ensure_ascii=False))
    if out:
        out.write_text(json.dumps(figures, indent=2, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
