"""A name as it is compared with another (``normal``): lower case, no accents, punctuation or leading "the".

Its own module because every matcher of names shares it: the sight and restaurant readers, the city wishes, and the
planners (the solver's facts, the expert policy) that compare a plan's names with a request's.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache


@lru_cache(maxsize=8192)  # a name is compared many times a reading (a data name once per sight book)
def _unaccented(name: str) -> str:
    """``name`` with its accented letters as plain ones ("ü" is "u"); a name with none is returned as it is (fast)."""
    if name.isascii():
        return name
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


@lru_cache(maxsize=8192)  # a name is compared many times a reading (a data name once per sight book)
def normal(name: str) -> str:
    """A name as compared: lower case, "&" as "and", no punctuation, accents or leading "the", single spaces ("The
    Mütter Museum" is "mutter museum", as travellers type it)."""
    name = _unaccented(name).lower().replace("&", " and ").replace("’", "'")
    words = re.findall(r"[a-z0-9]+", name.replace("'", ""))
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(words)
