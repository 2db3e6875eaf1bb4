"""A third held-out corpus of whole trip requests (issue 39: the request reader), written before any fix it led to.

Written after the second set (``test_request_heldout_second.py``) from the sandbox's cities and the public split's
trips (routes, March 2022 dates, 3/5/7 days, 1-8 travellers, 1-2 or 3 cities of a state): terse lines with codes in
lower case ("sea->den", "jfk to mco"), chatty paragraphs, short names (NYC, LA, SF, Philly, Vegas), misspelt cities,
origin and destination in either order ("heading to Denver from Seattle"), dates in many forms ("3/13-3/15", "the 13th
through 15th of March"), durations ("4 nights", "for a week"), travellers by relation or count ("me and my wife and 2
kids", "a group of six", "solo"), budgets as written ("2.5k", "1200 bucks", per person, per day, "$800-1k", "between
$800 and $1,000"), several cities of a state ("3 cities in Texas", "exploring Ohio"), wishes mixed in, and requests
that must be asked about with the cause named ("next Friday", "a long weekend", a missing field). Scored as the other
two (``tests/support/request_scoring.py``); the tally is printed with ``-s``.

Measured when written, on the reader before any fix it led to: 99 read right, 20 asked, 10 wrongly read (2 silently:
"Denver to Las Vegas? no wait, Las Vegas to Denver" read as the first route, and the family with kids and a dog, whose
expected rules were written wrong and corrected) of the 129. After the fixes: see the tally (``KNOWN_GAPS`` lists every
miss left, with why).
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, Trip, check_heldout

CORPUS: list[Trip | Ask] = [
    # terse, codes and short names
    Trip("sea->den 3/12-3/14 1 pax $1600", "Seattle", "Denver", "2022-03-12", 3, 1, 1600),
    Trip("jfk to mco 3/15-3/17 2ppl 2000", "New York", "Orlando", "2022-03-15", 3, 2, 2000),
    Trip("lax->sfo march 8-10, solo, $900", "Los Angeles", "San Francisco", "2022-03-08", 3, 1, 900),
    Trip("ord to atl 3/3-3/5 2 adults 1.5k", "Chicago", "Atlanta", "2022-03-03", 3, 2, 1500),
    Trip("NYC -> Charleston 3/19-3/21 2 ppl $1600", "New York", "Charleston", "2022-03-19", 3, 2, 1600),
    Trip("LA to Detroit 3/18-20 2ppl 2k", "Los Angeles", "Detroit", "2022-03-18", 3, 2, 2000),
    Trip("SF to Vegas mar 4-6 3 people $2,100", "San Francisco", "Las Vegas", "2022-03-04", 3, 3, 2100),
    Trip("Philly -> Boston, 3/9-3/11, 2 ppl, 1.4k", "Philadelphia", "Boston", "2022-03-09", 3, 2, 1400),
    Trip("vegas to denver 3/12-3/14 1 person 1600 usd", "Las Vegas", "Denver", "2022-03-12", 3, 1, 1600),
    Trip("houston->pensacola 3/12-14 2 ppl $1100", "Houston", "Pensacola", "2022-03-12", 3, 2, 1100),
    Trip("provo to phoenix | 3/24-3/26 | 2 people | $1,400", "Provo", "Phoenix", "2022-03-24", 3, 2, 1400),
    Trip("DEN to Bozeman 3/17-3/19 8 people $7000", "Denver", "Bozeman", "2022-03-17", 3, 8, 7000),
    Trip("MSP to ORD 3/8-3/10 2 ppl $1,200", "Minneapolis", "Chicago", "2022-03-08", 3, 2, 1200),
    Trip("bos-nyc 3/7-3/9 2 people 1.3k", "Boston", "New York", "2022-03-07", 3, 2, 1300),
    Trip("sacramento > atlanta, 3/14-16, 2 pax, 4.7k", "Sacramento", "Atlanta", "2022-03-14", 3, 2, 4700),
    Trip("atl to nashville 3/13-15 me + hubby 1800", "Atlanta", "Nashville", "2022-03-13", 3, 2, 1800),
    # chatty paragraphs
    Trip("Hey! So me and my wife and 2 kids are trying to do a spring break thing. We're in Dallas and thinking "
         "Huntsville, March 13-15. Budget's about $2,700 all in.", "Dallas", "Huntsville", "2022-03-13", 3, 4, 2700),
    Trip("Hi, I'd like some help planning a short trip. I live in Newark and I've never been to Savannah. I'm thinking "
         "March 3rd to the 5th, with my partner. We can spend $1,400 total.", "Newark", "Savannah", "2022-03-03", 3, 2, 1400),
    Trip("Good evening! My sister and I are going from Cincinnati to Philadelphia, March 7 - March 9. Our budget is "
         "$2,000. We both love Italian food so please include some Italian restaurants.",
         "Cincinnati", "Philadelphia", "2022-03-07", 3, 2, 2000, wishes={"cuisine": ["Italian"]}),
    Trip("ok so a group of six of us (college friends) want to fly from Pittsburgh to Texas and see 2 cities, "
         "march 5 to 9. we pooled $16,100. go!", "Pittsburgh", "Texas", "2022-03-05", 5, 6, 16100, cities=2),
    Trip("I'm going solo this time. Leaving from Kansas City, headed to Pensacola, March 27-29. I'd like to keep it "
         "under $900 if that's possible.", "Kansas City", "Pensacola", "2022-03-27", 3, 1, 900),
    Trip("Could you please plan a trip for my parents? They are flying from Eugene to Los Angeles, March 14 to March 16, "
         "2022, and have $1,700 to spend.", "Eugene", "Los Angeles", "2022-03-14", 3, 2, 1700),
    Trip("We're a family of 4 (two adults, two kids) from Baton Rouge. Want to drive to Dallas March 25-27. Total "
         "budget $5,500, and we're bringing our dog, so the place has to allow pets.",
         "Baton Rouge", "Dallas", "2022-03-25", 3, 4, 5500,
         # corrected after the first scoring: kids are the house rule "children under 10" (docs/requests.md), pets the next
         wishes={"house_rule": "children under 10", "more_house_rules": ["pets"]}),
    Trip("Honestly I just need a break. Grand Forks to Minneapolis, March 17-19, me and my husband. We have $1,300.",
         "Grand Forks", "Minneapolis", "2022-03-17", 3, 2, 1300),
    Trip("Hello there. I am organising a trip for three colleagues from Fort Wayne to Charlotte, 8-10 March 2022. "
         "The budget is $1,900.", "Fort Wayne", "Charlotte", "2022-03-08", 3, 3, 1900),
    Trip("Me and my boyfriend want to do Vegas for my birthday! We're flying out of Sacramento march 22-24, budget "
         "is like 2.5k", "Sacramento", "Las Vegas", "2022-03-22", 3, 2, 2500),
    Trip("Retired and finally travelling! My wife and I would like to go from Asheville to Baltimore March 20th to "
         "22nd. We can spend up to $2,000.", "Asheville", "Baltimore", "2022-03-20", 3, 2, 2000),
    Trip("So there's 5 of us going from Atlanta to Chattanooga, March 7 through March 9, and we've got $3,600 total. "
         "No flights please, we'd rather drive.", "Atlanta", "Chattanooga", "2022-03-07", 3, 5, 3600,
         wishes={"transportation": "no flight"}),
    Trip("I need a quick work trip: Cleveland to Baltimore, 3/15 to 3/17, just me, company budget $1,700.",
         "Cleveland", "Baltimore", "2022-03-15", 3, 1, 1700),
    Trip("My mom and I are going from Houston to Fayetteville for my cousin's wedding, March 20-22. $1,500 is our max.",
         "Houston", "Fayetteville", "2022-03-20", 3, 2, 1500),
    Trip("Heya, me n my bf are heading to Nashville from Panama City mar 23-25, got about 2900 to spend",
         "Panama City", "Nashville", "2022-03-23", 3, 2, 2900),
    Trip("Planning an anniversary trip! Washington DC to Orlando, March 15-17, the two of us, $2,000. We'd like an "
         "entire home rather than a hotel room.", "Washington", "Orlando", "2022-03-15", 3, 2, 2000,
         wishes={"room_type": "entire room"}),
    Trip("The whole crew (8 of us) is going from Asheville to Baltimore for a wedding, March 20-22. We have $6,500.",
         "Asheville", "Baltimore", "2022-03-20", 3, 8, 6500),
    Trip("Hi! New Orleans to Louisville for the weekend of March 12-14, party of one, $1,900 budget. Thx!",
         "New Orleans", "Louisville", "2022-03-12", 3, 1, 1900),
    # origin and destination in either order
    Trip("heading to Denver from Seattle, March 10-12, 2 people, $2,200", "Seattle", "Denver", "2022-03-10", 3, 2, 2200),
    Trip("going to Atlanta, coming from Sacramento, 3/14-3/16, 2 ppl, $4,700", "Sacramento", "Atlanta", "2022-03-14", 3, 2, 4700),
    Trip("Destination: Reno. Origin: New York. March 14-16. 4 people. $11,300.", "New York", "Reno", "2022-03-14", 3, 4, 11300),
    Trip("To Twin Falls from Salt Lake City, March 25 to 27, 2 travelers, $1,600",
         "Salt Lake City", "Twin Falls", "2022-03-25", 3, 2, 1600),
    Trip("want to visit Detroit, we live in Nashville, march 15-17, 2 of us, $2,200", "Nashville", "Detroit", "2022-03-15", 3, 2, 2200),
    Trip("Norfolk from Fort Lauderdale, March 16-18, 2 people, $2,300", "Fort Lauderdale", "Norfolk", "2022-03-16", 3, 2, 2300),
    Trip("Houston is where I want to go; I'm starting in Santa Ana. March 21-23, 2 people, $3,000",
         "Santa Ana", "Houston", "2022-03-21", 3, 2, 3000),
    Trip("flying into Milwaukee out of Fort Lauderdale, 3/8-3/10, 2 people, $1,100",
         "Fort Lauderdale", "Milwaukee", "2022-03-08", 3, 2, 1100),
    Trip("back home in Akron, we want to get to Tampa March 28-30, 2 people, $2,500", "Akron", "Tampa", "2022-03-28", 3, 2, 2500),
    Trip("St. Petersburg to Appleton, March 19-21, just me, $1,200", "St. Petersburg", "Appleton", "2022-03-19", 3, 1, 1200),
    # dates in many forms
    Trip("Las Vegas to Stockton 3/3-3/5, 1 person, $1,400", "Las Vegas", "Stockton", "2022-03-03", 3, 1, 1400),
    Trip("the 13th through 15th of March, Dallas to Huntsville, 4 people, $2,700", "Dallas", "Huntsville", "2022-03-13", 3, 4, 2700),
    Trip("Provo to Phoenix on 24 March for 3 days, 2 people, $1,400", "Provo", "Phoenix", "2022-03-24", 3, 2, 1400),
    Trip("from Houston to Pensacola, Sat March 12 - Mon March 14, 2 people, $1,100",
         "Houston", "Pensacola", "2022-03-12", 3, 2, 1100),
    Trip("Washington to Orlando, 2022/03/15 - 2022/03/17, 2 people, $2,000", "Washington", "Orlando", "2022-03-15", 3, 2, 2000),
    Trip("March 19th-21st, New York to Charleston, 2 people, $1,600", "New York", "Charleston", "2022-03-19", 3, 2, 1600),
    Trip("Salt Lake City to Twin Falls, 25-27 March, 2 people, $1,600", "Salt Lake City", "Twin Falls", "2022-03-25", 3, 2, 1600),
    Trip("leaving Grand Forks on the 17th of March and coming back on the 19th, to Minneapolis, 2 people, $1,300",
         "Grand Forks", "Minneapolis", "2022-03-17", 3, 2, 1300),
    Trip("Denver to Las Vegas? no wait, Las Vegas to Denver, March 12 thru 14, 1 person, $1,600",
         "Las Vegas", "Denver", "2022-03-12", 3, 1, 1600),
    Trip("from Jacksonville to Washington March 3rd until March 5th, 2 people, $1,000",
         "Jacksonville", "Washington", "2022-03-03", 3, 2, 1000),
    Trip("Mar 16 - Mar 18, Fort Lauderdale to Norfolk, 2 people, $2,300", "Fort Lauderdale", "Norfolk", "2022-03-16", 3, 2, 2300),
    Trip("Kansas City to Pensacola 03/27/2022 - 03/29/2022, 1 person, $900", "Kansas City", "Pensacola", "2022-03-27", 3, 1, 900),
    Trip("Cleveland -> Baltimore, March 15 to the 17th, 2 people, $1,700", "Cleveland", "Baltimore", "2022-03-15", 3, 2, 1700),
    # durations
    Trip("Cleveland to Baltimore, 4 nights from March 15, 2 people, $2,700", "Cleveland", "Baltimore", "2022-03-15", 5, 2, 2700),
    Trip("Seattle to Texas for a week starting March 10, 3 cities, 4 people, $11,000",
         "Seattle", "Texas", "2022-03-10", 7, 4, 11000, cities=3),
    Trip("Las Vegas to Texas, 5 days from March 13, 2 cities, 2 people, $3,700",
         "Las Vegas", "Texas", "2022-03-13", 5, 2, 3700, cities=2),
    Trip("New York to Reno, 2 nights starting March 14, 4 people, $11,300", "New York", "Reno", "2022-03-14", 3, 4, 11300),
    Trip("a 3 day trip from Sacramento to Atlanta starting 3/14, 2 people, $4,700",
         "Sacramento", "Atlanta", "2022-03-14", 3, 2, 4700),
    Trip("Omaha to Colorado for five days beginning March 14th, 2 cities, 7 people, $23,400",
         "Omaha", "Colorado", "2022-03-14", 5, 7, 23400, cities=2),
    Ask("a long weekend in Nashville from Atlanta in March, 2 people, $1,800", "date"),
    Ask("Atlanta to Savannah for a long weekend, 2 people, $1,200", "date"),
    # travellers by relation or count
    Trip("me and my wife and 2 kids, Richmond to Florida, 2 cities, March 9-13, $8,500",
         "Richmond", "Florida", "2022-03-09", 5, 4, 8500, cities=2),
    Trip("a group of six from Nashville to Pennsylvania, 2 cities, March 12-16, $15,100",
         "Nashville", "Pennsylvania", "2022-03-12", 5, 6, 15100, cities=2),
    Trip("solo trip, Kansas City to Pensacola, March 27-29, $900", "Kansas City", "Pensacola", "2022-03-27", 3, 1, 900),
    Trip("me, myself and I: Memphis to Pennsylvania, 2 cities, March 22-26, $1,400",
         "Memphis", "Pennsylvania", "2022-03-22", 5, 1, 1400, cities=2),
    Trip("my wife and I plus her parents, Washington to New York, March 23-27, 2 cities, $9,100",
         "Washington", "New York", "2022-03-23", 5, 4, 9100, cities=2),
    Trip("three friends and me from Lexington to Texas, 3 cities, March 18-24, $16,800",
         "Lexington", "Texas", "2022-03-18", 7, 4, 16800, cities=3),
    Trip("our family of five, Indianapolis to Colorado, 3 cities, March 11-17, $15,100",
         "Indianapolis", "Colorado", "2022-03-11", 7, 5, 15100, cities=3),
    Trip("me and 7 buddies, Rockford to Florida, 3 cities, March 8-14, $17,000",
         "Rockford", "Florida", "2022-03-08", 7, 8, 17000, cities=3),
    Trip("a couple traveling from Salt Lake City to Montana, 3 cities, March 16-22, $7,200",
         "Salt Lake City", "Montana", "2022-03-16", 7, 2, 7200, cities=3),
    Trip("I'm taking my 2 kids from Atlanta to Minnesota, 2 cities, March 3-7, $7,900",
         "Atlanta", "Minnesota", "2022-03-03", 5, 3, 7900, cities=2),
    Trip("four adults from Louisville to Michigan, 3 cities, March 8-14, $19,400",
         "Louisville", "Michigan", "2022-03-08", 7, 4, 19400, cities=3),
    Ask("me and a few friends, Chicago to North Carolina, 2 cities, March 5-9, $3,600", "travel"),
    # budgets as written
    Trip("Boston to North Carolina, 2 cities, March 2-6, 4 people, 8.8k", "Boston", "North Carolina", "2022-03-02", 5, 4, 8800, cities=2),
    Trip("Orlando to Texas, 2 cities, March 10-14, 1 person, $3,100 total", "Orlando", "Texas", "2022-03-10", 5, 1, 3100, cities=2),
    Trip("Cleveland to Baltimore, March 15-17, 2 people, 1700 bucks", "Cleveland", "Baltimore", "2022-03-15", 3, 2, 1700),
    Trip("Newark to Savannah, March 3-5, 2 people, $700 per person", "Newark", "Savannah", "2022-03-03", 3, 2, 1400),
    Trip("Houston to Pensacola, March 12-14, 2 people, $550 pp", "Houston", "Pensacola", "2022-03-12", 3, 2, 1100),
    Trip("Las Vegas to Stockton, March 3-5, 1 person, $400 a day", "Las Vegas", "Stockton", "2022-03-03", 3, 1, 1200),
    Trip("Denver to Bozeman, March 17-19, 8 people, budget $7,000 for all of us", "Denver", "Bozeman", "2022-03-17", 3, 8, 7000),
    Trip("Cincinnati to Philadelphia, March 7-9, 2 people, between $1,500 and $2,000",
         "Cincinnati", "Philadelphia", "2022-03-07", 3, 2, 2000),
    Trip("Eugene to Los Angeles, March 14-16, 2 people, $1,200-1,700", "Eugene", "Los Angeles", "2022-03-14", 3, 2, 1700),
    Trip("Fort Wayne to Charlotte, March 8-10, 3 people, $1500-1.9k", "Fort Wayne", "Charlotte", "2022-03-08", 3, 3, 1900),
    Trip("Provo to Phoenix, March 24-26, 2 people, $800-1.4k", "Provo", "Phoenix", "2022-03-24", 3, 2, 1400),
    Trip("Washington to Orlando, March 15-17, 2 people, max 2 grand", "Washington", "Orlando", "2022-03-15", 3, 2, 2000),
    Trip("New York to Charleston, March 19-21, 2 people, USD 1600", "New York", "Charleston", "2022-03-19", 3, 2, 1600),
    Trip("Santa Ana to Houston, March 21-23, 2 people, budget is 3000 dollars", "Santa Ana", "Houston", "2022-03-21", 3, 2, 3000),
    Trip("Nashville to Detroit, March 15-17, 2 people, $1,100 each", "Nashville", "Detroit", "2022-03-15", 3, 2, 2200),
    Trip("Sacramento to Washington, 2 cities, March 22-26, 3 people, $3.6k", "Sacramento", "Washington", "2022-03-22", 5, 3, 3600,
         cities=2),
    Trip("Chattanooga to Georgia, 3 cities, March 9-15, 2 people, $6,900.00", "Chattanooga", "Georgia", "2022-03-09", 7, 2, 6900,
         cities=3),
    Trip("Medford to Colorado, 3 cities, March 23-29, 1 person, up to $2,400", "Medford", "Colorado", "2022-03-23", 7, 1, 2400,
         cities=3),
    Ask("Greensboro to Georgia, 3 cities, March 10-16, 3 people, $4,000 or maybe $5,000", "budget"),
    # several cities of a state
    Trip("3 cities in Texas from Minneapolis, March 22-28, 2 people, $11,900", "Minneapolis", "Texas", "2022-03-22", 7, 2, 11900,
         cities=3),
    Trip("from Newark, exploring Ohio for 5 days, March 23-27, 2 cities, 2 people, $4,400",
         "Newark", "Ohio", "2022-03-23", 5, 2, 4400, cities=2),
    Trip("a week touring Illinois from Peoria, 3 cities, March 13-19, 3 people, $8,400",
         "Peoria", "Illinois", "2022-03-13", 7, 3, 8400, cities=3),
    Trip("Oakland to Oregon, road trip through 3 cities, March 12-18, 2 people, $4,500",
         "Oakland", "Oregon", "2022-03-12", 7, 2, 4500, cities=3),
    Trip("visiting two cities in Arizona from Grand Junction, March 19-23, 2 people, $2,100",
         "Grand Junction", "Arizona", "2022-03-19", 5, 2, 2100, cities=2),
    Trip("Punta Gorda to Wisconsin, 3 cities, March 16-22, solo, $5,700", "Punta Gorda", "Wisconsin", "2022-03-16", 7, 1, 5700,
         cities=3),
    Trip("Harrisburg to TX, 3 cities, 3/8-3/14, 2 people, $4,100", "Harrisburg", "Texas", "2022-03-08", 7, 2, 4100, cities=3),
    Trip("Houston to Utah for a week, 3 cities, March 23-29, 1 person, $7,700", "Houston", "Utah", "2022-03-23", 7, 1, 7700,
         cities=3),
    Trip("San Jose to Idaho, 2 cities, March 1-5, 7 people, $13,900", "San Jose", "Idaho", "2022-03-01", 5, 7, 13900, cities=2),
    Trip("Washington to Virginia, 2 cities, March 15-19, just me, $2,200", "Washington", "Virginia", "2022-03-15", 5, 1, 2200,
         cities=2),
    # misspelt cities (asked with the close matches, by design)
    Trip("Minneaplois to Chicago, March 8-10, 2 people, $1,200", "Minneapolis", "Chicago", "2022-03-08", 3, 2, 1200),
    Trip("Sacramanto to Atlanta, March 14-16, 2 people, $4,700", "Sacramento", "Atlanta", "2022-03-14", 3, 2, 4700),
    Trip("Huston to Pensacola, March 12-14, 2 people, $1,100", "Houston", "Pensacola", "2022-03-12", 3, 2, 1100),
    Trip("Nashvill to Detroit, March 15-17, 2 people, $2,200", "Nashville", "Detroit", "2022-03-15", 3, 2, 2200),
    Trip("Clevland to Baltimore, March 15-17, 2 people, $1,700", "Cleveland", "Baltimore", "2022-03-15", 3, 2, 1700),
    Trip("Philadephia to Boston, March 9-11, 2 people, $1,400", "Philadelphia", "Boston", "2022-03-09", 3, 2, 1400),
    # wishes mixed in
    Trip("Akron to Tampa, March 28-30, 2 people, $2,500, and we love French food",
         "Akron", "Tampa", "2022-03-28", 3, 2, 2500, wishes={"cuisine": ["French"]}),
    Trip("Fort Lauderdale to Milwaukee, March 8-10, 2 people, $1,100, we want a private room",
         "Fort Lauderdale", "Milwaukee", "2022-03-08", 3, 2, 1100, wishes={"room_type": "private room"}),
    Trip("Las Vegas to Stockton, March 3-5, 1 person, $1,400, I don't drive", "Las Vegas", "Stockton", "2022-03-03", 3, 1, 1400,
         wishes={"transportation": "no self-driving"}),
    Trip("St. Petersburg to Rockford, March 16-18, solo, $1,700, I'd like to try Mexican and Chinese food",
         "St. Petersburg", "Rockford", "2022-03-16", 3, 1, 1700, wishes={"cuisine": ["Mexican", "Chinese"]}),
    Trip("Denver to Texas, 2 cities, March 8-12, 5 people, $7,100, we'll have a party so the host must allow parties",
         "Denver", "Texas", "2022-03-08", 5, 5, 7100, cities=2, wishes={"house_rule": "parties"}),
    # must be asked about, the cause named
    Ask("next Friday to Sunday, Seattle to Denver, 2 people, $2,200", "date"),
    Ask("this coming weekend from Boston to New York, 2 of us, $1,500", "date"),
    Ask("in two weeks, Houston to Pensacola for 3 days, 2 people, $1,100", "date"),
    Ask("tomorrow until Sunday, Dallas to Huntsville, 4 people, $2,700", "date"),
    Ask("Newark to Savannah sometime in March, 2 people, $1,400", "date"),
    Ask("Provo to Phoenix, 2 people, $1,400, 3 days", "date"),
    Ask("New York to Charleston, March 19-21, 2 people", "budget"),
    Ask("to Reno, March 14-16, 4 people, $11,300", "origin"),
    Ask("from Eugene, March 14-16, 2 people, $1,700", "destination"),
    Ask("Cincinnati to Philadelphia, March 7-9, $2,000", "travel"),
    Ask("Las Vegas to Denver, March 12-14, 0 people, $1,600", "at least 1"),
    Ask("Kansas City to Pensacola, March 29-27, 1 person, $900", "date"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # asked by design: a bare number that may be a year ("2000") is not read as the budget (docs/requests.md)
    "jfk to mco 3/15-3/17 2ppl 2000",
    # asked by design: a misspelt city is asked with its close matches (the chat applies the closest and says so)
    "Minneaplois to Chicago, March 8-10, 2 people, $1,200",
    "Sacramanto to Atlanta, March 14-16, 2 people, $4,700",
    "Huston to Pensacola, March 12-14, 2 people, $1,100",
    "Nashvill to Detroit, March 15-17, 2 people, $2,200",
    "Clevland to Baltimore, March 15-17, 2 people, $1,700",
    "Philadephia to Boston, March 9-11, 2 people, $1,400",
    # wrongly read by design, said: no count at all is read as 1 traveller and said as an assumption (docs/requests.md:
    # the smallest count the wording allows), not asked
    "Cincinnati to Philadelphia, March 7-9, $2,000",
]


def test_the_third_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox)
