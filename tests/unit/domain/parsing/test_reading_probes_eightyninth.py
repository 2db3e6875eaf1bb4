"""Probes of stop 89 (issue 38): a name read alone after a hedge ("seaworld if possible", "maybe gatorland") was kept
as a rule in silence, where the same wish said with its full name ("we'd like to see SeaWorld Orlando if possible") was
said to be kept stricter than asked; a flight window on a date, said while editing a trip, moved the trip's dates."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.dates import find_dates
from himap_travel.domain.parsing.window_dates import window_dates_left_out
from tests.support.reading_scoring import BASE

_KEPT_STRICTER = "is said as a preference: it is kept as a rule (stricter than asked)"


@pytest.mark.parametrize(("text", "quoted", "sights"), [
    ("seaworld if possible", "seaworld if possible", ["SeaWorld Orlando"]),
    ("maybe gatorland", "maybe gatorland", ["Gatorland"]),
    ("maybe gatorland, and seaworld for sure", "maybe gatorland", ["Gatorland", "SeaWorld Orlando"]),
    ("crayola experience if we have time", "crayola experience if we have time", ["Crayola Experience Orlando"]),
])
def test_a_name_read_in_a_hedged_clause_is_said_kept_stricter(sandbox, text: str, quoted: str, sights: list[str]) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.must_see == sights and not request.not_kept
    assert [w for w in request.warnings if _KEPT_STRICTER in w] == [f"{quoted!r} {_KEPT_STRICTER}; say to leave it out to plan without it"]


@pytest.mark.parametrize("text", ["gatorland and seaworld", "we must see gatorland"])
def test_a_name_said_firmly_warns_nothing(sandbox, text: str) -> None:
    assert not any(_KEPT_STRICTER in w for w in parse_request(BASE + text, sandbox).warnings)


def test_a_hedged_avoidance_is_named_never_said_kept(sandbox) -> None:
    request = parse_request(BASE + "maybe avoid gatorland", sandbox)
    assert request.not_kept and not any(_KEPT_STRICTER in w for w in request.warnings)


@pytest.mark.parametrize(("text", "editing", "kept"), [
    ("no flights before 9am on march 16", True, []),  # a rule against flying: the date is the flight's
    ("no flights before 9am on march 16", False, [16]),  # a new request's only date is the trip's
    ("fly out on march 16, no flights before 9am", True, [16]),  # a move said as one
    ("dont fly after 8pm on march 18", True, []),
    ("avoid flights before 10 am on march 20 pls", True, []),
])
def test_a_ruled_windows_date_never_moves_an_edited_trip(text: str, editing: bool, kept: list[int]) -> None:
    mentions, _spans = find_dates(text)
    assert [m.day for m in window_dates_left_out(text, mentions, editing=editing)] == kept
