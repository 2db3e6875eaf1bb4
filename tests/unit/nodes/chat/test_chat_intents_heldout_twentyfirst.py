"""A twenty-first held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no,
and says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a
plan, laid out like the twentieth (``test_chat_intents_heldout_twentieth.py``, the fourteenth's scorers,
``tests/support/trip_groups.py``) but said on two planned trips of the public splits no earlier set uses, built from
the data's own places (each day's cost is ``plan_trip.day_costs`` of the plan):

* ``FAY``: Houston -> Fayetteville by air (the train split's March 20-22 2022 trip, its rules kept: children under
  10, no self-driving, American, Mediterranean, French and Chinese food), 2 people, $1,500 budget; out F3923439 at
  09:29 landing 11:04 ($157 a seat), home F3922249 at 19:18 landing 20:52 ($193 a seat); the stay Modern 4story
  building w/private bathroom elavator ($276 a night, rated 3, a private room for 2, no parties, no visitors); day 1
  the Cape Fear Botanical Garden and Festival Park, lunch Noshi - Yum Asian Delivery (4.2, French), dinner The Great
  Kabab Factory (3.5, Mediterranean); day 2 breakfast Chatorey Chacha (3.3, American), the Airborne & Special
  Operations Museum Foundation, the Fascinate-U Children's Museum and the Museum of the Cape Fear, lunch Smoke N Oven
  (3.5, Chinese), dinner Andaaz E Paranthas (3.2); day 3 breakfast The Saffron Plant Restaurant, Lake Rim Park and
  ZipQuest - Waterfall & Treetop Adventure. Days $670.00, $386.00, $424.00: $1,480.00, $740.00 a person, $20.00 left.
* ``HSV``: Dallas -> Huntsville by air (the validation split's March 13-15 2022 trip, its rule kept: an entire
  room), 4 people, $2,700 budget; out F3601769 at 17:14 landing 18:57 ($129 a seat), home F3607633 at 09:26 landing
  11:26 ($145 a seat); the stay Brooklyn Charmer, Close to Everything NYC! ($568 a night, rated 4, an entire home for
  5, no children under 10, no parties); day 1 Big Spring International Park, dinner Hunger Strike (3.7); day 2
  breakfast Cherry Comet (3.6), the U.S. Space & Rocket Center, the Huntsville Botanical Garden and Burritt on the
  Mountain, lunch Ikko (2.9), dinner Hungry Minister (3.5); day 3 the flight home only. Days $1,232.00, $832.00,
  $580.00: $2,644.00, $661.00 a person, $56.00 left.

Kinds, as in the twentieth: questions about the plan (``QUESTIONS``: among them questions that read like edits,
"whats the cheapest hotel there?", "any cheaper flights?", "is there a vegan place"), edits (``EDITS``: the extended
rules among them, edits said as questions, "can we skip ...?", dislikes said as wishes, "not into museums", "we're
not big on seafood", and corrections, "i meant 3 not 4"), take-backs on threads holding wishes (``TAKE_BACKS``), swaps
(``SWAPS``), redos right after an undo (``REDO``), the usual intents (``INTENTS``: cancels in many forms, "scrap it, not happening",
"nah forget the whole thing", and help among them), a wish or thanks and a question in one turn (``MIXED``), nos the
data forces, each named with its reason (``REFUSALS``), ambiguous turns asked back (``ASK``), follow-ups acting on the
question just answered (``FOLLOW``), and talk that must change nothing (``TALK``: sarcasm and venting among it).
Written as different people text: terse, chatty, typos, no apostrophes, slang, emoji, a couple flying with kids, four
friends on a tight budget, several wishes in one message.

Written by helper INT21 before any rule was changed for it and before the chat's code was read; no sentence of the
first twenty sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). BASE figures, the causes fixed and
the misses left: above ``KNOWN_GAPS``. ``python tests/unit/nodes/chat/test_chat_intents_heldout_twentyfirst.py``
prints the tally.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tests.support import reply_scoring, trip_groups
from tests.support.edit_scoring import Edit
from tests.support.intent_scoring import Q, Want, reused, run_set
from tests.support.trip_groups import TripGroups
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighteenth as eighteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_eleventh as eleventh
from tests.unit.nodes.chat import test_chat_intents_heldout_fifteenth as fifteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourteenth as fourteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_nineteenth as nineteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_ninth as ninth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_seventeenth as seventeenth
from tests.unit.nodes.chat import test_chat_intents_heldout_seventh as seventh
from tests.unit.nodes.chat import test_chat_intents_heldout_sixteenth as sixteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_sixth as sixth
from tests.unit.nodes.chat import test_chat_intents_heldout_tenth as tenth
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third
from tests.unit.nodes.chat import test_chat_intents_heldout_thirteenth as thirteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_twelfth as twelfth
from tests.unit.nodes.chat import test_chat_intents_heldout_twentieth as twentieth
from tests.unit.nodes.chat.test_chat_intents_heldout_fourteenth import (
    _day,
    _ruled,
    _thread,
)

_MODERN = "Modern 4story building w/private bathroom elavator, Fayetteville"
FAY_TRIP: dict[str, Any] = {"org": "Houston", "dest": "Fayetteville", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-20", "2022-03-21", "2022-03-22"], "people_number": 2, "budget": 1500,
                            "local_constraint": {"house rule": "children under 10", "transportation": "no self-driving",
                                                 "cuisine": ["American", "Mediterranean", "French", "Chinese"]}}
FAY: dict[str, Any] = _thread(FAY_TRIP, [
    _day(1, "from Houston to Fayetteville", "Flight Number: F3923439, from Houston to Fayetteville, Departure Time: "
         "09:29, Arrival Time: 11:04", "-", "Cape Fear Botanical Garden, Fayetteville;Festival Park, Fayetteville;",
         "Noshi - Yum Asian Delivery, Fayetteville", "The Great Kabab Factory, Fayetteville", _MODERN),
    _day(2, "Fayetteville", "-", "Chatorey Chacha, Fayetteville", "Airborne & Special Operations Museum Foundation, "
         "Fayetteville;Fascinate-U Children's Museum, Fayetteville;Museum of the Cape Fear, Fayetteville;",
         "Smoke N Oven, Fayetteville", "Andaaz E Paranthas, Fayetteville", _MODERN),
    _day(3, "from Fayetteville to Houston", "Flight Number: F3922249, from Fayetteville to Houston, Departure Time: "
         "19:18, Arrival Time: 20:52", "The Saffron Plant Restaurant, Fayetteville", "Lake Rim Park, Fayetteville;"
         "ZipQuest - Waterfall & Treetop Adventure, Fayetteville;", "-", "-", "-")],
    [670.0, 386.0, 424.0])

_CHARMER = "Brooklyn Charmer, Close to Everything NYC!, Huntsville"
HSV_TRIP: dict[str, Any] = {"org": "Dallas", "dest": "Huntsville", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 4, "budget": 2700,
                            "local_constraint": {"room type": "entire room"}}
HSV: dict[str, Any] = _thread(HSV_TRIP, [
    _day(1, "from Dallas to Huntsville", "Flight Number: F3601769, from Dallas to Huntsville, Departure Time: 17:14, "
         "Arrival Time: 18:57", "-", "Big Spring International Park, Huntsville;", "-", "Hunger Strike, Huntsville",
         _CHARMER),
    _day(2, "Huntsville", "-", "Cherry Comet, Huntsville", "U.S. Space & Rocket Center, Huntsville;Huntsville Botanical "
         "Garden, Huntsville;Burritt on the Mountain, Huntsville;", "Ikko, Huntsville", "Hungry Minister, Huntsville",
         _CHARMER),
    _day(3, "from Huntsville to Dallas", "Flight Number: F3607633, from Huntsville to Dallas, Departure Time: 09:26, "
         "Arrival Time: 11:26", "-", "-", "-", "-", "-")],
    [1232.0, 832.0, 580.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
FAY_RULED = _ruled(FAY, {**FAY_TRIP["local_constraint"], "avoid sights": ["Lake Rim Park"], "min stay rating": 3.0,
                         "max meal cost": 40.0, "pace": {"most": 2}, "avoid cuisines": ["Seafood"],
                         "flight times": [{"leg": "every", "depart_from": "08:00"}]})
HSV_RULED = _ruled(HSV, {**HSV_TRIP["local_constraint"], "must see": ["Monte Sano State Park"],
                         "avoid restaurants": ["Ikko"], "max night price": 600.0, "cuisine": ["Italian"],
                         "house rule": "smoking", "eat at": ["Cherry Comet"]})
FAY_UNDONE: dict[str, Any] = {**FAY, "restored": True}
HSV_UNDONE: dict[str, Any] = {**HSV, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
FAY_QUESTIONS: list[tuple[str, Want]] = [
    ("whats the damage all in", Q("1,480")), ("how much is left in the budget then", Q("20")),
    ("so per person thats what", Q("740")), ("what does day one cost us", Q("670")), ("cost of the 2nd day", Q("386")),
    ("how much is day 3 then", Q("424")), ("what was our budget again lol", Q("1,500")),
    ("hows much is the room a night", Q("276")), ("what rating does the modern 4story place have", Q("3")),
    ("is noshi any good", Q("4.2")), ("great kabab factory rating pls", Q("3.5")),
    ("what time do we leave houston", Q("09:29")), ("when do we land in fayetteville", Q("11:04")),
    ("what time is the flight back to houston", Q("19:18")), ("when do we get back to houston", Q("20:52")),
    ("whats the flight number home pls", Q("F3922249")), ("which day is the botanical garden", Q("Day 1")),
    ("when r we doing the airborne museum", Q("Day 2")), ("where do we eat breakfast on day 2", Q("Chatorey Chacha")),
    ("dinner first night?", Q("Great Kabab")), ("on day 2 where do we eat lunch", Q("Smoke N Oven")),
    ("walk me thru day 3", Q("Lake Rim")), ("where are we sleeping at", Q("Modern 4story")),
    ("how many people did u put down again", Q("2")), ("whats the priciest day of the 3", Q("Day 1")),
    ("what day do we fly out", Q("20")), ("whats the cheapest hotel there?", "question"),
    ("any cheaper flights?", "question"), ("is there a vegan place", "out_of_scope"),
    ("is the room ok for kids", "question"), ("any chinese on the plan", "question"),
    ("do we get lunch on the last day", "question"), ("how long is the flight out", "question"),
    ("whats planned for day 2 again", Q("Fascinate-U")), ("r we under budget", "question"),
    ("what do the flights cost for both of us", "question")]
HSV_QUESTIONS: list[tuple[str, Want]] = [
    ("total for all 4 of us together?", Q("2,644")), ("how much budget we got left", Q("56")),
    ("whats that per person then", Q("661")), ("day 1 total for us?", Q("1,232")), ("what we spending on day two", Q("832")),
    ("and day 3 comes to", Q("580")), ("remind me what the budget is again?", Q("2,700")),
    ("brooklyn charmer price per night", Q("568")), ("what are the reviews like for the brooklyn charmer", Q("4")),
    ("hunger strike rating?", Q("3.7")), ("is cherry comet decent", Q("3.6")),
    ("what time does our flight leave dallas", Q("17:14")), ("when do we touch down in huntsville", Q("18:57")),
    ("what time is the flight home to dallas", Q("09:26")), ("what time do we land back in dallas", Q("11:26")),
    ("outbound flight number pls?", Q("F3601769")), ("which day is the space and rocket center", Q("Day 2")),
    ("big spring park is what day", Q("Day 1")), ("wheres breakfast day 2", Q("Cherry Comet")),
    ("whered u put us for dinner on day 1", Q("Hunger Strike")), ("lunch day 2 where at?", Q("Ikko")),
    ("whats the plan for day 2", Q("Rocket")), ("where do we stay in huntsville", Q("Brooklyn Charmer")),
    ("how many travelers did u plan for", Q("4")), ("which day is the most expensive one", Q("Day 1")),
    ("what day do we head out", Q("13")), ("any cheaper flights out of dallas?", "question"),
    ("whats the cheapest place to stay in huntsville?", "question"), ("is there anywhere vegetarian", "out_of_scope"),
    ("is it an entire place or a room", "question"), ("does the plan have any mexican food", "question"),
    ("do we get breakfast before the flight home", "question"), ("how long r we flying", "question"),
    ("is the whole trip under 2700", "question"), ("what kind of food is hungry minister", "question"),
    ("how much are the 4 plane tickets", "question")]

# Edits, each with what it must change (``tests.support.edit_scoring``)
FAY_EDITS: list[Edit] = [
    ("my brother is coming too, so 3", {"people_number": 3}), ("its just gonna be me now", {"people_number": 1}),
    ("can we do 4 days instead?", {"days": 4}), ("5 days would be better", {"days": 5}),
    ("cut it down to just 2 days", {"days": 2}), ("raise our budget to 1800", {"budget": 1800}),
    ("we can only spend 1200 tbh", {"budget": 1200}),
    ("move it to the 27th", {"date": ["2022-03-27", "2022-03-28", "2022-03-29"]}),
    ("shift it a day later", {"date": ["2022-03-21", "2022-03-22", "2022-03-23"]}),
    ("push everything a week earlier", {"date": ["2022-03-13", "2022-03-14", "2022-03-15"]}),
    ("could we leave on the 22nd instead?", {"date": ["2022-03-22", "2022-03-23", "2022-03-24"]}),
    ("flying out of dallas instead", {"org": "Dallas"}), ("charlotte instead of fayetteville", {"dest": "Charlotte"}),
    ("wed love some italian", {"cuisine+": "Italian"}), ("we're not big on seafood", {"avoid cuisines+": "Seafood"}),
    ("not a fan of bbq honestly", {"avoid cuisines+": "BBQ"}), ("ugh no more fast food pls", {"avoid cuisines+": "Fast Food"}),
    ("must see the rose garden", {"must see+": "Fayetteville Rose Garden"}),
    ("can we skip the children's museum?", {"avoid sights+": "Fascinate-U Children's Museum"}),
    ("not into museums", {"avoid sights+": "Museum of the Cape Fear"}),
    ("add mazarick park pls", {"must see+": "Mazarick Park"}),
    ("sorry i meant 3 people not 2", {"people_number": 3}),
    ("we have a cat coming with us", {"more house rules+": "pets"}),
    ("place needs at least a 4 rating", {"min stay rating": 4.0}),
    ("nothing over 250 a night for the room", {"max night price": 250.0}),
    ("keep each meal under 20 bucks", {"max meal cost": 20.0}),
    ("no flights before 10am pls", {"flight times~": {"depart_from": "10:00"}}),
    ("id rather fly home after 4pm", {"flight times~": {"leg": "return", "depart_from": "16:00"}}),
    ("two sights a day at most pls", {"pace~": {"most": 2}}), ("lets eat at circus one night", {"eat at+": "Circus"}),
    ("no smoke n oven pls", {"avoid restaurants+": "Smoke N Oven"}),
    ("3 of us and 2000 budget", {"people_number": 3, "budget": 2000}),
    ("add mexican and skip festival park", {"cuisine+": "Mexican", "avoid sights+": "Festival Park"}),
    ("we can drive ourselves after all", {"transportation!": "no self-driving"})]
HSV_EDITS: list[Edit] = [
    ("one more person, 5 total", {"people_number": 5}), ("i meant 3 not 4", {"people_number": 3}),
    ("just 2 of us going now", {"people_number": 2}), ("throw in an extra day", {"days": 4}),
    ("can it be 5 days?", {"days": 5}), ("2 days is enough for huntsville", {"days": 2}),
    ("up the budget to 3500", {"budget": 3500}), ("we only got 2200 now", {"budget": 2200}),
    ("oops i meant the 14th not the 13th", {"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}),
    ("could we go a week later?", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("start 2 days earlier", {"date": ["2022-03-11", "2022-03-12", "2022-03-13"]}),
    ("leaving from houston now", {"org": "Houston"}), ("birmingham instead of huntsville", {"dest": "Birmingham"}),
    ("we want chinese food on this", {"cuisine+": "Chinese"}), ("mexican would be great too", {"cuisine+": "Mexican"}),
    ("we dont really do seafood", {"avoid cuisines+": "Seafood"}), ("not into pizza tbh", {"avoid cuisines+": "Pizza"}),
    ("gotta see monte sano state park", {"must see+": "Monte Sano State Park"}),
    ("can we skip the botanical garden?", {"avoid sights+": "Huntsville Botanical Garden"}),
    ("no burritt on the mountain pls", {"avoid sights+": "Burritt on the Mountain"}),
    ("add the museum of art", {"must see+": "Huntsville Museum of Art"}),
    ("were bringing the dog", {"house rule": "pets"}), ("smoking allowed place pls", {"house rule": "smoking"}),
    ("were having a party at the house", {"house rule": "parties"}),
    ("only 4 star places to stay", {"min stay rating": 4.0}), ("max 500 a night for the house", {"max night price": 500.0}),
    ("meals no more than 15 per person", {"max meal cost": 15.0}),
    ("nothing leaving before 8am", {"flight times~": {"depart_from": "08:00"}}),
    ("3 sights max a day", {"pace~": {"most": 3}}), ("dinner at downtown grill one night", {"eat at+": "Downtown Grill"}),
    ("no more ikko", {"avoid restaurants+": "Ikko"}), ("5 ppl and 3500", {"people_number": 5, "budget": 3500}),
    ("add italian, drop the rocket center", {"cuisine+": "Italian", "avoid sights+": "U.S. Space & Rocket Center"}),
    ("well drive instead", {"transportation": "no flight"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("lake rim park is fine again", {"avoid sights-": "Lake Rim Park"}, FAY_RULED),
    ("whatever rating is fine now", {"min stay rating!": "3"}, FAY_RULED),
    ("meal budget doesnt matter", {"max meal cost!": "40"}, FAY_RULED),
    ("as many sights as u want per day", {"pace!": "most"}, FAY_RULED),
    ("early flights r ok now", {"flight times!": "08:00"}, FAY_RULED),
    ("the kids arent coming anymore", {"house rule!": "children under 10"}, FAY_RULED),
    ("seafoods back on the menu", {"avoid cuisines-": "Seafood"}, FAY_RULED),
    ("we dont need french food anymore", {"cuisine-": "French"}, FAY_RULED),
    ("we can rent a car and drive now", {"transportation!": "no self-driving"}, FAY_RULED),
    ("forget the rating and the meal cap", {"min stay rating!": "3", "max meal cost!": "40"}, FAY_RULED),
    ("monte sano isnt a must anymore", {"must see-": "Monte Sano State Park"}, HSV_RULED),
    ("ikko is fine after all", {"avoid restaurants-": "Ikko"}, HSV_RULED),
    ("drop the price cap on the house", {"max night price!": "600"}, HSV_RULED),
    ("italian doesnt matter anymore", {"cuisine-": "Italian"}, HSV_RULED),
    ("nobody smokes now, drop that", {"house rule!": "smoking"}, HSV_RULED),
    ("private room works too honestly", {"room type!": "entire room"}, HSV_RULED),
    ("cherry comet not needed", {"eat at-": "Cherry Comet"}, HSV_RULED),
    ("scrap the italian and the smoking thing", {"cuisine-": "Italian", "house rule!": "smoking"}, HSV_RULED),
    ("forget monte sano and ikko", {"must see-": "Monte Sano State Park", "avoid restaurants-": "Ikko"}, HSV_RULED),
    ("no cap on the nightly price anymore", {"max night price!": "600"}, HSV_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
FAY_SWAPS = ["different room pls", "can we swap the hotel?", "change up breakfast on day 2",
             "swap smoke n oven for something else", "another dinner on night 1", "swap festival park for arsenal park",
             "replace noshi"]
HSV_SWAPS = ["another house pls", "swap hunger strike", "something else for lunch day 2", "new breakfast place",
             "swap the botanical garden for monte sano", "replace hungry minister", "can we get a different airbnb?"]

# Redos, said right after an undo: the change put back
REDO = ["redo that one pls", "undo the undo lmao", "no wait bring that change back pls", "reapply that change",
        "nvm i want the change after all"]

# The usual intents, on either thread
FAY_INTENTS: list[tuple[str, list[Want]]] = [
    ("scrap it, not happening", ["cancel"]), ("nah forget the whole thing", ["cancel"]), ("cancel fayetteville pls", ["cancel"]),
    ("were not going anymore, cancel it", ["cancel"]), ("ditch the trip 😩", ["cancel"]),
    ("go back to the version before", ["undo"]), ("undo that last bit pls", ["undo"]), ("can u reverse that?", ["undo"]),
    ("pls make it cheaper we r broke 🙏", ["cheaper"]), ("can we do this trip for less $$", ["cheaper"]),
    ("its too pricey, bring it down", ["cheaper"]), ("could we get a nicer room", ["nicer:hotels"]),
    ("can we get a better hotel than that?", ["nicer:hotels"]), ("nicer restaurants for us pls", ["nicer:restaurants"]),
    ("fancier food spots", ["nicer:restaurants"]), ("thx a ton 🙏", ["thanks"]), ("thank u sm", ["thanks"]),
    ("ok great thanks", ["thanks"]), ("lets plan something totally different", ["start_over"]),
    ("start over from scratch pls", ["start_over"]), ("what can you help with", ["help"]),
    ("how does this thing work", ["help"])]
HSV_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel huntsville", ["cancel"]), ("call it off, were not going", ["cancel"]),
    ("nah scrap the whole trip", ["cancel"]), ("forget it, cancel everything", ["cancel"]),
    ("trips off 😭 cancel", ["cancel"]), ("revert ur change pls", ["undo"]), ("go back a step pls", ["undo"]),
    ("undo what u just did there", ["undo"]), ("way too expensive, cheaper pls", ["cheaper"]),
    ("save us some money?", ["cheaper"]), ("go budget on everything pls", ["cheaper"]),
    ("nicer house for the 4 of us pls", ["nicer:hotels"]),
    ("upgrade where we stay", ["nicer:hotels"]), ("better restaurants for the 4 of us", ["nicer:restaurants"]),
    ("higher end dining pls", ["nicer:restaurants"]), ("thanks a bunch yall", ["thanks"]), ("ty so so much!!", ["thanks"]),
    ("awesome thank you 😊", ["thanks"]), ("new plan from scratch pls", ["start_over"]),
    ("lets start over with a diff city", ["start_over"]), ("what can i ask u", ["help"]), ("uh help?", ["help"])]

# A wish or thanks and a question in one turn, many behind an opener
FAY_MIXED: list[tuple[str, list[Want]]] = [
    ("thanks! whats the total", [Q("1,480")]), ("thx, and when do we land", [Q("11:04")]),
    ("ok cool whats it per head", [Q("740")]), ("great, whats on day 2", [Q("Airborne")]),
    ("ty! where do we eat lunch day 1", [Q("Noshi")]), ("add italian, whats left in the budget", ["none", "question"]),
    ("no seafood, and what time do we fly home", ["none", "question"]),
    ("undo that pls and whats the total", ["undo", "question"]),
    ("cheaper pls, how much would we save", ["cheaper", "question"]),
    ("awesome thanks, whats the room rated", [Q("3")]), ("perfect. which day is festival park", [Q("Day 1")]),
    ("4 days instead, how much is that", ["none", "question"])]
HSV_MIXED: list[tuple[str, list[Want]]] = [
    ("thanks!! hows much left", [Q("56")]), ("sweet, what time we leave dallas", [Q("17:14")]),
    ("ok and dinner day 2?", [Q("Hungry Minister")]), ("nice, whats the house a night", [Q("568")]),
    ("thank u, whats day 1 look like", [Q("Big Spring")]), ("5 of us now, still under budget?", ["none", "question"]),
    ("drop ikko, what else is on day 2", ["none", "question"]),
    ("make it cheaper and whats the total then", ["cheaper", "question"]),
    ("cool cool, which day is the rocket center", [Q("Day 2")]), ("got it, flight number home?", [Q("F3607633")]),
    ("thx, how many days is it", [Q("3")]), ("add chinese and what day do we fly back", ["none", "question"])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
FAY_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("thai for dinner one night", ("Thai",)), ("some korean bbq pls", ("Korean",)), ("we want vegan food", ("Vegan",)),
    ("no japanese", ("Japanese",)), ("can u book the flights for us", ("book",)),
    ("whats the weather like there", ("weather",)), ("any concerts in fayetteville", ("concert",)),
    ("put us at the marriott", ("Marriott",)), ("add fort bragg", ("Fort Bragg",)),
    ("uber from the airport pls", ("Uber",)), ("need a hot tub at the room", ("hot tub",)),
    ("avoid greek food", ("Greek",)), ("reserve dinner at circus", ("reserv",)), ("rent a car for us", ("car",))]
HSV_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("some sushi pls", ("sushi",)), ("vietnamese for lunch", ("Vietnamese",)), ("no korean", ("Korean",)),
    ("book the house for us", ("book",)), ("is it gonna rain that week", ("weather",)),
    ("stay at the embassy suites", ("Embassy Suites",)), ("add the huntsville zoo", ("Huntsville Zoo",)),
    ("we need a gym at the house", ("gym",)), ("lunch at chick fil a", ("Chick",)),
    ("lyft to the rocket center", ("Lyft",)), ("can u reserve our seats", ("reserv",)),
    ("ethiopian food on night 2", ("Ethiopian",)), ("avoid turkish food", ("Turkish",)),
    ("any basketball games that weekend", ("game",))]

# An ambiguous turn: asked about (a question back), nothing changed
FAY_ASK = ["move the museum", "make it 3 then", "swap those two", "the first one", "change it to the other one",
           "can we do the other option", "put it earlier"]
HSV_ASK = ["make that 5", "switch it up", "the cheaper of the two", "drop that one", "move it to later",
           "the other place pls", "make it smaller"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
FAY_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican food in fayetteville", "ok add mexican then", {"cuisine+": "Mexican"}),
    ("how much is the room a night", "find one under 200 then", {"max night price": 200.0}),
    ("whats lunch on day 2", "what about dinner that day", Q("Andaaz")),
    ("what sights on day 2", "skip the airborne one",
     {"avoid sights+": "Airborne & Special Operations Museum Foundation"}),
    ("whats the room rated", "get us a higher rated room then", "nicer:hotels"),
    ("what time does the flight home leave", "too late, something before 3pm",
     {"flight times~": {"leg": "return", "depart_until": "15:00"}}),
    ("any seafood on the plan", "no seafood then pls", {"avoid cuisines+": "Seafood"})]
HSV_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there italian in huntsville", "great add it", {"cuisine+": "Italian"}),
    ("whats the house cost a night", "something cheaper then, under 400", {"max night price": 400.0}),
    ("breakfast day 2?", "n lunch?", Q("Ikko")),
    ("whats on day 2", "drop burritt", {"avoid sights+": "Burritt on the Mountain"}),
    ("how is the brooklyn charmer rated", "find a nicer one then pls", "nicer:hotels"),
    ("what time is the flight home to dallas", "too early, after 10am pls",
     {"flight times~": {"leg": "return", "depart_from": "10:00"}}),
    ("any chinese on the plan", "add some then", {"cuisine+": "Chinese"})]

# Talk: chit-chat, confirmations, sarcasm, venting and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["oh wonderful, airports. my favorite place 🙄", "ugh traveling with kids is so much work",
        "honestly prices these days are insane", "my kids are driving me nuts today", "work has been brutal this week",
        "omg", "😂😂", "👌", "lemme ask my husband", "hold on lemme think", "yall are fast", "say less", "ayyy nice", "cool beans",
        "i need a vacation so bad", "so excited 🎉", "this is wild lol", "ok sounds good to me", "alright bet",
        "lol my wife is gonna freak", "zzz", "jjjjkkk", "great stuff man", "whatever works", "fine by me lol",
        "wow what a steal... not lol", "oh great another early morning 🙄", "yeah yeah ok", "ughhh mondays",
        "love that for us"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("FAY", FAY, FAY_UNDONE, FAY_QUESTIONS, FAY_EDITS, FAY_SWAPS, FAY_INTENTS, FAY_MIXED, FAY_REFUSALS,
                    FAY_ASK, FAY_FOLLOW),
         TripGroups("HSV", HSV, HSV_UNDONE, HSV_QUESTIONS, HSV_EDITS, HSV_SWAPS, HSV_INTENTS, HSV_MIXED, HSV_REFUSALS,
                    HSV_ASK, HSV_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to twentieth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, *(SimpleNamespace(said=s._messages())
                                 for s in (fourteenth, fifteenth, sixteenth, seventeenth, eighteenth, nineteenth,
                                           twentieth)))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on the BASE copy (HEAD ba9f1c9) before any rule was changed for it: 287 of 333 right (questions 56/72, edits
# 63/68, take-backs 14/20, swaps 13/14, redo 4/5, intents 41/44, mixed 23/24, refusals 26/28, ask-back 7/14,
# follow-ups 13/14, talk 27/30). ("is there a vegan place" and "is there anywhere vegetarian" were first labelled
# "question"; the diets' no, with its reason, is the harness's ``out_of_scope``, so they are labelled so, right at
# BASE too.) Silent wrongs at BASE: "ugh no more fast food pls" dropped all four cuisines the trip asks for, "we dont
# really do seafood" ASKED for Seafood and "drop the mexican food" took back American; "oh great another early
# morning 🙄" swapped out The Great Kabab Factory; "my kids are driving me nuts today" set the children-under-10 rule;
# "lyft to the rocket center" made the Rocket Center a must-see; "does the plan have any mexican food" asked for
# Mexican; "drop the price cap on the house" re-planned for the lowest cost and "cut it down to just 2 days" did too
# beside the new length (the cap's take-back then dropped the smoking house rule too, "house" read as the house
# rule's); "the cheaper of the two" re-planned the trip; "what we spending on day two" was answered with the whole
# trip's total; "how much are the 4 plane tickets" was refused as a booking; "nvm i want the change after all" was
# read as a cancel. The causes fixed (each a capability, tests/unit/nodes/chat/test_chat_int21_causes.py): an
# adverb after "don't" keeps the aversion (``cuisine._AVERSE``); a cuisine's own food word names that cuisine, never
# the food wishes held (``cuisine.own_food_words_blanked``, used by ``take_back.taken_back``); a cuisine taken back
# that the trip never asked for is kept out (``cuisine.struck``, ``rule_merge._struck_unasked``); a word spelt right
# is no typo of another (``take_back._matches``); the everyday words of a name name no place (``venue_asked._COMMON``);
# children annoying now are no child coming (``story_aside._KIDS_NOW``); a ride named first with where it goes is
# refused (``answered_first._DONE_ALONE``); "does the plan have/include X" asks (``cuisine_asked._ASKS``,
# ``_OF_THE_PLAN``); a cap dropped and days cut are no cost wish (``intent_preferences.PREFERENCES``); the stay's
# kind is a common word and the house rule has its own mention (``take_back._COMMON``, ``house_rule.CONSTRAINT``), as
# the nightly cap has ("nightly cap": ``night_price.CONSTRAINT``); plane tickets priced are asked, bought refused
# (``intent_scope.OUT_OF_SCOPE``); questions worded loosely (``intent_questions.ASKS``: a day said first, "where'd",
# "thats what", "comes to" left open; ``_TOPICS``: spending on a day, touching down, a place to stay, a figure held
# against the total; ``_NAMED_DAY``: "the 2nd day"; ``SHOW_ME``: "thru"); a venue judged "decent" or priced "per
# night" by name (``venue_asked._RATING``, ``_FIGURE_PLEASE``); a bare number corrected counts what the trip counts
# with the old one (``said_before.unit_of_the_replaced``, used by ``understanding.understand_message``); "just gonna
# be me" (``people._SINGLE``); emoji beside a cancel or an undo cue (``intent.classify``), "trips off", "diff"
# (``intent_cues``), "high end" (``intent_preferences._BETTER``); "whatever rating is fine" (``take_back._ANY_KIND``);
# "seafoods" (``cuisine._SPELLINGS``); a change pointing at nothing shown (``change_unnamed``: "the cheaper of the
# two", "put it earlier", "change it to the other one"); the change wanted back after an undo (``undo._REDO``,
# ``intent_cues.REDO_ASKED``); another room (``undated._SWAP_UNNAMED``); a question with its verb left out said
# along ("still under budget?": ``along._ASKING``); a stay the travellers are put at (``venue_unknown._STAY_CUE``);
# "as many sights as u want" lifts the pace (``take_back._ACCEPTING``, ``_EXTREMES``). The nineteenth set's "another
# room pls" and "as many sights as you like" are right now too (their gaps removed).
# After the fixes: 323 of 333 (questions 70/72, edits 68/68, take-backs 18/20, swaps 14/14, redo 5/5, intents 44/44,
# mixed 24/24, refusals 28/28, ask-back 11/14, follow-ups 13/14, talk 28/30). The misses left, with why:
KNOWN_GAPS: dict[str, str] = {
    "any cheaper flights?": "the set's threads carry no verdict, and ``cheaper_priced`` prices only a plan known valid "
                            "(deliberate: each option must keep the plan's checks), so the cheaper preference re-plans; "
                            "with the plan's verdict set it is priced and nothing changes (checked by hand)",
    "any cheaper flights out of dallas?": "as \"any cheaper flights?\": no verdict on the set's thread",
    "the kids arent coming anymore": "read as the party changing (``party_said``): the total is asked before any rule is "
                                     "dropped, deliberate; nothing changed in silence",
    "we can rent a car and drive now": "\"rent a car\" is split off as a rental asked of the chat "
                                       "(``along.services_said``) before the rest is read; said not understood",
    "the first one": "\"the first one\" alone is the first version of the trip (``intent_cues.EARLIER_ALONE``, "
                     "deliberate): the undo goes back",
    "drop that one": "the thread's last change is there to call off (``last_change_called_off``, deliberate)",
    "the other place pls": "read as another destination asked for (``place_unnamed``): the reply says it cannot choose and "
                           "asks the city named, without a question mark",
    "something cheaper then, under 400": "\"cheaper\" makes it the cheapest preference, and the rest (\"find a hotel "
                                         "then, under 400\") reads no nightly cap with words between",
    "ugh traveling with kids is so much work": "\"traveling with kids\" reads as news that children travel along "
                                               "(``story_aside._ASKS`` keeps a clause about travel); the kid rule is set "
                                               "and said in the reply",
    "oh great another early morning 🙄": "an eye-roll at \"early\" is a complaint of the flight hours "
                                        "(``intent_preferences.sarcastic_part``, deliberate): re-planned for humane hours",
}


def test_the_twentyfirst_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 320
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
