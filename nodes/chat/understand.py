"""understand: the newest human message as a new trip, an edit of the current one, the answer to a question,
a disruption of the current plan ("my flight on day 1 was cancelled": ``monitor.phrases``), a preference
("make it cheaper"), or a message answered directly (help, small talk, a question about the plan, out of
scope, "never mind"; ``intent`` and ``answers``). A message none of these reads is answered as not understood.

The expert policy reads it with rules (``understanding``). The LLM policy
fills the whole trip form by structured output (the planner's extractor),
given the current trip and the message; the rules still decide what is
missing (a people count the wording does not give is asked, never guessed).

This module decides the order in which a message is read, as two declared tables: ``_BEFORE_PARSING``, the steps
tried before the trip parser reads the message (the first that takes it gives the update: ``before_parsing``), and
``_AFTER_PARSING``, the steps that put the parser's reading right or answer the message (``after_parsing``); adding a
reader is one line in a table. The readings live by what they do: the message being read (``reading_turn``), the
turn's input and a message's text (``chat_input``), the intent and the model's reading (``message_reading``), a
message read against the turns before it (``said_before``, ``meant_back``), taking back the last change (``undo``),
messages answered before parsing (``answered_first``), and the reply for a message that changed nothing
(``not_applied``).
"""

from __future__ import annotations

import re
from typing import Any, cast

from langgraph.runtime import Runtime

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.after_parsing import (
    as_corrected,
    budget_cap_dropped,
    count_beside,
    cuisine_ban_lifted,
    day_rules_dropped,
    meant_before,
    mode_kept,
    model_read,
    more_time_asked,
    more_time_noted,
    nightly_rule,
    nothing_read_step,
    parsed,
    question_answered,
    rating_of_a_venue,
    said_plainly,
    sight_named,
    version_named,
    weekday_off,
)
from himap_travel.nodes.chat.along import answers_along, asked_along, services_said
from himap_travel.nodes.chat.answer_taken_up import own_question_taken_up, taken_up
from himap_travel.nodes.chat.answers import unknown_answer
from himap_travel.nodes.chat.before_parsing import (
    answered_first_step,
    called_off_step,
    cut_by_an_amount,
    disrupted,
    disruption_picked,
    last_change_called_off,
    meal_changed,
    nights_asked,
    other_language,
    part_swapped,
    redone_step,
    rooms_widened,
    stays_made_cheaper,
    undone_step,
    version_before,
    wishes_taken_back,
    without_it_decided,
)
from himap_travel.nodes.chat.budget_kept import budget_kept
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.chat_input import last_human_text
from himap_travel.nodes.chat.cheaper_priced import cheaper_priced
from himap_travel.nodes.chat.city_scope import city_scoped, city_stay_changed
from himap_travel.nodes.chat.consent import amount_wondered, nothing_offered, offered_order
from himap_travel.nodes.chat.cost_difference import difference_asked
from himap_travel.nodes.chat.cuisine_asked import cuisine_asked
from himap_travel.nodes.chat.cuisine_lacking import city_lacks
from himap_travel.nodes.chat.dates_kept import dates_kept
from himap_travel.nodes.chat.day_busier import day_busier
from himap_travel.nodes.chat.day_purpose import purpose_said
from himap_travel.nodes.chat.days_swapped import days_swapped
from himap_travel.nodes.chat.draft_dates_back import old_dates
from himap_travel.nodes.chat.drive_choice import no_flight_answer
from himap_travel.nodes.chat.en_route import stop_on_the_way
from himap_travel.nodes.chat.ends_said import ends_already
from himap_travel.nodes.chat.flight_swap import flight_swapped
from himap_travel.nodes.chat.hypothetical import wondered_change, wondered_party, wondered_preference
from himap_travel.nodes.chat.intent_cues import thanks_in
from himap_travel.nodes.chat.joke_taken_back import without_joke
from himap_travel.nodes.chat.loose_times import loosely_timed
from himap_travel.nodes.chat.meal_once import meal_once
from himap_travel.nodes.chat.message_reading import message_intent, one_as_stay
from himap_travel.nodes.chat.modes_disputed import modes_disputed
from himap_travel.nodes.chat.not_applied import ALREADY_HAS, CANNOT_TELL, question_questioned, update_of
from himap_travel.nodes.chat.pace_days import sights_named
from himap_travel.nodes.chat.pair_narrowed import narrowed_pair
from himap_travel.nodes.chat.place_back import origin_said_back, place_fine_back
from himap_travel.nodes.chat.place_banned import place_banned, stay_banned_apart, stay_left_out
from himap_travel.nodes.chat.place_unnamed import another_place_asked, place_named_back
from himap_travel.nodes.chat.plan_sight_dropped import sight_dropped, sight_put_back
from himap_travel.nodes.chat.preference_waits import edit_beside, waiting_said, waiting_wish
from himap_travel.nodes.chat.quoted_reply import without_quote
from himap_travel.nodes.chat.reading_turn import Later, Step, Turn, taken_back
from himap_travel.nodes.chat.relative_corrected import corrected_base
from himap_travel.nodes.chat.replacing import route_swap_said
from himap_travel.nodes.chat.rule_meant import rule_meant, rule_unnamed
from himap_travel.nodes.chat.rule_value import rule_value_said
from himap_travel.nodes.chat.rules_asked import rules_asked
from himap_travel.nodes.chat.said_before import measure_named
from himap_travel.nodes.chat.said_likewise import likewise
from himap_travel.nodes.chat.sight_swap import sight_swapped
from himap_travel.nodes.chat.snapshot import WISH_BEFORE
from himap_travel.nodes.chat.stay_ban_lifted import stay_ban_lifted
from himap_travel.nodes.chat.stay_yes_no import stay_asked
from himap_travel.nodes.chat.stop_asked import stop_asked
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.talk_aside import aside_said, held_for
from himap_travel.nodes.chat.that_meant import (
    kept_sight_meant,
    meal_again_meant,
    meal_day_meant,
    meant,
    mode_question_meant,
    one_day_cheaper,
    one_meal_cheaper,
    one_meal_nicer,
    part_meant,
    sight_day_meant,
    sight_meant,
    swapped_it_meant,
)
from himap_travel.nodes.chat.typed_loosely import restored
from himap_travel.nodes.chat.undo import undo_last
from himap_travel.nodes.chat.undo_and import undo_and_rest
from himap_travel.nodes.chat.venue_asked import venue_asked
from himap_travel.nodes.chat.why_last_no import last_no_explained
from himap_travel.nodes.chat.wish_unwrapped import asks_to_fly, unwrapped
from himap_travel.nodes.chat.wishes import WISHES
from himap_travel.nodes.chat.word_fixed import corrected_change, word_fixed
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, handoffs_cleared


def understand(state: ChatState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    """Read the newest message: cancel, a disruption, a preference, a direct answer, or a change of the request."""
    text = restored(last_human_text(state.get("messages")))  # "we dont want X": read as "don't" (``typed_loosely``)
    text = without_quote(text, state)  # '"how many people" - three': the chat's own words quoted left out (quoted_reply)
    text = without_joke(text)  # "X or Y instead? jk lol stick with Z": the joke taken back left out (joke_taken_back)
    # this turn's values, set anew (``ChatState``), the hand-offs among them
    fresh = {"notes": [], "kept": False, "changed_days": None, "preference": None, "cost_before": None, "quality_before": None,
             "favoured": None,
             "restored": False, "asked_too": [], "asked_about": None, **handoffs_cleared()}
    corrected = corrected_change(text, state)  # "*indian" after "italian food please": that change, put right
    if corrected is not None:
        update = _undone_then(corrected, state, settings_of(runtime), fresh, f'I read "{corrected}" as you put it right')
        if update is not None:
            return update
    text = word_fixed(text, state)  # "*food" after "we want Italian fold": that message, put right (``word_fixed``)
    text = narrowed_pair(text, state) or text  # "only my mom actually" after "my parents are joining" (pair_narrowed)
    held = ((state.get("draft") or state.get("trip") or {}).get("local_constraint") or {}).get("transportation")
    # "one more thing: X", "say after 11", "we'd rather fly": the wish itself (``wish_unwrapped``)
    plan = state.get("plan") or []
    flies = bool(plan) and not any("self-driving" in str(day.get("transportation") or "").lower() for day in plan)
    grounded = no_flight_answer(plan, state.get("trip") or {}, resources_of(settings_of(runtime)).sandbox) \
        if plan and not flies and asks_to_fly(text) else None
    if grounded is not None:  # "can we fly?" where no leg has a flight: a no with its reason, the plan kept
        return {**fresh, "answer": grounded, "problems": []}
    text = unwrapped(text, flights_banned="no flight" in str(held or ""), flies_already=flies,
                     driving_banned="no self-driving" in str(held or ""))
    text = loosely_timed(text, state.get("trip"))  # "flight home like after 11", "9ish": said plainly (loose_times)
    if not text:
        return {**fresh, "problems": ["there is no message to answer: write the trip you want planned"], "missing": []}
    services = services_said(text)  # "3 of us, and book it all": what the chat cannot do, named first; the rest read
    if services is not None:
        update = _understood(services[1], state, runtime, fresh)
        return {**update, "asked_too": [*(r.model_dump() for r in services[0]), *(update.get("asked_too") or [])]}
    return _understood(text, state, runtime, fresh)


def _understood(text: str, state: ChatState, runtime: Runtime[PlannerSettings], fresh: dict[str, Any]) -> dict[str, Any]:
    """The update for the message ``text``: questions said along with a change, or the message read as a whole."""
    pending = bool(state.get("missing")) and state.get("draft") is not None  # a question is open
    settings = settings_of(runtime)
    text = text if pending else own_question_taken_up(text, state)  # "how much is the hotel? too much, find one under 150"
    along = asked_along(text, resources_of(settings).sandbox) if state.get("trip") and not pending else None
    if along is not None and not along[1]:  # "how much is day 1 and where do we stay?": each question answered
        sandbox = resources_of(settings).sandbox
        return {**fresh, "answer": "\n\n".join(answers_along(along[0], dict(state), sandbox)), "problems": []}
    if along is not None:  # "make it $2,500, and how much is day 2?": the change, then the question answered (``reply``)
        update = _read_message(along[1], state, settings, pending, fresh)
        if update.get("answer") is None:  # (an undo too: "undo that, and what's the total?" is answered from the plan it restores)
            return {**update, "asked_too": along[0]}
    whole = _read_message(text, state, settings, pending, fresh)
    if along is not None and not _cannot_tell(whole) and _said_already(update) and not _follow_up(along[1]):
        # "oh yeah we're driving lol. total?" on a trip that drives: the question answered, and the rest said to be
        # what the trip already has (never the whole answered as a question about the drive)
        sandbox = resources_of(settings).sandbox
        answers = "\n\n".join(answers_along(along[0], dict(state), sandbox))
        return {**fresh, "answer": f"{answers}\n\n{update['answer']}", "problems": []}
    if along is not None and not _cannot_tell(whole) and (
            _asks_alone(whole) or (_asks_alone(update) and not _follow_up(along[1]))):
        # "ok I'll do it myself. what's the total?", "oh yeah we're driving lol. total?": the question answered and the
        # rest said back as not read, never the whole answered as if the rest were part of the question
        sandbox = resources_of(settings).sandbox
        answers = "\n\n".join(answers_along(along[0], dict(state), sandbox))
        return {**fresh, "answer": f"{answers}\n\n(I didn't read \"{along[1]}\" as a change, so nothing changed.)", "problems": []}
    return whole


# What a question's rest may be when it only narrows the question ("how much per day? day 1", "where do we stay? the
# second night"): a day or night named, nothing a change could say
_FOLLOW_UP = lazy_compile(r"^\W*(?:and\s+|just\s+|only\s+)?(?:(?:on|for)\s+)?(?:the\s+)?(?:(?:day|night)\s*\d+"
                          r"|(?:first|second|third|fourth|fifth|last|final)\s+(?:day|night)"
                          r"|(?:day|night)\s+(?:one|two|three|four|five))\W*$", re.IGNORECASE)


def _follow_up(rest: str) -> bool:
    """Whether the rest of a message beside its question only narrows the question (``_FOLLOW_UP``) or is a word or
    two of filler: read with the question, as the whole message."""
    return bool(_FOLLOW_UP.match(rest)) or len(rest.split()) <= 2


def _cannot_tell(update: dict[str, Any]) -> bool:
    """Whether the whole message was answered as asking what the data cannot say ("is the hotel wheelchair accessible?
    my sister uses a chair"): that answer names it, so the parts are not answered apart."""
    return str(update.get("answer") or "").startswith(CANNOT_TELL)


def _said_already(update: dict[str, Any]) -> bool:
    """Whether the rest of a message with a question in it restates what the trip already has (nothing changed)."""
    return str(update.get("answer") or "").startswith(ALREADY_HAS)


def _asks_alone(update: dict[str, Any]) -> bool:
    """Whether the rest of a message with a question in it read as nothing (the reply for a message not understood)."""
    return str(update.get("answer") or "").startswith("I didn't understand")


def _read_message(text: str, state: ChatState, settings: PlannerSettings, pending: bool, fresh: dict[str, Any]) -> dict[str, Any]:
    """The update for ``text``: the first step of ``_BEFORE_PARSING`` that takes the message (cancel, undo, an answer
    to "plan without it?", another language, a disruption, a part of the plan changed, a direct answer), else the trip
    parser's reading of it as a change of the request, put right or answered by the steps of ``_AFTER_PARSING``."""
    text = offered_order(text, state) if state.get("plan") and not pending else text  # "ok do that": what was offered
    text = taken_up(text, state) if state.get("plan") and not pending else text  # "put one in then": what was asked
    text = one_as_stay(text, state) if state.get("plan") and not pending else text
    text = sight_dropped(text, state.get("plan")) if not pending else text  # "drop the aquarium": the plan's one
    text = sight_put_back(text, state.get("trip")) if not pending else text  # "put the zoo back": the one kept out
    text = place_named_back(text, state, resources_of(settings).sandbox) if state.get("plan") and not pending else text
    text = place_fine_back(text, state) if not pending else text  # "nvm pensacola is fine" after going to Orlando
    text = likewise(text, state.get("messages"), resources_of(settings).sandbox) if state.get("plan") and not pending else text
    text = meant(text, state) if not pending else text  # "something cheaper for that": the meal asked about (that_meant)
    text = meal_again_meant(text, state) if not pending else text  # "actually make it mexican" after a meal swapped
    text = part_meant(text, state) if not pending else text  # "make them better" after "are the restaurants good?"
    text = sight_meant(text, state) if not pending else text  # "can we add it" after "is gatorland on the plan?"
    text = sight_day_meant(text, state) if not pending else text  # "move it to day 3" after "seaworld on day 2"
    text = swapped_it_meant(text, state) if not pending else text  # "we can't do gatorland, swap it for the leu gardens"
    text = kept_sight_meant(text, state) if not pending else text  # "2 people is right, but keep gatorland"
    text = meal_day_meant(text, state) if not pending else text  # "make that breakfast" after "lunch at a cafe on day 3"
    text = mode_question_meant(text, state) if not pending else text  # "no flights then?" of a plan that drives: why
    text = meal_once(text, state.get("trip")) if not pending else text  # "not every night, just once" (meal_once)
    text = days_swapped(text, state.get("plan")) if not pending else text  # "swap day 2 and day 3" (days_swapped)
    text = day_busier(text, state.get("plan")) if not pending else text  # "make day 2 busier" (day_busier)
    text = rule_meant(text, state) if state.get("trip") and not pending else text  # "is there a rating rule?" "lose it"
    # "switch detroit for chicago", "swap vegas for reno" (replacing)
    text = route_swap_said(text, state.get("trip"), resources_of(settings).sandbox) if not pending else text
    text = (old_dates(text, state) or text) if pending else text  # "no wait, keep the old dates" (draft_dates_back)
    text = _NEVER_MIND_THEN.sub(r"\1, ", text)  # "nvm make it 4 of us": never mind the last thing, then the change
    text = measure_named(text) if state.get("trip") and not pending else text  # "driving's ok, max 4 hours a day"
    text = sights_named(text, state.get("trip")) if not pending else text  # "and just one on day 4" (pace_days)
    text = purpose_said(text) if state.get("trip") and not pending else text  # "add a day at disney world" (day_purpose)
    text = rule_value_said(text, state, pending) if state.get("trip") or pending else text  # "make that 10am" (rule_value)
    # "our anniversary is on the 4th": talk; "the dog is staying home" on a trip allowing pets: news, read (story_aside)
    text = without_stories(text, lambda clause: held_for(clause, state)) if state.get("plan") and not pending else text
    intent = message_intent(text, state, settings)
    rest = edit_beside(intent, text, state.get("missing"), pending)  # "make it cheaper and add a day" while a question
    if rest is not None and intent is not None:  # is open: the edit applied, the wish kept for the plan (preference_waits)
        edited = _read_message(rest, state, settings, pending, fresh)
        return {**edited, **waiting_wish(intent.preference), "notes": [*(edited.get("notes") or []), waiting_said(intent.preference)]}
    asked = pending and WISHES in state["missing"]  # "plan without it?" is open
    turn = Turn(text, state, settings, pending, fresh, intent, asked)
    for step in _BEFORE_PARSING:
        update = step(turn)
        if update is not None:
            return {**fresh, **update}
    result = parsed(turn)
    for later in _AFTER_PARSING:
        read = later(turn, result)
        if isinstance(read, dict):
            return {**fresh, **read}
        result = read
    update = update_of(result)
    return {**fresh, **update, **taken_back(update, state, turn.dropped)}


def _banned_and_changed(turn: Turn) -> dict[str, Any] | None:
    """"not that hotel, and add a day": the stay kept out (its rule), then the rest read as an edit of the trip so
    banned, the reply naming both; a rest that is no edit of the trip (a change made on the plan itself, a question) is
    ``_banned_then``'s, and thanks beside the ban leave it to ``place_banned``."""
    apart = stay_banned_apart(turn) if not turn.pending else None
    if apart is None:
        return None
    trip, rest, note = apart
    update = _read_message(rest, cast(ChatState, {**turn.state, "trip": trip}), turn.settings, False, turn.fresh)
    if update.get("answer") is not None or update.get("problems") or update.get("missing") or not update.get("draft"):
        return None if thanks_in(rest) else _banned_then(turn, rest)
    return {**turn.fresh, **update, "notes": [note, *(update.get("notes") or [])]}


def _banned_then(turn: Turn, rest: str) -> dict[str, Any] | None:
    """"Not that hotel, and make day 2 cheaper", "... and a nicer lunch on day 2": a change made on the plan itself, so
    the stay is left out first (``stay_left_out``) and the rest read on the plan so edited; the reply names both, and
    "undo" goes back to before the message. When no other stay keeps the trip the rest is read on the plan as it is,
    the reply saying why the stay stays (issue 39: never the ban alone, the rest dropped in silence)."""
    banned, why = stay_left_out(turn)
    if banned is None and not why:
        return None
    base = turn.state if banned is None else cast(ChatState, {
        **turn.state, "plan": banned["plan"], "trip": {k: v for k, v in banned["draft"].items() if k != WISH_BEFORE}})
    update = _read_message(rest, base, turn.settings, False, turn.fresh)
    first = [why] if banned is None else list(banned.get("notes") or [])
    if update.get("draft") and update.get("answer") is None and not update.get("problems") and not update.get("missing"):
        draft = update["draft"] if banned is None else {**update["draft"], WISH_BEFORE: banned["draft"][WISH_BEFORE]}
        return {**turn.fresh, **update, "draft": draft, "notes": [*first, *(update.get("notes") or [])]}
    refused = [_part_answer(update["answer"], rest)] if update.get("answer") is not None else [
        f"I couldn't {rest}: {p.rstrip('.')}." for p in update.get("problems") or []]
    if not refused or update.get("missing"):
        return None
    if banned is None:  # neither done: each said with its reason
        return {**turn.fresh, **update, "problems": [], "answer": " ".join([f"{why}.", *refused])}
    return {**turn.fresh, **banned, "notes": [*first, *refused]}


def _part_answer(answer: str, rest: str) -> str:
    """The answer to the part beside a stay ban; a part not understood named as that part ("I didn't understand
    'something with better reviews'"), never "that" as if the whole message, the ban just done, were not read."""
    if answer != unknown_answer(True):
        return answer
    part = re.sub(r"^\W*(?:and|also|plus|but)\b\W*", "", rest).strip(" ,.;!?")
    return f"I didn't understand '{part}', so that part changed nothing."


def _undone_and_changed(turn: Turn) -> dict[str, Any] | None:
    """"undo that, and add Italian food": the last change taken back, then the rest applied."""
    rest = undo_and_rest(turn.text, turn.state) if turn.state.get("previous") and not turn.pending else None
    return _undone_then(rest, turn.state, turn.settings, turn.fresh) if rest is not None else None


def _corrected_by_an_amount(turn: Turn) -> dict[str, Any] | None:
    """"no wait, $500 more" right after "$300 more": read on the trip before the change it corrects
    (``relative_corrected``)."""
    base = corrected_base(turn.text, turn.state) if not turn.pending else None
    return _read_message(turn.text, base, turn.settings, False, turn.fresh) if base is not None else None


# The steps before the trip parser, in the order they are tried: the first that takes the message gives its update.
_BEFORE_PARSING: tuple[Step, ...] = (
    question_questioned,  # "do you need exact dates?" while the dates are asked: why, the question kept (not_applied)
    last_no_explained,  # "why is there no plan", "why can't you do that" after a no: its cause (why_last_no)
    disruption_picked,  # "the last one" answering "Which day's flight was cancelled?": never an undo or a date
    wondered_party,  # "what if half of us stay home": what a smaller party costs is only wondered (hypothetical)
    wishes_taken_back,
    rooms_widened,
    version_before,
    _banned_and_changed,  # "not that hotel, and add a day": both (place_banned, then the rest read)
    place_banned,
    stay_ban_lifted,  # "the harlem place is fine actually": a stay said unwanted, allowed again (stay_ban_lifted)
    rules_asked,  # "what are my rules", "is there a rating rule?": the trip's rules, nothing changed (rules_asked)
    rule_unnamed,  # "drop that one" after "what rules do we have?": which is asked (rule_meant)
    stay_asked,  # "is the hotel at least 4 stars?": answered from the plan, never a rule added (stay_yes_no)
    venue_asked,  # "what's big chill rated", "how much is dinner at zizo": that place's figures (venue_asked)
    stop_asked,  # "whats the last stop", "how many nights in the second city": answered from the route (stop_asked)
    another_place_asked,  # "somewhere warmer?", "different city pls": the trip kept, a place asked by name (place_unnamed)
    stop_on_the_way,  # "can we stop in chicago on the way" on a one-city trip: why it cannot be, nothing moved (en_route)
    _undone_and_changed,
    _corrected_by_an_amount,
    last_change_called_off,
    called_off_step,
    redone_step,
    undone_step,
    without_it_decided,
    lambda turn: budget_kept(turn.text, turn.state) if turn.editing else None,  # "no, we can't go higher" (budget_kept)
    ends_already,
    nothing_offered,
    amount_wondered,
    modes_disputed,  # "he wants to drive, I'd rather fly": both ways named, one to pick (modes_disputed)
    other_language,
    city_stay_changed,
    disrupted,
    one_day_cheaper,  # "make day 2 cheaper": said it cannot be alone, nothing changed (that_meant)
    one_meal_nicer,  # "dinner somewhere nice on the last night": said it cannot be alone (that_meant)
    one_meal_cheaper,  # "a cheaper dinner on day 2 pls": that meal alone, in place (that_meant)
    cheaper_priced,
    city_scoped,
    flight_swapped,
    sight_swapped,
    cuisine_asked,  # "any bbq on the trip?", "any mexican spots on day 2?": answered, before a meal swap reads it
    meal_changed,
    part_swapped,
    stays_made_cheaper,
    cut_by_an_amount,
    dates_kept,  # "make it 10 days but keep the same dates": both cannot be, said why (dates_kept)
    wondered_preference,
    nights_asked,
    difference_asked,  # "how much more is that now?": the last change's cost (cost_difference)
    lambda turn: aside_said(turn.text, turn.state) if turn.editing else None,  # talk of those not coming (talk_aside)
    answered_first_step,
)

# The steps after the trip parser, in order: each puts the reading right, or answers the message (its update).
_AFTER_PARSING: tuple[Later, ...] = (
    city_lacks,  # "add american food" where no restaurant serves it: refused, why said (cuisine_lacking)
    wondered_change,
    version_named,
    as_corrected,
    budget_cap_dropped,
    rating_of_a_venue,
    said_plainly,
    count_beside,
    cuisine_ban_lifted,
    nightly_rule,
    more_time_asked,
    more_time_noted,
    mode_kept,
    question_answered,
    day_rules_dropped,
    meant_before,
    origin_said_back,
    nothing_read_step,
    model_read,
    sight_named,
    weekday_off,
)


def _undone_then(rest: str, state: ChatState, settings: PlannerSettings, fresh: dict[str, Any],
                 said: str | None = None) -> dict[str, Any] | None:
    """The update for an undo said with a change ("undo that, and add Italian food"): the last change taken back, then
    ``rest`` read as an edit of the trip the undo brings back, the reply naming both (``said``: what the reply says in
    place of the undo, for a change put right); None when there is nothing to undo or the rest is no edit to plan (a
    question, a refusal: the message is read as before)."""
    undone = undo_last(state)
    if not undone.get("restored"):
        return None
    after = cast(ChatState, {**state, **undone})
    update = _read_message(rest, after, settings, False, fresh)
    if update.get("answer") is not None or update.get("problems") or not update.get("draft"):
        return None
    went = changes(state.get("trip") or {}, after.get("trip") or {})
    if said is None:
        said = f"I went back to before your last change ({'; '.join(went)}), then applied the rest" if went else \
            "I went back to before your last change, then applied the rest"
    return {**fresh, **undone, **update, "restored": False, "notes": [said, *(update.get("notes") or [])]}


# "never mind" said before a change with no mark between ("nvm make it 4 of us", "nevermind 3 people"): the change
# follows it, never a wish named "make it 4 of us" to take back ("nvm the pool" still takes the pool back)
_NEVER_MIND_THEN = lazy_compile(r"^(\W*(?:nvm|never\s*mind|nevermind))\s+(?=(?:make|change|set|let'?s|lets|we'?re|we\s+are|it'?s"
                                r"|\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)", re.IGNORECASE)
