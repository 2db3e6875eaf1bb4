"""The lead's eleventh chat probe (issues 38/39, stop 60, helper LEADA), written before the chat's code was changed for
it and scored on HEAD edf0956 first (figures: ``HEAD_FIGURES``; report /tmp/h15/reports/LEADA.md).

party      a part of the party said ("one of us is allergic", "half of us dont fly"): the party's size stays;
leaving    one who is no longer coming ("the toddler isn't coming"): the party is one smaller;
landing    "we need to land before noon on the 14th": a window on the flight there, never "didn't understand";
same stay  "same hotel every night" after a plan: on a one-city trip it already holds (said so, nothing changed); on
           a multi-city trip it cannot, and the reply says why;
nights     "at least 2 nights in each city": read and said whether it holds, never "didn't understand";
empty day  "why is day 3 empty for dinner?": when a day has no dinner the reply says why (travel, budget, rules);
iso dates  "2022-03-18..20" in a first message: every date of the range.

Run as a script it scores every turn and prints the figures:
``.venv/bin/python -m tests.unit.graphs.test_chat_lead_probes_eleventh``.
"""

from __future__ import annotations

from tests.support.chat_checks import Check, days_of, plan_or_reason, rule, trip
from tests.support.chat_scoring import Conversation, held_out_set


def people(count: int) -> Check:
    """The trip's party is ``count`` after the turn."""
    return lambda before, after, said: (after.get("trip") or {}).get("people_number") == count


def understood(before: dict, after: dict, said: str) -> bool:
    return "didn't understand" not in said


def lands_by(clock: str) -> Check:
    """A flight window of the trip arrives by ``clock``, and the reply is no "didn't understand"."""
    def check(before: dict, after: dict, said: str) -> bool:
        windows = ((after.get("trip") or {}).get("local_constraint") or {}).get("flight times") or []
        return understood(before, after, said) and any(w.get("arrive_until") == clock for w in windows)
    return check


def already_holds(before: dict, after: dict, said: str) -> bool:
    """The plan is as it was and the reply says the wish already holds."""
    return after.get("plan") == before.get("plan") and "already" in said and understood(before, after, said)


def says_why_not_across_cities(before: dict, after: dict, said: str) -> bool:
    """Nothing re-planned; the reply says the wish cannot hold across the trip's cities."""
    return after.get("plan") == before.get("plan") and "cit" in said.lower() and understood(before, after, said)


def about_nights(before: dict, after: dict, said: str) -> bool:
    """The reply speaks of nights (whether they hold), understood."""
    return "night" in said.lower() and understood(before, after, said)


_REASONS = ("arriv", "leav", "flight", "budget", "travel", "driv", "home", "back", "rule", "no restaurant")


def dinner_explained(day: int) -> Check:
    """A question why a day has no dinner: when it has one, the reply names it; when it has none, it says why."""
    def check(before: dict, after: dict, said: str) -> bool:
        plan = before.get("plan") or []
        if len(plan) < day or not understood(before, after, said):
            return False
        dinner = str(plan[day - 1].get("dinner") or "-")
        if dinner != "-":
            return dinner.rsplit(",", 1)[0].strip() in said
        return any(word in said.lower() for word in _REASONS)
    return check


def no_child_rule(before: dict, after: dict, said: str) -> bool:
    local = (after.get("trip") or {}).get("local_constraint") or {}
    return "children under 10" not in {local.get("house rule"), *(local.get("more house rules") or [])}


CATEGORIES = ("party", "leaving", "landing", "same stay", "nights", "empty day", "iso dates")

# Corrected after the HEAD scores: the first sets used Chicago to Detroit, which the data has no flight or road for, so
# no plan to ask about; those trips are now Chicago to Denver (same wishes, same checks).
CONVERSATIONS: list[Conversation] = [
    # --- party: a part of the party says nothing of its size ------------------------------------------------------
    ("party", [
        ("Chicago to Denver mar 14-16 2022, 4 people, $3,800", [plan_or_reason]),
        ("also one of us is allergic to seafood so no seafood restaurants", [people(4), rule("avoid cuisines", ["Seafood"])]),
    ]),
    ("party", [
        ("Atlanta to Miami march 20-22 2022, 4 of us, $3,000", [plan_or_reason]),
        ("half of us dont fly so drive please", [people(4), rule("transportation", "no flight")]),
    ]),
    ("party", [
        ("Boston to Philadelphia march 5-7 2022 for four, $2,400", [plan_or_reason]),
        # (corrected after the HEAD score: the check asked for the word "vegan", but a reply saying the data cannot
        # filter for diets answers the wish as well; what it must never do is change the party)
        ("two of us are vegan, the other two eat anything", [people(4), lambda b, a, s: "vegan" in s.lower() or "diet" in s]),
    ]),
    ("party", [
        ("Austin to Dallas march 3-5 2022, 3 people, $1,800", [plan_or_reason]),
        ("one of us smokes so we need a place that allows smoking", [people(3), rule("house rule", "smoking")]),
    ]),
    ("party", [
        ("Chicago to Denver march 15-17 2022, 5 people, $4,000", [plan_or_reason]),
        ("some of us want italian food", [people(5), rule("cuisine", ["Italian"])]),
    ]),
    # --- leaving: one fewer -----------------------------------------------------------------------------------------
    ("leaving", [
        ("from Los Angeles to San Diego march 14-16 2022, 2 adults 1 toddler, $2,000", [plan_or_reason]),
        ("actually the toddler isn't coming", [people(2), no_child_rule]),
    ]),
    ("leaving", [
        ("Boston to Philadelphia march 5-7 2022, me my wife and our 2 kids, $2,500", [plan_or_reason]),
        ("my wife can't make it anymore", [people(3)]),
    ]),
    ("leaving", [
        ("Chicago to Denver march 8-10 2022, 3 people, $3,000", [plan_or_reason]),
        ("my brother dropped out", [people(2)]),
    ]),
    ("leaving", [
        ("Austin to Dallas march 3-5 2022, 4 people, $2,400", [plan_or_reason]),
        ("one of our friends isn't coming anymore", [people(3)]),
    ]),
    # --- landing: a window on the flight there ----------------------------------------------------------------------
    ("landing", [
        ("Chicago to Denver mar 14-16 2022, 2 people, $2,400", [plan_or_reason]),
        ("we need to land before noon on the 14th", [lands_by("12:00")]),
    ]),
    ("landing", [
        ("New York to Chicago march 10-12 2022, 2 ppl, $2,200", [plan_or_reason]),
        ("gotta land by 11am on the first day", [lands_by("11:00")]),
    ]),
    ("landing", [
        ("Chicago to Denver march 20-22 2022, 3 people, $3,000", [plan_or_reason]),
        ("we have to arrive before noon on march 20", [lands_by("12:00")]),
    ]),
    # --- same stay ----------------------------------------------------------------------------------------------------
    ("same stay", [
        ("Chicago to Denver march 21-23 2022, 2 people, $2,400", [plan_or_reason]),
        ("same hotel every night pls", [already_holds]),
    ]),
    ("same stay", [
        ("Austin to Dallas march 9-11 2022, 2 people, $1,500", [plan_or_reason]),
        ("can we keep the same place all nights?", [already_holds]),
    ]),
    ("same stay", [
        ("5 days from Salt Lake City to 2 cities in Texas march 14-18 2022, 2 people, $5,000", [plan_or_reason]),
        ("same hotel the whole time", [says_why_not_across_cities]),
    ]),
    # --- nights in each city ----------------------------------------------------------------------------------------
    ("nights", [
        ("7 days from Seattle to 3 cities in California march 10-16 2022, 2 people, $7,000", [plan_or_reason]),
        ("oh and at least 2 nights in each city if possible", [about_nights]),
    ]),
    ("nights", [
        ("5 day trip from Salt Lake City to 2 cities in Texas, march 20-24 2022, 2 people, $5,000", [plan_or_reason]),
        ("at least 2 nights in every city pls", [about_nights]),
    ]),
    ("nights", [
        ("7 day trip from Denver to 3 cities in California march 1-7 2022, 2 people, $8,000", [plan_or_reason]),
        ("we want 3 nights in each city", [about_nights]),
    ]),
    # --- a day with no dinner ---------------------------------------------------------------------------------------
    ("empty day", [
        ("Chicago to Denver march 24-26 2022, 2 people, $2,400", [plan_or_reason]),
        ("why is day 3 empty for dinner?", [dinner_explained(3)]),
    ]),
    ("empty day", [
        ("Atlanta to Miami march 20-22 2022, 2 of us, $2,400", [plan_or_reason]),
        ("how come there's no dinner on day 3", [dinner_explained(3)]),
    ]),
    # --- ISO date ranges --------------------------------------------------------------------------------------------
    ("iso dates", [
        ("Chicago to Denver 2022-03-18..20, 2 people, $2,400", [plan_or_reason, trip(date=days_of(18, 20))]),
    ]),
    ("iso dates", [
        ("hi! chicago -> denver, 2022-03-15 to 2022-03-17, 3 ppl, 2400", [plan_or_reason, trip(date=days_of(15, 17))]),
    ]),
    ("iso dates", [
        ("Austin to Dallas, 2022-03-03..2022-03-05, for 2, budget 1500", [plan_or_reason, trip(date=days_of(3, 5))]),
    ]),
]

# HEAD (edf0956): turns right of all, per category, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "party": (7, 10), "leaving": (6, 8), "landing": (4, 6), "same stay": (3, 6), "nights": (3, 6), "empty day": (4, 4),
    "iso dates": (2, 3),
}

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "lead-probes-eleventh", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=20, least_turns=40)


if __name__ == "__main__":
    main()
