"""A third held-out conversation set for the gaps the previous stop left on the chat (issue 39), written before the
chat's code was changed for them and scored on HEAD 7233454 first: 59 of its 86 turns right there (9 of the 27 wrong
turns silent), 86 after the fixes it drove (stop 59).

Each category is a kind of message, not a sentence: travellers named rather than counted ("me, Sam and Priya", "2
adults + our 4 and 7 year old", "one dropped out so just 2 of us"); a budget said in a later turn ("lets make it 1600
instead", "can we do it for 1k?", "bump it up by 300"); a meal or a day's sights swapped ("different place for dinner
on day 2", "swap the museum for something outdoors"); a permission that widens a rule ("private rooms are ok too"
after "entire home only"); a must-see in another city than the trip's (the destination is kept and the sight named as
not there); a rating said right after a hotel wish ("and rated 4 or better": the stays' rating); thanks or small talk
while a question of ours is open (the question stays open and the reply says so); a ban lifted with a limit ("driving's
fine after all, just not more than 3 hours a day": the ban goes and the limit is kept, or named as not applied).

Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py). ``KNOWN_MISSES`` names the turns the chat still gets wrong, each with its reason: the
test fails if a miss is fixed (it must leave the list) or a turn not listed goes wrong.

Run as a script it scores every turn and prints the figures:
``.venv/bin/python -m tests.unit.graphs.test_chat_probe_lead_third``.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    WELCOME,
    Check,
    asks,
    cuisines,
    flight_from,
    house_rules,
    plan_or_reason,
    rule,
    trip,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eleventh import honest, other_meal, other_sights


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def _held(state: dict) -> dict:
    """What the thread holds as said: the draft while a question is open, else the trip."""
    return (state.get("draft") if state.get("missing") else state.get("trip")) or {}


def said_rule(key: str, value: object) -> Check:
    """The rule is held as said (in the trip, or in the draft a question waits on)."""
    return lambda before, after, said: (_held(after).get("local_constraint") or {}).get(key) == value


def no_rule(key: str) -> Check:
    """The rule is no longer held (in the trip, or in the draft a question waits on)."""
    return lambda before, after, said: not (_held(after).get("local_constraint") or {}).get(key)


def mentions(*words: str) -> Check:
    """The reply names each of these words (any case)."""
    return lambda before, after, said: all(w.lower() in said.lower() for w in words)


def understood(before: dict, after: dict, said: str) -> bool:
    """Never the reply for a message not understood."""
    return "didn't understand" not in said


def limit_kept_or_named(key: str, value: float, word: str) -> Check:
    """A limit said beside a lifted ban: held as said, or the reply names it (``word``) as not applied or asks "plan
    without it?"; never dropped in silence."""
    def check(before: dict, after: dict, said: str) -> bool:
        if said_rule(key, value)(before, after, said):
            return True
        low = said.lower()
        return word in low and ("not kept" in low or "shall i plan without" in low or "didn't apply" in low)
    return check


def elsewhere(sight: str, dest: str) -> Check:
    """A must-see in another city than the trip's: the destination stays, the sight is named, and the reply says it
    cannot be kept (not kept, "plan without it?", or no plan with the reason); never a plan that vouches for it."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        # Corrected after the HEAD scores: "I couldn't do that: 'Space Needle' is in Seattle, not in Nashville" with the
        # trip unchanged is as clear a refusal with its reason as "not kept" (the check first wanted one of three words)
        refused = any(w in low for w in ("not kept", "shall i plan without", "no plan can meet", "couldn't"))
        return (_held(after).get("dest") == dest and sight.lower() in low and refused
                and understood(before, after, said) and honest(before, after, said))
    return check


def still_open(before: dict, after: dict, said: str) -> bool:
    """The open question is still open, what was said kept, and the reply asks it again (never "didn't understand")."""
    # Corrected after the HEAD scores: the check first wanted the words "Still open:"; "I couldn't read an answer from
    # 'good morning btw'. So far: ... On which dates?" keeps the question open and says so as plainly
    return (after.get("missing") == before.get("missing") and after.get("draft") == before.get("draft")
            and said.rstrip().endswith("?") and understood(before, after, said))


def fewer(word: str) -> Check:
    """"Swap the museum for something else": fewer sights named ``word`` in the plan, or the reply says why not."""
    def count(state: dict) -> int:
        return sum(str(d.get("attraction")).lower().count(word) for d in state.get("plan") or [])

    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        # Corrected after the HEAD scores: a bare "couldn't" passed "I couldn't find 'swap the museum' among your
        # wishes", a misreading; the reason must be about the sights
        why_not = ("couldn't" in low or f"no {word}" in low) and "sight" in low and "among your wishes" not in low
        return (bool(after.get("plan")) and count(after) < count(before)) or why_not
    return check


PLANNED: list[Check] = [plan_or_reason, honest]

CATEGORIES = ("named", "budget", "swap", "permit", "elsewhere", "rating", "open", "lifted")

CONVERSATIONS: list[Conversation] = [
    # --- a. travellers named, not counted --------------------------------------------------------------------------
    ("named", [
        ("me, Sam and Priya, Dallas to Austin march 4-6 2022, $1,800", [trip(people_number=3, budget=1800), *PLANNED]),
        ("what's the total", [understood]),
    ]),
    ("named", [
        ("2 adults + our 4 and 7 year old, houston to san antonio mar 10-12 2022, 2000 budget",
         [trip(people_number=4, budget=2000), house_rules("children under 10"), *PLANNED]),
    ]),
    ("named", [
        ("Nashville to Memphis march 15-17 2022, 3 of us, $1,500", [trip(people_number=3), *PLANNED]),
        ("one person dropped out so just 2 of us", [trip(people_number=2), *PLANNED]),
    ]),
    ("named", [
        ("Buffalo to Albany march 18-20 2022, me and my husband, $1,400", [trip(people_number=2), *PLANNED]),
        ("my sister Anna is coming too", [trip(people_number=3), *PLANNED]),
        ("and her boyfriend Tom", [trip(people_number=4), *PLANNED]),
    ]),
    ("named", [
        ("Denver to Colorado Springs march 7-9 2022, $1,600, it's me, my mom, my aunt and my cousin",
         [trip(people_number=4, budget=1600), *PLANNED]),
    ]),
    ("named", [
        ("tampa -> orlando, march 21-23 2022, two adults and a 12 year old, $1,700",
         [trip(people_number=3), house_rules(), *PLANNED]),
        ("oh and the 12 year old's friend Max", [trip(people_number=4), house_rules(), *PLANNED]),
    ]),
    # --- b. a budget said in a later turn --------------------------------------------------------------------------
    ("budget", [
        ("Sacramento to San Francisco march 3-5 2022, 2 people, $2,000", [trip(budget=2000), *PLANNED]),
        ("hmm lets make it 1600 instead", [trip(budget=1600), *PLANNED]),
    ]),
    ("budget", [
        ("Richmond to Norfolk march 8-10 2022, 2 of us, $1,200", [trip(budget=1200), *PLANNED]),
        ("can we do it for 1k?", [trip(budget=1000), *PLANNED]),
    ]),
    ("budget", [
        ("Raleigh to Charlotte march 12-14 2022, 3 people, $1,500", [trip(budget=1500), *PLANNED]),
        ("bump it up by 300", [trip(budget=1800), *PLANNED]),
    ]),
    ("budget", [
        ("Louisville to Lexington march 16-18 2022, 2 people, $1,000", [trip(budget=1000), *PLANNED]),
        ("add another 500 to the budget", [trip(budget=1500), *PLANNED]),
        ("actually take 200 off that", [trip(budget=1300), *PLANNED]),
    ]),
    ("budget", [
        ("Milwaukee to Madison mar 22-24 2022, solo, $900", [trip(people_number=1, budget=900), *PLANNED]),
        ("I can spend up to 1200 now", [trip(budget=1200), *PLANNED]),
    ]),
    ("budget", [
        ("San Diego to Los Angeles march 25-27 2022, 2 people, $2,200", [trip(budget=2200), *PLANNED]),
        ("2.5k is our max tho", [trip(budget=2500), *PLANNED]),
    ]),
    # --- c. a meal or a day's sights swapped ------------------------------------------------------------------------
    ("swap", [
        ("Savannah to Charleston march 5-7 2022, 2 people, $1,500", PLANNED),
        ("different place for dinner on day 2", [other_meal(2, "dinner"), understood]),
    ]),
    ("swap", [
        ("Syracuse to Rochester march 9-11 2022, 2 of us, $1,400", PLANNED),
        ("breakfast on day 3 looks meh, another one pls", [other_meal(3, "breakfast"), understood]),
    ]),
    ("swap", [
        ("Boise to Salt Lake City march 13-15 2022, 1 person, $1,200", PLANNED),
        ("change the sights on day 2", [other_sights(2), understood]),
    ]),
    ("swap", [
        ("Spokane to Seattle march 17-19 2022, 2 people, $1,800", PLANNED),
        ("swap the museum for something outdoors", [fewer("museum"), understood]),
    ]),
    ("swap", [
        ("Fresno to Sacramento march 20-22 2022, 3 people, $1,900", PLANNED),
        ("can we get a different lunch spot on day 1?", [other_meal(1, "lunch"), understood]),
    ]),
    ("swap", [
        ("Jacksonville to Tampa march 24-26 2022, 2 people, $1,600", PLANNED),
        ("the attractions on day 1 sound dull, pick others", [other_sights(1), understood]),
    ]),
    # --- d. a permission added after a rule ------------------------------------------------------------------------
    ("permit", [
        ("Cleveland to Columbus march 2-4 2022, 2 people, $1,500, entire home only",
         [rule("room type", "entire room"), *PLANNED]),
        ("private rooms are ok too", [rule("room type", "not shared room"), understood, *PLANNED]),
    ]),
    ("permit", [
        ("Detroit to Grand Rapids march 6-8 2022, 2 of us, $1,300, a private room",
         [rule("room type", "private room")]),
        # private or shared: no single TravelPlanner room type; the nearest faithful reading lifts the room rule and
        # says so (entire homes cost more, nobody is harmed by them being allowed)
        ("shared is fine as well", [no_rule("room type"), mentions("room"), understood, *PLANNED]),
    ]),
    ("permit", [
        ("Orlando to Miami march 10-12 2022, 2 people, $2,000, we want mexican food", [cuisines("Mexican")]),
        # (stop 75: a cuisine said fine is allowed, never required, as "italian is fine too" always was; the reply says
        # no wish rules it out; the expectation "Mexican and Italian both required" was changed)
        ("italian's fine too", [cuisines("Mexican"), understood]),
    ]),
    ("permit", [
        ("Tucson to Phoenix march 14-16 2022, 2 people, $1,500, only hotels rated 4 or more",
         [rule("min stay rating", 4.0)]),
        ("3 and up is ok too", [rule("min stay rating", 3.0), understood, *PLANNED]),
    ]),
    ("permit", [
        ("Pittsburgh to Philadelphia march 19-21 2022, 2 of us, $1,800, shared rooms only to save money",
         [rule("room type", "shared room")]),
        ("private rooms are fine too tbh", [lambda b, a, s: _local(a).get("room type") in (None, "not entire room"),
                                            understood, *PLANNED]),
    ]),
    # --- e. a must-see in another city than the trip's ------------------------------------------------------------
    ("elsewhere", [
        ("Dallas to Austin march 4-6 2022, 2 people, $1,600, we must see the Alamo", [elsewhere("Alamo", "Austin")]),
    ]),
    ("elsewhere", [
        ("Knoxville to Nashville march 8-10 2022, 2 people, $1,500", PLANNED),
        ("we have to see the Space Needle", [elsewhere("Space Needle", "Nashville")]),
    ]),
    ("elsewhere", [
        ("Savannah to Charleston march 20-22 2022, 2 of us, $1,700, golden gate bridge is a must",
         [elsewhere("Golden Gate", "Charleston")]),
    ]),
    ("elsewhere", [
        ("Denver to Colorado Springs march 11-13 2022, 3 people, $2,000", PLANNED),
        ("oh and the kids really want to see the Liberty Bell", [elsewhere("Liberty Bell", "Colorado Springs")]),
    ]),
    # --- f. a rating said after a hotel wish -----------------------------------------------------------------------
    ("rating", [
        ("Columbus to Cleveland march 14-16 2022, 2 people, $1,800", PLANNED),
        ("we'd like an entire home", [rule("room type", "entire room"), *PLANNED]),
        ("rated 4 or better", [rule("min stay rating", 4.0), rule("room type", "entire room"), *PLANNED]),
    ]),
    ("rating", [
        ("Grand Rapids to Detroit march 18-20 2022, 2 people, $1,600", PLANNED),
        ("hotel max $150 a night", [rule("max night price", 150.0), *PLANNED]),
        ("and at least 3 stars", [rule("min stay rating", 3.0), rule("max night price", 150.0), *PLANNED]),
    ]),
    ("rating", [
        ("Charlotte to Raleigh march 5-7 2022, 2 of us, $1,500", PLANNED),
        ("no smoking rooms please", PLANNED),
        ("rated 3.5 or higher too", [rule("min stay rating", 3.5), *PLANNED]),
    ]),
    ("rating", [
        ("Norfolk to Richmond march 22-24 2022, 2 people, $1,600", PLANNED),
        ("we want a private room", [rule("room type", "private room"), *PLANNED]),
        ("with a rating of 4+", [rule("min stay rating", 4.0), rule("room type", "private room"), *PLANNED]),
    ]),
    # --- g. thanks or small talk while a question of ours is open ---------------------------------------------------
    ("open", [
        ("Dallas to Austin march 12-14 2022, $1,500", [asks("people_number")]),
        ("thanks!", [still_open, WELCOME]),
        ("2 of us", [trip(people_number=2, budget=1500), *PLANNED]),
    ]),
    ("open", [
        ("Austin to Dallas, 2 people, $1,400", [asks("date")]),
        ("cool, thank you", [still_open, WELCOME]),
        ("march 16-18 2022", [trip(people_number=2, budget=1400), *PLANNED]),
    ]),
    ("open", [
        ("hi! Houston to San Antonio march 2-4 2022 for 3", [asks("budget")]),
        ("haha you're fast", [still_open]),
        ("$2,000", [trip(people_number=3, budget=2000), *PLANNED]),
    ]),
    ("open", [
        ("Memphis to Nashville march 9-11 2022, $1,200", [asks("people_number")]),
        ("thank you so much!", [still_open, WELCOME]),
        ("just me", [trip(people_number=1), *PLANNED]),
    ]),
    ("open", [
        ("Orlando to Tampa, 2 people, $1,000", [asks("date")]),
        ("good morning btw", [still_open]),
    ]),
    # --- h. a ban lifted with a limit ------------------------------------------------------------------------------
    ("lifted", [
        ("Nashville to Memphis march 2-4 2022, 2 people, $1,400, no driving", PLANNED),
        ("driving's ok now but max 3 hours a day",
         [no_rule("transportation"), limit_kept_or_named("max driving hours", 3.0, "3 hours"), understood]),
    ]),
    ("lifted", [
        ("Buffalo to Albany march 5-7 2022, 2 people, $1,500, no self-driving", PLANNED),
        ("fine, I can drive, but no more than 5 hours per day",
         [no_rule("transportation"), limit_kept_or_named("max driving hours", 5.0, "5 hours"), understood]),
    ]),
    ("lifted", [
        ("Dallas to Austin march 18-20 2022, 2 people, $1,500, no flying", PLANNED),
        ("ok flying is fine after all, but not before 8am",
         [no_rule("transportation"), flight_from("08:00"), understood]),
    ]),
    ("lifted", [
        ("Fresno to Sacramento march 9-11 2022, 2 people, $1,300, we don't want to drive", PLANNED),
        ("we can drive after all, up to 2 hrs a day tops",
         [no_rule("transportation"), limit_kept_or_named("max driving hours", 2.0, "2 hours"), understood]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "probe-lead-third", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=40, least_turns=86)


if __name__ == "__main__":
    main()


# --- the causes, each checked on its own (regression cases, not held out, not in the set's figures) ----------------

def test_a_bare_amount_is_the_budget_only_where_nothing_else_can_take_it() -> None:
    from himap_travel.nodes.chat.said_before import amount_said

    state: dict = {"trip": {"budget": 1500.0, "local_constraint": {}}}
    assert amount_said("ok 1,800 then", state)[0] == 1800  # type: ignore[arg-type, index]
    assert amount_said("could we do it for 2.5k?", state)[0] == 2500  # type: ignore[arg-type, index]
    assert amount_said("2023 instead", state) is None  # type: ignore[arg-type]
    assert amount_said("add 300", state) is None  # type: ignore[arg-type]  # a change by it: relative's
    assert amount_said("make it 4 people", state) is None  # type: ignore[arg-type]
    capped: dict = {"trip": {"budget": 1500.0, "local_constraint": {"max night price": 150.0}}}
    assert amount_said("make it 200 instead", capped) is None  # type: ignore[arg-type]  # the cap or the budget: asked


def test_a_room_type_allowed_beside_the_one_held_widens_it() -> None:
    from himap_travel.nodes.chat.said_before import room_widened

    def widened(held: str, text: str) -> object:
        result = room_widened(text, {"trip": {"local_constraint": {"room type": held}}})  # type: ignore[arg-type]
        return "unchanged" if result is None else result.draft["local_constraint"]["room type"]
    assert widened("entire room", "a private room would be fine too") == "not shared room"
    assert widened("private room", "shared is ok as well") is None
    assert widened("entire room", "entire homes are fine") == "unchanged"  # already allowed
    assert widened("entire room", "private rooms are not ok") == "unchanged"


def test_a_bare_bound_is_the_mode_named_before_it() -> None:
    from himap_travel.nodes.chat.said_before import measure_named

    assert measure_named("driving is fine now, max 3 hrs a day") == "driving is fine now, max 3 hrs of driving a day"
    assert measure_named("flying is ok but not after 6pm") == "flying is ok but no flights after 6pm"
    assert measure_named("max 3 hours a day, we can drive") == "max 3 hours a day, we can drive"  # bound said first
    assert measure_named("we can fly again, nothing before 8am") == "we can fly again, no flights before 8am"
    assert measure_named("fly or drive, not before 8am") == "fly or drive, not before 8am"  # two modes: none guessed


def test_a_swap_names_the_planned_place_or_says_there_is_none() -> None:
    from himap_travel.nodes.chat.swap import Swap, swap_said

    plan = [{"breakfast": "-", "lunch": "-", "dinner": "Mocha, Charleston", "attraction": "Fort Sumter, Charleston;"},
            {"breakfast": "Roka, Charleston", "lunch": "Tashan, Charleston", "dinner": "-",
             "attraction": "Gibbes Museum of Art, Charleston;Waterfront Park, Charleston;"}]
    assert swap_said("another spot for dinner on day 1 pls", plan) == Swap("avoid restaurants", ["Mocha"],
                                                                           "dinner on day 1")
    assert swap_said("swap the museum", plan) == Swap("avoid sights", ["Gibbes Museum of Art"], "the museum")
    assert swap_said("the last day's sights look dull", plan) == Swap(
        "avoid sights", ["Gibbes Museum of Art", "Waterfront Park"], "the sights on day 2")
    assert "no lunch" in str(swap_said("different lunch on day 1", plan))
    assert swap_said("what's for dinner on day 1", plan) is None  # no swap asked
    assert swap_said("add another day", plan) is None


def test_travellers_by_first_name_and_by_ages_are_counted() -> None:
    from himap_travel.domain.parsing.people import read_people

    def count(text: str) -> int | None:
        return read_people(text, []).count
    assert count("me, Jo and Ana, march 3-5") == 3
    assert count("Kim, Lee and I") == 3
    assert count("just me, El Paso to Phoenix") == 1  # a place, no companion
    assert count("me and my wife plus our 3 and 5 year olds") == 4
    assert count("2 adults + our 6, 8 and 11 year olds") == 5


def test_travellers_joining_or_leaving_by_first_name_count_one_each() -> None:
    from himap_travel.domain.parsing import Reading
    from himap_travel.nodes.chat.relative import PATTERNS, relative_edits

    def people(text: str) -> int | None:
        return relative_edits(text, {"people_number": 4, "budget": 2000.0}, Reading()).reading.people_number
    assert people("mia and leo want in too") == 6
    assert people("ugh tom bailed") == 3
    assert people("ana's out, sadly") == 3
    assert people("flights are out") is None and people("dogs are coming") is None  # no traveller
    assert people("what's in") is None
    assert any(p.search("kim and raj are coming") for p in PATTERNS)  # read: never named as a wish not understood
