"""A twenty-third held-out set of whole chat messages (issue 39: a chat that reads every message right: cancel,
cheaper, nicer, questions about the plan, thanks, undo, taking back one wish, adding a wish, changing the dates, the
party or the city, talk that asks nothing, and two intents in one message), scored by what ``understand`` does with
each single follow-up turn on a thread holding a plan, laid out like the twenty-second
(``test_chat_intents_heldout_twentysecond.py``, ``tests/support/trip_groups.py``) but said on two planned trips of the
train split no earlier set uses, their annotated plans kept (each day's cost is ``plan_trip.day_costs`` of the plan):

* ``STK``: Las Vegas -> Stockton by air (the train split's March 3-5 2022 trip, one traveller, made with a $1,800
  budget where the data's is $1,400); out F3576711 at 06:01 landing 07:28 ($96), home F3576850 at 13:42 landing 15:03
  ($165); the stay Private Apt 2BR/1Bath/Kitchen/Parking in OUR HOME ($420 a night, rated 2, an entire home for 4, no
  pets); day 1 breakfast Biaggi's Ristorante Italiano (4.1), Louis Park and Buckley Cove Park, lunch Twin Brothers,
  dinner Muffins (3.5); day 2 breakfast The Blue Tandoor (2.6), Shumway Oak Grove Regional Park and the Mexican
  Heritage Center & Gallery, lunch Nand Bhai Chholey Bhature, dinner Wok On Fire (3.7); day 3 breakfast Dimsum & Co.
  (3.9), the Wat Dhammararam Buddhist Temple, lunch High Street Kitchen & Bar (2.9). Days $594.00, $495.00, $305.00:
  $1,394.00, $406.00 left.
* ``ORL``: Washington -> Orlando by car (the train split's March 15-17 2022 trip, its private-room rule kept), 2
  people, $2,000 budget; self-driving 12 hours 14 mins (1,364 km, $68) down and 12 hours 9 mins back; the stay
  Private room. 1 bed, 2 guests, 3333 Broadway ($705 a night, rated 3, a private room for 2, no pets); day 1 dinner
  Turquoise Villa (4.0); day 2 breakfast Wai Yu Mun Ching (3.6), The Wheel at ICON Park and Seuss Landing, lunch Veg O
  Non (3.1), dinner Nirula's Ice Cream; day 3 breakfast Fun Bytes (2.5). Days $883.00, $989.00, $94.00: $1,966.00,
  $983.00 a person, $34.00 left.

Kinds, as in the twenty-second, in new voices: terse ("canx pls", "ta muchly"), chatty, typos ("plz cancl"), slang ("wots
the damage", "could murder a curry"), numbers in words ("budget's down to eighteen hundred"), British and Australian
phrasing ("brekkie", "tea" for dinner, "give it a miss", "chuck in", "yeah nah", "all up", "the kitty", "kipping",
"fair dinkum"), sarcasm ("oh brilliant, a 6am flight"), hedges ("if poss", "i suppose so"), a sight whose name holds a
cuisine ("skip the mexican heritage center"), talk that names a dog or kids staying home, several intents in one
message, take-backs of one wish or two, redos, cancels in many forms. No cuisine wish is said "every night", "each
morning" or "only X" (those readings are being changed).

Written by helper INT23 before any rule was changed for it and before the chat's code was read; no sentence of the
first twenty-two sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures, the causes fixed
and the misses left: above ``KNOWN_GAPS``. ``python tests/unit/nodes/chat/test_chat_intents_heldout_twentythird.py``
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
from tests.unit.nodes.chat import test_chat_intents_heldout_twentyfirst as twentyfirst
from tests.unit.nodes.chat import test_chat_intents_heldout_twentysecond as twentysecond
from tests.unit.nodes.chat.test_chat_intents_heldout_fourteenth import (
    _day,
    _ruled,
    _thread,
)

_FLAT = "Private Apt 2BR/1Bath/Kitchen/Parking in OUR HOME, Stockton"
STK_TRIP: dict[str, Any] = {"org": "Las Vegas", "dest": "Stockton", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-03", "2022-03-04", "2022-03-05"], "people_number": 1, "budget": 1800,
                            "local_constraint": {}}
STK: dict[str, Any] = _thread(STK_TRIP, [
    _day(1, "from Las Vegas to Stockton", "Flight Number: F3576711, from Las Vegas to Stockton, Departure Time: 06:01, "
         "Arrival Time: 07:28", "Biaggi's Ristorante Italiano, Stockton", "Louis Park, Stockton;Buckley Cove Park, "
         "Stockton;", "Twin Brothers, Stockton", "Muffins, Stockton", _FLAT),
    _day(2, "Stockton", "-", "The Blue Tandoor, Stockton", "Shumway Oak Grove Regional Park, Stockton;Mexican Heritage "
         "Center & Gallery, Stockton;", "Nand Bhai Chholey Bhature, Stockton", "Wok On Fire, Stockton", _FLAT),
    _day(3, "from Stockton to Las Vegas", "Flight Number: F3576850, from Stockton to Las Vegas, Departure Time: 13:42, "
         "Arrival Time: 15:03", "Dimsum & Co., Stockton", "Wat Dhammararam Buddhist Temple, Stockton;",
         "High Street Kitchen & Bar, Stockton", "-", "-")],
    [594.0, 495.0, 305.0])

_ROOM = "Private room. 1 bed, 2 guests, 3333 Broadway, Orlando"
_DRIVE = "Self-driving, from {} to {}, duration: {}, distance: {}, cost: 68"
ORL_TRIP: dict[str, Any] = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2000,
                            "local_constraint": {"room type": "private room"}}
ORL: dict[str, Any] = _thread(ORL_TRIP, [
    _day(1, "from Washington to Orlando", _DRIVE.format("Washington", "Orlando", "12 hours 14 mins", "1,364 km"), "-",
         "-", "-", "Turquoise Villa, Orlando", _ROOM),
    _day(2, "Orlando", "-", "Wai Yu Mun Ching, Orlando", "The Wheel at ICON Park, Orlando;Seuss Landing, Orlando;",
         "Veg O Non, Orlando", "Nirula's Ice Cream, Orlando", _ROOM),
    _day(3, "from Orlando to Washington", _DRIVE.format("Orlando", "Washington", "12 hours 9 mins", "1,361 km"),
         "Fun Bytes, Orlando", "-", "-", "-", "-")],
    [883.0, 989.0, 94.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
STK_RULED = _ruled(STK, {"avoid sights": ["Louis Park"], "min stay rating": 3.0, "max meal cost": 25.0,
                         "avoid cuisines": ["BBQ"], "cuisine": ["Italian"],
                         "meal wishes": [{"meal": "breakfast", "cuisine": "Chinese", "restaurant": None}],
                         "flight times": [{"leg": "every", "depart_from": "08:00"}], "house rule": "pets",
                         "must see": ["Haggin Museum"]})
ORL_RULED = _ruled(ORL, {**ORL_TRIP["local_constraint"], "must see": ["Gatorland"], "avoid restaurants": ["Fun Bytes"],
                         "max night price": 750.0, "pace": {"most": 2}, "cuisine": ["Mexican", "French"],
                         "avoid cuisines": ["Seafood"], "max driving hours": 13.0})
STK_UNDONE: dict[str, Any] = {**STK, "restored": True}
ORL_UNDONE: dict[str, Any] = {**ORL, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
STK_QUESTIONS: list[tuple[str, Want]] = [
    ("wots the damage all up", Q("1,394")), ("how much have i got left over, roughly", Q("406")),
    ("what's the first day set me back", Q("594")), ("day 2 on its own, how much", Q("495")),
    ("and the final day, what's that come to", Q("305")), ("remind me what i said the budget was", Q("1,800")),
    ("how dear is the flat per night", Q("420")), ("is the stockton flat any good, rating wise", Q("2")),
    ("biaggi's - decent?", Q("4.1")), ("how's wok on fire rated", Q("3.7")),
    ("what ungodly hour does my flight leave vegas", Q("06:01")), ("what time do i touch down in stockton", Q("07:28")),
    ("when's the return flight", Q("13:42")), ("and i'm back in vegas at what time", Q("15:03")),
    ("whats the flight no. on the way out", Q("F3576711")), ("which day's the buddhist temple", Q("Day 3")),
    ("louis park is on what day", Q("Day 1")), ("brekkie on day two, where's that", Q("The Blue Tandoor")),
    ("where am i having my tea on the first night", Q("Muffins")), ("where's lunch on my last day", Q("High Street")),
    ("walk me through day three", Q("Wat Dhammararam")), ("what's the apartment called again", Q("Private Apt")),
    ("this is just for me right? one person?", Q("1")), ("which day's the dearest", Q("Day 1")),
    ("what date am i flying out", Q("3")), ("whats on the agenda for day 2", Q("Shumway")),
    ("how many nights am i staying", Q("2")), ("which is my cheapest day", Q("Day 3")),
    ("is the flat the whole place or just a room", "question"), ("any chinese on the itinerary?", "question"),
    ("is there kosher food", "out_of_scope"), ("do i get lunch on day one", "question"),
    ("how long's the flight, ballpark", "question"), ("am i still under budget then", "question"),
    ("what kind of food does dimsum & co do", "question"), ("what did that last change actually do", "question"),
    ("can i bring my cat to the flat", "question")]
ORL_QUESTIONS: list[tuple[str, Want]] = [
    ("what's the total damage for the pair of us", Q("1,966")), ("how much is left in the kitty", Q("34")),
    ("what's that per head", Q("983")), ("cost of day one?", Q("883")), ("day two's going to cost us what", Q("989")),
    ("the last day comes to?", Q("94")), ("what was our budget again, two grand?", Q("2,000")),
    ("what's the room costing us a night", Q("705")), ("what's 3333 broadway rated", Q("3")),
    ("turquoise villa, how's it rated", Q("4")), ("is veg o non any good", Q("3.1")),
    ("how long is the drive down to orlando", Q("12 h 14 min")), ("what day do we ride the wheel", Q("Day 2")),
    ("seuss landing's which day", Q("Day 2")), ("breakfast day three where", Q("Fun Bytes")),
    ("dinner the second night?", Q("Nirula")), ("where are we eating on the first evening", Q("Turquoise Villa")),
    ("give us the rundown of day 2", Q("ICON Park")), ("where are we kipping", Q("3333 Broadway")),
    ("how many of us did you plan for", Q("2")), ("which day blows the most cash", Q("Day 2")),
    ("what date do we set off", Q("15")), ("which day do we drive home", Q("Day 3")),
    ("how many nights at the broadway place", Q("2")),
    ("is it a private room or the whole house", "question"), ("any indian places on it", "question"),
    ("are we over the two grand", "question"), ("any nut free options", "question"),
    ("can the dog come to the room", "question"), ("do we stop for lunch on the drive down", "question"),
    ("what sort of place is nirula's", "question"), ("so what did u change", "question"),
    ("how far is the drive in km", "question"), ("what time do we get to orlando", "question"),
    ("is there parking at the room", "question")]

# Edits, each with what it must change (``tests.support.edit_scoring``)
STK_EDITS: list[Edit] = [
    ("my mate's tagging along now, so two of us", {"people_number": 2}),
    ("three of us now, my brother and his missus are in", {"people_number": 3}),
    ("make it four days, i'll take the friday off", {"days": 4}), ("cut it to two days, something came up", {"days": 2}),
    ("up the budget to two thousand dollars", {"budget": 2000}), ("can only spend 1500 now, sorry", {"budget": 1500}),
    ("shift it to the 7th", {"date": ["2022-03-07", "2022-03-08", "2022-03-09"]}),
    ("shove the lot back seven days", {"date": ["2022-03-10", "2022-03-11", "2022-03-12"]}),
    ("bring it forward a day", {"date": ["2022-03-02", "2022-03-03", "2022-03-04"]}),
    ("i'll be flying from phoenix instead", {"org": "Phoenix"}),
    ("let's do sacramento rather than stockton", {"dest": "Sacramento"}),
    ("my doctor says no seafood for me", {"avoid cuisines+": "Seafood"}),
    ("fancy a pizza dinner on one of the nights", {"meal wishes~": {"meal": "dinner", "cuisine": "Pizza"}}),
    ("a chinese lunch on day two would be grand", {"meal wishes~": {"meal": "lunch", "cuisine": "Chinese"}}),
    ("mexican brekkie on the last morning", {"meal wishes~": {"meal": "breakfast", "cuisine": "Mexican"}}),
    ("could murder a curry at some point", {"cuisine+": "Indian"}),
    ("no bbq, cheers", {"avoid cuisines+": "BBQ"}),
    ("gotta see the haggin museum", {"must see+": "Haggin Museum"}),
    ("give louis park a miss", {"avoid sights+": "Louis Park"}),
    ("chuck in the stockton field aviation museum", {"must see+": "Stockton Field Aviation Museum"}),
    ("skip the mexican heritage center pls", {"avoid sights+": "Mexican Heritage Center & Gallery"}),
    ("whoops, meant five days not three", {"days": 5}),
    ("bringing my dog, hope thats ok", {"house rule": "pets"}),
    ("flat's gotta be rated at least three", {"min stay rating": 3.0}),
    ("keep the flat below 300 a night", {"max night price": 300.0}),
    ("meals under twenty bucks each", {"max meal cost": 20.0}),
    ("nothing before 8am flight wise, i'm not a morning person", {"flight times~": {"depart_from": "08:00"}}),
    ("just the one sight a day, i like it slow", {"pace~": {"most": 1}}),
    ("put biaggi's in again, loved it", {"eat at+": "Biaggi's Ristorante Italiano"}),
    ("steer clear of twin brothers", {"avoid restaurants+": "Twin Brothers"}),
    ("two people, $2,500 budget", {"people_number": 2, "budget": 2500}),
    ("add italian and ditch the water tower", {"cuisine+": "Italian", "avoid sights+": "Stockton Water Tower"}),
    ("cheers for that! chuck some french food in too", {"cuisine+": "French"}),
    ("i'd like to smoke at the place if poss", {"house rule": "smoking"})]
ORL_EDITS: list[Edit] = [
    ("the kids are coming now, four of us all up", {"people_number": 4}),
    ("just me in the end, my partner can't make it", {"people_number": 1}),
    ("let's stretch to five days", {"days": 5}), ("two days is plenty actually", {"days": 2}),
    ("lift the budget to 2,600", {"budget": 2600}), ("budget's down to eighteen hundred", {"budget": 1800}),
    ("can we leave on the 20th instead", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("two days earlier please", {"date": ["2022-03-13", "2022-03-14", "2022-03-15"]}),
    ("we'll set off from baltimore instead", {"org": "Baltimore"}), ("tampa instead of orlando", {"dest": "Tampa"}),
    ("the missus reckons no fast food", {"avoid cuisines+": "Fast Food"}),
    ("an indian dinner one of the nights", {"meal wishes~": {"meal": "dinner", "cuisine": "Indian"}}),
    ("italian lunch one day pls", {"meal wishes~": {"meal": "lunch", "cuisine": "Italian"}}),
    ("we fancy some mediterranean", {"cuisine+": "Mediterranean"}),
    ("no dessert places, we're off sugar", {"avoid cuisines+": "Desserts"}),
    ("we have to do gatorland", {"must see+": "Gatorland"}),
    ("bin the wheel at icon park", {"avoid sights+": "The Wheel at ICON Park"}),
    ("harry p leu gardens too please", {"must see+": "Harry P Leu Gardens"}),
    ("sorry, 3 people not 2", {"people_number": 3}),
    ("room's gotta be rated 4 plus", {"min stay rating": 4.0}),
    ("under 600 a night for the room", {"max night price": 600.0}),
    ("keep meals below 40 a head", {"max meal cost": 40.0}),
    ("we'd rather fly, twelve hours in a car is mad", {"transportation": "no self-driving"}),
    ("no more than eight hours behind the wheel a day", {"max driving hours": 8.0}),
    ("a couple of sights a day, no more", {"pace~": {"most": 2}}),
    ("let's eat at turquoise villa again", {"eat at+": "Turquoise Villa"}),
    ("nirula's is a no from us", {"avoid restaurants+": "Nirula's Ice Cream"}),
    ("three of us and 2,700", {"people_number": 3, "budget": 2700}),
    ("add chinese and lose seuss landing", {"cuisine+": "Chinese", "avoid sights+": "Seuss Landing"}),
    ("whole place instead of a room please", {"room type": "entire room"}),
    ("the dog's coming with us after all", {"house rule": "pets"}),
    ("my son says he wants to see universal studios", {"must see+": "Universal Studios Florida"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("louis park's fine now", {"avoid sights-": "Louis Park"}, STK_RULED),
    ("rating doesn't matter for the flat anymore", {"min stay rating!": "3"}, STK_RULED),
    ("scrap the meal budget", {"max meal cost!": "25"}, STK_RULED),
    ("early flights are grand now", {"flight times!": "08:00"}, STK_RULED),
    ("bbq's back on the menu", {"avoid cuisines-": "BBQ"}, STK_RULED),
    ("don't bother with the italian", {"cuisine-": "Italian"}, STK_RULED),
    ("never mind the chinese brekkie", {"meal wishes!": "Chinese"}, STK_RULED),
    ("dog's not coming, so drop the pet thing", {"house rule!": "pets"}, STK_RULED),
    ("ditch the haggin museum and the meal cap", {"must see-": "Haggin Museum", "max meal cost!": "25"}, STK_RULED),
    ("on second thoughts, bbq is alright", {"avoid cuisines-": "BBQ"}, STK_RULED),
    ("gatorland can go", {"must see-": "Gatorland"}, ORL_RULED),
    ("fun bytes is fine after all", {"avoid restaurants-": "Fun Bytes"}, ORL_RULED),
    ("forget the nightly price cap, we'll splurge", {"max night price!": "750"}, ORL_RULED),
    ("as many sights as you like per day", {"pace!": "most"}, ORL_RULED),
    ("we've gone off french", {"cuisine-": "French"}, ORL_RULED),
    ("happy to have seafood now", {"avoid cuisines-": "Seafood"}, ORL_RULED),
    ("no driving limit needed", {"max driving hours!": "13"}, ORL_RULED),
    ("any room type's fine", {"room type!": "private room"}, ORL_RULED),
    ("drop the mexican and the gatorland thing", {"cuisine-": "Mexican", "must see-": "Gatorland"}, ORL_RULED),
    ("the wife's over mexican, take it off", {"cuisine-": "Mexican"}, ORL_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
STK_SWAPS = ["different flat pls", "can i have another place to kip", "swap breakfast on day 1",
             "new lunch spot for the last day", "switch out wok on fire", "swap louis park for the haggin museum",
             "replace muffins with something else"]
ORL_SWAPS = ["find us another room", "different place to stay, this one's pricey", "change dinner on day 2",
             "swap turquoise villa out", "replace seuss landing with gatorland", "other breakfast on day 3 please",
             "swap veg o non for somewhere better"]

# Redos, said right after an undo: the change put back
REDO = ["hang on, redo that", "bring back what you had", "undo your undo, i was wrong", "reapply that change, sorry",
        "actually i want that change back after all"]

# The usual intents, on either thread
STK_INTENTS: list[tuple[str, list[Want]]] = [
    ("call the stockton trip off", ["cancel"]), ("cancel it mate", ["cancel"]), ("don't want the trip anymore, cancel", ["cancel"]),
    ("canx pls", ["cancel"]), ("cancel!! cancel it!!", ["cancel"]), ("yeah nah, cancel it", ["cancel"]),
    ("undo, quick", ["undo"]), ("step back one, cheers", ["undo"]), ("reverse that last bit", ["undo"]),
    ("undo whatever you just did", ["undo"]),
    ("bit steep mate, knock the price down", ["cheaper"]), ("can you do it on the cheap", ["cheaper"]),
    ("too pricey for me, bring it down", ["cheaper"]),
    ("posher flat pls", ["nicer:hotels"]), ("somewhere nicer to sleep would be ace", ["nicer:hotels"]),
    ("better grub please", ["nicer:restaurants"]), ("nicer restaurants would be lovely", ["nicer:restaurants"]),
    ("cheers for sorting that, mate", ["thanks"]), ("ta muchly, that looks spot on", ["thanks"]), ("thanks heaps for that", ["thanks"]),
    ("wipe it all and start again", ["start_over"]), ("let's begin again from scratch", ["start_over"]),
    ("what are you able to do", ["help"]), ("how does this thing even work", ["help"])]
ORL_INTENTS: list[tuple[str, list[Want]]] = [
    ("we're not going, cancel", ["cancel"]), ("forget the whole orlando thing", ["cancel"]),
    ("cancel it, sorry to mess u around", ["cancel"]), ("plz cancl", ["cancel"]),
    ("yeah cancel. we can't afford it", ["cancel"]), ("the trip's off, sorry", ["cancel"]),
    ("undo pls mate", ["undo"]), ("roll that one back for me", ["undo"]), ("revert it to how it was, cheers", ["undo"]),
    ("can you undo the last thing", ["undo"]),
    ("cheaper if poss", ["cheaper"]), ("make it cheaper pls, two grand is a stretch", ["cheaper"]),
    ("cheapest version please", ["cheaper"]),
    ("nicer room please", ["nicer:hotels"]), ("can we get a posher room", ["nicer:hotels"]),
    ("better restaurants for the pair of us", ["nicer:restaurants"]), ("tastier places to eat for the two of us", ["nicer:restaurants"]),
    ("thanks a million for this", ["thanks"]), ("cheers, you absolute legend", ["thanks"]), ("thank u so much!!", ["thanks"]),
    ("start over from the beginning please", ["start_over"]), ("new trip, from the top", ["start_over"]),
    ("what can this thing do", ["help"]), ("um how do i use you", ["help"])]

# A wish or thanks and a question in one turn, many behind an opener
STK_MIXED: list[tuple[str, list[Want]]] = [
    ("ta! what's the total", [Q("1,394")]), ("cool cool, when do i land", [Q("07:28")]),
    ("ok and day 2?", [Q("Shumway")]), ("brill, how much have i got left", [Q("406")]),
    ("cheers, where's dinner on day one", [Q("Muffins")]),
    ("add mexican, and what time do i fly out", ["none", "question"]),
    ("no seafood, and whats the flat called", ["none", "question"]),
    ("undo that and tell me the total now", ["undo", "question"]),
    ("cheaper please, and how much do i save", ["cheaper", "question"]),
    ("nice one, what's the flat rated", [Q("2")]), ("sweet as. which day is buckley cove park", [Q("Day 1")]),
    ("make it 2 people, what's the total then", ["none", "question"])]
ORL_MIXED: list[tuple[str, list[Want]]] = [
    ("thanks! what's left in the budget", [Q("34")]), ("right, what's day 3 look like", [Q("Fun Bytes")]),
    ("and lunch on the 2nd day, where's that?", [Q("Veg O Non")]), ("good stuff, how much is the room a night", [Q("705")]),
    ("ta, where's dinner night 1", [Q("Turquoise Villa")]),
    ("3 of us now, still under budget?", ["none", "question"]),
    ("skip seuss landing, what else is on day 2", ["none", "question"]),
    ("cheaper pls & what would it cost then", ["cheaper", "question"]),
    ("nice, which day is the wheel", [Q("Day 2")]), ("alright, how many nights is that", [Q("2")]),
    ("add italian and what's day two cost", ["none", "question"]),
    ("roll that back, and what's the total now", ["undo", "question"])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
STK_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("my mate wants thai one night", ("Thai",)), ("korean food for lunch pls", ("Korean",)),
    ("keep greek food off the list", ("Greek",)), ("just book the whole lot for me", ("book",)),
    ("is it gonna rain in stockton", ("weather",)), ("any concerts on that weekend", ("concert",)),
    ("put me in the marriott", ("Marriott",)), ("stick disneyland on the list", ("Disneyland",)),
    ("can i get a cab from the airport", ("cab",)), ("the flat needs a gym", ("gym",)),
    ("no turkish food", ("Turkish",)), ("book me a table at biaggi's", ("book",)),
    ("rent me a car in stockton", ("car",)), ("japanese food on day two", ("Japanese",))]
ORL_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("we want sushi on day 2", ("sushi",)), ("lebanese for dinner", ("Lebanese",)),
    ("no korean food please", ("Korean",)), ("book the room for us", ("book",)),
    ("what's the weather like in orlando in march", ("weather",)), ("put us in the four seasons", ("Four Seasons",)),
    ("add disney world", ("Disney",)), ("we need a jacuzzi", ("jacuzzi",)),
    ("lunch at burger king on day 2", ("Burger King",)), ("lyft to seaworld", ("Lyft",)),
    ("reserve us a table at turquoise villa", ("reserv",)), ("caribbean food for dinner", ("Caribbean",)),
    ("avoid thai food", ("Thai",)), ("any nba games that week", ("game",))]

# An ambiguous turn: asked about (a question back), nothing changed
STK_ASK = ["move it to the other day", "make it 3 instead of that one", "swap those two around", "the first one please",
           "do the other thing instead then", "make that one shorter", "shift that one back a bit"]
ORL_ASK = ["change it to 3 then", "flip them round", "the dearer one of those", "move it somewhere else",
           "bring that forward", "the other one of those pls", "make it a tad smaller"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
STK_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there italian food in stockton", "go on then, add it", {"cuisine+": "Italian"}),
    ("how much is the flat a night", "find one under 300 a night then", {"max night price": 300.0}),
    ("where's lunch on day 1", "and that evening's dinner?", Q("Muffins")),
    ("what's on day 2", "skip the heritage center then", {"avoid sights+": "Mexican Heritage Center & Gallery"}),
    ("what's the flat rated", "find me a better rated one then", "nicer:hotels"),
    ("what time's my flight out", "too early, nothing before 9 pls", {"flight times~": {"depart_from": "09:00"}}),
    ("is there bbq on my plan", "ditch the bbq then", {"avoid cuisines+": "BBQ"})]
ORL_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican food in orlando", "yep put some in", {"cuisine+": "Mexican"}),
    ("what's the room per night", "something under 500 then pls", {"max night price": 500.0}),
    ("what's breakfast on day 2", "what about lunch that day", Q("Veg O Non")),
    ("what's happening on day 2", "lose seuss landing then", {"avoid sights+": "Seuss Landing"}),
    ("how's the room rated", "get us a nicer one then", "nicer:hotels"),
    ("how long's the drive", "too long, let's fly", {"transportation": "no self-driving"}),
    ("is there french food on it", "add some french then", {"cuisine+": "French"})]

# Talk: chit-chat, confirmations, sarcasm, venting and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["my partner's stoked", "can't believe we're finally doing this", "petrol prices are insane rn",
        "ugh work has been mental", "brb grabbing a coffee", "🤷", "👍👍👍👍", "hold on let me ask my partner", "righto",
        "fair dinkum", "no worries at all", "too easy", "magic", "that's me sorted i think", "lol fair enough then",
        "hmm hmm hmm", "jjjkkkll", "you're a star, ta", "whatever works for you", "that's fine by me",
        "oh brilliant, a 6am flight, living the dream 🙃", "maybe, maybe not", "i suppose so", "bit of a whirlwind this",
        "honestly not sure yet", "the dog's gonna miss us", "we've been saving for ages", "my mum's minding the kids",
        "what a week", "grand so"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("STK", STK, STK_UNDONE, STK_QUESTIONS, STK_EDITS, STK_SWAPS, STK_INTENTS, STK_MIXED, STK_REFUSALS,
                    STK_ASK, STK_FOLLOW),
         TripGroups("ORL", ORL, ORL_UNDONE, ORL_QUESTIONS, ORL_EDITS, ORL_SWAPS, ORL_INTENTS, ORL_MIXED, ORL_REFUSALS,
                    ORL_ASK, ORL_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to twenty-second's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, *(SimpleNamespace(said=s._messages())
                                 for s in (fourteenth, fifteenth, sixteenth, seventeenth, eighteenth, nineteenth,
                                           twentieth, twentyfirst, twentysecond)))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on the BASE copy (HEAD c1baac1) before any rule was changed for it: 263 of 335 right (questions 54/72, edits
# 52/66, take-backs 13/20, swaps 13/14, redo 4/5, intents 37/48, mixed 21/24, refusals 25/28, ask-back 6/14,
# follow-ups 11/14, talk 27/30). (Two labels were put right after reading the answers, both right at BASE too: "how long
# is the drive down to orlando" is answered "about 12 h 14 min", first wanted as "12 hours"; "any nut free options" is
# answered with its reason, the restaurants have no diet labels, first labelled out of scope.) Silent wrongs at BASE:
# "what a week" made the trip seven days long; "my mum's minding the kids" set the children-under-10 rule; "can the dog
# come to the room" set the pets rule; "is it a private room or the whole house" read both room types as wishes; "yeah
# cancel. we can't afford it" re-planned for the cheapest; "day two's going to cost us what" read "cost" as a
# destination. The causes fixed (each a capability, tests/unit/nodes/chat/test_chat_int23_causes.py): cancels said to
# someone ("cancel it mate"), as "canx", as the trip not wanted any more, with an apology or money short
# (``intent_cues.CANCEL_CUE``, ``CANCEL_FILLER``, ``intent_cancel._REASON``); "roll that one back for me"
# (``intent_cues.UNDO_CUE``); "hang on, redo that" (``undo._REDO``); "spot on", "what a week" (``SMALL_TALK_CUE``);
# "what can this thing do", "what are you able to do" (``intent_scope.HELP``); "posher" (``intent_preferences._BETTER``);
# wishes let go of in British words ("gone off", "the wife's over X", "don't bother with X", "X can go", never someone
# who can go: ``take_back.TAKE_BACK``, ``_GOERS``), accepted ("grand", "happy to have X": ``_ACCEPTING``), and "X, no
# more" a cap, no take-back; "wots"/"wot" (``intent_spelling``); a cost asked with "what" last, "am i ...", "over the
# two grand", a stay's name asked ("called"), "set off", "the rundown of", "where's that", "flat" a stay
# (``intent_questions``); "X's which day" is the day a place is on whatever its name says (``_PLACE_DAY_LAST``); "the
# most cash" (``answers._MOST_COST``; cash spent is no currency question: ``intent_scope``); an either-or question
# without its mark (``after_parsing._YES_NO_ASKED``); a pet asked to come along asks the stay's rules
# (``stay_rules._PERMITS``); "bin X", "give X a miss" on a planned sight (``plan_sight_dropped``); "brekkie", "kipping"
# (``typed_loosely``); "bring it forward", "shove the lot back" (``date_edits.SHIFT``); "down to eighteen hundred"
# (``said_before._BY_AMOUNT``); "four of us all up" (``relative._TOTAL_PEOPLE``); "the other day", "round", "forward",
# "that one shorter", "the dearer one", "the other one of those" asked back (``change_unnamed``); "go on then, add it"
# (``answer_taken_up._FILLER``); "on my plan" (``cuisine_asked._OF_THE_PLAN``); "that evening's dinner"
# (``intent_follow_up._THAT_DAY``); "&" joins a question (``along._PARTS``); kids minded at home are no child coming
# (``story_aside._OTHERS_DO``); "book me a table" (``intent_scope``); "put me in the X" (``venue_unknown._STAY_CUE``).
# After the fixes: 319 of 335 (questions 68/72, edits 60/66, take-backs 19/20, swaps 14/14, redo 5/5, intents 48/48,
# mixed 24/24, refusals 27/28, ask-back 12/14, follow-ups 13/14, talk 29/30); 320 since stop 78 ("nirula's is a no
# from us": a verdict said for whom, ``avoid_sights._FOR_NOW``, WISH29). The misses left, with why:
KNOWN_GAPS: dict[str, str] = {
    "day 2 on its own, how much": "split at the comma (``along``): \"how much\" alone is answered as the total and \"day 2 "
                                  "on its own\" said not read; the day is not carried into the question after it",
    "where am i having my tea on the first night": "\"tea\" for dinner (British) is also the data's Tea cuisine: read as "
                                                   "a meal it would be a spelling trap for the cuisine, so the night's stay "
                                                   "is answered",
    "this is just for me right? one person?": "a party checked in two questions with no count said as a number of "
                                              "people (``confirm`` reads \"2 people, right?\"): not understood",
    "turquoise villa, how's it rated": "\"villa\" is a kind of stay (``_STAY_PLACE``), so a restaurant named Villa is read "
                                       "as the stay: the stay's rating is answered, and the name read as an edit",
    # ("could murder a curry at some point" reads since stop 80: a curry is Indian, words.DISHES_OF)
    "flat's gotta be rated at least three": "the stay-rating reader (domain) takes no \"flat\" as a stay: asked what must "
                                            "be rated, nothing changed",
    "put biaggi's in again, loved it": "as the fourteenth's \"put forest park in\": \"put X in\" is no cue of the "
                                       "restaurant or sight readers; not understood",
    "add italian and ditch the water tower": "\"ditch\" is no avoidance verb of the trip parser's sight reader (domain): "
                                             "Italian is added, the tower (not planned) is not avoided",
    "scrap the meal budget": "\"meal\" names both the meal cap and the Chinese breakfast wish, \"budget\" the trip's "
                             "budget: asked which (a \"meal budget\" as the cap is no word of the cap's registry entry)",
    "stick disneyland on the list": "\"stick X on the list\" is no cue of the must-see reader (domain), so the sight the "
                                    "data lacks is not refused by name: not understood",
    "the first one please": "as the nineteenth's \"the first one pls\": \"the first one\" names the first version "
                            "(``intent_cues.EARLIER_ALONE``), so the trip goes back to it (a fair reading)",
    "move it somewhere else": "read as a wish for another destination (``vague_start``): answered that the chat cannot "
                              "choose the city and asked to name one, without a question mark the scorer counts",
    "ditch the bbq then": "\"ditch\" is a take-back cue and no avoidance of the cuisine reader (domain): no wish holds BBQ, "
                          "so the reply says it found none to take back",
    "oh brilliant, a 6am flight, living the dream 🙃": "as the twenty-second's: the eye-roll at a flight's hour is read as "
                                                      "a complaint of the flight time; the reply asks for a bound",
}


def test_the_twentythird_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 335
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
