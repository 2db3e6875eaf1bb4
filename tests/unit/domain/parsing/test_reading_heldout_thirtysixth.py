"""A thirty-sixth held-out corpus of wishes, written and scored before any of the reader's code was read for it (issue
38: every wish the data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate
text never refused).

Written by helper WISH36 on five trips between places of the sandbox that no earlier test file pairs: a tour of three
cities of Tennessee from Philadelphia for a nervous first-time flyer and her friend (March 16 to 22, 2022; the data has
flights from Philadelphia to Nashville that day and the roads between Nashville, Chattanooga, Knoxville and Memphis),
Key West from Gainesville for a couple on their honeymoon (March 10 to 12, driven), Chicago from Erie for four students
on a tight budget (March 4 to 6, driven), San Antonio from Shreveport for a grandmother with her two grandkids (March 11
to 13, driven) and Atlanta from Cincinnati for a business traveller squeezing in a weekend (March 25 to 27, driven),
where the flight windows, red-eyes, flight hours, driving hours and the cities to visit, skip and order are asked.
Voices: terse and chatty, typos, lower case, emoji, several wishes in one sentence, hedges ("if possible", "ideally"),
corrections ("no wait, ..."), reasons after wishes, numbers in words, questions ("can we ...?"), British spellings and
abbreviations (pp, ppl, hrs, w/, b4, tmrw). Scored with the earlier sets' helpers;
``python -m tests.unit.domain.parsing.test_reading_heldout_thirtysixth`` prints the figures.

HEAD figures (the copy as handed over), of 123 wishes, as first written: read right 87, named 14, wrongly read 21, false
alarm 1, dropped in silence 2; budget texts 10 of 10; mixed 5 of 5; soft 3 of 5; reasons 4 of 5. Six expectations were
corrected after scoring (marked below, each by the docs' house way: partying said alone may be at bars and is named;
French is one of the benchmark's cuisines, ``cuisine``; "a sight or two a day" is one to two; a wish no reader reads
said of one of the party, "nothing spicy", is named; kids of the party with no age said are children under 10; and the
order of a list of sights is the reader's): as finally written, HEAD reads right 90, named 15, wrongly read 17, false
alarm 1, dropped in silence 2 ("and a party, it's jake's 21st 🎉", "my knee is bad, so nothing with lots of walking");
soft 3 of 5 ("maybe a bit of hiking in the smokies" read as smoking allowed, "a sunset sail would be magic" dropped);
reasons 4 of 5 (the greyhound bus named without its "bus"). The worst: "we'll have a few mates over one night, so
visitors need to be allowed" refused the whole request ("the day counts contradict each other: 3 days, 2 days").

After the fixes (test_wish36_fixes.py holds each on other wordings): read right 102, named 18, wrongly read 3, false
alarm 0, dropped in silence 0; budget texts 10 of 10; mixed 5 of 5; soft 5 of 5; reasons 5 of 5. Fixed by cause:
guests said as mates or pals are no length of the trip and call on the party (``words.GUESTS`` in
``trip_length._A_GUESTS_STAY``; ``house_rule``'s visitors); an occasion given as the reason of the wish before it made
the whole clause talk (``clause_talk._an_occasions_reason``); a body said before its state and "a lot of walking" are
accessibility (``cannot_say``); "smokies" was corrected to "smoke", an "-ies" plural of an English word now left as
written (``spelling._plural_of_english``); "would be magic" is a wish as "would be amazing" is
(``clause_form.WOULD_BE``); a flight cap a few words after the flights with its bound last (``flight_hours``); "driving"
alone opening its sentence, or before a reason, is the way chosen (``transportation._driving_alone``); a meal after a
hyphened word (``restaurant_names.FOR_A_MEAL``, ``meal_wishes._FOR_MEAL``); "no wait" as its own part is a correction's
cue (``clause_form._SET_PHRASE``); "for work" is talk (``bare_things._TALK_WORDS``); the place a reason says the trip is
in is told (``unread_names._HOME_BEFORE``); "it's romantic" judges, asks no style (``unanswerable``); the cheapest stay
or meal with its cap is the cap's words (``caveats._cheapest_capped``); flying an airline as a habit is talk
(``unanswerable``); a kind of sight with when it is seen is read, the time named (``said_alone._ITEM_AFTER``); a name
opening with its city's said without it by its first and last words, "conservatory" a kind
(``said_alone_keys._parts_less_city``); a typo'd name as the next item of a list after a name read
(``said_alone_typos.misspelt_at``); "the greyhound bus" named whole (``transportation``). Left: the three known gaps
below (named or stricter, none dropped).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, order, pace, window
from tests.support.wish_sets import WishSet, print_figures, wish_set

TENNESSEE = ("Plan a 7-day trip from Philadelphia to 3 cities in Tennessee for 2 people, March 16 to 22, 2022, with a "
             "budget of $5,200. ")
KEY_WEST = ("Plan a 3-day trip from Gainesville to Key West for 2 people, March 10 to 12, 2022, with a budget of "
            "$2,600. ")
CHICAGO = "Plan a 3-day trip from Erie to Chicago for 4 people, March 4 to 6, 2022, with a budget of $1,600. "
SAN_ANTONIO = ("Plan a 3-day trip from Shreveport to San Antonio for 3 people, March 11 to 13, 2022, with a budget of "
               "$2,000. ")
ATLANTA = "Plan a 3-day trip from Cincinnati to Atlanta for 1 person, March 25 to 27, 2022, with a budget of $1,300. "

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}
KIDS = {"house_rule": "children under 10"}

TENNESSEE_CORPUS = [
    ("first time ever flying 😬 so no red-eyes pls", {"flight_times": [RED_EYE]}),
    ("nothing too early either, i need to be calm b4 the airport, so no flights before 9am",
     {"flight_times": [window(depart_from="09:00")]}),
    ("the flight out of philly in the afternoon ideally", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("land in nashville before dark, say 7pm", {"flight_times": [window(leg="outbound", arrive_until="19:00")]}),
    ("short flights only, two hours max, i'll be gripping the armrest",
     {"max_flight_hours": 2.0}),
    ("if we fly home, be back by 10pm on the last day", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("nashville, chattanooga and knoxville", {"visit_cities": ["Nashville", "Chattanooga", "Knoxville"]}),
    ("skip memphis, it's too far to drive", {"avoid_cities": ["Memphis"]}),
    ("start in nashville since that's where we land", order("Nashville", 1)),
    ("knoxville last pls", order("Knoxville", -1)),
    ("no more than three hrs of driving a day between cities", {"max_driving_hours": 3.0}),
    ("the country music hall of fame!!", {"must_see": ["Country Music Hall of Fame and Museum"]}),
    ("the parthenon, can't believe nashville has one", {"must_see": ["The Parthenon"]}),
    ("the tennessee aquarium and the incline railway",
     {"must_see": ["Tennessee Aquarium", "Lookout Mountain Incline Railway"]}),
    ("the sunsphere in knoxville", {"must_see": ["Sunsphere"]}),
    ("not the ghost tours, i'm nervous enough as it is",
     {"avoid_sights": ["Chattanooga Ghost Tours Inc", "Haunted Knoxville Ghost Tours"]}),
    ("no lane motor musuem, cars bore me", {"avoid_sights": ["Lane Motor Museum"]}),
    ("two sights a day at most, i'll be exhausted from the nerves", pace(most=2)),
    ("a private room is fine, just nothing shared", {"room_type": "not shared room"}),
    ("rooms under $90 per person a night", {"max_night_price_per_person": 90.0}),
    ("stays rated 4 or higher", {"min_stay_rating": 4.0}),
    ("bbq in nashville!!", {"more_cuisines": ["BBQ"]}),
    ("no fast food n no pizza thx", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("l'amandier in chattanooga sounds lovely", {"eat_at": ["L'amandier"]}),
    ("is there wifi at the hotels?", "named: wifi"),
    ("an aisle seat so i can get up", "named: seat"),
    ("my friend's coming for moral support lol", {}),
]

KEY_WEST_CORPUS = [
    ("we just got married!!! 💍 honeymoon time", {}),
    ("an entire place to ourselves obviously", {"room_type": "entire room"}),
    ("no shared rooms, no wait, no private rooms either, the whole place", {"room_type": "entire room"}),
    ("4.5 stars or better for the stay if possible", {"min_stay_rating": 4.5}),
    ("up to $250 a night, it's our honeymoon", {"max_night_price": 250.0}),
    ("no smoking allowed at the place, we hate the smell", {"stay_forbids": ["smoking"]}),
    ("the hemingway home, he's my husband's favourite", {"must_see": ["The Hemingway Home and Museum"]}),
    ("the aquarium at sunset", "named: time of day"),
    ("the butterfly conservatory 🦋", {"must_see": ["The Key West Butterfly and Nature Conservatory"]}),
    ("southernmost point for the photo", {"must_see": ["Southernmost Point of the Continental U.S.A."]}),
    ("fort zach taylor for the beach", {"must_see": ["Fort Zachary Taylor Historic State Park"]}),
    ("not the cemetery, bit morbid for a honeymoon", {"avoid_sights": ["Key West Cemetery"]}),
    ("seafood every night please 🦞", {"more_cuisines": ["Seafood"], "meal_wishes": every_meal("Seafood", "dinner")}),
    # (corrected after scoring: French is one of the benchmark's seven cuisines, read as ``cuisine``,
    # docs/vocabulary-meals-sights.md; first written as ``more_cuisines``)
    ("french food one evening, it's romantic", {"cuisine": ["French"]}),
    ("no indian, no chinese", {"avoid_cuisines": ["Indian", "Chinese"]}),
    ("only restaurants rated 4+ for the honeymoon pls", {"min_rating": 4.0}),
    ("meals up to $80 each, we're splashing out", {"max_meal_cost": 80.0}),
    ("dinner at milse one night", {"eat_at": ["Milse"]}),
    ("not domino's, obviously", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("we're driving down, no flying", {"transportation": "no flight"}),
    ("max 8 hours in the car", {"max_driving_hours": 8.0}),
    ("an ocean view room would be a dream", "named: view"),
    ("a hot tub 🛁", "named: hot tub"),
    ("somewhere romantic", "named: romantic"),
]

CHICAGO_CORPUS = [
    ("we're 4 broke students lol", {}),
    ("cheapest stays under $40 pp per night", {"max_night_price_per_person": 40.0}),
    ("we'd actually prefer a shared room, we're skint", {"room_type": "shared room"}),
    ("we'll have a few mates over one night, so visitors need to be allowed", {"house_rule": "visitors"}),
    # (corrected after scoring: partying said alone may be at bars, no rule, named, docs/vocabulary-stays-transport.md
    # "we're gonna party" alone; first written as the parties rule)
    ("and a party, it's jake's 21st 🎉", "named: party"),
    ("meals under fifteen dollars per person", {"max_meal_cost": 15.0}),
    ("pizza, obviously, it's chicago", {"more_cuisines": ["Pizza"]}),
    ("mexican or american food, cheap n filling", {"cuisine": ["Mexican", "American"]}),
    ("no mediterranean or french, too posh", {"avoid_cuisines": ["Mediterranean", "French"]}),
    ("cafe or tea places for breakfast", {"more_cuisines": ["Cafe", "Tea"]}),
    ("subway is fine but no pizza hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("eat at fio cookhouse once", {"eat_at": ["FIO Cookhouse and Bar"]}),
    ("can we see the bean?? 🫘", "named: bean"),
    ("millennium park and navy pier", {"must_see": ["Millennium Park", "Navy Pier"]}),
    ("the field musuem and shed aquarium", {"must_see": ["Field Museum", "Shedd Aquarium"]}),
    ("skip the skydeck, it's too pricey for us", {"avoid_sights": ["Skydeck Chicago"]}),
    ("no museum of ice cream, we're not 12", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("wrigley field if we have time", {"must_see": ["Wrigley Field"]}),
    ("packed days, at least four things a day", pace(least=4)),
    ("we'll drive, no planes, can't afford them", {"transportation": "no flight"}),
    ("no more than 7 hrs driving", {"max_driving_hours": 7.0}),
    ("free parking for the car", "named: parking"),
    ("two of the ppl are vegetarian", "named: vegetarian"),
    ("near the L if poss", "named: near"),
]

SAN_ANTONIO_CORPUS = [
    ("taking my two grandkids, they're 7 and 9", KIDS),
    ("seaworld for the grandkids", {"must_see": ["SeaWorld San Antonio"], **KIDS}),
    ("the alamo, i've waited my whole life", {"must_see": ["The Alamo"]}),
    ("the river walk, can we do a boat ride?", {"must_see": ["San Antonio River Walk"]}),
    # (corrected after scoring: the names in the order the reader lists them, a name before a kind; the order of a list
    # is no part of the wish)
    ("the zoo and the doseum", {"must_see": ["The DoSeum", "San Antonio Zoo"]}),
    ("not six flags, too many rollercoasters for my heart", {"avoid_sights": ["Six Flags Fiesta Texas"]}),
    ("no ghost tours, the little one gets nightmares", {"avoid_sights": ["Sisters Grimm Ghost Tours & Oddities Parlor"],
                                                        **KIDS}),
    ("the legoland discovery centre", {"must_see": ["LEGOLAND Discovery Center San Antonio"]}),
    # (corrected after scoring: "just a sight or two each day" is one to two, docs/vocabulary-meals-sights.md "Pace")
    ("one or two things a day, grandma needs her naps", pace(most=2, least=1)),
    ("a whole house so the kids have space", {"room_type": "entire room", **KIDS}),
    ("no pets at the house, my grandson is allergic", {"stay_forbids": ["pets"]}),
    ("a place that allows children, obviously", KIDS),
    ("under one fifty a night for the house", {"max_night_price": 150.0}),
    ("3.5 stars or more for the house", {"min_stay_rating": 3.5}),
    ("desserts and bakery treats for the kids", {"more_cuisines": ["Desserts", "Bakery"], **KIDS}),
    # (corrected after scoring: a wish no reader reads said of one of the party is named, "she won't eat spicy food",
    # docs/vocabulary.md; first written as the cuisines alone)
    ("nothing spicy for the little ones, so no indian and no mexican", "named: spicy"),
    ("bbq at least once, it's texas", {"more_cuisines": ["BBQ"]}),
    ("martin's bbq sounds good", {"eat_at": ["Martin's BBQ"]}),
    ("not cafe coffee day", {"avoid_restaurants": ["Cafe Coffee Day"]}),
    ("meals around $20 a head max", {"max_meal_cost": 20.0}),
    ("i'll drive but no more than five hours a day at my age", {"max_driving_hours": 5.0}),
    # (corrected after scoring: kids of the party with no age said are children under 10, docs/vocabulary.md "more house
    # rules": "our two kids")
    ("no flying, the kids have never flown and i'm not starting now", {"transportation": "no flight", **KIDS}),
    ("a pool would keep the grandkids happy", "named: pool"),
    ("my knee is bad, so nothing with lots of walking", "named: knee"),
]

ATLANTA_CORPUS = [
    ("in cincy for work all week, squeezing in a weekend b4 my flight home", {}),
    ("private room, don't need much", {"room_type": "private room"}),
    ("max $120/night", {"max_night_price": 120.0}),
    ("min 4 stars, i need proper sleep", {"min_stay_rating": 4.0}),
    ("no parties, i need quiet, and no smoking", {"stay_forbids": ["parties", "smoking"]}),
    ("world of coca-cola and the georgia aquarium", {"must_see": ["World of Coca-Cola", "Georgia Aquarium"]}),
    ("the mlk historical park, it matters to me", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("the high museum if there's time", {"must_see": ["High Museum of Art"]}),
    ("delta flight musem, i fly delta every week", {"must_see": ["Delta Flight Museum"]}),
    ("not the selfie museum lol", {"avoid_sights": ["Original Selfie Museum | Atlanta"]}),
    ("no zoo, not my thing", {"avoid_sights": ["Zoo Atlanta"]}),
    ("three sights a day, i'm efficient", pace(most=3, least=3)),
    ("italian or mediterranean for dinners", {"cuisine": ["Italian", "Mediterranean"]}),
    ("no bbq, had too much at the client dinner", {"avoid_cuisines": ["BBQ"]}),
    ("el pistolero for a client-free dinner", {"eat_at": ["El Pistolero"]}),
    ("anywhere but bunty dhaba", {"avoid_restaurants": ["Bunty Dhaba"]}),
    ("restaurants at least 3.8", {"min_rating": 3.8}),
    ("keep meals under 45 each, it's on expenses but there's a cap", {"max_meal_cost": 45.0}),
    ("driving, i'm sick of airports", {"transportation": "no flight"}),
    ("7 hrs of driving max a day", {"max_driving_hours": 7.0}),
    ("a gym at the hotel, ideally", "named: gym"),
    ("somewhere near the office downtown", "named: downtown"),
    ("can i use my marriott points?", "named: points"),
    ("i'm halal", "named: halal"),
]

CORPORA = ((TENNESSEE, TENNESSEE_CORPUS), (KEY_WEST, KEY_WEST_CORPUS), (CHICAGO, CHICAGO_CORPUS),
           (SAN_ANTONIO, SAN_ANTONIO_CORPUS), (ATLANTA, ATLANTA_CORPUS))

MIXED: list[tuple[str, str, dict]] = [
    (TENNESSEE, "the ryman and a whiskey distillery tour", want({"must_see": ["Ryman Auditorium"]}, "distillery")),
    (KEY_WEST, "the lighthouse and a snorkelling trip", want({"must_see": ["Key West Lighthouse"]}, "snorkelling")),
    (CHICAGO, "navy pier and a blues bar", want({"must_see": ["Navy Pier"]}, "blues")),
    (SAN_ANTONIO, "the alamo and a rodeo", want({"must_see": ["The Alamo"]}, "rodeo")),
    (ATLANTA, "centennial olympic park and a braves game", want({"must_see": ["Centennial Olympic Park"]}, "braves")),
]
SOFT: list[tuple[str, str, dict]] = [
    (TENNESSEE, "maybe a bit of hiking in the smokies", want(None, "hiking")),
    (KEY_WEST, "a sunset sail would be magic", want(None, "sail")),
    (CHICAGO, "an improv show maybe", want(None, "improv")),
    (SAN_ANTONIO, "a mariachi band if we're lucky", want(None, "mariachi")),
    (ATLANTA, "a rooftop bar one evening", want(None, "rooftop")),
]
MODES = "modes"
REASONS: list[tuple[str, str, dict, str, str]] = [
    (TENNESSEE, "i'm coeliac", {}, "coeliac", "diet"),
    (KEY_WEST, "we'd rather take the greyhound bus", {}, "bus", MODES),
    (CHICAGO, "we could take the train instead", {}, "train", MODES),
    (SAN_ANTONIO, "my grandson uses a wheelchair", {}, "wheelchair", "accessibility"),
    (ATLANTA, "i eat halal only", {}, "halal", "diet"),
]
TN_NO = "Plan a 7-day trip from Philadelphia to 3 cities in Tennessee for 2 people, March 16 to 22, 2022"
KW_NO = "Plan a 3-day trip from Gainesville to Key West for 2 people, March 10 to 12, 2022"
CH_NO = "Plan a 3-day trip from Erie to Chicago for 4 people, March 4 to 6, 2022"
SA_NO = "Plan a 3-day trip from Shreveport to San Antonio for 3 people, March 11 to 13, 2022"
AT_NO = "Plan a 3-day trip from Cincinnati to Atlanta for 1 person, March 25 to 27, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (TN_NO + ". $2,600 each", 5200.0),
    (TN_NO + ". five thousand two hundred in total", 5200.0),
    (KW_NO + ". 2.6k for the two of us", 2600.0),
    (KW_NO + ". budget £2600", "refused"),
    (CH_NO + ". $400 pp", 1600.0),
    (CH_NO + ". sixteen hundred between the 4 of us", 1600.0),
    (SA_NO + ". budget's $2000, all in", 2000.0),
    (SA_NO + ". two grand total", 2000.0),
    (AT_NO + ". $1.3k", 1300.0),
    (AT_NO + ". thirteen hundred bucks max", 1300.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # every flight bound, not the outbound: a city of a toured state is no end of the trip the text names (the reader
    # of a window's leg has the text's places only, not the state's cities); stricter than asked, never looser
    "land in nashville before dark, say 7pm",
    # named, not read: "ghost tours" is no kind of sight of the readers and the two sights of the toured state whose
    # names carry it are no one name (the twelfth set's "skip the ghost tours, my mom scares easy" alike)
    "not the ghost tours, i'm nervous enough as it is",
    # named, not read: "zach" written short for Zachary, no typo of one letter nor a short form the keys know
    "fort zach taylor for the beach",
]
KNOWN_SILENT: list[str] = []
KNOWN_BUDGET_GAPS: list[str] = []
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []

(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WISHES := WishSet(
    CORPORA, 102, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=110))


def main() -> None:
    """Print the set's figures and misses (how HEAD and each fix are scored)."""
    print_figures(WISHES)


if __name__ == "__main__":
    main()
