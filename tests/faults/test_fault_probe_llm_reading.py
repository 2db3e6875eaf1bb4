"""The LLM extractor's reading is checked against what the rule parser reads in the same text (issue 23).

A model that misreads "$1,400" as 4,100, or drops "no flights", made the
planner check its plan against a request nobody made, and call it valid.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.agreement import checked_against_text
from himap_travel.state.trip import TripSpecError

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400. No flights please.")


@pytest.fixture(scope="module")
def spec(sandbox):
    return parse_request(QUERY, sandbox).spec


def test_a_reading_that_agrees_stands(spec, sandbox):
    assert checked_against_text(spec, QUERY, sandbox) == spec


@pytest.mark.parametrize("change, named", [
    ({"budget": 4100.0}, "budget: the text says 1400.0, the model read 4100.0"),
    ({"people_number": 3}, "people: the text says 2, the model read 3"),
    ({"dest": "Charlotte"}, "destination"),
    ({"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}, "dates"),
])
def test_a_number_or_place_read_otherwise_is_refused(spec, sandbox, change, named):
    with pytest.raises(TripSpecError, match="disagrees with the request's text") as refused:
        checked_against_text(spec.model_copy(update=change), QUERY, sandbox)
    assert named in str(refused.value)


def test_a_rule_the_model_dropped_is_refused(spec, sandbox):
    dropped = spec.model_copy(update={"local_constraint": spec.local_constraint.model_copy(update={"transportation": None})})
    with pytest.raises(TripSpecError, match="transportation: the text says 'no flight', the model read None"):
        checked_against_text(dropped, QUERY, sandbox)


def test_what_the_rules_cannot_read_is_the_models_to_fill(spec, sandbox):
    unstated = QUERY.replace(" for 2 people", "")  # no count: the rules read none, the model's stands
    assert checked_against_text(spec, unstated, sandbox) == spec


@pytest.mark.parametrize("text, named", [
    (QUERY.replace("a budget of $1,400", "a budget of at least $1,400"), "not a minimum"),
    (QUERY.replace("No flights please.", "Italian food, but no Italian food."), "both asked for and ruled out"),
    (QUERY.replace("$1,400", "1,400 euros"), "US dollars"),
])
def test_what_the_rules_refuse_no_model_reading_bends(spec, sandbox, text, named):
    with pytest.raises(TripSpecError, match="cannot be planned as written") as refused:
        checked_against_text(spec, text, sandbox)
    assert named in str(refused.value)
