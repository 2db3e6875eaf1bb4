"""Talk that asks nothing of the plan (``is_talk``): feelings, occasions, thanks, what is said not to be needed, who the
travellers are; the plain words of asking for a plan (``PLAIN_WORDS``) and of a cry (``CRY_WORDS``), and whether a
clause asks for more than them (``asks_more``).
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints import named_places, transportation
from himap_travel.domain.parsing.clause_form import asks_nothing, besides_kept_by_commonsense, is_cheer
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.domain.text.words import KIDS, KIDS_AWAY, NOT_A_DEALBREAKER

# A pet said as the party's ("the dog stays home with the neighbors": no pet travels, talk like children away)
_PET_WORDS = r"(?:dogs?|cats?|pets?|pupp(?:y|ies)|pups?|kitty|kittens?)"
# Talk that asks for nothing: feelings, occasions, thanks, the benchmark's "no specific preferences", and what is said
# not to be needed ("we don't need a private room").
_TALK = lazy_compile(
    r"\b(?:thanks?|thank\s+you|excited|can't\s+wait|cannot\s+wait|looking\s+forward|anniversary|birthday|honeymoon|celebrat\w+"
    # ... never a place's name holding the word ("holiday world", "vacation village")
    r"|graduation|(?:vacation|holiday)(?!\s+(?:world|inn|park|land|village|island|lights|market|city|express|resort)s?\b)|getaway"
    # ... a birthday said by its age alone after whose it is ("for mom's 60th", "grandma's 80th")
    r"|(?<=['’]s\s)\d{1,3}(?:st|nd|rd|th)(?!\s+(?:day|night|floor|street|st|ave|avenue|of)\b)"
    # an occasion asks nothing of the plan ("planning a bachelor party", "girls trip!!", "it's a special occasion"), nor
    # does an aside about one's purse ("I'm broke lol": "make it cheaper" reads the wish)
    r"|bachelor(?:ette)?\s+part(?:y|ies)|(?:stag|hen)\s+(?:do|party|weekend)|(?:girls?|guys?|lads?|boys?)'?\s+(?:trip|weekend|getaway)"
    r"|first\s+time\s+(?:in|to|at|on|visiting|seeing|here)"
    # a first trip of the party ("our first trip together", "first trip without the kids since they were born")
    r"|first\s+(?:real\s+)?(?:trip|vacation|holiday|getaway)\s+(?:together|as\s+an?\b|since|without|just)"
    # the rest of the trip said to stay as it is ("scrap the indian but keep the rest", "and leave everything else"):
    # nothing asked beside the change it follows (never "keep the rest of the day free", a wish of its own)
    r"|(?:keep|leave)\s+(?:the\s+rest|everything\s+else|all\s+else|the\s+others?)\b(?!\s+of\b)"
    r"|laissez\s+les\s+bons\s+temps\s+rouler|bon\s+voyage|hakuna\s+matata"
    r"|carpe\s+diem|yolo|aloha|mahalo"
    # a letter's sign-off, with the name after it ("Best regards, Tom", "Sincerely, the Smiths")
    r"|(?:best|kind|kindest|warm|warmest|many)\s+(?:regards|thanks|wishes)|sincerely|yours\s+truly|all\s+the\s+best"
    # ... a formal one ("Yours faithfully, Margaret", "Respectfully yours, Harold", "With thanks, Margaret")
    r"|yours\s+(?:faithfully|sincerely|respectfully|cordially)|respectfully(?:\s+yours)?|with\s+(?:many\s+|my\s+)?thanks"
    # ... and a letter's greeting ("Dear Sir or Madam,", "To whom it may concern,", "Good afternoon.")
    r"|^\W*dear\s+(?:sir(?:\s+or\s+madam)?|madam|assistant|team|friends?|all|planner)\b(?=\W*$)"
    r"|to\s+whom\s+it\s+may\s+concern|^\W*good\s+(?:morning|afternoon|evening|day)\b(?=\W*$)"
    # ... bare ("Regards,\nTom"), never "with regards to the hotel"
    r"|(?<!\bwith\s)(?<!\bin\s)regards(?!\s+(?:to|for)\b)"
    # ... or a hope that the request is fair ("hope that's not too much to ask!")
    r"|(?:not\s+)?too\s+much\s+to\s+ask"
    # ... or that the wish before is not firm ("..., but not a dealbreaker"): the wish is read, and said to be kept as
    # a rule (``soft_wishes``)
    rf"|{NOT_A_DEALBREAKER}"
    # ... or the kind of trip it is, asking nothing of the plan ("we'd love a romantic trip", "a fun family getaway")
    r"|(?:a|an|our|this)\s+(?:(?:really|super|very|nice|little|quick)\s+)?(?:romantic|fun|memorable|special|unforgettable"
    r"|amazing|great|lovely|family|cozy|cosy)\s+(?:(?:family|little|couples?|girls|guys)\s+)?(?:trip|getaway|vacation|holiday|weekend|escape)\b"
    # hoping for weather asks nothing of the plan ("hoping it doesn't rain lol", "fingers crossed for sun")
    r"|(?:hope|hoping|hopefully|fingers\s+crossed|pray(?:ing)?)\b[^.!?;]{0,30}\b(?:rain\w*|snow\w*|sun\w*|weather|storm\w*|cold|warm|hot)"
    # having weighed it ("We have been thinking it over", "we talked it over"), and age said of the party ("we are
    # not as young as we used to be")
    r"|(?:thought|thinking|think|talked|talking|talk|slept|mulled)\s+(?:it\s+|this\s+|things\s+)?over\b"
    r"|not\s+(?:as|so)\s+young\s+as\b"
    # someone of the party said to come as before ("but mom still comes", "my sister is still in"): the party as it is
    r"|\b(?:still|also\s+still)\s+(?:comes|coming|joins|joining|goes|going|in|on\s+board|tagging\s+along)\b(?!\s+(?:to|with|by)\b)"
    # how long the party has been wed ("married forty-one years this spring", "together for 30 years now")
    r"|(?:married|together)\s+(?:for\s+)?(?:almost\s+|nearly\s+|over\s+)?(?:\d+|[a-z]+(?:-[a-z]+)?)\s+years?\b"
    r"|reunion|spring\s+break|babymoon|retirement|special\s+occasion|last\s+hurrah|wedding(?!\s+(?:chapel|venue)s?\b)|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:so\s+|pretty\s+)?broke"
    r"|no\s+(?:specific|particular|special)\s+(?:\w+\s+){0,2}(?:preferences?|requirements?|restrictions?|needs|rules?|requests?)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:specific|particular)\b|(?:anything|whatever|either(?:\s+one)?)\s+(?:is\s+)?(?:fine|ok|okay)"
    r"|(?:don['’]?t|do\s+not|doesn['’]?t|does\s+not)\s+(?:really\s+|much\s+|even\s+)?(?:care|mind)|no\s+(?:rush|worries|problem|preference)"
    # who the trip is organised for ("I'm sorting out a weekend for my book club", "planning a getaway for my team")
    r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:sorting\s+out|organi[sz]ing|planning|putting\s+together|arranging)\s+(?:a|an|our|the)\s+"
    r"(?:\w+\s+){0,2}?(?:weekend|trip|getaway|outing|holiday|vacation|retreat)\s+for\s+(?:my|our|the)\s+(?:\w+\s+){0,2}?"
    r"(?:club|team|group|friends|family|class|crew|colleagues|coworkers|church|office)\b"
    # ... or who books it for whom ("I'm the assistant to our CEO", "I am her PA", "I'm my boss's secretary")
    r"|(?:i'?m|i\s+am)\s+(?:the|an?|his|her|their|our|my\s+\w+['’]s)\s+(?:(?:executive|personal|travel)\s+)?"
    r"(?:assistant|secretary|pa|ea)\b(?=\s*(?:[,.;:!]|$|(?:to|for|of)\s))"
    # the choice left to the planner ("whatever you think for food", "you pick", "up to you", "idk, surprise me")
    r"|whatever\s+(?:you|u)\s+(?:think|want|like|prefer|pick|choose|decide|reckon)|(?:you|u)\s+(?:pick|choose|decide)\b"
    r"|up\s+to\s+(?:you|u)\b|surprise\s+(?:me|us)|\bidk\b|\bdunno\b"
    r"|(?:any|whatever)\s+(?:(?:type|kind|sort|mode)s?\s+of\s+)?(?:plan|option|itinerary|choice|cuisine|food|hotel|room|flight|time"
    # ... with the kind said after its noun and "works" for "is fine" ("any room type works for us")
    r"|accommodation|lodging|transportation|transport)s?(?:\s+(?:type|kind)s?)?\s+(?:is\s+|are\s+|would\s+be\s+)?"
    r"(?:fine|ok|okay|good|works?)|let\s+(?:me|us)\s+know|lmk|if\s+(?:you|u)\s+need\s+anything"
    # a request said to be complete ("nothing else comes to mind", "that's about it")
    r"|nothing\s+else\s+(?:comes\s+to\s+mind|to\s+add|i\s+can\s+think\s+of)|that['’]?s\s+(?:about\s+)?(?:it|all|everything)"
    # ... or the wish to travel that the request itself is ("we want to go somewhere in March and were thinking Tampa")
    r"|(?:want|wanna|would\s+like|['’]d\s+like|hoping|hope|planning|plan|thinking\s+of|looking)\s+to\s+(?:go|get\s+away|travel|head)"
    r"\s+(?:off\s+)?somewhere\b(?!\s+(?:with|that|where|near|close|warm|sunny|cheap|quiet|fun|new|else)\b)"
    # ... or someone named by a title ("My client, Mrs. Alvarez, wishes to drive", "for Mr. and Mrs. Okafor"): who the
    # trip is for, which the party's count says
    # (never a name going on, "the Dr Pepper Museum": a sight's)
    r"|\b(?:mr|mrs|ms|mx|miss|dr\.)\.?\s+(?:(?:and|&)\s+(?:mr|mrs|ms|mx|dr)\.?\s+)?(?-i:[A-Z][a-z'’-]+(?!\s+[A-Z]))"
    # ... or an answer said to be sure ("three, final answer", "4, no cap")
    r"|(?:(?:and\s+)?that['’]?s\s+my\s+)?final\s+answer|no\s+cap"
    # ... or someone of the party said to love a thing ("my dad's a JFK nut", "we're huge Elvis fans")
    r"|(?:['’]s|\s+is|\s+are|['’]re|\s+am|['’]m)\s+(?:an?\s+)?(?:huge\s+|big\s+|total\s+|massive\s+)?[\w.-]+\s+"
    # (not where the clause goes on to what that love asks: "... a huge sports fan, so a game would be a dream")
    r"(?:nuts?|buffs?|fans?|nerds?|geeks?|junkies?|fanatics?)(?![^.;!?]*\bso\s+(?:a|an|the|some|we|i)\b)"
    # ... or with no verb: "harry potter fan here", "huge packers fans lol"
    r"|\b(?:[\w.'’-]{1,30}\s+){1,3}(?:fans?|nerds?|buffs?|geeks?|junkies?)\s+(?:here|over\s+here|in\s+the\s+house)\b"
    r"|\b(?:huge|big|total|massive|die[\s-]?hard)\s+(?:[\w.'’-]{1,30}\s+){1,2}(?:fans|nerds|buffs|geeks)\b"
    r"(?![^.;!?]*\bso\s+(?:a|an|the|some|we|i)\b)"
    # a pause before another request ("hold on, let me also look at something else: ...")
    r"|hold\s+on|(?:let\s+me\s+(?:also\s+)?)?(?:look\s+at|check(?:\s+out)?|see|price\s+out)\s+(?:something|another\s+(?:one|trip|idea))"
    r"(?:\s+else)?"
    r"|wish\s+(?:us|me)\s+luck|make\s+the\s+most\s+of\s+(?:our|my|the)\s+(?:time|stay|trip|visit)"
    # an emphasis after a wish read ("old faithful!!! cant miss it", "can't miss this") and age given as a reason ("no
    # redeyes at my age") ask nothing more
    r"|\bcan['’]?t\s+(?:possibly\s+)?miss\s+(?:it|this|that|them)\b|\b(?:at|for)\s+(?:my|our|his|her)\s+age\b"
    # a guess that the journey will be nice asks nothing ("the drive down should be pretty", "the views will be amazing")
    r"|\bthe\s+(?:drive|ride|flight|road\s+trip|trip|views?|scenery)(?:\s+(?:down|up|there|back|over|out|home))?\s+"
    r"(?:should|will|would|is\s+going\s+to|gonna|must)\s+be\s+(?:so\s+|really\s+|super\s+|very\s+)?(?:pretty|beautiful|gorgeous"
    r"|scenic|nice|fun|lovely|great|amazing|stunning|epic|awesome)\b"
    # what the travellers pack or do for themselves ("bring sunscreen lol", "we'll take lots of pics")
    r"|\b(?:bring|bringing|pack|packing|need|needing)\s+"
    r"(?:(?:the|some|lots\s+of|our|my|own|a|an|plenty\s+of|extra|good|warm|comfy)\s+)*"
    r"(?:sunscreen|sunblock|boots|shoes|sneakers|jackets?|coats?|umbrellas?|layers|sweaters?|hats?|gloves|swimsuits?"
    r"|snacks|clothes)\b"
    r"|\b(?:take|taking)\s+(?:(?:lots|tons|a\s+lot)\s+of\s+|many\s+|some\s+|our\s+own\s+|my\s+own\s+)?(?:pics|pictures|photos|selfies)\b"
    # ... or who they are and what they do at home ("history buffs here", "we hike a lot")
    r"|\b(?:history|art|science|architecture|music|sports?|aviation|train|car|movie|film)\s+(?:buffs?|nerds?|geeks?|junkies?)\b"
    r"|\b(?:we|i)\s+(?:hike|run|bike|ski|camp|fish|golf|surf|cook|travel)\s+(?:a\s+lot|often|all\s+the\s+time)\b"
    # (never with a ban after it: "she doesn't drink so no bars")
    r"|(?:has|have|'ve|’ve)\s+always\s+wanted|(?:always|long)\s+dreamed"
    r"|(?:don't|do\s+not|doesn't|does\s+not)\s+(?:smoke|drink)\b(?![^.;!?]*\bso\s+no\b)"
    r"|(?:don't|do\s+not)\s+have\s+(?:any\s+)?(?:kids|children|pets)|(?:don't|do\s+not|doesn't|does\s+not)\s+need"
    # what is said not to be needed asks nothing ("we won't need visitors allowed", "parties aren't required", "no pets
    # needed", "no need for a pet friendly place")
    r"|(?:won't|will\s+not|wouldn't|would\s+not)\s+need|\bno\s+need\s+(?:for|of)\b|\bno\s+(?:[a-z]+\s+){1,2}needed\b"
    # ... a bound too ("nothing above 3 stars needed", "nothing fancier than 3 stars required")
    r"|\bnothing\s+(?:above|over|more\s+than|better\s+than|fancier\s+than|higher\s+than)\s+(?:\d(?:\.\d)?|one|two|three|four)"
    r"(?:\s+stars?)?\s+(?:needed|necessary|required)\b"
    r"|(?:isn't|is\s+not|aren't|are\s+not)\s+(?:really\s+|strictly\s+)?(?:needed|necessary|required)"
    # being easy about something asks for nothing: "we're flexible on flights", "not fussed about the rating", "happy
    # to take any flight times"; nor does one not coming along ("we're not bringing our dog this time")
    r"|flexible|picky|fussy|fussed|easy[\s-]?going|easy\s+to\s+please|(?:neither|none)\s+of\s+us\s+(?:needs?|wants?|cares?)"
    r"|(?:have|has)\s+no\s+(?:\w+\s+)?(?:allergies|restrictions)|eats?\s+anything|happy\s+(?:to\s+\w+\s+|with\s+)any|thx|open\s+to|what\s+to\s+expect"
    r"|(?:doesn't|doesnt|does\s+not|don't|dont|do\s+not)\s+(?:really\s+)?matter"
    r"|\b(?:price|cost|money|budget)\s+(?:is|'s)\s+no\s+(?:object|issue|problem)|(?:isn't|is\s+not|aren't|are\s+not|not)\s+(?:that\s+|very\s+)?important"
    # nor does variety, which names no cuisine: "a variety of cuisines", "diverse cuisines", "local cuisines"
    # ("only local food" demands what the data cannot say: named)
    r"|variety\s+of|various|diverse|(?<!\bonly\s)(?<!\bjust\s)local\s+(?:cuisines?|food|dishes|flavou?rs|specialties)(?!\s+only\b)"
    # what kind of trip it is, or why it is taken, which the dates already hold: "a short trip", "a quick work trip",
    # "I just need a break", "I need to get away from work", "we want to take her on a trip", "a guys' trip", "I want to
    # treat myself"
    r"|(?:short|quick|little|work|business|spring[\s-]break|weekend|guys['’]?|girls['’]?|ladies['’]?|bachelor(?:ette)?)\s+(?:trip|break|getaway|weekend)"
    r"|(?:need|needs|want)\s+(?:a|some)\s+(?:break|time\s+off|rest|change\s+of\s+scenery)(?!\s+days?\b)|treat\s+(?:myself|ourselves|themselves)"
    # ... "looking for a weekend away", "I'm a nurse with a few days off"
    r"|(?:looking\s+for|need|needs|want|wanna)\s+(?:a|some)\s+(?:(?:quick|little|short)\s+)?(?:weekend\s+away|getaway|escape)"
    r"|(?:a\s+few|some|a\s+couple(?:\s+of)?)\s+days\s+off"
    # ... a weekend added to a work trip ("want to tack a weekend on", "tacking a couple of days onto it")
    r"|(?:tack|tacking|tacked|add|adding|bolt|bolting)\s+(?:a|the|some|an?\s+extra)\s+(?:(?:long|couple(?:\s+of)?|few)\s+)?"
    r"(?:weekend|days?|nights?)\s+(?:on(?:to)?|to\s+(?:it|the\s+end))"
    r"|get(?:ting)?\s+away\s+from\s+(?:work|it\s+all|home|the\s+city)|tak(?:e|ing)\s+(?:her|him|them)\s+on\s+(?:a|an)\s+(?:trip|vacation|holiday)"
    rf"|(?:{KIDS}|{_PET_WORDS}){KIDS_AWAY}|(?:leav(?:e|es|ing)|left)\s+(?:the|our|my|his|her)\s+(?:{KIDS}|{_PET_WORDS})\s+(?:with|at|home"
    r"|behind)|(?:not|n't)\s+(?:be\s+)?(?:bringing|taking|travel\w*\s+with)|not\s+necessarily|(?:doesn't|does\s+not)\s+have\s+to\s+be"
    r")\b"
    # a bare "ok" closing its clause ("privte room ok") allows, asks nothing; so does "a shared room is fine" (read by
    # the room reader: ``room_type.claims``)
    r"|(?<!\bis\s)(?<!\bare\s)\b(?:ok|okay)\W*$"
    # a way of travel said to be fine allows it, asks nothing ("Taxi is fine", "flying is ok with us")
    r"|(?:\A|(?<=[.!?;,:])|(?<=\bbut)|(?<=\bthough)|(?<=\balso)|(?<=\bplus))\s*(?:taxis?|cabs?|ubers?|flying|flights?|planes?|driving|self[\s-]driving)\s+(?:is|are)\s+(?:totally\s+|perfectly\s+|also\s+)?"
    r"(?:fine|ok|okay|alright)(?:\s+(?:with|by|for)\s+(?:us|me))?(?:\s+too)?\W*$"
    # ... and a bare verdict answering the question before it ("italian food? no way"): the reader of that clause reads it
    r"|(?:\A|(?<=[?!]))\s*(?:no\s+way|nope|nah|hard\s+pass|no[\s-]go)\W*$",
    re.IGNORECASE)
# Words that take back the clause right before them ("Mobile... no, Pensacola to Tampa", "Springfield, I mean Peoria",
# "a pool, no wait, a gym"): the clause asks for nothing, what follows the words is read (or named) in its place.
TAKEN_BACK = lazy_compile(r"[\s.,;:\u2026-]*(?:no\s*,|no\s+wait|nah\s*,|sorry\s*,|(?:i|we)\s+mean[t]?\b|scratch\s+that|oops"
                          r"|correction\s*:)", re.IGNORECASE)
# Words about the conversation, not the trip ("english please", "reply in English", "sorry for my english"): blanked
# before the clauses are accounted for, so that they are never named as a wish while a wish said beside them still is.
FILLER = lazy_compile(
    r"\b(?:(?:please|pls|plz)\s+)?(?:(?:reply|answer|respond|write|speak|talk)\s+)?in\s+english(?:\s+(?:please|pls|plz))?\b"
    r"|\benglish\s+(?:please|pls|plz)\b|\bsorry\s+(?:for|about)\s+(?:my\s+)?(?:bad\s+|poor\s+)?english\b"
    r"|\b(?:my|bad|poor)\s+english\s+is\s+(?:not\s+)?\w+",
    re.IGNORECASE)
# Words that ask for nothing beyond a plan itself: function words, the words of asking, and the parts every plan has
# ("we will require accommodations", "food recommendations that cater to these preferences"), and praise that names
# nothing to check ("a nice trip"), haste ("need a trip asap": the dates say when), and the words of revising it
# ("revise the previous plan to satisfy the new condition", a chat edit's lead). A wish-like clause made of them alone
# is talk about the plan; one word outside them ("a quiet hotel") is a wish no reader read.
PLAIN_WORDS = frozenset("""
a an the some any all this that these those it its them they their we us our ours i me my mine you your he she his her
is are was were be been being am will would shall should can could may might must do does did done have has had having
to of for in on at by with from as into about so and or but if then than though although while also too very really
don won isn aren doesn didn wouldn couldn shouldn haven
just please kindly note that's there here what which who whom whose when where how why not no nor only both either each
every other such own same more most less least much many few lot lots
want wants wanted need needs needed like love prefer preferred preference preferences preferably require requires required
requirement requirements request requests hope hoping wish ideally ensure make sure appreciate appreciated grateful
recommend recommends recommendation recommendations suggest suggestion suggestions cater caters catering suit suits
suitable fit fits match matches mind specific particular special regarding concerning about concern concerns
plan plans planned planning trip trips travel travels traveling travelling itinerary journey stay stays staying visit
visiting tour touring go going get getting book booking arrange arranging organise organize help create design hit hitting
accommodation accommodations lodging lodgings place places room rooms hotel hotels housing rules rule house
food foods meal meals dining restaurant restaurants cuisine cuisines eat eating dietary diet
transport transportation flight flights fly flying drive driving car travel
option options choice choices arrangement arrangements thing things something anything everything nothing
client clients customer customers
attraction attractions sights sightseeing provide provides detail details detailed information comprehensive day daily
follow follows following range variety selection assortment
cost costs total
include includes including experience enjoy try trying see seeing explore exploring
nice good great lovely wonderful fun memorable amazing awesome fantastic perfect enjoyable pleasant best
revise revised update updated adjust adjusted modify modified satisfy satisfies condition conditions previous additionally newly provided
craft crafting devise devising draft drafting prepare preparing generate generating develop developing compose composing
outline outlining assemble assembling construct constructing formulate formulating curate curating tailor tailoring
schedule schedules assist assists assisting assistance necessary handle handling happen
hello hi hey dear greetings thanks
asap soon urgent urgently
""".split())
WORD = lazy_compile(r"[a-z]+(?:'[a-z]+)?", re.IGNORECASE)


# An exclamation of its own ("oh dear.", "oh well,", "oh boy"): talk, in an edit too (where a cry alone is read as asking)
_EXCLAIMED = lazy_compile(r"[\s,]*(?:(?:oh|ah|aw+|ooh)\s+(?:dear|well|boy|man|my|gosh|my\s+gosh|my\s+goodness|bother|no)"
                          r"|o+h?\s+la\s+la)[\s.!,]*", re.IGNORECASE)  # "ooh la la"


@per_text  # asked of a wish-like clause twice: in the wishes' pass (``unread``) and again in ``bare_things``
def is_talk(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` is talk that asks nothing of the plan: words of talk, a cheer (with its
    mark: "war eagle!"), a clause the words after it take back (``TAKEN_BACK``), or a wish every plan keeps already
    ("no repeating restaurants": the commonsense rules)."""
    occasion = _TALK.search(text, start, end)
    if occasion and _an_occasions_reason(text, start, occasion.start()):
        return is_talk(text, start, text.rindex(",", start, occasion.start()))
    if occasion and (asked := _ASKED_AFTER.search(text, occasion.end(), end)):
        return is_talk(text, asked.start() + 1, end)  # "we don't care about museums, skip them": the request is judged
    if (occasion or named_places.CHEER.search(text, start, end) or is_cheer(text[start:end + 1])
            or TAKEN_BACK.match(text, end) or _signed(text, start, end) or _answers_its_question(text, start, end)
            or _EXCLAIMED.fullmatch(text, start, end) or _REASON_ALONE.fullmatch(text, start, end)):
        return True
    rest = besides_kept_by_commonsense(text[start:end])
    return rest is not None and (not rest.strip(" ,.!?") or asks_nothing(rest.strip(" ,.!?"), CRY_WORDS, TRIP_PLAIN)
                                 or all(w.lower() in _WISH_LEAD for w in WORD.findall(rest)))


# A request opening the part after the talk ("we don't care about museums, skip them", "no rush, but book the zoo")
# ("we have a wedding on day 2 so keep that evening free": "so" opening it with no comma)
_ASKED_AFTER = lazy_compile(r"(?:[,;]\s*|\s+(?=so\s))(?:(?:so|just|but|and|then|please|pls)\s+)?"
                            r"(?=(?:skip|avoid|drop|add|include|book|get|find|give|make|keep|put|only|must|want)\b)", re.IGNORECASE)


# An occasion given as the reason of the wish before it, in a part of its own ("a party, it's jake's 21st", "a rave, for
# his birthday"): the wish is judged alone, never talk for its reason's words
_REASON_LEAD = lazy_compile(r",\s*(?:it['’]?s|it\s+is|for|since|because|cos|cause|as)\s+[^,]*$", re.IGNORECASE)


def _an_occasions_reason(text: str, start: int, at: int) -> bool:
    """Whether the talk word at ``at`` stands in a reason's part (``_REASON_LEAD``) after a first part of the clause
    ``text[start:]`` that holds words of its own."""
    lead = _REASON_LEAD.search(text, start, at)
    return lead is not None and bool(text[start:lead.start()].strip(" ,.!?"))


# A reason alone in its part, beside the wish it explains: time said short ("no museums, no time", "one sight a day,
# we're short on time"; never "no time for museums", a wish of its own), the paperwork of a trip on expenses ("expense
# report needs receipts", "it's reimbursable"), a body ("my knees"). Only a whole part: beside a wish in its own part ("dinner at 7 every
# night, short on time") the wish is still named.
_REASON_ALONE = lazy_compile(
    r"[\s,;:-]*(?:(?:we['’]?re|we\s+are|i['’]?m|i\s+am|(?:we|i)\s+have|(?:we|i)\s+got)\s+)?(?:(?:so|really|pretty|a\s+bit)\s+)?"
    r"(?:no\s+time|(?:short|pressed|tight|strapped)\s+(?:on|for)\s+time|busy\s+(?:week|schedule|calendar)"
    r"|(?:the\s+|my\s+|our\s+)?expense\s+(?:reports?|claims?)\s+(?:needs?|wants?|requires?)\s+(?:the\s+)?receipts?"
    r"|(?:it['’]?s\s+|it\s+is\s+|all\s+)?reimbursable"
    # ... a body that explains it ("not too much walking, my knees", "no long drives, dad's back"; never "heart", a
    # keyword that would set right "hearst": ``parsing.spelling``)
    r"|(?:(?:my|his|her|our|their|mom['’]?s|dad['’]?s|grandma['’]?s|grandpa['’]?s)\s+)(?:(?:bad|old|sore|poor|dodgy)\s+)?"
    r"(?:knees?|back|hips?|feet|ankles?|legs?|joints?|asthma|arthritis|sciatica)(?:\s+(?:lol|haha))?)[\s!.]*",
    re.IGNORECASE)


def a_reason_alone(part: str) -> bool:
    """Whether ``part`` is only a reason given for the wish beside it (``_REASON_ALONE``): "no time", "short on time"."""
    return bool(_REASON_ALONE.fullmatch(part))


# A verdict alone after a thing asked ("mcdonalds? hard no", "the zoo? nope"): the verdict of the name before the mark,
# read by that name's reader (``avoid_sights.SAID_NO``), no wish of its own
_VERDICT_ALONE = lazy_compile(rf"\s*(?:(?:hard|firm|big)\s+(?:no|pass)|{negation.SHORT_NO})[\s.!]*", re.IGNORECASE)


def _answers_its_question(text: str, start: int, end: int) -> bool:
    """Whether the clause ``text[start:end]`` is a verdict alone right after a question's mark (``_VERDICT_ALONE``)."""
    return text[:start].rstrip().endswith("?") and bool(_VERDICT_ALONE.fullmatch(text, start, end))


# A letter's thanks or sign-off right before the name that ends it ("Thanks!\nDave", "Cheers, Sam")
_THANKS_BEFORE = lazy_compile(r"\b(?:thanks?(?:\s+(?:so\s+much|a\s+lot|again|in\s+advance))?|thank\s+you(?:\s+so\s+much)?|cheers"
                              r"|regards|best|sincerely|xoxo|xo|love|ty)\s*[!.,;:-]*\s*$", re.IGNORECASE)
_A_NAME = lazy_compile(r"\s*[A-Z][a-z'’-]+(?:\s+(?:&|and)\s+[A-Z][a-z'’-]+)?[\s.!]*")  # one first name, or two


def _signed(text: str, start: int, end: int) -> bool:
    """Whether the clause is the name a letter ends with, after its thanks or sign-off ("... Thanks!\nDave")."""
    return (not text[end:].strip(" .!\n") and bool(_A_NAME.fullmatch(text, start, end))
            and bool(_THANKS_BEFORE.search(text, max(0, start - 40), start)))


# The words that only lead in a wish the commonsense rules keep ("we'd like to ... obviously", "can you make sure ...")
_WISH_LEAD = frozenset("""
we i we'd i'd we'll would like love want wanna to please pls plz obviously definitely ofc of course and also so just
really can could you make sure that
""".split())


# The words of a cry: talk alone, whatever it stands beside ("lol", "yesss", "jk", "heck yes")
INTERJECTIONS = frozenset("""
lol lmao haha hahaha omg btw fyi imo tbh pls plz thx ty ok okay yes yeah yep yup nah nope sure cool yay woohoo wow hi hey
jk idk smh ngl irl fwiw imho lmk brb ikr rofl heck yo hiya howdy bruh sheesh finally whatever
frfr lowkey highkey deadass istg tbf slay periodt
""".split())

CRIES = frozenset("cheers hooray hurray yay yey woohoo woo wow yes yeah yep nope amen bye goodbye ciao xoxo lol omg ok okay"
                   " cheerio thankyou ttyl"  # a sign-off said alone ("Cheerio!"; never "peace", "later": "pace", "late")
                   " oh ooh ah aw aww whoa oops ugh"
                   " hon hun babe dear"  # a word of address said alone ("hon", Baltimore's; "that's lovely dear"): talk
                   .split())
# The words a cry is made of, stretched or misspelt ("yesss", "thnks", "lets gooo", "heck yes"): ``clause_form.is_cry``
CRY_WORDS = INTERJECTIONS | CRIES | frozenset("thanks thank excited go lets let's wait cant can't".split())
TRIP_PLAIN = PLAIN_WORDS | INTERJECTIONS  # the words that may stand beside the trip itself wanted (clause_form)

# The trip's budget said again, with no amount ("please make sure to stay within the budget", "the plan should not
# exceed our budget", "keep the total cost within the budget"): the budget read keeps it, so it asks for nothing more
# (not "a budget hotel", nor "within our budget for meals": a part of the trip's money is a wish of its own).
_BUDGET_KEPT = lazy_compile(
    r"\b(?:keep(?:s|ing)?\s+(?:(?:it|everything|things|the|our|all|total|overall|costs?|expenses?|trip|plan|itinerary)\s+){0,3}"
    r"|(?:stays?|staying|remains?|remaining|fits?|fitting|falls?|be|is|are)\s+)?"
    r"(?:within|under|below|inside|(?:not\s+)?exceed(?:s|ing)?|(?:not\s+)?go(?:es|ing)?\s+over)\s+"
    r"(?:(?:the|our|my|this|that|your)\s+)?(?:(?:total|overall|entire|set|given|stated|allotted|allocated|specified|planned|whole)\s+)?"
    r"budget(?:\s+(?:limit|cap|range))?\b(?!\s+(?:for|of|on)\b)",
    re.IGNORECASE)


# A phrasal verb of making the plan, its particle after its object or before it ("could you draw up an itinerary?", "put
# an itinerary together for us", "map out a plan"): the verb and its particle are plain, the words between are judged.
_PLAN_MADE = lazy_compile(r"\b(?:draw|put|map|sketch|work|lay|set|whip|piece|pull|throw|come|sort|figure|plan)(?:s|ing)?\b"
                          r"((?:\s+[\w'’]+){0,4}?)\s+(?:up|together|out|on)\b", re.IGNORECASE)


# How long something lasts, made of plain words ("we don't want to be in the car all day"): a bound no reader reads
_HOW_LONG = lazy_compile(r"\b(?:all|the\s+whole|the\s+entire)\s+(?:day|night|morning|afternoon|evening)\b", re.IGNORECASE)


def asks_more(clause: str) -> bool:
    """Whether the clause has a word beyond the plain words of asking for a plan (``PLAIN_WORDS``), or a number (one
    no reader took: "no more than 1 flight"); the trip's budget said again (``_BUDGET_KEPT``) and the verb of making
    the plan (``_PLAN_MADE``) are plain; a way of travel with a qualifier before it is not ("only day flights":
    ``transportation.qualified_mode``)."""
    if transportation.qualified_mode(clause) or _HOW_LONG.search(clause):
        return True
    clause = _PLAN_MADE.sub(lambda m: f" {m.group(1)} ", _BUDGET_KEPT.sub(" ", clause))
    return any(word.lower().split("'")[0] not in PLAIN_WORDS for word in WORD.findall(clause)) or any(c.isdigit() for c in clause)
