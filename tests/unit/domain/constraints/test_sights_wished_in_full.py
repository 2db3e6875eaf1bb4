"""The names a "see" phrase may wish for in full (the trip's sights and every other city's sight of two words or more),
read through the sight book's view instead of a union built on every reading (issue 44, the thirteenth step of
results/profile): the same names, the same counts of first words, the same text capitalised."""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import must_see, name_books, names_capitalised, restaurant_names


@pytest.fixture(scope="module")
def book(sandbox):
    return name_books.sight_book(sandbox)


def _union(book, cities):
    """The names as reading built them before: the trip's sights and the other cities' names of two words or more."""
    sights = names_capitalised.known_in(book.by_city, cities)
    elsewhere = {key for city, names in book.by_city.items() if city not in (cities or ()) for key in names
                 if " " in key and key not in sights}
    return sights, sights | elsewhere


CITY_SETS = [("Orlando",), ("Orlando", "Tampa", "Miami"), ("Baltimore",), ("Nowhere At All",), (), None]


@pytest.mark.parametrize("cities", CITY_SETS)
def test_the_view_holds_the_names_of_the_union(book, cities):
    sights, union = _union(book, cities)
    view = book.wished_in_full(sights)
    assert set(view) == union and len(view) == len(union) and bool(view) == bool(union)
    probes = list(union)[:500] + ["golden gate bridge", "the museum", "zoo", "no such place at all", ""]
    assert all((probe in view) == (probe in union) for probe in probes)


@pytest.mark.parametrize("cities", CITY_SETS)
def test_the_views_first_words_are_those_of_the_union(book, cities):
    _, union = _union(book, cities)
    assert book.wished_in_full_first_words() == names_capitalised.count_first_words(union)
    assert book.wished_in_full_first_words() is book.wished_in_full_first_words()  # counted once per book


def test_an_empty_view_is_falsy():
    assert not name_books.EitherOf(set(), frozenset()) and name_books.EitherOf({"a"}, frozenset())


@pytest.mark.parametrize("text", [
    "we wanna see golden gate bridge, the museum and sea world",
    "must see gatorland, foo bar baz, the denver zoo and universal studios florida",
    "i'd love to see walt disney world, the zoo or x y z",
    "the denver zoo is a must, so is gatorland",
])
@pytest.mark.parametrize("cities", [("Orlando",), ("Denver",), None])
def test_a_text_is_capitalised_as_with_the_union(book, text, cities):
    sights, union = _union(book, cities)
    view = book.wished_in_full(sights)
    cues = (must_see.SEE_CUE, must_see.SO_IS_CUE)
    assert names_capitalised.capitalised(text, view, cues, book.wished_in_full_first_words) == \
        names_capitalised.capitalised(text, union, cues)
    assert names_capitalised.capitalised_before(text, view, must_see.MUST_AFTER) == \
        names_capitalised.capitalised_before(text, union, must_see.MUST_AFTER)


@pytest.mark.parametrize("cities", CITY_SETS)
def test_a_books_names_in_cities_are_those_known_in_them(sandbox, book, cities):
    for each in (book, restaurant_names._book(sandbox)):
        assert each.names_in(cities) == names_capitalised.known_in(each.by_city, cities)
        assert each.names_in(list(cities or ())) is each.names_in(cities)  # gathered once per set of cities
