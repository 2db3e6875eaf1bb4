"""Characters a request must not hold (``domain.text.controls``), and the encodings a refused file is named by."""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.domain.text.controls import forbidden_character
from himap_travel.domain.text.encodings import guessed_encoding


@pytest.mark.parametrize("text, named", [
    ("to Myrtle Beach\x1b[2J", "U+001B (ESCAPE), a control character, at character 16"),
    ("\u202ePlease plan", "U+202E (RIGHT-TO-LEFT OVERRIDE), a bidirectional control character"),
    ("a trip\u2066 to Denver\u2069", "U+2066 (LEFT-TO-RIGHT ISOLATE)"),
    ("bell\x07", "U+0007"),
    ("C1\x9b31m", "U+009B"),
])
def test_a_control_or_reordering_character_is_named_with_where_it_is(text, named):
    assert named in (forbidden_character(text) or "")


@pytest.mark.parametrize("text", ["3 days\tfrom Denver\nto Austin\r\n", "\u05d8\u05d9\u05d5\u05dc \u200f to Denver",
                                  "caf\u00e9 \u2013 \u201cquiet\u201d \U0001f600"])
def test_spacing_direction_marks_and_any_letter_are_let_be(text):
    assert forbidden_character(text) is None


def test_no_benchmark_request_holds_one():
    """Not shut: every official query text is read as before."""
    for split in ("train", "validation_dev"):
        assert [row.spec.query for row in load_queries(split) if forbidden_character(row.spec.query or "")] == []


@pytest.mark.parametrize("codec", ["utf-32", "utf-32-le", "utf-32-be"])
def test_utf32_is_named_utf32_not_utf16(codec):
    assert guessed_encoding("org,dest,days\nWashington,Myrtle Beach,3\n".encode(codec)) == "UTF-32"
