"""Build the project's data layout from a folder of published files, and check what was built.

The source folder holds the files under their published names (``train.csv``, ``validation.csv``,
``database.zip`` or an unzipped ``database/``, FlexTravelBench's JSON files), or an already laid-out data folder
(``travelplanner/...``, ``flextravelbench/...``): each file is looked for in both places. Three files are derived:

- ``flights/flights.csv``: from the official flights table (millions of rows, an unnamed index column), every
  flight whose number appears in the reference information of the train and validation queries; a table already
  without the index column is that subset, kept as it is.
- ``queries/validation_dev.csv``: the 65 rows of ``validation_dev_rows.txt`` from the 180 validation queries, with
  a leading ``row`` column; an existing ``validation_dev.csv`` is kept as it is.
- ``flextravelbench/*.json``: the instances on those rows, with the keys the replay reads (``reference_information``
  and the preference fields are dropped).

CSV files are rewritten with the standard ``csv`` module (``\\n`` line ends), which leaves a laid-out copy byte for
byte as it was; the database tables are copied as released.
"""

from __future__ import annotations

import csv
import hashlib
import json
import shutil
import zipfile
from pathlib import Path

from himap_travel.domain.sandbox.paths import FLEX_FOLDER
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.harness.data.published import (
    DB,
    DOWNLOADS,
    EXPECTED,
    FLEX_FILES,
    FLEX_KEYS,
    FLIGHT_COLUMNS,
    VALIDATION_ROWS,
    Expected,
    validation_dev_rows,
)

csv.field_size_limit(1 << 30)  # reference_information fields run to megabytes
FLIGHT_NUMBER = lazy_compile(r"\bF\d{7}\b")
COPIED = ["accommodations/clean_accommodations_2022.csv", "restaurants/clean_restaurant_2022.csv",
          "attractions/attractions.csv", "googleDistanceMatrix/distance.csv", "background/citySet_with_states.txt",
          "background/citySet.txt", "background/stateSet.txt"]


class DataSourceError(ValueError):
    """A published file is missing, or it does not hold what its authors publish (the message names the file)."""


# --- finding the published files ----------------------------------------------------------------------------------


def _first(folder: Path, candidates: list[str]) -> Path | None:
    return next((folder / name for name in candidates if (folder / name).is_file()), None)


def _missing(what: str, folder: Path, names: list[str], published: str) -> DataSourceError:
    return DataSourceError(f"{what} not found in {folder} (looked for {', '.join(names)}); get {published} from "
                           f"{DOWNLOADS[published]} into that folder (docs/data.md)")


def database_folder(source: Path, scratch: Path) -> Path:
    """The folder that holds ``accommodations/`` and the other tables: unzipped from ``database.zip`` if need be."""
    for candidate in (source / "travelplanner" / "database", source / "database", source):
        if (candidate / COPIED[0]).is_file():
            return candidate
    archive = source / "database.zip"
    if not archive.is_file():
        raise _missing("the TravelPlanner database", source, ["database.zip", "database/", "travelplanner/database/"],
                       "database.zip")
    try:
        with zipfile.ZipFile(archive) as bundle:
            bundle.extractall(scratch / "unzipped")
    except (zipfile.BadZipFile, OSError) as error:
        raise DataSourceError(f"{archive} is not a readable zip archive ({error})") from error
    found = next((path.parent.parent for path in (scratch / "unzipped").rglob(Path(COPIED[0]).name)
                  if "__MACOSX" not in path.parts), None)
    if found is None:
        raise DataSourceError(f"{archive} holds no {COPIED[0]}: not the TravelPlanner database archive")
    return found


def _queries(source: Path, name: str) -> Path | None:
    return _first(source, [name, f"travelplanner/queries/{name}"])


# --- reading and writing --------------------------------------------------------------------------------------------


def read_csv(path: Path) -> list[list[str]]:
    """All records of a CSV file (header first); an unreadable file is a ``DataSourceError`` naming it."""
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            return list(csv.reader(handle))
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        raise DataSourceError(f"{path}: cannot be read as UTF-8 CSV ({error})") from error


def write_csv(path: Path, records: list[list[str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(records)


def _without_index(records: list[list[str]]) -> list[list[str]]:
    """Drop a leading unnamed index column (pandas' ``to_csv`` default), as the official files have."""
    if records and records[0] and records[0][0] in ("", "Unnamed: 0"):
        return [record[1:] for record in records]
    return records


def _column(records: list[list[str]], name: str, path: Path) -> int:
    if not records or name not in records[0]:
        raise DataSourceError(f"{path}: no '{name}' column (header: {records[0] if records else 'empty file'})")
    return records[0].index(name)


# --- the three derived files ----------------------------------------------------------------------------------------


def validation_dev(source: Path) -> list[list[str]]:
    """``validation_dev.csv``'s records: the 65 listed rows of ``validation.csv``, or the laid-out file as it is."""
    full = _queries(source, "validation.csv")
    if full is None:
        dev = _queries(source, "validation_dev.csv")
        if dev is None:
            raise _missing("the validation queries", source, ["validation.csv", "travelplanner/queries/validation_dev.csv"],
                           "validation.csv")
        return read_csv(dev)
    header, *rows = _without_index(read_csv(full))
    if len(rows) != VALIDATION_ROWS:
        raise DataSourceError(f"{full}: {len(rows)} queries, expected TravelPlanner's {VALIDATION_ROWS} validation queries")
    return [["row", *header], *([str(index), *rows[index]] for index in validation_dev_rows())]


def referenced_flights(query_files: list[list[list[str]]]) -> set[str]:
    """Every flight number named in the queries' reference information."""
    numbers: set[str] = set()
    for records in query_files:
        column = records[0].index("reference_information")
        numbers.update(number for record in records[1:] for number in FLIGHT_NUMBER.findall(record[column]))
    return numbers


def flights(database: Path, train: list[list[str]], validation: list[list[str]], validation_path: Path) -> list[list[str]]:
    """``flights.csv``'s records: the official table cut to the referenced flights, or the subset as it is."""
    path = _first(database, ["flights/clean_Flights_2022.csv", "flights/flights.csv"])
    if path is None:
        raise DataSourceError(f"{database}: no flights/clean_Flights_2022.csv (the official flights table)")
    records = read_csv(path)
    if records and records[0] == FLIGHT_COLUMNS:
        return records  # already the subset (no index column): the layout's own file
    header, *rows = _without_index(records)
    number = _column([header], "Flight Number", path)
    if len(validation) - 1 != VALIDATION_ROWS:
        raise DataSourceError(f"the flights subset needs all {VALIDATION_ROWS} validation queries' reference information; "
                              f"{validation_path} has {len(validation) - 1} (get validation.csv: docs/data.md)")
    wanted = referenced_flights([train, validation])
    return [header, *(row for row in rows if row[number] in wanted)]


def flex_instances(path: Path, rows: set[int]) -> str:
    """One FlexTravelBench file as laid out: the instances on ``validation_dev`` rows, the replay's keys, indent 1."""
    try:
        instances = json.loads(path.read_text(encoding="utf-8"))
        kept = [{key: instance[key] for key in FLEX_KEYS} for instance in instances if instance["idx"] in rows]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, TypeError, KeyError) as error:
        raise DataSourceError(f"{path}: not a FlexTravelBench instance file ({type(error).__name__}: {error})") from error
    return json.dumps(kept, indent=1)


def flex_source(source: Path, laid_out: str) -> Path:
    published = FLEX_FILES[laid_out]
    names = [f"flextravelbench/{laid_out}", laid_out, published, f"flextravelbench/{published}",
             f"implement/agents/evaluation/database/preference/{published}", f"implement/agents/evaluation/database/{published}"]
    found = _first(source, names)
    if found is None:
        raise _missing(f"FlexTravelBench's {published}", source, names[:3], published)
    return found


# --- the whole layout -----------------------------------------------------------------------------------------------


def build(source: Path, target: Path, scratch: Path) -> None:
    """Write the whole layout under ``target`` from the published files in ``source``."""
    database = database_folder(source, scratch)
    for name in COPIED:
        if not (database / name).is_file():
            raise DataSourceError(f"{database}: {name} is missing (the database archive is incomplete)")
        (target / DB / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(database / name, target / DB / name)
    train_path = _queries(source, "train.csv")
    if train_path is None:
        raise _missing("the train queries", source, ["train.csv", "travelplanner/queries/train.csv"], "train.csv")
    train = _without_index(read_csv(train_path))
    dev = validation_dev(source)
    validation_path = _queries(source, "validation.csv") or source
    validation = _without_index(read_csv(validation_path)) if validation_path.is_file() else dev
    write_csv(target / "travelplanner/queries/train.csv", train)
    write_csv(target / "travelplanner/queries/validation_dev.csv", dev)
    write_csv(target / DB / "flights/flights.csv", flights(database, train, validation, validation_path))
    rows = {int(record[0]) for record in dev[1:]}
    for laid_out in FLEX_FILES:
        (target / FLEX_FOLDER).mkdir(parents=True, exist_ok=True)
        (target / FLEX_FOLDER / laid_out).write_text(flex_instances(flex_source(source, laid_out), rows), encoding="utf-8")


def count_rows(path: Path) -> tuple[int, tuple[str, ...] | None]:
    """Records (CSV, header excluded), instances (JSON) or non-empty lines (text), and the CSV header."""
    if path.suffix == ".csv":
        header, *rows = read_csv(path) or [[]]
        return len(rows), tuple(header)
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".json":
        return len(json.loads(text)), None
    return sum(1 for line in text.splitlines() if line.strip()), None


def check(target: Path, expected: Expected) -> None:
    """The file's row count and header are what the authors publish, or a ``DataSourceError`` naming both."""
    rows, header = count_rows(target / expected.path)
    if expected.header is not None and header != expected.header:
        raise DataSourceError(f"{expected.path}: header {list(header or ())}, expected {list(expected.header)}")
    if rows != expected.rows:
        raise DataSourceError(f"{expected.path}: {rows} rows, expected {expected.rows}")


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def check_all(target: Path, files: list[Expected] = EXPECTED) -> dict[str, str]:
    """Check every file of the layout; their sha256 by path."""
    for expected in files:
        check(target, expected)
    return {expected.path: sha256(target / expected.path) for expected in files}


