"""A held-out set of talk that asks for nothing (issue 38, items 3 and 4: no false alarms), written before any fix.

Each sentence is what travellers write around a request (context, feelings, occasions, thanks, stories about the kids
or the dog, "it's our first trip since covid", "my boss finally approved my PTO lol"): terse, chatty, with typos, no
emoji. Appended to a valid request, each must plan as the request alone does: nothing in ``not_kept``, no question
(``QueryParseError``), and no local constraint read from it. Where the sentence says children come along, the house
rule "children under 10" may be read (a careful planner keeps a stay that allows them): ``KIDS`` marks those.

Outcomes: **quiet** (as wanted), **false alarm** (a wish named or a question asked), **misread** (a constraint read).
``python tests/unit/domain/parsing/test_talk_heldout.py`` prints the tally.

Scored on HEAD (700f209) before any fix: 142 quiet / 23 false alarms / 7 misread (with the first, lower-case third
base: 105 / 62 / 5, see ``BASES``). The false alarms were narratives ("We visited once years ago and always wanted to
go back", "my boss finally approved my PTO lol"), descriptions of "it" ("It'll be warmer than here at least lol"), the
trip itself wanted ("I need to get out of town"), set phrases ("no idea what I'm doing") and cries ("yesss", "thnks",
"heck yes"). After the fixes (``domain/parsing/clause_form.py``): 163 / 2 / 7, every one left a reader's other than
the net's (``KNOWN_GAPS``).
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once

BASES = (
    "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. ",
    "Please plan a 3-day trip for 2 people from Knoxville to Savannah from March 8th to March 10th, 2022, with a budget "
    "of $1,800. ",
    # Cities capitalised: corrected after scoring. In lower case ("tampa to nashville") the origin is read only when the
    # whole text is in lower case, so every capitalised sentence appended lost it (42 of HEAD's first 62 false alarms,
    # the places reader's, reported to the lead): this set measures the talk, not that.
    "me and my husband, Tampa to Nashville mar 20-22 2022, 2 ppl, budget 1900. ",
)
KIDS = "kids"  # a mark: the sentence says children come along

TALK: list[str | tuple[str, str]] = [
    # occasions
    "It's our anniversary!", "this is for our 10th anniversary", "Celebrating my wife's 40th.",
    "it's my birthday weekend lol", "We just got married!", "honeymoon!!", "Our first trip since covid.",
    "first real vacation in like 3 years", "We're finally taking that trip we've been talking about forever.",
    "It's a surprise for my husband so shhh", "my boss finally approved my PTO lol", "I finally got time off work.",
    "we both just retired", "Spring break baby!", "It's a graduation present for my daughter.",
    "This is a belated wedding gift from my parents.", "its our babymoon", "We're celebrating a promotion.",
    "Girls weekend!!", "this trip is long overdue", "We've been saving up for this all year.",
    "Last trip before the baby comes.", "We got engaged last month and want to celebrate a little.",
    "It's been a rough year and we need this.", "We haven't been anywhere since 2019.",
    # feelings
    "We're so excited!!", "Can't wait!", "soooo excited", "We are really looking forward to it.",
    "I'm a bit nervous, I've never planned a trip myself.", "Honestly I have no idea what I'm doing haha.",
    "This is my first time planning anything like this.", "Super pumped for this one.",
    "my husband is more excited than me lol", "We're kind of nervous flyers but we'll manage.",
    "I'm so ready for a break.", "ugh work has been crazy", "We deserve this.", "Feeling lucky.",
    "I hope we have a great time.", "fingers crossed it all works out", "Wish us luck!",
    "I've been dreaming about this for ages.", "We are total newbies at this.", "it'll be an adventure for sure",
    # thanks and politeness
    "Thanks!", "Thank you so much!", "thx in advance", "Thanks a bunch, you're a lifesaver.",
    "Much appreciated.", "Thank you for your help!", "cheers mate", "Appreciate it!", "ty!!",
    "Sorry if this is a lot.", "Sorry for the long message.", "Hope that makes sense.", "Let me know what you think.",
    "Looking forward to your plan.", "Hi there!", "Hello!", "Hey, quick one.", "Good morning!",
    "Thanks again, you guys are great.", "Any help is appreciated.",
    # stories about the kids, the family, the pets (nobody asked for)
    ("The kids are obsessed with dinosaurs right now.", KIDS), ("Our son just learned to swim!", KIDS),
    ("my daughter keeps asking if we're there yet and we haven't even left", KIDS),
    "The kids are staying with grandma this time.", "Our dog is staying with the neighbours.",
    "We left the cat with my sister.", "My mom is watching the kids.", "Grandma is coming to house-sit.",
    "My sister went last year and loved it.", "My parents honeymooned there in the 80s.",
    "My husband grew up near there.", "We met in college and always talked about going.",
    "My best friend lives there but she'll be out of town.", "My grandpa was stationed there in the navy.",
    "We visited once years ago and always wanted to go back.", "My wife found this trip idea on tiktok.",
    "My coworker says it's amazing.", "Everyone keeps telling us we'll love it.",
    "our friends just got back from there", "My brother is jealous lol.",
    # context about the travellers
    "We're both teachers so spring break is our only chance.", "I work nights so I'm always tired lol.",
    "We're pretty laid back people.", "We're not big planners.", "We're foodies at heart.",
    "We're early birds.", "I'm a night owl, my husband is not.", "We like to take it easy.",
    "We usually travel with friends but not this time.", "We're both from the midwest originally.",
    "I'm a nurse and my husband is a firefighter.", "We just moved to the east coast.",
    "We've never been to the south before.", "I've only ever been there for work.",
    "My husband has never been on a plane before, it's a big deal for him.",
    "We did a road trip last summer and it was fun.", "We travel a lot for work but never for fun.",
    "We're both introverts lol.", "I'm the planner in the family.", "my husband leaves the planning to me as usual",
    # asides about the request itself
    "That's about it.", "That's all I can think of for now.", "Hope this is enough info.",
    "Let me know if you need anything else.", "I think that covers everything.", "Not sure what else to say.",
    "Anything works really.", "We're easy going.", "We're pretty flexible.", "No rush on this.",
    "Whatever you think is best.", "We trust your judgement.", "Surprise us!", "We're open to ideas.",
    "I'll probably tweak it later anyway.", "This is just a first draft of the trip.",
    "I'm asking for a friend lol", "jk, it's for me", "ok that's it", "anyway",
    # things said about the place that ask nothing
    "I hear it's beautiful this time of year.", "Heard the food there is amazing.",
    "People say it's a great city.", "It looks so pretty in pictures.", "It's been on our list for years.",
    "We've seen it in so many movies.", "I've always wanted to see the south.", "It'll be warmer than here at least lol",
    "It's freezing here right now.", "We're so done with winter.", "the weather here has been miserable",
    "Hopefully it doesn't rain!", "Fingers crossed for sunshine.",
    # typos and terse
    "so excitd!!", "thnks", "thank u", "cant wait", "were so exited", "realy looking foward to it",
    "finaly a vacation", "first trip since covd", "its our aniversary", "my boss aproved my vacaton",
    "lol", "ok", "yay", "woohoo", "omg", "fun fun fun", "yesss", "heck yes", "lets gooo",
    # longer chatty
    "So my husband and I have been married 25 years this month and we figured it was time.",
    "We were supposed to go in 2020 but covid happened, so this is round two.",
    "My boss finally approved my PTO after like three months of asking lol.",
    "I just finished my last exam of the semester and I need to get out of town.",
    "We've had a tough few months with my dad being sick, so this is a little reset for us.",
    "Long story short, our original plans fell through, so here we are.",
    "My husband says I overplan everything, so this time I'm letting you do it.",
    "We've been binge watching travel shows all winter and finally caved.",
    ("We're bringing the kids and they're beyond excited.", KIDS),
    "Honestly we just want to get away for a bit and reconnect.",
    "It's kind of a last minute thing but we're doing it.",
    "We won a little money in the office pool so we're treating ourselves.",
    "My wife's been working crazy hours so this is a thank you for her.",
    "Our kids are grown and out of the house now, so it's just us again.",
    "This will be our first trip as empty nesters.",
]


def outcome(text: str, base: str, sandbox) -> tuple[str, object]:
    """("quiet" | "false alarm" | "misread", what was flagged or read)."""
    allowed = {"house_rule": "children under 10"} if isinstance(text, tuple) else {}
    said = text[0] if isinstance(text, tuple) else text
    try:
        request = parse_once(base + said, sandbox)
    except QueryParseError as error:
        return "false alarm", error.problems or error.missing
    if request.not_kept:
        return "false alarm", [str(w) for w in request.not_kept]
    alone = parse_once(base, sandbox).spec.local_constraint.model_dump()
    read = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v != alone[k] and allowed.get(k) != v}
    return ("misread", read) if read else ("quiet", None)


# Sentences this set found that are still flagged after the fixes, each with why (the tests fail when misses change).
KNOWN_GAPS: dict[str, str] = {
    # misread by a constraint's reader (other modules' own): a child or a pet said, not coming along
    # (read right since stop 61, WISH14: "Spring break baby!", a "baby" said to someone, is no child)
    "Last trip before the baby comes.": "house rules: a baby not yet born read as a child travelling",
    # (read right since stop 58, LEFT38: a pet left at home, "Our dog is staying with the neighbours.", "We left the cat
    # with my sister.", is no pet travelling)
    "My mom is watching the kids.": "house rules: children left at home read as travelling",
    "We like to take it easy.": "pace: 'take it easy' read as at most one sight a day (a manner of travel, not a cap)",
    "My husband has never been on a plane before, it's a big deal for him.":
        "transportation: a first flight said read as no flights",
    # refused by the trip's readers (dates, people): a question, never a wrong plan
    # (read right since stop 58, WISH11: a year before the trip's in a clause about the past, "We were supposed to go in
    # 2020 but covid happened", is no date of the trip)
    "We've had a tough few months with my dad being sick, so this is a little reset for us.":
        "people: 'my dad' in a story counted as a traveller (3 against 2)",
}


def _case(index: int, text: str | tuple[str, str]):
    said = text[0] if isinstance(text, tuple) else text
    marks = [pytest.mark.xfail(reason=KNOWN_GAPS[said], strict=True)] if said in KNOWN_GAPS else []
    return pytest.param(text, BASES[index % len(BASES)], id=f"talk-{index}", marks=marks)


@pytest.mark.parametrize(("text", "base"), [_case(i, t) for i, t in enumerate(TALK)])
def test_talk_asks_for_nothing(text, base, sandbox):
    assert outcome(text, base, sandbox) == ("quiet", None)


def test_the_bases_alone_plan_with_nothing_flagged(sandbox):
    for base in BASES:
        request = parse_once(base, sandbox)
        assert request.not_kept == [] and request.spec.people_number == 2


def test_the_set_is_large_and_distinct():
    said = [t[0] if isinstance(t, tuple) else t for t in TALK]
    assert len(said) >= 150 and len(set(said)) == len(said)


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for i, item in enumerate(TALK):
        kind, detail = outcome(item, BASES[i % len(BASES)], box)
        tally[kind] += 1
        if kind != "quiet":
            print(f"[{i}] {kind}: {item!r} -> {detail}", file=sys.stderr)
    print(dict(tally))
