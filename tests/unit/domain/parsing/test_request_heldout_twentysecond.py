"""A twenty-second held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before
any fix it led to.

Written by helper WISH after the twenty-first set (``test_request_heldout_twentyfirst.py``) was fixed against, as people
type a whole request: dates in many shapes ("3.14-3.16", "4-6 mar", "march 4th, 5th and 6th", "2022/03/08 - 2022/03/10",
"from the 8th to the 10th (march)", "march 9 for 3 nights", "25/3 - 27/3", "3-27 to 3-29", "mar1-mar3", "the last 3
days of march"); budgets ("$1.2k", "USD 1,300", "thirteen hundred", "$500 pp", "$400 a day", "1200-ish", "1500 for
everything", "we have 1200 to play with", "a grand each", "$2.5k between 3 of us"); parties ("2 ppl + baby", "hubby, me,
baby", "3 gal pals", "me & my dog", "two moms and two kids", "1 adult 1 child (7)", "grandma, grandpa + 2 grandkids");
origins and destinations said loosely ("leaving memphis for ...", "going to X from Y", "fly me from ...", "nyc", "sf",
"slc", "kc", "chi-town", "nola", "vegas to la", "jfk to mia", "3 cities in tx", "2 cities in FL", "2 cities in the peach
state", "colorado, 3 cities, from kansas city", "Steel City", "C-bus", "Big D"); room types, house rules ("party house
please"), cuisines, ratings, caps and modes mixed in; terse notes; typos; corrections; what must be asked back; places
and states the data lacks (``NOT_THERE``) and dates outside it (``OUTSIDE``). 87 of the first draft's routes were
pairs of cities an earlier request set had used, each moved to a pair none used before scoring (no text of the set is
in an earlier test); 25 of the 262 trips still use an earlier set's pair: those said by a short name or code ("vegas to
la", "jfk to mia"), the state tours, and two whose wish needs their city ("Waco to Houston ... the space center").
Dates are checked against March 2022 (the 1st is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other twenty-one
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every miss left, with why.

Measured on HEAD (5a628d5, the pristine copy; right / asked / wrongly read, 280 texts), as first written: 258 / 17 / 5,
2 of the wrong silently; ``NOT_THERE`` 15 / 17 (two states written wrongly as lacking: Oklahoma and Nebraska are in
the data; replaced by Vermont and New Hampshire). Five expectations were corrected after scoring, each marked below.
HEAD as finally written: 262 / 14 / 4, 2 silently: "hubby, me, baby" read as two ("me, baby" after a companion before
the speaker), "party house please" (no house rule); wrong but said: "3 gal pals" read as one, assumed; "bbq and tex mex
please" ("mex" named). Asked: "1500 for everything", "1200-ish", "we have 1200 to play with" (budget), "leaving memphis
for savannah" (destination), "3 cities in tx", "2 cities in FL", "2 cities in the peach state", "colorado, 3 cities,
from kansas city" (destination), and the six by design or safe in ``KNOWN_GAPS``. ``NOT_THERE`` 17 / 17; ``OUTSIDE``
4 / 4.

After the fixes it led to (party_words: a list "companion, me, companion"; people_counts: "gal" and "girl" before a
people noun; house_rule: a stay named for parties, "party house"; bare_budget: "for everything", "to play with",
"-ish" after a bare amount; place_roles: "leaving X for Y" in lower case, a state's nickname after "in the", "<state>, N
cities"; route_codes: a state's postal code after "cities in", in any case): 273 / 6 / 1, none silently (the seven left
are in ``KNOWN_GAPS``); ``NOT_THERE`` 17 / 17; ``OUTSIDE`` 4 / 4.
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
    Trip("Tucson to Boise, 3.14-3.16, 2 people, $1,000", "Tucson", "Boise", "2022-03-14", 3, 2, 1000),
    Trip("Provo to Spokane, 3.4-3.6, 2 ppl, $900", "Provo", "Spokane", "2022-03-04", 3, 2, 900),
    Trip("Yuma to Reno, 4-6 mar, 2 people, $800", "Yuma", "Reno", "2022-03-04", 3, 2, 800),
    Trip("Moab to Savannah, Mar 4 - Mar 6, 2 people, $700", "Moab", "Savannah", "2022-03-04", 3, 2, 700),
    Trip("Cody to Savannah, march 4th, 5th and 6th, 2 people, $600", "Cody", "Savannah", "2022-03-04", 3, 2, 600),
    Trip("Laramie to Omaha, Fri 3/4 - Sun 3/6, 2 people, $700", "Laramie", "Omaha", "2022-03-04", 3, 2, 700),
    Trip("Vernal to Phoenix, 3/4 to 3/6/22, 2 people, $800", "Vernal", "Phoenix", "2022-03-04", 3, 2, 800),
    Trip("Ogden to Seattle, 2022/03/08 - 2022/03/10, 2 people, $900", "Ogden", "Seattle", "2022-03-08", 3, 2, 900),
    Trip("Pocatello to Portland, from the 8th to the 10th (march), 2 people, $900", "Pocatello", "Portland", "2022-03-08",
         3, 2, 900),
    Trip("Idaho Falls to Savannah, leaving 9 March, back 11 March, 2 people, $800", "Idaho Falls", "Savannah",
         "2022-03-09", 3, 2, 800),
    Trip("Great Falls to Savannah, march 9 for 3 nights, 2 people, $1,200", "Great Falls", "Savannah",
         "2022-03-09", 4, 2, 1200),
    Trip("Kalispell to Salt Lake City, 3 days starting 12 march, 2 people, $700", "Kalispell", "Salt Lake City",
         "2022-03-12", 3, 2, 700),
    Trip("Missoula to Denver, march 12-14th, 2 people, $800", "Missoula", "Denver", "2022-03-12", 3, 2, 800),
    Trip("Helena to Seattle, this march 15-17, 2 people, $900", "Helena", "Seattle", "2022-03-15", 3, 2, 900),
    Trip("Butte to Phoenix, 15th-17th of March 2022, 2 people, $900", "Butte", "Phoenix", "2022-03-15", 3, 2, 900),
    Trip("Bozeman to Dallas, Tue Mar 15 thru Thu Mar 17, 2 people, $1,000", "Bozeman", "Dallas", "2022-03-15", 3, 2,
         1000),
    Trip("Rapid City to Chicago, March 16 to March 18 2022, 2 people, $900", "Rapid City", "Chicago", "2022-03-16", 3,
         2, 900),
    Trip("Sioux Falls to Nashville, the 17th through the 19th of March, 2 people, $900", "Sioux Falls", "Nashville",
         "2022-03-17", 3, 2, 900),
    Trip("Aberdeen to Minneapolis, 3/18 thru 3/20, 2 people, $700", "Aberdeen", "Minneapolis", "2022-03-18", 3, 2,
         700),
    Trip("Bismarck to Savannah, march eighteenth to twentieth, 2 people, $800", "Bismarck", "Savannah", "2022-03-18", 3,
         2, 800),
    Trip("Minot to Phoenix, 19-21 March, 2 people, $1,000", "Minot", "Phoenix", "2022-03-19", 3, 2, 1000),
    Trip("Williston to Las Vegas, Sat. Mar. 19 - Mon. Mar. 21, 2 people, $900", "Williston", "Las Vegas",
         "2022-03-19", 3, 2, 900),
    Trip("Devils Lake to Chicago, from march 20, 3 days, 2 people, $800", "Devils Lake", "Chicago", "2022-03-20", 3,
         2, 800),
    Trip("Grand Forks to Orlando, 3/21-3/25, 2 people, $1,500", "Grand Forks", "Orlando", "2022-03-21", 5, 2, 1500),
    Trip("Duluth to Tampa, March 22nd - 24th, 2 people, $1,000", "Duluth", "Tampa", "2022-03-22", 3, 2, 1000),
    Trip("Brainerd to Dallas, the 23rd to the 25th, march, 2 people, $900", "Brainerd", "Dallas", "2022-03-23", 3, 2,
         900),
    Trip("Bemidji to Denver, March 24-26 '22, 2 people, $900", "Bemidji", "Denver", "2022-03-24", 3, 2, 900),
    Trip("Hibbing to Atlanta, 25/3 - 27/3, 2 people, $900", "Hibbing", "Atlanta", "2022-03-25", 3, 2, 900),
    Trip("International Falls to Phoenix, March 26th to 28th, 2 people, $1,000", "International Falls", "Phoenix",
         "2022-03-26", 3, 2, 1000),
    Trip("St. Cloud to Miami, 3-27 to 3-29, 2 people, $1,000", "St. Cloud", "Miami", "2022-03-27", 3, 2, 1000),
    Trip("Rochester to Orlando, 2 nights from March 28, 2 people, $800", "Rochester", "Orlando", "2022-03-28", 3, 2,
         800),
    Trip("Mason City to Denver, the last 3 days of march, 2 people, $800", "Mason City", "Denver", "2022-03-29", 3, 2,
         800),
    Trip("Dubuque to Nashville, march 1st-3rd, 2 people, $700", "Dubuque", "Nashville", "2022-03-01", 3, 2, 700),
    Trip("Waterloo to Chicago, mar1-mar3, 2 people, $600", "Waterloo", "Chicago", "2022-03-01", 3, 2, 600),
    Trip("Cedar Rapids to Orlando, wed march 2 - fri march 4, 2 people, $1,000", "Cedar Rapids", "Orlando",
         "2022-03-02", 3, 2, 1000),
    Trip("Fort Dodge to Minneapolis, out march 5, back march 7, 2 people, $600", "Fort Dodge", "Minneapolis",
         "2022-03-05", 3, 2, 600),
    Trip("Sioux City to Denver, from March 6 thru the 8th, 2 people, $800", "Sioux City", "Denver", "2022-03-06", 3, 2,
         800),
    Trip("Omaha to Tucson, 3/7-9, 2 people, $900", "Omaha", "Tucson", "2022-03-07", 3, 2, 900),
    Trip("Grand Island to Las Vegas, march 10 - 12 2022, 2 people, $900", "Grand Island", "Las Vegas", "2022-03-10", 3,
         2, 900),
    Trip("Scottsbluff to Savannah, March 11, 12 & 13, 2 people, $700", "Scottsbluff", "Savannah", "2022-03-11", 3, 2, 700),
    Trip("North Platte to Dallas, march 13th to the 15th, 2 people, $800", "North Platte", "Dallas", "2022-03-13", 3,
         2, 800),
    # corrected after scoring: a long weekend is three days or four, so the end is asked; first written as three days
    Ask("Dodge City to Savannah, a long weekend from fri march 11, 2 people, $800", "date"),
    # budgets in many shapes
    Trip("Wichita to Tucson, March 4-6, 2 people, $1.2k", "Wichita", "Tucson", "2022-03-04", 3, 2, 1200),
    Trip("Salina to Savannah, March 7-9, 2 people, budget ~$1500", "Salina", "Savannah", "2022-03-07", 3, 2, 1500),
    Trip("Manhattan to Dallas, March 10-12, 2 people, USD 1,300", "Manhattan", "Dallas", "2022-03-10", 3, 2, 1300),
    Trip("Lawton to Phoenix, March 14-16, 2 people, 1300 usd", "Lawton", "Phoenix", "2022-03-14", 3, 2, 1300),
    Trip("Tulsa to Nashville, March 17-19, 2 people, thirteen hundred", "Tulsa", "Nashville", "2022-03-17", 3, 2, 1300),
    Trip("Oklahoma City to Atlanta, March 21-23, 2 people, one thousand two hundred dollars", "Oklahoma City",
         "Atlanta", "2022-03-21", 3, 2, 1200),
    Trip("Fort Smith to Chicago, March 24-26, 3 people, $500 pp", "Fort Smith", "Chicago", "2022-03-24", 3, 3, 1500),
    Trip("Little Rock to Savannah, March 1-3, 4 people, $250 per person", "Little Rock", "Savannah", "2022-03-01", 3, 4,
         1000),
    Trip("Texarkana to Orlando, March 4-6, 2 people, under 2k", "Texarkana", "Orlando", "2022-03-04", 3, 2, 2000),
    Trip("Shreveport to Las Vegas, March 7-9, 2 people, 2k max", "Shreveport", "Las Vegas", "2022-03-07", 3, 2, 2000),
    Trip("Alexandria to Atlanta, March 10-12, 2 people, around two grand", "Alexandria", "Atlanta",
         "2022-03-10", 3, 2, 2000),
    Trip("Lake Charles to Chicago, March 14-16, 2 people, $1500 all-in", "Lake Charles", "Chicago", "2022-03-14", 3, 2,
         1500),
    Trip("Baton Rouge to Denver, March 17-19, 2 people, a 1500 budget", "Baton Rouge", "Denver", "2022-03-17", 3, 2,
         1500),
    Trip("New Orleans to Boston, March 21-23, 2 people, budget: 1.5K", "New Orleans", "Boston", "2022-03-21", 3, 2,
         1500),
    Trip("Gulfport to Chicago, March 24-26, 2 people, 1500 for everything", "Gulfport", "Chicago", "2022-03-24", 3, 2,
         1500),
    Trip("Hattiesburg to Nashville, March 1-3, 2 people, max spend 1100", "Hattiesburg", "Nashville", "2022-03-01", 3,
         2, 1100),
    Trip("Jackson to Denver, March 4-6, 2 people, about 1500 bucks", "Jackson", "Denver", "2022-03-04", 3, 2, 1500),
    Trip("Birmingham to Boston, March 7-9, 2 people, $750 each", "Birmingham", "Boston", "2022-03-07", 3, 2, 1500),
    Trip("Montgomery to Chicago, March 10-12, 2 people, $400 a day", "Montgomery", "Chicago", "2022-03-10", 3, 2, 1200),
    Trip("Huntsville to Denver, March 14-16, 2 people, 1.2 grand", "Huntsville", "Denver", "2022-03-14", 3, 2, 1200),
    Trip("Dothan to Nashville, March 17-19, 2 people, twelve hundred bucks", "Dothan", "Nashville", "2022-03-17", 3, 2,
         1200),
    Trip("Pensacola to Chicago, March 21-23, 2 people, $1,200.00 total", "Pensacola", "Chicago",
         "2022-03-21", 3, 2, 1200),
    Trip("Tallahassee to Denver, March 24-26, 2 people, not over $1,200", "Tallahassee", "Denver", "2022-03-24", 3, 2,
         1200),
    Trip("Panama City to Chicago, March 1-3, 2 people, $1200 or less", "Panama City", "Chicago", "2022-03-01", 3, 2,
         1200),
    Trip("Gainesville to Boston, March 4-6, 2 people, 1200 tops", "Gainesville", "Boston", "2022-03-04", 3, 2, 1200),
    Trip("Jacksonville to Asheville, March 7-9, 2 people, cap 1200", "Jacksonville", "Asheville", "2022-03-07", 3, 2, 1200),
    Trip("Daytona Beach to Charleston, March 10-12, 2 people, 1200-ish", "Daytona Beach", "Charleston", "2022-03-10", 3, 2,
         1200),
    Trip("Melbourne to Nashville, March 14-16, 2 people, approx 1.2k", "Melbourne", "Nashville", "2022-03-14", 3, 2,
         1200),
    Trip("West Palm Beach to Boston, March 17-19, 2 people, $1.2K for the 2 of us", "West Palm Beach", "Boston",
         "2022-03-17", 3, 2, 1200),
    Trip("Fort Myers to Denver, March 21-23, 2 people, $600 a head", "Fort Myers", "Denver", "2022-03-21", 3, 2, 1200),
    Trip("Sarasota to Chicago, March 24-26, 3 people, 600 per person", "Sarasota", "Chicago", "2022-03-24", 3, 3, 1800),
    Trip("Punta Gorda to Nashville, March 1-3, 2 people, we have 1200 to play with", "Punta Gorda", "Nashville",
         "2022-03-01", 3, 2, 1200),
    Trip("Key West to Boston, March 4-6, 2 people, my budget: $1,200", "Key West", "Boston", "2022-03-04", 3, 2, 1200),
    Trip("Miami to Denver, March 7-9, 2 people, Budget = $1200", "Miami", "Denver", "2022-03-07", 3, 2, 1200),
    Trip("Orlando to Minneapolis, March 10-12, 2 people, spend up to 1200", "Orlando", "Minneapolis", "2022-03-10", 3,
         2, 1200),
    Trip("Tampa to Milwaukee, March 14-16, 2 people, $1200 budget, no more", "Tampa", "Milwaukee", "2022-03-14", 3, 2,
         1200),
    Trip("St. Petersburg to Detroit, March 17-19, 2 people, 1200$", "St. Petersburg", "Detroit", "2022-03-17", 3, 2,
         1200),
    Trip("Valdosta to Charleston, March 21-23, 2 people, a thousand bucks", "Valdosta", "Charleston", "2022-03-21", 3, 2,
         1000),
    Trip("Augusta to Boston, March 24-26, 2 people, a grand each", "Augusta", "Boston", "2022-03-24", 3, 2, 2000),
    Trip("Savannah to Denver, March 1-3, 3 people, 5 hundred per person", "Savannah", "Denver", "2022-03-01", 3, 3,
         1500),
    Trip("Decatur to Las Vegas, March 4-6, 3 people, $2.5k between 3 of us", "Decatur", "Las Vegas", "2022-03-04", 3,
         3, 2500),
    Trip("Charleston to Denver, March 7-9, 2 people, fifteen hundred dollars all in", "Charleston", "Denver",
         "2022-03-07", 3, 2, 1500),
    Trip("Hilton Head to Charleston, March 10-12, 2 people, $999", "Hilton Head", "Charleston", "2022-03-10", 3, 2, 999),
    Trip("Myrtle Beach to Boston, March 14-16, 2 people, $1,050", "Myrtle Beach", "Boston", "2022-03-14", 3, 2, 1050),
    Trip("Greenville to Las Vegas, March 17-19, 2 people, $1.1k max", "Greenville", "Las Vegas", "2022-03-17", 3, 2,
         1100),
    Trip("Greer to Denver, March 21-23, 2 people, budget of 1,400 dollars", "Greer", "Denver", "2022-03-21", 3, 2,
         1400),
    Trip("Asheville to Boston, March 24-26, 2 people, 1k, maybe 1.1k tops", "Asheville", "Boston", "2022-03-24", 3, 2,
         1100),
    # parties said every way
    Trip("Wilmington to Orlando, March 1-3, 2 ppl + baby, $1,000", "Wilmington", "Orlando", "2022-03-01", 3, 3, 1000,
         wishes=CHILD),
    Trip("New Bern to Chicago, March 4-6, me and my bf, $900", "New Bern", "Chicago", "2022-03-04", 3, 2, 900),
    Trip("Fayetteville to Denver, March 7-9, my husband, me, and our 2 kids, $1,600", "Fayetteville", "Denver",
         "2022-03-07", 3, 4, 1600, wishes=CHILD),
    Trip("Greensboro to Las Vegas, March 10-12, me + 3, $1,600", "Greensboro", "Las Vegas", "2022-03-10", 3, 4, 1600),
    Trip("Raleigh to Minneapolis, March 14-16, party of 5, $2,000", "Raleigh", "Minneapolis", "2022-03-14", 3, 5,
         2000),
    Trip("Charlotte to Milwaukee, March 17-19, 4 adults, $1,800", "Charlotte", "Milwaukee", "2022-03-17", 3, 4, 1800),
    Trip("Asheville to Phoenix, March 21-23, the 3 of us, $1,500", "Asheville", "Phoenix", "2022-03-21", 3, 3, 1500),
    Trip("Lynchburg to Savannah, March 24-26, two adults and a toddler, $1,100", "Lynchburg", "Savannah", "2022-03-24",
         3, 3, 1100, wishes=CHILD),
    Trip("Roanoke to Chicago, March 1-3, a family of 4, $1,600", "Roanoke", "Chicago", "2022-03-01", 3, 4, 1600),
    Trip("Charlottesville to Boston, March 4-6, me, mom and grandma, $1,300", "Charlottesville", "Boston",
         "2022-03-04", 3, 3, 1300),
    Trip("Staunton to Savannah, March 7-9, 3 gal pals, $1,200", "Staunton", "Savannah", "2022-03-07", 3, 3, 1200),
    Trip("Norfolk to Savannah, March 10-12, our book club (6 of us), $2,400", "Norfolk", "Savannah", "2022-03-10", 3, 6,
         2400),
    Trip("Newport News to Savannah, March 14-16, 2 couples, $1,800", "Newport News", "Savannah", "2022-03-14", 3, 4, 1800),
    Trip("Richmond to Miami, March 17-19, just me, $700", "Richmond", "Miami", "2022-03-17", 3, 1, 700),
    Trip("Petersburg to Orlando, March 21-23, solo, $600", "Petersburg", "Orlando", "2022-03-21", 3, 1, 600),
    Trip("Bristol to Denver, March 24-26, me & my dog, $700", "Bristol", "Denver", "2022-03-24", 3, 1, 700,
         wishes=PETS),
    Trip("Knoxville to Charleston, March 1-3, the two of us + our dog, $900", "Knoxville", "Charleston", "2022-03-01", 3, 2,
         900, wishes=PETS),
    Trip("Chattanooga to Las Vegas, March 4-6, 5 friends total, $2,000", "Chattanooga", "Las Vegas", "2022-03-04", 3,
         5, 2000),
    Trip("Memphis to Denver, March 7-9, a group of 6, $2,400", "Memphis", "Denver", "2022-03-07", 3, 6, 2400),
    Trip("Nashville to Boston, March 10-12, me and 2 coworkers, $1,500", "Nashville", "Boston", "2022-03-10", 3, 3,
         1500),
    Trip("Louisville to Orlando, March 14-16, two adults, one infant, $1,100", "Louisville", "Orlando", "2022-03-14", 3,
         3, 1100, wishes=CHILD),
    Trip("Lexington to Miami, March 17-19, honeymooners, $1,400", "Lexington", "Miami", "2022-03-17", 3, 2, 1400),
    # corrected after scoring: "my in-laws" gives no number (one or two, or more), so the count is asked; first written
    # as four
    Ask("Paducah to Denver, March 21-23, me, my wife and my in-laws, $1,600", "travel"),
    Trip("Owensboro to Savannah, March 24-26, me, my mom and my daughter (12), $1,200", "Owensboro", "Savannah",
         "2022-03-24", 3, 3, 1200),
    Trip("Evansville to Orlando, March 1-3, 4 of us, $1,600", "Evansville", "Orlando", "2022-03-01", 3, 4, 1600),
    Trip("Fort Wayne to Denver, March 4-6, two moms and two kids, $1,600", "Fort Wayne", "Denver", "2022-03-04", 3, 4,
         1600, wishes=CHILD),
    Trip("South Bend to Nashville, March 7-9, me + gf, $900", "South Bend", "Nashville", "2022-03-07", 3, 2, 900),
    Trip("Indianapolis to Boston, March 10-12, me, my partner, and our 6 year old, $1,300", "Indianapolis", "Boston",
         "2022-03-10", 3, 3, 1300, wishes=CHILD),
    Trip("Bloomington to Savannah, March 14-16, 6 adults, $2,400", "Bloomington", "Savannah", "2022-03-14", 3, 6, 2400),
    Trip("Champaign to Savannah, March 17-19, hubby, me, baby, $1,200", "Champaign", "Savannah", "2022-03-17", 3, 3, 1200,
         wishes=CHILD),
    Trip("Peoria to Las Vegas, March 21-23, 1 adult 1 child (7), $900", "Peoria", "Las Vegas", "2022-03-21", 3, 2, 900,
         wishes=CHILD),
    Trip("Rockford to Orlando, March 24-26, my sister & I, $1,000", "Rockford", "Orlando", "2022-03-24", 3, 2, 1000),
    Trip("Moline to Denver, March 1-3, dad + me + my brother, $1,200", "Moline", "Denver", "2022-03-01", 3, 3, 1200),
    Trip("Belleville to Savannah, March 4-6, family: 2 adults 2 kids, $1,600", "Belleville", "Savannah", "2022-03-04", 3,
         4, 1600, wishes=CHILD),
    Trip("Cape Girardeau to Savannah, March 7-9, the wife and I, $900", "Cape Girardeau", "Savannah",
         "2022-03-07", 3, 2, 900),
    Trip("Branson to Denver, March 10-12, our squad of 4, $1,600", "Branson", "Denver", "2022-03-10", 3, 4, 1600),
    Trip("Kansas City to Orlando, March 14-16, 2 adults + 2 teens, $1,800", "Kansas City", "Orlando", "2022-03-14", 3,
         4, 1800),
    Trip("St. Louis to Savannah, March 17-19, me and my 3 roommates, $1,600", "St. Louis", "Savannah", "2022-03-17", 3,
         4, 1600),
    Trip("Fort Leonard Wood to Chicago, March 21-23, a party of 2, $800", "Fort Leonard Wood", "Chicago", "2022-03-21",
         3, 2, 800),
    Trip("Des Moines to Phoenix, March 24-26, 2 pax, $1,000", "Des Moines", "Phoenix", "2022-03-24", 3, 2, 1000),
    Trip("Madison to Savannah, March 1-3, 3 travelers, $1,200", "Madison", "Savannah", "2022-03-01", 3, 3, 1200),
    Trip("Green Bay to Orlando, March 4-6, my wife and I, $1,000", "Green Bay", "Orlando", "2022-03-04", 3, 2, 1000),
    Trip("Appleton to Las Vegas, March 7-9, a couple and their teen, $1,200", "Appleton", "Las Vegas", "2022-03-07", 3,
         3, 1200),
    Trip("Eau Claire to Phoenix, March 10-12, grandma, grandpa + 2 grandkids, $1,600", "Eau Claire", "Phoenix",
         "2022-03-10", 3, 4, 1600, wishes=CHILD),
    Trip("La Crosse to Denver, March 14-16, us two, $900", "La Crosse", "Denver", "2022-03-14", 3, 2, 900),
    # origins and destinations said loosely
    Trip("from boise going to savannah, march 4-6, 2 people, $700", "Boise", "Savannah", "2022-03-04", 3, 2, 700),
    Trip("Going to Denver from El Paso, March 7-9, 2 people, $800", "El Paso", "Denver", "2022-03-07", 3, 2, 800),
    Trip("sacramento -> savannah, march 10-12, 2 people, $700", "Sacramento", "Savannah", "2022-03-10", 3, 2, 700),
    Trip("fresno → charleston, march 14-16, 2 people, $800", "Fresno", "Charleston", "2022-03-14", 3, 2, 800),
    Trip("leaving memphis for savannah, march 17-19, 2 people, $800", "Memphis", "Savannah", "2022-03-17", 3, 2,
         800),
    Trip("fly me from charlotte to albany, march 21-23, just me, $600", "Charlotte", "Albany", "2022-03-21", 3, 1, 600),
    Trip("nyc to savannah, march 24-26, 2 people, $1,000", "New York", "Savannah", "2022-03-24", 3, 2, 1000),
    Trip("philly to charleston, march 1-3, 2 people, $900", "Philadelphia", "Charleston", "2022-03-01", 3, 2, 900),
    Trip("vegas to la, march 4-6, 2 people, $800", "Las Vegas", "Los Angeles", "2022-03-04", 3, 2, 800),
    Trip("sf to savannah, march 7-9, 2 people, $900", "San Francisco", "Savannah", "2022-03-07", 3, 2, 900),
    Trip("slc to savannah, march 10-12, 2 people, $600", "Salt Lake City", "Savannah", "2022-03-10", 3, 2, 600),
    Trip("kc to st louis, march 14-16, 2 people, $600", "Kansas City", "St. Louis", "2022-03-14", 3, 2, 600),
    Trip("chi-town to nola, march 17-19, 2 people, $1,000", "Chicago", "New Orleans", "2022-03-17", 3, 2, 1000),
    Trip("the windy city to music city, march 21-23, 2 people, $900", "Chicago", "Nashville", "2022-03-21", 3, 2, 900),
    Trip("ATL -> MCO, March 24-26, 2 people, $800", "Atlanta", "Orlando", "2022-03-24", 3, 2, 800),
    Trip("BOS to PHL, March 1-3, 2 people, $700", "Boston", "Philadelphia", "2022-03-01", 3, 2, 700),
    Trip("jfk to mia mar 4-6 2 ppl $900", "New York", "Miami", "2022-03-04", 3, 2, 900),
    Trip("a week in cali from seattle, 3 cities, starting march 12, 2 people, $3,500", "Seattle", "California",
         "2022-03-12", 7, 2, 3500, cities=3),
    Trip("3 cities in tx from denver, march 14-20, 2 people, $3,000", "Denver", "Texas", "2022-03-14", 7, 2, 3000,
         cities=3),
    Trip("colorado, 3 cities, from kansas city, march 1-7, 2 people, $3,200", "Kansas City", "Colorado", "2022-03-01",
         7, 2, 3200, cities=3),
    Trip("2 cities in the peach state from nashville, march 9-13, 2 people, $2,000", "Nashville", "Georgia",
         "2022-03-09", 5, 2, 2000, cities=2),
    Trip("Charlotte to 2 cities in FL, March 15-19, 2 people, $2,200", "Charlotte", "Florida", "2022-03-15", 5, 2, 2200,
         cities=2),
    Trip("Boston to savannah city, march 21-23, 2 people, $1,000", "Boston", "Savannah", "2022-03-21", 3, 2, 1000),
    Trip("Washington DC to Pittsburgh, March 24-26, 2 people, $800", "Washington", "Pittsburgh", "2022-03-24", 3, 2,
         800),
    Trip("St Pete to Savannah, March 1-3, 2 people, $800", "St. Petersburg", "Savannah", "2022-03-01", 3, 2, 800),
    Trip("Ft Lauderdale to Nashville, March 4-6, 2 people, $900", "Fort Lauderdale", "Nashville", "2022-03-04", 3, 2,
         900),
    Trip("Ft. Myers to Detroit, March 7-9, 2 people, $900", "Fort Myers", "Detroit", "2022-03-07", 3, 2, 900),
    Trip("west palm to charlotte, march 10-12, 2 people, $800", "West Palm Beach", "Charlotte", "2022-03-10", 3, 2, 800),
    Trip("Daytona to Pittsburgh, March 14-16, 2 people, $900", "Daytona Beach", "Pittsburgh", "2022-03-14", 3, 2, 900),
    Trip("Indy to Charleston, March 17-19, 2 people, $700", "Indianapolis", "Charleston", "2022-03-17", 3, 2, 700),
    Trip("Cincy to Savannah, March 21-23, 2 people, $700", "Cincinnati", "Savannah", "2022-03-21", 3, 2, 700),
    Trip("Motor City to Charleston, March 24-26, 2 people, $800", "Detroit", "Charleston", "2022-03-24", 3, 2, 800),
    Trip("Beantown to Charleston, March 1-3, 2 people, $800", "Boston", "Charleston", "2022-03-01", 3, 2, 800),
    Trip("Steel City to Philly, March 4-6, 2 people, $700", "Pittsburgh", "Philadelphia", "2022-03-04", 3, 2, 700),
    Trip("Bmore to Charleston, March 7-9, 2 people, $900", "Baltimore", "Charleston", "2022-03-07", 3, 2, 900),
    Trip("C-bus to Charlotte, March 10-12, 2 people, $800", "Columbus", "Charlotte", "2022-03-10", 3, 2, 800),
    Trip("H-Town to Savannah, March 14-16, 2 people, $900", "Houston", "Savannah", "2022-03-14", 3, 2, 900),
    Trip("San Antone to Savannah, March 17-19, 2 people, $700", "San Antonio", "Savannah", "2022-03-17", 3, 2, 700),
    Trip("Big D to Charleston, March 21-23, 2 people, $800", "Dallas", "Charleston", "2022-03-21", 3, 2, 800),
    Trip("Sactown to Charleston, March 24-26, 2 people, $900", "Sacramento", "Charleston", "2022-03-24", 3, 2, 900),
    Trip("OKC to Chicago, March 1-3, 2 people, $900", "Oklahoma City", "Chicago", "2022-03-01", 3, 2, 900),
    Trip("abq to phx, march 4-6, 2 people, $700", "Albuquerque", "Phoenix", "2022-03-04", 3, 2, 700),
    Trip("PGH to Charleston, March 7-9, 2 people, $900", "Pittsburgh", "Charleston", "2022-03-07", 3, 2, 900),
    Trip("the Mile High City to Vegas, March 10-12, 2 people, $800", "Denver", "Las Vegas", "2022-03-10", 3, 2, 800),
    Trip("Charm City to Music City, March 14-16, 2 people, $900", "Baltimore", "Nashville", "2022-03-14", 3, 2, 900),
    # room types, house rules, cuisines, ratings, transport
    Trip("Tucson to Savannah, March 17-19, 2 people, $900, a room of our own is fine", "Tucson", "Savannah", "2022-03-17", 3,
         2, 900),
    Trip("Flagstaff to Savannah, March 21-23, 2 people, $800, private room pls", "Flagstaff", "Savannah",
         "2022-03-21", 3, 2, 800, wishes=PRIVATE),
    Trip("Prescott to San Diego, March 24-26, 4 people, $1,600, the whole house", "Prescott", "San Diego", "2022-03-24",
         3, 4, 1600, wishes=WHOLE),
    Trip("Santa Fe to Savannah, March 1-3, 2 people, $800, no shared rooms", "Santa Fe", "Savannah", "2022-03-01", 3, 2, 800,
         wishes=NOT_SHARED),
    Trip("Roswell to Phoenix, March 4-6, 2 people, $800, entire apt", "Roswell", "Phoenix", "2022-03-04", 3, 2, 800,
         wishes=WHOLE),
    Trip("Albuquerque to Savannah, March 7-9, 2 people, $900, we'd like our own place", "Albuquerque", "Savannah",
         "2022-03-07", 3, 2, 900, wishes=WHOLE),
    Trip("Durango to Savannah, March 10-12, 2 people, $800, we have a cat", "Durango", "Savannah", "2022-03-10", 3, 2, 800,
         wishes=PETS),
    Trip("Grand Junction to Savannah, March 14-16, 2 people, $700, bringing our 2 dogs", "Grand Junction",
         "Savannah", "2022-03-14", 3, 2, 700, wishes=PETS),
    Trip("Alamosa to Savannah, March 17-19, 2 people, $700, we both smoke", "Alamosa", "Savannah", "2022-03-17", 3, 2, 700,
         wishes=SMOKE),
    Trip("Gunnison to Las Vegas, March 21-23, 6 people, $2,400, party house please", "Gunnison", "Las Vegas",
         "2022-03-21", 3, 6, 2400, wishes=PARTY),
    Trip("Colorado Springs to Phoenix, March 24-26, 2 people, $900, friends will visit us at the airbnb",
         "Colorado Springs", "Phoenix", "2022-03-24", 3, 2, 900, wishes=GUESTS),
    Trip("Cheyenne to Savannah, March 1-3, 4 people, $1,000, kids 4 and 7", "Cheyenne", "Savannah", "2022-03-01", 3, 4,
         1000, wishes=CHILD),
    # corrected after scoring: a cuisine the data lacks asked alone refuses the request naming it (the twenty-first set's
    # "we love sushi"); first written as named beside the trip read
    Ask("Rock Springs to Savannah, March 4-6, 2 people, $700, sushi!", "sushi"),
    Trip("Laramie to Savannah, March 7-9, 2 people, $700, mexican food", "Laramie", "Savannah", "2022-03-07", 3, 2, 700,
         wishes={"cuisine": ["Mexican"]}),
    Trip("Billings to Savannah, March 10-12, 2 people, $900, no bbq", "Billings", "Savannah", "2022-03-10", 3, 2, 900,
         wishes={"avoid_cuisines": ["BBQ"]}),
    Trip("Bozeman to Portland, March 14-16, 2 people, $900, pizza + desserts", "Bozeman", "Portland", "2022-03-14", 3,
         2, 900, wishes={"more_cuisines": ["Pizza", "Desserts"]}),
    Trip("Missoula to Savannah, March 17-19, 2 people, $900, indian or french", "Missoula", "Savannah", "2022-03-17", 3,
         2, 900, wishes={"cuisine": ["Indian", "French"]}),
    Trip("Kalispell to Denver, March 21-23, 2 people, $900, hotels 4+", "Kalispell", "Denver", "2022-03-21", 3, 2, 900,
         wishes={"min_stay_rating": 4}),
    Trip("Great Falls to Seattle, March 24-26, 2 people, $900, restaurants 4.5 and up", "Great Falls", "Seattle",
         "2022-03-24", 3, 2, 900, wishes={"min_rating": 4.5}),
    Trip("Helena to Denver, March 1-3, 2 people, $900, under $120 a night", "Helena", "Denver", "2022-03-01", 3, 2, 900,
         wishes={"max_night_price": 120}),
    Trip("Idaho Falls to Charleston, March 4-6, 2 people, $900, no flying", "Idaho Falls", "Charleston", "2022-03-04", 3, 2,
         900, wishes=NO_FLIGHT),
    Trip("Pocatello to Denver, March 7-9, 2 people, $800, we can't drive", "Pocatello", "Denver", "2022-03-07", 3, 2,
         800, wishes=NO_DRIVE),
    Trip("Twin Falls to Las Vegas, March 10-12, 2 people, $700, we don't fly", "Twin Falls", "Las Vegas", "2022-03-10",
         3, 2, 700, wishes=NO_FLIGHT),
    Trip("Sun Valley to Savannah, March 14-16, 2 people, $1,000, meals under $30 pp", "Sun Valley", "Savannah",
         "2022-03-14", 3, 2, 1000, wishes={"max_meal_cost": 30}),
    Trip("Lewiston to Denver, March 17-19, 2 people, $900, a hot tub", "Lewiston", "Denver", "2022-03-17", 3, 2, 900,
         unread="hot tub"),
    # terse
    Trip("reno to sd mar 21-23 2ppl 900", "Reno", "San Diego", "2022-03-21", 3, 2, 900),
    Trip("boise→slc 3/24-26 solo 500", "Boise", "Salt Lake City", "2022-03-24", 3, 1, 500),
    Trip("eugene to sf 3/1-3/3 2 ppl $800", "Eugene", "San Francisco", "2022-03-01", 3, 2, 800),
    Trip("medford - seattle mar 4-6 2ppl 700", "Medford", "Seattle", "2022-03-04", 3, 2, 700),
    Trip("bend to savannah 3/7-9 4ppl 1200", "Bend", "Savannah", "2022-03-07", 3, 4, 1200),
    Trip("redding to la mar 10-12 2 ppl $800", "Redding", "Los Angeles", "2022-03-10", 3, 2, 800),
    Trip("arcata to savannah 3/14-16 2ppl 600", "Arcata", "Savannah", "2022-03-14", 3, 2, 600),
    Trip("santa rosa to vegas mar 17-19 3ppl 1100", "Santa Rosa", "Las Vegas", "2022-03-17", 3, 3, 1100),
    Trip("stockton to phx 3/21-23 2 ppl 700", "Stockton", "Phoenix", "2022-03-21", 3, 2, 700),
    Trip("bakersfield to savannah mar 24-26 2ppl $800", "Bakersfield", "Savannah", "2022-03-24", 3, 2, 800),
    Trip("san luis obispo to savannah 3/1-3 2ppl 900", "San Luis Obispo", "Savannah", "2022-03-01", 3, 2, 900),
    Trip("santa maria to vegas mar 4-6 1 person 500", "Santa Maria", "Las Vegas", "2022-03-04", 3, 1, 500),
    Trip("burbank to slc 3/7-3/9 2 ppl 700", "Burbank", "Salt Lake City", "2022-03-07", 3, 2, 700),
    Trip("long beach to savannah march 10-12 2ppl 800", "Long Beach", "Savannah", "2022-03-10", 3, 2, 800),
    Trip("santa ana to seattle 3/14-16 2 ppl $800", "Santa Ana", "Seattle", "2022-03-14", 3, 2, 800),
    Trip("palm springs to savannah mar 17-19 2ppl 900", "Palm Springs", "Savannah", "2022-03-17", 3, 2, 900),
    Trip("oakland to savannah 3/21-3/23 2 ppl 700", "Oakland", "Savannah", "2022-03-21", 3, 2, 700),
    Trip("san jose to vegas mar 24-26 4 ppl $1,400", "San Jose", "Las Vegas", "2022-03-24", 3, 4, 1400),
    Trip("monterey to savannah 3/1-3/3 2ppl 800", "Monterey", "Savannah", "2022-03-01", 3, 2, 800),
    Trip("yakima to denver mar 4-6 2 ppl 800", "Yakima", "Denver", "2022-03-04", 3, 2, 800),
    Trip("wenatchee to sf 3/7-9 2ppl $900", "Wenatchee", "San Francisco", "2022-03-07", 3, 2, 900),
    Trip("pasco to vegas mar 10-12 2ppl 700", "Pasco", "Las Vegas", "2022-03-10", 3, 2, 700),
    Trip("walla walla to phoenix 3/14-16 2 ppl 800", "Walla Walla", "Phoenix", "2022-03-14", 3, 2, 800),
    Trip("everett to la mar 17-19 2ppl 900", "Everett", "Los Angeles", "2022-03-17", 3, 2, 900),
    Trip("spokane to sd 3/21-23 2 ppl $900", "Spokane", "San Diego", "2022-03-21", 3, 2, 900),
    # typos in a place: asked back with its close matches (docs/requests.md)
    Ask("Albequerque to Denver, March 4-6, 2 people, $800", "close matches"),
    Ask("Pittsburg to Boston, March 7-9, 2 people, $800", "close matches"),
    Ask("Tuscon to Denver, March 10-12, 2 people, $800", "close matches"),
    Ask("Milwakee to Orlando, March 14-16, 2 people, $800", "close matches"),
    # typos elsewhere, the place right
    Trip("Tulsa to Savannah, Mrach 4-6, 2 people, $800", "Tulsa", "Savannah", "2022-03-04", 3, 2, 800),
    Trip("Omaha to Savannah, March 7-9, 2 pepole, $700", "Omaha", "Savannah", "2022-03-07", 3, 2, 700),
    Trip("Wichita to Savannah, March 10-12, 2 people, bugdet $600", "Wichita", "Savannah", "2022-03-10", 3, 2, 600),
    Trip("Des Moines to Denver, March 14-16, 3 poeple, $1,000", "Des Moines", "Denver", "2022-03-14", 3, 3, 1000),
    # corrections
    Trip("Reno to Denver, March 17-19, 2 people, wait no 3 people, $1,100", "Reno", "Denver", "2022-03-17", 3, 3, 1100),
    Trip("Boise to Phoenix, March 21-23, 2 people, $800 - make that $1,000", "Boise", "Phoenix", "2022-03-21", 3, 2,
         1000),
    Trip("Spokane to Las Vegas, March 1-3, sorry I meant March 4-6, 2 people, $800", "Spokane", "Las Vegas",
         "2022-03-04", 3, 2, 800),
    Trip("Seattle to Portland, no wait, Portland to Seattle, March 7-9, 2 people, $600", "Portland", "Seattle",
         "2022-03-07", 3, 2, 600),
    Trip("Eugene to Denver, March 10-12, 4 people, correction: 5 people, $1,500", "Eugene", "Denver", "2022-03-10", 3, 5,
         1500),
    # chatty, several wishes
    Trip("hi! it's me, my husband and our 2 little ones (3 and 5) going from Fresno to Asheville march 14-16, we need "
         "a whole house and a place that's ok with kids, budget around 1800", "Fresno", "Asheville", "2022-03-14", 3, 4,
         1800, wishes={**CHILD, **WHOLE}),
    Trip("Hey there, my gf and I wanna do Sacramento to Asheville on the 17th-19th of March, we both smoke, and we'd "
         "like a private room. $1k", "Sacramento", "Asheville", "2022-03-17", 3, 2, 1000, wishes={**SMOKE, **PRIVATE}),
    Trip("Planning a trip for my parents (2) from Honolulu to Seattle, March 21-23, they don't fly well so... actually "
         "they have to fly lol. budget 1400", "Honolulu", "Seattle", "2022-03-21", 3, 2, 1400),
    Trip("need something cheap: me + 3 buddies, Tulsa -> Charleston, march 24-26, 800 total, no flights, party-friendly "
         "spot", "Tulsa", "Charleston", "2022-03-24", 3, 4, 800, wishes={**NO_FLIGHT, **PARTY}),
    Trip("Good morning! We are a family of five (2 adults, 3 kids aged 2, 6 and 9) travelling from Salt Lake City to "
         "Charleston from March 1 to 3. Our budget is $2,000 and we'd like an entire home.", "Salt Lake City", "Charleston",
         "2022-03-01", 3, 5, 2000, wishes={**CHILD, **WHOLE}),
    Trip("so basically its me and my dog from Boise to Charleston march 4-6, dog friendly place pls, max 600",
         "Boise", "Charleston", "2022-03-04", 3, 1, 600, wishes=PETS),
    Trip("Could you plan Spokane to Denver for the 3 of us, March 7 to 9? We love italian and chinese food and want "
         "restaurants rated 4 or more. We have $1,300.", "Spokane", "Denver", "2022-03-07", 3, 3, 1300,
         wishes={"cuisine": ["Italian", "Chinese"], "min_rating": 4}),
    Trip("yo, 5 of us from Tucson to Vegas 3/10-3/12, entire place, we'll have guests over, 2500 budget", "Tucson",
         "Las Vegas", "2022-03-10", 3, 5, 2500, wishes={**WHOLE, **GUESTS}),
    Trip("My wife and I (both 70) would like to go from Phoenix to Savannah, March 14-16, no driving please, and not "
         "more than $150 a night. Total budget $1,200.", "Phoenix", "Savannah", "2022-03-14", 3, 2, 1200,
         wishes={**NO_DRIVE, "max_night_price": 150}),
    Trip("Trip for 2 from Albuquerque to Austin, march 17-19, bbq and tex mex please!! $900", "Albuquerque", "Austin",
         "2022-03-17", 3, 2, 900, wishes={"more_cuisines": ["BBQ"], "cuisine": ["Mexican"]}),
    Trip("hello, plan El Paso to Savannah march 21-23 for me and my 2 kids (8, 11), cheap-ish, $700", "El Paso",
         "Savannah", "2022-03-21", 3, 3, 700, wishes=CHILD),
    Trip("I'm flying solo from Amarillo to Savannah March 24-26, hotel 4 stars or better, under $100/night, $800 max",
         "Amarillo", "Savannah", "2022-03-24", 3, 1, 800, wishes={"min_stay_rating": 4, "max_night_price": 100}),
    Trip("Lubbock to Savannah on March 1-3 for a bachelorette (6 girls), need a place that allows parties, $2,400",
         "Lubbock", "Savannah", "2022-03-01", 3, 6, 2400, wishes=PARTY),
    Trip("We're 2 couples going Midland to Savannah, March 4-6, seafood + mexican, nothing shared, $1,600", "Midland",
         "Savannah", "2022-03-04", 3, 4, 1600, wishes={"more_cuisines": ["Seafood"], "cuisine": ["Mexican"],
                                                    **NOT_SHARED}),
    Trip("San Angelo to Houston for my mom and me, March 7-9. She's 80 so no red-eyes. $800", "San Angelo", "Houston",
         "2022-03-07", 3, 2, 800),
    Trip("Abilene to Savannah, me + wife + our 18 month old, March 10-12, $900, a crib would be great",
         "Abilene", "Savannah", "2022-03-10", 3, 3, 900, wishes=CHILD, unread="crib"),
    Trip("Corpus Christi to Savannah March 14-16, 3 adults, we're vegetarian, $1,000", "Corpus Christi", "Savannah",
         "2022-03-14", 3, 3, 1000, unread="vegetarian"),
    Trip("Brownsville to Savannah for a girls weekend (4 of us), 3/17-3/19, private rooms, $1,200", "Brownsville",
         "Savannah", "2022-03-17", 3, 4, 1200, wishes=PRIVATE),
    Trip("Harlingen to Savannah, March 21-23, two of us, no fast food pls and max $40 a meal each, budget $900",
         "Harlingen", "Savannah", "2022-03-21", 3, 2, 900, wishes={"avoid_cuisines": ["Fast Food"], "max_meal_cost": 40}),
    Trip("Laredo to Savannah, March 24-26, my husband & me, our 2 cats come too, $700", "Laredo", "Savannah",
         "2022-03-24", 3, 2, 700, wishes=PETS),
    Trip("Waco to Houston, March 1-3, 4 people, $1,000, we want to see the space center", "Waco", "Houston", "2022-03-01",
         3, 4, 1000, wishes={"must_see": ["Space Center Houston"]}),
    Trip("College Station to Dallas, March 4-6, 2 people, $800, dinner at the dallas world aquarium lol jk, the "
         "aquarium itself", "College Station", "Dallas", "2022-03-04", 3, 2, 800,
         wishes={"must_see": ["The Dallas World Aquarium"]}),
    Trip("Killeen to Savannah, March 7-9, me & my boyfriend, $800, 2 sights a day max", "Killeen", "Savannah",
         "2022-03-07", 3, 2, 800, wishes={"pace": {"most": 2, "least": None, "days": None}}),
    Trip("Beaumont to Austin, March 10-12, 2 people, $800, no more than 4 hrs driving a day", "Beaumont", "Austin",
         "2022-03-10", 3, 2, 800, wishes={"max_driving_hours": 4}),
    Trip("Del Rio to Savannah, March 14-16, 2 people, $700, 100 per person per night max", "Del Rio", "Savannah",
         "2022-03-14", 3, 2, 700, wishes={"max_night_price_per_person": 100}),
    Trip("Longview to Savannah, March 17-19, 2 people, $700, stays rated 4.5+", "Longview", "Savannah", "2022-03-17", 3, 2,
         700, wishes={"min_stay_rating": 4.5}),
    # asked back
    Ask("Tucson to Denver, sometime in spring, 2 people, $800", "date"),
    Ask("Reno to Seattle, the week after next, 2 people, $900", "date"),
    Ask("Boise to Denver, March 4-6, 2 people, budget tbd", "budget"),
    # corrected after scoring: "my family" is two at least, read so and said in an assumption (the people reader's design,
    # docs/requests.md); first written as asked
    Trip("Phoenix to Denver, March 7-9, my family, $1,200", "Phoenix", "Denver", "2022-03-07", 3, 2, 1200, assumed=True),
    Ask("Tulsa to Chicago, March 10-12, 2 people", "budget"),
    Ask("headed to Austin March 14-16, 2 people, $800", "origin"),
    Ask("Omaha to Denver or Chicago, March 17-19, 2 people, $900", "destination"),
    Ask("Spokane to Seattle, 2 people, $700", "date"),
    Ask("El Paso to Austin, March 21-23, 2 or 3 people, $900", "travel"),
    Ask("Dallas to Houston, March 24-26, 2 people, $600 or maybe $800", "budget"),
    Ask("Provo to Phoenix, March 1-3, $400 each", "per person"),
    Ask("Fresno to Portland, March 4-6, 2 people, $800, ramen every night", "ramen"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # asked, by design: one digit after each dot is as likely a range of decimals as days (a rating's "3.5 - 3.7",
    # tests/unit/domain/parsing/test_dotted_dates.py), so the dates are asked (the twenty-first set's "3.4-3.6" too)
    "Provo to Spokane, 3.4-3.6, 2 ppl, $900",
    # asked, by design: a count of people and a child after it ("2 ppl + baby") may hold the child or not
    # (``parsing.people_refused``); "2 adults + baby" is read as three
    "Wilmington to Orlando, March 1-3, 2 ppl + baby, $1,000",
    # asked, by design: "SD" is San Diego or South Dakota (``text.city_names``: short names of two places are asked)
    "reno to sd mar 21-23 2ppl 900",
    "spokane to sd 3/21-23 2 ppl $900",
    # asked: two amounts, the second hedged ("maybe 1.1k tops"), are several budgets, never one guessed
    "Asheville to Boston, March 24-26, 2 people, 1k, maybe 1.1k tops",
    # asked: a flight ban taken back in the same breath ("they don't fly well so... actually they have to fly") reads as
    # a contradiction of modes, refused naming it
    "Planning a trip for my parents (2) from Honolulu to Seattle, March 21-23, they don't fly well so... actually "
    "they have to fly lol. budget 1400",
    # wrongly read, said: Mexican and BBQ read, "mex" named too: a word no English word right before "please" is named
    # as a name the data lacks (``parsing.unread_names.musts_unread``) though the cuisine reader read "tex mex"
    "Trip for 2 from Albuquerque to Austin, march 17-19, bbq and tex mex please!! $900",
]


def test_the_twenty_second_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places, states, dates and amounts the data does not have must be refused naming the cause (never a silent "origin
# missing", never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Denver to Aspen, March 3-5, 2 people, $1,200", "Aspen"),
    ("Phoenix to Sedona, March 3-5, 2 people, $800", "Sedona"),
    ("Seattle to Vancouver, March 3-5, 2 people, $800", "Vancouver"),
    ("Los Angeles to Malibu, March 3-5, 2 people, $900", "Malibu"),
    ("Miami to Key Largo, March 3-5, 2 people, $800", "Key Largo"),
    ("Chicago to Toronto, March 3-5, 2 people, $900", "Toronto"),
    ("Boston to Cape Cod, March 3-5, 2 people, $800", "Cape Cod"),
    ("Austin to Fredericksburg, March 3-5, 2 people, $600", "Fredericksburg"),
    ("Atlanta to Athens, March 3-5, 2 people, $600", "Athens"),
    ("New York to the Hamptons, March 3-5, 2 people, $1,500", "Hamptons"),
    ("sedona to phoenix mar 3-5 2ppl 700", "sedona"),
    ("aspen to denver march 3-5 2 people $700", "aspen"),
    ("Dallas to 2 cities in Vermont, March 3-7, 2 people, $1,500", "Vermont"),
    ("Denver to 3 cities in New Hampshire, March 3-9, 2 people, $2,500", "New Hampshire"),
    ("Austin to Houston, March 3-5, 0 people, $900", "travellers"),
    ("Austin to Houston, March 3-5, 2 people, -$900", "budget"),
    ("Austin to Houston, March 30-33, 2 people, $900", "date"),
]


def test_the_twenty_second_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


def test_an_unknown_origin_in_lower_case_is_named_not_only_missing(sandbox):
    """An unknown place opening a route in lower case ("sedona to phoenix") is named, not only "origin missing"."""
    with pytest.raises(QueryParseError) as caught:
        parse_once("sedona to phoenix mar 3-5 2ppl 700", sandbox, people="smallest")
    assert any("sedona" in said for said in caught.value.problems), caught.value.problems


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Tucson to Denver, April 1-3, 2 people, $900",
    "Boise to Seattle, Feb 25-27, 2 people, $700",
    "Reno to Phoenix, March 4-6, 2021, 2 people, $800",
    "Spokane to Denver, 3/30-4/1, 2 people, $800",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_dates_the_data_lacks_are_named_not_planned_silently(text, sandbox):
    check_outside(text, sandbox)
