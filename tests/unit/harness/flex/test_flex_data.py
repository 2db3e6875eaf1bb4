"""FlexTravelBench instances: loading, validation, accumulated constraints; and the built 3-turn set."""

from __future__ import annotations

import json

import pytest

from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.harness.flex.build3turn import ORDERINGS, build_3turn, without
from himap_travel.harness.flex.data import FlexDataError, load_file, load_instances

FLEX = data_dir() / "flextravelbench"


def test_the_shipped_files_load_with_their_kinds():
    instances = load_instances(FLEX)
    assert len(instances) == 226 and len({i.key for i in instances}) == 226  # idx repeats across files; keys do not
    kinds = {i.file: (i.removed, i.ordering, i.turns) for i in instances}
    assert kinds["val_dataset_without_people_number_one"] == ("people_number", "global", 2)
    assert kinds["val_dataset_without_cuisine_one"] == ("cuisine", "local", 2)
    assert kinds["3turn_global_local_dataset"] == ("budget + house rule", "global→local", 3)
    assert kinds["3turn_local_global_dataset"] == ("budget + house rule", "local→global", 3)


def test_constraints_accumulate_turn_by_turn():
    instance = load_file(FLEX / "3turn_global_local_dataset.json")[0]
    rows = [instance.row_at(t) for t in (1, 2, 3)]
    assert [r["budget"] for r in rows] == [None, 11300.0, 11300.0]
    assert [r["local_constraint"]["house rule"] for r in rows] == [None, None, "children under 10"]
    assert rows[0]["date"] == ["2022-03-14", "2022-03-15", "2022-03-16"]
    with pytest.raises(ValueError):
        instance.row_at(4)


@pytest.mark.parametrize(("change", "message"), [
    ({"new_constraints": [{"stars": 5}]}, "new_constraints.0.kind"),
    ({"new_constraints": [{"house rule": "dancing"}]}, "not a value the planner knows"),
    ({"new_constraints": [{"budget": 100, "cuisine": ["Thai"]}]}, "one-key object"),
    ({"budget": 900}, "already set in turn 1"),
    ({"new_constraints": [{"house rule": "pets"}]}, "still lacks a budget"),
])
def test_a_bad_instance_is_named(tmp_path, change, message):
    raw = json.loads((FLEX / "val_dataset_without_budget_one.json").read_text())[:2]
    raw[1] = {**raw[1], **change}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(raw))
    with pytest.raises(FlexDataError, match=r"bad.json, instance 1 \(idx 62\)") as error:
        load_file(path)
    assert message in str(error.value)


def test_build_3turn_is_deterministic_and_each_text_reads_without_the_constraint(tmp_path, sandbox):
    first = build_3turn(FLEX, tmp_path / "a", sandbox)
    second = build_3turn(FLEX, tmp_path / "b", sandbox)
    for file in ORDERINGS.values():
        assert (tmp_path / "a" / file).read_bytes() == (tmp_path / "b" / file).read_bytes()
    assert first == second and first["instances_per_ordering"] >= 80
    global_local = load_file(tmp_path / "a" / ORDERINGS["global_local"])
    local_global = load_file(tmp_path / "a" / ORDERINGS["local_global"])
    assert {i.ordering for i in global_local} == {"global→local"} and {i.ordering for i in local_global} == {"local→global"}
    for a, b in zip(global_local, local_global, strict=True):
        assert a.query == b.query and a.row_at(3) == b.row_at(3)
        kind = a.new_constraints[1].kind
        assert kind in ("house rule", "room type", "cuisine") and a.local_constraint[kind] is None


def test_cutting_a_constraint_from_a_text(sandbox):
    text = ("Could you construct a 3-day travel plan, starting in New York and ending in Reno, for 4 people, including "
            "children under 10, from March 14th to March 16th, 2022? We require accommodations suitable for children under 10.")
    cut, why = without(text, "house rule", sandbox)
    assert why == "ok" and "children" not in cut and "for 4 people" in cut and cut.endswith("2022?")
    assert without(text, "cuisine", sandbox) == (None, "the parser does not read a cuisine in the text")
    both = "Plan 3 days from Houston to Dallas, March 1 to 3, 2022, for 2 people, $900. We need rooms that allow pets and private rooms."
    cut, _ = without(both, "room type", sandbox)
    assert cut.endswith("We need rooms that allow pets.")
