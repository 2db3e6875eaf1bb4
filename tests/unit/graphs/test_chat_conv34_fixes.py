"""The readers the thirty-fourth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtyfourth.py, helper
CONV34) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import must_see
from himap_travel.domain.parsing import read_text
from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.parsing.spelling import spelled
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.intent import classify
from tests.support.chat_checks import said_in_thread

_threads = itertools.count()
_ROUTE = "Houston to Wichita, March 19-21 2022, 2 people, $1,500, "


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv34-fixes-{next(_threads)}", *messages)


def _local(sandbox: Any, wish: str) -> Any:
    return read_text(_ROUTE + wish, sandbox).local_constraint


# Flying toward the trip ("flying up", "fly over") is the outbound (a window bound every flight); a flight's length
# ("no flight over 4 hours") stays every flight's.
@pytest.mark.parametrize(("wish", "leg"), [
    ("flying down we want to land by noon", "outbound"), ("flying over, we want to arrive before 5pm", "outbound"),
    ("no flight over 4 hours and land by 6pm", "every"), ("land by 6pm please", "every"),
    ("we're way over budget already, land by 6pm", "every"),
])
def test_flying_toward_the_trip_binds_the_outbound(sandbox: Any, wish: str, leg: str) -> None:
    assert [w.leg for w in _local(sandbox, wish).flight_times] == [leg]


# A cap said after the time at the wheel is a driving limit, never a ban of driving ("we'd rather not be behind the
# wheel" still bans it).
@pytest.mark.parametrize(("wish", "hours", "mode"), [
    ("i get tired behind the wheel, five hours a day at most", 5.0, None),
    ("we'd rather not be behind the wheel", None, "no self-driving"),
])
def test_a_cap_after_the_wheel_is_a_driving_limit(sandbox: Any, wish: str, hours: float | None, mode: str | None) -> None:
    local = _local(sandbox, wish)
    assert (local.max_driving_hours, local.transportation) == (hours, mode)


# "Neither of us" is said of the party (asks nothing), and a stay "with not" smoking forbids it; "one of us smokes"
# still asks for smoking allowed.
@pytest.mark.parametrize(("wish", "asked", "forbidden"), [
    ("neither of us smokes, so a no smoking room", None, ["smoking"]),
    ("room with not smoking please", None, ["smoking"]),
    ("one of us smokes", "smoking", None),
])
def test_neither_of_us_and_a_stay_with_not(sandbox: Any, wish: str, asked: str | None, forbidden: list[str] | None) -> None:
    local = _local(sandbox, wish)
    assert (local.house_rule, local.stay_forbids) == (asked, forbidden)


# A kind of sight after a plain want, or listed beside a name either side, or opening an item, is a sight to see; a
# want of something else, or a kind ruled out, asks for none.
@pytest.mark.parametrize(("text", "names"), [
    ("we'd love the zoo and the Old Cowtown Museum", ["the zoo", "Old Cowtown Museum"]),
    ("we want to visit the Old Cowtown Museum, and the zoo", ["Old Cowtown Museum", "the zoo"]),
    ("* zoo is a must\n* no fast food", ["the zoo"]),
    ("we want the cheapest hotel", None), ("we don't want the zoo", None), ("i would like the hotel near the zoo", None),
])
def test_a_kind_wanted_or_listed_is_a_sight(text: str, names: list[str] | None) -> None:
    assert must_see.read(text, [], [], []) == names


# Questions of the stay: its stars asked of "it", a night's price of "that", where the party "crashes"; the stars of
# the restaurants stay theirs.
@pytest.mark.parametrize(("text", "topic"), [
    ("how many stars does it have", "hotel"), ("so what's it a night", "hotel"), ("where are we crashing", "stays"),
    ("how many stars do the restaurants have", "ratings"),
])
def test_the_stays_stars_price_and_bed(text: str, topic: str) -> None:
    reading = classify(text)
    assert reading is not None and reading.kind == "question" and reading.topic == topic


# Thanks with the joy of those the trip is for is thanks; with a change beside it, it is no thanks alone.
@pytest.mark.parametrize(("text", "kind"), [
    ("thanks so much, she'll be delighted", "small_talk"), ("right, ta", "small_talk"),
    ("thanks dear", "small_talk"), ("thanks, they'll be 4 people", None),
])
def test_thanks_with_the_joy_of_others(text: str, kind: str | None) -> None:
    reading = classify(text)
    assert (reading.kind if reading else None) == kind


# A good day in another tongue opening an English request is a greeting, never a typo of a keyword nor a sight; a
# title-cased wish is still put right.
@pytest.mark.parametrize(("text", "kept"), [
    ("Guten Morgen. I want to go", "Guten Morgen"), ("Vegitarian Food please", "Vegetarian Food"),
])
def test_a_greeting_is_no_typo(sandbox: Any, text: str, kept: str) -> None:
    assert spelled(text, sandbox).startswith(kept)


def test_a_foreign_good_day_opening_a_request_asks_nothing(app: Any) -> None:
    after, _said = _chat(app, "Bom dia! Houston to Wichita, March 19-21 2022, just me, $900")
    assert after["trip"]["dest"] == "Wichita" and not after.get("missing")


# Who only speaks of the writer's going, and a writer only arranging the trip for a group, travel not; one said to
# come with the writer does.
@pytest.mark.parametrize(("text", "count"), [
    ("Hi, my son says I need to get out more. I'd like to go from Houston to Wichita on my own", 1),
    ("I'm planning a getaway for my grandparents, Houston to Wichita", 2),
    ("I'm going with my grandparents, Houston to Wichita", 3),
])
def test_who_travels_when_others_are_named(text: str, count: int) -> None:
    assert read_people(text, []).count == count


# Where the writer is for work, before a place the trip goes to, is the origin; a conference at the destination with
# an origin said keeps its roles.
@pytest.mark.parametrize(("text", "org", "dest"), [
    ("In Houston for a convention until thursday, then want to drive to Wichita, March 19-21 2022, just me, $900",
     "Houston", "Wichita"),
    ("I'm going to Wichita for a conference, March 19-21 2022, from Houston, just me, $900", "Houston", "Wichita"),
])
def test_the_city_of_a_work_stint_is_the_origin(sandbox: Any, text: str, org: str, dest: str) -> None:
    reading = read_text(text, sandbox)
    assert (reading.org, reading.dest) == (org, dest)


_OPEN = "Houston to Wichita, March 19-21 2022, 3 people, $1,500"


def test_through_a_date_is_the_end_and_a_length_asked_is_a_question(app: Any) -> None:
    after, _said = _chat(app, _OPEN, "one more day, thru the 22nd")
    assert after["trip"]["date"][0] == "2022-03-19" and after["trip"]["date"][-1] == "2022-03-22"
    before, _said = _chat(app, _OPEN)
    after, said = _chat(app, _OPEN, "how far is the flight home on the 21st")
    assert after["trip"] == before["trip"] and "already ends" not in said


def test_one_who_backed_out_is_one_fewer(app: Any) -> None:
    after, _said = _chat(app, _OPEN, "my sister backed out")
    assert after["trip"]["people_number"] == 2 and not after.get("missing")


def test_an_exclamation_and_a_short_redo(app: Any) -> None:
    after, _said = _chat(app, _OPEN, "oh dear. we must see the zoo")
    assert not after.get("missing") and after["trip"]["local_constraint"].get("must see")
    after, said = _chat(app, _OPEN, "mexican food please", "undo", "hm, redo it")
    assert after["trip"]["local_constraint"].get("cuisine") == ["Mexican"] and "didn't understand" not in said


def test_the_reason_for_the_trip_names_the_sight_the_data_lacks(app: Any) -> None:
    _after, said = _chat(app, _OPEN, "the Hoover Dam is the main reason for this trip")
    assert "Hoover Dam" in said and "didn't understand" not in said
