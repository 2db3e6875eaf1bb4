"""A twelfth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``),
laid out like the eleventh (``test_chat_intents_heldout_eleventh.py``).

The intents of the earlier sets (cancel, start over, undo, cheaper, nicer, thanks, questions about costs, the stay,
meals, sights, the travel and reasons, two in one, follow-ups, changes asked as questions, disruptions, other
languages, help, out of scope), edits of every kind checked by what they change (``tests.support.edit_scoring``:
``EDITS`` on the two-day plan, ``LONG_EDITS`` on the three-day plan, ``MULTI_EDITS`` on a two-city Georgia trip,
``DRIVE_EDITS`` and ``FLY_AGAIN`` on a trip that drives), stays, meals and sights swapped (``SWAPS``),
redo right after
an undo (``REDO``) and talk that must change nothing (``TALK``). Written as people chat: terse, typos ("cancle",
"undooo pls"), slang ("whats the damage then", "do it on the cheap"),
a reason beside the ask ("nah cancel it, wife said no"),
questions that are edits ("can the budget go up to 2500?") and statements that are questions ("gimme the per person cost").

Written by helper INT12 before any rule was changed for it; no sentence of the first eleven sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on HEAD (9aafb2d) first (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20 landing 17:35, F2 home at 06:02 landing 08:11; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels; the
Tennessee Aquarium on day 1). The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now
right, fails the test. ``python tests/unit/nodes/chat/test_chat_intents_heldout_twelfth.py`` prints the tally.
"""

from __future__ import annotations

from tests.support.edit_scoring import LONG, MULTI, Edit, misses_with_edits
from tests.support.intent_scoring import STATE, Case, Q, Want, reused, run_set, set_cases
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
from tests.unit.nodes.chat.test_chat_intents_heldout_sixth import DRIVING

CANCEL = ["yeah no, cancel", "cancel. cancel. cancel.", "pls just cancel the whole thing",
          "we're calling the whole thing off", "call the trip off", "trip's cancelled, sorry for wasting ur time",
          "nah cancel it, wife said no", "cancel the plan thx", "i want to cancel now",
          "can we cancel? money's tight this month", "cancel this trip asap", "abort the savannah trip",
          "abort abort abort lol", "forget the trip entirely", "we're not doing savannah after all, cancel",
          "drop the whole trip altogether", "cancel it all pls thx", "no trip. cancel", "cancel my whole trip please",
          "the whole trip is off now, sorry", "never mind the trip, cancel", "cancel pls 😭", "cancell it all",
          "pls cancle the trip", "we gotta cancel, sorry for the hassle"]
START_OVER = ["lets start fresh on this", "start over pls, new trip", "new trip from scratch",
              "restart the whole planning", "reset everything and start again", "can we begin again",
              "clean slate pls, new everything", "start a new plan", "from the top pls",
              "wipe it and let's plan something else", "i wanna plan a different trip", "brand new trip pls"]
UNDO = ["undooo pls", "undo plz, didnt like it", "un-do that", "go back to how it was earlier",
        "put it back the way it was before that", "revert pls, that was bad", "revert that last change you made",
        "change it back to how u had it", "back to the old plan we had pls", "take that last change back",
        "i liked the previous one better, go back", "restore the old version", "nope, undo that",
        "that was worse, undo", "roll it back one", "rollback pls!", "can you undo what you just did",
        "can u go back one step", "previous version pls", "oops undo", "ctrl z", "undo the change to the budget",
        "switch back to before", "hmm no, undo", "UNDO THAT LAST ONE"]
CHEAPER = ["cheaper pls we are students", "make it cheaper somehow", "can it be cheaper?", "way too expensive for us",
           "thats too much money", "we're broke lol cheaper", "cut the cost down", "lower the price pls its a lot",
           "any way to save some money?", "budget version of this pls", "the cheapest possible version pls",
           "go cheaper across the board", "less expensive pls", "bring the cost down a notch", "shave some $$ off",
           "too pricey tbh", "can u trim the cost a bit", "we need to spend less on this",
           "make it more affordable for us", "its more than i wanted to spend, cheaper", "pricey... cheaper option?",
           "reduce the cost where u can", "cheaperrr plz!!", "save us some money here", "do it on the cheap"]
NICER = [("nicer hotel this time", "hotels"), ("a fancier place to sleep", "hotels"),
         ("better accommodation, this one looks grim", "hotels"),
         ("upgrade our stay", "hotels"), ("higher rated hotel pls, 2 stars wont cut it", "hotels"),
         ("the hotel looks sketchy, something nicer", "hotels"), ("we deserve a nicer room lol", "hotels"),
         ("better food options pls, we like eating well", "restaurants"), ("nicer restaurants pls, not fast food",
         "restaurants"),
         ("fancier dinner spots pls, its a special occasion", "restaurants"),
         ("can we eat somewhere better than that", "restaurants"),
         ("upgrade the restaurants a bit", "restaurants"), ("higher rated places to eat", "restaurants"),
         ("more things to see there pls", "sights"), ("more sightseeing pls, we get bored", "sights"),
         ("add a few more attractions in there", "sights"),
         ("we want to see more stuff there", "sights"), ("better sights pls", "sights"),
         ("not such an early flight home", "humane_hours"), ("6am is way too early, later flight pls",
         "humane_hours"),
         ("flights at normal hours pls", "humane_hours"), ("no crazy early flights", "humane_hours"),
         ("can we fly home later in the day", "humane_hours"), ("later departure home pls", "humane_hours"),
         ("a less brutal flight time pls", "humane_hours")]
THANKS = ["thx!! ur great", "thank you so so much", "cheers, ur a legend", "great, thanks heaps", "awesome ty",
          "thanks, that's all i needed", "bye bye now!! 👋", "ok bye for now", "see ya later", "thanks, bye now",
          "appreciate it a lot man", "much appreciated 🙏", "ta very much mate", "thanks a million!!",
          "that's perfect thank you", "ok cool thanks a bunch", "goodnight, thanks!", "thank youuuu",
          "you're the best, thanks again", "thanks for the help, talk later"]
QUESTIONS: list[tuple[str, Want]] = [
    # costs
    ("how much in total then", Q("$1,520.00")), ("total??? 👀", Q("$1,520.00")), ("whats the damage then",
    Q("$1,520.00")),
    ("how much are we paying altogether", Q("$1,520.00")), ("what's it per person", Q("$760.00")),
    ("how much each", Q("$760.00")), ("how much is the first day by itself", Q("$900.00")), ("day two cost?",
    Q("$620.00")),
    ("how much cash is left over in the budget", Q("$280.00")), ("how much under budget are we", Q("$280.00")),
    ("what's our budget again", Q("$1,800")), ("wait are we over the budget or not?", Q("$1,800")),
    # the stay, the meals, the sights
    ("where are we sleeping", Q("Private Oasis")), ("what hotel did u pick", Q("Private Oasis")),
    ("name of the hotel again?", Q("Private Oasis")), ("where do we stay night 1", Q("Private Oasis")),
    ("where's dinner on day 1 gonna be", Q("Dhaba On Wheels")), ("what are we eating the first night",
    Q("Dhaba On Wheels")),
    ("dinner plans for the first night?", Q("Dhaba On Wheels")), ("what are we actually seeing there",
    Q("Tennessee Aquarium")),
    ("what's there to do on day 1 then", Q("Tennessee Aquarium")), ("any sightseeing planned?",
    Q("Tennessee Aquarium")),
    ("what's on the agenda day one", Q("Tennessee Aquarium")), ("which day is the aquarium", Q("Day 1")),
    # the travel
    ("what time is our flight out", Q("15:20")), ("when do we leave newark on the 3rd", Q("15:20")),
    ("when do we get to savannah", Q("17:35")), ("what time do we land in savannah on day 1", Q("17:35")),
    ("flight home is when?", Q("06:02")), ("when do we get back home", Q("08:11")),
    ("what flight number are we on", Q("F1")), ("r we flying or driving there", "question"),
    # days, people, places, comparisons
    ("how many nights r we staying", "question"), ("how many people did u put down", Q("2")),
    ("where are we flying from", Q("Newark")), ("which day is more expensive of the two", Q("Day 1", "$900.00")),
    # reasons
    ("why is day 1 so expensive??", "question"), ("why that hotel of all of them", "question"),
    ("why such an early flight home??", "question"), ("why only one sight in total", "question"),
    # what a day holds
    ("is there lunch on day 1?", "question"), ("what's the plan for day 2", "question"),
    # asked as statements
    ("tell me the total", Q("$1,520.00")), ("remind me where we're staying", Q("Private Oasis")),
    ("i wanna know what time we land", Q("17:35")), ("gimme the per person cost", Q("$760.00"))]
TWO: list[tuple[str, list[Want]]] = [
    ("thanks! how much is it altogether?", [Q("$1,520.00")]),
    ("undo that, then what's the total", ["undo", Q("$1,520.00")]),
    ("make it cheaper, and how much would we save", ["cheaper", "question"]),
    ("better hotel and how much more is that", ["nicer:hotels", "question"]),
    ("lovely, where's dinner night one", [Q("Dhaba On Wheels")]),
    ("ok. and when's the flight home?", [Q("06:02")]),
    ("revert pls, what hotel was it before", ["undo", Q("Private Oasis")]),
    ("budget 2200 and what's left then", ["none", "question"]),
    ("add another day, what's it cost now", ["none", "question"]),
    ("cheaper pls, what's the per person after", ["cheaper", "question"]),
    ("4 people now, how much each?", ["none", "question"]),
    ("thanks so much, bye!", ["thanks"]), ("great! when do we land", [Q("17:35")]),
    ("nicer restaurants and where are we staying", ["nicer:restaurants", "question"]),
    ("go back to before, and what did day 1 cost", ["undo", Q("$900.00")]),
    ("cool cool, what do we do on day 1", [Q("Tennessee Aquarium")]),
    ("later flight home pls and tell me the new total", ["nicer:humane_hours", "question"]),
    ("perfect thx, what's the hotel called", [Q("Private Oasis")])]
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is it in total", "and per person?", Q("$760.00")),
    ("when do we fly out", "and the one coming back??", Q("06:02")), ("how much is day 2", "what about day 1",
    Q("$900.00")),
    ("where are we staying", "is it any good tho?", "question"),
    ("what's our budget", "and how much is left of it", Q("$280.00")),
    ("when do we land in savannah", "and landing back in newark?", Q("08:11"))]
NONE = ["can we make it 3 people?", "could we leave from philly instead?", "is it ok if we bring our dog?",
        "can the budget go up to 2500?", "could we go on the 10th instead?",
        "would it be possible to go to atlanta instead", "can we do march 5 to 6 instead?",
        "any chance my mom can come too, so 3 of us?", "can we stay 3 days?", "is it possible to skip the aquarium?"]
DISRUPTION = ["our flight F1 was cancelled", "F1's been scrapped by the airline",
              "private oasis says they're overbooked", "the aquarium is closed that whole day",
              "dhaba on wheels shut down", "the hotel cancelled on us!! wtf", "the flight out got canceled, help",
              "the airline just cancelled our flight home"]
FOREIGN = ["¿Cuánto cuesta en total?", "Können wir noch zwei Nächte dranhängen?", "C'est trop cher pour nous",
           "Quanto costa tutto il viaggio per due?", "Podemos mudar o hotel?"]
OTHER: list[tuple[str, str]] = [
    ("what can u help me with here", "help"), ("what are my options here", "help"), ("how do i even use this",
    "help"),
    ("what can i ask you about", "help"),
    ("what's the weather gonna be like over there", "out_of_scope"), ("do i need to bring my passport",
    "out_of_scope"),
    ("can you reserve the hotel for us", "out_of_scope"), ("text me the itinerary", "out_of_scope"),
    ("do they take dollars there or what", "out_of_scope"), ("should we get travel insurance for this",
    "out_of_scope"),
    ("is the food ok for vegans", "out_of_scope"), ("can you buy the tickets", "out_of_scope")]

EDITS: list[Edit] = [
    # the budget (of the $1,800 it is now)
    ("bump budget to 2200", {"budget": 2200}), ("budget: 2,400", {"budget": 2400}),
    ("we can spend up to $1900", {"budget": 1900}), ("add 200 bucks to the budget", {"budget": 2000}),
    ("cut the budget by 300", {"budget": 1500}), ("make the budget 20% bigger", {"budget": 2160}),
    ("double our budget", {"budget": 3600}), ("budget 1.5k", {"budget": 1500}),
    ("lower budget to 1600 pls", {"budget": 1600}),
    # the people
    ("we're 3 now btw", {"people_number": 3}), ("my mom is coming so 3 people", {"people_number": 3}),
    ("make it four ppl", {"people_number": 4}), ("just me now, wife bailed", {"people_number": 1}),
    ("add 1 more traveller pls", {"people_number": 3}), ("party of 5", {"people_number": 5}),
    ("there'll be six of us", {"people_number": 6}),
    # the dates
    ("move the trip to march 10 pls", {"date": ["2022-03-10", "2022-03-11"]}),
    ("push it all back a week", {"date": ["2022-03-10", "2022-03-11"]}),
    ("leave a day later than planned", {"date": ["2022-03-04", "2022-03-05"]}),
    ("start on the 1st instead", {"date": ["2022-03-01", "2022-03-02"]}), ("make the trip 3 days long", {"days": 3}),
    ("one more day pls, 2 is too short", {"days": 3}), ("stay 4 days instead", {"days": 4}),
    # the cities
    ("leave from boston instead", {"org": "Boston"}), ("we're flying out of philadelphia now",
    {"org": "Philadelphia"}),
    ("go to atlanta rather than savannah", {"dest": "Atlanta"}), ("switch destination to miami", {"dest": "Miami"}),
    ("let's do charlotte instead", {"dest": "Charlotte"}),
    # sights, restaurants, cuisines
    ("we have to see forsyth park", {"must see+": "Forsyth Park"}),
    ("add wormsloe state historic site pls", {"must see+": "Wormsloe State Historic Site"}),
    ("drop the aquarium from the plan", {"must see-": "Tennessee Aquarium"}),
    ("we don't need the aquarium anymore, been there", {"must see-": "Tennessee Aquarium"}),
    ("we want italian food at some point", {"cuisine+": "Italian"}), ("mexican for dinner would be great",
    {"cuisine+": "Mexican"}),
    ("nothing chinese pls", {"avoid cuisines+": "Chinese"}),
    ("no indian food, my son hates it", {"avoid cuisines+": "Indian"}), ("add some french food",
    {"cuisine+": "French"}),
    ("not dhaba on wheels pls", {"avoid restaurants+": "Dhaba On Wheels"}),
    # ratings, room types, house rules
    ("only hotels rated 4 or above", {"min stay rating": 4.0}), ("restaurants with 4+ stars only",
    {"min rating": 4.0}),
    ("we need a whole apartment, not a room", {"room type": "entire room"}),
    ("a private room would do us fine tbh", {"room type": "private room"}), ("we have a cat coming along",
    {"house rule": "pets"}),
    ("our toddler is coming", {"house rule": "children under 10"}),
    ("we wanna throw a little party at the place", {"house rule": "parties"}),
    # transport, flight windows, pace, prices
    ("no flying pls, we'll drive ourselves", {"transportation": "no flight"}),
    ("i'm scared of planes, can we drive", {"transportation": "no flight"}),
    ("nothing departing before 9am", {"flight times~": {"depart_from": "09:00"}}),
    ("we need to land by noon", {"flight times~": {"arrive_until": "12:00"}}),
    ("max 2 sights a day, we're slow", {"pace~": {"most": 2}}), ("at least 3 things a day to see",
    {"pace~": {"least": 3}}),
    ("hotel under $150 a night", {"max night price": 150.0}), ("meals under 25 each", {"max meal cost": 25.0})]
# Edits a two-day trip cannot take, and the three-day plan's own places, on the three-day plan
LONG_EDITS: list[Edit] = [
    ("2 days is enough", {"days": 2}), ("chop off a day", {"days": 2}), ("we only have 2 days actually", {"days": 2}),
    ("make the trip a day shorter", {"days": 2}), ("skip forsyth park on day 2", {"avoid sights+": "Forsyth Park"}),
    ("no joe's diner pls", {"avoid restaurants+": "Joe's Diner"})]
# City edits on a two-city Georgia trip (Atlanta, then Savannah)
MULTI_EDITS: list[Edit] = [
    ("no atlanta pls", {"avoid cities+": "Atlanta"}), ("we must go to macon", {"visit cities+": "Macon"}),
    ("swap out atlanta for augusta", {"avoid cities+": "Atlanta", "visit cities+": "Augusta"}),
    ("3 cities pls", {"visiting_city_number": 3}), ("skip savannah", {"avoid cities+": "Savannah"})]
# Driving-hour limits on a trip that drives
DRIVE_EDITS: list[Edit] = [
    ("i can only drive like 5 hours a day", {"max driving hours": 5.0}),
    ("no more than 3h behind the wheel daily", {"max driving hours": 3.0}),
    ("keep the driving under 8 hours each day", {"max driving hours": 8.0}),
    ("6 hrs of driving per day max", {"max driving hours": 6.0})]
FLY_AGAIN: list[Edit] = [
    ("actually flying is ok", {"transportation!": "no flight"}),
    ("fine, we can take a plane", {"transportation!": "no flight"}),
    ("forget driving, let's fly", {"transportation!": "no flight"})]
SWAPS = ["different hotel pls", "can we stay somewhere else", "not a fan of the hotel, change it",
         "swap the hotel for another one", "pick another place for dinner on day 1",
         "another restaurant instead of dhaba on wheels", "swap the aquarium for something else",
         "change the dinner spot"]
REDO = ["redo the thing", "redo that pls", "never mind, redo it", "put it back again", "undo the undo please",
        "re-apply the change"]
TALK = ["hmmm idk", "okay then", "lol okkk", "🤔", "wait wait", "one sec, phone", "brb gotta feed the dog",
        "let me ask my wife first", "hm interesting choice", "ok ok ok ok", "sure", "hahaha ok", "i see",
        "let me check my calendar", "hmm not sure", "nice nice nice", "whatever u think", "kk sure",
        "we'll see i guess", "thinking..."]
# Scored on HEAD (9aafb2d) before any rule was changed for it: 306 of 342 right (intents 214 of 237: cancel 23/25,
# cheaper 23/25, follow-up 4/6, help 2/4, nicer 19/25, none 9/10, out of scope 6/8, question 42/46, thanks 19/20, undo
# 24/25, the rest all right; edits 64 of 71; swaps 6/8; redo 3/6; talk 19/20). Silent wrongs among them: "make the
# budget 20% bigger" set a $20 budget, "push it all back a week" made the trip 7 days long, "higher rated hotel pls, 2
# stars wont cut it" set stays rated 2+, "can we cancel? money's tight this month" undid the last change ("this month"
# read as "this": the change). The causes fixed: a budget said with its amount then its way ("20% bigger",
# ``relative.RELATIVE_BUDGET``); "push it all back" (``date_edits.SHIFT``); a rating complained of as too low
# (``intent_preferences.without_rating_complaints``); a time after "this"/"that" (``undo._THE_LAST_CHANGE``); a
# cancel's reason of someone saying no or money being tight (``intent_cancel._REASON``); "on the cheap", "shave some
# $$", "better sights", "fly home later in the day", "a less brutal flight time" (``intent_preferences``); "un-do",
# "r" (``intent_spelling``); "see ya later", a redo said after "never mind" (``intent_cues``, ``undo._REDO``); "what
# are my options", "what can i ask you about", "cash left in the budget" (no currency), "take dollars", "check my
# calendar" (no sending) (``intent_scope``); a question after "random but", "forgot already", "gimme"
# (``intent_words.LEAD``); "the per person cost" (``intent_questions``); "the one coming back", "any good tho"
# (``intent_follow_up``); "chop off a day" (``relative.RELATIVE_DAYS``); "we can take a plane"
# (``take_back.ALLOW_MODE``); "stay somewhere else" (``undated._SWAP_UNNAMED``). After the fixes: 333 of 342, the 9
# below.
# Later (helper INT15, the fifteenth intent set's fixes): "another restaurant instead of dhaba on wheels" swaps that
# restaurant (a plan's restaurant named by a word of its name, ``swap``): 8 left; stop 97 read one more, 7 below.
KNOWN_MISSES: dict[str, str] = {
    "not such an early flight home": "read as the flight-time rule (the way home at 08:00 or later), as a bound said in "
                                     "words is by design (``intent_preferences``: 'no early flights' is the rule); the "
                                     "flight still moves",
    "no crazy early flights": "read as the flight-time rule (flights at 08:00 or later) by design, as above",
    # ("how many people did u put down" is answered since stop 67: the question topic "party")
    "is it ok if we bring our dog?": "answered as a question about the stays' pets rule (Private Oasis has none against "
                                     "pets): the answer settles it, though no rule is added",
    "is the food ok for vegans": "answered as what the data cannot say (no diet labels), not with the out-of-scope "
                                 "answer: the same meaning in other words",
    "no joe's diner pls": "a restaurant named in a ban with 'no' and an apostrophe is not read by the name reader "
                          "(domain/constraints, another helper's this stop)",
    "we must go to macon": "Macon is no city of the data: refused, naming the cause (right by the data)",
}
# (stop 97: "i can only drive like 5 hours a day" is read, "like" before the hours being read: ``text.hours.HOURS``)

EDIT_SETS = ((EDITS, STATE), (LONG_EDITS, LONG), (MULTI_EDITS, MULTI), (DRIVE_EDITS, DRIVING),
             (FLY_AGAIN, DRIVING))


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def all_misses(sandbox) -> tuple[int, list[str]]:
    """How many messages the set holds, and those read wrong."""
    return misses_with_edits(_cases(sandbox), sandbox, EDIT_SETS, SWAPS, REDO, TALK)


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    own: list[Case] = [*_cases(sandbox), *((m, [], None, "") for group, _s in EDIT_SETS for m, _ in group),
                       *((m, [], None, "") for m in [*SWAPS, *REDO, *TALK])]
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh)
    assert not again, f"reused from the earlier sets: {sorted(again)}"
    said = [m for m, _w, _a, _k in own]
    assert len({m.lower() for m in said}) == len(said), "a message is said twice in the set"


def test_the_twelfth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 340
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
