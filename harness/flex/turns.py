"""What the simulated user writes at each turn, and how it answers the chat's clarifying questions.

Turn 1 is the instance's query text. A later turn states the newly revealed
constraint in FlexTravelBench's own one-line phrasing (its
``constraints_generator.generate_query``): "My budget is 11300.", "The
accommodation should allow for pets.", "we're particularly interested in
trying out Chinese, Mexican food.", "I need a private room.", "The total number
of people traveling is 4.". The two ``history`` settings of its runner:

* ``full`` (its ``history: 1``): the conversation is kept (one chat thread), and
  the turn says "Revise the previous plan to additionally satisfy the newly
  provided condition: <sentence>" - the chat edits its current trip and keeps
  the previous plan if it still passes;
* ``rebuilt`` (its ``history: 0``): the model sees one rebuilt message with the
  previous conditions and the new one. Here it is a self-contained request in
  words (route, dates, people, budget, every constraint so far, then the new
  one), which names a whole route, so the chat reads it as a new trip: nothing
  carries over from the conversation. FlexTravelBench also pastes the previous
  plan into that message; the chat cannot read a plan from text, so the
  rebuilt message carries the conditions only.

The chat never assumes a budget or a people count: a request without one is
asked about (in a rebuilt message too: it leaves out what is not yet given).
FlexTravelBench's turn 1 leaves them out on purpose, so the user
answers with a stand-in: no budget is "$1,000,000" (no trip in the sandbox
comes near it, so it constrains nothing, as an absent budget does; the
FlexTravelBench score ignores the budget until it is revealed), and no people
count is 1 (what FlexTravelBench's scorer counts when the number is missing).
A question about a field the structured row does give (the text was misread)
is answered with the row's value.
"""

from __future__ import annotations

from datetime import date as Date
from typing import Any, Literal, get_args

from typing_extensions import TypeIs

from himap_travel.domain.constraints import LOCAL, named
from himap_travel.harness.flex.data import FlexInstance, NewConstraint

History = Literal["full", "rebuilt"]
HISTORIES: tuple[str, ...] = get_args(History)
NO_BUDGET = 1_000_000.0  # the stand-in for "no budget yet" (the chat needs one to plan)
NO_PEOPLE = 1  # the stand-in for "no people count yet" (FlexTravelBench's scorer counts 1)
REVISE = "Revise the previous plan to additionally satisfy the newly provided condition: "


def is_history(name: str) -> TypeIs[History]:
    """True when ``name`` is one of the ``HISTORIES`` (what ``flex run --history`` takes)."""
    return name in HISTORIES


def constraint_sentence(constraint: NewConstraint) -> str:
    """FlexTravelBench's one-line request for a revealed constraint (its wording, lower-case 'we're' included)."""
    if constraint.kind == "people_number":  # a global field, not a hard constraint
        return f"The total number of people traveling is {constraint.value}."
    return named(constraint.kind).flex_sentence(constraint.value)


def turn_message(instance: FlexInstance, turn: int, history: History = "full") -> str:
    """The user's message at ``turn`` (1-based)."""
    if turn == 1:
        return instance.query
    added = instance.added_at(turn)
    if added is None:
        raise ValueError(f"turn {turn}: turns are counted from 1")
    if history == "full":
        return REVISE + constraint_sentence(added)
    previous = instance.row_at(turn - 1)
    return (f"{request_text(previous)} Those were the previous conditions. "
            f"Now also satisfy this new condition: {constraint_sentence(added)}")


def request_text(row: dict[str, Any]) -> str:
    """A whole request in words from a query row's fields; a budget or people count not yet given is left out
    (the chat asks for it, and the answer is the stand-in, as in turn 1)."""
    dates = [Date.fromisoformat(d) for d in row["date"]]
    cities = row["visiting_city_number"]
    where = f"to {row['dest']}" if cities == 1 else f"to {row['dest']}, visiting {cities} cities"
    text = f"Please plan a {row['days']}-day trip from {row['org']} {where}, from {_day(dates[0])} to {_day(dates[-1])}, {dates[-1].year}"
    if row["people_number"]:
        text += f", for {row['people_number']} {'person' if row['people_number'] == 1 else 'people'}"
    if row["budget"]:
        text += f", with a budget of ${row['budget']:,.0f}"
    parts = [text + "."]
    local = row["local_constraint"]
    for kind in (c.row_key for c in LOCAL):
        if local.get(kind):
            sentence = constraint_sentence(NewConstraint(kind=kind, value=local[kind]))
            parts.append(sentence[:1].upper() + sentence[1:])
    return " ".join(parts)


def answer(missing: list[str], expected: dict[str, Any]) -> str:
    """The user's answer to a clarifying question about ``missing`` (the row's value, else the stand-in).

    Asked whether to plan without a wish the data cannot say (``"wishes"``: a turn's vague hint at the constraint it
    withholds, "accommodations suitable for our group"), the benchmark's user says yes: the turn that states the
    constraint comes later, as FlexTravelBench scripts it."""
    if "wishes" in missing:
        if len(missing) == 1:
            return "yes, plan without it"
        missing = [name for name in missing if name != "wishes"]
    words = []
    for name in missing:
        if name == "budget":
            words.append(f"a budget of ${expected['budget'] or NO_BUDGET:,.0f}")
        elif name == "people_number":
            people = expected["people_number"] or NO_PEOPLE
            words.append(f"{people} {'person' if people == 1 else 'people'}")
        elif name == "org":
            words.append(f"from {expected['org']}")
        elif name == "dest":
            words.append(f"to {expected['dest']}")
        elif name == "date":
            dates = [Date.fromisoformat(d) for d in expected["date"]]
            words.append(f"from {_day(dates[0])} to {_day(dates[-1])}, {dates[-1].year}")
    if len(words) == 1 and missing[0] in ("budget", "people_number"):  # a short answer, read as the field asked for
        return words[0].removeprefix("a budget of ")
    return ", ".join(words)


def stand_ins(row: dict[str, Any]) -> dict[str, Any]:
    """The row as the chat should hold it: the stand-ins in place of a withheld budget or people count."""
    return {**row, "budget": row["budget"] or NO_BUDGET, "people_number": row["people_number"] or NO_PEOPLE}



def _day(day: Date) -> str:
    return f"{day.strftime('%B')} {day.day}"
