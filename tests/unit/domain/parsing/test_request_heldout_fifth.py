"""A fifth held-out corpus of whole trip requests (issues 38/39: the request reader), written before any fix it led to.

Written after the fourth set (``test_request_heldout_fourth.py``) was fixed against, from the sandbox's cities
(``/work/shared/data``) and the public splits' trips (March 2022, 3/5/7 days, 1-8 travellers, one city or 2-3 of a
state), as different people write one request: terse one-liners, long chatty messages, lists with slashes, bars or
line breaks, typos in city names (asked with the close matches), dates in every common form ("3/14-3/16/22", "the 14th
through the 16th of march 2022", "next march 4 for 3 nights", the year before or after, weekdays, "leave ... back
..."), numbers in words, budgets as written ("2k", "$1.5k pp", "around 3 grand total", per day, per night, "all in"),
groups ("me + 2 buddies", "my parents and I", "a family of five", "party of 6"), kids with their ages (a house rule
only for a child under 10), pets, talk that names a city or a count but asks for nothing ("we love Seattle and
Portland coffee", "two of us smoke"), and requests that must be asked about or refused naming the cause. Scored as
the other four (``tests/support/request_scoring.py``); the tally is printed with ``-s``.

Measured when written, on the reader before any fix it led to (HEAD 73650ba): 116 read right, 15 asked, 14 wrongly read
(7 silently: three children by age left uncounted or a child under 10 not seen in "boys ages 6, 9 and 13", teenagers
and "kids are 10 and 12" read as children under 10, "my mom, me, my husband and our daughter" as 3, "Charlotte to
Washington" for a week read as 3 cities of the state) of the 145. One expectation was corrected after that first
scoring, marked where it stands ("Austin / Dallas" with no "to": rightly asked as two places): 117 / 14 / 14 on the
corrected corpus. After the fixes (a fraction's slash has a space on one side at most, "N of us <verb>" and "N of
them" as a part of the party, a child by age or by a list of ages, teenagers and a place for children as no house rule,
talk about a place as no destination, said, a list of days before a count, "leave the 4th, come back the 6th of March",
"March 2022, the 20th to the 22nd", a line break before a form's label, "Travelers: 4", items between bars as
clauses, "me and my dog" as 1, the speaker inside a list of companions): 138 / 4 / 3 (1 silently, by design).
At integration, a count of people by a plain word for them ("8 guys", "7 ladies", "4 college friends", "3 guys from
work and me"; "men"/"women" and "boys"/"girls" are not counts: "2 men and 2 women" is asked, boys may be children):
139 / 4 / 2. After the sixth request set's fixes (``test_request_heldout_sixth.py``: "CHI" and "SAN" on a route, a
companion said to stay home no traveller, the one city opening a request's items before the destination's): 143 / 0 / 2.
``KNOWN_GAPS`` lists every miss left, with why.
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, Trip, check_heldout

CORPUS: list[Trip | Ask] = [
    # terse one-liners
    Trip("den->sea 3/4-3/6 2ppl 1.5k", "Denver", "Seattle", "2022-03-04", 3, 2, 1500),
    Trip("chi to nashville 3/11-3/13, 3 ppl, $2.4k", "Chicago", "Nashville", "2022-03-11", 3, 3, 2400),
    Trip("Austin > San Antonio, 3/18-20, solo, 700", "Austin", "San Antonio", "2022-03-18", 3, 1, 700),
    Trip("MIA-MCO mar 2-4 2 adults $1.2k", "Miami", "Orlando", "2022-03-02", 3, 2, 1200),
    Trip("phx to slc 3/21-3/25 2 pax $3k", "Phoenix", "Salt Lake City", "2022-03-21", 5, 2, 3000),
    Trip("Tampa->Key West 3/9-11 couple $1,400", "Tampa", "Key West", "2022-03-09", 3, 2, 1400),
    Trip("pittsburgh to buffalo, mar 15-17, 1 person, $650", "Pittsburgh", "Buffalo", "2022-03-15", 3, 1, 650),
    Trip("SAN -> SFO 3/6-3/8 4 ppl 3.2k", "San Diego", "San Francisco", "2022-03-06", 3, 4, 3200),
    Trip("Reno to Las Vegas Mar 23-25 2ppl 1k", "Reno", "Las Vegas", "2022-03-23", 3, 2, 1000),
    Trip("dallas -> el paso, 3/1-3/3, 2 people, 1,100 usd", "Dallas", "El Paso", "2022-03-01", 3, 2, 1100),
    Trip("Lexington to Charleston 3/26-28 3 adults $2,250", "Lexington", "Charleston", "2022-03-26", 3, 3, 2250),
    Trip("boise->missoula march 12-14 just me 800", "Boise", "Missoula", "2022-03-12", 3, 1, 800),
    Trip("ATL to SAV 3/4-3/6, 2 ppl, $950", "Atlanta", "Savannah", "2022-03-04", 3, 2, 950),
    Trip("tucson to flagstaff 3/7-3/9 party of 6 $3,600", "Tucson", "Flagstaff", "2022-03-07", 3, 6, 3600),
    Trip("Toledo -> Detroit, Mar 19-21, me + 2 buddies, $1,300", "Toledo", "Detroit", "2022-03-19", 3, 3, 1300),
    Trip("sacramento to monterey mar 10-12 2 people $1700", "Sacramento", "Monterey", "2022-03-10", 3, 2, 1700),
    Trip("OMA->DEN 3/15-19 2ppl $2.8k", "Omaha", "Denver", "2022-03-15", 5, 2, 2800),
    Trip("Houston to Austin, 3/8-3/10, 4 people, 2.6K", "Houston", "Austin", "2022-03-08", 3, 4, 2600),
    # long chatty messages
    Trip("Hi there!! Okay so this is a long story but basically my college roommate is getting married in Nashville and "
         "I'm flying in from Chicago. The wedding stuff runs March 17 through March 19 and it's just me going, my husband "
         "has to stay home with the kids. I'd like to keep everything under $1,200 if at all possible. Thanks so much!",
         "Chicago", "Nashville", "2022-03-17", 3, 1, 1200),
    Trip("Hello, I am writing on behalf of my elderly parents who live in Tucson. They would like to visit San Diego from "
         "the 8th to the 10th of March. It will be the two of them only and they have budgeted about $1,600.",
         "Tucson", "San Diego", "2022-03-08", 3, 2, 1600),
    Trip("We are a family of five from Raleigh (me, my husband, and our three boys ages 6, 9 and 13) and we want to do "
         "something fun in Orlando over March 14-18. Our budget is $6,000 total.",
         "Raleigh", "Orlando", "2022-03-14", 5, 5, 6000, wishes={"house_rule": "children under 10"}),
    Trip("So my buddies and I have been talking about this forever. There are four of us, all coming from Denver, and "
         "we want to hit Las Vegas March 25-27. Figure $1,000 a head.", "Denver", "Las Vegas", "2022-03-25", 3, 4, 4000),
    Trip("Good morning. I'd like a three-day itinerary from Boston to Washington for my wife and me, leaving Friday "
         "March 11 and coming back Sunday March 13. We can spend up to $2,200 in all.",
         "Boston", "Washington", "2022-03-11", 3, 2, 2200),
    Trip("hey so im trying to plan a girls trip lol, 5 of us, we're in atlanta and want to go to miami march 4-6. "
         "budget is like 4500 total for everyone", "Atlanta", "Miami", "2022-03-04", 3, 5, 4500),
    Trip("I'll be honest, I've never planned a trip before. I live in Columbus and my girlfriend has always wanted to "
         "see Chicago. Could we do March 22 to March 24? We have about $1,300 saved up.",
         "Columbus", "Chicago", "2022-03-22", 3, 2, 1300),
    Trip("My parents and I are flying from Seattle to Honolulu for my dad's 60th. We're thinking March 20 to March 24, "
         "2022 and the budget is around $7,500.", "Seattle", "Honolulu", "2022-03-20", 5, 3, 7500),
    Trip("Hi! I'm a nurse and I finally have a few days off. Portland to San Francisco, March 2nd to 4th, by myself, "
         "and I don't want to spend more than $1,100 please.", "Portland", "San Francisco", "2022-03-02", 3, 1, 1100),
    Trip("We're a couple in our seventies, from Minneapolis, wanting to visit Milwaukee between March 15 and March 17. "
         "We have $1,400 and we would prefer not to fly.", "Minneapolis", "Milwaukee", "2022-03-15", 3, 2, 1400,
         wishes={"transportation": "no flight"}),
    Trip("OK here goes: me, my wife, her sister and her sister's husband want to go from Philadelphia to New Orleans "
         "March 9-11. Budget is $4,200 for all four of us.", "Philadelphia", "New Orleans", "2022-03-09", 3, 4, 4200),
    Trip("Planning a surprise for my boyfriend! From San Jose to Los Angeles, March 18-20, the two of us, and I can "
         "spend around 2k total.", "San Jose", "Los Angeles", "2022-03-18", 3, 2, 2000),
    Trip("Hello! Our book club (7 ladies) wants a getaway from Charlotte to Savannah on March 11-13. We can do about "
         "$700 per person.", "Charlotte", "Savannah", "2022-03-11", 3, 7, 4900),
    Trip("My son just turned 16 and he's obsessed with baseball, so I'm taking him from St. Louis to Phoenix for spring "
         "training, March 21-25. Budget $2,500.", "St. Louis", "Phoenix", "2022-03-21", 5, 2, 2500,
         wishes={"house_rule": None}),
    Trip("Hi, it's just me and my dog Max. We're driving from Sacramento to Portland March 5-9 and I need pet-friendly "
         "places. Budget about $1,800.", "Sacramento", "Portland", "2022-03-05", 5, 1, 1800, wishes={"house_rule": "pets"}),
    Trip("Three generations are going: my mom, me, my husband and our daughter (she's 8). We're in Dallas and want "
         "Houston for March 4-6. The total we can spend is $2,800.", "Dallas", "Houston", "2022-03-04", 3, 4, 2800,
         wishes={"house_rule": "children under 10"}),
    Trip("I run a small company and I'm sending myself and three coworkers from Detroit to Cleveland, March 14 to 16. "
         "The company is covering it, cap is $3,000.", "Detroit", "Cleveland", "2022-03-14", 3, 4, 3000),
    Trip("We're a party of 6 flying out of Newark to see Miami, leaving March 25 and returning March 27. Around 3 grand "
         "total, give or take.", "Newark", "Miami", "2022-03-25", 3, 6, 3000),
    # lists with slashes, bars and line breaks
    Trip("from: Seattle\nto: Denver\ndates: March 4-6, 2022\npeople: 2\nbudget: $1,500",
         "Seattle", "Denver", "2022-03-04", 3, 2, 1500),
    Trip("Origin - Chicago\nDestination - Minneapolis\nWhen - 3/10 to 3/12\nWho - me and my wife\nMax spend - $1,600",
         "Chicago", "Minneapolis", "2022-03-10", 3, 2, 1600),
    Trip("going to seattle from denver / march 4-6 2022 / 2 people / $1500", "Denver", "Seattle", "2022-03-04", 3, 2, 1500),
    # corrected after the first scoring: two cities between slashes with no "to" may be a choice, rightly asked
    Ask("Austin / Dallas / March 12-14 / 3 people / $1,800", "several"),
    Trip("orlando -> atlanta\n3/18-3/20\n2 ppl\n$1,400", "Orlando", "Atlanta", "2022-03-18", 3, 2, 1400),
    Trip("Trip: Boston to Philadelphia | Dates: Mar 5-7 2022 | Travelers: 4 | Budget: $3,000",
         "Boston", "Philadelphia", "2022-03-05", 3, 4, 3000),
    Trip("- leaving from Nashville\n- going to Memphis\n- March 2 - March 4\n- 2 adults\n- $900 total",
         "Nashville", "Memphis", "2022-03-02", 3, 2, 900),
    Trip("Phoenix to Denver; March 26-28; 1 traveler; $1,000", "Phoenix", "Denver", "2022-03-26", 3, 1, 1000),
    Trip("Houston to New Orleans\n2022, March 11-13\nparty of 5\n$3,500", "Houston", "New Orleans", "2022-03-11", 3, 5, 3500),
    Trip("San Francisco → Seattle / 3.5k / 3 people / March 15-19", "San Francisco", "Seattle", "2022-03-15", 5, 3, 3500),
    Trip("Miami to Tampa / 3/7 - 3/9 / my parents and I / $1,800", "Miami", "Tampa", "2022-03-07", 3, 3, 1800),
    Trip("Denver → Salt Lake City\nMarch 20-22\n2 people\n1,500 dollars", "Denver", "Salt Lake City", "2022-03-20", 3, 2, 1500),
    # dates in every common form
    Trip("Denver to Seattle 3/14-3/16/22, 2 people, $1,500", "Denver", "Seattle", "2022-03-14", 3, 2, 1500),
    Trip("Dallas to Nashville the 14th through the 16th of march 2022, 2 people, $1,700",
         "Dallas", "Nashville", "2022-03-14", 3, 2, 1700),
    Trip("Chicago to Boston next march 4 for 3 nights, 2 people, $2,000", "Chicago", "Boston", "2022-03-04", 4, 2, 2000),
    Trip("Atlanta to Charlotte, 2022 March 8 to 10, 3 people, $1,500", "Atlanta", "Charlotte", "2022-03-08", 3, 3, 1500),
    Trip("Pittsburgh to Cleveland, March 4th-6th, 2022, 2 people, $1,000", "Pittsburgh", "Cleveland", "2022-03-04", 3, 2, 1000),
    Trip("Denver to Phoenix, Mar 4th - Mar 6th '22, 2 people, $1,400", "Denver", "Phoenix", "2022-03-04", 3, 2, 1400),
    Trip("Seattle to San Diego, 4-6 March, 2 people, $2,000", "Seattle", "San Diego", "2022-03-04", 3, 2, 2000),
    Trip("Houston to Dallas from the 4th to the 6th of March, 2 people, $1,100", "Houston", "Dallas", "2022-03-04", 3, 2, 1100),
    Trip("Miami to Atlanta, March 4 through 6, 1 person, $800", "Miami", "Atlanta", "2022-03-04", 3, 1, 800),
    Trip("Boston to New York, Sat 3/5 - Mon 3/7, 2 people, $1,600", "Boston", "New York", "2022-03-05", 3, 2, 1600),
    Trip("Orlando to Savannah, leaving March 10, back March 14, 2 people, $2,300",
         "Orlando", "Savannah", "2022-03-10", 5, 2, 2300),
    Trip("Chicago to Denver, March 10 for a week, 2 people, $3,500", "Chicago", "Denver", "2022-03-10", 7, 2, 3500),
    Trip("Portland to Seattle, 5 days starting 3/20, 1 person, $1,500", "Portland", "Seattle", "2022-03-20", 5, 1, 1500),
    Trip("Nashville to Louisville, March 4, 5 and 6, 2 people, $1,000", "Nashville", "Louisville", "2022-03-04", 3, 2, 1000),
    Trip("Phoenix to Los Angeles, 2022-03-04 to 2022-03-06, 2 people, $1,500", "Phoenix", "Los Angeles", "2022-03-04", 3, 2, 1500),
    Trip("Washington to Boston, 4 March 2022 to 6 March 2022, 2 people, $1,900", "Washington", "Boston", "2022-03-04", 3, 2, 1900),
    Trip("Las Vegas to San Francisco, 3 nights from March 4, 2 people, $2,000", "Las Vegas", "San Francisco", "2022-03-04", 4, 2, 2000),
    Trip("Detroit to Chicago, in 2022, march 12 to 14, 2 people, $1,300", "Detroit", "Chicago", "2022-03-12", 3, 2, 1300),
    Trip("San Antonio to Houston, March twelfth to fourteenth, 2 people, $1,000", "San Antonio", "Houston", "2022-03-12", 3, 2, 1000),
    Trip("Albany to Buffalo, leave the 4th, come back the 6th of March, 2 people, $1,100",
         "Albany", "Buffalo", "2022-03-04", 3, 2, 1100),
    Trip("Atlanta to Miami, March 2022, the 20th to the 22nd, 2 people, $1,800", "Atlanta", "Miami", "2022-03-20", 3, 2, 1800),
    Trip("Seattle to Boise, 3/4/2022 - 3/6/2022, 2 people, $1,200", "Seattle", "Boise", "2022-03-04", 3, 2, 1200),
    Trip("Memphis to New Orleans, Friday the 18th to Sunday the 20th of March, 2 people, $1,500",
         "Memphis", "New Orleans", "2022-03-18", 3, 2, 1500),
    Trip("Denver to Kansas City, a 5-day trip beginning on the 7th of March 2022, 2 people, $2,000",
         "Denver", "Kansas City", "2022-03-07", 5, 2, 2000),
    Trip("Charlotte to Washington, March 4 - 10, 2 people, $3,000", "Charlotte", "Washington", "2022-03-04", 7, 2, 3000),
    # the number of people, however said
    Trip("Tampa to Atlanta, March 2-4, a family of five, $3,500", "Tampa", "Atlanta", "2022-03-02", 3, 5, 3500),
    Trip("Boston to Washington, March 11-13, my parents and I, $2,400", "Boston", "Washington", "2022-03-11", 3, 3, 2400),
    Trip("Chicago to Detroit, March 18-20, party of 6, $3,000", "Chicago", "Detroit", "2022-03-18", 3, 6, 3000),
    Trip("Denver to Seattle, March 4-6, me + 2 buddies, $2,100", "Denver", "Seattle", "2022-03-04", 3, 3, 2100),
    Trip("Dallas to Austin, March 5-7, the wife and I, $1,200", "Dallas", "Austin", "2022-03-05", 3, 2, 1200),
    Trip("Orlando to Miami, March 8-10, 2 adults and 2 kids (ages 5 and 8), $2,400", "Orlando", "Miami", "2022-03-08", 3, 4, 2400,
         wishes={"house_rule": "children under 10"}),
    Trip("Phoenix to San Diego, March 12-14, me, my wife and our 2 teenagers (15 and 17), $3,000",
         "Phoenix", "San Diego", "2022-03-12", 3, 4, 3000, wishes={"house_rule": None}),
    Trip("Salt Lake City to Denver, March 15-17, me and my dog, $900", "Salt Lake City", "Denver", "2022-03-15", 3, 1, 900,
         wishes={"house_rule": "pets"}),
    Trip("Seattle to Portland, March 19-21, my husband and I and our two cats, $1,300", "Seattle", "Portland", "2022-03-19", 3, 2, 1300,
         wishes={"house_rule": "pets"}),
    Trip("Los Angeles to Las Vegas, March 25-27, a group of 8 girls, $6,000", "Los Angeles", "Las Vegas", "2022-03-25", 3, 8, 6000),
    Trip("Philadelphia to Pittsburgh, March 3-5, just the 2 of us, $1,000", "Philadelphia", "Pittsburgh", "2022-03-03", 3, 2, 1000),
    Trip("New York to Boston, March 9-11, myself and three coworkers, $3,200", "New York", "Boston", "2022-03-09", 3, 4, 3200),
    Trip("Minneapolis to Chicago, March 16-18, 2 couples, $3,000", "Minneapolis", "Chicago", "2022-03-16", 3, 4, 3000),
    Trip("Kansas City to St. Louis, March 22-24, me and my son (12), $1,000", "Kansas City", "St. Louis", "2022-03-22", 3, 2, 1000,
         wishes={"house_rule": None}),
    Trip("Columbus to Cincinnati, March 6-8, me, my bf and his sister, $1,200", "Columbus", "Cincinnati", "2022-03-06", 3, 3, 1200),
    Trip("Houston to San Antonio, March 26-28, traveling alone, $700", "Houston", "San Antonio", "2022-03-26", 3, 1, 700),
    Trip("Indianapolis to Nashville, March 11-13, my wife, our 3-year-old and me, $1,800",
         "Indianapolis", "Nashville", "2022-03-11", 3, 3, 1800, wishes={"house_rule": "children under 10"}),
    Trip("Charleston to Atlanta, March 17-19, 3 adults plus our golden retriever, $2,000",
         "Charleston", "Atlanta", "2022-03-17", 3, 3, 2000, wishes={"house_rule": "pets"}),
    Trip("San Francisco to Sacramento, March 2-4, six friends, $2,400", "San Francisco", "Sacramento", "2022-03-02", 3, 6, 2400),
    Trip("El Paso to Albuquerque, March 14-16, two adults, $1,100", "El Paso", "Albuquerque", "2022-03-14", 3, 2, 1100),
    Trip("Richmond to Baltimore, March 20-22, me and 4 friends, $2,500", "Richmond", "Baltimore", "2022-03-20", 3, 5, 2500),
    Trip("Milwaukee to Madison, March 5-7, our family of 4 (kids are 10 and 12), $1,600",
         "Milwaukee", "Madison", "2022-03-05", 3, 4, 1600, wishes={"house_rule": None}),
    Trip("Jacksonville to Orlando, March 7-9, my fiancée and I, $1,400", "Jacksonville", "Orlando", "2022-03-07", 3, 2, 1400),
    Trip("Buffalo to New York, March 23-25, 2 adults and a 7 year old, $2,000", "Buffalo", "New York", "2022-03-23", 3, 3, 2000,
         wishes={"house_rule": "children under 10"}),
    # budgets, however written
    Trip("Denver to Las Vegas, March 4-6, 2 people, $1.5k pp", "Denver", "Las Vegas", "2022-03-04", 3, 2, 3000),
    Trip("Seattle to Phoenix, March 9-11, 3 people, around 3 grand total", "Seattle", "Phoenix", "2022-03-09", 3, 3, 3000),
    Trip("Atlanta to Nashville, March 13-15, 2 people, 2k", "Atlanta", "Nashville", "2022-03-13", 3, 2, 2000),
    Trip("Chicago to Milwaukee, March 20-22, 2 people, $400 a day", "Chicago", "Milwaukee", "2022-03-20", 3, 2, 1200),
    Trip("Boston to Portland, March 1-3, 2 people, budget ~$2,000", "Boston", "Portland", "2022-03-01", 3, 2, 2000),
    Trip("Miami to Orlando, March 15-17, 4 people, up to $3k", "Miami", "Orlando", "2022-03-15", 3, 4, 3000),
    Trip("Dallas to Denver, March 18-22, 2 people, max 2500", "Dallas", "Denver", "2022-03-18", 5, 2, 2500),
    Trip("Houston to Austin, March 3-5, 3 people, $500 per person", "Houston", "Austin", "2022-03-03", 3, 3, 1500),
    Trip("Phoenix to Tucson, March 10-12, 2 people, $2.2K", "Phoenix", "Tucson", "2022-03-10", 3, 2, 2200),
    Trip("Los Angeles to San Diego, March 6-8, 2 people, 2 grand", "Los Angeles", "San Diego", "2022-03-06", 3, 2, 2000),
    Trip("New York to Washington, March 24-26, 2 people, under 2000 bucks", "New York", "Washington", "2022-03-24", 3, 2, 2000),
    Trip("Nashville to Atlanta, March 8-10, 1 person, $1,200.00", "Nashville", "Atlanta", "2022-03-08", 3, 1, 1200),
    Trip("Salt Lake City to Boise, March 12-14, 2 people, USD 1500", "Salt Lake City", "Boise", "2022-03-12", 3, 2, 1500),
    Trip("Detroit to Cleveland, March 2-4, 2 people, 1.5k all in", "Detroit", "Cleveland", "2022-03-02", 3, 2, 1500),
    Trip("Orlando to Tampa, March 19-21, 2 people, $1,200 total for both of us", "Orlando", "Tampa", "2022-03-19", 3, 2, 1200),
    Trip("San Jose to Las Vegas, March 14-16, 2 people, $300/night", "San Jose", "Las Vegas", "2022-03-14", 3, 2, 600),
    Trip("Pittsburgh to Philadelphia, March 25-27, 4 people, $750 apiece", "Pittsburgh", "Philadelphia", "2022-03-25", 3, 4, 3000),
    Trip("Omaha to Chicago, March 4-6, 2 people, spending cap 1800 dollars", "Omaha", "Chicago", "2022-03-04", 3, 2, 1800),
    # corrected (seventh set): was Ask(..., "budget"), the design refusing a budget in words; a careful reader reads $3,000
    Trip("Denver to Seattle, March 4-6, 2 people, budget three grand", "Denver", "Seattle", "2022-03-04", 3, 2, 3000),
    Ask("Austin to Houston, March 4-6, 2 people, $50 per meal", "budget"),
    # several cities of a state
    Trip("From Seattle, 3 cities in California, March 10-16, 2 people, $6,000", "Seattle", "California", "2022-03-10", 7, 2, 6000,
         cities=3),
    Trip("Chicago to Texas, two cities, March 4-8, me + 2 buddies, $4,000", "Chicago", "Texas", "2022-03-04", 5, 3, 4000, cities=2),
    Trip("we'd like to see 3 cities in Florida, starting from Boston, March 20-26, a family of five, 10k",
         "Boston", "Florida", "2022-03-20", 7, 5, 10000, cities=3),
    Trip("denver / 2 cities in ohio / 3/5-3/9 / 2 ppl / $3k", "Denver", "Ohio", "2022-03-05", 5, 2, 3000, cities=2),
    Trip("My wife and I want to tour two cities of North Carolina, flying from Dallas, March 14 to 18, with $3,500.",
         "Dallas", "North Carolina", "2022-03-14", 5, 2, 3500, cities=2),
    Trip("Atlanta to 3 cities in Texas, March 1-7, party of 6, $9,000", "Atlanta", "Texas", "2022-03-01", 7, 6, 9000, cities=3),
    # talk that names a city or a count but asks for nothing
    Trip("Denver to Seattle, March 4-6, 2 people, $1,500, we love Seattle and Portland coffee",
         "Denver", "Seattle", "2022-03-04", 3, 2, 1500),
    Trip("Dallas to Houston, March 4-6, 4 people, $3,000, two of us smoke", "Dallas", "Houston", "2022-03-04", 3, 4, 3000,
         wishes={"house_rule": "smoking"}),
    Trip("Dallas to Houston, March 11-13, 2 people, $1,500, skip the zoo and the children's museum",
         "Dallas", "Houston", "2022-03-11", 3, 2, 1500, wishes={"house_rule": None}),
    Trip("Boston to Chicago, March 7-9, 2 people, $1,800. We went to Denver last year and loved it.",
         "Boston", "Chicago", "2022-03-07", 3, 2, 1800),
    Trip("Philadelphia to Miami, March 14-16, 3 people, $2,700, one of us is vegetarian",
         "Philadelphia", "Miami", "2022-03-14", 3, 3, 2700, unread="vegetarian"),
    Trip("Minneapolis to Denver, March 21-23, 2 people, $1,600. Our kids are staying with grandma.",
         "Minneapolis", "Denver", "2022-03-21", 3, 2, 1600, wishes={"house_rule": None}),
    # typos in city names: asked with the close matches
    Ask("Pheonix to Denver, March 4-6, 2 people, $1,400", "close matches"),
    Ask("Chicago to Milwakee, March 4-6, 2 people, $900", "close matches"),
    Ask("Philadelpia to Boston, March 11-13, 2 people, $1,500", "close matches"),
    Ask("Seattle to Los Angles, March 18-20, 2 people, $1,800", "close matches"),
    Ask("Indianapolos to Nashville, March 2-4, 1 person, $700", "close matches"),
    # vague or contradicting dates: asked
    Ask("Denver to Seattle sometime in the spring, 2 people, $1,500", "date"),
    Ask("Chicago to Boston the first week of March, 2 people, $2,000", "date"),
    Ask("Miami to Atlanta, 3 nights, 2 people, $1,200", "date"),
    Ask("Houston to Dallas, March 4-6, 2 people, $1,000, returning March 9", "date"),
    # several origins or destinations: refused naming them
    Ask("Seattle to Denver or Salt Lake City, March 4-6, 2 people, $1,500", "several"),
    Ask("either Boston or New York to Miami, March 4-6, 2 people, $1,800", "several"),
    # a field missing
    Ask("Denver to Seattle, 2 people, $1,500", "date"),
    Ask("March 4-6 to Seattle, 2 people, $1,500", "origin"),
    Ask("Heading out of Denver March 4-6 with 2 people and $1,500", "destination"),
    Ask("Denver to Seattle, March 4-6, 2 people", "budget"),
    Ask("Denver to Seattle, March 4-6, me and a few people from work, $1,500", "travel"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # ("I'm taking him" after "my son" is read as the son travelling since the seventeenth request set)
    # wrongly read, silently, by design (docs/requests.md: "Washington" is the city on a one-city trip, the state on a
    # multi-city one, and a week makes the trip multi-city): the benchmark's reading, kept byte-identical
    "Charlotte to Washington, March 4 - 10, 2 people, $3,000",
]


def test_the_fifth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox)
