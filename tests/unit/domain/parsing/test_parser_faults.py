"""The request parser fails closed (issue 23): numbers read exactly or refused, rules combined or refused, linear time.

* a number is read exactly or the request is refused naming it: signs
  ("-3", "minus two", Unicode minus and dashes), ranges, fractions,
  scientific notation, digit runs too long to be a budget, counts over the
  caps; the same caps hold for a ``TripSpec`` built from structured input;
* two statements of one kind of constraint are combined (no flights and no
  self-driving: taxis only, said in a warning) or refused (two house rules,
  contradicting room types), never one dropped; the combined transportation
  rule means the same to every part of the project (``banned_modes``);
* negation applies to what it negates: a negated prohibition is a permission;
* properties (hypothesis): a text built from realistic request pieces and
  noise (budgets in other units and currencies too) is refused or read into a
  trip whose numbers appear in the text, its budget the amount multiplied out
  by its unit (``tests/unit/domain/parsing/test_parser_units.py`` checks the total against the
  text's own unit); and
  any text of up to ``MAX_QUERY_CHARS`` parses well within a second.
"""

from __future__ import annotations

import contextlib
import math
import re
import time

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from himap_travel.domain.constraints.transportation import check as transportation_check
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.parsing import QueryParseError, parse_query, parse_request, read_text
from himap_travel.domain.parsing.numbers import NUMBER_WORDS, budget_in_digits, num_value
from himap_travel.domain.parsing.query import MAX_QUERY_CHARS
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.text.lazy_regex import compile_all
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.planning.policies.expert.coordinator import transport_families
from himap_travel.planning.policies.llm.prompts import _transport_rule
from himap_travel.state.trip import MAX_BUDGET, MAX_PEOPLE, LocalConstraint, TripSpec, TripSpecError, banned_modes, transport_rule
from tests.support.faultkit import refused_request

BASE = " from Washington to Myrtle Beach from March 13th to March 15th, 2022"
TRIP = "A trip for 2 people" + BASE


refused = refused_request


# --- numbers: read exactly or refused ---------------------------------------------------------------


@pytest.mark.parametrize("people,named", [
    ("-3 people", "'-3 people'"),
    ("minus two travellers", "'minus two travellers'"),
    ("\u22123 people", "'-3 people'"),  # the Unicode minus sign
    ("\u20133 people", "'-3 people'"),  # an en dash
    ("\u20143 people", "'-3 people'"),  # an em dash
    ("\uff0d\uff13 people", "'-3 people'"),  # fullwidth minus and digit
    ("negative 4 adults", "'negative 4 adults'"),
])
def test_a_negative_people_count_is_refused_naming_it(people, named, sandbox):
    message = refused(f"A trip for {people}{BASE}, budget $1,400.", sandbox, "negative", named)
    assert "travellers" in message


@pytest.mark.parametrize("people,why", [
    ("2-3 people", "not a range"),
    ("2 or 3 travellers", "not a range"),
    ("2.5 people", "whole number"),
    ("1e3 people", "whole number"),
    ("3+ people", "not a range"),
    ("3\u00bd people", "whole number"),  # "3½": never 3, never 31
    ("1,000 people", f"at most {MAX_PEOPLE}"),
    ("twenty-one people", f"at most {MAX_PEOPLE}"),
    ("400 people", f"at most {MAX_PEOPLE}"),
    ("9" * 400 + " people", "(400 digits)"),
])
def test_a_people_count_that_is_not_one_whole_number_is_refused(people, why, sandbox):
    refused(f"A trip{BASE} for {people}, budget $1,400.", sandbox, "travellers", why)


def test_for_two_hundred_people_is_not_two(sandbox):
    refused(f"A trip{BASE} for two hundred people, budget $1,400.", sandbox, "'two hundred")


@pytest.mark.parametrize("cue", ["for -3", "we are -3", "a group of minus 3", "my wife and I and our -2 kids"])
def test_a_sign_after_a_cue_word_is_seen(cue, sandbox):
    refused(f"A trip{BASE}, {cue}, budget $1,400.", sandbox, "negative")


def test_a_budget_of_either_amount_is_refused(sandbox):
    refused(f"{TRIP}, budget $2 or 3 per person.", sandbox, "not a range", "'$2 or 3'")
    refused(f"{TRIP}, budget $1,600-1,400.", sandbox, "not a range")  # falling: no cap to take
    assert parse_query(f"{TRIP}, dinner at $20-30, total budget $1,400.", sandbox).budget == 1400  # a price range is no budget


@pytest.mark.parametrize("said", ["$1,400-1,600", "$1,400 to $1,600", "between $1,400 and $1,600", "1400-1600 dollars", "$1.4-1.6k"])
def test_a_budget_range_is_read_as_its_upper_end_and_said(said, sandbox):
    """A budget is the most the trip may cost: a range's upper end is that cap, and the reading says so."""
    request = parse_request(f"{TRIP}, budget {said}.", sandbox)
    assert request.spec.budget == 1600
    assert any("$1,600" in warning and said in warning for warning in request.warnings)


def test_digits_of_other_forms_are_read_as_the_digits_they_are(sandbox):
    assert parse_query(f"A trip for \uff13 people{BASE}, budget $\uff11,400.", sandbox).people_number == 3  # fullwidth
    assert parse_query(f"A trip for \u0663 people{BASE}, budget $1,400.", sandbox).people_number == 3  # Arabic-Indic
    assert parse_query(f"A trip for 3 peo\u200bple{BASE}, budget $1\u200b400.", sandbox).budget == 1400  # zero-width space


@pytest.mark.parametrize("days,why", [
    ("a -3-day trip", "negative"),
    ("a 3-5 day trip", "not a range"),
    ("a 2.5-day trip", "whole number"),
    ("a 0-day trip", "at least 1"),
])
def test_a_day_count_that_is_not_read_exactly_is_refused(days, why, sandbox):
    refused(f"Plan {days} for 2 people from Washington to Myrtle Beach starting March 13th, 2022, budget $1,400.", sandbox,
            "the number of days", why)


@pytest.mark.parametrize("cities,why", [("-2 cities", "negative"), ("0 cities", "at least 1"), ("11 cities", "at most 10")])
def test_a_city_count_that_is_not_read_exactly_is_refused(cities, why, sandbox):
    refused(f"Plan a 7-day trip for 2 people from Denver to {cities} in Texas, March 1st to March 7th, 2022, budget $9,000.",
            sandbox, "the number of cities", why)


@pytest.mark.parametrize("budget,named", [
    ("$1e9", "'$1e9'"),
    ("$1.4e3", "'$1.4e3'"),
    ("1e3 dollars", "'1e3 dollars'"),
    ("$3 million", "'$3 million'"),
    ("$1,40", "'$1,40'"),
    ("$1,4000", "'$1,4000'"),
    ("$500ppx", "'$500ppx'"),
])
def test_an_amount_not_plainly_written_is_refused_naming_it(budget, named, sandbox):
    refused(f"{TRIP}, budget {budget}.", sandbox, "cannot read the amount", named)


@pytest.mark.parametrize("budget", ["$500pp", "$500 pp", "$500/pp", "500pp"])
def test_a_per_person_unit_glued_to_its_amount_reads_as_written_apart(budget, sandbox):
    """"$500pp" is how the travel trade writes a price per person: read as "$500 pp" is, times the party (once refused
    as an amount not plainly written; helper REQ16's sixteenth request set found it was the only form of the unit
    refused while "$500 pp" and "$500/pp" were read)."""
    assert parse_request(f"{TRIP}, budget {budget}.", sandbox, people="smallest").spec.budget == 1000


def test_a_budget_of_400_digits_is_refused_not_infinite(sandbox):
    message = refused(f"{TRIP}, budget ${'9' * 400}.", sandbox, "(400 digits)", f"${MAX_BUDGET:,.0f}")
    assert "inf" not in message


def test_the_budget_cap(sandbox):
    assert parse_query(f"{TRIP}, budget $10,000,000.", sandbox).budget == MAX_BUDGET
    refused(f"{TRIP}, budget $10,000,001.", sandbox, "'$10,000,001'", "more than")
    refused(f"{TRIP}, budget $10,001k.", sandbox, "more than")
    refused(f"{TRIP}, $6,000,000 per person.", sandbox, "$12,000,000", "per person", "more than")


def test_the_documented_scaling_still_reads(sandbox):
    assert parse_query(f"{TRIP}, budget $3k.", sandbox).budget == 3000
    assert parse_query(f"{TRIP}, budget $1.5k.", sandbox).budget == 1500
    assert parse_query(f"{TRIP}, $700 per person.", sandbox).budget == 1400
    assert parse_query(f"{TRIP}, budget $2,500.00.", sandbox).budget == 2500


@pytest.mark.parametrize("field,value,why", [
    ("budget", math.inf, "finite number"),
    ("budget", math.nan, "finite number"),
    ("budget", 0.0, "greater than 0"),
    ("budget", -5.0, "greater than 0"),
    ("budget", MAX_BUDGET + 1, "less than or equal to 10000000"),
    ("people_number", MAX_PEOPLE + 1, "less than or equal"),
    ("people_number", 0, "greater than or equal"),
    ("days", 31, "less than or equal"),
])
def test_a_structured_trip_spec_has_the_same_caps(field, value, why):
    fields = dict(org="Washington", dest="Myrtle Beach", days=1, visiting_city_number=1, date=["2022-03-13"], people_number=2,
                  budget=1400.0)
    fields[field] = value
    with pytest.raises(ValueError, match=re.escape(why)):
        TripSpec(**fields)


# --- two statements of one constraint: combined or refused --------------------------------------------


def test_no_flights_and_no_self_driving_is_both_rules_taxis_only(sandbox):
    request = parse_request(f"{TRIP}, budget $1,400. No flights and no self-driving.", sandbox)
    assert request.spec.local_constraint.transportation == "no flight, no self-driving"
    assert any("taxis only" in w for w in request.warnings)
    for text, rule in ((" We can't fly.", "no flight"), (" No self-driving, please.", "no self-driving"), ("", None)):
        got = parse_request(f"{TRIP}, budget $1,400.{text}", sandbox)
        assert got.spec.local_constraint.transportation == rule
        assert not any("taxis only" in w for w in got.warnings)


def test_banned_modes_is_the_one_reading_of_the_rule():
    assert banned_modes(None) == frozenset()
    assert banned_modes("no flight") == {"flight"}
    assert banned_modes("no self-driving") == {"self-driving"}
    assert banned_modes("no flight, no self-driving") == {"flight", "self-driving"}
    with pytest.raises(TripSpecError, match="unknown transportation rule"):
        banned_modes("no boats")
    for rule in ("no flight", "no self-driving", "no flight, no self-driving"):
        assert transport_rule(banned_modes(rule)) == rule
    assert transport_rule([]) is None


def _spec(rule: str | None) -> TripSpec:
    return TripSpec(org="Washington", dest="Myrtle Beach", days=3, visiting_city_number=1,
                    date=["2022-03-13", "2022-03-14", "2022-03-15"], people_number=2, budget=1400.0,
                    local_constraint=LocalConstraint(transportation=rule))


def test_every_part_reads_the_combined_rule_as_taxis_only():
    spec = _spec("no flight, no self-driving")
    assert transport_families(spec) == ("taxi",)
    assert transport_families(_spec("no flight")) == ("self-driving", "taxi")
    assert transport_families(_spec("no self-driving")) == ("flight",)
    assert transport_families(_spec(None)) == ("self-driving", "flight")
    assert _transport_rule(spec.local_constraint) == "The traveller wants NO flights and NO self-driving (taxis only)."


@pytest.mark.parametrize("entry,banned", [
    ("Flight Number: F3573659, from Washington to Myrtle Beach, Departure Time: 10:05", True),
    ("Self-driving, from Washington to Myrtle Beach, duration: 6 hours, distance: 693 km, cost: 34", True),
    ("Taxi, from Washington to Myrtle Beach, duration: 6 hours, distance: 693 km, cost: 693", False),
])
def test_the_evaluator_fails_a_flight_or_a_drive_under_the_combined_rule(entry, banned):
    query = to_query(_spec("no flight, no self-driving"))
    for strict in (False, True):
        ctx = Context(query=query, units=[{"transportation": entry}], index=None, strict=strict)
        reasons = list(transportation_check(ctx))
        assert bool(reasons) == banned, (strict, reasons)


def test_the_chat_lifts_one_ban_of_two(sandbox):
    trip = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400.0,
            "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": "no flight, no self-driving"}}
    edited = understand_message("Actually we can fly after all.", sandbox, trip)
    assert edited.draft["local_constraint"]["transportation"] == "no self-driving"


def test_two_house_rules_are_both_kept(sandbox):
    """Issue 38: one stay allows both (TravelPlanner's house rule holds the first, ``more_house_rules`` the other)."""
    for text, rules in (("We need a place that allows pets and smoking.", ("pets", ["smoking"])),
                        ("Parties must be allowed. Visitors must be allowed too.", ("parties", ["visitors"]))):
        local = parse_query(f"{TRIP}, budget $1,400. {text}", sandbox).local_constraint
        assert (local.house_rule, local.more_house_rules) == rules


def test_contradicting_room_types_are_refused_naming_them(sandbox):
    refused(f"{TRIP}, budget $1,400. We need a private room and an entire home.", sandbox, "private room and entire room")
    refused(f"{TRIP}, budget $1,400. We want shared rooms and entire rooms.", sandbox, "shared room and entire room")
    # the benchmark's own phrasing of "not shared room": a negated "shared" with the private rooms it means
    spec = parse_query(f"{TRIP}, budget $1,400. Rooms that are not shared; private rooms.", sandbox)
    assert spec.local_constraint.room_type == "not shared room"


# --- negation applies to what it negates -------------------------------------------------------------


@pytest.mark.parametrize("text,rule", [
    ("We want entire rooms that don't forbid parties.", "parties"),
    ("The place must not prohibit smoking.", "smoking"),
    ("We need a host that does not ban pets.", "pets"),
    ("No ban on pets, please.", "pets"),
    ("Smoking not prohibited.", "smoking"),
    ("Smoking is not prohibited there.", "smoking"),
    ("Parties aren't forbidden.", "parties"),
    ("A place that doesn't disallow visitors.", "visitors"),
])
def test_a_negated_prohibition_is_a_permission(text, rule, sandbox):
    assert parse_query(f"{TRIP}, budget $1,400. {text}", sandbox).local_constraint.house_rule == rule


# A negated house rule said of the stay asks the stay to forbid it (``stay_forbids``, issue 38: before, a warning said a
# place without it could not be asked for); said of the travellers it asks for nothing, quietly.
@pytest.mark.parametrize("text,forbidden", [
    ("No smoking, please.", ["smoking"]),
    ("We want a non-smoking room.", ["smoking"]),
    ("We have no pets.", None),
    ("Pets are not allowed.", ["pets"]),
    ("A host that bans pets.", ["pets"]),
    ("Smoking is forbidden.", ["smoking"]),
    ("Smoke-free rooms.", ["smoking"]),
])
def test_a_plain_negation_or_prohibition_is_no_rule(text, forbidden, sandbox):
    request = parse_request(f"{TRIP}, budget $1,400. {text}", sandbox)
    assert request.spec.local_constraint.house_rule is None
    assert request.spec.local_constraint.stay_forbids == forbidden
    assert not any("cannot be asked for" in w for w in request.warnings)
    assert request.not_kept == []


# --- properties ----------------------------------------------------------------------------------------

_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "twenty", "twenty-one", "thirty", "a dozen"]
_SIGNS = ["", "", "", "", "-", "\u2212", "\u2013", "\u2014", "\uff0d", "minus ", "negative ", "+"]
_ODD_NUMBERS = ["1e9", "2e3", "1.5", "2,5", "1,000", "3\u00bd", "\uff12", "\u0663", "9" * 400, "1" * 25, "0", "2-3",
                "2 or 3", "two hundred", "00", "1,40", "1,4000", "1.2.3", "12e", "\u00b2", "\u2460"]
_NOISE = ["No flights", "no self-driving", "not", "never", "don't forbid parties", "no ban on pets", "non-smoking",
          "pets are not allowed", "we are", "for", "between", "and", "$", "e9", "k", "per person", "per day", "a week",
          "\u2212", "\u2014", "\u00bd", ",", ".", "budget", "dollars", "total", "1e9", "minus", "(", ")", "'", "\u200b"]

_clean_number = st.one_of(st.integers(1, 20).map(str), st.sampled_from(_WORDS[1:13]))
_number = st.one_of(_clean_number, _clean_number, st.integers(0, 40).map(str), st.sampled_from(_WORDS), st.sampled_from(_ODD_NUMBERS))
_signed = st.one_of(_number, _number, st.builds(lambda sign, n: sign + n, st.sampled_from(_SIGNS), _number))
_people = st.one_of(
    st.builds("{} {}".format, _signed, st.sampled_from(["people", "travellers", "adults", "persons", "guests"])),
    st.builds("a group of {}".format, _signed),
    st.builds("for {}".format, _signed),
    st.builds("we are {}".format, _signed),
)
_clean_amount = st.one_of(st.integers(1, 10**5).map(str), st.integers(1, 10**7).map("{:,}".format),
                          st.builds("{}.{:02d}".format, st.integers(1, 10**5), st.integers(0, 99)),
                          st.builds("{}k".format, st.integers(1, 99)))
_amount = st.one_of(_clean_amount, _clean_amount, st.integers(0, 10**9).map(str), st.sampled_from(_ODD_NUMBERS))
_signed_amount = st.one_of(_amount, _amount, st.builds(lambda sign, n: sign + n, st.sampled_from(_SIGNS), _amount))
_budget = st.one_of(
    st.builds("${}".format, _signed_amount),
    st.builds("a budget of {}".format, _signed_amount),
    st.builds("{} dollars".format, _signed_amount),
    st.builds("${} per person".format, _amount),
    st.builds("${} per day".format, _amount),
    # issue 40: other units (multiplied out, or refused when they have no total) and other currencies (refused)
    st.builds("${} {}".format, _amount, st.sampled_from(["each", "apiece", "a night", "per week", "per person per day", "for each of us",
                                                         "per meal", "per couple", "excluding flights", "a month"])),
    st.builds(str.format, st.sampled_from(["\u20ac{}", "\u00a3{}", "A${}", "{} Australian dollars", "{} euros", "CAD {}"]), _amount),
)
_days = st.one_of(
    st.builds("a {}-day trip".format, _signed),
    st.builds("for {} days".format, _signed),
    st.builds("{} nights".format, _signed),
)
_dates = st.builds(lambda first, length: f"from March {first}th to March {first + length}th, 2022", st.integers(1, 24), st.integers(0, 6))
_route = st.sampled_from(["from Washington to Myrtle Beach", "from Denver to Seattle", "from Dallas to 2 cities in Texas"])
_noise = st.one_of(st.sampled_from(_NOISE), st.text(max_size=12))
_request = st.tuples(_route, _dates, _people, _budget, st.lists(st.one_of(_people, _budget, _days, _noise), max_size=3)).flatmap(
    lambda parts: st.permutations([*parts[:4], *parts[4]]).map(lambda pieces: "Plan a trip " + ", ".join(pieces) + ".")
)


_NUMBER_WORD = (r"\b(?:" + "|".join(sorted(NUMBER_WORDS - {"dozen"}, key=len, reverse=True))
                + r")(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine)\b)?|\ba\s+dozen\b")


def _numbers_in(text: str) -> set[float]:
    """Every number written in the text: digit runs (with and without their thousands commas), number words, and
    amounts in words as the budget's reader writes them in digits ("a budget of two hundred": 200)."""
    found: set[float] = set()
    for token in re.findall(r"\d[\d,]*(?:\.\d+)?", text + " " + budget_in_digits(text)):
        for part in {token, token.replace(",", "")} | set(re.split(r"[,.]", token)):
            if re.fullmatch(r"\d+(?:\.\d+)?", part) and len(part) < 30:
                found.add(float(part))
    for word in re.finditer(_NUMBER_WORD, text, re.IGNORECASE):
        found.add(float(num_value(word.group(0))))
    return found


def _days_from(text: str, spec: TripSpec, numbers: set[float]) -> bool:
    """The trip's length is written in the text: a day count, nights (+1), a week, or the span of two written dates."""
    first, last = (int(d[-2:]) for d in (spec.date[0], spec.date[-1]))
    return (spec.days in numbers or (spec.days - 1 in numbers and "night" in text) or (spec.days == 7 and "week" in text)
            or (first in numbers and last in numbers))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=_request)
def test_a_request_is_refused_or_its_numbers_are_in_the_text(sandbox, text):
    try:
        request = parse_request(text, sandbox, people="ask")
        reading = read_text(text, sandbox)
    except (QueryParseError, TripSpecError):
        return
    spec, plain = request.spec, normalize(text)
    numbers = _numbers_in(plain)
    assert spec.people_number in numbers, (text, spec.people_number)
    scaled = re.search(r"\d\s*(?:k|thousand|grand)\b", plain, re.IGNORECASE)
    assert reading.budget in numbers or (scaled and reading.budget / 1000 in numbers), (text, reading.budget)
    per = math.prod({"person": spec.people_number, "day": spec.days, "night": spec.days - 1, "week": spec.days / 7}[unit]
                    for unit in (reading.budget_unit or "").split("/") if unit)
    assert -1e-6 <= reading.budget * per - spec.budget < 0.01 + 1e-6  # multiplied out, to the cent and never above
    assert 0 < spec.budget <= MAX_BUDGET and math.isfinite(spec.budget)
    assert _days_from(plain, spec, numbers), (text, spec.days)


_PIECES = st.one_of(_people, _budget, _days, _dates, _route, _noise, st.sampled_from(["$", "1", ",", " ", "-", "a", "no "]))


# The worst inputs found (at the cap they took 2 s to 90 s before: a 20,000-digit run about a minute), as examples.
_WORST = ["1", "1,", "111,", "1.", "1,1", "$1 $2 ", "Denver to ",
          "Denver, Texas, ",  # 3.0 s at the cap before names were looked up by bisection (said_alone_stands.ListedAfter, 0.8 s)
          "Denver. ",  # 5.7 s at the cap before the names of each clause were (unread_names.Names, visit_cities.listed_alone: 0.7 s)
          "Texas, and ",  # 3.3 s at the cap before the same (0.7 s)
          "Washington ", "pet ", "9" * 50 + "e",
          "No Pizza Hut ",  # 59 s at the cap before "not X again" was read back from "again" (restaurant_names), 3.4 s before
          # a name was bounded (named_places._NAME_REACH)
          "No A, "]  # 34 s at the cap before a list of names was bounded (named_places._LIST_REACH, _MOST_NAMES)


def _examples(test):
    for unit in _WORST:
        test = example(unit=unit, size=MAX_QUERY_CHARS)(test)
    return test


# The bound guards against time that grows faster than the text (the worst inputs above once took a minute): a
# quadratic reader takes tens of seconds at the cap. It is CPU time, not wall time: on a loaded 2-core machine the
# wall clock of a linear read (1.3 s of CPU at the cap since the held-out wishes' readers, 1.1 s before) passed 20 s.
CPU_SECONDS_AT_THE_CAP = 5.0
# Each example is one parse at half the cap or more (about 1.3 s of CPU at the cap), so the drawn examples are few: the
# worst inputs above, all at the cap, are the ones that found the slow readers; the drawn ones look for the next (25 of
# them: this file 49 s of CPU, 8: 44 s; 2026-11-30).
DRAWN_AT_THE_CAP = 8


@settings(max_examples=DRAWN_AT_THE_CAP, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(unit=st.lists(_PIECES, min_size=1, max_size=4).map(" ".join), size=st.integers(MAX_QUERY_CHARS // 2, MAX_QUERY_CHARS))
@_examples
def test_any_text_within_the_cap_parses_well_within_a_second(sandbox, unit, size):
    text = (unit * (size // max(len(unit), 1) + 1))[:size]
    compile_all()  # the readers' patterns compiled first (about 2.5 s of CPU once per process): the read alone is timed
    start = time.process_time()
    with contextlib.suppress(QueryParseError, TripSpecError):
        parse_request(text, sandbox)
    assert time.process_time() - start < CPU_SECONDS_AT_THE_CAP, (unit, size)
