"""The constraint registry: every registered hard constraint has every hook, and every consumer reads it from there."""

from __future__ import annotations

from typing import get_args

import pytest

from himap_travel.domain.constraints import LOCAL, OFFICIAL_REPORT_KEYS, REGISTRY, named
from himap_travel.domain.parsing.constraints import READERS
from himap_travel.planning.solver.certificate import RULES
from himap_travel.state.plan import CertificateKind
from himap_travel.state.trip import LocalConstraint, TripSpec
from himap_travel.state.verdict import HARD_KEYS


@pytest.mark.parametrize("constraint", REGISTRY, ids=[c.key for c in REGISTRY])
def test_every_registered_constraint_has_every_hook(constraint):
    assert constraint.key and constraint.report_key and constraint.row_key and constraint.label
    assert callable(constraint.check) and callable(constraint.describe) and callable(constraint.flex_sentence)
    if constraint.key == "budget":
        assert constraint.key in TripSpec.model_fields
        return
    assert constraint.local, f"{constraint.key}: no certificate words (unmet)"
    assert callable(constraint.instruction), f"{constraint.key}: a planning model is never told of it"
    assert constraint.key in LocalConstraint.model_fields, f"{constraint.key}: no field in LocalConstraint"
    assert LocalConstraint.model_fields[constraint.key].alias in (None, constraint.row_key)
    assert constraint.key in READERS, f"{constraint.key}: the parser has no reading rules for it"
    assert constraint.key in get_args(CertificateKind), f"{constraint.key}: a certificate cannot name it"
    assert constraint.key in RULES, f"{constraint.key}: the solver's certificate never lifts it"
    assert (constraint.venue is None) == (constraint.allows is None), f"{constraint.key}: a venue filter needs both hooks"


def test_the_registry_knows_every_local_field_and_the_reports_keep_travelplanners_five():
    assert set(LocalConstraint.model_fields) == {c.key for c in LOCAL}
    assert OFFICIAL_REPORT_KEYS == HARD_KEYS  # the report order of TravelPlanner's five is unchanged


@pytest.mark.parametrize("spelling, key", [("house rule", "house_rule"), ("room_rule", "house_rule"), ("house_rule", "house_rule"),
                                           ("room type", "room_type"), ("min rating", "min_rating"), ("budget", "budget")])
def test_every_spelling_names_one_constraint(spelling, key):
    assert named(spelling).key == key


def test_an_unknown_name_is_refused():
    with pytest.raises(KeyError, match="rating stars"):
        named("rating stars")


def test_a_model_is_told_every_constraint_a_request_sets():
    from himap_travel.planning.policies.llm.prompts import constraints_text

    rule = LocalConstraint(house_rule="pets", cuisine=["Chinese"], room_type="private room", transportation="no flight", min_rating=4)
    assert constraints_text(rule) == ("the accommodation must allow pets; room type: private room; every restaurant must be rated at "
                                      "least 4; the trip's meals must include each of: Chinese; transportation: no flight")
    assert constraints_text(LocalConstraint()) == "none beyond the budget"
