"""Why no plan exists, and the offers that work (``nodes/chat/why_not.py``), in a traveller's words: the rule to drop
is named as the request states it ("the minimum stay rating (stays rated 4+)"), never by the constraint's key ("the
min stay rating wish")."""

from __future__ import annotations

from himap_travel.domain.parsing import parse_request
from himap_travel.nodes.chat.why_not import why_no_plan

REQUEST = "Plan a 3-day trip from Seattle to San Francisco for 2 people, March 10 to 12, 2022, with a budget of $2,000."


def test_the_rule_whose_removal_makes_a_plan_is_offered_in_the_requests_words(sandbox):
    spec = parse_request(REQUEST + " Only stays rated 4 stars or more.", sandbox).spec
    reason, offers = why_no_plan(spec, sandbox)
    assert "rated 4 or higher" in reason
    assert offers == ["the same trip without the minimum stay rating (stays rated 4+)"]
