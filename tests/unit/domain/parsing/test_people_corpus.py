"""Counting the party from how travellers describe it (issue 38's example, issue 39 found 1).

Each description is appended to a request that states no count, and read as the chat reads it (``people="ask"``):
the outcome is the count read, or **ask** (the count is missing, or a problem names the travellers: the chat asks, the
command line refuses). A description whose count cannot be known from its words must be asked, never guessed. The
figures are printed (``-s``): read right, asked as expected, asked though the count is clear, wrong (a count other
than the expected one: none is allowed).
"""

from __future__ import annotations

from himap_travel.domain.parsing import QueryParseError, parse_request

BASE = "Plan a 3-day trip from Washington to Orlando, March 15 to 17, 2022, with a budget of $2,500. "
ASK = "ask"

# (how the party is described, the count it gives or ASK)
CORPUS: list[tuple[str, int | str]] = [
    # the speaker with companions named by relation
    ("It's my wife and I, our two kids and our dog.", 4),
    ("me and my 3 buddies", 4),
    ("The two of us plus my mom.", 3),
    ("We are a family of five.", 5),
    ("My husband, our daughter and I.", 3),
    ("Just me.", 1),
    ("We're a couple.", 2),
    ("Me, my sister and her 2 kids.", 4),
    ("my wife and I want to take our 2 kids and our dog", 4),
    ("I'm going with my brother.", 2),
    ("my parents and I", 3),
    # a companion with no "my" right beside the speaker (stop 53: no count read, so 1 assumed or the count asked)
    ("wife and me", 2),
    ("hubby and I.", 2),
    ("kids and me", ASK),  # how many kids: asked, never 1 traveller assumed
    ("me and my mum", 2),
    ("Me, my mom and my grandma", 3),
    ("myself and 4 coworkers", 5),
    ("My husband and i plus our 2 teenagers.", 4),
    ("me and the wife", 2),
    ("my partner and I and our baby", 3),
    ("I and my friend", 2),
    ("me and two friends", 3),
    ("me and four other friends", 5),
    ("My wife, our 3 kids, and myself.", 5),
    ("me, my wife, and our son", 3),
    ("my sister, her husband and I", 3),
    ("My mother, my father and I.", 3),
    ("three friends and I", 4),
    ("my daughter and her friend and I", 3),
    ("I'm travelling with my wife and our 2 dogs.", 2),
    ("I'll be bringing my two sons.", 3),
    # the group as a number, with more added
    ("the three of us and my dad", 4),
    ("The 2 of us, plus our son.", 3),
    ("both of us", 2),
    ("just the two of us", 2),
    ("Both of us and my sister.", 3),
    ("the four of us: me, my wife and our two girls", 4),
    # counts stated outright
    ("we're 5", 5),
    ("We're four.", 4),
    ("we are a group of three", 3),
    ("two adults and one child", 3),
    ("2 adults, 1 kid", 3),
    ("party of six", 6),
    ("There will be seven of us.", 7),
    ("solo trip", 1),
    ("traveling solo", 1),
    ("just myself", 1),
    ("a couple of friends and I", ASK),  # "a couple of" is loosely a few
    ("us two", 2),
    # informal words and typos
    ("me + 2 freinds", 3),
    ("my wife n I", 2),
    ("my hubby and I and our 3 kiddos", 5),
    ("me & my bf", 2),
    ("me n my gf", 2),
    ("me and my girlfreind", 2),
    ("my husbnd and I", 2),
    ("me and my 2 bros", 3),
    ("my wfie and me", 2),
    ("me and my bestie", 2),
    ("my fiance and I", 2),
    ("my mother-in-law and I", 2),
    ("my grandparents and me", 3),
    ("Me, my hubby and our twins", 4),
    ("My boyfriend and I are going.", 2),
    ("I'm going with my mom and my two aunts", 4),
    ("me, my wife and 2 kids", 4),
    ("Me and my three kids.", 4),
    ("my wife and myself", 2),
    ("It'll be me, my husband, and our 4 grandkids.", 6),
    ("I'm bringing my boss.", 2),
    ("my bff and me", 2),
    ("our group is 6 people", 6),
    ("Two couples.", 4),
    ("traveling alone", 1),
    ("I and 2 colleages", 3),
    ("me and my 2 daughers", 3),
    ("my sister and I and her son", 3),
    ("me with my father and brother", 3),
    ("twelve of us", 12),
    ("my husband and I, plus my parents", 4),
    ("me & 3 mates", 4),
    ("my hubby, me and our little one", 3),
    ("just me and my wife", 2),
    ("Just me, no one else.", 1),
    # a generic count after the speaker's words is the whole party, unless it joins the speaker
    ("I need a trip, 3 people.", 3),
    ("Hello, I am a nurse and I work nights. 1 person.", 1),
    ("I'm traveling with 3 people.", 4),
    ("me and 3 other people", 4),
    ("me, my wife, 2 people in total", 2),
    # counts the words do not give: asked
    ("I'm taking my kids.", ASK),
    ("me, my husband and the kids", ASK),
    ("with my friends", ASK),
    ("We're going as a family.", ASK),
    ("some friends and I", ASK),
    ("I'm going with a few of my friends.", ASK),  # once read as one traveller: "of my" hid the group
    ("with some of our cousins", ASK),
    ("my in-laws and I", ASK),
    ("We need a trip.", ASK),
    ("our family", ASK),
    ("2 or 3 of us", ASK),
    ("the whole family", ASK),
    ("me and some colleagues", ASK),
    ("I'm bringing the kids", ASK),
    ("me, my wife and our little ones", ASK),
    # corrected (stop 60, REQ12): was ASK; partners said with "our" of a party counted before them are one each
    # ("my sister and me plus our husbands": 4, the leftover issue 38 listed), so the three and their wives are 6
    ("2 colleagues and I with our wives", 6),
    # a count of people by a plain word for them (stop 54): the whole party, or with the speaker after it
    ("8 guys", 8),
    ("Our book club (7 ladies).", 7),
    ("4 college friends", 4),
    ("us 4 old buddies", 4),
    ("the 3 guys from work and me", 4),
    ("3 friends from college and I", 4),
    # corrected (REQ7, seventh request set): was ASK when no rule read "men"/"women"; two counts of the two sexes joined
    # are the party (4), still never read as 2
    ("2 men and 2 women", 4),
    ("we have 2 boys", ASK),  # boys may be children of a larger party
    # parties described, from the seventh request set (test_request_heldout_seventh.py)
    ("mum, dad and our three kids", 5),  # parents speaking of themselves, with "our"
    ("2 adults and 2 little ones", 4),
    ("me, the wife and the little ones (2 and 4)", 4),  # one per age in brackets
    ("me + 1", 2),
    ("two families of 4", 8),
    ("we're a couple with a baby", 3),
    ("me and my twin boys", 3),
    ("2 guys and 2 gals", 4),
    ("It'll be me, her and our friend Jess.", 3),
    ("my sister and her two boys (5 and 8) plus me", 4),
    # "what about" / "how about" propose a count; "about" alone is an estimate (stop 56)
    ("What about 4 people?", 4),
    ("how about 5 of us", 5),
    ("for about 4 people", ASK),
    # the eighth request set's parties (test_request_heldout_eighth.py)
    ("grandma, grandpa and our grandson (7)", 3),  # grandparents speaking of themselves, as "mum, dad and our kids"
    ("my grandma, grandpa and I", 3),  # with "my" they are companions
    ("3 mates", 3),
    ("me and 3 mates", 4),
    ("myself and my elderly mother", 2),
    ("me, my partner and our newborn", 3),
    ("2 moms and 3 kids", 5),
    ("me and my wife, the room must be ours alone", 2),  # "ours alone" owns the room: no party of one
    ("I'm travelling alone", 1),
    ("3 people, can we do it for about 2 grand?", 3),  # "for about 2 grand" is money, no bound on the party
    ("a couple of friends and me", ASK),  # "a couple of" is no exact number
    ("me & the mrs", 2),
    ("me and the other half", 2),
    ("a few mates", ASK),  # no number: asked (it was 1 assumed, as if no one were named)
]


def _outcome(text: str, sandbox) -> int | str:
    """The count read, ASK (the count is missing or a problem names it), or the other problem itself."""
    try:
        return parse_request(BASE + text, sandbox, people="ask").spec.people_number
    except QueryParseError as error:
        if "people_number" in error.missing or any("travellers" in p for p in error.problems):
            return ASK
        return "; ".join(error.problems + error.missing)


def test_the_party_is_counted_as_described(sandbox):
    tally: dict[str, list[str]] = {"read right": [], "asked as expected": [], "asked though clear": [], "wrong": []}
    for text, expected in CORPUS:
        got = _outcome(text, sandbox)
        if got == expected:
            tally["asked as expected" if expected == ASK else "read right"].append(text)
        elif got == ASK:
            tally["asked though clear"].append(text)
        else:
            tally["wrong"].append(f"{text!r}: {got} (expected {expected})")
    print({k: len(v) for k, v in tally.items()})
    assert len(CORPUS) >= 40
    assert tally["wrong"] == [] and tally["asked though clear"] == [], tally


def test_the_whole_party_said_again_after_a_comma_is_no_more_of_it(sandbox):
    # "2 people" after "2 adults," is the same party said as a total (it was added: 4); a total that disagrees is asked
    assert _outcome("2 adults, 2 people.", sandbox) == 2
    assert _outcome("1 adult, 2 people.", sandbox) == ASK
    assert _outcome("2 adults and 2 kids.", sandbox) == 4  # a group after "and" is more of the party
