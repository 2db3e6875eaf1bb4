"""Named attractions to include: "we must visit SeaWorld Orlando and the Harry P Leu Gardens", "I'd love to see the Denver Zoo".

Not one of TravelPlanner's: a verdict reports ``must_see`` only for a request that sets it. The value holds the
data's names (``named_places.resolve_sights`` matches what the text says within the trip's cities: case,
punctuation, "the", small typos; a near miss is a problem with "did you mean", a sight of another city a problem
naming that city). Each appears on some day of the plan, as an entry of the data spent in its city (the evaluator's
"within current city" rule places it: an entry of another city fails both). The expert deals it to a day in its city
first and the route keeps that city; the solver places it on a day in its city (``TripModel``).

How a request states it (``read``): capitalised names after a wish to see them ("visit", "see", "check out", "go
to", "tour", "stop at", "include", "spend a day at", ...), a list taking them all ("X, Y and the Z"). A place name of
the text is a city, not a sight (``visit_cities``); a name ruled out ("we don't want to see X") is ``avoid_sights``'.
"""

from __future__ import annotations

import re

from pydantic import Field

from himap_travel.domain.constraints import named_places
from himap_travel.domain.constraints.avoid_sights import ruled_out_spans
from himap_travel.domain.constraints.base import HardConstraint, Reasons, Spans, TripPlaces

SEE_CUE = re.compile(
    r"\b(?:visit(?:ing)?|see(?:ing)?|check(?:ing)?\s+out|go(?:ing)?\s+to|tour(?:ing)?|stop(?:ping)?\s+(?:at|by)|explor(?:e|ing)"
    r"|includ(?:e|ing)|spend(?:ing)?\s+(?:a\s+|some\s+)?(?:day|time|an?\s+(?:afternoon|morning|evening))\s+at"
    r"|must[\s-]sees?(?:\s+(?:is|are))?\s*:?|take\s+(?:the\s+|our\s+|my\s+)?(?:kids|children|family)\s+to|(?:on|to)\s+(?:our|my|the)\s+(?:list|must-see\s+list|bucket\s+list)(?:\s+(?:is|are))?)"
    r"(?:\s+(?:both|also|too))?\s+", re.IGNORECASE)


def wanted_names(text: str, places: Spans) -> list[str]:
    """The sights (not places) the text wishes to see, none it rules out."""
    out = ruled_out_spans(text, places)
    return list(dict.fromkeys(n.text for n in named_places.names_after(text, SEE_CUE, places)
                              if not n.place and not n.food and not any(s <= n.start < e for s, e in out)))


def sights_of(ctx) -> list[tuple[int, str, str]]:
    """(day, entry, its name) for each attraction of the plan that the data has (an unknown entry sees nothing)."""
    return [(number, entry, ctx.name_of(entry)) for number, _, entries in ctx.day_sights() for entry in entries
            if ctx.row("attraction", entry) is not None]


def check(ctx) -> Reasons:
    seen = {named_places.normal(name) for _, _, name in sights_of(ctx)}
    for name in ctx.query.must_see:
        if named_places.normal(name) not in seen:
            yield f"must see: '{name}' is on no day of the plan"


def unmet(facts) -> str:
    wanted = facts.spec.local_constraint.must_see
    missing = [n for n in wanted if not any(n in facts.sight_names(c) for c in facts.cities)]
    if missing:
        return f"{', '.join(map(repr, missing))}: not among the sights of the cities this trip can stay in ({', '.join(facts.cities)})"
    return (f"no route of this trip spends a day where {', '.join(map(repr, wanted))} "
            f"{'is' if len(wanted) == 1 else 'are'} (each on a day in its city)")


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The sights named as wished for, as written (``resolve`` matches them to the data)."""
    return wanted_names(text, places) or None


def resolve(names, where: TripPlaces, warnings: list[str], problems: list[str]) -> list[str] | None:
    return named_places.resolve_sights(names, where, warnings, problems, "must see")


CONSTRAINT = HardConstraint(
    key="must_see", report_key="must_see", row_key="must see", label="sights to include", official=False,
    check=check, describe=lambda names: f"must see {', '.join(names)}",
    flex_sentence=lambda names: f"We must visit {' and '.join(names)}.",
    instruction=lambda names: f"the attraction fields must include each of: {', '.join(names)} (on a day in its city)",
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?(?:must[\s-]see|sights?\s+to\s+(?:see|include)|named\s+sights?)",
    form_field=(list[named_places.NameText] | None, Field(default=None, max_length=20,
                                        description="attractions the traveller names as wanted, as written, if asked")),
)
