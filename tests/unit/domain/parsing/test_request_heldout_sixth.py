"""A sixth held-out corpus of whole trip requests (issue 38: the request reader), written before any fix it led to.

Written after the fifth set (``test_request_heldout_fifth.py``) was fixed against, from the sandbox's cities and
states (``/work/shared/data``: March 2022, one city or 2-3 of a state), as different people write one request: terse
one-liners with city short names and airport codes ("ORD to DEN", "chi to stl", "SAN to PHX", "Big Apple to DC"),
dates in many shapes ("the 2nd weekend of march 2022", "3/15-3/17", "3-22 to 3-24", "15-17 March 2022", "for four
nights starting March 6", "the last weekend of March"), numbers in words, people counted by description ("me, my
wife and our 3 kids", "a group of 6 coworkers", "just me", "two couples and a baby", a companion who stays home),
budgets in many shapes ("2.5k", "$2,500 total", "around 1200 bucks each", "1800$", "5 grand", "$250/day"), trips
to several cities of a state ("2 cities in ohio", "a couple of cities in Florida", "two Michigan cities"), several
wishes in one sentence, money for one part of the trip ("dinner ~$50 for both of us", "parking $20 a day",
"groceries $50", "gas money around $100": not the trip's budget, named as a wish that cannot be checked; "$30 per
person for dinner", "lunch around $15 each": the meal cost), long chatty messages, and requests that must be asked
about or refused naming the cause. Scored as the other five (``tests/support/request_scoring.py``); the tally is
printed with ``-s``.

Measured when written, on the reader before any fix it led to (HEAD ad1e6cb): 122 read right, 26 asked, 10 wrongly
read (9 silently: "me plus my 2 daughters (7 and 9)" with no house rule, "two couples and a baby" as 4, "our kids are
staying with my sister" counting the sister, "gas money around $100" and "dinner ~$50 for both of us most nights"
dropped, "we each have about 700 to spend" as $700, "She's 8 ... me, my husband and her" as 2, "my husband, me and the
baby" after "our baby" as 4, and "Orlando to New York" for a week read as 3 cities of the state) of the 158. After the
fixes (money said of one part of the trip, "parking $20 a day", "$60 for museum tickets", is a price: no second budget,
named as a wish that cannot be checked unless a constraint reads it, "$30 per person for dinner" the meal cost; a bare
number a cap or a budget word marks, "under 1300", "can't go over 600", "1500 max", "like 800 saved", "600 a person";
"for everything" marks the budget; "we each have"; companions said to stay behind or to live where the trip goes are no
travellers; "3 of my sorority sisters"; a couple or couples and who the list adds; one companion said twice is one;
"and her" ending a list; ages after a relation, "She's 8"; "CHI" and "SAN" on a route; a name in lower case opening the
request before "to", "bos to the windy city", "to two Michigan cities", the one city opening a request's items before
the destination's; "I'm a grad student in Austin"; "3-22 to 3-24", "depart 3/16 return 3/18", "coming home on the
14th", "March 2022 from the 1st to the 5th"): 156 / 1 / 1 (1 silently, by design). ``KNOWN_MISSES`` lists every miss
left, with why.
"""

from __future__ import annotations

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.request_scoring import Ask, Trip, check_heldout

CHILD = {"house_rule": "children under 10"}
NO_CHILD = {"house_rule": None}

CORPUS: list[Trip | Ask] = [
    # terse one-liners, with short names and airport codes
    Trip("ORD to DEN 3/15-3/17 2 ppl 1.8k", "Chicago", "Denver", "2022-03-15", 3, 2, 1800),
    Trip("nyc -> bos mar 5-7, 3 ppl, $2,100", "New York", "Boston", "2022-03-05", 3, 3, 2100),
    Trip("philly to nola 3/9-3/11 just me 900", "Philadelphia", "New Orleans", "2022-03-09", 3, 1, 900),
    Trip("vegas to LA, 3/20-22, 4 ppl, 2.5k", "Las Vegas", "Los Angeles", "2022-03-20", 3, 4, 2500),
    Trip("chi to stl march 12-14 2 people $1100", "Chicago", "St. Louis", "2022-03-12", 3, 2, 1100),
    Trip("SAN to PHX 3/4-3/6 2 adults $1,300", "San Diego", "Phoenix", "2022-03-04", 3, 2, 1300),
    Trip("DFW -> ATL, Mar 18-20, solo, $850", "Dallas", "Atlanta", "2022-03-18", 3, 1, 850),
    Trip("sf to sea 3/25-3/27 2ppl $1,900", "San Francisco", "Seattle", "2022-03-25", 3, 2, 1900),
    Trip("indy to cincy 3/1-3/3 couple 800", "Indianapolis", "Cincinnati", "2022-03-01", 3, 2, 800),
    Trip("KC -> OKC 3/11-3/13 3 pax $1.5k", "Kansas City", "Oklahoma City", "2022-03-11", 3, 3, 1500),
    Trip("Big Apple to DC, March 8-10, 2 ppl, $1,700", "New York", "Washington", "2022-03-08", 3, 2, 1700),
    Trip("slc->pdx mar 14-18 2 ppl 3k", "Salt Lake City", "Portland", "2022-03-14", 5, 2, 3000),
    Trip("MSP to MKE 3/19-3/21 1 person $600", "Minneapolis", "Milwaukee", "2022-03-19", 3, 1, 600),
    Trip("BNA-MSY, 3/23-3/25, 4 ppl, $3,200", "Nashville", "New Orleans", "2022-03-23", 3, 4, 3200),
    Trip("jax to tampa march 6-8 2 ppl 1k", "Jacksonville", "Tampa", "2022-03-06", 3, 2, 1000),
    Trip("abq > phx mar 2-4 just me $750", "Albuquerque", "Phoenix", "2022-03-02", 3, 1, 750),
    Trip("Houston -> Sin City 3/10-3/12, 2 people, 1,900", "Houston", "Las Vegas", "2022-03-10", 3, 2, 1900),
    Trip("san fran to san diego 3/16-3/18 two people $1600", "San Francisco", "San Diego", "2022-03-16", 3, 2, 1600),
    Trip("bos to the windy city, 3/26-28, 2ppl, $1,400", "Boston", "Chicago", "2022-03-26", 3, 2, 1400),
    Trip("DTW to CLE 3/7-3/9 2 ppl $900", "Detroit", "Cleveland", "2022-03-07", 3, 2, 900),
    Trip("Honolulu trip from LA, March 20-24, 2 people, 2.5k each", "Los Angeles", "Honolulu", "2022-03-20", 5, 2, 5000),
    # dates in many shapes
    Trip("Denver to Austin the 2nd weekend of march 2022, 2 people, $1,500", "Denver", "Austin", "2022-03-11", 3, 2, 1500),
    Trip("Seattle to Boise, 3/15-3/17, 1 person, $700", "Seattle", "Boise", "2022-03-15", 3, 1, 700),
    Trip("Atlanta to Orlando the last weekend of March, 4 people, $2,800", "Atlanta", "Orlando", "2022-03-25", 3, 4, 2800),
    Trip("Chicago to Nashville, Thursday March 10 to Saturday March 12, 2 people, $1,600",
         "Chicago", "Nashville", "2022-03-10", 3, 2, 1600),
    Trip("Miami to Key West 15-17 March 2022, 2 people, $1,500", "Miami", "Key West", "2022-03-15", 3, 2, 1500),
    Trip("Portland to San Francisco, March 3rd thru the 7th, 2 people, $2,600",
         "Portland", "San Francisco", "2022-03-03", 5, 2, 2600),
    Trip("Dallas to Memphis, 5 days starting march 8th, 3 people, $2,700", "Dallas", "Memphis", "2022-03-08", 5, 3, 2700),
    Trip("Phoenix to Las Vegas, for a week starting March 14, 2 people, $3,500",
         "Phoenix", "Las Vegas", "2022-03-14", 7, 2, 3500),
    Trip("Boston to Baltimore, three days from the 21st of March, 2 people, $1,400",
         "Boston", "Baltimore", "2022-03-21", 3, 2, 1400),
    Trip("New York to Buffalo, 3-22 to 3-24, 2 people, $1,100", "New York", "Buffalo", "2022-03-22", 3, 2, 1100),
    Trip("Raleigh to Charleston, Mar. 4–6, 2 people, $1,200", "Raleigh", "Charleston", "2022-03-04", 3, 2, 1200),
    Trip("Los Angeles to Sacramento, march fifth to march seventh, 2 people, $1,000",
         "Los Angeles", "Sacramento", "2022-03-05", 3, 2, 1000),
    Trip("Tampa to Atlanta, 03/09/2022-03/11/2022, 3 people, $2,000", "Tampa", "Atlanta", "2022-03-09", 3, 3, 2000),
    Trip("Omaha to Denver, depart 3/16 return 3/18, 2 people, $1,300", "Omaha", "Denver", "2022-03-16", 3, 2, 1300),
    Trip("Cleveland to Chicago, leaving on the 12th of March and coming home on the 14th, 2 people, $1,200",
         "Cleveland", "Chicago", "2022-03-12", 3, 2, 1200),
    Trip("Kansas City to Dallas, March 2022 from the 1st to the 5th, 2 people, $2,000",
         "Kansas City", "Dallas", "2022-03-01", 5, 2, 2000),
    Trip("San Diego to Seattle, Friday the 11th through Sunday the 13th of March, 2 people, $1,800",
         "San Diego", "Seattle", "2022-03-11", 3, 2, 1800),
    Trip("Orlando to New York, 2022-03-20 → 2022-03-26, 2 people, $4,000", "Orlando", "New York", "2022-03-20", 7, 2, 4000),
    Trip("Pittsburgh to Boston, for four nights starting March 6, 2 people, $2,200",
         "Pittsburgh", "Boston", "2022-03-06", 5, 2, 2200),
    Trip("Louisville to Atlanta, mar 28 - 30, 2 people, $1,300", "Louisville", "Atlanta", "2022-03-28", 3, 2, 1300),
    Trip("Houston to Denver, March 23 for 3 days, 2 people, $1,500", "Houston", "Denver", "2022-03-23", 3, 2, 1500),
    Trip("Salt Lake City to Phoenix, the 9th-11th March, 2 people, $1,200",
         "Salt Lake City", "Phoenix", "2022-03-09", 3, 2, 1200),
    Trip("Austin to El Paso, starting March 2 for five days, three of us, $2,400", "Austin", "El Paso", "2022-03-02", 5, 3, 2400),
    # people, counted by description
    Trip("Detroit to Orlando, March 14-18, me, my wife and our 3 kids, $5,000", "Detroit", "Orlando", "2022-03-14", 5, 5, 5000),
    Trip("Chicago to Minneapolis, March 2-4, a group of 6 coworkers, $3,600", "Chicago", "Minneapolis", "2022-03-02", 3, 6, 3600),
    Trip("Seattle to Portland, March 8-10, just me, $800", "Seattle", "Portland", "2022-03-08", 3, 1, 800),
    Trip("Denver to Phoenix, March 11-13, my husband and I plus my mom, $2,000", "Denver", "Phoenix", "2022-03-11", 3, 3, 2000),
    Trip("Atlanta to Savannah, March 18-20, me and 3 of my sorority sisters, $2,400",
         "Atlanta", "Savannah", "2022-03-18", 3, 4, 2400),
    Trip("Nashville to Chicago, March 4-6, my brother and me, $1,200", "Nashville", "Chicago", "2022-03-04", 3, 2, 1200),
    Trip("Boston to Washington, March 25-27, the four of us, $2,800", "Boston", "Washington", "2022-03-25", 3, 4, 2800),
    Trip("Dallas to San Antonio, March 19-21, me & the missus, $1,100", "Dallas", "San Antonio", "2022-03-19", 3, 2, 1100),
    Trip("Austin to Houston, March 6-8, our family (2 adults, 2 kids aged 11 and 14), $1,800",
         "Austin", "Houston", "2022-03-06", 3, 4, 1800, wishes=NO_CHILD),
    Trip("Miami to Orlando, March 9-11, I'm going with my two best friends, $1,500", "Miami", "Orlando", "2022-03-09", 3, 3, 1500),
    Trip("Columbus to Pittsburgh, March 12-14, me plus my 2 daughters (7 and 9), $1,200",
         "Columbus", "Pittsburgh", "2022-03-12", 3, 3, 1200, wishes=CHILD),
    Trip("Los Angeles to Phoenix, March 15-17, two couples and a baby, $3,000",
         "Los Angeles", "Phoenix", "2022-03-15", 3, 5, 3000, wishes=CHILD),
    Trip("Tampa to Nashville, March 22-24, it'll be me, my husband and our 2 grandkids (4 and 6), $2,400",
         "Tampa", "Nashville", "2022-03-22", 3, 4, 2400, wishes=CHILD),
    Trip("Charlotte to Boston, March 1-3, my wife is staying home with the kids so it's just me, $1,000",
         "Charlotte", "Boston", "2022-03-01", 3, 1, 1000, wishes=NO_CHILD),
    Trip("Milwaukee to Detroit, March 5-7, 3 adults, $1,500", "Milwaukee", "Detroit", "2022-03-05", 3, 3, 1500),
    Trip("Houston to New Orleans, March 2-4, me, my girlfriend and her parents, $2,400",
         "Houston", "New Orleans", "2022-03-02", 3, 4, 2400),
    Trip("San Jose to Seattle, March 20-22, five of us, $3,000", "San Jose", "Seattle", "2022-03-20", 3, 5, 3000),
    Trip("Richmond to New York, March 10-12, a party of three, $1,800", "Richmond", "New York", "2022-03-10", 3, 3, 1800),
    Trip("Indianapolis to Chicago, March 18-20, my son (19) and I, $1,000",
         "Indianapolis", "Chicago", "2022-03-18", 3, 2, 1000, wishes=NO_CHILD),
    Trip("Boise to Salt Lake City, March 7-9, 2 adults and 1 toddler, $1,300",
         "Boise", "Salt Lake City", "2022-03-07", 3, 3, 1300, wishes=CHILD),
    Trip("Sacramento to Los Angeles, March 23-25, me and my roommate, $1,100",
         "Sacramento", "Los Angeles", "2022-03-23", 3, 2, 1100),
    Trip("Buffalo to Boston, March 13-15, our team of 8, $5,000", "Buffalo", "Boston", "2022-03-13", 3, 8, 5000),
    Trip("Tucson to San Diego, March 4-6, my dad and me, $1,000", "Tucson", "San Diego", "2022-03-04", 3, 2, 1000),
    Trip("Baltimore to Charlotte, March 16-18, 2 adults + 2 dogs, $1,400", "Baltimore", "Charlotte", "2022-03-16", 3, 2, 1400,
         wishes={"house_rule": "pets"}),
    Trip("El Paso to Dallas, March 11-13, I'll be traveling solo, $800", "El Paso", "Dallas", "2022-03-11", 3, 1, 800),
    Trip("Minneapolis to Denver, March 24-26, me and my husband; our kids are staying with my sister, $1,600",
         "Minneapolis", "Denver", "2022-03-24", 3, 2, 1600, wishes=NO_CHILD),
    Trip("Greensboro to Washington, March 7-9, my boyfriend can't make it this time so it's only me, $900",
         "Greensboro", "Washington", "2022-03-07", 3, 1, 900),
    # budgets in many shapes
    Trip("Chicago to Atlanta, March 4-6, 2 people, 2.5k", "Chicago", "Atlanta", "2022-03-04", 3, 2, 2500),
    Trip("Denver to Seattle, March 9-11, 3 people, $2,500 total", "Denver", "Seattle", "2022-03-09", 3, 3, 2500),
    Trip("Phoenix to Denver, March 14-16, 2 people, around 1200 bucks each", "Phoenix", "Denver", "2022-03-14", 3, 2, 2400),
    Trip("Miami to New York, March 19-21, 2 people, budget is 3000 usd", "Miami", "New York", "2022-03-19", 3, 2, 3000),
    Trip("Boston to Chicago, March 2-4, 2 people, we can do $250/day", "Boston", "Chicago", "2022-03-02", 3, 2, 750),
    Trip("Las Vegas to Los Angeles, March 5-7, 2 people, no more than 1800", "Las Vegas", "Los Angeles", "2022-03-05", 3, 2, 1800),
    Trip("Orlando to Atlanta, March 10-12, 3 people, $600/person", "Orlando", "Atlanta", "2022-03-10", 3, 3, 1800),
    Trip("Seattle to San Francisco, March 15-19, 2 people, budget: ~$4k", "Seattle", "San Francisco", "2022-03-15", 5, 2, 4000),
    Trip("Nashville to New Orleans, March 21-23, 2 people, 1800$", "Nashville", "New Orleans", "2022-03-21", 3, 2, 1800),
    Trip("Houston to Chicago, March 24-26, 2 people, two thousand dollars", "Houston", "Chicago", "2022-03-24", 3, 2, 2000),
    Trip("Dallas to Denver, March 1-3, 2 people, $1,500 for the both of us", "Dallas", "Denver", "2022-03-01", 3, 2, 1500),
    Trip("Atlanta to Miami, March 6-8, 2 people, roughly $1.2k", "Atlanta", "Miami", "2022-03-06", 3, 2, 1200),
    Trip("Detroit to New York, March 11-13, 3 people, $900 pp", "Detroit", "New York", "2022-03-11", 3, 3, 2700),
    Trip("Philadelphia to Orlando, March 14-18, 4 people, max budget 6,000", "Philadelphia", "Orlando", "2022-03-14", 5, 4, 6000),
    Trip("Portland to Las Vegas, March 16-18, 2 people, 1500 dollars tops", "Portland", "Las Vegas", "2022-03-16", 3, 2, 1500),
    Trip("San Diego to San Francisco, March 25-27, 2 people, can't spend more than $2k",
         "San Diego", "San Francisco", "2022-03-25", 3, 2, 2000),
    Trip("Charlotte to Nashville, March 7-9, 2 people, $1,000-$1,400", "Charlotte", "Nashville", "2022-03-07", 3, 2, 1400),
    Trip("Cincinnati to Chicago, March 18-20, 2 people, 600 a person", "Cincinnati", "Chicago", "2022-03-18", 3, 2, 1200),
    Trip("Minneapolis to Seattle, March 20-24, 2 people, 5 grand", "Minneapolis", "Seattle", "2022-03-20", 5, 2, 5000),
    # several cities of a state
    Trip("denver / 2 cities in ohio / 3/14-3/18 / 2 ppl / 3.5k", "Denver", "Ohio", "2022-03-14", 5, 2, 3500, cities=2),
    Trip("From Atlanta, 3 cities in Texas for a week starting March 6, 4 people, $8,000",
         "Atlanta", "Texas", "2022-03-06", 7, 4, 8000, cities=3),
    Trip("Chicago to a couple of cities in Florida, March 20-24, 2 people, $4,000",
         "Chicago", "Florida", "2022-03-20", 5, 2, 4000, cities=2),
    Trip("We want to tour California, 3 cities, leaving from Denver March 1-7, 2 people, $6,500",
         "Denver", "California", "2022-03-01", 7, 2, 6500, cities=3),
    Trip("Pittsburgh to two Michigan cities, March 9-13, 3 people, $4,500", "Pittsburgh", "Michigan", "2022-03-09", 5, 3, 4500,
         cities=2),
    Trip("road trip through 3 cities in Colorado from Dallas, March 12-18, 2 people, $5,000",
         "Dallas", "Colorado", "2022-03-12", 7, 2, 5000, cities=3),
    Trip("New York to 2 cities in Georgia, March 15-19, 2 people, $3,000", "New York", "Georgia", "2022-03-15", 5, 2, 3000,
         cities=2),
    Trip("Seattle -> 2 cities in Arizona, 3/21-3/25, 2 ppl, $3.2k", "Seattle", "Arizona", "2022-03-21", 5, 2, 3200, cities=2),
    Trip("Boston to North Carolina, 3 cities, March 2-8, family of 4, $7,000",
         "Boston", "North Carolina", "2022-03-02", 7, 4, 7000, cities=3),
    Trip("flying from Houston to see 2 cities in Tennessee, 3/23-3/27, me and my wife, $2,800",
         "Houston", "Tennessee", "2022-03-23", 5, 2, 2800, cities=2),
    Trip("Phoenix to 3 cities of Washington state, March 10-16, 2 people, $5,500",
         "Phoenix", "Washington", "2022-03-10", 7, 2, 5500, cities=3),
    Trip("Las Vegas to Pennsylvania, visiting two cities, March 3-7, 1 person, $2,000",
         "Las Vegas", "Pennsylvania", "2022-03-03", 5, 1, 2000, cities=2),
    # several wishes in one sentence
    Trip("Chicago to Denver, March 4-6, 2 people, $1,600, no flights, pet friendly and we'd love some mexican food",
         "Chicago", "Denver", "2022-03-04", 3, 2, 1600,
         wishes={"transportation": "no flight", "house_rule": "pets", "cuisine": ["Mexican"]}),
    Trip("Seattle to San Diego, March 8-10, 2 people, $2,000. We need a private room and restaurants rated 4 or higher",
         "Seattle", "San Diego", "2022-03-08", 3, 2, 2000, wishes={"room_type": "private room", "min_rating": 4.0}),
    Trip("Dallas to Atlanta, March 12-14, 4 people, $3,000, we want chinese and indian food and a place that allows parties",
         "Dallas", "Atlanta", "2022-03-12", 3, 4, 3000, wishes={"cuisine": ["Chinese", "Indian"], "house_rule": "parties"}),
    Trip("Boston to Philadelphia, March 15-17, 2 people, $1,200, driving only since we have 2 dogs",
         "Boston", "Philadelphia", "2022-03-15", 3, 2, 1200, wishes={"transportation": "no flight", "house_rule": "pets"}),
    Trip("Miami to Atlanta, March 18-20, 2 people, $1,500, an entire apartment, no flying, italian food at least once",
         "Miami", "Atlanta", "2022-03-18", 3, 2, 1500,
         wishes={"room_type": "entire room", "transportation": "no flight", "cuisine": ["Italian"]}),
    Trip("Denver to Phoenix, March 22-24, 3 people, $2,100, hotels under $150 a night and no self driving",
         "Denver", "Phoenix", "2022-03-22", 3, 3, 2100, wishes={"max_night_price": 150.0, "transportation": "no self-driving"}),
    Trip("Nashville to Houston, March 5-7, 2 people, $1,400, smoking allowed pls, and french and mediterranean restaurants",
         "Nashville", "Houston", "2022-03-05", 3, 2, 1400, wishes={"house_rule": "smoking", "cuisine": ["French", "Mediterranean"]}),
    Trip("Los Angeles to Seattle, March 9-11, 2 people, $1,800, we don't want to fly and we want places rated 4 stars or more",
         "Los Angeles", "Seattle", "2022-03-09", 3, 2, 1800, wishes={"transportation": "no flight", "min_stay_rating": 4.0}),
    Trip("Tampa to Charlotte, March 13-15, 5 people, $3,500, we need the entire place and it has to allow kids, ours are 3 and 5",
         "Tampa", "Charlotte", "2022-03-13", 3, 5, 3500, wishes={"room_type": "entire room", **CHILD}),
    Trip("Austin to Denver, March 16-20, 2 people, $3,000, no shared rooms, keep meals under $25 per person",
         "Austin", "Denver", "2022-03-16", 5, 2, 3000, wishes={"room_type": "not shared room", "max_meal_cost": 25.0}),
    Trip("San Francisco to Las Vegas, March 25-27, 3 people, $2,400, american food, bbq and pizza",
         "San Francisco", "Las Vegas", "2022-03-25", 3, 3, 2400, wishes={"cuisine": ["American"], "more_cuisines": ["BBQ", "Pizza"]}),
    Trip("Columbus to New York, March 26-28, 2 people, $2,000, no chinese food and no flights before 9am",
         "Columbus", "New York", "2022-03-26", 3, 2, 2000, wishes={"avoid_cuisines": ["Chinese"]}),
    Trip("Baltimore to Orlando, March 6-10, 4 people, $4,000, we would like some seafood and a pet-friendly place for our cat",
         "Baltimore", "Orlando", "2022-03-06", 5, 4, 4000, wishes={"more_cuisines": ["Seafood"], "house_rule": "pets"}),
    # money for one part of the trip: the meal cost where it is one, else named as a wish that cannot be checked
    Trip("Chicago to Nashville, March 4-6, 2 people, $1,500 total, dinner ~$50 for both of us",
         "Chicago", "Nashville", "2022-03-04", 3, 2, 1500, unread="dinner"),
    Trip("Denver to Salt Lake City, March 8-10, 2 people, $1,200, parking $20 a day",
         "Denver", "Salt Lake City", "2022-03-08", 3, 2, 1200, unread="parking"),
    Trip("Seattle to Portland, March 11-13, 3 people, $1,500, groceries $50", "Seattle", "Portland", "2022-03-11", 3, 3, 1500,
         unread="groceries"),
    Trip("Phoenix to San Diego, March 14-16, 2 people, budget $1,800, plus about $100 for souvenirs",
         "Phoenix", "San Diego", "2022-03-14", 3, 2, 1800, unread="souvenirs"),
    Trip("Atlanta to New Orleans, March 18-20, 2 people, $1,700, lunch around $15 each",
         "Atlanta", "New Orleans", "2022-03-18", 3, 2, 1700, wishes={"max_meal_cost": 15.0}),
    Trip("Boston to New York, March 21-23, 2 people, $1,600 total, $30 per person for dinner",
         "Boston", "New York", "2022-03-21", 3, 2, 1600, wishes={"max_meal_cost": 30.0}),
    Trip("Dallas to Houston, March 1-3, 2 people, $1,000, gas money around $100", "Dallas", "Houston", "2022-03-01", 3, 2, 1000,
         unread="gas"),
    Trip("Las Vegas to Los Angeles, March 24-26, 4 people, $3,000, rental car $45/day",
         "Las Vegas", "Los Angeles", "2022-03-24", 3, 4, 3000, unread="rental car"),
    Trip("Detroit to Chicago, March 9-11, 2 people, $1,100, we set aside $60 for museum tickets",
         "Detroit", "Chicago", "2022-03-09", 3, 2, 1100, unread="museum"),
    Trip("Orlando to Miami, March 2-4, 2 people, $1,300 and hotel no more than $180 a night",
         "Orlando", "Miami", "2022-03-02", 3, 2, 1300, wishes={"max_night_price": 180.0}),
    Trip("Minneapolis to Milwaukee, March 16-18, 3 people, $1,200, coffee money $10 a day each",
         "Minneapolis", "Milwaukee", "2022-03-16", 3, 3, 1200, unread="coffee"),
    Trip("Charlotte to Washington, March 5-7, 2 people, $1,600, uber ~$40 a day",
         "Charlotte", "Washington", "2022-03-05", 3, 2, 1600, unread="uber"),
    # long chatty messages
    Trip("Hey! So my wife and I are celebrating 10 years and want to get out of Columbus for a few days. Thinking Nashville, "
         "March 11 to 13. We'd like to stay around $1,500 for everything, dinner ~$50 for both of us most nights.",
         "Columbus", "Nashville", "2022-03-11", 3, 2, 1500, unread="dinner"),
    Trip("ok so me and 3 buddies are flying out of Philly for a guys weekend in Myrtle Beach, march 18-20. we each have "
         "about 700 to spend", "Philadelphia", "Myrtle Beach", "2022-03-18", 3, 4, 2800),
    Trip("Hi, I'm a grad student in Austin with not a lot of money lol. Want to see my sister in Denver from the 4th to the "
         "6th of March, only me, and I really can't go over 600.", "Austin", "Denver", "2022-03-04", 3, 1, 600),
    Trip("Good afternoon, our church group of 12 is traveling from Memphis to Atlanta March 25-27. The total budget "
         "approved is $7,200.", "Memphis", "Atlanta", "2022-03-25", 3, 12, 7200),
    Trip("My mom turns 70 this month and we're taking her from Cleveland to Orlando! It'll be me, my mom and my aunt, "
         "March 7-11. We're thinking around 3500 total. Mom can't really walk much so nothing crazy.",
         "Cleveland", "Orlando", "2022-03-07", 5, 3, 3500, unread="walk"),
    Trip("Hello! Two of us (me + my partner) flying Boston → Miami, Mar 14-16. Budget roughly $2k total. We love seafood!",
         "Boston", "Miami", "2022-03-14", 3, 2, 2000, wishes={"more_cuisines": ["Seafood"]}),
    Trip("I need to get from Sacramento to Reno for a conference March 22-24. Company will reimburse up to $1,000. Just me.",
         "Sacramento", "Reno", "2022-03-22", 3, 1, 1000),
    Trip("We're retired, live in Tucson, and want to visit Santa Fe. March 9 to March 13, the two of us, about $2,500 tops. "
         "We prefer to drive, no planes.", "Tucson", "Santa Fe", "2022-03-09", 5, 2, 2500, wishes={"transportation": "no flight"}),
    Trip("My daughter's spring break is March 14-18 and we want to take her from Pittsburgh to Orlando. She's 8. It's me, "
         "my husband and her. Budget is $4k.", "Pittsburgh", "Orlando", "2022-03-14", 5, 3, 4000, wishes=CHILD),
    Trip("yo can u plan something from houston to new orleans march 4-6 for me n my 2 boys (they're 10 and 13), 1500 max",
         "Houston", "New Orleans", "2022-03-04", 3, 3, 1500, wishes=NO_CHILD),
    Trip("I'm in Raleigh and my best friend lives in Charleston. Going to visit her March 20-22, just me, and I have like "
         "800 saved", "Raleigh", "Charleston", "2022-03-20", 3, 1, 800),
    Trip("Spring fling! Six of us from Tampa going to Nashville March 11-13, we're thinking $600 each, and we'd love a "
         "place that allows parties", "Tampa", "Nashville", "2022-03-11", 3, 6, 3600, wishes={"house_rule": "parties"}),
    Trip("Planning a trip for my parents (both in their 60s) from Omaha to Phoenix, March 16-20. They have about $3,000. "
         "They'd rather not fly.", "Omaha", "Phoenix", "2022-03-16", 5, 2, 3000, wishes={"transportation": "no flight"}),
    Trip("Hi!! First trip with our baby, flying from Denver to San Diego March 25-27. It's my husband, me and the baby "
         "(8 months). Budget $2,200.", "Denver", "San Diego", "2022-03-25", 3, 3, 2200, wishes=CHILD),
    Trip("Short notice I know, but could you put together Seattle to Las Vegas March 2-4 for a group of 4 friends? we're "
         "thinking 2.8k overall", "Seattle", "Las Vegas", "2022-03-02", 3, 4, 2800),
    Trip("Need a quick getaway: Kansas City to Chicago, March 18-20, the wife and me, under 1300 please, and we want "
         "italian food", "Kansas City", "Chicago", "2022-03-18", 3, 2, 1300, wishes={"cuisine": ["Italian"]}),
    # typos in city names: asked with the close matches
    Ask("Clevland to Chicago, March 4-6, 2 people, $1,000", "close matches"),
    Ask("Albequerque to Denver, March 9-11, 2 people, $1,200", "close matches"),
    Ask("Atlanta to Sacremento, March 14-16, 1 person, $1,100", "close matches"),
    Ask("Pittsburgh to Cincinatti, March 22-24, 2 people, $900", "close matches"),
    # vague or impossible dates: asked
    Ask("Denver to Seattle sometime mid march, 2 people, $1,500", "date"),
    Ask("Boston to Miami next month, 2 people, $2,000", "date"),
    Ask("Chicago to Detroit for a long weekend, 2 people, $1,000", "date"),
    Ask("Denver to Seattle, March 10-8, 2 people, $1,500", "date"),
    # several origins or destinations: refused naming them
    Ask("Seattle to Portland or Boise, March 8-10, 2 people, $1,200", "several"),
    Ask("from Boston or Providence to Orlando, March 12-14, 3 people, $2,000", "several"),
    # a field missing or uncountable, or a budget that leaves out part of the trip
    Ask("Dallas to Austin, March 4-6, 2 people", "budget"),
    Ask("going to Denver March 4-6, 2 people, $1,500", "origin"),
    Ask("Phoenix to Denver, March 4-6, me, my husband and the kids, $2,000", "travel"),
    Ask("Los Angeles to San Francisco, March 4-6, 2 people, $1,200 not counting flights", "budget"),
    Ask("Atlanta to Miami, March 4-6, 2 people, $40 a meal", "budget"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_MISSES: list[str] = [
    # "two thousand dollars", refused by design until then, is read by a rule written for the seventh set
    # (test_request_heldout_seventh.py: a budget in words read as digits, numbers.budget_in_digits)
    # wrongly read, silently, by design (docs/requests.md: "Washington" is the city on a one-city trip, the state on a
    # multi-city one, and a week makes the trip multi-city; "New York" is both too): the benchmark's reading, kept
    # byte-identical
    "Orlando to New York, 2022-03-20 → 2022-03-26, 2 people, $4,000",
]


def test_the_sixth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_MISSES, sandbox, least=140)


# What the rules this set led to must not read where it is not there (never shut, never a guess): each (text, reading)
# is (origin, destination, people), or the words the request is refused or named with.
NOT_THERE: list[tuple[str, tuple[str, str, int] | str]] = [
    # named since stop 64 (LEADW): a wish after the request's items was read with them, dropped in silence
    ("Denver to Seattle, March 4-6, 2 people, $1,500, we want to do tai chi in the park", "tai chi in the park"),
    ("from SAN FRANCISCO to Denver, March 4-6, 2 people, $1,500", ("San Francisco", "Denver", 2)),
    ("Denver to SAN ANTONIO, March 4-6, 2 people, $1,500", ("Denver", "San Antonio", 2)),
    ("Our family of five lives in Raleigh. We want to visit Orlando from March 4 to March 6 with $5,000.", ("Raleigh", "Orlando", 5)),
    ("my wife and I live in Raleigh and want Orlando March 4-6 with $1,500", ("Raleigh", "Orlando", 2)),
    ("Denver to Seattle March 4-6, me, my sister and my sister's son, $1,500", ("Denver", "Seattle", 3)),
    ("Denver to Seattle March 4-6, me and my sister who lives in Seattle, $1,500", ("Denver", "Seattle", 2)),
    ("Seattle to Denver, March 4-6, 2 people, $1,500, flights under $200", "flights under $200"),  # named, not dropped
    ("Austin / Dallas / March 12-14 / 3 people / $1,800", "several"),  # two places opening items: asked
]


def test_the_rules_read_nothing_that_is_not_there(sandbox):
    for text, reading in NOT_THERE:
        try:
            request = parse_once(text, sandbox, people="smallest")
        except QueryParseError as error:
            assert isinstance(reading, str) and any(reading in said for said in error.problems), text
            continue
        if isinstance(reading, str):
            assert any(reading in str(wish) for wish in request.not_kept), text
        else:
            assert (request.spec.org, request.spec.dest, request.spec.people_number) == reading, text
            assert not request.not_kept, text
