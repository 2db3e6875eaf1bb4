"""What the project knows about one hard constraint, in one place: ``HardConstraint``.

Each hard constraint is a module of this package holding a ``CONSTRAINT``: its one canonical
key and the other spellings the data uses, how a request states it (the parser's reading rules,
``read``, and what the LLM form's field says of itself, ``form_description``), its check (official and strict mode), the
words a certificate gives when it cannot be met, the venue filter the expert and the solver keep,
the sentence FlexTravelBench reveals it with, and how the chat and the command line show it. The
evaluator, the parser, the LLM extractor, the certificates, the searches, FlexTravelBench and the
chat iterate over ``constraints.REGISTRY`` (the LLM policy's prompts too);
``tests/unit/domain/constraints/test_constraint_registry.py`` fails when a registered constraint lacks a hook.

A check reads the plan through the evaluator's ``Context`` (``ctx``): ``ctx.query``,
``ctx.units`` (the counted days), ``ctx.strict``, and its helpers ``ctx.filled(value)``,
``ctx.city_of(entry)``, ``ctx.row(kind, entry)``, ``ctx.mode_of(text)``, ``ctx.cost()``,
``ctx.meals``, ``ctx.meals_eaten()`` (each filled meal with its row). So this package imports nothing of the evaluator (which imports it).

A reader (``read``) gets the normalised request text, the spans of the place names in it (a
cuisine's word inside a place name asks for nothing), and the lists it appends ``warnings`` and ``problems`` to
(a problem makes the request unreadable: two house rules, a cuisine ruled out); it returns the
value or None. The parser (``domain.parsing``) imports this package, so the readers share their
low-level helpers through ``domain.text``, never through the parser.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

Reasons = Iterator[str]
Spans = Sequence[tuple[int, int]]
# What a check and a certificate's words read, named but not imported: the evaluator's ``Context``
# (domain.evaluation.context, whose subpackage imports this one) and the solver's ``TripFacts`` (planning, above).
CheckContext = Any
SolverFacts = Any
Reader = Callable[[str, Spans, list[str], list[str]], Any]  # (text, place spans, warnings, problems) -> the value or None


@dataclass(frozen=True)
class TripPlaces:
    """Where a request goes, for a constraint's ``resolve``: its origin and destination (None when not known yet: a
    chat message), the cities it may stay in (the destination city, or its state's cities), and the sandbox."""

    origin: str | None
    dest: str | None
    cities: tuple[str, ...] | None
    multi_city: bool
    sandbox: Any
    visiting: int | None = None  # how many cities the trip visits, when known
    local: Any = None  # the request's values as read, before matching (a name read both as a sight and a restaurant)

    @classmethod
    def of(cls, origin: str | None, dest: str | None, visiting: int | None, sandbox: Any) -> TripPlaces:
        """The places of a trip from its origin, destination (a city or a state) and number of cities."""
        cities_of_state = dict(getattr(sandbox, "states", {}) or {}).get(dest) if dest else None
        if dest is None:
            return cls(origin, None, None, (visiting or 1) > 1, sandbox, visiting)
        if cities_of_state and (visiting or 1) > 1 or dest not in dict(getattr(sandbox, "cities", {}) or {}):
            return cls(origin, dest, tuple(c for c in cities_of_state or () if c != origin), True, sandbox, visiting)
        return cls(origin, dest, (dest,), False, sandbox, visiting)

    def resolved(self, local: Any, warnings: list[str], problems: list[str]) -> Any:
        """A ``LocalConstraint`` with each value a ``resolve`` hook matches to the data (the registry's constraints)."""
        from himap_travel.domain.constraints import LOCAL

        where = replace(self, local=local)
        update = {c.key: c.resolve(c.local_value(local), where, warnings, problems)  # ``local_value``: no pydantic miss
                  for c in LOCAL if c.resolve is not None and c.local_value(local) is not None}
        return local.model_copy(update=update) if update else local


@dataclass(frozen=True)
class HardConstraint:
    key: str  # the canonical name: the TripSpec / LocalConstraint field
    report_key: str  # the evaluator's name for its check (TravelPlanner's: "room_rule" for the house rule)
    row_key: str  # the benchmark row's spelling ("house rule", "room type")
    label: str  # the words for it
    official: bool  # one of TravelPlanner's: always in a verdict; an extension appears only when a request sets it
    check: Callable[[Any], Reasons]  # the evaluator's check: failure reasons of one plan (ctx.strict: the mode)
    describe: Callable[[Any], str]  # how a request's value reads in the chat and on the command line ("room type: private room")
    flex_sentence: Callable[[Any], str]  # FlexTravelBench's one-line request for it
    # A local constraint's extra hooks. The budget, a global constraint, has none of them: the solver's certificate
    # prices it itself, the parser reads it with the dates (domain.parsing.money: a date is no amount), and the LLM
    # form asks for it among the trip's own fields.
    unmet: Callable[[Any], str] | None = None  # the certificate's words when no plan can meet it (given the solver's facts)
    read: Reader | None = None  # the parser's reading rules: what the request's text asks for (see the module docstring)
    # The LLM form's field is its registry line's value type, bounds included (``Registered.form_field``): the module
    # adds only what the form's JSON schema says of it ("every restaurant rated at least this, if asked"), if anything.
    form_description: str | None = None
    prompt: str | None = None  # what the LLM extractor's prompt says of that field ("the lowest restaurant rating, 0-5")
    instruction: Callable[[Any], str] | None = None  # what a planning model is told of it ("the accommodation must allow pets")
    venue: str | None = None  # the table its filter reads ("accommodation", "restaurant"), None when it filters no rows
    allows: Callable[..., bool] | None = None  # the filter: may this row serve a request with this value? (``admits``)
    aliases: tuple[str, ...] = ()  # other spellings in data and reports
    mention: str | None = None  # a regex for words that name the constraint itself ("the rating"): the chat's "forget the rating"
    claims: Callable[[str], list[tuple[int, int]]] | None = None  # the text spans its statements hold, which the budget reader
    # skips ("nothing over $150 a night" is a price, not a budget per day)
    # The value checked against the data once the trip's places are known (``TripPlaces``): a named attraction or city
    # is matched to the data's spelling, or a problem names it ("did you mean ..."); the parser and the LLM form call it.
    resolve: Callable[[Any, TripPlaces, list[str], list[str]], Any] | None = None  # (value, places, warnings, problems)
    party: bool = False  # its filter needs the party's size too: ``allows(row, value, people)`` (a price per person)
    # The search argument that keeps it, (tool, argument): ("restaurant_search", "min_rating"). The searches' builders
    # (``tools.search_args``) set it from the request; a venue filter with none is kept through the search's ``also_keep``.
    search: tuple[str, str] | None = None
    # Other searches that keep it too, each a (tool, argument) as ``search``: a day's travel limit is kept by both the
    # flight and the drive searches' ``max_hours`` (``search_hooks``).
    more_searches: tuple[tuple[str, str], ...] = ()

    @property
    def local(self) -> bool:
        return self.unmet is not None

    def value(self, holder: Any) -> Any:
        """The request's value of it (a TripSpec, its LocalConstraint, or the evaluator's Query), None when unset."""
        if self.key == "budget":
            return getattr(holder, "budget", None)
        return self.local_value(getattr(holder, "local_constraint", holder))

    def local_value(self, local: Any) -> Any:
        """Its value in a LocalConstraint, None when unset (``value`` without looking for the request around it: on a
        LocalConstraint that look-up is a pydantic attribute miss, which the search builders paid thousands of times a
        turn; issue 44)."""
        return getattr(local, self.key, None) or None  # an empty cuisine list is no constraint

    def admits(self, row: Any, value: Any, people: int) -> bool:
        """The venue filter for a party of ``people`` (most filters do not depend on it: ``party``)."""
        allows = self.allows
        assert allows is not None, f"{self.key} filters no venue"  # admits is asked of the venue filters only
        return allows(row, value, people) if self.party else allows(row, value)

    def search_hooks(self) -> tuple[tuple[str, str], ...]:
        """Every (tool, argument) that keeps it: ``search``, then ``more_searches``."""
        return ((self.search,) if self.search is not None else ()) + self.more_searches

    def spellings(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((self.key, self.report_key, self.row_key, *self.aliases)))
