"""The lead's seventeenth chat probe (issue 39, stop 64, helper LEADC), written before the chat's code was changed for it
and scored on HEAD 9aafb2d first (figures: ``HEAD_FIGURES``; report /tmp/h19/reports/LEADC.md). One category per defect
class the lead found by probing HEAD (/tmp/h19/leadc_categories.md), each with new conversations:

worse kept   C1  "more sights pls", "hotel looks meh, something rated higher?": the asked part never worse; when it
                 cannot improve, the plan stays as it was and the reply says so;
budget it    C2  "raise it to 1400" after a word on cost: the budget set;
fly          C7  "ok then fly", "let's fly", "take a plane": self-driving banned, or why not said;
take back    C3  "no wait, keep the old dates": the change taken back; "scratch that, X instead": the question closed;
why          C5  "why?" after a no: the cause said, nothing changed;
question     C4  "any good italian places on day 2?": answered, nothing changed;
property     C6  "is the hotel on day 1 ok with pets?": yes or no;
year         C8  "2022" answering the year: read.

Run as a script it scores every turn and prints the figures:
``.venv/bin/python -m tests.unit.graphs.test_chat_lead_probes_seventeenth``.
"""

from __future__ import annotations

import re

from tests.support.chat_checks import Check, answered, plan_or_reason
from tests.support.chat_scoring import Conversation, held_out_set

_NOT_READ = ("didn't understand", "I plan trips", "among your wishes", "I don't know how to plan", "didn't read")
_REASON = ("couldn't", "can't", "No plan", "cannot", "not in my data", "no flight", "isn't")


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def read(before: dict, after: dict, said: str) -> bool:
    """Not the reply for a message not understood."""
    return not any(n in said for n in _NOT_READ)


def told(*words: str) -> Check:
    """A question: nothing changed, and the reply speaks of one of ``words`` (lower case)."""
    return lambda before, after, said: answered(before, after, said) and read(before, after, said) \
        and any(w in said.lower() for w in words)


def _sights(state: dict) -> int:
    return sum(len([s for s in str(day.get("attraction") or "-").split(";") if s.strip() and s.strip() != "-"])
               for day in state.get("plan") or [])


def more_sights(before: dict, after: dict, said: str) -> bool:
    """More sights asked: more than before, or the plan as it was and the reply saying it is already the most."""
    if not read(before, after, said) or not after.get("plan"):
        return False
    if _sights(after) > _sights(before):
        return True
    return after.get("plan") == before.get("plan") and "already" in said


def better_stays(before: dict, after: dict, said: str) -> bool:
    """Better-rated stays asked: a re-plan whose stays rate higher, or the plan as it was and the reply saying so."""
    if not read(before, after, said) or not after.get("plan"):
        return False
    if after.get("plan") == before.get("plan"):
        return "already" in said
    return "same as before" not in said and "lower-rated stays" not in said and "rated" in said


def budget(amount: float) -> Check:
    return lambda before, after, said: read(before, after, said) and (
        (after.get("trip") or {}).get("budget") == amount or (after.get("draft") or {}).get("budget") == amount)


def flies(before: dict, after: dict, said: str) -> bool:
    """A wish to fly: self-driving banned (or, when no flight can do it, the reply says why)."""
    return read(before, after, said) and (_local(after).get("transportation") == "no self-driving"
                                          or any(r in said for r in _REASON))


def dates_back(first: str) -> Check:
    """The date change taken back: the draft's (or trip's) first date is ``first`` again."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = (after.get("draft") or after.get("trip") or {}).get("date") or []
        return read(before, after, said) and bool(held) and held[0] == first
    return check


def replaced(old: str, new: str) -> Check:
    """"Scratch that, X instead" while "plan without it?" is open about the old cuisine's wish: the new cuisine held, the
    old one gone, the question closed, and no change line saying the old cuisine was set."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = ((after.get("draft") or after.get("trip") or {}).get("local_constraint") or {})
        cuisine = [c.lower() for c in (held.get("cuisine") or [])]
        return new in cuisine and old not in cuisine and "Shall I plan without" not in said \
            and f"→ {old}" not in said.lower()
    return check


def cause_said(*words: str) -> Check:
    """"why?" after a no: nothing changed, not the bare trip summary, and the cause (one of ``words``) said."""
    return lambda before, after, said: answered(before, after, said) and read(before, after, said) \
        and not said.startswith("Here is your trip") and any(w in said.lower() for w in words)


def yes_no(before: dict, after: dict, said: str) -> bool:
    """A yes/no question about a stay: nothing changed, and the reply opens with its yes or no."""
    return answered(before, after, said) and read(before, after, said) and bool(re.match(r"\W*(?:yes|no|not)\b", said, re.I))


def year_read(before: dict, after: dict, said: str) -> bool:
    """A year said or asked: read, the year said, and no number of it taken as the budget."""
    budgets = [(s.get("trip") or s.get("draft") or {}).get("budget") for s in (before, after)]
    return read(before, after, said) and "2022" in said and budgets[0] == budgets[1]


# Trips of the data (each line one opener; several conversations share a trip with another opener).
_DETROIT = "detroit to cleveland march 10-12 2022, 2 ppl, 1100"
_PHOENIX = "san diego -> phoenix 3/18 to 3/20 2022 two of us $1300"
_CHARLOTTE = "philly to charlotte mar 10 - 12 2022, 2 people, budget 1800"
_SF = "seattle to san francisco march 5-7 2022 just me, 1200 dollars"
_CHICAGO = "houston to chicago 2022 march 4 to 6, solo, $1500"
_DC = "charlotte to washington mar 14-16 2022 one person 1000"
_RENO = "sacramento to reno, march 12 to 14 2022, 3 of us, $1000"
_ATLANTA = "tampa to atlanta 3/3-3/5/2022, 2 people, 1600 usd"

CATEGORIES = ("worse kept", "budget it", "fly", "take back", "why", "question", "property", "year")

CONVERSATIONS: list[Conversation] = [
    # C1 worse kept
    ("worse kept", [(_DETROIT, [plan_or_reason]), ("boring, more sights pls", [more_sights])]),
    ("worse kept", [(_PHOENIX, [plan_or_reason]), ("hotel looks meh, something rated higher?", [better_stays])]),
    ("worse kept", [(_CHARLOTTE, [plan_or_reason]), ("can we see more stuff", [more_sights])]),
    ("worse kept", [(_SF, [plan_or_reason]), ("more attractions please", [more_sights])]),
    ("worse kept", [(_DC, [plan_or_reason]), ("the hotel is kinda bad, better rated one?", [better_stays])]),
    ("worse kept", [(_ATLANTA, [plan_or_reason]), ("i want a nicer rated place to stay", [better_stays])]),
    ("worse kept", [(_RENO, [plan_or_reason]), ("pack in more sightseeing", [more_sights])]),
    ("worse kept", [(_DETROIT, [plan_or_reason]), ("higher rated hotel pls", [better_stays])]),
    # C2 budget it
    ("budget it", [(_RENO, [plan_or_reason]), ("too expensive?", [read]), ("ok raise it to 1400 then", [budget(1400)])]),
    ("budget it", [(_CHICAGO, [plan_or_reason]), ("bump it to 2k", [budget(2000)])]),
    ("budget it", [(_CHICAGO, [plan_or_reason]), ("whats the budget again", [answered]), ("make it 1900", [budget(1900)])]),
    ("budget it", [(_DC, [plan_or_reason]), ("how much is left?", [answered]), ("lower it to 900", [budget(900)])]),
    ("budget it", [(_ATLANTA, [plan_or_reason]), ("up it to $1,800", [budget(1800)])]),
    ("budget it", [(_PHOENIX, [plan_or_reason]), ("drop it to 1000 bucks", [budget(1000)])]),
    ("budget it", [(_SF, [plan_or_reason]), ("is that within budget?", [answered]), ("raise it to 1500", [budget(1500)])]),
    # C7 fly
    ("fly", [(_CHARLOTTE, [plan_or_reason]), ("do we have to drive?", [told("driv")]), ("ok then fly", [flies])]),
    ("fly", [(_SF, [plan_or_reason]), ("let's fly", [flies])]),
    ("fly", [(_CHICAGO, [plan_or_reason]), ("we'd rather fly tbh", [flies])]),
    ("fly", [(_DC, [plan_or_reason]), ("take a plane instead", [flies])]),
    ("fly", [(_PHOENIX, [plan_or_reason]), ("can we fly there instead of driving", [flies])]),
    ("fly", [(_ATLANTA, [plan_or_reason]), ("fly pls", [flies])]),
    # C3 take back
    ("take back", [("los angeles to san francisco 3/22-3/24 2022 for 2", []),
                   ("change dates to the 25th-27th", []), ("no wait, keep the old dates", [dates_back("2022-03-22")])]),
    ("take back", [("tampa to atlanta march 3 to 5 2022 for 2", []),
                   ("actually make it the 8th to 10th", []), ("nah go back to the original dates", [dates_back("2022-03-03")])]),
    ("take back", [(_SF, [plan_or_reason]), ("can we do italian every dinner?", []),
                   ("scratch that, mexican instead", [replaced("italian", "mexican")])]),
    ("take back", [(_DETROIT, [plan_or_reason]), ("chinese food at every lunch", []),
                   ("forget that, indian instead", [replaced("chinese", "indian")])]),
    ("take back", [("detroit to cleveland march 10 to 12 2022 2 people", []), ("move it to the 15th-17th", []),
                   ("no keep the old dates", [dates_back("2022-03-10")])]),
    # C5 why
    ("why", [(_DC, [plan_or_reason]), ("no driving pls", []), ("why?", [cause_said("budget", "flight", "over")])]),
    ("why", [(_CHICAGO, [plan_or_reason]), ("why", [cause_said("budget", "over", "cheapest")])]),
    ("why", [("columbus to new york 3/8-3/10 2022 for one, $1500", []), ("how come?", [cause_said("no flight", "road")])]),
    ("why", [(_RENO, [plan_or_reason]), ("no cars at all", []), ("why not??", [cause_said("budget", "flight", "over")])]),
    ("why", [("salt lake city to denver 3/19-3/21/2022 2 people $1200", []), ("why not", [cause_said("no flight", "road")])]),
    # C4 question
    ("question", [(_CHICAGO, [plan_or_reason]), ("any good italian places on day 2?", [told("italian")])]),
    ("question", [(_DETROIT, [plan_or_reason]), ("is there any chinese on day 1?", [told("chinese")])]),
    ("question", [(_SF, [plan_or_reason]), ("any mexican spots on day 2??", [told("mexican")])]),
    # C6 property
    ("property", [(_DETROIT, [plan_or_reason]), ("is the hotel on day 1 ok with pets?", [yes_no])]),
    ("property", [(_PHOENIX, [plan_or_reason]), ("does the place on night 2 allow smoking", [yes_no])]),
    ("property", [(_SF, [plan_or_reason]), ("is our stay on day 1 a private room?", [yes_no])]),
    # C8 year
    ("year", [("columbus to new york 3/8-3/10 for one, $1500", []), ("wait is it 2022 or 2023?", [year_read]),
              ("2022", [year_read])]),
    ("year", [("denver to las vegas march 20 to 22, 2 people, 2500", []), ("2022", [year_read])]),
    ("year", [(_ATLANTA, [plan_or_reason]), ("this is 2022 right?", [year_read])]),
]


def _distinct_openers(conversations: list[Conversation]) -> list[Conversation]:
    """Each trip's opener said a little differently each time it comes again (a set's conversations never open alike)."""
    ways = ("", "hi, ", "hey ", "ok so ", "so ", "can you plan ", "hello, ", "please plan ", "hi! ", "hey, ", "ok ",
            "need ")
    seen: dict[str, int] = {}
    out = []
    for category, turns in conversations:
        opener, checks = turns[0]
        seen[opener] = seen.get(opener, -1) + 1
        out.append((category, [(ways[seen[opener]] + opener, checks), *turns[1:]]))
    return out


CONVERSATIONS = _distinct_openers(CONVERSATIONS)

# corrected after the first HEAD run: "too expensive?" on a plan over the budget re-plans for the cheapest (a change the
# person asked for), so its check is ``read``, not ``answered``

# HEAD (9aafb2d): turns right of all, per category, measured before any fix (68 of 93, 12 of the 25 wrong turns silent).
HEAD_FIGURES: dict[str, tuple[int, int]] = {"worse kept": (9, 16), "budget it": (17, 18), "fly": (11, 13),
                                            "take back": (10, 15), "why": (9, 12), "question": (4, 6),
                                            "property": (3, 6), "year": (5, 7)}
# After the fixes (stop 64, LEADC): 91 of 93 (none silent); then 93 of 93 (MENDB: the year asked); the floor the set keeps.
AFTER_FIGURES: dict[str, tuple[int, int]] = {"worse kept": (16, 16), "budget it": (18, 18), "fly": (13, 13),
                                             "take back": (15, 15), "why": (12, 12), "question": (6, 6),
                                             "property": (6, 6), "year": (7, 7)}

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {
    # ((37, 1) "wait is it 2022 or 2023?" and (37, 2) "2022" read since stop 64, MENDB: two years side by side or a year
    # asked in a question are years, never the budget, ``bare_budget._a_year_wondered``)
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "lead-probes-seventeenth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=40, least_turns=90)


def test_the_floor_is_the_after_figure() -> None:
    """The known misses are at most the turns the after figures leave wrong (a fix may only lower them)."""
    assert len(KNOWN_MISSES) <= sum(total - right for right, total in AFTER_FIGURES.values())
    assert sum(right for right, _total in AFTER_FIGURES.values()) > sum(right for right, _ in HEAD_FIGURES.values())


if __name__ == "__main__":
    main()


def test_the_readings_behind_the_set() -> None:
    """The pure readings the set's fixes rest on, each also where it must not fire."""
    from langchain_core.messages import AIMessage, HumanMessage

    from himap_travel.nodes.chat.cuisine_asked import cuisines_asked
    from himap_travel.nodes.chat.draft_dates_back import old_dates
    from himap_travel.nodes.chat.favoured_kept import not_improved
    from himap_travel.nodes.chat.not_applied import _MUST
    from himap_travel.nodes.chat.said_before import amount_to
    from himap_travel.nodes.chat.stay_rules import asked_rules
    from himap_travel.nodes.chat.why_last_no import cause_of_last_no
    from himap_travel.nodes.chat.wish_unwrapped import unwrapped
    from himap_travel.nodes.chat.year_said import year_answer

    assert not_improved("sights", {"sights": 4}, {"sights": 3}) is not None
    assert not_improved("sights", {"sights": 4}, {"sights": 5}) is None
    assert not_improved("hotels", {"mean_lodging_rating": 4.0}, {"mean_lodging_rating": 4.0}) is not None
    assert not_improved("humane_hours", {"early_departures": 2}, {"early_departures": 1}) is None
    assert not_improved("overall", {"sights": 4}, {"sights": 3}) is None  # no one part asked
    trip = {"budget": 1000, "local_constraint": {}}
    assert amount_to("ok raise it to 1400 then", {"trip": trip}) == 1400  # type: ignore[typeddict-item]
    assert amount_to("lower it to 900 pls", {"trip": trip}) == 900  # type: ignore[typeddict-item]
    assert amount_to("raise it to 1400 people", {"trip": trip}) is None  # type: ignore[typeddict-item]
    assert unwrapped("ok then fly") == "no self-driving" and unwrapped("fly to denver") == "fly to denver"
    assert unwrapped("can we fly there instead of driving?") == "no self-driving"
    assert cuisines_asked("any good italian places on day 2?") == ["Italian"]
    assert cuisines_asked("any italian for 2 people?") == []  # a number that is no day: a change
    assert asked_rules("is the hotel on day 1 ok with pets?") == [("pets", "pets")]
    said = [HumanMessage("a trip"), AIMessage("So far: from A, to B, dates March 22 to March 24, 2022, people 2."),
            HumanMessage("change dates"), AIMessage("So far: from A, to B, dates March 25 to March 27, 2022, people 2."),
            HumanMessage("no wait, keep the old dates")]
    assert old_dates("no wait, keep the old dates", {"messages": said}) == "dates March 22 to March 24, 2022"
    assert old_dates("keep the old dates, the 3rd to 5th", {"messages": said}) is None  # dates of its own: read
    assert old_dates("keep the hotel", {"messages": said}) is None
    no = [HumanMessage("no driving"), AIMessage("**No plan can meet this request:** the cheapest plan that keeps your "
                                                "rules, shown below, costs $1,792.00, $792.00 over your $1,000 budget."),
          HumanMessage("why?")]
    assert cause_of_last_no("why?", {"messages": no}) == \
        "Because the cheapest plan that keeps your rules costs $1,792.00, $792.00 over your $1,000 budget."
    assert cause_of_last_no("why this hotel?", {"messages": no}) is None
    assert cause_of_last_no("why?", {"messages": [AIMessage("**Day 1**")]}) is None
    dated = {"date": ["2022-03-20", "2022-03-21"]}
    assert year_answer("2022", dated) is not None and "already" in (year_answer("2022", dated) or "")
    assert "stays in 2022" in (year_answer("it's 2023", dated) or "") and year_answer("2022 people", dated) is None
    assert _MUST.search("do we have to drive?") and not _MUST.search("could we fly instead?")
