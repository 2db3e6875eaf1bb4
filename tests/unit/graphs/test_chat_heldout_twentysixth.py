"""A twenty-sixth held-out conversation set for the chat (issue 39, helper CONV26), written before the chat's code was
read for it and scored on HEAD f72e222 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set or test
named (every "X to Y" of the test files grepped): state tours from an origin no set paired with that state (Salt Lake
City to Idaho, College Station to Louisiana, Cleveland to Michigan, Syracuse to Pennsylvania, Baltimore to Virginia,
Asheville to Georgia), and one-city trips between cities no set named together (Watertown to Rochester, Fort Dodge to
Dubuque, Santa Rosa to Santa Maria, Lewisburg to Erie, Sun Valley to Twin Falls, Vernal to Cedar City, Burbank to Santa
Maria, Elmira to Niagara Falls, Dallas to Lake Charles, Dallas to San Angelo, Washington to Norfolk, Saginaw to
Pellston, Muskegon to Sault Ste. Marie, Kalispell to Bozeman, Providence to White Plains, Devils Lake to Mosinee, Cedar
City to Moab, Colorado Springs to North Platte, Moab to Durango, Owensboro to Lexington, Plattsburgh to Ogdensburg, West
Palm Beach to Punta Gorda, Charlottesville to Petersburg, Everett to Yakima, Prescott to Yuma, Great Falls to West
Yellowstone, Newport News to Roanoke, Wichita Falls to Fort Smith, Belleville to Moline, Pensacola to Houston, Fort
Wayne to Muskegon, Santa Rosa to Redding, Bemidji to Minot, Gustavus to Hibbing), on dates of March 2022 (the three
with flights in the data on those days: Dallas to Lake Charles and to San Angelo, Washington to Norfolk, Pensacola to
Houston).

It is written as different people chat: a family whose party shrinks for a tournament and grows back ("tournament got
cancelled lol, all 5 again"), a family joined by a grandmother and her dog, an anniversary, a honeymoon, a bachelor
weekend that loses three, friends, a solo traveller; and the extended wishes, each changed or taken back: a stay's
rating ("somewhere rated at least 4", "bump it to 5", "drop the rating thing"), a nightly cap ("max 150 a night", "ugh
fine, 180 a night then", "forget the nightly cap"), a meal cap per person ("food max $25 per person per meal", "make
that 30", "no limit on food"), cuisines wanted and avoided, some the data lacks ("i really want thai food", "we're
vegan", "neither of us can stand seafood", "actually chinese is fine"), must-see sights and sights to skip ("skip the
zoo", "oh and the lighthouse too", "actually the zoo is fine", "skip the water park", "colonial williamsburg" that is in
another city), a pace ("max 2 attractions per day", "one a day", "pack it in"), flight windows ("flights between 10am
and 2pm", "eh make it after 5pm instead", "land by noon", "forget the landing time"), red-eyes ("no red eyes", "a
red-eye is fine if it's cheaper"), driving hours ("no more than 6 hrs behind the wheel", "5 hours max", "forget the
driving limit"), and a tour's order ("start in boise", "actually twin falls first, then boise", "order doesnt matter",
"end in detroit", "grand rapids before lansing"); questions about the plan (a meal's price, a day's meals, why that
hotel, what changed, the total, what is left), undo, cheaper then nicer, a hotel and a lunch place said unwanted, a
destination changed and taken back ("no wait, lexington was better"), a question cancelled then the trip given again
("ok fine let's do it after all: ..."), several changes in one message, terse messages ("3ppl", ">=4 stars"), chatty
ones, typos ("colorado sprngs to north plate", "chinese fod", "chaeper", "hw much"), a vague opener and a French one.
Each turn is right, or wrong with its reason named or a question asked ("named"), or wrong in silence (harness:
tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentysixth``.

Figures, turns of 219 in 40 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
f72e222 as first scored 185 / 21 / 13. Six checks were corrected after scoring, each marked where it stands, and four
strengthened: "oh and the lighthouse too" said right after "skip the zoo" skips the lighthouse too (the check had it a
sight to see; so the turn after it); "ok just the battlefield then" with that one sight held changes nothing, so its
check is the rule kept, not a plan shown; "but skip the water park" in Yuma, whose data calls no sight a water park,
keeps nothing out and says so; Pizza is held among the data's cuisines beyond TravelPlanner's seven ("more cuisines"),
so "we love pizza" is checked there (two turns); and the stops said on the tours of Idaho and Michigan must keep the
origin (HEAD made Boise the origin, which the stop check let pass as "no plan"). With them HEAD is 186 / 22 / 11;
after the fixes 218 / 0 / 1 (the one left: ``KNOWN_GAPS``; right since stop 77: 219).

The fixes, each a cause. Silent first: "but skip the water park" took back the must-see "Yuma Territorial Prison State
Historic Park" by its word "park": an avoidance naming a sight's kind takes back only a held sight of that kind
(``take_back._of_kind_said``), and a kind the data lacks kept out is said so, never "I didn't understand"
(``not_applied._kept_out_already``); "start in boise" on a tour of Idaho from Salt Lake City made Boise the origin: a
city of the tour's state the order places is its first stop, never the origin (``understanding._tour_start``);
"colorado sprngs to north plate" lost both cities: the spelling pass put "Springs" in capitals into a request in lower
case, which then read "north plate" as words, so a city's word put right keeps the case it was typed in
(``spelling._cased_as``); "how much is dinner on day 1" answered the day's cost: one meal asked on its day is that meal's
place and price (``answers._meal_cost``, ``answers._PART_ASKED``); "undo" after a lunch place said unwanted found nothing
to undo, as "we don't want the lunch place on day 2" had been refused as a wish for a venue on a day: a meal's place not
wanted is that meal swapped (``swap._SWAP``). Then the named: "neither of us can stand seafood" asked for seafood
(``cuisine._AVERSE``); "i really want thai food" was asked about twice (a clause no reader read, and the lacking
cuisine), so "fine, italian or mediterranean then" never settled it: a lacking cuisine asked for claims its clause
(``cuisine.lacking_asked_spans``, from ``query._unknown_cuisines`` where it refused one: never in a restaurant's name,
"kobe hibachi & sushi"); "oh and the lighthouse too" after "skip the zoo" was not
understood: a sight added after one skipped is skipped too (``said_likewise._sight_wish_before``, ``sight_likewise``);
"ugh fine, 180 a night then" became a budget of $360 (``rule_value._FILLER`` takes "ugh"); "i'd like to fly but no red
eyes" asked "plan without 'i'd like to fly'?", where "we want to drive" is talk: "fly" is a plain word of a trip as
"drive" is (``clause_talk.PLAIN_WORDS``); "eh make it after 5pm instead" was "a time of day not understood": a bound
alone on a trip that holds a flight window is the flights' (``loose_times._window_again``); "no wait, lexington was
better" was not understood: a place said to be the better one is where the trip goes (``place_roles._INSTEAD_AFTER``);
"3 dropped out so 5" asked what 3 counts: the count right before those who leave is no party
(``said_before.people_count``); "ok just the battlefield then" was not understood: the one wish of its kind held, said
alone, is said kept (``not_applied._only_held``); "and we're vegan" said "diets" only: the diet said is named
(``answers._diet_named``); "hmm actually go nicer" (``intent_preferences`` "overall" takes "go"); "ok fine let's do it
after all: gustavus to hibbing ..." asked to plan without "let's do it after all": going ahead is talk
(``clause_form._SET_PHRASE``). Each is tested in tests/unit/nodes/chat/test_chat_conv26_fixes.py.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    house_rules,
    plan_or_reason,
    restored,
    rule,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, stop_is
from tests.unit.graphs.test_chat_heldout_eleventh import kept_or_asked
from tests.unit.graphs.test_chat_heldout_nineteenth import bans, stay_said, stop_said
from tests.unit.graphs.test_chat_heldout_ninth import cancelled
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, must_see, pace_most, people
from tests.unit.graphs.test_chat_heldout_tenth import flight_said
from tests.unit.graphs.test_chat_heldout_thirteenth import why_said
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import (
    _departures,
    _local,
    _windows,
    asks_more,
    change_said,
    day_sights,
    has_stop,
    held,
    lands_by,
    leaves_from,
    named,
    no_red_eye,
    not_stop,
    opened_naming,
    order_gone,
    pace_gone,
    people_plus,
    restaurant_out,
    stop_before,
)
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    cannot,
    cheaper,
    drive_or_flight,
    meal_said,
    nicer,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, dest_is, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentysecond import room_relaxed, tidy
from tests.unit.graphs.test_chat_heldout_twentythird import back_or_kept, stops_said


def _attractions(state: dict) -> str:
    return " ".join(str(d.get("attraction") or "") for d in state.get("plan") or [])


def skips(word: str) -> Check:
    """"Skip the zoo": a sight holding ``word`` held among the sights to avoid, and none in the plan, planned or its
    reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = _local(after).get("avoid sights") or []
        return any(word.lower() in s.lower() for s in held) and word.lower() not in _attractions(after).lower() and (
            plan_or_reason(before, after, said))
    return check


def skipped(*words: str) -> Check:
    """"Actually the zoo is fine": the sights to avoid are exactly those holding ``words`` (the zoo let back in),
    planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = _local(after).get("avoid sights") or []
        return len(held) == len(words) and all(any(w.lower() in s.lower() for s in held) for w in words) and (
            plan_or_reason(before, after, said))
    return check


def rule_kept(key: str, word: str) -> Check:
    """A wish said again that the trip holds already ("ok just the battlefield then"): the rule still holds it, nothing
    changed, the reply not "didn't understand"."""
    return lambda before, after, said: any(word.lower() in str(v).lower() for v in _local(after).get(key) or []) and (
        answered(before, after, said))


def lacks_said(kind: str) -> Check:
    """A sight kept out by a kind the data names no sight of ("skip the water park" in Yuma): nothing changed, and the
    reply says the data has none."""
    return lambda before, after, said: answered(before, after, said) and f"no {kind}" in said


def serves(*names: str) -> Check:
    """The cuisines asked for are exactly ``names``, among TravelPlanner's seven ("cuisine") and the data's others
    ("more cuisines"), planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = [*(_local(after).get("cuisine") or []), *(_local(after).get("more cuisines") or [])]
        return set(held) == set(names) and plan_or_reason(before, after, said)
    return check


def window(**bounds: str | None) -> Check:
    """A flight window held with these bounds ("flights between 10am and 2pm": depart_from 10:00, depart_until
    14:00), planned or its reason."""
    return lambda before, after, said: any(all(w.get(k) == v for k, v in bounds.items()) for w in _windows(after)) and (
        plan_or_reason(before, after, said))


def windows_gone(before: dict, after: dict, said: str) -> bool:
    """"Any time is fine" / "red-eyes are ok": no flight window held, planned or its reason."""
    return not _windows(after) and plan_or_reason(before, after, said)


def no_bound(bound: str) -> Check:
    """"Forget the landing time": no window holds ``bound`` any more, planned or its reason."""
    return lambda before, after, said: all(not w.get(bound) for w in _windows(after)) and plan_or_reason(
        before, after, said)


def departs_by(clock: str) -> Check:
    """"Nothing after 6pm": a window with no departure after ``clock`` held, and no flight of the plan leaves later,
    planned or its reason."""
    return lambda before, after, said: window(depart_until=clock)(before, after, said) and all(
        t <= clock for t in _departures(after))


def meal_priced(day: int, meal: str) -> Check:
    """"How much is dinner on day 1": the meal's place named with a dollar amount, nothing changed."""
    return lambda before, after, said: meal_said(day, meal)(before, after, said) and "$" in said


_B = [dict() for _ in range(3)]  # the places said unwanted, one holder per conversation that bans one

CATEGORIES = ("family", "group", "solo", "couple", "rating", "nightly", "meal", "cuisine", "mustsee", "skip", "pace",
              "flight", "driving", "order", "question", "undo", "cheaper", "ban", "several", "terse", "chatty", "typo",
              "vague", "foreign", "dates", "destination", "takeback", "budget", "cancel")

CONVERSATIONS: list[Conversation] = [
    # --- one-city trips ---------------------------------------------------------------------------------------------
    ("family", [
        ("hey! watertown to rochester march 4-6 2022, me, my wife and our 3 kids (4, 8 and 12), budget 2000",
         [opened("Watertown", "Rochester", people_number=5), house_rules("children under 10")]),
        ("the 12 yo has a tournament so just 4 of us", [people(4), house_rules("children under 10")]),
        ("and no smoking places pls", [forbids("smoking"), house_rules("children under 10")]),
        ("whats for breakfast on day 2", [or_none(meal_said(2, "breakfast"))]),
        ("tournament got cancelled lol, all 5 again", [people(5), house_rules("children under 10")]),
        ("thanks!", [THANKED]),
    ]),
    ("rating", [
        ("anniversary trip for the two of us, fort dodge to dubuque mar 7-9 2022, $1600. somewhere rated at least 4",
         [opened("Fort Dodge", "Dubuque", people_number=2), local("min stay rating", 4)]),
        ("bump it to 5", [local("min stay rating", 5)]),
        ("and keep it under $200 a night", [local("max night price", 200), rule("min stay rating", 5)]),
        ("hmm drop the rating thing, price matters more", [local("min stay rating", None), rule("max night price", 200)]),
        ("how much is the stay per night", [hotel_price]),
        ("perfect thx", [THANKED]),
    ]),
    ("cuisine", [
        ("santa rosa to santa maria march 10-12 2022, just me, $900, i really want thai food",
         [opened_naming("thai", "Santa Rosa", "Santa Maria", people_number=1)]),
        ("fine, italian or mediterranean then", [cuisines("Italian", "Mediterranean"), plan_or_reason]),
        ("actually drop mediterranean", [cuisines("Italian"), plan_or_reason]),
        ("and nothing fast food", [avoids_cuisines("Fast Food"), cuisines("Italian")]),
        ("whats lunch on day 2", [or_none(meal_said(2, "lunch"))]),
        ("ty", [THANKED]),
    ]),
    ("skip", [
        ("lewisburg to erie march 14-16 2022, 2 ppl, 1300. we must see presque isle state park",
         [opened("Lewisburg", "Erie", people_number=2), must_see("Presque Isle State")]),
        ("and skip the zoo, not into zoos", [skips("Zoo"), must_see("Presque Isle State")]),
        # corrected after scoring (this turn and the next): said right after "skip the zoo", "too" adds the lighthouse
        # to what is skipped, as a person reads it (the check had it a sight to see)
        ("oh and the lighthouse too", [skips("Lighthouse"), must_see("Presque Isle State")]),
        ("actually the zoo is fine", [skipped("Lighthouse"), must_see("Presque Isle State")]),
        ("what are we doing on day 2", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    ("pace", [
        ("sun valley to twin falls march 18-20 2022, 3 friends, 1200. we like to take it easy, max 2 attractions per day",
         [opened("Sun Valley", "Twin Falls", people_number=3), pace_most(2)]),
        ("actually make it one a day", [pace_most(1)]),
        ("what are we seeing day 2", [day_sights(2)]),
        ("ok forget the pace thing, pack it in", [pace_gone]),
        ("total cost?", [total_or_none]),
        ("cool ty", [THANKED]),
    ]),
    ("driving", [
        ("vernal to cedar city mar 21-23 2022, 2 people, $1200. we're driving ourselves, no more than 6 hrs behind "
         "the wheel a day", [opened("Vernal", "Cedar City", people_number=2),
                             kept_or_asked("max driving hours", 6.0, "driv")]),
        ("make that 5 hours max", [kept_or_asked("max driving hours", 5.0, "driv")]),
        ("ok forget the driving limit", [local("max driving hours", None)]),
        ("how long is the drive", [or_none(drive_or_flight)]),
        ("thanks", [THANKED]),
    ]),
    ("meal", [
        ("burbank to santa maria march 24-26 2022, 2 of us, 1100. food max $25 per person per meal",
         [opened("Burbank", "Santa Maria", people_number=2), local("max meal cost", 25.0)]),
        ("make that 30", [local("max meal cost", 30.0)]),
        ("how much is dinner on day 1", [or_none(meal_priced(1, "dinner"))]),
        ("no limit on food actually", [local("max meal cost", None)]),
        ("thx", [THANKED]),
    ]),
    ("nightly", [
        ("elmira to niagara falls march 4-6 2022 for 2, 1000 total", [opened("Elmira", "Niagara Falls")]),
        ("max 150 a night for the hotel", [local("max night price", 150)]),
        ("ugh fine, 180 a night then", [local("max night price", 180)]),
        ("whats the hotel", [or_none(stay_said)]),
        ("and forget the nightly cap", [local("max night price", None)]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("dallas to lake charles march 8-10 2022, 1 person, $900, i'd like to fly but no red eyes",
         [opened("Dallas", "Lake Charles", people_number=1), no_red_eye]),
        ("what time's my flight", [or_none(flight_said)]),
        ("eh a red-eye is fine if it's cheaper", [windows_gone]),
        ("but nothing before 9am", [leaves_from("09:00")]),
        ("thx", [THANKED]),
    ]),
    ("flight", [
        ("dallas to san angelo march 20-22 2022, 2 people, 900, we need to land by noon",
         [opened("Dallas", "San Angelo", people_number=2), lands_by("12:00")]),
        ("and don't make us leave before 10am", [leaves_from("10:00"), lands_by("12:00")]),
        ("ok forget the landing time", [no_bound("arrive_until"), leaves_from("10:00")]),
        ("how are we getting there", [or_none(HOW_THERE)]),
        ("what did you change", [change_said("land", "arriv")]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("washington to norfolk 3/15-3/17/2022, 2 people, $800, flights between 10am and 2pm please",
         [opened("Washington", "Norfolk", people_number=2), window(depart_from="10:00", depart_until="14:00")]),
        ("eh make it after 5pm instead", [window(depart_from="17:00"), no_bound("depart_until")]),
        ("how much are the flights", [money]),
        ("what did you change", [change_said("5", "17", "flight")]),
        ("thanks", [THANKED]),
    ]),
    ("ban", [
        ("saginaw to pellston march 26-28 2022 2 people 1400", [opened("Saginaw", "Pellston")]),
        ("not that hotel, looks sketchy", [or_none(bans(_B[0]))]),
        ("and we don't want the lunch place on day 2", [or_none(restaurant_out(2, "lunch", _B[2]))]),
        ("undo", [restored]),
        ("whats the hotel now", [or_none(stay_said)]),
        ("ok ty", [THANKED]),
    ]),
    ("foreign", [
        ("bonjour, nous voulons aller de muskegon à sault ste. marie", [ENGLISH_ONLY]),
        ("oops sorry. muskegon to sault ste. marie, march 11-13 2022, 2 people, 1500",
         [opened("Muskegon", "Sault Ste. Marie")]),
        ("no fast food please", [avoids_cuisines("Fast Food")]),
        ("whats dinner day 1", [or_none(meal_said(1, "dinner"))]),
        ("merci, thanks!", [THANKED]),
    ]),
    ("vague", [
        ("can you plan me a trip somewhere nice in march", [asks_more]),
        ("from kalispell to bozeman, march 15-17 2022", [held(org="Kalispell", dest="Bozeman")]),
        ("just me", [held(org="Kalispell", dest="Bozeman", people_number=1)]),
        ("800 bucks", [opened("Kalispell", "Bozeman", people_number=1, budget=800)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("providence to white plains march 2-4 2022, 2 people, 900", [opened("Providence", "White Plains")]),
        ("make it 3 people and 1200, also we want mexican food and no smoking",
         [people(3, 1200), cuisines("Mexican"), forbids("smoking")]),
        ("hotel at least 3 stars and under 250/night", [rule("min stay rating", 3), local("max night price", 250),
                                                        cuisines("Mexican")]),
        ("what changed?", [change_said("250", "night", "rat", "star")]),
        ("k bye", [THANKED]),
    ]),
    ("undo", [
        ("devils lake to mosinee march 6-8 2022 2 people 1000", [opened("Devils Lake", "Mosinee")]),
        ("indian food please", [cuisines("Indian")]),
        ("and 4 stars minimum", [rule("min stay rating", 4), cuisines("Indian")]),
        ("undo", [restored, cuisines("Indian")]),
        ("what did you change", [change_said("rat", "star", "4", "back", "undid", "undo")]),
        ("thx", [THANKED]),
    ]),
    ("chatty", [
        ("Hi there! So my best friend and I have been dreaming of a girls' weekend and we finally picked one: Cedar "
         "City to Moab, March 17th through the 19th, 2022. We have around $1,400 to spend between the two of us. We'd "
         "love a place that's really well reviewed, nothing under 4 stars if possible!",
         [opened("Cedar City", "Moab", people_number=2, budget=1400), local("min stay rating", 4)]),
        ("Oh amazing, thank you! One thing I forgot, neither of us can stand seafood, so please keep that off the menu.",
         [avoids_cuisines("Seafood"), rule("min stay rating", 4)]),
        ("And we absolutely have to see Arches National Park, it's the whole reason we're going haha",
         [must_see("Arches")]),
        ("What are we doing on the first day?", [day_sights(1)]),
        ("You're the best, thank you so much!!", [THANKED]),
    ]),
    ("typo", [
        ("colorado sprngs to north plate march 21-23 2022 2 ppl 1300", [opened("Colorado Springs", "North Platte")]),
        ("chinese fod pls", [cuisines("Chinese")]),
        ("chaeper", [cheaper]),
        ("hw much is day 2", [or_none(day_cost_said(2))]),
        ("thnx", [THANKED]),
    ]),
    ("dates", [
        ("moab to durango march 9-11 2022 2 people 1000", [opened("Moab", "Durango")]),
        ("can we push it back 2 days", [dates(11, 13)]),
        ("and add one more day", [dates(11, 14)]),
        ("actually back to 3 days", [dates(11, 13)]),
        ("total?", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("destination", [
        ("owensboro to lexington march 12-14 2022 2 people 900", [opened("Owensboro", "Lexington")]),
        ("hmm what about louisville instead", [dest_is("Louisville", people_number=2, budget=900)]),
        ("no wait, lexington was better", [dest_is("Lexington", people_number=2, budget=900)]),
        ("where do we stay", [or_none(stay_said)]),
        ("thx", [THANKED]),
    ]),
    ("ban", [
        ("plattsburgh to ogdensburg march 25-27 2022, 2 people, 900", [opened("Plattsburgh", "Ogdensburg")]),
        ("we don't like the hotel, another one?", [or_none(bans(_B[1]))]),
        ("which hotel now", [or_none(stay_said)]),
        ("hmm the old one was better actually", [back_or_kept(_B[1])]),
        ("thx", [THANKED]),
    ]),
    ("group", [
        ("west palm beach to punta gorda march 3-5 2022, 8 of us for a bachelor weekend, 3000, entire homes only",
         [opened("West Palm Beach", "Punta Gorda", people_number=8), local("room type", "entire room")]),
        ("3 dropped out so 5", [people(5), rule("room type", "entire room")]),
        ("shared rooms are fine actually", [room_relaxed]),
        ("how much each", [money]),
        ("cheers", [THANKED]),
    ]),
    ("mustsee", [
        ("charlottesville to petersburg march 11-13 2022 2 people 1000, we want to see the petersburg national "
         "battlefield", [opened("Charlottesville", "Petersburg"), must_see("Battlefield")]),
        ("can we also see colonial williamsburg", [named("williamsburg")]),
        # corrected after scoring: the battlefield is the one sight held, so nothing changes and the reply says so
        ("ok just the battlefield then", [rule_kept("must see", "Battlefield")]),
        ("what do we eat on day 2", [day_meals(2)]),
        ("ty", [THANKED]),
    ]),
    ("terse", [
        ("everett to yakima 3/18-3/20/2022 1 person 700", [opened("Everett", "Yakima")]),
        ("3ppl", [people(3)]),
        ("no bbq", [avoids_cuisines("BBQ")]),
        (">=4 stars", [local("min stay rating", 4), avoids_cuisines("BBQ")]),
        ("undo", [restored]),
        ("thx", [THANKED]),
    ]),
    ("couple", [
        ("prescott to yuma march 16-18 2022 honeymoon!! 2 of us, $2500, want the nicest place possible",
         [opened("Prescott", "Yuma", people_number=2, budget=2500)]),
        ("whats it rated", [rated()]),
        ("we'd love to see the territorial prison", [must_see("Territorial Prison")]),
        # corrected after scoring: no sight of Yuma is called a water park in the data (Waylon's Water World is not),
        # so nothing is kept out, the must-see stays, and the reply says why
        ("but skip the water park", [lacks_said("water park"), rule_kept("must see", "Territorial Prison")]),
        ("thank you!!", [THANKED]),
    ]),
    ("cuisine", [
        ("great falls to west yellowstone march 19-21 2022 2 people 1100, no chinese",
         [opened("Great Falls", "West Yellowstone"), avoids_cuisines("Chinese")]),
        ("and we're vegan", [named("vegan"), rule("avoid cuisines", ["Chinese"])]),
        # corrected after scoring (this turn and the next): Pizza is held among the cuisines beyond TravelPlanner's
        # seven ("more cuisines"), as the data model keeps them apart; the check read the seven only
        ("ok and we love pizza", [serves("Pizza"), avoids_cuisines("Chinese")]),
        ("actually chinese is fine", [avoids_cuisines(), serves("Pizza")]),
        ("whats lunch day 2", [or_none(meal_said(2, "lunch"))]),
        ("thx", [THANKED]),
    ]),
    ("family", [
        ("newport news to roanoke march 23-25 2022, 2 adults and a baby, 1200",
         [opened("Newport News", "Roanoke"), house_rules("children under 10")]),
        ("my mom is coming too", [people_plus(1), house_rules("children under 10")]),
        ("and she has a dog, needs to be pet friendly", [house_rules("children under 10", "pets")]),
        ("what's the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("budget", [
        ("wichita falls to fort smith march 27-29 2022 2 people 1000", [opened("Wichita Falls", "Fort Smith")]),
        ("bump it to 1300", [budget(1300)]),
        ("nah too much, 1150", [budget(1150)]),
        ("how much do we have left over", [money]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("belleville to moline march 5-7 2022 2 people 900, no smoking, no parties",
         [opened("Belleville", "Moline"), forbids("smoking", "parties")]),
        ("eh smoking's fine", [forbids("parties")]),
        ("oh and no pets, my husband is allergic", [forbids("parties", "pets")]),
        ("where are we staying", [or_none(stay_said)]),
        ("thanks", [THANKED]),
    ]),
    ("flight", [
        ("pensacola to houston march 8-12 2022, 2 people, 2500", [opened("Pensacola", "Houston")]),
        ("we'd rather drive honestly", [mode("no flight")]),
        ("how long is the drive", [or_none(drive_or_flight)]),
        ("hmm thats long, flying is ok after all but no red-eyes", [mode(None), no_red_eye]),
        ("when do we fly out", [or_none(flight_said)]),
        ("ty", [THANKED]),
    ]),
    ("question", [
        ("fort wayne to muskegon march 28-30 2022 2 people 700", [opened("Fort Wayne", "Muskegon")]),
        ("why that hotel?", [or_none(why_said("rat", "$", "price", "cost", "cheap"))]),
        ("whats for dinner on day 1 and how much", [or_none(meal_priced(1, "dinner"))]),
        ("can we take the bus", [cannot("bus")]),
        ("thx", [THANKED]),
    ]),
    ("cheaper", [
        ("santa rosa to redding march 10-12 2022 2 people 1500", [opened("Santa Rosa", "Redding")]),
        ("somthing cheaper pls", [cheaper]),
        ("hmm actually go nicer", [or_none(nicer)]),
        ("what changed", [change_said("hotel", "stay", "nicer", "rat", "$")]),
        ("thx", [THANKED]),
    ]),
    ("solo", [
        ("bemidji to minot 3/1-3/3 2022 solo trip, 700", [opened("Bemidji", "Minot", people_number=1)]),
        ("gotta see the scandinavian heritage park", [must_see("Scandinavian Heritage Park")]),
        ("and the air museum", [must_see("Scandinavian Heritage Park", "Air Museum")]),
        ("nah drop the air museum", [must_see("Scandinavian Heritage Park")]),
        ("sights day 2?", [day_sights(2)]),
        ("thx", [THANKED]),
    ]),
    ("cancel", [
        ("gustavus to hibbing, 2 people, 1200", [held(org="Gustavus", dest="Hibbing")]),
        ("never mind, forget it", [cancelled]),
        ("ok fine let's do it after all: gustavus to hibbing march 13-15 2022, 2 people, 1200",
         [opened("Gustavus", "Hibbing", people_number=2)]),
        ("what's the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    # --- state tours ------------------------------------------------------------------------------------------------
    ("order", [
        ("salt lake city to idaho 5 days 2 cities march 6 2022 2 people 3000",
         [opened("Salt Lake City", "Idaho", visiting_city_number=2)]),
        # strengthened after scoring (this turn and the next): a stop said never moves the trip's origin (HEAD made
        # Boise the origin, and the check, taking "no plan" as an answer, let it pass)
        ("start in boise", [stop_is((1, "Boise")), trip(org="Salt Lake City")]),
        ("actually twin falls first, then boise", [stop_is((1, "Twin Falls"), (2, "Boise")), trip(org="Salt Lake City")]),
        ("nvm order doesnt matter", [order_gone]),
        ("which cities", [or_none(stops_said)]),
        ("ty", [THANKED]),
    ]),
    ("driving", [
        ("college station to louisiana 7 days 3 cities march 14 2022 2 people 4000",
         [opened("College Station", "Louisiana", visiting_city_number=3)]),
        ("new orleans has to be in there", [has_stop("New Orleans")]),
        ("and no more than 4 hours driving a day", [kept_or_asked("max driving hours", 4.0, "driv")]),
        ("skip shreveport", [not_stop("Shreveport")]),
        ("which cities are we visiting", [or_none(stops_said)]),
        ("thanks", [THANKED]),
    ]),
    ("order", [
        ("cleveland to michigan 7 days 3 cities march 20 2022 3 people 4500",
         [opened("Cleveland", "Michigan", visiting_city_number=3)]),
        ("end in detroit", [stop_is((3, "Detroit")), trip(org="Cleveland")]),
        ("and grand rapids before lansing", [stop_before("Grand Rapids", "Lansing"), trip(org="Cleveland")]),
        ("whats the second city", [or_none(stop_said(2))]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("syracuse to pennsylvania 5 days 2 cities march 2 2022 2 adults 2 kids (6 and 8) 3500",
         [opened("Syracuse", "Pennsylvania", visiting_city_number=2, people_number=4),
          house_rules("children under 10")]),
        ("the kids want the carnegie science center", [must_see("Carnegie Science")]),
        ("and avoid philadelphia", [not_stop("Philadelphia"), must_see("Carnegie Science")]),
        ("whats the first city", [or_none(stop_said(1))]),
        ("ty", [THANKED]),
    ]),
    ("rating", [
        ("baltimore to virginia 7 days 3 cities march 22 2022 2 people 4000",
         [opened("Baltimore", "Virginia", visiting_city_number=3)]),
        ("hotels rated 4+ and max $200/night", [rule("min stay rating", 4), local("max night price", 200)]),
        ("meals under $30 each", [local("max meal cost", 30.0), rule("min stay rating", 4)]),
        ("forget the hotel rating", [local("min stay rating", None), rule("max night price", 200)]),
        ("whats the 3rd city", [or_none(stop_said(3))]),
        ("thx", [THANKED]),
    ]),
    ("mustsee", [
        ("asheville to georgia 5 days 2 cities march 16 2022 2 people 3000",
         [opened("Asheville", "Georgia", visiting_city_number=2)]),
        ("savannah has to be one", [has_stop("Savannah")]),
        ("no flying, and no more than 5 hrs driving a day",
         [mode("no flight"), kept_or_asked("max driving hours", 5.0, "driv")]),
        ("we want to see forsyth park", [must_see("Forsyth Park")]),
        ("whats for dinner on day 3", [or_none(meal_said(3, "dinner"))]),
        ("ty", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (None since stop 77: "we'd rather drive
# honestly" is held as the rule it reads, no flight, where the plan already drives; ``transportation._wished``.)
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (f72e222): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 186 right, 33 wrong (22 with the reason named or asked, 11 silent) of 219.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "family": (16, 16), "group": (4, 5), "solo": (6, 6), "couple": (4, 5), "rating": (12, 12), "nightly": (4, 6),
    "meal": (4, 5), "cuisine": (7, 12), "mustsee": (10, 11), "skip": (4, 6), "pace": (6, 6), "flight": (15, 22),
    "driving": (11, 11), "order": (9, 11), "question": (5, 5), "undo": (6, 6), "cheaper": (4, 5), "ban": (9, 11),
    "several": (5, 5), "terse": (6, 6), "chatty": (4, 5), "typo": (1, 5), "vague": (6, 6), "foreign": (5, 5),
    "dates": (6, 6), "destination": (4, 5), "takeback": (5, 5), "budget": (5, 5), "cancel": (3, 5)}
NOW_RIGHT = 219  # stop 77: (29, 1) "we'd rather drive honestly" held as the rule

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentysixth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=200)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
