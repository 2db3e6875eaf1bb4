"""Reading stays linear in the text: the inputs that once made a reader's pattern backtrack, or a reader loop over every
clause, at the length cap (``benchmarks/reading_adversarial.py`` finds them; its table is in results/profile/README.md).

Each case once took seconds to hours of CPU at the cap (figures beside it), and takes milliseconds to a fraction of a
second now. A case runs under a CPU limit (``ITIMER_PROF``; the regular expression engine checks for signals), so a
blow-up fails the test at the limit instead of hanging it: CPU time, not wall time, so the machine's load does not
fail it, and limits far above the linear readings' time (x10 or more) and far below the squared ones'.
"""

from __future__ import annotations

import contextlib
import re
import signal
import time
from collections.abc import Callable, Iterator

import pytest

from himap_travel.domain.constraints import avoid_sights, must_see
from himap_travel.domain.parsing.money_parts import money_for_parts
from himap_travel.domain.parsing.query import MAX_QUERY_CHARS
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.parsing.unread import unread_wishes
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.replacing import without_replaced_values
from himap_travel.nodes.chat.understanding import understand_message

TRIP = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400.0,
        "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None}}


class _OverTheLimit(Exception):
    pass


@contextlib.contextmanager
def _cpu_limit(seconds: float) -> Iterator[None]:
    """Raise ``_OverTheLimit`` once the process has spent ``seconds`` of CPU in the block."""
    def stop(_signum: int, _frame: object) -> None:
        raise _OverTheLimit

    previous = signal.signal(signal.SIGPROF, stop)
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def _within(work: Callable[[], object], seconds: float) -> float:
    """The CPU seconds ``work()`` took; the test fails if it took more than ``seconds``."""
    start = time.process_time()
    try:
        with _cpu_limit(seconds):
            work()
    except _OverTheLimit:
        pytest.fail(f"more than {seconds} s of CPU: reading is no longer linear in the text")
    return time.process_time() - start


@pytest.fixture(autouse=True, scope="module")
def _patterns_compiled(sandbox) -> None:
    """Each reader run once on a short text first: its patterns are compiled on first use (0.3 s for the money's
    readers alone), a one-off cost that says nothing of how reading grows with the text."""
    text = "Denver to Austin, $900. parking $20 a day, x’s a-b room why not Pizza Hut again, Denver Zoo is a must"
    unread_wishes(text, [])
    money_for_parts(text, [m.span() for m in re.finditer(r"\$\d+", text)], [])
    classify(text)
    for trip in (None, TRIP):
        understand_message(text, sandbox, trip)


def _at_the_cap(unit: str) -> str:
    return (unit * (MAX_QUERY_CHARS // len(unit) + 1))[:MAX_QUERY_CHARS]


@pytest.mark.parametrize("unit", ["\n", " \n", "\n\t", " "])
def test_white_space_is_normalised_in_linear_time(unit):
    # 8.6 s for 20,000 line breaks before: the label-line pattern was tried at each of them, to the run's end
    text = f"hi {_at_the_cap(unit)} there"
    _within(lambda: normalize(text), 0.5)
    assert normalize(text) == "hi there"


@pytest.mark.parametrize("unit", [" ", "\n", ", ", "1 not 2 "])
def test_a_replaced_value_is_looked_for_in_linear_time(unit):
    # " " * 2,500 took more than 30 s before (cubic: "\s*,?\s*" tried at each space of the run)
    _within(lambda: without_replaced_values(_at_the_cap(unit)), 0.5)


def test_a_value_replaced_still_reads_as_before():
    assert without_replaced_values("make it $2,400 not $1,800") == "make it $2,400"
    assert without_replaced_values("make it 4 days , not 3, thanks") == "make it 4 days, thanks"
    assert without_replaced_values("not 3 people") == "not 3 people"  # no new value said before it


@pytest.mark.parametrize("unit", ["a-", "a'", "x’"])
def test_a_run_of_joined_words_is_read_for_wishes_in_linear_time(unit):
    # 1.4 s for "a-" * 10,000 before (a place said by its kind: each word start was read to the run's end), 0.2 s now
    _within(lambda: unread_wishes(_at_the_cap(unit), []), 1.0)


@pytest.mark.parametrize("unit", ["parking $20 a day, ", "parking $20 a day... ", "$20 tips $20 tips "])
def test_money_for_a_part_is_put_in_its_item_in_linear_time(unit):
    # each amount's item was found by reading the text from its start: 2 s of a request's 3 s at the cap before
    text = _at_the_cap(unit)
    spans = [m.span() for m in re.finditer(r"\$20", text)]
    _within(lambda: money_for_parts(text, spans, []), 0.5)


@pytest.mark.parametrize("unit", ["a private room and $20 tips ", "private room $20 ", "room, $20 "])
def test_money_beside_a_read_wish_is_looked_for_in_linear_time(unit):
    # every amount's part read to the clause's end by every reader: 26 s at 400 units before (stop 86), 0.1 s now
    text = _at_the_cap(unit)
    _within(lambda: unread_wishes(text, [(0, 12)], names=[(0, 12)], budgets=[2500.0]), 1.5)


def test_money_for_a_part_is_still_named_with_its_item():
    text = "Denver to Austin, $900. Parking $20 a day!! dinner ~$50 for both of us"
    spans = [m.span() for m in re.finditer(r"\$\d+", text)][1:]
    assert [w.wish for w in money_for_parts(text, spans, [])] == ["Parking $20 a day", "dinner ~$50 for both of us"]


@pytest.mark.parametrize("cue", [must_see.MUST_AFTER, avoid_sights.SAID_NO, avoid_sights.SAID_YES])
def test_a_cue_after_a_name_is_looked_for_in_linear_time_across_masked_text(cue):
    # a span a reader took is masked with spaces: "\s*" tried at each of 2,000 of them took 77 s (cubic) before
    text = f"Denver Zoo{' ' * MAX_QUERY_CHARS} is a must"
    _within(lambda: list(cue.finditer(text)), 0.5)


def test_a_cue_after_a_name_still_reads_as_before():
    assert must_see.MUST_AFTER.search("Denver Zoo is a must").span() == (10, 20)
    assert avoid_sights.SAID_NO.search("El Paso yes, Amarillo no.").span() == (21, 24)
    assert avoid_sights.SAID_YES.search("El Paso yes, Amarillo no.").span() == (7, 11)


@pytest.mark.parametrize("unit", ["room ", "hotel why ", "dinner spots ", "why ", "where ", "how much ", "a private room, "])
def test_a_message_repeating_a_word_of_an_intent_is_classified_in_linear_time(unit):
    # "room " at the cap took 5.5 s before ("<a stay>.*<a better one>" tried at each stay to the line's end), 0.15 s now
    _within(lambda: classify(_at_the_cap(unit)), 1.0)


def test_an_intent_said_apart_on_a_line_is_still_read():
    assert classify("the hotel is kinda sketchy tbh, anything better?").preference == "hotels"
    assert classify("why did you pick that hotel?").topic == "hotel"


@pytest.mark.parametrize("unit", [" ", "\n", "not Pizza Hut again, "])
def test_a_chat_message_at_the_cap_is_understood_well_within_seconds(sandbox, unit):
    # " " and "\n": hours before (cubic); "not Pizza Hut again, ": 6.5 s (each take-back's name read again, and the
    # names ruled out scanned per restaurant), 1.5 s now
    for trip in (None, TRIP):
        _within(lambda trip=trip: understand_message(_at_the_cap(unit), sandbox, trip), 5.0)
