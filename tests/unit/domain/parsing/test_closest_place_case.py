"""``closest_place`` (``domain/parsing/places.py``) compares names case and punctuation aside: a misspelling typed in lower
case ("clevland") is the same place as its capitalised form (mutation testing: without rapidfuzz's ``default_process``
it scored 82, under the 85 needed)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.unknown_places import closest_place


@pytest.mark.parametrize("typed, place", [("clevland", "Cleveland"), ("pensacolla", "Pensacola"), ("CLEVLAND!", "Cleveland")])
def test_a_misspelling_in_any_case_has_its_closest_place(sandbox, typed, place):
    assert closest_place(typed, sandbox) == place


@pytest.mark.parametrize("typed", ["Abeen", "Anrage"])  # best Aberdeen 77, Anchorage 80: each far ahead of the next
def test_a_name_far_from_every_place_has_none_though_one_leads(sandbox, typed):
    """Too far is too far: a guess under the closeness bar is asked about, however far it leads the next place."""
    assert closest_place(typed, sandbox) is None
