"""A seventeenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the sixteenth (``test_chat_intents_heldout_sixteenth.py``, the fourteenth's scorers) but said on two
planned trips of the public splits no earlier set uses, built from the data's own places:

* ``BAL``: Cleveland -> Baltimore by air (the validation split's March 15-17 2022 trip, its room type left out), 2
  people, $1,700 budget; out F4001024 at 06:30 landing 07:33, home F4007631 at 14:56 landing 15:59; the stay
  Contemporary Home Away from Home, Entire house ($290 a night, rated 3, an entire home for 2, no visitors); day 1
  breakfast Mocha Bar, the National Aquarium, the Inner Harbor and the Historic Ships in Baltimore, lunch Los Pablos
  (rated 4.1), dinner Three Dots & A Dash (3.9); day 2 breakfast RollsKing, Fort McHenry, the Walters Art Museum and
  Fell's Point, lunch Salt (4.2), dinner Mr. Dunderbak's Biergarten and Marketplatz (4.9); day 3 breakfast Amalfi, the
  Baltimore Museum of Art, lunch The Manhattan Fish Market. Days $712.00, $590.00, $370.00: $1,672.00, $836.00 a
  person, $28.00 left.
* ``CLT``: Fort Wayne -> Charlotte by car (the validation split's March 8-10 2022 trip, its rules kept: pets, an entire
  room, no flight), 3 people, $1,900 budget; 9 hours 15 mins (938 km) out, 9 hours 18 mins (939 km) home; the stay
  Elegant Studio Apt in Prospect Heights ($640 a night, rated 5, an entire home for 5, no parties); day 1
  dinner Olive Tree Cafe (4.6); day 2 breakfast Life Grand Cafe (4.1), the NASCAR Hall of Fame, Discovery Place Science
  and Freedom Park, lunch Tuk Tuk Indian Street Food (4.0), dinner Unplugged Courtyard (4.0); day 3 breakfast China
  Garden (3.8), Romare Bearden Park. Days $755.00, $964.00, $88.00: $1,807.00, $602.33 a person, $93.00 left.

Kinds, as in the sixteenth: questions about the plan (``QUESTIONS``), edits (``EDITS``), take-backs on threads holding
wishes (``TAKE_BACKS``), swaps (``SWAPS``), redos right after an undo (``REDO``), the usual intents (``INTENTS``), a wish
or thanks and a question in one turn (``MIXED``), nos the data forces, each named with its reason (``REFUSALS``),
ambiguous turns asked back (``ASK``), follow-ups acting on the question just answered, yes and no answers among them
(``FOLLOW``), and talk that must change nothing (``TALK``). Written as people chat: terse, typos, slang, no apostrophes,
hedges, several wishes in one sentence.

Written by helper INT17 before any rule was changed for it; no sentence of the first sixteen sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures and the misses left: above ``KNOWN_GAPS``.
``python tests/unit/nodes/chat/test_chat_intents_heldout_seventeenth.py`` prints the tally.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tests.support import reply_scoring, trip_groups
from tests.support.edit_scoring import Edit
from tests.support.intent_scoring import Q, Want, reused, run_set
from tests.support.trip_groups import TripGroups
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_eleventh as eleventh
from tests.unit.nodes.chat import test_chat_intents_heldout_fifteenth as fifteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourteenth as fourteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_ninth as ninth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
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

_HOME = "Contemporary Home Away from Home, Entire house, Baltimore"
BAL_TRIP: dict[str, Any] = {"org": "Cleveland", "dest": "Baltimore", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 1700,
                            "local_constraint": {}}
BAL: dict[str, Any] = _thread(BAL_TRIP, [
    _day(1, "from Cleveland to Baltimore", "Flight Number: F4001024, from Cleveland to Baltimore, Departure Time: "
         "06:30, Arrival Time: 07:33", "Mocha Bar, Baltimore", "National Aquarium, Baltimore;Inner Harbor, Baltimore;"
         "Historic Ships in Baltimore, Baltimore;", "Los Pablos, Baltimore", "Three Dots & A Dash, Baltimore", _HOME),
    _day(2, "Baltimore", "-", "RollsKing, Baltimore", "Fort McHenry National Monument and Historic Shrine, Baltimore;"
         "The Walters Art Museum, Baltimore;Fell's Point, Baltimore;", "Salt, Baltimore",
         "Mr. Dunderbak's Biergarten and Marketplatz, Baltimore", _HOME),
    _day(3, "from Baltimore to Cleveland", "Flight Number: F4007631, from Baltimore to Cleveland, Departure Time: "
         "14:56, Arrival Time: 15:59", "Amalfi, Baltimore", "Baltimore Museum of Art, Baltimore;",
         "The Manhattan Fish Market, Baltimore", "-", "-")],
    [712.0, 590.0, 370.0])

_STUDIO = "Elegant Studio Apt in Prospect Heights, Charlotte"
CLT_TRIP: dict[str, Any] = {"org": "Fort Wayne", "dest": "Charlotte", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-08", "2022-03-09", "2022-03-10"], "people_number": 3, "budget": 1900,
                            "local_constraint": {"house rule": "pets", "room type": "entire room",
                                                 "transportation": "no flight"}}
CLT: dict[str, Any] = _thread(CLT_TRIP, [
    _day(1, "from Fort Wayne to Charlotte", "Self-driving, from Fort Wayne to Charlotte, duration: 9 hours 15 mins, "
         "distance: 938 km, cost: 46", "-", "-", "-", "Olive Tree Cafe, Charlotte", _STUDIO),
    _day(2, "Charlotte", "-", "Life Grand Cafe, Charlotte", "NASCAR Hall of Fame, Charlotte;Discovery Place Science, "
         "Charlotte;Freedom Park, Charlotte;", "Tuk Tuk Indian Street Food, Charlotte", "Unplugged Courtyard, Charlotte",
         _STUDIO),
    _day(3, "from Charlotte to Fort Wayne", "Self-driving, from Charlotte to Fort Wayne, duration: 9 hours 18 mins, "
         "distance: 939 km, cost: 46", "China Garden, Charlotte", "Romare Bearden Park, Charlotte;", "-", "-", "-")],
    [755.0, 964.0, 88.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
BAL_RULED = _ruled(BAL, {"house rule": "pets", "cuisine": ["Mexican", "Italian"], "avoid sights": ["Inner Harbor"],
                         "min stay rating": 4.0, "max night price": 400.0})
CLT_RULED = _ruled(CLT, {**CLT_TRIP["local_constraint"], "cuisine": ["BBQ"], "must see": ["Billy Graham Library"],
                         "avoid cuisines": ["Fast Food"]})
BAL_UNDONE: dict[str, Any] = {**BAL, "restored": True}
CLT_UNDONE: dict[str, Any] = {**CLT, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
BAL_QUESTIONS: list[tuple[str, Want]] = [
    ("whats the damage for the whole trip", Q("1,672")), ("how much we got left", Q("28")),
    ("cost per person pls?", Q("836")), ("day one total?", Q("712")), ("how much r we spending day 2", Q("590")),
    ("the last day costs how much", Q("370")), ("what was our budget", Q("1,700")),
    ("hows much is the house a night", Q("290")), ("why did u pick a 3 star place", "question"),
    ("hows dunderbaks rated", Q("4.9")), ("is salt any good", Q("4.2")),
    ("what time's our flight out of cleveland", Q("06:30")), ("when do we land in baltimore", Q("07:33")),
    ("what time do we fly home on the 17th", Q("14:56")), ("what time we back in cleveland", Q("15:59")),
    ("whats our flight number going out", Q("F4001024")), ("which day r we at the aquarium", Q("Day 1")),
    ("when is fort mchenry", Q("Day 2")), ("breakfast day 2 is where", Q("RollsKing")),
    ("where's lunch on the first day", Q("Los Pablos")), ("dinner on day 2?", Q("Dunderbak")),
    ("whats on for day 3", Q("Baltimore Museum of Art")), ("what place are we staying at", Q("Contemporary Home")),
    ("how many travelers on this", Q("2")), ("which day costs us the most", Q("Day 1")), ("what dates is this again", Q("15")),
    ("how far is cleveland to baltimore", "question"), ("how long r we in the air", "question"),
    ("is there dinner on the last day", "question"),
    ("is the house all ours", "question"), ("any seafood on this trip", "question"),
    ("whats the walters art museum day", Q("Day 2"))]
CLT_QUESTIONS: list[tuple[str, Want]] = [
    ("total cost for the 3 of us", Q("1,807")), ("how much is left over after all that", Q("93")), ("whats that per person", Q("602")),
    ("cost of day 1?", Q("755")), ("day two total", Q("964")), ("how much is day 3 gonna be", Q("88")),
    ("whats the budget we set", Q("1,900")), ("how much a night is the apartment", Q("640")),
    ("is the apartment rated well", "question"), ("olive tree cafe any good?", Q("4.6")),
    ("whats unplugged courtyard rated", Q("4.0")), ("how long is the drive to charlotte", Q("9 h")),
    ("how many km is the drive", Q("938")), ("how much is gas for the drive", "question"),
    ("which day is nascar hall of fame", Q("Day 2")), ("when are we at romare bearden park", Q("Day 3")),
    ("breakfast on day 2?", Q("Life Grand Cafe")), ("lunch day 2 where", Q("Tuk Tuk")),
    ("where do we eat on night 1", Q("Olive Tree")), ("whats planned for day 2", Q("NASCAR")),
    ("where we sleeping at", Q("Elegant Studio")), ("how many people is this for again", Q("3")),
    ("least expensive day?", Q("Day 3")), ("what days are we going", Q("8")), ("r we driving the whole way", "question"),
    ("are pets ok at the apartment", "question"), ("is it the whole apartment", "question"),
    ("any indian food on the plan", "question"), ("do we get lunch day 1", "question"),
    ("what's breakfast the last morning", Q("China Garden")),
    ("how much does dinner at unplugged courtyard cost", Q("Unplugged Courtyard"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
BAL_EDITS: list[Edit] = [
    ("my buddy is coming too so 3", {"people_number": 3}), ("just me now, gf bailed", {"people_number": 1}),
    ("lets make it 4 days", {"days": 4}), ("can we do 5 days instead", {"days": 5}), ("shorten to 2 days", {"days": 2}),
    ("raise budget to 2500", {"budget": 2500}), ("budget cap is 1500 now", {"budget": 1500}),
    ("move it to march 22", {"date": ["2022-03-22", "2022-03-23", "2022-03-24"]}),
    ("push everything back a day", {"date": ["2022-03-16", "2022-03-17", "2022-03-18"]}),
    ("do the week after instead", {"date": ["2022-03-22", "2022-03-23", "2022-03-24"]}),
    ("leave from columbus instead", {"org": "Columbus"}),
    ("make it philly instead of baltimore", {"dest": "Philadelphia"}),
    ("no planes, we'll drive", {"transportation": "no flight"}),
    ("wed rather just drive tbh", {"transportation": "no flight"}), ("we want some mexican", {"cuisine+": "Mexican"}),
    ("throw in chinese food", {"cuisine+": "Chinese"}), ("no seafood for us", {"avoid cuisines+": "Seafood"}),
    ("add the maryland zoo", {"must see+": "The Maryland Zoo in Baltimore"}),
    ("skip the national aquarium", {"avoid sights+": "National Aquarium"}),
    ("we wanna see camden yards", {"must see+": "Oriole Park at Camden Yards"}),
    ("bringing my cat", {"house rule": "pets"}), ("we might have friends over at the place", {"house rule": "visitors"}),
    ("need a place where i can smoke", {"house rule": "smoking"}), ("can we have visitors at the house", {"house rule": "visitors"}),
    ("4 stars or better for the stay", {"min stay rating": 4.0}), ("nothing over 250 a night", {"max night price": 250.0}),
    ("can we do dinner at farzi cafe", {"eat at+": "Farzi Cafe"}),
    ("that 6:30 flight is brutal, something after 10", {"flight times~": {"depart_from": "10:00"}}),
    ("not the 6:30am one, after 9 pls", {"flight times~": {"depart_from": "09:00"}}),
    ("2 things a day max", {"pace~": {"most": 2}}), ("3 of us and 2500 budget", {"people_number": 3, "budget": 2500}),
    ("skip inner harbor and add italian", {"avoid sights+": "Inner Harbor", "cuisine+": "Italian"}),
    ("5 days and no seafood", {"days": 5, "avoid cuisines+": "Seafood"})]
CLT_EDITS: list[Edit] = [
    ("my brothers joining, so 4 of us", {"people_number": 4}), ("only 2 of us going now", {"people_number": 2}),
    ("4 days instead of 3", {"days": 4}), ("just 2 days pls", {"days": 2}), ("up the budget to 2200", {"budget": 2200}),
    ("budget is 1600 max", {"budget": 1600}),
    ("move it to the 14th", {"date": ["2022-03-14", "2022-03-15", "2022-03-16"]}),
    ("can we leave a day early", {"date": ["2022-03-07", "2022-03-08", "2022-03-09"]}),
    ("2 weeks later instead", {"date": ["2022-03-22", "2022-03-23", "2022-03-24"]}),
    ("start from indianapolis instead", {"org": "Indianapolis"}),
    ("lets do asheville instead of charlotte", {"dest": "Asheville"}), ("we want bbq", {"more cuisines+": "BBQ"}),
    ("italian pls", {"cuisine+": "Italian"}), ("nothing with desserts lol", {"avoid cuisines+": "Desserts"}),
    ("add the billy graham library", {"must see+": "Billy Graham Library"}),
    ("skip the nascar hall of fame", {"avoid sights+": "NASCAR Hall of Fame"}),
    ("wanna see the mint museum", {"must see+": "The Mint Museum"}),
    ("we also have a toddler", {"more house rules+": "children under 10"}),
    ("we smoke too", {"more house rules+": "smoking"}), ("stay has to be rated 4+", {"min stay rating": 4.0}),
    ("keep it under 300 a night", {"max night price": 300.0}),
    ("dinner at legends barbeques one night", {"eat at+": "Legends Barbeques"}),
    ("slow it down, 1 sight a day", {"pace~": {"most": 1}}),
    ("5 of us with a 2500 budget", {"people_number": 5, "budget": 2500}),
    ("add chinese and skip freedom park", {"cuisine+": "Chinese", "avoid sights+": "Freedom Park"}),
    ("3 days is too short, make it 4, and budget 2300", {"days": 4, "budget": 2300}),
    ("no cafes pls", {"avoid cuisines+": "Cafe"}), ("mexican for dinner one night", {"cuisine+": "Mexican"})]
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("cats staying home now", {"house rule!": "pets"}, BAL_RULED),
    ("nevermind the mexican", {"cuisine-": "Mexican"}, BAL_RULED),
    ("inner harbor is fine after all", {"avoid sights-": "Inner Harbor"}, BAL_RULED),
    ("dont care about the rating anymore", {"min stay rating!": "4"}, BAL_RULED),
    ("no price cap needed", {"max night price!": "400"}, BAL_RULED),
    ("italian isnt a must", {"cuisine-": "Italian"}, BAL_RULED),
    ("forget the rating and the italian", {"min stay rating!": "4", "cuisine-": "Italian"}, BAL_RULED),
    ("were leaving the dog home", {"house rule!": "pets"}, CLT_RULED),
    ("a private room works too", {"room type!": "entire room"}, CLT_RULED),
    ("we can fly now, thats fine", {"transportation!": "no flight"}, CLT_RULED),
    ("billy graham library is optional", {"must see-": "Billy Graham Library"}, CLT_RULED),
    ("bbq not needed", {"cuisine-": "BBQ"}, CLT_RULED),
    ("fast food is fine", {"avoid cuisines-": "Fast Food"}, CLT_RULED),
    ("drop the bbq and the library", {"cuisine-": "BBQ", "must see-": "Billy Graham Library"}, CLT_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
BAL_SWAPS = ["another place to stay pls", "swap out los pablos", "change breakfast on day 2",
             "different dinner night 2", "swap fells point for the maryland zoo", "replace salt with something"]
CLT_SWAPS = ["find a different apartment", "swap olive tree cafe", "change lunch on day 2 pls",
             "new dinner for day 2", "swap freedom park for the mint museum", "can we replace china garden"]

# Redos, said right after an undo: the change put back
REDO = ["redo it pls, i changed my mind", "actually put it back", "undo the undo lol", "no wait bring that change back"]

# The usual intents, on either thread
BAL_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel baltimore", ["cancel"]), ("cancel everything, not going anymore", ["cancel"]),
    ("call it off, trips cancelled", ["cancel"]), ("go back to how it was before", ["undo"]), ("scratch that last change", ["undo"]),
    ("undo that last thing pls", ["undo"]), ("can it be any cheaper", ["cheaper"]), ("too pricey, lower it", ["cheaper"]),
    ("whats the cheapest you can do", ["cheaper"]), ("a nicer house pls", ["nicer:hotels"]),
    ("better restaurants pls, these ratings are meh", ["nicer:restaurants"]), ("thank u so much", ["thanks"]),
    ("much appreciated!!", ["thanks"]), ("scrap this, new trip", ["start_over"]),
    ("lets plan something else entirely", ["start_over"]), ("higher rated place to sleep pls", ["nicer:hotels"]),
    ("ty ty!!", ["thanks"])]
CLT_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel the charlotte trip pls", ["cancel"]), ("forget the whole thing, were not going", ["cancel"]),
    ("nope undo that", ["undo"]), ("back one step pls", ["undo"]), ("cheaper pls theres 3 of us", ["cheaper"]),
    ("trim costs where u can", ["cheaper"]), ("lowest price possible pls", ["cheaper"]),
    ("upgrade the apartment", ["nicer:hotels"]), ("better food spots pls", ["nicer:restaurants"]),
    ("thx a million", ["thanks"]), ("awesome thank you!", ["thanks"]), ("completely new trip pls", ["start_over"]),
    ("nicer stay even if it costs more", ["nicer:hotels"]), ("sorry, cancel it", ["cancel"]),
    ("restart from scratch", ["start_over"]), ("undo what u just did", ["undo"]),
    ("can we go cheaper on everything", ["cheaper"]), ("thanks a ton, this is great", ["thanks"])]

# A wish or thanks and a question in one turn, many behind an opener
BAL_MIXED: list[tuple[str, list[Want]]] = [
    ("cool, what's our total", [Q("1,672")]), ("ok what time do we land", [Q("07:33")]),
    ("hmm whats dinner day 1", [Q("Three Dots")]), ("thanks! when does the flight home leave", [Q("14:56")]),
    ("add mexican and whats left", ["none", "question"]), ("skip fells point, whats on day 1 tho", ["none", "question"]),
    ("nice, whats the house per night", [Q("290")]), ("undo that, and whats the total now", ["undo", "question"]),
    ("sweet which day is fort mchenry", [Q("Day 2")])]
CLT_MIXED: list[tuple[str, list[Want]]] = [
    ("great, so how much each", [Q("602")]), ("ok how long is the drive", [Q("9 h")]),
    ("hmm breakfast day 3?", [Q("China Garden")]), ("thank u! whats dinner day 2", [Q("Unplugged")]),
    ("budget 2200 now, whats left", ["none", "question"]), ("add bbq and what day is freedom park", ["none", "question"]),
    ("cheaper pls, what would we save", ["cheaper", "question"]), ("cool, how much a night is the place", [Q("640")]),
    ("alright where's lunch day 2", [Q("Tuk Tuk")])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
BAL_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("sushi one night pls", ("sushi",)), ("ethiopian food one night", ("Ethiopian",)), ("book our flights", ("book",)),
    ("pls book the house", ("book",)), ("gonna be cold in baltimore?", ("weather",)),
    ("any shows or events in baltimore that week", ("event",)), ("get us orioles tickets", ("Orioles",)),
    ("stay at the four seasons", ("Four Seasons",)), ("add the washington monument", ("Washington Monument",)),
    ("spanish food for dinner", ("Spanish",)), ("can you get us an uber from the airport", ("Uber",)),
    ("a hotel with free parking", ("parking",)),
    ("private room is fine, dont need the whole place", ("allowed already",))]
CLT_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add carowinds", ("Carowinds",)), ("book everything", ("book",)), ("is it gonna rain in charlotte", ("weather",)),
    ("any concerts in charlotte while were there", ("concert",)), ("thai food one night", ("Thai",)),
    ("stay at the ritz in charlotte", ("Ritz",)), ("dinner at bojangles", ("Bojangles",)),
    ("a place with a hot tub", ("hot tub",)), ("get us hornets tickets", ("Hornets",)),
    ("korean for lunch once", ("Korean",)), ("reserve dinner at olive tree cafe", ("reserv",)),
    ("buy our tickets for the nascar hall of fame", ("book",))]

# An ambiguous turn: asked about (a question back), nothing changed
BAL_ASK = ["swap the museum pls", "make it 4", "the other one pls", "go with the cheaper option",
           "do that other thing instead", "change it"]
CLT_ASK = ["change the park", "make it 2 instead", "that one", "bump it up", "switch those", "the earlier one"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them)
BAL_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there mexican food in baltimore", "ok add some", {"cuisine+": "Mexican"}),
    ("when do we fly out", "ugh too early, after 10 pls", {"flight times~": {"depart_from": "10:00"}}),
    ("how much is the house per night", "find a place under 250 then", {"max night price": 250.0}),
    ("wheres breakfast day 2", "and lunch?", Q("Salt")),
    ("whats the house rated", "get us a better one then", "nicer:hotels"),
    ("any chinese in baltimore", "yes put that in", {"cuisine+": "Chinese"})]
CLT_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any italian places in charlotte", "yep add it", {"cuisine+": "Italian"}),
    ("how long is the drive", "too long, can we fly instead", {"transportation!": "no flight"}),
    ("what are we doing day 2", "drop freedom park from that", {"avoid sights+": "Freedom Park"}),
    ("wheres dinner day 1", "k and day 2", Q("Unplugged")),
    ("how much is the apartment a night", "under 500 pls", {"max night price": 500.0}),
    ("whats on day 3", "add the mint museum to that", {"must see+": "The Mint Museum"})]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["lol sure thing", "ohh nice", "hmm k", "gotta ask my husband first", "hmm lemme think a sec", "coolio", "sure lol",
        "sounds like fun tbh",
        "woah alright", "meh ok", "not sure yet hmm", "brb dog needs out", "so excited for this trip!!", "yep works for me",
        "looks good to me!", "alright lock it in", "yes sounds good", "fine w me", "asdfghjkl", "??? huh", "blah blah blah",
        "pineapple", "haha ok then", "ok thx", "really?", "yasss", "okie dokie"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("BAL", BAL, BAL_UNDONE, BAL_QUESTIONS, BAL_EDITS, BAL_SWAPS, BAL_INTENTS, BAL_MIXED, BAL_REFUSALS,
                    BAL_ASK, BAL_FOLLOW),
         TripGroups("CLT", CLT, CLT_UNDONE, CLT_QUESTIONS, CLT_EDITS, CLT_SWAPS, CLT_INTENTS, CLT_MIXED, CLT_REFUSALS,
                    CLT_ASK, CLT_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to sixteenth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, SimpleNamespace(said=fourteenth._messages()), SimpleNamespace(said=fifteenth._messages()),
                   SimpleNamespace(said=sixteenth._messages()))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on HEAD (095c508) before any rule was changed for it: 247 of 283 right (questions 58/63, edits 55/61,
# take-backs 12/14, swaps 12/12, redo 3/4, intents 31/35, mixed 15/18, refusals 19/25, ask-back 7/12, follow-ups 8/12,
# talk 27/27). Corrected after the first scoring (the data or the thread deciding): the Charlotte stay first written
# (Huge Industrial Chic Williamsburg 1 Bdrm w/rooftop) is no listing of the sandbox (a field of its row is missing), so
# the thread holds Elegant Studio Apt in Prospect Heights at the same price (the HEAD figures are the corrected
# thread's); the drive's length is written "9 h 15 min"; BBQ, outside the benchmark's cuisines, is a "more cuisines"
# wish (as in the sixteenth); "can we have visitors at the house" is a wish for a stay allowing them (a change proposed
# as "can we", as "can we eat at the krib" is), and "private room is fine, dont need the whole place" on a trip with no
# room rule is answered as allowed already (nothing to change). Silent wrongs at HEAD: "find a place under 250 then"
# and "under 500 pls" after the stay's nightly price set a $250 and a $500 trip budget; "can we leave a day early" set
# flights before 08:00; "the other one pls" and "the earlier one" undid the last change; "go with the cheaper option"
# re-planned for the lowest cost; "3 days is too short, make it 4, and budget 2300" dropped the 4 days; "that 6:30
# flight is brutal, something after 10" re-planned for kinder hours, the bound dropped. The causes fixed: a cap said
# alone or of "a place" after a stay question is the stay's (``answer_taken_up``), and "ugh too early, after 10" after a
# flight question its bound; "a day early" moves the dates, "go home a day early" never does (``date_edits``), and "the
# week after" moves them a week; "the other one", "the earlier one" and "the cheaper one" alone are asked back, and
# "do that other thing" too (``intent_cues``, ``change_unnamed``, ``not_applied``); a count's unit carried to a bare
# number after it (``said_before.unit_carried``); a flight turned down by its time beside a bare bound is that bound
# (``loose_times``); house, apartment, flat, condo as the stay of a preference (``intent_preferences``); "how much a
# night is the place", "dunderbaks" for "Dunderbak's" (``venue_asked``); "when is X" asks the day a place is on, "total
# cost for the 3 of us" the total, "what would we save" the total, "is the house all ours" the room type
# (``intent_questions``); "what time do we fly home on the 17th" a question, no end to confirm (``ends_said``); "redo it
# pls, i changed my mind" (``undo``), "back one step" (``intent_cues``), "whats the cheapest you can do"
# (``intent_asks``), "thank u!" before a question (``intent_words``), "k and day 2" (``intent_follow_up``); bookings
# naming tickets or a ride say what the data lacks (``intent_scope.booked_named``), "book our flights" is a booking,
# "gonna be cold" the weather, "any shows or events" events (``unanswerable``); "no price cap needed", "were leaving the
# dog home" take back (``take_back``); "wed rather drive" is "we'd" (``typed_loosely``) and a wish to drive said alone on
# a plan that flies is "no flights" (``wish_unwrapped``); "that one" alone asked back. After the fixes: 283 of 283.
KNOWN_GAPS: dict[str, str] = {}


def test_the_seventeenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
