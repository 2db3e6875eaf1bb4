"""An eighteenth held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before any
fix it led to.

Written by helper REQ18 after the seventeenth set (``test_request_heldout_seventeenth.py``) was fixed against, on pairs
of cities no earlier request set used (checked against every earlier set's trips), the public splits' party sizes,
budgets and state trips, as people type them in a chat box: whole requests in one chatty paragraph, several wishes per
sentence, typos and slang; dates written every way ("3/15-3/17", "the 15th thru the 17th of march", "15-17 Mar",
"22.03.2022 - 24.03.2022", "2022/03/08", "Tues Mar 15 to Thurs Mar 17", "march 15, 16 and 17", "mid march" asked);
budgets every way ("a few grand" asked, "$2k", "2,000 bucks total", "~$600 pp" with the party said, "1800 tops", "$350
each", "give or take", "a thousand bucks"); parties said every way ("me and my family" asked, "my wife and I", "4 of
us", "me + gf", "party of 5", "two couples"); room types ("a place to ourselves", "our own place", "the whole
apartment", "don't want to share a room"); house rules ("a place we can party at", "somewhere we can smoke",
"bringing the dog", "a smoke-free place"); cuisines among the data's fifteen and some it does not have (named);
ratings of stays and restaurants; controls that must be asked back, and places the data does not have, which must be
named (``NOT_THERE``). Dates are checked against March 2022 (the 1st is a Tuesday).

Each expectation was decided as a careful human reads the request, before scoring; none was changed after. Scored as
the other seventeen (``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_GAPS`` lists
every miss left, with why.

Measured when written, on HEAD (06dbd4d; right / asked / wrongly read, 258 texts): 225 / 11 / 22, 12 of the wrong
silently. Corrected after scoring (the lines say so): "we love thai food" and "want sushi every night" were written to
be read with the cuisine named; the twelfth set decided a cuisine the data lacks, asked alone, is refused naming it, so
they are ``Ask``s here; and one expectation's dict lost a key ({**SMOKE, **GUESTS}). On the corrected set HEAD reads
228 / 9 / 21, 11 silently: "a place to ourselves" and "an apartment to ourselves" dropped (silent) or named, "a place
we can party at", "a whole house we can party at", "wanna party at the place" dropped or named, "somewhere with 4+
stars and good indian food" read as a restaurant rating, "one big house for everyone" dropped, "somewhere our friends
can visit us" dropped, "bringin the pupper" dropped, "me and my family" read as 2 assumed; asked: "the kids" said again
after "our two little ones (2 and 4)" or "my three kids" as a group of no number, "good seafood, up to $700" read as a
meal's cap and so no budget, "700 thx!!" and "2 racks" no budget, "a few hundred bucks" refused as an amount in words,
"leaving Friday the 25th (march) and back Sunday" only a start, "2 texas cities from Fairbanks" no destination;
``NOT_THERE`` 17 / 17. After the fixes it led to (domain/constraints room_type, house_rule, ratings, meal_cost;
domain/parsing companions, party_words, money_amounts, date_patterns, bare_budget, place_roles, clause_talk): 250 / 1 /
7, 3 silently (each a wider room rule, as the benchmark labels it); ``NOT_THERE`` 17 / 17. After the nineteenth set's
fixes (``test_request_heldout_nineteenth.py``: "Marc 18-20", a bare "2" as the party, a route taken back read):
253 / 0 / 5, 3 silently.
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, NotThere, Trip, check_heldout, check_not_there

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
    # dates written every way
    Trip("Spokane to Harrisburg 3/15-3/17, 2 ppl, $800", "Spokane", "Harrisburg", "2022-03-15", 3, 2, 800),
    Trip("Tulsa to Fayetteville the 15th thru the 17th of march, me and my wife, $1,100", "Tulsa", "Fayetteville", "2022-03-15", 3,
         2, 1100),
    Trip("Fresno to Seattle, march fifteenth to seventeenth, 2 people, $1,000", "Fresno", "Seattle", "2022-03-15", 3,
         2, 1000),
    Trip("Reno to Portland 15-17 Mar, 3 adults, $1,200", "Reno", "Portland", "2022-03-15", 3, 3, 1200),
    Trip("Tucson to Denver from 3-15 to 3-17, 2 ppl, $900", "Tucson", "Denver", "2022-03-15", 3, 2, 900),
    Trip("Boise to Walla Walla March 15, 16 and 17, 2 people, $700", "Boise", "Walla Walla", "2022-03-15", 3, 2,
         700),
    Trip("Tues Mar 15 to Thurs Mar 17, Richmond to Bloomington, 2 people, $800", "Richmond", "Bloomington", "2022-03-15", 3,
         2, 800),
    Trip("Atlanta to Presque Isle, leave 3/22 return 3/24, 2 ppl, $900", "Atlanta", "Presque Isle", "2022-03-22", 3, 2, 900),
    Trip("Lansing to Elmira 22.03.2022 - 24.03.2022, 2 people, $600", "Lansing", "Elmira", "2022-03-22", 3, 2, 600),
    Trip("Omaha to San Luis Obispo 2022/03/08 - 2022/03/10, 2 adults, $500", "Omaha", "San Luis Obispo", "2022-03-08", 3, 2, 500),
    Trip("Rochester to Buffalo, Friday March 4th through Sunday the 6th, 2 people, $500", "Rochester", "Buffalo",
         "2022-03-04", 3, 2, 500),
    Trip("Austin to Burbank, 3 days starting the 9th of March, 2 people, $900", "Austin", "Burbank", "2022-03-09", 3, 2,
         900),
    Trip("Dallas to Lubbock, March 9th for 3 days, 2 people, $800", "Dallas", "Lubbock", "2022-03-09", 3, 2, 800),
    Trip("Nashville to Harrisburg, from the 21st until the 23rd of March, 2 people, $700", "Nashville", "Harrisburg",
         "2022-03-21", 3, 2, 700),
    Trip("Wichita to Stockton, march 1st-3rd, 2 people, $500", "Wichita", "Stockton", "2022-03-01", 3, 2, 500),
    Trip("Green Bay to Rhinelander, mar 26th to mar 28th, 2 people, $600", "Green Bay", "Rhinelander", "2022-03-26", 3, 2,
         600),
    Trip("Montgomery to Medford, 3/26 thru 3/28, 2 people, $700", "Montgomery", "Medford", "2022-03-26", 3, 2, 700),
    Trip("Sioux Falls to Alpena, the weekend of March 11-13, 2 people, $800", "Sioux Falls", "Alpena",
         "2022-03-11", 3, 2, 800),
    Trip("Duluth to Elmira, this coming march 19-21, 2 ppl, $600", "Duluth", "Elmira", "2022-03-19", 3, 2,
         600),
    Trip("Syracuse to Kalamazoo, march 3rd-5th, 2ppl, $500", "Syracuse", "Kalamazoo", "2022-03-03", 3, 2, 500),
    Trip("Ithaca to New York March 7 - March 9, 2 people, $900", "Ithaca", "New York", "2022-03-07", 3, 2, 900),
    Trip("Fort Myers to New Bern, 3/7 to 3/11, 2 people, $1,800", "Fort Myers", "New Bern", "2022-03-07", 5, 2, 1800),
    Trip("Charleston to Moline, Monday 3/14 - Wednesday 3/16, 2 people, $700", "Charleston", "Moline",
         "2022-03-14", 3, 2, 700),
    Trip("Pittsburgh to Erie from March 28 to March 30, 2 people, $500", "Pittsburgh", "Erie", "2022-03-28", 3, 2, 500),
    Trip("Phoenix to Flagstaff for the 12th, 13th and 14th of march, 2 people, $700", "Phoenix", "Flagstaff",
         "2022-03-12", 3, 2, 700),
    Trip("San Jose to Alamosa, fly out 3/19 and fly back 3/21, 2 people, $1,000", "San Jose", "Alamosa",
         "2022-03-19", 3, 2, 1000),
    Trip("Bakersfield to Sacramento 3.22 - 3.24, 2 people, $700", "Bakersfield", "Sacramento", "2022-03-22", 3, 2, 700),
    Trip("Boston to Hyannis, leaving on March 10th, returning March 12th, 2 people, $800", "Boston", "Hyannis",
         "2022-03-10", 3, 2, 800),
    Trip("Kansas City to Dayton, 3/15-17, 2 people, $600", "Kansas City", "Dayton", "2022-03-15", 3, 2, 600),
    Trip("Miami to Bangor the 2nd-4th of March 2022, 4 people, $1,200", "Miami", "Bangor", "2022-03-02", 3, 4, 1200),
    Trip("Salt Lake City to Akron, March the 8th to the 10th, 2 people, $700", "Salt Lake City", "Akron", "2022-03-08",
         3, 2, 700),
    Trip("Phoenix to Bangor, mar 18 - mar 20, 2 people, $800", "Phoenix", "Bangor", "2022-03-18", 3, 2, 800),
    Trip("Houston to Binghamton, 5 days from 3/21, 2 people, $1,500", "Houston", "Binghamton", "2022-03-21", 5, 2,
         1500),
    Trip("Chicago to Madison, leaving Friday the 25th (march) and back Sunday, 2 people, $600", "Chicago", "Madison",
         "2022-03-25", 3, 2, 600),
    Trip("Denver to Billings march 2 - 4, 2 people, $900", "Denver", "Billings", "2022-03-02", 3, 2, 900),
    # budgets written every way
    Trip("Orlando to Williston, March 4-6, 2 people, $2k", "Orlando", "Williston", "2022-03-04", 3, 2, 2000),
    Trip("Dallas to Lihue, March 11-13, 3 people, 2,000 bucks total", "Dallas", "Lihue", "2022-03-11", 3, 3, 2000),
    Trip("Seattle to Yuma, March 25-27, me and my 2 brothers, ~$600 pp", "Seattle", "Yuma", "2022-03-25", 3, 3,
         1800),
    Trip("Denver to Binghamton, March 7-9, 2 people, budget ~1.2k", "Denver", "Binghamton", "2022-03-07", 3,
         2, 1200),
    Trip("Atlanta to Augusta, March 14-16, 2 people, 1800 tops", "Atlanta", "Augusta", "2022-03-14", 3, 2, 1800),
    Trip("Chicago to Peoria, March 21-23, 4 of us, $350 each", "Chicago", "Peoria", "2022-03-21", 3, 4, 1400),
    Trip("Tampa to Burbank, March 18-20, 2 people, $1,000 give or take", "Tampa", "Burbank", "2022-03-18", 3, 2, 1000),
    Trip("Los Angeles to Palm Springs, March 4-6, 2 people, fifteen hundred", "Los Angeles", "Palm Springs",
         "2022-03-04", 3, 2, 1500),
    Trip("Houston to White Plains, March 8-10, 2 people, $1,000 for the whole thing", "Houston", "White Plains", "2022-03-08", 3,
         2, 1000),
    Trip("Detroit to Grand Rapids, March 25-27, 2 people, we've got $750 between us", "Detroit", "Grand Rapids",
         "2022-03-25", 3, 2, 750),
    Trip("Raleigh to Asheville, March 11-13, 3 people, $500/person", "Raleigh", "Asheville", "2022-03-11", 3, 3, 1500),
    Trip("Newark to La Crosse, March 4-6, 2 people, USD 1,400", "Newark", "La Crosse", "2022-03-04", 3, 2, 1400),
    Trip("Minneapolis to Alpena, March 18-20, 2 people, 900 dollars max", "Minneapolis", "Alpena", "2022-03-18", 3, 2,
         900),
    Trip("Memphis to Roanoke, March 14-16, 2 people, roughly $700", "Memphis", "Roanoke", "2022-03-14", 3, 2,
         700),
    Trip("Louisville to St. Cloud, March 21-23, 2 people, $800-ish", "Louisville", "St. Cloud", "2022-03-21", 3, 2,
         800),
    Trip("Baltimore to Rock Springs, March 11-13, 2 people, $1200 budget", "Baltimore", "Rock Springs", "2022-03-11", 3, 2,
         1200),
    Trip("Tucson to Trenton, March 25-27, 2 people, budget is $1.3k total", "Tucson", "Trenton", "2022-03-25", 3, 2,
         1300),
    Trip("Omaha to Rock Springs, March 1-3, 5 of us, 250 per head", "Omaha", "Rock Springs", "2022-03-01", 3, 5, 1250),
    Trip("Albuquerque to Cedar City, March 11-13, 2 people, $150 a day", "Albuquerque", "Cedar City", "2022-03-11", 3, 2,
         450),
    Trip("Boise to Brainerd, March 4-6, just me, under 500 bucks", "Boise", "Brainerd", "2022-03-04", 3, 1, 500),
    Trip("Norfolk to Asheville, March 18-20, 2 people, 2 grand", "Norfolk", "Asheville", "2022-03-18", 3, 2, 2000),
    Trip("Sacramento to Kona, March 25-27, 2 people, ~$1,100", "Sacramento", "Kona", "2022-03-25", 3, 2, 1100),
    Trip("San Diego to Santa Barbara, March 8-10, 2 people, a thousand bucks", "San Diego", "Santa Barbara",
         "2022-03-08", 3, 2, 1000),
    Trip("Cincinnati to Columbus, March 4-6, 2 people, $600 or so", "Cincinnati", "Columbus", "2022-03-04", 3, 2, 600),
    Trip("New Orleans to Gunnison, March 11-13, 2 people, budget: eight hundred dollars", "New Orleans",
         "Gunnison", "2022-03-11", 3, 2, 800),
    Trip("Jacksonville to Escanaba, March 25-27, 2 people, $1k", "Jacksonville", "Escanaba", "2022-03-25", 3, 2, 1000),
    Trip("Reno to Escanaba, March 1-3, 2 people, not more than $900", "Reno", "Escanaba", "2022-03-01", 3, 2, 900),
    Trip("Billings to Sarasota, March 14-16, 2 people, we can spend up to 1,100", "Billings", "Sarasota", "2022-03-14", 3,
         2, 1100),
    Trip("Milwaukee to Eau Claire, March 21-23, 2 people, 400 each", "Milwaukee", "Eau Claire", "2022-03-21", 3, 2, 800),
    Trip("Grand Rapids to Sitka, March 8-10, 3 people, 3k", "Grand Rapids", "Sitka", "2022-03-08", 3, 3, 3000),
    Trip("Salt Lake City to Hilton Head, March 18-20, we're 4 friends, $300 pp", "Salt Lake City", "Hilton Head", "2022-03-18", 3, 4,
         1200),
    Trip("Las Vegas to Iron Mountain, March 4-6, 2 people, $1,500 all-inclusive", "Las Vegas", "Iron Mountain", "2022-03-04", 3, 2, 1500),
    Trip("Indianapolis to Stockton, March 11-13, my wife and I, ~$600 pp", "Indianapolis", "Stockton",
         "2022-03-11", 3, 2, 1200),
    Trip("Tallahassee to Jacksonville, March 7-9, 2 people, max budget $950", "Tallahassee", "Jacksonville",
         "2022-03-07", 3, 2, 950),
    Trip("Pensacola to Hilo, March 14-16, 3 of us, $1,650 total for all three", "Pensacola", "Hilo",
         "2022-03-14", 3, 3, 1650),
    Trip("Corpus Christi to Santa Ana, March 21-23, 2 people, we have about 1,000 bucks to play with",
         "Corpus Christi", "Santa Ana", "2022-03-21", 3, 2, 1000),
    # party composition
    Trip("Tampa to Sarasota, March 18-20, my wife and I, $900", "Tampa", "Sarasota", "2022-03-18", 3, 2, 900),
    Trip("4 of us, Austin to Corpus Christi, March 11-13, $1,200", "Austin", "Corpus Christi", "2022-03-11", 3, 4,
         1200),
    Trip("me, my husband and our 2 kids (8 and 11), Orlando to Panama City, March 25-27, $1,600", "Orlando", "Panama City",
         "2022-03-25", 3, 4, 1600, wishes=CHILD),
    Trip("a group of 6 friends, Chicago to Burbank, March 4-6, $2,400", "Chicago", "Burbank", "2022-03-04", 3, 6,
         2400),
    Trip("me and 3 friends, Baltimore to Pittsburgh, March 18-20, $1,200", "Baltimore", "Pittsburgh", "2022-03-18", 3,
         4, 1200),
    Trip("party of 5, Houston to South Bend, March 11-13, $2,000", "Houston", "South Bend", "2022-03-11", 3, 5, 2000),
    Trip("my parents, my sister and me, Cleveland to Johnstown, March 4-6, $1,000", "Cleveland", "Johnstown",
         "2022-03-04", 3, 4, 1000),
    Trip("me + gf, San Francisco to Plattsburgh, March 25-27, $1,100", "San Francisco", "Plattsburgh", "2022-03-25", 3,
         2, 1100),
    Trip("my bf and I, Seattle to Gainesville, March 11-13, $800", "Seattle", "Gainesville", "2022-03-11", 3, 2, 800),
    Trip("we're a family of 3, Denver to Great Falls, March 18-20, $1,000", "Denver", "Great Falls",
         "2022-03-18", 3, 3, 1000),
    Trip("me and my dog, Phoenix to Roswell, March 4-6, $500", "Phoenix", "Roswell", "2022-03-04", 3, 1, 500,
         wishes=PETS),
    Trip("me, my mom and my grandma, Charlotte to Charleston, March 14-16, $900", "Charlotte", "Charleston",
         "2022-03-14", 3, 3, 900),
    Trip("two couples, Nashville to Stockton, March 25-27, $1,600", "Nashville", "Stockton", "2022-03-25", 3, 4, 1600),
    Trip("my son and I, Kansas City to Kona, March 8-10, $600", "Kansas City", "Kona", "2022-03-08", 3, 2, 600),
    Trip("3 adults, Sacramento to Staunton, March 18-20, $900", "Sacramento", "Staunton", "2022-03-18", 3, 3, 900),
    Trip("solo trip, Boston to Binghamton, March 4-6, $700", "Boston", "Binghamton", "2022-03-04", 3, 1, 700),
    Trip("going by myself, Dallas to Myrtle Beach, March 21-23, $600", "Dallas", "Myrtle Beach", "2022-03-21", 3, 1, 600),
    Trip("my husband, me, and our 3 kids, Atlanta to Traverse City, March 11-13, $2,100", "Atlanta", "Traverse City",
         "2022-03-11", 3, 5, 2100),
    Trip("me and my 2 coworkers, Detroit to Vernal, March 14-16, $1,500", "Detroit", "Vernal", "2022-03-14", 3, 3,
         1500),
    Trip("the wife, the kids (2 of them) and me, Louisville to Champaign, March 18-20, $1,400", "Louisville",
         "Champaign", "2022-03-18", 3, 4, 1400),
    Trip("my best friend and I, Pittsburgh to Ogden, March 4-6, $800", "Pittsburgh", "Ogden",
         "2022-03-04", 3, 2, 800),
    Trip("our team of 8, Minneapolis to Arcata, March 21-23, $4,000", "Minneapolis", "Arcata", "2022-03-21", 3, 8,
         4000),
    Trip("a couple, Miami to Bristol, March 8-10, $1,200", "Miami", "Bristol", "2022-03-08", 3, 2, 1200),
    Trip("I'm going with my girlfriend and her sister, San Diego to San Luis Obispo, March 25-27, $1,500", "San Diego",
         "San Luis Obispo", "2022-03-25", 3, 3, 1500),
    Trip("me and a friend, Portland to Panama City, March 11-13, $1,000", "Portland", "Panama City", "2022-03-11",
         3, 2, 1000),
    Trip("myself plus 2 others, Columbus to Stockton, March 18-20, $900", "Columbus", "Stockton", "2022-03-18", 3,
         3, 900),
    Trip("the 3 of us, Albany to Paducah, March 4-6, $1,100", "Albany", "Paducah", "2022-03-04", 3, 3, 1100),
    Trip("six adults, Las Vegas to San Luis Obispo, March 14-16, $2,700", "Las Vegas", "San Luis Obispo", "2022-03-14", 3, 6, 2700),
    Trip("me, my fiancée and our dog, Eugene to Dothan, March 25-27, $700", "Eugene", "Dothan", "2022-03-25", 3, 2,
         700, wishes=PETS),
    Trip("2 adults and a toddler, Orlando to Daytona Beach, March 11-13, $900", "Orlando", "Daytona Beach",
         "2022-03-11", 3, 3, 900, wishes=CHILD),
    Trip("my wife and I plus our 3 year old, Raleigh to Nantucket, March 18-20, $1,000", "Raleigh", "Nantucket",
         "2022-03-18", 3, 3, 1000, wishes=CHILD),
    Trip("family of four (2 adults, 2 teens), Tulsa to Lynchburg, March 4-6, $1,100", "Tulsa", "Lynchburg",
         "2022-03-04", 3, 4, 1100),
    Trip("me and my brother and his 2 sons, Boise to Ogden, March 21-23, $1,200", "Boise", "Ogden", "2022-03-21",
         3, 4, 1200),
    Trip("just us two, Savannah to Hibbing, March 14-16, $800", "Savannah", "Hibbing", "2022-03-14", 3, 2, 800),
    Trip("3 generations - me, my mom and my daughter - Lexington to Plattsburgh, March 11-13, $900", "Lexington",
         "Plattsburgh", "2022-03-11", 3, 3, 900),
    Trip("8 of us for a bachelorette, Atlanta to Cheyenne, March 25-27, $4,000", "Atlanta", "Cheyenne", "2022-03-25",
         3, 8, 4000),
    Trip("my grandparents (both 80) and me, Sarasota to Fort Myers, March 7-9, $800", "Sarasota", "Fort Myers",
         "2022-03-07", 3, 3, 800),
    # room types
    Trip("Asheville to Kahului, March 4-6, 2 people, $800, a place to ourselves", "Asheville", "Kahului",
         "2022-03-04", 3, 2, 800, wishes=WHOLE),
    Trip("Knoxville to Vernal, March 11-13, 2 people, $900, we want our own place", "Knoxville", "Vernal",
         "2022-03-11", 3, 2, 900, wishes=WHOLE),
    Trip("Madison to Gunnison, March 18-20, 4 people, $1,200, the whole apartment please", "Madison", "Gunnison",
         "2022-03-18", 3, 4, 1200, wishes=WHOLE),
    Trip("El Paso to Roanoke, March 25-27, 2 people, $900, we need a private room", "El Paso", "Roanoke", "2022-03-25", 3,
         2, 900, wishes=PRIVATE),
    Trip("Spokane to Punta Gorda, March 4-6, 2 people, $900, don't want to share a room with strangers", "Spokane",
         "Punta Gorda", "2022-03-04", 3, 2, 900, wishes=NOT_SHARED),
    Trip("Fresno to Bristol, March 14-16, 2 people, $1,100, no shared rooms pls", "Fresno", "Bristol",
         "2022-03-14", 3, 2, 1100, wishes=NOT_SHARED),
    Trip("Buffalo to Stockton, March 8-10, 5 people, $1,000, an entire home", "Buffalo", "Stockton", "2022-03-08", 3,
         5, 1000, wishes=WHOLE),
    Trip("Wilmington to Cody, March 21-23, 6 people, $1,800, we'd like the entire house", "Wilmington", "Cody",
         "2022-03-21", 3, 6, 1800, wishes=WHOLE),
    Trip("Colorado Springs to Rock Springs, March 18-20, 2 people, $800, an apartment to ourselves", "Colorado Springs",
         "Rock Springs", "2022-03-18", 3, 2, 800, wishes=WHOLE),
    Trip("Santa Barbara to Harrisburg, March 11-13, 2 people, $1,000, private room, nothing shared", "Santa Barbara",
         "Harrisburg", "2022-03-11", 3, 2, 1000, wishes=PRIVATE),
    Trip("Des Moines to Salina, March 25-27, 2 people, $600, a private room is all we need", "Des Moines", "Salina",
         "2022-03-25", 3, 2, 600, wishes=PRIVATE),
    # house rules
    Trip("Tulsa to Missoula, March 18-20, 5 people, $2,000, a place we can party at", "Tulsa", "Missoula", "2022-03-18", 3,
         5, 2000, wishes=PARTY),
    Trip("Austin to Gainesville, March 11-13, 6 people, $1,800, we're throwing a party for my sister's 30th so the "
         "place has to allow parties", "Austin", "Gainesville", "2022-03-11", 3, 6, 1800, wishes=PARTY),
    Trip("Lubbock to Escanaba, March 4-6, 2 people, $600, need somewhere we can smoke", "Lubbock", "Escanaba",
         "2022-03-04", 3, 2, 600, wishes=SMOKE),
    Trip("Fort Wayne to Laramie, March 14-16, 2 people, $700, we're bringing the dog", "Fort Wayne",
         "Laramie", "2022-03-14", 3, 2, 700, wishes=PETS),
    Trip("Hartford to Minot, March 21-23, 2 people, $900, pet-friendly place please", "Hartford", "Minot",
         "2022-03-21", 3, 2, 900, wishes=PETS),
    Trip("Savannah to Daytona Beach, March 4-6, me, my wife and our kids (3 and 5), $1,100", "Savannah", "Daytona Beach",
         "2022-03-04", 3, 4, 1100, wishes=CHILD),
    Trip("Providence to Bloomington, March 18-20, 2 people, $1,300, some friends will come by to visit us", "Providence",
         "Bloomington", "2022-03-18", 3, 2, 1300, wishes=GUESTS),
    Trip("Rockford to Chicago, March 8-10, 2 people, $700, a place that lets us have visitors", "Rockford", "Chicago",
         "2022-03-08", 3, 2, 700, wishes=GUESTS),
    Trip("Flagstaff to Champaign, March 25-27, 2 people, $800, a smoke-free place", "Flagstaff", "Champaign", "2022-03-25",
         3, 2, 800, wishes={"stay_forbids": ["smoking"]}),
    Trip("Amarillo to Lansing, March 11-13, 2 people, $800, somewhere we can throw a party", "Amarillo", "Lansing",
         "2022-03-11", 3, 2, 800, wishes=PARTY),
    Trip("Wichita to Eau Claire, March 18-20, 2 people, $700, my husband smokes so we need a place that allows it",
         "Wichita", "Eau Claire", "2022-03-18", 3, 2, 700, wishes=SMOKE),
    # cuisines and ratings
    Trip("Boston to Tallahassee, March 11-13, 2 people, $1,000, we love italian", "Boston", "Tallahassee",
         "2022-03-11", 3, 2, 1000, wishes={"cuisine": ["Italian"]}),
    Trip("San Antonio to Pasco, March 4-6, 2 people, $900, want to try mexican and chinese food", "San Antonio",
         "Pasco", "2022-03-04", 3, 2, 900, wishes={"cuisine": ["Mexican", "Chinese"]}),
    Trip("Charlotte to Provo, March 18-20, 2 people, $900, no fast food", "Charlotte", "Provo", "2022-03-18", 3, 2,
         900, wishes={"avoid_cuisines": ["Fast Food"]}),
    Trip("Jacksonville to Laredo, March 25-27, 2 people, $1,200, we want some good seafood", "Jacksonville", "Laredo",
         "2022-03-25", 3, 2, 1200, wishes={"more_cuisines": ["Seafood"]}),
    Trip("Memphis to Kansas City, March 11-13, 3 people, $1,000, bbq and pizza", "Memphis", "Kansas City",
         "2022-03-11", 3, 3, 1000, wishes={"more_cuisines": ["BBQ", "Pizza"]}),
    # corrected after scoring: first written as read with "thai" named; the twelfth set decided a cuisine the data lacks,
    # asked alone, is refused naming it (as "sushi" below)
    Ask("Los Angeles to San Jose, March 4-6, 2 people, $1,000, we love thai food", "thai"),
    Ask("Seattle to Kona, March 18-20, 2 people, $1,400, want sushi every night", "sushi"),
    Trip("Denver to Idaho Falls, March 25-27, 2 people, $1,000, only places rated 4 stars or better", "Denver", "Idaho Falls",
         "2022-03-25", 3, 2, 1000, wishes={"min_stay_rating": 4}),
    Trip("Chicago to Panama City, March 11-13, 2 people, $800, restaurants rated at least 4.5", "Chicago",
         "Panama City", "2022-03-11", 3, 2, 800, wishes={"min_rating": 4.5}),
    Trip("New York to South Bend, March 4-6, 2 people, $900, nothing under 3 stars for the stay", "New York",
         "South Bend", "2022-03-04", 3, 2, 900, wishes={"min_stay_rating": 3}),
    Trip("Dallas to Green Bay, March 18-20, 2 people, $800, mediterranean and indian food", "Dallas",
         "Green Bay", "2022-03-18", 3, 2, 800, wishes={"cuisine": ["Mediterranean", "Indian"]}),
    Trip("Washington to Baltimore, March 25-27, 2 people, $900, french food at least once", "Washington", "Baltimore",
         "2022-03-25", 3, 2, 900, wishes={"cuisine": ["French"]}),
    Trip("Portland to Pocatello, March 4-6, 2 people, $900, no chinese please", "Portland", "Pocatello", "2022-03-04", 3, 2,
         900, wishes={"avoid_cuisines": ["Chinese"]}),
    Trip("Minneapolis to Madison, March 14-16, 2 people, $700, we're big on cafes and desserts", "Minneapolis",
         "Madison", "2022-03-14", 3, 2, 700, wishes={"more_cuisines": ["Cafe", "Desserts"]}),
    Trip("Sacramento to Roanoke, March 21-23, 2 people, $1,000, I'm vegan", "Sacramento", "Roanoke",
         "2022-03-21", 3, 2, 1000, unread="vegan"),
    Trip("Nashville to Roswell, March 8-10, 2 people, $1,000, highly rated restaurants only (4+)", "Nashville",
         "Roswell", "2022-03-08", 3, 2, 1000, wishes={"min_rating": 4}),
    Trip("Cleveland to Detroit, March 25-27, 2 people, $700, keep meals under $30 a person", "Cleveland", "Detroit",
         "2022-03-25", 3, 2, 700, wishes={"max_meal_cost": 30}),
    Trip("Richmond to Ketchikan, March 11-13, 2 people, $1,000, nothing over $200 a night", "Richmond", "Ketchikan",
         "2022-03-11", 3, 2, 1000, wishes={"max_night_price": 200}),
    # whole requests in one chatty paragraph, several wishes per sentence
    Trip("Hi!! So me and my wife are celebrating our 10th anniversary and want to get away from Omaha to Kodiak, "
         "March 18th to the 20th. We'd love a place to ourselves and some good italian food. Budget is around $1,500.",
         "Omaha", "Kodiak", "2022-03-18", 3, 2, 1500, wishes={**WHOLE, "cuisine": ["Italian"]}),
    Trip("hey so it's my bday weekend and me + 4 friends wanna go from Houston to Medford 3/25-3/27, we need a place we "
         "can party at and like $2k total", "Houston", "Medford", "2022-03-25", 3, 5, 2000, wishes=PARTY),
    Trip("Hello, I'm planning a family trip: my husband, me and our two little ones (2 and 4) from Pittsburgh to "
         "Juneau, March 11-13. We don't want to fly with the kids and we'll need a whole house. Around $1,200 "
         "please.", "Pittsburgh", "Juneau", "2022-03-11", 3, 4, 1200, wishes={**CHILD, **NO_FLIGHT, **WHOLE}),
    Trip("Good morning! Two of us going from Tampa to Staunton, leaving March 14 and back the 16th. We have a dog who "
         "comes everywhere with us, and we really want chinese food one night. $1,100 budget.", "Tampa", "Staunton",
         "2022-03-14", 3, 2, 1100, wishes={**PETS, "cuisine": ["Chinese"]}),
    Trip("ok so here's the deal: 3 of us, Raleigh to Texarkana, the 4th thru the 6th of march, we want private rooms, "
         "no driving, and ~$500 pp", "Raleigh", "Texarkana", "2022-03-04", 3, 3, 1500,
         wishes={**PRIVATE, **NO_DRIVE}),
    Trip("My girlfriend and I want a quick getaway from Phoenix to Erie on March 18-20. We both smoke so the place "
         "needs to allow it. Also we love mexican food. Can spend 1,300.", "Phoenix", "Erie", "2022-03-18", 3, 2,
         1300, wishes={**SMOKE, "cuisine": ["Mexican"]}),
    Trip("Hi there, I'd like to plan a 3-day trip from Kansas City to Saginaw starting March 7 for me and my 2 "
         "colleagues. We need places rated 4 or higher and no flights please. Company budget $1,800.",
         "Kansas City", "Saginaw", "2022-03-07", 3, 3, 1800, wishes={**NO_FLIGHT, "min_stay_rating": 4}),
    Trip("We're a group of 4 girls heading from Miami to Idaho Falls 3/18-3/20 for a birthday!! Looking for an entire place "
         "that allows parties, and we'd like american and italian restaurants. $1,600 total", "Miami", "Idaho Falls",
         "2022-03-18", 3, 4, 1600, wishes={**WHOLE, **PARTY, "cuisine": ["American", "Italian"]}),
    Trip("Trying to plan something for my parents' anniversary - they're flying from Detroit to Nashville March 25-27, "
         "just the two of them, budget $1,400, they'd like a private room and no fast food", "Detroit", "Nashville",
         "2022-03-25", 3, 2, 1400, wishes={**PRIVATE, "avoid_cuisines": ["Fast Food"]}),
    Trip("Hey, I need help! Going from Salt Lake City to Rock Springs with my buddy on March 11 and coming back the 13th. "
         "We don't wanna drive, we want a place we can smoke at, and we're trying to keep it to $900.",
         "Salt Lake City", "Rock Springs", "2022-03-11", 3, 2, 900, wishes={**NO_DRIVE, **SMOKE}),
    Trip("Planning a spring break trip for me and my three kids (ages 7, 9 and 12) from Columbus to Lansing, March "
         "14 through 16. We'd like an entire home, and the kids want pizza. About $1,000.", "Columbus", "Lansing",
         "2022-03-14", 3, 4, 1000, wishes={**CHILD, **WHOLE, "more_cuisines": ["Pizza"]}),
    Trip("My wife and I are retired and want to see Ketchikan! We live in Charlotte. March 21-23 works, we'd prefer not "
         "to fly, and we want a nice place, 4 stars or more. Budget about $1,200.", "Charlotte", "Ketchikan",
         "2022-03-21", 3, 2, 1200, wishes={**NO_FLIGHT, "min_stay_rating": 4}),
    Trip("quick one: me and my roommate, Atlanta to Arcata, march 4-6, $800, we're on a budget so a shared room "
         "is fine, but we want cheap eats", "Atlanta", "Arcata", "2022-03-04", 3, 2, 800, unread="cheap"),
    Trip("Greetings. My colleague and I will be attending a conference; we depart from Boston for Missoula on 8 "
         "March and return on 10 March. We require a private room each and a budget of $2,000.", "Boston",
         "Missoula", "2022-03-08", 3, 2, 2000, wishes=PRIVATE),
    Trip("soooo we're 6 guys doing a golf weekend from Dallas to Paducah march 18-20, need a whole house we can "
         "party at, cap is 3 grand", "Dallas", "Paducah", "2022-03-18", 3, 6, 3000, wishes={**WHOLE, **PARTY}),
    Trip("hi! me & my husband + our baby, flying from Newark to Atlantic City on the 11th of march and back on the 13th, we "
         "need a crib-friendly place (so kids allowed) and our budget is like $1,500", "Newark", "Atlantic City", "2022-03-11",
         3, 3, 1500, wishes=CHILD),
    Trip("Could you plan a trip from Houston to Dayton for my wife and me, March 25th to 27th, about $900, we want "
         "somewhere with 4+ stars and good indian food", "Houston", "Dayton", "2022-03-25", 3, 2, 900,
         wishes={"min_stay_rating": 4, "cuisine": ["Indian"]}),
    Trip("Me and 2 friends are driving from Denver to Scranton, march 4-6. We'd like one entire place (no "
         "sharing), and we have $250 each", "Denver", "Scranton", "2022-03-04", 3, 3, 750, wishes=WHOLE),
    Trip("Hey there, so my mom and I want to go from Philadelphia to Rapid City, the 18th to the 20th of March, she has a "
         "small cat that comes with us, no flying (she hates planes), and we have $1,000", "Philadelphia", "Rapid City",
         "2022-03-18", 3, 2, 1000, wishes={**PETS, **NO_FLIGHT}),
    Trip("Looking for a weekend away! Madison to La Crosse, Fri March 11 - Sun March 13, 2 adults. We'd love a place to "
         "ourselves, we're not picky about food, just no chinese. $900 max.", "Madison", "La Crosse", "2022-03-11", 3,
         2, 900, wishes={**WHOLE, "avoid_cuisines": ["Chinese"]}),
    Trip("My boyfriend and I (both 25) are going from Los Angeles to Burbank March 14-16. Budget about 1800, we "
         "want french and mediterranean food, and a private room is what we want.", "Los Angeles", "Burbank",
         "2022-03-14", 3, 2, 1800, wishes={**PRIVATE, "cuisine": ["French", "Mediterranean"]}),
    Trip("Hi, family reunion! 7 of us going from Memphis to Lawton March 18 to March 20, need one big house for "
         "everyone, kids under 10 coming, $2,800 total", "Memphis", "Lawton", "2022-03-18", 3, 7, 2800,
         wishes={**WHOLE, **CHILD}),
    Trip("I'm heading from Portland to Lynchburg on the 25th of March for 3 days, just me. I'd like restaurants rated 4 "
         "and up, and nothing over $150 a night. Budget 800.", "Portland", "Lynchburg", "2022-03-25", 3, 1, 800,
         wishes={"min_rating": 4, "max_night_price": 150}),
    Trip("we are two couples from Tulsa going to Hibbing march 11-13, we want 2 private rooms, no self-driving, and "
         "we'd like bbq obviously lol. $1,600", "Tulsa", "Hibbing", "2022-03-11", 3, 4, 1600,
         wishes={**PRIVATE, **NO_DRIVE, "more_cuisines": ["BBQ"]}),
    Trip("Hiya, me and my sister are flying from Chicago to Miami March 21-23, we want the whole apartment, somewhere "
         "our friends can visit us, and a budget around $1,500", "Chicago", "Miami", "2022-03-21", 3, 2, 1500,
         wishes={**WHOLE, **GUESTS}),
    Trip("i need a trip for 2 from Charleston to Provo march 8-10, we have a small dog, we don't want to drive, and "
         "we can spend maybe 1100", "Charleston", "Provo", "2022-03-08", 3, 2, 1100, wishes={**PETS, **NO_DRIVE}),
    Trip("Hello! Me, my wife and our two teenagers would like to go from Indianapolis to Scranton from March 4 to March "
         "6. We want a whole house and we don't eat fast food. We have $1,400.", "Indianapolis", "Scranton",
         "2022-03-04", 3, 4, 1400, wishes={**WHOLE, "avoid_cuisines": ["Fast Food"]}),
    Trip("Ok so my partner and I are going from Albuquerque to Gunnison 3/11-3/13, we would love a place to ourselves, "
         "and we're vegetarian, budget $1,000", "Albuquerque", "Gunnison", "2022-03-11", 3, 2, 1000, wishes=WHOLE,
         unread="vegetarian"),
    # (corrected after scoring: written {**SMOKE, **GUESTS}, a dict whose second key overwrote the first; the two rules
    # are the first rule and the more house rules)
    Trip("hey, 3 of us from El Paso to Paducah the 18th-20th march, we need somewhere we can smoke and have friends "
         "over, about 1200 bucks", "El Paso", "Paducah", "2022-03-18", 3, 3, 1200,
         wishes={**SMOKE, "more_house_rules": ["visitors"]}),
    Trip("Hi, can you help me plan a trip from San Diego to Islip for my husband and me from the 14th to the 16th "
         "of March? We'd like to keep it under $1,000 and have a private room, nothing shared.", "San Diego",
         "Islip", "2022-03-14", 3, 2, 1000, wishes=PRIVATE),
    Trip("My brother and I are doing a guys trip from Boise to Alpena march 25 - 27, $1,200 budget, no flights, and we "
         "want mexican and american food", "Boise", "Alpena", "2022-03-25", 3, 2, 1200,
         wishes={**NO_FLIGHT, "cuisine": ["Mexican", "American"]}),
    Trip("Hey :) my husband and I, our 5 year old and our dog want to go from Orlando to Hattiesburg March 4-6. We need a "
         "whole place that takes kids and dogs! Around $900.", "Orlando", "Hattiesburg", "2022-03-04", 3, 3, 900,
         wishes={**WHOLE, **CHILD, "more_house_rules": ["pets"]}),
    Trip("Good afternoon, a 5-day trip for two from New York to Kona beginning on March 21, a budget of $2,500, "
         "with a private room and restaurants rated 4 or above.", "New York", "Kona", "2022-03-21", 5, 2, 2500,
         wishes={**PRIVATE, "min_rating": 4}),
    Trip("so me and the boys (4 of us total) wanna hit Hagerstown from Los Angeles march 18-20, need a place that lets us "
         "party, and we got about 2 grand", "Los Angeles", "Hagerstown", "2022-03-18", 3, 4, 2000, wishes=PARTY),
    Trip("Hi, I'm a nurse with a few days off. Going from Knoxville to Gainesville by myself, March 7-9. I'd like a "
         "private room and good seafood, up to $700.", "Knoxville", "Gainesville", "2022-03-07", 3, 1, 700,
         wishes={**PRIVATE, "more_cuisines": ["Seafood"]}),
    # typos and slang
    Trip("Austn to La Crosse? no - Austin to La Crosse, Mrach 4-6, 2 ppl, $700", "Austin", "La Crosse", "2022-03-04", 3, 2,
         700),
    Trip("Phoenix to Greenville march 11-13, 2 ppl, budgit $600", "Phoenix", "Greenville", "2022-03-11", 3, 2, 600),
    Trip("Denver to Boise, Marc 18-20, 3 peeps, $1,000", "Denver", "Boise", "2022-03-18", 3, 3, 1000),
    Trip("Chicago to Myrtle Beach, March 25-27, 2 ppl, $600 bucks", "Chicago", "Myrtle Beach", "2022-03-25", 3, 2, 600),
    Trip("seattle to north platte march 8-10 2 ppl 700 thx!!", "Seattle", "North Platte", "2022-03-08", 3, 2, 700),
    Trip("Miami to Shreveport, March 14-16, me n my bf, $900", "Miami", "Shreveport", "2022-03-14", 3, 2, 900),
    Trip("Nashville to Bismarck, March 21-23, me and the wifey, $700", "Nashville", "Bismarck", "2022-03-21", 3,
         2, 700),
    Trip("Houston to Galveston... jk Houston to Peoria, March 11-13, 2 people, $700", "Houston",
         "Peoria", "2022-03-11", 3, 2, 700),
    Trip("yo me and my homies (5 total) tryna go houston to bristol march 25-27, got like 2 racks", "Houston",
         "Bristol", "2022-03-25", 3, 5, 2000),
    Trip("Tampa to Pensacola, March 18-20, 2 ppl, $800, wanna party at the place lol", "Tampa", "Pensacola", "2022-03-18",
         3, 2, 800, wishes=PARTY),
    Trip("Atlanta to Pellston, Mar 4-6, 2 ppl, $900, no shard room plz", "Atlanta", "Pellston", "2022-03-04", 3, 2, 900,
         wishes=NOT_SHARED),
    Trip("Portland to Brainerd march 11th-13th 2 ppl $500, bringin the pupper", "Portland", "Brainerd", "2022-03-11", 3, 2,
         500, wishes=PETS),
    Trip("Denver to Akron, March 14-16, 2 ppl, $1000, entire plce pls", "Denver", "Akron", "2022-03-14", 3, 2,
         1000, wishes=WHOLE),
    Trip("Dallas to Laramie mar 25-27 2 ppl, 1k, we want mexcan food", "Dallas", "Laramie", "2022-03-25", 3, 2, 1000,
         wishes={"cuisine": ["Mexican"]}),
    Trip("great falls to nyc march 4-6, 2 ppl, $1.2k, no flying pls", "Great Falls", "New York", "2022-03-04", 3, 2, 1200,
         wishes=NO_FLIGHT),
    Trip("Charlotte to Roswell 3/18 - 3/20 two ppl 600 dollas", "Charlotte", "Roswell", "2022-03-18", 3, 2, 600),
    Trip("SLC to Great Falls, March 21-23, 2 ppl, $900", "Salt Lake City", "Great Falls", "2022-03-21", 3, 2, 900),
    Trip("LA to Alamosa 3/11-3/13 me and my bestie $800", "Los Angeles", "Alamosa", "2022-03-11", 3, 2, 800),
    Trip("Pittsburgh to Texarkana, Mar 7-9, 2 ppl, $600, it's gotta be smoker friendly", "Pittsburgh", "Texarkana",
         "2022-03-07", 3, 2, 600, wishes=SMOKE),
    Trip("Las Vegas to Escanaba, march 25-27, 2ppl, 1100, tryna avoid fast food", "Las Vegas", "Escanaba",
         "2022-03-25", 3, 2, 1100, wishes={"avoid_cuisines": ["Fast Food"]}),
    # state trips
    Trip("Marquette to 3 cities in Michigan, March 6-12, 5 people, $14,600", "Marquette", "Michigan", "2022-03-06", 7,
         5, 14600, cities=3),
    Trip("from Pasco, 2 cities in Arizona, march 14-18, 2 ppl, $2,600", "Pasco", "Arizona", "2022-03-14", 5, 2, 2600,
         cities=2),
    Trip("a week in california, 3 cities, from Brownsville, starting 3/19, me and my wife, $4,500", "Brownsville",
         "California", "2022-03-19", 7, 2, 4500, cities=3),
    Trip("Tampa → 2 cities in Georgia, March 21-25, 3 of us, $2,400", "Tampa", "Georgia", "2022-03-21", 5, 3, 2400,
         cities=2),
    Trip("we want to see 3 cities in Florida, leaving Nashville March 8, for 7 days, 4 people, $6,000", "Nashville",
         "Florida", "2022-03-08", 7, 4, 6000, cities=3),
    Trip("2 texas cities from Fairbanks, 5 days from the 14th of March, just me, $1,800", "Fairbanks", "Texas", "2022-03-14",
         5, 1, 1800, cities=2),
    Trip("Chicago to Wisconsin, 2 cities, 3/11-3/15, 2 people, $1,900", "Chicago", "Wisconsin", "2022-03-11", 5, 2,
         1900, cities=2),
    Trip("from Albany: a 7 day trip to 3 cities in Pennsylvania, March 20-26, 3 people, $4,200", "Albany",
         "Pennsylvania", "2022-03-20", 7, 3, 4200, cities=3),
    Trip("Saginaw to Oregon for 5 days, 2 cities, from March 4, 2 of us, $2,000", "Saginaw", "Oregon", "2022-03-04", 5,
         2, 2000, cities=2),
    Trip("I want a 7-day trip around 3 cities in North Carolina from Cody, March 12 to 18, my wife and I, $3,800",
         "Cody", "North Carolina", "2022-03-12", 7, 2, 3800, cities=3),
    Trip("from Muskegon: 2 cities in colorado, March 25-29, 4 people, ~$900 pp", "Muskegon", "Colorado", "2022-03-25", 5, 4,
         3600, cities=2),
    Trip("Phoenix → 3 cities in Texas, 7 days starting March 2, 2 people, $5,000", "Phoenix", "Texas", "2022-03-02", 7,
         2, 5000, cities=3),
    Trip("2 cities in new york from Bristol, march 16-20, 2 people, $2,800, no flights", "Bristol", "New York",
         "2022-03-16", 5, 2, 2800, cities=2, wishes=NO_FLIGHT),
    Trip("Memphis to 2 cities in Louisiana, March 9 thru 13, 3 adults, $2,100", "Memphis", "Louisiana", "2022-03-09",
         5, 3, 2100, cities=2),
    Trip("Milwaukee → Minnesota (3 cities), 3/13-3/19, 2 ppl, $3,000", "Milwaukee", "Minnesota", "2022-03-13", 7, 2,
         3000, cities=3),
    # terse
    Trip("hou to midland 3/4-3/6 2ppl $700", "Houston", "Midland", "2022-03-04", 3, 2, 700),
    Trip("sea→juneau mar 11-13 2 ppl 600", "Seattle", "Juneau", "2022-03-11", 3, 2, 600),
    Trip("atl to valdosta 3/18-20 2ppl 800", "Atlanta", "Valdosta", "2022-03-18", 3, 2, 800),
    Trip("white plains - slc, mar 25-27, 2, $900", "White Plains", "Salt Lake City", "2022-03-25", 3, 2, 900),
    Trip("chicago to iron mountain 3/8-3/10 1 person $500", "Chicago", "Iron Mountain", "2022-03-08", 3, 1, 500),
    Trip("miami → south bend mar 14-16 2ppl $1100", "Miami", "South Bend", "2022-03-14", 3, 2, 1100),
    Trip("tucson to north platte, 3/21-3/23, 3 ppl, 900", "Tucson", "North Platte", "2022-03-21", 3, 3, 900),
    Trip("nashville-punta gorda mar 4-6 2ppl 700", "Nashville", "Punta Gorda", "2022-03-04", 3, 2, 700),
    Trip("spokane to yakima 3/25-3/27 solo 500", "Spokane", "Yakima", "2022-03-25", 3, 1, 500),
    Trip("okc to bristol march 11-13 4ppl $1200", "Oklahoma City", "Bristol", "2022-03-11", 3, 4, 1200),
    Trip("sf to portland mar 18-20, 2 ppl, $1000", "San Francisco", "Portland", "2022-03-18", 3, 2, 1000),
    Trip("philly → erie 3/4-3/6 2ppl $900", "Philadelphia", "Erie", "2022-03-04", 3, 2, 900),
    Trip("vegas to greenville mar 21-23 2 ppl $700", "Las Vegas", "Greenville", "2022-03-21", 3, 2, 700),
    Trip("indy to moline 3/11-3/13 2ppl 800", "Indianapolis", "Moline", "2022-03-11", 3, 2, 800),
    Trip("columbus to traverse city, 3/25-27, 3 ppl, $750", "Columbus", "Traverse City", "2022-03-25", 3, 3, 750),
    Trip("jax → ketchikan mar 8-10 2ppl 700", "Jacksonville", "Ketchikan", "2022-03-08", 3, 2, 700),
    Trip("NYC to Dothan mar 14-16, 2 ppl, $1300", "New York", "Dothan", "2022-03-14", 3, 2, 1300),
    Trip("KC to Redding 3/18-3/20 2 ppl $600", "Kansas City", "Redding", "2022-03-18", 3, 2, 600),
    Trip("grand junction to vegas 3/4-3/6 2ppl 800", "Grand Junction", "Las Vegas", "2022-03-04", 3, 2, 800),
    Trip("abq to kona mar 25-27, 1 pax, $500", "Albuquerque", "Kona", "2022-03-25", 3, 1, 500),
    # corrections
    Trip("Tucson to Bristol, March 4-6, 3 people - wait, 4 - $1,400", "Tucson", "Bristol", "2022-03-04", 3, 4,
         1400),
    Trip("Omaha to Trenton, March 11-13, 2 people, $800, actually make that $1,000", "Omaha", "Trenton",
         "2022-03-11", 3, 2, 1000),
    Trip("Buffalo to Hattiesburg, March 18-20, oops I meant March 19-21, 2 people, $700", "Buffalo", "Hattiesburg",
         "2022-03-19", 3, 2, 700),
    # asked back
    Ask("Omaha to Chicago mid march, 2 people, $900", "date"),
    Ask("Houston to Corpus Christi, sometime in march, 2 people, $800", "date"),
    Ask("Denver to Durango, march, 3 days, 2 people, $900", "date"),
    Ask("Tucson to Phoenix the 15th thru the 17th, 2 people, $700", "date"),
    Ask("Cleveland to Pittsburgh, March 18-20, 2 people, a few grand", "budget"),
    Ask("Charlotte to Raleigh, March 14-16, 2 people, a few hundred bucks", "budget"),
    Ask("El Paso to Albuquerque, March 18-20, 2 people, as cheap as possible", "budget"),
    Ask("Tampa to Sarasota, March 18-20, me and my family, $1,200", "travel"),
    Ask("Austin to Houston, March 4-6, me and the kids, $1,000", "travel"),
    Ask("Miami to Orlando, March 11-13, me and some buddies, $1,200", "travel"),
    Ask("Denver to Boise, March 25-27, ~$600 pp", "per person"),
    Ask("Portland to Seattle, March 4-6, 2 people", "budget"),
    Ask("to Phoenix, March 11-13, 2 people, $800", "origin"),
    Ask("Atlanta to Nashville or Memphis, March 18-20, 2 people, $900", "destination"),
    Ask("Chicago to Detroit, 2 people, $700", "date"),
    Ask("Dallas to Austin, March 4-6, 2 people, $800 or $1,000", "budget"),
    Ask("Memphis to Nashville, March 11-13, 2 or 3 of us, $900", "travel"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # ("one entire place (no sharing)" reads as the entire home since stop 80: room_type._narrowed)
    # wrong (silent, safe): "private room, nothing shared" reads as not a shared room,
    # as the benchmark labels a room said with a negated "shared" ("neither shared ... should be private rooms";
    # ``room_type._narrowed``: "a private room, not shared" stays ``not shared room``); a wider rule, never a stricter one
    "Santa Barbara to Harrisburg, March 11-13, 2 people, $1,000, private room, nothing shared",
    "Hi, can you help me plan a trip from San Diego to Islip for my husband and me from the 14th to the 16th of March? "
    "We'd like to keep it under $1,000 and have a private room, nothing shared.",
    # wrong (named): "a crib-friendly place (so kids allowed)" names "we need a crib" (the data has no amenities) beside
    # the children rule it reads; safe, the gloss in brackets is not read as taking the crib back
    "hi! me & my husband + our baby, flying from Newark to Atlantic City on the 11th of march and back on the 13th, we "
    "need a crib-friendly place (so kids allowed) and our budget is like $1,500",
    # wrong (named): "2 private rooms" is named as not kept (a plan books one stay a city for the whole party)
    "we are two couples from Tulsa going to Hibbing march 11-13, we want 2 private rooms, no self-driving, and we'd like "
    "bbq obviously lol. $1,600",
    # ("Austn to La Crosse? no - ..." is read since the nineteenth request set: the route a correction takes back is
    # read, so its misspelt city is no wish named, ``route_correction.corrected``)
    # ("Marc 18-20" is read as March since the nineteenth request set, ``test_request_heldout_nineteenth.py``: a name one
    # letter off a month is the month before a range of days in a text that says no month; and so is a bare "2"
    # between the dates and the budget, "mar 25-27, 2, $900", as the party)
]


def test_the_eighteenth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox, least=240)


# Places the data does not have must be named when refused (never a silent "origin missing", never read as another
# place), and the rules this set led to must not read what is not there.
NOT_THERE: list[NotThere] = [
    ("Phoenix to Sedona, March 3-5, 2 people, $800", "Sedona"),
    ("Denver to Aspen, March 3-5, 2 people, $1,200", "Aspen"),
    ("Reno to Lake Tahoe, March 3-5, 2 people, $800", "Tahoe"),
    ("Salt Lake City to Park City, March 3-5, 2 people, $900", "Park City"),
    ("Miami to Key Largo, March 3-5, 2 people, $900", "Key Largo"),
    ("New Orleans to Mobile, March 3-5, 2 people, $600", "Mobile"),
    ("Detroit to Toronto, March 3-5, 2 people, $900", "Toronto"),
    ("Houston to Galveston, March 3-5, 2 people, $700", "Galveston"),
    ("Pensacola to Destin, March 3-5, 2 people, $700", "Destin"),
    ("Knoxville to Gatlinburg, March 3-5, 2 people, $600", "Gatlinburg"),
    ("Billings to Jackson Hole, March 3-5, 2 people, $1,000", "Jackson Hole"),
    ("Detroit to Ann Arbor, March 3-5, 2 people, $500", "Ann Arbor"),
    ("Denver to Boulder, March 3-5, 2 people, $600", "Boulder"),
    ("San Jose to Santa Cruz, March 3-5, 2 people, $700", "Santa Cruz"),
    ("Chicago to Detroit, March 30 - April 31, 2 people, $900", "date"),
    ("Boise to Seattle, March 3-5, me and my family (5 of us), $1,500",
     ("Boise", "Seattle", "2022-03-03", "2022-03-05", 5, 1500)),
    ("Austin to Dallas, March 3-5, 2 people, $800, a place to ourselves",
     ("Austin", "Dallas", "2022-03-03", "2022-03-05", 2, 800)),
]


def test_the_eighteenth_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)
