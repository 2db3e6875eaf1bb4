"""A twenty-second held-out set of whole chat messages (issue 39: a chat that reads every message right: cancel,
cheaper, nicer, questions about the plan, thanks, undo, edits, start over, and asks when a message is ambiguous),
scored by what ``understand`` does with each single follow-up turn on a thread holding a plan, laid out like the
twenty-first (``test_chat_intents_heldout_twentyfirst.py``, ``tests/support/trip_groups.py``) but said on two planned
trips of the train split no earlier set uses, their annotated plans kept (each day's cost is ``plan_trip.day_costs``
of the plan):

* ``ROC``: St. Petersburg -> Rockford by air (the train split's March 16-18 2022 trip, made for a couple: 2 people,
  and so a $3,000 budget, where the data's is $1,700 for one); out F3573659 at 15:40 landing 17:04 ($474 a seat),
  home F3573120 at 19:00 landing 22:43 ($346 a seat); the stay Pure luxury one bdrm + sofa bed on Central Park ($243 a
  night, rated 3, an entire home for 3, no smoking, no parties); day 1 dinner Coco Bambu (4.9); day 2 breakfast Dial
  A Cake, the Burpee Museum of Natural History, the Midway Village Museum and the Discovery Center Museum, lunch
  Flying Mango (4.5), dinner Cafe Southall (4.2); day 3 breakfast Subway, the Klehm Arboretum & Botanic Garden and
  Sinnissippi Park, lunch Gajalee Sea Food (3.9), dinner Nutri Punch (4.0). Days $1,335.00, $453.00, $942.00:
  $2,730.00, $1,365.00 a person, $270.00 left.
* ``WAS``: Bangor -> Washington by air (the train split's March 21-23 2022 trip, its rules kept: pets, an entire
  room, no self-driving), 3 people, $3,100 budget; out F3785531 at 17:59 landing 19:44 ($164 a seat), home F3797033
  at 21:54 landing 23:30 ($131 a seat); the stay Comfortable & Cozy Times Square Apt ($499 a night, rated 3, an
  entire home for 3, no parties, no children under 10); day 1 dinner Los Aztecas (3.5); day 2 breakfast Manna Java
  World Cafe (3.5), the Seattle Aquarium and Beneath the Streets, lunch Hemingway's Island Grill (3.5), dinner
  Thaaliwala (4.1); day 3 breakfast Moradabadi Biryani (3.1), the Space Needle, lunch Biryani Point, dinner Domino's
  Pizza (2.5). Days $1,129.00, $1,111.00, $849.00: $3,089.00, $11.00 left.

Kinds, as in the twenty-first, in new voices: people relaying others' wishes ("my wife says no seafood", "the kids
want pizza one night"), conditional asks ("if its cheaper, fly instead"), questions with a wish in them ("is there
anything cheaper than that place?"), meal-time wishes in edits ("a mexican dinner one night", "italian for lunch on
the second day": the trip's ``meal wishes``, each {meal, cuisine, restaurant}), polite long-winded messages,
one-word replies, typos, slang, emoji, several intents in one message, undo and redo chains, cancels in many forms,
thanks mixed with a new wish, questions about what changed, the budget left and each day.

Written by helper INT22 before any rule was changed for it and before the chat's code was read; no sentence of the
first twenty-one sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures, the causes fixed
and the misses left: above ``KNOWN_GAPS``. ``python tests/unit/nodes/chat/test_chat_intents_heldout_twentysecond.py``
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
from tests.unit.nodes.chat.test_chat_intents_heldout_fourteenth import (
    _day,
    _ruled,
    _thread,
)

_LUXURY = "Pure luxury one bdrm + sofa bed on Central Park, Rockford"
ROC_TRIP: dict[str, Any] = {"org": "St. Petersburg", "dest": "Rockford", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-16", "2022-03-17", "2022-03-18"], "people_number": 2, "budget": 3000,
                            "local_constraint": {}}
ROC: dict[str, Any] = _thread(ROC_TRIP, [
    _day(1, "from St. Petersburg to Rockford", "Flight Number: F3573659, from St. Petersburg to Rockford, Departure "
         "Time: 15:40, Arrival Time: 17:04", "-", "-", "-", "Coco Bambu, Rockford", _LUXURY),
    _day(2, "Rockford", "-", "Dial A Cake, Rockford", "Burpee Museum of Natural History, Rockford;Midway Village Museum, "
         "Rockford;Discovery Center Museum, Rockford;", "Flying Mango, Rockford", "Cafe Southall, Rockford", _LUXURY),
    _day(3, "from Rockford to St. Petersburg", "Flight Number: F3573120, from Rockford to St. Petersburg, Departure "
         "Time: 19:00, Arrival Time: 22:43", "Subway, Rockford", "Klehm Arboretum & Botanic Garden, Rockford;"
         "Sinnissippi Park, Rockford;", "Gajalee Sea Food, Rockford", "Nutri Punch, Rockford", "-")],
    [1335.0, 453.0, 942.0])

_APT = "Comfortable & Cozy Times Square Apt, Washington"
WAS_TRIP: dict[str, Any] = {"org": "Bangor", "dest": "Washington", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-21", "2022-03-22", "2022-03-23"], "people_number": 3, "budget": 3100,
                            "local_constraint": {"house rule": "pets", "room type": "entire room",
                                                 "transportation": "no self-driving"}}
WAS: dict[str, Any] = _thread(WAS_TRIP, [
    _day(1, "from Bangor to Washington", "Flight Number: F3785531, from Bangor to Washington, Departure Time: 17:59, "
         "Arrival Time: 19:44", "-", "-", "-", "Los Aztecas, Washington", _APT),
    _day(2, "Washington", "-", "Manna Java World Cafe, Washington", "Seattle Aquarium, Washington;Beneath the Streets, "
         "Washington;", "Hemingway's Island Grill, Washington", "Thaaliwala, Washington", _APT),
    _day(3, "from Washington to Bangor", "Flight Number: F3797033, from Washington to Bangor, Departure Time: 21:54, "
         "Arrival Time: 23:30", "Moradabadi Biryani, Washington", "Space Needle, Washington;",
         "Biryani Point, Washington", "Domino's Pizza, Washington", "-")],
    [1129.0, 1111.0, 849.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
ROC_RULED = _ruled(ROC, {"avoid sights": ["Midway Village Museum"], "min stay rating": 4.0, "max meal cost": 30.0,
                         "avoid cuisines": ["Seafood"], "cuisine": ["Mexican"],
                         "meal wishes": [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}],
                         "flight times": [{"leg": "every", "depart_from": "09:00"}], "house rule": "smoking"})
WAS_RULED = _ruled(WAS, {**WAS_TRIP["local_constraint"], "must see": ["Kerry Park"], "avoid restaurants": ["Thaaliwala"],
                         "max night price": 550.0, "pace": {"most": 1}, "cuisine": ["Chinese", "Indian"]})
ROC_UNDONE: dict[str, Any] = {**ROC, "restored": True}
WAS_UNDONE: dict[str, Any] = {**WAS, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
ROC_QUESTIONS: list[tuple[str, Want]] = [
    ("sorry to bother, but what does the whole thing come to?", Q("2,730")),
    ("how much wiggle room is left budget wise", Q("270")), ("wat is it per person", Q("1,365")),
    ("first day cost?", Q("1,335")), ("hey quick one, whats day two gonna run us", Q("453")),
    ("and the last day costs how much", Q("942")), ("whats our budget set at", Q("3,000")),
    ("what's the nightly rate on the central park place", Q("243")), ("rating on the pure luxury place?", Q("3")),
    ("coco bambu any good?", Q("4.9")), ("how well rated is flying mango", Q("4.5")),
    ("when does the plane leave st petersburg", Q("15:40")), ("what time r we landing in rockford", Q("17:04")),
    ("what time's our flight out of rockford", Q("19:00")), ("when do we get home to st. petersburg", Q("22:43")),
    ("flight # going there?", Q("F3573659")), ("what day is the burpee museum", Q("Day 2")),
    ("which day do we do sinnissippi park", Q("Day 3")), ("breakfast on the 2nd day is where", Q("Dial A Cake")),
    ("where r we eating the first night", Q("Coco Bambu")), ("whats for dinner day 3", Q("Nutri Punch")),
    ("can u run me through day two", Q("Burpee")), ("what's the name of where we're staying", Q("Pure luxury")),
    ("how many of us is this planned for", Q("2")), ("which of the days costs the most", Q("Day 1")),
    ("when do we fly down", Q("16")), ("my husband asks is there anything cheaper than that place?", "question"),
    ("are there cheaper flights from st pete?", "question"), ("is there anything halal", "out_of_scope"),
    ("is it the whole apartment or just a room", "question"), ("anything italian on there?", "question"),
    ("do we have time for lunch on the 1st day", "question"), ("how many hours is the flight", "question"),
    ("are we within budget still", "question"), ("what sort of food does cafe southall do", "question"),
    ("what did you just change for us?", "question")]
WAS_QUESTIONS: list[tuple[str, Want]] = [
    ("what's the grand total for the three of us", Q("3,089")), ("how much of the budget's left over", Q("11")),
    ("day one total pls", Q("1,129")), ("what do we spend on the second day", Q("1,111")),
    ("whats day 3 gonna cost", Q("849")), ("the budget was what again", Q("3,100")),
    ("what's the times square apt a night", Q("499")), ("how's the cozy apt rated", Q("3")),
    ("is thaaliwala good", Q("4.1")), ("what rating does los aztecas have", Q("3.5")),
    ("what time do we fly out of bangor", Q("17:59")), ("when do we arrive in washington", Q("19:44")),
    ("the flight home leaves when", Q("21:54")), ("what time we land in bangor", Q("23:30")),
    ("what's the flight number coming back", Q("F3797033")), ("which day is the seattle aquarium", Q("Day 2")),
    ("space needle's on which day", Q("Day 3")), ("where do we have breakfast on day 3", Q("Moradabadi")),
    ("dinner on night 1 is where", Q("Los Aztecas")), ("lunch on day two?", Q("Hemingway")),
    ("tell me about day 2 pls", Q("Aquarium")), ("where's our apartment", Q("Times Square")),
    ("how many ppl is it for", Q("3")), ("priciest day of them?", Q("Day 1")),
    ("what date do we leave bangor", Q("21")), ("is there a cheaper apartment than this one?", "question"),
    ("any cheaper way to fly?", "question"), ("is there anything gluten free", "out_of_scope"),
    ("can we bring the dog to the apartment", "question"), ("any mexican on the plan", "question"),
    ("do we eat dinner before the flight home", "question"), ("how long's the flight to washington", "question"),
    ("are we over budget", "question"), ("what kind of food is domino's", "question"),
    ("what changed just now with the plan?", "question"), ("how much money do we have left after all this", Q("11"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
ROC_EDITS: list[Edit] = [
    ("my sister wants to come too so make it 3", {"people_number": 3}), ("actually its only me going", {"people_number": 1}),
    ("could we stretch it to 4 days", {"days": 4}), ("make it a two day trip instead", {"days": 2}),
    ("bump the budget up to 3500 please", {"budget": 3500}), ("we've only got 2500 to spend now", {"budget": 2500}),
    ("can we go on the 23rd instead", {"date": ["2022-03-23", "2022-03-24", "2022-03-25"]}),
    ("push it back by two days", {"date": ["2022-03-18", "2022-03-19", "2022-03-20"]}),
    ("flying from tampa instead", {"org": "Tampa"}), ("madison instead of rockford", {"dest": "Madison"}),
    ("my wife says no seafood", {"avoid cuisines+": "Seafood"}),
    ("the kids want pizza one night", {"meal wishes~": {"meal": "dinner", "cuisine": "Pizza"}}),
    ("a mexican dinner one night", {"meal wishes~": {"meal": "dinner", "cuisine": "Mexican"}}),
    ("italian for lunch on the second day", {"meal wishes~": {"meal": "lunch", "cuisine": "Italian"}}),
    ("chinese breakfast one morning lol", {"meal wishes~": {"meal": "breakfast", "cuisine": "Chinese"}}),
    ("my husband would love some indian food", {"cuisine+": "Indian"}),
    ("no bbq please, my partner hates it", {"avoid cuisines+": "BBQ"}),
    ("we have to see the anderson japanese gardens", {"must see+": "Anderson Japanese Gardens"}),
    ("could we skip the midway village museum?", {"avoid sights+": "Midway Village Museum"}),
    ("please add the nicholas conservatory", {"must see+": "Nicholas Conservatory & Gardens"}),
    ("sorry typo, i meant 4 days not 3", {"days": 4}),
    ("we're bringing our puppy", {"house rule": "pets"}),
    ("the stay should be rated 4 or more", {"min stay rating": 4.0}),
    ("keep the place under 200 a nite", {"max night price": 200.0}),
    ("meals under 25 a head pls", {"max meal cost": 25.0}),
    ("no flights before 9 please, my wife hates early mornings", {"flight times~": {"depart_from": "09:00"}}),
    ("two things a day max", {"pace~": {"most": 2}}), ("we'd like to eat at flying mango again", {"eat at+": "Flying Mango"}),
    ("not cafe southall please", {"avoid restaurants+": "Cafe Southall"}),
    ("4 people and 4000 budget pls", {"people_number": 4, "budget": 4000}),
    ("add french food and drop the burpee museum", {"cuisine+": "French", "avoid sights+": "Burpee Museum of Natural "
                                                                                         "History"}),
    ("thanks so much! could we also add some mexican food", {"cuisine+": "Mexican"}),
    ("we need a place where we can smoke", {"house rule": "smoking"}),
    ("mom says she wants american food at least once", {"cuisine+": "American"})]
WAS_EDITS: list[Edit] = [
    ("my cousin is joining, so 4 of us", {"people_number": 4}), ("only two of us now", {"people_number": 2}),
    ("make it four days pls", {"days": 4}), ("let's do 5 days", {"days": 5}),
    ("raise budget to 4000", {"budget": 4000}), ("budget's 2800 now sorry", {"budget": 2800}),
    ("go on the 28th instead", {"date": ["2022-03-28", "2022-03-29", "2022-03-30"]}),
    ("move it up a day", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("leaving from boston instead", {"org": "Boston"}), ("make it seattle instead of washington", {"dest": "Seattle"}),
    ("my dad says no mexican food", {"avoid cuisines+": "Mexican"}),
    ("the kids want burgers, so american one night", {"cuisine+": "American"}),
    ("an italian dinner one night please", {"meal wishes~": {"meal": "dinner", "cuisine": "Italian"}}),
    ("we'd like a french breakfast on the last day", {"meal wishes~": {"meal": "breakfast", "cuisine": "French"}}),
    ("no fast food, the wife insists", {"avoid cuisines+": "Fast Food"}),
    ("we must see kerry park", {"must see+": "Kerry Park"}), ("can we not do beneath the streets?",
                                                             {"avoid sights+": "Beneath the Streets"}),
    ("add the space needle and chihuly garden and glass", {"must see+": "Chihuly Garden and Glass"}),
    ("oops i meant 2 people not 3", {"people_number": 2}),
    ("rating of 4 minimum for the apartment", {"min stay rating": 4.0}),
    ("nothing above 450 a night", {"max night price": 450.0}),
    ("no meal over 30 dollars", {"max meal cost": 30.0}),
    ("we'd rather not fly after 8pm on the way home", {"flight times~": {"leg": "return", "depart_until": "20:00"}}),
    ("one sight a day is plenty", {"pace~": {"most": 1}}), ("book us into the hangar for dinner once",
                                                           {"eat at+": "The Hangar"}),
    ("no dominos pls", {"avoid restaurants+": "Domino's Pizza"}),
    ("2 of us and 2000", {"people_number": 2, "budget": 2000}),
    ("add indian food and skip the aquarium", {"cuisine+": "Indian", "avoid sights+": "Seattle Aquarium"}),
    ("a private room is fine actually", {"room type!": "entire room"}),
    ("no pets after all, the dog's staying home", {"house rule!": "pets"}),
    ("my brother says he wants to see the gum wall", {"must see+": "The Gum Wall"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("midway village is ok after all", {"avoid sights-": "Midway Village Museum"}, ROC_RULED),
    ("any rating's fine for the place", {"min stay rating!": "4"}, ROC_RULED),
    ("no limit on meals anymore", {"max meal cost!": "30"}, ROC_RULED),
    ("early flights are fine by us now", {"flight times!": "09:00"}, ROC_RULED),
    ("my wife says seafood is fine after all", {"avoid cuisines-": "Seafood"}, ROC_RULED),
    ("we don't need the mexican anymore", {"cuisine-": "Mexican"}, ROC_RULED),
    ("forget the italian dinner", {"meal wishes!": "Italian"}, ROC_RULED),
    ("nobody smokes anymore, drop the smoking", {"house rule!": "smoking"}, ROC_RULED),
    ("forget the meal cap and the rating", {"max meal cost!": "30", "min stay rating!": "4"}, ROC_RULED),
    ("scrap the seafood ban", {"avoid cuisines-": "Seafood"}, ROC_RULED),
    ("kerry park's not a must anymore", {"must see-": "Kerry Park"}, WAS_RULED),
    ("thaaliwala is fine again", {"avoid restaurants-": "Thaaliwala"}, WAS_RULED),
    ("no price cap on the apartment", {"max night price!": "550"}, WAS_RULED),
    ("more than one sight a day is ok", {"pace!": "most"}, WAS_RULED),
    ("we don't need chinese food", {"cuisine-": "Chinese"}, WAS_RULED),
    ("the dog isn't coming now", {"house rule!": "pets"}, WAS_RULED),
    ("a shared room is ok too", {"room type!": "entire room"}, WAS_RULED),
    ("forget indian and kerry park", {"cuisine-": "Indian", "must see-": "Kerry Park"}, WAS_RULED),
    ("the kids say chinese is off", {"cuisine-": "Chinese"}, WAS_RULED),
    ("drop the one sight a day thing", {"pace!": "most"}, WAS_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
ROC_SWAPS = ["another apartment please", "could you swap out the hotel for a different one?",
             "different breakfast on day 2 pls", "swap cafe southall for something else", "new dinner for night one",
             "swap the midway village museum for anderson japanese gardens", "replace nutri punch"]
WAS_SWAPS = ["different apartment?", "swap los aztecas", "other lunch spot on day 2 pls", "switch breakfast on day 3",
             "swap beneath the streets for kerry park", "replace domino's with something better",
             "can we find another place to stay"]

# Redos, said right after an undo: the change put back
REDO = ["actually redo it", "put it back the way you had it", "undo ur undo pls", "no, reapply it",
        "ugh i changed my mind again, bring the change back"]

# The usual intents, on either thread
ROC_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel.", ["cancel"]), ("cancel the rockford trip please, sorry", ["cancel"]),
    ("we're calling the whole rockford thing off", ["cancel"]), ("kill the rockford trip", ["cancel"]), ("nope. cancel. 🚫", ["cancel"]),
    ("undo it all back one step", ["undo"]), ("can you put it back how it was before", ["undo"]),
    ("take back that last change of yours", ["undo"]),
    ("cheaper??? 💸", ["cheaper"]), ("if there's a cheaper way, do that", ["cheaper"]),
    ("this is over our budget honestly, could you trim it down", ["cheaper"]),
    ("a nicer place to stay would be lovely", ["nicer:hotels"]), ("upgrade the apartment for us pls", ["nicer:hotels"]),
    ("we'd like better restaurants please", ["nicer:restaurants"]), ("classier places to eat", ["nicer:restaurants"]),
    ("many thanks to you mate", ["thanks"]), ("thank you so very much, this is perfect 🙏", ["thanks"]), ("tysm 🥰", ["thanks"]),
    ("start fresh please", ["start_over"]), ("let's start all over again", ["start_over"]),
    ("what else can you do", ["help"]), ("help me out here", ["help"])]
WAS_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel it all pls", ["cancel"]), ("my wife says cancel the trip", ["cancel"]), ("we cant go anymore, cancel pls", ["cancel"]),
    ("cancle the washington trip", ["cancel"]), ("❌ cancel it", ["cancel"]),
    ("revert pls, i liked it before", ["undo"]), ("undo that please, my bad", ["undo"]),
    ("go back to before that change", ["undo"]), ("cheaper please, its a lot", ["cheaper"]), ("can u make it less expensive", ["cheaper"]),
    ("cut costs wherever you can", ["cheaper"]), ("nicer apartment please", ["nicer:hotels"]),
    ("can we get a fancier place", ["nicer:hotels"]), ("better food spots for us three", ["nicer:restaurants"]),
    ("nicer places to eat for the 3 of us", ["nicer:restaurants"]), ("thx fam", ["thanks"]), ("thanks so much 😊😊", ["thanks"]),
    ("appreciate it so much, thank you", ["thanks"]), ("start again from nothing", ["start_over"]),
    ("whole new trip from scratch", ["start_over"]),
    ("what can u do for me exactly", ["help"]), ("how am i supposed to use this", ["help"])]

# A wish or thanks and a question in one turn, many behind an opener
ROC_MIXED: list[tuple[str, list[Want]]] = [
    ("thanks! what's the total now", [Q("2,730")]), ("cool, when do we land in rockford", [Q("17:04")]),
    ("ok what's day 3 look like", [Q("Klehm")]), ("great thanks, how much is left", [Q("270")]),
    ("thank you! where's dinner on day 2", [Q("Cafe Southall")]),
    ("add mexican, and what's the total", ["none", "question"]),
    ("no seafood please, and when do we fly home", ["none", "question"]),
    ("undo that, and how much is the trip now", ["undo", "question"]),
    ("cheaper pls, and how much would that save us", ["cheaper", "question"]),
    ("nice, what's the place rated", [Q("3")]), ("lovely. which day is the discovery center", [Q("Day 2")]),
    ("3 people now, what's the total then", ["none", "question"])]
WAS_MIXED: list[tuple[str, list[Want]]] = [
    ("thx! how much budget left", [Q("11")]), ("ok, what time do we leave bangor", [Q("17:59")]),
    ("and dinner on day 2?", [Q("Thaaliwala")]), ("good, what's the apartment per night", [Q("499")]),
    ("thank you, what's on day 3", [Q("Space Needle")]), ("4 of us now, still within budget?", ["none", "question"]),
    ("skip the aquarium, what else is on day 2", ["none", "question"]),
    ("make it cheaper and what's the new total", ["cheaper", "question"]),
    ("sweet, which day is beneath the streets", [Q("Day 2")]), ("alright, flight number out?", [Q("F3785531")]),
    ("thanks, how many nights is it", [Q("2")]), ("add italian and when do we fly home", ["none", "question"])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
ROC_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("my wife wants thai one night", ("Thai",)), ("korean for dinner pls", ("Korean",)),
    ("we're vegan, only vegan places", ("Vegan",)), ("no greek food", ("Greek",)),
    ("can you book it all for us", ("book",)), ("will it be cold in rockford", ("weather",)),
    ("any shows in rockford that week", ("show",)), ("put us up at the hilton", ("Hilton",)),
    ("add six flags", ("Six Flags",)), ("taxi from the airport please", ("taxi",)),
    ("need a pool at the apartment", ("pool",)), ("no vietnamese food", ("Vietnamese",)),
    ("reserve a table at coco bambu", ("reserv",)), ("hire us a car pls", ("car",))]
WAS_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("sushi one night for the 3 of us", ("sushi",)), ("the kids want thai for lunch", ("Thai",)),
    ("no japanese food for the kids", ("Japanese",)),
    ("book the flights", ("book",)), ("whats the forecast for that week", ("weather",)),
    ("stay at the ritz carlton pls", ("Ritz",)), ("add the smithsonian", ("Smithsonian",)),
    ("we need a hot tub", ("hot tub",)), ("lunch at mcdonalds on day 2", ("McDonald",)),
    ("uber to the space needle", ("Uber",)), ("reserve our seats on the plane", ("reserv",)),
    ("ethiopian for dinner", ("Ethiopian",)), ("avoid spanish food", ("Spanish",)),
    ("any hockey games that week", ("game",)), ("chinese for lunch on day 2", ("Chinese",)),
    ("my girlfriend wants mediterranean", ("Mediterranean",)),
    ("thank you! also could we get chinese food in there", ("Chinese",))]

# An ambiguous turn: asked about (a question back), nothing changed
ROC_ASK = ["move that one over", "make it 2 instead of that", "swap them", "the second one pls", "change that to the other",
           "the other option pls", "make it later"]
WAS_ASK = ["make it 4 then", "switch them around", "the cheaper one of those", "move it elsewhere pls", "put that earlier",
           "the other one", "make it a bit bigger"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
ROC_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there mexican food in rockford", "ok add it then", {"cuisine+": "Mexican"}),
    ("how much is the apartment a night", "find one under 180 then", {"max night price": 180.0}),
    ("whats lunch on day 3", "ok and what about dinner on that day", Q("Nutri Punch")),
    ("what sights are on day 2", "skip the discovery center", {"avoid sights+": "Discovery Center Museum"}),
    ("what's the apartment rated", "get a better rated one then", "nicer:hotels"),
    ("what time is the flight home", "too late, something before 2pm",
     {"flight times~": {"leg": "return", "depart_until": "14:00"}}),
    ("is there seafood on the plan", "no seafood then please", {"avoid cuisines+": "Seafood"})]
WAS_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there italian food in washington", "yes add that", {"cuisine+": "Italian"}),
    ("how much is the apartment per night", "cheaper one then, under 400 pls", {"max night price": 400.0}),
    ("breakfast day 3?", "n lunch that day?", Q("Biryani Point")),
    ("whats on day 2", "drop the aquarium then", {"avoid sights+": "Seattle Aquarium"}),
    ("how's the times square apt rated", "find something nicer then", "nicer:hotels"),
    ("what time does the flight home leave", "too late, before 6pm pls",
     {"flight times~": {"leg": "return", "depart_until": "18:00"}}),
    ("any french on the plan", "add some please", {"cuisine+": "French"})]

# Talk: chit-chat, confirmations, sarcasm, venting and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["my wife is so excited", "the kids are bouncing off the walls lol", "flights are so expensive nowadays",
        "ugh packing is the worst", "i havent had a day off in months", "wowww just wow", "🤣", "🙏🙏🙏", "let me check with my wife",
        "one sec pls, phone", "that was quick", "noted", "sick", "neat o", "we really need this break", "can't wait 🥳",
        "crazy lol", "sounds perfect to the both of us", "ok cool cool", "haha my husband will love that",
        "hmmmm ok then", "qwertyuiopzz", "good job buddy",
        "either way", "works for me honestly", "oh fantastic, a 7pm flight, just what i wanted 🙄", "sure sure sure",
        "mondays am i right", "living the dream", "righto then"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("ROC", ROC, ROC_UNDONE, ROC_QUESTIONS, ROC_EDITS, ROC_SWAPS, ROC_INTENTS, ROC_MIXED, ROC_REFUSALS,
                    ROC_ASK, ROC_FOLLOW),
         TripGroups("WAS", WAS, WAS_UNDONE, WAS_QUESTIONS, WAS_EDITS, WAS_SWAPS, WAS_INTENTS, WAS_MIXED, WAS_REFUSALS,
                    WAS_ASK, WAS_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to twenty-first's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, *(SimpleNamespace(said=s._messages())
                                 for s in (fourteenth, fifteenth, sixteenth, seventeenth, eighteenth, nineteenth,
                                           twentieth, twentyfirst)))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on the BASE copy (HEAD acf4ff9) before any rule was changed for it: 307 of 333 right (questions 66/72, edits
# 62/65, take-backs 18/20, swaps 14/14, redo 5/5, intents 40/44, mixed 24/24, refusals 30/31, ask-back 11/14,
# follow-ups 12/14, talk 25/30). (Three Washington wishes were first labelled edits, "chinese for lunch on day 2", "my
# girlfriend wants mediterranean" and "thank you! also could we get chinese food in there", and two follow-ups asked
# for Indian and Chinese there: the data's Washington serves none of the three, so the no with its reason is right;
# the three are refusals and the follow-ups ask of Italian and French, right at BASE too.) Silent wrongs at BASE: "the
# kids want pizza one night" set the children-under-10 rule and no dinner, "the kids are bouncing off the walls lol"
# set it too; "sounds perfect to the both of us" made the party 2; "anything italian on there?" asked for Italian;
# "when do we get home to st. petersburg" was split at "st." and the half "petersburg" asked for a second city; "my wife
# says cancel the trip" looked for a wish named "my wife says the trip". The causes fixed (each a capability,
# tests/unit/nodes/chat/test_chat_int22_causes.py): a wish relayed from someone in the party is read as the wish, a
# relayed want as the party's (``wish_unwrapped._RELAYED_SAYING``, ``_RELAYED_WANT``; "my sister wants to come" stays
# news of the party); help asked as "help me out here", "how am i supposed to use this" (``intent_scope.HELP``); a car hired is a rental
# (``intent_scope._RENTED``); a full stop after an abbreviation ends no part of a message (``along._PARTS`` with
# ``words.NOT_AFTER_ABBREVIATION``); "before that change" names the last change (``undo._LAST_CHANGE_SAID``); "anything
# X on there?" asks (``cuisine_asked._ASKS``); "X is off" takes X back (``take_back.TAKE_BACK``); wound-up kids are no
# child coming (``story_aside._KIDS_NOW``); the world's prices ("so expensive nowadays") are no cost wish
# (``intent_preferences.PREFERENCES``); "to the both of us" is who agrees, no count (``people._PAIR``); "something
# nicer" after a rating asked is a nicer one of it (``answer_taken_up._SOMETHING_BETTER``); "change that to the other",
# "move it elsewhere", "make it a bit bigger" are asked back (``change_unnamed._VERB``, ``_SIZE``).
# After the fixes: 322 of 333 (questions 68/72, edits 62/65, take-backs 19/20, swaps 14/14, redo 5/5, intents 44/44,
# mixed 24/24, refusals 31/31, ask-back 14/14, follow-ups 13/14, talk 28/30); since stop 96 323 ("the kids want pizza
# one night" is a dinner of pizza: a cuisine at one time of day is at that meal). The misses left, with why:
KNOWN_GAPS: dict[str, str] = {
    "my husband asks is there anything cheaper than that place?": "as the twenty-first's \"any cheaper flights?\": the "
        "set's threads carry no verdict and ``cheaper_priced`` prices only a plan known valid (deliberate), so the "
        "cheaper preference re-plans",
    "is there a cheaper apartment than this one?": "as above: no verdict on the set's thread, the cheaper preference re-plans",
    "any cheaper way to fly?": "as above: no verdict on the set's thread, the cheaper preference re-plans",
    "when do we fly down": "answered with both flights' times (15:40 out), not the date: \"when\" is read as the hour "
                           "of the travel asked, a fair reading; the date is in the trip's summary",
    "make it seattle instead of washington": "the data's Washington holds Seattle's places and Seattle is Washington "
                                             "state's city: the trip parser reads Seattle as a city to visit too, not "
                                             "the new destination, and asks where the trip goes (nothing changed)",
    "2 of us and 2000": "a bare 2000 is read as a year, never a budget (deliberate, ``numbers``): the party changes and "
                        "the budget is kept; \"2 of us and 2500\" sets both",
    "more than one sight a day is ok": "the pace bound's everyday words (``take_back._EXTREMES``) hold no \"more than\"; "
                                       "answered that nothing rules it out, nothing changed",
    "cheaper one then, under 400 pls": "as the twenty-first's \"something cheaper then, under 400\": \"cheaper\" makes "
                                       "it the cheapest preference before the cap is read",
    "ugh packing is the worst": "\"packing\" is read as the packing subject (out of scope): answered that packing is not "
                                "planned, nothing changed, but not met as talk",
    "oh fantastic, a 7pm flight, just what i wanted 🙄": "the eye-roll at a flight's hour is read as a complaint of the "
                                                       "flight time (as the twenty-first's); here the hour names no "
                                                       "bound, so the reply asks for one, nothing changed",
}


def test_the_twentysecond_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 320
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
