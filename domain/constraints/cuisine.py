"""The cuisines: every requested cuisine is served at some meal outside the origin city.

How a request states it (``read``): the benchmark's seven (American, Chinese, Italian, Mexican, Indian,
Mediterranean, French), in the order first mentioned; a word inside a place name is none. A cuisine ruled out
("no Italian food") is ``avoid_cuisines``'s, one of the data's other eight ("we'd love seafood") ``more_cuisines``'s:
the three read the same mentions (``mentions``). One the sandbox has no restaurant of ("Thai food") is a problem
(``unknown_cuisines``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from rapidfuzz.distance import Levenshtein

from himap_travel.domain.constraints import avoid_sights, must_see, named_places, restaurant_names
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import literal_guard, negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import DISHES, DISHES_OF, HEDGE, OTHER_CUISINES, PRAISE
from himap_travel.state.trip import CUISINES, DATA_CUISINES


def check(ctx: CheckContext) -> Reasons:
    """OFFICIAL QUIRK: a meal in the origin city skips the *rest of that day's* meals (so a breakfast at home
    hides lunch and dinner), and the check compares the number of distinct cuisines found with the length of
    the request (a repeated cuisine can never pass). Strict mode skips only the origin meal itself and
    compares as sets.
    """
    wanted = ctx.query.cuisine or ()
    found = served_away(ctx, wanted, official_quirk=not ctx.strict)
    passed = set(wanted) <= found if ctx.strict else len(found) == len(wanted)
    if not passed:
        missing = [c for c in wanted if c not in found] or list(wanted)
        yield f"cuisine: no meal outside {ctx.query.org} serves {', '.join(missing)}"


def served_away(ctx: CheckContext, wanted: Iterable[str], official_quirk: bool = False) -> set[str]:
    """The cuisines of ``wanted`` some meal outside the origin city serves (``official_quirk``: see ``check``)."""
    found: set[str] = set()
    for unit in ctx.units:
        for meal in ctx.meals:
            entry = unit.get(meal)
            if not ctx.filled(entry):
                continue
            if ctx.city_of(entry) == ctx.query.org:
                if not official_quirk:
                    continue
                break  # OFFICIAL QUIRK (see check)
            row = ctx.row("restaurant", entry)
            if row is not None:
                found.update(c for c in wanted if c in row.cuisines)
    return found


def served(row: Any) -> set[str]:
    """The cuisines a restaurant row (the data's "Cuisines" text) or search option (a list) is labelled with."""
    cuisines = getattr(row, "cuisines", None) or ()
    parts = cuisines.split(",") if isinstance(cuisines, str) else cuisines
    return {part.strip() for part in parts}


def unmet(facts: SolverFacts) -> str:
    return unmet_wanted(facts, facts.spec.local_constraint.cuisine or [])


def unmet_wanted(facts: SolverFacts, wanted: list[str]) -> str:
    """Why no plan serves every cuisine of ``wanted``: no restaurant serves one, or no route serves them all."""
    spec = facts.spec
    served_here = {c for city in facts.cities for m in facts.meals[city] for c in m.cuisines}
    missing = [c for c in wanted if c not in served_here]
    if missing:
        return f"no restaurant in {spec.dest} serves {', '.join(missing)}"
    return f"no route through {spec.visiting_city_number} cities of {spec.dest} serves all of {', '.join(wanted)}"


# --------------------------------------------------------------------------------------
# How a request states it
# --------------------------------------------------------------------------------------

_CUISINE_RE = lazy_compile(r"\b(" + "|".join(CUISINES) + r")\b", re.IGNORECASE)


# Cuisines and diets no restaurant of the sandbox is labelled with (``OTHER_CUISINES``): asked for, they cannot be met.
_DISH = lazy_compile(DISHES, re.IGNORECASE)
_ANY_CUISINE = rf"(?:{'|'.join(CUISINES)}|{OTHER_CUISINES})"
# A list of cuisines ("Japanese and Italian food", "Thai, Chinese or Indian"), with what marks it as food.
_CUISINE_LIST = lazy_compile(
    rf"\b{_ANY_CUISINE}\b(?:\s*(?:,\s*(?:and\s+|or\s+|&\s*)?|\s+and\s+|\s+or\s+|/|&)\s*{_ANY_CUISINE}\b)*+", re.IGNORECASE
)
# ("vietnamese for lunch one day": a meal it is eaten at marks it as food too)
_FOOD_AFTER = lazy_compile(r"\s*(?:food|foods|cuisines?|restaurants?|dishes|meals?|dining|fare|places?|spots?|joints?|cooking)\b"
                          r"|\s+for\s+(?:a\s+|one\s+|the\s+|our\s+)?(?:lunch|dinner|breakfast|brunch|supper)\b"
                          # ... or when it is eaten ("vietnamese one night", "korean at least once")
                          r"|\s+(?:(?:one|some|another|a)\s+(?:night|evening)|(?:at\s+least\s+)?once)\b", re.IGNORECASE)
_FOOD_BEFORE = lazy_compile(r"\b(?:eat|eating|try|trying|taste|tasting|enjoy|enjoying|crave|craving|love|like|want|prefer|cuisines?"
                            r"|food)\b[^\w.!?;]*(?:\w+[^\w.!?;]+)?$", re.IGNORECASE)  # in its sentence ("cuisines. the japanese garden")
# Any cuisine of the data named, in any case ("mexican", "Fast Food"): what the net and the caveats look for beside a
# count or a meal (domain.parsing.unread, domain.parsing.caveats).
A_CUISINE = lazy_compile(rf"\b(?:{'|'.join(DATA_CUISINES)})\b", re.IGNORECASE)
# ... and what is left out of food ("anything other than chinese", "food apart from indian"; "besides" adds as often)
_ANYTHING_BUT = lazy_compile(r"\b(?:anything|everything|(?<!\bat\s)all|any\s+\w+)\s+but\s+$"  # not "at all but"
                             r"|\b(?:other\s+than|apart\s+from|excluding|except(?:\s+for)?)\s+(?:the\s+)?$",
                             re.IGNORECASE)


# Capitalised words in a row ("we want Pizza Hut", "Domino's Pizza"): a name when one of them is neither a cuisine, nor a
# word of food, nor a word that names nothing ("No Fast Food", "Italian Food, Please" hold no name).
_CAPITALISED_RUN = lazy_compile(r"(?<![\w'’])[A-Z][\w'’&!-]*(?:\s+[A-Z][\w'’&!-]*)+")
_NO_NAME_WORDS = frozenset(w.lower() for w in (*DATA_CUISINES, *named_places.ORDINARY)) | {
    "fast", "food", "foods", "cuisine", "cuisines", "restaurant", "restaurants", "dishes", "meals", "and", "or", "the", "of", "with"}


_EATEN_AT = lazy_compile(r"\s+(?:one\s+(?:night|day|evening|morning)|for\s+(?:a\s+)?(?:lunch|dinner|breakfast|brunch|meal|bite))\b",
                         re.IGNORECASE)


def _in_names(text: str) -> list[tuple[int, int]]:
    """The capitalised names of the text that hold a cuisine's word: a restaurant's, which asks for no cuisine. A
    sentence's (or a list item's) first word is capitalised as the sentence's ("Some American and Italian meals"), not as
    a name's."""
    found = []
    for m in _CAPITALISED_RUN.finditer(text):
        words = m.group().split()
        # (an item of a list opens its own sentence: "...; Prefer Chinese food", "- Prefer Chinese food")
        first = not text[:m.start()].strip() or re.search(r"[.!?;:]\s*$", text[max(0, m.start() - 3):m.start()])
        # the name's other words decide, the first word's cuisine counts: "Burger King is a no" opens its sentence
        # ... unless said as a place to eat ("Top Burger one night", "Top Burger for dinner"): then it counts too
        own = words if first and _EATEN_AT.match(text, m.end()) else words[1:] if first else words
        named = [w for w in own if w.lower().rstrip("!") not in _NO_NAME_WORDS and not _OTHER_RE.fullmatch(w)]
        said = " ".join(words if named and first else words[1:] if first else words)
        if len(words) > 1 and (_MENTION.search(said) or _OTHER_RE.search(said)) and named:
            found.append(m.span())
    return found


@per_text
def _outside(text: str, place_spans: Spans) -> SpanSet:
    """The spans no cuisine is read in: place names, restaurants named after a cue ("eat at Cafe Coffee Day"), names
    wished for in a sight's words ("must visit Pizza Hut"), names ruled out that are no cuisine ("avoid Pizza Hut":
    a restaurant or a sight, as the data decides), and any other capitalised name holding a cuisine's word ("we want
    Pizza Hut": named unread if no reader takes it, never the cuisine Pizza)."""
    ruled_out = [(n.start, n.end) for n in avoid_sights.ruled_out(text, place_spans) if not n.food]
    wished = [(n.start, n.end) for n in must_see.wished(text, place_spans)]  # "must visit Pizza Hut"
    return SpanSet([*place_spans, *restaurant_names.spans(text, place_spans), *ruled_out, *wished, *_in_names(text)])


# A choice of cuisines ("Thai or Chinese food", "korean/italian"): one the data has answers it
_EITHER = lazy_compile(r"\s+or\s+|/", re.IGNORECASE)


def either_lacking(text: str) -> list[tuple[str, list[str], list[str]]]:
    """Each choice of cuisines holding both cuisines the data has and some it lacks ("we'd love Thai or Chinese food"):
    (its words, those the data lacks, those it has). The choice the data has is read as the wish; the others are
    named as not kept (``parsing.caveats``), never a refusal of the whole request."""
    known = {c.lower() for c in CUISINES}
    found = []
    for m in literal_guard.finditer(_CUISINE_LIST, text):
        words = re.findall(_ANY_CUISINE, m.group(0), re.IGNORECASE)
        lacking = [w for w in words if w.lower() not in known]
        if lacking and len(lacking) < len(words) and _EITHER.search(m.group(0)):
            found.append((m.group(0), lacking, [w for w in words if w.lower() in known]))
    return found


# How a cuisine the data lacks is said, in a refusal and in a naming beside a cuisine read (``parsing.caveats``), and
# read back from either (one question asked of it, never two)
NONE_SERVES = "no restaurant in the sandbox serves {} food"
NONE_SERVES_SAID = lazy_compile(NONE_SERVES.format("(.+?)") + ":")
# ... and the refusal alone (never the naming beside a cuisine read): what the chat's "plan without it?" reads back
# (``nodes.chat.wishes``: a cuisine of the data said instead gives it up; ``nodes.chat.request_merge``: the rest stands)
NONE_SERVES_REFUSED = lazy_compile(NONE_SERVES.format("(.+?)") + ": a trip can ask for ")


def unknown_cuisines(text: str, place_spans: Spans, problems: list[str], *, named_if_soft: bool = False) -> None:
    """A cuisine asked for that the sandbox has none of ("Japanese and Italian food", "we want vegan food") is a problem:
    read without it, the plan would silently lack what was asked. With ``named_if_soft``, one wished for softly ("thai
    food would be nice") is none: the request's reader names it (``softly_lacking``) and plans the rest."""
    for m, other, dish in _asked_lacking(text, place_spans):
        if named_if_soft and _said_softly(text, m):
            continue
        problems.append(_lacking_why(text, m, other, dish))
        return


# A wish said softly: a hedge ("maybe korean", "vietnamese if possible"), a wish praised ahead ("thai food would be
# nice") or asked if the data has it ("vietnamese if they have it")
_SOFTLY = lazy_compile(rf"{HEDGE}|\bwould\s+be\s+(?:so\s+|really\s+|very\s+)?{PRAISE}\b"
                       r"|\bif\s+(?:they|there|you)\s*(?:'s|'re|have|has|are|is|do|does)\s+(?:it|any|one|some|them)?\b",
                       re.IGNORECASE)
_CLAUSE_END = lazy_compile(r"[,.;!?\n]")


def _said_softly(text: str, m: re.Match[str]) -> bool:
    """Whether the clause holding the cuisines at ``m`` says them softly (``_SOFTLY``)."""
    start = max(text.rfind(mark, 0, m.start()) for mark in ",.;!?\n") + 1
    end = _CLAUSE_END.search(text, m.end())
    return bool(_SOFTLY.search(text[start:end.start() if end else len(text)]))


def softly_lacking(text: str, place_spans: Spans) -> list[tuple[str, str]]:
    """The cuisines the data lacks wished for softly (``_said_softly``), each as (its words, why it cannot be kept):
    named beside the rest of the request (``parsing.caveats``), never a refusal of it."""
    return [(", ".join(other), _lacking_why(text, m, other, dish))
            for m, other, dish in _asked_lacking(text, place_spans) if _said_softly(text, m)]


def lacking_asked(text: str, place_spans: Spans) -> dict[str, str]:
    """The cuisines and dishes the data lacks that the text asks for as food (lower case), each with the words
    ``unknown_cuisines`` refuses it with: beside a cuisine of the data, the same words name it as not kept
    (``parsing.caveats``), so the chat reads both alike (``NONE_SERVES_REFUSED``)."""
    return {word.lower(): _lacking_why(text, m, other, dish)
            for m, other, dish in _asked_lacking(text, place_spans) for word in other}


def lacking_asked_spans(text: str, place_spans: Spans) -> list[tuple[int, int]]:
    """Where the text asks for cuisines the data lacks as food ("we want thai food"): refused by ``unknown_cuisines``
    with its reason, so the clause is read (never named again as a wish no reader understood)."""
    return [m.span() for m, _other, _dish in _asked_lacking(text, place_spans)]


def _lacking_why(text: str, m: re.Match[str], other: list[str], dish: bool) -> str:
    """Why the cuisines ``other`` (said at ``m``) cannot be asked, the data's cuisines and those said beside listed."""
    said = ', '.join(dict.fromkeys(w.lower() if _DISH.fullmatch(w) else w for w in other))
    if dish:
        at = _AT_A_PLACE.match(text, m.end())  # "beignets at cafe du monde": the place it is asked at is named too
        where = f" (asked at {at.group('place')!r})" if at else ""
        return (f"no restaurant in the sandbox is labelled for {said}{where}: a trip can ask for "
                f"{', '.join(DATA_CUISINES)}{_kept_beside(text, m, said)}")
    return f"{NONE_SERVES.format(said)}: a trip can ask for {', '.join(DATA_CUISINES)}{_kept_beside(text, m, said)}"


def kept_beside(text: str, place_spans: Spans) -> bool:
    """Whether the text asks for a cuisine the data has (one neither ruled out nor taken back): a cuisine it lacks said
    beside one ("steak and seafood", "Thai food. Also Indian.") is then named as not kept and the rest read
    (``parsing.caveats``), never the whole request refused."""
    return any(not m.avoided and not m.taken_back for m in mentions(text, place_spans))


def _asked_lacking(text: str, place_spans: Spans) -> Iterator[tuple[re.Match[str], list[str], bool]]:
    """Each list of cuisines the data lacks asked for as food, in order: (its match, the lacking words, whether they are
    dishes); a list holding one the data has, a word in a name, a sight's words and a diet are none."""
    known = {c.lower() for c in CUISINES}
    for m in literal_guard.finditer(_CUISINE_LIST, text):
        words = re.findall(_ANY_CUISINE, m.group(0), re.IGNORECASE)
        other = [w for w in words if w.lower() not in known]
        if not other or m.start() in _outside(text, place_spans) or m.start() in _ruled_out(text, place_spans):
            continue  # ruled out: named as unlabelled
        if len(other) < len(words):  # "Thai or Chinese food", "mexican, thai & chinese": the cuisines the data has are
            continue  # read, the others named (``either_lacking``, ``parsing.caveats``), never a refusal of the whole request
        dish = all(_DISH.fullmatch(w) for w in other)  # "Sushi for dinner?": a dish is food with no food word
        if dish and _NAME_FOR.search(text, max(0, m.start() - 60), m.start()):
            continue  # "Frog Hollow Tavern for a burger": what is eaten at a place named, no cuisine (its name is read)
        food = _FOOD_AFTER.match(text, m.end()) or _FOOD_BEFORE.search(text[max(0, m.start() - 40):m.start()])
        food = food or _DATA_MATE.search(text[max(0, m.start() - 40):m.start()])  # "seafood and thai": a cuisine's mate
        alone = _said_alone(text, m)  # "no wait, thai": a message that is the cuisine alone asks for it as food
        if A_SIGHT_AFTER.match(text, m.end()):
            continue  # "we'd love the japanese gardens", "the basque museum": a sight's words, no food
        if (dish or food or alone) and not all(_DIETS.fullmatch(w) for w in other):  # "halal food" is a diet, not a cuisine
            yield m, other, bool(dish)  # the sandbox lacks: named by the clause accounting (``parsing.cannot_say``)


# A message that is a cuisine alone, but for words that correct or soften it ("no wait, thai", "actually korean pls"):
# in a chat that message can only be asked of the food (a few words either side at most, so each match reads little)
# ("some japanese pls": "some" before it asks for some of that food; "avoid vietnamese pls": that food ruled out)
_ALONE_BEFORE = lazy_compile(r"\W*(?:(?:no|nope|wait|actually|hmm+|ok(?:ay)?|um+|oh|so|make\s+it|how\s+about|what\s+about|maybe|some"
                             r"|then|or|let'?s\s+do|lets\s+do|rather|switch\s+to|avoid|skip|nothing|never|not)\b\W*)*",
                             re.IGNORECASE)
# ... and after it, words that prefer it ("no wait, thai sounds better", "korean would be nicer")
_ALONE_AFTER = lazy_compile(r"\W*(?:(?:instead|then|please|pls|plz|maybe|rather|after\s+all|actually"
                            r"|(?:sounds|would\s+be|seems|is)\s+(?:much\s+|way\s+)?(?:better|nicer|good|great))\b\W*)*",
                            re.IGNORECASE)
_ALONE_SPAN = 40


def _said_alone(text: str, m: re.Match[str]) -> bool:
    """Whether the cuisines matched at ``m`` are the whole message but for a few correcting words."""
    return m.start() <= _ALONE_SPAN and len(text) - m.end() <= _ALONE_SPAN and bool(
        _ALONE_BEFORE.fullmatch(text, 0, m.start())) and bool(_ALONE_AFTER.fullmatch(text, m.end()))


_SENTENCE_BREAK = lazy_compile(r"[.!?;\n]")


def _kept_beside(text: str, m: re.Match[str], said: str) -> str:
    """The data's cuisines said in the refused cuisine's sentence ("steak and seafood mostly"), said to be keepable:
    the refusal names what is lacking and what the plan could keep without it."""
    start = max((b.end() for b in _SENTENCE_BREAK.finditer(text, 0, m.start())), default=0)
    stop = _SENTENCE_BREAK.search(text, m.end())
    sentence = text[start:stop.start() if stop else len(text)].lower()
    kept = [c for c in DATA_CUISINES if re.search(rf"\b{re.escape(c.lower())}\b", sentence)]
    return f" ({', '.join(kept)} could be kept: leave out {said} to plan with it)" if kept else ""



# A sight's word right after a people's adjective ("the japanese gardens", "the basque museum"): no cuisine
A_SIGHT_AFTER = lazy_compile(r"\s+(?:tea\s+)?(?:gardens?|museums?|cent(?:er|re)s?|memorials?|parks?|heritage|cultural|history"
                            r"|art\b|war\b|friendship|quarter|district|village|cottage|church|temple|cathedral)\b",
                            re.IGNORECASE)
# A cuisine of the data said just before another ("we love seafood and thai"): the other is a cuisine asked for too
_DATA_MATE = lazy_compile(rf"\b(?:{'|'.join(DATA_CUISINES)})\s*(?:,|\band\b|&|\bor\b|\bplus\b)\s*$", re.IGNORECASE)


# A capitalised name, then what is had there: "Frog Hollow Tavern for a burger", "Joe's for ribs"
_NAME_FOR = lazy_compile(r"(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z0-9])[\w'’&.-]*)*\s+for\s+(?:an?\s+|some\s+|the\s+)?$",
                         re.IGNORECASE)
# (never how often: "sushi at least once", "tacos at some point", "ramen at night")
_AT_A_PLACE = lazy_compile(r"\s+(?:at|from)\s+(?!(?:least|most|some\s+point|any\s+point|night|lunch|dinner|breakfast|brunch"
                           r"|once|all|the\s+(?:end|start|beginning|least|most|weekend)|a\s+time|one\s+point)\b)"
                           r"(?:the\s+)?(?P<place>[\w'’&-]+(?:\s+[\w'’&-]+){0,3}?)(?=\s*(?:[.,;!?]|$))", re.IGNORECASE)
_DIETS = lazy_compile(r"vegan|vegetarian|kosher|halal|gluten[\s-]free", re.IGNORECASE)  # named as diets (domain.parsing.unread)
_OTHER_RE = lazy_compile(rf"\b(?:{OTHER_CUISINES})\b", re.IGNORECASE)


def lacking_named(text: str) -> str:
    """The text with each cuisine the data has no label for, and the food word after it, blanked ("we avoid korean
    food" -> "we avoid "): such a phrase names that cuisine, never the food wishes held ("food" alone is every one of
    them), so a chat's take-back reading finds none of those in it (``nodes.chat.take_back``)."""
    spans = []
    for m in _OTHER_RE.finditer(text):
        if _DIETS.fullmatch(m.group(0)):
            continue
        food = _FOOD_AFTER.match(text, m.end())
        spans.append((m.start(), food.end() if food else m.end()))
    for start, end in reversed(spans):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def names_a_cuisine(words: str) -> bool:
    """Whether ``words`` are one cuisine as the readers spell it ("bakeries", "bbq", "coffee shops")."""
    return _MENTION.fullmatch(words) is not None


def unlabelled_cuisines(text: str, place_spans: Spans) -> list[tuple[int, int, str]]:
    """Cuisines the data has no label for, ruled out ("no Thai food", "avoid sushi places"): (start, end, name).

    Asked for, such a cuisine is a problem (``unknown_cuisines``); ruled out, it cannot be checked either, and the
    clause accounting names it (``domain.parsing.unread``). A diet word is named as a diet, not here."""
    found = []
    for m in literal_guard.finditer(_OTHER_RE, text):  # the spans and polarities worked out (once a text) only where a word is found
        if m.start() in _outside(text, place_spans) or _DIETS.fullmatch(m.group(0)):
            continue
        food = _FOOD_AFTER.match(text, m.end()) or _FOOD_BEFORE.search(text[max(0, m.start() - 40):m.start()])
        listed = (_LISTED_AFTER.search(text[max(0, m.start() - 40):m.start()])  # "skip bbq and steakhouses"
                  or _LISTED_BEFORE.match(text, m.end()))  # "nothing vietnamese or chinese"
        # a dish is food itself: "no burgers"; a cuisine ruled out alone is food too ("avoid vietnamese pls")
        if (food or listed or _DISH.fullmatch(m.group(0)) or _said_alone(text, m)) \
                and m.start() in _unlabelled_ruled_out(text, place_spans):
            end = food.end() if food and food.start() >= m.end() else m.end()
            found.append((m.start(), end, m.group(0).title()))
    return found


def _ruled_out(text: str, place_spans: Spans) -> set[int]:
    """Where a cuisine word ruled out starts (``_polarities``, remembered for the text)."""
    return {start for start, _end, _name, avoided, _back in _polarities(text, place_spans) if avoided}


def _unlabelled_ruled_out(text: str, place_spans: Spans) -> set[int]:
    """Where a cuisine word the data has no label for, ruled out, starts (``_polarities``, remembered for the text)."""
    return {start for start, _end, name, avoided, _back in _polarities(text, place_spans) if name is None and avoided}


# A cuisine the data labels right before a word of another ("bbq and steakhouses", "seafood or sushi"): food too
_LIST_LINK = r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|/|&)\s*"
_LISTED_BEFORE = lazy_compile(rf"{_LIST_LINK}(?:{'|'.join(DATA_CUISINES)}|bbq)\b", re.IGNORECASE)
_LISTED_AFTER = lazy_compile(rf"\b(?:{'|'.join(DATA_CUISINES)}|bbq|{OTHER_CUISINES}){_LIST_LINK}$", re.IGNORECASE)

# Words that correct a cuisine just said by the next one ("mexican... actually no, italian", "thai, sorry, i mean
# indian", "bbq - wait, no - seafood"): the first is taken back
# (a "no" only after a word of correction: "bbq, no seafood" rules seafood out beside the bbq)
_CORRECTED_TO = lazy_compile(r"(?:\s*(?:food|cuisine))?[\s.,;:!-]{0,6}(?:actually|no\s+wait|wait|sorry|oops|(?:i|we)\s+mean[t]?"
                             r"|er+m?|scratch\s+that)(?:[\s.,;:!-]{1,6}(?:no|(?:i|we)\s+mean[t]?|make\s+(?:it|that)))?"
                             r"[\s.,;:!-]{1,6}", re.IGNORECASE)
# Words that take back a cuisine asked for earlier (a chat's edit: "no more Italian"), not ones that rule it out.
_TAKEN_BACK = lazy_compile(r"\b(?:no\s+more|no\s+longer|drop|remove|forget|cancel|instead\s+of|rather\s+than)\b[^.;!?]{0,30}$",
                           re.IGNORECASE)


# ... or that strike it right before it, with no negation ("actually scratch the mediterranean, just american")
# ... or that correct it, said before in the text ("actually no italian, french instead")
_ACTUALLY_NO = lazy_compile(r"\bactually\s*,?\s*no\s+(?:more\s+)?$", re.IGNORECASE)
_STRUCK = lazy_compile(r"\b(?:scratch|drop|remove|cancel|nix|strike|cross\s+off)\s+(?:the\s+|that\s+)?$", re.IGNORECASE)
# ... or forgotten with its article ("actually forget the italian", "never mind the mexican thing"): taken back, whatever
# held it (a wish, a ban, a meal on a day), neither wanted nor ruled out ("forget thai, italian" is Italian instead)
_FORGOTTEN = lazy_compile(r"\b(?:forget(?:\s+about)?|never\s*mind)\s+(?:the|that)\s+$", re.IGNORECASE)
# ... or swapped out for another ("swap the chinese for indian", "replace italian with thai", "change the mexican to
# bbq"): the one named first is given up, asked for before or not
_SWAPPED_OUT = lazy_compile(r"\b(?:swap|switch|replace|trade|exchange|change)\s+(?:out\s+)?(?:the\s+|that\s+|our\s+)?$",
                            re.IGNORECASE)
_SWAPPED_FOR = lazy_compile(r"(?:\s+(?:food|cuisine|places?|restaurants?|one))?\s+(?:for|with|to|into)\s", re.IGNORECASE)


# The data's fifteen cuisines as travellers write them ("barbecue", "fast-food joints", "pizzerias", "cafés",
# "seafoods back on the menu").
_SPELLINGS: dict[str, str] = {
    **{c: f"{c}|{DISHES_OF[c]}" if c in DISHES_OF else c for c in CUISINES},  # "tacos": Mexican (a warning says so)
    # ... and fish said as food by itself ("the kids hate fish", "no fish please", "fish places"), never one dish of it
    # ("fish tacos": Mexican, "a fish fry": an event) nor a place of fish ("a fish market")
    # ... or with a verdict said of it ("fish is a no for my sister", "fish is a must")
    "Seafood": r"sea[\s-]?foods?|fish(?=\s*(?:[.,;!?)]|$)|\s+(?:please|pls|plz|either|too|ever|at\s+all|dishes|food"
               r"|restaurants?|places?|spots?|joints?|(?:is|['’]s)\s+(?:a\s+(?:hard\s+)?(?:no|yes|must)|out|fine|ok|okay))\b)",
    "BBQ": r"(?<!korean\s)(?:bbq|barbecue|barbeque|bar-b-q)",  # "korean bbq" is no BBQ
    "Pizza": r"pizzas?|pizzerias?|deep[\s-]dish(?!\s+pizza)",  # "deep dish": Chicago's pizza
    "Fast Food": r"fast[\s-]?foods?",  # "fastfood" run together too
    # ... never a thing for coffee ("a coffee maker in the room": an amenity) nor money for it ("coffee money $10 a
    # day": money for one part of the trip, named by the money reader)
    # ... nor coffee the travellers make themselves ("no starbucks, we can make coffee", "we brew our own coffee")
    "Cafe": r"caf[eé]s?|(?<!\bmake\s)(?<!\bmaking\s)(?<!\bmade\s)(?<!\bbrew\s)(?<!\bbrewing\s)(?<!\bown\s)"
            r"coffee(?:\s+(?:shops?|places?|spots?|houses?|bars?)|(?![\s-]+(?:makers?|machines?|pots?|tables?|mugs?|beans?"
            r"|grinders?|filters?|pods?|stations?|kettles?|money|budget|funds?|allowance|costs?|spending)\b))",
    "Bakery": r"bakery|bakeries|pastr(?:y|ies)(?:\s+shops?)?|patisseries?",
    # ... never an event or a place of tea ("a tea ceremony", "a tea plantation"): no meal
    "Desserts": r"desserts?|ice[\s-]creams?",
    # ... and boba, a tea drink ("no boba places", "boba every day")
    "Tea": r"tea(?:\s*(?:houses?|rooms?|shops?))?(?![\s-]+(?:ceremon(?:y|ies)|plantations?|farms?|fields?)\b)|teahouses?|boba",
}
assert set(_SPELLINGS) == set(DATA_CUISINES)
_NAMES = list(_SPELLINGS)
# ... never the word of a job or a class ("my wife is a pastry chef", "a pasta cooking class"): no meal is asked
# ("cook" alone: "cooks" would set right "coors field" as "cooks field", the keywords correcting typos: ``spelling``)
_NOT_A_MEAL = r"(?!\s+(?:(?:cooking|making|baking)\s+)?(?:chefs?|cook|class(?:es)?|lessons?|workshops?)\b)"
# (never the idiom's "tea": "not my cup of tea", ``negation.CUP_OF_TEA``)
_MENTION = lazy_compile(r"(?<!\bcup\sof\s)\b(?:" + "|".join(f"(?P<c{i}>{_SPELLINGS[name]})" for i, name in enumerate(_NAMES)) + r")\b"
                        + _NOT_A_MEAL, re.IGNORECASE)
# Words that join a list of cuisines: the list takes its first item's polarity ("no Chinese or Mexican food").
_FOODS = r"(?:\s*(?:food|cuisine|restaurants?|places?|joints?|dishes)\b)?"
_JOINER = lazy_compile(rf"{_FOODS}\s*(?:,\s*(?:and\s+|or\s+|nor\s+)?|\s+and\s+|\s+or\s+|\s+nor\s+|/|&)\s*(?:any\s+|the\s+)?", re.IGNORECASE)
# Aversions the shared negation words do not cover ("we're allergic to seafood", "keep us away from fast food").
# ("my son is done with fast food": ``negation.DONE_WITH``)
_AVERSE = lazy_compile(rf"(?:{negation.DONE_WITH})"
                       r"|\b(?:allergic\s+to|sick\s+of|tired\s+of|(?:had|have\s+had|'ve\s+had)\s+(?:our|my|their)\s+fill\s+of"
                       # had enough of it ("we had enough fast food on the road", "enough with the pizza")
                       r"|(?:had|have\s+had|'ve\s+had|'d\s+had)\s+(?:(?:more\s+than\s+)?enough|plenty)(?:\s+of)?|enough\s+(?:with|of)"
                       r"|can't\s+stand|cannot\s+stand|(?:stay|keep\s+(?:us\s+|me\s+)?)away\s+from"
                       r"|steer\s+(?:clear\s+of|away\s+from)|not\s+into|\bcut(?:\s+out)?(?:\s+the)?|\bditch(?:\s+the)?|\bhold\s+the|(?:not|no)\s+(?:a\s+)?(?:big\s+|huge\s+)?fans?\s+of"
                       # "we're not big on seafood", "we don't do spicy indian food", "he can't handle Mexican"
                       r"|not\s+(?:very\s+|that\s+|too\s+|so\s+)?(?:big|keen|crazy|wild)\s+(?:on|about)"
                       # ... or wants to ("we don't want to eat mexican", "dont wanna eat seafood")
                       # ("we dont really do seafood", "we don't usually eat bbq": an adverb between)
                       r"|(?:don't|dont|do\s+not|doesn't|does\s+not|won't|can't|cannot)\s+"
                       r"(?:(?:really|usually|generally|normally|typically|much|even|ever|actually)\s+)?(?:(?:want|wanna)\s+(?:to\s+)?)?"
                       r"(?:do|eat|handle|tolerate|stomach)"
                       # ... or says so as a learner does, with no "do" ("we not eat the chinese food", "i no like fish")
                       r"|\b(?:we|i|he|she|they)\s+(?:not|no)\s+(?:eat|like|want|do)"
                       # no one of the party wants it: "nobody in our group likes indian", "none of us eat seafood",
                       # "neither of us can stand seafood"
                       r"|\b(?:nobody|no\s+one|none\s+of\s+(?:us|them)|neither\s+of\s+(?:us|them))\b[^.;!?]{0,40}?"
                       r"\b(?:likes?|eats?|wants?|enjoys?|(?:can|could)\s+(?:stand|handle|stomach)))\s+(?:\w+\s+)?$",
                       re.IGNORECASE)


# An item said with its own verdict starts a clause of its own, whatever the list before it: "no mexican, american is a
# must though" wants American.
# One cuisine set against the next ("food is Chinese not Indian", "Chinese, not Indian"): the "not" rules out the next.
_CONTRAST = lazy_compile(rf"{_FOODS}\s*,?\s*(?:and\s+|but\s+)?not\s+(?:the\s+|any\s+)?", re.IGNORECASE)
_OWN_VERDICT = lazy_compile(rf"{_FOODS}\s+(?:is|are|'s|’s|would\s+be|will\s+be|for\s+sure)\b", re.IGNORECASE)
# ... or, after a comma, its own "only" or plea ("no pizza, mexican only", "no chinese, mexican please"; never "no
# chinese or mexican please", whose plea is the list's)
_COMMA_JOIN = lazy_compile(rf"{_FOODS}\s*,\s*", re.IGNORECASE)
# ... or how often or when it is eaten ("no indian, italian at least once", "no bbq, seafood one night", "mexican for dinner")
_OWN_PLEA = lazy_compile(rf"{_FOODS}\s*(?:only|please|pls|plz|instead|yes|definitely|for\s+sure|at\s+least\s+(?:once|twice|one)"
                         r"|once|twice|(?:one|1|two|2)\s+(?:nights?|days?|evenings?|times?|meals?)|every\s+(?:day|night|morning|evening)"
                         r"|(?:for|at)\s+(?:dinner|lunch|breakfast|brunch))\b", re.IGNORECASE)


@dataclass(frozen=True)
class Mention:
    """One cuisine a request names: its data spelling, and whether it is ruled out or taken back (a chat's edit)."""

    name: str
    avoided: bool
    taken_back: bool


# A cuisine misspelt ("mexcan food", "mediteranean cuisine", "no seefood"): a word one letter off a cuisine's name, said
# as food (before a word of food, or ending in "food" itself). Only then: "Indain" alone could be anything.
_AS_FOOD = lazy_compile(r"\b(?P<word>[a-z]{5,})(?=\s+(?:food|foods|cuisines?|dishes|restaurants?|places|joints)\b)"
                        r"|\b(?P<food>[a-z]{2,}food)\b", re.IGNORECASE)
_TYPO_TARGETS = {name.lower().replace(" ", ""): name for name in DATA_CUISINES if len(name) >= 5}


def _misspelt(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, the cuisine) for each cuisine misspelt by one letter and said as food."""
    for m in _AS_FOOD.finditer(text):
        word = (m.group("word") or m.group("food")).lower()
        if _MENTION.fullmatch(word):
            continue  # spelt right: _MENTION's
        name = next((n for key, n in _TYPO_TARGETS.items() if Levenshtein.distance(key, word, score_cutoff=1) == 1), None)
        if name is not None:
            yield m.start(), m.end(), name


@per_text
def mentions(text: str, place_spans: Spans) -> list[Mention]:
    """Every cuisine the text names outside place names, in order, with its polarity (one pass: linear)."""
    return [Mention(name, avoided, back) for _s, _e, name, avoided, back in _polarities(text, place_spans) if name]


# "no more" and "no longer": the words that take a cuisine back that could also rule one out anew
_NO_MORE = lazy_compile(r"\bno\s+(?:more|longer)\b[^.;!?]{0,30}$", re.IGNORECASE)


def ruled_out_afresh(text: str) -> list[str]:
    """The cuisines a whole request says "no more" of without asking for them before ("no more fast food, we had
    enough on the road"): nothing to take back, so each is ruled out. (A chat's message is read against the wishes the
    thread holds instead: one held is taken back, one not held ruled out.)"""
    said = _polarities(text, [])
    return [name for start, _end, name, avoided, back in said
            if name and avoided and back and _NO_MORE.search(text, max(0, start - 40), start)
            and not any(s < start and other == name for s, _e, other, _a, _b in said)]


@per_text
def _polarities(text: str, place_spans: Spans) -> list[tuple[int, int, str | None, bool, bool]]:
    """Every cuisine word outside place names, in order: (start, end, the data's name or None for one the data has no
    label for, ruled out, taken back). The rest of a list takes its first item's polarity, whether or not the data
    labels the first ("no sushi or seafood", "nothing vietnamese or chinese": Seafood and Chinese ruled out)."""
    said: list[tuple[int, int, str | None]] = [(m.start(), m.end(), _NAMES[int(str(m.lastgroup)[1:])])
                                               for m in _MENTION.finditer(text)]  # groups named c<index>
    said += _misspelt(text)
    known = SpanSet((start, end) for start, end, _name in said)
    said += [(m.start(), m.end(), None) for m in literal_guard.finditer(_OTHER_RE, text) if not known.overlaps(m.start(), m.end())]
    if not said:  # no cuisine word: the spans no cuisine is read in are not needed (issue 44: 1 ms a text)
        return []
    places = _outside(text, place_spans)
    found: list[tuple[int, int, str | None, bool, bool]] = []
    list_end, list_polarity = -1, (False, False)
    ordered = sorted(said, key=lambda item: (item[0], item[1]))
    for index, (start, end, name) in enumerate(ordered):
        if start in places:
            continue
        own = _OWN_VERDICT.match(text, end) or (_COMMA_JOIN.fullmatch(text, list_end, start) and _OWN_PLEA.match(text, end))
        if found and _JOINER.fullmatch(text, list_end, start) and not own:
            polarity = list_polarity  # the rest of a list: its first item's polarity
        elif index + 1 < len(ordered) and _CORRECTED_TO.fullmatch(text, end, ordered[index + 1][0]):
            polarity = True, True  # "mexican... actually no, italian": taken back for the cuisine said after it
        elif index + 1 < len(ordered) and _CONTRAST.fullmatch(text, end, ordered[index + 1][0]):
            polarity = _polarity(text[:end], start, end)  # "Chinese not Indian": the "not" is the next one's
        else:
            polarity = _polarity(text, start, end)
        found.append((start, end, name, *polarity))
        list_end, list_polarity = end, polarity
    return found


def _polarity(text: str, start: int, end: int) -> tuple[bool, bool]:
    """(ruled out, taken back) for the mention at ``text[start:end]``."""
    before = text[max(0, start - 40):start]
    if _STRUCK.search(before[-24:]) or (_SWAPPED_OUT.search(before[-24:]) and _SWAPPED_FOR.match(text, end)):
        return True, True  # "actually scratch the mediterranean", "swap the chinese for indian": taken back
    if _FORGOTTEN.search(before[-24:]):
        return False, True  # "actually forget the italian": taken back, never wanted nor kept out
    if _ACTUALLY_NO.search(before[-24:]) and re.search(rf"\b{re.escape(text[start:end])}\b", text[:start], re.IGNORECASE):
        return True, True  # "We love Italian food. ... actually no italian": the wish said before, taken back
    ruled_out = (negation.negated(text, start, end, window=2) or bool(_ANYTHING_BUT.search(before[-30:]))
                 or bool(_AVERSE.search(before)))
    return ruled_out, ruled_out and bool(_TAKEN_BACK.search(before))


def wanted(text: str, place_spans: Spans, among: tuple[str, ...]) -> list[str] | None:
    """The cuisines of ``among`` the text asks to be served, first mentioned first (None: none); one taken back after
    it was asked ("We love American and Mediterranean food. ... scratch the mediterranean") is not."""
    names: list[str] = []
    for m in mentions(text, place_spans):
        if m.taken_back and m.name in names:
            names.remove(m.name)
        elif m.name in among and not m.avoided and not m.taken_back and m.name not in names:
            names.append(m.name)
    return names or None


def wanted_spans(text: str, place_spans: Spans) -> list[tuple[int, int, str]]:
    """(start, end, the data's name) of each of the data's cuisines the text asks for, in order; none ruled out or taken
    back anywhere in it (the words around one may tie it to a meal: ``meal_wishes``)."""
    said = _polarities(text, place_spans)
    back = {name for _s, _e, name, _avoided, was_back in said if was_back}
    return [(start, end, name) for start, end, name, avoided, _back in said if name and not avoided and name not in back]


def struck(text: str) -> list[str]:
    """The data's cuisines the text takes back ("no more fast food", "drop the italian"), first said first: on a trip
    that never asked for one, such words keep it out (``nodes.chat.rule_merge``)."""
    return list(dict.fromkeys(m.name for m in mentions(text, ()) if m.taken_back and m.avoided))


def own_food_words_blanked(text: str) -> str:
    """The text with the food word each of the data's cuisines carries blanked ("no more fast food" -> "no more fast",
    "drop the mexican food" -> "drop the mexican"): that food names the cuisine said, never the trip's food wishes
    ("food" alone is every one of them), so a chat's take-back finds only that cuisine in it (``nodes.chat.take_back``)."""
    spans = []
    for m in _MENTION.finditer(text):
        food = _FOOD_AFTER.match(text, m.end())
        inside = re.search(r"[\s-]food$", m.group(0), re.IGNORECASE)
        if food:
            spans.append((m.end(), food.end()))
        if inside:
            spans.append((m.start() + inside.start(), m.end()))
    for start, end in sorted(spans, reverse=True):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def taken_back(text: str) -> list[tuple[int, int]]:
    """The spans of the cuisines taken back ("scratch the mediterranean", "no more Italian") and of their earlier
    mentions: read, as asked no more (the unread accounting's; never named as not understood)."""
    said = _polarities(text, ())
    back = {name for _s, _e, name, _avoided, was_back in said if was_back}
    return [(start, end) for start, end, name, _avoided, _back in said if name in back]


def read(text: str, place_spans: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """TravelPlanner's cuisines asked for, first mentioned first; words inside a place name (``place_spans``) do not
    count. One ruled out ("no Italian food", "anything but Italian") is ``avoid_cuisines``'s; one taken back ("no
    more Italian", a chat's edit) is simply not asked for. A dish read as its cuisine ("tacos") is said in
    ``warnings``."""
    warnings.extend(_dishes_read(text, place_spans))
    found = wanted(text, place_spans, CUISINES)
    if found and len(found) > 1:  # "italian or french, either is fine": each kept (the benchmark's list), said stricter
        warnings.extend(f"{said!r}: each cuisine of a list is served at one meal at least (TravelPlanner's reading of "
                        "cuisines), which is stricter than either one" for said in _either_one(text))
    return found


# A choice of cuisines said to be either one ("italian or french, either is fine", "mexican or chinese, doesn't matter
# which"): the list is kept as the benchmark reads it, every cuisine once, and said stricter than asked
_EITHER_ONE = lazy_compile(r"\bor\s+(?P<last>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s*[,:\u2013\u2014-]?\s*"
                           r"(?:(?:either|any|whichever)(?:\s+(?:one|is|works|'s|of\s+them))*"
                           r"(?:\s+(?:fine|ok|okay|good|works))?|(?:it\s+)?(?:doesn['’]?t|does\s+not)\s+matter(?:\s+which)?"
                           r"|(?:we['’]?re\s+)?not\s+picky)\b", re.IGNORECASE)


def _either_one(text: str) -> list[str]:
    """The choices of cuisines said to be either one (``_EITHER_ONE``), each from its first cuisine, 60 letters back at
    most: a cuisine before "or" and one right after it."""
    said = []
    for m in _EITHER_ONE.finditer(text):
        before = list(_MENTION.finditer(text, max(0, m.start() - 60), m.start()))
        if before and _MENTION.match(text, m.start("last")):
            said.append(" ".join(text[before[0].start():m.end()].split()))
    return said


_DISH_OF = lazy_compile(rf"(?:{'|'.join(DISHES_OF.values())})", re.IGNORECASE)


def _dishes_read(text: str, place_spans: Spans) -> list[str]:
    """How each dish said was read ("'tacos' read as Mexican food"): the data labels restaurants by cuisine only."""
    said = {(text[start:end].lower(), name, avoided)
            for start, end, name, avoided, _back in _polarities(text, place_spans)
            if name and _DISH_OF.fullmatch(text, start, end)}
    return [f"{dish!r} read as {name} food{' (ruled out)' if avoided else ''}: the data labels restaurants by cuisine, "
            "not by dish" for dish, name, avoided in sorted(said)]


CONSTRAINT = HardConstraint(
    key="cuisine", report_key="cuisine", row_key="cuisine", label="cuisine", official=True, check=check,
    describe=lambda cuisines: f"cuisines: {', '.join(cuisines)}",
    flex_sentence=lambda cuisines: f"we're particularly interested in trying out {', '.join(cuisines)} food.",
    instruction=lambda cuisines: f"the trip's meals must include each of: {', '.join(cuisines)}",
    unmet=unmet, read=read, mention=r"(?:the\s+)?(?:food|cuisines?)",  # the chat's "forget the food thing"
    claims=taken_back,
    prompt="a list of TravelPlanner's cuisines to serve: American, Chinese, Italian, Mexican, Indian, Mediterranean, French",
)
