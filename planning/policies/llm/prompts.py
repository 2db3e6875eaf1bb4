"""The role prompts of the one shared policy (HiMAP-Travel §4.2, Appendix E), in our own words.

One model plays every role; the system prompt says which. The coordinator
chooses the cities and the transport mode; each day executor sees only its
day: route, people, date, the shared budget and what Σ says is left, the
constraints, the mode lock and the minimum-nights rule for the nights it
actually stays. Replies are tool calls as JSON, never free-text reasoning.
"""

from __future__ import annotations

from himap_travel.domain.constraints import LOCAL, VENUE_FIRST
from himap_travel.state.plan import DayTask, Feedback
from himap_travel.state.sigma import Sigma
from himap_travel.state.trip import RESTAURANT_WISH, LocalConstraint, TripSpec, banned_modes

TOOLS_ONLY = "Answer only with tool calls (JSON). Do not write explanations or 'Thought:' text."

EXTRACTOR = """You read a traveller's request and fill in the trip form exactly.
- org: the city the trip starts and ends in; dest: the destination city, or the state for a multi-city trip.
- days: the number of days; date: one ISO date (YYYY-MM-DD) per day, consecutive; the year is in the request.
- visiting_city_number: how many destination cities (1 unless the request says more).
- people_number: travellers (1 if not said); budget: the total budget in dollars, a number.
- local_constraint, one field per rule the request sets (leave the others null):
""" + "\n".join(f"  {c.key}: {c.prompt}" for c in LOCAL) + """
Copy names exactly as written in the request."""

CLASSIFIER = """You read one message a traveller sends a trip-planning chat and say what it asks for.
- kind: "request" (a new trip), "edit" (changes the current trip: dates, people, budget, places, rules),
  "preference" (re-plan the same trip for: cheapest, hotels, restaurants, sights, or humane_hours = later or nicer
  flight times with no bound; a bound, "no early flights", "no red-eyes", "no flights before 9am", is an edit), "question" (about the current plan; topic: day_cost, total, day, hotel, travel, stays, changes = what the last change did, dates = how long and when, party = how many travel; day: the
  day it names, -1 for the last), "small_talk", "out_of_scope" (subject: the weather, visas and documents, diets,
  booking and payment, insurance, currency, car rental, packing, sending = email, text or share it, other), "help", "cancel" (never mind, drop
  the open question), "unknown".
Leave the fields that do not apply null."""  # noqa: E501 - the prompt's line breaks are what the model reads

ROLE_DUTIES = {
    "departure": (
        "a DEPARTURE day: travel {leg} by {mode}, then check in.",
        "transportation, and accommodation in {city}",
        "meals and an attraction in {city}, only if the arrival time and the budget allow",
    ),
    "transit": (
        "a TRANSIT day: travel {leg} by {mode}, then check in at the next stop.",
        "transportation, and accommodation in {city}",
        "breakfast in the city you leave, dinner and an attraction in {city}",
    ),
    "stay": (
        "a full STAY day in {city}.",
        "breakfast, lunch and dinner in {city}, at least one attraction in {city}, accommodation in {city}",
        "more attractions if they fit",
    ),
    "return": (
        "the RETURN day: travel {leg} by {mode}; no accommodation tonight (write '-').",
        "transportation",
        "breakfast, lunch and an attraction in the city you leave, before departure",
    ),
}


def coordinator_system(spec: TripSpec, candidates: list[str], feedback: list[Feedback]) -> str:
    """The coordinator: pick the cities (in visiting order) and one inter-city transport mode."""
    lines = [
        "You are the coordinator of a team of day executors. You decide the route; they plan the days in parallel.",
        f"Choose exactly {spec.visiting_city_number} destination "
        + ("city" if spec.visiting_city_number == 1 else "cities, in visiting order")
        + f", from these only: {', '.join(candidates)}.",
        "Use city_search, flight_search, distance_search and accommodation_search to compare costs, then call "
        "distribute_task once with visiting_cities and transportation.",
        f"The whole trip shares one budget of ${spec.budget:,.0f} for {spec.people_number} "
        + ("person" if spec.people_number == 1 else "people")
        + ": prefer cities with cheap transport and lodging.",
        "Transportation is one mode for every leg: 'flight' (flights, and taxis where no flight exists), "
        "'self-driving', or 'taxi'. Never mix self-driving with flights.",
        _transport_rule(spec.local_constraint),
        TOOLS_ONLY,
    ]
    if feedback:
        lines.insert(0, bargaining_summary(feedback))
    return "\n".join(line for line in lines if line)


def coordinator_request(spec: TripSpec) -> str:
    dates = f"{spec.date[0]} to {spec.date[-1]}"
    request = spec.query or (
        f"Plan a {spec.days}-day trip from {spec.org} to {spec.dest} ({dates}) for {spec.people_number}, "
        f"visiting {spec.visiting_city_number} city/cities, budget ${spec.budget:,.0f}."
    )
    return f"{request}\nDates: {dates} (YYYY-MM-DD).\nConstraints: {constraints_text(spec.local_constraint)}"


def bargaining_summary(feedback: list[Feedback]) -> str:
    """What the previous iterations reported (the budget is never redistributed: change the route)."""
    lines = [f"BARGAINING: iteration {len(feedback) + 1}. Earlier allocations failed:"]
    for item in feedback:
        lines.append(f"- iteration {item.iteration}: cities {', '.join(item.route) or '?'} by {item.transport or '?'}")
        for report in item.infeasible:
            lines.append(f"  day {report.day} {report.violation_type.upper()} (deficit ${report.deficit:,.0f}): {report.reason}")
        if item.verdict is not None and item.verdict.failures:
            lines.append("  checker: " + "; ".join(item.verdict.failures[:4]))
    lines.append("Choose different cities or another transport mode; the budget stays shared, it cannot be moved between days.")
    return "\n".join(lines)


def day_executor_system(task: DayTask, sigma: Sigma, avoid: set[str]) -> str:
    """A day executor for one day role, with everything it needs to know and nothing else."""
    leg = f"from {task.leg.origin} to {task.leg.destination}" if task.leg else ""
    mode = task.leg.mode if task.leg else ""
    what, required, optional = (part.format(leg=leg, mode=mode, city=task.city) for part in ROLE_DUTIES[task.role])
    left = sigma.remaining if sigma.budget_total else task.budget_total
    lines = [
        f"You are the day executor for day {task.day} ({task.date}) of a trip for {task.people} "
        + ("person" if task.people == 1 else "people")
        + f". It is {what}",
        f"Budget: the whole trip shares ${task.budget_total:,.0f}; ${left:,.0f} is left now (Σ, shared with the "
        f"other days planning in parallel). Aim to spend about ${task.budget_hint:,.0f} today. Prefer cheap options.",
        f"Required: {required}. Optional: {optional}.",
        f"Constraints: {constraints_text(task.constraints)}.",
    ]
    if task.leg:
        lines.append(_mode_lock(task.leg.mode))
    if task.role != "return" and task.nights_in_stay:
        lines.append(
            f"Minimum nights: you sleep {task.nights_in_stay} consecutive night(s) in {task.city}; the accommodation's "
            f"minimum nights must be at most {task.nights_in_stay}. The other days of this stay choose in parallel: "
            "pick the cheapest listing that meets every constraint, so that all of them pick the same one."
        )
    if task.cuisines:
        lines.append(f"Meals today should cover these cuisines: {', '.join(task.cuisines)}.")
    wished = [f"{slot.slot} {_served_at(slot.cuisine)}" for slot in task.meals if slot.at_this_meal and slot.cuisine]
    if wished:
        lines.append(f"Asked at a given meal (no other meal of the day counts for it): {'; '.join(wished)}.")
    taken = sorted({*avoid, *(label.split(': ', 1)[-1] for label in sigma.venues())})
    if taken:
        lines.append("Already booked by other days (never repeat a restaurant or attraction): " + "; ".join(taken[:40]) + ".")
    lines += [
        "Write entries exactly as the search results name them: 'Name, City' for meals, attractions and lodging, "
        "'-' for nothing; attractions as 'Name, City;Name, City;'. Transportation like 'Flight Number: F123, from A to B, "
        "Departure Time: 08:00, Arrival Time: 10:00' or 'Self-driving, from A to B, duration: 3 hours, distance: 300 km, "
        f"cost: 15' (or 'Taxi, ...'). current_city is '{task.current_city}'.",
        "Search, check the price with cost_enquiry, then submit with finish. If Σ rejects the day, fix what it names "
        "and finish again. If the day cannot be done, call report_infeasible.",
        TOOLS_ONLY,
    ]
    return "\n".join(lines)


def _served_at(wish: str) -> str:
    """A meal wish's words: "at Pizza Hut" (a restaurant) or "at a restaurant serving Mexican"."""
    if wish.startswith(RESTAURANT_WISH):
        return f"at {wish[len(RESTAURANT_WISH):]}"
    return f"at a restaurant serving {wish}"


def day_executor_request(task: DayTask, note: str = "") -> str:
    request = f"Plan day {task.day} ({task.role}, {task.current_city}, {task.date})."
    return f"{request}\nThis day is planned again because {note}" if note else request


def constraints_text(rule: LocalConstraint) -> str:
    """The request's local constraints as a model is told them (the registry's words), venue filters first."""
    parts = [instruct(c.value(rule)) for c in VENUE_FIRST if (instruct := c.instruction) and c.value(rule) is not None]
    return "; ".join(parts) or "none beyond the budget"


def _transport_rule(rule: LocalConstraint) -> str:
    banned = banned_modes(rule.transportation)
    if not banned:
        return ""
    names = " and NO ".join("flights" if mode == "flight" else mode for mode in sorted(banned))
    only = " (taxis only)" if banned >= {"flight", "self-driving"} else ""
    return f"The traveller wants NO {names}{only}."


def _mode_lock(mode: str) -> str:
    if mode == "self-driving":
        return "Transport mode lock: SELF-DRIVING for this trip (use distance_search; never a flight or a taxi)."
    if mode == "taxi":
        return "Transport mode lock: TAXI for this trip (use distance_search; never a flight or self-driving)."
    return "Transport mode lock: FLIGHT for this trip (flight_search; a taxi only where no flight exists; never self-driving)."
