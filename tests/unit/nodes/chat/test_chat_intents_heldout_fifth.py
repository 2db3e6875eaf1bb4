"""A fifth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``): cancel said with an aside or a reason ("never mind, cancel all of
it", "scrap the whole thing", "cancel the whole trip please, my mom is sick"), starting over, undo and going back to an
earlier version named by what it had or by its place ("back to the first version", "the first plan was better", "go
back to the version where the budget was $2,000"), "cheaper" in many words, nicer stays, food, sights and flight times
said as a complaint about an early flight ("the 6am flight home is brutal, can we get a later one?"), thanks and
goodbyes, questions about the plan, two intents in one message, follow-ups, other languages, and near misses that must
get none of these intents: switching between flying and driving ("ok fly again, 10 hours in the car is too much",
"no flights we'll drive"), a flight-time bound stated ("nothing before 9am please"), a take-back of one part.

Written by helper INTENTS5 before any rule was changed for it; no sentence of the first four sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on the code as it was then (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20, F2 home at 06:02; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels; the Tennessee Aquarium on day 1).
The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now right, fails the test.
"""

from __future__ import annotations

from tests.support.intent_scoring import Case, Q, Want, reused, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third

CANCEL = ["never mind, cancel all of it", "nevermind, cancel that please", "no, cancel the whole trip", "no no cancel the whole thing",
          "scrap it all", "scrap the whole thing", "just scrap it", "ok scrap that, we're not going", "nah, scrap it",
          "cancel it, thanks anyway", "canel the trip", "cancelll", "cnacel it", "forget the whole thing, we're staying home",
          "you know what, forget it", "actually never mind, cancel everything", "we decided not to go, cancel it",
          "please just cancel", "cancel the whole trip please, my mom is sick", "stop everything",
          "trip's cancelled, we can't go", "don't bother, we'll stay home", "no need anymore, thanks", "NVM, cancel",
          "ok forget it then", "cancel that whole plan", "we've changed our minds, cancel", "eh, scrap it, too much hassle",
          "pls cancel everything 🙏", "cancel, sorry", "sorry, never mind, cancel it", "no, cancel the trip altogether",
          "cancel this trip entirely", "drop the whole trip", "ditch the trip", "let's just forget about it",
          "actually we're not travelling anymore", "let's call it off", "call the trip off pls", "axe the whole plan",
          "Cancel. Thanks for the help though", "never mind, we'll book it ourselves",
          "cancel, the dates don't work for us anymore", "ugh. cancel.", "no, just cancel it please", "cancel!!!",
          "nevermind, we're done"]
START_OVER = ["let's start fresh", "start over, different trip", "can we start over?", "I'd like to start over please",
              "new plan pls, from scratch", "back to square one pls", "scrap everything, start again", "forget all this, new trip",
              "reset it all", "let's do a totally different trip", "start all over", "start over from scratch please",
              "clear it all and start again", "let's plan something else entirely", "ok restart", "can we begin again?"]
UNDO = ["the first plan was better", "the first version was better", "honestly the first one was better",
        "the original plan was better, go back to it", "i liked the first plan more", "go back to the first plan",
        "back to the first version please", "can we have the first one back?", "pls undo", "please undo your last change",
        "UNDO THAT NOW", "undo that", "undooo", "revert the change you just made", "revert it", "put it all back the way it was",
        "back to how it was before pls", "go back to how it was", "bring the old plan back pls", "the last one was way better",
        "we preferred the previous plan", "nope, go back", "roll it back pls", "let's go back to the earlier version",
        "prefer the earlier version tbh", "can you undo the budget cut?", "undo what you just did", "change it back to what it was",
        "revert to the original one", "that's worse. undo", "i want the previous version back", "the one before was nicer",
        "go back one version", "reverse that change", "get the old one back", "take it back, I liked the old one",
        "go back to the version where the budget was $2000", "can we go back to the plan with the $2,000 budget?",
        "back to the $2k version pls", "go back to the 2000 dollar version", "the version with the bigger budget was better"]
CHEAPER = ["cheaper please", "make it cheaper now", "could it be a bit cheaper", "any cheaper?", "too pricey",
           "that's too expensive for us",
           "we need it cheaper", "less expensive options please", "can you lower the cost", "reduce the total please",
           "is there a cheaper way to do this", "way too much money", "chaeper pls", "cheapper", "cheapest possible pls",
           "the budget option pls", "go cheaper on all of it", "can we save some money", "help us save money",
           "cut costs wherever possible", "trim the costs", "cost less pls", "I'm broke, cheaper", "we're on a tight budget",
           "that's a bit over our budget", "hmm pricey", "too expensive, make it cheaper", "that's steep", "could you find cheaper flights",
           "cheaper hotel please", "something cheaper pls", "more affordable please", "CHEAPER PLZ!!", "costs way too much tbh",
           "can we spend a little less", "lower the price a bit", "we can't afford this much", "as cheap as possible",
           "knock the price down",
           "pls make it cheaper, money is tight", "🤑 too expensive", "$1,520 is too much, cheaper please"]
NICER = [("nicer hotel please", "hotels"), ("can we get a nicer hotel", "hotels"), ("better place to stay pls", "hotels"),
         ("upgrade our hotel", "hotels"), ("the hotel is gross, something nicer", "hotels"), ("higher rated hotel pls", "hotels"),
         ("a fancier hotel", "hotels"), ("a more comfortable room please", "hotels"), ("somewhere nicer to stay", "hotels"),
         ("make the hotel nicer", "hotels"), ("beter hotel pls", "hotels"), ("hotels with better reviews please", "hotels"),
         ("nicer restaurants", "restaurants"), ("better food please", "restaurants"), ("fancier dinner places", "restaurants"),
         ("the restaurants look bad, anything better?", "restaurants"), ("upgrade the dining", "restaurants"),
         ("better spots to eat", "restaurants"), ("nicer restuarants", "restaurants"), ("can we eat somewhere better", "restaurants"),
         ("more attractions pls", "sights"), ("we want more things to see", "sights"), ("can we see more", "sights"),
         ("more activities please", "sights"), ("more sightseeing would be nice", "sights"),
         ("later flights would be better", "humane_hours"), ("a 6am flight is way too early, later flights", "humane_hours"),
         ("the 6am flight home is brutal, can we get a later one?", "humane_hours"),
         ("6am is too early for us, later flights pls", "humane_hours"), ("nicer flight times please", "humane_hours"),
         ("can the flights be at a better time", "humane_hours"), ("more reasonable flight times", "humane_hours"),
         ("later departure please", "humane_hours"), ("that 6:02 flight is insane, something later please", "humane_hours"),
         ("flying home at 6 in the morning? no way, later flight please", "humane_hours"),
         ("the flight home is way too early, a later one pls", "humane_hours"),
         ("make it nicer", "overall"), ("make the whole trip nicer", "overall"), ("upgrade the whole trip", "overall")]
THANKS = ["thanks!!!", "thank you so much", "thx so much", "ty!", "cheers, you legend", "great, thanks", "perfect, thank you", "awesome!",
          "looks great to us", "sounds good to me", "this works for us", "brilliant, ta", "ok cool", "cool, cool, thanks",
          "that's all for now, thanks",
          "bye, thanks", "thank you, goodbye", "really appreciate it!", "much appreciated!", "you're the best, thanks", "wonderful",
          "ok great, ty",
          "👍👍👍", "🙏 thx", "heaps of thanks", "thankyou so much", "thnks a lot",
          "thank u very much", "nice one, cheers", "great stuff, ta",
          "this is perfect, thanks", "love this plan", "all good, thanks!", "that's great, thank you!", "no that's it, thanks",
          "gracias, muy bien", "merci, c'est super", "a million thanks", "sweet, thx", "Merci, au revoir"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("how much does everything cost", Q("$1,520.00")), ("total cost for everything?", Q("$1,520.00")),
                                     ("how much are we spending in total", Q("$1,520.00")),
    ("grand total pls", Q("$1,520.00")), ("how much will we spend", Q("$1,520.00")), ("what does it come to", Q("$1,520.00")),
    ("how much will this cost us altogether?", Q("$1,520.00")), ("how much money do we have left", Q("$280.00")),
    ("how much is left of the budget", Q("$280.00")), ("what is our budget", Q("$1,800")),
    ("how much over budget are we", Q("$1,520.00")), ("is it cheaper to fly?", "question"),
    ("ok so how much is this whole thing going to cost us in the end?", Q("$1,520.00")),
    # a day's cost
    ("how much is the first day going to be", Q("$900.00")), ("how much on day 2?", Q("$620.00")), ("cost for each day?", Q("$900.00",
                                     "$620.00")),
    ("what does day two cost", Q("$620.00")), ("how mcuh is the second day", Q("$620.00")),
    # the days
    ("what are we up to on day 2", Q("Day 2")), ("what's the plan on day 1?", Q("Tennessee Aquarium")),
    ("what are we doing on the first day", Q("Tennessee Aquarium")), ("what's happening on day one", Q("Tennessee Aquarium")),
    ("give me the whole itinerary", Q("Tennessee Aquarium")),
    # restaurants and sights
    ("where are we eating on the first day", Q("Dhaba On Wheels")), ("what's for dinner on the first night", Q("Dhaba On Wheels")),
    ("which restaurant for dinner on day one", Q("Dhaba On Wheels")), ("what are we visiting on day 1", Q("Tennessee Aquarium")),
    ("which sights are in the plan", Q("Tennessee Aquarium")),
    # the stay
    ("where are we staying", Q("Private Oasis")), ("what's our hotel called", Q("Private Oasis")), ("hotel name?", Q("Private Oasis")),
    ("where do we sleep at night", Q("Private Oasis")), ("is the hotel decent?", Q("Private Oasis")), ("how is the hotel rated",
                                     Q("Private Oasis")),
    ("why that hotel?", Q("Private Oasis")), ("WHERE DO WE SLEEP??", Q("Private Oasis")),
    ("sorry if i missed it but where are we staying?", Q("Private Oasis")), ("hw much is the hotel", Q("Private Oasis")),
    ("whre do we stay", Q("Private Oasis")),
    # the flights
    ("what time does our flight leave", Q("15:20")), ("when do we fly out", Q("15:20")), ("when do we arrive in savannah on day 1",
                                     Q("17:35")),
    ("when is the flight home", Q("06:02")), ("what time is the return flight", Q("06:02")), ("what flight number is it", Q("F1")),
    ("are we driving or flying there?", Q("F1")), ("how are we getting there again", Q("F1")), ("wat time is the flight", Q("15:20")),
    ("hey quick question, what time is our flight out of newark?", Q("15:20")), ("what time does the flight home leave?", Q("06:02")),
    # the dates, the length and the last change
    ("what day do we leave", Q("March 3")), ("when is the trip again", Q("March 3")), ("how many nights", Q("1 night")),
    ("how long are we there", Q("2 days")), ("what dates again?", Q("March 3")), ("what did you just change?", Q("budget")),
    ("what's changed since last time", Q("budget")), ("what's new in this plan?", Q("budget")), ("so what's different?", Q("budget")),
    ("whats teh total cost", Q("$1,520.00")), ("how many days are we going for", Q("2 days"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo that and tell me the total", ["undo", Q("$1,520.00")]), ("go back to the old plan, what's the budget then?", ["undo",
                                     Q("$2,000")]),
    ("thanks! where are we staying?", [Q("Private Oasis")]), ("cheaper please, and what would the total be?", ["cheaper", "question"]),
    ("nicer hotel and what's the new total?", ["nicer:hotels", "question"]),
    ("later flights please, and what time do we land?", ["nicer:humane_hours", "question"]),
    ("make it cheaper, thanks", ["cheaper"]), ("never mind, start a new trip", ["start_over"]), ("thank you! bye", ["thanks"]),
    ("what's the total and where do we stay?", [Q("$1,520.00", "Private Oasis")]), ("revert, and show me day 1", ["undo",
                                     Q("Tennessee Aquarium")]),
    ("thanks, make it cheaper though", ["cheaper"]), ("ok cancel it, thanks anyway", ["cancel"]),
    ("more sights please, and how much is day 1 then?", ["nicer:sights", "question"]),
    ("go back to the first plan and tell me what it costs", ["undo", Q("$1,520.00")]),
    ("better restaurants pls, and where's dinner on day 1 then?", ["nicer:restaurants", "question"]),
    ("thanks, what time's the flight home?", [Q("06:02")]), ("cheaper, and what did you change?", ["cheaper", "question"]),
    ("awesome, thanks! bye", ["thanks"]), ("undo, thanks", ["undo"]), ("scrap it and start again", ["start_over"]),
    ("great thanks, how much is day 2?", [Q("$620.00")])]
# (the question before, the follow-up, what the follow-up must get)
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 2?", "and day 1 then?", Q("$900.00")), ("what's the total", "and per day?", Q("$900.00", "$620.00")),
    ("what time is our flight out?", "and the return?", Q("06:02")), ("where do we stay night 1", "is it decent?", Q("Private Oasis")),
    ("what's on day 2?", "and day one?", Q("Tennessee Aquarium")), ("how much is the first day going to be", "and the whole trip?",
                                           Q("$1,520.00")),
    ("what's planned on day 1", "what about day 2?", Q("Day 2")), ("how much does day 1 cost", "what about the second?", Q("$620.00"))]
# Edits and requests, some borrowing an intent's word; messages no intent of these reads
NONE = ["add one more day pls", "3 people", "make it 4 days", "change the budget to $2,500", "let's drive instead",
        "no flights we'll drive",
        "ok fly again, 10 hours in the car is too much", "we'll fly after all, the drive is too long",
        "fly instead, driving takes forever", "no more driving please, let's fly", "can we take the plane instead",
        "we want to drive, no planes", "driving 10 hours is too much, fly us there", "no early flights please",
        "no flights before 10am", "nothing before 9am please", "a 7am flight is too early, nothing before 10 please",
        "avoid red-eyes", "cancel the dinner on day 1", "scrap the aquarium", "forget the aquarium, add a park instead",
        "never mind the dog, no pets", "go back to Newark on day 3 instead", "back to 2 adults please", "thanks, now make it 3 nights",
        "thanks but we need 2 rooms", "start on march 5 instead", "new dates pls, march 14-15", "cancel the flight, we'll drive",
        "drop the hotel on night 1, we're staying with friends", "we're not flying, we'll drive", "i want to go to Miami instead",
        "plan 3 days from Denver to Austin, april 2-4 2022, 1 person, $1,500", "we'll drive, flights are too expensive",
        "no cheap motels please", "make the budget 3000 and add a day", "ok, 2 people but 3 days", "we want Chinese food",
        "we need a place that allows pets", "undo the aquarium, we'd rather see Forsyth Park"]
DISRUPTION = ["our flight on day 1 was cancelled", "the hotel cancelled our room for night 1", "F2 is cancelled",
              "the aquarium is closed on day 1", "dhaba on wheels is shut on day 1", "storm! our day 2 flight got cancelled"]
FOREIGN = ["¿Cuánto cuesta todo?", "Quiero un hotel mejor", "Bitte stornieren Sie die Reise", "Das ist zu teuer",
           "C'est trop cher", "Annulez tout s'il vous plaît", "Voglio cancellare il viaggio", "¿Dónde nos alojamos?"]
OTHER: list[tuple[str, str]] = [("what can u do for me", "help"), ("uh, help?", "help"), ("how do i use this thing", "help"),
                                ("will it be hot in savannah?", "out_of_scope"), ("could you book the flights for us", "out_of_scope"),
                                ("do we need our passports for this?", "out_of_scope"), ("email me the plan", "out_of_scope"),
                                ("are there gluten-free places to eat?", "out_of_scope"), ("is the flight refundable?", "out_of_scope"),
                                ("do I need travel insurance?", "out_of_scope")]

# Scored on HEAD (the lead's pristine copy, 700f209) before any rule was changed for it: 334 of 380 right (right/wrong by
# kind: cancel 41/6, cheaper 38/4, disruption 6/0, follow-up 8/0, foreign 8/0, help 0/3, nicer 31/8, none 37/3,
# out_of_scope 7/0, question 59/2, start_over 14/2, thanks 38/2, two intents 22/0, undo 25/16). The causes: the trip
# itself said cancelled or called off ("trip's cancelled", "call the trip off") and "altogether", "entirely", "clear"
# as no filler; a cancel's reason naming a part of the trip or a traveller ("the dates don't work for us anymore", "my
# mom is sick"); the earlier version called "the first" one, "put it all back", "bring the old plan back", "was way
# better", "prefer the earlier version" with no subject, a version named by what it had ("the version with the bigger
# budget"), and "can you undo ...?" answered as a question; "hmm pricey", "costs way too much", "spend a little less",
# "wherever possible"; a flight's time complained of ("a 6am flight is way too early", "that 6:02 flight is insane")
# read as a flight-time rule the parser cannot read, and "a later one" / "something later" after a flight named; "the
# whole trip" made nicer; "this works for us", "love this plan"; "grand total", "how long are we there"; help asked with
# "uh," before it, "for me" after it or "this thing"; "go back to Newark on day 3" read as an undo; "we'll drive, flights
# are too expensive" read as a wish for a cheaper trip. After the fixes: 374 of 380 (the six below).
# (The undos naming a version by a value, "go back to the version where the budget was $2000" and three more, and "can
# we take the plane instead" on a trip that flies, listed here before, are right since the lead probe's set's fixes:
# ``undo.version_back`` and ``not_applied._mode_already``.)
KNOWN_MISSES: dict[str, str] = {
    "flying home at 6 in the morning? no way, later flight please": "the later flights are wished for, but the part "
    "before the question mark is split off (nodes/chat/along.py) and answered as a question about the flights: a "
    "rhetorical question echoing the plan, answered as asked",
}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    again = reused(_cases(sandbox), first, second, third, fourth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_fifth_held_out_messages_get_their_intents(sandbox):
    cases = _cases(sandbox)
    assert len(cases) >= 320
    _right, _wrong, misses = score(cases, sandbox)
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
