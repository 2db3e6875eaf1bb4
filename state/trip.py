"""The typed boundary objects of a planning run: the trip request and the day tasks.

Field names follow the TravelPlanner query rows (``org``, ``dest``,
``people_number`` ...), so a benchmark row converts to a ``TripSpec`` as is.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date as Date
from datetime import timedelta
from typing import TYPE_CHECKING, Annotated, Any, Literal, cast, get_args

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    create_model,
    field_validator,
    model_serializer,
    model_validator,
)
from pydantic_core import to_jsonable_python

from himap_travel.state.days import Meal
from himap_travel.state.travel_times import FlightWindow

HouseRule = Literal["smoking", "parties", "children under 10", "visitors", "pets"]
RoomType = Literal["shared room", "not shared room", "private room", "entire room"]
# TravelPlanner's two transportation rules, and both at once ("no flights and no self-driving": taxis only).
TransportRule = Literal["no flight", "no self-driving", "no flight, no self-driving"]
TransportMode = Literal["flight", "self-driving", "taxi"]  # inter-city modes; self-driving never mixes with the others
TRANSPORT_MODES: tuple[TransportMode, ...] = get_args(TransportMode)
_BANNED_BY_RULE: dict[str, frozenset[str]] = {
    "no flight": frozenset({"flight"}),
    "no self-driving": frozenset({"self-driving"}),
    "no flight, no self-driving": frozenset({"flight", "self-driving"}),
}
# The listing types (the data's "room type" column) each requested room type accepts.
ROOM_TYPE_LISTINGS: dict[str, tuple[str, ...]] = {
    "entire room": ("Entire home/apt",),
    "private room": ("Private room",),
    "shared room": ("Shared room",),
    "not shared room": ("Entire home/apt", "Private room"),
}
Level = Literal["easy", "medium", "hard"]
# The cuisines a request can ask for: TravelPlanner's seven (its queries and its scorer use no others).
CUISINES: tuple[str, ...] = ("American", "Chinese", "Italian", "Mexican", "Indian", "Mediterranean", "French")
# The other cuisines the data's restaurants are labelled with (its "Cuisines" column has fifteen): a request can
# want them (``more_cuisines``) or avoid any of the fifteen (``avoid_cuisines``), both our extensions.
MORE_CUISINES: tuple[str, ...] = ("Seafood", "BBQ", "Pizza", "Fast Food", "Cafe", "Bakery", "Desserts", "Tea")
DATA_CUISINES: tuple[str, ...] = CUISINES + MORE_CUISINES
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

# The bounds of a request, for parsed and structured input alike. The benchmark's trips (train and
# validation) are 3-7 days for 1-8 people in up to 3 cities, with budgets up to $23,800; the caps leave room
# around that and refuse what no one plans (a 400-digit budget is infinite as a float: it must be refused,
# never compared with).
MAX_DAYS = 30
MAX_PEOPLE = 20
MAX_CITIES = 10
MAX_BUDGET = 10_000_000.0  # dollars, the whole trip


class TripSpecError(ValueError):
    """A trip request that cannot be planned as given (names what is wrong)."""


def banned_modes(rule: str | None) -> frozenset[str]:
    """The inter-city modes a transportation rule bans (empty for no rule).

    The one reading of the rule every part of the project uses (evaluator,
    coordinators, solver): "no flight" bans flights, "no self-driving" bans
    driving, and both at once leave taxis only.
    """
    if rule is None:
        return frozenset()
    try:
        return _BANNED_BY_RULE[rule]
    except KeyError:
        raise TripSpecError(f"unknown transportation rule {rule!r} (known: {', '.join(_BANNED_BY_RULE)})") from None


def transport_rule(banned: Iterable[str]) -> str | None:
    """The transportation rule that bans exactly the modes ``banned`` (None when nothing is banned)."""
    wanted = frozenset(banned)
    if not wanted:
        return None
    for rule, modes in _BANNED_BY_RULE.items():
        if modes == wanted:
            return rule
    raise TripSpecError(f"no transportation rule bans exactly {', '.join(sorted(wanted))}")


MOST_SIGHTS_A_DAY = 10  # the largest number a pace may give


class DayPace(BaseModel):
    """A rule of some days beside a pace's own (``Pace.other_days``): at most ``most`` and/or at least ``least`` sights
    on ``days`` ("one sight on day 1, two on day 2": the second rule)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    days: tuple[int, ...] = Field(min_length=1, max_length=MAX_DAYS)
    most: int | None = Field(default=None, ge=1, le=MOST_SIGHTS_A_DAY)
    least: int | None = Field(default=None, ge=1, le=MOST_SIGHTS_A_DAY)

    @model_validator(mode="after")
    def _a_rule(self) -> DayPace:
        _bounds_said(self.most, self.least, self.days)
        return self


def _bounds_said(most: int | None, least: int | None, days: Iterable[int]) -> None:
    """A pace's rule gives a most or a least, the least no more than the most, on days 1 to ``MAX_DAYS``."""
    if most is None and least is None:
        raise ValueError("a pace gives at most or at least how many sights a day")
    if most is not None and least is not None and least > most:
        raise ValueError(f"at least {least} sights a day cannot be at most {most}")
    if any(not 1 <= d <= MAX_DAYS for d in days):
        raise ValueError(f"a pace's days are 1 to {MAX_DAYS}")


class Pace(BaseModel):
    """How many sights a day (domain/constraints/pace.py): at most ``most`` on each day, at least ``least`` on each
    day spent in a city; on ``days`` only (1-based), or on every day when None but the ``except_days`` ("at most 2
    sights a day except day 1": a rule of every day, so a longer trip's new days keep it). ``most`` 0 ("no sights on
    the arrival day") holds on given days only, and only on travel days: a day spent in a city needs a sight
    (``TripSpec``). ``free_days`` are days with no sights beside a rule of the others ("3 sights a day max, and nothing
    on the last day"): travel days too, and none of the rule's ``days``. ``other_days`` are rules of other days
    beside it ("at most 1 sight on day 1 and at most 3 on day 2"), each holding on its days in place of the pace's own."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    most: int | None = Field(default=None, ge=0, le=MOST_SIGHTS_A_DAY)
    least: int | None = Field(default=None, ge=1, le=MOST_SIGHTS_A_DAY)
    days: tuple[int, ...] | None = Field(default=None, max_length=MAX_DAYS)
    except_days: tuple[int, ...] | None = Field(default=None, min_length=1, max_length=MAX_DAYS)
    free_days: tuple[int, ...] | None = Field(default=None, min_length=1, max_length=MAX_DAYS)
    other_days: tuple[DayPace, ...] | None = Field(default=None, min_length=1, max_length=MAX_DAYS)

    @model_serializer(mode="wrap")
    def _exceptions_when_said(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A pace's dict form names days left out or free, or other days' rules, only when there are some: the row and
        chat forms of every other pace stay as they were (``{'most': 1, 'least': None, 'days': None}``)."""
        data: dict[str, Any] = handler(self)
        for key in ("except_days", "free_days", "other_days"):
            if getattr(self, key) is None:
                data.pop(key, None)
        return data

    @model_validator(mode="after")
    def _a_pace(self) -> Pace:
        _bounds_said(self.most, self.least, (*(self.days or ()), *(self.except_days or ()), *(self.free_days or ())))
        if self.days is not None and self.except_days is not None:
            raise ValueError("a pace holds on given days or on every day but some, not both")
        if self.free_days is not None and (self.most == 0 or set(self.free_days) & {*(self.days or ()), *(self.except_days or ())}):
            raise ValueError("a pace's free days are days beside its rule: none of its days, and no rule of no sights")
        if self.most == 0 and self.days is None:
            raise ValueError("every day spent in a city needs a sight (TravelPlanner's rule): no sights holds on travel days only")
        others = [d for rule in self.other_days or () for d in rule.days]
        if len(set(others)) < len(others) or set(others) & {*(self.days or ()), *(self.free_days or ())}:
            raise ValueError("a pace's other days each have one rule: none twice, none of its own days or free days")
        return self


class CityPlace(BaseModel):
    """One rule of the order of a tour's cities (domain/constraints/city_order.py): ``city`` is the ``stop``-th city
    of the route (1 the first, 2 the second; -1 the last, -2 the one before it), or it comes before the city ``before``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    city: str = Field(min_length=1, description="a city of the destination state")
    stop: int | None = Field(default=None, ge=-MAX_CITIES, le=MAX_CITIES,
                             description="its place in the route: 1 the first, 2 the second, -1 the last, -2 the one before it")
    before: str | None = Field(default=None, min_length=1, description="a city of the state visited after it")

    @model_validator(mode="after")
    def _one_rule(self) -> CityPlace:
        """Exactly one of a place and a city after it: a rule with neither asks for nothing, one with both is two rules."""
        if (self.stop is None) == (self.before is None):
            raise ValueError("a city's order rule gives its stop or a city it comes before, not both or neither")
        if self.stop == 0:
            raise ValueError("a stop is 1, 2, ... from the start or -1, -2, ... from the end")
        if self.before is not None and self.before == self.city:
            raise ValueError(f"{self.city} cannot come before itself")
        return self


class MealWish(BaseModel):
    """A wish tied to one meal of the day (domain/constraints/meal_wishes.py): some ``meal`` of the trip is at a
    restaurant serving ``cuisine`` (one of the data's fifteen) or at ``restaurant`` (the data's name): "a Mexican
    dinner", "Pizza Hut for lunch"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    meal: Meal
    cuisine: Literal[DATA_CUISINES] | None = Field(default=None, description="one of the data's cuisines")  # type: ignore[valid-type]
    restaurant: str | None = Field(default=None, min_length=1, description="a restaurant of the trip's cities")
    # "Italian every night", "only seafood": every meal of its kind the trip has serves the cuisine, not just one
    every: bool = Field(default=False, exclude_if=lambda every: not every,  # a row says it only when set
                        description="the cuisine at every such meal of the trip, not at one")

    @field_validator("cuisine", mode="before")
    @classmethod
    def _spelled(cls, value: object) -> object:
        return _data_spelling(value)

    @model_validator(mode="after")
    def _one_wish(self) -> MealWish:
        if (self.cuisine is None) == (self.restaurant is None):
            raise ValueError("a meal wish names a cuisine or a restaurant, not both or neither")
        if self.every and self.restaurant is not None:
            raise ValueError(f"a trip eats at a restaurant once, so {self.restaurant} cannot be every {self.meal}")
        return self

    @property
    def wish(self) -> str:
        """As a ``LocalConstraint.wanted_cuisines`` item: the cuisine, or ``RESTAURANT_WISH`` + the restaurant."""
        return self.cuisine if self.cuisine is not None else RESTAURANT_WISH + str(self.restaurant)

    def said(self) -> str:
        """How the chat and the command line say it: "Mexican for dinner", "Pizza Hut for lunch", "Italian for every
        dinner"."""
        return f"{self.cuisine or self.restaurant} for {'every ' if self.every else ''}{self.meal}"


def _data_spelling(value: object) -> object:
    """A cuisine in the data's spelling ("mexican" -> "Mexican"); another cuisine is refused naming it."""
    if not isinstance(value, str):
        return value
    spelled = _canonical_cuisines([value], DATA_CUISINES)
    return spelled[0] if spelled else None


class MealDay(BaseModel):
    """A cuisine or a restaurant on a given day (domain/constraints/meal_days.py): day ``day`` of the plan has a meal
    (``meal``, or any of the three when None) at a restaurant serving ``cuisine`` or at ``restaurant``: "Italian on
    day 2", "pizza on the last night" (dinner), "lunch at a cafe on day 3"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    day: int = Field(ge=1, le=MAX_DAYS, description="the day of the trip, 1 the first")
    meal: Meal | None = Field(default=None, description="breakfast, lunch or dinner; none: any meal of that day")
    cuisine: Literal[DATA_CUISINES] | None = Field(default=None, description="one of the data's cuisines")  # type: ignore[valid-type]
    restaurant: str | None = Field(default=None, min_length=1, description="a restaurant of the trip's cities")

    @field_validator("cuisine", mode="before")
    @classmethod
    def _spelled(cls, value: object) -> object:
        return _data_spelling(value)

    @model_validator(mode="after")
    def _one_wish(self) -> MealDay:
        if (self.cuisine is None) == (self.restaurant is None):
            raise ValueError("a meal on a day names a cuisine or a restaurant, not both or neither")
        return self

    @property
    def wish(self) -> str:
        """As a ``LocalConstraint.wanted_cuisines`` item: the cuisine, or ``RESTAURANT_WISH`` + the restaurant."""
        return self.cuisine if self.cuisine is not None else RESTAURANT_WISH + str(self.restaurant)

    def said(self) -> str:
        """How the chat and the command line say it: "Italian on day 2", "Pizza Hut for lunch on day 3"."""
        return f"{self.cuisine or self.restaurant}{f' for {self.meal}' if self.meal else ''} on day {self.day}"


def meal_days_once(value: list[MealDay]) -> list[MealDay] | None:
    """Each wish once; a restaurant asked on two days or at two meals is refused (a trip eats at a restaurant once); an
    empty list is no constraint."""
    at: dict[str, tuple[int, str | None]] = {}
    for wish in value:
        if wish.restaurant is not None and at.setdefault(wish.restaurant, (wish.day, wish.meal)) != (wish.day, wish.meal):
            raise ValueError(f"a trip eats at {wish.restaurant} once, so it cannot be on day {at[wish.restaurant][0]} and "
                             f"on day {wish.day} (or at two meals)")
    return list(dict.fromkeys(value)) or None


class SightDay(BaseModel):
    """A named sight on a given day (domain/constraints/sight_days.py): ``sight`` (the data's name, once matched) is
    among the attractions of day ``day`` of the plan: "SeaWorld on day 2", "the zoo on the first day"."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    sight: str = Field(min_length=1, description="an attraction of the trip's cities")
    day: int = Field(ge=1, le=MAX_DAYS, description="the day of the trip it is seen on, 1 the first")

    def said(self) -> str:
        """How the chat and the command line say it: "SeaWorld Orlando on day 2"."""
        return f"{self.sight} on day {self.day}"


def sight_days_once(value: list[SightDay]) -> list[SightDay] | None:
    """Each sight on one day: the same sight said on two days is refused (it is seen once), the same wish twice kept
    once; an empty list is no constraint."""
    days: dict[str, int] = {}
    for wish in value:
        if days.setdefault(wish.sight, wish.day) != wish.day:
            raise ValueError(f"{wish.sight} is seen once, so it cannot be on day {days[wish.sight]} and on day {wish.day}")
    return list(dict.fromkeys(value)) or None


def meal_wishes_once(value: list[MealWish]) -> list[MealWish] | None:
    """Each wish once, a wish for one meal left out beside the same cuisine at every such meal (which keeps it too:
    "a mexican dinner" then "mexican every night" is one wish); an empty list is no constraint."""
    every = {(w.meal, w.cuisine) for w in value if w.every}
    return [w for w in dict.fromkeys(value) if w.every or (w.meal, w.cuisine) not in every] or None


def _known_cuisines(value: list[str]) -> list[str] | None:
    """Cuisines spelled as the scorer spells them, each once; an empty list is no constraint.

    "italian" would never match a restaurant's "Italian", and a repeated or unknown cuisine can never be served: each
    would make every plan fail.
    """
    return _canonical_cuisines(value, CUISINES)


def _each_once(value: list[str]) -> list[str] | None:
    """Each item once; an empty list is no constraint."""
    return list(dict.fromkeys(value)) or None


def _names(value: list[str]) -> list[str] | None:
    """Each name once, trimmed; a blank name is refused (it names nothing); an empty list is no constraint."""
    if any(not name.strip() for name in value):
        raise ValueError("a blank name names nothing")
    return list(dict.fromkeys(name.strip() for name in value)) or None


def number(low: float, high: float, low_included: bool = False) -> Any:
    """A value type: a finite number above ``low`` (or from it, ``low_included``) up to ``high``."""
    bounds = Field(ge=low, le=high, allow_inf_nan=False) if low_included else Field(gt=low, le=high, allow_inf_nan=False)
    return Annotated[float, bounds]


def names(most: int) -> Any:
    """A value type: at most ``most`` names of the data (sights, cities), each once and trimmed."""
    return Annotated[list[str], Field(max_length=most), AfterValidator(_names)]


def cuisines(known: tuple[str, ...]) -> Any:
    """A value type: cuisines among ``known``, spelled as the data spells them (any case is read so), each once; an
    empty list is no constraint. Its JSON schema lists them, so the LLM form offers no other."""
    def spelled(value: object) -> object:  # another cuisine is refused naming it; a value that is no list, by the type
        if isinstance(value, list | tuple) and all(isinstance(item, str) for item in value):
            return _canonical_cuisines(list(value), known) or []
        return value

    return Annotated[list[Literal[known]], Field(max_length=len(known)), BeforeValidator(spelled),  # type: ignore[valid-type]
                     AfterValidator(lambda value: value or None)]


@dataclass(frozen=True)
class Registered:
    """One hard constraint's line in the registry: its key (the ``LocalConstraint`` field, the certificate's kind),
    its module under ``domain/constraints/`` (which holds every hook; ``domain.constraints.REGISTRY`` imports it),
    its spelling in a benchmark row, and the type of its value, bounds included (None: the budget, a field of
    ``TripSpec`` itself).

    The lines live here, below ``domain``, because ``state``'s records hold the values: ``LocalConstraint``'s fields
    and ``state.plan.CertificateKind`` are made from them, so adding a constraint is its module and its line.
    """

    key: str
    module: str
    row_key: str
    value: Any = None

    def form_field(self, description: str | None = None) -> tuple[Any, Any]:
        """Its field of the LLM form (``planning/policies/llm/extractor.py``): its value type, bounds and choices
        included, or None (not asked); the module's ``form_description`` is what the form's JSON schema says of it."""
        return self.value | None, Field(default=None, description=description)


# Every hard constraint, in the evaluator's report order (TravelPlanner's five first): the one list of them.
REGISTERED: tuple[Registered, ...] = (
    Registered("budget", "budget", "budget"),  # global: TripSpec.budget
    Registered("house_rule", "house_rule", "house rule", HouseRule),
    Registered("cuisine", "cuisine", "cuisine", Annotated[list[str], AfterValidator(_known_cuisines)]),
    Registered("room_type", "room_type", "room type", RoomType),
    Registered("transportation", "transportation", "transportation", TransportRule),
    # Ours from here on (docs/vocabulary.md): a row's dict form carries them only when set.
    Registered("min_rating", "min_rating", "min rating", number(0, 5)),
    Registered("min_stay_rating", "stay_rating", "min stay rating", number(1, 5, low_included=True)),
    Registered("max_night_price", "night_price", "max night price", number(0, 100_000)),
    Registered("more_cuisines", "more_cuisines", "more cuisines", cuisines(MORE_CUISINES)),
    Registered("avoid_cuisines", "avoid_cuisines", "avoid cuisines", cuisines(DATA_CUISINES)),
    Registered("more_house_rules", "more_house_rules", "more house rules",
               Annotated[list[HouseRule], Field(max_length=4), AfterValidator(_each_once)]),
    Registered("max_meal_cost", "meal_cost", "max meal cost", number(0, 10_000)),
    Registered("max_night_price_per_person", "night_price_per_person", "max night price per person", number(0, 100_000)),
    Registered("eat_at", "eat_at", "eat at", Annotated[list[str], Field(max_length=10)]),
    Registered("avoid_restaurants", "avoid_restaurants", "avoid restaurants", Annotated[list[str], Field(max_length=20)]),
    Registered("must_see", "must_see", "must see", names(20)),
    # (a kind ruled out, "we don't like museums", is every sight of that kind in the trip's cities: 79 in California)
    Registered("avoid_sights", "avoid_sights", "avoid sights", names(200)),
    Registered("pace", "pace", "pace", Pace),
    Registered("visit_cities", "visit_cities", "visit cities", names(MAX_CITIES)),
    Registered("avoid_cities", "avoid_cities", "avoid cities", names(50)),
    Registered("city_order", "city_order", "city order",
               Annotated[list[CityPlace], Field(max_length=20), AfterValidator(_each_once)]),
    Registered("flight_times", "flight_times", "flight times", Annotated[list[FlightWindow], Field(max_length=20)]),
    Registered("max_driving_hours", "driving_hours", "max driving hours", number(0, 24)),
    Registered("max_driving_km", "driving_distance", "max driving km", number(0, 5000)),
    Registered("max_flight_hours", "flight_hours", "max flight hours", number(0, 24)),
    Registered("stay_forbids", "stay_forbids", "stay forbids",
               Annotated[list[HouseRule], Field(max_length=5), AfterValidator(_each_once)]),
    Registered("max_travel_hours", "day_travel", "max travel hours", number(0, 24)),
    Registered("avoid_stays", "avoid_stays", "avoid stays", Annotated[list[str], Field(max_length=20)]),
    Registered("meal_wishes", "meal_wishes", "meal wishes",
               Annotated[list[MealWish], Field(max_length=10), AfterValidator(meal_wishes_once)]),
    Registered("sight_days", "sight_days", "sight days",
               Annotated[list[SightDay], Field(max_length=20), AfterValidator(sight_days_once)]),
    Registered("meal_days", "meal_days", "meal days",
               Annotated[list[MealDay], Field(max_length=20), AfterValidator(meal_days_once)]),
)
# TravelPlanner's local constraints: a row's dict form always carries them (the others only when set).
TRAVELPLANNER_FIELDS: tuple[str, ...] = ("house_rule", "cuisine", "room_type", "transportation")


class _LocalConstraintBase(BaseModel):
    """What ``LocalConstraint`` does beyond holding its fields (one per line of ``REGISTERED``)."""

    # An unknown key ("pets": "yes", "rating": 4) is refused, never dropped: a constraint nobody checks would let
    # any plan pass it.
    model_config = ConfigDict(frozen=True, populate_by_name=True, extra="forbid")

    @property
    def wanted_cuisines(self) -> list[str]:
        """Every wish some meal must meet: a cuisine, TravelPlanner's (``cuisine``) or the data's others
        (``more_cuisines``), or a restaurant to eat at (``eat_at``, as ``RESTAURANT_WISH`` + its name), each once, a
        meal wish's too (``meal_wishes``: its meal is placed by the planners), and a meal on a day's (``meal_days``). The planners
        cover each with ``meal_serves``, so a named restaurant is placed as a requested cuisine is."""
        fields = cast("LocalConstraint", self)  # the base of that model only: every instance is one
        wishes = [*(fields.cuisine or ()), *(fields.more_cuisines or ()), *(RESTAURANT_WISH + name for name in fields.eat_at or ()),
                  *(w.wish for w in fields.meal_wishes or ()),  # a meal wish is one some meal meets, at its meal
                  *(w.wish for w in fields.meal_days or ())]  # ... and a meal on a day, on that day
        return list(dict.fromkeys(wishes))

    @property
    def every_meal(self) -> dict[str, tuple[str, ...]]:
        """The meals asked to serve a cuisine every time (``MealWish.every``: "Italian every night"), each with the
        cuisines every such meal must serve."""
        fields = cast("LocalConstraint", self)
        found: dict[str, tuple[str, ...]] = {}
        for wish in fields.meal_wishes or ():
            if wish.every:
                found[wish.meal] = (*found.get(wish.meal, ()), wish.wish)
        return found

    def as_row(self) -> dict[str, object]:
        """The benchmark's dict form, e.g. ``{'house rule': None, 'cuisine': [...], ...}``.

        TravelPlanner's four keys always; a constraint of ours beyond them only when it is set.
        """
        row = self.model_dump(by_alias=True)
        for name in OUR_FIELDS:
            if getattr(self, name) is None:
                del row[type(self).model_fields[name].alias or name]
        return row


def _field(line: Registered) -> tuple[Any, Any]:
    """A registry line as a ``LocalConstraint`` field: its value, or None (not set, and so not checked)."""
    return line.value | None, Field(default=None, alias=line.row_key if line.row_key != line.key else None)


if TYPE_CHECKING:
    class LocalConstraint(_LocalConstraintBase):
        """What a type checker sees of the model made below from ``REGISTERED`` (it cannot run ``create_model``): each
        field's value type, bounds and validators left out.
        tests/unit/domain/constraints/test_constraint_registry.py fails when the two differ, so a new registry line
        needs its line here too."""

        house_rule: HouseRule | None = Field(default=None, alias="house rule")
        cuisine: list[str] | None = None
        room_type: RoomType | None = Field(default=None, alias="room type")
        transportation: TransportRule | None = None
        min_rating: float | None = Field(default=None, alias="min rating")
        min_stay_rating: float | None = Field(default=None, alias="min stay rating")
        max_night_price: float | None = Field(default=None, alias="max night price")
        more_cuisines: list[str] | None = Field(default=None, alias="more cuisines")
        avoid_cuisines: list[str] | None = Field(default=None, alias="avoid cuisines")
        more_house_rules: list[HouseRule] | None = Field(default=None, alias="more house rules")
        max_meal_cost: float | None = Field(default=None, alias="max meal cost")
        max_night_price_per_person: float | None = Field(default=None, alias="max night price per person")
        eat_at: list[str] | None = Field(default=None, alias="eat at")
        avoid_restaurants: list[str] | None = Field(default=None, alias="avoid restaurants")
        must_see: list[str] | None = Field(default=None, alias="must see")
        avoid_sights: list[str] | None = Field(default=None, alias="avoid sights")
        pace: Pace | None = None
        visit_cities: list[str] | None = Field(default=None, alias="visit cities")
        avoid_cities: list[str] | None = Field(default=None, alias="avoid cities")
        city_order: list[CityPlace] | None = Field(default=None, alias="city order")
        flight_times: list[FlightWindow] | None = Field(default=None, alias="flight times")
        max_driving_hours: float | None = Field(default=None, alias="max driving hours")
        max_driving_km: float | None = Field(default=None, alias="max driving km")
        max_flight_hours: float | None = Field(default=None, alias="max flight hours")
        stay_forbids: list[HouseRule] | None = Field(default=None, alias="stay forbids")
        max_travel_hours: float | None = Field(default=None, alias="max travel hours")
        avoid_stays: list[str] | None = Field(default=None, alias="avoid stays")
        meal_wishes: list[MealWish] | None = Field(default=None, alias="meal wishes")
        sight_days: list[SightDay] | None = Field(default=None, alias="sight days")
        meal_days: list[MealDay] | None = Field(default=None, alias="meal days")
else:
    # One field per line of ``REGISTERED`` but the budget, in its order (the docstring is the JSON schema's description).
    LocalConstraint = create_model(
        "LocalConstraint", __base__=_LocalConstraintBase, __module__=__name__,
        __doc__="The optional constraints of a query; None means not set (and so not checked).",
        **{line.key: _field(line) for line in REGISTERED if line.value is not None},
    )


RESTAURANT_WISH = "restaurant: "  # a ``wanted_cuisines`` item naming a restaurant to eat at ("restaurant: Pizza Hut")


def meal_serves(name: str | None, cuisines: str | None, wish: str) -> bool:
    """Whether a restaurant (its name, its cuisines' text) meets a meal wish of ``wanted_cuisines``: it serves the
    cuisine (as the evaluator reads it: within the text), or it is the named restaurant (case and spaces apart)."""
    if wish.startswith(RESTAURANT_WISH):
        return " ".join(str(name or "").casefold().split()) == " ".join(wish[len(RESTAURANT_WISH):].casefold().split())
    return wish in str(cuisines)


# The local constraints beyond TravelPlanner's four: a row's dict form carries them only when set.
OUR_FIELDS: tuple[str, ...] = tuple(name for name in LocalConstraint.model_fields if name not in TRAVELPLANNER_FIELDS)


def _canonical_cuisines(value: list[str] | None, known: tuple[str, ...]) -> list[str] | None:
    """``value`` spelled as the data spells its cuisines, each once (an empty list: None); another name is refused."""
    if value is None:
        return None
    canonical = {c.lower(): c for c in known}
    unknown = [c for c in value if c.strip().lower() not in canonical]
    if unknown:
        raise ValueError(f"unknown cuisine(s) {', '.join(map(repr, unknown))}; known here: {', '.join(known)}")
    return list(dict.fromkeys(canonical[c.strip().lower()] for c in value)) or None


def not_a_bool(value: object) -> object:
    """``value`` unless it is ``true``/``false``: no count and no amount (pydantic reads ``true`` as 1, and a trip
    of one person was planned from a file that said ``"people_number": true``). A ``mode="before"`` validator's body."""
    if isinstance(value, bool):
        raise ValueError(f"must be a number, not {str(value).lower()}")
    return value


class TripSpec(BaseModel):
    """A fully specified trip request."""

    model_config = ConfigDict(frozen=True)

    org: str
    dest: str = Field(description="a city (one-city trips) or a state (multi-city trips)")
    days: int = Field(ge=1, le=MAX_DAYS)
    visiting_city_number: int = Field(ge=1, le=MAX_CITIES)
    date: list[str] = Field(description="ISO dates, one per day")
    people_number: int = Field(ge=1, le=MAX_PEOPLE)
    budget: float = Field(gt=0, le=MAX_BUDGET, allow_inf_nan=False, description="dollars for the whole trip")
    local_constraint: LocalConstraint = Field(default_factory=LocalConstraint)
    query: str | None = None
    level: Level | None = None

    @field_validator("days", "visiting_city_number", "people_number", "budget", mode="before")
    @classmethod
    def _not_a_bool(cls, value: object) -> object:
        return not_a_bool(value)

    @field_validator("org", "dest")
    @classmethod
    def _a_name(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must name a place")
        return value.strip()

    @field_validator("date")
    @classmethod
    def _iso_dates(cls, value: list[str]) -> list[str]:
        """Dates as YYYY-MM-DD only: other forms Python reads ("20220313", "2022-W11-1") compare wrongly as text."""
        for item in value:
            try:
                if not _ISO_DAY.fullmatch(item):
                    raise ValueError(item)
                Date.fromisoformat(item)
            except ValueError as error:
                raise ValueError(f"not an ISO date (YYYY-MM-DD): {item!r}") from error
        return value

    @model_validator(mode="after")
    def _consistent_dates(self) -> TripSpec:
        if len(self.date) != self.days:
            raise ValueError(f"{self.days} days but {len(self.date)} dates ({', '.join(self.date)})")
        parsed = [Date.fromisoformat(d) for d in self.date]
        for earlier, later in itertools.pairwise(parsed):
            if later - earlier != timedelta(days=1):
                raise ValueError(f"dates must be consecutive days, got {earlier} then {later}")
        if self.visiting_city_number > max(self.days - 1, 1):  # each city needs a night, and the last day goes home
            raise ValueError(f"visiting_city_number {self.visiting_city_number}: {self.days} days cannot visit "
                             f"{self.visiting_city_number} cities (each city needs a night)")
        self._sightless_days_travel()
        if self.org.casefold() == self.dest.casefold():  # "Washington" to "washington" is no trip either
            named = self.org if self.org == self.dest else f"{self.org} and {self.dest}"
            raise ValueError(f"the origin and the destination are the same ({named})")
        return self

    def _sightless_days_travel(self) -> None:
        """A day with no sights is the first or the last: every trip travels on those, and a travel day needs no sight
        (TravelPlanner's "complete information"); any other day may be spent in a city, which needs one."""
        pace = self.local_constraint.pace
        if pace is None:
            return
        stays = sorted({*(pace.days or () if pace.most == 0 else ()), *(pace.free_days or ())} - {1, self.days})
        if stays:
            raise ValueError(f"no sights on day {', '.join(map(str, stays))}: only a travel day (the first or the last, day "
                             f"{self.days}) can have none, as every day spent in a city needs a sight (TravelPlanner's rule)")

    def as_row(self) -> dict[str, object]:
        """The benchmark's query-row form, as the evaluator reads it."""
        row = self.model_dump(exclude={"local_constraint"})
        row["local_constraint"] = self.local_constraint.as_row()
        return row

    def as_trip(self) -> dict[str, Any]:
        """The chat's form of the request (``state.chat_state.TripFields``): the row's ``TRIP_FIELDS``, as JSON values
        a checkpoint and a chat client read."""
        row = self.as_row()
        fields: dict[str, Any] = to_jsonable_python({name: row[name] for name in TRIP_FIELDS})  # tuples as lists: as read back
        return fields

    @classmethod
    def from_trip(cls, fields: Mapping[str, Any]) -> TripSpec:
        """The request the chat's form holds (a field it lacks is None, and refused as missing): the one way a chat
        draft becomes a ``TripSpec`` (a pydantic ``ValidationError`` names each field that is wrong)."""
        return cls.model_validate({name: fields.get(name) for name in TRIP_FIELDS})


# ``TripSpec`` is the request's one shape inside the planner; each edge (a benchmark row, the text, the LLM form, the
# chat's JSON form, ...) has one adapter that makes or reads one, and names the trip's fields with the lists below
# (docs/architecture.md, "One request shape"; tests/repository/test_request_shapes.py fails on a new shape).
# What a row says of its text rather than of the trip: the request as written, and its difficulty.
_ABOUT_THE_TEXT: tuple[str, ...] = ("query", "level")
# The trip's fields in the benchmark file's column order (``TripSpec``'s, the budget after the local constraints): a
# query row's required columns and the chat's form of a request.
TRIP_FIELDS: tuple[str, ...] = (*(name for name in TripSpec.model_fields if name not in ("budget", *_ABOUT_THE_TEXT)), "budget")
# Every column of a benchmark query row that the request holds: the trip's fields, then its text and level.
QUERY_COLUMNS: tuple[str, ...] = (*TRIP_FIELDS, *_ABOUT_THE_TEXT)
