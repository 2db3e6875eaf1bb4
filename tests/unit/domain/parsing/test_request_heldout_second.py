"""A second held-out corpus of whole trip requests (issues 38/39: the request reader), written before any fix it led to.

``test_request_heldout.py`` was written from the chat's failures; these were written afterwards, as different people
write one request: terse ("bos->chi 3/8-3/10 1 pax 1200"), chatty paragraphs, typos in cities and months, numbers in
words, dates in every common form (ISO, "the 15th through the 17th of March", "March 15 for 3 nights", European
"15/03/2022"), travellers by relation ("me, my husband and our 3 kids"), budgets ("$1.5k", "under 2 grand total",
"$500 per person"), states as destinations, airport codes of the sandbox's cities, and requests that must be asked
about: a field missing, "mid-March", "next Friday", "04/03/2022" (April 3 or March 4), a weekday that is not the
date's. Scored as the first corpus (``tests/support/request_scoring.py``); the tally is printed with ``-s``.

Measured when written, on the reader before any fix it led to: 84 read right, 39 asked, 8 wrongly read of the 131 (one
silently, "Friday March 26 to Sunday March 28": no warning, no assumption, no wish named); after the fixes: see the
tally (``KNOWN_GAPS`` lists every miss left, with why). Read right before the third set's fixes
(``test_request_heldout_third.py``): 99; after them 108 (codes in lower case on a route, "portland or", a budget range
read as its upper end, "spend 1500", a count after a state no sight's name, a day/month order that makes no trip asked
naming the order, talk of why the trip is taken: "get away from work", "take her on a trip"); after the sixth request
set's (``test_request_heldout_sixth.py``): 109 ("chi", Chicago's metropolitan code, read on a route as the others).
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, Trip, check_heldout

CORPUS: list[Trip | Ask] = [
    # terse
    Trip("sea->orl 3/15-17 2ppl 2k", "Seattle", "Orlando", "2022-03-15", 3, 2, 2000),
    Trip("bos->chi 3/8-3/10 1 pax 1200", "Boston", "Chicago", "2022-03-08", 3, 1, 1200),
    Trip("den to slc, 3/21-3/23, 2 adults, 1800 usd", "Denver", "Salt Lake City", "2022-03-21", 3, 2, 1800),
    Trip("atl-mia march 3-5 4ppl $4k", "Atlanta", "Miami", "2022-03-03", 3, 4, 4000),
    Trip("phx to san diego 3/11 - 3/13 solo $900", "Phoenix", "San Diego", "2022-03-11", 3, 1, 900),
    Trip("nyc->miami 3/18-20 2 ppl budget 2.5k", "New York", "Miami", "2022-03-18", 3, 2, 2500),
    Trip("from dallas to austin 3/5-3/7 3ppl 1500$", "Dallas", "Austin", "2022-03-05", 3, 3, 1500),
    Trip("orlando to nashville, 3/25-27, me+gf, 1.8k", "Orlando", "Nashville", "2022-03-25", 3, 2, 1800),
    Trip("chicago > denver | mar 10-12 | 2 people | $2000", "Chicago", "Denver", "2022-03-10", 3, 2, 2000),
    Trip("pittsburgh 2 philly mar 4-6 1 person $800", "Pittsburgh", "Philadelphia", "2022-03-04", 3, 1, 800),
    Trip("portland or -> sacramento, 3/14-16, 1 traveler, $1000", "Portland", "Sacramento", "2022-03-14", 3, 1, 1000),
    Trip("miami to key west 3/9-3/11 2 ppl 1k", "Miami", "Key West", "2022-03-09", 3, 2, 1000),
    Trip("JFK to MIA, march 3-5, 2ppl, $1,800", "New York", "Miami", "2022-03-03", 3, 2, 1800),
    Trip("ORD -> DEN 3/9-3/11 1 adult $1,000", "Chicago", "Denver", "2022-03-09", 3, 1, 1000),
    Trip("flying out of LAX to SEA march 22-24, 2 people, $1,700", "Los Angeles", "Seattle", "2022-03-22", 3, 2, 1700),
    # chatty paragraphs
    Trip("Hi there! My husband and I have been dreaming about a getaway. We live in Charlotte and we'd love to spend a few "
         "days in Savannah, from March 11 to March 13. Our budget is about $1,800 for everything. Thanks so much!",
         "Charlotte", "Savannah", "2022-03-11", 3, 2, 1800),
    Trip("So my best friend and I finally have some time off!! We're flying out of Minneapolis and want to hit up Chicago "
         "march 18-20. We can spend 1500 total between us. Any ideas?", "Minneapolis", "Chicago", "2022-03-18", 3, 2, 1500),
    Trip("Hello, I am planning a business trip from Columbus to Baltimore. I'll be there from the 7th to the 9th of March. "
         "The company gives me $1,200 for the trip.", "Columbus", "Baltimore", "2022-03-07", 3, 1, 1200, assumed=True),
    Trip("ok so it's my mom's 60th birthday and we want to take her on a trip. there will be 4 of us (me, my sister, mom "
         "and dad). leaving from Tampa, going to Nashville, march 25th to 27th. we've saved up $3,500.",
         "Tampa", "Nashville", "2022-03-25", 3, 4, 3500),
    Trip("We're a retired couple from Albuquerque and we've always wanted to see San Antonio. Could you plan 3 days "
         "starting March 22nd? We'd like to keep it under $1,400.", "Albuquerque", "San Antonio", "2022-03-22", 3, 2, 1400),
    Trip("I need to get away from work for a bit. Thinking Reno to San Francisco, March 1 through March 3, just myself, "
         "and I don't want to spend more than $1,000.", "Reno", "San Francisco", "2022-03-01", 3, 1, 1000),
    Trip("Planning a trip with my sisters!! 5 of us from Houston headed to Miami March 17-19. Budget is $6,000 total.",
         "Houston", "Miami", "2022-03-17", 3, 5, 6000),
    Trip("Good morning. Please arrange a trip for two adults from Detroit to Cleveland between March 12 and March 14, "
         "2022. The total budget is $1,100.", "Detroit", "Cleveland", "2022-03-12", 3, 2, 1100),
    Trip("My wife and I plus our two teenage sons want to go from Salt Lake City to Denver for spring break, March 14-16. "
         "We have $3,000 to work with.", "Salt Lake City", "Denver", "2022-03-14", 3, 4, 3000),
    Trip("Could you help? I'm traveling with my father from Richmond to Boston to see a specialist, March 8 to 10, and "
         "we can spend $2,200.", "Richmond", "Boston", "2022-03-08", 3, 2, 2200),
    Trip("hey!! so me and 2 of my college roommates want to go from Austin to Las Vegas march 4-6... we have $2,100 "
         "total", "Austin", "Las Vegas", "2022-03-04", 3, 3, 2100),
    Trip("Trying to surprise my girlfriend with a trip to Honolulu! We'd fly from Seattle March 20 - March 22. Total "
         "budget: $4,000.", "Seattle", "Honolulu", "2022-03-20", 3, 2, 4000),
    Trip("Our family of five (two adults, three kids) lives in Raleigh. We want to visit Orlando from March 15 to March 17 "
         "with $5,000.", "Raleigh", "Orlando", "2022-03-15", 3, 5, 5000),
    Trip("I'm a student, $600 max. I want to go from Sacramento to Los Angeles, March 9-11, alone.",
         "Sacramento", "Los Angeles", "2022-03-09", 3, 1, 600),
    Trip("Looking for a weekend trip for my wife and me from Philadelphia to Pittsburgh, Friday March 18 to Sunday "
         "March 20, around $1,200.", "Philadelphia", "Pittsburgh", "2022-03-18", 3, 2, 1200),
    # typos in cities and months
    Trip("Trip from Chicgo to Nashvile, March 5-7, 2 people, $1,500", "Chicago", "Nashville", "2022-03-05", 3, 2, 1500),
    Trip("from Los Angelos to San Fransisco, Marhc 10-12, 1 person, $1,000", "Los Angeles", "San Francisco", "2022-03-10", 3, 1, 1000),
    Trip("Seatle to Portland, march 3-5, 2 people, $1,400", "Seattle", "Portland", "2022-03-03", 3, 2, 1400),
    Trip("Pittsburg to Philadelphia, March 20-22, 2 people, $1,300", "Pittsburgh", "Philadelphia", "2022-03-20", 3, 2, 1300),
    Trip("Atlana to Miami, Mach 8-10, 3 people, $2,700", "Atlanta", "Miami", "2022-03-08", 3, 3, 2700),
    Trip("from Cincinatti to Louisville, Mrach 14-16, 2 people $1,000", "Cincinnati", "Louisville", "2022-03-14", 3, 2, 1000),
    Trip("Albequerque to Phoenix, March 2-4, 1 person, $700", "Albuquerque", "Phoenix", "2022-03-02", 3, 1, 700),
    Trip("Minneapolis to Milwaukie, Marhc 23rd-25th, 2 people, $1200", "Minneapolis", "Milwaukee", "2022-03-23", 3, 2, 1200),
    Trip("Tuscon to Las Vegas, March 11-13, 4 people, $3,000", "Tucson", "Las Vegas", "2022-03-11", 3, 4, 3000),
    Trip("Denver to Colorado Springs, 3/6-3/8, two ppl, budget 900", "Denver", "Colorado Springs", "2022-03-06", 3, 2, 900),
    Trip("Sacremento to San Diego, March 26-28, 2 people, $1,600", "Sacramento", "San Diego", "2022-03-26", 3, 2, 1600),
    Trip("from Jacksonvile to Tallahassee, march 4-6, 1 person, $600", "Jacksonville", "Tallahassee", "2022-03-04", 3, 1, 600),
    Trip("New Orleens to Houston, March 12-14, 2 people, $1,500", "New Orleans", "Houston", "2022-03-12", 3, 2, 1500),
    Trip("Indianaplis to Chicago, Match 7-9, 2 people, $1,000", "Indianapolis", "Chicago", "2022-03-07", 3, 2, 1000),
    Trip("Boston to Pheonix, Marcj 1-3, 2 people, $2,000", "Boston", "Phoenix", "2022-03-01", 3, 2, 2000),
    # numbers in words
    Trip("from Dallas to Houston for three days starting March the tenth, two people, two thousand dollars",
         "Dallas", "Houston", "2022-03-10", 3, 2, 2000),
    Trip("a five day trip from Miami to two cities in Florida, March 14 to 18, for two people, budget $3,000",
         "Miami", "Florida", "2022-03-14", 5, 2, 3000, cities=2),
    Trip("Three of us going from Boston to New York, March fifth to seventh, $2,400", "Boston", "New York", "2022-03-05", 3, 3, 2400),
    Trip("fly me from Denver to Seattle on March twentieth, back on the twenty-second, one person, $1,100",
         "Denver", "Seattle", "2022-03-20", 3, 1, 1100),
    Trip("Kansas City to St. Louis, March 3 to 5, four adults, budget of four thousand",
         "Kansas City", "St. Louis", "2022-03-03", 3, 4, 4000),
    Trip("Memphis to Nashville, seven days, March 10 to 16, two travelers, $3,500", "Memphis", "Nashville", "2022-03-10", 7, 2, 3500),
    Trip("eight of us from Chicago to Milwaukee March 25-27, $4,000", "Chicago", "Milwaukee", "2022-03-25", 3, 8, 4000),
    Trip("a trip for a dozen people from Orlando to Miami, March 4-6, $9,000", "Orlando", "Miami", "2022-03-04", 3, 12, 9000),
    Trip("Charlotte to Atlanta, March 8-10, a couple, $1,600", "Charlotte", "Atlanta", "2022-03-08", 3, 2, 1600),
    Trip("Tulsa to Oklahoma City March 18-20 for six people with twelve hundred dollars",
         "Tulsa", "Oklahoma City", "2022-03-18", 3, 6, 1200),
    # dates in every form
    Trip("the 15th through the 17th of March, from Baltimore to Boston, 2 people, $1,800", "Baltimore", "Boston", "2022-03-15", 3, 2, 1800),
    Trip("Boston to Washington March 15 for 3 nights, 2 people, $2,000", "Boston", "Washington", "2022-03-15", 4, 2, 2000),
    Trip("2022-03-14 to 2022-03-16, Seattle to Spokane, 1 person, $800", "Seattle", "Spokane", "2022-03-14", 3, 1, 800),
    Trip("from Houston to Dallas 15/03/2022 to 17/03/2022, 2 people, $1,200", "Houston", "Dallas", "2022-03-15", 3, 2, 1200),
    Trip("Newark to Boston 3/10/22-3/12/22 2 people $1,500", "Newark", "Boston", "2022-03-10", 3, 2, 1500),
    Trip("Mar. 21–23, Orlando → Atlanta, 3 adults, $2,100", "Orlando", "Atlanta", "2022-03-21", 3, 3, 2100),
    Trip("Tuesday, March 8 through Thursday, March 10: San Diego to San Francisco for 2, $1,800",
         "San Diego", "San Francisco", "2022-03-08", 3, 2, 1800),
    Trip("March 28th - 30th, 2022 from Nashville to Memphis, 1 person, $700", "Nashville", "Memphis", "2022-03-28", 3, 1, 700),
    Trip("from the 2nd to the 4th of March, Milwaukee to Chicago, 2 ppl, $900", "Milwaukee", "Chicago", "2022-03-02", 3, 2, 900),
    Trip("leaving Omaha March 12, returning March 14, to Denver, 2 people, $1,300", "Omaha", "Denver", "2022-03-12", 3, 2, 1300),
    Trip("3 days in Las Vegas from Los Angeles beginning 3/19, 2 people, $2,000", "Los Angeles", "Las Vegas", "2022-03-19", 3, 2, 2000),
    Trip("Charleston to Myrtle Beach, 12 March - 14 March, 2 people, $1,000", "Charleston", "Myrtle Beach", "2022-03-12", 3, 2, 1000),
    Trip("Mar 1st-3rd, Tampa to Miami, 2 people, $1,400", "Tampa", "Miami", "2022-03-01", 3, 2, 1400),
    Trip("March 30 to April 1, Boston to Philadelphia, 2 people, $1,500", "Boston", "Philadelphia", "2022-03-30", 3, 2, 1500),
    Trip("from Dallas to El Paso from March 5 for a week, 1 person, $2,000", "Dallas", "El Paso", "2022-03-05", 7, 1, 2000),
    Trip("Saturday the 12th to Monday the 14th of March, Atlanta to Charlotte, 2 people, $1,100",
         "Atlanta", "Charlotte", "2022-03-12", 3, 2, 1100),
    Trip("Friday 3/25 to Sunday 3/27, Portland to Seattle, 2 people, $1,200", "Portland", "Seattle", "2022-03-25", 3, 2, 1200),
    Trip("March 4-6 2022, Detroit to Chicago, 2 people, $1,000", "Detroit", "Chicago", "2022-03-04", 3, 2, 1000),
    Trip("Boston to New York March 3 - 5th 2 ppl $1,500", "Boston", "New York", "2022-03-03", 3, 2, 1500),
    Trip("Miami to Orlando 3.15-3.17, 2 people, $1,000", "Miami", "Orlando", "2022-03-15", 3, 2, 1000),
    Trip("from Phoenix to Tucson, March 14th for 3 days, 2 people, $900", "Phoenix", "Tucson", "2022-03-14", 3, 2, 900),
    Trip("Seattle to Boise, departing the 20th of March and returning the 22nd, 1 person, $900",
         "Seattle", "Boise", "2022-03-20", 3, 1, 900),
    Ask("a long weekend starting 3/4 from Atlanta to Savannah, 2 people, $1,200", "date"),
    Ask("mid-March, Chicago to Detroit, 3 days, 2 people, $1,000", "date"),
    Ask("next Friday to Sunday from Denver to Phoenix, 2 people, $1,500", "date"),
    Ask("this weekend, Los Angeles to Las Vegas, 2 of us, $1,000", "date"),
    Ask("from Houston to Austin 04/03/2022 - 06/03/2022, 2 people, $1,200", "date"),
    Ask("Friday March 26 to Sunday March 28, Reno to Las Vegas, 2 people, $1,000", "26"),
    Ask("from Atlanta to Miami in March, 3 days, 2 people, $1,500", "date"),
    Ask("Columbus to Cincinnati, the 9th-11th, 2 people, $800", "date"),
    Ask("Plan a 3-day trip from Washington to Myrtle Beach from March 13th to March 15th, 20222, budget $2,000, 2 people.", "20222"),
    # people described by relation
    Trip("me, my husband and our 3 kids from Dallas to San Antonio, March 11-13, $2,500",
         "Dallas", "San Antonio", "2022-03-11", 3, 5, 2500),
    Trip("my wife, her parents and I from Boston to Washington, March 18-20, $3,000", "Boston", "Washington", "2022-03-18", 3, 4, 3000),
    Trip("Just the two of us, Phoenix to San Diego, March 4-6, $1,600", "Phoenix", "San Diego", "2022-03-04", 3, 2, 1600),
    Trip("I'm bringing my two daughters from Atlanta to Orlando March 21-23, $2,400", "Atlanta", "Orlando", "2022-03-21", 3, 3, 2400),
    Trip("my boyfriend and I, Chicago to Minneapolis, March 12-14, $1,200", "Chicago", "Minneapolis", "2022-03-12", 3, 2, 1200),
    Trip("traveling solo from Denver to Salt Lake City, March 8-10, $700", "Denver", "Salt Lake City", "2022-03-08", 3, 1, 700),
    Trip("me + 3 friends, LA to San Francisco, March 25-27, $3,200", "Los Angeles", "San Francisco", "2022-03-25", 3, 4, 3200),
    Trip("our family of 4 from Nashville to Atlanta, March 4-6, $2,000", "Nashville", "Atlanta", "2022-03-04", 3, 4, 2000),
    Trip("my parents and I from Houston to New Orleans, March 15-17, $2,100", "Houston", "New Orleans", "2022-03-15", 3, 3, 2100),
    Trip("two couples from Miami to Key West, March 18-20, $3,000", "Miami", "Key West", "2022-03-18", 3, 4, 3000),
    Trip("me and my two brothers, Cleveland to Columbus, March 1-3, $1,000", "Cleveland", "Columbus", "2022-03-01", 3, 3, 1000),
    Trip("my husband, me, and our baby from Baltimore to Philadelphia, March 9-11, $1,300",
         "Baltimore", "Philadelphia", "2022-03-09", 3, 3, 1300),
    # money as it is written
    Trip("Boston to Chicago, March 2-4, 2 people, $1.5k", "Boston", "Chicago", "2022-03-02", 3, 2, 1500),
    Trip("Chicago to Detroit, March 5-7, 1 person, fifteen hundred bucks", "Chicago", "Detroit", "2022-03-05", 3, 1, 1500),
    Trip("Seattle to San Francisco, March 10-12, 2 people, under 2 grand total", "Seattle", "San Francisco", "2022-03-10", 3, 2, 2000),
    Trip("Denver to Las Vegas, March 14-16, 3 people, $500 per person", "Denver", "Las Vegas", "2022-03-14", 3, 3, 1500),
    Trip("Dallas to Houston, March 20-22, 2 people, $400 each", "Dallas", "Houston", "2022-03-20", 3, 2, 800),
    Trip("Miami to Atlanta, March 3-5, 2 people, budget: USD 1,800", "Miami", "Atlanta", "2022-03-03", 3, 2, 1800),
    Trip("Orlando to Tampa, March 6-8, 2 people, 1,200 dollars", "Orlando", "Tampa", "2022-03-06", 3, 2, 1200),
    Trip("Austin to Dallas, March 23-25, 4 people, $250 per person per day", "Austin", "Dallas", "2022-03-23", 3, 4, 3000),
    Trip("New York to Boston, March 11-13, 2 people, no more than $1,750", "New York", "Boston", "2022-03-11", 3, 2, 1750),
    Trip("Tampa to Savannah, March 27-29, 2 people, $2K", "Tampa", "Savannah", "2022-03-27", 3, 2, 2000),
    Trip("Chicago to St. Louis, March 2-4, 2 people, a budget of 1.2k", "Chicago", "St. Louis", "2022-03-02", 3, 2, 1200),
    Trip("Nashville to Memphis, March 7-9, 3 people, $3,000.00", "Nashville", "Memphis", "2022-03-07", 3, 3, 3000),
    Trip("Pittsburgh to Cleveland, March 18-20, 2 people, between $800 and $1,000", "Pittsburgh", "Cleveland", "2022-03-18", 3, 2, 1000),
    # states as destinations
    Trip("a week in Texas visiting 3 cities, from Denver, March 14 to 20, 2 people, $4,500",
         "Denver", "Texas", "2022-03-14", 7, 2, 4500, cities=3),
    Trip("5 days in California, 2 cities, from Las Vegas, March 7-11, 1 person, $2,500",
         "Las Vegas", "California", "2022-03-07", 5, 1, 2500, cities=2),
    Trip("Seattle to Florida, visiting 2 cities, March 15-19, 2 people, $4,000", "Seattle", "Florida", "2022-03-15", 5, 2, 4000, cities=2),
    Trip("road trip through North Carolina from Atlanta, 3 cities, March 20-26, 2 people, $3,500",
         "Atlanta", "North Carolina", "2022-03-20", 7, 2, 3500, cities=3),
    Trip("from Chicago, exploring Ohio for 5 days, March 2 to 6, 2 cities, 2 people, $2,800",
         "Chicago", "Ohio", "2022-03-02", 5, 2, 2800, cities=2),
    Trip("Boston to New York state, 3 cities, March 8-14, 1 person, $3,000", "Boston", "New York", "2022-03-08", 7, 1, 3000, cities=3),
    Trip("a 7-day tour of Colorado from Dallas, March 10-16, 3 cities, 4 people, $6,000",
         "Dallas", "Colorado", "2022-03-10", 7, 4, 6000, cities=3),
    Trip("from Miami to Georgia for a week, March 21-27, 2 people, $3,500", "Miami", "Georgia", "2022-03-21", 7, 2, 3500, cities=3),
    Trip("trip to Washington state from San Francisco, 2 cities, March 3-7, 2 people, $2,600",
         "San Francisco", "Washington", "2022-03-03", 5, 2, 2600, cities=2),
    Trip("Phoenix to Utah, 5 days March 12-16, 2 cities, 3 people, $3,600", "Phoenix", "Utah", "2022-03-12", 5, 3, 3600, cities=2),
    # a field missing: asked for
    Ask("I want to go from Boston to Miami for 3 days with my wife", "dates"),
    Ask("Chicago to Denver March 8-10 2 people", "budget"),
    Ask("Plan a trip to Orlando, March 14-16, 2 people, $2,000", "origin"),
    Ask("leaving from Atlanta on March 5 for 3 days with $1,000, just me", "destination"),
    Ask("Houston to Austin, 2 people, $1,500", "dates"),
    Ask("Seattle to Portland on March 11, 2 people, $1,000", "date"),
    Ask("Dallas to Chicago, March 12-14, $2,000, me and some friends", "travellers"),
    Ask("Let's go to Vegas! March 18-20, 2 of us, $2,000", "origin"),
    Ask("From Philadelphia, March 2-4, 2 people, $1,200", "destination"),
    Ask("Boston to Miami, March 3-5, 2 people, budget around 1500 or 2000", "budget"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # wrongly read, none silently: a count assumed from "we" though "my girlfriend" and "we" make 2 (said as an assumption)
    "Trying to surprise my girlfriend with a trip to Honolulu! We'd fly from Seattle March 20 - March 22. Total budget: $4,000.",
    # asked: a short name that is no airport's code ("orl"), "2" for "to" (a code in lower case is read where a
    # route joins it to another place: "den to slc", "atl-mia", "bos->chi"; a city's own state's code too: "portland or ->")
    "sea->orl 3/15-17 2ppl 2k",
    "pittsburgh 2 philly mar 4-6 1 person $800",
    # asked by design: a misspelt city or month is asked with its close matches (the chat applies the closest and says so)
    "Trip from Chicgo to Nashvile, March 5-7, 2 people, $1,500",
    "from Los Angelos to San Fransisco, Marhc 10-12, 1 person, $1,000",
    "Seatle to Portland, march 3-5, 2 people, $1,400",
    "Pittsburg to Philadelphia, March 20-22, 2 people, $1,300",
    "Atlana to Miami, Mach 8-10, 3 people, $2,700",
    "from Cincinatti to Louisville, Mrach 14-16, 2 people $1,000",
    "Albequerque to Phoenix, March 2-4, 1 person, $700",
    "Minneapolis to Milwaukie, Marhc 23rd-25th, 2 people, $1200",
    "Tuscon to Las Vegas, March 11-13, 4 people, $3,000",
    "Sacremento to San Diego, March 26-28, 2 people, $1,600",
    "from Jacksonvile to Tallahassee, march 4-6, 1 person, $600",
    "New Orleens to Houston, March 12-14, 2 people, $1,500",
    "Indianaplis to Chicago, Match 7-9, 2 people, $1,000",
    "Boston to Pheonix, Marcj 1-3, 2 people, $2,000",
    # the four budgets in words, refused by design until then, are read by a rule written for the seventh set
    # (test_request_heldout_seventh.py: a budget in words read as digits, numbers.budget_in_digits)
    # ("3.15-3.17" is read since the seventeenth request set: a dotted range whose number over 12 says the day)
]


def test_the_second_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox)
