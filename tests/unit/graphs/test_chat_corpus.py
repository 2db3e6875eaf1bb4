"""A conversation corpus of our own (issue 39): each conversation written by hand, as a different person writes
(families, solo travellers, people who change their minds, vague, terse, chatty and non-English openers, typos,
several wishes in one message), each turn asserting what the thread's state holds and what the reply says.

The embedded graph with an in-memory checkpointer and the expert policy. The checks, and what every turn must
pass besides (no internal words, only the user's own messages in the thread), are tests/support/chat_checks.py's.
"""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import (
    ENGLISH_ONLY,
    HOW_MANY,
    NO_DRAFT,
    NOT_BEFORE_8,
    NOT_PLANNED_YET,
    THANKED,
    WELCOME,
    Check,
    answered,
    asks,
    cheaper_or_same,
    cost_at_most_budget,
    day_cost_said,
    departs_from,
    draft,
    draft_rule,
    flight_from,
    focus_kept,
    house_rules,
    never,
    no_plan,
    no_question,
    not_kept,
    plan_or_reason,
    plan_without,
    planned,
    preference,
    question_kept,
    restored,
    rule,
    says,
    total_said,
    trip,
    turn,
    unchanged,
)

_threads = itertools.count()

# --- the conversations ----------------------------------------------------------------------------------------------

CONVERSATIONS: list[list[tuple[str, list[Check]]]] = [
    [  # a family: kids and a dog (one stay allows both, issue 38), then a cuisine wish that names the kids in passing
        ("our family of four (two adults, two kids) and our dog want to go from Seattle to San Francisco, March 20-22 2022, "
         "budget $3,000", [planned, rule("house rule", "children under 10"), rule("more house rules", ["pets"]), trip(people_number=4)]),
        ("the kids love pizza, can we have Italian food?",
         [rule("house rule", "children under 10"), rule("more house rules", ["pets"]), rule("cuisine", ["Italian"])]),
        ("how much is day 2?", [day_cost_said(2), unchanged]),
        ("what's the total?", [total_said]),
        ("thanks so much!", [WELCOME, unchanged]),
    ],
    [  # a solo traveller, terse
        ("solo. las vegas to denver. mar 12-14 2022. $1600", [planned, trip(org="Las Vegas", dest="Denver", people_number=1)]),
        ("cheaper", [preference("cheapest"), cheaper_or_same, says("lowest cost")]),
        ("undo", [restored, trip(budget=1600)]),
        ("where do i sleep?", [says("Night of day 1"), unchanged]),
        ("thx", [WELCOME]),
    ],
    [  # changes the destination, then the dates, then goes back
        ("Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400", [planned]),
        ("hmm no, forget Myrtle Beach, let's go to Orlando instead",
         [trip(dest="Orlando", org="Washington", people_number=2), says("destination: Myrtle Beach → Orlando"), never("several")]),
        ("actually March 15 to 17", [trip(dest="Orlando", date=["2022-03-15", "2022-03-16", "2022-03-17"]), says("dates:"),
                                     never("every day came out the same")]),  # the dates moved: never "the same"
        ("go back", [restored, trip(date=["2022-03-13", "2022-03-14", "2022-03-15"], dest="Orlando")]),
        ("ok cool", [WELCOME]),
    ],
    [  # vague: somewhere warm in March
        ("I want to go somewhere warm in March", [asks("org", "dest", "date"), draft(month="March"), says("weather")]),
        ("from Kansas City to Pensacola", [draft(org="Kansas City", dest="Pensacola", month="March"), says("On which dates in March")]),
        ("march 27 to 29 2022", [draft(date=["2022-03-27", "2022-03-28", "2022-03-29"]), asks("people_number", "budget")]),
        ("just me", [draft(people_number=1), asks("budget")]),
        ("$900", [planned, trip(budget=900, people_number=1), no_question]),
        ("what's on day 1?", [says("**Day 1**"), unchanged]),
    ],
    [  # Spanish first, then English with a house rule
        ("Hola, quiero viajar de Chicago a Nashville en marzo con mi esposa", [ENGLISH_ONLY, says("Spanish")]),
        ("sorry - 3 days from Houston to Pensacola, March 12-14 2022, 2 people, $1,100", [planned, trip(org="Houston")]),
        ("we need a place that allows smoking", [rule("house rule", "smoking"), says("house rule: none → smoking")]),
        ("how much is the last day?", [day_cost_said(3)]),
        ("gracias", [WELCOME, unchanged]),
    ],
    [  # a trip no plan meets: the reason in plain words, and what would work
        ("3 days from Chicago to Nashville, March 8-10 2022, 2 people, $1,200",
         [no_plan, says("Chicago to Nashville"), never("No plan could be put together")]),
        ("make it cheaper", [says("no plan to change"), unchanged]),
        ("how much is day 2?", [says("no plan to ask about"), unchanged]),
        ("ok what about March 15-17 2022?", [trip(date=["2022-03-15", "2022-03-16", "2022-03-17"]), no_plan]),
        ("thanks", [WELCOME]),
    ],
    [  # typos, then the same trip written again
        ("plz plan trp frm New Orleans to Louisville march 12 - 14 2022 for 1 person budjet $1900",
         [planned, trip(org="New Orleans", dest="Louisville", people_number=1, budget=1900)]),
        ("how much is day 3", [day_cost_said(3)]),
        ("nicer hotels", [preference("hotels"), says("stays rated"), cost_at_most_budget]),
        ("revert that", [restored]),
        ("what's the total?", [total_said]),
    ],
    [  # chatty, several wishes in one message
        ("Hi there! My best friend and I (so 2 of us) are going from Cleveland to Baltimore from March 15 to March 17, "
         "2022. We have about $1,700 total, we'd love private rooms and Chinese food if possible!",
         [planned, trip(people_number=2, budget=1700), rule("room type", "private room"), rule("cuisine", ["Chinese"])]),
        ("what do we do on day 2?", [says("**Day 2**"), unchanged]),
        ("also Mexican food", [rule("cuisine", ["Chinese", "Mexican"]), rule("room type", "private room")]),
        ("no more Chinese", [rule("cuisine", ["Mexican"])]),
        ("perfect, thank you", [WELCOME]),
    ],
    [  # a question about the plan while the people count is still asked
        ("Trip from Dallas to Huntsville March 13-15 2022, budget $2,700", [asks("people_number"), HOW_MANY]),
        ("how much is day 2?", [NOT_PLANNED_YET, question_kept, HOW_MANY]),
        ("4 of us", [planned, trip(people_number=4)]),
        ("we'd like an entire home", [rule("room type", "entire room")]),
        ("great", [WELCOME]),
    ],
    [  # cancels a question, asks anyway, plans, then "scrap it" with nothing open
        ("from Grand Forks to Minneapolis march 17-19 2022, $1,300", [asks("people_number")]),
        ("never mind, cancel that", [says("dropped that question"), no_question, lambda b, a, s: a.get("draft") is None]),
        ("what's on day 2?", [says("no plan yet")]),
        ("Grand Forks to Minneapolis, March 17-19 2022, 2 people, $1,300", [planned]),
        ("scrap it", [says("nothing to cancel"), unchanged]),
        ("ok", [unchanged]),
    ],
    [  # answers that cannot be used, each with its reason
        ("Provo to Phoenix, March 24-26 2022, $1,400", [asks("people_number")]),
        ("lots of us", [says("I couldn't use \"lots of us\"", "number of travellers"), asks("people_number")]),
        ("0", [says("at least 1"), asks("people_number")]),
        ("-2", [says("cannot be negative"), asks("people_number")]),
        ("2", [planned, trip(people_number=2)]),
        ("pets are coming too", [rule("house rule", "pets"), trip(people_number=2)]),
    ],
    [  # budget edits, one by an amount
        ("Atlanta to Chattanooga, March 7-9 2022, 5 people, $3,600", [planned]),
        ("make the budget $4,000", [trip(budget=4000), says("budget: $3,600 → $4,000")]),
        ("increase the budget by $500", [trip(budget=4500), says("budget: $4,000 → $4,500 (increase the budget by $500)"),
                                         never("now (was")]),
        ("make it $4,500", [trip(budget=4500), never("didn't understand")]),
        ("what's left?", [total_said, says("left")]),
    ],
    [  # more people by an amount, then the total said again, then undo
        ("Baton Rouge to Dallas March 25-27 2022 for 4, $5,500, smoking allowed", [planned, rule("house rule", "smoking")]),
        ("two more friends are coming", [trip(people_number=6), rule("house rule", "smoking"),
                                         says("people: 4 → 6 (two more friends)"), never("now (was")]),
        ("we are 6 in total", [trip(people_number=6), rule("house rule", "smoking"), never("didn't understand")]),
        ("how much per day? day 1", [day_cost_said(1)]),
        ("undo", [restored, trip(people_number=4)]),
    ],
    [  # German, then English
        ("Ich möchte von Seattle nach Denver reisen, 2 Personen, 3 Tage", [ENGLISH_ONLY, says("German")]),
        ("english please: Panama City to Nashville, March 23-25 2022, 2 people, $2,900", [planned]),
        ("not shared rooms please", [rule("room type", "not shared room")]),
        ("where do we stay?", [says("Night of day")]),
        ("cool", [WELCOME]),
    ],
    [  # French, then English, cheaper with what it gave up
        ("Bonjour, je voudrais aller de Eugene à Los Angeles avec ma femme", [ENGLISH_ONLY, says("French"), never("several")]),
        ("Eugene to Los Angeles, March 14-16 2022, 2 of us, $1,700", [planned, trip(people_number=2)]),
        ("entire room please", [rule("room type", "entire room")]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same, rule("room type", "entire room")]),
        ("what did that cost us?", [total_said]),
    ],
    [  # no flying, then flying after all, then no self-driving
        ("Cincinnati to Philadelphia March 7-9 2022, 2 people, $2,000, no flights", [planned, rule("transportation", "no flight")]),
        ("how do we get there?", [says("Day 1:"), unchanged]),
        ("we can fly after all", [rule("transportation", None)]),
        ("and no self-driving", [rule("transportation", "no self-driving")]),
        ("thanks", [WELCOME]),
    ],
    [  # out of scope, said plainly
        ("Nashville to Detroit, March 15-17 2022, 2 people, budget $2,200", [planned]),
        ("what's the weather like in Detroit?", [says("weather"), unchanged]),
        ("do I need a visa?", [says("visas"), unchanged]),
        ("can you book it for me?", [says("book"), unchanged]),
        ("vegetarian options?", [says("diets"), unchanged]),
        ("ok thanks", [WELCOME]),
    ],
    [  # undo twice redoes
        ("Washington to Orlando March 15-17 2022, 2 people, $2,000", [planned]),
        ("make it $2,500", [trip(budget=2500)]),
        ("undo", [restored, trip(budget=2000)]),
        ("undo", [restored, trip(budget=2500)]),
        ("what's the budget now?", [says("$2,500 budget")]),
    ],
    [  # a rule replaced on purpose, then a mention in passing
        ("St. Petersburg to Rockford, March 16-18 2022, 1 person, $1,700, I smoke", [rule("house rule", "smoking")]),
        ("actually we'll bring the dog, not smoke", [rule("house rule", "pets"), says("house rule: smoking → pets")]),
        ("the kids love pizza", [rule("house rule", "pets"), says("I kept your house rule (pets)")]),
        ("where do I stay?", [says("Night of day")]),
    ],
    [  # help first
        ("help", [says("I plan trips")]),
        ("what can you do?", [says("make it cheaper")]),
        ("ok: Las Vegas to Stockton, March 3-5 2022, 1 person, $1,400", [planned]),
        ("no early flights please", [rule("transportation", None), rule("flight times", [NOT_BEFORE_8]), departs_from("08:00")]),
        ("how long is the drive?", [says("Day 1:"), unchanged]),
        ("bye", [unchanged, says("Goodbye")]),
    ],
    [  # a disruption the plan does not have
        ("Washington to Myrtle Beach for the two of us, March 13 to 15 2022, $1,400 all in", [planned, trip(people_number=2)]),
        # (issue 39: the monitor's "'day1': day 1 books no such flight" is said in plain words now, same meaning)
        ("my flight on day 1 was cancelled", [unchanged, says("day 1 of your plan has no flight booked")]),
        ("how much is day 1?", [day_cost_said(1)]),
        ("thanks", [WELCOME]),
    ],
    [  # longer, then shorter
        ("Kansas City to Pensacola, March 27-29 2022, 1 person, $900", [planned]),
        ("make it 4 days", [trip(days=4), says("March 27 to March 30, 2022")]),
        ("add a day", [trip(days=5), says("March 27 to March 31, 2022 (add a day: 5 days)"), never("now (was")]),
        ("March 27 to 28 instead", [trip(days=2, date=["2022-03-27", "2022-03-28"])]),
        ("what's the total?", [total_said]),
    ],
    [  # the request sent again while its question is open
        ("plan a trip from Washington to Myrtle Beach from March 13th to March 15th, 2022 with a budget of $1,400",
         [asks("people_number")]),
        ("plan a trip from Washington to Myrtle Beach from March 13th to March 15th, 2022 with a budget of $1,400",
         [asks("people_number"), says("That is the trip I have so far"), never("I didn't understand")]),
        ("3 people", [planned, trip(people_number=3, budget=1400)]),
        ("nicer restaurants", [preference("restaurants"), says("restaurants rated")]),
        ("thank you", [WELCOME]),
    ],
    [  # another whole request while a question is open
        ("Cleveland to Baltimore, March 15-17 2022, $1,700", [asks("people_number")]),
        ("actually, Houston to Pensacola, March 12-14 2022, 2 people, $1,100", [planned, trip(org="Houston", budget=1100)]),
        ("what's on day 1?", [says("Houston → Pensacola")]),
        ("thanks", [WELCOME]),
    ],
    [  # one piece at a time
        ("I'm in Atlanta", [draft(org="Atlanta"), asks("dest", "date", "people_number", "budget")]),
        ("Chattanooga", [draft(org="Atlanta", dest="Chattanooga")]),
        ("March 7 to 9, 2022", [draft(days=3)]),
        ("5", [draft(people_number=5), asks("budget")]),
        ("$3,600", [planned, trip(org="Atlanta", people_number=5, budget=3600)]),
        ("more sights please", [preference("sights"), says("sights")]),
    ],
    [  # a month first
        ("thinking of a trip in March", [draft(month="March"), asks("org", "dest")]),
        ("from Washington to Orlando", [says("in March")]),
        ("March 15-17 2022", [draft(date=["2022-03-15", "2022-03-16", "2022-03-17"])]),
        ("just the two of us", [draft(people_number=2)]),
        ("2000 dollars", [planned, trip(budget=2000, people_number=2)]),
        ("how much is day 2?", [day_cost_said(2)]),
    ],
    [  # very terse: what it cannot read is asked, what it can is kept ("4ppl", the bare 2700: the request reader, issue 39)
        ("dallas huntsville mar 13-15 2022 4ppl 2700", [asks("org", "dest"), draft(days=3, people_number=4, budget=2700)]),
        ("from Dallas to Huntsville", [planned, trip(org="Dallas", dest="Huntsville", days=3, people_number=4, budget=2700)]),
        ("4 people", [unchanged, says("already has 4 people")]),
        ("how much is day 2?", [day_cost_said(2)]),
        ("ok", [unchanged]),
    ],
    [  # emojis, a count said again, a question in other words
        ("hey!! 😊 me + my mom want a girls trip from Nashville to Detroit march 15-17 2022, budget around $2,200",
         [planned, trip(people_number=2)]),
        ("2 people", [unchanged, says("already has 2 people")]),
        ("is day 2 expensive?", [day_cost_said(2)]),
        ("love it, thanks!!", [WELCOME]),
    ],
    [  # several changes in one message, then taken back
        ("Baton Rouge to Dallas, March 25-27 2022, 2 people, $3,000", [planned]),
        ("make it 3 people, $4,000 and Mexican food", [trip(people_number=3, budget=4000), rule("cuisine", ["Mexican"]),
                                                       says("people: 2 → 3", "budget: $3,000 → $4,000")]),
        ("what's the total?", [total_said]),
        ("take that back", [restored, trip(people_number=2, budget=3000), rule("cuisine", None)]),
        ("ok", [unchanged]),
    ],
    [  # room types
        ("Panama City to Nashville March 23-25 2022, 2 people, $2,900", [planned]),
        ("private rooms please", [rule("room type", "private room")]),
        ("actually we'd like an entire home instead", [rule("room type", "entire room")]),
        ("where do we stay?", [says("Night of day")]),
    ],
    [  # cuisines dropped, added, replaced
        ("Provo to Phoenix, March 24-26 2022, 2 people, $1,400, Indian and Italian food", [rule("cuisine", ["Indian", "Italian"])]),
        ("no more Italian", [rule("cuisine", ["Indian"])]),
        ("also French", [rule("cuisine", ["Indian", "French"])]),
        ("only Mexican", [rule("cuisine", ["Mexican"])]),
        ("what's on day 3?", [says("**Day 3**")]),
    ],
    [  # the same city twice; the route given again keeps what was said
        ("Seattle to Seattle, March 5-7 2022, 2 people, $2,000", [asks("dest"), says("the same")]),
        ("Seattle to San Francisco then, March 20-22 2022",
         [planned, trip(dest="San Francisco", people_number=2, budget=2000), says("I kept what you told me before")]),
        ("how much is day 1?", [day_cost_said(1)]),
        ("thanks", [WELCOME]),
    ],
    [  # an unknown city
        ("from Gotham City to Denver, March 12-14 2022, 1 person, $1,600", [asks("org"), says("Gotham City")]),
        ("Las Vegas", [planned, trip(org="Las Vegas", dest="Denver")]),
        ("what's the total?", [total_said]),
        ("thanks", [WELCOME]),
    ],
    [  # euros
        ("Cincinnati to Philadelphia, March 7-9 2022, 2 people, 2000 euros", [asks("budget"), says("euros")]),
        ("$2,200", [planned, trip(budget=2200)]),
        ("make the budget 3000 euros", [unchanged, says("euros")]),
        ("fine, $3,000", [trip(budget=3000)]),
    ],
    [  # gibberish around a real request
        ("asdf", [says("I didn't understand that")]),
        ("lol", [says("I didn't understand that")]),
        ("Grand Forks to Minneapolis, March 17-19 2022, 2 people, $1,300", [planned]),
        ("qwerty uiop", [unchanged, says("nothing changed")]),
        ("parties allowed please", [rule("house rule", "parties")]),
    ],
    [  # a budget too low, then raised
        ("Washington to Orlando March 15-17 2022, 2 people, $300", [says("over your $300 budget", "Raise the budget")]),
        ("ok make it $2,000", [trip(budget=2000), cost_at_most_budget]),
        ("cheaper", [preference("cheapest"), cheaper_or_same]),
        ("what's the total?", [total_said]),
    ],
    [  # days that are not in the trip
        ("Eugene to Los Angeles, March 14-16 2022, 2 people, $1,700", [planned]),
        ("what's on day 5?", [says("not in your trip")]),
        ("what about day 0?", [says("not in your trip")]),
        ("and day 2.5?", [says("not in your trip")]),
        ("what's on the last day?", [says("**Day 3**")]),
    ],
    [  # two house rules in one edit: both kept (one stay allows both, issue 38), never one dropped in silence
        ("New Orleans to Louisville, March 12-14 2022, 3 people, $1,900", [planned]),
        ("we'll have kids and a dog with us", [rule("house rule", "children under 10"), rule("more house rules", ["pets"]), no_question]),
        ("how much is day 2?", [day_cost_said(2)]),
    ],
    [  # polite, a budget per person
        ("Good afternoon. I would like to plan a trip for myself and my husband from Houston to Pensacola, March 12 to "
         "March 14, 2022. Our budget is $600 per person.", [planned, trip(people_number=2, budget=1200), says("$600 per person")]),
        ("what's the total?", [total_said]),
        ("nicer hotels please", [preference("hotels"), cost_at_most_budget]),
        ("thank you", [WELCOME]),
    ],
    [  # cancel words with nothing open
        ("5 of us from Atlanta to Chattanooga, 7-9 March 2022, $3,600", [planned, trip(people_number=5)]),
        ("forget it", [says("nothing to cancel"), unchanged]),
        ("cancel", [says("nothing to cancel"), unchanged]),
        ("what's the total?", [total_said]),
    ],
    [  # changes their mind back and forth
        ("Las Vegas to Denver, March 12-14 2022, 1 person, $1,600", [planned]),
        ("wait, 2 people", [trip(people_number=2)]),
        ("no, back to just me", [trip(people_number=1)]),
        ("make it 4 days", [trip(days=4)]),
        ("hmm no 3 days", [trip(days=3, date=["2022-03-12", "2022-03-13", "2022-03-14"])]),
        ("great", [WELCOME]),
    ],
    [  # a place taken back, by name and by initials
        ("Eugene -> Los Angeles, Mar 14-16 2022, a couple, $1,700", [planned, trip(people_number=2)]),
        ("forget Los Angeles", [unchanged, says("where should the trip go instead")]),
        ("forget LA, go to Las Vegas", [trip(dest="Las Vegas", org="Eugene"), never("several")]),
        ("undo", [restored, trip(dest="Los Angeles")]),
        ("ok thanks", [WELCOME]),
    ],
    [  # a question asked while the budget is asked: never read as the answer
        ("Seattle to San Francisco, March 20-22 2022, 2 people", [asks("budget")]),
        ("how much is day 1?", [NOT_PLANNED_YET, question_kept, lambda b, a, s: (a.get("draft") or {}).get("budget") is None]),
        ("what's the weather like there?", [says("weather"), question_kept]),
        ("make it cheaper", [question_kept]),
        ("$2,000", [planned, trip(budget=2000)]),
    ],
    [  # a couple who change a rule and ask about it
        ("me and my girlfriend, Nashville to Detroit, March 15-17 2022, $2,200, we want to throw a party",
         [planned, rule("house rule", "parties"), trip(people_number=2)]),
        ("we no longer need the party thing", [rule("house rule", None)]),
        ("why this hotel?", [says("Chosen among the stays")]),
        ("undo", [restored, rule("house rule", "parties")]),
        ("cheers", [WELCOME]),
    ],
    [  # a business traveller, all in one line, then a question about travel times
        ("Business trip: Cleveland -> Baltimore, Mar 15-17 2022, 1 traveller, max $1,500, no self-driving",
         [planned, rule("transportation", "no self-driving"), trip(people_number=1, budget=1500)]),
        ("when do I leave?", [says("Day 1:"), unchanged]),
        ("make the budget $1,800", [trip(budget=1800), rule("transportation", "no self-driving")]),
        ("no early flights", [rule("transportation", "no self-driving"), rule("flight times", [NOT_BEFORE_8]), departs_from("08:00")]),
        ("thanks a lot", [WELCOME]),
    ],
    [  # asks, cancels by rejecting the question in words, starts again
        ("Provo to Phoenix, March 24-26 2022", [asks("people_number", "budget")]),
        ("no, cancel the whole thing", [says("dropped that question"), no_question]),
        ("Provo to Phoenix, March 24-26 2022, 2 people, $1,400", [planned]),
        ("how much is day 2?", [day_cost_said(2)]),
        ("what's the total?", [total_said]),
        ("perfect", [WELCOME]),
    ],
    [  # a student on a tight budget
        ("student here, broke lol. Kansas City to Pensacola Mar 27-29 2022 just me, 900 bucks max",
         [planned, trip(people_number=1, budget=900), cost_at_most_budget]),
        ("can it be cheaper?", [preference("cheapest"), cheaper_or_same]),
        ("what's left?", [says("left")]),
        ("where do I sleep?", [says("Night of day")]),
        ("ty", [WELCOME]),
    ],
    [  # grandparents: a long message with dates in words
        ("My husband and I are retired and would like a quiet trip from Atlanta to Chattanooga from the 7th to the 9th of "
         "March 2022. There are two of us and we can spend $1,500 altogether.", [planned, trip(people_number=2, budget=1500)]),
        ("could you tell me what we do on the second day?", [says("**Day 2**")]),
        ("we would prefer Italian food please", [rule("cuisine", ["Italian"])]),
        ("thank you very much", [WELCOME]),
    ],
    [  # a night-shift nurse who wants no early flights
        ("Hello, I am a nurse and I work nights. Washington to Orlando, March 15-17 2022, 1 person, $2,000.",
         [planned, trip(people_number=1, budget=2000)]),
        ("later flights", [lambda b, a, s: "no departures before 07:00 already" in s or a.get("preference") == "humane_hours",
                           rule("transportation", None)]),
        ("where do I stay?", [says("Night of day 1")]),
        ("how much is day 3?", [day_cost_said(3)]),
        ("what's the total?", [total_said]),
        ("thank you!", [WELCOME]),
    ],
    [  # a bachelor weekend: the question answered, asked about and talked over before the answer
        ("Bachelor weekend! Las Vegas to Denver March 12-14 2022, $3,000 total, the place must allow parties",
         [asks("people_number"), HOW_MANY]),
        ("how much is day 1?", [NOT_PLANNED_YET, question_kept]),
        ("make it cheaper", [says("as soon as I have your answer"), question_kept]),
        # (stop 59, LEFT39) thanks while a question is open is thanked ("You're welcome!", was "Sure."): the eleventh
        # held-out set, written before, wants it so (issue 39); the question is still kept and asked again
        ("thanks", [says("You're welcome!"), question_kept]),
        ("we are 4", [planned, trip(people_number=4, budget=3000), rule("house rule", "parties")]),
        ("sweet", [unchanged]),
    ],
    # --- every part of a message applied or named; "plan without it?" (issue 39 item 2, issue 38 item 3) ------------
    [  # a family that wants a pool: asked first, planned only when they say so, never shown as kept
        ("Seattle to San Francisco march 20-22 2022, 4 of us, $3,000 - and the hotel needs a pool for the kids!!",
         [plan_without("pool", "amenities"), lambda b, a, s: a.get("trip") is None]),
        ("ugh ok fine, go ahead", [not_kept("pool", "amenities"), trip(people_number=4, budget=3000)]),
        ("how much is day 2?", [day_cost_said(2)]),
        ("thanks", [WELCOME]),
    ],
    [  # a wheelchair: "no", then a rephrasing that edits the request, then yes
        ("Plan a trip for me and my wife from Houston to Pensacola, March 12-14 2022, $1,100. My wife uses a wheelchair.",
         [plan_without("accessibility")]),
        ("no", [says("I won't plan without it"), asks("wishes"), lambda b, a, s: a.get("plan") is None]),
        ("hmm ok then just a hotel rated 3 or more", [draft_rule("min stay rating", 3.0), plan_without("wheelchair")]),
        ("yes plan without it", [not_kept("accessibility"), rule("min stay rating", 3.0), trip(people_number=2)]),
        ("where do we stay?", [says("Night of day 1")]),
    ],
    [  # an edit in three parts: 4 days, a pool, cheaper: each applied or named
        ("the 2 of us, Washington -> Orlando, March 15-17 2022, with $2,000", [planned]),
        ("make it 4 days and somewhere with a pool and cheaper", [plan_without("somewhere with a pool", "amenities"), unchanged]),
        ("sure", [not_kept("pool"), trip(days=4), preference("cheapest"), says("dates: March 15 to March 17, 2022 →", "lowest cost")]),
        ("what's the total?", [total_said]),
    ],
    [  # an edit with a part nobody reads, taken back in the next message
        ("Nashville to Detroit, March 15-17 2022, 2 of us, $2,200", [planned]),
        ("add Mexican food and get us a quiet room pls", [plan_without("quiet room"), unchanged]),
        ("forget the quiet room", [rule("cuisine", ["Mexican"]), says("left out, as you said", "cuisine: none → Mexican"),
                                   never("Not kept"), no_question]),
        ("cool thx", [WELCOME]),
    ],
    [  # a diet said with the request while the people count is missing: both asked, one at a time
        ("Cleveland to Baltimore March 15-17 2022, $1,700, I'm vegetarian", [asks("people_number", "wishes"), HOW_MANY, says("diet")]),
        ("just me", [draft(people_number=1), plan_without("vegetarian")]),
        ("yep", [not_kept("diet labels"), trip(people_number=1)]),
        ("what's the total?", [total_said]),
    ],
    [  # the wish question cancelled, then the request without the wish
        ("Atlanta to Chattanooga March 7-9 2022, 5 people, $3,600, near downtown please", [plan_without("locations")]),
        ("cancel", [says("dropped that question"), no_question, lambda b, a, s: a.get("trip") is None and a.get("draft") is None]),
        ("Atlanta to Chattanooga March 7-9 2022, 5 people, $3,600", [planned, never("Not kept")]),
        ("where do we stay?", [says("Night of day")]),
    ],
    [  # a wish alone changes nothing: said why; then with an edit: asked, and the edit applied with the yes
        ("Las Vegas to Denver for one person, March 12-14 2022, budget 1600 dollars", [planned]),
        ("we need free parking", [unchanged, says("I can't apply that", "amenities", "unchanged"), no_question]),
        ("make it $1,800 and an ocean view room", [plan_without("looks out"), unchanged]),
        ("yes", [not_kept("ocean view"), trip(budget=1800), says("budget: $1,600 → $1,800")]),
        ("bye", [says("Goodbye")]),
    ],
    [  # typos, and a change of mind before planning
        ("Kansas City to Pensacola mar 27-29 2022 just me $900, gym in the hotel plz", [plan_without("gym")]),
        ("actualy forget the gym", [planned, says("left out, as you said"), never("Not kept"), trip(people_number=1)]),
        ("how much is day 1?", [day_cost_said(1)]),
    ],
    [  # several wishes in one message, one the data cannot say, taken back in other words
        ("hey! me + 3 friends, Baton Rouge to Dallas March 25-27 2022, $5,500, we want a hotel with a hot tub, entire home, "
         "and Mexican food", [plan_without("hot tub"), draft_rule("room type", "entire room"), draft_rule("cuisine", ["Mexican"]),
                              draft(people_number=4)]),
        ("haha fine no hot tub then", [planned, rule("room type", "entire room"), rule("cuisine", ["Mexican"]), never("Not kept")]),
        ("what's on day 2?", [says("**Day 2**")]),
    ],
    [  # a chatty edit with four parts, all applied: nothing asked, nothing named
        ("my partner and I: Panama City to Nashville, 23-25 March 2022, $2,900", [planned, trip(people_number=2)]),
        ("oh and we're bringing the dog, also we'd prefer Italian food, and make it $3,200 total",
         [rule("house rule", "pets"), rule("cuisine", ["Italian"]), trip(budget=3200), no_question, never("Not kept", "Shall I plan")]),
        ("thanks!", [WELCOME]),
    ],
    [  # restaurants for the kids: the data has no such label
        ("Hi!! family of 4 frm Grand Forks to Minneapolis, march 17-19 2022, budget $2,000. kid-friendly restaurants pls",
         [plan_without("children"), draft(people_number=4)]),
        ("go ahead", [not_kept("children"), trip(people_number=4)]),
        ("what's on day 1?", [says("**Day 1**")]),
    ],
    [  # questions and thanks while "plan without it?" is open: answered, the question kept
        ("Provo to Phoenix March 24-26 2022, 2 people, $1,400, a room with a balcony", [plan_without("balcony")]),
        ("how much is day 1?", [NOT_PLANNED_YET, question_kept]),
        # (stop 59, LEFT39) thanks while a question is open is thanked ("You're welcome!", was "Sure."): the eleventh
        # held-out set, written before, wants it so (issue 39); the question is still kept and asked again
        ("thanks", [says("You're welcome!"), question_kept]),
        ("plan it anyway", [not_kept("balcony")]),
    ],
    [  # a wish that turns out not to matter
        ("Eugene to Los Angeles, March 14-16 2022, 2 of us, $1,700, somewhere with wifi", [plan_without("wifi")]),
        ("eh the wifi doesn't matter", [planned, says("left out, as you said"), never("Not kept")]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same]),
    ],
    [  # answered through the card: "no" keeps it open, a rephrasing that still names the wish asks again
        ("Cincinnati to Philadelphia March 7-9 2022, 2 people, $2,000, and we'd love a spa", [plan_without("spa")]),
        ("nope", [says("I won't plan without it"), asks("wishes")]),
        ("no, we really want the spa", [asks("wishes"), says("spa")]),
        ("ok fine", [not_kept("spa")]),
    ],
    [  # a wish planned without stays listed while the trip changes, until taken back (issue 39 item 2)
        ("Eugene to Los Angeles, March 14-16 2022, 2 of us, $1,700, and a hotel with a gym", [plan_without("gym")]),
        ("ok go ahead", [not_kept("gym")]),
        ("make it $1,900", [trip(budget=1900), not_kept("gym")]),
        ("no early flights please", [rule("flight times", [NOT_BEFORE_8]), not_kept("gym")]),
        ("what's the total?", [total_said, never("Not kept")]),
        ("the gym doesn't matter anymore", [unchanged, says("dropped", "gym")]),
        ("make it $2,000", [trip(budget=2000), planned, never("Not kept", "not kept")]),
    ],
    [  # a wish planned without, then a new trip: the new one starts afresh
        ("me and my sister, Provo -> Phoenix, 24-26 March 2022, $1,500, somewhere with a balcony pls", [plan_without("balcony")]),
        ("yes", [not_kept("balcony")]),
        ("make it cheaper", [preference("cheapest"), not_kept("balcony")]),
        ("3 days from Chicago to Denver, March 10-12 2022, 2 people, $2,000", [planned, trip(org="Chicago"), never("Not kept")]),
    ],
    [  # a change and a question in one message: the change applied, the question answered from the new plan
        ("Grand Forks to Minneapolis, March 17-19 2022, the 3 of us, $1,900", [planned, trip(people_number=3)]),
        ("bump the budget to $2,200, and how much is day 2?", [trip(budget=2200), day_cost_said(2), says("You also asked")]),
        ("no self-driving pls - also is it going to rain?", [rule("transportation", "no self-driving"), says("weather", "What changed")]),
        ("make it cheaper, what's the total?", [preference("cheapest"), cheaper_or_same, total_said]),
        ("thx!", [WELCOME]),
    ],
    [  # a question first, then the change; a question alone stays a question
        ("Provo to Phoenix for 2, March 24-26 2022, budget of $1,600", [planned]),
        ("where do we sleep? and we'd like private rooms", [rule("room type", "private room"), says("You also asked", "Night of day 1")]),
        ("how much is day 3? thanks", [day_cost_said(3), unchanged, never("You also asked")]),
    ],
    [  # someone who asks before giving anything
        ("how much is day 2?", [says("no plan yet")]),
        ("what's the weather in Denver?", [says("weather"), lambda b, a, s: a.get("draft") is None]),
        ("ok then: from Las Vegas to Denver, 12-14 March 2022, one person, budget $1600", [planned, trip(people_number=1)]),
        ("undo", [says("nothing to undo"), unchanged]),
        ("that's all for now, thanks", [says("Goodbye"), unchanged]),
    ],
    # A second set, written before the chat's reading rules were read (helper CHAT, round 4); the wording a person used
    # is kept, except where the trip-request reader (domain/parsing) is at fault: noted at the conversation.
    [  # a family with two kids and a dog; the dog drops out later, said in other words
        ("Hi there! Me, my husband, our 2 kids (ages 5 and 8) and our dog Biscuit want to go from Fort Wayne to Charlotte, "
         "March 8-10 2022. Budget is about $2,500.", [plan_or_reason, trip(people_number=4), house_rules("children under 10", "pets")]),
        ("what's the total?", [answered]),
        ("can we get a whole house so the kids have room to run around",
         [rule("room type", "entire room"), house_rules("children under 10", "pets")]),
        ("where are we staying?", [answered]),
        ("actually my sister is taking Biscuit, so no need for a pet friendly place",
         [house_rules("children under 10"), rule("room type", "entire room")]),
        ("and can we eat Mexican one night?", [rule("cuisine", ["Mexican"]), house_rules("children under 10"),
                                               rule("room type", "entire room")]),
        ("thanks, this is great!", [WELCOME, unchanged]),
    ],
    [  # a solo backpacker, terse, lowercase
        ("backpacking solo!! denver -> bozeman mar 17-19 2022, budget 900 bucks", [planned, trip(people_number=1, budget=900)]),
        ("cheapest possible pls", [preference("cheapest"), cheaper_or_same]),
        ("put me in a shared room, i dont need privacy", [rule("room type", "shared room"), trip(budget=900)]),
        ("how do i get there", [answered]),
        ("sick, thx", [WELCOME, unchanged]),
    ],
    [  # a couple who keep changing their minds
        ("My girlfriend and I want a little getaway: Cleveland to Baltimore, March 15-17 2022, $1,700 total",
         [planned, trip(people_number=2, budget=1700)]),
        ("hmm actually could we do 4 days instead?", [trip(days=4, date=["2022-03-15", "2022-03-16", "2022-03-17", "2022-03-18"])]),
        ("nah, let's keep it at 3 days", [trip(days=3, date=["2022-03-15", "2022-03-16", "2022-03-17"])]),
        ("she says she wants a private room", [rule("room type", "private room"), trip(days=3)]),
        ("undo", [restored, rule("room type", None)]),
        ("no wait, we do want the private room", [rule("room type", "private room")]),
        ("can we leave on the 16th instead", [trip(date=["2022-03-16", "2022-03-17", "2022-03-18"]), rule("room type", "private room")]),
        ("ok perfect, thank you", [WELCOME, unchanged]),
    ],
    [  # vague, with the party said at once; the rest one piece at a time, days of the month without the month
        ("somewhere warm in march maybe? just the two of us", [asks("org", "dest", "date"), draft(month="March", people_number=2),
                                                               says("weather"), never("Shall I plan without")]),
        ("we'd fly out of Akron", [draft(org="Akron")]),
        ("Tampa!", [draft(org="Akron", dest="Tampa")]),
        ("the 28th to the 30th", [draft(date=["2022-03-28", "2022-03-29", "2022-03-30"]), asks("budget")]),
        ("2500 dollars", [planned, trip(budget=2500, people_number=2, org="Akron", dest="Tampa")]),
        ("anything fun to do on day 2?", [says("**Day 2**"), unchanged]),
    ],
    [  # German first, then English
        ("Hallo! Wir möchten vom 15. bis 17. März 2022 von Nashville nach Detroit reisen, zu zweit, Budget 2200 Dollar.",
         [ENGLISH_ONLY, says("German"), NO_DRAFT]),
        ("sorry, in english: Nashville to Detroit, 15-17 March 2022, 2 people, budget $2,200", [planned, trip(people_number=2)]),
        ("no driving please, we don't have a car", [rule("transportation", "no self-driving")]),
        ("danke!", [WELCOME, unchanged]),
    ],
    [  # French first, then English, a house rule, a question
        ("Bonjour, je voudrais partir de New York à Charleston du 19 au 21 mars 2022 avec mon mari",
         [ENGLISH_ONLY, says("French"), never("several")]),
        ("New York to Charleston, March 19-21 2022, 2 people, $1,600", [planned]),
        ("we both smoke, so somewhere that allows smoking", [house_rules("smoking")]),
        ("how much is day 1", [day_cost_said(1), unchanged]),
        ("merci", [WELCOME, unchanged]),
    ],
    [  # several changes stacked in one message, each applied ("2 adults + our dog" and "before 9": for READ, see the note)
        ("Sacramento to Atlanta, March 14-16 2022, 2 adults and our dog, $4,700", [planned, trip(people_number=2), house_rules("pets")]),
        ("actually make it 4 days, drop the dog, and no flights before 9am",
         [trip(days=4), house_rules(), flight_from("09:00"), plan_or_reason, says("dates:", "house rule: pets → none", "flight times"),
          never("several", "I couldn't")]),
        ("also bump the budget to $5,000", [trip(budget=5000, days=4), flight_from("09:00"), house_rules()]),
        ("hmm, put it back how it was", [restored, trip(budget=4700, days=4)]),
        ("ty!", [WELCOME, unchanged]),
    ],
    [  # questions about the plan, "why" ones included: answered, nothing changed
        ("Plan a trip for 3 friends from Atlanta to Chattanooga, March 7-9 2022, budget $3,600", [planned, trip(people_number=3)]),
        ("what are we doing on the first day?", [says("**Day 1**"), answered]),
        ("how much does the 2nd day cost?", [day_cost_said(2), answered]),
        ("whats the total cost", [total_said, answered]),
        ("where r we staying", [says("Night"), answered]),
        ("why is it so expensive?", [total_said, answered]),
        ("and day 5?", [answered, never("Day 5 costs", "**Day 5**")]),
        ("great thanks!", [WELCOME]),
    ],
    [  # undo, an edit, undo again
        ("Salt Lake City to Twin Falls, March 25-27 2022, 2 people, budget $1,600, we love Chinese and Mexican food",
         [planned, rule("cuisine", ["Chinese", "Mexican"])]),
        ("make it $1,300", [trip(budget=1300)]),
        ("hmm undo that", [restored, trip(budget=1600)]),
        ("actually no more Mexican", [rule("cuisine", ["Chinese"]), trip(budget=1600)]),
        ("revert", [restored, rule("cuisine", ["Chinese", "Mexican"])]),
        ("thx", [WELCOME]),
    ],
    [  # wishes taken back in other words, one at a time; no plan meets both at first, and the reply says why
        ("Dallas to Huntsville March 13-15 2022, 4 of us, $2,700, an entire home please, and it has to allow parties 🎉",
         [no_plan, rule("room type", "entire room"), house_rules("parties"), says("without the house rule")]),
        ("we're not gonna party after all lol", [planned, house_rules(), rule("room type", "entire room")]),
        ("also the whole place to ourselves isn't necessary", [rule("room type", None), house_rules()]),
        ("what's the total now?", [total_said]),
        ("nice, ty", [WELCOME]),
    ],
    [  # "why not ...?" asks, it changes nothing; then cheaper
        ("New York to Reno, March 14-16 2022, family of 4 with small kids, $11,300",
         [planned, trip(people_number=4), house_rules("children under 10")]),
        ("why not a cheaper hotel?", [answered, says("Chosen among the stays")]),
        ("why aren't we driving?", [answered, says("Day 1:")]),
        ("ok make it cheaper then", [preference("cheapest"), cheaper_or_same, house_rules("children under 10"), no_question]),
        ("cheers", [WELCOME]),
    ],
    [  # nicer hotels, then an edit and a disruption under that standing wish
        ("washington to orlando mar 15-17 2022 for 2, $2000", [planned, trip(people_number=2)]),
        ("can we get nicer hotels?", [preference("hotels"), says("stays rated")]),
        ("make it $2,400", [trip(budget=2400), focus_kept]),
        ("the hotel for night 2 is fully booked", [lambda b, a, s: a.get("plan") != b.get("plan"), focus_kept, says("is unavailable")]),
        ("thank you", [WELCOME]),
    ],
    [  # cancels a half-asked trip, starts again with a word of its own before the request
        ("I'd like to visit Savannah", [asks("org", "date", "people_number", "budget")]),
        ("from Newark", [draft(org="Newark", dest="Savannah")]),
        ("ugh, never mind, scrap the whole thing", [no_question, NO_DRAFT]),
        ("ok let's try again: Newark to Savannah, March 3-5 2022, 2 people, $1,400", [planned, never("Shall I plan without")]),
        ("thanks!", [WELCOME]),
    ],
    [  # typos and a wrong number corrected ("0 ppl" is read as no count at all: for READ, see the note)
        ("plan a trp for 0 people from Jacksonville to Washington march 3-5 2022 $1000", [asks("people_number"), says("at least 1")]),
        ("oops, 2 of us", [planned, trip(people_number=2, budget=1000)]),
        ("actualy the budget is $1,500", [trip(budget=1500, people_number=2)]),
        ("what about day 3?", [says("**Day 3**"), answered]),
        ("ok thx bye", [THANKED, unchanged]),
    ],
    [  # a place replaced and put back, a rule said while the origin is asked ("LA" in a request: for READ, see the note)
        ("Los Angeles to Detroit, march 18-20 2022, me and 1 friend, $2,000", [planned, trip(org="Los Angeles", people_number=2)]),
        ("no self driving pls", [rule("transportation", "no self-driving")]),
        ("hmm actually forget Detroit, take us to Chicago instead",
         [trip(dest="Chicago", org="Los Angeles"), rule("transportation", "no self-driving"), never("several")]),
        ("fine, back to Detroit then", [trip(dest="Detroit", org="Los Angeles"), rule("transportation", "no self-driving")]),
        ("thanks a bunch", [WELCOME]),
    ],
    [  # the origin asked, answered with a rule and a destination put back
        ("to Detroit, march 18-20 2022, me and 1 friend, $2,000", [asks("org")]),
        ("no self driving pls", [asks("org"), draft_rule("transportation", "no self-driving"), never("couldn't use")]),
        ("hmm actually forget Detroit, take us to Chicago instead", [asks("org"), draft(dest="Chicago"), draft(org=None)]),
        ("fine, back to Detroit then", [asks("org"), draft(dest="Detroit"), draft(org=None)]),
        ("from Los Angeles", [planned, trip(org="Los Angeles", dest="Detroit"), rule("transportation", "no self-driving")]),
    ],
    [  # a state road trip, cheaper, then back
        ("I'm doing a solo road trip from Washington through Virginia, 2 cities, March 15-19 2022, $2,200",
         [planned, trip(dest="Virginia", visiting_city_number=2, days=5, people_number=1)]),
        ("what's on the last day?", [says("**Day 5**"), answered]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same]),
        ("no wait go back", [restored]),
        ("ty", [WELCOME]),
    ],
    [  # a wish the data cannot say, planned without in other words, a fact said again, then taken back
        ("Santa Ana to Houston, March 21-23 2022, 2 people, $3,000, italian or mexican food, and a room with an ocean view",
         [plan_without("ocean view"), draft_rule("cuisine", ["Italian", "Mexican"])]),
        ("ok sure go ahead without it", [not_kept("ocean view"), rule("cuisine", ["Italian", "Mexican"])]),
        ("2 people", [unchanged]),
        ("forget the ocean view thing", [unchanged, says("dropped")]),
        ("perfect, thanks", [WELCOME]),
    ],
    [  # a rule the plan already meets, nicer hotels, then a flight-time rule under that wish
        ("Daytona Beach to Atlanta, March 2-4 2022, 3 of us, $2,100", [planned, trip(people_number=3)]),
        ("no early flights please", [departs_from("08:00")]),
        ("nicer hotels please", [preference("hotels")]),
        ("and no flights before 10am", [flight_from("10:00"), focus_kept]),
        ("thanks", [WELCOME]),
    ],
    [  # grandparents, formal
        ("Good afternoon. My wife and I would like to travel from Asheville to Minneapolis from the 7th to the 9th of March 2022. "
         "Our budget is $2,300.", [planned, trip(people_number=2)]),
        ("Could you tell me the cost of the second day?", [day_cost_said(2), answered]),
        ("We would prefer not to fly, if possible.", [rule("transportation", "no flight")]),
        ("Thank you kindly.", [WELCOME, unchanged]),
    ],
    [  # a student, slang ("st pete" for St. Petersburg: for READ, see the note)
        ("yo need a trip st petersburg to appleton mar 19-21 2022 just me, got like $1200",
         [planned, trip(org="St. Petersburg", people_number=1, budget=1200)]),
        ("dope. cheaper?", [preference("cheapest"), cheaper_or_same]),
        ("nah go back", [restored]),
        ("whats day 1 look like", [says("**Day 1**"), answered]),
        ("ty ty", [WELCOME]),
    ],
    [  # cuisines swapped, avoided and dropped, each touching only itself
        ("Akron to Tampa, March 28-30 2022, 2 people, $2,500, Chinese and American food",
         [planned, rule("cuisine", ["Chinese", "American"])]),
        ("swap the American for Italian", [rule("cuisine", ["Chinese", "Italian"])]),
        ("and we'd like to avoid Mexican", [rule("avoid cuisines", ["Mexican"]), rule("cuisine", ["Chinese", "Italian"])]),
        ("actually Chinese is fine to drop", [rule("cuisine", ["Italian"]), rule("avoid cuisines", ["Mexican"])]),
        ("French rather than Italian", [rule("cuisine", ["French"]), rule("avoid cuisines", ["Mexican"])]),
        ("how much is it all?", [total_said]),
    ],
    [  # the party shrinks, a rating asked and taken back
        ("Denver to Bozeman March 17-19 2022, 3 people, $3,000", [planned, trip(people_number=3)]),
        ("my brother can't make it, so it's just 2 of us now", [trip(people_number=2)]),
        ("and we want restaurants rated at least 4", [rule("min rating", 4.0), trip(people_number=2)]),
        ("forget the rating thing", [rule("min rating", None), trip(people_number=2)]),
        ("cool thanks", [WELCOME]),
    ],
    [  # vague, then the pieces ("late march, 25th-27th" is read as no dates: for READ, see the note)
        ("From Salt Lake City, maybe Twin Falls? march 25th-27th",
         [draft(org="Salt Lake City", dest="Twin Falls", date=["2022-03-25", "2022-03-26", "2022-03-27"])]),
        ("4 of us", [draft(people_number=4), asks("budget")]),
        ("around 2k", [planned, trip(budget=2000)]),
        ("what hotel is it?", [answered]),
    ],
    [  # nicer, then cheaper, then undo brings the nicer-hotels wish back
        ("Newark to Savannah, March 3-5 2022, 2 people, $1,800", [planned]),
        ("better hotels pls", [preference("hotels")]),
        ("hmm that's too pricey now, make it cheaper", [preference("cheapest"), cheaper_or_same, never("Shall I plan")]),
        ("undo", [restored, lambda b, a, s: a.get("focus") == "hotels" and a.get("objective") == "best"]),
        ("perfect, thanks!", [WELCOME]),
    ],
    [  # a disruption, then questions about the repaired plan
        ("Cleveland to Baltimore, March 15-17 2022, 2 people, $1,700", [planned]),
        ("the hotel on night 1 cancelled our booking", [lambda b, a, s: a.get("plan") != b.get("plan") or "No plan" in s]),
        ("where are we staying now?", [says("Night"), answered]),
        ("what's it cost now in total", [total_said]),
        ("ok thanks so much", [WELCOME]),
    ],
    # held-out conversations of helper CHATQ: "what did you change?" asked as people ask it, a must-see skipped, bounds
    # accepted away by their everyday words. Written before they were run: 41 of 46 turns passed as first written (the
    # opener "atlanta to chattanooga ..." lost its origin, a request reader's matter, and is written with "from" here;
    # "what did you change" after a repair said "nothing has changed yet", fixed)
    [  # a must-see taken back by "skip", then asked what changed
        ("from atlanta to chattanooga mar 7-9 2022, 2 adults, $3600. we HAVE to see the tennessee aquarium",
         [planned, rule("must see", ["Tennessee Aquarium"])]),
        ("hmm actually skip the aquarium", [rule("must see", None), rule("avoid sights", ["Tennessee Aquarium"]),
                                            says("must see: Tennessee Aquarium → none")]),
        ("what did you change?", [answered, says("must see: Tennessee Aquarium → none")]),
        ("thx", [WELCOME]),
    ],
    [  # a take-back naming nothing the trip holds, then the right one
        ("Atlanta to Chattanooga, March 7-9 2022, 2 people, $3,000, we must visit Audubon Acres",
         [planned, rule("must see", ["Audubon Acres"])]),
        ("forget the zoo, we don't need it", [answered, says("couldn't find 'the zoo'", "must see Audubon Acres")]),
        ("oh i meant audubon acres, forget that", [rule("must see", None)]),
        ("so what changed", [answered, says("must see: Audubon Acres → none")]),
    ],
    [  # the flight-length limit taken back by its everyday words
        ("Seattle to San Francisco march 20-22 2022, 2 of us, $3000 budget, no flights longer than 3 hours",
         [planned, rule("max flight hours", 3.0)]),
        # corrected (issue 39, the lead's probe): "What changed" says the rule in its words, not the request's key
        ("we don't mind long flights after all", [rule("max flight hours", None),
                                                  says("taken out: flights of at most 3 hours")]),
        ("so what changed", [answered, says("taken out: flights of at most 3 hours")]),
        ("cool thanks", [WELCOME]),
    ],
    [  # flight length and flight times both set: each taken back by its own everyday word
        ("Seattle to San Francisco, March 20-22 2022, 2 people, $3,000, no flights longer than 3 hours and no flights before 8am",
         [planned, rule("max flight hours", 3.0), flight_from("08:00")]),
        ("long flights are fine now", [rule("max flight hours", None), flight_from("08:00")]),
        ("early flights r ok too", [rule("flight times", None)]),
        ("diff?", [answered, says("flight times")]),
    ],
    [  # cheaper, asked what it did, undo, asked again
        ("From Newark to Savannah March 3-5 2022 for two, budget 1800 dollars", [planned, trip(people_number=2)]),
        ("make it cheaper", [preference("cheapest"), cheaper_or_same]),
        ("what did u do", [answered, says("planned for: the best trip overall → the lowest cost", "The total went from")]),
        ("undo", [restored]),
        ("whats different now", [answered, says("the lowest cost → the best trip overall")]),
    ],
    [  # "diff?" before any change, then a change of the party
        ("3 days Denver to Bozeman, Mar 17-19 2022, solo, $2,000", [planned, trip(people_number=1)]),
        ("diff?", [answered, says("Nothing has changed yet")]),
        ("actually make it 2 people", [trip(people_number=2)]),
        ("what's different now?", [answered, says("people: 1 → 2")]),
    ],
    [  # two must-sees, one dropped with "not interested", then undo when they change their mind
        ("Chattanooga from Atlanta, march 7-9 2022, the 2 of us, $3600, must see tennessee aquarium and coolidge park",
         [planned, rule("must see", ["Tennessee Aquarium", "Coolidge Park"])]),
        ("nah not interested in coolidge park anymore", [rule("must see", ["Tennessee Aquarium"])]),
        ("wait no undo that", [restored, rule("must see", ["Tennessee Aquarium", "Coolidge Park"])]),
        ("any changes?", [answered, says("must see:")]),
    ],
    [  # a nightly price cap accepted away
        ("Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400, hotels under $150 a night",
         [plan_or_reason, rule("max night price", 150.0)]),
        ("pricier hotels are ok now", [rule("max night price", None)]),
        # corrected (issue 39, the lead's probe): "What changed" says the rule in its words, not the request's key
        ("what changed", [answered, says("taken out: stays at most $150 a night")]),
    ],
    [  # a restaurant rating and a pace, each accepted away
        ("Nashville to Detroit March 15-17 2022, 2 people, $2,200, restaurants rated 4 or more, at most 2 sights a day",
         [planned, rule("min rating", 4.0)]),
        ("lower rated restaurants are fine", [rule("min rating", None), lambda b, a, s: bool(a["trip"]["local_constraint"].get("pace"))]),
        ("busier days are fine too", [lambda b, a, s: not a["trip"]["local_constraint"].get("pace")]),
        ("ty", [WELCOME]),
    ],
    [  # a disruption, then what changed
        ("cleveland -> baltimore, march 15 to 17 2022, 2 of us, $1700", [planned]),
        ("the hotel on night 1 cancelled our booking", [lambda b, a, s: a.get("plan") != b.get("plan") or "No plan" in s]),
        ("what did you change", [answered, says("disruption", "unavailable")]),
    ],
    [  # a budget edit, the question asked with typos, then a new limit said by its number
        ("Seattle to San Francisco, March 20 to 22 2022, just me, $2,500, no flights over 3 hours",
         [planned, rule("max flight hours", 3.0)]),
        ("flights up to 5 hours are fine", [rule("max flight hours", 5.0)]),
        # corrected (issue 39, the lead's probe): "What changed" says the rule in its words, not the request's key
        ("wat changed", [answered, says("flights of at most 3 hours → flights of at most 5 hours")]),
    ],
    [  # skip with a typo in the sight's name, then ask how the cost moved
        ("Atlanta to Chattanooga march 7-9 2022, 4 people, $4000, must see the Tennessee Aquarium", [planned]),
        ("lets skip the tennesee aquarium", [rule("must see", None)]),
        ("how did the cost change?", [answered, says("The total")]),
        ("perfect thx", [WELCOME]),
    ],
    # helper CHAT, round 6: a repair is compared with the plan right before it, and "undo" cannot bring back what the
    # disruption took (the held-out set of this round is tests/unit/graphs/test_chat_heldout.py)
    [  # an edit, then a repair: "what changed?" is the repair's; undo refused with why; the edit still undoable before it
        ("Panama City to Nashville, March 23-25 2022, 2 people, $2,900", [planned]),
        ("make it $3,100", [trip(budget=3100)]),
        ("the hotel on night 2 is unavailable now", [lambda b, a, s: a.get("plan") != b.get("plan") or "No plan" in s]),
        ("what changed?", [answered, says("Day 2"), never("budget: $2,900 → $3,100")]),
        ("undo", [unchanged, says("can't undo"), never("I went back")]),
        ("thanks", [WELCOME]),
    ],
    [  # a wish to travel alone, then the pieces; the trip moved, questions no answer reads, a bare number, start over
        ("plan me a trip", [asks("org", "dest", "date", "people_number", "budget"), never("didn't understand")]),
        ("Nashville to Detroit, March 15-17 2022, 2 of us, $2,200", [planned]),
        ("can we leave a day later?", [trip(date=["2022-03-16", "2022-03-17", "2022-03-18"]), says("moved the whole trip")]),
        ("how many days is the trip? and how much is day 1?", [answered, day_cost_said(1)]),
        # (answered with the trip as it stands until stop 92: now the museum the plan visits, with its day)
        ("is there a museum?", [answered, says("Museum of African American History is on day 2")]),
        ("what did we give up?", [answered, says("dates:")]),
        ("back to 3", [unchanged, says("couldn't tell what 3 counts")]),
        ("let's start over", [unchanged, says("Tell me the new trip")]),
    ],
    [  # a rule taken back by ruling it out, a refused wish then "plan without it", a message in another script
        ("Seattle to San Francisco, March 20-22 2022, 2 people, $3,000, we're bringing the dog", [planned, house_rules("pets")]),
        ("the dog is staying with my sister, so no pets", [house_rules(), never("both asked for and ruled out")]),
        ("we need wheelchair access", [unchanged, says("I can't apply that")]),
        ("fine, plan without it", [unchanged, never("didn't understand")]),
        ("我想从西雅图去旧金山", [unchanged, says("Chinese")]),
        ("a shared room is fine", [unchanged, says("allowed already")]),
    ],
]


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


def test_the_corpus_is_the_size_the_issue_asks():
    turns = sum(map(len, CONVERSATIONS))
    print(f"\ncorpus: {len(CONVERSATIONS)} conversations, {turns} turns")
    assert len(CONVERSATIONS) >= 40 and turns >= 250
    assert len({conversation[0][0] for conversation in CONVERSATIONS}) == len(CONVERSATIONS)  # each written on its own


@pytest.mark.parametrize("number", range(len(CONVERSATIONS)))
def test_a_conversation_keeps_what_was_said_and_says_what_it_did(app, number):
    config = {"configurable": {"thread_id": f"corpus-{number}-{next(_threads)}"}}
    before: dict = {}
    for message, checks in CONVERSATIONS[number]:
        after, said = turn(app, config, message)
        failed = [i for i, check in enumerate(checks) if not check(before, after, said)]
        assert not failed, f"check(s) {failed} after {message!r}: {said[:700]}"
        before = after
