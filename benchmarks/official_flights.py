"""A seeded flights table of the official TravelPlanner size (3,827,361 rows), for measuring at that scale.

    .venv/bin/python benchmarks/official_flights.py OUT_FOLDER [--rows 3827361] [--seed 0]

The official sandbox's flights file is not distributed with the data here (we
have a 1,516-row subset). This writes a stand-in with the official layout (an
unnamed index column first, then the nine columns) that keeps every real row,
so every query plans as before, and fills the rest with seeded random flights
on routes the real rows do not fly, on the real rows' dates, about six per
route and day. Synthetic flight numbers are never real ones, so "the first row
with this number" finds what it found before. The real rows keep their order
and land at seeded random positions.

``OUT_FOLDER`` becomes a data folder (``travelplanner/database`` and
``travelplanner/queries``): the generated ``flights/flights.csv``, and links to
the other files of the source data folder (nothing is copied).
"""

from __future__ import annotations

import argparse
import csv
import random
from collections.abc import Iterator
from pathlib import Path

from himap_travel.domain.sandbox.paths import DATABASE_FILES, data_dir

OFFICIAL_ROWS = 3_827_361
COLUMNS = ["Flight Number", "Price", "DepTime", "ArrTime", "ActualElapsedTime", "FlightDate", "OriginCityName",
           "DestCityName", "Distance"]
FLIGHTS_PER_ROUTE_DAY = 6
FIRST_SYNTHETIC_NUMBER = 90_000_000  # eight digits: real numbers have seven


def real_rows(path: Path) -> list[list[str]]:
    """The source rows, as the nine official columns."""
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        return [[row[column] for column in COLUMNS] for row in reader]


def cities(path: Path) -> list[str]:
    """The sandbox's city list (citySet_with_states.txt: "City<TAB>State" lines)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return sorted({line.split("\t", 1)[0].strip() for line in lines if "\t" in line})


def _clock(minutes: int) -> str:
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def synthetic_rows(real: list[list[str]], names: list[str], count: int, rng: random.Random) -> Iterator[list[str]]:
    """``count`` random flights on routes no real row flies, on the real rows' dates."""
    flown = {(row[6], row[7]) for row in real}
    taken = {row[0] for row in real}
    dates = sorted({row[5] for row in real if row[5]})
    number = FIRST_SYNTHETIC_NUMBER
    made = 0
    while made < count:
        origin, destination = rng.sample(names, 2)
        if (origin, destination) in flown:
            continue
        day = rng.choice(dates)
        distance = rng.randint(150, 2800)
        for _ in range(min(FLIGHTS_PER_ROUTE_DAY, count - made)):
            while f"F{number}" in taken:
                number += 1
            elapsed = 40 + distance // 8 + rng.randint(0, 40)
            departure = rng.randint(5 * 60, 22 * 60)
            yield [f"F{number}", str(rng.randint(40, 1200)), _clock(departure), _clock(departure + elapsed),
                   f"{elapsed // 60} hours {elapsed % 60} minutes", day, origin, destination, f"{distance}.0"]
            number += 1
            made += 1


def generate(source: Path, out: Path, rows: int = OFFICIAL_ROWS, seed: int = 0) -> Path:
    """Write the data folder ``out`` with an official-size flights table built from the data folder ``source``;
    returns the flights file."""
    rng = random.Random(seed)
    files = {name: source / relative for name, relative in DATABASE_FILES.items()}
    real = real_rows(files["flights"])
    if rows < len(real):
        raise SystemExit(f"--rows {rows} is fewer than the {len(real)} real rows, which are all kept")
    for name, path in files.items():
        if name != "flights":
            _link(path, out / DATABASE_FILES[name])
    queries = source / "travelplanner" / "queries"
    _link(queries, out / "travelplanner" / "queries")
    target = out / DATABASE_FILES["flights"]
    target.parent.mkdir(parents=True, exist_ok=True)
    positions = set(rng.sample(range(rows), len(real)))
    made = synthetic_rows(real, cities(files["cities"]), rows - len(real), rng)
    partial = target.with_name(target.name + ".partial")
    with partial.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["", *COLUMNS])
        kept = iter(real)
        for index in range(rows):
            writer.writerow([index, *(next(kept) if index in positions else next(made))])
    partial.replace(target)
    return target


def _link(source: Path, link: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    if link.is_symlink() or link.exists():
        link.unlink()
    link.symlink_to(source.resolve())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the data folder to write")
    parser.add_argument("--rows", type=int, default=OFFICIAL_ROWS, help="flights in all (the real ones included)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--data", default=None, help="the source data folder (default: HIMAP_DATA_DIR or ../shared/data)")
    args = parser.parse_args()
    target = generate(data_dir(args.data), args.out, args.rows, args.seed)
    print(f"wrote {args.rows:,} flights to {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
