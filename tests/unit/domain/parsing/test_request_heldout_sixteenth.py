"""A sixteenth held-out corpus of whole trip requests (issue 38, item 5: reading that generalises), written before any
fix it led to.

Written by helper REQ16 after the fifteenth set (``test_request_heldout_fifteenth.py``) was fixed against, with the
classes that set left open given several variants each: day/month dates ("14/3 to 16/3" day-first, "3/14-3/16" US,
each unambiguous by value; "5/3 - 7/3" asked), an ordinal in brackets as the start ("leaving march (the 15th)"),
short names as origin ("NY", "NYC", "LA", "philly", "vegas", "SF", "DC", "nola", "SLC", "KC"), a state trip with its
length first ("5 days texas trip from chicago"), budgets per person ("$450pp", "$500/pp", "600 pp", "per head"); and
terse texts, chatty messages, typos, several fields in one sentence, corrections a few words later ("3 of us - wait,
4", "$900 make that $1,100", "from Denver, no, Colorado Springs"). Controls that must be asked back (a field missing,
a date that cannot be pinned down by value, a party of no count, two budgets, a per-person amount with no party),
and places the data does not have, which must be named (``NOT_THERE``). Dates are checked against March 2022 (the
1st is a Tuesday), the sandbox's flights (/work/shared/data).

Each expectation was decided as a careful human reads the request, before scoring. Scored as the other fifteen
(``tests/support/request_scoring.py``); the tally is printed with ``-s``. ``KNOWN_MISSES`` lists every miss left,
with why.

Measured when written, on HEAD (9aafb2d; right / asked / wrongly read, 263 texts): 181 / 67 / 15, 6 of the wrong
silently. Corrected after scoring: the 18 city names misspelt were written to be read as the one close city; the
fifteenth set decided a misspelt city is asked back with its close matches (never guessed), so they are ``Ask``s
here; on the corrected set HEAD reads 199 / 49 / 15, 6 silently (day-first dates "14/3 to 16/3" said missing, an
ordinal in brackets "march (the 15th)" said missing, a state trip with its length first "5 days texas trip from
chicago" and "seven days, north carolina, from ..." said to have no destination, "$450pp" refused as unreadable,
"NY to Buffalo" an unknown origin, "from Denver, no, from Colorado Springs" and "Reno, er, Las Vegas" two origins or
destinations, "two grand for 2 people" no budget; silently: "to vegas from LA or SF" read Los Angeles to San
Francisco, "march 3-5 or 4-6" the first range, "a place that lets us party" dropped); ``NOT_THERE`` 15 / 16
("5 days Vermont trip" only said missing). After the fixes it led to (domain/parsing dates, date_patterns,
resolved_dates, place_roles, places, route_correction, query, companions, people_counts, numbers, money_amounts,
count_corrections; domain/constraints house_rule): 245 / 7 / 11, 3 silently; ``NOT_THERE`` 16 / 16. After the
seventeenth set's fixes (``test_request_heldout_seventeenth.py``: a return "N days later on the Dth", a group's count in
brackets, one baby said twice, a per-person budget with no party asked): 252 / 4 / 7, none silently. After the
eighteenth set's (``test_request_heldout_eighteenth.py``: a place to ourselves is an entire room): 253 / 4 / 6, none
silently. After the nineteenth set's (``test_request_heldout_nineteenth.py``: a "we" after the companions, a bare "2"
as the party, a route taken back read): 257 / 4 / 2, none silently.
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
    # day/month dates: day-first when a day is over 12, US when the month comes first (unambiguous by value)
    Trip("Memphis to Nashville 14/3 to 16/3, 2 people, $800", "Memphis", "Nashville", "2022-03-14", 3, 2, 800),
    Trip("knoxville → charlotte 3/14-3/16 2ppl $750", "Knoxville", "Charlotte", "2022-03-14", 3, 2, 750),
    Trip("Hi! Raleigh to Savannah from 21/03 to 23/03, two adults, budget £... sorry, $1,000", "Raleigh", "Savannah",
         "2022-03-21", 3, 2, 1000),
    Trip("Tulsa to Wichita 03/21 - 03/23, 3 people, $900", "Tulsa", "Wichita", "2022-03-21", 3, 3, 900),
    Trip("Pittsburgh to Cleveland, 25/3/2022 - 27/3/2022, 2 people, $700", "Pittsburgh", "Cleveland", "2022-03-25", 3,
         2, 700),
    Trip("albany to buffalo 3/25/22 to 3/27/22, me and my sister, $650", "Albany", "Buffalo", "2022-03-25", 3, 2, 650),
    Trip("Columbus to Louisville 17/3-19/3, 4 of us, $1,400", "Columbus", "Louisville", "2022-03-17", 3, 4, 1400),
    Trip("Salt Lake City to Boise between 28/3 and 30/3, just me, $600", "Salt Lake City", "Boise", "2022-03-28", 3, 1,
         600),
    Trip("Omaha to Kansas City from 13/03 for 3 days, 2 people, $700", "Omaha", "Kansas City", "2022-03-13", 3, 2,
         700),
    Trip("Richmond to Charlotte, leaving 3/13 back 3/15, 2 people, $800", "Richmond", "Charlotte", "2022-03-13", 3, 2,
         800),
    Trip("Sacramento to San Diego 19/3 - 21/3 2022, couple, $1,200", "Sacramento", "San Diego", "2022-03-19", 3, 2,
         1200),
    Trip("tampa to atlanta, dates 3/18 thru 3/20, 3 ppl, 1500", "Tampa", "Atlanta", "2022-03-18", 3, 3, 1500),
    Trip("Houston to Austin, 22/3 until 24/3, party of 5, $2,000", "Houston", "Austin", "2022-03-22", 3, 5, 2000),
    Trip("Detroit to Chicago, out 3/29, home 3/31, 2 people, $900", "Detroit", "Chicago", "2022-03-29", 3, 2, 900),
    Trip("Spokane to Seattle, 16/3 for five days, 2 people, $1,600", "Spokane", "Seattle", "2022-03-16", 5, 2, 1600),
    Trip("phoenix to los angeles 3/15-3/19, 2 adults, $1,800", "Phoenix", "Los Angeles", "2022-03-15", 5, 2, 1800),
    Trip("Baltimore to Boston, from the 20/3 to the 22/3, 2 people, $1,100", "Baltimore", "Boston", "2022-03-20", 3, 2,
         1100),
    # an ordinal in brackets as the start
    Trip("Denver to Reno, leaving march (the 15th), 3 days, 2 of us, $1,100", "Denver", "Reno", "2022-03-15", 3, 2,
         1100),
    Trip("Tulsa to Omaha departing March (the 22nd) for three days, 2 people, $800", "Tulsa", "Omaha", "2022-03-22",
         3, 2, 800),
    Trip("boise → spokane, march (8th) for 3 days, solo, $600", "Boise", "Spokane", "2022-03-08", 3, 1, 600),
    Trip("Fresno to San Diego on March (the 4th), back the 6th, 2 people, $900", "Fresno", "San Diego", "2022-03-04",
         3, 2, 900),
    Trip("Lubbock to Dallas, we leave march (the 1st) and come back three days later on the 3rd, 3 people, $1,000",
         "Lubbock", "Dallas", "2022-03-01", 3, 3, 1000),
    Trip("Billings to Bozeman, starting on March (the 10th), 3-day trip, 2 people, $800", "Billings", "Bozeman",
         "2022-03-10", 3, 2, 800),
    Trip("Mobile... no, Montgomery to Atlanta, leaving march (the 26th) for 3 days, 2 people, $700", "Montgomery",
         "Atlanta", "2022-03-26", 3, 2, 700),
    Trip("El Paso to Albuquerque, march (23rd) to (25th), 2 people, $750", "El Paso", "Albuquerque", "2022-03-23", 3,
         2, 750),
    # short names as origin (and one as destination)
    Trip("NY to Buffalo, March 4-6, 2 people, $900", "New York", "Buffalo", "2022-03-04", 3, 2, 900),
    Trip("NYC to boston march 11-13 2 ppl $1200", "New York", "Boston", "2022-03-11", 3, 2, 1200),
    Trip("LA to San Francisco, March 18-20, 2 people, $1,300", "Los Angeles", "San Francisco", "2022-03-18", 3, 2,
         1300),
    Trip("philly to pittsburgh march 5-7, me + 2 friends, $1,000", "Philadelphia", "Pittsburgh", "2022-03-05", 3, 3,
         1000),
    Trip("vegas to phoenix march 12-14, 2 people, $800", "Las Vegas", "Phoenix", "2022-03-12", 3, 2, 800),
    Trip("SF to Sacramento, March 9-11, 2 people, $700", "San Francisco", "Sacramento", "2022-03-09", 3, 2, 700),
    Trip("DC to Richmond March 25-27, 2 adults, $750", "Washington", "Richmond", "2022-03-25", 3, 2, 750),
    Trip("flying out of nyc to miami 3/20-3/22, 4 people, $2,400", "New York", "Miami", "2022-03-20", 3, 4, 2400),
    Trip("From LA to Las Vegas March 2-4, 3 friends total, $1,100", "Los Angeles", "Las Vegas", "2022-03-02", 3, 3,
         1100),
    Trip("nola to houston, march 15 to 17, two people, $800", "New Orleans", "Houston", "2022-03-15", 3, 2, 800),
    Trip("SLC to Denver, Mar 7-9, 2 people, $900", "Salt Lake City", "Denver", "2022-03-07", 3, 2, 900),
    Trip("KC to St. Louis, march 19-21, 2 people, $700", "Kansas City", "St. Louis", "2022-03-19", 3, 2, 700),
    Trip("Philly → DC, 3/26-3/28, family of 4, $1,600", "Philadelphia", "Washington", "2022-03-26", 3, 4, 1600),
    Trip("we're in NYC and want to go to Chicago March 8 to 10, 2 of us, $1,300", "New York", "Chicago", "2022-03-08",
         3, 2, 1300),
    Trip("Boston to NYC, March 22-24, 2 people, $1,400", "Boston", "New York", "2022-03-22", 3, 2, 1400),
    # a state trip with the length first
    Trip("5 days texas trip from chicago, march 10-14, 2 ppl, $3000", "Chicago", "Texas", "2022-03-10", 5, 2, 3000,
         cities=2),
    Trip("7 day florida trip from atlanta starting march 6, 4 of us, $6k", "Atlanta", "Florida", "2022-03-06", 7, 4,
         6000, cities=3),
    Trip("5-day california road trip out of phoenix, 3/20-3/24, me and my bf, 2500", "Phoenix", "California",
         "2022-03-20", 5, 2, 2500, cities=2),
    Trip("week long michigan trip from cleveland march 12-18, 3 adults, $4,500", "Cleveland", "Michigan",
         "2022-03-12", 7, 3, 4500, cities=3),
    Trip("5 days colorado from dallas march 2-6 solo $1800", "Dallas", "Colorado", "2022-03-02", 5, 1, 1800, cities=2),
    Trip("seven days, north carolina, from pittsburgh, march 20 to 26, 2 people, $3,500", "Pittsburgh",
         "North Carolina", "2022-03-20", 7, 2, 3500, cities=3),
    Trip("5 day georgia trip leaving from nashville on the 14th of march, 2 people, $2,200", "Nashville", "Georgia",
         "2022-03-14", 5, 2, 2200, cities=2),
    Trip("A 7-day Wisconsin trip from Minneapolis, 3/1 to 3/7, 2 people, $3,000", "Minneapolis", "Wisconsin",
         "2022-03-01", 7, 2, 3000, cities=3),
    Trip("5 days in ohio starting from Indianapolis march 23-27, family of five, $4,000", "Indianapolis", "Ohio",
         "2022-03-23", 5, 5, 4000, cities=2),
    Trip("5 days new york state trip from boston, 15/3 to 19/3, 2 people, $2,800", "Boston", "New York", "2022-03-15",
         5, 2, 2800, cities=2),
    Trip("7 days virginia from NYC, march 8-14, 2 people, $4,200", "New York", "Virginia", "2022-03-08", 7, 2, 4200,
         cities=3),
    Trip("5 day oregon trip from sacramento, march 9 to 13, just me, 1,900 bucks", "Sacramento", "Oregon",
         "2022-03-09", 5, 1, 1900, cities=2),
    Trip("one week pennsylvania trip from DC, march 16-22, 3 people, $5k", "Washington", "Pennsylvania", "2022-03-16",
         7, 3, 5000, cities=3),
    Trip("5 days arizona from LA march 27-31 2 ppl 2400", "Los Angeles", "Arizona", "2022-03-27", 5, 2, 2400,
         cities=2),
    Trip("need a 5-day louisiana trip from houston 3/4-3/8, 4 people, $3,600", "Houston", "Louisiana", "2022-03-04", 5,
         4, 3600, cities=2),
    # budgets per person: multiplied by the party the text gives
    Trip("Boston to Philadelphia march 3-5, 2 people, $450pp", "Boston", "Philadelphia", "2022-03-03", 3, 2, 900),
    Trip("Charlotte to Atlanta, March 10-12, 3 people, $600 pp", "Charlotte", "Atlanta", "2022-03-10", 3, 3, 1800),
    Trip("Austin to San Antonio march 4-6, 4 of us, $500/pp", "Austin", "San Antonio", "2022-03-04", 3, 4, 2000),
    Trip("Milwaukee to Chicago, Mar 18-20, 2 travelers, budget 700pp", "Milwaukee", "Chicago", "2022-03-18", 3, 2,
         1400),
    Trip("Orlando to Miami, March 25-27, 3 people, $400 per head", "Orlando", "Miami", "2022-03-25", 3, 3, 1200),
    Trip("Seattle to Portland 3/11-3/13, 2 ppl, $1k pp", "Seattle", "Portland", "2022-03-11", 3, 2, 2000),
    Trip("Dallas to Houston, 14/3-16/3, me and 4 coworkers, $350pp", "Dallas", "Houston", "2022-03-14", 3, 5, 1750),
    Trip("Denver to Salt Lake City, March 21-23, a group of 6, $300 a person", "Denver", "Salt Lake City",
         "2022-03-21", 3, 6, 1800),
    Trip("Cincinnati to Nashville march 7-9, 2 people, 550 pp budget", "Cincinnati", "Nashville", "2022-03-07", 3, 2,
         1100),
    # terse
    Trip("atl to orlando mar 4-6 2 ppl $900", "Atlanta", "Orlando", "2022-03-04", 3, 2, 900),
    Trip("miami>key west 3/9-3/11 2p $1100", "Miami", "Key West", "2022-03-09", 3, 2, 1100),
    Trip("tucson to flagstaff march 16-18, 1 person, 500", "Tucson", "Flagstaff", "2022-03-16", 3, 1, 500),
    Trip("Reno-Sacramento, Mar 1-3, 2, $650", "Reno", "Sacramento", "2022-03-01", 3, 2, 650),
    Trip("buffalo to rochester, 2 ppl, march 20-22, 600$", "Buffalo", "Rochester", "2022-03-20", 3, 2, 600),
    Trip("charleston to savannah. mar 11-13. 2 adults. $800", "Charleston", "Savannah", "2022-03-11", 3, 2, 800),
    Trip("wichita → tulsa | 3/2–3/4 | 3 ppl | $750", "Wichita", "Tulsa", "2022-03-02", 3, 3, 750),
    Trip("madison to milwaukee march 25-27 2 people 500 dollars", "Madison", "Milwaukee", "2022-03-25", 3, 2, 500),
    Trip("Bakersfield to Fresno, 3/5-3/7, 2, budget 600", "Bakersfield", "Fresno", "2022-03-05", 3, 2, 600),
    Trip("anchorage to juneau mar 17-19 two of us 1400", "Anchorage", "Juneau", "2022-03-17", 3, 2, 1400),
    Trip("lihue to honolulu 3/22-3/24 2 people $1,000", "Lihue", "Honolulu", "2022-03-22", 3, 2, 1000),
    Trip("Syracuse to Albany Mar 6-8 solo $450", "Syracuse", "Albany", "2022-03-06", 3, 1, 450),
    Trip("GR to detroit? no - Grand Rapids to Detroit, march 14-16, 2 ppl, $600", "Grand Rapids", "Detroit",
         "2022-03-14", 3, 2, 600),
    Trip("scranton to harrisburg 3/28-30 2 ppl $550", "Scranton", "Harrisburg", "2022-03-28", 3, 2, 550),
    Trip("Greenville→Charleston 03/12-03/14 2p 700usd", "Greenville", "Charleston", "2022-03-12", 3, 2, 700),
    Trip("mpls to duluth march 4th-6th, 2 people, $600", "Minneapolis", "Duluth", "2022-03-04", 3, 2, 600),
    Trip("Jacksonville to Tallahassee March 1-3 for 2 $700", "Jacksonville", "Tallahassee", "2022-03-01", 3, 2, 700),
    Trip("Des Moines->Chicago, Mar 10 to Mar 12, 4 ppl, 1600", "Des Moines", "Chicago", "2022-03-10", 3, 4, 1600),
    # chatty
    Trip("Hey there! My husband and I are celebrating our anniversary and want to go from San Antonio to Austin, "
         "March 18th to the 20th. We can spend around $1,200 total. Thanks so much!", "San Antonio", "Austin",
         "2022-03-18", 3, 2, 1200),
    Trip("So my best friend and I have been dying to do a girls trip - we're in Tampa and thinking Miami, like March "
         "11-13? budget is maybe $1000 for both of us", "Tampa", "Miami", "2022-03-11", 3, 2, 1000),
    Trip("hi, looking for help planning something for me, my wife and our two teenage boys. we'd fly out of Denver to "
         "San Diego on March 20 and come home March 22. I'd like to keep the whole thing under $2,500", "Denver",
         "San Diego", "2022-03-20", 3, 4, 2500),
    Trip("Okay so here's the deal: three college buddies, Austin to Houston, spring break March 14-16, and we're broke "
         "so $600 tops", "Austin", "Houston", "2022-03-14", 3, 3, 600),
    Trip("Good morning, I'd like to visit my daughter in Charlotte. I'm coming from Pittsburgh, March 4 through 6, "
         "traveling by myself. My budget is about $900.", "Pittsburgh", "Charlotte", "2022-03-04", 3, 1, 900),
    Trip("We (2 adults) want a little getaway from Atlanta to Savannah over March 25-27, nothing fancy, about 800 "
         "bucks total", "Atlanta", "Savannah", "2022-03-25", 3, 2, 800),
    Trip("Could u help? Leaving from Nashville, going to New Orleans for jazz fest vibes, March 2-4, party of three, "
         "$1,500 all in", "Nashville", "New Orleans", "2022-03-02", 3, 3, 1500),
    Trip("My mom and I want to see Chicago! We live in Milwaukee. Thinking the 17th to the 19th of March, with a budget "
         "of $800.", "Milwaukee", "Chicago", "2022-03-17", 3, 2, 800),
    Trip("I have a conference in Denver from March 8 to March 10 and I'll be flying in from Seattle alone; total "
         "budget $1,300 please", "Seattle", "Denver", "2022-03-08", 3, 1, 1300),
    Trip("our book club (6 ladies) is heading from Louisville to Nashville, March 23-25! we've got $2,400 to spend",
         "Louisville", "Nashville", "2022-03-23", 3, 6, 2400),
    Trip("ok plan time. me + gf. Portland to San Francisco. march 12 to 14. 1400 max. go!", "Portland",
         "San Francisco", "2022-03-12", 3, 2, 1400),
    Trip("Hello, we are a family of 4 from Columbus looking to visit Cleveland from March 5 to March 7. Our budget is "
         "$1,100. We have a small dog so the place must allow pets.", "Columbus", "Cleveland", "2022-03-05", 3, 4,
         1100, wishes=PETS),
    Trip("So excited!! Grandma (that's me) is taking the 3 grandkids (ages 5, 7 and 9) from Orlando to Tampa, March "
         "15-17, spending up to $1,000", "Orlando", "Tampa", "2022-03-15", 3, 4, 1000, wishes=CHILD),
    Trip("Can you sort out a trip for me and my partner from Oakland to Los Angeles? We want to go March 26 to 28 and "
         "spend no more than $1,100. We'd rather not fly.", "Oakland", "Los Angeles", "2022-03-26", 3, 2, 1100,
         wishes=NO_FLIGHT),
    Trip("Planning my solo birthday trip!!! Atlanta to Nashville on March 9-11, budget 700. I want a private room "
         "please", "Atlanta", "Nashville", "2022-03-09", 3, 1, 700, wishes=PRIVATE),
    Trip("Me and 2 coworkers have a work thing in Dallas, we're coming from Oklahoma City March 21-23, company caps "
         "us at $1,500", "Oklahoma City", "Dallas", "2022-03-21", 3, 3, 1500),
    Trip("Ugh I need a break. Just me, Philadelphia to Boston, 3/4 to 3/6, no more than 800 dollars, and I really don't "
         "want to drive", "Philadelphia", "Boston", "2022-03-04", 3, 1, 800, wishes=NO_DRIVE),
    Trip("We're a couple in our 60s, want to go from Fort Myers to Key West March 14 to 16, budget up to $1,400, "
         "and we'd like a place all to ourselves", "Fort Myers", "Key West", "2022-03-14", 3, 2, 1400, wishes=WHOLE),
    Trip("my roommates (there's 3 of them) and me want to do Vegas from Phoenix for the weekend of March 18-20, "
         "$1,600 budget, we plan to throw a little party lol", "Phoenix", "Las Vegas", "2022-03-18", 3, 4, 1600,
         wishes=PARTY),
    Trip("Looking to take my wife from Richmond to Norfolk for three days starting March 2nd. $650 should cover it.",
         "Richmond", "Norfolk", "2022-03-02", 3, 2, 650),
    Trip("first trip with the baby! me, my husband and the little one (8 months) going Minneapolis to Duluth, "
         "March 11-13, around $900", "Minneapolis", "Duluth", "2022-03-11", 3, 3, 900, wishes=CHILD),
    Trip("Heading to Kansas City from Omaha with my brother, leaving March 20 and returning March 22, we have a budget "
         "of 700", "Omaha", "Kansas City", "2022-03-20", 3, 2, 700),
    Trip("Could you plan something from San Jose to San Diego for my parents and me? March 28-30, budget $1,500. "
         "We love Mexican food.", "San Jose", "San Diego", "2022-03-28", 3, 3, 1500, wishes={"cuisine": ["Mexican"]}),
    Trip("we r 5 frat guys from lubbock goin to austin march 4-6 budget 1500 need a place that lets us party",
         "Lubbock", "Austin", "2022-03-04", 3, 5, 1500, wishes=PARTY),
    Trip("My fiance and I (both smokers, sorry!) want to go from Tulsa to Dallas on March 12-14 for about $900",
         "Tulsa", "Dallas", "2022-03-12", 3, 2, 900, wishes=SMOKE),
    Trip("I'm visiting from Pensacola, going to New Orleans on the 7th through the 9th of March. Just me. $600.",
         "Pensacola", "New Orleans", "2022-03-07", 3, 1, 600),
    Trip("It's my sister's 30th so the 4 of us are going Houston to New Orleans March 25-27, budget 2k", "Houston",
         "New Orleans", "2022-03-25", 3, 4, 2000),
    Trip("Hello! Two of us, from Boise, heading to Salt Lake City the 3rd of March for three nights. We've saved "
         "$1,200.", "Boise", "Salt Lake City", "2022-03-03", 4, 2, 1200),
    Trip("Wondering if you can plan a trip from Baton Rouge to Memphis, March 16-18, for me, my husband and my "
         "mother-in-law? We'd like to spend under 1300.", "Baton Rouge", "Memphis", "2022-03-16", 3, 3, 1300),
    Trip("trip for the fam (me, wife, 3 kids under 10) from Indianapolis to Chicago march 18-20, $2,000, kids need to "
         "be allowed obviously", "Indianapolis", "Chicago", "2022-03-18", 3, 5, 2000, wishes=CHILD),
    Trip("Honestly just want to get away - El Paso to Phoenix, March 1-3, me & my dog, $700", "El Paso", "Phoenix",
         "2022-03-01", 3, 1, 700, wishes=PETS),
    Trip("Hiya, Saginaw to Traverse City for me and my mate, March 24th-26th, budget of 650 quid er dollars",
         "Saginaw", "Traverse City", "2022-03-24", 3, 2, 650),
    # typos in a city's name: asked back with its close matches, as the fifteenth set decided ("Shreveprot")
    Ask("Sacremento to Los Angeles, March 3-5, 2 people, $1,000", "close matches"),
    Ask("Albuqerque to Denver march 10-12, 2 ppl, $900", "close matches"),
    Ask("Pittsburg to Philadelphia, March 17-19, 2 people, $800", "close matches"),
    Ask("Cincinatti to Columbus, March 6-8, 2 people, $500", "close matches"),
    Ask("Tuscon to Phoenix, Marhc 21-23, 2 people, $600", "close matches"),
    Ask("Minneapols to Milwaukee, march 2-4, two poeple, $700", "close matches"),
    Ask("San Fransisco to Seattle, March 13-15, 3 people, $1,500", "close matches"),
    Ask("Philadephia to Baltimore, March 19-21, 2 people, budjet $700", "close matches"),
    Ask("Louisvile to Lexington mrach 5-7, 2 people, $600", "close matches"),
    Ask("Jacksonvile to Orlando, March 8-10, 4 people, $1,200", "close matches"),
    Ask("Okalhoma City to Tulsa, March 26-28, 2 people, $500", "close matches"),
    Ask("Charlote to Raleigh, March 12-14, 2 peeps, $650", "close matches"),
    Ask("Indianapols to Louisville, Mar 22-24, 3 people, $900", "close matches"),
    Ask("Milwuakee to Madison, March 29-31, 2 people, $550", "close matches"),
    Ask("Nashvile to Atlanta, March 3rd-5th, 2 persons, $800", "close matches"),
    Ask("Savanah to Charleston, March 15-17, 2 people, $750", "close matches"),
    Ask("Rochestor to Syracuse, march 1-3, 2 ppl, $450", "close matches"),
    Ask("Colombus to Detroit march 9-11, 2 people, $700", "close matches"),
    # several fields in one sentence, with wishes
    Trip("2 of us from chicago to new orleans march 15-17 under 1500 pet friendly pls", "Chicago", "New Orleans",
         "2022-03-15", 3, 2, 1500, wishes=PETS),
    Trip("me n my 3 friends wanna go austin to dallas march 8 to 10 for like $1,200 and we want the whole place",
         "Austin", "Dallas", "2022-03-08", 3, 4, 1200, wishes=WHOLE),
    Trip("fly from seattle to las vegas march 11-13 party of 6 $3k no shared rooms", "Seattle", "Las Vegas",
         "2022-03-11", 3, 6, 3000, wishes=NOT_SHARED),
    Trip("Can you do Boston to Washington March 20-22 for 2 with $1,100 and Italian food", "Boston", "Washington",
         "2022-03-20", 3, 2, 1100, wishes={"cuisine": ["Italian"]}),
    Trip("Denver to Albuquerque march 4-6 3 people $1000 no flying we'll drive", "Denver", "Albuquerque", "2022-03-04",
         3, 3, 1000, wishes=NO_FLIGHT),
    Trip("family of 5 with 2 toddlers Tampa to Orlando March 2-4 $1,300 budget", "Tampa", "Orlando", "2022-03-02", 3,
         5, 1300, wishes=CHILD),
    Trip("just me and my cat going from Portland to Seattle March 18-20 for $650", "Portland", "Seattle", "2022-03-18",
         3, 1, 650, wishes=PETS),
    Trip("4 friends from Sacramento to Reno March 25-27 $1,400 private rooms and we'll have friends over", "Sacramento",
         "Reno", "2022-03-25", 3, 4, 1400, wishes={"room_type": "private room", "house_rule": "visitors"}),
    Trip("two people leaving Raleigh for Washington on March 5 coming back March 7 with $900 and chinese food please",
         "Raleigh", "Washington", "2022-03-05", 3, 2, 900, wishes={"cuisine": ["Chinese"]}),
    Trip("Houston to San Antonio march 10-12 for 3 of us with $1,050 but no driving ourselves", "Houston",
         "San Antonio", "2022-03-10", 3, 3, 1050, wishes=NO_DRIVE),
    Trip("Las Vegas to Los Angeles March 14-16 me and my girlfriend budget $1,200 smoking allowed rooms", "Las Vegas",
         "Los Angeles", "2022-03-14", 3, 2, 1200, wishes=SMOKE),
    Trip("group of 8 from Atlanta to Charlotte 3/18-3/20 $3,200 entire home and mexican and italian food", "Atlanta",
         "Charlotte", "2022-03-18", 3, 8, 3200, wishes={"room_type": "entire room", "cuisine": ["Mexican", "Italian"]}),
    Trip("Omaha to Denver march 22 to 24 2 adults $850 and a place rated 4 stars or better", "Omaha", "Denver",
         "2022-03-22", 3, 2, 850, wishes={"min_stay_rating": 4}),
    Trip("Miami to Orlando for 2 people March 6-8 $1,000 and nothing over $150 a night", "Miami", "Orlando",
         "2022-03-06", 3, 2, 1000, wishes={"max_night_price": 150}),
    Trip("Detroit to Cleveland March 27-29 3 people $900 and we want to avoid fast food", "Detroit", "Cleveland",
         "2022-03-27", 3, 3, 900, wishes={"avoid_cuisines": ["Fast Food"]}),
    Trip("Dallas to Austin 2 people Mar 16-18 $800 no flights and we have a dog", "Dallas", "Austin", "2022-03-16", 3,
         2, 800, wishes={"transportation": "no flight", "house_rule": "pets"}),
    Trip("Chicago to Minneapolis, March 1-3, 2 people, $900, wifi would be nice", "Chicago", "Minneapolis",
         "2022-03-01", 3, 2, 900, unread="wifi"),
    Trip("Atlanta to Miami, March 12-14, 2 people, $1,300, a hotel with a pool", "Atlanta", "Miami", "2022-03-12", 3, 2,
         1300, unread="pool"),
    # corrections a few words later
    Trip("Austin to El Paso march 8-10, 3 people - actually 4, $2,000", "Austin", "El Paso", "2022-03-08", 3, 4, 2000),
    Trip("Tampa to Jacksonville, March 21-23, 2 people, $900 make that $1,100", "Tampa", "Jacksonville", "2022-03-21",
         3, 2, 1100),
    Trip("From Denver, no, from Colorado Springs to Las Vegas, March 3-5, 2 people, $1,000", "Colorado Springs",
         "Las Vegas", "2022-03-03", 3, 2, 1000),
    Trip("Seattle to Reno, er, Las Vegas, March 10-12, 2 people, $1,100", "Seattle", "Las Vegas", "2022-03-10", 3, 2,
         1100),
    Trip("Memphis to St. Louis March 14-16, oops I mean March 15-17, 2 people, $700", "Memphis", "St. Louis",
         "2022-03-15", 3, 2, 700),
    Trip("Boston to Baltimore, March 4-6, $1,000, 2 adults + 1 kid, no wait, 2 kids", "Boston", "Baltimore",
         "2022-03-04", 3, 4, 1000),
    Trip("Phoenix to San Diego, March 18-20, 2 people, $900... sorry, typo, $1,900", "Phoenix", "San Diego",
         "2022-03-18", 3, 2, 1900),
    Trip("Charlotte to Nashville March 2-4 for 5 - correction, 6 people - $2,400", "Charlotte", "Nashville",
         "2022-03-02", 3, 6, 2400),
    Trip("Kansas City to Omaha, March 24-26, no actually March 25-27, 3 people, $800", "Kansas City", "Omaha",
         "2022-03-25", 3, 3, 800),
    Trip("Orlando to Atlanta, 2 people, $900, leaving the 10th - no, the 11th - of March for 3 days", "Orlando",
         "Atlanta", "2022-03-11", 3, 2, 900),
    Trip("Salt Lake City to Las Vegas, March 6-8, 3 people, budget $1,200, hmm let's say $1,500", "Salt Lake City",
         "Las Vegas", "2022-03-06", 3, 3, 1500),
    Trip("LA to Portland, march 12-14, me and my wife, wait my wife can't come, just me, $800", "Los Angeles",
         "Portland", "2022-03-12", 3, 1, 800),
    Trip("Buffalo to NYC 3/7-3/9, 2 people, $1,000 (update: $1,250)", "Buffalo", "New York", "2022-03-07", 3, 2,
         1250),
    Trip("Richmond to Philly, March 19-21, 2 people, $800, oh and we're bringing our friend so 3", "Richmond",
         "Philadelphia", "2022-03-19", 3, 3, 800),
    Trip("Spokane to Boise, March 27-29, scratch that, March 28-30, 2 people, $700", "Spokane", "Boise", "2022-03-28",
         3, 2, 700),
    Trip("Cleveland to Chicago, 2 people, $900 - actually $950, March 9-11", "Cleveland", "Chicago", "2022-03-09", 3,
         2, 950),
    Trip("Dallas to Tulsa, 3 people, march 11-13 (sorry 12-14), $900", "Dallas", "Tulsa", "2022-03-12", 3, 3, 900),
    # other forms: nights, weekdays, a week, words for numbers
    Trip("Indianapolis to Cincinnati, 2 nights from March 18, 2 people, $600", "Indianapolis", "Cincinnati",
         "2022-03-18", 3, 2, 600),
    Trip("Portland to Eugene, Friday March 11 to Sunday March 13, 2 people, $500", "Portland", "Eugene", "2022-03-11",
         3, 2, 500),
    Trip("San Diego to Palm Springs, a week from March 20th, 2 people, $2,300", "San Diego", "Palm Springs",
         "2022-03-20", 7, 2, 2300),
    Trip("Fort Lauderdale to Orlando, March twenty-second to twenty-fourth, three people, one thousand dollars",
         "Fort Lauderdale", "Orlando", "2022-03-22", 3, 3, 1000),
    Trip("Birmingham? no, I'm in Atlanta - going to Savannah March 4-6, 2 people, $800", "Atlanta", "Savannah",
         "2022-03-04", 3, 2, 800),
    Trip("Hartford to Boston, March 14th, 15th and 16th, 2 people, $700", "Hartford", "Boston", "2022-03-14", 3, 2,
         700),
    Trip("Providence to New York, Mon 3/7 - Wed 3/9, 2 people, $1,100", "Providence", "New York", "2022-03-07", 3, 2,
         1100),
    Trip("Newark to Boston, March 1 for 5 days, 2 people, $1,500", "Newark", "Boston", "2022-03-01", 5, 2,
         1500),
    Trip("Chattanooga to Atlanta, 4 nights starting the 12th of March, 2 people, $1,200", "Chattanooga", "Atlanta",
         "2022-03-12", 5, 2, 1200),
    Trip("Greensboro to Wilmington, March 23 - March 25, 2022, a couple, $650", "Greensboro", "Wilmington",
         "2022-03-23", 3, 2, 650),
    Trip("Lexington to Nashville, 3 days from Thursday March 17, 2 people, $750", "Lexington", "Nashville",
         "2022-03-17", 3, 2, 750),
    Trip("Little Rock to Memphis, Mar 26th thru Mar 28th, 2 people, $600", "Little Rock", "Memphis", "2022-03-26", 3,
         2, 600),
    Trip("Corpus Christi to San Antonio, March 8, 9 and 10, 2 people, $650", "Corpus Christi", "San Antonio",
         "2022-03-08", 3, 2, 650),
    Trip("Amarillo to Oklahoma City, the 5th through the 7th of March, four people, $1,000", "Amarillo",
         "Oklahoma City", "2022-03-05", 3, 4, 1000),
    Trip("Tallahassee to Pensacola, March 19 to March 21, two grand for 2 people", "Tallahassee", "Pensacola",
         "2022-03-19", 3, 2, 2000),
    Trip("Charleston to Myrtle Beach, March 13-15, 2 people, $1.2k", "Charleston", "Myrtle Beach", "2022-03-13", 3, 2,
         1200),
    Trip("Bangor to Boston, March 2-4, 2 people, eleven hundred dollars", "Bangor", "Boston", "2022-03-02", 3, 2, 1100),
    Trip("Harrisburg to Pittsburgh, march 20-22, 2 people, USD 700", "Harrisburg", "Pittsburgh", "2022-03-20", 3, 2,
         700),
    Trip("Bismarck to Minneapolis, March 9 - 11, 1 person, 650 usd", "Bismarck", "Minneapolis", "2022-03-09", 3, 1,
         650),
    Trip("Billings to Denver, 3 days starting 3/24, 2 people, $1,000", "Billings", "Denver", "2022-03-24", 3, 2, 1000),
    Trip("Sioux Falls to Minneapolis, March 4-6, 2 people, $700 budget total", "Sioux Falls", "Minneapolis",
         "2022-03-04", 3, 2, 700),
    Trip("Norfolk to Richmond, march 11 to 13, three of us, ~$800", "Norfolk", "Richmond", "2022-03-11", 3, 3, 800),
    Trip("San Antonio to Corpus Christi, the 29th-31st of March, 2 people, budget: $700", "San Antonio",
         "Corpus Christi", "2022-03-29", 3, 2, 700),
    Trip("Monterey to San Jose, March 3 → 5, 2 people, $600", "Monterey", "San Jose", "2022-03-03", 3, 2, 600),
    Trip("Eau Claire to Minneapolis March 16-18 me and my two brothers $900", "Eau Claire", "Minneapolis",
         "2022-03-16", 3, 3, 900),
    Trip("Green Bay to Chicago, March 4 - 6 for 2, up to 850", "Green Bay", "Chicago", "2022-03-04", 3, 2, 850),
    Trip("Fort Wayne to Indianapolis, March 12 thru 14, party of 2, $500", "Fort Wayne", "Indianapolis", "2022-03-12",
         3, 2, 500),
    Trip("Knoxville to Nashville from March 25 to March 27, 2 people, $650", "Knoxville", "Nashville", "2022-03-25", 3,
         2, 650),
    Trip("Lansing to Chicago, March 6 - 8, 2 people, budget $750", "Lansing", "Chicago", "2022-03-06", 3, 2, 750),
    Trip("Asheville to Charlotte, 3/1 - 3/3, 2 people, $550", "Asheville", "Charlotte", "2022-03-01", 3, 2, 550),
    Trip("Wilmington to Raleigh, March 20-22, 2 people, $600", "Wilmington", "Raleigh", "2022-03-20", 3, 2, 600),
    Trip("Kalamazoo to Detroit, march 15th-17th, 2 people, $650", "Kalamazoo", "Detroit", "2022-03-15", 3, 2, 650),
    Trip("Roanoke to Richmond, March 9th - 11th, just myself, $500", "Roanoke", "Richmond", "2022-03-09", 3, 1, 500),
    Trip("Gainesville to Miami, March 27 - 29, 2 people, $1,000", "Gainesville", "Miami", "2022-03-27", 3, 2, 1000),
    Trip("Sarasota to Tampa, March 2nd-4th, me, my husband and our 2 adult kids, $1,200", "Sarasota", "Tampa",
         "2022-03-02", 3, 4, 1200),
    Trip("Shreveport to Houston, March 10-12, 2 people, $800", "Shreveport", "Houston", "2022-03-10", 3, 2, 800),
    Trip("Valdosta to Atlanta March 17-19 2 of us $700", "Valdosta", "Atlanta", "2022-03-17", 3, 2, 700),
    Trip("Killeen to Austin March 21-23 2 people $600", "Killeen", "Austin", "2022-03-21", 3, 2, 600),
    Trip("Harlingen to San Antonio March 5-7, 4 people, $1,100", "Harlingen", "San Antonio", "2022-03-05", 3, 4, 1100),
    Trip("Midland to Dallas, March 13-15, 2 people, $800", "Midland", "Dallas", "2022-03-13", 3, 2, 800),
    Trip("Laredo to Houston, the 1st to the 3rd of March, 3 people, $900", "Laredo", "Houston", "2022-03-01", 3, 3,
         900),
    Trip("Beaumont to New Orleans, March 18th to 20th, 2 people, $700", "Beaumont", "New Orleans", "2022-03-18", 3, 2,
         700),
    Trip("Augusta to Charleston, March 11 to March 13, 2 people, $650", "Augusta", "Charleston", "2022-03-11", 3, 2,
         650),
    Trip("Ogden to Boise, March 24-26, 2 people, $750", "Ogden", "Boise", "2022-03-24", 3, 2, 750),
    Trip("Cody to Billings, March 19-21, 2 people, $600", "Cody", "Billings", "2022-03-19", 3, 2, 600),
    Trip("Rapid City to Denver, March 7-9, 2 people, $800", "Rapid City", "Denver", "2022-03-07", 3, 2, 800),
    Trip("Grand Forks to Minneapolis, March 25-27, 2 people, $700", "Grand Forks", "Minneapolis", "2022-03-25", 3, 2,
         700),
    Trip("Hilo to Kona, March 14-16, 2 people, $900", "Hilo", "Kona", "2022-03-14", 3, 2, 900),
    Trip("Kahului to Honolulu, 3/4-3/6, 2 people, $1,000", "Kahului", "Honolulu", "2022-03-04", 3, 2, 1000),
    Trip("Ketchikan to Juneau, 10/3 to 12/3... wait no, 13/3 to 15/3, 2 people, $1,200", "Ketchikan", "Juneau",
         "2022-03-13", 3, 2, 1200),
    Trip("Lake Charles to Baton Rouge, March 3-5, 2 people, $550", "Lake Charles", "Baton Rouge", "2022-03-03", 3, 2,
         550),
    Trip("West Palm Beach to Orlando, March 8-10, 2 people, $800", "West Palm Beach", "Orlando", "2022-03-08", 3, 2,
         800),
    Trip("Punta Gorda to Fort Lauderdale March 21-23, 2 people, $700", "Punta Gorda", "Fort Lauderdale", "2022-03-21",
         3, 2, 700),
    Trip("Panama City to Tallahassee, March 14-16, 3 people, $750", "Panama City", "Tallahassee", "2022-03-14", 3, 3,
         750),
    Trip("ft lauderdale to key west march 4-6, 2 ppl, $1,100", "Fort Lauderdale", "Key West", "2022-03-04", 3, 2, 1100),
    Trip("ft myers to miami, march 9-11, 2 people, $900", "Fort Myers", "Miami", "2022-03-09", 3, 2, 900),
    Trip("st louis to chicago, march 23-25, 2 people, $800", "St. Louis", "Chicago", "2022-03-23", 3, 2, 800),
    Trip("Travel to Albuquerque from Santa Fe, March 2-4, 2 people, $500", "Santa Fe", "Albuquerque", "2022-03-02",
         3, 2, 500),
    Trip("Heading to Louisville, leaving from Nashville March 12 - 14, 2 people, $700", "Nashville", "Louisville",
         "2022-03-12", 3, 2, 700),
    Trip("Destination Charleston, origin Atlanta, March 16-18, 2 people, $900", "Atlanta", "Charleston", "2022-03-16",
         3, 2, 900),
    Trip("Where: Tulsa → Kansas City. When: March 8-10. Who: 2 adults. Budget: $750.", "Tulsa", "Kansas City",
         "2022-03-08", 3, 2, 750),
    Trip("- from: Rochester\n- to: Boston\n- dates: 3/21-3/23\n- people: 2\n- budget: $950", "Rochester", "Boston",
         "2022-03-21", 3, 2, 950),
    Trip("Milwaukee to Green Bay, March 5-7, 2 people, $550, no pets please (allergies)", "Milwaukee", "Green Bay",
         "2022-03-05", 3, 2, 550, wishes={"stay_forbids": ["pets"]}),
    Trip("Pasco to Seattle, March 26 - 28, 2 people, $650", "Pasco", "Seattle", "2022-03-26", 3, 2, 650),
    Trip("Everett to Spokane, March 1-3, 2 people, $600", "Everett", "Spokane", "2022-03-01", 3, 2, 600),
    Trip("Bend to Portland, March 11-13, 2 people, $650", "Bend", "Portland", "2022-03-11", 3, 2, 650),
    Trip("Redding to Sacramento, March 22-24, 2 people, $550", "Redding", "Sacramento", "2022-03-22", 3, 2, 550),
    Trip("Long Beach to San Francisco, March 17 - 19, 2 people, $1,100", "Long Beach", "San Francisco", "2022-03-17",
         3, 2, 1100),
    Trip("Santa Barbara to San Diego, March 4-6, 2 people, $950", "Santa Barbara", "San Diego", "2022-03-04", 3, 2,
         950),
    Trip("Durango to Denver, March 27-29, 2 people, $800", "Durango", "Denver", "2022-03-27", 3, 2, 800),
    Trip("Alamosa to Colorado Springs, March 15-17, 2 people, $600", "Alamosa", "Colorado Springs", "2022-03-15", 3,
         2, 600),
    Trip("Moab to Salt Lake City, March 2-4, 2 people, $650", "Moab", "Salt Lake City", "2022-03-02", 3, 2, 650),
    Trip("Great Falls to Missoula, March 6-8, 2 people, $550", "Great Falls", "Missoula", "2022-03-06", 3, 2, 550),
    Trip("Boston to Chicago, March 3-5, $1,200", "Boston", "Chicago", "2022-03-03", 3, 1, 1200, assumed=True),
    Trip("philly to boston march 4-6, $800", "Philadelphia", "Boston", "2022-03-04", 3, 1, 800, assumed=True),
    # asked back: a field missing, a date that cannot be pinned down, a party of no count, two budgets
    Ask("NYC trip march 3-5, 2 ppl, $1k", "origin"),
    Ask("from LA, march 10-12, 2 people, $1,200", "destination"),
    Ask("chicago to texas, 2 people, $3,000, sometime in march", "date"),
    Ask("Reno to Boise 5/3 - 7/3, 2 people, $800", "date"),
    Ask("Tulsa to Wichita, leaving 4/3 for 3 days, 2 people, $700", "date"),
    Ask("Dallas to Houston march 3-5, 2 people, $450pp or $1000 total", "budget"),
    Ask("Denver to Phoenix, march 3-5, a few of us, $1,500", "travel"),
    Ask("5 days texas trip from chicago, 2 people, $3000", "date"),
    Ask("7 day trip to florida from boston march 3-9, 2 people", "budget"),
    Ask("Atlanta to Nashville, march 3-5 or 4-6, 2 people, $900", "date"),
    Ask("Miami to Orlando or Tampa, march 3-5, 2 people, $900", "destination"),
    Ask("Austin to Dallas, 31/2 to 2/3, 2 people, $900", "date"),
    Ask("memphis to nashville, 3 days, 2 ppl, $700", "date"),
    Ask("Houston to San Antonio march 3-5, me + 1 or 2 friends, $900", "travel"),
    Ask("to vegas from LA or SF, march 3-5, 2 people, $900", "origin"),
    Ask("Columbus to Cincinnati next weekend, 2 ppl, $500", "date"),
    Ask("Kansas City to St. Louis, 14/3 - 18/3, 2 people, $900, 3-day trip", "day"),
    Ask("from NY, 5 days, 2 cities in Pennsylvania, 2 people, $2,500", "date"),
    Ask("Tulsa to Dallas, March 3-5, $500pp", "per person"),
    Ask("Philadelphia to Pittsburgh March 10-12, 2 of us", "budget"),
    Ask("Spokane to Seattle, march 3-5, 2 people, $900 or maybe $1,300", "budget"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_MISSES: list[str] = [
    # (read since the thirty-second wish set: "650 quid er dollars" is dollars, ``other_currencies.dollars_said_after``)
    # asked: a day corrected inside its date ("the 10th - no, the 11th - of March") is no date any pattern reads
    "Orlando to Atlanta, 2 people, $900, leaving the 10th - no, the 11th - of March for 3 days",
    # asked: the corrected days with no month clash with the range before them (as the fifteenth set's "(correction:
    # 25-27)"): asked, never the first read
    "Dallas to Tulsa, 3 people, march 11-13 (sorry 12-14), $900",
    # ("Birmingham? no, I'm in Atlanta - going to Savannah ..." is read since the twenty-seventh wish set: a "no" after a
    # question's mark rules the name before it out, ``avoid_sights.SAID_NO``, so no city to visit is read from it)
    # (a bare "2" between the dates and the budget is read as the party since the nineteenth request set,
    # ``test_request_heldout_nineteenth.py``: "Reno-Sacramento, Mar 1-3, 2, $650", "3/5-3/7, 2, budget 600")
    # ("GR to detroit? no - Grand Rapids to Detroit" is read since the nineteenth request set: the route a correction
    # takes back is read, so "GR" in it is no wish named)
    # (read since the eighteenth request set, ``test_request_heldout_eighteenth.py``: "a place all to ourselves" an
    # entire room)
    # ("with my brother" beside a later "we" is read as 2 since the nineteenth request set,
    # ``test_request_heldout_nineteenth.py``: only a "we" said before the companions leaves the party's size unsaid)
    # wrong (named): "we're bringing our friend so 3" is named as not understood, the count left at 2
    "Richmond to Philly, March 19-21, 2 people, $800, oh and we're bringing our friend so 3",
    # wrong (said): "4/3" alone is read month first (April 3), as every lone numeric date is, with the warning that
    # the sandbox has no flights then; a range such as "5/3 - 7/3" is asked (``resolved_dates``)
    "Tulsa to Wichita, leaving 4/3 for 3 days, 2 people, $700",
    # (a per-person budget with no party is asked since the seventeenth request set: "Tulsa to Dallas, ... $500pp")
]


def test_the_sixteenth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_MISSES, sandbox, least=240)


# Places the data does not have must be named when refused (never a silent "origin missing", never read as another
# place), and the rules this set led to must not read what is not there.
NOT_THERE: list[NotThere] = [
    ("Boise to Jackson Hole, March 3-5, 2 people, $1,200", "Jackson Hole"),
    ("Miami to Key Largo, March 3-5, 2 people, $900", "Key Largo"),
    ("Orlando to Naples, March 3-5, 2 people, $900", "Naples"),
    ("Atlanta to Destin, March 3-5, 2 people, $900", "Destin"),
    ("Chicago to Ann Arbor, March 3-5, 2 people, $800", "Ann Arbor"),
    ("Boston to Cape Cod, March 3-5, 2 people, $900", "Cape Cod"),
    ("Athens to Charlotte, March 3-5, 2 people, $800", "Athens"),
    ("Durham to Savannah, March 3-5, 2 people, $800", "Durham"),
    ("Salt Lake City to Park City, March 3-5, 2 people, $1,200", "Park City"),
    ("Bozeman to Yellowstone, March 3-5, 2 people, $900", "Yellowstone"),
    ("5 days Vermont trip from Raleigh, March 3-7, 2 people, $2,000", "Vermont"),
    ("San Jose to Santa Cruz, March 3-5, 2 people, $800", "Santa Cruz"),
    ("Little Rock to Hot Springs, March 3-5, 2 people, $600", "Hot Springs"),
    ("Portland, ME to Boston, March 3-5, 2 people, $800", "Portland"),
    ("Shreveport, LA to Dallas, TX, March 3-5, 2 people, $800",
     ("Shreveport", "Dallas", "2022-03-03", "2022-03-05", 2, 800)),
    ("Buffalo, NY to Boston, MA, 3/14-3/16, 2 people, $900",
     ("Buffalo", "Boston", "2022-03-14", "2022-03-16", 2, 900)),
]


def test_the_sixteenth_sets_places_and_rules_read_nothing_that_is_not_there(sandbox):
    check_not_there(NOT_THERE, sandbox)
