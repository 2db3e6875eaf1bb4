"""A twenty-third held-out corpus of whole trip requests (issue 38: every wish the data can answer), written before any
fix it led to.

Written by helper REQ23 after the twenty-second set (``test_request_heldout_twentysecond.py``) was fixed against, as
people type a first message: terse notes ("wenatchee-spokane mar 3-5 2ppl $500", "north bend->bend 3/6-3/8 1ppl 400"),
chatty paragraphs, typos and lower case; routes said every way ("3 day trip baltimore from binghamton", "rockford from
rochester", "Monterey => Austin", "Charlotte→Los Angeles", "Columbus OH to Newark NJ", "... and back", "round trip");
dates and lengths loosely ("3 nights from march 8", "a week from march 1", "fri mar 18 - mon mar 21", "march
twenty-second to twenty-fourth", "leave the 19th of march come back the 21st"); budgets ("$250 per person per day",
"2 grand", "budget's 1k", "spending cap $650", "$1,500 budget (flights included)"); parties ("me + 2", "twins (6) and us
two parents", "3 soldiers", "2 grandparents + 1 grandkid (5)", "family of 3 plus the cat"); the extended wishes alone and
several in one sentence (stay ratings, nightly caps per room and per person, meal caps, the data's fifteen cuisines
wanted or avoided, must-see and avoided sights, pace at most and at least, flight windows per leg, flight durations,
driving hours, house rules together, non-smoking stays, and the cities and their order on tours of Michigan,
Pennsylvania, Oregon, Ohio, Utah, Virginia, Minnesota, Arizona, Illinois and New York state); what the data cannot say
(a pool, a wheelchair, parking, gluten, the airport, wifi, a view, vegan, a hot tub, a beachfront, a gym, halal, a
ground floor, taxis ruled out, a buffet); talk that asks for nothing ("it's our anniversary!!"); what must be asked
back; places the data lacks (``NOT_THERE``) and dates outside it (``OUTSIDE``). Every route is a pair of cities of the
data that the distance table links, chosen by a seeded draw among the pairs no earlier request set used in either
direction (each origin once); no text of the set is in an earlier test. Dates are checked against March 2022 (the 1st
is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other twenty-two
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every miss left, with why.

Measured on the pristine copy (BASE; right / asked / wrongly read, 250 texts), as first written: 235 / 6 / 9, 6 of the
wrong silently. Two of those were the set's own error (Bellingham, not a city of the data, drawn from the distance
table: replaced by Daytona Beach and Spokane before any fix; both then read right on BASE). One expectation was
corrected after scoring, marked below. BASE as finally written: 237 / 4 / 9, 6 silently: "4.5 rated restaurants only"
(no rating), "flights under 4 hours each" (the budget read per person: $2,200), "outbound after 10am, return landing by
8pm" (both bounds the outbound's), "chicago second" (no order), "a room with a view" (not named), "twins (6) and us two
parents" (2); wrong but said: "3 soldiers" (1, assumed), "just me and my camera" (assumed), the Nantucket seafood (named,
as it must be: the corrected expectation). Asked: "3 nights 2 people $1,200" (budget), "early flights only (before
9am)" (a time not understood), "no flying and no more than 6 hours behind the wheel" (a flight duration), "minnesota
tour, 3 cities" (destination). ``NOT_THERE`` 9 / 13 ("tacoma from seattle", "galveston from houston": missing
destination, not named; "Knoxville -> Gatlinburg": the origin said missing; "sf to napa": both said missing);
``OUTSIDE`` 4 / 4.

After the fixes it led to (ratings._RATING: a rating right before "rated" and its venue, no "+"; units._UNIT_AFTER: a
unit word after a gap of blanked words is no unit of the budget; flight_legs._RETURN_SCOPE: "return" before its flight's
verb or bound; flight_window_readers._CLOCK_TAIL: a clock bound after "only"; flight_hours._PATTERNS: hours said of the
wheel or the road (``driving_hours.DRIVING``, made the one home of those words) are no flight's;
budget_prices._PART_BEFORE: nights counted are the trip's length, nothing bought; city_order._BARE_END and _stops: a
bare "second", "3rd" after a tour's city; place_roles._TRIP_AFTER: "<state> tour"; cannot_say: a view said of the stay
alone; people_counts.PEOPLE_NOUNS: travellers counted by trade or pastime; unknown_places.unknown_opening with FROM_CUE
and places.choose_dest: an unknown destination before "from" its origin is named; unknown_places.TO_CUE and
place_roles._TO_A_NAME: "=>" and "→" between a route's places; and one found on the way, on no text of the set:
ratings._negated_in_part, "no hotels over 4 stars" was read as rated 5 or higher, now a maximum, refused naming it):
248 / 0 / 2, 1 silently (the two left are in ``KNOWN_GAPS``); ``NOT_THERE`` 13 / 13, one of them ("sf to napa") still
refused only as missing (a gap, said there); ``OUTSIDE`` 4 / 4. Rules shown on other sentences:
``test_request_twentythird_rules.py``.
"""

from __future__ import annotations

import pytest

from tests.support.request_scoring import Ask, NotThere, Trip, check_heldout, check_not_there, check_outside

CHILD = {"house_rule": "children under 10"}
PETS = {"house_rule": "pets"}
PARTY = {"house_rule": "parties"}
SMOKE = {"house_rule": "smoking"}
GUESTS = {"house_rule": "visitors"}
NO_FLIGHT = {"transportation": "no flight"}
NO_DRIVE = {"transportation": "no self-driving"}
WHOLE = {"room_type": "entire room"}
PRIVATE = {"room_type": "private room"}
NOT_SHARED = {"room_type": "not shared room"}
NO_BAN = {"transportation": None}


def most(count: int) -> dict:
    return {"pace": {"most": count, "least": None, "days": None}}


def least(count: int) -> dict:
    return {"pace": {"most": None, "least": count, "days": None}}


def window(leg="every", depart_from=None, depart_until=None, arrive_from=None, arrive_until=None) -> dict:
    return {"leg": leg, "depart_from": depart_from, "depart_until": depart_until, "arrive_from": arrive_from,
            "arrive_until": arrive_until}


def place(city, stop=None, before=None) -> dict:
    return {"city": city, "stop": stop, "before": before}


CORPUS: list[Trip | Ask] = [
    # routes said every way
    Trip("3 day trip baltimore from binghamton starting march 8, 2 of us, $900", "Binghamton", "Baltimore",
         "2022-03-08", 3, 2, 900),
    Trip("lubbock -> bloomington, mar 10-12, 2 ppl, 800", "Lubbock", "Bloomington", "2022-03-10", 3, 2, 800),
    Trip("from minneapolis, going to college station, march 14 to 16, me and my wife, budget $1,100", "Minneapolis",
         "College Station", "2022-03-14", 3, 2, 1100),
    Trip("Monterey => Austin march 2-4 two people $1000", "Monterey", "Austin", "2022-03-02", 3, 2, 1000),
    Trip("oakland to el paso pls. 3/21 - 3/23. 2 adults. 900 bucks", "Oakland", "El Paso", "2022-03-21", 3, 2, 900),
    Trip("need to get from hartford down to laredo march 5-7, just me, $700", "Hartford", "Laredo", "2022-03-05", 3, 1,
         700),
    Trip("devils lake - la crosse, 3/15-3/17, 2 people, $600", "Devils Lake", "La Crosse", "2022-03-15", 3, 2, 600),
    Trip("Charlotte→Los Angeles, Mar 22–24, 2 travelers, $1,400", "Charlotte", "Los Angeles", "2022-03-22", 3, 2, 1400),
    Trip("rockford from rochester, march 9-11, 2 people, $800", "Rochester", "Rockford", "2022-03-09", 3, 2, 800),
    Trip("San Angelo to Manhattan, March 16-18, 2 people, $1,500", "San Angelo", "Manhattan", "2022-03-16", 3, 2, 1500),
    Trip("jax to sarasota march 1-3 2ppl 700", "Jacksonville", "Sarasota", "2022-03-01", 3, 2, 700),
    Trip("Bakersfield, CA to Dallas, TX - March 23-25 - 2 people - $900", "Bakersfield", "Dallas", "2022-03-23", 3, 2,
         900),
    Trip("islip ny to ogdensburg ny, march 6-8, 2 people, $600", "Islip", "Ogdensburg", "2022-03-06", 3, 2, 600),
    Trip("from san diego to sun valley idaho march 12 - 14, 2 of us, $1200", "San Diego", "Sun Valley", "2022-03-12", 3,
         2, 1200),
    Trip("Columbus OH to Newark NJ, March 17-19, 2 people, $900", "Columbus", "Newark", "2022-03-17", 3, 2, 900),
    Trip("cincinnati to greensboro, march 26-28, 2 people, $700", "Cincinnati", "Greensboro", "2022-03-26", 3, 2, 700),
    Trip("denver → shreveport, mar 3-5, 3 people, $1,000", "Denver", "Shreveport", "2022-03-03", 3, 3, 1000),
    Trip("Pensacola to College Station round trip, March 7-9, 2 people, $800", "Pensacola", "College Station",
         "2022-03-07", 3, 2, 800),
    Trip("we're going to billings from abilene march 11-13, 2 people, $900", "Abilene", "Billings", "2022-03-11", 3, 2,
         900),
    Trip("New Orleans to Del Rio and back, March 18-20, 2 people, $800", "New Orleans", "Del Rio", "2022-03-18", 3, 2,
         800),
    Trip("wenatchee-spokane mar 3-5 2ppl $500", "Wenatchee", "Spokane", "2022-03-03", 3, 2, 500),
    Trip("north bend->bend 3/6-3/8 1ppl 400", "North Bend", "Bend", "2022-03-06", 3, 1, 400),
    Trip("louisville to paducah 3/9-11 4 ppl 1k", "Louisville", "Paducah", "2022-03-09", 3, 4, 1000),
    Trip("lubbock to santa fe 3/12-14 2ppl 650", "Lubbock", "Santa Fe", "2022-03-12", 3, 2, 650),
    Trip("williston > grand forks mar 15-17 2ppl $500", "Williston", "Grand Forks", "2022-03-15", 3, 2, 500),
    Trip("st louis to north platte 3/18-20 3ppl 900", "St. Louis", "North Platte", "2022-03-18", 3, 3, 900),
    Trip("mason city to sioux city mar21-23 2ppl 450", "Mason City", "Sioux City", "2022-03-21", 3, 2, 450),
    Trip("del rio to little rock 3/24-3/26 2 ppl 800", "Del Rio", "Little Rock", "2022-03-24", 3, 2, 800),
    Trip("tulsa to cape girardeau mar 27-29 2ppl 700", "Tulsa", "Cape Girardeau", "2022-03-27", 3, 2, 700),
    Trip("pocatello to lewiston 3/2-4 solo 400", "Pocatello", "Lewiston", "2022-03-02", 3, 1, 400),
    # dates and lengths said loosely
    Trip("Grand Rapids to Louisville, 3 days from the 4th of march, 2 people, $700", "Grand Rapids", "Louisville",
         "2022-03-04", 3, 2, 700),
    Trip("Valdosta to Asheville for 4 days starting mar 14, 2 people, $1,000", "Valdosta", "Asheville", "2022-03-14", 4,
         2, 1000),
    Trip("Everett to Tucson, 5 days from march 20, two people, $1,500", "Everett", "Tucson", "2022-03-20", 5, 2, 1500),
    Trip("palm springs to midland for a long wknd, fri mar 18 - mon mar 21, 2 people, $1,100", "Palm Springs",
         "Midland", "2022-03-18", 4, 2, 1100),
    Trip("International Falls to Knoxville, 3 nights from march 8, 2 people, $1,100", "International Falls",
         "Knoxville", "2022-03-08", 4, 2, 1100),
    Trip("Gulfport to Laredo, mar. 23 to mar. 25, 2 people, $800", "Gulfport", "Laredo", "2022-03-23", 3, 2, 800),
    Trip("Memphis to Scranton, 03/15/2022 - 03/17/2022, 2 people, $900", "Memphis", "Scranton", "2022-03-15", 3, 2,
         900),
    Trip("Baton Rouge to New Bern, 2022-03-10 to 2022-03-12, 2 people, $800", "Baton Rouge", "New Bern", "2022-03-10",
         3, 2, 800),
    Trip("Provo to Santa Ana, a week from march 1, 2 people, $2,000", "Provo", "Santa Ana", "2022-03-01", 7, 2, 2000),
    Trip("Milwaukee to Alpena, the 27th thru 29th of march, 2 people, $700", "Milwaukee", "Alpena", "2022-03-27", 3, 2,
         700),
    Trip("durango to memphis march 2nd til the 4th 2 ppl $800", "Durango", "Memphis", "2022-03-02", 3, 2, 800),
    Trip("Stockton to Santa Ana, Tues 3/8 - Thurs 3/10, 2 people, $700", "Stockton", "Santa Ana", "2022-03-08", 3, 2,
         700),
    Trip("San Luis Obispo to Tulsa, march 16th for three days, 2 people, $900", "San Luis Obispo", "Tulsa",
         "2022-03-16", 3, 2, 900),
    Trip("Santa Maria to Raleigh, leave the 19th of march come back the 21st, 2 people, $1,000", "Santa Maria",
         "Raleigh", "2022-03-19", 3, 2, 1000),
    Trip("Bozeman to Santa Barbara, 5 day trip, march 5th thru 9th, 2 people, $1,800", "Bozeman", "Santa Barbara",
         "2022-03-05", 5, 2, 1800),
    Trip("wenatchee to el paso, march twenty-second to twenty-fourth, 2 people, $800", "Wenatchee", "El Paso",
         "2022-03-22", 3, 2, 800),
    Trip("Dayton to Wichita Falls, 3/11 until 3/13, 2 people, $700", "Dayton", "Wichita Falls", "2022-03-11", 3, 2, 700),
    Trip("Decatur to Syracuse, 13-15 march, 2 people, $800", "Decatur", "Syracuse", "2022-03-13", 3, 2, 800),
    Trip("Kalamazoo to Punta Gorda, Mar 24th-26th 2022, 2 people, $900", "Kalamazoo", "Punta Gorda", "2022-03-24", 3, 2,
         900),
    Trip("Newburgh to Miami, from march 28 to march 30, 2 people, $1,000", "Newburgh", "Miami", "2022-03-28", 3, 2,
         1000),
    Trip("south bend to tallahassee, 7 days beginning march 6, 2 people, $2,100", "South Bend", "Tallahassee",
         "2022-03-06", 7, 2, 2100),
    Trip("Fort Wayne to Key West 3 nights 2 people $1,200 march 2", "Fort Wayne", "Key West", "2022-03-02", 4, 2, 1200),
    Trip("Fayetteville to Dallas, March 17, 18 and 19, 2 people, $700", "Fayetteville", "Dallas", "2022-03-17", 3, 2,
         700),
    Trip("Amarillo to Cedar Rapids, Mar 21 through 23, 2 people, $800", "Amarillo", "Cedar Rapids", "2022-03-21", 3, 2,
         800),
    # budgets said every way
    Trip("Butte to Kansas City, March 1-3, 2 people, around $1k", "Butte", "Kansas City", "2022-03-01", 3, 2, 1000),
    Trip("Fort Smith to Amarillo, March 4-6, 2 people, $350 per person", "Fort Smith", "Amarillo", "2022-03-04", 3, 2,
         700),
    Trip("Texarkana to Punta Gorda, March 7-9, 3 of us, $450/person", "Texarkana", "Punta Gorda", "2022-03-07", 3, 3,
         1350),
    Trip("Killeen to Cedar Rapids, March 10-12, 2 people, budget is eight hundred", "Killeen", "Cedar Rapids",
         "2022-03-10", 3, 2, 800),
    Trip("Harlingen to Bloomington, March 13-15, 2 people, $300 per day", "Harlingen", "Bloomington", "2022-03-13", 3, 2,
         900),
    Trip("Peoria to San Angelo, March 16-18, 2 people, less than 1,000 dollars", "Peoria", "San Angelo", "2022-03-16", 3,
         2, 1000),
    Trip("State College to Islip, March 19-21, 2 people, up to $1.3k", "State College", "Islip", "2022-03-19", 3, 2,
         1300),
    Trip("Ithaca to Traverse City, March 22-24, 2 people, 1100 USD total", "Ithaca", "Traverse City", "2022-03-22", 3,
         2, 1100),
    Trip("Harrisburg to Daytona Beach, March 25-27, 2 people, my max is 1,250", "Harrisburg", "Daytona Beach",
         "2022-03-25", 3, 2, 1250),
    Trip("Chicago to Bangor, March 2-4, 4 people, $500 each", "Chicago", "Bangor", "2022-03-02", 3, 4, 2000),
    Trip("Salt Lake City to Saginaw, March 5-7, 2 people, no more than $950", "Salt Lake City", "Saginaw", "2022-03-05",
         3, 2, 950),
    Trip("Detroit to Petersburg, March 8-10, 2 people, 2 grand", "Detroit", "Petersburg", "2022-03-08", 3, 2, 2000),
    Trip("Evansville to Wilmington, March 11-13, 2 people, $1,700 for the both of us", "Evansville", "Wilmington",
         "2022-03-11", 3, 2, 1700),
    Trip("Houston to Champaign, March 14-16, 2 people, budget's 1k", "Houston", "Champaign", "2022-03-14", 3, 2, 1000),
    Trip("New York to Fresno, March 17-19, 2 people, $2000 tops", "New York", "Fresno", "2022-03-17", 3, 2, 2000),
    Trip("San Antonio to New Orleans, March 20-22, 2 people, 900 dollars", "San Antonio", "New Orleans", "2022-03-20",
         3, 2, 900),
    Trip("Yuma to Flagstaff, March 23-25, 2 people, spending cap $650", "Yuma", "Flagstaff", "2022-03-23", 3, 2, 650),
    Trip("Seattle to Austin, March 26-28, 2 people, $1,500 budget (flights included)", "Seattle", "Austin",
         "2022-03-26", 3, 2, 1500),
    Trip("Boise to Santa Barbara, March 1-3, 2 people, $250 per person per day", "Boise", "Santa Barbara", "2022-03-01",
         3, 2, 1500),
    Trip("Philadelphia to Lynchburg, March 4-6, 2 people, $750 all inclusive", "Philadelphia", "Lynchburg",
         "2022-03-04", 3, 2, 750),
    Trip("Portland to San Diego, March 7-9, 2 people, 1.6k usd", "Portland", "San Diego", "2022-03-07", 3, 2, 1600),
    # parties said every way
    Trip("Gainesville to Richmond, March 10-12, me + 2, $1,100", "Gainesville", "Richmond", "2022-03-10", 3, 3, 1100),
    Trip("Panama City to South Bend, March 13-15, me and my 2 kids (4 and 9), $1,000", "Panama City", "South Bend",
         "2022-03-13", 3, 3, 1000, wishes=CHILD),
    Trip("Sacramento to New York, March 16-18, my wife, our baby and me, $1,800", "Sacramento", "New York",
         "2022-03-16", 3, 3, 1800, wishes=CHILD),
    Trip("Atlanta to San Antonio, March 19-21, 2 adults and our dog, $1,000", "Atlanta", "San Antonio", "2022-03-19", 3,
         2, 1000, wishes=PETS),
    Trip("Brownsville to Raleigh, March 22-24, family of 3 plus the cat, $1,200", "Brownsville", "Raleigh",
         "2022-03-22", 3, 3, 1200, wishes=PETS),
    Trip("Phoenix to San Luis Obispo, March 25-27, a couple + 1 kid (10), $1,200", "Phoenix", "San Luis Obispo",
         "2022-03-25", 3, 3, 1200),
    Trip("Wichita to Colorado Springs, March 1-3, 5 adults, $2,000", "Wichita", "Colorado Springs", "2022-03-01", 3, 5,
         2000),
    Trip("Nashville to Oakland, March 4-6, me, my bro and his gf, $1,500", "Nashville", "Oakland", "2022-03-04", 3, 3,
         1500),
    Trip("Arcata to Boston, March 7-9, 2 adults 1 infant, $1,500", "Arcata", "Boston", "2022-03-07", 3, 3, 1500,
         wishes=CHILD),
    Trip("Gunnison to Colorado Springs, March 10-12, just myself, $500", "Gunnison", "Colorado Springs", "2022-03-10", 3,
         1, 500),
    Trip("Montgomery to Texarkana, March 13-15, a party of three, $900", "Montgomery", "Texarkana", "2022-03-13", 3, 3,
         900),
    Trip("Prescott to Belleville, March 16-18, my fiancé and I, $1,000", "Prescott", "Belleville", "2022-03-16", 3, 2,
         1000),
    Trip("Orlando to Midland, March 19-21, the four of us (2 adults, 2 kids), $1,600", "Orlando", "Midland",
         "2022-03-19", 3, 4, 1600, wishes=CHILD),
    Trip("Greer to Scranton, March 22-24, me, my husband and my mother in law, $1,200", "Greer", "Scranton",
         "2022-03-22", 3, 3, 1200),
    Trip("Escanaba to Alpena, March 25-27, 2 people & a puppy, $600", "Escanaba", "Alpena", "2022-03-25", 3, 2, 600,
         wishes=PETS),
    Trip("Mosinee to Washington DC, March 2-4, our family of 5, $2,500", "Mosinee", "Washington", "2022-03-02", 3, 5,
         2500),
    Trip("Fort Leonard Wood to Detroit, March 5-7, 3 soldiers, $900", "Fort Leonard Wood", "Detroit", "2022-03-05", 3,
         3, 900),
    Trip("San Francisco to Phoenix, March 8-10, me and 3 friends, $1,600", "San Francisco", "Phoenix", "2022-03-08", 3,
         4, 1600),
    Trip("San Jose to Bozeman, March 11-13, our group (8 people), $3,200", "San Jose", "Bozeman", "2022-03-11", 3, 8,
         3200),
    Trip("Santa Rosa to Tucson, March 14-16, 2 grandparents + 1 grandkid (5), $1,100", "Santa Rosa", "Tucson",
         "2022-03-14", 3, 3, 1100, wishes=CHILD),
    Trip("Longview to Lawton, March 17-19, myself and my dog, $600", "Longview", "Lawton", "2022-03-17", 3, 1, 600,
         wishes=PETS),
    Trip("White Plains to Greer, March 20-22, twins (6) and us two parents, $1,400", "White Plains", "Greer",
         "2022-03-20", 3, 4, 1400, wishes=CHILD),
    Trip("Waco to Las Vegas, March 23-25, 4 guys, $2,000", "Waco", "Las Vegas", "2022-03-23", 3, 4, 2000),
    Trip("Lake Charles to Harlingen, March 26-28, me + mom, $700", "Lake Charles", "Harlingen", "2022-03-26", 3, 2, 700),
    Trip("Tampa to Champaign, March 1-3, a solo traveler, $700", "Tampa", "Champaign", "2022-03-01", 3, 1, 700),
    Trip("Santa Ana to Stockton, March 4-6, me + 2 teens (13, 15), $900", "Santa Ana", "Stockton", "2022-03-04", 3, 3,
         900),
    # one extended wish each
    Trip("Fort Myers to Knoxville, March 4-6, 2 people, $1,000, only 4 star places or better", "Fort Myers",
         "Knoxville", "2022-03-04", 3, 2, 1000, wishes={"min_stay_rating": 4}),
    Trip("Moab to Seattle, March 7-9, 2 people, $1,300, we want to see Chihuly Garden and Glass", "Moab", "Seattle",
         "2022-03-07", 3, 2, 1300, wishes={"must_see": ["Chihuly Garden and Glass"]}),
    Trip("Rhinelander to Marquette, March 10-12, 2 people, $700, nothing above $100 a night", "Rhinelander",
         "Marquette", "2022-03-10", 3, 2, 700, wishes={"max_night_price": 100}),
    Trip("Lexington to State College, March 13-15, 2 people, $800, no chinese food", "Lexington", "State College",
         "2022-03-13", 3, 2, 800, wishes={"avoid_cuisines": ["Chinese"]}),
    Trip("Hibbing to Duluth, March 16-18, 2 people, $600, no more than 3 hours of driving per day", "Hibbing", "Duluth",
         "2022-03-16", 3, 2, 600, wishes={"max_driving_hours": 3}),
    Trip("Reno to Corpus Christi, March 19-21, 2 people, $1,200, no flights before 8am", "Reno", "Corpus Christi",
         "2022-03-19", 3, 2, 1200, wishes={**NO_BAN, "flight_times": [window(depart_from="08:00")]}),
    Trip("Elmira to Daytona Beach, March 22-24, 2 people, $1,100, meals under $30 a person", "Elmira", "Daytona Beach",
         "2022-03-22", 3, 2, 1100, wishes={"max_meal_cost": 30}),
    Trip("Muskegon to Atlanta, March 25-27, 2 people, $1,000, must see the Georgia Aquarium", "Muskegon", "Atlanta",
         "2022-03-25", 3, 2, 1000, wishes={"must_see": ["Georgia Aquarium"]}),
    Trip("Atlantic City to Fort Myers, March 2-4, 2 people, $1,000, one sight a day is plenty", "Atlantic City",
         "Fort Myers", "2022-03-02", 3, 2, 1000, wishes=most(1)),
    Trip("Moline to Belleville, March 5-7, 2 people, $600, we love seafood", "Moline", "Belleville", "2022-03-05", 3, 2,
         600, wishes={"more_cuisines": ["Seafood"]}),
    Trip("Chattanooga to Abilene, March 8-10, 2 people, $900, skip the fast food", "Chattanooga", "Abilene",
         "2022-03-08", 3, 2, 900, wishes={"avoid_cuisines": ["Fast Food"]}),
    Trip("Erie to Newark, March 11-13, 2 people, $800, we need the outbound flight to land before noon", "Erie",
         "Newark", "2022-03-11", 3, 2, 800, wishes={"flight_times": [window("outbound", arrive_until="12:00")]}),
    Trip("Burbank to Provo, March 14-16, 2 people, $900, no flight longer than 3 hours", "Burbank", "Provo",
         "2022-03-14", 3, 2, 900, wishes={"max_flight_hours": 3}),
    Trip("Sioux Falls to Flagstaff, March 17-19, 2 people, $900, max $80/night per person", "Sioux Falls", "Flagstaff",
         "2022-03-17", 3, 2, 900, wishes={"max_night_price_per_person": 80}),
    Trip("Martha's Vineyard to Hyannis, March 20-22, 2 people, $800, hotel rating at least 3", "Martha's Vineyard",
         "Hyannis", "2022-03-20", 3, 2, 800, wishes={"min_stay_rating": 3}),
    Trip("Charleston to Kansas City, March 23-25, 2 people, $1,000, we'd love to visit the Nelson-Atkins",
         "Charleston", "Kansas City", "2022-03-23", 3, 2, 1000,
         wishes={"must_see": ["The Nelson-Atkins Museum of Art"]}),
    Trip("Charlottesville to Roanoke, March 26-28, 2 people, $600, restaurants rated 4+", "Charlottesville", "Roanoke",
         "2022-03-26", 3, 2, 600, wishes={"min_rating": 4}),
    Trip("Buffalo to Charlottesville, March 1-3, 2 people, $800, at least 2 attractions each day", "Buffalo",
         "Charlottesville", "2022-03-01", 3, 2, 800, wishes=least(2)),
    Trip("Appleton to Fort Lauderdale, March 4-6, 2 people, $1,200, nothing leaving after 6pm", "Appleton",
         "Fort Lauderdale", "2022-03-04", 3, 2, 1200, wishes={"flight_times": [window(depart_until="18:00")]}),
    Trip("Latrobe to Harrisburg, March 7-9, 2 people, $600, keep driving under 2 hrs a day", "Latrobe", "Harrisburg",
         "2022-03-07", 3, 2, 600, wishes={"max_driving_hours": 2}),
    Trip("West Palm Beach to Buffalo, March 10-12, 2 people, $1,200, pizza place at least once", "West Palm Beach",
         "Buffalo", "2022-03-10", 3, 2, 1200, wishes={"more_cuisines": ["Pizza"]}),
    Trip("Minot to St. Cloud, March 13-15, 2 people, $700, cafe breakfasts", "Minot", "St. Cloud", "2022-03-13", 3, 2,
         700, wishes={"more_cuisines": ["Cafe"]}),
    Trip("Redding to Stockton, March 16-18, 2 people, $600, avoid bbq joints", "Redding", "Stockton", "2022-03-16", 3,
         2, 600, wishes={"avoid_cuisines": ["BBQ"]}),
    Trip("Pocatello to Boise, March 19-21, 2 people, $700, under 150 a night for the room", "Pocatello", "Boise",
         "2022-03-19", 3, 2, 700, wishes={"max_night_price": 150}),
    Trip("Myrtle Beach to Escanaba, March 22-24, 2 people, $1,200, return flight after 3pm please", "Myrtle Beach",
         "Escanaba", "2022-03-22", 3, 2, 1200, wishes={"flight_times": [window("return", depart_from="15:00")]}),
    Trip("Newport News to Lynchburg, March 25-27, 2 people, $600, a relaxed pace, max 2 sights a day", "Newport News",
         "Lynchburg", "2022-03-25", 3, 2, 600, wishes=most(2)),
    Trip("Pittsburgh to Waco, March 2-4, 2 people, $1,000, no red-eye flights", "Pittsburgh", "Waco", "2022-03-02", 3,
         2, 1000, wishes=NO_BAN),
    Trip("Watertown to Greensboro, March 5-7, 2 people, $900, we won't drive", "Watertown", "Greensboro", "2022-03-05",
         3, 2, 900, wishes=NO_DRIVE),
    Trip("Grand Junction to Minneapolis, March 8-10, 2 people, $1,000, desserts and bakeries", "Grand Junction",
         "Minneapolis", "2022-03-08", 3, 2, 1000, wishes={"more_cuisines": ["Desserts", "Bakery"]}),
    Trip("Oklahoma City to Killeen, March 11-13, 2 people, $700, 4.5 stars minimum for the airbnb", "Oklahoma City",
         "Killeen", "2022-03-11", 3, 2, 700, wishes={"min_stay_rating": 4.5}),
    Trip("Omaha to Traverse City, March 14-16, 2 people, $900, max $25 per meal per person", "Omaha", "Traverse City",
         "2022-03-14", 3, 2, 900, wishes={"max_meal_cost": 25}),
    Trip("Cleveland to Chattanooga, March 17-19, 2 people, $800, we're not into tea houses", "Cleveland",
         "Chattanooga", "2022-03-17", 3, 2, 800, wishes={"avoid_cuisines": ["Tea"]}),
    Trip("Toledo to Key West, March 20-22, 2 people, $1,400, no flights, we'll drive", "Toledo", "Key West",
         "2022-03-20", 3, 2, 1400, wishes=NO_FLIGHT),
    Trip("Walla Walla to Denver, March 26-28, 2 people, $900, skip the Denver Zoo", "Walla Walla", "Denver",
         "2022-03-26", 3, 2, 900, wishes={"avoid_sights": ["Denver Zoo"]}),
    Trip("Long Beach to Nashville, March 1-3, 2 people, $1,100, Johnny Cash Museum is a must", "Long Beach",
         "Nashville", "2022-03-01", 3, 2, 1100, wishes={"must_see": ["Johnny Cash Museum"]}),
    Trip("Huntsville to Gainesville, March 4-6, 2 people, $700, non-smoking place please", "Huntsville", "Gainesville",
         "2022-03-04", 3, 2, 700, wishes={"stay_forbids": ["smoking"]}),
    Trip("Bloomington to Harlingen, March 19-21, 2 people, $900, we'll be driving, no more than 5 hours a day",
         "Bloomington", "Harlingen", "2022-03-19", 3, 2, 900, wishes={"max_driving_hours": 5}),
    Trip("San Angelo to Peoria, March 22-24, 2 people, $800, 4.5 rated restaurants only", "San Angelo", "Peoria",
         "2022-03-22", 3, 2, 800, wishes={"min_rating": 4.5}),
    Trip("Knoxville to International Falls, March 16-18, 2 people, $1,100, flights under 4 hours each", "Knoxville",
         "International Falls", "2022-03-16", 3, 2, 1100, wishes={"max_flight_hours": 4}),
    Trip("Laredo to Gulfport, March 19-21, 2 people, $800, no indian", "Laredo", "Gulfport", "2022-03-19", 3, 2, 800,
         wishes={"avoid_cuisines": ["Indian"]}),
    Trip("Syracuse to Decatur, March 22-24, 2 ppl, $800, flights landing before 6pm", "Syracuse", "Decatur",
         "2022-03-22", 3, 2, 800, wishes={"flight_times": [window(arrive_until="18:00")]}),
    Trip("Miami to Newburgh, March 1-3, 2 people, $1,000, nothing pricier than $75 a night per person", "Miami",
         "Newburgh", "2022-03-01", 3, 2, 1000, wishes={"max_night_price_per_person": 75}),
    Trip("Santa Barbara to Bozeman, March 13-15, 2 people, $1,300, no more than 1 attraction per day", "Santa Barbara",
         "Bozeman", "2022-03-13", 3, 2, 1300, wishes=most(1)),
    Trip("El Paso to Wenatchee, March 16-18, 2 people, $1,000, a quiet place, no parties allowed", "El Paso",
         "Wenatchee", "2022-03-16", 3, 2, 1000, wishes={"stay_forbids": ["parties"]}),
    Trip("Tulsa to San Luis Obispo, March 7-9, 2 people, $1,200, nothing leaving after 8pm on the way back", "Tulsa",
         "San Luis Obispo", "2022-03-07", 3, 2, 1200,
         wishes={"flight_times": [window("return", depart_until="20:00")]}),
    Trip("Dallas to Bakersfield, March 5-7, 2 people, $1,100, no flights leaving before 8 in the morning", "Dallas",
         "Bakersfield", "2022-03-05", 3, 2, 1100, wishes={**NO_BAN, "flight_times": [window(depart_from="08:00")]}),
    Trip("Newark to Columbus, March 14-16, 2 people, $700, avoid the evening flights, nothing after 5pm", "Newark",
         "Columbus", "2022-03-14", 3, 2, 700, wishes={"flight_times": [window(depart_until="17:00")]}),
    Trip("College Station to Pensacola, March 23-25, 2 people, $900, $60 per meal max per person", "College Station",
         "Pensacola", "2022-03-23", 3, 2, 900, wishes={"max_meal_cost": 60}),
    Trip("Tucson to Everett, March 10-12, 2 people, $1,100, only places that allow visitors", "Tucson", "Everett",
         "2022-03-10", 3, 2, 1100, wishes=GUESTS),
    # several wishes in one sentence
    Trip("Trenton to Jacksonville march 8-10, 2 of us, $1,000 - 4 star stays, under $120/night, and no seafood",
         "Trenton", "Jacksonville", "2022-03-08", 3, 2, 1000,
         wishes={"min_stay_rating": 4, "max_night_price": 120, "avoid_cuisines": ["Seafood"]}),
    Trip("johnstown to lewisburg mar 11-13, me + 1, 600, private room, restaurants 4 and up, max 2 sights/day",
         "Johnstown", "Lewisburg", "2022-03-11", 3, 2, 600, wishes={**PRIVATE, "min_rating": 4, **most(2)}),
    Trip("Alamosa to Cleveland, March 14-16, 2 people, $1,200, no flights before 9am and nothing landing after 10pm",
         "Alamosa", "Cleveland", "2022-03-14", 3, 2, 1200,
         wishes={**NO_BAN, "flight_times": [window(depart_from="09:00", arrive_until="22:00")]}),
    Trip("St. Louis to Corpus Christi, March 17-19, 4 of us incl 2 kids, $1,600, entire home, mexican or italian food",
         "St. Louis", "Corpus Christi", "2022-03-17", 3, 4, 1600,
         wishes={**CHILD, **WHOLE, "cuisine": ["Mexican", "Italian"]}),
    Trip("Eau Claire to Green Bay, March 20-22, 2 people, $700, we have a dog and we smoke", "Eau Claire", "Green Bay",
         "2022-03-20", 3, 2, 700, wishes={**PETS, "more_house_rules": ["smoking"]}),
    Trip("Gustavus to International Falls, March 23-25, 2 people, $1,500, at most 4 hours driving a day and no flights "
         "over 2 hours", "Gustavus", "International Falls", "2022-03-23", 3, 2, 1500,
         wishes={"max_driving_hours": 4, "max_flight_hours": 2}),
    Trip("Rapid City to St. Cloud, March 26-28, 2 people, $700, cheap meals (under $20 each), cafes and bakeries welcome",
         "Rapid City", "St. Cloud", "2022-03-26", 3, 2, 700,
         wishes={"max_meal_cost": 20, "more_cuisines": ["Cafe", "Bakery"]}),
    Trip("Dubuque to Fort Dodge, March 1-3, me, my wife, our 2 kids and our dog, $900", "Dubuque", "Fort Dodge",
         "2022-03-01", 3, 4, 900, wishes={**CHILD, "more_house_rules": ["pets"]}),
    Trip("Des Moines to Prescott, March 4-6, 2 people, $1,000, stays 4+ stars, nothing over $200 a night",
         "Des Moines", "Prescott", "2022-03-04", 3, 2, 1000, wishes={"min_stay_rating": 4, "max_night_price": 200}),
    Trip("Plattsburgh to Philadelphia, March 7-9, 3 people, $1,300, see the Liberty Bell and the Franklin Institute, 2 "
         "sights a day tops", "Plattsburgh", "Philadelphia", "2022-03-07", 3, 3, 1300,
         wishes={"must_see": ["Liberty Bell", "The Franklin Institute"], **most(2)}),
    Trip("Yakima to Las Vegas, March 10-12, 2 people, $1,000, The Mob Museum for sure, and a buffet every night",
         "Yakima", "Las Vegas", "2022-03-10", 3, 2, 1000, wishes={"must_see": ["The Mob Museum"]}, unread="buffet"),
    Trip("Norfolk to Peoria, March 13-15, 2 people, $800, outbound after 10am, return landing by 8pm", "Norfolk",
         "Peoria", "2022-03-13", 3, 2, 800,
         wishes={"flight_times": [window("outbound", depart_from="10:00"), window("return", arrive_until="20:00")]}),
    Trip("Brainerd to Hibbing, March 16-18, 2 people, $500, no shared rooms and no chinese", "Brainerd", "Hibbing",
         "2022-03-16", 3, 2, 500, wishes={**NOT_SHARED, "avoid_cuisines": ["Chinese"]}),
    Trip("Eugene to Medford, March 19-21, 2 people, $600, drive max 3 hours per day, 4 star restaurants", "Eugene",
         "Medford", "2022-03-19", 3, 2, 600, wishes={"max_driving_hours": 3, "min_rating": 4}),
    Trip("Savannah to Washington DC, March 22-24, 2 people, $1,200, hotel 4+, $40 max per meal each, italian",
         "Savannah", "Washington", "2022-03-22", 3, 2, 1200,
         wishes={"min_stay_rating": 4, "max_meal_cost": 40, "cuisine": ["Italian"]}),
    Trip("Akron to Toledo, March 25-27, 2 ppl, $500, pets allowed + entire place", "Akron", "Toledo", "2022-03-25", 3,
         2, 500, wishes={**PETS, **WHOLE}),
    Trip("Twin Falls to Houston, March 2-4, 2 people, $1,100, Space Center Houston and the Houston Zoo, no more than 3 "
         "sights a day", "Twin Falls", "Houston", "2022-03-02", 3, 2, 1100,
         wishes={"must_see": ["Space Center Houston", "Houston Zoo"], **most(3)}),
    Trip("Albuquerque to Brownsville, March 8-10, 2 people, $1,000, early flights only (before 9am)", "Albuquerque",
         "Brownsville", "2022-03-08", 3, 2, 1000, wishes={"flight_times": [window(depart_until="09:00")]}),
    Trip("Lansing to Charlotte, March 11-13, 2 people, $900, avoid fast food and pizza, meals max $35", "Lansing",
         "Charlotte", "2022-03-11", 3, 2, 900, wishes={"avoid_cuisines": ["Fast Food", "Pizza"], "max_meal_cost": 35}),
    Trip("Providence to Ogdensburg, March 14-16, me, hubby, kids 3 & 6 and the cat, $1,000", "Providence",
         "Ogdensburg", "2022-03-14", 3, 4, 1000, wishes={**CHILD, "more_house_rules": ["pets"]}),
    Trip("Austin to Monterey, March 10-12, 2 people, $1,300, no flight before 7am on the way out, and we want to be "
         "back by 9pm", "Austin", "Monterey", "2022-03-10", 3, 2, 1300,
         wishes={"flight_times": [window("outbound", depart_from="07:00"), window("return", arrive_until="21:00")]}),
    Trip("El Paso to Oakland, March 13-15, 2 people, $1,000, no more than 5 hours flying", "El Paso", "Oakland",
         "2022-03-13", 3, 2, 1000, wishes={"max_flight_hours": 5}),
    Trip("Laredo to Hartford, March 16-18, 2 people, $1,200, no shared rooms and max 130 per night", "Laredo",
         "Hartford", "2022-03-16", 3, 2, 1200, wishes={**NOT_SHARED, "max_night_price": 130}),
    Trip("La Crosse to Devils Lake, March 19-21, 3 people, $900, self-driving only", "La Crosse", "Devils Lake",
         "2022-03-19", 3, 3, 900, wishes=NO_FLIGHT),
    Trip("Rockford to Rochester, March 22-24, 2 people, $900, we'd rather avoid mexican", "Rockford", "Rochester",
         "2022-03-22", 3, 2, 900, wishes={"avoid_cuisines": ["Mexican"]}),
    Trip("Manhattan to San Angelo, March 25-27, 2 people, $1,200, a private room and nothing above 4 hours in a car per "
         "day", "Manhattan", "San Angelo", "2022-03-25", 3, 2, 1200, wishes={**PRIVATE, "max_driving_hours": 4}),
    Trip("Sarasota to Jacksonville, March 2-4, 2 people, $700, bbq at least once, restaurants 3.5+", "Sarasota",
         "Jacksonville", "2022-03-02", 3, 2, 700, wishes={"more_cuisines": ["BBQ"], "min_rating": 3.5}),
    Trip("Ogdensburg to Islip, March 8-10, 2 people, $700, tea and desserts", "Ogdensburg", "Islip", "2022-03-08", 3, 2,
         700, wishes={"more_cuisines": ["Tea", "Desserts"]}),
    Trip("Sun Valley to San Diego, March 11-13, 2 people, $1,400, SeaWorld San Diego and Balboa Park please",
         "Sun Valley", "San Diego", "2022-03-11", 3, 2, 1400, wishes={"must_see": ["SeaWorld San Diego", "Balboa Park"]}),
    Trip("Greensboro to Cincinnati, March 17-19, 2 people, $700, up to 3 hrs of driving per day, stays 3 stars+",
         "Greensboro", "Cincinnati", "2022-03-17", 3, 2, 700, wishes={"max_driving_hours": 3, "min_stay_rating": 3}),
    Trip("Shreveport to Denver, March 20-22, 2 people, $900, Denver Botanic Gardens + Denver Art Museum, and not the zoo",
         "Shreveport", "Denver", "2022-03-20", 3, 2, 900,
         wishes={"must_see": ["Denver Botanic Gardens", "Denver Art Museum"], "avoid_sights": ["Denver Zoo"]}),
    Trip("Billings to Abilene, March 26-28, 2 people, $900, we bring our dog and I smoke", "Billings", "Abilene",
         "2022-03-26", 3, 2, 900, wishes={**PETS, "more_house_rules": ["smoking"]}),
    Trip("Del Rio to New Orleans, March 1-3, 2 people, $900, we want to see jackson square and the audubon aquarium",
         "Del Rio", "New Orleans", "2022-03-01", 3, 2, 900, wishes={"must_see": ["Jackson Square", "Audubon Aquarium"]}),
    Trip("Louisville to Grand Rapids, March 4-6, 2 people, $700, 2-3 sights a day", "Louisville", "Grand Rapids",
         "2022-03-04", 3, 2, 700, wishes={"pace": {"most": 3, "least": 2, "days": None}}),
    Trip("Asheville to Valdosta, March 7-9, 2 people, $700, no flying and no more than 6 hours behind the wheel per day",
         "Asheville", "Valdosta", "2022-03-07", 3, 2, 700, wishes={**NO_FLIGHT, "max_driving_hours": 6}),
    Trip("Midland to Palm Springs, March 13-15, 2 people, $900, max 100 a night and we're bringing the dog", "Midland",
         "Palm Springs", "2022-03-13", 3, 2, 900, wishes={"max_night_price": 100, **PETS}),
    Trip("Scranton to Memphis, March 22-24, 2 people, $900, no flight departing before 10am", "Scranton", "Memphis",
         "2022-03-22", 3, 2, 900, wishes={**NO_BAN, "flight_times": [window(depart_from="10:00")]}),
    Trip("New Bern to Baton Rouge, March 25-27, 2 people, $900, american and mediterranean food", "New Bern",
         "Baton Rouge", "2022-03-25", 3, 2, 900, wishes={"cuisine": ["American", "Mediterranean"]}),
    Trip("Santa Ana to Provo, March 1-3, 2 people, $900, 3 star hotel or better, not over $90 per night", "Santa Ana",
         "Provo", "2022-03-01", 3, 2, 900, wishes={"min_stay_rating": 3, "max_night_price": 90}),
    Trip("Raleigh to Santa Maria, March 10-12, 2 people, $1,300, no cafes, no bakeries", "Raleigh", "Santa Maria",
         "2022-03-10", 3, 2, 1300, wishes={"avoid_cuisines": ["Cafe", "Bakery"]}),
    Trip("Wichita Falls to Dayton, March 19-21, 2 people, $800, only entire homes rated 4+", "Wichita Falls", "Dayton",
         "2022-03-19", 3, 2, 800, wishes={**WHOLE, "min_stay_rating": 4}),
    Trip("Tallahassee to South Bend, March 4-6, 2 people, $900, BBQ + seafood + mexican", "Tallahassee", "South Bend",
         "2022-03-04", 3, 2, 900, wishes={"more_cuisines": ["BBQ", "Seafood"], "cuisine": ["Mexican"]}),
    Trip("Key West to Fort Wayne, March 7-9, 2 people, $1,200, skip any chinese or fast food spots", "Key West",
         "Fort Wayne", "2022-03-07", 3, 2, 1200, wishes={"avoid_cuisines": ["Chinese", "Fast Food"]}),
    Trip("Cedar Rapids to Amarillo, March 10-12, 2 people, $900, 4 star airbnb, max $140/night, no shared rooms",
         "Cedar Rapids", "Amarillo", "2022-03-10", 3, 2, 900,
         wishes={"min_stay_rating": 4, "max_night_price": 140, **NOT_SHARED}),
    Trip("Amarillo to Fort Smith, March 13-15, 2 people, $700, a pet-friendly entire place", "Amarillo", "Fort Smith",
         "2022-03-13", 3, 2, 700, wishes={**PETS, **WHOLE}),
    Trip("Punta Gorda to Texarkana, March 16-18, 4 people, $1,400, a place that allows smoking and parties",
         "Punta Gorda", "Texarkana", "2022-03-16", 3, 4, 1400, wishes={**SMOKE, "more_house_rules": ["parties"]}),
    # chatty
    Trip("Hi, I'm trying to plan a little getaway for me and my partner from St. Petersburg to Bristol, March 5 to 7. "
         "We're on a budget of about $900 and would really like a place rated 4 stars or higher.", "St. Petersburg",
         "Bristol", "2022-03-05", 3, 2, 900, wishes={"min_stay_rating": 4}),
    # corrected after scoring: a cuisine wished at every meal can be kept at one meal only, so "every day" is named as
    # not kept beside the cuisine read (``caveats``); first written as read with nothing named
    Trip("Hello! My husband and I are heading to Nantucket from Myrtle Beach March 8th-10th. We'd love seafood every "
         "day if possible and our total budget is $1,500.", "Myrtle Beach", "Nantucket", "2022-03-08", 3, 2, 1500,
         wishes={"more_cuisines": ["Seafood"]}, unread="seafood every day"),
    Trip("okay so me and 2 friends want to go from LA to Daytona Beach, mar 11-13, budget like 1200, we don't want to "
         "drive at all", "Los Angeles", "Daytona Beach", "2022-03-11", 3, 3, 1200, wishes=NO_DRIVE),
    Trip("Could you help me plan Boston to Jamestown for March 14-16? There will be 4 of us, including my 2 year old, "
         "and we have $1,400.", "Boston", "Jamestown", "2022-03-14", 3, 4, 1400, wishes=CHILD),
    Trip("We're a group of 6 college students going from Cape Girardeau to Branson March 17-19, need a party-friendly "
         "place, $1,200 total", "Cape Girardeau", "Branson", "2022-03-17", 3, 6, 1200, wishes=PARTY),
    Trip("my parents are visiting, plan muskegon to sault ste marie for 3 of us (me + parents) march 20-22, they're "
         "not comfortable flying, budget 900", "Muskegon", "Sault Ste. Marie", "2022-03-20", 3, 3, 900,
         wishes=NO_FLIGHT),
    Trip("Planning a trip for my grandma and me from Chicago to Clarksburg, March 23-25. She can't do long drives, so "
         "no more than 2 hours driving per day. $800.", "Chicago", "Clarksburg", "2022-03-23", 3, 2, 800,
         wishes={"max_driving_hours": 2}),
    Trip("Helena to West Yellowstone march 26-28, just me and my camera, ~$500, I want to hit at least 3 sights every "
         "day", "Helena", "West Yellowstone", "2022-03-26", 3, 1, 500, wishes=least(3)),
    Trip("Baltimore to Binghamton for my wife's birthday, March 1-3, 2 of us, $800, she loves italian and french food",
         "Baltimore", "Binghamton", "2022-03-01", 3, 2, 800, wishes={"cuisine": ["Italian", "French"]}),
    Trip("bloomington to lubbock, march 4-6. me, my wife, 3 kids (1, 4 and 8). 1500 budget. entire house pls",
         "Bloomington", "Lubbock", "2022-03-04", 3, 5, 1500, wishes={**CHILD, **WHOLE}),
    Trip("College Station to Minneapolis, March 7-9, 2 people, $1,000. We'd like to see the Mill City Museum and the "
         "Minneapolis Sculpture Garden.", "College Station", "Minneapolis", "2022-03-07", 3, 2, 1000,
         wishes={"must_see": ["Mill City Museum", "Minneapolis Sculpture Garden"]}),
    # state tours, their cities and order
    Trip("chicago to michigan, 3 cities, march 1-7, 2 people, $2,500, start in detroit", "Chicago", "Michigan",
         "2022-03-01", 7, 2, 2500, cities=3, wishes={"city_order": [place("Detroit", stop=1)]}),
    Trip("3 cities in pennsylvania from boston march 8-14 2 ppl 2800, end in philadelphia", "Boston", "Pennsylvania",
         "2022-03-08", 7, 2, 2800, cities=3, wishes={"city_order": [place("Philadelphia", stop=-1)]}),
    Trip("from seattle: oregon, 2 cities, march 15-19, 2 people, $1,800, portland first", "Seattle", "Oregon",
         "2022-03-15", 5, 2, 1800, cities=2, wishes={"city_order": [place("Portland", stop=1)]}),
    Trip("a week in ohio from nashville, 3 cities, starting march 20, 2 people, $2,400, include cincinnati",
         "Nashville", "Ohio", "2022-03-20", 7, 2, 2400, cities=3, wishes={"visit_cities": ["Cincinnati"]}),
    Trip("Denver to Utah for 5 days, 2 cities, March 2-6, 2 people, $1,800, skip salt lake city", "Denver", "Utah",
         "2022-03-02", 5, 2, 1800, cities=2, wishes={"avoid_cities": ["Salt Lake City"]}),
    Trip("dallas -> 3 cities in virginia, march 9-15, 3 people, $3,000, richmond before norfolk", "Dallas", "Virginia",
         "2022-03-09", 7, 3, 3000, cities=3, wishes={"city_order": [place("Richmond", before="Norfolk")]}),
    Trip("minnesota tour, 3 cities, from milwaukee, march 16-22, 2 people, $2,200, minneapolis last", "Milwaukee",
         "Minnesota", "2022-03-16", 7, 2, 2200, cities=3, wishes={"city_order": [place("Minneapolis", stop=-1)]}),
    Trip("2 cities in arizona from las vegas, 3/23-3/27, 2 ppl, $1,500, must include tucson", "Las Vegas", "Arizona",
         "2022-03-23", 5, 2, 1500, cities=2, wishes={"visit_cities": ["Tucson"]}),
    Trip("Phoenix to 3 cities in Illinois, March 10-16, 2 people, $2,400, chicago second", "Phoenix", "Illinois",
         "2022-03-10", 7, 2, 2400, cities=3, wishes={"city_order": [place("Chicago", stop=2)]}),
    Trip("New Orleans to New York state, 2 cities, March 17-21, 2 people, $2,000", "New Orleans", "New York",
         "2022-03-17", 5, 2, 2000, cities=2),
    # what the data cannot say: named, the trip read
    Trip("Bend to North Bend, March 4-6, 2 people, $600, hotel with a pool", "Bend", "North Bend", "2022-03-04", 3, 2,
         600, unread="pool"),
    Trip("Paducah to Louisville, March 7-9, 2 people, $700, my wife uses a wheelchair", "Paducah", "Louisville",
         "2022-03-07", 3, 2, 700, unread="wheelchair"),
    Trip("Santa Fe to Lubbock, March 10-12, 2 people, $700, free parking needed", "Santa Fe", "Lubbock", "2022-03-10", 3,
         2, 700, unread="parking"),
    Trip("Grand Forks to Williston, March 13-15, 2 people, $600, gluten free restaurants", "Grand Forks", "Williston",
         "2022-03-13", 3, 2, 600, unread="gluten"),
    Trip("North Platte to St. Louis, March 16-18, 2 people, $800, somewhere near the airport", "North Platte",
         "St. Louis", "2022-03-16", 3, 2, 800, unread="airport"),
    Trip("Sioux City to Mason City, March 19-21, 2 people, $500, we need wifi", "Sioux City", "Mason City", "2022-03-19",
         3, 2, 500, unread="wifi"),
    Trip("Little Rock to Del Rio, March 22-24, 2 people, $800, a room with a view", "Little Rock", "Del Rio",
         "2022-03-22", 3, 2, 800, unread="view"),
    Trip("Cape Girardeau to Tulsa, March 25-27, 2 people, $700, vegan options", "Cape Girardeau", "Tulsa", "2022-03-25",
         3, 2, 700, unread="vegan"),
    Trip("Lewiston to Pocatello, March 1-3, 2 people, $500, a place with a hot tub", "Lewiston", "Pocatello",
         "2022-03-01", 3, 2, 500, unread="hot tub"),
    Trip("Bristol to St. Petersburg, March 4-6, 2 people, $1,000, beachfront please", "Bristol", "St. Petersburg",
         "2022-03-04", 3, 2, 1000, unread="beachfront"),
    Trip("Spokane to Los Angeles, March 10-12, 2 people, $1,400, a gym at the hotel", "Spokane", "Los Angeles",
         "2022-03-10", 3, 2, 1400, unread="gym"),
    Trip("Jamestown to Boston, March 13-15, 2 people, $1,100, halal food", "Jamestown", "Boston", "2022-03-13", 3, 2,
         1100, unread="halal"),
    Trip("Branson to Cape Girardeau, March 16-18, 2 people, $500, ground floor room, bad knees", "Branson",
         "Cape Girardeau", "2022-03-16", 3, 2, 500, unread="ground floor"),
    Trip("Punta Gorda to Kalamazoo, March 25-27, 2 people, $900, we're 2 vegetarians", "Punta Gorda", "Kalamazoo",
         "2022-03-25", 3, 2, 900, unread="vegetarian"),
    Trip("Missoula to Redding, March 23-25, 2 people, $800, no taxis", "Missoula", "Redding", "2022-03-23", 3, 2, 800,
         unread="tax"),
    Trip("Saginaw to Salt Lake City, March 11-13, 2 people, $700, a place with a pool and a hot tub", "Saginaw",
         "Salt Lake City", "2022-03-11", 3, 2, 700, unread="pool"),
    # talk that asks for nothing
    Trip("Sault Ste. Marie to Muskegon, March 19-21, 2 people, $600, it's our anniversary!!", "Sault Ste. Marie",
         "Muskegon", "2022-03-19", 3, 2, 600),
    Trip("Clarksburg to Chicago, March 22-24, 2 people, $900, so excited, first trip in years", "Clarksburg", "Chicago",
         "2022-03-22", 3, 2, 900),
    Trip("West Yellowstone to Helena, March 25-27, 2 people, $600, thanks in advance!", "West Yellowstone", "Helena",
         "2022-03-25", 3, 2, 600),
    Trip("Vernal to Eugene, March 2-4, 2 people, $900, celebrating my mom's 60th", "Vernal", "Eugene", "2022-03-02", 3,
         2, 900),
    # asked back
    Ask("Eugene to Vernal, sometime next month, 2 people, $800", "date"),
    Ask("Medford to Eugene, 3 days, 2 people, $700", "date"),
    Ask("3 day trip to baltimore, march 8-10, 2 people, $900", "origin"),
    Ask("Leaving from Helena, March 8-10, 2 people, $700", "destination"),
    Ask("Cedar City to Helena, March 8-10, 2 people", "budget"),
    Ask("Durango to Idaho Falls, March 8-10, a few of us, $900", "travel"),
    Ask("Everett to North Bend, March 8-10, 2 people, cheap as possible", "budget"),
    Ask("Norfolk to Staunton or Richmond, March 8-10, 2 people, $700", "destination"),
    Ask("Cincinnati to Hilton Head, this weekend, 2 people, $800", "date"),
    Ask("Sun Valley to Ogden, March 8-10, 2 people, $700, must see Disneyland", "Disneyland"),
    Ask("Traverse City to Ithaca, March 2-4, me and some friends, $900", "travel"),
    Ask("Daytona Beach to Harrisburg, March 5-7, 2 people, $1,000 or $1,200", "budget"),
    Ask("Bangor to Chicago, March 8-10, 2 people, $900, must see the Eiffel Tower", "Eiffel Tower"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # ("twins (6) and us two parents" reads 4 since helper WISH25: a speaker's group closing its clause joins the
    # companions said before it, ``companions._GROUP_SPEAKER``)
    # wrongly read, said: 1 read, as written, but as an assumption ("no number (I/me)"): "my camera" is no companion,
    # and the reader cannot tell a thing carried from a person brought, so "just me" is not taken as the count
    "Helena to West Yellowstone march 26-28, just me and my camera, ~$500, I want to hit at least 3 sights every day",
]


def test_the_twenty_third_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places and states the data does not have must be refused naming them (never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Durango to Telluride, March 3-5, 2 people, $900", "Telluride"),
    ("Tucson to Tombstone, March 3-5, 2 people, $600", "Tombstone"),
    ("tacoma from seattle, mar 3-5, 2 of us, $650", "tacoma"),
    ("Boise to Ketchum, March 3-5, 2 people, $700", "Ketchum"),
    ("Austin to Fort Worth, March 3-5, 2 people, $700", "Fort Worth"),
    ("galveston from houston 3/3-3/5 2ppl 650", "galveston"),
    ("Knoxville -> Gatlinburg, Mar 3-5, 2 ppl, $650", "Gatlinburg"),
    # refused, but only as missing its origin and destination: "sf" is read as San Francisco only where a route joins
    # it to a known place (``route_codes``), so "napa" is not named (a gap: safe, never a guess)
    ("sf to napa, march 3-5, 2 people, $950", "destination"),
    ("Reno to Lake Tahoe for 3 days from March 3, 2 people, $800", "Lake Tahoe"),
    ("denver to boulder mar 3-5 2ppl 600", "boulder"),
    ("pensacola to destin mar 3-5 2 ppl 700", "destin"),
    ("Dallas to 2 cities in Delaware, March 3-7, 2 people, $1,500", "Delaware"),
    ("Waco to Austin, March 3-5, 2 adults, zero dollars", "budget"),
]


def test_the_twenty_third_sets_places_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Petersburg to Detroit, April 8-10, 2 people, $800",
    "Champaign to Houston, Feb 20-22, 2 people, $800",
    "Fresno to New York, March 10-12, 2023, 2 people, $1,500",
    "New Orleans to San Antonio, 3/29-4/2, 2 people, $1,000",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_the_twenty_third_sets_dates_the_data_lacks_are_named(text, sandbox):
    check_outside(text, sandbox)
