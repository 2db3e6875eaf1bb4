"""An eleventh held-out conversation set for the chat (issue 39), written before the chat's code was changed for it
and scored on the code as it was (HEAD 8d555ec and the session's live tree; the figures are in the round's report).
Its trips are city pairs no earlier chat set used (Charlotte to Charleston, Madison to La Crosse, Minneapolis to Eau
Claire, Gainesville to Valdosta, Reno to Stockton, Atlanta to Asheville, Fort Wayne to Kalamazoo, Green Bay to
Escanaba, Shreveport to Texarkana, Des Moines to Kansas City, Appleton to Charlotte by air, Twin Falls to Ogden,
Baltimore to Petersburg, Newark to Philadelphia, Boston to White Plains, ...). It is written as different people
write: a couple planning an anniversary who change the budget twice, a parent with a baby and a dog, friends who join
and drop out, vague openers then details, Spanish and French then English, many questions about the plan, complaints
that want a part replaced, the impossible relaxed one wish at a time, the newer wishes (stay rating, nightly price,
must-see sights, pace, flight times, driving hours, stays that forbid smoking or pets), undo, cancel and thanks.

Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py, tests/support/chat_checks.py; checks of earlier sets are reused). ``KNOWN_MISSES`` names
the turns the chat still gets wrong, each with its reason: the test fails if a miss is fixed (it must leave the list)
or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_eleventh``.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import (
    ENGLISH_ONLY,
    THANKED,
    WELCOME,
    Check,
    allows_pets,
    answered,
    asks,
    cuisines,
    day_cost_said,
    day_only,
    departs_from,
    flight_from,
    house_rules,
    night_only,
    plan_or_reason,
    restored,
    rule,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighth import (
    amount_answer,
    cheapest_day,
    cost_parts,
    drive_length,
    meal_named,
    priciest_day,
    sights_of,
)
from tests.unit.graphs.test_chat_heldout_fifth import each_day_cost
from tests.unit.graphs.test_chat_heldout_fourth import made_nicer
from tests.unit.graphs.test_chat_heldout_ninth import cancelled, cheaper_named, vague_month
from tests.unit.graphs.test_chat_heldout_seventh import cannot_tell, english_or, left_said, vague_kept
from tests.unit.graphs.test_chat_heldout_tenth import first_version, or_no_plan, stay_complained


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def has(key: str) -> Check:
    """The trip holds a rule for ``key`` (any value)."""
    return lambda before, after, said: bool(_local(after).get(key))


def lacks(key: str) -> Check:
    """The trip holds no rule for ``key`` (taken back), and a plan or its reason."""
    return lambda before, after, said: not _local(after).get(key) and plan_or_reason(before, after, said)


def honest(before: dict, after: dict, said: str) -> bool:
    """A reply that lists a wish as not kept never vouches for the plan with a bare "Checked"."""
    return not ("**Not kept**" in said and "**Checked:**" in said
                and "It does not keep the wishes listed as not kept" not in said)


def stay_forbids(*names: str) -> Check:
    """The stays must forbid these house rules (smoking, pets): the trip's "stay forbids" rule holds each."""
    return lambda before, after, said: set(names) <= set(_local(after).get("stay forbids") or [])


def must_see_has(word: str) -> Check:
    """A must-see sight held whose name has ``word``."""
    return lambda before, after, said: any(word in s for s in _local(after).get("must see") or [])


def held(**fields: object) -> Check:
    """What was said is held: in the trip, or in the draft waiting on a question."""
    def check(before: dict, after: dict, said: str) -> bool:
        state = after.get("draft") if after.get("missing") else after.get("trip")
        return all((state or {}).get(k) == v for k, v in fields.items())
    return check


def refused_why(*words: str) -> Check:
    """A request no plan can meet: no plan (or "plan without ...?" asked), the reason named (each of ``words``), never
    "didn't understand" and never a plan called valid."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        refused = "No plan can meet" in said or "Shall I plan without" in said or "not kept" in low
        return refused and all(w.lower() in low for w in words) and "didn't understand" not in said and honest(
            before, after, said)
    return check


def kept_or_asked(key: str, value: object, word: str) -> Check:
    """A wish that may be impossible: held and planned (or no plan with its reason), or asked "plan without it?"
    naming it; never dropped in silence."""
    def check(before: dict, after: dict, said: str) -> bool:
        if "Shall I plan without" in said:
            return word in said.lower() and after.get("trip") == before.get("trip")
        return rule(key, value)(before, after, said) and plan_or_reason(before, after, said) and honest(
            before, after, said)
    return check


def stays_named(before: dict, after: dict, said: str) -> bool:
    """"Which hotel?": every stay of the plan named, nothing changed."""
    names = {str(d.get("accommodation")).rsplit(",", 1)[0] for d in after.get("plan") or []} - {"-", "None"}
    return bool(names) and all(n in said for n in names) and answered(before, after, said)


def why_meal(day: int, meal: str) -> Check:
    """"Why that restaurant?": the place named with a reason (its rating, cost or cuisine), nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        return meal_named(day, meal)(before, after, said) and any(w in low for w in ("rat", "$", "cost", "cheap",
                                                                                      "cuisine", "serves"))
    return check


def other_meal(day: int, meal: str) -> Check:
    """"Pick somewhere else for dinner on day N": that meal is another place, or the reply says why it cannot be."""
    def check(before: dict, after: dict, said: str) -> bool:
        old = ((before.get("plan") or [{}] * day)[day - 1]).get(meal)
        new = ((after.get("plan") or [{}] * day)[day - 1]).get(meal)
        return (bool(after.get("plan")) and new != old and new not in (None, "-")) or "couldn't" in said
    return check


def other_sights(day: int) -> Check:
    """"Day N's sights look boring": other sights that day, or the reply says why not."""
    def check(before: dict, after: dict, said: str) -> bool:
        old = ((before.get("plan") or [{}] * day)[day - 1]).get("attraction")
        new = ((after.get("plan") or [{}] * day)[day - 1]).get("attraction")
        return (bool(after.get("plan")) and new != old) or "couldn't" in said or "no other" in said.lower()
    return check


def share_said(people: int) -> Check:
    """"How much each?": the total divided by the people, nothing changed."""
    return lambda before, after, said: f"${after['spent'] / people:,.2f}" in said and answered(before, after, said)


def kept_as_is(before: dict, after: dict, said: str) -> bool:
    """A remark the trip already keeps ("the dog can stay with us, right?"): the plan as it was, understood."""
    return after.get("plan") == before.get("plan") and "didn't understand" not in said


def farewell(before: dict, after: dict, said: str) -> bool:
    """Thanks or goodbye in another language: welcomed (or "English only"), nothing changed."""
    return unchanged(before, after, said) and (THANKED(before, after, said) or ENGLISH_ONLY(before, after, said))


def flight_time_said(before: dict, after: dict, said: str) -> bool:
    """"What time's my flight?": a planned flight's departure time, or that the plan has no flight; nothing changed."""
    times = re.findall(r"Departure Time: (\d\d:\d\d)", " ".join(str(d.get("transportation")) for d in after.get(
        "plan") or []))
    return answered(before, after, said) and (any(t in said for t in times) if times else "flight" in said.lower())


NOT_SHARED: Check = lambda before, after, said: _local(after).get("room type") in ("private room",  # noqa: E731
                                                                                 "not shared room")

CATEGORIES = ("couple", "family", "group", "vague", "foreign", "question", "complain", "impossible", "newer",
              "undo", "cancel", "thanks", "cheaper")

CONVERSATIONS: list[Conversation] = [
    ("couple", [  # an anniversary, budget changed twice
        ("my wife and I are celebrating our 10th anniversary!! Charlotte to Charleston march 10-12 2022, budget $2,000",
         [trip(people_number=2, budget=2000), plan_or_reason, honest]),
        ("hmm money's tight this month, lets say 1500 instead", [trip(budget=1500), plan_or_reason, honest]),
        ("ok screw it, it's our anniversary. bump it to $2,500 and get us a nicer hotel",
         [trip(budget=2500), made_nicer]),
        ("which hotel is it", [stays_named]),
        ("why that restaurant for dinner on day 1?", [why_meal(1, "dinner")]),
        ("perfect, thank you!!", [WELCOME]),
    ]),
    ("family", [  # a baby and a dog
        ("single mom w/ a 9 month old and a golden retriever. madison to la crosse, march 5 to 7 2022, $1,200",
         [trip(people_number=2, budget=1200), house_rules("children under 10", "pets"), plan_or_reason]),
        ("the dog can stay in the room with us right?", [allows_pets(True), kept_as_is]),
        ("we need a whole place to ourselves, the baby wakes up at night",
         [rule("room type", "entire room"), house_rules("children under 10", "pets"), plan_or_reason]),
        ("what's for dinner day 2", [meal_named(2, "dinner")]),
        ("thank u", [WELCOME]),
    ]),
    ("group", [  # friends join and drop out
        ("4 of us college buddies, minneapolis -> eau claire mar 12-14 2022, 2k budget",
         [trip(people_number=4, budget=2000), plan_or_reason]),
        ("jake and priya want in too", [trip(people_number=6), plan_or_reason]),
        ("ugh sam dropped out", [trip(people_number=5), plan_or_reason]),
        ("how much each now", [share_said(5)]),
        ("and priya's out too, so just 4 again", [trip(people_number=4), plan_or_reason]),
        ("cheers", [THANKED]),
    ]),
    ("vague", [  # vague, then the details
        ("somewhere warm in march, me and my sister", [vague_month(people_number=2)]),
        ("from Gainesville. maybe Valdosta? march 19-21 2022, $1,000",
         [trip(org="Gainesville", dest="Valdosta", people_number=2, budget=1000), plan_or_reason]),
        ("what's the weather like there", [cannot_tell("weather")]),
        ("what do we do on day 2", [day_only(2)]),
        ("thanks!", [WELCOME]),
    ]),
    ("foreign", [  # Spanish, then English
        ("Hola, quiero viajar de Reno a Stockton del 8 al 10 de marzo de 2022, somos 3 personas, presupuesto 1500 "
         "dólares", [english_or(org="Reno", dest="Stockton")]),
        ("sorry, in english: Reno to Stockton, march 8-10 2022, 3 people, $1,500",
         [trip(people_number=3, budget=1500), plan_or_reason]),
        ("one more thing, no smoking rooms please", [stay_forbids("smoking"), plan_or_reason, honest]),
        ("total?", [total_said]),
        ("adiós", [farewell]),
    ]),
    ("foreign", [  # French, then English, a must-see
        ("Bonjour! Nous sommes deux, d'Atlanta à Asheville du 24 au 26 mars 2022, budget 1800 dollars",
         [english_or(org="Atlanta", dest="Asheville")]),
        ("oops english: Atlanta to Asheville march 24-26 2022, two of us, 1800 dollars",
         [trip(people_number=2, budget=1800), plan_or_reason]),
        ("we must see the North Carolina Arboretum", [must_see_has("Arboretum"), plan_or_reason, honest]),
        ("which day is the arboretum", [lambda b, a, s: answered(b, a, s) and "Arboretum" in s and "Day" in s]),
        ("merci beaucoup", [farewell]),
    ]),
    ("question", [  # many questions about the plan
        ("Fort Wayne to Kalamazoo, March 15-17 2022, 2 adults, $1,400", [trip(people_number=2, budget=1400),
                                                                        plan_or_reason]),
        ("how much per day?", [each_day_cost(3)]),
        ("which hotel are we in", [stays_named]),
        ("why did you pick that place for lunch on day 2", [why_meal(2, "lunch")]),
        ("how long is the drive", [drive_length]),
        ("what's the most expensive part of day 1", [cost_parts(1)]),
        ("and how much is left of the budget", [left_said]),
        ("great, thanks", [WELCOME]),
    ]),
    ("complain", [  # a stay and a dinner replaced
        ("Green Bay to Escanaba march 26-28 2022, 2 people, $1,600", [plan_or_reason]),
        ("the hotel on night 1 looks awful, reviews are terrible. swap it", [stay_complained(1)]),
        ("and the dinner on day 2 sounds bad, pick somewhere else", [other_meal(2, "dinner")]),
        ("better. what's the total now", [total_said]),
        ("ok thx", [WELCOME]),
    ]),
    ("impossible", [  # everything at once, then one wish at a time relaxed
        ("4 of us + 2 dogs, Shreveport to Texarkana march 3-5 2022, $300 total, entire homes only, italian food "
         "every meal", [held(people_number=4, budget=300), refused_why()]),
        ("ok make it $1,000", [held(budget=1000), honest]),
        ("fine, private rooms are ok too", [honest, lambda b, a, s: "didn't understand" not in s]),
        ("forget the italian thing", [lambda b, a, s: not _local(a).get("cuisine"), honest]),
        ("ok $1,500 then", [trip(budget=1500), plan_or_reason, honest]),
        ("phew. thanks", [WELCOME]),
    ]),
    ("newer", [  # stay rating, nightly price, must-see, pace
        ("Des Moines to Kansas City march 18-20 2022, 2 people, $2,000", [plan_or_reason]),
        ("only hotels rated 4 or higher please", [rule("min stay rating", 4.0), plan_or_reason, honest]),
        ("and nothing over $150 a night", [rule("max night price", 150.0), rule("min stay rating", 4.0),
                                           plan_or_reason, honest]),
        ("we have to see the Nelson-Atkins", [must_see_has("Nelson-Atkins"), rule("max night price", 150.0),
                                              plan_or_reason, honest]),
        ("keep it chill, max one sight a day", [has("pace"), must_see_has("Nelson-Atkins"), plan_or_reason, honest]),
        ("thank you", [WELCOME]),
    ]),
    ("newer", [  # flight times
        ("Appleton to Charlotte March 18-20 2022, 1 person, $1,500", [trip(people_number=1), plan_or_reason]),
        ("what time's my flight out", [flight_time_said]),
        ("I don't want any flights before 8am", [flight_from("08:00"), departs_from("08:00"), honest]),
        ("ok forget the time thing", [lacks("flight times")]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # driving hours
        ("Twin Falls to Ogden march 10-12 2022, me and my dad, $1,200", [trip(people_number=2), plan_or_reason]),
        ("dad doesn't want to drive more than 2 hours a day", [kept_or_asked("max driving hours", 2.0, "driv")]),
        ("ok 3 hours then", [rule("max driving hours", 3.0), plan_or_reason, honest]),
        ("how long is the drive", [drive_length]),
        ("ty", [WELCOME]),
    ]),
    ("newer", [  # stays that forbid smoking and pets
        ("Baltimore to Petersburg march 21-23 2022 for 2, $1,400. my husband has asthma so no smoking in the room "
         "and no pets either", [trip(people_number=2), stay_forbids("smoking", "pets"), house_rules(),
                                plan_or_reason]),
        # Corrected after the scores: no stay in Petersburg forbids both, so the trip has no plan; "it has no plan to
        # ask about", with why, is the right answer (``stays_named`` alone wanted names).
        ("which hotel?", [or_no_plan(stays_named)]),
        ("does it have a pool", [cannot_tell("pool")]),
        ("we're not smokers ourselves obviously", [stay_forbids("smoking", "pets"), kept_as_is]),
        ("thanks a bunch", [WELCOME]),
    ]),
    ("undo", [  # undo in two wordings
        ("Newark to Philadelphia march 2-4 2022, 3 people, $1,500", [trip(people_number=3), plan_or_reason]),
        ("make it 4 people", [trip(people_number=4), plan_or_reason]),
        ("undo that", [restored, trip(people_number=3)]),
        ("add mexican food", [cuisines("Mexican"), plan_or_reason]),
        ("scratch that last change", [lacks("cuisine"), trip(people_number=3)]),
        ("thank you kindly", [WELCOME]),
    ]),
    ("cancel", [  # a question cancelled, then the trip given in full
        ("boston to white plains march 14-16 2022, $1,200", [asks("people_number")]),
        ("never mind, forget it", [cancelled]),
        ("actually ok, 2 people boston to white plains march 14-16 2022 $1200",
         [trip(people_number=2, budget=1200), plan_or_reason]),
        ("thx bye", [THANKED]),
    ]),
    ("cancel", [  # no dates yet, cancelled
        ("white plains to baltimore, 2 of us, $1,600", [asks("date")]),
        ("cancel", [cancelled]),
        ("ok thanks anyway", [THANKED]),
    ]),
    ("thanks", [  # solo, thanks in several wordings
        ("helena to missoula march 16-18 2022, just me, $900", [trip(people_number=1, budget=900), plan_or_reason]),
        ("where do I sleep night 2", [night_only(2)]),
        ("appreciate it!", [WELCOME]),
        ("what's day 1 cost", [day_cost_said(1)]),
        ("cheers mate", [THANKED]),
    ]),
    ("family", [  # a kid under 10 and one over, a friend joins
        ("2 adults and 2 kids (3 and 11), Grand Island to Omaha, march 25-27 2022, $1,800",
         [trip(people_number=4, budget=1800), house_rules("children under 10"), plan_or_reason]),
        ("the 11 year old is bringing a friend", [trip(people_number=5), house_rules("children under 10"),
                                                 plan_or_reason]),
        ("what's day 1 cost", [day_cost_said(1)]),
        ("thank you", [WELCOME]),
    ]),
    ("couple", [  # a honeymoon, a private room, then cheaper
        ("honeymoon!! missoula to great falls, march 8-10 2022, 2 of us, $1,800", [trip(people_number=2),
                                                                                   plan_or_reason]),
        # Corrected after the scores: "a private room, not shared" may fairly read as TravelPlanner's "not shared room"
        # (an entire home is no shared room either); either reading keeps what was said.
        ("we want a private room, not shared", [NOT_SHARED, plan_or_reason]),
        ("can you make it cheaper", [cheaper_named, NOT_SHARED]),
        ("ta", [THANKED]),
    ]),
    ("group", [  # a party, two drop out
        ("bachelorette weekend!! 8 girls, madison to appleton march 11-13 2022, $4,000, we need a place that allows "
         "parties", [trip(people_number=8, budget=4000), house_rules("parties"), plan_or_reason]),
        ("2 girls can't come anymore", [trip(people_number=6), house_rules("parties"), plan_or_reason]),
        ("how much each", [share_said(6)]),
        ("thx!!", [WELCOME]),
    ]),
    ("question", [  # questions on days and costs
        ("Indianapolis to Evansville march 4-6 2022, 3 people, $1,700", [trip(people_number=3), plan_or_reason]),
        ("which day is cheapest", [cheapest_day]),
        ("what are we seeing day 2", [sights_of(2)]),
        ("why is day 1 so expensive", [cost_parts(1)]),
        ("what's the total", [total_said]),
        ("thanks", [WELCOME]),
    ]),
    ("complain", [  # a lunch replaced, then a cheaper stay
        ("Savannah to Gainesville march 13-15 2022, 2 people, $1,500", [plan_or_reason]),
        ("I don't like the lunch place on day 2, change it", [other_meal(2, "lunch")]),
        ("also the hotel is too pricey, find a cheaper one", [cheaper_named]),
        ("fine", [unchanged]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a tiny budget and a high rating, relaxed one at a time
        ("Grand Forks to Minot march 6-8 2022, 2 people, $200, entire home, rated 4.5 or more",
         [held(people_number=2, budget=200), refused_why()]),
        ("raise the budget to $800", [held(budget=800), honest]),
        ("drop the rating thing", [lambda b, a, s: not _local(a).get("min stay rating"), honest]),
        ("ok thanks", [WELCOME]),
    ]),
    ("newer", [  # several of the newer wishes in one message
        ("Kansas City to Des Moines march 22-24 2022, 2 people, $1,600, hotel rated at least 4, under $200 a night, "
         "smoke-free, and a relaxed pace", [rule("min stay rating", 4.0), rule("max night price", 200.0),
                                            stay_forbids("smoking"), has("pace"), plan_or_reason, honest]),
        ("which hotel", [stays_named]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # a driving limit the drive cannot keep
        ("Valdosta to Gainesville march 2-4 2022, solo, $800", [trip(people_number=1), plan_or_reason]),
        ("no more than one hour of driving per day", [kept_or_asked("max driving hours", 1.0, "driv")]),
        ("ok forget the driving limit", [lacks("max driving hours")]),
        ("thx", [WELCOME]),
    ]),
    ("foreign", [  # Spanish, then English
        ("Buenas, de Stockton a Reno, 12-14 marzo 2022, 2 personas, 1200 dólares",
         [english_or(org="Stockton", dest="Reno")]),
        ("Stockton to Reno march 12-14 2022, 2 people, $1,200", [trip(people_number=2, budget=1200), plan_or_reason]),
        ("muchas gracias", [farewell]),
    ]),
    ("foreign", [  # French, then English
        ("Salut, je voudrais aller de Redding à Reno du 15 au 17 mars 2022, seul, 900 dollars",
         [english_or(org="Redding", dest="Reno")]),
        ("Redding to Reno march 15-17 2022, just me, $900", [trip(people_number=1, budget=900), plan_or_reason]),
        ("what's the total", [total_said]),
        ("thanks", [WELCOME]),
    ]),
    ("vague", [  # a beach in March, then a city
        ("we want a trip in march, 2 of us, about $1500", [vague_month(people_number=2, budget=1500)]),
        ("from Charleston to Augusta, march 27-29 2022",
         [trip(org="Charleston", dest="Augusta", people_number=2, budget=1500), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("vague", [  # a getaway, then details, then a cuisine
        ("need a getaway, somewhere with good food", [vague_kept()]),
        ("Lansing to Fort Wayne march 9-11 2022, 1 person, $900", [trip(org="Lansing", dest="Fort Wayne",
                                                                        people_number=1), plan_or_reason]),
        ("i want chinese food", [cuisines("Chinese"), plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("couple", [  # an anniversary, the budget argued twice
        ("25th anniversary trip, Augusta to Chattanooga march 16-18 2022, the two of us, $3,000",
         [trip(people_number=2, budget=3000), plan_or_reason]),
        ("my husband says 3000 is crazy, do 2200", [trip(budget=2200), plan_or_reason]),
        ("ok we compromised at 2,600", [trip(budget=2600), plan_or_reason]),
        ("what's the total", [total_said]),
        ("which day costs the most", [priciest_day]),
        ("thank you so much", [WELCOME]),
    ]),
    ("family", [  # a newborn and a beagle
        ("me, my wife, our newborn and our beagle, Fort Wayne to Lansing march 23-25 2022, $1,500",
         [trip(people_number=3, budget=1500), house_rules("children under 10", "pets"), plan_or_reason]),
        ("does the place allow dogs?", [allows_pets(True), kept_as_is]),
        ("where are we night 1", [night_only(1)]),
        ("thanks!!", [WELCOME]),
    ]),
    ("group", [  # coworkers join, one bails
        ("3 of us from work, St. Louis to Peoria march 9-11 2022, $1,800", [trip(people_number=3), plan_or_reason]),
        ("2 more coworkers are joining", [trip(people_number=5), plan_or_reason]),
        ("actually one of the new ones bailed", [trip(people_number=4), plan_or_reason]),
        ("what's it cost per person", [amount_answer]),
        ("thanks", [WELCOME]),
    ]),
    ("undo", [  # back to the first version
        ("Rockford to Appleton march 19-21 2022, 2 people, $1,200", [trip(people_number=2, budget=1200),
                                                                    plan_or_reason]),
        ("make it 3 people", [trip(people_number=3), plan_or_reason]),
        ("bump the budget to 1,800", [trip(budget=1800), plan_or_reason]),
        ("go back to the original plan", [first_version(people_number=2, budget=1200)]),
        ("thx", [WELCOME]),
    ]),
    ("complain", [  # boring sights
        ("Greer to Asheville march 5-7 2022, 2 people, $1,300", [plan_or_reason]),
        ("day 2's sights look boring, something else please", [other_sights(2)]),
        ("whatever. total?", [total_said]),
        ("ty", [WELCOME]),
    ]),
    ("impossible", [  # a must-see in another country
        ("Erie to Syracuse march 1-3 2022, 2 people, $1,000, we must see the Eiffel Tower",
         [refused_why("Eiffel")]),
        ("lol ok forget the eiffel tower", [lambda b, a, s: not _local(a).get("must see"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # nightly price, rating, a busy pace, the price cap taken back
        ("Reno to Santa Rosa march 20-22 2022, 2 people, $1,800", [plan_or_reason]),
        ("max $120 a night for the hotel", [rule("max night price", 120.0), plan_or_reason, honest]),
        ("and rated 3 or better", [rule("min stay rating", 3.0), rule("max night price", 120.0), plan_or_reason,
                                   honest]),
        ("we like a packed schedule, at least 2 sights a day", [has("pace"), plan_or_reason, honest]),
        ("actually forget the price cap", [lacks("max night price"), rule("min stay rating", 3.0)]),
        ("thanks", [WELCOME]),
    ]),
    ("newer", [  # a stay that forbids pets, a child added
        ("Asheville to Decatur march 12-14 2022, 2 adults, $1,400. I'm allergic to cats and dogs so the place must "
         "not allow pets", [trip(people_number=2), stay_forbids("pets"), house_rules(), plan_or_reason]),
        ("oh and our 5 year old comes too", [trip(people_number=3), house_rules("children under 10"),
                                             stay_forbids("pets"), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("thanks", [  # a goodbye that is no change
        ("Texarkana to Shreveport march 17-19 2022, 2 people, $1,000", [plan_or_reason]),
        ("what's the priciest day", [priciest_day]),
        ("nvm I'll book it myself later, bye", [unchanged, THANKED]),
    ]),
    ("cheaper", [  # cheaper twice
        ("Philadelphia to Newark march 26-28 2022, 2 people, $1,500", [plan_or_reason]),
        ("can we do this cheaper", [cheaper_named]),
        ("even cheaper?", [cheaper_named]),
        ("how much is left of the budget", [left_said]),
        ("ok thx", [WELCOME]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {
    (1, 0): "'single mom w/ a 9 month old' is not counted as 2 travellers: the count is asked",
    (1, 1): "follows (1, 0): the open count question takes 'the dog can stay with us right?' as an answer",
    (1, 2): "follows (1, 0): the baby 'wakes up at night' is not read as children under 10 beside pets",
    (1, 3): "follows (1, 0): no plan yet to show dinner from",
    # ((19, 0-2) read right since the twentieth request set: girls or boys counted alone are the party, "8 girls",
    # domain/parsing/people_counts.py)
    (37, 2): "'nvm I'll book it myself later, bye' answers that it cannot book, never goodbye",
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-eleventh", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=36, least_turns=180)


if __name__ == "__main__":
    main()
