"""A ninth held-out set of talk that asks for nothing (issue 38, items 3 and 4), written before any fix, laid out like
the third (``test_talk_heldout_third.py``; the fourth to eighth sets are the chat's, ``tests/unit/nodes/chat``, so this
reading set takes the next number: a second ``test_talk_heldout_eighth.py`` would stop pytest's collection).

New routes and talk of kinds the earlier sets hold least: a first trip together and other firsts, feelings said at
length, backstory of the party (jobs, health, family) that names no wish, thanks and sign-offs, jokes, questions to the
planner about itself ("are you a bot?", "who made you?"), remarks about the request itself, and talk that names a wish's
word (a pool, a view, the weather, a train, a concert) of the past, of someone else, or as a joke. Appended to a valid
request, each must read as the request alone: nothing in ``not_kept``, no question (``QueryParseError``), no local
constraint read. ``KIDS``/``PETS`` mark a sentence where children or a pet may be read as coming along.

So that the set can fail both ways, ``HIDDEN`` holds talk that DOES carry a wish ("it's our first trip together, so
nothing shared, a private room please"): each must be caught, read into a constraint or named in ``not_kept``.

Outcomes (the second set's scorer, ``test_talk_heldout_second.outcome``): **quiet**, **false alarm**, **misread**; for
hidden wishes **caught** or **silent**. ``python tests/unit/domain/parsing/test_talk_heldout_ninth.py`` prints the tally.

Written by helper UNANS7 and scored on HEAD (8e35087) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from tests.support.reading_once import parse_once
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing import test_talk_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import KIDS, PETS, hidden_outcome, outcome, said_text, talk_case

BASES = (
    "Plan a 3-day trip from Detroit to Nashville for 2 people, March 15 to 17, 2022, with a budget of $2,600. ",
    "milwaukee to new york, 3 days, 2 of us, march 24-26 2022, $3200 budget. ",
    "Could you plan a trip for two from Houston to San Antonio, March 10th through March 12th 2022? We can spend up to "
    "$1,800. ",
)

TALK: list[str | tuple[str, str]] = [
    # firsts
    "It's our first trip together!", "first vacation as a married couple eek", "This is my first time planning anything.",
    "It's the first time we've left the state in years.", "our first trip without the kids since they were born",
    "First real holiday since I started this job.", "It'll be my first time in Tennessee.",
    "we've never done a trip just the two of us before", "Our first trip as empty nesters!",
    # feelings, said at length
    "I'm honestly so happy I could cry.", "We're a little overwhelmed but mostly excited.",
    "I have butterflies already lol", "Can't stop smiling thinking about it.", "I'm so ready for this, you have no idea.",
    "Feeling a bit guilty leaving work, but whatever.", "We're both pretty stressed so this will help.",
    "Ngl I'm a bit scared of messing it up.", "my heart is so full rn", "We're giddy like teenagers.",
    "I've been counting down the days.", "Just thinking about it makes me relax.",
    # backstory of the party, naming no wish
    "My partner is a firefighter and rarely gets time off.", "I work night shifts, so this is a big deal.",
    "We met in college twenty years ago.", "My husband just retired last month.", "I'm recovering from the flu but fine now.",
    "We both work from home and never leave the house lol.", "My wife is a pastry chef, she's the foodie of us two.",
    "I'm an accountant, so yes I made a spreadsheet.", "We just moved to a new apartment.",
    "My partner grew up in a small town near there.", "We're both introverts honestly.",
    "Our daughter just left for college, the house is so quiet.", "I'm a teacher and it's finally my break.",
    "We've been together six years this spring.", "My wife runs marathons, I run to the fridge lol.",
    "We adopted a cat last month and she's staying with my mom.",
    # reasons
    "It's for my partner's 40th birthday.", "We're going to celebrate paying off our student loans!",
    "Mostly we just need a change of scenery.", "It's a reward for surviving tax season.",
    "We want to see if we'd like living there someday.", "It's a makeup trip for the one we had to cancel.",
    "My husband has always wanted to go, so this is for him.", "We both got new jobs and start in April.",
    "It's kind of a babymoon actually.", "We're checking it off our bucket list.",
    # thanks
    "Thank you so so much!!", "thanks a bunch, seriously", "Many many thanks in advance.", "tyyy!!", "thank u sm",
    "Big thanks, you're the best.", "I owe you one.", "Grateful for the help!", "thankyou thankyou",
    "Thanks for being so patient with me.",
    # sign-offs
    "Bye for now!", "Catch you later.", "That's all from me.", "Over and out.", "Peace ✌️", "Cheerio!",
    "Best regards, Sam", "xoxo", "Later!", "Have a great weekend!", "Take your time, no rush.", "ok that's it, go!",
    # jokes
    "My husband's only hobby is napping, so he'll be fine anywhere.", "We pack like we're moving there permanently lol.",
    "I promise we're fun people.", "Don't tell my boss where I am haha.", "Our sense of direction is nonexistent.",
    "We'll probably argue about the playlist the whole time.", "I'm bringing three books and will read none of them.",
    "My wife says I snore like a chainsaw, sorry to the neighbours.", "If we come back married I'll blame you lol.",
    "We're the couple that takes 400 photos of one sunset.",
    # questions to the planner about itself
    "Are you a bot?", "Are you an AI or a real person?", "Who made you?", "do you ever get tired lol",
    "How do you even know all this?", "What's your name by the way?", "Do you have a favorite city?",
    "Is this free to use?", "Are you better than a travel agent?", "Can you hear me? jk",
    "how long have you been doing this lol", "Do you like your job?",
    # remarks about the request itself
    "Hope I gave you enough to go on.", "I think that's everything you need.", "Sorry if that's confusing.",
    "I wrote this in a hurry, bear with me.", "That's the gist of it.", "Let me know if anything's unclear.",
    "Nothing else comes to mind.", "I think I'm overthinking this lol.", "Hopefully that all makes sense.",
    "Took me three tries to write this message haha.",
    # more firsts, thanks and questions to the planner
    "First anniversary, can you believe it.", "It's my first time planning for someone else.",
    "Thank you kindly!", "Appreciate you!!", "cheers for this",
    "Do you plan a lot of trips like this?", "Are you going to remember me next time?", "What are you, exactly?",
    "Sorry, I ramble when I'm excited.", "Okay, I'll stop talking now lol.",
    # a wish's word, of the past, of someone else, or as a joke
    "The hotel on our honeymoon had a pool we never used lol.", "My parents always get a room with a view, we don't care.",
    "My mom keeps asking about the weather there.", "Last time we took the train it was three hours late.",
    "We saw a concert there years ago, it was amazing.", "Our old car had no AC, those were the days.",
    "My brother is gluten free, thank god he's not coming.", "My friend swears by hotel gyms, I never go lol.",
    "I used to fly business class for work, never again lol.", "We got a parking ticket last trip, classic.",
    "Our last Airbnb had the worst reviews and we still booked it, lesson learned.",
    "My sister posts a hundred photos of every trip.", "My coworker collects airline miles like it's a sport.",
    "The last time we took a bus anywhere was in high school.", "I always forget my phone charger.",
    # emoji, slang and typos
    "🙌🙌", "🥳🎉", "😍", "✈️😊", "🫶", "its giving vacation", "we are so back baby", "no cap this is needed",
    "highkey excited", "let's gooo", "so stoked", "yall are the best", "thnaks a lot", "im so exicted fr",
    "firts trip togther!", "apreciate it a ton", "realy realy looking foward to it", "sory for the typos, on my phone",
    # longer chatty
    "We've been talking about this trip since our second date, so it feels a bit surreal that it's actually happening.",
    "My husband is convinced I'll plan every minute, so please prove him wrong, ha.",
    "I'm writing this from the waiting room at the dentist, so forgive the typos.",
    "Honestly we just want to eat, sleep and wander around, nothing fancy.",
    ("Our dog is staying with the neighbours, who spoil him rotten anyway.", PETS),
    "We had a rough few months with my dad in the hospital, he's doing much better now, so this is a breather.",
    ("My kids are with their grandparents for the week, who are probably more excited than we are.", KIDS),
]

HIDDEN: list[str | tuple[str, str]] = [
    "it's our first trip together, so nothing shared, a private room please",
    "my partner's a firefighter and hates planes, so let's drive",
    "it's his 40th so a nice dinner at a french place would be perfect",
    "we're introverts lol, keep it to one sight a day",
    "I work nights so no flights before noon please",
    "tax season wiped us out, so under $90 a night for the room",
    "we're bringing our cat this time actually",
    "the kids are coming too, they're 3 and 6",
    "my wife's a pastry chef so at least one bakery please",
    "we both hate seafood haha, none of that",
    "we want good places only, nothing rated below 4",
    "thanks! oh and we'll have a couple of friends over one night",
    "it's a babymoon so I can't do long car rides, max 2 hours of driving a day",
    "he's a big guy, so a hotel with a king bed",
    "we're celebrating so a room with a view would be lovely",
    "my mom's coming and she uses a wheelchair, so accessible rooms",
    "I'm allergic to shellfish so the restaurants need to know",
    "we'd like to catch a Grizzlies game while we're there",
    "honestly we'd rather take the train there",
    "i need a gym at the hotel, marathon training lol",
    "sorry, one more: a place with free parking",
    "we get sick of driving, so an uber everywhere",
    "we're early risers, so the flight out before 8am is great",
    "we're on a budget, meals under $20 a head please",
    "my husband is obsessed with mexican food lol, at least one mexican dinner",
    "thx! also we'd love a hotel near the river",
    "we smoke, sorry, so somewhere that allows it",
    "please no fast food, we eat enough of that at home",
    "it's a quiet trip, so a quiet room away from the elevator",
    "we'd love to stay somewhere rated 4.5 or higher since it's special",
    "the whole place to ourselves please, we're celebrating",
    "we love breakfast in bed, so room service",
    "ps we don't fly, my wife is terrified",
    "we're vegetarians btw",
    "oh and business class if we fly, my back is bad",
    "we'd love to see a broadway show on our last night",
    "we want to land by noon on the first day so we don't waste it",
    "long story but we need a ferry ride in there somewhere",
    "cheers! and a hotel with a hot tub",
    "our dog is coming, he's a good boy",
]


# Scored on HEAD (8e35087) before any fix, of the 151 talk: 120 quiet / 29 false alarms / 2 misread; hidden 39 caught /
# 1 silent ("we get sick of driving, so an uber everywhere"). The false alarms were sign-offs ("Bye for now!", "Over and
# out.", "Cheerio!", "Later!", "Peace ✌️"), questions to the planner about itself ("Are you an AI or a real person?",
# "Can you hear me? jk"), hedges and remarks on the request ("Hopefully that all makes sense.", "I think that's
# everything you need.", "sory for the typos"), a first trip of the party ("firts trip togther!", "our first trip
# without the kids"), slang ("we are so back baby"), and words of a wish said of others or of the past ("My brother is
# gluten free, thank god he's not coming.", "My parents always get a room with a view, we don't care."). After the
# fixes (``clause_form._SET_PHRASE``/``_ASIDE``; ``clause_talk._TALK``/``CRIES``; ``cannot_say._NOT_COMING_AFTER``/
# ``_WAIVED_AFTER``; ``unanswerable``'s getting around a town; ``cuisine._NOT_A_MEAL``: "a pastry chef" no bakery):
# 137 / 13 / 1, the 14 left below; hidden 40 / 0.
KNOWN_GAPS: dict[str, str] = {
    # the net: a clause's form not recognised as talk
    "Peace ✌️": "places: a sign-off read as a place's name ('peace' as a cry word would set right 'pace': the keywords "
               "correct typos, ``spelling``)",
    "Later!": "places: a sign-off read as a place's name ('later' as a cry word would take 'late' for it)",
    "I'm recovering from the flu but fine now.": "net: 'fine now' (a state said well again) not understood",
    "We want to see if we'd like living there someday.": "net: a plan of one's own ('living there someday') with "
                                                         "'we want' and 'we'd like' (a wish's words)",
    "My husband's only hobby is napping, so he'll be fine anywhere.": "net: a joke with 'only' and ', so' (a request's "
                                                                      "marks)",
    "I'm bringing three books and will read none of them.": "net: a joke with a count and 'none' (a bound's words)",
    "My husband is convinced I'll plan every minute, so please prove him wrong, ha.": "net: 'please' to the planner "
                                                                                        "about a joke",
    "Honestly we just want to eat, sleep and wander around, nothing fancy.": "net: 'nothing fancy' (arguably a soft "
                                                                              "wish for plain places)",
    "My wife runs marathons, I run to the fridge lol.": "services: 'the fridge' of a joke named as a stay's fridge",
    # another reader's: a wish's word of the past or of others
    "We adopted a cat last month and she's staying with my mom.": "house rules: a pet said to stay behind a clause "
                                                                   "after it read as coming along",
    "The hotel on our honeymoon had a pool we never used lol.": "amenities: a story with 'never' (a judgement's word) "
                                                                "is not told of the past",
    "Our old car had no AC, those were the days.": "restaurants: 'no AC' read as a restaurant to avoid",
    "I used to fly business class for work, never again lol.": "seats: a habit of the past with 'never again' named",
    "My coworker collects airline miles like it's a sport.": "loyalty: another's miles named as the party's",
}


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


def test_the_set_is_large_distinct_and_new():
    said = [said_text(t) for t in TALK + HIDDEN]
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN, *third.TALK, *third.HIDDEN]}
    assert len(TALK) >= 150 and len(HIDDEN) >= 40 and len(set(said)) == len(said)
    assert not [s for s in said if s.lower() in earlier]


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
