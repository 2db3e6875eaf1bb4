"""How the command line prints a message: a styled label, then the message as plain text, never read as markup.

A message holds what the user typed (a path, a split, a policy, a thread) and
what files hold. rich reads ``[bold]`` and ``[/]`` in a printed string as
markup: a value such as ``[/]x`` crashed the printer (``MarkupError``, exit 1,
in place of the refusal it was printing) and ``[bold]x[/]`` lost its brackets,
so the message named another value than the one given. Every command's errors,
warnings and notes go through ``say`` (``fail``, ``warn``): only the label is
markup. A line that mixes styling with values escapes each value with ``plain``.
"""

from __future__ import annotations

import codecs
import io
import json
import os
import signal
import sys
import threading
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.markup import escape

BAD_INPUT = 2  # the exit code of a request, option or file that cannot be used
errors = Console(stderr=True)


def plain(value: object) -> str:
    """``value`` as text that rich prints as it is (for a value inside a line that has markup of its own)."""
    return escape(str(value))


def say(message: object, label: str = "", style: str = "", console: Console | None = None) -> None:
    """``label`` (in ``style``) then ``message`` exactly as given, on ``console`` (default: stderr), on one line that
    the terminal wraps: rich would break a long path in two, and a path copied from the message would not work."""
    head = f"[{style}]{label}[/] " if label and style else f"{label} " if label else ""
    (console or errors).print(head + plain(message), highlight=False, soft_wrap=True)  # no break inside a path


def fail(message: object, code: int = BAD_INPUT, console: Console | None = None) -> int:
    """Print ``error: message`` and return the exit code (2: the request, an option or a file cannot be used)."""
    say(message, "error:", "red", console)
    return code


def warn(message: object, console: Console | None = None) -> None:
    say(message, "warning:", "yellow", console)


def lossless_streams() -> None:
    """stdout and stderr that take any character: on a terminal set to ASCII (``PYTHONIOENCODING=ascii``, a C locale)
    the first "Σ" or "→" printed was a ``UnicodeEncodeError`` traceback, after the work was done. A character the
    stream cannot encode is written as a backslash escape: shown, not lost."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and stream.errors == "strict":
            stream.reconfigure(errors="backslashreplace")


INTERRUPTED = 130  # a shell's code for a command stopped by SIGINT


def stop_on_ctrl_c() -> Callable[[], None]:
    """Ctrl-C (SIGINT) ends the command at once, as SIGTERM and a kill do, saying what is kept; returns what restores
    the handler it replaced (a command run in a test's process gives it back when it ends).

    Python turned it into ``KeyboardInterrupt`` in the main thread while the planner's worker threads ran on: they
    printed tracebacks at the interpreter's shutdown ("cannot schedule new futures"), and a thread was left with a
    step's writes stored but not its checkpoint. What a run stores it commits as it goes (the results, the
    checkpoints): the same command resumes after a kill, so it does after Ctrl-C. Not in a thread other than the main
    one (signals are set there only), and not over a handler a command set itself (``serve`` stops its server)."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGINT) is not signal.default_int_handler:
        return lambda: None
    previous = signal.signal(signal.SIGINT, _stopped)
    return lambda: _restore(previous)


def _stopped(signum: int, frame: Any) -> None:
    sys.stderr.write("\nstopped (Ctrl-C): what was stored is kept; run the same command again to resume\n")
    sys.stderr.flush()
    os._exit(INTERRUPTED)


def _restore(previous: Any) -> None:
    if threading.current_thread() is threading.main_thread() and signal.getsignal(signal.SIGINT) is _stopped:
        signal.signal(signal.SIGINT, previous)


def json_line(value: object) -> str:
    """``value`` as one JSON line for stdout: its characters as they are where stdout is Unicode, else as JSON's
    ``\\u`` escapes (a backslash escape of the stream would not be JSON)."""
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    try:
        unicode = codecs.lookup(encoding).name.startswith("utf")
    except LookupError:
        unicode = False
    return json.dumps(value, ensure_ascii=not unicode)
