"""Characters a request must not hold: control characters that are no spacing, and the marks that reorder text.

A request is echoed to terminals, logs and reports. An escape sequence in it (``ESC [2J`` clears the screen) acts on
the terminal that shows it, and a bidirectional override or isolate (U+202A to U+202E, U+2066 to U+2069) shows its
text in another order than it is read (the "Trojan Source" trick): what the user sees is not what is planned. Tabs
and line ends are spacing, and the plain direction marks (U+200E, U+200F) that right-to-left text copied from a page
carries reorder nothing: both are let be. A lone surrogate is a byte that was not UTF-8 (the command line decodes
such bytes so, ``surrogateescape``): the text it stood in is unknown, so it is named rather than read around.
"""

from __future__ import annotations

import unicodedata

_SPACING = frozenset("\t\n\r\x0b\x0c")
_REORDERING = frozenset(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A)]))


def forbidden_character(text: str) -> str | None:
    """The first character of ``text`` a request must not hold, described ("U+001B (ESCAPE), a control character, at
    character 71"), or None; linear in the text."""
    for at, char in enumerate(text, start=1):
        if char in _REORDERING:
            kind = "a bidirectional control character that shows the text in another order than it is read"
        elif unicodedata.category(char) == "Cc" and char not in _SPACING:
            kind = "a control character"
        elif unicodedata.category(char) == "Cs":
            kind = "a character from a byte that is not UTF-8 (set the terminal or the file to UTF-8)"
        else:
            continue
        name = unicodedata.name(char, "") or {"\x1b": "ESCAPE", "\x00": "NULL", "\x7f": "DELETE"}.get(
            char, "surrogate" if unicodedata.category(char) == "Cs" else "control")
        return f"U+{ord(char):04X} ({name}), {kind}, at character {at}"
    return None
