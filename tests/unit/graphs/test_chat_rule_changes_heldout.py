"""A held-out conversation set for the chat (issue 39, helper EDITS): people who change their minds about the rules
beyond TravelPlanner's five (issue 38's vocabulary, docs/vocabulary*.md) once a plan is delivered. Written before the
chat's code was read for it and scored on HEAD 095c508 first (``HEAD_FIGURES``).

Each conversation opens a trip the data has flights and stays for (its first turn must deliver a plan), sets one or
more extended rules (a stay rating, a nightly cap per room or per person, a meal cost per person, cuisines wanted or
avoided, restaurants to include or avoid, sights to see or skip, a pace, flight departure and arrival windows, driving,
flight and travel hours, cities to include or avoid), then raises, lowers, loosens, tightens, replaces and corrects them
("make that 10am", "actually 200 a night is fine", "no wait, 9", "scratch that, 4.5", "k 2 is fine"), takes them back
("forget the pace thing", "drop the rating rule", "nvm flight times dont matter") and asks about them ("what are my
rules", "is there a rating rule?"), as people write: terse, chatty, typos, several changes in one message. Each turn
asserts the trip's rules after it, the whole of them (``rules``: what was asked changed, nothing else, the budget and
the party never touched unless asked), and what the reply says (the new value named; a question answered with the rules
the trip holds, nothing changed). Each turn is right, or wrong with its reason named or a question asked, or wrong in
silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_rule_changes_heldout``.

Figures, turns of 152 in 30 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
095c508 as first scored 98 / 33 / 21, and 102 / 31 / 19 with the checks corrected after scoring; after the fixes this
set drove 149 / 3 / 0, and 150 / 2 / 0 once "that one" after a question about a rule was that rule (``rule_meant``; the
two left: "and the return no earlier than 10am" and the correction after it), and 152 / 0 / 0 once "the return"
said as a noun was the return flight (``flight_time_said.FLIGHT_WORD``, ``flight_legs._RETURN_SCOPE``). Corrected after
scoring, each marked where it stands: one trip replaced (its data has no plan), "forget that" after a changed value
(an undo is a reading of it), "no seafood" (seafood avoided is a reading of it), a city swapped out kept out too (as
a sight swapped out is).

The fixes, each a cause. A rule's value said again alone ("make that 10am", "actually 200 a night is fine", "actually
3 a day is fine", "scratch that, 4.5", "k 2 is fine", "nah 175", "make it 4 stars and 3 sights a day") was read as a
budget (a nightly amount times the nights: $400 from "200 a night"; "nah 175" a $175 budget, "make it $30" a $30
budget), asked as a count ("did you mean 9 people or 9 days?"), not understood ("a time of day not understood"), or
answered "None of your wishes rules that out" while the pace did: it is now that rule's new value, read as the rule's
own sentence (``nodes/chat/rule_value.py``; the value's unit picks the held rule, a bare value the rule the last change
set). "what are my rules", "is there a rating rule?", "what's the meal limit?", "what's the per person cap", "what food
rules do we have" were answered with the day plan, the cost per person, or on a trip with no plan the reason alone: the
rules are said (``nodes/chat/rules_asked.py``). "forget the landing time" dropped every flight window (the return's
departure too): only the bounds named go (``nodes/chat/window_back.py``). "actually no limit on food" was not
understood: "no limit on" takes back, and "on food" names the meal cost (``take_back.TAKE_BACK``, ``meal_cost``'s
mention). "swap punjab grill for barbeque nation" with Punjab Grill to eat at read "barbeque" as the BBQ cuisine and
dropped the restaurant in silence: an item of a held list rule swapped for another is that rule with the new item in
its place (``rule_value.item_swapped``; "swap san antonio for austin" with San Antonio to visit likewise). "make the
morning one 8am" with flights after 07:00 and landing by 21:00 was not understood: a time said picks the bound nearest
it (``rule_value._nearest``).
"""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.nodes.chat.rule_value import rule_value_said
from himap_travel.nodes.chat.window_back import bounds_left
from tests.support.chat_checks import THANKED, Check, answered, plan_or_reason, planned, trip
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy

# The trip's rules by a short name: the state's local_constraint keys (docs/vocabulary.md).
_KEYS = {
    "stay": "min stay rating",
    "food": "min rating",
    "night": "max night price",
    "pp": "max night price per person",
    "meal": "max meal cost",
    "cuisine": "cuisine",
    "more": "more cuisines",
    "avoid_food": "avoid cuisines",
    "eat": "eat at",
    "not_eat": "avoid restaurants",
    "see": "must see",
    "skip": "avoid sights",
    "pace": "pace",
    "fly": "flight times",
    "drive": "max driving hours",
    "flight": "max flight hours",
    "travel": "max travel hours",
    "visit": "visit cities",
    "avoid": "avoid cities",
}


def _windows(windows: list[dict]) -> dict[str, dict]:
    """Flight windows by leg, each leg's bounds merged (one window or two for the same leg read alike)."""
    legs: dict[str, dict] = {}
    for window in windows or []:
        legs.setdefault(window.get("leg") or "every", {}).update({k: v for k, v in window.items() if v and k != "leg"})
    return legs


def _normal(key: str, value: Any) -> Any:
    if key == "flight times":
        return _windows(value)
    if key == "pace":
        return {k: v for k, v in (value or {}).items() if v is not None}
    return sorted(value) if isinstance(value, list) else value


def _held(state: dict) -> dict:
    """The trip's rules that are set (an empty list, a null and an empty pace are no rule)."""
    local = (state.get("trip") or {}).get("local_constraint") or {}
    return {k: _normal(k, v) for k, v in local.items() if v not in (None, [], {}) and _normal(k, v) not in ({}, [])}


def rules(budget: float, people: int = 2, **want: Any) -> Check:
    """The trip's rules are exactly ``want`` (short names, ``_KEYS``), no other rule set, and the budget and the party
    as they were (never changed by a message about a rule)."""
    expected = {_KEYS[k]: _normal(_KEYS[k], v) for k, v in want.items()}
    return lambda before, after, said: _held(after) == expected and trip(budget=budget, people_number=people)(before, after, said)


def opens(org: str, dest: str, **fields: Any) -> Check:
    """The trip as asked, and planned: every trip of the set has flights and stays in the data."""
    return lambda before, after, said: opened(org, dest, **fields)(before, after, said) and planned(before, after, said)


def W(leg: str = "every", **bounds: str) -> dict:  # noqa: N802 (a window, as the state holds it)
    return {"leg": leg, **bounds}


def P(most: int | None = None, least: int | None = None) -> dict:  # noqa: N802 (a pace, as the state holds it)
    return {"most": most, "least": least, "days": None}


def changed(*words: str) -> Check:
    """A change applied: planned (or no plan, with its reason), and the reply names the new value (each of ``words``,
    case aside), never the reply for a message not understood."""

    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        return (
            (plan_or_reason(before, after, said) or _kept(before, after, said))
            and all(w.lower() in low for w in words)
            and "didn't understand" not in said
            and "not understood" not in said
        )

    return check


def _kept(before: dict, after: dict, said: str) -> bool:
    """A loosened rule the plan already meets: the plan kept, said so."""
    return bool(after.get("plan")) and after.get("plan") == before.get("plan") and not after.get("missing")


def either(*checks: Check) -> Check:
    """One of the readings a message allows holds."""
    return lambda before, after, said: any(check(before, after, said) for check in checks)


def told(*words: str) -> Check:
    """A question about the rules answered with the rules the trip holds (each of ``words``), nothing changed."""
    return lambda before, after, said: answered(before, after, said) and all(w.lower() in said.lower() for w in words)


CATEGORIES = ("correct", "raise", "lower", "replace", "takeback", "ask", "several", "typo", "chatty")

CONVERSATIONS: list[Conversation] = [
    (
        "correct",
        [
            ("atlanta to chicago march 24-26 2022 2 people $3400", [opens("Atlanta", "Chicago")]),
            ("no flights before 8am pls", [rules(3400, fly=[W(depart_from="08:00")]), changed("08:00")]),
            ("make that 10am", [rules(3400, fly=[W(depart_from="10:00")]), changed("10:00")]),
            ("no wait, 9", [rules(3400, fly=[W(depart_from="09:00")]), changed("09:00")]),
            ("what are my rules", [told("09:00"), rules(3400, fly=[W(depart_from="09:00")])]),
        ],
    ),
    (
        "raise",
        [
            ("chicago to albany march 22-24 2022 2 people $2600", [opens("Chicago", "Albany")]),
            ("nothing over $150 a night for the room", [rules(2600, night=150), changed("$150")]),
            ("actually 200 a night is fine", [rules(2600, night=200), changed("$200")]),
            ("and keep meals under $40 a head", [rules(2600, night=200, meal=40), changed("$40")]),
            ("is there a cap on the hotel?", [told("$200")]),
        ],
    ),
    (
        "raise",
        [
            ("denver to bozeman march 17-19 2022 2 people $2300", [opens("Denver", "Bozeman")]),
            ("at most 2 sights a day", [rules(2300, pace=P(most=2)), changed("2 sights")]),
            ("actually 3 a day is fine", [rules(2300, pace=P(most=3)), changed("3 sights")]),
            ("hmm no, back to 2", [rules(2300, pace=P(most=2)), changed("2 sights")]),
            ("forget the pace thing", [rules(2300), changed()]),
            ("thx", [THANKED]),
        ],
    ),
    (
        "takeback",
        [
            ("houston to pensacola march 12-14 2022 2 people $2300", [opens("Houston", "Pensacola")]),
            ("only stays rated 4 or better", [rules(2300, stay=4), changed("4")]),
            ("restaurants rated 4+ too", [rules(2300, stay=4, food=4), changed("4")]),
            ("drop the restaurant rating", [rules(2300, stay=4), changed()]),
            ("is there a rating rule?", [told("4"), rules(2300, stay=4)]),
            ("ok lose that one too", [rules(2300), changed()]),
        ],
    ),
    (
        "lower",
        [
            ("el paso to phoenix march 4-6 2022 2 people $1800", [opens("El Paso", "Phoenix")]),
            ("keep meals under $50 per person", [rules(1800, meal=50), changed("$50")]),
            ("make it $30", [rules(1800, meal=30), changed("$30")]),
            ("what's the meal limit?", [told("$30")]),
            ("actually no limit on food", [rules(1800), changed()]),
        ],
    ),
    (
        "correct",
        [
            ("las vegas to denver march 12-14 2022 2 people $2800", [opens("Las Vegas", "Denver")]),
            ("no more than $120 per person a night", [rules(2800, pp=120), changed("$120")]),
            ("ok 150 pp is fine", [rules(2800, pp=150), changed("$150")]),
            ("scratch that, 130", [rules(2800, pp=130), changed("$130")]),
            ("what are my rules?", [told("$130")]),
        ],
    ),
    (
        "replace",
        [
            ("atlanta to chattanooga march 7-9 2022 2 people $2600", [opens("Atlanta", "Chattanooga")]),
            ("we want italian food", [rules(2600, cuisine=["Italian"]), changed("Italian")]),
            ("actually make it mexican instead", [rules(2600, cuisine=["Mexican"]), changed("Mexican")]),
            ("and no chinese", [rules(2600, cuisine=["Mexican"], avoid_food=["Chinese"]), changed("Chinese")]),
            ("eh chinese is fine actually", [rules(2600, cuisine=["Mexican"]), changed()]),
            ("what food rules do we have", [told("Mexican")]),
        ],
    ),
    (
        "replace",
        [
            ("atlanta to knoxville march 29-31 2022 2 people $2800", [opens("Atlanta", "Knoxville")]),
            ("we have to see the sunsphere", [rules(2800, see=["Sunsphere"]), changed("Sunsphere")]),
            ("and skip the walking tours", [rules(2800, see=["Sunsphere"], skip=["Knoxville Walking Tours"]), changed("Walking Tours")]),
            ("actually the walking tours are fine", [rules(2800, see=["Sunsphere"]), changed()]),
            ("forget the sunsphere too", [rules(2800), changed()]),
        ],
    ),
    (
        "replace",
        [
            ("chicago to albuquerque march 16-18 2022 2 people $2700", [opens("Chicago", "Albuquerque")]),
            ("we wanna eat at punjab grill", [rules(2700, eat=["Punjab Grill"]), changed("Punjab Grill")]),
            ("and not genghis grill", [rules(2700, eat=["Punjab Grill"], not_eat=["Genghis Grill"]), changed("Genghis")]),
            (
                "swap punjab grill for barbeque nation",
                [rules(2700, eat=["Barbeque Nation"], not_eat=["Genghis Grill"]), changed("Barbeque Nation")],
            ),
            ("what restaurants did i ask for", [told("Barbeque Nation")]),
        ],
    ),
    (
        "raise",
        [
            ("grand forks to minneapolis march 17-19 2022 2 people $2200", [opens("Grand Forks", "Minneapolis")]),
            ("no more than 3 hrs of driving per day", [rules(2200, drive=3), changed("3")]),
            ("make that 5", [rules(2200, drive=5), changed("5")]),
            ("and no flights over 2 hours", [rules(2200, drive=5, flight=2), changed("2")]),
            ("actually 3 hours of flying is ok", [rules(2200, drive=5, flight=3), changed("3")]),
            ("what's my driving limit", [told("5")]),
        ],
    ),
    (
        "correct",
        [
            ("new york to charleston march 19-21 2022 2 people $2900", [opens("New York", "Charleston")]),
            ("we need to land by 6pm", [rules(2900, fly=[W(arrive_until="18:00")]), changed("18:00")]),
            ("no wait, by 8pm", [rules(2900, fly=[W(arrive_until="20:00")]), changed("20:00")]),
            (
                "return flight after noon too",
                [rules(2900, fly=[W(arrive_until="20:00"), W("return", depart_from="12:00")]), changed("12:00")],
            ),
            ("forget the landing time", [rules(2900, fly=[W("return", depart_from="12:00")]), changed()]),
            ("what are my flight rules", [told("12:00")]),
        ],
    ),
    (
        "several",
        [
            ("houston to san antonio march 10-12 2022 2 people $2500", [opens("Houston", "San Antonio")]),
            (
                "stays rated 3+, max 2 sights a day, meals under 40 pp",
                [rules(2500, stay=3, pace=P(most=2), meal=40), changed("2 sights", "$40")],
            ),
            ("make it 4 stars and 3 sights a day", [rules(2500, stay=4, pace=P(most=3), meal=40), changed("3 sights")]),
            ("k and meals up to 60", [rules(2500, stay=4, pace=P(most=3), meal=60), changed("$60")]),
            ("what rules do I have?", [told("$60", "3 sights")]),
        ],
    ),
    (
        "typo",
        [
            ("houston to wichita march 19-21 2022 2 people $1800", [opens("Houston", "Wichita")]),
            ("no flihgts before 9am", [rules(1800, fly=[W(depart_from="09:00")]), changed("09:00")]),
            ("actualy make it 11", [rules(1800, fly=[W(depart_from="11:00")]), changed("11:00")]),
            ("nvm flight times dont matter", [rules(1800), changed()]),
            ("thx", [THANKED]),
        ],
    ),
    (
        "lower",
        [
            ("jacksonville to washington march 3-5 2022 2 people $3600", [opens("Jacksonville", "Washington")]),
            ("hotels under 300 a night", [rules(3600, night=300), changed("$300")]),
            ("lower that to 250 a night", [rules(3600, night=250), changed("$250")]),
            ("and 4 stars min", [rules(3600, night=250, stay=4), changed("4")]),
            ("ok 300 a night again", [rules(3600, night=300, stay=4), changed("$300")]),
        ],
    ),
    (
        "correct",
        [
            ("los angeles to detroit march 18-20 2022 2 people $5000", [opens("Los Angeles", "Detroit")]),
            ("at least 2 sights every day", [rules(5000, pace=P(least=2)), changed("2 sights")]),
            ("hmm make it 1", [rules(5000, pace=P(least=1)), changed("1 sight")]),
            ("actually go back to two", [rules(5000, pace=P(least=2)), changed("2 sights")]),
            ("is there a pace rule?", [told("2 sights")]),
        ],
    ),
    (
        "replace",
        [
            # replaced after scoring: the first trip written here (Nashville to Michigan) has no plan in the data
            (
                "baton rouge to texas 5 days 2 cities march 25 2022 2 people $4000",
                [opens("Baton Rouge", "Texas", visiting_city_number=2)],
            ),
            ("we want to see san antonio", [rules(4000, visit=["San Antonio"]), changed("San Antonio")]),
            ("skip dallas", [rules(4000, visit=["San Antonio"], avoid=["Dallas"]), changed("Dallas")]),
            # corrected after scoring (both turns): the city swapped out may be kept out too, as a sight to see swapped
            # for another is (rule_merge._instead_of_taken_back): "swap" asks for it in place of the other
            (
                "actually swap san antonio for austin",
                [
                    either(
                        rules(4000, visit=["Austin"], avoid=["Dallas"]),
                        rules(4000, visit=["Austin"], avoid=["Dallas", "San Antonio"]),
                    ),
                    changed("Austin"),
                ],
            ),
            (
                "dallas is fine after all",
                [either(rules(4000, visit=["Austin"]), rules(4000, visit=["Austin"], avoid=["San Antonio"])), changed()],
            ),
        ],
    ),
    (
        "raise",
        [
            ("salt lake city to burbank march 12-14 2022 2 people $4500", [opens("Salt Lake City", "Burbank")]),
            ("no flights longer than 2 hours", [rules(4500, flight=2), changed("2")]),
            ("eh 3 hrs is fine", [rules(4500, flight=3), changed("3")]),
            # corrected after scoring: "forget that" right after "3 hrs is fine" may take back that change (an undo, back
            # to 2 hours) or the rule; either is a reading of it
            ("forget that", [either(rules(4500), rules(4500, flight=2)), changed()]),
            ("ty", [THANKED]),
        ],
    ),
    (
        "ask",
        [
            ("washington to orlando march 15-17 2022 2 people $3800", [opens("Washington", "Orlando")]),
            ("only 4-star places and nothing over $250 a night", [rules(3800, stay=4, night=250), changed("$250")]),
            ("what are my rules", [told("$250", "4")]),
            ("is there a rating rule?", [told("4")]),
            ("drop the rating rule", [rules(3800, night=250), changed()]),
            ("what rules do i have now", [told("$250"), rules(3800, night=250)]),
        ],
    ),
    (
        "replace",
        [
            ("west palm beach to white plains march 5-7 2022 2 people $3000", [opens("West Palm Beach", "White Plains")]),
            ("we'd love some seafood", [rules(3000, more=["Seafood"]), changed("Seafood")]),
            ("and bbq", [rules(3000, more=["Seafood", "BBQ"]), changed("BBQ")]),
            # corrected after scoring: "no seafood" may also be read as seafood avoided (the words say so)
            (
                "actually no seafood, just bbq",
                [either(rules(3000, more=["BBQ"]), rules(3000, more=["BBQ"], avoid_food=["Seafood"])), changed()],
            ),
            ("thx", [THANKED]),
        ],
    ),
    (
        "chatty",
        [
            ("milwaukee to new york march 24-26 2022 2 people $3900", [opens("Milwaukee", "New York")]),
            ("oh and we're trying to keep food cheap, nothing over $25 a head if possible", [rules(3900, meal=25), changed("$25")]),
            ("hmm that might be too strict, let's say $35", [rules(3900, meal=35), changed("$35")]),
            ("and only restaurants rated 4 or above", [rules(3900, meal=35, food=4), changed("4")]),
            ("on second thought 3.5 rating is fine", [rules(3900, meal=35, food=3.5), changed("3.5")]),
        ],
    ),
    (
        "correct",
        [
            ("cleveland to baltimore march 15-17 2022 2 people $3700", [opens("Cleveland", "Baltimore")]),
            ("no flights leaving after 8pm", [rules(3700, fly=[W(depart_until="20:00")]), changed("20:00")]),
            ("make it 6pm", [rules(3700, fly=[W(depart_until="18:00")]), changed("18:00")]),
            (
                "and the return no earlier than 10am",
                [rules(3700, fly=[W(depart_until="18:00"), W("return", depart_from="10:00")]), changed("10:00")],
            ),
            (
                "actually 9am for the return",
                [rules(3700, fly=[W(depart_until="18:00"), W("return", depart_from="09:00")]), changed("09:00")],
            ),
        ],
    ),
    (
        "several",
        [
            ("bangor to washington march 21-23 2022 2 people $3800", [opens("Bangor", "Washington")]),
            (
                "max $200 a night, 2 sights a day tops, and no flights before 8",
                [rules(3800, night=200, pace=P(most=2), fly=[W(depart_from="08:00")]), changed("$200", "08:00")],
            ),
            (
                "make it 250 a night and 3 sights",
                [rules(3800, night=250, pace=P(most=3), fly=[W(depart_from="08:00")]), changed("$250", "3 sights")],
            ),
            ("and drop the flight time thing", [rules(3800, night=250, pace=P(most=3)), changed()]),
            ("what are my rules", [told("$250", "3 sights")]),
        ],
    ),
    (
        "correct",
        [
            ("sacramento to atlanta march 14-16 2022 2 people $4500", [opens("Sacramento", "Atlanta")]),
            ("restaurants rated at least 4", [rules(4500, food=4), changed("4")]),
            ("scratch that, 4.5", [rules(4500, food=4.5), changed("4.5")]),
            ("hmm too strict, 4 again", [rules(4500, food=4), changed("4")]),
            ("no wait forget ratings", [rules(4500), changed()]),
        ],
    ),
    (
        "takeback",
        [
            ("south bend to atlanta march 6-8 2022 2 people $2400", [opens("South Bend", "Atlanta")]),
            ("no fast food", [rules(2400, avoid_food=["Fast Food"]), changed("Fast Food")]),
            ("and no pizza either", [rules(2400, avoid_food=["Fast Food", "Pizza"]), changed("Pizza")]),
            ("ok pizza is fine actually", [rules(2400, avoid_food=["Fast Food"]), changed()]),
            ("is there a food rule?", [told("Fast Food")]),
        ],
    ),
    (
        "several",
        [
            ("cincinnati to philadelphia march 7-9 2022 2 people $4300", [opens("Cincinnati", "Philadelphia")]),
            ("no more than 5 hours of travel a day", [rules(4300, travel=5), changed("5")]),
            ("make that 7", [rules(4300, travel=7), changed("7")]),
            ("and at most 1 sight a day", [rules(4300, travel=7, pace=P(most=1)), changed("1 sight")]),
            ("k 2 is fine", [rules(4300, travel=7, pace=P(most=2)), changed("2 sights")]),
        ],
    ),
    (
        "lower",
        [
            ("eugene to los angeles march 14-16 2022 2 people $3000", [opens("Eugene", "Los Angeles")]),
            ("only places rated 5", [rules(3000, stay=5), changed("5")]),
            ("ok 4 is fine", [rules(3000, stay=4), changed("4")]),
            ("and no more than $180 per person per night", [rules(3000, stay=4, pp=180), changed("$180")]),
            ("what's the per person cap", [told("$180")]),
        ],
    ),
    (
        "several",
        [
            ("wilmington to charlotte march 7-9 2022 2 people $2000", [opens("Wilmington", "Charlotte")]),
            (
                "no flights before 7am and land by 9pm",
                [rules(2000, fly=[W(depart_from="07:00", arrive_until="21:00")]), changed("07:00", "21:00")],
            ),
            ("make the morning one 8am", [rules(2000, fly=[W(depart_from="08:00", arrive_until="21:00")]), changed("08:00")]),
            ("what are my rules", [told("08:00", "21:00")]),
            ("thanks!", [THANKED]),
        ],
    ),
    (
        "typo",
        [
            ("daytona beach to atlanta march 2-4 2022 2 people $2200", [opens("Daytona Beach", "Atlanta")]),
            ("relaxed pace pls", [rules(2200, pace=P(most=1)), changed("1 sight")]),
            ("actualy lets do 2 a day", [rules(2200, pace=P(most=2)), changed("2 sights")]),
            ("and max 150/night", [rules(2200, pace=P(most=2), night=150), changed("$150")]),
            ("nah 175", [rules(2200, pace=P(most=2), night=175), changed("$175")]),
        ],
    ),
    (
        "raise",
        [
            ("dallas to huntsville march 13-15 2022 2 people $4500", [opens("Dallas", "Huntsville")]),
            ("min 4 star stays", [rules(4500, stay=4), changed("4")]),
            ("bump that to 5", [rules(4500, stay=5), changed("5")]),
            ("lower it back to 4 please", [rules(4500, stay=4), changed("4")]),
            ("and nothing above 400 a night", [rules(4500, stay=4, night=400), changed("$400")]),
            ("what are my rules?", [told("4", "$400")]),
        ],
    ),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# HEAD (095c508): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 102 right, 50 wrong (31 with the reason named, 19 silent) of 152.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "correct": (15, 31),
    "raise": (21, 28),
    "lower": (8, 15),
    "replace": (24, 26),
    "takeback": (10, 11),
    "ask": (4, 6),
    "several": (12, 20),
    "typo": (6, 10),
    "chatty": (2, 5),
}
NOW_RIGHT = 152

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none since stop 71).
KNOWN_GAPS: dict[tuple[int, int], str] = {}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "rule-changes", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=25, least_turns=120
)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


_BOTH = {"flight times": [{"leg": "every", "depart_from": "07:00", "arrive_until": "21:00"}]}
_PACE = {"pace": {"most": 2, "least": None, "days": None}}
_EARLY = {"flight times": [{"leg": "every", "depart_from": "08:00", "depart_until": None, "arrive_from": None, "arrive_until": None}]}


@pytest.mark.parametrize(
    ("text", "now", "before", "read"),
    [
        ("make that 10am", _EARLY, {}, "No flights departing before 10:00."),
        ("no wait, 9", _EARLY, {}, "No flights departing before 09:00."),
        ("actually 200 a night is fine", {"max night price": 150.0}, {}, "Nothing over $200 a night for the room, please."),
        ("actually 3 a day is fine", _PACE, {}, "We'd like at most 3 sights a day."),
        ("nah 175", {"max night price": 150.0, **_PACE}, _PACE, "Nothing over $175 a night for the room, please."),
        ("make it 2000", {"max night price": 150.0}, {}, "make it 2000"),  # far from the cap: a budget's, left as it was
        ("k 2 is fine", {"max meal cost": 40.0, **_PACE}, {"max meal cost": 40.0}, "We'd like at most 2 sights a day."),
        ("3", {"max meal cost": 40.0, **_PACE}, {}, "3"),  # a bare value with no rule changed last: none of them
        ("4 people", _PACE, {}, "4 people"),
        ("make the morning one 8am", _BOTH, {}, "No flights departing before 08:00. No flights arriving after 21:00."),
        ("make it 8", _BOTH, {}, "make it 8"),  # a bare hour with two bounds held: neither picked
        ("swap punjab grill for barbeque nation", {"eat at": ["Punjab Grill"]}, {}, "We want to eat at barbeque nation."),
        ("swap punjab grill for something cheaper", {"eat at": ["Punjab Grill"]}, {}, "swap punjab grill for something cheaper"),
    ],
)
def test_a_rule_said_again_by_its_value(text: str, now: dict, before: dict, read: str) -> None:
    """A held rule's value said again is read as the rule's own sentence with it (``rule_value``); anything else, or a
    value no held rule takes, is left as it was."""
    state: Any = {"trip": {"local_constraint": now}, "previous": {"trip": {"local_constraint": before}}}
    assert rule_value_said(text, state) == read


_TWO = [{"leg": "every", "arrive_until": "20:00"}, {"leg": "return", "depart_from": "12:00"}]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("forget the landing time", [{"leg": "return", "depart_from": "12:00"}]),
        ("drop the return time", [{"leg": "every", "arrive_until": "20:00"}]),
        ("forget the flight times", None),
    ],
)
def test_a_flight_bound_taken_back_alone(text: str, kept: list | None) -> None:
    """A take-back naming a kind of bound or a leg removes those bounds only (``window_back``); else the whole rule."""
    left = bounds_left(_TWO, text)
    assert (None if left is None else [{k: v for k, v in w.items() if v} for w in left]) == kept


if __name__ == "__main__":
    main()
