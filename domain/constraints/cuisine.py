"""The cuisines: every requested cuisine is served at some meal outside the origin city."""

from __future__ import annotations

from himap_travel.domain.constraints.base import HardConstraint, Reasons


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


CONSTRAINT = HardConstraint(
    key="cuisine", report_key="cuisine", row_key="cuisine", label="cuisine", official=True, check=check,
    describe=lambda cuisines: f"cuisines: {', '.join(cuisines)}",
    flex_sentence=lambda cuisines: f"we're particularly interested in trying out {', '.join(cuisines)} food.",
    instruction=lambda cuisines: f"the trip's meals must include each of: {', '.join(cuisines)}",
    unmet=unmet,
)
