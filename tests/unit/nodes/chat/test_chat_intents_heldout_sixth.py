"""A sixth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``), as people really write them: terse, chatty, typos, slang, emoji and
several intents in one message. Besides cancel, start over, undo, cheaper, nicer, thanks, questions, two intents and
follow-ups, it holds the edits people make in a chat, each checked by what the edit changes (``EDITS``): more or fewer
people (with children's ages: "4 kids (all over 10)" sets no children-under-10 rule), other dates, another
destination said in slang ("hittin yuma from flagstaff"), switching between flying and driving with a complaint beside
it ("ok fly again, 10 hours in the car is too much": never read as a driving-hours rule), adding and taking back a
wish; a disruption said with its consequence ("dinner on day 1 is off, Dhaba On Wheels is closed": one closure, not
two, ``ONE_DISRUPTION``); and talk that must change nothing (``TALK``).

Written by helper INT6 before any rule was changed for it; no sentence of the first five sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on HEAD (8d555ec) first (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20, F2 home at 06:02; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels; the Tennessee Aquarium on day 1).
The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now right, fails the test.
"""

from __future__ import annotations

import copy
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE, Case, Q, Want, labels, reused, score, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third

CANCEL = ["cancel it pls thx", "cancl", "cancel the trip lol", "ok nvm cancel", "just cancel it, plans changed",
          "we can't go anymore, cancel", "cancel cancel cancel!!", "pls cancel this whole trip 😭", "uh cancel",
          "cancel everything, my boss said no", "nope. cancel it.", "no thanks, cancel the whole thing",
          "cancel it all please, something came up", "forget about the trip, sorry", "forget this trip",
          "nah forget it lol", "cancel the savannah trip", "scrap this trip", "scrap the trip pls",
          "we're not going anymore", "trip's off", "the trip is off, sorry", "call it all off",
          "kill the whole plan", "ditch it", "cancel my trip", "never mind the whole thing",
          "nvm, not doing this trip", "Cancel the trip, thank you", "can u cancel it pls"]
START_OVER = ["start over pls", "lets start again", "start from scratch", "i wanna start over", "new trip please, something else",
              "let's plan a new trip", "wipe it and start over", "fresh start pls", "lets begin again from zero", "reset everything pls"]
UNDO = ["undo pls!", "undoooo", "undo the last thing u did", "undo it pls", "can u undo that pls", "go back pls ugh",
        "go back to the previous one pls", "go back to before pls", "back to the old plan", "the old plan was better",
        "the previous plan was better tbh", "i liked it better before tbh", "that was better before", "revert plz",
        "revert that change pls", "put it back!!", "put it back how it was pls", "change it back right now", "plz change it back",
        "ugh go back", "nah go back to the other one", "the other plan was better, go back",
        "undo the change", "undo that last change please", "bring back the previous version", "restore the old one",
        "back to the earlier plan", "undo that, it was better before", "prev version pls", "go back to the first one"]
CHEAPER = ["cheaper??? pls", "cheeper pls", "cheaper!!", "make it cheaper pls 🙏", "a bit cheaper?", "can it be cheaper at all",
           "can u make it cheaper", "find us something cheaper", "less money pls!!", "spend less", "save money pls",
           "way too pricey tbh", "too expensive lol", "thats too much $$$", "💸💸 too much", "cut the cost",
           "lower the cost pls", "reduce the price", "cheapest option please", "the cheapest you can do",
           "bring the price down", "we need to spend less", "budget friendly pls", "can we go cheaper",
           "go cheaper on it", "that's pricey, can it be cheaper", "is there anything cheaper out there??", "expensive! cheaper pls",
           "cheaper plzzz", "cheapest pls"]
NICER = [("nicer hotel?", "hotels"), ("nicer hotel pls 🙏", "hotels"), ("better hotel", "hotels"),
         ("a nicer place to sleep", "hotels"), ("upgrade the hotel pls!", "hotels"), ("fancier hotel pls", "hotels"),
         ("better rated hotel please", "hotels"), ("the hotel looks sketchy, something nicer pls", "hotels"),
         ("nicer accommodation", "hotels"), ("can we stay somewhere nicer", "hotels"), ("nicr hotel", "hotels"),
         ("better restaurants?", "restaurants"), ("nicer places to eat pls!", "restaurants"),
         ("better restos pls", "restaurants"), ("fancier food pls", "restaurants"),
         ("can we get better food", "restaurants"), ("better dinner spots", "restaurants"),
         ("more things to do?", "sights"), ("more sights pls!", "sights"), ("more stuff to see pls", "sights"),
         ("add more attractions pls, we get bored", "sights"), ("we want to see more stuff", "sights"),
         ("later flight pls", "humane_hours"), ("the flight home is too early", "humane_hours"),
         ("6am flight?? later pls", "humane_hours"), ("can we leave later", "humane_hours"),
         ("that early flight is rough, something later", "humane_hours"), ("better flight times pls, 6am is criminal", "humane_hours"),
         ("make it nicer pls", "overall"), ("make everything nicer", "overall")]
THANKS = ["thanks!!", "thx!", "tysm!!", "ty ty ty", "thank u", "thanks a lot", "thanks so much!!", "ok thanks", "cool thx",
          "great thx", "perfect", "perfect!! ty", "awesome thanks", "nice, thanks a bunch", "love it!! 💕", "looks good",
          "looks perfect", "sounds great", "amazing 😍", "🙌🙌", "ok bye now", "byeee", "thanks bye", "that's all thanks",
          "cheers mate, legend"]
QUESTIONS: list[tuple[str, Want]] = [
    # the cost
    ("total??", Q("$1,520.00")), ("how much", Q("$1,520.00")), ("how much is it", Q("$1,520.00")),
    ("how much is it all", Q("$1,520.00")), ("whats the total", Q("$1,520.00")), ("total cost pls?", Q("$1,520.00")),
    ("how much $$", Q("$1,520.00")), ("how much in total?", Q("$1,520.00")), ("price??", Q("$1,520.00")),
    ("how much left", Q("$280.00")), ("how much budget is left now?", Q("$280.00")), ("whats the budget", Q("$1,800")),
    ("are we under budget still?", Q("$1,520.00")),
    # a day's cost
    ("day 1 cost??", Q("$900.00")), ("how much is day one gonna be", Q("$900.00")), ("day 2 how much", Q("$620.00")),
    ("how much does the 2nd day cost", Q("$620.00")), ("cost per day pls?", Q("$900.00", "$620.00")),
    # the days
    ("what's on day 1", Q("Tennessee Aquarium")), ("day 1?", Q("Tennessee Aquarium")),
    ("whats the plan for day one", Q("Tennessee Aquarium")), ("show me the itinerary", Q("Tennessee Aquarium")),
    ("what do we do on day 2?", Q("Day 2")),
    # restaurants and sights
    ("where's dinner on day 1", Q("Dhaba On Wheels")), ("where do we eat day 1", Q("Dhaba On Wheels")),
    ("what restaurant is dinner", Q("Dhaba On Wheels")), ("what are we seeing", Q("Tennessee Aquarium")),
    ("what sights are there", Q("Tennessee Aquarium")),
    # the stay
    ("hotel?", Q("Private Oasis")), ("which hotel", Q("Private Oasis")), ("where r we staying?", Q("Private Oasis")),
    ("whats the hotel", Q("Private Oasis")), ("where do we stay the first night", Q("Private Oasis")),
    ("why this hotel", Q("Private Oasis")), ("is the hotel any good tho", Q("Private Oasis")),
    # the flights
    ("what time is the flight?", Q("15:20")), ("when do we leave newark?", Q("15:20")), ("flight times?", Q("15:20")),
    ("when do we land?", Q("17:35")), ("what time is the flight back", Q("06:02")), ("when do we fly home", Q("06:02")),
    ("r we flying there?", Q("F1")),
    # the dates, the length and the last change
    ("when do we go", Q("March 3")), ("what are the dates again", Q("March 3")), ("how many days", Q("2 days")),
    ("what did u change", Q("budget")), ("what changed this time?", Q("budget"))]
TWO: list[tuple[str, list[Want]]] = [
    ("undo and what's the total", ["undo", Q("$1,520.00")]), ("cheaper pls and how much is day 1 then", ["cheaper", "question"]),
    ("thx! what time is the flight", [Q("15:20")]), ("nicer hotel pls, and what would it cost", ["nicer:hotels", "question"]),
    ("make it cheaper, ty", ["cheaper"]), ("great thanks bye", ["thanks"]), ("cancel it, thx anyway", ["cancel"]),
    ("ok thanks, and where do we stay?", [Q("Private Oasis")]), ("how much is day 1 and day 2", [Q("$900.00", "$620.00")]),
    ("where do we stay and what's for dinner day 1", [Q("Private Oasis", "Dhaba On Wheels")]),
    ("go back and show me day 1", ["undo", Q("Tennessee Aquarium")]), ("more sights pls, and what's on day 1 then", ["nicer:sights",
                                                                                                         "question"]),
    ("later flights and when do we land then", ["nicer:humane_hours", "question"]),
    ("nvm start over", ["start_over"]), ("thank you!! bye bye", ["thanks"]), ("undo that pls, thanks", ["undo"]),
    ("cheaper and what changed?", ["cheaper", "question"]), ("love it, what's the total?", [Q("$1,520.00")]),
    ("3 people now, and what's the total then?", ["none", "question"]),
    ("add a day pls and how much is it then", ["none", "question"]),
    ("change the budget to 2500, what's left then?", ["none", "question"])]
# (the question before, the follow-up, what the follow-up must get)
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 1", "and the 2nd day?", Q("$620.00")), ("what's on day 1", "what abt day 2", Q("Day 2")),
    ("when do we fly out", "and back?", Q("06:02")), ("how much is day 2", "and the total?", Q("$1,520.00")),
    ("where do we stay", "is it nice tho?", Q("Private Oasis")), ("what's the total", "and for day one?", Q("$900.00"))]
# Messages that borrow an intent's word but ask for none of them: the trip parser's part
NONE = ["cancel the aquarium pls", "undo the aquarium, add forsyth park", "no cheap hotels pls", "cheaper flights but a nicer hotel",
        "cancel the dinner at dhaba on wheels", "thanks, but make it 3 people", "go back to 2 people",
        "forget the budget, make it $3000", "start on the 6th instead", "nicer weather would be good lol but whatever, 3 days",
        "drop the aquarium pls", "no thanks to the aquarium, skip it"]
DISRUPTION = ["F1 got cancelled!!", "our flight out is cancelled 😩", "flight home cancelled, F2", "the hotel is overbooked",
              "private oasis cancelled on us", "the aquarium's closed", "dhaba on wheels closed for good",
              "storm cancelled our flight on day 1", "our flight home got scrapped", "the return flight is canceled",
              "hotel just cancelled our booking!"]
FOREIGN = ["¿Podemos cambiar el hotel?", "Können wir einen Tag hinzufügen?", "On peut partir plus tard ?",
           "Hay vuelos más baratos?", "Wie viel kostet alles?"]
OTHER: list[tuple[str, str]] = [("help??", "help"), ("help me pls", "help"), ("what can you do", "help"),
                                ("is it gonna rain in savannah", "out_of_scope"), ("can you book it", "out_of_scope"),
                                ("book the hotel for us pls", "out_of_scope"), ("send me this plan", "out_of_scope"),
                                ("do we need a visa", "out_of_scope")]

# Edits, each with what it must change in the request (``_changed``): a field's new value, a local rule's (None: no such
# rule), a wish added to a list ("cuisine+") or gone from it ("must see-"), or a rule that must not be there ("x!")
D1, D2 = "2022-03-10", "2022-03-11"
EDITS: list[tuple[str, dict[str, Any]]] = [
    # more or fewer people
    ("3 of us", {"people_number": 3}), ("add 1 person", {"people_number": 3}), ("my sister is coming too", {"people_number": 3}),
    ("+1 pls, my mom wants to come", {"people_number": 3}), ("we're 5 now lol", {"people_number": 5}),
    ("2 more people joining", {"people_number": 4}), ("make it four people", {"people_number": 4}),
    ("just me now, my wife cant come", {"people_number": 1}), ("one less person pls", {"people_number": 1}),
    ("my bf bailed so it's just me", {"people_number": 1}), ("6 ppl", {"people_number": 6}),
    ("actually three of us", {"people_number": 3}), ("we're bringing our kid too", {"people_number": 3}),
    # children with their ages: under 10 sets the house rule, all over it sets none
    ("we're bringing our 2 kids (they're 4 and 6)", {"people_number": 4, "house rule": "children under 10"}),
    ("plus our son, he's 3", {"people_number": 3, "house rule": "children under 10"}),
    ("2 kids too, both over 10", {"people_number": 4, "house rule!": "children under 10"}),
    ("bringing 2 teenagers (13 and 15)", {"people_number": 4, "house rule!": "children under 10"}),
    ("our 2 kids are coming, they're 11 and 14", {"people_number": 4, "house rule!": "children under 10"}),
    ("plus 3 kids (all older than 10)", {"people_number": 5, "house rule!": "children under 10"}),
    ("we have 2 kids, ages 12 and 16", {"people_number": 4, "house rule!": "children under 10"}),
    # other dates and length
    ("march 10-11 instead", {"date": [D1, D2]}), ("can we do the 10th and 11th", {"date": [D1, D2]}),
    ("move it to march 10", {"date": [D1, D2]}), ("push it a week later", {"date": [D1, D2]}),
    ("dates: 3/10 - 3/11", {"date": [D1, D2]}), ("change dates to mar 10 to mar 11", {"date": [D1, D2]}),
    ("leave on the 10th pls", {"date": [D1, D2]}), ("a day later pls", {"date": ["2022-03-04", "2022-03-05"]}),
    ("leave a day earlier pls", {"date": ["2022-03-02", "2022-03-03"]}), ("tack on another day", {"days": 3}),
    ("make it 3 days pls", {"days": 3}), ("3 days instead of 2", {"days": 3}), ("budget is 2500 now", {"budget": 2500}),
    ("raise the budget to $2,200", {"budget": 2200}), ("2k budget", {"budget": 2000}),
    # another destination or origin, said in slang
    ("lets do charleston instead", {"dest": "Charleston"}), ("change the destination to atlanta", {"dest": "Atlanta"}),
    ("actually we wanna go to nashville", {"dest": "Nashville"}), ("not savannah, charlotte", {"dest": "Charlotte"}),
    ("headin to miami instead", {"dest": "Miami"}), ("hitting up orlando instead", {"dest": "Orlando"}),
    ("swap savannah for charleston", {"dest": "Charleston"}), ("hittin yuma from flagstaff", {"org": "Flagstaff", "dest": "Yuma"}),
    ("goin to tampa from boston", {"org": "Boston", "dest": "Tampa"}), ("rollin to nashville from memphis",
                                                                          {"org": "Memphis", "dest": "Nashville"}),
    ("we're flying out of boston now", {"org": "Boston"}), ("leaving from philly instead", {"org": "Philadelphia"}),
    # switching to driving (the trip flies)
    ("let's drive", {"transportation": "no flight"}), ("we'll drive instead", {"transportation": "no flight"}),
    ("no planes pls, we'll take the car", {"transportation": "no flight"}),
    ("driving is better, flying with a toddler is a nightmare", {"transportation": "no flight"}),
    # adding and taking back a wish
    ("we need a pet friendly place", {"house rule": "pets"}), ("we're bringing the dog after all", {"house rule": "pets"}),
    ("add italian food", {"cuisine+": "Italian"}), ("we want mexican food pls", {"cuisine+": "Mexican"}),
    ("entire place for us pls", {"room type": "entire room"}), ("private room pls", {"room type": "private room"}),
    ("we wanna see forsyth park", {"must see+": "Forsyth Park"}), ("add forsyth park pls", {"must see+": "Forsyth Park"}),
    ("skip the aquarium pls", {"must see-": "Tennessee Aquarium"}), ("no need for the aquarium", {"must see-": "Tennessee Aquarium"})]
# The same kinds of edit on a trip that drives (``DRIVING``): flying again, a complaint about the car beside it
FLY_AGAIN: list[tuple[str, dict[str, Any]]] = [
    ("ok fly again, driving 9 hours is too much", {"transportation!": "no flight"}),
    ("let's fly, 12 hours in a car is insane", {"transportation!": "no flight"}),
    ("fly pls, nobody wants 10 hrs in the car", {"transportation!": "no flight"}),
    ("back to flying, the 11 hour drive would kill us", {"transportation!": "no flight"}),
    ("we'll fly after all, too many hours of driving", {"transportation!": "no flight"}),
    ("can we fly? 10 hours driving each way is a lot", {"transportation!": "no flight"}),
    ("flying it is, 8 hours on the road is too long for the kids", {"transportation!": "no flight"}),
    ("no more road trip, book flights instead", {"transportation!": "no flight"})]
# A disruption said with its consequence: one closure, never two
ONE_DISRUPTION = ["dinner on day 1 is off, Dhaba On Wheels is closed", "day 1 dinner is cancelled, dhaba on wheels shut down",
                  "no dinner on day 1, the restaurant (dhaba on wheels) closed", "the aquarium visit is off, the aquarium is closed",
                  "our flight home is off, F2 got cancelled", "no hotel tonight, private oasis cancelled our room",
                  "day 1's dinner spot is closed - Dhaba On Wheels", "dinner day 1 is a no go, dhaba on wheels is shut"]
# Talk: said in passing, it changes nothing (small talk answered, or said not understood)
TALK = ["we're so excited!!", "haha ok", "lol", "hmm", "ok", "omg can't wait", "my wife will love this",
        "we went to savannah years ago, loved it", "it's our anniversary trip 🥰", "first time in georgia!",
        "ok let me think about it", "brb", "interesting", "hmm ok let me check with my husband"]

# A thread whose trip drives (flights ruled out), its plan driving there and back
DRIVING: dict[str, Any] = {**STATE, "trip": {**STATE["trip"], "local_constraint": {**STATE["trip"]["local_constraint"],
                                                                                  "transportation": "no flight"}}}
DRIVING["plan"] = copy.deepcopy(STATE["plan"])
DRIVING["plan"][0]["transportation"] = "Self-driving, from Newark to Savannah, duration: 12 hours 5 mins, distance: 1,290 km, cost: 64"
DRIVING["plan"][1]["transportation"] = "Self-driving, from Savannah to Newark, duration: 12 hours 5 mins, distance: 1,290 km, cost: 64"

# Scored on HEAD (8d555ec) before any rule was changed for it: 312 of 356 right (intents 248 of 265: cancel 28/30,
# cheaper 29/30, follow-up 4/6, foreign 4/5, nicer 25/30, none 10/12, question 45/47, two intents 20/21, undo 29/30, the
# rest all right; edits 47 of 69; one disruption 5 of 8; talk 12 of 14). The causes fixed (general rules, each with its
# own tests on other messages): a driving duration said beside flying again read as a driving limit and refused, and
# "fly pls", "flying it is", "can we fly?", "let's just fly" not lifting the ban on flights (``driving_hours.flies_instead``,
# ``take_back.ALLOW_MODE``; test_chat_mode_switch_reason.py); one booking said gone twice ("dinner on day 1 is off, Dhaba
# On Wheels is closed") repaired as two (``undated._one_each``; test_chat_disruption_said_once.py); a destination in
# slang ("hittin", "hitting up", "let's do", "make it", "off to") lost (``place_roles._DEST_CUE``;
# test_chat_destination_slang.py); the trip's own state said in passing ("first time in georgia!") made the destination
# (``request_merge._state_of_the_trip``); children joining ("bringing our kid", "plus our son", "2 kids too", "our 2 kids
# are coming", "teenagers") not counted (``relative``; test_chat_children_joining.py); a shift of the dates said alone
# ("a day later pls": ``date_edits.SHIFT``; test_chat_date_shift_alone.py); the trip called by its own city ("cancel
# the savannah trip": ``message_reading._trip_unnamed``); "call it all off", "restos". After the fixes: 335 of 356; then
# 336, "swap savannah for charleston" said as the route's change (``replacing.route_swap_said``; the 20 below).
KNOWN_MISSES: dict[str, str] = {
    # (TALK5: "prev version pls" reads right now: an earlier version named alone is an undo, intent_cues.EARLIER_ALONE)
    # (INT11, stop 63: "thats too much $$$" and "6am flight?? later pls" left this list: dollar signs after "too much"
    # and "later pls" after a flight named read as the cost complained of and a later flight, intent_preferences)
    "can we leave later": "read as a question about leaving; later flights are one reading, a later date another",
    "better flight times pls, 6am is criminal": "'6am' read as a flight-time rule the edit cannot use",
    # (INT11, stop 63: "day 2 how much" left this list: a question word said last asks, intent_questions.ASKS)
    "when do we go": "'go' is not one of the date questions' words",
    "cheaper flights but a nicer hotel": "two preferences in one message: only the lowest cost is planned for",
    # (INT7: "go back to 2 people" reads right now: an undo naming only what the last change left alone says the trip
    # already has it, meant_back.meant_back with undo.untouched_named)
    "On peut partir plus tard ?": "French with no word the language check knows: answered as a question in English",
    # (TALK5: "how much is day 1 and day 2" reads right now: each day's cost, answers._days_compared)
    # (TALK5: "and back?" reads right now: a leg named with no noun, intent_follow_up._LEG)
    # (INT12, stop 64: "is it nice tho?" reads right now: "tho" after a follow-up about the stay, intent_follow_up._IT_ASKED)
    # (stop 63: "just me now, my wife cant come" reads right now, found by INT11 after this stop's changes)
    # (CHAT39b: "2 kids too, both over 10" and "our 2 kids are coming, they're 11 and 14" read right now: the ages
    # after a filler or "both ... over 10" keep the children rule out, house_rule._AGES_AFTER / _ALL_10_UP_AFTER)
    "we have 2 kids, ages 12 and 16": "'we have 2 kids' is not read as 2 travellers more (they may be counted already): "
    "the count is asked",
    # (stop 61: "not savannah, charlotte" reads right now, Charlotte instead of Savannah, after this stop's changes)
    "driving is better, flying with a toddler is a nightmare": "a preference for driving with flying complained of is "
    "not read as ruling flights out",
    # (INT7: "omg can't wait" reads right now: looking forward is small talk, intent_cues.SMALL_TALK_CUE)
}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


_FIELDS = ("org", "dest", "days", "date", "people_number", "budget")


def _changed(draft: dict[str, Any], want: dict[str, Any]) -> bool:
    """Whether the edited request ``draft`` has each change ``want`` names."""
    rules = draft.get("local_constraint") or {}
    for key, value in want.items():
        name = key.rstrip("+-!")
        got = draft.get(name) if name in _FIELDS else rules.get(name)
        if key.endswith("+") and value not in (got or []):
            return False
        if key.endswith("-") and value in (got or []):
            return False
        if key.endswith("!") and value in str(got or ""):
            return False
        if key[-1] not in "+-!" and got != value:
            return False
    return True


def _edit_misses(cases: list[tuple[str, dict[str, Any]]], state: dict[str, Any], sandbox) -> list[str]:
    """The edits not read as edits (answered, or refused) or not changing what they say."""
    misses = []
    for message, want in cases:
        update = understand({**state, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
        ok = not update.get("answer") and not update.get("problems") and not update.get("preference") \
            and not update.get("disruption") and _changed(update.get("draft") or {}, want)
        if not ok:
            misses.append(message)
            print(f"wrong edit: {message!r}: want {want}, got answer={str(update.get('answer'))[:80]!r} "
                  f"problems={update.get('problems')} draft={update.get('draft')}")
    return misses


def _one_disruption_misses(sandbox) -> list[str]:
    misses = []
    for message in ONE_DISRUPTION:
        update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
        if not update.get("disruption") or update.get("disruptions_too"):
            misses.append(message)
            print(f"wrong disruption: {message!r}: got {update.get('disruption')} and {update.get('disruptions_too')}, "
                  f"answer={str(update.get('answer'))[:80]!r}")
    return misses


def _talk_misses(sandbox) -> list[str]:
    misses = [m for m in TALK if labels(m, sandbox) not in (["thanks"], ["unknown"])]
    for message in misses:
        print(f"wrong talk: {message!r}: got {labels(message, sandbox)}")
    return misses


def all_misses(sandbox) -> tuple[int, list[str]]:
    """How many messages the set holds, and those read wrong."""
    cases = _cases(sandbox)
    _right, _wrong, misses = score(cases, sandbox)
    misses += _edit_misses(EDITS, STATE, sandbox) + _edit_misses(FLY_AGAIN, DRIVING, sandbox)
    misses += _one_disruption_misses(sandbox) + _talk_misses(sandbox)
    total = len(cases) + len(EDITS) + len(FLY_AGAIN) + len(ONE_DISRUPTION) + len(TALK)
    print(f"edits {len(EDITS) + len(FLY_AGAIN)}, one disruption {len(ONE_DISRUPTION)}, talk {len(TALK)}; "
          f"all {total - len(misses)} right of {total}")
    return total, misses


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    again = reused([*_cases(sandbox), *((m, [], None, "") for m, _ in [*EDITS, *FLY_AGAIN])],
                   first, second, third, fourth, fifth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


def test_the_sixth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 350
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"
