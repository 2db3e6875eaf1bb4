"""The cuisines: every requested cuisine is served at some meal outside the origin city.

How a request states it (``read``): the benchmark's seven (American, Chinese, Italian, Mexican, Indian,
Mediterranean, French), in the order first mentioned; a word inside a place name is none. A cuisine ruled out
("no Italian food") is a problem, as is one the sandbox has no restaurant of ("Thai food": ``unknown_cuisines``).
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import Field

from himap_travel.domain.constraints.base import HardConstraint, Reasons, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.spans import SpanSet
from himap_travel.state.trip import CUISINES


def check(ctx) -> Reasons:
    """OFFICIAL QUIRK: a meal in the origin city skips the *rest of that day's* meals (so a breakfast at home
    hides lunch and dinner), and the check compares the number of distinct cuisines found with the length of
    the request (a repeated cuisine can never pass). Strict mode skips only the origin meal itself and
    compares as sets.
    """
    wanted = ctx.query.cuisine or ()
    found: set[str] = set()
    for unit in ctx.units:
        for meal in ctx.meals:
            entry = unit.get(meal)
            if not ctx.filled(entry):
                continue
            if ctx.city_of(entry) == ctx.query.org:
                if ctx.strict:
                    continue
                break  # OFFICIAL QUIRK (see docstring)
            row = ctx.row("restaurant", entry)
            if row is not None:
                found.update(c for c in wanted if c in row.cuisines)
    passed = set(wanted) <= found if ctx.strict else len(found) == len(wanted)
    if not passed:
        missing = [c for c in wanted if c not in found] or list(wanted)
        yield f"cuisine: no meal outside {ctx.query.org} serves {', '.join(missing)}"


def unmet(facts) -> str:
    spec = facts.spec
    wanted = spec.local_constraint.cuisine or []
    served = {c for city in facts.cities for m in facts.meals[city] for c in m.cuisines}
    missing = [c for c in wanted if c not in served]
    if missing:
        return f"no restaurant in {spec.dest} serves {', '.join(missing)}"
    return f"no route through {spec.visiting_city_number} cities of {spec.dest} serves all of {', '.join(wanted)}"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

_CUISINE_RE = re.compile(r"\b(" + "|".join(CUISINES) + r")\b", re.IGNORECASE)


# Cuisines and diets no restaurant of the sandbox is labelled with: asked for, they cannot be met.
_OTHER_CUISINES = (
    r"thai|japanese|korean|vietnamese|greek|spanish|german|ethiopian|turkish|lebanese|caribbean|cajun|creole|brazilian"
    r"|peruvian|cuban|moroccan|persian|russian|filipino|indonesian|malaysian|tex-mex|middle\s+eastern|asian|african|latin"
    r"|korean\s+bbq|sushi|ramen|dim\s+sum|pho|tapas|vegan|vegetarian|kosher|halal|gluten[\s-]free|soul\s+food"
)
_ANY_CUISINE = rf"(?:{'|'.join(CUISINES)}|{_OTHER_CUISINES})"
# A list of cuisines ("Japanese and Italian food", "Thai, Chinese or Indian"), with what marks it as food.
_CUISINE_LIST = re.compile(
    rf"\b{_ANY_CUISINE}\b(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|/)\s*{_ANY_CUISINE}\b)*+", re.IGNORECASE
)
_FOOD_AFTER = re.compile(r"\s*(?:food|foods|cuisines?|restaurants?|dishes|meals?|dining|fare|places|spots|cooking)\b", re.IGNORECASE)
_FOOD_BEFORE = re.compile(r"\b(?:eat|eating|try|trying|taste|tasting|enjoy|enjoying|crave|craving|love|like|want|prefer|cuisines?|food)\b\W*(?:\w+\W+)?$", re.IGNORECASE)
_ANYTHING_BUT = re.compile(r"\b(?:anything|everything|all|any\s+\w+)\s+but\s+$", re.IGNORECASE)


def unknown_cuisines(text: str, place_spans: Spans, problems: list[str]) -> None:
    """A cuisine asked for that the sandbox has none of ("Japanese and Italian food", "we want vegan food") is a problem:
    read without it, the plan would silently lack what was asked."""
    places = SpanSet(place_spans)
    known = {c.lower() for c in CUISINES}
    for m in _CUISINE_LIST.finditer(text):
        words = re.findall(_ANY_CUISINE, m.group(0), re.IGNORECASE)
        other = [w for w in words if w.lower() not in known]
        if not other or m.start() in places or negation.negated(text, m.start(), m.end(), window=2):
            continue
        if len(other) < len(words) or _FOOD_AFTER.match(text, m.end()) or _FOOD_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            problems.append(f"no restaurant in the sandbox serves {', '.join(dict.fromkeys(other))} food: "
                            f"a trip can ask for {', '.join(CUISINES)}")
            return


# Words that take back a cuisine asked for earlier (a chat's edit: "no more Italian"), not ones that rule it out.
_TAKEN_BACK = re.compile(r"\b(?:no\s+more|no\s+longer|drop|remove|forget|skip|cancel|instead\s+of|rather\s+than)\b[^.;!?]{0,30}$",
                         re.IGNORECASE)


def read(text: str, place_spans: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The cuisines asked for, first mentioned first; words inside a place name (``place_spans``) do not count.

    A cuisine ruled out ("no Italian food", "anything but Italian") is a
    problem: TravelPlanner's cuisine constraint names cuisines to serve, so a
    plan could still book the one the traveller will not eat. One taken back
    ("no more Italian", a chat's edit) is simply not asked for.
    """
    found: list[str] = []
    canonical = {c.lower(): c for c in CUISINES}
    places = SpanSet(place_spans)
    for m in _CUISINE_RE.finditer(text):
        if m.start() in places:
            continue
        before = text[max(0, m.start() - 40):m.start()]
        if negation.negated(text, m.start(), m.end(), window=2) or _ANYTHING_BUT.search(before[-30:]):
            if not _TAKEN_BACK.search(before):
                problems.append(f"{m.group(1)} food cannot be ruled out: a trip can only ask for cuisines to serve "
                                f"({', '.join(CUISINES)}); leave it out, or name the cuisines you want")
            continue
        name = canonical[m.group(1).lower()]
        if name not in found:
            found.append(name)
    return found or None


CONSTRAINT = HardConstraint(
    key="cuisine", report_key="cuisine", row_key="cuisine", label="cuisine", official=True, check=check,
    describe=lambda cuisines: f"cuisines: {', '.join(cuisines)}",
    flex_sentence=lambda cuisines: f"we're particularly interested in trying out {', '.join(cuisines)} food.",
    instruction=lambda cuisines: f"the trip's meals must include each of: {', '.join(cuisines)}",
    unmet=unmet, read=read,
    form_field=(list[Annotated[str, Field(max_length=30)]] | None, Field(default=None, max_length=6)),
)
