"""The lead's seventh probe (issue 38, stop 59, helper LEFT38): the wish gaps the previous stop left, each taken as a
CATEGORY and written out in new sentences on trips of the data (March 2022) BEFORE any fix, with the reading a careful
human wants.

The kinds: (a) a correction of an amount said in the same breath ("our budget is 2200, no actually 2500"): the later
amount, said in a warning, never the first one in silence; (b) a hedge beside a negation ("not sure about bbq, maybe
skip it?"): the avoidance read (it may stay named as a preference), never the cuisine wanted; (c) a date beside a
flight window ("nothing leaving before 10am on march 16"): the window binds that date's flight (its day), or is
named, never every flight; (d) a sight's name inside travel talk ("the flight back should be short"): no must-see of
The Museum of Flight; (e) a time of day said of a sight ("Space Needle at dusk"): the time named (the sight may be kept
beside it); (f) a leading discourse word ("ok, no flights before 8am"): read as without it; (g) a rule said not to be
needed ("no pets needed"): asks nothing, so nothing is read and nothing named.

Scored as the sixth probe (read right / named / wrongly read, printed with ``-s``). HEAD (pristine copy, 7233454),
measured before any fix: ``HEAD_FIGURES``: of the 58 wishes 14 read right, 5 named, 39 wrongly read (silent: the first
of two bare amounts, "ok so no flights before 7am", a time of day said of a sight; inverse or stricter: "not sure about
bbq, maybe skip it?" wanting BBQ, "no pets needed" forbidding pets, a date's window binding every flight, "the flight
back" a must-see of The Museum of Flight). Now: 30 read right, 26 named, 2 wrongly read (``KNOWN_GAPS``, one refused,
one named); controls 11 of 11 on both. No expectation was corrected after scoring.
"""

from __future__ import annotations

import pytest

from tests.support.reading_once import parse_once
from tests.support.reading_scoring import window
from tests.unit.domain.parsing.test_reading_probe_lead_sixth import score

NASHVILLE = "Plan a 3-day trip from Chicago to Nashville for 2 people, March 12 to 14, 2022, with a budget of $2,200. "
SEATTLE = "Plan a 3-day trip from Los Angeles to Seattle for 2 people, March 5 to 7, 2022, with a budget of $2,600. "
PHOENIX = "Plan a 3-day trip from Los Angeles to Phoenix for 4 people, March 20 to 22, 2022, with a budget of $3,000. "
DENVER = "Plan a 4-day trip from Dallas to Denver for 3 people, March 4 to 7, 2022, budget $4,000. "
DALLAS = "Plan a 3-day trip from Denver to Dallas for 2 people, March 18 to 20, 2022, with a budget of $2,400. "
CHICAGO = "Plan a 3-day trip from Boston to Chicago for 3 people, March 8 to 10, 2022, with a budget of $3,300. "
SF = "We're going from Seattle to San Francisco for 3 days, March 10-12 2022, 2 people, budget 3000. "
NO_BUDGET = "We're going from Seattle to San Francisco for 3 days, March 10-12 2022, 2 people. "
TEXAS = "Plan a 5-day trip from Salt Lake City to 2 cities in Texas for 2 people, March 14 to 18, 2022, with a budget of $5,000. "
TEXAS_LATE = "Plan a 5-day trip from Minneapolis to 2 cities in Texas for 2 people, March 20 to 24, 2022, with a budget of $4,500. "


def _budget(amount: int, people: int = 2) -> dict:
    """The later amount read as the budget, said with its value."""
    return {"budget": amount, "people": people, "warning": f"${amount:,}"}


# (a) a correction of an amount: the later amount, said
CORRECTIONS = (
    (NASHVILLE, [
        ("our budget is 2200, no actually 2500", _budget(2500)),
        ("2200 was a typo, it should be 2400", _budget(2400)),
    ]),
    (SEATTLE, [
        ("budget's 2600 - sorry, 2900", _budget(2900)),
        ("the budget should read $2,800, not $2,600", _budget(2800)),
    ]),
    (NO_BUDGET, [
        ("budget 1800, oops i mean 2000", _budget(2000)),
        ("we have 2k to spend... no wait 2.5k", _budget(2500)),
        ("budget around 1500 dollars, actually let's say 1700", _budget(1700)),
    ]),
    (PHOENIX, [
        ("budget is 3000 - correction, 3200", _budget(3200, 4)),
    ]),
    (DENVER, [
        ("sorry i meant 4500 not 4000", _budget(4500, 3)),
    ]),
)


def _avoid(name: str, words: str) -> tuple[dict, dict]:
    """The avoidance read, named as a preference or not."""
    local = {"avoid_cuisines": [name]}
    return {"local": local}, {"named": words, "local": local}


# (b) a hedge beside a negation: the avoidance, never the cuisine wanted
HEDGED_AVOIDANCE = (
    (NASHVILLE, [
        ("not sure about bbq, maybe skip it?", _avoid("BBQ", "bbq")),
        ("not too sure about mexican food, maybe skip it", _avoid("Mexican", "mexican")),
    ]),
    (SEATTLE, [
        ("hmm, chinese? probably not, let's avoid it", _avoid("Chinese", "chinese")),
        ("not sure i trust the seafood there, maybe we avoid that", _avoid("Seafood", "seafood")),
    ]),
    (PHOENIX, [
        ("i'm not sure about indian tbh, maybe leave it out?", _avoid("Indian", "indian")),
        ("dunno about fast food, probably best to avoid it", _avoid("Fast Food", "fast food")),
    ]),
    (DENVER, [
        ("pizza maybe not, i think we should skip it", _avoid("Pizza", "pizza")),
        ("Not certain about Italian, perhaps avoid it?", _avoid("Italian", "Italian")),
    ]),
)


def _on_day(day: int | str, words: str, *also: int | str, **bounds: str) -> tuple[dict, ...]:
    """The window on that date's flight (its day, or the same flight said as outbound/return in ``also``), or named."""
    return (*({"local": {"flight_times": [window(leg, **bounds)]}} for leg in (day, *also)), {"named": words})


# (c) a date beside a flight window: that date's flight, or named; never every flight
DATED_WINDOW = (
    (TEXAS, [
        ("nothing leaving before 10am on march 16", _on_day(3, "16", depart_from="10:00")),
        ("on the 15th we don't want to fly before noon", _on_day(2, "15th", depart_from="12:00")),
        ("we don't want to fly before 7am on the 17th", _on_day(4, "17th", depart_from="07:00")),
        ("no flights after 6pm on the 14th", _on_day(1, "14th", "outbound", depart_until="18:00")),
    ]),
    (TEXAS_LATE, [
        ("the flight on march 22 should land before 8pm", _on_day(3, "22", arrive_until="20:00")),
        ("no flights before 11 am on march 23", _on_day(4, "23", depart_from="11:00")),
        ("no flights before 8am on the 24th", _on_day(5, "24th", "return", depart_from="08:00")),
    ]),
    (NASHVILLE, [
        # no flight flies on the 13th of a trip to one city: a window bound to it binds nothing, or is named
        ("no flights before 9am on the 13th", _on_day(2, "13th", depart_from="09:00")),
    ]),
)

# (d) a sight's name inside travel talk: no must-see
TRAVEL_TALK = (
    (SEATTLE, [
        ("the flight back should be a short one", {"named": "short", "local": {}}),
        ("we want the flight back to be in the evening",
         {"local": {"flight_times": [window("return", depart_from="18:00", depart_until="23:59")]}}),
        ("flight home should leave after 3pm", {"local": {"flight_times": [window("return", depart_from="15:00")]}}),
        ("on the flight there we'd love a window seat", {"named": "window seat", "local": {}}),
        ("the flight home can't be too late, we have work monday", {"named": "too late", "local": {}}),
    ]),
    (DALLAS, [
        ("the flight out should land before noon", {"local": {"flight_times": [window("outbound", arrive_until="12:00")]}}),
        ("we'd like the flight home to leave after 2pm",
         {"local": {"flight_times": [window("return", depart_from="14:00")]}}),
        ("we want a direct flight home", {"named": "direct", "local": {}}),
    ]),
)

# (e) a time of day said of a sight: the time named
SIGHT_AT_A_TIME = (
    (SEATTLE, [
        ("Space Needle at dusk", {"named": "dusk"}),
        ("Seattle Aquarium in the afternoon please", {"named": "afternoon"}),
        ("we want Pike Place Market early in the morning before the crowds", {"named": "morning"}),
    ]),
    (SF, [
        ("sunset at PIER 39 would be lovely", {"named": "sunset"}),
        ("Golden Gate Bridge at sunrise, a must", {"named": "sunrise"}),
    ]),
    (DENVER, [
        ("Denver Zoo in the morning while it's cool", {"named": "morning"}),
    ]),
    (PHOENIX, [
        ("the Phoenix Zoo first thing in the morning", {"named": "morning"}),
    ]),
    (CHICAGO, [
        ("Navy Pier at night for the lights", {"named": "at night"}),
    ]),
)


def _every(**bounds: str) -> dict:
    return {"local": {"flight_times": [window(**bounds)]}}


# (f) a leading discourse word: read as without it
DISCOURSE_LEAD = (
    (NASHVILLE, [
        ("ok so no flights before 7am", _every(depart_from="07:00")),
        ("alright, nothing leaving before 9 am", _every(depart_from="09:00")),
        ("well, we need an entire home", {"local": {"room_type": "entire room"}}),
    ]),
    (CHICAGO, [
        ("oh and, no flights after 9pm", _every(depart_until="21:00")),
        ("Right, flights after 10am only", _every(depart_from="10:00")),
    ]),
    (SEATTLE, [
        ("also, no seafood please", {"local": {"avoid_cuisines": ["Seafood"]}}),
        ("so yeah, no flights before 6am", _every(depart_from="06:00")),
        ("hmm ok, no shared rooms", {"local": {"room_type": "not shared room"}}),
    ]),
    (TEXAS_LATE, [
        ("anyway, no flights landing after 11pm", _every(arrive_until="23:00")),
    ]),
)

# (g) a rule said not to be needed: asks nothing
NOT_NEEDED = (
    (NASHVILLE, [
        ("no pets needed", {}),
        ("we don't need a place that allows pets", {}),
        ("children allowed isn't necessary", {}),
    ]),
    (SEATTLE, [
        ("pets allowed is not needed, the dog stays home", {}),
        ("we won't need visitors allowed", {}),
        ("no need for a pet friendly place", {}),
    ]),
    (DENVER, [
        ("parties aren't required", {}),
        ("a place allowing visitors isn't needed", {}),
    ]),
)

# Controls: readings the fixes must leave as they were
CONTROLS = (
    (NASHVILLE, [
        ("maybe avoid seafood", {"named": "seafood", "local": {"avoid_cuisines": ["Seafood"]}}),
        ("we don't want seafood", {"local": {"avoid_cuisines": ["Seafood"]}}),
        ("we need a place that allows pets", {"local": {"house_rule": "pets"}}),
        ("no parties", {"local": {"stay_forbids": ["parties"]}}),
        ("no flights before 9am on the first day", {"local": {"flight_times": [window(1, depart_from="09:00")]}}),
        ("Budget 2200 for everything, actually make it 2500", _budget(2500)),
    ]),
    (SEATTLE, [
        ("we'd like to visit the Museum of Flight", {"local": {"must_see": ["The Museum of Flight"]}}),
        ("Seattle Aquarium please", {"local": {"must_see": ["Seattle Aquarium"]}}),
        ("the flight home in the evening",
         {"local": {"flight_times": [window("return", depart_from="18:00", depart_until="23:59")]}}),
    ]),
    (DALLAS, [
        ("Frontiers of Flight Museum is a must", {"local": {"must_see": ["Frontiers of Flight Museum"]}}),
    ]),
    (CHICAGO, [
        ("no flights after 9pm", _every(depart_until="21:00")),
    ]),
)

KINDS = {"a corrections": CORRECTIONS, "b hedged avoidance": HEDGED_AVOIDANCE, "c dated window": DATED_WINDOW,
         "d travel talk": TRAVEL_TALK, "e sight at a time": SIGHT_AT_A_TIME, "f discourse lead": DISCOURSE_LEAD,
         "g not needed": NOT_NEEDED, "controls": CONTROLS}

# HEAD (7233454) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "a corrections": (1, 0, 8, 0), "b hedged avoidance": (0, 0, 8, 0), "c dated window": (0, 3, 5, 0),
    "d travel talk": (4, 1, 3, 0), "e sight at a time": (0, 1, 7, 0), "f discourse lead": (8, 0, 1, 0),
    "g not needed": (1, 0, 7, 0), "controls": (10, 1, 0, 0),
}

# Misses measured and left visible: each must stay listed until a general rule reads it (with why).
KNOWN_GAPS: dict[str, list[str]] = {
    # ("budget 1800, oops i mean 2000" read since stop 60: a bare number a correction sets last is the budget, even
    # where it reads like a year)
    # Chinese is read as avoided, but the clause after the "?" is named as not understood, without the cuisine's name
    "b hedged avoidance": ["hmm, chinese? probably not, let's avoid it"],
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_seventh_lead_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 5 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed


# --- the rules, one by one ---------------------------------------------------------------------------------------


def test_a_bare_amount_after_a_correction_word_corrects_the_budget(sandbox):

    request = parse_once(NASHVILLE + "our budget is 2200, no actually 2500", sandbox)
    assert request.spec.budget == 2500 and not request.not_kept
    assert any("$2,500" in w and "corrects" in w for w in request.warnings)


def test_an_amount_taken_back_is_no_amount_of_its_clause(sandbox):

    request = parse_once(DENVER + "I meant $4,500 not $4,000", sandbox)
    assert request.spec.budget == 4500 and not request.not_kept


def test_a_pronoun_avoided_after_a_cuisine_rules_it_out():
    from himap_travel.domain.constraints import cuisine

    assert [(m.name, m.avoided) for m in cuisine.mentions("not sure about bbq, maybe skip it?", [])] == [("BBQ", True)]
    assert [(m.name, m.avoided) for m in cuisine.mentions("bbq, we love it", [])] == [("BBQ", False)]


def test_a_window_beside_a_date_is_left_out_and_named():
    from himap_travel.domain.constraints import flight_times

    assert flight_times.read("no flights before 9am on the 16th", [], [], []) is None
    assert flight_times.dated("no flights before 9am on the 16th") == ["flights before 9am"]
    assert flight_times.dated("home by 8pm on the 14th") == []  # the return's: a flight the window names
    assert flight_times.dated("March 14 to 18, no flights before 9am") == []  # the trip's dates, another part


def test_an_opening_ok_allows_nothing_but_an_ok_said_of_the_flights_does():
    from himap_travel.domain.constraints import flight_times

    assert flight_times.read("ok, no flights before 8am", [], [], []) is not None
    assert flight_times.read("we're ok with flights before 8am", [], [], []) is None


def test_a_rule_said_not_to_be_needed_is_waived():
    from himap_travel.domain.text import negation

    text = "no pets needed"
    assert negation.waived(text, 3, 7)
    assert negation.waived("parties aren't required", 0, 7)
    assert not negation.waived("pets needed", 0, 4)  # no "no" before it, no "not" after it: asked
    assert not negation.waived("no pets please", 3, 7)


def test_a_sight_at_a_time_keeps_the_sight_and_names_the_time(sandbox):

    request = parse_once(SEATTLE + "Space Needle at dusk", sandbox)
    assert request.spec.local_constraint.must_see == ["Space Needle"]
    assert any("time of day" in w.reason for w in request.not_kept)
    assert not parse_once(SEATTLE + "the flight back should leave after 3pm", sandbox).spec.local_constraint.must_see
