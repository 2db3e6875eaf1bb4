"""FlexTravelBench instances: read, validated and typed, and the constraints each turn has revealed.

A file is a JSON list of TravelPlanner query rows with one or two constraints
taken out (the ``new_constraints``, revealed one per later turn). Quirks the
data README and the files show, handled here rather than "fixed":

* ``date`` and ``local_constraint`` are Python literals in text;
* the withheld field is ``null`` in turn 1 (``budget`` or ``people_number``),
  or ``None`` inside ``local_constraint``;
* ``idx`` is the validation row, so the same ``idx`` appears in every file:
  an instance is named by its file and position, never by ``idx`` alone;
* a 3-turn text may still mention a withheld constraint ("without the need for
  accommodations where parties are allowed"): the structured fields are the
  truth the replay checks the chat's reading against.

Budget and people are global constraints (they reshape the whole trip); house
rule, cuisine, room type and transportation are local (one kind of venue).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.evaluation.query_check import places_problem
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.json_text import parse_json, python_literal
from himap_travel.domain.text.problems import first_problems
from himap_travel.state.trip import QUERY_COLUMNS, HouseRule, LocalConstraint, RoomType, TransportRule, TripSpec, not_a_bool

# FlexTravelBench's kinds, and the local constraints of ours (their values are checked as a request's field is)
if TYPE_CHECKING:
    ConstraintKind = str  # a type checker cannot run the registry (as state.plan.CertificateKind); pydantic checks the kinds
else:
    ConstraintKind = Literal[("budget", "people_number", *(c.row_key for c in LOCAL))]
KINDS: tuple[str, ...] = get_args(ConstraintKind)
GLOBAL_KINDS = ("budget", "people_number")
LOCAL_KEYS = tuple(c.row_key for c in LOCAL if c.official)  # TravelPlanner's four: every row has them
NO_LOCAL = {key: None for key in LOCAL_KEYS}


class FlexDataError(ValueError):
    """A FlexTravelBench file that cannot be used (names the file and the instance)."""


def scope(kind: str) -> str:
    """'global' for budget and people, 'local' for the venue constraints."""
    return "global" if kind in GLOBAL_KINDS else "local"


def _valid_field(row_key: str, value: Any) -> bool:
    """A value of one of our constraints is valid when a request's ``local_constraint`` takes it."""
    try:
        LocalConstraint.model_validate({row_key: value})
    except ValidationError:
        return False
    return value is not None


class NewConstraint(BaseModel):
    """One revealed constraint: its kind and value, validated against the planner's vocabulary."""

    model_config = ConfigDict(frozen=True)

    kind: ConstraintKind
    value: Any

    @model_validator(mode="after")
    def _valid_value(self) -> NewConstraint:
        checks: dict[str, Callable[[Any], object]] = {  # a truthy result keeps the value
            "budget": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0,
            "people_number": lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 20,
            "house rule": lambda v: v in get_args(HouseRule),
            "room type": lambda v: v in get_args(RoomType),
            "transportation": lambda v: v in get_args(TransportRule),
            "cuisine": lambda v: isinstance(v, list) and v and all(isinstance(c, str) and c for c in v),
        }
        ok = checks.get(self.kind, lambda v: _valid_field(self.kind, v))
        if not ok(self.value):
            raise ValueError(f"{self.kind}: {self.value!r} is not a value the planner knows")
        return self

    def as_dict(self) -> dict[str, Any]:
        """FlexTravelBench's own form, e.g. ``{'budget': 11300}``."""
        return {self.kind: self.value}


class FlexInstance(BaseModel):
    """One multi-turn instance: turn 1's request (text and fields) and the constraints later turns add.

    FlexTravelBench's row, an edge of the planner: a turn's request is the query row ``row_at`` gives (a people count
    or budget may be withheld until a later turn), which the chat and ``to_query`` read."""

    model_config = ConfigDict(frozen=True)

    file: str  # the file's stem, e.g. val_dataset_without_budget_one
    position: int  # 0-based position in the file
    idx: int  # the TravelPlanner validation row
    org: str
    dest: str
    days: int = Field(ge=1)
    visiting_city_number: int = Field(ge=1)
    date: list[str]
    people_number: int | None = None
    budget: float | None = None
    local_constraint: dict[str, Any]
    query: str
    level: str | None = None
    new_constraints: list[NewConstraint] = Field(min_length=1)

    @field_validator("days", "visiting_city_number", "people_number", "budget", mode="before")
    @classmethod
    def _not_a_bool(cls, value: Any) -> Any:
        return not_a_bool(value)

    @field_validator("date", "local_constraint", mode="before")
    @classmethod
    def _literal(cls, value: Any) -> Any:
        return python_literal(value) if isinstance(value, str) else value  # a key twice refused (json_text)

    @field_validator("query")
    @classmethod
    def _said(cls, value: str) -> str:
        """A query of blanks is refused with the file and the instance, as a missing one is: replayed, its first turn
        said nothing, and the chat's refusal came back as a failed instance that named neither."""
        if not value.strip():
            raise ValueError("query is empty: the instance's first turn would say nothing")
        return value

    @field_validator("local_constraint")
    @classmethod
    def _local_keys(cls, value: dict[str, Any]) -> dict[str, Any]:
        unknown = set(value) - set(LOCAL_KEYS)
        if unknown:
            raise ValueError(f"unknown local constraint key(s): {first_problems(sorted(unknown))}")
        return {**NO_LOCAL, **value}

    @field_validator("new_constraints", mode="before")
    @classmethod
    def _entries(cls, value: Any) -> Any:
        if not isinstance(value, list):
            raise ValueError("new_constraints must be a list")
        entries: list[NewConstraint | dict[str, Any]] = []  # the model, or its fields for pydantic to validate
        for entry in value:
            if isinstance(entry, NewConstraint):
                entries.append(entry)
                continue
            if not isinstance(entry, dict) or len(entry) != 1:
                raise ValueError(f"each new constraint is a one-key object, got {entry!r}")
            (kind, item), = entry.items()
            entries.append({"kind": kind, "value": item})
        return entries

    @model_validator(mode="after")
    def _withheld(self) -> FlexInstance:
        if len(self.date) != self.days:
            raise ValueError(f"{self.days} days but {len(self.date)} dates")
        for constraint in self.new_constraints:
            if _current(self.base_row(), constraint.kind) is not None:
                raise ValueError(f"{constraint.kind} is revealed later but already set in turn 1")
        final = self.row_at(self.turns)
        if final["budget"] is None or final["people_number"] is None:
            raise ValueError("the last turn still lacks a budget or a people count")
        try:  # the request the last turn makes is planned and scored: refused here, not once the replay has run
            TripSpec.from_trip(final)
        except ValidationError as error:
            problems = [f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in error.errors(include_url=False)]
            raise ValueError(f"the last turn's request cannot be planned ({first_problems(problems)})") from None
        return self

    @property
    def turns(self) -> int:
        return 1 + len(self.new_constraints)

    @property
    def key(self) -> str:
        """Unique across files (``idx`` is not: every file reuses the validation rows)."""
        return f"{self.file}#{self.position}"

    @property
    def removed(self) -> str:
        """The withheld constraint(s), global first: 'budget', 'budget + house rule'."""
        kinds = [c.kind for c in self.new_constraints]
        return " + ".join(sorted(kinds, key=lambda k: (scope(k) != "global", k)))

    @property
    def ordering(self) -> str:
        """How the constraints arrive: 'global→local', 'local→global' (3-turn), or 'global'/'local' (2-turn)."""
        return "→".join(scope(c.kind) for c in self.new_constraints)

    def base_row(self) -> dict[str, Any]:
        """Turn 1's fields as a TravelPlanner query row (withheld fields None)."""
        row = {name: getattr(self, name) for name in QUERY_COLUMNS}
        return row | {"date": list(self.date), "local_constraint": dict(self.local_constraint)}

    def row_at(self, turn: int) -> dict[str, Any]:
        """The accumulated constraints after ``turn`` (1-based): turn 1's fields plus the first turn-1 revealed."""
        if not 1 <= turn <= self.turns:
            raise ValueError(f"turn {turn} of a {self.turns}-turn instance")
        row = self.base_row()
        row["local_constraint"] = dict(row["local_constraint"])
        for constraint in self.new_constraints[: turn - 1]:
            _apply(row, constraint)
        return row

    def added_at(self, turn: int) -> NewConstraint | None:
        """The constraint turn ``turn`` reveals (None for turn 1)."""
        return self.new_constraints[turn - 2] if turn >= 2 else None


def _current(row: dict[str, Any], kind: str) -> Any:
    return row["local_constraint"].get(kind) if kind in LOCAL_KEYS else row[kind]


def _apply(row: dict[str, Any], constraint: NewConstraint) -> None:
    """Merge one revealed constraint into a query row, as FlexTravelBench's ``update_constraints_and_query`` does."""
    if constraint.kind in LOCAL_KEYS:
        row["local_constraint"][constraint.kind] = constraint.value
    else:
        row[constraint.kind] = _as_budget(constraint.value) if constraint.kind == "budget" else constraint.value


def _as_budget(value: float) -> float:
    """A revealed budget as a row's budget is, a float; an integer past every float (400 digits) is left as it is, for
    the last turn's ``TripSpec`` to name ("not a valid number"): ``float`` raised ``OverflowError``, a traceback."""
    try:
        return float(value)
    except OverflowError:
        return value


MANIFEST = "manifest.json"  # what ``flex build-3turn`` writes beside its instance files (not instances)


MAX_FILE_BYTES = 256 * 1024 * 1024  # the shipped files have 1 to 3 MB


def json_files(path: str | Path) -> list[Path]:
    """PATH itself, or the JSON files of a folder in name order (a build manifest left out)."""
    path = Path(path)
    if path.is_dir():
        files = sorted(p for p in path.glob("*.json") if p.name != MANIFEST)
        if not files:
            raise FlexDataError(f"{path} holds no .json files")
        return files
    if not path.exists():
        raise FlexDataError(f"{path} does not exist")
    if not path.is_file():  # a device such as /dev/zero was read to its end: all memory, then the kernel's kill
        raise FlexDataError(f"{path} is not a regular file: give a FlexTravelBench JSON file or a folder of them")
    if path.stat().st_size > MAX_FILE_BYTES:
        raise FlexDataError(f"{path} has {path.stat().st_size:,} bytes: a FlexTravelBench file has a few MB "
                            f"(at most {MAX_FILE_BYTES:,} are read)")
    return [path]


def load_file(path: str | Path) -> list[FlexInstance]:
    """Every instance of one FlexTravelBench file, validated; the first bad one is named."""
    path = Path(path)
    try:
        raw = parse_json(path.read_text(encoding="utf-8-sig"))  # a byte-order mark is no part of the JSON
    except (OSError, ValueError) as error:  # JSONDecodeError, and UnicodeDecodeError for a file that is not text
        raise FlexDataError(f"{path}: cannot read it as JSON ({error})") from error
    if not isinstance(raw, list):
        raise FlexDataError(f"{path}: expected a JSON list of instances, got a {type(raw).__name__}")
    if not raw:  # nothing to replay: refused before any output is written, not a report of 0 instances
        raise FlexDataError(f"{path}: holds no instances (an empty list)")
    instances = []
    for position, item in enumerate(raw):
        if not isinstance(item, dict):
            raise FlexDataError(f"{path}, instance {position}: not a JSON object")
        try:
            instances.append(FlexInstance.model_validate({**item, "file": path.stem, "position": position}))
        except ValidationError as error:
            problems = [f"{'.'.join(map(str, e['loc'])) or 'instance'}: {e['msg']}" for e in error.errors(include_url=False)]
            raise FlexDataError(f"{path}, instance {position} (idx {item.get('idx')!r:.40}): {first_problems(problems)}") from error
    return instances


def refuse_unknown_places(path: str | Path, instances: list[FlexInstance], sandbox: Sandbox) -> None:
    """Refuse, before any replay, the first instance whose origin or destination is not in the sandbox (named with its
    file and position): its turns would be replayed for nothing and its final plan could not be scored."""
    for instance in instances:
        problem = places_problem(TripSpec.from_trip(instance.row_at(instance.turns)), sandbox)
        if problem:
            raise FlexDataError(f"{path}, instance {instance.position} (idx {instance.idx}): {problem}")


def load_instances(path: str | Path) -> list[FlexInstance]:
    """The instances of a file, or of every file in a folder (file by file, in order)."""
    return [instance for file in json_files(path) for instance in load_file(file)]


def instance_json(instance: FlexInstance) -> dict[str, Any]:
    """An instance in the FlexTravelBench file format (literals as text, as the shipped files write them)."""
    row = instance.base_row()
    return {
        "org": row["org"], "dest": row["dest"], "days": row["days"], "visiting_city_number": row["visiting_city_number"],
        "date": str(row["date"]), "people_number": row["people_number"], "local_constraint": str(row["local_constraint"]),
        "budget": _plain_number(row["budget"]), "query": row["query"], "level": row["level"],
        "new_constraints": [c.as_dict() for c in instance.new_constraints], "idx": instance.idx,
    }


def _plain_number(value: float | None) -> float | int | None:
    return int(value) if isinstance(value, float) and value.is_integer() else value
