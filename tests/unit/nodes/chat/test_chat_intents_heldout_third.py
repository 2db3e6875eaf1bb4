"""A third held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``): cancel and "never mind" in many shapes, "cheaper" and "nicer" said
with chatter, questions about the plan's cost, days, hotel, flights, restaurants, sights and dates (follow-ups too),
thanks in slang ("awesome possum", "ty ty", "cheers bud"), undo, edits, two intents in one message, typos, and near
misses that must get none of these intents (an edit that borrows an intent's word: "thanks to my wife we're 3 now",
"we want to go back home a day later", "start the trip a day later").

Written by helper INTENT (third round) before any rule was changed for it; no sentence of the first two sets is
reused (``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on the code as it was then (the figures
above ``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE``
(the two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000).
The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now right, fails the test.
"""

from __future__ import annotations

from tests.support.intent_scoring import Case, Q, Want, reused, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second

CANCEL = ["never mind, we're not doing this trip", "cancel the whole trip please", "let's just cancel", "nm",
          "forget the whole thing, thanks anyway", "Never mind — we'll sort it out ourselves", "pls cancel", "cancel it all",
          "ok scrap it", "scrap everything", "forget i asked", "forget I said anything", "nvmd", "Actually, never mind.",
          "the trip's off", "we're calling it off", "we've decided not to go", "not going anymore sorry", "kill it",
          "drop the whole thing", "don't bother, cancel", "cancel pls thx", "canel", "cancell the trip", "nevermnd",
          "forget the lot", "just stop", "stop planning", "no need anymore, cancel", "forget the whole plan",
          "ok, cancel everything then", "CANCEL THE WHOLE TRIP PLS", "hmm never mind, forget it", "no, scrap it",
          "never mind, cancel", "we won't be travelling after all"]
START_OVER = ["let's start all over", "start a new trip", "can we redo this from scratch", "wipe everything, new trip",
              "new trip", "start over, different city", "from scratch pls", "let's restart from the beginning",
              "scrap it and start over", "forget all this, new plan please", "I'd like to plan a whole new trip",
              "restart the whole thing", "let's start afresh", "back to square one", "start over with a new trip pls"]
UNDO = ["undo it", "can you undo?", "undo the change pls", "please revert", "revert it back", "revert the last edit",
        "go back to the previous one", "back to the previous plan pls", "put it back like before", "put everything back",
        "change it back to how it was", "return to the old plan", "restore the last plan", "restore it",
        "I liked it better before", "the earlier version was nicer", "previous was better, go back", "nope, undo", "undo lol",
        "hmm no, revert", "ugh no go back", "no wait, undo that", "take it back", "cancel that change",
        "reverse the last change", "roll it back", "rollback pls", "rewind", "can we have the old one back",
        "give me the old plan back", "udno", "revret pls"]
CHEAPER = ["too pricy", "bit steep, cheaper?", "$1,520 is a lot, cheaper please", "can we do this cheaper",
           "cheaper would be better", "less money pls", "we're broke lol, cheaper", "need it cheaper", "lower price option?",
           "go budget", "cheapest you can find", "make it as cheap as possible", "save money where possible",
           "cut it down a bit", "the cost is too high", "it costs too much", "that's pricey af", "can we trim it",
           "reduce costs", "less pricey please", "something more budget friendly", "budget-friendly options pls",
           "i'm a student, cheaper pls", "hmm, that's steep. any way to save?", "can we make it cheeper", "chaeper",
           "cheaper plz thx", "ok but cheaper", "drop the cost", "honestly that's more than we wanted to spend, cheaper?",
           "way over what we can pay, bring it down", "I don't want a nicer hotel, just a cheaper trip"]
NICER = [("nicer accommodation please", "hotels"), ("better place to stay", "hotels"), ("upgrade our hotel pls", "hotels"),
         ("nicer hotel if we can afford it", "hotels"), ("can we stay somewhere nicer?", "hotels"),
         ("I want a hotel with better reviews", "hotels"), ("better reviewed hotel", "hotels"),
         ("the hotel rating is low, upgrade?", "hotels"), ("a classier hotel", "hotels"),
         ("somewhere more upscale to stay", "hotels"), ("the room looks cramped, something nicer", "hotels"),
         ("swankier hotel lol", "hotels"), ("honestly the hotel looks awful, can we do better", "hotels"),
         ("nicer food", "restaurants"), ("better places to eat", "restaurants"), ("upgrade the restaurants", "restaurants"),
         ("can we eat better", "restaurants"), ("better dining pls", "restaurants"),
         ("higher rated restaurants", "restaurants"), ("the food options look bad, anything better?", "restaurants"),
         ("more attractions please", "sights"), ("add some more sights", "sights"), ("we want to see more", "sights"),
         ("more stuff to do", "sights"), ("can the flights be at better times", "humane_hours"),
         ("more civilised flight times please", "humane_hours")]
THANKS = ["ty ty", "tyvm", "thx a lot", "thanks heaps", "cheers bud", "cheers, legend", "ta muchly", "awesome possum",
          "sick, thanks", "dope thx", "legend 🙌", "nice one cheers", "you rock", "you're a star", "brill", "fab, thanks",
          "superb", "excellent, thank you", "looks perfect to me", "that's brilliant", "sounds great thx", "great, ty",
          "appreciate ya", "many thanks", "thank you very much!", "thankyou", "thnx", "thanku", "ty so much",
          "much obliged", "wonderful, thanks!", "🙏🙏", "😍", "🥳", "ok thx bye", "ok bye", "see ya", "top notch, cheers",
          "perfect, that's all I needed", "merci!", "mil gracias", "dankeschön", "no need to make it cheaper, thanks",
          "don't undo it, it's fine"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("how much does it come to in total?", Q("$1,520.00")), ("what's the total bill", Q("$1,520.00")),
    ("total please", Q("$1,520.00")), ("how much is everything", Q("$1,520.00")), ("all in, how much?", Q("$1,520.00")),
    ("whats the overall cost", Q("$1,520.00")), ("how much r we looking at", Q("$1,520.00")),
    ("what's the price tag", Q("$1,520.00")), ("how much $$ total", Q("$1,520.00")),
    ("how much will it all cost?", Q("$1,520.00")), ("how much for both days", Q("$1,520.00")),
    ("what's the final cost", Q("$1,520.00")), ("how much is it per person?", Q("$1,520.00")),
    ("is it under budget?", Q("$1,520.00")), ("are we over budget?", Q("$1,520.00")),
    ("how much room is left in the budget", Q("$280.00")), ("whats left of the budget", Q("$280.00")),
    ("how much can we still spend", Q("$280.00")), ("what's our budget", Q("$1,800")),
    # a day's cost
    ("how much is the first day", Q("$900.00")), ("cost for day one?", Q("$900.00")), ("what does day 2 cost us", Q("$620.00")),
    ("day one price?", Q("$900.00")), ("how pricey is day 2", Q("$620.00")), ("how much are we spending on day 2", Q("$620.00")),
    ("day 1 total?", Q("$900.00")), ("2nd day cost?", Q("$620.00")), ("how much does the last day cost", Q("$620.00")),
    ("how much is each day?", Q("$900.00", "$620.00")), ("daily cost?", Q("$900.00", "$620.00")),
    ("price per day", Q("$900.00", "$620.00")), ("how much is day 4?", Q("day 1 to day 2")),
    # the days
    ("what's the plan for day 1?", Q("Tennessee Aquarium")), ("what do we do on day 2", Q("Day 2")),
    ("what's on the agenda for day one", Q("Tennessee Aquarium")), ("day 1 plans?", Q("Tennessee Aquarium")),
    ("what're we doing the first day", Q("Tennessee Aquarium")), ("what's the schedule for day 2", Q("Day 2")),
    ("walk me through the trip", Q("Tennessee Aquarium", "Day 2")), ("give me the full itinerary", Q("Tennessee Aquarium", "Day 2")),
    ("can you show the itinerary again", Q("Tennessee Aquarium")), ("what does the trip look like", Q("Tennessee Aquarium")),
    ("recap the plan pls", Q("Tennessee Aquarium")), ("what's the plan again?", Q("Tennessee Aquarium")),
    ("what's on for the last day", Q("Day 2")),
    # restaurants and sights
    ("where do we have dinner on day 1", Q("Dhaba On Wheels")), ("what restaurant is on day 1", Q("Dhaba On Wheels")),
    ("where are we eating?", Q("Dhaba On Wheels")), ("which restaurants are in the plan", Q("Dhaba On Wheels")),
    ("what's for dinner day one", Q("Dhaba On Wheels")), ("any restaurants booked?", Q("Dhaba On Wheels")),
    ("where do we eat on day 2?", Q("Day 2")), ("what attractions are on day 1", Q("Tennessee Aquarium")),
    ("what are we visiting", Q("Tennessee Aquarium")), ("which sights did you pick", Q("Tennessee Aquarium")),
    ("what will we see on day 1", Q("Tennessee Aquarium")), ("any sightseeing on day 2?", Q("Day 2")),
    # the stay
    ("what's our hotel", Q("Private Oasis")), ("where we staying?", Q("Private Oasis")),
    ("what's the name of the place we're staying", Q("Private Oasis")), ("which hotel did you book", Q("Private Oasis")),
    ("hotel name pls", Q("Private Oasis")), ("where do we stay night 1?", Q("Private Oasis")),
    ("tell me about the hotel", Q("Private Oasis")), ("how good is the hotel", Q("Private Oasis")),
    ("what's the hotel rating", Q("Private Oasis")), ("is the hotel nice?", Q("Private Oasis")),
    ("why'd you pick the hotel", Q("Private Oasis")), ("what's the hotel like", Q("Private Oasis")),
    ("how much is the room per night", Q("Private Oasis")), ("where do we sleep on the second night", Q("no stay")),
    # the flights
    ("what time is our flight", Q("15:20")), ("when do we take off", Q("15:20")), ("what's the departure time", Q("15:20")),
    ("which flight do we take", Q("F1")), ("flight details?", Q("F1", "F2")), ("what are the flight times", Q("15:20", "06:02")),
    ("when does the return flight leave", Q("06:02")), ("what time is the flight home", Q("06:02")),
    ("when do we arrive in Savannah", Q("17:35")), ("what time do we land in savannah", Q("17:35")),
    ("do we fly there?", Q("F1")), ("how do we travel", Q("F1")), ("what's the transport", Q("F1")),
    ("are we taking a car", Q("F1")), ("what time do we get back to Newark", Q("08:11")),
    # the dates and the last change
    ("what are the dates again?", Q("March 3")), ("which days are we travelling", Q("March 3")),
    ("how long are we gone", Q("2 days")), ("how many nights?", Q("1 night")), ("what day do we go", Q("March 3")),
    ("is the trip 2 days?", Q("2 days")), ("how long's the trip", Q("2 days")), ("what did you just do?", Q("budget")),
    ("what was changed", Q("budget")), ("show me what changed", Q("budget")), ("what's different?", Q("budget")),
    # typos
    ("hw much is the totla", Q("$1,520.00")), ("wat hotel are we in", Q("Private Oasis")),
    ("whens the flihgt", Q("15:20")), ("how mcuh is day 2", Q("$620.00"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo that and show me the plan", ["undo", Q("Tennessee Aquarium")]), ("revert it, then what's the budget?", ["undo", Q("$2,000")]),
    ("hmm undo, and how much is day 1 then?", ["undo", Q("$900.00")]), ("thanks!! how much is day 1", [Q("$900.00")]),
    ("cheers, and which hotel?", [Q("Private Oasis")]), ("ty - when's the flight?", [Q("15:20")]),
    ("cheaper please, how much would we save?", ["cheaper", "question"]),
    ("make it cheaper and what's the hotel then", ["cheaper", "question"]),
    ("nicer restaurants pls, and what's the total after?", ["nicer:restaurants", "question"]),
    ("more sights please, what's on day 1 then?", ["nicer:sights", "question"]),
    ("what's the total and what time is the flight?", [Q("$1,520.00", "15:20")]),
    ("how much is day 2 and where do we eat on day 1?", [Q("$620.00", "Dhaba On Wheels")]),
    ("where do we stay and how much is it all?", [Q("Private Oasis", "$1,520.00")]),
    ("thanks, but it's too expensive", ["cheaper"]), ("great, but a nicer hotel would be good", ["nicer:hotels"]),
    ("3 people now, what's the total?", ["none", "question"]), ("add a day and tell me the cost", ["none", "question"]),
    ("never mind, start over", ["start_over"]), ("forget it, new trip please", ["start_over"]),
    ("thanks, that's all, bye", ["thanks"]), ("cool thx, book everything", ["out_of_scope"]),
    ("undo pls and thank you", ["undo"]), ("cheaper pls, thanks!", ["cheaper"]), ("lovely, can we do 3 days instead", ["none"]),
    ("thanks! cancel it tho", ["cancel"])]
# (the question before, the follow-up, what the follow-up must get)
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 2?", "and the first?", Q("$900.00")), ("what's on day 1?", "and the second day?", Q("Day 2")),
    ("what time is the flight there?", "and the one back?", Q("06:02")), ("how much is day 1", "what about day two", Q("$620.00")),
    ("where do we stay night 1?", "what about the second night?", Q("no stay")),
    ("what's the total", "and day 2 alone?", Q("$620.00")), ("how much is day 2", "and the whole trip then?", Q("$1,520.00")),
    ("what do we do on day 2", "and the first day?", Q("Tennessee Aquarium")), ("how much is day 1?", "day 2?", Q("$620.00")),
    ("what's the total?", "how about day 1?", Q("$900.00")), ("when does our flight leave?", "and when do we land?", Q("17:35")),
    ("how much is day 1?", "all together?", Q("$1,520.00")), ("which hotel is it?", "is it any good?", Q("Private Oasis")),
    ("how much does day 1 cost", "and for everything?", Q("$1,520.00"))]
# Edits and requests, some borrowing an intent's word ("thanks to", "go back home", "start the trip", "new dates")
NONE = ["make it 5 people", "we're 3 adults", "budget 2k", "raise the budget to $2,400", "add another day",
        "leave on the 5th", "push everything back a week", "can we fly out on march 10 instead", "we'd prefer to drive",
        "Chinese food please", "we love Indian food", "bringing 2 kids under 10", "pets are coming", "private room please",
        "entire home only", "no shared rooms", "go to Atlanta instead of Savannah", "make it Charleston",
        "skip dinner on day 1", "drop the aquarium", "we must visit Forsyth Park", "no flights before noon pls",
        "plan me 3 days in Miami from Boston, March 5-7 2022, 2 ppl, 1500", "I want to go to Chicago",
        "cancel the dog, no pets after all", "thanks to my wife we're now 3 people", "the budget is too low, make it $2,500",
        "we want to go back home a day later", "start the trip a day later", "new dates: march 10-11", "cheers, we're now 4 people"]
DISRUPTION = ["our flight on day 2 was cancelled by the airline", "the hotel says they have no room for us on night 1",
              "Dhaba On Wheels is shut", "the aquarium on day 1 is closed for repairs"]
FOREIGN = ["¿Podemos hacerlo más barato?", "Annuler le voyage s'il vous plaît", "Wie teuer ist der zweite Tag?",
           "Qual è l'hotel?", "Quanto custa o voo?", "旅行をキャンセルしてください"]
OTHER: list[tuple[str, str]] = [("what can I ask you?", "help"), ("how do i change something", "help"), ("instructions?", "help"),
                                ("will it be hot there?", "out_of_scope"), ("do I need a covid test", "out_of_scope"),
                                ("can I pay by card", "out_of_scope"), ("what's the exchange rate?", "out_of_scope"),
                                ("can you rent us a car", "out_of_scope"), ("what should we bring", "out_of_scope"),
                                ("any gluten free restaurants?", "out_of_scope")]

# Scored on HEAD (ad1e6cb) before any rule was changed for it: 262 of 376 right (right/wrong by kind: cancel 19/17,
# cheaper 16/16, disruption 4/0, follow-up 10/4, foreign 5/1, help 0/3, nicer 16/10, none 31/0, out_of_scope 3/4,
# question 83/18, start_over 8/7, thanks 27/17, two intents 21/4, undo 19/13). The causes: cancel, undo and thanks said
# with words no list held ("the trip's off", "kill it", "forget I asked", "roll it back", "cheers bud", "you rock"), a
# cost complained of in other words ("too pricy", "the cost is too high", "go budget", "bring it down") or with asides
# ("we're broke lol"), "make it as cheap as possible" read as Portuguese ("as" twice), better stays said by their reviews,
# questions asked to be shown ("walk me through the trip", "give me the full itinerary": "full" was read as a pace),
# "pricey"/"total"/"daily" of a day, the trip's days and dates in other words, and an intent's word said to decline it
# ("no need to make it cheaper, thanks"), a follow-up naming a flight by its leg ("and the one back?") or the stay by a
# pronoun ("is it any good?"). After the fixes: 375 of 376 (the one below).
# ("udno", the one left, is read since the fourth round (helper INTENT4): two letters swapped are read as the word
# they swap back to, at any length, since a swap changes no letter.)
KNOWN_MISSES: dict[str, str] = {}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    again = reused(_cases(sandbox), first, second)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_third_held_out_messages_get_their_intents(sandbox):
    cases = _cases(sandbox)
    assert len(cases) >= 300
    _right, _wrong, misses = score(cases, sandbox)
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
