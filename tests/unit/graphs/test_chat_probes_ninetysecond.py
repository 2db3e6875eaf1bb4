"""Chat probes of stop 92 (issue 39): "that drive is too long, can we fly?" and "ugh, can we fly?" were not understood
(a wish to fly was read only at the message's start); on a trip where the data has no flight on any leg's day, a wish
to fly re-planned the trip by taxi at nearly twice the cost, with "(your rule: self-driving)" for the rule that bans
it; a request whose rules leave its city no place to stay got "Nashville has 0 cities with lodging, restaurants and
attractions for this request, 1 are needed (Nashville lack ...)"."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

# a trip the plan drives though the data has flights on both legs' days (driving is cheaper)
_PENSACOLA = "Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022, with a budget of $1,100."
_NEW_ORLEANS = "hi we want to go from Dallas to New Orleans march 3 to 5 2022, 2 of us, 1500 budget"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _modes(state: dict[str, Any]) -> set[str]:
    return {str(day.get("transportation") or "").split(",")[0].split(" ")[0].lower() for day in state["plan"]
            if str(day.get("transportation") or "-") != "-"}


@pytest.mark.parametrize("message", ["that drive is too long, can we fly?", "ugh, can we fly?",
                                     "8 hours in the car?? can we fly instead", "the drive seems long. let's fly"])
def test_a_wish_to_fly_after_talk_flies(app: Any, message: str) -> None:
    before, _said = said_in_new_thread(app, _PENSACOLA)
    assert _modes(before) == {"self-driving"}  # the plan drives: the wish changes it
    after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert local_rules(after)["transportation"] == "no self-driving" and "didn't understand" not in said
    assert _modes(after) == {"flight"}, _modes(after)


@pytest.mark.parametrize("message", ["can we fly?", "that drive is too long, can we fly?", "let's fly instead"])
def test_a_wish_to_fly_where_no_leg_has_a_flight_is_a_no_with_its_reason(app: Any, message: str) -> None:
    before, _said = said_in_new_thread(app, _NEW_ORLEANS)
    after, said = said_in_new_thread(app, _NEW_ORLEANS, message)
    assert "no flight for Dallas → New Orleans on March 3, 2022, nor New Orleans → Dallas on March 5, 2022" in said
    assert "plan is unchanged" in said and not local_rules(after).get("transportation")
    assert after["plan"] == before["plan"]


def test_a_leg_by_taxi_under_a_ban_names_the_ban_as_said(app: Any) -> None:
    _after, said = said_in_new_thread(app, _NEW_ORLEANS, "no driving ourselves please")
    assert "so this leg goes by taxi (your rule: no self-driving)" in said, said


def test_a_city_left_with_no_stay_says_what_it_lacks(app: Any) -> None:
    _after, said = said_in_new_thread(app, "Atlanta to Nashville march 8-10 2022 for 3 people $2000",
                                      "we need a place that allows pets", "oh and no more than $150 a night")
    assert "Nashville has no places to stay this request can use" in said, said
    assert "0 cities" not in said and "are needed" not in said


def test_an_undo_naming_a_wish_set_before_the_last_change_takes_back_that_wish(app: Any) -> None:
    """"undo the seafood thing" after "seafood every night" then "make it 3 people" undid the people (the last change)
    and kept the seafood."""
    after, said = said_in_new_thread(app, _PENSACOLA, "can we do seafood every night?", "actually make it 3 people",
                                     "undo the seafood thing")
    assert after["trip"]["people_number"] == 3
    assert not local_rules(after).get("meal wishes") and not local_rules(after).get("more cuisines")
    assert "taken out: also serve: Seafood" in said


@pytest.mark.parametrize("message", ["my mom is in a wheelchair", "my dad is in a wheelchair so no stairs"])
def test_a_need_the_data_cannot_check_said_as_news_is_named(app: Any, message: str) -> None:
    """"my mom is in a wheelchair" was left out as a story of someone else ("my mom lives in charleston") and answered
    "I didn't understand that"."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert "the data says nothing of accessibility" in said and "didn't understand" not in said, said


@pytest.mark.parametrize(("message", "opening"), [("can we get a hotel with a pool", "I can't apply that"),
                                                  ("could we find a place with free parking?", "I can't apply that"),
                                                  ("does the hotel have a pool?", "I can't tell you that")])
def test_a_wish_the_data_cannot_check_asked_as_a_question_is_refused_as_a_wish(app: Any, message: str, opening: str) -> None:
    """"can we get a hotel with a pool" proposes a change: answered "I can't tell you that" as if it asked of the plan."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert said.startswith(opening) and "amenities" in said, said


def test_a_sight_asked_to_be_on_a_day_is_put_there(app: Any) -> None:
    """"can fort pickens be on day 3" was answered with day 3's plan, as if it asked what day 3 holds."""
    after, said = said_in_new_thread(app, _PENSACOLA, "can fort pickens be on day 3")
    assert local_rules(after)["sight days"] == [{"sight": "Fort Pickens", "day": 3}]
    assert "Fort Pickens" in str(after["plan"][2]["attraction"]) and "Fort Pickens on day 3" in said


@pytest.mark.parametrize("message", ["nvm pensacola is fine", "actually pensacola was better"])
def test_the_destination_a_change_replaced_said_to_be_fine_comes_back(app: Any, message: str) -> None:
    """Was answered "None of your wishes rules that out, so it is allowed already": the trip stayed in Orlando."""
    after, _said = said_in_new_thread(app, _PENSACOLA, "can we switch to orlando instead", message)
    assert after["trip"]["dest"] == "Pensacola"


def test_the_origin_a_change_replaced_said_to_be_fine_comes_back(app: Any) -> None:
    after, _said = said_in_new_thread(app, _PENSACOLA, "actually from dallas", "houston was better")
    assert (after["trip"]["org"], after["trip"]["dest"]) == ("Houston", "Pensacola")


def test_someone_said_to_still_come_keeps_the_party_and_reads_the_rest(app: Any) -> None:
    """"mom still comes" was named as not understood, the change beside it asked about."""
    after, said = said_in_new_thread(app, _PENSACOLA, "make it 4 days and add my mom",
                                     "actualy no just 3 days but mom still comes")
    assert (after["trip"]["days"], after["trip"]["people_number"]) == (3, 3) and after["plan"]
    assert "mom still comes" not in said


@pytest.mark.parametrize("message", ["ok what budget would work", "how much do we need?"])
def test_the_budget_needed_is_the_cheapest_plans_cost(app: Any, message: str) -> None:
    """Was answered "The whole trip costs $834.00 of the $400 budget ($434.00 over)", no budget that works said."""
    too_little = _PENSACOLA.replace("$1,100", "$400")
    after, said = said_in_new_thread(app, too_little, message)
    spent = after["spent"]
    assert f"costs ${spent:,.2f}, so a budget of ${spent:,.2f} or more works" in said, said
    assert after["trip"]["budget"] == 400


def test_the_budget_needed_within_the_budget_says_it_works(app: Any) -> None:
    _after, said = said_in_new_thread(app, _PENSACOLA, "what budget do we need")
    assert said.startswith("Your $1,100 budget works"), said


@pytest.mark.parametrize("message", ["remove all the rules", "forget all my preferences"])
def test_every_rule_taken_back_at_once(app: Any, message: str) -> None:
    """"remove all the rules" was not understood."""
    after, said = said_in_new_thread(app, _PENSACOLA, "no fast food, at least one seafood dinner, 4 star hotel min", message)
    rules = {key: value for key, value in local_rules(after).items() if value}
    assert rules == {} and "taken out: no Fast Food" in said and after["trip"]["budget"] == 1100, rules


class _FlightsOn:
    """A sandbox whose flights leave on given dates only (a unit test's stand-in for the data's flights table)."""

    def __init__(self, dates: set[tuple[str, str, str]]) -> None:
        self.dates = dates

    def flights(self, origin: str, destination: str, date: str) -> list[Any]:
        return [type("Flight", (), {"price": 100.0})()] if (origin, destination, date) in self.dates else []


_ROAD_PLAN = [{"days": 1, "transportation": "Self-driving, from Dallas to New Orleans, duration: 7 hours, distance: 800 km, cost: 40"},
              {"days": 2, "transportation": "-"},
              {"days": 3, "transportation": "Self-driving, from New Orleans to Dallas, duration: 7 hours, distance: 800 km, cost: 40"}]
_ROAD_TRIP = {"date": ["2022-03-10", "2022-03-11", "2022-03-12"], "people_number": 2}


def test_a_wish_to_fly_with_no_flight_offers_the_nearest_dates_with_flights() -> None:
    from himap_travel.nodes.chat.drive_choice import no_flight_answer

    sandbox = _FlightsOn({("Dallas", "New Orleans", "2022-03-08"), ("New Orleans", "Dallas", "2022-03-10"),
                          ("Dallas", "New Orleans", "2022-03-13"), ("New Orleans", "Dallas", "2022-03-16")})
    said = no_flight_answer(_ROAD_PLAN, _ROAD_TRIP, sandbox)
    assert said is not None and "nearest dates with a flight on every leg are March 8 to March 10, 2022" in said
    assert "nor New Orleans → Dallas on March 12, 2022" in said
    assert "No other dates" in (no_flight_answer(_ROAD_PLAN, _ROAD_TRIP, _FlightsOn(set())) or "")
    # a leg that can fly on its day: no such answer (the wish is read as a rule and planned)
    assert no_flight_answer(_ROAD_PLAN, _ROAD_TRIP, _FlightsOn({("Dallas", "New Orleans", "2022-03-10")})) is None


def test_a_days_rule_taken_back_by_its_day_keeps_the_other_days(app: Any) -> None:
    """"forget the day 1 thing" was not understood."""
    after, said = said_in_new_thread(app, _PENSACOLA, "just one thing on day 1 we will be tired", "day 2 can be packed",
                                     "forget the day 1 thing")
    assert local_rules(after)["pace"] == {"most": None, "least": 2, "days": [2]}
    assert "at least 2 sights on day 2" in said


def test_a_sights_day_taken_back_by_its_day_keeps_the_sight(app: Any) -> None:
    after, _said = said_in_new_thread(app, _PENSACOLA, "we want to see fort pickens on day 3", "never mind about day 3")
    assert local_rules(after)["must see"] == ["Fort Pickens"] and not local_rules(after).get("sight days")


def test_a_day_with_no_rule_taken_back_says_so(app: Any) -> None:
    _after, said = said_in_new_thread(app, _PENSACOLA, "forget the day 2 thing")
    assert said.startswith("Your trip holds no rule of day 2"), said


def test_a_city_asked_last_with_no_way_home_says_which_leg(app: Any) -> None:
    """Was "no route with San Diego second has transport, lodging and meals for this request": the cause is one leg."""
    trip = ("Plan a 5-day trip from Las Vegas to California visiting 2 cities for 2 people, March 1 to 5, 2022, with a "
            "budget of $6,000.")
    _after, said = said_in_new_thread(app, trip, "san diego as the second city")
    assert "no way from San Diego back to Las Vegas on March 5, 2022 that this request allows" in said, said


def test_a_sight_of_a_kind_asked_lists_the_trips_sights_of_that_kind(app: Any) -> None:
    _after, said = said_in_new_thread(app, _PENSACOLA, "we want to see a museum")
    assert "never one of a kind" in said and "My data has Pensacola Museum of Art" in said
    assert 'say "we must see Pensacola Museum of Art" to add one' in said


def test_an_extreme_alone_after_a_question_of_the_days_asks_of_the_days(app: Any) -> None:
    """"and the most expensive?" after "which day is the cheapest" was answered with the trip's total."""
    _after, said = said_in_new_thread(app, _PENSACOLA, "which day is the cheapest", "and the most expensive?")
    assert said.startswith("Day ") and "is the most expensive" in said and "The whole trip costs" not in said, said


def test_whether_a_part_is_good_is_answered_with_its_ratings(app: Any) -> None:
    """"what about the restaurants, are they good" was answered with the whole plan."""
    _after, said = said_in_new_thread(app, _PENSACOLA, "what about the restaurants, are they good")
    assert said.startswith("The best rated restaurant of your plan is"), said


def test_them_made_better_after_a_question_of_a_part_is_that_part_nicer(app: Any) -> None:
    """"make them better" after asking about the restaurants was not understood."""
    _after, said = said_in_new_thread(app, _PENSACOLA, "what about the restaurants, are they good", "make them better")
    assert "giving the restaurants' ratings extra weight" in said, said


def test_the_previous_trips_total_is_that_trips(app: Any) -> None:
    """"what was the first trip's total again?" after a new trip was answered with the new trip's total."""
    _after, said = said_in_new_thread(app, _PENSACOLA, "actually lets do a totally different trip: denver to seattle march "
                                      "20-22 2022, 3 people, 3000", "what was the first trip's total again?")
    assert said.startswith("Your previous trip (Houston → Pensacola, March 12–14, 2022, 2 people) cost $"), said


@pytest.mark.parametrize("message", ["is it cheaper to go on different dates?", "would other days be cheaper"])
def test_other_dates_asked_by_price_say_how_to_compare(app: Any, message: str) -> None:
    """Was answered "Nothing has changed yet: this is your trip and plan as I first made them"."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert said.startswith("I can't search dates by price"), said


def test_the_drive_between_the_cities_is_answered_leg_by_leg(app: Any) -> None:
    """"what's the drive like between the cities" was answered with the route, no drive in it."""
    trip = ("Plan a 5-day trip from Atlanta to Tennessee visiting 2 cities for 2 people, March 10 to 14, 2022, with a "
            "budget of $4,000.")
    _after, said = said_in_new_thread(app, trip, "what's the drive like between the cities")
    assert said.startswith("Day 1: drive from Atlanta to") and "km)" in said, said


@pytest.mark.parametrize("message", ["are there any museums", "any museums?", "r there any museums"])
def test_a_kind_of_sight_asked_with_no_word_of_the_plan_is_answered(app: Any, message: str) -> None:
    """Answered with the trip as it stands, or not understood."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert said.startswith("No: your plan has no museum. My data has Pensacola Museum of Art"), said


@pytest.mark.parametrize("message", ["cancel day 2", "drop day 2"])
def test_a_day_itself_dropped_is_no_rule_taken_back(app: Any, message: str) -> None:
    """"drop day 2" names the day, no rule of it: never answered "your trip holds no rule of day 2"."""
    _after, said = said_in_new_thread(app, _PENSACOLA, "just one thing on day 2", message)
    assert "holds no rule of day 2" not in said and "taken out" not in said


def test_advice_asked_is_a_question_the_data_cannot_answer(app: Any) -> None:
    _after, said = said_in_new_thread(app, _PENSACOLA, "should i get travel insurance")
    assert not said.startswith("I can't apply that"), said


@pytest.mark.parametrize(("first", "swap"), [("seafood for dinner every night", "actually make it italian instead"),
                                             ("at least one seafood dinner", "swap the seafood for italian")])
def test_a_cuisine_swapped_takes_its_meals_along(app: Any, first: str, swap: str) -> None:
    """The meal wish went with the cuisine taken back, in silence: "Italian every night" became Italian at any meal."""
    after, _said = said_in_new_thread(app, _PENSACOLA, first, swap)
    every = "every" in first
    assert [(w["meal"], w["cuisine"], bool(w.get("every"))) for w in local_rules(after)["meal wishes"]] == [
        ("dinner", "Italian", every)]
