"""The encoding a file that is not UTF-8 seems to be in (``domain.text.encodings``), as the refusals name it."""

from __future__ import annotations

import pytest

from himap_travel.domain.text.encodings import SAMPLE_BYTES, guessed_encoding, not_utf8_note

CSV = "org,dest,days,query\nWashington,Myrtle Beach,3,\"Please plan a 3-day trip, budget $1,400.\"\n" * 40


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be"])
def test_utf16_text_is_named_with_or_without_a_byte_order_mark(encoding):
    assert guessed_encoding(CSV.encode(encoding)) == "UTF-16"


def test_a_sample_cut_mid_character_is_still_read():
    assert guessed_encoding(CSV.encode("utf-16")[:1001]) == "UTF-16"


@pytest.mark.parametrize("text", [CSV + "Café crème, Zürich\n", '[{"org": "São Paulo"}]'])
def test_latin1_text_is_named(text):
    assert guessed_encoding(text.encode("latin-1")).startswith("Latin-1")
    assert not_utf8_note(text.encode("latin-1")) == "it seems to be Latin-1 (ISO-8859-1 or Windows-1252) text: save it as UTF-8"


@pytest.mark.parametrize("data", [b"\xff\xfe\x00binary", bytes(range(128, 256)) * 3, bytes(range(256)) * 64, b"\x89PNG\r\n\x1a\n\0\0",
                                  b""])
def test_bytes_that_are_no_text_get_no_guess(data):
    assert guessed_encoding(data) is None
    assert not_utf8_note(data) == ""


def test_the_guess_reads_a_bounded_sample():
    """Callers read SAMPLE_BYTES: enough for the pattern, whatever the file's size."""
    assert guessed_encoding((CSV * 200).encode("utf-16")[:SAMPLE_BYTES]) == "UTF-16"
