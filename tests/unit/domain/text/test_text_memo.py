"""``per_text``: a reader's answer for the same arguments is computed once, and is the answer it gives (issue 44)."""

from __future__ import annotations

import pytest

from himap_travel.domain.text import memo
from himap_travel.domain.text.memo import per_text


def counting() -> tuple[list[tuple[object, ...]], object]:
    calls: list[tuple[object, ...]] = []

    @per_text
    def spans_of(text: str, places: list[tuple[int, int]], upper: bool = False) -> list[tuple[int, int]]:
        calls.append((text, tuple(places), upper))
        return [(0, len(text.upper() if upper else text)), *places]

    return calls, spans_of


def test_the_same_text_and_spans_are_worked_out_once() -> None:
    calls, spans_of = counting()
    first = spans_of("visit Austin", [(6, 12)])
    again = spans_of("visit " + "Austin", [(6, 12)])  # an equal text in another object, spans in another list
    assert first == again == [(0, 12), (6, 12)]
    assert len(calls) == 1
    assert spans_of("visit Austin", [(6, 12)], upper=True) == first and len(calls) == 2  # an option is part of the key


def test_a_list_comes_back_new_each_time() -> None:
    _calls, spans_of = counting()
    mine = spans_of("skip Dallas", [])
    mine.append((99, 100))  # a caller extends its own list ...
    assert spans_of("skip Dallas", []) == [(0, 11)]  # ... and the next caller's answer is as the function gave it


def test_only_the_last_arguments_are_kept() -> None:
    calls, spans_of = counting()
    for n in range(memo._REMEMBERED + 1):
        spans_of(f"text {n}", [])
    spans_of("text 0", [])  # the least recently asked was forgotten: worked out again
    assert len(calls) == memo._REMEMBERED + 2
    spans_of(f"text {memo._REMEMBERED}", [])  # a recent one is still held
    assert len(calls) == memo._REMEMBERED + 2


def test_an_argument_that_cannot_be_a_key_is_not_remembered() -> None:
    calls: list[str] = []

    @per_text
    def first_word(text: str, seen: dict[str, int]) -> str:
        calls.append(text)
        return text.split()[0]

    assert first_word("no pets", {}) == first_word("no pets", {}) == "no"
    assert len(calls) == 2


def test_a_function_that_yields_is_refused() -> None:
    def words(text: str):  # type: ignore[no-untyped-def]
        yield from text.split()

    with pytest.raises(TypeError, match="yields"):
        per_text(words)
