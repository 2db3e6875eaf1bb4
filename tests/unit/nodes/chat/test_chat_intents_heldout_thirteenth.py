"""A thirteenth held-out set of whole chat messages (issue 39), scored by what ``understand`` does with each on a thread
holding a plan (``tests.support.intent_scoring``), laid out like the twelfth (``test_chat_intents_heldout_twelfth.py``).

The intents of the earlier sets (cancel, start over, undo, cheaper, nicer, thanks, questions about the plan, two in
one, follow-ups, changes asked as questions, disruptions, other languages, help, out of scope), edits checked by what
they change (``tests.support.edit_scoring``), and five kinds new to this set: flight times said loosely on one leg or
day ("like after 11", "11am at the earliest for the flight home", ``TIME_EDITS``); a mode ruled out strongly ("no cars
at all", "absolutely no driving", ``MODE_BANS``); several edits in one message (``MULTI_WISHES``) and wishes taken
back on a thread that holds them (``TAKE_BACKS`` on ``RULED``); a follow-up that acts on the question just answered
("put one in then" after "is there italian food there?", "make that 3pm" after "when do we fly home?",
``FOLLOW_EDITS``, scored by ``tests.support.reply_scoring``); vague wishes for better ("make it nicer", ``VAGUE``),
which must be planned for by a named preference or answered with a reason, never left unread; and flying asked for on a
plan that already flies ("ok then fly", ``FLY_ALREADY``), which must be answered saying so. Written as people chat:
terse, typos, slang, hedges ("maybe like after 11?"), take-backs.

Written by helper INT13 before any rule was changed for it and before the chat's code was read; no sentence of the
first twelve sets is reused (``test_no_sentence_of_the_earlier_sets_is_reused``). The thread is
``intent_scoring.STATE`` (the two-day Newark -> Savannah plan: day 1 $900.00, day 2 $620.00, $1,520.00 of a $1,800
budget; F1 out at 15:20 landing 17:35, F2 home at 06:02 landing 08:11; the stay Private Oasis; dinner on day 1 at Dhaba
On Wheels; the Tennessee Aquarium on day 1). The misses left are listed in ``KNOWN_GAPS`` with why: a new miss, or a
listed one now right, fails the test. ``python tests/unit/nodes/chat/test_chat_intents_heldout_thirteenth.py`` prints
the tally.
"""

from __future__ import annotations

from typing import Any

from tests.support import reply_scoring
from tests.support.edit_scoring import Edit, misses_with_edits
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
from tests.unit.nodes.chat import test_chat_intents_heldout_twelfth as twelfth

CANCEL = ["ugh cancel it", "cancel cancel cancel pls", "can u just cancel everything", "kill the savannah trip pls, not going",
          "trip is off, cancel pls",
          "we're not going anymore, cancel it", "cancel, boss won't give me the days off", "cancel the booking plan pls",
          "just cancel the whole savannah thing", "nope. cancel it all", "cancel it please and thank you",
          "cancle everything", "plz cancel asap", "scratch the whole trip", "we're bailing on this trip, cancel",
          "the trip isn't happening, cancel it", "cancel, kids got sick", "i think we have to cancel, sorry",
          "forget about the trip, cancel", "CANCEL PLEASE"]
START_OVER = ["lets start from zero", "start again from scratch pls", "new plan entirely pls",
              "can we just start a brand new one", "begin again, different trip", "start over, i messed it up",
              "wipe everything, new trip pls", "restart the planning pls", "fresh start pls, totally new trip",
              "i want to start the planning over"]
UNDO = ["undo pls that was wrong", "undo!!! wrong button", "go back to the last version", "put it back like before pls",
        "revert it pls, i hate it", "revert to the one before", "undo it, the old one was better", "step back one version pls",
        "can u undo that last thing", "no no undo", "that change was bad, revert", "undo the last edit pls",
        "back to how it was a minute ago", "i want the old version back", "take it back to before",
        "undo, my bad", "reverse that pls", "the previous plan was better, undo", "undo that one sorry",
        "go back to what we had before that"]
CHEAPER = ["cheaper pls, its a lot", "can we spend less overall", "too expensive, cheaper?", "make it cost less pls",
           "its over what we wanna pay, cheaper", "cheaper everything", "find cheaper stuff", "need it way cheaper",
           "lower the total pls, too high", "can it cost a bit less", "cheaperrrr", "save money where u can",
           "we're on a tight budget, cheaper", "cut the costs down pls", "make it less pricey pls",
           "reduce the total a bit", "trim it down price wise", "spend less on everything pls",
           "a cheaper version would be good", "less $$ pls we are poor"]
NICER = [("nicer hotel pls, somewhere cute", "hotels"), ("somewhere a bit fancier to stay", "hotels"),
         ("upgrade the hotel, this ones kinda dumpy", "hotels"), ("better place to sleep pls", "hotels"),
         ("a classier hotel would be nice tbh", "hotels"), ("can we get a better rated hotel", "hotels"),
         ("nicer place to eat pls", "restaurants"), ("better restaurants, the food looks meh", "restaurants"),
         ("fancier food pls, we like eating out", "restaurants"), ("higher rated restaurants pls", "restaurants"),
         ("more interesting sights pls", "sights"), ("more stuff to do there", "sights"),
         ("add more sightseeing on day 1 pls", "sights"), ("more attractions pls, we're bored", "sights"),
         ("the flight home is way too early, later pls", "humane_hours"), ("later flight back pls", "humane_hours"),
         ("a more reasonable flight time home pls", "humane_hours"), ("6:02?? later flight home pls", "humane_hours"),
         ("something nicer to stay at", "hotels"), ("upgrade the restaurants pls, they look bad", "restaurants")]
THANKS = ["thanks!!! you rock", "ty so much, really helpful", "cheers mate, sorted", "perfect, thank you so much", "thx, all good",
          "great thanks bye now",
          "thank u!", "ok thanks, bye for now", "bye bye, thx!", "love it, thanks", "awesome thank you so much", "thanks a ton!",
          "many thanks, all set", "cool thx a lot", "brilliant stuff, cheers!"]
QUESTIONS: list[tuple[str, Want]] = [
    ("total cost for everything pls?", Q("$1,520.00")), ("whats the total now", Q("$1,520.00")), ("how much all in", Q("$1,520.00")),
    ("how much is this gonna cost us", Q("$1,520.00")), ("cost per person?", Q("$760.00")),
    ("how much per head", Q("$760.00")), ("how much for day 1", Q("$900.00")), ("what does day 2 cost", Q("$620.00")),
    ("how much budget is left now", Q("$280.00")), ("how much do we have left to spend", Q("$280.00")),
    ("what's the budget set at", Q("$1,800")), ("r we still under the budget or over?", Q("$1,800")),
    ("which hotel is it", Q("Private Oasis")), ("where r we staying then", Q("Private Oasis")),
    ("whats the name of the place we're staying", Q("Private Oasis")), ("hotel name again pls?", Q("Private Oasis")),
    ("where's dinner day 1 then", Q("Dhaba On Wheels")), ("where do we eat dinner the first day", Q("Dhaba On Wheels")),
    ("what restaurant is dinner at on day 1?", Q("Dhaba On Wheels")),
    ("what sights are in the plan", Q("Tennessee Aquarium")), ("what do we visit on day 1", Q("Tennessee Aquarium")),
    ("what attractions did u put in", Q("Tennessee Aquarium")), ("when's the aquarium visit", Q("Day 1")),
    ("what time's the flight out", Q("15:20")), ("when do we take off from newark", Q("15:20")),
    ("what time do we arrive in savannah then", Q("17:35")), ("when do we land on day 1", Q("17:35")),
    ("what time is the flight back home on day 2", Q("06:02")), ("when do we leave savannah", Q("06:02")),
    ("what time do we land back in newark?", Q("08:11")), ("which flight do we take out", Q("F1")),
    ("is there a flight home or do we drive", "question"), ("how many days is this trip again", "question"),
    ("where do we fly out of", Q("Newark")), ("which day costs more", Q("Day 1", "$900.00")),
    ("why is it so expensive??", "question"), ("why that hotel tho?", "question"),
    ("why is the flight home so early", "question"), ("whats on for day 2", "question"),
    ("any breakfast on day 1?", "question")]
TWO: list[tuple[str, list[Want]]] = [
    ("thx! total?", [Q("$1,520.00")]), ("undo that and what's the total", ["undo", Q("$1,520.00")]),
    ("cheaper pls, how much does that save", ["cheaper", "question"]),
    ("nicer hotel, what would it cost", ["nicer:hotels", "question"]),
    ("ok cool. where's dinner on day 1", [Q("Dhaba On Wheels")]),
    ("great, and what time do we fly home", [Q("06:02")]),
    ("budget 2000 and what's left after", ["none", "question"]),
    ("3 days pls, what's the new total", ["none", "question"]),
    ("revert that, and which hotel was it", ["undo", Q("Private Oasis")]),
    ("thanks, what time do we land", [Q("17:35")]), ("later flight home pls and what's the total then",
                                                        ["nicer:humane_hours", "question"]),
    ("5 of us now, what's it per person", ["none", "question"]),
    ("nice! what do we see on day 1", [Q("Tennessee Aquarium")]),
    ("better restaurants and what's the hotel", ["nicer:restaurants", "question"]),
    ("awesome, where are we staying", [Q("Private Oasis")])]
FOLLOW_UPS: list[tuple[str, str, Want]] = [
    ("how much is the total", "and per person??", Q("$760.00")),
    ("what time do we fly out", "and the flight back home then?", Q("06:02")),
    ("how much is day 1", "and day 2 by itself?", Q("$620.00")),
    ("what's our budget", "how much of it is left", Q("$280.00")),
    ("when do we land in savannah", "and back home?", Q("08:11")),
    ("where are we staying", "is it rated well?", "question")]
NONE = ["can we be 3 people?", "could we fly from boston instead?", "can we push the budget to 2300?",
        "could we leave on the 8th instead?", "would it work with 4 of us?", "can we make it 3 days?",
        "can we go to miami instead?", "is it possible to add a day at the end?"]
DISRUPTION = ["flight F1 got cancelled", "private oasis just cancelled our booking on us", "the aquarium is shut that day",
              "dhaba on wheels is closed for renovation", "airline cancelled F2, our flight home",
              "the hotel says no rooms left for us"]
FOREIGN = ["¿Podemos cambiar el hotel por otro?", "Wie viel kostet die Reise insgesamt?", "Est-ce qu'on peut partir plus tard?",
           "Possiamo aggiungere un giorno?"]
OTHER: list[tuple[str, str]] = [
    ("what else can u do for me here", "help"), ("help?", "help"), ("what kind of stuff can i ask", "help"),
    ("will it rain in savannah then", "out_of_scope"), ("can you book the flights for me", "out_of_scope"),
    ("do we need a visa for this", "out_of_scope"), ("can u email me the plan", "out_of_scope"),
    ("can you get us travel insurance", "out_of_scope")]

EDITS: list[Edit] = [
    ("budget 2100", {"budget": 2100}), ("budget up to 2.5k pls", {"budget": 2500}),
    ("we can do $2000 max", {"budget": 2000}), ("add 300 more to the budget", {"budget": 2100}),
    ("lower the budget to 1500 pls", {"budget": 1500}), ("we're 3 ppl now", {"people_number": 3}),
    ("make it 4 of us", {"people_number": 4}), ("just me going now", {"people_number": 1}),
    ("move it to march 12", {"date": ["2022-03-12", "2022-03-13"]}),
    ("can we go a day earlier pls", {"date": ["2022-03-02", "2022-03-03"]}), ("make it 3 days long pls", {"days": 3}),
    ("add one more day to it pls", {"days": 3}), ("leave from philly instead", {"org": "Philadelphia"}),
    ("go to atlanta instead of that pls", {"dest": "Atlanta"}), ("forsyth park is a must", {"must see+": "Forsyth Park"}),
    ("forget the aquarium, seen it", {"must see-": "Tennessee Aquarium"}), ("we want mexican food at least once", {"cuisine+": "Mexican"}),
    ("no chinese pls", {"avoid cuisines+": "Chinese"}), ("hotels 4 stars or better only", {"min stay rating": 4.0}),
    ("an entire apartment pls", {"room type": "entire room"}), ("our dog is coming", {"house rule": "pets"}),
    ("hotel max 120 a night", {"max night price": 120.0})]
# Flight times said loosely, of one leg or one day of the plan (F1 out at 15:20, F2 home at 06:02)
TIME_EDITS: list[Edit] = [
    ("flight home like after 11", {"flight times~": {"leg": "return", "depart_from": "11:00"}}),
    ("11am at the earliest for the flight home", {"flight times~": {"leg": "return", "depart_from": "11:00"}}),
    ("the way back should be after 10 or so", {"flight times~": {"leg": "return", "depart_from": "10:00"}}),
    ("not too early on the way back pls", {"flight times~": {"leg": "return"}}),
    ("home flight around noon or later", {"flight times~": {"leg": "return", "depart_from": "12:00"}}),
    ("maybe like after 10am for the return?", {"flight times~": {"leg": "return", "depart_from": "10:00"}}),
    ("on day 2 nothing before 9ish", {"flight times~": {"depart_from": "09:00"}}),
    ("leave savannah after 1pm on the last day", {"flight times~": {"leg": "return", "depart_from": "13:00"}}),
    ("on day 1 we cant leave before like 4pm", {"flight times~": {"depart_from": "16:00"}}),
    ("get us there by 2pm-ish", {"flight times~": {"arrive_until": "14:00"}}),
    ("we'd like to be home by 9 at night", {"flight times~": {"leg": "return", "arrive_until": "21:00"}}),
    ("the flight out should be in the morning, before 10", {"flight times~": {"depart_until": "10:00"}}),
    ("can the return be after lunchtime", {"flight times~": {"leg": "return", "depart_from": "12:00"}}),
    ("fly back sometime after 2pm pls", {"flight times~": {"leg": "return", "depart_from": "14:00"}})]
# A mode ruled out strongly, on the plan that flies
MODE_BANS: list[Edit] = [
    ("no cars at all", {"transportation": "no self-driving"}),
    ("absolutely no driving", {"transportation": "no self-driving"}),
    ("NO DRIVING. period.", {"transportation": "no self-driving"}),
    ("we do not drive, ever", {"transportation": "no self-driving"}),
    ("zero driving pls, none of us has a license", {"transportation": "no self-driving"}),
    ("under no circumstances are we driving", {"transportation": "no self-driving"}),
    ("no planes whatsoever", {"transportation": "no flight"}),
    ("absolutely no flying, my wife panics", {"transportation": "no flight"}),
    ("flying is totally out of the question", {"transportation": "no flight"}),
    ("no flights at all, none", {"transportation": "no flight"})]
# Several edits in one message
MULTI_WISHES: list[Edit] = [
    ("3 of us now and bump the budget to 2400", {"people_number": 3, "budget": 2400}),
    ("make it 3 days and add italian food", {"days": 3, "cuisine+": "Italian"}),
    ("leave from boston, budget 2k", {"org": "Boston", "budget": 2000}),
    ("no chinese food, and hotels 4 stars min", {"avoid cuisines+": "Chinese", "min stay rating": 4.0}),
    ("we're 4 now, need a whole place, and no flights before 8am",
     {"people_number": 4, "room type": "entire room", "flight times~": {"depart_from": "08:00"}}),
    ("drop the aquarium and add forsyth park instead",
     {"must see-": "Tennessee Aquarium", "must see+": "Forsyth Park"}),
    ("budget 2200, 3 people, and we want french food",
     {"budget": 2200, "people_number": 3, "cuisine+": "French"}),
    ("no driving at all and the flight home after 10am",
     {"transportation": "no self-driving", "flight times~": {"leg": "return", "depart_from": "10:00"}})]
# The two-day plan's thread with wishes said earlier (italian food, stays rated 4+, the dog, the flight out after noon)
RULED: dict[str, Any] = {**STATE, "trip": {**STATE["trip"], "local_constraint": {
    **STATE["trip"]["local_constraint"], "cuisine": ["Italian"], "min stay rating": 4.0, "house rule": "pets",
    "flight times": [{"leg": "outbound", "depart_from": "12:00", "depart_until": None, "arrive_from": None,
                      "arrive_until": None}]}}}
TAKE_BACKS: list[Edit] = [
    ("forget the italian thing", {"cuisine-": "Italian"}),
    ("actually italian doesn't matter anymore", {"cuisine-": "Italian"}),
    ("nvm about the 4 star hotels", {"min stay rating!": "4"}),
    ("any hotel rating is fine now", {"min stay rating!": "4"}),
    ("the dog's staying home after all", {"house rule!": "pets"}),
    ("scratch the pet thing", {"house rule!": "pets"}),
    ("flight time doesn't matter anymore, any time is ok", {"flight times!": "12:00"}),
    ("ok no need for italian, and the hotel rating can be whatever", {"cuisine-": "Italian", "min stay rating!": "4"}),
    ("take back the italian, we want mexican instead", {"cuisine-": "Italian", "cuisine+": "Mexican"}),
    ("keep the rest but drop the dog rule", {"house rule!": "pets", "cuisine+": "Italian"})]
# A follow-up acting on the question the chat just answered
FOLLOW_EDITS: list[reply_scoring.FollowUp] = [
    ("is there any italian food in savannah?", "put one in then", {"cuisine+": "Italian"}),
    ("any mexican places there?", "ok add it", {"cuisine+": "Mexican"}),
    ("do they have french restaurants in savannah", "cool, include one pls", {"cuisine+": "French"}),
    ("when is the flight home?", "make that 3pm", {"flight times~": {"leg": "return", "depart_from": "15:00"}}),
    ("what time do we leave newark", "make it after 5pm instead", {"flight times~": {"depart_from": "17:00"}}),
    ("what's the hotel rated?", "get one rated 4 or more then", {"min stay rating": 4.0}),
    ("how much is the hotel a night?", "ok find one under 150 then", {"max night price": 150.0}),
    ("why is the flight home at 6am", "ok get a later one then", "nicer:humane_hours"),
    ("how much is the whole thing", "hm ok do that cheaper", "cheaper"),
    ("what's the hotel called", "ok do a nicer one then", "nicer:hotels"),
    ("any chinese restaurants over there?", "ok do that", {"cuisine+": "Chinese"})]
# Vague wishes for better: planned for by a named preference, or answered with a reason
VAGUE = ["make the whole thing nicer pls", "can it be a bit more special", "nicer overall pls", "upgrade everything a bit",
         "i want it to feel more luxurious", "something classier pls", "make the trip better",
         "it all looks kinda meh, improve it?", "fancier all round pls", "can we do better than this", "a nicer vibe overall",
         "make it a bit more upscale"]
# Flying asked for on the plan that already flies: answered (the plan flies), nothing re-planned; said as the party's
# own ("lets just fly"), held as the rule since stop 77 (``reply_scoring.answered_or_held``)
FLY_ALREADY = ["ok then fly", "fly then", "lets just fly", "flying is fine", "ok flights it is", "we'll fly i guess"]
SWAPS = ["different hotel please, thx", "another hotel pls, not that one", "swap dinner on day 1", "pick a different restaurant for dinner",
         "swap out the aquarium", "change the hotel to another one"]
REDO = ["redo it again", "redo it pls", "actually put that change back", "redo what u undid"]
TALK = ["hmmmmm lemme see", "ok...", "lemme think", "one sec pls", "idk man", "huh", "okie", "mhm", "wait a sec", "sure sure",
        "let me ask my husband", "👍 ok"]

EDIT_SETS = ((EDITS, STATE), (TIME_EDITS, STATE), (MODE_BANS, STATE), (MULTI_WISHES, STATE), (TAKE_BACKS, RULED))
# Scored on HEAD (69f06c0) before any rule was changed for it: 265 of 307 right (intents 181 of 192: cancel 19/20,
# follow-up 5/6, help 2/3, nicer 16/20, question 39/40, start over 8/10, undo 19/20, the rest all right; edits 22/22,
# loose flight times 6/14, strong mode bans 8/10, several edits 7/8, take-backs 9/10; swaps 6/6, redo 3/4, talk
# 12/12; follow-ups acting on an answer 1/11; vague wishes 4/12; flying on a plan that flies 6/6). Silent wrongs among
# them: "flying is totally out of the question" answered "Your trip already has that: it flies on every leg" (a ban
# read as a wish to fly), "no flights before 9ish" (probed beside the set) banned flying, "do they have french
# restaurants in savannah" added French as a rule, "leave savannah after 1pm on the last day" made Savannah the origin,
# "ok do that" after a cuisine question met with the trip's summary line. The causes fixed: flight times said
# loosely, a leg named after its bound or as the subject, a trip's end left at a time (``loose_times``); a follow-up
# taking up the wish an answer offered, timing the flight just asked about, asking "one" of the stay asked about,
# "do that cheaper" (``answer_taken_up``); a ban read as a mode already flown (``not_applied.mode_already`` now
# trusts the rule read; a time said with the mode is no wish for it); "zero driving" (``take_back.ALLOW_MODE``,
# ``negation``), "totally out of the question" (``negation._NO_AFTER``); the whole trip made nicer in other words
# ("nicer overall", "more special", "improve it", "do better than this") and "somewhere a bit fancier to stay"
# (``intent_preferences``); a clock time alone asked in disbelief beside a later flight ("6:02??"), "fly home later";
# "boss won't give me the days off" (``intent_cancel._REASON``); "start the planning over", "a brand new one"
# (``intent_cues.RESTART``); "step back one version" (``UNDO_CUE``); "redo what u undid" (``undo._REDO``); "what kind
# of stuff can i ask" (``intent_scope``); "when's the aquarium visit" (``intent_questions``); "is it rated well?"
# (``intent_follow_up``); "the hotel rating can be whatever" (``take_back.TAKE_BACK``); "do they have X restaurants in
# <city>" (``cuisine_asked``). After the fixes: 304 of 307, the 3 below.
KNOWN_GAPS: dict[str, str] = {
    "add more sightseeing on day 1 pls": "asked back, not planned: 'on day 1' cannot be kept (a sight is planned on some "
                                         "day, not a given one), said with that reason and the more-sights wish held in "
                                         "the question; the scorer wants the plain preference",
    "drop the aquarium and add forsyth park instead": "the sight reader takes 'instead' into the name ('Forsyth Park "
                                                      "Instead'): refused naming 'did you mean Forsyth Park?' "
                                                      "(domain/constraints/must_see._LOWER_WORD, edited by another helper "
                                                      "this stop)",
    "another hotel pls, not that one": "read as keeping Private Oasis out (the avoid-stays rule another helper adds this "
                                       "stop), and no other stay of the fixture's Savannah passes: said so with the "
                                       "reason, nothing changed (at HEAD it was repaired as a swap)",
}


def _cases(sandbox) -> list[Case]:
    return set_cases(globals(), sandbox)


def all_misses(sandbox) -> tuple[int, list[str]]:
    """How many messages the set holds, and those read wrong."""
    total, misses = misses_with_edits(_cases(sandbox), sandbox, EDIT_SETS, SWAPS, REDO, TALK)
    misses += reply_scoring.follow_up_misses(FOLLOW_EDITS, sandbox)
    misses += reply_scoring.check_misses("vague", VAGUE, reply_scoring.planned_or_reasoned)
    misses += reply_scoring.check_misses("fly already", FLY_ALREADY, reply_scoring.answered_or_held("no self-driving"))
    total += len(FOLLOW_EDITS) + len(VAGUE) + len(FLY_ALREADY)
    print(f"all {total - len(misses)} right of {total}")
    return total, misses


def test_no_sentence_of_the_earlier_sets_is_reused(sandbox):
    own: list[Case] = [*_cases(sandbox), *((m, [], None, "") for group, _s in EDIT_SETS for m, _ in group),
                       *((m, [], None, "") for m in [*SWAPS, *REDO, *TALK, *VAGUE, *FLY_ALREADY]),
                       *((m, [], None, "") for _b, m, _w in FOLLOW_EDITS)]
    again = reused(own, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh, twelfth)
    assert not again, f"reused from the earlier sets: {sorted(again)}"
    said = [m for m, _w, _a, _k in own]
    assert len({m.lower() for m in said}) == len(said), "a message is said twice in the set"


def test_the_thirteenth_held_out_messages_get_their_intents(sandbox):
    total, misses = all_misses(sandbox)
    assert total >= 300
    assert set(misses) == set(KNOWN_GAPS), f"unexpected misses: {sorted(set(misses) - set(KNOWN_GAPS))}; " \
        f"now right: {sorted(set(KNOWN_GAPS) - set(misses))}"


if __name__ == "__main__":
    run_set(all_misses)
