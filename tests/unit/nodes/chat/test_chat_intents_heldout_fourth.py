"""A fourth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``): cancel and "never mind" with what they cancel said ("never mind,
cancel that", "no, cancel the entire thing", "scrap it", "bin it"), starting over, undo in many words, "cheaper" said as
a complaint, in slang, in capitals, with emoji and with typos, nicer stays, food, sights and flight times, thanks,
goodbyes and yes-answers, questions about the plan (cost, days, stay, flights, dates, the last change), two intents in
one message, follow-ups, messages in Spanish, German and French, and near misses that borrow an intent's word and must
not get its intent ("don't cancel, just make it cheaper", "thanks but the hotel is wrong", "is it cheaper to drive?",
"start on the 5th instead", "back to 3 people").

Written by helper INTENT4 before any rule was changed for it; no sentence of the first three sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on the code as it was then (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000).
The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now right, fails the test.
"""

from __future__ import annotations

from tests.support.intent_scoring import Case, Q, Want, reused, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third

CANCEL = ["never mind, cancel that", "scrap it", "no, cancel the entire thing", "nah cancel the trip", "Never mind. Cancel.",
          "NEVER MIND", "cancel everything pls", "we're not going, cancel it", "plans changed, cancel the trip",
          "cancel the trip, something came up", "ugh, just forget the whole trip", "forget about the trip", "nevermind!! 🙈",
          "nvm we'll figure it out", "cancel cancel cancel", "i want to cancel", "I'd like to cancel the trip please",
          "please cancel my trip", "can u cancel it", "cancle the trip", "cancell pls", "never mnd", "scrap the plan",
          "scrap that whole plan", "bin it", "forget it, we're staying put", "no longer travelling, cancel",
          "trip is off", "let's call the whole thing off", "abort mission", "stop, cancel everything", "nope, forget it",
          "never mind, we found something else", "cancel, we booked elsewhere", "we don't need the trip anymore",
          "we're not going after all", "nm, thx anyway", "forget it all", "kill the trip", "drop it", "no, cancel it all",
          "Cancel the trip!", "cancel my request", "❌ cancel", "CANCEL IT ALL NOW", "nevermind, scrap everything",
          "ok then never mind", "not interested anymore, cancel"]
START_OVER = ["start over please", "can we start from the beginning", "I want a brand new trip", "new trip, different dates and city",
              "scratch all this, let's plan a new one", "reset pls", "let's start from zero", "restart it all",
              "start again from scratch", "wipe it, start again", "let's plan another one from scratch",
              "clean slate pls, new trip", "never mind this one, new trip", "let's begin again", "start over from the top",
              "lets plan a different trip", "LET'S START OVER PLS", "strat over pls"]
UNDO = ["undo please", "UNDO!!!", "undo undo", "undo that last bit", "go back a step", "go back to what we had",
        "revert to the last plan", "revert to previous", "put it back pls", "change it back now", "can you change that back",
        "switch back", "back to the old plan pls", "I want the old plan back", "the previous plan was better",
        "the old version was better tbh", "we liked the one before better", "I prefer the old one",
        "no I liked the earlier one more", "oops go back", "whoops, undo that", "damn, revert", "restore the previous version",
        "restore the old one please", "roll back the change", "undo the budget change", "reverse it", "take it back pls",
        "never mind that change, undo it", "cancel the last change", "ctrl-z", "revrt pls", "that's worse, put it back",
        "👎 go back", "go back to the version with the $2,000 budget"]
CHEAPER = ["cheaper pls", "too expensive!!", "WAY TOO EXPENSIVE", "it's way over what we want, cheaper", "can you find a cheaper option",
           "find something cheaper", "is there anything cheaper out there", "we want to spend less", "spend less pls", "lower the price",
           "bring the cost down a bit", "costs too much", "that's a lot of money, can we cut back", "cut back on costs",
           "economize pls", "go cheaper", "make it cheap", "cheap as you can get it", "minimum cost please",
           "lowest price possible", "the cheapest option pls", "💸💸 too expensive", "ugh so expensive", "pricey... cheaper?",
           "expensiveee", "cheapr plz", "cheeper", "don't cancel, just make it cheaper", "no don't undo, just cheaper",
           "I can't afford that", "we can't pay that much", "a bit much for us, cheaper?", "money's tight, cheaper please",
           "save us a few bucks", "PLEASE MAKE IT CHEAPER!!", "🙏 cheaper pls", "not a nicer hotel, a cheaper trip",
           "cheaper, we're students"]
NICER = [("better hotel pls", "hotels"), ("upgrade the room", "hotels"), ("a better rated place to stay", "hotels"),
         ("hotel with higher ratings", "hotels"), ("somewhere nicer to sleep", "hotels"), ("the hotel looks sketchy", "hotels"),
         ("fancier accommodation", "hotels"), ("luxury stay pls", "hotels"), ("treat us to a nice hotel", "hotels"),
         ("better hotel, money isn't an issue", "hotels"), ("NICER HOTEL PLEASE!!", "hotels"), ("nicer hotle", "hotels"),
         ("better restaurants pls", "restaurants"), ("nicer dinner spots", "restaurants"),
         ("can we eat somewhere nicer for dinner", "restaurants"), ("fancy restaurants please", "restaurants"),
         ("the food looks meh, better options?", "restaurants"), ("better rated restaurants", "restaurants"),
         ("more things to do", "sights"), ("more sightseeing pls", "sights"), ("add more attractions pls", "sights"),
         ("can we see more stuff pls", "sights"), ("pack in more sights", "sights"), ("nicer flight times", "humane_hours"),
         ("flights at more reasonable hours", "humane_hours"), ("a 6am flight is brutal, later flights please", "humane_hours")]
THANKS = ["thanks so much!", "thank you 🙏", "thx!!", "ty :)", "cheers mate 👍", "ta!", "nice, thanks", "perfect!!",
          "PERFECT THANK YOU!!", "love it!!", "love it, thanks!", "this is great", "great job", "well done", "amazing, thank u",
          "awesome, ty", "splendid", "gr8 thx", "thanks a bunch!!", "thnaks", "thankss", "bye!", "bye bye", "goodbye",
          "good night, thanks", "cya", "that's all, thanks", "all set, thanks", "we're good, thanks", "yes, looks good",
          "ok sounds good", "sure, that works", "yeah that's fine", "yep", "💯", "🎉🎉", "gracias", "danke",
          "the hotel is nicer than I expected, thanks", "no changes needed, thanks", "don't change anything, it's perfect"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("how much is it all together?", Q("$1,520.00")), ("total cost pls", Q("$1,520.00")), ("WHAT'S THE TOTAL NOW", Q("$1,520.00")),
    ("how much r we paying", Q("$1,520.00")), ("what will this run us", Q("$1,520.00")), ("how much for the whole thing?", Q("$1,520.00")),
    ("what's the damage?", Q("$1,520.00")), ("how much is this costing us", Q("$1,520.00")),
    ("whats the total cost for us??", Q("$1,520.00")),
    ("how much money is that in total", Q("$1,520.00")), ("are we still under budget?", Q("$1,520.00")),
    ("do we go over the budget?", Q("$1,520.00")), ("how much per head?", Q("$1,520.00")),
    ("how much budget do we have left?", Q("$280.00")), ("how much is left over", Q("$280.00")),
    ("what's the budget now?", Q("$1,800")), ("why is it so expensive?", Q("$1,520.00")),
    ("is it cheaper to drive?", "question"), ("would a nicer hotel cost a lot more?", "question"),
    # a day's cost
    ("how much is day one", Q("$900.00")), ("what's day 1 cost", Q("$900.00")), ("day 2 how much?", Q("$620.00")),
    ("cost of the second day", Q("$620.00")), ("how much do we spend on the first day?", Q("$900.00")),
    ("price for day two?", Q("$620.00")), ("what's each day cost", Q("$900.00", "$620.00")),
    ("breakdown by day?", Q("$900.00", "$620.00")), ("how much is the 3rd day", Q("day 1 to day 2")),
    # the days
    ("what are we doing day 1", Q("Tennessee Aquarium")), ("what's planned for day two?", Q("Day 2")),
    ("what's on day one?", Q("Tennessee Aquarium")), ("show me day 1", Q("Tennessee Aquarium")),
    ("show me the plan", Q("Tennessee Aquarium")), ("can i see the full plan?", Q("Tennessee Aquarium", "Day 2")),
    ("what's the itinerary again", Q("Tennessee Aquarium")), ("remind me of the plan", Q("Tennessee Aquarium")),
    ("whats the schedule", Q("Tennessee Aquarium")), ("what do we do on the last day?", Q("Day 2")),
    # restaurants and sights
    ("where's dinner on day one", Q("Dhaba On Wheels")), ("what restaurants did you choose?", Q("Dhaba On Wheels")),
    ("where do we eat dinner the first night", Q("Dhaba On Wheels")), ("what's for dinner day 1?", Q("Dhaba On Wheels")),
    ("what sights are we seeing?", Q("Tennessee Aquarium")), ("which attractions did you pick?", Q("Tennessee Aquarium")),
    ("what are we seeing on day one", Q("Tennessee Aquarium")),
    # the stay
    ("where are we staying night 1?", Q("Private Oasis")), ("what hotel is it", Q("Private Oasis")),
    ("which hotel are we at", Q("Private Oasis")), ("what's the place we're staying at", Q("Private Oasis")),
    ("what's the hotel's name?", Q("Private Oasis")), ("is our hotel any good?", Q("Private Oasis")),
    ("why did you pick that place to stay", Q("Private Oasis")), ("how's the hotel", Q("Private Oasis")),
    ("what does the hotel cost a night", Q("Private Oasis")), ("where do we sleep on night one", Q("Private Oasis")),
    # the flights
    ("what time's our flight?", Q("15:20")), ("when do we leave Newark", Q("15:20")), ("what time do we depart?", Q("15:20")),
    ("what flight are we on", Q("F1")), ("what time do we land in Savannah?", Q("17:35")), ("when do we get in", Q("17:35")),
    ("when's the flight back", Q("06:02")), ("what time do we fly home", Q("06:02")), ("how are we getting to savannah", Q("F1")),
    ("do we drive or fly", Q("F1")), ("what time do we get home?", Q("08:11")),
    # the dates, the length and the last change
    ("when are we going?", Q("March 3")), ("what are the dates", Q("March 3")), ("how many days is it", Q("2 days")),
    ("how long is this trip", Q("2 days")), ("how many nights are we away", Q("1 night")), ("which dates did you plan", Q("March 3")),
    ("what did you change", Q("budget")), ("what changed?", Q("budget")), ("what did that do", Q("budget")),
    ("what's different from the last one?", Q("budget")),
    # typos and capitals
    ("how muhc is the total", Q("$1,520.00")), ("wher are we staying", Q("Private Oasis")), ("WHAT TIME IS OUR FLIGHT??", Q("15:20")),
    ("hwo much is day 1", Q("$900.00"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo it and show me the total", ["undo", Q("$1,520.00")]), ("go back, then what's the budget", ["undo", Q("$2,000")]),
    ("revert pls, and what's on day 1?", ["undo", Q("Tennessee Aquarium")]), ("thanks! and what's the total?", [Q("$1,520.00")]),
    ("ty, what time is the flight", [Q("15:20")]), ("cool thanks, where do we stay?", [Q("Private Oasis")]),
    ("make it cheaper and tell me the new total", ["cheaper", "question"]),
    ("cheaper pls, and what's the hotel then?", ["cheaper", "question"]),
    ("nicer hotel please and how much is it now?", ["nicer:hotels", "question"]),
    ("more sights, and what's on day 1 after that?", ["nicer:sights", "question"]),
    ("how much is day 1 and what's the hotel called?", [Q("$900.00", "Private Oasis")]),
    ("what time is the flight and what's the total?", [Q("15:20", "$1,520.00")]),
    ("add a day and what's the total then?", ["none", "question"]), ("make it 3 people, how much is that?", ["none", "question"]),
    ("never mind, let's start over", ["start_over"]), ("cancel this and start a new trip", ["start_over"]),
    ("thanks, bye now!", ["thanks"]), ("great, thank you, see ya", ["thanks"]), ("thanks, but it's over budget", ["cheaper"]),
    ("nice, but can the hotel be better?", ["nicer:hotels"]), ("thanks, can we add a day?", ["none"]),
    ("thanks! book it pls", ["out_of_scope"]), ("ok thanks, but cancel it", ["cancel"]), ("undo pls, thanks", ["undo"]),
    ("cheaper please, thank you", ["cheaper"]), ("yes, cancel it", ["cancel"]), ("no, make it cheaper", ["cheaper"]),
    ("no, undo that", ["undo"])]
# (the question before, the follow-up, what the follow-up must get)
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 1?", "and day two?", Q("$620.00")), ("how much is day 2", "and for the first day?", Q("$900.00")),
    ("what's the total", "and the second day then?", Q("$620.00")), ("what's on day 1", "and on day 2?", Q("Day 2")),
    ("how much is day 1", "and overall?", Q("$1,520.00")), ("what time is the flight out", "and the flight back?", Q("06:02")),
    ("where do we stay the first night?", "and the second?", Q("no stay")), ("how much is day 2?", "in total?", Q("$1,520.00")),
    ("what's the hotel?", "is it nice?", Q("Private Oasis")), ("how much does day 1 cost?", "what about day 2", Q("$620.00"))]
# Edits and requests, some borrowing an intent's word; messages no intent of these reads
NONE = ["add 2 more days", "one less person", "make it a day shorter", "we're 5 people now", "4 of us now",
        "just me, 1 person", "make it 3 days long", "cut it to 1 day", "change the date to march 10", "move it to march 12-13",
        "leave on the 6th instead", "start on the 5th instead", "new dates please: march 20-21", "go to Atlanta instead",
        "switch the destination to Charleston", "fly from Boston instead", "budget 2500", "raise the budget to 3k",
        "lower the budget to $1,500", "we'd love Italian food", "no flights, we'll drive", "we're bringing our dog",
        "need an entire room for ourselves", "back to 3 people", "go back to Newark a day later",
        "thanks but the hotel is wrong", "no", "cancel the aquarium visit", "drop the aquarium and add Forsyth Park",
        "thanks, but 3 people not 2", "no thanks, we'd rather drive", "never mind the budget, make it $2,200",
        "cancel day 2's dinner", "plan 4 days from Chicago to Nashville, March 8-11 2022, 2 people, $2,000",
        "I want to go somewhere warm in March", "thank you, and add a day", "undo the dog, no pets after all",
        "restart the trip on march 6"]
DISRUPTION = ["our flight on day 1 got canceled by the airline", "the hotel overbooked us for night 1",
              "Dhaba On Wheels is closed today", "flight on day 2 is delayed by 3 hours"]
FOREIGN = ["¿Puedes hacerlo más barato, por favor?", "Quiero cancelar todo", "Wir wollen drei Tage nach Miami fliegen",
           "Wie viel kostet das Hotel pro Nacht?", "Pouvez-vous annuler le voyage ?", "Je voudrais un hôtel moins cher",
           "Quiero ir de Nueva York a Miami en marzo, dos personas", "Können wir einen Tag mehr haben?"]
OTHER: list[tuple[str, str]] = [("what can you help with?", "help"), ("how does this thing work?", "help"),
                                ("what's the cancellation policy?", "out_of_scope"), ("will it rain on day 1?", "out_of_scope"),
                                ("do I need an ID to fly", "out_of_scope"), ("can you book the flights", "out_of_scope"),
                                ("any vegan places there?", "out_of_scope"), ("what should I pack for Savannah", "out_of_scope")]

# Scored on HEAD (the lead's pristine copy) before any rule was changed for it: 309 of 382 right (right/wrong by kind:
# cancel 34/14, cheaper 23/15, disruption 4/0, follow-up 10/0, foreign 8/0, help 0/2, nicer 17/9, none 36/2,
# out_of_scope 4/2, question 69/11, start_over 12/6, thanks 36/5, two intents 26/2, undo 30/5). The causes: a cancel
# said with its reason in another clause ("plans changed, cancel the trip", "cancel, we booked elsewhere"), "never mind,
# cancel that" read as an undo of the last change, verbs that end a trip ("kill the trip", "bin it", "abort mission"), a
# new trip asked for by a pronoun ("plan a new one"), two letters swapped ("strat over") or a letter held down
# ("expensiveee"); undo said "switch back", "change that back", "I want the old plan back"; the cost complained of in
# words no rule held ("make it cheap", "lowest price possible", "cut back", "save us a few bucks", "can't pay that
# much") and a preference said with an aside on the travellers' means ("cheaper, we're students", "money's tight") or
# the subject said again ("the hotel looks sketchy") asked about as a wish; a complaint word read as a hotel complaint
# in any sentence ("the food looks meh" asked for nicer hotels: the pattern's alternation was not grouped); "is it
# cheaper to drive?" and "would a nicer hotel cost a lot more?" applied as preferences; "where do we eat dinner the
# first night" answered with the stay; "day 2 how much?", "breakdown by day?", "when do we get in", "when are we
# going?", "what will this run us"; "no thanks, we'd rather drive" and "thanks but the hotel is wrong" answered as
# thanks. After the fixes: 380 of 382 (the two below).
KNOWN_MISSES: dict[str, str] = {}
# ("go back to the version with the $2,000 budget", listed here before, is right since the lead probe's set's fixes: an
# undo naming a version by a value restores the version that has it, ``undo.version_back``.)
# ("a 6am flight is brutal, later flights please", listed here before, is right since the fifth set's fixes: a clause
# complaining of a flight's time with no bound said is read as the reason for the wish,
# ``intent_preferences._TIME_COMPLAINT``.)


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    again = reused(_cases(sandbox), first, second, third)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_fourth_held_out_messages_get_their_intents(sandbox):
    cases = _cases(sandbox)
    assert len(cases) >= 300
    _right, _wrong, misses = score(cases, sandbox)
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
