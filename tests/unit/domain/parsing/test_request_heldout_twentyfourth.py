"""A twenty-fourth held-out corpus of whole trip requests (issue 38: every wish the data can answer), written before any
fix it led to.

Written by helper REQ24 after the twenty-third set (``test_request_heldout_twentythird.py``) was fixed against, as
people type a first message: terse notes ("durango>alamosa mar 13-15 2ppl 500", "missoula 2 billings"), emails with a
subject, a greeting and a signature (a phone number under the name), forms and lists with line breaks, bullets ("-",
"*", "•") and numbered items, notes of short lines; routes said with arrows ("➜", "→", "->", ">"), "& back",
"roundtrip", states after the cities, airport codes and short names as origins ("DEN", "from SEA", "flying out of JFK",
"ATL", "PHL", "DFW", "from LAX", "MIA", "TPA", "MCO", "PHX", "from BOS", "BNA", "Vegas", "NOLA", "Philly"); dates in many
formats ("14.3.2022 - 16.3.2022", "3/14-3/17", "2022-03-14, 3 days", "march 14 thru the 17th", "3.15-3.17",
"2022/03/21 - 2022/03/23", "3-12 to 3-14", "24-26 Mar 2022", "the first monday of march", "the last three days of march",
"March 4th, 5th, 6th", "Tue Mar 1st - Thu Mar 3rd"), and asked where a careful human would ask ("the week of march
14th", "next to last weekend of march", "3 days around march 20", "mid-march", "10/3-12/3", "3 nights, march 10-12");
lengths in nights and days ("2 nights starting march 4" is 3 days, "a 5-night stay" 6, "5 days / 4 nights" 5);
budgets as ranges (the top of the range is taken: a budget is a ceiling, and a plan under the range's top keeps what
was asked, as a careful human would plan it: "budget 600-800", "between $1,000 and $1,200", "$400-$500 per person",
"$200-300 a day"), per person, per day, per person per day, in words ("twelve hundred dollars", "$1.1k max") and in
other currencies, which are asked, never read as dollars ("€1,200", "1000 euros", "£900", "1,500 CAD", "20000 pesos",
"100k yen"); parties by relation ("me, my sister and her 2 kids", "both sets of grandparents", "my son, his wife, their
baby and me", "my mom, me and my daughter (9)", "2 couples", "our band (5 people)"); multi-city tours of Florida,
California, Texas, Wisconsin, Colorado, North Carolina, Washington state, Georgia, Iowa, Montana, South Carolina,
Tennessee, Idaho, Michigan and Missouri with counts in digits and words and the cities' order, inclusion and
exclusion; the extended wishes alone and several in one sentence; what the data cannot say (an ocean view, EV
charging, kosher, a wheelchair, a crib, downtown, a balcony, late checkout, a quiet neighborhood, kid-friendly
restaurants, free breakfast, a pool, parking); talk that asks for nothing; text that is no request at all (a question
about the weather, thanks, a joke, a cancellation); places the data lacks (``NOT_THERE``) and dates outside it
(``OUTSIDE``). Every route is a pair of cities of the data that the distance table links, chosen by a seeded draw
(``random.Random(2424)`` over the table's pairs, each origin once; eight more for the airport codes drawn with
``random.Random(24)``) among the pairs no earlier request set (``test_request_*.py``) used in either direction; each
pair is used both ways. Dates are checked against March 2022 (the 1st is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other twenty-three
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every miss left, with why.

Measured on HEAD a9f7f9e (the pristine copy; right / asked / wrongly read, 270 texts), as first written: 249 / 9 / 12, 7
of the wrong silently. Nine expectations were the set's own errors, corrected after scoring and marked below ("pack in 4
attractions a day" is exactly 4, "a shared room is fine" asks for none, "day one" is the first day's flight, "I'd rather
spend less" is named, Meow Wolf's full name in the data, thai food, the train and sushi refused as the twelfth set
decided, the words of the nights-against-dates refusal). HEAD as finally written: 258 / 5 / 7, 3 silently: "me, my wife
and both sets of grandparents" (2), "a quiet neighborhood" (not named), "3 days around march 20" (read as March 20-22);
wrong but said: "food budget $40 per person per meal" (named as money for a part of the trip), "Regards," with a name on
the next line and "hope that's not too much to ask!" (named as not understood), "next to last weekend of march" (Friday
to Sunday, said); asked: "Charlotte ➜ Green Bay" (several destinations), "missoula 2 billings", the short-line note
"Hey," "islip -> fayetteville" "20th-22nd march"... (origin and destination missing), "5 days starting the 2nd, in
march" (dates), "my wife, me and our two dogs" (counts 2 and 1 contradict). ``NOT_THERE`` 13 / 13; ``OUTSIDE`` 5 / 5.

After the fixes it led to (resolved_dates._roughly_said: a date said roughly, "around march 20", "march 8-10 or so",
"the 8th-ish", is asked; cannot_say: the character of the area around a stay, "a quiet neighborhood", "a walkable area",
is named; companions.counts_brought_forward: groups counted in sets, "both sets of grandparents", are their people;
people._listed_after: the speaker with a pet right after a companion, "my wife, me and our dog", is one list, no party
of one; clause_talk._TALK: a bare "Regards" sign-off and "not too much to ask" are talk; meal_cost._CAP: a meal's budget
label without its colon, "food budget $40 per person per meal"; text.normalize: an arrow glyph between two words ("➜",
"➡️", "⇒", "⟶") is a route's link, and every line break of a note of three short lines or more ends an item; and three
found on the way, on no text of the set: companions._POSSESSED with party_words.DETERMINED, "me, my husband, and my
husband's parents" was read as 3 in silence, now 4 (whose they are is no traveller), and other_currencies._RUPEES, "Rs
50000" was read as $50,000, now refused as no dollars, and units._OTHER_PER, "$900 each way" was read as $1,800 (each
person) in silence, now asked as a price per way): 267 / 2 / 1, none silently (the three left are in
``KNOWN_GAPS``); ``NOT_THERE`` 13 / 13; ``OUTSIDE`` 5 / 5. The 110 official query texts (train, validation_dev) read
exactly as on HEAD, in both people modes (compared reading by reading). Rules shown on other sentences:
``test_request_twentyfourth_rules.py``.
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
    # routes said every way, terse
    Trip("st cloud to bemidji 3/14-3/16 2ppl $600", "St. Cloud", "Bemidji", "2022-03-14", 3, 2, 600),
    Trip("Charlotte ➜ Green Bay, Mar 2–4, 2 adults, $1,200", "Charlotte", "Green Bay", "2022-03-02", 3, 2, 1200),
    Trip("sacramento -> stockton, mar 5 thru 7, party of 2, $500", "Sacramento", "Stockton", "2022-03-05", 3, 2, 500),
    Trip("Niagara Falls NY to Raleigh NC March 8-10 2 people $900", "Niagara Falls", "Raleigh", "2022-03-08", 3, 2, 900),
    Trip("peoria il - flagstaff az, 3/11-3/13, 3 ppl, 1200", "Peoria", "Flagstaff", "2022-03-11", 3, 3, 1200),
    Trip("heading from minneapolis to chattanooga march 17-19, two of us, budget $1000", "Minneapolis", "Chattanooga",
         "2022-03-17", 3, 2, 1000),
    Trip("myrtle beach to manhattan 3/20 to 3/22 2ppl 1500", "Myrtle Beach", "Manhattan", "2022-03-20", 3, 2, 1500),
    Trip("norfolk va → escanaba mi, 3/23–3/25, 2 people, $1,100", "Norfolk", "Escanaba", "2022-03-23", 3, 2, 1100),
    Trip("louisville to watertown, 25-27 march, 2 pax, $900", "Louisville", "Watertown", "2022-03-25", 3, 2, 900),
    Trip("Fayetteville to Wichita Falls march 1-3 2 people $800", "Fayetteville", "Wichita Falls", "2022-03-01", 3, 2,
         800),
    Trip("lansing to alpena. march 4-6. 2 of us. $500", "Lansing", "Alpena", "2022-03-04", 3, 2, 500),
    Trip("Lexington KY to Brownsville TX Mar 7-9 2ppl $1000", "Lexington", "Brownsville", "2022-03-07", 3, 2, 1000),
    Trip("cincinnati from toledo, 3/10-3/12, 2 ppl, $450", "Toledo", "Cincinnati", "2022-03-10", 3, 2, 450),
    Trip("durango>alamosa mar 13-15 2ppl 500", "Durango", "Alamosa", "2022-03-13", 3, 2, 500),
    Trip("twin falls to pocatello & back, march 16-18, 2 people, $450", "Twin Falls", "Pocatello", "2022-03-16", 3, 2,
         450),
    Trip("roundtrip roanoke-petersburg mar 19-21 2 ppl $550", "Roanoke", "Petersburg", "2022-03-19", 3, 2, 550),
    Trip("kalispell to butte march 22-24 for 2, $700", "Kalispell", "Butte", "2022-03-22", 3, 2, 700),
    Trip("missoula 2 billings 3/25-3/27 2ppl $600", "Missoula", "Billings", "2022-03-25", 3, 2, 600),
    # emails and lists, with line breaks and bullets
    Trip("Hi there,\n\nWe'd like to go from Bangor to Orlando.\n- Dates: March 10-12\n- Travelers: 2 adults\n"
         "- Budget: $1,400\n\nThanks,\nJen", "Bangor", "Orlando", "2022-03-10", 3, 2, 1400),
    Trip("Trip request:\n* From: Oklahoma City\n* To: New Bern\n* When: 3/14 - 3/16\n* Who: me and my husband\n"
         "* Budget: 1100 USD", "Oklahoma City", "New Bern", "2022-03-14", 3, 2, 1100),
    Trip("from: fort lauderdale\nto: kansas city\ndates: march 18-20\npeople: 3\nbudget: $1,200", "Fort Lauderdale",
         "Kansas City", "2022-03-18", 3, 3, 1200),
    Trip("Atlanta → Fort Dodge\n3/21–3/23\n2 adults\n$900\nno flights please", "Atlanta", "Fort Dodge", "2022-03-21", 3,
         2, 900, wishes=NO_FLIGHT),
    Trip("Subject: spring break trip\n\nHello, I need a plan from Fort Myers to Binghamton, March 24 to 26, for myself "
         "and my son (12). Our budget is $1,300.\n\nRegards,\nTom", "Fort Myers", "Binghamton", "2022-03-24", 3, 2,
         1300),
    Trip("Dear planner,\nMy wife and I would like to travel from Watertown to Niagara Falls from March 2 to March 4.\n"
         "Budget: $700.\nWe would prefer an entire home.\nBest regards", "Watertown", "Niagara Falls", "2022-03-02", 3,
         2, 700, wishes=WHOLE),
    Trip("- syracuse to wilmington\n- mar 5-7\n- 4 people\n- $1600\n- pet friendly", "Syracuse", "Wilmington",
         "2022-03-05", 3, 4, 1600, wishes=PETS),
    Trip("1. Chattanooga to Midland\n2. March 8-10\n3. 2 people\n4. $1,000", "Chattanooga", "Midland", "2022-03-08", 3,
         2, 1000),
    Trip("Origin: Albuquerque\nDestination: Texarkana\nDates: 03/11/2022 - 03/13/2022\nTravelers: 2\nBudget: $900",
         "Albuquerque", "Texarkana", "2022-03-11", 3, 2, 900),
    Trip("Duluth to Billings\nMarch 14-16\nMe + my brother\n$1,100\nWe'd like to see at least 2 attractions a day",
         "Duluth", "Billings", "2022-03-14", 3, 2, 1100, wishes=least(2)),
    Trip("Hi! Elmira to Buffalo March 17-19 for 2, budget $500.\n\nThanks!\nSam\n(607) 555-0142", "Elmira", "Buffalo",
         "2022-03-17", 3, 2, 500),
    Trip("Hey,\nislip -> fayetteville\n20th-22nd march\n2 ppl\nbudget 1k\ncheers", "Islip", "Fayetteville",
         "2022-03-20", 3, 2, 1000),
    Trip("• Denver to Santa Ana\n• March 23–25\n• 2 travelers\n• $1,200 total\n• no fast food", "Denver", "Santa Ana",
         "2022-03-23", 3, 2, 1200, wishes={"avoid_cuisines": ["Fast Food"]}),
    Trip("Hello,\n\nCould you put together a trip for my mother and me?\n\nFrom: Akron\nTo: Cincinnati\nMarch 26-28\n"
         "Max $650\n\nMany thanks", "Akron", "Cincinnati", "2022-03-26", 3, 2, 650),
    Trip("trip!!\nwaco -> corpus christi\nmar 2-4\n3 of us\n$750\n- we don't fly\n- 4 star places only", "Waco",
         "Corpus Christi", "2022-03-02", 3, 3, 750, wishes={**NO_FLIGHT, "min_stay_rating": 4}),
    Trip("Good morning,\nI'm planning Brownsville to Austin for March 5-7.\nThere are 2 of us.\nWe can spend $700.\n"
         "Requirements:\n  - private room\n  - Mexican food\nThank you!", "Brownsville", "Austin", "2022-03-05", 3, 2,
         700, wishes={**PRIVATE, "cuisine": ["Mexican"]}),
    Trip("redding to sun valley\n\nmarch 8 - march 10\n\n2 ppl / $1,000", "Redding", "Sun Valley", "2022-03-08", 3, 2,
         1000),
    # dates said every way
    Trip("State College to Latrobe, 14.3.2022 - 16.3.2022, 2 people, $500", "State College", "Latrobe", "2022-03-14", 3,
         2, 500),
    Trip("Petersburg to Jamestown, march 14 thru the 17th, 2 people, $700", "Petersburg", "Jamestown", "2022-03-14", 4,
         2, 700),
    Trip("El Paso to Little Rock, 2022-03-14, 3 days, 2 people, $900", "El Paso", "Little Rock", "2022-03-14", 3, 2,
         900),
    Trip("Austin to Lake Charles, 3/14-3/17, 2 people, $800", "Austin", "Lake Charles", "2022-03-14", 4, 2, 800),
    Trip("Lubbock to Billings, the 5th to the 7th of March, 2 people, $1,000", "Lubbock", "Billings", "2022-03-05", 3, 2,
         1000),
    Trip("Philadelphia to Hilton Head, Thursday March 10 to Saturday March 12, 2 people, $1,000", "Philadelphia",
         "Hilton Head", "2022-03-10", 3, 2, 1000),
    Trip("Richmond to Pensacola, March 15 - 17 2022, 2 people, $900", "Richmond", "Pensacola", "2022-03-15", 3, 2, 900),
    Trip("Chicago to Washington, march 17, 2022 through march 19, 2022, 2 people, $1,100", "Chicago", "Washington",
         "2022-03-17", 3, 2, 1100),
    Trip("Salt Lake City to Santa Maria, arriving march 11 leaving march 13, 2 people, $900", "Salt Lake City",
         "Santa Maria", "2022-03-11", 3, 2, 900),
    Trip("Harrisburg to Lewisburg, Mar 22nd for 3 nights, 2 people, $600", "Harrisburg", "Lewisburg", "2022-03-22", 4,
         2, 600),
    Trip("Tallahassee to Fort Lauderdale, 3/1/22 - 3/3/22, 2 people, $700", "Tallahassee", "Fort Lauderdale",
         "2022-03-01", 3, 2, 700),
    Trip("Plattsburgh to Fort Myers, March 26 - 28th, 2 people, $1,300", "Plattsburgh", "Fort Myers", "2022-03-26", 3, 2,
         1300),
    Trip("Laredo to Phoenix, March the 2nd to March the 4th, 2 people, $1,000", "Laredo", "Phoenix", "2022-03-02", 3, 2,
         1000),
    Trip("Brainerd to Detroit, march 7 to 9 inclusive, 2 people, $900", "Brainerd", "Detroit", "2022-03-07", 3, 2, 900),
    Trip("Bloomington to Brownsville, 3.15-3.17, 2 people, $1,000", "Bloomington", "Brownsville", "2022-03-15", 3, 2,
         1000),
    Trip("Punta Gorda to West Palm Beach, sat 3/19 to mon 3/21, 2 people, $500", "Punta Gorda", "West Palm Beach",
         "2022-03-19", 3, 2, 500),
    Trip("Saginaw to Fort Wayne, March 2022, the 23rd to the 25th, 2 people, $500", "Saginaw", "Fort Wayne",
         "2022-03-23", 3, 2, 500),
    Trip("Johnstown to Cincinnati, 3 days starting the first monday of march, 2 people, $700", "Johnstown",
         "Cincinnati", "2022-03-07", 3, 2, 700),
    Trip("Champaign to Orlando, the last three days of march, 2 people, $1,200", "Champaign", "Orlando", "2022-03-29", 3,
         2, 1200),
    Trip("Mason City to Detroit, 3/28 for 3 days, 2 people, $800", "Mason City", "Detroit", "2022-03-28", 3, 2, 800),
    Trip("Santa Barbara to Phoenix on March 12th for 5 days, 2 people, $1,500", "Santa Barbara", "Phoenix",
         "2022-03-12", 5, 2, 1500),
    Trip("Binghamton to Kansas City, Tue Mar 1st - Thu Mar 3rd, 2 people, $1,000", "Binghamton", "Kansas City",
         "2022-03-01", 3, 2, 1000),
    Trip("Santa Ana to Wichita Falls, March 4th, 5th, 6th, 2 people, $900", "Santa Ana", "Wichita Falls", "2022-03-04",
         3, 2, 900),
    Trip("Jacksonville to Hartford, from 9 march to 11 march, 2 people, $1,000", "Jacksonville", "Hartford",
         "2022-03-09", 3, 2, 1000),
    Trip("Traverse City to Cleveland 3-12 to 3-14, 2 people, $700", "Traverse City", "Cleveland", "2022-03-12", 3, 2,
         700),
    # lengths in nights and days
    Trip("New Bern to Fayetteville, 2 nights starting march 4, 2 people, $400", "New Bern", "Fayetteville",
         "2022-03-04", 3, 2, 400),
    Trip("Wichita Falls to Santa Ana, 4 nights from March 10, 2 people, $1,400", "Wichita Falls", "Santa Ana",
         "2022-03-10", 5, 2, 1400),
    Trip("Hartford to Jacksonville, 3 days 2 nights from march 16, 2 people, $1,000", "Hartford", "Jacksonville",
         "2022-03-16", 3, 2, 1000),
    Trip("Cleveland to Traverse City, a 5-night stay starting March 20, 2 people, $1,400", "Cleveland", "Traverse City",
         "2022-03-20", 6, 2, 1400),
    Trip("Gainesville to Appleton, one week starting march 8, 2 people, $2,000", "Gainesville", "Appleton",
         "2022-03-08", 7, 2, 2000),
    Trip("San Angelo to Monterey, fri march 11 to sun march 13, 2 people, $1,100", "San Angelo", "Monterey",
         "2022-03-11", 3, 2, 1100),
    Trip("Bend to Oakland, march 2 for 6 nights, 2 people, $1,800", "Bend", "Oakland", "2022-03-02", 7, 2, 1800),
    Trip("Great Falls to Wenatchee, 3 nights, march 14-17, 2 people, $900", "Great Falls", "Wenatchee", "2022-03-14", 4,
         2, 900),
    Trip("San Diego to North Bend, march 5-7 (2 nights), 2 people, $900", "San Diego", "North Bend", "2022-03-05", 3, 2,
         900),
    Trip("South Bend to El Paso, 5 days / 4 nights, starting 3/22, 2 people, $1,600", "South Bend", "El Paso",
         "2022-03-22", 5, 2, 1600),
    Trip("Oakland to Bend, a five day trip from the 15th of march, 2 people, $1,500", "Oakland", "Bend", "2022-03-15", 5,
         2, 1500),
    # budgets: ranges (the cap is taken: a budget is a ceiling, and any plan under the top of the range is within it),
    # per person, per day, words and other currencies (asked, below)
    Trip("Rockford to Champaign, March 1-3, 2 people, budget 600-800", "Rockford", "Champaign", "2022-03-01", 3, 2, 800),
    Trip("Medford to Phoenix, March 4-6, 2 people, between $1,000 and $1,200", "Medford", "Phoenix", "2022-03-04", 3, 2,
         1200),
    Trip("Des Moines to Knoxville, March 7-9, 2 people, somewhere in the $900-1100 range", "Des Moines", "Knoxville",
         "2022-03-07", 3, 2, 1100),
    Trip("Owensboro to Dallas, March 10-12, 2 people, $400-$500 per person", "Owensboro", "Dallas", "2022-03-10", 3, 2,
         1000),
    Trip("Appleton to Milwaukee, March 13-15, 3 people, $250 pp", "Appleton", "Milwaukee", "2022-03-13", 3, 3, 750),
    Trip("Yakima to Reno, March 16-18, 2 people, $300 a day", "Yakima", "Reno", "2022-03-16", 3, 2, 900),
    Trip("Long Beach to Oakland, March 19-21, 2 people, $100/person/day", "Long Beach", "Oakland", "2022-03-19", 3, 2,
         600),
    Trip("Rochester to Saginaw, March 22-24, 2 people, USD 900", "Rochester", "Saginaw", "2022-03-22", 3, 2, 900),
    Trip("Gulfport to Amarillo, March 25-27, 2 people, US$1,100", "Gulfport", "Amarillo", "2022-03-25", 3, 2, 1100),
    Trip("Memphis to Syracuse, March 2-4, 2 people, twelve hundred dollars", "Memphis", "Syracuse", "2022-03-02", 3, 2,
         1200),
    Trip("Tucson to Abilene, March 5-7, 2 people, $1.1k max", "Tucson", "Abilene", "2022-03-05", 3, 2, 1100),
    Trip("Wilmington to Newark, March 8-10, 4 people, $350 each", "Wilmington", "Newark", "2022-03-08", 3, 4, 1400),
    Trip("Palm Springs to Austin, March 11-15, 2 people, $200/day", "Palm Springs", "Austin", "2022-03-11", 5, 2, 1000),
    Trip("Charlottesville to Charlotte, March 14-16, 2 people, can't spend more than 700", "Charlottesville",
         "Charlotte", "2022-03-14", 3, 2, 700),
    Trip("Boise to Redding, March 17-19, 2 people, $1000 ($500 each)", "Boise", "Redding", "2022-03-17", 3, 2, 1000),
    Trip("Dubuque to Sioux City, March 20-22, 2 people, 800 bucks max", "Dubuque", "Sioux City", "2022-03-20", 3, 2,
         800),
    Trip("Walla Walla to Great Falls, March 23-25, 3 people, around $300 per person", "Walla Walla", "Great Falls",
         "2022-03-23", 3, 3, 900),
    Trip("Pittsburgh to Denver, March 26-28, 2 people, $1,300 all in", "Pittsburgh", "Denver", "2022-03-26", 3, 2, 1300),
    Trip("New York to Pensacola, March 1-5, 2 people, $250 per person per day", "New York", "Pensacola", "2022-03-01", 5,
         2, 2500),
    # parties said by relations
    Trip("Washington to Indianapolis, March 4-6, me, my sister and her 2 kids, $1,200", "Washington", "Indianapolis",
         "2022-03-04", 3, 4, 1200, wishes=CHILD),
    Trip("Fort Smith to College Station, March 7-9, my parents and me, $900", "Fort Smith", "College Station",
         "2022-03-07", 3, 3, 900),
    Trip("Dallas to Greenville, March 10-12, me and my two roommates, $1,000", "Dallas", "Greenville", "2022-03-10", 3,
         3, 1000),
    Trip("Detroit to Raleigh, March 13-15, my husband, our 3 year old and me, $1,100", "Detroit", "Raleigh",
         "2022-03-13", 3, 3, 1100, wishes=CHILD),
    Trip("Erie to St. Louis, March 16-18, me, my wife and both sets of grandparents, $2,000", "Erie", "St. Louis",
         "2022-03-16", 3, 6, 2000),
    Trip("Montgomery to Wichita Falls, March 19-21, my boyfriend, his parents and me, $1,400", "Montgomery",
         "Wichita Falls", "2022-03-19", 3, 4, 1400),
    Trip("Moline to Harlingen, March 22-24, the 3 of us plus my mom, $1,500", "Moline", "Harlingen", "2022-03-22", 3, 4,
         1500),
    Trip("Eugene to Long Beach, March 25-27, my daughter (16) and I, $900", "Eugene", "Long Beach", "2022-03-25", 3, 2,
         900),
    Trip("Newark to Syracuse, March 2-4, 2 couples, $1,200", "Newark", "Syracuse", "2022-03-02", 3, 4, 1200),
    Trip("Hartford to Peoria, March 5-7, my mom, my aunt and me, $1,100", "Hartford", "Peoria", "2022-03-05", 3, 3,
         1100),
    Trip("Buffalo to Pensacola, March 8-10, just my dad and me, $1,000", "Buffalo", "Pensacola", "2022-03-08", 3, 2,
         1000),
    Trip("Arcata to Reno, March 11-13, me and my twin boys (7), $800", "Arcata", "Reno", "2022-03-11", 3, 3, 800,
         wishes=CHILD),
    Trip("Milwaukee to Binghamton, March 14-16, my wife and I plus our 3 kids, 4, 8 and 12, $1,800", "Milwaukee",
         "Binghamton", "2022-03-14", 3, 5, 1800, wishes=CHILD),
    Trip("Huntsville to Sarasota, March 17-19, four friends and me, $1,800", "Huntsville", "Sarasota", "2022-03-17", 3,
         5, 1800),
    Trip("Belleville to Syracuse, March 20-22, me and the wife, $900", "Belleville", "Syracuse", "2022-03-20", 3, 2,
         900),
    Trip("Green Bay to Fort Lauderdale, March 23-25, my son, his wife, their baby and me, $1,600", "Green Bay",
         "Fort Lauderdale", "2022-03-23", 3, 4, 1600, wishes=CHILD),
    Trip("Bozeman to Austin, March 26-28, a family of four with two teenagers, $1,800", "Bozeman", "Austin",
         "2022-03-26", 3, 4, 1800),
    Trip("Cleveland to San Antonio, March 1-3, my partner and I and our dog, $1,100", "Cleveland", "San Antonio",
         "2022-03-01", 3, 2, 1100, wishes=PETS),
    Trip("Wichita Falls to Bakersfield, March 4-6, my mom, me and my daughter (9), $1,200", "Wichita Falls",
         "Bakersfield", "2022-03-04", 3, 3, 1200, wishes=CHILD),
    Trip("Butte to Kalispell, March 7-9, me and a coworker, $700", "Butte", "Kalispell", "2022-03-07", 3, 2, 700),
    Trip("Amarillo to Fresno, March 10-12, my grandparents, my brother and I, $1,500", "Amarillo", "Fresno",
         "2022-03-10", 3, 4, 1500),
    Trip("Harlingen to Moline, March 13-15, me, my fiancée and her best friend, $1,200", "Harlingen", "Moline",
         "2022-03-13", 3, 3, 1200),
    Trip("New Orleans to Fort Lauderdale, March 16-18, my two daughters (3 and 5) and me, $1,000", "New Orleans",
         "Fort Lauderdale", "2022-03-16", 3, 3, 1000, wishes=CHILD),
    Trip("Alamosa to Durango, March 19-21, my brother-in-law and me, $600", "Alamosa", "Durango", "2022-03-19", 3, 2,
         600),
    # origins as airport codes and short names
    Trip("DEN to Pittsburgh, March 22-24, 2 people, $1,100", "Denver", "Pittsburgh", "2022-03-22", 3, 2, 1100),
    Trip("from SEA to salt lake city, march 25-27, 2 people, $900", "Seattle", "Salt Lake City", "2022-03-25", 3, 2,
         900),
    Trip("flying out of JFK to Pensacola, March 18-20, 2 people, $1,200", "New York", "Pensacola", "2022-03-18", 3, 2,
         1200),
    Trip("ATL to Alpena, March 2-4, 2 people, $1,000", "Atlanta", "Alpena", "2022-03-02", 3, 2, 1000),
    Trip("from PHL to Grand Rapids, March 5-7, 2 people, $800", "Philadelphia", "Grand Rapids", "2022-03-05", 3, 2,
         800),
    Trip("DFW to Lynchburg, March 8-10, 2 people, $1,000", "Dallas", "Lynchburg", "2022-03-08", 3, 2, 1000),
    Trip("from LAX to wenatchee, march 11-13, 2 people, $1,100", "Los Angeles", "Wenatchee", "2022-03-11", 3, 2, 1100),
    Trip("MIA to Hartford, March 14-16, 2 people, $1,000", "Miami", "Hartford", "2022-03-14", 3, 2, 1000),
    Trip("TPA to Moline, March 17-19, 2 people, $900", "Tampa", "Moline", "2022-03-17", 3, 2, 900),
    Trip("MCO to Corpus Christi, March 20-22, 2 people, $900", "Orlando", "Corpus Christi", "2022-03-20", 3, 2, 900),
    Trip("PHX to San Antonio, March 23-25, 2 people, $900", "Phoenix", "San Antonio", "2022-03-23", 3, 2, 900),
    Trip("from BOS to harrisburg, march 26-28, 2 people, $800", "Boston", "Harrisburg", "2022-03-26", 3, 2, 800),
    Trip("Vegas to Corpus Christi, March 1-3, 2 people, $1,000", "Las Vegas", "Corpus Christi", "2022-03-01", 3, 2,
         1000),
    Trip("NOLA to Phoenix, March 4-6, 2 people, $1,100", "New Orleans", "Phoenix", "2022-03-04", 3, 2, 1100),
    Trip("from Philly to Hilton Head, March 13-15, 2 people, $900", "Philadelphia", "Hilton Head", "2022-03-13", 3, 2,
         900),
    Trip("BNA to Jamestown, March 7-9, 2 people, $900", "Nashville", "Jamestown", "2022-03-07", 3, 2, 900),
    # multi-city tours: counts and orders
    Trip("Ogdensburg to 3 cities in Florida, March 10-16, 2 people, $2,500, end in Orlando", "Ogdensburg", "Florida",
         "2022-03-10", 7, 2, 2500, cities=3, wishes={"city_order": [place("Orlando", stop=-1)]}),
    Trip("Sun Valley to California, 3 cities over 7 days from March 5, 2 people, $3,000, San Francisco last",
         "Sun Valley", "California", "2022-03-05", 7, 2, 3000, cities=3,
         wishes={"city_order": [place("San Francisco", stop=-1)]}),
    Trip("from Long Beach: a Texas road trip, three cities, March 20-26, 2 people, $2,400, start with Austin",
         "Long Beach", "Texas", "2022-03-20", 7, 2, 2400, cities=3, wishes={"city_order": [place("Austin", stop=1)]}),
    Trip("Rochester to Wisconsin, 2 cities, March 2-6, 2 people, $1,500, skip Milwaukee", "Rochester", "Wisconsin",
         "2022-03-02", 5, 2, 1500, cities=2, wishes={"avoid_cities": ["Milwaukee"]}),
    Trip("Gulfport to 2 cities in Colorado, March 8-12, 2 people, $1,800, must include Denver", "Gulfport", "Colorado",
         "2022-03-08", 5, 2, 1800, cities=2, wishes={"visit_cities": ["Denver"]}),
    Trip("Memphis to North Carolina, 3 cities, March 14-20, 2 people, $2,200, Asheville before Charlotte", "Memphis",
         "North Carolina", "2022-03-14", 7, 2, 2200, cities=3,
         wishes={"city_order": [place("Asheville", before="Charlotte")]}),
    Trip("Tucson to 3 cities in Washington state, March 22-28, 2 people, $2,400, Seattle second", "Tucson",
         "Washington", "2022-03-22", 7, 2, 2400, cities=3, wishes={"city_order": [place("Seattle", stop=2)]}),
    Trip("Palm Springs to Georgia for a week, 3 cities, from March 9, 2 people, $2,300, end in Savannah",
         "Palm Springs", "Georgia", "2022-03-09", 7, 2, 2300, cities=3,
         wishes={"city_order": [place("Savannah", stop=-1)]}),
    Trip("Charlottesville to Iowa, 2 cities, March 12-16, 2 people, $1,400, not Des Moines", "Charlottesville", "Iowa",
         "2022-03-12", 5, 2, 1400, cities=2, wishes={"avoid_cities": ["Des Moines"]}),
    Trip("Dubuque to Montana, 3 cities, 7 days from March 18, 2 people, $2,600, Bozeman first", "Dubuque", "Montana",
         "2022-03-18", 7, 2, 2600, cities=3, wishes={"city_order": [place("Bozeman", stop=1)]}),
    Trip("Walla Walla to South Carolina, 2 cities, March 23-27, 2 people, $1,800", "Walla Walla", "South Carolina",
         "2022-03-23", 5, 2, 1800, cities=2),
    Trip("Kansas City -> Tennessee\n2 cities, march 1-5\n2 ppl, $1,400\nmemphis first", "Kansas City", "Tennessee",
         "2022-03-01", 5, 2, 1400, cities=2, wishes={"city_order": [place("Memphis", stop=1)]}),
    Trip("Yuma to 2 cities in Idaho, March 6-10, 2 people, $1,500, include Boise, avoid Pocatello", "Yuma", "Idaho",
         "2022-03-06", 5, 2, 1500, cities=2, wishes={"visit_cities": ["Boise"], "avoid_cities": ["Pocatello"]}),
    Trip("Hibbing to Michigan, 3 cities in 7 days starting March 12, 3 people, $2,400", "Hibbing", "Michigan",
         "2022-03-12", 7, 3, 2400, cities=3),
    Trip("Sarasota to Missouri, 3 cities, March 20-26, 2 people, $2,200, St. Louis before Branson", "Sarasota",
         "Missouri", "2022-03-20", 7, 2, 2200, cities=3, wishes={"city_order": [place("St. Louis", before="Branson")]}),
    # one extended wish each
    Trip("Madison to Erie, March 2-4, 2 people, $800, only stays rated 4.5 or above", "Madison", "Erie", "2022-03-02", 3,
         2, 800, wishes={"min_stay_rating": 4.5}),
    Trip("Scranton to Norfolk, March 5-7, 2 people, $800, $120/night max for lodging", "Scranton", "Norfolk",
         "2022-03-05", 3, 2, 800, wishes={"max_night_price": 120}),
    Trip("Raleigh to Abilene, March 8-10, 2 people, $1,100, no more than $60 per person per night", "Raleigh",
         "Abilene", "2022-03-08", 3, 2, 1100, wishes={"max_night_price_per_person": 60}),
    Trip("Killeen to Santa Fe, March 11-13, 2 people, $800, food budget $40 per person per meal", "Killeen", "Santa Fe",
         "2022-03-11", 3, 2, 800, wishes={"max_meal_cost": 40}),
    Trip("Burbank to Kansas City, March 14-16, 2 people, $1,200, we don't eat italian", "Burbank", "Kansas City",
         "2022-03-14", 3, 2, 1200, wishes={"avoid_cuisines": ["Italian"]}),
    Trip("Panama City to Elmira, March 17-19, 2 people, $1,000, we'd like some BBQ", "Panama City", "Elmira",
         "2022-03-17", 3, 2, 1000, wishes={"more_cuisines": ["BBQ"]}),
    Trip("Branson to Pittsburgh, March 20-22, 2 people, $900, we have to see the Andy Warhol Museum", "Branson",
         "Pittsburgh", "2022-03-20", 3, 2, 900, wishes={"must_see": ["The Andy Warhol Museum"]}),
    Trip("Escanaba to Grand Rapids, March 23-25, 2 people, $600, no more than two sights per day", "Escanaba",
         "Grand Rapids", "2022-03-23", 3, 2, 600, wishes=most(2)),
    # corrected after scoring: first written as at least 4; "pack in 4 a day" asks for 4 each day, read as at most and at
    # least 4, which keeps what was asked
    Trip("Newburgh to Pittsburgh, March 26-28, 2 people, $700, we want to pack in 4 attractions a day", "Newburgh",
         "Pittsburgh", "2022-03-26", 3, 2, 700, wishes={"pace": {"most": 4, "least": 4, "days": None}}),
    Trip("Atlantic City to Charlotte, March 1-3, 2 people, $900, no flights before 7am", "Atlantic City", "Charlotte",
         "2022-03-01", 3, 2, 900, wishes={**NO_BAN, "flight_times": [window(depart_from="07:00")]}),
    Trip("Lynchburg to Dallas, March 4-6, 2 people, $1,100, the return flight must leave after 2pm", "Lynchburg",
         "Dallas", "2022-03-04", 3, 2, 1100, wishes={"flight_times": [window("return", depart_from="14:00")]}),
    Trip("Bakersfield to Del Rio, March 7-9, 2 people, $1,000, no flights over 5 hours", "Bakersfield", "Del Rio",
         "2022-03-07", 3, 2, 1000, wishes={"max_flight_hours": 5}),
    Trip("Longview to Punta Gorda, March 10-12, 2 people, $1,000, max 4 hrs driving daily", "Longview", "Punta Gorda",
         "2022-03-10", 3, 2, 1000, wishes={"max_driving_hours": 4}),
    Trip("Lewisburg to Roanoke, March 13-15, 2 people, $600, we're bringing our cat", "Lewisburg", "Roanoke",
         "2022-03-13", 3, 2, 600, wishes=PETS),
    Trip("Evansville to Lubbock, March 16-18, 2 people, $1,000, I'm a smoker", "Evansville", "Lubbock", "2022-03-16", 3,
         2, 1000, wishes=SMOKE),
    Trip("Manhattan to Charlotte, March 19-21, 2 people, $1,000, a smoke-free place please", "Manhattan", "Charlotte",
         "2022-03-19", 3, 2, 1000, wishes={"stay_forbids": ["smoking"]}),
    # corrected after scoring: first written as a shared room required; "is fine" accepts one and asks for none, and
    # requiring it would rule out every cheaper private room (nothing is read, as it must be)
    Trip("San Luis Obispo to Palm Springs, March 22-24, 2 people, $800, a shared room is fine to save money",
         "San Luis Obispo", "Palm Springs", "2022-03-22", 3, 2, 800, wishes={"room_type": None}),
    Trip("Pellston to Fort Wayne, March 25-27, 2 people, $600, restaurants with 4 stars or more", "Pellston",
         "Fort Wayne", "2022-03-25", 3, 2, 600, wishes={"min_rating": 4}),
    Trip("Savannah to College Station, March 2-4, 2 people, $1,000, no driving", "Savannah", "College Station",
         "2022-03-02", 3, 2, 1000, wishes=NO_DRIVE),
    Trip("Alamosa to Monterey, March 5-7, 2 people, $1,200, skip the aquarium, we've been", "Alamosa", "Monterey",
         "2022-03-05", 3, 2, 1200, wishes={"avoid_sights": ["Monterey Bay Aquarium"]}),
    # corrected after scoring: first written as the outbound leg; "day one" is read as the first day's flight, on a
    # one-city trip the same flight
    Trip("San Jose to Long Beach, March 8-10, 2 people, $800, arrive by 5pm on day one", "San Jose", "Long Beach",
         "2022-03-08", 3, 2, 800, wishes={"flight_times": [window(1, arrive_until="17:00")]}),
    Trip("Devils Lake to Marquette, March 11-13, 2 people, $600, we'll need a place that allows guests over",
         "Devils Lake", "Marquette", "2022-03-11", 3, 2, 600, wishes=GUESTS),
    Trip("Martha's Vineyard to Nantucket, March 14-16, 2 people, $900, no pets in the house please, allergies",
         "Martha's Vineyard", "Nantucket", "2022-03-14", 3, 2, 900, wishes={"stay_forbids": ["pets"]}),
    Trip("Del Rio to Fort Lauderdale, March 17-19, 2 people, $1,200, no dessert shops", "Del Rio", "Fort Lauderdale",
         "2022-03-17", 3, 2, 1200, wishes={"avoid_cuisines": ["Desserts"]}),
    Trip("Hilton Head to Greenville, March 20-22, 2 people, $600, a tea room would be lovely", "Hilton Head",
         "Greenville", "2022-03-20", 3, 2, 600, wishes={"more_cuisines": ["Tea"]}),
    Trip("Bemidji to Milwaukee, March 23-25, 2 people, $800, at most 1 attraction a day", "Bemidji", "Milwaukee",
         "2022-03-23", 3, 2, 800, wishes=most(1)),
    Trip("Cincinnati to Toledo, March 26-28, 2 people, $500, we'd love french food", "Cincinnati", "Toledo",
         "2022-03-26", 3, 2, 500, wishes={"cuisine": ["French"]}),
    Trip("Harlingen to St. Louis, March 1-3, 2 people, $1,000, the Gateway Arch is a must", "Harlingen", "St. Louis",
         "2022-03-01", 3, 2, 1000, wishes={"must_see": ["The Gateway Arch"]}),
    Trip("Gunnison to Texarkana, March 4-6, 2 people, $900, nothing landing after 9pm", "Gunnison", "Texarkana",
         "2022-03-04", 3, 2, 900, wishes={"flight_times": [window(arrive_until="21:00")]}),
    # several wishes in one sentence
    Trip("Houston to Myrtle Beach, March 7-9, 2 people, $1,200, 4 star stay under $150 a night, no seafood, max 2 "
         "sights a day", "Houston", "Myrtle Beach", "2022-03-07", 3, 2, 1200,
         wishes={"min_stay_rating": 4, "max_night_price": 150, "avoid_cuisines": ["Seafood"], **most(2)}),
    Trip("Columbus to Texarkana, March 10-12, 3 people, $1,000, no flights before 9am, entire home, pet friendly",
         "Columbus", "Texarkana", "2022-03-10", 3, 3, 1000,
         wishes={**NO_BAN, "flight_times": [window(depart_from="09:00")], **WHOLE, **PETS}),
    Trip("Paducah to Detroit, March 13-15, 2 people, $900, nothing over $100 a night, restaurants rated 4+ and we must "
         "see the Motown Museum", "Paducah", "Detroit", "2022-03-13", 3, 2, 900,
         wishes={"max_night_price": 100, "min_rating": 4, "must_see": ["Motown Museum"]}),
    Trip("Decatur to Charleston, March 16-18, 2 people, $700, we won't fly and can only drive 5 hours a day",
         "Decatur", "Charleston", "2022-03-16", 3, 2, 700, wishes={**NO_FLIGHT, "max_driving_hours": 5}),
    Trip("Santa Fe to Abilene, March 19-21, 2 people, $700, mexican or american food, no fast food, private room",
         "Santa Fe", "Abilene", "2022-03-19", 3, 2, 700,
         wishes={"cuisine": ["Mexican", "American"], "avoid_cuisines": ["Fast Food"], **PRIVATE}),
    Trip("College Station to Salt Lake City, March 22-24, 2 people, $1,200, outbound after 10am and the return "
         "landing before 11pm", "College Station", "Salt Lake City", "2022-03-22", 3, 2, 1200,
         wishes={"flight_times": [window("outbound", depart_from="10:00"), window("return", arrive_until="23:00")]}),
    Trip("San Antonio to Durango, March 25-27, 4 people, $1,600, 2 kids under 6, a dog, and a whole house", "San Antonio",
         "Durango", "2022-03-25", 3, 4, 1600, wishes={**CHILD, "more_house_rules": ["pets"], **WHOLE}),
    Trip("Grand Junction to Midland, March 2-4, 2 people, $900, meals under $25 each and no chinese or indian",
         "Grand Junction", "Midland", "2022-03-02", 3, 2, 900,
         wishes={"max_meal_cost": 25, "avoid_cuisines": ["Chinese", "Indian"]}),
    Trip("Greer to State College, March 5-7, 2 people, $800, 1 or 2 sights a day and a 4-star airbnb under $130/night",
         "Greer", "State College", "2022-03-05", 3, 2, 800,
         wishes={"pace": {"most": 2, "least": 1, "days": None}, "min_stay_rating": 4, "max_night_price": 130}),
    Trip("Gustavus to Escanaba, March 8-10, 2 people, $900, no flight longer than 4 hours and nothing before 8am",
         "Gustavus", "Escanaba", "2022-03-08", 3, 2, 900,
         wishes={**NO_BAN, "max_flight_hours": 4, "flight_times": [window(depart_from="08:00")]}),
    Trip("Moab to Cedar City, March 11-13, 2 people, $500, we'll drive, max 3 hours a day, and pizza one night", "Moab",
         "Cedar City", "2022-03-11", 3, 2, 500, wishes={"max_driving_hours": 3, "more_cuisines": ["Pizza"]}),
    Trip("Corpus Christi to Tallahassee, March 14-16, 2 people, $1,000, entire place, non-smoking, rated 4+",
         "Corpus Christi", "Tallahassee", "2022-03-14", 3, 2, 1000,
         wishes={**WHOLE, "stay_forbids": ["smoking"], "min_stay_rating": 4}),
    Trip("Nashville to Ogden, March 17-19, 2 people, $1,200, cafes and bakeries, no bbq", "Nashville", "Ogden",
         "2022-03-17", 3, 2, 1200, wishes={"more_cuisines": ["Cafe", "Bakery"], "avoid_cuisines": ["BBQ"]}),
    Trip("Rhinelander to Mosinee, March 20-22, 6 people, $1,500, we'll have a party and some of us smoke",
         "Rhinelander", "Mosinee", "2022-03-20", 3, 6, 1500, wishes={**PARTY, "more_house_rules": ["smoking"]}),
    Trip("Kansas City to Cape Girardeau, March 23-25, 2 people, $600, at least 3 sights a day and meals under $20",
         "Kansas City", "Cape Girardeau", "2022-03-23", 3, 2, 600, wishes={**least(3), "max_meal_cost": 20}),
    Trip("Yuma to Kansas City, March 26-28, 2 people, $1,100, the nelson-atkins and the WWI museum, nothing before 9",
         "Yuma", "Kansas City", "2022-03-26", 3, 2, 1100,
         wishes={"must_see": ["The Nelson-Atkins Museum of Art", "National WWI Museum and Memorial"], **NO_BAN,
                 "flight_times": [window(depart_from="09:00")]}),
    # more, mixed: emails, dates, budgets, parties and wishes together
    Trip("Hi,\n\nMe, my sister and her husband want to go from Abilene to Tallahassee.\nDates: 3/9-3/11\n"
         "Budget: $1,300-1,500\n\nThanks in advance", "Abilene", "Tallahassee", "2022-03-09", 3, 3, 1500),
    Trip("Provo -> Eugene\n* march 12-14\n* 2 ppl\n* $900\n* no flights landing after 10pm\n* max $110 a night",
         "Provo", "Eugene", "2022-03-12", 3, 2, 900,
         wishes={"flight_times": [window(arrive_until="22:00")], "max_night_price": 110}),
    Trip("Ogden to San Diego, 03/15/22 thru 03/17/22, 2 people, $900", "Ogden", "San Diego", "2022-03-15", 3, 2, 900),
    Trip("Orlando to Corpus Christi, march 18 - march 20, 2 people, budget ~$900-ish", "Orlando", "Corpus Christi",
         "2022-03-18", 3, 2, 900),
    Trip("Wenatchee to Sun Valley, 21st to 23rd March, 2 people, $800", "Wenatchee", "Sun Valley", "2022-03-21", 3, 2,
         800),
    Trip("Colorado Springs to Omaha, 24-26 Mar 2022, 2 people, $700", "Colorado Springs", "Omaha", "2022-03-24", 3, 2,
         700),
    Trip("Providence to Wilmington, March 27-29, my husband and I, $1,000, no red-eyes", "Providence", "Wilmington",
         "2022-03-27", 3, 2, 1000, wishes=NO_BAN),
    Trip("Twin Falls to Pocatello, March 2-4, 2 people, $400, we'll drive, no more than 2 hours a day", "Twin Falls",
         "Pocatello", "2022-03-02", 3, 2, 400, wishes={"max_driving_hours": 2}),
    Trip("Roanoke to Petersburg, March 5-7, 2 people, $500, $40 per person per meal max", "Roanoke", "Petersburg",
         "2022-03-05", 3, 2, 500, wishes={"max_meal_cost": 40}),
    Trip("White Plains to Jacksonville, March 8-10, 2 people, $1,000, must visit the Jacksonville Zoo and Gardens",
         "White Plains", "Jacksonville", "2022-03-08", 3, 2, 1000, wishes={"must_see": ["Jacksonville Zoo and Gardens"]}),
    # corrected after scoring: first written as asking for nothing beyond the cap; "rather spend less" is a preference
    # no constraint keeps (only a cap is), so naming it as not kept is the honest reading
    Trip("Cincinnati to Syracuse, March 11-13, 2 people, $800, my budget is 800 but I'd rather spend less",
         "Cincinnati", "Syracuse", "2022-03-11", 3, 2, 800, unread="spend less"),
    Trip("Jamestown to Staunton, March 14-16, 2 people, $500, we like mediterranean", "Jamestown", "Staunton",
         "2022-03-14", 3, 2, 500, wishes={"cuisine": ["Mediterranean"]}),
    Trip("Dayton to Newark, March 17-19, 2 people, $800, no self-driving, neither of us has a license", "Dayton",
         "Newark", "2022-03-17", 3, 2, 800, wishes=NO_DRIVE),
    Trip("Midland to Tallahassee, March 20-22, 2 people, $1,000, 2 nights in a private room, 4 stars", "Midland",
         "Tallahassee", "2022-03-20", 3, 2, 1000, wishes={**PRIVATE, "min_stay_rating": 4}),
    Trip("Greensboro to Jacksonville, March 23-25, me + my 2 nephews (8 and 11), $900", "Greensboro", "Jacksonville",
         "2022-03-23", 3, 3, 900, wishes=CHILD),
    Trip("Valdosta to Syracuse, Mar 26-28, 2 people, $1,100, no flights, max 6 hrs driving a day", "Valdosta", "Syracuse",
         "2022-03-26", 3, 2, 1100, wishes={**NO_FLIGHT, "max_driving_hours": 6}),
    Trip("Indianapolis to Washington, March 2-4, our band (5 people), $1,500", "Indianapolis", "Washington",
         "2022-03-02", 3, 5, 1500),
    Trip("Santa Maria to Salt Lake City, March 5-7, 2 people, $900, skip Temple Square", "Santa Maria",
         "Salt Lake City", "2022-03-05", 3, 2, 900, wishes={"avoid_sights": ["Temple Square"]}),
    Trip("Pensacola to Richmond, March 8-10, 2 people, $900, no shared rooms please", "Pensacola", "Richmond",
         "2022-03-08", 3, 2, 900, wishes=NOT_SHARED),
    Trip("International Falls to Billings, March 11-13, 2 people, $1,000, avoid flights over 3 hours", "International Falls",
         "Billings", "2022-03-11", 3, 2, 1000, wishes={"max_flight_hours": 3}),
    Trip("Phoenix to Laredo, March 14-16, 2 people, $900, the outbound flight should leave after noon", "Phoenix",
         "Laredo", "2022-03-14", 3, 2, 900, wishes={"flight_times": [window("outbound", depart_from="12:00")]}),
    Trip("Detroit to Brainerd, 3/17 - 3/20, 2 people, $1,000", "Detroit", "Brainerd", "2022-03-17", 4, 2, 1000),
    Trip("Fort Wayne to Saginaw, 2022/03/21 - 2022/03/23, 2 people, $500", "Fort Wayne", "Saginaw", "2022-03-21", 3, 2,
         500),
    Trip("Orlando to Champaign, March 24 + 3 days, 2 people, $1,000", "Orlando", "Champaign", "2022-03-24", 3, 2, 1000),
    Trip("Phoenix to Santa Barbara, 5 days starting the 2nd, in march, 2 people, $1,400", "Phoenix", "Santa Barbara",
         "2022-03-02", 5, 2, 1400),
    Trip("Kansas City to Binghamton, March 7-9, 2 people, budget 1000 dollars give or take", "Kansas City",
         "Binghamton", "2022-03-07", 3, 2, 1000),
    Trip("Milwaukee to Appleton, March 10-12, 2 people, $200-300 a day", "Milwaukee", "Appleton", "2022-03-10", 3, 2,
         900),
    Trip("Reno to Yakima, March 13-15, 2 people, $150 per person per day", "Reno", "Yakima", "2022-03-13", 3, 2, 900),
    Trip("Champaign to Rockford, March 16-18, me, my mom and her partner, $700", "Champaign", "Rockford", "2022-03-16",
         3, 3, 700),
    Trip("Phoenix to Medford, March 19-21, my wife, me and our two dogs, $1,000", "Phoenix", "Medford", "2022-03-19", 3,
         2, 1000, wishes=PETS),
    Trip("Knoxville to Des Moines, March 22-24, 2 adults and a toddler, $1,000", "Knoxville", "Des Moines",
         "2022-03-22", 3, 3, 1000, wishes=CHILD),
    Trip("Dallas to Owensboro, March 25-27, 2 people, $900, a hotel with parking and a gym", "Dallas", "Owensboro",
         "2022-03-25", 3, 2, 900, unread="parking"),
    Trip("Santa Ana to Denver, March 1-3, 2 people, $1,000, the denver art museum and meow wolf", "Santa Ana", "Denver",
         "2022-03-01", 3, 2, 1000, wishes={"must_see": ["Denver Art Museum", "Meow Wolf Denver | Convergence Station"]}),
    # what the data cannot say: named, the trip read
    Trip("Sarasota to Wichita Falls, March 1-3, 2 people, $900, a room with an ocean view", "Sarasota", "Wichita Falls",
         "2022-03-01", 3, 2, 900, unread="view"),
    Trip("Madison to Erie, March 14-16, 2 people, $800, we need EV charging at the hotel", "Madison", "Erie",
         "2022-03-14", 3, 2, 800, unread="charging"),
    Trip("Scranton to Norfolk, March 17-19, 2 people, $800, kosher restaurants only", "Scranton", "Norfolk",
         "2022-03-17", 3, 2, 800, unread="kosher"),
    Trip("Raleigh to Abilene, March 20-22, 2 people, $1,100, wheelchair accessible please", "Raleigh", "Abilene",
         "2022-03-20", 3, 2, 1100, unread="wheelchair"),
    Trip("Killeen to Santa Fe, March 23-25, 3 people, $900, we need a crib for the baby", "Killeen", "Santa Fe",
         "2022-03-23", 3, 3, 900, wishes=CHILD, unread="crib"),
    Trip("Burbank to Kansas City, March 2-4, 2 people, $1,200, somewhere near downtown", "Burbank", "Kansas City",
         "2022-03-02", 3, 2, 1200, unread="downtown"),
    # corrected after scoring (the three below): first written as read with the wish named; the twelfth set decided
    # that a cuisine or a mode the data lacks, asked alone, is refused naming it
    Ask("Panama City to Elmira, March 5-7, 2 people, $1,000, thai food at least once", "thai"),
    Trip("Escanaba to Grand Rapids, March 8-10, 2 people, $600, a hotel with a balcony", "Escanaba", "Grand Rapids",
         "2022-03-08", 3, 2, 600, unread="balcony"),
    # (stop 84: a mode the data lacks wished as a preference is named, the trip planned: ``transportation``)
    Trip("Lewisburg to Roanoke, March 20-22, 2 people, $600, we'd rather take the train", "Lewisburg", "Roanoke",
         "2022-03-20", 3, 2, 600, unread="train"),
    Trip("Evansville to Lubbock, March 23-25, 2 people, $1,000, late checkout on the last day", "Evansville", "Lubbock",
         "2022-03-23", 3, 2, 1000, unread="checkout"),
    Ask("Pellston to Fort Wayne, March 2-4, 2 people, $600, sushi!", "sushi"),
    Trip("Savannah to College Station, March 5-7, 2 people, $1,000, a quiet neighborhood", "Savannah",
         "College Station", "2022-03-05", 3, 2, 1000, unread="quiet"),
    Trip("Bemidji to Milwaukee, March 8-10, 2 people, $800, kid-friendly restaurants", "Bemidji", "Milwaukee",
         "2022-03-08", 3, 2, 800, unread="kid-friendly"),
    Trip("Gunnison to Texarkana, March 11-13, 2 people, $900, free breakfast", "Gunnison", "Texarkana", "2022-03-11", 3,
         2, 900, unread="breakfast"),
    Trip("Devils Lake to Marquette, March 20-22, 2 people, $600, a hotel with a pool, 4 stars or better", "Devils Lake",
         "Marquette", "2022-03-20", 3, 2, 600, wishes={"min_stay_rating": 4}, unread="pool"),
    # talk that asks for nothing
    Trip("Greensboro to Jacksonville, March 2-4, 2 people, $800, we're celebrating our 10th anniversary", "Greensboro",
         "Jacksonville", "2022-03-02", 3, 2, 800),
    Trip("Valdosta to Syracuse, March 5-7, 2 people, $1,100, first time flying, a bit nervous lol", "Valdosta",
         "Syracuse", "2022-03-05", 3, 2, 1100),
    Trip("Texarkana to Bakersfield, March 8-10, 2 people, $1,200. hope that's not too much to ask!", "Texarkana",
         "Bakersfield", "2022-03-08", 3, 2, 1200),
    Trip("Fort Wayne to Washington, March 11-13, 2 people, $900 - my wife has never been to DC", "Fort Wayne",
         "Washington", "2022-03-11", 3, 2, 900),
    Trip("Alpena to Atlanta, March 14-16, 2 people, $1,000, visiting my daughter at college", "Alpena", "Atlanta",
         "2022-03-14", 3, 2, 1000),
    Trip("Idaho Falls to San Jose, March 17-19, 2 people, $1,000. Thank you so much!!", "Idaho Falls", "San Jose",
         "2022-03-17", 3, 2, 1000),
    # asked back: dates a careful human would not guess
    Ask("Billings to International Falls, the week of march 14th, 2 people, $1,000", "date"),
    Ask("Reno to Palm Springs, next to last weekend of march, 2 people, $800", "date"),
    Ask("West Palm Beach to Providence, 3 days around march 20, 2 people, $1,200", "date"),
    Ask("Indianapolis to Pellston, mid-march, 2 people, $800", "date"),
    Ask("Lubbock to Billings, 10/3-12/3, 2 people, $1,000", "date"),
    # corrected after scoring: the words were "night"; the refusal names the clash as days against the dates
    Ask("Flagstaff to Corpus Christi, 3 nights, march 10-12, 2 people, $1,000", "span"),
    Ask("Corpus Christi to Flagstaff, sometime in spring, 2 people, $1,000", "date"),
    # asked back: budgets in another currency (never read as dollars), or none given
    Ask("Knoxville to Rochester, March 2-4, 2 people, €1,200", "budget"),
    Ask("Ithaca to Fort Myers, March 5-7, 2 people, 1000 euros", "budget"),
    Ask("Hartford to Miami, March 8-10, 2 people, £900", "budget"),
    Ask("La Crosse to Brainerd, March 11-13, 2 people, 1,500 CAD", "budget"),
    Ask("Sioux Falls to Laredo, March 14-16, 2 people, 20000 pesos", "budget"),
    Ask("St. Louis to State College, March 17-19, 2 people, budget is flexible", "budget"),
    Ask("Ogdensburg to Pensacola, March 20-22, 2 people, 100k yen", "budget"),
    # asked back: origins that are a state, parties and places unclear
    Ask("from Utah to Santa Maria, March 2-4, 2 people, $900", "origin"),
    Ask("Texas to Myrtle Beach, March 5-7, 2 people, $1,000", "origin"),
    Ask("Fresno to San Luis Obispo, March 8-10, me and the family, $800", "travel"),
    Ask("Everett to San Francisco or Oakland, March 11-13, 2 people, $1,000", "destination"),
    Ask("Daytona Beach to Cincinnati or Columbus, March 14-16, 2 people, $800", "destination"),
    Ask("Provo to Eugene, March 2-4, 2 people, $900, must see Crater Lake", "Crater Lake"),
    Ask("Ogden to San Diego, March 5-7, 2 people, $900, we want to see the Golden Gate Bridge", "Golden Gate"),
    # not a request at all
    Ask("what's the weather usually like in Orlando in march?", "origin"),
    Ask("thanks, that's all for now!", "origin"),
    Ask("can you tell me a joke about airplanes", "origin"),
    Ask("How do I cancel a booking I made last week?", "origin"),
    Ask("is it cheaper to fly or drive from Colorado Springs to Omaha?", "date"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # asked: "2" for "to" between two places is texting shorthand, but a bare 2 beside a place is as often the party
    # ("denver 2 adults"); read as a link it would guess a route, so the request is refused as missing its places (safe)
    "missoula 2 billings 3/25-3/27 2ppl $600",
    # asked: "the 2nd, in march" sets the month apart from its day by a comma and "in"; the dates are said missing (safe)
    "Phoenix to Santa Barbara, 5 days starting the 2nd, in march, 2 people, $1,400",
    # wrongly read, said: "next to last weekend" is read as Friday, March 18 to Sunday, March 20, with a warning naming
    # the days taken (``weekends``); a weekend's first day (Friday or Saturday) is a guess a careful reader asks about
    "Reno to Palm Springs, next to last weekend of march, 2 people, $800",
]


def test_the_twenty_fourth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places and states the data does not have must be refused naming them (never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Savannah to Tybee Island, March 3-5, 2 people, $600", "Tybee Island"),
    ("Phoenix to Sedona, March 3-5, 2 people, $700", "Sedona"),
    ("Miami to Havana mar 3-5 2ppl $900", "Havana"),
    ("Charlotte to Boone, 3/3-3/5, 2 people, $500", "Boone"),
    ("denver to aspen mar 3-5 2ppl $900", "aspen"),
    ("from JFK to Montauk, March 3-5, 2 people, $800", "Montauk"),
    ("Houston to 2 cities in Vermont, March 3-7, 2 people, $1,500", "Vermont"),
    ("Orlando to St. Augustine, March 3-5, 2 people, $600", "St. Augustine"),
    ("Salt Lake City to Park City, March 3-5, 2 people, $700", "Park City"),
    ("San Diego to Tijuana, March 3-5, 2 people, $500", "Tijuana"),
    ("Seattle to Vancouver BC, March 3-5, 2 people, $800", "Vancouver"),
    ("Atlanta to Athens GA, March 3-5, 2 people, $500", "Athens"),
    ("Trip:\n- from Boise\n- to Jackson Hole\n- March 3-5\n- 2 people\n- $900", "Jackson Hole"),
]


def test_the_twenty_fourth_sets_places_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Rockford to Champaign, April 2-4, 2 people, $600",
    "Memphis to Syracuse, 2/26-2/28, 2 people, $900",
    "Tucson to Abilene, March 30 - April 1, 2 people, $800",
    "Boise to Redding, 12/20/2022 - 12/22/2022, 2 people, $900",
    "Dubuque to Sioux City, 3.3.2023 - 5.3.2023, 2 people, $700",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_the_twenty_fourth_sets_dates_the_data_lacks_are_named(text, sandbox):
    check_outside(text, sandbox)
