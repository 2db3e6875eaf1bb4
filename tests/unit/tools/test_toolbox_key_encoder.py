"""The cache key's encoder, built once (``toolbox._key_encoder``), writes what ``json.dumps`` writes (issue 44)."""

from __future__ import annotations

import json
import threading
from datetime import date

import pytest

from himap_travel.tools.toolbox import _json_key


@pytest.mark.parametrize("args", [
    {},
    {"origin": "St. Petersburg", "destination": "Amarillo", "date": "2022-03-16", "people": 2},
    {"b": (1, 2), "a": [3.5, float("inf"), float("-inf"), 10**30, -0.0, True, None]},
    {"nested": {"z": {"y": 1, "x": [{"b": 2, "a": 1}]}}, "when": date(2022, 3, 16), "what": object},
    {"naïve": "café ☕ \n \"quoted\" \\ tab\t", "\u2028": "\ud83d\ude00"},
])
def test_the_key_is_what_json_dumps_writes(args):
    assert _json_key(args) == json.dumps(args, sort_keys=True, default=str)


def test_not_a_number_is_written_as_json_dumps_writes_it():
    assert _json_key({"x": float("nan")}) == json.dumps({"x": float("nan")}, sort_keys=True, default=str) == '{"x": NaN}'


def test_keys_made_at_once_in_several_threads_are_each_their_own():
    made: dict[int, str] = {}

    def make(n: int) -> None:
        for _ in range(200):
            made[n] = _json_key({"n": n, "items": [{"n": n, "of": object}] * 5})

    threads = [threading.Thread(target=make, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert made == {n: json.dumps({"n": n, "items": [{"n": n, "of": object}] * 5}, sort_keys=True, default=str)
                    for n in range(8)}
