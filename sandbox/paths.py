"""Where the benchmark data lives, and a clear error when it is not there.

The data stays outside the repository (in ``../shared/data`` beside the
checkout by default). ``HIMAP_DATA_DIR`` or a ``--data`` flag points elsewhere.
"""

from __future__ import annotations

import os
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA_DIR = REPO_ROOT.parent / "shared" / "data"
DEFAULT_CACHE_DIR = REPO_ROOT / ".cache"

DATABASE_FILES = {
    "accommodations": "travelplanner/database/accommodations/clean_accommodations_2022.csv",
    "restaurants": "travelplanner/database/restaurants/clean_restaurant_2022.csv",
    "attractions": "travelplanner/database/attractions/attractions.csv",
    "distances": "travelplanner/database/googleDistanceMatrix/distance.csv",
    "cities": "travelplanner/database/background/citySet_with_states.txt",
    "flights": "travelplanner/database/flights/flights.csv",
}

SPLITS = {
    "train": "travelplanner/queries/train.csv",
    "validation_dev": "travelplanner/queries/validation_dev.csv",
}


class DataDirError(FileNotFoundError):
    """The data folder is missing or lacks a file the project needs."""


def data_dir(override: str | Path | None = None) -> Path:
    """The data folder: the explicit path, else ``HIMAP_DATA_DIR``, else the default."""
    chosen = override or os.environ.get("HIMAP_DATA_DIR") or DEFAULT_DATA_DIR
    path = Path(chosen).expanduser().resolve()
    if not path.is_dir():
        raise DataDirError(
            f"data folder not found: {path} (set HIMAP_DATA_DIR or pass --data to point at the "
            "folder that holds travelplanner/database and travelplanner/queries)"
        )
    return path


def database_files(root: str | Path | None = None) -> dict[str, Path]:
    """The sandbox's source files, checked to exist."""
    base = data_dir(root)
    files = {name: base / rel for name, rel in DATABASE_FILES.items()}
    missing = [str(p) for p in files.values() if not p.is_file()]
    if missing:
        raise DataDirError("the sandbox database is incomplete; missing: " + ", ".join(missing))
    return files


def split_file(split: str, root: str | Path | None = None) -> Path:
    """A split name (``train``, ``validation_dev``) or a path to a queries CSV."""
    if split in SPLITS:
        path = data_dir(root) / SPLITS[split]
    else:
        path = Path(split).expanduser()
    if not path.is_file():
        known = ", ".join(SPLITS)
        raise DataDirError(f"queries file not found: {path} (give a path or one of: {known})")
    return path


def cache_dir() -> Path:
    """Where derived files (the SQLite sandbox) go; ``HIMAP_CACHE_DIR`` overrides."""
    path = Path(os.environ.get("HIMAP_CACHE_DIR") or DEFAULT_CACHE_DIR)
    path.mkdir(parents=True, exist_ok=True)
    return path
