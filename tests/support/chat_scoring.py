"""How a held-out conversation set is run and scored (tests/unit/graphs/test_chat_heldout.py and
test_chat_heldout_second.py): every turn of a conversation is played, going on after a wrong one, and each turn's
failed checks are kept with its reply, so a set can both assert its known gaps and print its figures by category.

A wrong turn is *silent* when its reply neither admits it did not understand nor says it could not do something: the
chat answered as if it had done what was asked (a plan called valid, "nothing changed", "already") while the thread
does not hold what the person said. The figures name those apart, since they are the ones a person cannot notice.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import Check, turn

Conversation = tuple[str, list[tuple[str, list[Check]]]]  # (category, [(what the person says, the turn's checks)])

_threads = itertools.count()

# What a reply says when it admits it did not do what was asked: a wrong turn with none of these is silent.
_ADMITTED = ("didn't understand", "didn't read", "couldn't", "I can't", "I read English only", "No plan can meet")


def run_conversation(app: Any, name: str, turns: list[tuple[str, list[Check]]]) -> list[tuple[list[int], str]]:
    """Every turn of one conversation (going on after a wrong one): each turn's failed checks and its reply (check -1:
    a check every turn must pass, ``chat_checks.turn``'s)."""
    config = {"configurable": {"thread_id": f"{name}-{next(_threads)}"}}
    before: dict = {}
    results = []
    for message, checks in turns:
        try:
            after, said = turn(app, config, message)
        except AssertionError as error:
            results.append(([-1], str(error)))
            before = app.get_state(config).values
            continue
        results.append(([i for i, check in enumerate(checks) if not holds(check, before, after, said)], said))
        before = after
    return results


def holds(check: Check, before: dict, after: dict, said: str) -> bool:
    """Whether the check holds (one that cannot read what it needs, a plan's day costs when there is no plan, does not)."""
    try:
        return check(before, after, said)
    except (KeyError, IndexError, TypeError):
        return False


def wrong_turns(app: Any, name: str, number: int, conversations: Sequence[Conversation]) -> set[tuple[int, int]]:
    """The (conversation, turn) keys of one conversation's wrong turns."""
    return {(number, t) for t, (failed, _said) in enumerate(run_conversation(app, name, conversations[number][1])) if failed}


def is_silent(said: str) -> bool:
    """A wrong turn's reply that admits nothing (see the module's note)."""
    return not any(words in said for words in _ADMITTED)


def print_scores(app: Any, name: str, conversations: Sequence[Conversation], categories: Sequence[str]) -> None:
    """Score every turn and print the wrong ones and the figures, by category (silent wrong turns counted apart)."""
    right, wrong, silent = Counter[str](), Counter[str](), Counter[str]()
    for number, (category, turns) in enumerate(conversations):
        for t, (failed, said) in enumerate(run_conversation(app, name, turns)):
            (wrong if failed else right)[category] += 1
            if failed:
                silent[category] += is_silent(said)
                mark = "silent" if is_silent(said) else "wrong"
                print(f"{mark}: conversation {number} turn {t} ({category}) {turns[t][0]!r} checks {failed}: {said[:300]!r}")
    for category in categories:
        print(f"{category:12} {right[category]:3} right {wrong[category]:3} wrong ({silent[category]} silent)")
    print(f"{'all':12} {sum(right.values()):3} right {sum(wrong.values()):3} wrong ({sum(silent.values())} silent)")


def check_size(conversations: Sequence[Conversation], categories: Sequence[str], least: int, least_turns: int = 120) -> None:
    """A held-out set is as large as asked, its categories known, and no two conversations open alike."""
    assert len(conversations) >= least and sum(len(turns) for _category, turns in conversations) >= least_turns
    assert {category for category, _turns in conversations} <= set(categories)
    assert len({turns[0][0] for _category, turns in conversations}) == len(conversations)


def check_conversation(app: Any, name: str, number: int, conversations: Sequence[Conversation],
                       known_gaps: dict[tuple[int, int], str]) -> None:
    """Conversation ``number`` goes wrong exactly on its known gaps (a gap fixed must leave the list)."""
    wrong = wrong_turns(app, name, number, conversations)
    gaps = {key for key in known_gaps if key[0] == number}
    assert wrong == gaps, f"wrong turns {sorted(wrong - gaps)} (fixed gaps: {sorted(gaps - wrong)})"


def held_out_set(name: str, conversations: Sequence[Conversation], categories: Sequence[str],
                 known_gaps: dict[tuple[int, int], str], least: int, least_turns: int = 120) -> tuple[Any, ...]:
    """The tests every held-out set runs, made once: the module's ``app`` fixture, the size test, one test per
    conversation, and ``main`` (run as a script, the figures by category). A set module assigns them to its own names:
    ``app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(...)``."""

    @pytest.fixture(scope="module")
    def app() -> Any:
        return build_chat_graph(InMemorySaver())

    def test_the_set_is_the_size_asked() -> None:
        check_size(conversations, categories, least=least, least_turns=least_turns)

    @pytest.mark.parametrize("number", range(len(conversations)))
    def test_a_held_out_conversation(app: Any, number: int) -> None:
        check_conversation(app, name, number, conversations, known_gaps)

    def main() -> None:
        """Score every turn and print the figures, by category."""
        print_scores(build_chat_graph(InMemorySaver()), name, conversations, categories)

    return app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main
