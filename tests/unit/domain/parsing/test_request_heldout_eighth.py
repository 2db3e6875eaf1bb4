"""An eighth held-out corpus of whole trip requests (issues 38/39: the request reader), written before any fix it led to.

Written after the seventh set (``test_request_heldout_seventh.py``) was fixed against, to measure whether those fixes
generalise: every request names at least one city of the sandbox (``/work/shared/data``: March 2022) that no earlier
request set used (Evansville, South Bend, Montgomery, Dothan, Sarasota, West Palm Beach, Lynchburg, Roanoke, Abilene,
San Angelo, Waco, College Station, Billings, Helena, Traverse City, Kalamazoo, Syracuse, Ithaca, Shreveport, Lake
Charles, Laredo, Brownsville, Rapid City, Sioux City, Yakima, Wenatchee, Santa Barbara, Palm Springs, Fort Smith,
Branson, Lansing, Saginaw, Binghamton, Scranton, Valdosta, Midland, Wichita Falls, Durango, Moab, Eau Claire, La
Crosse, Ogden, Laramie, Texarkana, Hattiesburg, Champaign, Bloomington, ...), and says the same things as the earlier
sets in new words: parties ("grandma, grandpa and our grandson (7)", "3 mates", "me and the missus", "the four of us
girls", "my son (16) and me", "a couple of friends and me", "our family (2 adults, 3 kids)"; "the room must be ours
alone" is no party of one), budgets ("1500" right after a date is no year, "1.2k", "can we do it for about 2 grand?",
"$800pp", "under 3000 all in"), dates with typos ("mrch 3-5", "thre days", "march 3rd - 5th", "3rd to 5th of Mar",
"from the 10th of March for 4 nights", "the wknd of mar 12"; with no month they are asked), cities said oddly (airport
codes, nicknames, lower case; misspelt names, "pittsburg", "cincinatti", "albuquerqe", asked with their close
matches), and contradictions that must be asked. Each expectation was decided as a careful human reads the request,
before scoring. Scored as the other seven (``tests/support/request_scoring.py``); the tally is printed with ``-s``.

Measured when written, on HEAD (8ea2bd6): 123 read right, 24 asked, 7 wrongly read (1 silently: "me, my partner and
our newborn" read as 2); on the working tree before any fix it led to (HEAD with the seventh set's fixes): 126 / 21 /
7 (the same one silently). After the fixes (a list of days opening with "the" after a comma, "Little Rock, the 26th,
27th and 28th of March", read whole: it was read as the last two days, in silence; a month misspelt by one letter next
to a day, "mrch 3-5"; "thre days"; "wknd"; a bare number right after a date as the budget, "mar 10-12 1500 2 ppl",
and a number under 1900 there no year; "mates" a count's noun; "elderly" and such before a relation; "newborn" a
child; "2 moms and 3 kids"; grandparents speaking of themselves; "ours alone"; "for about 2 grand" money, no bound on
the party; "H-Town", "the Steel City", "West Palm", "Daytona", "SLO"): 145 / 5 / 4, 2 silently, both for readers of
wishes outside the trip's fields (a grandson's age sets no house rule; "the room must be ours alone" is not read).
Variants of the same things tried after (not in the set) led to three more: "5 nites", "me & the mrs", "me and the
other half" (``test_people_corpus.py``). No expectation was changed after scoring. ``KNOWN_MISSES`` lists every miss
left, with why.
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, NotThere, Trip, check_heldout, check_not_there

CHILD = {"house_rule": "children under 10"}
NO_CHILD = {"house_rule": None}

CORPUS: list[Trip | Ask] = [
    # terse, lower case, emoji, codes
    Trip("evansville to south bend 3/3-3/5 2 ppl $900", "Evansville", "South Bend", "2022-03-03", 3, 2, 900),
    Trip("montgomery -> dothan mar 7-9 1 person $500", "Montgomery", "Dothan", "2022-03-07", 3, 1, 500),
    Trip("sarasota to west palm beach 3/10-3/12 two ppl 1.2k", "Sarasota", "West Palm Beach", "2022-03-10", 3, 2, 1200),
    Trip("lynchburg to roanoke 3/14-3/16 3 ppl $1,050", "Lynchburg", "Roanoke", "2022-03-14", 3, 3, 1050),
    Trip("abilene > san angelo march 2-4 2 adults $800", "Abilene", "San Angelo", "2022-03-02", 3, 2, 800),
    Trip("waco to college station 3/18-3/20, 4 ppl, 2k 🤠", "Waco", "College Station", "2022-03-18", 3, 4, 2000),
    Trip("billings → helena 3/21-3/23 solo $600", "Billings", "Helena", "2022-03-21", 3, 1, 600),
    Trip("traverse city to kalamazoo mar 24-26 2 ppl $1,000", "Traverse City", "Kalamazoo", "2022-03-24", 3, 2, 1000),
    Trip("syracuse to ithaca 3/5-3/7 3 of us $1,200", "Syracuse", "Ithaca", "2022-03-05", 3, 3, 1200),
    Trip("shreveport -> lake charles 3/8-3/10 2ppl $850", "Shreveport", "Lake Charles", "2022-03-08", 3, 2, 850),
    Trip("laredo to brownsville 3/11-3/13 just me 550", "Laredo", "Brownsville", "2022-03-11", 3, 1, 550),
    Trip("rapid city to sioux city, 3/15-3/17, 2 ppl, $1,100", "Rapid City", "Sioux City", "2022-03-15", 3, 2, 1100),
    Trip("yakima to wenatchee 3/19-3/21 2 people $700", "Yakima", "Wenatchee", "2022-03-19", 3, 2, 700),
    Trip("santa barbara → palm springs 3/22-3/24 2 ppl $1.4k ☀️", "Santa Barbara", "Palm Springs", "2022-03-22",
         3, 2, 1400),
    Trip("fort smith to branson mar 25-27 5 ppl $2,500", "Fort Smith", "Branson", "2022-03-25", 3, 5, 2500),
    Trip("lansing to saginaw 3/1-3/3 1 traveler $450", "Lansing", "Saginaw", "2022-03-01", 3, 1, 450),
    Trip("PIT to CLT 3/9-3/11 2 ppl $1,300", "Pittsburgh", "Charlotte", "2022-03-09", 3, 2, 1300),
    Trip("binghamton to scranton 3/12-3/14 2 ppl $750", "Binghamton", "Scranton", "2022-03-12", 3, 2, 750),
    Trip("valdosta to savannah 3/16-3/18 2 ppl $900", "Valdosta", "Savannah", "2022-03-16", 3, 2, 900),
    Trip("midland to wichita falls 3/23-3/25 2 adults $800", "Midland", "Wichita Falls", "2022-03-23", 3, 2, 800),
    Trip("durango to moab 3/26-3/28 2 ppl $1,000 🏜️", "Durango", "Moab", "2022-03-26", 3, 2, 1000),
    Trip("eau claire -> la crosse 3/6-3/8 2 ppl $650", "Eau Claire", "La Crosse", "2022-03-06", 3, 2, 650),
    Trip("ogden to laramie 3/2-3/4 3 ppl $1,100", "Ogden", "Laramie", "2022-03-02", 3, 3, 1100),
    Trip("texarkana to hattiesburg 3/20-3/22 2 ppl $900", "Texarkana", "Hattiesburg", "2022-03-20", 3, 2, 900),
    Trip("champaign -> bloomington 3/4-3/6 2 ppl $700", "Champaign", "Bloomington", "2022-03-04", 3, 2, 700),
    # dates, typos in them, and odd forms
    Trip("Evansville to Louisville, mrch 3-5, 2 people, $900", "Evansville", "Louisville", "2022-03-03", 3, 2, 900),
    Trip("Sarasota to Orlando, thre days starting March 10, 2 people, $1,000", "Sarasota", "Orlando", "2022-03-10",
         3, 2, 1000),
    Trip("Montgomery to Atlanta, march 3rd - 5th, 3 people, $1,200", "Montgomery", "Atlanta", "2022-03-03", 3, 3, 1200),
    Trip("Lynchburg to Richmond, 3rd to 5th of Mar, 2 people, $800", "Lynchburg", "Richmond", "2022-03-03", 3, 2, 800),
    Trip("Waco to Austin, from the 10th of March for 4 nights, 2 people, $1,500", "Waco", "Austin", "2022-03-10",
         5, 2, 1500),
    # the weekend of a Saturday (March 12, 2022) is that Friday to Sunday, as "the weekend of March 4th" is read
    Trip("Billings to Denver, the wknd of mar 12, 2 people, $1,100", "Billings", "Denver", "2022-03-11", 3, 2, 1100),
    Trip("Syracuse to Buffalo, Marhc 14-16, 2 people, $800", "Syracuse", "Buffalo", "2022-03-14", 3, 2, 800),
    Trip("Shreveport to Dallas, march 17th thru the 19th, 2 people, $900", "Shreveport", "Dallas", "2022-03-17",
         3, 2, 900),
    Trip("Laredo to San Antonio, 3/21 - 3/24, 2 people, $1,200", "Laredo", "San Antonio", "2022-03-21", 4, 2, 1200),
    Trip("Rapid City to Denver, Friday 3/4 to Sunday 3/6, 2 people, $1,000", "Rapid City", "Denver", "2022-03-04",
         3, 2, 1000),
    Trip("Yakima to Seattle, the 7th-9th march, 1 person, $600", "Yakima", "Seattle", "2022-03-07", 3, 1, 600),
    Trip("Palm Springs to Los Angeles, march 22 to march 24 2022, 2 people, $1,300", "Palm Springs", "Los Angeles",
         "2022-03-22", 3, 2, 1300),
    Trip("Branson to Kansas City, for five days from March 14th, 2 people, $1,600", "Branson", "Kansas City",
         "2022-03-14", 5, 2, 1600),
    Trip("Lansing to Detroit, 3 days, leaving 3/25, 2 people, $800", "Lansing", "Detroit", "2022-03-25", 3, 2, 800),
    Trip("Scranton to Philadelphia, 2022-3-8 to 2022-3-10, 2 people, $900", "Scranton", "Philadelphia", "2022-03-08",
         3, 2, 900),
    Trip("Durango to Albuquerque, Mar. 18 - Mar. 20, 3 people, $1,200", "Durango", "Albuquerque", "2022-03-18",
         3, 3, 1200),
    Trip("La Crosse to Minneapolis, 2 nights, March 2nd onwards, 2 people, $700", "La Crosse", "Minneapolis",
         "2022-03-02", 3, 2, 700),
    Trip("Texarkana to Little Rock, the 26th, 27th & 28th of March, 2 people, $800", "Texarkana", "Little Rock",
         "2022-03-26", 3, 2, 800),
    Trip("Midland to El Paso, 23-25 March, 2 people, $900", "Midland", "El Paso", "2022-03-23", 3, 2, 900),
    Trip("Ogden to Salt Lake City, for a week starting March 20, 2 people, $2,000", "Ogden", "Salt Lake City",
         "2022-03-20", 7, 2, 2000),
    Trip("Valdosta to Jacksonville, tues mar 1 - thurs mar 3, 2 people, $700", "Valdosta", "Jacksonville",
         "2022-03-01", 3, 2, 700),
    Trip("Eau Claire to Madison, march 9 for 3 days, 2 people, $750", "Eau Claire", "Madison", "2022-03-09", 3, 2, 750),
    Trip("Valdosta to Tampa mar 3 - mar 5 1500 for 2", "Valdosta", "Tampa", "2022-03-03", 3, 2, 1500),
    # parties, said in new words
    Trip("Sarasota to Orlando, March 14-16, grandma, grandpa and our grandson (7), $1,500", "Sarasota", "Orlando",
         "2022-03-14", 3, 3, 1500, wishes=CHILD),
    Trip("3 mates heading from Billings to Denver, March 18-20, $1,800", "Billings", "Denver", "2022-03-18", 3, 3, 1800),
    Trip("Lansing to Chicago, March 4-6, me and 3 mates, $2,000", "Lansing", "Chicago", "2022-03-04", 3, 4, 2000),
    Trip("Shreveport to New Orleans, March 11-13, me and the missus, $1,100", "Shreveport", "New Orleans",
         "2022-03-11", 3, 2, 1100),
    Trip("Santa Barbara to San Francisco, March 7-9, the four of us girls, $2,400", "Santa Barbara", "San Francisco",
         "2022-03-07", 3, 4, 2400),
    Trip("Syracuse to New York, March 21-23, my son (16) and me, $1,300", "Syracuse", "New York", "2022-03-21",
         3, 2, 1300, wishes=NO_CHILD),
    Trip("Montgomery to Nashville, March 24-26, a couple of friends and me, $1,500", "Montgomery", "Nashville",
         "2022-03-24", 3, 3, 1500),
    Trip("Waco to Houston, March 2-4, our family (2 adults, 3 kids), $2,000", "Waco", "Houston", "2022-03-02", 3, 5, 2000),
    Trip("Palm Springs to San Diego, March 15-17, me and my wife, the room must be ours alone, $1,200", "Palm Springs",
         "San Diego", "2022-03-15", 3, 2, 1200, wishes={"room_type": "not shared room"}),
    Trip("Evansville to St. Louis, March 8-10, my husband, me and our 2 girls (4 and 9), $1,600", "Evansville",
         "St. Louis", "2022-03-08", 3, 4, 1600, wishes=CHILD),
    Trip("Lynchburg to Washington, March 12-14, me, my brother and his wife, $1,500", "Lynchburg", "Washington",
         "2022-03-12", 3, 3, 1500),
    Trip("Traverse City to Detroit, March 16-18, the wife, the kids (10 and 13) and me, $1,800", "Traverse City",
         "Detroit", "2022-03-16", 3, 4, 1800, wishes=NO_CHILD),
    Trip("Abilene to Dallas, March 19-21, 3 couples, $3,000", "Abilene", "Dallas", "2022-03-19", 3, 6, 3000),
    Trip("Rapid City to Minneapolis, March 22-24, 2 adults + 1 teen, $1,400", "Rapid City", "Minneapolis",
         "2022-03-22", 3, 3, 1400, wishes=NO_CHILD),
    Trip("Yakima to Portland, March 25-27, myself and my elderly mother, $1,000", "Yakima", "Portland", "2022-03-25",
         3, 2, 1000),
    Trip("Binghamton to Boston, March 3-5, a group of 8 friends, $4,000", "Binghamton", "Boston", "2022-03-03",
         3, 8, 4000),
    Trip("Durango to Denver, March 6-8, me, my partner and our newborn, $1,100", "Durango", "Denver", "2022-03-06",
         3, 3, 1100, wishes=CHILD),
    Trip("Laredo to Houston, March 9-11, my 2 daughters and I, $1,200", "Laredo", "Houston", "2022-03-09", 3, 3, 1200),
    Trip("Branson to St. Louis, March 13-15, me and my 3 grandkids (5, 7, 9), $1,400", "Branson", "St. Louis",
         "2022-03-13", 3, 4, 1400, wishes=CHILD),
    Trip("Valdosta to Atlanta, March 17-19, just us two, $800", "Valdosta", "Atlanta", "2022-03-17", 3, 2, 800),
    Trip("College Station to Austin, March 20-22, 4 college buddies, $1,200", "College Station", "Austin",
         "2022-03-20", 3, 4, 1200),
    Trip("Midland to San Antonio, March 23-25, party of five, $2,000", "Midland", "San Antonio", "2022-03-23",
         3, 5, 2000),
    Trip("Sioux City to Omaha, March 26-28, my fiancée and myself, $800", "Sioux City", "Omaha", "2022-03-26", 3, 2, 800),
    Trip("Ogden to Las Vegas, March 1-3, the two of us + our baby girl, $1,200", "Ogden", "Las Vegas", "2022-03-01",
         3, 3, 1200, wishes=CHILD),
    Trip("Scranton to New York, March 4-6, me, hubby and the in-laws, $2,000", "Scranton", "New York", "2022-03-04",
         3, 4, 2000),
    Trip("Kalamazoo to Chicago, March 10-12, two adults, two kids under 5, $1,500", "Kalamazoo", "Chicago",
         "2022-03-10", 3, 4, 1500, wishes=CHILD),
    Trip("Wichita Falls to Oklahoma City, March 14-16, I'm going with my dad, $700", "Wichita Falls", "Oklahoma City",
         "2022-03-14", 3, 2, 700),
    Trip("Greenville to Charlotte, March 18-20, our little family of three, $1,000", "Greenville", "Charlotte",
         "2022-03-18", 3, 3, 1000),
    Trip("Hattiesburg to New Orleans, March 21-23, 2 moms and 3 kids, $1,800", "Hattiesburg", "New Orleans",
         "2022-03-21", 3, 5, 1800),
    Trip("Santa Rosa to San Francisco, March 24-26, me, myself and I 😂, $700", "Santa Rosa", "San Francisco",
         "2022-03-24", 3, 1, 700),
    Trip("Bangor to Boston, March 2-4, hubby & me, $900", "Bangor", "Boston", "2022-03-02", 3, 2, 900),
    # budgets, said in new words
    Trip("kalamazoo to detroit mar 10-12 1500 2 ppl", "Kalamazoo", "Detroit", "2022-03-10", 3, 2, 1500),
    Trip("Sarasota to Miami, March 5-7 1200, 2 people", "Sarasota", "Miami", "2022-03-05", 3, 2, 1200),
    Trip("Waco to Dallas, March 8-10, 2 people, 1.2k", "Waco", "Dallas", "2022-03-08", 3, 2, 1200),
    Trip("Billings to Salt Lake City, March 11-13, 3 people, can we do it for about 2 grand?", "Billings",
         "Salt Lake City", "2022-03-11", 3, 3, 2000),
    Trip("Lynchburg to Charlotte, March 14-16, 2 people, $800pp", "Lynchburg", "Charlotte", "2022-03-14", 3, 2, 1600),
    Trip("Montgomery to New Orleans, March 17-19, 4 people, under 3000 all in", "Montgomery", "New Orleans",
         "2022-03-17", 3, 4, 3000),
    Trip("Evansville to Chicago, March 20-22, 2 people, 650 per head", "Evansville", "Chicago", "2022-03-20",
         3, 2, 1300),
    Trip("Syracuse to Boston, March 23-25, 2 people, a budget of $1,900 total", "Syracuse", "Boston", "2022-03-23",
         3, 2, 1900),
    Trip("Laredo to Austin, March 2-4, 2 people, my budget is roughly $1k", "Laredo", "Austin", "2022-03-02",
         3, 2, 1000),
    Trip("Shreveport to Houston, March 5-7, 3 people, 400 bucks each", "Shreveport", "Houston", "2022-03-05",
         3, 3, 1200),
    Trip("Santa Barbara to Los Angeles, March 8-10, 2 people, max $1,100", "Santa Barbara", "Los Angeles",
         "2022-03-08", 3, 2, 1100),
    Trip("Yakima to Spokane, March 11-13, 2 people, no more than 900 dollars", "Yakima", "Spokane", "2022-03-11",
         3, 2, 900),
    Trip("Traverse City to Chicago, March 14-16, 2 people, $2.2k", "Traverse City", "Chicago", "2022-03-14",
         3, 2, 2200),
    Trip("Rapid City to Denver, March 17-19, 2 people, $250 a night", "Rapid City", "Denver", "2022-03-17", 3, 2, 500),
    Trip("Branson to Memphis, March 20-22, 2 people, we have 1,300", "Branson", "Memphis", "2022-03-20", 3, 2, 1300),
    Trip("Palm Springs to Phoenix, March 23-25, 2 people, fourteen hundred dollars", "Palm Springs", "Phoenix",
         "2022-03-23", 3, 2, 1400),
    Trip("Midland to Austin, March 26-28, 2 people, budget: 1,750$", "Midland", "Austin", "2022-03-26", 3, 2, 1750),
    Trip("Valdosta to Tampa, March 1-3, 2 people, around $1.1k total", "Valdosta", "Tampa", "2022-03-01", 3, 2, 1100),
    Trip("Abilene to Houston, March 4-6, 2 people, total spend cap $1,500", "Abilene", "Houston", "2022-03-04",
         3, 2, 1500),
    Trip("Scranton to Pittsburgh, March 7-9, 3 people, 500/person", "Scranton", "Pittsburgh", "2022-03-07", 3, 3, 1500),
    Trip("College Station to San Antonio, March 10-12, 2 people, two grand", "College Station", "San Antonio",
         "2022-03-10", 3, 2, 2000),
    Trip("Eau Claire to Milwaukee, March 16-18, 2 people, $1000 USD", "Eau Claire", "Milwaukee", "2022-03-16",
         3, 2, 1000),
    Trip("Sioux City to Des Moines, March 19-21, 2 people, $150 per person per day", "Sioux City", "Des Moines",
         "2022-03-19", 3, 2, 900),
    Trip("Hattiesburg to Memphis, March 22-24, 2 people, 1 grand", "Hattiesburg", "Memphis", "2022-03-22", 3, 2, 1000),
    # cities said oddly: codes, nicknames, lower case, "City, State"
    Trip("from MSY to BNA, March 8-10, 2 people, $1,000", "New Orleans", "Nashville", "2022-03-08", 3, 2, 1000),
    Trip("SDF to ATL 3/11-3/13 2 ppl $900", "Louisville", "Atlanta", "2022-03-11", 3, 2, 900),
    Trip("flying ANC to SEA, March 14-18, 2 people, $2,500", "Anchorage", "Seattle", "2022-03-14", 5, 2, 2500),
    Trip("Syracuse to the Big Apple, March 15-17, 2 people, $1,400", "Syracuse", "New York", "2022-03-15", 3, 2, 1400),
    Trip("Shreveport to Nawlins, March 18-20, 2 people, $900", "Shreveport", "New Orleans", "2022-03-18", 3, 2, 900),
    Trip("Waco to H-town, March 21-23, 2 people, $800", "Waco", "Houston", "2022-03-21", 3, 2, 800),
    Trip("Scranton to the Steel City, March 24-26, 2 people, $700", "Scranton", "Pittsburgh", "2022-03-24", 3, 2, 700),
    Trip("lansing to motor city march 2-4 2 ppl $600", "Lansing", "Detroit", "2022-03-02", 3, 2, 600),
    Trip("Branson to STL, March 5-7, 2 people, $700", "Branson", "St. Louis", "2022-03-05", 3, 2, 700),
    Trip("palm springs to LAX, March 8-10, 2 people, $800", "Palm Springs", "Los Angeles", "2022-03-08", 3, 2, 800),
    Trip("new york city to ithaca, march 11-13, 2 people, $900", "New York", "Ithaca", "2022-03-11", 3, 2, 900),
    Trip("Lake Charles, Louisiana to Beaumont, Texas, March 14-16, 2 people, $700", "Lake Charles", "Beaumont",
         "2022-03-14", 3, 2, 700),
    Trip("from west palm to sarasota, March 17-19, 2 people, $900", "West Palm Beach", "Sarasota", "2022-03-17",
         3, 2, 900),
    Trip("ABQ to Durango, March 20-22, 2 people, $800", "Albuquerque", "Durango", "2022-03-20", 3, 2, 800),
    Trip("St Cloud to Mpls, March 23-25, 2 people, $500", "St. Cloud", "Minneapolis", "2022-03-23", 3, 2, 500),
    Trip("from sin city to palm springs, march 26-28, 2 ppl, $1,000", "Las Vegas", "Palm Springs", "2022-03-26",
         3, 2, 1000),
    Trip("Ft. Smith to OKC, March 1-3, 2 people, $700", "Fort Smith", "Oklahoma City", "2022-03-01", 3, 2, 700),
    Trip("KC to branson, march 4-6, 4 ppl, $1,400", "Kansas City", "Branson", "2022-03-04", 3, 4, 1400),
    Trip("SLO to Santa Barbara, March 7-9, 2 people, $800", "San Luis Obispo", "Santa Barbara", "2022-03-07",
         3, 2, 800),
    # misspelt names: asked with their close matches
    Ask("pittsburg to cleveland march 4-6 2 ppl $800", "close matches"),
    Ask("cincinatti to chicago 3/8-3/10 2 people $900", "close matches"),
    Ask("Denver to albuquerqe, March 12-14, 2 people, $900", "close matches"),
    Ask("Evansvile to Nashville, March 2-4, 2 people, $700", "close matches"),
    Ask("Sarasotta to Miami, March 5-7, 2 people, $900", "close matches"),
    # long chatty messages
    Trip("Hiya! Me and the missus fancy a few days away. We're in Evansville, thinking St. Louis, March 11 to 13. Got "
         "about 1.2k to spend.", "Evansville", "St. Louis", "2022-03-11", 3, 2, 1200),
    Trip("ok so it's gonna be me, my son (16) and his buddy, syracuse to nyc mrch 18-20, budget 1500 total",
         "Syracuse", "New York", "2022-03-18", 3, 3, 1500),
    Trip("Greetings. My wife and I are celebrating our 40th anniversary and would like to travel from Santa Barbara to "
         "San Francisco, departing March 22nd and returning March 25th. We would like to spend no more than $2,500.",
         "Santa Barbara", "San Francisco", "2022-03-22", 4, 2, 2500),
    Trip("Hey!! the four of us girls want a bachelorette wknd, waco -> austin, march 25-27, $800pp 💃", "Waco", "Austin",
         "2022-03-25", 3, 4, 3200),
    Trip("need help planning: grandma, grandpa and our grandson (7), flying from Montgomery to Orlando March 7-11, we "
         "can spend up to 2500", "Montgomery", "Orlando", "2022-03-07", 5, 3, 2500, wishes=CHILD),
    Trip("Planning a trip for our family (2 adults, 3 kids) from Lansing to Chicago on the weekend of March 18th. "
         "Budget is around 2 grand.", "Lansing", "Chicago", "2022-03-18", 3, 5, 2000),
    Trip("Looking for a cheap getaway: just me, going from Laredo to San Antonio, thre days starting the 14th of march, "
         "under 600 all in", "Laredo", "San Antonio", "2022-03-14", 3, 1, 600),
    Trip("Me and 3 mates are driving from Billings to Salt Lake City march 3rd - 5th. Max 1500 for the lot of us. No "
         "flights.", "Billings", "Salt Lake City", "2022-03-03", 3, 4, 1500, wishes={"transportation": "no flight"}),
    Trip("Hello! I'm a student in Ithaca and my sister's visiting; we want to go to Boston March 9-11, just the 2 of "
         "us, budget 900", "Ithaca", "Boston", "2022-03-09", 3, 2, 900),
    Trip("Quick one - Shreveport to Dallas, from the 10th of March for 4 nights, me + my partner, 1.6k", "Shreveport",
         "Dallas", "2022-03-10", 5, 2, 1600),
    # a day with no month: asked
    Ask("Waco to Dallas, from the 10th for 4 nights, 2 people, $1,200", "date"),
    Ask("Helena to Billings, wknd of the 12th, 2 people, $700", "date"),
    # contradictions: asked
    Ask("Waco to Austin, 3 ppl: me and my 3 sisters, March 4-6, $1,200", "travel"),
    Ask("Evansville to Chicago, 5 days, March 3-5, 2 people, $1,000", "day"),
    Ask("Billings to Denver, March 8-10, 2 people, $600 each, $2,000 total", "budget"),
    Ask("Sarasota to Sarasota, March 5-7, 2 people, $800", "same"),
    Ask("Yakima to Seattle, March 12-10, 2 people, $900", "date"),
    Ask("Lansing to Detroit, March 4-6, just me, 2 people, $700", "travel"),
    Ask("Fort Smith to Tulsa, March 30 - April 2, 5 days, 2 people, $1,000", "day"),
    Ask("Lake Charles to New Orleans or Houston, March 4-6, 2 people, $900", "destination"),
    Ask("Wenatchee to Seattle, March 4-6, 3 people, $900 or maybe $1,200?", "budget"),
    # a field missing or uncountable: asked
    Ask("Syracuse to Albany, March 2-4, 2 people", "budget"),
    Ask("to Branson, March 8-10, 4 people, $1,400", "origin"),
    Ask("Montgomery to Atlanta, 2 people, $900, sometime in the spring", "date"),
    Ask("Midland to El Paso, March 9-11, me and some mates, $900", "travel"),
    Ask("Rapid City to Denver, March 4-6, me and my husband and the kids, $1,500", "travel"),
    Ask("Santa Rosa to Napa, March 4-6, 2 people, $900", "destination"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_MISSES: list[str] = [
    # asked, by design: "a couple of" is no exact number (people.py: "a couple of friends and I" cannot be counted)
    "Montgomery to Nashville, March 24-26, a couple of friends and me, $1,500",
    # asked, by design: "the in-laws" may be more than two (people.py: "my in-laws" cannot be counted)
    "Scranton to New York, March 4-6, me, hubby and the in-laws, $2,000",
    # ("$800pp" is read per person since the sixteenth request set, as "$800 pp" is: "Lynchburg to Charlotte, ...,
    # $800pp" reads right; "Hey!! the four of us girls want a bachelorette wknd, waco -> austin, march 25-27, $800pp"
    # reads right since the twenty-fifth chat set, helper CONV25: a lower-case route set apart as a clause of its own
    # is one in a text with capitals, place_roles._route_alone.)
    # asked: a misspelt name in lower case in a text with capitals is no name to the place reader, so "Denver" (no
    # cue) is taken for the destination and the origin is said missing, not asked with close matches
    "Denver to albuquerqe, March 12-14, 2 people, $900",
    # ("Sarasota to Orlando, March 14-16, grandma, grandpa and our grandson (7), $1,500" is read since the twenty-first
    # request set: a grandchild's age in brackets sets the children's rule, domain/constraints/house_rule.py)
    # wrongly read, said: "need help planning: grandma, grandpa" is named as a wish no reader understood (unread.py)
    "need help planning: grandma, grandpa and our grandson (7), flying from Montgomery to Orlando March 7-11, we can "
    "spend up to 2500",
    # wrongly read, silently: 2 travellers read right, but "the room must be ours alone" (a room not shared) is neither
    # read nor named (domain/constraints/room_type.py, unread.py)
    "Palm Springs to San Diego, March 15-17, me and my wife, the room must be ours alone, $1,200",
    # (read right since parsing/clause_form.py: "Hiya!" is a cry, no place to visit named: "Hiya! Me and the missus
    # fancy a few days away. ...")
]


def test_the_eighth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_MISSES, sandbox, least=130)


# What the rules this set led to must not read where it is not there (never shut, never a guess): each (text, reading)
# is (origin, destination, dates' first and last day, people, budget), or words the request is refused with.
NOT_THERE: list[NotThere] = [
    # a word one letter from a month is a month only next to a day, and never a word of its own ("Augusta", "match")
    ("Denver to Augusta 5-7 March, 2 people, $900", ("Denver", "Augusta", "2022-03-05", "2022-03-07", 2, 900.0)),
    ("Denver to Boston, match 3, March 5-7, 2 people, $900", ("Denver", "Boston", "2022-03-05", "2022-03-07", 2, 900.0)),
    # a number word misspelt by a changed letter is no length ("nice days"), so the start date alone is asked
    ("Denver to Boston, nice days from March 3, 2 people, $900", "only a start date"),
    # a number after a date that looks like a year gone wrong stays asked, and no bare budget is read from it
    ("Denver to Boston, March 15, 2122, 2 people, $900", "not a year"),
    ("Denver to Boston, March 15-17 2000 2 people", "budget"),
    ("Denver to Boston, March 4-6 300 miles max driving, 2 people", "budget"),  # a distance, no amount
    # days listed after a comma open the list: all three days, never the last two as a range
    ("Denver to Boston, the 3rd, 4th and 5th of March, 2 people, $900",
     ("Denver", "Boston", "2022-03-03", "2022-03-05", 2, 900.0)),
    # "ours alone" owns a room; "alone" still says one traveller
    ("Denver to Boston, March 3-5, I'm going alone, $900", ("Denver", "Boston", "2022-03-03", "2022-03-05", 1, 900.0)),
    # "for about 2" before anything but money is still an estimate of the party
    ("Denver to Boston, March 3-5, for about 2, $900", "travellers"),
]


def test_the_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)
