"""The constraint registry: every registered hard constraint has every hook, and every consumer reads it from there."""

from __future__ import annotations

import ast
import inspect
import json
from types import UnionType
from typing import Annotated, Literal, Union, get_args, get_origin

import pytest

from himap_travel.domain.constraints import LOCAL, OFFICIAL_REPORT_KEYS, REGISTRY, named
from himap_travel.domain.parsing import read_text
from himap_travel.planning.policies.llm.extractor import TripForm, TripShape
from himap_travel.planning.solver.certificate import RULES
from himap_travel.state.evaluation import HARD_KEYS
from himap_travel.state.plan import CertificateKind
from himap_travel.state.trip import DATA_CUISINES, MORE_CUISINES, REGISTERED, LocalConstraint, TripSpec
from himap_travel.tools import search_args

SEARCH_ARGS = {"restaurant_search": search_args.RestaurantSearchArgs, "accommodation_search": search_args.AccommodationSearchArgs,
               "flight_search": search_args.FlightSearchArgs, "distance_search": search_args.DistanceSearchArgs}

@pytest.mark.parametrize("constraint", REGISTRY, ids=[c.key for c in REGISTRY])
def test_every_registered_constraint_has_every_hook(constraint):
    assert constraint.key and constraint.report_key and constraint.row_key and constraint.label
    assert callable(constraint.check) and callable(constraint.describe) and callable(constraint.flex_sentence)
    if constraint.key == "budget":
        assert constraint.key in TripSpec.model_fields
        assert constraint.key in TripShape.model_fields  # the LLM form asks for it among the trip's own fields
        # The budget is global: the solver's certificate prices it itself, the parser reads it with the dates
        # (domain.parsing.money: a date is no amount), the LLM form asks for it with the trip's shape; so it has
        # none of a local constraint's hooks, and a half-local budget would be a mistake.
        local_hooks = (constraint.unmet, constraint.instruction, constraint.read, constraint.form_description, constraint.venue,
                       constraint.allows)
        assert local_hooks == (None,) * len(local_hooks)
        return
    assert constraint.local, f"{constraint.key}: no certificate words (unmet)"
    assert callable(constraint.instruction), f"{constraint.key}: a planning model is never told of it"
    assert constraint.key in LocalConstraint.model_fields, f"{constraint.key}: no field in LocalConstraint"
    assert LocalConstraint.model_fields[constraint.key].alias in (None, constraint.row_key)
    assert callable(constraint.read), f"{constraint.key}: the parser has no reading rules for it"
    assert constraint.prompt, f"{constraint.key}: the LLM extractor's prompt does not say what its field holds"
    assert constraint.key in TripForm.model_fields, f"{constraint.key}: the LLM form has no field for it"
    assert constraint.key in get_args(CertificateKind), f"{constraint.key}: a certificate cannot name it"
    assert constraint.key in RULES, f"{constraint.key}: the solver's certificate never lifts it"
    assert (constraint.venue is None) == (constraint.allows is None), f"{constraint.key}: a venue filter needs both hooks"
    for tool, argument in constraint.search_hooks():  # each search argument that keeps it exists (more_searches too)
        assert argument in SEARCH_ARGS[tool].model_fields, f"{constraint.key}: {tool} has no argument {argument!r}"


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


def test_a_certificate_names_the_registered_constraints_and_the_trips_shape_only():
    """``CertificateKind`` is made from the registry's lines (``state.trip.REGISTERED``), as ``LocalConstraint`` is."""
    assert get_args(CertificateKind) == (*(c.key for c in REGISTRY), "structure")
    assert [line.key for line in REGISTERED] == [c.key for c in REGISTRY]
    assert list(LocalConstraint.model_fields) == [c.key for c in LOCAL]  # a request's fields in the report's order


def _without_bounds(annotation):
    """A value type as a type checker sees it: ``Annotated[list[str], Field(...)] | None`` is ``list[str] | None``, and
    the cuisines' choices (a ``Literal`` made at run time from the data's lists: ``state.trip.cuisines``) are strings."""
    if get_origin(annotation) is Literal and set(get_args(annotation)) <= set(DATA_CUISINES):
        return str
    if get_origin(annotation) is Annotated:
        return _without_bounds(get_args(annotation)[0])
    if get_origin(annotation) in (Union, UnionType):
        return Union[tuple(_without_bounds(arg) for arg in get_args(annotation))]  # noqa: UP007 - a union of a runtime tuple has no `X | Y` form
    if get_origin(annotation) is list:
        return list[_without_bounds(get_args(annotation)[0])]
    return annotation


def test_the_type_checkers_view_of_local_constraint_is_the_registrys():
    """``state/trip.py`` declares ``LocalConstraint`` again under ``TYPE_CHECKING`` (mypy cannot run ``create_model``):
    the same fields in the same order, with the same aliases, defaults and value types (bounds apart)."""
    from himap_travel.state import trip

    block = next(node for node in ast.parse(inspect.getsource(trip)).body
                 if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING"
                 and any(isinstance(item, ast.ClassDef) and item.name == "LocalConstraint" for item in node.body))
    namespace = dict(vars(trip))
    exec(compile(ast.Module(body=block.body, type_ignores=[]), trip.__file__, "exec"), namespace)
    declared, made = namespace["LocalConstraint"].model_fields, LocalConstraint.model_fields
    assert list(declared) == list(made), "state/trip.py: the TYPE_CHECKING declaration lists other fields than REGISTERED"
    for name, field in made.items():
        seen = declared[name]
        assert (seen.alias, seen.default) == (field.alias, field.default), name
        assert seen.annotation == _without_bounds(field.annotation), f"{name}: {seen.annotation} != {field.annotation}"


def test_the_extractors_prompt_names_every_local_field_with_its_modules_words():
    from himap_travel.planning.policies.llm.prompts import EXTRACTOR

    assert all(f"  {c.key}: {c.prompt}\n" in EXTRACTOR for c in LOCAL)


def test_the_parser_reads_each_local_constraint_with_its_modules_rules(sandbox):
    """The parser asks each registered constraint's ``read``: what the module reads is what the request holds."""
    text = ("Plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a "
            "budget of $1,400. We travel with pets, need a private room, will not fly, want Chinese food, and we only "
            "eat at restaurants rated 4 or higher, in hotels rated 3 stars or more, nothing over $400 a night for the room. "
            "Some seafood too, but no fast food. Smoking must be allowed too, but no parties, please. "
            "Keep meals under $40 per person, and at most $300 a night per person. We want to eat at The Night Owl, "
            "and we don't want to eat at Nagai. "
            "No flights leaving before 8am, no flights longer than 3 hours, and no more than 5 hours of driving per day. "
            "No more than 400 km of driving a day. "
            "At most 10 hours of travel a day. "
            "We must visit the SkyWheel Myrtle Beach on day 2, we don't want to see Dinopark, at most one sight a day, "
            "and skip Charleston. "
            "We won't stay at Cozy Cottage. One night we'd like a Chinese dinner, and seafood on the first night.")
    reading = read_text(text, sandbox)
    several = read_text("Plan a 5-day trip from Washington to Texas for 2, March 13 to 17, 2022, with a budget of $5,000. "
                        "We want to see Austin, and end in Houston.", sandbox)  # cities to visit, their order: a multi-city trip's
    for constraint in LOCAL:
        value = constraint.value(several if constraint.key in ("visit_cities", "city_order") else reading)
        assert value is not None, f"{constraint.key}: the text sets it"
        if constraint.resolve is None:  # a named sight or city is matched to the data once the trip's places are known
            assert value == constraint.read(text, [], [], [])


# The LLM form's fields of the local constraints as TripForm spelled them out by hand before the registry built
# them: the schema the server constrains decoding with must not change. Two changes since each field became its registry
# line's value type (``Registered.form_field``), which holds every bound of it: a named sight's or city's items lost the
# form-only bound of 80 characters, which refused the data's longest sight (87,
# test_the_llm_form_takes_the_datas_longest_sight_name); and TravelPlanner's ``cuisine`` lost its form-only bounds
# (6 items of 30 characters): the value refuses any cuisine beyond the seven, naming it, as a row or the parser's does.
FORM_PROPERTIES = {
    "house_rule": {"anyOf": [{"enum": ["smoking", "parties", "children under 10", "visitors", "pets"], "type": "string"},
                             {"type": "null"}], "default": None, "title": "House Rule"},
    "cuisine": {"anyOf": [{"items": {"type": "string"}, "type": "array"}, {"type": "null"}],
                "default": None, "title": "Cuisine"},
    "room_type": {"anyOf": [{"enum": ["shared room", "not shared room", "private room", "entire room"], "type": "string"},
                            {"type": "null"}], "default": None, "title": "Room Type"},
    "transportation": {"anyOf": [{"enum": ["no flight", "no self-driving", "no flight, no self-driving"], "type": "string"},
                                 {"type": "null"}], "default": None, "title": "Transportation"},
    "min_rating": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 5, "type": "number"}, {"type": "null"}], "default": None,
                   "description": "every restaurant rated at least this, if asked", "title": "Min Rating"},
    "min_stay_rating": {"anyOf": [{"maximum": 5, "minimum": 1, "type": "number"}, {"type": "null"}], "default": None,
                        "description": "every accommodation rated at least this (1-5), if asked", "title": "Min Stay Rating"},
    "max_night_price": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 100000, "type": "number"}, {"type": "null"}], "default": None,
                        "description": "the most one night of one room may cost, in dollars, if asked", "title": "Max Night Price"},
    "more_cuisines": {"anyOf": [{"items": {"enum": list(MORE_CUISINES), "type": "string"}, "maxItems": 8, "type": "array"},
                                {"type": "null"}], "default": None,
                      "description": "the data's other cuisines some meal must serve, if asked", "title": "More Cuisines"},
    "avoid_cuisines": {"anyOf": [{"items": {"enum": list(DATA_CUISINES), "type": "string"}, "maxItems": 15, "type": "array"},
                                 {"type": "null"}], "default": None, "description": "cuisines no meal may serve, if asked",
                       "title": "Avoid Cuisines"},
    "more_house_rules": {"anyOf": [{"items": {"enum": ["smoking", "parties", "children under 10", "visitors", "pets"], "type": "string"},
                                    "maxItems": 4, "type": "array"}, {"type": "null"}], "default": None,
                         "description": "house rules the stay must also allow, beyond house_rule, if asked", "title": "More House Rules"},
    "max_meal_cost": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 10000, "type": "number"}, {"type": "null"}], "default": None,
                      "description": "the most one person's meal at a restaurant may cost (its average cost), in dollars, if asked",
                      "title": "Max Meal Cost"},
    "max_night_price_per_person": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 100000, "type": "number"}, {"type": "null"}],
                                   "default": None, "title": "Max Night Price Per Person",
                                   "description": "the most one night of a stay may cost each traveller, in dollars, if asked"},
    "eat_at": {"anyOf": [{"items": {"type": "string"}, "maxItems": 10, "type": "array"}, {"type": "null"}], "default": None,
               "description": "restaurants the traveller names as wanted, as written, if asked", "title": "Eat At"},
    "avoid_restaurants": {"anyOf": [{"items": {"type": "string"}, "maxItems": 20, "type": "array"}, {"type": "null"}], "default": None,
                          "description": "restaurants no meal may be at, as written, if asked", "title": "Avoid Restaurants"},
    "flight_times": {"anyOf": [{"items": {"$ref": "#/$defs/FlightWindow"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                     "default": None, "title": "Flight Times", "description": named("flight_times").form_description},
    "max_driving_hours": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 24, "type": "number"}, {"type": "null"}], "default": None,
                          "description": "the most hours of driving (self-driving or taxi) a day may hold, if asked",
                          "title": "Max Driving Hours"},
    "max_driving_km": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 5000, "type": "number"}, {"type": "null"}], "default": None,
                       "description": named("max_driving_km").form_description, "title": "Max Driving Km"},
    "max_flight_hours": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 24, "type": "number"}, {"type": "null"}], "default": None,
                         "description": "the most hours one flight may last, if asked", "title": "Max Flight Hours"},
    "must_see": {"anyOf": [{"items": {"type": "string"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                 "default": None, "description": "attractions the traveller names as wanted, as written, if asked", "title": "Must See"},
    "avoid_sights": {"anyOf": [{"items": {"type": "string"}, "maxItems": 200, "type": "array"}, {"type": "null"}],
                     "default": None, "description": "attractions the traveller names as not wanted, as written, if asked",
                     "title": "Avoid Sights"},
    "pace": {"anyOf": [{"$ref": "#/$defs/Pace"}, {"type": "null"}], "default": None,
             "description": named("pace").form_description},
    "visit_cities": {"anyOf": [{"items": {"type": "string"}, "maxItems": 10, "type": "array"}, {"type": "null"}],
                     "default": None, "description": "cities of the destination state the route must include, if asked",
                     "title": "Visit Cities"},
    "avoid_cities": {"anyOf": [{"items": {"type": "string"}, "maxItems": 50, "type": "array"}, {"type": "null"}],
                     "default": None, "description": "cities the route must not include, if asked", "title": "Avoid Cities"},
    "city_order": {"anyOf": [{"items": {"$ref": "#/$defs/CityPlace"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                   "default": None, "description": named("city_order").form_description, "title": "City Order"},
    "stay_forbids": {"anyOf": [{"items": {"enum": ["smoking", "parties", "children under 10", "visitors", "pets"], "type": "string"},
                                "maxItems": 5, "type": "array"}, {"type": "null"}], "default": None,
                     "description": "house rules every stay must forbid (its house rules say 'No ...'), if asked",
                     "title": "Stay Forbids"},
    "max_travel_hours": {"anyOf": [{"exclusiveMinimum": 0, "maximum": 24, "type": "number"}, {"type": "null"}], "default": None,
                         "description": "the most hours of travel (flights, self-driving and taxi together) a day may hold, "
                                        "if asked", "title": "Max Travel Hours"},
    "avoid_stays": {"anyOf": [{"items": {"type": "string"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                    "default": None, "description": "stays (accommodations) no night may be at, as written, if asked",
                    "title": "Avoid Stays"},
    "meal_wishes": {"anyOf": [{"items": {"$ref": "#/$defs/MealWish"}, "maxItems": 10, "type": "array"}, {"type": "null"}],
                    "default": None, "description": "cuisines or restaurants asked for at a given meal, if asked",
                    "title": "Meal Wishes"},
    "sight_days": {"anyOf": [{"items": {"$ref": "#/$defs/SightDay"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                   "default": None, "description": "named attractions asked for on a given day of the trip (1 the first), as "
                   "written, if asked", "title": "Sight Days"},
    "meal_days": {"anyOf": [{"items": {"$ref": "#/$defs/MealDay"}, "maxItems": 20, "type": "array"}, {"type": "null"}],
                  "default": None, "description": "cuisines or restaurants asked for on a given day of the trip (1 the first), "
                  "at a meal or any, if asked", "title": "Meal Days"},
}


def test_the_llm_form_is_built_from_the_registry_with_the_schema_it_had():
    schema = TripForm.model_json_schema()
    assert list(schema["properties"]) == [*TripShape.model_fields, *(c.key for c in LOCAL)]
    assert {c.key: schema["properties"][c.key] for c in LOCAL} == FORM_PROPERTIES
    assert schema["required"] == list(TripShape.model_fields)
    assert schema["title"] == "TripForm" and schema["description"].startswith("The form the model fills")


def test_the_llm_form_takes_the_datas_longest_sight_name(sandbox):
    longest = max((row.name for city in sandbox.cities for row in sandbox.attractions_in(city)), key=len)
    assert len(longest) > 80  # "The Original Monterey Walking Tours - guided tours of historic Monterey and Cannery Row"
    form = TripForm(org="Washington", dest="Monterey", days=3, visiting_city_number=1, date=["2022-03-13", "2022-03-14", "2022-03-15"],
                    people_number=2, budget=3000, must_see=[longest])
    assert form.must_see == [longest]


def test_the_llm_forms_constraints_are_read_back_through_the_registry(sandbox):
    from tests.support.scripted_server import ScriptedServer

    wanted = {"house_rule": "pets", "cuisine": ["Chinese"], "room_type": "private room", "transportation": "no flight",
              "min_rating": 4.0, "min_stay_rating": 3.0, "max_night_price": 400.0, "more_cuisines": ["Seafood"],
              "avoid_cuisines": ["Fast Food"],
              "more_house_rules": ["smoking"], "max_meal_cost": 40.0, "max_night_price_per_person": 300.0,
              "eat_at": ["Flying Mango"], "avoid_restaurants": ["Subway"],
              "flight_times": [{"leg": "outbound", "depart_from": "08:00", "depart_until": None, "arrive_from": None,
                                "arrive_until": None}],
              "max_driving_hours": 5.0, "max_driving_km": 400.0, "max_flight_hours": 3.0,
              "must_see": ["Burpee Museum of Natural History"], "avoid_sights": ["Midway Village Museum"],
              "pace": {"most": 1, "least": None, "days": None}, "visit_cities": ["Rockford"], "avoid_cities": ["Chicago"],
              "city_order": [{"city": "Rockford", "stop": 1, "before": None}],
              "stay_forbids": ["parties"], "max_travel_hours": 10.0, "avoid_stays": ["Cozy Cottage"],
              "meal_wishes": [{"meal": "dinner", "cuisine": "Seafood", "restaurant": None},
                              {"meal": "lunch", "cuisine": None, "restaurant": "Flying Mango"}],
              "sight_days": [{"sight": "Burpee Museum of Natural History", "day": 2}],
              "meal_days": [{"day": 1, "meal": "dinner", "cuisine": "Chinese", "restaurant": None},
                            {"day": 3, "meal": None, "cuisine": None, "restaurant": "Flying Mango"}]}
    assert set(wanted) == {c.key for c in LOCAL}  # a new constraint: add it here
    form = {"org": "St. Petersburg", "dest": "Illinois", "days": 3, "visiting_city_number": 2,
            "date": ["2022-03-16", "2022-03-17", "2022-03-18"], "people_number": 1, "budget": 1700, **wanted}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract("Plan a trip from St. Petersburg to Rockford ...", tools=None)
    # a model as its form
    read_back = json.loads(json.dumps({c.key: c.value(spec) for c in LOCAL}, default=lambda model: model.model_dump()))
    assert read_back == wanted
    # the searches' builders read the same values straight from the LocalConstraint (``local_value``, issue 44)
    assert {c.key: c.local_value(spec.local_constraint) for c in LOCAL} == {c.key: c.value(spec) for c in LOCAL}


def test_the_searches_keep_each_venue_filter_through_its_argument_or_also_keep():
    """A venue filter with a search argument of its own is set there; one without is kept through ``also_keep``."""
    local = LocalConstraint(min_rating=4, avoid_cuisines=["Fast Food"], max_meal_cost=40, min_stay_rating=3, max_night_price=400)
    assert search_args.restaurant_search_args("Rockford", local, 50) == {
        "city": "Rockford", "limit": 50, "min_rating": 4.0, "avoid_cuisines": ["Fast Food"], "max_cost": 40.0}
    assert search_args.accommodation_search_args("Rockford", 2, local, 50) == {
        "city": "Rockford", "people": 2, "room_type": None, "house_rule": None, "limit": 50, "min_rating": 3.0, "max_price": 400.0}
    assert search_args.RestaurantSearchArgs(city="Rockford", also_keep={"min_rating": 4}).also_keep == {"min_rating": 4}
    with pytest.raises(ValueError, match="'min_stay_rating' is no rule of the registry that filters restaurant rows"):
        search_args.RestaurantSearchArgs(city="Rockford", also_keep={"min_stay_rating": 4})
