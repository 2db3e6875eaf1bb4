"""The readers and answers the twenty-ninth held-out conversation set (tests/unit/graphs/
test_chat_heldout_twentyninth.py, helper CONV29) changed, each on the ways people say it and on words that only look
like it."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.constraints.avoid_sights import kinds_ruled_out
from himap_travel.domain.parsing import read_text
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.take_back import _matches
from himap_travel.nodes.chat.undated import swap_unnamed
from himap_travel.nodes.chat.word_fixed import word_fixed
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv29-fixes-{next(_threads)}", *messages)


_OPEN = "Raleigh to Harrisburg March 4-6 2022, 1 person, $800"


@pytest.mark.parametrize(("text", "swap"), [
    ("did that change the hotel?", False), ("has it switched our stay?", False), ("did you replace the apartment?", False),
    ("can you change the hotel?", True), ("swap the hotel please", True), ("change the hotel", True),
])
def test_asking_whether_the_stay_changed_is_no_swap(text: str, swap: bool) -> None:
    assert swap_unnamed(text) is swap


def test_asking_whether_the_stay_changed_changes_nothing(app: Any) -> None:
    before, _said = _chat(app, _OPEN, "make it cheaper")
    config_free = _chat(app, _OPEN, "make it cheaper", "did that change the hotel?")[0]
    assert config_free["plan"] == before["plan"] and config_free["trip"] == before["trip"]


@pytest.mark.parametrize(("text", "key", "value"), [
    ("moline to kansas city march 27-29 2022 1 person 800, i'm not a fan of shared rooms", "room_type", "not shared room"),
    ("moline to kansas city march 27-29 2022 1 person 800, we're not big on flying", "transportation", "no flight"),
    ("moline to kansas city march 27-29 2022 1 person 800, shared rooms are fine", "room_type", None),
])
def test_a_dislike_said_before_a_thing_rules_it_out(sandbox: Any, text: str, key: str, value: Any) -> None:
    assert getattr(read_text(text, sandbox).local_constraint, key) == value


@pytest.mark.parametrize(("text", "asked", "forbidden"), [
    ("no parties, pets allowed", ("pets",), ("parties",)),
    ("no smoking, pets welcome", ("pets",), ("smoking",)),
    ("no smoking or pets allowed", None, ("smoking", "pets")),
    ("no smoking, no pets allowed", None, ("smoking", "pets")),
])
def test_a_lists_no_stops_at_a_thing_allowed_by_its_own_words(text: str, asked: Any, forbidden: tuple[str, ...]) -> None:
    rules = house_rule.read_rules(text)
    assert rules.asked == asked and set(rules.forbidden) == set(forbidden)


@pytest.mark.parametrize(("text", "asked"), [
    ("me, my wife, our toddler (18 months) and our dog", ("children under 10", "pets")),
    ("our baby (6 weeks)", ("children under 10",)),
    ("our kids (12 and 14)", None),
])
def test_an_age_in_months_or_weeks_is_a_small_child(text: str, asked: Any) -> None:
    assert house_rule.read_rules(text).asked == asked


@pytest.mark.parametrize(("text", "count"), [
    ("can we make it 3 people my sister is coming tooo", 3), ("make it 4 people, my cousin is joining", 4),
    ("make it 2 more people", 3), ("my sister is coming too", 2),
])
def test_the_party_set_to_a_count_is_the_total(app: Any, text: str, count: int) -> None:
    after, _said = _chat(app, "west palm beach to jacksonville march 17-19 2022 1 person $1000", text)
    assert after["trip"]["people_number"] == count


@pytest.mark.parametrize(("second", "third", "held"), [
    ("change that to indian", "hmm, go back to the chinese", ["Chinese"]),
    ("switch it to mexican", "swap them to indian", ["Indian"]),
    ("and indian too", "plus mexican", ["Chinese", "Indian", "Mexican"]),
])
def test_a_cuisine_changed_to_another_replaces_it(app: Any, second: str, third: str, held: list[str]) -> None:
    after, _said = _chat(app, "Alpena to Kalamazoo March 6-8 2022, 2 people, 1000, chinese food please", second, third)
    assert sorted(local_rules(after)["cuisine"]) == held


def test_a_sight_asked_by_its_kind_gets_its_day_or_none(app: Any) -> None:
    after, said = _chat(app, "grand rapids to sault ste. marie march 13-15 2022, 2 people, $1,000",
                        "which day do we see the zoo")
    assert "no zoo" in said and "**Day 1**" not in said
    sights = [s.rpartition(",")[0].strip() for d in after["plan"] for s in str(d["attraction"]).split(";") if "," in s]
    word = sights[0].split()[-1].lower()  # a kind word the plan's first sight holds ("Park", "Centre", ...)
    if word in ("park", "museum", "zoo", "garden", "pier", "aquarium"):
        _after, said = _chat(app, "grand rapids to sault ste. marie march 13-15 2022, 2 people, $1,000",
                             f"which day do we see the {word}")
        assert "is on day" in said


@pytest.mark.parametrize("question", ["whats the cheapest hotel there?", "whats the cheapest place to stay in harrisburg?",
                                      "what's the cheapest place to sleep in town?"])
def test_the_towns_cheapest_stay_is_answered_from_the_data(app: Any, question: str) -> None:
    before, _said = _chat(app, _OPEN)
    after, said = _chat(app, _OPEN, question)
    assert "The cheapest stay in Harrisburg" in said and "$" in said and after["plan"] == before["plan"]


def test_the_plans_cheapest_night_is_still_the_plans(app: Any) -> None:
    _after, said = _chat(app, _OPEN, "what's the cheapest hotel night?")
    assert "cheapest night" in said and "in Harrisburg that sleeps" not in said


@pytest.mark.parametrize(("text", "kind"), [
    ("Thank you kindly, Frank here again. Eleanor would like to know which hotel we shall be staying in.", "question"),
    ("Thank you. Joan asks what we shall have for dinner on the first evening.", "question"),
    ("Walter wonders how long the drive will be", "question"),
    ("Thank you ever so much, you have been a great help to two old folks.", "small_talk"),
    ("We are most grateful. Good day to you.", "small_talk"),
    ("Lovely. With many thanks from us both.", "small_talk"),
])
def test_a_letters_thanks_and_reported_questions(text: str, kind: str) -> None:
    intent = classify(text)
    assert intent is not None and intent.kind == kind


@pytest.mark.parametrize("text", ["thanks. add italian food", "thanks, make it for two people", "thanks, add a day"])
def test_thanks_beside_a_change_is_no_small_talk(text: str) -> None:
    intent = classify(text)
    assert intent is None or intent.kind != "small_talk"


def test_an_ordinal_names_no_restaurant(app: Any) -> None:
    after, said = _chat(app, "Knoxville to South Carolina, a week, 3 cities, from March 1 2022, family of 4 with a "
                             "toddler, $4,000", "what's the hotel rated in the first city")
    if after.get("plan"):
        first_stay = str(after["plan"][0]["accommodation"]).rpartition(",")[0].strip()
        assert first_stay in said and "lunch" not in said


def test_a_private_jet_is_a_mode_the_data_lacks(app: Any) -> None:
    before, _said = _chat(app, "buffalo to newark march 10-12 2022 2 people 1200")
    after, said = _chat(app, "buffalo to newark march 10-12 2022 2 people 1200", "what about a private jet")
    assert "private jet" in said and "can" in said.lower() and after["trip"] == before["trip"]


def test_a_stays_rate_is_its_nightly_price(app: Any) -> None:
    _after, said = _chat(app, "Pellston to Lansing march 8-10 2022 for 2 people budget 800", "whats the hotel rates")
    assert "a night" in said and "$" in said


def test_a_stay_on_the_beach_is_a_location_the_data_lacks(app: Any) -> None:
    _after, said = _chat(app, "chicago to eau claire march 23-25 2022, 2 people, $900",
                         "can the hotel be right on the beach?")
    assert "no locations inside a city" in said


@pytest.mark.parametrize(("text", "topic"), [("hiw much is it now", "total"), ("wheee do I sleep", "stays"),
                                             ("hpw much is day 2", "day_cost")])
def test_a_phones_slips_of_question_words_are_read(text: str, topic: str) -> None:
    intent = classify(text)
    assert intent is not None and intent.kind == "question" and intent.topic == topic


def test_not_ones_for_a_thing_rules_it_out() -> None:
    rules = house_rule.read_rules("We are not ones for parties and would prefer a quiet place with no parties allowed.")
    assert rules.asked is None and rules.forbidden == ("parties",) and not rules.problems


@pytest.mark.parametrize(("text", "kinds"), [
    ("we don't really do zoos or aquariums", ["the zoos", "the aquariums"]),
    ("skip the zoo and the aquarium", ["the zoo", "the aquarium"]),
    ("skip the zoo and then dinner", ["the zoo"]),
])
def test_kinds_of_sight_listed_after_a_dislike_are_each_ruled_out(text: str, kinds: list[str]) -> None:
    assert [kind for _start, kind in kinds_ruled_out(text)] == kinds


@pytest.mark.parametrize(("text", "key", "value"), [
    ("elmira to ogdensburg march 24-26 2022 2 people 1000. We should also prefer not to have any fast food",
     "avoid_cuisines", ["Fast Food"]),
    ("newburgh to charlottesville march 7-9 2022 2 people 1200. please add french food, 4 stars minimum",
     "min_stay_rating", 4.0),
    ("newburgh to charlottesville march 7-9 2022 2 people 1200. for food, 4 stars minimum", "min_rating", 4.0),
    ("newburgh to charlottesville march 7-9 2022 2 people 1200, and a no visitors rule", "stay_forbids", ["visitors"]),
    ("punta gorda to daytona beach march 14-16 2022 2 people 1100. We do not smoke and would prefer that nobody smokes "
     "where we stay either.", "stay_forbids", ["smoking"]),
    ("punta gorda to daytona beach march 14-16 2022 2 people 1100. nobody smokes in our group", "stay_forbids", None),
])
def test_wishes_said_as_these_writers_say_them(sandbox: Any, text: str, key: str, value: Any) -> None:
    assert getattr(read_text(text, sandbox).local_constraint, key) == value


@pytest.mark.parametrize("text", [
    "We are a retired couple from Punta Gorda, married forty-one years this spring, and we would like to go to Daytona "
    "Beach March 14-16 2022, 2 people, $1,100",
    "Punta Gorda to Daytona Beach March 14-16 2022, 2 people, $1,100. We have been thinking it over. We are not as young "
    "as we used to be.",
])
def test_talk_of_the_party_asks_nothing(sandbox: Any, text: str) -> None:
    assert not read_text(text, sandbox).unread


@pytest.mark.parametrize(("word", "words", "same"), [
    ("stars", {"stays"}, False), ("nightly", {"night"}, True), ("ratng", {"rating"}, True), ("flights", {"flight"}, True),
])
def test_an_english_word_is_no_typo_of_another(word: str, words: set[str], same: bool) -> None:
    assert _matches(word, frozenset(words)) is same


def test_until_a_date_ends_the_trip_there(app: Any) -> None:
    after, _said = _chat(app, "Greer to Hilton Head March 20-22 2022, 2 people, $1000",
                         "we might stay one extra day, so until the 23rd")
    assert after["trip"]["date"][0] == "2022-03-20" and after["trip"]["date"][-1] == "2022-03-23"


def test_a_bare_number_going_back_is_the_stars_the_last_change_changed(app: Any) -> None:
    after, _said = _chat(app, "san diego to san luis obispo march 27-29 2022 1 person 900", "make it 4 stars",
                         "nah 3 stars is fine", "actually no, 4 was better")
    assert local_rules(after)["min stay rating"] == 4


def test_a_word_put_right_reads_the_message_before_again(app: Any) -> None:
    after, said = _chat(app, "san luis obispo to los angeles march 11-13 2022 2 people 1200", "we want Italian fold",
                        "*food")
    assert local_rules(after)["cuisine"] == ["Italian"] and "didn't understand" not in said
    state = {"messages": [HumanMessage("no smoking pleasw"), HumanMessage("ducking autocorrect. i meant please")]}
    assert word_fixed("ducking autocorrect. i meant please", state) == "no smoking please"
    assert word_fixed("add 1 more person", {"messages": [HumanMessage("add 1 persn"), HumanMessage("*person")]}) \
        == "add 1 more person"  # (the text itself: a message with no correction is read as it is)
    assert word_fixed("*person", {"messages": [HumanMessage("add 1 persn"), HumanMessage("*person")]}) == "*person"


def test_a_month_said_fine_moves_the_trip_back_to_it(app: Any) -> None:
    after, said = _chat(app, "chicago to eau claire march 23-25 2022, 2 people, $900", "we want to go in april instead",
                        "ok march is fine. can the hotel be right on the beach?")
    assert after["trip"]["date"][0] == "2022-03-23" and "no locations inside a city" in said


def test_a_length_with_the_dates_kept_is_said_to_clash(app: Any) -> None:
    before, _said = _chat(app, "Staunton to Newark, March 8-10 2022, 1 person, $700")
    after, said = _chat(app, "Staunton to Newark, March 8-10 2022, 1 person, $700",
                        "can you make it 10 days but keep the same dates")
    assert after["trip"] == before["trip"] and "cannot both be" in said


def test_the_towns_cheapest_stay_is_answered_before_the_trip_is_planned(app: Any) -> None:
    after, said = _chat(app, "Indianapolis to Lansing March 5-7 2022, 2 people, $900. We do enjoy a good museum, so "
                             "please include some if you can.",
                        "I was wondering, what is the cheapest hotel there? We would like to know our options.")
    assert "The cheapest stay in Lansing" in said and after.get("missing")


@pytest.mark.parametrize("text", ["I see. We shall think about it. Thank you for your patience with us.",
                                  "Thank you most sincerely for all your trouble.", "let me think about it"])
def test_a_decision_put_off_and_a_letters_thanks_are_talk(text: str) -> None:
    intent = classify(text)
    assert intent is not None and intent.kind == "small_talk"
