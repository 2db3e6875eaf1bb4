"""Flight time windows (issue 38, transport): "no flights leaving before 8am", "land before noon on the first day".

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500) with self-driving ruled out, whose
cheapest plan flies out at 06:54: read (text and LLM form), searched, planned (expert and solver, both objectives; the
solver's optimum checked by brute force), proved impossible with a certificate naming it, checked (strict and
official: TravelPlanner's verdicts unchanged, the extension reported beside), shown on the command line and edited in
the chat. A window bans no mode.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import flight_times, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.travel_times import FlightWindow
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts

NO_DRIVE = {"transportation": "no self-driving"}
NOT_BEFORE_8 = [FlightWindow(depart_from="08:00")]


def flights(sandbox, plan) -> list:
    """(day, the flights table's row) of each flight of a plan."""
    index = venue_index(sandbox)
    found = []
    for day, unit in enumerate(plan, 1):
        t = strict_transport(unit.get("transportation") or "-")
        if t.mode == "flight":
            found.append((day, index.flight_on_route(t.number, t.origin, t.destination, unit and _date(day))))
    return found


def _date(day: int) -> str:
    return orlando_spec().date[day - 1]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, windows, rule", [
    ("No flights leaving before 8am.", [FlightWindow(depart_from="08:00")], None),
    ("no red-eye flights", [FlightWindow(depart_from="05:00", depart_until="20:59", arrive_until="23:59")], None),
    ("No early flights, please.", [FlightWindow(depart_from="08:00")], None),
    ("We need to land before noon on the first day.", [FlightWindow(leg=1, arrive_until="12:00")], None),
    ("Only flights, and nothing departing before 10am.", [FlightWindow(depart_from="10:00")], "no self-driving"),
    ("Nothing departing after 9pm.", [FlightWindow(depart_until="21:00")], None),
    ("The return flight should leave after 2pm.", [FlightWindow(leg="return", depart_from="14:00")], None),
    ("Our flight on day 2 must arrive by 18:30.", [FlightWindow(leg=2, arrive_until="18:30")], None),
    ("We don't mind early flights.", None, None),
    # a bare hour as the earliest departure is the morning's where only it is meant (issue 39): against "before" 5 to
    # 11, after "after" 9 to 11; 12 is noon
    ("No flights before 8.", [FlightWindow(depart_from="08:00")], None),
    ("we don't want to leave before 11", [FlightWindow(depart_from="11:00")], None),
    ("nothing before 12", [FlightWindow(depart_from="12:00")], None),
    ("we'd like to leave after 10", [FlightWindow(depart_from="10:00")], None),
    # each statement binds the flight its place says, though the sentence says "back" of the other one; "back from"
    # the destination is no second origin
    ("We'll leave Washington after 9am and fly back from Orlando before 6pm.",
     [FlightWindow(leg="outbound", depart_from="09:00"), FlightWindow(leg="return", depart_until="18:00")], None),
    # parts of a list split by commas: each window binds the flights its own part names ("flying back" was the nearer
    # words, and both windows were read of the return: the outbound left free); a part before that only names the
    # flights ("on the way there, ...") still binds them
    ("flying out after 10am, flying back before 6pm please",
     [FlightWindow(leg="outbound", depart_from="10:00"), FlightWindow(leg="return", depart_until="18:00")], None),
    ("fly out after 9, fly home by 8pm",  # home by 8pm: the return's arrival
     [FlightWindow(leg="outbound", depart_from="09:00"), FlightWindow(leg="return", arrive_until="20:00")], None),
    ("no flights before 9am, on the way back nothing after 8pm",
     [FlightWindow(depart_from="09:00"), FlightWindow(leg="return", depart_until="20:00")], None),
    ("on the way there, no flights before 9am", [FlightWindow(leg="outbound", depart_from="09:00")], None),
])
def test_the_parser_reads_windows_and_bans_no_mode(sandbox, text, windows, rule):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.flight_times, local.transportation) == (windows, rule)


@pytest.mark.parametrize("text, windows", [
    # (a) being home or back by a time, "before" and "no later than" too, on a date or the last day: the return's arrival
    ("we need to be home before 10pm", [FlightWindow(leg="return", arrive_until="22:00")]),
    ("home no later than 9:30pm on the 17th", [FlightWindow(leg="return", arrive_until="21:30")]),
    # an allowance with the wish as its condition asks the wish ("fine" allowed it before: dropped in silence)
    ("any flight is fine as long as we're home by 9pm on the 17th", [FlightWindow(leg="return", arrive_until="21:00")]),
    ("early flights are fine", None),  # an allowance alone still asks nothing
    # ... said of flying, "back" is the flight's departure, as before
    ("flying back before 6pm", [FlightWindow(leg="return", depart_until="18:00")]),
    # (b) getting to the destination by a time: the outbound's arrival (was every flight's, or refused)
    ("we need to get there by noon", [FlightWindow(leg="outbound", arrive_until="12:00")]),
    ("gotta be in Orlando by 3pm on the 15th", [FlightWindow(leg="outbound", arrive_until="15:00")]),
    ("we have to reach orlando before 4pm", [FlightWindow(leg="outbound", arrive_until="16:00")]),
    # the nearest words ("get us there") name the outbound, the same flight as the first day's
    ("get us there by 5 pm on the first day", [FlightWindow(leg="outbound", arrive_until="17:00")]),
    # (c) two bounds, one a bare hour read by the morning's rule: one window
    ("no flights before 7 or after 10pm", [FlightWindow(depart_from="07:00", depart_until="22:00")]),
    ("nothing leaving before 9 nor after 6pm", [FlightWindow(depart_from="09:00", depart_until="18:00")]),
    ("flights between 9 and 5pm", [FlightWindow(depart_from="09:00", depart_until="17:00")]),  # was refused
    ("touch down in orlando by 1pm", [FlightWindow(leg="outbound", arrive_until="13:00")]),
    # (d) lunch is 12:00 (the docs)
    ("back before lunch on the last day", [FlightWindow(leg="return", arrive_until="12:00")]),
    # changed in stop 63 (LEFT16): every meal has its hours in the docs (before a meal its start, after it its end);
    # these two were named as no clock time before
    ("we want to be home by dinner time", [FlightWindow(leg="return", arrive_until="18:00")]),
    ("no flights before breakfast", [FlightWindow(depart_from="07:00")]),
])
def test_being_home_getting_there_two_bounds_and_lunch_are_read(sandbox, text, windows):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.flight_times == windows


@pytest.mark.parametrize("text, cause", [
    ("no flights before 7am or after 10", "say am or pm"),  # the bare hour is the latest departure: both halves meant
    ("we want to be home by sunset", "'sunset' is no clock time"),  # no hour in the docs (the meals' moved above)
    ("we must be in bed by 10pm", "a time of day not understood"),  # a place reached that is no end of the trip
    ("flights between 1 and 5pm", "say am or pm"),  # 1 is no morning hour: asked, as before
])
def test_a_bound_it_cannot_read_is_named(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_flight_s_very_time_is_named_as_no_window(sandbox):
    """(Refused as a time not understood before stop 87: the time is understood, and no window keeps it.)"""
    request = parse_request(BASE + "Our flight around 10am please.", sandbox)
    assert [w.wish for w in request.not_kept] == ["Our flight around 10am please"]
    assert "never at one exact time" in request.not_kept[0].reason and request.spec.local_constraint.flight_times is None


@pytest.mark.parametrize("text, time", [
    ("on march 17 a flight at sunset would be lovely", "at sunset"),  # the date was read, the time dropped in silence
    ("flying back on the 17th around 6 in the evening", "6 in the evening"),
    ("we'd love to fly out of Washington at noon on the 15th", "at noon"),
])
def test_a_time_of_day_no_reader_reads_is_named_beside_a_read_date(sandbox, text, time):
    request = parse_request(BASE + text, sandbox)
    assert any(time in str(wish) for wish in request.not_kept), request.not_kept
    assert request.spec.local_constraint.flight_times is None


@pytest.mark.parametrize("text, cause", [
    ("No flights after 8.", "say am or pm"),  # the latest departure: 8am and 8pm are both meant
    ("We need to leave before 10.", "say am or pm"),
    ("Land after 9.", "say am or pm"),  # an arrival's bound
    ("No flights before 3.", "say am or pm"),  # 1 to 4 as the earliest: asked
    ("The return flight should leave after 6.", "say am or pm"),  # 6am, or after work?
    ("We'd love a red-eye.", "only ruling red-eye"),
    ("Land before the morning.", "no clock time"),
])
def test_a_time_it_cannot_read_is_named_never_guessed(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_window_keeps_its_bounds_and_an_overnight_arrival_is_the_next_day():
    window = FlightWindow(depart_from="08:00", arrive_until="23:59")
    assert window.allows("08:00", "10:00") and not window.allows("07:59", "10:00")
    assert not window.allows("22:18", "00:52")  # lands the next day: after any arrival time of the same day
    assert not window.allows(None, "10:00")  # unknown times keep nothing (fail closed)
    assert FlightWindow(leg="return", depart_from="08:00").applies(3, outbound=False, back=True)
    assert not FlightWindow(leg=1, depart_from="08:00").applies(3, outbound=False, back=True)
    with pytest.raises(ValueError):
        FlightWindow(leg="every")  # no bound asks for nothing
    with pytest.raises(ValueError):
        FlightWindow(depart_from="25:00")


def test_the_llm_form_and_a_row_state_them(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "flight_times": [{"leg": "outbound", "depart_from": "08:00"}]}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract(BASE, tools=None)
    assert spec.local_constraint.flight_times == [FlightWindow(leg="outbound", depart_from="08:00")]
    row = spec.local_constraint.as_row()
    assert row["flight times"] == [{"leg": "outbound", "depart_from": "08:00", "depart_until": None, "arrive_from": None,
                                    "arrive_until": None}]
    assert LocalConstraint.model_validate(row) == spec.local_constraint
    for bad in ([{"leg": "every"}], [{"depart_from": "8am"}], [{"leg": 0, "depart_from": "08:00"}]):
        with pytest.raises(ValueError):
            LocalConstraint.model_validate({"flight times": bad})


# --- searches, planners, certificate ------------------------------------------------------------------------------------

def test_the_flight_search_keeps_them(sandbox):
    args = {"origin": "Washington", "destination": "Orlando", "date": "2022-03-15"}
    every = search(sandbox, "flight_search", args).options
    kept = search(sandbox, "flight_search", {**args, "depart_from": "08:00", "arrive_until": "19:00"}).options
    assert kept and len(kept) < len(every)
    same_day = {o.flight_number for o in every if o.arr_time >= o.dep_time}  # 22:18 → 00:52 lands the next day, after 19:00
    assert {o.flight_number for o in kept} == {o.flight_number for o in every if o.dep_time >= "08:00" and o.arr_time <= "19:00"} & same_day
    none = search(sandbox, "flight_search", {**args, "depart_from": "23:00"})
    assert none.options == [] and "match departing 23:00 or later" in none.message


def test_the_window_binds_the_cheapest_plan(sandbox):
    """Without it the cheapest flying plan leaves at 06:54; with it no flight departs before 08:00."""
    free = plan_result(orlando_spec(**NO_DRIVE), sandbox, "solver")
    assert any(row.dep_time < "08:00" for _day, row in flights(sandbox, free.plan))


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("windows", [NOT_BEFORE_8, [FlightWindow(leg=1, arrive_until="12:00")],
                                     [FlightWindow(leg="return", depart_from="17:00")]])
def test_the_planners_keep_them(sandbox, policy, objective, windows):
    spec = orlando_spec(**NO_DRIVE, flight_times=windows)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    flown = flights(sandbox, result.plan)
    assert flown and all(row is not None for _day, row in flown)
    last = len(result.plan)
    assert all(flight_times.leg_allows(windows, row.dep_time, row.arr_time, day, day == 1, day == last) for day, row in flown)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["flight_times"] is True


@pytest.mark.parametrize("windows", [
    NOT_BEFORE_8,
    [FlightWindow(leg=1, arrive_until="12:00"), FlightWindow(leg="return", depart_from="15:00")],
])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, windows):
    """Facts gathered with the windows hold only flights that keep them; on them, the model's optimum is the enumeration's."""
    spec = orlando_spec(**NO_DRIVE, flight_times=windows).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    legs = [(leg, a == spec.org, b == spec.org) for (a, b), options in facts.legs.items() for leg in options]
    assert any(leg.day is not None for leg, _out, _back in legs)
    for leg, outbound, back in legs:
        if leg.day is not None:
            assert flight_times.leg_allows(windows, leg.option.dep_time, leg.option.arr_time, leg.day, outbound, back)
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_an_unreachable_window_is_proved_impossible_with_a_certificate(sandbox, objective):
    """Nothing departs at 22:30 or later on either day, and the drives are too long for 4 hours a day (taxis too)."""
    spec = orlando_spec(**NO_DRIVE, flight_times=[FlightWindow(depart_from="22:30")], max_driving_hours=4)
    result = plan_result(spec, sandbox, "expert", objective)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and set(certificate.kinds) == {"flight_times", "max_driving_hours"}
    assert "keeps flights departing 22:30 or later" in certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_flight_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(**NO_DRIVE), sandbox, "solver").plan  # flies out at 06:54
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(**NO_DRIVE), plan, sandbox, mode)
        assert "flight_times" not in plain.hard
        verdict = evaluate_plan(orlando_spec(**NO_DRIVE, flight_times=NOT_BEFORE_8), plan, sandbox, mode)
        assert verdict.hard["flight_times"] is False and not verdict.final_pass
        assert any("departs 06:54" in r and "departing 08:00 or later" in r for r in verdict.reasons["flight_times"])
        assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}  # TravelPlanner's unchanged
        elsewhere = evaluate_plan(orlando_spec(**NO_DRIVE, flight_times=[FlightWindow(leg=2, depart_from="08:00")]), plan, sandbox, mode)
        assert elsewhere.hard["flight_times"] is True  # a day without a flight keeps it trivially


def test_the_check_fails_closed_on_a_flight_the_table_does_not_have(sandbox):
    plan = [dict(day) for day in plan_result(orlando_spec(**NO_DRIVE), sandbox, "solver").plan]
    plan[0]["transportation"] = "Flight Number: F0000000, from Washington to Orlando, Departure Time: 09:00, Arrival Time: 11:00"
    for strict in (False, True):  # the sandbox check fails such a plan first; the check itself never passes it
        ctx = Context(to_query(orlando_spec(**NO_DRIVE, flight_times=NOT_BEFORE_8)), plan, venue_index(sandbox), strict)
        assert any("has no flight 'Flight Number: F0000000" in r for r in flight_times.check(ctx))


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_and_keeps_them(sandbox):
    trip = orlando_spec(flight_times=[FlightWindow(leg=1, arrive_until="12:00")]).as_row()
    assert trip_lines(trip)[1] == "constraints: day 1's flight arriving by 12:00"
    runner = CliRunner()
    wish = BASE + "No self-driving, and no flights leaving before 8am."
    out = runner.invoke(cli_app.cli, ["plan", wish, "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    times = [unit["transportation"] for unit in line["plan"] if "Departure Time" in unit["transportation"]]
    assert times and all(t.split("Departure Time: ")[1][:5] >= "08:00" for t in times)
    shown = runner.invoke(cli_app.cli, ["plan", wish])
    assert shown.exit_code == 0 and "flights departing 08:00 or later" in " ".join(shown.output.split())


def test_the_chat_adds_and_drops_them(sandbox):
    say = chat_session("flight-times")

    assert say(BASE + "No self-driving.")["verdict"]["status"] == "valid"
    out = say("Actually no flights before 9am.")
    assert out["trip"]["local_constraint"]["flight times"] == [
        {"leg": "every", "depart_from": "09:00", "depart_until": None, "arrive_from": None, "arrive_until": None}]
    assert out["trip"]["local_constraint"]["transportation"] == "no self-driving"  # the window bans no mode
    assert out["verdict"]["status"] == "valid"
    assert all(row.dep_time >= "09:00" for _day, row in flights(sandbox, out["plan"]))
    assert "flight times: none → flights departing 09:00 or later" in out["messages"][-1].content
    out = say("Forget the flight times.")
    assert out["trip"]["local_constraint"].get("flight times") is None


def test_flextravelbench_sentences_read_back(sandbox):
    for windows in (NOT_BEFORE_8, [FlightWindow(leg=1, arrive_until="12:00")], [FlightWindow(leg="return", depart_until="18:00")]):
        constraint = named("flight_times")
        sentence = constraint.flex_sentence(windows)
        assert parse_request(BASE + sentence, sandbox).spec.local_constraint.flight_times == windows, sentence


@pytest.mark.parametrize(("wish", "bound"), [
    ("And the return no earlier than 10am.", "10:00"),
    ("Our return leg after noon.", "12:00"),
])
def test_the_return_said_as_a_noun_binds_the_return_flight(wish, bound):
    """"the return" with no word of flying is the flight home: it was "a time of day not understood" (a refusal)."""
    windows = flight_times.read(BASE + wish, (), [], problems := [])
    assert not problems and windows == [FlightWindow(leg="return", depart_from=bound)]


def test_a_return_verb_or_date_is_no_flight_word():
    assert flight_times.read(BASE + "The return date is March 17.", (), [], []) is None
