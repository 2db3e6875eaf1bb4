"""The cue words of the whole-message intents: cancel ("never mind", "scrap it"), starting over, undo ("go back",
"the old one was better"), small talk ("thanks!", "ok thx bye") and thanks said among other words, each with the filler
words a message may hold around its cue (``only_cue_and_filler``), and an intent's own word said to decline it
(``DECLINED``). Apart from ``classify``: the cues are word lists, read by the cancel, undo and preference readers too.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_words import MESSAGE_WORDS, worded

# A short message is read by its cue and what is left around it: a cue of its kind and nothing but filler words
# (at most a dozen words). Cancel: "never mind, cancel that", "no, cancel the whole thing", "scrap it", "ugh forget it";
# "my flight was cancelled" (no cue: "cancelled" is not "cancel") and "forget LA, go to Denver" (a place left) do not.
# Undo: "undo the last change", "the old one was better, go back"; "back to Detroit" (a place left) does not.
# Small talk: "thanks, this is great!", "ok thx bye"; "thanks, make it $1,300" (words of an edit left) does not.
# Starting over ("let's start over", "can we start from scratch?"): the open question, if any, dropped, and a new trip asked for.
_FROM_NOTHING = r"from\s+(?:scratch|zero|nothing|the\s+(?:beginning|start|top))"
RESTART = (rf"(?:start|begin)\s+(?:all\s+)?(?:over|again|afresh|fresh|anew)(?:\s+{_FROM_NOTHING})?|back\s+to\s+square\s+one"
            rf"|(?:(?:start|begin)\s+)?{_FROM_NOTHING}"
            r"|restart|reset|(?:clean|blank)\s+slate|fresh\s+start|wipe\s+(?:it|this|that|everything)(?:\s+clean)?"
            # another trip asked for with nothing of it said ("let's plan something completely new", "a new trip")
            r"|(?:a\s+)?(?:new|different|another|fresh)\s+(?:trip|plan)|start\s+(?:a\s+)?(?:brand[\s-]+)?new\s+one"
            # the planning itself begun again ("i want to start the planning over")
            r"|(?:start|begin)\s+(?:the\s+)?(?:whole\s+)?(?:planning|plan|trip|thing)\s+(?:all\s+)?(?:over|again|afresh|anew)"
            # (never one already had: "we found something else" calls the trip off)
            # ("plan me something else entirely": the one it is planned for named, no one leaving: never "cancel me")
            r"|(?:(?:plan|find|give)\s+(?:me|us)\s+)?(?<!found\s)(?<!got\s)(?<!booked\s)(?<!have\s)(?<!picked\s)"
            r"something\s+(?:(?:completely|totally|entirely)\s+)?(?:new|different|else)(?:\s+(?:completely|totally|entirely|altogether))?"
            # a new one asked for by a pronoun ("let's plan a new one", "another one from scratch")
            r"|(?:plan|do|make|try|want|need)\s+(?:a\s+new|another)\s+one")
CANCEL_CUE = worded(r"\b(?:"
                     # the trip ended in other verbs ("kill the trip", "bin it", "abort mission")
                     r"(?:kill|bin|axe|abort|junk|dump)\s+(?:it|this|that|mission|the\s+(?:whole\s+)?(?:thing|trip|plan|lot|mission))"
                     r"|never\s*mi?nd|nevermind|nvm|nvmd|nm|cancel|cancell?ing|canx|abort|scrap|scratch|stop|quit|ditch"
                     r"|call(?:ing|ed)?\s+(?:it|this|that|the\s+(?:whole\s+|entire\s+)?(?:thing|trip|plan))\s+(?:all\s+)?off"
                     # the verb before what is called off ("call off the trip"), and the travellers out of it ("we're out")
                     r"|call(?:ing)?\s+off\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:thing|trip|plan)|(?:we'?re|i'?m)\s+out"
                     # the trip called off in other words ("the trip's off", "kill it", "forget I asked", "we'll sort it out")
                     # ("the trip's off", "trip's cancelled": the trip itself, never a booking of it: "my flight was cancelled")
                     # ("trips off": the apostrophe left out)
                     r"|(?:the\s+)?(?:trip|plan|whole\s+thing)(?:(?:'?s|\s+is|\s+has\s+been)\s+(?:off|cancell?ed)|\s+cancell?ed)"
                     r"|forget\s+(?:i|we)\s+(?:asked"
                     r"|said\s+anything|mentioned\s+it)|(?:we|i)'?ll\s+(?:sort|figure|work)\s+it\s+out|no\s+need(?:\s+any\s*more)?"
                     r"|forget\s+(?:it|that|this|about\s+it|about\s+that|everything|all\s+of\s+it|(?:about\s+)?(?:the\s+)?(?:whole\s+)?(?:thing|trip|plan|request|lot))"
                     r"|drop\s+(?:it|that|this|everything|the\s+(?:whole\s+)?(?:thing|trip|plan|lot))|skip\s+(?:it|that|this)|don'?t\s+(?:bother|plan)|let'?s\s+not|no\s+thanks?|not\s+now"
                     r"|changed\s+(?:my|our)\s+minds?|ignore\s+(?:it|that|this)"
                     # the trip put off ("hold off on that", "put it on hold", "let's not do this right now")
                     r"|hold\s+off(?:\s+on\s+(?:it|that|this|the\s+(?:whole\s+)?(?:thing|trip|plan)))?|put\s+(?:it|this|that|the\s+(?:trip|plan))\s+on\s+hold"
                     # not going at all ("we're not going anymore", "decided not to go", "don't need it anymore")
                     r"|(?:not|aren'?t|won'?t)\s+(?:be\s+)?(?:going|travell?ing|doing)(?:\s+any\s*more)?|decided\s+not\s+to\s+go"
                     # the trip no longer wanted ("don't want the trip anymore", "we don't want to go any more")
                     r"|(?:don'?t|do\s+not)\s+want\s+(?:(?:the|this|that)\s+(?:trip|plan)|to\s+go)\s+any\s*more"
                     r"|don'?t\s+need\s+(?:it|this|that|(?:a|the)\s+(?:trip|plan))|not\s+interested|stay(?:ing)?\s+(?:at\s+)?home|screw\s+(?:it|this|that)|"
                     + RESTART + r")\b")
CANCEL_FILLER = frozenset("""no nope nah oh ok okay actually please just that it this the whole thing trip plan question all
    i'm im sadly unfortunately anyway anyways
    everything i we then sorry of about hmm um uh ugh yeah yes well wait sigh lol thing request whole entire idea
    for now anymore any more you can go ahead and let's lets do forget cancel never mind scrap stop drop skip my on
    it's its mind pls plz thanks thank planning anything we're were totally completely different new another
    somewhere else wanna want instead again a an to good try anyway after thx ty tho though we've i've weve ive start begin
    from redo with city diff destination i'd id we'd like would ourselves myself change last edit u brand one dates altogether
    entirely fully outright clear need have gotta hey hi hello so booking bookings cancelled canceled
    maybe idk think guess should probably tbh honestly kinda sry eh lot asap immediately rn right
    mate bro dude man buddy fam guys folks""".split())  # (and the hedges, and the one spoken to: "cancel it mate")
# (the "first" one too: "the first plan was better", "back to the first version")
_EARLIER_ONE = (r"(?:(?:previous|prev|last|old|earlier|original|other|first)\s+(?:one|plan|version|trip|itinerary|schedule)"
                r"|(?:one|plan|version)\s+before(?:\s+(?:it|that|this))?)")
_BETTER_THEN = r"was\s+(?:(?:way|much|so|far|a\s+lot|honestly)\s+)?(?:better|nicer)"  # "the last one was way better"
# An undo's words ("take that one back", as "roll that one back")
UNDO_CUE = worded(r"\b(?:undo|revert|restore|go(?:ing)?\s+back"
                   rf"|(?:put|bring)\s+(?:(?:it|everything|things|them)\s+(?:all\s+)?|the\s+{_EARLIER_ONE}\s+)?back"
                   r"|(?:change|switch|set|turn|flip)\s+(?:(?:it|that|this|things|everything)\s+)?back|take\s+(?:that|it)(?:\s+one)?\s+back"
                   r"|take\s+back\s+(?:that|the|your|ur|my)\s+(?:last\s+|latest\s+)?(?:edit|change)|(?:return\s+|back\s+)to\s+(?:how\s+it\s+was|before"
                   rf"|what\s+(?:it\s+was|we\s+had)|the\s+(?:previous|last|old|earlier|original)\b|the\s+{_EARLIER_ONE})|"
                   # an earlier version named by what it had, with no value said ("the version with the bigger budget was
                   # better"; a value said is read as that value: "the one with the $2,000 budget")
                   r"(?:the\s+)?(?:version|plan|one|itinerary)\s+(?:with|where|that\s+had)\b[^,.;!?\d$]{1,60}?\s+"
                   rf"{_BETTER_THEN}|"
                   rf"{_EARLIER_ONE}\s+{_BETTER_THEN}|(?:(?:i|we)\s+(?:liked|preferred|prefer|like|want(?:ed)?)|prefer(?:red)?)"
                   rf"\s+(?:the\s+{_EARLIER_ONE}"
                   r"|it\s+(?:(?:(?:much|way|a\s+lot)\s+)?(?:more|better)\s+)?before)(?:\s+(?:more|better))?|(?:it|that)\s+was\s+better\s+before"
                   r"|reverse\s+(?:it|that|this|the\s+last\s+(?:change|edit))"
                   # ... the version before asked kept ("no wait, keep it as it was", "leave things the way they were")
                   r"|(?:keep|leave|make)\s+(?:it|that|this|things|everything)\s+(?:(?:the\s+)?way\s+(?:it|they)\s+(?:was|were)"
                   r"|as\s+(?:it|they)\s+(?:was|were)|like\s+(?:it\s+was\s+)?before)"
                   r"|roll(?:ed)?\s+(?:(?:it|that|this)(?:\s+one)?\s+(?:all\s+)?|everything\s+)?back"  # ("roll that one back")
                   r"|rollback|rewind|(?:step|go)\s+back\s+(?:a|one)\s+(?:version|step)|back\s+(?:a|one)\s+(?:version|step)"
                   r"|step\s+back(?!\s+(?:in|from|and)\b)"  # ("step back pls": one version back)
                   rf"|(?:have|get|want|gimme|give\s+(?:me|us))\s+(?:the\s+{_EARLIER_ONE}|it)\s+back"
                   r"|(?:ctrl|cmd)[\s+-]*z)\b")
UNDO_FILLER = frozenset("""no nope oh ok okay actually please pls plz just that it this the last change changes edit one plan
    trip version previous old earlier original before how it was way to hmm ugh wait oops sorry can you we go back i
    better undo revert restore put change switch set take what were let's lets do my mistake nah too also again as well u
    thing step steps itinerary schedule that's thats worse had bring preferred liked nicer then everything things return
    have get give me us more lol nvm never mind bruh bro dude man mate yo first all honestly tbh much so far lot
    two three four five few couple both of versions once and for keep leave way they was like""".split())
# Thanks in the languages read as thanks beyond the Romance and Germanic ones (Polish, Japanese): never "I read English
# only", as "grazie mille" is not
_FOREIGN_THANKS = r"dzi[eę]kuj[eę]|dzi[eę]ki|ありがとう(?:ございます)?"
_GLAD_EMOJI = "👍👌🙏🙌👏🎉🥳❤💯😊😀😃😄😁😍🥰🤩☺"
SMALL_TALK_CUE = worded(r"\b(?:(?:good|great|nice)\s+(?:job|work|stuff)|thanks?\s*(?:you+|u+)|thanks?|thanx|thx|thnx|(?:ty)+|tysm|tyvm"
                         r"|ta(?:[\s-]?ra)?"
                         r"|cheers"
                         r"|appreciated?|(?:much\s+)?obliged|k+"
                         r"|great|awesome|perfect|cool\s+beans|cool|nice"
                         r"|lovely|amazing|wonderful|excellent|brilliant|brill|fantastic|fab(?:ulous)?|superb|top\s+notch|legend(?:ary)?|you\s+rock"
                         r"|sick|sweet|neat|dope|rad|lit|spot\s+on|love\s+(?:it|this|that|the)(?:\s+(?:plan|trip|itinerary|one))?|ok(?:ay)?|got\s+it|(?:it'?s\s+|that'?s\s+)?fine"
                         r"|(?:sounds|looks)\s+(?:good|great|perfect|fine)(?:\s+to\s+(?:me|us))?|hi|hello|hey|good\s+(?:morning|afternoon|evening)"
                         r"|well\s+done|yay|woo+hoo+|hooray|you'?re\s+(?:the\s+best|a\s+(?:star|legend|lifesaver|gem)|awesome|amazing|great)"
                         r"|(?:that|this|it)\s+works(?:\s+for\s+(?:me|us))?|works\s+for\s+(?:me|us)"
                         # the choice left to the planner ("whatever you think for food", "anything works", "up to you")
                         r"|(?:(?:idk|dunno|honestly)\W+)?(?:(?:whatever(?:['’]s|\s+is)?\s+(?:fine|ok(?:ay)?|good)|anything\s+(?:works|goes|is\s+fine)"
                         r"|whatever\s+(?:you|u)\s+(?:think|want|like|prefer|pick|choose|decide|reckon)"
                         r"|(?:you|u)\s+(?:pick|choose|decide)|up\s+to\s+(?:you|u)|surprise\s+(?:me|us)|no\s+preference)"
                         r"(?:\s+(?:(?:for|on|about|with)\s+)?(?:the\s+)?(?:food|hotels?|restaurants?|meals?|places?|stays?|sights?))?)"
                         r"|splendid|marvell?ous|cya|ttyl|take\s+care|good\s*night|yes|yep|yup|yeah|sure|alright|noted"
                         # a sign-off in words of its own ("ace", "grand", "ta ra" above, "laters", "catch ya", "that'll do",
                         # "we're done here", "that's us sorted")
                         r"|ace|grand|laters|catch\s+(?:ya|you)(?:\s+later)?|that'?ll\s+do"
                         # ... and the old farewells ("cheerio", "ta-ta", "toodle-oo", "so long", "farewell")
                         r"|cheerio|ta[\s-]?ta|toodle[\s-]?oo|toodles|so\s+long|farewell|(?:god\s+)?bless\s+(?:you|u|ya)"
                         r"|(?:we'?re|i'?m|that'?s\s+(?:us|me))\s+(?:all\s+)?(?:done|sorted|set)(?:\s+here)?"
                         # a farewell wish ("have a great day!", "have a good one")
                         r"|have\s+a\s+(?:(?:great|good|nice|lovely|wonderful|fab|blessed)\s+)+(?:day|one|evening|night|weekend|week)"
                         # surprise, no question of the plan ("wait really?", "no way!", "for real?")
                         # (an exclamation of the travellers' own week first: "what a week", "what a day lol")
                         r"|really|no\s+way|for\s+real|seriously"
                         r"|what\s+an?\s+(?:week|day|year|month|morning|night|weekend|mess|nightmare|relief|ride|journey)|what"
                         r"|(?:you(?:'?ve|\s+have)\s+been\s+)?(?:(?:super|so|very|really|most|ever\s+so)\s+)?helpful"
                         # a letter's thanks ("You are very kind.", "you're too kind")
                         r"|you(?:'?re|\s+are)\s+(?:(?:very|so|too|most|ever\s+so)\s+)?kind"
                         r"|(?:(?:very|so|most|truly|ever\s+so)\s+)?grateful|good\s+day|(?:a\s+)?(?:great|big|real)\s+help"
                         # a decision put off ("We shall think about it.", "let me think it over", "I see.")
                         r"|(?:(?:we|i)(?:['’]ll|\s+will|\s+shall)|let\s+(?:me|us))\s+think(?:\s+about)?(?:\s+it)?(?:\s+over)?"
                         r"|^\W*i\s+see\b"
                         # looking forward to it ("can't wait!!", "so excited")
                         r"|can'?t\s+wait|(?:so\s+)?(?:excited|stoked|hyped|pumped)"
                         # hello and goodbye in the languages thanks is read in ("hola", "bonjour", "au revoir")
                         r"|hola|bonjour|bonsoir|hallo|ciao|salut|buen[oa]s\s+(?:d[ií]as|tardes|noches)|guten\s+(?:tag|morgen|abend)"
                         r"|au\s+revoir|adi[oó]s|tsch[üu]ss"
                         r"|bye|goodbye|see\s+(?:you|ya)(?:\s+(?:later|soon|around|tomorrow))?|gracias|merci|danke(?:sch[öo]n)?|(?:vielen\s+)?dank|bedankt|grazie|obrigad[oa]|that'?s\s+(?:all|it)"
                         # ... Polish and Japanese thanks ("dziękuję bardzo", "ありがとう") and goodbye
                         rf"|{_FOREIGN_THANKS}|do\s+widzenia|sayonara|さようなら"
                         # a farewell till the next talk ("talk later", "speak to you soon", "chat tomorrow")
                         r"|(?:talk|speak|chat)\s+(?:to\s+(?:you|u|ya)\s+)?(?:later|soon|tomorrow))\b"
                         # a glad emoji alone is a thank-you too ("👍", "🙏", "yay 🎉"); ``classify`` strips the others;
                         # a heart typed as "<3" is one ("ty ty <3"), never a bound "under 3" (no sign nor word before it)
                         rf"|[{_GLAD_EMOJI}]|(?<![\w<>=≤$])<3+(?![\w.,])")
SMALL_TALK_FILLER = frozenset("""k kk you u so very much a lot bunch ton again many this that that's thats is it it's its looks
    sounds really all for now one i we guys man mate again beaucoup schön schon sehr mil muchas super just oh ok okay
    good great yes yeah yep wow haha lol thank thanks love and bye kindly indeed lots heaps truly ever everyone everything
    of help helpful omg million das ist es muy bien très c'est amigo mille tante ya bud buddy muchly sauce possum needed
    need to me thing anyway anyways hmm hmmm hm um umm uh phew whew yay woohoo tbh ngl honestly stuff wait then
    bet fam fr sorted done here nothing else more jubbly je wel bardzo
    have been are most grateful your patience with from us both lovely day sincerely all trouble
    right dear they they'll he he'll she she'll will be thrilled delighted pleased excited happy""".split())
# (slang said with thanks, "bet 👍", "thx fam"; a letter's thanks: "you have been a great help", "We are most grateful.
# Good day to you.", "Lovely. With many thanks from us both."; the joy of those it is for: "ty, they'll love it",
# "thank you so much, they'll be thrilled"; "That's lovely dear, thank you ever so much"; Dutch: "dank je wel")

# A redo asked ("never mind, redo it", "re-apply the change"): the undo's change put back, never a cancel of the trip
# ("can we redo this from scratch" starts over)
REDO_ASKED = worded(r"\b(?:re-?do|re-?apply)\s+(?:it|that|this|the\s+(?:thing|change|last\s+(?:one|change)))\b"
                    r"(?![^.;!?]*\b(?:scratch|zero|beginning|start|top|over|again|fresh|anew)\b)"
                    # the change wanted back ("nvm i want the change after all"): never "nvm" calling the trip off
                    r"|\b(?:want|need|like)\s+(?:the|that|this)\s+(?:change|edit)\s+(?:back|after\s+all)\b")

# A count of changes ("undo the last 3 changes"): says how far back, never a number of people or a budget
_COUNTED_CHANGES = lazy_compile(r"\b(?:last|past)\s+\d+\s+(?=(?:changes?|steps?|versions?|edits?)\b)")


# The whole party named as who the message speaks for ("cancel everything for the 8 of us", "thanks from all of us"):
# no count asked for, so its number is no change
_WHOLE_PARTY = lazy_compile(r"\b(?:for|from)\s+(?:all\s+)?(?:the\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|all)\s+of\s+us\b"
                            # (who is thanked for, by who they are: "a great help to two old folks")
                            r"|\b(?:to|for|from)\s+(?:the\s+)?(?:two|three|four|five|six)\s+(?:(?:old|young|happy|grateful|tired)\s+)?"
                            r"(?:folks|people|travell?ers|ladies|gents|souls|friends)\b"
                            r"|\b(?:for|from)\s+(?:everyone|everybody|the\s+(?:whole\s+)?(?:group|family|gang|crew))\b")


def only_cue_and_filler(text: str, cue: re.Pattern[str], filler: frozenset[str]) -> bool:
    """A short message (at most a dozen words) holding ``cue`` and nothing else but ``filler`` words (a number is no
    filler: "fine, $3,000" answers a question, it thanks no one; the party the message speaks for is: ``_WHOLE_PARTY``)."""
    if len(cue.sub(" ", _WHOLE_PARTY.sub(" ", text.lower())).split()) > 12 or not cue.search(text):
        return False
    left = _WHOLE_PARTY.sub(" ", _COUNTED_CHANGES.sub(" ", cue.sub(" ", text.lower())))
    return not re.search(r"\d", left) and all(word in filler for word in MESSAGE_WORDS.findall(left))


# An intent's own word said to decline it ("no need to make it cheaper, thanks", "don't undo it, it's fine"): that
# clause asks for nothing, and the rest of the message is read without it.
# (and a preference's word turned down: "no need for a nicer hotel", "we don't need more sights", "wasn't asking for a
# cheaper one lol", "not nicer hotels, just an entire room")
DECLINED = worded(r"\b(?:(?:there'?s\s+)?no\s+need\s+(?:to|for)|don'?t(?:\s+need)?|do\s+not(?:\s+need)?"
                   r"|(?:was(?:n'?t|\s+not)|not|i'?m\s+not)\s+asking\s+(?:for|you\s+to)|not(?=\s+(?:nicer|better|fancier|cheaper)\b))"
                   r"\s+(?:\w+\s+){0,2}?(?:undo|revert|cancel|make\s+it|go\s+back|change|nicer|better|fancier|cheaper|more)\b[^,.;!?]*")

OTHER_EMOJI = lazy_compile(rf"(?:(?![{_GLAD_EMOJI}])[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\U0001F3FB-\U0001F3FF])+")

# An earlier version asked for by its name alone ("previous one pls", "prev version pls", "the old plan?"): an undo (a
# whole message only; "how much was the old plan?" asks about it). "the other one", "the earlier one" alone name no
# version: another hotel, an earlier flight, as likely (asked back: ``change_unnamed``)
EARLIER_ALONE = worded(rf"^\W*(?:(?:hmm+|ok|okay|nah|no|just|actually)\W+)*(?:the\s+)?(?!(?:other|earlier)\s+one\b)"
                        rf"{_EARLIER_ONE}\W*(?:again\W*)?"
                        r"(?:pls|please|plz)?\W*$")

_THANKS = worded(r"\b(?:thanks?|thank\s+(?:you+|u+)|thanx|thx|thnx|(?:ty)+|tysm|tyvm|cheers|appreciated?|much\s+obliged"
                 rf"|grateful|gracias|merci|danke|dank|bedankt|grazie|{_FOREIGN_THANKS}|bless\s+(?:you|u|ya))\b")


def thanks_in(text: str) -> bool:
    """Whether the message thanks, with words small talk does not list around it ("thanks for sorting that", "phew,
    thanks"): ``understand`` answers it as thanks when nothing else in it is read (never "I didn't understand").
    Thanks declining something ("no thanks, we'd rather drive") or followed by an objection ("thanks but the hotel is
    wrong") is no thanks: what the rest says is not understood, and is said so."""
    return bool(_THANKS.search(text)) and not _THANKS_BUT.search(text)


_THANKS_BUT = worded(r"\bno\s+(?:thanks?|thank\s+you|thx)\b"
                     r"|\b(?:thanks?|thank\s+(?:you|u)|thx|ty|cheers)\W+(?:but|however)\s+\w")
