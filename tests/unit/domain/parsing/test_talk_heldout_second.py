"""A second held-out set of talk that asks for nothing (issue 38, items 3 and 4), written before any fix.

Different cities from the first set (``test_talk_heldout.py``), and talk of other kinds: stories of past trips, reasons
for the trip, who the travellers are, jokes, hedges, questions to the planner that ask nothing of the plan, emoji, slang,
typos, and talk that MENTIONS a wish word without wishing ("we drove last time", "my sister is vegetarian lol but she's
not coming"). Appended to a valid request, each must read as the request alone: nothing in ``not_kept``, no question
(``QueryParseError``), no local constraint read. ``KIDS`` / ``PETS`` mark sentences where children or a pet may be
read as coming along (a careful planner may keep a stay that allows them; not required).

So that the set can fail both ways, ``HIDDEN`` holds talk that DOES carry a wish ("we drove last time and it was
exhausting, so no driving this time"): each must be caught, read into a constraint or named in ``not_kept`` (a
question is caught too, never silent).

Outcomes: **quiet** (as wanted for talk), **false alarm** (a wish named or a question asked), **misread** (a
constraint read); for hidden wishes **caught** (as wanted) or **silent**.
``python tests/unit/domain/parsing/test_talk_heldout_second.py`` prints the tally.

Scored before any fix, of the 143 talk: HEAD (8d555ec) 107 quiet / 30 false alarms / 6 misread, the live tree of stop
58 before these fixes 108 / 29 / 6; the 20 hidden wishes all caught in both (one harness slip corrected, marked). The
false alarms were stories of past trips ("the rental car last time smelled like smoke ugh", "my sister is vegetarian
lol but she's not coming"), asides ("Bear with me", "Can you believe ..."), slang cries ("bruh finally") and jokes.
After the fixes (``clause_form.told_of_the_past``/``is_aside``, ``cannot_say._NOT_COMING_AFTER``): 125 / 14 / 4, the 18
left in ``KNOWN_GAPS``; hidden 20 / 0.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once

BASES = (
    "Plan a 3-day trip from Kalamazoo to Indianapolis for 2 people, March 10 to 12, 2022, with a budget of $2,400. ",
    "Please plan a 3-day trip for 2 people from Fort Lauderdale to Norfolk from March 16th to March 18th, 2022, with a "
    "budget of $2,300. ",
    "me and my partner, San Francisco to Monterey mar 18-20 2022, 2 ppl, budget 2000. ",
)
KIDS = "kids"  # a mark: children may be read as coming along
PETS = "pets"  # a mark: a pet may be read as coming along
_TOLERATED = {KIDS: {"house_rule": "children under 10"}, PETS: {"house_rule": "pets"}}

TALK: list[str | tuple[str, str]] = [
    # past trips that mention a wish word without wishing it
    ("last time the hotel had a pool and the kids loved it", KIDS), "my sister is vegetarian lol but she's not coming",
    "we drove last time", "the flight home is always the worst part haha", "We took the train last year and it was lovely.",
    "Last time we flew they lost our bags lol.", "Our old hotel had the best breakfast, I still think about it.",
    "my friend stayed in a hostel there and said it was fine", "I used to be vegan but gave it up haha",
    "My husband ate way too much Mexican food on our last trip lol", "we once got a room with a view of a parking lot haha",
    "the last Airbnb we rented was a disaster, long story", "My dad always insists on driving, but he's not coming.",
    "We got a great deal on flights last year.", "The budget was way tighter last year.",
    "My coworker had pizza there every single night lol", "We went to a museum last time that turned out to be closed.",
    "Our cat hates travel, luckily she's staying home.", "Last spring we did a cruise and got seasick the whole time.",
    "we stayed in a shared room in college and swore never again lol", "I got food poisoning from sushi once, fun times",
    "Last year's trip we overpacked so bad haha", "My parents always rented a cabin when we were kids.",
    "We missed a connecting flight in Denver once, what a nightmare.", "the rental car last time smelled like smoke ugh",
    # reasons for the trip
    "We're going to visit my aunt.", "My wife has a work thing nearby so we're turning it into a mini vacation.",
    "We want to check out the city before we maybe move there.", "Just need a change of scenery.",
    "We're going for a friend's wedding.", "My college roommate just moved there.",
    "It's my mom's hometown and I've never seen it.", "We're scouting it out for a bigger family trip next year.",
    "Work has been brutal, I need to recharge.", "We promised ourselves a trip after paying off the car.",
    "my partner's been wanting to go since forever", "It's a reward for finishing my thesis.",
    "We're meeting up with old friends who live there.", "Honestly we just picked it off a map.",
    # excitement
    "We are beyond thrilled.", "I literally can't sleep I'm so excited", "This is going to be epic.",
    "Counting down the days!", "I've already started packing lol", "My partner keeps asking me if it's booked yet haha",
    "I'm giddy just thinking about it.", "We're like little kids on christmas eve lol", "So so so ready for this.",
    # thanks and greetings
    "Thanks heaps!", "thank you kindly", "Many thanks in advance.", "You're the best, thank you.",
    "I really appreciate your time.", "Hey there, hope you're well!", "Good evening.", "Hiya!", "Howdy!",
    "Thanks, and have a great day!", "Grateful for any help!", "Thank you thank you thank you",
    # who the travellers are
    "It's me and my wife.", "Just the two of us this time.", "My partner and I are both in our 60s.",
    "We're a same-sex couple, if that matters.", "me and my best friend from college", "We're a couple of retirees.",
    "My partner is from Brazil and has never been to the US south.", "We're both grad students on spring break.",
    "I'm 24 and my girlfriend is 23.", "We've been together ten years but never travelled alone together.",
    # jokes
    "If I don't come back, tell my boss I quit lol", "I'll bring the snacks, you bring the plan.",
    "Don't tell my mom we're going lol", "My husband says he's only coming for the food haha",
    "We are terrible at vacations, we always end up napping.", "Plan it like you're going yourself lol",
    "My partner packs like we're moving there permanently.", "We'll probably get lost at least once.",
    # hedges
    "Not sure if this is the right place to ask.", "I might be overthinking this.", "Maybe I'm asking too much lol.",
    "idk if this makes sense", "I think that's everything? maybe", "probably forgot something lol",
    "Sorry if I'm being vague.", "This might change but probably not.", "I'm not great at this kind of thing.",
    "Hopefully that's enough to go on.", "Bear with me, I'm new at this.",
    # questions to the planner that ask nothing of the plan
    "Have you been there?", "How's your day going?", "Is it weird that I'm this excited?",
    "Can you believe it's almost March already?", "What's your favourite city, out of curiosity?",
    "You do this a lot, right?", "Isn't it crazy how fast time flies?", "Do you ever get to travel yourself?",
    "Ever been to the coast?", "Am I the only one who plans trips at 2am?",
    # emoji
    "🎉🎉", "So excited 😍", "✈️✈️✈️", "Thank you 🙏", "😂 we're a mess", "❤️❤️", "🌴☀️", "we're ready 💃🕺",
    "can't wait 🥳", "yay!! 🙌",
    # slang
    "ngl we're hyped", "it's gonna be lit", "lowkey nervous", "highkey can't wait", "no cap this is our first trip",
    "bestie trip!!", "yolo", "it's giving vacation", "bruh finally", "we're so back", "big mood", "sheesh finally",
    # typos
    "thx sooo much", "cant wiat", "im so exicted", "we realy need this", "my firts trip ever", "hopefuly its warm",
    "apreciate it", "lookin forward", "tahnks a lot", "sory for typos im on my phone", "were gonna have a blast",
    "frist vacation together", "my bf is so exicted", "thnak you",
    # longer chatty
    "My partner and I met on a trip like this, so it's kind of special.",
    "We've postponed this three times already, so this time it's happening no matter what.",
    "I told my kids we're going on a boring work trip so they don't get jealous lol",
    "Last year we had to cancel last minute because of a snowstorm, so fingers crossed.",
    "We're not really museum people or beach people, we just like wandering around.",
    "My grandmother lived there for a while in the 60s, she has so many stories.",
    "We're saving the big Europe trip for next year, so this is a warm up.",
    "I've been staring at spreadsheets all week so please make this easy on me haha",
]

HIDDEN: list[str | tuple[str, str]] = [
    "last time the hotel had a pool and the kids loved it, so a pool again would be great",
    "we drove last time and it was exhausting, so no driving this time",
    "my sister is vegetarian and she's coming, so veggie-friendly spots please",
    "the flight home is always the worst part haha, so nothing leaving before 9am please",
    "We're foodies lol, we'd love to try some Mexican food",
    # a plain string, corrected after scoring (a harness slip, not an expectation): with the PETS mark the pets house
    # rule was tolerated, so reading it rightly counted as silent; here it is the wish that must be read.
    "thanks!! oh and we're bringing our dog",
    "I'm a light sleeper lol so a quiet room would be amazing",
    "honestly we're broke after the wedding haha so keep hotels under $120 a night",
    "we hate sharing, so we want an entire place to ourselves",
    "We love seafood haha, at least one seafood dinner please",
    "my husband gets carsick lol so no more than 3 hours of driving a day",
    "last trip we stayed somewhere awful, so only places rated 4 or higher this time",
    "I'm scared of flying lol so no flights please",
    "we're smokers, sorry! so a place that allows smoking",
    "my wife uses a wheelchair, so accessible rooms please",
    "we went there before and loved the ocean view room, we'd want that again",
    "we're on a tight budget so cheap eats please, under $20 a meal",
    "one more thing lol, we're night owls so no flights before 10am",
    "thanks so much! ps we'd love to throw a little party at the place, so it has to allow parties",
    "haha we're both vegetarian btw, so veggie places please",
]


def said_text(item: str | tuple[str, str]) -> str:
    """The words of a set's item (a sentence, or a sentence with what it must be read as)."""
    return item[0] if isinstance(item, tuple) else item


def outcome(item: str | tuple[str, str], base: str, sandbox) -> tuple[str, object]:
    """("quiet" | "false alarm" | "misread", what was flagged or read)."""
    allowed = _TOLERATED.get(item[1], {}) if isinstance(item, tuple) else {}
    try:
        request = parse_once(base + said_text(item), sandbox)
    except QueryParseError as error:
        return "false alarm", error.problems or error.missing
    if request.not_kept:
        return "false alarm", [str(w) for w in request.not_kept]
    alone = parse_once(base, sandbox).spec.local_constraint.model_dump()
    read = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v != alone[k] and allowed.get(k) != v}
    return ("misread", read) if read else ("quiet", None)


def hidden_outcome(item: str | tuple[str, str], base: str, sandbox) -> str:
    """"caught" when the wish is read, named or asked about; "silent" when it reads as quiet talk."""
    return "silent" if outcome(item, base, sandbox)[0] == "quiet" else "caught"


# Sentences this set found that are still wrong, each with why (the tests fail when misses change either way).
KNOWN_GAPS: dict[str, str] = {
    # refused or named by a constraint's own reader, a story of the past it reads as asked
    "My coworker had pizza there every single night lol": "cuisine: one not of the party eating a dish, read as a "
                                                          "cuisine at every meal (a question)",
    "I got food poisoning from sushi once, fun times": "cuisine: an unlabelled dish in a story is refused by the cuisine "
                                                       "reader, which reads the text the story mask does not cover",
    "We missed a connecting flight in Denver once, what a nightmare.": "places: a city of a story read as a second "
                                                                       "destination (a question)",
    "Am I the only one who plans trips at 2am?": "flight times: a time of day in a rhetorical question refused as an "
                                                 "unread time",
    # misread by the house-rule and room-type readers (other modules' own)
    "Our cat hates travel, luckily she's staying home.": "house rules: a pet said to stay home a clause after it",
    "We're like little kids on christmas eve lol": "house rules: a simile ('like little kids') read as children",
    "I told my kids we're going on a boring work trip so they don't get jealous lol":
        "house rules: children told of, not coming, read as travelling",
    "we stayed in a shared room in college and swore never again lol":
        "room type: 'swore never again' read as no shared room (arguably a wish: a careful planner may keep it)",
    # the people reader: ages and years counted as travellers
    "I'm 24 and my girlfriend is 23.": "people: ages read as a count of travellers (a question)",
    "We've been together ten years but never travelled alone together.": "people: 'alone' read as one traveller",
    # the net: a clause's form not recognised as talk (a joke, a report, a prediction, a taste)
    "We want to check out the city before we maybe move there.": "net: 'check out the city' (the trip itself) beside "
                                                                  "a plan of one's own not seen as talk",
    "Work has been brutal, I need to recharge.": "net: a bare noun as the subject of a narrative ('work has been') "
                                                 "is no subject the narrative form knows",
    "If I don't come back, tell my boss I quit lol": "net: a joke in the imperative, to someone else",
    # (read right since the aside "tell my mom ...": "Don't tell my mom we're going lol")
    # (INT7: "My husband says he's only coming for the food haha" reads as talk now: what one of the party says,
    # reported, is an aside, clause_form._ASIDE)
    "We'll probably get lost at least once.": "net: a prediction with 'at least' (a bound's words)",
    "We've postponed this three times already, so this time it's happening no matter what.":
        "net: 'this time' is a request's mark (a story told as the reason for a wish)",
    "We're not really museum people or beach people, we just like wandering around.":
        "net: a taste said (arguably a soft wish: fewer museums), named as not understood",
    "We're saving the big Europe trip for next year, so this is a warm up.": "net: a place off the trip in a plan of "
                                                                              "one's own, named as not understood",
}


def talk_case(prefix: str, index: int, item: str | tuple[str, str], bases: tuple[str, ...], gaps: dict[str, str]):
    """One parametrised case of a talk set: the item on its base (in turn), a strict xfail where ``gaps`` lists it."""
    said = said_text(item)
    marks = [pytest.mark.xfail(reason=gaps[said], strict=True)] if said in gaps else []
    return pytest.param(item, bases[index % len(bases)], id=f"{prefix}-{index}", marks=marks)


def _case(prefix: str, index: int, item: str | tuple[str, str]):
    return talk_case(prefix, index, item, BASES, KNOWN_GAPS)


@pytest.mark.parametrize(("item", "base"), [_case("talk", i, t) for i, t in enumerate(TALK)])
def test_talk_asks_for_nothing(item, base, sandbox):
    assert outcome(item, base, sandbox) == ("quiet", None)


@pytest.mark.parametrize(("item", "base"), [_case("hidden", i, t) for i, t in enumerate(HIDDEN)])
def test_talk_that_holds_a_wish_is_caught(item, base, sandbox):
    assert hidden_outcome(item, base, sandbox) == "caught"


def test_the_bases_alone_plan_with_nothing_flagged(sandbox):
    for base in BASES:
        request = parse_once(base, sandbox)
        assert request.not_kept == [] and request.spec.people_number == 2


def test_the_set_is_large_and_distinct():
    said = [said_text(t) for t in TALK + HIDDEN]
    assert len(said) >= 150 and len(HIDDEN) >= 20 and len(set(said)) == len(said)


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for i, item in enumerate(TALK):
        kind, detail = outcome(item, BASES[i % len(BASES)], box)
        tally[kind] += 1
        if kind != "quiet":
            print(f"[talk {i}] {kind}: {item!r} -> {detail}", file=sys.stderr)
    for i, item in enumerate(HIDDEN):
        kind = hidden_outcome(item, BASES[i % len(BASES)], box)
        tally[f"hidden {kind}"] += 1
        if kind != "caught":
            print(f"[hidden {i}] {kind}: {item!r}", file=sys.stderr)
    print(dict(tally))
