"""``SpanSet.overlaps`` answers as a scan of every span does: the readers rely on it to stay linear in the text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from himap_travel.domain.text.spans import SpanSet

_SPAN = st.tuples(st.integers(0, 40), st.integers(0, 6)).map(lambda p: (p[0], p[0] + p[1]))


@given(spans=st.lists(_SPAN, max_size=8), start=st.integers(0, 50), length=st.integers(1, 8))
def test_overlaps_is_the_scan_of_every_span(spans, start, length):
    end = start + length
    assert SpanSet(spans).overlaps(start, end) == any(s < end and start < e for s, e in spans)


def test_an_empty_span_strictly_inside_counts_and_touching_does_not():
    spans = SpanSet([(5, 5), (10, 12)])
    assert spans.overlaps(4, 6)
    assert not spans.overlaps(5, 6)
    assert not spans.overlaps(12, 14)
    assert spans.overlaps(11, 20)
