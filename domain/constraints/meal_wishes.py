"""Wishes tied to one meal of the day: "a Mexican dinner", "italian for lunch", "breakfast at a cafe", "Pizza Hut for
dinner".

Not one of TravelPlanner's: a verdict reports ``meal_wishes`` only for a request that sets it. Each wish is met when
some meal of that kind (breakfast, lunch or dinner), on any day and in any city, is at a restaurant serving the
cuisine (one of the data's fifteen, as the evaluator reads a restaurant's cuisines) or at the named restaurant. One
such meal is enough: "a Mexican dinner" asks for one, not for every dinner.

The wish also asks what its cuisine or restaurant asks without the meal, and the readers of those read it too
(``cuisine``, ``more_cuisines``, ``eat_at``): the benchmark's own fields stay as the benchmark reads them, and this
constraint only adds which meal. The planners cover a wish as a requested cuisine (``LocalConstraint.wanted_cuisines``
holds it) and place it at its meal: the solver keeps a restaurant for the meal in a city that has such a meal to give
(``TripModel._meal_wishes``) and writes it there (``render``); the expert places the route's restaurant in a slot of
that meal (``day_tasks._assign_meals``).

How a request states it (``read``): a cuisine next to a meal ("a Mexican dinner", "mexican food for dinner", "dinner
at an Italian place", "lunch: seafood"; a list joined by "and" shares its meal: "italian and mexican for dinner"), or
a restaurant wished for at a meal ("dinner at Pizza Hut", "Dips for lunch"). Brunch names no one meal and a choice
("dinner at a Mexican or Italian place") no one wish: both are read as their cuisines alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from himap_travel.domain.constraints import cuisine as cuisine_words
from himap_travel.domain.constraints import restaurant_names
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.days import MEALS, Meal
from himap_travel.state.trip import MealWish, meal_serves, meal_wishes_once

_MEAL = r"(?P<meal>breakfast|brunch|lunch|dinner|supper)(?:s|time|es)?"  # "at lunchtime", "by dinnertime": the meal
_KIND = {"breakfast": "breakfast", "lunch": "lunch", "dinner": "dinner", "supper": "dinner",
         "brunch": "breakfast",  # (a plan's meals are breakfast, lunch and dinner: said, ``_BRUNCH_WHY``)
         # ... and a time of day said of one meal ("italian one night", "a bakery one morning": ``_ONE_TIME``)
         "night": "dinner", "evening": "dinner", "morning": "breakfast", "afternoon": "lunch"}
_FOOD = r"(?:\s*(?:food|cuisine|fare|restaurants?|places?|spots?|joints?))?"
# After a cuisine: "a Mexican dinner", "mexican food for dinner", "italian for a late lunch", "seafood at dinner".
_CUISINE_THEN_MEAL = lazy_compile(
    rf"{_FOOD}\s+(?:for\s+(?:(?:a|an|our|the|one|some)\s+)?(?:[a-z]+\s+)?|at\s+)?{_MEAL}\b", re.IGNORECASE)
# ... or at one time of day ("italian one night", "a bakery one morning", "a cafe one afternoon"): that time's meal
_ONE_TIME = lazy_compile(rf"{_FOOD}\s+(?:(?:for|on)\s+)?(?:one|a|an)\s+(?P<meal>night|evening|morning|afternoon)\b", re.IGNORECASE)
# Before a cuisine: "dinner at an Italian place", "lunch from a nice bakery", "dinner: mexican", "lunch somewhere
# italian", "dinner should be mexican", "for dinner we want mexican" (a few words between, none a link or a "no").
_MEAL_THEN_CUISINE = lazy_compile(
    rf"\b{_MEAL}(?:\s+(?:at|from|of|with|somewhere|someplace|(?:(?:should|must|could|can|will|would)\s+be"
    rf"|(?:has|needs)\s+to\s+be)(?:\s+(?:at|from))?)"  # ("breakfast should be at a cafe every day")
    rf"|\s*[:=–-])\s+(?:(?:an?|the|some|one)\s+)?(?:[a-z]+\s+)?$", re.IGNORECASE)
# ... or made one ("make breakfast a bakery every day", "make our dinners italian")
_MADE_MEAL = lazy_compile(rf"\bmake\s+(?:the\s+|our\s+|all\s+(?:the\s+|our\s+)?)?{_MEAL}\s+(?:(?:an?|the|some|one)\s+)?(?:[a-z]+\s+)?$",
                          re.IGNORECASE)
_FOR_MEAL_THEN_CUISINE = lazy_compile(
    rf"\bfor\s+{_MEAL}\s*,?\s+(?:(?!(?:but|and|or|not|no|never|except)\b)[a-z'’]+\s+){{1,4}}$", re.IGNORECASE)
# Cuisines of one list: "italian and mexican", "bbq, seafood & pizza"; or of a choice, which is no list of wishes.
_AND = lazy_compile(rf"{_FOOD}\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*[&+]\s*)\s*(?:some\s+)?", re.IGNORECASE)
_OR = lazy_compile(rf"{_FOOD}\s*(?:,\s*)?(?:\s+or\s+|\s*/\s*)(?:(?:an?|some)\s+)?", re.IGNORECASE)
# A restaurant at a meal: "dinner at Pizza Hut", "Dips for a quick lunch".
_MEAL_AT = lazy_compile(rf"\b{_MEAL}\s+(?:at|from)\s+(?:the\s+)?$", re.IGNORECASE)
_FOR_MEAL = lazy_compile(rf"\s+for\s+(?:(?:a|an|our|the|one)\s+)?(?:[a-z]+(?:-[a-z]+)*\s+)?{_MEAL}\b", re.IGNORECASE)
_REACH = 60  # characters before a name or cuisine its meal may be said in

# A cuisine at every meal of a kind (``MealWish.every``), said in the wish's clause: of one meal ("every night", "each
# morning", "nightly", "all our dinners", "breakfast every day", "dinner daily"), of the meal the wish names ("every day",
# "daily", "all trip long"), or of every meal ("every meal", "all our meals"; "only", "nothing but", "exclusively" next to
# the cuisine: "we only eat italian", "seafood only"). A cuisine every day with no meal ("italian daily") says no meal
# and is not read (``parsing.caveats`` names it).
# A clause ends at a stop, at a comma (not one before a meal: "italian for breakfast, lunch and dinner every day"), at
# "but", and at an "and" before other words than a wish's ("we love seafood and eat every meal out": the "every" is not
# the seafood's; "italian and mexican", "lunch and dinner", "and a cafe each morning" go on).
_WISH_WORD = rf"(?:every|each|for|at|breakfast|lunch|dinner|supper|{cuisine_words.A_CUISINE.pattern})\b"
_CLAUSE_END = lazy_compile(r"[.!?;\n]|,(?!\s*(?:breakfast|lunch|dinner|supper)s?\b)|(?<!\bnothing\s)\bbut\b"
                           rf"|\b(?:though|although|except)\b|\band\b(?!\s+(?:(?:a|an|some|the)\s+)?{_WISH_WORD})",
                           re.IGNORECASE)
# What is done before or after a meal is not the meal: "after dinner every night we walk", "dessert after every meal".
_AROUND_A_MEAL = lazy_compile(r"\b(?:after|before)\s+(?:(?:the|our|my)\s+)?(?:(?:breakfast|lunch|dinner|supper)s?\s+)?$",
                              re.IGNORECASE)
_CLAUSE_REACH = 120  # characters either side of a wish its clause is looked for in
# ... but a clause after a comma that wishes the cuisine again by a pronoun goes on with it ("she adores mexican, we could
# eat it every single dinner"; never a habit told: "mexican for lunch, we eat that every day at home")
_EATEN_AGAIN = lazy_compile(r"[^.!?;,\n]{0,40}?\b(?:could|can|would|will|wanna|want\s+to|happy\s+to|love\s+to|['’]d|['’]ll)\s+"
                            r"(?:\w+\s+)?(?:eat|have|get|order)\s+(?:it|that|them|those)\b", re.IGNORECASE)
_EACH = r"(?:every|each|both)\s+(?:single\s+)?"  # ("seafood for dinner both nights": each of a 3-day trip's two)
_DAY = rf"(?:{_EACH}days?|daily)"
_EVERY_OF_A_MEAL = lazy_compile(
    # (not "after every dinner"; "every nite" too)
    rf"(?<!\bafter\s)(?<!\bbefore\s)\b{_EACH}(?P<each>night|nite|evening|dinner|supper|lunch|breakfast|morning)s?\b"
    r"|\b(?P<nightly>nightly)\b"
    r"|\ball\s+(?:of\s+)?(?:(?:our|my|the)\s+)?(?P<all>dinner|supper|lunche|breakfast)s\b"
    rf"|\b{_MEAL}\s+{_DAY}\b|\b{_DAY}\s+(?:for|at)\s+(?P<at>breakfast|lunch|dinner|supper)\b"
    r"|\bdaily\s+(?P<daily>breakfast|lunch|dinner|supper)s?\b", re.IGNORECASE)
_ONE_MEAL_OF = {"night": "dinner", "nite": "dinner", "evening": "dinner", "nightly": "dinner", "morning": "breakfast", "lunche": "lunch"}
_EVERY_DAY = lazy_compile(rf"\b{_DAY}\b|\ball\s+(?:trip|week)\s+long\b|\bthroughout\s+the\s+trip\b"
                          r"|\b(?:the\s+)?(?:whole|entire)\s+(?:trip|time|week|stay)\b", re.IGNORECASE)
_EVERY_MEAL = lazy_compile(rf"\b{_EACH}meal\b|\ball\s+(?:of\s+)?(?:(?:our|my|the)\s+)?meals\b", re.IGNORECASE)
_ONLY_BEFORE = lazy_compile(r"(?<!\bnot\s)(?<!\bthe\s)\b(?:only|nothing\s+but|exclusively|strictly)\s+"
                            r"(?:(?:want|wanna|eat|eating|like|do|have|go\s+for|feel\s+like|to|at|a|an|the|some|real|good|proper)\s+){0,3}$",
                            re.IGNORECASE)
_ONLY_AFTER = lazy_compile(rf"{_FOOD}\s+only\b", re.IGNORECASE)


def check(ctx: CheckContext) -> Reasons:
    eaten = list(ctx.meals_eaten())
    for wish in as_wishes(ctx.query.meal_wishes):
        # a wish at every meal of its kind names each meal that breaks it ("day 2's dinner ... does not serve Italian
        # food"), and the plan as a whole only when it has no such meal at all
        by_meal = wish.every and any(meal == wish.meal for _day, meal, _entry, _row in eaten)
        if not by_meal and not any(meal == wish.meal and _serves(row, wish) for _day, meal, _entry, row in eaten):
            yield f"meal wishes: no {wish.meal} of the plan {_served(wish)}"
        if wish.every:
            yield from _every(ctx, wish, eaten)


def _every(ctx: CheckContext, wish: MealWish, eaten: list[tuple[int, str, str, Any]]) -> Reasons:
    """A wish at every meal of its kind: each such meal the plan has serves it, and a day spent in one city (no travel,
    whose times may leave no room for the meal) has that meal."""
    for day, meal, entry, row in eaten:
        if meal == wish.meal and not _serves(row, wish):
            yield f"meal wishes: day {day}'s {meal} ({entry}) does not serve {wish.cuisine} food ({wish.said()})"
    had = {day for day, meal, _entry, _row in eaten if meal == wish.meal}
    for day, unit in enumerate(ctx.units, 1):
        if day not in had and len(ctx.day_city_names(unit)) == 1:
            yield f"meal wishes: day {day} has no {wish.meal} ({wish.said()})"


def _serves(row: Any, wish: MealWish) -> bool:
    return row is not None and meal_serves(row.name, row.cuisines, wish.wish)


def _served(wish: MealWish) -> str:
    return f"is at {wish.restaurant}" if wish.restaurant is not None else f"serves {wish.cuisine} food"


def unmet(facts: SolverFacts) -> str:
    wishes = facts.spec.local_constraint.meal_wishes
    named = [w.restaurant for w in wishes if w.restaurant is not None]
    twice = sorted({name for name in named if named.count(name) > 1})
    why = f"; a trip eats at a restaurant once, and {', '.join(twice)} is asked at two meals" if twice else ""
    return (f"no plan of this trip can have {' and '.join(w.said() for w in wishes)} "
            f"(with every other rule kept, at the meals its days have in the cities it stays in{why}{_serving(facts, wishes)})")


def _serving(facts: SolverFacts, wishes: Sequence[MealWish]) -> str:
    """For a cuisine asked at every meal of a kind: how many restaurants serve it in each city the trip may stay in
    (each eaten once, one per such meal), so that the number of meals it must cover can be weighed against them."""
    every = list(dict.fromkeys(w.cuisine for w in wishes if w.every))
    counts = [f"{c} food is served by " + ", ".join(_restaurants(sum(c in m.cuisines for m in facts.meals.get(city, ())), city)
                                                    for city in facts.cities) for c in every]
    return f"; a trip eats at a restaurant once, and {'; '.join(counts)}" if counts else ""


def _restaurants(count: int, city: str) -> str:
    return f"{count} restaurant{'' if count == 1 else 's'} in {city}"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[MealWish] | None:
    """The cuisines and restaurants the text ties to a meal, and the cuisines it asks at every meal of a kind, first
    said first (None: none)."""
    wishes = [*_cuisines_at_meals(text, places), *_restaurants_at_meals(text, places)]
    if any(wish.meal == "breakfast" for _, wish in wishes) and _BRUNCH.search(text):
        warnings.append(_BRUNCH_WHY)
    return meal_wishes_once([wish for _, wish in sorted(dict.fromkeys(wishes), key=lambda found: found[0])])


_BRUNCH = lazy_compile(r"\bbrunch", re.IGNORECASE)
_BRUNCH_WHY = "'brunch' is read as breakfast (a plan's meals are breakfast, lunch and dinner): say lunch if you meant it"


def _cuisines_at_meals(text: str, places: Spans) -> list[tuple[int, MealWish]]:
    """Each wanted cuisine said next to a meal; one of a list with none of its own takes the meal said after the list's
    next items ("italian and mexican for dinner") or before its earlier ones ("dinner at an italian and a mexican place")."""
    found: list[tuple[int, MealWish]] = []
    spans = cuisine_words.wanted_spans(text, places)
    mentions = [(start, end) for start, end, _name in spans]
    for run in _lists(spans, text):
        if run is None:
            continue  # a choice: "a mexican or italian dinner" asks for neither at dinner
        before = [_MEAL_THEN_CUISINE.search(text, max(0, start - _REACH), start) or _MADE_MEAL.search(text, max(0, start - _REACH), start)
                  or _FOR_MEAL_THEN_CUISINE.search(text, max(0, start - _REACH), start) for start, _, _ in run]
        after = [_CUISINE_THEN_MEAL.match(text, end) or _ONE_TIME.match(text, end) for _, end, _ in run]
        for index, (start, _end, name) in enumerate(run):
            meal = (before[index] or after[index] or next((m for m in after[index:] if m), None)
                    or next((m for m in reversed(before[:index]) if m), None))
            # several cuisines at every such meal ("italian and mexican every night") would be each meal serving them
            # all, which is not what is meant: only one cuisine is read at every meal (``parsing.caveats`` names the rest)
            alone = len(run) == 1
            if meal:
                found += [(start, MealWish(meal=kind, cuisine=name, every=alone and _every_said(text, (start, _end), kind, mentions)))
                          for kind in _kinds(meal, text)]
            elif alone:
                found += [(start, wish) for wish in _at_every_meal(text, (start, _end), name, mentions)]
    return found


def _clause(text: str, start: int, end: int) -> tuple[int, int]:
    """The bounds of the clause a mention at ``start:end`` is said in (looked for within ``_CLAUSE_REACH``)."""
    left = max(0, start - _CLAUSE_REACH)
    begin = max((m.end() for m in _CLAUSE_END.finditer(text, left, start)), default=left)
    after = _CLAUSE_END.search(text, end, end + _CLAUSE_REACH)
    if after and after.group(0) == "," and _EATEN_AGAIN.match(text, after.end()):
        after = _CLAUSE_END.search(text, after.end(), end + _CLAUSE_REACH)
    return begin, after.start() if after else min(len(text), end + _CLAUSE_REACH)


def said_of_a_cuisine(text: str, pattern: re.Pattern[str]) -> bool:
    """Whether ``pattern`` is said in the clause of a cuisine the text wants (``parsing.caveats``: "we want italian food,
    we walk every night" says its "every" of the walk, not of the food)."""
    return any(pattern.search(text, *_clause(text, start, end)) for start, end, _name in cuisine_words.wanted_spans(text, []))


def _every_said(text: str, mention: tuple[int, int], meal: Meal, mentions: Sequence[tuple[int, int]]) -> bool:
    """Whether the clause of a cuisine wished at ``meal`` asks it at every such meal ("italian for dinner every night",
    "breakfast at a cafe every day", "only italian for dinner"); another meal's "every" is not this one's, nor one said
    of another cuisine ("italian for dinner and bbq every night")."""
    start, end = mention
    begin, stop = _clause(text, start, end)
    owned = _Owned(text, begin, stop, mention, mentions)
    return (meal in _meals_every(owned) or bool(owned(_EVERY_DAY)) or bool(owned(_EVERY_MEAL))
            or _only(text, begin, start, end))


class _Owned:
    """The words of a clause said of one cuisine mention in it: each match of a pattern goes to the mention nearest it
    (the one before it on a tie), so that "italian every night and a cafe each morning" is every dinner Italian and
    every breakfast a cafe, not both at both."""

    def __init__(self, text: str, begin: int, stop: int, mention: tuple[int, int],
                 mentions: Sequence[tuple[int, int]]) -> None:
        self.text, self.begin, self.stop, self.mention = text, begin, stop, mention
        self.mentions = [m for m in mentions if begin <= m[0] and m[1] <= stop] or [mention]

    def __call__(self, pattern: re.Pattern[str]) -> list[re.Match[str]]:
        return [said for said in pattern.finditer(self.text, self.begin, self.stop) if self._nearest(said) == self.mention
                and not _AROUND_A_MEAL.search(self.text, max(0, said.start() - _REACH), said.start())]

    def _nearest(self, said: re.Match[str]) -> tuple[int, int]:
        def apart(at: tuple[int, int]) -> tuple[int, bool]:
            before = at[1] <= said.start()
            return (said.start() - at[1] if before else at[0] - said.end()), not before
        return min(self.mentions, key=apart)


def _meals_every(owned: _Owned) -> list[Meal]:
    """The meals a clause says "every" of ("every night": dinner), each once."""
    found = []
    for said in owned(_EVERY_OF_A_MEAL):
        word = next(w for w in said.groups() if w).lower()
        found.append(_KIND.get(_ONE_MEAL_OF.get(word, word), "dinner"))
    return list(dict.fromkeys(found))  # type: ignore[arg-type]  # the values are meals


def _only(text: str, begin: int, start: int, end: int) -> bool:
    """Whether the cuisine at ``start:end`` is said as the only one ("we only eat italian", "seafood only")."""
    return bool(_ONLY_BEFORE.search(text, begin, start) or _ONLY_AFTER.match(text, end))


def _at_every_meal(text: str, mention: tuple[int, int], cuisine: str, mentions: Sequence[tuple[int, int]]) -> list[MealWish]:
    """A wanted cuisine said with no meal of its own, at every meal its clause names ("italian every night": every
    dinner; "bbq for all our meals", "only seafood": every breakfast, lunch and dinner). "Italian every day" names no
    meal and is not read."""
    start, end = mention
    begin, stop = _clause(text, start, end)
    owned = _Owned(text, begin, stop, mention, mentions)
    meals = _meals_every(owned) or (list(MEALS) if owned(_EVERY_MEAL) or _only(text, begin, start, end) else [])
    return [MealWish(meal=meal, cuisine=cuisine, every=True) for meal in meals]


# Two meals said together share the wish: "seafood for lunch and dinner", "lunch and dinner at a seafood place".
# (never a meal with a place of its own after it, "Dips for lunch and dinner at Pizza Hut", nor one a wish said before
# holds, "... for lunch and dinner at Pizza Hut")
_AND_MEAL_AFTER = lazy_compile(rf"(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)(?:(?:for|at)\s+)?{_MEAL}\b(?!\s+(?:at|from|in)\b)",
                               re.IGNORECASE)  # a list of them too: "for breakfast, lunch and dinner"
_MEAL_AND_BEFORE = lazy_compile(rf"(?<!\bfor\s)(?<!\bat\s)\b{_MEAL}\s+(?:and|&)\s+$", re.IGNORECASE)


def _kinds(found: re.Match[str], text: str) -> list[Meal]:
    """The meal a match names, and those said beside it with "and" ("lunch and dinner", "breakfast, lunch and dinner")."""
    others = []
    after = _AND_MEAL_AFTER.match(text, found.end())
    while after:
        others.append(after)
        after = _AND_MEAL_AFTER.match(text, after.end())
    before = _MEAL_AND_BEFORE.search(text, max(0, found.start("meal") - 20), found.start("meal"))
    return list(dict.fromkeys([_kind(found), *map(_kind, others or ([before] if before else []))]))


def _lists(mentions: list[tuple[int, int, str]], text: str) -> list[list[tuple[int, int, str]] | None]:
    """The mentions in runs joined by "and", a comma or "&" (each run a list of wishes); a run holding a choice ("or")
    is None."""
    runs: list[list[tuple[int, int, str]]] = []
    choices: set[int] = set()
    for mention in mentions:
        either = runs and _OR.fullmatch(text, runs[-1][-1][1], mention[0])
        if either:
            choices.add(len(runs) - 1)
        if either or runs and _AND.fullmatch(text, runs[-1][-1][1], mention[0]):
            runs[-1].append(mention)
        else:
            runs.append([mention])
    return [None if index in choices else run for index, run in enumerate(runs)]


def _restaurants_at_meals(text: str, places: Spans) -> list[tuple[int, MealWish]]:
    return _at_meals(text, restaurant_names.wanted_at(text, places))


def _at_meals(text: str, named: Iterable[tuple[str, int, int]]) -> list[tuple[int, MealWish]]:
    """Each restaurant of ``named`` (its name, where it is said) with the meals said right before or after it."""
    found = []
    for name, start, end in named:
        meal = _MEAL_AT.search(text, max(0, start - _REACH), start) or _FOR_MEAL.match(text, end)
        if meal:
            found += [(start, MealWish(meal=kind, restaurant=name)) for kind in _kinds(meal, text)]
    return found


def meal_beside(text: str, start: int, end: int) -> tuple[Meal | None, int]:
    """The meal said right beside a cuisine or a restaurant at ``start:end`` ("a Mexican dinner", "italian for lunch",
    "dinner at Pizza Hut", "lunch at a cafe"), and where its words end after the mention (``end`` when it is said before
    the mention, or not at all): ``meal_days`` reads a day said after them."""
    after = _CUISINE_THEN_MEAL.match(text, end) or _FOR_MEAL.match(text, end)
    if after:
        return _kind(after), after.end()
    before = (_MEAL_THEN_CUISINE.search(text, max(0, start - _REACH), start) or _MADE_MEAL.search(text, max(0, start - _REACH), start)
              or _FOR_MEAL_THEN_CUISINE.search(text, max(0, start - _REACH), start) or _MEAL_AT.search(text, max(0, start - _REACH), start))
    return (_kind(before) if before else None), end


def with_meals_of_names(text: str, local: Any, named: Iterable[tuple[str, int, int]]) -> Any:
    """``local`` with the meals said of restaurants its readers did not see by a cue (a name said alone in lower case,
    ``said_alone``: "dinner at gibson's", "grandma's kitchen for breakfast") added to its meal wishes."""
    said = [wish for _, wish in sorted(_at_meals(text, named), key=lambda found: found[0])]
    if not said:
        return local
    return local.model_copy(update={"meal_wishes": meal_wishes_once([*(local.meal_wishes or []), *said])})


def _kind(found: re.Match[str]) -> Meal:
    return _KIND[found.group("meal").lower()]  # type: ignore[return-value]  # the keys' values are meals


def resolve(wishes: list[MealWish], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[MealWish] | None:
    """Each restaurant in the data's spelling within the trip's cities. One the data lacks there is a problem, said
    once: a text's "dinner at X" was read by the restaurants to eat at too (``eat_at``), whose problem names it already;
    a form's meal wish alone is named here (never dropped in silence)."""
    kept = []
    for wish in wishes:
        if wish.restaurant is None:
            kept.append(wish)
            continue
        sights = where.local.must_see if where.local is not None else None
        named = restaurant_names.wished_as([wish.restaurant], sights, where, "restaurant")
        said: list[str] = []
        spelled = restaurant_names.resolve(named, where, [], said, "eat at") if named else None
        if spelled:
            kept.append(wish.model_copy(update={"restaurant": spelled[0]}))
            continue
        said = said or [f"meal wishes: no restaurant called {wish.restaurant!r} in the trip's cities for {wish.meal}"]
        problems.extend(p for p in said if p not in problems)
    return kept or None


def as_wishes(value: Sequence[MealWish | dict[str, Any]]) -> list[MealWish]:
    """The wishes as the checks read them (a row's dict form too)."""
    return [w if isinstance(w, MealWish) else MealWish.model_validate(w) for w in value]


def _said(wishes: Sequence[MealWish | dict[str, Any]]) -> str:
    return ", ".join(w.said() for w in as_wishes(wishes))


CONSTRAINT = HardConstraint(
    key="meal_wishes", report_key="meal_wishes", row_key="meal wishes", label="meal wishes",
    official=False, check=check, describe=_said,
    flex_sentence=lambda wishes: f"We'd like {' and '.join(_flex(w) for w in as_wishes(wishes))}.",
    instruction=lambda wishes: "; ".join(f"some {w.meal} must be at {w.restaurant}" if w.restaurant is not None
                                         else f"{'every' if w.every else 'some'} {w.meal} must be at a restaurant serving {w.cuisine}"
                                         for w in as_wishes(wishes)),
    unmet=unmet, read=read, resolve=resolve,
    mention=r"(?:the\s+)?(?:meal\s+wish(?:es)?|(?:breakfast|lunch|dinner)\s+(?:wish|pick|choice|thing))",
    form_description="cuisines or restaurants asked for at a given meal, if asked",
    prompt='a cuisine or restaurant tied to a meal of the day: "a Mexican dinner" is {"meal": "dinner", "cuisine": '
           '"Mexican"}, "Pizza Hut for lunch" {"meal": "lunch", "restaurant": "Pizza Hut"}, "Italian every night" {"meal": '
           '"dinner", "cuisine": "Italian", "every": true} ("only seafood": one such wish for each of the three meals)',
)


def _flex(wish: MealWish) -> str:
    if wish.restaurant is not None:
        return f"{wish.restaurant} for {wish.meal}"
    return f"{wish.cuisine} food for {'every ' if wish.every else ''}{wish.meal}"
