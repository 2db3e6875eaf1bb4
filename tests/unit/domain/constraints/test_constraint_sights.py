"""Sights by name (``must_see``, ``avoid_sights``) and a pace (``pace``): issue 38's sights, end to end.

Reading (text and the LLM form), the expert and the solver under both objectives, the solver's optimum against an
enumeration, the certificate, the evaluator in both modes, a chat edit, and the command line.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel import app
from himap_travel.domain.constraints import named, pace
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.facts import gather
from himap_travel.planning.solver.model import TripModel, possible_leg_days
from himap_travel.state.trip import LocalConstraint, Pace, TripSpecError
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts, solved_as_enumerated


def _days(plan) -> list[list[str]]:
    """Each day's sight names (strict reading)."""
    return [[entry.rsplit(",", 1)[0] for entry in attractions(day["attraction"], True)] if day["attraction"] != "-" else []
            for day in plan]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, key, value", [
    ("We must visit SeaWorld Orlando and the Harry P Leu Gardens.", "must_see", ["SeaWorld Orlando", "Harry P Leu Gardens"]),
    ("we have to visit Seaworld Orlnado!!", "must_see", ["SeaWorld Orlando"]),  # a small typo: the data's name
    ("Must see: the Orlando Science Center", "must_see", ["Orlando Science Center"]),
    ("We don't want to see Gatorland.", "avoid_sights", ["Gatorland"]),
    ("Skip SeaWorld Orlando, we've been there.", "avoid_sights", ["SeaWorld Orlando"]),
    ("at most one sight a day", "pace", Pace(most=1)),
    ("We want a relaxed pace.", "pace", Pace(most=1)),  # defined in docs/vocabulary-meals-sights.md
    ("A packed schedule please!", "pace", Pace(least=2)),
    ("two attractions per day would be perfect", "pace", Pace(most=2, least=2)),
    ("at least two sights on day 2", "pace", Pace(least=2, days=(2,))),
    ("We're so excited about this trip!", "must_see", None),
    # said in short, pointed back to, ruled out by kind (issue 38's fourth held-out set)
    ("Crayola is a must", "must_see", ["Crayola Experience Orlando"]),  # the first words of one name of the trip's cities
    ("we hear SeaWorld is fun, add it", "must_see", ["SeaWorld Orlando"]),  # "add it": the name before, in its sentence
    ("we don't want to go to the aquarium", "must_see", None),  # a kind ruled out is no wish to see it ...
    ("we don't want to go to the aquarium", "avoid_sights", ["SEA LIFE Orlando Aquarium"]),  # ... but to avoid it
    ("no aquarium", "avoid_sights", ["SEA LIFE Orlando Aquarium"]),
    ("between 2 and 3 attractions a day", "pace", Pace(most=3, least=2)),
    ("on day 2 we want at least 3 sights", "pace", Pace(least=3, days=(2,))),
    # a ruling-out word denied is a wish (both once avoided the sight)
    ("We don't want to skip Gatorland", "must_see", ["Gatorland"]),
    ("make sure we don't miss Gatorland", "must_see", ["Gatorland"]),
    ("make sure we don't miss Gatorland", "avoid_sights", None),
    ("we want to skip Gatorland", "avoid_sights", ["Gatorland"]),
])
def test_the_parser_reads_them(sandbox, text, key, value):
    request = parse_request(BASE + text, sandbox)
    assert named(key).value(request.spec) == value
    assert request.spec.dest == "Orlando" and request.spec.budget == 2500 and not request.not_kept


def test_ruling_out_a_kind_the_trips_cities_lack_is_kept_already_and_said(sandbox):
    """"Skip the museums" where the data has none: nothing to keep out, so nothing refused (a must-see is)."""
    request = parse_request(BASE + "Skip the museums, we've seen enough of them.", sandbox)
    assert request.spec.local_constraint.avoid_sights is None and not request.not_kept
    assert any("no museum" in w and "none is planned" in w for w in request.warnings)
    with pytest.raises(QueryParseError, match="no museum"):
        parse_request(BASE + "We'd love to see the museum.", sandbox)


@pytest.mark.parametrize("text, cause", [
    ("I'd love to see the Denver Zoo.", "'Denver Zoo' is in Denver, not in Orlando"),  # was "unknown destination 'Denver Zoo'"
    ("We want to see Harry Potter Forbidden Journey", "did you mean 'Harry Potter and the Forbidden Journey'"),
    # stop 58: the data's "Eiffel Tower Viewing Deck" is in Las Vegas, and the refusal now says where (it said no
    # attraction of that name exists anywhere)
    ("We must visit the Eiffel Tower.", "'Eiffel Tower Viewing Deck' is in Las Vegas, not in Orlando"),
    ("No sightseeing on day 2.", "needs a sight"),
    ("At most one sight a day and at least three sights a day.", "contradict each other"),
    ("no theme parks", "does not say which sights are theme parks"),  # a kind the data's names do not carry
    ("We must see the Rockies", "no attraction called 'Rockies'"),  # one word in the middle of a name is no short name
])
def test_a_sight_or_pace_that_cannot_be_kept_is_refused_naming_it(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_dream_is_talk_and_a_sight_of_the_trip_said_in_it_is_read(sandbox):
    """"I've always wanted to see the Rockies" asks for nothing (a region, no sight): never refused; a sight of the
    trip's cities said so is still wanted (``said_alone``)."""
    request = parse_request(BASE + "I've always wanted to see the Rockies.", sandbox)
    assert request.spec.local_constraint.must_see is None and not request.not_kept
    request = parse_request(BASE + "I've always wanted to see Gatorland.", sandbox)
    assert request.spec.local_constraint.must_see == ["Gatorland"]


@pytest.mark.parametrize("text, expected", [
    ("the Gatorland obviously", {"must_see": ["Gatorland"]}),  # a sight named with no cue
    ("gatorland? no thanks", {"avoid_sights": ["Gatorland"]}),  # ... ruled out by the short part after it
    ("we loved Gatorland last time", {}),  # ... said of the past: no wish (named unread or talk, never read)
    ("from my point of view the trip is great", {}),  # plain words that are no name where they stand
])
def test_a_sight_of_the_trip_named_alone_is_read_by_its_clause(sandbox, text, expected):
    request = parse_request(BASE + text, sandbox)
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if k in ("must_see", "avoid_sights") and v}
    assert got == expected


@pytest.mark.parametrize("part, wanted", [("Brooklyn or Queens is fine for the stay.", None),
                                           ("We'd love a walk across the Brooklyn.", ["Brooklyn Bridge"])])
def test_one_word_of_a_sights_name_is_the_sight_only_after_the(sandbox, part, wanted):
    """A single word that is only part of a sight's name ("Brooklyn" of "Brooklyn Bridge") is often a place of its
    own: read as the sight only after "the" ("a show at the Ryman")."""
    text = "Plan a 3-day trip from Philadelphia to New York for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
    assert parse_request(text + part, sandbox).spec.local_constraint.must_see == wanted


def test_a_sights_name_is_no_place(sandbox):
    """"the Denver Zoo" names a sight: on a trip to Denver it is read as one, never as an unknown place."""
    text = "Plan a 3-day trip from Washington to Denver for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
    spec = parse_request(text + "I'd love to see the Denver Zoo.", sandbox).spec
    assert spec.dest == "Denver" and spec.local_constraint.must_see == ["Denver Zoo"]


def test_the_llm_form_states_them_and_is_matched_to_the_data(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "must_see": ["seaworld orlando"], "avoid_sights": ["Gatorland"], "pace": {"most": 1}}
    spec = ScriptedServer(lambda body: {"content": json.dumps(form)}).policy(sandbox).extract(BASE, tools=None)
    assert spec.local_constraint.must_see == ["SeaWorld Orlando"] and spec.local_constraint.avoid_sights == ["Gatorland"]
    assert spec.local_constraint.pace == Pace(most=1)
    elsewhere = ScriptedServer(lambda body: {"content": json.dumps({**form, "must_see": ["Denver Zoo"]})})
    with pytest.raises(TripSpecError, match="'Denver Zoo' is in Denver"):
        elsewhere.policy(sandbox).extract(BASE, tools=None)
    for bad in ({"pace": {}}, {"pace": {"most": 1, "least": 2}}, {"must see": [" "]}):
        with pytest.raises(ValueError):
            LocalConstraint.model_validate(bad)


# --- the planners ----------------------------------------------------------------------------------------------------

RULES = [{"must_see": ["SeaWorld Orlando", "Harry P Leu Gardens"]}, {"avoid_sights": ["Fun Spot America Theme Parks"]},
         {"pace": Pace(most=1)}, {"pace": Pace(least=3)}]


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", RULES, ids=lambda r: next(iter(r)) + str(list(r.values())[0])[:12])
def test_the_planners_keep_them(sandbox, policy, objective, rules):
    spec = orlando_spec(**rules)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    days = _days(result.plan)
    seen = [name for day in days for name in day]
    local = spec.local_constraint
    assert all(name in seen for name in local.must_see or ())
    assert not set(seen) & set(local.avoid_sights or ())
    if local.pace is not None:
        travel = [day["current_city"].startswith("from ") for day in result.plan]
        assert all(len(d) <= (local.pace.most or 99) for d in days)
        assert all(len(d) >= (local.pace.least or 0) for d, moving in zip(days, travel, strict=True) if not moving)
    key = next(iter(rules))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard[key] is True


def test_a_pace_binds_the_expert(sandbox):
    """Without a pace the expert deals two sights to a stay day: "at most one sight a day" changes its plan."""
    assert max(len(d) for d in _days(plan_result(orlando_spec(), sandbox).plan)) == 2
    assert max(len(d) for d in _days(plan_result(orlando_spec(pace=Pace(most=1)), sandbox).plan)) == 1


@pytest.mark.parametrize("least, sights", [(2, 3), (2, 2), (3, 4)])
def test_the_solvers_optimum_under_a_pace_is_the_enumerations(sandbox, least, sights):
    """A full day holding ``least`` sights (credited one: ``quality``) leaves ``least - 1`` fewer distinct sights for
    the travel days: the enumeration of plans on facts with that many fewer sights is the pace's optimum."""
    spec = orlando_spec(pace=Pace(least=least)).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    facts.sights[city] = facts.sights[city][:sights]
    fewer = small_facts(spec, sandbox)[0]
    fewer.legs, fewer.stays, fewer.meals = facts.legs, facts.stays, facts.meals
    fewer.sights = {city: facts.sights[city][least - 1:]}
    scores = list(plan_scores(fewer, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)
    unpaced = list(plan_scores(facts, city, spec))
    if sights - least < 2:  # the travel days' sights are what the pace costs: the best plan is worse than without it
        assert max(p for p, _ in scores) < max(p for p, _ in unpaced)


@pytest.mark.parametrize("rules", [{"must_see": ["Gatorland"]}, {"avoid_sights": ["Gatorland", "SeaWorld Orlando"]}])
def test_the_solvers_optimum_with_named_sights_is_the_enumerations(sandbox, rules):
    """Facts gathered with them hold no avoided sight; a sight to see takes one of the plan's sight slots: the
    enumeration over those facts is the optimum, and the solved plan holds the sight."""
    spec = orlando_spec(**rules).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    assert not set(rules.get("avoid_sights", ())) & set(facts.sight_names(city))
    for outcome in solved_as_enumerated(facts, list(plan_scores(facts, city, spec))).values():
        placed = [e for entries in outcome.solution.pinned.values() for e in entries]
        assert placed == [f"{name}, Orlando" for name in rules.get("must_see", ())]


# --- certificates ------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules, kind, words", [
    ({"must_see": ["Denver Zoo"]}, "must_see", "'Denver Zoo': not among the sights of the cities this trip can stay in (Orlando)"),
    ({"pace": Pace(least=1, days=(1,))}, "pace", "at least 1 sight on day 1: no route gives that day in a city"),
    ({"pace": Pace(least=10)}, "pace", "Orlando has too few distinct sights"),  # 3 full days of 10: Orlando has 20
])
def test_a_sight_wish_no_plan_keeps_is_proved_impossible(sandbox, rules, kind, words):
    spec = orlando_spec(**rules).model_copy(update={"days": 5, "date": [f"2022-03-{d}" for d in range(15, 20)], "budget": 5000})
    for policy in ("expert", "solver"):
        result = plan_result(spec, sandbox, policy)
        assert result.verdict.status == "unsat"
        certificate = result.verdict.certificate
        assert certificate is not None and certificate.kinds == [kind] and words in certificate.message


# --- the evaluator -------------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox).plan  # the expert's: two sights on day 2
    seen = [name for day in _days(plan) for name in day]
    unseen = next(name for name in ("SeaWorld Orlando", "Gatorland", "Orlando Science Center") if name not in seen)
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert not {"must_see", "avoid_sights", "pace"} & set(plain.hard)  # set by no request: not reported
        for rules, key, reason in (({"must_see": [unseen]}, "must_see", f"'{unseen}' is on no day"),
                                   ({"avoid_sights": [seen[0]]}, "avoid_sights", "was to be avoided"),
                                   ({"pace": Pace(most=1)}, "pace", "has 2 sights, more than 1"),
                                   ({"pace": Pace(least=3)}, "pace", "fewer than 3"),
                                   ({"pace": Pace(least=1, days=(1,))}, "pace", "day 1 is a travel day")):
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


def test_a_pace_is_counted_as_the_day_fields_say():
    assert pace.sights_on_full_day(None, 2) == 1
    assert pace.sights_on_full_day(Pace(least=3, days=(2,)), 2) == 3 and pace.sights_on_full_day(Pace(least=3, days=(2,)), 3) == 1
    assert pace.full_days_asked(Pace(least=2, days=(2, 4))) == (2, 4) and pace.full_days_asked(Pace(most=1, days=(2,))) == ()


# --- how they show and are edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_and_keeps_them():
    runner = CliRunner()
    out = runner.invoke(app.cli, ["plan", BASE + "We must visit SeaWorld Orlando, and at most one sight a day.", "--json"])
    assert out.exit_code == 0, out.output
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["verdict"]["status"] == "valid"
    assert "SeaWorld Orlando, Orlando" in " ".join(day["attraction"] for day in line["plan"])
    trip = orlando_spec(must_see=["SeaWorld Orlando"], pace=Pace(most=1)).as_row()
    assert trip_lines(trip)[1] == "constraints: must see SeaWorld Orlando; at most 1 sight a day"
    refused = runner.invoke(app.cli, ["plan", BASE + "I'd love to see the Denver Zoo."])
    assert refused.exit_code == 2 and "'Denver Zoo' is in Denver" in " ".join(refused.output.split())
    impossible = runner.invoke(app.cli, ["plan", BASE + "At least 2 sights on the first day.", "--policy", "solver"])
    assert impossible.exit_code == 5 and "at least 2 sights on day 1" in " ".join(impossible.output.split())


def test_the_chat_adds_and_drops_them():
    say = chat_session("sights")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("We must visit SeaWorld Orlando.")
    assert out["trip"]["local_constraint"]["must see"] == ["SeaWorld Orlando"] and out["verdict"]["status"] == "valid"
    assert "SeaWorld Orlando, Orlando" in " ".join(day["attraction"] for day in out["plan"])
    out = say("At most one sight a day, please.")
    assert out["trip"]["local_constraint"]["pace"] == {"most": 1, "least": None, "days": None}
    assert out["trip"]["local_constraint"]["must see"] == ["SeaWorld Orlando"]  # one wish never touches another
    assert "at most 1 sight a day" in out["messages"][-1].content
    out = say("Forget the pace.")
    assert out["trip"]["local_constraint"].get("pace") is None and out["trip"]["local_constraint"]["must see"] == ["SeaWorld Orlando"]


def test_flextravelbench_sentences_read_back(sandbox):
    for rules in ({"must_see": ["SeaWorld Orlando"]}, {"avoid_sights": ["Gatorland"]}, {"pace": Pace(most=1)},
                  {"pace": Pace(least=2, days=(2,))}):
        constraint = named(next(iter(rules)))
        sentence = constraint.flex_sentence(constraint.value(orlando_spec(**rules)))
        assert constraint.value(parse_request(BASE + sentence, sandbox).spec) == constraint.value(orlando_spec(**rules))


def test_gathering_drops_the_avoided_sights(sandbox):
    spec = orlando_spec(avoid_sights=["Gatorland"])
    facts = gather(spec, sandbox, possible_leg_days(3, 1))
    assert "Gatorland" not in facts.sight_names("Orlando") and "SeaWorld Orlando" in facts.sight_names("Orlando")


# A pace on days said first with no "on" ("day 3 just one thing"), on the trip's last days ("on the last two days at
# least 2 sights a day": days N-1 and N, not every day), or with the sights said before the number ("lots of sights, 3
# or more daily"): issue 38, the ninth held-out wish set.
@pytest.mark.parametrize(("text", "expected"), [
    ("on the last two days at least 2 sights a day", Pace(least=2, days=(2, 3))),
    ("the last two days at least 2 sights each", Pace(least=2, days=(2, 3))),
    ("day 3 just one thing, we drive back", Pace(most=1, days=(3,))),
    ("lots of sights, 3 or more daily", Pace(least=3)),
    ("attractions: 2 a day max", Pace(most=2)),
])
def test_a_pace_said_in_other_orders_is_read(sandbox, text, expected):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.pace == expected


@pytest.mark.parametrize(("said", "words"), [
    (Pace(least=4), "at least 4 sights a day (a travel day as its times allow)"),
    (Pace(most=2, least=2), "2 sights a day (a travel day at most 2)"),
    (Pace(least=2, most=3), "at least 2 sights and at most 3 sights a day (a travel day at most 3)"),
    (Pace(most=1), "at most 1 sight a day"),
    (Pace(least=2, days=(2, 3)), "at least 2 sights on days 2, 3"),  # given days are days in a city: no travel day
])
def test_a_least_pace_says_what_it_asks_of_a_travel_day(said, words):
    """Shown beside a plan whose travel days hold one sight, "at least 4 sights a day" alone reads as broken."""
    assert pace.describe(said) == words
