"""Local constraints: house rule, cuisines, room type, transportation.

* **local constraints** (``None`` where not asked for; a negated mention such
  as "non-smoking", "we have no pets" does not count):
  house rule the guests need - "pets"/"pet-friendly" -> ``pets``, "smoking" ->
  ``smoking``, "parties"/"host a party" (not "a party of 4") -> ``parties``,
  "children"/"kids"/"under 10" -> ``children under 10`` (not "0 children"),
  "visitors"/"have guests over" -> ``visitors``; if the text names two rules,
  the most mentioned (then the first) is kept, as a TripSpec holds one. A
  negation covers the list it opens: "no smoking or pets" sets no rule (a rule
  names what the guests need *allowed*; a smoke-free wish cannot be asked for,
  and a warning says so).
  cuisines - the benchmark's seven (American, Chinese, Italian, Mexican,
  Indian, Mediterranean, French), in the order first mentioned.
  room type - "entire room(s)/home", "private room(s)", "shared room(s)", and a
  negated "shared" ("not shared", "non-shared", "neither shared") -> ``not
  shared room``, which wins over the others when present (the benchmark's own
  labelling); otherwise the first mentioned. A room type only permitted
  ("shared rooms are fine", "we don't mind a shared room") is no requirement.
  transportation - a negated flying word ("no flight", "not by plane", "avoid
  flying/air travel", "non-flight", "without taking any flights", "ground
  transportation only") -> ``no flight``; a negated driving word ("no
  self-driving", "not drive ourselves", "non-self-driving", "without a car")
  -> ``no self-driving``; the first mentioned wins if both appear.
"""

from __future__ import annotations

import re

from parsing.numbers import KIDS

CUISINES: tuple[str, ...] = ("American", "Chinese", "Italian", "Mexican", "Indian", "Mediterranean", "French")


# --------------------------------------------------------------------------------------
# Negation
# --------------------------------------------------------------------------------------

_NEGATIONS = {
    "no", "not", "non", "never", "neither", "without", "avoid", "avoiding", "avoided", "cannot",
    "unable", "refrain", "skip", "skipping", "exclude", "excluding", "except", "against", "nothing",
    "none", "instead", "rather", "lacking",
}
_NEGATION_EXCEPTIONS = {"mind", "opposed", "problem", "problems", "issue", "issues", "matter", "afraid", "wait", "only", "worry"}
_CLAUSE_BREAK = re.compile(
    r"[,.;:!?()\[\]]|\b(?:and|but|so|although|though|while|because|since|as|however|yet|or|whereas|if|then|also|plus)\b",
    re.IGNORECASE,
)


_NO_NEED = re.compile(r"\b(?:(?:do|does|did)\s+not|don't|doesn't|didn't)\s+need\b|\bwithout\s+(?:the\s+|any\s+)?need\b", re.IGNORECASE)
# "party" alone is a group ("a party of 2", "a party departing from ..."), a house rule only when hosted or allowed
_HOSTED_PARTY = re.compile(r"\b(?:host|hosting|hold|holding|have|having|throw|throwing)\s+(?:a\s+|an?\s+\w+\s+)?$", re.IGNORECASE)


def _negated(text: str, start: int, end: int, window: int) -> bool:
    """Whether the mention at ``text[start:end]`` is negated ("no pets", "non-smoking", "pets are not ...")."""
    before = text[max(0, start - 120):start]
    if re.search(r"\b(?:non|un)[\s-]?$", before, re.IGNORECASE):
        return True
    clause = _CLAUSE_BREAK.split(before)[-1]
    if _NO_NEED.search(clause):  # "we do not need a place where parties are allowed"
        return True
    words = re.findall(r"[a-z']+", clause.lower())[-window:]
    if any(w in _NEGATION_EXCEPTIONS for w in words):
        return False
    if any(w in _NEGATIONS or w.endswith("n't") for w in words):
        return True
    after = text[end:end + 40].lower()
    return bool(re.match(
        r"(?:\s*(?:rooms?|friendly|areas?))?\s*(?:-\s*free\b|free\b|(?:is|are|will\s+be|would\s+be|must\s+be|should\s+be)\s+(?:not|never|out|forbidden|prohibited|banned)\b"
        r"|(?:isn't|aren't|won't|wouldn't|shouldn't)\b|(?:not\s+(?:allowed|permitted|welcome|wanted|needed|required)))",
        after,
    ))


# --------------------------------------------------------------------------------------
# Readers
# --------------------------------------------------------------------------------------

_HOUSE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("pets", re.compile(r"\bpet(?:s|-friendly|\s+friendly)?\b|\b(?:dogs?|cats?|pupp(?:y|ies))\b", re.IGNORECASE)),
    ("smoking", re.compile(r"\bsmok(?:e|es|ing|er|ers)\b", re.IGNORECASE)),
    ("parties", re.compile(r"\bparties\b|\bparty\b(?!\s+of\b)", re.IGNORECASE)),
    ("children under 10", re.compile(rf"\b{KIDS}\b|\bunder[\s-]+(?:the\s+age\s+of\s+)?(?:10|ten)\b|\bchild[\s-]*friendly\b|\bfamily[\s-]*friendly\b", re.IGNORECASE)),
    ("visitors", re.compile(
        r"\bvisitors?\b|\b(?:have|having|invite|inviting|host|hosting|receive|receiving|allow|allows|allowing)\s+(?:some\s+|a\s+few\s+)?guests\b"
        r"|\bguests?\s+(?:are\s+|is\s+)?(?:allowed|permitted|welcome)\b",
        re.IGNORECASE,
    )),
]


_ZERO_BEFORE = re.compile(r"\b(?:0|zero|no)\s+$", re.IGNORECASE)
_LIST_LINK = re.compile(r"^\s*(?:,\s*(?:or\s+|nor\s+|and\s+)?|or\s+|nor\s+|and\s+|/\s*)(?:any\s+)?$", re.IGNORECASE)
_AVOIDED = re.compile(r"\b(?:no|non|without)[\s-]*$|^[\s-]*free\b", re.IGNORECASE)


def read_house_rule(text: str, warnings: list[str] | None = None) -> str | None:
    """The house rule the guests need (the most mentioned, then the first); None if none.

    A negation covers the whole list it opens: "no smoking or pets" needs
    neither rule (a TravelPlanner house rule names what the guests need
    *allowed*, so a smoke-free wish cannot be asked for: ``warnings`` says so).
    "0 children" is no rule.
    """
    counts: dict[str, list[int]] = {}
    mentions: list[tuple[int, int, str]] = []
    for rule, pattern in _HOUSE_RULES:
        for m in pattern.finditer(text):
            if rule == "parties" and m.group(0).lower() == "party":
                hosted = _HOSTED_PARTY.search(text[max(0, m.start() - 24):m.start()])
                allowed = re.match(r"[\s-]*(?:friendly|(?:is\s+|are\s+)?(?:allowed|permitted|ok|okay|fine))\b", text[m.end():], re.IGNORECASE)
                if not (hosted or allowed):
                    continue
            if rule == "visitors" and re.match(r"\s*(?:center|centre|bureau|guide)s?\b", text[m.end():], re.IGNORECASE):
                continue
            if rule == "children under 10" and _ZERO_BEFORE.search(text[max(0, m.start() - 8):m.start()]):
                continue
            mentions.append((m.start(), m.end(), rule))
    mentions.sort()
    negated_end = -1  # the end of the last negated mention, while a list it opens may go on
    avoiding = False  # that list says what the guests want to be without ("no smoking or pets")
    avoided: list[str] = []
    for start, end, rule in mentions:
        listed = negated_end >= 0 and _LIST_LINK.match(text[negated_end:start]) is not None
        if listed or _negated(text, start, end, window=2):
            avoiding = (listed and avoiding) or bool(_AVOIDED.search(text[max(0, start - 6):start]) or _AVOIDED.search(text[end:end + 8]))
            if avoiding and rule in ("smoking", "pets", "parties"):
                avoided.append(rule)
            negated_end = end
            continue
        negated_end, avoiding = -1, False
        counts.setdefault(rule, []).append(start)
    if avoided and warnings is not None:
        warnings.append(
            f"a place without {' or '.join(dict.fromkeys(avoided))} cannot be asked for: house rules name what the guests need "
            "allowed, so no house rule was set"
        )
    if not counts:
        return None
    return sorted(counts, key=lambda r: (-len(counts[r]), counts[r][0]))[0]


_CUISINE_RE = re.compile(r"\b(" + "|".join(CUISINES) + r")\b", re.IGNORECASE)


def read_cuisines(text: str, place_spans: list[tuple[int, int]]) -> list[str] | None:
    """The cuisines asked for, first mentioned first; words inside a place name (``place_spans``) do not count."""
    found: list[str] = []
    canonical = {c.lower(): c for c in CUISINES}
    for m in _CUISINE_RE.finditer(text):
        if any(s <= m.start() < e for s, e in place_spans):
            continue
        if _negated(text, m.start(), m.end(), window=2):
            continue
        name = canonical[m.group(1).lower()]
        if name not in found:
            found.append(name)
    return found or None


_SHARED_RE = re.compile(r"\b(?:un)?shar(?:ed|ing|e)\b", re.IGNORECASE)
_ROOM_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    ("private room", re.compile(r"\bprivate\s+(?:rooms?|bed\s*rooms?|accommodations?|lodgings?|spaces?|quarters|stays?)\b", re.IGNORECASE)),
    ("entire room", re.compile(
        r"\b(?:entire|whole)\s+(?:rooms?|homes?|houses?|apartments?|places?|units?|propert(?:y|ies)|flats?|home/apt|condos?|cabins?|villas?|rentals?|lodgings?|accommodations?)\b",
        re.IGNORECASE,
    )),
]


_PERMISSION_AFTER = re.compile(
    r"^(?:\s+(?:is|are|would\s+be|will\s+be|should\s+be))?(?:\s+(?:also|totally|perfectly|just|all))?\s+"
    r"(?:fine|ok|okay|acceptable|alright|all\s+right|good|welcome|no\s+problem)\b",
    re.IGNORECASE,
)
_PERMISSION_BEFORE = re.compile(
    r"\b(?:(?:don't|do\s+not|wouldn't|would\s+not|won't)\s+mind|happy\s+with|open\s+to|(?:ok|okay|fine)\s+with|can\s+(?:take|accept|do)"
    r"|(?:also\s+)?accept)\s+(?:a\s+|an\s+|the\s+)?$",
    re.IGNORECASE,
)
_ROOM_NOUN_AFTER = re.compile(r"^(?:\s+(?:rooms?|accommodations?|spaces?|dorms?|lodgings?))?", re.IGNORECASE)


def _permitted(text: str, start: int, end: int) -> bool:
    """A room type the guests accept rather than require ("shared rooms are fine", "we don't mind a shared room")."""
    tail = end + _ROOM_NOUN_AFTER.match(text[end:]).end()
    if _PERMISSION_AFTER.match(text[tail:tail + 40]):
        return True
    return bool(_PERMISSION_BEFORE.search(text[max(0, start - 40):start]))


def read_room_type(text: str) -> str | None:
    """The room type: a negated "shared" wins, else the first mentioned; None if none.

    A room type only permitted ("shared rooms are fine") is no requirement.
    """
    hits: list[tuple[int, str]] = []
    for m in _SHARED_RE.finditer(text):
        word = m.group(0).lower()
        if word.startswith("un") or _negated(text, m.start(), m.end(), window=3):
            if not _permitted(text, m.start(), m.end()):
                return "not shared room"
            continue
        after = text[m.end():m.end() + 30]
        if word == "shared" or re.match(r"\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)", after, re.IGNORECASE):
            if not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), "shared room"))
    for room, pattern in _ROOM_PATTERNS:
        for m in pattern.finditer(text):
            if not _negated(text, m.start(), m.end(), window=2) and not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), room))
    return min(hits)[1] if hits else None


_FLY_RE = re.compile(
    r"\b(?:fly|flying|flies|flew|flights?|flight-based|planes?|airplanes?|aeroplanes?|air\s+travel|by\s+air|airlines?|airports?|aviation)\b",
    re.IGNORECASE,
)
_DRIVE_RE = re.compile(
    r"\b(?:self[\s-]?driv(?:e|ing|en)|self[\s-]?drive|driv(?:e|ing|es)|(?:rental|rented|own|a|private)\s+cars?|cars?|road\s*trip)\b",
    re.IGNORECASE,
)


_GROUND_RE = re.compile(r"\b(?:ground|overland|land)\s+(?:transport(?:ation)?|travel|only)\b|\bby\s+(?:land|road)\s+only\b", re.IGNORECASE)


def read_transportation(text: str) -> str | None:
    """``no flight`` or ``no self-driving`` from a negated mention (the first if both); None if none."""
    hits: list[tuple[int, str]] = [(m.start(), "no flight") for m in _GROUND_RE.finditer(text)]
    for rule, pattern in (("no flight", _FLY_RE), ("no self-driving", _DRIVE_RE)):
        for m in pattern.finditer(text):
            if _negated(text, m.start(), m.end(), window=5):
                hits.append((m.start(), rule))
    return min(hits)[1] if hits else None
