"""Misspelt place names in a message ("Clevland", "Pensacolla"): each read as the one sandbox place spelt close to
it, and said as an assumption the user can correct (fail closed: a name with no close place, or two, stays
unknown and is asked about).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from himap_travel.domain.parsing import Reading
from himap_travel.domain.parsing.unknown_places import closest_place


def close_places(reading: Reading, sandbox: Any) -> dict[str, str]:
    """The unknown place names of a reading that each have one close sandbox place (``places.closest_place``): a typo
    ("Clevland") is read as that place, fail closed: the reply says so and the user can correct it; a name with no
    close place, or two, stays unknown and is asked about."""
    found = {phrase: closest_place(phrase, sandbox) for phrase in reading.suggestions}
    return {phrase: place for phrase, place in found.items() if place is not None}


def respelled(text: str, fixes: dict[str, str]) -> str:
    for phrase, place in fixes.items():
        text = re.sub(rf"(?<![\w']){re.escape(phrase)}(?![\w'])", place, text, flags=re.IGNORECASE)
    return text


MOST_TYPOS = 3  # misspelt place names put right in one message (a trip names an origin, a destination, a city to visit)


def with_assumed(reading: Reading, fixes: dict[str, str], before: Sequence[str] = ()) -> Reading:
    """The reading with each name put right said as an assumption (the reply lists the reading's warnings), after the
    assumptions said ``before`` (a name put right in an earlier reading of the message)."""
    said = [f"I took {phrase!r} to be {place}, the one place I know spelt close to it: tell me if you meant another"
            for phrase, place in fixes.items()]
    return reading.model_copy(update={"warnings": list(dict.fromkeys([*before, *reading.warnings, *said]))})


__all__ = ["MOST_TYPOS", "close_places", "respelled", "with_assumed"]
