"""``per_text``: what a reader finds in one text, worked out once however many readers ask for it.

Reading a request asks the same question of the same text many times: the restaurants named after a cue are where no
cuisine, sight or wish is read, so five readers ask for them, and the names ruled out are asked for eleven times a
text (issue 44: reading was the largest part of a turn's CPU). A function of its arguments alone (the text, the place
spans, patterns and constants) is remembered for the last few arguments it was asked about; the answer is the one it
gives, only computed once. A list comes back as a new list each time (a caller may extend its own), so what is shared
is immutable: tuples, frozen dataclasses, match objects, strings, ``SpanSet``. Arguments are compared by value (a list
of spans as a tuple), so a text equal to one read before is that one, whatever object holds it.

Only the last ``_REMEMBERED`` arguments are kept: one reading asks about a handful of texts (the text, its masked and
spelled forms), so a text read again after other requests is read anew, as a new request is (a benchmark's repeated
runs are not flattered).
"""

from __future__ import annotations

import functools
import inspect
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar, cast

_Function = TypeVar("_Function", bound=Callable[..., Any])
_REMEMBERED = 16  # arguments per function, the least recently asked forgotten first


def per_text(function: _Function) -> _Function:
    """``function`` remembering its last answers by its arguments' values; a list answer is copied on the way out."""
    if inspect.isgeneratorfunction(function):  # its answer would be used up by the first caller
        raise TypeError(f"{function.__qualname__} yields: remember a function that returns its answer")
    answers: OrderedDict[tuple[tuple[Any, ...], tuple[Any, ...]], tuple[bool, Any]] = OrderedDict()
    lock = threading.Lock()  # readers of several conversations may run at once

    @functools.wraps(function)
    def remembered(*args: Any, **options: Any) -> Any:
        key = (tuple([tuple(arg) if isinstance(arg, list) else arg for arg in args]),
               tuple(sorted(options.items())) if options else ())  # the same key, built without a generator's frames
        try:
            with lock:
                held = answers.get(key)
                if held is not None:
                    answers.move_to_end(key)
        except TypeError:  # an argument that cannot be a key (none of the readers' own): not remembered
            return function(*args, **options)
        if held is None:
            answer = function(*args, **options)
            held = (True, tuple(answer)) if isinstance(answer, list) else (False, answer)
            with lock:
                answers[key] = held
                if len(answers) > _REMEMBERED:
                    answers.popitem(last=False)
        is_list, answer = held
        return list(answer) if is_list else answer

    return cast(_Function, remembered)
