"""Dates written with dots ("24.03 - 26.03", "3.9 - 3.11"): read where the numbers say which is the month, with the
year written after them; a range of decimals ("ratings between 4.2 - 4.9") is never read as days; where no order is
sure the dates are asked for, never guessed."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_request

ROUTE = "Dallas to Austin {dates}, 2 people, $1500"


@pytest.mark.parametrize("dates,first,last", [
    ("24.03 - 26.03", "2022-03-24", "2022-03-26"),  # day first: 24 is no month
    ("3.15 to 3.17", "2022-03-15", "2022-03-17"),  # month first: 15 is no month
    ("24.03 - 26.03, 2022", "2022-03-24", "2022-03-26"),  # the year after the range is its own
    ("3.15 to 3.17 2022", "2022-03-15", "2022-03-17"),
    ("3.9 - 3.11", "2022-03-09", "2022-03-11"),  # one digit after one dot, two after the other: one month
    ("3.9 - 3.11 2022", "2022-03-09", "2022-03-11"),
    ("09.03 - 11.03", "2022-03-09", "2022-03-11"),  # the number both share is the month
])
def test_a_dotted_range_is_read_with_the_year_after_it(dates, first, last, sandbox):
    spec = parse_request(ROUTE.format(dates=dates), sandbox).spec
    assert (spec.date[0], spec.date[-1]) == (first, last)


def test_an_amount_after_a_dotted_range_is_no_year(sandbox):
    spec = parse_request("Dallas to Austin 24.03 - 26.03 2000 budget, 2 people", sandbox).spec
    assert (spec.date[0], spec.budget) == ("2022-03-24", 2000)


@pytest.mark.parametrize("text", [
    "3 days from Dallas to Austin for 2 people in March 2022, budget 1500, hotel ratings between 4.2 - 4.9 pls",
    ROUTE.format(dates="3.5 - 3.7"),  # one digit after each dot: as likely a range of decimals
])
def test_a_range_of_decimals_is_never_read_as_days(text, sandbox):
    with pytest.raises(QueryParseError, match="missing dates"):
        parse_request(text, sandbox)
