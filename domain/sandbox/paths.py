"""Where the benchmark data lives and where derived files go, and a clear error when either cannot be used.

The data stays outside the repository: a ``--data`` flag, else ``HIMAP_DATA_DIR``, else
``../shared/data`` relative to the working directory (the checkout beside ``shared/``, where the
commands are run from), else ``shared/data`` next to the repository, found from the package's own
folder (the repository root is the package): a script that embeds the graphs runs from any folder.
Derived files (the SQLite sandbox, matplotlib's config) go to ``HIMAP_CACHE_DIR``, else the
user's cache folder (``$XDG_CACHE_HOME/himap-travel``, else ``~/.cache/himap-travel``).
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import himap_travel.domain.environment as environment

DEFAULT_DATA_DIR = Path("..") / "shared" / "data"  # relative to the working directory
BESIDE_PACKAGE = Path(__file__).resolve().parents[2].parent / "shared" / "data"  # next to the repository (its root is the package)
CACHE_NAME = "himap-travel"

DATABASE_FILES = {
    "accommodations": "travelplanner/database/accommodations/clean_accommodations_2022.csv",
    "restaurants": "travelplanner/database/restaurants/clean_restaurant_2022.csv",
    "attractions": "travelplanner/database/attractions/attractions.csv",
    "distances": "travelplanner/database/googleDistanceMatrix/distance.csv",
    "cities": "travelplanner/database/background/citySet_with_states.txt",
    "flights": "travelplanner/database/flights/flights.csv",
}

FLEX_FOLDER = "flextravelbench"  # the FlexTravelBench instances, beside travelplanner/ (``data`` lays both out)

SPLITS = {
    "train": "travelplanner/queries/train.csv",
    "validation_dev": "travelplanner/queries/validation_dev.csv",
}


class DataDirError(FileNotFoundError):
    """The data folder is missing or lacks a file the project needs."""


class CacheDirError(DataDirError):
    """The cache folder (``HIMAP_CACHE_DIR``, or the default) cannot hold what must be written there."""


def expanded(path: str | Path) -> Path:
    """``path`` with a leading ``~`` or ``~user`` made the home folder; kept as written when there is none to find (an
    unknown user, no HOME), so that the path is named as not found rather than ending in a traceback."""
    try:
        return Path(path).expanduser()
    except RuntimeError:
        return Path(path)


def data_dir(override: str | Path | None = None) -> Path:
    """The data folder: the explicit path, else ``HIMAP_DATA_DIR``, else the default."""
    chosen = override or environment.read("HIMAP_DATA_DIR") or _default_data_dir()
    if re.match(r"[A-Za-z][A-Za-z0-9+.-]*://", str(chosen)):  # read as a path, it was named folded ("https:/host")
        raise DataDirError(f"data folder {chosen} is a URL (from {_source(override)}); nothing is downloaded: give the "
                           "local folder (python app.py data lays one out)")
    try:
        path = expanded(chosen).resolve()
    except (OSError, RuntimeError) as error:  # a symbolic link that loops (RuntimeError before Python 3.13)
        raise DataDirError(f"data folder {chosen} cannot be reached ({error}; from {_source(override)})") from None
    if not path.is_dir():
        raise DataDirError(
            f"data folder not found: {path} (from {_source(override)}; set HIMAP_DATA_DIR or pass --data to point at "
            "the folder that holds travelplanner/database and travelplanner/queries)"
        )
    return path


def _source(override: str | Path | None) -> str:
    """Where the data folder's path came from, for an error that must say which setting to change."""
    if override:
        return "--data, or a run's data_dir setting"
    if environment.read("HIMAP_DATA_DIR"):
        return "HIMAP_DATA_DIR"
    return f"the default {DEFAULT_DATA_DIR} (relative to the working directory, or {BESIDE_PACKAGE})"


def _default_data_dir() -> Path:
    """``../shared/data`` from the working directory when it is there, else the one next to the repository."""
    return DEFAULT_DATA_DIR if DEFAULT_DATA_DIR.is_dir() or not BESIDE_PACKAGE.is_dir() else BESIDE_PACKAGE


def database_files(root: str | Path | None = None) -> dict[str, Path]:
    """The sandbox's source files, checked to exist."""
    base = data_dir(root)
    files = {name: base / rel for name, rel in DATABASE_FILES.items()}
    missing = [str(p) for p in files.values() if not p.is_file()]
    if missing:
        raise DataDirError(f"the sandbox database is incomplete in {base} (from {_source(root)}); missing: "
                           + ", ".join(missing))
    return files


def split_file(split: str, root: str | Path | None = None) -> Path:
    """A split name (``train``, ``validation_dev``) or a path to a queries CSV."""
    if split.strip() == "-":  # the usual name of stdin: never a file of that name in the working folder
        raise DataDirError(f"queries file '-': stdin is not read for queries; give the path of a queries CSV or one "
                           f"of: {', '.join(SPLITS)}")
    path = data_dir(root) / SPLITS[split] if split in SPLITS else expanded(split)
    if not path.is_file() and split.strip() in SPLITS:  # "validation_dev " (a quote closed late): shown as it is
        raise DataDirError(f"queries file {split!r}: the split's name {split.strip()} with blanks around it; give it "
                           "without them")
    if not path.is_file():
        known = ", ".join(SPLITS)
        raise DataDirError(f"queries file {_not_a_file(path)}: {path} (give a path or one of: {known})")
    return path


def _not_a_file(path: Path) -> str:
    """Why ``path`` is no file to read: "not found" only when nothing is there (a folder, a pipe that would block the
    reader for ever, or a symbolic link that loops is named as such)."""
    try:
        found = path.stat()
    except FileNotFoundError:
        return "not found"
    except OSError as error:  # a link that loops, a path through a file
        return f"cannot be reached ({error.strerror or error})"
    if stat.S_ISDIR(found.st_mode):
        return "is a folder, not a file"
    return "is not a regular file (a pipe, device or socket)"


def inside_the_datasets(path: str | Path, data: str | Path | None = None) -> Path | None:
    """The data folder when ``path`` (resolved: a link into it is inside) is that folder or lies among its datasets'
    own folders, else None (also when there is no data folder). Nothing but ``data`` writes there: every command reads
    it, and a file among the sandbox's changes what the next run reads. A folder beside the datasets is not inside."""
    try:
        root = data_dir(data)
    except DataDirError:
        return None
    kept = [root / name for name in {*(Path(rel).parts[0] for rel in DATABASE_FILES.values()), FLEX_FOLDER}]
    found = Path(os.path.realpath(path))
    return root if found == root or any(found.is_relative_to(folder) for folder in kept) else None


def cache_path() -> Path:
    """Where derived files go (``HIMAP_CACHE_DIR``, else the user's cache folder), not checked nor created."""
    chosen = environment.read("HIMAP_CACHE_DIR")
    if chosen:
        return expanded(chosen)
    base = environment.read("XDG_CACHE_HOME")
    if base:
        return expanded(base) / CACHE_NAME
    try:
        return Path.home() / ".cache" / CACHE_NAME
    except RuntimeError as error:  # no HOME and no user entry to find one
        raise CacheDirError(f"no cache folder: HOME is unknown ({error}); set HIMAP_CACHE_DIR to a writable folder") from error


def cache_dir_error(path: Path, problem: str) -> CacheDirError:
    """The error for a cache folder that cannot be used, naming the setting it came from."""
    if environment.read("HIMAP_CACHE_DIR"):
        source = "HIMAP_CACHE_DIR"
    elif environment.read("XDG_CACHE_HOME"):
        source = "XDG_CACHE_HOME (HIMAP_CACHE_DIR unset)"
    else:
        source = "the default cache folder (HIMAP_CACHE_DIR unset)"
    return CacheDirError(f"cache folder {path} from {source}: {problem}; point HIMAP_CACHE_DIR at a writable folder")


def cache_dir() -> Path:
    """Where derived files (the SQLite sandbox) go, created if missing; ``HIMAP_CACHE_DIR`` overrides.

    A folder that is there but read-only is returned as it is: what is already built in it can still be read
    (the importer refuses only when it must write). A file in its place, or a folder that cannot be created,
    is a ``CacheDirError`` naming ``HIMAP_CACHE_DIR`` and the path.
    """
    path = cache_path()
    if (data := inside_the_datasets(path)) is not None:  # from HIMAP_CACHE_DIR or XDG_CACHE_HOME alike
        raise cache_dir_error(path, f"it is inside the data folder {data}, which is read, never written")
    if not environment.read("HIMAP_CACHE_DIR"):
        home = path.parent.parent if not environment.read("XDG_CACHE_HOME") else path.parent
        if not home.is_dir():  # creating it would make the user's HOME (or XDG_CACHE_HOME) for them
            raise cache_dir_error(path, f"{home} does not exist")
    try:  # a name past the file system's limit fails already in exists() (ENAMETOOLONG)
        a_file = path.exists() and not path.is_dir()
        if not a_file:
            path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise cache_dir_error(path, f"cannot create it ({error.strerror or error})") from error
    if a_file:
        raise cache_dir_error(path, "it is a file, not a folder")
    return path


def use_cache_for_matplotlib() -> None:
    """Point matplotlib's config and font cache at ``<cache>/matplotlib`` before matplotlib is first imported.

    Without it matplotlib writes under HOME (``~/.config``, ``~/.cache``), or, when HOME is missing or read-only,
    into a fresh temporary folder on every run: files outside the project's own paths. A ``MPLCONFIGDIR`` set by
    the user is kept; an empty one is not a setting (matplotlib reads it as unset and falls back to HOME), so it is
    replaced like a missing one.
    """
    if not environment.read("MPLCONFIGDIR"):
        os.environ["MPLCONFIGDIR"] = str((cache_dir() / "matplotlib").resolve())
