"""A held-out corpus of whole trip requests, as people type them into a chat (issue 39: the request reader).

``test_parser_requests.py`` holds requests written alongside the reader. These were written afterwards, from what
travellers type and the chat's failures (city initials and nicknames, "2 adults + our dog", "late march, 25th-27th",
"2 personas", "for 0 ppl", "english please", "no flights before 9"): terse, chatty, typos, several facts in one
sentence. Each is read as ``plan`` reads it (``people="smallest"``) and scored (``tests/support/request_scoring.py``) on
the five fields every trip needs (origin, destination, dates, people, budget), with any wish named after it:

* **read right** - every field as expected, and no wish flagged that the text does not hold (polite filler such as
  "english please" is no wish), or the request refused naming the reason it must be (``Ask``: "0 people" is refused
  "at least 1");
* **asked** - the reader refuses or asks for what the text says: safe, but a miss;
* **wrongly read** - another value, an assumed people count where the text gives one, a wish flagged that is not
  there, a real wish not named (fail closed), or a request read that must be refused.

The tally is printed with ``-s``. A miss is fixed in the reader by a general rule, never by a listed sentence; the
misses left are listed in ``KNOWN_GAPS`` with why. Measured when written: the reader before issue 39's fixes read 41
right, asked 58 and misread 10 of the 109; after them 106 / 3 / 0 (the last 30 were written after the first fixes:
27 / 2 / 1 then).
"""

from __future__ import annotations

from tests.support.reading_scoring import window
from tests.support.request_scoring import Ask, Trip, tally

CORPUS: list[Trip | Ask] = [
    # city initials, nicknames and short names
    Trip("LA to Detroit march 8-10, 2 ppl, $2500", "Los Angeles", "Detroit", "2022-03-08", 3, 2, 2500),
    Trip("st pete to atlanta for 3 days starting march 12th, just me, budget 900", "St. Petersburg", "Atlanta", "2022-03-12", 3, 1, 900),
    Trip("NYC -> Chicago, Mar 4-6, 2 adults + our dog, $3,000", "New York", "Chicago", "2022-03-04", 3, 2, 3000,
         wishes={"house_rule": "pets"}),
    Trip("heading from SF to Seattle late march, 25th-27th, 2 personas, 2k budget", "San Francisco", "Seattle", "2022-03-25", 3, 2, 2000),
    Trip("Philly to DC march 10 thru 12, me and my wife, 1500", "Philadelphia", "Washington", "2022-03-10", 3, 2, 1500),
    Trip("need a trip from chi-town to nola march 2-4 for 2, $1,800", "Chicago", "New Orleans", "2022-03-02", 3, 2, 1800),
    Trip("KC to STL march 15-17, 3 people, $1,500", "Kansas City", "St. Louis", "2022-03-15", 3, 3, 1500),
    Trip("SD to LA, march 2-4, two people, max $1500 total", "San Diego", "Los Angeles", "2022-03-02", 3, 2, 1500),
    Trip("3 day trip to Honolulu from LA march 24-26 2 people $5000", "Los Angeles", "Honolulu", "2022-03-24", 3, 2, 5000),
    Trip("vegas baby! from LA, march 11-13, 5 guys, 5000 budget", "Los Angeles", "Las Vegas", "2022-03-11", 3, 5, 5000),
    Trip("ATL to Nashville march 20-22, 3 of us, $2,400", "Atlanta", "Nashville", "2022-03-20", 3, 3, 2400),
    Trip("NOLA to Houston, March 5-7, party of 6, $5k", "New Orleans", "Houston", "2022-03-05", 3, 6, 5000),
    Trip("DC to NYC march 9-11, 1 person, 1300", "Washington", "New York", "2022-03-09", 3, 1, 1300),
    Trip("Going to St Pete from Chicago march 14-16, 2 people, $2,000", "Chicago", "St. Petersburg", "2022-03-14", 3, 2, 2000),
    Trip("From Indy to Chicago, March 4th-6th, 2 people, $1,200", "Indianapolis", "Chicago", "2022-03-04", 3, 2, 1200),
    Trip("want to see the Big Apple! flying from Boston march 15-17, me and my sister, $2,200",
         "Boston", "New York", "2022-03-15", 3, 2, 2200),
    Trip("Dallas to the Windy City, march 8 - 10, 2 travelers, 1900", "Dallas", "Chicago", "2022-03-08", 3, 2, 1900),
    Trip("Hi, 3 of us going Seattle to SF Mar 3-5, budget $3,300 pls", "Seattle", "San Francisco", "2022-03-03", 3, 3, 3300),
    Trip("from N.Y.C. to Boston, march 15-17, 2 travellers, budget of two thousand dollars",
         "New York", "Boston", "2022-03-15", 3, 2, 2000),
    Trip("sacramento -> san fran, 3/1-3/3, 2ppl, 1200$", "Sacramento", "San Francisco", "2022-03-01", 3, 2, 1200),
    Trip("my wife + me + 2 kids from Phoenix to LA march 17-19, 3000 budget", "Phoenix", "Los Angeles", "2022-03-17", 3, 4, 3000),
    Trip("Vegas to SLC, 3/20-3/22, solo, 1200 bucks", "Las Vegas", "Salt Lake City", "2022-03-20", 3, 1, 1200),
    # people as they are written
    Trip("hey! my bf and i wanna go from Atlanta to Miami march 18-20. budget is like $2000", "Atlanta", "Miami", "2022-03-18", 3, 2, 2000),
    Trip("we're a family of 4 (2 adults 2 kids) going from Orlando to Atlanta march 21 to 23, budget 3500",
         "Orlando", "Atlanta", "2022-03-21", 3, 4, 3500),
    Trip("Trip for me and 2 friends, Austin to New Orleans, 3 days from March 15, 2022, budget of 1800 dollars",
         "Austin", "New Orleans", "2022-03-15", 3, 3, 1800),
    Trip("Hi there, I'd like to go from Seattle to Portland march 5th-7th with my husband. We can spend up to $1,400.",
         "Seattle", "Portland", "2022-03-05", 3, 2, 1400),
    Trip("From Houston to San Antonio March 7 to 9 for 3 ppl w/ $2,100", "Houston", "San Antonio", "2022-03-07", 3, 3, 2100),
    Trip("Charlotte to Savannah, march twelfth through fourteenth, just the 2 of us, budget: 1700",
         "Charlotte", "Savannah", "2022-03-12", 3, 2, 1700),
    Trip("Could u plan a trip from Tampa to Key West march 3-5 for 2, 1800 budget?", "Tampa", "Key West", "2022-03-03", 3, 2, 1800),
    Trip("I'm in Boston and want to visit Philadelphia on Mar 16-18 w/ my gf, $1,200 total",
         "Boston", "Philadelphia", "2022-03-16", 3, 2, 1200),
    Trip("i need to get from newark to orlando march 7-9 for me + 3 kids, budget $2500", "Newark", "Orlando", "2022-03-07", 3, 4, 2500),
    Trip("2 adults + 1 kid, Dallas to Denver, March 8-10 2022, $2,800", "Dallas", "Denver", "2022-03-08", 3, 3, 2800),
    Trip("Seattle to Vegas for a long weekend, March 18-20, the 4 of us, 4k", "Seattle", "Las Vegas", "2022-03-18", 3, 4, 4000),
    Trip("we r 3 ppl, going Phoenix to San Diego march 5-7 budget 2400", "Phoenix", "San Diego", "2022-03-05", 3, 3, 2400),
    Trip("Looking to travel from Salt Lake City to Boise, March 26-28, 2022. It'll be me, my wife and our 3 kids. Budget $3,000.",
         "Salt Lake City", "Boise", "2022-03-26", 3, 5, 3000),
    Trip("Me, my mom and my aunt want a trip from Columbus to Chicago 3/14/2022-3/16/2022, budget 2000 dollars",
         "Columbus", "Chicago", "2022-03-14", 3, 3, 2000),
    Trip("San Antonio to Corpus Christi, from the 18th to the 20th of March, for four, budget 1600",
         "San Antonio", "Corpus Christi", "2022-03-18", 3, 4, 1600),
    Trip("Hello! We are a couple from Denver hoping to visit Santa Fe march 25 to 27. Our budget is $1,500. Thanks!",
         "Denver", "Santa Fe", "2022-03-25", 3, 2, 1500),
    Trip("SLC to Denver march 2-4 for 2 adults and our dog, $1,600", "Salt Lake City", "Denver", "2022-03-02", 3, 2, 1600,
         wishes={"house_rule": "pets"}),
    Trip("Fort Lauderdale to Tampa march 22-24 for 2 adults plus our cat, $1,400", "Fort Lauderdale", "Tampa", "2022-03-22", 3, 2, 1400,
         wishes={"house_rule": "pets"}),
    Trip("from Miami to Orlando, March 5-7, 2 adults & 2 children, budget $2,800", "Miami", "Orlando", "2022-03-05", 3, 4, 2800),
    Trip("Trip from San Diego to San Francisco. March 10-12. We're 2. $2,000.", "San Diego", "San Francisco", "2022-03-10", 3, 2, 2000),
    Trip("2 personas from Miami to Tampa, march 12-14, $900", "Miami", "Tampa", "2022-03-12", 3, 2, 900),
    Trip("we r 2 adults travelling from Omaha to Denver, Mar 10-12 w/ a budget of 1,400", "Omaha", "Denver", "2022-03-10", 3, 2, 1400),
    Trip("Austin to Dallas, the weekend of march 11-13, my buddy and me, 1k", "Austin", "Dallas", "2022-03-11", 3, 2, 1000),
    Trip("2 adults + 2 kids + grandma, Chicago to Orlando, March 14-16, $4,000", "Chicago", "Orlando", "2022-03-14", 3, 5, 4000),
    # dates as they are written
    Trip("Memphis to Nashville, late march (25th-27th), 2 people, 1500", "Memphis", "Nashville", "2022-03-25", 3, 2, 1500),
    Trip("early march, 2nd to 4th, Chicago to Milwaukee, 1 person, $600", "Chicago", "Milwaukee", "2022-03-02", 3, 1, 600),
    Trip("for 2 people going from Atlanta to Savannah, mid-March: 15th thru 17th, budget is $1,300",
         "Atlanta", "Savannah", "2022-03-15", 3, 2, 1300),
    Trip("going to miami from boston 3/10 to 3/12, 3 adults, $3600", "Boston", "Miami", "2022-03-10", 3, 3, 3600),
    Trip("From Albuquerque to Phoenix 3/3 - 3/5 for 3 ppl, budget 2,100", "Albuquerque", "Phoenix", "2022-03-03", 3, 3, 2100),
    Trip("Going Boston->NYC 3/5/22-3/7/22, 4 ppl, $4k", "Boston", "New York", "2022-03-05", 3, 4, 4000),
    Trip("Miami to Atlanta, 2 nights from march 4, 2 adults, $1,500", "Miami", "Atlanta", "2022-03-04", 3, 2, 1500),
    Trip("Going from Portland to Seattle on March 3rd, coming back March 5th. 2 adults. Budget $1,100.",
         "Portland", "Seattle", "2022-03-03", 3, 2, 1100),
    Trip("Can you plan something from Raleigh to Charleston, 8th-10th March, for 3 people? Budget is 2400.",
         "Raleigh", "Charleston", "2022-03-08", 3, 3, 2400),
    Trip("3 days, march 14 2022 start, from Nashville to Memphis, 2 people, budget: $1k", "Nashville", "Memphis", "2022-03-14", 3, 2, 1000),
    Trip("Seattle to Denver, 3 days from 03/15/2022, couple, budget 1900", "Seattle", "Denver", "2022-03-15", 3, 2, 1900),
    Trip("Tucson to El Paso, Mar. 19\u201321, for 1, $650", "Tucson", "El Paso", "2022-03-19", 3, 1, 650),
    Trip("Cleveland -> Pittsburgh mar 29-31 2022 solo 800", "Cleveland", "Pittsburgh", "2022-03-29", 3, 1, 800),
    Trip("Trip for 2 from San Jose to Los Angeles, 3 days starting 3/8/2022, 1800 USD",
         "San Jose", "Los Angeles", "2022-03-08", 3, 2, 1800),
    # several cities
    Trip("5 day trip, 2 cities in Texas, from Chicago, march 14-18, 2 people, $4000",
         "Chicago", "Texas", "2022-03-14", 5, 2, 4000, cities=2),
    Trip("Denver -> 3 cities in California, 7 days starting march 1, party of 3, budget $7,500",
         "Denver", "California", "2022-03-01", 7, 3, 7500, cities=3),
    # money as it is written
    Trip("Miami to Key West march 8-10 2 people $2.5k", "Miami", "Key West", "2022-03-08", 3, 2, 2500),
    Trip("My sister and I want to fly from Minneapolis to Chicago march 22nd to 24th, budget $1,000 max",
         "Minneapolis", "Chicago", "2022-03-22", 3, 2, 1000),
    Trip("Plan a trip for 2 ppl frm Boston to Chicago march 7-9, budjet $2000", "Boston", "Chicago", "2022-03-07", 3, 2, 2000),
    # polite filler is no wish
    Trip("english please. trip from Denver to Phoenix march 14-16 for 2 people, $1800", "Denver", "Phoenix", "2022-03-14", 3, 2, 1800),
    Trip("english pls: from Chicago to Denver march 1-3 for 2 people, $2,000", "Chicago", "Denver", "2022-03-01", 3, 2, 2000),
    Trip("please in english. Houston to Austin march 6 to 8, 2 persons, $1,000", "Houston", "Austin", "2022-03-06", 3, 2, 1000),
    Trip("Orlando to NYC, march 12-14, 2 ppl, budget 3k, english please", "Orlando", "New York", "2022-03-12", 3, 2, 3000),
    Trip("ok so here's the deal: Dallas to Houston, march 3-5, 2 people, $1,000. thx in advance!",
         "Dallas", "Houston", "2022-03-03", 3, 2, 1000),
    # wishes among the facts: read, or named (fail closed)
    Trip("Detroit to Cleveland march 4 to 6, 1 person, budget $700. no flights before 9", "Detroit", "Cleveland", "2022-03-04", 3, 1, 700,
         wishes={"flight_times": [window(depart_from="09:00")]}),
    Trip("Detroit to Chicago, March 20-22, 2 people, $1,500, we don't want flights before 7",
         "Detroit", "Chicago", "2022-03-20", 3, 2, 1500,
         wishes={"flight_times": [window(depart_from="07:00")]}),
    Trip("Chicago to Detroit march 20-22 2 people 1500 budget, and we want a hotel with a pool", "Chicago", "Detroit", "2022-03-20", 3, 2,
         1500, unread="pool"),
    Trip("hi!! english please :) my gf and i want to go from dallas to austin march 4-6, $1,200, and a jacuzzi would be nice",
         "Dallas", "Austin", "2022-03-04", 3, 2, 1200, unread="jacuzzi"),
    # must be refused, with the reason
    Ask("for 0 ppl from Dallas to Houston march 3-5, $500", "at least 1"),
    Ask("Houston to Dallas, March 3-5, 0 travelers, $900", "at least 1"),
    Ask("from LA to SF, 3 days from march 4, for zero people, 1500", "at least 1"),
    Ask("Baltimore to Boston, March 18-20, 2 or 3 people, $2000", "not a range"),
    Ask("from Denver to Austin march 9-11 for 2 people, $1800, no flights after 8", "am or pm"),
    # written after the first fixes, to measure what they generalise to
    Trip("yo can u do SF -> LA mar 7-9, me + gf, budget 1.2k", "San Francisco", "Los Angeles", "2022-03-07", 3, 2, 1200),
    Trip("Family trip!! 2 adults, 3 kids. Houston -> Orlando. March 10-12. $4,500", "Houston", "Orlando", "2022-03-10", 3, 5, 4500),
    Trip("Philly to Boston 3/18-3/20 for the 2 of us, 1,600", "Philadelphia", "Boston", "2022-03-18", 3, 2, 1600),
    Trip("NYC to Miami mar 1-3. 3 ppl. 3.5k", "New York", "Miami", "2022-03-01", 3, 3, 3500),
    Trip("Atlanta -> Nashville, 14th-16th march, me & my husband, budget $1,300", "Atlanta", "Nashville", "2022-03-14", 3, 2, 1300),
    Trip("pls plan: Denver to Vegas march 22-24 for 4 adults, 2000 dollars", "Denver", "Las Vegas", "2022-03-22", 3, 4, 2000),
    Trip("trip to chicago from detroit, 2 ppl, march 5th thru 7th, around 1500 bucks", "Detroit", "Chicago", "2022-03-05", 3, 2, 1500),
    Trip("DC -> Nashville on march 11 for 3 nights, 2 adults + baby, $2,200", "Washington", "Nashville", "2022-03-11", 4, 3, 2200),
    Trip("Going from San Diego to Phoenix, March 2-4. Just me and my dad. $900", "San Diego", "Phoenix", "2022-03-02", 3, 2, 900),
    Trip("4 friends, Chicago to New Orleans, 3/24 to 3/26, 3k total", "Chicago", "New Orleans", "2022-03-24", 3, 4, 3000),
    Trip("flying out of Seattle to Denver march 16-18, party of 5, budget 5,000$", "Seattle", "Denver", "2022-03-16", 3, 5, 5000),
    Trip("im in Miami, want to go to Key West march 9-11 w/ my bro, 1100 budget", "Miami", "Key West", "2022-03-09", 3, 2, 1100),
    Trip("Minneapolis to Chicago the 4th to the 6th of march, 2 ppl, 1700", "Minneapolis", "Chicago", "2022-03-04", 3, 2, 1700),
    Trip("travel for 3 from STL to KC march 19-21, budget: 1,500", "St. Louis", "Kansas City", "2022-03-19", 3, 3, 1500),
    Trip("Chi-town to Detroit, march 1st - 3rd, 2 travelers, $1k", "Chicago", "Detroit", "2022-03-01", 3, 2, 1000),
    Trip("Boston to Philly, early march: 3rd to 5th, for 2, $1,400", "Boston", "Philadelphia", "2022-03-03", 3, 2, 1400),
    Trip("Orlando to Atlanta 3 days from 3/14/22, family of 4, $3,200", "Orlando", "Atlanta", "2022-03-14", 3, 4, 3200),
    Trip("tampa -> st pete, 3/2 - 3/4, solo, 500", "Tampa", "St. Petersburg", "2022-03-02", 3, 1, 500),
    Trip("3 of us from Denver to Salt Lake, march 26-28, max 2,400", "Denver", "Salt Lake City", "2022-03-26", 3, 3, 2400),
    Trip("hi, we're 2 adults and 1 toddler going from Dallas to Austin march 3-5. 1,800 budget. thanks",
         "Dallas", "Austin", "2022-03-03", 3, 3, 1800),
    Trip("Portland \u2192 Seattle, 12-14 March 2022, 2 pax, USD 1,000", "Portland", "Seattle", "2022-03-12", 3, 2, 1000),
    Trip("need SLC to Phoenix march 7th to 9th for me and 2 coworkers, budget around 2000", "Salt Lake City", "Phoenix", "2022-03-07", 3, 3,
         2000),
    Trip("from ATL to Miami march 9-11, 2 adults + our 2 dogs, $2,000", "Atlanta", "Miami", "2022-03-09", 3, 2, 2000,
         wishes={"house_rule": "pets"}),
    Trip("English please! Denver to Dallas, March 15-17, two people, $1,600", "Denver", "Dallas", "2022-03-15", 3, 2, 1600),
    Trip("Seattle to San Fran, mar 21-23, 2 people, $2,400, no flights before 10 please", "Seattle", "San Francisco", "2022-03-21", 3, 2,
         2400, wishes={"flight_times": [window(depart_from="10:00")]}),
    Trip("Chicago to Denver march 10-12, 2 people, $2,000, we want to leave after 10", "Chicago", "Denver", "2022-03-10", 3, 2, 2000,
         wishes={"flight_times": [window(depart_from="10:00")]}),
    Trip("Boston to DC march 6-8, 2 ppl, $1,500. we need a hotel near the White House", "Boston", "Washington", "2022-03-06", 3, 2, 1500,
         unread="near"),
    Ask("for 0 people, Boston to NYC march 2-4, $800", "at least 1"),
    Ask("NYC to Boston march 3-5 for -2 people $900", "negative"),
    Ask("LA to Vegas, march 4-6, 3 ppl, $1500, return flight should leave after 6", "am or pm"),
]

# Misses measured and left visible: each stays listed until a general rule reads it (the text, and why).
KNOWN_GAPS: list[str] = [
    "SD to LA, march 2-4, two people, max $1500 total",  # "SD" is San Diego or South Dakota: left out of CITY_ALIASES, asked
    # ("vegas baby! from LA, ...", a name in lower case cheered before its origin, is read since stop 92)
    # "budget of two thousand dollars", refused by design until then, is read by a rule written for the seventh set
    # (test_request_heldout_seventh.py: a budget in words read as digits, numbers.budget_in_digits)
]


def test_the_held_out_requests_read_as_written(sandbox):
    texts = tally(CORPUS, sandbox)
    assert len(CORPUS) >= 60 and len({case.text for case in CORPUS}) == len(CORPUS)
    assert sorted(texts["asked"] + texts["wrongly read"]) == sorted(KNOWN_GAPS)
