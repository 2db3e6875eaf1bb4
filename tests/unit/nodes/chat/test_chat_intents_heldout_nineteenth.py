"""A nineteenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the eighteenth (``test_chat_intents_heldout_eighteenth.py``, the fourteenth's scorers,
``tests/support/trip_groups.py``) but said on two planned trips of the public splits no earlier set uses, built from
the data's own places (each day's cost is ``plan_trip.day_costs`` of the plan):

* ``PHX``: Provo -> Phoenix by car (the train split's March 24-26 2022 trip, its rules kept: pets, a private room,
  Indian, American, French and Italian food), 2 people, $1,400 budget; 9 hours 40 mins (997 km, $49) out, 9 hours 33
  mins (996 km) home; the stay Lower East Side Oasis (private room) ($487 a night, rated 2, a private room for 2, no
  children under 10, no visitors); day 1 Arizona Falls, dinner Doughlicious (rated 3.6, French); day 2 breakfast Vero
  Gusto (4.1, Indian), the Desert Botanical Garden, the Heard Museum and Papago Park, lunch De Bone Chicken (American),
  dinner Spooky Sky (3.4); day 3 breakfast Cafe Amigo (3.0, Italian), the Musical Instrument Museum. Days $618.00,
  $661.00, $97.00: $1,376.00, $688.00 a person, $24.00 left.
* ``BZN``: Denver -> Bozeman by air (the validation split's March 17-19 2022 trip, its rules kept: American and Indian
  food), 8 people, $7,000 budget; out F3826809 at 07:58 landing 10:17 ($148 a seat), home F3899998 at 16:53 landing
  18:18 ($109 a seat); the stay Convenient / Spacious 1BR in Union Square ($801 a night, rated 1, an entire home for 8,
  no children under 10); day 1 the Museum of the Rockies and Bogert Park, lunch Jiquitaia (4.1), dinner Behrouz Biryani
  (3.5); day 2 breakfast Saravana Bhavan (4.3), the Montana Grizzly Encounter, the Gallatin History Museum and Dinosaur
  Park, lunch Side Wok (3.8), dinner The Manhattan FISH MARKET (4.0); day 3 breakfast Italize (3.6), the American
  Computer & Robotics Museum, lunch McGuire's Irish Pub & Brewery (4.9). Days $2,489.00, $1,545.00, $1,640.00:
  $5,674.00, $709.25 a person, $1,326.00 left.

Kinds, as in the eighteenth: questions about the plan (``QUESTIONS``), edits (``EDITS``: the extended rules among them,
a stay's rating, a nightly cap, a meal cap, cuisines wanted and avoided, must-see and avoided sights, a restaurant
banned or wanted, pace, flight windows, driving hours), take-backs on threads holding wishes (``TAKE_BACKS``), swaps
(``SWAPS``), redos right after an undo (``REDO``), the usual intents (``INTENTS``), a wish or thanks and a question in
one turn (``MIXED``), nos the data forces, each named with its reason (``REFUSALS``: a cuisine the data lacks, wanted or
avoided, among them: an avoided one is a wish the plan already meets, answered by name with nothing re-planned),
ambiguous turns asked back (``ASK``), follow-ups acting on the question just answered (``FOLLOW``), and talk that must
change nothing (``TALK``). Written as different people text: terse, chatty, typos, no apostrophes, a group organiser
of eight, a couple with a dog, several wishes in one message.

Written by helper INT19 before any rule was changed for it and before the chat's code was read; no sentence of the
first eighteen sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). BASE figures, the causes fixed and
the misses left: above ``KNOWN_GAPS``. ``python tests/unit/nodes/chat/test_chat_intents_heldout_nineteenth.py`` prints
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

_OASIS = "Lower East Side Oasis  (private room), Phoenix"
PHX_TRIP: dict[str, Any] = {"org": "Provo", "dest": "Phoenix", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-24", "2022-03-25", "2022-03-26"], "people_number": 2, "budget": 1400,
                            "local_constraint": {"house rule": "pets", "room type": "private room",
                                                 "cuisine": ["Indian", "American", "French", "Italian"]}}
PHX: dict[str, Any] = _thread(PHX_TRIP, [
    _day(1, "from Provo to Phoenix", "Self-driving, from Provo to Phoenix, duration: 9 hours 40 mins, distance: 997 km, "
         "cost: 49", "-", "Arizona Falls, Phoenix;", "-", "Doughlicious, Phoenix", _OASIS),
    _day(2, "Phoenix", "-", "Vero Gusto, Phoenix", "Desert Botanical Garden, Phoenix;Heard Museum, Phoenix;Papago Park, "
         "Phoenix;", "De Bone Chicken, Phoenix", "Spooky Sky, Phoenix", _OASIS),
    _day(3, "from Phoenix to Provo", "Self-driving, from Phoenix to Provo, duration: 9 hours 33 mins, distance: 996 km, "
         "cost: 49", "Cafe Amigo, Phoenix", "Musical Instrument Museum, Phoenix;", "-", "-", "-")],
    [618.0, 661.0, 97.0])

_UNION = "Convenient / Spacious 1BR in Union Square, Bozeman"
BZN_TRIP: dict[str, Any] = {"org": "Denver", "dest": "Bozeman", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-17", "2022-03-18", "2022-03-19"], "people_number": 8, "budget": 7000,
                            "local_constraint": {"cuisine": ["American", "Indian"]}}
BZN: dict[str, Any] = _thread(BZN_TRIP, [
    _day(1, "from Denver to Bozeman", "Flight Number: F3826809, from Denver to Bozeman, Departure Time: 07:58, "
         "Arrival Time: 10:17", "-", "Museum of the Rockies, Bozeman;Bogert Park, Bozeman;", "Jiquitaia, Bozeman",
         "Behrouz Biryani, Bozeman", _UNION),
    _day(2, "Bozeman", "-", "Saravana Bhavan, Bozeman", "Montana Grizzly Encounter, Bozeman;Gallatin History Museum, "
         "Bozeman;Dinosaur Park, Bozeman;", "Side Wok, Bozeman", "The Manhattan FISH MARKET, Bozeman", _UNION),
    _day(3, "from Bozeman to Denver", "Flight Number: F3899998, from Bozeman to Denver, Departure Time: 16:53, "
         "Arrival Time: 18:18", "Italize, Bozeman", "American Computer & Robotics Museum, Bozeman;",
         "McGuire's Irish Pub & Brewery, Bozeman", "-", "-")],
    [2489.0, 1545.0, 1640.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
PHX_RULED = _ruled(PHX, {**PHX_TRIP["local_constraint"], "must see": ["Phoenix Zoo"], "avoid cuisines": ["Fast Food"],
                         "max driving hours": 8.0, "max meal cost": 40.0})
BZN_RULED = _ruled(BZN, {**BZN_TRIP["local_constraint"], "avoid sights": ["Dinosaur Park"], "min stay rating": 3.0,
                         "flight times": [{"leg": "every", "depart_from": "09:00"}], "pace": {"most": 2},
                         "house rule": "smoking"})
PHX_UNDONE: dict[str, Any] = {**PHX, "restored": True}
BZN_UNDONE: dict[str, Any] = {**BZN, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
PHX_QUESTIONS: list[tuple[str, Want]] = [
    ("total for the whole trip?", Q("1,376")), ("how much cash is left over for the two of us", Q("24")),
    ("what does it come to for each of us", Q("688")), ("day one in phoenix cost?", Q("618")),
    ("how much is the second day in phoenix", Q("661")), ("day 3 price", Q("97")), ("whats the budget we gave you", Q("1,400")),
    ("how much is the oasis per night", Q("487")), ("is the oasis rated well", "question"),
    ("vero gusto any good?", Q("4.1")), ("doughlicious rating pls", Q("3.6")),
    ("how long is the drive to phoenix", Q("9 h")), ("distance from provo to phoenix?", Q("997")),
    ("whats the gas gonna cost us", "question"), ("which day do we see the heard museum", Q("Day 2")),
    ("arizona falls is what day", Q("Day 1")), ("where is breakfast on the last day", Q("Cafe Amigo")),
    ("dinner day one where", Q("Doughlicious")), ("what are we eating for lunch on day 2", Q("De Bone")),
    ("whats the plan for day 3", Q("Musical Instrument")), ("where do we sleep in phoenix", Q("Lower East Side Oasis")),
    ("how many travellers is this for", Q("2")), ("priciest day in phoenix?", Q("Day 2")),
    ("what dates is this", Q("24")), ("can the dog stay at the oasis", "question"),
    ("is it a private room", "question"), ("any italian food in there", "question"),
    ("do we have lunch on day 1", "question"), ("when do we get home to provo", "question"),
    ("what sights on day two", Q("Papago Park")), ("how much is the drive gonna be in gas", "question")]
BZN_QUESTIONS: list[tuple[str, Want]] = [
    ("whats the damage in total", Q("5,674")), ("money left over?", Q("1,326")),
    ("each person pays how much", Q("709.25")), ("how much is day 1 for the group", Q("2,489")),
    ("cost of day two", Q("1,545")), ("how pricey is the last day", Q("1,640")),
    ("what was our budget again", Q("7,000")), ("union square place per night?", Q("801")),
    ("why is the apartment rated so low", "question"), ("hows saravana bhavan rated", Q("4.3")),
    ("mcguires rating?", Q("4.9")), ("what time do we leave denver", Q("07:58")),
    ("what time we land in bozeman", Q("10:17")), ("return flight departs when", Q("16:53")),
    ("when are we back in denver", Q("18:18")), ("whats the flight number home", Q("F3899998")),
    ("which day is the museum of the rockies", Q("Day 1")), ("dinosaur park is on what day", Q("Day 2")),
    ("where do we have breakfast on day 2", Q("Saravana")), ("wheres dinner on the 2nd night", Q("Manhattan")),
    ("lunch on the last day is where", Q("McGuire")), ("whats on the schedule for the last day", Q("American Computer")),
    ("where are the 8 of us sleeping", Q("Union Square")), ("how many people did u plan for", Q("8")),
    ("cheapest of the three days?", Q("Day 2")), ("what dates again", Q("17")),
    ("how long is the flight up", "question"), ("are kids allowed at the apartment", "question"),
    ("any indian places on the plan", "question"), ("is there breakfast on day one", "question"),
    ("the grizzly encounter is on which day", Q("Day 2"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
PHX_EDITS: list[Edit] = [
    ("my buddy is joining so 3 of us", {"people_number": 3}), ("just me driving down now", {"people_number": 1}),
    ("make phoenix a 4 day trip", {"days": 4}), ("lets do 5 days instead", {"days": 5}), ("cut phoenix down to 2 days", {"days": 2}),
    ("raise the budget to 1800", {"budget": 1800}), ("we only got 1200 to spend", {"budget": 1200}),
    ("move it to march 28", {"date": ["2022-03-28", "2022-03-29", "2022-03-30"]}),
    ("push it back two days", {"date": ["2022-03-26", "2022-03-27", "2022-03-28"]}),
    ("one week earlier", {"date": ["2022-03-17", "2022-03-18", "2022-03-19"]}),
    ("leave from salt lake city instead", {"org": "Salt Lake City"}), ("tucson instead of phoenix", {"dest": "Tucson"}),
    ("some mexican food pls", {"cuisine+": "Mexican"}), ("no chinese anywhere", {"avoid cuisines+": "Chinese"}),
    ("skip the fast food places", {"avoid cuisines+": "Fast Food"}),
    ("wed love to see the phoenix zoo", {"must see+": "Phoenix Zoo"}),
    ("leave papago park out", {"avoid sights+": "Papago Park"}),
    ("add butterfly wonderland pls", {"must see+": "Butterfly Wonderland"}),
    ("our 5 year old is coming too", {"more house rules+": "children under 10"}),
    ("stay has to be rated 3 or better", {"min stay rating": 3.0}),
    ("no more than 400 a night for the room", {"max night price": 400.0}),
    ("keep each meal under 30", {"max meal cost": 30.0}),
    ("i dont wanna drive more than 6 hours a day", {"max driving hours": 6.0}),
    ("2 sights a day tops", {"pace~": {"most": 2}}), ("lets eat at mama loca once", {"eat at+": "Mama Loca"}),
    ("never de bone chicken", {"avoid restaurants+": "De Bone Chicken"}),
    ("3 people and 2000 budget", {"people_number": 3, "budget": 2000}),
    ("add bbq and drop the heard museum", {"more cuisines+": "BBQ", "avoid sights+": "Heard Museum"}),
    ("5 days, no seafood", {"days": 5, "avoid cuisines+": "Seafood"}),
    ("we want mediterranean too", {"cuisine+": "Mediterranean"})]
BZN_EDITS: list[Edit] = [
    ("two more friends, so 10 of us", {"people_number": 10}), ("only 6 of us can make it", {"people_number": 6}),
    ("add a day to it", {"days": 4}), ("shorten bozeman to 2 days", {"days": 2}), ("up the budget to 8000", {"budget": 8000}),
    ("budget is 6k now", {"budget": 6000}),
    ("do march 21 to 23 instead", {"date": ["2022-03-21", "2022-03-22", "2022-03-23"]}),
    ("a day later works better", {"date": ["2022-03-18", "2022-03-19", "2022-03-20"]}),
    ("fly from colorado springs instead", {"org": "Colorado Springs"}), ("billings instead of bozeman", {"dest": "Billings"}),
    ("we want some italian", {"cuisine+": "Italian"}), ("chinese one night too", {"cuisine+": "Chinese"}),
    ("nothing pizza pls", {"avoid cuisines+": "Pizza"}),
    ("must see the montana science center", {"must see+": "Montana Science Center"}),
    ("skip bogert park", {"avoid sights+": "Bogert Park"}), ("we want to do college m", {"must see+": "College 'M'"}),
    ("someone in the group smokes", {"house rule": "smoking"}),
    ("were throwing a birthday party there", {"house rule": "parties"}),
    ("4 star stays only", {"min stay rating": 4.0}), ("max 900 a night for lodging", {"max night price": 900.0}),
    ("meals no more than 40 a head", {"max meal cost": 40.0}),
    ("nothing earlier than 9 for the flight out", {"flight times~": {"depart_from": "09:00"}}),
    ("home flight after 6pm pls", {"flight times~": {"leg": "return", "depart_from": "18:00"}}),
    ("land in bozeman before noon", {"flight times~": {"arrive_until": "12:00"}}),
    ("at least 3 sights every day", {"pace~": {"least": 3}}),
    ("dinner at mcguires one night", {"eat at+": "McGuire's Irish Pub & Brewery"}),
    ("10 people and a 9000 budget", {"people_number": 10, "budget": 9000}),
    ("add mexican, drop dinosaur park", {"cuisine+": "Mexican", "avoid sights+": "Dinosaur Park"}),
    ("no more side wok", {"avoid restaurants+": "Side Wok"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("pup is staying with grandma", {"house rule!": "pets"}, PHX_RULED),
    ("room type doesnt matter", {"room type!": "private room"}, PHX_RULED),
    ("the zoo can go", {"must see-": "Phoenix Zoo"}, PHX_RULED),
    ("fast food is fine by us now", {"avoid cuisines-": "Fast Food"}, PHX_RULED),
    ("driving limit can go", {"max driving hours!": "8"}, PHX_RULED),
    ("forget the meal budget", {"max meal cost!": "40"}, PHX_RULED),
    ("we dont need french food", {"cuisine-": "French"}, PHX_RULED),
    ("drop the zoo and the driving cap", {"must see-": "Phoenix Zoo", "max driving hours!": "8"}, PHX_RULED),
    ("dinosaur park is ok after all", {"avoid sights-": "Dinosaur Park"}, BZN_RULED),
    ("any rating is fine", {"min stay rating!": "3"}, BZN_RULED),
    ("early flights are ok now", {"flight times!": "09:00"}, BZN_RULED),
    ("as many sights as you like", {"pace!": "most"}, BZN_RULED),
    ("nobody smokes now", {"house rule!": "smoking"}, BZN_RULED),
    ("indian isnt needed", {"cuisine-": "Indian"}, BZN_RULED),
    ("forget the flight time thing and the rating", {"flight times!": "09:00", "min stay rating!": "3"}, BZN_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
PHX_SWAPS = ["another room pls", "swap doughlicious out", "change day 2 breakfast", "other dinner on night 2",
             "swap papago park for the phoenix zoo", "replace cafe amigo pls"]
BZN_SWAPS = ["a different rental pls", "swap jiquitaia", "new lunch for day 2", "change the breakfast on the last day",
             "trade bogert park for cooper park", "replace side wok with another place"]

# Redos, said right after an undo: the change put back
REDO = ["redo pls, i want it back", "apply that change again", "on second thought redo it", "i want the undone change back"]

# The usual intents, on either thread
PHX_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel phoenix", ["cancel"]), ("forget the whole thing, cancel", ["cancel"]), ("pls cancel this trip", ["cancel"]),
    ("go back to the previous version of the plan", ["undo"]), ("undo pls, that was a mistake", ["undo"]),
    ("reverse that last change u made", ["undo"]),
    ("cheaper pls were broke", ["cheaper"]), ("can u trim the cost", ["cheaper"]),
    ("find a less pricey version", ["cheaper"]), ("a nicer room pls", ["nicer:hotels"]),
    ("better lodging for us two pls", ["nicer:hotels"]), ("better food places pls", ["nicer:restaurants"]),
    ("thx so much!", ["thanks"]), ("you rock, thanks", ["thanks"]), ("much appreciated friend", ["thanks"]),
    ("new trip pls, different place", ["start_over"]), ("lets start from scratch", ["start_over"])]
BZN_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel bozeman", ["cancel"]), ("scratch the trip, were not going", ["cancel"]),
    ("cancel everything for the 8 of us", ["cancel"]), ("change it back how it was before", ["undo"]),
    ("step back to the one before pls", ["undo"]), ("undo what you just did to the plan", ["undo"]),
    ("lower the cost for the group pls", ["cheaper"]), ("cheapest possible version for the group", ["cheaper"]),
    ("a budget version of this pls", ["cheaper"]), ("nicer rental for the group", ["nicer:hotels"]),
    ("a higher rated place to stay", ["nicer:hotels"]), ("upgrade the restaurants for the group", ["nicer:restaurants"]),
    ("thanks a ton buddy", ["thanks"]), ("tyyy so much", ["thanks"]), ("awesome thank u", ["thanks"]),
    ("plan me something else entirely", ["start_over"]), ("scrap it and start a new one", ["start_over"])]

# A wish or thanks and a question in one turn, many behind an opener
PHX_MIXED: list[tuple[str, list[Want]]] = [
    ("cool cool, whats the total", [Q("1,376")]), ("ok how many km is the drive", [Q("997")]),
    ("hmm breakfast day 2?", [Q("Vero Gusto")]), ("thanks! when do we see arizona falls", [Q("Day 1")]),
    ("throw in mexican and whats left after that", ["none", "question"]),
    ("skip papago park, also whats on day 1", ["none", "question"]),
    ("great whats the oasis a night", [Q("487")]), ("undo that, and how much is it now", ["undo", "question"]),
    ("alright what day is the heard museum", [Q("Day 2")])]
BZN_MIXED: list[tuple[str, list[Want]]] = [
    ("awesome, per person?", [Q("709.25")]), ("ok what time do we fly home", [Q("16:53")]),
    ("hmm lunch day one?", [Q("Jiquitaia")]), ("thx! dinner day 1?", [Q("Behrouz")]),
    ("9 of us now, hows the budget look", ["none", "question"]),
    ("add italian and which day is bogert park", ["none", "question"]),
    ("make it cheaper, how much do we save", ["cheaper", "question"]),
    ("cool whats the rental per night", [Q("801")]), ("right, breakfast on the last day?", [Q("Italize")])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
PHX_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("can we do thai for dinner", ("Thai",)), ("some japanese pls", ("Japanese",)), ("book the oasis for us", ("book",)),
    ("reserve a table at vero gusto", ("reserv",)), ("whats the weather in phoenix then", ("weather",)),
    ("any events in phoenix that weekend", ("event",)), ("diamondbacks tickets pls", ("Diamondbacks",)),
    ("stay at the marriott", ("Marriott",)), ("add camelback mountain", ("Camelback",)),
    ("uber from the oasis pls", ("Uber",)), ("need a hotel with a hot tub", ("hot tub",)),
    ("no sushi pls", ("sushi",)), ("we avoid korean food", ("Korean",))]
BZN_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add bridger bowl", ("Bridger Bowl",)), ("book the flights for all 8", ("book",)),
    ("will there be snow that week", ("weather",)), ("concerts in bozeman that weekend?", ("concert",)),
    ("greek for dinner", ("Greek",)), ("stay at the holiday inn", ("Holiday Inn",)),
    ("lunch at chipotle", ("Chipotle",)), ("we need a place with parking", ("parking",)),
    ("korean bbq one night", ("Korean",)), ("ethiopian once", ("Ethiopian",)), ("no thai food pls", ("Thai",)),
    ("reserve the rental", ("reserv",))]

# An ambiguous turn: asked about (a question back), nothing changed
PHX_ASK = ["swap out the museum pls", "can u make it 3", "the first one pls", "switch those two", "change it up",
           "go with the other"]
BZN_ASK = ["move that one", "set it at 4", "the cheaper option", "swap em around", "drop the park", "bump it up a notch"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
PHX_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican food in phoenix", "ok add it to the plan", {"cuisine+": "Mexican"}),
    ("how long do we drive on day 1", "too long, lets fly", {"transportation": "no self-driving"}),
    ("whats the oasis per night", "find a room under 300 then", {"max night price": 300.0}),
    ("whats for dinner day 1", "n the second night?", Q("Spooky Sky")),
    ("what sights are on day 2", "drop the heard museum from that", {"avoid sights+": "Heard Museum"}),
    ("hows the oasis rated", "get us a better rated one then", "nicer:hotels")]
BZN_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any italian places in bozeman", "yes pls add", {"cuisine+": "Italian"}),
    ("when does the flight out leave", "something after 10 then", {"flight times~": {"depart_from": "10:00"}}),
    ("whats lunch on day 2", "and dinner that day?", Q("Manhattan")),
    ("how much is the apartment a night", "under 700 then", {"max night price": 700.0}),
    ("is there any seafood on the plan", "ok then no seafood for us", {"avoid cuisines+": "Seafood"}),
    ("whats on day 2", "cut dinosaur park", {"avoid sights+": "Dinosaur Park"})]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["haha nice one", "oh neat", "hmmmm", "let me ask the group", "brb gotta walk the dog real quick", "sick!!", "yessir",
        "gonna be epic", "oh wow ok", "meh ok i guess", "not sure yet tbh", "one sec, kids yelling", "so excited for this!!",
        "sounds good to me, thx", "love it thx", "ok go with that", "great great", "fine by me", "jjjjjkkkk", "wut",
        "yadda yadda whatever lol", "lol ok fine", "k thx man", "seriously?? lol", "yay!!", "alrighty then", "the group chat is going wild"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("PHX", PHX, PHX_UNDONE, PHX_QUESTIONS, PHX_EDITS, PHX_SWAPS, PHX_INTENTS, PHX_MIXED, PHX_REFUSALS,
                    PHX_ASK, PHX_FOLLOW),
         TripGroups("BZN", BZN, BZN_UNDONE, BZN_QUESTIONS, BZN_EDITS, BZN_SWAPS, BZN_INTENTS, BZN_MIXED, BZN_REFUSALS,
                    BZN_ASK, BZN_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to eighteenth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, *(SimpleNamespace(said=s._messages())
                                 for s in (fourteenth, fifteenth, sixteenth, seventeenth, eighteenth)))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on the BASE copy before any rule was changed for it: 244 of 280 right (questions 55/62, edits 56/59,
# take-backs 13/15, swaps 11/12, redo 2/4, intents 32/34, mixed 16/18, refusals 21/25, ask-back 7/12, follow-ups 7/12,
# talk 24/27); three wants of the set's own were put right first (the Bozeman trip holds no house rule, so "someone in
# the group smokes" and a party set the house rule, never "more house rules"). Silent wrongs at BASE: "we avoid korean
# food" turned the trip's four wanted cuisines into avoided ones; "add bbq and drop the heard museum" dropped the BBQ
# and said "I can't add 'bbq'" as a sight; "cheapest of the three days?" re-planned for the lowest cost; "can the dog
# stay at the oasis" took the pets rule back; "distance from provo to phoenix?" started a new trip, its rules dropped
# and every field asked again; "brb gotta walk the dog real quick" and "one sec, kids yelling" added the pets and the
# children rules. The causes fixed: a cuisine the data lacks names no cuisine held (``cuisine.lacking_named``, used by
# ``take_back.taken_back``); "and skip/avoid/forget ..." opens a clause of its own (``take_back._CLAUSE_END``); a
# cuisine spelt as the data's ("bbq") is no sight wished (``sight_wished._a_cuisine``); "cheapest of the N days" is a
# day asked by its cost (``intent_asks._EXTREME_PART``); a modal takes a pet back only with its verb of minding
# ("mom will watch the dog", never "can the dog stay": ``take_back.TAKE_BACK``); the trip's own route named with
# nothing a new trip needs is said of the planned trip (``understanding._own_route_alone``); a chore done for a pet
# and children doing something now are asides (``pet_aside._CHORE``, ``story_aside._KIDS_NOW``); a party the
# travellers throw is the parties rule, never an occasion told (``story_aside._OWN_PARTY``); "X is (on) what day"
# asks (``intent_questions.ASKS``) and is answered with that sight's day, no longer the whole plan
# (``answers._sight_day``: the set's Q("Day 2") passed on the whole plan too, so it no longer measures that alone);
# "doughlicious rating pls" and "whats the rental per night" (``venue_asked._FIGURE_PLEASE``, ``_STAY``); "why is the
# apartment rated so low" (``intent_questions._STAY_PLACE``); "apply that change again", "on second thought redo it"
# (``undo._REDO``); "cancel everything for the 8 of us" (``intent_cues._WHOLE_PARTY``); "plan me something else
# entirely" (``intent_cues.RESTART``); "ok add it to the plan", "yes pls add", "something after 10 then"
# (``answer_taken_up``); "n the second night?" (``intent_follow_up._FOLLOW_UP``); "9 of us now, hows the budget look"
# (``along._ASKING``); "wut" (``not_applied._PUZZLED``); "can u make it 3" asked which count
# (``not_applied._asked_otherwise``); "some japanese pls" (``cuisine._ALONE_BEFORE``); "uber from the oasis pls"
# (``intent_scope``); "switch those two", "go with the other", "bump it up a notch" asked back (``change_unnamed``).
# Unit tests: tests/unit/nodes/chat/test_chat_nineteenth_causes.py. After the fixes: 272 of 280 (questions 61/62, edits
# 58/59, take-backs 13/15, swaps 11/12, redo 4/4, intents 34/34, mixed 18/18, refusals 24/25, ask-back 11/12,
# follow-ups 11/12, talk 27/27); then "and dinner that day?" too, with the twentieth set's causes
# (``intent_follow_up._THAT_DAY``): 273 of 280, follow-ups 12/12; then "another room pls" too, with the
# twenty-first set's causes (another room is another stay: ``undated._SWAP_UNNAMED``; "as many as you like" lifts the
# pace: ``take_back._ACCEPTING``, ``_EXTREMES``): 275 of 280, swaps 12/12, take-backs 14/15; then "can the dog stay
# at the oasis" and "the zoo can go" too, with the twenty-third set's causes (who may come along asks the stay's
# rules: ``stay_rules._PERMITS``; a thing let go of at the message's end: ``take_back.TAKE_BACK``, never someone who
# can go: ``_GOERS``): 277 of 280. The misses left, with why:
KNOWN_GAPS: dict[str, str] = {
    # ("dinner at mcguires one night" reads since stop 80: a restaurant in lower case with its meal, WISH31's meal_wishes)
    "add bridger bowl": "the spelling step puts \"bridger\" right as \"bridge\" before the must-see reader reads the "
                        "name, so the no names 'Bridge Bowl' (the data has neither)",
    "the first one pls": "read as the earliest version kept, an undo (``intent_cues.EARLIER_ALONE``, deliberate), where "
                         "this set wanted it asked back",
}


def test_the_nineteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
