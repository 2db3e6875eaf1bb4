"""The sandbox index cache: a cached load is the fresh build, stale or damaged files are rebuilt,
writes are atomic, and the cached path never imports SQLModel/SQLAlchemy.

Every test works on its own copy of the session's SQLite file (``shutil.copy2`` keeps the stored
source hash, so nothing is re-imported from the CSV files) and its own cache file beside it.
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import shutil
import sqlite3
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

import sandbox.index as index
from sandbox.index import Sandbox, cache_file, load_sandbox, read_cache

REPO = Path(__file__).resolve().parent.parent


def content(value):
    """A comparable picture of a sandbox attribute: types and order included (== on dicts ignores
    order, and True == 1, 2.0 == 2)."""
    if dataclasses.is_dataclass(value):
        values = tuple(getattr(value, f) for f in value.__dataclass_fields__)
        return type(value).__name__, values, tuple(map(type, values))
    if isinstance(value, dict):
        kind = "defaultdict" if isinstance(value, defaultdict) else "dict"
        return kind, [(k, content(v)) for k, v in value.items()]  # keys are str or tuples of str
    if isinstance(value, (list, tuple)):
        return type(value).__name__, [content(item) for item in value]
    return type(value).__name__, value


def snapshot(sandbox: Sandbox) -> dict:
    return {name: content(value) for name, value in vars(sandbox).items() if name != "db_path"}


@pytest.fixture(scope="module")
def fresh(sandbox) -> dict:
    """The snapshot of a sandbox built from SQLite just now (every copy below has the same content)."""
    return snapshot(Sandbox(sandbox.db_path))


@pytest.fixture
def db(tmp_path, sandbox) -> Path:
    """A private copy of the imported SQLite file, with no cache file yet."""
    target = tmp_path / "sandbox.sqlite"
    shutil.copy2(sandbox.db_path, target)
    return target


@pytest.fixture
def builds(monkeypatch) -> list[Path]:
    """Each build from SQLite (not from the cache) appends the file it read; the process memo is emptied."""
    monkeypatch.setattr(index, "_LOADED", {})
    seen: list[Path] = []
    read_tables = index._read_tables

    def counting(db_path):
        seen.append(Path(db_path))
        return read_tables(db_path)

    monkeypatch.setattr(index, "_read_tables", counting)
    return seen


def reload(db: Path) -> Sandbox:
    """A load as a new process would do it (the in-process memo forgotten)."""
    index._LOADED.clear()
    return load_sandbox(db_path=db)


# --- equality ----------------------------------------------------------------------------------


def test_cached_load_equals_the_fresh_build(db, builds, fresh):
    first = load_sandbox(db_path=db)
    assert builds == [db] and cache_file(db).is_file()
    cached = reload(db)
    assert builds == [db], "the second load came from the cache file"
    assert cached is not first and cached.db_path == db
    assert snapshot(cached) == fresh
    assert cached.row_counts["distances"] > 1000 and cached.row_counts == first.row_counts
    # the lookups agree too, not just the attributes
    assert cached.flights("Sarasota", "Chicago", "2022-03-22") == first.flights("Sarasota", "Chicago", "2022-03-22")
    assert cached.accommodations_in("New York", include_incomplete=True) == first.accommodations_in("New York", True)


def test_the_memo_returns_one_object_while_nothing_changes(db, builds):
    assert load_sandbox(db_path=db) is load_sandbox(db_path=db)
    assert builds == [db]


def test_sqlite_read_matches_the_orm(db):
    """The index reads the tables with sqlite3; the rows, their order and types are what SQLModel gives."""
    from sqlmodel import Session, create_engine, select

    from sandbox import tables

    cities, rows = index._read_tables(db)
    engine = create_engine(f"sqlite:///{db}")
    with Session(engine) as session:
        assert cities == [(c.name, c.state) for c in session.exec(select(tables.City))]
        models = {"flight": tables.Flight, "distance": tables.Distance, "accommodation": tables.Accommodation,
                  "restaurant": tables.Restaurant, "attraction": tables.Attraction}
        for table, model in models.items():
            record = index.RECORD_TABLES[table]
            expected = [record(**{f: getattr(r, f) for f in record.__dataclass_fields__})
                        for r in session.exec(select(model).order_by(model.row))]
            assert content(rows[table]) == content(expected), table
    engine.dispose()


# --- staleness ---------------------------------------------------------------------------------


def test_touching_the_sqlite_file_rebuilds(db, builds):
    load_sandbox(db_path=db)
    stat = db.stat()
    os.utime(db, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    reload(db)
    assert builds == [db, db]
    reload(db)
    assert builds == [db, db], "the rebuilt cache file is current again"


def test_replacing_the_sqlite_file_rebuilds_even_with_the_same_size_and_mtime(db, builds, tmp_path):
    before = load_sandbox(db_path=db)
    assert before.state_of("Chicago") == "Illinois"
    edited = tmp_path / "edited.sqlite"
    shutil.copy2(db, edited)
    with sqlite3.connect(edited) as connection:
        connection.execute("UPDATE city SET state = 'Xllinois' WHERE name = 'Chicago'")  # same length
    connection.close()
    stat = db.stat()
    os.utime(edited, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert edited.stat().st_size == stat.st_size
    os.replace(edited, db)
    after = reload(db)
    assert len(builds) == 2 and after.state_of("Chicago") == "Xllinois"


@pytest.mark.parametrize("change", ["FORMAT_VERSION", "RECORD_LAYOUT", "BUILD_DIGEST"])
def test_a_cache_file_from_other_code_is_not_used(db, builds, monkeypatch, change):
    load_sandbox(db_path=db)
    monkeypatch.setattr(index, change, ("changed", getattr(index, change)))
    reload(db)
    assert len(builds) == 2


def test_the_build_digest_is_the_same_in_every_process():
    """The digest of the index-building code keys the cache: it must not vary with the hash seed."""
    code = "import sandbox.index as i; print(i.BUILD_DIGEST)"
    digests = {
        subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True,
                       env=dict(os.environ, PYTHONHASHSEED=seed)).stdout.strip()
        for seed in ("1", "2", "random")
    }
    assert digests == {index.BUILD_DIGEST}


# --- damaged files -----------------------------------------------------------------------------


@pytest.mark.parametrize("damage", ["truncated", "random bytes", "magic then random", "empty", "trailing junk", "not a sandbox"])
def test_a_damaged_cache_file_is_rebuilt_without_error(db, builds, damage, caplog, fresh):
    load_sandbox(db_path=db)
    path = cache_file(db)
    whole = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(whole[: len(whole) // 2])
    elif damage == "random bytes":
        path.write_bytes(os.urandom(len(whole)))
    elif damage == "magic then random":
        path.write_bytes(index.CACHE_MAGIC + os.urandom(4096))
    elif damage == "empty":
        path.write_bytes(b"")
    elif damage == "trailing junk":
        path.write_bytes(whole + b"junk")
    else:
        key = index.cache_key(db, index._source_stamp(index.database_files()))
        path.write_bytes(index.CACHE_MAGIC + pickle.dumps(key) + pickle.dumps({"not": "a sandbox"}))
    with caplog.at_level("DEBUG", logger="sandbox.index"):
        rebuilt = reload(db)
    assert len(builds) == 2
    assert snapshot(rebuilt) == fresh
    assert any("rebuilding" in record.getMessage() for record in caplog.records if record.name == "sandbox.index")
    assert all(record.levelname == "DEBUG" for record in caplog.records if record.name == "sandbox.index")
    reload(db)
    assert len(builds) == 2, "the damaged file was replaced by a good one"


def test_an_unreadable_cache_file_is_rebuilt(db, builds):
    load_sandbox(db_path=db)
    path = cache_file(db)
    path.unlink()
    path.mkdir()  # reading a directory fails with an OSError
    sandbox = reload(db)
    assert len(builds) == 2 and sandbox.state_of("Chicago") == "Illinois"


# --- atomic writes -----------------------------------------------------------------------------


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".partial"))


@pytest.mark.parametrize("failure", ["dump", "fsync", "replace"])
def test_a_failed_write_leaves_no_partial_file_and_no_error(db, builds, monkeypatch, failure, fresh):
    load_sandbox(db_path=db)
    path = cache_file(db)
    before = path.read_bytes()
    stat = db.stat()
    os.utime(db, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))  # so the next load writes again

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if failure == "dump":
        real_dump = pickle.dump

        def dump_then_fail(obj, stream, *args, **kwargs):
            if isinstance(obj, Sandbox):
                stream.write(b"half a pickle")
                boom()
            real_dump(obj, stream, *args, **kwargs)

        monkeypatch.setattr(index.pickle, "dump", dump_then_fail)
    else:
        monkeypatch.setattr(index.os, failure, boom)
    sandbox = reload(db)  # no error: the cache is only an optimisation
    monkeypatch.undo()
    assert snapshot(sandbox) == fresh
    assert leftovers(db.parent) == []
    assert path.read_bytes() == before, "the previous cache file is untouched"


def test_write_cache_reports_failure_and_cleans_up(db, sandbox, monkeypatch):
    path = db.parent / "new.index.pickle"

    def boom(*args, **kwargs):
        raise OSError("simulated")

    monkeypatch.setattr(index.os, "replace", boom)
    assert index.write_cache(path, ("key",), sandbox) is False
    assert not path.exists() and leftovers(db.parent) == []


def test_an_interrupted_write_removes_its_partial_file_and_still_stops(db, sandbox, monkeypatch):
    path = db.parent / "new.index.pickle"

    def interrupt(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(index.os, "fsync", interrupt)
    with pytest.raises(KeyboardInterrupt):
        index.write_cache(path, ("key",), sandbox)
    assert not path.exists() and leftovers(db.parent) == []


def test_a_written_cache_file_reads_back(db, sandbox, fresh):
    path = db.parent / "new.index.pickle"
    assert index.write_cache(path, ("key", 1), sandbox) is True
    assert snapshot(read_cache(path, ("key", 1))) == fresh
    assert read_cache(path, ("key", 2)) is None


# --- import cost -------------------------------------------------------------------------------


def test_loading_from_the_cache_imports_no_orm(db):
    load_sandbox(db_path=db)  # writes the cache file
    code = (
        "import sys\n"
        "from sandbox.index import load_sandbox\n"
        f"sandbox = load_sandbox(db_path={str(db)!r})\n"
        "assert sandbox.state_of('Chicago') == 'Illinois'\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy', 'pydantic'))\n"
        "print(heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
