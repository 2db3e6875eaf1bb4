"""A twenty-second held-out conversation set for the chat (issue 39, helper CONV22), written before the chat's code was
read for it and scored on HEAD ff0dcd9 first (``HEAD_FIGURES``). Its trips are the ones no earlier conversation set
opened: the public splits' state tours none used (Orlando to Texas, Greer to Pennsylvania, Houston to Utah, Memphis to
Minnesota, Oakland to Oregon, Richmond to Florida, Sacramento to Washington, Washington to Virginia, Salt Lake City to
Texas and California, Pittsburgh, Lake Charles and Harrisburg to Texas, Myrtle Beach to Michigan, Peoria to Illinois,
Boston to North Carolina) on their own dates, and one-city road trips between cities no set named (Binghamton to
Syracuse, Fresno to San Luis Obispo, Billings to Missoula, Syracuse to Buffalo, Pocatello to Boise, Abilene to San
Angelo, Alamosa to Colorado Springs, Harlingen to Corpus Christi, Bakersfield to Palm Springs, Arcata to Redding,
Brainerd to St. Cloud, Valdosta to Gainesville, Champaign to Belleville, Saginaw to Lansing, Petersburg to
Charlottesville, Toledo to Dayton, Cedar Rapids to Des Moines, Hyannis to Nantucket, Kona to Hilo, Green Bay to
Mosinee, Helena to Great Falls, Longview to Shreveport, Yakima to Wenatchee, Ogden to Moab, Owensboro to Paducah).

It is written as people chat: minds changed mid-conversation ("no wait 4", "actually scrap that, original dates",
"no wait, that one was fine"), several changes in one turn ("make it 3 people and 1500 and start a day earlier"),
budgets raised, lowered and taken back, party changes said as people say them ("one of us dropped out", "two more are
coming, 8 total"), dates moved, city swaps on state tours ("make the second stop pittsburgh", "swap the middle city for
ogden", "actually no, make it san antonio"), "why?" after a no, undo, a stay banned beside a part the chat cannot read
alone ("not that hotel, and something with better reviews": the part it did not read is named), questions about the
plan, typos and thanks. Every reply is also held to read cleanly: no doubled punctuation where a name ending in "."
meets the text after it ("apt.:"). Each turn is right, or wrong with its reason named or a question asked ("named"),
or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentysecond``.

Figures, turns of 204 in 41 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
ff0dcd9 178 / 19 / 7; after the fixes this set drove 196 / 8 / 0. No check was corrected after scoring. Since the
order rule (``domain/constraints/city_order.py``, helper ROUTE) 204 / 0 / 0: a stop set by its place is kept there,
and "swap the second city" keeps the other stops where they are (one check corrected with it: the order's rules are
rules on the cities, as the cities to visit and to avoid are).

The fixes, each a cause: a move of the whole trip beside a bare budget ("make it 3 people and 1500 and start a day
earlier") left the parser one clause it could not read, the budget in it, so the budget was dropped in silence; the
move, the chat's to read, is taken out before the parser reads the rest (``date_edits.without_shift``); a city asked
for now is no longer one to avoid, nor one avoided now one to visit ("actually no, make it san antonio" after San
Antonio was swapped out left a trip that ruled itself out: ``rule_merge._newest_on_cities``); the words that name a
part of a trip ("city", "stop") never name a restaurant ("swap the second city" banned "Big City Bread Cafe":
``venue_asked._COMMON``); a part beside a stay ban that the chat cannot read is named as that part ("I didn't
understand 'something with better reviews'"), never "didn't understand that" as if the whole message, the ban done,
were not read (``understand._part_answer``); a name ending in "." never runs into a colon after it ("Manhattan.: no
other stay" is "Manhattan. No other stay", the name as the data writes it: ``markdown.tidy_marks``); a stop of a
state trip set by its place ("make the second stop pittsburgh", "swap the middle city for ogden", "can the last stop
be X") is read as the city put in place of that
stop, and the reply says the planner picks the order of the stops (``city_count_said``); a city said alone right
after one was asked for ("no wait, dallas", "actually swap it for norfolk") replaces it; "not the hotel in rockford"
and "not the hotel in the first city" ban that stay ("the hotel in rockford" was read as a wish to visit Rockford:
``place_banned``); "no wait, that one was fine" right after a stay ban takes the ban back and the stay with it
(``stay_ban_lifted``, an undo of that change); "actually scrap that, original dates" is the dates said back
(``restated._FIELD_BACK``); "two more are coming, 8 total" is a change of the party with no word for people after
"more" (``relative.RELATIVE_PEOPLE``), its total read.
"""

from __future__ import annotations

import re

import pytest

from himap_travel.nodes.chat.date_edits import without_shift
from himap_travel.nodes.chat.markdown import tidy_marks
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    house_rules,
    total_said,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, stop_is
from tests.unit.graphs.test_chat_heldout_nineteenth import (
    _names,
    _stay_entries,
    bans,
    last_stop,
    stay_said,
    stop_said,
    swapped,
)
from tests.unit.graphs.test_chat_heldout_seventeenth import aside, budget, dates, people
from tests.unit.graphs.test_chat_heldout_twentieth import WHY_NOT_FLY, budget_lifted, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    _admits,
    _ban_or_why,
    ban_and,
    bans_at,
    cannot,
    cheaper,
    cheapest,
    drive_or_flight,
    meal_said,
    stay_back,
    total_or_none,
)

_DOUBLED = re.compile(r"(?<![.])[.!?]:")


def budget_held(amount: int) -> Check:
    """The budget the trip already holds said again: it stays, and the reply says the amount."""
    return lambda before, after, said: (after.get("trip") or {}).get("budget") == amount and f"${amount:,}" in said


def tidy(before: dict, after: dict, said: str) -> bool:
    """Every reply reads cleanly: no name ending in "." run into the colon after it ("apt.:"; an abbreviation's "."
    before a comma or semicolon, "Sons & Co.; lunch", is right, and a name the data ends in ".." is the data's)."""
    return _DOUBLED.search(said) is None


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def no_clash(before: dict, after: dict, said: str) -> bool:
    """No city is both to visit and to avoid: a swap taken back in the same words ("actually no, make it san
    antonio") never leaves a rule that rules itself out."""
    local = _local(after)
    return not set(local.get("visit cities") or []) & set(local.get("avoid cities") or [])


def only_new(*keys: str) -> Check:
    """The rules the turn added are among ``keys``: a change asked for never turns into a rule nobody asked for (a
    city swap read as a restaurant ban)."""
    return lambda before, after, said: set(_local(after)) - set(_local(before)) <= set(keys)


_GENERIC = ("Here is your trip as it stands", "didn't understand")


def why_answered(before: dict, after: dict, said: str) -> bool:
    """"Why?" after a no: answered with the reason (a cost, a rule, a place the data lacks), nothing changed, never the
    trip's summary or "didn't understand"."""
    low = said.lower()
    return answered(before, after, said) and not any(g in said for g in _GENERIC) and any(
        w in low for w in ("because", "cheapest", "no lodging", "no plan", "over your", "costs"))


def ban_unread(holder: dict, *words: str) -> Check:
    """A stay banned beside a part the chat cannot read alone ("not that hotel, and something with better reviews"):
    the stay out (or kept, said why), and the other part applied (the stays no lower rated) or named as the part not
    understood (one of ``words`` quoted in the reply); never "didn't understand that" for the whole message."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        named = any(w in low for w in words) and ("didn't read" in low or "didn't understand" in low or _admits(said))
        return _ban_or_why(holder, before, after, said) and named
    return check


def room_relaxed(before: dict, after: dict, said: str) -> bool:
    """"No wait private room is fine" after "entire home only": private rooms allowed again (private room, or any but
    shared), planned or its reason."""
    return _local(after).get("room type") in ("private room", "not shared room", None) and bool(after.get("plan"))


def undone(budget_was: float, party: int) -> Check:
    """"Undo" after a budget change: the budget as before it, the party kept."""
    return lambda before, after, said: trip(budget=budget_was, people_number=party)(before, after, said) and "went back" in said


_B = [dict() for _ in range(8)]  # the stays said unwanted, one holder per conversation that bans one

CATEGORIES = ("swap", "party", "takeback", "dates", "several", "undo", "why", "banplus", "budget", "question", "typo")

CONVERSATIONS: list[Conversation] = [
    # --- state tours: city swaps, minds changed ---------------------------------------------------------------------
    ("swap", [
        ("orlando to texas 5 days 2 cities starting march 10 2022 just me 3100",
         [opened("Orlando", "Texas", visiting_city_number=2)]),
        ("swap the first city for houston", [stop_is((1, "Houston"))]),
        ("actually no, make it san antonio", [stop_is((1, "San Antonio")), no_clash]),
        ("whats the second city", [stop_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("swap", [
        ("greer to pennsylvania, 5 days, 2 cities, mar 5 2022, solo, $3400",
         [opened("Greer", "Pennsylvania", visiting_city_number=2)]),
        ("make the second stop pittsburgh", [stop_is((2, "Pittsburgh"))]),
        ("and no flying", [mode("no flight"), stop_is((2, "Pittsburgh"))]),
        ("how far is the drive between the cities", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    ("swap", [
        ("houston to utah 7 days 3 cities from march 23 2022 1 person budget 7700",
         [opened("Houston", "Utah", visiting_city_number=3)]),
        ("swap the middle city for ogden", [stop_is((2, "Ogden"))]),
        ("whats the total", [total_or_none]),
        ("lower the budget to 5000", [budget(5000), stop_is((2, "Ogden"))]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("memphis to minnesota 5 days 2 cities march 1 2022 4 ppl 13800 private rooms",
         [opened("Memphis", "Minnesota", visiting_city_number=2), local("room type", "private room")]),
        ("make it 3 of us", [people(3), local("room type", "private room")]),
        ("no wait 4", [people(4), local("room type", "private room")]),
        ("whats the first city", [stop_said(1)]),
        ("cheers", [THANKED]),
    ]),
    ("takeback", [
        ("oakland to oregon 7 days 3 cities march 12 2022 2 people 4500, italian or mediterranean food",
         [opened("Oakland", "Oregon", visiting_city_number=3), cuisines("Italian", "Mediterranean")]),
        ("drop the mediterranean", [cuisines("Italian")]),
        ("make the first city portland", [stop_is((1, "Portland")), cuisines("Italian")]),
        ("how much is day 3", [day_cost_said(3)]),
        ("thanks", [THANKED]),
    ]),
    ("party", [
        ("richmond to florida 5 days 2 cities march 9 2022 7 of us 8500",
         [opened("Richmond", "Florida", visiting_city_number=2)]),
        ("2 of them cant come, make it 5", [people(5)]),
        ("bump budget to 9000", [budget(9000)]),
        ("what are the hotels rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("dates", [
        ("sacramento to washington state 5 days 2 cities march 22 2022 3 people 3600 no flying",
         [opened("Sacramento", "Washington", visiting_city_number=2), mode("no flight")]),
        ("start 2 days later", [dates(24, 28), mode("no flight")]),
        ("whats the second city", [stop_said(2)]),
        ("swap it for spokane", [stop_is((2, "Spokane")), mode("no flight")]),
        ("ok ty", [THANKED]),
    ]),
    ("swap", [
        ("washington dc to virginia 5 days 2 cities march 15 2022 solo 2200",
         [opened("Washington", "Virginia", visiting_city_number=2)]),
        ("make the first city richmond", [stop_is((1, "Richmond"))]),
        ("actually swap it for norfolk", [stop_is((1, "Norfolk")), no_clash]),
        ("what's the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("salt lake to texas 5 days 2 cities march 14 2022 8 people 12000",
         [opened("Salt Lake City", "Texas", visiting_city_number=2)]),
        ("make it 6 of us and 10000", [people(6, 10000)]),
        ("budget back to 12000", [budget(12000)]),
        ("whats the first city", [stop_said(1)]),
        ("thx", [THANKED]),
    ]),
    ("swap", [
        ("pittsburgh to texas 5 days, 2 cities, starting mar 5 2022, 7 ppl, 16100",
         [opened("Pittsburgh", "Texas", visiting_city_number=2)]),
        ("push it back a day", [dates(6, 10)]),
        ("no smoking", [forbids("smoking")]),
        # corrected with the order rule (city_order): the stops kept where they are, so that the new city takes the
        # second place, are rules on the cities too
        ("swap the second city", [swapped(2), forbids("smoking"), only_new("visit cities", "avoid cities", "city order")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("lake charles to texas 5 days 2 cities march 4 2022 2 people 4600",
         [opened("Lake Charles", "Texas", visiting_city_number=2)]),
        ("make the second city austin", [stop_is((2, "Austin"))]),
        ("no wait, dallas", [stop_is((2, "Dallas")), no_clash]),
        ("undo that", [stop_is((2, "Austin"))]),
        ("whats the total", [total_or_none]),
    ]),
    ("several", [
        ("myrtle beach to michigan 7 days 3 cities march 4 2022 2 people 8300",
         [opened("Myrtle Beach", "Michigan", visiting_city_number=3)]),
        ("french food please", [cuisines("French")]),
        ("and american too", [cuisines("French", "American")]),
        ("swap the last city for lansing", [last_stop("Lansing"), cuisines("French", "American")]),
        ("what's day 1 cost", [day_cost_said(1)]),
        ("ty", [THANKED]),
    ]),
    ("why", [
        ("harrisburg to texas 7 days 3 cities march 8 2022 2 people 4100",
         [opened("Harrisburg", "Texas", visiting_city_number=3)]),
        ("lower it to 1000", [budget(1000)]),
        ("why?", [why_answered]),
        ("ok back to 4100", [budget(4100)]),
        ("thanks", [THANKED]),
    ]),
    ("swap", [
        ("peoria to illinois 7 days 3 cities march 13 2022 3 people 8400",
         [opened("Peoria", "Illinois", visiting_city_number=3)]),
        ("swap the 2nd city", [swapped(2)]),
        ("make the last stop chicago", [last_stop("Chicago")]),
        ("what are the hotels rated", [rated()]),
        ("not the hotel in the first city", [bans_at(1, _B[0])]),
        ("thx", [THANKED]),
    ]),
    ("several", [
        ("boston to north carolina 5 days 2 cities march 2 2022 4 people 8800 entire home",
         [opened("Boston", "North Carolina", visiting_city_number=2), local("room type", "entire room")]),
        ("we won't drive ourselves", [local("transportation", "no self-driving"), local("room type", "entire room")]),
        ("make the first city charlotte", [stop_is((1, "Charlotte")), local("transportation", "no self-driving")]),
        ("whats the total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("salt lake city to california 7 days 3 cities march 25 2022 2 ppl 4600",
         [opened("Salt Lake City", "California", visiting_city_number=3)]),
        ("private rooms pls", [local("room type", "private room")]),
        ("scratch that, entire homes", [local("room type", "entire room")]),
        ("swap the last city for san diego", [last_stop("San Diego"), local("room type", "entire room")]),
        ("how much is left", [money]),
    ]),
    # --- one-city road trips --------------------------------------------------------------------------------------
    ("party", [
        ("binghamton to syracuse march 10-12 2022 2 of us 1200", [opened("Binghamton", "Syracuse")]),
        ("no wait make it 3 ppl", [people(3)]),
        ("and 1500", [budget(1500)]),
        ("where are we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("fresno to san luis obispo mar 4-6 2022, me and my gf, 1500", [opened("Fresno", "San Luis Obispo")]),
        ("not that hotel, and something with better reviews", [ban_unread(_B[1], "review")]),
        ("whats the hotel rated now", [rated()]),
        ("ty", [THANKED]),
    ]),
    ("why", [
        ("billings to missoula march 18-20 2022 1 person 900", [opened("Billings", "Missoula")]),
        ("actually lower it to 500", [budget(500)]),
        ("why?", [why_answered]),
        ("ok 700 then", [budget(700)]),
        ("thx", [THANKED]),
    ]),
    ("party", [
        ("syracuse to buffalo 3/22-3/24/2022 4 ppl 2600", [opened("Syracuse", "Buffalo")]),
        ("one of us dropped out", [people(3)]),
        ("and no parties", [forbids("parties"), people(3)]),
        ("what's the total", [total_said]),
        ("thanks", [THANKED]),
    ]),
    ("dates", [
        ("pocatello to boise march 8-10 2022 2 people 1400", [opened("Pocatello", "Boise")]),
        ("move it to march 15-17", [dates(15, 17)]),
        ("actually scrap that, original dates", [dates(8, 10)]),
        ("how far is the drive", [drive_or_flight]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("abilene to san angelo march 15-17 2022 3 ppl 1500", [opened("Abilene", "San Angelo")]),
        ("no flights", [mode("no flight")]),
        ("we're bringing the dog too", [house_rules("pets"), mode("no flight")]),
        ("why not fly?", [WHY_NOT_FLY]),
        ("thx", [THANKED]),
    ]),
    ("undo", [
        ("alamosa to colorado springs march 25-27 2022 2 people 1300", [opened("Alamosa", "Colorado Springs")]),
        ("not that hotel", [bans(_B[2])]),
        ("undo", [stay_back(_B[2])]),
        ("whats the hotel rated", [rated()]),
        ("cool", [aside]),
    ]),
    ("why", [
        ("harlingen to corpus christi march 2-4 2022 5 people 3000", [opened("Harlingen", "Corpus Christi")]),
        ("mexican food and no smoking", [cuisines("Mexican"), forbids("smoking")]),
        ("why?", [why_answered]),
        ("actually the mexican food is whatever, drop it", [cuisines(), forbids("smoking")]),
        ("whats for dinner day 2", [meal_said(2, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("why", [
        ("bakersfield to palm springs march 11-13 2022 2 ppl 1800", [opened("Bakersfield", "Palm Springs")]),
        ("why?", [why_answered]),
        ("make it 2000 then", [budget(2000)]),
        ("whats the total", [total_said]),
        ("thx", [THANKED]),
    ]),
    ("party", [
        ("arcata to redding march 19-21 2022 just me 800", [opened("Arcata", "Redding")]),
        ("add my brother", [people(2)]),
        ("and raise budget to 1100", [budget(1100)]),
        ("how much is day 2", [day_cost_said(2)]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("brainerd to st cloud march 6-8 2022 4 ppl 2200", [opened("Brainerd", "St. Cloud")]),
        ("entire home only", [local("room type", "entire room")]),
        ("no wait private room is fine", [room_relaxed]),
        ("where are we sleeping", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("banplus", [
        ("valdosta to gainesville march 12-14 2022 2 people 1100", [opened("Valdosta", "Gainesville")]),
        ("not that hotel, and something with better reviews", [ban_unread(_B[3], "review")]),
        ("where are we staying now", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("dates", [
        ("champaign to belleville mar 20-22 2022 2 ppl $1300", [opened("Champaign", "Belleville")]),
        ("add a day", [dates(20, 23)]),
        ("scrap that", [dates(20, 22)]),
        ("whats the cheapest dinner", [cheapest("dinner")]),
        ("thanks", [THANKED]),
    ]),
    ("budget", [
        ("saginaw to lansing march 26-28 2022 3 people 1700", [opened("Saginaw", "Lansing")]),
        ("forget the budget", [budget_lifted]),
        ("ok actually keep it at 1700", [budget_held(1700)]),  # (the lead: the budget the trip holds, said; no re-plan)
        ("what's the hotel rated", [rated()]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("petersburg to charlottesville march 3-5 2022 2 ppl 1500", [opened("Petersburg", "Charlottesville")]),
        ("chinese food, no smoking, and bump it to 1800",
         [cuisines("Chinese"), forbids("smoking"), budget(1800)]),
        ("whats the total", [total_said]),
        ("thanks!", [THANKED]),
    ]),
    ("why", [
        ("toledo to dayton march 16-18 2022 2 people 1000", [opened("Toledo", "Dayton")]),
        ("budget's 400 now", [budget(400)]),
        ("why?", [why_answered]),
        ("fine, 1000 again", [budget(1000)]),
        ("ty", [THANKED]),
    ]),
    ("party", [
        ("cedar rapids to des moines march 9-11 2022 6 people 3500", [opened("Cedar Rapids", "Des Moines")]),
        ("two more are coming, 8 total", [people(8)]),
        ("and budget 4500", [budget(4500)]),
        ("what's the hotel rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("question", [
        ("hyannis to nantucket march 23-25 2022 2 ppl 2200", [opened("Hyannis", "Nantucket")]),
        ("how do we get there", [HOW_THERE]),
        ("can we take the ferry", [cannot("ferry")]),
        ("ok whats the total", [total_said]),
        ("thanks", [THANKED]),
    ]),
    ("dates", [
        ("kona to hilo march 14-16 2022 2 people 1600", [opened("Kona", "Hilo")]),
        ("push it a week later", [dates(21, 23)]),
        ("no wait, keep the original dates", [dates(14, 16)]),
        ("whats for dinner day 2", [meal_said(2, "dinner")]),
        ("thanks", [THANKED]),
    ]),
    ("undo", [
        ("green bay to mosinee march 1-3 2022 1 person 700", [opened("Green Bay", "Mosinee")]),
        ("make it 2 of us", [people(2)]),
        ("and 1000", [budget(1000)]),
        ("undo", [undone(700, 2)]),
        ("whats the total", [total_said]),
    ]),
    ("why", [
        ("helena to great falls march 27-29 2022 2 people 1100", [opened("Helena", "Great Falls")]),
        ("no smoking and no parties", [forbids("smoking", "parties")]),
        ("why?", [why_answered]),
        ("actually parties are fine", [forbids("smoking")]),
        ("hows the hotel rated", [rated()]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("longview to shreveport march 5-7 2022 4 ppl 1900", [opened("Longview", "Shreveport")]),
        ("make it 3 people and 1500 and start a day earlier", [people(3, 1500), dates(4, 6)]),
        ("whats the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("undo", [
        ("yakima to wenatchee mar 17-19 2022 2 of us 1200", [opened("Yakima", "Wenatchee")]),
        ("not that hotel.", [bans(_B[4])]),
        ("no wait, that one was fine", [stay_back(_B[4])]),
        ("where are we staying", [stay_said]),
        ("thx", [THANKED]),
    ]),
    ("typo", [
        ("ogden to moab march 21-23 2022 3 people 2100", [opened("Ogden", "Moab")]),
        ("italain food pls", [cuisines("Italian")]),
        ("no wait, scrap that, mexican", [cuisines("Mexican")]),
        ("whats the cheapest lunch", [cheapest("lunch")]),
        ("ty", [THANKED]),
    ]),
    ("banplus", [
        ("owensboro to paducah 3/13-3/15/2022 2ppl 900", [opened("Owensboro", "Paducah")]),
        ("not that place, and make it cheaper", [ban_and(_B[5], cheaper, "cheap")]),
        ("how much left", [money]),
        ("thanks", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

_ = (_names, _stay_entries)  # kept for probes of the stays

# HEAD (ff0dcd9): turns right of all, per category, measured on a pristine copy before any fix. 178 right, 26 wrong
# (19 with the reason named, 7 silent) of 204.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"swap": (20, 31), "party": (29, 30), "takeback": (13, 15), "dates": (18, 20),
                                            "several": (26, 29), "undo": (16, 20), "why": (32, 32), "banplus": (10, 12),
                                            "budget": (4, 5), "question": (5, 5), "typo": (5, 5)}
# After this set's fixes: NOW_RIGHT of 204 (KNOWN_GAPS the rest); 197 with the lead's "keep it at 1700" (the budget held, said);
# 198 since the twenty-third set's ("swap it for spokane" after "whats the second city": that stop swapped); 204 since
# the order rule (``city_order``: a stop asked by its place is kept there; one check corrected with it, marked).
NOW_RIGHT = 204

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (The six of the route's order, a stop
# asked by its place visited at another, are kept since the order rule ``city_order``, which the planners keep.)
KNOWN_GAPS: dict[tuple[int, int], str] = {}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentysecond", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=190)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


@pytest.mark.parametrize(("text", "read"), [("Manhattan.: no other stay", "Manhattan. No other stay"),
                                          ("- Apartment.: Entire home/apt", "- Apartment. Entire home/apt"),
                                          ("wait...: yes", "wait...: yes"), ("Sons & Co.; lunch", "Sons & Co.; lunch"),
                                          ("at 10:30.", "at 10:30."), ("night 1: Apt.\n", "night 1: Apt.\n")])
def test_a_name_ending_in_a_full_stop_is_read_once_before_a_colon(text: str, read: str) -> None:
    assert tidy_marks(text) == read


@pytest.mark.parametrize(("text", "rest"), [("1500 and start a day earlier", "1500 "),
                                            ("make it 3 people and 1500 and start a day earlier", "make it 3 people and 1500 "),
                                            ("push it back a week", " "), ("add chinese food", "add chinese food")])
def test_a_move_of_the_whole_trip_leaves_the_rest_to_the_parser(text: str, rest: str) -> None:
    assert without_shift(text) == rest


if __name__ == "__main__":
    main()
