"""A ninth held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before any fix
it led to.

Written after the eighth set (``test_request_heldout_eighth.py``) was fixed against, to measure whether the request
readers generalise: every request names at least one city of the sandbox (``/work/shared/data``: March 2022) that no
earlier request set used (Hilo, Kona, Kahului, Lihue, Fairbanks, Juneau, Ketchikan, Sitka, Kodiak, Nome, Atlantic City,
Trenton, Wilmington, New Bern, Daytona Beach, Hilton Head, State College, Johnstown, Latrobe, Lewisburg, Redding,
Arcata, Santa Maria, Burbank, Long Beach, Paducah, Owensboro, Bemidji, Brainerd, Hibbing, International Falls, Moline,
Belleville, Roswell, Harlingen, Del Rio, Killeen, Longview, Gulfport, Yuma, Prescott, Pocatello, Idaho Falls, Sun
Valley, Lewiston, Alpena, Muskegon, Escanaba, Iron Mountain, Pellston, Grand Island, North Platte, Scottsbluff,
Bristol, Islip, White Plains, Newburgh, Elmira, Watertown, Plattsburgh, Niagara Falls, Presque Isle, Martha's Vineyard,
Nantucket, Hyannis, Valparaiso, Cape Girardeau, Pasco, Walla Walla, Everett, Minot, Williston, Kalispell, Great Falls,
Cody, Salina, Dodge City, Dubuque, Mason City, Fort Dodge, Salisbury, Hagerstown, Newport News, Staunton, Clarksburg,
Cedar City, Vernal, Gunnison, Alamosa, Rock Springs, Lawton, San Juan, ...), and says the trip itself as people write
it: the origin and destination (a city, a state, several cities), dates in many forms (ranges, "the 3rd to the 5th of
March", weekdays, ordinal words, "next ..." with no today to count from (asked), no year), the party ("my wife and I",
"family of five", "me + 2 friends", kids), the budget ("2.5k", "two thousand bucks", "$1,800 total", per person),
the number of days, typos, several facts in one sentence, and a few words of Spanish, French or German mixed in.

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other eight
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_MISSES`` lists every miss left,
with why.

Measured when written, on HEAD (700f209): 176 read right, 12 asked, 9 wrongly read (2 silently: "my son and his 2
friends" read as 2; "our 3 boys (2, 5 and 11)" set no house rule). After the fixes it led to (airport codes of the
sandbox's other cities; a sight's name running into a date, "williston 3/26", is no sight; "the 19th of March to the
21st" and a weekday before the last day; "3 dyas"; "2200 all in" after a date no year; members of a group of a stated
size; a party or a date in Spanish, French or German words): 193 / 2 / 2 (1 silently, in a reader outside the trip's
fields). Variants tried after (``NOT_THERE``, ``TOURS``) led to more: a
tour of a state's cities ("Yuma to Montana: Billings and Bozeman" dropped the cities in silence), "half a dozen"
(read 12), "2 adults/2 kids" and "adults: 2, kids: 2" (read 2), a weekday alone ending the trip, weekdays in
brackets, the writer's own named with no I/me asked. Two expectations were corrected after scoring (marked below).
"""

from __future__ import annotations

from tests.support.reading_once import parse_once
from tests.support.request_scoring import Ask, NotThere, Trip, check_heldout, check_not_there

CHILD = {"house_rule": "children under 10"}
NO_CHILD = {"house_rule": None}

CORPUS: list[Trip | Ask] = [
    # terse, lower case, codes
    Trip("hilo to kona 3/3-3/5 2 ppl $900", "Hilo", "Kona", "2022-03-03", 3, 2, 900),
    Trip("fairbanks -> juneau mar 7-9 1 person $800", "Fairbanks", "Juneau", "2022-03-07", 3, 1, 800),
    Trip("atlantic city to trenton 3/10-3/12 2 adults 1k", "Atlantic City", "Trenton", "2022-03-10", 3, 2, 1000),
    Trip("state college to johnstown 3/14-3/16 3 ppl $1,050", "State College", "Johnstown", "2022-03-14", 3, 3, 1050),
    Trip("redding > arcata march 2-4 2 ppl $700", "Redding", "Arcata", "2022-03-02", 3, 2, 700),
    Trip("paducah to owensboro 3/18-3/20, 4 ppl, 2k", "Paducah", "Owensboro", "2022-03-18", 3, 4, 2000),
    Trip("bemidji → brainerd 3/21-3/23 solo $500", "Bemidji", "Brainerd", "2022-03-21", 3, 1, 500),
    Trip("roswell to harlingen mar 24-26 2 ppl $1,100", "Roswell", "Harlingen", "2022-03-24", 3, 2, 1100),
    Trip("del rio to killeen 3/5-3/7 3 of us $1,200", "Del Rio", "Killeen", "2022-03-05", 3, 3, 1200),
    Trip("gulfport -> longview 3/8-3/10 2ppl $850", "Gulfport", "Longview", "2022-03-08", 3, 2, 850),
    Trip("yuma to prescott 3/11-3/13 just me 550", "Yuma", "Prescott", "2022-03-11", 3, 1, 550),
    Trip("pocatello to idaho falls, 3/15-3/17, 2 ppl, $600", "Pocatello", "Idaho Falls", "2022-03-15", 3, 2, 600),
    Trip("alpena to muskegon 3/19-3/21 2 people $700", "Alpena", "Muskegon", "2022-03-19", 3, 2, 700),
    Trip("grand island → north platte 3/22-3/24 2 ppl $1.3k", "Grand Island", "North Platte", "2022-03-22",
         3, 2, 1300),
    Trip("islip to elmira mar 25-27 5 ppl $2,500", "Islip", "Elmira", "2022-03-25", 3, 5, 2500),
    Trip("watertown to plattsburgh 3/1-3/3 1 traveler $450", "Watertown", "Plattsburgh", "2022-03-01", 3, 1, 450),
    Trip("OGG to LIH 3/9-3/11 2 ppl $1,300", "Kahului", "Lihue", "2022-03-09", 3, 2, 1300),
    Trip("SJU to MIA 3/12-3/14 2 ppl $1,200", "San Juan", "Miami", "2022-03-12", 3, 2, 1200),
    Trip("BUR to SFO 3/16-3/18 2 ppl $900", "Burbank", "San Francisco", "2022-03-16", 3, 2, 900),
    Trip("pasco to walla walla 3/23-3/25 2 adults $800", "Pasco", "Walla Walla", "2022-03-23", 3, 2, 800),
    # corrected after scoring: the wish fields were left open, but the attraction "Williston 3" read from "williston
    # 3/26" is a wish the text does not hold (a careful reader expects none): it must be set to no sight
    Trip("minot to williston 3/26-3/28 2 ppl $650", "Minot", "Williston", "2022-03-26", 3, 2, 650,
         wishes={"must_see": None}),
    Trip("kalispell -> great falls 3/6-3/8 2 ppl $700", "Kalispell", "Great Falls", "2022-03-06", 3, 2, 700),
    Trip("salina to dodge city 3/2-3/4 3 ppl $900", "Salina", "Dodge City", "2022-03-02", 3, 3, 900),
    Trip("dubuque to mason city 3/20-3/22 2 ppl $600", "Dubuque", "Mason City", "2022-03-20", 3, 2, 600),
    Trip("salisbury -> hagerstown 3/4-3/6 2 ppl $700", "Salisbury", "Hagerstown", "2022-03-04", 3, 2, 700),
    # dates: ranges and odd forms, no year
    Trip("Newport News to Staunton, the 3rd to the 5th of March, 2 people, $800", "Newport News", "Staunton",
         "2022-03-03", 3, 2, 800),
    Trip("Cedar City to Vernal, from the seventh to the ninth of March, 2 people, $700", "Cedar City", "Vernal",
         "2022-03-07", 3, 2, 700),
    Trip("Gunnison to Alamosa, March 10th thru 12th, 3 people, $900", "Gunnison", "Alamosa", "2022-03-10", 3, 3, 900),
    Trip("Rock Springs to Cody, 14-16 March, 2 people, $800", "Rock Springs", "Cody", "2022-03-14", 3, 2, 800),
    Trip("Lawton to Dallas, Mar 17 - 19, 2 people, $700", "Lawton", "Dallas", "2022-03-17", 3, 2, 700),
    Trip("Hilo to Honolulu, march twenty-second to the twenty-fourth, 2 people, $1,200", "Hilo", "Honolulu",
         "2022-03-22", 3, 2, 1200),
    Trip("Kona to Honolulu, Thursday March 3 to Saturday March 5, 2 people, $1,100", "Kona", "Honolulu",
         "2022-03-03", 3, 2, 1100),
    Trip("Juneau to Anchorage, Fri Mar 11 - Sun Mar 13, 1 person, $900", "Juneau", "Anchorage", "2022-03-11",
         3, 1, 900),
    Trip("Ketchikan to Seattle, leaving Friday the 18th of March, back Sunday the 20th, 2 people, $1,400", "Ketchikan",
         "Seattle", "2022-03-18", 3, 2, 1400),
    Trip("Sitka to Juneau, Wed 3/16 to Fri 3/18, 2 people, $1,000", "Sitka", "Juneau", "2022-03-16", 3, 2, 1000),
    Trip("Kodiak to Anchorage, from Sat the 19th of March to Mon the 21st, 2 people, $900", "Kodiak", "Anchorage",
         "2022-03-19", 3, 2, 900),
    Trip("Nome to Anchorage, March 3 2022 through March 5 2022, 1 person, $1,000", "Nome", "Anchorage", "2022-03-03",
         3, 1, 1000),
    Trip("Atlantic City to Boston, 15.03.2022 - 17.03.2022, 2 people, $1,000", "Atlantic City", "Boston", "2022-03-15",
         3, 2, 1000),
    Trip("Trenton to Pittsburgh, March 8 for 3 nights, 2 people, $1,000", "Trenton", "Pittsburgh", "2022-03-08",
         4, 2, 1000),
    Trip("Wilmington to Charlotte, 4 days from 3/22, 2 people, $900", "Wilmington", "Charlotte", "2022-03-22",
         4, 2, 900),
    Trip("New Bern to Atlanta, a week starting March 14, 2 people, $2,000", "New Bern", "Atlanta", "2022-03-14",
         7, 2, 2000),
    Trip("Daytona Beach to Miami, five days starting on the 9th of March, 2 people, $1,500", "Daytona Beach", "Miami",
         "2022-03-09", 5, 2, 1500),
    Trip("Hilton Head to Savannah, Mar 28 - Apr 1, 2 people, $1,500", "Hilton Head", "Savannah", "2022-03-28",
         5, 2, 1500),
    Trip("State College to Philadelphia, March 30th to April 1st, 2 people, $900", "State College", "Philadelphia",
         "2022-03-30", 3, 2, 900),
    Trip("Johnstown to Pittsburgh, 3 days: March 15, 16, 17, 2 people, $700", "Johnstown", "Pittsburgh", "2022-03-15",
         3, 2, 700),
    Trip("Latrobe to Orlando, on 3/8 for three days, 2 people, $1,100", "Latrobe", "Orlando", "2022-03-08",
         3, 2, 1100),
    Trip("Lewisburg to Baltimore, depart march 10 return march 12, 2 people, $800", "Lewisburg", "Baltimore",
         "2022-03-10", 3, 2, 800),
    Trip("Redding to Sacramento, out on the 22nd of March, back on the 24th, 2 people, $700", "Redding", "Sacramento",
         "2022-03-22", 3, 2, 700),
    Trip("Arcata to San Francisco, for three days, starting the twenty-first of March, 2 people, $1,000", "Arcata",
         "San Francisco", "2022-03-21", 3, 2, 1000),
    Trip("Santa Maria to Las Vegas, March 7 (Monday) to March 9, 2 people, $800", "Santa Maria", "Las Vegas",
         "2022-03-07", 3, 2, 800),
    Trip("Burbank to Phoenix, march 3rd-march 5th, 3 people, $1,200", "Burbank", "Phoenix", "2022-03-03", 3, 3, 1200),
    Trip("Long Beach to San Diego, 3/25 thru 3/27, 2 people, $900", "Long Beach", "San Diego", "2022-03-25",
         3, 2, 900),
    Trip("Paducah to Nashville, the 5th, 6th and 7th of March, 2 people, $800", "Paducah", "Nashville", "2022-03-05",
         3, 2, 800),
    Trip("Owensboro to Louisville, 2 nights from March 11th, 2 people, $600", "Owensboro", "Louisville", "2022-03-11",
         3, 2, 600),
    Trip("Bemidji to Minneapolis, march 9-11th, 2 people, $700", "Bemidji", "Minneapolis", "2022-03-09", 3, 2, 700),
    Trip("Moline to Chicago, 3/2/2022 to 3/4/2022, 2 people, $800", "Moline", "Chicago", "2022-03-02", 3, 2, 800),
    Trip("Belleville to Kansas City, March 23rd, 24th and 25th, 2 people, $700", "Belleville", "Kansas City",
         "2022-03-23", 3, 2, 700),
    Trip("Roswell to Albuquerque, the weekend of March 26th, 2 people, $700", "Roswell", "Albuquerque", "2022-03-25",
         3, 2, 700),
    Trip("Harlingen to Houston, five nights from the 2nd of March, 2 people, $1,600", "Harlingen", "Houston",
         "2022-03-02", 6, 2, 1600),
    Trip("Killeen to Austin, 2022-03-04 to 2022-03-06, 2 people, $600", "Killeen", "Austin", "2022-03-04", 3, 2, 600),
    Trip("Longview to Dallas, march the 12th to the 14th, 2 people, $700", "Longview", "Dallas", "2022-03-12",
         3, 2, 700),
    Trip("Yuma to San Diego, starting Tuesday March 15 for 3 days, 2 people, $800", "Yuma", "San Diego", "2022-03-15",
         3, 2, 800),
    Trip("Prescott to Las Vegas, March 18 to 20, 2 people, $900", "Prescott", "Las Vegas", "2022-03-18", 3, 2, 900),
    Trip("Pocatello to Salt Lake City, 3-day trip beginning 3/21, 2 people, $700", "Pocatello", "Salt Lake City",
         "2022-03-21", 3, 2, 700),
    Trip("Idaho Falls to Denver, from March 24 until March 26, 2 people, $900", "Idaho Falls", "Denver", "2022-03-24",
         3, 2, 900),
    Trip("Sun Valley to Seattle, march 1 to march 5, 2 people, $1,800", "Sun Valley", "Seattle", "2022-03-01",
         5, 2, 1800),
    # dates with typos
    Trip("Lewiston to Seattle, Marhc 4-6, 2 people, $900", "Lewiston", "Seattle", "2022-03-04", 3, 2, 900),
    Trip("Alpena to Detroit, mrach 8th to 10th, 2 people, $700", "Alpena", "Detroit", "2022-03-08", 3, 2, 700),
    Trip("Muskegon to Chicago, 3 dyas from March 12, 2 people, $800", "Muskegon", "Chicago", "2022-03-12", 3, 2, 800),
    Trip("Escanaba to Milwaukee, Mach 15-17, 2 people, $700", "Escanaba", "Milwaukee", "2022-03-15", 3, 2, 700),
    Trip("Iron Mountain to Minneapolis, march 19 - 21, 2 poeple, $700", "Iron Mountain", "Minneapolis", "2022-03-19",
         3, 2, 700),
    # the party
    Trip("Pellston to Detroit, March 3-5, my wife and I, $900", "Pellston", "Detroit", "2022-03-03", 3, 2, 900),
    Trip("Grand Island to Denver, March 6-8, family of five, $2,000", "Grand Island", "Denver", "2022-03-06",
         3, 5, 2000),
    Trip("North Platte to Omaha, March 9-11, me + 2 friends, $1,200", "North Platte", "Omaha", "2022-03-09",
         3, 3, 1200),
    Trip("Scottsbluff to Denver, March 12-14, me and my 2 kids (6 and 8), $1,100", "Scottsbluff", "Denver",
         "2022-03-12", 3, 3, 1100, wishes=CHILD),
    Trip("Bristol to Nashville, March 15-17, 2 adults 2 kids (ages 3 and 5), $1,500", "Bristol", "Nashville",
         "2022-03-15", 3, 4, 1500, wishes=CHILD),
    Trip("Islip to Boston, March 18-20, my husband, our toddler and me, $1,300", "Islip", "Boston", "2022-03-18",
         3, 3, 1300, wishes=CHILD),
    Trip("White Plains to Washington, March 21-23, a family of 4 with two teenagers, $2,000", "White Plains",
         "Washington", "2022-03-21", 3, 4, 2000, wishes=NO_CHILD),
    Trip("Newburgh to Buffalo, March 24-26, me and my bf, $800", "Newburgh", "Buffalo", "2022-03-24", 3, 2, 800),
    Trip("Elmira to New York, March 2-4, my gf and me, $1,000", "Elmira", "New York", "2022-03-02", 3, 2, 1000),
    Trip("Watertown to Boston, March 5-7, our group of 6, $3,000", "Watertown", "Boston", "2022-03-05", 3, 6, 3000),
    Trip("Plattsburgh to New York, March 8-10, the three of us, $1,500", "Plattsburgh", "New York", "2022-03-08",
         3, 3, 1500),
    Trip("Niagara Falls to Cleveland, March 11-13, just myself, $600", "Niagara Falls", "Cleveland", "2022-03-11",
         3, 1, 600),
    Trip("Presque Isle to Boston, March 14-16, solo traveler, $700", "Presque Isle", "Boston", "2022-03-14",
         3, 1, 700),
    Trip("Martha's Vineyard to New York, March 17-19, me, my mom and my aunt, $1,800", "Martha's Vineyard",
         "New York", "2022-03-17", 3, 3, 1800),
    Trip("Nantucket to Boston, March 20-22, 4 adults, $2,000", "Nantucket", "Boston", "2022-03-20", 3, 4, 2000),
    Trip("Hyannis to New York, March 23-25, two couples, $2,400", "Hyannis", "New York", "2022-03-23", 3, 4, 2400),
    Trip("Valparaiso to Chicago, March 26-28, my parents and I, $1,200", "Valparaiso", "Chicago", "2022-03-26",
         3, 3, 1200),
    Trip("Cape Girardeau to St. Louis, March 1-3, me and my two sisters, $900", "Cape Girardeau", "St. Louis",
         "2022-03-01", 3, 3, 900),
    Trip("Pasco to Seattle, March 4-6, a party of 7, $3,500", "Pasco", "Seattle", "2022-03-04", 3, 7, 3500),
    Trip("Everett to Portland, March 7-9, I'm bringing my son, $900", "Everett", "Portland", "2022-03-07", 3, 2, 900),
    Trip("Walla Walla to Seattle, March 10-12, my partner + me + our 3 kids, $2,000", "Walla Walla", "Seattle",
         "2022-03-10", 3, 5, 2000),
    Trip("Minot to Minneapolis, March 13-15, me and the twins (4), $1,000", "Minot", "Minneapolis", "2022-03-13",
         3, 3, 1000, wishes=CHILD),
    Trip("Williston to Denver, March 16-18, family of 3, $1,100", "Williston", "Denver", "2022-03-16", 3, 3, 1100),
    Trip("Kalispell to Seattle, March 19-21, our family of four, $1,800", "Kalispell", "Seattle", "2022-03-19",
         3, 4, 1800),
    Trip("Great Falls to Denver, March 22-24, hubby, me and 2 kiddos, $1,600", "Great Falls", "Denver", "2022-03-22",
         3, 4, 1600),
    Trip("Cody to Denver, March 25-27, we're 5, $2,000", "Cody", "Denver", "2022-03-25", 3, 5, 2000),
    Trip("Salina to Kansas City, March 2-4, a couple, $700", "Salina", "Kansas City", "2022-03-02", 3, 2, 700),
    Trip("Dodge City to Denver, March 5-7, me & 3 buddies, $1,600", "Dodge City", "Denver", "2022-03-05", 3, 4, 1600),
    Trip("Dubuque to Chicago, March 8-10, 3 grown-ups, $1,200", "Dubuque", "Chicago", "2022-03-08", 3, 3, 1200),
    Trip("Mason City to Minneapolis, March 11-13, 2 adults and an infant, $900", "Mason City", "Minneapolis",
         "2022-03-11", 3, 3, 900, wishes=CHILD),
    Trip("Fort Dodge to Des Moines, March 14-16, myself plus one, $600", "Fort Dodge", "Des Moines", "2022-03-14",
         3, 2, 600),
    Trip("Salisbury to Baltimore, March 17-19, my fiancé and I, $800", "Salisbury", "Baltimore", "2022-03-17",
         3, 2, 800),
    Trip("Hagerstown to Pittsburgh, March 20-22, me, my bro and his gf, $1,000", "Hagerstown", "Pittsburgh",
         "2022-03-20", 3, 3, 1000),
    Trip("Staunton to Richmond, March 23-25, 10 coworkers, $4,000", "Staunton", "Richmond", "2022-03-23", 3, 10, 4000),
    Trip("Clarksburg to Pittsburgh, March 26-28, my grandma and me, $700", "Clarksburg", "Pittsburgh", "2022-03-26",
         3, 2, 700),
    Trip("Newport News to Charlotte, March 2-4, me, my wife, and our 3 boys (2, 5 and 11), $1,800", "Newport News",
         "Charlotte", "2022-03-02", 3, 5, 1800, wishes=CHILD),
    Trip("Gunnison to Denver, March 6-8, 6 of us, $2,400", "Gunnison", "Denver", "2022-03-06", 3, 6, 2400),
    Trip("Alamosa to Albuquerque, March 9-11, a girls' trip for 4, $1,600", "Alamosa", "Albuquerque", "2022-03-09",
         3, 4, 1600),
    # corrected after scoring: was Trip(..., 3 people); with no I/me the writer may travel with them too (3 or 4), as
    # "my sister and her kid are joining" is asked in the chat (tests/unit/nodes/chat/test_chat_relative.py)
    Ask("Vernal to Salt Lake City, March 12-14, my son and his 2 friends, $900", "travel"),
    # the budget
    Trip("Hilo to Kahului, March 3-5, 2 people, 2.5k", "Hilo", "Kahului", "2022-03-03", 3, 2, 2500),
    Trip("Kona to Lihue, March 6-8, 2 people, two thousand bucks", "Kona", "Lihue", "2022-03-06", 3, 2, 2000),
    Trip("Fairbanks to Anchorage, March 9-11, 2 people, $1,800 total", "Fairbanks", "Anchorage", "2022-03-09",
         3, 2, 1800),
    Trip("Juneau to Seattle, March 12-14, 3 people, $600 per person", "Juneau", "Seattle", "2022-03-12", 3, 3, 1800),
    Trip("Ketchikan to Anchorage, March 15-17, 2 people, budget 3k", "Ketchikan", "Anchorage", "2022-03-15",
         3, 2, 3000),
    Trip("Atlantic City to Philadelphia, March 18-20, 2 people, $1.8K", "Atlantic City", "Philadelphia", "2022-03-18",
         3, 2, 1800),
    Trip("Trenton to Boston, March 21-23, 2 people, 1800 USD", "Trenton", "Boston", "2022-03-21", 3, 2, 1800),
    Trip("Wilmington to Atlanta, March 24-26, 2 people, up to $2,200", "Wilmington", "Atlanta", "2022-03-24",
         3, 2, 2200),
    Trip("New Bern to Charlotte, March 2-4, 2 people, fifteen hundred", "New Bern", "Charlotte", "2022-03-02",
         3, 2, 1500),
    Trip("Daytona Beach to Tampa, March 5-7, 2 people, $2k tops", "Daytona Beach", "Tampa", "2022-03-05", 3, 2, 2000),
    Trip("Hilton Head to Charlotte, March 8-10, 2 people, no more than 1,200 dollars", "Hilton Head", "Charlotte",
         "2022-03-08", 3, 2, 1200),
    Trip("State College to Pittsburgh, March 11-13, 2 people, around $900", "State College", "Pittsburgh",
         "2022-03-11", 3, 2, 900),
    Trip("Johnstown to Philadelphia, March 14-16, 3 people, $300/person", "Johnstown", "Philadelphia", "2022-03-14",
         3, 3, 900),
    Trip("Latrobe to Baltimore, March 17-19, 2 people, $250 per person per day", "Latrobe", "Baltimore", "2022-03-17",
         3, 2, 1500),
    Trip("Lewisburg to Pittsburgh, March 20-22, 2 people, a grand", "Lewisburg", "Pittsburgh", "2022-03-20",
         3, 2, 1000),
    Trip("Redding to Portland, March 23-25, 2 people, 1k each", "Redding", "Portland", "2022-03-23", 3, 2, 2000),
    Trip("Arcata to Sacramento, March 26-28, 2 people, a budget of eighteen hundred dollars", "Arcata", "Sacramento",
         "2022-03-26", 3, 2, 1800),
    Trip("Santa Maria to San Francisco, March 1-3, 4 people, three thousand five hundred dollars", "Santa Maria",
         "San Francisco", "2022-03-01", 3, 4, 3500),
    Trip("Burbank to Las Vegas, March 4-6, 5 people, $4,000 for everyone", "Burbank", "Las Vegas", "2022-03-04",
         3, 5, 4000),
    Trip("Long Beach to Phoenix, March 7-9, $1200 for the two of us", "Long Beach", "Phoenix", "2022-03-07",
         3, 2, 1200),
    Trip("Paducah to Memphis, March 10-12, 2 people, US$1,500", "Paducah", "Memphis", "2022-03-10", 3, 2, 1500),
    Trip("Owensboro to Nashville, March 13-15, 2 people, 1500$", "Owensboro", "Nashville", "2022-03-13", 3, 2, 1500),
    Trip("Brainerd to Minneapolis, March 16-18, 2 people, $1,000 total, so $500 each", "Brainerd", "Minneapolis",
         "2022-03-16", 3, 2, 1000),
    Trip("Hibbing to Minneapolis, March 19-21, 2 people, max spend 2400", "Hibbing", "Minneapolis", "2022-03-19",
         3, 2, 2400),
    Trip("International Falls to Minneapolis, March 22-24, 2 people, $950 all-in", "International Falls",
         "Minneapolis", "2022-03-22", 3, 2, 950),
    Trip("Moline to St. Louis, March 25-27, 2 people, budget is 1,600 dollars", "Moline", "St. Louis", "2022-03-25",
         3, 2, 1600),
    Trip("Belleville to Chicago, March 2-4, 2 people, twelve hundred bucks", "Belleville", "Chicago", "2022-03-02",
         3, 2, 1200),
    Trip("Roswell to El Paso, March 5-7, 3 people, 400 dollars a head", "Roswell", "El Paso", "2022-03-05",
         3, 3, 1200),
    Trip("Harlingen to San Antonio, March 8-10, 2 people, we can spend 1.5k", "Harlingen", "San Antonio", "2022-03-08",
         3, 2, 1500),
    Trip("Del Rio to San Antonio, March 11-13, 2 people, budget - $850", "Del Rio", "San Antonio", "2022-03-11",
         3, 2, 850),
    Trip("Killeen to Houston, March 14-16, 2 people, two grand total", "Killeen", "Houston", "2022-03-14", 3, 2, 2000),
    # a state, several cities
    Trip("Yuma to Montana, 2 cities, March 3-7, 2 people, $3,000", "Yuma", "Montana", "2022-03-03", 5, 2, 3000,
         cities=2),
    Trip("Pocatello to 3 cities in Utah, March 10-16, 2 people, $4,000", "Pocatello", "Utah", "2022-03-10", 7, 2,
         4000, cities=3),
    Trip("a 7-day road trip through Arizona from Santa Maria, March 14-20, 2 people, $3,500", "Santa Maria", "Arizona",
         "2022-03-14", 7, 2, 3500, cities=3),
    Trip("Everett to Oregon, March 2-6, 2 people, $2,500", "Everett", "Oregon", "2022-03-02", 5, 2, 2500, cities=2),
    Trip("Dubuque to Minnesota, 3 cities, a week from March 12, 3 people, $4,500", "Dubuque", "Minnesota",
         "2022-03-12", 7, 3, 4500, cities=3),
    Trip("Salisbury -> Virginia (two cities), March 22-26, 2 people, $2,800", "Salisbury", "Virginia", "2022-03-22",
         5, 2, 2800, cities=2),
    Trip("Redding to Pennsylvania, visiting 2 cities, March 15-19, 2 people, $3,000", "Redding", "Pennsylvania",
         "2022-03-15", 5, 2, 3000, cities=2),
    Trip("Kalispell to Idaho, two cities, March 22-26, 4 people, $4,000", "Kalispell", "Idaho", "2022-03-22", 5, 4,
         4000, cities=2),
    Trip("Lawton to Indiana, 3 cities, March 20-26, 2 people, $3,800", "Lawton", "Indiana", "2022-03-20", 7, 2, 3800,
         cities=3),
    Trip("Gulfport to Tennessee, March 8-12, me and my wife, 3k", "Gulfport", "Tennessee", "2022-03-08", 5, 2, 3000,
         cities=2),
    Trip("Cheyenne to Iowa for 5 days starting March 16, 2 cities, 2 people, $2,600", "Cheyenne", "Iowa",
         "2022-03-16", 5, 2, 2600, cities=2),
    Trip("from Hilo, a week in Alaska, 3 cities, March 1-7, 2 people, $6,000", "Hilo", "Alaska", "2022-03-01", 7, 2,
         6000, cities=3),
    Trip("From Scottsbluff to Texas visiting Killeen and Harlingen, March 4-8, 2 people, $3,000", "Scottsbluff",
         "Texas", "2022-03-04", 5, 2, 3000, cities=2, wishes={"visit_cities": ["Killeen", "Harlingen"]}),
    Trip("Minot to Wisconsin, 2 cities, March 9-13, 2 people, $2,400, not Milwaukee", "Minot", "Wisconsin",
         "2022-03-09", 5, 2, 2400, cities=2, wishes={"avoid_cities": ["Milwaukee"]}),
    # words of other languages mixed in
    Trip("Yuma to Phoenix con mi esposa, March 3-5, $900", "Yuma", "Phoenix", "2022-03-03", 3, 2, 900),
    Trip("Harlingen to San Antonio, March 6-8, dos personas, $800", "Harlingen", "San Antonio", "2022-03-06",
         3, 2, 800),
    Trip("San Juan to Miami, March 9-11, mi familia de 4, $2,000", "San Juan", "Miami", "2022-03-09", 3, 4, 2000),
    Trip("Plattsburgh to Boston, March 12-14, avec ma femme, $1,100", "Plattsburgh", "Boston", "2022-03-12",
         3, 2, 1100),
    Trip("Hibbing to Chicago, March 15-17, mit meiner Freundin, $1,000", "Hibbing", "Chicago", "2022-03-15",
         3, 2, 1000),
    Trip("Del Rio to Austin, March 18-20, 2 people, presupuesto $1,200", "Del Rio", "Austin", "2022-03-18",
         3, 2, 1200),
    Trip("Hola! Killeen to Dallas, March 21-23, 2 people, $800, gracias", "Killeen", "Dallas", "2022-03-21",
         3, 2, 800),
    Trip("Bonjour, Atlantic City to New York, March 24-26, 2 people, $1,000, merci!", "Atlantic City", "New York",
         "2022-03-24", 3, 2, 1000),
    Trip("Longview to Houston, del 2 al 4 de marzo, 2 people, $800", "Longview", "Houston", "2022-03-02", 3, 2, 800),
    Trip("Roswell to Denver, March 5-7, yo y mis 2 amigos, $1,200", "Roswell", "Denver", "2022-03-05", 3, 3, 1200),
    # several facts in one sentence, chatty
    Trip("my wife and I want to fly from Juneau to Seattle on March 10th and come back on the 12th with about two "
         "thousand bucks to spend", "Juneau", "Seattle", "2022-03-10", 3, 2, 2000),
    Trip("Hi there, we're a family of five from Bristol hoping to see Atlanta from the 14th to the 16th of March, our "
         "budget is $2,500 total.", "Bristol", "Atlanta", "2022-03-14", 3, 5, 2500),
    Trip("me + 2 friends, Daytona Beach to New Orleans, leaving thursday march 17, home saturday march 19, 2.5k",
         "Daytona Beach", "New Orleans", "2022-03-17", 3, 3, 2500),
    Trip("Could you plan 3 days in Chicago for my parents and me starting March 22? We fly out of Moline and have "
         "$1,800 total.", "Moline", "Chicago", "2022-03-22", 3, 3, 1800),
    Trip("Need a cheap trip for one: Lawton to Oklahoma City, March 25-27, nothing over $500.", "Lawton",
         "Oklahoma City", "2022-03-25", 3, 1, 500),
    Trip("Thinking Nantucket -> New York march 3rd to 5th for me and the hubby, budget around 1.6k", "Nantucket",
         "New York", "2022-03-03", 3, 2, 1600),
    Trip("So my sister and her 2 kids (5 and 7) and I want to go from Pellston to Chicago March 6-8, we've got $1,400",
         "Pellston", "Chicago", "2022-03-06", 3, 4, 1400, wishes=CHILD),
    Trip("Hey! Planning a girls trip for the 4 of us from Hilton Head to Nashville march 9 thru 11, $600 per person",
         "Hilton Head", "Nashville", "2022-03-09", 3, 4, 2400),
    Trip("Going from Elmira to Philadelphia with my wife on the 13th of March for 3 days, max $1,000.", "Elmira",
         "Philadelphia", "2022-03-13", 3, 2, 1000),
    Trip("Two of us, leaving Cedar City March 16, three nights in Las Vegas, $1,200 budget", "Cedar City",
         "Las Vegas", "2022-03-16", 4, 2, 1200),
    Trip("Please plan a trip from Staunton to Washington for me, my husband and our daughter (9) on March 19-21 with "
         "a budget of $1,500.", "Staunton", "Washington", "2022-03-19", 3, 3, 1500, wishes=CHILD),
    Trip("ok so family of 4 (2 adults + 2 teens) from Paducah to St. Louis, 3/24-3/26, 2200 all in", "Paducah",
         "St. Louis", "2022-03-24", 3, 4, 2200, wishes=NO_CHILD),
    Trip("Greetings! I am travelling alone from Sun Valley to Salt Lake City from 2 March to 4 March with a budget "
         "of 700 dollars.", "Sun Valley", "Salt Lake City", "2022-03-02", 3, 1, 700),
    # asked: a day with no month, a relative date with no today, a weekday that is another day
    Ask("Pasco to Seattle, next weekend, 2 people, $800", "date"),
    Ask("Everett to Portland, next friday to sunday, 2 people, $800", "date"),
    Ask("Walla Walla to Spokane, from the 4th to the 6th, 2 people, $700", "date"),
    Ask("Minot to Fargo sometime in spring, 2 people, $700", "date"),
    Ask("Williston to Billings, Friday March 5 to Sunday March 7, 2 people, $800", "which date is meant"),
    Ask("Cody to Denver, starting March 12, 2 people, $800", "only a start date"),
    # asked: a field missing or uncountable
    Ask("Salina to Wichita, March 4-6, 2 people", "budget"),
    Ask("to Juneau, March 8-10, 2 people, $1,200", "origin"),
    Ask("Dodge City to Denver, March 4-6, me and some friends, $1,000", "travel"),
    Ask("Mason City to Chicago, March 4-6, my wife, me and the kids, $1,500", "travel"),
    # asked: contradictions
    Ask("Fort Dodge to Omaha, 4 days, March 3-5, 2 people, $900", "day"),
    Ask("Hagerstown to Baltimore, March 8-10, 3 people: me and my 3 cousins, $900", "travel"),
    Ask("Clarksburg to Clarksburg, March 5-7, 2 people, $800", "same"),
    Ask("Kodiak to Anchorage, March 14-12, 2 people, $900", "date"),
    Ask("Nome to Anchorage, March 4-6, 2 people, $500 each, $2,000 total", "budget"),
    Ask("Sitka to Juneau or Anchorage, March 4-6, 2 people, $900", "destination"),
    # misspelt names: asked with their close matches
    Ask("ketchikann to seattle march 4-6 2 ppl $900", "close matches"),
    Ask("Pocatelo to Boise, March 8-10, 2 people, $700", "close matches"),
    Ask("Albequerque to Roswell, March 8-10, 2 people, $700", "close matches"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_MISSES: list[str] = [
    # (read right since stop 58, LEFT38: an amount in words standing as an item is the budget as a bare number is,
    # "..., 2 people, fifteen hundred"; "nothing over $500" is the most the trip may cost, not a minimum)
    # (read right since stop 58, LEFT38: every age of a list after children counts, "3 boys (2, 5 and 11)" holds a 2)
    # (read right since stop 58, LEFT38: a greeting alone, "Hola!", is talk: clause_form.is_cheer)
]


def test_the_ninth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_MISSES, sandbox, least=180)


# What the rules this set led to must not read where it is not there (never shut, never a guess): each (text, reading)
# is (origin, destination, dates' first and last day, people, budget), or words the request is refused with.
NOT_THERE: list[NotThere] = [
    # a day alone after a date is its end only after a range's word, never "and" (a count follows)
    ("Denver to Boston, the 3rd of March and 5 friends, $900", "only a start date"),
    # a weekday before the end day is checked against it
    ("Denver to Boston, from Sat the 19th of March to Tue the 21st, 2 people, $900", "which date is meant"),
    ("Denver to Boston, leaving Friday the 18th of March, back on Monday the 20th, 2 people, $900", "which date is meant"),
    # a length's word with two letters swapped is still a length, and checked against the dates
    ("Denver to Boston, 3 dyas, March 12-15, 2 people, $900", "day"),
    # "mars" is no month (a planet, a name): asked, never read as March
    ("Denver to Boston, du 2 au 4 mars, 2 people, $800", "dates"),
    # a group of a stated size holds whom it is said to hold, and is checked against the children counted
    ("Denver to Boston, March 2-4, family of 3 with 3 kids, $900", "children"),
    ("Denver to Boston, March 2-4, a family of 4 with two teenagers, $900",
     ("Denver", "Boston", "2022-03-02", "2022-03-04", 4, 900.0)),
    # someone's own named with no I/me: whether the writer goes too is asked; with the writer, counted once
    ("Denver to Boston, March 2-4, my son and his friends, $900", "not whether you travel with them"),
    ("Denver to Boston, March 2-4, my mom and her sister, $900", "not whether you travel with them"),
    ("Denver to Boston, March 2-4, 4 people: my son and his 3 friends, $900",
     ("Denver", "Boston", "2022-03-02", "2022-03-04", 4, 900.0)),
    ("Denver to Boston, March 2-4, me, my son and his 2 friends, $900",
     ("Denver", "Boston", "2022-03-02", "2022-03-04", 4, 900.0)),
    # "mi" is miles, not "my", where no relation follows; a foreign possessive before a relation is the party's
    ("Denver to Boston, March 2-4, 2 people, $900, mi casa es su casa", ("Denver", "Boston", "2022-03-02", "2022-03-04", 2, 900.0)),
    # an airport's code that is a word is no place, even on a route ("rap" is Rapid City's code): the origin is asked
    ("rap to denver, march 2-4, 2 people, $900", "origin"),
    ("OGG to LIH, March 2-4, 2 people, $900", ("Kahului", "Lihue", "2022-03-02", "2022-03-04", 2, 900.0)),
    # a weekday alone ends the trip only right after its start date, and never the start's own weekday
    ("Denver to Boston, March 18 - Friday, 2 people, $900", "give the date the trip ends"),
    ("Denver to Boston, March 4, 2 people, $900, to Sunday brunch we go", "only a start date"),
    ("Denver to Boston, March 18 to Sunday, 2 people, $900", ("Denver", "Boston", "2022-03-18", "2022-03-20", 2, 900.0)),
    # a weekday in brackets after a date is checked against it
    ("Denver to Boston, March 3 (Fri) - March 5 (Sat), 2 people, $900", "which date is meant"),
    # a year right after a date that a budget's words and an amount follow is the date's year, whichever it is
    ("Denver to Boston, march 12-14 2023 total budget $400, 2 people",
     ("Denver", "Boston", "2023-03-12", "2023-03-14", 2, 400.0)),
    # "half a dozen" is six, never "a dozen" read from its end
    ("Denver to Boston, March 4-6, half a dozen friends, $900", ("Denver", "Boston", "2022-03-04", "2022-03-06", 6, 900.0)),
    # a child beside a count of people may be among them: asked, as "3 people and 2 kids" is
    ("Denver to Boston, March 3-5, 2 ppl + baby, $900", "unclear"),
    # several cities one after the other are a tour of their state only when joined by "and"/"then", in one state,
    # and as many as the trip visits
    ("Redding to Portland or Eugene, March 3-7, 2 people, $2,000", "several city destinations"),
    ("Redding to Portland and Seattle, March 3-7, 2 people, $2,000", "several city destinations"),
    ("Yuma to Montana and Denver, March 3-7, 2 people, $3,000", "several destinations"),
    ("Yuma to Montana (Billings + Bozeman + Helena), March 3-7, 2 people, $3,000", "3 cities named"),
    # the writer's own named with "our", no I/me: whether the writer goes is asked, never 2 assumed from "our"
    ("Denver to Boston, March 3-5, my wife and our 2 boys, $900", "not whether you travel with them"),
    ("Denver to Boston, March 3-5, 4 people, my wife and our 2 boys, $900",
     ("Denver", "Boston", "2022-03-03", "2022-03-05", 4, 900.0)),
    # "per couple" counts no one
    ("Denver to Boston, March 3-5, two couples, $900, about $450 per couple",
     ("Denver", "Boston", "2022-03-03", "2022-03-05", 4, 900.0)),
]

# The cities a tour of a state names are the cities it visits (were dropped in silence: any two cities of the state
# were planned): (text, destination, cities, the cities to visit).
TOURS: list[tuple[str, str, int, list[str]]] = [
    ("Yuma to Montana: Billings and Bozeman, March 3-7, 2 people, $3,000", "Montana", 2, ["Billings", "Bozeman"]),
    ("Yuma to Billings and Bozeman in Montana, March 3-7, 2 people, $3,000", "Montana", 2, ["Billings", "Bozeman"]),
    ("Redding to Portland and Eugene, March 3-7, 2 people, $2,000", "Oregon", 2, ["Portland", "Eugene"]),
    ("Redding to Portland then Eugene then Medford, March 3-9, 2 people, $3,000", "Oregon", 3,
     ["Portland", "Eugene", "Medford"]),
    ("Boston to New York state, 2 cities: New York City and Buffalo, March 3-7, 2 people, $3,000", "New York", 2,
     ["New York", "Buffalo"]),
]


def test_a_tour_visits_the_cities_it_names(sandbox):
    for text, dest, cities, visit in TOURS:
        spec = parse_once(text, sandbox, people="smallest").spec
        assert (spec.dest, spec.visiting_city_number, spec.local_constraint.visit_cities) == (dest, cities, visit), text


def test_the_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)
