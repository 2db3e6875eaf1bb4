"""The room type: every stay is a listing of the requested type ("not shared room": a private room or a whole home)."""

from __future__ import annotations

from himap_travel.domain.constraints.base import HardConstraint, Reasons
from himap_travel.state.trip import ROOM_TYPE_LISTINGS

ROOM_TYPES = {wanted: listings[0] for wanted, listings in ROOM_TYPE_LISTINGS.items() if len(listings) == 1}


def allows(row, wanted: str) -> bool:
    return row.room_type in ROOM_TYPE_LISTINGS[wanted]


def check(ctx) -> Reasons:
    wanted = ctx.query.room_type
    for number, entry, row in ctx.accommodations():
        if wanted == "not shared room" and row.room_type == "Shared room":
            yield f"room type: day {number}: '{entry}' is a shared room"
        elif wanted in ROOM_TYPES and row.room_type != ROOM_TYPES[wanted]:
            yield f"room type: day {number}: '{entry}' is a {row.room_type!r}, not a {ROOM_TYPES[wanted]!r}"


CONSTRAINT = HardConstraint(
    key="room_type", report_key="room_type", row_key="room type", label="room type", official=True, check=check,
    describe=lambda wanted: f"room type: {wanted}",
    flex_sentence=lambda wanted: f"I need a {wanted}.",
    instruction=lambda wanted: f"room type: {wanted}",
    unmet=lambda facts: f"no {facts.spec.local_constraint.room_type} in {facts.spec.dest} fits this trip",
    venue="accommodation", allows=allows,
)
