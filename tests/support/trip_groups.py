"""How an intents held-out set said on planned trips is scored part by part (the sixteenth to eighteenth sets,
tests/unit/nodes/chat/test_chat_intents_heldout_sixteenth.py and after): each trip's messages by kind
(``TripGroups``), each kind's misses summed over the trips, in one order of parts (``parts``), and every message the
set says (``messages``), for the check that no sentence of an earlier set is reused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tests.support import reply_scoring
from tests.support.edit_scoring import Edit, edit_misses, redo_misses, swap_misses, talk_misses_on, tally_parts
from tests.unit.nodes.chat.test_chat_intents_heldout_fourteenth import _one, ask_misses, label_misses, refusal_misses

Part = tuple[str, int, list[str]]  # (the part's name, how many messages it holds, those read wrong)


@dataclass(frozen=True)
class TripGroups:
    """One planned trip's thread (and the thread right after an undo on it) and its messages by kind."""

    name: str
    state: dict[str, Any]
    undone: dict[str, Any]
    questions: Sequence[Any]
    edits: Sequence[Edit]
    swaps: Sequence[str]
    intents: Sequence[Any]
    mixed: Sequence[Any]
    refusals: Sequence[Any]
    ask: Sequence[str]
    follow: Sequence[Any]


def parts(sandbox: Any, trips: Sequence[TripGroups], take_backs: Sequence[tuple[str, Any, dict[str, Any]]],
          redo: Sequence[str], talk: Sequence[str]) -> list[Part]:
    """Each part's name, size and misses: a kind said on every trip is one part, its misses those of each trip."""
    def over(kind: str, misses_on: Any) -> Part:
        groups = [(trip, getattr(trip, kind)) for trip in trips]
        return kind, sum(len(group) for _trip, group in groups), [m for trip, group in groups for m in misses_on(group, trip)]

    said_back = [m for message, want, thread in take_backs for m in edit_misses([(message, want)], thread)]
    redone = sorted({m for trip in trips for m in redo_misses(redo, trip.undone)})
    return [
        over("questions", lambda group, trip: label_misses(_one(group), trip.state, sandbox, "question")),
        over("edits", lambda group, trip: edit_misses(group, trip.state)),
        ("take-backs", len(take_backs), said_back),
        over("swaps", lambda group, trip: swap_misses(group, trip.state)),
        ("redo", len(redo), redone),
        over("intents", lambda group, trip: label_misses(group, trip.state, sandbox, "intent")),
        over("mixed", lambda group, trip: label_misses(group, trip.state, sandbox, "mixed")),
        over("refusals", lambda group, trip: refusal_misses(group, trip.state)),
        _renamed(over("ask", lambda group, trip: ask_misses(group, trip.state)), "ask-back"),
        _renamed(over("follow", lambda group, trip: reply_scoring.follow_up_misses(group, sandbox, trip.state)), "follow-ups"),
        ("talk", len(talk), talk_misses_on(talk, sandbox, {trip.name: trip.state for trip in trips}))]


def _renamed(part: Part, name: str) -> Part:
    return name, part[1], part[2]


def messages(trips: Sequence[TripGroups], take_backs: Sequence[tuple[str, Any, Any]], redo: Sequence[str],
             talk: Sequence[str]) -> list[str]:
    """Every message the set says, of every kind on every trip."""
    said = [m for trip in trips for group in (trip.questions, trip.edits, trip.intents, trip.mixed, trip.refusals)
            for m, _want in group]
    said += [m for m, _want, _thread in take_backs] + [m for trip in trips for _before, m, _want in trip.follow]
    return said + [m for trip in trips for m in trip.swaps] + list(redo) + [m for trip in trips for m in trip.ask] + list(talk)


@dataclass(frozen=True)
class IntentSet:
    """One intents set's trips and its messages said on no trip: how many it holds and those read wrong
    (``all_misses``, each part's tally printed), and every message it says (``messages``), for the sets' own tests."""

    trips: Sequence[TripGroups]
    take_backs: Sequence[tuple[str, Any, dict[str, Any]]]
    redo: Sequence[str]
    talk: Sequence[str]

    def all_misses(self, sandbox: Any) -> tuple[int, list[str]]:
        return tally_parts(parts(sandbox, self.trips, self.take_backs, self.redo, self.talk))

    def messages(self) -> list[str]:
        return messages(self.trips, self.take_backs, self.redo, self.talk)
