"""The LLM extractor: the request as a ``TripSpec`` by structured output, then checked.

The server fills a JSON schema (constrained decoding on vLLM); the answer is
validated as a ``TripSpec`` and its places against the sandbox. Anything
wrong becomes a ``TripSpecError`` that names it: an invented city is never
planned for.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, cast

import openai
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field, ValidationError, create_model

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.errors import ModelRequestRejected
from himap_travel.planning.policies.llm.errors import server_errors
from himap_travel.planning.policies.llm.places import match_name, suggestions
from himap_travel.planning.policies.llm.prompts import EXTRACTOR
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.trip import MAX_CITIES, MAX_DAYS, MAX_PEOPLE, REGISTERED, LocalConstraint, TripSpec, TripSpecError


class TripShape(BaseModel):
    """The trip's own fields of the form; ``TripForm`` adds one field per local constraint, from the registry.

    The LLM form is an edge of the planner, not a request shape of its own: ``LLMExtractor.to_spec`` makes it a
    ``TripSpec``, whose field names and bounds these are (typed for constrained decoding: short names, ISO dates)."""

    org: str = Field(max_length=60)
    dest: str = Field(max_length=60)
    days: int = Field(ge=1, le=MAX_DAYS)
    visiting_city_number: int = Field(ge=1, le=MAX_CITIES)
    date: list[Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")]] = Field(max_length=MAX_DAYS, description="YYYY-MM-DD, one per day")
    people_number: int = Field(ge=1, le=MAX_PEOPLE)
    budget: float = Field(gt=0)


# The form the model fills: each local constraint's field is its registry line's value type (``Registered.form_field``)
# with its module's ``form_description``, so a new constraint is asked for without touching this file. The JSON schema
# is what the server constrains decoding with.
_LINES = {line.key: line for line in REGISTERED}
_FORM_FIELDS: dict[str, Any] = {c.key: _LINES[c.key].form_field(c.form_description) for c in LOCAL}
TripForm = create_model(
    "TripForm",
    __base__=TripShape,
    __doc__="The form the model fills (flat, no aliases, bounded lengths: easy to constrain and always short).",
    **_FORM_FIELDS,
)


Section = Literal["org", "dest"]


class LLMExtractor:
    def __init__(self, model: BaseChatModel, settings: LLMSettings, sandbox: Sandbox) -> None:
        self.model = model.with_structured_output(TripForm, method="json_schema", include_raw=True)
        self.settings, self.sandbox = settings, sandbox

    def extract(self, query: str) -> TripSpec:
        messages = [SystemMessage(EXTRACTOR), HumanMessage(query)]
        try:
            with server_errors(self.settings.base_url):
                answer = self.model.invoke(messages)
        except ModelRequestRejected as error:
            raise TripSpecError(f"the model could not read the request: {error}") from error
        except ValidationError as error:  # the client parses the JSON itself and may raise
            raise TripSpecError(f"the model's answer is not a valid trip form: {str(error)[:300]}") from error
        except openai.LengthFinishReasonError as error:
            raise TripSpecError(f"the model's answer was cut off at {self.settings.max_tokens} tokens, "
                                "before the form was complete") from error
        answer = cast(dict[str, Any], answer)  # include_raw=True: the parsed form with the raw reply, as a dict
        if answer.get("parsed") is None:
            problem = answer.get("parsing_error") or "no answer"
            raise TripSpecError(f"the model's answer is not a valid trip form: {str(problem)[:300]}")
        return self.to_spec(answer["parsed"], query)

    def to_spec(self, form: TripShape, query: str) -> TripSpec:
        """The form (a ``TripForm``) as a validated ``TripSpec`` whose places exist in the sandbox (the adapter from the
        LLM form: the trip's own fields as given, its places matched to the data); its constraints are read back
        through the registry, as the form was built."""
        org = self._place(form.org, "org")
        dest = self._place(form.dest, "dest")
        rule = {c.row_key: c.value(form) for c in LOCAL}
        rule = self._resolved(rule, org, dest, form.visiting_city_number)
        trip = {name: getattr(form, name) for name in TripShape.model_fields} | {"org": org, "dest": dest}
        try:
            return TripSpec(**trip, local_constraint=rule, query=query)
        except ValidationError as error:
            problems = "; ".join(item["msg"].removeprefix("Value error, ") for item in error.errors(include_url=False))
            raise TripSpecError(f"the model's reading of the request is inconsistent: {problems}") from error

    def _resolved(self, rule: dict[str, Any], org: str, dest: str, visiting: int) -> dict[str, Any]:
        """The named sights and cities matched to the data as the parser matches them (``HardConstraint.resolve``):
        a name the trip's cities lack is refused, naming it, never planned for."""
        problems: list[str] = []
        try:
            local = LocalConstraint.model_validate(rule)
        except ValidationError:
            return rule  # TripSpec names what is wrong
        resolved: LocalConstraint = TripPlaces.of(org, dest, visiting, self.sandbox).resolved(local, [], problems)
        if problems:
            raise TripSpecError(f"the model's reading of the request names what the data lacks: {'; '.join(problems)}")
        return resolved.as_row()

    def _place(self, name: str, section: Section) -> str:
        cities = self.sandbox.cities
        found = match_name(name, cities) or (match_name(name, self.sandbox.states) if section == "dest" else None)
        if found is None:
            near = suggestions(name, [*cities, *self.sandbox.states] if section == "dest" else cities)
            hint = f" (did you mean {', '.join(near)}?)" if near else ""
            raise TripSpecError(f"unknown {'origin' if section == 'org' else 'destination'} {name!r}{hint}")
        return found
