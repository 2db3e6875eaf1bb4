"""The kinds of rule a person names by their subject ("the rating", "the food", "the hotel"), each with the rules' row
keys of that kind (docs/vocabulary.md): one table for a question about the rules (``rules_asked``: "is there a rating
rule?") and a subject taken back whole (``take_back``: "never mind the room stuff" drops every rule of the stay).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

# A kind of rule a message may name, and the rules' row keys of that kind (docs/vocabulary.md)
RULE_KINDS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = tuple(
    (name, lazy_compile(words, re.IGNORECASE), keys)
    for name, words, keys in (
        ("rating", r"\brat(?:ing|ed)s?\b|\bstars?\b", ("min rating", "min stay rating")),
        ("pace", r"\bpace\b|\bsights?\b", ("pace", "must see", "avoid sights")),
        ("flight", r"\bfl(?:y|ying|ights?)\b|\blanding\b|\bdeparture\b", ("flight times", "max flight hours", "transportation")),
        ("driving", r"\bdriv(?:e|ing)\b", ("max driving hours", "transportation")),
        (
            "food",
            r"\bfood\b|\bmeals?\b|\bcuisines?\b|\brestaurants?\b",
            ("cuisine", "more cuisines", "avoid cuisines", "min rating", "max meal cost", "eat at", "avoid restaurants"),
        ),
        (
            "hotel",
            r"\bhotels?\b|\bstays?\b|\bnight(?:ly)?\b|\brooms?\b|\bper\s+person\b",
            ("max night price", "max night price per person", "min stay rating", "room type", "house rule", "stay forbids"),
        ),
    )
)


def keys_named(text: str) -> set[str]:
    """The row keys of every kind of rule ``text`` names by its subject."""
    return {key for _name, words, keys in RULE_KINDS if words.search(text) for key in keys}


__all__ = ["RULE_KINDS", "keys_named"]
