"""What reading asks of the data or of a text, worked out once or only where needed (issue 44, the twelfth step of
results/profile): the same answers as working it out each time."""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import cuisine, name_books, names_capitalised, restaurant_names
from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.said_alone import said_alone


@pytest.fixture(scope="module")
def books(sandbox):
    return name_books.sight_book(sandbox), restaurant_names._book(sandbox)


@pytest.mark.parametrize("cities", [("Orlando",), ("Orlando", "Tampa", "Miami"), ("Baltimore",), ()])
def test_a_books_first_words_in_cities_are_those_of_its_names_there(books, cities):
    for book in books:
        found = book.first_words_in(cities)
        assert found == names_capitalised.count_first_words(names_capitalised.known_in(book.by_city, cities))
        assert book.first_words_in(list(cities)) is found  # counted once per set of cities


def test_a_books_first_words_without_cities_are_those_of_the_whole_table(books):
    for book in books:
        assert book.first_words_in() == names_capitalised.count_first_words(book.cities_of)
        assert book.first_words_in(None) is book.first_words_in()


def test_a_books_first_words_held_are_forgotten_past_the_bound(books, monkeypatch):
    sights = books[0]
    monkeypatch.setattr(name_books, "_FIRST_WORDS_HELD", 1)
    sights._first_words.clear()  # (the shared book may hold both cities from an earlier test in the same worker)
    sights.first_words_in(("Orlando",))
    again = sights.first_words_in(("Tampa",))
    assert list(sights._first_words) == [("Tampa",)] and again == names_capitalised.count_first_words(
        names_capitalised.known_in(sights.by_city, ("Tampa",)))


@pytest.mark.parametrize("text", [
    "avoid domino's, joe's crab shack and pizza hut please",
    "dinner at the cheesecake factory, olive garden or chili's",
    "eat at foo bar, baz and hard rock cafe",
    "no domino's and nothing like that",
])
def test_names_capitalised_with_the_books_counts_as_without_them(sandbox, text):
    book = restaurant_names._book(sandbox)
    cues = (restaurant_names.EAT_CUE, restaurant_names.AVOID_CUE)
    assert names_capitalised.capitalised(text, book.cities_of, cues, book.first_words_in) == \
        names_capitalised.capitalised(text, book.cities_of, cues)


def test_a_text_without_a_cuisine_word_never_works_out_where_no_cuisine_is_read(sandbox, monkeypatch):
    def refused(*_args):
        raise AssertionError("_outside worked out for a text that names no cuisine")

    monkeypatch.setattr(cuisine, "_outside", refused)
    text = "3 day trip from Seattle to Denver for two, budget $2,000, no flights please"
    problems: list[str] = []
    cuisine.unknown_cuisines(text, [], problems)
    assert (problems, cuisine.unlabelled_cuisines(text, []), cuisine.mentions(text, [])) == ([], [], [])


def test_cuisine_words_are_still_read_where_no_place_is():
    # (stop 62, LEFT38: was "we want mexican and japanese food, ...": a list holding a cuisine the data has no longer
    # refuses, the lacking one is named; the lacking cuisine is said apart here, so that it still refuses)
    text = "we want japanese food and mexican, no sushi, skip the thai places"
    problems: list[str] = []
    cuisine.unknown_cuisines(text, [], problems)
    assert [(m.name, m.avoided) for m in cuisine.mentions(text, [])] == [("Mexican", False)]
    assert [name for _start, _end, name in cuisine.unlabelled_cuisines(text, [])] == ["Sushi", "Thai"]
    assert len(problems) == 1 and "serves japanese food" in problems[0]


def test_a_misspelt_sight_is_still_read_where_words_start_and_end_no_name(sandbox):
    where = TripPlaces.of("Washington", "Baltimore", 1, sandbox)
    text = "the kids want the national aquariam and fort mchenry, also the baltimore musuem of industry"
    assert [s.name for s in said_alone(text, where, [])] == [
        "National Aquarium", "Fort McHenry National Monument and Historic Shrine", "Baltimore Museum of Industry"]
