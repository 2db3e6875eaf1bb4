"""``himap-travel data``: the published files, in their published formats (written here, small), become the layout.

No network: the tests build a folder of "published" files (a database zip whose flights table is the official one
with its index column, train.csv, the 180-row validation.csv, FlexTravelBench files with reference information and
preference fields) and lay it out with ``--from``. The real copy's reproduction byte for byte is docs/data.md's
runnable block (tests/repository/test_docs.py runs it).
"""

from __future__ import annotations

import csv
import json
import zipfile
from pathlib import Path

import pytest
from typer.testing import CliRunner

from himap_travel.app import cli
from himap_travel.harness.data.command import lay_out
from himap_travel.harness.data.layout import DataSourceError, sha256
from himap_travel.harness.data.published import EXPECTED, FLEX_FILES, FLIGHT_COLUMNS, QUERY_COLUMNS, Expected, validation_dev_rows

TABLES = {  # database file -> (header, rows)
    "accommodations/clean_accommodations_2022.csv": (["", "NAME", "room type", "price", "minimum nights", "review rate number",
                                                     "house_rules", "maximum occupancy", "city"],
                                                    [["0", "Loft", "Private room", "90.0", "1.0", "4.0", "No pets", "2", "Reno"]]),
    "restaurants/clean_restaurant_2022.csv": (["", "Name", "City", "Cuisines", "Average Cost", "Aggregate Rating"],
                                              [["0", "Cafe A", "Reno", "Tea", "20", "4.1"], ["1", "Cafe B", "Reno", "BBQ", "30", "3.0"]]),
    "attractions/attractions.csv": (["Name", "Latitude", "Longitude", "Address", "Phone", "Website", "City"],
                                    [["Arch", "39.5", "-119.8", "1 St", "(1) 2", "http://a", "Reno"]]),
    "googleDistanceMatrix/distance.csv": (["origin", "destination", "cost", "duration", "distance"],
                                          [["Reno", "Dallas", "", "10 hours 1 mins", "1,000 km"]]),
}
TEXTS = {"background/citySet_with_states.txt": "Reno\tNevada\nDallas\tTexas", "background/citySet.txt": "Reno\nDallas\n",
         "background/stateSet.txt": "Nevada\nTexas\n"}
FLIGHTS = [["F0000001", "100", "08:00", "10:00", "2 hours 0 minutes", "2022-03-01", "Reno", "Dallas", "1000.0"],
           ["F0000002", "120", "09:00", "11:00", "2 hours 0 minutes", "2022-03-01", "Reno", "Dallas", "1000.0"],
           ["F0000003", "130", "12:00", "14:00", "2 hours 0 minutes", "2022-03-02", "Dallas", "Reno", "1000.0"]]


def _csv(path: Path, records: list[list[str]]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8", newline="") as handle:
        csv.writer(handle, lineterminator="\n").writerows(records)


def _query(index: int, flight: str | None = None) -> list[str]:
    reference = str([{"Description": "Flight from Reno to Dallas", "Content": f"Flight Number Price\n {flight} 100"}]) if flight else "[]"
    return ["Reno", "Dallas", "3", "1", "['2022-03-01']", "2", "{'house rule': None}", str(1000 + index), f"query {index}", "easy",
            reference]


@pytest.fixture
def published(tmp_path) -> Path:
    """A folder of published files: database.zip, train.csv, validation.csv, FlexTravelBench's JSON files."""
    folder = tmp_path / "published"
    database = tmp_path / "unzipped" / "database"
    for name, (header, rows) in TABLES.items():
        _csv(database / name, [header, *rows])
    for name, text in TEXTS.items():
        (database / name).parent.mkdir(parents=True, exist_ok=True)
        (database / name).write_text(text, encoding="utf-8")
    _csv(database / "flights/clean_Flights_2022.csv", [["", *FLIGHT_COLUMNS], *([str(i), *row] for i, row in enumerate(FLIGHTS))])
    folder.mkdir()
    with zipfile.ZipFile(folder / "database.zip", "w") as bundle:
        for path in database.rglob("*"):
            bundle.write(path, path.relative_to(database.parent))
    first = _query(0, "F0000001")
    _csv(folder / "train.csv", [[*QUERY_COLUMNS, "annotated_plan", "reference_information"], [*first[:-1], "[]", first[-1]]])
    dev_row = validation_dev_rows()[0]
    _csv(folder / "validation.csv", [[*QUERY_COLUMNS, "reference_information"],
                                     *(_query(i, "F0000003" if i == dev_row else None) for i in range(180))])
    for name in FLEX_FILES.values():
        instances = [{**dict(zip(QUERY_COLUMNS, _query(idx)[:-1], strict=True)), "reference_information": "[...]",
                      "new_constraints": [{"budget": 900}], "idx": idx, "preference_constraint": {"rating": [3, 2]}}
                     for idx in (validation_dev_rows()[1], 1)]
        (folder / name).write_text(json.dumps(instances, indent=4), encoding="utf-8")
    return folder


def small_expected() -> list[Expected]:
    """The published files' checks, with the small fixture's row counts."""
    rows = {**{f"travelplanner/database/{name}": len(rows) for name, (_, rows) in TABLES.items()},
            "travelplanner/database/background/citySet_with_states.txt": 2, "travelplanner/database/background/citySet.txt": 2,
            "travelplanner/database/background/stateSet.txt": 2, "travelplanner/database/flights/flights.csv": 2,
            "travelplanner/queries/train.csv": 1, "travelplanner/queries/validation_dev.csv": 65,
            **{f"flextravelbench/{name}": 1 for name in FLEX_FILES}}
    return [Expected(item.path, rows[item.path], item.header) for item in EXPECTED]


def test_the_published_files_are_laid_out_as_the_project_reads_them(published, tmp_path):
    out = tmp_path / "data"
    hashes = lay_out(published, out, skip_hashes=True, expected=small_expected())
    flights = list(csv.reader((out / "travelplanner/database/flights/flights.csv").open()))
    assert flights == [FLIGHT_COLUMNS, FLIGHTS[0], FLIGHTS[2]]  # referenced by train and validation, index column dropped
    dev = list(csv.DictReader((out / "travelplanner/queries/validation_dev.csv").open()))
    assert [int(row["row"]) for row in dev] == validation_dev_rows()
    assert [row["query"] for row in dev[:2]] == [f"query {validation_dev_rows()[0]}", f"query {validation_dev_rows()[1]}"]
    flex = json.loads((out / "flextravelbench/3turn_global_local_dataset.json").read_text())
    assert [list(instance) for instance in flex] == [[*QUERY_COLUMNS, "new_constraints", "idx"]]  # idx 1 is not a dev row
    assert (out / "SHA256SUMS").read_text().splitlines()[0] == f"{hashes[EXPECTED[0].path]}  {EXPECTED[0].path}"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["data", "published", "unzipped"]  # no temporary folder left


def test_a_laid_out_copy_lays_out_byte_for_byte(published, tmp_path):
    first = lay_out(published, tmp_path / "first", skip_hashes=True, expected=small_expected())
    again = lay_out(tmp_path / "first", tmp_path / "again", expected=small_expected(), reference=first)
    assert again == first


def test_a_short_file_is_refused_by_name_and_nothing_is_written(published, tmp_path):
    flex = published / "val_dataset_without_budget_one.json"
    flex.write_text(json.dumps(json.loads(flex.read_text())[1:]))  # the dev row's instance lost
    with pytest.raises(DataSourceError, match=r"flextravelbench/val_dataset_without_budget_one.json: 0 rows, expected 1"):
        lay_out(published, tmp_path / "data", skip_hashes=True, expected=small_expected())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["published", "unzipped"]


def test_a_file_that_differs_from_the_reference_is_refused_unless_skipped(published, tmp_path):
    expected = small_expected()
    reference = {item.path: "0" * 64 for item in expected}
    with pytest.raises(DataSourceError, match="differ from the reference copy.*--skip-hashes"):
        lay_out(published, tmp_path / "data", expected=expected, reference=reference)
    assert not (tmp_path / "data").exists()
    lay_out(published, tmp_path / "data", skip_hashes=True, expected=expected, reference=reference)
    assert sha256(tmp_path / "data/travelplanner/queries/train.csv") != "0" * 64


def test_an_existing_folder_is_replaced_only_with_force(published, tmp_path):
    out = tmp_path / "data"
    out.mkdir()
    (out / "old.txt").write_text("kept")
    with pytest.raises(DataSourceError, match="already exists; pass --force"):
        lay_out(published, out, skip_hashes=True, expected=small_expected())
    assert (out / "old.txt").read_text() == "kept"
    lay_out(published, out, force=True, skip_hashes=True, expected=small_expected())
    assert not (out / "old.txt").exists() and (out / "travelplanner/queries/train.csv").is_file()


def test_the_command_names_a_missing_file_and_where_to_get_it(tmp_path):
    (tmp_path / "empty").mkdir()
    done = CliRunner().invoke(cli, ["data", "--from", str(tmp_path / "empty"), "--out", str(tmp_path / "data")])
    assert done.exit_code == 2
    text = " ".join(done.output.split())
    assert "database.zip" in text and "drive.usercontent.google.com" in text and str(tmp_path / "empty") in text
    assert not (tmp_path / "data").exists()


def test_a_damaged_zip_is_refused_by_name(published, tmp_path):
    (published / "database.zip").write_bytes(b"<html>quota exceeded</html>")
    with pytest.raises(DataSourceError, match=r"database.zip is not a readable zip archive"):
        lay_out(published, tmp_path / "data", skip_hashes=True, expected=small_expected())


def test_the_validation_rows_are_the_subset_of_65():
    rows = validation_dev_rows()
    assert len(rows) == len(set(rows)) == 65 and all(0 <= row < 180 for row in rows)
