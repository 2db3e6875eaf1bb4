"""What a chat message asks for, when it is not a trip request or an edit of one: the rules' reading.

A message is one of: a new request, an edit, a preference ("make it cheaper", "nicer hotels"), a question
about the current plan ("how much is day 2?", "why this hotel?"), small talk ("thanks!"), a request outside
what the planner does ("what's the weather like there?"), a call for help, or the cancelling of an open
question ("never mind"). ``classify`` recognises the last six by their wording; requests and edits are the
trip parser's (``understanding``), and a message neither reads is answered honestly as not understood,
never with the unchanged plan presented as "kept".

The patterns are anchored on a few words of intent, not on any benchmark query. Cancel, help and small
talk are whole-message patterns ("thanks, make the budget $1,300" is none of them, so it is an edit).
A preference is read first, and ``understand`` still applies the edit said with it ("make it cheaper, and
a budget of $1,300"). Out-of-scope subjects and questions about the plan are taken only for a message
the trip parser finds nothing in.

One module per job: ``intent_words`` (the patterns' shared pieces), ``intent_cues`` (cancel, undo and small-talk cues
and their fillers), ``intent_spelling`` (typos of the intents' words), ``intent_scope`` (help and out of scope),
``intent_preferences`` (preference words), ``intent_preference_edit`` (what is said beside a preference),
``intent_questions`` (questions about the plan and their topics), ``intent_follow_up`` (follow-ups),
``intent_asks`` (the ``asks_*`` predicates) and ``intent_cancel`` (a cancel or undo said with more). This module puts
them together (``classify``).
"""

from __future__ import annotations

from himap_travel.nodes.chat.change_unnamed import choice_pointed
from himap_travel.nodes.chat.intent_asks import COMPARES, as_asked, asks_extreme, asks_lowest_cost, asks_which, asks_why
from himap_travel.nodes.chat.intent_cancel import cancel_with_reasons, undo_for_a_complaint
from himap_travel.nodes.chat.intent_cues import (
    CANCEL_CUE,
    CANCEL_FILLER,
    DECLINED,
    EARLIER_ALONE,
    OTHER_EMOJI,
    REDO_ASKED,
    SMALL_TALK_CUE,
    SMALL_TALK_FILLER,
    UNDO_CUE,
    UNDO_FILLER,
    only_cue_and_filler,
)
from himap_travel.nodes.chat.intent_preference_edit import cost_of_a_mode, stated_as_rule
from himap_travel.nodes.chat.intent_preferences import PREFERENCES, sarcastic_part
from himap_travel.nodes.chat.intent_questions import ASKS, DATES_BY_PRICE, WHAT_CHANGED, is_question, plan_question
from himap_travel.nodes.chat.intent_scope import HELP, OUT_OF_SCOPE
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.wish_unwrapped import changed_then_compared
from himap_travel.state.chat_state import MessageReading


def classify(text: str) -> MessageReading | None:
    """The message's intent when it is one of the six conversational kinds; None for a request, an edit or unknown.

    Typos of the intents' own words are read as the words (``spelled``). A question asking why ("why not a cheaper
    hotel?", "why aren't we driving?") is a question about the plan, never a preference or an edit: it asks, it
    does not change anything."""
    text = DECLINED.sub(" ", spelled(text))
    plain = OTHER_EMOJI.sub(" ", text)  # ("trips off 😭 cancel": the feeling beside the cue, no word of a change)
    if (only_cue_and_filler(plain, CANCEL_CUE, CANCEL_FILLER) or cancel_with_reasons(text)) and not REDO_ASKED.search(text):
        return MessageReading(kind="cancel")
    if only_cue_and_filler(plain, UNDO_CUE, UNDO_FILLER) or undo_for_a_complaint(text) or EARLIER_ALONE.match(text):
        return MessageReading(kind="undo")
    if HELP.match(OTHER_EMOJI.sub(" ", text)):  # "help??? 😵"
        return MessageReading(kind="help")
    if only_cue_and_filler(OTHER_EMOJI.sub(" ", text), SMALL_TALK_CUE, SMALL_TALK_FILLER):
        return MessageReading(kind="small_talk")
    asked_what_changed = bool(ASKS.search(text) and WHAT_CHANGED.search(text))  # "what did you give up to make it cheaper?"
    asked = (asks_why(text) or asked_what_changed or asks_which(text) or bool(COMPARES.match(text))) \
        and not asks_lowest_cost(text)  # "what's the best restaurant in Orlando?", "is it cheaper to drive?": asked, no
    # change; "what's the cheapest this can be?" is asked too, but only a re-plan for the lowest cost can answer it
    if DATES_BY_PRICE.search(text):  # "can we leave whenever it's cheapest?": asked of the dates, no re-plan
        return MessageReading(kind="question", topic="dates")
    if changed_then_compared(text):  # "make it $1,600, and would that be cheaper?": the change is made, then answered
        return None
    if asks_lowest_cost(text) and not cost_of_a_mode(text):  # "how cheap can this get?": the cheapest plan is the answer
        return MessageReading(kind="preference", preference="cheapest")
    if asks_extreme(text):  # "cheapest restaurant?", "cheapest meal we have?": the plan's, answered from it
        return MessageReading(kind="question", topic="total")
    for preference, pattern in PREFERENCES:
        if not asked and pattern.search(text) and not stated_as_rule(preference, text) and not choice_pointed(text) \
                and not (preference == "cheapest" and cost_of_a_mode(text)):
            return MessageReading(kind="preference", preference=preference)
    mocked = None if asked or is_question(text) else sarcastic_part(text)
    if mocked is not None:  # "wow $620 for a 2 hour flight, bargain 🙄": the complaint it voices
        return MessageReading(kind="preference", preference=mocked)
    for subject, pattern in OUT_OF_SCOPE.items():
        if pattern.search(text):
            return MessageReading(kind="out_of_scope", subject=subject)
    direct = as_asked(text)  # "i wonder what day 2 costs": "what day 2 costs?"
    return plan_question(text) or (plan_question(direct) if direct != text else None)
