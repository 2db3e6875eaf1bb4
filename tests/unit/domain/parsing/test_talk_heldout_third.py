"""A third held-out set of talk that asks for nothing (issue 38, items 3 and 4), written before any fix.

Other cities than the first two sets (``test_talk_heldout.py``, ``test_talk_heldout_second.py``) and talk of other
kinds: stories (of this trip's planning, of other people, of the journey there), reasons, greetings and sign-offs,
asides about other people and what THEY like ("my brother only eats steak lol, good thing he's not coming"), jokes,
worries, compliments to the planner, meta talk about the request, emoji, slang and typos. Appended to a valid request,
each must read as the request alone: nothing in ``not_kept``, no question (``QueryParseError``), no local constraint
read. ``PETS`` marks a sentence where a pet may be read as coming along (tolerated, not required).

So that the set can fail both ways, ``HIDDEN`` holds talk that DOES carry a wish hidden in it ("long story short, we
hate flying, so let's drive"): each must be caught, read into a constraint or named in ``not_kept`` (a question is
caught too, never silent).

Outcomes (the second set's scorer, ``test_talk_heldout_second.outcome``): **quiet** (as wanted for talk), **false
alarm** (a wish named or a question asked), **misread** (a constraint read); for hidden wishes **caught** (as wanted)
or **silent**. ``python tests/unit/domain/parsing/test_talk_heldout_third.py`` prints the tally.

Written by helper INT7 and scored on HEAD (7233454) before any fix (the figures above ``KNOWN_GAPS``).
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from tests.support.reading_once import parse_once
from tests.unit.domain.parsing import test_talk_heldout as first
from tests.unit.domain.parsing import test_talk_heldout_second as second
from tests.unit.domain.parsing.test_talk_heldout_second import PETS, hidden_outcome, outcome, said_text, talk_case

BASES = (
    "Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with a budget of $2,800. ",
    "Need a 3 day trip from atlanta to nashville, 2 people, march 5-7 2022, $1900 budget. ",
    "Please help me plan a 3-day trip from Dallas to Houston for 2 people from March 23 to March 25, 2022. Our budget "
    "is $2,000. ",
)

TALK: list[str | tuple[str, str]] = [
    # other people and what they like, not coming or not asking
    "My brother only eats steak lol, good thing he's not coming.", "My mom hates flying but she's staying home.",
    "My boss thinks I'm crazy for taking a vacation in March.", "Our neighbours are watching the plants.",
    "My sister says Seattle is overrated, we'll see haha.", "my roommate is jealous lol",
    "My coworkers recommended a bunch of places, but I'd rather you pick.", "My dad swears by road trips, we don't.",
    "A friend of mine went last year and loved it.", "My grandma keeps sending me articles about the place lol",
    "My in-laws think we should go somewhere warmer.", "Our friends with kids always go to theme parks, not us.",
    ("Our dog is going to a sitter, poor guy.", PETS), "my cousin is a chef there, might say hi",
    "My husband's family is from the area originally.", "My best friend has a vegan blog, she'd be so mad at our diet lol",
    # stories of planning this trip
    "We've been saving for this since last summer.", "I've had this tab open for weeks.",
    "We almost booked a cruise instead.", "We flipped a coin between this and Chicago.",
    "It took us forever to agree on the dates.", "I already asked off work, so the dates are set in stone.",
    "Our last three trips got cancelled, so this one is happening.", "We finally got the time off at the same time!",
    "I've been reading travel blogs all night.", "My partner made a whole spreadsheet already lol",
    "This is the first time I'm using a planner like this.", "I tried planning it myself and gave up.",
    # stories of the journey or the past
    "The last time we travelled we got stuck at the airport for 8 hours.", "I once slept in a car at a rest stop lol.",
    "We met on a train, fun fact.", "Our honeymoon was a disaster, so this is a do-over.",
    "We went camping last fall and it rained the whole time.", "I lived there for a year after college.",
    "Years ago we had the best barbecue of our lives there.", "I got lost in the airport there once haha.",
    "We haven't had a real vacation since 2019.", "Our car broke down on our last road trip, what a day.",
    # reasons
    "It's our 10th anniversary.", "We're celebrating my promotion!", "My wife just finished chemo, we need this.",
    "We're visiting our daughter at college.", "We need a break from the kids, grandma has them.",
    "It's a birthday surprise for my husband, shhh.", "We both just graduated!", "Spring break finally!",
    "We're checking out a job opportunity there.", "I've wanted to do this trip since I was a kid.",
    "My girlfriend has never seen the ocean.", "We're going for a concert actually, but it's already sorted.",
    "It's a belated honeymoon.", "We just need to get away for a bit.",
    # greetings and sign-offs
    "Hello hello!", "Hi, hope you're having a good day.", "Good morning :)", "hey hey", "Yo!", "Greetings from Ohio!",
    "Thanks a million!", "thx in advance!!", "Cheers!", "Much appreciated, truly.", "Take care!", "Have a nice one.",
    "Looking forward to your suggestions.", "Let me know what you come up with!", "talk soon",
    # jokes
    "We are the laziest people you'll ever plan for lol.", "We will eat our body weight in food, you've been warned.",
    "My husband will complain no matter what, so don't worry about him.", "Make it so good we never want to come home lol.",
    "If it rains I'm blaming you haha.", "We're basically professional nappers.", "I'm the planner, he's the complainer.",
    "Our plan is to have no plan, except this plan lol.", "My partner thinks I'm over-planning. He's right.",
    # worries
    "I hope it's not too cold.", "I'm a bit nervous about flying, but I'll manage.",
    "Hopefully nothing goes wrong this time.", "I'm worried we'll forget the chargers lol.",
    "Kind of anxious about the budget, but it should be ok.", "I hope the weather cooperates.",
    "Fingers crossed everything works out.", "I'm slightly terrified of big cities haha.",
    # compliments and meta talk
    "You're a lifesaver.", "This tool is awesome.", "I love how easy this is.",
    "That's about it I think.", "That's all the info I have.", "I think I covered everything.",
    "Not sure what else you need.", "Let me know if I forgot anything.", "Sorry for the long message!",
    "Hope this makes sense lol.", "I'll leave the rest to you.", "Feel free to surprise us.",
    "Whatever you think is best, honestly.", "I trust your judgement.",
    # who the travellers are
    "We're two nurses on a rare week off.", "We're both teachers so spring break it is.",
    "I'm a photographer, so expect lots of pictures.", "We're newlyweds!", "We're best friends since kindergarten.",
    "We're a couple in our 40s.", "My partner is Canadian, first time in the South.", "We're both foodies at heart.",
    "We're night owls by nature.", "We're pretty easygoing travellers.",
    # emoji
    "🥰", "🎊🎊🎊", "😎🌊", "🙏🙏", "🤞", "☕️ first then we plan lol", "😅 sorry", "💃", "🤩🤩", "👋",
    # slang
    "lets goooo", "we're so hyped fr", "this trip is gonna slap", "finna have the best time", "deadass can't wait",
    "vibes only", "main character energy", "we outside", "touch grass era", "lowkey need this",
    "it's been a minute since we traveled", "send it",
    # typos
    "thansk so much", "reallly excited", "cant waaait", "hopfully this works", "apprecaite your help",
    "excitd!!", "sorry for teh typos", "were celebrating our aniversary", "frist time there",
    "my wife is so excitd", "tahnk you in advnace", "lookign forward",
    # longer chatty
    "We've been married for 25 years and still haven't done a trip just the two of us, so this is long overdue.",
    "My partner keeps joking that we'll end up eating at the same place every night, which honestly would be fine.",
    "We originally wanted to go in summer but the prices were crazy, so March it is.",
    "I'm writing this on my lunch break so sorry if it's rushed.",
    "We like a mix of doing stuff and doing nothing, you know how it is.",
    "My mother-in-law is staying with the kids, bless her, so it's just us two.",
    "We were going to go with another couple but they bailed, so it's just us now.",
    "Honestly any plan is better than what I'd come up with, I'm hopeless at this.",
]

HIDDEN: list[str | tuple[str, str]] = [
    "long story short, we hate flying, so let's drive",
    "my brother only eats steak lol and he IS coming, so a steakhouse would be good",
    "My mom is coming with us and she hates flying, so no planes please",
    "it's our anniversary so a really nice hotel, rated 4 or more",
    "we're broke students lol so keep the whole thing cheap, hotels under $100 a night",
    "haha we're night owls, so no flights before 11am",
    "the last trip we shared a room with strangers, never again, so a private room at least",
    "we're bringing our puppy btw!",
    "my wife is Italian and misses home cooking, so Italian food at least once",
    "Thanks! Also we'd love to see Pike Place Market",
    "we love spicy food haha so indian or thai places please",
    "our kids are 5 and 7 and they're coming",
    "my partner gets migraines from long drives, so max 3 hours of driving a day",
    "I'm a huge coffee snob lol so we'd love a cafe every morning",
    "we had bad luck with cheap places, so nothing rated under 3",
    "hey! quick thing, no shared rooms please",
    "we're foodies so fancy restaurants please, at least $50 a person",
    "fun fact we're both vegan, so vegan food please",
    "my husband is 6'5 so a big bed would be great",
    "we're throwing a small party for her birthday, the place has to allow it",
    "lol we smoke, so a place that's ok with that",
    "honestly we just want to sleep in, so no flights before noon please",
    "we've never seen the ocean, so a beach day would be amazing",
    "my husband is a huge sports fan, so a game would be a dream",
    "we're not big on museums, so skip those please",
    "I get seasick, so no boat tours please",
    "we're on a budget lol, keep meals under $15 a person",
    "my dad uses a walker, so no stairs please",
    "we love sushi lol, at least one japanese dinner please",
    "Sorry, one more thing: we'd like to land before noon on the first day",
    "ngl we hate chain hotels, so something local please",
    "We're early birds so the earliest flight out is fine, but nothing after 6pm on the way back",
    "Cheers! Oh and we don't eat fast food",
    "we're tired of pizza lol, no pizza places please",
    "We want to see at least two sights a day, we get bored easily",
    "my wife wants the whole apartment to herself lol, entire place please",
    "we're bringing grandma, so somewhere with an elevator",
    "we heard the Space Needle is a must, so please include it",
    "thx! ps we prefer to drive ourselves, no taxis",
    "the kids (4 and 9) are super excited to come along",
]


# Scored on HEAD (7233454) before any fix, of the 150 talk: 116 quiet / 29 false alarms / 5 misread; the 40 hidden
# wishes all caught (the first draft, five of whose sentences an earlier set held and were reworded, scored the same).
# The false alarms were sign-offs and hedges ("Take care!", "talk soon", "Not sure what else you need.", "Hopefully
# nothing goes wrong this time.", "sorry if it's rushed"), slang ("vibes only", "main character energy", "lowkey need
# this"), what one of the party thinks or says ("My partner thinks I'm over-planning"), stories with an adverb the
# narrative form did not know ("We originally wanted to go in summer"), and a story beside the trip itself wanted ("My
# wife just finished chemo, we need this"). After the fixes (``clause_form``: ``_SET_PHRASE``, ``_ASIDE``,
# ``_THE_TRIP``, ``_ADVERBS``, and a clause whose parts between commas each ask nothing): 131 / 14 / 5, the 19 left
# below; hidden 40 / 0.
KNOWN_GAPS: dict[str, str] = {
    # another reader's: a constraint read from talk of someone else, or of the past
    "My brother only eats steak lol, good thing he's not coming.": "cuisine: a dish of one not coming is named as an "
                                                                   "unlabelled cuisine (the not-coming waiver knows 'but "
                                                                   "he's not coming' only)",
    "My mom hates flying but she's staying home.": "transportation: one not coming who hates flying read as no flights",
    "Our friends with kids always go to theme parks, not us.": "house rules: others' kids read as children coming",
    "We need a break from the kids, grandma has them.": "house rules: kids left at home read as children coming",
    "I've wanted to do this trip since I was a kid.": "house rules: 'since I was a kid' read as a child coming",
    "Years ago we had the best barbecue of our lives there.": "cuisine: a dish of a story 'years ago' read as BBQ asked "
                                                              "for (the story's verb 'had' with 'best' is judged)",
    "We flipped a coin between this and Chicago.": "places: a city of a story read as a place of the trip",
    "We met on a train, fun fact.": "transportation: a train in a story named as a mode that cannot be planned",
    "My best friend has a vegan blog, she'd be so mad at our diet lol": "diets: a friend's diet named as a wish",
    "We're going for a concert actually, but it's already sorted.": "events: an event said to be sorted already is "
                                                                    "named (arguably right: the plan cannot see it)",
    "If it rains I'm blaming you haha.": "weather: a joke about the weather is named as a wish",
    "I'm a photographer, so expect lots of pictures.": "services: 'photographer' (one of the party) named as a "
                                                       "service to book",
    # the net: a clause's form not recognised as talk
    # (closed at stop 75: the choice left to the planner, "I'd rather you pick", is talk: ``clause_talk._TALK``)
    "My dad swears by road trips, we don't.": "net: 'we don't' alone (a ban's word) after what one not coming likes",
    "My in-laws think we should go somewhere warmer.": "net: others' advice with 'should' (arguably a soft wish)",
    "We almost booked a cruise instead.": "net: 'instead' is a request's mark (a story of what was not done)",
    "Make it so good we never want to come home lol.": "net: a joke in the imperative",
    "Our plan is to have no plan, except this plan lol.": "net: a joke with 'no' and 'except' (a ban's words)",
    "My partner keeps joking that we'll end up eating at the same place every night, which honestly would be fine.":
        "net: reported speech with 'would be fine' (a wish's modal)",
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
    earlier = {said_text(t).lower() for t in [*first.TALK, *second.TALK, *second.HIDDEN]}
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
