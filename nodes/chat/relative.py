"""Changes by an amount ("add a day", "2 more friends are joining", "$300 less"): computed on the trip the thread holds.

The number in such a message is the change, not the new value: the rule parser alone would make "add 3 people" a trip
for 3. So the amount and its direction are read here, the new value computed from the trip's (``relative_edits``), and
the reply says what was done ("5 days now (was 3)"). A change that leaves no usable trip (no traveller, a budget of
nothing, a length the planner cannot plan) is refused with why and the nearest values it can plan; one that names no
amount ("friends are joining") asks for the new value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from himap_travel.domain.parsing import Reading
from himap_travel.domain.parsing.count_corrections import corrected_counts
from himap_travel.domain.parsing.numbers import NUM, num_value
from himap_travel.domain.parsing.party_words import COMPANION, group_size
from himap_travel.domain.parsing.people import a_part_only
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.counted_things import counts_things
from himap_travel.nodes.chat.date_edits import MOVED, SHIFT
from himap_travel.nodes.chat.take_back import SOMEONE_NOT_COMING
from himap_travel.state.trip import MAX_BUDGET, MAX_DAYS, MAX_PEOPLE

WHO = (r"(?:people|persons?|travell?ers?|friends?|guests?|adults?|kids?|child(?:ren)?|colleagues?|members?|passengers?"
       r"|companions?|co-?workers?|workmates|guys?|girls?|gals?|dudes?|ladies|lads?|buddies|pals?|mates?|of\s+(?:us|them)"
       r"|teen(?:ager)?s|toddlers|bab(?:y|ies)|sons|daughters|boys|grandkids|grandchildren|little\s+ones|kiddos|twins|triplets)")
# An edit that counts travellers relative to the trip ("add 3 people", "two more friends", "a friend dropped out").
RELATIVE_PEOPLE = lazy_compile(
    rf"\b(?:add|adding|plus|another|extra|additional|\w+\s+more|\w+\s+fewer|\w+\s+less|minus|bring|bringing|taking)\s+"
    rf"(?:\w+\s+){{0,2}}?{WHO}\b"
    r"(?![\s-]*friendly|['’])"  # "add kid-friendly restaurants", "bring the kids' toys" add no traveller
    rf"|(?<![\w$])\+\s*\d+\s*(?:more\s+)?{WHO}\b"
    rf"|(?<![\w$])(?:\d+|{NUM})\s+{WHO}\s+(?:too|as\s+well|also)\b"  # "2 kids too"
    rf"|(?<![\w$])(?:\d+|{NUM})\s+more\s+(?:are|is|['’]re|will\s+be)\s+(?:coming|joining)\b"  # "two more are coming"
    rf"|\b{WHO}\s+(?:\w+\s+){{0,2}}?(?:join|joins|joined|joining|(?:are|is|['’]re)\s+coming|coming\s+(?:too|along|as\s+well)"
    r"|drop(?:s|ped|ping)?\s+out"
    r"|bail(?:s|ed|ing)?(?:\s+out)?|(?:back|pull)(?:s|ed|ing)?\s+out|can'?t\s+make\s+it"
    r"|can't\s+come|cannot\s+come|won't\s+come|(?:are|is)\s+not\s+coming|aren't\s+coming"
    r"|(?:left|leave|leaving)\s+the\s+(?:trip|group))\b",  # "the kids left their toys at home" is no one leaving
    re.IGNORECASE,
)
# One person named by who they are to the traveller ("my husband can't come", "our friend is joining too", "one of the
# kids stays with grandma"): one traveller more or fewer; never after "and" ("my sister and her kid are joining" names
# two: asked), unless that "and" only opens the message ("oh and our 5 year old comes too").
_ONE_PERSON = (r"(?:husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|son|daughter|brother|sister|mom|mum|dad|mother|father"
               r"|grandma|grandpa|grandmother|grandfather|cousin|aunt|uncle|friend|colleague|roommate|buddy"
               r"|kid|child|baby|toddler|teen|teenager|nephew|niece|grandson|granddaughter|newborn|infant"
               r"|\d{1,2}[\s-]*(?:(?:year|yr)s?[\s-]*old|yo\b|y/o|y\.o\.))")
_KIN_AS_NAME = r"(?:grandma|grandpa|granny|nana|grandad|granddad|mom|mum|dad)"
_NAMED_PERSON = lazy_compile(
    rf"\bone\s+of\s+(?:the|our|my)\s+(?:kids|children|friends|boys|girls|sons|daughters|guys|colleagues|co-?workers|new\s+ones)\s+(?:\w+\s+){{0,2}}?"
    r"(?:stays?(?:\s+(?:home|behind))?|can'?t\s+come|isn'?t\s+coming|won'?t\s+come|drop(?:s|ped)\s+out"
    r"|bail(?:s|ed)(?:\s+out)?)\b"  # one fewer
    # (an age in brackets may follow: "my mom (70) is joining us"; "is coming" ends the clause or goes "with" the party)
    # (kin said as a name need no "my": "grandma is coming too")
    rf"|(?:(?<!\band\s)|(?<=^and\s)|(?<=\boh\sand\s))\b(?:(?:my|our)\s+{_ONE_PERSON}|{_KIN_AS_NAME})(?:['’]s)?"
    r"(?:\s*\(\s*\d{1,2}\s*\))?\s+"
    r"(?:\w+\s+){0,2}?(?:can'?t\s+(?:come|make\s+it)|cannot\s+(?:come|make\s+it)"
    r"|won'?t\s+(?:be\s+)?(?:come|coming|join\w*)|is(?:n't|\s+not)\s+coming|drop(?:s|ped)\s+out"
    r"|bail(?:s|ed)(?:\s+out)?|(?:back|pull)(?:s|ed)\s+out"  # ("my brother bailed", "my wife backed out")
    # ... said after "'s" ("dad's not coming anymore", "actually dad's staying home")
    r"|not\s+(?:coming|joining)|stay(?:s|ing)\s+(?:home|behind)"
    r"|(?:is\s+)?(?:join(?:s|ing)"
    r"|(?:coming|comes)\s+(?:too|along|as\s+well|with\s+(?:me|us)))|(?:is|['’]s)\s+coming(?:\s+after\s+all)?(?=\s*(?:[.!?,;]|$))"
    # one wishing to come along ("my sister wants in too", "my dad would like to join", "my cousin is tagging along")
    r"|(?:wants?|would\s+like)\s+(?:to\s+)?(?:in|come(?:\s+along)?|join(?:\s+us)?)|(?:is\s+)?tag(?:s|ging)?\s+along)\b"
    # one added by who they are ("add my sister", "bring my dad along too"): never "my wife and kids" (asked), nor what is
    # theirs ("add my friend's favourite restaurant")
    rf"|\b(?:add|adding|plus|bring|bringing|include|including)\s+(?:my|our)\s+{_ONE_PERSON}\b(?!['’]s|\s+and\b|[\s-]*friendly)"
    # one of the party no longer coming, said with "the" ("actually the toddler isn't coming", "the baby stays home")
    rf"|\bthe\s+{_ONE_PERSON}\s+(?:\w+\s+){{0,2}}?(?:can'?t\s+(?:come|make\s+it)|cannot\s+(?:come|make\s+it)"
    r"|won'?t\s+(?:be\s+)?(?:coming|joining)|is(?:n't|\s+not)\s+(?:coming|joining)|drop(?:s|ped)\s+out"
    r"|(?:is\s+)?stay(?:s|ing)\s+(?:home|behind))\b"
    # one said of again by a pronoun, after all ("she can come after all", "he can't make it after all")
    r"|\b(?:she|he)(?:'s|\s+is|\s+isn'?t|\s+can(?:'?t|not)?|\s+won'?t|\s+will)?\s+(?:come|coming|join\w*|make\s+it)\s+after\s+all\b"
    # one said of by a pronoun opening the message ("no, she isn't coming", "oh he can't make it", "she bailed, back to
    # 2"): one of the party the thread spoke of; never after other words ("good thing she's not coming" is talk of one who
    # never came)
    r"|^\W*(?:(?:no|nope|oh|ah|ugh|actually|sorry|wait|so|ok|okay|well|update|sadly|unfortunately)\b[,.!\s]*)*"
    + SOMEONE_NOT_COMING.pattern +
    # one added by a message that only names them after "and" ("and her boyfriend Tom", "oh and the 12 year old's
    # friend Max", "plus my cousin too"): one more, by who they are to one of the party
    # (a baby or a child said with "the" and its age: "oh and the baby, she's 1")
    rf"|^\W*(?:oh\s+|also\s+)?(?:and|plus|also)\s+(?:my|our|his|her|their|the\s+(?:[\w-]+\s+){{0,3}}?[\w-]+['’]s"
    r"|the(?=\s+(?:baby|newborn|infant|toddler)\b))\s+"
    rf"(?:[a-z]+\s+)?{_ONE_PERSON}(?:\s+[a-z]+)?(?:\s+(?:too|as\s+well|also))?"
    r"(?:\W+(?:she|he)(?:['’]s|\s+is)\s+\d{1,2}(?:\s+(?:months?|years?|yrs?)(?:\s+old)?)?)?\W*$",
    re.IGNORECASE,
)
# Two people named as a pair of kin ("my parents are coming too", "the in-laws want in", "adding my grandparents"):
# two travellers more or fewer
# compiled at import: a match's ``.re`` is compared with it (a lazy pattern is not its compiled one)
_PAIR = re.compile(
    r"\b(?:(?:my|our|the)\s+(?:parents|grandparents|in-?laws|folks)\s+(?:\w+\s+){0,2}?"
    r"(?:(?:are\s+)?(?:coming|joining)|come|join|want\s+(?:in|to\s+come|to\s+join)|can'?t\s+(?:come|make\s+it)"
    r"|(?:are|'re)\s+not\s+coming|aren'?t\s+coming|won'?t\s+(?:come|be\s+coming)|drop(?:ped)?\s+out)"
    r"|(?:add|adding|bring|bringing|plus)\s+(?:my|our)\s+(?:parents|grandparents|in-?laws|folks))\b", re.IGNORECASE)
# One of kin and who comes with them, listed ("my sister and her 2 kids are coming too", "my brother and his wife are
# joining", "our son and his friend can't come"): each named one a traveller, and the count said of the others theirs
# (compiled at import, as ``_PAIR``); "my wife and kids" counts none of the kids, so it is still asked
_KIN_AND = re.compile(
    rf"\b(?:my|our)\s+{_ONE_PERSON}\s+(?:and|&|plus|with)\s+(?:(?:his|her|their)\s+)?"
    rf"(?:(?P<n>\d{{1,2}}|{NUM})\s+{WHO}|{_ONE_PERSON})\s+(?:\w+\s+)?"
    r"(?:(?:are|'re)\s+(?:coming|joining)|(?:will|'ll)\s+(?:come|join)|want\s+(?:in|to\s+come|to\s+join)"
    r"|(?:are\s+)?tagging\s+along|(?:coming|come)\s+(?:too|along|as\s+well)|can'?t\s+(?:come|make\s+it)"
    r"|(?:are|'re)\s+not\s+coming|aren'?t\s+coming|won'?t\s+(?:come|be\s+coming))\b", re.IGNORECASE)
# ... or said coming with them ("my sister is coming with her 2 kids", "my brother's joining us with his wife"): the
# same count
_KIN_WITH = re.compile(
    rf"\b(?:my|our)\s+{_ONE_PERSON}\s+(?:is|'s)\s+(?:coming|joining)(?:\s+(?:us|too|along|as\s+well))?\s+with\s+"
    rf"(?:(?:his|her|their)\s+)?(?:(?P<n>\d{{1,2}}|{NUM})\s+{WHO}|{_ONE_PERSON}|(?P<several>kids|children|boys|girls))\b",
    re.IGNORECASE)  # ("with her kids (5 and 7)": as many as the ages said after them)
_KIN = (_KIN_AND, _KIN_WITH)
# The reader's word on such a list, which the change settles: it names them without saying they travel
_NAMED_UNCLEAR = "are named, but not whether you travel with them"
# Words that make a stated count the new total ("we will be 4 people in total"), not a change.
# A count said alone beside a change of the party ("sorry no, 4. my brother can't come", "3 then, she bailed"): the
# travellers in all, the change only its reason.
_BARE_TOTAL = lazy_compile(r"(?:^|[,.;!?]\s*)(?:(?:no|nope|sorry|so|ok|okay|actually|wait|just|only|make\s+it"
                           r"|(?:back|down)\s+to)\b[,\s]*)*"
                           r"(\d{1,2})(?:\s+(?:then|now))*\s*(?=[.,;!?]|$|with\b)", re.IGNORECASE)  # ("so 4 with my dad too")
# ("were 4 now": "we're" typed without its apostrophe)
# ... or the party set to a count ("can we make it 3 people, my sister is coming too": 3, never 3 more; "all up" is
# Australian for "in all": "the kids are coming now, four of us all up")
_TOTAL_PEOPLE = lazy_compile(r"\b(?:in\s+all|in\s+total|altogether|all\s+together|all\s+up|total|we\s+are|we're|we\s+will\s+be|we'll\s+be"
                             r"|were(?=\s+\d{1,2}\b)"
                             r"|(?:make|change|set)\s+(?:it|that|this|the\s+trip)\s+(?:to\s+|for\s+)?(?=\d{1,2}\s+(?:people|persons"
                             r"|ppl|travell?ers|adults|guests|of\s+us)\b))",
                             re.IGNORECASE)
# A count said as the whole party beside the people it is made of ("2 friends plus their gf so 4 total", "me, my sister
# and her 2 kids, 4 in all"): that count, never the first group's
_COUNT_IN_ALL = lazy_compile(r"(?<![\w$.,])(\d{1,2})\s+(?:(?:people|persons|travell?ers|of\s+us)\s+)?"
                             r"(?:in\s+total|total|in\s+all|altogether|all\s+together|all\s+up)\b", re.IGNORECASE)
# A share said in words or signs ("20%", "10 percent", "15 per cent", "5 pct")
_PERCENT = r"\s*(?:%|percent\b|per\s+cent\b|pct\b)"
_THE_BUDGET_WORD = r"budget"
# A budget changed by an amount ("increase the budget by $500", "$300 more", "add another $1,000").
RELATIVE_BUDGET = lazy_compile(
    r"\badd\b[^.;!?$]{0,40}?\band\s+(?:another\s+|an?\s+extra\s+)?\$\s*\d[\d,.]*(?:\s*k\b)?"  # "add a person and $400"
    r"|(?:\b(?:increase|raise|bump|boost|up|add|cut|reduce|lower|decrease|drop|trim|shrink)\w*\b[^.;!?]{0,40}?\bby\b"
    # "budget up 20%", "the budget down $300": the budget said right before its way
    r"|\bbudget\s+(?:up|down)\s+(?:by\s+)?"
    # "increase budget 10 per cent", "lower our budget $200": the way, then the budget, then the amount
    r"|\b(?:increase|raise|bump|boost|cut|reduce|lower|decrease|trim)\w*\s+(?:the\s+|our\s+|my\s+)?budget\s+(?:by\s+)?(?=\$?\d)"
    r"|\b(?:add|adding|another|extra|additional|plus|minus)\b|(?<![\w$])\+)\s*(?:US\s*)?\$?\s*\d[\d,.]*"
    rf"(?:\s*k\b|{_PERCENT}|\s*dollars?)?"
    r"|\$\s*\d[\d,.]*\s*k?\s*(?:more|less|extra|additional|on\s+top)\b"
    # "make the budget 20% bigger", "budget $300 lower": the budget, the amount, then its way
    rf"|\b{_THE_BUDGET_WORD}\s+(?:\w+\s+)?\$?\s*\d[\d,.]*(?:\s*k\b|{_PERCENT}|\s*dollars?)?\s*(?:bigger|higher|larger|smaller|lower)\b"
    # "can we spend 250 more", "1500 bucks extra": a bare amount with its way (``_of_budget`` keeps it to 100 or more)
    r"|(?<![\w$.,])\d[\d,.]*\s*k?\s*(?:dollars?\s+|bucks\s+)?(?:more|less|extra)\b(?!\s+(?:than|of)\b)"
    # "take 200 off"
    r"|\b(?:take|knock|shave|chop)\s+(?:another\s+)?\$?\s*\d[\d,.]*(?:\s*k\b)?\s*(?:dollars?\s+|bucks\s+)?off\b",
    re.IGNORECASE,
)
# A budget changed by a factor ("double the budget", "cut the budget in half", "halve our budget", "budget x2")
_THE_BUDGET = r"(?:the\s+|our\s+|my\s+)?budget"
BUDGET_FACTOR = lazy_compile(
    rf"\b(?P<times>double|triple|quadruple)\s+{_THE_BUDGET}\b|\b{_THE_BUDGET}\s+(?P<times2>doubled|tripled)\b"
    rf"|\b(?P<half>halve|halves|halving)\s+{_THE_BUDGET}\b|\b(?:cut|slash|split)\s+{_THE_BUDGET}\s+in\s+(?P<half2>half)\b"
    rf"|\b{_THE_BUDGET}\s+(?:[x×*]|times)\s*(?P<by>[234])\b", re.IGNORECASE)
_FACTORS = {"double": 2.0, "doubled": 2.0, "triple": 3.0, "tripled": 3.0, "quadruple": 4.0}


# A length changed by an amount ("add a day", "2 days longer", "one more night", "extend the trip by a week", "come back
# a day later"). The amount names the days themselves: "add a day trip to the aquarium", "add a dinner on one of the
# days", "we have 2 more days off" and "the extra night is fine" change no length.
_AMOUNT = rf"(?:a\s+couple(?:\s+of)?|{NUM}|an?|one|another)"
_UNIT = r"(?:days?|nights?|weeks?)\b(?![\s-]*trips?\b|\s+off\b)"
RELATIVE_DAYS = lazy_compile(
    rf"\b(?:add|adding|tack\s+on)\s+(?:on\s+)?{_AMOUNT}\s+(?:more\s+|extra\s+|additional\s+)?{_UNIT}"
    # "stay 5 days instead" is the length itself; "stay 2 more days", "stay a day", "stay on another night" add
    rf"|\b(?:stay|staying)\s+(?:on\s+)?(?:{_AMOUNT}\s+(?:more|extra|additional)\s+|(?:a|an|another)\s+){_UNIT}"
    rf"|\b(?:extend|lengthen|shorten|cut)\w*\b[^.;!?$]{{0,30}}?\bby\s+{_AMOUNT}\s+{_UNIT}"
    rf"|\b(?:cut|drop|remove|lose|take\s+off|(?:chop|knock|lop|shave)(?:\s+off)?)\s+{_AMOUNT}\s+{_UNIT}"
    r"|\b(?:cut|drop|remove|lose|skip|chop)\s+(?:off\s+)?the\s+(?:last|final)\s+(?:day|night)\b"  # "drop the last day": one
    r"|\badd\s+an?\s+(?:second|third|fourth|fifth|sixth|seventh|extra)\s+(?:day|night)\b"  # "add a third day": one more
    rf"|(?<!\bhave\s)(?<!\bgot\s)(?<![\w$]){_AMOUNT}\s+(?:more|fewer|less|extra|additional)\s+{_UNIT}"
    rf"|\b(?:another|an\s+extra|an\s+additional)\s+{_UNIT}(?![^.;!?]*\binstead\b)"  # "another day at X instead of Y": a swap
    rf"|(?<![\w$]){_AMOUNT}\s+(?:days?|nights?|weeks?)\s+(?:longer|shorter|less|fewer)\b"
    rf"|(?<![\w$])\+\s*{_AMOUNT}\s+(?:more\s+|extra\s+)?{_UNIT}"  # "+1 night", "+2 days": added
    # ... or ended so ("end it a day earlier", "finish a day early": the last day moved)
    r"|\b(?:(?:come|coming|get|getting|fly|flying|head|heading|go|going)\s+(?:back|home)|return\w*|end(?:s|ing)?"
    r"|finish(?:es|ing)?|wrap(?:s|ping)?\s+up)\b[^.;!?$]{0,20}?"
    r"\b(?:a|an|one|two|three|\d)\s+(?:days?|nights?|weeks?)\s+(?:later|earlier|sooner|early|late)\b",
    re.IGNORECASE,
)
# Travellers joining or leaving by their first names, in a message about nothing else ("jake and priya want in too",
# "ugh sam dropped out", "and priya's out too, so just 4 again"): one each
_FIRST = (r"(?!(?:we|they|he|she|i|you|it|everyone|everybody|someone|somebody|nobody|one|all|both|the|my|our|this|that"
          r"|what|who|where|which|how|when|why|there|here|everything|nothing|something|anything|let|lets"
          r"|two|three|four|five|six|seven|eight|nine|ten|couple|few|some|several|none|half|most|others?"
          r"|dogs?|cats?|pets?|pupp(?:y|ies)|kittens?|flights?|hotels?|plans?|bags?|luggage)\b)[a-z]+")
# compiled at import: a match's ``.re`` is compared with it (a lazy pattern is not its compiled one)
_BY_NAME = re.compile(
    rf"^\W*(?:(?:ugh|oh|and|also|so|but|ok|okay|welp|sadly)[\s,]+)*(?P<names>{_FIRST}(?:\s*,\s*{_FIRST})*"
    rf"(?:\s*,?\s*(?:and|&)\s+{_FIRST})?)\s*(?:(?:want|wants)\s+(?:in|to\s+(?:come|join))"
    r"|(?:is|are|['’]re)\s+(?:coming|joining)|['’]s\s+(?:in|out)"
    r"|join(?:s|ed|ing)?(?:\s+us)?|(?:will|can)\s+(?:come|join)|drop(?:s|ped)\s+out|bail(?:s|ed)"
    r"|can'?t\s+(?:come|make\s+it)|(?:isn'?t|aren'?t)\s+coming|won'?t\s+(?:come|be\s+coming))"
    r"(?:\s+(?:too|as\s+well|also|now|after\s+all))?(?=\s*(?:[,.;!]|$))", re.IGNORECASE)
# what the chat reads itself
PATTERNS = (RELATIVE_PEOPLE, _NAMED_PERSON, _PAIR, _KIN_AND, _KIN_WITH, _BY_NAME, _COUNT_IN_ALL, RELATIVE_BUDGET, BUDGET_FACTOR,
            RELATIVE_DAYS)

# Words that make a change a decrease; anything else adds.
_LESS = lazy_compile(r"\b(?:less|fewer|minus|cut|reduce|lower|decrease|drop|trim|shrink|smaller|shorten|shorter|earlier|early|sooner"
                     r"|out|off|left|bail\w*|down"
                     r"|leave|leaving|can'?t|cannot|won'?t|not|isn'?t|aren'?t|stays?|staying|behind)\b", re.IGNORECASE)
# ... for a length: "stay one more day" adds, though "stays" takes a traveller away in "one of the kids stays home".
_SHORTER = lazy_compile(r"\b(?:less|fewer|minus|cut|drop|remove|lose|take\s+off|skip|chop|knock|lop|shave|shorten\w*|shorter|earlier"
                        r"|early|sooner)\b",
                        re.IGNORECASE)
_COUPLE = lazy_compile(r"\ba\s+couple\b", re.IGNORECASE)
_ONE = lazy_compile(r"\b(?:a|an|another|extra|additional)\b", re.IGNORECASE)  # "another friend", "an extra night": one
_COUNT = lazy_compile(rf"(?<![\w$])({NUM})", re.IGNORECASE)
# The count right before a match that starts at its unit ("2 days longer", "a day shorter", "a friend dropped out").
_LEAD_COUNT = lazy_compile(rf"(?:(?<![\w$])({NUM})|\b(a|an|another))\s+(?:more\s+|extra\s+)?$", re.IGNORECASE)
_MONEY = lazy_compile(rf"(\d[\d,]*(?:\.\d+)?)\s*(k\b|{_PERCENT})?", re.IGNORECASE)
_DOLLARS = lazy_compile(r"\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?", re.IGNORECASE)
_LEAD = 12  # characters before a match that may hold its count ("2 days longer": the match starts at "days")


@dataclass
class Relative:
    """A message's changes by an amount: the reading with the computed values, what to say, and what cannot be done."""

    reading: Reading
    notes: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    # The trip field each change sets ("people_number", "budget", "date"), with the words that asked for it and its
    # note: an edit's "What changed" line for that field names the words, so the change is said once, not twice.
    causes: dict[str, tuple[str, str]] = field(default_factory=dict)
    # The reading's problems the change settles (the counts it reads as a change and its total)
    settled: list[str] = field(default_factory=list)
    # The words read as a count beside a change of the party ("back to 2" in "no, she isn't coming. back to 2"): the
    # clause is read, never named as a wish not understood
    read: list[str] = field(default_factory=list)

    def said(self, key: str, words: str, note: str) -> None:
        self.notes.append(note)
        self.causes[key] = (words, note)


def relative_edits(text: str, old: dict[str, Any], reading: Reading) -> Relative:
    """The people, the budget and the length a message changes by an amount, computed on ``old`` (the trip) and put in
    the reading as the new values; a field the message states outright ("we will be 4 in total", "March 17 to 20")
    is left to the reading."""
    result = Relative(reading)
    text = corrected_counts(text)[0]  # "add my mom, so 3. no wait, 4 with my dad too": the count said last
    _people(text, old, result)
    _budget(text, old, result)
    _days(text, old, result)
    return result


# A change named to take it back ("forget the extra person", "never mind the additional day", "scratch the extra $500"):
# no change by an amount (``understand`` takes the last change back).
_TAKEN_BACK = lazy_compile(r"\b(?:forget(?:\s+about)?|never\s*mind|nvm(?:\s+about)?|scratch|scrap|drop|cancel|skip|undo|no\s+need\s+for"
                           r"|ditch)\s+(?:the\s+|that\s+|this\s+|our\s+)?$", re.IGNORECASE)


def _taken_back(text: str, match: re.Match[str] | None) -> bool:
    """Whether the change matched is named after a word taking it back."""
    return match is not None and bool(_TAKEN_BACK.search(text[:match.start()]))


def _people(text: str, old: dict[str, Any], result: Relative) -> None:
    match = (_KIN_AND.search(text) or _KIN_WITH.search(text) or _NAMED_PERSON.search(text) or _PAIR.search(text)
             or RELATIVE_PEOPLE.search(text)
             or _BY_NAME.search(text) if old.get("people_number") else None)
    if match is None and old.get("people_number") and result.reading.people_number is not None \
            and (a_part_only(text) or counts_things(text)):
        # "one of us is allergic to seafood", "a couple of us smoke": some of the party, never its size
        result.reading = result.reading.model_copy(update={"people_number": None})
        return
    if _taken_back(text, match):  # "forget the extra 2 people": no count of its own either
        result.reading = result.reading.model_copy(update={"people_number": None})
        return
    party_said = match is not None or result.reading.people_number is not None or bool(COMPANION.search(text))
    counted = _COUNT_IN_ALL.search(text) if party_said and old.get("people_number") else None  # ("my cousin too")
    if counted is not None and 1 <= int(counted.group(1)) <= MAX_PEOPLE:  # "2 friends plus their gf so 4 total": 4
        result.reading = result.reading.model_copy(update={"people_number": int(counted.group(1))})
        return
    if match is None or (result.reading.people_number is not None and _TOTAL_PEOPLE.search(text)):
        return
    total = _BARE_TOTAL.search(text)
    if total is not None and 1 <= int(total.group(1)) <= MAX_PEOPLE:  # "sorry no, 4. my brother can't come": the total
        result.reading = result.reading.model_copy(update={"people_number": int(total.group(1))})
        result.read.append(total.group(0).strip(" ,.;!?"))
        return
    words, now = match.group(0), old["people_number"]
    amount = 1 if _NAMED_PERSON.fullmatch(words) else 2 if match.re is _PAIR \
        else _with_ages(text, match) if match.re is _KIN_WITH and match.group("several") \
        else 1 + (num_value(match.group("n")) or 0 if match.group("n") else 1) if match.re in _KIN \
        else _count(words, _lead(text, match)) or _ages_after(text, match) or _group_said(words)
    if match.re is _BY_NAME:  # "jake and priya want in too": as many as the names
        amount = len(re.split(r"\s*(?:,|\band\b|&)\s*(?:and\s+)?", match.group("names").strip()))
    result.reading = result.reading.model_copy(update={"people_number": None})  # the parser's count is the change's
    if amount is None:
        result.problems.append(f"{words!r}: say the total number of travellers (the trip is for {now} now)")
        return
    new = now - amount if _LESS.search(words) else now + amount
    if not 1 <= new <= MAX_PEOPLE:
        nearest = "1 person" if new < 1 else f"{MAX_PEOPLE} people"
        result.problems.append(f"{words!r} would make the trip for {new} people, but a trip needs at least 1 and at most "
                               f"{MAX_PEOPLE} travellers (it is for {_people_words(now)} now; the nearest I can plan is {nearest})")
        return
    ordinal = _ORDINAL_PERSON.search(words)
    said_total = ORDINALS.index(ordinal.group(1).lower()) + 2 if ordinal is not None else new
    if said_total != new:  # "add a third person" to 4 of you
        result.problems.append(f"{words!r}: one more makes {_people_words(new)}, not {said_total}: say the total number "
                               f"of travellers (the trip is for {_people_words(now)} now)")
        return
    result.reading = result.reading.model_copy(update={"people_number": new})
    result.settled += _agreeing(result.reading.problems, amount, new)
    result.settled += [p for p in result.reading.problems if match.re in _KIN and _NAMED_UNCLEAR in p]
    # the reader's refusal of an ordinal as a count ("add a third person": "a third" is no whole number) is settled too
    result.settled += [p for p in result.reading.problems if ordinal is not None and repr(ordinal.group(0)) in p]
    said = _counted(text, match)
    result.said("people_number", said, f"{said}: {_people_words(new)} now (was {now})")


# What else an amount of dollars may be said of: a change by a bare amount beside these is no budget's
_OTHER_MONEY = lazy_compile(r"\b(?:night\w*|hotels?|rooms?|stays?|meals?|food|restaurants?|dinner|lunch|breakfast"
                            r"|flights?|tickets?|per|each|a\s+head)\b", re.IGNORECASE)


def _of_budget(match: re.Match[str], text: str) -> bool:
    """Whether a change by an amount is the budget's: said in dollars or of the budget, or a bare amount of 100 or more
    (no count of the trip runs so high: "bump it up by 300") in a message naming no other thing priced."""
    if re.search(r"\$|budget|dollar", match.group(0), re.IGNORECASE):
        return True
    amount = _MONEY.search(match.group(0))
    thousands = amount is not None and (amount.group(2) or "").lower() == "k"
    big = amount is not None and (float(amount.group(1).replace(",", "")) >= 100 or thousands)
    return big and not _OTHER_MONEY.search(text)


def changes_budget(text: str) -> bool:
    """Whether ``text`` changes the budget by an amount or a factor ("$300 more", "spend 250 more", "double it")."""
    return BUDGET_FACTOR.search(text) is not None or any(_of_budget(m, text) for m in RELATIVE_BUDGET.finditer(text))


_COUNTS_CLASH = lazy_compile(r"^the numbers of travellers contradict each other: ([\d, ]+)$")


# One more person said by the count it makes ("add a third person", "a fifth traveller"): that count, checked.
ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ORDINAL_PERSON = lazy_compile(rf"\ban?\s+({'|'.join(ORDINALS)})\s+(?:person|adult|travell?er|guest|passenger)\b", re.IGNORECASE)


def _agreeing(problems: list[str], amount: int, new: int) -> list[str]:
    """The reading's clash of counts that are the change and the total it makes ("one person dropped out so just 2 of
    us" on a trip for 3: 1 and 2 agree), which the change reads as one; the parser counts those joining with the one
    speaking too ("bringing my sister so 3 of us" on a trip for 2: "me and my sister", 2, agrees with 3)."""
    def agrees(problem: str) -> bool:
        clash = _COUNTS_CLASH.match(problem)
        return clash is not None and {int(n) for n in clash.group(1).split(",")} <= {amount, amount + 1, new}
    return [p for p in problems if agrees(p)]


def _factor(match: re.Match[str]) -> float:
    """The factor a budget change by a factor names (``BUDGET_FACTOR``)."""
    if match.group("half") or match.group("half2"):
        return 0.5
    if match.group("by"):
        return float(match.group("by"))
    return _FACTORS[(match.group("times") or match.group("times2")).lower()]


def _budget_by_factor(text: str, old: dict[str, Any], result: Relative) -> bool:
    """"double the budget" on a $1,800 budget: $3,600, said so; False when the message names no factor."""
    match = BUDGET_FACTOR.search(text)
    if match is None or not old.get("budget") or _taken_back(text, match):
        return False
    now = float(old["budget"])
    new = round(now * _factor(match), 2)
    result.reading = result.reading.model_copy(update={"budget": new, "budget_unit": None})
    words = match.group(0)
    result.said("budget", words, f"{words}: a budget of ${new:,.0f} now (was ${now:,.0f})")
    return True


def _budget(text: str, old: dict[str, Any], result: Relative) -> None:
    if _budget_by_factor(text, old, result):
        return
    match = next((m for m in RELATIVE_BUDGET.finditer(text) if _of_budget(m, text)), None)
    if _taken_back(text, match):  # "scratch the extra $500": no budget of $500 either
        result.reading = result.reading.model_copy(update={"budget": None, "budget_unit": None})
        return
    if match is None or not old.get("budget"):
        return
    words, now = match.group(0).strip().rstrip(".,"), float(old["budget"])  # "$500." ends the sentence
    result.reading = result.reading.model_copy(update={"budget": None, "budget_unit": None})  # the amount is the change
    amount = _DOLLARS.search(words) or _MONEY.search(words)  # "add 2 people and $400": the dollars
    if amount is None:
        return
    value = float(amount.group(1).replace(",", ""))
    unit = "%" if re.fullmatch(_PERCENT, amount.group(2) or "", re.IGNORECASE) else (amount.group(2) or "").lower()
    change = now * value / 100 if unit == "%" else value * (1000 if unit == "k" else 1) * _times(text[match.end():], old)
    per = _PER.match(text, match.end()) if unit != "%" else None
    words += per.group(0) if per else ""  # the note says "add $50 per day", as asked
    new = round(now - change if _LESS.search(words) else now + change, 2)
    if not 0 < new <= MAX_BUDGET:
        result.problems.append(f"{words!r} would leave a budget of ${new:,.0f}: a budget must be more than $0 "
                               f"(it is ${now:,.0f} now)")
        return
    result.reading = result.reading.model_copy(update={"budget": new, "budget_unit": None})
    # the reader's refusal of the share as a budget ("the budget '10 percent' is per cent") is settled by the change
    result.settled += [p for p in result.reading.problems if p.startswith("the budget '") and amount.group(0).strip() in p]
    result.said("budget", words, f"{words}: a budget of ${new:,.0f} now (was ${now:,.0f})")


# An amount said per day or per person ("add $50 per day for food", "$100 more each"): the budget is the trip's total.
_PER = lazy_compile(r"\s*(?:per|a|an|each|every|/)\s*(day|night|person|head|traveller|traveler|pp)\b|\s*(each|daily|pp)\b",
                    re.IGNORECASE)


def _times(after: str, old: dict[str, Any]) -> int:
    """How many times an amount counts: the trip's days for one said per day, its travellers per person, else 1."""
    per = _PER.match(after) if not after.startswith("%") else None
    if per is None:
        return 1
    unit = (per.group(1) or per.group(2)).lower()
    if unit in ("day", "night", "daily"):
        return int(old.get("days") or 1)
    return int(old.get("people_number") or 1)


def _days(text: str, old: dict[str, Any], result: Relative) -> None:
    match = RELATIVE_DAYS.search(text) if old.get("days") and old.get("date") else None
    if _taken_back(text, match):  # "never mind the extra 2 days": no length of its own either
        result.reading = result.reading.model_copy(update={"days": None})
        return
    # "a night shorter and start a day earlier": the shift moved the dates (``date_edits.shifted``), the length is
    # this change's, from the moved start
    moved = bool(result.reading.date) and SHIFT.search(text) is not None
    if match is None or (result.reading.date and not moved) or result.reading.start_date:
        return
    words, now = match.group(0), int(old["days"])
    amount = _count(words, _lead(text, match))
    result.reading = result.reading.model_copy(update={"days": None})  # the parser's length is the change's
    if amount is None:
        result.problems.append(f"{words!r}: say the new dates or length (the trip is {now} days now)")
        return
    if re.search(r"\bweeks?\b", words, re.IGNORECASE):
        amount *= 7
    new = now - amount if _SHORTER.search(words) else now + amount
    problem = length_problem(new, old.get("visiting_city_number"))
    if problem:
        result.problems.append(f"{words!r}: {problem} (it is {_days_words(now)} now)")
        return
    start = result.reading.date[0] if moved and result.reading.date else None
    result.reading = result.reading.model_copy(update={
        "days": new, "date": None, "start_date": start,
        "warnings": [w for w in result.reading.warnings if not (moved and w.startswith(MOVED))]})
    # the reader's refusal of an ordinal as a length ("add a third day": "a third" is no whole number) is settled too
    result.settled += [p for p in result.reading.problems if p.startswith("the number of days must be a whole number")]
    result.said("date", f"{words.strip()}: {_days_words(new)}", f"{words.strip()}: {_days_words(new)} now (was {now})")


def length_problem(days: int, cities: int | None) -> str | None:
    """Why the planner cannot plan a trip of ``days`` days through ``cities`` cities, with the nearest lengths it can;
    None when it can (each city needs a night, and the last day goes home)."""
    shortest = (cities or 1) + 1
    if shortest <= days <= MAX_DAYS:
        return None
    nearest = shortest if days < shortest else MAX_DAYS
    return (f"a trip of {_days_words(days)} is not one I can plan: through {_cities_words(shortest - 1)} it needs "
            f"{shortest} to {MAX_DAYS} days, since each city needs a night and the last day goes home; the nearest I can plan "
            f"is {_days_words(nearest)}")


def _counted(text: str, match: re.Match[str]) -> str:
    """The words of a change with the count right before them when they start at the unit ("2 of them bailed")."""
    lead = _lead(text, match)
    before = _LEAD_COUNT.search(lead)
    return (lead[before.start():] if before else "").lstrip() + match.group(0).strip()


def _lead(text: str, match: re.Match[str]) -> str:
    """The words right before a match (its count, when the match starts at the unit)."""
    return text[max(0, match.start() - _LEAD):match.start()]


def _count(words: str, lead: str) -> int | None:
    """The count a change names: in its words ("2 more", "two more", "another": 1), else right before them ("2 days
    longer", "a friend dropped out"); None when it names none ("friends are joining")."""
    found = next((n for n in (num_value(m.group(1)) for m in _COUNT.finditer(words)) if n is not None), None)
    if found is not None:
        return found
    if _COUPLE.search(words):  # "add a couple of days": two, not the "a"
        return 2
    if _ONE.search(words) or re.search(r"\b(?:last|final)\b", words, re.IGNORECASE):  # "drop the last day": one
        return 1
    before = _LEAD_COUNT.search(lead)
    if before is None:
        return None
    return num_value(before.group(1)) if before.group(1) else 1


# Children's ages said right after them ("bringing the kids, 4 and 8", "our kids (5, 7 and 9)"): one child an age
_AGES = lazy_compile(r"\W*(?:(?:too|as\s+well|also)\W+)?(?:aged?\s+|ages?\s+)?(\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})+)\b"
                     r"(?!\s*(?:days?|nights?|people|adults|\$))", re.IGNORECASE)


def _with_ages(text: str, match: re.Match[str]) -> int | None:
    """One of kin and the children said after, counted by their ages ("my sister is coming with her kids (5 and 7)": 3),
    or None (asked)."""
    children = _ages_after(text, match)
    return 1 + children if children else None


def _ages_after(text: str, match: re.Match[str]) -> int | None:
    """How many children the ages said right after ``match`` count (two ages or more, each under 18), or None."""
    ages = _AGES.match(text, match.end())
    numbers = [int(n) for n in re.findall(r"\d+", ages.group(1))] if ages else []
    return len(numbers) if len(numbers) >= 2 and all(n < 18 for n in numbers) else None


def _group_said(words: str) -> int | None:
    """How many a group the change names says it is ("bringing the twins": 2, "the triplets are coming": 3), or None."""
    return next((n for n in (group_size(w) for w in re.findall(r"[a-z]+", words.lower())) if n is not None), None)


def _people_words(n: int) -> str:
    return f"{n} {'person' if n == 1 else 'people'}"


def _days_words(n: int) -> str:
    return f"{n} {'day' if n == 1 else 'days'}"


def _cities_words(n: int) -> str:
    return "one city" if n == 1 else f"{n} cities"
