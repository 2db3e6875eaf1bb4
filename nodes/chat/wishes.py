"""Wishes the plan cannot keep, in a chat: every part of a message is applied or named, and "plan without it?" is asked.

``domain.parsing.unread`` accounts for the clauses of a request: each is read, talk, or a wish no reader keeps
(named with its reason: "the data has no amenities, so 'a hotel with a pool' cannot be checked"). The chat
uses it in two ways:

* **Every part of an edit.** In an edit every clause asks for something, wish word or not ("make it 4 days and
  get us a quiet room"): ``unread_in`` accounts for each clause (``every_clause``), counting as read what the
  chat's own edits read (a place or a rule taken back, a mode allowed again). A new request or an answer is
  accounted for as ``app.py plan`` accounts for it (``Reading.unread``).
* **Asked, never planned in silence.** A message holding such a wish is not planned: the chat asks whether to
  plan without it (``WISHES`` in ``missing``, the question card as for any other question). "yes", "go ahead",
  "plan without it" plan, and the reply lists each wish as not kept with its reason (never "kept"); "no" leaves
  the question open for the wish said another way; a rephrasing edits the request (a wish it takes back, "forget
  the pool", is no longer asked about); "cancel" drops it all. What the asking turn read (its changes, a
  preference said with it) waits in the draft (``WishQuestion``) and is applied with the answer.
* **Remembered.** A wish planned without stays said: the thread keeps it (``PLANNED_WITHOUT``) and every later plan
  reply lists it as not kept, until the user takes it back ("forget the pool", "the pool doesn't matter") or starts
  a new trip.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel

from himap_travel.domain.constraints import sight_days
from himap_travel.domain.constraints.cuisine import NONE_SERVES_REFUSED
from himap_travel.domain.parsing import Reading
from himap_travel.domain.parsing.cannot_say import about_a_diet
from himap_travel.domain.parsing.caveats import NAMED_IN_CHAT
from himap_travel.domain.parsing.dates import find_dates
from himap_travel.domain.parsing.gazetteer import gazetteer_for
from himap_travel.domain.parsing.numbers import budget_in_digits
from himap_travel.domain.parsing.place_mentions import find_mentions
from himap_travel.domain.parsing.query import claimed_spans
from himap_travel.domain.parsing.spelling import spelled
from himap_travel.domain.parsing.text import normalize
from himap_travel.domain.parsing.unread import unread_wishes
from himap_travel.domain.parsing.unread_names import taken_names
from himap_travel.domain.parsing.unread_wish import NOT_UNDERSTOOD, UnreadWish
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.take_back import ALLOW_MODE, TAKE_BACK, held_wishes, salient, taken_back
from himap_travel.state.trip import DATA_CUISINES

WISHES = "wishes"  # in ``missing``: the question asks whether to plan without the wishes the draft's ``ASKED`` names
ASKED = "wish_question"  # the draft's key holding the ``WishQuestion``
PLANNED_WITHOUT = "planned_without"  # the state's (and an answered draft's) wishes the trip is planned without


class WishQuestion(BaseModel):
    """The wishes asked about, and what the turn that asked read besides (applied once the user answers)."""

    wishes: list[UnreadWish]
    notes: list[str] = []  # what that turn changed (the reply lists it with the plan)
    edit: bool = False  # that turn edited the current trip
    preference: str | None = None  # a preference said with it ("... and cheaper")
    cost_before: float | None = None
    objective: str | None = None
    focus: str | None = None  # the quality part the preference favours ("hotels")


# What a chat edit reads that the trip parser does not: a thing taken back ("we no longer need the party thing",
# "forget LA": ``take_back.TAKE_BACK``) or a banned mode allowed again ("we can fly after all": ``take_back.ALLOW_MODE``).
# A clause holding one is read.

# Words that ask for nothing in a chat ("hmm no, ...", "ok so"): a clause of them alone is no wish.
_FILLER = frozenset("""hmm hm um uh ugh oh ok okay yeah yes yep well wait so sigh lol haha please pls plz thanks thank you
    and also then now actually no nope just sure right alright cool great nice possible possibly if you can could would
    be it is maybe perhaps way sorry oops my bad think guess mean know make get go try again let s start over redo here
    goes fresh a bit little tad in english that this for us me too we re ve ll i m fine whatever anyway anyways
    change of plan plans new sry final answer promise
    boring meh bleh dull lame tbh kinda""".split())  # "sry i mean 2100. final answer", "boring, more sights pls"
# (also what "cheapest possible" and "that's way too pricey for us" leave once their preference is read, "oh we're"
# once "also bringing the dog" is, and the lead "ok change of plans: ...")
_WORD = lazy_compile(r"[a-z]+", re.IGNORECASE)


# A way allowed again on a condition ("flying is fine if it's a short one", "we can drive as long as it's not at night"):
# the ban is lifted, the condition is no rule, so its clause is not read for the allowance alone (named, never dropped)
_ON_A_CONDITION = lazy_compile(r"\s*,?\s*(?:but\s+)?(?:only\s+)?(?:if|unless|as\s+long\s+as|so\s+long\s+as|provided)\b"
                               r"(?!\s+(?:you|u)\s+(?:want|like|prefer|think)|\s+(?:needed|necessary|possible|need\s+be|must)\b"
                               r"|\s+(?:that|it)\s+(?:helps|works|is\s+easier|'s\s+easier|makes))", re.IGNORECASE)


def unread_in(text: str, sandbox: Any, every_clause: bool, read: tuple[re.Pattern[str], ...] = (),
              trip: tuple[str | None, ...] = (), names: Sequence[str] = (),
              length: tuple[int | None, int | None] = (None, None), sights: Sequence[str] = ()) -> list[UnreadWish]:
    """The wishes of a chat message no reader keeps (``every_clause`` for an edit: each clause asks something).

    ``read``: what else the chat reads in a message (a change by an amount, "friends are joining": ``request_merge``);
    ``trip``: the origin and destination of the trip it edits, as the edit's reading spells the message with them.
    ``names``: the names and values the edit's reading took as written (``Reading.names_read``: "add alcatraz").
    ``length``: the trip's days and cities, which say a day counted from its end ("nothing on the last day").
    ``sights``: the sights and restaurants the reading put on a given day (``sight_days``, ``meal_days``): the day said
    beside one is read.
    """
    return asking(_unread(text, sandbox, every_clause, read, trip, names, length, sights))


# A wish said of every day or meal ("seafood every night", "a bakery each morning"): the part a caveat names (other
# caveats of an edit's clauses are the chat's own readings: ``unread_in``)
_EVERY = lazy_compile(r"\b(?:every|each|all)\b", re.IGNORECASE)
# "only Mexican food" in an edit replaces the trip's cuisines (``rule_merge``): the chat keeps it, no caveat
_REPLACING = lazy_compile(r"\b(?:only|just|instead)\b", re.IGNORECASE)


def caveats_of(reading: Reading, unread: list[UnreadWish]) -> list[UnreadWish]:
    """The parts of an edit's wishes said of every day or meal that its reader read but no rule holds ("seafood every
    night": one meal at least, never every one), or of the caveats no chat reader reads in its own way
    (``caveats.NAMED_IN_CHAT``: "seafood at least twice", "no flights before 9am on the 16th"), which the chat's own
    clause accounting (``unread_in``) does not look for: each named with its reason, none twice."""
    said = {w.wish for w in unread if not understood_nowhere(w)}  # (one not understood gives way: ``with_reasons``)
    return [w for w in asking(reading.unread) if not understood_nowhere(w) and w.wish not in said
            and (_EVERY.search(w.wish) or any(words in w.reason for words in NAMED_IN_CHAT))
            and not _REPLACING.search(w.wish)]


def asked_unknowable(text: str, sandbox: Any) -> list[UnreadWish]:
    """What a question asks that the data cannot say ("what's the deposit?", "what's the wifi like?"): the clauses
    ``asking`` leaves out as questions (never wishes to plan without), kept here when a reader named why the data
    cannot check them, so the answer can say so rather than answer as if the plan held it."""
    return [w for w in _unread(text, sandbox, False) if not understood_nowhere(w) and not TAKE_BACK.search(w.wish)]


def _unread(text: str, sandbox: Any, every_clause: bool, read: tuple[re.Pattern[str], ...] = (),
            trip: tuple[str | None, ...] = (), names: Sequence[str] = (),
            length: tuple[int | None, int | None] = (None, None), sights: Sequence[str] = ()) -> list[UnreadWish]:
    """Every clause of the message no reader keeps, with why (``unread_wishes``), the chat's own readings claimed; the
    message spelt as the readers read it (a typo the edit's reader set right is no wish left unread: "no flihgts"),
    with the trip's places (so spelt once: ``spelling.spelled`` keeps it)."""
    text = budget_in_digits(spelled(normalize(text), sandbox, trip))  # "up to a grand": the budget read, no wish
    places = [(m.start, m.end) for m in find_mentions(text, gazetteer_for(sandbox), [])]
    chat = [m.span() for pattern in (TAKE_BACK, *ALLOW_MODE.values(), *read) for m in pattern.finditer(text)
            if pattern not in ALLOW_MODE.values() or not _ON_A_CONDITION.match(text, m.end())]
    taken = taken_names(text, list(names))
    # the names read are claimed, and a part beside one no reader took is named ("add alcatraz and a sunset cruise");
    # a name a statement's reader claimed is read too ("French rather than Italian": the cuisine taken back), as the
    # request's own accounting counts its claims among the names read (``parsing.query``)
    claimed = [*places, *find_dates(text)[1], *claimed_spans(text, *length), *chat, *taken,
               *sight_days.days_beside(text, taken, sights)]  # ("seaworld on day 2": the day read with the sight)
    return unread_wishes(text, claimed, every_clause, names=claimed if taken else None)


def asking(wishes: list[UnreadWish]) -> list[UnreadWish]:
    """The wishes that ask something of the plan: not a take-back, words that ask nothing ("ok let's try again: ..."),
    or a question or thanks the chat answers."""
    return [w for w in wishes if not TAKE_BACK.search(w.wish) and not _filler(w.wish) and not _conversational(w)]


def _conversational(wish: UnreadWish) -> bool:
    """A clause no reader understood that is a question, thanks or the like ("what's the total?", "how many people do you
    need?"): the chat answers it, it asks nothing of the plan (a wish asked as a yes-no question, "can we get a quiet
    room?", is still a wish)."""
    # (a question asking for information is never a wish, whatever a reader made of it: "how many people do you need?")
    if _ASKS_INFO.match(wish.wish):
        return True
    # a thing the chat does not do, asked beside a request ("we need travel insurance too", "please book it for us"),
    # is a wish the plan does not keep: named, never planned past in silence
    reading = classify(wish.wish) if understood_nowhere(wish) else None
    return reading is not None and reading.kind != "out_of_scope"


# A question asking for information ("how many people do you need?", "where is that?"), never a wish; a yes-no question
# ("can we get a quiet room?") or "how about ..." may well be one.
_ASKS_INFO = lazy_compile(
    r"^\W*(?:(?:and|so|ok|okay|um|uh|wait|but)\W+)*(?:what|what's|whats|how|where|when|why|which|who)\b(?!\s+about\b)", re.IGNORECASE
)


def understood_nowhere(wish: UnreadWish) -> bool:
    """A clause no reader understood (else: a wish the data cannot say, "a hotel with a pool")."""
    return wish.reason.startswith(NOT_UNDERSTOOD)


def _filler(words: str) -> bool:
    return all(word.lower() in _FILLER for word in _WORD.findall(words))


def still_wished(asked: WishQuestion | None, text: str, new: list[UnreadWish]) -> list[UnreadWish]:
    """The wishes to ask about after ``text``: those asked before that it does not take back, and its own (a wish
    said again, or taken back in the same words, "no hot tub then", is not asked twice)."""
    before = asked.wishes if asked else []
    gone = _taken(text, [w.model_dump() for w in before], None)
    kept = [w for w in before if w.model_dump() not in gone and not _cuisine_replaced(w, text)]
    new = [w for w in new if not TAKE_BACK.search(w.wish) and not any(_salient(w) & _salient(b) for b in before)]
    return kept + [w for w in new if w.wish not in {k.wish for k in kept}]


# A diet said as the reason for a cuisine the same message asks for ("she's vegetarian-ish so Indian food", "Indian
# food, since we're mostly vegan"): the cuisine is the wish, kept as its rule; the diet, which no label of the data can
# check, is planned without and named as not kept, never asked about as if it were what the message wants.
_REASON_WORD = lazy_compile(r"\b(?:so|hence|therefore|which\s+is\s+why|that'?s\s+why|because|since|as|cause|cuz|bc)\b",
                            re.IGNORECASE)


def diets_as_reasons(wishes: list[UnreadWish], text: str, draft: Mapping[str, Any]) -> list[UnreadWish]:
    """The diet wishes of ``text`` said as the reason for a cuisine its reading asks for (a cuisine rule of ``draft``
    named in the text, a word of reason between them); empty when no such cuisine or reason is said."""
    cuisines = [*((draft.get("local_constraint") or {}).get("cuisine") or [])]
    named = any(re.search(rf"\b{re.escape(c)}\b", text, re.IGNORECASE) for c in cuisines)
    return [w for w in wishes if about_a_diet(w)] if named and _REASON_WORD.search(text) else []


# A cuisine the data has said in place of one it has none of ("fine, then just french food" to "no restaurant serves
# thai food: plan without it?", ``cuisine.NONE_SERVES_REFUSED``): the one asked about is given up
_CUISINE_INSTEAD = lazy_compile(rf"\b(?:just|only|instead|then|rather)\b.*\b(?:{'|'.join(DATA_CUISINES)})\b"
                                rf"|\b(?:{'|'.join(DATA_CUISINES)})\b.*\b(?:instead|only|then)\b", re.IGNORECASE)


_CUISINE = lazy_compile(rf"\b(?:{'|'.join(DATA_CUISINES)})\b", re.IGNORECASE)


def _cuisine_replaced(wish: UnreadWish, text: str) -> bool:
    """Whether ``text`` names a cuisine of the data in place of the cuisine ``wish`` asked for: one it has none of, or
    another cuisine the wish named ("scratch that, mexican instead" after "italian every dinner?", which no plan keeps:
    the question about the italian wish is closed with it, never asked again of a wish replaced)."""
    if not _CUISINE_INSTEAD.search(text):
        return False
    asked = {c.lower() for c in _CUISINE.findall(wish.wish)}
    said = {c.lower() for c in _CUISINE.findall(text)}
    return bool(NONE_SERVES_REFUSED.search(wish.reason)) or bool(asked and said and not asked & said)


_CUISINE_NOTE = lazy_compile(r"^(?P<head>cuisines?: (?P<was>.+?) → )(?P<now>.+?)\.?$", re.IGNORECASE)


def cuisine_notes_now(notes: list[str], draft: Mapping[str, Any]) -> list[str]:
    """The asking turn's notes with a cuisine change said as the draft now holds it ("cuisine: none → Italian" when
    "mexican instead" replaced it: "cuisine: none → Mexican"; dropped when the cuisine is back to what it was)."""
    held = ", ".join((draft.get("local_constraint") or {}).get("cuisine") or []) or "none"
    out = []
    for note in notes:
        found = _CUISINE_NOTE.match(note)
        if found is None or found.group("now") == held:
            out.append(note)
        elif found.group("was") != held:
            out.append(found.group("head") + held)
    return out


def _taken(text: str, wishes: list[dict[str, Any]], trip: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The wishes (``UnreadWish`` values) ``text`` takes back ("forget the pool", "the pool doesn't matter", "no hot tub
    then"), by ``take_back`` among the trip's wishes too (one word naming a rule and a wish is asked about there)."""
    back = taken_back(text, held_wishes(trip, wishes))
    by_words = [h.value for h in back.dropped if h.key == "planned_without"]
    said_no = [w for w in wishes if any(re.search(rf"\b(?:no|without|skip)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+)?{re.escape(word)}\b",
                                                  text, re.IGNORECASE) for word in salient(w["wish"]))]
    return [w for w in wishes if w in by_words or w in said_no]


def _salient(wish: UnreadWish) -> frozenset[str]:
    """The words that tell a wish apart ("pool" in "a hotel with a pool"): a wish said again is the same wish."""
    return salient(wish.wish) - _FILLER

Consent = Literal["yes", "no"]
_YES = lazy_compile(
    r"^(?:yes|yeah|yep|yup|ya|sure|ok(?:ay)?|fine|alright|all\s+right|go\s+ahead|go\s+for\s+it|do\s+it|please\s+do|that'?s\s+(?:fine|ok(?:ay)?)"
    r"|no\s+problem|sounds\s+good|plan\s+(?:it\s+)?(?:anyway|without\s+(?:it|them|that|those))|without\s+(?:it|them)\s+is\s+fine"
    r"|(?:it'?s|that'?s)\s+fine\s+without\s+(?:it|them))$", re.IGNORECASE)
_NO = lazy_compile(r"^(?:no|nope|nah|no\s+way|not\s+without\s+(?:it|them|that)|don'?t|please\s+don'?t|no\s+thanks?)$", re.IGNORECASE)
_AROUND = lazy_compile(r"^[\s,.!]*(?:(?:ok|okay|hmm|well|oh|then|so|yes|yeah|sure|ugh|eh|um|uh|fine|alright|right|haha|lol)[\s,.!]+)*"
                       r"|[\s,.!]*(?:please|pls|then|thanks|thank\s+you)?[\s,.!]*$",
                       re.IGNORECASE)


# "Yes" said with more words ("ok sure go ahead without it", "fine, just plan it without that then"): a yes word, and
# nothing but these words around it (never a negation: "no, plan it without the spa" is no yes).
# (a word of approval answers it too: "aww perfect. thank you", "Thank you, that will do nicely.")
# (leaving the wish out in its own words answers it too: "fine by me, leave it out", "skip that bit then", "sure, go on
# without it"; "no worries", "no problem" are a yes, never a no: ``_NO_WORRIES``)
_YES_CUES = frozenset("""yes yeah yep yup ya sure ok okay fine alright ahead anyway anyways proceed whatever perfect great
    lovely wonderful nicely skip""".split())
_YES_WORDS = _YES_CUES | frozenset("""go do it them that those that's thats it's its is please pls just plan without then
    thanks thank you good great sounds perfect cool right all let's lets s with the rest me by to works will that'll aww
    very much so really on leave out bit part""".split())
_NO_WORRIES = lazy_compile(r"\bno\s+(?:worries|problem|probs|prob)\b", re.IGNORECASE)


# Thanks said with "anyway" ("thanks anyway", "ok thank you anyway"): a polite leaving of it, no "plan it anyway"
_THANKS_ANYWAY = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|oh|ah|well)\W+)*(?:thanks?|thank\s+you|thx|ty|cheers)\s+anyways?\W*$",
                              re.IGNORECASE)


def consent(text: str) -> Consent | None:
    """The answer to "plan without it?": "yes" (go ahead), "no", or None (anything else: a rephrasing, an edit)."""
    if _THANKS_ANYWAY.match(text):  # thanked, the question left open
        return None
    core = _AROUND.sub("", text.strip()).strip()
    if _YES.match(core) or (core == "" and re.search(r"\b(?:ok|okay|yes|yeah|sure|fine|alright)\b", text, re.IGNORECASE)):
        return "yes"
    words = set(re.findall(r"[a-z']+", _NO_WORRIES.sub("fine", text).lower()))
    # a number is no "yes" word: "ok $1,500 then" changes the budget, it consents to nothing
    if words and words <= _YES_WORDS and words & _YES_CUES and len(text.split()) <= 10 and not re.search(r"\d", text):
        return "yes"
    return "no" if _NO.match(core) else None


# A take-back naming nothing but what was just said ("forget that", "never mind that one", "drop that then", "scratch
# this"): while "plan without it?" is open, what was just said is the wish asked about. "it" is left to the cancel words
# ("forget it", "scrap it": the whole request), and a take-back naming the wish is ``still_wished``'s.
_THAT_ONE = lazy_compile(
    r"^\W*(?:(?:ok|okay|oh|ah|hmm|ugh|eh|meh|actually|fine|yeah|well|no|nah|nope|then|so|haha|lol)\W+)*"
    r"(?:(?:just|please|pls)\s+)?(?:forget|never\s*mind|nvm|drop|skip|ignore|scratch|scrap|ditch|lose|leave\s+out)"
    r"\s+(?:about\s+)?(?:that|this)(?:\W+(?:one|part|bit|wish|thing|then|too|please|pls|for\s+now|after\s+all))*$"
    r"|^\W*(?:leave|take)\s+(?:that|this)(?:\s+one)?\s+out(?:\W+(?:then|too|please|pls))*$"
    # "skip it" answering "plan without it?": the wish is "it" (a cancel word's "forget it" is still the cancel's)
    r"|^\W*(?:(?:ok|okay|oh|ah|fine|yeah|well|then|so|lol)\W+)*(?:just\s+)?(?:skip|drop|ditch|lose|leave)\s+it"
    r"(?:\s+out)?(?:\W+(?:then|too|please|pls))*$", re.IGNORECASE)
# A remark on where the wish is, said before the take-back ("oh right that's in SF lol, skip it"): no new place asked for
_WHERE_IT_IS = lazy_compile(r"^[^,.;!?]*\b(?:that|it)(?:'s|\s+is)\s+(?:in|at)\b[^,.;!?]*[,.;!?]+\s*", re.IGNORECASE)


def refers_back(text: str) -> bool:
    """Whether the message takes back what was just said without naming it ("forget that", "skip it", ``_THAT_ONE``),
    a remark on where it is aside."""
    return bool(_THAT_ONE.match(_WHERE_IT_IS.sub("", text.strip(" .!?,"), count=1)))


def wish_question(draft: dict[str, Any]) -> str:
    """The question for the draft's wishes: each with its reason, and what each answer does."""
    asked = asked_of(draft)
    wishes = asked.wishes if asked else []
    named = "; ".join(plainly(w) for w in wishes)
    it = "it" if len(wishes) == 1 else "them"
    return (f"I can't plan for this: {named}. Shall I plan without {it}? Say \"yes\" to plan without {it} (I'll list "
            f"{it} as not kept), say what you'd like another way, or \"cancel\".")


def plainly(wish: UnreadWish) -> str:
    """A wish's reason in a travel assistant's words ("no reader understood" is the parser's)."""
    reason = _LEADING_AND.sub("'", wish.reason)  # "'and somewhere with a pool'": the clause's joining word left out
    reason = re.sub(r"\bthe sandbox\b", "my travel data", reason)  # (the benchmark's word)
    match = re.match(r"no reader understood (.+), so the plan cannot keep it$", reason)
    return f"I don't know how to plan for {match.group(1)}" if match else reason


_LEADING_AND = lazy_compile(r"'(?:and|but|also|plus|or|then)\s+", re.IGNORECASE)


def planned_without(state: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The wishes the trip ``plan_trip`` plans is planned without: those agreed to before (an edit keeps them, a new
    trip starts afresh) and the ones this turn's "yes" agreed to (in the draft)."""
    before = list(state.get(PLANNED_WITHOUT) or []) if state.get("edit") else []
    agreed = (state.get("draft") or {}).get(PLANNED_WITHOUT) or []
    return before + [w for w in agreed if w not in before]


def not_kept(state: Mapping[str, Any]) -> list[str]:
    """The thread's wishes planned without, each with its reason (a plan reply lists them; its verdict skips them)."""
    return [plainly(UnreadWish.model_validate(w)) for w in state.get(PLANNED_WITHOUT) or []]


def dropped_now(text: str, state: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The wishes planned without that ``text`` takes back ("forget the pool", "the pool doesn't matter anymore")."""
    return _taken(text, list(state.get(PLANNED_WITHOUT) or []), state.get("trip"))


def left_out(state: Mapping[str, Any], dropped: list[dict[str, Any]]) -> dict[str, Any]:
    """The update for wishes taken back: no longer listed, and said so."""
    return {PLANNED_WITHOUT: [w for w in state.get(PLANNED_WITHOUT) or [] if w not in dropped],
            "notes": [f"left out, as you said: {w['wish']!r}" for w in dropped]}


def asked_of(draft: dict[str, Any] | None) -> WishQuestion | None:
    value = (draft or {}).get(ASKED)
    return WishQuestion.model_validate(value) if value else None


def resumed(question: WishQuestion) -> dict[str, Any]:
    """What the asking turn read besides the wishes, as the state holds it (the turn that answers plans with it)."""
    update: dict[str, Any] = {"edit": question.edit, "preference": question.preference, "cost_before": question.cost_before}
    return update | ({"objective": question.objective, "focus": question.focus} if question.objective else {})


def taken_back_asked(text: str, state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The update for "forget that" while "plan without it?" is open: the wishes asked about taken back (planned without,
    never listed as not kept, the reply saying they were left out) and what the asking turn read applied; None when the
    message is no such take-back."""
    question = asked_of(state.get("draft"))
    if question is None or not refers_back(text):
        return None
    draft = {k: v for k, v in state["draft"].items() if k != ASKED}
    missing = [m for m in state.get("missing") or [] if m != WISHES]
    notes = [*question.notes, *(f"left out, as you said: {w.wish!r}" for w in question.wishes)]
    return {**resumed(question), "draft": draft, "missing": missing, "problems": [], "answer": None, "notes": notes}


# "Just the pets then" to "plan without it?": only what the request already holds, so the rest is planned without.
_ONLY = lazy_compile(r"^\W*(?:(?:ok|okay|fine|hmm+|then|so|well|alright|yeah)\W+)*(?:just|only)\s+(?:the\s+|a\s+|my\s+|our\s+)?"
                     r"(?P<what>[\w' -]+?)(?:\W+(?:then|please|pls|is\s+fine|is\s+enough|will\s+do))*\W*$", re.IGNORECASE)


def _only_held(text: str, draft: Mapping[str, Any] | None) -> bool:
    """Whether the answer keeps only a wish the request already holds ("just the pets then")."""
    match = _ONLY.match(text)
    if match is None:
        return False
    said = salient(match.group("what"))
    return bool(said) and any(said & (h.kind_words | h.item_words) for h in held_wishes(dict(draft or {})))


def decided(text: str, state: Mapping[str, Any]) -> dict[str, Any] | None:
    """The update for an answer to "plan without it?" ("yes" or "no"); None when the text is neither. "Just the pets
    then" keeps only what the request holds: a yes."""
    answer = "yes" if _only_held(text, state.get("draft")) else consent(text)
    question = asked_of(state.get("draft"))
    if answer is None or question is None:
        return None
    if answer == "no":
        return {"answer": "Okay, I won't plan without it. Tell me what you'd like instead, in other words, or say "
                          "\"cancel\" to leave it.", "problems": [], "notes": []}
    draft = {k: v for k, v in state["draft"].items() if k != ASKED}
    draft[PLANNED_WITHOUT] = [w.model_dump() for w in question.wishes]  # remembered once planned (``planned_without``)
    missing = [m for m in state.get("missing") or [] if m != WISHES]
    return {**resumed(question), "draft": draft, "missing": missing, "problems": [], "answer": None, "notes": list(question.notes)}


__all__ = ["ASKED", "PLANNED_WITHOUT", "WISHES", "WishQuestion", "asked_of", "asking", "consent",
           "cuisine_notes_now", "decided", "dropped_now", "left_out", "not_kept", "plainly", "planned_without",
           "refers_back", "still_wished", "taken_back_asked", "understood_nowhere", "unread_in", "wish_question"]
