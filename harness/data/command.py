"""``himap-travel data``: download (or take from ``--from DIR``) the published files, build, check, move into place.

Nothing is half-written: the layout is built in a temporary folder beside ``--out`` and renamed into place only when
every file holds its row count and header and (unless ``--skip-hashes``) the sha256 of the reference copy. Downloads
use the standard library only and are kept in ``<cache>/downloads`` (``HIMAP_CACHE_DIR``), so a second run reuses them.
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

from rich.console import Console
from rich.markup import escape

import himap_travel.domain.environment as environment
from himap_travel.domain.sandbox.paths import DEFAULT_DATA_DIR, CacheDirError, cache_dir
from himap_travel.harness.data.layout import DataSourceError, build, check_all, count_rows
from himap_travel.harness.data.published import DOWNLOADS, EXPECTED, Expected, reference_sha256
from himap_travel.harness.outputs import not_written

BAD_INPUT = 2
errors = Console(stderr=True)


def download_all(folder: Path) -> Path:
    """Fetch every published file not already in ``folder`` (each written to ``.part``, renamed when complete)."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, url in DOWNLOADS.items():
        path = folder / name
        if path.is_file():
            continue
        errors.print(f"downloading {escape(name)} from {escape(url)}")
        partial = path.with_name(name + ".part")
        try:
            with urllib.request.urlopen(url, timeout=60) as response, partial.open("wb") as handle:
                shutil.copyfileobj(response, handle, 1 << 20)
        except (urllib.error.URLError, OSError, TimeoutError) as error:
            partial.unlink(missing_ok=True)
            raise DataSourceError(f"cannot download {url} ({error}); download it by hand into {folder} "
                                  f"and run again with --from {folder} (docs/data.md)") from error
        if name.endswith(".zip") and not zipfile.is_zipfile(partial):
            partial.unlink()
            raise DataSourceError(f"{url} sent a page, not the zip archive (a download quota or a consent page); "
                                  f"download it in a browser into {folder / name} and run again with --from {folder}")
        partial.replace(path)
    return folder


def changed_files(hashes: dict[str, str], reference: dict[str, str]) -> list[str]:
    return [f"{path} (sha256 {digest[:12]}…, reference {reference.get(path, 'none')[:12]}…)"
            for path, digest in hashes.items() if reference.get(path) != digest]


def lay_out(source: Path, out: Path, force: bool = False, skip_hashes: bool = False,
            expected: list[Expected] = EXPECTED, reference: dict[str, str] | None = None) -> dict[str, str]:
    """Build the layout from ``source`` into ``out``; the laid-out files' sha256 by path.

    ``expected`` (row counts, headers) and ``reference`` (sha256 by path) default to the published data's.
    """
    if out.exists() and not force:
        raise DataSourceError(f"{out} already exists; pass --force to replace it (or --out for another folder)")
    if out == source or out in source.parents:
        raise DataSourceError(f"--out {out} would replace the source folder {source}; choose another --out")
    if source in out.parents:
        raise DataSourceError(f"--out {out} is inside the source folder {source}: the copy would be laid out into "
                              "what it is read from; choose another --out")
    scratch = _staging_beside(out)
    try:
        return _laid_out_whole(source, out, scratch, skip_hashes, expected, reference)
    except OSError as error:
        if error.errno not in _FULL:
            raise
        raise DataSourceError(not_written("--out", out, error, "the data")) from None
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


_FULL = frozenset({errno.EFBIG, errno.ENOSPC, errno.EDQUOT})  # the writes failed, not the source's reads


def _laid_out_whole(source: Path, out: Path, scratch: Path, skip_hashes: bool, expected: list[Expected],
                    reference: dict[str, str] | None) -> dict[str, str]:
    """The data built and checked in ``scratch``, then renamed to ``out`` (what was there set aside)."""
    build(source, scratch / "data", scratch)
    hashes = check_all(scratch / "data", expected)
    changed = changed_files(hashes, reference_sha256() if reference is None else reference)
    if changed and not skip_hashes:
        raise DataSourceError("these files differ from the reference copy that results/ was measured on: "
                              + "; ".join(changed) + ". Pass --skip-hashes to keep them anyway")
    (scratch / "data" / "SHA256SUMS").write_text("".join(f"{digest}  {path}\n" for path, digest in hashes.items()))
    if out.exists():
        os.replace(out, scratch / "previous" if _a_data_folder(out) else _set_aside(out))
    os.replace(scratch / "data", out)
    return hashes


# What a data folder holds at its top (its readme too): ``--force`` replaces such a folder (or an empty one); anything
# else at ``--out`` (a folder of the user's own files, a file) is set aside beside it, never deleted (``data --out
# ~/work --force`` deleted the user's folder whole).
_LAID_OUT = frozenset({"travelplanner", "flextravelbench", "SHA256SUMS", "README.md"})


def _a_data_folder(out: Path) -> bool:
    return out.is_dir() and not out.is_symlink() and all(path.name in _LAID_OUT for path in out.iterdir())


def _set_aside(out: Path) -> Path:
    """A new name beside ``out`` for what was there, said on the console: the user's files are kept, not deleted."""
    kept = next(candidate for number in range(1, 10_000)
                if not (candidate := out.with_name(f"{out.name}.before-force-{number}")).exists())
    errors.print(f"[yellow]warning:[/] --out {escape(str(out))} held files that are not the data's: they are kept in "
                 f"{escape(str(kept))}", highlight=False, soft_wrap=True)
    return kept


def _staging_beside(out: Path) -> Path:
    """A new staging folder next to ``out`` (renamed into place once whole), or a ``DataSourceError`` naming --out
    when nothing can be written there (it was a bare ``OSError`` naming only the staging folder's made-up name)."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        return Path(tempfile.mkdtemp(prefix=f".{out.name}.", dir=out.parent))
    except OSError as error:
        raise DataSourceError(f"--out {out}: nothing can be written there ({error.strerror or error})") from None


def summary(out: Path, hashes: dict[str, str]) -> str:
    """One line per file: rows, sha256 (and whether it is the reference copy's), path."""
    reference = reference_sha256()
    lines = [f"laid out in {out} (sha256 of each file in {out / 'SHA256SUMS'}):"]
    for path, digest in hashes.items():
        same = "= reference" if reference.get(path) == digest else "differs from the reference copy"
        lines.append(f"{count_rows(out / path)[0]:>7,}  {digest[:12]}  {same:<14}  {path}")
    return "\n".join(lines)


def data_command(source: Path | None, out: Path | None, force: bool, skip_hashes: bool) -> int:
    """The command: 0 when the data is laid out and checked, 2 with the cause and the file named otherwise."""
    target = (out or Path(environment.read("HIMAP_DATA_DIR") or DEFAULT_DATA_DIR)).expanduser().resolve()
    try:
        if source is not None and not source.is_dir():
            what = "a file, not a folder (give the folder the data was unpacked into)" if source.exists() else "no such folder"
            raise DataSourceError(f"--from {source}: {what}")
        origin = source.expanduser().resolve() if source is not None else download_all(cache_dir() / "downloads")
        hashes = lay_out(origin, target, force, skip_hashes)
    except (DataSourceError, CacheDirError, OSError) as error:
        errors.print(f"[red]error:[/] {escape(str(error))}", highlight=False, soft_wrap=True)  # a path never broken in two
        return BAD_INPUT
    print(summary(target, hashes))
    return 0
