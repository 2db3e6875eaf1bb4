"""Number words, the token patterns several readers share, and how a count is read exactly.

``NUM`` matches a count written in digits or in words ("three",
"twenty-one", "a dozen"). A digit token is taken whole ("1,000", "2.5",
"400 digits ..."), never its tail: a reader then gets the whole number or a
problem, never the "5" of "2.5" or the "000" of "1,000". ``read_count``
reads such a match exactly or says why it is no count (a sign before it, a
range, a fraction, a number over the reader's limit), naming the text.
(``KIDS``, the words for children, is in ``domain.text.words``: the house
rule reads it too.)

All patterns here are linear in the text: a digit token is matched
possessively and cannot start inside another number.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text

_UNIT_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TEN_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_DIGIT_WORDS = "one|two|three|four|five|six|seven|eight|nine"
NUMBER_WORDS: frozenset[str] = frozenset(_UNIT_WORDS) | frozenset(_TEN_WORDS) | {"dozen"}

# A digit token, whole: not inside another number (after a digit, "1." or "1,", "1/" or "10^"), with its separators
# and a glued exponent ("1e9"), so that a reader gets all of it (and refuses it) rather than the "1".
DIGITS = r"(?<![\d/^])(?<!\d[.,])\d++(?:[.,]\d++)*+(?:[eE][+-]?\d++)?"
NUM = (
    r"(?:" + DIGITS
    + r"|\b(?:" + "|".join(_TEN_WORDS) + r")(?:[\s-](?:" + _DIGIT_WORDS + r"))?\b"
    r"|\b(?:" + "|".join(sorted(_UNIT_WORDS, key=len, reverse=True)) + r")\b"
    r"|\b(?:half\s+)?a\s+dozen\b)"  # "half a dozen" is 6, never "a dozen" (12) read from its end
)
# A sign a cue word may stand before a number with ("for -3", "a group of minus two"): matched so that
# ``read_count`` sees it and refuses the count, instead of the pattern missing the number altogether.
SIGN = r"(?:[-+]|\b(?:minus|negative)\s+)?"
_PLAIN_DIGITS = lazy_compile(r"\d{1,6}")
_WHOLE = lazy_compile(r"\d++|\d{1,3}(?:,\d{3})++")  # a whole number in digits, plain or grouped by thousands
_MAX_SHOWN = 24  # characters of a number quoted in a message ("999999…" for a 400-digit run)


def num_value(token: str) -> int | None:
    """The count a ``NUM`` match stands for ("7", "twenty-one", "a dozen", "half a dozen"); None if it is not a plain
    whole number."""
    word = re.sub(r"[\s-]+", " ", token.strip().lower())
    if _PLAIN_DIGITS.fullmatch(word):
        return int(word)
    if word in ("a dozen", "dozen"):
        return 12
    if word == "half a dozen":
        return 6
    if word in _UNIT_WORDS:
        return _UNIT_WORDS[word]
    if word in _TEN_WORDS:
        return _TEN_WORDS[word]
    parts = word.split(" ")
    if len(parts) == 2 and parts[0] in _TEN_WORDS and parts[1] in _UNIT_WORDS:
        return _TEN_WORDS[parts[0]] + _UNIT_WORDS[parts[1]]
    return None


# What right before a number makes it no count: a sign ("-3", "minus two") or the start of a range ("2-3", "2 or 3").
_SIGN_BEFORE = lazy_compile(r"(?:(?<![\w)\]])-|\b(?:minus|negative)\s*-?\s*)$", re.IGNORECASE)
_RANGE_BEFORE = lazy_compile(
    r"(?<![\w.,])\d{1,3}(?:-|\s+(?:to|or)\s+)$|\b(?:" + "|".join(_UNIT_WORDS) + r")\s+(?:to|or)\s+$"
    r"|\bbetween\s+\w+\s+and\s+$",
    re.IGNORECASE,
)
# "3+ people": at least three ("a family of 3 + our dog" adds a pet: no bound, and no traveller; "our family of 3 +
# grandma" one of the family by name: the list's link, counted by the people reader, ``people_groups``)
_OPEN_AFTER = lazy_compile(r"\s*\+(?!\s*(?:(?:my|our|the|a|an|his|her|their)\s+)?(?:[a-z]+\s+)?(?:dogs?|cats?|pups?|puppy"
                           r"|puppies|kittens?|pets?|grandma|grandpa|granny|nana|grandmother|grandfather|mom|mum|dad|mother"
                           r"|father|baby|aunt|uncle|cousin|niece|nephew|sister|brother|me|myself)\b)", re.IGNORECASE)
# What right after makes it no whole count: more digits ("3 1/2", from "3½"), "and a half", a power ("10^2"), a
# magnitude or multiplier ("two hundred", "two dozen").
_PART_AFTER = lazy_compile(
    r"\s*(?:/\s*\d|\d|\^|\*\*)|\s+and\s+a\s+half\b|[\s-]*(?:hundred|thousand|million|billion|trillion|dozens?|score)\b",
    re.IGNORECASE,
)


def shown(text: str) -> str:
    """A number as quoted in a message, shortened when it is long ("99999999…" (400 digits))."""
    if len(text) <= _MAX_SHOWN:
        return repr(text)
    digits = sum(c.isdigit() for c in text)
    return f"{text[:_MAX_SHOWN]!r}… ({digits} digits)" if digits > _MAX_SHOWN else f"{text[:_MAX_SHOWN]!r}…"


def read_count(text: str, start: int, end: int, what: str, limit: int, shown_end: int | None = None) -> tuple[int | None, str | None]:
    """The count ``text[start:end]`` (a ``NUM`` match) stands for: ``(value, None)``, or ``(None, problem)``.

    The problem names ``what`` is being read ("the number of travellers") and
    the text up to ``shown_end`` (the reader's whole match, "-3 people"), for
    a negative number, a range, a number that is not whole, or one over
    ``limit``. Zero is returned as 0: whether it is allowed is the reader's call.
    """
    shown_end = max(end, shown_end or end)
    window = max(0, start - 24)
    sign = _SIGN_BEFORE.search(text, window, start)
    if sign:
        return None, f"{what} cannot be negative (read {shown(text[sign.start():shown_end])})"
    ranged = _RANGE_BEFORE.search(text, window, start)
    if ranged or _OPEN_AFTER.match(text, end):
        first = ranged.start() if ranged else start
        return None, f"{what} must be one number, not a range (read {shown(text[first:shown_end])})"
    part = _PART_AFTER.match(text, end)
    token = text[start:end]
    if part:
        return None, f"{what} must be a whole number of at most {limit} (read {shown(text[start:max(part.end(), shown_end)])})"
    if not _WHOLE.fullmatch(token) and num_value(token) is None:
        return None, f"{what} must be a whole number (read {shown(text[start:shown_end])})"
    value = num_value(token)
    if value is None or value > limit:  # None: over six digits, or "1,000" (grouped: more than any limit here)
        return None, f"{what} must be at most {limit} (read {shown(text[start:shown_end])})"
    return value, None


# A quantity no count can be read from ("half a", "1/2", "10^2", "a hundred", "XII", "dozens of"): before a word
# for people, days or cities it makes the request unreadable, never a count read from part of it or not at all.
ODD_QUANTITY = (
    # a fraction's slash has a space on one side at most: "2022 / 2 people" is two items of a list, "1/2 person" a half
    r"(?:\bhalf(?:\s+an?)?|\b(?:an?|one)\s+(?:half|third|quarter)(?:\s+of\s+an?)?|\d+(?:/\s?|\s/|\s*(?:\^|\*\*|\*|x)\s*)\d+"
    r"|\ban?\s+(?:hundred|thousand|million|billion)|\b(?:hundreds|thousands|millions|dozens|scores)\s+of|\b(?-i:[IVXLC]{2,}|IV|IX|V|X)"
    r"|\d+(?:\.\d+)?\s*(?:e|E)\s*[+-]?\d+|(?:\d+|\b(?:" + "|".join(_UNIT_WORDS) + r"))\s+dozens?)"
)


# An amount of money in words ("two hundred bucks", "a hundred and twenty dollars", "thirty-five dollars"): the
# wishes' readers (a price per night, a meal's cost) read amounts in digits, so ``spelled_amounts`` writes these so.
_MAGNITUDES = {"hundred": 100, "thousand": 1000}
_AMOUNT_WORD = r"(?:" + "|".join(sorted([*_UNIT_WORDS, *_TEN_WORDS, *_MAGNITUDES], key=len, reverse=True)) + r")"
# ... with its unit of money, or with none before a unit of a price ("below one hundred fifty a night", "forty per head")
# "two and a half thousand": a half before a magnitude is one more part of the amount
_HALF_BEFORE_MAGNITUDE = r"|\s+and\s+a\s+half(?=\s+(?:hundred|thousand|grand)\b)"
_SPELLED_AMOUNT = lazy_compile(
    rf"\b(?:an?\s+(?=(?:hundred|thousand)\b))?{_AMOUNT_WORD}(?:(?:[\s-]+|\s+and\s+){_AMOUNT_WORD}{_HALF_BEFORE_MAGNITUDE})*+"
    # (who pays may stand between: "fifty each per night", "sixty for the two of us per meal")
    r"(?:\s+(?:dollars?|bucks|usd)\b|(?=\s*(?:(?:each|pp|for\s+(?:the\s+)?(?:both|two|three|four|five|six|all)(?:\s+of\s+us)?)\s+)?"
    r"(?:/|a|an|per|each)\s*(?:night|nite|head|person|meal)\b)"
    r"|(?P<each>(?=\s+(?:each|apiece)\b))"  # "meals around thirty each" (with a meal's or a stay's word before)
    # ... or its bound after it ("meals should be twenty-five or under"), a meal's or a stay's word before it too
    r"|(?P<bound>(?=\s+(?:or\s+(?:less|under|below|lower|cheaper)|max(?:imum)?|tops|at\s+(?:the\s+)?most)\b)))",
    re.IGNORECASE,
)
_PRICED_BEFORE = lazy_compile(r"\b(?:meals?|food|dinners?|lunch(?:es)?|breakfasts?|restaurants?|eat\w*|nights?|nites?"
                              r"|rooms?|hotels?|stays?|lodging)\b[^.,;!?]{0,20}$", re.IGNORECASE)
# ... and the low end of a range whose high end is one ("ten to fifteen bucks", "twenty-thirty dollars"), once that is
# written in digits
_RANGE_LOW_WORDS = lazy_compile(rf"\b{_AMOUNT_WORD}(?:[\s-]+{_AMOUNT_WORD})*(?=\s*(?:-|–|\bto\b)\s*\$\d)",
                                re.IGNORECASE)
_FOR_BEFORE = lazy_compile(r"\bfor\s+$", re.IGNORECASE)  # "meals for two max": whom the meal is for
_MONEY_WORD = lazy_compile(r"\s+(?:dollars?|bucks|usd)$", re.IGNORECASE)
# Right before amount words, what makes them the end of a range ("two or three hundred dollars", "1-2 thousand bucks").
_RANGE_BEFORE_WORDS = lazy_compile(r"(?:\d|\b" + _AMOUNT_WORD + r")\s*(?:-|\bor\b|\bto\b)\s*$", re.IGNORECASE)
# ... and a note in slang: "under a tenner" is under $10, "a fiver" $5
_NOTES = {"tenner": 10, "fiver": 5}
_NOTE = lazy_compile(r"\ba\s+(?P<note>tenner|fiver)\b", re.IGNORECASE)


def spelled_value(words: str) -> int | None:
    """The whole number an English amount in words stands for ("a hundred and twenty" is 120, "two thousand five
    hundred" 2500, "two and a half thousand" 2500); None when the words are no one number ("twenty thirty", "hundred
    hundred", "two and a half"). A digit's word before tens is said as hundreds, as prices are ("two fifty" is 250,
    "one twenty five" 125)."""
    said = [w for w in re.findall(r"[a-z]+", words.lower()) if w not in ("a", "an", "and")]
    if (len(said) in (2, 3) and 1 <= _UNIT_WORDS.get(said[0], 0) <= 9
            and (said[1] in _TEN_WORDS or 10 <= _UNIT_WORDS.get(said[1], 0) <= 19)
            and (len(said) == 2 or (said[1] in _TEN_WORDS and 1 <= _UNIT_WORDS.get(said[2], 0) <= 9))):
        return _UNIT_WORDS[said[0]] * 100 + sum(_TEN_WORDS.get(w, _UNIT_WORDS.get(w, 0)) for w in said[1:])
    total = current = 0
    last = None  # the kind of the word before: "unit", "ten", "half", "hundred", "thousand"
    for word in re.findall(r"[a-z]+", words.lower()):
        if word in ("a", "an", "and"):
            continue
        if word in _UNIT_WORDS:
            if last in ("unit", "ten") and not (last == "ten" and _UNIT_WORDS[word] < 10):
                return None
            current += _UNIT_WORDS[word]
            last = "unit"
        elif word in _TEN_WORDS:
            if last in ("unit", "ten"):
                return None
            current += _TEN_WORDS[word]
            last = "ten"
        elif word == "half" and last == "unit":  # only before a magnitude: "two and a half" alone is no whole number
            last = "half"
        elif word == "hundred" and last != "hundred" and current < 100:
            current = max(current, 1) * 100 + (50 if last == "half" else 0)
            last = "hundred"
        elif word == "thousand" and last != "thousand" and total == 0:
            total, current = max(current, 1) * 1000 + (500 if last == "half" else 0), 0
            last = "thousand"
        else:
            return None
    return total + current if last not in (None, "half") else None


def _magnitude_first(words: str) -> bool:
    """Whether amount words start with a bare magnitude ("hundred dollars" of "a few hundred dollars"): no amount."""
    return re.match(r"(?:hundred|thousand|grand)\b", words, re.IGNORECASE) is not None


@per_text
def spelled_amounts(text: str, strict: bool = False) -> str:
    """The text with each amount of money in words ("a hundred and twenty dollars", "two hundred bucks") written as
    "$120", padded with spaces before it: same length, so every position reads as before. Linear in the text; words
    that are no one number stay as they are. ``strict`` (the budget's reading) also leaves "a few hundred dollars" (no
    number: the wishes' readers take it as $100) and "two or three hundred dollars" (a range) as they are."""
    def digits(m: re.Match[str]) -> str:
        value = spelled_value(_MONEY_WORD.sub("", m.group(0)))
        vague = strict and (_magnitude_first(m.group(0)) or _RANGE_BEFORE_WORDS.search(text, max(0, m.start() - 24), m.start()))
        if ((m.group("each") is not None or m.group("bound") is not None)
                and not _PRICED_BEFORE.search(text, max(0, m.start() - 40), m.start())):
            return m.group(0)  # "we split the bill, thirty each", "sights: three max": no price of a meal or a night
        if m.group("bound") is not None and (_FOR_BEFORE.search(text, max(0, m.start() - 8), m.start()) or (value or 0) < 5):
            return m.group(0)  # "meals for two max", "rooms for four max": a party's count, no price
        return m.group(0) if value is None or vague else f"${value}".rjust(len(m.group(0)))

    def low(m: re.Match[str]) -> str:
        value = spelled_value(m.group(0))
        return m.group(0) if value is None else f"${value}".rjust(len(m.group(0)))

    def note(m: re.Match[str]) -> str:
        return f"${_NOTES[m.group('note').lower()]}".rjust(len(m.group(0)))
    return _NOTE.sub(note, _RANGE_LOW_WORDS.sub(low, _SPELLED_AMOUNT.sub(digits, text)))


# A budget in words with no unit of money: "three grand", "about a grand", "a grand each", "twelve hundred total",
# "a budget of four thousand" (a magnitude or "grand" ends it, and a budget's word stands beside it). Only the budget's
# reader reads these (``money.read_budget``): "three grand" is no price of a wish.
# ... a tenth said with "point" too ("two point two grand", "three point five thousand": 2200, 3500)
_DIGIT_WORD = r"(?:zero|one|two|three|four|five|six|seven|eight|nine)"
_BUDGET_WORDS = lazy_compile(
    rf"\b(?P<whole>{_DIGIT_WORD})\s+point\s+(?P<tenth>{_DIGIT_WORD})\s+(?:grand|thousand)\b"
    rf"|\b(?:an?\s+(?=(?:hundred|thousand|grand)\b))?(?:{_AMOUNT_WORD}(?:(?:[\s-]+|\s+and\s+){_AMOUNT_WORD}{_HALF_BEFORE_MAGNITUDE})*+"
    r"(?:\s+grand\b(?:\s+and\s+a\s+half\b)?)?|grand\b(?:\s+and\s+a\s+half\b)?)",  # "a grand and a half": 1500
    re.IGNORECASE,
)
_AND_A_HALF = lazy_compile(r"\s+and\s+a\s+half$", re.IGNORECASE)
# The whole of it said after an amount ("$1,800 all in", "twenty-one hundred all told"): the trip's total, one home for
# the readers of the budget
ALL_IN = r"all[\s-]+in|all\s+told"
_CUE_WORDS = (r"(?:in\s+)?total\b|each\b|apiece\b|pp\b|(?:per|an?)\s+(?:person|head|day)\b|max\b|tops\b"
              rf"|(?:{ALL_IN})\b|overall\b|altogether\b|to\s+spend\b|for\s+(?:the|this|our|my|both|all|everything|everyone|us)\b"
              r"|between\s+(?:us|(?:the\s+|all\s+)?\w+\s+of\s+us)\b"  # "nine and a half grand between us"
              # "two grand for 2 people": the total for the party
              r"|for\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:people|persons|ppl|adults|travell?ers"
              r"|of\s+us)\b")
_BUDGET_CUE_AFTER = lazy_compile(rf"\s*(?:{_CUE_WORDS})", re.IGNORECASE)
_GRAND_CUE_AFTER = lazy_compile(rf"\s*(?:$|[.,;:!?)]|{_CUE_WORDS})", re.IGNORECASE)  # "about a grand.": "grand" is money
# ... and the words of a cap ("at most fifteen hundred", "no more than nine hundred", "tops eight hundred", "can't spend
# more than fourteen hundred")
_BUDGET_CUE_BEFORE = lazy_compile(
    # ... or the budget moved to it ("lower the budget to fifteen hundred"), or the trip done for it ("can we do it
    # for two thousand instead")
    r"\b(?:budget(?:\s+(?:of|is|at|(?:down\s+|up\s+|back\s+)?to)|['’]s)?|(?:do|make)\s+(?:it|this|that|the\s+(?:trip|whole\s+thing))"
    r"\s+(?:for|on)|spend|afford|have|got|up\s+to|under|max(?:imum)?(?:\s+of)?|about|around|roughly|maybe|only"
    r"|like|approx(?:imately)?|at\s+most|tops|(?:no|not)\s+more\s+than|less\s+than|not\s+(?:over|above)"
    r"|(?:can'?t|cannot|won'?t|don'?t\s+want\s+to)\s+(?:go|spend|pay)\s+(?:over|more\s+than|above))\s*:?\s*$",
    re.IGNORECASE)


# A count of something else after the words ("at most a thousand steps", "under two hundred people"): no money. (A
# distance stays money to this reader, as before: "under two hundred miles of driving" is then named as money for a
# part of the trip, or refused beside a budget, never dropped.)
_COUNTED_AFTER = lazy_compile(r"[\s-]*(?:feet|ft|met(?:er|re)s?|steps|people|persons|guests|calories|reviews|stars|hours"
                              r"|minutes|years|pounds|lbs)\b", re.IGNORECASE)


def _budget_value(m: re.Match[str], text: str) -> int | None:
    """The dollars a ``_BUDGET_WORDS`` match stands for in ``text``, or None when it is no one budget."""
    words = m.group(0)
    if m.group("whole"):  # "two point two grand": thousands and a tenth of one, cued as any budget in words
        cued = _GRAND_CUE_AFTER.match(text, m.end()) or _BUDGET_CUE_BEFORE.search(text, max(0, m.start() - 40), m.start())
        return _UNIT_WORDS[m.group("whole").lower()] * 1000 + _UNIT_WORDS[m.group("tenth").lower()] * 100 if cued else None
    half = _AND_A_HALF.search(words)  # "a grand and a half", "two grand and a half": half a thousand more
    if half:
        words = words[:half.start()]
    if words.lower().endswith("grand"):
        number = words[:-len("grand")]
        value = 1000 if re.fullmatch(r"\s*an?\s*", number, re.IGNORECASE) else spelled_value(f"{number} thousand")
        return None if value is None or not _GRAND_CUE_AFTER.match(text, m.end()) else value + (500 if half else 0)
    if not re.search(r"\b(?:hundred|thousand)\b", words, re.IGNORECASE):  # "two hundred fifty a day" has one too
        return None
    if _COUNTED_AFTER.match(text, m.end()):
        return None  # "at most a thousand steps": a count of something else
    cued = (_BUDGET_CUE_AFTER.match(text, m.end()) or _BUDGET_CUE_BEFORE.search(text, max(0, m.start() - 40), m.start())
            or (_ITEM_BEFORE.search(text, max(0, m.start() - 4), m.start()) and _ITEM_AFTER.match(text, m.end())))
    return spelled_value(words) if cued else None


# An amount in words standing as an item of the request, as a bare number does ("New Bern to Charlotte, March 2-4, 2
# people, fifteen hundred"): money's bare item reads it as the budget, said in a warning.
_ITEM_BEFORE = lazy_compile(r"(?:^|[,;:]|\.)\s*$")
_ITEM_AFTER = lazy_compile(r"\s*(?:[,;!?)]|\.(?:\s|$)|$)")


# A number in digits with a magnitude's word ("12 hundred dollars", "budget 2 thousand"): said as the amount's digits
_DIGITS_MAGNITUDE = lazy_compile(r"(?<![\d.,$])\$?\b([1-9]\d?)\s+(hundred|thousand)\b", re.IGNORECASE)
_MONEY_AFTER = lazy_compile(r"\s+(?:dollars?|bucks|usd)\b", re.IGNORECASE)


def _digits_magnitude(m: re.Match[str], text: str) -> str:
    """"12 hundred" as "$1200" (padded to its length) where money is meant as the words' amounts are
    (``_budget_value``'s cues, or a unit of money or a dollar sign with it); else as written ("2 thousand steps")."""
    value = int(m.group(1)) * (100 if m.group(2).lower() == "hundred" else 1000)
    money = m.group(0).startswith("$") or _MONEY_AFTER.match(text, m.end())
    cued = not _COUNTED_AFTER.match(text, m.end()) and (
        money or _BUDGET_CUE_AFTER.match(text, m.end()) or _BUDGET_CUE_BEFORE.search(text, max(0, m.start() - 40), m.start())
        or (_ITEM_BEFORE.search(text, max(0, m.start() - 4), m.start()) and _ITEM_AFTER.match(text, m.end())))
    return f"${value}".rjust(len(m.group(0))) if cued else m.group(0)


def budget_in_digits(text: str) -> str:
    """``spelled_amounts``, and a budget said in words with no unit of money written as "$3000" ("three grand", "a
    grand each", "twelve hundred total"), padded to the same length. Words that are no one number, start with a bare
    magnitude ("a few thousand"), end a range ("two or three grand") or have no budget's word beside them ("four
    thousand people", a year) stay as they are: the budget's reader then names them."""
    spelled = spelled_amounts(text, strict=True)
    text = _DIGITS_MAGNITUDE.sub(lambda m: _digits_magnitude(m, spelled), spelled)

    def digits(m: re.Match[str]) -> str:
        value = _budget_value(m, text)
        if value is None or _magnitude_first(m.group(0)) or _RANGE_BEFORE_WORDS.search(text, max(0, m.start() - 24), m.start()):
            return m.group(0)
        return f"${value}".rjust(len(m.group(0)))
    return _BUDGET_WORDS.sub(digits, text)
