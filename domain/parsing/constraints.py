"""Local constraints: house rule, cuisines, room type, transportation.

* **local constraints** (``None`` where not asked for; a negated mention such
  as "non-smoking", "we have no pets" does not count, while a negated
  prohibition is a permission: "rooms that don't forbid parties", "the place
  must not prohibit smoking", "no ban on pets", "parties aren't forbidden"
  ask for the rule):
  house rule the guests need - "pets"/"pet-friendly" -> ``pets``, "smoking" ->
  ``smoking``, "parties"/"host a party" (not "a party of 4") -> ``parties``,
  "children"/"kids"/"under 10" -> ``children under 10`` (not "0 children"),
  "visitors"/"have guests over" -> ``visitors``; two different rules are a
  problem naming both (a TripSpec holds one: none is dropped silently). A
  negation covers the list it opens: "no smoking or pets" sets no rule (a rule
  names what the guests need *allowed*; a smoke-free wish cannot be asked for,
  and a warning says so).
  cuisines - the benchmark's seven (American, Chinese, Italian, Mexican,
  Indian, Mediterranean, French), in the order first mentioned.
  room type - "entire room(s)/home", "private room(s)", "shared room(s)", and a
  negated "shared" ("not shared", "non-shared", "neither shared") -> ``not
  shared room``, which takes in a private room or an entire home mentioned
  with it (the benchmark's own labelling: "neither shared ... should be
  private rooms" is ``not shared room``). Room types that no listing meets
  together ("a private room and an entire home", "shared, not shared") are a
  problem naming them. A room type only permitted ("shared rooms are fine",
  "we don't mind a shared room") is no requirement.
  transportation - a negated flying word ("no flight", "not by plane", "avoid
  flying/air travel", "non-flight", "without taking any flights", "ground
  transportation only", "flights are banned") -> ``no flight``; a negated
  driving word ("no self-driving", "not drive ourselves", "non-self-driving",
  "without a car") -> ``no self-driving``; both -> ``no flight, no
  self-driving`` (taxis only), with a warning saying so.

Every pattern is linear in the text: each mention looks at a bounded window
around itself.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import KIDS
from himap_travel.domain.parsing.text import SpanSet
from himap_travel.state.trip import CUISINES, ROOM_TYPE_LISTINGS, banned_modes, transport_rule

# --------------------------------------------------------------------------------------
# Negation
# --------------------------------------------------------------------------------------

_NEGATIONS = {
    "no", "not", "non", "never", "neither", "without", "avoid", "avoiding", "avoided", "cannot",
    "unable", "refrain", "skip", "skipping", "exclude", "excluding", "except", "against", "nothing",
    "none", "instead", "rather", "lacking",
    # aversions: "we hate flying", "I'm afraid of flying", "we refuse to drive"
    "hate", "hates", "dislike", "dislikes", "refuse", "refuses", "afraid", "scared", "fear", "terrified", "detest", "loathe",
}
_PLAIN_NEGATIONS = {"no", "not", "never", "cannot", "hate", "hates", "dislike", "dislikes", "refuse", "refuses", "afraid",
                    "scared", "fear", "terrified", "detest", "loathe"}
_NEGATION_EXCEPTIONS = {"mind", "opposed", "problem", "problems", "issue", "issues", "matter", "wait", "only", "worry"}
# Words that forbid what follows them ("forbid parties", "a ban on pets"): a negation of a permission, so
# negated in turn ("don't forbid parties", "no ban on pets") they permit it.
_PROHIBITIONS = {
    "forbid", "forbids", "forbidding", "forbade", "prohibit", "prohibits", "prohibiting", "ban", "bans", "banning",
    "disallow", "disallows", "disallowing", "restrict", "restricts", "restricting", "restriction", "restrictions",
}
_PROHIBITION_FILLERS = {"on", "of", "against", "any", "the", "all", "for"}  # "a ban on any pets"
_CLAUSE_BREAK = re.compile(
    r"[,.;:!?()\[\]]|\b(?:and|but|so|although|though|while|because|since|as|however|yet|or|whereas|if|then|also|plus)\b",
    re.IGNORECASE,
)


_NO_NEED = re.compile(r"\b(?:(?:do|does|did)\s+not|don't|doesn't|didn't)\s+need\b|\bwithout\s+(?:the\s+|any\s+)?need\b", re.IGNORECASE)
# "party" alone is a group ("a party of 2", "a party departing from ..."), a house rule only when hosted or allowed
_HOSTED_PARTY = re.compile(r"\b(?:host|hosting|hold|holding|have|having|throw|throwing)\s+(?:a\s+|an?\s+\w+\s+)?$", re.IGNORECASE)


# What follows a mention and says whether it is allowed: "smoke-free", "pets are not allowed", "parties aren't
# forbidden" (a negated prohibition), "smoking prohibited".
_VERDICT_AFTER = re.compile(
    r"(?:\s*(?:rooms?|friendly|areas?))?\s*(?:(?P<free>-?\s*free\b)"
    r"|(?:(?:is|are|will\s+be|would\s+be|must\s+be|should\s+be)\s+)?"
    r"(?P<neg>(?:not|never)\b|(?:isn't|aren't|won't|wouldn't|shouldn't|mustn't)(?:\s+be\b)?)?\s*"
    r"(?P<verdict>(?P<forbidden>forbidden|prohibited|banned|disallowed|restricted|out)|allowed|permitted|welcome|wanted|needed|required)?\b)",
    re.IGNORECASE,
)


def _is_negation(word: str) -> bool:
    return word in _NEGATIONS or word.endswith("n't")


def _prohibited_before(words: list[str]) -> bool | None:
    """A prohibition right before a mention: True if it stands ("forbid parties"), False if it is itself negated
    ("don't forbid parties", "no ban on pets": a permission); None when there is none."""
    index = len(words) - 1
    while index >= 0 and len(words) - index <= 2 and words[index] in _PROHIBITION_FILLERS:
        index -= 1
    if index < 0 or words[index] not in _PROHIBITIONS:
        return None
    return not any(_is_negation(w) for w in words[max(0, index - 2):index])


def _negated_after(text: str, end: int) -> bool:
    """Whether what follows the mention forbids it ("smoke-free", "pets are not allowed", "smoking prohibited");
    a negated prohibition ("parties aren't forbidden", "smoking is not prohibited") permits it."""
    verdict = _VERDICT_AFTER.match(text[end:end + 40])
    if verdict is None:
        return False
    if verdict.group("free"):
        return True
    return bool(verdict.group("neg")) != bool(verdict.group("forbidden"))


def _negated(text: str, start: int, end: int, window: int) -> bool:
    """Whether the mention at ``text[start:end]`` is negated ("no pets", "non-smoking", "pets are not ...").

    A negated prohibition is a permission, so not a negation: "rooms that don't
    forbid parties", "no ban on pets", "smoking is not prohibited".
    """
    before = text[max(0, start - 120):start]
    if re.search(r"\b(?:non|un)[\s-]?$", before, re.IGNORECASE):
        return True
    clause = _CLAUSE_BREAK.split(before)[-1]
    if _NO_NEED.search(clause):  # "we do not need a place where parties are allowed"
        return True
    words = re.findall(r"[a-z']+", clause.lower())
    prohibited = _prohibited_before(words[-(window + 4):])
    if prohibited is not None:
        return prohibited
    recent = words[-window:]
    if any(w in _NEGATION_EXCEPTIONS for w in recent):
        return False
    # "we don't want to fly": negated; "not afraid of flying", "we don't not want to fly": two plain negations (or
    # aversions) cancel out; a softer one ("we'd rather avoid flying", "except") negates whatever else is there.
    plain = sum(w in _PLAIN_NEGATIONS or w.endswith("n't") for w in recent)
    if any(_is_negation(w) and not (w in _PLAIN_NEGATIONS or w.endswith("n't")) for w in recent):
        return True
    if plain:
        return plain % 2 == 1
    return _negated_after(text, end)


# --------------------------------------------------------------------------------------
# Readers
# --------------------------------------------------------------------------------------

_HOUSE_RULES: list[tuple[str, re.Pattern[str]]] = [
    ("pets", re.compile(r"\bpet(?:s|-friendly|\s+friendly)?\b|\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|(?:service\s+)?animals?)\b", re.IGNORECASE)),
    ("smoking", re.compile(r"\bsmok(?:e|es|ing|er|ers)\b", re.IGNORECASE)),
    ("parties", re.compile(r"\bparties\b|\bparty\b(?!\s+of\b)", re.IGNORECASE)),
    ("children under 10", re.compile(rf"\b{KIDS}\b|\bunder[\s-]+(?:the\s+age\s+of\s+)?(?:10|ten)\b|\bchild[\s-]*friendly\b|\bfamily[\s-]*friendly\b", re.IGNORECASE)),
    ("visitors", re.compile(
        r"\bvisitors?\b|\b(?:have|having|invite|inviting|host|hosting|receive|receiving|allow|allows|allowing)\s+(?:some\s+|a\s+few\s+)?guests\b"
        r"|\b(?:friends|people|guests)\s+over\b"
        r"|\bguests?\s+(?:are\s+|is\s+)?(?:allowed|permitted|welcome)\b",
        re.IGNORECASE,
    )),
]


_ZERO_BEFORE = re.compile(r"\b(?:0|zero|no)\s+$", re.IGNORECASE)
_LIST_LINK = re.compile(r"^\s*(?:,\s*(?:or\s+|nor\s+|and\s+)?|or\s+|nor\s+|and\s+|/\s*)(?:any\s+)?$", re.IGNORECASE)
_AVOIDED = re.compile(r"\b(?:no|non|without)[\s-]*$|^[\s-]*free\b", re.IGNORECASE)


_PARTY_ALLOWED_AFTER = re.compile(r"[\s-]*(?:friendly|(?:is\s+|are\s+)?(?:allowed|permitted|ok|okay|fine))\b", re.IGNORECASE)
_VISITOR_PLACE_AFTER = re.compile(r"\s*(?:center|centre|bureau|guide)s?\b", re.IGNORECASE)


def read_house_rule(text: str, warnings: list[str], problems: list[str]) -> str | None:
    """The house rule the guests need; None if none (or several: see ``problems``).

    A negation covers the whole list it opens: "no smoking or pets" needs
    neither rule (a TravelPlanner house rule names what the guests need
    *allowed*, so a smoke-free wish cannot be asked for: ``warnings`` says so).
    "0 children" is no rule. Two different rules are a problem naming both: a
    TripSpec holds one house rule, and dropping either would plan a stay the
    guests cannot use.
    """
    counts: dict[str, list[int]] = {}
    mentions: list[tuple[int, int, str]] = []
    for rule, pattern in _HOUSE_RULES:
        for m in pattern.finditer(text):
            if rule == "parties" and m.group(0).lower() == "party":
                hosted = _HOSTED_PARTY.search(text[max(0, m.start() - 24):m.start()])
                allowed = _PARTY_ALLOWED_AFTER.match(text, m.end())
                if not (hosted or allowed):
                    continue
            if rule == "visitors" and _VISITOR_PLACE_AFTER.match(text, m.end()):
                continue
            if rule == "children under 10" and _ZERO_BEFORE.search(text[max(0, m.start() - 8):m.start()]):
                continue
            mentions.append((m.start(), m.end(), rule))
    mentions.sort()
    negated_end = -1  # the end of the last negated mention, while a list it opens may go on
    avoiding = False  # that list says what the guests want to be without ("no smoking or pets")
    avoided: list[str] = []
    refused: set[str] = set()  # rules a negation rules out ("pets not allowed", "must not allow pets")
    for start, end, rule in mentions:
        listed = negated_end >= 0 and _LIST_LINK.match(text[negated_end:start]) is not None
        if listed or _negated(text, start, end, window=2):
            avoiding = (listed and avoiding) or bool(_AVOIDED.search(text[max(0, start - 6):start]) or _AVOIDED.search(text[end:end + 8]))
            if avoiding and rule in ("smoking", "pets", "parties"):
                avoided.append(rule)
            if avoiding or re.search(r"\b(?:allow|allows|allowed|permit|permits|permitted|welcome)\b", text[max(0, start - 24):end + 20], re.IGNORECASE):
                refused.add(rule)
            negated_end = end
            continue
        negated_end, avoiding = -1, False
        counts.setdefault(rule, []).append(start)
    if avoided and warnings is not None:
        warnings.append(
            f"a place without {' or '.join(dict.fromkeys(avoided))} cannot be asked for: house rules name what the guests need "
            "allowed, so no house rule was set"
        )
    contradicted = sorted(refused & set(counts))
    if contradicted:
        problems.append(f"the house rule {contradicted[0]!r} is both asked for and ruled out: say whether the stay must allow it")
        return None
    if len(counts) > 1:
        rules = sorted(counts, key=lambda r: counts[r][0])
        problems.append(
            f"several house rules asked for ({' and '.join(rules)}): a trip can ask for one house rule only, "
            "the one the stay must allow; name that one"
        )
        return None
    return next(iter(counts), None)


_CUISINE_RE = re.compile(r"\b(" + "|".join(CUISINES) + r")\b", re.IGNORECASE)


# Cuisines and diets no restaurant of the sandbox is labelled with: asked for, they cannot be met.
_OTHER_CUISINES = (
    r"thai|japanese|korean|vietnamese|greek|spanish|german|ethiopian|turkish|lebanese|caribbean|cajun|creole|brazilian"
    r"|peruvian|cuban|moroccan|persian|russian|filipino|indonesian|malaysian|tex-mex|middle\s+eastern|asian|african|latin"
    r"|korean\s+bbq|sushi|ramen|dim\s+sum|pho|tapas|vegan|vegetarian|kosher|halal|gluten[\s-]free|soul\s+food"
)
_ANY_CUISINE = rf"(?:{'|'.join(CUISINES)}|{_OTHER_CUISINES})"
# A list of cuisines ("Japanese and Italian food", "Thai, Chinese or Indian"), with what marks it as food.
_CUISINE_LIST = re.compile(
    rf"\b{_ANY_CUISINE}\b(?:\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|/)\s*{_ANY_CUISINE}\b)*+", re.IGNORECASE
)
_FOOD_AFTER = re.compile(r"\s*(?:food|foods|cuisines?|restaurants?|dishes|meals?|dining|fare|places|spots|cooking)\b", re.IGNORECASE)
_FOOD_BEFORE = re.compile(r"\b(?:eat|eating|try|trying|taste|tasting|enjoy|enjoying|crave|craving|love|like|want|prefer|cuisines?|food)\b\W*(?:\w+\W+)?$", re.IGNORECASE)
_ANYTHING_BUT = re.compile(r"\b(?:anything|everything|all|any\s+\w+)\s+but\s+$", re.IGNORECASE)


def unknown_cuisines(text: str, place_spans: list[tuple[int, int]], problems: list[str]) -> None:
    """A cuisine asked for that the sandbox has none of ("Japanese and Italian food", "we want vegan food") is a problem:
    read without it, the plan would silently lack what was asked."""
    places = SpanSet(place_spans)
    known = {c.lower() for c in CUISINES}
    for m in _CUISINE_LIST.finditer(text):
        words = re.findall(_ANY_CUISINE, m.group(0), re.IGNORECASE)
        other = [w for w in words if w.lower() not in known]
        if not other or m.start() in places or _negated(text, m.start(), m.end(), window=2):
            continue
        if len(other) < len(words) or _FOOD_AFTER.match(text, m.end()) or _FOOD_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            problems.append(f"no restaurant in the sandbox serves {', '.join(dict.fromkeys(other))} food: "
                            f"a trip can ask for {', '.join(CUISINES)}")
            return


# Words that take back a cuisine asked for earlier (a chat's edit: "no more Italian"), not ones that rule it out.
_TAKEN_BACK = re.compile(r"\b(?:no\s+more|no\s+longer|drop|remove|forget|skip|cancel|instead\s+of|rather\s+than)\b[^.;!?]{0,30}$",
                         re.IGNORECASE)


def read_cuisines(text: str, place_spans: list[tuple[int, int]], problems: list[str] | None = None) -> list[str] | None:
    """The cuisines asked for, first mentioned first; words inside a place name (``place_spans``) do not count.

    A cuisine ruled out ("no Italian food", "anything but Italian") is a
    problem: TravelPlanner's cuisine constraint names cuisines to serve, so a
    plan could still book the one the traveller will not eat. One taken back
    ("no more Italian", a chat's edit) is simply not asked for.
    """
    found: list[str] = []
    canonical = {c.lower(): c for c in CUISINES}
    places = SpanSet(place_spans)
    for m in _CUISINE_RE.finditer(text):
        if m.start() in places:
            continue
        before = text[max(0, m.start() - 40):m.start()]
        if _negated(text, m.start(), m.end(), window=2) or _ANYTHING_BUT.search(before[-30:]):
            if problems is not None and not _TAKEN_BACK.search(before):
                problems.append(f"{m.group(1)} food cannot be ruled out: a trip can only ask for cuisines to serve "
                                f"({', '.join(CUISINES)}); leave it out, or name the cuisines you want")
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
_ROOM_NOUN_AFTER = re.compile(r"(?:\s+(?:rooms?|accommodations?|spaces?|dorms?|lodgings?))?", re.IGNORECASE)


def _permitted(text: str, start: int, end: int) -> bool:
    """A room type the guests accept rather than require ("shared rooms are fine", "we don't mind a shared room")."""
    tail = _ROOM_NOUN_AFTER.match(text, end).end()
    if _PERMISSION_AFTER.match(text[tail:tail + 40]):
        return True
    return bool(_PERMISSION_BEFORE.search(text[max(0, start - 40):start]))


def read_room_type(text: str, problems: list[str]) -> str | None:
    """The room type asked for; None if none (or several that contradict: see ``problems``).

    A room type only permitted ("shared rooms are fine") is no requirement. A
    negated "shared" takes in the private or entire room mentioned with it
    (the benchmark's labelling); any other two ("a private room and an entire
    home") contradict: a problem naming them.
    """
    hits: list[tuple[int, str]] = []
    for m in _SHARED_RE.finditer(text):
        word = m.group(0).lower()
        if word.startswith("un") or _negated(text, m.start(), m.end(), window=3):
            if not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), "not shared room"))
            continue
        after = text[m.end():m.end() + 30]
        if word == "shared" or re.match(r"\s+(?:a\s+)?(?:rooms?|accommodations?|spaces?|dorms?)", after, re.IGNORECASE):
            if not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), "shared room"))
    ruled_out: set[str] = set()
    for room, pattern in _ROOM_PATTERNS:
        for m in pattern.finditer(text):
            if _negated(text, m.start(), m.end(), window=2):
                ruled_out.add(room)
            elif not _permitted(text, m.start(), m.end()):
                hits.append((m.start(), room))
    asked = list(dict.fromkeys(room for _pos, room in sorted(hits)))
    if ruled_out and not asked:  # "no private rooms": no TravelPlanner room rule says "anything but"
        room = sorted(ruled_out)[0]
        problems.append(f"{'an' if room[0] in 'aeiou' else 'a'} {room} cannot be ruled out on its own: name the room type to book "
                        "(entire room, private room, shared room, or not a shared room)")
        return None
    if ruled_out & set(asked):
        problems.append(f"the room type {sorted(ruled_out & set(asked))[0]!r} is both asked for and ruled out: name the one you need")
        return None
    not_shared = set(ROOM_TYPE_LISTINGS["not shared room"])
    if "not shared room" in asked and all(set(ROOM_TYPE_LISTINGS[room]) <= not_shared for room in asked):
        return "not shared room"
    if len(asked) > 1:
        problems.append(f"the room types asked for contradict each other ({' and '.join(asked)}): name one")
        return None
    return asked[0] if asked else None


_FLY_RE = re.compile(
    r"\b(?:fly|flying|flies|flew|flights?|flight-based|planes?|airplanes?|aeroplanes?|air\s+travel|by\s+air|airlines?|airports?|aviation)\b",
    re.IGNORECASE,
)
_DRIVE_RE = re.compile(
    r"\b(?:self[\s-]?driv(?:e|ing|en)|self[\s-]?drive|driv(?:e|ing|es)|(?:rental|rented|own|a|private)\s+cars?|cars?|road\s*trip)\b",
    re.IGNORECASE,
)


_GROUND_RE = re.compile(r"\b(?:ground|overland|land)\s+(?:transport(?:ation)?|travel|only)\b|\bby\s+(?:land|road)\s+only\b", re.IGNORECASE)


_MODE_LINK = re.compile(r"\s*(?:,\s*)?(?:or|nor|and|/|,)\s*(?:by\s+|a\s+|any\s+|the\s+)?", re.IGNORECASE)
# A mode the guests insist on ("we must fly", "only by car", "taxis only"): a rule can only ban modes, so it is
# read as a ban of the others, and a contradiction where the same mode is banned too.
_ONLY_BEFORE = re.compile(r"\b(?:only|must|have\s+to|has\s+to|need\s+to|needs\s+to|exclusively|solely)\s+(?:\w+\s+){0,2}?$", re.IGNORECASE)
_WANTED_BEFORE = re.compile(r"\b(?:want|wants|wish|would\s+like|'d\s+like|prefer|plan|will|going)\s+(?:to\s+)?(?:\w+\s+)?$", re.IGNORECASE)
_ONLY_AFTER = re.compile(r"^\s*(?:only|exclusively)\b", re.IGNORECASE)
_TAXI_RE = re.compile(r"\b(?:taxis?|cabs?|ubers?|lyfts?|rideshares?|ride-shares?)\b", re.IGNORECASE)
# Modes the sandbox does not have: asked for, they cannot be planned (never silently replaced by another).
_MISSING_MODE = re.compile(
    r"\b(?:by|take|taking|ride|riding|via|use|using|catch|catching|board|boarding|on)\s+(?:a\s+|the\s+|an\s+)?"
    r"(?:trains?|rail(?:way)?|amtrak|bus(?:es)?|greyhound|coach|ferry|ferries|boats?|ships?|cruise|bikes?|bicycles?|motorcycles?|helicopters?)\b",
    re.IGNORECASE,
)


def _mode_mentions(text: str) -> list[tuple[int, int, str]]:
    """Every mention of a mode, in order: (start, end, mode)."""
    found = [(m.start(), m.end(), mode) for mode, pattern in (("flight", _FLY_RE), ("self-driving", _DRIVE_RE), ("taxi", _TAXI_RE))
             for m in pattern.finditer(text)]
    return sorted(found)


def _negated_modes(text: str, mentions: list[tuple[int, int, str]]) -> list[bool]:
    """Which mentions are negated; a negation covers the list it stands in ("no flying or driving", "flights and
    driving are banned")."""
    negated = [_negated(text, start, end, window=5) for start, end, _mode in mentions]
    for i in range(len(mentions) - 1):  # forwards: "no flying or driving"
        if negated[i] and _MODE_LINK.fullmatch(text[mentions[i][1]:mentions[i + 1][0]]):
            negated[i + 1] = True
    for i in range(len(mentions) - 1, 0, -1):  # backwards: "flights and driving are banned"
        if negated[i] and _negated_after(text, mentions[i][1]) and _MODE_LINK.fullmatch(text[mentions[i - 1][1]:mentions[i][0]]):
            negated[i - 1] = True
    return negated


def read_transportation(text: str, warnings: list[str], problems: list[str] | None = None) -> str | None:
    """The transportation rule: the modes a negated mention bans, all of them; None if none.

    "No flights and no self-driving" bans both: ``no flight, no self-driving``,
    which leaves taxis only (``warnings`` says so); so does "taxis only". A
    mode insisted on ("we must fly") bans the other long-distance mode, with a
    warning that taxis stay possible; insisted on and banned, or a mode the
    sandbox lacks ("by train"), is a problem.
    """
    problems = [] if problems is None else problems
    banned: set[str] = set()
    if _GROUND_RE.search(text):
        banned.add("flight")
    mentions = _mode_mentions(text)
    required: set[str] = set()
    wanted: set[str] = set()  # "we want to drive": no rule, but a contradiction with "no self-driving"
    for (start, end, mode), negated in zip(mentions, _negated_modes(text, mentions)):
        before = text[max(0, start - 40):start]
        if negated:
            banned.add(mode)
        elif _ONLY_BEFORE.search(before) or _ONLY_AFTER.match(text[end:end + 12]):
            required.add(mode)
        elif _WANTED_BEFORE.search(before):
            wanted.add(mode)
    for m in _MISSING_MODE.finditer(text):
        if not _negated(text, m.start(), m.end(), window=3):
            problems.append(f"travel {m.group(0)!r} cannot be planned: the sandbox's modes between cities are flights, "
                            "self-driving and taxis")
            return None
    if (required | wanted) & banned or len(required) > 1:
        problems.append(f"the transportation asked for contradicts itself ({', '.join(sorted(required | wanted))} asked for, "
                        f"{', '.join(sorted(banned)) or 'nothing'} banned): name the modes once")
        return None
    if "taxi" in banned:
        if {"flight", "self-driving"} <= banned:
            problems.append("flights, self-driving and taxis are all ruled out: no way between the cities is left")
            return None
        warnings.append("taxis cannot be ruled out: a trip can only ban flights or self-driving")
        banned.discard("taxi")
    for mode in required:
        banned |= {"flight", "self-driving"} - {mode}
        if mode != "taxi":
            warnings.append(f"{mode} is asked for: a trip can only ban modes, so the other long-distance mode is banned "
                            "and taxis stay possible")
    rule = transport_rule(banned)
    if len(banned_modes(rule)) > 1:
        warnings.append(f"the request rules out flights and self-driving ({rule}): that leaves taxis only")
    return rule


# --------------------------------------------------------------------------------------
# Minimum restaurant rating
# --------------------------------------------------------------------------------------

# "rated 4 or higher", "rated at least 4.5", "a rating of 4+", "4-star restaurants", "at least 4 stars", "rated above 4"
_RATING = re.compile(
    r"\b(?:rated\s+|ratings?\s+(?:of\s+|is\s+|are\s+)?|rating\s+score\s+(?:of\s+)?|scores?\s+(?:of\s+)?)"
    r"(?P<bound>at\s+least\s+|no\s+less\s+than\s+|not\s+below\s+|over\s+|above\s+|higher\s+than\s+|more\s+than\s+|"
    r"at\s+most\s+|under\s+|below\s+|less\s+than\s+|up\s+to\s+|no\s+more\s+than\s+)?"
    r"(?P<num>\d+(?:\.\d+)?)(?P<plus>\s*\+)?(?:\s*(?:stars?|/\s*\d+|out\s+of\s+\d+))?"
    r"(?P<after>\s+or\s+(?:higher|more|better|above|up|over|lower|less|below|worse))?"
    r"|\b(?P<bound2>at\s+least\s+|over\s+|above\s+|at\s+most\s+|under\s+|below\s+)?(?P<stars>\d+(?:\.\d+)?)"
    r"(?P<plus2>\s*\+)?[\s-]*stars?\b(?P<after2>\s+or\s+(?:higher|more|better|above|up|lower|less|below|worse))?",
    re.IGNORECASE,
)
_FOOD_WORDS = re.compile(r"\b(?:restaurants?|eat(?:s|ing)?|dining|dine|meals?|food|cafes?|eateries|eatery|places\s+to\s+eat)\b", re.IGNORECASE)
_LODGING_WORDS = re.compile(r"\b(?:hotels?|accommodations?|lodgings?|stays?|rooms?|apartments?|airbnbs?|hostels?|motels?|listings?|homes?)\b",
                            re.IGNORECASE)
_UPPER = re.compile(r"^(?:at\s+most|under|below|less\s+than|up\s+to|no\s+more\s+than)|(?:lower|less|below|worse)$", re.IGNORECASE)
_STRICT = re.compile(r"^(?:over|above|higher\s+than|more\s+than)", re.IGNORECASE)
_NEGATED_BEFORE = re.compile(r"(?:\b(?:no|not|never|nothing|none|avoid|without)\b|n't\b)[^.;!?]{0,40}$", re.IGNORECASE)  # "no restaurant rated below 4"


# A rating wished for without a number ("highly rated restaurants"): no minimum can be read, so it is not dropped silently.
_VAGUE_RATING = re.compile(r"\b(?:highly|top|best|well|better|high|good)[\s-]+(?:rated|ratings?)\b|\b(?:good|high|great)\s+reviews?\b",
                           re.IGNORECASE)


def _rated_venue(text: str, start: int, end: int) -> str | None:
    """What a rating mention rates: the venue word nearest to it ("lodging", "food"), None when none is near.

    The nearest word decides, so "a 5-star hotel and 4-star restaurants" rates the hotel and the restaurants apart.
    """
    window_start = max(0, start - 60)
    found = []
    for kind, pattern in (("lodging", _LODGING_WORDS), ("food", _FOOD_WORDS)):
        for word in pattern.finditer(text, window_start, min(len(text), end + 40)):
            distance = start - word.end() if word.end() <= start else word.start() - end
            found.append((max(distance, 0), kind))
    return min(found)[1] if found else None


def read_min_rating(text: str, warnings: list[str], problems: list[str]) -> float | None:
    """The minimum restaurant rating asked for ("we only eat at restaurants rated 4 or higher"), else None.

    Restaurant ratings run 0-5 with one decimal. A rating of lodging (not a constraint the planner keeps), a
    maximum ("rated at most 3"), a value outside 0-5, a rating that names no kind of venue, two
    different minimums, or restaurants wished "highly rated" with no number is a problem (no plan
    could be checked against it, and dropping it would plan another request). A strict bound
    ("rated above 4") is the next tenth (4.1), with a warning.
    """
    found: list[float] = []
    for match in _RATING.finditer(text):
        number = match.group("num") or match.group("stars")
        bound = (match.group("bound") or match.group("bound2") or "").strip()
        after = (match.group("after") or match.group("after2") or "").strip()
        value = float(number)
        venue = _rated_venue(text, match.start(), match.end())
        if venue == "lodging":
            problems.append(f"{match.group(0).strip()!r}: a lodging rating cannot be asked for (the planner keeps a "
                            "minimum rating for restaurants only)")
            continue
        if venue is None:
            problems.append(f"{match.group(0).strip()!r}: say what must be rated (e.g. 'restaurants rated 4 or higher')")
            continue
        scale = re.search(r"(?:/\s*|out\s+of\s+)(\d+)", match.group(0))
        if scale and scale.group(1) != "5":
            problems.append(f"{match.group(0).strip()!r}: restaurant ratings run from 0 to 5")
            continue
        if _UPPER.search(bound) and _NEGATED_BEFORE.search(text[max(0, match.start() - 60):match.start()]):
            pass  # nothing rated below 4: a minimum of 4
        elif _UPPER.search(bound) or _UPPER.search(after):
            problems.append(f"{match.group(0).strip()!r}: a maximum rating cannot be asked for; only a minimum "
                            "('rated 4 or higher')")
            continue
        if _STRICT.search(bound):
            value = round(value + 0.1, 1)
            warnings.append(f"{match.group(0).strip()!r} is read as rated {value:g} or higher (ratings have one decimal)")
        if not 0 < value <= 5:
            problems.append(f"{match.group(0).strip()!r}: restaurant ratings run from 0 to 5")
            continue
        found.append(value)
    for vague in _VAGUE_RATING.finditer(text):
        venue = _rated_venue(text, vague.start(), vague.end())
        if venue == "lodging":
            problems.append(f"{vague.group(0)!r}: a lodging rating cannot be asked for (the planner keeps a minimum "
                            "rating for restaurants only)")
        elif venue == "food" and not found:
            problems.append(f"{vague.group(0)!r} gives no minimum rating: say it as a number "
                            "(e.g. 'restaurants rated 4 or higher')")
            return None
    if len(set(found)) > 1:
        problems.append(f"two different minimum ratings ({', '.join(f'{v:g}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


# How the parser reads each registered local constraint (``domain.constraints``): its reading rules live in this
# module because they share the negation machinery above. tests/test_constraint_registry.py checks that every
# registered local constraint has one.
READERS = {
    "house_rule": lambda text, places, warnings, problems: read_house_rule(text, warnings, problems),
    "cuisine": lambda text, places, warnings, problems: read_cuisines(text, places, problems),
    "room_type": lambda text, places, warnings, problems: read_room_type(text, problems),
    "transportation": lambda text, places, warnings, problems: read_transportation(text, warnings, problems),
    "min_rating": lambda text, places, warnings, problems: read_min_rating(text, warnings, problems),
}


def read_constraint(key: str, text: str, places: list[tuple[int, int]], warnings: list[str], problems: list[str]):
    """The value of the local constraint ``key`` the text asks for, else None (problems and warnings appended)."""
    return READERS[key](text, places, warnings, problems)
