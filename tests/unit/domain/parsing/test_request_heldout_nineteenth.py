"""A nineteenth held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before any
fix it led to.

Written by helper REQ19 after the eighteenth set (``test_request_heldout_eighteenth.py``) was fixed against, as people
type a whole trip request into a chat box, in one or two sentences: terse ("reno to fresno 3/4-3/6 2ppl 600"), chatty,
typos ("Sacremento to San Fransisco", "Marhc", "budjet"), slang city names and abbreviations ("nola", "philly", "pgh",
"cincy", "San Fran", "Ft Lauderdale", "msp", "den"); dates in many shapes ("the 14th thru 16th of march", "Mon 3/21 -
Wed 3/23", "3/9/22 - 3/11/22", "March 8, 9 & 10", "the weekend of the 18th (march), fri to sun", "3 days from March
16th", "out on the 4th of March, home on the 6th"); budgets in many shapes ("$1.5k", "2 grand", "around 1800", "$300/pp",
"$250 a head", "$200 per day", "twelve hundred bucks", "900$", "$1.1k tops", "can't go over $800"); parties ("me + my
wife and 2 kids", "solo", "3 couples", "just me myself and I", "2 ppl + baby", "us 4 college kids"); state trips ("3
cities in texas", "New York state, 2 cities", "a week in Georgia (3 cities)"); room types, house rules, cuisines,
ratings and transport mixed in; corrections; controls that must be asked back, and places, states, dates and amounts
the data does not have, which must be refused naming the cause (``NOT_THERE``) or read with the cause said
(``OUTSIDE``). Dates are checked against March 2022 (the 1st is a Tuesday), the sandbox's flights (/work/shared/data).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other eighteen
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every miss left, with
why.

Measured when written, on HEAD (a900d60; right / asked / wrongly read, 269 texts): 252 / 14 / 3, 2 of the wrong
silently ("a shared room is fine" read as no room type, "a shared room to save money and cheap eats" with the cheap
eats dropped); wrong, said: "with my 2 kids (7 and 10) ... and we love pizza" read 3 as an assumption (the later "we"
left the party's size unsaid); asked: ten misspelt cities ("Sacremento", "Seatle", "Chicgo" ...), "3.9 - 3.11", "2 ppl
+ baby", "philly to pgh", "lex to louisville"; ``NOT_THERE`` 14 / 17 ("Boston to 3 cities in Vermont" refused saying
Boston is a city, not a state; "2 cities in delaware" only a destination missing; "Portland to Cannon Beach", a sight of
Yakutat, only an origin missing); ``OUTSIDE`` 3 / 3. Corrected after scoring (the lines say so): the ten misspelt cities
were written to be read as the city; the project decided (sixth, twelfth, fourteenth, sixteenth sets, docs/requests.md)
that a misspelt place is asked back with its close matches, so they are ``Ask``s; and "a shared room is fine" allows a
shared room without asking for one (no room type). On the corrected set HEAD reads 263 / 4 / 2, 1 silently.

After the fixes it led to (domain/parsing cannot_say: cheap meals with no amount named; companions: a "we" after the
companions is that party again; places: a state the data lacks named in "N cities in X"; query: a sight's name ending a
route, "Portland to Cannon Beach", is named as an unknown destination, never blanked out; gazetteer, domain/text
city_names: "LEX", "PGH"; people_counts: a bare number between the dates and the budget, "mar 25-27, 2, $900", is the
party; date_spelling: "Marc 18-20" is March when no month is said; route_correction: the route a correction takes back
is read): 267 / 2 / 0, none silently; ``NOT_THERE`` 19 / 19 (two guards added after the fixes: a bare number after the
budget is no party, "Marc 18" alone no month); ``OUTSIDE`` 3 / 3. The 332 official query texts (train, validation_dev,
FlexTravelBench turn 1) read byte-identically before and after, both people policies. They also closed gaps of the
tenth ("Taking my mom ..., we can do $1,100"), sixteenth (four) and eighteenth (three) request sets.
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

CORPUS: list[Trip | Ask] = [
    # dates in many shapes
    Trip("Sacramento to Boise the 14th thru 16th of march, 2 ppl, $900", "Sacramento", "Boise", "2022-03-14", 3, 2, 900),
    Trip("Toledo to Nashville march the 14th thru 16th, me and my husband, $1,000", "Toledo", "Nashville", "2022-03-14",
         3, 2, 1000),
    Trip("Buffalo to Raleigh, Mon 3/21 - Wed 3/23, 2 people, $800", "Buffalo", "Raleigh", "2022-03-21", 3, 2, 800),
    Trip("Eugene to Las Vegas, Fri Mar 11 thru Sun Mar 13, 3 adults, $1,200", "Eugene", "Las Vegas", "2022-03-11", 3, 3,
         1200),
    Trip("El Paso to Tucson 3/9/22 - 3/11/22, 2 people, $700", "El Paso", "Tucson", "2022-03-09", 3, 2, 700),
    Trip("Fresno to Portland, 03/16 to 03/18, 2 ppl, $850", "Fresno", "Portland", "2022-03-16", 3, 2, 850),
    Trip("Lubbock to Austin, March 22nd-24th 2022, 2 people, $750", "Lubbock", "Austin", "2022-03-22", 3, 2, 750),
    Trip("Omaha to Denver, from Thursday March 10 to Saturday March 12, 2 people, $900", "Omaha", "Denver", "2022-03-10",
         3, 2, 900),
    Trip("Harrisburg to Charlotte, Mar. 2nd - Mar. 4th, 2 people, $800", "Harrisburg", "Charlotte", "2022-03-02", 3, 2,
         800),
    Trip("Tampa to Savannah the 7th to the 9th march, 2 people, $650", "Tampa", "Savannah", "2022-03-07", 3, 2, 650),
    Trip("Spokane to Missoula, 26 - 28 March, 2 people, $700", "Spokane", "Missoula", "2022-03-26", 3, 2, 700),
    Trip("Boston to Philadelphia, March 29 through 31, 2 people, $900", "Boston", "Philadelphia", "2022-03-29", 3, 2,
         900),
    Trip("Atlanta to Chattanooga, 3 days from March 16th, 2 people, $600", "Atlanta", "Chattanooga", "2022-03-16", 3, 2,
         600),
    Trip("Cleveland to Milwaukee, a 5 day trip starting 3/7, 2 people, $1,400", "Cleveland", "Milwaukee", "2022-03-07",
         5, 2, 1400),
    Trip("Indianapolis to Memphis, March 19 for three days, 2 people, $700", "Indianapolis", "Memphis", "2022-03-19", 3,
         2, 700),
    Trip("Pittsburgh to Savannah, depart 3/23 return 3/25, 2 ppl, $900", "Pittsburgh", "Savannah", "2022-03-23", 3, 2,
         900),
    Trip("Knoxville to Orlando, leaving march 12, coming back march 14, 2 people, $800", "Knoxville", "Orlando",
         "2022-03-12", 3, 2, 800),
    Trip("Seattle to Spokane 2022-03-05 thru 2022-03-07, 2 people, $600", "Seattle", "Spokane", "2022-03-05", 3, 2, 600),
    Trip("Denver to Cheyenne, 5th-7th March, 2 people, $500", "Denver", "Cheyenne", "2022-03-05", 3, 2, 500),
    Trip("Houston to Baton Rouge, mar 24-26, 2 people, $700", "Houston", "Baton Rouge", "2022-03-24", 3, 2, 700),
    Trip("Minneapolis to Duluth, March 3rd to the 5th, 2 people, $600", "Minneapolis", "Duluth", "2022-03-03", 3, 2,
         600),
    Trip("Dallas to Shreveport, the weekend of the 18th (march), fri to sun, 2 people, $700", "Dallas", "Shreveport",
         "2022-03-18", 3, 2, 700),
    Trip("Phoenix to Albuquerque, March 10, 11, 12, 2 people, $800", "Phoenix", "Albuquerque", "2022-03-10", 3, 2, 800),
    Trip("Chicago to St. Louis, 3.9 - 3.11, 2 people, $700", "Chicago", "St. Louis", "2022-03-09", 3, 2, 700),
    Trip("Portland to Bend, 17/03 to 19/03, 2 people, $600", "Portland", "Bend", "2022-03-17", 3, 2, 600),
    Trip("San Antonio to Laredo, 5 days, March 14-18, 2 people, $1,300", "San Antonio", "Laredo", "2022-03-14", 5, 2,
         1300),
    Trip("Newark to Myrtle Beach, from Sunday March 20 until Tuesday March 22, 2 people, $900", "Newark",
         "Myrtle Beach", "2022-03-20", 3, 2, 900),
    Trip("Las Vegas to Reno, march 27th thru the 29th, 2 people, $700", "Las Vegas", "Reno", "2022-03-27", 3, 2, 700),
    Trip("Detroit to Traverse City, a long weekend, March 25-27, 2 people, $900", "Detroit", "Traverse City",
         "2022-03-25", 3, 2, 900),
    Trip("Raleigh to Wilmington, mar 1 - mar 3, 2 people, $500", "Raleigh", "Wilmington", "2022-03-01", 3, 2, 500),
    Trip("Salt Lake City to Moab, March 8, 9 & 10, 2 people, $600", "Salt Lake City", "Moab", "2022-03-08", 3, 2, 600),
    Trip("Richmond to Norfolk, arriving March 13 and leaving March 15, 2 people, $600", "Richmond", "Norfolk",
         "2022-03-13", 3, 2, 600),
    Trip("Tulsa to Oklahoma City, Mar 6-8 2022, 2 people, $500", "Tulsa", "Oklahoma City", "2022-03-06", 3, 2, 500),
    Trip("Columbus to Cincinnati 3/20-3/22, 2 people, $500", "Columbus", "Cincinnati", "2022-03-20", 3, 2, 500),
    Trip("Orlando to Key West, 7 days from March 5th, 2 people, $3,000", "Orlando", "Key West", "2022-03-05", 7, 2,
         3000),
    Trip("Miami to Tallahassee, Tuesday the 15th to Thursday the 17th of March, 2 people, $700", "Miami",
         "Tallahassee", "2022-03-15", 3, 2, 700),
    Trip("Sioux City to Des Moines, march 11 - 13th, 2 people, $500", "Sioux City", "Des Moines", "2022-03-11", 3, 2,
         500),
    Trip("Bakersfield to San Diego, 3-day trip on March 20, 2 people, $700", "Bakersfield", "San Diego", "2022-03-20", 3,
         2, 700),
    Trip("Albany to Boston, out on the 4th of March, home on the 6th, 2 people, $700", "Albany", "Boston", "2022-03-04",
         3, 2, 700),
    Trip("Little Rock to Memphis, from 12 to 14 March 2022, 2 people, $600", "Little Rock", "Memphis", "2022-03-12", 3,
         2, 600),
    # budgets in many shapes
    Trip("Charlotte to Asheville, March 4-6, 2 people, $1.5k", "Charlotte", "Asheville", "2022-03-04", 3, 2, 1500),
    Trip("Nashville to Knoxville, March 11-13, 2 people, 2 grand", "Nashville", "Knoxville", "2022-03-11", 3, 2, 2000),
    Trip("Boise to Salt Lake City, March 18-20, 2 people, around 1800", "Boise", "Salt Lake City", "2022-03-18", 3, 2,
         1800),
    Trip("Austin to San Antonio, March 21-23, 3 people, $400 per person", "Austin", "San Antonio", "2022-03-21", 3, 3,
         1200),
    Trip("Kansas City to Omaha, March 7-9, 2 people, budget of about $650", "Kansas City", "Omaha", "2022-03-07", 3, 2,
         650),
    Trip("Sacramento to San Francisco, March 14-16, 2 people, $1,000 max", "Sacramento", "San Francisco", "2022-03-14",
         3, 2, 1000),
    Trip("Philadelphia to Pittsburgh, March 25-27, 4 people, $300/pp", "Philadelphia", "Pittsburgh", "2022-03-25", 3, 4,
         1200),
    Trip("Denver to Colorado Springs, March 1-3, 2 people, 1,200 USD", "Denver", "Colorado Springs", "2022-03-01", 3, 2,
         1200),
    Trip("Tucson to Flagstaff, March 9-11, 2 people, twelve hundred bucks", "Tucson", "Flagstaff", "2022-03-09", 3, 2,
         1200),
    Trip("Milwaukee to Green Bay, March 16-18, 2 people, no more than $750", "Milwaukee", "Green Bay", "2022-03-16", 3,
         2, 750),
    Trip("Jacksonville to Tampa, March 4-6, 2 people, $1.1k tops", "Jacksonville", "Tampa", "2022-03-04", 3, 2, 1100),
    Trip("Louisville to Lexington, March 11-13, 2 people, we've budgeted $850", "Louisville", "Lexington", "2022-03-11",
         3, 2, 850),
    Trip("Houston to Austin, March 18-20, 5 people, $250 a head", "Houston", "Austin", "2022-03-18", 3, 5, 1250),
    Trip("Seattle to Portland, March 25-27, 2 people, $1200 total", "Seattle", "Portland", "2022-03-25", 3, 2, 1200),
    Trip("Atlanta to Savannah, March 14-16, 2 people, budget 900$", "Atlanta", "Savannah", "2022-03-14", 3, 2, 900),
    Trip("Miami to Orlando, March 7-9, 2 people, max 1k", "Miami", "Orlando", "2022-03-07", 3, 2, 1000),
    Trip("Phoenix to Tucson, March 21-23, 2 people, $200 per day", "Phoenix", "Tucson", "2022-03-21", 3, 2, 600),
    Trip("Chicago to Milwaukee, March 4-6, 2 people, one thousand dollars", "Chicago", "Milwaukee", "2022-03-04", 3, 2,
         1000),
    Trip("San Diego to Los Angeles, March 11-13, 3 people, we can do about 500 each", "San Diego", "Los Angeles",
         "2022-03-11", 3, 3, 1500),
    Trip("Dallas to Houston, March 8-10, 2 people, 1.8k budget", "Dallas", "Houston", "2022-03-08", 3, 2, 1800),
    Trip("Baltimore to Washington, March 18-20, 2 people, $700-ish all in", "Baltimore", "Washington", "2022-03-18", 3, 2,
         700),
    Trip("Detroit to Cleveland, March 1-3, 2 people, can't go over $800", "Detroit", "Cleveland", "2022-03-01", 3, 2,
         800),
    Trip("Denver to Durango, March 14-16, 2 people, I have $1,300 to spend", "Denver", "Durango", "2022-03-14", 3, 2,
         1300),
    Trip("Boston to New York, March 25-27, 2 people, $2,000.00", "Boston", "New York", "2022-03-25", 3, 2, 2000),
    Trip("Tampa to Fort Myers, March 11-13, 4 of us, 350 pp", "Tampa", "Fort Myers", "2022-03-11", 3, 4, 1400),
    Trip("Memphis to Jackson, March 22-24, 2 people, about a grand", "Memphis", "Jackson", "2022-03-22", 3, 2, 1000),
    Trip("Reno to Sacramento, March 4-6, 2 people, budget's around $750", "Reno", "Sacramento", "2022-03-04", 3, 2, 750),
    Trip("Portland to Eugene, March 18-20, solo, $450", "Portland", "Eugene", "2022-03-18", 3, 1, 450),
    Trip("Omaha to Sioux Falls, March 7-9, 2 people, $600 for both of us", "Omaha", "Sioux Falls", "2022-03-07", 3, 2,
         600),
    Trip("Cincinnati to Indianapolis, March 25-27, 3 people, $1,350 altogether", "Cincinnati", "Indianapolis",
         "2022-03-25", 3, 3, 1350),
    Trip("Las Vegas to Phoenix, March 14-16, 2 people, up to 1500 dollars", "Las Vegas", "Phoenix", "2022-03-14", 3, 2,
         1500),
    Trip("New Orleans to Baton Rouge, March 9-11, 2 people, 3 grand", "New Orleans", "Baton Rouge", "2022-03-09", 3, 2,
         3000),
    Trip("Charleston to Myrtle Beach, March 4-6, 2 people, $1K", "Charleston", "Myrtle Beach", "2022-03-04", 3, 2, 1000),
    Trip("San Jose to Fresno, March 11-13, 2 people, ~900 bucks", "San Jose", "Fresno", "2022-03-11", 3, 2, 900),
    Trip("Greensboro to Raleigh, March 25-27, 6 people, $200 each", "Greensboro", "Raleigh", "2022-03-25", 3, 6, 1200),
    # parties said every way
    Trip("Orlando to Miami, March 18-20, me + my wife and 2 kids, $1,400", "Orlando", "Miami", "2022-03-18", 3, 4, 1400),
    Trip("Columbus to Chicago, March 4-6, solo, $700", "Columbus", "Chicago", "2022-03-04", 3, 1, 700),
    Trip("Austin to El Paso, March 11-13, just me myself and I, $600", "Austin", "El Paso", "2022-03-11", 3, 1, 600),
    Trip("Raleigh to Charleston, March 21-23, me, my husband and our 3 kids, $1,500", "Raleigh", "Charleston",
         "2022-03-21", 3, 5, 1500),
    Trip("Minneapolis to Madison, March 14-16, the wife and me, $800", "Minneapolis", "Madison", "2022-03-14", 3, 2,
         800),
    Trip("Sacramento to Reno, March 25-27, me and 4 buddies, $2,000", "Sacramento", "Reno", "2022-03-25", 3, 5, 2000),
    Trip("Pittsburgh to Cleveland, March 7-9, 3 couples, $2,400", "Pittsburgh", "Cleveland", "2022-03-07", 3, 6, 2400),
    Trip("Tampa to Orlando, March 11-13, my husband, our daughter (6) and me, $1,000", "Tampa", "Orlando",
         "2022-03-11", 3, 3, 1000, wishes=CHILD),
    Trip("Denver to Salt Lake City, March 18-20, party of 4, $1,400", "Denver", "Salt Lake City", "2022-03-18", 3, 4,
         1400),
    Trip("Atlanta to Nashville, March 4-6, me and my mom, $800", "Atlanta", "Nashville", "2022-03-04", 3, 2, 800),
    Trip("Dallas to San Antonio, March 25-27, 2 adults + 1 kid, $1,000", "Dallas", "San Antonio", "2022-03-25", 3, 3,
         1000),
    Trip("Seattle to Boise, March 8-10, our family of five, $1,800", "Seattle", "Boise", "2022-03-08", 3, 5, 1800),
    Trip("Phoenix to Las Vegas, March 21-23, me & 2 friends, $1,200", "Phoenix", "Las Vegas", "2022-03-21", 3, 3, 1200),
    Trip("Chicago to Indianapolis, March 11-13, just the two of us, $700", "Chicago", "Indianapolis", "2022-03-11", 3, 2,
         700),
    Trip("Houston to New Orleans, March 18-20, a group of 7, $2,800", "Houston", "New Orleans", "2022-03-18", 3, 7,
         2800),
    Trip("Boston to Hartford, March 14-16, my fiance and I, $700", "Boston", "Hartford", "2022-03-14", 3, 2, 700),
    Trip("Los Angeles to San Francisco, March 4-6, me, my sister and her husband, $1,500", "Los Angeles",
         "San Francisco", "2022-03-04", 3, 3, 1500),
    Trip("Nashville to Memphis, March 7-9, 4 adults, $1,200", "Nashville", "Memphis", "2022-03-07", 3, 4, 1200),
    Trip("Miami to Key West, March 25-27, me and my 2 daughters (4 and 7), $1,300", "Miami", "Key West", "2022-03-25",
         3, 3, 1300, wishes=CHILD),
    Trip("Kansas City to St. Louis, March 11-13, my dad and me, $600", "Kansas City", "St. Louis", "2022-03-11", 3, 2,
         600),
    Trip("Philadelphia to Baltimore, March 21-23, 3 of us girls, $900", "Philadelphia", "Baltimore", "2022-03-21", 3, 3,
         900),
    Trip("San Diego to Phoenix, March 14-16, me and my wife and our 1 year old, $1,000", "San Diego", "Phoenix",
         "2022-03-14", 3, 3, 1000, wishes=CHILD),
    Trip("Charlotte to Atlanta, March 18-20, two adults, $800", "Charlotte", "Atlanta", "2022-03-18", 3, 2, 800),
    Trip("Detroit to Chicago, March 4-6, us 4 college kids, $1,000", "Detroit", "Chicago", "2022-03-04", 3, 4, 1000),
    Trip("Portland to Seattle, March 11-13, traveling alone, $600", "Portland", "Seattle", "2022-03-11", 3, 1, 600),
    Trip("Denver to Albuquerque, March 25-27, 2 couples, $1,600", "Denver", "Albuquerque", "2022-03-25", 3, 4, 1600),
    Trip("Jacksonville to Savannah, March 7-9, me, my partner and my mother-in-law, $900", "Jacksonville", "Savannah",
         "2022-03-07", 3, 3, 900),
    Trip("Austin to Dallas, March 14-16, 8 people, $3,200", "Austin", "Dallas", "2022-03-14", 3, 8, 3200),
    Trip("Tucson to San Diego, March 1-3, me and my boyfriend, $900", "Tucson", "San Diego", "2022-03-01", 3, 2, 900),
    Trip("Milwaukee to Minneapolis, March 18-20, a family of 4, $1,400", "Milwaukee", "Minneapolis", "2022-03-18", 3, 4,
         1400),
    Trip("Albuquerque to Santa Fe, March 21-23, 2 ppl + baby, $700", "Albuquerque", "Santa Fe", "2022-03-21", 3, 3, 700,
         wishes=CHILD),
    # slang city names and abbreviations
    Trip("nola to atl march 4-6 2ppl $900", "New Orleans", "Atlanta", "2022-03-04", 3, 2, 900),
    Trip("philly to pgh 3/11-3/13 2 ppl $700", "Philadelphia", "Pittsburgh", "2022-03-11", 3, 2, 700),
    Trip("vegas to LA mar 18-20, 2 ppl, $1k", "Las Vegas", "Los Angeles", "2022-03-18", 3, 2, 1000),
    Trip("sf to slc 3/25-3/27, 3 ppl, $1,100", "San Francisco", "Salt Lake City", "2022-03-25", 3, 3, 1100),
    Trip("nyc to dc march 7-9, me and my gf, $900", "New York", "Washington", "2022-03-07", 3, 2, 900),
    Trip("pdx to sea 3/14-16 solo $400", "Portland", "Seattle", "2022-03-14", 3, 1, 400),
    Trip("okc to dallas march 11-13 4 ppl 1200", "Oklahoma City", "Dallas", "2022-03-11", 3, 4, 1200),
    Trip("indy to chicago 3/4-3/6 2ppl $800", "Indianapolis", "Chicago", "2022-03-04", 3, 2, 800),
    Trip("jax to miami mar 21-23 2 ppl $750", "Jacksonville", "Miami", "2022-03-21", 3, 2, 750),
    Trip("abq to phx, march 8-10, 2 people, $600", "Albuquerque", "Phoenix", "2022-03-08", 3, 2, 600),
    Trip("kc to denver mar 25-27, 2ppl, $900", "Kansas City", "Denver", "2022-03-25", 3, 2, 900),
    Trip("atl to nola 3/18-3/20 4ppl $1,600", "Atlanta", "New Orleans", "2022-03-18", 3, 4, 1600),
    Trip("cincy to columbus march 1-3, 2 ppl, $500", "Cincinnati", "Columbus", "2022-03-01", 3, 2, 500),
    Trip("LA to vegas 3/11-3/13, me + 3 friends, 2 grand", "Los Angeles", "Las Vegas", "2022-03-11", 3, 4, 2000),
    Trip("slc → boise mar 14-16 2 ppl $700", "Salt Lake City", "Boise", "2022-03-14", 3, 2, 700),
    Trip("dc to philly march 25-27, 2 people, $800", "Washington", "Philadelphia", "2022-03-25", 3, 2, 800),
    Trip("hou to san antonio 3/7-3/9 2ppl 650", "Houston", "San Antonio", "2022-03-07", 3, 2, 650),
    Trip("St Louis to KC, March 18-20, 2 people, $700", "St. Louis", "Kansas City", "2022-03-18", 3, 2, 700),
    Trip("Ft Lauderdale to Orlando, March 4-6, 2 people, $800", "Fort Lauderdale", "Orlando", "2022-03-04", 3, 2, 800),
    Trip("Ft. Myers to Tampa, March 11-13, 2 people, $700", "Fort Myers", "Tampa", "2022-03-11", 3, 2, 700),
    Trip("nyc → boston 3/21-3/23 2 ppl 1.2k", "New York", "Boston", "2022-03-21", 3, 2, 1200),
    Trip("San Fran to San Diego, March 14-16, 2 people, $1,100", "San Francisco", "San Diego", "2022-03-14", 3, 2,
         1100),
    Trip("Vegas to Salt Lake, March 25-27, 2 people, $800", "Las Vegas", "Salt Lake City", "2022-03-25", 3, 2, 800),
    Trip("msp to chicago mar 7-9 2ppl $900", "Minneapolis", "Chicago", "2022-03-07", 3, 2, 900),
    Trip("den to slc 3/18-3/20 2 ppl $800", "Denver", "Salt Lake City", "2022-03-18", 3, 2, 800),
    # room types
    Trip("Tampa to Key West, March 4-6, 2 people, $1,200, entire home/apt please", "Tampa", "Key West", "2022-03-04", 3,
         2, 1200, wishes=WHOLE),
    Trip("Boise to Spokane, March 11-13, 2 people, $700, just need a private room", "Boise", "Spokane", "2022-03-11", 3,
         2, 700, wishes=PRIVATE),
    Trip("Chicago to Madison, March 18-20, 2 people, $800, we don't want a shared room", "Chicago", "Madison",
         "2022-03-18", 3, 2, 800, wishes=NOT_SHARED),
    Trip("Houston to Austin, March 25-27, 4 people, $1,400, want the whole place to ourselves", "Houston", "Austin",
         "2022-03-25", 3, 4, 1400, wishes=WHOLE),
    # (corrected after scoring: written with a shared room as the wish; "is fine" allows a shared room, it asks for none,
    # so no room type is read, as the eighteenth set's "a shared room is fine, but we want cheap eats")
    Trip("Denver to Grand Junction, March 7-9, 2 people, $600, a shared room is fine", "Denver", "Grand Junction",
         "2022-03-07", 3, 2, 600),
    Trip("Seattle to Yakima, March 14-16, 2 people, $600, private room pls", "Seattle", "Yakima", "2022-03-14", 3, 2,
         600, wishes=PRIVATE),
    Trip("Atlanta to Augusta, March 21-23, 5 people, $1,500, an entire house for the 5 of us", "Atlanta", "Augusta",
         "2022-03-21", 3, 5, 1500, wishes=WHOLE),
    Trip("Dallas to Waco, March 4-6, 2 people, $500, no shared spaces", "Dallas", "Waco", "2022-03-04", 3, 2, 500,
         wishes=NOT_SHARED),
    Trip("Miami to Fort Lauderdale, March 18-20, 2 people, $900, whole apt", "Miami", "Fort Lauderdale", "2022-03-18", 3,
         2, 900, wishes=WHOLE),
    # house rules
    Trip("Nashville to Chattanooga, March 11-13, 2 people, $700, bringing our cat", "Nashville", "Chattanooga",
         "2022-03-11", 3, 2, 700, wishes=PETS),
    Trip("Phoenix to Yuma, March 25-27, 2 people, $600, must allow smoking", "Phoenix", "Yuma", "2022-03-25", 3, 2, 600,
         wishes=SMOKE),
    Trip("Orlando to Daytona Beach, March 4-6, 6 people, $1,800, bachelor party so it has to allow parties", "Orlando",
         "Daytona Beach", "2022-03-04", 3, 6, 1800, wishes=PARTY),
    Trip("Raleigh to Greensboro, March 14-16, 2 people, $600, dog friendly please", "Raleigh", "Greensboro",
         "2022-03-14", 3, 2, 600, wishes=PETS),
    Trip("Portland to Medford, March 21-23, 2 people, $700, we'll have guests over", "Portland", "Medford", "2022-03-21",
         3, 2, 700, wishes=GUESTS),
    Trip("San Antonio to Corpus Christi, March 7-9, me, my wife and our 2 kids (5 and 9), $1,100", "San Antonio",
         "Corpus Christi", "2022-03-07", 3, 4, 1100, wishes=CHILD),
    Trip("Denver to Billings, March 18-20, 2 people, $900, we both smoke", "Denver", "Billings", "2022-03-18", 3, 2,
         900, wishes=SMOKE),
    Trip("Chicago to Peoria, March 25-27, 2 people, $600, traveling with our 2 dogs", "Chicago", "Peoria",
         "2022-03-25", 3, 2, 600, wishes=PETS),
    Trip("Los Angeles to Palm Springs, March 11-13, 8 people, $3,000, need a place that's ok with parties",
         "Los Angeles", "Palm Springs", "2022-03-11", 3, 8, 3000, wishes=PARTY),
    # cuisines, ratings, prices
    Trip("Boston to Providence, March 4-6, 2 people, $700, italian food please", "Boston", "Providence", "2022-03-04",
         3, 2, 700, wishes={"cuisine": ["Italian"]}),
    Trip("San Diego to Tucson, March 11-13, 2 people, $800, we want mexican", "San Diego", "Tucson", "2022-03-11", 3,
         2, 800, wishes={"cuisine": ["Mexican"]}),
    Trip("New York to Washington, March 18-20, 2 people, $1,100, indian and chinese food", "New York", "Washington",
         "2022-03-18", 3, 2, 1100, wishes={"cuisine": ["Indian", "Chinese"]}),
    Trip("Memphis to Little Rock, March 25-27, 2 people, $700, we love BBQ", "Memphis", "Little Rock", "2022-03-25", 3,
         2, 700, wishes={"more_cuisines": ["BBQ"]}),
    Trip("Kansas City to Wichita, March 7-9, 2 people, $600, no mexican food", "Kansas City", "Wichita", "2022-03-07",
         3, 2, 600, wishes={"avoid_cuisines": ["Mexican"]}),
    Trip("Seattle to San Francisco, March 21-23, 2 people, $1,300, seafood!!", "Seattle", "San Francisco", "2022-03-21",
         3, 2, 1300, wishes={"more_cuisines": ["Seafood"]}),
    Trip("Charlotte to Greenville, March 14-16, 2 people, $700, french or mediterranean restaurants", "Charlotte",
         "Greenville", "2022-03-14", 3, 2, 700, wishes={"cuisine": ["French", "Mediterranean"]}),
    Trip("Detroit to Grand Rapids, March 4-6, 2 people, $600, american food and pizza", "Detroit", "Grand Rapids",
         "2022-03-04", 3, 2, 600, wishes={"cuisine": ["American"], "more_cuisines": ["Pizza"]}),
    Trip("Austin to Houston, March 11-13, 2 people, $800, hotels rated 4+", "Austin", "Houston", "2022-03-11", 3, 2,
         800, wishes={"min_stay_rating": 4}),
    Trip("Orlando to Tampa, March 18-20, 2 people, $900, restaurants with at least 4 stars", "Orlando", "Tampa",
         "2022-03-18", 3, 2, 900, wishes={"min_rating": 4}),
    Trip("Phoenix to Flagstaff, March 25-27, 2 people, $800, under $150 a night for the room", "Phoenix", "Flagstaff",
         "2022-03-25", 3, 2, 800, wishes={"max_night_price": 150}),
    Trip("Pittsburgh to Erie, March 7-9, 2 people, $500, coffee shops and bakeries", "Pittsburgh", "Erie", "2022-03-07",
         3, 2, 500, wishes={"more_cuisines": ["Cafe", "Bakery"]}),
    # transport
    Trip("Denver to Santa Fe, March 14-16, 2 people, $800, no flying", "Denver", "Santa Fe", "2022-03-14", 3, 2, 800,
         wishes=NO_FLIGHT),
    Trip("Chicago to Detroit, March 21-23, 2 people, $700, we don't drive", "Chicago", "Detroit", "2022-03-21", 3, 2,
         700, wishes=NO_DRIVE),
    Trip("Atlanta to Charlotte, March 4-6, 2 people, $700, driving there, no planes", "Atlanta", "Charlotte",
         "2022-03-04", 3, 2, 700, wishes=NO_FLIGHT),
    Trip("Houston to Dallas, March 11-13, 2 people, $600, no car so no self-driving", "Houston", "Dallas", "2022-03-11",
         3, 2, 600, wishes=NO_DRIVE),
    Trip("Sacramento to Los Angeles, March 25-27, 2 people, $1,000, hate flying", "Sacramento", "Los Angeles",
         "2022-03-25", 3, 2, 1000, wishes=NO_FLIGHT),
    # multi-city (state) trips
    Trip("3 cities in texas from Denver, March 14-20, 2 people, $4,000", "Denver", "Texas", "2022-03-14", 7, 2, 4000,
         cities=3),
    Trip("Seattle to california, 3 cities, a week from March 5, 2 ppl, $4,200", "Seattle", "California", "2022-03-05",
         7, 2, 4200, cities=3),
    Trip("from Chicago, 2 cities in Florida, March 9-13, 2 people, $2,500", "Chicago", "Florida", "2022-03-09", 5, 2,
         2500, cities=2),
    Trip("Atlanta → north carolina, 2 cities, 3/21-3/25, 3 people, $2,700", "Atlanta", "North Carolina", "2022-03-21",
         5, 3, 2700, cities=2),
    Trip("Dallas to 3 cities in Colorado, 7 days from March 12, solo, $2,500", "Dallas", "Colorado", "2022-03-12", 7,
         1, 2500, cities=3),
    Trip("Boston to New York state, 2 cities, March 2-6, 2 people, $2,200", "Boston", "New York", "2022-03-02", 5, 2,
         2200, cities=2),
    Trip("Phoenix to Utah, visit 2 cities, March 16-20, 4 people, $3,200", "Phoenix", "Utah", "2022-03-16", 5, 4, 3200,
         cities=2),
    Trip("from Miami, a week in Georgia (3 cities), March 20-26, my wife and I, $3,500", "Miami", "Georgia",
         "2022-03-20", 7, 2, 3500, cities=3),
    Trip("Minneapolis to Wisconsin, 3 cities, March 6 to March 12, 2 people, $2,800", "Minneapolis", "Wisconsin",
         "2022-03-06", 7, 2, 2800, cities=3),
    Trip("Los Angeles to 2 cities in Arizona, March 23-27, 2 ppl, $1.9k", "Los Angeles", "Arizona", "2022-03-23", 5, 2,
         1900, cities=2),
    Trip("Tampa to Virginia, 2 cities, March 10-14, 2 people, $2,000", "Tampa", "Virginia", "2022-03-10", 5, 2, 2000,
         cities=2),
    Trip("Portland to Washington state, 3 cities, March 1-7, 3 adults, $3,600", "Portland", "Washington", "2022-03-01",
         7, 3, 3600, cities=3),
    Trip("Houston → 2 cities in Louisiana, March 17-21, 2 ppl, $1,800", "Houston", "Louisiana", "2022-03-17", 5, 2,
         1800, cities=2),
    Trip("from Nashville: 3 cities in Michigan, March 8-14, 2 people, $4,000, no flights", "Nashville", "Michigan",
         "2022-03-08", 7, 2, 4000, cities=3, wishes=NO_FLIGHT),
    Trip("Kansas City to Iowa, 2 cities, March 3-7, 2 people, $1,500", "Kansas City", "Iowa", "2022-03-03", 5, 2, 1500,
         cities=2),
    Trip("Charlotte to South Carolina, 2 cities, March 18-22, 4 of us, $2,400", "Charlotte", "South Carolina",
         "2022-03-18", 5, 4, 2400, cities=2),
    # terse
    Trip("reno to fresno 3/4-3/6 2ppl 600", "Reno", "Fresno", "2022-03-04", 3, 2, 600),
    Trip("tulsa-wichita mar 11-13 2 ppl $500", "Tulsa", "Wichita", "2022-03-11", 3, 2, 500),
    Trip("albany to buffalo 3/18-20 1 person $400", "Albany", "Buffalo", "2022-03-18", 3, 1, 400),
    Trip("el paso → lubbock mar 7-9 2ppl 550", "El Paso", "Lubbock", "2022-03-07", 3, 2, 550),
    Trip("madison to chicago, 3/25-3/27, 3 ppl, $900", "Madison", "Chicago", "2022-03-25", 3, 3, 900),
    Trip("boise to missoula mar 14-16 solo 450", "Boise", "Missoula", "2022-03-14", 3, 1, 450),
    Trip("savannah-charleston 3/21-3/23 2ppl $650", "Savannah", "Charleston", "2022-03-21", 3, 2, 650),
    Trip("tucson to el paso march 1-3 2 ppl 500", "Tucson", "El Paso", "2022-03-01", 3, 2, 500),
    Trip("louisville → nashville 3/11-13 4ppl $1100", "Louisville", "Nashville", "2022-03-11", 3, 4, 1100),
    Trip("richmond to dc mar 4-6 2 ppl 700", "Richmond", "Washington", "2022-03-04", 3, 2, 700),
    Trip("spokane to seattle 3/8-3/10 2 pax $650", "Spokane", "Seattle", "2022-03-08", 3, 2, 650),
    Trip("omaha to lincoln... no, omaha to des moines, mar 18-20, 2ppl, 500", "Omaha", "Des Moines", "2022-03-18", 3,
         2, 500),
    Trip("milwaukee to madison 3/14-3/16 2ppl 550 no flights", "Milwaukee", "Madison", "2022-03-14", 3, 2, 550,
         wishes=NO_FLIGHT),
    Trip("lex to louisville mar 25-27 2 ppl $500", "Lexington", "Louisville", "2022-03-25", 3, 2, 500),
    Trip("colorado springs to denver 3/4-3/6, 2 ppl, $600", "Colorado Springs", "Denver", "2022-03-04", 3, 2, 600),
    # typos (corrected after scoring: written as read with the city guessed; the project decided (sixth, twelfth,
    # fourteenth and sixteenth sets, docs/requests.md) that a misspelt place is asked back with its close matches,
    # never guessed, so these are ``Ask``s)
    Ask("Sacremento to San Fransisco, March 7-9, 2 people, $900", "close matches"),
    Ask("Pittsburg to Philadelphia, March 11-13, 2 people, $800", "close matches"),
    Ask("Cincinatti to Louisville, March 18-20, 2 people, $600", "close matches"),
    Ask("Albuqerque to Denver, March 25-27, 2 people, $800", "close matches"),
    Ask("Tuscon to Phoenix, Marhc 4-6, 2 people, $600", "close matches"),
    Ask("Minneapolis to Milwakee, March 14-16, 2 peopel, $700", "close matches"),
    Ask("Huston to Austin, March 21-23, 2 people, budjet $700", "close matches"),
    Ask("Nashvile to Atlanta, March 7-9, 3 poeple, $900", "close matches"),
    Ask("Seatle to Portland, Mar 11-13, 2 ppl, $700", "close matches"),
    Ask("Chicgo to Detroit, March 25-27, 2 people, $650", "close matches"),
    # corrections
    Trip("Denver to Omaha, March 4-6, 2 people, $700 - sorry, 3 people", "Denver", "Omaha", "2022-03-04", 3, 3, 700),
    Trip("Tampa to Atlanta, March 11-13, 2 people, $800, no wait, make it $950", "Tampa", "Atlanta", "2022-03-11", 3, 2,
         950),
    Trip("Boston to Albany, March 7-9, I mean March 8-10, 2 people, $700", "Boston", "Albany", "2022-03-08", 3, 2, 700),
    # one or two chatty sentences, several wishes
    Trip("hey! me + my wife and 2 kids (3 and 6) wanna go from Dallas to Corpus Christi march 14th thru 16th, need a "
         "whole house, no flying, around 1800", "Dallas", "Corpus Christi", "2022-03-14", 3, 4, 1800,
         wishes={**WHOLE, **CHILD, **NO_FLIGHT}),
    Trip("Hi, I'd like to go from Chicago to Nashville by myself March 4-6, private room, some good BBQ, $1.2k max.",
         "Chicago", "Nashville", "2022-03-04", 3, 1, 1200, wishes={**PRIVATE, "more_cuisines": ["BBQ"]}),
    Trip("So my boyfriend and I want to do Seattle to San Diego from the 18th to the 20th of march, we have our dog with "
         "us and want mexican food, $1,400 total", "Seattle", "San Diego", "2022-03-18", 3, 2, 1400,
         wishes={**PETS, "cuisine": ["Mexican"]}),
    Trip("planning a girls trip!! 5 of us from Atlanta to Miami 3/25-3/27, want an entire place we can party at, "
         "budget 2 grand", "Atlanta", "Miami", "2022-03-25", 3, 5, 2000, wishes={**WHOLE, **PARTY}),
    Trip("Good evening. My husband and I would like to travel from Boston to Washington March 9 to March 11 with a "
         "budget of $1,500. We prefer not to fly and would like restaurants rated 4 or higher.", "Boston", "Washington",
         "2022-03-09", 3, 2, 1500, wishes={**NO_FLIGHT, "min_rating": 4}),
    Trip("yo 3 of us tryna go from phoenix to vegas march 11-13, need somewhere we can smoke, like $400 each",
         "Phoenix", "Las Vegas", "2022-03-11", 3, 3, 1200, wishes=SMOKE),
    Trip("My mom and I are taking a trip from Charlotte to Savannah, Tues the 22nd to Thurs the 24th of March, $900, "
         "she doesn't like chinese food, and we want a private room", "Charlotte", "Savannah", "2022-03-22", 3, 2, 900,
         wishes={**PRIVATE, "avoid_cuisines": ["Chinese"]}),
    Trip("Looking for a 5-day trip from Denver to Seattle starting March 14 for a family of 4 with kids under 10, "
         "entire home, $2,500", "Denver", "Seattle", "2022-03-14", 5, 4, 2500, wishes={**CHILD, **WHOLE}),
    Trip("hi, Houston to New Orleans, march 18-20, me and 3 friends, we're not driving, we'd love french and "
         "seafood, $1,600 all in", "Houston", "New Orleans", "2022-03-18", 3, 4, 1600,
         wishes={**NO_DRIVE, "cuisine": ["French"], "more_cuisines": ["Seafood"]}),
    Trip("Can you plan me a solo trip from Portland to Boise, Mar 7 - Mar 9? Budget's $650, and I'd like a place "
         "rated at least 4 stars.", "Portland", "Boise", "2022-03-07", 3, 1, 650, wishes={"min_stay_rating": 4}),
    Trip("Hello! We are a couple from Minneapolis looking to visit Chicago March 21-23. We'd like an entire apartment "
         "and italian food. Our budget is $1,300.", "Minneapolis", "Chicago", "2022-03-21", 3, 2, 1300,
         wishes={**WHOLE, "cuisine": ["Italian"]}),
    Trip("ok so it's me, my husband and our 3 kids (2, 5 and 8) going from Orlando to Atlanta march 11-13, we need a "
         "place that allows kids and we don't want to fly, $1,700", "Orlando", "Atlanta", "2022-03-11", 3, 5, 1700,
         wishes={**CHILD, **NO_FLIGHT}),
    Trip("Me and my buddy are heading from Salt Lake City to Denver March 25-27, we want to have friends over at the "
         "place, budget is 1k", "Salt Lake City", "Denver", "2022-03-25", 3, 2, 1000, wishes=GUESTS),
    Trip("plz plan Austin to Dallas march 4-6 for 2, we're bringing our puppy, no shared rooms, $750", "Austin",
         "Dallas", "2022-03-04", 3, 2, 750, wishes={**PETS, **NOT_SHARED}),
    Trip("I'm taking my wife from Tampa to Key West for our anniversary, 3/18 to 3/20, want a private room and "
         "seafood, we can do $1,500", "Tampa", "Key West", "2022-03-18", 3, 2, 1500,
         wishes={**PRIVATE, "more_cuisines": ["Seafood"]}),
    Trip("Hey there, 6 guys from Chicago to Milwaukee March 18-20 for a bachelor party, whole house that lets us "
         "party, $250 pp", "Chicago", "Milwaukee", "2022-03-18", 3, 6, 1500, wishes={**WHOLE, **PARTY}),
    Trip("family trip: 2 adults 3 kids, San Antonio to Houston, March 21-23, want american food and a whole house, "
         "$1,600", "San Antonio", "Houston", "2022-03-21", 3, 5, 1600, wishes={**WHOLE, "cuisine": ["American"]}),
    Trip("Need a trip from Philadelphia to Boston for me and my coworker March 9-11, private rooms, no self driving, "
         "company budget 2k", "Philadelphia", "Boston", "2022-03-09", 3, 2, 2000, wishes={**PRIVATE, **NO_DRIVE}),
    Trip("Hi! Me and the hubby want to go from Nashville to Charleston March 14-16, we both smoke so need a place "
         "that's ok with that, and no fast food please. About 1100.", "Nashville", "Charleston", "2022-03-14", 3, 2,
         1100, wishes={**SMOKE, "avoid_cuisines": ["Fast Food"]}),
    Trip("we're 4 friends from Los Angeles going to San Francisco the 25th to the 27th of March, $500 each, we'd like "
         "an entire place and chinese food", "Los Angeles", "San Francisco", "2022-03-25", 3, 4, 2000,
         wishes={**WHOLE, "cuisine": ["Chinese"]}),
    Trip("I'd like to visit Asheville from Atlanta March 4-6 with my girlfriend. We're bringing our dog. $1,000 budget.",
         "Atlanta", "Asheville", "2022-03-04", 3, 2, 1000, wishes=PETS),
    Trip("Detroit to Columbus march 7-9, just me and my daughter (age 5), need a kid friendly place, under $800",
         "Detroit", "Columbus", "2022-03-07", 3, 2, 800, wishes=CHILD),
    Trip("Hey - from Miami to Jacksonville, 3/11-3/13, 2 ppl, we want a private room and mediterranean food, budget "
         "around $900 thanks!", "Miami", "Jacksonville", "2022-03-11", 3, 2, 900,
         wishes={**PRIVATE, "cuisine": ["Mediterranean"]}),
    Trip("Hello, a 7 day trip for 2 from Washington to 3 cities in Florida starting March 19, no flights, $4,500",
         "Washington", "Florida", "2022-03-19", 7, 2, 4500, cities=3, wishes=NO_FLIGHT),
    Trip("me and my wife want to see 2 cities in texas, leaving from Memphis on March 8 for 5 days, budget 2.5k, "
         "we'd like mexican food", "Memphis", "Texas", "2022-03-08", 5, 2, 2500, cities=2,
         wishes={"cuisine": ["Mexican"]}),
    Trip("Going from Kansas City to Chicago with my 2 kids (7 and 10) March 25-27, budget 1,200, no flying and we "
         "love pizza", "Kansas City", "Chicago", "2022-03-25", 3, 3, 1200,
         wishes={**NO_FLIGHT, "more_cuisines": ["Pizza"]}),
    Trip("Hi, my sister and I are going Reno to San Francisco march 14-16, we'd like a shared room to save money and "
         "cheap eats, $600", "Reno", "San Francisco", "2022-03-14", 3, 2, 600,
         wishes={"room_type": "shared room"}, unread="cheap"),
    Trip("So we're a group of 5 (all adults) from Raleigh to Myrtle Beach, March 18 through March 20. Want a whole "
         "house we can have visitors at. $2,000 total.", "Raleigh", "Myrtle Beach", "2022-03-18", 3, 5, 2000,
         wishes={**WHOLE, **GUESTS}),
    Trip("Trip for my parents (both 70) from Phoenix to San Diego March 21-23, they don't fly, they'd like italian "
         "food, $1,000", "Phoenix", "San Diego", "2022-03-21", 3, 2, 1000,
         wishes={**NO_FLIGHT, "cuisine": ["Italian"]}),
    Trip("Hey, I need a trip for 3 from Cleveland to Pittsburgh on the 4th through the 6th of March, budget around "
         "$900, and we want indian food", "Cleveland", "Pittsburgh", "2022-03-04", 3, 3, 900,
         wishes={"cuisine": ["Indian"]}),
    Trip("Me and my fiancée from Denver to Las Vegas 3/11-3/13 for our bachelorette weekend lol, $1,500, need a place "
         "that allows parties", "Denver", "Las Vegas", "2022-03-11", 3, 2, 1500, wishes=PARTY),
    Trip("Greetings, I would like to plan a trip from Seattle to Anchorage from March 14 to March 16 for one person, "
         "with a budget of $1,200 and a private room.", "Seattle", "Anchorage", "2022-03-14", 3, 1, 1200,
         wishes=PRIVATE),
    Trip("me n my bro from Tulsa to Dallas 3/25-3/27, 800 bucks, no fast food, nothing shared", "Tulsa", "Dallas",
         "2022-03-25", 3, 2, 800, wishes={**NOT_SHARED, "avoid_cuisines": ["Fast Food"]}),
    Trip("We'd like to visit Honolulu from Los Angeles, March 7-9, 2 adults, restaurants rated 4.5 or better, "
         "$2,000 budget", "Los Angeles", "Honolulu", "2022-03-07", 3, 2, 2000, wishes={"min_rating": 4.5}),
    Trip("Quick trip: Buffalo → Rochester 3/14-3/16, me, my wife, our baby, $700, need a kid-friendly place",
         "Buffalo", "Rochester", "2022-03-14", 3, 3, 700, wishes=CHILD),
    Trip("my friend and I are going from Oakland to Los Angeles march 18-20, we don't want to drive, we love "
         "desserts, $900", "Oakland", "Los Angeles", "2022-03-18", 3, 2, 900,
         wishes={**NO_DRIVE, "more_cuisines": ["Desserts"]}),
    Trip("Family of 3 from Tampa to Orlando, March 1-3, budget $1,100, entire place, our son is 4", "Tampa", "Orlando",
         "2022-03-01", 3, 3, 1100, wishes={**WHOLE, **CHILD}),
    Trip("Hi there! I'd like to plan a trip from Fort Lauderdale to Tampa for my 2 friends and me, March 21-23. "
         "We'd like an entire house with a 4 star rating or higher. $1,200 budget.", "Fort Lauderdale", "Tampa",
         "2022-03-21", 3, 3, 1200, wishes={**WHOLE, "min_stay_rating": 4}),
    Trip("yo! me and my gf from houston to austin mar 11-13, somewhere we can smoke and bring the dog, 1k",
         "Houston", "Austin", "2022-03-11", 3, 2, 1000, wishes={**SMOKE, "more_house_rules": ["pets"]}),
    Trip("Hello, I'm planning a 3 day trip for 4 people from Chicago to St. Louis starting 3/9, no flying, an entire "
         "home, and american food. Budget 1,600.", "Chicago", "St. Louis", "2022-03-09", 3, 4, 1600,
         wishes={**NO_FLIGHT, **WHOLE, "cuisine": ["American"]}),
    Trip("Me, my wife and our dog from Boise to Portland march 25th-27th, we'd like a private room, under $1000",
         "Boise", "Portland", "2022-03-25", 3, 2, 1000, wishes={**PETS, **PRIVATE}),
    Trip("We (2 adults) want to go from Milwaukee to Minneapolis March 4th-6th with $750, and we'd like cafes",
         "Milwaukee", "Minneapolis", "2022-03-04", 3, 2, 750, wishes={"more_cuisines": ["Cafe"]}),
    Trip("hiya, from Memphis to Nashville 3/14-16 for me and 2 friends, no self-driving, italian and mexican, ~$300 "
         "each", "Memphis", "Nashville", "2022-03-14", 3, 3, 900,
         wishes={**NO_DRIVE, "cuisine": ["Italian", "Mexican"]}),
    Trip("Could you help me plan a trip for my husband and me from Richmond to Charlotte, Friday March 18 to Sunday "
         "March 20? We have $800 and want a whole apartment.", "Richmond", "Charlotte", "2022-03-18", 3, 2, 800,
         wishes=WHOLE),
    Trip("We're 2 couples from San Jose to Las Vegas march 11-13, 2 grand total, we'd like a place that lets us "
         "party", "San Jose", "Las Vegas", "2022-03-11", 3, 4, 2000, wishes=PARTY),
    # asked back
    Ask("Denver to Phoenix, early march, 2 people, $900", "date"),
    Ask("Dallas to Austin the 14th thru 16th, 2 people, $700", "date"),
    Ask("Seattle to Portland, March 4-6, 2 people, a couple grand", "budget"),
    Ask("Chicago to Detroit, March 11-13, 2 people, cheap as possible", "budget"),
    Ask("Miami to Tampa, March 18-20, me and the family, $1,000", "travel"),
    Ask("Houston to Dallas, March 4-6, a few of us, $900", "travel"),
    Ask("Atlanta to Savannah, March 11-13, $300 per person", "per person"),
    Ask("Boston to New York, March 7-9, 2 people", "budget"),
    Ask("to Nashville, March 14-16, 2 people, $800", "origin"),
    Ask("Phoenix to Tucson or Flagstaff, March 4-6, 2 people, $700", "destination"),
    Ask("Denver to Boise, 2 people, $900", "date"),
    Ask("Austin to Houston, March 21-23, 2 or 4 people, $800", "travel"),
    Ask("Orlando to Miami, March 7-9, 2 people, $700 or $900", "budget"),
    Ask("Reno to Sacramento, March 4-6, 2 people, $800, we love ethiopian food", "ethiopian"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # ("Chicago to St. Louis, 3.9 - 3.11" is read since the twentieth request set: in a dotted range of numbers 12 or
    # under, the number both dates share is the month, ``dates._dotted_range``)
    # asked: "2 ppl + baby" asks whether the baby is among the 2 (``people_refused``: "3 people and 2 kids" alike);
    # safe, though a plus reads as one more to most people
    "Albuquerque to Santa Fe, March 21-23, 2 ppl + baby, $700",
]


def test_the_nineteenth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places, states, dates and amounts the data does not have must be refused naming the cause (never a silent "origin
# missing", never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Boston to 3 cities in Vermont, March 3-9, 2 people, $3,000", "Vermont"),
    ("2 cities in delaware from Newark, March 3-7, 2 people, $2,000", "Delaware"),
    ("Portland to Cannon Beach, March 3-5, 2 people, $600", "Cannon Beach"),
    ("Miami to Miami Beach, March 3-5, 2 people, $900", "Miami Beach"),
    ("Los Angeles to Malibu, March 3-5, 2 people, $900", "Malibu"),
    ("Denver to Vail, March 3-5, 2 people, $900", "Vail"),
    ("Nashville to Franklin, March 3-5, 2 people, $600", "Franklin"),
    ("Las Vegas to the Grand Canyon, March 3-5, 2 people, $900", "Grand Canyon"),
    ("San Diego to Tijuana, March 3-5, 2 people, $600", "Tijuana"),
    ("Austin to Fredericksburg, March 3-5, 2 people, $600", "Fredericksburg"),
    ("Boston to Salem, March 3-5, 2 people, $600", "Salem"),
    ("Orlando to Disney World, March 3-5, 2 people, $900", "Disney World"),
    ("New York to the Hamptons, March 3-5, 2 people, $1,500", "Hamptons"),
    ("Denver to Seattle, March 3-5, 2 people, $0", "budget"),
    ("Denver to Seattle, March 3-5, 2 people, -$500", "budget"),
    ("Denver to Seattle, March 3-5, 40 people, $9,000", "travellers"),
    ("Denver to Seattle, March 32-34, 2 people, $900", "date"),
    # guards of the rules this set led to: a bare number after the budget is no party; "Marc" before one day is a name
    ("Denver to Boston, $1,200, 3, 4 days from March 3", ("Denver", "Boston", "2022-03-03", "2022-03-06", 1, 1200)),
    ("Denver to Boise, Marc 18, 3 days, 2 people, $900", "dates"),
]


def test_the_nineteenth_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Denver to Seattle, April 8-10, 2 people, $900",
    "Denver to Seattle, Dec 24-26, 2 people, $900",
    "Chicago to Detroit, March 3-5, 2023, 2 people, $700",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_dates_the_data_lacks_are_named_not_planned_silently(text, sandbox):
    check_outside(text, sandbox)
