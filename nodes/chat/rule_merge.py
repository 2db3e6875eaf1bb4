"""A message's rules merged into the request's (``merge_rules``): one value each replaces the old one, list wishes add
up ("and no fast food either"), cuisines are added, replaced or dropped, bans on travel modes add up and lift,
and a house rule named in passing never replaces the one asked for (``replaces_house_rule``).
"""

from __future__ import annotations

import re
from typing import Any

from pydantic_core import to_jsonable_python

from himap_travel.domain.constraints import LOCAL, city_order, meal_days, named, pace
from himap_travel.domain.constraints.cuisine import struck
from himap_travel.domain.constraints.flight_window_readers import RED_EYE
from himap_travel.domain.constraints.house_rule import rule_worded
from himap_travel.domain.constraints.transportation import insisted_modes
from himap_travel.domain.parsing import Reading
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.take_back import ALLOW_MODE, TakeBack, avoidance_of, held_wishes, item_said, taken_back
from himap_travel.nodes.chat.window_back import bounds_left
from himap_travel.state.trip import banned_modes, transport_rule

_REPLACING = lazy_compile(r"\b(?:instead|rather\s+than|switch|change|swap|replace|not\s+\w+\s+but|only)\b", re.IGNORECASE)
# Words that add a house rule to the one the trip has ("we're also bringing the dog", "the kids come too").
# ("can we have Italian food?" adds no house rule: "have" is left out).
_ADDING = lazy_compile(r"\b(?:also|too|as\s+well|plus|in\s+addition|additionally|bring(?:s|ing)?|coming|come\s+along"
                       r"|comes?\s+with\s+(?:us|me))\b"  # "the cats come with us after all"
                       # a short message opened by "and" adds to what was said ("and the dog", "& our cat")
                       r"|^\W*(?:and|&|n)\s+(?:[\w'-]+\W*){1,3}$", re.IGNORECASE)
# "Actually, ...", "oh actually ...", and another way of the same journey tried ("ok, what about Atlanta to New Orleans
# March 22-24 then", "how about from Denver instead"): the people, the budget and the rules said before stay
CORRECTING = lazy_compile(r"^\W*(?:\w+\W+){0,2}?actually\b|^\W*(?:(?:ok|okay|hmm+|so|well|fine|alright|and)\W+)*(?:what|how)\s+about\b",
                         re.IGNORECASE)
_OF_US = lazy_compile(r"\b(?:we|we['’]?re|were|we['’]ll|us|our|i|i['’]m|my\s+(?:wife|husband|partner|kids?|son|daughter)|me)\b",
                     re.IGNORECASE)  # said of the travellers ("we have a 6 yr old"), never of someone else alone
_ASKED_OF_STAY = lazy_compile(r"\b(?:allow\w*|permit\w*|friendly|welcome|place|stays?|hotels?|rooms?|accommodation|bring\w*|need)\b",
                              re.IGNORECASE)


def replaces_house_rule(text: str, current: str, new: str) -> bool:
    """Whether an edit naming the house rule ``new`` means it instead of ``current`` (docs/chat-messages.md, "Said stays said").

    It does when the message says it corrects the rule: a switching word ("pets instead", "switch to smoking"),
    the old rule taken back ("we'll bring the dog, not smoke", "no more pets"), or "actually" with the new rule
    asked of the stay ("Actually we need a place where smoking is allowed"). A rule named in passing ("the kids
    love pizza, can we have Italian food?") is not a correction: the rule the user asked for stays.
    """
    if _REPLACING.search(text) or _dropped(text, current, "house rule") or _negated(text, current):
        return True
    return bool(CORRECTING.search(text) and _ASKED_OF_STAY.search(text))


def _rule_alone(reading: Reading, text: str, rule: str) -> bool:
    """Whether the house rule is all an edit says, said of the travellers or of the stay ("we have a 6 yr old",
    "smoking allowed at the place pls", "friends might stop by"): then it is the message's point, never named in
    passing (as the kids beside "can we have Italian food?" are, or "my sister smokes a lot, ha"), and it is added to
    the rule held."""
    if not (_OF_US.search(text) or _ASKED_OF_STAY.search(text) or rule == "visitors"):  # visitors call at the stay
        return False
    others = (c.value(reading.local_constraint) for c in LOCAL if c.row_key not in ("house rule", "more house rules"))
    trip = (reading.org, reading.dest, reading.days, reading.date, reading.people_number, reading.budget)
    return all(v is None for v in (*trip, *others))


def _negated(text: str, rule: str) -> bool:
    """The rule named after a negation ("not smoke", "no smoking", "without pets", "no party"), as the registry's
    house-rule reader reads the words after it."""
    reader = named("house rule").read
    assert reader is not None, "the house rule has a reader (domain/constraints/house_rule.py)"
    # ... or by its bare word, which alone asks no rule ("no party after all": the parties rule)
    return any(reader(m.group(1), (), [], []) == rule or rule_worded(m.group(1).split()[-1]) == rule
               for m in re.finditer(r"\b(?:not|no|non|without)[\s-]+((?:the\s+|a\s+|our\s+)?[\w-]+)", text, re.IGNORECASE))


def refused_house_rules(text: str, rules: dict[str, Any]) -> list[str]:
    """The house rules the trip holds that an edit rules out ("the dog is staying home, so no pets" on a trip that allows
    pets): taken back. The parser reads "the dog ... no pets" as a rule both asked for and ruled out (a contradiction in
    a request); said to a trip that holds the rule, it is the rule taken back."""
    held = [rules.get("house rule"), *(rules.get("more house rules") or [])]
    return [rule for rule in held if rule and _negated(text, rule)]


def without_house_rules(rules: dict[str, Any], refused: list[str]) -> None:
    """``rules`` without the house rules ``refused`` (the next one, if any, becomes the house rule)."""
    if not refused:
        return
    left = [r for r in (rules.get("house rule"), *(rules.get("more house rules") or [])) if r and r not in refused]
    rules["house rule"] = left[0] if left else None
    if left[1:]:
        rules["more house rules"] = left[1:]
    else:
        rules.pop("more house rules", None)


def merge_rules(rules: dict[str, Any], reading: Reading, text: str, editing: bool, notes: list[str], back: TakeBack,
                cities: int | None = None) -> None:
    """The message's rules merged into ``rules``; in an edit, the wishes ``back`` takes back removed. ``cities``: how
    many cities the trip visits, when known (the last stop of three is the third)."""
    local = reading.local_constraint
    sights_before = list(rules.get(_MUST_SEE.row_key) or [])
    asked_before = _asked_at_meals(rules)
    asked_on_days = _asked_at_meals(rules, days=True)
    for constraint in (c for c in LOCAL if c.key != "cuisine"):  # one value each: a new one replaces the old
        key, value = constraint.row_key, constraint.value(local)
        current = rules.get(key)
        if key == "house rule" and editing and current and value and value != current and not replaces_house_rule(text, current, value):
            if (_ADDING.search(text) or _rule_alone(reading, text, value)) and not back.drops(key):
                # "oh we're also bringing the dog", "we have a 6 yr old": one more house rule
                more = list(rules.get("more house rules") or [])
                rules["more house rules"] = more if value in more else [*more, value]
                continue
            if any(value in (h.item, h.value) for h in back.drops("more house rules")):
                continue  # "grandma's taking the dog after all": the rule the message takes back, never one kept over it
            # "the kids love pizza, can we have Italian food?" on a pet-friendly trip: a house rule named in passing
            # never replaces the one the user asked for; the reply says which was kept and why
            notes.append(f"I kept your house rule ({current}): {value} came up in passing, so I did not switch to it "
                         f"(say \"{value} instead\" to switch)")
            continue
        if key == "transportation" and editing and current and value and not re.search(r"\binstead\b", text, re.IGNORECASE):
            # bans add up ("and no self-driving"), but a mode insisted on is no longer banned ("lets just drive up
            # there" on a trip that banned self-driving: never both banned, which left taxis only in silence)
            value = transport_rule((banned_modes(current) - insisted_modes(text)) | banned_modes(value))
        if editing and current and value and (not (_SWITCHING_PACE if key == "pace" else _SWITCHING).search(text)
                                              or key in _BY_DAY or _moved_to_a_day(key, current, value, local, text)):
            value = _added_up(key, current, value, cities)  # "and no fast food either", "and I need to land by 8pm"
        if value is not None and not (editing and _dropped(text, value, key)):
            rules[key] = to_jsonable_python(value)  # the form holds JSON values: a window read again equals the one kept
        elif editing and current and back.drops(key):  # "forget the landing time": those flight bounds only (window_back)
            # ("italian is fine but no chinese": the item taken back, the one asked beside it kept)
            base = to_jsonable_python(value) if isinstance(value, list) and key != "flight times" else current
            rules[key] = (bounds_left(current, text) if key == "flight times" else None) or _without(
                key, base, [h.item for h in back.drops(key)])
    if editing and rules.get("transportation"):  # "we can fly after all" lifts one ban of two
        rules["transportation"] = transport_rule(m for m in banned_modes(rules["transportation"]) if not _allows(text, m))
    cuisines = list(rules.get("cuisine") or [])
    if editing:
        _struck_unasked(rules, text, asked_on_days)
    if local.cuisine:
        # "only Mexican" and "make it Mexican" replace them all; "replace Chinese with French" only the one it takes back
        only = _ONLY_CUISINE.search(text) and not back.drops("cuisine")
        cuisines = list(local.cuisine) if only or not editing else cuisines + [c for c in local.cuisine if c not in cuisines]
    if editing:  # "drop Chinese and add French": the cuisines taken back
        cuisines = [c for c in cuisines if c not in [h.item for h in back.drops("cuisine")]]
        # the newest word on a cuisine wins: "the kids hate Chinese" takes Chinese off the cuisines wanted, and a cuisine
        # asked for now is no longer one to avoid (one wish never says both)
        avoided_now = [c for c in (_AVOID_CUISINES.value(local) or []) if c not in (local.cuisine or [])]
        cuisines = [c for c in cuisines if c not in avoided_now]
        # (a cuisine of the data's others asked for now too: "we want seafood one night" after "no seafood")
        asked_now = [*(local.cuisine or []), *(_MORE_CUISINES.value(local) or [])]
        avoided = [c for c in (rules.get(_AVOID_CUISINES.row_key) or []) if c not in asked_now]
        if rules.get(_AVOID_CUISINES.row_key):
            rules[_AVOID_CUISINES.row_key] = avoided or None
        _newest_on_more(rules, local, avoided_now, bool(local.cuisine and _ONLY_CUISINE.search(text)))
    rules["cuisine"] = cuisines or None
    for wish in back.avoided if editing else []:  # "skip the aquarium" on a trip that must see it: kept out, not only optional
        avoid = avoidance_of(wish.key)
        if avoid is not None:
            rules[avoid] = list(dict.fromkeys([*(rules.get(avoid) or []), wish.item]))
    if editing:
        _instead_of_taken_back(rules, local, back, [] if _ONLY.search(text) else sights_before)
        _newest_on_cities(rules, local)
        _newest_on_sights(rules, local)
    if not rules.get("house rule") and rules.get("more house rules"):  # "swap pets for smoking": the first is the house rule
        first, *others = rules.pop("more house rules")
        rules["house rule"] = first
        if others:
            rules["more house rules"] = others
    _meal_wishes_still_asked(rules, asked_before, bool(local.meal_wishes))
    _meal_wishes_still_asked(rules, asked_before, bool(local.meal_days), _MEAL_DAYS.row_key, set(struck(text)) if editing else set())
    _days_of_sights_still_asked(rules)


_MEAL_WISHES = named("meal wishes")
_MEAL_DAYS = named("meal days")
_SIGHT_DAYS = named("sight days")


def _days_of_sights_still_asked(rules: dict[str, Any]) -> None:
    """A sight's day kept only while the sight is still one to see ("never mind seaworld" takes its day with it)."""
    days = rules.get(_SIGHT_DAYS.row_key)
    if days:
        asked = set(rules.get(_MUST_SEE.row_key) or [])
        rules[_SIGHT_DAYS.row_key] = [wish for wish in days if wish.get("sight") in asked] or None


def _asked_at_meals(rules: dict[str, Any], days: bool = False) -> set[str]:
    """The cuisines and restaurants the rules ask some meal for (a meal wish's cuisine or restaurant among them); with
    ``days``, a meal on a given day's too ("forget the italian" takes back "Italian on day 2", never rules Italian out)."""
    on_days = [w.get("cuisine") or w.get("restaurant") for w in rules.get(_MEAL_DAYS.row_key) or []] if days else []
    return {*(rules.get("cuisine") or []), *(rules.get(_MORE_CUISINES.row_key) or []), *(rules.get("eat at") or []), *on_days}


def _meal_wishes_still_asked(rules: dict[str, Any], asked_before: set[str], meals_said: bool,
                             key: str = _MEAL_WISHES.row_key, struck_now: set[str] | frozenset[str] = frozenset()) -> None:
    """A meal wish ("a Mexican dinner") is its cuisine or restaurant asked at one meal: one whose cuisine or
    restaurant this message takes back ("forget the mexican food", "no more Dips") goes with it. One cuisine swapped
    for another, no meal said ("swap the seafood for italian" after "seafood every night"), takes its meals along:
    Italian every night (the meals were dropped in silence). ``key``: the meal wishes, or the meals on given days
    (``meal_days``: "Italian on day 2"), which go and follow the same way, and go too with a cuisine the message
    strikes (``struck_now``: "forget the italian" where no other rule asked it)."""
    held = rules.get(key)
    if not held:
        return
    gone = asked_before - _asked_at_meals(rules) | struck_now
    cuisines = {*(rules.get("cuisine") or []), *(rules.get(_MORE_CUISINES.row_key) or [])}
    new = cuisines - asked_before
    if len(gone) == 1 and len(new) == 1 and not meals_said and any(w.get("cuisine") in gone for w in held):
        (old,), (now,) = gone, new
        rules[key] = [{**w, "cuisine": now} if w.get("cuisine") == old else w for w in held]
        return
    rules[key] = [w for w in held if (w.get("cuisine") or w.get("restaurant")) not in gone] or None


_MUST_SEE = named("must see")
_ORDER = named("city order")


def _newest_on_cities(rules: dict[str, Any], local: Any) -> None:
    """The newest word on a city wins, as on a cuisine: a city asked for now is no longer one to avoid ("actually no,
    make it san antonio" after San Antonio was swapped out), and one avoided now no longer one to visit nor ordered
    ("skip austin" after "start in austin"); never both, which no plan keeps (the trip was refused as if the data
    lacked the city)."""
    asked = [*(local.visit_cities or ()), *city_order.cities(local.city_order or ())]  # an ordered city is visited
    for now, other in ((asked, "avoid cities"), (local.avoid_cities, "visit cities")):
        if now and rules.get(other):
            rules[other] = [c for c in rules[other] if c not in now] or None
    if local.avoid_cities and rules.get(_ORDER.row_key):
        rules[_ORDER.row_key] = [r for r in rules[_ORDER.row_key]
                                 if not {r.get("city"), r.get("before")} & set(local.avoid_cities)] or None


def _newest_on_sights(rules: dict[str, Any], local: Any) -> None:
    """The newest word on a sight wins, as on a city: one asked for now ("put the zoo back in" after "skip the zoo")
    is no longer one to avoid, and one avoided now no longer one to see; never both, which no plan keeps (the trip was
    refused as if the sight could not be seen)."""
    avoid = avoidance_of(_MUST_SEE.row_key)
    asked = _MUST_SEE.value(local) or []
    if avoid is not None and asked and rules.get(avoid):
        rules[avoid] = [s for s in rules[avoid] if s not in asked] or None
    # ... and one avoided now ("actually we can't do gatorland, too hot") is no longer one to see, nor on its day
    avoided = [s for s in (named(avoid).value(local) or []) if s not in asked] if avoid is not None else []
    if avoided and rules.get(_MUST_SEE.row_key):
        rules[_MUST_SEE.row_key] = [s for s in rules[_MUST_SEE.row_key] if s not in avoided] or None
    if avoided and rules.get(_SIGHT_DAYS.row_key):
        rules[_SIGHT_DAYS.row_key] = [w for w in rules[_SIGHT_DAYS.row_key] if w.get("sight") not in avoided] or None


def _stop_of(stop: int | None, cities: int | None) -> int | None:
    """A stop counted from the start when the trip's city count is known: the last of three is the third, so "make the
    last stop houston" after "the third stop is austin" on a tour of three replaces it (never two cities at one stop)."""
    return cities + 1 + stop if stop is not None and stop < 0 and cities else stop


_ONLY = lazy_compile(r"\b(?:only|just)\b", re.IGNORECASE)


def _instead_of_taken_back(rules: dict[str, Any], local: Any, back: TakeBack, before: list[str]) -> None:
    """"Forget heard museum, do the musical instrument museum instead": a must-see taken back while another is named
    in the same message is replaced by it (the new one kept even when its name shares a word with the one taken back;
    the other must-sees held before kept, ``before``, unless "only" or "just" is said) and kept out of the plan, never
    left as a filler sight (issue 39)."""
    gone = [h.item for h in back.drops(_MUST_SEE.row_key)]
    fresh = [v for v in to_jsonable_python(_MUST_SEE.value(local) or []) if v not in gone]
    avoid = avoidance_of(_MUST_SEE.row_key)
    if not gone or not fresh or avoid is None:
        return
    held = [v for v in [*before, *(rules.get(_MUST_SEE.row_key) or [])] if v not in gone]
    rules[_MUST_SEE.row_key] = list(dict.fromkeys([*held, *fresh]))
    rules[avoid] = list(dict.fromkeys([*(rules.get(avoid) or []), *gone]))


# Words that make a wish said in an edit replace the one of its kind held, never add to it ("pets instead", "just no
# fast food"); else a list wish adds up (``_added_up``)
_SWITCHING = lazy_compile(r"\b(?:instead|rather|only|just|switch|replace)\b", re.IGNORECASE)
# ... of a pace, whose "only" and "just" bound its count ("and just one on day 4" keeps the held days' rules beside it:
# ``pace.kept_beside``, where a rule of the same days replaces the held one anyway)
_SWITCHING_PACE = lazy_compile(r"\b(?:instead|rather|switch|replace)\b", re.IGNORECASE)
# The list wishes whose items add up in an edit: a second one said joins the first ("and no fast food either")
# ("more cuisines", as the cuisine rule: "and a dessert place one night" after BBQ asks for both, never Desserts alone)
_ADDS_UP = ("stay forbids", "avoid cuisines", "avoid sights", "avoid restaurants", "avoid cities", "must see", "more cuisines",
            "avoid stays", "meal wishes")


# The wishes of a day, whose "instead" is that day's ("the second night seafood instead", "seaworld on day 3 instead"):
# they add up, the one of the same day (or sight) replaced by ``_added_up``, every other day's kept
_BY_DAY = (_MEAL_DAYS.row_key, _SIGHT_DAYS.row_key)


def _moved_to_a_day(key: str, current: Any, value: Any, local: Any, text: str) -> bool:
    """Whether a message moving held sights to a day ("can we do alcatraz on the last day instead") names them again:
    its "instead" is the day's, so the other sights held stay (never "only" or "just" said)."""
    return (key == _MUST_SEE.row_key and isinstance(current, list) and bool(local.sight_days) and not _ONLY.search(text)
            and all(v in current for v in to_jsonable_python(value)))


def _added_up(key: str, current: Any, value: Any, cities: int | None = None) -> Any:
    """A list wish said in an edit beside the one of its kind held: both kept (an item said again once). Flight-time
    windows add up too, save the bounds of a held one the new one sets anew (the same leg and the same bound: "8am, not
    9am"; a kind ruled out, "no red-eye either", sets none: ``_a_kind``); so
    do the order's rules, save a held one on a city or a stop a new one names ("end in houston" after "start in
    austin": both; "make the last stop denver" after "... richmond": Denver; the last of ``cities`` is that stop); a
    pace keeps the empty days held beside it (``pace.kept_beside``); meals on given days add up, save a held one of the
    meal of a day a new one names. Any other wish: the new value (one value each)."""
    if key == _ORDER.row_key and isinstance(current, list) and isinstance(value, list):
        value = to_jsonable_python(value)  # rules as the form holds them
        named = {c for r in value for c in (r.get("city"), r.get("before")) if c}
        stops = {_stop_of(r.get("stop"), cities) for r in value if r.get("stop")}
        kept = [r for r in current if not {r.get("city"), r.get("before")} & named and _stop_of(r.get("stop"), cities) not in stops]
        return [*kept, *(r for r in value if r not in kept)]
    if key == "flight times" and isinstance(current, list) and isinstance(value, list):
        value = to_jsonable_python(value)  # windows as the form holds them
        bounds = [(w.get("leg"), b) for w in value if not _a_kind(w) for b in _BOUNDS if w.get(b)]
        kept = [left for w in current if (left := _unbound(w, bounds))]
        return [*kept, *(w for w in value if w not in kept)]
    if key == "pace" and isinstance(current, dict) and value is not None:  # "and keep the last day free": both kept
        return pace.kept_beside(pace.as_pace(current), pace.as_pace(value))
    if key == _SIGHT_DAYS.row_key and isinstance(current, list) and isinstance(value, list):
        value = to_jsonable_python(value)  # "and gatorland on day 3": both; "seaworld on day 3 instead": its new day
        moved = {wish.get("sight") for wish in value}
        return [*(wish for wish in current if wish.get("sight") not in moved), *value]
    if key == _MEAL_DAYS.row_key and isinstance(current, list) and isinstance(value, list):
        return meal_days.merged(current, to_jsonable_python(value))  # "and pizza on the last night": both
    if key in _ADDS_UP and isinstance(current, list) and isinstance(value, list):
        both = [*current, *to_jsonable_python(value)]  # as the form holds them (a meal wish: a dict, unhashable)
        return [v for i, v in enumerate(both) if v not in both[:i]]
    return value


_BOUNDS = ("depart_from", "depart_until", "arrive_from", "arrive_until")
_RED_EYE = to_jsonable_python(RED_EYE)


def _a_kind(window: dict[str, Any]) -> bool:
    """Whether a window is a kind of flight ruled out ("no red-eye either"), its bounds the kind's and no clock said:
    it narrows the windows held, so it sets none of their bounds anew ("land before 6pm" stays beside it)."""
    return all(window.get(b) == _RED_EYE.get(b) for b in _BOUNDS)


def _unbound(window: dict[str, Any], bounds: list[tuple[Any, str]]) -> dict[str, Any] | None:
    """A held window less the bounds a new one sets anew on its leg ("8am, not 9am"), None when no bound is left: the
    rest of it holds ("nothing before 9am" after "no red-eyes" keeps the red-eye's evening and landing bounds)."""
    left = {**window, **{b: None for leg, b in bounds if window.get("leg") == leg}}
    return left if any(left.get(b) for b in _BOUNDS) else None


# Words that make the cuisines named the only ones ("only Mexican", "make it american", "switch to Thai food", "change
# that to indian", "go back to the chinese").
# A message that opens by correcting what was just said ("no wait, italian", "nah, thai", "scratch that, mexican",
# "hmm actually chinese")
# also names the only ones, unless it says it adds ("no wait, and chinese too").
_ONLY_CUISINE = lazy_compile(r"\b(?:only|instead|just|replace|(?:switch|change|swap)\s+(?:(?:it|that|this|them|those)\s+)?"
                             r"(?:over\s+|back\s+)?to|go(?:ing)?\s+back\s+to)\b"
                             r"|\bmake\s+(?:it|that|them)\s+[a-z]+(?:\s+(?:food|cuisine|instead))?\s*(?:[.!,;]|$"
                             # (another change after it: "make it italian and 3 sights a day"; never one adding a
                             # cuisine: "make it cheaper and add italian")
                             r"|\s*\band\b(?![^.;!?]*\b(?:add|also|too|as\s+well)\b))"
                             r"|^\W*(?:(?:no|nah|nope)\s*(?:[,.;!]|\s+wait\b)|(?:wait|oops|sorry|scratch\s+that)\b"
                             # ("hmm actually chinese", "on second thought, korean": the last one said put right; never
                             # one put back or added: "actually put chinese back")
                             r"|(?:(?:hmm+|um+|uh+|oh|ok(?:ay)?|well)\W+){0,3}(?:actually|on\s+second\s+thought)\b"
                             r"(?!.*\b(?:back|add|again)\b))"
                             r"(?!.*\b(?:too|also|as\s+well|plus|either)\b)"
                             # ... or one said better than the rest ("actually mexican was better", "italian sounds better"),
                             # or one named in place of another dropped ("forget thai, italian")
                             r"|\b(?:was|is|'s|sounds|would\s+be|seems)\s+(?:much\s+|way\s+|a\s+lot\s+)?better\b"
                             r"|\b(?:forget|scrap|scratch)\s+(?:the\s+)?[a-z]+(?:\s+(?:food|cuisine))?\s*,\s*[a-z]+"
                             r"(?:\s+(?:food|cuisine))?(?:\s+instead)?\W*$", re.IGNORECASE)
_AVOID_CUISINES = named("avoid cuisines")


_MORE_CUISINES = named("more cuisines")


def _struck_unasked(rules: dict[str, Any], text: str, asked_before: set[str]) -> None:
    """A cuisine taken back that the trip never asked for ("no more fast food" on a trip wanting French) is kept out:
    the words say the plan should have no more of it, and there is no wish of it to take back. One the trip asked for
    before this message (``asked_before``: "drop the seafood" after "a seafood dinner", its wish already taken back
    here) is only taken back, never kept out."""
    asked = {*(rules.get("cuisine") or []), *(rules.get(_MORE_CUISINES.row_key) or []), *asked_before}
    asked |= {w.get("cuisine") for w in rules.get(_MEAL_WISHES.row_key) or []}
    unasked = [c for c in struck(text) if c not in asked]
    if unasked:
        rules[_AVOID_CUISINES.row_key] = list(dict.fromkeys([*(rules.get(_AVOID_CUISINES.row_key) or []), *unasked]))


def _newest_on_more(rules: dict[str, Any], local: Any, avoided_now: list[str], only: bool) -> None:
    """The cuisines some meal must also serve ("also serve: Seafood") under the newest word, as the cuisines are: one
    avoided now is no longer asked for ("no seafood, my wife's allergic": never both asked for and avoided, which no
    plan keeps), and "just Italian" leaves no other cuisine asked for, unless this message asks for it."""
    held = rules.get(_MORE_CUISINES.row_key)
    if not held:
        return
    kept = [] if only and not _MORE_CUISINES.value(local) else [c for c in held if c not in avoided_now]
    rules[_MORE_CUISINES.row_key] = kept or None


def _without(key: str, current: Any, items: list[Any]) -> Any:
    """A rule with the items taken back removed: a banned mode, items of a list, or (no item) the whole rule."""
    if key == "transportation":
        return transport_rule(m for m in banned_modes(current) if m not in items)
    if isinstance(current, list) and None not in items:
        return [v for v in current if item_said(key, v) not in items] or None
    return None


def _dropped(text: str, value: Any, key: str) -> bool:
    """Whether the message takes back the rule ``value`` it names ("we no longer need pets", "we can fly after all");
    a thing refused by a verdict after it ("driving is off the table") is the rule the readers read of it, stated,
    never taken back."""
    if key == "transportation" and all(_allows(text, mode) for mode in banned_modes(value)):
        return True
    return bool(taken_back(_REFUSED.sub(_refused_thing, text), held_wishes({"local_constraint": {key: value}})).dropped)


def _refused_thing(verdict: re.Match[str]) -> str:
    """The verdict taken out when it refuses a thing ("driving is off the table"), kept when it refuses a rule ("the
    no-driving rule is off the table": that rule taken back)."""
    said_of = re.split(r"[,.;!?]|\b(?:and|but)\b", verdict.string[:verdict.start()])[-1]
    return verdict.group(0) if _A_RULE.search(said_of) else " "


# A verdict refusing the thing said before it ("driving is off the table", "flights are totally off the table"): the
# readers' negation (``negation.REFUSAL``), so no take-back cue.
# ("the dog is no longer coming" still takes the dog back: "no" before "longer" or "more" is the take-back's)
_REFUSED = lazy_compile(rf"(?:\s(?:is|are)|['’]s)\s+(?:(?:totally|completely|absolutely|entirely|simply|just|really|definitely)\s+)?"
                        rf"{negation.REFUSAL}\b(?!\s+(?:longer|more|need)\b)", re.IGNORECASE)
# A rule named as the thing refused: a ban or a limit ("the no-driving rule", "the smoke-free thing", "the ban on flights")
_A_RULE = lazy_compile(r"\b(?:no|non|not|rules?|bans?|limits?|restrictions?|requirements?|thing|stuff)\b|-free\b", re.IGNORECASE)


def _allows(text: str, mode: str) -> bool:
    """Whether the message allows ``mode`` again ("we can drive", "flights are fine")."""
    return bool(ALLOW_MODE[mode].search(text))


__all__ = ["CORRECTING", "merge_rules", "refused_house_rules", "replaces_house_rule", "without_house_rules"]
