"""reply: the turn's answer as one AI message (markdown a person reads).

A planned turn: the summary line (route, dates, people, cost against the budget), what this turn did (the
edit's changes, the preference's effect, a wish that could not be met and what was done instead), each day
in plain words, and one verdict sentence. A direct answer (help, a question about the plan, "never mind")
is said as it is; a message that could not be acted on says why. An open question is repeated after a
direct answer, so the traveller knows it still waits. Every reply escapes its dollar signs
(``markdown.escape_dollars``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from himap_travel.domain.constraints import named
from himap_travel.domain.evaluation.parsing import strict_transport
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.along import answers_along, services_first
from himap_travel.nodes.chat.failed_checks import cheapest_over_budget, traveller_failures
from himap_travel.nodes.chat.favoured_kept import not_improved
from himap_travel.nodes.chat.markdown import (
    bullet_list,
    escape_dollars,
    itinerary_text,
    plain,
    rules_of,
    summary_line,
    tidy_marks,
    verdict_sentence,
)
from himap_travel.nodes.chat.not_applied import NOT_READ
from himap_travel.nodes.chat.question import question_text
from himap_travel.nodes.chat.wishes import not_kept as wishes_not_kept
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, handoffs_cleared
from himap_travel.state.trip import banned_modes


def reply(state: ChatState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    answer = state.get("answer")
    if answer:  # (while a question is open, ``question`` says it, and asks again)
        text = answer
    elif state.get("problems"):
        text = _refusal(state)
    elif state.get("restored") and not state.get("trip"):
        text = "I went back to before your first trip: there is no trip now. Tell me one whenever you're ready."
    else:
        text = _plan_reply(state)
    # the sandbox only when a question was said along (this node runs on the event loop: a run that planned nothing has
    # no sandbox loaded, and loading it there is a blocking call `langgraph dev` refuses)
    asked = state.get("asked_too") or []
    answers = answers_along(asked, dict(state), resources_of(settings_of(runtime)).sandbox) if asked else []
    if answers and not state.get("answer"):  # a question said along with the change: answered after it
        text += "\n\n**You also asked:**\n" + "\n\n".join(answers)
    text = services_first(dict(state)) + text  # "and book it all": what I can't do, said first
    return {"messages": [AIMessage(escape_dollars(tidy_marks(text)))], **handoffs_cleared()}  # a finished turn: no hand-off


def _refusal(state: ChatState) -> str:
    """A change refused, with why: every reason in words (one that is all internal words, emptied by ``plain``, is
    never said as a bare "I couldn't do that:" with nothing after it)."""
    reasons = [said for said in (plain(p).strip(" :-") for p in state["problems"]) if said]
    text = "I couldn't do that:\n" + bullet_list(reasons or [_NO_REASON])
    if state.get("missing"):
        text += "\n\n" + question_text(state.get("draft"), state["missing"])
    elif state.get("trip"):
        text += "\n\nYour current trip is unchanged."
    return text


_NO_REASON = "I couldn't read it as a change I can make to your trip: say it another way, e.g. \"3 people\" or \"budget $2,000\""


def _plan_reply(state: ChatState) -> str:
    trip, plan, verdict = state.get("trip"), state.get("plan"), state.get("verdict")
    assert trip is not None and verdict is not None, "with no answer and no problem, the turn planned (or restored) a trip"
    parts = [summary_line(trip, state.get("spent"))]
    did = " ".join(filter(None, (turn_summary(state, len(plan) if plan else 0), _cost_moved(state), _wish_left(state))))
    if did:
        parts.append(did)
    applied, not_kept = [] if state.get("restored") else state.get("notes") or [], wishes_not_kept(dict(state))
    unread = [n for n in applied if n.startswith(NOT_READ)]  # part of the message that changed nothing: said as such
    if unread:
        parts.append(" ".join(unread))
        applied = [n for n in applied if n not in unread]
    if applied:  # an edit's changes; with a new trip, how its request was read (a budget per person, a name put right)
        heading = "**What changed:**" if state.get("edit") else "**How I read your request:**"
        parts.append(heading + "\n" + bullet_list([plain(n) for n in applied]))
    if not_kept:  # every part of a message is applied or named, with its reason; a wish planned without stays listed
        parts.append("**Not kept** (planned without, as you said):\n" + bullet_list([plain(n) for n in not_kept]))
    if state.get("given_up"):
        parts.append("**What this gave up:**\n" + bullet_list(state["given_up"]))
    instead = _modes_instead(trip, plan or [])
    if instead:
        parts.append(bullet_list(instead))
    verdict_line = _verdict_line(verdict, trip, state.get("spent"), state.get("no_plan"))
    if verdict.get("status") != "valid":  # a plan that is not valid is said so before it is shown
        parts.append(verdict_line)
    if plan:
        parts.append(itinerary_text(plan, trip["date"], state.get("day_costs"), state.get("changed_days")))
    elif not state.get("no_plan"):
        parts.append("No plan could be put together.")
    if verdict.get("status") == "valid":
        if not_kept:  # the check cannot vouch for those
            verdict_line += " It does not keep the wishes listed as not kept above: nothing in the data can check them."
        parts.append(verdict_line)
    return "\n\n".join(parts)


# ``why_not``: a pair with no way on any date, or a city the data lists nothing of a plan's parts in (other dates
# cannot help)
_NO_DATE = "only another city can work"


def _verdict_line(verdict: Mapping[str, Any], trip: dict[str, Any], spent: float | None, no_plan: dict[str, Any] | None = None) -> str:
    """The verdict sentence; an over-budget certificate in plain words when the plan shown fails the budget only
    (then it is the solver's cheapest: ``nodes.finalize``). A plan that fails other rules too is not called so.
    With no plan at all, the reason and the offers that work (``why_not``)."""
    failed = traveller_failures(verdict, trip)
    if cheapest_over_budget(verdict, trip, spent) and spent is not None:
        rules = " or drop one of your rules" if rules_of(trip) else ""
        return (f"**No plan can meet this request:** the cheapest plan that keeps your rules, shown below, costs "
                f"{money(spent)}, {money(spent - trip['budget'])} over your {money(trip['budget'], False)} budget. "
                f"Raise the budget{rules}.")
    if verdict.get("status") == "unsat" and spent is not None and failed:  # the closest plan, shown: its faults in words
        return f"**No plan can meet this request:** {_closest_plan_words(failed, trip, spent)}"
    if no_plan:
        offers = no_plan.get("offers") or []
        works = ("\n\nWhat would work (each checked):\n" + bullet_list(offers)) if offers else \
            f"\n\nI found no nearby change that works: try other cities{'' if _NO_DATE in no_plan['reason'] else ' or dates'}."
        return f"**No plan can meet this request:** {no_plan['reason']}.{works}"
    if verdict.get("status") == "invalid" and failed:  # "breaks diverse_restaurants, budget": said as a traveller reads it
        return f"**Not valid:** the plan below {_faults_words(failed, trip, spent)}."
    return verdict_sentence(verdict)


# What a failed check means for the traveller, said of the closest plan shown (the evaluator's own reasons name rows
# and quote the scorer: "day 3 breakfast: 'Asian Chopstick, Philadelphia' repeats day 2 breakfast").
_CHECK_WORDS = {
    "within_sandbox": "uses a place the data does not list", "within_current_city": "puts a meal, sight or stay outside that day's city",
    "reasonable_city_route": "does not come back to where it starts", "diverse_restaurants": "eats at some restaurants twice",
    "diverse_attractions": "visits some sights twice", "minimum_nights": "breaks a stay's minimum nights",
    "non_conflicting_transportation": "mixes driving with flights or taxis", "complete_information": "leaves a meal, a sight or a stay out",
    "room_rule": "breaks a house rule you asked for", "cuisine": "misses a cuisine you asked for",
    "room_type": "has another room type than you asked for", "transportation": "travels a way you ruled out",
}


def _closest_plan_words(failed: list[str], trip: dict[str, Any], spent: float) -> str:
    """The closest plan's faults in a traveller's words, and what to change."""
    return f"the closest plan I could put together, shown below, {_faults_words(failed, trip, spent)}."


def _faults_words(failed: list[str], trip: dict[str, Any], spent: float | None) -> str:
    """A plan's failed checks in a traveller's words, and what to change (never the checks' own names or the
    evaluator's rows)."""
    faults = [_CHECK_WORDS.get(name) or _rule_broken(name, trip) for name in failed if name != "budget"]
    if "budget" in failed and spent is not None:
        faults.insert(0, f"costs {money(spent)}, {money(spent - trip['budget'])} over your {money(trip['budget'], False)} budget")
    said = faults[0] if len(faults) == 1 else ", ".join(faults[:-1]) + " and " + faults[-1]
    advice = "Raise the budget, or change the dates or the length" if "budget" in failed else "Try other dates, or drop one of your rules"
    return f"{said}. {advice}"


def _rule_broken(name: str, trip: dict[str, Any]) -> str:
    """A failed check of one of our own rules (a pace, a flight window, a sight to see), said with the rule as the
    request states it: "does not keep your rule: at least 2 sights on day 1" (never the check's own name)."""
    try:
        constraint = named(name)
    except KeyError:  # a check of the evaluator's that is no rule of the request
        return name.replace("_", " ")
    value = (trip.get("local_constraint") or {}).get(constraint.row_key)
    return f"does not keep your rule: {constraint.describe(value)}" if value else f"does not keep your {constraint.label}"


def turn_summary(state: ChatState, days: int) -> str | None:
    """What this turn did to the plan, in a sentence (also what ``flex run`` records of each turn): kept, changed
    days, a new plan, or a preference's effect; None for a new request's first plan."""
    preference = state.get("preference")
    if state.get("restored"):  # how far back, when not one change (``undo.restore``'s notes), else one change
        return " ".join(f"{n}." for n in state.get("notes") or []) or (
            "I went back to your trip and plan as they were before the last change (say \"undo\" again to redo it).")
    if preference and _first_plan(state) and not state.get("plan"):  # no plan for the request: why is said below
        return None
    if preference == "cheapest":
        return _cheapest_line(state.get("cost_before"), state.get("spent"), bool(state.get("plan")), first=_first_plan(state))
    if preference:  # (kept: the re-plan made the part asked for no better, so the plan before stays: favoured_kept)
        kept = not_improved(preference, state.get("quality_before"), state.get("quality")) if state.get("kept") else None
        return kept or _quality_line(preference, state.get("quality_before"), state.get("quality"), state.get("spent"),
                                     first=_first_plan(state))
    if not (state.get("edit") and days):
        return None
    before = ((state.get("previous") or {}).get("trip") or {}).get("date")
    moved = before is not None and before != (state.get("trip") or {}).get("date")
    line = _edit_line(state, days, moved)
    if _window_unflown(state) and (state.get("kept") or not state.get("changed_days")):
        line = f"{line[:-1]} {UNFLOWN}"
    return line


def _edit_line(state: ChatState, days: int, moved: bool) -> str:
    """What an edit did to the plan's days, in a sentence: kept, moved, re-planned the same, or the days changed."""
    if state.get("kept"):
        if wishes_not_kept(dict(state)):  # a wish it was planned without is not "met"
            return "Your current plan already meets what I could apply, so it stays as it is."
        if moved:  # the same days, checked again on the new dates: the plan did not "stay", it moved
            return "Your plan works on the new dates as it is, so each day moved with them."
        if _total_moved(state):  # the same days, priced again for another party: the plan did not "stay" as it was
            return "Your plan still works as it is, so each day stays the same."
        return "Your current plan already meets this, so it stays as it is."
    changed = state.get("changed_days")
    if changed is None:
        return "This is a new plan."
    if not changed:
        if moved:
            return "I re-planned for the new dates, and each day's plan came out the same."
        return ("Your plan already keeps this: I planned again, and every day came out the same." if _rules_kept(state)
                else "I re-planned, and every day came out the same.")
    same = [d for d in range(1, days + 1) if d not in changed]
    return f"Changed: day {', '.join(map(str, changed))}" + (f"; kept: day {', '.join(map(str, same))}." if same else ".")


# Said after "already meets this" of a flight time set on a plan with no flight ("we'd like to land in SF before lunch"
# on a plan that drives): the time binds no leg of it, which "already meets this" alone hid
UNFLOWN = "(it has no flight, so the time binds no leg of it: say \"we'd rather fly\" to fly)."


def _window_unflown(state: ChatState) -> bool:
    """Whether this turn set or changed a flight time rule on a plan that flies on no day."""
    trip, before = state.get("trip") or {}, (state.get("previous") or {}).get("trip") or {}
    rules = trip.get("local_constraint") or {}
    windows = rules.get("flight times")
    if not windows or windows == (before.get("local_constraint") or {}).get("flight times"):
        return False
    if "flight" in banned_modes(rules.get("transportation")):  # no flying asked too: "fly" is no advice to give
        return False
    return not any("Flight Number" in str(day.get("transportation")) for day in state.get("plan") or [])


def _first_plan(state: ChatState) -> bool:
    """Whether a preference's plan is its trip's first: said with a new request ("the nicest hotels", ``favoured``),
    not a re-plan of a plan shown (one said with an edit, "and a nice hotel please", re-plans)."""
    return bool(state.get("favoured")) and not state.get("edit")


def _total_moved(state: ChatState) -> bool:
    """Whether the total moved in a turn that kept the plan's days (a party grown or shrunk pays another price)."""
    before, after = state.get("cost_before"), state.get("spent")
    return before is not None and after is not None and abs(after - before) > 0.005


def _rules_kept(state: ChatState) -> bool:
    """Whether the turn changed only rules and the plan, planned again the same, fails none of them ("no early flights"
    on a plan that flies nowhere, while it stays over the budget): the plan already kept what was asked. A failed rule,
    or any other field changed, is no such case."""
    trip, before = state.get("trip") or {}, (state.get("previous") or {}).get("trip") or {}
    if not before or any(trip.get(k) != before.get(k) for k in ("org", "dest", "date", "people_number", "budget")):
        return False
    rules: dict[str, Any] = dict(trip.get("local_constraint") or {})
    was: dict[str, Any] = dict(before.get("local_constraint") or {})
    changed = [key for key in {*rules, *was} if rules.get(key) != was.get(key)]
    verdict = state.get("verdict")
    failed = set(verdict.get("failed") or []) if verdict else None
    return bool(changed) and failed is not None and not any(_rule_name(key) in failed for key in changed)


def _rule_name(row_key: str) -> str:
    """A rule's name among a verdict's failed checks (its registry's report key; the row key where none is known)."""
    try:
        return named(row_key).report_key
    except KeyError:
        return row_key


def _cost_moved(state: ChatState) -> str | None:
    """After an edit that re-planned (``cost_before``, set by ``plan_trip``), how the total moved; and that it was
    planned for the lowest cost, or favouring a part ("nicer hotels"), when the thread asked for that earlier (the
    wish holds for later edits: ``plan_trip.standing_wish``). A preference's own line says its cost already."""
    before, after = state.get("cost_before"), state.get("spent")
    if state.get("preference") or before is None or after is None:
        return None
    moved = _total_moved(state)
    total = f"the total is now {money(after)} (was {money(before)})." if moved else f"the total is {money(after)}, as before."
    if state.get("kept"):  # the days were kept, not planned again: only how the total moved, if it did
        return f"{total[0].upper()}{total[1:]}" if moved else None
    if state.get("objective") == "cheapest":
        return f"Re-planned for the lowest cost, as you asked earlier: {total}"
    focus = state.get("focus")
    if state.get("objective") == "best" and focus in _FAVOURED:
        return f"Re-planned for the best trip, giving {_FAVOURED[focus]} extra weight, as you asked earlier: {total}"
    return f"{total[0].upper()}{total[1:]}" if moved else None


# The words each standing wish is asked for with (docs/chat-preferences.md), for saying how to ask for it again.
_ASKED_WITH = {"cheapest": "make it cheaper", "hotels": "nicer hotels", "restaurants": "better restaurants",
               "sights": "more sights", "humane_hours": "later flights"}


def _wish_left(state: ChatState) -> str | None:
    """On a new trip, the standing wish of the previous one ("make it cheaper"), which does not carry over
    (``plan_trip.new_trip_wish``): said, so the traveller knows this plan was made without it and how to ask."""
    before = state.get("previous") or {}
    if state.get("edit") or state.get("preference") or state.get("restored") or state.get("objective"):
        return None
    wish = "cheapest" if before.get("objective") == "cheapest" else before.get("focus") if before.get("objective") == "best" else None
    if wish not in _ASKED_WITH:
        return None
    what = "the lowest cost" if wish == "cheapest" else f"{_FAVOURED[wish]} given extra weight"
    return (f"Your earlier wish (planning for {what}) was for your previous trip, so this new trip is planned without it: "
            f"say \"{_ASKED_WITH[wish]}\" to plan it that way too.")


def _cheapest_line(before: float | None, after: float | None, planned: bool, first: bool = False) -> str:
    if not planned or after is None:
        return "I tried to re-plan for the lowest cost, but no plan came out (see below)."
    if first:  # the trip's first plan, asked "as cheap as possible" with the request (``favoured``)
        return f"I planned for the lowest cost that keeps your rules: {money(after)}."
    if before is None or after < before - 0.005:
        fell = f", {money(before - after)} less than before ({money(before)})" if before is not None else ""
        return f"I re-planned for the lowest cost: now {money(after)}{fell}."
    if after <= before + 0.005:
        return f"This plan already is the cheapest: I searched every option and found none below {money(before)}."
    return f"The cheapest plan that keeps your rules costs {money(after)}, more than the previous {money(before)}; it is shown below."


# What each quality preference favours: the part of ``evaluation.quality.Quality`` the reply reports, and its words.
_PARTS = {"hotels": ("mean_lodging_rating", "stays rated {:.1f} on average"),
          "restaurants": ("mean_restaurant_rating", "restaurants rated {:.1f} on average"),
          "sights": ("sights", "{:.0f} sights"),
          "humane_hours": ("early_departures", "{:.0f} departures before 07:00")}


# "make it nicer", no part named ("overall"): the best trip with no part counted twice; the reply names each part it
# measured, so the traveller knows what "nicer" became (stays, restaurants, sights).
_OVERALL = ("hotels", "restaurants", "sights")


def _quality_line(preference: str, before: dict[str, Any] | None, after: dict[str, Any] | None, spent: float | None,
                  first: bool = False) -> str:
    """What re-planning for the best trip, the favoured part counted twice (or, "overall", none), did to that part, or
    to each part, as measured."""
    if after is None:
        return "I tried to re-plan for that, but no plan came out (see below)."
    if first:  # the trip's first plan, the wish said with the request ("the nicest hotels": ``favoured``)
        verb, cost = "planned", f" {_NONE_REQUIRED.format(part='restaurants' if preference == 'restaurants' else 'hotels')}"
    else:
        verb, cost = "re-planned", f" The trip now costs {money(spent)}." if spent is not None else ""
    if preference == "overall":
        said = [line for line in (_part_said(part, before, after) for part in _OVERALL) if line]
        lead = f"I {verb} for the best trip within your budget, by the ratings of its stays, restaurants and sights"
        return f"{lead}: {'; '.join(said)}.{cost}" if said else f"{lead}.{cost}"
    lead = f"I {verb} for the best trip within your budget, giving {_FAVOURED[preference]} extra weight"
    line = _part_said(preference, before, after)
    worse = f" I couldn't do better for {_FAVOURED[preference]}: {_WORSE}" if line and "(was " in line else ""
    return f"{lead}: {line}.{worse}{cost}" if line else f"{lead}.{cost}"


# A quality asked with no number is favoured, never required: said with the first plan, and how to require one.
_NONE_REQUIRED = "That is a preference, not a rule: say a minimum rating (e.g. \"{part} rated 4 or more\") to require one."


# Why a re-plan for a part came out worse: the plan before no longer keeps the trip ("not that hotel and stay somewhere
# nicer" left out the best rated stay), so the best the rest allows is said, never a plan that breaks a rule kept.
_WORSE = "the plan before does not keep what you changed, and this is the best the budget and your rules allow now."


def _part_said(part: str, before: dict[str, Any] | None, after: dict[str, Any]) -> str | None:
    """One quality part after the re-plan, with what it was ("stays rated 4.2 on average (better than ... before)")."""
    key, words = _PARTS[part]
    now = after.get(key)
    if now is None:
        return None
    was = (before or {}).get(key)
    if was is None:
        return words.format(now)
    if words.format(was) == words.format(now):  # the same as the reply rounds it: never "4.2 (was 4.2 before)"
        return f"{words.format(now)}, the same as before"
    better = now < was if key == "early_departures" else now > was
    return f"{words.format(now)} ({'better than' if better else 'was'} {words.format(was)} before)"


_FAVOURED = {"hotels": "the stays' ratings", "restaurants": "the restaurants' ratings", "sights": "the sights",
             "humane_hours": "early and late flights"}


def _modes_instead(trip: dict[str, Any], plan: list[dict[str, Any]]) -> list[str]:
    """Where a rule banned a mode and the plan travels by taxi, say so: no flight (or drive) was possible there."""
    banned = set(banned_modes((trip.get("local_constraint") or {}).get("transportation")))
    if not banned or {"flight", "self-driving"} <= banned:  # no rule, or taxis only as asked
        return []
    lines = []
    for day in plan:
        transport = strict_transport(str(day.get("transportation") or "-"))
        if transport.mode == "taxi" and transport.origin and transport.destination:
            other = "flight" if "self-driving" in banned else "self-drive"
            rules = "; ".join(f"no {mode}" for mode in sorted(banned))
            lines.append(f"Day {day.get('days')}: no {other} option from {transport.origin} to {transport.destination} "
                         f"on that date is in the data, so this leg goes by taxi (your rule: {rules}).")
    return lines
