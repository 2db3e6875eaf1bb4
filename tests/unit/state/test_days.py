"""The day vocabulary is defined once (``state/days.py``): the meal slots, and the one rule for a day's role.

Issue 24 found the meal slots listed five times and the day roles computed
twice; a new copy of either fails here. The sources are read with ``ast``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from himap_travel.planning.policies.allocation import day_layout, leg_days, route_tasks, split_nights
from himap_travel.state.days import MEALS, day_role
from himap_travel.state.plan import MealSlot
from himap_travel.state.trip import TripSpec

REPO = Path(__file__).resolve().parents[3]
LAYERS = ("state", "domain", "tools", "planning", "nodes", "graphs", "execution", "harness", "training")
HOME = REPO / "state" / "days.py"


def package_sources() -> dict[Path, ast.Module]:
    paths = [REPO / "app.py", *(path for layer in LAYERS for path in sorted((REPO / layer).rglob("*.py")))]
    return {path: ast.parse(path.read_text(encoding="utf-8"), filename=str(path)) for path in paths}


def strings(nodes: list[ast.expr]) -> list[str]:
    return [n.value for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def lists_the_meals(node: ast.AST) -> bool:
    """A tuple, list or set literal, or a ``Literal[...]``, naming breakfast, lunch and dinner one after another."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        items = node.elts
    elif isinstance(node, ast.Subscript) and getattr(node.value, "id", getattr(node.value, "attr", None)) == "Literal":
        items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    else:
        return False
    names = strings(items)
    return any(tuple(names[i:i + len(MEALS)]) == MEALS for i in range(len(names)))


def computes_a_role(node: ast.AST) -> bool:
    """A conditional expression choosing between the travel roles (what ``day_role`` does)."""
    return isinstance(node, ast.IfExp) and {"departure", "transit"} <= {
        n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def where(check) -> list[str]:
    return sorted({f"{path.relative_to(REPO)}:{node.lineno}" for path, tree in package_sources().items() if path != HOME
                   for node in ast.walk(tree) if check(node)})


def test_the_meal_slots_are_listed_only_in_state_days():
    assert MEALS == ("breakfast", "lunch", "dinner")
    assert any(lists_the_meals(node) for node in ast.walk(ast.parse(HOME.read_text(encoding="utf-8"))))
    assert where(lists_the_meals) == [], "meal slots listed outside state/days.py: use state.days.MEALS / Meal"


def test_the_checker_sees_a_copy():
    copy = ast.parse('A = ("breakfast", "lunch", "dinner")\nB = ["x", "breakfast", "lunch", "dinner"]\n'
                     'C = Literal["breakfast", "lunch", "dinner"]\nD = ("breakfast", "attraction", "lunch", "dinner")')
    assert [lists_the_meals(statement.value) for statement in copy.body] == [True, True, True, False]
    assert computes_a_role(ast.parse('"departure" if d == 1 else "return" if last else "transit"', mode="eval").body)


def test_a_day_role_is_computed_only_in_state_days():
    assert where(computes_a_role) == [], "a day's role computed outside state/days.py: call state.days.day_role"


def test_meal_slot_records_take_exactly_the_meals():
    for meal in MEALS:
        assert MealSlot(slot=meal, city="X").slot == meal
    with pytest.raises(ValueError):
        MealSlot(slot="brunch", city="X")


# TravelPlanner's trips: 3 days visit 1 city, 5 days 2 cities, 7 days 3 cities.
ROLES = {
    (3, 1): ["departure", "stay", "return"],
    (5, 2): ["departure", "stay", "transit", "stay", "return"],
    (7, 3): ["departure", "stay", "transit", "stay", "transit", "stay", "return"],
}


@pytest.mark.parametrize(("days", "cities"), list(ROLES))
def test_day_role_gives_the_planners_roles(days, cities):
    expected = ROLES[days, cities]
    names = [f"C{i}" for i in range(1, cities + 1)]
    nights = split_nights(days, cities)
    travel = set(leg_days(nights))
    # by day (the coordinator's layout, the monitor reading a delivered plan back)
    assert [day_role(day - 1, days - 1, travels=day in travel) for day in range(1, days + 1)] == expected
    assert [slot.role for slot in day_layout("Home", names, nights, days)] == expected
    # by move (the solver's legs): move j is made on the j-th travel day
    assert [day_role(j, cities) for j in range(cities + 1)] == [expected[day - 1] for day in sorted(travel)]
    spec = TripSpec(org="Home", dest="State", days=days, visiting_city_number=cities,
                    date=[f"2022-03-{day:02d}" for day in range(1, days + 1)], people_number=1, budget=5000)
    assert [task.role for task in route_tasks(spec, names, "taxi", rationale="test").tasks] == expected
