"""The text every reader sees.

``normalize`` runs once, at the start of parsing, so that all readers agree
on what a character is:

* Unicode compatibility forms are folded (NFKC): fullwidth digits and
  letters ("３ people"), ligatures, odd spaces;
* every dash and minus sign ("−3", "–3", "—", U+2010 ...) becomes "-", so a
  sign is never lost to a character the number patterns do not know;
* digits of other scripts ("٣") become ASCII digits, and invisible format
  characters (zero-width spaces, soft hyphens) are removed;
* a number symbol (category No: "½", "²", "①") is kept apart by spaces
  ("3½" is "3 1/2", never "31/2" or "3"), so it cannot silently join or
  vanish from the number before it; the fraction slash becomes "/";
* curly quotes become straight ones, and runs of white space one space; a line break before a label ("people: 2",
  "Destination - Denver", "- budget: $900") ends an item, as "; " does: "2022\npeople: 2" is no count of 2022; so
  does a line break before a bullet ("* 2 people", "• $1,400"), the bullet with it ("March 23 - 25\n* 2 people" is
  no "25 * 2" people; a bullet opening the text goes), and a numbered item's number in a list of two or more ("4.
  People: 2\n5. Budget: $1,000" is no "2 5" people), and every line break of a note of three short lines or more
  ("islip -> fayetteville\n20th-22nd march\n2 ppl": no route runs on into its dates);
* an at sign between spaces is "at" ("lunch @ the cafe"), a note's label of a wish loses its colon ("avoid: dodge
  city" is "avoid dodge city"), a list's label set off by a dash gets one ("sights - gatorland, seaworld" is "sights:
  gatorland, seaworld"), and a verdict said as a sentence of its own after a short
  sentence of a thing alone is that thing's ("Grand Island. Not for us." is "Grand Island, not for us.");
* "then" after a comparative is "than", as it is always meant ("no more then 2 sights a day", "nothing later then
  9pm"): same length, so every position reads as before; "b4" before a time is "before" ("no flights b4 7am");
  a "not" typed without its apostrophe is written with it ("dont", "cant", "shouldnt": "don't", "can't",
  "shouldn't"), so every reader's negation reads it, and "atleast" / "atmost" are two words;
* a comma written with no space after it between items ("march 11-13,2 people", "3/8-3/10,2 ppl", "1 person,600
  dollars") gets its space: after a day closing a range or a date ("-13", "/10") or a year ("2022,2 ppl") unless a
  group of three digits follows (a thousands group: "$800-1,200"), and after a word before a number. "1,5 people"
  stays one number (refused);
* a plus glued between words ("me+wife+3 kids") gets its spaces, so that no count reads as signed ("+3");
* an airplane or an arrow glyph between two words ("ATL ✈️ MCO", "Waco ➜ Austin") is a route's link, "->"; an arrow
  between two numbers ("March 2 → 4") is a range's "-".

(``SpanSet``, the position lookups the readers share, is in ``domain.text.spans``.)
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from himap_travel.domain.parsing.other_currencies import dollars_said_after
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile

_QUOTES = {"\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
           "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"'}
_SLASHES = {"\u2044": "/", "\u2215": "/"}
_NON_ASCII = lazy_compile(r"[^\x00-\x7f]")
_SPACES = lazy_compile(r"\s+")
# A line break before a label of a form's line ("to: Denver", "Who - me and my wife", "- budget: $900")
# (a match starts where white space starts and takes all of it: a long run of white space is tried once, not once
# per character to the run's end, 8.6 s of CPU for 20,000 line breaks before)
_BULLET_LINE = lazy_compile(r"(?:^\s*+|(?<!\s)[^\S\n]*+\n\s*+)[-*+\u2022\u25aa\u25e6\u2023\u2043](?=\s)")  # (the same care)
# A numbered item's number at a line's start ("1. Start: Denver\n2. End: Boston"), in a list of two or more: a bullet
_NUMBERED_LINE = lazy_compile(r"(?:^\s*+|(?<!\s)[^\S\n]*+\n\s*+)\d{1,2}[.)](?=[^\S\n]+[A-Za-z])")
# ... or a numbered item's number inside a line ("1. nashville 2. no red eyes", "1) pets ok 2) under $150 a night"):
# one of a run counting up from 1 on one line, two or more, each after a space and before a word
_NUMBERED_INLINE = lazy_compile(r"(?<!\S)(?P<n>[1-9])[.)](?=[^\S\n]+[A-Za-z])")
# A note of short lines, each an item ("islip -> fayetteville\n20th-22nd march\n2 ppl\nbudget 1k"): three lines or more,
# none longer than ``_SHORT_LINE``, their breaks items' ends as bullets' are (a sentence wrapped over lines is longer)
_LINE_BREAK = lazy_compile(r"[^\S\n]*+\n\s*+")
_SHORT_LINE = 40
_LABEL_LINE = lazy_compile(r"(?<!\s)[^\S\n]*+\n\s*+(?=(?:[-*]\s*)?[A-Za-z][A-Za-z# ]{0,24}?(?:\s*:|\s+-)\s)")


@lru_cache(maxsize=4096)
def _number_symbol(char: str) -> str:
    """A number symbol ("½", "²") spelled out and kept apart: " 1/2 "; any other character unchanged."""
    if unicodedata.category(char) != "No":
        return char
    return " " + unicodedata.normalize("NFKC", char).translate(str.maketrans("".join(_SLASHES), "".join(_SLASHES.values()))) + " "


@lru_cache(maxsize=4096)
def _plain(char: str) -> str:
    """The ASCII stand-in of one non-ASCII character after NFKC, where it has one that matters to the readers."""
    if char in _QUOTES:
        return _QUOTES[char]
    if char in _SLASHES:
        return _SLASHES[char]
    category = unicodedata.category(char)
    if category == "Pd" or char == "\u2212":  # dashes and the minus sign
        return "-"
    if category == "Nd":
        return str(unicodedata.decimal(char))
    if category == "Cf":  # zero-width spaces and joiners, soft hyphens, byte-order marks
        return ""
    if category.startswith("Z"):
        return " "
    return char


def _item_break(bullet: re.Match[str]) -> str:
    """What a bullet becomes: an item's end ("; "), or nothing where it opens the text."""
    return "; " if bullet.start() else ""


def _numbers_inline_dropped(line: str) -> str:
    """The line with the numbers of a numbered list written inside it made items' ends as bullets' are: the markers
    counting 1, 2, 3 ... in order (two or more; any other "2." is left as it is: "a table for 2. we ...")."""
    run: list[re.Match[str]] = []
    for marker in _NUMBERED_INLINE.finditer(line):
        if int(marker.group("n")) == len(run) + 1:
            run.append(marker)
    if len(run) < 2:
        return line
    for marker in reversed(run):
        head, tail = line[:marker.start()].rstrip(), line[marker.end():].lstrip()
        line = f"{head}{'' if not head else ' ' if head[-1] in '.,;:!?' else '; '}{tail}"
    return line


# A comparative before "then": the "than" of a typo ("no more then 2 sights a day")
_THEN = lazy_compile(r"\b(?:more|less|fewer|longer|shorter|later|earlier|cheaper|pricier|higher|lower|better|worse|rather"
                     r"|other|bigger|smaller|greater|further|farther|sooner|costlier)\s+th(?P<e>e)n\b", re.IGNORECASE)


# A comma glued between two items (the module docstring): after a range's or a date's day, or a word, before a number
_GLUED_COMMA = lazy_compile(r"(?:(?<=[-/]\d)|(?<=[-/]\d\d)|(?<=(?<![\d.])\d{4})),(?=\d)(?!\d{3}(?!\d))|(?<=[A-Za-z]),(?=\d)")
_GLUED_PLUS = lazy_compile(r"(?<=[A-Za-z])\+(?=[A-Za-z0-9])")
# An airplane (with its emoji selector) between two words: "ATL ✈️ MCO", "nyc✈la"; or an arrow glyph other than "→"
# (which the readers know): "Charlotte ➜ Green Bay", "Tulsa ➡️ Reno", "Waco ⇒ Austin"
_PLANE_LINK = lazy_compile(r"(?<=[A-Za-z0-9.])[^\S\n]*[\u2708\u21d2\u2794\u279c-\u279e\u27a1\u27f6]\ufe0f?[^\S\n]*"
                           r"(?=[A-Za-z0-9])")


# "b4" written for "before" before a time ("no flights b4 7am", "back b4 noon")
_B4 = lazy_compile(r"\bb4(?=\s+(?:\d|(?:noon|midnight|dark|sunset|sunrise|dinner|lunch|breakfast)\b))", re.IGNORECASE)
# "frm" written for "from" before a word ("frm harrisburg to wilmingtn": a route's origin cue, so a misspelt place after
# it is asked about with its close matches; English has no word "frm", and the speller leaves words of three letters)
_FRM = lazy_compile(r"\bfrm(?=\s+[A-Za-z])", re.IGNORECASE)
# "atleast" / "atmost" typed as one word ("atleast 3 attractions per day"): two, as every bound's reader reads them
_JOINED_BOUND = lazy_compile(r"\bat(?=(?:least|most)\b)", re.IGNORECASE)
# A "not" typed without its apostrophe ("dont put us in knoxville", "we cant do early flights"): written "don't", so
# every reader's "don't" reads it (a reader that knew only "don't" read "dont take us to knoxville" as a wish to go)
_BARE_NOT = lazy_compile(r"\b(?:do|does|did|wo|would|ca|could|should|is|are|was|were|have|has|must)n(?=t\b)", re.IGNORECASE)


# An at sign standing alone between words is "at" ("lunch @ the flying saucer cafe"); an address's ("a@b.com") is kept
_AT_SIGN = lazy_compile(r"(?<= )@(?= )")


# A note's label of a wish, its colon before the value ("avoid: dodge city", "pace: slow", "hotel rating: 3 or better",
# "flights: 5 hrs max"): the words the value goes on from, as unlabelled ("avoid dodge city"); a flight's label only
# before a number ("flights: none" keeps its colon)
_WISH_LABEL = lazy_compile(r"\b(?P<label>avoid|skip|exclude|pace|(?:restaurants?|food|eateries|hotels?|stays?|lodging"
                           r"|accommodations?)\s+ratings?|flights?(?=\s*:\s*\d))\s*:\s+(?=[\w$])", re.IGNORECASE)


# A list's label set off by a dash ("sights - gatorland, seaworld", "must see - the zoo"): its colon, as a list's
# readers know it (the dash was read as a range's, and the list's first item was lost)
_DASHED_LABEL = lazy_compile(r"(?:^|(?<=[.;!?,]\s)|(?<=\n))(?P<label>(?:must[\s-]sees?|sights(?:\s+to\s+see)?|attractions"
                             r"|things\s+to\s+(?:see|do)|places\s+to\s+(?:see|visit)))\s*-\s+(?=[A-Za-z])", re.IGNORECASE)


# A verdict said as a sentence of its own after a short sentence of a thing alone ("Grand Island. Not for us.", "Indian
# food. None, thanks."): one clause, "Grand Island, not for us.", as every reader of a verdict after its thing knows it.
# The thing's sentence opens the text or follows a sentence's end, and holds no word of a subject ("We won't fly. No."
# stays two); its length is bounded, so each sentence's start is tried once.
_VERDICT_SENTENCE = lazy_compile(
    rf"(?:^|(?<=[.!?;]\s))(?P<thing>(?!(?:we|i|you|they|it|he|she|there|this|that)\b)[^\s.!?;][^.!?;\n]{{0,60}}?)\.\s+"
    rf"(?=(?:{negation.SENTENCE_VERDICT})(?:\s*,?\s*(?:thanks|thank\s+you|sorry|please|pls))?\s*(?:[.!]+(?:\s|$)|$))"
    r"(?P<first>[A-Za-z])",
    re.IGNORECASE)
_THING_WORDS_MOST = 6  # a sentence of a thing alone: a name, or a cuisine and its word


def _verdict_joined(sentence: re.Match[str]) -> str:
    """The thing's sentence and the verdict after it as one clause, when the thing's sentence is short (the verdict's
    capital dropped: a capital inside a sentence is a name's)."""
    thing = sentence.group("thing")
    if len(thing.split()) > _THING_WORDS_MOST:
        return sentence.group(0)
    return f"{thing}, {sentence.group('first').lower()}"


# An arrow between two numbers ("March 2 → 4", "3/8 -> 3/10"): a range's dash, as the date and money readers know it
_NUMBER_ARROW = lazy_compile(r"(?<=\d)[^\S\n]*(?:->|=>|\u2192|\u27f6)[^\S\n]*(?=\d)")


def normalize(text: str) -> str:
    """The text as every reader sees it (see the module docstring); linear in its length."""
    text = _NUMBER_ARROW.sub(" - ", _PLANE_LINK.sub(" -> ", text))
    text = _NON_ASCII.sub(lambda m: _number_symbol(m.group(0)), text)
    text = unicodedata.normalize("NFKC", text)
    text = _NON_ASCII.sub(lambda m: _plain(m.group(0)), text)
    text = _BULLET_LINE.sub(_item_break, _GLUED_PLUS.sub(" + ", _GLUED_COMMA.sub(", ", text)))
    if len(_NUMBERED_LINE.findall(text)) > 1:
        text = _NUMBERED_LINE.sub(_item_break, text)
    text = "\n".join(_numbers_inline_dropped(line) for line in text.split("\n"))
    lines = [line for line in text.strip().split("\n") if line.strip()]
    if len(lines) >= 3 and max(len(line.strip()) for line in lines) <= _SHORT_LINE:
        text = _LINE_BREAK.sub("; ", text.strip())
    text = _B4.sub("before", _SPACES.sub(" ", _LABEL_LINE.sub("; ", text)).strip())
    text = _JOINED_BOUND.sub(lambda m: m.group(0) + " ", _BARE_NOT.sub(lambda m: m.group(0) + "'", _FRM.sub("from", text)))
    text = _WISH_LABEL.sub(r"\g<label> ", _AT_SIGN.sub("at", dollars_said_after(_DASHED_LABEL.sub(r"\g<label>: ", text))))
    text = _VERDICT_SENTENCE.sub(_verdict_joined, text)
    return _THEN.sub(lambda m: text[m.start():m.start("e")] + ("a" if m.group("e") == "e" else "A") + text[m.end("e"):m.end()], text)
