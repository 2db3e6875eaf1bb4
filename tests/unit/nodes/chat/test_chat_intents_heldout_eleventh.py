"""An eleventh held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``), laid out like the tenth (``test_chat_intents_heldout_tenth.py``).

The intents of the earlier sets (cancel, start over, undo, cheaper, nicer, thanks, questions about costs, reasons,
days and the travel, two in one, follow-ups, changes asked as questions, disruptions, other languages, help, out of
scope), and edits of every kind checked by what they change (``tests.support.edit_scoring``: ``EDITS`` on the two-day
plan, ``LONG_EDITS`` on the three-day plan, ``MULTI_EDITS`` on a two-city Georgia trip, ``DRIVE_EDITS`` and
``FLY_AGAIN`` on a trip that drives), stays and meals swapped (``SWAPS``: the plan must change), redo right after an
undo (``REDO``) and talk that must change nothing (``TALK``). Messages are written as people type: typos, slang,
emoji, all caps, no punctuation, numbers in words, questions said as statements, two requests in one, a reason or an
aside beside the request.

Written by helper INT11 before any rule was changed for it; no sentence of the first ten sets is reused
(``test_no_sentence_of_the_earlier_sets_is_reused``). It was scored on HEAD (c1c7649) first (the figures above
``KNOWN_MISSES``). A question's answer must mention what it asks for, from the plan in ``intent_scoring.STATE`` (the
two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800 budget cut from $2,000; F1 out at
15:20 landing 17:35, F2 home at 06:02 landing 08:11; the stay Private Oasis; dinner on day 1 at Dhaba On Wheels; the
Tennessee Aquarium on day 1). The misses left are listed in ``KNOWN_MISSES`` with why: a new miss, or a listed one now
right, fails the test.
"""

from __future__ import annotations

from tests.support.edit_scoring import LONG, MULTI, Edit, misses_with_edits
from tests.support.intent_scoring import STATE, Case, Q, Want, reused, run_set, set_cases
from tests.unit.nodes.chat import test_chat_intents_heldout as first
from tests.unit.nodes.chat import test_chat_intents_heldout_eighth as eighth
from tests.unit.nodes.chat import test_chat_intents_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_intents_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_intents_heldout_ninth as ninth
from tests.unit.nodes.chat import test_chat_intents_heldout_second as second
from tests.unit.nodes.chat import test_chat_intents_heldout_seventh as seventh
from tests.unit.nodes.chat import test_chat_intents_heldout_sixth as sixth
from tests.unit.nodes.chat import test_chat_intents_heldout_tenth as tenth
from tests.unit.nodes.chat import test_chat_intents_heldout_third as third
from tests.unit.nodes.chat.test_chat_intents_heldout_sixth import DRIVING

CANCEL = ["cancel pls we're not going anymore", "ugh. cancel it", "CANCEL THE TRIP!!", "can u cancel this whole trip",
          "cancel everything, plans changed", "we have to cancel, family emergency", "kill the whole trip pls",
          "the trip's off, cancel it", "scratch the entire trip", "forget it all, cancel",
          "cancel the savannah trip pls we cant make it",
          "pls cancel asap", "no trip anymore. cancel", "cancel it all, sorry 🙁", "cancell the whole trip",
          "we won't be going, pls cancel", "cancel the whole plan, my boss said no", "abort the trip lol"]
START_OVER = ["start again from zero pls", "let's start from the beginning",
              "new trip pls, something totally different",
              "reset everything and start over", "from scratch please", "start over, wrong city entirely",
              "clean slate, new trip pls", "restart the whole planning thing"]
UNDO = ["undo pls thanks", "undo the change you made", "undo that last bit you did there",
        "go back to the previous version of it", "revert that pls",
        "the old plan was better, go back", "put it back how it was before pls", "undo undo undo!!", "ctrl+z pls",
        "change it back please", "go back to before you changed it", "previous plan please",
        "i want the earlier plan back",
        "roll it all back", "roll back the last change pls", "hmm revert it", "nope nope, undo",
        "back to the old version of the plan pls"]
CHEAPER = ["cheaper??? pls 🙏🙏", "can u make it cheaper somehow pls", "too pricey for us rn",
           "is there a cheaper option", "it's too expensive!!",
           "cut costs wherever u can", "save us some money pls, we're broke", "we need to spend less, seriously",
           "cheaper version of this pls",
           "reduce the cost", "more budget friendly pls!", "can we do it for less", "thats way too much $$",
           "cheapr pls thx", "make it less expensive pls", "bring the price down a bit",
           "a cheaper trip would be better",
           "lower the cost, money's tight"]
NICER = [("a better hotel pls", "hotels"), ("nicer place to stay maybe?", "hotels"), ("can we upgrade the hotel",
         "hotels"),
         ("the hotel looks kinda sketchy, better one pls", "hotels"), ("something more upscale for the stay",
         "hotels"),
         ("better lodging pls", "hotels"), ("a classier hotel would be nice", "hotels"),
         ("nicer food places pls", "restaurants"), ("got any better restaurants?", "restaurants"),
         ("upgrade the restaurants pls, they look meh", "restaurants"), ("classier dinner spots pls", "restaurants"),
         ("more things to see pls", "sights"), ("can we add more sightseeing", "sights"), ("more activities?",
         "sights"),
         ("pack in more attractions", "sights"),
         ("that flight home is way too early, later pls", "humane_hours"), ("later flight home?", "humane_hours"),
         ("can we fly at a more normal hour", "humane_hours"),
         ("upgrade everything pls, treat ourselves", "overall"), ("make the whole trip a bit nicer", "overall")]
THANKS = ["thanks a ton, really", "thank u!!", "ty ty ty 💕", "thanks so much 😊", "perfect, ty so much!!",
          "great, thanks!", "brilliant, thanks heaps",
          "thank you kindly, friend", "looks perfect to me!! 😍", "this is great, thank you", "cool cool thanks",
          "nice one mate",
          "you rock!!", "ok that works, thanks", "lovely thanks", "all good on my end thx", "amazing 🙌",
          "really appreciate it man",
          "thnx a lot", "great stuff thanks", "that'll do, thanks", "ok bye, thanks again"]
QUESTIONS: list[tuple[str, Want]] = [
    # costs
    ("how much all in?", Q("$1,520.00")), ("grand total pls, need to tell my wife", Q("$1,520.00")),
    ("what's this gonna cost us", Q("$1,520.00")),
    ("price per head?", Q("$760.00")), ("cost per person pls", Q("$760.00")), ("how much for day one alone",
    Q("$900.00")),
    ("and day 2 costs how much", Q("$620.00")), ("how much budget is left", Q("$280.00")),
    ("how much wiggle room in the budget", Q("$280.00")), ("we're still within the budget right?", Q("$1,800")),
    ("what's our max budget now", Q("$1,800")), ("price of the hotel?", Q("Private Oasis")),
    ("flight costs?", Q("Travel")),
    # (was "meals": the answer's sentence opens with the word, "Meals for the whole trip cost ...")
    ("how much r meals", Q("Meals")),
    # which day
    ("which is the priciest day?", Q("Day 1")), ("when's the aquarium", Q("Day 1")),
    ("which day is dhaba on wheels", Q("Day 1")),
    ("what day do we leave savannah", Q("March 4")), ("what are we doing on day two", Q("Day 2")),
    ("day 1 plans look like what?", Q("Tennessee Aquarium")),
    # why
    ("why is day 1 so pricey", Q("$900.00")), ("why that hotel tho", Q("Private Oasis")),
    ("how come there's no lunch", Q("lunch")), ("why such an early flight home", Q("06:02")),
    ("why'd you pick dhaba on wheels", Q("Dhaba On Wheels")),
    # the travel
    ("departure time on day 1?", Q("15:20")), ("what time do we get to savannah", Q("17:35")),
    ("when's the flight home again", Q("06:02")), ("what time do we land back in newark", Q("08:11")),
    ("which flights are we on", Q("F1", "F2")), ("how are we getting there, plane?", Q("F1")),
    # the stay, meals, sights
    ("where do we sleep at night then", Q("Private Oasis")), ("what's the hotel's name again", Q("Private Oasis")),
    ("where's dinner on day 1 at", Q("Dhaba On Wheels")), ("what restaurants did u pick", Q("Dhaba On Wheels")),
    ("what are we seeing there", Q("Tennessee Aquarium")), ("any sights?", Q("Tennessee Aquarium")),
    ("lunch on day 1?", Q("lunch")),
    # dates, length, the plan, the last change
    ("when is the trip again exactly", Q("March 3")), ("return date?", Q("March 4")),
    ("how long is the trip in total", Q("2 days")),
    ("how many nights are we staying there", Q("1 night")), ("show me the plan again pls", Q("Tennessee Aquarium")),
    ("can i see the itinerary", Q("Tennessee Aquarium")), ("what did you just change?? confused", Q("budget")),
    ("what's different now vs before", Q("budget")),
    # said as a statement
    ("i wanna know the total", Q("$1,520.00")), ("tell me where we're staying", Q("Private Oasis")),
    ("not sure what time we fly out", Q("15:20")),
    # what another plan would do
    ("would driving there be cheaper?", "question"), ("would 3 days cost way more?", "question")]
TWO: list[tuple[str, list[Want]]] = [
    ("thanks! where do we stay", [Q("Private Oasis")]), ("undo it and what's the total", ["undo", Q("$1,520.00")]),
    ("cheaper and tell me the new total", ["cheaper", "question"]),
    ("nicer hotel pls, and what would that cost", ["nicer:hotels", "question"]),
    ("cool. when do we land?", [Q("17:35")]), ("great thanks, what's day 2 cost", [Q("$620.00")]),
    ("revert and show me the plan", ["undo", Q("Tennessee Aquarium")]),
    ("add a day and what's the total then", ["none", "question"]),
    ("budget is 2500 now, how much is left then", ["none", "question"]),
    ("later flight home pls, how much more is it", ["nicer:humane_hours", "question"]),
    ("more sights would be good, thx", ["nicer:sights"]), ("ok thanks, bye", ["thanks"]),
    ("awesome! what's for dinner day 1", [Q("Dhaba On Wheels")]),
    ("go back one and what's the hotel", ["undo", Q("Private Oasis")]),
    ("make it 3 people, whats the per person cost", ["none", "question"]),
    ("perfect. what time do we fly out?", [Q("15:20")])]
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is day 1", "ok and the 2nd day?", Q("$620.00")), ("what's the total cost", "split per person?",
    Q("$760.00")),
    ("when do we land", "and the way back home?", Q("08:11")), ("what's on day 2", "what about the first day then?",
    Q("Tennessee Aquarium")),
    ("where are we staying", "how much is it a night?", "question"), ("what's the budget", "how much left?",
    Q("$280.00"))]
NONE = ["can we add one more day?", "could my sister come too?", "is it possible to leave from boston?",
        "can we go march 12 instead?", "could we do charleston?", "can we up the budget to 2200?",
        "what if we went a day earlier?", "don't make it cheaper, just add forsyth park", "thanks! now add a day",
        "can we have italian food on day 1?", "no mexican food pls", "we'd prefer an entire home",
        "undo the aquarium, add the history museum", "we want a 4 star hotel at least"]
DISRUPTION = ["F2 got cancelled!!", "our flight out is delayed 3 hrs", "private oasis just cancelled our booking",
              "dhaba on wheels is shut on the 3rd", "the aquarium is closed on the 3rd",
              "flight F1 cancelled, now what"]
FOREIGN = ["¿Podemos añadir un día?", "Das ist mir zu teuer", "Quel est le prix total ?",
           "Possiamo partire un giorno dopo?",
           "Em que hotel vamos dormir?"]
OTHER: list[tuple[str, str]] = [
    ("what can you do exactly", "help"), ("how does this whole thing work", "help"), ("help pls i'm lost here",
    "help"),
    ("what kind of changes can i make", "help"),
    ("will it rain in savannah", "out_of_scope"), ("do we need visas", "out_of_scope"),
    ("can you go ahead and book the flights", "out_of_scope"), ("email me this pls", "out_of_scope"),
    ("what currency do they use there", "out_of_scope"), ("should i pack a raincoat", "out_of_scope"),
    ("can we rent a car at the airport there", "out_of_scope"), ("is the food there gluten free", "out_of_scope")]

EDITS: list[Edit] = [
    # the budget: a new amount, up or down by an amount, a share or a factor (of the $1,800 it is now)
    ("budget's 2k now", {"budget": 2000}), ("we can do 2,500 tops", {"budget": 2500}),
    ("raise the budget to three thousand", {"budget": 3000}), ("add 300 to the budget", {"budget": 2100}),
    ("take 100 off the budget", {"budget": 1700}), ("budget down by 25%", {"budget": 1350}),
    ("increase budget 10 per cent", {"budget": 1980}), ("halve the budget", {"budget": 900}),
    ("triple the budget lol", {"budget": 5400}), ("our budget is $1,650 max", {"budget": 1650}),
    ("2.2k budget pls", {"budget": 2200}), ("spend up to 1900", {"budget": 1900}),
    # the people
    ("my sister's coming too", {"people_number": 3}), ("there are 4 of us now fyi", {"people_number": 4}),
    ("2 more friends are joining", {"people_number": 4}), ("it's just me now", {"people_number": 1}),
    ("my wife can't come anymore 😢", {"people_number": 1}), ("add one person", {"people_number": 3}),
    ("five people total", {"people_number": 5}), ("my in-laws want to join", {"people_number": 4}),
    ("bringing our 3 year old", {"people_number": 3, "house rule": "children under 10"}),
    ("we're 3 now, my buddy tagged along", {"people_number": 3}),
    # the dates: shifted, extended
    ("push it back 3 days", {"date": ["2022-03-06", "2022-03-07"]}),
    ("move it to march 18", {"date": ["2022-03-18", "2022-03-19"]}),
    ("2 days earlier pls", {"date": ["2022-03-01", "2022-03-02"]}),
    ("can we do march 9-10 instead", {"date": ["2022-03-09", "2022-03-10"]}),
    ("start on the 12th", {"date": ["2022-03-12", "2022-03-13"]}),
    ("whole thing a week later pls", {"date": ["2022-03-10", "2022-03-11"]}),
    ("one more day there pls", {"days": 3}), ("make it a 4 day trip", {"days": 4}), ("add a third day", {"days": 3}),
    ("three days instead of two", {"days": 3}),
    ("stay till the 6th", {"days": 4, "date": ["2022-03-03", "2022-03-04", "2022-03-05", "2022-03-06"]}),
    # the cities
    ("actually let's do charleston", {"dest": "Charleston"}), ("go to atlanta instead pls", {"dest": "Atlanta"}),
    ("destination = miami", {"dest": "Miami"}), ("we're leaving from boston now, not newark", {"org": "Boston"}),
    ("fly out of philly", {"org": "Philadelphia"}), ("change the starting city to chicago", {"org": "Chicago"}),
    ("not savannah, orlando", {"dest": "Orlando"}),
    # sights, restaurants, cuisines
    ("add wormsloe to the plan", {"must see+": "Wormsloe State Historic Site"}),
    ("we want to see forsyth park too", {"must see+": "Forsyth Park"}),
    ("remove the aquarium from it", {"must see-": "Tennessee Aquarium"}),
    ("include the savannah history museum", {"must see+": "Savannah History Museum"}),
    ("gotta see old fort jackson", {"must see+": "Old Fort Jackson"}),
    ("skip the aquarium, seen one seen em all", {"must see-": "Tennessee Aquarium"}),
    ("avoid museums pls", {"avoid sights+": "Savannah History Museum"}),
    ("never dhaba on wheels again", {"avoid restaurants+": "Dhaba On Wheels"}),
    ("can we eat at federal delicatessen", {"eat at+": "Federal Delicatessen"}),
    ("we want chinese food at least once", {"cuisine+": "Chinese"}), ("mexican pls 🌮", {"cuisine+": "Mexican"}),
    ("french food would be nice", {"cuisine+": "French"}), ("no bbq, we're vegetarian", {"avoid cuisines+": "BBQ"}),
    ("keep us away from seafood", {"avoid cuisines+": "Seafood"}),
    # (was "cuisine+": Pizza is none of TravelPlanner's seven cuisines but one of the data's other eight, which the
    # vocabulary keeps under "more cuisines" (docs/vocabulary.md))
    ("pizza at some point pls", {"more cuisines+": "Pizza"}),
    # ratings, room types, house rules
    ("restaurants rated 4+ only", {"min rating": 4.0}), ("hotel needs at least 3.5 stars", {"min stay rating": 3.5}),
    ("we need a private room", {"room type": "private room"}), ("entire place pls, not a room",
    {"room type": "entire room"}),
    ("we're bringing our pup 🐶", {"house rule": "pets"}), ("we're throwing a small party at the place",
    {"house rule": "parties"}),
    ("need a place that allows visitors", {"house rule": "visitors"}),
    # transport, flight windows, pace, prices
    ("no planes pls, we'll drive it", {"transportation": "no flight"}), ("road trip instead! no flights",
    {"transportation": "no flight"}),
    ("no flights before 9 am pls", {"flight times~": {"depart_from": "09:00"}}),
    ("land home by 6pm", {"flight times~": {"leg": "return", "arrive_until": "18:00"}}),
    ("no flights after 8pm", {"flight times~": {"depart_until": "20:00"}}),
    ("we want to arrive before noon on day 1", {"flight times~": {"arrive_until": "12:00"}}),
    ("max 2 sights per day", {"pace~": {"most": 2}}), ("slow pace please, we're old lol", {"pace~": {"most": 1}}),
    ("pack in at least 3 things a day", {"pace~": {"least": 3}}),
    ("hotel max $200/night", {"max night price": 200.0}), ("keep meals below 30 bucks", {"max meal cost": 30.0})]
# Edits a two-day trip cannot take (shortened), and the three-day plan's own places, on the three-day plan
LONG_EDITS: list[Edit] = [
    ("make it 2 days", {"days": 2}), ("cut a day pls", {"days": 2}), ("lose the last day", {"days": 2}),
    ("one less day", {"days": 2}), ("shorten it to two days", {"days": 2}),
    # (was "skip the telfair museum": the three-day plan's Telfair Museum is no sight of the data, so no rule can
    # name it; a sight of the data instead)
    ("skip the savannah history museum", {"avoid sights+": "Savannah History Museum"}),
    ("no forsyth park pls", {"avoid sights+": "Forsyth Park"}),
    ("go home a day early", {"days": 2})]
# City edits on a two-city Georgia trip (Atlanta, then Savannah)
MULTI_EDITS: list[Edit] = [
    ("drop atlanta", {"avoid cities+": "Atlanta"}), ("augusta has to be in there", {"visit cities+": "Augusta"}),
    ("replace savannah with macon", {"avoid cities+": "Savannah", "visit cities+": "Macon"}),
    ("not columbus pls", {"avoid cities+": "Columbus"}), ("make it 3 cities", {"visiting_city_number": 3}),
    ("let's do 3 cities instead", {"visiting_city_number": 3})]
# Driving-hour limits on a trip that drives
DRIVE_EDITS: list[Edit] = [
    ("no more than 7 hours of driving a day", {"max driving hours": 7.0}),
    ("i can't drive more than 4 hrs daily", {"max driving hours": 4.0}),
    ("max six hours driving per day", {"max driving hours": 6.0}),
    ("limit driving to 5h a day pls", {"max driving hours": 5.0})]
FLY_AGAIN: list[Edit] = [
    ("ok flying is fine", {"transportation!": "no flight"}), ("we'll fly after all",
    {"transportation!": "no flight"}),
    ("planes are ok actually", {"transportation!": "no flight"})]
# Stays and meals swapped for others: the plan must change (a disruption handed to the repair, a re-plan), never an
# answer
SWAPS = ["another hotel pls", "find us a different place to stay", "i don't like private oasis, pick another",
         "switch the hotel", "different dinner spot on day 1 pls", "change dhaba on wheels to something else",
         "other restaurant for day 1 dinner", "a different attraction instead of the aquarium"]
# "redo" right after an undo: the change put back
REDO = ["redo pls thx", "redo it", "actually redo that", "undo that undo", "redo the change",
        "ok put the change back"]
TALK = ["hmmmmmmm", "ok.", "lolll", "😂", "hold on", "let me think about it", "gimme a sec", "kk ok",
        "my husband's looking at it",
        "not sure yet", "maybe", "cool cool cool", "yep yep", "meh", "wow ok", "interesting interesting",
        "this is dumb", "you suck", "ffs", "dumb bot", "sdfsdf", "zzzz", "lkjh", "..", "???", "blah", "ok and",
        "idk", "hmph", "eh whatever"]

# Scored on HEAD (c1c7649) before any rule was changed for it: 309 right of 352 as first written, 311 with the three
# expectations corrected (each marked where it is): intents 191 of 214 (cancel 16/18, cheaper 17/18, follow-up 5/6,
# foreign 4/5, help 0/4, nicer 18/20, none 12/14, out of scope 7/8, question 44/51, undo 16/18, the rest all right);
# edits 79 of 94; swaps 6 of 8; redo 5 of 6; talk 30 of 30. The causes fixed, each a general rule: help asked in more
# words ("what can you do exactly", "how does this whole thing work", "what kind of changes can i make":
# ``intent_scope.HELP``); a cancel's reason an emergency and "asap" (``intent_cancel._REASON``,
# ``intent_cues.CANCEL_FILLER``); "roll it all back" (``UNDO_CUE``) and "go back to before you changed it"
# (``undo.before_change``); "too much $$", "something more upscale for the stay", "fly at a more normal hour"
# (``intent_preferences``); the question word said last ("day 2 costs how much"), "return date?", "flight costs?"
# (``intent_questions``, ``answers._PART_ASKED``), "the way back home?" (``intent_follow_up._LEG``); "would driving
# there be cheaper?", "would 3 days cost way more?" (``hypothetical``); "what if we went a day earlier?", "whole thing
# a week later" (``date_edits.SHIFT``); the budget by "increase budget 10 per cent", "add a third day", "go home a day
# early" (``relative``); "stay till the 6th" (``return_date``); "drop atlanta" on a tour (``plan_sight_dropped``);
# "change the starting city to chicago", "destination = miami" (``place_roles``); "planes are ok actually"
# (``take_back.ALLOW_MODE``); "redo pls thx" (``undo._REDO``); Italian words (``language``). After the fixes: 340 of
# 352, the 12 below.
# Later (helper INT15, the fifteenth intent set's fixes): "change dhaba on wheels to something else" swaps that
# restaurant (a plan's restaurant named by a word of its name, ``swap``); "could my sister come too?" is answered as not
# understood as a change, no longer the trip's summary line (a change proposed as a question is no question about the
# plan, ``not_applied``), which this set counts right: the count itself is still not read. 10 left below.
# Later (helper INT17, the seventeenth intent set's fixes): "when's the aquarium" asks the day a place is on
# (``intent_questions``, "when is X"). 9 left below. Stop 70 (helper WISH's reading fixes): "keep us away from seafood"
# reads right. 8 left below. Stop 72 (helper WISH25: a verdict after a restaurant's lower-case name,
# ``said_alone_stands``): "never dhaba on wheels again" reads right. 7 left below. Helper CONV31 (the budget moved to an
# amount in words, ``numbers._BUDGET_CUE_BEFORE``): "raise the budget to three thousand" reads right. 4 left below.
KNOWN_MISSES: dict[str, str] = {
    "grand total pls, need to tell my wife": "a topic asked by name is read only as the whole message "
                                             "(``intent_questions._ASKED_BY_NAME``): a reason said after it hides it",
    "can you go ahead and book the flights": "'go ahead' is read as a go-ahead with nothing offered (``consent``, "
                                             "another helper's this stop): the booking is said out of scope only along",
    "replace savannah with macon": "'replace X with Y' of a tour's city is read as taking a wish back, which finds "
                                   "none",
    "i don't like private oasis, pick another": "read as a stay swap (``place_banned``), refused as no other stay "
                                                "of Savannah keeps the budget: a reason given, but the plan does not "
                                                "change",
}

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
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"
    said = [m for m, _w, _a, _k in own]
    assert len({m.lower() for m in said}) == len(said), "a message is said twice in the set"


def test_the_eleventh_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 340
    assert set(misses) == set(KNOWN_MISSES), f"unexpected misses: {sorted(set(misses) - set(KNOWN_MISSES))}; " \
        f"now right: {sorted(set(KNOWN_MISSES) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
