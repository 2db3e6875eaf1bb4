"""A fifteenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the fourteenth (``test_chat_intents_heldout_fourteenth.py``, whose scorers it reuses) but said on two
planned trips of the public splits no earlier set uses, built from the data's own places:

* ``DEN``: Las Vegas -> Denver by air (the train split's March 12-14 2022 trip), 1 person, $2,000 budget; out
  F3948561 at 07:28 landing 10:21, home F3563366 at 15:57 landing 16:45; the stay Peaceful, beautiful home away ($414 a
  night, rated 1, an entire home); day 1 the Denver Art Museum and the Clyfford Still Museum, lunch Kloof Street House
  (rated 4.5), dinner The Fatty Bao - Asian Gastro Bar (rated 4.7); day 2 breakfast TBH - The Big House Cafe, the
  Denver Botanic Gardens, the Denver Zoo and the Denver Museum of Nature & Science, lunch Cafe Diva, dinner New Town
  Cafe - Park Plaza; day 3 breakfast Al Yousuf, the Big Blue Bear, lunch Kebab Gali. Days $864.00, $559.00, $242.00:
  $1,665.00, $335.00 left.
* ``LAX``: Eugene -> Los Angeles by air (the validation split's March 14-16 2022 trip, an entire room asked), 2 people,
  $1,700 budget; out F3818922 at 16:33 landing 18:47, home F3819973 at 13:35 landing 16:03; the stay Lovely studio
  ($117 a night, rated 4); dinner on day 1 at Palmshore (rated 4.3); day 2 breakfast The Hangout by 1861, the Griffith
  Observatory, the Hollywood Walk of Fame and the Hollywood Sign, lunch Village - The House of Food, dinner Elan - The
  Lodhi; day 3 breakfast Angels in my Kitchen, the Santa Monica Pier, lunch Paramjeet Machi Wala. Days $617.00,
  $541.00, $508.00: $1,666.00, $833.00 a person, $34.00 left.

Kinds, as in the fourteenth: questions about the plan (costs, ratings, times, "why this hotel": ``QUESTIONS``), edits
(people, days, budget, dates, cities, house rules, cuisines, transport, a restaurant by name, several in one message:
``EDITS``), swaps of a stay or a meal by its name or its day (``SWAPS``), take-backs on threads holding wishes
(``TAKE_BACKS``), the usual intents (cancel, undo, cheaper, nicer, thanks, start over: ``INTENTS``), a wish or thanks
and a question in one turn, many behind an opener ("ok so", "great,", "hmm": ``MIXED``), follow-ups acting on the
question just answered (``FOLLOW``), nos the data forces (``REFUSALS``), ambiguous turns asked back (``ASK``), and
talk that must change nothing: chit-chat, confirmations ("yep go with that") and nonsense (``TALK``). Written as
people chat: terse, typos, slang, several wishes in one sentence.

Written by helper INT15 before any rule was changed for it; no sentence of the first fourteen sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures and the misses left: above ``KNOWN_GAPS``.
``python tests/unit/nodes/chat/test_chat_intents_heldout_fifteenth.py`` prints the tally.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any

from tests.support import reply_scoring
from tests.support.edit_scoring import Edit, edit_misses, quiet, swap_misses
from tests.support.intent_scoring import Q, Want, labels, reused, run_set
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_eleventh as eleventh
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
    _one,
    _ruled,
    _thread,
    ask_misses,
    label_misses,
    refusal_misses,
)

_HOME = "Peaceful, beautiful home away, Denver"
DEN_TRIP: dict[str, Any] = {"org": "Las Vegas", "dest": "Denver", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-12", "2022-03-13", "2022-03-14"], "people_number": 1, "budget": 2000,
                            "local_constraint": {}}
DEN: dict[str, Any] = _thread(DEN_TRIP, [
    _day(1, "from Las Vegas to Denver", "Flight Number: F3948561, from Las Vegas to Denver, Departure Time: 07:28, "
         "Arrival Time: 10:21", "-", "Denver Art Museum, Denver;Clyfford Still Museum, Denver;",
         "Kloof Street House, Denver", "The Fatty Bao - Asian Gastro Bar, Denver", _HOME),
    _day(2, "Denver", "-", "TBH - The Big House Cafe, Denver", "Denver Botanic Gardens, Denver;Denver Zoo, Denver;"
         "Denver Museum of Nature & Science, Denver;", "Cafe Diva, Denver", "New Town Cafe - Park Plaza, Denver", _HOME),
    _day(3, "from Denver to Las Vegas", "Flight Number: F3563366, from Denver to Las Vegas, Departure Time: 15:57, "
         "Arrival Time: 16:45", "Al Yousuf, Denver", "Big Blue Bear, Denver;", "Kebab Gali, Denver", "-", "-")],
    [864.0, 559.0, 242.0])

_STUDIO = "Lovely studio, Los Angeles"
LAX_TRIP: dict[str, Any] = {"org": "Eugene", "dest": "Los Angeles", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-14", "2022-03-15", "2022-03-16"], "people_number": 2, "budget": 1700,
                            "local_constraint": {"room type": "entire room"}}
LAX: dict[str, Any] = _thread(LAX_TRIP, [
    _day(1, "from Eugene to Los Angeles", "Flight Number: F3818922, from Eugene to Los Angeles, Departure Time: 16:33, "
         "Arrival Time: 18:47", "-", "-", "-", "Palmshore, Los Angeles", _STUDIO),
    _day(2, "Los Angeles", "-", "The Hangout by 1861, Los Angeles", "Griffith Observatory, Los Angeles;Hollywood Walk "
         "of Fame, Los Angeles;Hollywood Sign, Los Angeles;", "Village - The House of Food, Los Angeles",
         "Elan - The Lodhi, Los Angeles", _STUDIO),
    _day(3, "from Los Angeles to Eugene", "Flight Number: F3819973, from Los Angeles to Eugene, Departure Time: 13:35, "
         "Arrival Time: 16:03", "Angels in my Kitchen, Los Angeles", "Santa Monica Pier, Los Angeles;",
         "Paramjeet Machi Wala, Los Angeles", "-", "-")],
    [617.0, 541.0, 508.0])

# The threads with wishes said earlier (take-backs)
DEN_RULED = _ruled(DEN, {"house rule": "smoking", "cuisine": ["Italian", "Mexican"], "avoid sights": ["Denver Zoo"],
                         "min stay rating": 3.0, "transportation": "no self-driving"})
LAX_RULED = _ruled(LAX, {"room type": "entire room", "must see": ["The Getty", "Universal Studios Hollywood"],
                         "max night price": 200.0, "avoid cuisines": ["Fast Food"], "house rule": "pets"})

# Questions about the plan, each with what its answer must mention ("question": answered at all)
DEN_QUESTIONS: list[tuple[str, Want]] = [
    ("ok so whats the damage all in", Q("1,665")), ("how much do i have left", Q("335")),
    ("wats day 1 cost me", Q("864")), ("and day 2?? how much", Q("559")), ("budget was what again", Q("2,000")),
    ("how much is the place a night", Q("414")), ("why this hotel, its rated like 1", "question"),
    ("whats the fatty bao rated", Q("4.7")), ("is kloof street house any good", Q("4.5")),
    ("what time is my flight out of vegas", Q("07:28")), ("what time do i land in denver", Q("10:21")),
    ("when do i fly home", Q("15:57")), ("when am i back in vegas", Q("16:45")),
    ("whats the flight number going out", Q("F3948561")), ("which day is the denver zoo", Q("Day 2")),
    ("when am i at the art museum", Q("Day 1")), ("where's brekkie on day 2", Q("TBH")),
    ("lunch on the last day?", Q("Kebab Gali")), ("where do i eat dinner night 2", Q("New Town Cafe")),
    ("whats on day 3", Q("Big Blue Bear")), ("where am i staying", Q("Peaceful, beautiful home away")),
    ("how many sights on day 2", "question"), ("whats the priciest day", Q("Day 1")),
    ("which dates is this for", Q("12")), ("is there any mexican food in the plan", "question"),
    ("how much is lunch at cafe diva", Q("Cafe Diva")), ("hmm whats cafe diva rated", Q("3.8")),
    ("why do i fly so early on day 1", "question"), ("how long is the flight there", "question"),
    ("whats for dinner the first night", Q("Fatty Bao")), ("how far is denver from vegas", "question"),
    ("whats the return flight cost", "question")]
LAX_QUESTIONS: list[tuple[str, Want]] = [
    ("total cost for both of us?", Q("1,666")), ("how much each for the 2 of us", Q("833")), ("how much is left in the budget rn", Q("34")),
    ("whats day 3 come to", Q("508")), ("day 2 total?", Q("541")), ("how much is the studio per night", Q("117")),
    ("why the lovely studio", "question"), ("wheres palmshore rated", Q("4.3")), ("is elan any good", Q("3.8")),
    ("what time do we leave eugene", Q("16:33")), ("when do we get into LA", Q("18:47")),
    ("what time's the flight back to eugene", Q("13:35")), ("when do we get home to eugene", Q("16:03")),
    ("whats our return flight number", Q("F3819973")), ("what day is the hollywood sign", Q("Day 2")),
    ("when do we do santa monica pier", Q("Day 3")), ("breakfast the last morning?", Q("Angels in my Kitchen")),
    ("wheres lunch day 2", Q("Village")), ("dinner day 2 is where again", Q("Elan")),
    ("what are we seeing on day 2", Q("Griffith Observatory")), ("whats the hotel called again", Q("Lovely studio")),
    ("whats the cheapest day of the 3", Q("Day 3")), ("how many people is this for", Q("2")),
    ("is the studio a whole apartment", "question"), ("how much is dinner at palmshore", Q("Palmshore")),
    ("whats the hangout by 1861 rated", Q("4.0")), ("why do we fly back so early on the last day", "question"),
    ("do we get dinner on day 3", "question"), ("is there italian on the trip", "question"),
    ("what are the dates again exactly", Q("14")), ("how long is the flight down", "question")]

# Edits, each with what it must change (``tests.support.edit_scoring``)
DEN_EDITS: list[Edit] = [
    ("my buddy is coming now so 2 of us", {"people_number": 2}), ("make it 4 days pls", {"days": 4}),
    ("my budget is 2500 now", {"budget": 2500}), ("cap it at 1800", {"budget": 1800}),
    ("can i go on the 19th instead", {"date": ["2022-03-19", "2022-03-20", "2022-03-21"]}),
    ("push the trip back by a week", {"date": ["2022-03-19", "2022-03-20", "2022-03-21"]}),
    ("leave from reno instead of vegas", {"org": "Reno"}), ("actually make it colorado springs", {"dest": "Colorado Springs"}),
    ("id rather drive than fly", {"transportation": "no flight"}), ("no flying pls, ill drive", {"transportation": "no flight"}),
    ("add some chinese food", {"cuisine+": "Chinese"}), ("i want bbq at least once", {"more cuisines+": "BBQ"}),
    ("no seafood pls im allergic", {"avoid cuisines+": "Seafood"}),
    ("i gotta see meow wolf", {"must see+": "Meow Wolf Denver | Convergence Station"}),
    ("add the history colorado center", {"must see+": "History Colorado Center"}),
    ("skip the zoo", {"avoid sights+": "Denver Zoo"}), ("drop the big blue bear", {"avoid sights+": "Big Blue Bear"}),
    ("i smoke so the place needs to allow it", {"house rule": "smoking"}),
    ("bringing my dog", {"house rule": "pets"}), ("place rated 3 or better", {"min stay rating": 3.0}),
    ("under 300 a night for the stay", {"max night price": 300.0}), ("i want a private room at least", {"room type": "not shared room"}),
    ("dinner at kebab gali one night", {"eat at+": "Kebab Gali"}),
    ("can we eat at the urban socialite", {"eat at+": "The Urban Socialite"}),
    ("flight out after 10am pls", {"flight times~": {"depart_from": "10:00"}}),
    ("1 sight a day max, im lazy", {"pace~": {"most": 1}}),
    ("2 ppl, 4 days", {"people_number": 2, "days": 4}),
    ("budget 2200 and add italian", {"budget": 2200, "cuisine+": "Italian"}),
    ("skip the botanic gardens and no fast food", {"avoid sights+": "Denver Botanic Gardens",
                                                   "avoid cuisines+": "Fast Food"}),
    ("make it march 20-22", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("ok so 3 of us now, budget 4k", {"people_number": 3, "budget": 4000})]
LAX_EDITS: list[Edit] = [
    ("just me now, she cant come", {"people_number": 1}), ("were 4 now, bringing the kids", {"people_number": 4}),
    ("raise the budget to 2k", {"budget": 2000}), ("budget 1500 max", {"budget": 1500}),
    ("move it to march 21", {"date": ["2022-03-21", "2022-03-22", "2022-03-23"]}),
    ("can we do 2 days instead", {"days": 2}), ("add a 4th day", {"days": 4}),
    ("fly from medford instead", {"org": "Medford"}), ("switch it to san diego", {"dest": "San Diego"}),
    ("we'll drive down instead of flying", {"transportation": "no flight"}),
    ("add mexican food", {"cuisine+": "Mexican"}), ("we love french, put some in", {"cuisine+": "French"}),
    ("no chinese places", {"avoid cuisines+": "Chinese"}),
    ("we need to see the getty", {"must see+": "The Getty"}),
    ("add universal studios", {"must see+": "Universal Studios Hollywood"}),
    ("skip the walk of fame, too touristy", {"avoid sights+": "Hollywood Walk of Fame"}),
    ("take santa monica pier off", {"avoid sights+": "Santa Monica Pier"}),
    ("we have a toddler so kids need to be ok", {"house rule": "children under 10"}),
    ("we're having people over one night so visitors must be allowed", {"house rule": "visitors"}),
    ("stay must be rated 4+", {"min stay rating": 4.0}), ("no more than 150 a night", {"max night price": 150.0}),
    ("a private room is fine too", {"room type": "not shared room"}),
    ("lunch at heat one day", {"eat at+": "Heat - Edsa Shangri-La"}),
    ("can we have dinner at the addictions", {"eat at+": "The Addictions"}),
    ("flight home after 3pm pls", {"flight times~": {"leg": "return", "depart_from": "15:00"}}),
    ("3 ppl and 2 grand", {"people_number": 3, "budget": 2000}),
    ("add the getty and skip the pier", {"must see+": "The Getty", "avoid sights+": "Santa Monica Pier"}),
    ("hmm make it 4 days, add italian", {"days": 4, "cuisine+": "Italian"}),
    ("great, now no seafood and budget 1900", {"avoid cuisines+": "Seafood", "budget": 1900}),
    ("we're bringing our cat milo", {"house rule": "pets"}),
    ("lets leave on the 15th", {"date": ["2022-03-15", "2022-03-16", "2022-03-17"]})]
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("smoking doesnt matter anymore", {"house rule!": "smoking"}, DEN_RULED),
    ("forget the mexican", {"cuisine-": "Mexican"}, DEN_RULED),
    ("the zoo is fine after all", {"avoid sights-": "Denver Zoo"}, DEN_RULED),
    ("drop the rating requirement", {"min stay rating!": "3"}, DEN_RULED),
    ("nvm about italian and mexican", {"cuisine-": "Italian"}, DEN_RULED),
    ("forget the italian and the rating thing", {"cuisine-": "Italian", "min stay rating!": "3"}, DEN_RULED),
    ("driving is fine now", {"transportation!": "no self-driving"}, DEN_RULED),
    ("we dont need an entire place anymore", {"room type!": "entire room"}, LAX_RULED),
    ("the getty is optional", {"must see-": "The Getty"}, LAX_RULED),
    ("forget universal", {"must see-": "Universal Studios Hollywood"}, LAX_RULED),
    ("scrap the 200 limit", {"max night price!": "200"}, LAX_RULED),
    ("fast food is ok again", {"avoid cuisines-": "Fast Food"}, LAX_RULED),
    ("dog isn't coming anymore", {"house rule!": "pets"}, LAX_RULED),
    ("never mind the getty and the price limit", {"must see-": "The Getty", "max night price!": "200"}, LAX_RULED),
    ("no need for universal, add mexican instead", {"must see-": "Universal Studios Hollywood",
                                                    "cuisine+": "Mexican"}, LAX_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
DEN_SWAPS = ["can i get a different place to stay", "swap the fatty bao for something else", "change breakfast on day 3",
             "different dinner on night 2 pls", "swap the zoo for meow wolf", "replace kebab gali"]
LAX_SWAPS = ["find us another apartment", "swap elan for somewhere else", "different breakfast day 2",
             "change lunch on the last day", "swap the walk of fame for the getty", "can we swap palmshore"]

# The usual intents, on either thread
DEN_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel the denver trip", ["cancel"]), ("ugh cancel it, work came up", ["cancel"]),
    ("undo pls i messed up", ["undo"]), ("put it back how it was before that", ["undo"]), ("cheaper pls im broke", ["cheaper"]),
    ("can u make it cost less", ["cheaper"]), ("nicer place to sleep pls", ["nicer:hotels"]),
    ("better restaurants pls, these look meh", ["nicer:restaurants"]), ("thx!! legend", ["thanks"]),
    ("thanks man appreciate it", ["thanks"]),
    ("new trip pls, somewhere else", ["start_over"]), ("scrap all this, lets plan something else", ["start_over"]),
    ("undo the last thing i said", ["undo"]), ("as cheap as u can get it", ["cheaper"]), ("ty so much u rock", ["thanks"]),
    ("i want a hotel thats actually rated well", ["nicer:hotels"]), ("nah not going anymore, cancel", ["cancel"]),
    ("ok undo", ["undo"])]
LAX_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel pls we cant make it", ["cancel"]), ("we're not going anymore, cancel the trip", ["cancel"]),
    ("go back one step pls, didnt like that", ["undo"]),
    ("undo that change", ["undo"]), ("trim the costs pls", ["cheaper"]), ("can we save some money somewhere", ["cheaper"]),
    ("fancier place pls", ["nicer:hotels"]), ("nicer food pls, its a special trip", ["nicer:restaurants"]),
    ("thank u so much!", ["thanks"]),
    ("awesome thanks so much", ["thanks"]), ("start again from scratch pls, new idea", ["start_over"]),
    ("lets do a whole new trip", ["start_over"]), ("revert pls, bad idea", ["undo"]), ("lower the cost a bit", ["cheaper"]),
    ("thx a ton", ["thanks"]), ("better places to eat pls", ["nicer:restaurants"]), ("cancel everything, sorry", ["cancel"])]

# A wish or thanks and a question in one turn, many behind an opener
DEN_MIXED: list[tuple[str, list[Want]]] = [
    ("great, whats the total now", [Q("1,665")]), ("ok so when do i land", [Q("10:21")]),
    ("hmm where am i eating lunch day 2", [Q("Cafe Diva")]), ("thanks! when do i fly back", [Q("15:57")]),
    ("add chinese and whats left in the budget", ["none", "question"]),
    ("skip the zoo, and whats on day 3", ["none", "question"]),
    ("nice, how much is the stay a night", [Q("414")]), ("undo that, whats the total now", ["undo", "question"]),
    ("ok cool, what day is the botanic gardens", [Q("Day 2")])]
LAX_MIXED: list[tuple[str, list[Want]]] = [
    ("great, how much each", [Q("833")]), ("ok so whats the hotel rated", ["question"]),
    ("hmm what time do we fly back", [Q("13:35")]), ("ty! where's dinner day 1", [Q("Palmshore")]),
    ("budget 2000 and how much is left then", ["none", "question"]),
    ("add the getty, and what day is the pier", ["none", "question"]),
    ("cheaper pls, and what would it cost", ["cheaper", "question"]),
    ("cool cool, when do we land", [Q("18:47")]), ("awesome. whats for lunch day 3", [Q("Paramjeet")])]

# A no the data forces: answered with its reason (the reply names what was asked), nothing changed
DEN_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add a thai place", ("Thai",)), ("i want sushi one night", ("sushi",)), ("korean bbq for dinner pls", ("Korean",)),
    ("add red rocks amphitheatre", ("Red Rocks",)), ("i need to see coors field", ("Coors Field",)),
    ("stay at the brown palace", ("Brown Palace",)), ("dinner at casa bonita pls", ("Casa Bonita",)),
    ("a hotel with a hot tub", ("hot tub",)), ("book me a ski lesson", ("ski",)), ("can i get a rental car", ("car",)),
    ("vietnamese food once pls", ("Vietnamese",)), ("swap the aquarium", ("aquarium",))]
LAX_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add disneyland", ("Disneyland",)), ("we wanna see the lakers", ("Lakers",)),
    ("stay at the chateau marmont", ("Chateau Marmont",)), ("dinner at in n out one night", ("In N Out",)),
    ("put a japanese place in", ("Japanese",)), ("add a thai restaurant", ("Thai",)),
    ("a place with a pool pls", ("pool",)), ("we need free parking at the hotel", ("parking",)),
    ("add the venice beach boardwalk", ("Venice",)), ("greek food for one dinner", ("Greek",)),
    ("can we stay at the hilton", ("Hilton",)), ("swap the museum for something", ("museum",))]

# An ambiguous turn: asked about (a question back), nothing changed
DEN_ASK = ["swap the museum", "change the cafe", "make it 3", "move it up", "the other place", "switch it"]
LAX_ASK = ["drop the hollywood one", "change breakfast", "make it 2", "later", "swap the other one", "a different one"]

# A follow-up acting on the question the chat just answered
DEN_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there italian food in denver?", "cool add some", {"cuisine+": "Italian"}),
    ("what time is my flight out", "later pls, after 10", {"flight times~": {"depart_from": "10:00"}}),
    ("how much is the place a night", "find something under 250 then", {"max night price": 250.0}),
    ("where's lunch on day 1", "and day 3?", Q("Kebab Gali")),
    ("whats the place rated", "get a better one then", "nicer:hotels"),
    ("any seafood places in denver", "ok no seafood then", {"avoid cuisines+": "Seafood"})]
LAX_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any mexican places in LA?", "nice put one in", {"cuisine+": "Mexican"}),
    ("what time's the flight home", "later, after 3pm", {"flight times~": {"leg": "return", "depart_from": "15:00"}}),
    ("what's on day 2", "drop the walk of fame from that", {"avoid sights+": "Hollywood Walk of Fame"}),
    ("where's dinner on day 1", "n day 2?", Q("Elan")),
    ("how much is the studio a night", "find one under 100", {"max night price": 100.0}),
    ("whats the studio rated", "ok find a nicer one then", "nicer:hotels")]

# Talk: chit-chat, confirmations and nonsense, nothing changed (``edit_scoring.quiet``)
TALK = ["haha nice", "ooh fancy", "hmm ok then i guess", "let me ask my gf", "one sec, phones ringing", "ok cool beans",
        "lol ok sure", "sounds awesome", "wow ok didnt expect that", "meh whatever", "hmmm idk man",
        "brb gotta feed the dog real quick", "so excited for denver!!",
        "yep go with that", "looks good to me tbh", "perfect, lock it in",
        "sure sounds good", "yes thats fine", "alright works for me", "asdfghjkl qwe", "????? lol", "blah blah blah ok", "potato",
        "jkjkjk", "kk thx", "wait really?", "omg yes"]

THREADS = {"DEN": DEN, "LAX": LAX}


def talk_misses(messages: Sequence[str], sandbox: Any) -> list[str]:
    """The talk not met quietly on either thread (``edit_scoring.quiet``)."""
    misses = []
    for message in messages:
        bad = [name for name, thread in THREADS.items() if not quiet(labels(message, sandbox, None, thread))]
        if bad:
            misses.append(message)
            print(f"wrong talk: {message!r} on {bad}")
    return misses


def _parts(sandbox: Any) -> list[tuple[str, int, list[str]]]:
    """Each part's name, size and misses."""
    take_backs = [m for message, want, thread in TAKE_BACKS for m in edit_misses([(message, want)], thread)]
    return [
        ("questions", len(DEN_QUESTIONS) + len(LAX_QUESTIONS),
         label_misses(_one(DEN_QUESTIONS), DEN, sandbox, "question")
         + label_misses(_one(LAX_QUESTIONS), LAX, sandbox, "question")),
        ("edits", len(DEN_EDITS) + len(LAX_EDITS), edit_misses(DEN_EDITS, DEN) + edit_misses(LAX_EDITS, LAX)),
        ("take-backs", len(TAKE_BACKS), take_backs),
        ("swaps", len(DEN_SWAPS) + len(LAX_SWAPS), swap_misses(DEN_SWAPS, DEN) + swap_misses(LAX_SWAPS, LAX)),
        ("intents", len(DEN_INTENTS) + len(LAX_INTENTS),
         label_misses(DEN_INTENTS, DEN, sandbox, "intent") + label_misses(LAX_INTENTS, LAX, sandbox, "intent")),
        ("mixed", len(DEN_MIXED) + len(LAX_MIXED),
         label_misses(DEN_MIXED, DEN, sandbox, "mixed") + label_misses(LAX_MIXED, LAX, sandbox, "mixed")),
        ("refusals", len(DEN_REFUSALS) + len(LAX_REFUSALS),
         refusal_misses(DEN_REFUSALS, DEN) + refusal_misses(LAX_REFUSALS, LAX)),
        ("ask-back", len(DEN_ASK) + len(LAX_ASK), ask_misses(DEN_ASK, DEN) + ask_misses(LAX_ASK, LAX)),
        ("follow-ups", len(DEN_FOLLOW) + len(LAX_FOLLOW),
         reply_scoring.follow_up_misses(DEN_FOLLOW, sandbox, DEN) + reply_scoring.follow_up_misses(LAX_FOLLOW, sandbox, LAX)),
        ("talk", len(TALK), talk_misses(TALK, sandbox))]


def all_misses(sandbox: Any) -> tuple[int, list[str]]:
    """How many messages the set holds, and those read wrong (each part's tally printed)."""
    total, misses = 0, []
    for name, size, wrong in _parts(sandbox):
        print(f"{name:12} {size - len(wrong):3}/{size}")
        total += size
        misses += wrong
    print(f"all {total - len(misses)} right of {total}")
    return total, misses


def _messages() -> list[str]:
    said = [m for group in (DEN_QUESTIONS, LAX_QUESTIONS, DEN_EDITS, LAX_EDITS, DEN_INTENTS, LAX_INTENTS, DEN_MIXED,
                            LAX_MIXED, DEN_REFUSALS, LAX_REFUSALS) for m, _w in group]
    said += [m for m, _w, _t in TAKE_BACKS] + [m for _b, m, _w in (*DEN_FOLLOW, *LAX_FOLLOW)]
    return said + DEN_SWAPS + LAX_SWAPS + DEN_ASK + LAX_ASK + TALK


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    # the fourteenth's take-backs hold a want where ``reused`` reads a message: its own list of messages is passed
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth, SimpleNamespace(said=fourteenth._messages()))
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on HEAD (a900d60) before any rule was changed for it: 241 of 280 right (questions 54/63, edits 54/62,
# take-backs 11/15, swaps 7/12, intents 34/35, mixed 16/18, refusals 21/24, ask-back 9/12, follow-ups 8/12, talk 27/27).
# Two wants corrected after scoring, each read so at HEAD (243 of 280 with them): "i want bbq at least once" is the
# "more cuisines" rule (BBQ is one of the data's cuisines beyond TravelPlanner's seven, ``domain.constraints
# .more_cuisines``), and "a private room is fine too" on a trip asking an entire room is "not shared room" (either is
# fine). Silent wrongs at HEAD: "scrap the 200 limit" set a $200 budget (the $200 a night cap kept); "fast food is ok
# again" required Fast Food while still banning it; "change the cafe" added the Cafe cuisine; "nice, how much is the
# stay a night" added a day; "when am i at the art museum" and "ok cool, what day is the botanic gardens" made the sight
# a must; "find something under 250 then" and "find one under 100" after the stay's price re-planned with nothing
# read; "the zoo is fine after all" answered that no wish rules the zoo out (one did); "when do we do santa monica pier"
# answered as Portuguese. The causes fixed: a question after the openers of ``intent_words.LEAD`` ("great,", "ok
# cool,", "nice,") is answered after parsing too (``reading_turn.WH_ASKED``, ``after_parsing._YES_NO_ASKED``); "when am
# i at X", "when do we do X" ask the day (``intent_questions``); a ban lifted of the data's other cuisines
# (``ban_lifted``); a take-back read part by part across "and", and a rule named by its number ("the 200 limit",
# ``take_back``); a thing kept out accepted again ("the zoo is fine", ``take_back``); a restaurant swapped by a word of
# its name or its kind ("swap elan", "change the cafe": which one?), the parser's reading of its name no wish
# (``swap``, ``before_parsing``, ``place_unnamed``); "dinner on night 2" (``swap``); the stay asked about as "the
# studio", "the place a night" then "one" asked for, a "nicer one", "later pls, after 10" after a flight question, and
# a question opened "whats" (``answer_taken_up``); a change proposed as a question ("can we stay at the hilton") no
# question about the plan (``not_applied``); "is elan any good", "how much is the place a night", a data name with a
# trailing space (``venue_asked``); "take santa monica pier off" (``plan_sight_dropped``); "a hotel that's actually rated
# well" (``intent_preferences``); "do", "when" ... are English (``language``); the question word said last ("budget was
# what again", ``intent_questions.ASKS``). After the fixes: 269 of 280 (questions 61/63, edits 57/62, take-backs 15/15,
# swaps 12/12, intents 35/35, mixed 18/18, refusals 22/24, ask-back 10/12, follow-ups 12/12, talk 27/27); with the
# lead's question topic "party" (stop 67): 270 of 280, questions 62/63; with helper INT16's fixes (the sixteenth set):
# 274 of 280; with helper INT19's fixes (the nineteenth set: "add X and skip Y" split before "skip",
# ``take_back._CLAUSE_END``), 275: "add the getty and skip the pier" now right; the 5 left are below, each with why.
KNOWN_GAPS: dict[str, str] = {
    # ("breakfast the last morning?", "were 4 now, bringing the kids", "korean bbq for dinner pls" and "swap the other
    # one" are read since helper INT16's stop: a part of a day by its order, "were" before a count, a cuisine the data
    # lacks before a meal, a change verb pointing at "the other one" asked back)
    # ("how many people is this for" is answered since the lead's mend of stop 67: the question topic "party")
    "i want a private room at least": "'a private room at least' read as a private room only, not 'not shared room'",
    "add a 4th day": "a day added by its ordinal ('a 4th day') is no change by an amount the readers know: not "
                     "understood",
    "lunch at heat one day": "'heat' is an English word: Heat - Edsa Shangri-La is not read by its first word",
    "book me a ski lesson": "an activity asked to be booked: not understood, the data's lack of activities not said",
    "the other place": "no antecedent: read as another city wished for, never asked which place",
}


def test_the_fifteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 280
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
