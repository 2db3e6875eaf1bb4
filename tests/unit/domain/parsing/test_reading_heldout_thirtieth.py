"""A thirtieth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH30 after the twenty-ninth set was fixed against, before any of the reader's code was read for
it, on eight trips between cities of the sandbox that no earlier reading set names (every trip of the public splits is
used by one already): two cities of Iowa from Hartford for two with a dog, two cities of Hawaii from Long Beach for
four with children, three cities of Alaska from Burbank for one, two cities of Missouri from Owensboro for three in
private rooms, two cities of Wyoming from Everett for two in a place of their own, Albuquerque from Montgomery for two,
Rapid City from Hagerstown for one who smokes, and San Luis Obispo from Trenton for two who will not fly, each in the
plain shape of the earlier sets' bases. New this time: "neither ... nor ..." and "neither of us has been ..." (told),
names said by their island or school nicknames and short forms ("kc", "stl", "slo", "the arch", "the tsunami museum",
"the nuclear museum", "the natural history museum", "petroglyphs!", "waikiki beach" for Waikīkī Beach), a sight's
name after "the" opening on an English word that goes on ("the northern lights"), plain kinds of place to eat that a
sight's name holds ("coffee shops"), a word of why between a name and its verdict ("hollywood wax museum, tacky, no"),
verdicts "no sir" and "not happening", stays "nowhere that allows smoking", a city "if it fits" or "'s gotta be one of
them", an order said "to wrap things up" or "has to be the final stop", a window's end by name ("between 9 and noon"),
"wheels up", 24-hour clocks ("22:00", "07:30"), "at the crack of dawn" after a flight word, ratings "ranked 4+" and
"at 4.2 or above", "total travel" with no "of", paces "keep the pace chill", "go go go" and "a couple sights a day",
"my inner kid" (no child), a reason that tells where the travellers are ("we're near the coast"), cuisines the data
lacks said with a dish ("vietnamese pho", named by its dish), outings of lessons and hunts ("surf lessons", "a guided elk hunt"),
restaurant names holding cuisine words ("pizza station", "barbeque nation", "el jalisciense", "the breakfast bite"),
typos ("dubuqe", "honalulu", "juneu", "bransen", "laramy"), numbers in words, several wishes in one sentence, and every
kind of the vocabulary as before, what the data cannot say (amenities, accessibility, views, diets, events, locations)
and talk that asks nothing. A kind of sight disliked softly ("we're not really into gardens") is soft: named as a wish
no plan can promise, as "a lighthouse somewhere" is (a taste of a thing no plan holds, "he's not into gambling", stays
talk). No wish ties a cuisine to "every" meal. 50 wishes of the first draft were found word for word in earlier tests
and were written again in other words before the HEAD figures below. Scored with the earlier sets' helpers
(tests/support/reading_scoring.py, tests/support/leftover_scoring.py, tests/support/wish_sets.py).

HEAD figures (963ed78, the pristine copy, before any fix for this set), of 313 wishes, as first written: read right 242,
named 28, wrongly read 43, false alarm 0, dropped in silence 6 ("keep the pace chill, ok?", "surf lessons for the kids",
"go go go, we want to see everything", "fairbanks if it fits", "restaurants ranked 4+", "a guided elk hunt"); budget
texts 16 of 16; mixed 8 of 8; soft 8 of 8; reasons 8 of 8. Three expectations were corrected after scoring (marked
below: one by the docs, one as the eighteenth set reads the same words, one list of sights first written out of the
text's order): as finally written, HEAD reads right 243, named 30, wrongly read 40, false alarm 0, dropped in silence
6. Worst on HEAD: "nowhere that allows smoking" asked for a stay that allows smoking; "hollywood wax museum, tacky, no"
read the sight as WANTED; "pizza hut, not happening" asked for pizza; "coffee shops, i run on caffeine" and "the
northern lights" read as sights of Deadhorse; "no flights at the crack of dawn" banned flying; "the explora museum for
my inner kid" asked for children's house rule; "depart burbank between 9 and noon" and "9 hrs total travel per day
tops" refused.

After the fixes made for it (helper WISH30): read right 270, named 33, wrongly read 10, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 0; budget texts 16 of 16; mixed 8 of 8; soft 8 of 8; reasons 8 of 8. Causes fixed:
no stay that allows a rule ("nowhere that allows smoking") is a rule the stay forbids (``house_rule._NOWHERE_ALLOWS``);
a word of why between a name and a bare verdict (``avoid_sights.SAID_NO``); "no sir" and "not happening" are short noes,
the verdict alone after a question shared (``negation.SHORT_NO``, ``clause_talk._VERDICT_ALONE``); "neither ... nor"
rules out (``avoid_sights.AVOID_CUE``, ``said_alone._RULED_OUT``) and "neither of us has ..." tells
(``clause_form._SUBJECT``); paces "a couple" with no "of", "the pace ... chill", "go go go" (``pace``); ratings "ranked"
and "<venue> at <n> or above" (``ratings._RATING``); total travel with no "of" (``day_travel``); a window's second end
by name, "wheels up", a flight word before "at the crack of dawn" (``flight_time_said``, ``flight_window_readers``); any
verb of being before a stop and "to wrap things up" (``city_order``); ", then <city>" is the order alone, a city's short
word keeps its dot, "if it fits" / "if there's time" hedges, "'s gotta be one of them" (``visit_cities``,
``soft_wishes._HEDGE``); surf lessons and hunts for game are outings the attractions cannot say (``unanswerable``);
"my inner kid" is no child (``house_rule._INNER_BEFORE``); where the travellers are is told
(``cannot_say._NOT_WHERE_WE_ARE``); an English word opening a name whose phrase goes on is no name, a sight's part of
only words of food is the kind of place to eat, a plural that is no English word is the name (``said_alone_stands``);
"the <first thing> <kind>" for a "<kind> of <things joined>" (``said_alone_keys._first_of_joined``). The ninth set's
"a couple sights daily, no more" now reads (left its gaps). Every official query text of train and validation_dev reads
as before (110 official texts, 0 flagged).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
EVENING = {"depart_from": "18:00", "depart_until": "23:59"}


def meal(kind: str, cuisine: str | None = None, restaurant: str | None = None) -> dict:
    """A wish of a cuisine or a restaurant at one meal as a reading dumps it (``meal_wishes``)."""
    return {"meal_wishes": [{"meal": kind, "cuisine": cuisine, "restaurant": restaurant}]}


# Request texts: trips between cities of the sandbox no earlier reading set names, in the plain shape of their bases.
IOWA = ("Plan a 5-day trip from Hartford to 2 cities in Iowa for 2 people, March 10 to 14, 2022, with a budget of "
        "$3,800. We'll bring our dog. ")
HAWAII = ("Plan a 5-day trip from Long Beach to 2 cities in Hawaii for 4 people, March 14 to 18, 2022, with a budget of "
          "$9,600. We're bringing children under 10. ")
ALASKA = ("Plan a 7-day trip from Burbank to 3 cities in Alaska for 1 person, March 8 to 14, 2022, with a budget of "
          "$5,200. ")
MISSOURI = ("Plan a 5-day trip from Owensboro to 2 cities in Missouri for 3 people, March 2 to 6, 2022, with a budget "
            "of $4,500. Private rooms, please. ")
WYOMING = ("Plan a 5-day trip from Everett to 2 cities in Wyoming for 2 people, March 17 to 21, 2022, with a budget of "
           "$3,300. We'd like a place to ourselves. ")
ALBUQUERQUE = ("Plan a 3-day trip from Montgomery to Albuquerque for 2 people, March 11 to 13, 2022, with a budget of "
               "$1,800. ")
RAPID_CITY = ("Plan a 3-day trip from Hagerstown to Rapid City for 1 person, March 25 to 27, 2022, with a budget of "
              "$1,300. I smoke. ")
SAN_LUIS_OBISPO = ("Plan a 3-day trip from Trenton to San Luis Obispo for 2 people, March 4 to 6, 2022, with a budget "
                   "of $2,000. We won't fly. ")
# What each request asks by itself, kept beside every wish appended to it.
DOG_OWN = {"house_rule": "pets"}
KIDS_OWN = {"house_rule": "children under 10"}
PRIVATE_OWN = {"room_type": "private room"}
ENTIRE_OWN = {"room_type": "entire room"}
SMOKER_OWN = {"house_rule": "smoking"}
NO_FLIGHT_OWN = {"transportation": "no flight"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
IOWA_CORPUS = with_own(DOG_OWN, [
    ("des moines n dubuque", {"visit_cities": ["Des Moines", "Dubuque"]}),
    ("sioux city's gotta be one of them", {"visit_cities": ["Sioux City"]}),
    ("fort dodge? hard pass", {"avoid_cities": ["Fort Dodge"]}),
    ("neither mason city nor cedar rapids", {"avoid_cities": ["Mason City", "Cedar Rapids"]}),
    ("dubuqe", {"visit_cities": ["Dubuque"]}),
    ("des moines, then dubuque", order("Des Moines", before="Dubuque")),
    ("finish up in sioux city", order("Sioux City", -1)),
    ("the blank park zoo for sure", {"must_see": ["Blank Park Zoo"]}),
    ("the state capitol in des moines", {"must_see": ["Iowa State Capitol"]}),
    ("the river museum in dubuque w/ the aquarium", {"must_see": ["National Mississippi River Museum & Aquarium"]}),
    ("fenelon place elevator, the tiny funicular", {"must_see": ["Fenelon Place Elevator Company"]}),
    ("pappajohn sculpture park looks fun", {"must_see": ["Pappajohn Sculpture Park"]}),
    ("the lewis and clark center in sioux city", {"must_see": ["Lewis & Clark Interpretive Center"]}),
    ("no adventureland, too many rides for us", {"avoid_sights": ["Adventureland Resort"]}),
    ("diamond jo casino is a no go", {"avoid_sights": ["Diamond Jo Casino Dubuque"]}),
    ("an iowa cubs game", "named: cubs"),
    ("vic's on the river in dubuque", {"eat_at": ["Vic's On The River"]}),
    ("dinner at sandwich & sons one night",
     {"eat_at": ["Sandwich & Sons"], **meal("dinner", restaurant="Sandwich & Sons")}),
    ("pizza hut, not happening", {"avoid_restaurants": ["Pizza Hut"]}),
    ("chinese + mediterranean", {"cuisine": ["Chinese", "Mediterranean"]}),
    ("no indian, no french", {"avoid_cuisines": ["Indian", "French"]}),
    ("bbq, lots of it", {"more_cuisines": ["BBQ"]}),
    ("a thai place one evening", "named: thai"),
    ("keep food under thirty bucks per person", {"max_meal_cost": 30.0}),
    ("restaurants no worse than 4 stars", {"min_rating": 4.0}),
    ("a stay rated at least three and a half", {"min_stay_rating": 3.5}),
    ("under a hundred fifty a night for the room", {"max_night_price": 150.0}),
    ("wheels up no earlier than 8", {"flight_times": [window(depart_from="08:00")]}),
    ("land back in hartford by 5pm", {"flight_times": [window(leg="return", arrive_until="17:00")]}),
    ("flights 3 hrs max each", {"max_flight_hours": 3.0}),
    ("keep the pace chill, ok?", pace(most=1)),
    ("shared rooms are out for us", {"room_type": "not shared room"}),
    ("nowhere that allows smoking", {"stay_forbids": ["smoking"]}),
    ("a fenced-in yard for our pup", "named: yard"),
    ("an ev charger where we stay", "named: charger"),
    ("dubuque, the shot tower and italian",
     {"visit_cities": ["Dubuque"], "must_see": ["Dubuque Shot Tower"], "cuisine": ["Italian"]}),
    ("neither of us has been to the midwest", {}),
    ("the pup is a very good girl", {}),
])

HAWAII_CORPUS = with_own(KIDS_OWN, [
    ("honolulu and kona", {"visit_cities": ["Honolulu", "Kona"]}),
    ("lihue would be lovely", {"visit_cities": ["Lihue"]}),
    ("hilo's not for us", {"avoid_cities": ["Hilo"]}),
    ("skip kona & lihue", {"avoid_cities": ["Kona", "Lihue"]}),
    ("honalulu", {"visit_cities": ["Honolulu"]}),
    ("start off in honolulu", order("Honolulu", 1)),
    ("kahului should come last", order("Kahului", -1)),
    ("pearl harbor, my dad was navy", {"must_see": ["Pearl Harbor National Memorial"]}),
    ("waikiki beach!!", {"must_see": ["Waikīkī Beach"]}),
    ("the bishop museum", {"must_see": ["Bishop Museum"]}),
    ("iolani palace pls", {"must_see": ["Iolani Palace"]}),
    ("rainbow falls in hilo", {"must_see": ["Rainbow Falls"]}),
    ("the tsunami museum", {"must_see": ["Pacific Tsunami Museum"]}),
    ("the maui zipline? kids too small, no", {"avoid_sights": ["Maui Zipline Company"]}),
    ("not the honolulu zoo, we have one at home", {"avoid_sights": ["Honolulu Zoo"]}),
    ("surf lessons for the kids", "named: surf"),
    ("kfc in honolulu, the kids insist", {"eat_at": ["KFC"]}),
    ("breakfast at the breakfast bite",
     {"eat_at": ["The Breakfast Bite"], **meal("breakfast", restaurant="The Breakfast Bite")}),
    ("mcdonald's, no way", {"avoid_restaurants": ["McDonald's"]}),
    ("american food for the kids mostly", {"cuisine": ["American"]}),
    ("a mexican dinner on one of the nights", {"cuisine": ["Mexican"], **meal("dinner", "Mexican")}),
    ("nothing chinese for the kiddos", {"avoid_cuisines": ["Chinese"]}),
    ("seafood!!! we're on an island", {"more_cuisines": ["Seafood"]}),
    ("real hawaiian food", "named: hawaiian"),
    ("dessert places, the kids deserve it", {"more_cuisines": ["Desserts"]}),
    ("meals ≤ $20 pp", {"max_meal_cost": 20.0}),
    ("restaurants at 4.2 or above", {"min_rating": 4.2}),
    ("4 star stays or better", {"min_stay_rating": 4.0}),
    ("$60 per person per night max", {"max_night_price_per_person": 60.0}),
    ("leave long beach after 10 in the morning", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("the flight home should leave in the evening", {"flight_times": [window(leg="return", **EVENING)]}),
    ("no red-eyes, the littles need sleep", {"flight_times": [window(**RED_EYE)]}),
    ("flights under six hours", {"max_flight_hours": 6.0}),
    ("go go go, we want to see everything", pace(least=2)),
    ("an entire place for all four of us", {"room_type": "entire room"}),
    ("no smoking allowed in the unit", {"stay_forbids": ["smoking"]}),
    ("ocean view rooms would be amazing", "named: view"),
    ("a crib for our youngest", "named: crib"),
    ("honolulu, pearl harbor and seafood",
     {"visit_cities": ["Honolulu"], "must_see": ["Pearl Harbor National Memorial"], "more_cuisines": ["Seafood"]}),
    ("our first time off the mainland!", {}),
])

ALASKA_CORPUS = [
    ("juneau, sitka, ketchikan", {"visit_cities": ["Juneau", "Sitka", "Ketchikan"]}),
    ("fairbanks if it fits", {"visit_cities": ["Fairbanks"]}),
    ("anchorage, no thanks", {"avoid_cities": ["Anchorage"]}),
    ("not nome, not kodiak", {"avoid_cities": ["Nome", "Kodiak"]}),
    ("juneu", {"visit_cities": ["Juneau"]}),
    ("kick off in ketchikan", order("Ketchikan", 1)),
    ("fairbanks has to be the final stop", order("Fairbanks", -1)),
    ("mendenhall glacier!!!", {"must_see": ["Mendenhall Glacier (Áakʼw Tʼáak Sítʼ)"]}),
    ("the museum of the north in fairbanks", {"must_see": ["Museum of the North"]}),
    ("the ice museum", {"must_see": ["Fairbanks Ice Museum"]}),
    ("fortress of the bear in sitka", {"must_see": ["Fortress of the Bear"]}),
    ("the lumberjack show lol", {"must_see": ["Great Alaskan Lumberjack Show"]}),
    ("totem bight park", {"must_see": ["Totem Bight State Historical Park"]}),
    ("the alaska state museum, history nerd", {"must_see": ["Alaska State Museum"]}),
    ("segway tours? no thank you", {"avoid_sights": ["SEGWAY ALASKA TOURS AND EXCURDIONS"]}),
    ("skip the duck tour in ketchikan", {"avoid_sights": ["Ketchikan Duck Tour"]}),
    ("the northern lights", "named: northern lights"),
    ("whale watching from a boat", "named: whale watch"),
    ("the olive garden in juneau", {"eat_at": ["Olive Garden"]}),
    ("blue water grille for dinner one night",
     {"eat_at": ["Blue Water Grille"], **meal("dinner", restaurant="Blue Water Grille")}),
    ("no domino's, ever", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("i like italian & indian", {"cuisine": ["Italian", "Indian"]}),
    ("lunch somewhere mediterranean", {"cuisine": ["Mediterranean"], **meal("lunch", "Mediterranean")}),
    ("nothing mexican, thanks", {"avoid_cuisines": ["Mexican"]}),
    ("coffee shops, i run on caffeine", {"more_cuisines": ["Cafe"]}),
    ("fresh sushi somewhere", "named: sushi"),
    ("no fast food, i'm begging", {"avoid_cuisines": ["Fast Food"]}),
    ("meal budget 25 a plate", {"max_meal_cost": 25.0}),
    ("restaurants ranked 4+", {"min_rating": 4.0}),
    ("hotel no worse than 3 stars", {"min_stay_rating": 3.0}),
    ("a room under 120/nt", {"max_night_price": 120.0}),
    ("depart burbank between 9 and noon",
     {"flight_times": [window(leg="outbound", depart_from="09:00", depart_until="12:00")]}),
    ("get home by 22:00", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no flights before 07:30", {"flight_times": [window(depart_from="07:30")]}),
    ("keep each flight under 4h", {"max_flight_hours": 4.0}),
    ("no more than 2 sights daily", pace(most=2)),
    ("a shared room is fine, i'm cheap", {}),
    ("somewhere i can smoke", {"house_rule": "smoking"}),
    ("a heated garage", "named: garage"),
    ("i eat gluten-free", "named: gluten"),
    ("sitka, fortress of the bear and seafood",
     {"visit_cities": ["Sitka"], "must_see": ["Fortress of the Bear"], "more_cuisines": ["Seafood"]}),
    ("solo trip, first time up north", {}),
]

MISSOURI_CORPUS = with_own(PRIVATE_OWN, [
    ("st louis and branson", {"visit_cities": ["St. Louis", "Branson"]}),
    ("kc would be fun", {"visit_cities": ["Kansas City"]}),
    ("fort leonard wood is a no", {"avoid_cities": ["Fort Leonard Wood"]}),
    ("avoid cape girardeau and kansas city", {"avoid_cities": ["Cape Girardeau", "Kansas City"]}),
    ("bransen", {"visit_cities": ["Branson"]}),
    ("saint louis as our first stop", order("St. Louis", 1)),
    ("branson after st. louis", order("St. Louis", before="Branson")),
    ("the gateway arch, duh", {"must_see": ["The Gateway Arch"]}),
    ("city museum in stl", {"must_see": ["City Museum"]}),
    ("the titanic museum in branson", {"must_see": ["TITANIC Museum Attraction"]}),
    ("silver dollar city, we're grown but still", {"must_see": ["Silver Dollar City"]}),
    ("the botanical garden in st. louis", {"must_see": ["Missouri Botanical Garden"]}),
    ("the wwi museum in kc", {"must_see": ["National WWI Museum and Memorial"]}),
    ("the jazz museum", {"must_see": ["American Jazz Museum"]}),
    ("hollywood wax museum, tacky, no", {"avoid_sights": ["Hollywood Wax Museum"]}),
    ("we'll pass on worlds of fun", {"avoid_sights": ["Worlds of Fun"]}),
    ("a cardinals game", "named: cardinals"),
    ("mi patria in branson", {"eat_at": ["Mi Patria"]}),
    ("zayaka for lunch one day", {"eat_at": ["Zayaka"], **meal("lunch", restaurant="Zayaka")}),
    ("burger king? no sir", {"avoid_restaurants": ["Burger King"]}),
    ("french & american", {"cuisine": ["French", "American"]}),
    ("nothing italian pls, my mom cooks it", {"avoid_cuisines": ["Italian"]}),
    ("bakeries, we love pastries", {"more_cuisines": ["Bakery"]}),
    ("some korean barbecue", "named: korean"),
    ("zero pizza this trip", {"avoid_cuisines": ["Pizza"]}),
    ("a meal shouldn't run over forty dollars a person", {"max_meal_cost": 40.0}),
    ("restaurants rated 3.9 and up", {"min_rating": 3.9}),
    ("three-star hotels and up", {"min_stay_rating": 3.0}),
    ("$45 per person a night tops", {"max_night_price_per_person": 45.0}),
    ("fly out after 11 am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("be back in owensboro before 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no late flights", {"flight_times": [window(depart_until="20:59")]}),
    ("max 5 hours of driving per day", {"max_driving_hours": 5.0}),
    ("9 hrs total travel per day tops", {"max_travel_hours": 9.0}),
    ("just one thing on day 2", pace(most=1, days=(2,))),
    ("no parties, we're old", {"stay_forbids": ["parties"]}),
    ("a place where my sister can visit", {"house_rule": "visitors"}),
    ("a real bathtub, not a shower stall", "named: bathtub"),
    ("st. louis, the gateway arch and american",
     {"visit_cities": ["St. Louis"], "must_see": ["The Gateway Arch"], "cuisine": ["American"]}),
    ("my sisters and i do this every year", {}),
])

WYOMING_CORPUS = with_own(ENTIRE_OWN, [
    ("cody + laramie", {"visit_cities": ["Cody", "Laramie"]}),
    ("cheyenne, def", {"visit_cities": ["Cheyenne"]}),
    ("rock springs, nah", {"avoid_cities": ["Rock Springs"]}),
    ("anywhere but cheyenne", {"avoid_cities": ["Cheyenne"]}),
    ("laramy", {"visit_cities": ["Laramie"]}),
    ("cody first", order("Cody", 1)),
    ("laramie to wrap things up", order("Laramie", -1)),
    ("the buffalo bill center of the west", {"must_see": ["Buffalo Bill Center of the West"]}),
    ("the firearms museum in cody", {"must_see": ["Cody Firearms Museum"]}),
    ("old trail town looks cool", {"must_see": ["Old Trail Town"]}),
    ("the territorial prison in laramie", {"must_see": ["Wyoming Territorial Prison State Historic Site"]}),
    ("big boy steam engine!!", {"must_see": ["Big Boy Steam Engine 4004"]}),
    ("the frontier days museum", {"must_see": ["Cheyenne Frontier Days Old West Museum"]}),
    ("the geological museum, dinos", {"must_see": ["Geological Museum"]}),
    ("cody night rodeo, nope", {"avoid_sights": ["Cody Night Rodeo"]}),
    ("the dug up gun museum isn't for us", {"avoid_sights": ["Cody Dug Up Gun Museum"]}),
    ("a guided elk hunt", "named: hunt"),
    ("famous dave's in laramie", {"eat_at": ["Famous Dave's Barbecue"]}),
    ("breakfast at burnt toast cafe",
     {"eat_at": ["Burnt Toast Cafe"], **meal("breakfast", restaurant="Burnt Toast Cafe")}),
    ("no tgi friday's", {"avoid_restaurants": ["TGI Friday's"]}),
    ("mexican, chinese, whatever's good", {"cuisine": ["Mexican", "Chinese"]}),
    ("an indian dinner at some point", {"cuisine": ["Indian"], **meal("dinner", "Indian")}),
    ("no mediterranean food for us", {"avoid_cuisines": ["Mediterranean"]}),
    ("a good steakhouse one night", "named: steak"),
    ("tea spots for my wife", {"more_cuisines": ["Tea"]}),
    ("no bakery stuff", {"avoid_cuisines": ["Bakery"]}),
    ("meals under 35 a head", {"max_meal_cost": 35.0}),
    ("restaurants need to be rated four or better", {"min_rating": 4.0}),
    ("the house needs at least 4 stars", {"min_stay_rating": 4.0}),
    ("a whole house for under two hundred a night", {"max_night_price": 200.0}),
    ("departing everett after 9", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("the return flight should land by 6 pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no flights at the crack of dawn", {"flight_times": [window(depart_from="08:00")]}),
    ("no flight over three hours", {"max_flight_hours": 3.0}),
    ("4 hours of driving a day, tops", {"max_driving_hours": 4.0}),
    ("take it slow, one or two sights a day", pace(most=2, least=1)),
    ("no pets at the house, i'm allergic", {"stay_forbids": ["pets"]}),
    ("a sauna after the cold days", "named: sauna"),
    ("cody, old trail town and bbq",
     {"visit_cities": ["Cody"], "must_see": ["Old Trail Town"], "more_cuisines": ["BBQ"]}),
    ("we're cowboy wannabes", {}),
])

ALBUQUERQUE_CORPUS = [
    ("the sandia tram", {"must_see": ["Sandia Peak Tramway"]}),
    ("petroglyphs!", {"must_see": ["Petroglyph National Monument"]}),
    ("the nuclear museum", {"must_see": ["National Museum of Nuclear Science & History"]}),
    ("the natural history museum w/ the dinosaurs", {"must_see": ["New Mexico Museum of Natural History and Science"]}),
    ("indian pueblo cultural center", {"must_see": ["Indian Pueblo Cultural Center"]}),
    ("the rattlesnake museum, gross but fun", {"must_see": ["Rattlesnake Museum & Gift Shop"]}),
    ("the biopark aquarium", {"must_see": ["ABQ BioPark Aquarium"]}),
    ("the botanic garden at the biopark", {"must_see": ["ABQ BioPark - Botanic Garden"]}),
    ("the explora museum for my inner kid", {"must_see": ["Explora Science Center and Children's Museum of Albuquerque"]}),
    ("skip cliff's amusement park", {"avoid_sights": ["Cliff's Amusement Park"]}),
    ("the turquoise museum is a pass", {"avoid_sights": ["Turquoise Museum"]}),
    ("the balloon fiesta", "named: balloon"),
    ("thatcher's barbeque", {"eat_at": ["Thatcher's Barbeque and Grill"]}),
    ("genghis grill for dinner one night",
     {"eat_at": ["Genghis Grill"], **meal("dinner", restaurant="Genghis Grill")}),
    ("barbeque nation's a no", {"avoid_restaurants": ["Barbeque Nation"]}),
    ("lots of mexican food", {"cuisine": ["Mexican"]}),
    ("a french lunch", {"cuisine": ["French"], **meal("lunch", "French")}),
    ("no chinese and no american", {"avoid_cuisines": ["Chinese", "American"]}),
    ("pizza + dessert spots", {"more_cuisines": ["Pizza", "Desserts"]}),
    # corrected after scoring: refused for "pho", the dish the data has no label for, as the eighteenth set's
    # "vietnamese pho" is; first written "vietnamese"
    ("vietnamese pho if possible", "named: pho"),
    ("fast food is out of the question", {"avoid_cuisines": ["Fast Food"]}),
    ("cap food at 15 per plate", {"max_meal_cost": 15.0}),
    ("eateries 3.5+", {"min_rating": 3.5}),
    ("lodging rated 4.5 or higher", {"min_stay_rating": 4.5}),
    ("$100/night max", {"max_night_price": 100.0}),
    ("$50 a night each max", {"max_night_price_per_person": 50.0}),
    ("leave montgomery in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("fly home no later than 3pm", {"flight_times": [window(leg="return", depart_until="15:00")]}),
    ("no flights after 9 pm", {"flight_times": [window(depart_until="21:00")]}),
    ("under 5 hour flights", {"max_flight_hours": 5.0}),
    ("we're chill, one sight a day max", pace(most=1)),
    ("day two: at least 3 sights", pace(least=3, days=(2,))),
    ("private room required", {"room_type": "private room"}),
    ("we might have a friend drop by", {"house_rule": "visitors"}),
    ("a no-party place", {"stay_forbids": ["parties"]}),
    ("free parking for the rental car", "named: parking"),
    ("somewhere close to the abq airport", "named: airport"),
    ("petroglyphs, the sandia tram and mexican",
     {"must_see": ["Petroglyph National Monument", "Sandia Peak Tramway"], "cuisine": ["Mexican"]}),
    ("we loved breaking bad lol", {}),
]

RAPID_CITY_CORPUS = with_own(SMOKER_OWN, [
    ("mount rushmore!!", "named: rushmore"),
    ("reptile gardens", {"must_see": ["Reptile Gardens"]}),
    ("bear country usa", {"must_see": ["Bear Country USA"]}),
    ("the journey museum", {"must_see": ["The Journey Museum & Learning Center"]}),
    ("the taft statue lol", {"must_see": ["President William Howard Taft Statue"]}),
    ("the berlin wall piece", {"must_see": ["Berlin Wall"]}),
    ("art alley, love street art", {"must_see": ["Art Alley"]}),
    ("dinosaur park on the hill", {"must_see": ["Dinosaur Park"]}),
    ("the museum of geology at the school of mines", {"must_see": ["Museum of Geology"]}),
    ("black hills caverns", {"must_see": ["Black Hills Caverns"]}),
    ("escape rooms? not my thing", {"avoid_sights": ["Black Hills Escape Rooms"]}),
    ("skip watiki", {"avoid_sights": ["WaTiki® Indoor Waterpark Resort"]}),
    ("the sturgis rally", "named: sturgis"),
    ("pizza station for a cheap slice", {"eat_at": ["Pizza Station"]}),
    ("grandma's kitchen for breakfast",
     {"eat_at": ["Grandma's Kitchen"], **meal("breakfast", restaurant="Grandma's Kitchen")}),
    ("pizza hut? nah", {"avoid_restaurants": ["Pizza Hut"]}),
    ("mexican or indian please", {"cuisine": ["Mexican", "Indian"]}),
    ("dinner somewhere chinese", {"cuisine": ["Chinese"], **meal("dinner", "Chinese")}),
    ("french is too fancy for me, skip it", {"avoid_cuisines": ["French"]}),
    ("cafes & bakeries", {"more_cuisines": ["Cafe", "Bakery"]}),
    ("some greek food, gyros!", "named: greek"),
    ("i'd avoid seafood this far inland", {"avoid_cuisines": ["Seafood"]}),
    ("$14 max a meal", {"max_meal_cost": 14.0}),
    ("restaurants 4.5 stars or up", {"min_rating": 4.5}),
    ("stay rated 2 or more, i'm not picky", {"min_stay_rating": 2.0}),
    ("under eighty bucks a night", {"max_night_price": 80.0}),
    ("leaving hagerstown no earlier than 9:30", {"flight_times": [window(leg="outbound", depart_from="09:30")]}),
    ("home by 19:00", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("overnight flights are a no for me", {"flight_times": [window(**RED_EYE)]}),
    ("i don't want to drive more than 6 hours in a day", {"max_driving_hours": 6.0}),
    ("a full schedule, as many sights as possible", pace(least=2)),
    ("a private room, i don't need the whole place to myself", {"room_type": "private room"}),
    ("my cat travels with me", {"more_house_rules": ["pets"]}),
    ("no parties, i need my sleep", {"stay_forbids": ["parties"]}),
    ("a gym in the building", "named: gym"),
    # corrected after scoring: the thing of the stay is named by its size's word (the data has no beds:
    # docs/vocabulary-refused.md); first written as named by "bed"
    ("a king-size bed please", "named: king"),
    # corrected after scoring: the sights listed in the text's order, as a reading dumps them; first written sorted
    ("reptile gardens, bear country usa and bbq",
     {"must_see": ["Reptile Gardens", "Bear Country USA"], "more_cuisines": ["BBQ"]}),
    ("first trip since my divorce", {}),
])

SAN_LUIS_OBISPO_CORPUS = with_own(NO_FLIGHT_OWN, [
    ("the madonna inn, it's so pink", {"must_see": ["Madonna Inn"]}),
    ("mission san luis obispo", {"must_see": ["Mission San Luis Obispo de Tolosa 1772"]}),
    ("bubblegum alley", "named: bubblegum"),
    ("the railroad museum", {"must_see": ["San Luis Obispo Railroad Museum"]}),
    ("the botanical garden, i hear it's pretty", {"must_see": ["San Luis Obispo Botanical Garden"]}),
    ("smugglers cave", {"must_see": ["Smugglers Cave"]}),
    ("the jack house", {"must_see": ["Jack House & Gardens"]}),
    ("the art museum in slo", {"must_see": ["San Luis Obispo Museum of Art"]}),
    ("the dallidet adobe", {"must_see": ["Dallidet Adobe & Gardens"]}),
    ("not the children's museum, no kids with us", {"avoid_sights": ["San Luis Obispo Children's Museum"]}),
    ("escape rooms, pass", {"avoid_sights": ["Puzzle Effect Escape Rooms - San Luis Obispo"]}),
    ("wine tasting in paso robles", "named: wine"),
    ("el jalisciense for tacos", {"eat_at": ["El Jalisciense Mexican Restaurant"]}),
    ("cafe blur for lunch one day", {"eat_at": ["Cafe Blur"], **meal("lunch", restaurant="Cafe Blur")}),
    ("skip da pizza zone", {"avoid_restaurants": ["Da Pizza Zone"]}),
    ("american, or italian, either works", {"cuisine": ["American", "Italian"]}),
    ("dinner somewhere indian", {"cuisine": ["Indian"], **meal("dinner", "Indian")}),
    ("we don't eat mexican food, sorry", {"avoid_cuisines": ["Mexican"]}),
    ("seafood, we're near the coast", {"more_cuisines": ["Seafood"]}),
    ("not tea people", {"avoid_cuisines": ["Tea"]}),
    ("japanese one night, like ramen", "named: japanese"),
    ("meals around $25 per person max", {"max_meal_cost": 25.0}),
    ("only restaurants with 3 stars plus", {"min_rating": 3.0}),
    ("a stay with a 4+ rating", {"min_stay_rating": 4.0}),
    ("not more than $130/night for the room", {"max_night_price": 130.0}),
    ("driving no more than 8 hours a day", {"max_driving_hours": 8.0}),
    ("10 hours of travel a day tops", {"max_travel_hours": 10.0}),
    ("a couple sights a day, no more", pace(most=2)),
    ("an entire apartment, please and thanks", {"room_type": "entire room"}),
    ("our beagle is coming", {"house_rule": "pets"}),
    ("a smoke-free house for us", {"stay_forbids": ["smoking"]}),
    ("a balcony for morning coffee", "named: balcony"),
    ("a full kitchen, we like to cook", "named: kitchen"),
    ("madonna inn, smugglers cave and seafood",
     {"must_see": ["Madonna Inn", "Smugglers Cave"], "more_cuisines": ["Seafood"]}),
    ("just married!", {}),
    ("it's our first trip out west", {}),
])

CORPORA = ((IOWA, IOWA_CORPUS), (HAWAII, HAWAII_CORPUS), (ALASKA, ALASKA_CORPUS), (MISSOURI, MISSOURI_CORPUS),
           (WYOMING, WYOMING_CORPUS), (ALBUQUERQUE, ALBUQUERQUE_CORPUS), (RAPID_CITY, RAPID_CITY_CORPUS),
           (SAN_LUIS_OBISPO, SAN_LUIS_OBISPO_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (IOWA, "the blank park zoo and a hot air balloon ride", want({**DOG_OWN, "must_see": ["Blank Park Zoo"]}, "balloon")),
    (HAWAII, "pearl harbor and a sunset cruise",
     want({**KIDS_OWN, "must_see": ["Pearl Harbor National Memorial"]}, "cruise")),
    (ALASKA, "the ice museum and a dog sled ride", want({"must_see": ["Fairbanks Ice Museum"]}, "sled")),
    (MISSOURI, "silver dollar city and a dinner show", want({**PRIVATE_OWN, "must_see": ["Silver Dollar City"]}, "show")),
    (WYOMING, "old trail town and some fly fishing", want({**ENTIRE_OWN, "must_see": ["Old Trail Town"]}, "fishing")),
    (ALBUQUERQUE, "the sandia tram and a spa day", want({"must_see": ["Sandia Peak Tramway"]}, "spa")),
    (RAPID_CITY, "bear country usa and a jeep tour", want({**SMOKER_OWN, "must_see": ["Bear Country USA"]}, "jeep")),
    (SAN_LUIS_OBISPO, "the madonna inn and an ocean view room",
     want({**NO_FLIGHT_OWN, "must_see": ["Madonna Inn"]}, "view")),
]

# A kind of sight said in passing (wanted or not): never refused, never read as a rule, named as a wish the plan
# cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (IOWA, "some farm stands on the way", want(DOG_OWN, "farm")),
    (HAWAII, "a snorkeling spot for the kids", want(KIDS_OWN, "snorkel")),
    (ALASKA, "a hike or two", want(None, "hike")),
    (MISSOURI, "a riverboat ride maybe", want(PRIVATE_OWN, "riverboat")),
    (WYOMING, "a ghost town if there's one", want(ENTIRE_OWN, "ghost town")),
    (ALBUQUERQUE, "some old adobe churches", want(None, "church")),
    (RAPID_CITY, "we're not really into gardens", want(SMOKER_OWN, "garden")),
    (SAN_LUIS_OBISPO, "a farmers market on saturday", want(NO_FLIGHT_OWN, "market")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (IOWA, "we'd ride greyhound between the cities", DOG_OWN, "greyhound", MODES),
    (HAWAII, "my son has a tree nut allergy", KIDS_OWN, "nut", "diet"),
    (ALASKA, "i'm on crutches this month", {}, "crutches", "accessibility"),
    (MISSOURI, "we'd rather go by train", PRIVATE_OWN, "train", MODES),
    (WYOMING, "my husband is diabetic", ENTIRE_OWN, "diabetic", "diet"),
    (ALBUQUERQUE, "my wife walks with a cane", {}, "cane", "accessibility"),
    (RAPID_CITY, "i'll take the bus out there", SMOKER_OWN, "bus", MODES),
    (SAN_LUIS_OBISPO, "we keep kosher", NO_FLIGHT_OWN, "kosher", "diet"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
IA_NO_BUDGET = "Plan a 5-day trip from Hartford to 2 cities in Iowa for 2 people, March 10 to 14, 2022"
HI_NO_BUDGET = "Plan a 5-day trip from Long Beach to 2 cities in Hawaii for 4 people, March 14 to 18, 2022"
AK_NO_BUDGET = "Plan a 7-day trip from Burbank to 3 cities in Alaska for 1 person, March 8 to 14, 2022"
MO_NO_BUDGET = "Plan a 5-day trip from Owensboro to 2 cities in Missouri for 3 people, March 2 to 6, 2022"
WY_NO_BUDGET = "Plan a 5-day trip from Everett to 2 cities in Wyoming for 2 people, March 17 to 21, 2022"
NM_NO_BUDGET = "Plan a 3-day trip from Montgomery to Albuquerque for 2 people, March 11 to 13, 2022"
SD_NO_BUDGET = "Plan a 3-day trip from Hagerstown to Rapid City for 1 person, March 25 to 27, 2022"
CA_NO_BUDGET = "Plan a 3-day trip from Trenton to San Luis Obispo for 2 people, March 4 to 6, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (IA_NO_BUDGET + ". thirty-eight hundred all in", 3800.0),
    (IA_NO_BUDGET + ", $1,900 a head", 3800.0),
    (HI_NO_BUDGET + ". 9.6k for the family", 9600.0),
    (HI_NO_BUDGET + ". $2400 per person", 9600.0),
    (AK_NO_BUDGET + ". five thousand two hundred bucks", 5200.0),
    (AK_NO_BUDGET + ". my budget: 5200 dollars", 5200.0),
    (MO_NO_BUDGET + ". $1,500 each", 4500.0),
    (MO_NO_BUDGET + ". forty-five hundred total", 4500.0),
    (WY_NO_BUDGET + ". 3.3k", 3300.0),
    (WY_NO_BUDGET + ". three thousand three hundred for both of us", 3300.0),
    (NM_NO_BUDGET + ". eighteen hundred dollars", 1800.0),
    (NM_NO_BUDGET + ". $900 pp", 1800.0),
    (SD_NO_BUDGET + ". thirteen hundred, not a cent more", 1300.0),
    (SD_NO_BUDGET + ". 1.3k max", 1300.0),
    (CA_NO_BUDGET + ". two grand", 2000.0),
    (CA_NO_BUDGET + ". $1k each", 2000.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: a part from inside a sight's name with its city and more of its name after it ("river museum" of
    # National Mississippi River Museum & Aquarium) is no name of the trip's sights said alone
    "the river museum in dubuque w/ the aquarium",
    # named, not read: a sight's name less its city ("the shot tower" for Dubuque Shot Tower) after a city in a list
    # (the twenty-ninth set's "columbus, cosi and italian")
    "dubuque, the shot tower and italian",
    # ("breakfast at the breakfast bite" reads since the thirty-first set: a restaurant said alone gets the meal said
    # with it, ``meal_wishes.with_meals_of_names``)
    # named: a city misspelt by two letters ("laramy" for Laramie) is past the spelling fixer's one edit
    "laramy",
    # named: a part of a sight's name with words left out on both sides (Wyoming Territorial Prison State Historic
    # Site)
    "the territorial prison in laramie",
    # the sight read by its first word (Sandia Peak Tramway), and "tram" after it named as travel inside a city: the
    # short form of the name's word is no part of the span read
    "the sandia tram",
    "petroglyphs, the sandia tram and mexican",
    # the sight read, "biopark" named: a word of the sight's own name after "at the" is taken as another place
    "the botanic garden at the biopark",
    # read as the cuisine: a restaurant's lower-case name opening on a cuisine's word ("pizza station") is the cuisine
    "pizza station for a cheap slice",
    # read as Mexican: a restaurant's name less its kind ("El Jalisciense Mexican Restaurant") in lower case is no
    # name, and "tacos" asks for Mexican food
    "el jalisciense for tacos",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 271, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=300))
