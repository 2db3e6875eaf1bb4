"""A twentieth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the nineteenth (``test_chat_intents_heldout_nineteenth.py``, the fourteenth's scorers,
``tests/support/trip_groups.py``) but said on two planned trips of the public splits no earlier set uses, built from
the data's own places (each day's cost is ``plan_trip.day_costs`` of the plan):

* ``CHA``: Atlanta -> Chattanooga by air (the train split's March 7-9 2022 trip, its rules kept: an entire room, no
  self-driving, French, Mediterranean, Indian and Chinese food), 5 people, $3,600 budget; out F3540824 at 10:20
  landing 11:05 ($30 a seat), home F3642297 at 14:29 landing 15:36 ($33 a seat); the stay Sunny One Bedroom ($722 a
  night, rated 3, an entire home for 5, no pets, no children under 10); day 1 the Tennessee Aquarium and the Walnut
  Street Bridge, lunch L'amandier (4.3, Mediterranean), dinner Bisque Bakery (3.9, French); day 2 breakfast Pizza Hut
  Delivery (3.9, Indian), Ruby Falls, Rock City Gardens and the Lookout Mountain Incline Railway, lunch Chaayos (3.3,
  Chinese), dinner Go Krazy (3.5, French); day 3 breakfast Liquid (4.0), the Hunter Museum of American Art, lunch
  Curry n Phulka (2.8). Days $1,462.00, $1,437.00, $440.00: $3,339.00, $667.80 a person, $261.00 left.
* ``PNS``: Houston -> Pensacola by car (the validation split's March 12-14 2022 trip, its rules kept: smoking, a room
  not shared, no flight), 2 people, $1,100 budget; 7 hours 38 mins (845 km, $42) out, 7 hours 37 mins (845 km) home;
  the stay Cozy 1-Bedroom Apartment 2 Blocks from the Subway ($339 a night, rated 4, an entire home for 3, no
  parties); day 1 Palafox Street Downtown Pensacola, dinner Frog Hollow Tavern (4.3); day 2 breakfast Berry Patch
  Restaurant (4.3), Fort Pickens, the Pensacola Lighthouse & Maritime Museum and Historic Pensacola Village, lunch
  Bailey's Bar-B-Que (4.1), dinner Jain Coffee House (4.1); day 3 breakfast Watershed Cafe (3.7), the Pensacola Museum
  of Art. Days $421.00, $473.00, $66.00: $960.00, $480.00 a person, $140.00 left.

Kinds, as in the nineteenth: questions about the plan (``QUESTIONS``), edits (``EDITS``: the extended rules among
them, a stay's rating, a nightly cap, a meal cap, cuisines wanted and avoided, must-see and avoided sights, a
restaurant banned or wanted, pace, flight windows, driving hours, the way of travel), take-backs on threads holding
wishes (``TAKE_BACKS``), swaps (``SWAPS``), redos right after an undo (``REDO``), the usual intents (``INTENTS``: help
among them), a wish or thanks and a question in one turn (``MIXED``), nos the data forces, each named with its reason
(``REFUSALS``: a cuisine the data lacks, wanted or avoided, among them), ambiguous turns asked back (``ASK``),
follow-ups acting on the question just answered (``FOLLOW``), and talk that must change nothing (``TALK``). Written
as different people text: terse, chatty, typos, no apostrophes, slang, a family of five, a couple driving eight hours,
several wishes in one message.

Written by helper INT20 before any rule was changed for it and before the chat's code was read; no sentence of the
first nineteen sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). BASE figures, the causes fixed and
the misses left: above ``KNOWN_GAPS``. ``python tests/unit/nodes/chat/test_chat_intents_heldout_twentieth.py`` prints
the tally.
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
from tests.unit.nodes.chat.test_chat_intents_heldout_fourteenth import (
    _day,
    _ruled,
    _thread,
)

_SUNNY = "Sunny One Bedroom, Chattanooga"
CHA_TRIP: dict[str, Any] = {"org": "Atlanta", "dest": "Chattanooga", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-07", "2022-03-08", "2022-03-09"], "people_number": 5, "budget": 3600,
                            "local_constraint": {"room type": "entire room", "transportation": "no self-driving",
                                                 "cuisine": ["French", "Mediterranean", "Indian", "Chinese"]}}
CHA: dict[str, Any] = _thread(CHA_TRIP, [
    _day(1, "from Atlanta to Chattanooga", "Flight Number: F3540824, from Atlanta to Chattanooga, Departure Time: "
         "10:20, Arrival Time: 11:05", "-", "Tennessee Aquarium, Chattanooga;Walnut Street Bridge, Chattanooga;",
         "L'amandier, Chattanooga", "Bisque Bakery, Chattanooga", _SUNNY),
    _day(2, "Chattanooga", "-", "Pizza Hut Delivery, Chattanooga", "Ruby Falls, Chattanooga;Rock City Gardens, "
         "Chattanooga;Lookout Mountain Incline Railway, Chattanooga;", "Chaayos, Chattanooga", "Go Krazy, Chattanooga",
         _SUNNY),
    _day(3, "from Chattanooga to Atlanta", "Flight Number: F3642297, from Chattanooga to Atlanta, Departure Time: "
         "14:29, Arrival Time: 15:36", "Liquid, Chattanooga", "Hunter Museum of American Art, Chattanooga;",
         "Curry n Phulka, Chattanooga", "-", "-")],
    [1462.0, 1437.0, 440.0])

_COZY = "Cozy 1-Bedroom Apartment 2 Blocks from the Subway, Pensacola"
PNS_TRIP: dict[str, Any] = {"org": "Houston", "dest": "Pensacola", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-12", "2022-03-13", "2022-03-14"], "people_number": 2, "budget": 1100,
                            "local_constraint": {"house rule": "smoking", "room type": "not shared room",
                                                 "transportation": "no flight"}}
PNS: dict[str, Any] = _thread(PNS_TRIP, [
    _day(1, "from Houston to Pensacola", "Self-driving, from Houston to Pensacola, duration: 7 hours 38 mins, distance: "
         "845 km, cost: 42", "-", "Palafox Street Downtown Pensacola, Pensacola;", "-", "Frog Hollow Tavern, Pensacola",
         _COZY),
    _day(2, "Pensacola", "-", "Berry Patch Restaurant, Pensacola", "Fort Pickens, Pensacola;Pensacola Lighthouse & "
         "Maritime Museum, Pensacola;Historic Pensacola Village, Pensacola;", "Bailey's Bar-B-Que, Pensacola",
         "Jain Coffee House, Pensacola", _COZY),
    _day(3, "from Pensacola to Houston", "Self-driving, from Pensacola to Houston, duration: 7 hours 37 mins, distance: "
         "845 km, cost: 42", "Watershed Cafe, Pensacola", "Pensacola Museum of Art, Pensacola;", "-", "-", "-")],
    [421.0, 473.0, 66.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
CHA_RULED = _ruled(CHA, {**CHA_TRIP["local_constraint"], "house rule": "pets", "avoid sights": ["Ruby Falls"],
                         "min stay rating": 3.0, "max night price": 800.0, "pace": {"most": 3},
                         "flight times": [{"leg": "every", "depart_from": "09:00"}]})
PNS_RULED = _ruled(PNS, {**PNS_TRIP["local_constraint"], "must see": ["Bay Bluffs Park"], "avoid cuisines": ["Seafood"],
                         "max meal cost": 30.0, "max driving hours": 9.0, "avoid restaurants": ["Chicago Pizza"],
                         "cuisine": ["Mexican"]})
CHA_UNDONE: dict[str, Any] = {**CHA, "restored": True}
PNS_UNDONE: dict[str, Any] = {**PNS, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
CHA_QUESTIONS: list[tuple[str, Want]] = [
    ("so whats the grand total", Q("3,339")), ("how much do we have left after all that", Q("261")),
    ("split 5 ways whats that", Q("667.8")), ("day 1 comes to what", Q("1,462")),
    ("whats day two gonna run the 5 of us", Q("1,437")), ("and the last day costs?", Q("440")),
    ("remind me of the budget", Q("3,600")), ("nightly rate for sunny one bedroom?", Q("722")),
    ("is the sunny one bedroom any good", "question"), ("lamandier rating", Q("4.3")),
    ("how good is bisque bakery", Q("3.9")), ("what time is our flight to chattanooga", Q("10:20")),
    ("when do we get into chattanooga", Q("11:05")), ("what time we flying back", Q("14:29")),
    ("what time do we land in atlanta on the way back", Q("15:36")), ("flight number going out?", Q("F3540824")),
    ("ruby falls is which day", Q("Day 2")), ("when are we doing the aquarium", Q("Day 1")),
    ("breakfast on day 3 where", Q("Liquid")), ("wheres lunch the first day", Q("amandier")),
    ("what we eating for dinner on day 2", Q("Go Krazy")), ("run me through day 2", Q("Rock City")),
    ("where r we staying in chattanooga", Q("Sunny One Bedroom")), ("how many ppl is this planned for", Q("5")),
    ("which day costs us the most money", Q("Day 1")), ("when does the trip start", Q("7")),
    ("is the place big enough for 5", "question"), ("any chinese food on this", "question"),
    ("do we get lunch on day 3 before the flight", "question"), ("how long r we up in the air for", "question"),
    ("whats on day 3 for us", Q("Hunter Museum")), ("how much are the flights for everyone", "question")]
PNS_QUESTIONS: list[tuple[str, Want]] = [
    ("total cost for the two of us pls", Q("960")), ("hows much budget is left", Q("140")), ("per head?", Q("480")),
    ("first day costs what", Q("421")), ("price of day 2?", Q("473")), ("what does the drive home day cost", Q("66")),
    ("wait what budget did i say", Q("1,100")), ("cozy apartment how much a night", Q("339")),
    ("hows the apartment rated", Q("4")), ("frog hollow tavern rating?", Q("4.3")),
    ("is jain coffee house good", Q("4.1")), ("how many hours is the drive from houston", Q("7 h")),
    ("how far is pensacola from houston", Q("845")), ("what do we spend on gas there and back", "question"),
    ("fort pickens which day", Q("Day 2")), ("what day is the museum of art", Q("Day 3")),
    ("breakfast day 2 where at", Q("Berry Patch")), ("where we eating dinner night one", Q("Frog Hollow")),
    ("lunch on the second day?", Q("Bailey")), ("whats happening on day 1", Q("Palafox")),
    ("wheres our place in pensacola", Q("Cozy 1-Bedroom")), ("how many of us is it for", Q("2")),
    ("most expensive day?", Q("Day 2")), ("what dates r we going down", Q("12")),
    ("can we smoke at the apartment", "question"), ("is it the whole apartment or shared", "question"),
    ("any seafood places on it", "question"), ("is there lunch on day one", "question"),
    ("what time do we roll into pensacola", "question"), ("what sights on the 2nd day", Q("Fort Pickens")),
    ("cheapest day of the 3", Q("Day 3"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
CHA_EDITS: list[Edit] = [
    ("2 more coming, make it 7", {"people_number": 7}), ("only 4 of us now", {"people_number": 4}),
    ("make chattanooga 4 days", {"days": 4}), ("can we stretch it to 5 days", {"days": 5}),
    ("honestly 2 days there is plenty", {"days": 2}),
    ("bump budget to 4000", {"budget": 4000}), ("we can only do 3k", {"budget": 3000}),
    ("move it to march 14", {"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}),
    ("start one day earlier", {"date": ["2022-03-06", "2022-03-07", "2022-03-08"]}),
    ("push the whole thing back a week", {"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}),
    ("leaving from nashville instead", {"org": "Nashville"}), ("knoxville instead of chattanooga", {"dest": "Knoxville"}),
    ("we want mexican food too", {"cuisine+": "Mexican"}), ("no seafood pls", {"avoid cuisines+": "Seafood"}),
    ("skip all fast food", {"avoid cuisines+": "Fast Food"}), ("wanna see coolidge park", {"must see+": "Coolidge Park"}),
    ("drop rock city gardens", {"avoid sights+": "Rock City Gardens"}),
    ("add the chattanooga zoo pls", {"must see+": "The Chattanooga Zoo at Warner Park"}),
    ("bringing our dog", {"house rule": "pets"}), ("we got 2 kids under 10 with us", {"house rule": "children under 10"}),
    ("place must be 4 stars or more", {"min stay rating": 4.0}),
    ("under 600 a night for the stay", {"max night price": 600.0}), ("keep meals below 25 each", {"max meal cost": 25.0}),
    ("no flights before 9am for the kids", {"flight times~": {"depart_from": "09:00"}}),
    ("fly home after 5pm", {"flight times~": {"leg": "return", "depart_from": "17:00"}}),
    ("max of two sights daily", {"pace~": {"most": 2}}), ("lets do dinner at habibi one night", {"eat at+": "Habibi"}),
    ("no go krazy pls", {"avoid restaurants+": "Go Krazy"}),
    ("6 people and 4500", {"people_number": 6, "budget": 4500}),
    ("add italian, skip the aquarium", {"cuisine+": "Italian", "avoid sights+": "Tennessee Aquarium"}),
    ("lets just drive up there", {"transportation": "no flight"})]
PNS_EDITS: list[Edit] = [
    ("bringing my sister so 3 of us", {"people_number": 3}), ("going solo now", {"people_number": 1}),
    ("tack one more day on", {"days": 4}), ("make it a 5 day trip pls", {"days": 5}), ("only 2 days pls", {"days": 2}),
    ("budget to 1500", {"budget": 1500}), ("we only have 900", {"budget": 900}),
    ("start on the 19th instead", {"date": ["2022-03-19", "2022-03-20", "2022-03-21"]}),
    ("2 days later pls", {"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}),
    ("a week earlier works", {"date": ["2022-03-05", "2022-03-06", "2022-03-07"]}),
    ("from austin instead", {"org": "Austin"}), ("tallahassee instead of pensacola", {"dest": "Tallahassee"}),
    ("want some mexican", {"cuisine+": "Mexican"}), ("italian food too pls", {"cuisine+": "Italian"}),
    ("no bbq for us", {"avoid cuisines+": "BBQ"}), ("we gotta see bay bluffs park", {"must see+": "Bay Bluffs Park"}),
    ("skip historic pensacola village", {"avoid sights+": "Historic Pensacola Village"}),
    ("our 4 yo is coming", {"more house rules+": "children under 10"}),
    ("apartment rated 4 plus only", {"min stay rating": 4.0}), ("cap the room at 300 a night", {"max night price": 300.0}),
    ("meals 20 bucks max", {"max meal cost": 20.0}), ("no more than 5 hrs driving per day", {"max driving hours": 5.0}),
    ("at least 2 sights each day", {"pace~": {"least": 2}}), ("eat at ekim burgers once", {"eat at+": "Ekim Burgers"}),
    ("not frog hollow tavern again", {"avoid restaurants+": "Frog Hollow Tavern"}),
    ("3 ppl, 1500 budget", {"people_number": 3, "budget": 1500}),
    ("4 days and no seafood", {"days": 4, "avoid cuisines+": "Seafood"}),
    ("add chinese and drop fort pickens", {"cuisine+": "Chinese", "avoid sights+": "Fort Pickens"}),
    ("we can fly after all", {"transportation!": "no flight"}),
    ("we are throwing a party at the place", {"more house rules+": "parties"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("the dog stays home after all", {"house rule!": "pets"}, CHA_RULED),
    ("ruby falls is back on", {"avoid sights-": "Ruby Falls"}, CHA_RULED),
    ("rating doesnt matter anymore", {"min stay rating!": "3"}, CHA_RULED),
    ("forget the nightly cap", {"max night price!": "800"}, CHA_RULED),
    ("no limit on sights per day", {"pace!": "most"}, CHA_RULED),
    ("we dont care what time we fly anymore", {"flight times!": "09:00"}, CHA_RULED),
    ("we dont need an entire place", {"room type!": "entire room"}, CHA_RULED),
    ("chinese not needed", {"cuisine-": "Chinese"}, CHA_RULED),
    ("drop the dog rule and the rating", {"house rule!": "pets", "min stay rating!": "3"}, CHA_RULED),
    ("bay bluffs park not needed anymore", {"must see-": "Bay Bluffs Park"}, PNS_RULED),
    ("seafood is fine actually", {"avoid cuisines-": "Seafood"}, PNS_RULED),
    ("no meal limit", {"max meal cost!": "30"}, PNS_RULED),
    ("ignore the driving hours thing", {"max driving hours!": "9"}, PNS_RULED),
    ("chicago pizza is ok now", {"avoid restaurants-": "Chicago Pizza"}, PNS_RULED),
    ("mexican doesnt matter", {"cuisine-": "Mexican"}, PNS_RULED),
    ("we quit smoking lol so that rule can go", {"house rule!": "smoking"}, PNS_RULED),
    ("forget the meal cap and the seafood thing", {"max meal cost!": "30", "avoid cuisines-": "Seafood"}, PNS_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
CHA_SWAPS = ["diff apartment pls", "swap out bisque bakery", "new breakfast on day 2", "different dinner on the first night",
             "swap ruby falls for coolidge park", "replace chaayos"]
PNS_SWAPS = ["find us some other apartment", "swap frog hollow", "different lunch day 2", "other breakfast the last morning",
             "swap fort pickens for bay bluffs park", "replace watershed cafe with something else"]

# Redos, said right after an undo: the change put back
REDO = ["put that change back in", "nah redo it pls", "bring back the change u undid", "redo, my bad"]

# The usual intents, on either thread
CHA_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel chattanooga", ["cancel"]), ("call the whole trip off", ["cancel"]),
    ("cancel it all pls, plans changed", ["cancel"]), ("undo ur last change", ["undo"]),
    ("put it back how u had it", ["undo"]), ("revert that last thing pls", ["undo"]),
    ("cheaper option pls", ["cheaper"]), ("can we spend less on this", ["cheaper"]), ("trim costs anywhere u can", ["cheaper"]),
    ("nicer apartment for the 5 of us", ["nicer:hotels"]), ("upgrade the apartment pls", ["nicer:hotels"]),
    ("classier places to eat for the 5 of us", ["nicer:restaurants"]), ("thank uuu!!", ["thanks"]), ("tyty!!", ["thanks"]),
    ("appreciate it a lot", ["thanks"]), ("new trip, somewhere else", ["start_over"]),
    ("wipe it and start fresh", ["start_over"]), ("what kind of stuff can u do", ["help"])]
PNS_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel the pensacola trip", ["cancel"]), ("nvm were not going, cancel", ["cancel"]), ("kill the pensacola thing", ["cancel"]),
    ("take back that last edit", ["undo"]), ("roll back one version", ["undo"]), ("undo the change u just made pls", ["undo"]),
    ("make it cost less", ["cheaper"]), ("can u make it more affordable", ["cheaper"]),
    ("any way to save money on this", ["cheaper"]), ("a nicer place to crash pls", ["nicer:hotels"]),
    ("a fancier apartment", ["nicer:hotels"]), ("better grub spots pls", ["nicer:restaurants"]),
    ("thanks dude", ["thanks"]), ("cheers for that mate", ["thanks"]), ("ur the best thx", ["thanks"]),
    ("different trip entirely pls", ["start_over"]), ("start a brand new plan", ["start_over"]),
    ("help me out, what can i ask", ["help"])]

# A wish or thanks and a question in one turn, many behind an opener
CHA_MIXED: list[tuple[str, list[Want]]] = [
    ("cool, whats it per person", [Q("667.8")]), ("ok and when do we land", [Q("11:05")]),
    ("hmm dinner day 2?", [Q("Go Krazy")]), ("thanks! what day is ruby falls", [Q("Day 2")]),
    ("add mexican and how much is left then", ["none", "question"]),
    ("drop rock city, whats day 1 look like", ["none", "question"]),
    ("nice, sunny one bedroom per night?", [Q("722")]), ("undo that and whats the total now", ["undo", "question"]),
    ("make it cheaper, whats the saving", ["cheaper", "question"])]
PNS_MIXED: list[tuple[str, list[Want]]] = [
    ("great, total?", [Q("960")]), ("ok how far is the drive", [Q("845")]), ("thx, breakfast on day 3?", [Q("Watershed")]),
    ("sweet, where do we have dinner night 2", [Q("Jain")]), ("3 of us now, is the budget ok", ["none", "question"]),
    ("add italian and what day is fort pickens", ["none", "question"]),
    ("alright whats left in the budget", [Q("140")]), ("ok cool, whats the apartment rated", [Q("4")]),
    ("thanks!! what sights on day 2", [Q("Fort Pickens")])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
CHA_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("thai food one of the nights", ("Thai",)), ("some japanese for lunch", ("Japanese",)),
    ("book the apartment for us", ("book",)), ("can u reserve the flights", ("reserv",)),
    ("hows the weather in chattanooga in march", ("weather",)), ("any concerts that weekend", ("concert",)),
    ("stay at the hilton downtown", ("Hilton",)), ("add the chattanooga choo choo", ("Choo Choo",)),
    ("lyft from the airport", ("Lyft",)), ("we need a pool at the place", ("pool",)), ("no korean food", ("Korean",)),
    ("avoid vietnamese pls", ("Vietnamese",)), ("greek one night", ("Greek",))]
PNS_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add the naval aviation museum", ("Naval Aviation",)), ("can you book it all", ("book",)),
    ("rain forecast for that weekend?", ("weather",)), ("any festivals going on then", ("festival",)),
    ("stay at the hampton inn", ("Hampton Inn",)), ("lunch at mcdonalds", ("McDonald",)),
    ("we need free parking at the stay", ("parking",)), ("thai for dinner pls", ("Thai",)),
    ("some sushi one night", ("sushi",)), ("no japanese food", ("Japanese",)),
    ("reserve a table at frog hollow", ("reserv",)), ("rent us a boat", ("boat",))]

# An ambiguous turn: asked about (a question back), nothing changed
CHA_ASK = ["move the aquarium", "make it 4 pls", "change that one out", "the second option", "switch them", "nah do the other thing"]
PNS_ASK = ["put it at 3", "swap that", "the cheaper one of those pls", "flip those", "drop the museum", "make it bigger"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
CHA_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican places in chattanooga", "sure add that", {"cuisine+": "Mexican"}),
    ("when does our flight leave", "something later then, after noon", {"flight times~": {"depart_from": "12:00"}}),
    ("how much is sunny one bedroom a night", "find something under 500 then", {"max night price": 500.0}),
    ("whats lunch day 1", "dinner that night too?", Q("Bisque")),
    ("what are the sights on day 2", "drop ruby falls from it", {"avoid sights+": "Ruby Falls"}),
    ("whats the apartment rated", "find us a higher rated one then", "nicer:hotels")]
PNS_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there italian food in pensacola", "yep add italian then", {"cuisine+": "Italian"}),
    ("how long is the drive", "too far, lets fly", {"transportation": "no self-driving"}),
    ("whats the apartment a night", "under 250 then pls", {"max night price": 250.0}),
    ("whats breakfast on day 2", "and lunch that same day?", Q("Bailey")),
    ("any seafood on the plan", "then no seafood pls", {"avoid cuisines+": "Seafood"}),
    ("whats on day 2", "cut historic pensacola village", {"avoid sights+": "Historic Pensacola Village"})]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["lmaooo", "ooh fancy pants", "hmmm okay then", "lemme check w the wife", "brb refilling my coffee", "dope", "bet",
        "this is gonna be so fun", "whoa ok cool", "ehh fine whatever", "idk tbh, still deciding", "hang on my phone is dying",
        "cant waaait",
        "looks solid thx", "perfect, many thanks", "sure go ahead", "niiice", "works for me pal", "qwertyyy", "huhhh",
        "blah blah lol", "hahaha ok then", "cool cool thx", "for real? lol", "woohooo road trip", "okey dokey artichokey",
        "my boss is gonna be so jealous"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("CHA", CHA, CHA_UNDONE, CHA_QUESTIONS, CHA_EDITS, CHA_SWAPS, CHA_INTENTS, CHA_MIXED, CHA_REFUSALS,
                    CHA_ASK, CHA_FOLLOW),
         TripGroups("PNS", PNS, PNS_UNDONE, PNS_QUESTIONS, PNS_EDITS, PNS_SWAPS, PNS_INTENTS, PNS_MIXED, PNS_REFUSALS,
                    PNS_ASK, PNS_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to nineteenth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, *(SimpleNamespace(said=s._messages())
                                 for s in (fourteenth, fifteenth, sixteenth, seventeenth, eighteenth, nineteenth)))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on the BASE copy (HEAD 2a42084+, main's working tree of 13:20) before any rule was changed for it: 247 of 287
# right (questions 49/63, edits 57/61, take-backs 15/17, swaps 11/12, redo 4/4, intents 33/36, mixed 18/18, refusals
# 22/25, ask-back 5/12, follow-ups 8/12, talk 25/27). Silent wrongs at BASE: "push the whole thing back a week" made
# the trip 7 days long; "lemme check w the wife" made the party of five two; "lets just drive up there" banned flights
# beside the no-self-driving rule (taxis only); "ruby falls is back on" made Ruby Falls a must-see while still avoided;
# "any seafood places on it" and "fort pickens which day" added Seafood and a must-see; "cheapest day of the 3",
# "niiice" ("nicer") and "the cheaper one of those pls" re-planned the whole trip; "nightly rate for sunny one
# bedroom?" was refused as a count of bedrooms; "skip historic pensacola village" asked where the trip should go
# instead of Pensacola. The causes fixed (each a capability, tests/unit/nodes/chat/test_chat_int20_causes.py):
# "the whole thing" is the trip a shift moves (``date_edits.SHIFT``); "w", "w/" are "with" for someone asked first
# (``talk_aside._AWAY``); a mode insisted on lifts the ban held on it (``transportation.insisted_modes``,
# ``rule_merge.merge_rules``), and a wish to drive alone on a no-self-driving trip too (``wish_unwrapped.unwrapped``,
# ``understand.understand``); "back on" lifts a ban (``ban_lifted._LIFTING``); a sight's day asked with no verb
# (``intent_questions._DAY_ASKED_LAST``, ``_ASKED_LAST``); "on it" points at the plan (``cuisine_asked._OF_THE_PLAN``);
# "of the 3" counts the trip's own days (``intent_asks._OF_THE_PLAN``); a warm word drawn out is no typo of an
# intent's word (``intent_spelling._stretched_english``); a city inside one of its sights' names is not taken back
# (``replacing._in_a_sight``); the plan's own names hold no wish (``venue_names.without_venue_names``, used by
# ``venue_asked.venue_asked`` and ``not_applied.read_nothing``); the question word said last after a verb ("costs
# what", "where at", "how much a night", "whats that") and the cost split N ways (``intent_questions.ASKS``,
# ``_TOPICS``); "where's our place" and arriving in slang (``intent_questions._TOPICS``); a day run through
# (``intent_questions.SHOW_ME``, ``plan_question``); help in other words (``intent_scope.HELP``); "take back the last
# edit" (``intent_cues.UNDO_CUE``); a cuisine the data lacks ruled out alone (``cuisine._ALONE_BEFORE``,
# ``unlabelled_cuisines``); a ride named first is asked, never a story (``story_aside._ASKS``); any vehicle rented
# is refused by name (``intent_scope.OUT_OF_SCOPE``, ``booked_named``, ``answers``); a change pointing at nothing
# shown is asked back (``change_unnamed``: "nah", "flip", "... out", "the second option", "of those", "make it
# bigger"); a meal swapped on "the last morning" (``swap.day_named``); "that day" after a day asked
# (``intent_follow_up._THAT_DAY``); "no meal limit" (``take_back.TAKE_BACK``); one joining said with the total it
# makes (``relative._agreeing``); a place's figure named alone, no please (``venue_asked._FIGURE_PLEASE``); a sight
# or a meal moved to a day is a no with its reason and a question (``change_unnamed._moved_part``), and "to day 3" is
# no place (``unknown_places``, where BASE said "unknown destination 'day'"). The plan's names have one home
# (``venue_names``). The eleventh set's "skip the savannah history museum" and the nineteenth's "and dinner that day?"
# are right now too (their gaps removed). After the fixes: 285 of 287 (questions 62/63, edits 61/61, take-backs
# 17/17, swaps 12/12, redo 4/4, intents 36/36, mixed 18/18, refusals 25/25, ask-back 12/12, follow-ups 11/12, talk
# 27/27). The misses left, with why:
KNOWN_GAPS: dict[str, str] = {
    "what does the drive home day cost": "\"the drive home day\" names the last day by what happens on it; no day "
                                         "reader reads a day so, and the travel answer lists both drives",
    "something later then, after noon": "\"when does our flight leave\" names no leg (out or home), so the follow-up "
                                        "binds no flight (``answer_taken_up._leg``, deliberate); said not "
                                        "understood, nothing changed",
}


def test_the_twentieth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
