"""Output paths of the runs: checked before any work is done, and claimed by one run at a time.

A run that plans for minutes and then cannot write its results has lost
them, so every command that writes files checks its output paths first
(``check_output_dir`` / ``check_output_file``): a path that is a file where
a folder is wanted, lies under a file, or sits in a folder nobody can write
is refused at once with an ``OutputPathError`` naming the flag and the path.

Two runs writing one folder would both plan everything and the last writer
would win; ``claim_output`` makes a run the folder's only writer while it
runs. The claim is an exclusive ``flock`` on ``<folder>/.run.lock``, a file
that holds the claiming process's pid, command and start time, so that a
refused run can say who holds the folder. The kernel drops the lock when its
process ends, however it ends: the lock file of a killed run is simply taken
over by the next one.
"""

from __future__ import annotations

import fcntl
import json
import os
import shlex
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

from himap_travel.domain.evaluation.plans_file import EvaluationFileError
from himap_travel.domain.sandbox.paths import inside_the_datasets

LOCK_NAME = ".run.lock"


class OutputPathError(ValueError):
    """An output path that cannot be written (names the flag, the path and why)."""


class OutputLockError(RuntimeError):
    """Another run is writing the same output folder (names its pid and command)."""


def _nearest_existing(path: Path) -> Path:
    """``path`` or its closest ancestor that exists (``exists()`` is False under a file, so the file is found)."""
    path = Path(os.path.abspath(path))
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def _can_write_in(folder: Path) -> str | None:
    """None when a file can be created in ``folder``, else why not (tried for real: as root, permission bits
    say little, and a folder like /proc refuses every new file). The probe leaves no name behind."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return error.strerror or str(error)
    return None


def _check_creatable(path: Path, flag: str, what: str) -> None:
    """The folder that would hold ``path`` (the closest one that exists) is a folder, and writable."""
    found = _nearest_existing(path.parent)
    if not found.is_dir():
        raise OutputPathError(f"{flag} {path}: cannot create the {what} under {found}, which is a file, not a folder")
    problem = _can_write_in(found)
    if problem:
        raise OutputPathError(f"{flag} {path}: cannot write in {found} ({problem}); give a writable {what}")


def check_outside_the_data(path: str | Path, flag: str, data: str | Path | None = None) -> None:
    """Refuse an output path inside the data folder (``data``: the command's ``--data``, else ``HIMAP_DATA_DIR`` or the
    default). Every command reads that folder and none writes it (``data`` lays it out): a report, a results store or
    a plot among the sandbox's files changes what the next run reads, and a shared data folder is no run's to fill."""
    root = inside_the_datasets(path, data)
    if root is not None:
        raise OutputPathError(f"{flag} {path} is inside the data folder {root}: the data is read, never written; give a "
                              "path outside it")


def check_reachable(path: str | Path, flag: str) -> None:
    """Refuse a path that cannot be reached (a symbolic link that loops, a path through a file): ``exists()`` says
    False of it, as of a path to create, and the write fails only after the work it was to keep."""
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return
    except OSError as error:
        raise OutputPathError(f"{flag} {path} cannot be reached ({error.strerror or error}); give another path") from None


def check_output_dir(path: str | Path, flag: str = "--out", data: str | Path | None = None,
                     inputs: Iterable[tuple[str, str | Path]] = ()) -> Path:
    """Refuse, before any work, an output folder that is a file, lies under a file, cannot be written, or lies inside
    the data folder (``data``: the command's ``--data``, if any), or that is one of the command's ``inputs`` (flag,
    folder: the outputs written among the files read would be read as input by the next run, or replace them)."""
    path = Path(path)
    check_outside_the_data(path, flag, data)
    check_reachable(path, flag)
    for name, source in inputs:
        if _same_path(path, Path(source)):
            raise OutputPathError(f"{flag} {path} is the {name} folder ({source}): writing there would mix the output "
                                  "with an input; give another folder")
    if path.exists() and not path.is_dir():
        raise OutputPathError(f"{flag} {path} is a file, not a folder; give a folder (it is created if missing)")
    if path.is_dir():
        problem = _can_write_in(path)
        if problem:
            raise OutputPathError(f"{flag} {path}: the folder cannot be written ({problem})")
        return path
    _check_creatable(path, flag, "folder")
    return path


def check_output_file(path: str | Path, flag: str, inputs: Mapping[str, str | Path] | None = None,
                      data: str | Path | None = None) -> Path:
    """Refuse, before any work, an output file that is a folder, lies under a file, cannot be written, or lies inside
    the data folder, or that is one of the command's ``inputs`` (name -> path: writing it would destroy what was read;
    compared resolved, so a relative path, a symbolic or a hard link to the input is the input)."""
    path = Path(path)
    check_outside_the_data(path, flag, data)
    check_reachable(path, flag)
    for name, source in (inputs or {}).items():
        if _same_path(path, Path(source)):
            raise OutputPathError(f"{flag} {path} is {name} ({source}): writing it would overwrite an input; give another path")
    if path.is_dir():
        raise OutputPathError(f"{flag} {path} is a folder, not a file")
    check_not_special(path, flag)
    if path.exists() and not os.access(path, os.W_OK):
        raise OutputPathError(f"{flag} {path}: the file cannot be written (permission denied)")
    _check_creatable(path, flag, "file")
    return path


def special_kind(path: Path) -> str | None:
    """What ``path`` is when it is there and neither a plain file nor a link ("a socket (a running program's
    endpoint)", "a device", "a FIFO"), else None. A link is not followed: an output replaces a link, never writes
    through it."""
    try:
        mode = os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None
    if stat.S_ISSOCK(mode):
        return "a socket (a running program's endpoint)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISFIFO(mode):
        return "a FIFO (a pipe another program reads)"
    return None


def check_not_special(path: Path, flag: str) -> None:
    """Refuse an output file that is a socket, a device (``/dev/full``) or a FIFO: a write cannot make a file of it,
    and a file renamed over it (``write_whole``, ``staged_file``) takes it from the system or the program that uses it,
    in silence (as root, ``/dev/full`` itself was replaced by a report)."""
    kind = special_kind(path)
    if kind is not None:
        raise OutputPathError(f"{flag} {path} is {kind}, not a file; give another path")


def is_null_device(path: Path) -> bool:
    """Whether ``path`` is the system's null device (``os.devnull``'s device number, whatever its name or a link's):
    what is written there vanishes, which is what a user who gives it as a log wants."""
    try:
        mode, device = os.stat(path), os.stat(os.devnull)
    except OSError:
        return False
    return stat.S_ISCHR(mode.st_mode) and stat.S_ISCHR(device.st_mode) and mode.st_rdev == device.st_rdev


def check_log_file(path: str | Path, flag: str) -> Path:
    """``check_output_file`` for a log that is only ever opened and written, never replaced or renamed over: the null
    device is taken too (no log kept), every other device, FIFO or socket refused as for any output."""
    path = Path(path)
    return path if is_null_device(path) else check_output_file(path, flag)


def _same_path(path: Path, other: Path) -> bool:
    """Whether two paths name one file or folder; an input whose links loop is none (its reader names it)."""
    try:
        if path.exists() and other.exists():
            return path.samefile(other)
    except OSError:
        pass
    try:
        return path.resolve() == other.resolve()
    except (OSError, RuntimeError):  # RuntimeError: a link loop (Python 3.11's ``resolve``)
        return False


class OutputLock:
    """The exclusive claim of one run on an output folder (see the module's docstring)."""

    def __init__(self, folder: str | Path, command: str | None = None, flag: str = "--out") -> None:
        self.folder = Path(folder)
        self.path = self.folder / LOCK_NAME
        self.command = command or shlex.join(sys.argv)
        self.flag = flag
        self._fd: int | None = None
        self.made: list[Path] = []  # the folders ``acquire`` created, deepest first

    def acquire(self) -> None:
        """Take the folder, or raise ``OutputLockError`` naming the run that holds it. A claim that fails (a full disk)
        removes the folders it created, so that it leaves nothing behind."""
        self.made = _missing_folders(self.folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            while self._fd is None:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    holder = _read_holder(fd)
                    os.close(fd)
                    raise OutputLockError(f"{self.flag} {self.folder} is being written by another run ({holder}); wait "
                                          f"for it to end, or give another {self.flag}") from None
                if _same_file(fd, self.path):
                    self._fd = fd
                else:  # its previous holder removed the file between our open and our lock: take the new one
                    os.close(fd)
            record = {"pid": os.getpid(), "command": self.command, "started": datetime.now(UTC).isoformat(timespec="seconds")}
            os.ftruncate(self._fd, 0)
            os.pwrite(self._fd, (json.dumps(record) + "\n").encode(), 0)
        except OSError as error:
            self.release()
            self.forget_made()
            raise OutputPathError(f"{self.flag} {self.folder}: cannot claim the folder ({error.strerror or error})") from error

    def release(self) -> None:
        """Remove the lock file (while still holding it, so no other run can be holding it) and let go."""
        if self._fd is None:
            return
        with suppress(OSError):
            os.unlink(self.path)
        os.close(self._fd)
        self._fd = None

    def forget_made(self) -> None:
        """Remove the folders ``acquire`` created that are still empty (a run that failed before writing anything)."""
        for folder in self.made:
            with suppress(OSError):
                folder.rmdir()

    def __enter__(self) -> OutputLock:
        self.acquire()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()


def _forget_stages(folder: Path) -> None:
    """Remove what a killed run left half-written in ``folder``: its staging folders (``staged_output``) and hidden
    temporary files (``write_whole``, ``staged_file``). Called under the claim: no living run is writing them."""
    for path in [*folder.glob(".outputs-*.partial"), *folder.glob(".*.partial*")]:
        with suppress(OSError):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()


def _missing_folders(folder: Path) -> list[Path]:
    """``folder`` and its ancestors that do not exist yet, deepest first."""
    missing: list[Path] = []
    while not folder.exists() and not folder.is_symlink() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def _same_file(fd: int, path: Path) -> bool:
    try:
        return os.fstat(fd).st_ino == os.stat(path).st_ino
    except FileNotFoundError:
        return False


def _read_holder(fd: int, wait: float = 1.0) -> str:
    """Who holds the lock, as the refusal names it (its record is written just after it locks: wait a moment for it)."""
    deadline = time.monotonic() + wait
    while True:
        text = os.pread(fd, 4096, 0).decode(errors="replace")
        try:
            record = json.loads(text)
            return f"pid {record['pid']}, started {record['started']}: {record['command']}"
        except (ValueError, KeyError, TypeError):
            if time.monotonic() > deadline:
                return "pid unknown"
            time.sleep(0.05)


@contextmanager
def staged_output(folder: str | Path, flag: str = "--out") -> Iterator[Path]:
    """A staging folder for a run's output files, moved into ``folder`` only once every file is written.

    A disk that fills up half-way (or any other write error) would leave a
    folder of some new files, some old ones and a torn last one. Here it
    leaves ``folder`` as it was (an earlier run's outputs whole, the results
    store untouched), removes the staging folder, and raises an
    ``OutputPathError`` naming the folder, the file and the cause. The moves
    into place are renames within one file system: they need no space.
    """
    folder = Path(folder)
    stage: Path | None = None
    try:
        stage = Path(tempfile.mkdtemp(prefix=".outputs-", suffix=".partial", dir=folder))
        yield stage
        _move_into(stage, folder)
    except (OSError, EvaluationFileError) as error:
        raise OutputPathError(_not_written(folder, stage, error, flag)) from None
    finally:
        if stage is not None:
            shutil.rmtree(stage, ignore_errors=True)


def _move_into(stage: Path, folder: Path) -> None:
    for file in sorted(path for path in stage.rglob("*") if path.is_file()):
        target = folder / file.relative_to(stage)
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(file, target)


def write_whole(path: Path, text: str) -> None:
    """``text`` into ``path`` through a hidden sibling renamed over it: a link at ``path`` (left in an output folder by
    someone, to a file elsewhere) is replaced, never written through, and a cut run leaves no half file."""
    check_not_special(path, "the output")
    temp = path.with_name(f".{path.name}.partial{path.suffix}")
    try:
        temp.write_text(text, encoding="utf-8")
        os.replace(temp, path)
    finally:
        with suppress(FileNotFoundError):
            temp.unlink()


@contextmanager
def staged_file(path: Path, flag: str) -> Iterator[Path]:
    """A file written whole or not at all: the ``with`` block writes the path it is given (a hidden sibling of
    ``path``, of the same suffix), which then replaces ``path``. A write that fails (a full disk, ``ulimit -f``) leaves
    no half file and is an ``OutputPathError`` naming ``flag``, ``path`` and the cause. A ``path`` that is a device, a
    FIFO or a socket is refused before anything is written (``check_not_special``)."""
    check_not_special(path, flag)
    temp = path.with_name(f".{path.name}.partial{path.suffix}")
    try:
        yield temp
        os.replace(temp, path)
    except OSError as error:
        raise OutputPathError(not_written(flag, path, error)) from None
    finally:
        with suppress(FileNotFoundError):
            temp.unlink()


def not_written(flag: str, path: Path, error: OSError, what: str = "") -> str:
    """The refusal of an output that a write failure (a full disk, ``ulimit -f``) stopped: the flag and the path as
    the user gave them, the cause, and the limit when one is set (a write past it says only "File too large")."""
    return f"{flag} {path}: {what + ' ' if what else ''}could not be written ({error.strerror or error}{file_size_limit_note()})"


def file_size_limit_note() -> str:
    """"; this process may write files of at most N bytes (ulimit -f)" when such a limit is set, else "".

    A write past the limit fails with "File too large" (or, in SQLite, "disk I/O error"), which names no limit: the
    note says where to look."""
    import resource

    soft, _ = resource.getrlimit(resource.RLIMIT_FSIZE)
    return "" if soft == resource.RLIM_INFINITY else f"; this process may write files of at most {soft:,} bytes (ulimit -f)"


def _not_written(folder: Path, stage: Path | None, error: Exception, flag: str) -> str:
    """The refusal of a failed write, naming the file as the user knows it (not its staging copy)."""
    cause = (getattr(error, "strerror", None) or str(error)) + file_size_limit_note()
    name = getattr(error, "filename", None)
    if name and stage is not None and Path(name).is_relative_to(stage):
        cause = f"{folder / Path(name).relative_to(stage)}: {cause}"
    if stage is not None:
        cause = cause.replace(str(stage), str(folder))
    return (f"{flag} {folder}: the outputs could not be written ({cause}); the folder was left as it was, and the "
            "results planned are kept in the results store: free some space (or give another --out) and run the same "
            "command again, which writes the outputs without planning again")


@contextmanager
def claim_output(folder: str | Path, command: str | None = None, flag: str = "--out",
                 data: str | Path | None = None) -> Iterator[Path]:
    """Check ``folder`` (``data``: the command's ``--data``, whose datasets it must not lie in) and hold it for the
    duration of the ``with`` block (one writer at a time)."""
    check_output_dir(folder, flag, data)
    lock = OutputLock(folder, command, flag)
    with lock:
        _forget_stages(Path(folder))
        try:
            yield Path(folder)
        except BaseException as error:
            lock.release()  # a run that failed before writing anything leaves no empty folder behind
            lock.forget_made()
            if isinstance(error, OSError) and (inside := _file_inside(error, Path(folder))):
                raise OutputPathError(f"{flag} {folder}: {inside} cannot be written or read ({error.strerror or error}"
                                      f"{file_size_limit_note()}); what the run stored is kept: clear the way (a folder in the "
                                      f"file's place, a full disk) or give another {flag}, and run the same command "
                                      "again") from None
            raise


def _file_inside(error: OSError, folder: Path) -> Path | None:
    """The file of ``folder`` an ``OSError`` is about (its target first: a rename's), or None. A run's own file that
    cannot be used (a folder where ``cases.jsonl`` or ``latency.json`` goes, a full disk) is named as the output folder's
    problem, never shown as a traceback."""
    for name in (error.filename2, error.filename):
        if isinstance(name, (str, os.PathLike)):
            path = Path(os.path.abspath(name))
            if path.is_relative_to(os.path.abspath(folder)):
                return Path(folder) / path.relative_to(os.path.abspath(folder))
    return None
