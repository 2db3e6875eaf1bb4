"""Flags renamed so that each word means one thing in every command: the old spelling still works, with a warning.

``--concurrency`` was P (day executors) in ``plan`` but queries or instances at once in ``bench run`` and ``flex
run``; ``--data`` was the data folder in ``plan``, ``bench`` and ``evaluate`` but the FlexTravelBench files in ``flex
run`` (whose data folder was ``--data-dir``). Now ``--executors/-P`` is P everywhere, ``--queries-at-once/-Q`` and
``--instances-at-once`` say what runs at once, ``--data`` is always the data folder and ``flex run --instances``
names the FlexTravelBench files. ``RENAMED`` lists each old spelling with the one to use (docs/cli.md shows it).
"""

from __future__ import annotations

from typing import TypeVar

import typer
from rich.console import Console

RENAMED: dict[tuple[str, str], str] = {
    ("plan", "--concurrency"): "--executors",
    ("bench run", "--concurrency"): "--queries-at-once",
    ("flex run", "--concurrency"): "--instances-at-once",
    ("flex run", "--data FILE"): "--instances FILE",
    ("flex run", "--data-dir"): "--data",
    ("flex build-3turn", "--data-dir"): "--data",
}

_console = Console(stderr=True)
T = TypeVar("T")


def warn_renamed(command: str, old: str) -> None:
    """Say on stderr that ``old`` is a deprecated spelling in ``command`` and which flag to use instead."""
    _console.print(f"[yellow]warning:[/] {command} {old} is deprecated (each flag means one thing in every command): "
                   f"use {RENAMED[(command, old)]}", highlight=False)


def renamed_value(context: typer.Context, command: str, old: str, old_value: T | None, new_value: T, new_param: str) -> T:
    """The value of a flag given by its old spelling (said deprecated) or its new one (``new_param``). Both on the
    command line with other values is refused (exit 2 naming both): the run took one of them in silence
    (``--concurrency 2 -Q 4``)."""
    if old_value is None:
        return new_value
    warn_renamed(command, old)
    source = context.get_parameter_source(new_param)
    if source is not None and source.name == "COMMANDLINE" and new_value != old_value:
        raise typer.BadParameter(f"{old} {old_value} and {RENAMED[(command, old)]} {new_value} say two things "
                                 f"({old} is the old name of {RENAMED[(command, old)]}): give it once")
    return old_value
