"""Adding a constraint is its module and its line in the registry (docs/adding-a-constraint.md), shown end to end.

The test copies the package into ``tmp_path``, does there exactly what the guide says (writes a throwaway constraint's
module into ``domain/constraints/`` and its line into ``state.trip.REGISTERED``) and runs a script against the copy in
a fresh interpreter: the constraint is read from the text and from the LLM form, kept by the searches, honoured by the
expert and by the exact solver, proved impossible with a certificate that names it, and reported by the evaluator in
both modes. Nothing of it touches this checkout or this process: the copy is the constraint's only home.

The throwaway constraint: every restaurant's name has at most N characters ("restaurant names of at most 14 letters").
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[4]
LAYERS = ("state", "domain", "tools", "planning", "nodes", "graphs", "execution")

# The one module: every hook, as docs/adding-a-constraint.md lists them (min_rating.py is the model it follows).
MODULE = '''
"""A throwaway constraint (tests/unit/domain/constraints/test_constraint_plugin.py): every restaurant's name has at most N characters."""

from __future__ import annotations

import re

from himap_travel.domain.constraints.base import HardConstraint, Reasons, Spans

STATED = re.compile(r"restaurant names? of at most (\\d+) (?:letters|characters)")


def allows(row, most: int) -> bool:
    return row.name is not None and len(row.name) <= most


def check(ctx) -> Reasons:
    most = ctx.query.max_name_length
    for number, meal, entry, row in ctx.meals_eaten():
        if row is not None and not allows(row, most):
            yield f"max name length: day {number} {meal}: '{entry}' is longer than {most} characters"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> int | None:
    found = STATED.search(text.lower())
    return int(found.group(1)) if found else None


def unmet(facts) -> str:
    most = facts.spec.local_constraint.max_name_length
    return f"not enough restaurants named in at most {most} characters in {facts.spec.dest} for every meal of this trip"


CONSTRAINT = HardConstraint(
    key="max_name_length", report_key="max_name_length", row_key="max name length", label="short restaurant names",
    official=False, check=check, describe=lambda most: f"restaurant names of at most {most} characters",
    flex_sentence=lambda most: f"Only restaurants whose names have at most {most} letters.",
    instruction=lambda most: f"every restaurant's name must have at most {most} characters",
    unmet=unmet, venue="restaurant", allows=allows, read=read, prompt="the most characters a restaurant's name may have",
)
'''
# The one line, in the copy's state/trip.py.
LINE = '    Registered("max_name_length", "name_length", "max name length", Annotated[int, Field(ge=1, le=200)]),\n'

SCRIPT = '''
import json

from himap_travel.domain.constraints import REGISTRY, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.policies.llm.extractor import LLMExtractor, TripForm
from himap_travel.planning.policies.llm.prompts import EXTRACTOR
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.plan import CertificateKind
from himap_travel.tools.search_args import restaurant_search_args
from himap_travel.tools.searches import search
from typing import get_args

BASE = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
        "with a budget of $1,400. ")
sandbox = load_sandbox()


def plan(spec, policy="expert"):
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(PlannerSettings(policy=policy), sandbox=sandbox)))
    meals = [day[m] for day in result.plan or [] for m in ("breakfast", "lunch", "dinner") if day.get(m) not in (None, "", "-")]
    return result, meals


def name(entry):
    return entry.rsplit(",", 1)[0]


out = {"registered": [c.key for c in REGISTRY][-1], "certificate_kind": "max_name_length" in get_args(CertificateKind)}
unconstrained, meals = plan(parse_request(BASE, sandbox).spec)
most = max(len(name(m)) for m in meals) - 1  # the plan made without the wish breaks it
text = BASE + f"Restaurant names of at most {most} letters, please."

# Reading: the text, and the LLM form's field read back into the request.
spec = parse_request(text, sandbox).spec
out["read"] = spec.local_constraint.max_name_length == most and spec.as_row()["local_constraint"]["max name length"] == most
form = TripForm(org="Washington", dest="Myrtle Beach", days=3, visiting_city_number=1, people_number=2, budget=1400,
                date=["2022-03-13", "2022-03-14", "2022-03-15"], max_name_length=most)


class Model:
    def with_structured_output(self, *args, **kwargs):
        return self


out["form_field"] = TripForm.model_json_schema()["properties"]["max_name_length"]  # its line's type, bounds included
out["llm_form"] = (LLMExtractor(Model(), LLMSettings(), sandbox).to_spec(form, text).local_constraint == spec.local_constraint
                   and "  max_name_length: the most characters" in EXTRACTOR)

# The searches keep it (it names no search argument of its own: the restaurant search's also_keep).
found = search(sandbox, "restaurant_search", restaurant_search_args("Myrtle Beach", spec.local_constraint, 500))
out["searched"] = bool(found.options) and all(len(o.name) <= most for o in found.options)

# Planning: the expert and the exact solver keep it.
for policy in ("expert", "solver"):
    result, meals = plan(spec, policy)
    out[policy] = {"status": result.verdict.status, "kept": bool(meals) and all(len(name(m)) <= most for m in meals)}

# Certifying: no restaurant has a one-letter name.
impossible = spec.model_copy(update={"local_constraint": spec.local_constraint.model_copy(update={"max_name_length": 1})})
result, _ = plan(impossible)
certificate = result.verdict.certificate
out["certificate"] = {"status": result.verdict.status, "kinds": certificate and certificate.kinds,
                      "message": certificate and certificate.message}

# Evaluating: the plan made without the wish fails it, in strict and official mode (reported beside the five).
for mode in ("strict", "official"):
    verdict = evaluate_plan(spec, unconstrained.plan, sandbox, mode)
    out[mode] = {"passed": verdict.hard.get("max_name_length"), "reasons": verdict.reasons.get("max_name_length", [])}
out["unset"] = "max_name_length" in evaluate_plan(parse_request(BASE, sandbox).spec, unconstrained.plan, sandbox, "strict").hard
out["described"] = named("max name length").describe(most)
print(json.dumps(out))
'''


def add_the_constraint(root: Path) -> None:
    """What the guide asks, in the copy: the module, and the line at the end of ``REGISTERED``."""
    (root / "domain" / "constraints" / "name_length.py").write_text(textwrap.dedent(MODULE).lstrip())
    trip = root / "state" / "trip.py"
    text = trip.read_text()
    start = text.index("REGISTERED: tuple[Registered, ...] = (")
    end = text.index("\n)\n", start) + 1
    trip.write_text(text[:end] + LINE + text[end:])


@pytest.fixture(scope="module")
def flowed(tmp_path_factory) -> dict:
    root = tmp_path_factory.mktemp("plugin") / "himap_travel"
    root.mkdir()
    for layer in LAYERS:
        shutil.copytree(REPO / layer, root / layer, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO / "__init__.py", root / "__init__.py")
    add_the_constraint(root)
    env = {**os.environ, "PYTHONPATH": str(root.parent)}
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, cwd=REPO, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_module_and_its_line_register_it_everywhere_state_and_the_evaluator_look(flowed):
    assert flowed["registered"] == "max_name_length" and flowed["certificate_kind"] is True


def test_it_is_read_from_the_text_and_from_the_llm_form(flowed):
    assert flowed["read"] is True and flowed["llm_form"] is True
    assert flowed["described"].startswith("restaurant names of at most")


def test_its_llm_form_field_is_its_lines_value_type_with_nothing_more_declared(flowed):
    """The module declares no form field: the form asks for its line's type, with the line's bounds (1 to 200)."""
    assert "form" not in MODULE
    assert flowed["form_field"] == {"anyOf": [{"maximum": 200, "minimum": 1, "type": "integer"}, {"type": "null"}],
                                    "default": None, "title": "Max Name Length"}


def test_the_searches_the_expert_and_the_solver_keep_it(flowed):
    assert flowed["searched"] is True
    assert flowed["expert"] == {"status": "valid", "kept": True}
    assert flowed["solver"] == {"status": "valid", "kept": True}


def test_a_certificate_names_it_when_no_plan_can_meet_it(flowed):
    certificate = flowed["certificate"]
    assert certificate["status"] == "unsat" and certificate["kinds"] == ["max_name_length"]
    assert "restaurants named in at most 1 characters in Myrtle Beach" in certificate["message"]


def test_the_evaluator_reports_it_in_both_modes_only_when_asked(flowed):
    for mode in ("strict", "official"):
        assert flowed[mode]["passed"] is False and "longer than" in flowed[mode]["reasons"][0]
    assert flowed["unset"] is False


def test_the_guide_asks_for_the_two_edits_this_test_makes():
    guide = (REPO / "docs" / "adding-a-constraint.md").read_text()
    steps = [line for line in guide.splitlines() if line[:3] in {f"{n}. " for n in range(1, 10)}]
    assert [step[:17] for step in steps] == ["1. **Its module**", "2. **Its line** i"]
    assert "`domain/constraints/<module>.py`" in guide and "`REGISTERED` (`state/trip.py`)" in guide
    example = '`Registered("min_rating", "min_rating", "min rating", number(0, 5))`'
    assert example in guide and example.strip("`") in (REPO / "state" / "trip.py").read_text()
