"""Typos read as the keywords they miss (``domain/text/typos.py``): the one home of the rules the chat's intents and
its disruptions both read typos by."""

from __future__ import annotations

from himap_travel.domain.text.typos import closest_spelling, swapped_letters


def test_two_swapped_letters_map_back_to_the_word():
    swaps = swapped_letters(["undo", "how"])
    assert swaps["udno"] == "undo" and swaps["hwo"] == "how" and swaps["nudo"] == "undo"
    assert "undo" not in swaps and len(swaps) == 3 + 2  # a swap of two equal letters is no typo


def test_a_near_spelling_needs_the_first_letter_the_length_and_the_likeness():
    known = ("flight", "flights", "cancelled")
    assert closest_spelling("flght", known, 0.85) == "flight"
    assert closest_spelling("cancelld", known, 0.85) == "cancelled"
    assert closest_spelling("lfight", known, 0.5) is None  # another first letter
    assert closest_spelling("flightsss", known, 0.5) is None  # two letters longer
    assert closest_spelling("flxxht", known, 0.85) is None  # not alike enough


def test_a_tie_goes_to_the_first_known_word():
    assert closest_spelling("cot", ("cat", "cut"), 0.6) == "cat"  # both 2 of 3 letters alike
    assert closest_spelling("cot", ("cut", "cat"), 0.6) == "cut"
