"""A sight or a restaurant said by some of its name's words with its city after it (``said_in_city``): that city's one
name holding the words in order, opening or closing it, with a word of its own, or its kind alone where the name is its
city's and its kind; never a kind, a meal or a stay said of a city."""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import said_in_city
from himap_travel.domain.constraints.base import TripPlaces


@pytest.fixture
def texas(sandbox) -> TripPlaces:
    return TripPlaces.of("Monterey", "Texas", 3, sandbox)


def _found(text: str, where: TripPlaces, taken=()) -> list[tuple[str, str, str]]:
    return [(text[s:e], name, kind) for s, e, name, kind in said_in_city.found(text, where, list(taken))]


@pytest.mark.parametrize("text, found", [
    ("the bush center in dallas", [("bush center", "George W. Bush Presidential Center", "sight")]),
    ("we love the texas ranger hall in waco", [("texas ranger hall", "Texas Ranger Hall of Fame & Museum", "sight")]),
    ("the zoo in austin, then bbq", [("zoo", "Austin Zoo", "sight")]),  # the city's name and its kind
    ("pebble street in houston", [("pebble street", "Pebble Street", "restaurant")]),
])
def test_words_of_one_name_of_the_city_said_before_it_are_that_name(texas, text, found):
    assert _found(text, texas) == found


@pytest.mark.parametrize("text", [
    "seafood in houston",  # a cuisine
    "a museum in houston",  # a kind, no name of the city's own
    "two nights in houston",  # a stay
    "my sister lives in dallas",
    "the aquarium in corpus christi",  # Texas State Aquarium: the kind alone is no name of the city's
    "the zoo in paris",  # no city of the trip
])
def test_a_kind_a_meal_or_a_stay_said_of_a_city_is_no_name(texas, text):
    assert _found(text, texas) == []


def test_a_name_another_reader_took_is_left_to_it(texas):
    text = "the bush center in dallas"
    assert _found(text, texas, taken=[(4, 15)]) == []
