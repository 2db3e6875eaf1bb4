"""A held-out conversation set for the kinds of wrong reply the lead's probe found on the chat (issue 39), written
before the chat's code was changed for them and scored on the code as it was (the figures are in the round's report).

Its categories: a give-up said although the values are equal once rounded ("4.2 on average instead of 4.2"); the
request's internal key names in "What changed" ("max night price: none → 150") where the rules' own words belong; a
refusal with no reason, and one person joining ("add my friend") taken as one more; a relaxed number for a wish
already set ("4 stars min", then "nah 3 is ok"), which must lower the minimum (or raise a cap) and say so; "what's the
cheapest this can be?" answered with the trip as it stands; undos that name the version ("the one with the $1,800
budget"), "the first plan was better" after several changes, a question or an undo behind a filler word; and the stray
"I plan trips." after a diet the data cannot filter.

Each turn's checks state what a careful person expects, decided before the set was scored (the harness is the first
set's: tests/support/chat_scoring.py). ``KNOWN_MISSES`` names the turns the chat still gets wrong, each with its
reason: the test fails if a miss is fixed (it must leave the list) or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures:
``.venv/bin/python -m tests.unit.graphs.test_chat_probe_lead``.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import (
    Check,
    answered,
    never,
    plan_or_reason,
    rule,
    says,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set

# The request's own spellings of its rules, which a traveller never wrote ("What changed" must use the rules' words).
_INTERNAL_KEYS = ("more cuisines:", "max night price:", "min stay rating:", "min rating:", "max meal cost:",
                  "max driving hours:", "max flight hours:", "avoid cuisines:", "more house rules:",
                  "max night price per person:")


def no_equal_give_up(before: dict, after: dict, said: str) -> bool:
    """No give-up whose two values read the same ("4.2 on average instead of 4.2", "3 instead of 3")."""
    return re.search(r"(\d+(?:\.\d+)?)( on average)? instead of \1\b(?!\.\d)", said) is None


def plain_rules(*words: str) -> Check:
    """The reply names the rule in its own words and never by the request's key."""
    return lambda before, after, said: all(w in said for w in words) and not any(k in said for k in _INTERNAL_KEYS)


def reason_given(before: dict, after: dict, said: str) -> bool:
    """A "no" always says why: "I couldn't do that:" is never followed by nothing."""
    return re.search(r"couldn't do that:\s*(\n\s*[-*]?\s*)?(\n|$)", said) is None and not said.rstrip().endswith(":")


def one_more(before: dict, after: dict, said: str) -> bool:
    """One person joins: the party is one larger, the rest of the request as it was, and the reply says so."""
    was, now = before.get("trip") or {}, after.get("trip") or {}
    count = was.get("people_number")
    return (count is not None and now.get("people_number") == count + 1 and now.get("budget") == was.get("budget")
            and now.get("dest") == was.get("dest") and f"{count} → {count + 1}" in said)


def cheapest_answered(before: dict, after: dict, said: str) -> bool:
    """"What's the cheapest this can be?": a lowest cost is given (a re-plan for it, no dearer than before, or the
    cheapest cost said), never the trip as it stands as if nothing was asked."""
    if "as it stands" in said or "didn't understand" in said or after.get("spent") is None:
        return False
    return after["spent"] <= (before.get("spent") or float("inf")) + 0.005 and "$" in said and (
        "cheapest" in said.lower() or "lowest" in said.lower())


def budget_back(amount: float) -> Check:
    """An undo naming an earlier version by its budget: the trip holds that budget again, and the reply says it went
    back."""
    return lambda before, after, said: (after.get("trip") or {}).get("budget") == amount and "went back" in said


def none_matches(before: dict, after: dict, said: str) -> bool:
    """An undo naming a version the thread never had: nothing changes, and the reply says no earlier version matches."""
    return unchanged(before, after, said) and "didn't understand" not in said and (
        "no earlier version" in said.lower() or "none of" in said.lower())


def first_or_one_back(first: dict) -> Check:
    """"The first plan was better" after several changes: the first trip is back, or the reply says only the last
    change went back (never that the first is back when it is not)."""
    def check(before: dict, after: dict, said: str) -> bool:
        now = after.get("trip") or {}
        if all(now.get(k) == v for k, v in first.items()):
            return "went back" in said
        return "went back" in said and "only" in said.lower() and "last change" in said.lower()
    return check


def undone(before: dict, after: dict, said: str) -> bool:
    """An undo behind other words: the trip before the last change is back, and the reply says it went back."""
    return after.get("trip") == (before.get("previous") or {}).get("trip") and "went back" in said


def already_flies(before: dict, after: dict, said: str) -> bool:
    """"Can we take the plane instead" on a trip that flies: nothing changes and the reply says it already flies."""
    return unchanged(before, after, said) and "already" in said and "fl" in said.lower()


NO_DIET_TRAILER = never("I plan trips")
DIET_SAID = says("diet")


def relaxed(key: str, value: float) -> Check:
    """A relaxed number for a wish already set: the rule holds the new number, and the reply says the change."""
    return lambda before, after, said: rule(key, value)(before, after, said) and "None of your wishes" not in said and (
        "→" in said or "changed" in said.lower())


CATEGORIES = ("rounding", "keys", "reason", "relaxed", "cheapest", "undo", "diet")

CONVERSATIONS: list[Conversation] = [
    # --- 1. give-ups that are equal once rounded ------------------------------------------------------------------
    ("rounding", [
        ("me and 2 mates, Toledo to Dayton mar 10-12 2022, 1800 bucks", [plan_or_reason, trip(people_number=3)]),
        ("one more guy is in, 4 of us", [trip(people_number=4), no_equal_give_up, plan_or_reason]),
        ("actually 5", [trip(people_number=5), no_equal_give_up, plan_or_reason]),
    ]),
    ("rounding", [
        ("Greensboro to Greer, March 25 to 27 2022, 2 adults, budget three thousand", [plan_or_reason]),
        ("make it cheaper", [no_equal_give_up]),
        ("what changed?", [answered, no_equal_give_up]),
    ]),
    ("rounding", [
        ("Des Moines -> Moline 10-12 march 2022 for 2, $2,200", [plan_or_reason]),
        ("we're 3 now, my mom is coming", [trip(people_number=3), no_equal_give_up, plan_or_reason]),
        ("and what did that change", [answered, no_equal_give_up]),
    ]),
    ("rounding", [
        ("La Crosse to Green Bay march 14-16 2022, 4 ppl, 2800", [plan_or_reason]),
        ("only 3 of us can go now", [trip(people_number=3), no_equal_give_up, plan_or_reason]),
        ("go cheaper", [no_equal_give_up]),
    ]),
    ("rounding", [
        ("Owensboro to Paducah 22-24 march 2022, me + wife + 1 friend, $2500", [plan_or_reason]),
        ("better restaurants please", [no_equal_give_up]),
        ("and now 2 of us only", [trip(people_number=2), no_equal_give_up, plan_or_reason]),
    ]),
    # --- 2. the rules' own words in "What changed" -----------------------------------------------------------------
    ("keys", [
        ("Kalispell to Missoula march 2-4 2022, 2 people, $2000", [plan_or_reason]),
        ("only hotels rated 3 or more please", [rule("min stay rating", 3.0), plain_rules("stays rated 3+")]),
        ("what did you change?", [answered, plain_rules("stays rated 3+")]),
    ]),
    ("keys", [
        ("wenatchee to yakima mar 5-7 2022, just me, $1200", [plan_or_reason]),
        ("nothing over $200 a night for the room", [rule("max night price", 200.0), plain_rules("$200 a night")]),
        ("ok scrap that price limit", [rule("max night price", None), plain_rules()]),
    ]),
    ("keys", [
        ("Mosinee to Madison March 11-13 2022, 2 of us, $1,600, mexican food", [plan_or_reason]),
        ("some seafood places as well", [plain_rules("Seafood")]),
        ("nah forget the seafood", [plain_rules("Seafood")]),
    ]),
    ("keys", [
        ("Cape Girardeau to Branson, march 4-6 2022, three people, $2,400", [plan_or_reason]),
        ("keep meals under $30 a person", [rule("max meal cost", 30.0), plain_rules("$30 a person")]),
        ("diff?", [answered, plain_rules("$30 a person")]),
    ]),
    ("keys", [
        ("Toledo to Dayton mar 18-20 2022, 2 people, budget 1500", [plan_or_reason]),
        ("restaurants rated at least 4 please", [rule("min rating", 4.0), plain_rules("restaurants rated 4+")]),
        ("also no chinese food", [plain_rules("no Chinese food")]),
    ]),
    # --- 3. a no says why; one person joining ---------------------------------------------------------------------
    ("reason", [
        ("Toledo to Dayton, march 10 to 12 2022, just me, $1500", [plan_or_reason, trip(people_number=1)]),
        ("my girlfriend wants to come too", [one_more, reason_given, plan_or_reason]),
    ]),
    ("reason", [
        ("Kalispell to Missoula march 20-22 2022, 2 people, $2000", [plan_or_reason]),
        ("add my sister", [one_more, reason_given]),
        ("what's the total now", [total_said]),
    ]),
    ("reason", [
        ("Greensboro to Greer mar 25-27 2022, 3 of us, $3,000", [plan_or_reason]),
        ("my cousin is joining us", [one_more, reason_given]),
    ]),
    ("reason", [
        ("Wenatchee to Yakima march 5-7 2022, solo, $900", [plan_or_reason]),
        ("plus one more person", [one_more, reason_given]),
    ]),
    ("reason", [
        ("des moines to moline 10-12 march 2022, me and my wife, 2000 budget", [plan_or_reason]),
        ("add my dad to the trip", [one_more, reason_given]),
        ("and book the spa for him", [reason_given, unchanged]),
    ]),
    # --- 4. a relaxed number for a wish already set ---------------------------------------------------------------
    ("relaxed", [
        ("Greensboro to Greer march 25-27 2022, 2 people, $3000, hotels with 4 stars or more", [plan_or_reason]),
        ("eh 3 stars is fine", [relaxed("min stay rating", 3.0)]),
    ]),
    ("relaxed", [
        ("Kalispell to Missoula mar 2-4 2022, 2 people, $2,000, no more than $100 a night", [plan_or_reason]),
        ("ok we can go up to 250 a night", [relaxed("max night price", 250.0)]),
    ]),
    ("relaxed", [
        ("Toledo to Dayton march 10-12 2022, 2 people, $1,800, restaurants rated 4.5 or higher",
         [rule("min rating", 4.5)]),
        ("fine, 3.5 is ok for restaurants", [relaxed("min rating", 3.5)]),
    ]),
    ("relaxed", [
        ("Mosinee to Madison march 11-13 2022, 2 of us, $1,600, meals under $15 a person",
         [rule("max meal cost", 15.0)]),
        ("ok meals up to $40 each is fine", [relaxed("max meal cost", 40.0)]),
    ]),
    ("relaxed", [
        ("Cape Girardeau to Branson march 4-6 2022, 2 people, $2,000, hotel rated at least 4.5",
         [rule("min stay rating", 4.5)]),
        ("nah 4 is ok", [relaxed("min stay rating", 4.0)]),
    ]),
    # --- 5. "what's the cheapest this can be?" ------------------------------------------------------------------------
    ("cheapest", [
        ("Des Moines to Moline march 10-12 2022, 3 people, $3,000", [plan_or_reason]),
        ("how cheap can this get?", [cheapest_answered]),
    ]),
    ("cheapest", [
        ("Owensboro to Paducah march 22-24 2022, 2 people, $2,500", [plan_or_reason]),
        ("whats the lowest price possible for this trip", [cheapest_answered]),
    ]),
    ("cheapest", [
        ("La Crosse to Green Bay march 14-16 2022, 2 people, $2,400", [plan_or_reason]),
        ("what would the cheapest version cost?", [cheapest_answered]),
    ]),
    ("cheapest", [
        ("Wenatchee to Yakima march 5-7 2022, 2 people, $1,800", [plan_or_reason]),
        ("cheapest possible?", [cheapest_answered]),
    ]),
    ("cheapest", [
        ("Toledo to Dayton march 18-20 2022, 4 people, $3,000", [plan_or_reason]),
        ("what's the least we could spend on this", [cheapest_answered]),
    ]),
    # --- 6. undo by value, "the first plan", filler before a question or an undo, the plane ---------------------------
    ("undo", [
        ("Toledo to Dayton march 10-12 2022, 2 people, $1,800", [plan_or_reason]),
        ("raise the budget to 2500", [trip(budget=2500)]),
        ("make it 3 people", [trip(people_number=3)]),
        ("hmm take me back to the one with the $1,800 budget", [budget_back(1800)]),
    ]),
    ("undo", [
        ("Greensboro to Greer march 25-27 2022, 2 people, $3,000", [plan_or_reason]),
        ("budget 3500", [trip(budget=3500)]),
        ("go back to the version where the budget was 9000", [none_matches]),
    ]),
    ("undo", [
        ("Kalispell to Missoula march 2-4 2022, 2 people, $2,000", [plan_or_reason]),
        ("we're 3", [trip(people_number=3)]),
        ("budget 2600", [trip(budget=2600)]),
        ("honestly the first plan was better", [first_or_one_back({"people_number": 2, "budget": 2000})]),
    ]),
    ("undo", [
        ("Des Moines to Moline march 10-12 2022, 2 people, $2,000", [plan_or_reason]),
        ("lol ok whats the total", [total_said]),
        ("make it nicer", [plan_or_reason]),
        ("ugh too expensive, undo that", [undone]),
    ]),
    ("undo", [
        ("St. Petersburg to Appleton, March 19-21 2022, 2 people, $2,600", [plan_or_reason]),
        ("could we fly instead?", [already_flies]),
    ]),
    # --- 7. a diet the data cannot filter -----------------------------------------------------------------------------
    ("diet", [
        ("toledo to dayton, 10-12 march 2022, two of us, 1800 dollars", [plan_or_reason]),
        ("i'm vegan fyi", [unchanged, DIET_SAID, NO_DIET_TRAILER]),
    ]),
    ("diet", [
        ("Greensboro -> Greer, Mar 25 to 27 2022, me and my husband, $3k", [plan_or_reason]),
        ("my husband is gluten free", [unchanged, NO_DIET_TRAILER]),
    ]),
    ("diet", [
        ("Kalispell to Missoula march 2-4 2022, 3 people, $2,500", [plan_or_reason]),
        ("our son has a nut allergy", [unchanged, NO_DIET_TRAILER]),
    ]),
    ("diet", [
        ("Mosinee to Madison march 11-13 2022, 2 people, $1,600", [plan_or_reason]),
        ("we eat halal only", [unchanged, NO_DIET_TRAILER]),
    ]),
    ("diet", [
        ("Cape Girardeau to Branson march 4-6 2022, 2 people, $2,000", [plan_or_reason]),
        ("she's vegetarian, is that ok", [unchanged, DIET_SAID, NO_DIET_TRAILER]),
    ]),
]

# (Three openers were reworded after the first HEAD score, which the set harness refused for openers said twice; the HEAD
# figures in the report are of the reworded set.)
# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "probe-lead", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=35, least_turns=85)


if __name__ == "__main__":
    main()


# --- the causes, each checked on its own (regression cases, not held out, not in the set's figures) --------------------

def test_a_lower_average_that_reads_the_same_is_no_give_up() -> None:
    from himap_travel.nodes.chat.given_up import _lower

    assert _lower(4.23, 4.18, "restaurants") == []  # "4.2 instead of 4.2"
    assert _lower(4.3, 4.1, "stays") == ["lower-rated stays: 4.1 on average instead of 4.3"]


def test_a_rule_change_is_said_in_the_rules_words() -> None:
    from himap_travel.nodes.chat.change_lines import changes

    def trip(**rules: object) -> dict:
        return {"local_constraint": rules}
    assert changes(trip(), trip(**{"max night price": 150.0})) == ["added: stays at most $150 a night per room"]
    assert changes(trip(**{"more cuisines": ["Seafood"]}), trip()) == ["taken out: also serve: Seafood"]
    assert changes(trip(**{"min stay rating": 4.0}), trip(**{"min stay rating": 3.0})) == ["stays rated 4+ → stays rated 3+"]
    assert changes(trip(), trip(**{"house rule": "pets"})) == ["house rule: none → pets"]  # its name is its words


def test_a_bare_number_sets_the_one_rule_it_fits() -> None:
    from himap_travel.nodes.chat.said_before import rule_number

    def state(**rules: object) -> dict:
        return {"trip": {"local_constraint": rules}}
    assert rule_number("nah 3 is ok", state(**{"min stay rating": 4.0}))[:2] == ("min stay rating", 3.0)
    assert rule_number("fine, up to 250", state(**{"max night price": 100.0}))[:2] == ("max night price", 250.0)
    assert rule_number("nah 5", state(**{"min stay rating": 4.0})) is None  # stricter, and what it counts unsaid
    assert rule_number("nah 3 is ok", state()) is None  # no rule: asked what it counts
    assert rule_number("3.5 is fine for restaurants", state(**{"min stay rating": 4.0, "min rating": 4.5}))[:2] == (
        "min rating", 3.5)


def test_the_lowest_cost_asked_is_the_cheapest_plan_and_a_complaint_beside_an_undo_is_its_reason() -> None:
    from himap_travel.nodes.chat.intent import classify

    for text in ("what's the cheapest this can be?", "how cheap can we go", "what's the least we could spend on this"):
        assert classify(text).preference == "cheapest", text
    for text in ("which day is cheapest", "what's the cheapest restaurant"):
        assert classify(text).kind == "question", text
    assert classify("ugh way too pricey, undo that").kind == "undo"
    assert classify("bro whats the total").kind == "question"
