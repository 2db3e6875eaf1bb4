"""A twenty-first held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before
any fix it led to.

Written by helper REQ21 after the twentieth set (``test_request_heldout_twentieth.py``) was fixed against, on pairs of
cities no earlier request set used as its base (checked against every earlier set's trips: the far cities of the data,
Alaska's, Hawaii's, Michigan's Upper Peninsula, the islands of Massachusetts, taken to new ends), as people type a
whole request: terse ("bismarck to kc 3/10-12 3ppl $700"), chatty, typos in words other than the place ("Marhc", "2
poeple", "budgte"), airport codes and nicknames ("msp to phx", "HNL to KOA", "Nola", "the Big Apple", "Jax", "Cincy");
dates in many shapes ("3.4-3.6", "12-14/03/2022", "Wednesday 16th March to Friday 18th March", "3/19 → 3/21", "2
nights starting March 18", "the first weekend in March", "march fourth to sixth", "the eighteenth to the twentieth of
March", "out 3/2 back 3/4"); budgets ("$1.5k", "1.5 grand", "two and a half grand", "$600 per head", "$150 a day",
"cap of 1k", "~1000", "budget=1400", "1k each", "$2,000 between the four of us", "$1k-ish", "$600 a piece", "USD1000",
"12 hundred dollars"); parties ("me, my husband and our 3 kids", "hubby and me", "me plus 2", "the twins", "a party
of eleven", "our team of eight"); state tours ("3 cities in the Sunshine State", "3 cities in Cali", "a week in
Wyoming"); room types, house rules, cuisines, ratings, a nightly price and transport mixed in; corrections; what must
be asked back; places, states and values the data lacks (``NOT_THERE``), and dates outside the data (``OUTSIDE``).
Dates are checked against March 2022 (the 1st is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other twenty
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every miss left, with
why.

Measured when written, on HEAD (095c508; right / asked / wrongly read, 279 texts): 267 / 7 / 5, 3 of the wrong
silently. Silent: "my grandson (8) and I" (no children's rule: a grandchild's age in brackets was not read), "a room of
our own is fine" (no room type) and "me + wife + 2 kids (3 and 6), pet friendly" (an expectation written wrong: two
house rules are ``house_rule`` and ``more_house_rules``, read right; its form corrected after scoring). Wrong, said:
"Memphis to Omaha, no, Omaha to Memphis" read Memphis to Omaha (the "no" took back the one place before
it, not the route); "we smoke and wanna party" (the partying named as not
understood). Asked: "3.4-3.6" and "12-14/03/2022" (dates), "2 thousand" and "12 hundred dollars" (budget), "ANC to
SIT" and "SAT to DEN" (two airport codes the gazetteer lacked), "3 cities in the Sunshine State" (a state's nickname
after "the" read as a second destination). ``NOT_THERE`` 20 / 22: "tacoma to portland" and "fort collins to phoenix"
(an unknown origin in lower case) said only "missing origin" (the place named in lower case, as written: the
expectation's case corrected after scoring). ``OUTSIDE`` 4 / 4.

After the fixes it led to (route_correction: a take-back word between a route and a whole route again, "Denver to
Omaha, no, Omaha to Denver", takes back the whole route; constraints/house_rule: a grandchild with an age in brackets,
"my grandson (8)"; constraints/room_type: "a room of our own" is a private room; unknown_places and spelling: a name
opening a route in lower case, "tacoma to portland", is named as the unknown origin when its words are rare in English;
date_patterns and dates: "12-14/03/2022", a range of days before the month and year; numbers: digits with
a magnitude's word, "2 thousand", "12 hundred dollars", as money where the words' amounts are; gazetteer: "SIT" and
"SAT" (route_codes: a weekday's short name before a date is no code, "THU March 3 to SAT March 5"); place_roles: "N
cities in the <nickname>"): 276 / 1 / 2, 1 silently (the three left are by design, ``KNOWN_GAPS``); ``NOT_THERE`` 22 / 22;
``OUTSIDE`` 4 / 4. The official query texts read as before (train and validation_dev read identically, nothing
flagged); two gaps of earlier sets closed (the seventh's "SAT -> ELP", the eighth's "our grandson (7)"), none opened.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
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
    Trip("Anchorage to Boise, Mar 3rd thru 5th, 2 people, $1,200", "Anchorage", "Boise", "2022-03-03", 3, 2, 1200),
    Trip("Fairbanks to Portland, 3.4-3.6, 2 people, $1,100", "Fairbanks", "Portland", "2022-03-04", 3, 2, 1100),
    Trip("Juneau to Minneapolis, 4th-6th March 2022, 2 people, $1,300", "Juneau", "Minneapolis", "2022-03-04", 3, 2,
         1300),
    Trip("Ketchikan to Denver, from 3/7 for 3 days, 2 people, $1,200", "Ketchikan", "Denver", "2022-03-07", 3, 2, 1200),
    Trip("Sitka to Salt Lake City, March the 10th to the 12th, 2 people, $1,000", "Sitka", "Salt Lake City",
         "2022-03-10", 3, 2, 1000),
    Trip("Kodiak to Las Vegas, 12-14/03/2022, 2 people, $1,100", "Kodiak", "Las Vegas", "2022-03-12", 3, 2, 1100),
    Trip("Nome to Chicago, 2022-03-15 to 2022-03-17, 2 people, $1,400", "Nome", "Chicago", "2022-03-15", 3, 2, 1400),
    Trip("Kotzebue to Phoenix, Wednesday 16th March to Friday 18th March, 2 people, $1,300", "Kotzebue", "Phoenix",
         "2022-03-16", 3, 2, 1300),
    Trip("Hilo to San Jose, 3/19 → 3/21, 2 people, $900", "Hilo", "San Jose", "2022-03-19", 3, 2, 900),
    Trip("Kona to Oakland, 3 days from March 20th, 2 people, $1,000", "Kona", "Oakland", "2022-03-20", 3, 2, 1000),
    Trip("Lihue to San Diego, the 22nd through 24th of march, 2 people, $1,100", "Lihue", "San Diego", "2022-03-22", 3,
         2, 1100),
    Trip("Kahului to Los Angeles, March 25th for 3 days, 2 people, $1,000", "Kahului", "Los Angeles", "2022-03-25", 3,
         2, 1000),
    Trip("Honolulu to Sacramento, March 26, 27, 28, 2 people, $1,200", "Honolulu", "Sacramento", "2022-03-26", 3, 2,
         1200),
    Trip("Alpena to Nashville, Mon Mar 28 - Wed Mar 30, 2 people, $800", "Alpena", "Nashville", "2022-03-28", 3, 2, 800),
    Trip("Escanaba to Atlanta, 5 days, March 1 to March 5, 2 people, $1,500", "Escanaba", "Atlanta", "2022-03-01", 5, 2,
         1500),
    Trip("Hancock to Dallas, March 9th 2022 - March 11th 2022, 2 people, $900", "Hancock", "Dallas", "2022-03-09", 3,
         2, 900),
    Trip("Iron Mountain to Houston, from the 2nd of March to the 4th, 2 people, $900", "Iron Mountain", "Houston",
         "2022-03-02", 3, 2, 900),
    Trip("Muskegon to Orlando, Mar. 13-15, 2 people, $1,000", "Muskegon", "Orlando", "2022-03-13", 3, 2, 1000),
    Trip("Pellston to Tampa, march 16th, 17th, 18th, 2 people, $1,000", "Pellston", "Tampa", "2022-03-16", 3, 2, 1000),
    Trip("Saginaw to Charlotte, 2 nights starting March 18, 2 people, $700", "Saginaw", "Charlotte", "2022-03-18", 3, 2,
         700),
    Trip("Traverse City to Miami, 4 nights from March 6, 2 people, $1,600", "Traverse City", "Miami", "2022-03-06", 5,
         2, 1600),
    Trip("International Falls to Denver, the weekend of March 11th, 2 people, $900", "International Falls", "Denver",
         "2022-03-11", 3, 2, 900),
    Trip("Gustavus to Seattle, Thurs 3/24 to Sat 3/26, 2 people, $1,000", "Gustavus", "Seattle", "2022-03-24", 3, 2,
         1000),
    Trip("Devils Lake to Minneapolis, 03/29/2022 - 03/31/2022, 2 people, $700", "Devils Lake", "Minneapolis",
         "2022-03-29", 3, 2, 700),
    Trip("Grand Forks to Phoenix, march 3 to march 7, 2 people, $1,500", "Grand Forks", "Phoenix", "2022-03-03", 5, 2,
         1500),
    Trip("Minot to Las Vegas, departing 3/14, home 3/16, 2 people, $900", "Minot", "Las Vegas", "2022-03-14", 3, 2,
         900),
    Trip("Plattsburgh to Orlando, the first weekend in March, 2 people, $1,000", "Plattsburgh", "Orlando",
         "2022-03-04", 3, 2, 1000),
    Trip("Ogdensburg to Tampa, the last weekend of March, 2 people, $1,000", "Ogdensburg", "Tampa", "2022-03-25", 3, 2,
         1000),
    Trip("Watertown to Fort Lauderdale, 3/8 - 3/12, 2 people, $1,500", "Watertown", "Fort Lauderdale", "2022-03-08",
         5, 2, 1500),
    Trip("Niagara Falls to Myrtle Beach, March 23-25th, 2 people, $900", "Niagara Falls", "Myrtle Beach", "2022-03-23",
         3, 2, 900),
    Trip("Presque Isle to Louisville, 23rd-25th March, 2 people, $700", "Presque Isle", "Louisville", "2022-03-23", 3, 2, 700),
    Trip("Hyannis to Washington, between the 1st and 3rd of March, 2 people, $900", "Hyannis", "Washington",
         "2022-03-01", 3, 2, 900),
    Trip("Nantucket to Spokane, Tuesday to Thursday, March 8-10, 2 people, $1,200", "Nantucket", "Spokane",
         "2022-03-08", 3, 2, 1200),
    Trip("Martha's Vineyard to Philadelphia, leaving on the 20th of March and returning the 22nd, 2 people, $1,100",
         "Martha's Vineyard", "Philadelphia", "2022-03-20", 3, 2, 1100),
    Trip("Latrobe to Raleigh, 3/15/22 through 3/17/22, 2 people, $800", "Latrobe", "Raleigh", "2022-03-15", 3, 2, 800),
    Trip("Johnstown to Atlanta, Mar 4 2022 - Mar 6 2022, 2 people, $800", "Johnstown", "Atlanta", "2022-03-04", 3, 2,
         800),
    Trip("Lewisburg to Chicago, march fourth to sixth, 2 people, $900", "Lewisburg", "Chicago", "2022-03-04", 3, 2,
         900),
    Trip("Harrisburg to Denver, the eighteenth to the twentieth of March, 2 people, $1,000", "Harrisburg", "Denver",
         "2022-03-18", 3, 2, 1000),
    Trip("Owensboro to Chicago, March 1st-7th, 2 people, $2,000", "Owensboro", "Chicago", "2022-03-01", 7, 2, 2000),
    Trip("Paducah to Atlanta, on March 21 for five days, 2 people, $1,400", "Paducah", "Atlanta", "2022-03-21", 5, 2,
         1400),
    Trip("Lexington to Orlando, from Mar 11, 3 days, 2 people, $1,000", "Lexington", "Orlando", "2022-03-11", 3, 2,
         1000),
    Trip("Baton Rouge to Nashville, out 3/2 back 3/4, 2 people, $800", "Baton Rouge", "Nashville", "2022-03-02", 3, 2,
         800),
    Trip("Dothan to Chicago, 10-12 March, 2 people, $900", "Dothan", "Chicago", "2022-03-10", 3, 2, 900),
    Trip("Del Rio to Denver, Fri. March 18 to Sun. March 20, 2 people, $900", "Del Rio", "Denver", "2022-03-18", 3, 2,
         900),
    Trip("Mission to Las Vegas, Mar 29th-31st, 2 people, $900", "Mission", "Las Vegas", "2022-03-29", 3, 2, 900),
    # budgets in many shapes
    Trip("Rock Springs to Richmond, March 4-6, 2 people, $1.5k", "Rock Springs", "Richmond", "2022-03-04", 3, 2, 1500),
    Trip("West Yellowstone to Milwaukee, March 7-9, 2 people, 1.5 grand", "West Yellowstone", "Milwaukee",
         "2022-03-07", 3, 2, 1500),
    Trip("Valparaiso to Atlanta, March 10-12, 2 people, budget is 2,000 USD", "Valparaiso", "Atlanta", "2022-03-10", 3,
         2, 2000),
    Trip("Belleville to Orlando, March 14-16, 2 people, $2000.00", "Belleville", "Orlando", "2022-03-14", 3, 2, 2000),
    Trip("Rockford to Phoenix, March 18-20, 2 people, two and a half grand", "Rockford", "Phoenix", "2022-03-18", 3, 2,
         2500),
    Trip("Fort Leonard Wood to Dallas, March 21-23, 2 people, 1200 bucks total", "Fort Leonard Wood", "Dallas",
         "2022-03-21", 3, 2, 1200),
    Trip("Decatur to New York, March 24-26, 2 people, eleven hundred dollars", "Decatur", "New York", "2022-03-24", 3, 2,
         1100),
    Trip("Concord to Miami, March 1-3, 3 people, $600 per head", "Concord", "Miami", "2022-03-01", 3, 3, 1800),
    Trip("Newark to New Orleans, March 4-6, 2 people, $150 a day", "Newark", "New Orleans", "2022-03-04", 3, 2, 450),
    Trip("Trenton to Chicago, March 8-10, 2 people, not more than 1300", "Trenton", "Chicago", "2022-03-08", 3, 2,
         1300),
    Trip("Atlantic City to Miami, March 11-13, 2 people, no more than $1,700", "Atlantic City", "Miami", "2022-03-11",
         3, 2, 1700),
    Trip("Albany to Orlando, March 14-16, 2 people, under $1.8k", "Albany", "Orlando", "2022-03-14", 3, 2, 1800),
    Trip("Elmira to Atlanta, March 17-19, 2 people, less than 2000 dollars", "Elmira", "Atlanta", "2022-03-17", 3, 2,
         2000),
    Trip("Islip to Miami, March 21-23, 2 people, a max of $900", "Islip", "Miami", "2022-03-21", 3, 2, 900),
    Trip("Ithaca to Chicago, March 25-27, 2 people, cap of 1k", "Ithaca", "Chicago", "2022-03-25", 3, 2, 1000),
    Trip("Binghamton to Orlando, March 1-3, 2 people, can spend up to $1,100", "Binghamton", "Orlando", "2022-03-01",
         3, 2, 1100),
    Trip("Manhattan to Nashville, March 4-6, 2 people, ~1000", "Manhattan", "Nashville", "2022-03-04", 3, 2, 1000),
    Trip("White Plains to Atlanta, March 7-9, 2 people, approx. $1,250", "White Plains", "Atlanta", "2022-03-07", 3, 2,
         1250),
    Trip("Newburgh to Chicago, March 10-12, 2 people, roughly 900 dollars", "Newburgh", "Chicago", "2022-03-10", 3, 2,
         900),
    Trip("Rochester to Nashville, March 14-16, 2 people, $1,000 even", "Rochester", "Nashville", "2022-03-14", 3, 2,
         1000),
    Trip("Syracuse to Charlotte, March 18-20, 2 people, 850 USD total", "Syracuse", "Charlotte", "2022-03-18", 3, 2,
         850),
    Trip("Buffalo to Denver, March 21-23, 2 people, budget=1400", "Buffalo", "Denver", "2022-03-21", 3, 2, 1400),
    Trip("Harrisburg to Miami, March 24-26, 2 people, budget - $1,600", "Harrisburg", "Miami", "2022-03-24", 3, 2,
         1600),
    Trip("Scranton to Orlando, March 1-3, 2 people, Budget $1,200 (total)", "Scranton", "Orlando", "2022-03-01", 3, 2,
         1200),
    Trip("State College to Atlanta, March 4-6, 2 people, 1,750 dollars", "State College", "Atlanta", "2022-03-04", 3,
         2, 1750),
    Trip("Erie to Nashville, March 7-9, 2 people, $2,200 for the both of us", "Erie", "Nashville", "2022-03-07", 3, 2,
         2200),
    Trip("Pittsburgh to Tampa, March 10-12, 2 people, nine hundred and fifty dollars", "Pittsburgh", "Tampa",
         "2022-03-10", 3, 2, 950),
    Trip("Philadelphia to Savannah, March 14-16, 2 people, a grand", "Philadelphia", "Savannah", "2022-03-14", 3, 2,
         1000),
    Trip("Hagerstown to Orlando, March 17-19, 2 people, a grand and a half", "Hagerstown", "Orlando", "2022-03-17", 3,
         2, 1500),
    Trip("Salisbury to Nashville, March 21-23, 2 people, $1.1k tops", "Salisbury", "Nashville", "2022-03-21", 3, 2,
         1100),
    Trip("Baltimore to Savannah, March 25-27, 2 people, fourteen hundred bucks", "Baltimore", "Savannah",
         "2022-03-25", 3, 2, 1400),
    Trip("Charlottesville to Miami, March 1-3, 2 people, 2 thousand", "Charlottesville", "Miami", "2022-03-01", 3, 2,
         2000),
    Trip("Jamestown to Orlando, March 4-6, 4 people, $3K", "Jamestown", "Orlando", "2022-03-04", 3, 4, 3000),
    Trip("Newport News to Denver, March 7-9, 2 people, 1k each", "Newport News", "Denver", "2022-03-07", 3, 2, 2000),
    Trip("Norfolk to Las Vegas, March 10-12, 3 people, $450/person", "Norfolk", "Las Vegas", "2022-03-10", 3, 3, 1350),
    Trip("Petersburg to Chicago, March 14-16, 2 people, we've saved about $1,300", "Petersburg", "Chicago",
         "2022-03-14", 3, 2, 1300),
    Trip("Richmond to Denver, March 18-20, 4 people, $2,000 between the four of us", "Richmond", "Denver",
         "2022-03-18", 3, 4, 2000),
    Trip("Roanoke to Miami, March 21-23, 2 people, my limit is $900", "Roanoke", "Miami", "2022-03-21", 3, 2, 900),
    Trip("Lynchburg to Orlando, March 25-27, 2 people, spend no more than eight hundred", "Lynchburg", "Orlando",
         "2022-03-25", 3, 2, 800),
    Trip("Staunton to Nashville, March 1-3, 2 people, total budget of USD 950", "Staunton", "Nashville", "2022-03-01",
         3, 2, 950),
    Trip("Clarksburg to Orlando, March 4-6, 2 people, $1,000 max for everything", "Clarksburg", "Orlando", "2022-03-04",
         3, 2, 1000),
    Trip("Bristol to Chicago, March 7-9, 2 people, 1300$ budget", "Bristol", "Chicago", "2022-03-07", 3, 2, 1300),
    Trip("Chattanooga to Denver, March 10-12, 2 people, we can do $1,200 at most", "Chattanooga", "Denver",
         "2022-03-10", 3, 2, 1200),
    Trip("Knoxville to Las Vegas, March 14-16, 2 people, 12 hundred dollars", "Knoxville", "Las Vegas", "2022-03-14",
         3, 2, 1200),
    Trip("Memphis to Buffalo, March 17-19, 2 people, about 1.6k", "Memphis", "Buffalo", "2022-03-17", 3, 2, 1600),
    Trip("Greenville to Chicago, March 21-23, 2 people, $1k-ish", "Greenville", "Chicago", "2022-03-21", 3, 2, 1000),
    Trip("Greer to Las Vegas, March 25-27, 2 people, $600 a piece", "Greer", "Las Vegas", "2022-03-25", 3, 2, 1200),
    Trip("Hilton Head to Denver, March 1-3, 2 people, budget: $1,150", "Hilton Head", "Denver", "2022-03-01", 3, 2,
         1150),
    Trip("Charleston to Minneapolis, March 4-6, 2 people, USD1000", "Charleston", "Minneapolis", "2022-03-04", 3, 2,
         1000),
    Trip("Myrtle Beach to Pittsburgh, March 7-9, 2 people, we have 800 to spend", "Myrtle Beach", "Pittsburgh",
         "2022-03-07", 3, 2, 800),
    Trip("Wilmington to Detroit, March 10-12, 2 people, seven hundred bucks", "Wilmington", "Detroit", "2022-03-10", 3,
         2, 700),
    # parties said every way
    Trip("New Bern to Knoxville, March 14-16, me, my husband and our 3 kids, $2,000", "New Bern", "Knoxville",
         "2022-03-14", 3, 5, 2000),
    Trip("Fayetteville to Nashville, March 17-19, me and the wife, $900", "Fayetteville", "Nashville", "2022-03-17", 3,
         2, 900),
    Trip("Greensboro to Miami, March 21-23, hubby and me, $1,100", "Greensboro", "Miami", "2022-03-21", 3, 2, 1100),
    Trip("Raleigh to Denver, March 25-27, 2 adults 3 kids, $2,200", "Raleigh", "Denver", "2022-03-25", 3, 5, 2200),
    Trip("Asheville to Chicago, March 1-3, just the two of us, $900", "Asheville", "Chicago", "2022-03-01", 3, 2, 900),
    Trip("Charlotte to Salt Lake City, March 4-6, a solo trip, $700", "Charlotte", "Salt Lake City", "2022-03-04", 3, 1,
         700),
    Trip("Savannah to Minneapolis, March 7-9, party of 4, $1,600", "Savannah", "Minneapolis", "2022-03-07", 3, 4, 1600),
    Trip("Valdosta to Chicago, March 10-12, 4 pax, $1,500", "Valdosta", "Chicago", "2022-03-10", 3, 4, 1500),
    Trip("Augusta to Denver, March 14-16, family of five, $2,000", "Augusta", "Denver", "2022-03-14", 3, 5, 2000),
    Trip("Decatur to Chicago, March 17-19, me & 3 friends, $1,600", "Decatur", "Chicago", "2022-03-17", 3, 4, 1600),
    Trip("Gainesville to Philadelphia, March 21-23, my mom, my aunt and me, $1,200", "Gainesville", "Philadelphia",
         "2022-03-21", 3, 3, 1200),
    Trip("Jacksonville to Denver, March 25-27, our group of 7, $2,800", "Jacksonville", "Denver", "2022-03-25", 3, 7,
         2800),
    Trip("Tallahassee to Chicago, March 1-3, two couples, $1,600", "Tallahassee", "Chicago", "2022-03-01", 3, 4, 1600),
    Trip("Pensacola to Providence, March 4-6, 2 adults + 1 kid (age 5), $900", "Pensacola", "Providence", "2022-03-04", 3, 3,
         900, wishes=CHILD),
    Trip("Panama City to Reno, March 7-9, me and my 2 daughters, $1,000", "Panama City", "Reno", "2022-03-07",
         3, 3, 1000),
    Trip("Sarasota to Boston, March 10-12, my wife, me, and our newborn, $1,200", "Sarasota", "Boston", "2022-03-10",
         3, 3, 1200, wishes=CHILD),
    Trip("Punta Gorda to Detroit, March 14-16, 3 adults, $1,100", "Punta Gorda", "Detroit", "2022-03-14", 3, 3, 1100),
    Trip("Fort Myers to Pittsburgh, March 17-19, 4 guys, $1,400", "Fort Myers", "Pittsburgh", "2022-03-17", 3, 4, 1400),
    Trip("Key West to Chicago, March 21-23, a couple, $1,200", "Key West", "Chicago", "2022-03-21", 3, 2, 1200),
    Trip("West Palm Beach to Denver, March 25-27, me and my bestie, $1,100", "West Palm Beach", "Denver", "2022-03-25",
         3, 2, 1100),
    Trip("Daytona Beach to Chicago, March 1-3, my parents, my sister and me, $1,600", "Daytona Beach", "Chicago",
         "2022-03-01", 3, 4, 1600),
    Trip("Tampa to Denver, March 4-6, me plus 2, $1,200", "Tampa", "Denver", "2022-03-04", 3, 3, 1200),
    Trip("Fort Lauderdale to Minneapolis, March 7-9, myself + husband, $1,000", "Fort Lauderdale", "Minneapolis",
         "2022-03-07", 3, 2, 1000),
    Trip("Orlando to Pittsburgh, March 10-12, me, my mom and my daughter (6), $1,000", "Orlando", "Pittsburgh",
         "2022-03-10", 3, 3, 1000, wishes=CHILD),
    Trip("Miami to Minneapolis, March 14-16, 2 grandparents, $1,000", "Miami", "Minneapolis", "2022-03-14", 3, 2, 1000),
    Trip("Dallas to Pittsburgh, March 17-19, our team of eight, $3,200", "Dallas", "Pittsburgh", "2022-03-17", 3, 8,
         3200),
    Trip("Houston to Minneapolis, March 21-23, ten people, $4,000", "Houston", "Minneapolis", "2022-03-21", 3, 10, 4000),
    Trip("Austin to Pittsburgh, March 25-27, me and my elderly father, $1,000", "Austin", "Pittsburgh", "2022-03-25", 3,
         2, 1000),
    Trip("San Antonio to Minneapolis, March 1-3, me and my sister and her husband, $1,300", "San Antonio",
         "Minneapolis", "2022-03-01", 3, 3, 1300),
    Trip("El Paso to Chicago, March 4-6, dad and me, $900", "El Paso", "Chicago", "2022-03-04", 3, 2, 900),
    Trip("Amarillo to Minneapolis, March 7-9, a group of 3 college friends, $1,000", "Amarillo", "Minneapolis",
         "2022-03-07", 3, 3, 1000),
    Trip("Abilene to Denver, March 10-12, our family (2 adults, 2 kids), $1,400", "Abilene", "Denver", "2022-03-10", 3,
         4, 1400),
    Trip("Beaumont to Chicago, March 14-16, me, the wife, and the twins, $1,500", "Beaumont", "Chicago", "2022-03-14",
         3, 4, 1500),
    Trip("Brownsville to Denver, March 17-19, a couple + our toddler, $1,100", "Brownsville", "Denver", "2022-03-17", 3,
         3, 1100, wishes=CHILD),
    Trip("College Station to Denver, March 21-23, 5 of us, $1,800", "College Station", "Denver", "2022-03-21", 3, 5,
         1800),
    Trip("Corpus Christi to Chicago, March 25-27, traveling alone, $800", "Corpus Christi", "Chicago", "2022-03-25", 3,
         1, 800),
    Trip("Harlingen to Chicago, March 1-3, my girlfriend and her mom and me, $1,200", "Harlingen", "Chicago",
         "2022-03-01", 3, 3, 1200),
    Trip("Killeen to Chicago, March 4-6, for two, $900", "Killeen", "Chicago", "2022-03-04", 3, 2, 900),
    Trip("Laredo to Denver, March 7-9, a party of eleven, $4,400", "Laredo", "Denver", "2022-03-07", 3, 11, 4400),
    Trip("Longview to Chicago, March 10-12, my husband, our 2 boys and I, $1,500", "Longview", "Chicago", "2022-03-10",
         3, 4, 1500),
    Trip("Lubbock to Chicago, March 14-16, me and my fiance, $1,000", "Lubbock", "Chicago", "2022-03-14", 3, 2, 1000),
    Trip("Midland to Chicago, March 17-19, mom, dad, and 2 kids, $1,600", "Midland", "Chicago", "2022-03-17", 3, 4,
         1600),
    Trip("San Angelo to Denver, March 21-23, a family of 6, $2,400", "San Angelo", "Denver", "2022-03-21", 3, 6, 2400),
    # airport codes, nicknames, lower case
    Trip("msp to phx mar 4-6 2 ppl $900", "Minneapolis", "Phoenix", "2022-03-04", 3, 2, 900),
    Trip("LAX to SLC, March 7-9, 2 people, $900", "Los Angeles", "Salt Lake City", "2022-03-07", 3, 2, 900),
    Trip("DFW to BOS, March 10-12, 2 people, $1,200", "Dallas", "Boston", "2022-03-10", 3, 2, 1200),
    Trip("ORD to SAV 3/14-3/16 2 ppl $900", "Chicago", "Savannah", "2022-03-14", 3, 2, 900),
    Trip("PDX to ABQ, March 17-19, 2 people, $800", "Portland", "Albuquerque", "2022-03-17", 3, 2, 800),
    Trip("EWR to ATL, March 21-23, 2 people, $800", "Newark", "Atlanta", "2022-03-21", 3, 2, 800),
    Trip("HNL to KOA, March 25-27, 2 people, $900", "Honolulu", "Kona", "2022-03-25", 3, 2, 900),
    Trip("ANC to SIT, March 1-3, 2 people, $700", "Anchorage", "Sitka", "2022-03-01", 3, 2, 700),
    Trip("BUF to MCO, March 4-6, 2 people, $900", "Buffalo", "Orlando", "2022-03-04", 3, 2, 900),
    Trip("SAT to DEN, March 7-9, 2 people, $800", "San Antonio", "Denver", "2022-03-07", 3, 2, 800),
    Trip("Philly to Vegas, March 10-12, 2 people, $1,000", "Philadelphia", "Las Vegas", "2022-03-10", 3, 2, 1000),
    Trip("Nola to Knoxville, March 14-16, 2 people, $700", "New Orleans", "Knoxville", "2022-03-14", 3, 2, 700),
    Trip("the Big Apple to Music City, March 17-19, 2 people, $1,000", "New York", "Nashville", "2022-03-17", 3, 2,
         1000),
    Trip("Vegas to Tucson, March 21-23, 2 people, $700", "Las Vegas", "Tucson", "2022-03-21", 3, 2, 700),
    Trip("Indy to Savannah, March 25-27, 2 people, $700", "Indianapolis", "Savannah", "2022-03-25", 3, 2, 700),
    Trip("SF to Palm Springs, March 1-3, 2 people, $900", "San Francisco", "Palm Springs", "2022-03-01", 3, 2, 900),
    Trip("DC to Providence, March 4-6, 2 people, $900", "Washington", "Providence", "2022-03-04", 3, 2, 900),
    Trip("OKC to Denver, March 7-9, 2 people, $800", "Oklahoma City", "Denver", "2022-03-07", 3, 2, 800),
    Trip("san antonio to lubbock march 10-12 2 people $700", "San Antonio", "Lubbock", "2022-03-10", 3, 2, 700),
    Trip("st. louis to omaha, march 14-16, 2 people, $600", "St. Louis", "Omaha", "2022-03-14", 3, 2, 600),
    Trip("salt lake city to spokane mar 17-19 2 people $700", "Salt Lake City", "Spokane", "2022-03-17", 3, 2, 700),
    Trip("colorado springs to el paso, march 21-23, 2 people, $700", "Colorado Springs", "El Paso",
         "2022-03-21", 3, 2, 700),
    Trip("durango to phoenix march 25-27 2 ppl 800", "Durango", "Phoenix", "2022-03-25", 3, 2, 800),
    Trip("Jax to Nashville, March 1-3, 2 people, $800", "Jacksonville", "Nashville", "2022-03-01", 3, 2, 800),
    Trip("Cincy to Pittsburgh, March 4-6, 2 people, $700", "Cincinnati", "Pittsburgh", "2022-03-04", 3, 2, 700),
    # room types
    Trip("Santa Maria to Seattle, March 7-9, 2 people, $1,000, an entire home/apt please", "Santa Maria", "Seattle",
         "2022-03-07", 3, 2, 1000, wishes=WHOLE),
    Trip("Arcata to Las Vegas, March 10-12, 2 people, $900, we want the whole place to ourselves", "Arcata",
         "Las Vegas", "2022-03-10", 3, 2, 900, wishes=WHOLE),
    Trip("Butte to Denver, March 14-16, 2 people, $800, just a private room", "Butte", "Denver", "2022-03-14", 3, 2,
         800, wishes=PRIVATE),
    Trip("North Bend to Albuquerque, March 17-19, 2 people, $800, we don't want to share a room with strangers",
         "North Bend", "Albuquerque", "2022-03-17", 3, 2, 800, wishes=NOT_SHARED),
    Trip("Everett to San Diego, March 21-23, 4 people, $1,600, entire unit, no roommates", "Everett", "San Diego",
         "2022-03-21", 3, 4, 1600, wishes=WHOLE),
    Trip("Yakima to Los Angeles, March 25-27, 2 people, $900, a room of our own is fine", "Yakima", "Los Angeles",
         "2022-03-25", 3, 2, 900, wishes=PRIVATE),
    # house rules
    Trip("Wenatchee to Omaha, March 1-3, 2 people, $800, bringing our golden retriever", "Wenatchee", "Omaha",
         "2022-03-01", 3, 2, 800, wishes=PETS),
    Trip("Pasco to Denver, March 4-6, 2 people, $900, we're smokers", "Pasco", "Denver", "2022-03-04", 3, 2, 900,
         wishes=SMOKE),
    Trip("Walla Walla to Las Vegas, March 7-9, 6 people, $2,400, bachelorette party so parties must be allowed",
         "Walla Walla", "Las Vegas", "2022-03-07", 3, 6, 2400, wishes=PARTY),
    Trip("Spokane to Tulsa, March 10-12, 2 people, $1,000, we'll have some visitors at the place", "Spokane",
         "Tulsa", "2022-03-10", 3, 2, 1000, wishes=GUESTS),
    Trip("Medford to Memphis, March 14-16, me, my wife and our 2 year old, $900", "Medford", "Memphis",
         "2022-03-14", 3, 3, 900, wishes=CHILD),
    Trip("Eugene to San Diego, March 17-19, 2 people, $1,000, our cat travels with us", "Eugene", "San Diego",
         "2022-03-17", 3, 2, 1000, wishes=PETS),
    Trip("Bend to Los Angeles, March 21-23, 2 people, $900, need to be able to smoke", "Bend", "Los Angeles",
         "2022-03-21", 3, 2, 900, wishes=SMOKE),
    # cuisines, ratings, prices
    Trip("Stockton to Seattle, March 25-27, 2 people, $900, some good pizza", "Stockton", "Seattle", "2022-03-25", 3,
         2, 900, wishes={"more_cuisines": ["Pizza"]}),
    Trip("Bakersfield to Portland, March 1-3, 2 people, $900, bbq joints please", "Bakersfield", "Portland",
         "2022-03-01", 3, 2, 900, wishes={"more_cuisines": ["BBQ"]}),
    Trip("Fresno to Savannah, March 4-6, 2 people, $900, no mexican", "Fresno", "Savannah", "2022-03-04", 3, 2, 900,
         wishes={"avoid_cuisines": ["Mexican"]}),
    Trip("Monterey to Denver, March 7-9, 2 people, $1,000, italian & french", "Monterey", "Denver", "2022-03-07", 3, 2,
         1000, wishes={"cuisine": ["Italian", "French"]}),
    Trip("Palm Springs to Portland, March 10-12, 2 people, $900, we want to try indian", "Palm Springs", "Portland",
         "2022-03-10", 3, 2, 900, wishes={"cuisine": ["Indian"]}),
    Trip("Santa Barbara to Portland, March 14-16, 2 people, $900, hotels 4 stars+", "Santa Barbara", "Portland",
         "2022-03-14", 3, 2, 900, wishes={"min_stay_rating": 4}),
    Trip("Santa Rosa to Seattle, March 17-19, 2 people, $900, restaurants with at least a 4.0 rating", "Santa Rosa",
         "Seattle", "2022-03-17", 3, 2, 900, wishes={"min_rating": 4}),
    Trip("Oakland to Denver, March 21-23, 2 people, $1,000, nothing over $100 a night", "Oakland", "Denver",
         "2022-03-21", 3, 2, 1000, wishes={"max_night_price": 100}),
    Trip("San Jose to Portland, March 25-27, 2 people, $900, I'm vegetarian", "San Jose", "Portland", "2022-03-25", 3,
         2, 900, unread="vegetarian"),
    Trip("Long Beach to Denver, March 1-3, 2 people, $900, coffee and tea spots", "Long Beach", "Denver",
         "2022-03-01", 3, 2, 900, wishes={"more_cuisines": ["Cafe", "Tea"]}),
    # transport
    Trip("Burbank to Salt Lake City, March 4-6, 2 people, $800, no flying", "Burbank", "Salt Lake City", "2022-03-04",
         3, 2, 800, wishes=NO_FLIGHT),
    Trip("Redding to Charleston, March 7-9, 2 people, $700, we don't have a car", "Redding", "Charleston", "2022-03-07", 3,
         2, 700, wishes=NO_DRIVE),
    Trip("San Luis Obispo to Las Vegas, March 10-12, 2 people, $800, afraid of flying", "San Luis Obispo", "Las Vegas",
         "2022-03-10", 3, 2, 800, wishes=NO_FLIGHT),
    Trip("Santa Ana to Salt Lake City, March 14-16, 2 people, $900, we can't drive", "Santa Ana", "Salt Lake City",
         "2022-03-14", 3, 2, 900, wishes=NO_DRIVE),
    Trip("Sacramento to Phoenix, March 17-19, 2 people, $900, we'll drive, no planes", "Sacramento", "Phoenix",
         "2022-03-17", 3, 2, 900, wishes=NO_FLIGHT),
    Trip("Flagstaff to Denver, March 21-23, 2 people, $800, don't want to drive", "Flagstaff", "Denver", "2022-03-21",
         3, 2, 800, wishes=NO_DRIVE),
    # multi-city (state) trips
    Trip("Fresno to 2 cities in Oregon, March 3-7, 2 people, $1,800", "Fresno", "Oregon", "2022-03-03", 5, 2, 1800,
         cities=2),
    Trip("Columbus to 3 cities in Michigan, March 14-20, 2 people, $3,000", "Columbus", "Michigan", "2022-03-14", 7,
         2, 3000, cities=3),
    Trip("Missoula to Washington state, 2 cities, March 9-13, 2 people, $1,900", "Missoula", "Washington", "2022-03-09", 5, 2,
         1900, cities=2),
    Trip("Knoxville to 3 cities in North Carolina, March 21-27, 2 people, $2,800", "Knoxville", "North Carolina",
         "2022-03-21", 7, 2, 2800, cities=3),
    Trip("Little Rock to Louisiana, 2 cities, March 4-8, 3 people, $2,100", "Little Rock", "Louisiana", "2022-03-04", 5, 3,
         2100, cities=2),
    Trip("Hartford to 3 cities in Pennsylvania, March 1-7, 2 people, $2,600", "Hartford", "Pennsylvania", "2022-03-01", 7,
         2, 2600, cities=3),
    Trip("Reno to Utah, 2 cities, March 16-20, 2 people, $1,700", "Reno", "Utah", "2022-03-16", 5, 2, 1700, cities=2),
    Trip("Denver to 2 cities in Nebraska, March 22-26, 2 people, $1,500", "Denver", "Nebraska", "2022-03-22", 5, 2,
         1500, cities=2),
    Trip("Phoenix to 3 cities in Colorado, March 10-16, 4 people, $4,500", "Phoenix", "Colorado", "2022-03-10", 7, 4,
         4500, cities=3),
    Trip("Orlando to Georgia, 2 cities, March 24-28, 2 people, $1,800", "Orlando", "Georgia", "2022-03-24", 5, 2, 1800,
         cities=2),
    Trip("Seattle to 3 cities in Idaho, March 2-8, 2 people, $2,700", "Seattle", "Idaho", "2022-03-02", 7, 2, 2700,
         cities=3),
    Trip("Chicago to 2 cities in Iowa, March 11-15, 2 people, $1,500", "Chicago", "Iowa", "2022-03-11", 5, 2, 1500,
         cities=2),
    Trip("Houston to 3 cities in the Sunshine State, March 19-25, 2 people, $3,200", "Houston", "Florida",
         "2022-03-19", 7, 2, 3200, cities=3),
    Trip("Nashville to Kentucky, 2 cities, March 5-9, 2 people, $1,400", "Nashville", "Kentucky", "2022-03-05", 5, 2,
         1400, cities=2),
    Trip("Portland to 3 cities in Cali, March 12-18, 2 people, $3,500", "Portland", "California", "2022-03-12", 7, 2,
         3500, cities=3),
    Trip("Las Vegas to 2 cities in Arizona, March 26-30, 2 people, $1,600", "Las Vegas", "Arizona", "2022-03-26", 5, 2,
         1600, cities=2),
    Trip("Tampa to 2 cities in South Carolina, March 15-19, 2 people, $1,700", "Tampa", "South Carolina",
         "2022-03-15", 5, 2, 1700, cities=2),
    Trip("a week in Wyoming from Denver, 3 cities, starting March 6, 2 people, $3,000", "Denver", "Wyoming",
         "2022-03-06", 7, 2, 3000, cities=3),
    # terse
    Trip("tulsa to abilene 3/4-3/6 2 ppl 500", "Tulsa", "Abilene", "2022-03-04", 3, 2, 500),
    Trip("lawton → austin mar 7-9 solo $400", "Lawton", "Austin", "2022-03-07", 3, 1, 400),
    Trip("bismarck to kc 3/10-12 3ppl $700", "Bismarck", "Kansas City", "2022-03-10", 3, 3, 700),
    Trip("salina - phoenix, mar 14-16, 2ppl, 800", "Salina", "Phoenix", "2022-03-14", 3, 2, 800),
    Trip("dodge city to omaha 3/17-3/19 2 ppl 550", "Dodge City", "Omaha", "2022-03-17", 3, 2, 550),
    Trip("grand island to chicago mar 21-23 4ppl $1400", "Grand Island", "Chicago", "2022-03-21", 3, 4, 1400),
    Trip("north platte to kansas city 3/25-27 2ppl 600 no flights", "North Platte", "Kansas City", "2022-03-25", 3, 2, 600,
         wishes=NO_FLIGHT),
    Trip("sioux city to st louis mar 1-3 2 pax 650", "Sioux City", "St. Louis", "2022-03-01", 3, 2, 650),
    Trip("dubuque to milwaukee 3/4-3/6 2ppl $500", "Dubuque", "Milwaukee", "2022-03-04", 3, 2, 500),
    Trip("des moines → nashville mar 7-9 2 ppl 800", "Des Moines", "Nashville", "2022-03-07", 3, 2, 800),
    Trip("cedar rapids to nashville 3/10-3/12 2 people 900 dollars", "Cedar Rapids", "Nashville", "2022-03-10", 3, 2, 900),
    Trip("fort smith to memphis mar 14-16 3 ppl $750", "Fort Smith", "Memphis", "2022-03-14", 3, 3, 750),
    Trip("little rock to atlanta 3/17-19 2ppl 700", "Little Rock", "Atlanta", "2022-03-17", 3, 2, 700),
    Trip("shreveport to austin mar 21-23 2 ppl $600", "Shreveport", "Austin", "2022-03-21", 3, 2, 600),
    Trip("lake charles to nashville 3/25-3/27 2ppl 750", "Lake Charles", "Nashville", "2022-03-25", 3, 2, 750),
    # typos in a place: asked back with its close matches (docs/requests.md)
    Ask("Cincinatti to Denver, March 4-6, 2 people, $800", "close matches"),
    Ask("Philadelpia to Chicago, March 7-9, 2 people, $800", "close matches"),
    Ask("Sacramneto to Denver, March 10-12, 2 people, $800", "close matches"),
    Ask("Indianapolos to Atlanta, March 14-16, 2 people, $800", "close matches"),
    Ask("Jacksonvile to Chicago, March 17-19, 2 people, $800", "close matches"),
    Ask("Clevland to Miami, March 21-23, 2 people, $800", "close matches"),
    # typos elsewhere, the place right
    Trip("Omaha to Columbus, Marhc 4-6, 2 poeple, $800", "Omaha", "Columbus", "2022-03-04", 3, 2, 800),
    Trip("Toledo to Memphis, March 7-9, 2 people, budgte $700", "Toledo", "Memphis", "2022-03-07", 3, 2, 700),
    Trip("Akron to Sarasota, March 10-12, 3 peple, $1,000", "Akron", "Sarasota", "2022-03-10", 3, 3, 1000),
    # corrections
    Trip("Columbus to Denver, March 14-16, 3 people, no sorry, 4, $1,400", "Columbus", "Denver", "2022-03-14", 3, 4,
         1400),
    Trip("Dayton to Savannah, March 17-19, 2 people, $900, actually $1,100", "Dayton", "Savannah", "2022-03-17", 3, 2,
         1100),
    Trip("Cleveland to Savannah, March 4-6... wait I mean March 11-13, 2 people, $1,000", "Cleveland", "Savannah",
         "2022-03-11", 3, 2, 1000),
    Trip("Memphis to Omaha, no, Omaha to Memphis, March 21-23, 2 people, $800", "Omaha", "Memphis", "2022-03-21", 3, 2,
         800),
    Trip("Cincinnati to Miami, March 25-27, 2 people, budget 1500, oops I mean 1800", "Cincinnati", "Miami",
         "2022-03-25", 3, 2, 1800),
    # chatty, several wishes
    Trip("hey! me, my husband and our 3 kids (ages 4, 7 and 11) want to go from Indianapolis to Orlando March 14-18, "
         "entire home please, $3,000", "Indianapolis", "Orlando", "2022-03-14", 5, 5, 3000, wishes={**CHILD, **WHOLE}),
    Trip("Hi, could you plan something for my girlfriend and me from Fort Wayne to Nashville, the 4th to the 6th of "
         "March? We'd like a private room and some BBQ. We have about $900.", "Fort Wayne", "Nashville", "2022-03-04", 3,
         2, 900, wishes={**PRIVATE, "more_cuisines": ["BBQ"]}),
    Trip("Looking to take the fam (2 adults, 3 kids) from South Bend to Denver 3/21-3/23, no flying, budget 2k",
         "South Bend", "Denver", "2022-03-21", 3, 5, 2000, wishes=NO_FLIGHT),
    Trip("So my buddies and I (4 total) wanna hit Vegas from Evansville march 10-12, need a place that lets us party, "
         "like $500 each", "Evansville", "Las Vegas", "2022-03-10", 3, 4, 2000, wishes=PARTY),
    Trip("Good evening. My wife and I are travelling from Peoria to Savannah from 17 March to 19 March. We would like "
         "French food and a whole apartment. Our budget is $1,300.", "Peoria", "Savannah", "2022-03-17", 3, 2, 1300,
         wishes={**WHOLE, "cuisine": ["French"]}),
    Trip("need a trip champaign to atlanta march 25-27 for me n my mom, she doesn't fly, chinese food, 1k",
         "Champaign", "Atlanta", "2022-03-25", 3, 2, 1000, wishes={**NO_FLIGHT, "cuisine": ["Chinese"]}),
    Trip("Hi there, we're 3 friends from Moline going to New Orleans March 1-3, we all smoke, want seafood, $300 "
         "per person", "Moline", "New Orleans", "2022-03-01", 3, 3, 900,
         wishes={**SMOKE, "more_cuisines": ["Seafood"]}),
    Trip("Bloomington to Boston for my wife, our baby and me, March 7-9, kid friendly place, no self-driving, $1,200",
         "Bloomington", "Boston", "2022-03-07", 3, 3, 1200, wishes={**CHILD, **NO_DRIVE}),
    Trip("We (two couples) want Kalamazoo to Charleston, March 10-12, entire house, italian or mexican food, "
         "fifteen hundred total", "Kalamazoo", "Charleston", "2022-03-10", 3, 4, 1500,
         wishes={**WHOLE, "cuisine": ["Italian", "Mexican"]}),
    Trip("hello, plan Lansing to Philadelphia march 14 to 16 for my dad and me, we have a dog, nothing shared, $800",
         "Lansing", "Philadelphia", "2022-03-14", 3, 2, 800, wishes={**PETS, **NOT_SHARED}),
    Trip("Can you do Grand Rapids to Houston for 6 of us March 17-19? We'll have friends over at the house and want "
         "the entire house. $2,400 total.", "Grand Rapids", "Houston", "2022-03-17", 3, 6, 2400,
         wishes={**GUESTS, **WHOLE}),
    Trip("It's just me going from Detroit to Savannah March 21-23, I'd like american food and a place rated 4 or "
         "more, $700", "Detroit", "Savannah", "2022-03-21", 3, 1, 700, wishes={"cuisine": ["American"]}),
    Trip("Me and my partner from Milwaukee to Austin March 25-27, we're vegans, $900", "Milwaukee", "Austin",
         "2022-03-25", 3, 2, 900, unread="vegan"),
    Trip("Hi! Planning a girls trip, 5 of us from Madison to Nashville, March 4th-6th, entire place, party friendly, "
         "$400pp", "Madison", "Nashville", "2022-03-04", 3, 5, 2000, wishes={**WHOLE, **PARTY}),
    Trip("My husband and I want to go Green Bay to Phoenix March 7-9, no flights before 8am, $1,000", "Green Bay",
         "Phoenix", "2022-03-07", 3, 2, 1000),
    Trip("Hey, Appleton to Orlando, 3/10-3/12, me + wife + 2 kids (3 and 6), pet friendly (we have a dog), $1,600",
         "Appleton", "Orlando", "2022-03-10", 3, 4, 1600, wishes={**CHILD, "more_house_rules": ["pets"]}),
    Trip("Eau Claire to Denver, March 14-16, the two of us, restaurants 4.5 stars and up, no shared room, $900",
         "Eau Claire", "Denver", "2022-03-14", 3, 2, 900, wishes={**NOT_SHARED, "min_rating": 4.5}),
    Trip("La Crosse to Atlanta for me and my 3 coworkers March 17-19, company budget $2,000, we'd rather not drive",
         "La Crosse", "Atlanta", "2022-03-17", 3, 4, 2000, wishes=NO_DRIVE),
    Trip("Rhinelander to Cleveland, March 21-23, my grandson (8) and I, pizza please, $600", "Rhinelander", "Cleveland",
         "2022-03-21", 3, 2, 600, wishes={**CHILD, "more_cuisines": ["Pizza"]}),
    Trip("Mosinee to Baltimore march 25-27 for me and 2 friends, no fast food, private rooms, $750", "Mosinee",
         "Baltimore", "2022-03-25", 3, 3, 750, wishes={**PRIVATE, "avoid_cuisines": ["Fast Food"]}),
    Trip("Please plan a 5-day trip from Marquette to Denver starting March 2 for two adults with a budget of $1,600, "
         "mediterranean food", "Marquette", "Denver", "2022-03-02", 5, 2, 1600, wishes={"cuisine": ["Mediterranean"]}),
    Trip("yo, bemidji to vegas, march 11-13, me and 3 bros, $1,600, we smoke and wanna party", "Bemidji", "Las Vegas",
         "2022-03-11", 3, 4, 1600),
    Trip("Hi, Brainerd to Seattle March 14-16, my wife and I, a room under $150 a night, $1,000 overall", "Brainerd",
         "Seattle", "2022-03-14", 3, 2, 1000, wishes={"max_night_price": 150}),
    Trip("Duluth to Orlando, me, my husband, and our two teenagers, March 17-21, entire home, $2,500", "Duluth",
         "Orlando", "2022-03-17", 5, 4, 2500, wishes=WHOLE),
    Trip("Hibbing to Phoenix, March 22-24, just me, I need a pet friendly stay for my cat, $600", "Hibbing", "Phoenix",
         "2022-03-22", 3, 1, 600, wishes=PETS),
    Trip("St. Cloud to Denver, my sister and I, leaving March 25 and coming back March 27, about a grand", "St. Cloud",
         "Denver", "2022-03-25", 3, 2, 1000),
    # asked back
    Ask("Omaha to Denver, next weekend, 2 people, $800", "date"),
    Ask("Tulsa to Chicago in two weeks for 3 days, 2 people, $900", "date"),
    Ask("Boise to Seattle, mid-March, 2 people, $700", "date"),
    Ask("Spokane to Portland, March 4-6, 2 people, whatever it costs", "budget"),
    Ask("Eugene to Seattle, March 7-9, me and some friends, $900", "travel"),
    Ask("Wichita to Denver, March 10-12, 2 people", "budget"),
    Ask("going to Denver March 14-16, 2 people, $800", "origin"),
    Ask("Lubbock to Denver or Salt Lake City, March 17-19, 2 people, $900", "destination"),
    Ask("Fresno to Reno, 2 people, $700", "date"),
    Ask("Laredo to Austin, March 21-23, 3 or 4 people, $900", "travel"),
    Ask("Waco to Houston, March 25-27, 2 people, $500 or $700", "budget"),
    Ask("Tucson to Phoenix, March 4-6, $300 each", "per person"),
    Ask("Yuma to San Diego, March 7-9, 2 people, $800, we love sushi", "sushi"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # asked, by design: one digit after each dot is as likely a range of decimals as days (a rating's "3.5 - 3.7",
    # tests/unit/domain/parsing/test_dotted_dates.py), so the dates are asked; read only with two digits after one dot
    "Fairbanks to Portland, 3.4-3.6, 2 people, $1,100",
    # wrongly read by design, silently: a room type said only as allowed ("... is fine") is no requirement (docs/
    # requests.md: "shared rooms are fine" asks for nothing), so "a room of our own is fine" sets no room type; reading
    # a private room allowed alone as "not shared room" (as the chat does for "a private room is fine too") would change
    # that rule for every request, not done here
    "Yakima to Los Angeles, March 25-27, 2 people, $900, a room of our own is fine",
    # wrongly read by design, said: partying alone may be at bars, so "wanna party" with no stay said is no house rule
    # (house_rule: "partying alone ... no rule"); it is named as a wish not understood, never dropped
    "yo, bemidji to vegas, march 11-13, me and 3 bros, $1,600, we smoke and wanna party",
]


def test_the_twenty_first_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places, states, dates and amounts the data does not have must be refused naming the cause (never a silent "origin
# missing", never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Seattle to Tacoma, March 3-5, 2 people, $600", "Tacoma"),
    ("Denver to Fort Collins, March 3-5, 2 people, $600", "Fort Collins"),
    ("San Jose to Santa Cruz, March 3-5, 2 people, $700", "Santa Cruz"),
    ("Denver to Breckenridge, March 3-5, 2 people, $1,200", "Breckenridge"),
    ("Salt Lake City to Jackson Hole, March 3-5, 2 people, $1,200", "Jackson Hole"),
    ("Gulfport to Biloxi, March 3-5, 2 people, $500", "Biloxi"),
    ("Raleigh to Durham, March 3-5, 2 people, $500", "Durham"),
    ("Baltimore to Annapolis, March 3-5, 2 people, $600", "Annapolis"),
    ("Albany to Lake Placid, March 3-5, 2 people, $800", "Lake Placid"),
    ("Boston to Montreal, March 3-5, 2 people, $900", "Montreal"),
    ("San Diego to Tijuana, March 3-5, 2 people, $600", "Tijuana"),
    ("Little Rock to Hot Springs, March 3-5, 2 people, $500", "Hot Springs"),
    ("tacoma to portland mar 3-5 2ppl 600", "tacoma"),
    ("fort collins to phoenix march 3-5 2 people $700", "fort collins"),
    ("Dallas to Fort Worth, March 3-5, 2 people, $500", "Fort Worth"),
    ("Chicago to 2 cities in Delaware, March 3-7, 2 people, $2,000", "Delaware"),
    ("Boston to 2 cities in Rhode Island, March 3-7, 2 people, $1,500", "Rhode Island"),
    ("Memphis to 3 cities in Arkansas, March 3-9, 2 people, $2,500", "Arkansas"),
    ("Denver to 3 cities in South Dakota, March 3-9, 2 people, $2,500", "South Dakota"),
    ("Austin to Houston, March 3-5, -2 people, $900", "travellers"),
    ("Austin to Houston, March 3-5, 2 people, $0", "budget"),
    ("Austin to Houston, March 32-34, 2 people, $900", "date"),
]


def test_the_twenty_first_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


def test_an_unknown_origin_in_lower_case_is_named_not_only_missing(sandbox):
    """An unknown place opening a route in lower case ("tacoma to portland") is named, not only "origin missing"."""
    with pytest.raises(QueryParseError) as caught:
        parse_once("tacoma to portland mar 3-5 2ppl 600", sandbox, people="smallest")
    assert any("tacoma" in said for said in caught.value.problems), caught.value.problems


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Anchorage to Denver, April 8-10, 2 people, $900",
    "Hilo to Seattle, Dec 2-4, 2 people, $900",
    "Escanaba to Chicago, March 3-5, 2023, 2 people, $800",
    "Nome to Seattle, 2/27-3/1, 2 people, $900",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_dates_the_data_lacks_are_named_not_planned_silently(text, sandbox):
    check_outside(text, sandbox)
