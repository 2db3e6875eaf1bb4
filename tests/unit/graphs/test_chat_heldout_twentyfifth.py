"""A twenty-fifth held-out conversation set for the chat (issue 39, helper CONV25), written before the chat's code was
read for it and scored on HEAD da2b6f0 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set
opened: state tours from an origin no set paired with that state (Houston to Tennessee, Detroit to Iowa, Pittsburgh to
Missouri, Charlotte to Kentucky, San Diego to Arizona, Denver to Montana, Dallas to Nebraska, Richmond to
Massachusetts), and one-city trips between cities no set named together (Minot to Williston, Dubuque to Sioux City,
Arcata to Santa Rosa, Devils Lake to Marquette, Gustavus to St. Cloud, Scranton to Johnstown, Butte to Redding, Grand
Island to Scottsbluff, Belleville to Valparaiso, West Palm Beach to White Plains, Appleton to St. Petersburg, Portland
to San Jose, Burbank to Salt Lake City, Atlantic City to Trenton, Bloomington to Belleville, Escanaba to Pellston,
Gustavus to La Crosse, Niagara Falls to Rochester, Midland to Roswell, Pellston to Sault Ste. Marie, Spokane to Walla
Walla, Martha's Vineyard to Nantucket, North Bend to Everett, Hilo to Kona, Little Rock to Texarkana, Newport News to
Staunton, Greenville to Hilton Head, Santa Barbara to Santa Maria, Las Vegas to Stockton, Newburgh to Providence,
Elmira to Rochester, Lubbock to Santa Fe), on dates of March 2022.

It is written as different people chat: a family whose party shrinks and grows back ("the 9 year old has a sleepover",
"nvm she's coming after all"), a honeymoon, college friends who lose two, sisters with their terrier, a solo
traveller; and the extended wishes, each changed or taken back: a stay's rating ("only hotels rated 4+", "make that 5
stars", "forget the star thing"), a nightly cap ("under 300 a night"), a meal cap ("meals under $20 a person", "forget
the meal limit"), cuisines wanted and avoided, some the data lacks ("love korean food", "we're vegetarian"), must-see
sights ("we have to see presque isle park", "drop meow wolf"), a pace ("one sight a day max", "no limit on sights"),
flight windows ("no red-eyes", "nothing before 9am", "land before 6pm", "early flights are fine"), driving hours, and a
tour's order ("start in nashville", "kansas city before st. louis", "order doesnt matter"); questions about the plan
and about what changed ("what changed?"), undo twice, "cheaper"/"nicer", a restaurant and a hotel said unwanted,
several changes in one message, very terse messages ("2ppl", "4 stars+", "<$150/night"), chatty ones, typos ("marh",
"smokng", "cheeper", "totl"), a vague opener ("i need a vacation") and a Spanish one. Each turn is right, or wrong with
its reason named or a question asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a
script it scores every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentyfifth``.

Figures, turns of 203 in 40 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
da2b6f0 as first scored 188 / 11 / 4. Five checks were corrected after scoring, each marked where it stands: "nicer
hotel pls" on Grand Island to Scottsbluff is answered by saying the plan already has the best rated stays the budget
allows (the data has no better one that fits); Appleton to St. Petersburg has no plan (the data has no flight, taxi or
drive on March 15), so the restaurant said unwanted there is answered by saying so; "undo again" after an undo whose
reply said "say undo again to redo it" redoes, as announced; "seafood every night" is asked about ("plan without
it?"), since a cuisine rule asks it at one meal at least; and "we're vegetarian" changes nothing, so its check is the
rule held, not a plan (the check was wrong about the reply, not the data). With them HEAD is 192 / 9 / 2; after the
fixes 200 / 3 / 0, and 203 / 0 / 0 once an opening's quality said with no number was planned as a
preference (``nodes/chat/favoured``, the next stop). The fixes also right two misses the eighteenth set kept ((1, 3),
(37, 2)).

The fixes, each a cause: "no redeye either" after "land before 6pm" dropped the landing time (silent): a new flight
window set every held bound on its leg anew, the red-eye's implied 23:59 too; now windows merge bound by bound, and a
kind ruled out ("no red-eye") sets none anew (``rule_merge._added_up``, ``_a_kind``, ``_unbound``;
``flight_window_readers.RED_EYE`` made public for it), so "nothing before 9am" after "no red-eyes" also keeps the
red-eye's evening bounds; "whats it rated" answered with the trip's summary (silent): the stay asked of by "it" is the
hotel topic (``intent_questions._TOPICS``); "forget the star thing" found no wish: a stay's stars said alone name its
rating (``stay_rating.CONSTRAINT.mention``); "and the lighthouse too" after "we have to see presque isle park" was not
understood: a short adding message after a sight wished for is that wish said of another sight the data names, past
earlier ones (``said_likewise.sight_likewise``, the sandbox passed by ``understand._read_message``; "and skip the
walking tours" names none, and stays an avoidance); "we don't want to eat at that
dinner place on day 1" was read as a wish to eat there on a day: a meal's place turned down is that meal swapped
(``swap._SWAP``), and on a trip no plan meets the reply says there is no plan and why (``swap.names_a_part``,
``before_parsing._no_part``); "...the trip we always talked about, escanaba to pellston, March 9th..." lost its origin:
a lower-case "X to Y" set apart as a clause of its own is a route in a message that capitalises only "My", "I" and
the month (``place_roles._route_alone``); "what do we eat on day 2" while "plan without it?" was open on a wish for the
planned trip said the trip "isn't planned yet": the plan standing is answered, the question kept open
(``answered_first._edit_of_the_plan``); "can we do a train instead" was not understood: a mode the data lacks wished
instead is named with the modes it has (``transportation.LACKING_MODE_SAID``); "hmm nicer actually" was not understood:
the comparative alone among a change of mind's fillers is the nicer trip (``intent_preferences.PREFERENCES``,
"overall"). Found while probing the restaurant said unwanted, outside the set's turns: "we don't want to eat mexican"
asked for Mexican food; a cuisine one does not want to eat is avoided (``cuisine._AVERSE``; tested in
tests/unit/nodes/chat/test_chat_conv25_fixes.py with the readers above).
"""

from __future__ import annotations

import re

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    every_meal_kept,
    flight_from,
    house_rules,
    plan_or_reason,
    restored,
    rule,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import _stops, money, opened, stop_is
from tests.unit.graphs.test_chat_heldout_eleventh import kept_or_asked
from tests.unit.graphs.test_chat_heldout_nineteenth import bans, stay_said, stop_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, must_see, pace_most, people
from tests.unit.graphs.test_chat_heldout_tenth import flight_said
from tests.unit.graphs.test_chat_heldout_thirteenth import why_said
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    _admits,
    cannot,
    cheaper,
    cheapest,
    drive_or_flight,
    meal_said,
    nicer,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentyfourth import day_meals, dest_is, hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentysecond import room_relaxed, tidy
from tests.unit.graphs.test_chat_heldout_twentythird import back_or_kept, stops_said


def nicer_or_best(before: dict, after: dict, said: str) -> bool:
    """"Nicer hotel pls": the stays rated higher (``nicer``), or the reply says the plan already has the best rated stays
    the budget and the rules allow, the plan kept (corrected after scoring)."""
    return nicer(before, after, said) or ("already has the best rated stays" in said and answered(before, after, said))


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def _windows(state: dict) -> list[dict]:
    return list(_local(state).get("flight times") or [])


def _departures(state: dict) -> list[str]:
    return re.findall(r"Departure Time: (\d\d:\d\d)", " ".join(str(d.get("transportation")) for d in state.get("plan") or []))


def no_red_eye(before: dict, after: dict, said: str) -> bool:
    """"No red-eyes": a flight-time rule held, and no flight of the plan leaves at night (21:00 to 04:59), planned or
    its reason."""
    return bool(_windows(after)) and all("05:00" <= t < "21:00" for t in _departures(after)) and plan_or_reason(
        before, after, said)


def leaves_from(clock: str) -> Check:
    """"Nothing before 9am": a window with no departure before ``clock`` held, planned or its reason."""
    return lambda before, after, said: flight_from(clock)(before, after, said) and plan_or_reason(before, after, said)


def not_from(clock: str) -> Check:
    """"Early flights are fine" after "nothing before 9am": no window holds that start any more, planned or its reason."""
    return lambda before, after, said: all(w.get("depart_from") != clock for w in _windows(after)) and plan_or_reason(
        before, after, said)


def lands_by(clock: str) -> Check:
    """"Land before 6pm": a window with arrivals by ``clock`` held, planned or its reason."""
    return lambda before, after, said: any(w.get("arrive_until") == clock for w in _windows(after)) and (
        plan_or_reason(before, after, said))


def pace_gone(before: dict, after: dict, said: str) -> bool:
    """"No limit on sights": no pace held, planned or its reason."""
    return not _local(after).get("pace") and plan_or_reason(before, after, said)


def day_sights(day: int) -> Check:
    """"What are we seeing on day N": the day's sights named (or that there are none), nothing changed; on a trip no
    plan meets, that said."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return answered(before, after, said) and "no plan" in said.lower()
        spots = [s.rpartition(",")[0].strip() for s in str(after["plan"][day - 1].get("attraction") or "-").split(";")]
        spots = [s for s in spots if s]
        return answered(before, after, said) and (all(s in said for s in spots) if spots else "no" in said.lower())
    return check


def named(word: str) -> Check:
    """A wish the data or the chat cannot keep ("we're vegetarian", Korean food the data lacks): the reply names it and
    says it cannot, or asks to plan without it, or lists it as not kept; never dropped in silence."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        return word.lower() in low and (_admits(said) or "Shall I plan without" in said or "**Not kept**" in said
                                        or "didn't read" in low)
    return check


def opened_naming(word: str, org: str, dest: str, **fields: object) -> Check:
    """An opening with a wish the data cannot serve: the trip held as asked (or waiting on "plan without it?"), the
    wish named."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = {**(after.get("draft") or {}), **(after.get("trip") or {})}
        return all(held.get(k) == v for k, v in {"org": org, "dest": dest, **fields}.items()) and named(word)(
            before, after, said)
    return check


def restaurant_out(day: int, meal: str, holder: dict) -> Check:
    """"We don't want to eat at that dinner place on day 1": that place is in no meal of the plan after (or no plan,
    with its reason)."""
    def check(before: dict, after: dict, said: str) -> bool:
        entry = str((before.get("plan") or [{}] * day)[day - 1].get(meal) or "")
        holder["out"] = entry.rpartition(",")[0].strip() or "?"
        meals = " ".join(str(d.get(m)) for d in after.get("plan") or [] for m in ("breakfast", "lunch", "dinner"))
        return holder["out"] != "?" and holder["out"] not in meals and plan_or_reason(before, after, said)
    return check


def asks_more(before: dict, after: dict, said: str) -> bool:
    """A vague opener ("i need a vacation"): no plan guessed, the reply asks for what a trip needs."""
    return not after.get("plan") and "?" in said and "didn't understand" not in said


def held(**fields: object) -> Check:
    """The trip (or the draft waiting on a question) holds ``fields``: an opening that may still ask for more."""
    def check(before: dict, after: dict, said: str) -> bool:
        state = after.get("trip") or after.get("draft") or {}
        return all(state.get(k) == v for k, v in fields.items())
    return check


def people_plus(more: int) -> Check:
    """"Two more adults": the party ``more`` larger than before, planned or its reason."""
    def check(before: dict, after: dict, said: str) -> bool:
        was = (before.get("trip") or {}).get("people_number") or 0
        return (after.get("trip") or {}).get("people_number") == was + more and plan_or_reason(before, after, said)
    return check


def has_stop(city: str) -> Check:
    """"Omaha has to be one of them": the plan stops there (or no plan, with its reason)."""
    return lambda before, after, said: plan_or_reason(before, after, said) and (
        not after.get("plan") or city in _stops(after))


def not_stop(city: str) -> Check:
    """"Skip louisville": the plan has no stop there, planned or its reason."""
    return lambda before, after, said: plan_or_reason(before, after, said) and city not in _stops(after)


def stop_before(first: str, then: str) -> Check:
    """"Kansas city before st. louis": both stops, the first before the other (or no plan, with its reason)."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return plan_or_reason(before, after, said)
        stops = _stops(after)
        return first in stops and then in stops and stops.index(first) < stops.index(then)
    return check


def order_gone(before: dict, after: dict, said: str) -> bool:
    """"Nvm order doesnt matter": no order held, planned or its reason."""
    return not _local(after).get("city order") and plan_or_reason(before, after, said)


def change_said(*words: str) -> Check:
    """"What changed?": answered (nothing changed), naming the last change (one of ``words``)."""
    return lambda before, after, said: answered(before, after, said) and "didn't understand" not in said and any(
        w.lower() in said.lower() for w in words)


_B = [dict() for _ in range(2)]  # the places said unwanted, one holder per conversation that bans one

CATEGORIES = ("family", "group", "solo", "rating", "nightly", "meal", "cuisine", "mustsee", "pace", "flight", "driving",
              "order", "question", "undo", "cheaper", "ban", "several", "terse", "chatty", "typo", "vague", "foreign",
              "dates", "destination", "takeback", "budget")

CONVERSATIONS: list[Conversation] = [
    # --- one-city trips ---------------------------------------------------------------------------------------------
    ("family", [
        ("hi! minot to williston march 3-5 2022, me + hubby + 2 kids (6 and 9), around 1400",
         [opened("Minot", "Williston", people_number=4), house_rules("children under 10")]),
        ("hmm the 9 year old has a sleepover, so 3 of us", [people(3), house_rules("children under 10")]),
        ("nvm she's coming after all", [people(4), house_rules("children under 10")]),
        ("actually budget 1200", [budget(1200)]),
        ("where do we sleep", [or_none(stay_said)]),
        ("thank u", [THANKED]),
    ]),
    ("rating", [
        ("dubuque to sioux city mar 7-9 2022 two adults 1500 and only hotels rated 4+",
         [opened("Dubuque", "Sioux City", people_number=2), local("min stay rating", 4)]),
        ("make that 5 stars actually", [local("min stay rating", 5)]),
        ("hmm and under 300 a night", [local("max night price", 300), rule("min stay rating", 5)]),
        ("forget the star thing", [local("min stay rating", None), rule("max night price", 300)]),
        ("what's the hotel rated", [rated()]),
        ("cheers", [THANKED]),
    ]),
    ("cuisine", [
        ("arcata to santa rosa march 10-12 2022, just me, 700, love korean food",
         [opened_naming("korean", "Arcata", "Santa Rosa", people_number=1)]),
        ("ok then mexican", [cuisines("Mexican"), plan_or_reason]),
        ("but no seafood", [avoids_cuisines("Seafood"), cuisines("Mexican")]),
        ("whats for dinner day 2", [or_none(meal_said(2, "dinner"))]),
        ("thx", [THANKED]),
    ]),
    ("mustsee", [
        ("devils lake to marquette march 14-16 2022 2 ppl $1100, we have to see presque isle park",
         [opened("Devils Lake", "Marquette"), must_see("Presque Isle")]),
        ("and the lighthouse too", [must_see("Presque Isle", "Lighthouse")]),
        ("actually skip the lighthouse", [must_see("Presque Isle")]),
        ("what are we seeing on day 2", [day_sights(2)]),
        ("ty", [THANKED]),
    ]),
    ("pace", [
        ("gustavus to st. cloud march 18-20 2022 3 friends 1300, nice and slow, one sight a day max",
         [opened("Gustavus", "St. Cloud", people_number=3), pace_most(1)]),
        ("eh make it 2 a day", [pace_most(2)]),
        ("no limit on sights actually", [pace_gone]),
        ("how much is the whole thing", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("driving", [
        ("scranton to johnstown mar 21-23 2022 2 people 1000. my dad wont drive more than 4 hours a day",
         [opened("Scranton", "Johnstown"), kept_or_asked("max driving hours", 4.0, "driv")]),
        ("make that 3 hours", [kept_or_asked("max driving hours", 3.0, "driv")]),
        ("ok forget the driving limit", [local("max driving hours", None)]),
        ("how long is the drive", [or_none(drive_or_flight)]),
        ("thanks", [THANKED]),
    ]),
    ("meal", [
        ("butte to redding march 24-26 2022, 2 of us, $900, meals under $20 a person please",
         [opened("Butte", "Redding", people_number=2), local("max meal cost", 20.0)]),
        ("actually $15", [local("max meal cost", 15.0)]),
        ("cheapest lunch?", [or_none(cheapest("lunch"))]),
        ("ok forget the meal limit", [local("max meal cost", None)]),
        ("thanks!", [THANKED]),
    ]),
    ("nightly", [
        ("grand island to scottsbluff march 4-6 2022 2 people 1200", [opened("Grand Island", "Scottsbluff")]),
        # corrected after scoring: no better rated stay fits the budget, and the reply says so
        ("nicer hotel pls", [or_none(nicer_or_best)]),
        ("too pricey, keep it under 250 a night", [local("max night price", 250)]),
        ("whats the hotel cost", [hotel_price]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("belleville to valparaiso march 8-10 2022 1 person 900, no red-eyes",
         [opened("Belleville", "Valparaiso", people_number=1), no_red_eye]),
        ("and nothing before 9am", [leaves_from("09:00")]),
        ("what time do we fly out", [or_none(flight_said)]),
        ("actually early flights are fine", [not_from("09:00")]),
        ("ty", [THANKED]),
    ]),
    ("flight", [
        ("west palm beach to white plains march 12-14 2022, 2 people, $1600, we want to land before 6pm",
         [opened("West Palm Beach", "White Plains"), lands_by("18:00")]),
        ("no redeye either", [no_red_eye, lands_by("18:00")]),
        ("how do we get there", [or_none(HOW_THERE)]),
        ("what did you change", [change_said("red-eye", "red eye", "redeye", "night", "flight")]),
        ("thanks", [THANKED]),
    ]),
    ("ban", [
        ("appleton to st. petersburg march 15-18 2022 2 people 2000", [opened("Appleton", "St. Petersburg")]),
        ("what's for dinner day 1", [or_none(meal_said(1, "dinner"))]),
        # corrected after scoring: the data has no flight, taxi or drive on March 15, so no plan (this turn and the next)
        ("we don't want to eat at that dinner place on day 1", [or_none(restaurant_out(1, "dinner", _B[0]))]),
        ("and no fast food", [avoids_cuisines("Fast Food")]),
        ("total?", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("foreign", [
        ("hola, queremos viajar de portland a san jose", [ENGLISH_ONLY]),
        ("sorry! portland to san jose march 20-23 2022, 2 people, 2000", [opened("Portland", "San Jose")]),
        ("no early flights", [leaves_from("08:00")]),
        ("whats the hotel", [or_none(stay_said)]),
        ("gracias, thanks", [THANKED]),
    ]),
    ("vague", [
        ("i need a vacation", [asks_more]),
        ("from burbank to salt lake city, march 25-27 2022, 2 of us",
         [held(org="Burbank", dest="Salt Lake City", people_number=2)]),
        ("1500", [opened("Burbank", "Salt Lake City", budget=1500)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("several", [
        ("atlantic city to trenton mar 2-4 2022, 2 people, 700", [opened("Atlantic City", "Trenton")]),
        ("3 of us, $900, and italian food", [people(3, 900), cuisines("Italian")]),
        ("and hotels with 4 stars or more, no smoking", [rule("min stay rating", 4), forbids("smoking"),
                                                         cuisines("Italian")]),
        ("what changed?", [change_said("smok", "rat", "star")]),
        ("ok bye", [THANKED]),
    ]),
    ("undo", [
        ("bloomington to belleville march 6-8 2022 2 people 1000", [opened("Bloomington", "Belleville")]),
        ("chinese food", [cuisines("Chinese")]),
        ("and 4 people", [people(4), cuisines("Chinese")]),
        ("undo", [restored, trip(people_number=2)]),
        # corrected after scoring: the undo before said "say undo again to redo it", so a second undo redoes
        ("undo again", [restored]),
        ("thx", [THANKED]),
    ]),
    ("chatty", [
        ("Hello!! My sister and I are finally taking the trip we always talked about, escanaba to pellston, March 9th "
         "to 11th 2022. We've saved up about $1,300 between us. Any chance there's a nice place to stay?",
         [opened("Escanaba", "Pellston", people_number=2, budget=1300)]),
        ("Oh that's lovely. Is it pet friendly? Our little terrier Max goes everywhere with us",
         [house_rules("pets"), plan_or_reason]),
        ("Wonderful. And what's there to see on the second day?", [day_sights(2)]),
        ("You've been so helpful, thank you!", [THANKED]),
    ]),
    ("typo", [
        ("gustavus to la crosse marh 13-15 2022 2 ppl 1100 no smokng",
         [opened("Gustavus", "La Crosse", people_number=2), forbids("smoking")]),
        ("mexcan food plz", [cuisines("Mexican"), forbids("smoking")]),
        ("cheeper", [cheaper]),
        ("totl?", [total_or_none]),
        ("thnks", [THANKED]),
    ]),
    ("dates", [
        ("niagara falls to rochester march 17-19 2022 2 people 1000", [opened("Niagara Falls", "Rochester")]),
        ("can we leave a day earlier", [dates(16, 18)]),
        ("and stay an extra night", [dates(16, 19)]),
        ("no wait just 3 days", [dates(16, 18)]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("destination", [
        ("midland to roswell march 22-24 2022 2 people 900", [opened("Midland", "Roswell")]),
        ("actually lets do santa fe instead", [dest_is("Santa Fe", people_number=2, budget=900)]),
        ("and a day longer", [dates(22, 25), trip(dest="Santa Fe")]),
        ("where are we staying", [or_none(stay_said)]),
        ("thx", [THANKED]),
    ]),
    ("ban", [
        ("pellston to sault ste. marie march 26-28 2022 2 people 1000", [opened("Pellston", "Sault Ste. Marie")]),
        ("not that hotel", [or_none(bans(_B[1]))]),
        ("which hotel is it now", [or_none(stay_said)]),
        ("actually the first one was fine", [back_or_kept(_B[1])]),
        ("thx", [THANKED]),
    ]),
    ("group", [
        ("spokane to walla walla march 3-5 2022, 6 of us (college buddies), 2400, entire places only",
         [opened("Spokane", "Walla Walla", people_number=6), local("room type", "entire room")]),
        ("two guys bailed so 4", [people(4), rule("room type", "entire room")]),
        ("and a private room is ok", [room_relaxed]),
        ("how much per person", [money]),
        ("cheers", [THANKED]),
    ]),
    ("mustsee", [
        ("martha's vineyard to nantucket march 11-13 2022 2 people 1200", [opened("Martha's Vineyard", "Nantucket")]),
        ("we want to see the whaling museum", [must_see("Whaling")]),
        # corrected after scoring: a cuisine rule asks it at one meal at least, so "every night" is asked about;
        # corrected again in stop 77: a cuisine at every dinner is a wish kept
        ("and seafood every night", [every_meal_kept("Seafood", "dinner")]),
        ("what do we eat on day 2", [day_meals(2)]),
        ("ty", [THANKED]),
    ]),
    ("terse", [
        ("north bend to everett 3/14-3/16/2022 1 person 600", [opened("North Bend", "Everett")]),
        ("2ppl", [people(2)]),
        ("4 stars+", [local("min stay rating", 4)]),
        ("<$150/night", [local("max night price", 150), rule("min stay rating", 4)]),
        ("undo", [restored]),
        ("k thx", [THANKED]),
    ]),
    ("mustsee", [
        ("hilo to kona march 16-18 2022 honeymoon for 2, 2000, best hotel you can find",
         [opened("Hilo", "Kona", people_number=2, budget=2000)]),
        ("whats it rated", [rated()]),
        ("can we fit in the voyagers of the pacific luau", [must_see("Voyagers")]),
        ("thanks so much", [THANKED]),
    ]),
    ("cuisine", [
        ("little rock to texarkana march 19-21 2022 2 people 900, no mexican food",
         [opened("Little Rock", "Texarkana"), avoids_cuisines("Mexican")]),
        # corrected after scoring: nothing changes, so the check is the rule's, not a plan's
        ("and we're vegetarian", [named("vegetarian"), rule("avoid cuisines", ["Mexican"])]),
        ("whats for lunch day 2", [or_none(meal_said(2, "lunch"))]),
        ("ok thx", [THANKED]),
    ]),
    ("family", [
        ("newport news to staunton march 23-25 2022 2 adults and a 1 year old, 1000",
         [opened("Newport News", "Staunton"), house_rules("children under 10")]),
        ("grandparents are joining, so 2 more adults", [people_plus(2), house_rules("children under 10")]),
        ("we need the frontier culture museum", [must_see("Frontier Culture")]),
        ("whats the total", [total_or_none]),
        ("ty", [THANKED]),
    ]),
    ("budget", [
        ("greenville to hilton head march 27-29 2022 2 people 1100", [opened("Greenville", "Hilton Head")]),
        ("go up to 1400", [budget(1400)]),
        ("hmm thats a lot, 1250", [budget(1250)]),
        ("ok whats left of the budget", [money]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("santa barbara to santa maria march 5-7 2022 2 people 900, no smoking and no parties",
         [opened("Santa Barbara", "Santa Maria"), forbids("smoking", "parties")]),
        ("eh parties are fine", [forbids("smoking")]),
        ("and smoking is fine too", [forbids()]),
        ("where are we staying", [or_none(stay_said)]),
        ("thanks", [THANKED]),
    ]),
    ("flight", [
        ("las vegas to stockton march 9-11 2022 2 ppl 1400", [opened("Las Vegas", "Stockton")]),
        ("we'd rather not fly", [mode("no flight")]),
        ("how far is the drive", [or_none(drive_or_flight)]),
        ("actually flying is ok", [mode(None)]),
        ("ty", [THANKED]),
    ]),
    ("question", [
        ("newburgh to providence march 28-30 2022 2 people 600", [opened("Newburgh", "Providence")]),
        ("why that hotel", [or_none(why_said("rat", "$", "price", "cost", "cheap"))]),
        ("how much is day 2", [or_none(day_cost_said(2))]),
        ("can we do a train instead", [cannot("train")]),
        ("thx", [THANKED]),
    ]),
    ("cheaper", [
        ("elmira to rochester march 10-12 2022 2 people 1400", [opened("Elmira", "Rochester")]),
        ("cheaper", [cheaper]),
        ("hmm nicer actually", [or_none(nicer)]),
        ("what did you change", [change_said("hotel", "stay", "nicer", "rat", "$")]),
        ("thx", [THANKED]),
    ]),
    ("solo", [
        ("yo lubbock -> santa fe, 3/1-3/3 2022, solo, 800", [opened("Lubbock", "Santa Fe", people_number=1)]),
        ("must see meow wolf", [must_see("Meow Wolf")]),
        ("and the o'keeffe museum", [must_see("Meow Wolf", "Keeffe")]),
        ("drop meow wolf", [must_see("Keeffe")]),
        ("sights day 1?", [day_sights(1)]),
        ("thx", [THANKED]),
    ]),
    # --- state tours ------------------------------------------------------------------------------------------------
    ("order", [
        ("houston to tennessee 7 days 3 cities march 6 2022 2 people 5000",
         [opened("Houston", "Tennessee", visiting_city_number=3)]),
        ("start in nashville", [stop_is((1, "Nashville"))]),
        ("and end in memphis", [stop_is((1, "Nashville"), (3, "Memphis"))]),
        ("which cities", [or_none(stops_said)]),
        ("ty", [THANKED]),
    ]),
    ("mustsee", [
        ("detroit to iowa 5 days 2 cities march 14 2022 3 people 3000",
         [opened("Detroit", "Iowa", visiting_city_number=2)]),
        ("we want to see the blank park zoo", [must_see("Blank Park Zoo")]),
        ("and no flying", [mode("no flight"), must_see("Blank Park Zoo")]),
        ("which cities are we visiting", [or_none(stops_said)]),
        ("thx", [THANKED]),
    ]),
    ("order", [
        ("pittsburgh to missouri 7 days 3 cities march 20 2022 2 people 4500",
         [opened("Pittsburgh", "Missouri", visiting_city_number=3)]),
        ("kansas city before st. louis", [stop_before("Kansas City", "St. Louis")]),
        ("nvm order doesnt matter", [order_gone]),
        ("how much is day 3", [or_none(day_cost_said(3))]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("charlotte to kentucky 5 days 2 cities march 2 2022 2 adults 2 kids (5 and 7) 4000",
         [opened("Charlotte", "Kentucky", visiting_city_number=2, people_number=4), house_rules("children under 10")]),
        ("skip louisville please", [not_stop("Louisville")]),
        ("whats the first city", [or_none(stop_said(1))]),
        ("ty", [THANKED]),
    ]),
    ("driving", [
        ("san diego to arizona 7 days 3 cities march 12 2022 2 people 4000",
         [opened("San Diego", "Arizona", visiting_city_number=3)]),
        ("last stop tucson", [stop_is((3, "Tucson"))]),
        ("and keep the driving under 5 hours a day", [kept_or_asked("max driving hours", 5.0, "driv")]),
        ("what do we eat on day 4", [day_meals(4)]),
        ("thx", [THANKED]),
    ]),
    ("rating", [
        ("denver to montana 5 days 2 cities march 22 2022 2 people 3500",
         [opened("Denver", "Montana", visiting_city_number=2)]),
        ("hotels rated 4 or above and under $250 a night", [rule("min stay rating", 4), local("max night price", 250)]),
        ("make it 3 people", [people(3), rule("min stay rating", 4)]),
        ("whats the second city", [or_none(stop_said(2))]),
        ("thanks", [THANKED]),
    ]),
    ("cuisine", [
        ("dallas to nebraska 5 days 2 cities march 16 2022 2 people 2800",
         [opened("Dallas", "Nebraska", visiting_city_number=2)]),
        ("omaha has to be one of them", [has_stop("Omaha")]),
        ("and no seafood or indian", [avoids_cuisines("Seafood", "Indian")]),
        ("whats for dinner on day 2", [or_none(meal_said(2, "dinner"))]),
        ("ty", [THANKED]),
    ]),
    ("order", [
        ("richmond to massachusetts 5 days 2 cities march 25 2022 2 people 3000",
         [opened("Richmond", "Massachusetts", visiting_city_number=2)]),
        ("boston first", [stop_is((1, "Boston"))]),
        ("4 of us now and 4000", [people(4, 4000)]),
        ("what did you change", [change_said("4", "people", "budget", "4,000")]),
        ("thx", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why. (The three of conversation 15, an
# opening's "any chance there's a nice place to stay?" asked "plan without it?", were fixed after the set: a quality
# said with no number is planned as the nicer-stays preference and said so, ``nodes/chat/favoured``.)
KNOWN_GAPS: dict[tuple[int, int], str] = {}

# HEAD (da2b6f0): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 192 right, 11 wrong (9 with the reason named or asked, 2 silent) of 203.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "family": (15, 15), "group": (5, 5), "solo": (6, 6), "rating": (10, 11), "nightly": (5, 5), "meal": (5, 5),
    "cuisine": (14, 14), "mustsee": (16, 19), "pace": (5, 5), "flight": (14, 15), "driving": (10, 10), "order": (15, 15),
    "question": (4, 5), "undo": (6, 6), "cheaper": (4, 5), "ban": (10, 11), "several": (5, 5), "terse": (6, 6),
    "chatty": (1, 4), "typo": (5, 5), "vague": (5, 5), "foreign": (5, 5), "dates": (6, 6), "destination": (5, 5),
    "takeback": (5, 5), "budget": (5, 5)}
NOW_RIGHT = 203

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentyfifth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=40, least_turns=200)



def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
