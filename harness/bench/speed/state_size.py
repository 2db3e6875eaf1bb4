"""How big a run's checkpointed state is: the last checkpoint by channel, and all bytes written over the run.

    python harness/bench/speed/state_size.py [--split validation_dev] [--row 3] [--app app.py] [--json OUT]

It plans one benchmark row with ``app.py plan --thread --db`` in a temporary folder, then
reads the SQLite checkpoint file: each checkpoint's size, each pending write's size, and the
last checkpoint's channels one by one (re-serialized with LangGraph's serializer). ``--app``
points at another checkout's ``app.py`` to measure it the same way (before/after figures).
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

logging.getLogger("langgraph").setLevel(logging.ERROR)  # an older checkout's types read back with a warning each


def measure(database: Path) -> dict:
    """Bytes of the thread's checkpoints and writes, and the last checkpoint's size by channel."""
    serde = JsonPlusSerializer()
    with sqlite3.connect(database) as db:
        checkpoints = db.execute("SELECT type, checkpoint FROM checkpoints ORDER BY checkpoint_id").fetchall()
        writes = db.execute("SELECT channel, length(value) FROM writes").fetchall()
    last = serde.loads_typed(checkpoints[-1])
    channels = {name: len(serde.dumps_typed(value)[1]) for name, value in last["channel_values"].items()}
    written_by_channel: dict[str, int] = {}
    for channel, size in writes:
        written_by_channel[channel] = written_by_channel.get(channel, 0) + (size or 0)
    return {
        "checkpoints": len(checkpoints),
        "last_checkpoint_bytes": len(checkpoints[-1][1]),
        "checkpoint_bytes_written": sum(len(blob) for _, blob in checkpoints),
        "write_bytes": sum(size or 0 for _, size in writes),
        "last_checkpoint_by_channel": dict(sorted(channels.items(), key=lambda item: -item[1])),
        "writes_by_channel": dict(sorted(written_by_channel.items(), key=lambda item: -item[1])),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--row", type=int, default=3, help="0-based row (3 of validation_dev is a 7-day trip)")
    parser.add_argument("--app", default=str(Path(__file__).resolve().parents[3] / "app.py"), help="the app.py to run")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="state-size-") as folder:
        database = Path(folder) / "run.sqlite"
        command = [sys.executable, args.app, "plan", "--split", args.split, "--row", str(args.row), "--thread", "t", "--db", str(database)]
        done = subprocess.run(command, capture_output=True, text=True, cwd=Path(args.app).resolve().parent, env=dict(os.environ))
        if done.returncode not in (0, 4, 5):
            print(done.stdout[-2000:], done.stderr[-2000:], file=sys.stderr)
            return done.returncode
        figures = {"app": args.app, "split": args.split, "row": args.row, **measure(database)}
    print(json.dumps(figures, indent=2))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
