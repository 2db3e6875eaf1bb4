"""What the benchmarks' authors publish, where, and what each file of the project's data layout must hold.

The layout is the one ``domain/sandbox/paths.py`` reads. Row counts and headers are checked on every build; the
sha256 of each laid-out file is compared with ``reference.sha256``: the copy every figure under ``results/`` was
measured on.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

HF = "https://huggingface.co/datasets/osunlp/TravelPlanner/resolve/564fad6966c9d78a54d2f915f605cbaa2c399e8c"
DATABASE_ZIP = "https://drive.usercontent.google.com/download?id=1pF1Sw6pBmq2sFkJvm-LzJOqrmfWoQgxE&export=download&confirm=t"
FLEX = "https://raw.githubusercontent.com/juhyunohh/FlexTravelBench/ba459bb7aa6cae803ba1eaecc47524fbef8a360a/implement/agents/evaluation/database"

# published file name -> where to download it (these names are what ``--from DIR`` looks for)
DOWNLOADS = {
    "train.csv": f"{HF}/train.csv",
    "validation.csv": f"{HF}/validation.csv",
    "database.zip": DATABASE_ZIP,
    **{f"val_dataset_without_{kind}_one.json": f"{FLEX}/preference/val_dataset_without_{kind}_one.json"
       for kind in ("budget", "people_number", "house_rule", "cuisine", "room_type")},
    "global_local_dataset.json": f"{FLEX}/global_local_dataset.json",
    "local_global_dataset.json": f"{FLEX}/local_global_dataset.json",
}

QUERY_COLUMNS = ["org", "dest", "days", "visiting_city_number", "date", "people_number", "local_constraint", "budget",
                 "query", "level"]
FLIGHT_COLUMNS = ["Flight Number", "Price", "DepTime", "ArrTime", "ActualElapsedTime", "FlightDate", "OriginCityName",
                  "DestCityName", "Distance"]
FLEX_KEYS = [*QUERY_COLUMNS, "new_constraints", "idx"]  # what the replay reads; reference_information is dropped
VALIDATION_ROWS = 180


@dataclass(frozen=True)
class Expected:
    """One laid-out file: its path under the data folder, its row count, and its header (CSV) or None."""

    path: str
    rows: int
    header: tuple[str, ...] | None = None


DB = "travelplanner/database"
EXPECTED = [
    Expected(f"{DB}/accommodations/clean_accommodations_2022.csv", 5047,
             ("", "NAME", "room type", "price", "minimum nights", "review rate number", "house_rules", "maximum occupancy", "city")),
    Expected(f"{DB}/restaurants/clean_restaurant_2022.csv", 9551, ("", "Name", "City", "Cuisines", "Average Cost", "Aggregate Rating")),
    Expected(f"{DB}/attractions/attractions.csv", 5302, ("Name", "Latitude", "Longitude", "Address", "Phone", "Website", "City")),
    Expected(f"{DB}/googleDistanceMatrix/distance.csv", 17602, ("origin", "destination", "cost", "duration", "distance")),
    Expected(f"{DB}/background/citySet_with_states.txt", 312),
    Expected(f"{DB}/background/citySet.txt", 311),
    Expected(f"{DB}/background/stateSet.txt", 65),
    Expected(f"{DB}/flights/flights.csv", 1516, tuple(FLIGHT_COLUMNS)),
    Expected("travelplanner/queries/train.csv", 45, (*QUERY_COLUMNS, "annotated_plan", "reference_information")),
    Expected("travelplanner/queries/validation_dev.csv", 65, ("row", *QUERY_COLUMNS, "reference_information")),
    Expected("flextravelbench/val_dataset_without_budget_one.json", 60),
    Expected("flextravelbench/val_dataset_without_people_number_one.json", 60),
    Expected("flextravelbench/val_dataset_without_house_rule_one.json", 42),
    Expected("flextravelbench/val_dataset_without_cuisine_one.json", 23),
    Expected("flextravelbench/val_dataset_without_room_type_one.json", 29),
    Expected("flextravelbench/3turn_global_local_dataset.json", 6),
    Expected("flextravelbench/3turn_local_global_dataset.json", 6),
]

# laid-out FlexTravelBench file -> its published name
FLEX_FILES = {
    **{f"val_dataset_without_{kind}_one.json": f"val_dataset_without_{kind}_one.json"
       for kind in ("budget", "people_number", "house_rule", "cuisine", "room_type")},
    "3turn_global_local_dataset.json": "global_local_dataset.json",
    "3turn_local_global_dataset.json": "local_global_dataset.json",
}


def validation_dev_rows() -> list[int]:
    """The 65 validation rows of ``validation_dev`` (shipped as indices only: they follow no rule we could derive)."""
    text = resources.files(__package__).joinpath("validation_dev_rows.txt").read_text(encoding="utf-8")
    return [int(line) for line in text.splitlines() if line.strip() and not line.startswith("#")]


def reference_sha256() -> dict[str, str]:
    """The sha256 of each laid-out file of the reference copy, by path."""
    text = resources.files(__package__).joinpath("reference.sha256").read_text(encoding="utf-8")
    return {path: digest for digest, path in (line.split(maxsplit=1) for line in text.splitlines() if line.strip())}
