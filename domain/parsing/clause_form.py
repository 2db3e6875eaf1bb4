"""The form of a clause no reader used: a request, or a statement that asks the plan for nothing (issue 38).

The net under the readers (``parsing.unread``) names a clause that looks like a wish and that no reader used. Whether
it looks like one was judged by words (want, need, only, no, at least, taking, a show ...), and those words are as
common in what travellers *tell*: "We visited once years ago and always wanted to go back", "I've only ever been there
for work", "It'll be warmer than here at least lol", "my boss finally approved my PTO lol". What tells them apart is the
clause's form, not its words:

* **a narrative** - a subject, then a verb in the past or the perfect ("we visited", "my boss approved", "it's been",
  "we've been binge watching") - tells what happened: it asks nothing of a plan not yet made;
* **a description of "it"** - "it" / "this" / "that" / "there" with a plain "is" / "was" / "will be" ("it'll be warmer
  than here", "it's a big deal for him") - says how things are;
* **the trip itself** wanted ("I need to get out of town", "we just want to get away and reconnect", "we're finally
  taking that trip"): the plan is that;
* **a cry** - one or two words of talk, stretched or misspelt ("yesss", "lets gooo", "thnks", "heck yes").

A clause in one of these forms is a request all the same when it holds a request's mark: a wish's modal in the present
(want, need, would, 'd, must, should, have to, please, can we ...), a ban (no, don't, avoid, skip, without), a question,
or an imperative. Everything here is one pass over the clause (its words, or one anchored match): linear in its length.
"""

from __future__ import annotations

import re

from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text

__all__ = ["asks_nothing", "is_statement", "is_cry", "is_cheer", "wants_the_trip", "told_of_the_past", "past_told_spans",
           "QUESTION", "WOULD_BE"]

# Words that open a clause before its subject ("Honestly we ...", "lol it's ...", "so my boss ...").
_LEAD = (r"(?:(?:honestly|so|well|ok|okay|lol|haha|hehe|anyway|anyways|and|oh|btw|tbh|like|just|actually|basically|yeah"
         r"|yes|hey|hi|also|plus|funny\s+enough|fun\s+fact|long\s+story\s+short|side\s+note"
         # a time in the past ("Last spring we did a cruise", "once we got lost", "back in 2015 we went")
         r"|last\s+(?:time|year|trip|spring|summer|fall|autumn|winter|week|month|weekend)|once|back\s+(?:in|then)(?:\s+\d{4})?"
         r"|(?:a\s+few|two|three|many|some)\s+years\s+ago)\W+)*")
_SUBJECT = (r"(?:i|we|you|he|she|they|it|this|that|there|everyone|everybody|nobody|someone|somebody"
            # some of the party ("neither of us has been to the midwest", "both of us flew")
            r"|(?:neither|none|both|all|each|one|two|most)\s+of\s+(?:us|them)"
            # (never a copula in the present taken as a word of the subject: "my wife is disabled" tells no story)
            # (nor an article or a preposition: "the Parthenon with a guided tour" is a thing asked for, no story)
            r"|(?:my|our|his|her|their|the)\s+(?:(?!(?:is|are|am|an?|with|at|of|for)\b)\w+\s+){0,2}?(?!(?:is|are|am|an?|with|at|of|for)\b)\w+)")
# A verb in the past: "-ed" (not a word that only ends so: need, speed, bed ...), or one of the irregular pasts.
_IRREGULAR_PAST = ("was|were|went|came|got|had|did|made|took|saw|found|left|met|grew|won|lost|spent|heard|told|said"
                   "|thought|knew|fell|began|became|brought|bought|felt|kept|gave|ate|drove|flew|slept|wrote|ran|sat"
                   "|stood|paid|sold|sent|built|caught|taught|forgot|quit|chose|broke|spoke|woke|wore|swam|sang|drank"
                   "|rode|moved|loved|used|tried|lived|stayed|visited|honeymooned|caved")
_PAST = rf"(?:(?!(?:need|needed|speed|feed|seed|bed|red|shed|breed|proceed|exceed|succeed)\b)[a-z]{{2,}}ed|{_IRREGULAR_PAST})"
_PARTICIPLE = rf"(?:been|gone|done|seen|taken|given|known|grown|flown|driven|eaten|written|{_PAST})"
_ADVERBS = (r"(?:(?:finally|just|already|always|never|once|only|ever|really|actually|even|also|all|both|recently|all"
            r"|originally|initially|almost|nearly"
            r"|basically|literally|honestly|totally|kinda|kind\s+of|sort\s+of|pretty\s+much|not|n't|so|been)\s+)*")
_NARRATIVE = lazy_compile(
    rf"{_LEAD}{_SUBJECT}\s+{_ADVERBS}(?:{_PAST}|(?:have|has|had)\s+{_ADVERBS}{_PARTICIPLE})\b"
    rf"|{_LEAD}{_SUBJECT}['’](?:ve|s|d)\s+{_ADVERBS}{_PARTICIPLE}\b"
    # what should or could have been ("We should have done this years ago")
    rf"|{_LEAD}{_SUBJECT}\s+(?:should|would|could|might)\s+{_ADVERBS}have\s+{_ADVERBS}{_PARTICIPLE}\b",
    re.IGNORECASE)
_DESCRIPTION = lazy_compile(
    rf"{_LEAD}(?:it|this|that|there)(?:['’]s|['’]ll\s+be|\s+(?:is|was|will\s+be))\s+(?!(?:a\s+)?must\b)",
    re.IGNORECASE)
# A dislike or a need of the speaker or of one of the party ("my mom doesn't like crowds", "she won't eat spicy food",
# "the kids hate fish", "my dad can't do long drives"): what the plan should spare them, a wish (``wish_clauses.WISH``
# too), never a story told; a taste said ("we're not into sports") is who they are, talk.
AVERSION = (r"\b(?:(?:doesn['’]?t|does\s+not|won['’]?t|will\s+not|can['’]?t|cannot|isn['’]?t|is\s+not|aren['’]?t|are\s+not"
            r"|['’]s\s+not|['’]re\s+not)\s+(?:really\s+|even\s+|ever\s+)?(?:like|likes|eat|drink|do|handle|stand|touch"
            r"|go\s+near|(?:a\s+)?(?:big\s+|huge\s+)?fans?\s+of|(?:big|keen)\s+on)"
            r"|hat(?:e|es)(?!\s+to\b)|dislikes?|(?:sick|tired)\s+of|allergic\s+to)\b")
# The marks of a request: a wish's modal in the present, a ban, a question, an imperative of the plan.
_REQUEST_MARK = lazy_compile(
    rf"{AVERSION}|\?|\b(?:want|wants|wanna|need|needs|would|must|should|shall|have\s+to|has\s+to|got\s+to|gotta|please|pls|plz"
    r"|prefer\w*|let['’]?s|can|could|may|avoid\w*|don['’]?t|do\s+not|no|not\s+(?:a|an|any|the)|without|skip|add|include"
    r"|book|make\s+sure|ensure|hope\s+to|hoping\s+to|would\s+like|['’]d\s+(?:like|love|prefer|rather)"
    # ... or a story told as the reason for a wish now ("the last place was so loud, never again", "so this time")
    r"|never\s+again|not\s+again|this\s+time(?!\s+of\b)|next\s+time|instead)\b"
    # ... or a thing wanted as its consequence ("It's my dad's 70th, so a restaurant that will mark it", "it's my mom's
    # birthday so maybe a nice dinner"), or wished softly ("maybe", "hopefully")
    r"|(?:,\s*|\s)so\s+(?:(?:maybe|perhaps|hopefully|ideally)\s+)?(?:a|an|some|something)\b"
    r"|\b(?:maybe|perhaps|hopefully|ideally)\s+(?:a|an|some|something|the)\b"  # (never "maybe i'm asking too much")
    # ... or a time kept free ("we're coming for a wedding on the 16th so keep that evening free")
    r"|\bkeep\s+(?:[\w']+\s+){0,3}?(?:free|open|clear|empty)\b"
    r"|\w['’]d\b",
    re.IGNORECASE)
# The trip itself wanted: getting away, a break, rest, a good time, a surprise for one of the party (the dates hold it);
# "taking that trip" is the trip. A clause is only that when nothing else is in it (``wants_the_trip``).
_THE_TRIP = lazy_compile(
    r"\b(?:get\s+away|get\s+out\s+of\s+(?:town|here|the\s+city|the\s+house|dodge)|escape|unwind|relax|recharge|reconnect"
    r"|decompress|breathe|reset|disconnect|a\s+(?:break|breather|reset|change\s+of\s+scenery|vacation|getaway|holiday)"
    r"|need\s+this(?:\s+(?:trip|break|vacation|getaway))?"
    r"|have\s+(?:a\s+)?(?:good|great|nice|fun|wonderful|lovely|blast|memorable)(?:\s+time)?|have\s+fun|make\s+(?:some\s+)?memories"
    r"|enjoy\s+(?:ourselves|myself|themselves|the\s+trip|it|every\s+minute)|(?:surprise|treat|spoil)\s+(?:her|him|them"
    r"|ourselves|myself)|celebrate|tak(?:e|es|ing)\s+(?:this|that|the|our|my|a)\s+(?:trip|vacation|holiday|getaway|break"
    r"|plunge|leap))\b",
    re.IGNORECASE)
# Words that may stand beside the trip itself wanted and ask nothing more ("Honestly we just want to get away for a bit").
_BESIDE_THE_TRIP = frozenset("""
finally forever talking dreaming planning thinking bit little once together change while really so much badly bad now
already ages years months weeks long since about been honestly truly seriously desperately definitely hoping wanting
lowkey highkey
""".split())
_WORDS = lazy_compile(r"[a-z]+(?:['’][a-z]+)?", re.IGNORECASE)


# Talk said in a set phrase, whatever its words look like ("no idea what I'm doing", "long story short", "cant wait").
# A correction's cue said as its own part ("no shared rooms, no wait, no private rooms either") is no wish of a "wait".
_SET_PHRASE = lazy_compile(r"\b(?:no\s+(?:idea|clue|pressure|stress|biggie)|no,?\s+wait\b|wait,?\s+no\b"
                           r"|long\s+story\s+short|can['’]?t\s+wait|cannot\s+wait"
                           r"|just\s+kidding|can['’]?t\s+believe|(?:sorry|sory|soz|apologies)\s+(?:for|about)"
                           r"|can['’]?t\s+stop\s+(?:smiling|grinning|thinking)"
                           r"|(?:does|do|will)\s+that\s+(?:make|makes)\s+sense|can['’]?t\s+even"
                           # the conversation, not the trip ("I'd love to hear your ideas", "lost without your help")
                           # a sign-off, a hedge, a worry, a slang cry ("take care", "talk soon", "sorry if it's rushed",
                           # "hopefully this works", "kind of anxious", "vibes only", "main character energy")
                           r"|take\s+care|talk\s+(?:soon|later)|have\s+a\s+(?:nice|good|great|lovely)\s+(?:one|day"
                           r"|night|evening|weekend)|not\s+sure\s+what\s+else|sorry\s+if"
                           r"|(?:hope(?:fully)?|fingers\s+crossed)\s+(?:this|it|that|everything|nothing)\s+(?:works|goes"
                           r"|turns|is|will|(?:all\s+)?makes\s+sense)|(?:kind\s+of|kinda|a\s+bit|slightly|so)\s+(?:anxious|nervous|worried|scared)"
                           r"|vibes?\s+only|main\s+character\s+energy|touch(?:ing)?\s+grass|we\s+outside"
                           r"|(?:we['’]?re|we\s+are)\s+so\s+back|bye\s+for\s+now|over\s+and\s+out|peace\s+out"
                           r"|catch\s+(?:you|ya|u)\s+later"
                           # going ahead, said of the trip as a whole ("ok fine let's do it after all", "let's go for it")
                           r"|(?:let['’]?s|lets)\s+(?:do\s+(?:it|this)|go\s+for\s+it|go\s+ahead)(?:\s+(?:after\s+all|then|anyway))?\W*$"
                           r"|send\s+it|(?:hear|get|have|know|see|read)\s+(?:your|ur)\s+(?:ideas?|thoughts?|suggestions?"
                           r"|recommendations?|advice|input|take|opinions?)|without\s+(?:your|ur)\s+help)\b", re.IGNORECASE)
# Talk said in a set phrase that asks nothing only with no request's mark beside it ("Bear with me, I'm new at this",
# "Maybe I'm asking too much lol", "Can you believe it's March already?"; not "bear with me, we need a pool"): a
# rhetorical question's mark is the phrase's own.
_ASIDE = lazy_compile(r"\b(?:bear\s+with\s+(?:me|us)|ask(?:ing)?\s+(?:too\s+much|a\s+lot)|forg(?:o|e)t(?:ting)?\s+something"
                      # an offer to tell more ("just shout if you need more details"), a taste for the new ("we love
                      # trying new things")
                      r"|(?:shout|holler|ping\s+(?:me|us)|reach\s+out|give\s+(?:me|us)\s+a\s+(?:shout|call|holler))\s+if\s+you"
                      r"\s+(?:need|have|want)\s+(?:\w+\s+){0,2}?(?:details?|info(?:rmation)?|questions?|more|anything)"
                      r"|(?:love|like|enjoy)\s+(?:trying|exploring|discovering|doing|seeing)\s+new\s+(?:things|stuff|places)"
                      r"|can\s+you\s+believe|am\s+i\s+the\s+only\s+one|no\s+cap|big\s+mood"
                      # what one of the party thinks or says, reported ("my partner thinks I'm over-planning"), and a word
                      # to the planner about one of them ("don't worry about him")
                      r"|(?:my|our)\s+(?:\w+\s+){0,2}?\w+\s+(?:thinks|says|swears\s+by"
                      r"|keeps\s+(?:joking|saying|telling\s+me)|jokes"
                      r"|reckons|claims|(?:will|always)\s+complains?(?:\s+no\s+matter\s+what)?)"
                      # ... or what one of them will grumble about anyway ("he'll grumble about the drive no matter what")
                      r"|\b(?:complain|grumble|moan|whine|gripe)\w*\b[^.;!?]{0,40}?\bno\s+matter\s+what"
                      r"|don['’]?t\s+worry\s+about\s+(?:him|her|them|that|it)"
                      # a word to someone else ("don't tell my mom we're going lol"): no request of the plan
                      r"|(?:don['’]?t\s+|do\s+not\s+)?tell\s+(?:my|our|his|her|their)\s+(?:mom|mum|dad|parents|boss|wife|husband"
                      r"|kids|sister|brother|friends?|family|grandma|grandpa)"
                      r"|(?:(?:please|pls)\s+)?make\s+(?:this|it)\s+easy\s+(?:on|for)\s+(?:me|us)"
                      # a question to the planner about itself ("are you a bot?", "who made you?", "can you hear me?")
                      r"|are\s+(?:you|u)\s+(?:a\s+|an\s+)?(?:bot|ai|robot|human|real\s+person|person|chatbot)"
                      r"|can\s+(?:you|u)\s+hear\s+me|who\s+(?:made|built|created|programmed)\s+(?:you|u)"
                      r"|what['’]?s\s+your\s+name|(?:do|are|will)\s+(?:you|u)\s+(?:ever\s+)?(?:get\s+tired|like\s+your\s+job"
                      r"|have\s+a\s+favou?rite|going\s+to\s+remember|remember\s+me|plan\s+a\s+lot)"
                      r"|how\s+(?:do\s+you|long\s+have\s+you)\b)\b", re.IGNORECASE)
# A question asking whether a thing is there or can be had ("is there a shuttle from the airport?", "do they have a
# pool?", "any chance of a late checkout?"): a request, read or named.
QUESTION = lazy_compile(r"\b(?:(?:is|are)\s+there|do(?:es)?\s+(?:they|it|the\s+\w+)\s+have|will\s+there\s+be|any\s+chance"
                        r"|can\s+(?:they|the\s+(?:hotel|place|stay|host|restaurant)s?)"
                        r"|how\s+about|what\s+about)\b", re.IGNORECASE)
# A wish said as what would please ("room service would be amazing", "first class would be a treat", British: "a
# sunset sail would be magic", "would be brilliant").
WOULD_BE = lazy_compile(r"\b(?:would|['’]d|wd)\s+be\s+(?:so\s+|really\s+|super\s+|such\s+)?(?:a\s+)?(?:nice|great|amazing|awesome"
                        r"|lovely|perfect|ideal|wonderful|fantastic|treat|dream|plus|bonus|bliss|heaven|cool|fun|appreciated"
                        r"|helpful|incredible|sweet|magic|magical|brilliant|epic|special|unforgettable|ace)\b", re.IGNORECASE)


@per_text
def asks_nothing(clause: str, talk_words: frozenset[str], plain_words: frozenset[str] = frozenset()) -> bool:
    """Whether ``clause``, wish-like by its words, asks the plan for nothing by its form: a statement, the trip itself
    wanted, a set phrase of talk, or a cry (``talk_words``: the words of a cry; ``plain_words``: the words of asking for
    a plan, which may stand beside the trip itself wanted). A clause of parts between commas asks nothing when each part
    asks nothing ("My wife just finished chemo, we need this": a story, then the trip itself)."""
    if _asks_nothing_as_one(clause, talk_words, plain_words):
        return True
    parts = [part for part in clause.split(",") if part.strip()]
    return len(parts) > 1 and all(_asks_nothing_as_one(part, talk_words, plain_words) for part in parts)


def _asks_nothing_as_one(clause: str, talk_words: frozenset[str], plain_words: frozenset[str]) -> bool:
    return (is_statement(clause) or wants_the_trip(clause, plain_words) or bool(_SET_PHRASE.search(clause))
            or is_aside(clause) or is_cry(clause, talk_words) or is_cheer(clause) or _trip_for_a_reason(clause, plain_words))


# The trip itself wanted for a reason told before it ("We both work in healthcare so we really need this break")
_REASON_THEN = lazy_compile(r"(?P<reason>.+?)\s*,?\s+(?:so|which\s+is\s+why|that['’]s\s+why)\s+(?P<then>.+)", re.IGNORECASE)


def _trip_for_a_reason(clause: str, plain_words: frozenset[str]) -> bool:
    """Whether ``clause`` tells a reason with no request's mark, then wants the trip itself (``wants_the_trip``)."""
    said = _REASON_THEN.fullmatch(clause.strip())
    return bool(said and not _REQUEST_MARK.search(said["reason"]) and wants_the_trip(said["then"], plain_words))


def is_aside(clause: str) -> bool:
    """Whether ``clause`` holds an aside of talk (``_ASIDE``) and, with it and a closing "?" cut, no request's mark."""
    rest = _ASIDE.sub(" ", clause)
    return rest != clause and not _REQUEST_MARK.search(rest.rstrip(" ?!.").replace("?", " "))


def is_statement(clause: str) -> bool:
    """Whether ``clause`` tells rather than asks: a narrative or a description of "it" holding no request's mark (the
    modal of what should have been is none: "We should have done this years ago")."""
    return (bool(_NARRATIVE.match(clause) or _DESCRIPTION.match(clause))
            and not _REQUEST_MARK.search(_COUNTERFACTUAL.sub(" ", clause)))


# A story of an earlier trip: a time in the past said ("last time", "on our last trip", "when we were kids", "years
# ago"), a verb in the past, and nothing in the present nor a request's mark ("the rental car last time smelled like
# smoke", "My husband ate way too much Mexican food on our last trip lol"). What it mentions was, and is not asked:
# "my son broke his leg last year so he's in a wheelchair" is in the present, a wish all the same.
_PAST_TIME = lazy_compile(r"\b(?:last\s+(?:time|year|trip|spring|summer|fall|autumn|winter|week|month|weekend|visit|vacation|night)"
                          r"|yesterday|the\s+other\s+(?:day|night|week)"
                          r"|(?:a\s+few|two|three|many|some|\d+)\s+years\s+ago|when\s+(?:we|i)\s+(?:were|was)\s+(?:kids|little"
                          r"|young|in\s+college)|back\s+in\s+(?:\d{4}|the\s+day|college)|in\s+college|once)\b", re.IGNORECASE)
_PAST_VERB = lazy_compile(rf"\b{_PAST}\b", re.IGNORECASE)
_PRESENT = lazy_compile(r"\b(?:is|are|am|isn['’]t|aren['’]t|has|have|does|do|will|wo|gonna|going|need|needs|want|wants|uses?"
                        r"|can|now|still)\b|\w['’](?:s|re|m|ll|ve)\b", re.IGNORECASE)
_SENTENCE = lazy_compile(r"[^.!?;\n]+")
# ... and a story judged badly, or told as the reason for something, implies a wish ("we stayed in a shared room once
# and hated it", "last time we got food poisoning from seafood, so none of that"): its readers' to read or name.
_JUDGED = lazy_compile(r"\b(?:hat(?:e|ed|ing)|awful|terrible|horrible|gross|nightmare|worst|disaster|miserable|exhaust\w*"
                       r"|sick|killed|never|none|nothing|so|hence|why|regret\w*|mistake|bad|dirty|loud|noisy|poison\w*"
                       r"|fortune|ripped|overpriced|expensive|pricey|cramped|scary|sketchy|unsafe|rude|slow|late|delayed)\b",
                       re.IGNORECASE)


def told_of_the_past(sentence: str) -> bool:
    """Whether ``sentence`` is a story of an earlier time (``_PAST_TIME``, a verb in the past) with nothing in the
    present, no request's mark and no judgement (``_JUDGED``): what it mentions (a pool, a rental car) is no wish."""
    return bool(_PAST_TIME.search(sentence) and _PAST_VERB.search(_PAST_TIME.sub(" ", sentence))
                and not _PRESENT.search(sentence) and not _REQUEST_MARK.search(sentence) and not _JUDGED.search(sentence))


def past_told_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of ``text`` told of the past (``told_of_the_past``) or of life at home
    (``told_of_home``): one pass over the text."""
    spans = []
    for m in _SENTENCE.finditer(text):
        if told_of_the_past(m.group()) or told_of_home(m.group()):
            spans.append(m.span())
        elif (then := _SO_THEN.search(m.group())) and (told_of_the_past(head := m.group()[:then.start()]) or told_of_home(head)):
            spans.append((m.start(), m.start() + then.start()))  # "we had mexican last night, so no mexican": the story
    return spans


# The wish a story is told as the reason of, after it ("we had mexican last night so no mexican please")
_SO_THEN = lazy_compile(r"(?:,\s*|\s+)(?:so|hence|that['’]?s\s+why)\b", re.IGNORECASE)


# What the party does at home ("we cook italian at home all the time", "we eat a lot of mexican at home"): no wish
# for the trip, unless a request's mark or a judgement says one ("we eat italian at home so no italian please")
_AT_HOME = lazy_compile(r"\bat\s+home\b", re.IGNORECASE)  # ("back home by 8pm" is the flight home's)
_NEGATED = lazy_compile(r"\b(?:no|not|never)\b|n['’]t\b", re.IGNORECASE)  # ("not subway, we eat that at home": a wish)


def told_of_home(sentence: str) -> bool:
    """Whether ``sentence`` tells of the party's life at home (``_AT_HOME``), with no request's mark, no negation and no
    judgement."""
    return bool(_AT_HOME.search(sentence) and not _REQUEST_MARK.search(sentence) and not _NEGATED.search(sentence)
                and not _JUDGED.search(sentence))


_COUNTERFACTUAL = lazy_compile(r"\b(?:should|would|could|might)(?:n['’]t)?\s+(?:\w+\s+)?have\b", re.IGNORECASE)


def wants_the_trip(clause: str, plain_words: frozenset[str] = frozenset()) -> bool:
    """Whether all ``clause`` wants is the trip itself ("I need to get out of town", "we just want to get away and
    reconnect", "Would be nice to finally relax"): the trip itself said, and every other word plain (``plain_words``) or
    one of ``_BESIDE_THE_TRIP``; a word more ("we need a break, somewhere with hot springs") is a wish of its own."""
    rest = _THE_TRIP.sub(" ", clause)
    if rest == clause or any(c.isdigit() for c in rest):
        return False
    return all(w.lower().replace("’", "'").split("'")[0] in plain_words | _BESIDE_THE_TRIP for w in _WORDS.findall(rest))


# A cheer for a team or a place, the whole clause, in any case: "go" (or "geaux", "let's go") and a name ("go cubs
# go", "geaux tigers", "go bears!!", "go friars 🏀"), a name and "win(s)" ("hogs win!"), "'em" after a verb ("hook 'em
# horns", "gig 'em"), a whoop ("yee-haw", "woo pig sooie", "roll tide": its verb and a name), or a greeting or thanks
# in another tongue alone ("Hola!", "gracias").
_GO = (r"(?:let['’]?s\s+)?(?:go|geaux)\s+(?!(?:to|for|with|out|see|visit|by|on|at|in|there|back|home|fly|flying|drive|driving"
       r"|somewhere|anywhere|shopping|hiking|sightseeing|eat|eating|around|up|down|early|late|cheap|easy|slow|fast)\b)"
       r"(?:the\s+)?[a-z'’-]+(?:\s+[a-z'’-]+)?(?:\s+(?:go|geaux))?")
_CHEER = lazy_compile(rf"(?:{_GO}|[a-z'’-]+\s+wins?|[a-z]+\s+['’]em(?:\s+[a-z'’-]+)?|(?:woo+|yee+-?haw+|roll|whoop|hooray|hurrah"
                      r"|huzzah|yay)(?:\s+[a-z'’-]+){0,2}|hola|howdy|aloha|bonjour|ciao|gracias|merci|danke"
                      r"|who\s+dat|uff[\s-]?da"  # a team's chant ("who dat"), a region's cry ("uff da")
                      r"|buen[oa]s\s+(?:d[ií]as|tardes|noches)"
                      # ... and other tongues' good days ("Guten Tag.", "bom dia!", "buongiorno")
                      r"|guten\s+(?:tag|morgen|abend)|bom\s+dia|boa\s+(?:tarde|noite)|buongiorno|buonasera|namaste)[\W_]*",
                      re.IGNORECASE)


def is_cheer(clause: str) -> bool:
    """Whether ``clause`` is a cheer and nothing else (``_CHEER``), with no request's mark: talk that asks nothing (an
    exclamation alone is no cheer: "northern lights!!!" asks to see them)."""
    said = clause.strip(" ,\"'()")
    return bool(_CHEER.fullmatch(said)) and not _REQUEST_MARK.search(said)


# A cry: talk stretched ("yesss", "gooo") or misspelt by one letter ("thnks", "excitd"); ``words`` are the talk words.
_STRETCH = lazy_compile(r"([a-z])\1{2,}")
_CRY_WORDS = 3


def is_cry(clause: str, words: frozenset[str]) -> bool:
    """Whether ``clause`` is at most three words, each a word of ``words`` once stretched letters are cut back or one
    letter left out is put back ("thnks" is "thanks")."""
    said = re.findall(r"[a-z']+", clause.lower())
    return 0 < len(said) <= _CRY_WORDS and all(_a_talk_word(word.replace("'", ""), words) for word in said)


def _a_talk_word(word: str, words: frozenset[str]) -> bool:
    forms = {word, _STRETCH.sub(r"\1", word), _STRETCH.sub(r"\1\1", word)}
    return any(form in words or _one_letter_out(form, words) for form in forms)


def _one_letter_out(word: str, words: frozenset[str]) -> bool:
    """Whether ``word`` is a word of ``words`` with one letter left out (four letters or more: "ski" is no "skip")."""
    return len(word) >= 4 and any(len(w) == len(word) + 1 and _drops_one(w, word) for w in words)


def _drops_one(full: str, short: str) -> bool:
    at = next((i for i, (a, b) in enumerate(zip(full, short, strict=False)) if a != b), len(short))
    return full[:at] + full[at + 1:] == short


# A wish the commonsense rules keep on every plan ("no repeating restaurants", "we don't want to eat at the same place
# twice", "different sights every day"): no restaurant or attraction is ever planned twice, so it asks for nothing more
_PLACES = r"(?:restaurants?|places?|spots?|sights?|attractions?|museums?|parks?|meals?|eater(?:y|ies))"
_KEPT_ALWAYS = lazy_compile(
    r"\bno\s+repeat(?:s|ed|ing)?\b|\b(?:don'?t|do\s+not|never|not)\s+repeat\b|\brepeat(?:ing|ed)?\s+" + _PLACES
    # ... or a place said twice ruled out ("no restaurant twice", "never the same place to eat twice")
    + r"|\b(?:no|never|not)\s+(?:\w+\s+)?" + _PLACES + r"\s+(?:twice|more\s+than\s+once|two\s+times)\b"
    + r"|(?:\b\w*n['’]t|\b(?:dont|cant|wont)|\bnot|\bnever|\bno|\bavoid)\b[^.!?]{0,40}?\bsame\s+(?:\w+\s+)?" + _PLACES
    + r"(?:\s+to\s+(?:eat|see|visit|go))?\s+(?:twice|more\s+than\s+once|again|two\s+times"
    # ... or the same as another meal's or day's ("not the same restaurant as day 1", "the same place we ate yesterday",
    # "not the same place for dinner as lunch")
    + r"|(?:(?:for|at)\s+\w+\s+)?as\b|(?:that\s+|where\s+)?(?:we|i|you)\s+(?:ate|went|had|visited|saw|did)\b)"
    # ... or eating somewhere new each time ("eat somewhere different for every meal")
    + r"|\b(?:eat|dine)\s+(?:somewhere|someplace|some\s*where)\s+(?:different|new)\s+(?:for\s+|at\s+|on\s+)?(?:every|each)"
    + r"\s+(?:meal|day|time)\b"
    + r"|\b(?:a\s+)?(?:different|new|another)\s+(?:\w+\s+)?" + _PLACES
    + r"\s+(?:(?:for\s+|at\s+|on\s+)?(?:every|each)\s+(?:meal|day|time)"
    # ... or than the day before's ("a different restaurant than yesterday")
    + r"|(?:than|from)\s+(?:yesterday|the\s+(?:day|night)\s+before|the\s+previous\s+day|before|last\s+time))\b",
    re.IGNORECASE)
# ... and a stay's minimum nights met ("make sure the stays' minimum nights work with our dates"): the commonsense rules
# keep it too (a stay's minimum nights fit the nights it is booked for)
_MINIMUM_NIGHTS_MET = (
    r"\b(?:(?:make\s+sure|ensure)\s+)?(?:the\s+)?(?:(?:stays?|hotels?|places?|listings?)['’]?\s+)?"
    r"minimum[\s-]+(?:nights?|stays?)"
    r"\s+(?:work|fit|match|are\s+met|is\s+met)(?:\s+(?:with|for)\s+(?:our|my|the)\s+(?:dates|trip|stay|plans?))?\b"
    r"|\b(?:respect|meet|honou?r)\w*\s+(?:the\s+|each\s+|every\s+)?(?:(?:stays?|hotels?|places?)['’]?\s+)?"
    r"minimum[\s-]+(?:nights?|stays?)\b")

# One stay for the whole trip ("same hotel the whole time", "one hotel for all nights", "no hotel hopping", "we'd like
# to stay put"): a plan takes one stay a city for all its nights, so a one-city trip keeps it on every plan, and a trip
# through several cities cannot (each city has its own stay): ``query`` names it there.
_STAY = r"(?:hotels?|motels?|places?|stays?|accommodations?|lodging|airbnbs?|rooms?|spots?|rentals?)"
_ALL_NIGHTS = (r"(?:for\s+|through\s+|during\s+)?(?:the\s+(?:whole|entire)\s+(?:time|trip|stay|vacation|week)|all\s+(?:\w+\s+)?"
               r"(?:nights?|trip|week|stay|along)|both\s+nights|every\s+night|each\s+night|throughout|the\s+whole\s+way)\b")
_STAY_LEAD = (r"(?:\b(?:we|i)(?:['’]d|\s+would)\s+(?:like|love|prefer)\s+to\s+|\b(?:keep|put)\s+us\s+(?:in|at)\s+"
              r"|\b(?:can|could)\s+we\s+(?:keep|stay\s+(?:in|at))\s+|\b(?:keep|stay\s+(?:in|at))\s+)?")
_ONE_STAY = lazy_compile(
    rf"{_STAY_LEAD}\b(?:the\s+)?same\s+(?:\w+\s+)?{_STAY}\s+{_ALL_NIGHTS}"
    rf"|{_STAY_LEAD}\b(?:just\s+|only\s+)?(?:one|1|a\s+single|single)\s+{_STAY}\s+{_ALL_NIGHTS}"
    rf"|\bkeep\s+(?:the|our|my)\s+{_STAY}\s+the\s+same\b(?:\s+{_ALL_NIGHTS})?"  # "keep the hotel the same all trip"
    rf"|{_STAY_LEAD}\bstay\s+put\b(?:\s+in\s+one\s+place\b)?|\bno\s+(?:hotel|motel|place)[\s-]+hopping\b"
    r"|\b(?:(?:we|i)\s+)?(?:don['’]?t|do\s+not|never|won['’]?t|would\s+rather\s+not|no|not|hate|without)\b"
    rf"[^.!?,;]{{0,25}}?\b(?:switch|chang|mov)\w*\s+(?:{_STAY}|places)\b",
    re.IGNORECASE)


def one_stay_asked(text: str) -> str | None:
    """The words asking for one stay for the whole trip, or None: a one-city trip keeps them on every plan."""
    m = _ONE_STAY.search(text)
    return None if m is None else m.group(0)


def kept_by_commonsense(text: str) -> bool:
    """Whether ``text`` asks that no restaurant or attraction be repeated: the commonsense rules keep it on every plan
    (the chat says so, never "I didn't understand")."""
    return _KEPT_ALWAYS.search(text) is not None


# A wish the commonsense rules keep with the places it is said of ("no repeating restaurants", "please" after it): what
# is left of its clause is the rest.
_KEPT_SAID = lazy_compile(rf"(?:{_KEPT_ALWAYS.pattern}|{_MINIMUM_NIGHTS_MET}|{_ONE_STAY.pattern})(?:\s+(?:any\s+|the\s+)?{_PLACES}\b)?"
                          r"(?:\W*(?:please|pls|plz)\b)?", re.IGNORECASE)


def besides_kept_by_commonsense(text: str) -> str | None:
    """What ``text`` says besides its wishes the commonsense rules keep ("no repeating restaurants pls", a stay's
    minimum nights met), or None when it says none: the rest is accounted for as any clause is, so nothing said beside
    one is dropped."""
    rest, kept = literal_guard.subn(_KEPT_SAID, " ", text)
    return rest if kept else None
