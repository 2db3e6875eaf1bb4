"""``lazy_compile``: a module's regular expression, compiled the first time it is used rather than at import.

The readers hold about two thousand patterns, some of them long alternations of names; compiling them all at import
took about 1.2 s of each process's 3.4 s of CPU before its first line of work (issue 44, and CI's time: the tests
start the command line hundreds of times). Most processes use few of them: ``bench run`` on benchmark rows reads no
text, ``--help`` none at all, a chat turn a share. A ``LazyPattern`` keeps the source and flags and compiles on the
first call of any pattern method; it then puts the compiled pattern's methods on itself, so every later call costs
what a call on ``re.Pattern`` costs. The result of every method is the compiled pattern's own.

Typed as ``re.Pattern[str]`` for its users, it is not one to ``re``'s functions or ``isinstance``: hand ``re.search``
and friends the pattern's ``.compiled`` (or call its own method), and never test ``isinstance(x, re.Pattern)`` on one
(``is_pattern`` answers for both). ``.pattern`` and ``.flags`` are the source and the flags given, read without
compiling, so a pattern built from another's ``.pattern`` stays lazy too.
"""

from __future__ import annotations

import re
from typing import Any, cast

# The compiled pattern's methods a LazyPattern takes on at first use (attribute reads go there after).
_METHODS = ("search", "match", "fullmatch", "finditer", "findall", "sub", "subn", "split", "scanner")
_made: list[LazyPattern] = []  # every lazy pattern made, for ``compile_all``


class LazyPattern:
    """A pattern's source and flags, compiled on first use (see the module's docstring)."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        _made.append(self)

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        compiled = self.__dict__.get("_compiled")
        if compiled is None:
            compiled = re.compile(self.pattern, self.flags)
            # Plain instance attributes from here on: a method call no longer goes through __getattr__.
            self.__dict__.update({name: getattr(compiled, name) for name in _METHODS}, _compiled=compiled)
        return cast(re.Pattern[str], compiled)

    def __getattr__(self, name: str) -> Any:
        """Any other attribute of ``re.Pattern`` (a method before the first compile, ``groups``, ``groupindex``)."""
        if name.startswith("__") or name == "_compiled":
            raise AttributeError(name)
        return getattr(self.compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self.pattern!r}, {self.flags!r})"


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when first used; a syntax error then raises ``re.error`` as it would."""
    return cast(re.Pattern[str], LazyPattern(pattern, flags))


def is_pattern(value: object) -> bool:
    """Whether ``value`` is a compiled pattern or a lazy one."""
    return isinstance(value, (re.Pattern, LazyPattern))


def compile_all() -> int:
    """Compile every lazy pattern made so far and return how many there are: a test imports every module, then calls
    this, so a pattern with a syntax error fails there rather than on the first text that reaches it."""
    for pattern in list(_made):
        _ = pattern.compiled
    return len(_made)
