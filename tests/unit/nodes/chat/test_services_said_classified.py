"""``along.services_said``: the clauses asking for what the chat cannot do, read apart from the rest of the message;
only a clause asking for something done is classified (issue 44, the twelfth step of results/profile)."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat import along


@pytest.mark.parametrize(("text", "subjects", "rest"), [
    ("make it 4 days, and book the hotel for us", ["booking and payment"], "make it 4 days"),
    ("add a day and can you email me the plan", ["sending"], "add a day"),
    ("change the budget to 3000 - also rent us a car", ["car rental"], "change the budget to 3000"),
])
def test_a_service_asked_along_a_change_is_read_apart(text, subjects, rest):
    said = along.services_said(text)
    assert said is not None
    readings, left = said
    assert ([(r.kind, r.subject) for r in readings], left) == ([("out_of_scope", s) for s in subjects], rest)


@pytest.mark.parametrize("text", [
    "please book it",  # nothing else said: answered as a whole
    "we want italian food, and a cheap hotel",  # nothing asked to be done
    "we'd pay up to $200 a night, and a pool would be nice",  # an amount: a wish, no service
])
def test_no_service_apart(text):
    assert along.services_said(text) is None


def test_only_the_clauses_asking_for_something_done_are_classified(monkeypatch):
    classified: list[str] = []
    classify = along.classify

    def counting(text: str):
        classified.append(text)
        return classify(text)

    monkeypatch.setattr(along, "classify", counting)
    assert along.services_said("we want italian food, a cheap hotel, and 3 days in Denver") is None
    assert classified == []
    assert along.services_said("make it 4 days, and book the hotel for us") is not None
    assert classified == ["book the hotel for us", "make it 4 days"]  # the service, then the rest once


def test_a_yes_beside_a_booking_is_the_booking_alone():
    """"go ahead and book the flights": no consent to something offered is left to answer; the booking is the message."""
    assert along.services_said("go ahead and book the flights") is None
    assert along.services_said("make it 4 people and book it") is not None
