"""The entry parsers, official (quirks included) and strict."""

from __future__ import annotations

from himap_travel.domain.evaluation.commonsense import route_sequence_problem
from himap_travel.domain.evaluation.parsing import (
    attractions,
    before_parenthesis,
    entry_key,
    flight_number,
    from_to,
    name_city,
    official_conflict_mode,
    official_day_cities,
    official_sandbox_mode,
    strict_day_cities,
    strict_transport,
)


def test_name_city_splits_at_the_last_comma_and_drops_the_state():
    assert name_city("Coco Bambu, Rockford") == ("Coco Bambu", "Rockford")
    assert name_city("The Museum of Fine Arts, Houston, Houston(Texas)") == ("The Museum of Fine Arts, Houston", "Houston")
    assert name_city("Chawla's宊, Houston(Texas)") == ("Chawla's宊", "Houston")
    assert name_city("no comma here") == ("-", "-")
    assert name_city("Trailing comma,") == ("-", "-")


def test_before_parenthesis_needs_a_closing_parenthesis():
    assert before_parenthesis("San Antonio(Texas)") == "San Antonio"
    assert before_parenthesis("Houston (Texas)") == "Houston "  # official: not stripped
    assert before_parenthesis("Odd (city") == "Odd (city"


def test_from_to_takes_the_first_route():
    text = "Flight Number: F1, from San Antonio(Texas) to Houston(Texas), Departure Time: 09:33"
    assert from_to(text) == ("San Antonio(Texas)", "Houston(Texas)")
    assert from_to("from New York to Los Angeles") == ("New York", "Los Angeles")
    assert from_to("Rockford") == (None, None)


def test_attractions_official_drops_the_text_after_the_last_semicolon():
    assert attractions("A, X;B, X;", strict=False) == ("A, X", "B, X")
    assert attractions("A, X;B, X", strict=False) == ("A, X",)  # official quirk: B is lost
    assert attractions("A, X;B, X", strict=True) == ("A, X", "B, X")
    assert attractions(" A, X ; ;B, X;", strict=True) == ("A, X", "B, X")


def test_official_day_cities_quirk_iterates_characters():
    assert official_day_cities("from A(S) to B(S)") == ["A", "B"]
    cities = official_day_cities("Rockford")
    assert cities == "Rockford" and cities[-1] == "d"  # the "last city" is the last character
    assert strict_day_cities("Rockford") == ("Rockford",)
    assert strict_day_cities("from San Antonio(Texas) to Houston(Texas)") == ("San Antonio", "Houston")


def test_official_modes_by_substring_in_their_own_orders():
    text = "Self-driving to the airport, then Flight Number: F1"
    assert official_sandbox_mode(text) == "flight"
    assert official_conflict_mode(text) == "self-driving"
    assert official_sandbox_mode("Drive from A to B") is None
    assert flight_number("Flight Number: F123, from A to B") == "F123"
    assert flight_number("Flight F123") is None


def test_strict_transport_reads_the_grammar():
    flight = strict_transport("Flight Number: F3573659, from St. Petersburg to Rockford, Departure Time: 15:40, Arrival Time: 17:04")
    assert (flight.mode, flight.number, flight.origin, flight.destination, flight.structured) == (
        "flight", "F3573659", "St. Petersburg", "Rockford", True)
    ground = strict_transport("Taxi, from Philadelphia(Pennsylvania) to State College(Pennsylvania), duration: 3 hours")
    assert (ground.mode, ground.origin, ground.destination) == ("taxi", "Philadelphia", "State College")
    drive = strict_transport("Drive from Kansas City to Pensacola")
    assert not drive.structured and drive.mode == "self-driving"  # a guess, for the cost only
    assert strict_transport("Walk").mode is None


def test_strict_entry_key_ignores_case_spacing_and_state():
    assert entry_key("Coco Bambu, Rockford", strict=True) == entry_key("coco  bambu,Rockford", strict=True)
    assert entry_key("X, San Antonio(Texas)", strict=True) == entry_key("X, San Antonio", strict=True)
    assert entry_key("Coco Bambu, Rockford", strict=False) != entry_key("coco bambu, Rockford", strict=False)


def test_route_sequence_rule():
    assert route_sequence_problem(["A", "B", "B", "A"]) is None
    assert route_sequence_problem(["A", "B", "B", "C", "C", "A"]) is None
    assert route_sequence_problem(["A", "A"]) is not None  # fewer than 3
    assert "visited twice" in route_sequence_problem(["A", "B", "B", "C", "C", "B", "B", "A"])
    assert "once mid-route" in route_sequence_problem(["A", "B", "C", "C", "A"])
