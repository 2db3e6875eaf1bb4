"""Break one constraint of a gold plan at a time: exactly the intended checks must change.

Each case mutates a train gold plan (and/or its query) and lists the checks
whose verdict must differ from the unmutated plan's, per mode; every other
check must keep its value. When a mutation makes complete_information or
within_sandbox fail, the hard constraints are no longer evaluated, so all
five change to "not evaluated" (written ``NOT_EVALUATED`` below).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

import pytest

from himap_travel.domain.evaluation import HARD_KEYS, evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans

NOT_EVALUATED = frozenset(HARD_KEYS)
SKIPPED = "not evaluated"


@pytest.fixture(scope="module")
def gold():
    return load_gold_plans("train")


def flat(verdict) -> dict[str, object]:
    """All 13 verdicts in one dict; hard ones read "not evaluated" when hard was skipped."""
    values: dict[str, object] = dict(verdict.commonsense)
    for key in HARD_KEYS:
        values[key] = SKIPPED if verdict.hard is None else verdict.hard[key]
    return values


def changed(before, after) -> set[str]:
    """The checks whose verdict differs; each must now fail (False or not evaluated)."""
    a, b = flat(before), flat(after)
    diff = {key for key in a if a[key] != b[key]}
    assert all(b[key] in (False, SKIPPED) for key in diff), {key: b[key] for key in diff}
    return diff


@dataclass
class Case:
    name: str
    position: int  # the train query / gold plan
    plan: Callable[[list], None] = lambda plan: None  # mutates the plan copy in place
    query: Callable[[dict], None] = lambda row: None  # mutates the query row in place
    official: set[str] = field(default_factory=set)
    strict: set[str] | None = None  # None: the same as official
    base_query: Callable[[dict], None] = lambda row: None  # applied to both sides (sets up a constraint)


def _set(day: int, key: str, value):
    def apply(plan):
        plan[day - 1][key] = value
    return apply


def _replace(day: int, key: str, old: str, new: str):
    def apply(plan):
        assert old in plan[day - 1][key]
        plan[day - 1][key] = plan[day - 1][key].replace(old, new)
    return apply


def _both(*steps):
    def apply(target):
        for step in steps:
            step(target)
    return apply


def _local(key: str, value):
    def apply(row):
        row["local_constraint"] = {**row["local_constraint"], key: value}
    return apply


def _shift_dates(row):
    row["date"] = [d[:-2] + f"{int(d[-2:]) + 1:02d}" for d in row["date"]]


ZEN = "Park Side Zen Home - Terrace & next to CentralPark, Rockford"  # minimum 3 nights, 250 a night

# Plan 0: St. Petersburg → Rockford, 3 days, 1 person, flights, budget 1,700 (costs 1,608).
# Plan 1: Kansas City → Pensacola, self-driving. Plan 9: Greer → Pennsylvania, flight + taxi.
CASES = [
    Case("wrong flight number", 0, _replace(1, "transportation", "F3573659", "F3573660"),
         official={"within_sandbox"} | NOT_EVALUATED),
    # Strict mode also cannot tell the mode of an entry that breaks the grammar.
    Case("flight number absent", 0, _replace(1, "transportation", "Flight Number: F3573659", "Flight Number F3573659"),
         official={"within_sandbox"} | NOT_EVALUATED,
         strict={"within_sandbox", "non_conflicting_transportation"} | NOT_EVALUATED),
    Case("restaurant not in the sandbox", 0, _set(2, "lunch", "Nowhere Diner, Rockford"),
         official={"within_sandbox"} | NOT_EVALUATED),
    Case("restaurant in another city (travel day)", 0, _set(3, "breakfast", "Bro's Kitchenette, Chicago"),
         official={"within_current_city"}),
    Case("repeated restaurant", 0, _set(3, "lunch", "Flying Mango, Rockford"),
         official={"diverse_restaurants"}),
    Case("repeated attraction", 0,
         _set(3, "attraction", "Klehm Arboretum & Botanic Garden, Rockford;Burpee Museum of Natural History, Rockford;"),
         official={"diverse_attractions"}),
    Case("minimum nights violated", 0,
         _both(_set(1, "accommodation", ZEN), _set(2, "accommodation", ZEN)),
         official={"minimum_nights"}),
    Case("self-driving with a flight", 9,
         _replace(3, "transportation", "Taxi, ", "Self-driving, "),
         official={"non_conflicting_transportation"}),
    Case("no transportation on day 1", 1, _set(1, "transportation", "-"),
         official={"non_conflicting_transportation", "complete_information"} | NOT_EVALUATED),
    Case("missing meal on a stay day", 0, _set(2, "lunch", "-"),
         official={"complete_information"} | NOT_EVALUATED),
    # The official within_current_city tests `'lunch' in unit` and skips a missing key (only
    # complete_information fails); strict mode fails the day in within_current_city too.
    Case("missing field", 0, lambda plan: plan[1].pop("lunch"),
         official={"complete_information"} | NOT_EVALUATED,
         strict={"complete_information", "within_current_city"} | NOT_EVALUATED),
    # An empty day object: the official checks that read its current_city or transportation directly
    # fail (a crash); minimum nights fails on the absent accommodation; the official conflict check
    # skips a later day without 'transportation' (strict mode fails it).
    Case("missing day", 0, lambda plan: plan.__setitem__(1, {}),
         official={"complete_information", "within_sandbox", "within_current_city", "reasonable_city_route",
                   "minimum_nights"} | NOT_EVALUATED,
         strict={"complete_information", "within_sandbox", "within_current_city", "reasonable_city_route",
                 "minimum_nights", "non_conflicting_transportation"} | NOT_EVALUATED),
    Case("plan a day short", 0, lambda plan: plan.__delitem__(slice(2, None)),
         official={"complete_information", "reasonable_city_route"} | NOT_EVALUATED),
    Case("empty-day marker", 0, _set(3, "current_city", "You don't need to fill in the information for this or later days."),
         official={"complete_information", "reasonable_city_route", "within_current_city"} | NOT_EVALUATED),
    Case("route not closed", 0, _set(3, "current_city", "Rockford"),
         official={"reasonable_city_route"}),
    Case("intermediate city outside the destination state", 5, query=lambda row: row.update(dest="Florida"),
         official={"reasonable_city_route"}),
    Case("budget below cost", 0, query=lambda row: row.update(budget=1607),
         official={"budget"}),
    Case("house rule the listing forbids", 0, query=_local("house rule", "parties"),
         official={"room_rule"}),
    Case("room type mismatch", 0, query=_local("room type", "private room"),
         official={"room_type"}),
    Case("cuisine not served", 0, query=_local("cuisine", ["Mexican"]),
         official={"cuisine"}),
    Case("no flight with a flight", 0, query=_local("transportation", "no flight"),
         official={"transportation"}),
    Case("no self-driving with self-driving", 1, query=_local("transportation", "no self-driving"),
         official={"transportation"}),
    # --- loopholes that only strict mode closes ---------------------------------------------
    Case("'Drive' instead of 'Self-driving'", 1,
         _both(_replace(1, "transportation", "Self-driving, from", "Drive from"),
               _replace(3, "transportation", "Self-driving, from", "Drive from")),
         official=set(), strict={"within_sandbox", "non_conflicting_transportation"} | NOT_EVALUATED),
    Case("flights on the wrong dates", 0, query=_shift_dates,
         official=set(), strict={"within_sandbox"} | NOT_EVALUATED),
    Case("partial restaurant name", 0, _set(2, "breakfast", "Dial A, Rockford"),
         official=set(), strict={"within_sandbox"} | NOT_EVALUATED),
    Case("restaurant in another city on a stay day (character quirk)", 0,
         _set(2, "breakfast", "Bro's Kitchenette, Chicago"),
         official=set(), strict={"within_current_city"}),
    Case("no trailing ';' hides a repeated attraction", 0,
         _set(3, "attraction", "Klehm Arboretum & Botanic Garden, Rockford;Burpee Museum of Natural History, Rockford"),
         official=set(), strict={"diverse_attractions"}),
    Case("no trailing ';' hides an unknown attraction", 0,
         _set(3, "attraction", "Klehm Arboretum & Botanic Garden, Rockford;Imaginary Tower, Rockford"),
         official=set(), strict={"within_sandbox"} | NOT_EVALUATED),
    # French is served only by day 1's dinner (Coco Bambu); a breakfast at home on day 1
    # makes the official check skip that dinner.
    Case("cuisine: a breakfast in the origin hides the day's other meals", 0,
         _set(1, "breakfast", "Kitchen At 95 - Hyatt Regency, St. Petersburg"),
         base_query=_local("cuisine", ["French"]),
         official={"cuisine"}, strict=set()),
]


def _row(train_queries, case: Case) -> dict:
    row = train_queries[case.position].spec.as_row()
    case.base_query(row)
    return row


@pytest.mark.parametrize("mode", ["official", "strict"])
@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_mutation_changes_exactly_the_intended_checks(case, mode, gold, train_queries, sandbox):
    base_row = _row(train_queries, case)
    plan = copy.deepcopy(gold[case.position])
    before = evaluate_plan(base_row, plan, sandbox, mode)
    mutated_row = copy.deepcopy(base_row)
    case.query(mutated_row)
    case.plan(plan)
    after = evaluate_plan(mutated_row, plan, sandbox, mode)
    expected = case.official if mode == "official" or case.strict is None else case.strict
    assert changed(before, after) == set(expected), after.failures
    assert after.final_pass is (before.final_pass and not expected)
    if expected - NOT_EVALUATED:
        assert after.failures


def test_lower_case_self_driving_passes_no_self_driving_officially_but_not_strictly(gold, train_queries, sandbox):
    """The official rule is case-sensitive ("Self-driving"): strict judges the mode itself."""
    row = train_queries[1].spec.as_row()
    row["local_constraint"] = {**row["local_constraint"], "transportation": "no self-driving"}
    plan = copy.deepcopy(gold[1])
    for day in (0, 2):
        plan[day]["transportation"] = plan[day]["transportation"].replace("Self-driving", "self-driving")
    assert evaluate_plan(row, plan, sandbox, "official").hard["transportation"] is True
    assert evaluate_plan(row, plan, sandbox, "strict").hard["transportation"] is False


def test_drive_loophole_still_counts_the_cost_in_strict_mode(gold, train_queries, sandbox):
    spec = train_queries[1].spec
    plan = copy.deepcopy(gold[1])
    for day in (0, 2):
        plan[day]["transportation"] = plan[day]["transportation"].replace("Self-driving, from", "Drive from")
    gold_cost = evaluate_plan(spec, gold[1], sandbox, "official").total_cost
    official = evaluate_plan(spec, plan, sandbox, "official")
    strict = evaluate_plan(spec, plan, sandbox, "strict")
    assert official.final_pass and official.total_cost == gold_cost - 71 - 72  # the drives cost nothing
    assert strict.total_cost == gold_cost
    assert any("no known mode" in reason for reason in strict.failures)


def test_wrong_date_reason_names_both_dates(gold, train_queries, sandbox):
    row = train_queries[0].spec.as_row()
    _shift_dates(row)
    verdict = evaluate_plan(row, gold[0], sandbox, "strict")
    assert ("day 1: flight F3573659 from St. Petersburg to Rockford flies on 2022-03-16, not on the day's date 2022-03-17"
            in verdict.failures)


def test_budget_failure_reason(gold, train_queries, sandbox):
    row = train_queries[0].spec.as_row()
    row["budget"] = 1500
    verdict = evaluate_plan(row, gold[0], sandbox)
    assert verdict.total_cost == 1608
    assert "budget: 1,608 > 1,500 (over by 108)" in verdict.failures


def test_within_sandbox_reason(gold, train_queries, sandbox):
    plan = copy.deepcopy(gold[0])
    plan[1]["lunch"] = "Nowhere Diner, Rockford"
    verdict = evaluate_plan(train_queries[0].spec, plan, sandbox)
    assert "day 2: restaurant 'Nowhere Diner, Rockford' not in the sandbox" in verdict.failures
    partial = copy.deepcopy(gold[0])
    partial[1]["breakfast"] = "Dial A, Rockford"
    strict = evaluate_plan(train_queries[0].spec, partial, sandbox, "strict")
    assert any("needs the full name, e.g. 'Dial A Cake'" in reason for reason in strict.failures)


def test_unparseable_entries_fail_checks_without_crashing(gold, train_queries, sandbox):
    plan = copy.deepcopy(gold[0])
    plan[1]["breakfast"] = None
    plan[1]["attraction"] = 42
    plan[2]["current_city"] = "from nowhere"
    for mode in ("official", "strict"):
        verdict = evaluate_plan(train_queries[0].spec, plan, sandbox, mode)
        assert not verdict.final_pass
        assert verdict.commonsense["complete_information"] is False


def test_undelivered_plan_fails_everything(train_queries, sandbox):
    for plan in (None, []):
        verdict = evaluate_plan(train_queries[0].spec, plan, sandbox)
        assert verdict.hard is None and not verdict.final_pass
        assert set(verdict.commonsense.values()) == {False}
