"""The sandbox index cache: a cached load is the fresh build, stale or damaged files are rebuilt,
writes are atomic, and the cached path never imports SQLModel/SQLAlchemy. The importer refuses a damaged
source CSV naming its line and leaves no temporary file; a cache folder that cannot be written is named.

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

import himap_travel.domain.sandbox.index as index
from himap_travel.domain.sandbox import importer
from himap_travel.domain.sandbox.flights import FlightsByNumber, FlightsByRoute, FlightTable
from himap_travel.domain.sandbox.importer import SourceFileError
from himap_travel.domain.sandbox.index import Sandbox, cache_file, load_sandbox, read_cache
from himap_travel.domain.sandbox.paths import CacheDirError, DataDirError, cache_dir, data_dir

REPO = Path(__file__).resolve().parents[4]


def content(value):
    """A comparable picture of a sandbox attribute: types and order included (== on dicts ignores
    order, and True == 1, 2.0 == 2)."""
    if isinstance(value, FlightTable):  # compared by what it holds (its connections are per thread)
        return "FlightTable", content({k: v for k, v in value.__getstate__().items() if k != "db_path"})
    if isinstance(value, (FlightsByNumber, FlightsByRoute)):
        return type(value).__name__, content(dict(value))
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


def test_the_tables_hold_every_csv_row_in_order(db):
    """Read back from SQLite, each table is its CSV: every row, in source order, each field as the file gives
    it (a number as a float, an empty cell as None); the city list as the file lists it."""
    import csv

    from himap_travel.domain.sandbox.records import RECORDS, SOURCE_COLUMN, fields_of, is_number

    files = importer.database_files()
    cities, rows, meta = index._read_tables(db)
    assert cities[:2] == [tuple(part.strip() for part in line.split("\t")) for line in files["cities"].read_text().splitlines()[:2]]
    for record in RECORDS:
        with files[record.source].open(newline="") as handle:
            source = list(csv.DictReader(handle))
        if record.table == "flight":  # not read into memory: its lookups are checked in test_flight_lookups.py
            assert int(meta["flight_rows"]) == len(source)
            continue
        stored = rows[record.table]
        assert len(stored) == len(source), record.table
        for line, row in zip(source, stored, strict=True):
            for field in fields_of(record):
                name = field.metadata[SOURCE_COLUMN]
                if name is None:
                    assert row.complete == all(cell != "" for cell in line.values())
                    continue
                cell = line[name]
                expected = None if cell == "" else float(cell.replace(",", "")) if is_number(field) else cell
                assert getattr(row, field.name) == expected and type(getattr(row, field.name)) is type(expected), (record.table, name)


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
    code = "import himap_travel.domain.sandbox.index as i; print(i.BUILD_DIGEST)"
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
        key = index.cache_key(db)
        path.write_bytes(index.CACHE_MAGIC + pickle.dumps(key) + pickle.dumps({"not": "a sandbox"}))
    with caplog.at_level("DEBUG", logger="himap_travel.domain.sandbox.index"):
        rebuilt = reload(db)
    assert len(builds) == 2
    assert snapshot(rebuilt) == fresh
    assert any("rebuilding" in record.getMessage() for record in caplog.records if record.name == "himap_travel.domain.sandbox.index")
    assert all(record.levelname == "DEBUG" for record in caplog.records if record.name == "himap_travel.domain.sandbox.index")
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
        "from himap_travel.domain.sandbox.index import load_sandbox\n"
        f"sandbox = load_sandbox(db_path={str(db)!r})\n"
        "assert sandbox.state_of('Chicago') == 'Illinois'\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('sqlmodel', 'sqlalchemy', 'pydantic'))\n"
        "print(heavy)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout


# --- the importer: damaged source files, and a cache folder that cannot be written ------------------------

FLIGHTS_HEADER = "Flight Number,Price,DepTime,ArrTime,ActualElapsedTime,FlightDate,OriginCityName,DestCityName,Distance\n"
FLIGHT = "F1,260,05:57,08:10,2 hours 13 minutes,2022-03-01,Memphis,Minneapolis,700.0\n"


def flight_rows(tmp_path: Path, text: str) -> list[dict]:
    path = tmp_path / "flights.csv"
    path.write_text(text)
    from himap_travel.domain.sandbox.records import Flight, fields_of

    names = ["row", *(f.name for f in fields_of(Flight))]
    return [dict(zip(names, row, strict=True)) for row in importer._csv_rows(Flight, path)]


@pytest.mark.parametrize("text, cause", [
    (FLIGHTS_HEADER + FLIGHT + "F2,296,18:16\n", "line 3 has 3 fields where the header has 9"),
    (FLIGHTS_HEADER + FLIGHT + FLIGHT.replace("Memphis", ""), "line 3: no value for OriginCityName"),
    (FLIGHTS_HEADER + FLIGHT + FLIGHT.replace("700.0\n", "70"), "line 3 ends without a line break: the file is truncated"),
    (FLIGHTS_HEADER + FLIGHT.replace("260", "cheap"), "line 2: could not convert"),
], ids=["cut-mid-line", "required-field-empty", "cut-in-the-last-field", "not-a-number"])
def test_a_damaged_csv_is_refused_naming_the_file_and_line(tmp_path, text, cause):
    with pytest.raises(SourceFileError, match=cause) as error:
        flight_rows(tmp_path, text)
    assert str(tmp_path / "flights.csv") in str(error.value)
    assert isinstance(error.value, DataDirError)  # every command line reports it in one line (exit 2)


def test_a_whole_csv_imports(tmp_path):
    rows = flight_rows(tmp_path, FLIGHTS_HEADER + FLIGHT + FLIGHT)
    assert [r["origin"] for r in rows] == ["Memphis", "Memphis"] and rows[1]["row"] == 1


def test_a_failed_import_leaves_no_partial_file(tmp_path, monkeypatch):
    files = {name: path for name, path in importer.database_files().items()}
    broken = tmp_path / "flights.csv"
    broken.write_text(FLIGHTS_HEADER + FLIGHT + "F2,296\n")
    files["flights"] = broken
    target = tmp_path / "cache" / "sandbox.sqlite"
    target.parent.mkdir()
    for _ in range(2):
        with pytest.raises(SourceFileError, match="line 3"):
            importer.build_database(target, files, "stamp")
    assert list(target.parent.iterdir()) == []


def _unwritable(monkeypatch):
    """Folders refuse new files, as a read-only one does for a user who is not root."""
    import tempfile

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "TemporaryFile", refuse)


def test_a_read_only_cache_with_a_current_database_is_read(db, monkeypatch):
    monkeypatch.setenv("HIMAP_CACHE_DIR", str(db.parent))
    _unwritable(monkeypatch)
    assert importer.ensure_database() == db  # current: nothing to write


def test_a_read_only_cache_that_must_import_names_himap_cache_dir(db, monkeypatch):
    monkeypatch.setenv("HIMAP_CACHE_DIR", str(db.parent))
    monkeypatch.setattr(importer, "read_meta", lambda path: None)  # stale: it must be imported again
    _unwritable(monkeypatch)
    before = db.read_bytes()
    with pytest.raises(CacheDirError, match=rf"cache folder {db.parent} from HIMAP_CACHE_DIR: .* cannot be written"):
        importer.ensure_database()
    assert db.read_bytes() == before and sorted(p.name for p in db.parent.iterdir()) == ["sandbox.sqlite"]


def test_a_cache_dir_that_is_a_file_or_cannot_be_made_names_himap_cache_dir(tmp_path, monkeypatch):
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    monkeypatch.setenv("HIMAP_CACHE_DIR", str(a_file))
    with pytest.raises(CacheDirError, match=rf"cache folder {a_file} from HIMAP_CACHE_DIR: it is a file, not a folder"):
        cache_dir()
    monkeypatch.setenv("HIMAP_CACHE_DIR", str(a_file / "sub"))
    with pytest.raises(CacheDirError, match="HIMAP_CACHE_DIR: cannot create it"):
        cache_dir()
    assert a_file.read_text() == "x"


# --- the cache check: sizes and times first, the hash only when they moved ----------------------------


def test_unchanged_sources_are_not_hashed_and_a_touched_one_is_hashed_once(tmp_path, monkeypatch):
    data = tmp_path / "data"
    shutil.copytree(data_dir(), data, ignore=shutil.ignore_patterns("queries", "flextravelbench"))
    target = tmp_path / "sandbox.sqlite"
    importer.ensure_database(data, target)
    hashed = []
    real = importer.fingerprint
    monkeypatch.setattr(importer, "fingerprint", lambda files: hashed.append(1) or real(files))
    built = target.stat().st_ino
    importer.ensure_database(data, target)
    assert hashed == [], "same sizes and times: nothing hashed"
    os.utime(data / "travelplanner/database/flights/flights.csv")  # touched, same content
    importer.ensure_database(data, target)
    importer.ensure_database(data, target)
    assert hashed == [1] and target.stat().st_ino == built, "hashed once, found current, not rebuilt"
    with (data / "travelplanner/database/flights/flights.csv").open("a") as handle:
        handle.write("F1,100,10:00,11:00,1 hours 0 minutes,2022-03-02,Memphis,Chicago,500.0\n")
    importer.ensure_database(data, target)
    assert target.stat().st_ino != built, "changed content: rebuilt"
    assert [f.flight_number for f in Sandbox(target).flights("Memphis", "Chicago", "2022-03-02")][-1:] == ["F1"]


def test_a_copy_of_the_data_with_the_same_content_never_restamps_the_database(tmp_path, monkeypatch):
    """Two folders with the same sources (the data and a copy, as a probe makes) loaded in turn: each is hashed once per
    process, the database's file is never written again, so the index built from it stays current in every process
    (its key is the file's time: restamped for each folder in turn, every load rebuilt the index)."""
    monkeypatch.setattr(importer, "_VERIFIED", {}, raising=False)
    data, copy = tmp_path / "data", tmp_path / "copy"
    for folder in (data, copy):
        shutil.copytree(data_dir(), folder, ignore=shutil.ignore_patterns("queries", "flextravelbench"))
    target = tmp_path / "sandbox.sqlite"
    importer.ensure_database(data, target)
    stamped = target.stat().st_mtime_ns
    hashed = []
    real = importer.fingerprint
    monkeypatch.setattr(importer, "fingerprint", lambda files: hashed.append(1) or real(files))
    for _ in range(3):
        assert importer.ensure_database(copy, target) == target
        assert importer.ensure_database(data, target) == target
    assert hashed == [1], "the copy hashed once, the folder it was built from never"
    assert target.stat().st_mtime_ns == stamped, "the database was not written"
    monkeypatch.setattr(index, "_LOADED", {})
    assert load_sandbox(copy, target) is load_sandbox(data, target), "one index for both folders"
    with (copy / "travelplanner/database/flights/flights.csv").open("a") as handle:  # the copy's content changes
        handle.write("F2,100,10:00,11:00,1 hours 0 minutes,2022-03-02,Memphis,Chicago,500.0\n")
    importer.ensure_database(copy, target)
    assert [f.flight_number for f in Sandbox(target).flights("Memphis", "Chicago", "2022-03-02")][-1:] == ["F2"]
