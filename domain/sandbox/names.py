"""The strict reading of a venue's name: case and spacing do not matter, the letters do.

It lives beside the sandbox, not in the evaluator's parsers, because the
sandbox's own world model (``domain.sandbox.world``) must tell one venue from
another exactly as the strict scorer does, and the evaluator imports the
sandbox, not the other way round. ``evaluation.parsing.canonical`` is this,
memoised.
"""

from __future__ import annotations


def canonical(text: str) -> str:
    """Case- and whitespace-insensitive form of a name (strict matching); look-alike characters stay apart."""
    return fold_case(" ".join(text.split()))


def fold_case(text: str) -> str:
    """Lower-case every letter that is the upper case of its own lower case.

    Not ``str.casefold``: it maps compatibility characters onto plain
    letters ("ſubway" onto "subway", the Kelvin sign onto "k"), so a
    look-alike spelling would match a real venue in strict mode.
    """
    if text.isascii():
        return text.lower()
    return "".join(c.lower() if c.lower().upper() == c else c for c in text)
