"""A sixteenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the fifteenth (``test_chat_intents_heldout_fifteenth.py``, the fourteenth's scorers) but said on two
planned trips of the public splits no earlier set uses, built from the data's own places:

* ``ATL``: Sacramento -> Atlanta by air (the train split's March 14-16 2022 trip, its house rule left out), 2 people,
  $4,700 budget; out F3510904 at 06:55 landing 14:09, home F3542376 at 17:53 landing 20:36; the stay Charming Carroll
  Gardens 2 BR ($576 a night, rated 2, an entire home for 4, no parties); day 1 Centennial Olympic Park and the World
  of Coca-Cola, dinner Saffron (rated 4.1); day 2 breakfast Adda, the Georgia Aquarium, the Martin Luther King, Jr.
  National Historical Park and Piedmont Park, lunch Daawat-e-Kashmir (4.2), dinner El Pistolero (4.3); day 3 breakfast
  Nawaab (3.9), the Atlanta Botanical Garden and the High Museum of Art, lunch Baba Au Rhum (4.5). Days $1,694.00,
  $838.00, $1,758.00: $4,290.00, $2,145.00 a person, $410.00 left.
* ``DAL``: Baton Rouge -> Dallas by air (the validation split's March 25-27 2022 trip, smoking allowed asked), 4
  people, $5,500 budget; out F3608485 at 14:20 landing 15:47, home F3608517 at 12:27 landing 13:46; the stay SUNNY,
  SAFE and FRIENDLY minutes to Manhattan! ($559 a night, rated 2, an entire home for 4, no pets); day 1 Reunion Tower,
  dinner Coconuts Fish Cafe (4.5); day 2 breakfast Cafe Gatherings (4.4), the Sixth Floor Museum at Dealey Plaza, the
  Dallas Museum of Art and Klyde Warren Park, lunch MONKS (4.2), dinner Salsa Mexican Grill (4.3); day 3 breakfast
  Drifters Cafe (3.9), Pioneer Plaza. Days $1,207.00, $975.00, $828.00: $3,010.00, $752.50 a person, $2,490.00 left.

Kinds, as in the fifteenth: questions about the plan (costs, the stay, meals, times, the party, distances:
``QUESTIONS``), edits (party, days, budget, dates, cities, transport, cuisines, sights, house rules, ratings, room
types, a restaurant by name, flight times, pace, several in one message: ``EDITS``), take-backs on threads holding
wishes (``TAKE_BACKS``), swaps of a stay, a meal or a sight (``SWAPS``), redos right after an undo (``REDO``), the usual
intents (cancel, undo, cheaper, nicer, thanks, start over: ``INTENTS``), a wish or thanks and a question in one turn
(``MIXED``), nos the data forces, bookings, the weather and events among them, each named with its reason
(``REFUSALS``), ambiguous turns asked back (``ASK``), follow-ups acting on the question just answered (``FOLLOW``), and
talk that must change nothing (``TALK``). Written as people chat: terse, typos, slang, no apostrophes, several wishes
in one sentence.

Written by helper INT16 before any rule was changed for it; no sentence of the first fifteen sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures and the misses left: above ``KNOWN_GAPS``.
``python tests/unit/nodes/chat/test_chat_intents_heldout_sixteenth.py`` prints the tally.
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

_FLAT = "Charming Carroll Gardens 2 BR, Atlanta"
ATL_TRIP: dict[str, Any] = {"org": "Sacramento", "dest": "Atlanta", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-14", "2022-03-15", "2022-03-16"], "people_number": 2, "budget": 4700,
                            "local_constraint": {}}
ATL: dict[str, Any] = _thread(ATL_TRIP, [
    _day(1, "from Sacramento to Atlanta", "Flight Number: F3510904, from Sacramento to Atlanta, Departure Time: 06:55, "
         "Arrival Time: 14:09", "-", "Centennial Olympic Park, Atlanta;World of Coca-Cola, Atlanta;", "-",
         "Saffron, Atlanta", _FLAT),
    _day(2, "Atlanta", "-", "Adda, Atlanta", "Georgia Aquarium, Atlanta;Martin Luther King, Jr. National Historical "
         "Park, Atlanta;Piedmont Park, Atlanta;", "Daawat-e-Kashmir, Atlanta", "El Pistolero, Atlanta", _FLAT),
    _day(3, "from Atlanta to Sacramento", "Flight Number: F3542376, from Atlanta to Sacramento, Departure Time: 17:53, "
         "Arrival Time: 20:36", "Nawaab, Atlanta", "Atlanta Botanical Garden, Atlanta;High Museum of Art, Atlanta;",
         "Baba Au Rhum, Atlanta", "-", "-")],
    [1694.0, 838.0, 1758.0])

_SUNNY = "SUNNY, SAFE and FRIENDLY minutes to Manhattan!, Dallas"
DAL_TRIP: dict[str, Any] = {"org": "Baton Rouge", "dest": "Dallas", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-25", "2022-03-26", "2022-03-27"], "people_number": 4, "budget": 5500,
                            "local_constraint": {"house rule": "smoking"}}
DAL: dict[str, Any] = _thread(DAL_TRIP, [
    _day(1, "from Baton Rouge to Dallas", "Flight Number: F3608485, from Baton Rouge to Dallas, Departure Time: 14:20, "
         "Arrival Time: 15:47", "-", "Reunion Tower, Dallas;", "-", "Coconuts Fish Cafe, Dallas", _SUNNY),
    _day(2, "Dallas", "-", "Cafe Gatherings, Dallas", "The Sixth Floor Museum at Dealey Plaza, Dallas;Dallas Museum of "
         "Art, Dallas;Klyde Warren Park, Dallas;", "MONKS, Dallas", "Salsa Mexican Grill, Dallas", _SUNNY),
    _day(3, "from Dallas to Baton Rouge", "Flight Number: F3608517, from Dallas to Baton Rouge, Departure Time: 12:27, "
         "Arrival Time: 13:46", "Drifters Cafe, Dallas", "Pioneer Plaza, Dallas;", "-", "-", "-")],
    [1207.0, 975.0, 828.0])

# The threads with wishes said earlier (take-backs), and each thread right after an undo (redos)
ATL_RULED = _ruled(ATL, {"house rule": "pets", "cuisine": ["Indian", "Chinese"], "avoid sights": ["World of Coca-Cola"],
                         "min stay rating": 4.0, "max night price": 600.0})
DAL_RULED = _ruled(DAL, {"house rule": "smoking", "room type": "entire room", "must see": ["Dallas Zoo"],
                         "avoid cuisines": ["Seafood"], "transportation": "no self-driving"})
ATL_UNDONE: dict[str, Any] = {**ATL, "restored": True}
DAL_UNDONE: dict[str, Any] = {**DAL, "restored": True}

# Questions about the plan, each with what its answer must mention ("question": answered at all)
ATL_QUESTIONS: list[tuple[str, Want]] = [
    ("how much is all this gonna be", Q("4,290")), ("whats left of our budget", Q("410")),
    ("cost per head?", Q("2,145")), ("what does day 1 run us", Q("1,694")), ("day 3 how much", Q("1,758")),
    ("whats our budget again", Q("4,700")), ("how much is the flat per night", Q("576")),
    ("why such a low rated place", "question"), ("whats saffron rated", Q("4.1")), ("is el pistolero any good", Q("4.3")),
    ("what time do we leave sacramento", Q("06:55")), ("when do we get in to atlanta", Q("14:09")),
    ("what time is the flight back to sac", Q("17:53")), ("when do we get back to sacramento", Q("20:36")),
    ("outbound flight number?", Q("F3510904")), ("which day is the georgia aquarium", Q("Day 2")),
    ("when are we at piedmont park", Q("Day 2")), ("breakfast on day 3?", Q("Nawaab")),
    ("lunch on day 2 is where", Q("Daawat")), ("where do we eat on the first night", Q("Saffron")),
    ("whats the plan for day 1", Q("Centennial")), ("where are we staying in atlanta", Q("Charming Carroll Gardens")),
    ("how many people is the trip for", Q("2")), ("which day costs the most", Q("Day 3")),
    ("what dates r we going", Q("14")), ("how far is atlanta from sacramento", "question"),
    ("how longs the flight to atlanta", "question"), ("any breakfast day 1?", "question"),
    ("whats the house rules at the flat", "question"), ("is the flat an entire place", "question"),
    ("any chinese on the trip", "question"), ("breakfast the final morning?", Q("Nawaab")),
    ("whats lunch at baba au rhum cost", Q("Baba Au Rhum"))]
DAL_QUESTIONS: list[tuple[str, Want]] = [
    ("total for all 4 of us?", Q("3,010")), ("whats it each", Q("752")), ("how much budget left", Q("2,490")),
    ("day 1 costs what?", Q("1,207")), ("day 2 how much is that", Q("975")), ("remind me the budget", Q("5,500")),
    ("nightly price of the house?", Q("559")), ("why this place its rated 2", "question"),
    ("coconuts fish cafe rating?", Q("4.5")), ("is salsa mexican grill good", Q("4.3")),
    ("what time do we depart baton rouge", Q("14:20")), ("when do we land in dallas", Q("15:47")),
    ("what time is our flight home", Q("12:27")), ("what time do we get home", Q("13:46")),
    ("flight number on the way back", Q("F3608517")), ("what day is reunion tower", Q("Day 1")),
    ("when do we see the sixth floor museum", Q("Day 2")), ("wheres breakfast day 3", Q("Drifters")),
    ("whats lunch on day 2", Q("MONKS")), ("dinner on the first night?", Q("Coconuts")),
    ("whats happening day 2", Q("Klyde Warren")), ("where are we sleeping in dallas", Q("SUNNY")),
    ("how many of us are going again", Q("4")), ("which day is the cheapest one", Q("Day 3")),
    ("which dates again", Q("25")), ("do we have lunch on day 3", "question"),
    ("does the house allow smoking", "question"), ("is it a whole house or a room", "question"),
    ("how far is it from baton rouge to dallas", "question"), ("how long is the flight over", "question"),
    ("any mexican food on the plan", "question"), ("how much is breakfast at cafe gatherings", Q("Cafe Gatherings"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
ATL_EDITS: list[Edit] = [
    ("my sister is joining so 3 of us", {"people_number": 3}), ("its only me going now", {"people_number": 1}),
    ("make it 5 days long", {"days": 5}), ("cut it down to 2 days", {"days": 2}), ("add one more day", {"days": 4}),
    ("bump the budget to 5k", {"budget": 5000}), ("budget is 4000 tops", {"budget": 4000}),
    ("move it to the 21st", {"date": ["2022-03-21", "2022-03-22", "2022-03-23"]}),
    ("push it a day later", {"date": ["2022-03-15", "2022-03-16", "2022-03-17"]}),
    ("can we go a week earlier", {"date": ["2022-03-07", "2022-03-08", "2022-03-09"]}),
    ("fly out of san francisco instead", {"org": "San Francisco"}),
    ("make it savannah instead of atlanta", {"dest": "Savannah"}),
    ("no flights, well drive", {"transportation": "no flight"}), ("add some bbq", {"more cuisines+": "BBQ"}),
    ("we want indian food", {"cuisine+": "Indian"}), ("no pizza pls", {"avoid cuisines+": "Pizza"}),
    ("add zoo atlanta", {"must see+": "Zoo Atlanta"}), ("skip world of coca cola", {"avoid sights+": "World of Coca-Cola"}),
    ("we wanna see the fox theatre", {"must see+": "Fox Theatre"}),
    ("were throwing a little party at the place", {"house rule": "parties"}),
    ("my mom smokes so smoking allowed pls", {"house rule": "smoking"}), ("bringing our 2 dogs", {"house rule": "pets"}),
    ("stay rated 4 or more", {"min stay rating": 4.0}), ("max 400 a night", {"max night price": 400.0}),
    ("we want the whole place to ourselves", {"room type": "entire room"}), ("a private room pls", {"room type": "private room"}),
    ("can we eat at the krib", {"eat at+": "The Krib"}),
    ("no 7am flight pls, leave after 9", {"flight times~": {"depart_from": "09:00"}}),
    ("max 2 sights a day", {"pace~": {"most": 2}}), ("3 ppl and 5k budget", {"people_number": 3, "budget": 5000}),
    ("skip piedmont park and no fast food", {"avoid sights+": "Piedmont Park", "avoid cuisines+": "Fast Food"}),
    ("add indian food and make it 4 days", {"cuisine+": "Indian", "days": 4})]
DAL_EDITS: list[Edit] = [
    ("2 of us cant come so just 2", {"people_number": 2}), ("were 6 now", {"people_number": 6}),
    ("one more person joining", {"people_number": 5}), ("4 days pls", {"days": 4}),
    ("make it a 2 day trip", {"days": 2}), ("budget 6k", {"budget": 6000}), ("drop budget to 4500", {"budget": 4500}),
    ("move it to april 1", {"date": ["2022-04-01", "2022-04-02", "2022-04-03"]}),
    ("go 2 days later", {"date": ["2022-03-27", "2022-03-28", "2022-03-29"]}),
    ("fly from new orleans instead", {"org": "New Orleans"}), ("lets do houston instead", {"dest": "Houston"}),
    ("wed rather drive", {"transportation": "no flight"}), ("mexican food pls", {"cuisine+": "Mexican"}),
    ("we love chinese", {"cuisine+": "Chinese"}), ("nothing french", {"avoid cuisines+": "French"}),
    ("no fast food places", {"avoid cuisines+": "Fast Food"}), ("add the dallas zoo", {"must see+": "Dallas Zoo"}),
    ("skip reunion tower", {"avoid sights+": "Reunion Tower"}),
    ("we wanna see the perot museum", {"must see+": "Perot Museum of Nature and Science"}),
    ("we have kids under 10", {"more house rules+": "children under 10"}), ("bringing the dog", {"more house rules+": "pets"}),
    ("place rated at least 4", {"min stay rating": 4.0}), ("under 500 a night", {"max night price": 500.0}),
    ("dinner at pirates of grill one night", {"eat at+": "Pirates of Grill"}),
    ("flight home after 5pm", {"flight times~": {"leg": "return", "depart_from": "17:00"}}),
    ("chill pace, 1 thing a day", {"pace~": {"most": 1}}), ("4 days and budget 6500", {"days": 4, "budget": 6500}),
    ("no seafood and add italian", {"avoid cuisines+": "Seafood", "cuisine+": "Italian"}),
    ("we're 3 now and the budget is 4k", {"people_number": 3, "budget": 4000})]
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("dog isnt coming after all", {"house rule!": "pets"}, ATL_RULED),
    ("nvm the chinese", {"cuisine-": "Chinese"}, ATL_RULED),
    ("coca cola is fine actually", {"avoid sights-": "World of Coca-Cola"}, ATL_RULED),
    ("rating doesnt matter", {"min stay rating!": "4"}, ATL_RULED),
    ("forget the 600 cap", {"max night price!": "600"}, ATL_RULED),
    ("drop the rating thing and the price cap", {"min stay rating!": "4", "max night price!": "600"}, ATL_RULED),
    ("indian is optional now", {"cuisine-": "Indian"}, ATL_RULED),
    ("nobody smokes anymore lol", {"house rule!": "smoking"}, DAL_RULED),
    ("we dont need the whole house", {"room type!": "entire room"}, DAL_RULED),
    ("zoo is optional now", {"must see-": "Dallas Zoo"}, DAL_RULED),
    ("seafood is ok now", {"avoid cuisines-": "Seafood"}, DAL_RULED),
    ("we can drive again", {"transportation!": "no self-driving"}, DAL_RULED),
    ("forget the zoo and the seafood thing", {"must see-": "Dallas Zoo", "avoid cuisines-": "Seafood"}, DAL_RULED),
    ("scrap the no driving rule", {"transportation!": "no self-driving"}, DAL_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
ATL_SWAPS = ["diff place to stay pls", "swap saffron for something else", "change lunch day 2",
             "different breakfast on the last day", "swap piedmont park for zoo atlanta", "replace el pistolero"]
DAL_SWAPS = ["find us a different house", "swap salsa mexican grill for another spot", "change dinner night 1",
             "new breakfast day 3 pls", "swap reunion tower for the perot museum", "can we change monks"]

# Redos, said right after an undo: the change put back
REDO = ["redo plz", "nah put it back again", "wait redo that", "undo ur undo"]

# The usual intents, on either thread
ATL_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel the atlanta trip", ["cancel"]), ("cancel it, plans changed", ["cancel"]),
    ("nvm cancel the whole trip", ["cancel"]), ("back to the version before pls", ["undo"]),
    ("undo the budget thing", ["undo"]), ("undo plz thx", ["undo"]), ("cheaper please were on a budget", ["cheaper"]),
    ("can u cut the cost", ["cheaper"]), ("go as cheap as possible", ["cheaper"]),
    ("nicer place to stay pls, rated 2 is rough", ["nicer:hotels"]), ("better eats pls", ["nicer:restaurants"]),
    ("thx a bunch", ["thanks"]), ("cheers buddy", ["thanks"]), ("start fresh, diff trip", ["start_over"]),
    ("lets plan a totally new trip", ["start_over"]), ("tyty", ["thanks"]), ("upgrade our stay pls", ["nicer:hotels"])]
DAL_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel dallas", ["cancel"]), ("kill the trip, not going", ["cancel"]), ("revert that", ["undo"]),
    ("reverse that last edit", ["undo"]), ("make it cheaper for the 4 of us", ["cheaper"]),
    ("can we pls spend less", ["cheaper"]), ("save us some $$ pls", ["cheaper"]), ("nicer digs pls", ["nicer:hotels"]),
    ("restaurants with better ratings pls", ["nicer:restaurants"]), ("thanks a lot!!", ["thanks"]),
    ("appreciate it thx", ["thanks"]), ("new trip pls, forget dallas", ["start_over"]),
    ("a better rated hotel", ["nicer:hotels"]), ("shared room is fine to save money", ["cheaper"]),
    ("step back pls", ["undo"]), ("thanks so much, perfect", ["thanks"]),
    ("cancel pls, trip is off", ["cancel"]), ("lets start over with a new trip", ["start_over"])]

# A wish or thanks and a question in one turn, many behind an opener
ATL_MIXED: list[tuple[str, list[Want]]] = [
    ("cool, whats the total", [Q("4,290")]), ("ok when do we land in atlanta", [Q("14:09")]),
    ("hmm wheres dinner day 2", [Q("El Pistolero")]), ("thanks! what time is the flight home", [Q("17:53")]),
    ("add indian and how much is left", ["none", "question"]),
    ("skip piedmont park, also whats on day 3", ["none", "question"]),
    ("nice, whats the flat a night", [Q("576")]), ("undo that and whats the budget now", ["undo", "question"]),
    ("sweet, which day is the aquarium", [Q("Day 2")])]
DAL_MIXED: list[tuple[str, list[Want]]] = [
    ("great, whats it per person", [Q("752")]), ("ok so what time do we fly out", [Q("14:20")]),
    ("hmm whats for breakfast day 2", [Q("Cafe Gatherings")]), ("ty! when do we get back to baton rouge", [Q("13:46")]),
    ("budget 6000, whats left then", ["none", "question"]),
    ("add the dallas zoo and what day is klyde warren park", ["none", "question"]),
    ("cheaper pls, how much would that save us", ["cheaper", "question"]),
    ("cool, how much is the house a night", [Q("559")]), ("alright, lunch day 2 is where", [Q("MONKS")])]

# A no the data forces (or a thing it cannot do): answered with its reason naming what was asked, nothing changed
ATL_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add a thai restaurant pls", ("Thai",)), ("we want korean food one night", ("Korean",)),
    ("book the flights for us", ("book",)), ("can u book the hotel", ("book",)),
    ("whats the weather gonna be like in atlanta", ("weather",)), ("any concerts or events while were there", ("event",)),
    ("get us tickets to a braves game", ("Braves",)), ("stay at the ritz carlton", ("Ritz",)),
    ("add stone mountain", ("Stone Mountain",)), ("japanese food for dinner one night", ("Japanese",)),
    ("rent us a car there", ("car",)), ("a hotel with a gym", ("gym",))]
DAL_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add the cowboys stadium", ("Cowboys",)), ("book it all for us pls", ("book",)),
    ("will it rain in dallas that weekend", ("weather",)), ("any festivals going on in dallas those dates", ("festival",)),
    ("vietnamese for lunch one day", ("Vietnamese",)), ("stay at the adolphus", ("Adolphus",)),
    ("dinner at pecan lodge", ("Pecan Lodge",)), ("a place with a pool", ("pool",)),
    ("add six flags over texas", ("Six Flags",)), ("greek food once", ("Greek",)),
    ("reserve a table at salsa mexican grill", ("reserv",)), ("can u buy the plane tickets", ("book",))]

# An ambiguous turn: asked about (a question back), nothing changed
ATL_ASK = ["swap the park", "change that one", "change it to 5", "move that", "the cheaper one", "do the other thing"]
DAL_ASK = ["swap the cafe", "change the museum", "make it three", "an earlier one", "that one instead", "switch em"]

# A follow-up acting on the question the chat just answered
ATL_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there indian food in atlanta?", "ok add that then", {"cuisine+": "Indian"}),
    ("what time do we fly out", "thats too early, after 9 pls", {"flight times~": {"depart_from": "09:00"}}),
    ("how much is the flat a night", "find one under 400 then", {"max night price": 400.0}),
    ("wheres dinner on day 1", "n what about day 2?", Q("El Pistolero")),
    ("whats the flat rated", "find a better one then", "nicer:hotels"),
    ("any seafood in atlanta", "no seafood for us then", {"avoid cuisines+": "Seafood"})]
DAL_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any chinese places in dallas", "put some in", {"cuisine+": "Chinese"}),
    ("whens our flight home", "later pls, after 4pm", {"flight times~": {"leg": "return", "depart_from": "16:00"}}),
    ("what are we doing on day 2", "skip klyde warren park from that", {"avoid sights+": "Klyde Warren Park"}),
    ("wheres lunch day 2", "and breakfast day 3?", Q("Drifters")),
    ("how much is the house a night", "something under 450 pls", {"max night price": 450.0}),
    ("whats the house rated", "ugh find a nicer one", "nicer:hotels")]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["lol nice", "oh cool", "hmm oki", "lemme check with my wife", "hold on a sec", "neat", "sure, why not lol",
        "sounds great tbh", "whoa ok", "eh fine", "idk yet tbh", "gotta run, back later", "cant wait for atlanta!!",
        "yeah that works", "looks solid", "ok lock it", "yup sounds good", "ok fine by me", "qwertyuiop", "?!?!",
        "lalala", "banana", "hahah okk", "k thanks", "seriously?", "yesss", "okok"]

# Each trip's thread and messages by kind, scored part by part (``trip_groups``)
TRIPS = (TripGroups("ATL", ATL, ATL_UNDONE, ATL_QUESTIONS, ATL_EDITS, ATL_SWAPS, ATL_INTENTS, ATL_MIXED, ATL_REFUSALS,
                    ATL_ASK, ATL_FOLLOW),
         TripGroups("DAL", DAL, DAL_UNDONE, DAL_QUESTIONS, DAL_EDITS, DAL_SWAPS, DAL_INTENTS, DAL_MIXED, DAL_REFUSALS,
                    DAL_ASK, DAL_FOLLOW))


SET = trip_groups.IntentSet(TRIPS, TAKE_BACKS, REDO, TALK)
all_misses, _messages = SET.all_misses, SET.messages  # (the later sets read ``_messages``)


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's and fifteenth's take-backs hold a want where ``reused`` reads a message: their own lists of
    # messages are passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, SimpleNamespace(said=fourteenth._messages()), SimpleNamespace(said=fifteenth._messages()))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on HEAD (ff0dcd9) before any rule was changed for it: 246 of 284 right (questions 55/65, edits 57/61,
# take-backs 14/14, swaps 9/12, redo 4/4, intents 28/35, mixed 17/18, refusals 21/24, ask-back 5/12, follow-ups 9/12,
# talk 27/27). Wants corrected after scoring (each read so at HEAD, the data or the thread deciding): "we have kids under
# 10" and "bringing the dog" on a trip allowing smoking add a second house rule ("more house rules"), the first kept;
# "shared room is fine to save money" relaxes the room (no rule asked) and asks for a cheaper plan (an intent, not an
# edit); the take-backs of "no flight" were said on a thread whose plan flies, so the thread's rule is now "no
# self-driving" ("we can drive again", "scrap the no driving rule"). Silent wrongs at HEAD: "coconuts fish cafe
# rating?" added the Cafe cuisine; "is salsa mexican grill good" and "reserve a table at salsa mexican grill" added
# Mexican; "cut it down to 2 days" also re-planned for the lowest cost; "nicer place to stay pls, rated 2 is rough" set
# "stays rated 2+"; "something under 450 pls" after the stay's nightly price set a $450 budget; "how much is the flat per
# night" and "nightly price of the house?" answered the whole trip's cost. The causes fixed: a place's rating asked by
# the figure's name ("X rating?") or as "is X good" (``venue_asked``), "flat", "condo", "bnb" as the stay and a night's
# price asked with no word of money ("whats the flat a night"); "cut it down to N days" no cost wish and "rated 2 is
# rough" a complaint, no floor (``intent_preferences``); a booking asked alone answered as one (``answered_first``);
# "something under 450" after a stay question, "thats too early, after 9" after a flight question, "flat" as a stay
# asked about (``answer_taken_up``); "the last/final morning" a day, "day 2 how much is that", "what does day 1 run
# us", "whats it each", "flight number on the way back" (``intent_questions``); the stay's house rules asked as a whole
# (``stay_rules``); "cancel dallas", "new trip pls, forget dallas" (the trip by its place, ``message_reading``); "save us
# some $$", "better eats", "tyty", "step back pls" (the intents' words); "were 6 now" ("we're" with no apostrophe,
# ``people_counts``, ``relative``); "diff place to stay", "a different house", "new breakfast day 3" (the swap
# readers); "vietnamese for lunch", "korean bbq for dinner" named as lacking (``cuisine``, ``words``); "change that
# one", "switch em", "that one instead", "an earlier one", "make it three" asked back (``change_unnamed``); "7am" never
# German "am" (``language``). After the fixes: 279 of 284 (questions 65/65, edits 59/61, take-backs 14/14, swaps 12/12,
# redo 4/4, intents 35/35, mixed 18/18, refusals 23/24, ask-back 10/12, follow-ups 12/12, talk 27/27); the 5 left are
# below, each with why.
KNOWN_GAPS: dict[str, str] = {
}
# Since right (the seventeenth set's fixes): "the cheaper one" (one of several picked, no choice offered) and "do the
# other thing" (no question) asked back (``change_unnamed``); "no 7am flight pls, leave after 9" the bound, the flight
# named by its time dropped (``loose_times``); "wed rather drive" is "we'd" (``typed_loosely``) and a wish to drive said
# alone on a plan that flies is "no flights" (``wish_unwrapped``); "get us tickets to a braves game" names the game with
# the booking's no (``intent_scope.booked_named``). After them: 284 of 284.


def test_the_sixteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
