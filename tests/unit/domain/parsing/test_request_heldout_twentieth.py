"""A twentieth held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before any
fix it led to.

Written by helper REQ20 after the nineteenth set (``test_request_heldout_nineteenth.py``) was fixed against, on pairs
of cities no earlier request set used (checked against every earlier set's trips; the public splits' own routes were
all used before, so their cities, party sizes, budgets and state tours are taken in new pairs), as people type a whole
request in a chat box: terse ("peoria to st louis 3/11-13 3ppl 800"), chatty, typos ("Shreveprot", "Milwuakee"),
airport codes and city nicknames ("BNA to TPA", "AUS to TUS", "OAK to BOI", "Big Easy to the Mile High City", "H-Town
to Sactown", "the Twin Cities to KC"); dates in many shapes ("3-5 March", "2022/03/21 to 2022/03/23", "15.03.2022 -
17.03.2022", "march twenty-first to twenty-third", "between March 9 and March 11", "march 3,4,5", "a week starting
March 20", "fly out March 15 and fly home March 17"); budgets in many shapes ("budget: 1800", "2.2k", "fifteen hundred",
"under 2k", "$250/day", "$100 per day each", "USD 1,200", "1,100$", "a thousand two hundred dollars", "money's tight,
$800"); parties ("a party of 3", "my parents and I", "two families of 3", "2 adults, 1 teen", "me and the boys (4 of
us)", "three girls", "the whole gang" asked); state tours ("3 cities in california", "New York state", a state
corrected after another: "2 cities in Oklahoma... scratch that, 2 cities in Colorado"); room types, house
rules ("friends will come visit us there", "pet-friendly please"), cuisines, ratings, a nightly price and transport
mixed in; corrections; controls that must be asked back; places and states the data lacks, which must be refused
naming them (``NOT_THERE``: "Boulder", "Sedona", "Fargo", "Toronto", "2 cities in Vermont" ...), and dates outside the
data (``OUTSIDE``). Dates are checked against March 2022 (the 1st is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring; none was changed after. Scored as
the other nineteen (``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists every
miss left, with why.

Measured when written, on HEAD (ff0dcd9; right / asked / wrongly read, 263 texts): 255 / 4 / 4, 1 of the wrong
silently ("friends will come visit us there" dropped: no visitors read, nothing said). Wrong, said: "pet-friendly
please" read as pets but the word also named as a name not understood; "three girls from Champaign" read as 1 traveller
assumed; "the whole gang" read as 1 assumed ("no pronoun"). Asked: "AUS to TUS" and "OAK to BOI" (two airport codes the
gazetteer lacked), "2 cities in Oklahoma... scratch that, 2 cities in Colorado" and "3 cities in New Mexico? no, in
Texas" (a state corrected by a state alone, asked to name the whole route). ``NOT_THERE`` 22 / 23: "Fargo to
Minneapolis" refused naming 'Forgo' (the spelling corrector made the place an English word); and both tours of Vermont
also listed the origin the text gives as missing (``test_a_state_the_data_lacks_...``). ``OUTSIDE`` 4 / 4.

After the fixes it led to (domain/constraints house_rule: friends who "(come) visit us there"; domain/parsing
unread_names: a hyphenated word of English words, "pet-friendly please", is no name; people_counts: girls or boys
counted alone are the party; people and party_words: "the gang", "the crew", "the squad" are a group of no number (asked
beside the speaker, assumed and said alone); gazetteer: 24 airport codes more ("AUS", "OAK", "ALB", "AMA" ...);
route_correction: a state said after a correction replaces the one state said before it; spelling: a word one letter
changed from a keyword, opening a route before "to" and a place, is the place as written; place_roles: a city before
"to N cities in <a state the data lacks>" is the origin; dates and date_patterns: in a dotted range of numbers 12 or
under, the number both dates share is the month, "3.9 - 3.11" and "05.03 - 07.03"): 262 / 0 / 1, none silently (the
one left is by design, ``KNOWN_GAPS``); ``NOT_THERE`` 23 / 23, the origin said never listed missing; ``OUTSIDE`` 4 / 4.
The nineteenth set's "Chicago to St. Louis, 3.9 - 3.11" is read since (its gap closed; its "2 ppl + baby" stays asked:
a plus read as one more needs the party's reader to add a child to "N people", not done here). The official query texts
read as before (tests/unit/domain/parsing -k official), and every earlier request set passes unchanged.
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
    Trip("Amarillo to Wichita, March 3rd-5th, 2 people, $700", "Amarillo", "Wichita", "2022-03-03", 3, 2, 700),
    Trip("Abilene to Shreveport, 3-5 March, 2 people, $650", "Abilene", "Shreveport", "2022-03-03", 3, 2, 650),
    Trip("Lansing to Pittsburgh, Mar 7 to Mar 9, 2 people, $800", "Lansing", "Pittsburgh", "2022-03-07", 3, 2, 800),
    Trip("Syracuse to Baltimore from the 10th to the 12th of March, 2 people, $900", "Syracuse", "Baltimore",
         "2022-03-10", 3, 2, 900),
    Trip("Dayton to Atlanta, 03/14/2022 - 03/16/2022, 2 people, $850", "Dayton", "Atlanta", "2022-03-14", 3, 2,
         850),
    Trip("Roanoke to Atlanta, 2022/03/21 to 2022/03/23, 2 people, $800", "Roanoke", "Atlanta", "2022-03-21", 3, 2, 800),
    Trip("Gainesville to Charlotte, Thursday, March 17th through Saturday, March 19th, 2 people, $900", "Gainesville",
         "Charlotte", "2022-03-17", 3, 2, 900),
    Trip("Huntsville to New Orleans, mar 25 – 27, 2 people, $900", "Huntsville", "New Orleans", "2022-03-25", 3, 2, 900),
    Trip("Montgomery to Oklahoma City, March 4 until March 6, 2 people, $850", "Montgomery", "Oklahoma City", "2022-03-04", 3, 2,
         850),
    Trip("Valdosta to Honolulu, leave March 8, back March 10, 2 people, $700", "Valdosta", "Honolulu", "2022-03-08", 3, 2,
         700),
    Trip("Fort Smith to Dallas, for 5 days starting on the 14th of March, 2 people, $1,300", "Fort Smith", "Dallas",
         "2022-03-14", 5, 2, 1300),
    Trip("Lynchburg to Boston, a week starting March 20, 2 people, $2,800", "Lynchburg", "Boston", "2022-03-20", 7, 2,
         2800),
    Trip("Charlottesville to Chicago, the 21st to 23rd of March, 2 people, $1,000", "Charlottesville", "Chicago",
         "2022-03-21", 3, 2, 1000),
    Trip("Binghamton to Washington, between March 9 and March 11, 2 people, $750", "Binghamton", "Washington",
         "2022-03-09", 3, 2, 750),
    Trip("Ithaca to Philadelphia, 9-11 Mar, 2 people, $700", "Ithaca", "Philadelphia", "2022-03-09", 3, 2, 700),
    Trip("Scranton to Charlotte, march 3,4,5, 2 people, $800", "Scranton", "Charlotte", "2022-03-03", 3, 2, 800),
    Trip("Erie to Detroit, 3/3 to 3/5, 2 people, $600", "Erie", "Detroit", "2022-03-03", 3, 2, 600),
    Trip("State College to Boston, 3/16-18, 2 people, $900", "State College", "Boston", "2022-03-16", 3, 2, 900),
    Trip("Akron to Miami, March 22 2022 to March 24 2022, 2 people, $1,100", "Akron", "Miami", "2022-03-22", 3, 2,
         1100),
    Trip("Toledo to Denver, Sat 3/5 - Mon 3/7, 2 people, $1,000", "Toledo", "Denver", "2022-03-05", 3, 2, 1000),
    Trip("Kalamazoo to Minneapolis, from March 11th until the 13th, 2 people, $800", "Kalamazoo", "Minneapolis",
         "2022-03-11", 3, 2, 800),
    Trip("Grand Rapids to St. Louis, March 28-30, 2 people, $850", "Grand Rapids", "St. Louis", "2022-03-28", 3, 2, 850),
    Trip("Traverse City to Reno, march 18 to 20th, 2 people, $900", "Traverse City", "Reno", "2022-03-18", 3, 2,
         900),
    Trip("South Bend to Atlanta, the 1st through the 3rd of March, 2 people, $800", "South Bend", "Atlanta",
         "2022-03-01", 3, 2, 800),
    Trip("Evansville to Houston, 5 days beginning March 7, 2 people, $1,400", "Evansville", "Houston", "2022-03-07", 5,
         2, 1400),
    Trip("Champaign to Denver, fly out March 15 and fly home March 17, 2 people, $1,100", "Champaign", "Denver",
         "2022-03-15", 3, 2, 1100),
    Trip("Bloomington to Orlando, Tue Mar 22 - Thu Mar 24, 2 people, $1,000", "Bloomington", "Orlando", "2022-03-22", 3,
         2, 1000),
    Trip("Cedar Rapids to Dallas, March 12th, 13th and 14th, 2 people, $900", "Cedar Rapids", "Dallas", "2022-03-12", 3,
         2, 900),
    Trip("Dubuque to Philadelphia, 3/26/22-3/28/22, 2 people, $700", "Dubuque", "Philadelphia", "2022-03-26", 3, 2, 700),
    Trip("Rapid City to Charlotte, March 6th to March 8th 2022, 2 people, $800", "Rapid City", "Charlotte", "2022-03-06", 3,
         2, 800),
    Trip("Bismarck to Oklahoma City, starting March 2 for 3 days, 2 people, $700", "Bismarck", "Oklahoma City",
         "2022-03-02", 3, 2, 700),
    Trip("Kalispell to Albuquerque, 3 days, from March 19, 2 people, $900", "Kalispell", "Albuquerque", "2022-03-19", 3, 2, 900),
    Trip("Helena to Salt Lake City, Mar. 9 - 11, 2 people, $750", "Helena", "Salt Lake City", "2022-03-09", 3, 2, 750),
    Trip("Idaho Falls to Las Vegas, 10th-12th March, 2 people, $900", "Idaho Falls", "Las Vegas", "2022-03-10", 3, 2,
         900),
    Trip("Pocatello to Phoenix, Friday the 25th through Sunday the 27th of March, 2 people, $1,000", "Pocatello",
         "Phoenix", "2022-03-25", 3, 2, 1000),
    Trip("Pasco to San Francisco, march twenty-first to twenty-third, 2 people, $1,100", "Pasco", "San Francisco",
         "2022-03-21", 3, 2, 1100),
    Trip("Wenatchee to Myrtle Beach, 15.03.2022 - 17.03.2022, 2 people, $600", "Wenatchee", "Myrtle Beach", "2022-03-15", 3, 2,
         600),
    Trip("Walla Walla to Boise, departing 3/4, returning 3/6, 2 people, $600", "Walla Walla", "Boise", "2022-03-04", 3,
         2, 600),
    Trip("Redding to San Diego, March 14 thru March 18, 2 people, $1,500", "Redding", "San Diego", "2022-03-14", 5, 2,
         1500),
    Trip("Santa Rosa to Las Vegas, from 7 March to 9 March, 2 people, $900", "Santa Rosa", "Las Vegas", "2022-03-07", 3,
         2, 900),
    Trip("Monterey to Phoenix, Mar 1st - 3rd, 2 people, $850", "Monterey", "Phoenix", "2022-03-01", 3, 2, 850),
    Trip("San Luis Obispo to Seattle, March 23 to March 25, 2022, 2 people, $1,200", "San Luis Obispo", "Seattle",
         "2022-03-23", 3, 2, 1200),
    Trip("Santa Barbara to Denver, arrive March 16, leave March 18, 2 people, $1,000", "Santa Barbara", "Denver",
         "2022-03-16", 3, 2, 1000),
    # budgets in many shapes
    Trip("Burbank to Portland, March 4-6, 2 people, budget: 1800", "Burbank", "Portland", "2022-03-04", 3, 2, 1800),
    Trip("Long Beach to Salt Lake City, March 7-9, 2 people, 1500 dollars", "Long Beach", "Salt Lake City",
         "2022-03-07", 3, 2, 1500),
    Trip("Palm Springs to Seattle, March 11-13, 2 people, $2k", "Palm Springs", "Seattle", "2022-03-11", 3, 2, 2000),
    Trip("Stockton to Phoenix, March 14-16, 2 people, 2.2k", "Stockton", "Phoenix", "2022-03-14", 3, 2, 2200),
    Trip("Bakersfield to Denver, March 18-20, 2 people, two thousand dollars", "Bakersfield", "Denver", "2022-03-18", 3,
         2, 2000),
    Trip("Flagstaff to Miami, March 21-23, 2 people, fifteen hundred", "Flagstaff", "Miami", "2022-03-21",
         3, 2, 1500),
    Trip("Yuma to Asheville, March 25-27, 2 people, $900 all-in", "Yuma", "Asheville", "2022-03-25", 3, 2, 900),
    Trip("Prescott to Austin, March 1-3, 2 people, 1000 max", "Prescott", "Austin", "2022-03-01", 3, 2, 1000),
    Trip("Santa Fe to Dallas, March 4-6, 2 people, under 2k", "Santa Fe", "Dallas", "2022-03-04", 3, 2, 2000),
    Trip("Roswell to Houston, March 8-10, 2 people, below $1,600", "Roswell", "Houston", "2022-03-08", 3, 2, 1600),
    Trip("Midland to New Orleans, March 11-13, 3 people, $500 per person", "Midland", "New Orleans", "2022-03-11", 3, 3, 1500),
    Trip("Lubbock to Denver, March 14-16, 2 people, $250/day", "Lubbock", "Denver", "2022-03-14", 3, 2, 750),
    Trip("Wichita Falls to San Antonio, March 18-20, 4 people, $400 each", "Wichita Falls", "San Antonio", "2022-03-18",
         3, 4, 1600),
    Trip("San Angelo to Chicago, March 21-23, 2 people, USD 1,200", "San Angelo", "Chicago", "2022-03-21", 3, 2, 1200),
    Trip("Laredo to Kansas City, March 25-27, 2 people, $1.2K", "Laredo", "Kansas City", "2022-03-25", 3, 2, 1200),
    Trip("Harlingen to Austin, March 1-3, 2 people, money's tight, $800", "Harlingen", "Austin", "2022-03-01", 3, 2,
         800),
    Trip("Brownsville to Kansas City, March 4-6, 2 people, a $900 total budget", "Brownsville", "Kansas City",
         "2022-03-04", 3, 2, 900),
    Trip("Corpus Christi to Dallas, March 7-9, 2 people, around $1,000 give or take", "Corpus Christi", "Dallas",
         "2022-03-07", 3, 2, 1000),
    Trip("Killeen to Nashville, March 11-13, 2 people, 1000 bucks", "Killeen", "Nashville", "2022-03-11", 3, 2, 1000),
    Trip("Waco to Denver, March 14-16, 2 people, a budget of 1,250", "Waco", "Denver", "2022-03-14", 3, 2, 1250),
    Trip("College Station to Chicago, March 18-20, 2 people, we have about $1,400 to work with", "College Station",
         "Chicago", "2022-03-18", 3, 2, 1400),
    Trip("Beaumont to Atlanta, March 21-23, 3 people, $350 pp", "Beaumont", "Atlanta", "2022-03-21", 3, 3, 1050),
    Trip("Longview to Nashville, March 25-27, 2 people, eight hundred dollars", "Longview", "Nashville", "2022-03-25", 3,
         2, 800),
    Trip("Texarkana to Memphis, March 1-3, 2 people, max budget $650", "Texarkana", "Memphis", "2022-03-01", 3, 2, 650),
    Trip("Lake Charles to Orlando, March 4-6, 2 people, shouldn't cost more than $1,100", "Lake Charles", "Orlando",
         "2022-03-04", 3, 2, 1100),
    Trip("Gulfport to Atlanta, March 8-10, 2 people, $1,000 for everything", "Gulfport", "Atlanta", "2022-03-08", 3, 2,
         1000),
    Trip("Hattiesburg to Houston, March 11-13, 2 people, 900 usd", "Hattiesburg", "Houston", "2022-03-11", 3, 2, 900),
    Trip("Jackson to Chicago, March 14-16, 2 people, two grand max", "Jackson", "Chicago", "2022-03-14", 3, 2, 2000),
    Trip("Little Rock to Denver, March 18-20, 2 people, spending cap $1,300", "Little Rock", "Denver", "2022-03-18", 3,
         2, 1300),
    Trip("Lawton to Miami, March 21-23, 5 people, $300 a person", "Lawton", "Miami", "2022-03-21", 3, 5, 1500),
    Trip("Tulsa to Phoenix, March 25-27, 2 people, 1,100$", "Tulsa", "Phoenix", "2022-03-25", 3, 2, 1100),
    Trip("Salina to Boston, March 1-3, 2 people, $100 per day each", "Salina", "Boston", "2022-03-01", 3, 2, 600),
    Trip("Dodge City to Kansas City, March 4-6, 2 people, about 700 dollars total", "Dodge City", "Kansas City",
         "2022-03-04", 3, 2, 700),
    Trip("Grand Island to Austin, March 8-10, 2 people, $1,000 or less", "Grand Island", "Austin", "2022-03-08", 3, 2,
         1000),
    Trip("North Platte to Cleveland, March 11-13, 2 people, at most $600", "North Platte", "Cleveland", "2022-03-11", 3, 2, 600),
    Trip("Cheyenne to Las Vegas, March 14-16, 2 people, ~$1.3k", "Cheyenne", "Las Vegas", "2022-03-14", 3, 2, 1300),
    Trip("Laramie to Phoenix, March 18-20, 2 people, a thousand two hundred dollars", "Laramie", "Phoenix",
         "2022-03-18", 3, 2, 1200),
    # parties said every way
    Trip("Cody to Salt Lake City, March 21-23, a party of 3, $900", "Cody", "Salt Lake City", "2022-03-21", 3, 3, 900),
    Trip("Gunnison to Los Angeles, March 25-27, three of us, $900", "Gunnison", "Los Angeles", "2022-03-25", 3, 3, 900),
    Trip("Alamosa to Louisville, March 1-3, my parents and I, $900", "Alamosa", "Louisville", "2022-03-01", 3, 3, 900),
    Trip("Grand Junction to Kansas City, March 4-6, me and 3 coworkers, $1,600", "Grand Junction", "Kansas City",
         "2022-03-04", 3, 4, 1600),
    Trip("Provo to Minneapolis, March 8-10, the 4 of us, $1,400", "Provo", "Minneapolis", "2022-03-08", 3, 4, 1400),
    Trip("Ogden to Austin, March 11-13, just me, $600", "Ogden", "Austin", "2022-03-11", 3, 1, 600),
    Trip("Cedar City to Los Angeles, March 14-16, a group of 6 friends, $2,400", "Cedar City", "Los Angeles",
         "2022-03-14", 3, 6, 2400),
    Trip("Vernal to Albuquerque, March 18-20, 2 adults and 2 children, $1,300", "Vernal", "Albuquerque", "2022-03-18", 3, 4, 1300),
    Trip("Moab to Phoenix, March 21-23, me, my wife, and my mother, $1,200", "Moab", "Phoenix", "2022-03-21", 3, 3,
         1200),
    Trip("Twin Falls to Seattle, March 25-27, for two, $900", "Twin Falls", "Seattle", "2022-03-25", 3, 2, 900),
    Trip("Lewiston to Portland, March 1-3, for 3 ppl, $900", "Lewiston", "Portland", "2022-03-01", 3, 3, 900),
    Trip("Sun Valley to San Francisco, March 4-6, six of us, $3,000", "Sun Valley", "San Francisco", "2022-03-04", 3, 6,
         3000),
    Trip("Bozeman to Denver, March 8-10, my son and I, $900", "Bozeman", "Denver", "2022-03-08", 3, 2, 900),
    Trip("Missoula to Oklahoma City, March 11-13, a party of five, $1,800", "Missoula", "Oklahoma City", "2022-03-11", 3, 5, 1800),
    Trip("Great Falls to Minneapolis, March 14-16, we are 3, $1,000", "Great Falls", "Minneapolis", "2022-03-14", 3, 3,
         1000),
    Trip("Billings to San Antonio, March 18-20, 2 adults, 1 teen, $1,100", "Billings", "San Antonio",
         "2022-03-18", 3, 3, 1100),
    Trip("Sioux Falls to Chicago, March 21-23, my wife, our 3 kids and me, $1,900", "Sioux Falls", "Chicago",
         "2022-03-21", 3, 5, 1900),
    Trip("Rapid City to San Antonio, March 25-27, me and the boys (4 of us), $1,200", "Rapid City", "San Antonio",
         "2022-03-25", 3, 4, 1200),
    Trip("Duluth to Memphis, March 1-3, my bf and i, $800", "Duluth", "Memphis", "2022-03-01", 3, 2, 800),
    Trip("Brainerd to Denver, March 4-6, me and my two sisters, $1,200", "Brainerd", "Denver", "2022-03-04", 3, 3, 1200),
    Trip("Bemidji to Orlando, March 8-10, my grandparents and me, $1,000", "Bemidji", "Orlando", "2022-03-08", 3, 3,
         1000),
    Trip("Hibbing to Albuquerque, March 11-13, one adult, $400", "Hibbing", "Albuquerque", "2022-03-11", 3, 1, 400),
    Trip("St. Cloud to Milwaukee, March 14-16, two families of 3, $2,400", "St. Cloud", "Milwaukee", "2022-03-14", 3, 6,
         2400),
    Trip("La Crosse to Chicago, March 18-20, my partner and I, $800", "La Crosse", "Chicago", "2022-03-18", 3, 2, 800),
    Trip("Appleton to Detroit, March 21-23, me, my husband, and our daughter (8), $1,000", "Appleton", "Detroit",
         "2022-03-21", 3, 3, 1000, wishes=CHILD),
    Trip("Eau Claire to St. Louis, March 25-27, myself only, $500", "Eau Claire", "St. Louis", "2022-03-25", 3, 1, 500),
    Trip("Mosinee to Raleigh, March 1-3, 2 couples, $1,500", "Mosinee", "Raleigh", "2022-03-01", 3, 4, 1500),
    Trip("Rhinelander to Anchorage, March 4-6, 5 adults, $1,500", "Rhinelander", "Anchorage", "2022-03-04", 3, 5,
         1500),
    Trip("Green Bay to Nashville, March 8-10, me and 2 buddies, $1,200", "Green Bay", "Nashville", "2022-03-08", 3, 3,
         1200),
    Trip("Madison to Denver, March 11-13, a family of three, $1,300", "Madison", "Denver", "2022-03-11", 3, 3, 1300),
    Trip("Marquette to Chicago, March 14-16, the two of us, $800", "Marquette", "Chicago", "2022-03-14", 3, 2, 800),
    # slang city names and airport codes
    Trip("BNA to TPA march 4-6 2 ppl $900", "Nashville", "Tampa", "2022-03-04", 3, 2, 900),
    Trip("CLT to TPA 3/8-3/10, 2 people, $800", "Charlotte", "Tampa", "2022-03-08", 3, 2, 800),
    Trip("RDU to MKE, March 11-13, 2 ppl, $1,000", "Raleigh", "Milwaukee", "2022-03-11", 3, 2, 1000),
    Trip("SMF to GEG mar 14-16 2ppl $800", "Sacramento", "Spokane", "2022-03-14", 3, 2, 800),
    Trip("MKE to DEN 3/18-3/20, 2 ppl, 900", "Milwaukee", "Denver", "2022-03-18", 3, 2, 900),
    Trip("BWI to IAH march 21-23, 2 people, $850", "Baltimore", "Houston", "2022-03-21", 3, 2, 850),
    Trip("CMH to PHX 3/25-3/27, 2 ppl, $1,100", "Columbus", "Phoenix", "2022-03-25", 3, 2, 1100),
    Trip("PVD to MIA, March 1-3, 2 people, $1,000", "Providence", "Miami", "2022-03-01", 3, 2, 1000),
    Trip("OMA to LAS mar 4-6 2ppl $900", "Omaha", "Las Vegas", "2022-03-04", 3, 2, 900),
    Trip("GEG to SFO 3/8-3/10 2 ppl $1,000", "Spokane", "San Francisco", "2022-03-08", 3, 2, 1000),
    Trip("DEN to ATL, March 11-13, 2 people, $800", "Denver", "Atlanta", "2022-03-11", 3, 2, 800),
    Trip("SAV to JFK march 14-16, 2 ppl, $1,100", "Savannah", "New York", "2022-03-14", 3, 2, 1100),
    Trip("CHS to ORD, 3/18-3/20, 2 people, $1,000", "Charleston", "Chicago", "2022-03-18", 3, 2, 1000),
    Trip("Big Easy to the Mile High City, March 21-23, 2 people, $900", "New Orleans", "Denver", "2022-03-21", 3, 2, 900),
    Trip("Chi-town to San Antone, March 25-27, 2 people, $1,000", "Chicago", "San Antonio", "2022-03-25", 3, 2,
         1000),
    Trip("Beantown to Music City, March 1-3, 2 people, $800", "Boston", "Nashville", "2022-03-01", 3, 2, 800),
    Trip("Sin City to Charm City, March 4-6, 2 people, $1,100", "Las Vegas", "Baltimore", "2022-03-04", 3, 2, 1100),
    Trip("Motor City to Sin City, March 8-10, 2 people, $600", "Detroit", "Las Vegas", "2022-03-08", 3, 2, 600),
    Trip("STL to Indy, March 11-13, 2 people, $600", "St. Louis", "Indianapolis", "2022-03-11", 3, 2, 600),
    Trip("Bmore to Hotlanta, March 14-16, 2 people, $900", "Baltimore", "Atlanta", "2022-03-14", 3, 2, 900),
    Trip("Sactown to Steel City, March 18-20, 2 people, $800", "Sacramento", "Pittsburgh", "2022-03-18", 3, 2, 800),
    Trip("H-Town to Sactown, March 21-23, 2 people, $600", "Houston", "Sacramento", "2022-03-21", 3, 2, 600),
    Trip("West Palm to Daytona, March 25-27, 2 people, $700", "West Palm Beach", "Daytona Beach", "2022-03-25", 3, 2,
         700),
    Trip("NYC to SLO, March 1-3, 2 people, $1,500", "New York", "San Luis Obispo", "2022-03-01", 3, 2, 1500),
    Trip("the Twin Cities to KC, March 4-6, 2 people, $800", "Minneapolis", "Kansas City", "2022-03-04", 3, 2, 800),
    Trip("AUS to TUS, March 8-10, 2 people, $700", "Austin", "Tucson", "2022-03-08", 3, 2, 700),
    Trip("OAK to BOI, March 11-13, 2 people, $800", "Oakland", "Boise", "2022-03-11", 3, 2, 800),
    Trip("Steel City to the Big Easy, March 14-16, 2 people, $800", "Pittsburgh", "New Orleans", "2022-03-14", 3, 2, 800),
    # room types
    Trip("Pensacola to Nashville, March 18-20, 2 people, $900, an entire apartment please", "Pensacola", "Nashville",
         "2022-03-18", 3, 2, 900, wishes=WHOLE),
    Trip("Tallahassee to Key West, March 21-23, 2 people, $800, a private room is enough", "Tallahassee", "Key West",
         "2022-03-21", 3, 2, 800, wishes=PRIVATE),
    Trip("Sarasota to Charlotte, March 25-27, 2 people, $900, no shared rooms please", "Sarasota", "Charlotte",
         "2022-03-25", 3, 2, 900, wishes=NOT_SHARED),
    Trip("Punta Gorda to Chicago, March 1-3, 4 people, $1,600, we want a whole house", "Punta Gorda", "Chicago",
         "2022-03-01", 3, 4, 1600, wishes=WHOLE),
    Trip("Panama City to Dallas, March 4-6, 2 people, $700, shared room ok if it's cheaper", "Panama City", "Dallas",
         "2022-03-04", 3, 2, 700),
    Trip("Fort Myers to Boston, March 8-10, 2 people, $1,200, our own private room", "Fort Myers", "Boston",
         "2022-03-08", 3, 2, 1200, wishes=PRIVATE),
    Trip("Daytona Beach to Philadelphia, March 11-13, 3 people, $1,300, the entire place for us", "Daytona Beach",
         "Philadelphia", "2022-03-11", 3, 3, 1300, wishes=WHOLE),
    # house rules
    Trip("Key West to Atlanta, March 14-16, 2 people, $1,000, we travel with our dog", "Key West", "Atlanta",
         "2022-03-14", 3, 2, 1000, wishes=PETS),
    Trip("West Palm Beach to Nashville, March 18-20, 2 people, $900, need a smoker friendly place", "West Palm Beach",
         "Nashville", "2022-03-18", 3, 2, 900, wishes=SMOKE),
    Trip("Myrtle Beach to New York, March 21-23, 6 people, $2,400, birthday party, the place must allow parties",
         "Myrtle Beach", "New York", "2022-03-21", 3, 6, 2400, wishes=PARTY),
    Trip("Hilton Head to Chicago, March 25-27, 2 people, $1,000, pet-friendly please", "Hilton Head", "Chicago",
         "2022-03-25", 3, 2, 1000, wishes=PETS),
    Trip("Greenville to Denver, March 1-3, 2 people, $1,000, friends will come visit us there", "Greenville", "Denver",
         "2022-03-01", 3, 2, 1000, wishes=GUESTS),
    Trip("Augusta to Orlando, March 4-6, me, my wife and our kids (3 and 5), $1,200", "Augusta", "Orlando",
         "2022-03-04", 3, 4, 1200, wishes=CHILD),
    Trip("Greer to Philadelphia, March 8-10, 2 people, $900, we have a cat coming with us", "Greer", "Philadelphia",
         "2022-03-08", 3, 2, 900, wishes=PETS),
    Trip("Wilmington to Boston, March 11-13, 2 people, $1,000, I smoke", "Wilmington", "Boston", "2022-03-11", 3, 2,
         1000, wishes=SMOKE),
    # cuisines, ratings, prices
    Trip("New Bern to Washington, March 14-16, 2 people, $800, chinese food please", "New Bern", "Washington",
         "2022-03-14", 3, 2, 800, wishes={"cuisine": ["Chinese"]}),
    Trip("Fayetteville to Miami, March 18-20, 2 people, $1,000, we're craving french cuisine", "Fayetteville", "Miami",
         "2022-03-18", 3, 2, 1000, wishes={"cuisine": ["French"]}),
    Trip("Asheville to Houston, March 21-23, 2 people, $1,000, mexican and american food", "Asheville", "Houston",
         "2022-03-21", 3, 2, 1000, wishes={"cuisine": ["Mexican", "American"]}),
    Trip("Greensboro to New Orleans, March 25-27, 2 people, $1,100, lots of seafood", "Greensboro", "New Orleans",
         "2022-03-25", 3, 2, 1100, wishes={"more_cuisines": ["Seafood"]}),
    Trip("Norfolk to Chicago, March 1-3, 2 people, $900, no indian food", "Norfolk", "Chicago", "2022-03-01", 3, 2, 900,
         wishes={"avoid_cuisines": ["Indian"]}),
    Trip("Newport News to Atlanta, March 4-6, 2 people, $800, restaurants rated 4 and up", "Newport News", "Atlanta",
         "2022-03-04", 3, 2, 800, wishes={"min_rating": 4}),
    Trip("Petersburg to New York, March 8-10, 2 people, $1,200, accommodation rated 4 or above", "Petersburg",
         "New York", "2022-03-08", 3, 2, 1200, wishes={"min_stay_rating": 4}),
    Trip("Staunton to Philadelphia, March 11-13, 2 people, $800, max $120 per night for the room", "Staunton",
         "Philadelphia", "2022-03-11", 3, 2, 800, wishes={"max_night_price": 120}),
    Trip("Clarksburg to Baltimore, March 14-16, 2 people, $600, we like bakeries and desserts", "Clarksburg",
         "Baltimore", "2022-03-14", 3, 2, 600, wishes={"more_cuisines": ["Bakery", "Desserts"]}),
    Trip("Hagerstown to Boston, March 18-20, 2 people, $900, italian or mediterranean", "Hagerstown", "Boston",
         "2022-03-18", 3, 2, 900, wishes={"cuisine": ["Italian", "Mediterranean"]}),
    Trip("Salisbury to Charlotte, March 21-23, 2 people, $800, we don't eat fast food", "Salisbury", "Charlotte",
         "2022-03-21", 3, 2, 800, wishes={"avoid_cuisines": ["Fast Food"]}),
    # transport
    Trip("Atlantic City to Orlando, March 25-27, 2 people, $1,000, no plane", "Atlantic City", "Orlando", "2022-03-25",
         3, 2, 1000, wishes=NO_FLIGHT),
    Trip("Trenton to Atlanta, March 1-3, 2 people, $900, neither of us drives", "Trenton", "Atlanta", "2022-03-01", 3, 2,
         900, wishes=NO_DRIVE),
    Trip("Islip to Charlotte, March 4-6, 2 people, $900, I'm scared of flying", "Islip", "Charlotte", "2022-03-04", 3,
         2, 900, wishes=NO_FLIGHT),
    Trip("White Plains to Chicago, March 8-10, 2 people, $1,000, we won't be driving ourselves", "White Plains",
         "Chicago", "2022-03-08", 3, 2, 1000, wishes=NO_DRIVE),
    Trip("Newburgh to Orlando, March 11-13, 2 people, $1,000, road trip, no flights", "Newburgh", "Orlando",
         "2022-03-11", 3, 2, 1000, wishes=NO_FLIGHT),
    Trip("Elmira to Detroit, March 14-16, 2 people, $700, no self-drive", "Elmira", "Detroit", "2022-03-14", 3, 2, 700,
         wishes=NO_DRIVE),
    # multi-city (state) trips
    Trip("Amarillo to 2 cities in Oklahoma... scratch that, 2 cities in Colorado, March 3-7, 2 people, $2,000",
         "Amarillo", "Colorado", "2022-03-03", 5, 2, 2000, cities=2),
    Trip("Lubbock to 3 cities in california, March 10-16, 2 people, $4,000", "Lubbock", "California", "2022-03-10", 7,
         2, 4000, cities=3),
    Trip("from Dayton: 2 cities in Pennsylvania, March 20-24, 2 people, $2,200", "Dayton", "Pennsylvania",
         "2022-03-20", 5, 2, 2200, cities=2),
    Trip("Roanoke to Florida, 3 cities, 7 days starting March 5, 4 people, $5,000", "Roanoke", "Florida", "2022-03-05",
         7, 4, 5000, cities=3),
    Trip("Toledo to 2 cities in Tennessee, March 15-19, me and my wife, $2,000", "Toledo", "Tennessee", "2022-03-15", 5,
         2, 2000, cities=2),
    Trip("Spokane to Montana, 3 cities, March 8-14, 2 people, $3,000", "Spokane", "Montana", "2022-03-08", 7, 2, 3000,
         cities=3),
    Trip("Wichita to 2 cities in Missouri, March 22-26, 3 people, $2,400", "Wichita", "Missouri", "2022-03-22", 5, 3,
         2400, cities=2),
    Trip("Eugene to Idaho, 2 cities, March 2-6, 2 ppl, $1,800", "Eugene", "Idaho", "2022-03-02", 5, 2, 1800, cities=2),
    Trip("Tucson to 3 cities in New Mexico? no, in Texas, March 12-18, 2 people, $3,500", "Tucson", "Texas",
         "2022-03-12", 7, 2, 3500, cities=3),
    Trip("El Paso to Arizona, 2 cities, March 24-28, 2 people, $1,900", "El Paso", "Arizona", "2022-03-24", 5, 2, 1900,
         cities=2),
    Trip("from Bangor, 3 cities in New York state, March 14-20, 2 people, $3,200", "Bangor", "New York",
         "2022-03-14", 7, 2, 3200, cities=3),
    Trip("Hartford to South Carolina for a week, 3 cities, from March 6, 2 people, $3,000", "Hartford",
         "South Carolina", "2022-03-06", 7, 2, 3000, cities=3),
    Trip("Des Moines → 2 cities in Wisconsin, 3/9-3/13, 2 ppl, $1,700", "Des Moines", "Wisconsin", "2022-03-09", 5, 2,
         1700, cities=2),
    Trip("Sacramento to Arizona, 3 cities, March 16-22, 4 people, $4,400", "Sacramento", "Arizona", "2022-03-16", 7, 4,
         4400, cities=3),
    Trip("Jacksonville to Alabama, 2 cities, March 26-30, 2 people, $1,600", "Jacksonville", "Alabama", "2022-03-26", 5,
         2, 1600, cities=2),
    Trip("Bangor to 2 cities in Massachusetts, March 4-8, 2 people, $2,200", "Bangor", "Massachusetts", "2022-03-04",
         5, 2, 2200, cities=2),
    Trip("Shreveport to Mississippi, 2 cities, March 17-21, 2 people, $1,500", "Shreveport", "Mississippi",
         "2022-03-17", 5, 2, 1500, cities=2),
    Trip("Omaha to 3 cities in Minnesota, March 1-7, solo, $1,800", "Omaha", "Minnesota", "2022-03-01", 7, 1, 1800, cities=3),
    # terse
    Trip("sioux city to dallas 3/4-3/6 2ppl 500", "Sioux City", "Dallas", "2022-03-04", 3, 2, 500),
    Trip("fort wayne-chicago mar 8-10 2 ppl $600", "Fort Wayne", "Chicago", "2022-03-08", 3, 2, 600),
    Trip("peoria to st louis 3/11-13 3ppl 800", "Peoria", "St. Louis", "2022-03-11", 3, 3, 800),
    Trip("moline to des moines mar 14-16 solo 400", "Moline", "Des Moines", "2022-03-14", 3, 1, 400),
    Trip("rockford → minneapolis 3/18-3/20 2ppl $700", "Rockford", "Minneapolis", "2022-03-18", 3, 2, 700),
    Trip("belleville to nashville mar 21-23 2 ppl 650", "Belleville", "Nashville", "2022-03-21", 3, 2, 650),
    Trip("paducah to kansas city 3/25-27 2ppl $550", "Paducah", "Kansas City", "2022-03-25", 3, 2, 550),
    Trip("owensboro to richmond mar 1-3, 2 ppl, 500", "Owensboro", "Richmond", "2022-03-01", 3, 2, 500),
    Trip("cape girardeau to chicago 3/4-3/6 4ppl 1400", "Cape Girardeau", "Chicago", "2022-03-04", 3, 4, 1400),
    Trip("branson to dallas mar 8-10 2 pax $800", "Branson", "Dallas", "2022-03-08", 3, 2, 800),
    Trip("springfield... no, branson to albuquerque, mar 11-13, 2ppl, 600", "Branson", "Albuquerque", "2022-03-11", 3,
         2, 600),
    Trip("mason city to new york 3/14-3/16 2ppl 550 no flying", "Mason City", "New York", "2022-03-14", 3, 2, 550,
         wishes=NO_FLIGHT),
    Trip("fort dodge → cleveland mar 18-20 2 ppl $450", "Fort Dodge", "Cleveland", "2022-03-18", 3, 2, 450),
    Trip("scottsbluff to minneapolis 3/21-3/23 2 ppl $600", "Scottsbluff", "Minneapolis", "2022-03-21", 3, 2, 600),
    Trip("williston to bismarck mar 25-27 2ppl 500", "Williston", "Bismarck", "2022-03-25", 3, 2, 500),
    # typos: a misspelt city is asked back with its close matches (docs/requests.md)
    Ask("Amarilo to Dallas, March 4-6, 2 people, $700", "close matches"),
    Ask("Shreveprot to Houston, March 8-10, 2 people, $700", "close matches"),
    Ask("Tallahasee to Atlanta, March 11-13, 2 people, $700", "close matches"),
    Ask("Albequerque to Phoenix, March 14-16, 2 people, $700", "close matches"),
    Ask("Louisvile to Chicago, March 18-20, 2 people, $700", "close matches"),
    Ask("Milwuakee to Detroit, March 21-23, 2 people, $700", "close matches"),
    Ask("Pittsbugh to Baltimore, March 25-27, 2 people, $700", "close matches"),
    # corrections
    Trip("Abilene to Myrtle Beach, March 4-6, 2 people, $700... actually make it 4 people", "Abilene", "Myrtle Beach", "2022-03-04",
         3, 4, 700),
    Trip("Wichita to Cleveland, March 8-10, 2 people, $800, sorry I meant $1,000", "Wichita", "Cleveland", "2022-03-08", 3, 2,
         1000),
    Trip("Tulsa to Asheville, March 11-13, no wait, March 12-14, 2 people, $600", "Tulsa", "Asheville",
         "2022-03-12", 3, 2, 600),
    # one or two chatty sentences, several wishes
    Trip("hi there!! me and my husband want to go from Amarillo to Columbus march 18-20, we're bringing our dog and "
         "want an entire place, about $1,100", "Amarillo", "Columbus", "2022-03-18", 3, 2, 1100,
         wishes={**PETS, **WHOLE}),
    Trip("Hello, could you plan a trip for 4 from Abilene to Chicago, Friday March 25 to Sunday March 27? We'd "
         "like mexican food and a whole house. Budget is $1,600.", "Abilene", "Chicago", "2022-03-25", 3, 4, 1600,
         wishes={**WHOLE, "cuisine": ["Mexican"]}),
    Trip("yo me and 2 friends from lubbock to san diego mar 4-6, need a place we can party, no flying, like $350 each",
         "Lubbock", "San Diego", "2022-03-04", 3, 3, 1050, wishes={**PARTY, **NO_FLIGHT}),
    Trip("My wife and I (both retired) want to visit Houston from Charlotte, March 8-10, we don't drive, and we'd "
         "like a private room. $1,000 budget.", "Charlotte", "Houston", "2022-03-08", 3, 2, 1000,
         wishes={**NO_DRIVE, **PRIVATE}),
    Trip("Planning a trip from Toledo to Raleigh with my two kids (4 and 9) March 11-13, need kid-friendly lodging "
         "and american food, $900 tops", "Toledo", "Raleigh", "2022-03-11", 3, 3, 900,
         wishes={**CHILD, "cuisine": ["American"]}),
    Trip("Hi! We're a couple from Dayton heading to Tampa March 14-16. We'd love BBQ and a place rated 4+ stars. "
         "Budget around $1,200.", "Dayton", "Tampa", "2022-03-14", 3, 2, 1200,
         wishes={"more_cuisines": ["BBQ"]}),
    Trip("Can you set up a 5 day trip from Erie to Orlando starting March 21 for me, my wife and our 3 kids, entire "
         "home, no flights please, $3,000", "Erie", "Orlando", "2022-03-21", 5, 5, 3000,
         wishes={**WHOLE, **NO_FLIGHT}),
    Trip("So it's just me, flying solo from Syracuse to Miami 3/25-3/27, want a private room and cuban... I mean "
         "seafood, $900", "Syracuse", "Miami", "2022-03-25", 3, 1, 900,
         wishes={**PRIVATE, "more_cuisines": ["Seafood"]}),
    Trip("Good morning! My sister and I would like to go from Akron to Washington from March 1 to March 3. We don't "
         "want a shared room and we'd like italian food. We have $800.", "Akron", "Washington", "2022-03-01", 3, 2,
         800, wishes={**NOT_SHARED, "cuisine": ["Italian"]}),
    Trip("hey, Rochester to Myrtle Beach mar 4-6 for 3 of us, we smoke, no chinese food, budget 1k", "Rochester", "Myrtle Beach",
         "2022-03-04", 3, 3, 1000, wishes={**SMOKE, "avoid_cuisines": ["Chinese"]}),
    Trip("Need a weekend from Buffalo to Houston March 11-13 for me and my girlfriend, entire apartment, french food, "
         "$1,400", "Buffalo", "Houston", "2022-03-11", 3, 2, 1400, wishes={**WHOLE, "cuisine": ["French"]}),
    Trip("We're a family of 5 (3 kids under 10) going from Grand Rapids to Orlando, March 14th-18th, no self-driving, "
         "budget $3,500", "Grand Rapids", "Orlando", "2022-03-14", 5, 5, 3500, wishes={**CHILD, **NO_DRIVE}),
    Trip("Hi, I'm looking for a trip from Lansing to Houston for 6 friends March 18-20, we'd like to have people over "
         "at the place, $250 per person", "Lansing", "Houston", "2022-03-18", 3, 6, 1500, wishes=GUESTS),
    Trip("my boyfriend and I want to do Kalamazoo to Portland march 21 to 23, we have a cat, want a private room, $600",
         "Kalamazoo", "Portland", "2022-03-21", 3, 2, 600, wishes={**PETS, **PRIVATE}),
    Trip("Hello, please plan a trip from Saginaw to Minneapolis for 2 adults, 25-27 March, with indian and chinese "
         "restaurants and a budget of $1,000.", "Saginaw", "Minneapolis", "2022-03-25", 3, 2, 1000,
         wishes={"cuisine": ["Indian", "Chinese"]}),
    Trip("Me + my dad from Springfield... sorry, from Peoria to Denver, March 1-3, no flights, $900", "Peoria", "Denver",
         "2022-03-01", 3, 2, 900, wishes=NO_FLIGHT),
    Trip("three girls from Champaign to Nashville march 4th to 6th!! need somewhere we can have a party, entire place, "
         "$1,200", "Champaign", "Nashville", "2022-03-04", 3, 3, 1200, wishes={**PARTY, **WHOLE}),
    Trip("Hey, my husband and I plus our baby want to go from South Bend to Los Angeles March 8-10, kid friendly place, "
         "$700", "South Bend", "Los Angeles", "2022-03-08", 3, 3, 700, wishes=CHILD),
    Trip("Could you plan Evansville to Atlanta for me and my wife March 11-13? Restaurants rated 4.5 or better, and a "
         "private room. Budget $1,100.", "Evansville", "Atlanta", "2022-03-11", 3, 2, 1100,
         wishes={**PRIVATE, "min_rating": 4.5}),
    Trip("Hi - going from Fort Wayne to Philadelphia with 3 coworkers (4 total) March 14-16, no self driving, company "
         "pays up to $2,000", "Fort Wayne", "Philadelphia", "2022-03-14", 3, 4, 2000, wishes=NO_DRIVE),
    Trip("We're 2 from Cedar Rapids going to San Diego, March 18-20, we love mexican and pizza, $900", "Cedar Rapids",
         "San Diego", "2022-03-18", 3, 2, 900, wishes={"cuisine": ["Mexican"], "more_cuisines": ["Pizza"]}),
    Trip("plz plan Sioux Falls to Milwaukee march 21-23 for me n my gf, no shared room, bringing the dog, $800",
         "Sioux Falls", "Milwaukee", "2022-03-21", 3, 2, 800, wishes={**PETS, **NOT_SHARED}),
    Trip("Greetings. I'd like a trip from Billings to Seattle, March 25 to March 27, for one person, budget $900, "
         "mediterranean food.", "Billings", "Seattle", "2022-03-25", 3, 1, 900,
         wishes={"cuisine": ["Mediterranean"]}),
    Trip("Me and my 3 buddies from Boise to Las Vegas March 4-6, want a whole house that allows smoking, $400 each",
         "Boise", "Las Vegas", "2022-03-04", 3, 4, 1600, wishes={**WHOLE, **SMOKE}),
    Trip("Looking for a trip from Missoula to Salt Lake City for our family of four, March 8-10, entire home, kids "
         "are 6 and 8, $1,300", "Missoula", "Salt Lake City", "2022-03-08", 3, 4, 1300, wishes={**WHOLE, **CHILD}),
    Trip("my mom and I from Eugene to Reno march 11-13, she can't fly, we'd like chinese food, $900",
         "Eugene", "Reno", "2022-03-11", 3, 2, 900, wishes={**NO_FLIGHT, "cuisine": ["Chinese"]}),
    Trip("Hey! My fiancé and I are from Medford, want to go to Las Vegas March 14-16, a private room and coffee "
         "shops, $1,000", "Medford", "Las Vegas", "2022-03-14", 3, 2, 1000,
         wishes={**PRIVATE, "more_cuisines": ["Cafe"]}),
    Trip("Bend to San Francisco for 4 adults March 18-20, whole house, no smoking places please, $1,400", "Bend",
         "San Francisco",
         "2022-03-18", 3, 4, 1400, wishes={**WHOLE, "stay_forbids": ["smoking"]}),
    Trip("Hi! I'm planning a 3 day trip from Yakima to Boise for me and my husband starting March 21, we have "
         "a puppy, $700", "Yakima", "Boise", "2022-03-21", 3, 2, 700, wishes=PETS),
    Trip("Going Fresno to Honolulu March 25-27 with my wife and 2 teenagers, we'd like an entire place and seafood, "
         "$1,500", "Fresno", "Honolulu", "2022-03-25", 3, 4, 1500, wishes={**WHOLE, "more_cuisines": ["Seafood"]}),
    Trip("Hello! two couples from Santa Ana to Phoenix, March 1-3, we'll want to have friends visit, and no fast "
         "food. $1,600", "Santa Ana", "Phoenix", "2022-03-01", 3, 4, 1600,
         wishes={**GUESTS, "avoid_cuisines": ["Fast Food"]}),
    Trip("a 7 day trip for 2 from Knoxville to 3 cities in Texas starting March 20, entire rooms, $4,200", "Knoxville",
         "Texas", "2022-03-20", 7, 2, 4200, cities=3, wishes=WHOLE),
    Trip("me and my wife want to see 2 cities in Wisconsin, leaving from Indianapolis on March 9 for 5 days, no "
         "flights, budget 2.4k", "Indianapolis", "Wisconsin", "2022-03-09", 5, 2, 2400, cities=2, wishes=NO_FLIGHT),
    Trip("Hi, 3 of us from Chattanooga to 2 cities in Virginia, March 16-20, pets allowed please, $2,100",
         "Chattanooga", "Virginia", "2022-03-16", 5, 3, 2100, cities=2, wishes=PETS),
    Trip("We'd like to go from Pittsburgh to Asheville March 4-6, my partner and I, restaurants rated 4 or more, "
         "italian food, $800", "Pittsburgh", "Asheville", "2022-03-04", 3, 2, 800,
         wishes={"min_rating": 4, "cuisine": ["Italian"]}),
    # asked back
    Ask("Amarillo to Denver, late march, 2 people, $900", "date"),
    Ask("Wichita to Dallas the 3rd to the 5th, 2 people, $700", "date"),
    Ask("Tulsa to Denver, March 4-6, 2 people, a few hundred", "budget"),
    Ask("Austin to El Paso, March 11-13, 2 people, as cheap as we can", "budget"),
    Ask("Lubbock to Dallas, March 18-20, some friends and me, $1,000", "travel"),
    Ask("Laredo to Houston, March 4-6, the whole gang, $1,200", "travel"),
    Ask("Midland to Austin, March 8-10, $400 each", "per person"),
    Ask("Dayton to Chicago, March 14-16, 2 people", "budget"),
    Ask("to Tulsa, March 21-23, 2 people, $700", "origin"),
    Ask("Toledo to Detroit or Chicago, March 4-6, 2 people, $700", "destination"),
    Ask("Erie to Buffalo, 2 people, $600", "date"),
    Ask("Akron to Columbus, March 7-9, 2 or 3 people, $700", "travel"),
    Ask("Fresno to Reno, March 11-13, 2 people, $800 or $1,000", "budget"),
    Ask("Boise to Spokane, March 4-6, 2 people, $700, we love thai food", "thai"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # wrongly read by design, said: a party of no number alone is read as the smallest count its wording allows (2 for a
    # band of friends, as for "the whole family"; docs/requests.md, the eleventh set's rule) and said as an assumption;
    # said beside the speaker ("me and the whole gang") it is asked
    "Laredo to Houston, March 4-6, the whole gang, $1,200",
]


def test_the_twentieth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=250)


# Places, states, dates and amounts the data does not have must be refused naming the cause (never a silent "origin
# missing", never read as another place or state).
NOT_THERE: list[NotThere] = [
    ("Chicago to 2 cities in Vermont, March 3-7, 2 people, $2,000", "Vermont"),
    ("from Baltimore, 2 cities in Delaware, March 3-7, 2 people, $2,000", "Delaware"),
    ("Denver to Boulder, March 3-5, 2 people, $600", "Boulder"),
    ("Phoenix to Sedona, March 3-5, 2 people, $700", "Sedona"),
    ("San Francisco to Napa, March 3-5, 2 people, $900", "Napa"),
    ("Denver to Aspen, March 3-5, 2 people, $1,200", "Aspen"),
    ("Knoxville to Gatlinburg, March 3-5, 2 people, $600", "Gatlinburg"),
    ("Houston to Galveston, March 3-5, 2 people, $600", "Galveston"),
    ("Reno to Lake Tahoe, March 3-5, 2 people, $800", "Lake Tahoe"),
    ("Salt Lake City to Park City, March 3-5, 2 people, $900", "Park City"),
    ("Bangor to Bar Harbor, March 3-5, 2 people, $600", "Bar Harbor"),
    ("Boston to Cape Cod, March 3-5, 2 people, $900", "Cape Cod"),
    ("Pensacola to Destin, March 3-5, 2 people, $700", "Destin"),
    ("Fort Myers to Naples, March 3-5, 2 people, $700", "Naples"),
    ("Fargo to Minneapolis, March 3-5, 2 people, $600", "Fargo"),
    ("Casper to Denver, March 3-5, 2 people, $600", "Casper"),
    ("Seattle to Vancouver, March 3-5, 2 people, $900", "Vancouver"),
    ("Buffalo to Toronto, March 3-5, 2 people, $700", "Toronto"),
    ("San Antonio to Cancun, March 3-5, 2 people, $1,200", "Cancun"),
    ("Boston to 3 cities in Vermont, March 3-9, 2 people, $3,000", "Vermont"),
    ("Denver to Seattle, March 3-5, 2 people, $ -100", "budget"),
    ("Denver to Seattle, March 3-5, 0 people, $900", "travellers"),
    ("Denver to Seattle, March 30-33, 2 people, $900", "date"),
]


def test_the_twentieth_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)


def test_a_state_the_data_lacks_names_it_and_lists_no_origin_the_text_gives(sandbox):
    """A state the data lacks ("Boston to 3 cities in Vermont") is named, and the origin said is not listed missing."""
    with pytest.raises(QueryParseError) as caught:
        parse_once("Boston to 3 cities in Vermont, March 3-9, 2 people, $3,000", sandbox, people="smallest")
    assert any("Vermont" in said for said in caught.value.problems), caught.value.problems
    assert not any("origin" in said for said in caught.value.missing), caught.value.missing


# Dates the sandbox's flights do not cover (March 2022 only) are read as written, and the reading says so.
OUTSIDE: list[str] = [
    "Amarillo to Denver, May 6-8, 2 people, $900",
    "Tulsa to Dallas, Feb 25-27, 2 people, $700",
    "Wichita to Chicago, March 3-5, 2021, 2 people, $800",
    "Toledo to Detroit, 11/24-11/26, 2 people, $600",
]


@pytest.mark.parametrize("text", OUTSIDE)
def test_dates_the_data_lacks_are_named_not_planned_silently(text, sandbox):
    check_outside(text, sandbox)
