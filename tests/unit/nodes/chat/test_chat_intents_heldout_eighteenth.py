"""An eighteenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the seventeenth (``test_chat_intents_heldout_seventeenth.py``, the fourteenth's scorers) but said on two
planned trips of the public splits no earlier set uses, built from the data's own places:

* ``DTW``: Nashville -> Detroit by air (the validation split's March 15-17 2022 trip, its rules kept: smoking, a room
  not shared, no self-driving), 2 people, $2,200 budget; out F3557342 at 10:52 landing 13:17 ($121 a seat), home
  F3557444 at 12:40 landing 13:09 ($195 a seat); the stay Brooklyn Brownstone, 3-Bdr & Garden ($400 a night, rated 3,
  an entire home for 2, no children under 10); day 1 the Detroit Institute of Arts and Campus Martius Park, dinner
  Bistro Flamme Bois (rated 4.1); day 2 breakfast A Dong Restaurant (4.4), the Motown Museum, the Detroit Historical
  Museum and the Belle Isle Aquarium, lunch Zabardast Indian Kitchen (4.7), dinner Vapour Pub & Brewery (3.7); day 3
  breakfast Cafe 6 (3.9), the Detroit Riverwalk. Days $842.00, $792.00, $444.00: $2,078.00, $1,039.00 a person,
  $122.00 left.
* ``MSP``: Grand Forks -> Minneapolis by car (the train split's March 17-19 2022 trip, its rules kept: parties, an
  entire room, no flight), 2 people, $1,300 budget; 4 hours 37 mins (507 km, $25) each way; the stay Light-filled
  Apartment in great area, close 2 all! ($343 a night, rated 5, an entire home for 2, no visitors); day 1 the
  Minneapolis Sculpture Garden and the Walker Art Center, lunch Soni Bakers (3.4), dinner Tony's (4.4); day 2 breakfast
  Haveliram (2.9), the Mill City Museum, Mill Ruins Park and Minnehaha Falls, lunch Court Avenue Brewing Company (4.2),
  dinner Monkeypod Kitchen by Merriman (4.2); day 3 breakfast Giani (2.7), the Minneapolis Institute of Art, lunch
  Texas Roadhouse (3.5). Days $506.00, $543.00, $103.00: $1,152.00, $576.00 a person, $148.00 left.

Kinds, as in the seventeenth: questions about the plan (``QUESTIONS``), edits (``EDITS``), take-backs on threads holding
wishes (``TAKE_BACKS``), swaps (``SWAPS``), redos right after an undo (``REDO``), the usual intents (``INTENTS``), a
wish or thanks and a question in one turn (``MIXED``), nos the data forces, each named with its reason (``REFUSALS``),
ambiguous turns asked back (``ASK``), follow-ups acting on the question just answered, yes and no answers and a rule
named by reference among them (``FOLLOW``), and talk that must change nothing (``TALK``). Written as people chat:
terse, typos, slang, no apostrophes, hedges, several wishes in one sentence.

Written by helper INT18 before any rule was changed for it; no sentence of the first seventeen sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures and the misses left: above ``KNOWN_GAPS``.
``python tests/unit/nodes/chat/test_chat_intents_heldout_eighteenth.py`` prints the tally.
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

_BROWNSTONE = "Brooklyn Brownstone, 3-Bdr & Garden, Detroit"
DTW_TRIP: dict[str, Any] = {"org": "Nashville", "dest": "Detroit", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2200,
                            "local_constraint": {"house rule": "smoking", "room type": "not shared room",
                                                 "transportation": "no self-driving"}}
DTW: dict[str, Any] = _thread(DTW_TRIP, [
    _day(1, "from Nashville to Detroit", "Flight Number: F3557342, from Nashville to Detroit, Departure Time: 10:52, "
         "Arrival Time: 13:17", "-", "Detroit Institute of Arts, Detroit;Campus Martius Park, Detroit;", "-",
         "Bistro Flamme Bois, Detroit", _BROWNSTONE),
    _day(2, "Detroit", "-", "A Dong Restaurant, Detroit", "Motown Museum, Detroit;Detroit Historical Museum, Detroit;"
         "Belle Isle Aquarium, Detroit;", "Zabardast Indian Kitchen, Detroit", "Vapour Pub & Brewery, Detroit",
         _BROWNSTONE),
    _day(3, "from Detroit to Nashville", "Flight Number: F3557444, from Detroit to Nashville, Departure Time: 12:40, "
         "Arrival Time: 13:09", "Cafe 6, Detroit", "Detroit Riverwalk, Detroit;", "-", "-", "-")],
    [842.0, 792.0, 444.0])

_FLAT = "Light-filled Apartment in great area, close 2 all!, Minneapolis"
MSP_TRIP: dict[str, Any] = {"org": "Grand Forks", "dest": "Minneapolis", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-17", "2022-03-18", "2022-03-19"], "people_number": 2, "budget": 1300,
                            "local_constraint": {"house rule": "parties", "room type": "entire room",
                                                 "transportation": "no flight"}}
MSP: dict[str, Any] = _thread(MSP_TRIP, [
    _day(1, "from Grand Forks to Minneapolis", "Self-driving, from Grand Forks to Minneapolis, duration: 4 hours 37 "
         "mins, distance: 507 km, cost: 25", "-", "Minneapolis Sculpture Garden, Minneapolis;Walker Art Center, "
         "Minneapolis;", "Soni Bakers, Minneapolis", "Tony's, Minneapolis", _FLAT),
    _day(2, "Minneapolis", "-", "Haveliram, Minneapolis", "Mill City Museum, Minneapolis;Mill Ruins Park, Minneapolis;"
         "Minnehaha Falls, Minneapolis;", "Court Avenue Brewing Company, Minneapolis",
         "Monkeypod Kitchen by Merriman, Minneapolis", _FLAT),
    _day(3, "from Minneapolis to Grand Forks", "Self-driving, from Minneapolis to Grand Forks, duration: 4 hours 37 "
         "mins, distance: 507 km, cost: 25", "Giani, Minneapolis", "Minneapolis Institute of Art, Minneapolis;",
         "Texas Roadhouse, Minneapolis", "-", "-")],
    [506.0, 543.0, 103.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
DTW_RULED = _ruled(DTW, {**DTW_TRIP["local_constraint"], "cuisine": ["French", "Mexican"],
                         "avoid sights": ["Motown Museum"], "min stay rating": 4.0, "must see": ["Detroit Zoo"]})
MSP_RULED = _ruled(MSP, {**MSP_TRIP["local_constraint"], "cuisine": ["Italian"], "avoid cuisines": ["Seafood"],
                         "max night price": 300.0, "must see": ["Minnehaha Falls"]})
DTW_UNDONE: dict[str, Any] = {**DTW, "restored": True}
MSP_UNDONE: dict[str, Any] = {**MSP, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
DTW_QUESTIONS: list[tuple[str, Want]] = [
    ("how much is this whole thing", Q("2,078")), ("whats left in the budget", Q("122")),
    ("split between us its how much", Q("1,039")), ("first day costs?", Q("842")), ("day 2 comes to how much", Q("792")),
    ("and the third day total", Q("444")), ("remind me what the budget is", Q("2,200")),
    ("nightly rate for the brownstone?", Q("400")), ("why a 3 star stay", "question"),
    ("how good is bistro flamme bois", Q("4.1")), ("zabardast rating?", Q("4.7")),
    ("when does our flight leave nashville", Q("10:52")), ("what time we get into detroit", Q("13:17")),
    ("flight home leaves when", Q("12:40")), ("when do we land back in nashville", Q("13:09")),
    ("flight number for the way there?", Q("F3557342")),
    ("which day is the detroit institute of arts", Q("Day 1")), ("what day do we see the motown museum", Q("Day 2")),
    ("breakfast on day two is at", Q("A Dong")), ("dinner the first night?", Q("Bistro Flamme Bois")),
    ("lunch day 2 is where again", Q("Zabardast")), ("what are we doing on the last day", Q("Riverwalk")),
    ("where r we staying in detroit", Q("Brooklyn Brownstone")), ("how many people is it for", Q("2")),
    ("whats the priciest day of the three", Q("Day 1")), ("which dates r we going again", Q("15")),
    ("how far is detroit from nashville", "question"), ("hows long is the flight", "question"),
    ("do we eat lunch on the last day", "question"), ("is smoking allowed at the brownstone", "question"),
    ("any bbq on this plan", "question"), ("belle isle aquarium is on which day", Q("Day 2"))]
MSP_QUESTIONS: list[tuple[str, Want]] = [
    ("grand total pls?", Q("1,152")), ("how much cash is left after this", Q("148")), ("per head how much", Q("576")),
    ("day 1 cost us how much?", Q("506")), ("whats day two gonna run us", Q("543")), ("cost of the last day", Q("103")),
    ("whats our spending limit", Q("1,300")), ("apartment price per night?", Q("343")),
    ("is the apartment any good", "question"), ("tonys rating?", Q("4.4")),
    ("how is monkeypod kitchen rated", Q("4.2")), ("how long will we be driving", Q("4 h")),
    ("how many kilometers is it", Q("507")), ("what do we spend on gas", "question"),
    ("which day is the walker art center", Q("Day 1")), ("minnehaha falls is when", Q("Day 2")),
    ("breakfast day 3 where", Q("Giani")), ("where do we eat lunch on day 1", Q("Soni Bakers")),
    ("dinner night 2 is where", Q("Monkeypod")), ("whats planned for the last day", Q("Minneapolis Institute of Art")),
    ("which apartment are we in", Q("Light-filled")), ("how many of us on this trip", Q("2")),
    ("cheapest day out of the three?", Q("Day 3")), ("when exactly are we going", Q("17")),
    ("r we flying there or driving", "question"), ("are parties allowed at the apartment", "question"),
    ("do we get the whole place", "question"), ("any mexican food on the trip", "question"),
    ("is any breakfast planned for day 1", "question"), ("wheres dinner on the last night", "question"),
    ("which day has mill city museum", Q("Day 2"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
DTW_EDITS: list[Edit] = [
    ("adding my sister so make that 3", {"people_number": 3}), ("its gonna be just me after all", {"people_number": 1}),
    ("stretch it to 4 days", {"days": 4}), ("could we make it five days", {"days": 5}),
    ("trim it to 2 days", {"days": 2}), ("bump the budget to 2600", {"budget": 2600}),
    ("we can only spend 1800", {"budget": 1800}),
    ("shift it to march 20", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("go a day later", {"date": ["2022-03-16", "2022-03-17", "2022-03-18"]}),
    ("one week later pls", {"date": ["2022-03-22", "2022-03-23", "2022-03-24"]}),
    ("fly out of memphis instead", {"org": "Memphis"}), ("switch detroit for chicago", {"dest": "Chicago"}),
    ("add some mexican food", {"cuisine+": "Mexican"}), ("we love french food", {"cuisine+": "French"}),
    ("no fast food pls", {"avoid cuisines+": "Fast Food"}), ("put the detroit zoo in", {"must see+": "Detroit Zoo"}),
    ("leave out the belle isle aquarium", {"avoid sights+": "Belle Isle Aquarium"}),
    ("id love to see the henry ford museum", {"must see+": "Henry Ford Museum of American Innovation"}),
    ("our dog is coming w us", {"more house rules+": "pets"}),
    ("were having a little party at the place", {"more house rules+": "parties"}),
    ("the stay needs at least a 4 rating", {"min stay rating": 4.0}),
    ("cap the room at 350 a night", {"max night price": 350.0}),
    ("can we have lunch at taksim", {"eat at+": "Taksim"}),
    ("nothing before 11 for the flight out", {"flight times~": {"depart_from": "11:00"}}),
    ("max 2 sights each day", {"pace~": {"most": 2}}), ("4 people, 3000 budget", {"people_number": 4, "budget": 3000}),
    ("drop the motown museum and add chinese", {"avoid sights+": "Motown Museum", "cuisine+": "Chinese"}),
    ("4 days and no seafood anywhere", {"days": 4, "avoid cuisines+": "Seafood"}),
    ("wed like pizza one night", {"more cuisines+": "Pizza"}), ("indian food at least once", {"cuisine+": "Indian"})]
MSP_EDITS: list[Edit] = [
    ("my cousin wants in, 3 ppl", {"people_number": 3}), ("its a solo trip now", {"people_number": 1}),
    ("tack on one more day", {"days": 4}), ("only two days", {"days": 2}), ("budget up to 1600", {"budget": 1600}),
    ("keep it to 1000 total", {"budget": 1000}),
    ("make it march 24 to 26", {"date": ["2022-03-24", "2022-03-25", "2022-03-26"]}),
    ("start a day earlier", {"date": ["2022-03-16", "2022-03-17", "2022-03-18"]}),
    ("how about the 21st instead", {"date": ["2022-03-21", "2022-03-22", "2022-03-23"]}),
    ("leaving from bismarck now", {"org": "Bismarck"}), ("duluth instead of minneapolis", {"dest": "Duluth"}),
    ("some italian would be nice", {"cuisine+": "Italian"}), ("american food for us", {"cuisine+": "American"}),
    ("no desserts places", {"avoid cuisines+": "Desserts"}), ("no bbq joints", {"avoid cuisines+": "BBQ"}),
    ("we gotta hit the mall of america", {"must see+": "Mall of America®"}),
    ("skip the sculpture garden", {"avoid sights+": "Minneapolis Sculpture Garden"}),
    ("want to see the american swedish institute", {"must see+": "American Swedish Institute"}),
    ("we have a 6 yr old", {"more house rules+": "children under 10"}),
    ("might have a couple friends stop by", {"more house rules+": "visitors"}),
    ("smoking allowed at the place pls", {"more house rules+": "smoking"}),
    ("only places rated 4 and up", {"min stay rating": 4.0}), ("under 280 per night", {"max night price": 280.0}),
    ("lunch at tonys one day", {"eat at+": "Tony's"}), ("chill pace, just one thing per day", {"pace~": {"most": 1}}),
    ("3 of us, 1500 total", {"people_number": 3, "budget": 1500}),
    ("add mexican, skip the walker art center", {"cuisine+": "Mexican", "avoid sights+": "Walker Art Center"}),
    ("make it 4 days, budget 1700", {"days": 4, "budget": 1700}), ("chinese for lunch one day", {"cuisine+": "Chinese"})]

# Take-backs, each on a thread holding the wish it takes back
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("smoking rule can go", {"house rule!": "smoking"}, DTW_RULED),
    ("french food not needed", {"cuisine-": "French"}, DTW_RULED),
    ("ok put the motown museum back", {"avoid sights-": "Motown Museum"}, DTW_RULED),
    ("the rating doesnt matter to us", {"min stay rating!": "4"}, DTW_RULED),
    ("the zoo is optional now", {"must see-": "Detroit Zoo"}, DTW_RULED),
    ("driving is ok now", {"transportation!": "no self-driving"}, DTW_RULED),
    ("never mind the mexican and the zoo", {"cuisine-": "Mexican", "must see-": "Detroit Zoo"}, DTW_RULED),
    ("no party after all", {"house rule!": "parties"}, MSP_RULED),
    ("dont need the whole apartment", {"room type!": "entire room"}, MSP_RULED),
    ("we are fine with flying now", {"transportation!": "no flight"}, MSP_RULED),
    ("forget italian", {"cuisine-": "Italian"}, MSP_RULED),
    ("seafood is ok actually", {"avoid cuisines-": "Seafood"}, MSP_RULED),
    ("lift the price cap", {"max night price!": "300"}, MSP_RULED),
    ("scrap the falls and the italian", {"must see-": "Minnehaha Falls", "cuisine-": "Italian"}, MSP_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
DTW_SWAPS = ["diff place to stay?", "swap bistro flamme bois", "new breakfast day 3",
             "change dinner on the second night", "swap the aquarium for the detroit zoo", "replace cafe 6 w something else"]
MSP_SWAPS = ["different apartment pls", "swap out tonys", "change up lunch on day 2", "other breakfast on day 2",
             "trade mill ruins park for the weisman art museum", "swap giani for something else"]

# Redos, said right after an undo: the change put back
REDO = ["redo that change", "wait no, put that change back in", "reapply it pls", "bring it back pls"]

# The usual intents, on either thread
DTW_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel detroit pls", ["cancel"]), ("kill the trip, we cant go", ["cancel"]), ("trip is off, cancel", ["cancel"]),
    ("revert that one", ["undo"]), ("take that last change back pls", ["undo"]), ("undo that one pls", ["undo"]),
    ("a cheaper version maybe?", ["cheaper"]), ("cut the costs down a bit", ["cheaper"]), ("can u make this less expensive", ["cheaper"]),
    ("a better place to stay", ["nicer:hotels"]), ("fancier places to eat pls", ["nicer:restaurants"]),
    ("tysm for this!!", ["thanks"]), ("appreciate u!!", ["thanks"]), ("thanks a bunch for this", ["thanks"]),
    ("lets just start fresh on a new one", ["start_over"]), ("lets plan a totally different trip", ["start_over"]),
    ("a classier stay would be nice", ["nicer:hotels"])]
MSP_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel minneapolis", ["cancel"]), ("nah cancel it all", ["cancel"]), ("call off the whole trip", ["cancel"]),
    ("flip it back the way it was", ["undo"]), ("undo the last edit", ["undo"]), ("revert it back pls", ["undo"]),
    ("give me the cheapest version", ["cheaper"]), ("save us a bit of money", ["cheaper"]), ("we need this cheaper", ["cheaper"]),
    ("upgrade where we sleep", ["nicer:hotels"]), ("higher rated restaurants pls?", ["nicer:restaurants"]),
    ("nicer apartment pls", ["nicer:hotels"]), ("thank youuu, so helpful", ["thanks"]), ("cheers bud, ur a legend", ["thanks"]),
    ("thanks so so much!!", ["thanks"]), ("fresh trip from scratch", ["start_over"]), ("wipe it all and start over", ["start_over"]),
    ("tastier places to eat pls", ["nicer:restaurants"])]

# A wish or thanks and a question in one turn, many behind an opener
DTW_MIXED: list[tuple[str, list[Want]]] = [
    ("sweet, total?", [Q("2,078")]), ("ok when do we land in detroit", [Q("13:17")]),
    ("hmm lunch on day 2?", [Q("Zabardast")]), ("thanks!! what time is the flight home", [Q("12:40")]),
    ("add italian and how much is left", ["none", "question"]),
    ("drop the aquarium, also whats on day 3", ["none", "question"]),
    ("nice how much is the brownstone a night", [Q("400")]), ("undo that and whats the total", ["undo", "question"]),
    ("cool what day is the motown museum", [Q("Day 2")])]
MSP_MIXED: list[tuple[str, list[Want]]] = [
    ("perfect, how much per person", [Q("576")]), ("ok and how long is the drive up", [Q("4 h")]),
    ("hmm dinner day 1?", [Q("Tony")]), ("ty! whats breakfast day 2", [Q("Haveliram")]),
    ("budget 1500 now, how much is left", ["none", "question"]),
    ("add chinese and which day is minnehaha falls", ["none", "question"]),
    ("cheaper pls, how much would that save", ["cheaper", "question"]),
    ("great, whats the apartment per night", [Q("343")]), ("alright wheres lunch on day 3", [Q("Texas Roadhouse")])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
DTW_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("vietnamese one night", ("Vietnamese",)), ("some greek food pls", ("Greek",)), ("go ahead and book the flights", ("book",)),
    ("reserve the brownstone", ("reserv",)), ("is it snowing in detroit that week", ("weather",)),
    ("anything going on in detroit, like events", ("event",)), ("get us tigers tickets", ("Tigers",)),
    ("stay at the westin", ("Westin",)), ("add greenfield village", ("Greenfield Village",)),
    ("lyft from the airport pls", ("Lyft",)), ("need a place w a pool", ("pool",)),
    ("japanese for dinner", ("Japanese",)), ("somewhere w a gym pls", ("gym",))]
MSP_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add the guthrie theater", ("Guthrie",)), ("book it all", ("book",)),
    ("is it gonna be freezing up there", ("weather",)), ("any concerts in minneapolis that weekend", ("concert",)),
    ("thai for lunch", ("Thai",)), ("we wanna stay at the hilton", ("Hilton",)), ("dinner at culvers", ("Culver",)),
    ("somewhere with a sauna", ("sauna",)), ("timberwolves tickets pls", ("Timberwolves",)),
    ("korean one night", ("Korean",)), ("reserve a table at tonys", ("reserv",)),
    ("buy tickets for the walker art center", ("book",))]

# An ambiguous turn: asked about (a question back), nothing changed
DTW_ASK = ["replace the museum", "make that 4 pls", "the second one", "switch it around", "do the other option",
           "change this one"]
MSP_ASK = ["move it pls", "set it to 5", "the cheaper one pls", "bump that", "swap em", "that other one"]

# A follow-up acting on the question the chat just answered (a yes or a no to it among them, and a rule by reference)
DTW_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican in detroit", "sure add it", {"cuisine+": "Mexican"}),
    ("what time do we fly out", "make it after 11 then", {"flight times~": {"depart_from": "11:00"}}),
    ("whats the brownstone a night", "something under 300 then", {"max night price": 300.0}),
    ("whats for lunch day 2", "and dinner?", Q("Vapour")),
    ("is there a smoking rule", "drop that rule then", {"house rule!": "smoking"}),
    ("hows the brownstone rated", "find a nicer one then", "nicer:hotels")]
MSP_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any italian in minneapolis", "yeah add that", {"cuisine+": "Italian"}),
    ("how long is the drive", "ugh thats long, lets fly", {"transportation!": "no flight"}),
    ("whats on day 2", "take mill ruins park out of it", {"avoid sights+": "Mill Ruins Park"}),
    ("wheres breakfast day 2", "k and day 3?", Q("Giani")),
    ("how much is the apartment per night", "below 250 pls", {"max night price": 250.0}),
    ("is there a rule about parties", "remove it", {"house rule!": "parties"})]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["lmao ok", "oh sweet", "mhmm", "need to check with my wife", "give me a min to think", "rad", "sure thing boss",
        "this is gonna be a blast", "whoa, ok then", "eh, fine i guess", "honestly idk yet", "hold on phone call", "cant wait!!",
        "works for me!", "looks great thx", "ok lets roll with it", "perfect perfect", "all good", "zxcvbnm", "huh??",
        "yada yada", "spaghetti", "lol alright then", "kk thanks", "for real?", "woohoo", "okey dokey"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("DTW", DTW, DTW_UNDONE, DTW_QUESTIONS, DTW_EDITS, DTW_SWAPS, DTW_INTENTS, DTW_MIXED, DTW_REFUSALS,
                    DTW_ASK, DTW_FOLLOW),
         TripGroups("MSP", MSP, MSP_UNDONE, MSP_QUESTIONS, MSP_EDITS, MSP_SWAPS, MSP_INTENTS, MSP_MIXED, MSP_REFUSALS,
                    MSP_ASK, MSP_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's to seventeenth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, SimpleNamespace(said=fourteenth._messages()), SimpleNamespace(said=fifteenth._messages()),
                   SimpleNamespace(said=sixteenth._messages()), SimpleNamespace(said=seventeenth._messages()))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on HEAD (4ff4edb) before any rule was changed for it: 241 of 281 right (questions 53/63, edits 52/59,
# take-backs 11/14, swaps 10/12, redo 3/4, intents 32/35, mixed 18/18, refusals 17/25, ask-back 11/12, follow-ups
# 9/12, talk 25/27); on 5a628d5 239 of 281. Silent wrongs at HEAD: "trim it to 2 days" also re-planned for the lowest
# cost; "switch detroit for chicago" on a thread holding "must see Detroit Zoo" took the zoo back; "somewhere w a gym
# pls" and "somewhere with a sauna" started a new trip with every field asked again; "belle isle aquarium is on which
# day" and "minnehaha falls is when" set the sight as a must-see. The causes fixed: a stay named by a word of its own
# name is the stay a follow-up's "a nicer one" or cap is about, and "make it after 11 then" after a flight question its
# bound (``answer_taken_up``); "save us a bit of money", "upgrade where we sleep", "tastier places to eat", and "trim
# it to 2 days" shortening with no cost wish (``intent_preferences``); "is smoking allowed at the brownstone" asks the
# stay's house rules (``stay_rules``), "whats our spending limit" the budget (``rules_asked``); "breakfast on day two
# is at", "X is on which day", "X is when", "how many kilometers", "which apartment are we in", "when exactly are we
# going", "do we get the whole place" are questions (``intent_questions``, ``after_parsing``: a question word said last
# is a question whatever the sight named before it); "which day has mill city museum" asks a day, never the route
# (``route``); "the smoking rule can go", "lift the price cap" take back (``take_back``); "the second night" is a
# meal's day and "tonys" names Tony's (``swap``); "redo that change" (``undo``); "huh??" is puzzled, not a question of
# the trip (``not_applied``); "somewhere with a sauna" on a planned trip is a stay's wish, refused with its reason
# (``vague_start``); "is it gonna be freezing" the weather, "lyft from the airport" a ride (``intent_scope``); "the
# second one" alone asked back (``change_unnamed``). After the fixes: 268 of 281; then 269, "switch detroit for chicago"
# said as the route's change (``replacing.route_swap_said``). At stop 71, 280 of 281: a house rule that is all an edit
# says ("we have a 6 yr old", "smoking allowed at the place pls", "were having a little party at the place") is added,
# never "named in passing" (``rule_merge._rule_alone``); friends said to stop by are visitors, never travellers
# (``party_left_out._CALLERS``); "no party after all" takes the parties rule back by its bare word
# (``house_rule.rule_worded``); a planned sight named by more of its words ("take mill ruins park out of it", "leave
# out the belle isle aquarium") is that one (``plan_sight_dropped._named_by``, ``_name_end``; "leave the X out" had set
# X as a must-see); a lacking cuisine said with when it is eaten ("vietnamese one night") is food
# (``cuisine._FOOD_AFTER``); "go ahead and book the flights" is the booking alone (``along.services_said``,
# ``answered_first._DONE_ALONE``); "anything going on in detroit, like events" asks for events
# (``unanswerable``). The miss left, with why:
KNOWN_GAPS: dict[str, str] = {
    "spaghetti": "a dish said alone is read as its cuisine, said so in the reply (domain/text/words.py, deliberate): "
                 "as talk it is ambiguous",
}


def test_the_eighteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
