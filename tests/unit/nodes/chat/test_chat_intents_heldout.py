"""A held-out set of whole chat messages (issue 39): each written as people type them in a chat about a planned trip
(typos, slang, emoji, run-ons, two intents in one message, polite and rude), with the intent it must get.

Written before the reading rules were changed for it (helper INTENT), unlike ``test_chat_reading.py``'s messages, which
are composed from phrasings. Each message is run through ``understand`` on a thread with a plan and a last change
(``tests.support.intent_scoring``, as the second set is; the first rounds named the intent with a copy of ``understand``'s
order, which drifted from it): a question said along with a change is split off (``along``), a cancel that starts over
asks for a new trip, "scratch that" takes the last change back (an undo), another language is named, a disruption goes
to the repair, and what no intent reads goes to the trip parser (``none``: an edit, a wish or a request). A question
must also be answered with what it asks for: the answer, from the plan, must mention it. The figures (right / wrong, by
intent) are printed; the misses left are listed in ``KNOWN_MISSES`` with why.
"""

from __future__ import annotations

import pytest

from tests.support.intent_scoring import Q, kind_of, score

CANCEL = ["nvm", "never mind lol", "cancel", "ugh cancel", "cancel it", "cancel pls", "nah scrap all of it",
          "forget it, not going anymore", "actually forget the whole trip", "no no cancel", "stop stop stop",
          "call the whole thing off", "we're not going anymore, cancel", "Cancel!!", "forget about it 🙄",
          "nevermind we decided not to go", "nah forget it", "just cancel everything please", "cancel the trip",
          "i changed my mind, forget it", "ok never mind then", "nvm!! dont need it anymore"]
START_OVER = ["lets start fresh", "start over", "can we start from scratch", "let's start again from the beginning",
              "start over pls, totally different trip", "wipe it and start again", "clean slate please", "begin again",
              "restart", "can we start over? i wanna go somewhere else", "lets do a new trip from scratch",
              "ok scrap this, start over"]
# ("scrap that idea", "scratch all that": on a thread with a last change, "that" is it, taken back)
UNDO = ["scrap that idea", "scratch all that",
        "can u undo that", "go back to the previous version", "undo", "undo!!", "revert pls", "put it back how it was",
        "no go back", "the last one was better", "i liked the previous plan more", "undo the last thing",
        "take that back please", "change it back", "go back one step", "revert to the old itinerary",
        "bring back the old plan", "ugh that's worse, undo", "actually the previous version was better, revert",
        "restore the old one pls", "undo undo undo", "can we go back to what we had before?"]
CHEAPER = ["cheaper??", "make it cheaper", "can it be cheaper", "too expensive", "that's way too much", "can we save some $$",
           "cheaper pls 🙏", "we're on a tight budget, cheaper options?", "lower the price please", "bring the cost down",
           "can you make it less pricey", "any way to make this cheaper", "i want the cheapest option",
           "go cheaper on everything", "make it more affordable", "cut costs where you can", "hmm pricey. cheaper?",
           "reduce the total", "spend less money pls", "wtf that's so expensive, make it cheaper", "cheapr pls",
           "thats a lot of money, can we cut it down", "is there anything cheaper", "could you find a cheaper option",
           "we can't afford that"]
NICER = [("can we splurge a bit on the hotel", "hotels"), ("nicer hotel pls", "hotels"), ("better hotels", "hotels"),
         ("upgrade the hotel", "hotels"), ("I want a fancier place to stay", "hotels"),
         ("the hotel looks sketchy, something nicer?", "hotels"), ("better restaurants please", "restaurants"),
         ("can we eat somewhere nicer", "restaurants"), ("nicer places to eat", "restaurants"),
         ("fancier dinners", "restaurants"), ("more sights", "sights"), ("more things to do pls", "sights"),
         ("add more attractions", "sights"), ("can we see more stuff", "sights"), ("later flights", "humane_hours"),
         ("flights at a reasonable hour pls", "humane_hours"), ("treat ourselves to a nicer hotel", "hotels"),
         ("upgrade our room", "hotels"), ("better food pls", "restaurants"), ("a better hotel would be nice", "hotels"),
         ("the hotel is kinda meh, got anything better?", "hotels")]
THANKS = ["ty!!", "perfect thanks", "thanks!", "thank u so much 😊", "thx", "awesome!!", "great thanks", "cool cool",
          "sounds good 👍", "love it", "perfect!", "this is perfect, thank you!!", "omg amazing thank you", "thanks a bunch",
          "nice, thx", "cheers mate", "ok great", "looks good to me", "appreciate it", "ty", "👍", "🙏", "muchas gracias",
          "thanks, that's all", "great job!", "yay 🎉", "perfect, ty"]
QUESTIONS = [("how much is day 2", Q("$620.00")), ("which hotel r we in", Q("Private Oasis")),
             ("is breakfast included on the last day?", Q("Day 2")), ("do we fly or drive", Q("F1")),
             ("what's the total", Q("$1,520.00")), ("whats the total cost??", Q("$1,520.00")),
             ("how much is the whole trip", Q("$1,520.00")), ("how much r we spending in total", Q("$1,520.00")),
             ("how much does day 1 cost", Q("$900.00")), ("day 1 cost?", Q("$900.00")), ("cost of day 2?", Q("$620.00")),
             ("what are we doing on day 1", Q("Tennessee Aquarium")), ("what's the plan for the first day", Q("Tennessee Aquarium")),
             ("whats on day 2", Q("Day 2")), ("where r we staying", Q("Private Oasis")), ("what hotel are we at", Q("Private Oasis")),
             ("where do we sleep", Q("Private Oasis")), ("what's the hotel called?", Q("Private Oasis")),
             ("name of the hotel?", Q("Private Oasis")), ("when does our flight leave", Q("15:20")),
             ("what time is the flight", Q("15:20")), ("how do we get there", Q("F1")), ("are we flying?", Q("F1")),
             ("what time do we fly back", Q("06:02")), ("how long is the flight", Q("F1")),
             ("how much money is left", Q("$1,800")), ("are we under budget?", Q("$1,520.00")), ("is it within budget", Q("$1,520.00")),
             ("why this hotel?", Q("Private Oasis")), ("why did you pick that hotel", Q("Private Oasis")),
             ("where do we eat dinner on day 1", Q("Dhaba On Wheels")), ("what restaurants are we going to?", Q("Dhaba On Wheels")),
             ("what's the itinerary?", Q("Tennessee Aquarium")), ("show me the plan again", Q("Tennessee Aquarium")),
             ("what sights are we seeing", Q("Tennessee Aquarium")), ("what did you change?", Q("budget")),
             ("what changed", Q("budget")), ("what's different from before?", Q("budget")), ("how much is day 3", Q("day 1 to day 2")),
             ("what's the damage", Q("$1,520.00")), ("total?", Q("$1,520.00")), ("how much per person", Q("$1,520.00")),
             ("is day 1 expensive", Q("$900.00")), ("what time do we arrive", Q("17:35")), ("when do we get back", Q("08:11")),
             ("what's the budget again", Q("$1,800")), ("wait what hotel is it", Q("Private Oasis")),
             ("so how much is it all together?", Q("$1,520.00")), ("hey whats the price for the 2nd day", Q("$620.00")),
             ("where's dinner tonight on day one?", Q("Dhaba On Wheels")), ("what do we do on the last day", Q("Day 2")),
             ("how r we getting back home", Q("06:02")), ("is the hotel any good?", Q("Private Oasis")),
             ("whats the flight number", Q("F1"))]
TWO = [("thanks! how much is day 2?", [Q("$620.00")]), ("make it 4 people and how much is day 2", ["none", "question"]),
       ("cheaper pls, and what's the total now?", ["cheaper", "question"]),
       ("how much is day 1 and where do we stay?", [Q("$900.00", "Private Oasis")]),
       ("nah scrap all of it, lets start fresh", ["start_over"]), ("ok cool, make it 3 people", ["none"]),
       ("thanks but can we make it cheaper", ["cheaper"]), ("looks great but the hotel is meh, nicer one?", ["nicer:hotels"]),
       ("love it! can we splurge on restaurants tho", ["nicer:restaurants"]),
       ("budget is 2500 now - what's the total?", ["none", "question"]),
       ("perfect thanks, what time is the flight?", [Q("15:20")]), ("ok and which hotel is it? thx", [Q("Private Oasis")])]
NONE = ["make it 4 people", "no flights before 9", "we're 5 now", "budget's 3k", "change the dates to march 20-22", "add a day",
        "make it 3 days", "can we leave on the 5th instead", "no flying pls, we'll drive", "we want italian food", "we have a dog",
        "need an entire apartment", "actually from Boston not Newark", "go to Charleston instead", "no smoking rooms please",
        "kids under 10 are coming", "avoid the aquarium", "we must see Forsyth Park", "drop the budget to 1500", "make it $2,000",
        "add one more person", "my wife is coming too", "no red eyes", "a private room is fine",
        "can we add mexican food", "I want to go to Savannah from Newark March 3-4 2022 with 2 people, $1800",
        "3 days NYC to Miami march 10-12 2022 for 2, 2k budget", "plan a trip from Chicago to Denver",
        "somewhere warm in March", "I wanna go to the beach in april with my gf", "we'd like to visit Texas, 5 days",
        "no parties tho", "flights only after noon", "I'd rather not fly", "we're driving ourselves",
        "cancel the italian food", "forget Charleston, go to Atlanta", "back to 2 people",
        # a star count is the stay-rating rule ("a 4-star hotel": domain/constraints/stay_rating.py), never the soft wish
        "we want a 5 star hotel"]
DISRUPTION = ["the hotel cancelled our booking for night 1", "help our flight on day 1 was canceled",
              "the restaurant for dinner on day 1 is closed", "our flight on day 2 got cancelled!!",
              "the hotel for night 1 is fully booked", "flight on day 1 is delayed until 18:30",
              "the aquarium on day 1 is closed", "omg the flight on day 2 was cancelled what do we do"]
FOREIGN = ["Quiero cancelar el viaje", "¿cuánto cuesta el día 2?", "c'est trop cher, moins cher s'il vous plaît",
           "wie viel kostet das insgesamt?", "hotel più economico per favore", "我们想便宜一点",
           "Kannst du das bitte rückgängig machen?", "quero um hotel melhor"]
OTHER = [("what can you do?", "help"), ("help", "help"), ("how does this work", "help"),
         ("what's the weather gonna be like", "out_of_scope"), ("do I need a visa", "out_of_scope"),
         ("can you book it for me", "out_of_scope"), ("is there vegan food", "out_of_scope"),
         ("should i get travel insurance", "out_of_scope")]

# A second set, written after the first round of fixes and scored before the next (probe 1: 64 of 89 right; probe 2, written
# after the second round: 40 of 50): messages of every intent, again whole, to catch rules fitted to the first set.
SECOND: list[tuple[str, list]] = [
    ("forget the whole thing lol", ["cancel"]), ("nah we're good, cancel", ["cancel"]), ("pls cancel this", ["undo"]),
    ("never mind, we're staying home", ["cancel"]), ("ok forget it", ["cancel"]), ("screw it, cancel", ["cancel"]),
    ("i want to start over", ["start_over"]), ("start from zero", ["start_over"]), ("reset everything", ["start_over"]),
    ("lets plan something completely new", ["start_over"]), ("begin from scratch please", ["start_over"]), ("revert!", ["undo"]),
    ("go back pls", ["undo"]), ("undo that last change", ["undo"]), ("hmm the one before was better", ["undo"]),
    ("can you revert it", ["undo"]), ("put it back", ["undo"]), ("reverse that", ["undo"]),
    ("switch back to the old plan", ["undo"]), ("i preferred it before", ["undo"]),
    ("go back to the last version pls", ["undo"]), ("cheaper option?", ["cheaper"]), ("something cheaper", ["cheaper"]),
    ("we need to save money", ["cheaper"]), ("that's over our budget", ["cheaper"]),
    ("can you knock the price down", ["cheaper"]), ("lower cost pls", ["cheaper"]), ("budget option please", ["cheaper"]),
    ("its too pricey", ["cheaper"]), ("make it less expensive", ["cheaper"]), ("cheap as possible", ["cheaper"]),
    ("nicer place to stay?", ["nicer:hotels"]), ("better accommodations pls", ["nicer:hotels"]),
    ("can we upgrade to a better hotel", ["nicer:hotels"]), ("higher rated hotels", ["nicer:hotels"]),
    ("the hotel sucks", ["nicer:hotels"]), ("luxury hotel please", ["nicer:hotels"]),
    ("better food options?", ["nicer:restaurants"]), ("fancier restaurants", ["nicer:restaurants"]),
    ("more activities", ["nicer:sights"]), ("more to do please", ["nicer:sights"]), ("add more sightseeing", ["nicer:sights"]),
    ("thank you!!!", ["thanks"]), ("thanks a million", ["thanks"]), ("you're the best", ["thanks"]),
    ("great, cheers", ["thanks"]), ("ok cool thanks", ["thanks"]), ("sweet", ["thanks"]), ("nice!", ["thanks"]),
    ("awesome sauce", ["thanks"]), ("❤️", ["thanks"]), ("that works, thanks", ["thanks"]), ("all good thx", ["thanks"]),
    ("great, that's it", ["thanks"]), ("what's the total price?", [Q("$1,520.00")]), ("how much altogether", [Q("$1,520.00")]),
    ("how much does it all cost", [Q("$1,520.00")]), ("what's day 1 look like", [Q("Tennessee Aquarium")]),
    ("where are we staying night 1", [Q("Private Oasis")]), ("which flight are we on?", [Q("F1")]),
    ("what time do we depart", [Q("15:20")]), ("how much for the second day?", [Q("$620.00")]),
    ("whats for dinner on day 1", [Q("Dhaba On Wheels")]), ("where do we eat", [Q("Dhaba On Wheels")]),
    ("any breakfast on day 2?", [Q("Day 2")]), ("what's the hotel", [Q("Private Oasis")]), ("how are we traveling", [Q("F1")]),
    ("how much is left in the budget", [Q("$280.00")]), ("what did that change", [Q("budget")]),
    ("how much will we spend on day 1?", [Q("$900.00")]), ("are we driving?", [Q("F1")]),
    ("what's the cost breakdown per day", [Q("$900.00")]),
    ("what's the name of the restaurant on day 1", [Q("Dhaba On Wheels")]), ("add an extra day", ["none"]),
    ("we need 2 rooms", ["none"]), ("no seafood", ["none"]), ("can we do chinese food on day 2", ["none"]),
    ("make the budget 2500", ["none"]), ("we're bringing our cat", ["none"]), ("leave a day earlier", ["none"]),
    ("6 people now", ["none"]), ("cancel day 2", ["none"]), ("skip the aquarium", ["none"]),
    ("can we go to Atlanta instead?", ["none"]), ("our flight on day 1 got cancelled", ["disruption"]),
    ("the restaurant for lunch on day 2 closed", ["disruption"]), ("Combien coûte le voyage?", ["foreign"]),
    ("Danke, das ist super", ["thanks"]), ("gracias amigo", ["thanks"]), ("how much is the hotel", [Q("Private Oasis")]),
    ("hows the hotel rated", [Q("Private Oasis")]), ("what does the hotel cost per night", [Q("Private Oasis")]),
    ("when do we land", [Q("17:35")]), ("what time does the flight land", [Q("17:35")]),
    ("what's our departure time on day 2", [Q("06:02")]), ("is lunch included on day 1?", [Q("Day 1")]),
    ("what are we eating on day 1", [Q("Dhaba On Wheels")]), ("where's dinner day 1", [Q("Dhaba On Wheels")]),
    ("whats the plan for tomorrow", [Q("Day")]), ("what are we seeing on day 1?", [Q("Tennessee Aquarium")]),
    ("any sights on day 2?", [Q("Day 2")]), ("how many days is the trip", [Q("2 days")]),
    ("how much do we have left", [Q("$280.00")]), ("did we stay under budget", [Q("$1,520.00")]),
    ("how much are we over/under", [Q("$1,520.00")]), ("whats the grand total", [Q("$1,520.00")]),
    ("total price pls", [Q("$1,520.00")]), ("price?", [Q("$1,520.00")]), ("cost?", [Q("$1,520.00")]),
    ("how expensive is it", [Q("$1,520.00")]), ("what will it cost us", [Q("$1,520.00")]),
    ("how much for day one", [Q("$900.00")]), ("day 2 price?", [Q("$620.00")]), ("is the 1st day pricey", [Q("$900.00")]),
    ("how are we getting there", [Q("F1")]), ("are we taking a plane?", [Q("F1")]), ("do we need a car", [Q("F1")]),
    ("what airline", [Q("F1")]), ("whats the flight time", [Q("15:20")]), ("are we driving or flying?", [Q("F1")]),
    ("how long does it take to get there", [Q("F1")]), ("where are we sleeping on night 1", [Q("Private Oasis")]),
    ("what's the accommodation", [Q("Private Oasis")]), ("where do we stay the first night?", [Q("Private Oasis")]),
    ("what kind of room is it", [Q("Private Oasis")]), ("why that hotel??", [Q("Private Oasis")]),
    ("why so expensive", [Q("$1,520.00")]), ("what did you just change", [Q("budget")]), ("what's new", [Q("budget")]),
    ("what got changed?", [Q("budget")]), ("thanks! what's the total?", [Q("$1,520.00")]), ("cool. and day 2?", [Q("$620.00")]),
    ("make it cheaper and tell me the total", ["cheaper", "question"]), ("undo that, and what's the total?", ["undo", Q("$1,520.00")]),
    ("add a day, how much will that cost?", ["none", "question"]),
    ("no flights before 10am please, and which hotel is it?", ["none", "question"]), ("great thanks, bye", ["thanks"]),
    ("perfect, book it", ["out_of_scope"]), ("ok thanks, cancel", ["cancel"])]

# Written with the last round of fixes (regression cases, not held out): a question and a preference said together.
LATER: list[tuple[str, list]] = [
    ("how much is day 2 and can we make it cheaper", ["cheaper", Q("$620.00")]), ("make it 4 people and can we fly", ["none"]),
    ("thanks! can we make it cheaper?", ["cheaper"]), ("cancel that and start fresh", ["start_over"]),
    ("what is the total, can you make it cheaper", ["cheaper", Q("$1,520.00")]), ("it's over budget by a lot, go to 2000", ["none"])]

def _cases() -> list[tuple[str, list, None, str]]:
    cases: list[tuple[str, list]] = [(m, ["cancel"]) for m in CANCEL]
    cases += [(m, ["start_over"]) for m in START_OVER]
    cases += [(m, ["undo"]) for m in UNDO]
    cases += [(m, ["cheaper"]) for m in CHEAPER]
    cases += [(m, [f"nicer:{part}"]) for m, part in NICER]
    cases += [(m, ["thanks"]) for m in THANKS]
    cases += [(m, [want]) for m, want in QUESTIONS]
    cases += TWO
    cases += [(m, ["none"]) for m in NONE]
    cases += [(m, ["disruption"]) for m in DISRUPTION]
    cases += [(m, ["foreign"]) for m in FOREIGN]
    cases += [(m, [want]) for m, want in OTHER]
    return [(m, want, None, "two intents" if len(want) > 1 else kind_of(want)) for m, want in cases + SECOND + LATER]


# Messages still read wrong, and why (each is a cause not fixed, never a sentence to special-case).
# ("awesome sauce", the one left, is read since the third round's slang fillers: "awesome possum", "cheers bud")
KNOWN_MISSES: dict[str, str] = {}


@pytest.mark.parametrize("size", [200])
def test_the_held_out_messages_get_their_intents(sandbox, size):
    assert len(_cases()) >= size
    _right, _wrong, misses = score(_cases(), sandbox)
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
