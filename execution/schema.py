"""The tables a checkpoint store holds: LangGraph's (as its SQLite saver reads them) and our thread claims'.

A SQLite ``--db`` holding anything else is someone else's (``sqlite.check_sqlite_file``); the claims table
is the same in SQLite and PostgreSQL (``claims.claim_thread``).
"""

from __future__ import annotations

LANGGRAPH_COLUMNS = {  # what LangGraph's SqliteSaver reads (``writes.task_path`` it adds itself)
    "checkpoints": {"thread_id", "checkpoint_ns", "checkpoint_id", "parent_checkpoint_id", "type", "checkpoint", "metadata"},
    "writes": {"thread_id", "checkpoint_ns", "checkpoint_id", "task_id", "idx", "channel", "type", "value"},
}
CLAIMS_TABLE = "himap_threads"
CLAIM_COLUMNS = {"thread_id", "request", "label", "settings", "state", "pid", "host", "started", "updated"}
CLAIMS_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS {CLAIMS_TABLE} (
    thread_id TEXT PRIMARY KEY,
    request TEXT,     -- the request's key; NULL: not known (a thread planned before the claims)
    label TEXT,       -- the request as a person reads it, for messages
    settings TEXT,    -- JSON of the settings that decide the answer; NULL: not known
    state TEXT NOT NULL,                   -- planning, repairing (held); finished, failed (resumable)
    pid INTEGER, host TEXT, started TEXT,  -- the holding process while held (started: its start time)
    updated DOUBLE PRECISION NOT NULL
)"""
