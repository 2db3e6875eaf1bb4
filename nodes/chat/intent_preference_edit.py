"""What a preference says beside itself: a rule stated with it ("later flights, nothing before 10am" is the
flight-time rule: ``stated_as_rule``), an edit said with it (``without_preference`` leaves it to be read), and a cost
complained of as the reason to switch the way of travelling (no cheaper trip). Apart: it reads the constraints'
registry and the trip's edit, where the preference words read none.
"""

from __future__ import annotations

from himap_travel.domain.constraints import named
from himap_travel.nodes.chat.intent_cues import DECLINED, SMALL_TALK_CUE
from himap_travel.nodes.chat.intent_preferences import (
    AROUND_PREFERENCE,
    FIGURE_COMPLAINED,
    MEANS_ASIDE,
    PREFERENCES,
    PREFERENCES_BY_PART,
    sarcastic_part,
    without_flights_named,
    without_rating_complaints,
    without_time_complaints,
)
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.intent_words import CLAUSES, MESSAGE_WORDS, worded

# A cost complained of that is a way of travelling's, said with a switch to another ("we'll drive, flights are too
# expensive", "ok fly again, 10 hours in the car is too much"): the reason for the switch, no cheaper trip asked for.
_MODE_WORD = worded(r"\b(?:flights?|flying|fly|planes?|airfares?|driving|drive|car|gas|road\s+trip|taxis?|cabs?)\b")
_MODE_SWITCH = worded(r"\b(?:(?:we'?ll|we\s+will|let'?s|i'?ll|(?:we'?d|i'?d)\s+rather|we\s+can|we\s+should|just)\s+(?:just\s+)?"
                      r"(?:drive|fly|take\s+the\s+(?:car|plane))|(?:drive|fly|driving|flying)\s+(?:instead|again)"
                      r"|no\s+(?:more\s+)?(?:flights?|flying|driving|planes?))\b")


def cost_of_a_mode(text: str) -> bool:
    """Whether every clause complaining of the cost names a way of travelling, and the message switches to another
    (``_MODE_SWITCH``): the switch is the wish (an edit), not a cheaper trip."""
    if not _MODE_SWITCH.search(text):
        return False
    costly = [c for c in CLAUSES.split(text) if c and PREFERENCES_BY_PART["cheapest"].search(c)]
    return bool(costly) and all(_MODE_WORD.search(c) for c in costly)


_RATED_BY = {"hotels": "min_stay_rating", "restaurants": "min_rating"}  # the rating rule a nicer part may come with
_ALSO_BY = {"hotels": ("room_type",)}  # other rules a nicer part may come with ("an entire place would be better")


def stated_as_rule(preference: str | None, text: str) -> bool:
    """Whether a wish about flight times comes with a bound a hard constraint reads ("later flights, nothing leaving
    before 10am"): then the message is an edit setting that rule (the registry's reading, as in a request), not the soft
    preference; one wish has one meaning wherever it is said. Nicer stays or restaurants with a minimum rating ("a well
    rated hotel, 4 or better") are that rating's rule alike, and nicer stays with a room type ("an entire place would be
    better") that room type's. A mocking message states no rule: its figures are what it complains of."""
    if sarcastic_part(text) is not None:  # "wow a 2 star hotel, how luxurious": the figure mocked, no floor said
        return False
    rated = _RATED_BY.get(preference or "")
    if rated is not None:
        reads = [named(rule).read for rule in (rated, *_ALSO_BY.get(preference or "", ()))]
        assert all(reads), "the rating and room rules read a request (domain/constraints/stay_rating.py, room_type.py)"
        said = without_rating_complaints(text)  # "2 stars wont cut it": the reason, no floor
        return any(read(said, (), [], []) is not None for read in reads if read is not None)
    if preference != "humane_hours":
        return False
    claims = named("flight_times").claims
    assert claims is not None, "flight_times registers the spans its statements hold (domain/constraints/flight_times.py)"
    return bool(claims(without_time_complaints(text)))  # "a 6am flight is brutal, later flights": no bound said


def without_preference(text: str) -> str:
    """The message with its preference's words taken out ("make it cheaper, and a budget of $1,300" → ", and a budget
    of $1,300"): what is left is read as an edit said with it ("make it cheaper, no early flights" sets the flight-time
    rule too); nothing is left when only words around the preference are ("is there a cheaper way" → ""), nor of a
    mocking message ("yeah sure, $900 a day is totally normal 🙄": no budget of $900)."""
    if sarcastic_part(text) is not None:
        return ""
    complained = bool(FIGURE_COMPLAINED.search(text))
    text = MEANS_ASIDE.sub(" ", DECLINED.sub(" ", spelled(text)))  # "no don't undo, just cheaper": no wish
    text = without_rating_complaints(text)  # "better hotel, 2 stars wont cut it": its reason
    if PREFERENCES_BY_PART["humane_hours"].search(text):  # "a 6am flight is brutal, later flights": its reason
        text = without_flights_named(without_time_complaints(text))  # "that 6am flight home, can it be later"
    for _part, pattern in PREFERENCES:
        text = pattern.sub(" ", text)
    left = MESSAGE_WORDS.findall(SMALL_TALK_CUE.sub(" ", text.lower()))
    # (a figure left beside a figure complained of is an edit's: "3000 is crazy, make it 2200" sets the budget; one
    # left by "get the total down to 300" is the cheaper wish's own, kept as said by the preference)
    return "" if all(word in AROUND_PREFERENCE for word in left) and not (complained and _FIGURE_LEFT.search(text)) else text


_FIGURE_LEFT = worded(r"\d")
