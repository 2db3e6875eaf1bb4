"""Clause accounting works a clause's question out once per reading (issue 44), with the same answers as before.

* ``list_parts.and_parts_unread`` reads the whole clause (``values_read``: every reader on it) only when a part is
  left to compare with it, and then once: most clauses with a bare "and" name no part, and that reading was a tenth
  of a request's reading CPU;
* ``clause_talk.is_talk`` is asked of a wish-like clause by the wishes' pass and again by ``bare_things``;
  ``caveats._preferences`` by the rules' reading (``preference_spans``) and again by ``caveats``: each is remembered
  for its text (``memo.per_text``).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import caveats, clause_talk, list_parts
from himap_travel.domain.parsing.unread_names import Names

# (clause, the parts named: (where, words)); read with no name taken
AND_PARTS = [
    ("we want 3 museums and italian food", [(0, "we want 3 museums")]),
    ("italian food and cheap hotels", [(17, "cheap hotels")]),
    ("lots of sightseeing every day and no smoking rooms", []),
    ("the kids are 6 and 8", []),
    ("me and my wife", []),
    ("rated 4 and up", []),
]


@pytest.mark.parametrize(("clause", "named"), AND_PARTS)
def test_and_parts_read_the_whole_clause_only_for_a_part_left_to_compare(monkeypatch: pytest.MonkeyPatch, clause: str,
                                                                        named: list[tuple[int, str]]) -> None:
    read: list[str] = []
    values_read = list_parts.values_read
    monkeypatch.setattr(list_parts, "values_read", lambda said: read.append(said) or values_read(said))
    assert list_parts.and_parts_unread(clause, 0, len(clause), Names([])) == named
    assert read.count(clause) == (1 if named else 0)  # the whole: once when a part is compared with it, else never
    assert (read == []) == (named == [])


def test_talk_is_worked_out_once_per_clause_with_the_same_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "thanks so much!! no repeating restaurants pls, and a pool at the hotel for the once-asked test"
    clauses = [(0, 16), (17, 45), (46, len(text))]
    expected = [clause_talk.is_talk.__wrapped__(text, start, end) for start, end in clauses]  # type: ignore[attr-defined]
    looked: list[str] = []
    besides = clause_talk.besides_kept_by_commonsense
    monkeypatch.setattr(clause_talk, "besides_kept_by_commonsense", lambda said: looked.append(said) or besides(said))
    first = [clause_talk.is_talk(text, start, end) for start, end in clauses]
    asked = len(looked)
    again = [clause_talk.is_talk(text, start, end) for start, end in clauses]
    assert first == again == expected
    assert expected == [True, True, False]
    assert asked >= 1 and len(looked) == asked  # the second pass asks nothing anew


def test_preferences_are_found_once_per_text(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "private room is fine but an entire home would be better, asked-once test"
    expected = caveats._preferences.__wrapped__(text)  # type: ignore[attr-defined]
    scans: list[str] = []
    spans_where = caveats._spans_where
    monkeypatch.setattr(caveats, "_spans_where", lambda said, *rest: scans.append(said) or spans_where(said, *rest))
    assert caveats.preference_spans(text) == expected
    assert caveats.preference_spans(text) == expected
    assert expected and len(scans) == 2  # two scans (the clauses, the sentences) for the first ask, none for the next
