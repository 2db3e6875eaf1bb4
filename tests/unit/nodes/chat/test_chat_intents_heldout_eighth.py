"""An eighth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``), as people write them: typos, several things at once, hedges ("maybe
cancel? idk"), an eye-roll ("just me now, my bf bailed 🙄"), other languages' common words said in an English chat
("merci beaucoup!!", "muchas gracias amigo"), emoji, shouting and run-ons (sarcasm is in the talk set said on a plan,
``test_talk_heldout_fourth.py``: "wow, what a bargain 🙄"). It holds cancel, start over, undo, cheaper, nicer,
thanks, questions about the plan, two intents and follow-ups, near misses that borrow an intent's word and ask for an
edit (``NONE``), disruptions, whole messages in another language, help and out-of-scope asks, edits checked by what
they change (``EDITS``, ``FLY_AGAIN``), and talk that must change nothing (``TALK``).

Written by helper TALK4 before any rule was changed for it; no sentence of the first seven sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on HEAD (edf0956) first (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20 landing 17:35, F2 home at 06:02 landing 08:11; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels; the
Tennessee Aquarium on day 1). The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now
right, fails the test.
"""

from __future__ import annotations

from typing import Any

from tests.support.intent_scoring import Case, Q, Want, labels, reused, run_set, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_seventh as seventh
from tests.unit.nodes.chat import test_chat_intents_heldout_sixth as sixth
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third
from tests.unit.nodes.chat.test_chat_intents_heldout_sixth import DRIVING, STATE, _edit_misses

CANCEL = ["maybe cancel? idk", "i think we should just cancel tbh", "ugh fine. cancel. 😑", "CANCEL THE TRIP PLS",
          "cancel, sorry!!", "sorry, cancel the whole trip", "cancel pls 🙏", "cancel it, we're not going after all",
          "cancell it", "cnacel pls", "cancel it all 😭😭", "ok you know what, cancel", "yeah cancel it",
          "cancel please, work came up", "just forget the whole trip", "forget it, sorry for wasting your time",
          "eh forget it", "forget the whole thing lol sry", "never mind, we'll stay home", "nvm we're not going",
          "scrap it all honestly", "scrap the trip, thanks anyway", "trip's cancelled, sorry",
          "the trip is cancelled",
          "we're calling off the trip", "no trip after all, cancel", "pls cancel the whole plan",
          "cancel everything pls, no trip",
          "abort abort 😂", "ok cancel the savannah trip"]
START_OVER = ["start over?", "start over pls, totally new trip", "let's start over again", "can we start fresh?",
              "new plan pls, start over", "from scratch pls, new trip", "scratch that, start over",
              "start all over pls",
              "i kinda want a brand new trip tbh", "reset pls 🙃"]
UNDO = ["undo that pls", "undo undo undo 😫", "undo 🙏", "can u undo the last change", "undo the last change pls",
        "hmm undo that", "undo that one", "revert pls!!", "revert revert", "revert the last change", "go back one",
        "go back to the last one", "go back plz", "back to the old one pls", "back to how it was pls",
        "hmm the old one was better",
        "old one was better tbh", "the old plan was way better", "i preferred the old one",
        "we liked the previous one more",
        "put it back pls 🙏", "change it back, that's worse", "switch it back!!", "can you change it back?",
        "bring back the old plan!!",
        "restore it pls", "roll it back pls, no good", "rewind that", "ctrl+z that lol", "nah, go back"]
CHEAPER = ["cheaper pls?", "cheaper cheaper cheaper", "cheaper ???", "can u go cheaper", "cheaper if possible",
           "cheaper would be nice", "maybe a bit cheaper?", "make it cheaper maybe?", "could it be cheaper",
           "anything cheaper? 🥺", "expensive af", "way too expensive 😬😬", "thats way too pricy", "too costly for us",
           "thats a lot of money lol", "omg the price 😱 cheaper pls", "we're broke rn lol, cheaper",
           "students here, cheaper pls", "can we spend less money", "spend less please", "save us some cash",
           "lower the total pls", "cut the price down", "bring the cost down a lil", "cheapest version pls",
           "cheapest possible, pls", "as cheap as possible pls", "budget version please", "chaeper plz?", "cheapr"]
NICER = [("nicer hotel maybe?", "hotels"), ("better hotel pls!!", "hotels"),
         ("can we maybe get a nicer hotel?", "hotels"),
         ("upgrade the room pls", "hotels"), ("a fancier hotel would be nice", "hotels"),
         ("nicer accommodations please", "hotels"), ("the hotel looks meh, anything better?", "hotels"),
         ("higher rated hotel pls, this one's meh", "hotels"), ("somewhere nicer to stay pls", "hotels"),
         ("hotel is gross, upgrade pls", "hotels"),
         ("better restaurants maybe?", "restaurants"), ("nicer food please", "restaurants"),
         ("fancier dinner spots pls", "restaurants"), ("can we eat somewhere nicer 🍷", "restaurants"),
         ("better places to eat pls 🍝", "restaurants"), ("upgrade the restaurants pls", "restaurants"),
         ("more sights pls", "sights"), ("more things to do pls, bored already", "sights"),
         ("more attractions would be great", "sights"),
         ("can we see more stuff?? 🙂", "sights"), ("later flights please", "humane_hours"),
         ("a later flight back pls", "humane_hours"), ("6am flight is too early!!", "humane_hours"),
         ("the flight home is too early lol", "humane_hours"), ("nicer flight times pls", "humane_hours"),
         ("make it nicer idk", "overall"), ("make the whole trip nicer pls", "overall"),
         ("upgrade the whole trip lol", "overall"),
         ("fancier pls", "overall"), ("better everything pls", "overall")]
THANKS = ["thanks!!! 🙏", "thanks sooo much!!", "thank you soooo much!", "thx!! 🙌", "ty!!! 😁", "ty ty 🫶",
          "tysm!! 💯", "thanks a bunch, u rock",
          "thank u!! :D", "thanks, looks good", "merci :)", "merci beaucoup!!", "gracias!!",
          "muchas gracias amigo", "danke!",
          "danke schön!", "grazie mille!!", "obrigado!! 😊", "perfect!!! thx", "awesome thank you", "great, thanks!!",
          "love it ❤️", "looks perfect, ty", "this is great, thanks", "sounds good to me 👍", "cool cool, thanks",
          "ok thanks bye", "bye bye now!", "that's all, thank you", "you're the best!! 🏆"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("total?? 👀", Q("$1,520.00")), ("total cost again pls", Q("$1,520.00")),
    ("how much in total then?", Q("$1,520.00")),
    ("how much is it all in all", Q("$1,520.00")), ("how much does the whole trip cost?", Q("$1,520.00")),
    ("whats the damage", Q("$1,520.00")), ("so how much r we paying", Q("$1,520.00")),
    ("what's the grand total", Q("$1,520.00")), ("how much money is this", Q("$1,520.00")),
    ("hw much is it", Q("$1,520.00")), ("how much left in the budget?", Q("$280.00")),
    ("how much do we have left over", Q("$280.00")), ("are we under budget or nah", Q("$1,520.00")),
    ("how much per person?", Q("$760.00")),
    # a day's cost and the extremes
    ("so how much is day 2", Q("$620.00")), ("day 1 cost pls", Q("$900.00")), ("what's day one cost", Q("$900.00")),
    ("how much is the first day again", Q("$900.00")), ("cost per day pls??", Q("$900.00", "$620.00")),
    ("which day is most expensive", Q("Day 1", "$900.00")), ("whats the cheapest day", Q("Day 2", "$620.00")),
    ("why is day 1 so expensive", Q("$900.00")),
    # the days
    ("what's on day 1 again?", Q("Tennessee Aquarium")),
    ("so what are we doing on the first day", Q("Tennessee Aquarium")),
    ("show me the plan real quick", Q("Tennessee Aquarium")),
    ("can i see the itinerary again", Q("Tennessee Aquarium")),
    ("what's the schedule", Q("Tennessee Aquarium")), ("day 2??", Q("Day 2")), ("what r we doing day 2", Q("Day 2")),
    # meals and sights
    ("where do we eat dinner day 1", Q("Dhaba On Wheels")), ("what restaurant is dinner at", Q("Dhaba On Wheels")),
    ("dinner day 1?", Q("Dhaba On Wheels")), ("where's lunch on day 2", Q("lunch")),
    ("what are we seeing there?", Q("Tennessee Aquarium")),
    ("which attractions do we see on day 1", Q("Tennessee Aquarium")),
    # the stay
    ("where r we staying again lol", Q("Private Oasis")), ("what's the hotel again", Q("Private Oasis")),
    ("hotel name again?", Q("Private Oasis")),
    ("where do we sleep?? 😴", Q("Private Oasis")), ("which place are we staying at", Q("Private Oasis")),
    ("why this hotel tho?", Q("Private Oasis")),
    # the flights
    ("what time's the flight", Q("15:20")), ("when do we fly", Q("15:20")),
    ("when do we take off exactly", Q("15:20")),
    ("when do we land in savannah", Q("17:35")), ("what time do we arrive in savannah", Q("17:35")),
    ("when do we fly home again", Q("06:02")), ("what time's the flight home?", Q("06:02")),
    ("when do we land back home", Q("08:11")), ("what's the flight number on day 1", Q("F1")),
    # the dates, length and the last change
    ("which dates again?", Q("March 3")), ("when do we leave for the trip", Q("15:20")),
    ("how many days is it again", Q("2 days")), ("what changed tho?", Q("budget")),
    ("what did u change just now", Q("budget"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo that and tell me the total pls", ["undo", Q("$1,520.00")]), ("thanks!! how much is it?", [Q("$1,520.00")]),
    ("cheaper pls, and how much is day 1 then", ["cheaper", "question"]),
    ("ty! where are we staying again?", [Q("Private Oasis")]),
    ("nicer hotel, and what's the total then?", ["nicer:hotels", "question"]),
    ("cheaper please, thank you!!", ["cheaper"]), ("thanks a lot, bye!", ["thanks"]),
    ("cancel it pls, thanks anyways", ["cancel"]),
    ("revert that pls, thx", ["undo"]), ("when do we fly out and when do we land?", [Q("15:20", "17:35")]),
    ("what's the total and how much per day?", [Q("$1,520.00", "$900.00")]),
    ("go back pls and whats the total then", ["undo", Q("$1,520.00")]),
    ("more sights pls, and what's day 1 look like then", ["nicer:sights", "question"]),
    ("great! what time is the flight out?", [Q("15:20")]), ("cool, how much is day 1?", [Q("$900.00")]),
    ("nah start over", ["start_over"]), ("3 people now, and how much is it then?", ["none", "question"]),
    ("budget 3000 now, how much left?", ["none", "question"]),
    ("thank u! where's dinner day 1?", [Q("Dhaba On Wheels")]),
    ("later flights, and what's the total then", ["nicer:humane_hours", "question"])]
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("so how much is day 2", "what about day 1 tho?", Q("$900.00")), ("what's on day 2",
    "ok and the first day?", Q("Tennessee Aquarium")),
    ("when's the flight out", "and the return flight?", Q("06:02")), ("so how much is day 2",
    "overall then?", Q("$1,520.00")),
    ("what's the total", "hmm and for day one?", Q("$900.00")), ("where's dinner on day 1",
    "and on day 2 then?", Q("Day 2")),
    ("what time do we land in savannah", "and when do we get home?", Q("08:11")),
    ("how much is the trip", "and per day then?", Q("$900.00", "$620.00"))]
NONE = ["cancel dinner on day 1", "undo the budget cut but make it 3 people", "no cheap hotels",
    "forget the aquarium pls",
        "thanks but we're 5 now", "cancel the aquarium, we've seen it", "go back to march 3-4 but from boston",
        "cheaper hotel but keep the aquarium", "start on march 7 instead",
        "skip the aquarium pls, not into fish", "thanks! add a third day",
        "nicer hotel but budget max $2000", "no thanks to the aquarium, take it out",
        "forget dinner at dhaba on wheels"]
DISRUPTION = ["F1 got cancelled 😩", "flight F1 is cancelled", "our flight out got cancelled", "F2 was just cancelled",
              "they cancelled our flight home!!", "the hotel cancelled our booking",
              "private oasis just cancelled on us!!",
              "dhaba on wheels closed down", "tennessee aquarium is closed on the 3rd", "F2 is delayed 4 hours"]
FOREIGN = ["¿Cuánto cuesta todo el viaje?", "Quiero un hotel más barato, por favor", "Können wir das Hotel ändern?",
           "C'est trop cher, un voyage moins cher s'il vous plaît", "Quanto custa o hotel?",
           "Vorrei annullare il viaggio",
           "Wie teuer ist der erste Tag?", "Je voudrais un meilleur hôtel"]
OTHER: list[tuple[str, str]] = [("help??? 😵", "help"), ("help pls i'm lost", "help"), ("so what can you do?", "help"),
                                ("how do i use this", "help"), ("is it gonna rain in savannah tho", "out_of_scope"),
                                ("can u book it all for us", "out_of_scope"), ("can you email it to me",
                                "out_of_scope"),
                                ("do we need our passports", "out_of_scope"), ("can u rent us a car", "out_of_scope"),
                                ("whats the weather gonna be", "out_of_scope")]

D1, D2 = "2022-03-10", "2022-03-11"
EDITS: list[tuple[str, dict[str, Any]]] = [
    ("we're 4 now lol", {"people_number": 4}), ("make it 4 ppl pls", {"people_number": 4}),
    ("actually 3 of us", {"people_number": 3}), ("my sister wants to come too", {"people_number": 3}),
    ("add 1 person pls", {"people_number": 3}), ("two more people pls", {"people_number": 4}),
    ("just me now, my bf bailed 🙄", {"people_number": 1}), ("6 ppl now lol", {"people_number": 6}),
    ("our son is coming too, he's 6", {"people_number": 3, "house rule": "children under 10"}),
    ("bringing the kids, 4 and 8", {"people_number": 4, "house rule": "children under 10"}),
    ("march 10-11 instead pls", {"date": [D1, D2]}),
    ("can we do the 10th and 11th of march instead", {"date": [D1, D2]}),
    ("push it a week pls", {"date": [D1, D2]}), ("move it to march 10 pls", {"date": [D1, D2]}),
    ("make it 3 days instead", {"days": 3}), ("one more day pls", {"days": 3}),
    ("add another day pls 🙏", {"days": 3}),
    ("budget 2k now", {"budget": 2000}), ("the budget is 2500 now", {"budget": 2500}),
    ("raise the budget to $3000", {"budget": 3000}),
    ("we can do 2200 max", {"budget": 2200}),
    ("let's do charleston instead", {"dest": "Charleston"}), ("atlanta instead pls", {"dest": "Atlanta"}),
    ("change the destination to miami", {"dest": "Miami"}), ("we'll leave from boston instead", {"org": "Boston"}),
    ("we'd rather drive", {"transportation": "no flight"}),
    ("no planes pls, we'll drive", {"transportation": "no flight"}),
    ("road trip instead!", {"transportation": "no flight"}),
    ("we're bringing our dog 🐶", {"house rule": "pets"}), ("need a pet friendly place", {"house rule": "pets"}),
    ("we want mexican food", {"cuisine+": "Mexican"}), ("add some chinese food pls", {"cuisine+": "Chinese"}),
    ("entire place pls, no shared stuff", {"room type": "entire room"}),
    ("pls add forsyth park", {"must see+": "Forsyth Park"}),
    ("take the aquarium out", {"must see-": "Tennessee Aquarium"})]
FLY_AGAIN: list[tuple[str, dict[str, Any]]] = [
    ("actually let's fly, 12 hours is too long", {"transportation!": "no flight"}),
    ("flying is fine now", {"transportation!": "no flight"}), ("we can fly again", {"transportation!": "no flight"}),
    ("back to flying pls", {"transportation!": "no flight"})]
TALK = ["omg so excited", "hahaha", "lol ok", "hmmmm ok", "k cool", "woohoo!", "this is gonna be fun",
    "brb 1 sec", "one moment",
        "let me check with my husband", "we've never been to georgia", "it's my wife's 40th 🎉", "ok ok",
        "interesting 🤔",
        "hm ok", "alright"]

# Scored on HEAD (edf0956) before any rule was changed for it: 318 of 340 right (intents 271 of 285: cancel 24/30, help
# 2/4, none 12/14, question 53/55, start over 9/10, disruption 9/10, the rest all right; edits 33 of 39; talk 14 of 16).
# The causes fixed, each a general rule: hedges around a cancel or a new start ("maybe cancel? idk", "i think we should
# just cancel tbh", "i kinda want a brand new trip tbh": ``intent_cues.CANCEL_FILLER``); help with an emoji or "i'm
# lost"; a lunch asked on a day with no meals answered by the day's card alone (``answers._none_of_asked`` names the
# meal, with its reason); "which place are we staying at"; a named flight delayed by an amount ("F2 is delayed 4 hours":
# ``undated._by_plan``); children counted by their ages ("bringing the kids, 4 and 8": ``relative._ages_after``); "push
# it a week" with no way said (``date_edits.SHIFT``); "take the aquarium out" (``take_back.TAKE_BACK``); "we've never
# been to georgia" (a story: ``request_merge._TO_A_STATE``); "alright" as small talk. After the fixes: 332 of 340 (the 8
# below).
# ("entire place pls, no shared stuff", read as "not shared room", reads since stop 80: room_type._narrowed)
KNOWN_MISSES: dict[str, str] = {
    "ugh fine. cancel. 😑": "'fine' beside a cancel reads as content kept ('nvm, it's fine'), so the clause asks for "
                            "something and the cancel is not taken alone",
    "nicer hotel but budget max $2000": "a preference and a budget said together: the budget beside it is not read",
    "just me now, my bf bailed 🙄": "'just me' and 'my bf bailed' are read as two counts of travellers that contradict",
}
# (two misses another change of this session made, "undo the budget cut but make it 3 people" read as an undo alone
# and "it's my wife's 40th" read as March 40th, were mended at their causes: said_before._UNDONE_FIRST and
# date_edits._DAY_OF_MONTH)
# (later, helper INT17: "we'd rather drive" is read, a wish to drive said alone on a plan that flies being "no flights":
# ``wish_unwrapped``; 333 of 340)
# (stop 97: "cheaper hotel but keep the aquarium" is read, "keep" before a sight held being that sight's wish kept:
# ``that_meant.kept_sight_meant``; 334 of 340)


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
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_eighth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 300
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
