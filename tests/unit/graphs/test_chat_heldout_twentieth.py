"""A twentieth held-out conversation set for the chat (issue 39, helper CONV20), written before the chat's code was
read for it and scored on HEAD 06dbd4d first (``HEAD_FIGURES``). Its trips are the public splits' trips no earlier
chat set used as its base (Orlando, Memphis and Greer to a state, Houston to Utah, Punta Gorda to Wisconsin, Nashville
and Greensboro to a state, New York to Louisiana, Asheville to New York, Sault Ste. Marie and Louisville to Michigan,
Oakland to Oregon, Atlanta to Minnesota, Richmond to Florida, Sacramento to Washington, Denver, Seattle, Salt Lake
City, Pittsburgh, Lake Charles, Harrisburg, Lexington and Las Vegas to Texas, Indianapolis and Omaha to Colorado,
Minneapolis and Newark to Ohio, Washington to Virginia, Boston and Chicago to North Carolina, Peoria to Illinois, Salt
Lake City to California and Montana), and one-city trips from those origins to a city of that state on the same
dates, each first checked to plan with a plain request.

It is written as people chat, on what the last set left open: minds changed mid-conversation (dates, budget, party,
cuisine, ratings, modes) and changed back; take-backs ("actually forget the budget cap", "driving is off the table",
"scratch that, flights are ok"); questions about the plan ("what's the hotel rated?", "how much is day 2?", "why not
fly?"); edits said together ("no smoking rooms and add a day", "not that hotel, and add a day"); people added ("add a
third person", "my sister's coming too", "and her husband"); house rules both ways ("no parties, smoking is fine",
"pets are fine actually"); typos and slang; several wishes in one turn. Each turn is right, or wrong with its reason
named or a question asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py; checks of earlier
sets reused). Run as a script it scores every turn: ``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentieth``.

Figures, turns of 183 in 42 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
06dbd4d 162 / 7 / 14; after the fixes this set drove 183 / 0 / 0. Two checks were corrected after the HEAD score and
before any fix (both figures are with them): "forget the budget cap" answered "I need a budget to plan (it is $1,800
now)" with the trip kept is right (the no gives its reason), and "what's the hotel rated?" on a trip no plan meets is
answered by saying so; one opening (Seattle to Dallas) had no plan and was replaced by Lexington to Dallas.

The fixes, each a cause: a thing refused by a verdict after it ("driving is off the table", "... too") is the rule the
readers read, never a take-back of it (``rule_merge._dropped``; ``negation`` reads a verdict followed by "too" /
"either" / "as well"); a gerund's "'s" typed bare ("drivings off the table") gets its apostrophe (``typed_loosely``);
"driving's back on" allows the mode again (``take_back.ALLOW_MODE``); a take-back cue before a count ("drop a day",
"remove 2 nights") is a change by an amount, never a cue alone taking back the clause before it ("no smoking, and
drop a day" kept smoking out) (``take_back``); "add a third person" is one more when the ordinal agrees (asked back
when it does not) (``relative``); a stay said unwanted beside another change ("not that hotel, and add a day") keeps
the stay out and applies the change, the reply naming both (``place_banned.stay_banned_apart``, ``understand``); the
stays' ratings asked in the plural ("what are the hotels rated?") are answered with each rating, "how are we getting
between the cities" with the travel, "wheres we sleepin" with the nights (``intent_questions``, ``intent_spelling``).
"""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.rule_merge import _dropped
from himap_travel.nodes.chat.take_back import held_wishes, taken_back
from himap_travel.nodes.chat.typed_loosely import restored
from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    day_cost_said,
    plan_or_reason,
    rule,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import money, opened, said_any
from tests.unit.graphs.test_chat_heldout_nineteenth import (
    _rating_said,
    _scope,
    bans,
    rated_at_least,
    stay_said,
    stop_said,
)
from tests.unit.graphs.test_chat_heldout_seventeenth import aside, budget, dates, people


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def rated(city: str | None = None, place: int | None = None) -> Check:
    """"What's the hotel rated?": the rating of each stay asked about (the one in ``city``, at the ``place``-th stop,
    or every stay) given, nothing changed; on a trip no plan meets, that said instead."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return answered(before, after, said) and "no plan" in said
        listings = _scope(after, city, place)
        return bool(listings) and all(_rating_said(x, said) for x in listings) and answered(before, after, said)
    return check


def forbids(*names: str) -> Check:
    """The stays must forbid exactly these house rules (none added, none kept after it was taken back), planned or
    its reason."""
    return lambda before, after, said: set(_local(after).get("stay forbids") or []) == set(names) and plan_or_reason(
        before, after, said)


def mode(value: str | None) -> Check:
    """The trip's transportation rule is ``value`` (None: taken back), planned or its reason."""
    return lambda before, after, said: rule("transportation", value)(before, after, said) and plan_or_reason(
        before, after, said)


def local(key: str, value: object) -> Check:
    """A local rule held as ``value`` (None: taken back), planned or its reason."""
    return lambda before, after, said: rule(key, value)(before, after, said) and plan_or_reason(before, after, said)


def avoids_cuisines(*names: str) -> Check:
    """The cuisines to avoid are exactly ``names`` (none: taken back), planned or its reason."""
    return lambda before, after, said: set(_local(after).get("avoid cuisines") or []) == set(names) and (
        plan_or_reason(before, after, said))


def why_mode(*words: str) -> Check:
    """"Why not fly?": answered (nothing changed) with a reason about that mode, one of ``words``."""
    return lambda before, after, said: answered(before, after, said) and any(w in said.lower() for w in words) and (
        "didn't understand" not in said)


WHY_NOT_FLY = why_mode("flight", "fly", "flies", "flown")
HOW_THERE = said_any("flight", "drive", "driving", "taxi")


def budget_lifted(before: dict, after: dict, said: str) -> bool:
    """"Forget the budget cap": the cap no lower than it was and the reply speaks of the budget (a plan needs one: the
    chat says what it kept or took, or asks for the most to spend), planned, its reason, or the trip kept."""
    was, now = ((s.get("trip") or {}).get("budget") or 0 for s in (before, after))
    return now >= was and "budget" in said.lower() and "didn't understand" not in said and (
        plan_or_reason(before, after, said) or unchanged(before, after, said))


def days_and(days: int, *checks: Check) -> Check:
    """Two edits in one message ("no smoking rooms and add a day"): the trip is ``days`` long and every one of
    ``checks`` holds, planned or its reason."""
    return lambda before, after, said: trip(days=days)(before, after, said) and all(
        c(before, after, said) for c in checks) and plan_or_reason(before, after, said)


_B = [dict() for _ in range(3)]  # the stays said unwanted

CATEGORIES = ("mind", "takeback", "question", "combined", "added", "houserule", "typo", "several")

CONVERSATIONS: list[Conversation] = [
    # --- minds changed, and changed back ------------------------------------------------------------------------------
    ("mind", [
        ("orlando to houston march 10-12 2022, just me, 1500", [opened("Orlando", "Houston")]),
        ("actually make it march 11 to 13", [dates(11, 13)]),
        ("hmm no, back to the 10th", [dates(10, 12)]),
        ("budget 1200 tops", [budget(1200)]),
        ("whats the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("mind", [
        ("memphis to pennsylvania 5 days 2 cities march 22 2022 1 person 1400",
         [opened("Memphis", "Pennsylvania", visiting_city_number=2)]),
        ("bump the budget to 2000", [budget(2000)]),
        ("eh 1800 is enough actually", [budget(1800)]),
        ("how much is day 2?", [day_cost_said(2)]),
        ("thanks", [THANKED]),
    ]),
    ("mind", [
        ("greensboro to new york 7 days 3 cities march 20 2022, 2 of us, 3800",
         [opened("Greensboro", "New York", visiting_city_number=3)]),
        ("make it 3 people and 5000", [people(3, 5000)]),
        ("nah just the two of us after all", [people(2)]),
        ("what are the hotels rated?", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("mind", [
        ("lexington to dallas march 18-20 2022, 2 people, 2400", [opened("Lexington", "Dallas")]),
        ("we want italian food", [cuisines("Italian"), plan_or_reason]),
        ("actually make that mexican instead", [cuisines("Mexican"), plan_or_reason]),
        ("and chinese too", [cuisines("Mexican", "Chinese"), plan_or_reason]),
        ("how much is day 1", [day_cost_said(1)]),
    ]),
    ("mind", [
        ("punta gorda to wisconsin 7 days 3 cities march 16 2022 solo 5700",
         [opened("Punta Gorda", "Wisconsin", visiting_city_number=3)]),
        ("only places rated 4 stars or more", [local("min stay rating", 4)]),
        ("eh 3 stars is fine", [local("min stay rating", 3)]),
        ("what's each hotel rated?", [rated()]),
        ("thanks", [THANKED]),
    ]),
    ("mind", [
        ("oakland to portland march 12-14 2022 2 people 1800", [opened("Oakland", "Portland")]),
        ("no flights please", [mode("no flight")]),
        ("actually flying's fine, but no driving", [mode("no self-driving")]),
        ("how do we get there now", [HOW_THERE]),
        ("thanks", [THANKED]),
    ]),
    ("mind", [
        ("atlanta to minnesota 5 days 2 cities march 3 2022 3 people 7900",
         [opened("Atlanta", "Minnesota", visiting_city_number=2)]),
        ("restaurants rated 4 or higher", [local("min rating", 4)]),
        ("forget that, any restaurant is ok", [local("min rating", None)]),
        ("whats left in the budget", [money]),
    ]),
    ("mind", [
        ("denver to texas 5 days 2 cities march 8 2022 5 people 7100",
         [opened("Denver", "Texas", visiting_city_number=2)]),
        ("start march 9 instead", [dates(9, 13)]),
        ("no wait keep march 8", [dates(8, 12)]),
        ("what's the total", [total_said]),
    ]),
    # --- take-backs ---------------------------------------------------------------------------------------------------
    ("takeback", [
        ("richmond to jacksonville march 9-11 2022 2 people 1600", [opened("Richmond", "Jacksonville")]),
        ("driving is off the table", [mode("no self-driving")]),
        ("whats the hotel rated?", [rated()]),
        ("ok driving is fine again", [mode(None)]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("sacramento to everett march 22-24 2022 3 people 1800", [opened("Sacramento", "Everett")]),
        ("actually forget the budget cap", [budget_lifted]),
        ("what's the total", [total_said]),
        ("ok thanks", [THANKED]),
    ]),
    ("takeback", [
        ("minneapolis to ohio 7 days 3 cities march 17 2022 2 people 5100",
         [opened("Minneapolis", "Ohio", visiting_city_number=3)]),
        ("no chinese food", [avoids_cuisines("Chinese")]),
        ("eh chinese is ok actually", [avoids_cuisines()]),
        ("how much is day 3", [day_cost_said(3)]),
    ]),
    ("takeback", [
        ("washington to lynchburg march 15-17 2022 1 person 1000", [opened("Washington", "Lynchburg")]),
        ("entire home only", [local("room type", "entire room")]),
        ("never mind the entire home thing", [local("room type", None)]),
        ("where are we staying", [stay_said]),
    ]),
    ("takeback", [
        ("las vegas to texas 5 days 2 cities march 13 2022 2 people 3700",
         [opened("Las Vegas", "Texas", visiting_city_number=2)]),
        ("flying is out", [mode("no flight")]),
        ("scratch that, flights are ok", [mode(None)]),
        ("what are the hotels rated", [rated()]),
    ]),
    ("takeback", [
        ("asheville to new york 5 days 2 cities march 13 2022 2 people 4700",
         [opened("Asheville", "New York", visiting_city_number=2)]),
        ("driving is off the table", [mode("no self-driving")]),
        ("how are we getting between the cities", [HOW_THERE]),
        ("ok driving's back on", [mode(None)]),
        ("thx", [THANKED]),
    ]),
    # --- questions about the plan -------------------------------------------------------------------------------------
    ("question", [
        ("boston to charlotte march 2-4 2022 4 people 3000", [opened("Boston", "Charlotte")]),
        ("what's the hotel rated?", [rated()]),
        ("how much is day 2?", [day_cost_said(2)]),
        ("why not fly?", [WHY_NOT_FLY]),
        ("thx", [THANKED]),
    ]),
    ("question", [
        ("chicago to north carolina 5 days 2 cities march 5 2022 2 people 3600",
         [opened("Chicago", "North Carolina", visiting_city_number=2)]),
        ("how are we getting between the cities", [HOW_THERE]),
        ("what's the second city", [stop_said(2)]),
        ("whats the hotel there rated", [rated(place=2)]),
        ("how much is left", [money]),
    ]),
    ("question", [
        ("peoria to chicago march 13-15 2022 3 people 2400", [opened("Peoria", "Chicago")]),
        ("why not fly?", [WHY_NOT_FLY]),
        ("what are we doing day 2", [said_any("Day 2")]),
        ("what's the total", [total_said]),
    ]),
    ("question", [
        ("salt lake city to montana 7 days 3 cities march 16 2022 2 people 7200",
         [opened("Salt Lake City", "Montana", visiting_city_number=3)]),
        ("whats the last city", [stop_said(0)]),
        ("and what's the hotel there rated", [rated(place=3)]),
        ("how much is day 7", [day_cost_said(7)]),
        ("thanks!", [THANKED]),
    ]),
    # --- two edits in one message -------------------------------------------------------------------------------------
    ("combined", [
        ("lake charles to houston march 4-6 2022 2 people 2000", [opened("Lake Charles", "Houston")]),
        ("no smoking rooms and add a day", [days_and(4, forbids("smoking"))]),
        ("whats the total", [total_said]),
        ("ty", [THANKED]),
    ]),
    ("combined", [
        ("pittsburgh to houston march 5-7 2022, 3 people, 2800", [opened("Pittsburgh", "Houston")]),
        ("not that hotel, and add a day", [days_and(4, bans(_B[0]))]),
        ("is the new one at least 3 stars", [rated_at_least(3)]),
        ("thanks", [THANKED]),
    ]),
    ("combined", [
        ("newark to ohio 5 days 2 cities march 23 2022 2 people 4400",
         [opened("Newark", "Ohio", visiting_city_number=2)]),
        ("no parties and 3 people now", [forbids("parties"), people(3)]),
        ("and budget 5000", [budget(5000)]),
        ("what are the hotels rated?", [rated()]),
    ]),
    ("combined", [
        ("harrisburg to amarillo march 8-10 2022 2 people 1500", [opened("Harrisburg", "Amarillo")]),
        ("italian food and entire homes only", [cuisines("Italian"), local("room type", "entire room")]),
        ("push it back a day", [dates(9, 11)]),
        ("how much is day 1", [day_cost_said(1)]),
    ]),
    ("combined", [
        ("myrtle beach to detroit march 4-6 2022 2 ppl 1800", [opened("Myrtle Beach", "Detroit")]),
        ("add a day and make it 2200", [days_and(4, budget(2200))]),
        ("no pets in the place pls, allergic", [forbids("pets")]),
        ("thx", [THANKED]),
    ]),
    ("combined", [
        ("greensboro to georgia 7 days 3 cities march 10 2022 3 people 4000",
         [opened("Greensboro", "Georgia", visiting_city_number=3)]),
        ("no smoking, and drop a day", [forbids("smoking"), trip(days=6)]),
        ("hmm ok keep it 7 days then", [trip(days=7), forbids("smoking")]),
        ("whats the total", [total_said]),
    ]),
    # --- people added ---------------------------------------------------------------------------------------------------
    ("added", [
        ("greensboro to atlanta march 10-12 2022 2 people 1600", [opened("Greensboro", "Atlanta")]),
        ("add a third person", [people(3)]),
        ("my sister's coming too", [people(4)]),
        ("whats the total", [total_said]),
    ]),
    ("added", [
        ("atlanta to duluth march 3-5 2022 just me 1200", [opened("Atlanta", "Duluth")]),
        ("my sister's coming too", [people(2)]),
        ("and her husband", [people(3)]),
        ("is the place at least 3 stars", [rated_at_least(3)]),
    ]),
    ("added", [
        ("lexington to texas 7 days 3 cities march 18 2022 4 people 16800",
         [opened("Lexington", "Texas", visiting_city_number=3)]),
        ("add two more people", [people(6)]),
        ("one of them dropped out", [people(5)]),
        ("what's left in the budget", [money]),
    ]),
    ("added", [
        ("houston to salt lake city march 23-25 2022 solo 1500", [opened("Houston", "Salt Lake City")]),
        ("bringing a friend", [people(2)]),
        ("add a third person and budget 2000", [people(3, 2000)]),
        ("thanks", [THANKED]),
    ]),
    ("added", [
        ("nashville to pennsylvania 5 days 2 cities march 12 2022 6 people 15100",
         [opened("Nashville", "Pennsylvania", visiting_city_number=2)]),
        ("add a seventh person", [people(7)]),
        ("how much is day 1 now", [day_cost_said(1)]),
        ("ok thx", [THANKED]),
    ]),
    # --- house rules both ways ------------------------------------------------------------------------------------------
    ("houserule", [
        ("denver to lubbock march 8-10 2022 5 people 3500", [opened("Denver", "Lubbock")]),
        ("no parties, smoking is fine", [forbids("parties")]),
        ("actually no smoking either", [forbids("parties", "smoking")]),
        ("thanks", [THANKED]),
    ]),
    ("houserule", [
        ("omaha to colorado 5 days 2 cities march 14 2022 7 people 23400",
         [opened("Omaha", "Colorado", visiting_city_number=2)]),
        ("we need no smoking places", [forbids("smoking")]),
        ("smoking is fine, but no parties", [forbids("parties")]),
        ("what are the hotels rated", [rated()]),
        ("thx", [THANKED]),
    ]),
    ("houserule", [
        ("salt lake city to san diego march 25-27 2022 2 people 1800", [opened("Salt Lake City", "San Diego")]),
        ("non smoking and no pets pls", [forbids("smoking", "pets")]),
        ("pets are fine actually", [forbids("smoking")]),
        ("whats the hotel rated", [rated()]),
    ]),
    # --- typos and slang ------------------------------------------------------------------------------------------------
    ("typo", [
        ("seattle to texas 7 days 3 cites march 10 2022 4 ppl 11000",
         [opened("Seattle", "Texas", visiting_city_number=3)]),
        ("no driivng pls", [mode("no self-driving")]),
        ("hw much is day 2", [day_cost_said(2)]),
        ("thx m8", [THANKED]),
    ]),
    ("typo", [
        ("memphis to harrisburg 3/22-3/24/2022 1 person 1000", [opened("Memphis", "Harrisburg")]),
        ("mexcian food pls", [cuisines("Mexican"), plan_or_reason]),
        ("add a nite", [trip(days=4), plan_or_reason]),
        ("ty", [THANKED]),
    ]),
    ("typo", [
        ("indianapolis to colorado 7 days 3 cities march 11 2022 5 ppl 15100",
         [opened("Indianapolis", "Colorado", visiting_city_number=3)]),
        ("wats the hotel in the 1st city rated", [rated(place=1)]),
        ("no smokin rooms", [forbids("smoking")]),
        ("wheres we sleepin", [stay_said]),
    ]),
    # --- several wishes in one turn -------------------------------------------------------------------------------------
    ("several", [
        ("asheville to baltimore march 20-22 2022 8 people 6500", [opened("Asheville", "Baltimore")]),
        ("no flights, budget 7000, and we want chinese food",
         [mode("no flight"), budget(7000), cuisines("Chinese")]),
        ("what's the hotel rated?", [rated()]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("fort lauderdale to milwaukee march 8-10 2022 2 ppl 1100", [opened("Fort Lauderdale", "Milwaukee")]),
        ("make it 3 of us, 1600, and no smoking", [people(3, 1600), forbids("smoking")]),
        ("driving is off the table too", [mode("no self-driving"), forbids("smoking")]),
        ("how much is day 2", [day_cost_said(2)]),
    ]),
    ("several", [
        ("new york to louisiana 5 days 2 cities march 15 2022 4 people 12300",
         [opened("New York", "Louisiana", visiting_city_number=2)]),
        ("we changed our minds: 3 people, start march 16, and italian food",
         [people(3), dates(16, 20), cuisines("Italian")]),
        ("whats the first city", [stop_said(1)]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("sault ste marie to michigan 7 days 3 cities march 15 2022 5 people 12700",
         [opened("Sault Ste. Marie", "Michigan", visiting_city_number=3)]),
        ("actually 4 of us", [people(4)]),
        ("forget the budget cap", [budget_lifted]),
        ("what are the hotels rated", [rated()]),
    ]),
    ("several", [
        ("louisville to michigan 7 days 3 cities march 8 2022 4 people 19400",
         [opened("Louisville", "Michigan", visiting_city_number=3)]),
        ("we like french food", [cuisines("French"), plan_or_reason]),
        ("make it american food instead", [cuisines("American"), plan_or_reason]),
        ("and nothing over 300 a night", [local("max night price", 300), cuisines("American")]),
        ("what's the total", [total_said]),
    ]),
    ("several", [
        ("fort lauderdale to norfolk march 16-18 2022 2 people 2300", [opened("Fort Lauderdale", "Norfolk")]),
        ("lol we've never been to virginia", [aside]),
        ("the hotel rated ok?", [rated()]),
        ("why not fly", [WHY_NOT_FLY]),
        ("thanks", [THANKED]),
    ]),
    ("several", [
        ("punta gorda to madison march 16-18 2022 solo 1200", [opened("Punta Gorda", "Madison")]),
        ("drivings off the table and no parties", [mode("no self-driving"), forbids("parties")]),
        ("add a friend", [people(2), forbids("parties")]),
        ("whats the hotel rated", [rated()]),
    ]),
]

# HEAD (06dbd4d): turns right of all, per category, measured on a pristine copy before any fix. 162 right, 21 wrong
# (7 with the reason named or asked, 14 silent) of 183.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"mind": (38, 39), "takeback": (20, 26), "question": (18, 19),
                                            "combined": (20, 24), "added": (17, 20), "houserule": (12, 13),
                                            "typo": (11, 12), "several": (26, 30)}
# After this set's fixes: NOW_RIGHT of 183 (KNOWN_GAPS the rest).
NOW_RIGHT = 183

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {}

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentieth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=35, least_turns=170)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


@pytest.mark.parametrize(("text", "kept"), [("driving is off the table", True), ("flying is absolutely off the table", True),
                                            ("forget the no self-driving thing", False)])
def test_a_thing_refused_by_a_verdict_is_the_rule_not_its_take_back(text: str, kept: bool) -> None:
    mode = "no flight" if "flying" in text else "no self-driving"
    assert _dropped(text, mode, "transportation") is not kept


def test_a_count_after_a_take_back_cue_takes_nothing_back() -> None:
    smoking = held_wishes({"local_constraint": {"stay forbids": ["smoking"]}})
    for text in ("no smoking, and drop a day", "no smoking and remove 2 nights"):
        assert not taken_back(text, smoking).dropped
    assert taken_back("no smoking, never mind", smoking).dropped  # a cue alone still takes the clause before back


def test_a_bare_gerund_verdict_gets_its_apostrophe() -> None:
    assert restored("drivings off the table") == "driving's off the table"
    assert restored("things off the table") == "things off the table"  # no gerund


if __name__ == "__main__":
    main()
