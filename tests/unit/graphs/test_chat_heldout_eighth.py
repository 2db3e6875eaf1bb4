"""An eighth held-out conversation set for the chat (issue 39), written before the chat's code was changed for it and
scored on the code as it was (the figures are in the round's report). It measures whether the fixes made for the
earlier sets generalise: it uses only routes no earlier chat set used (Bangor to Washington, Chicago to Albuquerque,
Columbus to Newark, El Paso to Phoenix, Elmira to Detroit, Houston to Fayetteville, Ithaca to Newark, Manchester to
Charlotte, Milwaukee to New York, Salt Lake City to Burbank, South Bend to Atlanta, West Palm Beach to White Plains,
El Paso to Albuquerque by road; Bangor to Albuquerque and Manchester to Phoenix with no way at all, Valparaiso to
Belleville with a way on other dates only), and new wordings of the same kinds of turn: questions about the plan
("why is day 3 pricey", "which day has the most driving", "where do we sleep on the 2nd night"), questions the data
cannot answer (a pool, parking, breakfast, a pet fee, wifi), things the chat cannot do (email it, text it, book it,
pay, rent a car, insurance, a visa, the weather), mind changes ("actually make it 5 of us", "nah go back to the old
dates", "forget the pets thing"), several asks in one message, typos and slang, and requests no plan meets.

Each turn's checks state what a careful person expects, decided before the set was scored (the harness is the first
set's: tests/support/chat_scoring.py, tests/support/chat_checks.py). ``KNOWN_MISSES`` names the turns the chat still
gets wrong, each with its reason: the test fails if a miss is fixed (it must leave the list) or a turn not listed goes
wrong.

Run as a script it scores every turn and prints the figures, silent misreads apart:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_eighth``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from himap_travel.domain.evaluation.pricing import day_cost
from himap_travel.domain.sandbox.index import load_sandbox
from tests.support.chat_checks import (
    NO_DRAFT,
    WELCOME,
    Check,
    allows_pets,
    answered,
    asks,
    cheaper_or_same,
    cuisines,
    day_cost_said,
    days_of,
    house_rules,
    never,
    night_only,
    no_plan,
    not_ununderstood,
    plan_or_reason,
    restored,
    rule,
    says,
    total_said,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set, run_conversation
from tests.unit.graphs.test_chat_heldout_seventh import (
    budget_offered,
    cannot_tell,
    cost_explained,
    count_and_total,
    english_or,
    meals_of,
    no_way,
    vague_kept,
)

NO_FLIGHT_RULE = rule("transportation", "no flight")
NO_MODE_RULE = rule("transportation", None)
_ADMITS = ("can't", "cannot", "not able", "unable", "don't do", "do not do", "i don't", "i do not")
_NO_DRIVING = ("no driving", "no drive", "not drive", "doesn't drive", "don't drive", "no self-driving", "nothing to drive",
               "no road", "doesn't include driving", "does not include driving", "no day drives", "there is no driving")


def cannot_do(*alternatives: str) -> Check:
    """A thing the chat cannot do (send an email, text someone, book, pay, rent a car, insure, a visa, the weather): the
    reply names it (any of ``alternatives``) and says it cannot, so the person never takes it as done. Whether the trip
    changed is the turn's other checks' matter (a message may also hold a change)."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        return any(w in low for w in alternatives) and any(a in low for a in _ADMITS)
    return check


_SUPERLATIVE = re.compile(r"\b(?:most|least|highest|lowest|cheapest|priciest|costliest|biggest|largest|longest)\b",
                          re.IGNORECASE)


def _extreme_day(costs: list[float], said: str, pick: Callable[[list[float]], float]) -> bool:
    """Whether the reply names a day whose cost is ``pick``'s (a tie: any of them) with that cost, and says which it is:
    it names no other day, or says the superlative. (Corrected after the first score, stricter: the check first passed
    on a reply listing every day's cost, which leaves the person to find the day; that is no answer to "which day?".)"""
    best = pick(costs)
    named = {int(n) for n in re.findall(r"\bday (\d+)", said, re.IGNORECASE)}
    found = any(f"Day {d + 1}" in said and f"${c:,.2f}" in said for d, c in enumerate(costs) if abs(c - best) < 0.005)
    return found and (len(named) == 1 or bool(_SUPERLATIVE.search(said)))


def priciest_day(before: dict, after: dict, said: str) -> bool:
    """"Which day costs the most?": a day with the highest cost named with its cost, nothing changed."""
    return answered(before, after, said) and _extreme_day(after["day_costs"], said, max)


def cheapest_day(before: dict, after: dict, said: str) -> bool:
    """"What's the cheapest day?": a day with the lowest cost named with its cost, nothing changed."""
    return answered(before, after, said) and _extreme_day(after["day_costs"], said, min)


def _drive_minutes(transport: object) -> int:
    """Minutes of self-driving in one day's transportation string (0 for a flight, a taxi or none)."""
    text = str(transport)
    if "self-driving" not in text.lower():
        return 0
    hours = re.search(r"(\d+) hours?", text)
    minutes = re.search(r"(\d+) mins?", text)
    return (int(hours.group(1)) * 60 if hours else 0) + (int(minutes.group(1)) if minutes else 0) or 1


def most_driving(before: dict, after: dict, said: str) -> bool:
    """"Which day has the most driving?": a day with the longest drive named as the most; a plan that drives nowhere
    said to have no driving (a list of flights alone does not answer it). Nothing changed. (Corrected after the first
    score, stricter: a listing of every day's drive first passed; it must say which day has the most.)"""
    drives = [_drive_minutes(day.get("transportation")) for day in after.get("plan") or []]
    if not answered(before, after, said) or not drives:
        return False
    if max(drives) == 0:
        return any(w in said.lower() for w in _NO_DRIVING)
    return any(f"Day {d + 1}" in said for d, m in enumerate(drives) if m == max(drives)) and bool(_SUPERLATIVE.search(said))


def sights_of(day: int) -> Check:
    """"What are we seeing on day N?": every sight the plan has that day named (or that it has none), nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = str((after.get("plan") or [])[day - 1].get("attraction") or "-")
        names = [s.rsplit(",", 1)[0].strip() for s in held.split(";") if s.strip() and s.strip() != "-"]
        named = all(n in said for n in names) if names else any(w in said.lower() for w in ("no sight", "nothing"))
        return named and answered(before, after, said)
    return check


def meal_named(day: int, meal: str) -> Check:
    """"What's for dinner on day N?": the plan's place for that meal named, nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = str((after.get("plan") or [])[day - 1].get(meal) or "-")
        return held != "-" and held.rsplit(",", 1)[0] in said and answered(before, after, said)
    return check


def stay_named(night: int) -> Check:
    """The stay of night N named (beside other answers in the same reply)."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = str((after.get("plan") or [])[night - 1].get("accommodation") or "-")
        return held != "-" and held.rsplit(",", 1)[0] in said
    return check


def dates_offered(day: int) -> Check:
    """A pair with a way on other dates only: no plan, the reason (no flight), and the nearest dates with a way there
    offered (starting March ``day``)."""
    def check(before: dict, after: dict, said: str) -> bool:
        return no_plan(before, after, said) and "flight" in said.lower() and f"March {day}" in said
    return check


def why_no_way(before: dict, after: dict, said: str) -> bool:
    """"Why not?" after a request no plan meets: the reason again in plain words (flights), nothing changed."""
    return unchanged(before, after, said) and "flight" in said.lower() and "didn't understand" not in said


_PART_WORDS = ("flight", "fly", "taxi", "driv", "stay", "hotel", "room", "meal", "breakfast", "lunch", "dinner")


def cost_parts(day: int) -> Check:
    """"Why is day N pricey?": the day's cost and each part it is made of named with its amount, nothing changed.
    (Corrected after the HEAD score: the seventh set's ``cost_explained`` wants two parts named; a day whose only cost
    is its flight home, as a solo traveller's last day is, has one part, and naming it with its amount answers why.)"""
    def check(before: dict, after: dict, said: str) -> bool:
        plan_day = (after.get("plan") or [])[day - 1]
        kinds = [str(plan_day.get(k) or "-").strip() != "-" for k in ("transportation", "accommodation")]
        kinds.append(any(str(plan_day.get(m) or "-").strip() != "-" for m in ("breakfast", "lunch", "dinner")))
        if sum(kinds) >= 2:
            return cost_explained(day)(before, after, said)
        return (day_cost_said(day)(before, after, said) and answered(before, after, said)
                and len(re.findall(r"\$[\d,]+", said)) >= 2 and any(w in said.lower() for w in _PART_WORDS))
    return check


def drive_length(before: dict, after: dict, said: str) -> bool:
    """"How long is the drive?": a length in hours said, nothing changed. (Corrected after the HEAD score: the check
    first wanted the word "hour"; "about 3 h 51 min" says the same.)"""
    return answered(before, after, said) and re.search(r"\d+\s*(?:h\b|hours?)", said) is not None


def amount_answer(before: dict, after: dict, said: str) -> bool:
    """A question about money ("how much per head?", "what did that save?"): a dollar amount, nothing changed."""
    return answered(before, after, said) and "$" in said


def said_of(word: str) -> Check:
    """"What changed?": the reply speaks of ``word`` (the wish taken back), nothing changed."""
    return lambda before, after, said: answered(before, after, said) and word in said.lower()


CATEGORIES = ("family", "solo", "couple", "group", "mind", "takeback", "question", "impossible", "unknowable",
              "cannot", "several", "typo", "vague", "foreign", "cancel")

CONVERSATIONS: list[Conversation] = [
    ("family", [  # parents and two boys under 10
        ("hey! me, my wife and our two boys (4 and 8) want to go Columbus to Newark march 25-27 2022, budget 2500",
         [plan_or_reason, trip(people_number=4), house_rules("children under 10")]),
        ("where do we sleep on the 2nd night", [night_only(2)]),
        ("is breakfast included at the hotel?", [cannot_tell("breakfast")]),
        ("which day costs the most?", [priciest_day]),
        ("ty!", [WELCOME]),
    ]),
    ("family", [  # a family of five with a dog, the dog then left home
        ("family trip, 2 adults 3 kids, Milwaukee to New York march 24-26 2022, $3500, we're bringing the dog",
         [plan_or_reason, trip(people_number=5), allows_pets(True)]),
        ("forget the pets thing, grandma's got him", [allows_pets(False), trip(people_number=5), plan_or_reason]),
        ("how much is it now", [total_said]),
        ("thx", [WELCOME]),
    ]),
    ("family", [  # a small family asks for an email
        ("Bangor to Washington march 21-23 2022, me + hubby + our daughter (6), $2000",
         [plan_or_reason, trip(people_number=3), house_rules("children under 10")]),
        ("can u email this to me?", [cannot_do("email"), unchanged]),
        ("ok then just tell me the hotel for night 1", [night_only(1)]),
        ("thanks", [WELCOME]),
    ]),
    ("solo", [  # a solo traveller asks about a visa
        ("just me, El Paso to Phoenix march 4-6 2022, $1,000", [plan_or_reason, trip(people_number=1)]),
        ("do i need a visa for this lol", [cannot_do("visa"), unchanged]),
        ("what time's my flight home", [answered, says("Day 3")]),
        ("k thx", [WELCOME]),
    ]),
    ("solo", [  # a solo traveller asks why a day costs so much, goes cheaper, then back
        ("solo, Salt Lake City to Burbank, 12-14 march 2022, budget 900", [plan_or_reason, trip(people_number=1)]),
        ("why is day 3 pricey", [cost_parts(3)]),
        ("can you make it cheaper", [cheaper_or_same, not_ununderstood]),
        ("nah go back to the old one", [restored]),
    ]),
    ("solo", [  # booking and paying asked
        ("South Bend to Atlanta march 6-8 2022 1 person $1200", [plan_or_reason, trip(people_number=1)]),
        ("book it", [cannot_do("book"), unchanged]),
        ("and pay with my visa card?", [cannot_do("pay"), unchanged]),
        ("ok whatever, what's the total", [total_said]),
    ]),
    ("couple", [  # parking and wifi
        ("me and my girlfriend, West Palm Beach to White Plains, march 5-7 2022, $1,800",
         [plan_or_reason, trip(people_number=2)]),
        ("does the hotel have parking?", [cannot_tell("parking")]),
        ("what about wifi", [cannot_tell("wifi")]),
        ("ok cool", [unchanged]),
    ]),
    ("couple", [  # a honeymoon, the plan texted to a mother
        ("honeymoon!! Manchester to Charlotte 29-31 march 2022, 2 of us, 2500", [plan_or_reason, trip(people_number=2)]),
        ("can you text the plan to my mom", [cannot_do("text", "send", "message"), unchanged]),
        ("which hotel are we in the last night", [night_only(2)]),
        ("perfect ty", [WELCOME]),
    ]),
    ("couple", [  # an entire place asked, then taken back
        ("Ithaca to Newark march 18-20 2022, me and my husband, $1,400, we want an entire place to ourselves",
         [plan_or_reason, rule("room type", "entire room")]),
        ("eh forget the whole place thing", [rule("room type", None), plan_or_reason]),
        ("how much did that save", [amount_answer]),
    ]),
    ("group", [  # five adults, a cousin joins
        ("5 of us (all adults), Houston to Fayetteville march 20-22 2022, $3000", [plan_or_reason, trip(people_number=5)]),
        ("actually make it 6 of us, my cousin is coming", [trip(people_number=6, budget=3000), plan_or_reason]),
        ("how much per head?", [amount_answer]),
        ("nice", [unchanged]),
    ]),
    ("group", [  # four friends who want a rental car, then insurance
        ("4 friends, Chicago to Albuquerque march 16-18 2022, $2,400, we want to rent a car there",
         [plan_or_reason, trip(people_number=4), cannot_do("car")]),
        ("ok and get travel insurance for all of us", [cannot_do("insurance"), unchanged]),
        ("whats day 2 cost", [day_cost_said(2)]),
    ]),
    ("group", [  # eight people on $300
        ("8 people Elmira to Detroit march 25-27 2022 budget $300", [budget_offered, trip(people_number=8)]),
        ("ok make it 5 grand", [trip(budget=5000), plan_or_reason]),
        ("whats the total", [total_said]),
    ]),
    ("mind", [  # the count up, then back
        ("Columbus to Newark, march 25-27 2022, 2 people, $1,500", [plan_or_reason]),
        ("actually make it 5 of us", [trip(people_number=5, budget=1500), plan_or_reason]),
        ("hmm no, back to 2", [trip(people_number=2), plan_or_reason]),
        ("where do we stay night 1", [night_only(1)]),
    ]),
    ("mind", [  # the dates moved, then back
        ("Houston to Fayetteville march 20-22 2022, 3 people, $2,000", [plan_or_reason]),
        ("can we shift it a day later, 21st to 23rd", [trip(date=days_of(21, 23)), not_ununderstood]),
        ("nah go back to the old dates", [trip(date=days_of(20, 22)), plan_or_reason]),
        ("thx", [WELCOME]),
    ]),
    ("mind", [  # driving, then flying again
        ("Salt Lake City to Burbank march 12-14 2022, 2 ppl, $1,600", [plan_or_reason]),
        ("let's drive instead of flying", [NO_FLIGHT_RULE, plan_or_reason]),
        ("which day has the most driving", [most_driving]),
        ("ok fly again, 10 hours in the car is too much", [NO_MODE_RULE, plan_or_reason]),
    ]),
    ("mind", [  # a cuisine swapped
        ("Milwaukee to New York march 24-26 2022, 2 of us, $2,000, italian food pls", [plan_or_reason, cuisines("Italian")]),
        ("on second thought make it mexican instead", [cuisines("Mexican"), plan_or_reason]),
        ("what do we eat on day 2", [meals_of(2)]),
    ]),
    ("takeback", [  # the cat taken back, then what changed
        ("West Palm Beach to White Plains march 5-7 2022, 2 people + our cat, $2,000",
         [plan_or_reason, allows_pets(True), trip(people_number=2)]),
        ("forget the pets thing", [allows_pets(False), plan_or_reason]),
        ("what changed?", [said_of("pet")]),
    ]),
    ("takeback", [  # driving asked, then flying is fine
        ("El Paso to Phoenix march 4-6 2022, 2 people, 1500, no flights we'll drive", [plan_or_reason, NO_FLIGHT_RULE]),
        ("actually flying's fine", [NO_MODE_RULE, plan_or_reason]),
        ("when do we land in Phoenix", [answered, says("Day 1")]),
    ]),
    ("question", [  # questions about the plan in a row
        ("Elmira to Detroit march 25-27 2022, 2 people, $1,800", [plan_or_reason]),
        ("how come day 1 costs so much?", [cost_explained(1)]),
        ("where do we sleep on the 2nd night", [night_only(2)]),
        ("what are we seeing on day 2", [sights_of(2)]),
        ("how many nights is that", [answered, says("2")]),
    ]),
    ("question", [  # a trip by road, questions about the driving
        ("El Paso to Albuquerque march 8-10 2022, 2 people, $1,200, driving", [plan_or_reason]),
        ("which day has the most driving", [most_driving]),
        ("how long is the drive there", [drive_length]),
        ("what's the most expensive day", [priciest_day]),
    ]),
    ("question", [  # the cheapest day and a dinner
        ("Bangor to Washington 21-23 march 2022, 1 traveller, $1,300", [plan_or_reason]),
        ("what's the cheapest day", [cheapest_day]),
        ("and what's for dinner on day 1", [meal_named(1, "dinner")]),
        ("great, thank you so much", [WELCOME]),
    ]),
    ("impossible", [  # no way at all between the cities
        ("Bangor to Albuquerque march 10-12 2022, 2 people, $3,000", [no_way, trip(dest="Albuquerque")]),
        ("ok what about Chicago to Albuquerque then, march 16-18", [trip(org="Chicago", dest="Albuquerque",
                                                                         date=days_of(16, 18)), plan_or_reason]),
        ("how much is that", [total_said]),
    ]),
    ("impossible", [  # no way, "why not?", another city
        ("Manchester to Phoenix march 29-31 2022, 3 of us, $4,000", [no_way]),
        ("why not?", [why_no_way]),
        ("fine, Manchester to Charlotte, same dates", [trip(org="Manchester", dest="Charlotte", people_number=3,
                                                            date=days_of(29, 31)), plan_or_reason]),
    ]),
    ("impossible", [  # a way on other dates only
        ("Valparaiso to Belleville march 12-14 2022, 2 people, $1,500", [dates_offered(3)]),
        ("ok do those dates then", [trip(date=days_of(3, 5)), plan_or_reason]),
        ("thanks", [WELCOME]),
    ]),
    ("impossible", [  # a budget far too low, the least it can cost asked
        ("South Bend to Atlanta march 6-8 2022, 4 people, $250", [budget_offered, trip(people_number=4)]),
        ("what's the least it can cost?", [unchanged, says("$"), not_ununderstood]),
        ("ok set it to $3,000", [trip(budget=3000), plan_or_reason]),
    ]),
    ("unknowable", [  # a dog: a pet fee and a pool
        ("Chicago to Albuquerque march 16-18 2022, me and my dog, $1,500",
         [plan_or_reason, allows_pets(True), trip(people_number=1)]),
        ("is there a pet fee at the place?", [cannot_tell("fee")]),
        ("does it have a pool", [cannot_tell("pool")]),
        ("cool thx", [WELCOME]),
    ]),
    ("unknowable", [  # breakfast, parking and the weather
        ("Houston to Fayetteville march 20-22 2022, 2 adults, $1,700", [plan_or_reason]),
        ("is breakfast included with the room?", [cannot_tell("breakfast")]),
        ("is there free parking", [cannot_tell("parking")]),
        ("and the weather, will it rain?", [cannot_do("weather"), unchanged]),
    ]),
    ("cannot", [  # a car, insurance, payment
        ("Columbus to Newark 25-27 march 2022, 3 people, $2,400", [plan_or_reason]),
        ("can you rent us a car in Newark?", [cannot_do("car"), unchanged]),
        ("what about travel insurance", [cannot_do("insurance"), unchanged]),
        ("can I pay here?", [cannot_do("pay"), unchanged]),
    ]),
    ("several", [  # a budget raised and an email in one message, then a count and a question
        ("Ithaca to Newark march 18-20 2022, 2 of us, $1,200", [plan_or_reason]),
        ("bump it to 2000 and email me the itinerary", [trip(budget=2000), cannot_do("email"), plan_or_reason]),
        ("also 3 people now, and what's the total?", [count_and_total(3)]),
    ]),
    ("several", [  # a count, a cuisine and no flying in one message
        ("Milwaukee to New York march 24-26 2022, 2 people, $2,500", [plan_or_reason]),
        ("make it 4 people, add chinese food, and no flying",
         [trip(people_number=4), cuisines("Chinese"), NO_FLIGHT_RULE, plan_or_reason]),
        ("where do we sleep night 1", [night_only(1)]),
    ]),
    ("several", [  # two questions in one message
        ("Salt Lake City to Burbank march 12-14 2022, 2 people, $1,500", [plan_or_reason]),
        ("whats day 2 cost and where do we sleep that night", [day_cost_said(2), stay_named(2), answered]),
        ("cheers", [WELCOME]),
    ]),
    ("typo", [  # a misspelt city, then misspelt questions
        ("El Paso to Phenix march 4-6 2022, 2 ppl, $1500", [trip(dest="Phoenix"), plan_or_reason]),
        ("hw much is dy 2", [day_cost_said(2)]),
        ("wheres we sleepin night 1", [night_only(1)]),
    ]),
    ("typo", [  # slang opener, cheaper, then back
        ("yo me n 3 buddies tryna hit New York from Milwaukee march 24-26 2022, 2k budget",
         [trip(people_number=4, org="Milwaukee", dest="New York", budget=2000), plan_or_reason]),
        ("bruh make it cheaper", [cheaper_or_same, not_ununderstood]),
        ("lol nvm put it back", [restored]),
    ]),
    ("vague", [  # a getaway with no place
        ("need a getaway in march, 3 of us, max 2k", [vague_kept(people_number=3, budget=2000)]),
        ("Columbus to Newark, 25th to 27th", [trip(org="Columbus", dest="Newark", date=days_of(25, 27), people_number=3,
                                                   budget=2000), plan_or_reason]),
        ("thank youu", [WELCOME]),
    ]),
    ("foreign", [  # Spanish
        ("Hola, queremos ir de Chicago a Albuquerque del 16 al 18 de marzo de 2022, 2 personas, 2000 dólares",
         [english_or(org="Chicago", dest="Albuquerque")]),
        ("sorry, english: Chicago to Albuquerque, march 16-18 2022, 2 people, $2000", [plan_or_reason,
                                                                                      trip(people_number=2)]),
        ("gracias", [unchanged]),
    ]),
    ("cancel", [  # a question cancelled, a new trip
        ("some friends and me, Bangor to Washington, march 21-23 2022, $2,500", [asks("people_number")]),
        ("nvm scrap that", [NO_DRAFT, not_ununderstood]),
        ("West Palm Beach to White Plains march 5-7 2022, 2 people, $1,600", [plan_or_reason]),
    ]),
    ("family", [  # grandkids: the count asked and answered
        ("me and the grandkids, South Bend to Atlanta march 6-8 2022, $2,000", [asks("people_number")]),
        ("three of us in total", [trip(people_number=3), plan_or_reason]),
        ("what's day 3 cost", [day_cost_said(3)]),
    ]),
    ("mind", [  # two changes in one message, undone
        ("Manchester to Charlotte march 29-31 2022, 2 people, $1,500", [plan_or_reason]),
        ("raise the budget to 2500 and make the hotels nicer", [trip(budget=2500), plan_or_reason, not_ununderstood]),
        ("undo that", [restored]),
        ("what's the total", [total_said]),
    ]),
]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why (none is a check written to pass).
KNOWN_MISSES: dict[tuple[int, int], str] = {
    # (14, 3) "ok fly again, 10 hours in the car is too much" reads right since the tenth set's fixes: hours complained
    # of as too much are the reason for flying, no driving limit (domain/constraints/driving_hours.py _COMPLAINED_LENGTH)
    # (17, 0) and (17, 1) read right since stop 57: a drive declared after another mode's negation ("no flights we'll
    # drive") is not negated by it (domain/constraints/transportation.py ``_stated_modes``)
}


app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-eighth", CONVERSATIONS, CATEGORIES, KNOWN_MISSES, least=35, least_turns=130)


def flights_still_banned(before: dict, after: dict, said: str) -> bool:
    """An accepting message not read as lifting the flight ban: nothing changed, and the reply never says that no wish
    rules flights out (it names the ban instead)."""
    return unchanged(before, after, said) and "None of your wishes rules that out" not in said and "no flight" in said


def part_cost(part: str, kinds: tuple[str, ...]) -> Check:
    """"How much are we spending on food?": the part named with the sum of its items over the trip, nothing changed."""
    def check(before: dict, after: dict, said: str) -> bool:
        trip_ = after["trip"]
        sandbox = load_sandbox()
        spent = sum(item.cost for index, day in enumerate(after["plan"])
                    for item in day_cost(day, trip_["people_number"], sandbox, "strict", trip_["date"][index]).items
                    if item.kind in kinds)
        return answered(before, after, said) and part in said.lower() and f"${spent:,.2f}" in said
    return check


# Written with the fixes this set drove (regression cases, not held out, not in its figures): other wordings of the
# same causes.
LATER: list[tuple[str, list[tuple[str, list[Check]]]]] = [
    ("several", [
        ("Columbus to Newark march 25-27 2022, 2 people, $1,500", [plan_or_reason]),
        ("can you call the hotel for me", [cannot_do("call"), unchanged]),
        ("order us an uber from the airport", [cannot_do("book"), unchanged]),
        ("set a reminder for the flight", [cannot_do("reminder"), unchanged]),
        ("whats the deposit", [cannot_tell("deposit")]),
        ("is the neighborhood safe", [cannot_tell("area")]),
        ("how much are we spending on food", [part_cost("meals", ("breakfast", "lunch", "dinner"))]),
        ("what do the hotels cost", [part_cost("stays", ("accommodation",))]),
        ("where r we sleeping 2nd nite", [night_only(2)]),
        ("can u txt me the plan", [cannot_do("text"), unchanged]),
    ]),
    ("takeback", [
        ("El Paso to Phoenix march 4-6 2022, 2 people, 1500, no flights", [plan_or_reason, NO_FLIGHT_RULE]),
        ("flights would be fine actually", [flights_still_banned]),
        ("can we up it to $2,500?", [trip(budget=2500), plan_or_reason]),
    ]),
    ("impossible", [  # no way on any date: another city, never "other dates"
        ("Elmira to El Paso march 10-12 2022, 2 people, $2000", [no_plan, says("another city"), never("or dates")]),
    ]),
]


@pytest.mark.parametrize("number", range(len(LATER)))
def test_the_fixes_it_drove_hold(app: Any, number: int) -> None:
    results = run_conversation(app, f"heldout-eighth-later-{number}", LATER[number][1])
    assert all(not failed for failed, _said in results), [(t, said[:200]) for t, (failed, said) in enumerate(results)
                                                          if failed]


if __name__ == "__main__":
    main()
