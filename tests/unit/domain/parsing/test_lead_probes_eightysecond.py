"""The lead's reading probes of stop 82 (issue 38): a request line of bare items, each a wish after a comma.

"LA to Las Vegas march 4-6 2022, 4 guys, 3000 total, cheapest flights possible, hotel on the strip, buffet every night"
named "cheapest" and dropped the last two parts in silence: the comma after "total" closed no item
(``wish_clauses.FIELD_COMMA`` knew only digits, "$" and the party words), and a part opening bare on a stay, a flight or
a meal ("hotel on the strip", "buffet every night") was read as an aside of the request line before it. Now:

- the words that close an amount ("total", "bucks", "dollars", "usd") close an item of the request line, as a digit does;
- a comma before a part that opens on a stay, a flight or a meal starts a clause of its own
  (``wish_clauses.PLAN_PART_COMMA``, also a break of the caveats' clauses);
- the part named is the wish alone, never with the item before it (``cannot_say._FIELD_WORD``).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request

LINE = "Houston to Dallas march 12-14 2022, "


def _named(request) -> list[str]:
    return [wish.wish.lower() for wish in request.not_kept]


@pytest.mark.parametrize(("said", "word"), [
    ("2 of us, 1500 bucks, motel by the beach", "beach"),
    ("3 friends, 2000 dollars, airbnb with a hot tub", "hot tub"),
    ("2 people, budget 1200, brunch somewhere fancy every day", "brunch"),
    ("2 people, 900 usd, room with a balcony", "balcony"),
    ("4 guys, 2500 total, hotel with a rooftop bar", "rooftop"),
])
def test_a_bare_part_after_an_item_of_the_request_line_is_a_wish_named_alone(sandbox, said, word):
    request = parse_request(LINE + said, sandbox)
    named = _named(request)
    assert any(word in wish for wish in named), named
    # the part named is the wish, never the item before it
    assert not any(wish.startswith(("total", "bucks", "dollars", "usd", "budget")) for wish in named), named


@pytest.mark.parametrize(("said", "budget", "people"), [
    ("2 of us, 1500 bucks, hotel downtown", 1500, 2),
    ("3 guys, 2000 total, flights only if cheap", 2000, 3),
])
def test_the_items_before_the_part_still_read(sandbox, said, budget, people):
    spec = parse_request(LINE + said, sandbox).spec
    assert (spec.budget, spec.people_number) == (budget, people)


@pytest.mark.parametrize("said", [
    "2 people, $1500, hotel rooms must be entire homes",  # a stay's wish the data answers: read, nothing named
    "2 people, budget 1500, flights only",
])
def test_a_part_the_data_answers_is_read_not_named(sandbox, said):
    request = parse_request(LINE + said, sandbox)
    assert request.not_kept == [], _named(request)


def test_a_meal_after_the_budget_in_words_is_read_as_a_cuisine(sandbox):
    request = parse_request(LINE + "2 people, 1500 dollars, dinner should be mexican", sandbox)
    assert request.spec.local_constraint.cuisine == ["Mexican"]


@pytest.mark.parametrize(("said", "most", "least"), [
    ("keep each day chill - like 1 or 2 things", 2, 1),
    ("every day relaxed, say two attractions", 2, 2),
    ("each day busy: maybe 4 or 5 sights", 5, 4),
    ("every day light, at most 2 things", 2, None),
])
def test_the_day_said_first_with_how_it_should_feel_then_a_count_is_a_pace(sandbox, said, most, least):
    pace = parse_request(LINE + "2 people, budget 1500. " + said, sandbox).spec.local_constraint.pace
    assert (pace.most, pace.least, pace.days) == (most, least, None)


def test_a_feeling_of_the_day_with_no_count_of_sights_reads_no_number(sandbox):
    pace = parse_request(LINE + "2 people, budget 1500. every day chill, like 2 meals out", sandbox).spec.local_constraint.pace
    assert pace is None or pace.most != 2


@pytest.mark.parametrize("said", ["Right, flights after 10am only", "ok, hotel rooms must be entire homes",
                                  "oh and, flights only please"])
def test_a_word_that_only_opens_the_sentence_never_splits_it_from_its_wish(sandbox, said):
    request = parse_request(LINE + "2 people, budget 1500. " + said, sandbox)
    assert request.not_kept == [], _named(request)


@pytest.mark.parametrize(("said", "named"), [
    ("no red eyes, no hostels, nothing under 3 stars", "no hostels"),
    ("private rooms, no motels", "no motels"),
    ("entire homes only, never a dorm", "never a dorm"),
])
def test_a_refusal_in_a_list_is_named_alone_never_with_the_item_before_it(sandbox, said, named):
    request = parse_request(LINE + "3 adults, budget 2400. " + said, sandbox)
    assert [wish.wish for wish in request.not_kept] == [named]


@pytest.mark.parametrize("said", ["we want to visit a museum on day 2", "a museum every day", "at least 2 museums a day",
                                  "at least one landmark on day 1"])
def test_a_kind_of_sight_counted_is_no_pace_and_is_named(sandbox, said):
    request = parse_request(LINE + "2 people, budget 1500. " + said, sandbox)
    assert request.spec.local_constraint.pace is None
    assert request.not_kept, said


@pytest.mark.parametrize(("said", "most"), [("at most 2 museums a day", 2), ("no more than one landmark per day", 1)])
def test_a_cap_on_a_kind_of_sight_is_a_pace_that_keeps_it(sandbox, said, most):
    pace = parse_request(LINE + "2 people, budget 1500. " + said, sandbox).spec.local_constraint.pace
    assert (pace.most, pace.least) == (most, None)

