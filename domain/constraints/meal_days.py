"""A cuisine or a restaurant on a given day: "italian on day 1, chinese on day 2", "pizza on the last night", "a
mexican dinner on day 2", "lunch at a cafe on day 3", "dinner at Pizza Hut on friday".

Not one of TravelPlanner's: a verdict reports ``meal_days`` only for a request that sets it. Each value is a ``MealDay``
(``state.trip``): a day of the trip, a meal (or any of the day's three, none said), and a cuisine (one of the data's
fifteen, as the evaluator reads a restaurant's cuisines) or a restaurant (the data's name). That day of the plan has
that meal (or one of its meals) at a restaurant serving it. The wish also asks what its cuisine or restaurant asks
without the day, and their readers read it too (``cuisine``, ``more_cuisines``, ``eat_at``; ``meal_wishes`` its meal):
this constraint adds the day.

A night is its dinner: "the first night" is day 1's dinner, "night 2" day 2's, "the last night" the last night spent
away, the day before the last (the trip goes home on its last day); "friday night" is that weekday's dinner.

How a request states it (``read``): a cuisine or a restaurant wished for (``cuisine.wanted_spans``,
``restaurant_names.wanted_at``) with a day said right after it, its meal between or not ("italian on day 1", "a
mexican dinner on day 2", "italian for dinner on day 2", "seafood the first night", "pizza on friday"), or a day
said before it in its clause with nothing of sights, flights or a pace between ("on day 2 we want italian", "day 3:
lunch at a cafe", "dinner on day 2 should be mexican"). Cuisines listed together take the day said after the list
("italian and mexican on day 2": two meals of that day). The meal is the one said beside the cuisine
(``meal_wishes.meal_beside``) or the night's. A day past the trip's last, or a weekday or date it lacks, is a problem.

The planners: the expert asks that day's slot for it (``day_tasks``); the solver places a restaurant serving it on that
day, a full day there or a travel-day slot of that meal (``TripModel._meal_days``), and writes it there (``render``); a
repair keeps it (``fixed``). When no plan can, the certificate names it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, NamedTuple

from himap_travel.domain.constraints import cuisine as cuisine_words
from himap_travel.domain.constraints import flight_dates, restaurant_names
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans, TripPlaces
from himap_travel.domain.constraints.meal_wishes import meal_beside
from himap_travel.domain.constraints.sight_days import DAY, DAY_AFTER, ORDINALS, day_of
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.days import MEALS, Meal
from himap_travel.state.trip import MAX_DAYS, MealDay, meal_days_once, meal_serves

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# ... or in short, before a night or a label's colon ("tues night: mexican. wed: seafood")
_SHORT_DAYS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday",
               "thur": "thursday", "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
_A_WEEKDAY = rf"(?:{_WEEKDAY}|{'|'.join(_SHORT_DAYS)})"
# A night said after a food ("seafood the first night", "pizza on our last night", "bbq night 2", "mexican friday night")
_NIGHT = (r"(?:(?:on|for|during)\s+)?(?:the\s+|our\s+)?(?:(?P<nord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th"
          rf"|last|final)\s+(?:night|evening)|night\s+(?P<nnum>\d|one|two|three|four|five|six)|(?P<wd>{_A_WEEKDAY})\s+(?:night|evening))\b")
# (after a comma only with its preposition: "first night seafood, second night italian" is the next food's night)
_NIGHT_AFTER = lazy_compile(rf"(?:\s*,?\s*(?=(?:on|for|during)\s)|\s+){_NIGHT}", re.IGNORECASE)
_NIGHT_ANY = lazy_compile(rf"\b{_NIGHT}", re.IGNORECASE)
_WEEKDAY_LABEL = lazy_compile(rf"\b(?P<wd>{_A_WEEKDAY})(?=\s*:)", re.IGNORECASE)  # "wed: seafood"
# A day said before the food in its clause ("on day 2 we want italian", "dinner on day 2 should be mexican")
_DAY_ANY = lazy_compile(rf"\b(?:(?:on|for|during)\s+)?{DAY}", re.IGNORECASE)
_A_DAY_NEXT = r"(?=(?:on\s+|for\s+)?(?:the\s+|our\s+)?(?:day|night|\w+\s+(?:day|night))\b)"
_CLAUSE_START = lazy_compile(rf"[.;!?\n]|,\s*(?:and\s+|but\s+|then\s+)?{_A_DAY_NEXT}|\b(?:and|but|then)\s+{_A_DAY_NEXT}", re.IGNORECASE)
# What may stand between a day said before and the food: words of eating, none of another wish's ("on day 1 we land
# late, so italian" is the flight's day; "on day 2 see the zoo, italian" the sight's)
# (a comma only right after the day: "on day 2, italian"; "friday fish fry, so seafood" says the day of no food)
_BETWEEN = lazy_compile(r"(?:\s*(?:breakfast|lunch|dinner|supper)s?)?\s*[,:]?"
                        r"(?:(?!\b(?:fl(?:y|ies|ying|ights?)|planes?|land\w*|arriv\w*|leav\w*|depart\w*|driv\w*"
                        r"|sights?|attractions?|things|see|visit\w*|tour\w*|max|most|least|nothing|free|rest|hotel|stay\w*|day"
                        r"|days|night|nights)\b)[^.;!?\n\d,])*", re.IGNORECASE)
_LISTED = lazy_compile(r"(?:\s*(?:food|cuisine|restaurants?|places?))?\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)(?:some\s+)?(?:an?\s+)?",
                       re.IGNORECASE)
_MEALS_SAID: dict[str, Meal] = {"breakfast": "breakfast", "lunch": "lunch", "dinner": "dinner", "supper": "dinner",
                                 "diner": "dinner"}
_MENTIONED = lazy_compile(rf"day|night|evening|{_WEEKDAY}|\d", re.IGNORECASE)  # a text with none is never scanned


def _weekday_of(said: str) -> int:
    """The day of the trip a weekday names, in full or in short ("tues"); 0 when the trip holds none (or two)."""
    return flight_dates.trip_day_of(_SHORT_DAYS.get(said.lower(), said)) or 0


def _night_of(m: re.Match[str], last: int | None) -> int:
    """The day whose dinner a night names: its number, "the last night" the day before the trip's last (0 unknown)."""
    if m.group("wd"):
        return _weekday_of(m.group("wd"))
    said = (m.group("nord") or m.group("nnum")).lower()
    if said in ("last", "final"):
        return max((last or 0) - 1, 1) if last else 0
    return ORDINALS.get(said) or int(said)


class _Said(NamedTuple):
    """A day said of a food: where its words are, the day (0: none of the trip's), whether said as a night, its meal,
    and the days said after it in a list ("on day 2 and 3")."""

    start: int
    end: int
    day: int
    night: bool
    meal: Meal | None = None
    more: tuple[int, ...] = ()


# More days listed after a day ("on day 2 and 3", "days 1, 2 and 3"): the same food on each
_A_NUMBER = r"(?:\d{1,2}|one|two|three|four|five|six)"
_MORE_DAYS = lazy_compile(rf"\s*(?:,\s*(?:and\s+)?|\s+(?:and|&)\s+)(?:day\s+)?(?P<n>{_A_NUMBER})\b"
                          r"(?!\s*(?:am|pm|people|nights?|days?)\b)", re.IGNORECASE)
# What a food is said as ("the seafood place on day 2", "mexican food on day 3")
# ... and where, before its day ("bbq in memphis on day 4": the day's, the city the planners' to choose)
_IN_A_CITY = lazy_compile(r"\s+(?:in|at)\s+[A-Za-z][\w.'-]*(?:\s+[A-Za-z][\w.'-]*)?(?=\s+(?:on|for|during)\s)", re.IGNORECASE)
_FOOD_WORDS = lazy_compile(r"\s+(?:food|cuisine|fare|restaurants?|places?|spots?|joints?)\b", re.IGNORECASE)


def _day_after(text: str, at: int, last: int | None) -> _Said | None:
    """A day or a night said right at ``at`` (after the words a food is said as), and the days listed after it."""
    at = words.end() if (words := _FOOD_WORDS.match(text, at)) else at
    if (city := _IN_A_CITY.match(text, at)) and (_NIGHT_AFTER.match(text, city.end()) or DAY_AFTER.match(text, city.end())):
        at = city.end()
    night = _NIGHT_AFTER.match(text, at)
    if night is not None:
        return _Said(night.start(), night.end(), _night_of(night, last), True)
    day = DAY_AFTER.match(text, at)
    if day is None:
        return None
    end, more = day.end(), []
    while day.group("num") and (listed := _MORE_DAYS.match(text, end)):
        more.append(ORDINALS.get(listed.group("n").lower()) or int(listed.group("n")))
        end = listed.end()
    return _Said(day.start(), end, day_of(day, last), False, more=tuple(more))


def _day_before(text: str, start: int, last: int | None, taken: Sequence[int] = ()) -> _Said | None:
    """The day or night said last before ``start`` in its clause, with only words of eating between, or another wish
    and then one to eat ("on day 2 we see SeaWorld and have lunch at a cafe"); never a day said right after an earlier
    food (at ``taken``: "seafood the first night and italian" says no night of the italian)."""
    begin = max((m.end() for m in _CLAUSE_START.finditer(text, max(0, start - 100), start)), default=max(0, start - 100))
    said = [(m, "day") for m in _DAY_ANY.finditer(text, begin, start)] + [(m, "night") for m in _NIGHT_ANY.finditer(text, begin, start)]
    said += [(m, "label") for m in _WEEKDAY_LABEL.finditer(text, begin, start)]
    if not said:
        return None
    m, kind = max(said, key=lambda found: found[0].end())
    if m.end() in taken:
        return None
    if _AND_NEXT.match(text, m.end()) and (not _OPENING_ONLY.fullmatch(text, begin, m.start()) or _BLANKED.search(text, begin, m.start())
                                           or _BLANKED_RIGHT_BEFORE.search(text, max(0, m.start() - 12), m.start())):
        return None  # "seaworld on day 2 and italian food": the day closes the wish said before it, never the food's
    if not _BETWEEN.fullmatch(text, m.end(), start) and not (
            _AND_EATING.search(text, m.end(), start) and not _CLAUSE_END.search(text, m.end(), start)):
        return None
    day = _night_of(m, last) if kind == "night" else _weekday_of(m.group("wd")) if kind == "label" else day_of(m, last)
    return _Said(m.start(), m.end(), day, kind == "night")


# A day said after another wish, then the next one joined ("seaworld on day 2 and italian food", "ryman day 2, bbq
# every night"), unless the day opens its clause ("on day 2 we see SeaWorld and have lunch at a cafe": the day's
# wishes) or the next is eaten on it ("gatorland on day 1 and then italian for dinner", "seaworld on day 2 and have
# lunch at a cafe")
_AND_NEXT = lazy_compile(r"\s*(?:,\s*(?:and|&|plus)?|(?:and|&|plus)\b)(?!\s*(?:then\b|have|grab|eat|get|try)\b)", re.IGNORECASE)
# A name said alone, blanked for the readers, in the day's clause or right before it ("seaworld on day 2 and ...",
# "..., ryman day 2, bbq": the clause opens at the day)
_BLANKED = lazy_compile(r"\s{3,}")
_BLANKED_RIGHT_BEFORE = lazy_compile(r"\s{3,}$")
_OPENING_ONLY = lazy_compile(r"[\W_]*(?:(?:and|so|then|also|plus|on|for|the|at|by|of|our)\b[\W_]*)*", re.IGNORECASE)


# Another wish of the day and then one to eat, in one clause ("on day 2 we see SeaWorld and have lunch at a cafe")
_EATING = (r"(?:have|grab|eat|get|try)\s+(?:an?\s+|some\s+|our\s+)?"
           r"(?:(?:breakfast|lunch|dinner|supper)\s+(?:at|in)\s+(?:an?\s+|the\s+|some\s+)?)?")
_AND_EATING = lazy_compile(rf"(?:\band\s+(?:then\s+)?{_EATING}|(?:\band|,)?\s*\bthen\s+(?:{_EATING})?)\s*$", re.IGNORECASE)
_CLAUSE_END = lazy_compile(r"[.;!?\n]")


# A meal said right before a day said before the food ("dinner on day 2 should be mexican"), or right after it ("for
# day 3 lunch, pizza"); a meal said after the food that the meal reader does not read ("seafood for diner": a typo)
_MEAL_BEFORE_DAY = lazy_compile(r"\b(?P<meal>breakfast|lunch|dinner|supper)s?\s*,?\s*$", re.IGNORECASE)
_MEAL_AFTER_DAY = lazy_compile(r"\s*,?\s*(?:(?:for|at)\s+(?:an?\s+|our\s+)?)?(?P<meal>breakfast|lunch|dinner|supper)s?\b", re.IGNORECASE)
_MEAL_AFTER_FOOD = lazy_compile(r"\s+(?:for|at)\s+(?:an?\s+|our\s+)?(?P<meal>diner|supper)\b", re.IGNORECASE)


# A food said again by a pronoun, with a day after it ("we love seafood, can we have it the first night?")
_EATEN_AGAIN = lazy_compile(r"\b(?:have|eat|get|do|try|grab)\s+(?:it|that|them|some)\b", re.IGNORECASE)


def _day_of_food(text: str, start: int, end: int, last: int | None, taken: Sequence[int] = ()) -> _Said | None:
    """The day said of the food at ``start:end``, after it or before it in its clause, with the meal said beside the
    food or the day ("italian for lunch on day 2", "on day 2 for lunch, italian", "Pizza Hut on day 2 for lunch")."""
    meal, after = meal_beside(text, start, end)
    if meal is None and (typed := _MEAL_AFTER_FOOD.match(text, after)):
        meal, after = _MEALS_SAID[typed.group("meal").lower()], typed.end()
    before = _day_before(text, start, last, taken)
    # (a day said right before, as a label, is the food's over one said after it: "1st night italian 2nd night mexican")
    day = None if before is not None and _LABEL_GAP.fullmatch(text, before.end, start) else _day_after(text, after, last)
    if day is None and (day := before) is not None and meal is None:
        beside = _MEAL_BEFORE_DAY.search(text, max(0, day.start - 20), day.start) or _MEAL_AFTER_DAY.match(text, day.end)
        meal = _MEALS_SAID[beside.group("meal").lower()] if beside else None
    elif day is not None and meal is None and (beside := _MEAL_AFTER_DAY.match(text, day.end)):
        meal = _MEALS_SAID[beside.group("meal").lower()]
    return day._replace(meal=meal) if day is not None else None


_LABEL_GAP = lazy_compile(r"\s*[:\u2013\u2014-]?\s*")


def _foods(text: str, places: Spans) -> list[tuple[int, int, str | None, str | None]]:
    """(start, end, cuisine, restaurant) of each food wished for, in order; a pronoun saying the food before it again
    is that food where a day follows it."""
    foods: list[tuple[int, int, str | None, str | None]] = [
        (start, end, name, None) for start, end, name in cuisine_words.wanted_spans(text, places)]
    foods += [(start, end, None, name) for name, start, end in restaurant_names.wanted_at(text, places)]
    foods.sort(key=lambda food: food[:2])
    again = []
    for m in _EATEN_AGAIN.finditer(text):
        before = [food for food in foods if food[1] <= m.start()]
        if before and (_NIGHT_AFTER.match(text, m.end()) or DAY_AFTER.match(text, m.end())):
            again.append((m.start(), m.end(), before[-1][2], before[-1][3]))
    return sorted([*foods, *again], key=lambda food: food[:2])


def _bound(text: str, places: Spans, last: int | None) -> list[tuple[int, int, MealDay | tuple[str, int]]]:
    """(start, end of the day's words, the wish) for each food said with a day; a day the trip lacks is given as
    (the words, the day said: 0 when no day of the trip is named). Remembered per text and trip (``claims`` and
    ``read`` both ask)."""
    return _bound_on(text, places, last, flight_dates.trip_known())


@per_text
def _bound_on(text: str, places: Spans, last: int | None, _trip: object) -> list[tuple[int, int, MealDay | tuple[str, int]]]:
    """``_bound`` for the trip known (``_trip``: the key of the days a weekday or a night names)."""
    if not _MENTIONED.search(text):
        return []
    foods = _foods(text, places)
    said: list[_Said | None] = []
    taken: list[int] = []  # the days said right after a food: that food's
    for start, end, _cuisine, _restaurant in foods:
        day = _day_of_food(text, start, end, last, taken)
        if day is not None and day.start >= end:
            taken.append(day.end)
        said.append(day)
    for i in range(len(foods) - 2, -1, -1):  # "italian and mexican on day 2": the list takes the day said after it
        shared = said[i + 1]
        if said[i] is None and shared is not None and _LISTED.fullmatch(text, foods[i][1], foods[i + 1][0]):
            said[i] = shared._replace(meal=meal_beside(text, foods[i][0], foods[i][1])[0] or shared.meal)
    found: list[tuple[int, int, MealDay | tuple[str, int]]] = []
    for (_start, _end, cuisine, restaurant), day in zip(foods, said, strict=True):
        if day is None:
            continue
        if not day.day or day.day > (last or MAX_DAYS):
            found.append((day.start, day.end, (" ".join(text[day.start:day.end].split()), day.day)))
            continue
        meal = day.meal or ("dinner" if day.night else None)
        for number in (day.day, *day.more):
            if number > (last or MAX_DAYS):
                found.append((day.start, day.end, (" ".join(text[day.start:day.end].split()), number)))
                break
            found.append((day.start, day.end, MealDay(day=number, meal=meal, cuisine=cuisine, restaurant=restaurant)))
    return found


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of the days said of a food: read (or refused naming the day), never named as a day no rule keeps."""
    return [(start, end) for start, end, _wish in _bound(text, (), flight_dates.last_trip_day())]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[MealDay] | None:
    """The foods said with a day, restaurants as written (``resolve`` matches them to the data); a day the trip lacks
    is a problem."""
    last = flight_dates.last_trip_day()
    wishes: list[MealDay] = []
    for _start, _end, wish in _bound(text, places, last):
        if isinstance(wish, MealDay):
            wishes.append(wish)
            continue
        problems.append(_lacking(*wish, last))
        return None
    return meal_days_once(wishes)


def _lacking(words: str, number: int, last: int | None) -> str:
    """The problem of a day the trip lacks, said as ``words`` (``number``: the day said, 0 when none of the trip's)."""
    return (f"'{words}': the trip has {last} days, so there is no day {number}" if number and last else
            f"'{words}': the trip's dates hold no such day (or hold it twice): say a day of the trip, e.g. 'on day 2'")


def with_days_of_names(text: str, local: Any, named: Sequence[tuple[str, int, int]], last: int | None,
                       problems: list[str]) -> tuple[Any, list[tuple[int, int]]]:
    """``local`` with the days said of restaurants its readers did not see by a cue (a name said alone, ``said_alone``:
    "Pizza Hut on day 2 for lunch", the data's names), and the spans of those days (read, never named); a day the trip
    lacks is a problem."""
    if not named or not _MENTIONED.search(text):
        return local, []
    said: list[MealDay] = []
    spans: list[tuple[int, int]] = []
    for name, start, end in sorted(named, key=lambda found: found[1]):
        day = _day_of_food(text, start, end, last)
        if day is None:
            continue
        for number in (day.day, *day.more):
            if not day.day or number > (last or MAX_DAYS):
                problems.append(_lacking(" ".join(text[day.start:day.end].split()), number, last))
                return local, []
            said.append(MealDay(day=number, meal=day.meal or ("dinner" if day.night else None), restaurant=name))
        spans.append((day.start, day.end))
    if not said:
        return local, []
    return local.model_copy(update={"meal_days": meal_days_once([*(local.meal_days or []), *said])}), spans


def resolve(wishes: list[MealDay], where: TripPlaces, warnings: list[str], problems: list[str]) -> list[MealDay] | None:
    """Each restaurant in the data's spelling within the trip's cities; one the data lacks there is a problem (said
    once: ``eat_at`` names it too)."""
    kept = []
    for wish in wishes:
        if wish.restaurant is None:
            kept.append(wish)
            continue
        said: list[str] = []
        spelled = restaurant_names.resolve([wish.restaurant], where, [], said, "eat at")
        if spelled:
            kept.append(wish.model_copy(update={"restaurant": spelled[0]}))
            continue
        said = said or [f"meal days: no restaurant called {wish.restaurant!r} in the trip's cities for day {wish.day}"]
        problems.extend(p for p in said if p not in problems)
    return meal_days_once(kept) if kept else None


def merged(held: Sequence[dict[str, Any]], said: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The meals on given days of a chat's rules (their dict forms) with those a message says added: one it says of a
    meal of a day takes the place of one held of that meal of that day ("chinese for dinner on day 2" after "a mexican
    dinner on day 2"), and of one held of the same food that day ("make that breakfast" after "lunch at a cafe on day
    2": the cafe moves to breakfast); one of no meal said adds up ("and italian on day 2")."""
    def food(wish: dict[str, Any]) -> tuple[Any, Any]:
        return wish.get("cuisine"), wish.get("restaurant")

    def replaced(wish: dict[str, Any]) -> bool:
        return any(new.get("meal") and new.get("day") == wish.get("day")
                   and (new.get("meal") == wish.get("meal") or food(new) == food(wish)) for new in said)
    return [*(wish for wish in held if wish not in said and not replaced(wish)), *said]


def as_days(value: Sequence[MealDay | dict[str, Any]]) -> list[MealDay]:
    """The wishes as the checks read them (a row's dict form too)."""
    return [w if isinstance(w, MealDay) else MealDay.model_validate(w) for w in value]


def check(ctx: CheckContext) -> Reasons:
    eaten = list(ctx.meals_eaten())
    for wish in as_days(ctx.query.meal_days):
        meals = (wish.meal,) if wish.meal else MEALS
        if not any(day == wish.day and meal in meals and row is not None and meal_serves(row.name, row.cuisines, wish.wish)
                   for day, meal, _entry, row in eaten):
            yield f"meal days: no {wish.meal or 'meal'} of day {wish.day} {_served(wish)}"


def _served(wish: MealDay) -> str:
    return f"is at {wish.restaurant}" if wish.restaurant is not None else f"serves {wish.cuisine} food"


def unmet(facts: SolverFacts) -> str:
    wishes = as_days(facts.spec.local_constraint.meal_days or ())
    late = [w for w in wishes if w.day > facts.spec.days]
    if late:
        return f"{_said(late)}: the trip has {facts.spec.days} days"
    return (f"no plan of this trip has {_said(wishes)} while keeping the other rules (a meal of that day, in the city it "
            "is spent in, at a time its travel leaves; a restaurant is eaten at once)")


def _said(wishes: Sequence[MealDay | dict[str, Any]]) -> str:
    return ", ".join(w.said() for w in as_days(wishes))


def _instruction(wish: MealDay) -> str:
    field = f"day {wish.day}'s {wish.meal} field" if wish.meal else f"one of day {wish.day}'s meal fields"
    return f"{field} must be {_served(wish).replace('serves', 'a restaurant serving').replace('is at', 'at')}"


CONSTRAINT = HardConstraint(
    key="meal_days", report_key="meal_days", row_key="meal days", label="meals on given days", official=False,
    check=check, describe=lambda wishes: f"meals on days: {_said(wishes)}",
    flex_sentence=lambda wishes: f"We'd like {' and '.join(_said([w]) for w in as_days(wishes))}.",
    instruction=lambda wishes: "; ".join(_instruction(w) for w in as_days(wishes)),
    unmet=unmet, read=read, resolve=resolve, claims=claims,
    mention=r"(?:the\s+)?(?:meals?|food|cuisines?|restaurants?)\s+(?:on|for)\s+(?:given\s+|those\s+|that\s+)?days?",
    form_description="cuisines or restaurants asked for on a given day of the trip (1 the first), at a meal or any, if asked",
    prompt='a cuisine or restaurant tied to a day of the trip: "Italian on day 2" is {"day": 2, "cuisine": "Italian"}, '
           '"pizza on the first night" {"day": 1, "meal": "dinner", "cuisine": "Pizza"}, "lunch at Dips on day 3" '
           '{"day": 3, "meal": "lunch", "restaurant": "Dips"} (also list the cuisine or restaurant among those asked for)',
)
