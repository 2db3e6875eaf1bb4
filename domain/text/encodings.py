"""Which encoding a file that is not UTF-8 seems to be in, for the message that refuses it.

Every file the project reads is UTF-8 (a leading byte-order mark allowed). A file saved by a spreadsheet or an
editor in another encoding is refused; the refusal is more useful when it says what the file seems to be
("UTF-16", "Latin-1") than when it says "not a text file" of a file the user can open and read. The guess looks
at the first bytes only (time bounded whatever the file's size) and is a hint, never a reading: the file is not
decoded with it.
"""

from __future__ import annotations

import codecs

SAMPLE_BYTES = 64 * 1024  # the bytes a caller reads for the guess: enough to see the pattern, bounded
_TEXT_SHARE = 0.7  # the share of plain ASCII characters (printable, tab, line ends) that makes decoded bytes text


def guessed_encoding(sample: bytes) -> str | None:
    """The encoding the first bytes of a file that is not UTF-8 seem to be in, or None (binary, or no guess).

    The files read are CSV and JSON: mostly ASCII whatever their encoding. So the bytes seem to be UTF-32, or UTF-16, when,
    read so (by their byte-order mark, else either byte order), they are mostly plain ASCII characters; Latin-1
    (or Windows-1252) when they hold no NUL and, read so, are mostly plain ASCII characters. Random bytes are neither.
    """
    whole = sample[: len(sample) // 4 * 4]  # UTF-32 first: its BOM begins with UTF-16's, its text is UTF-16 and NULs
    codecs_32 = ("utf-32",) if whole[:4] in (codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE) else ("utf-32-le", "utf-32-be")
    if any(_mostly_text(whole.decode(codec, errors="replace")) for codec in codecs_32):
        return "UTF-32"
    even = sample[: len(sample) // 2 * 2]  # a sample cut mid-character: its last byte is left out
    codecs_16 = ("utf-16",) if even[:2] in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE) else ("utf-16-le", "utf-16-be")
    if any(_mostly_text(even.decode(codec, errors="replace")) for codec in codecs_16):
        return "UTF-16"
    if b"\0" not in sample and _mostly_text(sample.decode("cp1252", errors="replace")):
        return "Latin-1 (ISO-8859-1 or Windows-1252)"
    return None


def _mostly_text(text: str) -> bool:
    plain = sum(char.isascii() and (char.isprintable() or char in "\t\r\n") for char in text)
    return bool(text) and plain >= _TEXT_SHARE * len(text)


def not_utf8_note(sample: bytes) -> str:
    """"it seems to be ENCODING text: save it as UTF-8", or "" when no encoding is guessed (for a message)."""
    guess = guessed_encoding(sample)
    return f"it seems to be {guess} text: save it as UTF-8" if guess else ""
