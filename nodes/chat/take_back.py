"""A wish taken back ("actually forget the zoo", "never mind the pace thing", "the budget doesn't matter anymore"):
which of the thread's wishes a message removes, by the wish's kind and its words.

The words of a wish are the registry's (``domain.constraints``): its label and row key ("minimum stay rating",
"room type"), its ``mention`` pattern ("the pace", "flight time windows"), the words its ``describe`` gives the
value ("must see Zoo Atlanta"), and its own reader (``read``: "the dog" reads as the house rule ``pets``). A wish
planned without ("a hotel with a pool", ``wishes.PLANNED_WITHOUT``) has the words it was said with.

A message takes something back when a clause holds a take-back cue (``TAKE_BACK``: "forget", "never mind", "drop",
"doesn't matter", "no longer", "the cat stays home", "the dog stays with my mom", typos such as "forgt" and "nevermind"
too) and names a wish. A word that names one
wish only picks it; a word several wishes share ("the rating" with a restaurant and a stay rating set, "flights"
with a transport rule and flight times) picks none, and the chat asks which (``TakeBack.ambiguous``). A word naming
an item of a list ("the zoo" among the sights to see, "Italian" among the cuisines) removes that item; the kind's
own word ("the sights to see", "the cuisine thing") removes the whole list.

Two more ways of taking back, each bound to the kind of wish it can mean. An avoidance ("skip the aquarium", "we don't
want to see the zoo": ``_AVOIDING``) takes back an item the trip requires (a sight to see, a cuisine, a city to visit),
never a bound or an avoidance. Accepting what a bound keeps out ("long flights are fine now", "we're ok with early
flights": ``_ACCEPTING``) takes back a bound (a number or a window, no item), unless the clause states a new one ("flights
up to 5 hours are fine" is a new limit). A bound is named by its everyday words too: the extreme it keeps out, by the
measure its registry label names ("maximum flight duration": "long flights"; "flight time windows": "early flights";
``_EXTREMES``). A cued clause that names none of the trip's wishes is kept (``TakeBack.unmatched``): the chat says what it
did not find.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from typing import Any

from himap_travel.domain.constraints import LOCAL, named
from himap_travel.domain.constraints.cuisine import lacking_named, own_food_words_blanked
from himap_travel.domain.constraints.sight_kinds import SIGHT_KIND
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.text.english import is_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import HEDGE, MUST, NOT_A_MUST
from himap_travel.nodes.chat.rule_kinds import keys_named
from himap_travel.state.trip import MealDay, banned_modes

# Who may go along ("my wife can go"): never a wish let go of
_GOERS = ("we i you u they he she us kids children people everyone everybody all both who family wife husband partner "
          "mom mum dad son daughter friend friends brother sister baby grandma grandpa mother father")
# The cues that take something back, the object after them ("forget the zoo") or before them ("the pace doesn't
# matter"); "no more than 5 hours of driving" is a bound, and "skip Macon" an avoidance (the registry's word for
# it: "cities to skip"), not a take-back. One home: ``request_merge`` and ``wishes`` read a clause holding one as read, never as a new wish.
TAKE_BACK = lazy_compile(
    r"\b(?:drop|remove|delete|forget|forgot|cancel|scrap|ditch|ignore|nix|lose\s+the|never\s*mind|nvm|get\s+rid\s+of|leave\s+out"
    r"|take\s+back|take(?=\s+(?:the|that|our|my)\s+[\w\s'-]{1,30}?\s+out(?:\s+(?:pls|please|plz))?\s*(?:[,.;!?]|$))|scratch|stay(?:s|ing)?\s+(?:at\s+)?(?:home|behind)"
    # someone minding them ("mom will watch the dog", "my sister is minding the cats"; a modal needs its verb: "can the
    # dog stay at the oasis?" asks whether it may come)
    r"|(?:(?:will|'ll|can|is\s+going\s+to|is\s+gonna)\s+(?:watch|mind|keep|look\s+after|take\s+care\s+of)"
    r"|(?:is|are)\s+(?:watching|minding|keeping|looking\s+after|taking\s+care\s+of))(?=\s+(?:the|our|my|his|her|their)\s)"
    r"|stay(?:s|ing)?\s+with\s+(?:my|our|his|her|their|the|a|an|grand\w*|gran|granny|nana|mom|mum|dad|auntie|family)\b"
    # someone staying home taking them ("grandma will take the cats"; never "we'll take the dog", which brings it)
    r"|(?:grand\w*|gran|granny|nana|mom|mum|dad|parents|sister|brother|aunt\w*|uncle|cousin|neighbou?rs?|sitter|friend)"
    r"(?:\s+(?:will|'ll|can|is\s+going\s+to|is\s+gonna|(?:is|are)\s+taking)|['’](?:ll|s\s+taking|s\s+gonna|s\s+going\s+to))"
    r"(?:\s+take)?(?=\s+(?:the|our|my|his|her|their)\s)"  # ("grandma's taking the dog": "'s" for "is")
    # ("no price cap needed"; "we're leaving the dog home": it stays)
    r"|no(?!\s+(?:changes?|edits?|more|further)\b)(?=\s+(?:[\w'-]+\s+){1,3}needed\b)|leav(?:e|es|ing)(?=\s+(?:the|our|my|his|her|their)\s+[\w'-]+(?:\s+[\w'-]+)?\s+(?:at\s+)?(?:home|behind)\b)"
    # ("two sights a day, no more": a cap said, nothing taken back)
    r"|no\s+longer(?!\s+than)|no\s+more(?!\s+than)(?!\s*[.!]*\s*$)|no\s+need\s+(?:for|to)|not\s+anymore|any\s*more|instead\s+of|rather\s+than"
    r"|no\s+(?:limit|cap|max(?:imum)?|restrictions?)(?=\s+(?:on|for)\s)"  # "actually no limit on food": the cap lifted
    # "no budget limit actually", "no budget cap", "no meal limit": that bound taken back (its word after the cue names
    # it)
    r"|no(?=\s+(?:[a-z-]+\s+){1,2}(?:limit|cap|max(?:imum)?|restrictions?)\b)"
    r"|(?:not|n't)\s+(?:gonna|going\s+to|bringing|taking|coming)|(?:can'?t|cannot|won'?t)\s+(?:come|make\s+it)|(?:isn'?t|aren'?t)\s+coming|(?:don'?t|do\s+not|dont)\s+mind"
    r"|(?:swap|switch|replace|trade|exchange)(?:\s+out)?(?=\s+(?:the\s+)?[\w\s'-]{1,30}?\s+(?:for|with)\b)"  # _SWAP
    r"|(?:don'?t|do\s+not|doesn'?t|does\s+not|dont|doesnt)\s+(?:need|care\s+about|care|worry\s+about|matter"
    r"|(?:really\s+|necessarily\s+)?have\s+to\s+be)"  # ("seaworld doesn't have to be on day 2")
    r"|(?:isn'?t|is\s+not|aren'?t|are\s+not|not)\s+(?:that\s+|so\s+)?(?:important|needed|necessary|required|a\s+must|essential"
    r"|crucial|a\s+(?:big\s+)?(?:deal|priority))|no\s+big\s+deal"
    r"|without\s+(?:the|that|those|our|my)|(?:do|fine|ok(?:ay)?|good|happy|live)\s+without"
    r"|what\s+i\s+said\s+about|unnecessary|optional|off\s+the\s+table|changed\s+(?:my|our)\s+minds?\s+(?:about|on)"
    # a wish called off at the message's end ("chinese is off", "the museum's off the list now")
    r"|(?:(?<=\w\s)(?:is|are)|(?<=\w)'s)\s+off(?:\s+the\s+(?:list|menu))?(?=\s*(?:now|too|then|pls|please)?\s*[,.;!?]*\s*$)"
    # left to the plan ("the hotel rating can be whatever", "the flight time is up to you")
    # ("flights can be whenever", "the flight times can be any time", "the rating can be anything at all")
    r"|(?:can|could|may)\s+be\s+(?:whatever|anything|whenever|whichever|any\s*time|any\s+(?:rating|time|price|hour|day|kind|type))"
    r"|(?:is|are)\s+up\s+to\s+(?:you|u)"
    # a wish let go of ("the smoking rule can go", "that one can go"; never people: "only 3 of us can go now"), a cap
    # lifted ("lift the price cap")
    r"|(?:(?<=\brule\s)|(?<=\brules\s)|(?<=\blimit\s)|(?<=\bcap\s)|(?<=\bthing\s)|(?<=\bstuff\s)|(?<=\bwish\s)"
    r"|(?<=\brequirement\s)|(?<=\brestriction\s)|(?<=\bthat\s)|(?<=\bthat\sone\s)|(?<=\bit\s))"
    r"can\s+go(?=\s*(?:now|too|pls|please)?\s*(?:[,.;!?]|$))|lift(?=\s+(?:the|that|our|my)\s)"
    # ... or a thing named let go of at the message's end ("gatorland can go"; never someone who can come along: "my
    # wife can go", "only 3 of us can go now")
    + "|" + "".join(rf"(?<!\b{who}\s)" for who in _GOERS.split()) + r"(?<=[a-z]\s)can\s+go(?=\s*(?:now|too|pls|please)?\s*[.!]*\s*$)"
    # a wish someone tired of ("we've gone off french", "the wife's over mexican"; never a cost: "we're over budget")
    r"|gone\s+off(?=\s+\w)|(?:(?<=\w)'(?:s|re|m)|\s(?:is|are|am))\s+(?:(?:so|totally|kinda|well)\s+)?over"
    r"(?!\s+(?:the\s+|our\s+|my\s+)?(?:budget|limit|cap|there|here|it|that|this|\d|\$))(?=\s+\w)"
    # a wish not to be bothered with ("don't bother with the italian")
    r"|(?:don'?t|do\s+not|dont)\s+bother\s+(?:with|about))\b",
    re.IGNORECASE,
)
# Part of a group left out ("one of the dogs stays with my sister"), and the rest of it still coming ("the other one
# comes"): no wish is taken back, and the chat reads both (one home for ``request_merge``'s unread clauses).
PART_OF_GROUP = lazy_compile(r"\bone\s+of\s+(?:the|our|my|his|her|their)\s+\w+s\b"
                             r"|\bthe\s+other(?:\s+one|s|\s+\w+s?)?\s+(?:comes?|is\s+coming|are\s+coming|will\s+come|joins?)\b",
                             re.IGNORECASE)
# A banned mode allowed again ("we can fly after all", "my wife is fine with flying"), by the mode the rule bans
# (``state.trip.banned_modes``): ``rule_merge`` lifts the ban, ``wishes`` counts the clause as read (one home for both).
ALLOW_MODE = {mode: lazy_compile(pattern, re.IGNORECASE) for mode, pattern in {
    "flight": r"\b(?:can|could|may|ok\s+to|okay\s+to|fine\s+to|happy\s+to|will|would|(?<=\w)['’]d)\s+fly\b"
              r"|\bflying(?:\s+is|['’]s)\s+(?:fine|ok|okay|back\s+on)\b"
              r"|\b(?:flights?|planes?)\s+(?:are|is)\s+(?:fine|ok|okay|back\s+on)\b"  # ("flights are back on (the table)")
              r"|\b(?:ok|okay|fine|happy|good|cool)\s+with\s+(?:flying|flights?)\b"
              r"|\b(?:fly|flying|flights?)\s+again\b|\b(?:let['’]?s|we['’]ll|we\s+will|back\s+to)\s+fly(?:ing)?\b"
              # "fly pls", "flying it is", "can we fly?", "book flights instead": flying asked for by a switch
              r"|(?<!no\s)(?<!not\s)(?<!zero\s)(?<!never\s)(?<!-)\bfly(?:ing)?\s+(?:it\s+is|instead|pls|please|plz|then)\b"
              r"|\b(?:can|could)\s+(?:we|i|you)\s+fly\b"
              # "let's just fly", "ok just fly us there": the verb opening a clause, after filler at most
              r"|(?:^|[,.;:!?]\s*)(?:(?:ok(?:ay)?|so|just|then|yeah|let['’]?s|we['’]?ll|we\s+will|(?:i|we)['’]?d\s+rather)\s+)*"
              r"fly\b"
              r"|\b(?:book|take|get)\s+(?:the\s+|a\s+)?(?:flights?|plane)\s+instead\b"
              # "fine, we can take a plane": the plane allowed again
              r"|\b(?:can|could|will|'ll|’ll)\s+take\s+(?:a|the)\s+(?:plane|flight)\b",
    "self-driving": r"\b(?:can|could|may|ok\s+to|okay\s+to|fine\s+to|happy\s+to|will|would|(?<=\w)['’]d)\s+drive\b"
                    r"|\bdriving(?:\s+is|['’]s)\s+(?:fine|ok|okay|back\s+on)\b"
                    r"|\b(?:ok|okay|fine|happy|good|cool)\s+with\s+(?:driving|a\s+drive|self[\s-]driving)\b"
                    r"|\bdriv(?:e|ing)\s+again\b|\bback\s+to\s+driving\b"
                    r"|(?<!no\s)(?<!not\s)(?<!zero\s)(?<!never\s)(?<!-)(?<!self\s)\bdriv(?:e|ing)\s+(?:it\s+is|instead|pls|please|plz"
                    r"|then)\b"  # ("zero driving pls": none of it)
                    r"|\b(?:can|could)\s+(?:we|i|you)\s+drive\b",
}.items()}
# "swap the American for Italian": what is taken back is what comes before "for"/"with" (the rest is the new wish).
_SWAP = lazy_compile(r"\b(?:swap|switch|replace|trade|exchange)\b(?P<old>.*?)\s+(?:for|with)\s+.*", re.IGNORECASE)
# Someone said of by a pronoun not coming ("no, she isn't coming", "good thing he's not coming", "he bailed"): a
# traveller fewer (``relative``, where it opens the message) or talk of one who never came, never a wish taken back
# ("couldn't find 'she' among your wishes"); "they" may be the pets ("the dogs? they aren't coming"), left to the cue
SOMEONE_NOT_COMING = lazy_compile(
    r"\b(?:she|he)(?:['’]s|\s+is)?\s+(?:can['’]?t\s+(?:come|make\s+it)|cannot\s+(?:come|make\s+it)"
    r"|won['’]?t\s+(?:be\s+)?(?:come|coming|joining)|is(?:n['’]?t|\s+not)\s+(?:coming|joining)|not\s+(?:coming|joining)"
    r"|drop(?:s|ped)\s+out|bail(?:s|ed)(?:\s+out)?|(?:back|pull)(?:s|ed)\s+out)\b", re.IGNORECASE)
# "Chinese instead of American": what is taken back comes after "instead of" / "rather than" (before it, the new wish).
_INSTEAD_OF = lazy_compile(r"^.*?(?=\b(?:instead\s+of|rather\s+than)\b)", re.IGNORECASE)
# An avoidance: takes back an item the trip requires ("skip the aquarium" on a trip that must see it), nothing else
# ("skip Macon" on a trip that does not visit it is the registry's avoidance, read by the parser).
_AVOIDING = lazy_compile(r"\b(?:skip(?:ping)?|avoid(?:ing)?|pass\s+on|miss|not\s+interested\s+in|not\s+(?:into|bothered\s+(?:about|with))"
                         r"|(?:don'?t|do\s+not|dont)\s+want\s+to\s+(?:see|visit|go\s+to|eat\s+at|do)"
                         r"|(?:don'?t|do\s+not|dont)\s+wanna\s+(?:see|visit|go\s+to|eat\s+at|do))\b", re.IGNORECASE)
# Accepting what a bound keeps out: takes back a bound ("long flights are fine now"), never an item ("Italian is fine").
_ACCEPTING = lazy_compile(r"\b(?:(?:is|are|were|r|'s|'re|(?:would|will|'d|'ll)\s+be)\s+"
                          r"(?:(?:totally|perfectly|completely|all|just|now|actually|also)\s+)?"
                          r"(?:fine|ok|okay|alright|all\s+right|acceptable|no\s+problem|not\s+a\s+problem|no\s+big\s+deal|cool"
                          r"|grand|all\s+good)"  # ("early flights are grand now")
                          # ("we're ok with long flights", "i'm fine sharing a room")
                          r"|(?:ok|okay|fine|happy|good|cool|alright)\s+(?:with|sharing)|can\s+(?:live\s+with|handle|deal\s+with|do)"
                          # what was kept out wished for again ("happy to have seafood now")
                          r"|(?:happy|glad|keen|willing)\s+to\s+(?:have|eat|try|do|see)"
                          r"|(?:no|not\s+an?)\s+(?:issue|problem)|(?:don'?t|do\s+not|dont)\s+care"
                          # ... or said to work as well ("a private room works too", "shared would work for us")
                          r"|(?:works?|(?:would|'d|will|'ll)\s+work)\s+(?:too|as\s+well|also|fine|for\s+(?:us|me))"
                          # as much of it as anyone wants ("as many sights as you like"): no bound on it
                          r"|as\s+(?:you|u)\s+(?:like|want|wish|please))\b", re.IGNORECASE)
# ... but the party saying how it is ("thanks, we're all good here", "i'm fine, thx") accepts nothing: a sign-off
_PARTY_IS_FINE = lazy_compile(r"\b(?:we|i|everyone|everybody|all\s+of\s+us)\s*(?:['’]re|['’]m|are|am|r|re|im)\s+"
                              r"(?:(?:all|totally|just|really|now)\s+)?(?:fine|ok|okay|alright|all\s+right|all\s+good|good|set|grand)"
                              r"\b(?!\s+(?:with|sharing|to)\b)", re.IGNORECASE)
# The everyday words of what a bound keeps out, by the measure its registry label names ("maximum flight duration" keeps
# out long flights, "flight time windows" early and late ones): "long flights are fine now" names the flight duration.
_EXTREMES = {"duration": "long longer lengthy", "hours": "long longer lengthy", "price": "pricey pricier expensive fancy fancier",
             "cost": "pricey pricier expensive", "rating": "low lower", "windows": "early earlier late later red eye redeye",
             "pace": "busy busier packed full many"}
# Single-word cues a typo still names ("forgt", "scarp", "remvoe"): compared by spelling.
_CUE_WORDS = ("forget", "remove", "scrap", "drop", "ditch", "ignore", "cancel", "delete", "nevermind", "anymore")
# Where a clause ends: a sentence mark, a comma, or a word that starts another request ("forget the zoo and add Italian").
_CLAUSE_END = lazy_compile(r"[.;!?,]|,?\s+\b(?:but|however|then|also|plus|and\s+(?=(?:add|make|get|change|book|find|plan|switch|go|keep"
                           r"|move|let'?s|can|could|please|i|we|it'?s|set|raise|bump|lower|include|give|use|drop|remove|cut|lose"
                           # ... or an avoiding cue's ("add bbq and skip the heard museum": the bbq is no sight skipped)
                           r"|skip|avoid|forget|scrap|ditch|nix|leave)\b)"
                           # ... or a reason before it ("she's allergic to dogs so forget the dog": the reason names no wish)
                           r"|so\s+(?=(?:forget|scrap|ditch|nix|drop|remove|lose|cancel|skip|never\s*mind|nvm|take\s+out)\b))\b",
                           re.IGNORECASE)
_WORD = lazy_compile(r"[a-z][a-z']*", re.IGNORECASE)
# Words that tell no wish apart.
_PLAIN = frozenset("""the a an of to and or for on in at by my our we us i me you it its it's that this those these what
    said about thing things stuff bit part whole request requirement requirements rule rules wish wishes one ones
    please pls just actually ok okay so hmm oh also well really all any at least most more less per day days
    limit cap max min maximum minimum be is are was were with no not don't do does doesn't need want care matter
    anymore after them they there idea lol thanks""".split())


@dataclass(frozen=True, eq=False)  # one wish is one object: compared by identity
class Held:
    """One wish the thread holds: a constraint (``key`` its row key, ``value`` its value), one item of a list
    constraint (``item``), the budget, or a wish planned without (``key`` ``"planned_without"``, ``item`` its words)."""

    key: str
    item: Any = None
    value: Any = None
    kind_words: frozenset[str] = frozenset()
    item_words: frozenset[str] = frozenset()
    mention: str | None = None
    label: str = ""
    extremes: frozenset[str] = frozenset()  # a bound's everyday words for what it keeps out ("long", ``_EXTREMES``)


@dataclass
class TakeBack:
    """What a message takes back: the wishes it removes, and those it names without saying which (asked about)."""

    dropped: list[Held] = field(default_factory=list)
    ambiguous: list[Held] = field(default_factory=list)
    unmatched: list[str] = field(default_factory=list)  # what a cued clause names that none of the trip's wishes is ("the zoo")
    avoided: list[Held] = field(default_factory=list)  # the dropped items an avoidance named ("skip the aquarium"): kept out too

    def drops(self, key: str) -> list[Held]:
        """The wishes of the constraint ``key`` taken back."""
        return [h for h in self.dropped if h.key == key]

    def question(self) -> str | None:
        """The question an ambiguous take-back asks (None when it names one wish, or none)."""
        if not self.ambiguous:
            return None
        return ("you took back a wish, but several match: " + "; ".join(h.label for h in self.ambiguous)
                + ". Which one should I drop? Say it naming that one, e.g. \"drop the " + _short(self.ambiguous[0]) + "\"")


def held_wishes(trip: dict[str, Any] | None, planned: list[dict[str, Any]] | None = None) -> list[Held]:
    """The wishes a trip holds (each rule, each item of a list rule, the budget) and those planned without."""
    trip = trip or {}
    rules = trip.get("local_constraint") or {}
    held: list[Held] = []
    for constraint in LOCAL:
        value = rules.get(constraint.row_key)
        if value:
            held += _held_rule(constraint, value)
    if trip.get("budget") is not None:
        budget = named("budget")
        held.append(Held("budget", None, trip["budget"], _words(budget.label), frozenset(), None, budget.describe(trip["budget"])))
    for wish in planned or []:
        held.append(Held("planned_without", wish["wish"], wish, frozenset(), _words(wish["wish"]), None, wish["wish"]))
    return held


def _held_rule(constraint: Any, value: Any) -> list[Held]:
    """A rule as wishes: each banned mode of a transport rule, each item of a list, else the rule itself."""
    key, described = constraint.row_key, constraint.describe(value)
    if key == "transportation":  # "we can drive again" lifts one ban of two
        return [_held(constraint, value, mode, described, f"no {mode}") for mode in sorted(banned_modes(value))]
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        return [_held(constraint, value, item, described, f"{constraint.label}: {item}", value) for item in value]
    if key == _MEAL_DAYS.row_key and isinstance(value, list):  # each meal on its day alone ("forget the italian")
        said = [item_said(key, v) for v in value]
        return [_held(constraint, value, item, described, f"{constraint.label}: {item}", said) for item in said]
    return [_held(constraint, value, value if isinstance(value, str) else None, described, described)]


_MEAL_DAYS = named("meal days")


def item_said(key: str, value: Any) -> str:
    """An item of a rule held as one wish of its own, in words (a meal on a given day: "Italian on day 2")."""
    return MealDay.model_validate(value).said() if key == _MEAL_DAYS.row_key else str(value)


def _held(constraint: Any, value: Any, item: Any, described: str, label: str, items: Sequence[str] = ()) -> Held:
    """The wish with its words: the item's own, and the kind's (its label, row key and described value, the
    registry's, less the words of the list's items: "cuisines: Italian, Chinese" is no Chinese word of Italian)."""
    own = _words(str(item)) if item is not None else frozenset()
    extremes = _words(" ".join(words for measure, words in _EXTREMES.items() if measure in _words(constraint.label))) \
        if item is None else frozenset()
    kind = (_words(f"{constraint.row_key} {constraint.label} {described}") | extremes) - own - frozenset().union(*map(_words, items))
    return Held(constraint.row_key, item, value, kind, own, constraint.mention, label, extremes)


def taken_back(text: str, held: list[Held]) -> TakeBack:
    """The wishes ``text`` takes back among ``held`` (see the module docstring); a wish another clause of the message
    states again is kept ("the cat stays home but the dog comes": pets are still allowed)."""
    result = TakeBack()
    # a cuisine the data lacks names no wish held: "we avoid korean food" is no word on the cuisines asked for; nor
    # does the food of one it has: "no more fast food" takes back no cuisine asked for but fast food
    for clause, cue in _cued_clauses(own_food_words_blanked(lacking_named(normalize(text)))):
        if PART_OF_GROUP.search(clause):  # "one of the dogs stays home": the others still come, the rule stays
            continue
        among = [h for h in held if _may_mean(cue, h, clause)]
        picked, unsure = _sight_or_its_day(clause, *_named_by_parts(clause, among))
        if unsure and not picked and _WHOLE_SUBJECT.search(clause) and not any(_names_item(clause, h) for h in unsure):
            picked, unsure = unsure, []  # "scratch the food thing": every wish about food (cuisines wanted and avoided)
        if cue == "accept" and not picked and not unsure and _ANY_KIND.search(clause) and len({h.key for h in among}) == 1:
            picked = among  # "any room is fine": "room" alone names no wish (any may have it), but "any" before it does
        if cue == "take back" and not picked and not unsure and _BOTH.search(clause):
            picked = _the_two(among)  # "forget both of those" with two wishes held: the two
        if cue == "take back" and not picked and not unsure and _EVERY_RULE.search(clause):
            picked = [h for h in held if h.key not in ("budget", "planned_without")]  # "remove all the rules": each rule
        if cue == "take back" and not picked and not unsure and _WHOLE_SUBJECT.search(clause):
            picked = _of_subject(clause, among)  # "never mind the room stuff": every rule of the stay
        result.dropped += [h for h in picked if h not in result.dropped]
        result.avoided += [h for h in picked if cue == "avoid" and h not in result.avoided]
        result.ambiguous += [h for h in unsure if h not in result.ambiguous]
        said = salient(clause) - _NOT_NAMES
        if cue == "take back" and not picked and not unsure and said and not any(said <= salient(u) for u in result.unmatched):
            result.unmatched.append(_FILLER_AROUND.sub("", clause).strip(" ,.;!?") or clause.strip(" ,.;!?"))
    restated = _restating(normalize(text))
    result.dropped = [h for h in result.dropped if not any(_read_as(segment, h) for segment in restated)]
    result.ambiguous = [h for h in result.ambiguous if h not in result.dropped]
    return result


# A word of a day: a sight named with its day held, the clause is about the day ("any day is fine for seaworld")
_DAY_WORD = lazy_compile(r"\bdays?\b", re.IGNORECASE)


def _sight_or_its_day(clause: str, picked: list[Held], unsure: list[Held]) -> tuple[list[Held], list[Held]]:
    """A sight to see and the days of sights both named (the days' words hold the sight's name): a day's word in the
    clause takes back the days only ("seaworld can be any day"); else the sight, and its day goes with it
    (``rule_merge``: "never mind seaworld")."""
    days = [h for h in unsure if h.key == "sight days"]
    sights = [h for h in unsure if h.key == "must see"]
    if not days or not sights or len(days) + len(sights) != len(unsure):
        return picked, unsure
    return [*picked, *(days if _DAY_WORD.search(clause) else sights)], []


# The joins of one clause's parts ("forget the italian and the rating thing")
_AND = lazy_compile(r"\s+(?:and|&|plus|n)\s+", re.IGNORECASE)
# A number said on its own ("scrap the 200 limit"), commas of thousands taken out first
_NUMBER = lazy_compile(r"(?<![\w.])\d+(?:\.\d+)?(?![\w.])")


def _named_by_parts(clause: str, held: list[Held]) -> tuple[list[Held], list[Held]]:
    """The wishes a clause names (``_named``), each part of an "and" read on its own when every part names one ("forget
    the italian and the rating thing": Italian, then the stay rating; read whole, the cuisine reader read the clause and
    its wish took "rating" too); else the clause read whole."""
    parts = [part for part in _AND.split(clause) if _words(part) or _NUMBER.search(part)]
    if len(parts) > 1:
        named = [_named(part, held) for part in parts]
        if all(certain or unsure for certain, unsure in named):
            certain = list(dict.fromkeys(h for picked, _unsure in named for h in picked))
            return certain, list(dict.fromkeys(h for _picked, unsure in named for h in unsure if h not in certain))
    return _named(clause, held)


def _named(clause: str, held: list[Held]) -> tuple[list[Held], list[Held]]:
    """The wishes a clause names by their words (``_named_in``), else the wish of a number whose value it says ("scrap
    the 200 limit" with stays capped at $200 a night: that cap, never a budget of $200)."""
    certain, unsure = _named_in(clause, held)
    if certain or unsure:
        return certain, unsure
    said = {float(n) for n in _NUMBER.findall(clause.replace(",", ""))}
    valued = [h for h in held if h.item is None and isinstance(h.value, int | float) and not isinstance(h.value, bool)
              and float(h.value) in said]
    return (valued, []) if len({h.key for h in valued}) == 1 else ([], valued)


# Two wishes named by pointing at them ("forget both of those", "drop them both", "neither of those")
_BOTH = lazy_compile(r"\bboth(?:\s+of)?\s+(?:those|these|them|the\s+(?:wishes|rules|things))\b|\b(?:them|those)\s+both\b"
                     r"|\bthose\s+two\b", re.IGNORECASE)


def _the_two(held: list[Held]) -> list[Held]:
    """The wishes "both of those" means: the trip's two wishes, when it holds two besides its budget (else none: which
    two is not guessed, and the clause is said not found)."""
    wishes = [h for h in held if h.key not in ("budget", "planned_without")]
    return wishes if len(wishes) == 2 else []


# A subject named as a whole ("the food thing", "the hotel stuff"): every wish it may mean, when the clause names no
# item of one (asked which only when it could mean one of them: "the rating" with both ratings set); so is one named by
# what was asked of it, in the plural ("forget the food preferences", "drop the hotel rules": all of them).
_WHOLE_SUBJECT = lazy_compile(r"\b(?:thing|things|stuff|bits?|parts?|preferences|wishes|rules|requirements|requests"
                              r"|restrictions|choices)\b", re.IGNORECASE)


# Every rule named at once ("remove all the rules", "drop every rule", "clear all my restrictions"): each rule the trip
# holds (the trip's own budget, dates and party are no rule)
_EVERY_RULE = lazy_compile(r"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+|our\s+|those\s+|these\s+)?"
                           r"(?:rules?|wishes|restrictions|requirements|preferences|constraints|filters)\b", re.IGNORECASE)


# The rules that say who travels (children, pets), never a preference of the stay's: a stay's subject taken back whole
# ("forget the hotel stuff") keeps them (a change to one wish never touches another)
_PARTY_RULES = frozenset({"house rule", "more house rules"})


def _of_subject(clause: str, held: list[Held]) -> list[Held]:
    """The wishes of the kinds a clause names by their subject alone ("the room stuff", "the hotel requirements": the
    stay's rating, price caps, room type and what it forbids), when no word of the clause told any wish apart: the
    subject's common word ("room", "hotel") names them all (``rule_kinds``)."""
    keys = keys_named(clause) - _PARTY_RULES
    return [h for h in held if h.key in keys]


def _names_item(clause: str, wish: Held) -> bool:
    """Whether the clause names the wish's own item ("Chinese" of the cuisines), not only its kind."""
    return any(_matches(word, wish.item_words) for word in _words(clause))


# Filler around what a cued clause names ("ok forget alcatraz": "alcatraz", never "ok alcatraz"), left out where the reply
# quotes what it could not find
# (the subject of a cue cut out of the clause too: "we don't care about museums" names "museums")
_FILLER_AROUND = lazy_compile(r"^\W*(?:(?:ok|okay|so|well|hmm+|oh|yeah|yes|alright|actually|um+|uh+|please|pls|plz|and|but|just"
                              r"|also|then|we|i|they|he|she|really)\b\W*)+"
                              r"|(?:\W+(?:please|pls|plz|then|now|too|lol|thanks|thx|after\s+all|anymore|any\s+more|needed))+\W*$",
                              re.IGNORECASE)


# Words left in a cued clause that name no wish ("we don't need it": "need"; "after all"): a clause of them names nothing.
_NOT_NAMES = frozenset("""now after all anymore then though tho either too really trip plan whole thing stuff guess think
    instead rather okay fine""".split())


def _may_mean(cue: str, wish: Held, clause: str) -> bool:
    """Whether a clause of this cue can take ``wish`` back: a take-back any wish; an avoidance an item the trip requires
    (never a bound, a banned mode or an avoidance: "skip the aquarium"); accepting a bound (never an item: "Italian is
    fine") named by what it keeps out ("ok with driving" allows a mode; "the driving limit is fine" keeps it), unless the
    clause states a new one by its number ("flights up to 5 hours are fine" is a new limit); accepting also takes back
    a wish that keeps out what the clause names ("shared rooms are fine" lifts "not shared room"; "the zoo is fine after
    all" lets the zoo kept out back in)."""
    if cue == "take back":
        return True
    if wish.key in ("budget", "planned_without"):
        return False
    if cue == "avoid":
        return wish.item is not None and wish.key != "transportation" and "avoid" not in named(wish.key).label and (
            _of_kind_said(clause, wish))
    anything = _ANY_KIND.search(clause)  # "any rating is fine": no wish of that kind, whatever it keeps out
    if anything is not None and any(_matches(w, wish.kind_words | wish.item_words) for w in _words(anything.group(1))):
        return True
    if isinstance(wish.item, str) and _EXCLUDING.match(wish.item):  # "not shared room": accepting shared rooms lifts it
        return any(_matches(w, _words(_EXCLUDING.sub("", wish.item))) for w in _words(clause))
    if wish.item is not None and "avoid" in named(wish.key).label:  # "the zoo is fine after all": the zoo kept out, let in
        return any(_matches(w, wish.item_words) for w in _words(clause))
    return wish.item is None and not re.search(r"\d", clause) and any(_matches(w, wish.extremes) for w in _words(clause))


# A sight named by its kind ("the water park", "the zoo"): the registry's kinds of sight.
_SIGHT_KIND = lazy_compile(rf"\b{SIGHT_KIND}\b", re.IGNORECASE)


def _of_kind_said(clause: str, wish: Held) -> bool:
    """Whether an avoidance that names a sight by its kind ("skip the water park") can mean the held item: one of that
    kind only, every word of the kind in its name (the "park" of "Yuma Territorial Prison State Historic Park" is no
    water park; such a kind is the registry's avoidance, ``avoid_sights``). A clause naming no kind may mean any item."""
    kinds = [_words(m.group(0)) for m in _SIGHT_KIND.finditer(clause)]
    return not kinds or any(all(_matches(w, wish.item_words) for w in kind) for kind in kinds)


# "Any" before what a wish is of ("any rating is fine", "any kind of food works"): accepted whatever it is, so the wish
# of that kind is taken back.
# ("whatever rating is fine now": any)
_ANY_KIND = lazy_compile(r"\b(?:any|whatever)\s+((?:[a-z'-]+\s+){0,2}[a-z'-]+)", re.IGNORECASE)
# A wish whose value keeps something out ("not shared room"): accepting that thing ("shared rooms are fine") takes it back.
_EXCLUDING = lazy_compile(r"^(?:not|no|non)[\s-]+", re.IGNORECASE)


def has_cue(text: str) -> bool:
    """Whether the text holds a take-back cue (a typo of one included)."""
    return bool(TAKE_BACK.search(text)) or any(_is_cue_word(w) for w in _WORD.findall(text))


_CUES = {"take back": TAKE_BACK, "avoid": _AVOIDING, "accept": _ACCEPTING}


def accepts(text: str) -> bool:
    """Whether the message accepts something ("a shared room is fine", "we're ok with long flights"); the party
    saying it is fine ("we're all good here") accepts nothing."""
    return bool(_ACCEPTING.search(_PARTY_IS_FINE.sub(" ", text)))


def avoidance_of(key: str) -> str | None:
    """The row key of the kind that keeps out what the list kind ``key`` requires, by the registry's labels ("sights to
    include" → "sights to avoid", "cuisine" → "cuisines to avoid"); None when there is none ("room type")."""
    noun = _stem(named(key).label.split()[0])
    return next((c.row_key for c in LOCAL if "avoid" in c.label and c.row_key != key and _stem(c.label.split()[0]) == noun), None)


def _cue_of(segment: str) -> str | None:
    """The kind of cue a clause holds: a take-back first (typos too: ``has_cue``), then an avoidance, then accepting."""
    if has_cue(segment):
        return "take back"
    return "avoid" if _AVOIDING.search(segment) else "accept" if accepts(segment) else None


def _cued_clauses(text: str) -> list[tuple[str, str]]:
    """The clauses of ``text`` that hold a cue, the cue's words taken out, each with its cue's kind ("take back", "avoid",
    "accept"); a cue alone in its clause ("the pace thing, never mind") takes back what the clause before names."""
    clauses, before = [], ""
    segments = [SOMEONE_NOT_COMING.sub(" ", segment or "") for segment in _CLAUSE_END.split(text)]
    for at, segment in enumerate(segments):
        cue = _cue_of(segment)
        after = segments[at + 1] if at + 1 < len(segments) else ""
        if cue is not None and (_NOT_FIRM.fullmatch(segment) and _SAID_SOFTLY.search(before) or _wished_softly(segment, after)):
            before = segment  # "gatorland would be fun, not a must": a wish said softly, nothing taken back
            continue
        if cue is not None:
            # "swap Houston for San Antonio": what is swapped out, its verb gone with the rest (the cue's lookahead
            # needs the "for" it cuts: "swap" left behind was quoted as a name, "couldn't find 'swap Houston'")
            segment = _INSTEAD_OF.sub(" ", _SWAP.sub(lambda m: " " + m.group("old"), segment))
            segment = " ".join(w for w in _CUES[cue].sub(" ", segment).split() if not _is_cue_word(re.sub(r"\W", "", w)))
            if not _COUNTED.match(segment):  # "no smoking, and drop a day": a change by an amount, no take-back
                clauses.append((segment if _words(segment) else f"{before} {segment}", cue))
        before = segment
    return clauses


# A clause saying only that the wish before is not firm, after a wish said softly ("gatorland would be fun, not a must")
_NOT_FIRM = lazy_compile(rf"\W*(?:but\s+)?(?:it['’]?s\s+|its\s+)?(?:not|no)\s+(?:{MUST}|required|necessary|a\s+deal)"
                         r"(?:\s+(?:though|tho|either))?\W*", re.IGNORECASE)
_SAID_SOFTLY = lazy_compile(HEDGE, re.IGNORECASE)
_NOT_A_MUST = lazy_compile(NOT_A_MUST, re.IGNORECASE)


def _wished_softly(segment: str, after: str) -> bool:
    """Whether a clause says its wish is not a must and wishes it softly all the same, in it or in the clause ``after``
    it ("entire home is not a must but would be nice"): asked for softly, nothing taken back."""
    return bool(_NOT_A_MUST.search(segment)) and bool(_SAID_SOFTLY.search(_NOT_A_MUST.sub(" ", f"{segment} {after}")))


# What a cue's clause holds when the cue changes a count ("drop a day", "and remove 2 nights", "lose one person"): a
# change by an amount (``relative``), never a cue alone taking back the clause before it.
_COUNTED = lazy_compile(r"\W*(?:and\s+|then\s+|also\s+)?(?:a|an|one|another|two|three|four|\d+)\s+(?:more\s+|extra\s+)?"
                        r"(?:days?|nights?|weeks?|people|persons?|travell?ers?|guests?|cit(?:y|ies)|stops?)\b", re.IGNORECASE)


def _restating(text: str) -> list[str]:
    """The clauses of ``text`` with no cue, less one a cue alone in the next clause takes back ("the pace thing, never
    mind"): what the message states besides its take-backs."""
    segments = [segment or "" for segment in _CLAUSE_END.split(text)]
    cues = [_cue_of(segment) for segment in segments]
    alone = [cue is not None and not _words(_CUES[cue].sub(" ", segment)) and not _COUNTED.match(_CUES[cue].sub(" ", segment))
             for segment, cue in zip(segments, cues, strict=True)]
    return [segment for i, segment in enumerate(segments)
            if segment and cues[i] is None and not (i + 1 < len(segments) and alone[i + 1])]


def uncued(text: str) -> str:
    """The message without its clauses that take something back ("the dog stays with my mom, and add Italian": "and add
    Italian"), for what it states besides."""
    return ", ".join(_restating(normalize(text)))


def _named_in(clause: str, held: list[Held]) -> tuple[list[Held], list[Held]]:
    """The wishes a clause names for certain, and those it names without telling them apart.

    Each wish scores the clause's words it has (its own words, its kind's, those the registry's ``mention`` of its kind
    covers), a word any wish could have ("hotel", "room", "food": ``_COMMON``) half; one more when a ``mention`` phrase
    of its kind is said ("driving limit", "hotel stars"), two when its own reader reads the clause ("the dog": the house
    rule ``pets``; then the clause's words are its, but for another wish's own: "4 star hotel" is the stay rating's).
    Each telling word goes to the best-scoring wishes that have it: "stay rating" is the stay rating's,
    though the restaurant rating has "rating" too. A word whose best wishes are of one kind names them ("the cuisine
    thing": each cuisine); of several kinds, none of them named by another word, it is unsure ("the rating" with both
    ratings set). A common word alone names nothing ("the hotel price limit" is no wish of a hotel with a pool), unless
    the registry's ``mention`` of a held wish's kind says it ("the food thing": the cuisine's).
    """
    words = _words(clause)
    phrases = {id(h): _mention_words(clause, h) for h in held if h.mention}
    has = {id(h): {w for w in words if _matches(w, h.item_words | h.kind_words) or w in phrases.get(id(h), (set(), 0))[0]}
           for h in held}
    read = {id(h) for h in held if _read_as(clause, h)}
    for wish in (h for h in held if id(h) in read):  # what its reader read, it explains ("4 star hotel": the stay rating's),
        has[id(wish)] |= {w for w in words if not any(_matches(w, h.item_words) for h in held if h is not wish)}  # not another's item
    score = {id(h): sum(0.5 if w in _COMMON else 1 for w in has[id(h)]) + phrases.get(id(h), (set(), 0))[1]
             + (2 if id(h) in read else 0) for h in held}
    certain = [h for h in held if id(h) in read]
    shared: list[list[Held]] = []
    mentioned = frozenset().union(*(words for words, _phrase in phrases.values()))  # "the food thing": the cuisine's word
    for word in words - (_COMMON - mentioned):
        candidates = [h for h in held if word in has[id(h)]]
        best = [h for h in candidates if score[id(h)] == max((score[id(c)] for c in candidates), default=0)]
        if len({h.key for h in best}) == 1:
            certain += [h for h in best if h not in certain]
        elif best:
            shared.append(best)
    unsure = [h for group in shared if not any(h in certain for h in group) for h in group]
    return certain, list(dict.fromkeys(unsure))


def _mention_words(clause: str, wish: Held) -> tuple[frozenset[str], int]:
    """The clause's words the registry's ``mention`` of the wish's kind covers, and 1 when one of its matches is a
    phrase ("driving limit", "hotel stars", "sights per day"; a bare "rating" tells no kind apart)."""
    matches = [m.group(0) for m in re.finditer(rf"\b(?:{wish.mention})\b", clause, re.IGNORECASE)]
    phrase = any(len([w for w in m.split() if w.lower() not in ("the", "a", "an")]) > 1 for m in matches)
    return frozenset().union(*(_words(m) for m in matches)), int(phrase)


# A kind whose items another kind's reader reads: the house rules after the first ("also allows: pets") are house rules.
_READ_BY = {"more house rules": "house rule"}


def _read_as(clause: str, wish: Held) -> bool:
    """Whether the wish's own reader (the registry's) reads the clause as its value ("the dog" is ``pets``)."""
    read = None if wish.key in ("planned_without", "budget") else named(_READ_BY.get(wish.key, wish.key)).read
    if read is None:
        return False
    try:
        value = read(clause, (), [], [])
    except Exception:  # noqa: BLE001 - a reader given a fragment: no reading, never a failure of the turn
        return False
    if not value:
        return False
    if wish.key == "transportation":
        return wish.item in banned_modes(str(value))
    if wish.item is not None:  # an item: that one ("the dog" is pets, never the children rule)
        return wish.item in (value if isinstance(value, (list, tuple)) else [value])
    return True  # a rule of a number or a window: its kind named ("the early flights thing")


# Words of a wish said in a chat that tell no wish apart ("a hotel with a pool": "pool" does).
# ("the price cap on the house" names the stay's price cap, never the house rule)
_COMMON = frozenset("""with that this have want need would like some somewhere place hotel hotels stay room rooms
    house apartment airbnb restaurant restaurants food please also there their they them what where which the for our
    you not but are was can
    all any get has had its one who how why when will""".split())


def salient(text: str) -> frozenset[str]:
    """The words that tell a wish said in a chat apart ("pool" in "a hotel with a pool")."""
    return frozenset(w for w in _words(text) if w not in _COMMON)


def _words(text: str) -> frozenset[str]:
    return frozenset(w.lower() for w in _WORD.findall(text.replace("-", " ")) if len(w) > 2 and w.lower() not in _PLAIN)


def _stem(word: str) -> str:
    word = word.lower().removesuffix("'s")
    for suffix, instead in (("ies", "y"), ("ings", ""), ("ing", ""), ("es", ""), ("ed", ""), ("s", ""), ("e", "")):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: len(word) - len(suffix)] + instead
    return word


def _matches(word: str, words: frozenset[str]) -> bool:
    """The same word, another form of it ("flights", "flight", "nightly", "night"), or a typo of one ("ratng"); an
    English word is no typo of another it does not grow from ("stars" is no "stays": "forget the stars" names the rating
    only; "mexican" never names American)."""
    stem = _stem(word)
    english = is_english(word.lower())
    return any(stem == _stem(w) or (len(word) >= 5 and len(w) >= 5 and SequenceMatcher(None, word, w).ratio() >= 0.8
                                    and (not english or word.startswith(w) or w.startswith(word)))
               for w in words)


def _is_cue_word(word: str) -> bool:
    """A cue, or a misspelt one; never another English word spelt like one ("forest" is no "forget", "witch" no "ditch")."""
    low = word.lower()
    return len(word) >= 4 and (low in _CUE_WORDS or (not is_english(low) and _near_a_cue(low)))


@functools.lru_cache(maxsize=8192)
def _near_a_cue(word: str) -> bool:
    """A misspelt cue ("nevermnd"). Cached, and the cheap upper bounds first (as ``difflib.get_close_matches``): a
    full ratio per word and cue was about 12% of a chat turn's CPU, and a message's words recur from turn to turn."""
    for cue in _CUE_WORDS:
        if abs(len(word) - len(cue)) > 1:  # a typo drops or adds a letter, not two: "fort" is no "forget"
            continue
        matcher = SequenceMatcher(None, word, cue)
        if matcher.real_quick_ratio() >= 0.8 and matcher.quick_ratio() >= 0.8 and matcher.ratio() >= 0.8:
            return True
    return False


def _short(wish: Held) -> str:
    return wish.key if wish.key != "planned_without" else str(wish.item)


__all__ = ["PART_OF_GROUP", "TAKE_BACK", "Held", "TakeBack", "avoidance_of", "has_cue", "held_wishes", "salient", "taken_back", "uncued"]
