"""``before_of`` and ``impact_of``: the repair nodes after the monitor read what it recorded, and fail closed without it."""

from __future__ import annotations

import pytest

from himap_travel.planning.monitor.state import RepairState, before_of, impact_of

PLAN = [{"days": 1, "current_city": "Myrtle Beach"}]


def test_the_plan_the_disruption_hit_is_read_as_the_monitor_recorded_it() -> None:
    assert before_of({"before": PLAN}) is PLAN


@pytest.mark.parametrize("state", [{}, {"before": None, "impact": None}], ids=["absent", "none"])
def test_without_the_monitor_s_record_a_repair_node_stops_with_a_clear_error(state: RepairState) -> None:
    with pytest.raises(TypeError, match="the monitor runs first"):
        before_of(state)
    with pytest.raises(TypeError, match="the monitor runs first"):
        impact_of(state)
