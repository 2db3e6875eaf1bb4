"""A second held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``): the common intents as different people write them (typos, lower
case, emoji, slang, British and American, polite and curt, one word and run-ons), messages holding two intents ("undo
that, and what's the total?", "thanks! one more thing, make it cheaper"), follow-ups that lean on the question before
("and the whole thing?"), and near misses that are no intent of these (an edit, a new request, a disruption).

Written by helper INTENT before the rules were changed for it, and scored on the code as it was then (the figures
above ``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE``.
The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now right, fails the test.
"""

from __future__ import annotations

from tests.support.intent_scoring import Case, Q, Want, score, set_cases

CANCEL = ["nvm, forget the whole trip", "cancle", "cancel pls we're not going", "never mind, scrap it all", "Forget it.",
          "no, cancel the whole thing", "ugh nevermind", "call it off", "can you just cancel everything", "abort",
          "stop, we're not travelling anymore", "we aren't going anymore", "we're staying home", "nah, don't bother",
          "cancel cancel", "pls just forget about it", "nope. cancel.", "never mind!!! 😅", "forget everything",
          "scrap the trip", "ditch the whole plan", "screw it", "no thanks, not now", "nvm lol", "cancel the entire trip",
          "ok forget about it", "Cancel, please.", "NEVERMIND", "forget the trip, we changed our minds", "abort abort"]
START_OVER = ["start again", "Can we start over please?", "let's begin from scratch", "new trip please", "i want to plan a different trip",
              "start fresh", "reset", "restart pls", "let's wipe this and start again", "fresh start?",
              "can we try something totally different", "start from the top", "Begin anew", "clean slate",
              "forget all that and start over", "new plan", "lets start over from zero", "different trip pls",
              "start over, we changed our minds", "ok let's plan another trip"]
UNDO = ["undo", "undoo", "undo pls", "Undo that.", "revert", "revert that change", "go back", "go back to before",
        "back to how it was", "put it back the way it was", "take that back", "change it back pls", "switch it back",
        "the old one was better", "I preferred the previous version", "it was better before", "can you restore the previous plan",
        "bring it back", "ctrl+z", "ctrl z lol", "undo the last change please", "revert to the original", "go back to the earlier plan",
        "oops, undo", "my mistake, change it back", "no no go back", "hmm that's worse, go back", "previous one was better tbh",
        "reverse that", "we liked the old plan better"]
CHEAPER = ["cheaper", "cheaper?", "chepaer pls", "can we make it cheaper", "it's too expensive", "way too pricey", "that's too much",
           "we're over budget", "can you bring the price down", "lower the cost", "cut the cost please", "less expensive please",
           "we need something more affordable", "save us some money", "can we spend less", "cheapest possible",
           "as cheap as you can", "on a budget here, cheaper pls", "budget version pls", "we can't afford this",
           "a bit pricey, can you trim the cost", "knock the cost down", "is there a cheaper way", "any cheaper options?",
           "Could you make it a little less costly?", "can it cost less", "make it cheaper 🙏", "too costly tbh",
           "reduce the price pls", "cheaper plz"]
NICER = [("nicer hotel", "hotels"), ("a nicer hotel please", "hotels"), ("can we get a better hotel?", "hotels"),
         ("upgrade the hotel pls", "hotels"), ("fancier hotel", "hotels"), ("hotel looks a bit grotty, anything better?", "hotels"),
         ("better rated hotels pls", "hotels"), ("higher-rated stay", "hotels"), ("I'd like somewhere nicer to stay", "hotels"),
         ("a more comfortable hotel", "hotels"), ("posh hotel pls lol", "hotels"), ("splurge on the hotel", "hotels"),
         ("the hotel is dirty", "hotels"), ("better restaurants", "restaurants"), ("nicer restaurants please", "restaurants"),
         ("fancier food", "restaurants"), ("can we eat somewhere fancier", "restaurants"), ("better dinners", "restaurants"),
         ("nicer places to eat pls", "restaurants"), ("more sights please", "sights"), ("more things to see", "sights"),
         ("add more activities", "sights"), ("can we do more sightseeing", "sights"), ("later flights pls", "humane_hours"),
         ("better flight times", "humane_hours"), ("flights at a normal hour", "humane_hours")]
THANKS = ["thanks", "Thank you!", "thank you so much!!", "thnks", "thanx", "tysm", "ty ❤️", "cheers!", "ta", "ta very much",
          "brilliant, cheers", "lovely, thank you", "great stuff", "awesome thx", "perfect 👌", "🙌", "😊", "👍👍", "nice one",
          "much appreciated", "appreciate it!", "that's great, thanks", "looks great", "sounds perfect", "cool thanks", "k thx",
          "ok thank you", "thank you kindly", "you're a lifesaver", "good job", "all good, thanks", "thanks, bye!", "bye",
          # thanks in another language is thanks, never "I read English only" (it asks nothing to be read)
          "Danke, das ist super", "merci beaucoup", "danke schön", "vielen Dank!", "grazie mille", "obrigado!", "gracias!"]
QUESTIONS: list[tuple[str, Want]] = [
    ("what's the total?", Q("$1,520.00")), ("whats teh total", Q("$1,520.00")), ("how much does the whole trip cost", Q("$1,520.00")),
    ("total cost?", Q("$1,520.00")), ("how much in total", Q("$1,520.00")), ("How much are we paying overall?", Q("$1,520.00")),
    ("what's it gonna cost us all in", Q("$1,520.00")), ("how much will this set us back", Q("$1,520.00")),
    ("what does it come to?", Q("$1,520.00")), ("are we within budget?", Q("$1,520.00")), ("how much budget is left?", Q("$280.00")),
    ("how much have we got left", Q("$280.00")), ("how much is day 1?", Q("$900.00")), ("day 2 cost", Q("$620.00")),
    ("how much for the first day", Q("$900.00")), ("whats day two gonna cost", Q("$620.00")), ("cost per day?", Q("$900.00", "$620.00")),
    ("how much does each day cost", Q("$900.00", "$620.00")), ("price of day 1 pls", Q("$900.00")),
    ("what are we doing on day 1?", Q("Tennessee Aquarium")), ("what's on the first day", Q("Tennessee Aquarium")),
    ("what's happening day 2", Q("Day 2")), ("what's the itinerary", Q("Tennessee Aquarium", "Day 2")),
    ("show me the whole plan", Q("Tennessee Aquarium", "Day 2")), ("can I see the schedule again?", Q("Tennessee Aquarium")),
    ("remind me what we're doing", Q("Tennessee Aquarium")), ("what sights do we see", Q("Tennessee Aquarium")),
    ("which attractions are we visiting?", Q("Tennessee Aquarium")), ("where are we eating on day 1", Q("Dhaba On Wheels")),
    ("what's for dinner on the first day?", Q("Dhaba On Wheels")), ("which restaurants did you pick", Q("Dhaba On Wheels")),
    ("where are we staying?", Q("Private Oasis")), ("what's the hotel called", Q("Private Oasis")), ("which hotel?", Q("Private Oasis")),
    ("where do we sleep on night 1", Q("Private Oasis")), ("what hotel r we in", Q("Private Oasis")),
    ("why did you choose that hotel?", Q("Private Oasis")), ("how's the hotel rated?", Q("Private Oasis")),
    ("what kind of room do we get", Q("Private Oasis")), ("how much is the hotel per night", Q("Private Oasis")),
    ("is the hotel any good", Q("Private Oasis")), ("when does our flight leave?", Q("15:20")), ("what time do we fly out", Q("15:20")),
    ("what time do we land", Q("17:35")), ("when do we get home", Q("08:11")), ("how are we getting there?", Q("F1")),
    ("are we flying or driving", Q("F1")), ("which flight are we on", Q("F1")), ("what's our flight number?", Q("F1")),
    ("how do we get back", Q("06:02")), ("what time's the return flight", Q("06:02")), ("are we driving?", Q("F1")),
    ("what did you change?", Q("budget")), ("what changed??", Q("budget")), ("what's different now", Q("budget")),
    ("what did u do", Q("budget")), ("any downsides to that change?", Q("budget")), ("how much is day 5", Q("day 1 to day 2")),
    ("how many days is the trip", Q("2 days")), ("how many days are we away?", Q("2 days")), ("how long is the trip?", Q("2 days")),
    ("how many nights are we staying", Q("1 night")), ("what dates are we going?", Q("March 3")),
    ("when is the trip", Q("March 3")), ("wait how much is day one again?", Q("$900.00")), ("so what's the total damage", Q("$1,520.00")),
    ("hey what time is the flight?", Q("15:20")), ("quick question, where do we stay?", Q("Private Oasis")),
    ("the hotel?", Q("Private Oasis")), ("itinerary pls", Q("Tennessee Aquarium")), ("why so pricey?", Q("$1,520.00"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo that, and what's the total?", ["undo", Q("$1,520.00")]), ("revert pls - how much is it now?", ["undo", Q("$1,520.00")]),
    ("go back to the old one and tell me the total", ["undo", Q("$1,520.00")]),
    ("undo the last change. what's the budget now?", ["undo", Q("$2,000")]),
    ("thanks! one more thing, make it cheaper", ["cheaper"]), ("thanks, but can we make it cheaper?", ["cheaper"]),
    ("cheaper please, and which hotel is it then?", ["cheaper", "question"]),
    ("make it cheaper and tell me what we give up", ["cheaper", "question"]), ("thanks! what's the total?", [Q("$1,520.00")]),
    ("great thanks, where do we stay?", [Q("Private Oasis")]), ("how much is day 1 and what's the hotel?", [Q("$900.00", "Private Oasis")]),
    ("what time is the flight and how much is day 2?", [Q("15:20", "$620.00")]),
    ("make it 3 people, and how much is day 1 then?", ["none", "question"]),
    ("budget $2,500 now - what's the total?", ["none", "question"]), ("add a day, and what does that cost?", ["none", "question"]),
    ("nicer hotel please, and what does it cost?", ["nicer:hotels", "question"]),
    ("ok cancel that and start over", ["start_over"]), ("never mind, let's start fresh", ["start_over"]),
    ("ok thanks, never mind then", ["cancel"]), ("thanks but can you undo that", ["undo"]),
    ("cool, can we go 3 days instead?", ["none"]), ("love it! but the hotel looks dodgy, anything nicer?", ["nicer:hotels"]),
    ("perfect thanks, bye!", ["thanks"]), ("thanks, book it please", ["out_of_scope"])]
# (the question before, the follow-up, what the follow-up must get)
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 1?", "and the whole thing?", Q("$1,520.00")), ("how much is day 1", "and day 2?", Q("$620.00")),
    ("how much does day 2 cost", "what about the first day?", Q("$900.00")), ("what's the total?", "and day 1?", Q("$900.00")),
    ("how much does day 1 cost", "the whole trip?", Q("$1,520.00")), ("how much is day 2?", "overall?", Q("$1,520.00")),
    ("how much is day 2?", "and altogether?", Q("$1,520.00")), ("what's on day 1?", "and day 2?", Q("Day 2")),
    ("where do we sleep on night 1", "and night 2?", Q("no stay")), ("what's the total", "per day?", Q("$900.00", "$620.00")),
    ("how much is day 1", "and in total?", Q("$1,520.00")), ("what's on day 2", "what about day 1?", Q("Tennessee Aquarium"))]
NONE = ["make it 3 people", "we're 4 now", "budget is 2500", "bump the budget to $2,200", "add a day", "make it 3 days",
        "leave a day later", "can we fly out on the 4th instead", "no flights please, we'll drive", "we'd like Mexican food",
        "we're bringing the dog", "we need an entire home", "from Philadelphia instead", "go to Charleston instead",
        "cancel the aquarium", "skip the aquarium", "forget the aquarium, we must see Forsyth Park", "no smoking please",
        "we only want a shared room", "no flights before 9am", "we want a 4 star hotel", "drop the budget to $1,600",
        "I want to go from Boston to Miami March 10-12 2022, 2 people, $2,000", "plan a trip to Denver", "somewhere warm in april",
        "my mum is coming too", "we need two rooms", "can we do Italian on day 1", "actually 2 adults and 2 kids",
        "cancel day 2", "no parties", "back to Savannah but 3 days", "nothing before 10am pls", "only non-smoking rooms"]
DISRUPTION = ["the hotel cancelled our booking for night 1", "our flight on day 1 got cancelled", "flight on day 2 is delayed until 9:30",
              "the aquarium on day 1 is closed", "Dhaba On Wheels is closed on day 1", "our day 2 flight was cancelled!!!",
              "help, the hotel for night 1 is overbooked", "the restaurant on day 1 is shut"]
FOREIGN = ["¿Cuánto cuesta el viaje en total?", "Quiero un hotel más barato", "c'est combien pour le jour 2 ?",
           "Können wir das Hotel wechseln?", "quanto costa il viaggio?", "Podemos cancelar a viagem?", "我们可以取消吗", "Отменить поездку"]
OTHER: list[tuple[str, str]] = [("what can u do", "help"), ("help pls", "help"), ("how do I use this?", "help"),
                                ("is it gonna rain?", "out_of_scope"), ("do we need passports", "out_of_scope"),
                                ("can you book the hotel for us", "out_of_scope"), ("any halal places?", "out_of_scope"),
                                ("should we get insurance", "out_of_scope"), ("can we rent a car there", "out_of_scope"),
                                ("what should I pack", "out_of_scope")]

# Scored on the code before any rule was changed for this set: 302 of 343 right (right/wrong by kind: cancel 29/1,
# cheaper 27/3, disruption 4/4, follow-up 7/5, foreign 7/1, help 3/0, nicer 24/2, none 34/0, out_of_scope 7/0, question
# 60/11, start_over 17/3, thanks 36/4, two intents 17/7, undo 30/0); the undo said with a question, the follow-ups, the
# trip's length and dates, a preference said with asides and thanks in German and Italian were the main causes. After
# the fixes it drove: 339 of 343 (the 4 below). Now that it drove fixes it is no longer held out: a next round needs a
# new set.

# Messages still read wrong, and why (each a cause left, never a sentence to special-case). The 4 disruptions it
# listed are read since helper DISRUPT's phrase rules (tests/unit/nodes/chat/test_chat_disruption_heldout.py).
KNOWN_MISSES: dict[str, str] = {}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def test_the_second_held_out_messages_get_their_intents(sandbox):
    cases = _cases(sandbox)
    assert len(cases) >= 320
    _right, _wrong, misses = score(cases, sandbox)
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
