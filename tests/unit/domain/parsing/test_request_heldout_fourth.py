"""A fourth held-out corpus of whole trip requests (issues 38/39: the request reader), written before any fix it led to.

Written after the third set (``test_request_heldout_third.py``) from the sandbox's cities (``/work/shared/data``) and
the public splits' trips (March 2022, 3/5/7 days, 1-8 travellers, one city or 2-3 of a state), as different people
write one request: terse lines ("sea->sfo 3/4-3/6 2ppl $1.8k"), chatty paragraphs, typos, texts all in lower case,
numbers in words, UK ("4/3/2022" with a day-first cue), ISO and US dates, vague dates that must be asked ("next
weekend", "early March"), corrections inside the message ("no wait, make it 3 people", "sorry, I meant $2,000"),
several cities of a state ("visit 3 cities in Texas"), partners, families and friends as counts, budgets per person,
per night or in total, city names inside the names of foods and restaurants ("Philly cheesesteak", "Chicago Pizza"),
and requests that must be refused naming the cause: two origins ("portland or seattle to denver"), a misspelt city
(asked with its close matches), a missing field. Scored as the other three (``tests/support/request_scoring.py``);
the tally is printed with ``-s``.

Measured when written, on the reader before any fix it led to (HEAD 15a235a): 104 read right, 19 asked, 11 wrongly
read (3 silently: "$2,000 for everyone" read per person, x4; "portland or seattle to denver" and "from boston or
providence to miami" in lower case read with one origin dropped) of the 134. Six expectations were corrected after
that first scoring, each marked where it stands (a stay wish and dishes rightly named as not kept, a restaurant of
another city rightly refused, a trip into April read with a warning): 106 / 19 / 9 on the corrected corpus. After
the fixes: 133 / 0 / 1 (``KNOWN_GAPS`` lists the miss left, with why).
"""

from __future__ import annotations

from tests.support.request_scoring import Ask, Trip, check_heldout

CORPUS: list[Trip | Ask] = [
    # terse
    Trip("sea->sfo 3/4-3/6 2ppl $1.8k", "Seattle", "San Francisco", "2022-03-04", 3, 2, 1800),
    Trip("bos to phl 3/11-3/13 1 pax 900", "Boston", "Philadelphia", "2022-03-11", 3, 1, 900),
    Trip("den->phx mar 5-7 2 adults $1,600", "Denver", "Phoenix", "2022-03-05", 3, 2, 1600),
    Trip("Tulsa -> Memphis 3/19-3/21 3 ppl $2.2k", "Tulsa", "Memphis", "2022-03-19", 3, 3, 2200),
    Trip("OKC to Little Rock, 3/2-3/4, 2 pax, $1,300", "Oklahoma City", "Little Rock", "2022-03-02", 3, 2, 1300),
    Trip("spokane > boise 3/8-10 solo $700", "Spokane", "Boise", "2022-03-08", 3, 1, 700),
    Trip("PDX to SJC, 3/15-3/17, 2 ppl, 1.5k", "Portland", "San Jose", "2022-03-15", 3, 2, 1500),
    Trip("omaha-des moines mar 20-22 4ppl $2,400", "Omaha", "Des Moines", "2022-03-20", 3, 4, 2400),
    Trip("BNA->MSY 3/24-3/26 2 people $2100", "Nashville", "New Orleans", "2022-03-24", 3, 2, 2100),
    Trip("tucson to el paso 3/1-3/3 1 traveler $850", "Tucson", "El Paso", "2022-03-01", 3, 1, 850),
    Trip("ABQ -> Santa Fe | Mar 12-14 | 2 | $1,000", "Albuquerque", "Santa Fe", "2022-03-12", 3, 2, 1000),
    Trip("buffalo to albany, 3/6-3/8, 2 ppl, budget 1100", "Buffalo", "Albany", "2022-03-06", 3, 2, 1100),
    Trip("MKE-ORD 3/27-3/29 3 adults $1.9k", "Milwaukee", "Chicago", "2022-03-27", 3, 3, 1900),
    Trip("fresno to reno mar 9 to 11, 2ppl, $1400", "Fresno", "Reno", "2022-03-09", 3, 2, 1400),
    Trip("knoxville->asheville 3/18-3/20 couple $1200", "Knoxville", "Asheville", "2022-03-18", 3, 2, 1200),
    Trip("Wichita to Dallas, 3/13-3/15, 5 ppl, $4k", "Wichita", "Dallas", "2022-03-13", 3, 5, 4000),
    Trip("richmond -> savannah 3/21-23 2 pax $1,750", "Richmond", "Savannah", "2022-03-21", 3, 2, 1750),
    Trip("DFW to ATL 3/4-3/8 2ppl $3.5k", "Dallas", "Atlanta", "2022-03-04", 5, 2, 3500),
    Trip("la -> sf 3/10-3/12 2 ppl $2k", "Los Angeles", "San Francisco", "2022-03-10", 3, 2, 2000),
    Trip("nyc to dc mar 2-4 1 person $1,100", "New York", "Washington", "2022-03-02", 3, 1, 1100),
    # chatty paragraphs
    Trip("Hi! I've been saving up for a while and I finally want to treat myself. I'm in Spokane and I've always wanted "
         "to see Seattle properly. Could you plan March 14 to 16 for me? Just me, and I have around $1,100.",
         "Spokane", "Seattle", "2022-03-14", 3, 1, 1100),
    Trip("Good afternoon. My husband and I are celebrating our 25th anniversary and would like to travel from Hartford "
         "to Charleston between March 8 and March 10. We have set aside $2,600 for the trip.",
         "Hartford", "Charleston", "2022-03-08", 3, 2, 2600),
    Trip("ok so here's the deal: me, my brother and our two cousins want a guys' trip. we're all in Memphis, we want "
         "New Orleans, march 25-27, and we can do $3,200 between the four of us.",
         "Memphis", "New Orleans", "2022-03-25", 3, 4, 3200),
    Trip("Hello, I'm a teacher and spring break is March 14-16. I'd like to go from Columbus to Nashville with my "
         "daughter. Our budget is $1,500 in total.", "Columbus", "Nashville", "2022-03-14", 3, 2, 1500),
    Trip("We're a family of five (me, my wife and our three kids) flying out of Boise. We'd love a few days in San "
         "Diego, March 20th through the 22nd, with about $5,000.", "Boise", "San Diego", "2022-03-20", 3, 5, 5000),
    Trip("My girlfriend and I want to get out of Chicago for a bit. Thinking Milwaukee, March 4-6, nothing fancy, "
         "$900 tops.", "Chicago", "Milwaukee", "2022-03-04", 3, 2, 900),
    Trip("I've got a conference in Denver on March 9 and I'm flying from Houston. Please plan March 9 to March 11 for "
         "me alone, company budget $1,800.", "Houston", "Denver", "2022-03-09", 3, 1, 1800),
    Trip("Greetings from Tampa! Three of us (all retired teachers) would like to visit Savannah from March 16 to March "
         "18. We can spend $2,400 altogether.", "Tampa", "Savannah", "2022-03-16", 3, 3, 2400),
    Trip("So my parents are coming with me this time, the three of us from Raleigh to Boston, March 11 to 13. We "
         "have $3,000. My dad can't do stairs much, if that matters.", "Raleigh", "Boston", "2022-03-11", 3, 3, 3000,
         unread="stairs"),  # corrected after the first scoring: a wish no reader keeps, rightly named
    Trip("Hey there. Pittsburgh to Nashville please, March 3-5, me plus two friends from work. We figured $2,100 for "
         "the whole thing.", "Pittsburgh", "Nashville", "2022-03-03", 3, 3, 2100),
    Trip("It's my best friend's bachelorette!! 6 of us from Atlanta to Miami March 18-20, and our total budget is "
         "$6,600.", "Atlanta", "Miami", "2022-03-18", 3, 6, 6600),
    Trip("Can you put together something for a couple from Baltimore who want to see Boston? March 22nd to March "
         "24th, and we'd like to stay under $1,800.", "Baltimore", "Boston", "2022-03-22", 3, 2, 1800),
    Trip("I'm a college student on a tight budget, $500 max. I want to go from Sacramento to San Francisco March 5-7 "
         "by myself.", "Sacramento", "San Francisco", "2022-03-05", 3, 1, 500),
    Trip("We live in Salt Lake City and want to take the kids (2 of them) to Las Vegas, so 4 of us, March 12-14. "
         "About $2,500 total.", "Salt Lake City", "Las Vegas", "2022-03-12", 3, 4, 2500),
    Trip("Hi, this is for my grandparents: they're both in their 80s and want to fly from Orlando to Washington "
         "March 7 to 9. They can spend $2,000.", "Orlando", "Washington", "2022-03-07", 3, 2, 2000),
    Trip("My team at work (7 people) needs an offsite. We're in San Jose and want Seattle, March 23 to 25, budget "
         "$9,000.", "San Jose", "Seattle", "2022-03-23", 3, 7, 9000),
    # all lower case
    Trip("hi i want to go from kansas city to denver march 10-12 with my wife, we have 1800",
         "Kansas City", "Denver", "2022-03-10", 3, 2, 1800),
    Trip("me and my mom from louisville to chicago march 18 to 20 budget 1500", "Louisville", "Chicago", "2022-03-18", 3, 2, 1500),
    Trip("going from san antonio to austin with 3 friends march 4-6, 2000 dollars total",
         "San Antonio", "Austin", "2022-03-04", 3, 4, 2000),
    Trip("trip from detroit to cleveland march 26-28, 2 people, 1000 budget", "Detroit", "Cleveland", "2022-03-26", 3, 2, 1000),
    Trip("flying from miami to new york march 15-17, just me, 1600 usd", "Miami", "New York", "2022-03-15", 3, 1, 1600),
    Trip("las vegas to los angeles march 7-9 two people 1400 budget", "Las Vegas", "Los Angeles", "2022-03-07", 3, 2, 1400),
    Trip("we're 3, from phoenix to san diego, march 20-22, $2,100", "Phoenix", "San Diego", "2022-03-20", 3, 3, 2100),
    Trip("boston to new york city march 12 - 14 2 adults $1,900", "Boston", "New York", "2022-03-12", 3, 2, 1900),
    Trip("atlanta to charlotte, the 8th to the 10th of march, me and my husband, 1200",
         "Atlanta", "Charlotte", "2022-03-08", 3, 2, 1200),
    # numbers in words
    Trip("From Cleveland to Pittsburgh, March 3-5, three people, $1,500", "Cleveland", "Pittsburgh", "2022-03-03", 3, 3, 1500),
    Trip("Indianapolis to Louisville for three days from March 19, four adults, $2,000",
         "Indianapolis", "Louisville", "2022-03-19", 3, 4, 2000),
    Trip("Norfolk to Charlotte, March the fifth to the seventh, two of us, $1,300",
         "Norfolk", "Charlotte", "2022-03-05", 3, 2, 1300),
    Trip("Dallas to Houston, five days starting March 2, six people, $4,500", "Dallas", "Houston", "2022-03-02", 5, 6, 4500),
    Trip("a party of eight from Orlando to Miami, March 24-26, $6,000", "Orlando", "Miami", "2022-03-24", 3, 8, 6000),
    # corrected (seventh set): was Ask(..., "words"), the design refusing a budget in words; a careful reader reads $1,500
    Trip("Chicago to Detroit March 5-7, 2 people, budget of one thousand five hundred dollars",
         "Chicago", "Detroit", "2022-03-05", 3, 2, 1500),
    # dates in many forms
    Trip("Denver to Salt Lake City, 2022-03-18 to 2022-03-20, 2 people, $1,400", "Denver", "Salt Lake City", "2022-03-18", 3, 2, 1400),
    Trip("Seattle to Portland, 18/03/2022 - 20/03/2022, 2 people, $1,200", "Seattle", "Portland", "2022-03-18", 3, 2, 1200),
    Trip("Houston to New Orleans, 3/25/22 - 3/27/22, 2 people, $1,600", "Houston", "New Orleans", "2022-03-25", 3, 2, 1600),
    Trip("Boston to Washington, 5th-7th March 2022, 2 people, $1,800", "Boston", "Washington", "2022-03-05", 3, 2, 1800),
    Trip("Phoenix to Las Vegas, Thursday March 10 to Saturday March 12, 2 people, $1,500",
         "Phoenix", "Las Vegas", "2022-03-10", 3, 2, 1500),
    Trip("Atlanta to Orlando, March 14 for 5 days, 4 people, $3,800", "Atlanta", "Orlando", "2022-03-14", 5, 4, 3800),
    Trip("Chicago to Minneapolis, 2 nights from March 25, 2 people, $1,300", "Chicago", "Minneapolis", "2022-03-25", 3, 2, 1300),
    Trip("Miami to Tampa, Mar. 1 - Mar. 3, 2 people, $1,000", "Miami", "Tampa", "2022-03-01", 3, 2, 1000),
    Trip("Philadelphia to Pittsburgh, march 9th - 11th, 3 people, $1,700", "Philadelphia", "Pittsburgh", "2022-03-09", 3, 3, 1700),
    Trip("San Francisco to Los Angeles, departing March 21, returning March 23, 2 people, $2,000",
         "San Francisco", "Los Angeles", "2022-03-21", 3, 2, 2000),
    Trip("Nashville to Atlanta from the 6th until the 8th of March, 1 person, $800", "Nashville", "Atlanta", "2022-03-06", 3, 1, 800),
    Trip("Austin to Dallas, March 3rd thru 5th, 2 people, $1,000", "Austin", "Dallas", "2022-03-03", 3, 2, 1000),
    Trip("St. Louis to Chicago, a week from March 20, 2 people, $3,000", "St. Louis", "Chicago", "2022-03-20", 7, 2, 3000),
    # vague dates: asked
    Ask("Seattle to Denver next weekend, 2 people, $1,500", "date"),
    Ask("Chicago to Nashville early March, 3 days, 2 people, $1,800", "date"),
    Ask("Boston to Miami over spring break, 4 people, $4,000", "date"),
    Ask("Denver to Phoenix the weekend after next, 2 people, $1,200", "date"),
    Ask("Dallas to Austin some time in late March, 2 people, $1,000", "date"),
    Ask("Atlanta to Charleston for 3 days, 2 people, $1,300", "date"),
    Ask("New York to Boston end of the month, 2 people, $1,500", "date"),
    Ask("Houston to San Antonio tomorrow for 3 days, 2 people, $900", "date"),
    # corrections inside the message
    Trip("Seattle to Denver, March 3-5, 2 people, $1,500. No wait, make it 3 people.",
         "Seattle", "Denver", "2022-03-03", 3, 3, 1500),
    Trip("Orlando to Atlanta March 10-12, budget $1,200, sorry I meant $2,000, 2 people",
         "Orlando", "Atlanta", "2022-03-10", 3, 2, 2000),
    Trip("Chicago to Detroit for 4 people, actually 5 people, March 15-17, $3,000",
         "Chicago", "Detroit", "2022-03-15", 3, 5, 3000),
    Trip("Boston to Philadelphia March 7-9, oops I mean March 8-10, 2 people, $1,400",
         "Boston", "Philadelphia", "2022-03-08", 3, 2, 1400),
    Trip("Miami to Nashville, scratch that, Miami to Memphis, March 19-21, 2 people, $1,600",
         "Miami", "Memphis", "2022-03-19", 3, 2, 1600),
    Trip("Phoenix to San Diego, March 4-6, $1,800, 2 of us, correction: 4 of us",
         "Phoenix", "San Diego", "2022-03-04", 3, 4, 1800),
    # several cities of a state
    Trip("visit 3 cities in Texas from Denver, March 13-19, 2 people, $6,000", "Denver", "Texas", "2022-03-13", 7, 2, 6000, cities=3),
    Trip("We want to see 2 cities in California, leaving from Phoenix, March 5-9, 2 people, $4,000",
         "Phoenix", "California", "2022-03-05", 5, 2, 4000, cities=2),
    Trip("Chicago to Florida for a week, 3 cities, March 20-26, family of 4, $9,000",
         "Chicago", "Florida", "2022-03-20", 7, 4, 9000, cities=3),
    Trip("road trip around Colorado starting from Omaha, 2 cities, March 8-12, 3 friends, $3,900",
         "Omaha", "Colorado", "2022-03-08", 5, 3, 3900, cities=2),
    Trip("from Atlanta, touring three cities in North Carolina, March 1-7, me and my wife, $5,200",
         "Atlanta", "North Carolina", "2022-03-01", 7, 2, 5200, cities=3),
    Trip("Boston -> New York state, 2 cities, 3/10-3/14, 2 ppl, $3,300", "Boston", "New York", "2022-03-10", 5, 2, 3300, cities=2),
    Trip("Seattle to Ohio, two cities, March 16-20, 1 person, $2,800", "Seattle", "Ohio", "2022-03-16", 5, 1, 2800, cities=2),
    Trip("Las Vegas to Michigan, 3 cities over 7 days from March 9, 2 people, $5,500",
         "Las Vegas", "Michigan", "2022-03-09", 7, 2, 5500, cities=3),
    Trip("Memphis to Georgia, 2 cities, March 22-26, a couple, $3,100", "Memphis", "Georgia", "2022-03-22", 5, 2, 3100, cities=2),
    Trip("Minneapolis to Wisconsin, 3 cities, March 3-9, 5 people, $8,000",
         "Minneapolis", "Wisconsin", "2022-03-03", 7, 5, 8000, cities=3),
    # partners, families, friends
    Trip("Seattle to Denver March 3-5 with my partner, $1,500", "Seattle", "Denver", "2022-03-03", 3, 2, 1500),
    Trip("Tampa to Orlando, March 11-13, me and my fiance, $1,100", "Tampa", "Orlando", "2022-03-11", 3, 2, 1100),
    Trip("Cincinnati to Chicago, March 18-20, my wife, our 2 kids and me, $2,800", "Cincinnati", "Chicago", "2022-03-18", 3, 4, 2800),
    Trip("Richmond to Washington, March 26-28, just the two of us, $1,200", "Richmond", "Washington", "2022-03-26", 3, 2, 1200),
    Trip("El Paso to Albuquerque, March 5-7, me and my parents, $1,700", "El Paso", "Albuquerque", "2022-03-05", 3, 3, 1700),
    Trip("Newark to Boston, March 2-4, a group of 5 friends, $3,500", "Newark", "Boston", "2022-03-02", 3, 5, 3500),
    Trip("Portland to San Francisco, March 12-14, traveling with my husband and his mother, $2,700",
         "Portland", "San Francisco", "2022-03-12", 3, 3, 2700),
    Trip("Charlotte to Myrtle Beach, March 19-21, me and my 3 kids, $1,900", "Charlotte", "Myrtle Beach", "2022-03-19", 3, 4, 1900),
    Trip("Louisville to Nashville, March 7-9, two couples, $2,400", "Louisville", "Nashville", "2022-03-07", 3, 4, 2400),
    Trip("Jacksonville to Savannah, March 4-6, my partner and I, $1,000", "Jacksonville", "Savannah", "2022-03-04", 3, 2, 1000),
    Trip("Detroit to Chicago, March 23-25, me, my sister and her husband, $2,000", "Detroit", "Chicago", "2022-03-23", 3, 3, 2000),
    Trip("Albany to New York, March 15-17, taking my son, $1,300", "Albany", "New York", "2022-03-15", 3, 2, 1300),
    # budgets as written
    Trip("Denver to Las Vegas, March 9-11, 2 people, $800 per person", "Denver", "Las Vegas", "2022-03-09", 3, 2, 1600),
    Trip("Omaha to Kansas City, March 15-17, 3 people, $500/person", "Omaha", "Kansas City", "2022-03-15", 3, 3, 1500),
    Trip("Tucson to Phoenix, March 2-4, 4 people, $2,000 for everyone", "Tucson", "Phoenix", "2022-03-02", 3, 4, 2000),
    Trip("Austin to Houston, March 12-14, 2 people, $600 each", "Austin", "Houston", "2022-03-12", 3, 2, 1200),
    Trip("San Diego to Los Angeles, March 20-22, 1 person, about $300 a day", "San Diego", "Los Angeles", "2022-03-20", 3, 1, 900),
    Trip("Memphis to Nashville, March 5-7, 2 people, total budget 1,250 dollars", "Memphis", "Nashville", "2022-03-05", 3, 2, 1250),
    Trip("Raleigh to Charleston, March 10-12, 2 people, $1k-$1.5k", "Raleigh", "Charleston", "2022-03-10", 3, 2, 1500),
    Trip("Salt Lake City to Boise, March 24-26, 2 people, no more than $1,300", "Salt Lake City", "Boise", "2022-03-24", 3, 2, 1300),
    Trip("Reno to Sacramento, March 3-5, 3 people, budget: USD 2,100", "Reno", "Sacramento", "2022-03-03", 3, 3, 2100),
    Trip("Columbus to Cleveland, March 8-10, 2 people, $650 pp", "Columbus", "Cleveland", "2022-03-08", 3, 2, 1300),
    Trip("Newark to Pittsburgh, March 17-19, 2 people, $1.2k total", "Newark", "Pittsburgh", "2022-03-17", 3, 2, 1200),
    Ask("Miami to Orlando, March 4-6, 2 people, $1,000 or $1,500 depending", "budget"),
    # city names inside foods and restaurants (corrected after the first scoring: a dish is a wish no reader keeps, so
    # it is rightly named as not kept; "Chicago Pizza" is a restaurant of the data in New York, rightly refused by name)
    Trip("Boston to Miami, March 3-5, 2 people, $2,000, and we want a Philly cheesesteak somewhere",
         "Boston", "Miami", "2022-03-03", 3, 2, 2000, unread="cheesesteak"),
    Ask("Seattle to Denver, March 8-10, 2 people, $1,500, we'd love to try Chicago Pizza", "not in Denver"),
    Trip("Atlanta to Tampa, March 12-14, 2 people, $1,400, I love New York style pizza",
         "Atlanta", "Tampa", "2022-03-12", 3, 2, 1400, unread="pizza"),
    Trip("Dallas to Phoenix, March 17-19, 3 people, $2,000, somewhere with good Buffalo wings please",
         "Dallas", "Phoenix", "2022-03-17", 3, 3, 2000, unread="wings"),
    Trip("Chicago to Orlando, March 21-23, 2 people, $1,900, we crave Memphis barbecue",
         "Chicago", "Orlando", "2022-03-21", 3, 2, 1900, unread="barbecue"),
    # misspelt cities: asked with the close matches
    Ask("Nashvile to Detriot, March 3-5, 2 people, $1,500", "close matches"),
    Ask("Milwaukie to Minneapolis, March 9-11, 2 people, $1,200", "close matches"),
    Ask("Denver to Albequerque, March 14-16, 1 person, $900", "close matches"),
    Ask("Cincinatti to Pittsburg, March 20-22, 2 people, $1,300", "close matches"),
    Ask("San Deigo to Pheonix, March 6-8, 2 people, $1,400", "close matches"),
    # several origins or destinations: refused naming them
    Ask("portland or seattle to denver, march 3-5, 2 people, $1,500", "several"),
    Ask("Portland or Seattle to Denver, March 3-5, 2 people, $1,500", "several"),
    Ask("from boston or providence to miami, march 10-12, 2 people, $1,800", "several"),
    Ask("Chicago to Denver or Phoenix, March 14-16, 2 people, $1,500", "several"),
    # a field missing or impossible
    Ask("to Nashville, March 4-6, 2 people, $1,500", "origin"),
    Ask("from Tulsa, March 4-6, 2 people, $1,500", "destination"),
    Ask("Tulsa to Dallas, March 4-6, 2 people", "budget"),
    Ask("Tulsa to Dallas, 2 people, $1,200", "date"),
    Ask("Tulsa to Dallas, March 4-6, me and some friends, $1,200", "travel"),
    # corrected after the first scoring: read, with the days no flight covers said as a warning (docs/requests.md)
    Trip("Tulsa to Dallas, March 31 - April 2, 2 people, $1,200", "Tulsa", "Dallas", "2022-03-31", 3, 2, 1200),
    Ask("Tulsa to Dallas, March 6-4, 2 people, $1,200", "date"),
    Ask("Tulsa to Dallas, March 4-6, 2 people, €1,200", "dollars"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    # wrongly read, said: a bare "2" between bars is no count the reader takes (a number with no noun may be anything:
    # days, cities, a rating), so 1 traveller is assumed and said as an assumption
    "ABQ -> Santa Fe | Mar 12-14 | 2 | $1,000",
]


def test_the_fourth_held_out_requests_read_as_written(sandbox):
    check_heldout(CORPUS, KNOWN_GAPS, sandbox)
