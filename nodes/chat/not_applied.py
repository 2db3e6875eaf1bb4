"""A message that changed nothing, and what the reply says instead: the question asked again with why, a vague opener
kept, what the data cannot tell, a take-back naming nothing the trip holds, something accepted that nothing rules out,
a question about the trip, thanks, a number whose unit is unknown, or "I didn't understand". Also when a reading
changed nothing (``read_nothing``) and the state update a reading makes (``update_of``). Its own module because every
"no change" reply has one home, so none says "kept" or re-plans for a message nothing read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.parsing.cannot_say import about_a_kind
from himap_travel.domain.parsing.clause_form import kept_by_commonsense
from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat import party_said, stays_said
from himap_travel.nodes.chat.answers import (
    CAN_DO,
    direct_answer,
    unknown_answer,
    why_none,
)
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.change_unnamed import which_change
from himap_travel.nodes.chat.intent_asks import asks_which
from himap_travel.nodes.chat.intent_cues import thanks_in
from himap_travel.nodes.chat.intent_questions import is_question, proposes
from himap_travel.nodes.chat.markdown import rules_of, summary_line
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.plan_sight_dropped import not_planned
from himap_travel.nodes.chat.restated import already_said
from himap_travel.nodes.chat.route import cities_asked, route_answer
from himap_travel.nodes.chat.said_before import number_of_what
from himap_travel.nodes.chat.short_answer import SUGGESTED, TURNED_BACK
from himap_travel.nodes.chat.sight_asked import kind_offered, planned_days
from himap_travel.nodes.chat.sight_wished import sight_answer
from himap_travel.nodes.chat.take_back import accepts, held_wishes, salient, taken_back
from himap_travel.nodes.chat.vague_start import vague_start
from himap_travel.nodes.chat.venue_names import without_venue_names
from himap_travel.nodes.chat.venue_unknown import venue_answer
from himap_travel.nodes.chat.why_last_no import cause_of_last_no
from himap_travel.nodes.chat.wishes import (
    WISHES,
    asked_unknowable,
    consent,
    not_kept,
    plainly,
    understood_nowhere,
)
from himap_travel.nodes.chat.year_said import year_answer
from himap_travel.state.chat_state import ESSENTIALS, ChatState, MessageReading
from himap_travel.state.trip import TripSpecError, banned_modes

if TYPE_CHECKING:  # (for the type alone: the turn's module is imported after this one)
    from himap_travel.nodes.chat.reading_turn import Turn

# A part of a planned trip named ("the dinner", "the hotel", "day 2's sights").
_PLAN_PART = lazy_compile(r"\b(?:breakfast|lunch|dinner|meals?|restaurants?|hotels?|stays?|rooms?|sights?|attractions?"
                          r"|night\s+\d+|day\s+\d+)\b", re.IGNORECASE)


def nothing_read(result: Understanding, intent: MessageReading | None, text: str, state: ChatState, pending: bool,
                  sandbox: object) -> dict[str, Any]:
    """A message the parser found nothing new in: the question asked again (with why), a vague opener kept, what the
    trip already has said so, the intent's answer, or "I didn't understand"."""
    if pending and intent is None:  # the request sent again, or words that answer nothing: the question, asked again
        return {**update_of(result), "notes": result.notes or [_nothing_new(text, state.get("draft") or {},
                                                                            list(state.get("missing") or []))]}
    # on a trip, "somewhere else" said of a part of the plan ("the dinner on day 2 sounds bad, pick somewhere else") is
    # about that part, never a new trip with every essential asked again
    of_a_part = bool(state.get("trip")) and _PLAN_PART.search(text) is not None
    vague = vague_start(text, opener=not state.get("trip")) if intent is None and not pending and not of_a_part else None
    if vague is not None:  # "somewhere warm in March": March kept, the rest asked for
        return update_of(vague)
    nights = stays_said.answer(text, state.get("trip"), state.get("plan"))
    if nights is not None:  # "same hotel every night pls", "2 nights in each city": held already, or why it cannot be
        return {"answer": nights, "problems": []}
    # a question naming a day's meal ("what did you pick for dinner on day 1?") asks of the plan: no venue wished on a day
    asked = intent is not None and intent.kind == "question"
    # the plan's own names are no wish ("nightly rate for sunny one bedroom?": the stay Sunny One Bedroom, never a
    # number of bedrooms the data cannot check)
    unnamed = without_venue_names(text, state.get("plan") or [])
    unread = [w for w in result.unread if not (asked and _ON_A_DAY in w.reason) and (unnamed == text or w.wish in unnamed)]
    cannot = _cannot_say(unread) or unknowable_asked(unnamed, intent, sandbox)
    if intent is not None and intent.kind == "question" and cannot and is_question(text) and not _wished(text):
        # "does our hotel have a pool?": read as a question about the stays, but what it asks the data cannot say; said
        # first, then what the plan holds (never the stays alone, as if they answered it)
        return {"answer": f"{CANNOT_TELL}: {cannot}.\n\n{direct_answer(intent, state, sandbox)}", "problems": []}
    if intent is not None and not (cannot and _wished(text)):  # ("can we get a hotel with a pool?" proposes: below)
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if cannot and state.get("trip") and _GIVEN_UP.search(text) and not is_question(text):
        # "ok fine, skip the jacuzzi then": a wish no rule held, given up: nothing to take back, never a new wish
        reason = cannot.split(", so ", 1)[0]  # "the data has no amenities"
        return {"answer": f"Fine, without it: {reason}, so your trip never held that wish, and nothing changed.",
                "problems": []}
    if cannot:  # "somewhere with a pool" alone: why the data cannot say it, and nothing to plan
        after = "Your trip is unchanged." if state.get("trip") else CAN_DO
        # ("is breakfast included?" asks; "can we get a hotel with a pool?" proposes: a wish)
        can_not = CANNOT_TELL if is_question(text) and not _wished(text) else CANNOT_APPLY
        # ("we want to see a museum": the trip's museums listed, one to ask for by its name)
        kinds = kind_offered(text, state, sandbox) if any(about_a_kind(w) for w in unread) and state.get("trip") else ""
        return {"answer": f"{can_not}: {cannot}.{kinds} {after}", "problems": []}
    # a question restating the trip ("what's the best restaurant in Orlando?" on a trip to Orlando) is asked, not an edit
    said = already_said(text, sandbox, state.get("trip")) if state.get("trip") and not asks_which(text) else []
    answer = f"{ALREADY_HAS} {', '.join(said)}, so nothing changed." if said else \
        _kept_out_already(result) or _not_found(text, state) or _nothing_to_lift(text, state) or mode_already(text, state) \
        or _asked_otherwise(text, state) or _thanked(text, state, sandbox) or _kept_as_is(text, state) \
        or _nothing_to_confirm(text, state) or _nothing_to_decline(text, state) or _kept_always(text, state) \
        or _only_held(text, state) \
        or year_answer(text, state.get("trip")) \
        or (party_said.noted(text) if state.get("trip") else None) or number_of_what(text, state) \
        or sight_answer(text, state.get("trip"), state.get("plan"), sandbox) or which_change(text, state) \
        or venue_answer(text, state.get("trip"), state.get("plan"), sandbox) \
        or unknown_answer(bool(state.get("trip")))
    if said and thanks_in(text):
        # thanks with what the trip holds beside it ("thanks, the kids are happy"): the thanks answered first, never
        # only a rule restated as if the message asked for it
        answer = f"You're welcome! {answer}"
    return {"answer": answer, "problems": []}


# A wish to keep out what the data does not have ("skip the water park" where no sight of the trip's cities is called
# one): its reader's note says so ("avoid sights: the data has no water park among the sights of Yuma, so none is
# planned"), the wish's label before the colon.
_NONE_PLANNED = lazy_compile(r"^[\w\s]+:\s*(?P<why>.*\bso\s+none\s+is\s+planned)$")
# ... or a ban said of a day no leg falls on ("no flights on the 20th" on a trip of March 12 to 14): the words banned,
# then why nothing is ("'flights on the 20th': no leg of the trip is on the 20th, so no flight is ruled out")
_NOTHING_BANNED = lazy_compile(r"^'[^']*':\s*(?P<why>.*\bso\s+no\s+[\w-]+\s+is\s+ruled\s+out)$")


def _kept_out_already(result: Understanding) -> str | None:
    """A message that changed nothing because what it keeps out is not in the data, or falls on no leg of the trip: why,
    never "I didn't understand" (None when no note says so)."""
    said = [m.group("why") for note in result.notes if (m := _NONE_PLANNED.match(note) or _NOTHING_BANNED.match(note))]
    return f"Nothing changed: {'; '.join(said)}." if said else None


# A wish given up ("skip the jacuzzi", "forget the pool", "never mind the view", "we can do without a balcony")
_GIVEN_UP = lazy_compile(r"\b(?:skip|forget|drop|never\s*mind|nvm|scrap|ditch|no\s+need\s+for|without|doesn'?t\s+matter"
                         r"|don'?t\s+(?:need|care\s+about))\b", re.IGNORECASE)


def _kept_always(text: str, state: ChatState) -> str | None:
    """"no repeating restaurants", "different sights every day": what the commonsense rules keep on every plan, said
    so (None when the message asks something else)."""
    if not kept_by_commonsense(text):
        return None
    after = "so nothing changed." if state.get("trip") else "so there is nothing to add: tell me the trip to plan."
    return ("Your plan already keeps this: the commonsense rules never repeat a restaurant or an attraction, " + after)


# The topics a question the data cannot answer is read as ("does our hotel have a pool?" is about the stays, "what
# airline is it?" about the travel): a question about a day ("what is on day 2?") is the plan's to answer
_UNKNOWABLE_TOPICS = ("stays", "hotel", "travel")


def unknowable_asked(question: str, intent: MessageReading | None, sandbox: object) -> str:
    """Why the data cannot say what a question asks ("whats the deposit", "is the airport far from the hotel?", "what
    airline is it?"), asked of the stays, the travel, or of nothing the intents read; empty when it can (or it is no
    question). Alone or said beside a change (``along``), the answer says so before what the plan holds."""
    if not is_question(question) or not (intent is None or intent.topic in _UNKNOWABLE_TOPICS):
        return ""
    return _cannot_say(asked_unknowable(question, sandbox))


def _cannot_say(unread: list[UnreadWish]) -> str:
    """The message's wishes the data cannot check ("a pool": the data has no amenities), each reason once, in plain
    words; empty when there are none (a clause no reader understood is not one: it may be talk)."""
    cannot = [w for w in unread if not understood_nowhere(w)]

    def within_another(wish: UnreadWish) -> bool:  # "is the hotel wheelchair" in "is the hotel wheelchair accessible"
        return any(wish is not other and wish.reason.split(",")[0] == other.reason.split(",")[0]
                   and wish.wish in other.wish for other in cannot)
    return "; ".join(dict.fromkeys(plainly(w) for w in cannot if not within_another(w)))


def _not_found(text: str, state: ChatState) -> str | None:
    """A take-back naming nothing the trip holds ("forget the zoo" on a trip that must see the aquarium): what was not
    found, and the wishes the trip does hold (None when the message takes nothing back)."""
    trip = state.get("trip")
    if not trip:
        return None
    missing = taken_back(text, held_wishes(trip, state.get("planned_without"))).unmatched
    if not missing:
        return None
    return (f"I couldn't find {' or '.join(repr(m) for m in missing)} among your wishes, so there was nothing to take back and "
            f"nothing changed ({_wishes_held(trip, state)}).{not_planned(missing, state.get('plan'))}{_not_swapped_in(text, state)}")


# What a swap would have put in ("swap Houston for San Antonio" on a plan without Houston): named, never dropped
_SWAPPED_IN = lazy_compile(r"\b(?:swap|switch|replace|trade|exchange)\b[^.;!?]{1,60}?\s+(?:for|with)\s+(?P<new>[^.,;!?]{1,60})",
                           re.IGNORECASE)


def _not_swapped_in(text: str, state: ChatState) -> str:
    """The part a swap asked for in place of what the trip does not hold, said as not added, or as on the plan already
    ("swap the science center for gatorland" with Gatorland on day 3; empty when none)."""
    swap = _SWAPPED_IN.search(text)
    if swap is None:
        return ""
    new = swap.group("new").strip()
    if held := planned_days(new, state.get("plan") or []):
        name, days = held
        return f" {name} is on your plan already (day {', '.join(map(str, days))})."
    return f" So I didn't add {new!r} in its place either: ask for it on its own (\"visit {new}\", \"add {new}\") if you'd like it."


def _nothing_to_lift(text: str, state: ChatState) -> str | None:
    """Something accepted that no wish of the trip keeps out ("a shared room is fine" on a trip with no room rule): already
    allowed, said so with the wishes the trip holds (None when the message accepts nothing)."""
    trip = state.get("trip")
    if not trip or not accepts(text):
        return None
    if _ban_named(text, trip):  # "flights would be fine" with flights banned: a wish does rule it out, never "none does"
        return (f"I couldn't read that as taking back one of your wishes, so nothing changed ({_wishes_held(trip, state)}). "
                "Say which to drop, e.g. \"drop the no-flight rule\".")
    return f"None of your wishes rules that out, so it is allowed already and nothing changed ({_wishes_held(trip, state)})."


# A mode named by its everyday words, for the modes a transportation rule bans (``state.trip.banned_modes``)
_MODE_NAMED = {"flight": lazy_compile(r"\bfl(?:y|ying|ights?|ew|own)\b|\b(?:air)?planes?\b|\bair\b", re.IGNORECASE),
               "self-driving": lazy_compile(r"\bdriv(?:e|es|ing|en)\b|\bdrove\b|\bcars?\b|\broad\s*trips?\b", re.IGNORECASE)}


def _ban_named(text: str, trip: Mapping[str, Any]) -> bool:
    """Whether an accepting message names a mode the trip's transportation rule bans (its wording was not read as
    lifting the ban, so the reply must not say that no wish rules it out)."""
    try:
        banned = banned_modes((trip.get("local_constraint") or {}).get("transportation"))
    except TripSpecError:
        return True  # a rule this reading does not know: never say that none rules it out
    return any(pattern.search(text) for mode, pattern in _MODE_NAMED.items() if mode in banned)


NOT_READ = "I didn't read"  # a note for part of a message that changed nothing ("cheaper still": "still"), said apart
_ON_A_DAY = "is planned on some day of the trip"  # the reason a venue wished on a given day is not read (cannot_say)
# Advice asked ("should we get travel insurance?", "shall I pack snacks"): a question, never a wish proposed
_ADVICE = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|and|hmm+)\W+)*(?:should|shall)\s+(?:we|i)\b", re.IGNORECASE)


def _wished(text: str) -> bool:
    """Whether a message worded as a question proposes a wish ("can we get a hotel with a pool?"), not advice."""
    return proposes(text) and not _ADVICE.match(text)


CANNOT_TELL = "I can't tell you that"  # a question the data cannot answer ("does our hotel have a pool?")
CANNOT_APPLY = "I can't apply that"  # a wish the data cannot check, said as a question too ("can we get a pool?")


ALREADY_HAS = "Your trip already has"  # a message that restates what the trip holds ("we want Italian" when it does)


_NOT_KEPT_ASKED = lazy_compile(r"\b(?:not\s+kept|left\s+out|planned\s+without"
                               r"|(?:could\s*n'?o?t|can'?t|did\s*n'?o?t)\s+(?:keep|do|apply|plan))\b", re.IGNORECASE)


_MODE_WORDS = {"flight": "flies", "self-driving": "drives your own car"}
# The mode refused outright ("flying is totally out of the question", "zero driving"): read as the ban it is, never as
# the mode already kept (an aside such as "my back hates planes lol" stays answered as before)
_REFUSED = lazy_compile(r"\b(?:out\s+of\s+the\s+question|off\s+the\s+table|zero|whatsoever|not\s+an\s+option|no\s+way)\b",
                        re.IGNORECASE)
# A time said with the mode ("fly home later", "fly out in the morning"): a wish about when, not the mode
_TIMED = lazy_compile(r"\b(?:later|earlier|morning|afternoon|evening|tonight|night|noon|\d{1,2}\s*(?:am|pm)|\d{1,2}:\d\d)\b",
                      re.IGNORECASE)
_AGAINST = lazy_compile(r"\b(?:no|not|never|hate|avoid|without|rather\s+not|instead\s+of|scared|afraid)\b|n'?t\b", re.IGNORECASE)


# The mode the plan uses complained of for its length ("the drive is way too long", "that flight takes forever"): no
# wish for it, and no bound said; the answer says what would change it
_TOO_LONG = lazy_compile(r"\btoo\s+(?:long|far)\b|\btakes?\s+forever\b|\bway\s+too\s+much\b", re.IGNORECASE)


def mode_already(text: str, state: ChatState, rule: str | None = None) -> str | None:
    """A way of travelling asked for that the plan already uses on every leg ("could we fly instead?" on a trip that
    flies): said so, never the trip as it stands as if the question were about something else. Said as the party's own
    and read as the rule keeping it ("we'd rather drive honestly": no flight), it is held instead (None), so that no
    later change goes another way (since stop 77). (None when the message
    names no one mode or the plan travels otherwise, or when it was read as the ``rule`` banning that mode and refuses it
    outright: "flying is totally out of the question" rules flights out, ``_REFUSED``)."""
    named = [mode for mode, pattern in _MODE_NAMED.items() if pattern.search(text)]
    legs = [strict_transport(str(day.get("transportation") or "-")).mode for day in state.get("plan") or []
            if str(day.get("transportation") or "-").strip() != "-"]
    if len(named) == 1 and legs and all(mode == named[0] for mode in legs) and _TOO_LONG.search(text):
        cap = "no more than 6 hours of driving a day" if named[0] == "self-driving" else "no flights longer than 3 hours"
        return (f"Nothing changed yet: the plan {_MODE_WORDS[named[0]]} on every leg, and no rule of yours says how long a "
                f"leg may be. Say \"{_OTHER_WAY[named[0]]}\" to go another way, or give a most (\"{cap}\").")
    if len(named) != 1 or not legs or any(mode != named[0] for mode in legs) or _AGAINST.search(text) \
            or (rule == f"no {named[0]}" and _REFUSED.search(text)) or _TIMED.search(text):
        return None
    if rule == f"no {_OTHER_MODE[named[0]]}" and not _ASKED_MODE.search(text):
        return None  # said as the party's own ("we'd rather drive honestly"): held as the rule, the plan kept
    if _MUST.search(text):  # "do we have to drive?": asked whether it must, never answered as a wish already kept
        other = _OTHER_WAY[named[0]]
        return (f"No rule of yours asks for it: the plan {_MODE_WORDS[named[0]]} on every leg because that is what the best "
                f"plan within your budget does. Say \"{other}\" and I'll re-plan without it and say what that costs.")
    return f"{ALREADY_HAS} that: it {_MODE_WORDS[named[0]]} on every leg, so nothing changed."


# A mode asked about as a must ("do we have to drive?", "must we fly?", "is driving required?")
_MUST = lazy_compile(r"\b(?:(?:do|does)\s+(?:we|i|one)\s+(?:have|need)\s+to|have\s+to|must\s+(?:we|i)|(?:is|it'?s)\s+\w+\s+"
                     r"(?:required|necessary|mandatory)|is\s+there\s+no\s+other\s+way)\b", re.IGNORECASE)
_OTHER_WAY = {"flight": "no flights", "self-driving": "let's fly"}
_OTHER_MODE = {"flight": "self-driving", "self-driving": "flight"}
# A way of travelling asked about rather than said ("could we fly instead?", "do we have to drive?", "flying ok?")
_ASKED_MODE = lazy_compile(r"\?|^\s*(?:(?:ok|okay|so|hmm|and|but|well)[,!]?\s+)?(?:can|could|do|does|did|is|are|must|how\s+about"
                           r"|what\s+about)\b", re.IGNORECASE)


# A puzzled sound alone, with question marks ("huh??", "eh?", "hmm?", "wut", "what??"): no question of the trip
_PUZZLED = lazy_compile(r"^\W*(?:huh+|eh+|hm+|um+|uh+|erm?|wh?at+|wut+|wha+|wot)\W*$", re.IGNORECASE)


def _asked_otherwise(text: str, state: ChatState) -> str | None:
    """A question about the trip none of the answers reads ("how many days is the trip?", "is there a museum?"): the trip
    as it stands and what can be asked, never "I didn't understand that as a change" (None when it is no question)."""
    trip = state.get("trip")
    if trip and state.get("plan") and cities_asked(text):  # "which cities r we going to?", "list the cities pls": the
        return route_answer(state.get("plan") or [], trip["org"])  # route, each city with its days
    # ("can u make it 3": a number said with nothing it counts, asked which by ``number_of_what``, never the summary)
    if not trip or not is_question(text) or (state.get("plan") and proposes(text)) or which_change(text, state) \
            or _PUZZLED.match(text) or number_of_what(text, state):
        # ("huh??": puzzled, no question of the trip: not understood, with what can be said)
        return None  # ("can we stay at the hilton?" proposes: the stay looked up by the readers after, never the summary;
        # "do the other thing" asks no question: which change is asked back, ``which_change``)
    if not state.get("plan"):  # "why not?" after a trip no plan meets: the reason, again, in plain words
        return f"Your trip has no plan: {why_none(state)} Change the trip (the budget, the dates or a rule) and I'll plan it."
    if (cause := cause_of_last_no(text, state)) is not None:  # "why?" after a no: the cause that reply stated
        return cause
    if _NOT_KEPT_ASKED.search(text):  # "what's not kept?": the wishes planned without, each with why
        kept_out = not_kept(dict(state))
        return ("Your plan keeps every wish you said." if not kept_out else
                "Planned without, as you said:\n" + "\n".join(f"- {wish}" for wish in kept_out))
    return (f"Here is your trip as it stands (nothing changed): {summary_line(trip, state.get('spent')).rstrip('.')}. Ask me what a day "
            "holds (\"what's on day 2?\"), what a day or the whole trip costs, where you stay or how you travel.")


def _thanked(text: str, state: ChatState, sandbox: object) -> str | None:
    """Thanks said with words nothing reads ("thanks for sorting that", "ok thanks anyway"): answered as thanks (None when
    the message thanks no one)."""
    return direct_answer(MessageReading(kind="small_talk"), state, sandbox) if thanks_in(text) else None


def _nothing_to_confirm(text: str, state: ChatState) -> str | None:
    """"fine, plan without it" with no question open (the wish was refused, the trip left as it was): the trip stays,
    said so (None when the message is no such yes)."""
    if not state.get("trip") or consent(text) != "yes":
        return None
    return "Okay: your trip already leaves out what I couldn't apply, so it stays as it is."


# A line that asks for no change ("no changes", "keep everything else the same", "leave it as is", "that's fine as is",
# "nah its good", "dont change anything", "all good, nothing to change", "keep these dates then"), with fillers around it (a "what if" asked
# before it is closed the same way: "just curious, leave it as it is")
_AS_IS = lazy_compile(
    r"^\W*(?:(?:nah|nope|no|ok(?:ay)?|fine|alright|hmm+|yeah|yep|yes|cool|great|actually|honestly|i\s+think|then|so"
    r"|(?:i\s+was\s+|i'?m\s+)?just\s+(?:curious|asking|wondering))\W+)*"
    r"(?:(?:keep|leave)\s+(?:everything|it|that|this|things|the\s+rest|it\s+all|all(?:\s+of\s+it)?|the\s+(?:trip|plan)"
    # (one field the trip holds kept as it is: "ok keep these dates then", "leave the budget as is")
    r"|(?:the|these|those|our|my)\s+(?:dates?|days|budget|trip\s+length))"
    r"(?:\s+else)?(?:\s+(?:the\s+same|as\s+(?:(?:it|they)\s+)?(?:is|are|was|were)|like\s+(?:that|this|it\s+is)|unchanged|alone))?"
    r"|no\s+(?:more\s+|other\s+)?changes?(?:\s+needed)?|nothing\s+(?:else\s+|more\s+)?to\s+change"
    r"|(?:don'?t|dont|do\s+not)\s+change\s+(?:anything|a\s+thing|it|that)"
    r"|(?:that'?s|thats|it'?s|its|this\s+is|looks?|all)\s+(?:(?:all\s+)?good|fine|great|ok(?:ay)?|perfect)"
    r"(?:\s+as\s+(?:it\s+)?is)?|all\s+good|(?:fine|good)\s+as\s+(?:it\s+)?is)"
    r"(?:\W+(?:thanks|thx|ty|tbh|then|for\s+now|lol|haha|nothing\s+(?:else\s+)?to\s+change|no\s+changes?))*\W*$",
    re.IGNORECASE)


def _kept_as_is(text: str, state: ChatState) -> str | None:
    """"no changes", "leave it as is" on a trip: nothing changed, said so with what can be asked (None when the
    message is no such line, or there is no trip)."""
    if not state.get("trip") or not _AS_IS.match(text):
        return None
    after = "Ask me about any day, or tell me what you'd like different." if state.get("plan") else \
        "It has no plan yet: change the dates, the budget or a rule and I'll plan it again."
    return f"Okay, nothing changed: your trip stays as it is. {after}"


# One wish kept alone ("ok just the battlefield then", "only the zoo"): the words after "just"/"only"
_ONLY = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|fine|alright|so|then|right|k)\W+)*(?:just|only)\s+(?P<said>[\w' .-]+?)"
                     r"(?:\s+(?:then|pls|please|plz|thanks|thx))*\W*$", re.IGNORECASE)


def _only_held(text: str, state: ChatState) -> str | None:
    """"ok just the battlefield then" after a sight the data has elsewhere was refused: the trip's one item of that
    kind (the must-see Petersburg National Battlefield) kept alone, as it already is: said so, never "I didn't
    understand" (None when the words name no item held, or one of several of its kind: keeping it alone is a change)."""
    said = _ONLY.match(text)
    words = salient(said.group("said")) - {"just", "only"} if said else frozenset()
    if not words or not state.get("trip"):
        return None
    held = [h for h in held_wishes(state.get("trip")) if isinstance(h.item, str)]
    named = [h for h in held if words <= salient(h.item.lower())]
    if len(named) != 1 or sum(h.key == named[0].key for h in held) != 1:
        return None
    return f"{ALREADY_HAS} {named[0].label} and no other, so nothing changed."


def _nothing_to_decline(text: str, state: ChatState) -> str | None:
    """A bare "no" with no question open (after an answer, a plan, or a wish the data cannot check): the trip stays, said
    so with what can be done, never the reply for a message not understood (None when the message is no such no)."""
    if not state.get("trip") or consent(text) != "no":
        return None
    return ("Okay, nothing changed: your trip stays as it is. Tell me what you'd like different (the dates, the people, "
            "the budget or a rule), or ask me about the plan.")


def _wishes_held(trip: dict[str, Any], state: ChatState) -> str:
    held = [*rules_of(trip), *(repr(w["wish"]) for w in state.get("planned_without") or [])]
    return f"your wishes are: {'; '.join(held)}" if held else "your trip has no wishes besides its route, dates, people and budget"


def _nothing_new(text: str, draft: dict[str, Any], missing: list[str]) -> str:
    """Why a message while a question is open changed nothing: the same request sent again, the question itself asked
    about ("why do you need to know?": why each thing asked is needed), or no answer in it."""
    if draft.get("org") and draft.get("dest") and all(p.lower() in text.lower() for p in (draft["org"], draft["dest"])):
        return "That is the trip I have so far; I still need the answer to this"
    return why_needed(text, missing) or f"I couldn't read an answer from \"{text[:80]}\""


def suggested(text: str, missing: list[str]) -> str | None:
    """The open question turned back ("what would you suggest?"): what the answer is for and how to give it, each
    thing asked (``short_answer.SUGGESTED``); None for any other text."""
    if not TURNED_BACK.match(text):
        return None
    said = [SUGGESTED[name] for name in missing if name in SUGGESTED]
    return ("That's for you to say: " + "; and ".join(said)) if said else None


def why_needed(text: str, missing: list[str]) -> str | None:
    """Why each thing the open question asks is needed, when ``text`` asks about the question itself ("why do you need
    the dates?", "do you need exact dates?", "does it matter how many we are?"); None for any other text."""
    reasons = [_WHY_NEEDED[name] for name in missing if name in _WHY_NEEDED]
    named = {name for name, words in _FIELD_WORDS.items() if words.search(text)}
    if not reasons or not (_WHY_ASKED.match(text) or _QUESTIONED.match(text)) or (named and not named & set(missing)):
        return None  # (a thing named that is not asked, "is the budget necessary?" while the people are, is no such question)
    return f"I ask because {'; and '.join(reasons)}"


# The words of the question that name what it asks for
_FIELD_WORDS = {"date": lazy_compile(r"\b(?:dates?|days|when)\b", re.IGNORECASE),
                "budget": lazy_compile(r"\b(?:budget|how\s+much|amount)\b", re.IGNORECASE),
                "people_number": lazy_compile(r"\b(?:people|how\s+many|number|count)\b", re.IGNORECASE)}


# The open question itself asked about ("why do you need to know?", "why does that matter", "why?"), and why each
# essential is needed
_WHY_ASKED = lazy_compile(r"^\W*(?:(?:but|and|ok|hmm+|um+)\W+)?(?:why|how\s+come)\b(?:\s+(?:do|does|would|should|d)\s+"
                          r"(?:you|u|it|that|this)(?:\s+(?:need|want|have)\s+(?:to\s+know\s+)?(?:that|it|this|to\s+know)?"
                          r"|\s+matter)?|\s+(?:is\s+)?(?:that|this|it)\s+(?:needed|important|relevant|necessary|matter))?\W*$",
                          re.IGNORECASE)
# ... or with what it asks for named ("why do you need the dates?", "do you really need exact dates?", "does it matter
# how many we are?", "is the budget necessary?"): a question about the question, never a wish the plan cannot keep
_ASKED_FOR = (r"(?:(?:the|my|our|an?|exact|specific|precise|firm|actual|all)\s+)*(?:dates?|days|when\b[a-z' ]{0,30}|budget"
              r"|amount|number(?:\s+of\s+[a-z]+)?|count|how\s+(?:many|much)\b[a-z' ]{0,30}|people|that|it|this)")
_QUESTIONED = lazy_compile(
    r"^\W*(?:(?:but|and|ok(?:ay)?|hmm+|um+|wait|so|well)\W+)*(?:(?:why|how\s+come)\s+(?:do|does|would|should|d)\s+(?:you|u)"
    rf"\s+(?:need|want|have)\s+(?:to\s+know\s+)?{_ASKED_FOR}|(?:do|must|would)\s+(?:you|u)\s+(?:really\s+|actually\s+)?"
    rf"need\s+(?:to\s+know\s+)?{_ASKED_FOR}|(?:does|do)\s+(?:it|that|this|the\s+[a-z]+)\s+(?:really\s+)?matter"
    rf"(?:\s+{_ASKED_FOR})?|(?:is|are)\s+(?:that|this|it|the\s+[a-z]+)\s+(?:really\s+)?(?:needed|necessary|required"
    r"|important))\W*$", re.IGNORECASE)
_WHY_NEEDED = {"org": "the city you leave from sets the way there and back",
               "dest": "the destination is the city whose stays, meals and sights I plan",
               "date": "the dates decide which flights and stays are free",
               "people_number": "the number of people sets the rooms that fit and every price (meals and flights are per "
                                "person)",
               "budget": "the budget is the most the plan may cost, so I pick stays, meals and travel that fit it"}


def read_nothing(result: Understanding, state: ChatState, pending: bool) -> bool:
    """Whether the parser found nothing in the message: no field of the trip, the answer or a new request changed.

    Such a message is answered as what it is (a question, out of scope) or as not understood; before, an edit
    that changed nothing re-sent the whole plan as "kept".
    """
    if result.problems or (result.edit and [m for m in result.missing if m != WISHES]):  # an edit that asks read
        return False  # something; one holding only wishes no plan keeps changed nothing
    if pending:
        return result.missing == list(state.get("missing") or []) and _set(result.draft) == _set(state.get("draft"))
    if result.edit:
        return not changes(state.get("trip") or {}, result.draft)
    local = result.draft.get("local_constraint") or {}
    return all(result.draft.get(name) is None for name in (*ESSENTIALS, "days")) and not any(local.values())


def _set(draft: dict[str, Any] | None) -> dict[str, Any]:
    """A draft's fields that hold a value (a field given as None and one left out say the same)."""
    return {name: value for name, value in (draft or {}).items() if value is not None}


def update_of(result: Understanding) -> dict[str, Any]:
    return {"draft": result.draft, "missing": result.missing, "problems": result.problems, "notes": result.notes, "edit": result.edit,
            **result.resumed}


def question_questioned(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: the open question asked about ("do you need exact dates?") is answered with why it
    is needed, or turned back ("what would you suggest?") with how to answer it, the question kept open (it was read
    as a wish no plan can keep: "plan without 'do you need exact dates'?"); None for any other message, or with no
    question open but "plan without it?"."""
    missing = list(turn.state.get("missing") or []) if turn.pending else []
    why = why_needed(turn.text, missing) or suggested(turn.text, missing)  # or turned back: "what would you suggest?"
    return {"answer": why + ".", "problems": []} if why else None
