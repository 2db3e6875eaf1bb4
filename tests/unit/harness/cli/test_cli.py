"""The command line as a user meets it: exit codes, the JSON line, what the header shows, bad threads and files."""

from __future__ import annotations

import json
import subprocess
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

import himap_travel.harness.cli.plan as cli_plan
from himap_travel import app
from himap_travel.execution.run import RunOutcome
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.graph_state import PlanResult
from himap_travel.state.plan import Verdict
from himap_travel.state.trip import TripSpec

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")
runner = CliRunner()


def _plan(*args: str):
    return runner.invoke(app.cli, ["plan", *args])


def _words(result) -> str:
    """The output with rich's line wrapping undone."""
    return " ".join(result.output.split())


def test_a_valid_plan_exits_0_and_shows_what_was_understood():
    result = _plan(QUERY)
    assert result.exit_code == 0, result.output
    shown = _words(result)
    assert "2022-03-13 to 2022-03-15" in shown and "2 people" in shown
    assert "budget $1,400" in shown and "constraints: none" in shown
    assert "verdict: valid" in shown


def test_constraints_and_one_person_are_shown():
    result = _plan("Plan a 3-day solo trip from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
                   "budget $1,400, pet-friendly lodging, and we want Italian food.")
    shown = _words(result)
    assert "1 person," in shown and "1 people" not in shown
    assert "house rule: pets" in shown and "cuisines: Italian" in shown


def test_json_carries_the_verdict_and_unsat_exits_5():
    result = _plan(QUERY.replace("$1,400", "$100"), "--json")
    assert result.exit_code == 5
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["verdict"]["status"] == "unsat" and line["verdict"]["deficit"] > 0
    assert len(line["plan"]) == 3


def test_a_request_no_plan_meets_says_why_and_what_would_work():
    """No plan at all (exit 5): the proof's reason and the offers the solver checked, never an empty itinerary and
    thirteen failed constraints; the JSON line carries them as ``why_not``."""
    capped = ("Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
              "hotel under $60 a night per person")
    shown = _plan(capped)
    assert shown.exit_code == 5, shown.output
    words = _words(shown)
    assert "no plan can meet this request: no lodging in Orlando at $60 a night or less per person" in words
    assert "what would work (each checked): - the same trip without the maximum price per night" in words
    assert "The 13 constraints" not in words and "Itinerary" not in words and "route:" not in words
    line = json.loads(_plan(capped, "--json").stdout.strip().splitlines()[-1])
    assert line["plan"] == [] and line["why_not"]["reason"].startswith("no lodging in Orlando")
    assert line["why_not"]["offers"] == [o.lstrip("- ") for o in words.split("(each checked): ")[1:]]


def test_an_over_budget_proof_keeps_its_plan_and_offers_the_budget_it_needs():
    shown = _words(_plan(QUERY.replace("$1,400", "$100")))
    assert "The 13 constraints" in shown and "proven by the exact solver: the cheapest plan" in shown
    cheapest = shown.split("the cheapest plan that meets every other constraint costs ")[1].split(",")[0]
    assert f"what would work (each checked): - a budget of {cheapest} (the cheapest plan that keeps your rules)" in shown


def test_an_invalid_plan_exits_4(monkeypatch):
    unchecked = Evaluation(commonsense={}, hard={}, final_pass=False)
    verdict = Verdict(status="invalid", official_pass=False, strict_pass=False)
    result = PlanResult(plan=[{"days": 1}], verdict=verdict, official=unchecked, strict=unchecked, iteration=1, iterations=1)
    spec = TripSpec(org="A", dest="B", days=1, visiting_city_number=1, date=["2022-03-01"], people_number=1, budget=10)
    monkeypatch.setattr(cli_plan, "run_plan", lambda *a, **k: RunOutcome(spec=spec, result=result, error=None))
    monkeypatch.setattr(cli_plan, "resources_of", lambda settings: SimpleNamespace(sandbox=None))
    monkeypatch.setattr(cli_plan, "understood", lambda query, sandbox, allow_unread=False: ({"query": query}, []))
    outcome = cli_plan.plan_command(query="x", split=None, row=None, as_json=True, thread=None, db=None, executors=3, concurrency=None,
                                    ablation=None, data=None, policy="expert", base_url=None, model=None,
                                    max_iterations=3, tool_cap=15)
    assert outcome == 4


def test_a_finished_thread_refuses_another_request(tmp_path):
    db = str(tmp_path / "c.sqlite")
    assert _plan(QUERY, "--thread", "t1", "--db", db).exit_code == 0
    again = _plan(QUERY, "--thread", "t1", "--db", db)
    assert again.exit_code == 0 and "already finished" in again.output
    other = _plan(QUERY.replace("$1,400", "$1,500"), "--thread", "t1", "--db", db)
    assert other.exit_code == 2 and "another request" in other.output


@pytest.mark.parametrize("content", [b"\x00garbage" * 200, b"SQLite format 3\x00" + b"\x01" * 300])
def test_a_corrupted_checkpoint_file_is_named(tmp_path, content):
    db = tmp_path / "broken.sqlite"
    db.write_bytes(content)
    result = _plan(QUERY, "--thread", "t1", "--db", str(db))
    assert result.exit_code == 2
    assert str(db) in result.output.replace("\n", "") and "Traceback" not in result.output


def test_make_plan_passes_the_dollar_amount_through():
    shown = subprocess.run(["make", "-n", "plan"], capture_output=True, text=True, check=True).stdout
    assert "budget of $1,400." in shown


def test_the_old_concurrency_flag_still_sets_the_executors(monkeypatch):
    seen = {}

    def fake_run(inputs, settings, **options):
        seen["executors"] = settings.executors
        raise ValueError("stop here")

    monkeypatch.setattr(cli_plan, "run_plan", fake_run)
    assert _plan(QUERY, "--concurrency", "5").exit_code == 2 and seen["executors"] == 5
    assert _plan(QUERY, "-P", "4").exit_code == 2 and seen["executors"] == 4


@pytest.mark.parametrize("opening,people", [("We want", 2), ("I want", 1), ("Our family wants", 2)])
def test_an_unstated_people_count_is_the_smallest_the_wording_allows_and_is_printed(opening, people):
    result = _plan(f"{opening} a 3-day trip from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $1,400.")
    shown = _words(result)
    assert result.exit_code == 0, result.output
    assert f"assumed: {people} traveller" in shown and f"{people} {'person' if people == 1 else 'people'}," in shown


def test_a_stated_count_is_not_announced_as_an_assumption():
    result = _plan("My wife and I with our 2 kids want a 3-day trip from Washington to Myrtle Beach from March 13th to "
                   "March 15th, 2022, with a budget of $2,400.")
    shown = _words(result)
    assert "4 people," in shown and "assumed" not in shown


def test_dates_outside_the_sandbox_get_a_warning_naming_the_covered_range():
    result = _plan(QUERY.replace("March 13th to March 15th, 2022", "June 13th to June 15th, 2023"))
    shown = _words(result)
    assert "warning: the dates 2023-06-13 to 2023-06-15 are outside what the sandbox covers" in shown
    assert "2022-03-01 to 2022-03-31" in shown


@pytest.mark.parametrize("change,message", [
    (("for 2 people", "for 0 people"), "at least 1"),
    (("$1,400", "-$1,400"), "cannot be negative"),
    (("$1,400", "1,400 euros"), "in euros"),
    (("to Myrtle Beach", "to Washington"), "the same (Washington)"),
])
def test_requests_that_cannot_be_planned_exit_2_naming_why(change, message):
    result = _plan(QUERY.replace(*change))
    assert result.exit_code == 2 and message in _words(result)


@pytest.mark.parametrize(("wish", "hint"), [
    ("keep it cheap", "--objective cheapest plans the lowest cost"),
    ("the nicest hotels please", "--objective best, the default, favours the best rated stays and restaurants"),
    ("a hotel with a pool", None),
])
def test_a_wish_a_plan_can_favour_is_refused_with_the_objective_that_plans_for_it(wish, hint):
    """Fail closed (exit 2, the wish named), and where ``--objective`` plans for the wish, the refusal says so."""
    result = _plan(QUERY.replace("$1,400.", f"$1,400, {wish}."))
    output = " ".join(result.output.split())
    assert result.exit_code == 2 and "--allow-unread" in output and repr(wish.removesuffix(" please"))[1:-1] in output
    assert (hint in output) if hint else ("--objective" not in output)
