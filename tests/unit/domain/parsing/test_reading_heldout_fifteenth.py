"""A fifteenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the fourteenth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (Dallas from Baton Rouge for a group of eight, Rockford from St. Petersburg alone, two cities of Idaho from San
Jose for seven in entire homes, two cities of Washington state from Sacramento for three with a dog, three cities of
Indiana from Washington for five with three young kids, three cities of Wisconsin from Punta Gorda for a couple who
love Italian food), each in the plain shape of the earlier sets' bases with what a traveller adds to it, said as other
travellers say them: terse and chatty, typos, slang and abbreviations ("w/", "pp", "indy", "st pete", "DC"), numbers
in words, corrections ("actually no italian... french instead"), hedges ("if possible", "ideally"), several wishes in
one sentence, negations; rated stays and restaurants, nightly caps per room and per person, meal caps for the party,
cuisines of all fifteen the data has (and dishes or cuisines it lacks), named restaurants and sights of the trip's
cities (nicknames, words out of order, names holding a cuisine's word: "Barbeque Nation"), paces, flight windows,
red-eyes, flight and driving hours, cities to include and avoid, house rules needed and forbidden, room types, bans
of a mode; what the data cannot say (amenities, diets, views, places it lacks); and talk that asks for nothing.
Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``; the wishes
dropped in silence are printed apart). Budget forms are scored apart on the budget they leave (``BUDGETS``).

HEAD figures (534bd85, before any fix for this set), of 272 wishes, as first scored: read right 203, named 34, wrongly
read 34, false alarm 1; dropped in silence 5 ("dinner for the 8 of us under 320", "dinner for all seven under 210", "my
mom's coming to visit one evening in seattle", "holiday world", "my parents might drop by in indy"; and "anderson
gardens, seafood, 100/night max" read without its sight); budget texts 7 of 9. Worst on HEAD: "if we fly, no flights
before 9am" banned flying; "basque food!!" read as the Basque Museum; "our pup is a 3yo lab" set children under 10; "no
shared bathrooms" read as a room type; "restaurants rated at least three and a half" read as 3. Three expectations were
corrected after scoring, each marked below (HEAD with them: 204, 36, 31, 1). After the fixes made for it (stop 62):
read right 230, named 39, wrongly read 3, false alarm 0, none dropped in silence; budget texts 9 of 9. The misses left
are listed in KNOWN_GAPS, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import budget_read, dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
DALLAS = "Plan a 3-day trip from Baton Rouge to Dallas for 8 people, March 25 to 27, 2022, with a budget of $9,500. "
ROCKFORD = ("Plan a 3-day trip from St. Petersburg to Rockford for 1 person, March 16 to 18, 2022, with a budget of "
            "$1,700. ")
IDAHO = ("Plan a 5-day trip from San Jose to 2 cities in Idaho for 7 people, March 1 to 5, 2022, with a budget of "
         "$13,900. We'd like entire homes. ")
WASHINGTON = ("Plan a 5-day trip from Sacramento to 2 cities in Washington for 3 people, March 22 to 26, 2022, with a "
              "budget of $3,600. We're bringing our dog. ")
INDIANA = ("Plan a 7-day trip from Washington to 3 cities in Indiana for 5 people, March 23 to 29, 2022, with a budget "
           "of $23,800. We have three young kids. ")
WISCONSIN = ("Plan a 7-day trip from Punta Gorda to 3 cities in Wisconsin for 2 people, March 16 to 22, 2022, with a "
             "budget of $5,700. We love Italian food. ")
# What each request asks by itself, kept beside every wish appended to it.
IDAHO_OWN = {"room_type": "entire room"}
WASHINGTON_OWN = {"house_rule": "pets"}
INDIANA_OWN = {"house_rule": "children under 10"}
WISCONSIN_OWN = {"cuisine": ["Italian"]}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
DALLAS_CORPUS: list[tuple[str, dict | str]] = [
    ("sixth floor museum is a must, my dad's a JFK nut", {"must_see": ["The Sixth Floor Museum at Dealey Plaza"]}),
    ("reunion tower for sure", {"must_see": ["Reunion Tower"]}),
    ("the perot museum n the aquarium", {"must_see": ["Perot Museum of Nature and Science",
                                                      "The Dallas World Aquarium"]}),
    ("klyde warren park if theres time", {"must_see": ["Klyde Warren Park"]}),
    ("dealey plaza", {"must_see": ["Dealey Plaza"]}),
    ("the giant eyeball lol", {"must_see": ["Giant Eyeball"]}),
    ("the george bush presidential center", {"must_see": ["George W. Bush Presidential Center"]}),
    ("skip the zoo", {"avoid_sights": ["Dallas Zoo"]}),
    ("no art museums pls, the guys will riot", {"avoid_sights": ["Dallas Museum of Art"]}),
    ("we don't need the arboretum", {"avoid_sights": ["The Dallas Arboretum and Botanical Garden"]}),
    ("a cowboys game at at&t stadium", "named: cowboys"),
    ("deep ellum bars one night", "named: deep ellum"),
    ("the stockyards in fort worth", "named: stockyards"),
    ("some tex-mex for sure", {"cuisine": ["Mexican"]}),
    ("bbq, we're in texas", {"more_cuisines": ["BBQ"]}),
    # corrected after scoring: an allergy to a food no cuisine label covers ("shellfish") cannot be guaranteed by avoiding
    # Seafood alone, so it is named beside the cuisine read (docs/vocabulary-refused.md: the restaurants have no diet
    # labels; fail closed); first written as the cuisine avoided alone
    ("no seafood, two of the guys are allergic to shellfish", "named: allergic to shellfish"),
    ("pizza one night and a bakery for breakfast", {"more_cuisines": ["Pizza", "Bakery"]}),
    ("no french food, too fancy for this crew", {"avoid_cuisines": ["French"]}),
    ("we'd like to hit Coconuts Fish Cafe", {"eat_at": ["Coconuts Fish Cafe"]}),
    ("no mcdonalds, we're adults", {"avoid_restaurants": ["McDonald's"]}),
    ("Salsa Mexican Grill one night", {"eat_at": ["Salsa Mexican Grill"]}),
    ("meals under 40 a head", {"max_meal_cost": 40.0}),
    ("dinner for the 8 of us under 320", {"max_meal_cost": 40.0}),
    ("restaurants w/ 4+ ratings", {"min_rating": 4.0}),
    ("places to crash rated 3 or better", {"min_stay_rating": 3.0}),
    ("max 400 a night per place", {"max_night_price": 400.0}),
    ("no more than sixty bucks each a night for beds", {"max_night_price_per_person": 60.0}),
    ("an entire house for all of us", {"room_type": "entire room"}),
    ("we're gonna party, so somewhere that allows it", {"house_rule": "parties"}),
    ("a couple of us smoke", {"house_rule": "smoking"}),
    ("smoking and parties allowed pls", {"house_rule": "smoking", "more_house_rules": ["parties"]}),
    ("we'll drive, it's only like 5 hours", {"transportation": "no flight"}),
    ("no more than 6 hrs behind the wheel a day", {"max_driving_hours": 6.0}),
    ("if we fly, leave baton rouge after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("fly home sunday after 5pm", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("no red eyes", {"flight_times": [RED_EYE]}),
    ("flights no longer than 2 hrs", {"max_flight_hours": 2.0}),
    ("three sights a day tops", pace(most=3)),
    ("a packed day 2 please", pace(least=2, days=(2,))),
    ("reunion tower, bbq, and nothing over 300 a night",
     {"must_see": ["Reunion Tower"], "more_cuisines": ["BBQ"], "max_night_price": 300.0}),
    ("a hotel with a rooftop pool", "named: amenities"),
    ("walking distance to the bars", "named: locations"),
    ("one guy's gluten free", "named: gluten"),
    ("we're all college buddies", {}),
    ("yeehaw", {}),
    ("lmk if u need anything else", {}),
]

ROCKFORD_CORPUS: list[tuple[str, dict | str]] = [
    ("the anderson japanese gardens, top of my list", {"must_see": ["Anderson Japanese Gardens"]}),
    ("frank lloyd wright's laurent house!", {"must_see": ["Frank Lloyd Wright's Laurent House"]}),
    ("burpee museum, i love dinosaurs", {"must_see": ["Burpee Museum of Natural History"]}),
    ("tinker swiss cottage and the nicholas conservatory",
     {"must_see": ["Tinker Swiss Cottage Museum and Gardens", "Nicholas Conservatory & Gardens"]}),
    ("midway village if its open", {"must_see": ["Midway Village Museum"]}),
    ("would love to see the erlander home", {"must_see": ["Erlander Home Museum"]}),
    ("not the discovery center, that's for kids", {"avoid_sights": ["Discovery Center Museum"]}),
    ("skip klehm arboretum, one garden day is enough", {"avoid_sights": ["Klehm Arboretum & Botanic Garden"]}),
    ("a cubs game while i'm nearby", "named: cubs"),
    ("the magic waters water park", "named: magic waters"),
    ("thai food one night", "named: thai"),
    ("no indian food, i get enough at home", {"avoid_cuisines": ["Indian"]}),
    # corrected after scoring: a cuisine asked of every meal is read and its "every" named as not kept
    # (docs/vocabulary-meals-sights.md: "a cafe for breakfast each morning"); first written as the cuisines alone
    ("coffee and pastries every morning", "named: every morning"),
    ("some seafood and a good dessert place", {"more_cuisines": ["Seafood", "Desserts"]}),
    ("mexican food at least once", {"cuisine": ["Mexican"]}),
    ("chinese, if possible", {"cuisine": ["Chinese"]}),
    ("Flying Mango for dinner, heard good things", {"eat_at": ["Flying Mango"]}),
    ("Coco Bambu one night", {"eat_at": ["Coco Bambu"]}),
    ("no subway please, had enough subs for a lifetime", {"avoid_restaurants": ["Subway"]}),
    ("avoid dunkin donuts", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("i don't wanna pay more than 25 for a meal", {"max_meal_cost": 25.0}),
    ("cheap eats, under $15 a plate", {"max_meal_cost": 15.0}),
    ("food spots with at least 3.5 stars", {"min_rating": 3.5}),
    ("the room has to be rated 4 or more, i'm picky", {"min_stay_rating": 4.0}),
    ("no more than 120 a night", {"max_night_price": 120.0}),
    ("max 150 a night, no wait, 130", {"max_night_price": 130.0}),
    ("i want my own room, not a shared one", {"room_type": "not shared room"}),
    ("no smoking places, i have asthma", {"stay_forbids": ["smoking"]}),
    ("my cat comes with me everywhere", {"house_rule": "pets"}),
    ("no kids at the place if possible", {"stay_forbids": ["children under 10"]}),
    ("flying out of st pete, nothing before 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("the return flight should land by 6pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no overnight flights", {"flight_times": [RED_EYE]}),
    ("i don't drive, so no rental car", {"transportation": "no self-driving"}),
    ("max 3 hrs on a plane", {"max_flight_hours": 3.0}),
    ("one or two things a day, i like to linger", pace(most=2, least=1)),
    ("take it easy on the first day", pace(most=1, days=(1,))),
    ("anderson gardens, seafood, 100/night max",
     {"must_see": ["Anderson Japanese Gardens"], "more_cuisines": ["Seafood"], "max_night_price": 100.0}),
    ("a spa day", "named: spa"),
    ("a place with a full kitchen", "named: amenities"),
    ("i'm celiac", "named: celiac"),
    ("first solo trip since my divorce lol", {}),
    ("retired nurse, finally traveling", {}),
    ("thanks so much!!", {}),
]

IDAHO_CORPUS = with_own(IDAHO_OWN, [
    ("boise has to be one of the two", {"visit_cities": ["Boise"]}),
    ("boise and idaho falls", {"visit_cities": ["Boise", "Idaho Falls"]}),
    ("no pocatello", {"avoid_cities": ["Pocatello"]}),
    ("anywhere except lewiston", {"avoid_cities": ["Lewiston"]}),
    ("twin falls if possible, want to see shoshone falls",
     {"visit_cities": ["Twin Falls"], "must_see": ["Shoshone Falls Park"]}),
    ("old idaho penitentiary, creepy but cool", {"must_see": ["Old Idaho Penitentiary Site"]}),
    ("zoo boise!", {"must_see": ["Zoo Boise"]}),
    ("the idaho state museum and the basque museum",
     {"must_see": ["Idaho State Museum", "Basque Museum and Cultural Center"]}),
    ("museum of idaho in idaho falls", {"must_see": ["Museum of Idaho"]}),
    ("the spiral slide in boise lol", {"must_see": ["JUMP Boise Spiral Slide"]}),
    ("the evel knievel jump site", {"must_see": ["Evel Knievel Snake River Canyon Jump Site"]}),
    ("skip the boise art museum", {"avoid_sights": ["Boise Art Museum"]}),
    ("sun valley for skiing", "named: skiing"),
    ("craters of the moon", "named: craters"),
    ("whitewater rafting", "named: rafting"),
    ("basque food!!", "named: basque"),
    ("some american comfort food", {"cuisine": ["American"]}),
    ("bbq and pizza for the crowd", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("no mediterranean, grandma hates it", {"avoid_cuisines": ["Mediterranean"]}),
    ("no fast food joints", {"avoid_cuisines": ["Fast Food"]}),
    ("tea and dessert somewhere one afternoon", {"more_cuisines": ["Tea", "Desserts"]}),
    ("The Brewhouse in boise", {"eat_at": ["The Brewhouse"]}),
    ("let's do TGI Friday's once", {"eat_at": ["TGI Friday's"]}),
    ("not domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("meals under $20/person, it's a big group", {"max_meal_cost": 20.0}),
    ("dinner for all seven under 210", {"max_meal_cost": 30.0}),
    ("rated 3.5+ for food", {"min_rating": 3.5}),
    ("houses rated at least 4", {"min_stay_rating": 4.0}),
    ("max 500 a night per house", {"max_night_price": 500.0}),
    ("no more than 70 pp per night", {"max_night_price_per_person": 70.0}),
    ("the house needs to allow our two dogs", {"house_rule": "pets"}),
    ("no smoking in the house, grandma's lungs", {"stay_forbids": ["smoking"]}),
    ("we're flying, nobody wants to drive 10 hrs", {"transportation": "no self-driving"}),
    ("leave san jose after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("be home by 10pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no flights longer than 3 hrs", {"max_flight_hours": 3.0}),
    ("drive max four hrs a day between the cities", {"max_driving_hours": 4.0}),
    # corrected after scoring: "N sights a day" is exactly N (domain/constraints/pace.py, docs/vocabulary-meals-sights.md);
    # "lazy" does not turn the count said into an upper bound; first written as at most one
    ("we want a lazy trip, 1 sight a day", pace(most=1, least=1)),
    ("day three should be busy", pace(least=2, days=(3,))),
    ("boise, bbq, and houses under 400 a night",
     {"visit_cities": ["Boise"], "more_cuisines": ["BBQ"], "max_night_price": 400.0}),
    ("a house with a hot tub", "named: amenities"),
    ("my nephew is in a wheelchair", "named: accessibility"),
    ("it's a family reunion!", {}),
    ("seven of us from the bay area", {}),
    ("nothing else comes to mind", {}),
])

WASHINGTON_CORPUS = with_own(WASHINGTON_OWN, [
    ("seattle obviously", {"visit_cities": ["Seattle"]}),
    ("seattle + spokane", {"visit_cities": ["Seattle", "Spokane"]}),
    ("not yakima or pasco", {"avoid_cities": ["Yakima", "Pasco"]}),
    ("walla walla, my wife's been dying to go", {"visit_cities": ["Walla Walla"]}),
    ("space needle and pike place market", {"must_see": ["Space Needle", "Pike Place Market"]}),
    ("the chihuly glass museum", {"must_see": ["Chihuly Garden and Glass"]}),
    ("museum of pop culture", {"must_see": ["Museum of Pop Culture"]}),
    ("the gum wall, gross but iconic", {"must_see": ["The Gum Wall"]}),
    ("skip the great wheel", {"avoid_sights": ["The Seattle Great Wheel"]}),
    ("riverfront park in spokane and the skyride",
     {"must_see": ["Riverfront Park", "Numerica SkyRide at Riverfront Spokane"]}),
    ("the museum of flight, we're aviation nerds", {"must_see": ["The Museum of Flight"]}),
    ("ohme gardens in wenatchee", {"must_see": ["Ohme Gardens"]}),
    ("mount rainier day trip", "named: rainier"),
    ("a mariners game", "named: mariners"),
    ("ferry to bainbridge", "named: bainbridge"),
    ("seafood, we're on the coast", {"more_cuisines": ["Seafood"]}),
    ("teriyaki!!", "named: teriyaki"),
    ("coffee shops, it's seattle lol", {"more_cuisines": ["Cafe"]}),
    ("chinese and italian", {"cuisine": ["Chinese", "Italian"]}),
    ("no bbq, no pizza", {"avoid_cuisines": ["BBQ", "Pizza"]}),
    ("Ting's Red Lantern in seattle", {"eat_at": ["Ting's Red Lantern"]}),
    ("wagamama once", {"eat_at": ["wagamama"]}),
    ("no burger king", {"avoid_restaurants": ["Burger King"]}),
    ("meals 30 max per person", {"max_meal_cost": 30.0}),
    ("restaurants rated 4 and up", {"min_rating": 4.0}),
    ("rentals rated 4+ only", {"min_stay_rating": 4.0}),
    ("under $180/nt", {"max_night_price": 180.0}),
    ("60 per person per night max", {"max_night_price_per_person": 60.0}),
    ("an entire place, we have a dog", {"room_type": "entire room"}),
    ("my mom's coming to visit one evening in seattle", {"more_house_rules": ["visitors"]}),
    ("no parties allowed would be nice, we want quiet", {"stay_forbids": ["parties"]}),
    ("we'll drive up i-5", {"transportation": "no flight"}),
    ("no more than 7 hrs driving a day", {"max_driving_hours": 7.0}),
    ("if we fly, no flights before 9am", {"flight_times": [window(depart_from="09:00")]}),
    ("no red-eye on the way back",
     {"flight_times": [window(leg="return", depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
    ("flights under 2.5 hours", {"max_flight_hours": 2.5}),
    ("max 2 things a day, the dog needs walks", pace(most=2)),
    ("at least three sights on day 2", pace(least=3, days=(2,))),
    ("seattle, seafood, and a whole place under 250/night",
     {"visit_cities": ["Seattle"], "more_cuisines": ["Seafood"], "room_type": "entire room",
      "max_night_price": 250.0}),
    ("a fenced yard for the pup", "named: amenities"),
    ("dog-friendly restaurants", "named: dog-friendly"),
    ("a room with a view of the sound", "named: looks out on"),
    ("our pup is a 3yo lab", {}),
    ("we're so excited!!", {}),
    ("rain doesn't bother us", {}),
])

INDIANA_CORPUS = with_own(INDIANA_OWN, [
    ("indy for sure", {"visit_cities": ["Indianapolis"]}),
    ("indianapolis, fort wayne and south bend", {"visit_cities": ["Indianapolis", "Fort Wayne", "South Bend"]}),
    ("avoid evansville", {"avoid_cities": ["Evansville"]}),
    ("valparaiso is too far out, skip it", {"avoid_cities": ["Valparaiso"]}),
    ("the children's museum of indianapolis, my kids would die",
     {"must_see": ["The Children's Museum of Indianapolis"]}),
    ("indy zoo", {"must_see": ["Indianapolis Zoo"]}),
    ("the fort wayne children's zoo", {"must_see": ["Fort Wayne Children's Zoo"]}),
    ("science central in fort wayne", {"must_see": ["Science Central"]}),
    ("the speedway museum for my husband", {"must_see": ["Indianapolis Motor Speedway Museum"]}),
    ("studebaker museum", {"must_see": ["Studebaker National Museum"]}),
    ("potawatomi zoo in south bend", {"must_see": ["Potawatomi Zoo"]}),
    ("skip the catacombs, the little ones will have nightmares", {"avoid_sights": ["Catacombs"]}),
    ("no war memorial, too heavy for the kids", {"avoid_sights": ["Indiana War Memorial & Museum"]}),
    ("notre dame campus tour", "named: notre dame"),
    ("holiday world", "named: holiday world"),
    ("pizza and ice cream for the kiddos", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("american food mostly", {"cuisine": ["American"]}),
    ("mexican one night", {"cuisine": ["Mexican"]}),
    ("no indian or chinese, too spicy for the kids", {"avoid_cuisines": ["Indian", "Chinese"]}),
    ("no seafood, my daughter's allergic", {"avoid_cuisines": ["Seafood"]}),
    ("Rudy's Tacos in indy", {"eat_at": ["Rudy's Tacos"]}),
    ("MOB Brewpub in south bend", {"eat_at": ["MOB Brewpub"]}),
    ("no taco bell", {"avoid_restaurants": ["Taco Bell"]}),
    ("meals under $15 a head, the kids barely eat", {"max_meal_cost": 15.0}),
    ("restaurants rated at least three and a half", {"min_rating": 3.5}),
    ("4 star stays only", {"min_stay_rating": 4.0}),
    ("nothing over 350 a night", {"max_night_price": 350.0}),
    ("a whole house so the kids can spread out", {"room_type": "entire room"}),
    ("my parents might drop by in indy", {"more_house_rules": ["visitors"]}),
    ("no smoking homes, obviously, with the kids", {"stay_forbids": ["smoking"]}),
    ("flights only, no road trip with 3 kids", {"transportation": "no self-driving"}),
    ("no more than 3 hours of driving a day between cities", {"max_driving_hours": 3.0}),
    ("leave DC after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("back home by 7pm on the 29th", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no early flights, the kids are monsters in the morning", {"flight_times": [window(depart_from="08:00")]}),
    ("max two hours in the air", {"max_flight_hours": 2.0}),
    ("two sights a day max, they're little", pace(most=2)),
    ("an easy day 4, one thing max", pace(most=1, days=(4,))),
    ("indy, pizza, and houses rated 4+",
     {"visit_cities": ["Indianapolis"], "more_cuisines": ["Pizza"], "min_stay_rating": 4.0}),
    ("a house with a pool", "named: amenities"),
    ("a crib for the baby", "named: amenities"),
    ("stroller friendly places", "named: stroller"),
    ("the kids are 3, 5 and 8", {}),
    ("we're from dc", {}),
    ("first big trip with all three kids, wish us luck", {}),
])

WISCONSIN_CORPUS = with_own(WISCONSIN_OWN, [
    ("madison and green bay for sure", {"visit_cities": ["Madison", "Green Bay"]}),
    ("milwaukee has to be in there", {"visit_cities": ["Milwaukee"]}),
    ("no la crosse", {"avoid_cities": ["La Crosse"]}),
    ("skip rhinelander and mosinee, too remote", {"avoid_cities": ["Rhinelander", "Mosinee"]}),
    ("lambeau field!!! go pack go", "named: lambeau"),
    ("the packers hall of fame", {"must_see": ["Green Bay Packers Hall of Fame & Museum"]}),
    ("the state capitol in madison", {"must_see": ["Wisconsin State Capitol"]}),
    ("olbrich botanical gardens", {"must_see": ["Olbrich Botanical Gardens"]}),
    ("the harley museum", {"must_see": ["Harley-Davidson Museum"]}),
    ("the domes in milwaukee", {"must_see": ["Mitchell Park Domes"]}),
    ("the worlds largest six pack in la crosse lol", {"must_see": ["World's Largest Six-Pack"]}),
    ("grandad bluff", {"must_see": ["Grandad Bluff Park"]}),
    ("skip the pabst mansion", {"avoid_sights": ["Pabst Mansion"]}),
    ("a cheese curd tour", "named: cheese curd"),
    ("a miller brewery tour", "named: miller"),
    ("house on the rock", "named: house on the rock"),
    ("also mexican", {"cuisine": ["Italian", "Mexican"]}),
    ("actually no italian, we had it all last trip. french instead", {"cuisine": ["French"]}),
    ("friday fish fry, so seafood", {"more_cuisines": ["Seafood"]}),
    ("no fast food and no pizza", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("desserts!! we have a sweet tooth", {"more_cuisines": ["Desserts"]}),
    ("Texas Roadhouse in eau claire", {"eat_at": ["Texas Roadhouse"]}),
    ("Barbeque Nation at least once", {"eat_at": ["Barbeque Nation"]}),
    ("anywhere but burger king", {"avoid_restaurants": ["Burger King"]}),
    ("meals no more than 45 each", {"max_meal_cost": 45.0}),
    ("dinner under 80 for the two of us", {"max_meal_cost": 40.0}),
    ("restaurants rated 4.5+", {"min_rating": 4.5}),
    ("hotels rated 3 or more", {"min_stay_rating": 3.0}),
    ("under 160 per night", {"max_night_price": 160.0}),
    ("no more than $80 each per night", {"max_night_price_per_person": 80.0}),
    ("just a private room, no need for a whole place", {"room_type": "private room"}),
    ("no shared bathrooms", "named: bathroom"),
    ("my husband smokes, sadly", {"house_rule": "smoking"}),
    ("no pets in the rental, i'm allergic to cats", {"stay_forbids": ["pets"]}),
    ("we're driving, i hate planes", {"transportation": "no flight"}),
    ("drive 6 hrs/day max", {"max_driving_hours": 6.0}),
    ("if there's a flight, nothing landing after 9pm", {"flight_times": [window(arrive_until="21:00")]}),
    ("fly home in the afternoon", {"flight_times": [window(leg="return", depart_from="12:00", depart_until="17:59")]}),
    ("no flights over four hours", {"max_flight_hours": 4.0}),
    ("3 sights a day is perfect", pace(most=3, least=3)),
    ("slow first and last days", pace(most=1, days=(1, 7))),
    ("madison, french food and rooms under 150",
     {"visit_cities": ["Madison"], "cuisine": ["Italian", "French"], "max_night_price": 150.0}),
    ("a hotel with a fireplace", "named: amenities"),
    ("ideally a lake view", "named: looks out on"),
    ("it's our 40th anniversary", {}),
    ("we're snowbirds from florida lol", {}),
    ("can't wait!", {}),
])

CORPORA = ((DALLAS, DALLAS_CORPUS), (ROCKFORD, ROCKFORD_CORPUS), (IDAHO, IDAHO_CORPUS),
           (WASHINGTON, WASHINGTON_CORPUS), (INDIANA, INDIANA_CORPUS), (WISCONSIN, WISCONSIN_CORPUS))

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
NO_BUDGET = "Plan a 3-day trip from St. Petersburg to Rockford for 1 person, March 16 to 18, 2022. "
GROUP_NO_BUDGET = "Plan a 3-day trip from Baton Rouge to Dallas for 8 people, March 25 to 27, 2022. "
BUDGETS: list[tuple[str, float | str]] = [
    (NO_BUDGET + "budget is 1.7k", 1700.0),
    (NO_BUDGET + "i've got $1700 to spend", 1700.0),
    (NO_BUDGET + "no more than 1700 total", 1700.0),
    (NO_BUDGET + "budget: one thousand seven hundred dollars", 1700.0),
    (NO_BUDGET + "around 1.7 grand", 1700.0),
    (NO_BUDGET + "budget of 1500... ok fine, 1700", 1700.0),
    (NO_BUDGET + "1700 usd all-in", 1700.0),
    (GROUP_NO_BUDGET + "budget is 1200 per person", 9600.0),
    (GROUP_NO_BUDGET + "we've got about nine and a half grand between us", 9500.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # (stop 63, LEFT16: "some tex-mex for sure" (read as Mexican, said), "the skyride" (the one sight of Spokane whose
    # name holds the word, said) and "Texas Roadhouse in eau claire" (a restaurant whose name opens with a state's, no
    # destination) are read; taken off this list)
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []


def test_the_fifteenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 250 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_fifteenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_the_fifteenth_budget_forms_read_as_written(sandbox):
    missed = sorted(text for text, expected in BUDGETS if budget_read(text, sandbox) != expected)
    assert missed == sorted(KNOWN_BUDGET_GAPS)
