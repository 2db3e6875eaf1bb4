"""What the project knows about one hard constraint, in one place: ``HardConstraint``.

Each hard constraint is a module of this package holding a ``CONSTRAINT``: its one canonical
key and the other spellings the data uses, how a request states it (the parser's reading rules,
``read``, and the LLM form's field, ``form_field``), its check (official and strict mode), the
words a certificate gives when it cannot be met, the venue filter the expert and the solver keep,
the sentence FlexTravelBench reveals it with, and how the chat and the command line show it. The
evaluator, the parser, the LLM extractor, the certificates, the searches, FlexTravelBench and the
chat iterate over ``constraints.REGISTRY`` (the LLM policy's prompts too);
``tests/test_constraint_registry.py`` fails when a registered constraint lacks a hook.

A check reads the plan through the evaluator's ``Context`` (``ctx``): ``ctx.query``,
``ctx.units`` (the counted days), ``ctx.strict``, and its helpers ``ctx.filled(value)``,
``ctx.city_of(entry)``, ``ctx.row(kind, entry)``, ``ctx.mode_of(text)``, ``ctx.cost()``,
``ctx.meals``. So this package imports nothing of the evaluator (which imports it).

A reader (``read``) gets the normalised request text, the spans of the place names in it (a
cuisine's word inside a place name asks for nothing), and the lists it appends ``warnings`` and ``problems`` to
(a problem makes the request unreadable: two house rules, a cuisine ruled out); it returns the
value or None. The parser (``domain.parsing``) imports this package, so the readers share their
low-level helpers through ``domain.text``, never through the parser.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

Reasons = Iterator[str]
Spans = Sequence[tuple[int, int]]
Reader = Callable[[str, Spans, list[str], list[str]], Any]  # (text, place spans, warnings, problems) -> the value or None


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
    form_field: tuple[Any, Any] | None = None  # the LLM form's field: (type, default or Field(...)) for pydantic.create_model
    instruction: Callable[[Any], str] | None = None  # what a planning model is told of it ("the accommodation must allow pets")
    venue: str | None = None  # the table its filter reads ("accommodation", "restaurant"), None when it filters no rows
    allows: Callable[[Any, Any], bool] | None = None  # the filter: may this row serve a request with this value?
    aliases: tuple[str, ...] = ()  # other spellings in data and reports
    mention: str | None = None  # a regex for words that name the constraint itself ("the rating"): the chat's "forget the rating"
    claims: Callable[[str], list[tuple[int, int]]] | None = None  # the text spans its statements hold, which the budget reader
    # skips ("nothing over $150 a night" is a price, not a budget per day)

    @property
    def local(self) -> bool:
        return self.unmet is not None

    def value(self, holder: Any) -> Any:
        """The request's value of it (a TripSpec, its LocalConstraint, or the evaluator's Query), None when unset."""
        if self.key == "budget":
            return getattr(holder, "budget", None)
        local = getattr(holder, "local_constraint", holder)
        value = getattr(local, self.key, None)
        return value or None  # an empty cuisine list is no constraint

    def spellings(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((self.key, self.report_key, self.row_key, *self.aliases)))
