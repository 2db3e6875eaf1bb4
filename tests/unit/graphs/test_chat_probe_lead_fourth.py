"""The lead's fourth chat probe (issue 39, stop 59), written before the chat's code was changed for it and scored on
HEAD 7233454 first (figures: ``HEAD_FIGURES``; report /tmp/h14/reports/FOLLOWA.md).

d. flight windows said turn by turn: "we want to leave dallas after noon" is a window on the outbound flight (leaving
   the origin city), never on every flight; "and come back before 8pm on the 10th" is a window on the return (the date
   inside a time clause is the return day, never a new start of the trip), and stands beside the earlier window (they
   are on different legs);
e. a wish the commonsense rules already keep ("no repeating restaurants", "different sights every day"): the reply says
   the plan already keeps it (the commonsense rules never repeat a restaurant or an attraction), never "I didn't
   understand", and no rule changes.

Each turn's checks state what a careful person expects, decided before the set was scored (harness:
tests/support/chat_scoring.py). ``KNOWN_MISSES`` names the turns the chat still gets wrong, each with its reason.

Run as a script it scores every turn and prints the figures:
``.venv/bin/python -m tests.unit.graphs.test_chat_probe_lead_fourth``.
"""

from __future__ import annotations

from tests.support.chat_checks import Check, plan_or_reason
from tests.support.chat_scoring import Conversation, held_out_set


def _windows(state: dict) -> list[dict]:
    return ((state.get("trip") or {}).get("local_constraint") or {}).get("flight times") or []


def window(leg: str, **bounds: str) -> Check:
    """The trip holds a flight window on ``leg`` with these bounds."""
    def check(before: dict, after: dict, said: str) -> bool:
        return any(w.get("leg") == leg and all(w.get(k) == v for k, v in bounds.items()) for w in _windows(after))
    return check


def back_by(clock: str) -> Check:
    """"Come back before 8pm": the return flight lands (or, read stricter, leaves) by ``clock``."""
    def check(before: dict, after: dict, said: str) -> bool:
        return any(w.get("leg") == "return" and clock in (w.get("arrive_until"), w.get("depart_until"))
                   for w in _windows(after))
    return check


def no_window_on_every(before: dict, after: dict, said: str) -> bool:
    """No window said of one leg was put on every flight."""
    return all(w.get("leg") != "every" for w in _windows(after))


def starts(day: str) -> Check:
    """The trip's dates still start on ``day`` (a time clause's date is no new start)."""
    return lambda before, after, said: ((after.get("trip") or {}).get("date") or [None])[0] == day


def understood(before: dict, after: dict, said: str) -> bool:
    return "didn't understand" not in said


def already_kept(before: dict, after: dict, said: str) -> bool:
    """The reply says the plan already keeps the wish, and the trip's rules stay as they were."""
    low = said.lower()
    rules = ((before.get("trip") or {}).get("local_constraint"), (after.get("trip") or {}).get("local_constraint"))
    return "already" in low and understood(before, after, said) and rules[0] == rules[1]


CATEGORIES = ("windows", "commonsense")

CONVERSATIONS: list[Conversation] = [
    # --- d. flight windows, turn by turn -------------------------------------------------------------------------
    ("windows", [
        ("Chicago to Detroit mar 14-16 2022, 2 people, $1,400", [plan_or_reason]),
        ("we'd like to fly out of chicago after 10am",
         [window("outbound", depart_from="10:00"), no_window_on_every, starts("2022-03-14"), understood]),
    ]),
    ("windows", [
        ("Atlanta to Miami march 20-22 2022, 2 of us, $2,000", [plan_or_reason]),
        ("leaving atlanta no earlier than 9am", [window("outbound", depart_from="09:00"), no_window_on_every]),
        ("and home before 6pm on the 22nd",
         [back_by("18:00"), window("outbound", depart_from="09:00"), starts("2022-03-20"), understood]),
    ]),
    ("windows", [
        ("Boston to Philadelphia march 5-7 2022 for 2, $1,600", [plan_or_reason]),
        ("return flight back to boston after 3pm on the 7th",
         [window("return", depart_from="15:00"), no_window_on_every, starts("2022-03-05"), understood]),
    ]),
    ("windows", [
        ("Denver to Phoenix march 11-13 2022, solo, $1,200", [plan_or_reason]),
        ("we need to leave denver after 8am", [window("outbound", depart_from="08:00"), no_window_on_every]),
        ("and get back before 9pm on the 13th",
         [back_by("21:00"), window("outbound", depart_from="08:00"), starts("2022-03-11"), understood]),
    ]),
    ("windows", [
        ("Seattle to Portland march 2-4 2022, 2 people, $1,300", [plan_or_reason]),
        ("we have to get home to seattle before 5pm on the 4th",
         [back_by("17:00"), no_window_on_every, starts("2022-03-02"), understood]),
    ]),
    # --- e. a wish the commonsense rules already keep --------------------------------------------------------------
    ("commonsense", [
        ("Austin to Dallas march 3-5 2022, 2 people, $1,500", [plan_or_reason]),
        ("pls no repeat restaurants", [already_kept]),
    ]),
    ("commonsense", [
        ("Orlando to Tampa march 9-11 2022, 2 of us, $1,400", [plan_or_reason]),
        ("we want a different restaurant for every meal", [already_kept]),
    ]),
    ("commonsense", [
        ("Portland to Seattle march 15-17 2022, 3 people, $2,000", [plan_or_reason]),
        ("dont send us to the same attraction twice", [already_kept]),
    ]),
    ("commonsense", [
        ("Phoenix to Tucson march 18-20 2022, 2 people, $1,200", [plan_or_reason]),
        ("new sights each day, no repeats please", [already_kept]),
    ]),
    ("commonsense", [
        ("Memphis to Nashville march 22-24 2022, solo, $900", [plan_or_reason]),
        ("i'd rather not eat at the same spot more than once", [already_kept]),
    ]),
]

# HEAD (7233454): turns right of all, per category, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {"windows": (6, 12), "commonsense": (5, 10)}

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "probe-lead-fourth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=10, least_turns=22)


if __name__ == "__main__":
    main()


# --- the causes, each checked on its own (regression cases, not held out, not in the set's figures) ----------------

def test_a_wish_the_commonsense_rules_keep_is_told_apart_from_one_asking_a_repeat() -> None:
    from himap_travel.domain.parsing.clause_form import kept_by_commonsense

    assert kept_by_commonsense("we don't want to eat at the same place twice")
    assert kept_by_commonsense("dont send us to the same attraction twice")
    assert kept_by_commonsense("a new restaurant for each meal pls")
    assert not kept_by_commonsense("can we go to the same restaurant again on day 3?")
    assert not kept_by_commonsense("we want to eat at the same place again")


def test_a_window_said_of_a_trip_end_binds_its_flight_when_the_message_names_no_route(sandbox) -> None:
    from himap_travel.domain.parsing import read_text

    def legs(text: str) -> list[object]:
        reading = read_text(text, sandbox, trip=("Dallas", "Houston", None))
        return [w.leg for w in reading.local_constraint.flight_times or []]
    assert legs("we want to leave dallas after noon") == ["outbound"]
    assert legs("leave houston after 3pm") == ["return"]
    assert legs("we need to get home to dallas by 8pm") == ["return"]
    assert legs("no flights before 9am") == ["every"]  # no end named: every flight, as before
