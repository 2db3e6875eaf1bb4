"""The typed refusals of a run's store: the caller (the command line) turns each into exit 2 with its message."""

from __future__ import annotations


class CheckpointFileError(ValueError):
    """A checkpoint file the project cannot use as its own: not a SQLite file of ours, damaged, read-only, missing."""


class ThreadRefused(ValueError):
    """A thread this run cannot use: it holds another request, or was planned with other settings."""


class ThreadBusy(ThreadRefused):
    """A thread that a live process is planning or repairing right now."""
