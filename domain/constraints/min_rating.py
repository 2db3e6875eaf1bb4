"""A minimum restaurant rating (Flex-TravelPlanner's rating constraint): "we only eat at restaurants rated 4 or higher".

Not one of TravelPlanner's five: a verdict reports it (``min_rating``) only for a request that sets it.
Every restaurant the plan eats at, in any city, is rated at least the minimum; a restaurant whose row
has no rating is not known to meet it, so it fails (fail closed).

How a request states it (``read``): "restaurants rated 4 or higher", "a rating of at least 4.5", "4-star
restaurants", "no restaurant rated below 4"; "rated above 4" is 4.1 or higher (ratings have one decimal). A
lodging rating, a maximum, a rating with no number ("highly rated restaurants") or two minimums are problems.
"""

from __future__ import annotations

import re

from pydantic import Field

from himap_travel.domain.constraints.base import HardConstraint, Reasons, Spans


def allows(row, minimum: float) -> bool:
    rating = getattr(row, "rating", None)
    return rating is not None and rating >= minimum


def check(ctx) -> Reasons:
    minimum = ctx.query.min_rating
    for number, unit in enumerate(ctx.units, 1):
        for meal in ctx.meals:
            entry = unit.get(meal)
            if not ctx.filled(entry):
                continue
            row = ctx.row("restaurant", entry)
            if row is not None and not allows(row, minimum):
                rating = "no rating" if row.rating is None else f"rated {row.rating:g}"
                yield f"min rating: day {number} {meal}: '{entry}' is {rating}, below {minimum:g}"


def unmet(facts) -> str:
    minimum = facts.spec.local_constraint.min_rating
    return f"not enough restaurants rated {minimum:g} or higher in {facts.spec.dest} for every meal of this trip"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

# "rated 4 or higher", "rated at least 4.5", "a rating of 4+", "4-star restaurants", "at least 4 stars", "rated above 4"
_RATING = re.compile(
    r"\b(?:rated\s+|ratings?\s+(?:of\s+|is\s+|are\s+)?|rating\s+score\s+(?:of\s+)?|scores?\s+(?:of\s+)?)"
    r"(?P<bound>at\s+least\s+|no\s+less\s+than\s+|not\s+below\s+|over\s+|above\s+|higher\s+than\s+|more\s+than\s+|"
    r"at\s+most\s+|under\s+|below\s+|less\s+than\s+|up\s+to\s+|no\s+more\s+than\s+)?"
    r"(?P<num>\d+(?:\.\d+)?)(?P<plus>\s*\+)?(?:\s*(?:stars?|/\s*\d+|out\s+of\s+\d+))?"
    r"(?P<after>\s+or\s+(?:higher|more|better|above|up|over|lower|less|below|worse))?"
    r"|\b(?P<bound2>at\s+least\s+|over\s+|above\s+|at\s+most\s+|under\s+|below\s+)?(?P<stars>\d+(?:\.\d+)?)"
    r"(?P<plus2>\s*\+)?[\s-]*stars?\b(?P<after2>\s+or\s+(?:higher|more|better|above|up|lower|less|below|worse))?",
    re.IGNORECASE,
)
_FOOD_WORDS = re.compile(r"\b(?:restaurants?|eat(?:s|ing)?|dining|dine|meals?|food|cafes?|eateries|eatery|places\s+to\s+eat)\b", re.IGNORECASE)
_LODGING_WORDS = re.compile(r"\b(?:hotels?|accommodations?|lodgings?|stays?|rooms?|apartments?|airbnbs?|hostels?|motels?|listings?|homes?)\b",
                            re.IGNORECASE)
_UPPER = re.compile(r"^(?:at\s+most|under|below|less\s+than|up\s+to|no\s+more\s+than)|(?:lower|less|below|worse)$", re.IGNORECASE)
_STRICT = re.compile(r"^(?:over|above|higher\s+than|more\s+than)", re.IGNORECASE)
_NEGATED_BEFORE = re.compile(r"(?:\b(?:no|not|never|nothing|none|avoid|without)\b|n't\b)[^.;!?]{0,40}$", re.IGNORECASE)  # "no restaurant rated below 4"


# A rating wished for without a number ("highly rated restaurants"): no minimum can be read, so it is not dropped silently.
_VAGUE_RATING = re.compile(r"\b(?:highly|top|best|well|better|high|good)[\s-]+(?:rated|ratings?)\b|\b(?:good|high|great)\s+reviews?\b",
                           re.IGNORECASE)


def _rated_venue(text: str, start: int, end: int) -> str | None:
    """What a rating mention rates: the venue word nearest to it ("lodging", "food"), None when none is near.

    The nearest word decides, so "a 5-star hotel and 4-star restaurants" rates the hotel and the restaurants apart.
    """
    window_start = max(0, start - 60)
    found = []
    for kind, pattern in (("lodging", _LODGING_WORDS), ("food", _FOOD_WORDS)):
        for word in pattern.finditer(text, window_start, min(len(text), end + 40)):
            distance = start - word.end() if word.end() <= start else word.start() - end
            found.append((max(distance, 0), kind))
    return min(found)[1] if found else None


def _minimum(text: str, match: re.Match[str], warnings: list[str], problems: list[str]) -> float | None:
    """The minimum one rating mention asks for, else None with a problem saying why it cannot be one."""
    number = match.group("num") or match.group("stars")
    bound = (match.group("bound") or match.group("bound2") or "").strip()
    after = (match.group("after") or match.group("after2") or "").strip()
    value = float(number)
    venue = _rated_venue(text, match.start(), match.end())
    if venue == "lodging":
        problems.append(f"{match.group(0).strip()!r}: a lodging rating cannot be asked for (the planner keeps a "
                        "minimum rating for restaurants only)")
        return None
    if venue is None:
        problems.append(f"{match.group(0).strip()!r}: say what must be rated (e.g. 'restaurants rated 4 or higher')")
        return None
    scale = re.search(r"(?:/\s*|out\s+of\s+)(\d+)", match.group(0))
    if scale and scale.group(1) != "5":
        problems.append(f"{match.group(0).strip()!r}: restaurant ratings run from 0 to 5")
        return None
    if _UPPER.search(bound) and _NEGATED_BEFORE.search(text[max(0, match.start() - 60):match.start()]):
        pass  # nothing rated below 4: a minimum of 4
    elif _UPPER.search(bound) or _UPPER.search(after):
        problems.append(f"{match.group(0).strip()!r}: a maximum rating cannot be asked for; only a minimum "
                        "('rated 4 or higher')")
        return None
    if _STRICT.search(bound):
        value = round(value + 0.1, 1)
        warnings.append(f"{match.group(0).strip()!r} is read as rated {value:g} or higher (ratings have one decimal)")
    if not 0 < value <= 5:
        problems.append(f"{match.group(0).strip()!r}: restaurant ratings run from 0 to 5")
        return None
    return value


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum restaurant rating asked for ("we only eat at restaurants rated 4 or higher"), else None.

    Restaurant ratings run 0-5 with one decimal. A rating of lodging (not a constraint the planner keeps), a
    maximum ("rated at most 3"), a value outside 0-5, a rating that names no kind of venue, two
    different minimums, or restaurants wished "highly rated" with no number is a problem (no plan
    could be checked against it, and dropping it would plan another request). A strict bound
    ("rated above 4") is the next tenth (4.1), with a warning.
    """
    found: list[float] = []
    for match in _RATING.finditer(text):
        value = _minimum(text, match, warnings, problems)
        if value is not None:
            found.append(value)
    for vague in _VAGUE_RATING.finditer(text):
        venue = _rated_venue(text, vague.start(), vague.end())
        if venue == "lodging":
            problems.append(f"{vague.group(0)!r}: a lodging rating cannot be asked for (the planner keeps a minimum "
                            "rating for restaurants only)")
        elif venue == "food" and not found:
            problems.append(f"{vague.group(0)!r} gives no minimum rating: say it as a number "
                            "(e.g. 'restaurants rated 4 or higher')")
            return None
    if len(set(found)) > 1:
        problems.append(f"two different minimum ratings ({', '.join(f'{v:g}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


CONSTRAINT = HardConstraint(
    key="min_rating", report_key="min_rating", row_key="min rating", label="minimum restaurant rating", official=False,
    check=check, describe=lambda minimum: f"restaurants rated {minimum:g}+",
    flex_sentence=lambda minimum: f"We only eat at restaurants rated {minimum:g} or higher.",
    instruction=lambda minimum: f"every restaurant must be rated at least {minimum:g}",
    unmet=unmet, venue="restaurant", allows=allows, mention=r"(?:minimum\s+)?ratings?|rated|stars?", read=read,
    form_field=(float | None, Field(default=None, gt=0, le=5, description="every restaurant rated at least this, if asked")),
)
