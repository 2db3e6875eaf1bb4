"""Whether a text is an http(s) URL with a host: the one rule for every server address a run is given.

The model server's address (``--base-url``, ``HIMAP_LLM_BASE_URL``, a run's ``llm.base_url`` setting) and a LangGraph
server's (``bench load --server``) are checked by it before anything is tried: a value like ``localhost 8000``,
``ftp://host`` or ``http://`` would otherwise be tried as a server for seconds and reported as one that is down, which
sends the user to start a server instead of fixing the address.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

EXAMPLE = "http://127.0.0.1:8000/v1"


def http_url_problem(value: str, example: str = EXAMPLE) -> str | None:
    """Why ``value`` is no http(s) URL with a host (and a valid port, no blank), or None when it is one; the reason
    shows ``example`` (the model server's by default)."""
    try:
        parts = urlsplit(value)
        usable = parts.scheme in ("http", "https") and bool(parts.hostname) and not any(c.isspace() for c in value)
        parts.port  # noqa: B018 (a port out of range or not a number raises here)
    except ValueError:
        usable = False
    return None if usable else f"{masked(value)!r} is not an http(s) URL with a host, e.g. {example}"


def masked(url: str) -> str:
    """The URL with its password hidden, for messages (a server's or a store's address may carry one)."""
    return re.sub(r"(://[^:/@]+:)[^@]*@", r"\1***@", url)
