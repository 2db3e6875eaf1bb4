"""What a change saved or added, asked after it ("how much did that save?", "did that save us anything?"), is a question
about the last change (its totals before and after), never the trip's total alone; the cost now stays the total."""

import pytest

from himap_travel.nodes.chat.intent import classify


@pytest.mark.parametrize("said", [
    "how much did that save", "did that save us anything?", "how much did we save", "how much has that added?",
    "ok and how much did it cut",
])
def test_what_a_change_saved_is_asked_of_the_change(said):
    reading = classify(said)
    assert reading is not None and (reading.kind, reading.topic) == ("question", "changes"), reading


@pytest.mark.parametrize("said", ["how much does it cost now", "what's the total?"])
def test_the_cost_now_is_the_total(said):
    reading = classify(said)
    assert reading is not None and reading.topic == "total", reading
