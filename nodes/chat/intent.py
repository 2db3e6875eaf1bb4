"""What a chat message asks for, when it is not a trip request or an edit of one: the rules' reading.

A message is one of: a new request, an edit, a preference ("make it cheaper", "nicer hotels"), a question
about the current plan ("how much is day 2?", "why this hotel?"), small talk ("thanks!"), a request outside
what the planner does ("what's the weather like there?"), a call for help, or the cancelling of an open
question ("never mind"). ``classify`` recognises the last six by their wording; requests and edits are the
trip parser's (``understanding``), and a message neither reads is answered honestly as not understood,
never with the unchanged plan presented as "kept".

The patterns are anchored on a few words of intent, not on any benchmark query. Cancel, help and small
talk are whole-message patterns ("thanks, make the budget $1,300" is none of them, so it is an edit).
A preference is read first, and ``understand`` still applies the edit said with it ("make it cheaper, and
a budget of $1,300"). Out-of-scope subjects and questions about the plan are taken only for a message
the trip parser finds nothing in.
"""

from __future__ import annotations

import functools
import re

from himap_travel.domain.constraints import named
from himap_travel.domain.parsing.spelling import is_english
from himap_travel.domain.text.typos import closest_spelling, dropped_letter, swapped_letters
from himap_travel.state.chat_state import MessageReading, OutOfScope, PlanTopic, PreferencePart


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# A short message is read by its cue and what is left around it: a cue of its kind and nothing but filler words
# (at most a dozen words). Cancel: "never mind, cancel that", "no, cancel the whole thing", "scrap it", "ugh forget it";
# "my flight was cancelled" (no cue: "cancelled" is not "cancel") and "forget LA, go to Denver" (a place left) do not.
# Undo: "undo the last change", "the old one was better, go back"; "back to Detroit" (a place left) does not.
# Small talk: "thanks, this is great!", "ok thx bye"; "thanks, make it $1,300" (words of an edit left) does not.
# Starting over ("let's start over", "can we start from scratch?"): the open question, if any, dropped, and a new trip asked for.
_FROM_NOTHING = r"from\s+(?:scratch|zero|nothing|the\s+(?:beginning|start|top))"
_RESTART = (rf"(?:start|begin)\s+(?:all\s+)?(?:over|again|afresh|fresh|anew)(?:\s+{_FROM_NOTHING})?|back\s+to\s+square\s+one"
            rf"|(?:(?:start|begin)\s+)?{_FROM_NOTHING}"
            r"|restart|reset|(?:clean|blank)\s+slate|fresh\s+start|wipe\s+(?:it|this|that|everything)(?:\s+clean)?"
            # another trip asked for with nothing of it said ("let's plan something completely new", "a new trip")
            r"|(?:a\s+)?(?:new|different|another|fresh)\s+(?:trip|plan)|start\s+(?:a\s+)?new\s+one"
            # (never one already had: "we found something else" calls the trip off)
            r"|(?<!found\s)(?<!got\s)(?<!booked\s)(?<!have\s)(?<!picked\s)"
            r"something\s+(?:(?:completely|totally|entirely)\s+)?(?:new|different|else)"
            # a new one asked for by a pronoun ("let's plan a new one", "another one from scratch")
            r"|(?:plan|do|make|try|want|need)\s+(?:a\s+new|another)\s+one")
_CANCEL_CUE = _words(r"\b(?:"
                     # the trip ended in other verbs ("kill the trip", "bin it", "abort mission")
                     r"(?:kill|bin|axe|abort|junk|dump)\s+(?:it|this|that|mission|the\s+(?:whole\s+)?(?:thing|trip|plan|lot|mission))"
                     r"|never\s*mi?nd|nevermind|nvm|nvmd|nm|cancel|cancell?ing|abort|scrap|scratch|stop|quit|ditch"
                     r"|call(?:ing|ed)?\s+(?:it|this|that|the\s+(?:whole\s+|entire\s+)?(?:thing|trip|plan))\s+(?:all\s+)?off"
                     # the verb before what is called off ("call off the trip"), and the travellers out of it ("we're out")
                     r"|call(?:ing)?\s+off\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:thing|trip|plan)|(?:we'?re|i'?m)\s+out"
                     # the trip called off in other words ("the trip's off", "kill it", "forget I asked", "we'll sort it out")
                     # ("the trip's off", "trip's cancelled": the trip itself, never a booking of it: "my flight was cancelled")
                     r"|(?:the\s+)?(?:trip|plan|whole\s+thing)(?:(?:'s|\s+is|\s+has\s+been)\s+(?:off|cancell?ed)|\s+cancell?ed)"
                     r"|forget\s+(?:i|we)\s+(?:asked"
                     r"|said\s+anything|mentioned\s+it)|(?:we|i)'?ll\s+(?:sort|figure|work)\s+it\s+out|no\s+need(?:\s+any\s*more)?"
                     r"|forget\s+(?:it|that|this|about\s+it|about\s+that|everything|all\s+of\s+it|(?:about\s+)?(?:the\s+)?(?:whole\s+)?(?:thing|trip|plan|request|lot))"
                     r"|drop\s+(?:it|that|this|everything|the\s+(?:whole\s+)?(?:thing|trip|plan|lot))|skip\s+(?:it|that|this)|don'?t\s+(?:bother|plan)|let'?s\s+not|no\s+thanks?|not\s+now"
                     r"|changed\s+(?:my|our)\s+minds?|ignore\s+(?:it|that|this)"
                     # not going at all ("we're not going anymore", "decided not to go", "don't need it anymore")
                     r"|(?:not|aren'?t|won'?t)\s+(?:be\s+)?(?:going|travell?ing|doing)(?:\s+any\s*more)?|decided\s+not\s+to\s+go"
                     r"|don'?t\s+need\s+(?:it|this|that|(?:a|the)\s+(?:trip|plan))|not\s+interested|stay(?:ing)?\s+(?:at\s+)?home|screw\s+(?:it|this|that)|"
                     + _RESTART + r")\b")
_FILLER = frozenset("""no nope nah oh ok okay actually please just that it this the whole thing trip plan question all
    i'm im sadly unfortunately anyway anyways
    everything i we then sorry of about hmm um uh ugh yeah yes well wait sigh lol thing request whole entire idea
    for now anymore any more you can go ahead and let's lets do forget cancel never mind scrap stop drop skip my on
    it's its mind pls plz thanks thank planning anything we're were totally completely different new another
    somewhere else wanna want instead again a an to good try anyway after thx ty tho though we've i've weve ive start begin
    from redo with city destination i'd id we'd like would ourselves myself change last edit u brand one dates altogether
    entirely fully outright clear need have gotta hey hi hello so booking bookings cancelled canceled
    maybe idk think guess should probably tbh honestly kinda sry eh lot""".split())  # (and the hedges around it)
# (the "first" one too: "the first plan was better", "back to the first version")
_EARLIER_ONE = (r"(?:(?:previous|prev|last|old|earlier|original|other|first)\s+(?:one|plan|version|trip|itinerary|schedule)"
                r"|(?:one|plan|version)\s+before(?:\s+(?:it|that|this))?)")
_BETTER_THEN = r"was\s+(?:(?:way|much|so|far|a\s+lot|honestly)\s+)?(?:better|nicer)"  # "the last one was way better"
_UNDO_CUE = _words(r"\b(?:undo|revert|restore|go(?:ing)?\s+back"
                   rf"|(?:put|bring)\s+(?:(?:it|everything|things|them)\s+(?:all\s+)?|the\s+{_EARLIER_ONE}\s+)?back"
                   r"|(?:change|switch|set|turn|flip)\s+(?:(?:it|that|this|things|everything)\s+)?back|take\s+(?:that|it)\s+back|(?:return\s+|back\s+)to\s+(?:how\s+it\s+was|before"
                   rf"|what\s+(?:it\s+was|we\s+had)|the\s+(?:previous|last|old|earlier|original)\b|the\s+{_EARLIER_ONE})|"
                   # an earlier version named by what it had, with no value said ("the version with the bigger budget was
                   # better"; a value said is read as that value: "the one with the $2,000 budget")
                   r"(?:the\s+)?(?:version|plan|one|itinerary)\s+(?:with|where|that\s+had)\b[^,.;!?\d$]{1,60}?\s+"
                   rf"{_BETTER_THEN}|"
                   rf"{_EARLIER_ONE}\s+{_BETTER_THEN}|(?:(?:i|we)\s+(?:liked|preferred|prefer|like|want(?:ed)?)|prefer(?:red)?)"
                   rf"\s+(?:the\s+{_EARLIER_ONE}"
                   r"|it\s+(?:(?:(?:much|way|a\s+lot)\s+)?(?:more|better)\s+)?before)(?:\s+(?:more|better))?|(?:it|that)\s+was\s+better\s+before"
                   r"|reverse\s+(?:it|that|this|the\s+last\s+(?:change|edit))|roll(?:ed)?\s+(?:it\s+|that\s+)?back|rollback|rewind"
                   rf"|(?:have|get|want|gimme|give\s+(?:me|us))\s+(?:the\s+{_EARLIER_ONE}|it)\s+back"
                   r"|(?:ctrl|cmd)[\s+-]*z)\b")
_UNDO_FILLER = frozenset("""no nope oh ok okay actually please pls plz just that it this the last change changes edit one plan
    trip version previous old earlier original before how it was way to hmm ugh wait oops sorry can you we go back i
    better undo revert restore put change switch set take what were let's lets do my mistake nah too also again as well u
    thing step steps itinerary schedule that's thats worse had bring preferred liked nicer then everything things return
    have get give me us more lol nvm never mind bruh bro dude man mate yo first all honestly tbh much so far lot
    two three four five few couple both of versions""".split())
_GLAD_EMOJI = "👍👌🙏🙌👏🎉🥳❤💯😊😀😃😄😁😍🥰🤩☺"
_SMALL_TALK_CUE = _words(r"\b(?:(?:good|great|nice)\s+(?:job|work|stuff)|thanks?\s*(?:you+|u+)|thanks?|thanx|thx|thnx|ty|tysm|tyvm|ta"
                         r"|cheers"
                         r"|appreciated?|(?:much\s+)?obliged|k+"
                         r"|great|awesome|perfect|cool\s+beans|cool|nice"
                         r"|lovely|amazing|wonderful|excellent|brilliant|brill|fantastic|fab(?:ulous)?|superb|top\s+notch|legend(?:ary)?|you\s+rock"
                         r"|sick|sweet|neat|dope|rad|lit|love\s+(?:it|this|that|the)(?:\s+(?:plan|trip|itinerary|one))?|ok(?:ay)?|got\s+it|(?:it'?s\s+|that'?s\s+)?fine"
                         r"|(?:sounds|looks)\s+(?:good|great|perfect|fine)(?:\s+to\s+(?:me|us))?|hi|hello|hey|good\s+(?:morning|afternoon|evening)"
                         r"|well\s+done|yay|woo+hoo+|hooray|you'?re\s+(?:the\s+best|a\s+(?:star|legend|lifesaver|gem)|awesome|amazing|great)"
                         r"|(?:that|this|it)\s+works(?:\s+for\s+(?:me|us))?|works\s+for\s+(?:me|us)"
                         r"|splendid|marvell?ous|cya|ttyl|take\s+care|good\s*night|yes|yep|yup|yeah|sure|alright|noted"
                         r"|(?:you'?ve\s+been\s+)?(?:(?:super|so|very|really)\s+)?helpful"
                         # looking forward to it ("can't wait!!", "so excited")
                         r"|can'?t\s+wait|(?:so\s+)?(?:excited|stoked|hyped|pumped)"
                         # hello and goodbye in the languages thanks is read in ("hola", "bonjour", "au revoir")
                         r"|hola|bonjour|bonsoir|hallo|ciao|salut|buen[oa]s\s+(?:d[ií]as|tardes|noches)|guten\s+(?:tag|morgen|abend)"
                         r"|au\s+revoir|adi[oó]s|tsch[üu]ss"
                         r"|bye|goodbye|see\s+(?:you|ya)|gracias|merci|danke(?:sch[öo]n)?|(?:vielen\s+)?dank|grazie|obrigad[oa]|that'?s\s+(?:all|it))\b"
                         # a glad emoji alone is a thank-you too ("👍", "🙏", "yay 🎉"); ``classify`` strips the others
                         rf"|[{_GLAD_EMOJI}]")
_SMALL_TALK_FILLER = frozenset("""k kk you u so very much a lot bunch ton again many this that that's thats is it it's its looks
    sounds really all for now one i we guys man mate again beaucoup schön schon sehr mil muchas super just oh ok okay
    good great yes yeah yep wow haha lol thank thanks love and bye kindly indeed lots heaps truly ever everyone everything
    of help helpful omg million das ist es muy bien très c'est amigo mille tante ya bud buddy muchly sauce possum needed
    need to me thing anyway anyways hmm hmmm hm um umm uh phew whew yay woohoo tbh ngl honestly stuff""".split())
_MESSAGE_WORDS = _words(r"[a-zà-ÿ']+")


# A count of changes ("undo the last 3 changes"): says how far back, never a number of people or a budget
_COUNTED_CHANGES = re.compile(r"\b(?:last|past)\s+\d+\s+(?=(?:changes?|steps?|versions?|edits?)\b)")


def _only_cue_and_filler(text: str, cue: re.Pattern[str], filler: frozenset[str]) -> bool:
    """A short message (at most a dozen words) holding ``cue`` and nothing else but ``filler`` words (a number is no
    filler: "fine, $3,000" answers a question, it thanks no one)."""
    if len(text.split()) > 12 or not cue.search(text):
        return False
    left = _COUNTED_CHANGES.sub(" ", cue.sub(" ", text.lower()))
    return not re.search(r"\d", left) and all(word in filler for word in _MESSAGE_WORDS.findall(left))


# Typos of the words the intents are read by ("cancle", "chepaer", "hotles", "restaurnts"): a word of five letters or
# more, one letter longer or shorter at most, spelt 80% alike (as ``take_back`` reads "forgt"), is read as the word.
_KEYWORDS = ("cancel", "cheaper", "cheapest", "expensive", "affordable", "hotels", "hotel", "restaurants", "restaurant",
             "accommodation", "accommodations", "thanks", "revert", "undo", "nicer", "better", "fancier", "cheers", "different",
             "difference", "nevermind", "total", "flight", "flights")
# Two letters swapped in a word of any length ("udno", "strat", "hwo", "waht"): the word meant, when the swap gives one
# the intents or a question are read by (a swap changes no letter, so even a short word is not mistaken for another).
_SWAPPED = swapped_letters((*_KEYWORDS, "undo", "start", "cancel", "how", "what", "when", "where", "which", "thanks", "much",
                            "the"))
# Question words with a letter dropped ("wher are we staying", "hw much"): too short for the 80% rule, so read by name.
_QUESTION_TYPOS = {"hw": "how", "wher": "where", "whre": "where", "wat": "what", "wen": "when", "wich": "which",
                   "wuts": "whats", "dy": "day", "dya": "day", "nite": "night", "nites": "nights",
                   "stayin": "staying"}  # (and the day or night
# they ask about: "hw much is dy 2", "where r we sleeping 2nd nite")
# ... and any of those words with a letter left out ("whts the totl"), unless the form is an English word itself
_DROPPED = dropped_letter((*_KEYWORDS, "undo", "start", "cancel", "what", "whats", "when", "where", "which", "thanks",
                           "attractions"))
_DRAWN_OUT = re.compile(r"([a-z])\1{2,}", re.IGNORECASE)  # a letter held down ("expensiveee", "pleeease", "sooo")


def _spelled(text: str) -> str:
    """``text`` with typos of the intents' words corrected (words it knows are kept as they are); a letter said three
    times or more is read twice ("expensiveee" is then one letter off "expensive")."""
    return _A_WORD.sub(lambda match: _fixed(match.group(0)), _A_WORD.sub(_held_down, text))


def as_spelled(text: str) -> str:
    """``text`` as the intents read it (``_spelled``): an answer reads what was asked in the same words ("hwo much is
    teh hotel" asks the stays' cost, as "how much is the hotel" does)."""
    return _spelled(text)


_A_WORD = re.compile(r"[A-Za-z]+")


@functools.lru_cache(maxsize=8192)
def _fixed(word: str) -> str:
    """``word`` with a typo of an intent's word corrected, else as it is: a function of the word alone, remembered (a
    message is classified several times a turn, and the closest spelling compares each long word with every keyword
    of its first letter; issue 44)."""
    low = word.lower()
    if low in _QUESTION_TYPOS or low in _SWAPPED:
        return _QUESTION_TYPOS.get(low) or _SWAPPED[low]
    if low in _DROPPED and low not in _KNOWN_WORDS and not is_english(low):
        return _DROPPED[low]
    if len(low) < 5 or low in _KEYWORDS:
        return word
    return closest_spelling(low, _KEYWORDS, 0.8) or word


def _held_down(match: re.Match[str]) -> str:
    """A word with a letter held down ("pleaseee", "sooo", "expensiveee"): the word with that letter once or twice that
    the intents know ("please", "so"), else twice (then read as a typo: "expensivee" is one letter off "expensive")."""
    word = match.group(0)
    if not _DRAWN_OUT.search(word):
        return word
    once, twice = _DRAWN_OUT.sub(r"\1", word), _DRAWN_OUT.sub(r"\1\1", word)
    return next((w for w in (once, twice) if w.lower() in _KNOWN_WORDS), twice)


_HELP = _words(r"^\W*(?:(?:uh+|um+|hmm+|hm+|so|ok|okay|hi|hey|hello|pls|please|plz)\W+)*"
               r"(?:(?:i\s+need\s+)?help(?:\s+(?:me|pls|please|plz))*(?:\W+i'?m\s+(?:so\s+)?(?:lost|confused))?|\?+|what\s+(?:else\s+)?can\s+(?:you|u|ya)\s+(?:do|help\s+(?:me\s+)?with)"
               r"(?:\s+for\s+(?:me|us))?|how\s+does\s+(?:this|it|this\s+thing|the\s+chat)\s+(?:even\s+|actually\s+)?work"
               r"|what\s+do\s+you\s+do|who\s+are\s+you|what\s+is\s+this|what'?s\s+this|how\s+do\s+(?:i|we)\s+(?:even\s+)?use\s+(?:this(?:\s+(?:thing|chat|bot|app|tool))?|you|it)"
               r"|what\s+can\s+(?:i|we)\s+(?:ask|say|tell)(?:\s+(?:you|u|here))?|instructions|how\s+(?:do\s+(?:i|we)|to)\s+(?:change|edit"
               r"|ask\s+for)\s+(?:something|anything|things|stuff))\s*[?.!]*\s*$")
# what is sent, or to whom ("text it to my wife", "send me the itinerary", "share the plan with my group")
_SENT = (r"(?:it|this|that|them|(?:the|my|our|this|that)\s+(?:whole\s+)?(?:plan|trip|itinerary|details|schedule|thing|list)"
         r"|(?:me|us|him|her|my\s+\w+|our\s+\w+)\s+(?:the|a|this|that|it|a\s+copy)\b)")
_OUT_OF_SCOPE: dict[OutOfScope, re.Pattern[str]] = {
    "the weather": _words(r"\b(?:weather|forecast|temperature|rain\w*|snow\w*|sunny|climate)\b"
                          r"|\b(?:will|is)\s+it\s+(?:going\s+to\s+|gonna\s+)?(?:be\s+|get\s+)?(?:hot|cold|warm|humid|chilly)\b|\bhow\s+(?:hot|cold|warm)\b"),
    "visas and documents": _words(r"\b(?:visas?(?!\s+card)|passports?|id\s+card|(?:an|my|our|photo|government|real)\s+id"
                                  r"|documents?|covid|vaccin\w*|pcr)\b"),
    "diets": _words(r"\b(?:vegetarian|vegan|gluten|halal|kosher|allerg\w*|diet\w*|lactose)\b"),
    "booking and payment": _words(r"\b(?:book\s+(?:it|this|them|everything|all|the\s+\w+)"
                                  r"|book\s+(?:(?:us|me|them)\s+)?(?:an?\s+|our\s+|my\s+|two\s+|\d+\s+)?seats?"
                                  r"|reserve|reservations?|pay(?:ment)?"
                                  r"|(?:order|call|get|book)\s+(?:us\s+|me\s+)?(?:an?\s+)?(?:uber|lyft|taxi|cab)s?"
                                  r"|(?:credit|debit|visa)\s+card|tickets?|(?:non[\s-]?)?refund(?:s|able|ed)?"
                                  r"|cancell?ation(?:\s+polic(?:y|ies))?|(?:booking|refund|hotel)\s+polic(?:y|ies))\b"),
    "insurance": _words(r"\binsurance\b"),
    "currency": _words(r"\b(?:currency|exchange\s+rate|cash|atm)\b"),
    "car rental": _words(r"\b(?:rent(?:al)?\s+(?:(?:us|me)\s+)?(?:a\s+)?car|car\s+rental)\b"),
    "packing": _words(r"\bpack(?:ing)?\b|\bwhat\s+(?:should|do|must)\s+(?:we|i)\s+(?:bring|take\s+with|wear)"),
    # the plan sent somewhere, or someone reached for it ("can u email this to me?", "text it to my wife", "share it
    # with my group", "call the hotel for me", "set a reminder for the flight")
    "sending": _words(rf"\be-?mail(?:ed|ing|s)?\b|\b(?:text|txt|sms|whats\s?app|dm|message|send|forward|share)\s+(?:{_SENT})"
                      rf"|\b(?:print|export|download)\s+(?:{_SENT})|\bpdf\b|\b(?:my|our|a)\s+calendar\b"
                      r"|\b(?:call|phone|ring|contact|message)\s+(?:up\s+)?(?:the|our|my)\s+(?:hotel|host|airline|restaurant|place)\b"
                      r"|\bset\s+(?:up\s+)?(?:a\s+|an\s+)?(?:reminders?|alarms?|alerts?)\b|\bnotif(?:y|ications?)\b"),
}
# Two words of one wish or question said apart on a line ("the hotel is kinda sketchy, anything better?", "why ... the
# hotel"): at most 200 characters apart. Unbounded (".*"), every first word of a line was read to the line's end, and a
# long message of them ("room room room ...") took squared time: 5.5 s of CPU at the cap, 0.15 s so.
_APART = r".{0,200}"
_BETTER = (r"(?:nicer|nice|better|best|(?:higher|better|top|well)[\s-](?:rated|reviewed)|fancier|fancy|upscale|luxurious|classier"
           r"|more\s+(?:comfortable|upscale|luxurious)|luxury|luxe|posh|swanky|swankier|classy|premium)")
_STAY = r"(?:hotels?|stays?|accommodations?|rooms?|places?\s+to\s+(?:stay|sleep)|lodging|digs"
# a place said alone is the stay ("a better rated place pls"), one to eat at is a meal's ("a nicer place for dinner")
_STAY += (r"|(?<!dinner\s)(?<!lunch\s)(?<!breakfast\s)places?"
          r"(?!\s+(?:to|for)\s+(?:eat|dine|dinner|lunch|breakfast|brunch|food|meals?|drinks?)))")
_EATING = (r"(?:(?:dinner|lunch|breakfast|food|eating|dining)\s+(?:spots?|places?|joints?|options?)|(?:places?|spots?)\s+to\s+eat"
           r"|restaurants?|restos?|food|meals?|dining|dinners?|lunch(?:es)?|breakfasts?)")
# Spending more on a part ("can we splurge a bit on the hotel", "treat ourselves to nicer food"), and a part named with
# a better one wished for ("the hotel looks sketchy, something nicer?", "the hotel is meh, got anything better?").
_SPLURGE = r"\b(?:splurge|spend\s+more|splash\s+out|treat\s+(?:ourselves|myself|us))\b[^.?!]*?\b(?:on|for|to|with)\s+(?:\w+\s+){0,2}?"
_ANOTHER_BETTER = (r"\b(?:(?:something|anything|somewhere|someplace|one|ones)\s+(?:nicer|better|fancier|classier)"
                   r"|(?:nicer|better|fancier)\s+(?:ones?|options?|choices?)|be\s+(?:any\s+)?(?:nicer|better|fancier)"
                   r"|(?:do|get|find)\s+(?:any(?:thing\s+)?\s*)?better|upgrade|with\s+(?:better|higher|good|great|top)\s+(?:reviews"
                   r"|ratings?)|(?:rating|ratings|reviews?)\s+(?:is|are)\s+(?:low|bad|poor))\b"
                   # or the one there complained of ("the hotel sucks", "the hotel is kinda sketchy")
                   r"|\b(?:sucks|awful|terrible|horrible|gross|dirty|sketchy|shabby|crappy|dodgy|run[\s-]down|a\s+dump|meh|mediocre"
                   r"|bland|lame|sad|boring|underwhelming|disappointing|not\s+(?:great|good|nice))\b")
# The cost wished lower in other words ("make it cheap", "lowest price possible", "cut back", "save us a few bucks", "we
# can't pay that much", "a bit much for us", "way over what we can pay").
_CHEAPER_SAID = (r"(?:make|keep)\s+(?:it|this|that|everything|the\s+(?:trip|plan))\s+(?:really\s+|super\s+)?cheap"
                 r"|(?:minimum|minimal|lowest|least|min)\s+(?:possible\s+)?(?:costs?|price|prices|spend(?:ing)?|total)"
                 r"|cut\s+back|economi[sz]e|penny[\s-]pinch\w*|(?:do|get|have)\s+(?:it|this|that|the\s+trip)\s+for\s+less"
                 r"|save\s+(?:us\s+|me\s+)?(?:a\s+(?:few|couple(?:\s+of)?)\s+|some\s+)?(?:money|cash|bucks|dollars)"
                 r"|can'?t\s+(?:afford|pay)\s+(?:that|this|it|so)(?:\s+much)?|(?:too|a\s+bit|way)\s+much\s+for\s+(?:us|me)"
                 r"|(?:way\s+|far\s+)?over\s+what\s+(?:we|i)\s+(?:want(?:ed)?|wanna|can|could)(?:\s+(?:to\s+)?(?:spend|pay|afford))?"
                 r"|(?:way\s+|far\s+|a\s+lot\s+|much\s+)?more\s+than\s+(?:we|i)\s+(?:wanted|want|wanna|hoped|planned|meant|can|could)"
                 r"\s+(?:to\s+)?(?:spend|pay)")
# A figure of the plan's cost complained of ("$900 for one day is insane", "1520 is a lot for 2 days tbh"), and a bargain
# praised with an eye-roll ("wow, what a bargain 🙄"): the whole said, so no figure of it is read as an edit beside it
_FIGURE_COMPLAINED = (r"|(?:\$\s?\d[\d,.]*k?|\b\d{3,}[\d,.]*|\b\d+(?:\.\d+)?k)\b"
                      r"(?:\s+(?:for|on)\s+[^,.;!?\d]{1,30}?|\s+for\s+\w+\s+days?)?\s+(?:is|'s|seems|feels)\s+"
                      r"(?:(?:way|just|kinda|a\s+bit|pretty|totally|absolutely|honestly|so)\s+)?(?:insane|crazy|nuts|ridiculous|absurd"
                      r"|outrageous|wild|steep|a\s+lot|too\s+much|a\s+rip[\s-]?off)\b(?:\s+for\s+(?:\w+\s+)?\w+)?"
                      r"|\bwhat\s+a\s+(?:bargain|steal|deal)\W*[\U0001F644\U0001F612]")
# A flight's time complained of ("a 6am flight is brutal", "6am is way too early for us", "that 6:02 flight is insane"):
# the reason a later flight is wished for, no bound of its own (one said with "before", "after", "no flights", "avoid"
# ... is the flight-time rule's, ``stated_as_rule``).
_CLOCK = r"\d{1,2}(?::\d\d)?\s*(?:am|a\.m\.)|\d{1,2}:\d\d"
_TOO_EARLY = r"(?:(?:way|far|much|a\s+bit|kinda|just)\s+)?(?:too|so|very|really|super|crazy|insanely)\s+early"
_TIME_COMPLAINT = _words(rf"(?:^|(?<=[,.;!?]))[^,.;!?]*\b(?:flights?|flying|departures?|{_CLOCK}|in\s+the\s+morning)\b"
                         rf"[^,.;!?]*\b(?:{_TOO_EARLY}|brutal|insane|crazy|ridiculous|awful|terrible|ungodly|inhumane|painful"
                         r"|rough|harsh|a\s+killer|no\s+way|nuts)\b[^,.;!?]*")
_BOUND = _words(r"\b(?:before|after|earlier\s+than|later\s+than|until|till|between|no\s+(?:\w+\s+)?(?:flights?|departures?)"
                r"|nothing|not|never|avoid|only|by)\b")


# A flight named by its clock time in a clause of its own ("ok but that 6am flight home, can it be later"): which
# flight a wish for a later one is about, no bound
_FLIGHT_BY_TIME = _words(rf"(?:^|(?<=[,.;!?]))[^,.;!?]*\b(?:{_CLOCK})\s*(?:flights?|departures?)\b[^,.;!?]*")


def _without_time_complaints(text: str) -> str:
    """``text`` with each clause complaining of a flight's time and stating no bound blanked out (``_TIME_COMPLAINT``)."""
    return _TIME_COMPLAINT.sub(lambda m: m.group(0) if _BOUND.search(m.group(0)) else " " * len(m.group(0)), text)


def _without_flights_named(text: str) -> str:
    """``text`` with each clause naming a flight by its time, and stating no bound, blanked out (``_FLIGHT_BY_TIME``)."""
    return _FLIGHT_BY_TIME.sub(lambda m: m.group(0) if _BOUND.search(m.group(0)) else " " * len(m.group(0)), text)


# A part made better ("make the hotels nicer", "can you get the food a bit fancier?")
_MADE = r"(?:make|get|have)\s+(?:the\s+|our\s+|my\s+)?"
_MORE = r"(?:a\s+(?:bit|little|lot)\s+|much\s+|way\s+|even\s+)?"
_PREFERENCES: tuple[tuple[PreferencePart, re.Pattern[str]], ...] = (
    ("cheapest", _words(r"\b(?:cheaper|cheapest|less\s+(?:expensive|pric(?:e)?y|costly)|(?:lower|cut|reduce|trim|drop)\s+(?:the\s+|our\s+)?"
                        r"(?:costs?|price|prices|total|spend(?:ing)?|bill)|(?:bring|get|knock|cut)\s+(?:the\s+|our\s+)?(?:costs?|price|prices|total)\s+down"
                        r"|save\s+(?:us\s+|me\s+)?(?:some\s+)?(?:money|cash|bucks)|(?:spend|cost)\s+(?:a\s+(?:little|bit|lot)\s+|much\s+|way\s+)?less|budget[\s-]friendly|as\s+cheap\s+as"
                        r"|(?:bring|cut|trim|knock)\s+(?:it|this|that)\s+down|trim\s+(?:it|this|that)|go\s+(?:budget|cheap)|(?:any\s+)?ways?\s+to\s+save"
                        r"|(?:costs?|price|prices|total)\s+(?:is|are|'s)\s+(?:way\s+|a\s+bit\s+|far\s+|much\s+)?too\s+high|costs?\s+(?:way\s+|far\s+|a\s+bit\s+|much\s+)?too\s+much"
                        r"|(?:more\s+)?affordable|less\s+money|" + _CHEAPER_SAID
                        + r"|too\s+(?:expensive|pric(?:e)?y|costly|much\s+money|steep)|(?:a\s+lot|so\s+much)\s+of\s+money"
                        r"|can'?t\s+afford\s+(?:that|this|it)|cheap\s+as\s+(?:possible|you\s+can)|budget\s+(?:options?|version)"
                        r"|on\s+a\s+(?:tight\s+|strict\s+|small\s+|limited\s+|shoestring\s+)?budget\b(?!\s+of)|(?:way|a\s+bit|bit|kinda|rather|so|very"
                        r"|really|pretty|quite|that'?s|it'?s|thats|its)\s+(?:expensive|pric(?:e)?y|costly|steep))\b"
                        # a cost complained of with no object ("that's way too much", "save some $$")
                        r"|\b(?:too\s+much|(?:it'?s|that'?s|its|thats|we'?re|way|a\s+bit|bit)\s+over\s+(?:our\s+|my\s+|the\s+)?budget)"
                        r"\s*(?:[.!?]|$)|\b(?:save\s+(?:some\s+)?|less\s+)\$+"
                        # the cost complained of in one word ("expensive!!", "pricey...")
                        r"|^\W*(?:(?:hmm+|hm+|ugh+|oof|wow|yikes|whoa|damn|geez|jeez|eh|um+|uh+|kinda|bit)\W+)*"
                        r"(?:so\s+|too\s+|very\s+|way\s+)?(?:expensive|pric(?:e)?y|costly|steep)"
                        # (with a slang intensifier after it: "pricey af", "expensive tbh")
                        r"(?:\W+(?:af|asf|tbh|ngl|fr|lol|lmao|man|dude|bro))*\W*$" + _FIGURE_COMPLAINED)),
    ("hotels", _words(rf"\b{_BETTER}\s+{_STAY}\b|\bupgrade\s+(?:the\s+|our\s+|my\s+)?{_STAY}\b|{_SPLURGE}{_STAY}\b"
                      r"|\b(?:stay|sleep)\s+(?:somewhere|someplace|anywhere|in\s+a\s+place)\s+(?:nicer|better|fancier|nice)\b"
                      rf"|\b(?:somewhere|someplace|a\s+place)\s+(?:more\s+)?{_BETTER}\s+to\s+(?:stay|sleep)\b"
                      rf"|\b{_STAY}\b{_APART}(?:{_ANOTHER_BETTER})|\b{_MADE}{_STAY}\s+{_MORE}{_BETTER}\b")),
    ("restaurants", _words(rf"\b{_BETTER}\s+{_EATING}\b|{_SPLURGE}{_EATING}\b|\bupgrade\s+(?:the\s+|our\s+)?{_EATING}\b"
                           r"|\beat\s+(?:somewhere|someplace|anywhere|out\s+somewhere)?\s*(?:nicer|better|fancier)\b"
                           rf"|\b{_EATING}\b{_APART}(?:{_ANOTHER_BETTER})|\b{_MADE}{_EATING}\s+{_MORE}{_BETTER}\b")),
    ("sights", _words(r"\b(?:more\s+(?:sights|attractions|sightseeing|activities|stuff|things\s+to\s+(?:do|see)|to\s+(?:see|do))"
                      r"|see\s+more"
                      # too little to see complained of ("we barely see anything", "not much to do there")
                      r"|(?:barely|hardly)\s+(?:see|do|visit)\s+anything|not\s+(?:much|enough)\s+to\s+(?:see|do))\b")),
    # Flight times wished for with no bound ("later flights", "nicer flight times"): a soft wish the re-plan favours.
    # A bound stated in words ("no early flights", "avoid red-eyes", "no flights before 9am") is the hard flight-time
    # rule the registry reads (``stated_as_rule``), as in a request: kept or named, never merely favoured.
    ("humane_hours", _words(r"\blater\s+(?:flights?|departures?)\b|\b(?:nicer|better|friendlier|saner|more\s+(?:humane|reasonable"
                            r"|civili[sz]ed))"
                            r"\s+(?:flight|departure|travel)\s+(?:times?|hours?)\b|\bflights?\s+(?:be\s+)?at\s+(?:a\s+)?(?:more\s+)?(?:better|nicer|decent|reasonable|sane"
                            r"|normal|civili[sz]ed|humane)\s+(?:times?|hours?)\b"
                            # a later one asked after a flight is named ("the 6am flight home is brutal, a later one?"),
                            # or a flight or a clock time complained of as too early ("6am is too early for us")
                            rf"|\b(?:flights?|departures?)\b{_APART}\b(?:(?:something|anything|one)\s+later"
                            # the flight asked to be later ("can the flight home be later", "that 6am flight, can it be later")
                            r"|(?:(?:can|could)\s+(?:it|they|that|we)\s+)?(?:be|leave|go|depart)\s+later"
                            r"|(?:a\s+)?later\s+(?:one|option|time|in\s+the\s+day))\b"
                            rf"|\b(?:flights?|departures?|{_CLOCK})[^,.;!?]{{0,40}}?\b{_TOO_EARLY}\b"
                            rf"|\b{_TOO_EARLY}\b[^,.;!?]{{0,40}}?\b(?:flights?|departures?)\b|\b(?:{_CLOCK})\W{{0,4}}{_TOO_EARLY}\b"
                            rf"|\b(?:{_CLOCK})\s*(?:flights?|departures?)\s+(?:is|was|'s)\s+(?:\w+\s+)?(?:brutal|insane|awful"
                            r"|terrible|ungodly|inhumane|painful|rough|harsh|a\s+killer|nuts|crazy|ridiculous)\b"
                            rf"|\b(?:{_CLOCK})(?:\s*(?:flights?|departures?))?[^.;!]{{0,40}}?(?:\bno\s+thanks?\b"
                            r"|\bwho\s+(?:does|would|books?|schedules?)\s+(?:that|this)\b|[\U0001F644\U0001F612])"
                            rf"|\b(?:ugh+|eww+|yikes)\W+(?:an?\s+|that\s+|the\s+)?(?:{_CLOCK})\s*(?:flights?|departures?)\b")),
    # The whole trip made nicer, no part named ("make it nicer", "can you make the trip fancier?", "upgrade everything"):
    # the best trip overall; read last, so a part named anywhere ("make it nicer, better hotels") wins.
    ("overall", _words(r"\b(?:make|made|making|get)\s+(?:it|this|that|the\s+(?:(?:whole|entire)\s+)?(?:trip|plan|thing)|things"
                       r"|everything)\s+"
                       rf"(?:a\s+(?:bit|little)\s+|much\s+|way\s+)?{_BETTER}\b"
                       r"|\bupgrade\s+(?:it|this|everything|the\s+(?:(?:whole|entire)\s+)?(?:trip|plan|thing))\b"
                       rf"|\b{_BETTER}\s+everything\b"
                       # the comparative alone ("nicer", "fancier pls"): "nice!" and "better." are talk
                       r"|^\W*(?:even\s+|a\s+bit\s+|a\s+little\s+)?(?:nicer|fancier|classier)(?:\s+(?:please|pls|plz))?\W*$")),
)
_PREFERENCES_BY_PART = dict(_PREFERENCES)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "first": 1, "second": 2, "third": 3,
            "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "last": -1, "final": -1}
# A night named ("night 2", "the first night", "our 2nd night"): the night of that day, where a stay is asked about
# ("last night" alone is left out: it is more often the night before the message than the trip's; "the last night", "our
# last night" and "the final night" are the trip's last night, the answer's -1)
_NIGHT = (r"|\bnight\s+(\d+|one|two|three|four|five|six|seven)\b|\b(first|second|third|fourth|fifth|sixth|seventh)\s+night\b"
          r"|\b(\d+)(?:st|nd|rd|th)\s+night\b|\b(?:the|our|my)\s+(last|final)\s+night\b|\b(final)\s+night\b")
_DAY = _words(r"\bday\s+([-+−]?\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|zero)\b|\b(first|second|third|fourth|fifth|sixth|seventh"
              r"|last|final)\s+day\b"
              r"|\b(\d+)(?:st|nd|rd|th)\s+day\b" + _NIGHT)
# Words a question may open with before its question word ("and what does day 2 cost", "ok so why ...", "hey, how ...").
_LEAD = (r"^\W*(?:(?:and|ok|okay|so|then|hey|hi|hmm|hm|um+|uh+|well|oh|also|but|just|curious|quick\s+question|one\s+more\s+thing|wait"
         r"|btw|sorry|yo|bruh|bro|dude|lmao|haha+|omg|welp|alright|right|lol|thanks|thank\s+you|thx|ty|cheers|great|cool|perfect|nice|awesome"
         r"|ugh+|yay+|interesting|lovely|sweet|ngl|tbh|(?:sounds|looks)\s+(?:good|great)"  # ("sounds good but when do we fly home")
         r"|(?:one|quick|another|a)\s+(?:q|qq|question))\W+)*")  # "one q: what's breakfast day 2"
_ASKS = _words(rf"\?\s*$|{_LEAD}(?!what\s+an?\s)"  # ("what a bargain" exclaims)
               r"(?:what|whats|what's|wat|wut|waht|why|how|hw|hows|how's|where|wheres|where's|when|whens|which|who|is"
               r"|are|does|do|did|has|have|any|anything|can(?!'?t\b)|could|compare|explain|tell\s+me|show\s+me|remind\s+me"
               r"|would\s+(?:it|that|this|\w+ing)\s+be)\b"
               # a meal the plan lacks asked after in disbelief ("no breakfast or lunch?? we'll starve lol")
               rf"|{_LEAD}no\s+(?:breakfast|lunch|dinner|meals?|food)\b[^.!]*\?")
# What the last change did ("what did you change?", "so what changed", "what's different now?", "diff?", "what did u do"):
# a change in the past tense, a difference, a comparison; never a change asked for ("can you change the hotel?" is an edit).
_CHANGES = (r"\bchanged\b|\bchanges\b|\bupdated\b|\bdiff(?:erent|erence|erences|s)?\b|\bcompar\w+|\bwhat'?s\s+new\b|\bwhat\s+happened\b"
            r"|\b(?:did|have|has|had)\s+(?:(?!to\b)\w+\s+){1,2}?(?:just\s+|really\s+|actually\s+|end\s+up\s+)?"
            r"(?:chang\w*|do|done|modif\w*|edit\w*|updat\w*|adjust\w*|tweak\w*|alter\w*|mov\w*|switch\w*|swap\w*|replac\w*"
            r"|cut|trim\w*)\b"  # "what did you cut" after a cost cut
            r"|\b(?:anything|something|what)\s+else\s+chang\w*|\bwhat\s+(?:did\s+)?(?:you|u|ya)\s+(?:just\s+)?(?:do|did)\b"
            r"|\b(?:before\s+(?:vs\.?|versus|and|&)\s+(?:now|after)|(?:now\s+)?(?:vs\.?|versus)\s+before)\b"
            # what a change cost ("what did we give up?", "any downsides?", "what's the trade-off?")
            r"|\b(?:did|have|has|had)\s+(?:we|i|you|u|it|they)\s+(?:give|given)\s+up\b|\bgave\s+up\b|\bsacrific\w*|\btrade[\s-]?offs?\b"
            r"|\bdownsides?\b|\bwhat\s+(?:did\s+|do\s+|will\s+|would\s+)?(?:we|i|you|u)\s+(?:(?:give|gave|given)\s+up|lose|lost)\b"
            # what a change saved or added ("how much did that save?", "did that save us anything", "how much did we save")
            r"|\bhow\s+much\s+(?:did|does|has|have)\s+(?:that|this|it|we|i)\s+(?:just\s+)?(?:sav\w*|cut|add\w*)\b"
            r"|\b(?:did|does|has)\s+(?:that|this|it)\s+(?:\w+\s+)?(?:save|saved)\b")
# The changes asked for without a question word: "list the changes", "recap the changes pls", "changes?", "diff pls".
_CHANGES_ASKED = _words(rf"{_LEAD}(?:(?:pls|please|can\s+you|could\s+you)\W+)*(?:explain|summari[sz]e|recap|list|show|give\s+me"
                        r"|walk\s+me\s+through|go\s+over)\b.*\b(?:changes|differences|diff)\b"
                        rf"|{_LEAD}(?:the\s+)?(?:changes|differences|diff)\W*(?:pls|please|plz)?\W*$")
_WHAT_CHANGED = _words(_CHANGES)
# What the total holds ("does the total include the hotel?", "is food included in the price?"): the total, with its parts
_TOTAL_HOLDS = _words(r"\b(?:total|price|cost|budget)\b.{0,60}\binclud\w*|\binclud\w*\b.{0,60}\b(?:total|price|cost|budget)\b")
# A place to stay: never a place to eat ("why that place for lunch?", "the dinner place": a meal, not the stay).
_STAY_PLACE = r"(?<!lunch\s)(?<!dinner\s)(?<!breakfast\s)place(?!\s+(?:for|to)\s+(?:eat|breakfast|brunch|lunch|dinner|food))"
_THE_STAY = rf"(?:it|this|that|(?:the|our|this|that)\s+(?:hotel|stay|{_STAY_PLACE}|room|airbnb|apartment|house|rental))"
_STAY_ASKED = (rf"^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:is|are|r)\s+{_THE_STAY}\s+(?:an?\s+)?"
               r"(?:private|shared|entire)\b(?!.*\b(?:pl(?:ease|s|z)|instead|we\s+(?:want|need|prefer)|i\s+(?:want|need|prefer))\b)"
               r"|\bhow\s+many\s+(?:people|ppl|guests|persons|of\s+us|adults)\s+(?:can|could|does|do|will|would)\s+"
               rf"{_THE_STAY}\s+(?:fit|sleep|hold|take|accommodate|host)\b"
               rf"|^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw)\W+)*(?:does|do|will|would|can|could|is)\s+{_THE_STAY}\s+"
               r"(?:(?:have|got)\s+(?:enough\s+)?(?:room|space|beds?)|(?:fit|sleep|hold|take)|(?:big|large)\s+enough)"
               r"\s+(?:for\s+)?(?:\d+|two|three|four|five|six|seven|eight|all\s+of\s+us|us\s+all|everyone)\b[^.!]*(?:\?|$)"
               r"|\bmin(?:imum|\.)?\s+(?:stay|nights?|number\s+of\s+nights)\b|\bhow\s+many\s+nights\s+minimum\b"
               r"|\bmax(?:imum|\.)?\s+(?:guests|occupancy|people|ppl|capacity)\b|\boccupancy\b")
_TOPICS: tuple[tuple[PlanTopic, re.Pattern[str]], ...] = (
    ("changes", _WHAT_CHANGED),
    ("stays", _words(r"\bno\s+(?:hotel|stay|accommodation|lodging|room|place\s+to\s+(?:stay|sleep))\b.{0,40}\bnight\b")),
    ("total", _TOTAL_HOLDS),
    # how long the trip is and when ("how many days is the trip", "how long are we away?", "what dates are we going?")
    ("dates", _words(r"\bhow\s+many\s+(?:days|nights)\b|\bhow\s+long(?:'s|\s+is|\s+are|\s+will|\s+do)\s+(?:(?:the|our|this|we|it)\s+)?"
                     r"(?:(?:whole\s+)?(?:trip|holiday|vacation|getaway)|stay\w*|be\s+(?:away|gone|there)|away|gone|there|last)\b"
                     r"|\b(?:what|which)\s+(?:are\s+the\s+|are\s+our\s+)?dates\b|\bwhen(?:\s+exactly|\s+again)?(?:\s+is|\s+does|'s|s)\s+(?:the|our|this)\s+"
                     r"(?:trip|holiday|vacation|getaway)\b|\b(?:what|which)\s+days?\s+(?:are|do|will)\s+(?:we|you)\s+(?:go|leave|travel"
                     r"|start|fly)\w*|\bis\s+(?:the|our|this)\s+trip\s+\w+\s+(?:days?|nights?)\b"
                     r"|\bwhen\s+(?:do|will|are|r)\s+(?:we|you|u)\s+(?:come|coming)\s+(?:back|home)\b"  # ("when do we come back")
                     r"|\b(?:what|which)\s+(?:date|day)\s+(?:do|will|are|r)\s+(?:we|you|u)\s+(?:come|coming|get|getting|fly|flying"
                     r"|head|heading|go|going)\s+(?:back|home)\b"
                     # when the trip is ("when are we going?"; "when are we going to land?" is travel)
                     r"|\bwhen\s+(?:are|r)\s+(?:we|you)\s+(?:going|off|away|travell?ing|leaving)\b(?!\s+to\b)"
                     # ("dunno how long we're there for", "number of days?")
                     r"|\bhow\s+long\s+(?:we'?re|we\s+are|we'?ll\s+be)\s+(?:there|away|gone)\b|\bnumber\s+of\s+(?:days|nights)\b")),
    # why a stay, or what it is like ("what kind of room is it", "how's the hotel rated", "is the hotel any good?"): its details
    ("hotel", _words(rf"\b(?:why|how\s+come)\b{_APART}\b(?:hotel|stay(?:ing)?|accommodation|{_STAY_PLACE}|room|lodging)\b"
                     rf"|\b(?:hotel|stay|accommodation|{_STAY_PLACE}|room|lodging)\b{_APART}\band\s+why\b|\b(?:kind|type|sort)\s+of\s+(?:room|{_STAY_PLACE}|hotel|stay)\b"
                     rf"|\broom\s+type\b|\b(?:hotel|stay|{_STAY_PLACE}|room|lodging|accommodation)\b{_APART}\b(?:rated|rating|reviews?|any\s+good"
                     rf"|(?:per|a|each)\s+night)\b|\b(?:hotel|stay|{_STAY_PLACE}|room)\b{_APART}\blike\W*$"
                     rf"|\bname\s+of\s+(?:the\s+|our\s+)?(?:hotel|{_STAY_PLACE}|stay)\b"
                     # its rating asked the other way round ("what's the rating of our hotel", "is the hotel actually nice?")
                     rf"|\b(?:rated|rating|ratings|reviews?|stars?)\b{_APART}\b(?:hotel|stay|{_STAY_PLACE}|room|lodging|accommodation|airbnb)\b"
                     rf"|\b(?:hotel|stay|{_STAY_PLACE}|room|lodging|accommodation|airbnb)\b{_APART}\b(?:nice|good|decent|clean|comfy|comfortable)\W*$"
                     rf"|\bhow\s+(?:good|nice|decent)\s+is\s+(?:the|our|this|that)\s+(?:hotel|stay|{_STAY_PLACE}|room|airbnb)\b"
                     # what the data says of it: its room type, guests, minimum nights ("is it a private room?", "how many
                     # ppl can the room fit", "does it have room for 4?", "whats the min stay", "max guests?")
                     rf"|{_STAY_ASKED}")),
    ("travel", _words(r"\b(?:how\s+long|how\s+far|duration|distance|drive|driving|flights?|fly|flying|depart\w*|arriv\w*"
                      r"|leave|land(?:s|ing)?"
                      r"|planes?|airlines?|car|train|bus|transport\w*|take\s+off|takeoff|(?:dep|arr)\.?(?=\s+times?\b)"
                      r"|get(?:ting)?\s+(?:there|back|home|in|into|to)|travel(?:l?ing)?)\b")),
    ("stays", _words(rf"\bwhere\b{_APART}\b(?:stay|sleep|staying|sleeping)\b"
                     r"|\b(?:place|hotel)\s+(?:we'?re|we\s+are|(?:are|r)\s+we)\s+(?:staying|sleeping)\b|\bwhich\s+nights?\b"
                     r"|\b(?:hotels?|accommodations?|lodging|check[\s-]?(?:in|out))\b"
                     + _NIGHT)),
    ("day_cost", _words(rf"\b(?:how\s+much|cost|costs|spend|price|expensive|pric(?:e)?y|costly|total|damage)\b(?={_APART}\bday\b)"
                        rf"|\b(?:break\s*down|breakdown|split)\b{_APART}\b(?:days?|daily|costs?|money|spend\w*)\b"
                        rf"|\b(?:costs?|money|budget)\b{_APART}\bsplit\b|\bday\b{_APART}\b(?:how\s+much|cost|costs"
                        r"|price|expensive|pric(?:e)?y|total)\b|\bdaily\s+(?:cost|price|spend)|(?:cost|price|spend)\s+(?:per|a|each)\s+day")),
    ("total", _words(r"\b(?:how\s+much|total|cost|costs|spend|spent|price|budget|left|expensive|pricey|costly|damage|paying|owe"
                     r"|expenses?"
                     r"|per\s+(?:head|person|pax))\b|^\W*(?:and\s+|so\s+)?(?:each|apiece)\W*$"
                     r"|\brun\s+(?:us|me)\b|\b(?:does|will|would)\s+(?:it|that|this|everything|it\s+all|the\s+(?:whole|entire)\s+(?:trip|thing))"
                     r"\s+come\s+to\b|\b(?:it|that|this|everything)\s+(?:all\s+)?comes?\s+to\W*$")),
    ("day", _words(r"\bday\b|\b(?:itinerary|schedule|plan|summary|rundown|overview|recap|restaurants?|meals?|food|eat(?:ing)?"
                   r"|dinners?|lunch(?:es)?|breakfasts?|sights?|attractions?|sightseeing|seeing|visiting|doing|trip)\b")),
)
# A question about what the plan holds that names no day ("what's the itinerary?", "what restaurants are we going to?",
# "show me the plan again"): asked by name, answered with every day; "can we eat Italian?" proposes, and is no question.
_WHOLE_PLAN_ASKED = _words(rf"{_LEAD}(?:what|whats|what's|wat|which|where|any|anything|how\s+many|show(?:\s+me)?|tell\s+me"
                           r"|remind\s+me|give\s+me"
                           r"|why|how\s+come"  # "why only one restaurant?": every day shown, with what each lacks
                           r"|no\s+(?:breakfast|lunch|dinner|meals?|food)"
                           r"|walk\s+me\s+through|run\s+me\s+through|go\s+(?:over|through)|recap|summari[sz]e"
                           r"|(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?(?:show|give|send|list|tell|remind|recap)"
                           r"|(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?:see|have|get)|let\s+me\s+see)\b")
# A topic asked for by its name alone ("total price pls", "the itinerary?", "hotel name please"): a question with no question word.
_NAMED_DAY = r"(?:day\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|last)\s+day)"
_ASKED_BY_NAME = _words(rf"{_LEAD}(?:(?:the\s+)?(?:{_NAMED_DAY}(?:'s)?\s+)?(?:(?:grand\s+)?total(?:\s+(?:price|cost))?"
                        r"|(?:the\s+)?price|cost|damage|(?:a\s+)?(?:full\s+|cost\s+|quick\s+)?(?:break\s*down|summary|rundown|overview|recap)"
                        r"(?:\s+of\s+(?:the\s+)?(?:costs?|trip|plan))?"
                        r"|(?:breakfast|lunch|dinner|meal)s?(?:\s+(?:plans?|spots?|places?))?"  # "dinner plans?"
                        rf"|(?:(?:full|whole|entire|complete)\s+)?(?:itinerary|schedule)|hotel(?:\s+name)?(?:\s+(?:and|&)\s+(?:rating|price|name))?|flights?(?:\s+times?)?|(?:dep(?:t|arture)?|arr(?:ival)?)\.?\s+times?)(?:\s+(?:of|for)\s+(?:the\s+)?{_NAMED_DAY}|\s+(?:per|a|each)\s+day)?"
                        # the share asked ("total per head", "each?", "per person pls")
                        r"(?:\s+(?:per\s+(?:head|person|pax|travell?er)|each|apiece))?|(?:the\s+)?(?:total|cost|price)?\s*"
                        r"(?:per\s+(?:head|person|pax|travell?er)|each|apiece))"
                        r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$")
_MEAL_ASKED = _words(r"\b(?:eat|eating|dinner|lunch|breakfast|restaurants?|meals?)\b")
# A change proposed as a question ("can we leave on the 5th instead?", "could we fly?", "let's drive?"): an edit the trip
# parser reads, never a question about the plan ("can I see day 2?" asks to be shown, and is one).
_PROPOSES = _words(rf"{_LEAD}(?:(?:can|could|shall|should|may)\s+(?:we|i|us)\b(?!\s+(?:please\s+)?(?:see|know|hear|check|ask"
                   r"|(?:get|have)\s+(?:a\s+look|a\s+recap|a\s+summary|the)\b))|let'?s\b"
                   # a way of travelling proposed ("what about flying instead", "how about we drive?")
                   r"|(?:what|how)\s+about\s+(?:we\s+|us\s+)?(?:fly|flying|driv(?:e|ing)|tak(?:e|ing)\s+(?:a\s+)?(?:taxis?|cabs?))\b"
                   # a change put as "what if" ("what if we left a day later?"; "what if we had more money" only wonders)
                   r"|what\s+if\s+(?:we|i|us)\b(?!\s+had\b))")

# Worded as a question, asking for no answer: an undo asked politely ("can you undo the budget cut?": ``understand``
# undoes it, ``asks_to_undo``), and a predicate with no subject, the rest of a sentence cut at "and" ("the hotel has a
# burst pipe and is closed on night 1": "is closed on night 1" says what happened; "is it closed?" asks).
_NOT_ASKED = _words(rf"{_LEAD}(?:(?:(?:can|could|would|will)\s+(?:you|u|we)\s+(?:please\s+|pls\s+)?(?:undo|revert|restore"
                    r"|roll\s+(?:it\s+)?back|go\s+back|put\s+(?:it\s+)?back|change\s+(?:it|that)\s+back)\b)"
                    r"|(?:is|are|was|were|has\s+been|have\s+been)\s+(?:now\s+|also\s+|just\s+|still\s+)?(?:closed|shut|full|gone"
                    r"|off|down|flooded|sold\s+out|cancell?ed|(?:over|fully\s+)?booked|delayed|grounded)\b(?![^?]*\?\s*$))")
# A cost complained of that is a way of travelling's, said with a switch to another ("we'll drive, flights are too
# expensive", "ok fly again, 10 hours in the car is too much"): the reason for the switch, no cheaper trip asked for.
_MODE_WORD = _words(r"\b(?:flights?|flying|fly|planes?|airfares?|driving|drive|car|gas|road\s+trip|taxis?|cabs?)\b")
_MODE_SWITCH = _words(r"\b(?:(?:we'?ll|we\s+will|let'?s|i'?ll|(?:we'?d|i'?d)\s+rather|we\s+can|we\s+should|just)\s+(?:just\s+)?"
                      r"(?:drive|fly|take\s+the\s+(?:car|plane))|(?:drive|fly|driving|flying)\s+(?:instead|again)"
                      r"|no\s+(?:more\s+)?(?:flights?|flying|driving|planes?))\b")


def _cost_of_a_mode(text: str) -> bool:
    """Whether every clause complaining of the cost names a way of travelling, and the message switches to another
    (``_MODE_SWITCH``): the switch is the wish (an edit), not a cheaper trip."""
    if not _MODE_SWITCH.search(text):
        return False
    costly = [c for c in _CLAUSES.split(text) if c and _PREFERENCES_BY_PART["cheapest"].search(c)]
    return bool(costly) and all(_MODE_WORD.search(c) for c in costly)


NO_SUCH_DAY = 0  # a day named that no trip has (not a whole number from 1): the answer says so

# A follow-up that names only what it now asks about ("and the whole thing?", "and day 2?", "what about the first day?",
# "overall?", "per day?"): the whole message is these words, and it asks the question before it again about that.
_WHOLE = (r"(?:the\s+)?(?:whole\s+(?:thing|trip|lot)|entire\s+(?:thing|trip)|everything|all\s+of\s+it|overall|altogether"
          r"|all\s+together|in\s+total|total|all\s+in|both\s+days)")
_EACH_DAY = r"(?:per|each|every|a)\s+day|daily|day\s+by\s+day"
_DAY_OR_NIGHT = (r"(?:the\s+)?(?:(?:day|night)\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|fourth|fifth|sixth"
                 # an ordinal alone ("and the first?") after a question about a day: that day
                 r"|seventh|last|\d+(?:st|nd|rd|th))(?:\s+(?:day|night|one))?)")
_TOTAL_WORD = _words(r"\btotal\b|\ball\s+in\b")  # a follow-up that asks the cost whatever was asked before
_ORDINAL_ALONE = _words(r"^(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|last|\d+(?:st|nd|rd|th))(?:\s+one)?$")
# A flight named by its leg in a follow-up about travel ("and the one back?", "the return?"): the trip's last or first.
_LEG = (r"(?:the\s+)?(?:(?:(?:one|flight|way|leg|coming|flying|going|getting)\s+)?(?P<leg_end>back|home|there|out)"
        r"|return(?:\s+(?:one|flight|leg))?)")
# The stay asked about before, by a pronoun ("which hotel is it?", then "is it any good?", "how's it rated?"): its details.
# (what it is like only: "what's it cost in total" names its own topic)
_IT_ASKED = _words(r"^\W*(?:and\s+|so\s+)?(?:is|was|how'?s|how\s+is)\s+it\s+(?:(?:any|really|actually)\s+)?(?:good|nice|decent"
                   r"|ok(?:ay)?|clean|safe|comfortable|rated|well[\s-]rated)\b\W*$")
_FOLLOW_UP = _words(r"^\W*(?:(?:and|or|also|plus|ok|okay|so|then|hmm|what\s+about|how\s+about|for|on|in)\W+)*"
                    rf"(?:(?P<whole>{_WHOLE})|(?P<each>{_EACH_DAY})|(?P<day>{_DAY_OR_NIGHT})|(?P<leg>{_LEG}))"
                    r"\W*(?:then|too|now|again|alone|only|by\s+itself)?\W*(?:pls|please|plz)?\W*$")


# The parts of a plan's cost by their words (``answers``: a part's cost asked; a part asked after another)
PART_WORDS = {"meals": r"food|meals?|eating|restaurants?|dining|breakfasts?|lunch(?:es)?|dinners?",
              "stays": r"hotels?|stays?|accommodations?|lodging|rooms?|airbnbs?",
              "travel": r"flights?|flying|transport(?:ation)?|gas|fuel|taxis?|travel(?:l?ing)?"}
PART = rf"(?:the\s+|our\s+|my\s+|all\s+the\s+)?(?:{'|'.join(PART_WORDS.values())})\b"
# Another part asked right after a question ("how much is all the travel?", then "and the hotels?", "what about food?",
# "and for the hotel?"): the same question of that part
ANOTHER_PART = _words(rf"^\W*(?:and|what\s+about|how\s+about|same\s+for)\s+(?:(?:for|on)\s+)?(?P<part>{PART})\W*$")
_PART_TOPIC: dict[str, PlanTopic] = {"meals": "day", "stays": "stays", "travel": "travel"}


def _another_part(text: str) -> MessageReading | None:
    """A part asked after a question about the plan (``ANOTHER_PART``): a question of that part (its cost when the
    message before asked a part's cost: ``answers._part_follow_up``), never a message read alone as no question."""
    asked = ANOTHER_PART.match(text)
    if asked is None:
        return None
    part = next(name for name, words in PART_WORDS.items() if re.search(rf"\b(?:{words})\b", asked.group("part"), re.I))
    return MessageReading(kind="question", topic=_PART_TOPIC[part])


def follow_up(text: str, earlier: MessageReading | None) -> MessageReading | None:
    """The question a follow-up asks after the ``earlier`` one ("how much is day 1?", then "and the whole thing?": the
    total); None when the message is no follow-up or the earlier message asked nothing about the plan.

    The follow-up keeps the earlier question's topic and takes its scope: a day named (a total asked of one day is that
    day's cost), the whole trip (a day's cost asked of the whole is the total) or each day (the costs day by day)."""
    if earlier is None or earlier.kind != "question" or earlier.topic in (None, "changes", "dates"):
        return None
    match = _FOLLOW_UP.match(_spelled(text))
    if match is None and (part := _another_part(text)) is not None:  # "and the food?" after "and the hotels?"
        return part
    if match is None:
        stay_again = earlier.topic in ("hotel", "stays") and _IT_ASKED.match(text)
        return MessageReading(kind="question", topic="hotel") if stay_again else None
    topic = earlier.topic
    if match.group("leg"):  # the last flight for the way back, the first for the way there
        out = (match.group("leg_end") or "").lower() in ("there", "out")
        return MessageReading(kind="question", topic="travel", day=1 if out else -1) if topic == "travel" else None
    if match.group("whole"):  # "total" names the cost itself: after "hotel rating?", "total" asks the trip's total
        costly = topic == "day_cost" or _TOTAL_WORD.search(match.group("whole")) is not None
        return MessageReading(kind="question", topic="total" if costly else topic)
    if match.group("each"):
        return MessageReading(kind="question", topic="day_cost") if topic in ("total", "day_cost") else None
    said = match.group("day")  # an ordinal alone ("and the first?") names a day as "the first day" does
    ordinal = _ORDINAL_ALONE.search(said)
    day = _day_named(f"{ordinal.group(1)} day" if ordinal else said)
    return MessageReading(kind="question", topic="day_cost" if topic == "total" else topic, day=day)


# An intent's own word said to decline it ("no need to make it cheaper, thanks", "don't undo it, it's fine"): that
# clause asks for nothing, and the rest of the message is read without it.
# (and a preference's word turned down: "no need for a nicer hotel", "we don't need more sights", "wasn't asking for a
# cheaper one lol", "not nicer hotels, just an entire room")
_DECLINED = _words(r"\b(?:(?:there'?s\s+)?no\s+need\s+(?:to|for)|don'?t(?:\s+need)?|do\s+not(?:\s+need)?"
                   r"|(?:was(?:n'?t|\s+not)|not|i'?m\s+not)\s+asking\s+(?:for|you\s+to)|not(?=\s+(?:nicer|better|fancier|cheaper)\b))"
                   r"\s+(?:\w+\s+){0,2}?(?:undo|revert|cancel|make\s+it|go\s+back|change|nicer|better|fancier|cheaper|more)\b[^,.;!?]*")


def classify(text: str) -> MessageReading | None:
    """The message's intent when it is one of the six conversational kinds; None for a request, an edit or unknown.

    Typos of the intents' own words are read as the words (``_spelled``). A question asking why ("why not a cheaper
    hotel?", "why aren't we driving?") is a question about the plan, never a preference or an edit: it asks, it
    does not change anything."""
    text = _DECLINED.sub(" ", _spelled(text))
    if _only_cue_and_filler(text, _CANCEL_CUE, _FILLER) or _cancel_with_reasons(text):
        return MessageReading(kind="cancel")
    if _only_cue_and_filler(text, _UNDO_CUE, _UNDO_FILLER) or _undo_for_a_complaint(text) or _EARLIER_ALONE.match(text):
        return MessageReading(kind="undo")
    if _HELP.match(_OTHER_EMOJI.sub(" ", text)):  # "help??? 😵"
        return MessageReading(kind="help")
    if _only_cue_and_filler(_OTHER_EMOJI.sub(" ", text), _SMALL_TALK_CUE, _SMALL_TALK_FILLER):
        return MessageReading(kind="small_talk")
    asked_what_changed = bool(_ASKS.search(text) and _WHAT_CHANGED.search(text))  # "what did you give up to make it cheaper?"
    asked = (asks_why(text) or asked_what_changed or asks_which(text) or bool(_COMPARES.match(text))) \
        and not asks_lowest_cost(text)  # "what's the best restaurant in Orlando?", "is it cheaper to drive?": asked, no
    # change; "what's the cheapest this can be?" is asked too, but only a re-plan for the lowest cost can answer it
    if asks_lowest_cost(text) and not _cost_of_a_mode(text):  # "how cheap can this get?": the cheapest plan is the answer
        return MessageReading(kind="preference", preference="cheapest")
    if asks_extreme(text):  # "cheapest restaurant?", "cheapest meal we have?": the plan's, answered from it
        return MessageReading(kind="question", topic="total")
    for preference, pattern in _PREFERENCES:
        if not asked and pattern.search(text) and not stated_as_rule(preference, text) \
                and not (preference == "cheapest" and _cost_of_a_mode(text)):
            return MessageReading(kind="preference", preference=preference)
    mocked = None if asked or is_question(text) else sarcastic_part(text)
    if mocked is not None:  # "wow $620 for a 2 hour flight, bargain 🙄": the complaint it voices
        return MessageReading(kind="preference", preference=mocked)
    for subject, pattern in _OUT_OF_SCOPE.items():
        if pattern.search(text):
            return MessageReading(kind="out_of_scope", subject=subject)
    direct = as_asked(text)  # "i wonder what day 2 costs": "what day 2 costs?"
    return _question(text) or (_question(direct) if direct != text else None)


def _question(text: str) -> MessageReading | None:
    """The question about the plan the message asks, by its topic (``_TOPICS``); None when it asks none."""
    if (_ASKS.search(text) or _CHANGES_ASKED.search(text) or _ASKED_BY_NAME.match(text) or _SHOW_ME.match(text)) \
            and not _PROPOSES.match(text) and not _NOT_ASKED.match(text):
        day = _day_named(text)
        for topic, pattern in _TOPICS:
            if topic == "stays" and _MEAL_ASKED.search(text) and day is not None:  # "where do we eat the first
                continue  # night": a meal
            if pattern.search(text) and (topic != "day" or day is not None or _WHOLE_PLAN_ASKED.match(text) or _ASKED_BY_NAME.match(text)):
                return MessageReading(kind="question", topic=topic, day=day)
    return None


# A question said as a statement ("i wonder what day 2 costs", "not sure when the flight home is", "need the flight
# times", "my wife wants to know where we're eating", "tell me about the hotel"): a lead saying the speaker wants to
# know, then what is asked, as a question clause or as a part of the plan named ("the total", "the day 2 plan", "a quick
# breakdown by day"; never a thing wished for: "i need a hotel with a pool" names no part of the plan).
_KNOW = r"(?:know|see|find\s+out|hear)"
_WANTS_TO_KNOW = _words(
    r"^\W*(?:(?:hmm+|ok|okay|so|also|btw|just|lol|haha|and)\W+)*(?:(?:i\s+)?(?:was\s+)?wonder(?:ing)?|(?:i'?m\s+)?(?:just\s+)?curious"
    r"(?:\s+(?:about|to\s+know))?|(?:i'?m\s+)?not\s+sure|(?:i\s+)?(?:dunno|don'?t\s+know|can'?t\s+remember)|i\s+(?:forgot|forget)"
    r"(?=\s+(?:what|where|when|which|how|who|why|if|whether)\b)|no\s+idea"
    rf"|(?:i\s+)?(?:need|want|wanna|would\s+(?:like|love))\s+to\s+{_KNOW}|i'?d\s+(?:like|love)\s+to\s+{_KNOW}|(?:i\s+)?wanna\s+{_KNOW}|i'?d\s+love"
    r"|would\s+love|let\s+(?:me|us)\s+know|tell\s+(?:me|us)(?:\s+about)?|remind\s+(?:me|us)(?:\s+(?:of|about))?"
    rf"|(?:my\s+)?\w+(?:'s|\s+is)\s+asking|(?:my\s+)?\w+\s+wants\s+to\s+{_KNOW}|(?:i'?m\s+|just\s+)?trying\s+to\s+(?:figure|work)\s+out"
    r"|(?:just\s+)?(?:double[\s-]?)?checking|(?:i\s+)?(?:wanna|want\s+to)\s+(?:double[\s-]?)?check|(?:i'?m\s+)?confused\s+about"
    r"|(?:i\s+)?need|give\s+(?:me|us)|show(?:\s+(?:me|us))?)\s+(?P<asked>.+)$")
_CLAUSE_ASKED = _words(r"^(?:if|whether)\s+(?P<rest>.+)$|^(?:what|what'?s|where|when|which|how|who|why)\b")
_PART_OF_PLAN = _words(
    r"^(?:(?:the|our|my|a|an)\s+)?(?:[\w']+\s+){0,3}?(?:name|names|times?|numbers?|total|dates|budget|cost|costs|price"
    r"|itinerary|schedule|plan|place|hotel|flights?|breakdown|rating|details|summary)"
    r"(?:\s+(?:home|out|back|left|again|(?:of|for|on)\s+day\s+\w+|by\s+day|per\s+(?:day|person)|for\s+(?:my|our|the)\s+[a-z]+))?"
    r"\W*(?:pls|please|plz)?\W*$")


def as_asked(text: str) -> str:
    """The direct question a question said as a statement asks (``_WANTS_TO_KNOW``: "i wonder what day 2 costs" is
    "what day 2 costs?", "need the flight times" is "what are the flight times?"); ``text`` itself otherwise."""
    said = _WANTS_TO_KNOW.match(text)
    asked = said.group("asked").strip() if said else ""
    clause = _CLAUSE_ASKED.match(asked)
    if clause is not None:
        return f"{clause.group('rest') or asked}?"
    if _PART_OF_PLAN.match(asked):
        return f"what {'are' if asked.rstrip('?!. ').endswith('s') else 'is'} {asked.rstrip('?!. ')}?"
    return text


# A cancel said with its reason or an aside ("plans changed, cancel the trip", "cancel, we booked elsewhere", "ok
# thanks, but cancel it"): one clause is a cancel cue with filler, and no other clause asks for anything (a trip word, a
# number, a name, an edit's verb, a preference, an undo, a question): "cancel that, make it cheaper" and "forget LA, go
# to Denver" are no cancel of the trip.
_CLAUSES = re.compile(r"[,.;:!?()\u2013\u2014]+|\s-\s|\bbut\b", re.IGNORECASE)
_ASKS_FOR_SOMETHING = _words(
    r"\d|\$|\b(?:to|from|in|into|via|instead|days?|nights?|weeks?|people|persons?|adults?|kids?|children|dogs?|cats?"
    r"|pets?|budget|hotels?|rooms?|flights?|fly|flying|drive|driving|dates?|food|restaurants?|make|add|change(?!\s+of\b)"
    r"|switch|move|set|raise|lower|book|prefer|rather|include|extend|shorten|keep|only|january|february|march|april"
    r"|june|july|august|september|october|november|december|me|myself|alone|solo|wife|husband|partner|friends?"
    r"|family|mom|dad|parents|couple|one|two|three|four|five|six|seven|eight|nine|ten"
    # a take-back of its own ("forget the zoo, we don't need it": the zoo, not the trip)
    r"|forget|drop|skip|remove|ditch|scrap|cancel|lose|without|except|don'?t|never|meant|mean"
    # or content as it is ("nvm, it's fine": nothing to call off)
    r"|fine|good|great|perfect|works|as\s+is|no(?!\s+(?:longer|more|worries|problem))\s+\w+)\b")
# a capitalised word after the clause's first ("forget it, Denver then")
_NAME_INSIDE = re.compile(r"(?<=\w\s)(?!I\b|I')[A-Z][a-z]+")


# A cancel pointing at something said ("oh i meant audubon acres, forget that"): that thing dropped, not the trip.
_POINTS_BACK = _words(r"\b(?:that|this|those|these)\b")


def _cancel_with_reasons(text: str) -> bool:
    if _cue_then_reason(text):  # "cancel the trip we cant go": the reason said with no mark between
        return True
    clauses = [c.strip() for c in _CLAUSES.split(text) if c.strip()]
    cancels = [c for c in clauses if _only_cue_and_filler(c, _CANCEL_CUE, _FILLER)]
    if len(text.split()) > 25 or not cancels or len(cancels) == len(clauses) or _POINTS_BACK.search(" ".join(cancels)):
        return False
    return not any(_asks_something(c) for c in clauses if c not in cancels)


# A reason the trip is called off, asking for no change ("the dates don't work for us anymore", "my mom is sick", "we
# can't make it"): it names a part of the trip or a traveller only to say why.
_REASON = _words(r"^(?![^\d]*\d)(?:(?:\w+'?\w*\s+){0,4}?(?:do(?:es)?n'?t|do(?:es)?\s+not|won'?t|will\s+not|can'?t"
                 r"|isn'?t\s+going\s+to|aren'?t\s+going\s+to)\s+work(?:\s+out)?(?:\s+for\s+(?:us|me))?(?:\s+any\s*more)?"
                 r"|(?:(?:my|our|the)\s+)?(?:\w+\s+){1,2}?(?:is|are|got|has\s+been|have\s+been|fell)\s+(?:really\s+|very\s+|so\s+)?"
                 r"(?:sick|ill|unwell|in\s+(?:the\s+)?hospital|hurt|injured)"
                 r"|(?:we|i)\s+(?:can'?t|cannot|won'?t\s+be\s+able\s+to)\s+(?:go|make\s+it|travel|come)(?:\s+any\s*more)?"
                 r"|(?:we|i)\s+(?:found|got|booked)\s+(?:\w+\s+){0,3}?(?:elsewhere|somewhere\s+else)"
                 # a document lost or out of date ("my passport expired", "our visas got denied")
                 r"|(?:my|our)\s+(?:\w+\s+)?(?:passports?|visas?|ids?)\s+(?:(?:is|are|has|have|got|just)\s+)?(?:expired|lost|stolen"
                 r"|denied|rejected))(?:\s+(?:lol|sadly|sorry|unfortunately|tho|though|haha|ugh))*\W*$")


def _cue_then_reason(text: str) -> bool:
    """Whether a short message is a cancel and then its reason with no mark between ("cancel the trip we cant go",
    "cancel it our passports expired"): split at each word, the cancel alone before and a reason (``_REASON``) after."""
    words = text.split()
    if len(words) > 15:
        return False
    return any(_only_cue_and_filler(" ".join(words[:i]), _CANCEL_CUE, _FILLER) and _REASON.match(" ".join(words[i:]))
               for i in range(1, len(words)))


def _asks_something(clause: str) -> bool:
    """Whether a clause said beside a cancel asks for anything (see ``_cancel_with_reasons``)."""
    if _REASON.match(clause):
        return False
    read = (_ASKS_FOR_SOMETHING, _NAME_INSIDE, _UNDO_CUE, _ASKS, *(p for _part, p in _PREFERENCES),
            *_OUT_OF_SCOPE.values())
    return any(pattern.search(clause) for pattern in read)


def calls_off_everything(text: str) -> bool:
    """Whether a cancel is said twice over ("never mind, cancel that", "nvm, scrap that"): the whole thing is called
    off, never the last change only (a single "cancel that" right after a change takes that change back)."""
    return len(_CANCEL_CUE.findall(_spelled(text))) >= 2


_OTHER_EMOJI = re.compile(rf"(?:(?![{_GLAD_EMOJI}])[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\U0001F3FB-\U0001F3FF])+")
# A question asking for something by name ("what's the best restaurant in Orlando?", "which hotel is nicest?"): it asks
# which, it wishes for no change; "what about nicer hotels?" and "how about cheaper?" suggest one, and are preferences.
_WHICH = _words(rf"{_LEAD}(?:what|whats|what's|what\s+is|which|where|where's|wheres|who)\b(?!\s+(?:about|an?)\b)")
_WHY = _words(rf"{_LEAD}(?:(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?)?explain(?:\s+to\s+(?:me|us))?\s+)?"
               r"(?:why|how\s+come)\b")
# A yes-no question comparing the plan with another ("is it cheaper to drive?", "would a nicer hotel cost a lot more?",
# "would it be cheaper than flying?"): it asks what a change would do, and wishes for none ("is there a cheaper way?"
# and "would it be possible to make it cheaper?" ask for one, and are preferences).
_COMPARES = _words(rf"{_LEAD}(?:is|would|will|does|do|did)\s+(?:it|that|this|a|an|the|day)\b(?!\s+be\s+possible)"
                   r".*\b(?:than|if\s+(?:we|i)|to\s+(?:drive|fly|take|go|stay|eat|book)"
                   # ("is a later flight more expensive?": the comparative closing the question)
                   r"|(?:more\s+expensive|pricier|costlier|cheaper)(?=\W*$)"
                   r"|cost\s+(?:a\s+lot\s+|much\s+|way\s+)?more)\b"
                   rf"|{_LEAD}would\s+(?:it|that|this|\w+ing)\s+be\s+(?:(?:a\s+lot|much|way|any)\s+)?(?:cheaper|pricier|faster"
                   r"|quicker|shorter|(?:more|less)\s+expensive)\b")


# Asked to be shown or told the plan, and nothing else ("give me the full itinerary", "walk me through the trip",
# "recap the plan pls"): a question whatever trip words it holds ("full" is no pace wished for there), never an edit;
# "show me flights from Boston to Miami" names more than the plan, and is read as a request.
_SHOW_ME = _words(rf"{_LEAD}(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?)?(?:(?:show|give|tell|remind|walk|run)\s+(?:me|us)"
                  r"|show|recap|summari[sz]e|go\s+over)\s+(?:through\s+|over\s+|again\s+)?"
                  # ("give me a rundown of the trip", "a quick overview of the plan")
                  r"(?:an?\s+(?:quick\s+|short\s+|full\s+)?(?:rundown|run-down|overview|summary|recap|breakdown)\s+of\s+)?"
                  r"(?:the\s+|our\s+|my\s+)?(?:full\s+|whole\s+"
                  r"|entire\s+|complete\s+)?(?:itinerary|plan|schedule|trip|details|summary|total|costs?|breakdown)\b"
                  r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$"
                  # the whole plan named alone ("full itinerary pls": "full" is no pace wished for)
                  rf"|{_LEAD}(?:the\s+|our\s+)?(?:full|whole|entire|complete)\s+(?:itinerary|plan|schedule)"
                  r"\W*(?:again\W*)?(?:pls|please|plz)?\W*$")


def asks_to_see(text: str) -> bool:
    """Whether the message asks to be shown or told something (``_SHOW_ME``), or follows up the question before it
    ("and day 2 alone?"): answered as the question it is, never read as an edit ("alone" is no one traveller)."""
    return bool(_SHOW_ME.match(text) or _FOLLOW_UP.match(_spelled(text)))


def asks_which(text: str) -> bool:
    """Whether the message asks for something by name ("what's the best restaurant in Orlando?", ``_WHICH``): it
    wishes for no change, whatever trip words it restates ("can we have an entire place?" is a wish asked politely)."""
    return bool(_WHICH.match(text))


# A way home or to a place named, not to an earlier version ("go back to Newark on day 3 instead", "fly back home a day
# later"): the trip's return, an edit (a place is told by its capital; "go back to the old plan" names none).
_BACK_TO_A_PLACE = re.compile(r"(?i:\b(?:go(?:ing)?|fly(?:ing)?|head(?:ing)?|driv(?:e|ing)|get(?:ting)?|travel(?:l?ing)?)\s+back\s+)"
                              r"(?:(?i:home)\b|(?i:to\s+)(?!(?i:the|that|this|what|how|before|my|our|it|its|it's)\b)[A-Z]"
                              # a place gone to twice ("no going back to the same museum as day 2"): a visit, no undo
                              r"|(?i:to\s+the\s+same\s+(?:\w+\s+)?(?:restaurants?|places?|spots?|museums?|sights?|attractions?"
                              r"|parks?)\b))")


# An earlier version asked for by its name alone ("previous one pls", "prev version pls", "the old plan?"): an undo (a
# whole message only; "how much was the old plan?" asks about it)
_EARLIER_ALONE = _words(rf"^\W*(?:(?:hmm+|ok|okay|nah|no|just|actually)\W+)*(?:the\s+)?{_EARLIER_ONE}\W*(?:again\W*)?"
                        r"(?:pls|please|plz)?\W*$")


def asks_to_undo(text: str) -> bool:
    """Whether the message holds an undo cue among other words ("hmm that's too bare bones, put it back"): ``understand``
    reads it as an undo when nothing else in it changes the trip (a cue with filler alone is ``classify``'s undo); a way
    back to a place is none (``_BACK_TO_A_PLACE``)."""
    return bool(_UNDO_CUE.search(_DECLINED.sub(" ", _spelled(_BACK_TO_A_PLACE.sub(" ", text)))))  # "don't undo it": none


def starts_over(text: str) -> bool:
    """Whether a cancel message asks to start over ("let's start over"): the reply asks for the new trip."""
    return bool(re.search(rf"\b(?:{_RESTART})\b", _spelled(text), re.IGNORECASE))


# A complaint of the last change's cost or look, and nothing else ("hmm too pricey", "ugh that's way too expensive",
# "meh"): the reason an undo said beside it is asked for ("hmm too pricey, undo that"), no cheaper plan of its own
_COMPLAINT_ONLY = _words(r"^\W*(?:(?:hmm+|ugh+|oof|wow|yikes|nah|no|ok|okay|well|eh|meh|damn|geez|jeez|welp|bruh)\W+)*"
                         r"(?:(?:that'?s|thats|it'?s|its|this\s+is|way|a\s+bit|bit|kinda|too|so|pretty|really|much)\s+)*"
                         r"(?:expensive|pric(?:e)?y|costly|steep|much|worse|bad|meh|ugly)(?:\s+now)?\W*$")


def _undo_for_a_complaint(text: str) -> bool:
    """Whether the message is an undo said with its reason, a complaint ("hmm too pricey, undo that"): an undo, never a
    re-plan for the lowest cost (each clause is the undo cue with filler or a complaint only, ``_COMPLAINT_ONLY``)."""
    clauses = [c for c in _CLAUSES.split(text) if c.strip()]
    undo = [c for c in clauses if _only_cue_and_filler(c, _UNDO_CUE, _UNDO_FILLER)]
    return bool(undo) and len(clauses) > len(undo) and all(c in undo or _COMPLAINT_ONLY.match(c) for c in clauses)


# The lowest cost of the whole trip asked for ("what's the cheapest this can be?", "how cheap can we go", "what would the
# cheapest version cost", "what's the least we could spend on this"): never one part of it ("which day is cheapest",
# "what's the cheapest restaurant"), which the plan answers.
_LOWEST_ASKED = _words(r"\bhow\s+(?:cheap|low|little)\s+(?:can|could|would|will|might|do)\b"
                       r"|\b(?:cheapest|lowest|least|minimum|min)\s+(?:(?:it|this|that|the\s+trip|we|i)\s+(?:can|could|would|will|might)"
                       r"\s+(?:possibly\s+|really\s+|ever\s+)?(?:cost|be|spend|pay|go|get|do\s+it)\b"
                       r"|(?:possible\s+)?(?:price|cost|total|version|option|spend)\b)")
_PART_NAMED = _words(r"\b(?:days?|nights?|hotels?|stays?|restaurants?|meals?|breakfasts?|lunch(?:es)?|dinners?|flights?|sights?"
                     r"|attractions?|rooms?|places?|rides?|taxis?|drives?|parts?)\b")


# A part of the plan asked for by its cost's extreme ("cheapest restaurant?", "cheapest meal we have?", "the priciest
# hotel night"): a question about the plan as it is, by its grammar (a question mark, or the plan pointed at: "we have",
# "on this trip"); said with a verb of wanting or changing ("make it the cheapest hotel", "go with the cheapest
# restaurants", "can we get the cheapest hotels?") it is a wish for the cheapest plan (``_PREFERENCES``).
_EXTREME_PART = _words(r"\b(?:cheapest|priciest|costliest|dearest|(?:most|least)\s+(?:expensive|costly|pric(?:e)?y))\s+"
                       rf"(?:\w+\s+)?(?:{'|'.join(PART_WORDS.values())}|things?|items?|days?|nights?)\b")  # (what answers prices)
_OF_THE_PLAN = _words(r"\?\s*$|\b(?:we\s+have|we'?ve\s+got|we\s+got|in\s+(?:the|our|this)\s+(?:plan|trip|itinerary)"
                      r"|on\s+(?:the|our|this)\s+(?:plan|trip|itinerary)|of\s+(?:the|our|this)\s+trip|planned|booked)\b")
_WANTED = _words(r"\b(?:make|go|get|give|want|wanna|need|prefer|like|rather|switch|swap|change|pick|choose|use|book|find|put"
                 r"|let'?s|lets|try|instead|please|pls|plz|only|just|(?:can|could|shall|should|may)\s+(?:we|i|you|u))\b")


# ... asked with a question word and nothing after the part ("what's the cheapest night", "which is the priciest meal"):
# a question though no question mark ends it
_WH_EXTREME = _words(r"^\W*(?:what|which)(?:'?s|s|\s+is|\s+was)\s+(?:the\s+|our\s+)?"
                     r"(?:cheapest|priciest|costliest|dearest|(?:most|least)\s+(?:expensive|costly|pric(?:e)?y))\s+"
                     rf"(?:{'|'.join(PART_WORDS.values())}|nights?)\W*$")


def asks_extreme(text: str) -> bool:
    """Whether the message asks which part of the plan costs the most or least (``_EXTREME_PART``) as a question about
    the plan: answered from it, never a re-plan (a wish for the cheapest says what it wants: ``_WANTED``)."""
    return bool(_EXTREME_PART.search(text) and (_OF_THE_PLAN.search(text) or _WH_EXTREME.match(text))
                and not _WANTED.search(text))


def asks_lowest_cost(text: str) -> bool:
    """Whether the message asks for the lowest cost the whole trip can have (``_LOWEST_ASKED``): answered by re-planning
    for it (a preference), never by the trip as it stands."""
    return bool(_LOWEST_ASKED.search(text)) and not _PART_NAMED.search(text)


def asks_why(text: str) -> bool:
    """Whether the message asks why the plan is as it is ("why not a cheaper hotel?", "how come we aren't driving?"):
    answered from the plan, never read as a change (its words name one: "cheaper", "driving")."""
    return bool(_WHY.match(text))


_RATED_BY = {"hotels": "min_stay_rating", "restaurants": "min_rating"}  # the rating rule a nicer part may come with
_ALSO_BY = {"hotels": ("room_type",)}  # other rules a nicer part may come with ("an entire place would be better")


def stated_as_rule(preference: str | None, text: str) -> bool:
    """Whether a wish about flight times comes with a bound a hard constraint reads ("later flights, nothing leaving
    before 10am"): then the message is an edit setting that rule (the registry's reading, as in a request), not the soft
    preference; one wish has one meaning wherever it is said. Nicer stays or restaurants with a minimum rating ("a well
    rated hotel, 4 or better") are that rating's rule alike, and nicer stays with a room type ("an entire place would be
    better") that room type's."""
    rated = _RATED_BY.get(preference or "")
    if rated is not None:
        reads = [named(rule).read for rule in (rated, *_ALSO_BY.get(preference or "", ()))]
        assert all(reads), "the rating and room rules read a request (domain/constraints/stay_rating.py, room_type.py)"
        return any(read(text, (), [], []) is not None for read in reads if read is not None)
    if preference != "humane_hours":
        return False
    claims = named("flight_times").claims
    assert claims is not None, "flight_times registers the spans its statements hold (domain/constraints/flight_times.py)"
    return bool(claims(_without_time_complaints(text)))  # "a 6am flight is brutal, later flights": no bound said


# Words said around a preference that ask nothing more: the asking ("is there a cheaper way", "can we upgrade to a better
# hotel", "add more activities"), the preference's own subject said again ("hmm pricey. cheaper?", "spend less money pls",
# "that's a lot of money, can we cut it down"), and asides ("too costly tbh", "love it! can we splurge on restaurants tho",
# "wtf that's so expensive"): what is left of a message holding these alone is no edit said with it.
_AROUND_PREFERENCE = _FILLER | frozenset("""make is there way option options ones something could would you us please find
    give get me add to upgrade tbh tho though honestly wtf omg lol also but so more thing things stuff one thanks ok well
    wherever whenever later
    too really bit little lot maybe perhaps possible if any that's thats pricey pricy expensive costly money price cost down
    cut costs steep af broke student i'm im better be would than wanted spend more afford some can we do looks look
    honestly out anything much hotel hotels stay room rooms place places food restaurant restaurants dinner lunch breakfast
    meals flight flights sights pack in for bruh bro dude man mate yo guys pal""".split())
# An aside on the travellers' means said beside a preference ("cheaper, we're students", "money's tight, cheaper
# please", "better hotel, money isn't an issue"): the reason for it, no wish of its own.
_MEANS_ASIDE = _words(r"(?:^|[,.;!?]|\bbut\b)\s*(?:(?:we'?re|we\s+are|i'?m|i\s+am)\s+"
                      r"(?:(?:just|all|only|a\s+bit|kinda|pretty|so)\s+)?"
                      r"(?:poor\s+)?(?:students?|broke|skint|poor|on\s+a\s+(?:tight\s+)?budget)"
                      r"|(?:our\s+|the\s+)?(?:money|cash|funds|budget)(?:'s|\s+is)\s+(?:a\s+bit\s+|really\s+|very\s+|so\s+)?"
                      r"tight|(?:money|cost|price)(?:'s|\s+is)?\s+(?:isn'?t|is\s+not|not|no)\s+(?:an?\s+)?"
                      r"(?:issue|problem|object|concern))"
                      r"\s*(?=[,.;!?]|$)")


# Praise said with an eye-roll, or a stock phrase of mockery ("yeah sure, $900 a day is totally normal 🙄", "wow so
# cheap, said no one", "nothing says vacation like a 6am flight"): a complaint of the part it mocks (a figure or a price
# word: the cost; a clock time or "early": the flight hours; then the stay, the meals, the sights), no edit of its words.
_MOCKED = _words(r"[\U0001F644\U0001F612\U0001F643]|\bsaid\s+no\s*(?:one|body)\b|\bnothing\s+says\s+(?:vacation|holiday|relax\w*|fun)\b")
_MOCKED_PARTS: tuple[tuple[PreferencePart, re.Pattern[str]], ...] = (
    ("cheapest", _words(r"\$|\b\d{3,}\b|\b(?:cheap|bargain|value|deal|steal|prices?|costs?|pocket\s+change|money|affordable)\b")),
    ("humane_hours", _words(rf"(?:{_CLOCK})|\bearly\b")),
    ("hotels", _words(r"\b(?:hotels?|stays?|rooms?|accommodations?|lodging)\b")),
    ("restaurants", _words(r"\b(?:restaurants?|food|meals?|dinners?|lunch(?:es)?|breakfasts?)\b")),
    ("sights", _words(r"\b(?:itinerary|sights?|attractions?|aquarium|museum|things\s+to\s+do|just\s+a\s+flight|packed)\b")),
)


def sarcastic_part(text: str) -> PreferencePart | None:
    """The part of the plan a mocking message complains of (``_MOCKED``), or None when it mocks none."""
    if not _MOCKED.search(text):
        return None
    return next((part for part, words in _MOCKED_PARTS if words.search(text)), None)


def without_preference(text: str) -> str:
    """The message with its preference's words taken out ("make it cheaper, and a budget of $1,300" → ", and a budget
    of $1,300"): what is left is read as an edit said with it ("make it cheaper, no early flights" sets the flight-time
    rule too); nothing is left when only words around the preference are ("is there a cheaper way" → ""), nor of a
    mocking message ("yeah sure, $900 a day is totally normal 🙄": no budget of $900)."""
    if sarcastic_part(text) is not None:
        return ""
    text = _MEANS_ASIDE.sub(" ", _DECLINED.sub(" ", _spelled(text)))  # "no don't undo, just cheaper": no wish
    if _PREFERENCES_BY_PART["humane_hours"].search(text):  # "a 6am flight is brutal, later flights": its reason
        text = _without_flights_named(_without_time_complaints(text))  # "that 6am flight home, can it be later"
    for _part, pattern in _PREFERENCES:
        text = pattern.sub(" ", text)
    left = _MESSAGE_WORDS.findall(_SMALL_TALK_CUE.sub(" ", text.lower()))
    return "" if all(word in _AROUND_PREFERENCE for word in left) else text


def is_question(text: str) -> bool:
    """Whether the message is worded as a question ("what's the weather in Denver?")."""
    return bool(_ASKS.search(text))


_THANKS = _words(r"\b(?:thanks?|thank\s+(?:you+|u+)|thanx|thx|thnx|ty|tysm|tyvm|cheers|appreciated?|much\s+obliged)\b")


def thanks_in(text: str) -> bool:
    """Whether the message thanks, with words small talk does not list around it ("thanks for sorting that", "phew,
    thanks"): ``understand`` answers it as thanks when nothing else in it is read (never "I didn't understand").
    Thanks declining something ("no thanks, we'd rather drive") or followed by an objection ("thanks but the hotel is
    wrong") is no thanks: what the rest says is not understood, and is said so."""
    return bool(_THANKS.search(text)) and not _THANKS_BUT.search(text)


_THANKS_BUT = _words(r"\bno\s+(?:thanks?|thank\s+you|thx)\b"
                     r"|\b(?:thanks?|thank\s+(?:you|u)|thx|ty|cheers)\W+(?:but|however)\s+\w")


def days_named(text: str) -> list[int]:
    """Every day a message names, in order, once each ("is day 1 or day 2 more expensive?": [1, 2]; -1 the last)."""
    return list(dict.fromkeys(d for d in (_day_named(m.group(0)) for m in _DAY.finditer(text)) if d))


def _day_named(text: str) -> int | None:
    match = _DAY.search(text)
    if match is None:
        return None
    word = next(group for group in match.groups() if group).lower()
    if word.isdigit():
        return int(word) if int(word) <= 30 else NO_SUCH_DAY
    return _NUMBERS.get(word, NO_SUCH_DAY)  # "day 2.5", "day -1", "day zero": a day no trip has


# The words the intents know (their fillers and typo keywords): a held-down letter is read back to one of them.
_KNOWN_WORDS = _FILLER | _UNDO_FILLER | _SMALL_TALK_FILLER | _AROUND_PREFERENCE | frozenset(_KEYWORDS)
