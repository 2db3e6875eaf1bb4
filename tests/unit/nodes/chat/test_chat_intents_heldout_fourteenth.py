"""A fourteenth held-out set of whole chat messages (issue 39: a chat that keeps what was said, explains every no, and
says what it changed), scored by what ``understand`` does with each single follow-up turn on a thread holding a plan,
laid out like the thirteenth (``test_chat_intents_heldout_thirteenth.py``) but said on two planned trips no earlier set
uses, built from the data's own places:

* ``PDX``: San Jose -> Portland by air, March 16-18 2022, 2 people, $2,500 budget; out F4006758 at 17:01 landing
  18:47, home F4028408 at 16:21 landing 18:06; the stay The Sweet Suite ($347 a night, rated 5); dinner on day 1 at
  Big Chill (rated 4.4), day 2 breakfast The Coffee Bean & Tea Leaf, lunch Salad Days, dinner Zizo; day 3 breakfast
  Rahul Eggs, lunch Nacho Mamas Burritos; the Portland Japanese Garden, the International Rose Test Garden and Pittock
  Mansion on day 2, the Oregon Zoo on day 3. Days $863.00, $651.00, $652.00: $2,166.00, $1,083.00 a person, $334.00
  left. Portland's restaurants serve no American food (the data's).
* ``SAT``: Houston -> San Antonio by car (2 hours 56 mins, 317 km each way), March 10-12 2022, 4 people, $3,000
  budget; the stay Private House in Trendy Crown Heights ($642 a night, rated 4); the Alamo and the River Walk on day 1,
  SeaWorld and the zoo on day 2, the Missions on day 3; dinners Martin's BBQ and The Boozy Cow. Days $1,017.00,
  $1,222.00, $199.00: $2,438.00, $609.50 a person, $562.00 left.

Kinds: questions about the plan (prices, ratings, times, why something, what day: ``QUESTIONS``), edits (dates,
party, budget, mode, pace, a sight added or dropped, a restaurant added by cuisine or by name, stay rules: ``EDITS``,
several in one message), swaps of a stay, a meal or a sight (``SWAPS``), take-backs on threads holding wishes
(``TAKE_BACKS``), the usual intents (cancel, undo, cheaper, nicer, thanks, start over: ``INTENTS``), a wish and a
question in one turn (``MIXED``), follow-ups acting on the question just answered (``FOLLOW_EDITS``), chit-chat that
must change nothing (``TALK``), and two kinds scored here first: a no the data forces (a cuisine the city lacks or the
data has not at all, a place not in the data, what the data cannot tell: ``REFUSALS``), which must be answered with its
reason naming what was asked and change nothing; and an ambiguous turn (which garden, 5 what?) that must be asked
about, nothing changed (``ASK_BACK``). Written as people chat: terse, typos, slang, several wishes in one sentence.

Written by helper INT14 before any rule was changed for it; no sentence of the first thirteen sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). HEAD figures and the misses left: above ``KNOWN_GAPS``.
``python tests/unit/nodes/chat/test_chat_intents_heldout_fourteenth.py`` prints the tally.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support import reply_scoring
from tests.support.edit_scoring import Edit, edit_misses, quiet, swap_misses
from tests.support.intent_scoring import Q, Want, _matches, labels, run_set
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_eleventh as eleventh
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_ninth as ninth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_seventh as seventh
from tests.unit.nodes.chat import test_chat_intents_heldout_sixth as sixth
from tests.unit.nodes.chat import test_chat_intents_heldout_tenth as tenth
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third
from tests.unit.nodes.chat import test_chat_intents_heldout_thirteenth as thirteenth
from tests.unit.nodes.chat import test_chat_intents_heldout_twelfth as twelfth


def _day(day: int, city: str, travel: str, breakfast: str, sights: str, lunch: str, dinner: str, stay: str
         ) -> dict[str, Any]:
    return {"days": day, "current_city": city, "transportation": travel, "breakfast": breakfast, "attraction": sights,
            "lunch": lunch, "dinner": dinner, "accommodation": stay}


def _thread(trip: dict[str, Any], plan: list[dict[str, Any]], day_costs: list[float]) -> dict[str, Any]:
    """A thread holding ``plan`` for ``trip``, made after the budget was raised by $500 (so an undo has a plan
    before)."""
    spent = round(sum(day_costs), 2)
    before = {"trip": {**trip, "budget": trip["budget"] - 500}, "plan": copy.deepcopy(plan), "spent": spent,
              "day_costs": day_costs, "objective": None, "focus": None, "world": []}
    return {"trip": trip, "plan": plan, "spent": spent, "day_costs": day_costs, "world": [], "previous": before}


_SUITE = "The Sweet Suite, Portland"
PDX_TRIP: dict[str, Any] = {"org": "San Jose", "dest": "Portland", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-16", "2022-03-17", "2022-03-18"], "people_number": 2, "budget": 2500,
                            "local_constraint": {}}
PDX: dict[str, Any] = _thread(PDX_TRIP, [
    _day(1, "from San Jose to Portland", "Flight Number: F4006758, from San Jose to Portland, Departure Time: 17:01, "
         "Arrival Time: 18:47", "-", "-", "-", "Big Chill, Portland", _SUITE),
    _day(2, "Portland", "-", "The Coffee Bean & Tea Leaf, Portland", "Portland Japanese Garden, Portland;International "
         "Rose Test Garden, Portland;Pittock Mansion, Portland;", "Salad Days, Portland", "Zizo, Portland", _SUITE),
    _day(3, "from Portland to San Jose", "Flight Number: F4028408, from Portland to San Jose, Departure Time: 16:21, "
         "Arrival Time: 18:06", "Rahul Eggs, Portland", "Oregon Zoo, Portland;", "Nacho Mamas Burritos, Portland", "-",
         "-")], [863.0, 651.0, 652.0])

_HOUSE = "Private House in Trendy Crown Heights, San Antonio"
_DRIVE = "Self-driving, from {} to {}, duration: 2 hours 56 mins, distance: 317 km, cost: 15"
SAT_TRIP: dict[str, Any] = {"org": "Houston", "dest": "San Antonio", "days": 3, "visiting_city_number": 1,
                            "date": ["2022-03-10", "2022-03-11", "2022-03-12"], "people_number": 4, "budget": 3000,
                            "local_constraint": {}}
SAT: dict[str, Any] = _thread(SAT_TRIP, [
    _day(1, "from Houston to San Antonio", _DRIVE.format("Houston", "San Antonio"), "-",
         "The Alamo, San Antonio;San Antonio River Walk, San Antonio;", "Spice Deli, San Antonio",
         "Martin's BBQ, San Antonio", _HOUSE),
    _day(2, "San Antonio", "-", "Cafe Le Rue @ The Landings, San Antonio",
         "SeaWorld San Antonio, San Antonio;San Antonio Zoo, San Antonio;", "Cream Stone, San Antonio",
         "The Boozy Cow, San Antonio", _HOUSE),
    _day(3, "from San Antonio to Houston", _DRIVE.format("San Antonio", "Houston"), "Barbeque Nation, San Antonio",
         "San Antonio Missions National Historical Park, San Antonio;", "Cafe Shaze, San Antonio", "-", "-")],
    [1017.0, 1222.0, 199.0])


def _ruled(thread: dict[str, Any], rules: dict[str, Any]) -> dict[str, Any]:
    return {**thread, "trip": {**thread["trip"], "local_constraint": rules}}


# The threads with wishes said earlier (take-backs)
PDX_RULED = _ruled(PDX, {"transportation": "no self-driving", "min stay rating": 4.0, "house rule": "pets",
                         "must see": ["Forest Park"]})
SAT_RULED = _ruled(SAT, {"cuisine": ["Mexican"], "room type": "entire room", "avoid sights": ["Six Flags Fiesta Texas"],
                         "max night price": 700.0})

# Questions about the plan, each with what its answer must mention ("question": answered at all)
PDX_QUESTIONS: list[tuple[str, Want]] = [
    ("how much is it all together", Q("2,166")), ("whats it per person", Q("1,083")),
    ("how much of the budget is left over", Q("334")), ("what does day 2 come to", Q("651")),
    ("what's the budget set at again", Q("2,500")), ("how much is the sweet suite a night", Q("347")),
    ("is the hotel any good? whats it rated", "question"), ("what's big chill rated", Q("4.4")),
    ("how much is dinner at zizo", Q("Zizo")), ("what time do we fly out of san jose", Q("17:01")),
    ("when do we land in portland", Q("18:47")), ("when's the flight back home", Q("16:21")),
    ("what time r we back in san jose", Q("18:06")), ("flight number for the way home?", Q("F4028408")),
    ("how much are the flights in total", "question"), ("which day is the zoo", Q("Day 3")),
    ("what day do we do the japanese garden", Q("Day 2")), ("where's breakfast on day 3", Q("Rahul Eggs")),
    ("lunch day 2?", Q("Salad Days")), ("where do we eat the first night", Q("Big Chill")),
    ("where are we sleeping in portland", Q("The Sweet Suite")), ("why the sweet suite", "question"),
    ("why fly so late on day 1", "question"), ("why is day 3 so pricey", "question"),
    ("what sights are on day 2", Q("Pittock Mansion")), ("do we see anything on day 1", "question"),
    ("is there any mexican on the trip", "question"), ("whats the most expensive day", Q("Day 1")),
    ("what dates are we going again", Q("16")), ("do we get breakfast on day 1", "question"),
    ("whats on the last day", Q("Oregon Zoo")), ("hows the zizo place rated", Q("3.9")),
    ("how much is lunch at salad days", Q("Salad Days")), ("what are we doing day 3 before the flight", Q("Oregon Zoo")),
    ("wait which airport do we fly from", Q("San Jose")), ("how many nights r we staying there", "question"),
    ("whats the flight out cost", "question"), ("what time do we get to portland", Q("18:47")),
    ("when is dinner at big chill", Q("Day 1")), ("where do we stay on night 2", Q("The Sweet Suite"))]
SAT_QUESTIONS: list[tuple[str, Want]] = [
    ("grand total?", Q("2,438")), ("per person cost?", Q("609.50")), ("how much budget do we have left", Q("562")),
    ("how much is day 1 all in", Q("1,017")), ("cheapest day?", Q("Day 3")),
    ("which hotel is it again", Q("Private House in Trendy Crown Heights")),
    ("how much is the house a night", Q("642")), ("how long's the drive", Q("2 h 56 min")),
    ("how far is it to drive there", Q("317")), ("when do we see the alamo", Q("Day 1")),
    ("what day is seaworld", Q("Day 2")), ("dinner on day 2 is where", Q("The Boozy Cow")),
    ("where's lunch the last day", Q("Cafe Shaze")), ("breakfast day 2?", Q("Cafe Le Rue")),
    ("what's martin's bbq rated", Q("4.2")), ("why martin's bbq", "question"),
    ("why are we driving and not flying", "question"), ("what do we do on the last day there", Q("San Antonio Missions")),
    ("what are we doing day 2", Q("SeaWorld")), ("is there any indian food in the plan", "question"),
    ("whats our budget", Q("3,000")), ("are we under the budget still", "question"), ("why is day 2 so expensive tho", "question"),
    ("how much does the driving cost", "question"), ("wheres dinner the first night", Q("Martin's BBQ")),
    ("is the river walk on day 1?", "question"), ("whats the house rated", "question"),
    ("what's cafe shaze rated", Q("3.8")), ("when do we go to the missions", Q("Day 3")),
    ("wheres breakfast on the last day", Q("Barbeque Nation")), ("whats day 2 cost", Q("1,222")),
    ("how much does day 3 run", Q("199")), ("whats for lunch on day 1", Q("Spice Deli")),
    ("how much per person is this", Q("609.50")), ("how many people is the plan for", Q("4"))]

# Edits, each with what it must change (``tests.support.edit_scoring``)
PDX_EDITS: list[Edit] = [
    ("can we leave the 17th instead", {"date": ["2022-03-17", "2022-03-18", "2022-03-19"]}),
    ("push the whole thing a week later", {"date": ["2022-03-23", "2022-03-24", "2022-03-25"]}),
    ("can we make it four days", {"days": 4}), ("my sister's coming too so 3 of us", {"people_number": 3}),
    ("budget's 3k now", {"budget": 3000}), ("we can only spend 2000 tops", {"budget": 2000}),
    ("we'd rather drive than fly", {"transportation": "no flight"}),
    ("lets drive up instead of flying", {"transportation": "no flight"}),
    ("add some italian food", {"cuisine+": "Italian"}), ("we wanna try mexican while we're there", {"cuisine+": "Mexican"}),
    ("mediterranean for one of the dinners pls", {"cuisine+": "Mediterranean"}),
    ("we have to see the portland art museum", {"must see+": "Portland Art Museum"}),
    ("put forest park in", {"must see+": "Forest Park"}), ("drop pittock mansion", {"avoid sights+": "Pittock Mansion"}),
    ("skip the rose garden, not into flowers", {"avoid sights+": "International Rose Test Garden"}),
    ("no more than 1 sight a day, we're slow", {"pace~": {"most": 1}}), ("chill pace pls, no rushing", {"pace~": {"most": 1}}),
    ("hotel under 300 a night", {"max night price": 300.0}), ("no shared rooms pls", {"room type": "not shared room"}),
    ("can we eat at osaka one night", {"eat at+": "Osaka"}), ("no chinese food pls", {"avoid cuisines+": "Chinese"}),
    ("outbound flight before noon pls", {"flight times~": {"depart_until": "12:00"}}),
    ("the flight home cant be before 5pm", {"flight times~": {"leg": "return", "depart_from": "17:00"}}),
    ("our cat is coming with us", {"house rule": "pets"}), ("hotel rated 4+ only", {"min stay rating": 4.0}),
    ("leave from oakland instead", {"org": "Oakland"}),
    ("4 days and add the art museum", {"days": 4, "must see+": "Portland Art Museum"}),
    ("budget up to 2800 and hotels rated 4 or more", {"budget": 2800, "min stay rating": 4.0}),
    ("we're 3 now, add italian, and skip the zoo", {"people_number": 3, "cuisine+": "Italian",
                                                    "avoid sights+": "Oregon Zoo"}),
    ("2 days only pls", {"days": 2}), ("budget 2200", {"budget": 2200}), ("its just me now", {"people_number": 1}),
    ("lets move it to april 1", {"date": ["2022-04-01", "2022-04-02", "2022-04-03"]}),
    ("throw in some french food", {"cuisine+": "French"}), ("no seafood places", {"avoid cuisines+": "Seafood"}),
    ("we need an entire apt", {"room type": "entire room"}),
    ("can we go see oaks amusement park", {"must see+": "Oaks Amusement Park"}),
    ("take the zoo off", {"avoid sights+": "Oregon Zoo"}),
    ("dinner at last bencher's one night", {"eat at+": "Last Bencher's"})]
SAT_EDITS: list[Edit] = [
    ("make it just 2 of us", {"people_number": 2}), ("add my parents, 6 total", {"people_number": 6}),
    ("budget 3500", {"budget": 3500}), ("knock the budget down to 2600", {"budget": 2600}),
    ("start on the 12th instead", {"date": ["2022-03-12", "2022-03-13", "2022-03-14"]}), ("one day longer pls", {"days": 4}),
    ("fly instead of driving", {"transportation": "no self-driving"}),
    ("we'd prefer not to drive, flights pls", {"transportation": "no self-driving"}),
    ("include six flags", {"must see+": "Six Flags Fiesta Texas"}),
    ("add natural bridge caverns", {"must see+": "Natural Bridge Caverns"}),
    ("take seaworld out", {"avoid sights+": "SeaWorld San Antonio"}),
    ("drop the zoo pls kids hate zoos", {"avoid sights+": "San Antonio Zoo"}),
    ("we want indian food one night", {"cuisine+": "Indian"}), ("add a chinese place", {"cuisine+": "Chinese"}),
    ("can we have dinner at cafe shaze", {"eat at+": "Cafe Shaze"}),
    ("no bbq, my wife is vegetarian", {"avoid cuisines+": "BBQ"}),
    ("we need the whole house to ourselves", {"room type": "entire room"}),
    ("hotel max 700/night", {"max night price": 700.0}),
    ("packed schedule pls, 2 sights a day at least", {"pace~": {"least": 2}}),
    ("we smoke so the place has to allow it", {"house rule": "smoking"}),
    ("leave from austin instead", {"org": "Austin"}), ("change the destination to dallas", {"dest": "Dallas"}),
    ("we have a toddler, need somewhere kids are ok", {"house rule": "children under 10"}),
    ("5 people and budget 3800", {"people_number": 5, "budget": 3800}),
    ("add mexican and drop the zoo", {"cuisine+": "Mexican", "avoid sights+": "San Antonio Zoo"}),
    ("budget 2800, no bbq, and we need an entire house",
     {"budget": 2800, "avoid cuisines+": "BBQ", "room type": "entire room"}),
    ("3 of us instead", {"people_number": 3}), ("make it 2 days only", {"days": 2}),
    ("move it to the 20th", {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}),
    ("add some mediterranean food", {"cuisine+": "Mediterranean"}),
    ("add the doseum for the kids", {"must see+": "The DoSeum"}),
    ("skip the river walk", {"avoid sights+": "San Antonio River Walk"}),
    ("at most 1 thing a day, grandma's coming", {"pace~": {"most": 1}}),
    ("no fast food places pls", {"avoid cuisines+": "Fast Food"}), ("lunch at pita pit one day", {"eat at+": "Pita Pit"}),
    ("hotels 4 stars and up", {"min stay rating": 4.0})]
TAKE_BACKS: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
    ("mexican isn't needed anymore", {"cuisine-": "Mexican"}, SAT_RULED),
    ("we don't need the whole house anymore", {"room type!": "entire room"}, SAT_RULED),
    ("six flags is ok again", {"avoid sights-": "Six Flags Fiesta Texas"}, SAT_RULED),
    ("forget the 700 a night cap", {"max night price!": "700"}, SAT_RULED),
    ("nvm the price cap on the house and the mexican thing", {"max night price!": "700", "cuisine-": "Mexican"},
     SAT_RULED),
    ("driving would be ok now too", {"transportation!": "no self-driving"}, PDX_RULED),
    ("the hotel rating doesnt matter", {"min stay rating!": "4"}, PDX_RULED),
    ("cat's not coming after all", {"house rule!": "pets"}, PDX_RULED),
    ("forest park is optional now", {"must see-": "Forest Park"}, PDX_RULED),
    ("scrap the pet thing and the rating thing", {"house rule!": "pets", "min stay rating!": "4"}, PDX_RULED),
    ("no need for forest park, we want italian instead", {"must see-": "Forest Park", "cuisine+": "Italian"},
     PDX_RULED)]

# Swaps of a stay, a meal or a sight: the plan (or the trip) changed
PDX_SWAPS = ["different hotel pls, that one looks sketchy", "can we swap zizo for something else", "change lunch on day 3",
             "another place for breakfast day 2 pls", "swap pittock mansion for the art museum"]
SAT_SWAPS = ["find us another house", "swap martin's bbq out", "change dinner on day 2 to something else",
             "different lunch the first day", "swap seaworld for six flags"]

# The usual intents, on either thread
PDX_INTENTS: list[tuple[str, list[Want]]] = [
    ("nah cancel the portland trip", ["cancel"]), ("cancel it we cant go anymore", ["cancel"]),
    ("undo that pls, wrong one", ["undo"]), ("go back to the plan from before pls", ["undo"]),
    ("too pricey, cut it down", ["cheaper"]), ("cheapest version possible pls, money's tight", ["cheaper"]),
    ("a fancier hotel pls, its our anniversary", ["nicer:hotels"]), ("better food pls, these places look sad", ["nicer:restaurants"]),
    ("thanks a bunch!! super helpful", ["thanks"]), ("tyyy", ["thanks"]), ("perfect thx", ["thanks"]),
    ("new trip pls, different city", ["start_over"]),
    ("forget it, we're not going", ["cancel"]), ("revert that last change pls", ["undo"]), ("cut costs where u can", ["cheaper"]),
    ("upscale restaurants pls", ["nicer:restaurants"]), ("thank youuu so much", ["thanks"])]
SAT_INTENTS: list[tuple[str, list[Want]]] = [
    ("cancel the san antonio thing", ["cancel"]), ("undoooo pls", ["undo"]), ("revert pls, changed my mind", ["undo"]),
    ("can it be cheaper, 4 of us is a lot", ["cheaper"]), ("spend less pls, we're students", ["cheaper"]),
    ("nicer place to stay pls", ["nicer:hotels"]), ("better rated places to eat pls", ["nicer:restaurants"]),
    ("appreciate it man", ["thanks"]), ("this is great thank you", ["thanks"]), ("cheers for that!", ["thanks"]),
    ("looks good, thanks", ["thanks"]), ("let's start over", ["start_over"]),
    ("cancel everything pls, plans changed", ["cancel"]), ("less $$$", ["cheaper"]), ("fancier digs pls", ["nicer:hotels"]),
    ("cheers thats all", ["thanks"]), ("ok start fresh", ["start_over"])]

# A wish and a question (or thanks and a question) in one turn
PDX_MIXED: list[tuple[str, list[Want]]] = [
    ("add italian food and whats the total now", ["none", "question"]),
    ("thanks! what time do we land", [Q("18:47")]),
    ("3 of us now, how much per person then", ["none", "question"]),
    ("cool, and where's dinner on day 2", [Q("Zizo")]),
    ("undo that, what was the total before", ["undo", "question"]),
    ("cheaper pls and how much would we save", ["cheaper", "question"]),
    ("no chinese pls, and what time do we leave", ["none", Q("17:01")])]
SAT_MIXED: list[tuple[str, list[Want]]] = [
    ("drop the zoo, and how long is the drive", ["none", "question"]),
    ("nice one. whats the house called", [Q("Private House in Trendy Crown Heights")]),
    ("budget 3200 and whats left after that", ["none", "question"]),
    ("great, what day is the alamo", [Q("Day 1")]),
    ("nicer hotel and what would that cost", ["nicer:hotels", "question"]),
    ("ty! how much per person", [Q("609.50")]), ("add six flags and whats the total", ["none", "question"])]

# A no the data forces: answered with its reason (the reply names what was asked), nothing changed
PDX_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("add an american restaurant", ("American",)), ("we want american food at least once", ("American",)),
    ("put a thai place in", ("Thai",)), ("we want vietnamese food once", ("Vietnamese",)),
    ("add powell's books", ("Powell",)), ("we must see multnomah falls", ("Multnomah",)),
    ("dinner at voodoo doughnut pls", ("Voodoo",)), ("can we stay at the ace hotel", ("Ace",)),
    ("a hotel with a pool pls", ("pool",)), ("can u book us somewhere with free parking", ("parking",)),
    ("american breakfast on day 2 pls", ("American",)), ("add a japanese restaurant", ("Japanese",)),
    ("we want to go to crater lake", ("Crater Lake",)), ("american food for dinner on day 1", ("American",))]
SAT_REFUSALS: list[tuple[str, tuple[str, ...]]] = [
    ("we have to see the pearl brewery", ("Pearl",)), ("add the tower of the americas", ("Tower of the Americas",)),
    ("eat at mi tierra one night", ("Mi Tierra",)), ("put a korean restaurant in", ("Korean",)),
    ("thai food one night pls", ("Thai",)), ("stay at the menger hotel", ("Menger",)),
    ("greek food for dinner day 2", ("Greek",)), ("a place with a hot tub pls", ("hot tub",)),
    ("we want to see the spurs play", ("Spurs",)), ("add a sushi place", ("sushi",)),
    ("we need a hotel with a gym", ("gym",)), ("add a brewery tour", ("brewer",)),
    ("swap the museum thing", ("museum",))]

# An ambiguous turn: asked about (a question back), nothing changed
PDX_ASK = ["swap the garden", "drop the garden pls", "make it 5", "move it", "can we do the other one",
           "a different one pls", "earlier", "change the time", "swap it"]
SAT_ASK = ["change dinner", "drop the san antonio one", "push it", "make it 6", "less",
           "different time", "the other hotel"]

# A follow-up acting on the question the chat just answered
PDX_FOLLOW: list[reply_scoring.FollowUp] = [
    ("is there any mexican food in portland?", "ok add one", {"cuisine+": "Mexican"}),
    ("what time is the flight home", "earlier pls, before noon", {"flight times~": {"leg": "return", "depart_until": "12:00"}}),
    ("how much is the hotel per night", "find one under 300 then", {"max night price": 300.0}),
    ("where's dinner on day 1", "what about day 2 then?", Q("Zizo")),
    ("what's the hotel rated", "ok get a cheaper one then", "cheaper"),
    ("do they have italian food in portland", "sweet add it", {"cuisine+": "Italian"}),
    ("any chinese places there", "ok skip those then", {"avoid cuisines+": "Chinese"})]
SAT_FOLLOW: list[reply_scoring.FollowUp] = [
    ("any italian places in san antonio?", "great put one in", {"cuisine+": "Italian"}),
    ("how long is the drive", "too long, lets fly then", {"transportation": "no self-driving"}),
    ("where are we staying", "get something rated higher", "nicer:hotels"),
    ("what are we seeing on day 2", "drop the zoo from that", {"avoid sights+": "San Antonio Zoo"}),
    ("how much is the house a night", "find one under 500", {"max night price": 500.0}),
    ("where's dinner day 1", "and the next night?", Q("The Boozy Cow"))]

# Chit-chat: nothing changed
TALK = ["lol ok then", "hmm interesting", "ooh nice", "oh wow", "let me check with the wife", "brb grabbing coffee", "k cool cool",
        "gimme a min", "sounds fun tbh", "hahaha ok fair", "omg cant wait", "interesting choice lol",
        "wait what", "ohh ok", "hmm not sure yet", "kk got it", "yeah idk"]

THREADS = {"PDX": PDX, "SAT": SAT}


def _said(message: str, thread: Mapping[str, Any]) -> dict[str, Any]:
    return understand({**thread, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _kept(update: Mapping[str, Any], thread: Mapping[str, Any]) -> bool:
    """Whether nothing of the trip or its plan changed: no draft that differs, no re-plan, no undo, no repair."""
    draft = update.get("draft")
    return not (draft and draft != thread["trip"]) and not update.get("preference") and not update.get("restored") \
        and not update.get("disruption") and not (update.get("plan") and update.get("plan") != thread["plan"])


def _answer(update: Mapping[str, Any]) -> str:
    return str(update.get("answer") or "")


def label_misses(cases: Sequence[tuple[str, list[Want]]], thread: Mapping[str, Any], sandbox: Any,
                 name: str) -> list[str]:
    """The messages not given their intents on ``thread`` (``intent_scoring.labels``)."""
    misses = []
    for message, want in cases:
        got = labels(message, sandbox, None, thread)
        if not (len(got) == len(want) and all(_matches(w, g) for w, g in zip(want, got, strict=True))):
            misses.append(message)
            print(f"wrong {name}: {message!r}: want {want}, got {[g if isinstance(g, str) else g[1][:90] for g in got]}")
    return misses


def refusal_misses(cases: Sequence[tuple[str, tuple[str, ...]]], thread: Mapping[str, Any]) -> list[str]:
    """The nos the data forces that change something, are left unread, or do not name what was asked. A no is an
    answer of its own or the problems the reply words (the trip parser's refusal: nothing is planned)."""
    misses = []
    for message, mentions in cases:
        update = _said(message, thread)
        problems = update.get("problems") or []
        answer = _answer(update) or "; ".join(problems)
        if not ((bool(problems) or _kept(update, thread) and reply_scoring._reasoned(update))
                and all(m.lower() in answer.lower() for m in mentions)):
            misses.append(message)
            print(f"wrong refusal: {message!r}: answer={answer[:120]!r} draft={update.get('draft')}")
    return misses


def ask_misses(messages: Sequence[str], thread: Mapping[str, Any]) -> list[str]:
    """The ambiguous turns not asked about (a reply with a question back), or acted on."""
    misses = []
    for message in messages:
        update = _said(message, thread)
        answer = _answer(update)
        if not (_kept(update, thread) and reply_scoring._reasoned(update) and "?" in answer):
            misses.append(message)
            print(f"wrong ask-back: {message!r}: answer={answer[:120]!r} draft={(update.get('draft') or {}).get('local_constraint')}")
    return misses


def talk_misses(messages: Sequence[str], sandbox: Any) -> list[str]:
    """The chit-chat not met quietly on either thread (``edit_scoring.quiet``)."""
    misses = []
    for message in messages:
        bad = [name for name, thread in THREADS.items() if not quiet(labels(message, sandbox, None, thread))]
        if bad:
            misses.append(message)
            print(f"wrong talk: {message!r} on {bad}")
    return misses


def _one(cases: Sequence[tuple[str, Want]]) -> list[tuple[str, list[Want]]]:
    return [(message, [want]) for message, want in cases]


def _parts(sandbox: Any) -> list[tuple[str, int, list[str]]]:
    """Each part's name, size and misses."""
    take_backs = [m for message, want, thread in TAKE_BACKS for m in edit_misses([(message, want)], thread)]
    return [
        ("questions", len(PDX_QUESTIONS) + len(SAT_QUESTIONS),
         label_misses(_one(PDX_QUESTIONS), PDX, sandbox, "question")
         + label_misses(_one(SAT_QUESTIONS), SAT, sandbox, "question")),
        ("edits", len(PDX_EDITS) + len(SAT_EDITS), edit_misses(PDX_EDITS, PDX) + edit_misses(SAT_EDITS, SAT)),
        ("take-backs", len(TAKE_BACKS), take_backs),
        ("swaps", len(PDX_SWAPS) + len(SAT_SWAPS), swap_misses(PDX_SWAPS, PDX) + swap_misses(SAT_SWAPS, SAT)),
        ("intents", len(PDX_INTENTS) + len(SAT_INTENTS),
         label_misses(PDX_INTENTS, PDX, sandbox, "intent") + label_misses(SAT_INTENTS, SAT, sandbox, "intent")),
        ("mixed", len(PDX_MIXED) + len(SAT_MIXED),
         label_misses(PDX_MIXED, PDX, sandbox, "mixed") + label_misses(SAT_MIXED, SAT, sandbox, "mixed")),
        ("refusals", len(PDX_REFUSALS) + len(SAT_REFUSALS),
         refusal_misses(PDX_REFUSALS, PDX) + refusal_misses(SAT_REFUSALS, SAT)),
        ("ask-back", len(PDX_ASK) + len(SAT_ASK), ask_misses(PDX_ASK, PDX) + ask_misses(SAT_ASK, SAT)),
        ("follow-ups", len(PDX_FOLLOW) + len(SAT_FOLLOW),
         reply_scoring.follow_up_misses(PDX_FOLLOW, sandbox, PDX) + reply_scoring.follow_up_misses(SAT_FOLLOW, sandbox, SAT)),
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
    said = [m for group in (PDX_QUESTIONS, SAT_QUESTIONS, PDX_EDITS, SAT_EDITS, PDX_INTENTS, SAT_INTENTS, PDX_MIXED,
                            SAT_MIXED, PDX_REFUSALS, SAT_REFUSALS) for m, _w in group]
    said += [m for m, _w, _t in TAKE_BACKS] + [m for _b, m, _w in (*PDX_FOLLOW, *SAT_FOLLOW)]
    return said + PDX_SWAPS + SAT_SWAPS + PDX_ASK + SAT_ASK + TALK


def test_no_sentence_of_the_earlier_sets_is_reused():
    own = [(m, [], None, "") for m in _messages()]
    from tests.support.intent_scoring import reused

    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth,
                   thirteenth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"


# Scored on HEAD (06dbd4d) before any rule was changed for it: 225 of 292 right (questions 62/75, edits 69/75,
# take-backs 7/11, swaps 8/10, intents 33/34, mixed 11/14, refusals 14/27, ask-back 0/16, follow-ups 6/13, talk
# 15/17). Two wants were put right after that run, each answered alike at HEAD and counted right above: "how long's
# the drive" (answered "2 h 56 min", the want spelt "2 hours 56 mins") and "swap the museum thing" (the SAT plan has
# no museum: said so with that reason, moved from the ask-backs to the refusals). Silent wrongs at HEAD: a cuisine
# Portland lacks (American) added as a rule, "we'd prefer not to drive, flights pls" banning flights too, "when do we
# see the alamo" adding the Alamo as a must, "put forest park in" read as a take-back ("forest" taken for a misspelt
# "forget"), "swap the garden" leaving out both gardens, "brb grabbing coffee" adding the Cafe cuisine. The causes fixed:
# a cuisine no restaurant of the trip's cities serves is refused with the cities and what they serve
# (``cuisine_lacking``); a rating or cost asked of one restaurant or the stay by a word of its name
# (``venue_asked``); a restaurant or stay wished by a name the data lacks (``venue_unknown``) and a sight "added" that
# the data lacks (``sight_wished``) named with the data's reason; a change naming nothing to change ("move it",
# "earlier", "less", "different time") asked back (``change_unnamed``), a part said in the singular that the plan has
# several of ("swap the garden", "change dinner") asked which (``swap``), "drop the garden" asked which as a question
# (``plan_sight_dropped``), and "5" asked as "did you mean 5 people or 5 days?" (``said_before``); a mode asked for in
# a clause of its own after a ban ("no driving, flights pls") is no ban (``transportation``); "when do we ..."
# questions and "what time r we back" (``intent_questions``); an English word is no misspelt take-back cue
# (``take_back``); "take the zoo off" (``plan_sight_dropped``); a bound said alone after a flight question ("earlier
# pls, before noon"), "sweet add it", "find one under 500" after the house's price (``answer_taken_up``); stepping away
# ("brb ...", "let me check with the wife", ``talk_aside``); "a thai place" (``cuisine._FOOD_AFTER``); a sight kept out
# and allowed again ("six flags is ok again") no longer made a must (``ban_lifted``). After the fixes: 269 of 292
# (questions 73/75, edits 72/75, take-backs 8/11, swaps 8/10, intents 33/34, mixed 11/14, refusals 25/27, ask-back
# 13/16, follow-ups 9/13, talk 17/17). Closed by helper INT15 at their causes (the fifteenth set's fixes): "nvm the price
# cap on the house and the mexican thing", "scrap the pet thing and the rating thing" (each part of an "and" named on its
# own, ``take_back``), "can we swap zizo for something else" (a restaurant swapped by a word of its name, ``swap``),
# "great, what day is the alamo" (the openers of ``intent_words.LEAD`` before a question read after parsing too,
# ``reading_turn.WH_ASKED``), "can we stay at the ace hotel" and "can we do the other one" (a change proposed as a
# question is no question about the plan, ``not_applied``), "get something rated higher" (a stay wished rated higher,
# ``intent_preferences``): 276 of 292 (questions 73/75, edits 72/75, take-backs 10/11, swaps 9/10, intents 33/34, mixed
# 12/14, refusals 26/27, ask-back 14/16, follow-ups 10/13, talk 17/17); with the question topic "party" (stop 67):
# 277 of 292, questions 74/75; with helper INT16's fixes (the sixteenth set): 278 of 292; with helper INT18's (the
# eighteenth set): 279 of 292 ("can u book us somewhere with free parking": "somewhere with X" on a planned trip is a
# stay's wish, refused with the data's lack of amenities, ``vague_start``); with helper INT23's (the twenty-third set):
# 280 of 292 ("nice one. whats the house called": a stay asked by what it is called, ``intent_questions``); the 12 left
# are below, each with why.
KNOWN_GAPS: dict[str, str] = {
    # (since stop 84, not reached in stop 85: the cause is not yet found)
    "drop the garden pls": "a kind ruled out on a plan holding two sights of it ('the garden': Portland's Japanese and "
                           "Chinese gardens) is no longer asked which one",
    "driving would be ok now too": "a banned mode allowed again in a conditional ('would be ok now') is not read as "
                                   "taking the ban back: said so, nothing changed",
    "what are we doing day 3 before the flight": "the travel topic wins over the day's plan: the flight is said, not "
                                                 "the zoo",
    # ("how many people is the plan for" is answered since stop 67: the question topic "party")
    # ("put forest park in" is read since stop 86: "put X in" is a cue of the must-see reader)
    "include six flags": "a sight said by part of its name is asked back ('Did you mean Six Flags Fiesta Texas?'), "
                         "not made a must",
    # ("at most 1 thing a day, grandma's coming" is read since stop 73: "1 thing" counts sights, ``pace``)
    # ("find us another house" is swapped since helper INT16's stop: "house", "flat" are stay words of the swap readers)
    "better food pls, these places look sad": "'places' read as the stays: nicer hotels, not restaurants",
    "add six flags and whats the total": "a sight by part of its name asked back (Did you mean ...?), the question "
                                         "said with it left unanswered",
    "drop the san antonio one": "every sight is 'San Antonio ...': read as nothing new, never asked which",
    "the other hotel": "no stay named or swapped: read as nothing, not asked which",
    "ok skip those then": "'those' after a cuisine question is not taken up as avoiding that cuisine",
    # ("too long, lets fly then" is read since stop 94: a way settled "then" is insisted on, ``transportation``)
    "and the next night?": "'the next night' relative to the day asked before is not read",
}


def test_the_fourteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 290
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
