"""The six tests a held-out wish set runs (the eighteenth set's shape and later), made once.

A set module lists its corpora, budget texts, mixed, soft and reasoned wishes and its known gaps, and assigns the tests
to its own names (pytest collects them by those names):

    (test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
     test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
     test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(...))

Every list of gaps is compared whole: a gap closed fails the set until it leaves its list, as a new miss does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tests.support.leftover_scoring import missed_of, reason_miss
from tests.support.reading_scoring import budget_read, dropped, score


@dataclass(frozen=True)
class WishSet:
    """A held-out wish set: what it reads and the misses it measured and left visible."""

    corpora: Any  # score()'s corpora: (base, [(wish, expected), ...]) pairs
    least_read_right: int  # the set's "read right" figure after its fixes: fewer fails
    known_gaps: Sequence[str]  # wrongly read or false alarms
    budgets: Sequence[tuple[str, float | str]]
    mixed: Sequence[tuple[str, str, dict]]
    soft: Sequence[tuple[str, str, dict]]
    reasons: Sequence[tuple[str, str, dict, str, str]]
    known_silent: Sequence[str] = ()
    known_budget_gaps: Sequence[str] = ()
    known_mixed_gaps: Sequence[str] = ()
    known_soft_gaps: Sequence[str] = ()
    known_reason_gaps: Sequence[str] = ()
    least_wishes: int = 250


def wish_set(wishes: WishSet) -> tuple[Callable[..., None], ...]:
    """The set's six tests, in the order of the module docstring's assignment."""

    def test_the_corpus_reads_as_written(sandbox: Any) -> None:
        tally = score(wishes.corpora, sandbox)
        missed = sorted(tally["wrongly read"] + tally["false alarm"])
        assert sum(len(v) for v in tally.values()) >= wishes.least_wishes
        assert len(tally["read right"]) >= wishes.least_read_right and missed == sorted(wishes.known_gaps)

    def test_no_wish_is_dropped_in_silence(sandbox: Any) -> None:
        assert sorted(dropped(wishes.corpora, sandbox)) == sorted(wishes.known_silent)

    def test_the_budget_forms_read_as_written(sandbox: Any) -> None:
        missed = sorted(text for text, expected in wishes.budgets if budget_read(text, sandbox) != expected)
        print("budget misses:", missed)
        assert missed == sorted(wishes.known_budget_gaps)

    def test_mixed_wishes_read_one_part_and_name_the_other(sandbox: Any) -> None:
        assert missed_of(list(wishes.mixed), sandbox) == sorted(wishes.known_mixed_gaps)

    def test_a_kind_of_sight_said_in_passing_is_named_never_refused(sandbox: Any) -> None:
        assert missed_of(list(wishes.soft), sandbox) == sorted(wishes.known_soft_gaps)

    def test_a_wish_named_for_a_reason_gives_the_reason(sandbox: Any) -> None:
        why = {item[1]: reason_miss(*item, sandbox) for item in wishes.reasons}
        print({wish: reason for wish, reason in why.items() if reason})
        assert sorted(wish for wish, reason in why.items() if reason) == sorted(wishes.known_reason_gaps)

    return (test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
            test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
            test_a_wish_named_for_a_reason_gives_the_reason)


def print_figures(wishes: WishSet) -> None:
    """Print a set's figures and misses (how HEAD and each fix are scored): a set's ``python -m`` entry."""
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally = score(wishes.corpora, box)
    for kind in ("wrongly read", "false alarm"):
        print(kind, tally[kind])
    print("dropped:", dropped(wishes.corpora, box))
    print("budget misses:", [text for text, want_ in wishes.budgets if budget_read(text, box) != want_])
    for name, items in (("mixed", wishes.mixed), ("soft", wishes.soft)):
        print(name, "misses:", missed_of(list(items), box))
    print("reason misses:", {item[1]: miss for item in wishes.reasons if (miss := reason_miss(*item, box))})
