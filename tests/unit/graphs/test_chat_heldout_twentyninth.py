"""A twenty-ninth held-out conversation set for the chat (issue 39, helper CONV29), written before the chat's code was
read for it and scored on HEAD ba9f1c9 first (``HEAD_FIGURES``). Its trips are ones no earlier conversation set or test
names (every line of the test files grepped for both cities, either way round): routes the public splits' data holds,
one-city trips on the days the data has a flight out (Detroit to Louisville, Moline to Chicago, Yuma to Phoenix,
Detroit to Alpena, Sacramento to Los Angeles, Denver to Amarillo, San Diego to San Luis Obispo) and trips by road
between cities the distance table links (Newport News to Baltimore, Punta Gorda to Daytona Beach, Greer to Hilton Head
and the rest), and four state tours (Buffalo to Pennsylvania, Lansing to Wisconsin, El Paso to New Mexico,
Knoxville to South Carolina).

The voices are ones the earlier sets used little: a retired couple writing long polite paragraphs; someone on a phone
whose autocorrect garbles words ("Pellston to Lansing march 8-10 2022 fir 2 people"); a business traveller in clipped
notes ("Detroit-Louisville. 14-16 Mar 2022. 1 pax. $900.", "Hotel rating?"); a parent planning for a toddler and a dog;
someone who keeps changing their mind and going back ("actually no, the first one was better"); someone asking about
the plan between edits ("whats the cheapest hotel there?", "which day do we see the zoo", "how long is the drive", "is
breakfast included on day 2"); someone asking for impossible things (the reply must say why and offer what would
work); someone setting several wishes in one message and then taking one back; someone writing in another language
first, then English; someone saying what they dislike ("we're not into museums", "not big on seafood"). Questions must
be answered from the plan or the data, never with an edit; an edit never touches another wish; a re-plan says what
changed; every part of a message is applied or named. Each turn is right, or wrong with its reason named or a question
asked ("named"), or wrong in silence (harness: tests/support/chat_scoring.py). Run as a script it scores every turn:
``.venv/bin/python -m tests.unit.graphs.test_chat_heldout_twentyninth``.

Figures, turns of 238 in 49 conversations, right / wrong with the reason named or asked / wrong in silence: HEAD
ba9f1c9 as first scored 193 / 27 / 18. Checks corrected after scoring, each marked where it stands: "whats the hotel
rates" is answered by the rating or the nightly price; a correction of a word that changes nothing ("ducking
autocorrect. i meant please") is answered, nothing re-planned; "2 people sorry" after "2 oeople" was read is kept;
"Flight time?" is answered by "fly F..., leaving 16:29"; "whats the cheapest hotel there?" names the town (the plan's one
stay called "the cheapest" answers another question); "$50 total" may show the cheapest plan under "No plan can meet"
with its cost; "private room is fine" after "entire home" widens the wish to "not shared room"; the standing cheapest
wish is the thread's ``objective``; where the data has no zoo, saying so is right; "what's the hotel rated in the first
city" is checked on the first stop's stay (``rated(place=1)``); "ok march is fine. can the hotel be right on the
beach?" changes the dates, so the beach is checked as named (``says_cannot``), not as "nothing changed". With them HEAD
is 198 / 26 / 14; after the fixes 237 / 1 / 0 (``KNOWN_GAPS``).

The fixes, each a cause, the silent first. "did that change the hotel?" re-planned the stay: asking whether a change
was made is no swap (``undated.swap_unnamed``, ``_ASKED_WHETHER``); "i'm not a fan of shared rooms" asked for shared
rooms, "We are not ones for parties" was read as wanting them: a dislike said before a thing rules it out
(``negation._NOT_FOR_US``); "no parties, pets allowed" forbade pets: a list's "no" stops at a thing allowed by its own
words (``house_rule._ALLOWED_AFTER``); "can we make it 3 people my sister is coming tooo" made 5: the party set to a
count is the total (``relative._TOTAL_PEOPLE``); "change that to indian", "go back to the chinese" added a cuisine
(``rule_merge._ONLY_CUISINE``); "our toddler (18 months)" asked no children rule: an age in months is no age in years
(``house_rule._AGES_AFTER``); "We should also prefer not to have any fast food" asked for fast food (``negation.
_NEGATED_CARRY`` "not to have"); "so until the 23rd" moved the trip: "until" before a date ends it
(``return_date.HOME_BY``); "which day do we see the zoo" printed the plan: a sight asked by its kind gets its day or
"none" (``answers._kind_day``); "whats the cheapest hotel there?" and "cheapest place to stay in harrisburg?" are
answered from the data, in the plan or before it (``answers._cheapest_in_town``, ``cheapest_in_draft``,
``intent_follow_up.PART_WORDS``, ``intent_asks._WANTED``/``_OF_THE_PLAN``); a question reported after thanks ("Thank
you kindly, Frank here again. Eleanor would like to know which hotel ...") was thanked (``intent_asks.as_asked``,
``_TALK_SENTENCE``); a letter's thanks ("a great help to two old folks", "most grateful. Good day to you", "we shall
think about it") read a party of 2 or an answer (``intent_cues``, ``answers._BYE``); "what's the hotel rated in the
first city" rated restaurant "First Eat" (``venue_asked._COMMON``); "what about a private jet" showed the trip
(``transportation.LACKING_MODE_SAID``); "can the hotel be right on the beach?" listed the nights (``cannot_say``);
"whats the hotel rates" listed names (``venue_asked._NIGHTLY``). Then the named: phone slips "hiw", "wheee"
(``intent_spelling._QUESTION_TYPOS``); "we don't really do zoos or aquariums" (``avoid_sights`` cue and kinds listed);
"forget the stars" asked which of stars and "stays" (``take_back._matches``: an English word is no typo of another);
"add french food, 4 stars minimum" rated restaurants (``ratings.rated_venue``, ``_a_topic``); "no visitors rule"
(``house_rule._RULE_AFTER``); "married forty-one years", "thinking it over", "not as young as we used to be"
(``clause_talk._TALK``); "nobody smokes where we stay" (``house_rule._AT_THE_STAY_AFTER``); "actually no, 4 was
better" after 4 -> 3 stars (``said_before.count_meant``, the stays' stars a count); "*food", "i meant please"
(``word_fixed``, new); "ok march is fine" after a move to April (``date_edits.MONTH_MOVED``); "make it 10 days but keep
the same dates" (``dates_kept``, new). Each is tested in tests/unit/graphs/test_chat_conv29_fixes.py.
"""

from __future__ import annotations

from tests.support.chat_checks import (
    THANKED,
    Check,
    answered,
    cuisines,
    days_of,
    house_rules,
    no_plan,
    not_ununderstood,
    plan_or_reason,
    preference,
    rule,
    trip,
    unchanged,
)
from tests.support.chat_scoring import Conversation, held_out_set
from tests.unit.graphs.test_chat_heldout_eighteenth import opened, said_any, stop_is
from tests.unit.graphs.test_chat_heldout_nineteenth import _listings, stay_said
from tests.unit.graphs.test_chat_heldout_seventeenth import budget, dates, people
from tests.unit.graphs.test_chat_heldout_tenth import flight_said
from tests.unit.graphs.test_chat_heldout_twentieth import avoids_cuisines, forbids, local, mode, rated
from tests.unit.graphs.test_chat_heldout_twentyfifth import day_sights, held, leaves_from, named
from tests.unit.graphs.test_chat_heldout_twentyfirst import (
    HOW_THERE,
    _admits,
    cannot,
    cheaper,
    drive_or_flight,
    total_or_none,
)
from tests.unit.graphs.test_chat_heldout_twentyfourth import hotel_price, or_none
from tests.unit.graphs.test_chat_heldout_twentysecond import tidy
from tests.unit.graphs.test_chat_heldout_twentyseventh import (
    asks_still,
    english_or,
    held_rule,
    kept_again,
    meal_or_none,
    outside,
    party_is,
    says_cannot,
)


def _local(state: dict) -> dict:
    return (state.get("trip") or {}).get("local_constraint") or {}


def cheapest_stay(city: str) -> Check:
    """"Whats the cheapest hotel there?": answered from the data (nothing changed): the city's cheapest stay named, or
    a price said as the city's cheapest (corrected after scoring: the city named, since the plan's one stay called
    "the cheapest" answers another question); on a trip no plan meets, the data still answers it."""
    def check(before: dict, after: dict, said: str) -> bool:
        prices = [(float(row["price"]), name) for (name, town), row in _listings().items()
                  if town == city and row["price"]]
        low = min(prices)[1] if prices else "?"
        return answered(before, after, said) and "$" in said and (low in said or (
            "cheapest" in said.lower() and city in said))
    return check


def sight_day(word: str) -> Check:
    """"Which day do we see the zoo": answered (nothing changed): the plan's day holding a sight with ``word`` named,
    or, none in the plan, the reply saying so (naming it); on a trip no plan meets, that said."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return answered(before, after, said) and "no plan" in said.lower()
        days = [d["days"] for d in after["plan"] if word.lower() in str(d.get("attraction") or "").lower()]
        low = said.lower()
        return answered(before, after, said) and (
            any(f"day {n}" in low for n in days) if days else word.lower() in low and (
                "no " in low or "not" in low or "isn't" in low))
    return check


def breakfast_on(day: int) -> Check:
    """"Is breakfast included on day 2": answered (nothing changed) with the plan's breakfast that day, or that none is
    planned; on a trip no plan meets, that said."""
    def check(before: dict, after: dict, said: str) -> bool:
        if not after.get("plan"):
            return answered(before, after, said) and "no plan" in said.lower()
        place = str(after["plan"][day - 1].get("breakfast") or "").rpartition(",")[0].strip()
        low = said.lower()
        return answered(before, after, said) and "breakfast" in low and (
            place in said if place else ("no breakfast" in low or "not" in low))
    return check


_OFFERS = ("would", "could", "instead", "without", "nearest", "at least", "cheapest", "need", "if you", "try")


def impossible(*words: str) -> Check:
    """A wish the data cannot meet: no plan made as if it were met (no plan with its reason, or the trip as it was, or
    (corrected after scoring) the cheapest plan shown under "No plan can meet" with what it costs), the reply naming
    it (one of ``words``), saying why, and offering what would work; never "didn't understand"."""
    def check(before: dict, after: dict, said: str) -> bool:
        low = said.lower()
        return (no_plan(before, after, said) or unchanged(before, after, said) or "No plan can meet" in said) and any(
            w in low for w in words) and (_admits(said) or "No plan" in said) and any(
            o in low for o in _OFFERS) and "didn't understand" not in said
    return check


def changed_said(*words: str) -> Check:
    """A re-plan's reply says what changed (one of ``words``), planned or its reason."""
    return lambda before, after, said: any(w.lower() in said.lower() for w in words) and plan_or_reason(
        before, after, said)


def no_rule(key: str) -> Check:
    """The rule ``key`` is not held (a wish taken back or never said)."""
    return lambda before, after, said: _local(after).get(key) in (None, [])


def back_to_dest(city: str, **fields: object) -> Check:
    """"Actually no, the first one was better": the destination back to ``city`` (``fields`` kept), planned or its
    reason."""
    return lambda before, after, said: trip(dest=city, **fields)(before, after, said) and plan_or_reason(
        before, after, said)


def avoids_sight(word: str) -> Check:
    """"We're not into museums": a kind of sight kept out: no sight holding ``word`` in the plan, and it held as a
    wish (among the sights to avoid), planned or its reason; or named as not doable."""
    def check(before: dict, after: dict, said: str) -> bool:
        spots = " ".join(str(d.get("attraction") or "") for d in after.get("plan") or []).lower()
        kept = any(word.lower() in str(s).lower() for s in _local(after).get("avoid sights") or [])
        return (kept and word.lower() not in spots and plan_or_reason(before, after, said)) or named(word)(
            before, after, said)
    return check


def party_of(count: int) -> Check:
    """The party is ``count`` in the trip or, while a question is open, in the draft."""
    return held(people_number=count)


def rules_of(*names: str) -> Check:
    """The house rules asked (the trip's, or the draft's while a question is open) are exactly ``names``."""
    def check(before: dict, after: dict, said: str) -> bool:
        state = after.get("draft") if after.get("missing") else after.get("trip")
        local = (state or {}).get("local_constraint") or {}
        return {local.get("house rule"), *(local.get("more house rules") or [])} - {None} == set(names)
    return check


def english_read(org: str, dest: str, **fields: object) -> Check:
    """A message in another language first: read (the trip opened as asked, or its parts held with a question), or
    "I read English only" with nothing guessed."""
    def opened_or_asked(before: dict, after: dict, said: str) -> bool:
        return opened(org, dest, **fields)(before, after, said) or asks_still(org=org, dest=dest)(before, after, said)
    return english_or(opened_or_asked)


def day_length(before: dict, after: dict, said: str) -> bool:
    """"How long is the drive": a length said, nothing changed (``drive_or_flight``), or no plan said."""
    return drive_or_flight(before, after, said) or (not after.get("plan") and answered(before, after, said) and (
        "no plan" in said.lower()))


CATEGORIES = ("retired", "phone", "business", "family", "flipflop", "questions", "impossible", "takeback", "language",
              "dislikes", "tour")

CONVERSATIONS: list[Conversation] = [
    # --- a retired couple writing long polite paragraphs -------------------------------------------------------------
    ("retired", [
        ("Good morning. My husband Walter and I have recently retired and would love a little getaway. We live in "
         "Newport News and have always wanted to see Baltimore properly. We were thinking of going from the 10th to "
         "the 12th of March 2022, just the two of us, and we would like to keep it to around $1,300 if at all "
         "possible. Thank you so much for your help, dear.",
         [opened("Newport News", "Baltimore", people_number=2, budget=1300)]),
        ("That is lovely, thank you. Walter wonders how long the drive will be, as his knees are not what they "
         "were. Could you tell us?", [day_length]),
        ("Oh, and we should mention that neither of us is terribly fond of seafood, so if the restaurants could "
         "avoid that, we would be most grateful.", [avoids_cuisines("Seafood")]),
        ("Would you also be kind enough to tell us whether breakfast is included on the second day?",
         [breakfast_on(2)]),
        ("Thank you ever so much, you have been a great help to two old folks.", [THANKED]),
    ]),
    ("retired", [
        ("Hello there. We are a retired couple from Punta Gorda, married forty-one years this spring, and we would "
         "like to spend a few quiet days in Daytona Beach, March 14 to March 16, 2022. Our budget is $1,100 for "
         "the two of us. We do not smoke and would prefer that nobody smokes where we stay either. Many thanks in "
         "advance.", [opened("Punta Gorda", "Daytona Beach", people_number=2, budget=1100), forbids("smoking")]),
        ("Thank you, dear. We have been thinking it over and we would rather have a place with at least four "
         "stars, if the budget allows. We are not as young as we used to be.",
         [local("min stay rating", 4), forbids("smoking")]),
        ("Could you kindly tell us what the whole trip will cost now?", [total_or_none]),
        ("Very good. And might I ask what we will be seeing on the first day?", [day_sights(1)]),
        ("We are most grateful. Good day to you.", [THANKED]),
    ]),
    ("retired", [
        ("Dear travel assistant, my wife Eleanor and I would like to visit Hilton Head from our home in Greer. We "
         "have in mind March 20th through March 22nd, 2022, and we have set aside $1,000. Eleanor is very fond of "
         "Italian cooking, so any Italian restaurants would please her greatly. With warm regards, Frank.",
         [opened("Greer", "Hilton Head", people_number=2, budget=1000), cuisines("Italian")]),
        ("Thank you kindly, Frank here again. Eleanor would like to know which hotel we shall be staying in, and "
         "how much it costs for a night.", [or_none(hotel_price)]),
        ("We have talked it over and we think we might stay one extra day, so until the 23rd, if that is not too "
         "much trouble.", [dates(20, 23), cuisines("Italian")]),
        ("Lovely. With many thanks from us both.", [THANKED]),
    ]),
    ("retired", [
        ("Good afternoon! I hope this message finds you well. My husband and I are both retired teachers and we "
         "are planning a short trip from Indianapolis to Lansing, leaving on the 5th of March 2022 and coming home "
         "on the 7th. There will be the two of us and our budget is $900. We do enjoy a good museum, so please "
         "include some if you can. Warmest regards, Patricia",
         [opened("Indianapolis", "Lansing", people_number=2, budget=900)]),
        ("Thank you, Patricia again. I was wondering, what is the cheapest hotel there? We would like to know our "
         "options.", [cheapest_stay("Lansing")]),
        ("Thank you. On reflection we would rather not drive ourselves all that way. Is there another way to get "
         "there?", [lambda before, after, said: not_ununderstood(before, after, said) and (
             "flight" in said.lower() or "taxi" in said.lower() or _admits(said) or "No plan" in said)]),
        ("I see. We shall think about it. Thank you for your patience with us.", [THANKED]),
    ]),
    ("retired", [
        ("Hello, and thank you in advance for your help. My wife Joan and I, both in our seventies, would like to "
         "travel from Elmira up to Ogdensburg between the 24th and the 26th of March, 2022. We should like to "
         "keep the cost under $1,000 for the two of us. We are not ones for parties and would prefer a quiet, "
         "respectable establishment with no parties allowed.",
         [opened("Elmira", "Ogdensburg", people_number=2, budget=1000), forbids("parties")]),
        ("Thank you. Joan asks what we shall have for dinner on the first evening.", [meal_or_none(1, "dinner")]),
        ("We should also prefer not to have any fast food, if it can be helped.",
         [avoids_cuisines("Fast Food"), forbids("parties")]),
        ("Thank you most sincerely for all your trouble.", [THANKED]),
    ]),
    # --- someone on a phone, autocorrect garbling words --------------------------------------------------------------
    ("phone", [
        ("Pellston to Lansing march 8-10 2022 fir 2 people budget 800",
         [opened("Pellston", "Lansing", people_number=2, budget=800)]),
        ("can we gave Mexican good", [cuisines("Mexican")]),
        ("sorry *have *food lol autocorrect", [cuisines("Mexican"), not_ununderstood]),
        # corrected after scoring: "rates" is the price as well as the rating ("rated" garbled), so either answers
        ("whats the hotel rates", [lambda before, after, said: rated()(before, after, said) or or_none(hotel_price)(
            before, after, said)]),
        ("thank yiu", [THANKED]),
    ]),
    ("phone", [
        ("west palm beach to jacksonville march 17-19 2022 2 people $1000 no smoking pleasw",
         [opened("West Palm Beach", "Jacksonville", people_number=2, budget=1000), forbids("smoking")]),
        # corrected after scoring: a correction of a word that changes nothing is answered, nothing re-planned
        ("ducking autocorrect. i meant please", [kept_again(held_rule("stay forbids", "smoking")), not_ununderstood]),
        ("can we make it 3 people my sister is coming tooo", [people(3), forbids("smoking")]),
        ("hiw much is it now", [total_or_none]),
        ("thanks!!", [THANKED]),
    ]),
    ("phone", [
        ("Greensboro to Augusta March 2-4 2022, 1 person, $700", [opened("Greensboro", "Augusta", people_number=1)]),
        ("make it cheaper pls its to expensive", [cheaper]),
        ("wheee do I sleep", [or_none(stay_said)]),
        ("what's dinner in day 2", [meal_or_none(2, "dinner")]),
        ("ty", [THANKED]),
    ]),
    ("phone", [
        ("san luis obispo to los angeles march 11-13 2022 2 oeople 1200",
         [lambda before, after, said: opened("San Luis Obispo", "Los Angeles", budget=1200)(before, after, said) or (
             asks_still(org="San Luis Obispo", dest="Los Angeles")(before, after, said))]),
        # corrected after scoring: HEAD read "2 oeople" as 2 people, so the party said again is kept
        ("2 people sorry", [party_is(2), trip(org="San Luis Obispo", dest="Los Angeles", budget=1200)]),
        ("we want Italian fold", [cuisines("Italian")]),
        ("*food", [cuisines("Italian"), not_ununderstood]),
        ("thx", [THANKED]),
    ]),
    # --- a business traveller in clipped notes ---------------------------------------------------------------------
    ("business", [
        ("Detroit-Louisville. 14-16 Mar 2022. 1 pax. $900.", [opened("Detroit", "Louisville", people_number=1,
                                                                      budget=900)]),
        ("Flights after 8am.", [leaves_from("08:00")]),
        ("Hotel rating?", [rated()]),
        ("Total?", [total_or_none]),
        ("Fine. Thx.", [THANKED]),
    ]),
    ("business", [
        ("Moline to Chicago, Mar 15-17 2022, solo, budget 1000. Private room.",
         [opened("Moline", "Chicago", people_number=1, budget=1000), local("room type", "private room")]),
        ("How do I get there?", [or_none(HOW_THERE)]),
        ("Need entire room instead.", [local("room type", "entire room")]),
        ("Cost now?", [total_or_none]),
        ("ok", [lambda before, after, said: unchanged(before, after, said) and not_ununderstood(before, after, said)]),
    ]),
    ("business", [
        ("Yuma > Phoenix. Mar 25-27 2022. 1 traveler. $800. No self-driving.",
         [opened("Yuma", "Phoenix", people_number=1, budget=800), mode("no self-driving")]),
        # corrected after scoring: "fly F... leaving 16:29" answers it without the word "flight"
        ("Flight time?", [or_none(said_any("flight", "fly"))]),
        ("Drop the no-driving rule.", [mode(None)]),
        ("Lunch day 2?", [meal_or_none(2, "lunch")]),
        ("Thanks.", [THANKED]),
    ]),
    ("business", [
        ("Islip to Harrisburg. 22-24 March 2022. 2 colleagues + me. $1,500 cap.",
         [opened("Islip", "Harrisburg", people_number=3, budget=1500)]),
        ("Budget now 1,800.", [budget(1800)]),
        ("Drive time?", [day_length]),
        ("Day 3 plan?", [lambda before, after, said: answered(before, after, said) and (
            "**Day 3**" in said if after.get("plan") else "no plan" in said.lower())]),
        ("Good. Done.", [lambda before, after, said: unchanged(before, after, said)]),
    ]),
    # --- a parent planning for a toddler and a dog -------------------------------------------------------------------
    ("family", [
        ("hi! planning a trip from detroit to alpena march 29-31 2022 with my husband, our 2 year old and our dog "
         "Biscuit. budget is $1,500",
         [lambda before, after, said: party_of(3)(before, after, said) and rules_of(
             "children under 10", "pets")(before, after, said)]),
        ("is the hotel ok with dogs?", [lambda before, after, said: answered(before, after, said) and (
            "pet" in said.lower() or "dog" in said.lower() or "no plan" in said.lower())]),
        ("how long is the drive? the little one gets cranky after 2 hours", [day_length]),
        ("thank you so much!", [THANKED]),
    ]),
    ("family", [
        ("Sacramento to Los Angeles, March 12-14 2022. Me, my wife, our toddler (18 months) and our golden "
         "retriever. $2,000.", [opened("Sacramento", "Los Angeles", people_number=3, budget=2000),
                                house_rules("children under 10", "pets")]),
        ("Our toddler naps in the afternoon, can day 2 be light?", [lambda before, after, said: not_ununderstood(
            before, after, said) and house_rules("children under 10", "pets")(before, after, said)]),
        ("also we'd love american food, kid friendly", [cuisines("American"),
                                                        house_rules("children under 10", "pets")]),
        ("whats the hotel called", [or_none(stay_said)]),
        ("thanks a bunch", [THANKED]),
    ]),
    ("family", [
        ("green bay to devils lake march 18-20 2022, 2 adults 1 toddler + a dog, 1200 dollars",
         [opened("Green Bay", "Devils Lake", people_number=3, budget=1200),
          house_rules("children under 10", "pets")]),
        ("actually the dog is staying with grandma", [house_rules("children under 10"), trip(people_number=3)]),
        ("what are we doing day 2", [day_sights(2)]),
        ("ty", [THANKED]),
    ]),
    ("family", [
        ("Peoria -> La Crosse, March 26-28 2022. Family of 3 (our son is 3) plus our small dog. $1,300 max.",
         [opened("Peoria", "La Crosse", people_number=3, budget=1300),
          house_rules("children under 10", "pets")]),
        ("no smoking anywhere please, because of the baby", [forbids("smoking"),
                                                              house_rules("children under 10", "pets")]),
        ("is breakfast included on day 2?", [breakfast_on(2)]),
        ("how much is the hotel a night?", [or_none(hotel_price)]),
        ("great, thanks", [THANKED]),
    ]),
    # --- someone who keeps changing their mind and going back ------------------------------------------------------
    ("flipflop", [
        ("denver to amarillo march 8-10 2022, 2 people, $1,200", [opened("Denver", "Amarillo", people_number=2)]),
        ("hmm what about omaha instead", [lambda before, after, said: trip(dest="Omaha", people_number=2)(
            before, after, said) and plan_or_reason(before, after, said)]),
        ("actually no, the first one was better", [back_to_dest("Amarillo", people_number=2, budget=1200)]),
        ("whats the total", [total_or_none]),
        ("ok thanks", [THANKED]),
    ]),
    ("flipflop", [
        ("san diego to san luis obispo march 27-29 2022 1 person 900",
         [opened("San Diego", "San Luis Obispo", people_number=1, budget=900)]),
        ("make it 4 stars", [local("min stay rating", 4)]),
        ("nah 3 stars is fine", [local("min stay rating", 3)]),
        ("actually no, 4 was better", [local("min stay rating", 4)]),
        ("thx", [THANKED]),
    ]),
    ("flipflop", [
        ("Alpena to Kalamazoo March 6-8 2022, 2 people, 1000, chinese food please",
         [opened("Alpena", "Kalamazoo", people_number=2, budget=1000), cuisines("Chinese")]),
        ("change that to indian", [cuisines("Indian")]),
        ("hmm, go back to the chinese", [cuisines("Chinese")]),
        ("whats lunch on day 2", [meal_or_none(2, "lunch")]),
        ("cool ty", [THANKED]),
    ]),
    ("flipflop", [
        ("Muskegon to Marquette, March 12-14 2022, 3 people, $1,400",
         [opened("Muskegon", "Marquette", people_number=3, budget=1400)]),
        ("make it march 13-15", [dates(13, 15)]),
        ("no wait, the original dates were better", [dates(12, 14), trip(people_number=3, budget=1400)]),
        ("what changed?", [lambda before, after, said: answered(before, after, said) and (
            "date" in said.lower() or "march" in said.lower() or "12" in said)]),
        ("thanks", [THANKED]),
    ]),
    ("flipflop", [
        ("lake charles to texarkana march 19-21 2022 2 people 1000 no parties",
         [opened("Lake Charles", "Texarkana", people_number=2), forbids("parties")]),
        ("let's do 3 people", [people(3), forbids("parties")]),
        ("ugh no, 2 like before", [people(2), forbids("parties")]),
        ("and budget 1200", [budget(1200), forbids("parties")]),
        ("actually 1000 was fine", [budget(1000), forbids("parties")]),
        ("ty", [THANKED]),
    ]),
    # --- someone asking questions about the plan between edits -----------------------------------------------------
    ("questions", [
        ("abilene to oklahoma city march 9-11 2022, 2 people, $1,000",
         [opened("Abilene", "Oklahoma City", people_number=2, budget=1000)]),
        ("whats the cheapest hotel there?", [cheapest_stay("Oklahoma City")]),
        ("which day do we see the zoo", [sight_day("zoo")]),
        ("add a 3 star minimum", [local("min stay rating", 3)]),
        ("how long is the drive", [day_length]),
        ("is breakfast included on day 2", [breakfast_on(2)]),
        ("thanks", [THANKED]),
    ]),
    ("questions", [
        ("Johnstown to Newark March 16-18 2022, 2 people, $1,200",
         [opened("Johnstown", "Newark", people_number=2, budget=1200)]),
        ("how far is it?", [day_length]),
        ("we'd like mexican food", [cuisines("Mexican")]),
        ("which restaurant is dinner on day 1?", [meal_or_none(1, "dinner")]),
        ("no smoking please", [forbids("smoking"), cuisines("Mexican")]),
        ("what's the total now", [total_or_none]),
        ("thx", [THANKED]),
    ]),
    ("questions", [
        ("Raleigh to Harrisburg March 4-6 2022, 1 person, $800",
         [opened("Raleigh", "Harrisburg", people_number=1, budget=800)]),
        ("whats the cheapest place to stay in harrisburg?", [cheapest_stay("Harrisburg")]),
        ("what are we seeing on day 2?", [day_sights(2)]),
        ("make it cheaper", [cheaper]),
        ("did that change the hotel?", [lambda before, after, said: answered(before, after, said) and (
            not_ununderstood(before, after, said))]),
        ("ok ty", [THANKED]),
    ]),
    ("questions", [
        ("eugene to everett march 21-23 2022 2 people 1100",
         [opened("Eugene", "Everett", people_number=2, budget=1100)]),
        ("how long is the drive up", [day_length]),
        ("what's the hotel rated", [rated()]),
        ("we want 4 stars min", [local("min stay rating", 4)]),
        ("is breakfast included on day 3", [breakfast_on(3)]),
        ("cheers", [THANKED]),
    ]),
    ("questions", [
        ("grand rapids to sault ste. marie march 13-15 2022, 2 people, $1,000",
         [opened("Grand Rapids", "Sault Ste. Marie", people_number=2, budget=1000)]),
        ("which day do we see the museum", [sight_day("museum")]),
        ("what does day 1 cost", [lambda before, after, said: answered(before, after, said) and (
            "$" in said or "no plan" in said.lower())]),
        ("add 1 more person", [people(3)]),
        ("where do we sleep now", [or_none(stay_said)]),
        ("thanks", [THANKED]),
    ]),
    # --- someone asking for impossible things ----------------------------------------------------------------------
    ("impossible", [
        ("san jose to santa ana march 3-5 2022, 2 people, $1,200",
         [opened("San Jose", "Santa Ana", people_number=2, budget=1200)]),
        ("can we do it for $50 total", [impossible("$50", "budget", "cost")]),
        ("ok what's the lowest it can be?", [lambda before, after, said: not_ununderstood(before, after, said) and (
            "$" in said)]),
        ("fine, 1200 then", [lambda before, after, said: trip(budget=1200)(before, after, said) and (
            plan_or_reason(before, after, said) or answered(before, after, said))]),
        ("thx", [THANKED]),
    ]),
    ("impossible", [
        ("buffalo to newark march 10-12 2022 2 people 1200", [opened("Buffalo", "Newark", people_number=2)]),
        ("can we fly instead of driving?", [lambda before, after, said: (
            mode("no self-driving")(before, after, said) and flight_said(before, after, said)) or impossible(
                "flight", "fly")(before, after, said)]),
        ("what about a private jet", [cannot("jet", "private")]),
        ("ok just drive then", [lambda before, after, said: rule("transportation", "no self-driving")(
            before, after, said) is False and plan_or_reason(before, after, said) or answered(before, after, said)]),
        ("ty", [THANKED]),
    ]),
    ("impossible", [
        ("chicago to eau claire march 23-25 2022, 2 people, $900",
         [opened("Chicago", "Eau Claire", people_number=2, budget=900)]),
        ("we want to go in april instead", [outside("april")]),
        # (both parts: back to March, and the beach named as what the data cannot say)
        ("ok march is fine. can the hotel be right on the beach?", [says_cannot("beach"), trip(date=days_of(23, 25))]),
        ("what about 5 stars", [lambda before, after, said: local("min stay rating", 5)(before, after, said) or (
            impossible("5", "star", "rating")(before, after, said))]),
        ("thanks anyway", [THANKED]),
    ]),
    ("impossible", [
        ("Staunton to Newark, March 8-10 2022, 1 person, $700",
         [opened("Staunton", "Newark", people_number=1, budget=700)]),
        ("we need to visit the Statue of Liberty and the Golden Gate Bridge on day 2",
         [lambda before, after, said: named("golden gate")(before, after, said) or "Golden Gate" in said and (
             "San Francisco" in said or _admits(said))]),
        ("can you make it 10 days but keep the same dates", [lambda before, after, said: unchanged(
            before, after, said) and not_ununderstood(before, after, said) and "?" in said or _admits(said)]),
        ("ok nvm. whats the total", [total_or_none]),
    ]),
    ("impossible", [
        ("redding to fresno march 6-8 2022, 2 people, 1000, we need a hotel with a pool and free breakfast",
         [lambda before, after, said: held(org="Redding", dest="Fresno", people_number=2, budget=1000)(
             before, after, said) and "pool" in said.lower()]),
        ("ok forget the pool then, just plan it", [opened("Redding", "Fresno", people_number=2, budget=1000)]),
        ("can we have a restaurant that serves 20 cuisines", [lambda before, after, said: not_ununderstood(
            before, after, said) and (_admits(said) or "?" in said)]),
        ("ok thanks", [THANKED]),
    ]),
    # --- several wishes in one message, then one taken back ---------------------------------------------------------
    ("takeback", [
        ("wilmington to jacksonville march 15-17 2022 2 people 1300",
         [opened("Wilmington", "Jacksonville", people_number=2, budget=1300)]),
        ("we want italian food, no smoking, and at least 3 stars",
         [cuisines("Italian"), forbids("smoking"), local("min stay rating", 3)]),
        ("forget the stars", [local("min stay rating", None), cuisines("Italian"), forbids("smoking")]),
        ("whats dinner day 1", [meal_or_none(1, "dinner")]),
        ("thx", [THANKED]),
    ]),
    ("takeback", [
        ("roanoke to newark march 25-27 2022, 3 people, $1,600",
         [opened("Roanoke", "Newark", people_number=3, budget=1600)]),
        ("no parties, pets allowed, and chinese or mexican food",
         [forbids("parties"), house_rules("pets"), cuisines("Chinese", "Mexican")]),
        ("actually the pet thing doesn't matter, we're leaving the cat home",
         [house_rules(), forbids("parties"), cuisines("Chinese", "Mexican")]),
        ("and drop the mexican", [cuisines("Chinese"), forbids("parties"), house_rules()]),
        ("ty", [THANKED]),
    ]),
    ("takeback", [
        ("South Bend to Belleville, March 2-4 2022, 2 adults, $1,000. Entire home, no smoking, American food.",
         [opened("South Bend", "Belleville", people_number=2, budget=1000), local("room type", "entire room"),
          forbids("smoking"), cuisines("American")]),
        # corrected after scoring: "private room is fine" after "entire home" widens the wish to either (not shared)
        ("private room is fine actually", [lambda before, after, said: local("room type", "private room")(
            before, after, said) or local("room type", "not shared room")(before, after, said), forbids("smoking"),
                                           cuisines("American")]),
        ("what's the hotel", [or_none(stay_said)]),
        ("thanks", [THANKED]),
    ]),
    ("takeback", [
        ("traverse city to indianapolis march 18-20 2022, 2 people, $1,100",
         [opened("Traverse City", "Indianapolis", people_number=2, budget=1100)]),
        ("make it cheaper, no fast food, and no flights",
         [preference("cheapest"), avoids_cuisines("Fast Food"), mode("no flight")]),
        # corrected after scoring: the standing wish is the thread's ``objective`` (``preference`` is the turn's own)
        ("ok we can fly if needed", [mode(None), avoids_cuisines("Fast Food"),
                                     lambda before, after, said: after.get("objective") == "cheapest"]),
        ("whats the total", [total_or_none]),
        ("thanks!", [THANKED]),
    ]),
    ("takeback", [
        ("Newburgh to Charlottesville March 7-9 2022, 2 people, budget 1200",
         [opened("Newburgh", "Charlottesville", people_number=2, budget=1200)]),
        ("please add french food, 4 stars minimum, and no visitors rule",
         [cuisines("French"), local("min stay rating", 4)]),
        ("hmm french food is too fancy, forget that one", [cuisines(), local("min stay rating", 4)]),
        ("how much now", [total_or_none]),
        ("ok ty", [THANKED]),
    ]),
    # --- someone who writes in another language first, then English -------------------------------------------------
    ("language", [
        ("Hola, quiero viajar de Des Moines a Fort Leonard Wood del 11 al 13 de marzo de 2022, somos 2 personas, "
         "presupuesto 1000 dólares", [english_read("Des Moines", "Fort Leonard Wood")]),
        ("sorry, in English: Des Moines to Fort Leonard Wood, March 11-13 2022, 2 people, $1,000",
         [opened("Des Moines", "Fort Leonard Wood", people_number=2, budget=1000)]),
        ("we like mexican food", [cuisines("Mexican")]),
        ("gracias! thank you", [THANKED]),
    ]),
    ("language", [
        ("Bonjour, nous voudrions aller de Knoxville à Myrtle Beach du 23 au 25 mars 2022, 2 personnes, budget "
         "1200 dollars", [english_read("Knoxville", "Myrtle Beach")]),
        ("Sorry, English: Knoxville to Myrtle Beach, March 23-25 2022, 2 people, 1200 dollars",
         [opened("Knoxville", "Myrtle Beach", people_number=2, budget=1200)]),
        ("no smoking please", [forbids("smoking")]),
        ("what is the hotel?", [or_none(stay_said)]),
        ("merci, thank you", [THANKED]),
    ]),
    ("language", [
        ("Hallo, wir möchten von Buffalo nach Cincinnati reisen, vom 28. bis 30. März 2022, zwei Personen, Budget "
         "1100 Dollar", [english_read("Buffalo", "Cincinnati")]),
        ("ok in English: Buffalo to Cincinnati, March 28-30 2022, two people, $1,100",
         [opened("Buffalo", "Cincinnati", people_number=2, budget=1100)]),
        ("how long is the drive", [day_length]),
        ("danke, thanks", [THANKED]),
    ]),
    ("language", [
        ("Ciao, vorrei andare da Tallahassee a Greer dal 16 al 18 marzo 2022, da solo, budget 800 dollari",
         [english_read("Tallahassee", "Greer")]),
        ("in English please: Tallahassee to Greer, March 16-18 2022, just me, $800",
         [opened("Tallahassee", "Greer", people_number=1, budget=800)]),
        ("I love italian food", [cuisines("Italian")]),
        ("what's for lunch on day 2", [meal_or_none(2, "lunch")]),
        ("grazie!", [THANKED]),
    ]),
    # --- someone who says what they dislike ------------------------------------------------------------------------
    ("dislikes", [
        ("asheville to columbus march 5-7 2022 2 people $1,100",
         [opened("Asheville", "Columbus", people_number=2, budget=1100)]),
        ("we're not into museums", [avoids_sight("museum")]),
        ("not big on seafood either", [avoids_cuisines("Seafood")]),
        ("what are we seeing on day 2", [day_sights(2)]),
        ("thanks", [THANKED]),
    ]),
    ("dislikes", [
        ("State College to Norfolk, March 20-22 2022, 2 people, $1,200",
         [opened("State College", "Norfolk", people_number=2, budget=1200)]),
        ("we hate fast food", [avoids_cuisines("Fast Food")]),
        ("and we don't like chinese food much", [avoids_cuisines("Fast Food", "Chinese")]),
        ("whats dinner on day 2", [meal_or_none(2, "dinner")]),
        ("ty", [THANKED]),
    ]),
    ("dislikes", [
        ("moline to kansas city march 27-29 2022 1 person 800",
         [opened("Moline", "Kansas City", people_number=1, budget=800)]),
        ("i'm not a fan of shared rooms", [lambda before, after, said: local("room type", "not shared room")(
            before, after, said) or local("room type", "private room")(before, after, said)]),
        ("and no bbq please, not my thing", [avoids_cuisines("BBQ")]),
        ("what's the hotel", [or_none(stay_said)]),
        ("thx", [THANKED]),
    ]),
    ("dislikes", [
        ("san luis obispo to santa rosa march 14-16 2022, 2 people, $1,300",
         [opened("San Luis Obispo", "Santa Rosa", people_number=2, budget=1300)]),
        # corrected after scoring: where the data has no zoo, saying so (nothing changed) is right too
        ("we don't really do zoos or aquariums", [lambda before, after, said: avoids_sight("zoo")(
            before, after, said) or named("zoo")(before, after, said) or (
                answered(before, after, said) and "no zoo" in said)]),
        ("not keen on pizza places either", [not_ununderstood]),
        ("what's the total", [total_or_none]),
        ("cheers", [THANKED]),
    ]),
    # --- state tours -------------------------------------------------------------------------------------------------
    ("tour", [
        ("buffalo to pennsylvania, 5 days, 2 cities, from march 10 2022, 2 people, $2,400",
         [opened("Buffalo", "Pennsylvania", visiting_city_number=2, people_number=2, budget=2400)]),
        ("make the first stop pittsburgh", [stop_is((1, "Pittsburgh"))]),
        ("how much is it in total", [total_or_none]),
        ("thanks", [THANKED]),
    ]),
    ("tour", [
        ("Lansing to Wisconsin, 2 cities over 5 days starting March 15 2022, 2 of us, $2,200. We're not big on "
         "museums.", [lambda before, after, said: held(org="Lansing", dest="Wisconsin", visiting_city_number=2)(
             before, after, said) and (avoids_sight("museum")(before, after, said) or "museum" in said.lower())]),
        ("what cities are we visiting", [or_none(said_any("Milwaukee", "Madison", "Green Bay", "La Crosse",
                                                          "Eau Claire", "Appleton", "Mosinee", "Rhinelander",
                                                          "Devils Lake", "Marquette"))]),
        ("ty", [THANKED]),
    ]),
    ("tour", [
        ("el paso to new mexico 5 days 2 cities march 20 2022 just me 1800",
         [opened("El Paso", "New Mexico", visiting_city_number=2, people_number=1, budget=1800)]),
        ("how long are the drives", [or_none(said_any("hour", "min", "km", "flight"))]),
        ("no smoking please", [forbids("smoking")]),
        ("ty", [THANKED]),
    ]),
    ("tour", [
        ("Knoxville to South Carolina, a week, 3 cities, from March 1 2022, family of 4 with a toddler, $4,000",
         [opened("Knoxville", "South Carolina", visiting_city_number=3, people_number=4, budget=4000),
          house_rules("children under 10")]),
        ("what's the hotel rated in the first city", [rated(place=1)]),
        ("make it cheaper", [cheaper, house_rules("children under 10")]),
        ("thanks", [THANKED]),
    ]),
]

# Every turn's reply reads cleanly as well (``tidy``).
CONVERSATIONS = [(category, [(said, [*checks, tidy]) for said, checks in turns]) for category, turns in CONVERSATIONS]

# Turns the chat still gets wrong, by (conversation, turn) index: each with why.
KNOWN_GAPS: dict[tuple[int, int], str] = {
    (3, 0): "\"We do enjoy a good museum, so please include some if you can\" asks for at least one sight of a kind, which "
            "no rule of the planner keeps (a sight to see is one named, or every one of a kind): it is named and "
            "\"plan without it?\" asked, the rest held (named, not silent)",
}

# HEAD (ba9f1c9): turns right of all, per category, measured on a pristine copy before any fix, with the checks
# corrected after scoring. 198 right, 40 wrong (26 with the reason named or asked, 14 silent) of 238.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "retired": (6, 22), "phone": (14, 20), "business": (20, 20), "family": (17, 18), "flipflop": (24, 26),
    "questions": (27, 32), "impossible": (20, 23), "takeback": (20, 24), "language": (18, 18), "dislikes": (18, 20),
    "tour": (14, 15)}
NOW_RIGHT = 237

app, test_the_set_is_the_size_asked, test_a_held_out_conversation, main = held_out_set(
    "heldout-twentyninth", CONVERSATIONS, CATEGORIES, KNOWN_GAPS, least=45, least_turns=220)


def test_the_set_reads_better_than_head() -> None:
    """The floor: the turns right now (every turn but the known gaps) are NOW_RIGHT, above HEAD's."""
    total = sum(len(turns) for _category, turns in CONVERSATIONS)
    assert total - len(KNOWN_GAPS) == NOW_RIGHT > sum(right for right, _all in HEAD_FIGURES.values())
    assert sum(every for _right, every in HEAD_FIGURES.values()) == total


if __name__ == "__main__":
    main()
