"""A ninth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``), laid out like the eighth (``test_chat_intents_heldout_eighth.py``).

Its hard cases: questions said as statements ("i wonder what day 1 costs", "wondering where we stay"),
changes asked as
questions ("can we do italian on day 2?", "what if we did 3 days instead": the trip parser's edit, ``NONE``),
the plan's
most or least of something ("which restaurant is cheapest", "priciest day?": questions, never a wish for a cheaper
plan), a preference or an undo negated ("don't make it cheaper", "don't undo anything": talk, ``TALK``; "don't make it
cheaper, make it 3 days": the edit), sarcasm (the complaint it voices: "oh sure, $1520 is pocket change 🙄" asks for a
cheaper trip), confirmations (thanked), stories with trip words ("i grew up in savannah lol", "my kids are with their
dad that week": nothing changed) and several things in one message (``TWO``). The labels are the classifier's
(``nodes/chat/intent.py``): cancel, start over, undo, a preference, small talk (thanks and confirmations), a question
about the plan, help, out of scope, another language, a disruption, or none (the trip parser's edit).

Written by helper TALK5 before any rule was changed for it; no sentence of the first eight sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on HEAD (0dcb814) first (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20 landing 17:35, F2 home at 06:02 landing 08:11; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels, the one
priced item; the Tennessee Aquarium on day 1). The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a
listed one now right, fails the test.
"""

from __future__ import annotations

from typing import Any

from tests.support.intent_scoring import Case, Q, Want, labels, reused, run_set, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_seventh as seventh
from tests.unit.nodes.chat import test_chat_intents_heldout_sixth as sixth
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third
from tests.unit.nodes.chat.test_chat_intents_heldout_sixth import DRIVING, STATE, _edit_misses

CANCEL = ["cancel the lot", "cancel cancel cancel 😤", "pls just cancel it", "ok cancelling, thanks anyway",
          "we have to cancel, sorry 😔", "cancel it, we found a cheaper deal elsewhere", "scrap this whole thing",
          "scrap that, we're not travelling", "never mind the trip", "nevermind, not going", "forget all of it",
          "forget about it, thx", "we need to call the whole thing off", "calling it off, sorry", "kill the trip pls",
          "just ditch the whole plan", "we won't be going after all", "we're not travelling anymore",
          "trip is off, sorry",
          "the whole trip is off now", "no more trip, cancel", "cancel pls, my mom is sick",
          "cancel, the dates don't work anymore", "nah forget it, not worth it", "cancel the savannah thing",
          "i'll pass, cancel",
          "stop planning pls", "we're out, cancel"]
START_OVER = ["start again pls", "let's begin again from nothing", "start from scratch, new trip",
              "totally different trip pls",
              "fresh start please", "clean slate pls", "let's do a whole new trip", "back to square one lol",
              "reset everything pls, all of it", "new trip, forget this one"]
UNDO = ["undo!!!!", "undo it pls 😅", "pls pls undo", "undo the change pls, hate it", "undo that last bit you did",
        "revert it now", "revert to before pls",
        "go back to before pls, quick", "go back to the previous plan", "previous one pls",
        "the previous plan was better honestly",
        "prefer the old plan", "i liked it much better before", "put it back how it was before",
        "ok change it back pls",
        "switch back pls", "take that back pls", "roll back the change you made", "rollback pls 🙏",
        "reverse that last change",
        "return to the old plan please", "back to the previous version", "restore the old one pls, it was fine",
        "bring the old one back pls 😩",
        "gimme the old plan back", "nooo go back", "ugh that's even worse, undo", "hmm too expensive now, undo that"]
CHEAPER = ["cheaper??? pls pls", "cheaper version pls", "make it less pricey", "less expensive please 🙏",
           "can we do this for less",
           "do it for less money", "lower the price pls", "cut costs pls, we are tight", "too pricey for us",
           "that's pricey 😬",
           "it's too expensive tbh", "bit steep for us, cheaper maybe?", "can we make it more affordable",
           "more budget friendly pls",
           "something cheaper pls, anything", "a cheaper option?", "cheapest one you've got",
           "go cheaper on everything you can", "less $$ pls",
           "we really need to spend less", "save money where you can", "knock the price down a bit",
           "yikes, cheaper please",
           "wow so cheap, said no one 🙄", "oh sure, $1520 is pocket change 🙄", "$1520?? for 2 days?? cheaper pls",
           "is there any way to make this cheaper", "could you find a cheaper version"]
NICER = [("nicer hotel??", "hotels"), ("better hotel please", "hotels"),
         ("a fancier place to stay would be lovely", "hotels"),
         ("a more upscale hotel pls", "hotels"), ("upgrade our hotel pls, treat yourself vibes", "hotels"),
         ("can we stay somewhere nicer this time", "hotels"),
         ("the hotel looks awful", "hotels"), ("this hotel is gross, anything better", "hotels"),
         ("we want a luxury hotel", "hotels"),
         ("nicer restaurants pls 🍽️", "restaurants"), ("better food please, this is meh", "restaurants"),
         ("fancier restaurants if possible", "restaurants"),
         ("the food looks bland, anything better?", "restaurants"),
         ("upgrade the food", "restaurants"), ("nicer places to eat pls, we love food", "restaurants"),
         ("more sightseeing pls!!", "sights"), ("more activities for us", "sights"),
         ("we want to see more stuff over there", "sights"),
         ("more things to see please", "sights"), ("not much to do there, more pls", "sights"),
         ("later flight home pls", "humane_hours"), ("the 6am flight is brutal", "humane_hours"),
         ("can the flights be at a more reasonable time", "humane_hours"), ("6am?? too early", "humane_hours"),
         ("later departures pls", "humane_hours"),
         ("make it nicer pls, it is a special trip", "overall"), ("make the trip fancier", "overall"),
         ("upgrade everything", "overall")]
THANKS = ["thanks a ton!!", "thank you!! so helpful", "thx a lot 🙌", "ty so much!!", "cheers!! 🍻",
          "many thanks to you", "much appreciated, mate",
          "perfect, ty so much", "great stuff 👏", "love this plan tbh", "looks great to me", "sounds perfect to us",
          "works for me",
          "that works for us", "awesome sauce!!", "yay yay 🎉", "amazing, thank you", "you're a star ⭐", "brilliant",
          "fab, thx",
          "ok perfect", "good stuff, thanks", "sweet, thanks!", "nice one, cheers buddy", "bye, thanks!",
          "thanks, that's all for today"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("how much is everything together then", Q("$1,520.00")), ("what's it come to", Q("$1,520.00")),
    ("price of the whole trip?", Q("$1,520.00")), ("how much are we spending", Q("$1,520.00")),
    ("cost of day 2 pls?", Q("$620.00")), ("how pricey is day one", Q("$900.00")),
    ("what's left in the budget", Q("$280.00")), ("how much is it each", Q("$760.00")),
    ("per person total?", Q("$760.00")),
    # questions said as statements
    ("i wonder what day 1 costs", Q("$900.00")), ("i'd like to see the itinerary", Q("Tennessee Aquarium")),
    ("wondering where we stay", Q("Private Oasis")), ("not sure when the flight home is", Q("06:02")),
    ("i need the hotel name", Q("Private Oasis")), ("curious what the total is", Q("$1,520.00")),
    ("tell me what we're doing on day 1", Q("Tennessee Aquarium")),
    ("remind me of the dinner place", Q("Dhaba On Wheels")),
    ("let me know when we land", Q("17:35")), ("wanna know the budget left", Q("$280.00")),
    ("i'm curious which day is the priciest", Q("Day 1")), ("no idea where we're staying lol", Q("Private Oasis")),
    # the plan's most or least: questions, never a cheaper plan
    ("which restaurant is cheapest", Q("Dhaba On Wheels")),
    ("what's the cheapest meal we have", Q("Dhaba On Wheels")),
    ("priciest day?", Q("Day 1", "$900.00")), ("which day is cheaper", Q("Day 2")),
    ("most expensive meal?", Q("Dhaba On Wheels")), ("which is the most expensive day", Q("Day 1")),
    ("cheapest day of the trip?", Q("Day 2", "$620.00")), ("what's the least expensive meal", Q("Dhaba On Wheels")),
    ("which flight is the early one", Q("06:02")),
    # the travel
    ("what time does F1 leave", Q("15:20")), ("F2 departure time?", Q("06:02")),
    ("when does the return flight land", Q("08:11")), ("what airline are we on", Q("F1")),
    ("are we flying both ways", Q("F1")), ("how do we get there exactly", Q("F1")), ("how do we get home", Q("F2")),
    # meals and sights
    ("is there breakfast on day 1", Q("breakfast")), ("any lunch planned?", Q("lunch")),
    ("where's dinner", Q("Dhaba On Wheels")), ("what are we eating on day 1 then", Q("Dhaba On Wheels")),
    ("what's there to do on day 1", Q("Tennessee Aquarium")),
    ("which sights are in the plan now", Q("Tennessee Aquarium")),
    ("what attractions did you pick", Q("Tennessee Aquarium")),
    # the stay
    ("what hotel did you pick", Q("Private Oasis")), ("where are we sleeping on night 1 then", Q("Private Oasis")),
    ("is the hotel any good tho, honestly", Q("Private Oasis")), ("how's the hotel rated", Q("Private Oasis")),
    ("what kind of room do we have", Q("Private Oasis")),
    # the dates and the length
    ("what day do we leave again", Q("March 3")), ("when is the trip happening again", Q("March 3")),
    ("how many nights is it", Q("1 night")), ("how long is the trip exactly", Q("2 days")),
    # why
    ("why that hotel", Q("Private Oasis")), ("why is the flight home so early?", Q("06:02")),
    ("why is day 2 so expensive", Q("$620.00")), ("why no lunch on day 1?", Q("lunch")),
    # the last change
    ("what did you do just now", Q("budget")), ("so what's different now?", Q("budget")),
    # what another plan would do: asked, nothing changed
    ("would driving be cheaper?", "question"), ("would it be cheaper with a different hotel", "question"),
    ("is it cheaper to fly out of jfk", "question")]
TWO: list[tuple[str, list[Want]]] = [
    ("thanks! and the total?", [Q("$1,520.00")]), ("undo that, then what's the total?", ["undo", Q("$1,520.00")]),
    ("cheaper pls and what's day 2 then", ["cheaper", "question"]),
    ("great, thanks. where do we stay?", [Q("Private Oasis")]),
    ("nicer food and how much is it then", ["nicer:restaurants", "question"]),
    ("cancel it, thanks for the help", ["cancel"]),
    ("revert pls and show me the plan", ["undo", Q("Tennessee Aquarium")]),
    ("love it, how much per person?", [Q("$760.00")]),
    ("when do we leave and when do we get back", [Q("15:20", "08:11")]),
    ("hotel name and rating pls", [Q("Private Oasis")]), ("make it 3 people and tell me the total", ["none",
    "question"]),
    ("budget 2500 now and what's left?", ["none", "question"]), ("more sights pls, thx", ["nicer:sights"]),
    ("thx, bye!", ["thanks"]), ("ok cool, when do we land?", [Q("17:35")]), ("undo pls, thanks!", ["undo"]),
    ("later flights pls and what's the total then", ["nicer:humane_hours", "question"]),
    ("great! what's for dinner day 1?", [Q("Dhaba On Wheels")]),
    ("hmm ok, how much is day 1 and day 2", [Q("$900.00", "$620.00")]),
    ("go back and show me day 1 again", ["undo", Q("Tennessee Aquarium")])]
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 1", "ok and day two??", Q("$620.00")), ("what's the total", "per person?", Q("$760.00")),
    ("when do we fly out", "and coming back?", Q("06:02")), ("what's on day 1", "mm and the second day?", Q("Day 2")),
    ("how much is day 2", "ok and the whole trip then?", Q("$1,520.00")), ("where's dinner on day 1",
    "hmm and what about day 2 then?", Q("Day 2")),
    ("what's the total", "and each day?", Q("$900.00", "$620.00")),
    ("how much is the trip", "what about day one?", Q("$900.00"))]
NONE = ["can we do italian on day 2?", "could we add forsyth park?", "can we leave a day later?",
        "is it possible to add a day?", "could it be 3 people instead?", "can we go to charleston instead?",
        "can the budget be 2500?", "what about leaving from philly?", "how about march 10 instead?",
        "can we have a pet friendly place?", "cancel the dinner on day 1 pls",
        "don't make it cheaper, make it 3 days",
        "not nicer hotels, just an entire room", "forget the aquarium, add forsyth park",
        "thanks, now make it 4 people",
        "start on march 10 instead of the 3rd", "skip the dinner on day 1", "i'd like mexican food on day 1",
        "drop the aquarium, seen enough fish", "can we stay 2 nights?", "could we drive instead?",
        "what if we did 3 days instead",
        "how about atlanta?", "any way to add a third day?", "swap dinner for italian"]
DISRUPTION = ["ugh F1 was cancelled this morning", "our flight home got cancelled 😭", "F2 is delayed 3 hours",
              "flight out delayed by 2 hours", "private oasis is overbooked",
              "the hotel just cancelled our reservation",
              "the aquarium is closed that day", "dhaba on wheels is shut for renovations"]
FOREIGN = ["¿Podemos cambiar el hotel por otro mejor?", "Das ist uns leider viel zu teuer",
           "Merci, mais c'est trop cher pour nous",
           "Quanto costa il viaggio in totale?", "Onde vamos ficar?", "Kannst du die Reise stornieren?"]
OTHER: list[tuple[str, str]] = [
    ("pls help me", "help"), ("what can i ask you", "help"), ("how does this thing even work?", "help"),
    ("is it going to be hot in savannah", "out_of_scope"), ("do we need a visa lol", "out_of_scope"),
    ("can u book the flights", "out_of_scope"), ("any vegan options at dhaba on wheels", "out_of_scope"),
    ("should we get travel insurance", "out_of_scope"), ("email me the itinerary pls", "out_of_scope"),
    ("what should we pack", "out_of_scope"), ("can you call the hotel for me", "out_of_scope"),
    ("how do i pay for this", "out_of_scope")]

EDITS: list[tuple[str, dict[str, Any]]] = [
    ("we're 3 now, not 2", {"people_number": 3}), ("make it a party of 5", {"people_number": 5}),
    ("my brother's joining us", {"people_number": 3}), ("it's just me going now", {"people_number": 1}),
    ("add two more people to the trip", {"people_number": 4}), ("four of us now", {"people_number": 4}),
    ("march 5-6 instead", {"date": ["2022-03-05", "2022-03-06"]}),
    ("move it to the 12th of march", {"date": ["2022-03-12", "2022-03-13"]}),
    ("push it back a week", {"date": ["2022-03-10", "2022-03-11"]}),
    ("everything a day later pls", {"date": ["2022-03-04", "2022-03-05"]}),
    ("3 days instead", {"days": 3}), ("extend it by a day", {"days": 3}),
    ("budget's 2500 now", {"budget": 2500}), ("up the budget to 3k pls", {"budget": 3000}),
    ("lower the budget to 1500", {"budget": 1500}),
    ("let's do miami instead", {"dest": "Miami"}), ("go to atlanta instead of there", {"dest": "Atlanta"}),
    ("from boston instead", {"org": "Boston"}),
    ("we'll just drive down", {"transportation": "no flight"}), ("no flying pls", {"transportation": "no flight"}),
    ("we have a dog coming", {"house rule": "pets"}), ("pets allowed pls", {"house rule": "pets"}),
    ("we're bringing our 3 year old", {"people_number": 3, "house rule": "children under 10"}),
    # (was "we want thai food": the data has no Thai restaurant, and the chat rightly says so; a cuisine it has)
    ("we want french food", {"cuisine+": "French"}), ("add italian food pls", {"cuisine+": "Italian"}),
    ("private room for the two of us pls", {"room type": "private room"}), ("entire home please",
    {"room type": "entire room"}),
    ("squeeze forsyth park in pls", {"must see+": "Forsyth Park"}),
    ("remove the aquarium from day 1", {"must see-": "Tennessee Aquarium"}),
    ("we'll need a place that allows parties", {"house rule": "parties"})]
FLY_AGAIN: list[tuple[str, dict[str, Any]]] = [
    ("ok let's fly after all", {"transportation!": "no flight"}),
    ("flying's fine actually", {"transportation!": "no flight"}),
    ("planes are ok again", {"transportation!": "no flight"})]
TALK = ["don't make it cheaper", "no need to change anything", "nah leave it", "keep it as it is",
        "i'm not cancelling, just asking", "don't undo anything", "no no it's fine as is",
        "my kids are with their dad that week", "our cat stays home", "we drove there once years ago",
        "i grew up in savannah lol", "my flight anxiety is kicking in haha", "hmm let me think", "give me a sec",
        "one sec, asking my wife", "ok ok ok", "wowww", "lol that aquarium tho", "so pumped for this",
        "can't wait for savannah", "my mom's gonna be jealous", "we went to charleston last year, loved it",
        "the budget was my wife's idea lol", "no rush", "sure why not"]

# Scored on HEAD (0dcb814) before any rule was changed for it: 301 right of 347 (intents 251 of 289: cancel 26/28,
# cheaper 24/28, follow-up 7/8, foreign 5/6, help 1/3, nicer 26/28, none 22/25, out of scope 8/9, question 48/62, start
# over 9/10, thanks 25/26, two intents 18/20, undo 24/28; edits 29 of 33; talk 22 of 25; one expectation corrected,
# marked in ``EDITS``). The causes fixed, each a general rule: questions said as statements ("i wonder what day 1
# costs", "not sure when the flight home is", "i need the hotel name": ``intent.as_asked``); the day of an extreme cost
# ("priciest day?", "cheapest day of the trip?": days in ``intent_asks._EXTREME_PART``); a hypothetical comparison
# ("would driving be cheaper?": ``intent_asks.COMPARES``); an undo turned down ("don't undo anything": ``_DECLINED`` in
# ``asks_to_undo``) and a preference turned down ("not nicer hotels, just an entire room"); sarcasm ("oh sure, $1520
# is pocket change 🙄": ``intent.sarcastic_part``); an earlier version named alone ("previous one pls"); "i liked it
# much better before", "gimme the old plan back", "hmm too expensive now, undo that"; "cancel the lot", a cancel's
# reason ("we found a cheaper deal elsewhere"); "from nothing"; "do this for less", "less $$"; "the 6am flight is
# brutal", "6am?? too early"; "love this plan tbh"; "what's it come to"; help and weather forms ("pls help me", "is it
# going to be hot"); "hotel name and rating pls"; "and coming back?"; Portuguese words ("Onde vamos ficar?"); two days'
# costs asked together (``answers._days_compared``); "can we have a pet friendly place?" is a wish
# (``stay_rules._ASKS_A_CHANGE``); "everything a day later pls" (``date_edits.SHIFT``). After the fixes: 341 of 347
# on the tree of this stop at 06:10 (the 6 below; other helpers' concurrent changes made 4 more wrong for
# a while, then right again).
KNOWN_MISSES: dict[str, str] = {
    # (CHATLEFT, 06:05: "can we do italian on day 2?" and "i'd like mexican food on day 1" left this list: the day-meal
    # swap now changes only a plan that passes its checks, and refuses as an edit does, never as an answer)
    # (LEADC, 06:25: "how about atlanta?" left this list: a data city proposed alone in lower case is read as the new
    # destination, ``replacing.proposed_cased``)
    "squeeze forsyth park in pls": "'squeeze ... in' is no verb the trip parser reads as adding a sight",
    # ("remove the aquarium from day 1" read since stop 64: "from day 1" is no longer read as an origin "day")
    # (INT11, stop 63: "planes are ok again" left this list: planes said fine lift the ban on flights,
    # ``take_back.ALLOW_MODE``)
    # (TALK6INT10, stop 62: "my kids are with their dad that week" and "we went to charleston last year, loved it"
    # left this list: asides of someone else's or of the past are left out of what the trip parser reads,
    # ``story_aside.without_stories``)
}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def _talk_misses(sandbox) -> list[str]:
    misses = [m for m in TALK if labels(m, sandbox) not in (["thanks"], ["unknown"])]
    for message in misses:
        print(f"wrong talk: {message!r}: got {labels(message, sandbox)}")
    return misses


def all_misses(sandbox) -> tuple[int, list[str]]:
    """How many messages the set holds, and those read wrong."""
    cases = _cases(sandbox)
    _right, _wrong, misses = score(cases, sandbox)
    misses += _edit_misses(EDITS, STATE, sandbox) + _edit_misses(FLY_AGAIN, DRIVING, sandbox) + _talk_misses(sandbox)
    total = len(cases) + len(EDITS) + len(FLY_AGAIN) + len(TALK)
    print(f"edits {len(EDITS) + len(FLY_AGAIN)}, talk {len(TALK)}; all {total - len(misses)} right of {total}")
    return total, misses


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    own: list[Case] = [*_cases(sandbox), *((m, [], None, "") for m, _ in [*EDITS, *FLY_AGAIN]),
                       *((m, [], None, "") for m in TALK)]
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_ninth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 300
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
